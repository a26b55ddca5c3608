//! Sub-group communication (`shfl`, `ired`, `fred`, `redfirstidx`) against
//! the emulator, in strict mode under three poison seeds. Every form runs
//! with an all-lanes immediate mask and with a per-sub-group mask read from
//! memory, in uniform code and in a divergent region (a quarter of the
//! lanes branch around it), in work-groups of 40 (a full wave and a wave of
//! 8) with the last work-items returning early. Destinations start with a
//! value of the lane's own, so lanes that must keep theirs are checked too.
//! The lanes and masks of partial work-groups in 2-D and 3-D launches are
//! checked too.

mod common;

/// A deterministic stream of 32-bit values.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 32) as u32
    }
}

const GLOBAL: u64 = 200;
const LOCAL: u64 = 40;
/// Work-items at or past this return before the operation.
const LIVE: u64 = 187;

const F32_POOL: &[u32] = &[
    0x0000_0000,
    0x8000_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x4049_0fdb,
    0xc2f6_e979,
    0x0000_0001,
    0x807f_ffff,
    0x7f7f_ffff,
    0xff7f_ffff,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    // Signalling NaNs, which a min/max under MODE.IEEE gives back quieted
    // instead of ignoring.
    0x7f80_0001,
    0xff80_0005,
];
const HF_POOL: &[u32] =
    &[0, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x83ff, 0x7bff, 0xfbff, 0x5640, 0x7c01, 0xfd00];
const BF_POOL: &[u32] =
    &[0, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x0001, 0x807f, 0x7f7f, 0xc049, 0x4049, 0x7f81, 0xff81];

