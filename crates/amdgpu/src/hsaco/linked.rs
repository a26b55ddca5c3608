//! Writing linked, loadable code objects (ET_DYN), laid out as
//! `ld.lld-22 -shared` lays out clang's objects, so that ROCm's loader and
//! LLVM's tools take them as they take lld's:
//!
//! | segment        | sections                                                   |
//! |----------------|------------------------------------------------------------|
//! | LOAD R         | ELF and program headers, `.note`, `.dynsym`, `.gnu.hash`,   |
//! |                | `.hash`, `.dynstr`, `.rela.dyn`, `.rodata`                  |
//! | LOAD R E       | `.text` (256-byte aligned)                                  |
//! | LOAD RW, RELRO | `.data.rel.ro`, `.dynamic`, `.relro_padding` (to the page)  |
//! | LOAD RW        | `.data`, `.bss`                                             |
//!
//! Each LOAD after the first starts on a new 4 KiB page, at an address
//! congruent to its file offset modulo the page (lld's rule, which lets a
//! loader map the file by pages). The first segment starts at address 0:
//! addresses are offsets from the load bias. `.rodata` holds the kernel
//! descriptors (64 bytes each, 64-byte aligned) and then the read-only
//! data objects; read-only objects that hold pointers go to `.data.rel.ro`
//! instead, since the loader must write them; writable objects go to
//! `.data`, or `.bss` when they have no initial bytes and no pointers.

use super::{machine_of, metadata_note, CodeObjectError, KernelOut, ABI_V5, MAX_IMAGE_BYTES, OS_ABI_HSA};
use object::elf;
use object::write::elf::{FileHeader, ProgramHeader, SectionHeader, SectionIndex, Sym, Writer};
use object::write::StringId;
use object::Endianness;
use std::collections::HashMap;

/// `R_AMDGPU_RELATIVE64`: B + A, the load bias plus the addend.
pub const R_AMDGPU_RELATIVE64: u32 = 13;
/// The page lld lays AMDGPU segments out by (its max-page-size).
pub const PAGE_SIZE: u64 = 0x1000;

/// A named variable of the module: `bytes` first, zeros up to `size`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataOut {
    pub name: String,
    pub bytes: Vec<u8>,
    pub size: u64,
    /// A power of two, at most [`PAGE_SIZE`].
    pub align: u64,
    pub writable: bool,
}

/// Which half of S + A - P a text fixup writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixupKind {
    /// `R_AMDGPU_REL32_LO`: bits 0..32.
    Rel32Lo,
    /// `R_AMDGPU_REL32_HI`: bits 32..64.
    Rel32Hi,
}

/// A 32-bit field of `.text` (an instruction's literal) resolved at write
/// time: S + A - P, P being the field's own address. For
/// `s_getpc_b64 s[0:1]; s_add_u32 s0, s0, lo; s_addc_u32 s1, s1, hi`
/// the addends are 4 and 12, so that both halves are relative to the
/// address s_getpc_b64 returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextFixup {
    /// Byte offset of the field in `.text`.
    pub offset: u64,
    /// A data object, a kernel (its entry), `NAME.kd` or a label.
    pub symbol: String,
    pub addend: i64,
    pub kind: FixupKind,
}

/// A 64-bit pointer in a data object: at `offset` in data object `object`,
/// the address of `symbol` plus `addend`. In the linked object it is an
/// `R_AMDGPU_RELATIVE64` dynamic relocation (the field itself holds 0,
/// as lld leaves it); the loader adds the load bias.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataPointer {
    pub object: String,
    pub offset: u64,
    /// A data object, a kernel (its entry), `NAME.kd` or a label.
    pub symbol: String,
    pub addend: i64,
}

/// Everything [`write_linked`] puts in a linked code object.
#[derive(Clone, Copy, Debug, Default)]
pub struct LinkedOut<'a> {
    /// `gfx1100`.
    pub target: &'a str,
    pub text: &'a [u8],
    pub kernels: &'a [KernelOut],
    /// Local symbols in `.text`: (name, offset).
    pub labels: &'a [(String, u64)],
    pub data: &'a [DataOut],
    pub text_fixups: &'a [TextFixup],
    pub data_pointers: &'a [DataPointer],
}

fn unwritable(what: impl std::fmt::Display) -> CodeObjectError {
    CodeObjectError::Unwritable(what.to_string())
}

fn align_up(value: u64, align: u64) -> u64 {
    value.div_ceil(align) * align
}

/// The section a data object goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Rodata,
    DataRelRo,
    Data,
    Bss,
}

/// A data section's contents as the objects are appended to it.
#[derive(Default)]
struct DataSection {
    bytes: Vec<u8>,
    /// For `.bss`, whose bytes are not kept.
    size: u64,
    align: u64,
    /// Whether any object is in it: the section exists even if they are all empty.
    used: bool,
}

impl DataSection {
    fn append(&mut self, object: &DataOut, keep_bytes: bool) -> u64 {
        let at = align_up(self.size, object.align);
        self.used = true;
        self.align = self.align.max(object.align);
        self.size = at + object.size;
        if keep_bytes {
            self.bytes.resize(at as usize, 0);
            self.bytes.extend_from_slice(&object.bytes);
            self.bytes.resize(self.size as usize, 0);
        }
        at
    }
}

/// The symbols a fixup or pointer may name, with where they are: a
/// section and the offset in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Home {
    Text(u64),
    Descriptor(usize),
    Data(usize),
}

