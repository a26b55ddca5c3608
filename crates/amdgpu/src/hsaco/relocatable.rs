//! Writing relocatable code objects (ET_REL) as llvm-mc -filetype=obj
//! writes them: `.text` and its relocations, `.rodata` with the kernel
//! descriptors (each entry offset an R_AMDGPU_REL64 against its kernel) and
//! read-only data, the data sections `.data`, `.data.rel.ro` and `.bss`
//! with their relocations, the metadata note and the symbols.

use super::{
    kernels_metadata, machine_of, malformed, note_of, CodeObjectError, KernelDescriptor, KernelOut, MetaValue, ABI_V4,
    ABI_V5, ABI_V6, OS_ABI_HSA, R_AMDGPU_REL64,
};
use object::elf;
use object::Endianness;

/// Writes a relocatable code object v5 for `target`, as clang -c does:
/// `.text`, the descriptors in `.rodata` with an R_AMDGPU_REL64 relocation
/// for each entry offset, the metadata note, and the symbols (`NAME`,
/// `NAME.kd`, and `labels` as local symbols in `.text`).
pub fn write(
    target: &str,
    text: &[u8],
    kernels: &[KernelOut],
    labels: &[(String, u64)],
) -> Result<Vec<u8>, CodeObjectError> {
    let metadata = kernels_metadata(target, kernels);
    let mut symbols: Vec<SymbolOut> = labels
        .iter()
        .map(|(name, value)| SymbolOut { name: name.clone(), value: *value, ..SymbolOut::default() })
        .collect();
    symbols.extend(kernels.iter().map(|k| SymbolOut {
        name: k.name.clone(),
        value: k.entry,
        size: k.size,
        global: true,
        function: true,
        visibility: Visibility::Protected,
        ..SymbolOut::default()
    }));
    let descriptors: Vec<DescriptorOut> = kernels
        .iter()
        .enumerate()
        .map(|(k, kernel)| DescriptorOut {
            kernel: kernel.name.clone(),
            descriptor: kernel.descriptor,
            offset: 64 * k as u64,
        })
        .collect();
    write_object(&ObjectOut {
        target,
        code_object_version: 5,
        text,
        symbols: &symbols,
        descriptors: &descriptors,
        text_relocations: &[],
        metadata: Some(&metadata.to_value()),
        ..ObjectOut::default()
    })
}

/// A symbol's ELF visibility (`.hidden`, `.protected`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

/// Where a symbol is defined.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SymbolSection {
    #[default]
    Text,
    Rodata,
    /// The data section of this index in [`ObjectOut::data_sections`].
    Data(usize),
}

/// A symbol the object defines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SymbolOut {
    pub name: String,
    /// Its offset in its section.
    pub value: u64,
    pub size: u64,
    pub global: bool,
    /// STT_FUNC rather than STT_NOTYPE.
    pub function: bool,
    /// STT_OBJECT rather than STT_NOTYPE (`.type NAME, @object`).
    pub object: bool,
    pub visibility: Visibility,
    pub section: SymbolSection,
}

/// A relocation against a symbol of `symbols`, at an offset in its section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelocationOut {
    pub offset: u64,
    pub symbol: String,
    /// R_AMDGPU_REL32_LO, R_AMDGPU_REL32_HI, ...
    pub r_type: u32,
    pub addend: i64,
}

/// `R_AMDGPU_REL32_LO` and `R_AMDGPU_REL32_HI`: the low and high halves of S + A - P.
pub const R_AMDGPU_REL32_LO: u32 = 10;
pub const R_AMDGPU_REL32_HI: u32 = 11;
/// `R_AMDGPU_ABS32`: S + A in 32 bits (`.long SYMBOL`).
pub const R_AMDGPU_ABS32: u32 = 6;

/// A kernel descriptor for `.rodata`; `kernel` names its code's symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptorOut {
    pub kernel: String,
    pub descriptor: KernelDescriptor,
    /// Its place in `.rodata` (a multiple of 64).
    pub offset: u64,
}

/// A data section: `.data`, `.data.rel.ro` or `.bss`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataSectionOut {
    pub name: String,
    /// The contents; for a `.bss` (`nobits`) section, none: `size` says how large.
    pub bytes: Vec<u8>,
    pub size: u64,
    pub align: u64,
    pub writable: bool,
    /// SHT_NOBITS: no bytes in the file.
    pub nobits: bool,
    pub relocations: Vec<RelocationOut>,
}

