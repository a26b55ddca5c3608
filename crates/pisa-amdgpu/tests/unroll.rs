//! Loops of a known count are unrolled at -O1 and up (and kept at -O0),
//! nested ones included once the outer copies make their counts known;
//! loops whose count depends on a run-time value stay loops. Every case
//! gives the emulator's results.

mod common;

fn source(body: &str) -> String {
    format!(
        ".version 0.1;\n.target 100;\n\
         .kernel @k(.param[8] .addrspace(global) %out, .param[4] %n) {{\n\
         .reg .64b %po, %off;\n.reg .32b %i, %k, %j, %x, %n32;\n.pred %more;\n\
         ld.param.64b %po, [%out];\nld.param.32b %n32, [%n];\nmov.32b %i, %localid.x;\n\
         zext.64b.32b %off, %i;\nshl.64b %off, %off, 2;\niadd.64b %po, %po, %off;\nmov.32b %x, %i;\n\
         {body}\nst.global.32b [%po], %x;\n}}\n"
    )
}

/// Backward branches in the code: those to a label earlier in the text.
fn backward_branches(asm: &str) -> usize {
    let mut seen = std::collections::HashSet::new();
    let mut count = 0;
    for line in asm.lines() {
        let line = line.trim();
        if let Some(label) = line.strip_suffix(':') {
            seen.insert(label.to_string());
        } else if line.starts_with("s_cbranch") || line.starts_with("s_branch") {
            if let Some(target) = line.split_whitespace().nth(1) {
                count += usize::from(seen.contains(target));
            }
        }
    }
    count
}

fn check(body: &str, loops_at_o2: usize, loops_at_o0: usize) {
    let module = common::module(&source(body));
    let launch = common::launch_of("k", &[64], &[64], &["buf:u32:zeros:64", "u32:5"]);
    common::check_against_emulator(&module, &launch);
    for (level, expected) in [(2, loops_at_o2), (0, loops_at_o0)] {
        let options = pisa_amdgpu::Options { kernel: None, opt_level: level };
        let compiled = pisa_amdgpu::compile(&module, &options).expect("compiles");
        assert_eq!(backward_branches(&compiled.asm), expected, "-O{level}:\n{}", compiled.asm);
    }
}

#[test]
fn counted_loops_are_unrolled() {
    // Up by one, down by shifts, a compare before the update.
    check("mov.32b %k, 0;\nup:\numad.32b %x, %x, 3, %k;\niadd.32b %k, %k, 1;\nucmp.lt.32b %more, %k, 7;\ngoto.cond %more, up;", 0, 1);
    check("mov.32b %k, 256;\ndown:\nxor.32b %x, %x, %k;\nshr.32b %k, %k, 1;\nucmp.ne.32b %more, %k, 0;\ngoto.cond %more, down;", 0, 1);
    check("mov.32b %k, 10;\nbefore:\nucmp.gt.32b %more, %k, 4;\nisub.32b %k, %k, 2;\niadd.32b %x, %x, %k;\ngoto.cond %more, before;", 0, 1);
}

#[test]
fn nested_loops_unroll_inside_out_of_known_counts() {
    // The inner count depends on the outer counter: known in each copy.
    check(
        "mov.32b %k, 1;\nouter:\nmov.32b %j, %k;\ninner:\niadd.32b %x, %x, %j;\nshr.32b %j, %j, 1;\nucmp.ne.32b %more, %j, 0;\ngoto.cond %more, inner;\nshl.32b %k, %k, 1;\nucmp.le.32b %more, %k, 8;\ngoto.cond %more, outer;",
        0,
        2,
    );
}

#[test]
fn loops_of_a_run_time_count_stay_loops() {
    check("mov.32b %k, 0;\nup:\niadd.32b %x, %x, %k;\niadd.32b %k, %k, 1;\nucmp.lt.32b %more, %k, %n32;\ngoto.cond %more, up;", 1, 1);
    // A divergent branch inside the body (lanes differ), a known count.
    check("mov.32b %k, 0;\nup:\nand.32b %j, %i, %k;\nucmp.eq.32b %more, %j, 0;\ngoto.cond %more, skip;\niadd.32b %x, %x, 5;\nskip:\niadd.32b %k, %k, 1;\nucmp.lt.32b %more, %k, 4;\ngoto.cond %more, up;", 0, 1);
}

/// After unrolling, the constant part of a shared address (`(x * 16 + k) * 4`
/// with `k` known in each copy) goes into the `ds_load` offset field,
/// `x * 64` is computed once for the copies (they are one block), and the
/// results are the emulator's.
#[test]
fn shared_addresses_fold_their_constant_parts() {
    let source = ".version 0.1;\n.target 100;\n\
        .kernel @k(.param[8] .addrspace(global) %out) {\n\
        .shared .align 4 @tile[1024];\n\
        .reg .64b %po, %off;\n.reg .32b %i, %k, %a, %x, %v, %sum;\n.pred %more;\n\
        ld.param.64b %po, [%out];\nmov.32b %i, %localid.x;\nshl.32b %a, %i, 2;\n\
        st.shared.32b [@tile + %a], %i;\nbarrier.workgroup;\n\
        and.32b %x, %i, 7;\nmov.32b %sum, 0;\nmov.32b %k, 0;\n\
        loop:\numad.32b %a, %x, 16, %k;\nshl.32b %a, %a, 2;\nld.shared.32b %v, [@tile + %a];\n\
        iadd.32b %sum, %sum, %v;\niadd.32b %k, %k, 1;\nucmp.lt.32b %more, %k, 8;\ngoto.cond %more, loop;\n\
        zext.64b.32b %off, %i;\nshl.64b %off, %off, 2;\niadd.64b %po, %po, %off;\nst.global.32b [%po], %sum;\n}\n";
    let module = common::module(source);
    let launch = common::launch_of("k", &[256], &[256], &["buf:u32:zeros:256"]);
    common::check_against_emulator(&module, &launch);
    let compiled =
        pisa_amdgpu::compile(&module, &pisa_amdgpu::Options { kernel: None, opt_level: 2 }).expect("compiles");
    let loads: Vec<&str> = compiled.asm.lines().filter(|l| l.trim_start().starts_with("ds_load_b32")).collect();
    assert_eq!(loads.len(), 8, "{}", compiled.asm);
    for (k, load) in loads.iter().enumerate() {
        let offset = if k == 0 { String::new() } else { format!(" offset:{}", 4 * k) };
        assert!(load.ends_with(&offset) && (k > 0 || !load.contains("offset")), "copy {k}: {load}\n{}", compiled.asm);
    }
    let scaled = compiled.asm.lines().filter(|l| l.contains("v_lshlrev_b32_e64") && l.contains(", 6,")).count();
    assert_eq!(scaled, 1, "x * 64 once:\n{}", compiled.asm);
}
