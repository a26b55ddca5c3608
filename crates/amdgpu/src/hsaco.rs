//! HSA code objects (ELF64, EM_AMDGPU), as AMDGPUUsage describes them:
//! reading what clang-22 and ld.lld-22 write (relocatable or linked, code
//! object v4 to v6), writing relocatable v5 objects like clang's, which
//! ld.lld links and LLVM's tools read, and writing linked v5 objects like
//! ld.lld's ([`write_linked`]), with data and their relocations, which a
//! loader takes as they are.
//!
//! Invariants: reading never panics; every malformed input is a
//! [`CodeObjectError`] that says what is wrong. A kernel is a `NAME.kd`
//! symbol whose 64-byte descriptor lies in the object; its code starts at
//! the `NAME` function symbol (or where the descriptor's entry offset points
//! in a linked object).

mod linked;
mod relocatable;

pub use linked::{write_linked, DataOut, DataPointer, FixupKind, LinkedOut, TextFixup, PAGE_SIZE, R_AMDGPU_RELATIVE64};
use object::elf;
use object::read::elf::{FileHeader, ProgramHeader as _, Rela as _, SectionHeader as _, Sym as _};
use object::LittleEndian as LE;
pub use relocatable::{
    write, write_object, DataSectionOut, DescriptorOut, ObjectOut, RelocationOut, SymbolOut, SymbolSection, Visibility,
    R_AMDGPU_ABS32, R_AMDGPU_REL32_HI, R_AMDGPU_REL32_LO,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use crate::metadata::MetaValue;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeObjectError {
    #[error("not an ELF file: {0}")]
    NotElf(String),
    #[error("not an AMD GPU code object: {0}")]
    NotAmdgpu(String),
    #[error("malformed code object: {0}")]
    Malformed(String),
    #[error("the metadata note cannot be read: {0}")]
    Metadata(String),
    /// What was given to a writer is inconsistent (a name defined twice, a
    /// fixup outside `.text`, ...).
    #[error("cannot write the code object: {0}")]
    Unwritable(String),
}

fn malformed(what: impl std::fmt::Display) -> CodeObjectError {
    CodeObjectError::Malformed(what.to_string())
}

/// `ELFOSABI_AMDGPU_HSA`.
pub const OS_ABI_HSA: u8 = 64;
/// e_ident ABI versions of code object v4, v5 and v6.
pub const ABI_V4: u8 = 2;
pub const ABI_V5: u8 = 3;
pub const ABI_V6: u8 = 4;
/// `NT_AMDGPU_METADATA`.
pub const NT_AMDGPU_METADATA: u32 = 32;
/// `R_AMDGPU_REL64`: S + A - P.
pub const R_AMDGPU_REL64: u32 = 5;
/// `R_AMDGPU_ABS64`: S + A.
pub const R_AMDGPU_ABS64: u32 = 3;

/// e_flags machine numbers (EF_AMDGPU_MACH) of the targets we know by name.
const MACHINES: &[(u32, &str)] = &[
    (0x41, "gfx1100"),
    (0x42, "gfx1101"),
    (0x43, "gfx1102"),
    (0x44, "gfx1103"),
    (0x48, "gfx1150"),
    (0x4a, "gfx1151"),
    (0x4c, "gfx1200"),
    (0x4e, "gfx1201"),
    (0x4f, "gfx950"),
];

pub fn machine_name(mach: u32) -> Option<&'static str> {
    MACHINES.iter().find(|(m, _)| *m == mach).map(|(_, n)| *n)
}

pub fn machine_of(target: &str) -> Option<u32> {
    MACHINES.iter().find(|(_, n)| *n == target).map(|(m, _)| *m)
}

/// The 64-byte kernel descriptor (AMDGPUUsage, "Kernel Descriptor").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KernelDescriptor {
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_size: u32,
    /// From the descriptor's own address to the kernel's first instruction.
    pub kernel_code_entry_byte_offset: i64,
    pub compute_pgm_rsrc3: u32,
    pub compute_pgm_rsrc1: u32,
    pub compute_pgm_rsrc2: u32,
    pub kernel_code_properties: u16,
    pub kernarg_preload: u16,
}

fn bits(v: u32, lo: u32, width: u32) -> u32 {
    (v >> lo) & ((1 << width) - 1)
}

impl KernelDescriptor {
    pub const SIZE: usize = 64;

