//! `pisa sim`: a kernel of an AMD code object on the gfx1100 simulator,
//! with `pisa run`'s arguments, launch files and output.

use clap::Args;
use pisa_emu::launch::{self, ArgSpec};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args)]
#[command(after_help = "Arguments, in kernel parameter order, as for `pisa run`:
  u8:V u16:V u32:V u64:V s8:V s16:V s32:V s64:V f16:V bf16:V f32:V f64:V
                           a value; decimal, or 0x hex (raw bits, also for floats)
  buf:TYPE:1,2,3           a global buffer (the parameter gets its 64-bit address)
  buf:TYPE:zeros:N | iota:N | fill:N:V | rand:N:SEED | @FILE
  shared:BYTES             dynamic LDS (a __local pointer parameter)

Defaults for the kernel, sizes and arguments come from NAME.launch.toml beside
FILE when it exists; flags override them.

Exit status: 0 on success, 2 on usage, I/O, load and launch errors, 3 when
the kernel faults.")]
pub struct SimArgs {
    /// The code object (linked, or relocatable without calls).
    file: PathBuf,
    /// The kernel to run (default: the launch file's, or the only kernel).
    #[arg(long)]
    kernel: Option<String>,
    /// Global size X[,Y[,Z]].
    #[arg(long)]
    global: Option<String>,
    /// Work-group size X[,Y[,Z]] (default 64, or the global size if smaller).
    #[arg(long)]
    local: Option<String>,
    /// Global offset X[,Y[,Z]] (kernels read it from their hidden arguments).
    #[arg(long)]
    offset: Option<String>,
    /// A kernel argument; repeat for each parameter, in order.
    #[arg(long = "arg", value_name = "SPEC")]
    args: Vec<String>,
    /// Print the result as one JSON object.
    #[arg(long)]
    json: bool,
    /// Write each buffer as raw bytes to DIR/argK.bin.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Host threads (default: every core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Report wave-instructions by class and lane utilisation.
    #[arg(long)]
    stats: bool,
    /// Print each executed instruction with the registers it wrote.
    #[arg(long)]
    trace: bool,
    /// Stop a wave after this many instructions.
    #[arg(long, default_value_t = 100_000_000)]
    max_steps: u64,
}

fn usage(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}

fn dims3(v: &[u64]) -> [u64; 3] {
    [v.first().copied().unwrap_or(1), v.get(1).copied().unwrap_or(1), v.get(2).copied().unwrap_or(1)]
}