#[derive(Clone, Copy)]
enum Values {
    Int,
    Pool(&'static [u32]),
}

fn values(kind: Values, rng: &mut Lcg) -> Vec<u32> {
    let edges = [0u32, 1, 2, 0x7fff, 0x8000, 0xffff, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff, 0xffff_8000];
    (0..GLOBAL)
        .map(|i| match kind {
            Values::Int if i % 5 == 0 => edges[(rng.next() as usize) % edges.len()],
            Values::Int => rng.next(),
            Values::Pool(p) => p[(rng.next() as usize) % p.len()],
        })
        .collect()
}

fn list(values: &[u32]) -> String {
    values.iter().map(|v| format!("0x{v:x}")).collect::<Vec<_>>().join(",")
}

/// Runs `op` (with `%x` the lane's value, `%ctl` a per-lane control word,
/// `MASK` replaced by the mask operand, writing `%r`) in every setting.
fn check(op: &str, bits: u32, kind: Values) {
    let t = format!("{bits}b");
    check_registers(op, bits, kind, &t, &format!("xor.{t} %r, %x, 0x5a5a;"));
}

/// [`check`] of a packed form: `%x` and `%r` are `.v2.16b` pairs, each
/// half drawn from the pool.
fn check_packed(op: &str, kind: Values) {
    check_registers(op, 32, kind, "v2.16b", "xor.32b %t, %ctl, 0x5a5a5a5a;\nmov.32b %r.xy, %t;");
}

/// [`check`] with `%x` and `%r` of type `reg` and `init` giving `%r` a
/// value of the lane's own.
fn check_registers(op: &str, bits: u32, kind: Values, reg: &str, init: &str) {
    let mut rng = Lcg(op.len() as u64 * 7919 + bits as u64);
    let width = if bits == 16 { 0xffff } else { u32::MAX };
    let xs: Vec<u32> = match kind {
        // Two pool values to a dword for the packed forms.
        Values::Pool(_) if reg.starts_with("v2") => {
            values(kind, &mut rng).into_iter().zip(values(kind, &mut rng)).map(|(a, b)| a | b << 16).collect()
        }
        _ => values(kind, &mut rng).into_iter().map(|v| v & width).collect(),
    };
    let controls: Vec<u32> = (0..GLOBAL).map(|_| rng.next()).collect();
    let groups = GLOBAL.div_ceil(LOCAL) as usize;
    let masks: Vec<u32> = (0..groups * 2)
        .map(|k| match k % 4 {
            0 => rng.next() | rng.next(),
            1 => 0xffff_ffff,
            2 => rng.next() & rng.next(),
            _ => rng.next(),
        })
        .collect();
    let t = reg;
    let shift = if bits == 16 { 1 } else { 2 };
    for mask in ["0xffffffff", "%mask"] {
        for divergent in [false, true] {
            let body = op.replace("MASK", mask);
            let (skip, label) = if divergent {
                ("and.32b %t, %lane, 3;\nucmp.eq.32b %p, %t, 2;\ngoto.cond %p, skip;\n", "skip:\n")
            } else {
                ("", "")
            };
            let source = format!(
                ".version 0.1;\n.target 100;\n\
                 .kernel @k(.param[8] .addrspace(global) %a, .param[8] .addrspace(global) %m, .param[8] .addrspace(global) %c, .param[8] .addrspace(global) %out) {{\n\
                 .reg .64b %pa, %pm, %pc, %po, %off;\n.reg .32b %i, %g, %s, %l, %lane, %mask, %ctl, %t, %u;\n.reg .{t} %x, %r;\n.pred %p, %q;\n\
                 ld.param.64b %pa, [%a];\nld.param.64b %pm, [%m];\nld.param.64b %pc, [%c];\nld.param.64b %po, [%out];\n\
                 mov.32b %l, %localid.x;\nmov.32b %g, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %g, %s, %l;\n\
                 ucmp.ge.32b %p, %i, {LIVE};\nreturn.cond %p;\n\
                 mov.32b %lane, %laneid;\n\
                 zext.64b.32b %off, %i;\nshl.64b %off, %off, 2;\niadd.64b %pc, %pc, %off;\n\
                 zext.64b.32b %off, %i;\nshl.64b %off, %off, {shift};\niadd.64b %pa, %pa, %off;\niadd.64b %po, %po, %off;\n\
                 shr.32b %t, %l, 5;\nshl.32b %u, %g, 1;\niadd.32b %t, %t, %u;\nzext.64b.32b %off, %t;\nshl.64b %off, %off, 2;\niadd.64b %pm, %pm, %off;\n\
                 ld.global.{t} %x, [%pa];\nld.global.32b %ctl, [%pc];\nld.global.32b %mask, [%pm];\n\
                 {init}\n{skip}{body}\n{label}st.global.{t} [%po], %r;\n}}\n",
            );
            eprintln!("form: {body} (mask {mask}, divergent {divergent})");
            let module = common::module(&source);
            let ty = format!("u{bits}");
            let launch = common::launch_of(
                "k",
                &[GLOBAL],
                &[LOCAL],
                &[
                    &format!("buf:{ty}:{}", list(&xs)),
                    &format!("buf:u32:{}", list(&masks)),
                    &format!("buf:u32:{}", list(&controls)),
                    &format!("buf:{ty}:zeros:{GLOBAL}"),
                ],
            );
            common::check_against_emulator(&module, &launch);
        }
    }
}

#[test]
fn shuffles() {
    for op in ["up", "dn", "xor", "idx"] {
        for control in ["1", "5", "17", "31", "%ctl"] {
            check(&format!("shfl.{op}.32b %r, %x, {control}, MASK;"), 32, Values::Int);
        }
    }
}

#[test]
fn segmented_shuffles() {
    for op in ["up", "dn", "xor", "idx"] {
        // Sub-group widths 8 and 4 with clamps, and an arbitrary per-lane word.
        for control in ["0x00180002", "0x00181d02", "0x001c0301", "0x00100f0b", "%ctl"] {
            check(&format!("shfl.{op}.sg.32b %r, %x, {control}, MASK;"), 32, Values::Int);
        }
    }
}

#[test]
fn integer_reductions() {
    for op in ["sum", "smin", "smax", "umin", "umax", "and", "or", "xor", "absmax"] {
        for bits in [16, 32] {
            check(&format!("ired.{op}.{bits}b %r, %x, MASK;"), bits, Values::Int);
        }
    }
}

#[test]
fn float_reductions() {
    for op in ["min", "max", "absmax"] {
        for nanp in ["", ".nanp"] {
            check(&format!("fred.{op}{nanp}.f %r, %x, MASK;"), 32, Values::Pool(F32_POOL));
            check(&format!("fred.{op}{nanp}.hf %r, %x, MASK;"), 16, Values::Pool(HF_POOL));
            check(&format!("fred.{op}{nanp}.bf %r, %x, MASK;"), 16, Values::Pool(BF_POOL));
        }
    }
}

/// The packed forms, element by element: lanes that do not take part keep
/// both halves of their destination (they were left undefined).
#[test]
fn packed_float_reductions() {
    for op in ["min", "max", "absmax"] {
        for nanp in ["", ".nanp"] {
            check_packed(&format!("fred.{op}{nanp}.hfx2 %r, %x, MASK;"), Values::Pool(HF_POOL));
            check_packed(&format!("fred.{op}{nanp}.bfx2 %r, %x, MASK;"), Values::Pool(BF_POOL));
        }
    }
}

#[test]
fn first_participating_lane() {
    // The mask meets the active lanes (the emulator faults otherwise).
    let op = "mov.32b %t, %activemask;\nand.32b %u, %t, MASK;\nucmp.eq.32b %q, %u, 0;\nsel.32b %u, %t, %u, %q;\n\
              redfirstidx.32b %r, %u;";
    check(op, 32, Values::Int);
    // An immediate mask whose first lane is active: lane 0 always is.
    check("redfirstidx.32b %r, 0xfffffff1;", 32, Values::Int);
}

/// Each work-item records `%activemask`, `%laneid` and, through a
/// shuffle, the `%localid.x` of lane 0 of its sub-group, at a slot named by
/// its group and local ids; the launches have partial work-groups along x,
/// y, z and several at once. The hardware packs a partial group's
/// work-items densely in its actual size (COMPUTE_NUM_THREAD_*'s
/// NUM_THREAD_PARTIAL), as the emulator does.
#[test]
fn partial_work_groups_pack_their_work_items_in_sub_groups() {
    let source = ".version 0.1;\n.target 100;\n\
        .kernel @k(.param[8] .addrspace(global) %out) {\n\
        .reg .32b %t, %u, %v, %m, %l, %f;\n.reg .64b %p, %a;\n\
        ld.param.64b %p, [%out];\n\
        mov.32b %m, %activemask;\nmov.32b %l, %laneid;\n\
        mov.32b %f, %localid.x;\nshfl.idx.32b %f, %f, 0, %m;\n\
        mov.32b %t, %groupid.z;\nmov.32b %u, %groupcount.y;\nmov.32b %v, %groupid.y;\numad.32b %t, %t, %u, %v;\n\
        mov.32b %u, %groupcount.x;\nmov.32b %v, %groupid.x;\numad.32b %t, %t, %u, %v;\n\
        mov.32b %u, %enqueuedlocalsize.z;\numul.32b %t, %t, %u;\nmov.32b %v, %localid.z;\niadd.32b %t, %t, %v;\n\
        mov.32b %u, %enqueuedlocalsize.y;\numul.32b %t, %t, %u;\nmov.32b %v, %localid.y;\niadd.32b %t, %t, %v;\n\
        mov.32b %u, %enqueuedlocalsize.x;\numul.32b %t, %t, %u;\nmov.32b %v, %localid.x;\niadd.32b %t, %t, %v;\n\
        umul.32b %t, %t, 12;\nzext.64b.32b %a, %t;\niadd.64b %a, %a, %p;\n\
        st.global.32b [%a], %m;\nst.global.32b [%a+4], %l;\nst.global.32b [%a+8], %f;\n}\n";
    let module = common::module(source);
    let cases: [(&[u64], &[u64]); 11] = [
        // The repro: 2-D, partial along x.
        (&[3, 2], &[2, 2]),
        // 2-D: partial along x, along y, along both.
        (&[13, 8], &[8, 8]),
        (&[16, 5], &[8, 4]),
        (&[13, 11], &[8, 8]),
        // A row of 32 (a whole wave) in the full groups, of 5 in the partial ones.
        (&[37, 3], &[32, 2]),
        // 3-D: partial along x, y, z, and all three.
        (&[7, 4, 4], &[4, 4, 2]),
        (&[8, 6, 4], &[8, 4, 2]),
        (&[8, 4, 3], &[8, 4, 2]),
        (&[11, 5, 3], &[4, 4, 2]),
        // Whole groups.
        (&[16, 8, 2], &[8, 4, 2]),
        // Groups of 9 (one short wave), partial along x and y.
        (&[8, 4, 1], &[3, 3, 1]),
    ];
    for (global, local) in cases {
        let groups: u64 = global.iter().zip(local).map(|(g, l)| g.div_ceil(*l)).product();
        let slots = groups * local.iter().product::<u64>();
        eprintln!("global {global:?}, local {local:?}");
        let launch = common::launch_of("k", global, local, &[&format!("buf:u32:fill:{}:0xdeadbeef", 3 * slots)]);
        common::check_against_emulator(&module, &launch);
    }
}

/// A reduction runs with every lane on; lanes switched off may still hold
/// values the machine graph calls dead. Here lane 0 leaves the loop on its
/// first pass, waiting to store that pass's reduction, while the other
/// lanes run the loop again and redefine it: the whole-wave temporary once
/// shared the result's register and overwrote lane 0's (fuzz/brk seed
/// 21151: "emulator 0, gfx1100 1082130432"). Both control-flow lowerings:
/// the first kernel takes the reconvergence stack (the loop is left through
/// the fall-through side into code of its own), the second EXEC masks.
#[test]
fn a_reduction_in_a_loop_leaves_the_lanes_that_left_it_alone() {
    let stack = ".version 0.1;\n.target 100;\n\
        .kernel @k(.param[8] .addrspace(global) %out) {\n\
        .reg .32b %lin, %t, %n, %f, %m, %slot;\n.reg .64b %p, %a, %off;\n.pred %c;\n\
        ld.param.64b %p, [%out];\nmov.32b %lin, %laneid;\nmov.32b %t, 7;\nmov.32b %n, 0;\ni2f.f.u32 %f, %lin;\n\
        b0:\nshl.32b %slot, %lin, 3;\niadd.32b %slot, %slot, %t;\nzext.64b.32b %off, %slot;\nshl.64b %off, %off, 2;\n\
        iadd.64b %a, %p, %off;\nfred.min.f %m, %f, 0xffffffff;\nand.32b %t, %lin, 4;\nucmp.ne.32b %c, %t, 0;\n\
        goto.cond %c, b5;\nst.global.32b [%a], %m;\ngoto b6;\n\
        b5:\niadd.32b %n, %n, 1;\nucmp.le.32b %c, %n, %t;\ngoto.cond %c, b0;\n\
        b6:\nreturn;\n}\n";
    let masks = ".version 0.1;\n.target 100;\n\
        .kernel @k(.param[8] .addrspace(global) %out) {\n\
        .reg .32b %lin, %t, %n, %fr, %ir, %f;\n.reg .64b %p, %a, %off;\n.pred %c;\n\
        ld.param.64b %p, [%out];\nmov.32b %lin, %laneid;\nmov.32b %n, 0;\ni2f.f.u32 %f, %lin;\nand.32b %t, %lin, 3;\n\
        top:\nfred.max.f %fr, %f, 0xffffffff;\nired.sum.32b %ir, %lin, 0xffffffff;\niadd.32b %n, %n, 1;\n\
        ucmp.le.32b %c, %n, %t;\ngoto.cond %c, top;\n\
        zext.64b.32b %off, %lin;\nshl.64b %off, %off, 3;\niadd.64b %a, %p, %off;\n\
        st.global.32b [%a], %fr;\nst.global.32b [%a+4], %ir;\nreturn;\n}\n";
    for source in [stack, masks] {
        let module = common::module(source);
        for (global, local) in [(&[32u64][..], &[32u64][..]), (&[96], &[96])] {
            let launch = common::launch_of("k", global, local, &["buf:u32:zeros:768"]);
            for opt_level in [0, 2] {
                common::check_against_emulator_at(&module, &launch, opt_level);
            }
        }
    }
}

/// The same with the reduced value spilled (300 values live across the
/// loops): its reload into a temporary ran with every lane on, inside the
/// whole-wave sequence, and overwrote what the lanes that had left the
/// inner loop held in that register (fuzz/brk seed 22141; with the
/// temporary pinned but the reload inside: "element 1: emulator 31,
/// gfx1100 0"; before both: "element 0: emulator 1, gfx1100 2143289344").
#[test]
fn a_reduction_of_a_spilled_value_leaves_the_lanes_off_alone() {
    let n = 300;
    let values: Vec<String> = (0..n).map(|i| format!("%v{i}")).collect();
    let mut source = format!(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out, .param[4] %n) {{\n\
         .reg .32b %lin, %t, %i0, %k, %s, %r, %u, %f, %fr;\n.reg .32b {};\n.reg .64b %p, %a, %off;\n.pred %c;\n\
         ld.param.64b %p, [%out];\nld.param.32b %u, [%n];\nmov.32b %lin, %laneid;\ni2f.f.u32 %f, %lin;\n\
         mov.32b %k, 0;\nmov.32b %i0, 0;\n",
        values.join(", ")
    );
    for i in 0..n {
        source += &format!("umad.32b %v{i}, %lin, {}, %u;\n", 7 * i + 3);
    }
    // An outer loop some lanes go round again, around a reduction and an
    // inner loop that lanes leave after different counts.
    source += "b0:\nired.umax.32b %r, %lin, 0xffffffff;\nfred.min.f %fr, %f, 0xffffffff;\n\
               fmul.f %f, %f, 1.5;\nfadd.f %f, %f, 4.25;\nmov.32b %i0, 0;\n\
               top:\niadd.32b %i0, %i0, 1;\nucmp.ge.32b %c, %i0, 17;\ngoto.cond %c, inner_end;\n\
               and.32b %t, %lin, 31;\nucmp.lt.32b %c, %i0, %t;\ngoto.cond %c, top;\niadd.32b %k, %k, 100;\n\
               inner_end:\niadd.32b %k, %k, 1;\nand.32b %t, %lin, 3;\nucmp.lt.32b %c, %k, %t;\ngoto.cond %c, b0;\n\
               mov.32b %s, 0;\n";
    for i in 0..n {
        source += &format!("xor.32b %s, %s, %v{i};\nshl.32b %t, %s, 1;\nshr.32b %s, %s, 31;\nor.32b %s, %s, %t;\n");
    }
    source += "zext.64b.32b %off, %lin;\nshl.64b %off, %off, 5;\niadd.64b %a, %p, %off;\n\
               st.global.32b [%a], %i0;\nst.global.32b [%a+4], %r;\nst.global.32b [%a+8], %fr;\n\
               st.global.32b [%a+12], %k;\nst.global.32b [%a+16], %s;\nst.global.32b [%a+20], %f;\nreturn;\n}\n";
    let module = common::module(&source);
    let launch = common::launch_of("k", &[32], &[32], &["buf:u32:zeros:256", "u32:5"]);
    for opt_level in [0, 2] {
        common::check_against_emulator_at(&module, &launch, opt_level);
    }
}
