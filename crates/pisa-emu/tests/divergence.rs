//! Divergence and reconvergence, sub-group operations inside divergent code,
//! memory spaces and atomics, and independence from the thread count.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

const HEADER: &str = ".version 0.1;\n.target 100;\n";

/// Runs kernel @k over one sub-group per 32 work-items; %o gets one u32 per work-item.
fn run_k(body: &str, items: u64, local: u64) -> (Vec<u32>, pisa_emu::Stats) {
    let source = format!("{HEADER}.kernel @k(.param[8] %out) {{\n{body}\n}}\n");
    let program = load(&source);
    let out = run(&program, &launch("k", &[items], &[local], vec![zeros(items as usize * 4)]));
    (u32s(out.buffers[0].as_ref().unwrap()), out.stats)
}

/// Declarations and the address of this work-item's output in %po; the value to store goes in %r.
const PRELUDE: &str = "
    .reg .32b %i, %lane, %r, %t, %u, %n;
    .reg .64b %po, %off;
    .pred %p, %q;
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    mov.32b %lane, %laneid;
    zext.64b.32b %off, %i;
    shl.64b %off, %off, 2;
    iadd.64b %po, %po, %off;
    mov.32b %r, 0;
";

const STORE: &str = "\n    st.global.32b [%po], %r;";

#[test]
fn nested_branches_reconverge_and_see_the_right_active_mask() {
    let body = format!(
        "{PRELUDE}
    and.32b %t, %lane, 1;
    ucmp.eq.32b %p, %t, 0;
    goto.cond !%p, odd;
    and.32b %t, %lane, 2;
    ucmp.eq.32b %q, %t, 0;
    goto.cond !%q, even_b;
    mov.32b %r, %activemask;
    goto even_done;
even_b:
    mov.32b %r, %activemask;
    iadd.32b %r, %r, 1;
even_done:
    goto joined;
odd:
    mov.32b %r, %activemask;
    iadd.32b %r, %r, 2;
joined:
    mov.32b %u, %activemask;
    ucmp.eq.32b %p, %u, 0xffffffff;
    goto.cond %p, whole;
    mov.32b %r, 7;
whole:{STORE}"
    );
    let (got, stats) = run_k(&body, 32, 32);
    for l in 0..32u32 {
        let want = match (l & 1, l & 2) {
            (0, 0) => 0x1111_1111,
            (0, _) => 0x4444_4444 + 1,
            _ => 0xaaaa_aaaa + 2,
        };
        assert_eq!(got[l as usize], want, "lane {l}");
    }
    assert!(stats.divergent_branches >= 2);
}

#[test]
fn loops_with_lane_varying_trip_counts() {
    // r = sum of 0..lane, one iteration per step; the mask shrinks each iteration.
    let body = format!(
        "{PRELUDE}
    mov.32b %n, 0;
top:
    ucmp.ge.32b %p, %n, %lane;
    goto.cond %p, done;
    iadd.32b %r, %r, %n;
    iadd.32b %n, %n, 1;
    goto top;
done:
    mov.32b %t, %activemask;
    ucmp.eq.32b %q, %t, 0xffffffff;
    goto.cond %q, ok;
    mov.32b %r, 0xdead;
ok:{STORE}"
    );
    let (got, _) = run_k(&body, 64, 64);
    for i in 0..64u32 {
        let lane = i % 32;
        assert_eq!(got[i as usize], lane * lane.saturating_sub(1) / 2, "work-item {i}");
    }
}

/// A function whose last instruction is a `goto.cond` falls off its end
/// where the branch is not taken: that end is a way out, so the loop's
/// exit block post-dominates its latch and every leaving lane meets there
/// (before, the end was no way out and each iteration's leavers ran the
/// exit block by themselves).
#[test]
fn a_conditional_branch_at_the_end_falls_off_it() {
    let body = format!(
        "{PRELUDE}
    mov.32b %n, 0;
top:
    iadd.32b %n, %n, 1;
    ucmp.lt.32b %p, %n, %lane;
    goto.cond %p, top;
    mov.32b %r, %activemask;
    st.global.32b [%po], %r;
    goto done;
again:
    mov.32b %r, 0xdead;
    st.global.32b [%po], %r;
    mov.32b %lane, 0;
done:
    ucmp.eq.32b %q, %lane, 99;
    goto.cond %q, again;"
    );
    let (got, _) = run_k(&body, 32, 32);
    for l in 0..32 {
        assert_eq!(got[l], 0xffff_ffff, "lane {l}");
    }
}

