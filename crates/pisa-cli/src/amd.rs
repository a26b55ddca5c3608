//! `pisa asm` and `pisa disasm`: the AMD GPU ISA library on the command line.

use crate::display_name;
use clap::Args;
use pisa::diag::{self, Color};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args)]
#[command(
    after_help = "Every gfx1100 encoding: SOP1, SOP2, SOPK, SOPC, SOPP, SMEM, VOP1, VOP2, VOPC, VOP3, VOP3P, VOPD,
VINTERP, LDSDIR, DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH and EXP, with the DPP forms.
-o writes a relocatable HSA code object as llvm-mc -filetype=obj does: .text, the kernel
descriptors of .amdhsa_kernel blocks, the .amdgpu_metadata note, and the symbols
(clang-22 -S output assembles as it does with llvm-mc-22).
With --raw, -o writes the bare instruction bytes. Long files are assembled on all cores."
)]
pub struct AsmArgs {
    /// The assembly file (LLVM's gfx11 syntax); `-` reads standard input.
    file: PathBuf,
    /// The target processor.
    #[arg(long, default_value = "gfx1100")]
    mcpu: String,
    /// Print each instruction with its encoding, as `llvm-mc -show-encoding` does.
    #[arg(long)]
    show_encoding: bool,
    /// Write a code object here (raw bytes with --raw).
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// With -o: write the bare instruction bytes, not a code object.
    #[arg(long)]
    raw: bool,
}

#[derive(Args)]
#[command(after_help = "FILE is an HSA code object (code object v4-v6, relocatable or linked, as clang and ld.lld
write them): its .text is listed as llvm-objdump -d lists it. With --raw, FILE is bare bytes.")]
pub struct DisasmArgs {
    /// A code object, or raw instruction bytes with --raw.
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
    // A large file is mapped, not copied: see source.rs.
    let source = match crate::source::read(&args.file, crate::source::Residency::Whole) {
        Ok(source) => source,
        Err(error) => {
            eprintln!("error: cannot read `{}`: {error}", display_name(&args.file));
            return ExitCode::from(2);
        }
    };
    let name = display_name(&args.file);
    // The instruction list is only for the listing.
    let assembled = if args.show_encoding {
        amdgpu::asm::assemble(table, &source)
    } else {
        amdgpu::asm::assemble_bytes(table, &source)
    };
    let out = match assembled {
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
        let bytes = if args.raw {
            out.bytes.clone()
        } else {
            match out.code_object(&args.mcpu) {
                Ok(b) => b,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            }
        };
        if let Err(e) = crate::write_file(path, &bytes) {
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
            if !data.starts_with(b"\x7fELF") {
                eprintln!("error: `{}` is not a code object; pass --raw to decode raw bytes", path.display());
                return ExitCode::from(2);
            }
            return disasm_object(table, &args.mcpu, path, &data);
        }
        data
    };
    let mut text = String::with_capacity(bytes.len() * 24);
    amdgpu::inst::listing(table, &bytes, &mut text);
    let _ = std::io::stdout().write_all(text.as_bytes());
    ExitCode::SUCCESS
}

/// Lists a code object's `.text` as `llvm-objdump -d --mcpu=...` does.
fn disasm_object(table: &'static amdgpu::Table, mcpu: &str, path: &std::path::Path, data: &[u8]) -> ExitCode {
    let co = match amdgpu::hsaco::read(data) {
        Ok(co) => co,
        Err(e) => {
            eprintln!("error: `{}`: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    if co.target != mcpu {
        eprintln!(
            "error: `{}` is a code object for {}, not {mcpu}; pass --mcpu {}",
            path.display(),
            co.target,
            co.target
        );
        return ExitCode::from(2);
    }
    let symbols: Vec<(u64, String)> =
        co.symbols.iter().filter(|s| s.in_text).map(|s| (s.value, s.name.clone())).collect();
    let mut text = format!("\n{}:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n", path.display());
    amdgpu::inst::listing_with_symbols(table, &co.text, co.text_address, &symbols, &mut text);
    let _ = std::io::stdout().write_all(text.as_bytes());
    ExitCode::SUCCESS
}