    pub fn from_bytes(b: &[u8]) -> Result<KernelDescriptor, CodeObjectError> {
        if b.len() < Self::SIZE {
            return Err(malformed(format!("a kernel descriptor needs 64 bytes, {} are there", b.len())));
        }
        let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
        let mut entry = [0u8; 8];
        entry.copy_from_slice(&b[16..24]);
        Ok(KernelDescriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            compute_pgm_rsrc3: u32_at(44),
            compute_pgm_rsrc1: u32_at(48),
            compute_pgm_rsrc2: u32_at(52),
            kernel_code_properties: u16::from_le_bytes([b[56], b[57]]),
            kernarg_preload: u16::from_le_bytes([b[58], b[59]]),
        })
    }

    pub fn to_bytes(&self) -> [u8; 64] {
        let mut b = [0u8; 64];
        b[0..4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        b[4..8].copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        b[8..12].copy_from_slice(&self.kernarg_size.to_le_bytes());
        b[16..24].copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        b[44..48].copy_from_slice(&self.compute_pgm_rsrc3.to_le_bytes());
        b[48..52].copy_from_slice(&self.compute_pgm_rsrc1.to_le_bytes());
        b[52..56].copy_from_slice(&self.compute_pgm_rsrc2.to_le_bytes());
        b[56..58].copy_from_slice(&self.kernel_code_properties.to_le_bytes());
        b[58..60].copy_from_slice(&self.kernarg_preload.to_le_bytes());
        b
    }

    /// VGPRs allocated per work-item: (granule + 1) × 8 in wave32 on gfx11.
    pub fn vgpr_count(&self) -> u32 {
        let granule = if self.wavefront_size32() { 8 } else { 4 };
        (bits(self.compute_pgm_rsrc1, 0, 6) + 1) * granule
    }
    pub fn float_round_mode_32(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 12, 2)
    }
    pub fn float_round_mode_16_64(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 14, 2)
    }
    pub fn float_denorm_mode_32(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 16, 2)
    }
    pub fn float_denorm_mode_16_64(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 18, 2)
    }
    pub fn dx10_clamp(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 21, 1) != 0
    }
    pub fn ieee_mode(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 23, 1) != 0
    }
    pub fn wgp_mode(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 29, 1) != 0
    }
    /// COMPUTE_PGM_RSRC2: the private segment wave offset SGPR.
    pub fn enable_private_segment(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 0, 1) != 0
    }
    pub fn user_sgpr_count(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 1, 5)
    }
    pub fn enable_sgpr_workgroup_id(&self) -> [bool; 3] {
        [7, 8, 9].map(|b| bits(self.compute_pgm_rsrc2, b, 1) != 0)
    }
    pub fn enable_sgpr_workgroup_info(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 10, 1) != 0
    }
    /// 0: x only, 1: x and y, 2: x, y and z.
    pub fn enable_vgpr_workitem_id(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 11, 2)
    }
    /// KERNEL_CODE_PROPERTIES bits 0..6: the user SGPRs set up, in order.
    pub fn enable_sgpr_private_segment_buffer(&self) -> bool {
        self.kernel_code_properties & 1 != 0
    }
    pub fn enable_sgpr_dispatch_ptr(&self) -> bool {
        self.kernel_code_properties & 2 != 0
    }
    pub fn enable_sgpr_queue_ptr(&self) -> bool {
        self.kernel_code_properties & 4 != 0
    }
    pub fn enable_sgpr_kernarg_segment_ptr(&self) -> bool {
        self.kernel_code_properties & 8 != 0
    }
    pub fn enable_sgpr_dispatch_id(&self) -> bool {
        self.kernel_code_properties & 16 != 0
    }
    pub fn enable_sgpr_flat_scratch_init(&self) -> bool {
        self.kernel_code_properties & 32 != 0
    }
    pub fn enable_sgpr_private_segment_size(&self) -> bool {
        self.kernel_code_properties & 64 != 0
    }
    pub fn wavefront_size32(&self) -> bool {
        self.kernel_code_properties & (1 << 10) != 0
    }
    pub fn uses_dynamic_stack(&self) -> bool {
        self.kernel_code_properties & (1 << 11) != 0
    }
}

/// One kernel argument of the metadata (`.args`). Keys LLVM writes that
/// are not named here are kept in `other`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ArgMeta {
    #[serde(rename = ".name", default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(rename = ".type_name", default, skip_serializing_if = "Option::is_none")]
    pub type_name: Option<String>,
    #[serde(rename = ".offset")]
    pub offset: u64,
    #[serde(rename = ".size")]
    pub size: u64,
    /// by_value, global_buffer, dynamic_shared_pointer, hidden_block_count_x, ...
    #[serde(rename = ".value_kind")]
    pub value_kind: String,
    #[serde(rename = ".address_space", default, skip_serializing_if = "Option::is_none")]
    pub address_space: Option<String>,
    #[serde(rename = ".is_const", default, skip_serializing_if = "Option::is_none")]
    pub is_const: Option<bool>,
    #[serde(rename = ".pointee_align", default, skip_serializing_if = "Option::is_none")]
    pub pointee_align: Option<u64>,
    /// Every other key (`.actual_access`, `.access`, ...), kept as read.
    #[serde(flatten)]
    pub other: BTreeMap<String, MetaValue>,
}

/// One kernel of the metadata (`amdhsa.kernels`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct KernelMeta {
    #[serde(rename = ".name")]
    pub name: String,
    #[serde(rename = ".symbol")]
    pub symbol: String,
    #[serde(rename = ".args", default)]
    pub args: Vec<ArgMeta>,
    #[serde(rename = ".group_segment_fixed_size")]
    pub group_segment_fixed_size: u64,
    #[serde(rename = ".private_segment_fixed_size")]
    pub private_segment_fixed_size: u64,
    #[serde(rename = ".kernarg_segment_size")]
    pub kernarg_segment_size: u64,
    #[serde(rename = ".kernarg_segment_align")]
    pub kernarg_segment_align: u64,
    #[serde(rename = ".wavefront_size")]
    pub wavefront_size: u64,
    #[serde(rename = ".sgpr_count")]
    pub sgpr_count: u64,
    #[serde(rename = ".vgpr_count")]
    pub vgpr_count: u64,
    #[serde(rename = ".max_flat_workgroup_size")]
    pub max_flat_workgroup_size: u64,
    #[serde(rename = ".sgpr_spill_count", default)]
    pub sgpr_spill_count: u64,
    #[serde(rename = ".vgpr_spill_count", default)]
    pub vgpr_spill_count: u64,
    #[serde(rename = ".reqd_workgroup_size", default, skip_serializing_if = "Option::is_none")]
    pub reqd_workgroup_size: Option<Vec<u64>>,
    #[serde(rename = ".uses_dynamic_stack", default, skip_serializing_if = "Option::is_none")]
    pub uses_dynamic_stack: Option<bool>,
    /// Every other key (`.language`, `.uniform_work_group_size`, ...), kept as read.
    #[serde(flatten)]
    pub other: BTreeMap<String, MetaValue>,
}

/// The deepest nesting of msgpack arrays and maps read in the metadata note.
/// LLVM writes five levels (the map, `amdhsa.kernels`, a kernel, its
/// `.args`, an argument); the limit is far above that and keeps the
/// recursive reader within a small stack.
pub const MAX_METADATA_DEPTH: usize = 64;

/// The NT_AMDGPU_METADATA map.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Metadata {
    #[serde(rename = "amdhsa.version")]
    pub version: Vec<u64>,
    #[serde(rename = "amdhsa.target", default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    #[serde(rename = "amdhsa.kernels", default)]
    pub kernels: Vec<KernelMeta>,
    /// Every other key (`amdhsa.printf`, ...), kept as read.
    #[serde(flatten)]
    pub other: BTreeMap<String, MetaValue>,
}

