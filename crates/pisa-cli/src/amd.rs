//! `pisa asm` and `pisa disasm`: the AMD GPU ISA library on the command line.

use crate::display_name;
use clap::Args;
use pisa::diag::{self, Color};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args)]
#[command(after_help = "Covered so far: the scalar formats SOP1, SOP2, SOPK, SOPC, SOPP and SMEM of gfx1100.
-o writes the raw instruction bytes; HSA code objects are not written yet.")]
pub struct AsmArgs {
    /// The assembly file (LLVM's gfx11 syntax); `-` reads standard input.
    file: PathBuf,
    /// The target processor.
    #[arg(long, default_value = "gfx1100")]
    mcpu: String,
    /// Print each instruction with its encoding, as `llvm-mc -show-encoding` does.
    #[arg(long)]
    show_encoding: bool,
    /// Write the instruction bytes here.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Args)]
#[command(after_help = "Reading HSA code objects is not supported yet: give raw bytes with --raw, or --hex.")]
pub struct DisasmArgs {
    /// A file of raw instruction bytes (with --raw).
    file: Option<PathBuf>,
    /// The target processor.
    #[arg(long, default_value = "gfx1100")]
    mcpu: String,
    /// FILE holds raw bytes.
    #[arg(long)]
    raw: bool,
    /// Bytes to decode, as `0x05 0x40 ...` (or `05 40 ...`).
    #[arg(long, value_name = "BYTES", conflicts_with = "file")]
    hex: Option<String>,
}

fn target(mcpu: &str) -> Result<&'static amdgpu::Table, ExitCode> {
    amdgpu::table(mcpu).ok_or_else(|| {
        eprintln!("error: unknown --mcpu `{mcpu}`; supported: {}", amdgpu::TARGETS.join(", "));
        ExitCode::from(2)
    })
}

pub fn asm(args: &AsmArgs, color: Color) -> ExitCode {
    let table = match target(&args.mcpu) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let Ok(source) = crate::read(&args.file) else { return ExitCode::from(2) };
    let name = display_name(&args.file);
    let out = match amdgpu::asm::assemble(table, &source) {
        Ok(out) => out,
        Err(errors) => {
            let diagnostics: Vec<pisa::Diagnostic> = errors
                .iter()
                .map(|e| {
                    pisa::Diagnostic::error(
                        pisa::syntax::ast::Span { start: e.span.start as u32, end: e.span.end as u32 },
                        e.message.clone(),
                    )
                })
                .collect();
            let _ = std::io::stderr().write_all(diag::render(&diagnostics, &name, &source, color).as_bytes());
            return ExitCode::from(1);
        }
    };
    if args.show_encoding {
        let mut text = String::new();
        for a in &out.insts {
            let bytes = amdgpu::encode(table, &a.inst);
            let hex: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
            // llvm-mc pads the text to 40 columns, or puts one space after a longer one.
            let line = amdgpu::print(table, &a.inst);
            let pad = 40usize.saturating_sub(line.len()).max(1);
            text.push_str(&format!("\t{line}{}; encoding: [{}]\n", " ".repeat(pad), hex.join(",")));
        }
        let _ = std::io::stdout().write_all(text.as_bytes());
    }
    if let Some(path) = &args.output {
        if let Err(e) = std::fs::write(path, &out.bytes) {
            eprintln!("error: cannot write `{}`: {e}", path.display());
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}

pub fn disasm(args: &DisasmArgs) -> ExitCode {
    let table = match target(&args.mcpu) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let bytes = if let Some(hex) = &args.hex {
        let mut bytes = Vec::new();
        for token in hex.split([' ', ',']).filter(|t| !t.is_empty()) {
            let digits = token.trim_start_matches("0x").trim_start_matches("0X");
            match u8::from_str_radix(digits, 16) {
                Ok(b) => bytes.push(b),
                Err(_) => {
                    eprintln!("error: `{token}` is not a byte");
                    return ExitCode::from(2);
                }
            }
        }
        bytes
    } else {
        let Some(path) = &args.file else {
            eprintln!("error: give a FILE (with --raw) or --hex BYTES");
            return ExitCode::from(2);
        };
        let data = match std::fs::read(path) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("error: cannot read `{}`: {e}", path.display());
                return ExitCode::from(2);
            }
        };
        if !args.raw {
            if data.starts_with(b"\x7fELF") {
                eprintln!(
                    "error: `{}` is an ELF file; reading HSA code objects is not supported yet (see --help)",
                    path.display()
                );
            } else {
                eprintln!("error: `{}` is not a code object; pass --raw to decode raw bytes", path.display());
            }
            return ExitCode::from(2);
        }
        data
    };
    let mut text = String::with_capacity(bytes.len() * 24);
    amdgpu::inst::listing(table, &bytes, &mut text);
    let _ = std::io::stdout().write_all(text.as_bytes());
    ExitCode::SUCCESS
}
