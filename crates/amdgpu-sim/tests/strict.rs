//! Strict mode catches each rule it lists: a correct clang-compiled kernel
//! has the one wait or instruction that protects it removed (replaced by
//! `s_nop 0` words, or by other bytes built with the assembler), and the
//! strict run must report exactly that rule at that instruction; the
//! untouched kernel runs clean. Rules that no clang kernel of the corpus
//! exercises run on short assembled programs put in a kernel's place.

mod common;

use amdgpu::hsaco::CodeObject;
use amdgpu_sim::{Arg, Launch, Options, SimError, Simulator};
use common::{F32_DIVISION, F64_DIVISION};
use std::path::Path;

fn fixture(name: &str) -> CodeObject {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(format!("{name}.hsaco"));
    amdgpu::hsaco::read(&std::fs::read(&path).unwrap()).unwrap()
}

fn table() -> &'static amdgpu::Table {
    amdgpu::table("gfx1100").unwrap()
}

/// The `.text` offset of the `nth` instruction (0-based) whose text starts
/// with `prefix`, at or after `from`.
fn find(object: &CodeObject, prefix: &str, nth: usize, from: usize) -> usize {
    amdgpu::disassemble(table(), &object.text)
        .into_iter()
        .filter(|(at, text)| *at >= from && text.trim_start().starts_with(prefix))
        .nth(nth)
        .unwrap_or_else(|| panic!("no {nth}th `{prefix}` after .text+0x{from:x}"))
        .0
}

/// Replaces the instruction at `at` with `s_nop 0` words.
fn remove(object: &mut CodeObject, at: usize) {
    let inst = amdgpu::decode(table(), &object.text[at..]).unwrap();
    let len = inst.len(table());
    for word in object.text[at..at + len].chunks_mut(4) {
        word.copy_from_slice(&0xbf80_0000u32.to_le_bytes());
    }
}

/// Replaces the instruction at `at` with `replacement`, which must have its
/// length.
fn replace(object: &mut CodeObject, at: usize, replacement: &str) {
    let bytes = amdgpu::asm::assemble(table(), replacement).unwrap().bytes;
    let len = amdgpu::decode(table(), &object.text[at..]).unwrap().len(table());
    assert_eq!(bytes.len(), len, "`{replacement}` is not as long as what it replaces");
    object.text[at..at + len].copy_from_slice(&bytes);
}

/// The kernel of `object` with its code from the entry on replaced by
/// `program` (which must end the wave).
fn with_program(mut object: CodeObject, program: &str) -> CodeObject {
    let entry = object.kernels[0].entry as usize;
    let mut text = object.text[..entry].to_vec();
    text.extend(amdgpu::asm::assemble(table(), program).unwrap_or_else(|e| panic!("{e:?}")).bytes);
    object.text = text;
    object
}

fn strict(seed: u64) -> Options {
    Options { strict: true, poison: Some(seed) }
}

fn vector_add(options: Options) -> Launch {
    let n = 256usize;
    let a: Vec<u8> = (0..n).flat_map(|i| (i as f32).to_le_bytes()).collect();
    Launch {
        kernel: "vector_add".into(),
        global: [n as u64, 1, 1],
        local: [64, 1, 1],
        offset: [0; 3],
        args: vec![
            Arg::Buffer(a.clone()),
            Arg::Buffer(a),
            Arg::Buffer(vec![0; 4 * n]),
            Arg::Value((n as i32).to_le_bytes().to_vec()),
        ],
        step_limit: 100_000,
        trace: false,
        options,
    }
}

fn reduce_local(options: Options) -> Launch {
    Launch {
        kernel: "reduce_local".into(),
        global: [128, 1, 1],
        local: [64, 1, 1],
        offset: [0; 3],
        args: vec![Arg::Buffer(vec![1; 4 * 128]), Arg::Buffer(vec![0; 8])],
        step_limit: 100_000,
        trace: false,
        options,
    }
}