impl Metadata {
    /// Reads the note's msgpack. Arrays and maps may nest at most
    /// [`MAX_METADATA_DEPTH`] levels, the outer map being the first: the
    /// reader recurses once per level, and a hostile note could otherwise
    /// nest deep enough to overflow the stack.
    pub fn from_msgpack(bytes: &[u8]) -> Result<Metadata, CodeObjectError> {
        let mut reader = rmp_serde::Deserializer::from_read_ref(bytes);
        // The reader refuses a value once its count of open levels reaches the limit.
        reader.set_max_depth(MAX_METADATA_DEPTH + 1);
        Metadata::deserialize(&mut reader).map_err(|e| match e {
            rmp_serde::decode::Error::DepthLimitExceeded => CodeObjectError::Metadata(format!(
                "arrays and maps are nested more than {MAX_METADATA_DEPTH} levels deep"
            )),
            e => CodeObjectError::Metadata(e.to_string()),
        })
    }

    /// The note's msgpack: [`Metadata::to_value`]'s encoding, written from
    /// the fields without building the value (whose maps of strings took
    /// a tenth of a small kernel's compile to build, encode and drop).
    pub fn to_msgpack(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(256 + 640 * self.kernels.len());
        self.write_msgpack(&mut out);
        out
    }

    fn write_msgpack(&self, out: &mut Vec<u8>) {
        let mut fields = vec![("amdhsa.version", Field::UInts(&self.version))];
        if let Some(target) = &self.target {
            fields.push(("amdhsa.target", Field::Str(target)));
        }
        fields.push(("amdhsa.kernels", Field::Kernels(&self.kernels)));
        write_fields(out, fields, &self.other);
    }

    /// The metadata as a generic value: every key, sorted as LLVM sorts them.
    /// Built field by field, as the serde derives name and skip them (a key
    /// of `other` that is also a field's replaces the field's value, as it
    /// does when the map is read back): a tenth of a small kernel's compile
    /// went to writing the msgpack with serde and reading it back.
    pub fn to_value(&self) -> MetaValue {
        let mut map = BTreeMap::new();
        map.insert("amdhsa.version".to_string(), uints(&self.version));
        if let Some(target) = &self.target {
            map.insert("amdhsa.target".to_string(), MetaValue::String(target.clone()));
        }
        map.insert(
            "amdhsa.kernels".to_string(),
            MetaValue::Array(self.kernels.iter().map(KernelMeta::to_value).collect()),
        );
        with_other(map, &self.other)
    }

    /// The typed view of a generic value (as the assembler's
    /// `.amdgpu_metadata` block gives one).
    pub fn from_value(value: &MetaValue) -> Result<Metadata, CodeObjectError> {
        Metadata::from_msgpack(&value.to_msgpack())
    }
}

impl KernelMeta {
    /// The kernel's map, as [`Metadata::to_value`] writes it.
    pub fn to_value(&self) -> MetaValue {
        let mut map = BTreeMap::new();
        let mut put = |key: &str, value: MetaValue| {
            map.insert(key.to_string(), value);
        };
        put(".name", MetaValue::String(self.name.clone()));
        put(".symbol", MetaValue::String(self.symbol.clone()));
        put(".args", MetaValue::Array(self.args.iter().map(ArgMeta::to_value).collect()));
        put(".group_segment_fixed_size", MetaValue::UInt(self.group_segment_fixed_size));
        put(".private_segment_fixed_size", MetaValue::UInt(self.private_segment_fixed_size));
        put(".kernarg_segment_size", MetaValue::UInt(self.kernarg_segment_size));
        put(".kernarg_segment_align", MetaValue::UInt(self.kernarg_segment_align));
        put(".wavefront_size", MetaValue::UInt(self.wavefront_size));
        put(".sgpr_count", MetaValue::UInt(self.sgpr_count));
        put(".vgpr_count", MetaValue::UInt(self.vgpr_count));
        put(".max_flat_workgroup_size", MetaValue::UInt(self.max_flat_workgroup_size));
        put(".sgpr_spill_count", MetaValue::UInt(self.sgpr_spill_count));
        put(".vgpr_spill_count", MetaValue::UInt(self.vgpr_spill_count));
        if let Some(size) = &self.reqd_workgroup_size {
            put(".reqd_workgroup_size", uints(size));
        }
        if let Some(dynamic) = self.uses_dynamic_stack {
            put(".uses_dynamic_stack", MetaValue::Bool(dynamic));
        }
        with_other(map, &self.other)
    }
}

impl ArgMeta {
    /// The argument's map, as [`Metadata::to_value`] writes it.
    pub fn to_value(&self) -> MetaValue {
        let mut map = BTreeMap::new();
        let mut put = |key: &str, value: MetaValue| {
            map.insert(key.to_string(), value);
        };
        if let Some(name) = &self.name {
            put(".name", MetaValue::String(name.clone()));
        }
        if let Some(type_name) = &self.type_name {
            put(".type_name", MetaValue::String(type_name.clone()));
        }
        put(".offset", MetaValue::UInt(self.offset));
        put(".size", MetaValue::UInt(self.size));
        put(".value_kind", MetaValue::String(self.value_kind.clone()));
        if let Some(space) = &self.address_space {
            put(".address_space", MetaValue::String(space.clone()));
        }
        if let Some(is_const) = self.is_const {
            put(".is_const", MetaValue::Bool(is_const));
        }
        if let Some(align) = self.pointee_align {
            put(".pointee_align", MetaValue::UInt(align));
        }
        with_other(map, &self.other)
    }
}

