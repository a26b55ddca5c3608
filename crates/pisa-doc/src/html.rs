//! The reference as a static site (`pisa doc --html DIR`): an index, one
//! index per ISA by category, one page per instruction with its bit-field
//! diagram, and a search box that works from `file://` (its index is a
//! script the pages load, not a file they fetch). No server, no CDN: the
//! style sheet and the script are written beside the pages.

use crate::amd::{AmdPage, BitField, Encoding};
use crate::lowering::Lowering;
use crate::pisa_pages::{PisaForm, PisaPage};
use crate::{Isa, Page};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::Path;

/// Writes the site into `dir` (created if missing); returns how many
/// instruction pages it wrote.
pub fn write_site(dir: &Path) -> std::io::Result<usize> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("style.css"), STYLE)?;
    std::fs::write(dir.join("search.js"), SEARCH)?;
    std::fs::write(dir.join("search-index.js"), search_index())?;
    std::fs::write(dir.join("index.html"), front_page())?;
    let links = Links::new();
    let mut written = 0;
    for isa in Isa::ALL {
        let sub = dir.join(isa.name());
        std::fs::create_dir_all(&sub)?;
        std::fs::write(sub.join("index.html"), isa_index(isa))?;
        let pages: Vec<&Page> = match isa {
            Isa::Pisa => links.pisa_pages.iter().collect(),
            Isa::Gfx1100 => isa.pages().iter().collect(),
        };
        for page in pages {
            std::fs::write(sub.join(file_name(page.name())), page_html(page, &links))?;
            written += 1;
        }
    }
    Ok(written)
}

/// The links between the two ISAs: the PISA pages with what their forms
/// compile to, and for each gfx1100 page the PISA pages whose code uses it.
struct Links {
    pisa_pages: Vec<Page>,
    gfx_names: BTreeSet<&'static str>,
    used_by: BTreeMap<String, Vec<String>>,
}

impl Links {
    fn new() -> Links {
        let pisa_pages: Vec<Page> = Isa::Pisa.pages().iter().map(crate::complete).collect();
        let gfx_names: BTreeSet<&'static str> = Isa::Gfx1100.pages().iter().map(Page::name).collect();
        let mut used_by: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for page in &pisa_pages {
            let Page::Pisa(pisa) = page else { continue };
            for form in &pisa.forms {
                for mnemonic in form.lowering.iter().flat_map(|l| l.mnemonics()) {
                    let target = gfx_page_of(mnemonic);
                    if gfx_names.contains(target.as_str()) {
                        let users = used_by.entry(target).or_default();
                        if !users.contains(&pisa.name) {
                            users.push(pisa.name.clone());
                        }
                    }
                }
            }
        }
        Links { pisa_pages, gfx_names, used_by }
    }
}

fn gfx_page_of(mnemonic: &str) -> String {
    crate::amd::base_name(mnemonic).unwrap_or_else(|| mnemonic.to_string())
}

/// The file of a page within its ISA's directory. Names are mnemonics
/// (letters, digits, `_` and `.`), so they are safe as they are; anything
/// else is replaced so that no name can leave the directory.
pub fn file_name(name: &str) -> String {
    let safe: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '.' { c } else { '-' }).collect();
    let safe = if safe.is_empty() || safe.starts_with('.') { format!("_{safe}") } else { safe };
    format!("{safe}.html")
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Text with `backquoted` spans as code.
fn inline(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            let _ = write!(out, "<code>{}</code>", escape(part));
        } else {
            out.push_str(&escape(part));
        }
    }
    out
}