fn check_input(input: &LinkedOut) -> Result<HashMap<String, Home>, CodeObjectError> {
    let mut names: HashMap<String, Home> = HashMap::new();
    let mut define = |name: &str, home: Home| -> Result<(), CodeObjectError> {
        if name.is_empty() || name.contains('\0') {
            return Err(unwritable(format!("the symbol name {name:?} is empty or holds a NUL")));
        }
        if names.insert(name.to_string(), home).is_some() {
            return Err(unwritable(format!("the symbol `{name}` is defined twice")));
        }
        Ok(())
    };
    let text_len = input.text.len() as u64;
    if text_len == 0 {
        return Err(unwritable(".text is empty"));
    }
    for (k, kernel) in input.kernels.iter().enumerate() {
        if kernel.entry.checked_add(kernel.size).is_none_or(|end| end > text_len) || kernel.entry >= text_len {
            return Err(unwritable(format!(
                "kernel `{}`: its code (0x{:x}, 0x{:x} bytes) is not inside .text (0x{text_len:x} bytes)",
                kernel.name, kernel.entry, kernel.size
            )));
        }
        define(&kernel.name, Home::Text(kernel.entry))?;
        define(&format!("{}.kd", kernel.name), Home::Descriptor(k))?;
    }
    for (name, offset) in local_labels(input) {
        if *offset > text_len {
            return Err(unwritable(format!("label `{name}` at 0x{offset:x} lies past .text")));
        }
        define(name, Home::Text(*offset))?;
    }
    for (k, d) in input.data.iter().enumerate() {
        if !d.align.is_power_of_two() || d.align > PAGE_SIZE {
            return Err(unwritable(format!(
                "data object `{}`: alignment {} is not a power of two up to {PAGE_SIZE}",
                d.name, d.align
            )));
        }
        if d.bytes.len() as u64 > d.size {
            return Err(unwritable(format!(
                "data object `{}` has {} initial bytes but a size of {}",
                d.name,
                d.bytes.len(),
                d.size
            )));
        }
        define(&d.name, Home::Data(k))?;
    }
    // What relocated_image loads at most: anything written can be loaded,
    // and a size typed wrong is not an allocation of terabytes.
    let total = input.data.iter().try_fold(0u64, |n, d| n.checked_add(d.size));
    if total.is_none_or(|n| n > MAX_IMAGE_BYTES) {
        return Err(unwritable(format!("the data objects are larger than {MAX_IMAGE_BYTES} bytes together")));
    }
    for f in input.text_fixups {
        if f.offset.checked_add(4).is_none_or(|end| end > text_len) {
            return Err(unwritable(format!("a fixup at .text+0x{:x} runs past .text", f.offset)));
        }
        if !names.contains_key(&f.symbol) {
            return Err(unwritable(format!(
                "a fixup at .text+0x{:x} names `{}`, which is not defined",
                f.offset, f.symbol
            )));
        }
    }
    for p in input.data_pointers {
        let Some(&Home::Data(k)) = names.get(&p.object) else {
            return Err(unwritable(format!("a pointer is placed in `{}`, which is not a data object", p.object)));
        };
        if p.offset.checked_add(8).is_none_or(|end| end > input.data[k].size) {
            return Err(unwritable(format!(
                "a pointer at offset {} of `{}` runs past its {} bytes",
                p.offset, p.object, input.data[k].size
            )));
        }
        if !names.contains_key(&p.symbol) {
            return Err(unwritable(format!("a pointer in `{}` names `{}`, which is not defined", p.object, p.symbol)));
        }
    }
    Ok(names)
}

/// The labels that become local symbols: an assembler's labels include
/// each kernel's own, which is the kernel's global symbol already.
fn local_labels<'a>(input: &LinkedOut<'a>) -> impl Iterator<Item = &'a (String, u64)> + use<'a> {
    let kernels = input.kernels;
    input.labels.iter().filter(move |(name, offset)| !kernels.iter().any(|k| k.name == *name && k.entry == *offset))
}

/// A global symbol of both tables.
struct Global {
    name: Vec<u8>,
    is_function: bool,
    section: SectionIndex,
    home: Home,
    size: u64,
}

