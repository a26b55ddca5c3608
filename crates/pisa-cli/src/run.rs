//! `pisa run`: a kernel on the reference emulator.

use crate::launch_flags::{LaunchFlags, Resolved};
use crate::output;
use crate::sim::{buffers_of, dims3, to_sim_args};
use crate::{display_name, read, report};
use clap::Args;
use pisa::diag::{self, Color};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

#[derive(Args)]
#[command(after_help = "Arguments, in kernel parameter order:
  u8:V u16:V u32:V u64:V s8:V s16:V s32:V s64:V f16:V bf16:V f32:V f64:V
                           a value; decimal, or 0x hex (raw bits, also for floats)
  buf:TYPE:1,2,3           a global buffer (the parameter gets its 64-bit address)
  buf:TYPE:zeros:N | iota:N | fill:N:V | rand:N:SEED | @FILE
  shared:BYTES             dynamic shared memory (the parameter gets its address)

Defaults for the kernel, sizes and arguments come from NAME.launch.toml beside
FILE when it exists; flags override them.

Exit status: 0 on success, 1 when the module is invalid, 2 on usage, I/O and
launch errors, 3 when the kernel faults, 4 when --compare finds a difference.")]
pub struct RunArgs {
    /// The PISA module.
    file: PathBuf,
    #[command(flatten)]
    launch: LaunchFlags,
    #[command(flatten)]
    parse: crate::ParseFlags,
    /// Report instruction counts, lane utilisation and time.
    #[arg(long)]
    stats: bool,
    /// Stop a sub-group after this many instructions.
    #[arg(long, default_value_t = 100_000_000)]
    max_steps: u64,
    /// Deepest call nesting allowed.
    #[arg(long, default_value_t = 256)]
    max_call_depth: u32,
    /// Private memory per work-item, in bytes.
    #[arg(long, default_value_t = 16384)]
    private_size: u32,
    /// Compile the kernel with the native backend for this target and run
    /// the code object on its simulator instead of the emulator.
    #[arg(long, value_parser = ["gfx1100"])]
    target: Option<String>,
    /// Run on the emulator and, compiled, on the gfx1100 simulator; report
    /// the first element that differs (exit status 4).
    #[arg(long, conflicts_with = "target")]
    compare: bool,
    /// With --target or --compare: the simulator's strict mode.
    #[arg(long)]
    strict: bool,
    /// With --target or --compare: fill undefined registers from this seed.
    #[arg(long, value_name = "SEED")]
    poison: Option<u64>,
    /// With --target or --compare: the backend's optimisation level, as
    /// `pisa build -O` (3 is 2).
    #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
}

/// Compiles the kernel and runs it on the simulator: the final buffers.
fn run_native(
    args: &RunArgs,
    ir: &pisa::ir::Module,
    request: &pisa_emu::Launch,
    report_error: &dyn Fn(&pisa_amdgpu::CompileError),
) -> Result<Vec<Option<Vec<u8>>>, ExitCode> {
    let options = pisa_amdgpu::Options { kernel: Some(request.kernel.clone()), opt_level: args.opt_level.min(2) };
    let object = pisa_amdgpu::compile_object(ir, &options).map_err(|e| {
        report_error(&e);
        ExitCode::from(1)
    })?;
    let simulator = amdgpu_sim::Simulator::load(&object).map_err(usage)?;
    let global = dims3(&request.global, 1);
    let required = ir.functions.iter().find(|f| f.name == request.kernel).and_then(|f| f.reqd_work_group_size);
    let local = match (&request.local, required) {
        (Some(l), _) => dims3(l, 1),
        (None, Some(r)) => r,
        (None, None) => [global[0].min(64), 1, 1],
    };
    let values = to_sim_args(request.args.clone());
    let mut launch = amdgpu_sim::Launch {
        kernel: request.kernel.clone(),
        global,
        local,
        offset: dims3(&request.offset, 0),
        args: values,
        step_limit: args.max_steps,
        trace: false,
        options: amdgpu_sim::Options { strict: args.strict, poison: args.poison },
    };
    match simulator.run_in_place(&mut launch) {
        Ok(_) => {}
        Err(amdgpu_sim::SimError::Fault(fault)) => {
            eprintln!("error: {fault}");
            return Err(ExitCode::from(3));
        }
        Err(e) => return Err(usage(e)),
    }
    Ok(buffers_of(launch.args))
}

/// The first difference between the emulator's buffers and the compiled
/// kernel's, named by parameter and element.
fn first_difference(
    ir: &pisa::ir::Module,
    kernel: &str,
    specs: &[pisa_emu::launch::ArgSpec],
    expected: &[Option<Vec<u8>>],
    got: &[Option<Vec<u8>>],
) -> Option<String> {
    let params = ir.functions.iter().find(|f| f.name == kernel).map(|f| &f.kernel_params);
    for (k, (e, g)) in expected.iter().zip(got).enumerate() {
        let (Some(e), Some(g)) = (e, g) else { continue };
        if e == g {
            continue;
        }
        let ty = specs.get(k).and_then(|s| s.buffer_type());
        let width = ty.map_or(1, |t| t.bytes());
        let at =
            (0..e.len().min(g.len()) / width).find(|&i| e[i * width..(i + 1) * width] != g[i * width..(i + 1) * width]);
        let param = params.and_then(|p| p.get(k)).map_or(format!("arg{k}"), |p| format!("arg{k} (%{})", p.name));
        let Some(at) = at else { return Some(format!("buffer {param} differs in length")) };
        let show = |bytes: &[u8]| match ty {
            Some(t) => t.format_value(pisa_emu::launch::elements(t, &bytes[at * width..(at + 1) * width])[0]),
            None => format!("0x{:02x}", bytes[at]),
        };
        return Some(format!(
            "buffer {param} differs first at element {at}: emulator {}, gfx1100 {}",
            show(e),
            show(g)
        ));
    }
    None
}

