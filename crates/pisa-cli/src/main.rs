#![cfg_attr(all(target_os = "linux", target_env = "gnu", not(test)), no_main)]
//! The `pisa` command.
//!
//! Exit codes: 0 when every input is fine, 1 when an input has errors (or,
//! for `fmt --check`, is not canonical), 2 for usage, I/O and launch errors,
//! 3 when a kernel run by `pisa run` faults.

mod amd;
mod build;
mod doc;
mod launch_flags;
mod output;
mod run;
mod sim;
mod source;

use clap::{Parser, Subcommand, ValueEnum};
use pisa::diag::{self, Color};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "pisa",
    version,
    about = "A toolchain for Intel's Portable ISA (PISA v0.1)",
    after_help = "Examples:\n  pisa check kernel.pisa          check a module, report every problem\n  cat kernel.pisa | pisa check -  read the module from standard input\n  pisa fmt kernel.pisa            print the module in canonical form\n  pisa fmt --write src/*.pisa     rewrite files in canonical form\n  pisa fmt --check src/*.pisa     exit 1 if a file is not canonical\n  pisa run examples/saxpy.pisa    run a kernel on the CPU (defaults from saxpy.launch.toml)\n  pisa asm --show-encoding k.s    assemble gfx1100 assembly\n  pisa disasm --hex \"0x00 0x00 0xb0 0xbf\"   decode bytes"
)]
struct Cli {
    /// When to colour diagnostics.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    color: ColorChoice,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum ColorChoice {
    Auto,
    Always,
    Never,
}

// Each subcommand's arguments are built only when it is the one run (or
// help lists them): building all eight took about a tenth of a small
// `pisa build`.
#[derive(Subcommand)]
#[command(defer = true)]
enum Command {
    /// Check PISA modules and report every problem found.
    #[command(
        after_help = "Exit status: 0 when every file is valid, 1 when one has errors, 2 on usage or I/O errors."
    )]
    Check {
        /// Files to check; `-` reads standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// `-W error` reports warnings as errors.
        #[arg(short = 'W', value_name = "error", value_parser = ["error"])]
        warnings: Option<String>,
        /// Silences a warning: unused, uninitialized, unreachable, offset-out-of-bounds, initializer-truncated.
        #[arg(short = 'A', value_name = "LINT")]
        allow: Vec<String>,
        /// Prints the checked IR of each valid file.
        #[arg(long, value_name = "ir", value_parser = ["ir"])]
        emit: Option<String>,
        #[command(flatten)]
        parse: ParseFlags,
    },
    /// Print PISA modules in canonical form.
    #[command(after_help = "Files with errors are reported and left alone (exit status 1).")]
    Fmt {
        /// Files to format; `-` reads standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Rewrite the files in place instead of printing them.
        #[arg(long, conflicts_with = "check")]
        write: bool,
        /// Print nothing; exit 1 when a file is not in canonical form.
        #[arg(long)]
        check: bool,
        #[command(flatten)]
        parse: ParseFlags,
    },
    /// Run a kernel on the CPU with the reference emulator.
    Run(run::RunArgs),
    /// Assemble AMD GPU assembly (LLVM's syntax).
    Asm(amd::AsmArgs),
    /// Disassemble AMD GPU machine code.
    Disasm(amd::DisasmArgs),
    /// Run a kernel of an AMD code object on the gfx1100 simulator.
    Sim(sim::SimArgs),
    /// Compile PISA kernels to a gfx1100 code object (the native backend).
    Build(build::BuildArgs),
    /// Show the reference page of a PISA or gfx1100 instruction.
    Doc(doc::DocArgs),
}

// Limits on the PISA source, shared by `check`, `fmt`, `run` and `build`.
// (A plain comment: a doc comment would become the summary of each
// subcommand that flattens it, once its deferred arguments are built.)
#[derive(clap::Args)]
pub(crate) struct ParseFlags {
    /// Deepest nesting of `{ }` allowed in a body, its own braces included.
    #[arg(long, value_name = "N", default_value_t = pisa::syntax::DEFAULT_MAX_NESTING,
          value_parser = clap::value_parser!(u32).range(1..))]
    max_nesting: u32,
}

impl ParseFlags {
    pub(crate) fn options(&self) -> pisa::syntax::ParseOptions {
        pisa::syntax::ParseOptions { max_nesting: self.max_nesting }
    }
}

/// What went wrong with one file, for the exit status.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Outcome {
    Ok,
    Invalid,
    IoError,
}

