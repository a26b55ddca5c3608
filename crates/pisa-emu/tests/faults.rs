//! Every runtime fault: each stops the run with a message that names what
//! went wrong, the instruction, its source position and the lane.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

fn kernel(body: &str, extra: &str) -> String {
    format!(
        ".version 0.1;\n.target 100;\n{extra}\n.kernel @k(.param[8] %buf) {{
    .reg .32b %i, %v, %t;
    .reg .64b %p, %q, %off;
    .pred %c;
    ld.param.64b %p, [%buf];
    mov.32b %i, %localid.x;
    zext.64b.32b %off, %i;
    shl.64b %off, %off, 2;
    iadd.64b %q, %p, %off;
{body}
}}\n"
    )
}

/// Runs `body` on 64 work-items with a 64-element u32 buffer; returns the fault.
fn fault_of(body: &str, extra: &str) -> (pisa_emu::Fault, String) {
    let source = kernel(body, extra);
    let program = load(&source);
    (fault(&program, &launch("k", &[64], &[64], vec![buf_u32(&[0; 64])])), source)
}

fn line_of(source: &str, fault: &pisa_emu::Fault) -> usize {
    pisa::diag::line_col(source, fault.span.start).0
}

fn text_at(source: &str, fault: &pisa_emu::Fault) -> String {
    source[fault.span.start as usize..fault.span.end as usize].to_string()
}

#[test]
fn out_of_bounds_loads_and_stores_name_the_buffer_and_lane() {
    let (f, source) = fault_of("    iadd.64b %q, %q, 4;\n    ld.global.32b %v, [%q + 0];", "");
    assert_eq!(f.kernel, "k");
    assert!(f.message.contains("out-of-bounds load of 4 byte(s)"), "{}", f.message);
    assert!(f.message.contains("offset 256 of buffer arg0 (%buf), past the end of its 256 bytes"), "{}", f.message);
    assert_eq!(f.lane.as_ref().unwrap().lane, 31, "the first lane past the end is lane 31 of sub-group 1");
    assert_eq!(f.lane.as_ref().unwrap().subgroup, 1);
    assert_eq!(f.lane.as_ref().unwrap().global_id, [63, 0, 0]);
    assert_eq!(text_at(&source, &f), "ld.global.32b %v, [%q + 0]");
    assert_eq!(line_of(&source, &f), 14);
    let (f, _) = fault_of("    isub.64b %q, %p, 8;\n    st.global.32b [%q + 0], %i;", "");
    assert!(f.message.contains("out-of-bounds store"), "{}", f.message);
    assert!(f.message.contains("before the start of buffer arg0"), "{}", f.message);
    let (f, _) = fault_of("    mov.64b %q, 0;\n    ld.global.32b %v, [%q + 0];", "");
    assert!(f.message.contains("null"), "{}", f.message);
}

#[test]
fn misaligned_accesses() {
    let (f, _) = fault_of("    ld.global.32b %v, [%q + 2];", "");
    assert!(f.message.contains("misaligned load of 4 byte(s)"), "{}", f.message);
    assert!(f.message.contains("multiple of 4"), "{}", f.message);
    let (f, _) = fault_of("    .reg .v2.8b %w;\n    ld.global.v2.8b %w, [%q + 1];", "");
    assert!(f.message.contains("multiple of 2"), "{}", f.message);
}

#[test]
fn stores_to_constant_memory() {
    let (f, _) = fault_of(
        "    addrof.64b %q, @c;\n    st.global.32b [%q], %i;",
        ".const .align 4 @c[16] = { .32b 1, .32b 2, .32b 3, .32b 4 };",
    );
    assert!(f.message.contains("store to read-only .const variable @c"), "{}", f.message);
}

#[test]
fn division_by_zero() {
    let (f, _) = fault_of("    isub.32b %t, %i, 5;\n    udiv.32b %v, 100, %t;", "");
    assert!(f.message.contains("division by zero"), "{}", f.message);
    assert_eq!(f.lane.unwrap().lane, 5);
}

#[test]
fn divergent_barriers() {
    let (f, _) = fault_of("    ucmp.lt.32b %c, %i, 3;\n    goto.cond %c, skip;\n    barrier.workgroup;\nskip:", "");
    assert!(f.message.contains("divergent barrier"), "{}", f.message);
    assert!(f.message.contains("lanes 0-2") && f.message.contains("lanes 3-31"), "{}", f.message);
    // Sub-groups at two different barriers.
    let (f, _) =
        fault_of("    ucmp.lt.32b %c, %i, 32;\n    goto.cond %c, other;\n    barrier.workgroup;\n    return;\nother:\n    barrier.workgroup;", "");
    assert!(f.message.contains("different barriers"), "{}", f.message);
}

#[test]
fn runaway_loops_stop_at_the_step_limit() {
    let source = kernel("top:\n    iadd.32b %v, %v, 1;\n    goto top;", "");
    let program = load(&source);
    let options = pisa_emu::Options { max_steps: 10_000, ..pisa_emu::Options::default() };
    let f = fault_with(&program, &launch("k", &[64], &[64], vec![buf_u32(&[0; 64])]), &options);
    assert!(f.message.contains("--max-steps 10000"), "{}", f.message);
}