impl KernelMeta {
    fn write_msgpack(&self, out: &mut Vec<u8>) {
        let mut fields = vec![
            (".name", Field::Str(&self.name)),
            (".symbol", Field::Str(&self.symbol)),
            (".args", Field::Args(&self.args)),
            (".group_segment_fixed_size", Field::UInt(self.group_segment_fixed_size)),
            (".private_segment_fixed_size", Field::UInt(self.private_segment_fixed_size)),
            (".kernarg_segment_size", Field::UInt(self.kernarg_segment_size)),
            (".kernarg_segment_align", Field::UInt(self.kernarg_segment_align)),
            (".wavefront_size", Field::UInt(self.wavefront_size)),
            (".sgpr_count", Field::UInt(self.sgpr_count)),
            (".vgpr_count", Field::UInt(self.vgpr_count)),
            (".max_flat_workgroup_size", Field::UInt(self.max_flat_workgroup_size)),
            (".sgpr_spill_count", Field::UInt(self.sgpr_spill_count)),
            (".vgpr_spill_count", Field::UInt(self.vgpr_spill_count)),
        ];
        if let Some(size) = &self.reqd_workgroup_size {
            fields.push((".reqd_workgroup_size", Field::UInts(size)));
        }
        if let Some(dynamic) = self.uses_dynamic_stack {
            fields.push((".uses_dynamic_stack", Field::Bool(dynamic)));
        }
        write_fields(out, fields, &self.other);
    }
}

impl ArgMeta {
    fn write_msgpack(&self, out: &mut Vec<u8>) {
        let mut fields = Vec::with_capacity(8 + self.other.len());
        if let Some(name) = &self.name {
            fields.push((".name", Field::Str(name)));
        }
        if let Some(type_name) = &self.type_name {
            fields.push((".type_name", Field::Str(type_name)));
        }
        fields.push((".offset", Field::UInt(self.offset)));
        fields.push((".size", Field::UInt(self.size)));
        fields.push((".value_kind", Field::Str(&self.value_kind)));
        if let Some(space) = &self.address_space {
            fields.push((".address_space", Field::Str(space)));
        }
        if let Some(is_const) = self.is_const {
            fields.push((".is_const", Field::Bool(is_const)));
        }
        if let Some(align) = self.pointee_align {
            fields.push((".pointee_align", Field::UInt(align)));
        }
        write_fields(out, fields, &self.other);
    }
}

/// One entry of a metadata map, borrowed from the typed metadata.
enum Field<'a> {
    UInt(u64),
    Str(&'a str),
    Bool(bool),
    UInts(&'a [u64]),
    Kernels(&'a [KernelMeta]),
    Args(&'a [ArgMeta]),
    Kept(&'a MetaValue),
}

/// Writes a map of `fields` and the kept keys of `other`, in key order; a
/// kept key that is also a field's replaces it (as in [`with_other`]).
fn write_fields<'a>(out: &mut Vec<u8>, mut fields: Vec<(&'a str, Field<'a>)>, other: &'a BTreeMap<String, MetaValue>) {
    use crate::metadata::{write_array_len, write_map_len, write_str, write_uint};
    fields.extend(other.iter().map(|(k, v)| (k.as_str(), Field::Kept(v))));
    // Stable: of two entries with one key, the kept one stays second.
    fields.sort_by(|a, b| a.0.cmp(b.0));
    let mut map: Vec<(&str, Field)> = Vec::with_capacity(fields.len());
    for entry in fields {
        if map.last().is_some_and(|last| last.0 == entry.0) {
            map.pop();
        }
        map.push(entry);
    }
    write_map_len(out, map.len());
    for (key, field) in map {
        write_str(out, key);
        match field {
            Field::UInt(v) => write_uint(out, v),
            Field::Str(s) => write_str(out, s),
            Field::Bool(b) => out.push(if b { 0xc3 } else { 0xc2 }),
            Field::UInts(values) => {
                write_array_len(out, values.len());
                for &v in values {
                    write_uint(out, v);
                }
            }
            Field::Kernels(kernels) => {
                write_array_len(out, kernels.len());
                for k in kernels {
                    k.write_msgpack(out);
                }
            }
            Field::Args(args) => {
                write_array_len(out, args.len());
                for a in args {
                    a.write_msgpack(out);
                }
            }
            // Written as read back: a non-negative `Int` as an unsigned integer.
            Field::Kept(value) => value.write_msgpack(out),
        }
    }
}

fn uints(values: &[u64]) -> MetaValue {
    MetaValue::Array(values.iter().map(|&v| MetaValue::UInt(v)).collect())
}

/// `map` with the kept keys of `other` added (in canonical form, as reading
/// them back would give them), replacing a field's key where they share one.
fn with_other(mut map: BTreeMap<String, MetaValue>, other: &BTreeMap<String, MetaValue>) -> MetaValue {
    for (key, value) in other {
        map.insert(key.clone(), value.canonical());
    }
    MetaValue::Map(map)
}

/// A symbol of the object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    pub name: String,
    /// For a symbol in `.text`: its offset in `.text`; otherwise st_value
    /// (in a linked object, its address before the load bias).
    pub value: u64,
    pub size: u64,
    pub is_function: bool,
    /// STT_OBJECT: a variable or a kernel descriptor.
    pub is_object: bool,
    pub in_text: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    pub name: String,
    /// Offset of the first instruction in `.text`.
    pub entry: u64,
    /// The code's size where the function symbol says.
    pub size: u64,
    pub descriptor: KernelDescriptor,
    pub meta: Option<KernelMeta>,
}

/// A PT_LOAD segment of a linked object: what a loader places at the load
/// bias plus `address`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadSegment {
    pub address: u64,
    /// The file's bytes of it (p_filesz); zeros follow up to `memory_size`.
    pub bytes: Vec<u8>,
    pub memory_size: u64,
    pub writable: bool,
    pub executable: bool,
    /// It lies inside PT_GNU_RELRO: read-only once relocated.
    pub relro: bool,
}

impl LoadSegment {
    /// Whether a kernel may store to it once it is loaded.
    pub fn writable_when_loaded(&self) -> bool {
        self.writable && !self.relro
    }
}

/// A dynamic relocation (`.rela.dyn`) of a linked object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DynamicRelocation {
    /// The address of the field, before the load bias is added.
    pub offset: u64,
    /// `R_AMDGPU_RELATIVE64`, ...
    pub kind: u32,
    /// Index in `.dynsym`; 0 for relative relocations.
    pub symbol: u32,
    /// The symbol's value (its address before the load bias) when the
    /// object defines it; `None` for no symbol or an undefined one.
    pub symbol_value: Option<u64>,
    pub addend: i64,
}