/// Writes a linked, loadable code object v5 (ET_DYN) for `input.target`,
/// laid out as `ld.lld-22 -shared` lays out clang's object (see the module
/// documentation): descriptors with their entry offsets resolved, text
/// fixups patched, pointers in data as `R_AMDGPU_RELATIVE64` relocations.
/// Kernels (`NAME`, STT_FUNC), descriptors (`NAME.kd`) and data objects
/// (STT_OBJECT) are global and protected, in `.dynsym` and `.symtab`;
/// labels are local, in `.symtab` only. Inconsistent input (a name defined
/// twice, a fixup outside `.text`, an undefined symbol...) is
/// [`CodeObjectError::Unwritable`].
pub fn write_linked(input: &LinkedOut) -> Result<Vec<u8>, CodeObjectError> {
    let mach = machine_of(input.target).ok_or_else(|| unwritable(format!("unknown target `{}`", input.target)))?;
    let names = check_input(input)?;
    let note = metadata_note(input.target, input.kernels);

    // Each data object's section and offset in it.
    let holds_pointers = |name: &str| input.data_pointers.iter().any(|p| p.object == name);
    let mut rodata = DataSection {
        bytes: vec![0; 64 * input.kernels.len()],
        size: 64 * input.kernels.len() as u64,
        align: 64,
        used: true,
    };
    let (mut data_rel_ro, mut data, mut bss) = (DataSection::default(), DataSection::default(), DataSection::default());
    let mut placed = Vec::new();
    for d in input.data {
        let place = match (d.writable, holds_pointers(&d.name)) {
            (false, false) => Place::Rodata,
            (false, true) => Place::DataRelRo,
            (true, pointers) if pointers || !d.bytes.is_empty() => Place::Data,
            (true, _) => Place::Bss,
        };
        let section = match place {
            Place::Rodata => &mut rodata,
            Place::DataRelRo => &mut data_rel_ro,
            Place::Data => &mut data,
            Place::Bss => &mut bss,
        };
        placed.push((place, section.append(d, place != Place::Bss)));
    }
    // The loader writes each pointer whole (RELA: the addend is in the
    // relocation); the field holds 0 in the file, as lld leaves it.
    for p in input.data_pointers {
        let Some(&Home::Data(k)) = names.get(&p.object) else { continue };
        let (place, offset) = placed[k];
        let section = match place {
            Place::Rodata => &mut rodata,
            Place::DataRelRo => &mut data_rel_ro,
            Place::Data => &mut data,
            Place::Bss => continue,
        };
        let at = (offset + p.offset) as usize;
        section.bytes[at..at + 8].fill(0);
    }

    let mut buffer = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut buffer);

    // Section indices, in file order.
    w.reserve_null_section_index();
    let note_name = w.add_section_name(b".note");
    w.reserve_section_index();
    let dynsym_index = w.reserve_dynsym_section_index();
    w.reserve_gnu_hash_section_index();
    w.reserve_hash_section_index();
    w.reserve_dynstr_section_index();
    let has_relocations = !input.data_pointers.is_empty();
    let rela_name = w.add_section_name(b".rela.dyn");
    if has_relocations {
        w.reserve_section_index();
    }
    let rodata_name = w.add_section_name(b".rodata");
    let rodata_index = w.reserve_section_index();
    let text_name = w.add_section_name(b".text");
    let text_index = w.reserve_section_index();
    let data_rel_ro_name = w.add_section_name(b".data.rel.ro");
    let data_rel_ro_index = if data_rel_ro.used { Some(w.reserve_section_index()) } else { None };
    let dynamic_index = w.reserve_dynamic_section_index();
    let relro_padding_name = w.add_section_name(b".relro_padding");
    w.reserve_section_index();
    let data_name = w.add_section_name(b".data");
    let data_index = if data.used { Some(w.reserve_section_index()) } else { None };
    let bss_name = w.add_section_name(b".bss");
    let bss_index = if bss.used { Some(w.reserve_section_index()) } else { None };
    // Not loaded; lld's order. The names must be in before .shstrtab is sized.
    w.reserve_symtab_section_index();
    w.reserve_shstrtab_section_index();
    w.reserve_strtab_section_index();
    let section_of = |place: Place| match place {
        Place::Rodata => rodata_index,
        Place::DataRelRo => data_rel_ro_index.expect("an object is placed there, so it exists"),
        Place::Data => data_index.expect("an object is placed there, so it exists"),
        Place::Bss => bss_index.expect("an object is placed there, so it exists"),
    };

    // The global symbols, in .dynsym's order: by .gnu.hash bucket, as the
    // GNU hash table requires (its buckets count a quarter of the symbols,
    // as lld's do).
    let mut globals = Vec::new();
    for (k, kernel) in input.kernels.iter().enumerate() {
        globals.push(Global {
            name: kernel.name.as_bytes().to_vec(),
            is_function: true,
            section: text_index,
            home: Home::Text(kernel.entry),
            size: kernel.size,
        });
        globals.push(Global {
            name: format!("{}.kd", kernel.name).into_bytes(),
            is_function: false,
            section: rodata_index,
            home: Home::Descriptor(k),
            size: 64,
        });
    }
    for (k, (d, (place, _))) in input.data.iter().zip(&placed).enumerate() {
        globals.push(Global {
            name: d.name.as_bytes().to_vec(),
            is_function: false,
            section: section_of(*place),
            home: Home::Data(k),
            size: d.size,
        });
    }
    let gnu_buckets = (globals.len() as u32 / 4).max(1);
    globals.sort_by_key(|g| elf::gnu_hash(&g.name) % gnu_buckets);
    // 64-bit bloom words, about 12 bits a symbol: lld takes the power of
    // two *above* that count (LLVM's NextPowerOf2), so 2 words become 4.
    let bloom_count = (globals.len() as u32 * 12 / 64 + 1).next_power_of_two();
    let bloom_shift = 26;
    let hash_chain_count = globals.len() as u32 + 1;

    // File ranges, in file order; the first segment's addresses are its offsets.
    w.reserve_file_header();
    let program_header_count = 8 + u32::from(data.used || bss.used);
    w.reserve_program_headers(program_header_count);
    let note_offset = w.reserve(note.len(), 4) as u64;
    let dynamic_names: Vec<StringId> = globals.iter().map(|g| w.add_dynamic_string(&g.name)).collect();
    w.reserve_null_dynamic_symbol_index();
    for _ in &globals {
        w.reserve_dynamic_symbol_index();
    }
    let dynsym_offset = w.reserve_dynsym() as u64;
    let gnu_hash_offset = w.reserve_gnu_hash(bloom_count, gnu_buckets, globals.len() as u32) as u64;
    let hash_offset = w.reserve_hash(hash_chain_count, hash_chain_count) as u64;
    // Even with no symbol to name: DT_STRTAB must point at a table.
    w.require_dynstr();
    let dynstr_offset = w.reserve_dynstr() as u64;
    let dynstr_len = w.dynstr_len() as u64;
    let rela_offset = if has_relocations { w.reserve_relocations(input.data_pointers.len(), true) as u64 } else { 0 };
    let rodata_offset = w.reserve(rodata.size as usize, rodata.align as usize) as u64;
    let rodata_address = rodata_offset;
    let read_only_end = w.reserved_len() as u64;

    // A new segment: on the page after the last one's end, congruent to its offset.
    let segment_address = |previous_end: u64, offset: u64| align_up(previous_end, PAGE_SIZE) + offset % PAGE_SIZE;
    let text_offset = w.reserve(input.text.len(), 256) as u64;
    let text_address = segment_address(read_only_end, text_offset);
    let text_end = text_address + input.text.len() as u64;

    let dynamic_count = if has_relocations { 4 } else { 0 } + 7;
    // Without .data.rel.ro the RELRO segment starts with .dynamic.
    let data_rel_ro_offset = if data_rel_ro.used {
        w.reserve(data_rel_ro.size as usize, data_rel_ro.align as usize) as u64
    } else {
        align_up(w.reserved_len() as u64, 8)
    };
    let dynamic_offset = w.reserve_dynamic(dynamic_count) as u64;
    let relro_offset = data_rel_ro_offset;
    let relro_address = segment_address(text_end, relro_offset);
    let data_rel_ro_address = relro_address;
    let dynamic_address = relro_address + (dynamic_offset - relro_offset);
    let dynamic_size = dynamic_count as u64 * 16;
    let relro_file_end = dynamic_offset + dynamic_size;
    let relro_end = align_up(dynamic_address + dynamic_size, PAGE_SIZE);

    let data_offset = if data.used {
        w.reserve(data.size as usize, data.align as usize) as u64
    } else {
        // .bss alone: the segment starts at the file's end (p_offset within
        // the file), .bss at its alignment inside it.
        w.reserved_len() as u64
    };
    let data_address = segment_address(relro_end, data_offset);
    let bss_address = align_up(data_address + data.size, bss.align.max(1));
    let data_segment_end = if bss.used { bss_address + bss.size } else { data_address + data.size };

    let address_of = |home: Home| -> u64 {
        match home {
            Home::Text(offset) => text_address + offset,
            Home::Descriptor(k) => rodata_address + 64 * k as u64,
            Home::Data(k) => {
                let (place, offset) = placed[k];
                offset
                    + match place {
                        Place::Rodata => rodata_address,
                        Place::DataRelRo => data_rel_ro_address,
                        Place::Data => data_address,
                        Place::Bss => bss_address,
                    }
            }
        }
    };
    let symbol_address = |name: &str| address_of(names[name]);

    // Descriptors, with their entry offsets resolved.
    for (k, kernel) in input.kernels.iter().enumerate() {
        let mut d = kernel.descriptor;
        let descriptor = rodata_address + 64 * k as u64;
        d.kernel_code_entry_byte_offset = (text_address + kernel.entry) as i64 - descriptor as i64;
        rodata.bytes[64 * k..64 * k + 64].copy_from_slice(&d.to_bytes());
    }
    let mut text = input.text.to_vec();
    for f in input.text_fixups {
        let place = text_address + f.offset;
        let value = symbol_address(&f.symbol).wrapping_add(f.addend as u64).wrapping_sub(place);
        let field = match f.kind {
            FixupKind::Rel32Lo => value as u32,
            FixupKind::Rel32Hi => (value >> 32) as u32,
        };
        let at = f.offset as usize;
        text[at..at + 4].copy_from_slice(&field.to_le_bytes());
    }
    let mut relocations: Vec<(u64, u64)> = input
        .data_pointers
        .iter()
        .map(|p| (symbol_address(&p.object) + p.offset, symbol_address(&p.symbol).wrapping_add(p.addend as u64)))
        .collect();
    relocations.sort_unstable();

    // .symtab: the null symbol, the labels and _DYNAMIC (local), then the globals.
    w.reserve_null_symbol_index();
    let labels: Vec<&(String, u64)> = local_labels(input).collect();
    let label_names: Vec<StringId> = labels.iter().map(|(n, _)| w.add_string(n.as_bytes())).collect();
    for _ in &labels {
        w.reserve_symbol_index(Some(text_index));
    }
    let dynamic_symbol_name = w.add_string(b"_DYNAMIC");
    w.reserve_symbol_index(Some(dynamic_index));
    let global_names: Vec<StringId> = globals.iter().map(|g| w.add_string(&g.name)).collect();
    for g in &globals {
        w.reserve_symbol_index(Some(g.section));
    }
    w.reserve_symtab();
    w.reserve_shstrtab();
    w.reserve_strtab();
    w.reserve_section_headers();

    w.write_file_header(&FileHeader {
        os_abi: OS_ABI_HSA,
        abi_version: ABI_V5,
        e_type: elf::ET_DYN,
        e_machine: elf::EM_AMDGPU,
        e_entry: 0,
        e_flags: mach,
    })
    .map_err(unwritable)?;
    w.write_align_program_headers();
    let load = |flags: u32, offset: u64, address: u64, file_size: u64, memory_size: u64| ProgramHeader {
        p_type: elf::PT_LOAD,
        p_flags: flags,
        p_offset: offset,
        p_vaddr: address,
        p_paddr: address,
        p_filesz: file_size,
        p_memsz: memory_size,
        p_align: PAGE_SIZE,
    };
    let program_headers_size = program_header_count as u64 * 56;
    w.write_program_header(&ProgramHeader {
        p_type: elf::PT_PHDR,
        p_flags: elf::PF_R,
        p_offset: 64,
        p_vaddr: 64,
        p_paddr: 64,
        p_filesz: program_headers_size,
        p_memsz: program_headers_size,
        p_align: 8,
    });
    w.write_program_header(&load(elf::PF_R, 0, 0, read_only_end, read_only_end));
    let text_len = input.text.len() as u64;
    w.write_program_header(&load(elf::PF_R | elf::PF_X, text_offset, text_address, text_len, text_len));
    let relro_file_size = relro_file_end - relro_offset;
    let relro_memory_size = relro_end - relro_address;
    w.write_program_header(&load(
        elf::PF_R | elf::PF_W,
        relro_offset,
        relro_address,
        relro_file_size,
        relro_memory_size,
    ));
    if data.used || bss.used {
        w.write_program_header(&load(
            elf::PF_R | elf::PF_W,
            data_offset,
            data_address,
            data.size,
            data_segment_end - data_address,
        ));
    }
    w.write_program_header(&ProgramHeader {
        p_type: elf::PT_DYNAMIC,
        p_flags: elf::PF_R | elf::PF_W,
        p_offset: dynamic_offset,
        p_vaddr: dynamic_address,
        p_paddr: dynamic_address,
        p_filesz: dynamic_size,
        p_memsz: dynamic_size,
        p_align: 8,
    });
    w.write_program_header(&ProgramHeader {
        p_type: elf::PT_GNU_RELRO,
        p_flags: elf::PF_R,
        p_offset: relro_offset,
        p_vaddr: relro_address,
        p_paddr: relro_address,
        p_filesz: relro_file_size,
        p_memsz: relro_memory_size,
        p_align: 1,
    });
    w.write_program_header(&ProgramHeader {
        p_type: elf::PT_GNU_STACK,
        p_flags: elf::PF_R | elf::PF_W,
        p_offset: 0,
        p_vaddr: 0,
        p_paddr: 0,
        p_filesz: 0,
        p_memsz: 0,
        p_align: 0,
    });
    w.write_program_header(&ProgramHeader {
        p_type: elf::PT_NOTE,
        p_flags: elf::PF_R,
        p_offset: note_offset,
        p_vaddr: note_offset,
        p_paddr: note_offset,
        p_filesz: note.len() as u64,
        p_memsz: note.len() as u64,
        p_align: 4,
    });

    w.pad_until(note_offset as usize);
    w.write(&note);
    w.write_null_dynamic_symbol();
    for (g, name) in globals.iter().zip(&dynamic_names) {
        w.write_dynamic_symbol(&global_symbol(g, *name, &address_of));
    }
    let hashes: Vec<u32> = globals.iter().map(|g| elf::gnu_hash(&g.name)).collect();
    w.write_gnu_hash(1, bloom_shift, bloom_count, gnu_buckets, globals.len() as u32, |k| hashes[k as usize]);
    let sysv: Vec<u32> = globals.iter().map(|g| elf::hash(&g.name)).collect();
    // The null symbol (index 0) is in no chain.
    w.write_hash(hash_chain_count, hash_chain_count, |k| k.checked_sub(1).map(|k| sysv[k as usize]));
    w.write_dynstr();
    if has_relocations {
        w.write_align_relocation();
        for (offset, addend) in &relocations {
            w.write_relocation(
                true,
                &object::write::elf::Rel {
                    r_offset: *offset,
                    r_sym: 0,
                    r_type: R_AMDGPU_RELATIVE64,
                    r_addend: *addend as i64,
                },
            );
        }
    }
    w.pad_until(rodata_offset as usize);
    w.write(&rodata.bytes);
    w.pad_until(text_offset as usize);
    w.write(&text);
    if data_rel_ro.used {
        w.pad_until(data_rel_ro_offset as usize);
        w.write(&data_rel_ro.bytes);
    }
    w.write_align_dynamic();
    if has_relocations {
        w.write_dynamic(elf::DT_RELA, rela_offset);
        w.write_dynamic(elf::DT_RELASZ, 24 * relocations.len() as u64);
        w.write_dynamic(elf::DT_RELAENT, 24);
        // Every relocation is relative: the loader may apply them without symbol look-ups.
        w.write_dynamic(elf::DT_RELACOUNT, relocations.len() as u64);
    }
    w.write_dynamic(elf::DT_SYMTAB, dynsym_offset);
    w.write_dynamic(elf::DT_SYMENT, 24);
    w.write_dynamic(elf::DT_STRTAB, dynstr_offset);
    w.write_dynamic(elf::DT_STRSZ, dynstr_len);
    w.write_dynamic(elf::DT_GNU_HASH, gnu_hash_offset);
    w.write_dynamic(elf::DT_HASH, hash_offset);
    w.write_dynamic(elf::DT_NULL, 0);
    if data.used {
        w.pad_until(data_offset as usize);
        w.write(&data.bytes);
    }

    w.write_null_symbol();
    for ((_, offset), name) in labels.iter().zip(&label_names) {
        w.write_symbol(&Sym {
            name: Some(*name),
            section: Some(text_index),
            st_info: (elf::STB_LOCAL << 4) | elf::STT_NOTYPE,
            st_other: 0,
            st_shndx: 0,
            st_value: text_address + offset,
            st_size: 0,
        });
    }
    w.write_symbol(&Sym {
        name: Some(dynamic_symbol_name),
        section: Some(dynamic_index),
        st_info: (elf::STB_LOCAL << 4) | elf::STT_NOTYPE,
        st_other: elf::STV_HIDDEN,
        st_shndx: 0,
        st_value: dynamic_address,
        st_size: 0,
    });
    for (g, name) in globals.iter().zip(&global_names) {
        w.write_symbol(&global_symbol(g, *name, &address_of));
    }
    w.write_shstrtab();
    w.write_strtab();

    w.write_null_section_header();
    let alloc = elf::SHF_ALLOC as u64;
    let progbits = |name, flags, address, offset, size, align| SectionHeader {
        name: Some(name),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: flags,
        sh_addr: address,
        sh_offset: offset,
        sh_size: size,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: align,
        sh_entsize: 0,
    };
    w.write_section_header(&SectionHeader {
        sh_type: elf::SHT_NOTE,
        ..progbits(note_name, alloc, note_offset, note_offset, note.len() as u64, 4)
    });
    w.write_dynsym_section_header(dynsym_offset, 1);
    w.write_gnu_hash_section_header(gnu_hash_offset);
    w.write_hash_section_header(hash_offset);
    w.write_dynstr_section_header(dynstr_offset);
    if has_relocations {
        w.write_section_header(&SectionHeader {
            name: Some(rela_name),
            sh_type: elf::SHT_RELA,
            sh_flags: alloc,
            sh_addr: rela_offset,
            sh_offset: rela_offset,
            sh_size: 24 * relocations.len() as u64,
            sh_link: dynsym_index.0,
            sh_info: 0,
            sh_addralign: 8,
            sh_entsize: 24,
        });
    }
    w.write_section_header(&progbits(rodata_name, alloc, rodata_address, rodata_offset, rodata.size, rodata.align));
    let text_flags = alloc | elf::SHF_EXECINSTR as u64;
    w.write_section_header(&progbits(text_name, text_flags, text_address, text_offset, text_len, 256));
    let writable = alloc | elf::SHF_WRITE as u64;
    if data_rel_ro.used {
        w.write_section_header(&progbits(
            data_rel_ro_name,
            writable,
            data_rel_ro_address,
            data_rel_ro_offset,
            data_rel_ro.size,
            data_rel_ro.align,
        ));
    }
    w.write_dynamic_section_header(dynamic_address);
    let nobits = |header: SectionHeader| SectionHeader { sh_type: elf::SHT_NOBITS, ..header };
    // The rest of the RELRO segment's last page, which the loader makes read-only with it.
    let padding_address = dynamic_address + dynamic_size;
    w.write_section_header(&nobits(progbits(
        relro_padding_name,
        writable,
        padding_address,
        relro_file_end,
        relro_end - padding_address,
        1,
    )));
    if data.used {
        w.write_section_header(&progbits(data_name, writable, data_address, data_offset, data.size, data.align));
    }
    if bss.used {
        let bss_offset = data_offset + data.size;
        w.write_section_header(&nobits(progbits(bss_name, writable, bss_address, bss_offset, bss.size, bss.align)));
    }
    w.write_symtab_section_header(2 + labels.len() as u32);
    w.write_shstrtab_section_header();
    w.write_strtab_section_header();
    debug_assert_eq!(w.reserved_len(), w.len());
    Ok(buffer)
}

