//! docs/rules.md lists every rule the verifier enforces, with its spec
//! section and the test that breaks it. It is generated from
//! `verify::rules::catalogue()`; `PISA_BLESS=1 cargo test` rewrites it.

use pisa::verify::{rules, Lint, Rule};

fn render() -> String {
    let mut out = String::from(
        "# Verifier rules\n\n\
         Generated from `pisa::verify::rules::catalogue()` by `PISA_BLESS=1 cargo test -p pisa --test rules_catalogue`; do not edit by hand.\n\n\
         Every rule below has a module that breaks it and one that satisfies it. Structural rules are tested by\n\
         `crates/pisa/tests/verify_structural.rs` (snapshot `verify_structural__rule__ID`); the restrictions of the\n\
         instruction table by `crates/pisa/tests/verify_rules.rs` (snapshot `verify_rules__table__ID`), from samples\n\
         that `pisa::verify::samples` builds for each form. The code is what `pisa check` prints as `error[ID]`.\n\n",
    );
    let catalogue = rules::catalogue();
    out.push_str(&format!(
        "{} rules: {} structural, {} from the instruction table.\n\n",
        catalogue.len(),
        Rule::ALL.len(),
        catalogue.len() - Rule::ALL.len()
    ));
    out.push_str("| code | spec section | rule | test |\n|---|---|---|---|\n");
    for (index, entry) in catalogue.iter().enumerate() {
        let test = if index < Rule::ALL.len() {
            if entry.id == "target-feature" {
                "`verify::inst::tests::target_compatibility_follows_the_layer_model`".to_string()
            } else {
                format!("`verify_structural__rule__{}`", entry.id)
            }
        } else {
            format!("`verify_rules__table__{}`", entry.id)
        };
        out.push_str(&format!(
            "| `{}` | {} | {} | {test} |\n",
            entry.id,
            entry.section,
            entry.summary.replace('|', "\\|")
        ));
    }
    out.push_str("\n## Warnings\n\n`-A CODE` silences one; `-W error` makes all of them errors. Tested by `verify_structural::every_warning_fires_and_can_be_silenced_or_denied`.\n\n| code | what it reports |\n|---|---|\n");
    for lint in Lint::ALL {
        out.push_str(&format!("| `{}` | {} |\n", lint.id(), lint.summary()));
    }
    out
}

#[test]
fn rules_catalogue_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/rules.md");
    let expected = render();
    if std::env::var_os("PISA_BLESS").is_some() {
        std::fs::write(&path, &expected).unwrap();
        return;
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        actual == expected,
        "docs/rules.md is out of date; run `PISA_BLESS=1 cargo test -p pisa --test rules_catalogue`"
    );
}

#[test]
fn rule_codes_are_unique() {
    let catalogue = rules::catalogue();
    let mut seen = std::collections::HashSet::new();
    for entry in &catalogue {
        assert!(seen.insert(entry.id.clone()), "duplicate rule code {}", entry.id);
    }
    assert!(catalogue.len() > 150, "{} rules", catalogue.len());
}