#[test]
fn early_return_leaves_the_others_running() {
    let body = format!(
        "{PRELUDE}
    mov.32b %r, 1;
    ucmp.lt.32b %p, %lane, 10;
    goto.cond !%p, late;
    st.global.32b [%po], %r;
    return;
late:
    mov.32b %r, %activemask;{STORE}"
    );
    let (got, _) = run_k(&body, 32, 32);
    for l in 0..32 {
        assert_eq!(got[l], if l < 10 { 1 } else { 0xffff_fc00 }, "lane {l}");
    }
}

#[test]
fn irreducible_loops_run_to_completion() {
    // Two entries into the cycle a <-> b, chosen by the lane's parity.
    let body = format!(
        "{PRELUDE}
    mov.32b %n, 0;
    and.32b %t, %lane, 1;
    ucmp.eq.32b %p, %t, 0;
    goto.cond %p, b;
a:
    iadd.32b %r, %r, 1;
    iadd.32b %n, %n, 1;
    ucmp.ge.32b %q, %n, %lane;
    goto.cond %q, out;
b:
    iadd.32b %r, %r, 100;
    iadd.32b %n, %n, 1;
    ucmp.ge.32b %q, %n, %lane;
    goto.cond %q, out;
    goto a;
out:{STORE}"
    );
    let (got, _) = run_k(&body, 32, 32);
    for l in 0..32u32 {
        // Simulate the lane on its own.
        let (mut r, mut n, mut at_b) = (0u32, 0u32, l % 2 == 0);
        loop {
            r += if at_b { 100 } else { 1 };
            n += 1;
            if n >= l {
                break;
            }
            at_b = !at_b;
        }
        assert_eq!(got[l as usize], r, "lane {l}");
    }
}

#[test]
fn shuffles_and_reductions_inside_divergent_code() {
    // Only the even lanes take the branch; shfl.xor 2 stays among them, and the
    // reduction sees exactly the even lanes.
    let body = format!(
        "{PRELUDE}
    and.32b %t, %lane, 1;
    ucmp.eq.32b %p, %t, 0;
    goto.cond !%p, skip;
    shfl.xor.32b %r, %lane, 2, 0xffffffff;
    ired.sum.32b %u, %lane, 0xffffffff;
    shl.32b %u, %u, 8;
    or.32b %r, %r, %u;
    shfl.xor.32b %t, %lane, 1, 0xffffffff;
    shl.32b %t, %t, 20;
    or.32b %r, %r, %t;
skip:{STORE}"
    );
    let (got, _) = run_k(&body, 32, 32);
    let even_sum: u32 = (0..32).filter(|l| l % 2 == 0).sum();
    for l in 0..32u32 {
        let want = if l % 2 == 0 {
            // xor 1 reaches an odd lane, which is not active: the lane keeps its own value.
            (l ^ 2) | even_sum << 8 | l << 20
        } else {
            0
        };
        assert_eq!(got[l as usize], want, "lane {l}");
    }
}

#[test]
fn shuffle_forms_and_segments() {
    let body = format!(
        "{PRELUDE}
    shfl.up.32b %r, %lane, 3, 0xffffffff;
    shfl.dn.32b %t, %lane, 5, 0xffffffff;
    shl.32b %t, %t, 8;
    or.32b %r, %r, %t;
    mov.32b %t, 0;
    shfl.idx.32b %t, %lane, 7, 0x0000ffff;
    shl.32b %t, %t, 16;
    or.32b %r, %r, %t;
    shfl.dn.sg.32b %t, %lane, 0x00181d02, 0xffffffff;
    shl.32b %t, %t, 24;
    or.32b %r, %r, %t;{STORE}"
    );
    let (got, _) = run_k(&body, 32, 32);
    for l in 0..32u32 {
        let up = if l >= 3 { l - 3 } else { l };
        let dn = if l + 5 <= 31 { l + 5 } else { l };
        let idx = if l < 16 { 7 } else { 0 };
        // Segments of 8 with the clamp at segment start + 5 (the spec's second example).
        let seg = l & 0x18;
        let sg = if l + 2 <= seg + 5 { l + 2 } else { l };
        let want = up | dn << 8 | idx << 16 | sg << 24;
        assert_eq!(got[l as usize], want, "lane {l}");
    }
}

