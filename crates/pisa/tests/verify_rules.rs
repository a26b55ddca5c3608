//! Every rule of the verifier has a module that breaks it (its rendered
//! diagnostic is an insta snapshot) and a module that satisfies it.
//!
//! Table restrictions are tested through `verify::samples`, which builds a
//! valid instruction of each form, and one broken in exactly one restriction,
//! from its own reading of the table.

use pisa::isa;
use pisa::syntax::generate::Rng;
use pisa::verify::{self, rules, samples};

fn check(source: &str) -> (pisa::syntax::ast::Module, verify::Verified) {
    let parsed = pisa::parse(source);
    if parsed.has_errors() {
        panic!(
            "sample does not parse:\n{}\n{source}",
            pisa::diag::render(&parsed.diagnostics, "sample.pisa", source, pisa::diag::Color::Never)
        );
    }
    let verified = verify::verify(&parsed.module, &verify::Options::default());
    (parsed.module, verified)
}

fn errors(verified: &verify::Verified) -> Vec<&pisa::Diagnostic> {
    verified.diagnostics.iter().filter(|d| d.is_error()).collect()
}

/// `found` reports `wanted`, or, where an instruction's forms overlap (the
/// four forms of `mov` share their mnemonics), the same kind of width rule
/// of the form the verifier judged closest.
fn same_rule(found: &str, wanted: &str) -> bool {
    if found == wanted {
        return true;
    }
    let split = |code: &str| -> Option<(String, String)> {
        let (instruction, rest) = code.split_once(".f")?;
        let (_, kind) = rest.split_once('.')?;
        Some((instruction.to_string(), kind.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-').to_string()))
    };
    let widths = ["width", "total-width"];
    match (split(found), split(wanted)) {
        (Some((a, ka)), Some((b, kb))) => {
            a == "mov" && a == b && widths.contains(&ka.as_str()) && widths.contains(&kb.as_str())
        }
        _ => false,
    }
}

#[test]
fn every_form_has_a_valid_sample() {
    let table = isa::table();
    let mut failures = Vec::new();
    for form in table.forms.iter() {
        let mut rng = Rng::new(form.id as u64 + 1);
        let Some(sample) = samples::valid(form, &mut rng) else {
            failures.push(format!("{}: no valid sample could be built", form.syntax));
            continue;
        };
        let source = samples::module(std::slice::from_ref(&sample));
        let (_, verified) = check(&source);
        if verified.has_errors() {
            let rendered = pisa::diag::render(&verified.diagnostics, "sample.pisa", &source, pisa::diag::Color::Never);
            failures.push(format!("{}: `{}` is rejected:\n{rendered}", form.syntax, sample.text));
        }
    }
    assert!(failures.is_empty(), "{} forms fail:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_table_restriction_is_enforced() {
    let table = isa::table();
    let mut failures = Vec::new();
    let mut tested = 0;
    for form in table.forms.iter() {
        for index in 0..form.restrictions.len() {
            let code = rules::table_rule_id(form, index);
            let mut rng = Rng::new(form.id as u64 * 97 + index as u64);
            let Some(sample) = samples::broken(form, index, &mut rng) else {
                failures.push(format!("{code}: no breaking sample could be built for {}", form.syntax));
                continue;
            };
            let source = samples::module(std::slice::from_ref(&sample));
            let (_, verified) = check(&source);
            let errors = errors(&verified);
            if !errors.iter().any(|d| d.code.as_deref().is_some_and(|c| same_rule(c, &code))) {
                let got: Vec<String> =
                    errors.iter().map(|d| format!("[{}] {}", d.code.clone().unwrap_or_default(), d.message)).collect();
                failures.push(format!("{code}: `{}` gave {got:?}", sample.text));
                continue;
            }
            tested += 1;
            let rendered = pisa::diag::render(
                &verified.diagnostics.iter().filter(|d| d.is_error()).cloned().collect::<Vec<_>>(),
                "sample.pisa",
                &source,
                pisa::diag::Color::Never,
            );
            insta::assert_snapshot!(format!("table__{code}"), format!("{}\n\n{rendered}", sample.text));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} restrictions fail:\n{}",
        failures.len(),
        tested + failures.len(),
        failures.join("\n")
    );
}
