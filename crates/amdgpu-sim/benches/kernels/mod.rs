//! The benchmark kernels' launches and fixtures, shared by `benches/sim.rs`
//! and `examples/launches.rs` (each includes this file by path).

use amdgpu_sim::{Arg, Launch, Simulator};

pub fn fixture(name: &str) -> Simulator {
    let path = format!("{}/tests/fixtures/{name}.hsaco", env!("CARGO_MANIFEST_DIR"));
    Simulator::load(&std::fs::read(path).expect("the fixture")).expect("loads")
}

pub fn mandelbrot() -> Launch {
    let (w, h) = (64i32, 64i32);
    Launch {
        kernel: "mandelbrot".into(),
        global: [(w * h) as u64, 1, 1],
        local: [64, 1, 1],
        offset: [0; 3],
        args: vec![
            Arg::Buffer(vec![0; (4 * w * h) as usize]),
            Arg::Value(w.to_le_bytes().to_vec()),
            Arg::Value(h.to_le_bytes().to_vec()),
            Arg::Value((1.0f32 / w as f32).to_le_bytes().to_vec()),
            Arg::Value((1.0f32 / h as f32).to_le_bytes().to_vec()),
            Arg::Value(256i32.to_le_bytes().to_vec()),
        ],
        step_limit: u64::MAX,
        trace: false,
        options: Default::default(),
    }
}

pub fn vector_add() -> Launch {
    let n = 1 << 18;
    Launch {
        kernel: "vector_add".into(),
        global: [n, 1, 1],
        local: [256, 1, 1],
        offset: [0; 3],
        args: vec![
            Arg::Buffer(vec![0x3f; 4 * n as usize]),
            Arg::Buffer(vec![0x40; 4 * n as usize]),
            Arg::Buffer(vec![0; 4 * n as usize]),
            Arg::Value((n as i32).to_le_bytes().to_vec()),
        ],
        step_limit: u64::MAX,
        trace: false,
        options: Default::default(),
    }
}