/// [`CodeObject::relocated_image`] refuses images larger than this: a
/// corrupt p_memsz must not become an allocation of exabytes.
pub const MAX_IMAGE_BYTES: u64 = 1 << 30;

#[derive(Clone, Debug, PartialEq)]
pub struct CodeObject {
    /// The target the e_flags name, `gfx1100`.
    pub target: String,
    pub e_flags: u32,
    pub abi_version: u8,
    /// Whether it is linked (ET_DYN) rather than relocatable (ET_REL).
    pub linked: bool,
    pub text: Vec<u8>,
    pub text_address: u64,
    pub symbols: Vec<Symbol>,
    pub kernels: Vec<Kernel>,
    pub metadata: Option<Metadata>,
    /// A linked object's PT_LOAD segments, by address (none for a
    /// relocatable one).
    pub segments: Vec<LoadSegment>,
    /// A linked object's dynamic relocations (`.rela.dyn`), by offset.
    pub dynamic_relocations: Vec<DynamicRelocation>,
}

impl CodeObject {
    /// The code object version (4, 5, 6) from the e_ident ABI version.
    pub fn version(&self) -> u32 {
        self.abi_version as u32 + 2
    }

    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// The loadable segments as a loader leaves them at load bias `bias`:
    /// each as long as its memory size (the tail zeroed), at `bias +
    /// address`, with the dynamic relocations applied:
    /// `R_AMDGPU_RELATIVE64` (B + A) and `R_AMDGPU_ABS64` against a symbol
    /// the object defines (B + S + A: lld's GOT entries for symbols of
    /// default visibility). A relocation of another type or against an
    /// undefined symbol (the object would need another), one outside the
    /// segments, overlapping segments or an image over [`MAX_IMAGE_BYTES`]
    /// are errors.
    pub fn relocated_image(&self, bias: u64) -> Result<Vec<LoadSegment>, CodeObjectError> {
        let total = self.segments.iter().try_fold(0u64, |n, s| n.checked_add(s.memory_size));
        if total.is_none_or(|n| n > MAX_IMAGE_BYTES) {
            return Err(malformed(format!("the loadable segments are larger than {MAX_IMAGE_BYTES} bytes")));
        }
        let mut image = Vec::with_capacity(self.segments.len());
        let mut end = 0u64;
        for s in &self.segments {
            if s.address < end {
                return Err(malformed(format!("the segment at 0x{:x} overlaps the one before it", s.address)));
            }
            end = s.address.checked_add(s.memory_size).ok_or_else(|| malformed("a segment ends past 2^64"))?;
            bias.checked_add(end).ok_or_else(|| malformed("the image ends past 2^64 at this load bias"))?;
            let mut bytes = s.bytes.clone();
            bytes.resize(s.memory_size as usize, 0);
            image.push(LoadSegment { address: bias + s.address, bytes, ..s.clone() });
        }
        for r in &self.dynamic_relocations {
            let value = match (r.kind, r.symbol_value) {
                (0, _) => continue,
                (R_AMDGPU_RELATIVE64, _) => bias.wrapping_add(r.addend as u64),
                (R_AMDGPU_ABS64, Some(symbol)) => bias.wrapping_add(symbol).wrapping_add(r.addend as u64),
                (R_AMDGPU_ABS64, None) => {
                    return Err(malformed(format!(
                        "the dynamic relocation at 0x{:x} is against symbol {}, which the object does not define",
                        r.offset, r.symbol
                    )))
                }
                (kind, _) => {
                    return Err(malformed(format!(
                        "the dynamic relocation at 0x{:x} is of type {kind}; only R_AMDGPU_RELATIVE64 (13) and \
                         R_AMDGPU_ABS64 (3) are applied",
                        r.offset
                    )))
                }
            };
            let field = bias.wrapping_add(r.offset);
            let segment = image.iter_mut().find(|s| {
                field >= s.address && field.checked_add(8).is_some_and(|e| e <= s.address + s.bytes.len() as u64)
            });
            let Some(segment) = segment else {
                return Err(malformed(format!("the dynamic relocation at 0x{:x} lies outside the segments", r.offset)));
            };
            let at = (field - segment.address) as usize;
            segment.bytes[at..at + 8].copy_from_slice(&value.to_le_bytes());
        }
        Ok(image)
    }
}

type Header = elf::FileHeader64<LE>;

fn name_of(strings: object::read::StringTable<'_>, offset: u32) -> Result<String, CodeObjectError> {
    strings
        .get(offset)
        .map(|b| String::from_utf8_lossy(b).into_owned())
        .map_err(|_| malformed("a name outside its string table"))
}