/// The process's entry on Linux with glibc, in place of std's.
///
/// std's start-up finds the main thread's stack guard for its
/// stack-overflow message, and on glibc that means reading and parsing
/// `/proc/self/maps` (`pthread_getattr_np`): about 0.4 ms of a 1.5 ms
/// `pisa build`, the largest single cost of a short command. This entry
/// does the rest of what std's does: SIGPIPE ignored (a closed pipe is a
/// write error, not a signal), the standard descriptors opened on
/// `/dev/null` where closed, stdout flushed at the end, a panic reported
/// as status 101. Arguments still come through `std::env::args` (glibc
/// hands them to std's initialiser). What is lost: a stack overflow on
/// the main thread ends in SIGSEGV without std's message (`pisa` bounds
/// its recursion: `--max-nesting`, `--max-call-depth`).
#[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
#[unsafe(no_mangle)]
extern "C" fn main(_argc: libc::c_int, _argv: *const *const libc::c_char) -> libc::c_int {
    for fd in 0..=2 {
        // SAFETY: F_GETFD only asks whether the descriptor is open; open
        // takes a NUL-terminated path.
        unsafe {
            if libc::fcntl(fd, libc::F_GETFD) == -1 {
                libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
            }
        }
    }
    // SAFETY: setting a signal's disposition to ignore.
    unsafe { libc::signal(libc::SIGPIPE, libc::SIG_IGN) };
    let code = std::panic::catch_unwind(pisa_main).unwrap_or(ExitCode::from(101));
    let _ = std::io::Write::flush(&mut std::io::stdout());
    // `ExitCode` shows its value only to the standard entry.
    (0..=u8::MAX).find(|&n| ExitCode::from(n) == code).map_or(1, libc::c_int::from)
}

#[cfg(not(all(target_os = "linux", target_env = "gnu", not(test))))]
fn main() -> ExitCode {
    pisa_main()
}

fn pisa_main() -> ExitCode {
    let cli = Cli::parse();
    let color = match cli.color {
        ColorChoice::Always => Color::Always,
        ColorChoice::Never => Color::Never,
        ColorChoice::Auto if std::io::stderr().is_terminal() => Color::Always,
        ColorChoice::Auto => Color::Never,
    };
    let worst = match cli.command {
        Command::Check { files, warnings, allow, emit, parse } => {
            let mut options = pisa::verify::Options { deny_warnings: warnings.is_some(), allow: Vec::new() };
            for name in &allow {
                match pisa::verify::Lint::parse(name) {
                    Some(lint) => options.allow.push(lint),
                    None => {
                        let known: Vec<&str> = pisa::verify::Lint::ALL.iter().map(|l| l.id()).collect();
                        eprintln!("error: `-A {name}`: no such warning (the warnings are {})", known.join(", "));
                        return ExitCode::from(2);
                    }
                }
            }
            files.iter().map(|f| check(f, color, &parse.options(), &options, emit.is_some())).max()
        }
        Command::Fmt { files, write, check, parse } => {
            files.iter().map(|f| fmt(f, write, check, &parse.options(), color)).max()
        }
        Command::Run(args) => return run::run(&args, color),
        Command::Asm(args) => return amd::asm(&args, color),
        Command::Disasm(args) => return amd::disasm(&args),
        Command::Sim(args) => return sim::sim(&args),
        Command::Build(args) => return build::build(&args, color),
        Command::Doc(args) => return doc::doc(&args, cli.color),
    };
    match worst.unwrap_or(Outcome::Ok) {
        Outcome::Ok => ExitCode::SUCCESS,
        Outcome::Invalid => ExitCode::from(1),
        Outcome::IoError => ExitCode::from(2),
    }
}

pub(crate) fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Writes `bytes` to the file at `path` (created if missing) for `build`
/// and `asm -o`. An existing file is written over in place and then cut to
/// the new length, not truncated as it is opened: truncating a file that
/// holds data took about 0.1 ms on this project's ext4 machines, a
/// twentieth of a whole small `pisa build`. The result is the same file.
pub(crate) fn write_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new().write(true).create(true).truncate(false).open(path)?;
    file.write_all(bytes)?;
    // Only a regular file has a length to set (not `/dev/null`, a pipe, ...).
    if file.metadata()?.is_file() {
        file.set_len(bytes.len() as u64)?;
    }
    Ok(())
}

pub(crate) fn read(path: &Path) -> Result<String, Outcome> {
    let result = if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map(|_| text)
    } else {
        std::fs::read(path).and_then(|bytes| {
            String::from_utf8(bytes).map_err(|e| {
                std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    format!("not UTF-8 text (invalid byte at offset {})", e.utf8_error().valid_up_to()),
                )
            })
        })
    };
    result.map_err(|error| {
        eprintln!("error: cannot read `{}`: {error}", display_name(path));
        Outcome::IoError
    })
}

/// Prints diagnostics and a count of the errors among them.
pub(crate) fn report(diagnostics: &[pisa::Diagnostic], name: &str, source: &str, color: Color) {
    if diagnostics.is_empty() {
        return;
    }
    let rendered = diag::render(diagnostics, name, source, color);
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(rendered.as_bytes());
    let errors = diagnostics.iter().filter(|d| d.is_error()).count();
    let warnings = diagnostics.len() - errors;
    if errors > 0 {
        let plural = if errors == 1 { "" } else { "s" };
        let _ = writeln!(stderr, "error: `{name}` has {errors} error{plural}");
    } else if warnings > 0 {
        let plural = if warnings == 1 { "" } else { "s" };
        let _ = writeln!(stderr, "warning: `{name}` has {warnings} warning{plural}");
    }
}