#[test]
fn call_stack_overflow() {
    let extra = ".function .32b @down(.reg .32b %n) {\n    .reg .32b %r;\n    call %r, @down(%n);\n    return %r;\n}";
    let (f, _) = fault_of("    call %v, @down(%i);", extra);
    assert!(f.message.contains("call stack overflow"), "{}", f.message);
    assert_eq!(f.function, "down");
}

#[test]
fn calls_through_a_non_function() {
    let (f, _) = fault_of("    call void, %q();", "");
    assert!(f.message.contains("not the address of a function"), "{}", f.message);
}

#[test]
fn private_and_shared_out_of_bounds() {
    let (f, _) =
        fault_of("    .private .align 4 @a[16];\n    shl.32b %t, %i, 2;\n    st.private.32b [@a + %t], %i;", "");
    assert!(f.message.contains(".private"), "{}", f.message);
    assert_eq!(f.lane.unwrap().lane, 4);
    let (f, _) = fault_of("    .shared .align 4 @s[16];\n    shl.32b %t, %i, 2;\n    ld.shared.32b %v, [@s + %t];", "");
    assert!(f.message.contains("16 bytes of shared memory"), "{}", f.message);
}

#[test]
fn dynamic_vector_indices_and_uniform_masks() {
    let (f, _) = fault_of("    .reg .v4.32b %w;\n    extract.dynamic.v4.32b %v, %w, %i;", "");
    assert!(f.message.contains("index 4 is out of bounds"), "{}", f.message);
    let (f, _) = fault_of("    ired.sum.32b %v, %i, %i;", "");
    assert!(f.message.contains("sub-group-uniform"), "{}", f.message);
    let (f, _) =
        fault_of("    .reg .64b %g;\n    addrcast.generic.global %g, %q;\n    addrcast.shared.generic %t, %g;", "");
    assert!(f.message.contains("generic address of .global memory"), "{}", f.message);
}

#[test]
fn launch_errors_are_not_faults() {
    let program = load(&kernel("", ""));
    let bad = |l: pisa_emu::Launch| match pisa_emu::run(&program, &l, &pisa_emu::Options::default(), None) {
        Err(pisa_emu::Error::Launch(m)) => m,
        other => panic!("expected a launch error, got {other:?}"),
    };
    assert!(bad(launch("nope", &[1], &[1], vec![])).contains("no kernel `nope`"));
    assert!(bad(launch("k", &[1], &[1], vec![])).contains("takes 1 argument"));
    assert!(bad(launch("k", &[1], &[1], vec![u32_arg(1)])).contains("is .param[8]"));
    assert!(bad(launch("k", &[1], &[2048], vec![zeros(4)])).contains("too large"));
    assert!(bad(launch("k", &[0], &[1], vec![zeros(4)])).contains("global size of 0"));
    assert!(bad(launch("k", &[1, 2, 3, 4], &[1], vec![zeros(4)])).contains("needs 1 to 3"));
    assert!(bad(launch("k", &[8, 8], &[8], vec![zeros(4)]))
        .contains("the local size has 1 dimensions but the global size has 2"));
    assert!(bad(launch("k", &[8], &[0], vec![zeros(4)])).contains("a local size of 0"));
    let mut with_offset = launch("k", &[8], &[8], vec![zeros(4)]);
    with_offset.offset = vec![0, 0];
    assert!(bad(with_offset).contains("the global offset has 2 dimensions"));
    let required = load(".version 0.1;\n.target 100;\n.kernel .reqd_work_group_size(4, 1, 1) @r() {\n    return;\n}\n.kernel @s(.param[2] %p) {\n    return;\n}\n");
    match pisa_emu::run(
        &required,
        &launch("s", &[8], &[8], vec![pisa_emu::Arg::Shared(64)]),
        &pisa_emu::Options::default(),
        None,
    ) {
        Err(pisa_emu::Error::Launch(m)) => assert!(m.contains("it needs 4 or 8"), "{m}"),
        other => panic!("expected a launch error, got {other:?}"),
    }
    match pisa_emu::run(&required, &launch("r", &[8], &[8], vec![]), &pisa_emu::Options::default(), None) {
        Err(pisa_emu::Error::Launch(m)) => assert!(m.contains("requires work-groups of 4x1x1"), "{m}"),
        other => panic!("expected a launch error, got {other:?}"),
    }
}

#[test]
fn a_fault_renders_as_a_diagnostic() {
    let (f, source) = fault_of("    iadd.64b %q, %q, 4;\n    ld.global.32b %v, [%q + 0];", "");
    let text = pisa::diag::render(&[f.to_diagnostic()], "k.pisa", &source, pisa::diag::Color::Never);
    assert!(text.contains("error[fault]: out-of-bounds load"), "{text}");
    assert!(text.contains("--> k.pisa:14:5"), "{text}");
    assert!(text.contains("in kernel @k"), "{text}");
    assert!(text.contains("global id (63, 0, 0)"), "{text}");
    assert!(text.contains("lane 31 of sub-group 1"), "{text}");
}