#[test]
fn partial_sub_groups_have_inactive_lanes() {
    let body = format!("{PRELUDE}    mov.32b %r, %activemask;\n    mov.32b %u, 1;\n    ired.sum.32b %t, %u, 0xffffffff;\n    shl.32b %t, %t, 24;\n    xor.32b %r, %r, %t;{STORE}");
    let (got, _) = run_k(&body, 40, 40);
    for i in 0..40usize {
        let (mask, count) = if i < 32 { (u32::MAX, 32u32) } else { (0xff, 8) };
        assert_eq!(got[i], mask ^ count << 24, "work-item {i}");
    }
}

#[test]
fn special_registers() {
    let source = format!(
        "{HEADER}.kernel @k(.param[8] %out) {{
    .reg .32b %lin, %v, %g;
    .reg .64b %po, %off, %w;
    ld.param.64b %po, [%out];
    mov.32b %lin, %localid.x;
    mov.32b %g, %groupid.x;
    mov.32b %v, %enqueuedlocalsize.x;
    umad.32b %lin, %g, %v, %lin;
    zext.64b.32b %off, %lin;
    shl.64b %off, %off, 5;
    iadd.64b %po, %po, %off;
    mov.32b %v, %localid.y;
    st.global.32b [%po], %v;
    mov.32b %v, %groupid.y;
    st.global.32b [%po + 4], %v;
    mov.32b %v, %localsize.x;
    st.global.32b [%po + 8], %v;
    mov.32b %v, %groupcount.x;
    st.global.32b [%po + 12], %v;
    mov.32b %v, %workdim;
    st.global.32b [%po + 16], %v;
    mov.32b %v, %subgroupsize;
    st.global.32b [%po + 20], %v;
    mov.64b %w, %globaloffset.y;
    trunc.32b.64b %v, %w;
    st.global.32b [%po + 24], %v;
    mov.64b %w, %globalsize.y;
    trunc.32b.64b %v, %w;
    st.global.32b [%po + 28], %v;
}}
"
    );
    let program = load(&source);
    let mut l = launch("k", &[10, 2], &[4, 1], vec![zeros(12 * 32)]);
    l.offset = vec![0, 5];
    let out = run(&program, &l);
    let got = u32s(out.buffers[0].as_ref().unwrap());
    // Items with y = 0: 12 linear slots (3 groups x 4), the last group partial (2 items).
    for slot in 0..10usize {
        let g = slot / 4;
        let row = &got[slot * 8..slot * 8 + 8];
        let local_size = if g == 2 { 2 } else { 4 };
        // The two rows (y = 0, 1) share a slot: both write the same values except groupid.y.
        assert_eq!(row[2], local_size, "slot {slot}: %localsize.x");
        assert_eq!(row[3], 3, "%groupcount.x");
        assert_eq!(row[4], 2, "%workdim");
        assert_eq!(row[5], 32, "%subgroupsize");
        assert_eq!(row[6], 5, "%globaloffset.y");
        assert_eq!(row[7], 2, "%globalsize.y");
    }
}

