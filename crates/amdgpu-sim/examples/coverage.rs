//! Lists, for code objects, the instructions the simulator does not
//! implement and the words that decode as nothing:
//! `cargo run -p amdgpu-sim --example coverage -- FILE...`.
fn main() {
    let mut missing = std::collections::BTreeMap::<String, Vec<String>>::new();
    for path in std::env::args().skip(1) {
        let bytes = std::fs::read(&path).expect("readable");
        let sim = match amdgpu_sim::Simulator::load(&bytes) {
            Ok(s) => s,
            Err(e) => {
                println!("{path}: {e}");
                continue;
            }
        };
        for (i, d) in sim.program.insts.iter().enumerate() {
            if d.handler.is_none() {
                let key = if d.inst.is_none() {
                    format!(
                        "<undecoded> {:08x}",
                        u32::from_le_bytes(
                            sim.object.text[d.offset as usize..d.offset as usize + 4].try_into().unwrap()
                        )
                    )
                } else {
                    d.mnemonic.clone()
                };
                let _ = i;
                missing.entry(key).or_default().push(path.rsplit('/').next().unwrap_or(&path).to_string());
            }
        }
    }
    for (m, files) in missing {
        let mut f = files.clone();
        f.dedup();
        println!("{m}: {}", f.join(" "));
    }
}
