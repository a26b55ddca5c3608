//! `pisa build`: PISA kernels compiled to a gfx1100 code object (or its
//! assembly) by the native backend.

use crate::{display_name, read, report};
use clap::Args;
use pisa::diag::Color;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args)]
#[command(after_help = "Writes a linked code object (code object v5) that `pisa sim` and ROCm's loader
load, or with --emit asm the LLVM-syntax assembly with its .amdhsa_kernel and
.amdgpu_metadata directives, which llvm-mc and `pisa asm` assemble.

Exit status: 0 on success, 1 when the module is invalid or a kernel cannot be
compiled (the error names what is not supported), 2 on usage and I/O errors.")]
pub struct BuildArgs {
    /// The PISA module.
    file: PathBuf,
    /// Where to write the result; default: FILE with .hsaco (or .s).
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    output: Option<PathBuf>,
    /// The target processor.
    #[arg(long, default_value = "gfx1100", value_parser = ["gfx1100"])]
    mcpu: String,
    /// Optimisation level: 0 compiles the PISA as written; 1, 2 and 3 (one
    /// pipeline; 3 as clang and ptxas users write it) unroll counted loops,
    /// propagate constants and flatten small divergent branches.
    #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
    /// Compile only this kernel.
    #[arg(long)]
    kernel: Option<String>,
    /// What to write: the code object (obj) or the assembly (asm).
    #[arg(long, value_parser = ["asm", "obj"], default_value = "obj")]
    emit: String,
    #[command(flatten)]
    parse: crate::ParseFlags,
}

/// Parses, verifies and compiles a file: the assembly with `asm`, else the
/// code object alone; the diagnostics are reported here.
fn compile_file(
    file: &Path,
    parse: &crate::ParseFlags,
    options: &pisa_amdgpu::Options,
    asm: bool,
    color: Color,
) -> Result<Vec<u8>, ExitCode> {
    let Ok(source) = read(file) else { return Err(ExitCode::from(2)) };
    let name = display_name(file);
    let parsed = pisa::syntax::parse_with(&source, &parse.options());
    report(&parsed.diagnostics, &name, &source, color);
    if parsed.has_errors() {
        return Err(ExitCode::from(1));
    }
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let errors: Vec<pisa::Diagnostic> = verified.diagnostics.iter().filter(|d| d.is_error()).cloned().collect();
    report(&errors, &name, &source, color);
    let Some(ir) = verified.ir else { return Err(ExitCode::from(1)) };
    let compiled = if asm {
        pisa_amdgpu::compile(&ir, options).map(|c| c.asm.into_bytes())
    } else {
        pisa_amdgpu::compile_object(&ir, options)
    };
    match compiled {
        Ok(bytes) => Ok(bytes),
        Err(e) => {
            report(&[e.to_diagnostic()], &name, &source, color);
            Err(ExitCode::from(1))
        }
    }
}

pub fn build(args: &BuildArgs, color: Color) -> ExitCode {
    let options = pisa_amdgpu::Options { kernel: args.kernel.clone(), opt_level: args.opt_level.min(2) };
    let asm = args.emit == "asm";
    let bytes = match compile_file(&args.file, &args.parse, &options, asm, color) {
        Ok(bytes) => bytes,
        Err(code) => return code,
    };
    let output = args.output.clone().unwrap_or_else(|| args.file.with_extension(if asm { "s" } else { "hsaco" }));
    let written = if output.as_os_str() == "-" {
        use std::io::Write;
        std::io::stdout().write_all(&bytes)
    } else {
        crate::write_file(&output, &bytes)
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write `{}`: {e}", output.display());
            ExitCode::from(2)
        }
    }
}