/// reduce_local's launch shrunk to one wave, for the assembled programs
/// that store to a few words of the output (one wave writes them in lane
/// order; several waves would race).
fn one_wave(options: Options) -> Launch {
    Launch { global: [32, 1, 1], local: [32, 1, 1], ..reduce_local(options) }
}

fn float_div(options: Options) -> Launch {
    let n = 64usize;
    let a: Vec<u8> = (0..n).flat_map(|i| (i as f32 + 1.5).to_le_bytes()).collect();
    Launch {
        kernel: "float_div".into(),
        global: [n as u64, 1, 1],
        local: [64, 1, 1],
        offset: [0; 3],
        args: vec![Arg::Buffer(a.clone()), Arg::Buffer(a), Arg::Buffer(vec![0; 8 * n])],
        step_limit: 100_000,
        trace: false,
        options,
    }
}

/// Runs `launch` on `object` and returns the strict fault's rule, offset
/// and message.
fn fault_of(object: CodeObject, launch: &Launch) -> (&'static str, u64, String) {
    let sim = Simulator::new(object).unwrap();
    match sim.run(launch) {
        Err(SimError::Fault(f)) => {
            let rule = f.rule.unwrap_or_else(|| panic!("a fault of no strict rule: {f}"));
            (rule, f.offset.unwrap(), f.to_string())
        }
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("ran clean"),
    }
}

fn runs_clean(object: CodeObject, launch: &Launch) -> Vec<Option<Vec<u8>>> {
    let sim = Simulator::new(object).unwrap();
    sim.run(launch).unwrap_or_else(|e| panic!("{e}")).buffers
}

#[test]
fn a_load_read_before_its_vmcnt_wait() {
    let object = fixture("vector_add-O2");
    runs_clean(object.clone(), &vector_add(strict(1)));
    let mut broken = object.clone();
    let wait = find(&broken, "s_waitcnt vmcnt(0)", 0, 0);
    remove(&mut broken, wait);
    let (rule, at, message) = fault_of(broken, &vector_add(strict(1)));
    assert_eq!(rule, "wait-before-read");
    // The add that reads both loads follows the wait.
    assert_eq!(at as usize, wait + 4);
    assert!(message.contains("v2 is read before `global_load_b32 v2, v[2:3], off`"), "{message}");
    assert!(message.contains("needs `s_waitcnt vmcnt(1)`"), "{message}");
    // Not in normal mode: the functional simulator completes loads at once.
    let mut broken = object;
    remove(&mut broken, wait);
    runs_clean(broken, &vector_add(Options::default()));
}

#[test]
fn a_weakened_vmcnt_wait_is_not_enough() {
    let mut object = fixture("vector_add-O2");
    let wait = find(&object, "s_waitcnt vmcnt(0)", 0, 0);
    replace(&mut object, wait, "s_waitcnt vmcnt(1)");
    let (rule, at, message) = fault_of(object, &vector_add(strict(2)));
    assert_eq!((rule, at as usize), ("wait-before-read", wait + 4));
    assert!(message.contains("v3 is read before `global_load_b32 v3, v[4:5], off`"), "{message}");
    assert!(message.contains("needs `s_waitcnt vmcnt(0)`"), "{message}");
}

#[test]
fn a_scalar_load_read_before_lgkmcnt() {
    let mut object = fixture("vector_add-O2");
    let wait = find(&object, "s_waitcnt lgkmcnt(0)", 0, 0);
    remove(&mut object, wait);
    let (rule, at, message) = fault_of(object, &vector_add(strict(3)));
    assert_eq!((rule, at as usize), ("wait-before-read", wait + 4));
    assert!(message.contains("s2 is read before `s_load_b32 s2, s[0:1], 0x2c`"), "{message}");
    assert!(message.contains("needs `s_waitcnt lgkmcnt(0)`"), "{message}");
}