fn usage(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}

pub fn run(args: &RunArgs, color: Color) -> ExitCode {
    let Ok(source) = read(&args.file) else { return ExitCode::from(2) };
    let name = display_name(&args.file);
    let parsed = pisa::syntax::parse_with(&source, &args.parse.options());
    report(&parsed.diagnostics, &name, &source, color);
    if parsed.has_errors() {
        return ExitCode::from(1);
    }
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let errors: Vec<pisa::Diagnostic> = verified.diagnostics.iter().filter(|d| d.is_error()).cloned().collect();
    report(&errors, &name, &source, color);
    let Some(ir) = verified.ir else { return ExitCode::from(1) };

    let resolved = match args.launch.resolve(&args.file) {
        Ok(r) => r,
        Err(e) => return usage(e),
    };
    let program = pisa_emu::Program::new(&ir);
    let kernel = match resolved.kernel.clone() {
        Some(k) => k.trim_start_matches('@').to_string(),
        None => match program.kernels.as_slice() {
            [only] => only.name.clone(),
            [] => return usage(format!("`{name}` has no kernel to run")),
            many => {
                let names: Vec<String> = many.iter().map(|k| format!("@{}", k.name)).collect();
                return usage(format!("`{name}` has several kernels ({}); choose one with --kernel", names.join(", ")));
            }
        },
    };
    let Resolved { global, local, offset, specs, values, launch_path, .. } = resolved;
    let Some(global) = global else {
        return usage(format!(
            "no global size: give --global X[,Y[,Z]] or write `global = [..]` in {}",
            launch_path.display()
        ));
    };
    let request =
        pisa_emu::Launch { kernel: kernel.clone(), global, local, offset: offset.unwrap_or_default(), args: values };
    let options = pisa_emu::Options {
        threads: args.launch.threads,
        max_steps: args.max_steps,
        max_call_depth: args.max_call_depth,
        private_size: args.private_size,
    };

    let native = if args.target.is_some() || args.compare {
        let report_error = |e: &pisa_amdgpu::CompileError| report(&[e.to_diagnostic()], &name, &source, color);
        match run_native(args, &ir, &request, &report_error) {
            Ok(buffers) => Some(buffers),
            Err(code) => return code,
        }
    } else {
        None
    };
    if let (Some(buffers), false) = (&native, args.compare) {
        let results = output::Results { kernel: &kernel, specs: &specs, buffers, stats: None, trace: &[] };
        return results.emit(&args.launch);
    }

    let start = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let bar: OnceLock<indicatif::ProgressBar> = OnceLock::new();
    let bar_lock = Mutex::new(());
    let progress = |done: u64, total: u64| {
        if !terminal || start.elapsed().as_secs_f64() < 1.0 {
            return;
        }
        let _guard = bar_lock.lock();
        let b = bar.get_or_init(|| {
            let b = indicatif::ProgressBar::new(total);
            b.set_style(
                indicatif::ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} work-groups")
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            b
        });
        b.set_position(done);
    };
    let result = pisa_emu::run(&program, &request, &options, Some(&progress));
    if let Some(b) = bar.get() {
        b.finish_and_clear();
    }
    let seconds = start.elapsed().as_secs_f64();
    let outcome = match result {
        Ok(o) => o,
        Err(pisa_emu::Error::Launch(message)) => return usage(message),
        Err(pisa_emu::Error::Fault(fault)) => {
            let rendered = diag::render(&[fault.to_diagnostic()], &name, &source, color);
            let _ = std::io::stderr().write_all(rendered.as_bytes());
            return ExitCode::from(3);
        }
    };
    let stats = args.stats.then(|| {
        let s = &outcome.stats;
        output::Stats {
            unit: "sub-group",
            instructions: s.instructions,
            lane_utilisation: s.lane_utilisation(),
            utilisation_of: "",
            work_groups: s.work_groups,
            sub_groups: s.sub_groups,
            seconds,
            counts: vec![
                ("lane_instructions", "lane-instructions", s.lane_instructions),
                ("barriers", "barriers", s.barriers),
                ("divergent_branches", "divergent branches", s.divergent_branches),
                ("divergent_calls", "divergent calls", s.divergent_calls),
                ("calls", "calls", s.calls),
                ("atomics", "atomics", s.atomics),
            ],
            breakdown: (
                "by_opcode",
                "by opcode",
                s.opcode_counts().iter().map(|(op, n)| (op.as_str().to_string(), *n)).collect(),
            ),
        }
    });
    if let Some(native) = &native {
        if let Some(difference) = first_difference(&ir, &kernel, &specs, &outcome.buffers, native) {
            eprintln!("error: {difference}");
            return ExitCode::from(4);
        }
        eprintln!("the emulator and the gfx1100 code agree on every buffer");
    }
    let results = output::Results { kernel: &kernel, specs: &specs, buffers: &outcome.buffers, stats, trace: &[] };
    results.emit(&args.launch)
}
