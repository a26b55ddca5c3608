//! The static site: every page written, every internal link and anchor
//! resolving, the search index holding every page, the script well formed.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The site, written into a directory of this test's own (tests run in parallel).
fn site(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pisa-doc-site-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let pages = pisa_doc::html::write_site(&dir).expect("the site is written");
    let expected: usize = pisa_doc::Isa::ALL.iter().map(|isa| isa.pages().len()).sum();
    assert_eq!(pages, expected);
    dir
}

fn html_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "html") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The values of `attribute="..."` in a page.
fn attributes<'a>(html: &'a str, attribute: &str) -> Vec<&'a str> {
    let needle = format!("{attribute}=\"");
    html.match_indices(&needle)
        .filter_map(|(at, _)| {
            let rest = &html[at + needle.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

#[test]
fn every_internal_link_and_anchor_resolves() {
    let dir = site("links");
    let files = html_files(&dir);
    assert!(files.len() > 1000, "{} pages", files.len());
    let mut broken = Vec::new();
    let mut links = 0;
    for file in &files {
        let html = std::fs::read_to_string(file).unwrap();
        assert!(html.starts_with("<!DOCTYPE html>"), "{}", file.display());
        // Backquotes in the pages' data mark code spans; the site turns
        // every one into <code>, so none may reach a page as a character
        // (operand kinds such as "a `.v2.16b` register" and the emulator's
        // fault messages once did).
        if let Some(at) = html.find('`') {
            let around = &html[at.saturating_sub(60)..(at + 20).min(html.len())];
            broken.push(format!("{}: a literal backquote: …{around}…", file.display()));
        }
        let base = file.parent().unwrap();
        let mut targets: Vec<&str> = attributes(&html, "href");
        targets.extend(attributes(&html, "src"));
        for target in targets {
            assert!(
                !target.starts_with("http:") && !target.starts_with("https:") && !target.starts_with("//"),
                "{}: links outside the site: {target}",
                file.display()
            );
            links += 1;
            let (path, fragment) = target.split_once('#').unwrap_or((target, ""));
            let resolved = if path.is_empty() { file.clone() } else { base.join(path) };
            if !resolved.is_file() {
                broken.push(format!("{}: {target}", file.display()));
                continue;
            }
            if !fragment.is_empty() && resolved.extension().is_some_and(|e| e == "html") {
                let target_html = std::fs::read_to_string(&resolved).unwrap();
                let ids: BTreeSet<&str> = attributes(&target_html, "id").into_iter().collect();
                if !ids.contains(fragment) {
                    broken.push(format!("{}: {target} (no such anchor)", file.display()));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(broken.is_empty(), "{} broken links:\n{}", broken.len(), broken.join("\n"));
    assert!(links > 10_000, "only {links} links");
}

#[test]
fn the_search_index_lists_every_page_and_the_script_parses() {
    let dir = site("search");
    let index = std::fs::read_to_string(dir.join("search-index.js")).unwrap();
    let json = index.strip_prefix("window.PISA_DOC_INDEX = ").and_then(|r| r.trim_end().strip_suffix(';'));
    let entries: Vec<(String, String, String, String)> =
        serde_json::from_str(json.expect("the index is one assignment")).expect("the index is JSON");
    let expected: usize = pisa_doc::Isa::ALL.iter().map(|isa| isa.pages().len()).sum();
    assert_eq!(entries.len(), expected);
    for (isa, name, path, _) in &entries {
        assert!(dir.join(path).is_file(), "{isa} {name}: {path} is missing");
    }
    for wanted in ["v_pk_max_i16", "f2i"] {
        assert!(entries.iter().any(|(_, name, _, _)| name == wanted), "{wanted} is not in the index");
    }
    // The page for v_pk_max_i16 draws its layout and shows its example.
    let page = std::fs::read_to_string(dir.join("gfx1100/v_pk_max_i16.html")).unwrap();
    assert!(page.contains("<span class=\"value\">0000111</span>"), "no opcode bits in the diagram");
    assert!(page.contains("0x00000000CC070000"));
    assert!(page.contains("<code>v_pk_max_i16 v4, v8, v12</code>"));
    let script = dir.join("search.js");
    match std::process::Command::new("node").arg("--check").arg(&script).output() {
        Ok(out) => assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr)),
        Err(_) => eprintln!("SKIPPED: node not found; search.js is not syntax-checked"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn file_names_stay_in_their_directory() {
    for name in ["../../etc/passwd", ".hidden", "a/b", "ld.param", "v_add_f32", ""] {
        let file = pisa_doc::html::file_name(name);
        assert!(!file.contains('/') && !file.starts_with('.'), "{name} → {file}");
        assert!(file.ends_with(".html"));
    }
    assert_eq!(pisa_doc::html::file_name("ld.param"), "ld.param.html");
}
