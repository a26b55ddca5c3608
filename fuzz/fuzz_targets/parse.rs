//! Feeds arbitrary bytes to the parser, the verifier and the renderer. Any
//! panic is a bug; a module that parses cleanly must also print back to the
//! same text twice.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    let parsed = pisa::parse(&source);
    let _ = pisa::diag::render(&parsed.diagnostics, "fuzz.pisa", &source, pisa::diag::Color::Never);
    if !parsed.has_errors() {
        let printed = pisa::print(&parsed.module);
        let again = pisa::parse(&printed);
        assert!(!again.has_errors(), "printed module does not parse:\n{printed}");
        assert_eq!(pisa::print(&again.module), printed);
        let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
        let _ = pisa::diag::render(&verified.diagnostics, "fuzz.pisa", &source, pisa::diag::Color::Never);
        if let Some(ir) = &verified.ir {
            let _ = pisa::ir::print(ir);
        }
    }
});
