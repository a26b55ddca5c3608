//! Random control-flow graphs (forward branches, `return.cond`, loops
//! with lane-varying trip counts, in any mix) whose every block logs the
//! `%activemask` it runs with: the compiled code must log exactly what the
//! emulator logs (lanes together exactly where the emulator has them
//! together), at `-O0` and `-O2`. Graphs whose groupings copies of blocks
//! cannot give (reconverge.rs) are compiled with the reconvergence stack
//! (reconvergence_stack.rs); nothing is refused.

mod common;

use common::Xorshift;

/// One random kernel of `blocks` blocks.
fn kernel(seed: u64, blocks: usize, returns: bool, loops: bool) -> String {
    let mut rng = Xorshift(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut below = |n: u64| rng.next() % n;
    let mut out = String::from(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {\n\
         .reg .32b %lid, %m, %t, %k, %c0, %c1, %c2, %c3, %id;\n.reg .64b %p, %q, %s;\n.pred %c;\n\
         ld.param.64b %p, [%out];\niadd.64b %s, %p, 16384;\nmov.32b %lid, %localid.x;\nshl.32b %t, %lid, 8;\n\
         zext.64b.32b %q, %t;\niadd.64b %q, %q, %p;\nmov.32b %k, 0;\n\
         mov.32b %c0, 0;\nmov.32b %c1, 0;\nmov.32b %c2, 0;\nmov.32b %c3, 0;\n",
    );
    let mut counters = 0;
    for b in 0..blocks {
        // Each block logs (block, %activemask) while the lane's log has room,
        // and every lane running it stores its id to the block's word after
        // the logs: the last group (and highest lane) to run it wins there,
        // so the order in which groups run must be the emulator's too.
        out.push_str(&format!(
            "b{b}:\nmov.32b %m, %activemask;\nst.global.32b [%s + {}], %lid;\nucmp.lt.32b %c, %k, 32;\ngoto.cond %c, log{b};\ngoto nolog{b};\n\
             log{b}:\nshl.32b %t, %k, 3;\nzext.64b.32b %p, %t;\niadd.64b %p, %p, %q;\nmov.32b %id, {};\n\
             st.global.32b [%p], %id;\nst.global.32b [%p + 4], %m;\niadd.32b %k, %k, 1;\nnolog{b}:\n",
            4 * b,
            b + 1
        ));
        if b + 1 == blocks {
            break;
        }
        let r = below(100);
        let condition = if below(5) == 0 {
            format!("and.32b %t, %lid, {};\nucmp.lt.32b %c, %t, {};\n", 1 + below(31), 1 + below(31))
        } else {
            format!("and.32b %t, %lid, {};\nucmp.ne.32b %c, %t, 0;\n", 1 << below(5))
        };
        if returns && r < 12 {
            out.push_str(&condition);
            out.push_str("return.cond %c;\n");
        } else if loops && r < 35 && b > 0 && counters < 4 {
            let target = below(b as u64 + 1);
            out.push_str(&format!(
                "iadd.32b %c{counters}, %c{counters}, 1;\nand.32b %t, %lid, 3;\n\
                 ucmp.le.32b %c, %c{counters}, %t;\ngoto.cond %c, b{target};\n"
            ));
            counters += 1;
        } else if r < 85 {
            let target = b as u64 + 1 + below((blocks - b - 1) as u64);
            out.push_str(&condition);
            out.push_str(&format!("goto.cond %c, b{target};\n"));
        } else {
            let target = b as u64 + 1 + below((blocks - b - 1) as u64);
            out.push_str(&format!("goto b{target};\n"));
        }
    }
    out.push_str("}\n");
    out
}

/// Compiles and runs `count` kernels at `-O0` and `-O2` against the emulator.
fn run(first_seed: u64, count: u64, returns: bool, loops: bool) {
    let launch = common::launch_of("k", &[64], &[64], &["buf:u32:zeros:4112"]);
    for seed in first_seed..first_seed + count {
        let blocks = 4 + (seed % 7) as usize;
        let source = kernel(seed, blocks, returns, loops);
        let module = common::module(&source);
        for opt_level in [0, 2] {
            common::check_against_emulator_at(&module, &launch, opt_level);
        }
    }
}

#[test]
fn forward_branches_group_lanes_as_the_emulator_does() {
    run(1000, 100, false, false);
}

#[test]
fn forward_branches_and_returns() {
    run(2000, 100, true, false);
}

#[test]
fn loops_with_lane_varying_trip_counts() {
    run(3000, 100, false, true);
}

#[test]
fn loops_and_returns() {
    run(4000, 100, true, true);
}

/// The two shapes earlier versions refused at the branch ("unsupported
/// control flow"): a branch both of whose sides loop back to it, and a
/// loop left through a divergent branch's fall-through side into code of
/// its own. Lanes of both waves race on the same words here, so the stores'
/// order between the groups must be the emulator's too.
#[test]
fn shapes_once_refused_give_the_emulators_results() {
    let head = ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {\n\
                .reg .32b %lid, %t, %i;\n    .reg .64b %p;\n    .pred %c;\n\
                ld.param.64b %p, [%out];\n    mov.32b %lid, %localid.x;\n    mov.32b %i, 0;\n";
    let both = format!(
        "{head}top:\n    and.32b %t, %lid, 1;\n    ucmp.ne.32b %c, %t, 0;\n    goto.cond %c, odd;\n\
         iadd.32b %i, %i, 1;\n    ucmp.lt.32b %c, %i, %lid;\n    goto.cond %c, top;\n    goto done;\n\
         odd:\n    iadd.32b %i, %i, 2;\n    ucmp.lt.32b %c, %i, %lid;\n    goto.cond %c, top;\n\
         done:\n    st.global.32b [%p], %i;\n}}\n"
    );
    let leaving = format!(
        "{head}top:\n    iadd.32b %i, %i, 1;\n    ucmp.lt.32b %c, %i, %lid;\n    goto.cond %c, top;\n\
         st.global.32b [%p], %i;\n    goto done;\nother:\n    st.global.32b [%p + 4], %i;\n    iadd.32b %lid, %lid, 1;\ndone:\n\
         and.32b %t, %lid, 1;\n    ucmp.ne.32b %c, %t, 0;\n    goto.cond %c, other;\n}}\n"
    );
    let launch = common::launch_of("k", &[64], &[64], &["buf:u32:zeros:2"]);
    for source in [both, leaving] {
        let module = common::module(&source);
        for opt_level in [0, 2] {
            common::check_against_emulator_at(&module, &launch, opt_level);
        }
    }
}

/// A branch on a constant (`%z` is 0) is the loop's only way to the
/// `return`: the emulator reconverges the loop's divergent branch at the
/// virtual exit (the graph as written), so the lanes leave it one group at
/// a time and run `after` apart. Folding the constant branch (-O1 and up)
/// removed that way out, and with it moved the reconvergence point to
/// `after`, where every lane ran at once; the fold is now refused there.
#[test]
fn folding_a_constant_branch_keeps_the_reconvergence_points() {
    let source = ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {\n\
                  .reg .32b %lid, %t, %m, %n, %z;\n    .reg .64b %p, %a;\n    .pred %c;\n\
                  ld.param.64b %p, [%out];\n    mov.32b %lid, %laneid;\n    mov.32b %z, 0;\n    mov.32b %n, 0;\n\
                  top:\n    ucmp.eq.32b %c, %z, 0;\n    goto.cond %c, loop;\n    return;\n\
                  loop:\n    iadd.32b %n, %n, 1;\n    and.32b %t, %lid, 3;\n    ucmp.le.32b %c, %n, %t;\n    goto.cond %c, top;\n\
                  after:\n    mov.32b %m, %activemask;\n    shl.32b %t, %lid, 2;\n    zext.64b.32b %a, %t;\n\
                  iadd.64b %a, %a, %p;\n    st.global.32b [%a], %m;\n}\n";
    let module = common::module(source);
    let launch = common::launch_of("k", &[32], &[32], &["buf:u32:zeros:32"]);
    for opt_level in [0, 1, 2] {
        common::check_against_emulator_at(&module, &launch, opt_level);
    }
}

/// The SGPRs an assembly text names (`s7`, `s[4:5]`), the highest plus one.
fn sgprs_named(asm: &str) -> u16 {
    let mut next = 0;
    for line in asm.lines().filter(|l| l.starts_with('\t') && !l.starts_with("\t.") && !l.starts_with("\t\t")) {
        let bytes = line.as_bytes();
        for (k, _) in line.match_indices('s') {
            if k > 0 && (bytes[k - 1].is_ascii_alphanumeric() || bytes[k - 1] == b'_') {
                continue;
            }
            let rest = &line[k + 1..];
            let rest = rest.strip_prefix('[').map_or(rest, |r| r.split_once(':').map_or(r, |(_, hi)| hi));
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if let Ok(n) = digits.parse::<u16>() {
                next = next.max(n + 1);
            }
        }
    }
    next
}

fn next_free_sgpr(asm: &str) -> u16 {
    let line = asm.lines().find(|l| l.contains(".amdhsa_next_free_sgpr")).expect("the directive");
    line.split_whitespace().last().and_then(|n| n.parse().ok()).expect("a count")
}

/// Kernels whose code passes the ±128 KiB a SOPP branch reaches
/// (fuzz/brk/repro/long_branch.py): the branches across it were "branch
/// target out of range" in the assembler; they are now `s_getpc_b64`, the
/// label difference added and `s_setpc_b64` in a pair past the allocated
/// SGPRs (a conditional one inverted around that), and the kernels give the
/// emulator's results. `stack` has the reconvergence stack's dispatcher
/// branches (scc0/scc1, `s_branch`) go long, `if` an `s_cbranch_execz`.
fn long_branches(kind: &str) {
    let launch = common::launch_of("k", &[8], &[8], &["buf:u32:zeros:32"]);
    let module = common::module(&common::long_branch_kernel(kind, 2000));
    for opt_level in [0, 2] {
        let options = pisa_amdgpu::Options { kernel: None, opt_level };
        let compiled = pisa_amdgpu::compile(&module, &options).unwrap_or_else(|e| panic!("{kind} -O{opt_level}: {e}"));
        let asm = &compiled.asm;
        let getpc = asm.lines().find(|l| l.starts_with("\ts_getpc_b64 s[")).expect("a long branch");
        let pair: u16 = getpc["\ts_getpc_b64 s[".len()..].split(':').next().unwrap().parse().unwrap();
        let setpc = format!("\ts_setpc_b64 s[{pair}:{}]", pair + 1);
        assert!(asm.lines().any(|l| l == setpc), "{kind} -O{opt_level}");
        if kind == "if" {
            assert!(asm.contains("\ts_cbranch_execnz .Llong_skip"), "{kind} -O{opt_level}: inverted");
        }
        // The pair is the first even SGPR past the others, and counted.
        let long_form = ["s_getpc_b64", "s_setpc_b64", ".Lpost_getpc"];
        let others: Vec<&str> = asm.lines().filter(|l| !long_form.iter().any(|f| l.contains(f))).collect();
        let without = others.join("\n");
        assert_eq!(pair, sgprs_named(&without).next_multiple_of(2), "{kind} -O{opt_level}");
        assert_eq!(next_free_sgpr(asm), pair + 2, "{kind} -O{opt_level}");
        common::check_compiled_against_emulator(&module, &launch, &compiled);
    }
}

#[test]
fn dispatcher_branches_past_the_sopp_range_take_the_long_form() {
    long_branches("stack");
}

#[test]
fn an_if_past_the_sopp_range_takes_the_long_form() {
    long_branches("if");
}

/// The same kernels short enough for every branch to reach: no long form,
/// no pair (the SGPRs counted are those the code names).
#[test]
fn a_kernel_within_the_branch_range_reserves_no_pair() {
    for kind in ["stack", "if"] {
        let module = common::module(&common::long_branch_kernel(kind, 100));
        for opt_level in [0, 2] {
            let options = pisa_amdgpu::Options { kernel: None, opt_level };
            let asm = pisa_amdgpu::compile(&module, &options).unwrap().asm;
            assert!(!asm.contains("s_getpc_b64") && !asm.contains("s_setpc_b64"), "{kind} -O{opt_level}");
            assert_eq!(next_free_sgpr(&asm), sgprs_named(&asm), "{kind} -O{opt_level}");
        }
    }
}

/// [`common::long_branch_kernel`] with `m` uniform values live across all
/// of it (a kernel parameter plus a constant each, stored at the end).
fn with_uniforms(kind: &str, n: usize, m: usize) -> String {
    let source = common::long_branch_kernel(kind, n);
    let regs: Vec<String> = (0..m).map(|j| format!("%u{j}")).collect();
    let defs: String = (0..m).map(|j| format!("    iadd.32b %u{j}, %n, {};\n", 3 * j + 70)).collect();
    let stores: String = (0..m).map(|j| format!("    st.global.32b [%p + {}], %u{j};\n", 512 + 4 * j)).collect();
    let source = source
        .replace(
            ".kernel @k(.param[8] .addrspace(global) %out) {",
            &format!(
                ".kernel @k(.param[8] .addrspace(global) %out, .param[4] %nn) {{\n    .reg .32b %n, {};",
                regs.join(", ")
            ),
        )
        .replace("ld.param.64b %p, [%out];", &format!("ld.param.64b %p, [%out];\n    ld.param.32b %n, [%nn];\n{defs}"));
    let end = source.trim_end().rfind('}').expect("the kernel's end");
    format!("{}{stores}}}\n", &source[..end])
}

/// A long kernel whose allocation leaves no SGPR pair past its values (97
/// uniform values live across it: 105 SGPRs at -O0) is compiled again with
/// two SGPRs fewer; here that runs out, and its uniform values move to
/// VGPRs, as any kernel out of SGPRs does. It gives the emulator's results.
#[test]
fn a_long_kernel_without_a_free_sgpr_pair_is_compiled_again() {
    let options = pisa_amdgpu::Options { kernel: None, opt_level: 0 };
    let short = pisa_amdgpu::compile(&common::module(&with_uniforms("if", 100, 97)), &options).unwrap();
    // (Should the allocation change, retune the count: the test is for a
    // kernel that leaves no pair.)
    assert!(next_free_sgpr(&short.asm) > 104, "the short kernel leaves a pair: retune the count");
    let module = common::module(&with_uniforms("if", 2000, 97));
    let compiled = pisa_amdgpu::compile(&module, &options).unwrap_or_else(|e| panic!("{e}"));
    assert!(compiled.asm.contains("s_setpc_b64"));
    let launch = common::launch_of("k", &[8], &[8], &["buf:u32:zeros:256", "u32:5"]);
    common::check_compiled_against_emulator(&module, &launch, &compiled);
}
