//! Properties that need no LLVM: the decoder and the disassembler never panic
//! on any bytes, and whatever decodes prints to text that assembles back to
//! the same bytes.

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(4096)))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        let table = amdgpu::table("gfx1100").unwrap();
        let lines = amdgpu::disassemble(table, &bytes);
        let mut listing = String::new();
        amdgpu::inst::listing(table, &bytes, &mut listing);
        prop_assert_eq!(listing.lines().count(), lines.len());
    }

    #[test]
    fn decoded_words_round_trip(word in any::<u32>(), literal in any::<u32>(), format in 0usize..16) {
        let table = amdgpu::table("gfx1100").unwrap();
        let f = &amdgpu::format::formats()[format % amdgpu::format::formats().len()];
        let w = (word & !f.mask) | f.value;
        let bytes = [w.to_le_bytes(), literal.to_le_bytes()].concat();
        if let Ok(inst) = amdgpu::decode(table, &bytes) {
            let text = amdgpu::print(table, &inst);
            let writable = amdgpu::inst::writable(table, &inst);
            prop_assume!(writable && !text.contains("/*"));
            let first = amdgpu::asm::assemble(table, &text).map_err(|e| TestCaseError::fail(format!("{text}: {}", e[0].message)))?.bytes;
            let again = amdgpu::print(table, &amdgpu::decode(table, &first).unwrap());
            let second = amdgpu::asm::assemble(table, &again).unwrap().bytes;
            prop_assert_eq!(first, second, "{} / {}", text, again);
        }
    }

    #[test]
    fn the_assembler_never_panics(text in "[a-z_0-9\\[\\]:(), .|&-]{0,40}") {
        let table = amdgpu::table("gfx1100").unwrap();
        let _ = amdgpu::asm::assemble(table, &text);
    }
}
