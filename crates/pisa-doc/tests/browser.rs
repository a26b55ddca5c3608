//! The static site in a real browser: headless Chromium opens the site from
//! `file://` and, from a checking page written beside it, loads every page
//! in turn, follows every link of every page (the target must be a page of
//! the site, and its anchor an id on that page), types `v_pk_max_i16` and
//! `f2i` into the index's search box and requires each as the first hit,
//! and requires the layout diagram and the example on the pages of those
//! two. Chromium's log must hold no console message of any page (a script
//! error is one). Screenshots of the two pages are saved under
//! `target/pisa-doc-browser/`.
//!
//! Without Chromium the test says SKIPPED and passes; with
//! PISA_REQUIRE_CHROMIUM=1 (as CI sets it, after installing Debian's
//! `chromium`) a missing Chromium is a failure. PISA_CHROMIUM names the
//! binary if it is not `chromium`, `chromium-browser` or `google-chrome`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn chromium() -> Option<String> {
    let candidates: Vec<String> = match std::env::var("PISA_CHROMIUM") {
        Ok(name) => vec![name],
        Err(_) => ["chromium", "chromium-browser", "google-chrome"].iter().map(|s| s.to_string()).collect(),
    };
    for name in candidates {
        let runs = Command::new(&name).arg("--version").output().is_ok_and(|o| o.status.success());
        if runs {
            return Some(name);
        }
    }
    if std::env::var("PISA_REQUIRE_CHROMIUM").as_deref() == Ok("1") {
        panic!("Chromium is required (PISA_REQUIRE_CHROMIUM=1) but none runs; install Debian's `chromium`");
    }
    eprintln!(
        "SKIPPED: Chromium not found; the site is not checked in a browser (install `chromium`, or set PISA_CHROMIUM)"
    );
    None
}

/// Runs Chromium headless on `args`, killed after `limit`; (stdout, stderr).
fn run(browser: &str, args: &[String], limit: Duration) -> (String, String) {
    // A profile of its own, so that parallel runs and a user's browser stay apart.
    let profile = std::env::temp_dir().join(format!("pisa-doc-chromium-{}-{}", std::process::id(), args.len()));
    let mut child = Command::new(browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("chromium starts");
    let start = Instant::now();
    // Read both pipes on threads so that a full pipe never stalls it.
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let out_thread = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut out, &mut s);
        s
    });
    let err_thread = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut err, &mut s);
        s
    });
    loop {
        if child.try_wait().ok().flatten().is_some() {
            break;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = std::fs::remove_dir_all(&profile);
    (out_thread.join().unwrap_or_default(), err_thread.join().unwrap_or_default())
}

fn html_files(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for sub in ["", "pisa", "gfx1100"] {
        let Ok(entries) = std::fs::read_dir(dir.join(sub)) else { continue };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            if name.ends_with(".html") && !name.starts_with('_') {
                out.push(if sub.is_empty() { name } else { format!("{sub}/{name}") });
            }
        }
    }
    out.sort();
    out
}

/// The checking page: loads each page into a frame (the browser runs with
/// file access between files, so it may read them), gathers ids and links,
/// checks them all at the end, and writes what it found as JSON.
const CHECKER: &str = r##"<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>site check</title></head><body>
<pre id="result">running</pre>
<script>
var pages = PAGES;
var base = location.href.replace(/[^\/]*$/, "");
var ids = {}, links = [], external = [], content = {}, search = {};
var frame = document.createElement("iframe");
document.body.appendChild(frame);
var at = 0;
function relative(url) {
  return url.indexOf(base) === 0 ? url.slice(base.length) : null;
}
function gather() {
  var page = pages[at];
  var d = frame.contentDocument;
  var seen = {};
  d.querySelectorAll("[id]").forEach(function (e) { seen[e.id] = true; });
  ids[page] = seen;
  d.querySelectorAll("a[href], link[href], script[src], img[src]").forEach(function (e) {
    var url = e.href || e.src;
    var rel = relative(url.split("#")[0]);
    if (rel === null) { external.push(page + " -> " + url); return; }
    var hash = url.indexOf("#") >= 0 ? decodeURIComponent(url.split("#")[1]) : "";
    links.push([page, rel, hash, e.getAttribute("href") || e.getAttribute("src")]);
  });
  if (page === "gfx1100/v_pk_max_i16.html" || page === "pisa/f2i.html") {
    content[page] = {
      layout: d.querySelectorAll("table.bits").length,
      fields: d.querySelectorAll("table.fields").length,
      example: d.querySelectorAll("pre.example").length,
      title: d.title
    };
  }
  if (page === "index.html") {
    ["v_pk_max_i16", "f2i"].forEach(function (q) {
      var input = d.getElementById("search");
      input.value = q;
      input.dispatchEvent(new Event("input"));
      var hit = d.querySelector("#results a");
      search[q] = hit ? hit.getAttribute("href") : null;
    });
  }
}
function finish() {
  var broken = [];
  var files = {};
  pages.forEach(function (p) { files[p] = true; });
  links.forEach(function (l) {
    var target = l[1];
    var isPage = /\.html$/.test(target);
    if (isPage && !files[target]) { broken.push(l[0] + " -> " + l[3] + " (no such page)"); return; }
    if (isPage && l[2] && !(ids[target] || {})[l[2]]) { broken.push(l[0] + " -> " + l[3] + " (no such anchor)"); }
  });
  document.getElementById("result").textContent = JSON.stringify({
    pages: Object.keys(ids).length, links: links.length, broken: broken.slice(0, 40),
    brokenCount: broken.length, external: external.slice(0, 40), content: content, search: search,
    resources: links.filter(function (l) { return !/\.html$/.test(l[1]); }).map(function (l) { return l[1]; })
      .filter(function (v, i, a) { return a.indexOf(v) === i; })
  });
}
frame.onload = function () {
  try { gather(); } catch (e) { document.getElementById("result").textContent = "error on " + pages[at] + ": " + e; return; }
  at += 1;
  if (at < pages.length) { frame.src = pages[at]; } else { finish(); }
};
frame.src = pages[0];
</script></body></html>
"##;

