//! Each structural rule of the verifier (`verify::Rule`) and each warning
//! (`verify::Lint`) has a module that breaks it, whose rendered diagnostic is
//! an insta snapshot, and a module that satisfies it.

use pisa::verify::{self, Lint, Rule};

const HEADER: &str = ".version 0.1;\n.target 100;\n";

/// A module with `top` at module scope and `body` in a kernel that declares
/// a few registers.
fn kernel(top: &str, body: &str) -> String {
    format!(
        "{HEADER}{top}\n.kernel @k() {{\n    .reg .32b %a, %b;\n    .reg .16b %h;\n    .reg .64b %d;\n    .reg .v2.32b %v;\n    .reg .v4.32b %w;\n    .pred %p;\n    mov.32b %a, 0;\n    mov.32b %b, 0;\n    mov.16b %h, 0;\n    mov.64b %d, 0;\n{body}\n}}\n"
    )
}

fn module(text: &str) -> String {
    format!("{HEADER}{text}\n")
}

/// (rule, a module that breaks it, a module that satisfies it).
fn cases() -> Vec<(&'static str, String, String)> {
    let k = kernel;
    let m = module;
    vec![
        (Rule::DuplicateSymbol.id(), m(".global @A[4];\n.global @A[4];"), m(".global @A[4];\n.global @B[4];")),
        (Rule::ConstNeedsInitializer.id(), m(".const @C[4];"), m(".const @C[4] = { .32b 1 };")),
        (Rule::InitializerSize.id(), m(".global @A[8] = { .32b 1 };"), m(".global @A[4] = { .32b 1 };")),
        (Rule::InitializerSymbolWidth.id(), m(".global @A[4];\n.const @P[4] = { .32b @A };"), m(".global @A[4];\n.const @P[8] = { .64b @A };")),
        (Rule::InitializerSymbolUnknown.id(), m(".const @P[8] = { .64b @nope };"), m(".global @A[4];\n.const @P[8] = { .64b @A+4 };")),
        (Rule::InitializerNotAllowed.id(), k("", "    .shared @S[4] = { .32b 0 };"), k("", "    .shared @S[4];")),
        (Rule::SizelessNeedsInitializer.id(), m(".global @A;"), m(".global @A = { .32b 0 };")),
        (Rule::ImportHasInitializer.id(), m(".import .global @A[4] = { .32b 0 };"), m(".import .global @A[4];")),
        (Rule::ImportHasBody.id(), m(".import .function void @f() {\n}"), m(".import .function void @f();")),
        (Rule::FunctionUndefined.id(), m(".function void @f();"), m(".function void @f();\n.function void @f() {\n}")),
        (
            Rule::FunctionRedeclared.id(),
            m(".function void @f(.reg .32b);\n.function void @f(.reg .64b %x) {\n}"),
            m(".function void @f(.reg .32b);\n.function void @f(.reg .32b %x) {\n}"),
        ),
        (Rule::AlignPowerOfTwo.id(), m(".global .align 3 @A[4];"), m(".global .align 4 @A[4];")),
        (Rule::ParamAlignPowerOfTwo.id(), m(".kernel @k(.param[8] .align(6) %x) {\n}"), m(".kernel @k(.param[8] .align(8) %x) {\n}")),
        (Rule::ParamSizeZero.id(), m(".kernel @k(.param[0] %x) {\n}"), m(".kernel @k(.param[4] %x) {\n}")),
        (Rule::WorkGroupSizeZero.id(), m(".kernel .reqd_work_group_size(0, 1, 1) @k() {\n}"), m(".kernel .reqd_work_group_size(64, 1, 1) @k() {\n}")),
        (Rule::GlobalInBody.id(), k("", "    .global @G[4];"), k(".global @G[4];", "")),
        (Rule::LocalAtModuleScope.id(), k(".shared @S[4];", ""), k("", "    .shared @S[4];")),
        (Rule::ParameterUnnamed.id(), m(".function void @f(.reg .32b) {\n}"), m(".function void @f(.reg .32b %x) {\n}")),
        (Rule::VectorType.id(), k("", "    .reg .v5.16b %x;"), k("", "    .reg .v4.16b %x;")),
        (Rule::RangeTooLarge.id(), k("", "    .reg .32b %r<0~100000>;"), k("", "    .reg .32b %r<0~100>;")),
        (Rule::UndeclaredRegister.id(), k("", "    mov.32b %a, %zz;"), k("", "    mov.32b %a, %b;")),
        (Rule::UndeclaredSymbol.id(), k("", "    addrof.64b %d, @nope;"), k(".global @G[4];", "    addrof.64b %d, @G;")),
        (Rule::UndeclaredLabel.id(), k("", "    goto nowhere;"), k("", "    goto L;\nL:")),
        (Rule::DuplicateDeclaration.id(), k("", "    .reg .32b %x;\n    .reg .32b %x;"), k("", "    .reg .32b %x;\n    {\n        .reg .32b %x;\n    }")),
        (Rule::DuplicateLabel.id(), k("", "L:\n    mov.32b %a, 1;\nL:"), k("", "L:\n    mov.32b %a, 1;\nM:")),
        (Rule::DuplicateParameter.id(), m(".kernel @k(.param[4] %x, .param[4] %x) {\n}"), m(".kernel @k(.param[4] %x, .param[4] %y) {\n}")),
        (Rule::SpecialRegisterDeclared.id(), k("", "    .reg .32b %laneid;"), k("", "    .reg .32b %lane;")),
        (
            Rule::KernelParamMisuse.id(),
            m(".kernel @k(.param[4] %x) {\n    .reg .32b %a;\n    mov.32b %a, %x;\n}"),
            m(".kernel @k(.param[4] %x) {\n    .reg .32b %a;\n    ld.param.32b %a, [%x];\n}"),
        ),
        (
            Rule::LdParamBase.id(),
            m(".kernel @k(.param[4] %x) {\n    .reg .32b %a;\n    .reg .64b %d;\n    mov.64b %d, 0;\n    ld.param.32b %a, [%d];\n}"),
            m(".kernel @k(.param[4] %x) {\n    .reg .32b %a;\n    ld.param.32b %a, [%x];\n}"),
        ),
        (Rule::OperandKind.id(), k("", "    iadd.32b %a, %v, %b;"), k("", "    mov.64b %v.xy, %d;\n    iadd.32b %a, %v.x, %b;")),
        (Rule::SwizzleOnScalar.id(), k("", "    iadd.32b %a, %b.x, %b;"), k("", "    iadd.32b %a, %b, %b;")),
        (Rule::SwizzleOutOfRange.id(), k("", "    mov.64b %v.xy, %d;\n    iadd.32b %a, %v.z, %b;"), k("", "    mov.64b %v.xy, %d;\n    iadd.32b %a, %v.y, %b;")),
        (Rule::MultiElementSwizzle.id(), k("", "    mov.64b %v.xy, %d;\n    iadd.32b %a, %v.xy, %b;"), k("", "    mov.64b %v.xy, %d;\n    mov.64b %d, %v.xy;")),
        (Rule::SpecialRegisterSwizzle.id(), k("", "    mov.32b %a, %localid;"), k("", "    mov.32b %a, %localid.x;")),
        (Rule::SpecialRegisterWrite.id(), k("", "    mov.32b %laneid, %a;"), k("", "    mov.32b %a, %laneid;")),
        (Rule::ImmediateRange.id(), m(".function .16b @f() {\n    return 70000;\n}"), m(".function .16b @f() {\n    return 7;\n}")),
        (Rule::AddressForm.id(), k("", "    ld.global.32b %a, [0x100];"), k("", "    ld.global.32b %a, [%d];")),
        (Rule::AddressWidth.id(), k("", "    ld.global.32b %a, [%a];"), k("", "    ld.global.32b %a, [%d];")),
        (Rule::AddressOffsetRegister.id(), k("", "    ld.global.32b %a, [%d + %h];"), k("", "    ld.global.32b %a, [%d + %a];")),
        (Rule::AddressVariableSpace.id(), k("", "    .shared @S[4];\n    ld.global.32b %a, [@S];"), k("", "    .shared @S[4];\n    ld.shared.32b %a, [@S];")),
        (
            Rule::CallTarget.id(),
            m(".kernel @other() {\n}\n\n.kernel @k() {\n    call void, @other();\n}"),
            m(".function void @other() {\n}\n\n.kernel @k() {\n    call void, @other();\n}"),
        ),
        (Rule::CallArgumentCount.id(), k(".import .function void @f(.reg .32b);", "    call void, @f();"), k(".import .function void @f(.reg .32b);", "    call void, @f(%a);")),
        (Rule::CallArgumentType.id(), k(".import .function void @f(.reg .32b);", "    call void, @f(%d);"), k(".import .function void @f(.reg .32b);", "    call void, @f(%a);")),
        (Rule::CallReturnType.id(), k(".import .function .32b @g();", "    call void, @g();"), k(".import .function .32b @g();", "    call %a, @g();")),
        (Rule::ReturnInKernel.id(), k("", "    return %a;"), k("", "    return;")),
        (Rule::ReturnValue.id(), m(".function void @f() {\n    .reg .32b %a;\n    mov.32b %a, 1;\n    return %a;\n}"), m(".function void @f() {\n    return;\n}")),
        (
            Rule::ReturnNotLast.id(),
            m(".function .32b @f() {\n    .reg .32b %a;\n    mov.32b %a, 1;\n}"),
            m(".function .32b @f() {\n    .reg .32b %a;\n    mov.32b %a, 1;\n    return %a;\n}"),
        ),
    ]
}

