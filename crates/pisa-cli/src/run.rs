//! `pisa run`: a kernel on the reference emulator.

use crate::launch_flags::{LaunchFlags, Resolved};
use crate::output;
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
launch errors, 3 when the kernel faults.")]
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
    let results = output::Results { kernel: &kernel, specs: &specs, buffers: &outcome.buffers, stats, trace: &[] };
    results.emit(&args.launch)
}
