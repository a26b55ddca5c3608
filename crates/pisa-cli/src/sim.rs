//! `pisa sim`: a kernel of an AMD code object on the gfx1100 simulator,
//! with `pisa run`'s arguments, launch files and output.

use crate::launch_flags::{write_buffers, LaunchFlags, Resolved};
use clap::Args;
use pisa_emu::launch;
use std::io::Write;
use std::path::PathBuf;
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
    #[command(flatten)]
    launch: LaunchFlags,
    /// Report wave-instructions by class and lane utilisation.
    #[arg(long)]
    stats: bool,
    /// Print each executed instruction with the registers it wrote.
    #[arg(long)]
    trace: bool,
    /// Stop a wave after this many instructions.
    #[arg(long, default_value_t = 100_000_000)]
    max_steps: u64,
    /// Check what a GPU leaves to software: waits for outstanding memory
    /// operations, hazards; undefined registers, LDS and scratch start as
    /// seeded garbage; transcendental results move within their error.
    #[arg(long)]
    strict: bool,
    /// Fill undefined registers, LDS and scratch from this seed instead of
    /// zeros (strict mode: seed 0 unless given).
    #[arg(long, value_name = "SEED")]
    poison: Option<u64>,
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
    let resolved = match args.launch.resolve(&args.file) {
        Ok(r) => r,
        Err(e) => return usage(e),
    };
    let kernel = match resolved.kernel.clone() {
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
    let Resolved { global, local, offset, specs, values, launch_path, .. } = resolved;
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
    let values: Vec<amdgpu_sim::Arg> = values
        .into_iter()
        .map(|v| match v {
            pisa_emu::Arg::Value(v) => amdgpu_sim::Arg::Value(v),
            pisa_emu::Arg::Buffer(b) => amdgpu_sim::Arg::Buffer(b),
            pisa_emu::Arg::Shared(n) => amdgpu_sim::Arg::Shared(n),
        })
        .collect();
    let mut request = amdgpu_sim::Launch {
        kernel: kernel.clone(),
        global,
        local,
        offset,
        args: values,
        step_limit: args.max_steps,
        trace: args.trace,
        options: amdgpu_sim::Options { strict: args.strict, poison: args.poison },
    };
    let start = Instant::now();
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(args.launch.threads).build() {
        Ok(p) => p,
        Err(e) => return usage(format!("cannot start {} threads: {e}", args.launch.threads)),
    };
    // In place: the results are left in the launch's own buffers, with no
    // copies made of them.
    let outcome = match pool.install(|| simulator.run_in_place(&mut request)) {
        Ok(o) => o,
        Err(amdgpu_sim::SimError::Fault(fault)) => {
            eprintln!("error: {fault}");
            return ExitCode::from(3);
        }
        Err(e) => return usage(e),
    };
    let seconds = start.elapsed().as_secs_f64();
    let buffers: Vec<Option<Vec<u8>>> = request
        .args
        .into_iter()
        .map(|a| match a {
            amdgpu_sim::Arg::Buffer(bytes) => Some(bytes),
            _ => None,
        })
        .collect();
    if let Some(dir) = &args.launch.out {
        if let Err(e) = write_buffers(dir, &buffers) {
            return usage(e);
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
    let printed = if args.launch.json {
        let buffers: Vec<serde_json::Value> = specs
            .iter()
            .enumerate()
            .filter_map(|(k, spec)| {
                let ty = spec.buffer_type()?;
                let bytes = buffers.get(k)?.as_ref()?;
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
            if args.strict {
                object["stats"]["waits"] = serde_json::json!(s.waits);
                object["stats"]["wait_stall_cycles"] = serde_json::json!(s.wait_stall_cycles);
            }
        }
        writeln!(stdout, "{text}{object}")
    } else {
        for (k, spec) in specs.iter().enumerate() {
            if let (Some(ty), Some(Some(bytes))) = (spec.buffer_type(), buffers.get(k)) {
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
            if args.strict {
                text.push_str(&format!(
                    "strict: {} waits executed, {} cycles stalled in them (latency model: VMEM {}, LDS {}, SMEM {} cycles)\n",
                    s.waits,
                    s.wait_stall_cycles,
                    amdgpu_sim::strict::waitcnt::Latency::VMEM,
                    amdgpu_sim::strict::waitcnt::Latency::LDS,
                    amdgpu_sim::strict::waitcnt::Latency::SMEM,
                ));
            }
        }
        stdout.write_all(text.as_bytes())
    };
    match printed {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => usage(format!("cannot write the output: {e}")),
    }
}