/// The page frame: head, header with the search box, body, footer.
/// `root` is the relative path to the site's top (`""` or `"../"`).
fn frame(title: &str, root: &str, body: &str) -> String {
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="{root}style.css">
</head>
<body>
<header class="top">
  <a class="home" href="{root}index.html">pisa doc</a>
  <nav><a href="{root}pisa/index.html">PISA</a> <a href="{root}gfx1100/index.html">gfx1100</a></nav>
  <div class="search">
    <input id="search" type="search" placeholder="Search instructions" autocomplete="off" aria-label="Search instructions">
    <ol id="results" hidden></ol>
  </div>
</header>
<main>
{body}
</main>
<footer>Generated by <code>pisa doc --html</code> from the instruction tables of this toolchain.</footer>
<script>window.PISA_DOC_ROOT = "{root}";</script>
<script src="{root}search-index.js"></script>
<script src="{root}search.js"></script>
</body>
</html>
"#,
        title = escape(title),
    )
}

fn front_page() -> String {
    let mut body = String::from("<h1>Instruction reference</h1>\n");
    body.push_str(
        "<p>Every PISA v0.1 instruction and every gfx1100 (RDNA 3) instruction, generated from the tables \
         the parser, verifier, emulator, assembler and simulator run on.</p>\n",
    );
    for isa in Isa::ALL {
        let (title, what) = match isa {
            Isa::Pisa => ("PISA v0.1", "instructions, with every syntax form"),
            Isa::Gfx1100 => ("AMD gfx1100", "instructions, with every encoding"),
        };
        let _ = writeln!(
            body,
            "<section class=\"isa\"><h2><a href=\"{0}/index.html\">{title}</a></h2><p>{1} {what}.</p><ul class=\"categories\">",
            isa.name(),
            isa.pages().len()
        );
        for (category, count) in isa.categories() {
            let _ = writeln!(
                body,
                "<li><a href=\"{}/index.html#{}\">{}</a> <span class=\"count\">{count}</span></li>",
                isa.name(),
                anchor(category),
                escape(category)
            );
        }
        body.push_str("</ul></section>\n");
    }
    frame("pisa doc: instruction reference", "", &body)
}

fn anchor(text: &str) -> String {
    text.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect()
}

fn isa_index(isa: Isa) -> String {
    let title = match isa {
        Isa::Pisa => "PISA v0.1 instructions",
        Isa::Gfx1100 => "gfx1100 instructions",
    };
    let mut body = format!("<h1>{title}</h1>\n<nav class=\"toc\">");
    for (category, count) in isa.categories() {
        let _ = write!(
            body,
            "<a href=\"#{}\">{}</a> <span class=\"count\">{count}</span> ",
            anchor(category),
            escape(category)
        );
    }
    body.push_str("</nav>\n");
    let mut current = "";
    for page in isa.pages() {
        if page.category() != current {
            if !current.is_empty() {
                body.push_str("</tbody></table>\n");
            }
            current = page.category();
            let _ = writeln!(
                body,
                "<h2 id=\"{}\">{}</h2>\n<table class=\"list\"><tbody>",
                anchor(current),
                escape(current)
            );
        }
        let _ = writeln!(
            body,
            "<tr><td><a href=\"{}\"><code>{}</code></a></td><td>{}</td></tr>",
            file_name(page.name()),
            escape(page.name()),
            inline(page.summary())
        );
    }
    if !current.is_empty() {
        body.push_str("</tbody></table>\n");
    }
    frame(title, "../", &body)
}

fn page_html(page: &Page, links: &Links) -> String {
    let body = match page {
        Page::Pisa(page) => pisa_page(page, links),
        Page::Gfx1100(page) => amd_page(page, links),
    };
    frame(&format!("{} — {}", page.name(), page.isa().name()), "../", &body)
}

fn page_head(body: &mut String, isa: &str, category: &str, name: &str, summary: &str) {
    let _ = writeln!(
        body,
        "<p class=\"crumbs\"><a href=\"index.html\">{isa}</a> › <a href=\"index.html#{}\">{}</a></p>\n<h1><code>{}</code></h1>\n<p class=\"summary\">{}</p>",
        anchor(category),
        escape(category),
        escape(name),
        inline(summary)
    );
}

fn related(body: &mut String, names: &[String], heading: &str) {
    if names.is_empty() {
        return;
    }
    let _ = write!(body, "<h2>{heading}</h2>\n<ul class=\"related\">");
    for name in names {
        let _ = write!(body, "<li><a href=\"{}\"><code>{}</code></a></li>", file_name(name), escape(name));
    }
    body.push_str("</ul>\n");
}