#[test]
fn memory_spaces_vectors_and_generic_addresses() {
    let source = format!(
        "{HEADER}.global .align 8 @table[16] = {{ .32b 1, .32b 2, .32b 3, .32b 4 }};
.kernel @k(.param[8] %out) {{
    .shared .align 16 @s[256];
    .private .align 16 @p[32];
    .reg .32b %i, %a, %sa, %pa, %t;
    .reg .64b %po, %off, %g, %gs, %gp, %gt;
    .reg .v4.32b %v;
    .reg .v2.16b %h;
    .reg .8b %b;
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    zext.64b.32b %off, %i;
    shl.64b %off, %off, 5;
    iadd.64b %po, %po, %off;
    ld.global.v4.32b %v, [@table];
    st.private.v4.32b [@p], %v;
    addrof.32b %pa, @p;
    addrcast.generic.private %gp, %pa;
    ld.generic.32b %a, [%gp + 8];
    st.global.32b [%po], %a;
    shl.32b %sa, %i, 2;
    st.shared.32b [@s + %sa], %i;
    barrier.workgroup;
    addrof.32b %t, @s;
    addrcast.generic.shared %gs, %t;
    xor.32b %t, %sa, 4;
    zext.64b.32b %g, %t;
    iadd.64b %gs, %gs, %g;
    ld.generic.32b %a, [%gs];
    st.global.32b [%po + 4], %a;
    isaddr.shared %a, %gs;
    st.global.32b [%po + 8], %a;
    isaddr.private %a, %gs;
    st.global.32b [%po + 12], %a;
    addrcast.shared.generic %a, %gs;
    st.global.32b [%po + 16], %a;
    ld.global.v2.16b %h, [@table + 4];
    st.global.v2.16b [%po + 20], %h;
    ld.global.8b %b, [@table + 8];
    st.global.8b [%po + 24], %b;
    addrof.64b %gt, @table;
    addrcast.generic.global %g, %gt;
    isaddr.global %a, %g;
    st.global.32b [%po + 28], %a;
}}
"
    );
    let program = load(&source);
    let out = run(&program, &launch("k", &[64], &[64], vec![zeros(64 * 32)]));
    let got = out.buffers[0].as_ref().unwrap();
    for i in 0..64usize {
        let row = u32s(&got[i * 32..i * 32 + 32]);
        assert_eq!(row[0], 3, "private vector store, generic load");
        assert_eq!(row[1], (i ^ 1) as u32, "shared through a generic address");
        assert_eq!(row[2], u32::MAX, "isaddr.shared");
        assert_eq!(row[3], 0, "isaddr.private");
        assert_eq!(row[4], ((i ^ 1) * 4) as u32, "addrcast back to shared");
        assert_eq!(row[5], 2, "v2.16b load and store");
        assert_eq!(got[i * 32 + 24], 3, "8-bit load and store");
        assert_eq!(row[7], u32::MAX, "isaddr.global");
    }
}

#[test]
fn atomics_of_every_kind() {
    // All 128 work-items of 2 groups hit the same words.
    let source = format!(
        "{HEADER}.kernel @k(.param[8] %cells, .param[8] %olds) {{
    .shared .align 8 @s[64];
    .reg .32b %i, %one, %old, %v, %sa;
    .reg .64b %pc, %po, %off, %w, %w1, %wold;
    .reg .16b %h, %hold;
    ld.param.64b %pc, [%cells];
    ld.param.64b %po, [%olds];
    mov.32b %i, %localid.x;
    mov.32b %v, %groupid.x;
    umad.32b %i, %v, 64, %i;
    mov.32b %one, 1;
    iatom.global.add.32b %old, [%pc + 0], %one;
    iatom.global.umax.32b %old, [%pc + 4], %i;
    iatom.global.smin.32b %old, [%pc + 8], %i;
    iatom.global.xor.32b %old, [%pc + 12], %i;
    iatom.global.inc.32b %old, [%pc + 16];
    mov.32b %v, 9;
    iatom.global.incwrap.32b %old, [%pc + 20], %v;
    iatom.global.decwrap.32b %old, [%pc + 24], %v;
    zext.64b.32b %w, %i;
    iatom.global.add.64b %wold, [%pc + 32], %w;
    mov.64b %w1, 0xffffffffffffffff;
    iatom.global.cas.64b %wold, [%pc + 40], %w, %w1;
    mov.16b %h, 3;
    iatom.global.sub.16b %hold, [%pc + 48], %h;
    mov.32b %v, 0x3f800000;
    fatom.global.add.f %old, [%pc + 52], %v;
    i2f.f.u32 %v, %i;
    fatom.global.max.f %old, [%pc + 56], %v;
    mov.32b %sa, 0;
    st.shared.32b [@s + %sa], %sa;
    barrier.workgroup;
    iatom.shared.add.32b %old, [@s + %sa], %one;
    barrier.workgroup;
    ld.shared.32b %v, [@s + %sa];
    zext.64b.32b %off, %i;
    shl.64b %off, %off, 2;
    iadd.64b %po, %po, %off;
    st.global.32b [%po], %v;
}}
"
    );
    let program = load(&source);
    let cells = {
        let mut c = vec![0u8; 64];
        c[8..12].copy_from_slice(&1000u32.to_le_bytes());
        c[40..48].copy_from_slice(&5u64.to_le_bytes());
        c[48..50].copy_from_slice(&1000u16.to_le_bytes());
        pisa_emu::Arg::Buffer(c)
    };
    for threads in [1, 2] {
        let out = run_threads(&program, &launch("k", &[128], &[64], vec![cells.clone(), zeros(128 * 4)]), threads);
        let c = out.buffers[0].as_ref().unwrap();
        let w = u32s(&c[..32]);
        assert_eq!(w[0], 128, "add");
        assert_eq!(w[1], 127, "umax");
        assert_eq!(w[2], 0, "smin");
        assert_eq!(w[3], (0..128).fold(0, |a, b| a ^ b), "xor");
        assert_eq!(w[4], 128, "inc");
        let (mut inc, mut dec) = (0u32, 0u32);
        for _ in 0..128 {
            inc = if inc >= 9 { 0 } else { inc + 1 };
            dec = if dec == 0 || dec > 9 { 9 } else { dec - 1 };
        }
        assert_eq!(w[5], inc, "incwrap");
        assert_eq!(w[6], dec, "decwrap");
        assert_eq!(u64s(&c[32..40])[0], (0..128).sum::<u64>(), "add.64b");
        assert_eq!(u64s(&c[40..48])[0], u64::MAX, "cas.64b: the item with i = 5 swaps");
        assert_eq!(u16s(&c[48..50])[0], 1000 - 3 * 128, "sub.16b");
        assert_eq!(f32::from_bits(u32s(&c[52..56])[0]), 128.0, "fatom.add.f");
        assert_eq!(f32::from_bits(u32s(&c[56..60])[0]), 127.0, "fatom.max.f");
        assert_eq!(u32s(out.buffers[1].as_ref().unwrap()), vec![64; 128], "shared atomics per work-group");
    }
}