/// A kernel, descriptor or data object as a global, protected symbol (as
/// lld makes clang's kernels), at its address.
fn global_symbol(g: &Global, name: StringId, address_of: &dyn Fn(Home) -> u64) -> Sym {
    Sym {
        name: Some(name),
        section: Some(g.section),
        st_info: (elf::STB_GLOBAL << 4) | if g.is_function { elf::STT_FUNC } else { elf::STT_OBJECT },
        st_other: elf::STV_PROTECTED,
        st_shndx: 0,
        st_value: address_of(g.home),
        st_size: g.size,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hsaco::{read, KernelDescriptor, KernelMeta};

    fn kernel(name: &str, entry: u64, size: u64) -> KernelOut {
        KernelOut {
            name: name.into(),
            entry,
            size,
            descriptor: KernelDescriptor { kernel_code_properties: 0x408, ..Default::default() },
            meta: KernelMeta { name: name.into(), symbol: format!("{name}.kd"), ..Default::default() },
        }
    }

    fn object(name: &str, size: u64, writable: bool) -> DataOut {
        DataOut { name: name.into(), bytes: vec![1; size as usize], size, align: 4, writable }
    }

    const TEXT: [u8; 8] = [0, 0, 0xb0, 0xbf, 0, 0, 0xb0, 0xbf];

    fn error_of(input: LinkedOut) -> String {
        match write_linked(&input) {
            Err(CodeObjectError::Unwritable(why)) => why,
            other => panic!("not refused: {other:?}"),
        }
    }

    #[test]
    fn inconsistent_input_is_refused_with_the_reason() {
        let kernels = [kernel("k", 0, 8)];
        let data = [object("d", 8, false)];
        let base = LinkedOut { target: "gfx1100", text: &TEXT, kernels: &kernels, data: &data, ..Default::default() };
        assert!(write_linked(&base).is_ok());
        assert!(error_of(LinkedOut { target: "gfx9000", ..base }).contains("unknown target"));
        assert!(error_of(LinkedOut { text: &[], ..base }).contains(".text is empty"));
        let twice = [object("d", 8, false), object("k", 4, true)];
        assert!(error_of(LinkedOut { data: &twice, ..base }).contains("`k` is defined twice"));
        // A kernel's own label is its symbol; elsewhere the name is taken.
        let own = [("k".to_string(), 0)];
        let co = read(&write_linked(&LinkedOut { labels: &own, ..base }).unwrap()).unwrap();
        assert_eq!(co.symbols.iter().filter(|s| s.name == "k").count(), 1);
        let elsewhere = [("k".to_string(), 4)];
        assert!(error_of(LinkedOut { labels: &elsewhere, ..base }).contains("`k` is defined twice"));
        let outside = [kernel("k", 4, 8)];
        assert!(error_of(LinkedOut { kernels: &outside, ..base }).contains("not inside .text"));
        let odd = [DataOut { align: 3, ..object("d", 8, false) }];
        assert!(error_of(LinkedOut { data: &odd, ..base }).contains("not a power of two"));
        let long = [DataOut { size: 4, ..object("d", 8, false) }];
        assert!(error_of(LinkedOut { data: &long, ..base }).contains("8 initial bytes but a size of 4"));
        let fixup =
            |offset, symbol: &str| TextFixup { offset, symbol: symbol.into(), addend: 0, kind: FixupKind::Rel32Hi };
        let past = [fixup(6, "d")];
        assert!(error_of(LinkedOut { text_fixups: &past, ..base }).contains("runs past .text"));
        let unknown = [fixup(4, "nothing")];
        assert!(error_of(LinkedOut { text_fixups: &unknown, ..base }).contains("`nothing`, which is not defined"));
        let pointer = |object: &str, offset, symbol: &str| DataPointer {
            object: object.into(),
            offset,
            symbol: symbol.into(),
            addend: 0,
        };
        let in_kernel = [pointer("k", 0, "d")];
        assert!(error_of(LinkedOut { data_pointers: &in_kernel, ..base }).contains("not a data object"));
        let overrun = [pointer("d", 4, "d")];
        assert!(error_of(LinkedOut { data_pointers: &overrun, ..base }).contains("runs past its 8 bytes"));
        let dangling = [pointer("d", 0, "nowhere")];
        assert!(error_of(LinkedOut { data_pointers: &dangling, ..base }).contains("`nowhere`, which is not defined"));
    }

    #[test]
    fn data_goes_where_lld_puts_it() {
        use object::read::elf::{FileHeader as _, SectionHeader as _};
        let kernels = [kernel("k", 0, 8)];
        let data = [
            object("constant", 4, false),
            object("with_pointer", 8, false),
            object("variable", 4, true),
            DataOut { bytes: vec![], ..object("zeroed", 64, true) },
        ];
        let pointers = [DataPointer { object: "with_pointer".into(), offset: 0, symbol: "k".into(), addend: 0 }];
        let input = LinkedOut {
            target: "gfx1100",
            text: &TEXT,
            kernels: &kernels,
            data: &data,
            data_pointers: &pointers,
            ..Default::default()
        };
        let bytes = write_linked(&input).unwrap();
        let header = elf::FileHeader64::<object::LittleEndian>::parse(&bytes[..]).unwrap();
        let e = header.endian().unwrap();
        let sections = header.sections(e, &bytes[..]).unwrap();
        let co = read(&bytes).unwrap();
        let section_of = |name: &str| {
            let address = co.symbols.iter().find(|s| s.name == name).unwrap().value;
            let s = sections
                .iter()
                .find(|s| {
                    s.sh_flags(e) & elf::SHF_ALLOC as u64 != 0
                        && s.sh_addr(e) <= address
                        && address < s.sh_addr(e) + s.sh_size(e)
                })
                .unwrap();
            String::from_utf8(sections.section_name(e, s).unwrap().to_vec()).unwrap()
        };
        assert_eq!(section_of("constant"), ".rodata");
        assert_eq!(section_of("with_pointer"), ".data.rel.ro");
        assert_eq!(section_of("variable"), ".data");
        assert_eq!(section_of("zeroed"), ".bss");
        assert_eq!(section_of("k.kd"), ".rodata");
        // The descriptor's entry is resolved to the kernel's code.
        assert_eq!(co.kernel("k").unwrap().entry, 0);
        // Relocation target holds 0 in the file, as lld leaves it.
        let image = co.relocated_image(0).unwrap();
        assert_eq!(co.dynamic_relocations.len(), 1);
        let relro = image.iter().find(|s| s.relro).unwrap();
        let at = (co.dynamic_relocations[0].offset - relro.address) as usize;
        assert_eq!(u64::from_le_bytes(relro.bytes[at..at + 8].try_into().unwrap()), co.text_address);
        let file = co.segments.iter().find(|s| s.relro).unwrap();
        assert_eq!(file.bytes[at..at + 8], [0; 8]);
    }

    #[test]
    fn relocations_are_applied_as_a_loader_applies_them() {
        let kernels = [kernel("k", 0, 8)];
        let data = [object("d", 8, true)];
        let pointers = [DataPointer { object: "d".into(), offset: 0, symbol: "k".into(), addend: 2 }];
        let input = LinkedOut {
            target: "gfx1100",
            text: &TEXT,
            kernels: &kernels,
            data: &data,
            data_pointers: &pointers,
            ..Default::default()
        };
        let mut co = read(&write_linked(&input).unwrap()).unwrap();
        let field = co.dynamic_relocations[0].offset;
        let bias = 0x10_0000_0000;
        let loaded = |co: &crate::hsaco::CodeObject| -> Result<u64, String> {
            let image = co.relocated_image(bias).map_err(|e| e.to_string())?;
            let address = bias + field;
            let s = image.iter().find(|s| s.address <= address && address + 8 <= s.address + s.bytes.len() as u64);
            let at = (address - s.expect("the field is in a segment").address) as usize;
            Ok(u64::from_le_bytes(s.unwrap().bytes[at..at + 8].try_into().unwrap()))
        };
        assert_eq!(loaded(&co), Ok(bias + co.text_address + 2));
        // R_AMDGPU_ABS64 against a symbol the object defines: B + S + A.
        co.dynamic_relocations[0] = crate::hsaco::DynamicRelocation {
            kind: crate::hsaco::R_AMDGPU_ABS64,
            symbol: 1,
            symbol_value: Some(0x40),
            ..co.dynamic_relocations[0]
        };
        assert_eq!(loaded(&co), Ok(bias + 0x40 + co.dynamic_relocations[0].addend as u64));
        co.dynamic_relocations[0].symbol_value = None;
        assert!(loaded(&co).unwrap_err().contains("against symbol 1, which the object does not define"));
        co.dynamic_relocations[0].kind = 99;
        assert!(loaded(&co).unwrap_err().contains("is of type 99"));
        co.dynamic_relocations[0] =
            crate::hsaco::DynamicRelocation { kind: R_AMDGPU_RELATIVE64, offset: 1 << 50, ..co.dynamic_relocations[0] };
        assert!(loaded(&co).unwrap_err().contains("outside the segments"));
    }

    #[test]
    fn objects_without_data_have_no_data_segment() {
        let kernels = [kernel("k", 0, 8)];
        let input = LinkedOut { target: "gfx1100", text: &TEXT, kernels: &kernels, ..Default::default() };
        let co = read(&write_linked(&input).unwrap()).unwrap();
        // Read-only, code, and the RELRO segment with .dynamic, as lld makes them.
        assert_eq!(co.segments.len(), 3);
        assert!(co.dynamic_relocations.is_empty());
        assert_eq!(co.text_address, 0x1000 + co.text_address % 0x1000);
        // Code alone: no kernel, no symbol but a label.
        let labels = [("start".to_string(), 0)];
        let bare = LinkedOut { target: "gfx1100", text: &TEXT, labels: &labels, ..Default::default() };
        let co = read(&write_linked(&bare).unwrap()).unwrap();
        assert!(co.kernels.is_empty() && co.symbols.iter().any(|s| s.name == "start" && s.in_text));
    }

    #[test]
    fn empty_data_objects_are_written() {
        let kernels = [kernel("k", 0, 8)];
        let empty = |name: &str, writable| DataOut { name: name.into(), bytes: vec![], size: 0, align: 1, writable };
        let data = [empty("nothing", true), empty("nothing_either", false)];
        let input = LinkedOut { target: "gfx1100", text: &TEXT, kernels: &kernels, data: &data, ..Default::default() };
        let co = read(&write_linked(&input).unwrap()).unwrap();
        assert!(co.symbols.iter().any(|s| s.name == "nothing" && s.size == 0));
        assert!(co.relocated_image(1 << 40).is_ok());
    }

    /// xorshift64: the random modules' stream.
    struct Stream(u64);

    impl Stream {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }

        /// Mostly consistent modules, with one thing wrong now and then.
        fn rarely(&mut self) -> bool {
            self.below(12) == 0
        }

        fn symbol(&mut self) -> String {
            let symbols = ["a", "b", "c", "d", "k0", "k0.kd", "k1"];
            if self.rarely() {
                "missing".into()
            } else {
                symbols[self.below(7) as usize].into()
            }
        }
    }

    /// Random modules, consistent or not: the writer never panics, and what
    /// it writes reads back with every data symbol where it said.
    #[test]
    fn random_modules_are_written_or_refused() {
        let mut r = Stream(0x9e37_79b9_7f4a_7c15);
        let text = [0u8; 64];
        let mut written = 0;
        for _ in 0..3000 {
            let kernels: Vec<KernelOut> = (0..r.below(3))
                .map(|k| {
                    let slots = if r.rarely() { 18 } else { 8 };
                    kernel(&format!("k{k}"), 4 * r.below(slots), 4 * r.below(4))
                })
                .collect();
            let count = 1 + r.below(4);
            let data: Vec<DataOut> = (0..count)
                .map(|k| {
                    let size = 8 + r.below(40);
                    let name = if r.rarely() { "k0" } else { ["a", "b", "c", "d"][k as usize] };
                    let past = if r.rarely() { 3 } else { 1 };
                    let initial = r.below(size + past);
                    let align = if r.rarely() { 3 } else { [1, 2, 8, 64, 4096][r.below(5) as usize] };
                    DataOut {
                        name: name.into(),
                        bytes: vec![7; initial as usize],
                        size,
                        align,
                        writable: r.below(2) == 0,
                    }
                })
                .collect();
            let pointers: Vec<DataPointer> = (0..r.below(4))
                .map(|_| {
                    let object = ["a", "b", "c", "d"][r.below(count) as usize].into();
                    let slots = if r.rarely() { 12 } else { 3 };
                    DataPointer {
                        object,
                        offset: 4 * r.below(slots),
                        symbol: r.symbol(),
                        addend: r.below(9) as i64 - 4,
                    }
                })
                .collect();
            let fixups: Vec<TextFixup> = (0..r.below(4))
                .map(|_| {
                    let slots = if r.rarely() { 17 } else { 15 };
                    TextFixup {
                        offset: 4 * r.below(slots),
                        symbol: r.symbol(),
                        addend: r.below(9) as i64 - 4,
                        kind: if r.below(2) == 0 { FixupKind::Rel32Lo } else { FixupKind::Rel32Hi },
                    }
                })
                .collect();
            let text = &text[..if r.rarely() { 4 * r.below(16) as usize } else { 64 }];
            let input = LinkedOut {
                target: "gfx1100",
                text,
                kernels: &kernels,
                labels: &[],
                data: &data,
                text_fixups: &fixups,
                data_pointers: &pointers,
            };
            match write_linked(&input) {
                Err(CodeObjectError::Unwritable(_)) => {}
                Err(e) => panic!("not an Unwritable error: {e}"),
                Ok(bytes) => {
                    let co = read(&bytes).unwrap_or_else(|e| panic!("{e}: {input:?}"));
                    assert_eq!(co.kernels.len(), kernels.len());
                    for d in &data {
                        let s = co.symbols.iter().find(|s| s.name == d.name).expect("a data symbol");
                        assert_eq!((s.size, s.value % d.align), (d.size, 0), "{}", d.name);
                    }
                    let image = co.relocated_image(1 << 40).unwrap();
                    assert_eq!(image.len(), co.segments.len());
                    written += 1;
                }
            }
        }
        // Enough of them consistent to say something about those written.
        assert!(written > 300, "only {written} written");
    }

    #[test]
    fn data_larger_than_a_loadable_image_is_refused() {
        let kernels = [kernel("k", 0, 8)];
        let zeroed = |name: &str, size| DataOut { name: name.into(), bytes: vec![], size, align: 8, writable: true };
        let huge = [zeroed("d", MAX_IMAGE_BYTES + 1)];
        let input = LinkedOut { target: "gfx1100", text: &TEXT, kernels: &kernels, data: &huge, ..Default::default() };
        assert!(error_of(input).contains("larger than"));
        let two = [object("a", 8, true), zeroed("b", u64::MAX - 4)];
        assert!(error_of(LinkedOut { data: &two, ..input }).contains("larger than"));
    }
}