#[test]
fn a_register_overwritten_while_a_load_will_still_write_it() {
    let mut object = fixture("vector_add-O2");
    let wait = find(&object, "s_waitcnt vmcnt(0)", 0, 0);
    replace(&mut object, wait, "v_mov_b32_e32 v3, 0");
    let (rule, at, message) = fault_of(object, &vector_add(strict(4)));
    assert_eq!((rule, at as usize), ("wait-before-overwrite", wait));
    assert!(message.contains("v3 is overwritten before `global_load_b32 v3"), "{message}");
}

#[test]
fn an_lds_store_not_waited_for_before_the_barrier() {
    let object = fixture("reduce_local-O2");
    runs_clean(object.clone(), &reduce_local(strict(1)));
    let mut broken = object;
    let barrier = find(&broken, "s_barrier", 0, 0);
    let wait = find(&broken, "s_waitcnt lgkmcnt(0)", 0, find(&broken, "ds_store", 0, 0));
    assert!(wait < barrier, "the fence's wait comes before the first barrier");
    remove(&mut broken, wait);
    // Wave 0 reads, after the barrier, what wave 1 stored before it.
    let (rule, at, message) = fault_of(broken, &reduce_local(strict(1)));
    assert_eq!(rule, "store-before-barrier");
    assert!(at as usize > barrier);
    let text = amdgpu::disassemble(table(), &fixture("reduce_local-O2").text);
    let faulting = &text.iter().find(|(o, _)| *o as u64 == at).unwrap().1;
    assert!(faulting.contains("ds_load"), "{faulting}");
    assert!(
        message.contains("LDS at 0x80 is accessed after a barrier that wave 1 passed before `ds_store_b32"),
        "{message}"
    );
    assert!(message.contains("needs `s_waitcnt lgkmcnt(0)` in wave 1 before the barrier"), "{message}");
}

#[test]
fn a_barrier_with_stores_nobody_reads_is_no_fault() {
    // Each wave stores its own lanes' words to LDS and passes a barrier
    // without waiting: no other wave reads them, so no race.
    let text = "v_lshlrev_b32_e32 v1, 2, v0\n\
        ds_store_b32 v1, v0\n\
        s_barrier\n\
        s_waitcnt lgkmcnt(0)\n\
        ds_load_b32 v2, v1\n\
        s_waitcnt lgkmcnt(0)\n\
        s_endpgm\n";
    runs_clean(program(text), &reduce_local(strict(1)));
    // Reading the other wave's words is a race.
    let text = "v_lshlrev_b32_e32 v1, 2, v0\n\
        ds_store_b32 v1, v0\n\
        s_barrier\n\
        v_xor_b32_e32 v3, 0x80, v1\n\
        ds_load_b32 v2, v3\n\
        s_waitcnt lgkmcnt(0)\n\
        s_endpgm\n";
    let (rule, _, _) = fault_of(program(text), &reduce_local(strict(1)));
    assert_eq!(rule, "store-before-barrier");
}

#[test]
fn a_transcendental_result_used_without_its_depctr() {
    let object = fixture("float_div-O2");
    runs_clean(object.clone(), &float_div(strict(1)));
    let mut broken = object;
    let wait = find(&broken, "s_waitcnt_depctr", 0, 0);
    remove(&mut broken, wait);
    let (rule, at, message) = fault_of(broken, &float_div(strict(1)));
    assert_eq!((rule, at as usize), ("valu-trans-use", wait + 4));
    assert!(message.contains("v_rcp_f32_e32 v6, v6"), "{message}");
}

/// A program of its own in reduce_local-O2's place (kernarg pointer in
/// s[0:1]: the input buffer, then the output).
fn program(text: &str) -> CodeObject {
    with_program(fixture("reduce_local-O2"), text)
}

#[test]
fn vcmpx_then_permlane_needs_a_valu_between() {
    let body = |between: &str| {
        format!("v_cmpx_gt_u32_e32 64, v0\n{between}\nv_permlane16_b32 v1, v0, 0, 0\ns_endpgm\n", between = between)
    };
    let (rule, at, _) = fault_of(program(&body("s_nop 3")), &reduce_local(strict(1)));
    assert_eq!(rule, "vcmpx-permlane");
    assert_eq!(at as usize, fixture("reduce_local-O2").kernels[0].entry as usize + 8);
    runs_clean(program(&body("v_mov_b32_e32 v0, v0")), &reduce_local(strict(1)));
    // LLVM holds that v_nop does not count (the hardware may drop it).
    let (rule, _, _) = fault_of(program(&body("v_nop")), &reduce_local(strict(1)));
    assert_eq!(rule, "vcmpx-permlane");
}

