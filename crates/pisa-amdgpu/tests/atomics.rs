//! Atomics against the emulator, in strict mode under three poison seeds.
//! Each work-item first applies the operation to a word of its own (so
//! the value returned is determined: every operation, edge values, the
//! memory and the returned values compared), then to one of four words
//! every work-item of the launch shares (the memory compared, for the
//! operations whose result does not depend on the order).

mod common;

const GLOBAL: u64 = 160;
const LOCAL: u64 = 40;

const EDGES32: &[u64] = &[0, 1, 2, 5, 31, 0x7fff_ffff, 0x8000_0000, 0x8000_0001, 0xffff_fffe, 0xffff_ffff, 12345];
const EDGES64: &[u64] = &[
    0,
    1,
    2,
    0xffff_ffff,
    0x1_0000_0000,
    0x7fff_ffff_ffff_ffff,
    0x8000_0000_0000_0000,
    0xffff_ffff_ffff_ffff,
    0x1234_5678_9abc_def0,
];

fn list(values: &[u64]) -> String {
    values.iter().map(|v| format!("0x{v:x}")).collect::<Vec<_>>().join(",")
}

fn column(edges: &[u64], stride: usize, salt: usize) -> Vec<u64> {
    (0..GLOBAL as usize).map(|i| edges[(i / stride + salt * i) % edges.len()]).collect()
}

/// Order-independent operations, checked on shared words too.
fn commutative(op: &str) -> bool {
    !matches!(op, "xchg" | "cas" | "incwrap" | "decwrap")
}

/// `space` is `global` or `shared`; `order` a qualifier string such as
/// `.acq_rel.gpu` or empty.
fn check(space: &str, order: &str, op: &str, bits: u32) {
    let t = format!("{bits}b");
    let bytes = bits / 8;
    let shift = bytes.trailing_zeros();
    let operands = match op {
        "inc" | "dec" => String::new(),
        "cas" => ", %x, %y".to_string(),
        _ => ", %x".to_string(),
    };
    let inst = format!("iatom.{space}{order}.{op}.{t} %r, [ADDR]{operands};");
    let own = inst.replace("ADDR", if space == "global" { "%pm" } else { "@words + %lo" });
    let contended = if commutative(op) {
        inst.replace("ADDR", if space == "global" { "%pq" } else { "@shared4 + %q" }).replace("%r,", "%z,")
    } else {
        String::new()
    };
    let (init, fini) = if space == "shared" {
        (
            format!(
                "ld.global.{t} %w, [%pm];\nst.shared.{t} [@words + %lo], %w;\n\
                 and.32b %q, %l, 3;\nshl.32b %q, %q, {shift};\nucmp.lt.32b %p, %l, 4;\ngoto.cond !%p, go;\nst.shared.{t} [@shared4 + %q], %w;\ngo:\nbarrier.workgroup;\n"
            ),
            format!(
                "barrier.workgroup;\nld.shared.{t} %w, [@words + %lo];\nst.global.{t} [%pm], %w;\n\
                 ucmp.lt.32b %p, %l, 4;\ngoto.cond !%p, done;\nld.shared.{t} %w, [@shared4 + %q];\nst.global.{t} [%pq2], %w;\ndone:\n"
            ),
        )
    } else {
        (String::new(), String::new())
    };
    let source = format!(
        ".version 0.1;\n.target 100;\n\
         .kernel @k(.param[8] .addrspace(global) %a, .param[8] .addrspace(global) %b, .param[8] .addrspace(global) %mem, .param[8] .addrspace(global) %out, .param[8] .addrspace(global) %four) {{\n\
         .shared .align 8 @words[{words}];\n.shared .align 8 @shared4[{four}];\n\
         .reg .64b %pa, %pb, %pm, %po, %pq, %pq2, %off;\n.reg .32b %i, %g, %s, %l, %lo, %q;\n.reg .{t} %x, %y, %r, %w, %z;\n.pred %p;\n\
         ld.param.64b %pa, [%a];\nld.param.64b %pb, [%b];\nld.param.64b %pm, [%mem];\nld.param.64b %po, [%out];\nld.param.64b %pq, [%four];\n\
         mov.32b %l, %localid.x;\nmov.32b %g, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %g, %s, %l;\n\
         shl.32b %lo, %l, {shift};\n\
         zext.64b.32b %off, %i;\nshl.64b %off, %off, {shift};\n\
         iadd.64b %pa, %pa, %off;\niadd.64b %pb, %pb, %off;\niadd.64b %pm, %pm, %off;\niadd.64b %po, %po, %off;\n\
         {four_index}shl.32b %q, %q, {shift};\nzext.64b.32b %off, %q;\niadd.64b %pq2, %pq, %off;\n\
         and.32b %q, %l, 3;\nshl.32b %q, %q, {shift};\n\
         {global_q}\
         ld.global.{t} %x, [%pa];\nld.global.{t} %y, [%pb];\n\
         {init}{own}\n{contended}\n{fini}st.global.{t} [%po], %r;\n}}\n",
        words = LOCAL as u32 * bytes,
        four = 4 * bytes,
        global_q = if space == "global" { "mov.64b %pq, %pq2;\n" } else { "" },
        // Global: one of four words for the launch; shared: each group's
        // four words written back to a place of the group's.
        four_index = if space == "global" { "and.32b %q, %i, 3;\n" } else { "and.32b %q, %l, 3;\nshl.32b %s, %g, 2;\niadd.32b %q, %q, %s;\n" },
    );
    eprintln!("form: {inst}");
    if std::env::var_os("PISA_FORMS_DUMP").is_some() {
        let _ = std::fs::write("/tmp/form.pisa", &source);
    }
    let module = common::module(&source);
    let edges = if bits == 64 { EDGES64 } else { EDGES32 };
    let ty = format!("u{bits}");
    let (xs, ys, mem) = (column(edges, 1, 0), column(edges, edges.len(), 0), column(edges, 1, 3));
    let launch = common::launch_of(
        "k",
        &[GLOBAL],
        &[LOCAL],
        &[
            &format!("buf:{ty}:{}", list(&xs)),
            &format!("buf:{ty}:{}", list(&ys)),
            &format!("buf:{ty}:{}", list(&mem)),
            &format!("buf:{ty}:zeros:{GLOBAL}"),
            &format!("buf:{ty}:{}", list(&[3, 5, 0xffff_fff0, 1 << 31].repeat(4))),
        ],
    );
    common::check_against_emulator(&module, &launch);
}