#[derive(serde::Deserialize, Debug)]
struct Report {
    pages: usize,
    links: usize,
    broken: Vec<String>,
    #[serde(rename = "brokenCount")]
    broken_count: usize,
    external: Vec<String>,
    content: std::collections::BTreeMap<String, Content>,
    search: std::collections::BTreeMap<String, Option<String>>,
    resources: Vec<String>,
}

#[derive(serde::Deserialize, Debug)]
struct Content {
    layout: usize,
    fields: usize,
    example: usize,
    title: String,
}

fn artifacts() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"));
    target.join("pisa-doc-browser")
}

#[test]
fn the_site_works_in_headless_chromium() {
    let Some(browser) = chromium() else { return };
    let dir = std::env::temp_dir().join(format!("pisa-doc-browser-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    pisa_doc::html::write_site(&dir).expect("the site is written");
    let pages = html_files(&dir);
    let expected: usize = pisa_doc::Isa::ALL.iter().map(|isa| isa.pages().len()).sum();
    assert!(pages.len() > expected, "{} files for {expected} pages", pages.len());
    let checker = CHECKER.replace("PAGES", &serde_json::to_string(&pages).expect("names serialise"));
    std::fs::write(dir.join("_check.html"), checker).expect("the checking page is written");

    let url = format!("file://{}", dir.join("_check.html").display());
    let args: Vec<String> = [
        "--allow-file-access-from-files",
        "--enable-logging=stderr",
        "--v=0",
        "--virtual-time-budget=900000",
        "--dump-dom",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([url])
    .collect();
    let (dom, log) = run(&browser, &args, Duration::from_secs(400));
    let json = dom
        .split("<pre id=\"result\">")
        .nth(1)
        .and_then(|rest| rest.split("</pre>").next())
        .map(|s| s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&"))
        .unwrap_or_default();
    let report: Report = serde_json::from_str(&json).unwrap_or_else(|e| {
        panic!("no report from the checking page ({e}): {}", json.chars().take(400).collect::<String>())
    });
    eprintln!(
        "Chromium loaded {} pages and followed {} links; search: {:?}",
        report.pages, report.links, report.search
    );

    // Every page loaded, no link broken or leaving the site.
    assert_eq!(report.pages, pages.len(), "pages loaded in the browser");
    assert!(report.links > 10_000, "only {} links", report.links);
    assert!(report.broken.is_empty(), "{} broken links:\n{}", report.broken_count, report.broken.join("\n"));
    assert!(report.external.is_empty(), "links out of the site:\n{}", report.external.join("\n"));
    for resource in &report.resources {
        assert!(dir.join(resource).is_file(), "a page loads {resource}, which is not in the site");
    }
    // The search box finds both, first.
    assert_eq!(report.search.get("v_pk_max_i16"), Some(&Some("gfx1100/v_pk_max_i16.html".to_string())));
    assert_eq!(report.search.get("f2i"), Some(&Some("pisa/f2i.html".to_string())));
    // The two pages render their layout and example.
    let amd = &report.content["gfx1100/v_pk_max_i16.html"];
    assert!(amd.layout >= 1 && amd.example >= 1, "{amd:?}");
    assert!(amd.title.contains("v_pk_max_i16"), "{amd:?}");
    let pisa = &report.content["pisa/f2i.html"];
    assert!(pisa.fields >= 1 && pisa.example >= 1, "{pisa:?}");
    // No page wrote to the console (an uncaught error is logged there).
    let console: Vec<&str> = log.lines().filter(|l| l.contains(":CONSOLE")).collect();
    assert!(console.is_empty(), "console messages:\n{}", console.join("\n"));

    // Screenshots of the two pages, kept as artifacts.
    let out = artifacts();
    std::fs::create_dir_all(&out).expect("the artifact directory");
    for (page, name) in [("gfx1100/v_pk_max_i16.html", "v_pk_max_i16.png"), ("pisa/f2i.html", "f2i.png")] {
        let png = out.join(name);
        let _ = std::fs::remove_file(&png);
        let args = vec![
            "--window-size=1000,1400".to_string(),
            format!("--screenshot={}", png.display()),
            format!("file://{}", dir.join(page).display()),
        ];
        run(&browser, &args, Duration::from_secs(60));
        let bytes = std::fs::read(&png).unwrap_or_default();
        assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 10_000, "no screenshot of {page}");
        eprintln!("screenshot: {}", png.display());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
