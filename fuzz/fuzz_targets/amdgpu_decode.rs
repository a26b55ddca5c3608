//! The gfx1100 decoder and disassembler on arbitrary bytes, and the
//! assembler on arbitrary text: none may panic, and every decoded
//! instruction must print text that assembles back to the same bytes.
//!
//! An input that starts with the byte 0xFE is a recipe for a deeply nested
//! operand, which random mutation reaches only slowly: a byte picks the
//! bracket (parentheses, brackets, `abs(`, `|`, `-`, `hwreg(`, ...), two give
//! a depth (up to 2^20), and the rest is a line in which the first `@`
//! stands for the nested operand (it goes at the end when there is none).
#![no_main]

use libfuzzer_sys::fuzz_target;

const BRACKETS: [(&str, &str); 11] = [
    ("(", ")"),
    ("[", "]"),
    ("abs(", ")"),
    ("neg(", ")"),
    ("|", "|"),
    ("-", ""),
    ("hwreg(", ")"),
    ("sendmsg(", ")"),
    ("instid0(", ")"),
    ("swizzle(", ")"),
    ("quad_perm:[", "]"),
];

fn nested_line(data: &[u8]) -> Option<String> {
    let (&[0xfe, kind, d0, d1], rest) = data.split_first_chunk::<4>()? else { return None };
    let (open, close) = BRACKETS[kind as usize % BRACKETS.len()];
    let depth = (u16::from_le_bytes([d0, d1]) as usize) << 4;
    let operand = format!("{}1{}", open.repeat(depth), close.repeat(depth));
    let line = String::from_utf8_lossy(rest);
    Some(match line.split_once('@') {
        Some((before, after)) => format!("{before}{operand}{after}"),
        None => format!("{line}{operand}"),
    })
}

fuzz_target!(|data: &[u8]| {
    let table = amdgpu::table("gfx1100").unwrap();
    if let Some(text) = nested_line(data) {
        let _ = amdgpu::asm::assemble(table, &text);
        return;
    }
    let mut listing = String::new();
    amdgpu::inst::listing(table, data, &mut listing);
    if let Ok(inst) = amdgpu::decode(table, data) {
        let text = amdgpu::print(table, &inst);
        let writable = amdgpu::inst::writable(table, &inst);
        if writable && !text.contains("/*") {
            let first = amdgpu::asm::assemble(table, &text).expect("printed text assembles").bytes;
            let again = amdgpu::print(table, &amdgpu::decode(table, &first).unwrap());
            assert_eq!(amdgpu::asm::assemble(table, &again).unwrap().bytes, first, "{text} / {again}");
        }
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = amdgpu::asm::assemble(table, text);
    }
});
