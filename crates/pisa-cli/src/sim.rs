//! `pisa sim`: a kernel of an AMD code object on the gfx1100 simulator,
//! with `pisa run`'s arguments, launch files and output.

use crate::launch_flags::{LaunchFlags, Resolved};
use crate::output;
use clap::Args;
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

/// One to three sizes as three, the missing ones `fill`.
pub(crate) fn dims3(v: &[u64], fill: u64) -> [u64; 3] {
    [v.first().copied().unwrap_or(fill), v.get(1).copied().unwrap_or(fill), v.get(2).copied().unwrap_or(fill)]
}

/// The launch's arguments as the simulator takes them.
pub(crate) fn to_sim_args(values: Vec<pisa_emu::Arg>) -> Vec<amdgpu_sim::Arg> {
    values
        .into_iter()
        .map(|v| match v {
            pisa_emu::Arg::Value(v) => amdgpu_sim::Arg::Value(v),
            pisa_emu::Arg::Buffer(b) => amdgpu_sim::Arg::Buffer(b),
            pisa_emu::Arg::Shared(n) => amdgpu_sim::Arg::Shared(n),
        })
        .collect()
}

/// For each argument: a buffer's final bytes, `None` for the others.
pub(crate) fn buffers_of(args: Vec<amdgpu_sim::Arg>) -> Vec<Option<Vec<u8>>> {
    args.into_iter()
        .map(|a| match a {
            amdgpu_sim::Arg::Buffer(bytes) => Some(bytes),
            _ => None,
        })
        .collect()
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
    let offset = offset.map_or([0; 3], |o| dims3(&o, 0));
    let Some(global) = global else {
        return usage(format!(
            "no global size: give --global X[,Y[,Z]] or write `global = [..]` in {}",
            launch_path.display()
        ));
    };
    let global = dims3(&global, 1);
    let local = match local {
        Some(l) => dims3(&l, 1),
        None => [global[0].min(64), 1, 1],
    };
    let values = to_sim_args(values);
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
    let buffers = buffers_of(request.args);
    let stats = args.stats.then(|| {
        let s = &outcome.stats;
        // Every work-group runs all its waves, partial groups included, so
        // the geometry gives both counts.
        let work_groups: u64 = (0..3).map(|d| request.global[d].div_ceil(request.local[d].max(1))).product();
        let waves_per_group = request.local.iter().product::<u64>().div_ceil(32);
        output::Stats {
            unit: "wave",
            instructions: s.wave_instructions,
            lane_utilisation: if s.valu_instructions == 0 {
                0.0
            } else {
                s.valu_lanes as f64 / (32 * s.valu_instructions) as f64
            },
            utilisation_of: "VALU instructions only",
            work_groups,
            sub_groups: work_groups * waves_per_group,
            seconds,
            counts: {
                let mut counts = vec![
                    ("valu_instructions", "VALU instructions", s.valu_instructions),
                    ("valu_lanes", "VALU lane-instructions", s.valu_lanes),
                ];
                if args.strict {
                    // Latency model: amdgpu_sim::strict::waitcnt::Latency.
                    counts.push(("waits", "waits executed (strict)", s.waits));
                    counts.push(("wait_stall_cycles", "cycles stalled in waits (strict)", s.wait_stall_cycles));
                }
                counts
            },
            breakdown: ("by_class", "by class", s.by_class.clone()),
        }
    });
    let results = output::Results { kernel: &kernel, specs: &specs, buffers: &buffers, stats, trace: &outcome.trace };
    results.emit(&args.launch)
}
