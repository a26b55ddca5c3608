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