/// Reads a code object.
pub fn read(data: &[u8]) -> Result<CodeObject, CodeObjectError> {
    if data.len() < 4 || &data[..4] != b"\x7fELF" {
        return Err(CodeObjectError::NotElf("no ELF magic".into()));
    }
    let header = Header::parse(data).map_err(|e| CodeObjectError::NotElf(e.to_string()))?;
    let e = header.endian().map_err(|e| CodeObjectError::NotElf(e.to_string()))?;
    if header.e_machine(e) != elf::EM_AMDGPU {
        return Err(CodeObjectError::NotAmdgpu(format!("e_machine is {}, not EM_AMDGPU (224)", header.e_machine(e))));
    }
    let ident = header.e_ident();
    if ident.os_abi != OS_ABI_HSA {
        return Err(CodeObjectError::NotAmdgpu(format!("OS/ABI is {}, not AMDGPU HSA (64)", ident.os_abi)));
    }
    if !(ABI_V4..=ABI_V6).contains(&ident.abi_version) {
        return Err(CodeObjectError::NotAmdgpu(format!(
            "ABI version {} is not code object v4, v5 or v6",
            ident.abi_version
        )));
    }
    let e_flags = header.e_flags(e);
    let mach = e_flags & 0xff;
    let target = machine_name(mach).map(str::to_string).unwrap_or_else(|| format!("unknown machine 0x{mach:x}"));
    let linked = header.e_type(e) == elf::ET_DYN;
    let sections = header.sections(e, data).map_err(malformed)?;
    let section_name = |s: &elf::SectionHeader64<LE>| -> String {
        sections.section_name(e, s).map(|n| String::from_utf8_lossy(n).into_owned()).unwrap_or_default()
    };
    // .text: the executable section.
    let (text_index, text_header) = sections
        .iter()
        .enumerate()
        .find(|(_, s)| s.sh_flags(e) & elf::SHF_EXECINSTR as u64 != 0 && section_name(s) == ".text")
        .ok_or_else(|| malformed("no .text section"))?;
    let text = text_header.data(e, data).map_err(|_| malformed(".text lies outside the file"))?.to_vec();
    let text_address = text_header.sh_addr(e);
    // Symbols: the static table, else the dynamic one.
    let mut table = sections.symbols(e, data, elf::SHT_SYMTAB).map_err(malformed)?;
    if table.is_empty() {
        table = sections.symbols(e, data, elf::SHT_DYNSYM).map_err(malformed)?;
    }
    let mut symbols = Vec::new();
    let mut descriptors = Vec::new();
    for sym in table.iter() {
        let name = name_of(table.strings(), sym.st_name(e))?;
        if name.is_empty() {
            continue;
        }
        let shndx = sym.st_shndx(e) as usize;
        let in_text = shndx == text_index;
        let value =
            if in_text { sym.st_value(e).wrapping_sub(if linked { text_address } else { 0 }) } else { sym.st_value(e) };
        if let Some(kernel) = name.strip_suffix(".kd") {
            if sym.st_type() == elf::STT_OBJECT {
                descriptors.push((kernel.to_string(), shndx, sym.st_value(e)));
            }
        }
        symbols.push(Symbol {
            name,
            value,
            size: sym.st_size(e),
            is_function: sym.st_type() == elf::STT_FUNC,
            is_object: sym.st_type() == elf::STT_OBJECT,
            in_text,
        });
    }
    let mut kernels = Vec::new();
    for (name, shndx, value) in &descriptors {
        let (name, shndx, value) = (name.clone(), *shndx, *value);
        let section =
            sections.section(object::SectionIndex(shndx)).map_err(|_| malformed(format!("{name}.kd: bad section")))?;
        let bytes = section.data(e, data).map_err(|_| malformed(format!("{name}.kd lies outside the file")))?;
        let offset = if linked { value.wrapping_sub(section.sh_addr(e)) } else { value };
        let at = usize::try_from(offset).ok().filter(|o| o.checked_add(64).is_some_and(|end| end <= bytes.len()));
        let at = at.ok_or_else(|| malformed(format!("{name}.kd lies outside its section")))?;
        let descriptor = KernelDescriptor::from_bytes(&bytes[at..at + 64])?;
        let function = symbols.iter().find(|s| s.name == name && s.in_text);
        let entry = match (linked, function) {
            // Linked: the descriptor's offset is resolved.
            (true, _) => {
                let address = value as i128 + descriptor.kernel_code_entry_byte_offset as i128 - text_address as i128;
                u64::try_from(address).map_err(|_| malformed(format!("{name}: the entry lies before .text")))?
            }
            // Relocatable: the offset is a relocation against the function symbol.
            (false, Some(f)) => f.value,
            (false, None) => return Err(malformed(format!("{name}.kd has no function symbol `{name}`"))),
        };
        if entry >= text.len() as u64 {
            return Err(malformed(format!("{name}: the entry 0x{entry:x} lies outside .text")));
        }
        let size = function.map_or(text.len() as u64 - entry, |f| f.size);
        kernels.push(Kernel { name, entry, size, descriptor, meta: None });
    }
    // The metadata note, in a note section (relocatable) or segment (linked).
    let mut metadata = None;
    for s in sections.iter() {
        metadata = metadata_in(s.notes(e, data).map_err(malformed)?, e)?.or(metadata);
    }
    if metadata.is_none() {
        for p in header.program_headers(e, data).map_err(malformed)? {
            metadata = metadata_in(p.notes(e, data).map_err(malformed)?, e)?.or(metadata);
        }
    }
    if let Some(m) = &metadata {
        for k in &mut kernels {
            k.meta = m.kernels.iter().find(|km| km.symbol == format!("{}.kd", k.name) || km.name == k.name).cloned();
        }
    }
    // A relocatable object's REL64 relocations are checked against the function symbols.
    if !linked {
        check_entry_relocations(header, e, data, &descriptors)?;
    }
    let (segments, dynamic_relocations) = if linked {
        (load_segments(header, e, data)?, dynamic_relocations(header, e, data)?)
    } else {
        Default::default()
    };
    Ok(CodeObject {
        target,
        e_flags,
        abi_version: ident.abi_version,
        linked,
        text,
        text_address,
        symbols,
        kernels,
        metadata,
        segments,
        dynamic_relocations,
    })
}

/// The PT_LOAD segments, by address, each marked RELRO when PT_GNU_RELRO
/// covers it whole.
fn load_segments(header: &Header, e: LE, data: &[u8]) -> Result<Vec<LoadSegment>, CodeObjectError> {
    let program_headers = header.program_headers(e, data).map_err(malformed)?;
    let relro: Vec<(u64, u64)> = program_headers
        .iter()
        .filter(|p| p.p_type(e) == elf::PT_GNU_RELRO)
        .map(|p| (p.p_vaddr(e), p.p_vaddr(e).saturating_add(p.p_memsz(e))))
        .collect();
    let mut segments = Vec::new();
    for p in program_headers.iter().filter(|p| p.p_type(e) == elf::PT_LOAD) {
        let address = p.p_vaddr(e);
        if p.p_filesz(e) > p.p_memsz(e) {
            return Err(malformed(format!("the segment at 0x{address:x} has more file bytes than memory")));
        }
        let bytes =
            p.data(e, data).map_err(|_| malformed(format!("the segment at 0x{address:x} lies outside the file")))?;
        let end = address.checked_add(p.p_memsz(e)).ok_or_else(|| malformed("a segment ends past 2^64"))?;
        segments.push(LoadSegment {
            address,
            bytes: bytes.to_vec(),
            memory_size: p.p_memsz(e),
            writable: p.p_flags(e) & elf::PF_W != 0,
            executable: p.p_flags(e) & elf::PF_X != 0,
            relro: relro.iter().any(|&(lo, hi)| lo <= address && end <= hi),
        });
    }
    segments.sort_by_key(|s| s.address);
    Ok(segments)
}