fn pisa_page(page: &PisaPage, links: &Links) -> String {
    let mut body = String::new();
    page_head(&mut body, "PISA v0.1", page.chapter, &page.name, &page.summary);
    if !page.description.is_empty() {
        let _ = writeln!(body, "<h2>Description</h2>\n<p>{}</p>", inline(&page.description));
    }
    for (index, form) in page.forms.iter().enumerate() {
        let title = match (page.forms.len() > 1, form.title.is_empty()) {
            (false, _) => "Syntax".to_string(),
            (true, true) => format!("Form {}", index + 1),
            (true, false) => format!("Form {}: {}", index + 1, form.title),
        };
        let _ = writeln!(body, "<section class=\"form\"><h2>{}</h2>", escape(&title));
        pisa_form(&mut body, form, links);
        body.push_str("</section>\n");
    }
    if !page.notes.is_empty() {
        body.push_str("<h2>Undefined behaviour</h2>\n<ul>");
        for note in &page.notes {
            let _ = write!(body, "<li>{}</li>", inline(note));
        }
        body.push_str("</ul>\n");
    }
    let _ = writeln!(
        body,
        "<h2>Specification</h2>\n<p>PISA v0.1, section {} (<code>{}</code>).</p>",
        escape(&page.spec.section),
        escape(page.spec.file)
    );
    related(&mut body, &page.related, &format!("More in {}", page.chapter));
    body
}