#[test]
fn calls_with_arguments_and_conditional_calls() {
    let source = format!(
        "{HEADER}.function .64b @mix(.reg .32b %a, .reg .v2.32b %b) {{
    .reg .64b %r, %t;
    .reg .32b %x;
    mov.32b %x, %b.y;
    iadd.32b %x, %x, %a;
    zext.64b.32b %r, %x;
    mov.64b %t, %b.xy;
    xor.64b %r, %r, %t;
    return %r;
}}
.function void @nothing() {{
    return;
}}
.kernel @k(.param[8] %out) {{
    .reg .32b %i, %j;
    .reg .v2.32b %v;
    .reg .64b %po, %off, %r;
    .pred %p;
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    zext.64b.32b %off, %i;
    shl.64b %off, %off, 3;
    iadd.64b %po, %po, %off;
    mov.32b %v.x, %i;
    shl.32b %j, %i, 4;
    mov.32b %v.y, %j;
    mov.64b %r, 77;
    and.32b %j, %i, 1;
    ucmp.eq.32b %p, %j, 1;
    call.cond %p, %r, @mix(%i, %v);
    call void, @nothing();
    st.global.64b [%po], %r;
}}
"
    );
    let program = load(&source);
    let out = run(&program, &launch("k", &[32], &[32], vec![zeros(32 * 8)]));
    let got = u64s(out.buffers[0].as_ref().unwrap());
    for i in 0..32u64 {
        let want = if i % 2 == 1 { ((i << 4) + i) ^ (i | (i << 4) << 32) } else { 77 };
        assert_eq!(got[i as usize], want, "work-item {i}");
    }
}