/// The relocations of the allocated RELA sections (`.rela.dyn`), by offset.
fn dynamic_relocations(header: &Header, e: LE, data: &[u8]) -> Result<Vec<DynamicRelocation>, CodeObjectError> {
    let sections = header.sections(e, data).map_err(malformed)?;
    let dynamic_symbols = sections.symbols(e, data, elf::SHT_DYNSYM).map_err(malformed)?;
    let defined = |index: u32| {
        let symbol = dynamic_symbols.symbol(object::SymbolIndex(index as usize)).ok()?;
        (index != 0 && symbol.st_shndx(e) != elf::SHN_UNDEF).then(|| symbol.st_value(e))
    };
    let mut out = Vec::new();
    for s in sections.iter() {
        if s.sh_type(e) != elf::SHT_RELA || s.sh_flags(e) & elf::SHF_ALLOC as u64 == 0 {
            continue;
        }
        let relas = s.data_as_array::<elf::Rela64<LE>, _>(e, data).map_err(malformed)?;
        out.extend(relas.iter().map(|r| DynamicRelocation {
            offset: r.r_offset(e),
            kind: r.r_type(e, false),
            symbol: r.r_sym(e, false),
            symbol_value: defined(r.r_sym(e, false)),
            addend: r.r_addend(e),
        }));
    }
    out.sort_by_key(|r| r.offset);
    Ok(out)
}

/// The AMDGPU metadata note among `notes`, if there is one (the last wins).
fn metadata_in(
    notes: Option<object::read::elf::NoteIterator<'_, Header>>,
    e: LE,
) -> Result<Option<Metadata>, CodeObjectError> {
    let Some(mut notes) = notes else { return Ok(None) };
    let mut found = None;
    while let Some(note) = notes.next().map_err(malformed)? {
        if note.name() == b"AMDGPU" && note.n_type(e) == NT_AMDGPU_METADATA {
            found = Some(Metadata::from_msgpack(note.desc())?);
        }
    }
    Ok(found)
}

/// In a relocatable object, the relocation of each descriptor's entry
/// offset (16 bytes in) must be R_AMDGPU_REL64. `descriptors`: (kernel,
/// section index, offset in the section).
fn check_entry_relocations(
    header: &Header,
    e: LE,
    data: &[u8],
    descriptors: &[(String, usize, u64)],
) -> Result<(), CodeObjectError> {
    let sections = header.sections(e, data).map_err(malformed)?;
    for s in sections.iter().filter(|s| s.sh_type(e) == elf::SHT_RELA) {
        let target = s.sh_info(e) as usize;
        let relas = s.data_as_array::<elf::Rela64<LE>, _>(e, data).map_err(malformed)?;
        for r in relas {
            let ty = r.r_type(e, false);
            let entry =
                descriptors.iter().find(|(_, shndx, at)| *shndx == target && at.wrapping_add(16) == r.r_offset(e));
            if let Some((name, _, _)) = entry.filter(|_| ty != R_AMDGPU_REL64) {
                return Err(malformed(format!("{name}.kd: the entry relocation is of type {ty}, not R_AMDGPU_REL64")));
            }
        }
    }
    Ok(())
}

/// A kernel to write: its code's place in `.text`, its descriptor (the entry
/// offset is filled in by the writer) and its metadata.
#[derive(Clone, Debug)]
pub struct KernelOut {
    pub name: String,
    pub entry: u64,
    pub size: u64,
    pub descriptor: KernelDescriptor,
    pub meta: KernelMeta,
}

/// The metadata of `kernels` for `target`, as the writers put it in the note.
fn kernels_metadata(target: &str, kernels: &[KernelOut]) -> Metadata {
    Metadata {
        version: vec![1, 2],
        target: Some(format!("amdgcn-amd-amdhsa--{target}")),
        kernels: kernels.iter().map(|k| k.meta.clone()).collect(),
        other: BTreeMap::new(),
    }
}

/// The NT_AMDGPU_METADATA note (name `AMDGPU`, msgpack description) of
/// `kernels`, padded to 4 bytes.
fn metadata_note(target: &str, kernels: &[KernelOut]) -> Vec<u8> {
    note_with(&kernels_metadata(target, kernels).to_msgpack())
}

/// The NT_AMDGPU_METADATA note of a metadata map, padded to 4 bytes.
fn note_of(metadata: &MetaValue) -> Vec<u8> {
    note_with(&metadata.to_msgpack())
}