#[test]
fn the_dealloc_vgprs_message_needs_an_s_nop_before_it() {
    let (rule, _, _) = fault_of(program("s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\ns_endpgm\n"), &reduce_local(strict(1)));
    assert_eq!(rule, "nop-before-dealloc-vgprs");
    runs_clean(program("s_nop 0\ns_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\ns_endpgm\n"), &reduce_local(strict(1)));
}

#[test]
fn scalar_loads_complete_in_any_order() {
    let text = "s_load_b32 s2, s[0:1], 0x0\ns_load_b32 s3, s[0:1], 0x8\ns_waitcnt lgkmcnt(1)\n\
                s_mov_b32 s4, s2\ns_endpgm\n";
    let (rule, _, message) = fault_of(program(text), &reduce_local(strict(1)));
    assert_eq!(rule, "wait-before-read");
    assert!(message.contains("needs `s_waitcnt lgkmcnt(0)`"), "{message}");
}

/// Stores v5 (never written) of each lane to the output buffer.
const STORES_AN_UNWRITTEN_REGISTER: &str = "s_load_b64 s[2:3], s[0:1], 0x8\n\
    v_lshlrev_b32_e32 v1, 2, v0\n\
    v_and_b32_e32 v1, 4, v1\n\
    s_waitcnt lgkmcnt(0)\n\
    global_store_b32 v1, v5, s[2:3]\n\
    s_endpgm\n";

#[test]
fn undefined_registers_hold_seeded_garbage() {
    let out = |options| runs_clean(program(STORES_AN_UNWRITTEN_REGISTER), &one_wave(options))[1].clone();
    let zeros = out(Options::default()).unwrap();
    assert_eq!(zeros, vec![0; 8], "without poison registers start at zero");
    let (a, b) = (out(strict(1)).unwrap(), out(strict(2)).unwrap());
    assert_ne!(a, zeros);
    assert_ne!(a, b, "different seeds give different garbage");
    assert_eq!(a, out(strict(1)).unwrap(), "the same seed gives the same garbage");
    // --poison without strict mode poisons too.
    assert_eq!(a, out(Options { strict: false, poison: Some(1) }).unwrap());
}

#[test]
fn transcendental_results_move_within_one_ulp() {
    // out[lane & 1] = rcp(3.0 + lane), for each seed.
    let text = "s_load_b64 s[2:3], s[0:1], 0x8\n\
        v_cvt_f32_u32_e32 v2, v0\n\
        v_add_f32_e32 v2, 0x40400000, v2\n\
        v_rcp_f32_e32 v3, v2\n\
        v_lshlrev_b32_e32 v1, 2, v0\n\
        v_and_b32_e32 v1, 4, v1\n\
        s_waitcnt lgkmcnt(0)\n\
        global_store_b32 v1, v3, s[2:3]\n\
        s_endpgm\n";
    let exact = runs_clean(program(text), &one_wave(Options::default()))[1].clone().unwrap();
    let mut moved = false;
    for seed in 0..16 {
        let out = runs_clean(program(text), &one_wave(strict(seed)))[1].clone().unwrap();
        for (a, b) in out.chunks(4).zip(exact.chunks(4)) {
            let (a, b) = (u32::from_le_bytes(a.try_into().unwrap()), u32::from_le_bytes(b.try_into().unwrap()));
            assert!(a.abs_diff(b) <= 1, "seed {seed}: {a:#x} against {b:#x}");
            moved |= a != b;
        }
    }
    assert!(moved, "some seed moves a result");
}

