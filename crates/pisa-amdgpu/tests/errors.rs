//! What the backend cannot compile is a clear error naming what is
//! missing, never a panic or wrong code.

mod common;

fn error(source: &str, kernel: Option<&str>) -> pisa_amdgpu::CompileError {
    let module = common::module(source);
    let options = pisa_amdgpu::Options { kernel: kernel.map(str::to_string), opt_level: 2 };
    match pisa_amdgpu::compile(&module, &options) {
        Ok(_) => panic!("compiled:\n{source}"),
        Err(e) => e,
    }
}

/// `n` values loaded and live at once, then summed.
fn pressure(n: usize) -> String {
    let mut s = String::from(".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %p) {\n    .reg .64b %a;\n    .reg .32b %sum;\n");
    s.push_str(&format!("    .reg .32b %v<0~{n}>;\n    ld.param.64b %a, [%p];\n"));
    for k in 0..n {
        s.push_str(&format!("    ld.global.32b %v{k}, [%a + {}];\n", 4 * k));
    }
    s.push_str("    mov.32b %sum, 0;\n");
    for k in 0..n {
        s.push_str(&format!("    iadd.32b %sum, %sum, %v{k};\n"));
    }
    s.push_str("    st.global.32b [%a], %sum;\n}\n");
    s
}

#[test]
fn a_kernel_out_of_registers_even_with_spilling_is_refused() {
    // 400 values live at once beside a `.private` array that leaves less
    // scratch than their slots need.
    let source =
        pressure(400).replace("    .reg .32b %sum;\n", "    .reg .32b %sum;\n    .private .align 16 @big[262000];\n");
    let source = source.replace(
        "    st.global.32b [%a], %sum;\n",
        "    st.private.32b [@big + 8], %sum;\n    ld.private.32b %sum, [@big + 8];\n    st.global.32b [%a], %sum;\n",
    );
    let e = error(&source, None);
    assert!(
        e.message.contains(
            "needs more VGPRs than gfx1100 has, even with values spilled to scratch (their slots would pass the \
             262136 bytes of scratch a lane can have)"
        ),
        "{}",
        e.message
    );
    assert_eq!(e.kernel, "k");
    // Without the array the same values fit in scratch.
    let module = common::module(&pressure(400));
    let options = pisa_amdgpu::Options { kernel: None, opt_level: 2 };
    assert!(pisa_amdgpu::compile(&module, &options).is_ok());
}

#[test]
fn a_module_without_the_kernel_asked_for_is_an_error() {
    let source = ".version 0.1;\n.target 100;\n.kernel @k() {\n}\n";
    assert_eq!(error(source, Some("other")).message, "no kernel `other` in the module");
    let none = ".version 0.1;\n.target 100;\n.function void @f() {\n}\n";
    assert_eq!(error(none, None).message, "the module has no kernels");
}

/// Module variables the backend cannot place yet fail the kernels that
/// reach them, at the variable's declaration; other kernels compile.
#[test]
fn module_variables_it_cannot_place_are_refused_where_declared() {
    let source = ".version 0.1;\n.target 100;\n\
                  .import .global .align 4 @outside[4];\n\
                  .function .32b @f(.reg .32b %x) {\n    return %x;\n}\n\
                  .const .align 8 @table[8] = { .64b @f };\n\
                  .const .align 8 @indirect[8] = { .64b @table };\n\
                  .kernel @imports(.param[8] .addrspace(global) %p) {\n    .reg .64b %a;\n    .reg .32b %v;\n\
                  ld.param.64b %a, [%p];\n    ld.global.32b %v, [@outside];\n    st.global.32b [%a], %v;\n}\n\
                  .kernel @functions(.param[8] .addrspace(global) %p) {\n    .reg .64b %a, %t;\n\
                  ld.param.64b %a, [%p];\n    ld.const.64b %t, [@indirect];\n    st.global.64b [%a], %t;\n}\n\
                  .kernel @plain(.param[8] .addrspace(global) %p) {\n    .reg .64b %a;\n\
                  ld.param.64b %a, [%p];\n    st.global.64b [%a], %a;\n}\n";
    let e = error(source, Some("imports"));
    assert_eq!(e.message, "`@outside` is imported: linking modules is not supported by the gfx1100 backend yet");
    assert_eq!(
        (e.kernel.as_str(), e.span.map(|s| &source[s.start as usize..s.end as usize])),
        ("imports", Some(".import .global .align 4 @outside[4]"))
    );
    // Reached through another variable's initializer.
    let e = error(source, Some("functions"));
    assert_eq!(
        e.message,
        "`@table` holds a function's address, and functions are not supported by the gfx1100 backend yet"
    );
    assert_eq!(e.kernel, "functions");
    let module = common::module(source);
    let options = pisa_amdgpu::Options { kernel: Some("plain".into()), opt_level: 2 };
    assert!(pisa_amdgpu::compile(&module, &options).is_ok(), "a kernel that reaches neither compiles");
}

/// Calls it cannot expand in place are refused at the call.
#[test]
fn recursion_and_function_pointers_are_refused_at_the_call() {
    let fib = ".version 0.1;\n.target 100;\n\
               .function .32b @f(.reg .32b %n) {\n    .reg .32b %r;\n    call %r, @g(%n);\n    return %r;\n}\n\
               .function .32b @g(.reg .32b %n) {\n    .reg .32b %r;\n    .pred %p;\n    mov.32b %r, %n;\n\
               ucmp.eq.32b %p, %n, 0;\n    return.cond %p, %r;\n    isub.32b %r, %n, 1;\n    call %r, @f(%r);\n    return %r;\n}\n\
               .kernel @k(.param[8] .addrspace(global) %p) {\n    .reg .64b %a;\n    .reg .32b %v;\n\
               ld.param.64b %a, [%p];\n    mov.32b %v, 3;\n    call %v, @f(%v);\n    st.global.32b [%a], %v;\n}\n";
    let e = error(fib, None);
    assert_eq!(e.message, "`@f` is recursive, and recursion is not supported by the gfx1100 backend yet");
    assert_eq!(e.span.map(|s| &fib[s.start as usize..s.end as usize]), Some("call %r, @f(%r)"));
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/function_pointers.pisa")).unwrap();
    let e = error(&source, None);
    assert_eq!(e.message, "calls through function pointers are not supported by the gfx1100 backend yet");
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/recursion.pisa")).unwrap();
    assert_eq!(
        error(&source, None).message,
        "`@fib` is recursive, and recursion is not supported by the gfx1100 backend yet"
    );
}

