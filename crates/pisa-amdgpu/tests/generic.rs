//! Generic addresses against the emulator, in strict mode under three
//! poison seeds: casts between shared, global and generic addresses (null
//! included), `isaddr`, and loads, stores and atomics through generic
//! addresses that reach shared memory (flat instructions) and global
//! memory (in a kernel that makes no generic shared address, the global
//! instructions).

mod common;

const HEADER: &str = ".version 0.1;\n.target 100;\n";

fn run(body: &str, n: u64) {
    let source = format!(
        "{HEADER}.kernel @k(.param[8] .addrspace(global) %a, .param[8] .addrspace(global) %out) {{\n\
         .shared .align 8 @cells[256];\n\
         .reg .64b %pa, %po, %off, %g, %h, %n64;\n.reg .32b %i, %l, %grp, %s, %x, %y, %t, %lo, %nul;\n.pred %p;\n\
         ld.param.64b %pa, [%a];\nld.param.64b %po, [%out];\n\
         mov.32b %l, %localid.x;\nmov.32b %grp, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %grp, %s, %l;\n\
         zext.64b.32b %off, %i;\nshl.64b %off, %off, 2;\niadd.64b %pa, %pa, %off;\n\
         shl.64b %off, %off, 3;\niadd.64b %po, %po, %off;\n\
         ld.global.32b %x, [%pa];\nshl.32b %lo, %l, 2;\n{body}\n}}\n"
    );
    if std::env::var_os("PISA_FORMS_DUMP").is_some() {
        let _ = std::fs::write("/tmp/form.pisa", &source);
    }
    let module = common::module(&source);
    let values: Vec<String> = (0..n).map(|k| format!("0x{:x}", (k * 2654435761) as u32)).collect();
    let launch = common::launch_of(
        "k",
        &[n],
        &[40],
        &[&format!("buf:u32:{}", values.join(",")), &format!("buf:u32:zeros:{}", n * 8)],
    );
    common::check_against_emulator(&module, &launch);
}

/// Through generic addresses of shared memory: stores, loads, an atomic,
/// the casts back and `isaddr` of each kind; the out buffer gets eight
/// words per work-item.
#[test]
fn shared_memory_through_generic_addresses() {
    run(
        "addrcast.generic.shared %g, @cells;\n\
         zext.64b.32b %off, %lo;\niadd.64b %g, %g, %off;\n\
         st.generic.32b [%g], %x;\n\
         barrier.workgroup;\n\
         xor.32b %t, %l, 1;\nshl.32b %t, %t, 2;\naddrcast.generic.shared %h, %t;\n\
         mov.64b %n64, %h;\n\
         ld.32b %y, [%n64];\n\
         st.global.32b [%po], %y;\n\
         ld.generic.32b %y, [%g];\n\
         st.global.32b [%po + 4], %y;\n\
         barrier.workgroup;\n\
         addrcast.generic.shared %h, @cells;\n\
         iatom.generic.add.32b %y, [%h + 128], %x;\n\
         barrier.workgroup;\n\
         ld.shared.32b %y, [@cells + 128];\n\
         st.global.32b [%po + 8], %y;\n\
         addrcast.shared.generic %y, %g;\n\
         st.global.32b [%po + 12], %y;\n\
         isaddr.shared %y, %g;\n\
         st.global.32b [%po + 16], %y;\n\
         isaddr.global %y, %g;\n\
         st.global.32b [%po + 20], %y;\n\
         isaddr.private %y, %g;\n\
         st.global.32b [%po + 24], %y;\n\
         mov.32b %nul, 0xffffffff;\naddrcast.generic.shared %h, %nul;\n\
         addrcast.shared.generic %y, %h;\n\
         trunc.32b.64b %t, %h;\nxor.32b %y, %y, %t;\n\
         st.global.32b [%po + 28], %y;",
        120,
    );
}

/// Global memory through generic addresses, in a kernel with no generic
/// shared address (global instructions) and in one with (flat).
#[test]
fn global_memory_through_generic_addresses() {
    let body = "addrcast.generic.global %g, %po;\n\
                st.generic.32b [%g], %x;\n\
                ld.32b %y, [%g];\n\
                iadd.32b %y, %y, 1;\n\
                st.32b [%g + 4], %y;\n\
                iatom.generic.xor.32b %y, [%g + 4], %x;\n\
                st.global.32b [%po + 8], %y;\n\
                isaddr.global %y, %g;\n\
                st.global.32b [%po + 12], %y;\n\
                isaddr.shared %y, %g;\n\
                st.global.32b [%po + 16], %y;\n\
                addrcast.global.generic %h, %g;\n\
                ld.global.32b %y, [%h + 4];\n\
                st.global.32b [%po + 20], %y;";
    run(body, 100);
    // The same with a generic shared address made (and used) first.
    run(
        &format!(
            "addrcast.generic.shared %h, @cells;\nst.generic.32b [%h + 8], %x;\nld.shared.32b %t, [@cells + 8];\n\
             st.global.32b [%po + 24], %t;\n{body}"
        ),
        100,
    );
}