const OPS: &[&str] = &[
    "add", "sub", "smin", "smax", "umin", "umax", "and", "or", "xor", "xchg", "cas", "inc", "dec", "incwrap", "decwrap",
];

#[test]
fn global_32() {
    for op in OPS {
        check("global", "", op, 32);
    }
}

#[test]
fn global_64() {
    for op in OPS {
        check("global", "", op, 64);
    }
}

#[test]
fn shared_32() {
    for op in OPS {
        check("shared", "", op, 32);
    }
    check("shared", "", "cas", 64);
}

#[test]
fn memory_orders() {
    for order in [".relaxed", ".acquire.workgroup", ".release.gpu", ".acq_rel.system"] {
        check("global", order, "add", 32);
        check("shared", order, "cas", 32);
    }
}

/// `ld`/`st` with memory orders: a flag and data passed between lanes of a
/// work-group through shared memory and back through global memory.
#[test]
fn ordered_loads_and_stores() {
    for (store, load) in [
        ("st.shared.relaxed.32b", "ld.shared.relaxed.32b"),
        ("st.shared.release.workgroup.32b", "ld.shared.acquire.workgroup.32b"),
        ("st.global.release.gpu.32b", "ld.global.acquire.gpu.32b"),
        ("st.global.seq_cst.system.32b", "ld.global.seq_cst.system.32b"),
        ("st.global.relaxed.16b", "ld.global.relaxed.16b"),
    ] {
        let space = if store.contains("shared") { "shared" } else { "global" };
        let bits = if store.ends_with("16b") { 16 } else { 32 };
        let addr = if space == "shared" { "@cell + %lo" } else { "%pc" };
        let source = format!(
            ".version 0.1;\n.target 100;\n\
             .kernel @k(.param[8] .addrspace(global) %a, .param[8] .addrspace(global) %cells, .param[8] .addrspace(global) %out) {{\n\
             .shared .align 4 @cell[160];\n\
             .reg .64b %pa, %pc, %po, %off;\n.reg .32b %i, %g, %s, %l, %lo;\n.reg .{bits}b %x;\n\
             ld.param.64b %pa, [%a];\nld.param.64b %pc, [%cells];\nld.param.64b %po, [%out];\n\
             mov.32b %l, %localid.x;\nmov.32b %g, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %g, %s, %l;\n\
             shl.32b %lo, %l, 2;\nzext.64b.32b %off, %i;\nshl.64b %off, %off, 2;\n\
             iadd.64b %pa, %pa, %off;\niadd.64b %pc, %pc, %off;\niadd.64b %po, %po, %off;\n\
             ld.global.{bits}b %x, [%pa];\n{store} [{addr}], %x;\n{load} %x, [{addr}];\nst.global.{bits}b [%po], %x;\n}}\n"
        );
        eprintln!("form: {store} / {load}");
        let module = common::module(&source);
        let values = column(EDGES32, 1, 0);
        let values: Vec<u64> = values.iter().map(|v| if bits == 16 { v & 0xffff } else { *v }).collect();
        let launch = common::launch_of(
            "k",
            &[GLOBAL],
            &[LOCAL],
            &[
                &format!("buf:u32:{}", list(&values)),
                &format!("buf:u32:zeros:{GLOBAL}"),
                &format!("buf:u32:zeros:{GLOBAL}"),
            ],
        );
        common::check_against_emulator(&module, &launch);
    }
}

/// A kernel of many `fatom` compare-and-swap loops: under EXEC-mask control
/// flow each loop's join keeps a lane mask in an SGPR for the whole kernel,
/// and 60 loops ran out of SGPRs ("the kernel needs more SGPRs than gfx1100
/// has"); such a kernel is compiled with the reconvergence stack instead.
/// The sums are exact, so the final memory does not depend on the order
/// the lanes' updates land in.
#[test]
fn many_atomic_loops_compile_when_their_masks_would_not_fit_in_sgprs() {
    let body: String =
        (0..72).map(|i| format!("fatom.global.add.f %r{}, [%p + {}], %one;\n", i % 4, 4 * (i % 8))).collect();
    let source = format!(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {{\n\
         .reg .64b %p;\n.reg .32b %r0, %r1, %r2, %r3, %one;\n\
         mov.32b %one, 0x3f800000;\nld.param.64b %p, [%out];\n{body}}}\n"
    );
    let module = common::module(&source);
    let launch = common::launch_of("k", &[64], &[64], &["buf:u32:zeros:8"]);
    for opt_level in [0, 2] {
        common::check_against_emulator_at(&module, &launch, opt_level);
    }
}
