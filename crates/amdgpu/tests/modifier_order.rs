//! The order of an instruction's trailing modifiers: llvm-mc-22 reads them
//! in the order it prints them (`op_sel op_sel_hi neg_lo neg_hi clamp omod`,
//! VINTERP's `clamp op_sel wait_exp`, DPP's `lane-control row_mask bank_mask
//! bound_ctrl fi`), each once, and refuses any other order. Every permutation
//! of a few full modifier sets is assembled: ours must accept exactly the
//! printed order, and where llvm-mc-22 runs it must accept exactly the same
//! lines (with PISA_REQUIRE_LLVM=1 a missing llvm-mc is a failure).

use std::process::Command;

/// (instruction and operands, the modifiers in printed order).
const CASES: &[(&str, &[&str])] = &[
    ("v_add_f32_e64 v0, v1, v2", &["clamp", "mul:2"]),
    ("v_cvt_f32_i32_e64 v0, v1", &["clamp", "div:2"]),
    ("v_max3_f16 v0, v1, v2, v3", &["op_sel:[1,0,0,0]", "clamp"]),
    ("v_fma_mix_f32 v0, v1, v2, v3", &["op_sel:[1,0,0]", "op_sel_hi:[1,1,1]", "clamp"]),
    (
        "v_pk_fma_f16 v0, v1, v2, v3",
        &["op_sel:[1,0,0]", "op_sel_hi:[1,0,0]", "neg_lo:[1,0,0]", "neg_hi:[0,1,0]", "clamp"],
    ),
    ("v_dot2_f32_f16 v0, v1, v2, v3", &["op_sel_hi:[0,1,1]", "clamp"]),
    ("v_interp_p10_f32 v0, v1, v2, v3", &["clamp", "wait_exp:3"]),
    ("v_interp_p10_f16_f32 v0, v1, v2, v3", &["clamp", "op_sel:[1,0,0,0]", "wait_exp:1"]),
    ("v_mov_b32_dpp v1, v2", &["row_shr:1", "row_mask:0x3", "bank_mask:0x5", "bound_ctrl:1", "fi:1"]),
    ("v_add_f32_e64_dpp v0, v1, v2", &["clamp", "mul:2", "row_shr:1", "row_mask:0x3", "bank_mask:0x5"]),
    ("v_add_f32_dpp v0, v1, v2", &["dpp8:[7,6,5,4,3,2,1,0]", "fi:1"]),
];

/// Every ordering of `items`.
fn permutations<'a>(items: &[&'a str]) -> Vec<Vec<&'a str>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for k in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(k);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

/// Every line of the test with whether it is written in printed order.
fn lines() -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for (head, modifiers) in CASES {
        for order in permutations(modifiers) {
            out.push((format!("{head} {}", order.join(" ")), order == *modifiers));
        }
        // And each modifier twice, which llvm-mc refuses too.
        for twice in modifiers.iter() {
            out.push((format!("{head} {} {twice}", modifiers.join(" ")), false));
        }
    }
    out
}

#[test]
fn modifiers_are_taken_in_printed_order_only() {
    let table = amdgpu::table("gfx1100").unwrap();
    let mut wrong = Vec::new();
    let all = lines();
    for (line, in_order) in &all {
        match (amdgpu::asm::assemble(table, line), in_order) {
            (Ok(_), true) => {}
            (Err(e), false) => {
                // The message says what is wrong, not only that something is.
                let said = format!("{e:?}");
                if !(said.contains("must come before") || said.contains("twice") || said.contains("second")) {
                    wrong.push(format!("{line}: an unclear error: {said}"));
                }
            }
            (Ok(_), false) => wrong.push(format!("{line}: accepted, but llvm-mc-22 refuses this order")),
            (Err(e), true) => wrong.push(format!("{line}: refused: {e:?}")),
        }
    }
    assert!(all.len() > 250, "only {} lines", all.len());
    assert!(wrong.is_empty(), "{} lines:\n{}", wrong.len(), wrong.join("\n"));
}

/// llvm-mc-22's verdict on each line: whether it assembles.
fn llvm_accepts(lines: &[String]) -> Option<Vec<bool>> {
    let mc = std::env::var("LLVM_MC").unwrap_or_else(|_| "llvm-mc-22".into());
    if !Command::new(&mc).arg("--version").output().is_ok_and(|o| o.status.success()) {
        if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
            panic!("{mc} is required (PISA_REQUIRE_LLVM=1) but cannot be run");
        }
        eprintln!("SKIPPED: {mc} not found; the modifier orders are not checked against LLVM");
        return None;
    }
    let path = std::env::temp_dir().join(format!("amdgpu-modifier-order-{}.s", std::process::id()));
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let out = Command::new(&mc).args(["-arch=amdgcn", "-mcpu=gfx1100", "-show-encoding"]).arg(&path).output().unwrap();
    let _ = std::fs::remove_file(&path);
    // llvm-mc reads on after an error and names each failing line:
    // `FILE:LINE:COLUMN: error: ...`.
    let mut accepted = vec![true; lines.len()];
    for line in String::from_utf8_lossy(&out.stderr).lines() {
        let Some((location, _)) = line.split_once(": error:") else { continue };
        let mut parts = location.rsplit(':');
        let (_column, number) = (parts.next(), parts.next());
        if let Some(n) = number.and_then(|n| n.parse::<usize>().ok()).filter(|n| (1..=lines.len()).contains(n)) {
            accepted[n - 1] = false;
        }
    }
    Some(accepted)
}

#[test]
fn llvm_mc_takes_the_same_orders() {
    let all = lines();
    let texts: Vec<String> = all.iter().map(|(l, _)| l.clone()).collect();
    let Some(accepted) = llvm_accepts(&texts) else { return };
    let differ: Vec<String> = all
        .iter()
        .zip(&accepted)
        .filter(|((_, ours), llvm)| *ours != **llvm)
        .map(|((line, ours), llvm)| format!("{line}: ours {ours}, llvm-mc-22 {llvm}"))
        .collect();
    assert!(differ.is_empty(), "{} lines:\n{}", differ.len(), differ.join("\n"));
}