fn pisa_form(body: &mut String, form: &PisaForm, links: &Links) {
    let _ = writeln!(body, "<pre class=\"syntax\"><code>{}</code></pre>", escape(&form.syntax));
    if !form.qualifiers.is_empty() {
        body.push_str("<h3>Qualifiers</h3>\n<table class=\"fields\"><thead><tr><th>Slot</th><th></th><th>Values</th><th>Default</th></tr></thead><tbody>\n");
        for q in &form.qualifiers {
            let values = if q.literal {
                "a flag".to_string()
            } else {
                q.values.iter().map(|v| format!("<code>{}</code>", escape(v))).collect::<Vec<_>>().join(" ")
            };
            let _ = writeln!(
                body,
                "<tr><td><code>{}</code></td><td>{}</td><td>{values}</td><td>{}</td></tr>",
                escape(&q.slot),
                if q.optional { "optional" } else { "required" },
                q.default.as_deref().map(|d| format!("<code>{}</code>", escape(d))).unwrap_or_default()
            );
        }
        body.push_str("</tbody></table>\n");
    }
    if !form.operands.is_empty() {
        body.push_str("<h3>Operands</h3>\n<table class=\"fields\"><thead><tr><th>Operand</th><th>Access</th><th>May be</th></tr></thead><tbody>\n");
        for o in &form.operands {
            let mut what = escape(&o.kinds);
            if !o.address_forms.is_empty() {
                let _ = write!(what, " ({})", escape(&o.address_forms.join(", ")));
            }
            if let Some(read_as) = o.read_as {
                let _ = write!(what, "; read as {read_as}");
            }
            if o.negatable {
                what.push_str("; may be negated with <code>!</code>");
            }
            if o.swizzle {
                what.push_str("; takes a swizzle");
            }
            if o.optional {
                what.push_str("; optional");
            }
            let _ = writeln!(
                body,
                "<tr><td><code>{}</code></td><td>{}</td><td>{what}</td></tr>",
                escape(&o.name),
                if o.written { "written" } else { "read" }
            );
        }
        body.push_str("</tbody></table>\n");
    }
    if !form.restrictions.is_empty() {
        body.push_str("<h3>Restrictions</h3>\n<ul>");
        for r in &form.restrictions {
            let section = r
                .section
                .as_deref()
                .map(|s| format!(" <span class=\"ref\">§ {}</span>", escape(s)))
                .unwrap_or_default();
            let _ = write!(body, "<li>{}{section}</li>", inline(&r.sentence));
        }
        body.push_str("</ul>\n");
    }
    let _ =
        writeln!(body, "<p class=\"meta\">Since PISA {}, target {}.</p>", escape(&form.since), escape(&form.target));
    if let Some(example) = &form.example {
        let _ = writeln!(
            body,
            "<h3>Example</h3>\n<pre class=\"example\"><code>{}</code></pre>\n<p class=\"note\">Parsed and verified by a test.</p>",
            escape(&example.text)
        );
    }
    match &form.lowering {
        Some(Lowering::Code(lines)) if !lines.is_empty() => {
            body.push_str("<h3>On gfx1100</h3>\n<pre class=\"example\"><code>");
            for line in lines {
                let (mnemonic, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
                let target = gfx_page_of(mnemonic);
                if links.gfx_names.contains(target.as_str()) {
                    let _ = write!(body, "<a href=\"../gfx1100/{}\">{}</a>", file_name(&target), escape(mnemonic));
                } else {
                    body.push_str(&escape(mnemonic));
                }
                if !rest.is_empty() {
                    let _ = write!(body, " {}", escape(rest));
                }
                body.push('\n');
            }
            body.push_str(
                "</code></pre>\n<p class=\"note\">What <code>pisa build</code> adds for the example to a kernel that loads its sources and stores its results (generated when the site was).</p>\n",
            );
        }
        Some(Lowering::Code(_)) => {
            body.push_str("<h3>On gfx1100</h3>\n<p>The example adds no instruction of its own (a copy the register allocator removes).</p>\n");
        }
        Some(Lowering::Refused(message)) => {
            let _ = writeln!(body, "<h3>On gfx1100</h3>\n<p>{}.</p>", inline(message));
        }
        None => {}
    }
}

fn amd_page(page: &AmdPage, links: &Links) -> String {
    let mut body = String::new();
    let summary = page.summary.as_deref().unwrap_or("");
    page_head(&mut body, "gfx1100", page.category, &page.name, summary);
    if page.summary.is_some() {
        body.push_str("<p class=\"note\">The summary is made from the words of the mnemonic.</p>\n");
    }
    if let Some(example) = &page.example {
        let _ = writeln!(
            body,
            "<h2>Example</h2>\n<pre class=\"example\"><code>{}</code></pre>\n<p class=\"note\">Encoding <code>{}</code>: assembled by <code>pisa asm</code>, and by llvm-mc-22 to the same bytes (checked by a test).</p>",
            escape(&example.text),
            escape(&example.encoding)
        );
    }
    // With one encoding, the page's example is that encoding's.
    let several = page.encodings.len() > 1;
    for encoding in &page.encodings {
        amd_encoding(&mut body, encoding, several);
    }
    body.push_str(
        "<h2>Targets</h2>\n<table class=\"fields\"><thead><tr><th>Target</th><th>Support</th></tr></thead><tbody>",
    );
    for t in &page.targets {
        let _ = write!(
            body,
            "<tr><td>{}</td><td>{}</td></tr>",
            escape(t.target),
            if t.supported { "✅ supported" } else { "not supported" }
        );
    }
    body.push_str("</tbody></table>\n");
    if !page.aliases.is_empty() {
        let _ = writeln!(
            body,
            "<h2>Other names</h2>\n<p>{}</p>",
            page.aliases.iter().map(|a| format!("<code>{}</code>", escape(a))).collect::<Vec<_>>().join(", ")
        );
    }
    if let Some(users) = links.used_by.get(&page.name) {
        let _ = write!(body, "<h2>Used by PISA</h2>\n<p class=\"note\">PISA instructions whose examples compile to it.</p>\n<ul class=\"related\">");
        for user in users {
            let _ = write!(body, "<li><a href=\"../pisa/{}\"><code>{}</code></a></li>", file_name(user), escape(user));
        }
        body.push_str("</ul>\n");
    }
    related(&mut body, &page.related, &format!("More in {}", page.category));
    let _ = writeln!(body, "<h2>Sources</h2>\n<p class=\"note\">{}</p>", escape(crate::text::SOURCES));
    body
}

fn code_list(items: &[String]) -> String {
    items.iter().map(|i| format!("<code>{}</code>", escape(i))).collect::<Vec<_>>().join(", ")
}

fn amd_encoding(body: &mut String, e: &Encoding, with_example: bool) {
    let title = match e.dpp {
        Some(dpp) => format!("{} ({dpp})", e.mnemonic),
        None => e.mnemonic.clone(),
    };
    let _ = writeln!(body, "<section class=\"encoding\"><h2><code>{}</code></h2>", escape(&title));
    let _ = writeln!(
        body,
        "<dl class=\"facts\"><dt>Format</dt><dd>{}</dd><dt>Width</dt><dd>{} bits</dd><dt>Opcode</dt><dd>{}</dd><dt>Identifier</dt><dd><code>{}</code></dd>{}</dl>",
        escape(&e.format),
        e.width,
        e.opcode,
        escape(&e.identifier),
        if e.shapes > 1 { format!("<dt>Operand shapes</dt><dd>{}</dd>", e.shapes) } else { String::new() }
    );
    diagram(body, &e.layout);
    if e.width > (e.layout.first().map_or(0, |f| f.hi) + 1) {
        body.push_str("<p class=\"note\">A further dword follows: the DPP control, or a literal.</p>\n");
    }
    if !e.operands.is_empty() {
        body.push_str("<h3>Operands</h3>\n<table class=\"fields\"><thead><tr><th>Operand</th><th>Access</th><th>Class</th><th>Field</th><th>Data type</th></tr></thead><tbody>\n");
        for o in &e.operands {
            let _ = writeln!(
                body,
                "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                escape(&o.name),
                escape(o.access),
                inline(&o.class),
                if o.field_bits > 0 { format!("{} bits", o.field_bits) } else { "—".to_string() },
                o.data_type.as_deref().map(escape).unwrap_or_else(|| "—".to_string())
            );
        }
        body.push_str("</tbody></table>\n");
    }
    if !e.modifiers.is_empty() {
        let _ = writeln!(body, "<p><strong>Modifiers:</strong> {}</p>", code_list(&e.modifiers));
    }
    if !e.options.is_empty() {
        let _ = writeln!(body, "<p><strong>Options:</strong> {}</p>", code_list(&e.options));
    }
    if let (Some(example), true) = (&e.example, with_example) {
        let _ = writeln!(
            body,
            "<pre class=\"example\"><code>{}</code><span class=\"bytes\">// {}</span></pre>",
            escape(&example.text),
            escape(&example.encoding)
        );
    }
    body.push_str("</section>\n");
}

/// The layout as a bit-field diagram: one row of 32 columns per dword, most
/// significant dword first, each field a cell as wide as its bits, with its
/// bit range and, for encoding and opcode bits, the bits themselves.
fn diagram(body: &mut String, layout: &[BitField]) {
    let top = layout.first().map_or(31, |f| f.hi);
    let dwords = top / 32 + 1;
    body.push_str("<div class=\"diagram\" role=\"img\" aria-label=\"bit layout\">\n");
    for dword in (0..dwords).rev() {
        let (lo, hi) = (dword * 32, dword * 32 + 31);
        let _ = write!(body, "<table class=\"bits\"><caption>bits {hi}–{lo}</caption><tr>");
        for field in layout.iter().filter(|f| f.lo <= hi && f.hi >= lo) {
            // A field that crosses a dword boundary is drawn in each part.
            let (fhi, flo) = (field.hi.min(hi), field.lo.max(lo));
            let width = fhi - flo + 1;
            let range = if fhi == flo { format!("{fhi}") } else { format!("{fhi}:{flo}") };
            let class = match (field.fixed.is_some(), field.name.as_str()) {
                (true, _) => "fixed",
                (false, "RESERVED") => "reserved",
                _ => "field",
            };
            let bits = field
                .fixed
                .as_deref()
                .map(|b| {
                    let skip = (field.hi - fhi) as usize;
                    format!("<span class=\"value\">{}</span>", &b[skip..skip + width as usize])
                })
                .unwrap_or_default();
            let _ = write!(
                body,
                "<td colspan=\"{width}\" class=\"{class}\" title=\"{} [{range}]\"><span class=\"name\">{}</span>{bits}<span class=\"range\">{range}</span></td>",
                escape(&field.name),
                escape(&field.name)
            );
        }
        body.push_str("</tr></table>\n");
    }
    body.push_str("</div>\n");
}

/// The search index: every page's ISA, name, category and summary, as a
/// script that sets a global (a script loads from `file://`; `fetch` would not).
fn search_index() -> String {
    let entries: Vec<serde_json::Value> = Isa::ALL
        .iter()
        .flat_map(|isa| isa.pages())
        .map(|page| {
            serde_json::json!([
                page.isa().name(),
                page.name(),
                format!("{}/{}", page.isa().name(), file_name(page.name())),
                page.summary(),
            ])
        })
        .collect();
    format!("window.PISA_DOC_INDEX = {};\n", serde_json::Value::Array(entries))
}

const SEARCH: &str = r#"// Offline search over window.PISA_DOC_INDEX: names first (exact, then
// prefix, then substring), then summaries. Enter opens the first result.
(function () {
  var input = document.getElementById("search");
  var list = document.getElementById("results");
  var index = window.PISA_DOC_INDEX || [];
  var root = window.PISA_DOC_ROOT || "";
  if (!input || !list) { return; }
  function rank(entry, q) {
    var name = entry[1].toLowerCase();
    if (name === q) { return 0; }
    if (name.indexOf(q) === 0) { return 1; }
    if (name.indexOf(q) >= 0) { return 2; }
    if (entry[3].toLowerCase().indexOf(q) >= 0) { return 3; }
    return -1;
  }
  function show() {
    var q = input.value.trim().toLowerCase();
    list.innerHTML = "";
    if (!q) { list.hidden = true; return; }
    var hits = [];
    for (var i = 0; i < index.length; i++) {
      var r = rank(index[i], q);
      if (r >= 0) { hits.push([r, index[i][1].length, i]); }
    }
    hits.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]; });
    hits = hits.slice(0, 40);
    for (var k = 0; k < hits.length; k++) {
      var e = index[hits[k][2]];
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + e[2];
      var code = document.createElement("code");
      code.textContent = e[1];
      var isa = document.createElement("span");
      isa.className = "isa";
      isa.textContent = e[0];
      var summary = document.createElement("span");
      summary.className = "hit-summary";
      summary.textContent = e[3];
      a.appendChild(code); a.appendChild(isa); a.appendChild(summary);
      li.appendChild(a);
      list.appendChild(li);
    }
    if (!hits.length) {
      var none = document.createElement("li");
      none.className = "none";
      none.textContent = "No instruction matches.";
      list.appendChild(none);
    }
    list.hidden = false;
  }
  input.addEventListener("input", show);
  input.addEventListener("keydown", function (event) {
    if (event.key === "Enter") {
      var first = list.querySelector("a");
      if (first) { window.location.href = first.href; }
    } else if (event.key === "Escape") {
      input.value = ""; show();
    }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== input) { event.preventDefault(); input.focus(); }
  });
})();
"#;

