//! The checked IR of each module in tests/ir/ is an insta snapshot
//! (`INSTA_UPDATE=always cargo test` blesses new output).

mod common;

#[test]
fn ir_of_each_input_is_stable() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    inputs.sort();
    assert!(inputs.len() >= 2);
    for path in inputs {
        let source = std::fs::read_to_string(&path).unwrap();
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let module = common::parse_ok(&source, &name);
        let ir = common::verify_ok(&module, &source, &name);
        insta::assert_snapshot!(format!("ir__{name}"), pisa::ir::print(&ir));
    }
}
