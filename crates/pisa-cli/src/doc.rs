//! `pisa doc`: the instruction reference (the pages are `pisa-doc`'s).

use crate::ColorChoice;
use pisa_doc::{text, Isa};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  pisa doc fadd                     the page of a PISA instruction\n  pisa doc v_pk_max_i16             the page of a gfx1100 instruction (any encoding's name works)\n  pisa doc --isa gfx1100 --list     every gfx1100 instruction by category\n  pisa doc --isa pisa --list \"Floating Point\"\n  pisa doc f2i --json               the page as JSON\n\nExit status: 0 when the page or list is printed, 1 when no instruction or category has the name, 2 on usage errors."
)]
pub(crate) struct DocArgs {
    /// The instruction: a PISA mnemonic (`fadd`, `ld.param`; qualifiers are ignored) or a gfx1100 one
    /// (`v_add_f32`, `v_add_f32_e64`, or another name llvm-mc takes).
    #[arg(required_unless_present_any = ["list", "html"])]
    name: Option<String>,
    /// The instruction set to look in (default: both, PISA first).
    #[arg(long, value_enum)]
    isa: Option<IsaChoice>,
    /// List the instructions (of one category when given) instead of printing a page.
    #[arg(long, value_name = "CATEGORY", num_args = 0..=1, conflicts_with = "name")]
    list: Option<Option<String>>,
    /// Print the page (or the list) as JSON.
    #[arg(long)]
    json: bool,
    /// Write the reference as a static site into DIR.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["name", "list", "json"])]
    html: Option<PathBuf>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum IsaChoice {
    Pisa,
    Gfx1100,
}

impl IsaChoice {
    fn isa(self) -> Isa {
        match self {
            IsaChoice::Pisa => Isa::Pisa,
            IsaChoice::Gfx1100 => Isa::Gfx1100,
        }
    }
}

pub(crate) fn doc(args: &DocArgs, color: ColorChoice) -> ExitCode {
    let stdout_is_terminal = std::io::stdout().is_terminal();
    let style = text::Style {
        color: match color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => stdout_is_terminal && std::env::var_os("NO_COLOR").is_none(),
        },
    };
    let isa = args.isa.map(IsaChoice::isa);
    if let Some(dir) = &args.html {
        return match pisa_doc::html::write_site(dir) {
            Ok(pages) => {
                println!("wrote {pages} pages to {} (open {})", dir.display(), dir.join("index.html").display());
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("error: cannot write the site to `{}`: {error}", dir.display());
                ExitCode::from(2)
            }
        };
    }
    if let Some(category) = &args.list {
        let isas: Vec<Isa> = match isa {
            Some(isa) => vec![isa],
            None => Isa::ALL.to_vec(),
        };
        let mut out = String::new();
        let mut json = Vec::new();
        let mut found = false;
        for isa in &isas {
            let Some(pages) = pisa_doc::list(*isa, category.as_deref()) else { continue };
            found = true;
            if args.json {
                json.extend(pages.iter().map(|page| {
                    serde_json::json!({
                        "isa": isa.name(), "name": page.name(), "category": page.category(), "summary": page.summary()
                    })
                }));
            } else {
                if !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(&text::list(*isa, &pages, style));
            }
        }
        if !found {
            let category = category.as_deref().unwrap_or_default();
            let known: Vec<String> = isas
                .iter()
                .flat_map(|isa| isa.categories().into_iter().map(move |(c, _)| format!("{}: {c}", isa.name())))
                .collect();
            eprintln!("error: no category is called `{category}`; the categories are:\n  {}", known.join("\n  "));
            return ExitCode::from(1);
        }
        if args.json {
            out = serde_json::to_string_pretty(&json).unwrap_or_default() + "\n";
        }
        return emit(&out, stdout_is_terminal && !args.json);
    }
    let Some(name) = &args.name else {
        eprintln!("error: name an instruction, or use --list or --html");
        return ExitCode::from(2);
    };
    match pisa_doc::find(name, isa) {
        Ok(page) => {
            let page = &pisa_doc::complete(page);
            let out = if args.json {
                serde_json::to_string_pretty(page).unwrap_or_default() + "\n"
            } else {
                text::render(page, style)
            };
            emit(&out, stdout_is_terminal && !args.json)
        }
        Err(not_found) => {
            eprintln!("error: {not_found}");
            ExitCode::from(1)
        }
    }
}

/// Writes the text, through a pager when it is for a person at a terminal
/// and longer than the screen: `$PAGER`, else `less -FRX` (which prints a
/// short text straight away). A pipe closed early is not an error.
fn emit(text: &str, page: bool) -> ExitCode {
    let rows = terminal_rows();
    if page && text.lines().count() >= rows {
        let pager = std::env::var("PAGER").ok().filter(|p| !p.trim().is_empty());
        let mut command = match &pager {
            Some(pager) => {
                let mut command = std::process::Command::new("sh");
                command.arg("-c").arg(pager);
                command
            }
            None => {
                let mut command = std::process::Command::new("less");
                command.arg("-FRX");
                command
            }
        };
        if let Ok(mut child) = command.stdin(std::process::Stdio::piped()).spawn() {
            if let Some(mut stdin) = child.stdin.take() {
                let _ = stdin.write_all(text.as_bytes());
            }
            let _ = child.wait();
            return ExitCode::SUCCESS;
        }
    }
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|_| stdout.flush()) {
        Err(error) if error.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("error: cannot write the output: {error}");
            ExitCode::from(2)
        }
        _ => ExitCode::SUCCESS,
    }
}

/// The terminal's height as the shell says (`$LINES`), else a usual 24.
fn terminal_rows() -> usize {
    std::env::var("LINES").ok().and_then(|l| l.trim().parse().ok()).filter(|n| *n > 0).unwrap_or(24)
}
