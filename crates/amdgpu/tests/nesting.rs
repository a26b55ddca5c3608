//! Deeply nested input: the code object's msgpack metadata is read at most
//! `MAX_METADATA_DEPTH` levels deep (its reader recurses), and the
//! assembler, which reads operands without recursion, refuses operands
//! nested a million levels deep with an error. Each test runs on a spawned
//! thread of 2 MiB (Rust's default for spawned threads), so that a
//! recursion shows as an overflow here.

use amdgpu::hsaco::{self, CodeObjectError, Metadata, MAX_METADATA_DEPTH};
use std::path::Path;

const MILLION: usize = 1_000_000;

fn on_small_stack(test: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(2 << 20).spawn(test).expect("the thread starts").join().expect("no panic");
}

fn msgpack_str(out: &mut Vec<u8>, text: &str) {
    assert!(text.len() < 32);
    out.push(0xa0 | text.len() as u8);
    out.extend_from_slice(text.as_bytes());
}

/// A metadata map with `amdhsa.version` and an unknown key `x` whose value
/// nests arrays so that the whole note is `levels` deep (the map is the first).
fn metadata_nested(levels: usize) -> Vec<u8> {
    let mut out = vec![0x82];
    msgpack_str(&mut out, "amdhsa.version");
    out.extend_from_slice(&[0x92, 0x01, 0x02]);
    msgpack_str(&mut out, "x");
    out.extend(std::iter::repeat_n(0x91, levels - 1));
    out.push(0xc0);
    out
}

fn too_deep() -> CodeObjectError {
    CodeObjectError::Metadata(format!("arrays and maps are nested more than {MAX_METADATA_DEPTH} levels deep"))
}

#[test]
fn metadata_at_the_limit_is_read() {
    on_small_stack(|| {
        let metadata = Metadata::from_msgpack(&metadata_nested(MAX_METADATA_DEPTH)).expect("64 levels are read");
        assert_eq!(metadata.version, [1, 2]);
    });
}

#[test]
fn metadata_past_the_limit_is_refused() {
    on_small_stack(|| {
        for levels in [MAX_METADATA_DEPTH + 1, MAX_METADATA_DEPTH + 2, 1_000, MILLION] {
            assert_eq!(Metadata::from_msgpack(&metadata_nested(levels)), Err(too_deep()), "{levels} levels");
        }
        // Maps nest the same way.
        let mut maps = Vec::new();
        for _ in 0..MILLION {
            maps.push(0x81);
            msgpack_str(&mut maps, "x");
        }
        maps.push(0xc0);
        assert_eq!(Metadata::from_msgpack(&maps), Err(too_deep()));
    });
}

/// The fixture with its metadata note's contents replaced, in place, by a
/// map whose one key holds arrays nested as deep as the note is long.
fn object_with_nested_note() -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/kernels-O2.o");
    let mut object = std::fs::read(path).unwrap();
    // A note: name size 7, contents size, type 32 (NT_AMDGPU_METADATA), "AMDGPU\0\0", contents.
    let name = object.windows(8).position(|w| w == b"AMDGPU\0\0").expect("the note is there");
    let header = name - 12;
    assert_eq!(&object[header..header + 4], &7u32.to_le_bytes());
    assert_eq!(&object[header + 8..header + 12], &hsaco::NT_AMDGPU_METADATA.to_le_bytes());
    let size = u32::from_le_bytes(object[header + 4..header + 8].try_into().unwrap()) as usize;
    assert!(size > 1_000, "the note is long enough to nest deeply");
    let contents = &mut object[name + 8..name + 8 + size];
    contents.fill(0x91);
    contents[..3].copy_from_slice(&[0x81, 0xa1, b'x']);
    contents[size - 1] = 0xc0;
    object
}

#[test]
fn a_code_object_with_deeply_nested_metadata_is_refused() {
    on_small_stack(|| {
        let object = object_with_nested_note();
        assert_eq!(hsaco::read(&object).err(), Some(too_deep()));
    });
}

/// `line` with `@` replaced by `1` inside `open`/`close` repeated a million times.
fn deep_line(line: &str, open: &str, close: &str) -> String {
    line.replace('@', &format!("{}1{}", open.repeat(MILLION), close.repeat(MILLION)))
}

#[test]
fn operands_nested_a_million_levels_are_errors() {
    on_small_stack(|| {
        let table = amdgpu::table("gfx1100").unwrap();
        let cases = [
            ("s_mov_b32 s0, @", "(", ")"),
            ("v_mov_b32 v0, @", "[", "]"),
            ("v_add_f32 v0, @, v2", "abs(", ")"),
            ("v_add_f32 v0, @, v2", "neg(", ")"),
            ("v_add_f32 v0, @, v2", "|", "|"),
            ("v_add_f32 v0, @, v2", "-", ""),
            ("s_getreg_b32 s0, hwreg(@)", "(", ")"),
            ("s_sendmsg sendmsg(@)", "(", ")"),
            ("s_delay_alu @", "instid0(", ")"),
            ("ds_swizzle_b32 v0, v1 offset:swizzle(@)", "(", ")"),
            ("v_mov_b32_dpp v0, v1 quad_perm:@", "[", "]"),
            ("s_waitcnt @", "vmcnt(", ")"),
        ];
        for (line, open, close) in cases {
            let text = deep_line(line, open, close);
            let errors = amdgpu::asm::assemble(table, &text).err().unwrap_or_else(|| panic!("{line} {open} assembled"));
            assert_eq!(errors.len(), 1, "{line} {open}");
            assert!(!errors[0].message.is_empty());
        }
    });
}
