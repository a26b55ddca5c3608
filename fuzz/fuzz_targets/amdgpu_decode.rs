//! The gfx1100 decoder and disassembler on arbitrary bytes, and the
//! assembler on arbitrary text: none may panic, and every decoded
//! instruction must print text that assembles back to the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let table = amdgpu::table("gfx1100").unwrap();
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