const STYLE: &str = r#":root {
  --bg: #ffffff; --fg: #1d232b; --muted: #5b6573; --line: #d9dee5; --accent: #0b5cad;
  --code-bg: #f3f5f8; --field: #eef4fb; --fixed: #fff4d6; --reserved: #f1f1f1;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #15181d; --fg: #e3e7ed; --muted: #9aa4b2; --line: #2f3640; --accent: #74b3ff;
    --code-bg: #1f242b; --field: #1c2a3a; --fixed: #3a3220; --reserved: #23272d;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.92em; }
code { background: var(--code-bg); padding: 0.05em 0.3em; border-radius: 4px; }
pre { background: var(--code-bg); padding: 0.8em 1em; border-radius: 6px; overflow-x: auto; }
pre code { background: none; padding: 0; }
header.top { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 0.6em 1.2em;
  align-items: center; padding: 0.6em 1.2em; background: var(--bg); border-bottom: 1px solid var(--line); }
header.top .home { font-weight: 700; color: var(--fg); }
header.top nav a { margin-right: 0.8em; }
.search { position: relative; flex: 1 1 16em; max-width: 32em; }
#search { width: 100%; padding: 0.45em 0.7em; font: inherit; color: var(--fg); background: var(--code-bg);
  border: 1px solid var(--line); border-radius: 6px; }