/// Parses a file and prints its diagnostics; returns the module when it has no errors.
fn load(
    path: &Path,
    parse: &pisa::syntax::ParseOptions,
    color: Color,
) -> Result<(String, pisa::syntax::ast::Module), Outcome> {
    let source = read(path)?;
    let parsed = pisa::syntax::parse_with(&source, parse);
    report(&parsed.diagnostics, &display_name(path), &source, color);
    if parsed.has_errors() {
        return Err(Outcome::Invalid);
    }
    Ok((source, parsed.module))
}

fn check(
    path: &Path,
    color: Color,
    parse: &pisa::syntax::ParseOptions,
    options: &pisa::verify::Options,
    emit_ir: bool,
) -> Outcome {
    // A large file is mapped, and the pages the parser is done with are let
    // go as it reads (see source.rs), so that the source and the whole tree
    // are not resident at once; the diagnostics bring back what they quote.
    let source = match source::read(path, source::Residency::Streamed) {
        Ok(source) => source,
        Err(error) => {
            eprintln!("error: cannot read `{}`: {error}", display_name(path));
            return Outcome::IoError;
        }
    };
    let parsed = pisa::syntax::parse_reporting(&source, parse, &mut |done| source.release(done));
    source.release(source.len());
    report(&parsed.diagnostics, &display_name(path), &source, color);
    if parsed.has_errors() {
        return Outcome::Invalid;
    }
    let module = parsed.module;
    if !emit_ir {
        let diagnostics = pisa::verify::diagnostics(&module, options);
        report(&diagnostics, &display_name(path), &source, color);
        return if diagnostics.iter().any(pisa::Diagnostic::is_error) { Outcome::Invalid } else { Outcome::Ok };
    }
    let verified = pisa::verify::verify(&module, options);
    report(&verified.diagnostics, &display_name(path), &source, color);
    match verified.ir {
        Some(ir) => {
            print!("{}", pisa::ir::print(&ir));
            Outcome::Ok
        }
        None => Outcome::Invalid,
    }
}

fn fmt(path: &Path, write: bool, check: bool, parse: &pisa::syntax::ParseOptions, color: Color) -> Outcome {
    let (source, module) = match load(path, parse, color) {
        Ok(loaded) => loaded,
        Err(outcome) => return outcome,
    };
    let formatted = pisa::print(&module);
    let stdin = path.as_os_str() == "-";
    if check {
        if formatted != source {
            println!("{} is not in canonical form", display_name(path));
            return Outcome::Invalid;
        }
        return Outcome::Ok;
    }
    if write && !stdin {
        if formatted != source {
            if let Err(error) = std::fs::write(path, formatted) {
                eprintln!("error: cannot write `{}`: {error}", display_name(path));
                return Outcome::IoError;
            }
        }
        return Outcome::Ok;
    }
    let mut stdout = std::io::stdout().lock();
    if let Err(error) = stdout.write_all(formatted.as_bytes()) {
        if error.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("error: cannot write the output: {error}");
            return Outcome::IoError;
        }
    }
    Outcome::Ok
}

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    /// A file written over keeps none of what it held; a device has no
    /// length to set and still takes the bytes.
    #[test]
    fn files_are_written_over_whole() {
        let path = std::env::temp_dir().join(format!("pisa-write-file-{}.bin", std::process::id()));
        super::write_file(&path, &[7; 100]).unwrap();
        super::write_file(&path, b"short").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"short");
        super::write_file(&path, &[1; 300]).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), vec![1; 300]);
        std::fs::remove_file(&path).unwrap();
        if cfg!(unix) {
            super::write_file(std::path::Path::new("/dev/null"), b"x").unwrap();
        }
    }

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    /// The subcommands' arguments are deferred: once built, each must still
    /// have the summary the top-level help lists for it.
    #[test]
    fn deferred_subcommands_keep_their_summary() {
        let mut command = Cli::command();
        let listed: Vec<(String, String)> = command
            .get_subcommands()
            .map(|s| (s.get_name().to_string(), s.get_about().map(|a| a.to_string()).unwrap_or_default()))
            .collect();
        assert_eq!(listed.len(), 8);
        command.build();
        for (name, about) in listed {
            let built = command.find_subcommand(&name).expect("listed");
            assert!(built.get_arguments().any(|a| a.get_id() != "help"), "{name}: no arguments built");
            assert_eq!(built.get_about().map(|a| a.to_string()).unwrap_or_default(), about, "{name}");
        }
    }
}