/// The NT_AMDGPU_METADATA note of the metadata's msgpack, padded to 4 bytes.
fn note_with(metadata: &[u8]) -> Vec<u8> {
    let mut note = Vec::new();
    note.extend_from_slice(&7u32.to_le_bytes());
    note.extend_from_slice(&(metadata.len() as u32).to_le_bytes());
    note.extend_from_slice(&NT_AMDGPU_METADATA.to_le_bytes());
    note.extend_from_slice(b"AMDGPU\0\0");
    note.extend_from_slice(metadata);
    while note.len() % 4 != 0 {
        note.push(0);
    }
    note
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Metadata::to_value`] as the serde derives would give it: the
    /// msgpack they write, read back.
    fn value_through_serde(m: &Metadata) -> MetaValue {
        let bytes = rmp_serde::to_vec_named(m).unwrap();
        MetaValue::from_msgpack(&bytes, MAX_METADATA_DEPTH).unwrap()
    }

    #[test]
    fn metadata_values_are_the_serde_derives_values() {
        let kept = |entries: &[(&str, MetaValue)]| -> BTreeMap<String, MetaValue> {
            entries.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()
        };
        let nested = MetaValue::Map(kept(&[
            ("n", MetaValue::Int(5)),
            ("m", MetaValue::Int(-5)),
            ("l", MetaValue::Array(vec![MetaValue::Int(0), MetaValue::Nil, MetaValue::Float(0.1)])),
        ]));
        let full = ArgMeta {
            name: Some("a".into()),
            type_name: Some("float*".into()),
            offset: 8,
            size: 8,
            value_kind: "global_buffer".into(),
            address_space: Some("global".into()),
            is_const: Some(true),
            pointee_align: Some(16),
            other: kept(&[(".access", MetaValue::String("read_only".into())), (".size", MetaValue::UInt(99))]),
        };
        let bare = ArgMeta { offset: 0, size: 4, value_kind: "by_value".into(), ..Default::default() };
        let kernel = KernelMeta {
            name: "k".into(),
            symbol: "k.kd".into(),
            args: vec![full, bare],
            group_segment_fixed_size: 1,
            private_segment_fixed_size: 2,
            kernarg_segment_size: 3,
            kernarg_segment_align: 8,
            wavefront_size: 32,
            sgpr_count: 300,
            vgpr_count: 70000,
            max_flat_workgroup_size: 1 << 40,
            sgpr_spill_count: 5,
            vgpr_spill_count: 6,
            reqd_workgroup_size: Some(vec![64, 1, 1]),
            uses_dynamic_stack: Some(false),
            other: kept(&[
                (".language", MetaValue::String("OpenCL C".into())),
                (".x", nested.clone()),
                (".b", MetaValue::Binary(vec![1, 2])),
                (".wavefront_size", MetaValue::Int(64)),
            ]),
        };
        let plain = KernelMeta { name: "p".into(), symbol: "p.kd".into(), ..Default::default() };
        let metadata = Metadata {
            version: vec![1, 2],
            target: Some("amdgcn-amd-amdhsa--gfx1100".into()),
            kernels: vec![kernel, plain],
            other: kept(&[("amdhsa.printf", MetaValue::Array(vec![MetaValue::String("1:1:4:%d".into())]))]),
        };
        let overriding = Metadata { other: kept(&[("amdhsa.version", nested)]), ..Metadata::default() };
        for m in [&metadata, &Metadata::default(), &overriding] {
            assert_eq!(m.to_value(), value_through_serde(m));
            // The msgpack written from the fields is the value's.
            assert_eq!(m.to_msgpack(), m.to_value().to_msgpack());
        }
    }

    #[test]
    fn descriptors_round_trip() {
        let d = KernelDescriptor {
            group_segment_fixed_size: 1,
            private_segment_fixed_size: 2,
            kernarg_size: 28,
            kernel_code_entry_byte_offset: -256,
            compute_pgm_rsrc3: 3,
            compute_pgm_rsrc1: 0x60af_0000,
            compute_pgm_rsrc2: 0x1390,
            kernel_code_properties: 0x408,
            kernarg_preload: 0,
        };
        assert_eq!(KernelDescriptor::from_bytes(&d.to_bytes()).unwrap(), d);
        assert!(d.wavefront_size32() && d.enable_sgpr_kernarg_segment_ptr());
        assert_eq!(d.enable_vgpr_workitem_id(), 2);
    }

    #[test]
    fn written_objects_read_back() {
        let text: Vec<u8> = [0xbfb0_0000u32, 0xbfb0_0000].iter().flat_map(|w| w.to_le_bytes()).collect();
        let kernels = vec![KernelOut {
            name: "k".into(),
            entry: 4,
            size: 4,
            descriptor: KernelDescriptor { kernarg_size: 8, kernel_code_properties: 0x408, ..Default::default() },
            meta: KernelMeta {
                name: "k".into(),
                symbol: "k.kd".into(),
                kernarg_segment_size: 8,
                kernarg_segment_align: 8,
                wavefront_size: 32,
                max_flat_workgroup_size: 256,
                ..Default::default()
            },
        }];
        let bytes = write("gfx1100", &text, &kernels, &[("start".into(), 0)]).unwrap();
        let co = read(&bytes).unwrap();
        assert_eq!(co.target, "gfx1100");
        assert_eq!(co.version(), 5);
        assert_eq!(co.text, text);
        let k = co.kernel("k").unwrap();
        assert_eq!((k.entry, k.size, k.descriptor.kernarg_size), (4, 4, 8));
        assert_eq!(k.meta.as_ref().unwrap().wavefront_size, 32);
        assert!(co.symbols.iter().any(|s| s.name == "start" && s.in_text && s.value == 0));
    }

    #[test]
    fn an_entry_relocation_of_another_type_is_an_error() {
        use object::read::elf::FileHeader as _;
        let text = [0u8; 8];
        let kernel = KernelOut {
            name: "k".into(),
            entry: 0,
            size: 8,
            descriptor: KernelDescriptor::default(),
            meta: KernelMeta { name: "k".into(), symbol: "k.kd".into(), ..Default::default() },
        };
        let mut bytes = write("gfx1100", &text, &[kernel], &[]).unwrap();
        assert!(read(&bytes).is_ok());
        let header = Header::parse(&bytes[..]).unwrap();
        let e = header.endian().unwrap();
        let sections = header.sections(e, &bytes[..]).unwrap();
        let rela = sections.iter().find(|s| s.sh_type(e) == elf::SHT_RELA).unwrap();
        // r_info's low half is the type: R_AMDGPU_ABS64 (3) instead of REL64.
        let at = rela.sh_offset(e) as usize + 8;
        bytes[at] = 3;
        let err = read(&bytes).unwrap_err().to_string();
        assert!(err.contains("k.kd: the entry relocation is of type 3, not R_AMDGPU_REL64"), "{err}");
    }

    #[test]
    fn bad_input_is_an_error() {
        assert!(matches!(read(b""), Err(CodeObjectError::NotElf(_))));
        assert!(matches!(read(b"\x7fELF\x02\x01"), Err(CodeObjectError::NotElf(_))));
        let text = [0u8; 4];
        let mut bytes = write("gfx1100", &text, &[], &[]).unwrap();
        assert!(read(&bytes).is_ok());
        bytes[18] = 62; // e_machine = x86-64
        assert!(matches!(read(&bytes), Err(CodeObjectError::NotAmdgpu(_))));
        // Every truncation is an error, never a panic.
        let good = write("gfx1100", &text, &[], &[]).unwrap();
        for n in 0..good.len() {
            let _ = read(&good[..n]);
        }
    }
}