/// Everything a relocatable code object holds.
#[derive(Clone, Debug, Default)]
pub struct ObjectOut<'a> {
    pub target: &'a str,
    /// 4, 5 or 6 (`.amdhsa_code_object_version`).
    pub code_object_version: u32,
    pub text: &'a [u8],
    /// The symbols of `.text`: locals are written before globals, as ELF asks.
    pub symbols: &'a [SymbolOut],
    /// 64 bytes each in `.rodata` at their offsets, as `KERNEL.kd`.
    pub descriptors: &'a [DescriptorOut],
    pub text_relocations: &'a [RelocationOut],
    /// The read-only data of `.rodata`, with room left for the descriptors
    /// (zeros where they go; it may end before the last one).
    pub rodata: &'a [u8],
    /// At least 64 when there are descriptors.
    pub rodata_align: u64,
    pub rodata_relocations: &'a [RelocationOut],
    /// In the order they are written, after `.rodata`.
    pub data_sections: &'a [DataSectionOut],
    /// The NT_AMDGPU_METADATA map; without one, no note is written (as
    /// llvm-mc writes none for a file without `.amdgpu_metadata`).
    pub metadata: Option<&'a MetaValue>,
}

/// Writes a relocatable code object as llvm-mc -filetype=obj does: `.text`,
/// `.rela.text`, `.rodata` (the descriptors, each with an R_AMDGPU_REL64
/// relocation of its entry offset against its kernel's symbol, and the
/// read-only data) with `.rela.rodata`, the data sections and their
/// relocations, the metadata note, and the symbols.
pub fn write_object(o: &ObjectOut<'_>) -> Result<Vec<u8>, CodeObjectError> {
    use object::write::elf::{FileHeader, Rel, SectionHeader, Sym, Writer};
    let mach = machine_of(o.target).ok_or_else(|| malformed(format!("unknown target `{}`", o.target)))?;
    let abi_version = match o.code_object_version {
        4 => ABI_V4,
        5 => ABI_V5,
        6 => ABI_V6,
        v => return Err(malformed(format!("code object version {v} is not written (4, 5 or 6 are)"))),
    };
    let note = o.metadata.map(note_of).unwrap_or_default();
    let mut rodata = o.rodata.to_vec();
    for d in o.descriptors {
        if d.offset % 64 != 0 {
            return Err(malformed(format!("{}.kd: a descriptor at 0x{:x}, not a multiple of 64", d.kernel, d.offset)));
        }
        let at = d.offset as usize;
        if rodata.len() < at + 64 {
            rodata.resize(at + 64, 0);
        }
        let mut descriptor = d.descriptor;
        // Resolved by the linker through the relocation.
        descriptor.kernel_code_entry_byte_offset = 0;
        rodata[at..at + 64].copy_from_slice(&descriptor.to_bytes());
    }
    let rodata_align = if o.descriptors.is_empty() { o.rodata_align.max(1) } else { o.rodata_align.max(64) };
    // `.rela.rodata`: the entries, then the data's, by offset as llvm-mc orders them.
    let mut rodata_relocations: Vec<RelocationOut> = o
        .descriptors
        .iter()
        .map(|d| RelocationOut { offset: d.offset + 16, symbol: d.kernel.clone(), r_type: R_AMDGPU_REL64, addend: 16 })
        .chain(o.rodata_relocations.iter().cloned())
        .collect();
    rodata_relocations.sort_by_key(|r| r.offset);

    // Symbol order: the null symbol, the locals, then the globals (the
    // descriptors after them).
    let mut order: Vec<&SymbolOut> = o.symbols.iter().filter(|s| !s.global).collect();
    let locals = order.len();
    order.extend(o.symbols.iter().filter(|s| s.global));
    let index_of = |name: &str| order.iter().position(|s| s.name == name);
    for d in o.descriptors {
        if index_of(&d.kernel).is_none() {
            return Err(malformed(format!("kernel `{}` has no symbol in .text", d.kernel)));
        }
    }
    let all_relocations = o
        .text_relocations
        .iter()
        .chain(o.rodata_relocations)
        .chain(o.data_sections.iter().flat_map(|d| d.relocations.iter()));
    for r in all_relocations {
        if index_of(&r.symbol).is_none() {
            return Err(malformed(format!("relocation against `{}`, which the object does not define", r.symbol)));
        }
    }
    for s in o.symbols {
        if let SymbolSection::Data(k) = s.section {
            if k >= o.data_sections.len() {
                return Err(malformed(format!("symbol `{}` is in data section {k}, which does not exist", s.name)));
            }
        }
    }

    let rela_names: Vec<String> = o.data_sections.iter().map(|d| format!(".rela{}", d.name)).collect();
    let mut buffer = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut buffer);
    w.reserve_file_header();
    w.reserve_null_section_index();
    let text_name = w.add_section_name(b".text");
    let text_index = w.reserve_section_index();
    let text_offset = w.reserve(o.text.len(), 256);
    let rela_text_name = (!o.text_relocations.is_empty()).then(|| w.add_section_name(b".rela.text"));
    if rela_text_name.is_some() {
        w.reserve_section_index();
    }
    let rela_text_offset = w.reserve_relocations(o.text_relocations.len(), true);
    let rodata_name = w.add_section_name(b".rodata");
    let rodata_index = w.reserve_section_index();
    let rodata_offset = w.reserve(rodata.len(), rodata_align as usize);
    let rela_name = w.add_section_name(b".rela.rodata");
    let _rela_index = w.reserve_section_index();
    let rela_offset = w.reserve_relocations(rodata_relocations.len(), true);
    // Each data section: (name, index, offset), then its `.rela` (name, offset).
    let mut data_places = Vec::new();
    for (d, rela_name) in o.data_sections.iter().zip(&rela_names) {
        let name = w.add_section_name(d.name.as_bytes());
        let index = w.reserve_section_index();
        let offset = if d.nobits { w.reserved_len() } else { w.reserve(d.bytes.len(), d.align.max(1) as usize) };
        let rela = if d.relocations.is_empty() {
            None
        } else {
            let rela_name = w.add_section_name(rela_name.as_bytes());
            w.reserve_section_index();
            Some((rela_name, w.reserve_relocations(d.relocations.len(), true)))
        };
        data_places.push((name, index, offset, rela));
    }
    let note_name = o.metadata.is_some().then(|| w.add_section_name(b".note"));
    if note_name.is_some() {
        w.reserve_section_index();
    }
    let note_offset = w.reserve(note.len(), 4);
    w.reserve_null_symbol_index();
    let section_of = |s: &SymbolOut| match s.section {
        SymbolSection::Text => text_index,
        SymbolSection::Rodata => rodata_index,
        SymbolSection::Data(k) => data_places[k].1,
    };
    let mut names = Vec::new();
    let mut elf_index = Vec::new();
    for s in &order {
        names.push(w.add_string(s.name.as_bytes()));
        elf_index.push(w.reserve_symbol_index(Some(section_of(s))));
    }
    let kd_names: Vec<String> = o.descriptors.iter().map(|d| format!("{}.kd", d.kernel)).collect();
    let mut kd_strings = Vec::new();
    for kd in &kd_names {
        kd_strings.push(w.add_string(kd.as_bytes()));
        w.reserve_symbol_index(Some(rodata_index));
    }
    w.reserve_symtab_section_index();
    w.reserve_symtab();
    w.reserve_strtab_section_index();
    w.reserve_strtab();
    w.reserve_shstrtab_section_index();
    w.reserve_shstrtab();
    w.reserve_section_headers();

    w.write_file_header(&FileHeader {
        os_abi: OS_ABI_HSA,
        abi_version,
        e_type: elf::ET_REL,
        e_machine: elf::EM_AMDGPU,
        e_entry: 0,
        e_flags: mach,
    })
    .map_err(malformed)?;
    let relocation = |r: &RelocationOut| Rel {
        r_offset: r.offset,
        r_sym: elf_index[index_of(&r.symbol).expect("checked above")].0,
        r_type: r.r_type,
        r_addend: r.addend,
    };
    w.write_align(256);
    debug_assert_eq!(w.len(), text_offset);
    w.write(o.text);
    w.write_align_relocation();
    debug_assert_eq!(w.len(), rela_text_offset);
    for r in o.text_relocations {
        w.write_relocation(true, &relocation(r));
    }
    w.write_align(rodata_align as usize);
    debug_assert_eq!(w.len(), rodata_offset);
    w.write(&rodata);
    w.write_align_relocation();
    debug_assert_eq!(w.len(), rela_offset);
    for r in &rodata_relocations {
        w.write_relocation(true, &relocation(r));
    }
    for (d, (_, _, offset, rela)) in o.data_sections.iter().zip(&data_places) {
        if !d.nobits {
            w.write_align(d.align.max(1) as usize);
            debug_assert_eq!(w.len(), *offset);
            w.write(&d.bytes);
        }
        if let Some((_, rela_offset)) = rela {
            w.write_align_relocation();
            debug_assert_eq!(w.len(), *rela_offset);
            for r in &d.relocations {
                w.write_relocation(true, &relocation(r));
            }
        }
    }
    w.write_align(4);
    debug_assert_eq!(w.len(), note_offset);
    w.write(&note);

    w.write_null_symbol();
    for (s, name) in order.iter().zip(&names) {
        let bind = if s.global { elf::STB_GLOBAL } else { elf::STB_LOCAL };
        let ty = if s.function {
            elf::STT_FUNC
        } else if s.object {
            elf::STT_OBJECT
        } else {
            elf::STT_NOTYPE
        };
        w.write_symbol(&Sym {
            name: Some(*name),
            section: Some(section_of(s)),
            st_info: (bind << 4) | ty,
            st_other: match s.visibility {
                Visibility::Default => elf::STV_DEFAULT,
                Visibility::Hidden => elf::STV_HIDDEN,
                Visibility::Protected => elf::STV_PROTECTED,
            },
            st_shndx: 0,
            st_value: s.value,
            st_size: s.size,
        });
    }
    for (d, name) in o.descriptors.iter().zip(&kd_strings) {
        w.write_symbol(&Sym {
            name: Some(*name),
            section: Some(rodata_index),
            st_info: (elf::STB_GLOBAL << 4) | elf::STT_OBJECT,
            st_other: elf::STV_PROTECTED,
            st_shndx: 0,
            st_value: d.offset,
            st_size: 64,
        });
    }
    w.write_strtab();
    w.write_shstrtab();

    w.write_null_section_header();
    w.write_section_header(&SectionHeader {
        name: Some(text_name),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: (elf::SHF_ALLOC | elf::SHF_EXECINSTR) as u64,
        sh_addr: 0,
        sh_offset: text_offset as u64,
        sh_size: o.text.len() as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 256,
        sh_entsize: 0,
    });
    let symtab = w.symtab_index();
    if let Some(name) = rela_text_name {
        w.write_relocation_section_header(name, text_index, symtab, rela_text_offset, o.text_relocations.len(), true);
    }
    w.write_section_header(&SectionHeader {
        name: Some(rodata_name),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SHF_ALLOC as u64,
        sh_addr: 0,
        sh_offset: rodata_offset as u64,
        sh_size: rodata.len() as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: rodata_align,
        sh_entsize: 0,
    });
    w.write_relocation_section_header(rela_name, rodata_index, symtab, rela_offset, rodata_relocations.len(), true);
    for (d, (name, index, offset, rela)) in o.data_sections.iter().zip(&data_places) {
        let mut flags = elf::SHF_ALLOC as u64;
        if d.writable {
            flags |= elf::SHF_WRITE as u64;
        }
        w.write_section_header(&SectionHeader {
            name: Some(*name),
            sh_type: if d.nobits { elf::SHT_NOBITS } else { elf::SHT_PROGBITS },
            sh_flags: flags,
            sh_addr: 0,
            sh_offset: *offset as u64,
            sh_size: if d.nobits { d.size } else { d.bytes.len() as u64 },
            sh_link: 0,
            sh_info: 0,
            sh_addralign: d.align.max(1),
            sh_entsize: 0,
        });
        if let Some((rela_name, rela_offset)) = rela {
            w.write_relocation_section_header(*rela_name, *index, symtab, *rela_offset, d.relocations.len(), true);
        }
    }
    if let Some(name) = note_name {
        w.write_section_header(&SectionHeader {
            name: Some(name),
            sh_type: elf::SHT_NOTE,
            sh_flags: elf::SHF_ALLOC as u64,
            sh_addr: 0,
            sh_offset: note_offset as u64,
            sh_size: note.len() as u64,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: 4,
            sh_entsize: 0,
        });
    }
    w.write_symtab_section_header(1 + locals as u32);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    debug_assert_eq!(w.reserved_len(), w.len());
    Ok(buffer)
}