/// Vector return values and vector arguments (docs/spec-errata.md E41), in
/// the shape LLVM's PISA backend emits them, with a return that diverges,
/// calls through a pointer, and single elements of vectors passed and
/// returned (each must move that element alone, not its whole register).
#[test]
fn vector_return_values_and_vector_arguments() {
    let source = format!(
        "{HEADER}.function .v4.32b @quad(.reg .32b %R32_W0, .reg .32b %R32_W1) {{
    .reg .v4.32b %VR4_32_V4W0;
    .pred %odd;
    .reg .32b %t;
    mov.32b %VR4_32_V4W0.x, %R32_W0;
    mov.32b %VR4_32_V4W0.y, %R32_W1;
    umul.32b %VR4_32_V4W0.z, %R32_W0, 3;
    mov.32b %VR4_32_V4W0.w, 0xdead;
    and.32b %t, %R32_W0, 1;
    ucmp.eq.32b %odd, %t, 1;
    return.cond %odd, %VR4_32_V4W0;
    mov.32b %VR4_32_V4W0.w, 0xbeef;
    return %VR4_32_V4W0;
}}
.function .v3.64b @swap(.reg .v3.64b %v, .reg .v2.16b %h) {{
    .reg .v3.64b %r;
    .reg .16b %e;
    mov.64b %r.x, %v.z;
    mov.64b %r.y, %v.x;
    mov.16b %e, %h.y;
    zext.64b.16b %r.z, %e;
    return %r;
}}
.function .32b @third(.reg .v4.32b %v) {{
    return %v.z;
}}
.function .32b @plus1(.reg .32b %a) {{
    .reg .32b %r;
    iadd.32b %r, %a, 1;
    return %r;
}}
.kernel @k(.param[8] %out) {{
    .reg .32b %i, %j, %e;
    .reg .v4.32b %q, %p;
    .reg .v3.64b %w, %s;
    .reg .v2.16b %h;
    .reg .16b %hi;
    .reg .64b %po, %off, %fp, %wide;
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    zext.64b.32b %off, %i;
    shl.64b %off, %off, 6;
    iadd.64b %po, %po, %off;
    iadd.32b %j, %i, 100;
    call %q, @quad(%i, %j);
    st.global.v4.32b [%po + 0], %q;
    addrof.64b %fp, @quad;
    call %p, %fp(%j, %i);
    st.global.v4.32b [%po + 16], %p;
    zext.64b.32b %wide, %i;
    mov.64b %w.x, %wide;
    shl.64b %wide, %wide, 40;
    mov.64b %w.y, %wide;
    mov.64b %w.z, 0x123456789;
    mov.16b %h.x, 7;
    trunc.16b.32b %hi, %j;
    mov.16b %h.y, %hi;
    call %s, @swap(%w, %h);
    st.global.64b [%po + 32], %s.x;
    st.global.64b [%po + 40], %s.y;
    st.global.64b [%po + 48], %s.z;
    call %e, @third(%q);
    st.global.32b [%po + 56], %e;
    call %e, @plus1(%q.y);
    st.global.32b [%po + 60], %e;
}}
"
    );
    let program = load(&source);
    let out = run(&program, &launch("k", &[40], &[40], vec![zeros(40 * 64)]));
    let words = u32s(out.buffers[0].as_ref().unwrap());
    for i in 0..40u32 {
        let got = &words[16 * i as usize..16 * (i as usize + 1)];
        let j = i + 100;
        let tail = |first: u32| if first % 2 == 1 { 0xdead } else { 0xbeef };
        assert_eq!(got[0..4], [i, j, 3 * i, tail(i)], "@quad(i, j) of work-item {i}");
        assert_eq!(got[4..8], [j, i, 3 * j, tail(j)], "@quad(j, i) through a pointer, work-item {i}");
        let swapped = [0x2345_6789, 0x1, i, 0, j & 0xffff, 0];
        assert_eq!(got[8..14], swapped, "@swap of work-item {i}");
        assert_eq!(got[14], 3 * i, "@third(%q) returns %v.z, work-item {i}");
        assert_eq!(got[15], j + 1, "@plus1(%q.y), work-item {i}");
    }
}

/// `ld`, `ld.param` and `st` of one element of a vector register (`%w.z`)
/// move that element alone, at the address given (they moved every element
/// of the register, from the address on).
#[test]
fn loads_and_stores_of_one_vector_element() {
    let source = format!(
        "{HEADER}.kernel @k(.param[8] %out, .param[4] %n) {{
    .reg .v3.64b %w;
    .reg .v4.32b %v;
    .reg .64b %po;
    ld.param.64b %po, [%out];
    mov.64b %w.x, 1;
    mov.64b %w.y, 2;
    mov.64b %w.z, 3;
    st.global.64b [%po + 8], %w.z;
    st.global.64b [%po + 0], %w.y;
    ld.global.32b %v.y, [%po + 8];
    mov.32b %v.x, 10;
    mov.32b %v.z, 12;
    ld.param.32b %v.w, [%n];
    st.global.v4.32b [%po + 16], %v;
}}
"
    );
    let program = load(&source);
    let out = run(&program, &launch("k", &[1], &[1], vec![zeros(40), u32_arg(77)]));
    assert_eq!(u32s(out.buffers[0].as_ref().unwrap()), [2, 0, 3, 0, 10, 3, 12, 77, 0, 0]);
}

#[test]
fn results_do_not_depend_on_the_thread_count() {
    for name in ["matmul", "reduce", "scan", "mandelbrot", "bitonic"] {
        let (program, launch, _) = example(name);
        let one = run_threads(&program, &launch, 1);
        for threads in [2, 3, 8] {
            let many = run_threads(&program, &launch, threads);
            assert_eq!(one.buffers, many.buffers, "{name} with {threads} threads");
            assert_eq!(one.stats.instructions, many.stats.instructions, "{name} with {threads} threads");
        }
    }
}