/// An imported function cannot be called (nothing is linked), and a call
/// tree too large to copy is refused rather than expanded.
#[test]
fn imported_callees_and_huge_call_trees_are_refused() {
    let source = ".version 0.1;\n.target 100;\n.import .function void @outside();\n\
                  .kernel @k() {\n    call void, @outside();\n}\n";
    let e = error(source, None);
    assert_eq!(e.message, "`@outside` is imported: linking modules is not supported by the gfx1100 backend yet");
    assert_eq!(e.span.map(|s| &source[s.start as usize..s.end as usize]), Some("call void, @outside()"));
    // f0 calls f1 twice, f1 calls f2 twice, ...: 2^14 copies of f14.
    let mut big = String::from(".version 0.1;\n.target 100;\n.function void @f14() {\n}\n");
    for k in (0..14).rev() {
        big.push_str(&format!(
            ".function void @f{k}() {{\n    call void, @f{}();\n    call void, @f{}();\n}}\n",
            k + 1,
            k + 1
        ));
    }
    big.push_str(".kernel @k() {\n    call void, @f0();\n}\n");
    assert_eq!(error(&big, None).message, "the calls expand to more than 10000 copies of function bodies");
}

/// Limits of the hardware a code object must keep to load and dispatch:
/// each a clear error naming the kernel and the limit, as clang refuses
/// them ("local memory (70000) exceeds limit (65536)", "stack frame size
/// (300016) exceeds limit (262136)").
#[test]
fn shared_memory_past_64_kib_is_refused_counting_the_callees() {
    // 30,000 bytes of the kernel's own and 40,000 of a function it calls:
    // the code object's group segment is their sum.
    let source = ".version 0.1;\n.target 100;\n\
                  .function .32b @f(.reg .32b %i) {\n    .shared .align 4 @t[40000];\n    .reg .32b %x;\n\
                  ld.shared.32b %x, [@t + 39996];\n    return %x;\n}\n\
                  .kernel @k(.param[8] .addrspace(global) %out) {\n    .shared .align 4 @s[30000];\n\
                  .reg .32b %x, %y;\n    .reg .64b %p;\n    ld.param.64b %p, [%out];\n\
                  ld.shared.32b %x, [@s + 29996];\n    call %y, @f(%x);\n    st.global.32b [%p], %y;\n}\n";
    let e = error(source, None);
    assert_eq!(e.kernel, "k");
    assert!(
        e.message.contains("(70000 bytes") && e.message.contains("limit of 65536 bytes a work-group"),
        "{}",
        e.message
    );
    // 64 KiB exactly is allowed.
    let fits = source.replace("@s[30000]", "@s[25536]").replace("@s + 29996", "@s + 25532");
    let options = pisa_amdgpu::Options { kernel: None, opt_level: 2 };
    pisa_amdgpu::compile(&common::module(&fits), &options).expect("64 KiB of shared memory compiles");
}

#[test]
fn private_memory_past_the_scratch_limit_is_refused() {
    let private = |n: u64| {
        format!(
            ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {{\n\
             .private .align 4 @s[{n}];\n    .reg .32b %x;\n    .reg .64b %p;\n    ld.param.64b %p, [%out];\n\
             mov.32b %x, 1;\n    st.private.32b [@s + {}], %x;\n    ld.private.32b %x, [@s + 4];\n\
             st.global.32b [%p], %x;\n}}\n",
            n - 4
        )
    };
    let e = error(&private(300_000), None);
    assert_eq!(e.kernel, "k");
    assert!(e.message.contains("(300000 bytes a work-item") && e.message.contains("limit of 262136"), "{}", e.message);
    // gfx11's wave32 limit: 15 bits of 256-byte units a wave, over 32 lanes.
    let options = pisa_amdgpu::Options { kernel: None, opt_level: 2 };
    pisa_amdgpu::compile(&common::module(&private(262_128)), &options).expect("262,128 bytes compile");
    error(&private(262_140), None);
}

#[test]
fn a_required_work_group_past_1024_items_is_refused() {
    let source = |x: u64, y: u64| {
        format!(
            ".version 0.1;\n.target 100;\n.kernel .reqd_work_group_size({x}, {y}, 1) @k(.param[8] .addrspace(global) %out) {{\n\
             .reg .64b %p;\n    .reg .32b %x;\n    ld.param.64b %p, [%out];\n    mov.32b %x, 1;\n\
             st.global.32b [%p], %x;\n}}\n"
        )
    };
    let e = error(&source(2048, 1), None);
    assert_eq!(e.kernel, "k");
    assert!(e.message.contains("2048 work-items") && e.message.contains("at most 1024"), "{}", e.message);
    let e = error(&source(64, 32), None);
    assert!(e.message.contains("`.reqd_work_group_size(64, 32, 1)`"), "{}", e.message);
    let options = pisa_amdgpu::Options { kernel: None, opt_level: 2 };
    pisa_amdgpu::compile(&common::module(&source(32, 32)), &options).expect("1024 work-items compile");
}