/// Rules no v0.1 module can break, with where their logic is tested instead.
const UNBREAKABLE: &[(&str, &str)] = &[(
    "target-feature",
    "every PISA v0.1 instruction needs only target 100; verify::inst::tests::target_compatibility_follows_the_layer_model",
)];

fn verify_text(source: &str, options: &verify::Options) -> (verify::Verified, String) {
    let parsed = pisa::parse(source);
    assert!(
        !parsed.has_errors(),
        "does not parse:\n{}\n{source}",
        pisa::diag::render(&parsed.diagnostics, "case.pisa", source, pisa::diag::Color::Never)
    );
    let verified = verify::verify(&parsed.module, options);
    // `pisa check` takes the diagnostics without the IR: the same ones.
    assert_eq!(verify::diagnostics(&parsed.module, options), verified.diagnostics, "{source}");
    let rendered = pisa::diag::render(&verified.diagnostics, "case.pisa", source, pisa::diag::Color::Never);
    (verified, rendered)
}

#[test]
fn every_structural_rule_has_a_failing_and_a_passing_module() {
    let cases = cases();
    let mut failures = Vec::new();
    for rule in Rule::ALL {
        let covered =
            cases.iter().any(|(id, _, _)| *id == rule.id()) || UNBREAKABLE.iter().any(|(id, _)| *id == rule.id());
        if !covered {
            failures.push(format!("{}: no test case", rule.id()));
        }
    }
    for (id, failing, passing) in &cases {
        let (verified, rendered) = verify_text(failing, &verify::Options::default());
        let codes: Vec<String> =
            verified.diagnostics.iter().filter(|d| d.is_error()).filter_map(|d| d.code.clone()).collect();
        if !codes.iter().any(|c| c == id) {
            failures.push(format!("{id}: the failing module gave {codes:?}\n{rendered}"));
        } else {
            let errors: Vec<pisa::Diagnostic> = verified.diagnostics.iter().filter(|d| d.is_error()).cloned().collect();
            let shown = pisa::diag::render(&errors, "case.pisa", failing, pisa::diag::Color::Never);
            insta::assert_snapshot!(format!("rule__{id}"), shown);
        }
        let (verified, rendered) = verify_text(passing, &verify::Options::default());
        if verified.has_errors() {
            failures.push(format!("{id}: the passing module is rejected\n{rendered}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// (lint, a module that triggers it, one that does not).
fn lint_cases() -> Vec<(Lint, String, String)> {
    let body = |code: &str| format!("{HEADER}\n.kernel @k() {{\n{code}\n}}\n");
    vec![
        (Lint::Unused, body("    .reg .32b %x;"), body("    .reg .32b %x;\n    mov.32b %x, 1;")),
        (
            Lint::Uninitialized,
            body("    .reg .32b %a, %b;\n    iadd.32b %a, %b, 1;"),
            body("    .reg .32b %a, %b;\n    mov.32b %b, 2;\n    iadd.32b %a, %b, 1;"),
        ),
        (
            Lint::Unreachable,
            body("    .reg .32b %a;\n    return;\n    mov.32b %a, 1;"),
            body("    .reg .32b %a;\n    mov.32b %a, 1;\n    return;"),
        ),
        (
            Lint::OffsetOutOfBounds,
            body("    .reg .32b %a;\n    .shared .align 4 @S[4];\n    ld.shared.32b %a, [@S + 4];"),
            body("    .reg .32b %a;\n    .shared .align 4 @S[4];\n    ld.shared.32b %a, [@S + 0];"),
        ),
        (
            Lint::InitializerTruncated,
            format!("{HEADER}.global @A[1] = {{ .8b 300 }};\n"),
            format!("{HEADER}.global @A[1] = {{ .8b 255 }};\n"),
        ),
    ]
}

#[test]
fn every_warning_fires_and_can_be_silenced_or_denied() {
    let cases = lint_cases();
    assert_eq!(cases.len(), Lint::ALL.len(), "every lint needs a case");
    for (lint, triggering, clean) in cases {
        let (verified, rendered) = verify_text(&triggering, &verify::Options::default());
        let hits = |v: &verify::Verified| v.diagnostics.iter().filter(|d| d.code.as_deref() == Some(lint.id())).count();
        assert!(hits(&verified) > 0 && !verified.has_errors(), "{}: expected a warning\n{rendered}", lint.id());
        insta::assert_snapshot!(format!("lint__{}", lint.id()), rendered);
        let (verified, rendered) = verify_text(&clean, &verify::Options::default());
        assert_eq!(hits(&verified), 0, "{}: the clean module warns\n{rendered}", lint.id());
        let allowed = verify::Options { allow: vec![lint], ..Default::default() };
        assert_eq!(hits(&verify_text(&triggering, &allowed).0), 0, "{}: -A does not silence it", lint.id());
        let denied = verify::Options { deny_warnings: true, ..Default::default() };
        assert!(verify_text(&triggering, &denied).0.has_errors(), "{}: -W error does not make it an error", lint.id());
    }
}

/// The shape LLVM's PISA backend emits: a function returning a vector,
/// called by a kernel (docs/spec-errata.md E41).
const VECTOR_RETURN: &str = ".version 0.1;
.target 100;

.function .v4.32b @f(.reg .32b %R32_W0, .reg .32b %R32_W1) {
    .reg .v4.32b %VR4_32_V4W0;
    mov.32b %VR4_32_V4W0.x, %R32_W0;
    mov.32b %VR4_32_V4W0.y, %R32_W1;
    mov.32b %VR4_32_V4W0.z, %R32_W0;
    mov.32b %VR4_32_V4W0.w, %R32_W1;
    return %VR4_32_V4W0;
}

.function .v2.64b @g(.reg .v2.64b %v, .reg .v4.16b %h) {
    .pred %p;
    ucmp.eq.64b %p, %v.x, 0;
    return.cond %p, %v;
    return %v;
}

.kernel @k() {
    .reg .32b %a, %b;
    .reg .v4.32b %r;
    .reg .v2.64b %q, %s;
    .reg .v4.16b %h;
    .reg .64b %fp;
    mov.32b %a, 1;
    mov.32b %b, 2;
    call %r, @f(%a, %r.y);
    mov.64b %q.x, 3;
    mov.64b %q.y, 4;
    mov.16b %h.x, 0;
    mov.16b %h.y, 0;
    mov.16b %h.z, 0;
    mov.16b %h.w, 0;
    call %s, @g(%q, %h);
    addrof.64b %fp, @f;
    call %r, %fp(%a, %b);
}
";

#[test]
fn vector_return_values_and_arguments_are_accepted() {
    let (verified, rendered) = verify_text(VECTOR_RETURN, &verify::Options::default());
    assert!(!verified.has_errors(), "{rendered}");
}

#[test]
fn vector_return_values_of_the_wrong_shape_are_rejected_with_the_types() {
    let function = |ret: &str, body: &str| {
        module(&format!(".function {ret} @f(.reg .v4.32b %v, .reg .v2.32b %w) {{\n    .reg .v4.64b %d;\n{body}\n}}"))
    };
    let cases = [
        (function(".v2.32b", "    return %v;"), "`@f` returns `.v2.32b`, but this register is `.v4.32b`"),
        (function(".v4.32b", "    return %w;"), "`@f` returns `.v4.32b`, but this register is `.v2.32b`"),
        (function(".v4.32b", "    return %d;"), "`@f` returns `.v4.32b`, but this register is `.v4.64b`"),
        (function(".v2.32b", "    return 5;"), "`@f` returns the vector `.v2.32b`; an immediate is a single value"),
        (function(".32b", "    return %v;"), "`@f` returns `.32b`, but this register is `.v4.32b`"),
        (function(".v2.32b", "    return %v.x;"), "`@f` returns `.v2.32b`"),
        (
            k_with(".import .function .v4.32b @f();", "    call %v2, @f();"),
            "`@f` returns `.v4.32b`, but this register is `.v2.32b`",
        ),
        (
            k_with(".import .function .v2.32b @f();", "    call %v4.x, @f();"),
            "the return value goes to a whole register, not a swizzle",
        ),
        (
            k_with(".import .function void @f(.reg .v4.32b);", "    call void, @f(%v2);"),
            "this argument is `.v2.32b`, but the parameter is `.v4.32b`",
        ),
        (
            k_with(".import .function void @f(.reg .v2.32b);", "    call void, @f(%v4.x);"),
            "this argument is `.32b`, but the parameter is `.v2.32b`",
        ),
    ];
    for (source, expected) in cases {
        let (verified, rendered) = verify_text(&source, &verify::Options::default());
        let errors: Vec<&pisa::Diagnostic> = verified.diagnostics.iter().filter(|d| d.is_error()).collect();
        assert_eq!(errors.len(), 1, "one error expected, the cause alone:\n{source}\n{rendered}");
        assert!(errors[0].message.contains(expected), "expected `{expected}`:\n{source}\n{rendered}");
    }
}

/// A kernel with a `.v2.32b %v2` and a `.v4.32b %v4`, both written.
fn k_with(top: &str, body: &str) -> String {
    module(&format!(
        "{top}\n.kernel @k() {{\n    .reg .v2.32b %v2;\n    .reg .v4.32b %v4;\n    mov.32b %v2.x, 0;\n    mov.32b %v2.y, 0;\n    mov.32b %v4.x, 0;\n    mov.32b %v4.y, 0;\n    mov.32b %v4.z, 0;\n    mov.32b %v4.w, 0;\n{body}\n}}"
    ))
}

/// `verify::diagnostics` (no IR kept, what `pisa check` uses) reports what
/// `verify` reports, on every corpus file and on generated modules with
/// branches and loops.
#[test]
fn diagnostics_without_ir_are_those_of_verify() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/corpus");
    let mut sources = Vec::new();
    for dir in ["invalid", "spec", "valid"] {
        let mut files: Vec<_> =
            std::fs::read_dir(format!("{root}/{dir}")).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for file in files {
            sources.push(std::fs::read_to_string(file).unwrap());
        }
    }
    for seed in 0..4 {
        sources.push(pisa::verify::samples::verified_module(300, seed));
    }
    let options = [verify::Options::default(), verify::Options { deny_warnings: true, allow: vec![Lint::Unused] }];
    let mut compared = 0;
    for source in &sources {
        let parsed = pisa::parse(source);
        if parsed.has_errors() {
            continue;
        }
        for options in &options {
            let verified = verify::verify(&parsed.module, options);
            assert_eq!(verify::diagnostics(&parsed.module, options), verified.diagnostics, "{source}");
            compared += 1;
        }
    }
    assert!(compared > 100, "only {compared} modules compared");
}