#[test]
fn fences_and_barriers_order_shared_memory_across_sub_groups() {
    // Each work-item writes its id, fences, and after the barrier reads the
    // value written by the work-item mirrored across the group (another sub-group).
    let source = format!(
        "{HEADER}.kernel @k(.param[8] %out) {{
    .shared .align 4 @s[512];
    .reg .32b %i, %j, %a, %b, %v;
    .reg .64b %po, %off;
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    shl.32b %a, %i, 2;
    st.shared.32b [@s + %a], %i;
    fence.workgroup;
    fence.shared.release.workgroup;
    fence.global.acq_rel.system;
    fence.generic.seq_cst.gpu;
    fence.subgroup;
    fence.acquire.gpu;
    barrier.workgroup;
    isub.32b %j, 127, %i;
    shl.32b %b, %j, 2;
    ld.shared.32b %v, [@s + %b];
    barrier.workgroup;
    st.shared.32b [@s + %a], %j;
    barrier.workgroup;
    ld.shared.32b %j, [@s + %b];
    shl.32b %j, %j, 16;
    or.32b %v, %v, %j;
    mov.32b %j, %groupid.x;
    umad.32b %j, %j, 128, %i;
    shl.32b %j, %j, 2;
    zext.64b.32b %off, %j;
    iadd.64b %po, %po, %off;
    st.global.32b [%po], %v;
}}
"
    );
    let program = load(&source);
    let out = run(&program, &launch("k", &[256], &[128], vec![zeros(256 * 4)]));
    let got = u32s(out.buffers[0].as_ref().unwrap());
    for w in 0..256usize {
        let i = (w % 128) as u32;
        let mirror = 127 - i;
        // The mirror wrote `127 - mirror` = i in the second round.
        assert_eq!(got[w], mirror | i << 16, "work-item {w}");
    }
    assert_eq!(out.stats.barriers, 2 * 3, "three barriers in each of two work-groups");
}

#[test]
fn vector_extract_insert_and_wide_moves() {
    let source = format!(
        "{HEADER}.kernel @k(.param[8] %out) {{
    .reg .32b %i, %x, %idx;
    .reg .v4.32b %v, %u;
    .reg .v2.32b %h;
    .reg .v8.32b %e;
    .reg .128b %o;
    .reg .v2.64b %w;
    .reg .64b %po, %off, %lo, %hi;
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    zext.64b.32b %off, %i;
    shl.64b %off, %off, 6;
    iadd.64b %po, %po, %off;
    mov.32b %v.x, 10;
    mov.32b %v.y, 11;
    mov.32b %v.z, 12;
    mov.32b %v.w, 13;
    insert.0.v4.32b %e, %v;
    iadd.32b %x, %i, 100;
    insert.5.32b %e, %x;
    extract.2.v2.32b %h, %v;
    and.32b %idx, %i, 3;
    extract.dynamic.v4.32b %x, %v, %idx;
    mov.32b %idx, 7;
    insert.dynamic.v8.32b %e, %x, %idx;
    st.global.v8.32b [%po], %e;
    st.global.v2.32b [%po + 32], %h;
    mov.128b %o, %v.xyzw;
    mov.128b %w.xy, %o;
    mov.64b %lo, %w.x;
    mov.64b %hi, %w.y;
    st.global.64b [%po + 40], %lo;
    st.global.64b [%po + 48], %hi;
    mov.64b %u.zw, %lo;
    mov.64b %u.xy, %hi;
    extract.1.32b %x, %u;
    st.global.32b [%po + 56], %x;
}}
"
    );
    let program = load(&source);
    let out = run(&program, &launch("k", &[8], &[8], vec![zeros(8 * 64)]));
    let got = out.buffers[0].as_ref().unwrap();
    for i in 0..8usize {
        let row = u32s(&got[i * 64..i * 64 + 64]);
        assert_eq!(&row[0..8], &[10, 11, 12, 13, 0, 100 + i as u32, 0, 10 + (i as u32 & 3)], "work-item {i}");
        assert_eq!(&row[8..10], &[12, 13], "extract.2.v2");
        assert_eq!(u64s(&got[i * 64 + 40..i * 64 + 56]), vec![10 | 11 << 32, 12 | 13 << 32], "128-bit moves");
        assert_eq!(row[14], 13, "extract.1 of %u = (12, 13, 10, 11)");
    }
}