#[test]
fn mad64_with_overlapping_destination_has_an_unreliable_high_half() {
    // v[1:2] = v0 * 3 + v[0:1]: the destination overlaps the addend; the
    // low half is reliable, the high half is not.
    let text = "s_load_b64 s[2:3], s[0:1], 0x8\n\
        v_mov_b32_e32 v1, 0\n\
        v_mad_u64_u32 v[1:2], null, v0, 3, v[0:1]\n\
        v_lshlrev_b32_e32 v3, 2, v0\n\
        v_and_b32_e32 v3, 4, v3\n\
        s_waitcnt lgkmcnt(0)\n\
        global_store_b32 v3, v2, s[2:3]\n\
        s_endpgm\n";
    let clean = runs_clean(program(text), &one_wave(Options::default()))[1].clone().unwrap();
    assert_eq!(clean, vec![0; 8], "the functional simulator computes the high half");
    let strict_out = runs_clean(program(text), &one_wave(strict(9)))[1].clone().unwrap();
    assert_ne!(strict_out, clean, "strict mode does not let the high half be relied on");
}

#[test]
fn stats_count_waits_and_their_stalls() {
    let sim = Simulator::new(fixture("vector_add-O2")).unwrap();
    let out = sim.run(&vector_add(strict(1))).unwrap();
    // Each of the four waves waits at each of its s_waitcnt.
    assert!(out.stats.waits >= 4 * 3, "{:?}", out.stats);
    assert!(out.stats.wait_stall_cycles >= 4 * 400, "{:?}", out.stats);
    let plain = sim.run(&vector_add(Options::default())).unwrap();
    assert_eq!((plain.stats.waits, plain.stats.wait_stall_cycles), (0, 0));
}

/// LLVM's correctly rounded division (clang's `a / b` under
/// `-cl-fp32-correctly-rounded-divide-sqrt`, and the f64 form) on divisors
/// whose reciprocal lies next to a rounding tie: a reciprocal moved to the
/// other side of the tie would make the Newton-Raphson step end on the tie
/// (-2^63 / 0x33ffffff came out 0xea800000). Strict mode moves only
/// results that the step refines alike, as the manual says the hardware's
/// do, so every seed gives the IEEE quotient.
#[test]
fn refined_division_survives_inexact_reciprocals() {
    let f32_text = format!(
        "s_load_b64 s[2:3], s[0:1], 0x8\n\
        v_mov_b32_e32 v1, 0xdf000000\n\
        v_mov_b32_e32 v2, 0x33ffffff\n\
        {F32_DIVISION}\n\
        v_lshlrev_b32_e32 v1, 2, v0\n\
        v_and_b32_e32 v1, 4, v1\n\
        s_waitcnt lgkmcnt(0)\n\
        global_store_b32 v1, v9, s[2:3]\n\
        s_endpgm\n"
    );
    // 2^-126 / (1 - 2^-53): the low word of the quotient, 1 when rounded right.
    let f64_text = format!(
        "s_load_b64 s[2:3], s[0:1], 0x8\n\
        v_mov_b32_e32 v1, 0\n\
        v_mov_b32_e32 v2, 0x38100000\n\
        v_mov_b32_e32 v3, -1\n\
        v_mov_b32_e32 v4, 0x3fefffff\n\
        {F64_DIVISION}\n\
        v_lshlrev_b32_e32 v1, 2, v0\n\
        v_and_b32_e32 v1, 4, v1\n\
        s_waitcnt lgkmcnt(0)\n\
        global_store_b32 v1, v14, s[2:3]\n\
        s_endpgm\n"
    );
    for (text, want) in [(f32_text.as_str(), 0xea80_0001u32), (f64_text.as_str(), 1)] {
        for seed in 0..16 {
            let out = runs_clean(program(text), &one_wave(strict(seed)))[1].clone().unwrap();
            for word in out.chunks(4) {
                let got = u32::from_le_bytes(word.try_into().unwrap());
                assert_eq!(got, want, "seed {seed}: {got:#x}");
            }
        }
    }
}