#results { position: absolute; left: 0; right: 0; margin: 0.2em 0 0; padding: 0; list-style: none;
  background: var(--bg); border: 1px solid var(--line); border-radius: 6px; max-height: 70vh; overflow-y: auto;
  box-shadow: 0 6px 24px rgba(0,0,0,0.18); }
#results li a, #results li.none { display: block; padding: 0.4em 0.7em; border-bottom: 1px solid var(--line); color: var(--fg); }
#results li a:hover { background: var(--code-bg); text-decoration: none; }
#results .isa { margin-left: 0.6em; font-size: 0.75em; color: var(--muted); text-transform: uppercase; }
#results .hit-summary { display: block; font-size: 0.85em; color: var(--muted); }
main { max-width: 62em; margin: 0 auto; padding: 1em 1.2em 3em; }
h1 { font-size: 1.9em; margin: 0.3em 0 0.2em; }
h1 code { background: none; padding: 0; }
h2 { font-size: 1.3em; margin: 1.6em 0 0.5em; border-bottom: 1px solid var(--line); padding-bottom: 0.2em; }
h3 { font-size: 1.05em; margin: 1.2em 0 0.4em; }
.crumbs, .note, .meta, footer, .count, .ref { color: var(--muted); }
.count { font-size: 0.85em; }
.summary { font-size: 1.1em; }
.note { font-size: 0.9em; }
footer { max-width: 62em; margin: 0 auto; padding: 1em 1.2em 2em; font-size: 0.85em; border-top: 1px solid var(--line); }
table.fields, table.list { border-collapse: collapse; width: 100%; margin: 0.4em 0; display: block; overflow-x: auto; }
table.fields th, table.fields td, table.list td { text-align: left; vertical-align: top; padding: 0.35em 0.7em;
  border-bottom: 1px solid var(--line); }