pub fn sim(args: &SimArgs) -> ExitCode {
    let bytes = match std::fs::read(&args.file) {
        Ok(b) => b,
        Err(e) => return usage(format!("cannot read `{}`: {e}", args.file.display())),
    };
    let simulator = match amdgpu_sim::Simulator::load(&bytes) {
        Ok(s) => s,
        Err(e) => return usage(format!("`{}`: {e}", args.file.display())),
    };
    let launch_path = launch::launch_file_for(&args.file);
    let file = match launch::read_launch_file(&launch_path) {
        Ok(f) => f.unwrap_or_default(),
        Err(e) => return usage(e),
    };
    let kernel = match args.kernel.clone().or(file.kernel.clone()) {
        Some(k) => k,
        None => match simulator.object.kernels.as_slice() {
            [only] => only.name.clone(),
            [] => return usage(format!("`{}` has no kernel", args.file.display())),
            many => {
                let names: Vec<&str> = many.iter().map(|k| k.name.as_str()).collect();
                return usage(format!("several kernels ({}); choose one with --kernel", names.join(", ")));
            }
        },
    };
    let dims = |flag: &Option<String>, default: &Option<Vec<u64>>| -> Result<Option<Vec<u64>>, String> {
        match flag {
            Some(text) => launch::parse_dims(text).map(Some),
            None => Ok(default.clone()),
        }
    };
    let (global, local, offset) =
        match (dims(&args.global, &file.global), dims(&args.local, &file.local), dims(&args.offset, &file.offset)) {
            (Ok(g), Ok(l), Ok(o)) => (g, l, o),
            (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => return usage(e),
        };
    let offset = offset.map_or([0; 3], |o| {
        [o.first().copied().unwrap_or(0), o.get(1).copied().unwrap_or(0), o.get(2).copied().unwrap_or(0)]
    });
    let Some(global) = global else {
        return usage(format!(
            "no global size: give --global X[,Y[,Z]] or write `global = [..]` in {}",
            launch_path.display()
        ));
    };
    let global = dims3(&global);
    let local = match local {
        Some(l) => dims3(&l),
        None => [global[0].min(64), 1, 1],
    };
    let (texts, base): (Vec<String>, PathBuf) = if !args.args.is_empty() {
        (args.args.clone(), PathBuf::from("."))
    } else {
        let dir = launch_path.parent().map(Path::to_path_buf).unwrap_or_default();
        (file.args.clone().unwrap_or_default(), dir)
    };
    let mut specs = Vec::new();
    let mut values = Vec::new();
    for text in &texts {
        let spec = match ArgSpec::parse(text, &base) {
            Ok(s) => s,
            Err(e) => return usage(e),
        };
        let arg = match spec.to_arg() {
            Ok(pisa_emu::Arg::Value(v)) => amdgpu_sim::Arg::Value(v),
            Ok(pisa_emu::Arg::Buffer(b)) => amdgpu_sim::Arg::Buffer(b),
            Ok(pisa_emu::Arg::Shared(n)) => amdgpu_sim::Arg::Shared(n),
            Err(e) => return usage(e),
        };
        values.push(arg);
        specs.push(spec);
    }
    let request = amdgpu_sim::Launch {
        kernel: kernel.clone(),
        global,
        local,
        offset,
        args: values,
        step_limit: args.max_steps,
        trace: args.trace,
    };
    let start = Instant::now();
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(args.threads).build() {
        Ok(p) => p,
        Err(e) => return usage(format!("cannot start {} threads: {e}", args.threads)),
    };
    let outcome = match pool.install(|| simulator.run(&request)) {
        Ok(o) => o,
        Err(amdgpu_sim::SimError::Fault(fault)) => {
            eprintln!("error: {fault}");
            return ExitCode::from(3);
        }
        Err(e) => return usage(e),
    };
    let seconds = start.elapsed().as_secs_f64();
    if let Some(dir) = &args.out {
        if let Err(e) = std::fs::create_dir_all(dir) {
            return usage(format!("cannot create `{}`: {e}", dir.display()));
        }
        for (k, buffer) in outcome.buffers.iter().enumerate() {
            if let Some(bytes) = buffer {
                let path = dir.join(format!("arg{k}.bin"));
                if let Err(e) = std::fs::write(&path, bytes) {
                    return usage(format!("cannot write `{}`: {e}", path.display()));
                }
            }
        }
    }
    let mut stdout = std::io::stdout().lock();
    let mut text = String::new();
    for line in &outcome.trace {
        text.push_str(line);
        text.push('\n');
    }
    let s = &outcome.stats;
    let utilisation =
        if s.valu_instructions == 0 { 0.0 } else { s.valu_lanes as f64 / (32 * s.valu_instructions) as f64 };
    let printed = if args.json {
        let buffers: Vec<serde_json::Value> = specs
            .iter()
            .enumerate()
            .filter_map(|(k, spec)| {
                let ty = spec.buffer_type()?;
                let bytes = outcome.buffers.get(k)?.as_ref()?;
                let values: Vec<serde_json::Value> =
                    launch::elements(ty, bytes).into_iter().map(|v| launch::json_value(ty, v)).collect();
                Some(serde_json::json!({ "arg": k, "type": ty.name(), "values": values }))
            })
            .collect();
        let mut object = serde_json::json!({ "kernel": kernel, "buffers": buffers });
        if args.stats {
            let classes: serde_json::Map<String, serde_json::Value> =
                s.by_class.iter().map(|(c, n)| (c.clone(), serde_json::json!(n))).collect();
            object["stats"] = serde_json::json!({
                "wave_instructions": s.wave_instructions,
                "by_class": classes,
                "lane_utilisation": utilisation,
                "seconds": seconds,
            });
        }
        writeln!(stdout, "{text}{object}")
    } else {
        for (k, spec) in specs.iter().enumerate() {
            if let (Some(ty), Some(Some(bytes))) = (spec.buffer_type(), outcome.buffers.get(k)) {
                text.push_str(&launch::format_buffer(k, ty, bytes));
                text.push('\n');
            }
        }
        if args.stats {
            let classes: Vec<String> = s.by_class.iter().map(|(c, n)| format!("{c} {n}")).collect();
            text.push_str(&format!(
                "stats: {} wave-instructions ({}), VALU lane utilisation {:.1}%, {:.3} s ({:.1} M wave-instructions/s)\n",
                s.wave_instructions,
                classes.join(", "),
                100.0 * utilisation,
                seconds,
                s.wave_instructions as f64 / seconds.max(1e-9) / 1e6
            ));
        }
        stdout.write_all(text.as_bytes())
    };
    match printed {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => usage(format!("cannot write the output: {e}")),
    }
}