table.fields th { font-weight: 600; color: var(--muted); font-size: 0.9em; }
.categories { columns: 2 16em; padding-left: 1.2em; }
.toc a { white-space: nowrap; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2em 1em; margin: 0.6em 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
ul.related { display: flex; flex-wrap: wrap; gap: 0.4em 0.8em; list-style: none; padding: 0; }
.diagram { overflow-x: auto; margin: 0.8em 0; }
table.bits { border-collapse: collapse; table-layout: fixed; width: 100%; min-width: 40em; margin-bottom: 0.5em; }
table.bits caption { caption-side: top; text-align: left; font-size: 0.8em; color: var(--muted); }
table.bits td { border: 1px solid var(--line); padding: 0.3em 0.15em; text-align: center; vertical-align: top;
  font-size: 0.78em; overflow: hidden; background: var(--field); }
table.bits td.fixed { background: var(--fixed); }
table.bits td.reserved { background: var(--reserved); color: var(--muted); }
table.bits .name { display: block; font-weight: 600; overflow-wrap: anywhere; }
table.bits .value { display: block; font-family: ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
table.bits .range { display: block; color: var(--muted); font-size: 0.9em; }
pre.example .bytes { display: block; color: var(--muted); }
section.encoding, section.form { margin-bottom: 1.5em; }
@media (max-width: 40em) {
  body { font-size: 15px; }
  main { padding: 0.6em 0.8em 2em; }
  h1 { font-size: 1.5em; }
  header.top { padding: 0.5em 0.8em; }
}
"#;
