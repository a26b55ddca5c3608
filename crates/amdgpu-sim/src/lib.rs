//! A functional simulator of gfx1100 (RDNA3) in wave32: it runs the kernels
//! of HSA code objects (clang's, or ours) on the CPU.
//!
//! Invariants:
//! - Every instruction is decoded by the `amdgpu` crate, the same decoder
//!   the disassembler uses; what the simulator runs is what llvm-objdump
//!   would list.
//! - An instruction the simulator does not implement, or a word that is no
//!   instruction, stops the run with a [`Fault`] naming its address and
//!   text; nothing is skipped.
//! - Faults (out-of-bounds or misaligned memory, a runaway wave) name the
//!   kernel, the instruction and the lane; nothing panics on bad input.
//! - Work-groups run in parallel (rayon) on memory whose words are atomics;
//!   the waves of a work-group run in turn on one thread, switching at
//!   `s_barrier`, so LDS needs no locking.
//!
//! The dispatch follows AMDGPUUsage's AMDHSA ABI for code object v5: the
//! kernel descriptor says which user and system SGPRs are set up and in
//! which order, work-item ids are packed in v0, and the kernarg segment is
//! laid out from the metadata, hidden arguments included. A partial
//! work-group (the last along a dimension the group size does not divide)
//! runs as the hardware launches it, in its actual size: its work-items
//! fill its waves densely in their linear order in that size, and it has
//! only the waves they fill.

pub mod exec;
pub mod fma;
pub mod memory;
pub mod program;
pub mod strict;
pub mod wave;

use amdgpu::hsaco::{CodeObject, Kernel};
pub use exec::HostSimd;
use exec::{Class, Exec, Flow, Trap};
use memory::{MemError, Memory};
use program::{Decoded, Program};
pub use strict::Options;
use strict::{Footprint, Plan, Violation};
use wave::Wave;

/// The load bias of every code object: address 0 of the object is here,
/// so `.text` is at `LOAD_BIAS + text_address` (what s_getpc_b64 counts
/// from) and a linked object's loadable segments, when it has data, are
/// placed in global memory at `LOAD_BIAS + p_vaddr` with its
/// R_AMDGPU_RELATIVE64 relocations applied against this bias. Launch
/// buffers grow from [`memory::FIRST_REGION`] (4 GiB) and would need some
/// 127 TiB to reach it; the LDS and scratch apertures (high halves
/// 0x1_0000 and 0x2_0000, from 2^48 up) lie above it.
pub const LOAD_BIAS: u64 = 0x7f00_0000_0000;
/// Launches larger than these are refused rather than run out of memory.
pub const MAX_GROUPS: u64 = 1 << 24;
pub const MAX_SCRATCH_PER_LANE: u64 = 1 << 20;

/// One kernel argument, in the order of the kernel's explicit parameters.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// The raw bytes of a by-value parameter.
    Value(Vec<u8>),
    /// A global buffer with these bytes; the parameter is its address.
    Buffer(Vec<u8>),
    /// Dynamic LDS of this many bytes (a `__local` pointer parameter).
    Shared(u64),
}

#[derive(Clone, Debug)]
pub struct Launch {
    pub kernel: String,
    pub global: [u64; 3],
    pub local: [u64; 3],
    /// The global offset, which kernels read from the hidden arguments.
    pub offset: [u64; 3],
    pub args: Vec<Arg>,
    /// Instructions one wave may execute before it is stopped.
    pub step_limit: u64,
    /// Record each executed instruction and the registers it wrote.
    pub trace: bool,
    /// Strict mode and the poison seed.
    pub options: Options,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Wave-instructions executed, by class.
    pub by_class: Vec<(String, u64)>,
    pub wave_instructions: u64,
    /// Active lanes summed over VALU instructions.
    pub valu_lanes: u64,
    pub valu_instructions: u64,
    /// Strict mode: wait instructions executed, and the cycles they would
    /// have stalled under the latency model ([`strict::waitcnt::Latency`]).
    pub waits: u64,
    pub wait_stall_cycles: u64,
}

#[derive(Debug)]
pub struct Outcome {
    /// For each argument: a buffer's final bytes, `None` for the others.
    pub buffers: Vec<Option<Vec<u8>>>,
    pub stats: Stats,
    /// With [`Launch::trace`]: one line per executed wave-instruction, the
    /// work-groups in order.
    pub trace: Vec<String>,
}

/// A run that could not finish.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    #[error("{0}")]
    Load(String),
    #[error("{0}")]
    Launch(String),
    #[error("{0}")]
    Fault(Box<Fault>),
}

/// A fault, with where it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kernel: String,
    pub what: String,
    /// Byte offset in `.text` and the instruction's text, when there is one.
    pub offset: Option<u64>,
    pub instruction: Option<String>,
    pub lane: Option<u32>,
    pub workgroup: [u64; 3],
    pub wave: u32,
    /// A strict-mode fault: the hardware rule broken (`hardware-rules.md`).
    pub rule: Option<&'static str>,
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.rule {
            Some(rule) => write!(f, "kernel `{}`: strict mode, rule `{rule}`: {}", self.kernel, self.what)?,
            None => write!(f, "kernel `{}`: {}", self.kernel, self.what)?,
        }
        if let (Some(offset), Some(text)) = (self.offset, &self.instruction) {
            write!(f, "\n  at .text+0x{offset:x}: {text}")?;
        }
        write!(
            f,
            "\n  in work-group ({}, {}, {}), wave {}",
            self.workgroup[0], self.workgroup[1], self.workgroup[2], self.wave
        )?;
        if let Some(lane) = self.lane {
            write!(f, ", lane {lane}")?;
        }
        Ok(())
    }
}

/// A loaded code object.
pub struct Simulator {
    pub object: CodeObject,
    pub program: Program,
    /// A linked object's segments, relocated at [`LOAD_BIAS`], when it has
    /// data (data objects or dynamic relocations): each launch's memory
    /// starts with them as loaded, so what a kernel stores in `.data` does
    /// not carry over to the next launch. The code segment holds the
    /// object's code as read, even where `object.text` was replaced after.
    pub image: Vec<amdgpu::hsaco::LoadSegment>,
    /// Global memory storage kept from one launch to the next.
    spare: std::sync::Mutex<Vec<Vec<std::sync::atomic::AtomicU32>>>,
    /// What each instruction reads and writes, read from its text on the
    /// first strict launch, and what strict mode does for it.
    strict: std::sync::OnceLock<strict::Analysis>,
}

impl Simulator {
    pub fn load(bytes: &[u8]) -> Result<Simulator, SimError> {
        Simulator::load_with_simd(bytes, HostSimd::detect())
    }

    /// [`Simulator::load`], with handlers compiled for `simd`.
    pub fn load_with_simd(bytes: &[u8], simd: HostSimd) -> Result<Simulator, SimError> {
        let object = amdgpu::hsaco::read(bytes).map_err(|e| SimError::Load(e.to_string()))?;
        if object.target != "gfx1100" {
            return Err(SimError::Load(format!("a code object for {}; the simulator runs gfx1100", object.target)));
        }
        if !object.linked && has_text_relocations(bytes) {
            return Err(SimError::Load(
                "a relocatable object whose code has relocations (calls): link it first, as a loader would \
                 (`ld.lld-22 -shared in.o -o out.hsaco`)"
                    .into(),
            ));
        }
        Simulator::with_simd(object, simd)
    }

    /// A simulator for a code object already read (its `.text` may have
    /// been replaced: the fuzz target runs arbitrary words).
    pub fn new(object: CodeObject) -> Result<Simulator, SimError> {
        Simulator::with_simd(object, HostSimd::detect())
    }

    /// A simulator whose handlers are compiled for `simd` (which the host
    /// must have; [`HostSimd::Baseline`] always runs): the tests run both.
    pub fn with_simd(object: CodeObject, simd: HostSimd) -> Result<Simulator, SimError> {
        if object.target != "gfx1100" {
            return Err(SimError::Load(format!("a code object for {}; the simulator runs gfx1100", object.target)));
        }
        if simd != HostSimd::Baseline && simd != HostSimd::detect() {
            return Err(SimError::Load(format!("this host cannot run the {simd:?} build of the simulator")));
        }
        let table = amdgpu::table("gfx1100").expect("the gfx1100 table");
        let program = Program::new(table, &object.text, simd);
        let image = if has_data(&object) {
            object
                .relocated_image(LOAD_BIAS)
                .map_err(|e| SimError::Load(format!("the code object cannot be loaded: {e}")))?
        } else {
            Vec::new()
        };
        Ok(Simulator { object, program, image, spare: Default::default(), strict: Default::default() })
    }

    /// Each instruction's [`Footprint`], by instruction index.
    pub fn footprints(&self) -> &[Footprint] {
        &self.strict_analysis().footprints
    }

    /// Each instruction's [`Footprint`] and strict-mode [`Plan`].
    fn strict_analysis(&self) -> &strict::Analysis {
        self.strict.get_or_init(|| {
            let footprints: Vec<Footprint> = (0..self.program.insts.len())
                .map(|i| {
                    let d = &self.program.insts[i];
                    let Some(_) = &d.inst else { return Footprint::default() };
                    let mut f = strict::footprint::of_text(&self.program.text(i), d.fields.glc);
                    // The immediates of the SOPP waits, as encoded.
                    match d.mnemonic.as_str() {
                        "s_waitcnt_depctr" => f.kind.depctr = Some(d.fields.imm as u16),
                        "s_nop" => f.kind.nop = Some(d.fields.imm as u16),
                        _ => {}
                    }
                    f.settle();
                    f
                })
                .collect();
            let insts = &self.program.insts;
            let plans = Plan::of(&footprints, |i| {
                let covers = insts[i].covers as usize;
                // A fused pair runs the first instruction after it that
                // is not effectless.
                let runs = match insts[i].covered_valu {
                    0 => 0,
                    _ => (1..=covers).find(|k| !insts[i + k].entry.effectless).unwrap_or(covers),
                };
                (covers, runs)
            });
            strict::Analysis { footprints, plans }
        })
    }

    pub fn kernel(&self, name: &str) -> Result<&Kernel, SimError> {
        self.object.kernel(name).ok_or_else(|| {
            let names: Vec<&str> = self.object.kernels.iter().map(|k| k.name.as_str()).collect();
            SimError::Launch(format!("no kernel `{name}` (kernels: {})", names.join(", ")))
        })
    }

    pub fn run(&self, launch: &Launch) -> Result<Outcome, SimError> {
        let finished = execute(self, launch, LaunchArgs::Copied(&launch.args))?;
        let buffers = finished.buffers.iter().map(|b| b.and_then(|a| finished.memory.bytes(a))).collect();
        Ok(finished.outcome(self, buffers))
    }

    /// [`Simulator::run`] on the launch's own buffers: the kernel's global
    /// memory is each buffer argument's bytes, so they hold its final bytes
    /// when it ends, and nothing is copied in or out
    /// ([`Outcome::buffers`] is empty). A buffer that is not 4-byte aligned
    /// or not a whole number of words is copied in and back instead. After
    /// a fault the buffers hold what the kernel had stored by then, as a
    /// GPU's would.
    pub fn run_in_place(&self, launch: &mut Launch) -> Result<Outcome, SimError> {
        let mut args = std::mem::take(&mut launch.args);
        let result = execute(self, launch, LaunchArgs::InPlace(&mut args)).map(|finished| {
            // Copied buffers that were stored in: their bytes, taken before
            // the memory (and its borrow of the others) ends.
            let copies: Vec<(usize, Vec<u8>)> = finished
                .copied_in_place
                .iter()
                .filter(|(_, base)| finished.memory.written(*base))
                .filter_map(|&(k, base)| Some((k, finished.memory.bytes(base)?)))
                .collect();
            (finished.outcome(self, Vec::new()), copies)
        });
        launch.args = args;
        let (outcome, copies) = result?;
        for (k, bytes) in copies {
            if let Some(Arg::Buffer(buffer)) = launch.args.get_mut(k) {
                buffer.copy_from_slice(&bytes);
            }
        }
        Ok(outcome)
    }
}

/// Whether a linked object has data its kernels may reach: data symbols
/// (other than kernel descriptors) or dynamic relocations. Objects without
/// are not placed in memory, so their launches copy nothing more.
fn has_data(object: &CodeObject) -> bool {
    object.linked
        && (!object.dynamic_relocations.is_empty()
            || object.symbols.iter().any(|s| s.is_object && !s.name.ends_with(".kd")))
}

fn has_text_relocations(bytes: &[u8]) -> bool {
    use object::read::elf::{FileHeader, SectionHeader};
    let Ok(header) = object::elf::FileHeader64::<object::LittleEndian>::parse(bytes) else { return false };
    let Ok(endian) = header.endian() else { return false };
    let Ok(sections) = header.sections(endian, bytes) else { return false };
    sections.iter().any(|s| sections.section_name(endian, s).is_ok_and(|n| n == b".rela.text") && s.sh_size(endian) > 0)
}

/// A launch's arguments, and whether its buffers are copied into the
/// simulator's memory or are that memory.
enum LaunchArgs<'a> {
    Copied(&'a [Arg]),
    InPlace(&'a mut [Arg]),
}

/// The kernarg segment: explicit arguments from `args`, hidden ones
/// computed from the launch; and the buffers' addresses.
struct Kernargs {
    bytes: Vec<u8>,
    buffers: Vec<Option<u64>>,
    /// In place, the buffers that were copied in all the same (by argument
    /// index, with their address): their bytes go back at the end.
    copied_in_place: Vec<(usize, u64)>,
    dynamic_lds: u64,
}

/// One argument as [`lay_out_kernargs`] takes it.
enum ArgIn<'a> {
    Value(&'a [u8]),
    Buffer(&'a [u8]),
    BufferInPlace(&'a mut [u8]),
    Shared(u64),
}

fn lay_out_kernargs<'a>(
    kernel: &Kernel,
    launch: &Launch,
    args: LaunchArgs<'a>,
    memory: &mut Memory<'a>,
    static_lds: u64,
) -> Result<Kernargs, SimError> {
    let meta = kernel.meta.as_ref().ok_or_else(|| {
        SimError::Launch(format!("kernel `{}` has no metadata to lay its arguments out by", kernel.name))
    })?;
    let size = (meta.kernarg_segment_size.max(kernel.descriptor.kernarg_size as u64)) as usize;
    let mut bytes = vec![0u8; size.max(8)];
    let explicit: Vec<_> = meta.args.iter().filter(|a| !a.value_kind.starts_with("hidden_")).collect();
    let args: Vec<ArgIn<'a>> = match args {
        LaunchArgs::Copied(a) => a
            .iter()
            .map(|a| match a {
                Arg::Value(v) => ArgIn::Value(v),
                Arg::Buffer(b) => ArgIn::Buffer(b),
                Arg::Shared(n) => ArgIn::Shared(*n),
            })
            .collect(),
        LaunchArgs::InPlace(a) => a
            .iter_mut()
            .map(|a| match a {
                Arg::Value(v) => ArgIn::Value(v),
                Arg::Buffer(b) => ArgIn::BufferInPlace(b),
                Arg::Shared(n) => ArgIn::Shared(*n),
            })
            .collect(),
    };
    if explicit.len() != args.len() {
        return Err(SimError::Launch(format!(
            "kernel `{}` takes {} arguments, {} given",
            kernel.name,
            explicit.len(),
            args.len()
        )));
    }
    let mut buffers = vec![None; args.len()];
    let mut copied_in_place = Vec::new();
    let mut dynamic_lds = 0u64;
    let put = |bytes: &mut Vec<u8>, offset: u64, data: &[u8]| -> Result<(), SimError> {
        let end = offset as usize + data.len();
        if end > bytes.len() {
            return Err(SimError::Launch(format!("an argument at offset {offset} runs past the kernarg segment")));
        }
        bytes[offset as usize..end].copy_from_slice(data);
        Ok(())
    };
    for (k, (meta_arg, arg)) in explicit.iter().zip(args).enumerate() {
        match (meta_arg.value_kind.as_str(), arg) {
            ("by_value", ArgIn::Value(v)) => {
                if v.len() as u64 != meta_arg.size {
                    return Err(SimError::Launch(format!(
                        "argument {k} is {} bytes by value, {} given",
                        meta_arg.size,
                        v.len()
                    )));
                }
                put(&mut bytes, meta_arg.offset, v)?;
            }
            ("global_buffer", ArgIn::Buffer(data)) => {
                let address = memory.add(format!("argument {k}"), data);
                buffers[k] = Some(address);
                put(&mut bytes, meta_arg.offset, &address.to_le_bytes())?;
            }
            ("global_buffer", ArgIn::BufferInPlace(data)) => {
                let address = match memory.add_borrowed(format!("argument {k}"), data) {
                    Ok(address) => address,
                    Err(data) => {
                        let address = memory.add(format!("argument {k}"), data);
                        copied_in_place.push((k, address));
                        address
                    }
                };
                buffers[k] = Some(address);
                put(&mut bytes, meta_arg.offset, &address.to_le_bytes())?;
            }
            ("dynamic_shared_pointer", ArgIn::Shared(n)) => {
                // Dynamic LDS follows the static, 16-byte aligned.
                let at = (static_lds + dynamic_lds + 15) & !15;
                dynamic_lds = at + n - static_lds;
                put(&mut bytes, meta_arg.offset, &(at as u32).to_le_bytes())?;
            }
            (kind, arg) => {
                return Err(SimError::Launch(format!(
                    "argument {k} is a `{kind}` parameter; {} given",
                    match arg {
                        ArgIn::Value(_) => "a value",
                        ArgIn::Buffer(_) | ArgIn::BufferInPlace(_) => "a buffer",
                        ArgIn::Shared(_) => "local memory",
                    }
                )))
            }
        }
    }
    let groups: Vec<u64> = (0..3).map(|d| launch.global[d].div_ceil(launch.local[d])).collect();
    let dims = if launch.global[2] > 1 {
        3
    } else if launch.global[1] > 1 {
        2
    } else {
        1
    };
    for a in meta.args.iter().filter(|a| a.value_kind.starts_with("hidden_")) {
        let value: u64 = match a.value_kind.as_str() {
            "hidden_block_count_x" => groups[0],
            "hidden_block_count_y" => groups[1],
            "hidden_block_count_z" => groups[2],
            "hidden_group_size_x" => launch.local[0],
            "hidden_group_size_y" => launch.local[1],
            "hidden_group_size_z" => launch.local[2],
            "hidden_remainder_x" => launch.global[0] % launch.local[0],
            "hidden_remainder_y" => launch.global[1] % launch.local[1],
            "hidden_remainder_z" => launch.global[2] % launch.local[2],
            "hidden_grid_dims" => dims,
            "hidden_global_offset_x" => launch.offset[0],
            "hidden_global_offset_y" => launch.offset[1],
            "hidden_global_offset_z" => launch.offset[2],
            "hidden_dynamic_lds_size" => dynamic_lds,
            // What src_shared_base and src_private_base read on gfx9 and later.
            "hidden_shared_base" => exec::SHARED_APERTURE_HI as u64,
            "hidden_private_base" => exec::PRIVATE_APERTURE_HI as u64,
            // Queues, host calls and heaps do not exist here.
            _ => 0,
        };
        let n = (a.size as usize).min(8);
        put(&mut bytes, a.offset, &value.to_le_bytes()[..n])?;
    }
    Ok(Kernargs { bytes, buffers, copied_in_place, dynamic_lds })
}

/// The 64-byte hsa_kernel_dispatch_packet_t of a launch.
fn dispatch_packet(launch: &Launch, kernel: &Kernel, kernarg: u64, lds: u64) -> Vec<u8> {
    let mut p = vec![0u8; 64];
    let dims = if launch.global[2] > 1 {
        3u16
    } else if launch.global[1] > 1 {
        2
    } else {
        1
    };
    p[2..4].copy_from_slice(&dims.to_le_bytes());
    for d in 0..3 {
        p[4 + 2 * d..6 + 2 * d].copy_from_slice(&(launch.local[d] as u16).to_le_bytes());
        p[12 + 4 * d..16 + 4 * d].copy_from_slice(&(launch.global[d] as u32).to_le_bytes());
    }
    p[24..28].copy_from_slice(&kernel.descriptor.private_segment_fixed_size.to_le_bytes());
    p[28..32].copy_from_slice(&(lds as u32).to_le_bytes());
    p[40..48].copy_from_slice(&kernarg.to_le_bytes());
    p
}

fn execute<'a>(sim: &Simulator, launch: &Launch, args: LaunchArgs<'a>) -> Result<Finished<'a>, SimError> {
    use rayon::prelude::*;
    let kernel = sim.kernel(&launch.kernel)?;
    let desc = &kernel.descriptor;
    if !desc.wavefront_size32() {
        return Err(SimError::Launch(format!(
            "kernel `{}` is compiled for wave64; the simulator runs wave32",
            kernel.name
        )));
    }
    for d in 0..3 {
        if launch.local[d] == 0 || launch.global[d] == 0 {
            return Err(SimError::Launch("sizes must be at least 1 in every dimension".into()));
        }
    }
    let group_items = launch.local.iter().product::<u64>();
    if group_items > 1024 {
        return Err(SimError::Launch(format!("a work-group of {group_items} work-items is more than 1024")));
    }
    let group_count = (0..3).try_fold(1u64, |n, d| n.checked_mul(launch.global[d].div_ceil(launch.local[d])));
    if group_count.is_none_or(|n| n > MAX_GROUPS) {
        return Err(SimError::Launch(format!("more than {MAX_GROUPS} work-groups")));
    }
    if desc.private_segment_fixed_size as u64 > MAX_SCRATCH_PER_LANE {
        return Err(SimError::Launch(format!(
            "kernel `{}` asks for {} bytes of scratch per lane; the simulator gives at most {MAX_SCRATCH_PER_LANE}",
            kernel.name, desc.private_segment_fixed_size
        )));
    }
    if let Some(meta) = &kernel.meta {
        if let Some(req) = &meta.reqd_workgroup_size {
            if req.as_slice() != launch.local {
                return Err(SimError::Launch(format!("kernel `{}` requires work-groups of {req:?}", kernel.name)));
            }
        }
    }
    // The denormal modes the simulator does not model are refused before
    // anything runs (each wave's MODE starts as the descriptor says).
    if let Err(why) = wave::check_mode(initial_mode(desc)) {
        return Err(SimError::Launch(format!("kernel `{}` asks for {why}; {}", kernel.name, wave::DENORMALS_MODELLED)));
    }
    let mut memory = Memory::with_spare(std::mem::take(&mut *sim.spare.lock().unwrap_or_else(|e| e.into_inner())));
    let static_lds = desc.group_segment_fixed_size as u64;
    let kernargs = lay_out_kernargs(kernel, launch, args, &mut memory, static_lds)?;
    let lds_size = static_lds + kernargs.dynamic_lds;
    if lds_size > 65536 {
        return Err(SimError::Launch(format!("{lds_size} bytes of LDS is more than the 64 KiB a work-group has")));
    }
    let kernarg_address = memory.add("the kernarg segment", &kernargs.bytes);
    let packet = dispatch_packet(launch, kernel, kernarg_address, lds_size);
    let packet_address = memory.add("the dispatch packet", &packet);
    // Last: the image lies above every buffer, and regions stay sorted.
    for segment in &sim.image {
        let what = match (segment.executable, segment.writable_when_loaded()) {
            (true, _) => "the code object's code segment",
            (false, true) => "the code object's writable data segment",
            (false, false) => "the code object's read-only segment",
        };
        memory
            .add_at(segment.address, what, &segment.bytes, !segment.writable_when_loaded())
            .map_err(|e| SimError::Launch(format!("the code object's image cannot be placed: {e}")))?;
    }
    // The reader gives the entry as an offset in .text.
    let entry = Some(kernel.entry).filter(|e| *e < sim.object.text.len() as u64);
    let Some(entry) = entry else {
        return Err(SimError::Load(format!("kernel `{}` starts outside .text", kernel.name)));
    };
    let groups: Vec<[u64; 3]> = {
        let n: Vec<u64> = (0..3).map(|d| launch.global[d].div_ceil(launch.local[d])).collect();
        let mut v = Vec::new();
        for z in 0..n[2] {
            for y in 0..n[1] {
                for x in 0..n[0] {
                    v.push([x, y, z]);
                }
            }
        }
        v
    };
    let analysis = if launch.options.strict { Some(sim.strict_analysis()) } else { None };
    let footprints = analysis.map(|a| &a.footprints[..]);
    let poison = launch.options.poison_seed().map(|seed| {
        let scratch = desc.private_segment_fixed_size as usize * 32;
        strict::poison::Pattern::new(seed, desc.vgpr_count() as usize, lds_size as usize, scratch)
    });
    let ctx = GroupContext {
        sim,
        kernel,
        launch,
        memory: &memory,
        entry,
        kernarg_address,
        packet_address,
        lds_size,
        footprints,
        plans: analysis.map(|a| &a.plans[..]),
        lds_direct: footprints.is_some_and(|f| f.iter().any(|f| f.kind.ldsdir)),
        barriers: footprints.is_some_and(|f| f.iter().any(|f| f.kind.barrier)),
        poison,
    };
    // Each thread keeps its waves' storage from one work-group to the next.
    // Strict mode's checks and the poison are compiled for AVX2 where the
    // handlers are (the normal mode's loop has its own build).
    let strict_avx2 = cfg!(target_arch = "x86_64") && footprints.is_some() && sim.program.simd == HostSimd::Avx2;
    let results: Vec<Result<Counts, Box<Fault>>> = groups
        .par_iter()
        .map_init(WavePool::default, |pool, g| match strict_avx2 {
            // SAFETY: a program is built for AVX2 only where
            // HostSimd::detect found these features on the host.
            #[cfg(target_arch = "x86_64")]
            true => unsafe { run_group_avx2(&ctx, *g, pool) },
            _ => run_group(&ctx, *g, pool),
        })
        .collect();
    let mut counts = Counts::default();
    for r in results {
        let c = r.map_err(SimError::Fault)?;
        counts.add(&c);
    }
    Ok(Finished { memory, buffers: kernargs.buffers, copied_in_place: kernargs.copied_in_place, counts })
}

/// A launch that ran to the end: its memory, where each buffer argument
/// is in it, and what was counted.
struct Finished<'a> {
    memory: Memory<'a>,
    buffers: Vec<Option<u64>>,
    copied_in_place: Vec<(usize, u64)>,
    counts: Counts,
}

impl Finished<'_> {
    /// The outcome, with `buffers`; the memory's storage goes back to the
    /// simulator for the next launch.
    fn outcome(self, sim: &Simulator, buffers: Vec<Option<Vec<u8>>>) -> Outcome {
        let stats = self.counts.stats();
        let mut spare = self.memory.into_spare();
        spare.truncate(16);
        *sim.spare.lock().unwrap_or_else(|e| e.into_inner()) = spare;
        Outcome { buffers, stats, trace: self.counts.trace }
    }
}

struct GroupContext<'a> {
    sim: &'a Simulator,
    kernel: &'a Kernel,
    launch: &'a Launch,
    memory: &'a Memory<'a>,
    entry: u64,
    kernarg_address: u64,
    packet_address: u64,
    lds_size: u64,
    /// Strict mode: each instruction's footprint.
    footprints: Option<&'a [Footprint]>,
    /// Strict mode: where an instruction's fast entry may run.
    plans: Option<&'a [Plan]>,
    /// Strict mode: the program has LDSDIR instructions (the LDS-direct
    /// hazard rules keep their history only then).
    lds_direct: bool,
    /// Strict mode: the program has `s_barrier` (only then are the places
    /// stores write followed, for the store-before-barrier rule).
    barriers: bool,
    /// The garbage undefined state starts as, with `--poison` or in strict mode.
    poison: Option<strict::poison::Pattern>,
}

#[derive(Default)]
struct Counts {
    /// By [`Class`] as an index.
    by_class: [u64; 7],
    valu_lanes: u64,
    trace: Vec<String>,
    strict: strict::StrictStats,
}

impl Counts {
    fn add(&mut self, other: &Counts) {
        for (k, v) in other.by_class.iter().enumerate() {
            self.by_class[k] += v;
        }
        self.valu_lanes += other.valu_lanes;
        self.strict.add(&other.strict);
        self.trace.extend(other.trace.iter().cloned());
    }

    fn stats(&self) -> Stats {
        let names = [
            (Class::Salu, "SALU"),
            (Class::Valu, "VALU"),
            (Class::Smem, "SMEM"),
            (Class::Vmem, "VMEM"),
            (Class::Lds, "LDS"),
            (Class::Branch, "branch"),
            (Class::Other, "other"),
        ];
        Stats {
            by_class: names.iter().map(|(c, n)| (n.to_string(), self.by_class[*c as usize])).collect(),
            wave_instructions: self.by_class.iter().sum(),
            valu_lanes: self.valu_lanes,
            valu_instructions: self.by_class[Class::Valu as usize],
            waits: self.strict.waits,
            wait_stall_cycles: self.strict.stall_cycles,
        }
    }
}

/// MODE at a wave's start: COMPUTE_PGM_RSRC1's FLOAT_MODE byte is MODE's
/// FP_ROUND and FP_DENORM fields; DX10_CLAMP and IEEE are bits 8 and 9.
fn initial_mode(desc: &amdgpu::hsaco::KernelDescriptor) -> u32 {
    (desc.float_round_mode_32() | desc.float_round_mode_16_64() << 2)
        | (desc.float_denorm_mode_32() << 4 | desc.float_denorm_mode_16_64() << 6)
        | (desc.dx10_clamp() as u32) << 8
        | (desc.ieee_mode() as u32) << 9
}

/// Sets up a wave's registers as the dispatch ABI says, reusing `w`'s
/// storage: the registers the descriptor allocates and scratch are zeroed,
/// or filled with the launch's garbage where it has one.
#[inline(always)]
fn init_wave(ctx: &GroupContext, group: [u64; 3], size: [u64; 3], first_item: u64, w: &mut Wave) {
    let desc = &ctx.kernel.descriptor;
    let (vgprs, scratch) = (desc.vgpr_count() as usize, desc.private_segment_fixed_size as u64);
    match ctx.poison {
        Some(_) => w.reset_for_poison(vgprs, scratch),
        None => w.reset(vgprs, scratch),
    }
    if let Some(poison) = &ctx.poison {
        // What the ABI sets up below is written over the garbage; EXEC_HI
        // stays 0 (wave32 code never reads it).
        let vgprs = (desc.vgpr_count() as usize).min(256);
        let stream = [group[0], group[1], group[2], first_item];
        poison.fill_wave(&stream, &mut w.s, &mut w.v[..vgprs], &mut w.scc, &mut w.scratch);
    }
    w.code_base = LOAD_BIAS + ctx.sim.object.text_address;
    w.pc = ctx.entry;
    w.set_mode(initial_mode(desc)).expect("refused at launch");
    let mut s = 0usize;
    let put = |w: &mut Wave, s: &mut usize, v: u32| {
        if *s < 106 {
            w.s[*s] = v;
        }
        *s += 1;
    };
    if desc.enable_sgpr_private_segment_buffer() {
        for _ in 0..4 {
            put(w, &mut s, 0);
        }
    }
    if desc.enable_sgpr_dispatch_ptr() {
        put(w, &mut s, ctx.packet_address as u32);
        put(w, &mut s, (ctx.packet_address >> 32) as u32);
    }
    if desc.enable_sgpr_queue_ptr() {
        put(w, &mut s, 0);
        put(w, &mut s, 0);
    }
    if desc.enable_sgpr_kernarg_segment_ptr() {
        put(w, &mut s, ctx.kernarg_address as u32);
        put(w, &mut s, (ctx.kernarg_address >> 32) as u32);
    }
    if desc.enable_sgpr_dispatch_id() {
        put(w, &mut s, 0);
        put(w, &mut s, 0);
    }
    if desc.enable_sgpr_flat_scratch_init() {
        put(w, &mut s, 0);
        put(w, &mut s, desc.private_segment_fixed_size);
    }
    if desc.enable_sgpr_private_segment_size() {
        put(w, &mut s, desc.private_segment_fixed_size);
    }
    // System SGPRs follow the user SGPRs the descriptor counts (which
    // include preloaded kernel arguments).
    s = desc.user_sgpr_count() as usize;
    let ids = desc.enable_sgpr_workgroup_id();
    for d in 0..3 {
        if ids[d] {
            put(w, &mut s, group[d] as u32);
        }
    }
    if desc.enable_sgpr_workgroup_info() {
        put(w, &mut s, 0);
    }
    if desc.enable_private_segment() {
        put(w, &mut s, 0);
    }
    // Work-item ids, packed x | y << 10 | z << 20 in v0, of the items
    // `first_item` on in the group's linear order in its actual `size`;
    // lanes past the group's last item are not enabled.
    let items = size.iter().product::<u64>();
    let count = items.saturating_sub(first_item).min(32) as usize;
    let v0 = &mut w.v[0];
    if size[1] == 1 && size[2] == 1 {
        for (lane, id) in v0[..count].iter_mut().enumerate() {
            *id = (first_item + lane as u64) as u32;
        }
    } else {
        // The first lane's ids by division, the others by counting on (a
        // division per lane and dimension was most of a short kernel's time).
        let (mut x, mut y, mut z) =
            (first_item % size[0], (first_item / size[0]) % size[1], first_item / (size[0] * size[1]));
        for id in &mut v0[..count] {
            *id = (x | y << 10 | z << 20) as u32;
            x += 1;
            if x == size[0] {
                x = 0;
                y += 1;
                if y == size[1] {
                    y = 0;
                    z += 1;
                }
            }
        }
    }
    w.s[126] = if count == 32 { u32::MAX } else { (1u32 << count) - 1 };
}

/// The work-group's actual size: the enqueued one, less what lies past the
/// grid's end for the last group along a dimension.
///
/// The hardware launches such a partial group with the smaller thread
/// count (COMPUTE_NUM_THREAD_X/Y/Z hold NUM_THREAD_FULL and
/// NUM_THREAD_PARTIAL, which radeonsi and radv set to the remainder), and
/// packs its work-items into waves by their linear id in that smaller
/// shape: no lane is left for an item past the grid's end, and a row of a
/// group partial along x holds fewer lanes. ROCm's device library counts on
/// it: its sub-group id is `get_local_linear_id() / wave size`, linearised
/// with the actual `get_local_size`, its sub-group count is the actual
/// item count over the wave size, and its sub-group local id is the lane.
fn group_size(launch: &Launch, group: [u64; 3]) -> [u64; 3] {
    std::array::from_fn(|d| launch.local[d].min(launch.global[d] - group[d] * launch.local[d]))
}

/// The fault a trap of instruction `i` is.
fn trap_fault(
    t: Trap,
    d: &Decoded,
    i: usize,
    fault: &dyn Fn(String, Option<usize>, Option<u32>) -> Box<Fault>,
) -> Box<Fault> {
    match t {
        Trap::Memory { space, error, lane } => {
            let what = match error {
                MemError::OutOfBounds { address, bytes } => {
                    format!("{space} access of {bytes} bytes at 0x{address:x} is out of bounds")
                }
                MemError::Misaligned { address, align } => {
                    format!("{space} access at 0x{address:x} is not {align}-byte aligned")
                }
                MemError::ReadOnly { address, bytes } => format!(
                    "{space} store of {bytes} bytes at 0x{address:x} is to a read-only segment of the code object"
                ),
            };
            fault(what, Some(i), lane)
        }
        Trap::NotImplemented => fault(format!("`{}` is not implemented in the simulator", d.mnemonic), Some(i), None),
        Trap::NoInstruction => fault("a word that is no instruction".into(), Some(i), None),
        Trap::Unsupported(what) => fault(format!("{what} is not supported"), Some(i), None),
        Trap::Refused(what) => fault(what, Some(i), None),
    }
}

/// What a thread keeps from one work-group to the next: its waves'
/// storage, and their strict-mode state.
#[derive(Default)]
struct WavePool {
    waves: Vec<Wave>,
    strict: Vec<strict::WaveState>,
    /// Strict mode: the stores the group's waves passed a barrier without
    /// waiting for.
    unfenced: Vec<strict::Unfenced>,
}

fn run_group(ctx: &GroupContext, group: [u64; 3], pool: &mut WavePool) -> Result<Counts, Box<Fault>> {
    run_group_inline(ctx, group, pool)
}

/// [`run_group`] compiled for AVX2 hosts, for strict mode: its checks,
/// and the poison of each wave's registers, are inlined here.
///
/// # Safety
/// The host must have the features (`HostSimd::detect`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn run_group_avx2(ctx: &GroupContext, group: [u64; 3], pool: &mut WavePool) -> Result<Counts, Box<Fault>> {
    run_group_inline(ctx, group, pool)
}

#[inline(always)]
fn run_group_inline(ctx: &GroupContext, group: [u64; 3], pool: &mut WavePool) -> Result<Counts, Box<Fault>> {
    // A partial group has as many waves as its items fill.
    let size = group_size(ctx.launch, group);
    let items = size.iter().product::<u64>();
    let wave_count = items.div_ceil(32) as usize;
    while pool.waves.len() < wave_count {
        pool.waves.push(Wave::new(0));
    }
    let waves = &mut pool.waves[..wave_count];
    for (k, w) in waves.iter_mut().enumerate() {
        init_wave(ctx, group, size, 32 * k as u64, w);
    }
    let mut lds = vec![0u8; ctx.lds_size as usize];
    if let Some(poison) = &ctx.poison {
        poison.fill_lds(&[group[0], group[1], group[2], u64::MAX], &mut lds);
    }
    let seed = ctx.launch.options.poison_seed().unwrap_or(0);
    let strict_states = &mut pool.strict;
    let unfenced = &mut pool.unfenced;
    unfenced.clear();
    if ctx.footprints.is_some() {
        while strict_states.len() < wave_count {
            strict_states.push(strict::WaveState::default());
        }
        for (k, state) in strict_states[..wave_count].iter_mut().enumerate() {
            state.reset(seed, &[group[0], group[1], group[2], k as u64], ctx.lds_direct);
        }
    }
    let strict_states = if ctx.footprints.is_some() { &mut strict_states[..wave_count] } else { &mut [] };
    let mut counts = Counts::default();
    let mut steps = vec![0u64; waves.len()];
    loop {
        let mut progressed = false;
        for (k, w) in waves.iter_mut().enumerate() {
            if w.done || w.at_barrier {
                continue;
            }
            progressed = true;
            let at = WaveAt { ctx, group, wave: k };
            if let Some(state) = strict_states.get_mut(k) {
                match (ctx.launch.trace, ctx.footprints.zip(ctx.plans)) {
                    (false, Some(analysis)) => {
                        run_wave_strict(&at, w, &mut lds, &mut counts, &mut steps[k], state, unfenced, analysis)?
                    }
                    _ => {
                        let strict = Some((state, &mut *unfenced));
                        run_wave::<true, true, true>(&at, w, &mut lds, &mut counts, &mut steps[k], strict)?
                    }
                };
                continue;
            }
            let stop = match (ctx.launch.trace, ctx.sim.program.simd) {
                (true, _) => run_wave::<true, false, false>(&at, w, &mut lds, &mut counts, &mut steps[k], None)?,
                (false, HostSimd::Baseline) => {
                    run_wave::<false, false, false>(&at, w, &mut lds, &mut counts, &mut steps[k], None)?
                }
                // SAFETY: a program is built for AVX2 only where
                // HostSimd::detect found these features on the host.
                #[cfg(target_arch = "x86_64")]
                (false, HostSimd::Avx2) => unsafe { run_wave_avx2(&at, w, &mut lds, &mut counts, &mut steps[k])? },
                #[cfg(not(target_arch = "x86_64"))]
                (false, HostSimd::Avx2) => {
                    run_wave::<false, false, false>(&at, w, &mut lds, &mut counts, &mut steps[k], None)?
                }
            };
            if stop == Stop::NearLimit {
                // The last steps before the limit, one instruction a call.
                run_wave::<false, true, false>(&at, w, &mut lds, &mut counts, &mut steps[k], None)?;
            }
        }
        if waves.iter().all(|w| w.done) {
            break;
        }
        if !progressed || waves.iter().all(|w| w.done || w.at_barrier) {
            // Everyone still running is at the barrier: release them. A wave
            // that ended does not hold the others back (s_endpgm leaves the barrier).
            if waves.iter().any(|w| w.at_barrier) {
                for w in waves.iter_mut() {
                    w.at_barrier = false;
                }
                // Stores that completed before their wave reached this
                // barrier are seen by every wave after it.
                unfenced.retain(|u| strict_states[u.wave].memory.is_pending(u.seq));
            }
        }
    }
    for state in strict_states.iter() {
        counts.strict.add(&state.stats);
    }
    Ok(counts)
}

/// Which wave of which launch is running, for its faults.
struct WaveAt<'a> {
    ctx: &'a GroupContext<'a>,
    group: [u64; 3],
    wave: usize,
}

impl WaveAt<'_> {
    fn fault(&self, what: String, i: Option<usize>, lane: Option<u32>) -> Box<Fault> {
        let program = &self.ctx.sim.program;
        Box::new(Fault {
            kernel: self.ctx.kernel.name.clone(),
            what,
            offset: i.map(|i| program.insts[i].offset),
            instruction: i.map(|i| program.text(i)),
            lane,
            workgroup: self.group,
            wave: self.wave as u32,
            rule: None,
        })
    }

    /// The fault of a strict-mode rule broken at instruction `i`.
    fn violation(&self, v: Violation, i: usize) -> Box<Fault> {
        let mut fault = self.fault(v.what, Some(i), v.lane);
        fault.rule = Some(v.rule);
        fault
    }
}

/// [`run_wave`] compiled for the AVX2 hosts whose handlers are (its
/// counting and checks are a fifth of a memory-bound kernel's time).
///
/// # Safety
/// The host must have the features (`HostSimd::detect`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn run_wave_avx2(
    at: &WaveAt,
    w: &mut Wave,
    lds: &mut [u8],
    counts: &mut Counts,
    steps: &mut u64,
) -> Result<Stop, Box<Fault>> {
    run_wave::<false, false, false>(at, w, lds, counts, steps, None)
}

/// Why [`run_wave`] returned without a fault.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// The wave ended or waits at a barrier (its state says which).
    Wave,
    /// A fast run came within [`program::MAX_COVERS`] steps of the limit:
    /// the rest runs one instruction a call.
    NearLimit,
}

/// Runs wave `w` until it ends or waits at a barrier; `steps` is what it
/// has executed so far. The counts are kept in locals and added once, and
/// only a jump looks the program counter up: this is the simulator's
/// inner loop. Fast (neither flag), each call runs an instruction's
/// `fast` entry, which stands for it and the `covers` after it, and the
/// run stops short of the step limit; `EXACT` runs each instruction by
/// its own entry up to the limit exactly, and `TRACE` does so recording
/// each instruction with what it wrote.
#[inline(always)]
fn run_wave<const TRACE: bool, const EXACT: bool, const STRICT: bool>(
    at: &WaveAt,
    w: &mut Wave,
    lds: &mut [u8],
    counts: &mut Counts,
    steps: &mut u64,
    mut strict: Option<(&mut strict::WaveState, &mut Vec<strict::Unfenced>)>,
) -> Result<Stop, Box<Fault>> {
    let careful = TRACE || EXACT || STRICT;
    let ctx = at.ctx;
    let program = &ctx.sim.program;
    let insts = &program.insts[..];
    let step_limit = ctx.launch.step_limit;
    // What this wave may still execute; a fast call may take the most an
    // entry covers past the check.
    let budget = step_limit.saturating_sub(*steps);
    let limit = if careful { budget } else { budget.saturating_sub(program::MAX_COVERS as u64 + 1) };
    let mut by_class = [0u64; 7];
    let mut valu_lanes = 0u64;
    let mut executed = 0u64;
    // Instructions a fast entry stood for (Decoded::covers), and how many
    // of them were VALU.
    let (mut covered, mut covered_valu) = (0u64, 0u64);
    // The instruction index to run next; usize::MAX where the program
    // counter is at no instruction.
    let mut i = program.at(w.pc).unwrap_or(usize::MAX);
    let x = &mut Exec { wave: w, memory: ctx.memory, lds, program };
    let result = loop {
        let Some(d) = insts.get(i) else {
            // Falling off the last instruction leaves the program counter
            // at the end of the code (it is written only at jumps).
            if i == insts.len() {
                x.wave.pc = insts.last().map_or(0, |d| d.offset + d.len);
            }
            let pc = x.wave.pc;
            break Err(at.fault(format!("the program counter left the code (.text+0x{pc:x})"), None, None));
        };
        executed += 1;
        if executed > limit {
            x.wave.pc = d.offset;
            if !careful {
                executed -= 1;
                break Ok(Stop::NearLimit);
            }
            break Err(at.fault(format!("a wave ran past the step limit of {step_limit} instructions"), Some(i), None));
        }
        let h = if careful { d.entry } else { d.fast };
        by_class[h.class as usize] += 1;
        if h.class == Class::Valu {
            // A fast entry's VALU instructions all run under this EXEC.
            let count = if careful { 1 } else { 1 + d.covered_valu as u64 };
            valu_lanes += count * x.wave.s[126].count_ones() as u64;
        }
        let before = if TRACE { Some((x.wave.s, x.wave.v.clone(), x.wave.scc)) } else { None };
        let mut lds_lanes = false;
        if STRICT {
            if let (Some((state, unfenced)), Some(footprints)) = (strict.as_mut(), ctx.footprints) {
                match strict_before(state, unfenced, &footprints[i], d, x, at) {
                    Ok(lanes) => lds_lanes = lanes,
                    Err(v) => break Err(at.violation(v, i)),
                }
            }
        }
        let result = h.call(x, d);
        let flow = match result {
            Ok(flow) => flow,
            Err(t) => break Err(trap_fault(*t, d, i, &|what, i, lane| at.fault(what, i, lane))),
        };
        if STRICT {
            if let (Some((state, unfenced)), Some(footprints)) = (strict.as_mut(), ctx.footprints) {
                if let Err(v) = strict_after(state, unfenced, &footprints[i], (i, flow, lds_lanes), x, at) {
                    break Err(at.violation(v, i));
                }
            }
        }
        if let Some((s, v, scc)) = before {
            let line = trace_line(at.group, at.wave, d.offset, &program.text(i), &s, &v, scc, x.wave);
            counts.trace.push(line);
        }
        match flow {
            Flow::Next if careful => i += 1,
            Flow::Next => {
                let n = d.covers as usize;
                i += 1 + n;
                executed += n as u64;
                covered += n as u64;
                covered_valu += d.covered_valu as u64;
            }
            Flow::Jump(target) => {
                x.wave.pc = target.wrapping_sub(x.wave.code_base);
                i = program.at(x.wave.pc).unwrap_or(usize::MAX);
            }
            Flow::End => {
                x.wave.pc = d.offset + d.len;
                x.wave.done = true;
                break Ok(Stop::Wave);
            }
            Flow::Barrier => {
                x.wave.pc = d.offset + d.len;
                x.wave.at_barrier = true;
                break Ok(Stop::Wave);
            }
        }
    };
    *steps += executed;
    by_class[Class::Valu as usize] += covered_valu;
    by_class[Class::Other as usize] += covered - covered_valu;
    for (total, n) in counts.by_class.iter_mut().zip(by_class) {
        *total += n;
    }
    counts.valu_lanes += valu_lanes;
    result
}

/// [`run_wave`] in strict mode, but for a trace (which runs every
/// instruction through the checks, by `run_wave`): an instruction whose
/// [`Plan`] allows runs its fast entry unchecked, as in the normal mode;
/// the others run one at a time between [`strict_before`] and
/// [`strict_after`].
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn run_wave_strict(
    at: &WaveAt,
    w: &mut Wave,
    lds: &mut [u8],
    counts: &mut Counts,
    steps: &mut u64,
    state: &mut strict::WaveState,
    unfenced: &mut Vec<strict::Unfenced>,
    (footprints, plans): (&[Footprint], &[Plan]),
) -> Result<Stop, Box<Fault>> {
    let ctx = at.ctx;
    let program = &ctx.sim.program;
    let insts = &program.insts[..];
    let step_limit = ctx.launch.step_limit;
    let limit = step_limit.saturating_sub(*steps);
    let mut by_class = [0u64; 7];
    let mut valu_lanes = 0u64;
    let mut executed = 0u64;
    let (mut covered, mut covered_valu) = (0u64, 0u64);
    // Instructions run by fast entries since the latency model's clock
    // was last brought up to date (kept here, in a register, rather than
    // in the wave's state at each one).
    let mut ticks = 0u64;
    let mut i = program.at(w.pc).unwrap_or(usize::MAX);
    let x = &mut Exec { wave: w, memory: ctx.memory, lds, program };
    let result = loop {
        let (Some(d), Some(p)) = (insts.get(i), plans.get(i)) else {
            if i == insts.len() {
                x.wave.pc = insts.last().map_or(0, |d| d.offset + d.len);
            }
            let pc = x.wave.pc;
            break Err(at.fault(format!("the program counter left the code (.text+0x{pc:x})"), None, None));
        };
        executed += 1;
        if executed > limit {
            x.wave.pc = d.offset;
            break Err(at.fault(format!("a wave ran past the step limit of {step_limit} instructions"), Some(i), None));
        }
        // The fast entry where the plan says that the instructions it
        // stands for need no check now (and the step limit is not among
        // them): the checks of the others cost more than running them.
        let covers = p.covers as u64;
        if p.fast && executed + covers <= limit && state.hazards.calm() && !p.touched.intersects(state.memory.writes())
        {
            let h = d.fast;
            by_class[h.class as usize] += 1;
            if h.class == Class::Valu {
                // A fast entry's VALU instructions all run under this EXEC.
                valu_lanes += (1 + d.covered_valu as u64) * x.wave.s[126].count_ones() as u64;
            }
            ticks += 1 + covers;
            if p.valu && state.hazards.valu_windows_open() {
                state.hazards.plain_valus_ran(p.valu_not_nop);
            }
            match h.call(x, d) {
                Ok(Flow::Next) => {
                    i += 1 + covers as usize;
                    executed += covers;
                    covered += covers;
                    covered_valu += d.covered_valu as u64;
                }
                Ok(flow) => {
                    if let Some(stop) = flow_elsewhere(x, program, d, flow, &mut i) {
                        break Ok(stop);
                    }
                }
                Err(t) => break Err(trap_fault(*t, d, i, &|what, i, lane| at.fault(what, i, lane))),
            }
            continue;
        }
        state.memory.advance(ticks);
        ticks = 0;
        let f = &footprints[i];
        let h = d.entry;
        by_class[h.class as usize] += 1;
        if h.class == Class::Valu {
            valu_lanes += x.wave.s[126].count_ones() as u64;
        }
        let mut lds_lanes = false;
        match p.slow {
            strict::Slow::Wait if h.effectless => {
                // What strict_before and strict_after do for a wait, which
                // the handler does nothing for.
                state.memory.tick();
                if let Some(wait) = &f.wait {
                    state.memory.wait(wait, &mut state.stats);
                }
                // needs_record, for an instruction the hazard rules do not
                // record unless a window is open (Slow::of).
                if !state.hazards.calm() {
                    state.hazards.record(i, f);
                }
                i += 1;
                continue;
            }
            strict::Slow::Access => {
                if let Err(v) = strict_access(state, unfenced, f, d, x, at) {
                    break Err(at.violation(v, i));
                }
            }
            _ => match strict_before(state, unfenced, f, d, x, at) {
                Ok(lanes) => lds_lanes = lanes,
                Err(v) => break Err(at.violation(v, i)),
            },
        }
        let flow = match h.call(x, d) {
            Ok(flow) => flow,
            Err(t) => break Err(trap_fault(*t, d, i, &|what, i, lane| at.fault(what, i, lane))),
        };
        if p.slow == strict::Slow::Access {
            if let Some(a) = f.access {
                state.memory.issue(i, a.event, f.writes, false, state.stored.take());
            }
            // As for a wait.
            if !state.hazards.calm() {
                state.hazards.record(i, f);
            }
        } else if let Err(v) = strict_after(state, unfenced, f, (i, flow, lds_lanes), x, at) {
            break Err(at.violation(v, i));
        }
        match flow {
            Flow::Next => i += 1,
            flow => {
                if let Some(stop) = flow_elsewhere(x, program, d, flow, &mut i) {
                    break Ok(stop);
                }
            }
        }
    };
    state.memory.advance(ticks);
    *steps += executed;
    by_class[Class::Valu as usize] += covered_valu;
    by_class[Class::Other as usize] += covered - covered_valu;
    for (total, n) in counts.by_class.iter_mut().zip(by_class) {
        *total += n;
    }
    counts.valu_lanes += valu_lanes;
    result
}

/// Where a flow other than the next instruction takes wave `x` after
/// instruction `d`: a jump sets `i`; the end of the wave or a barrier
/// stops it.
#[inline(always)]
fn flow_elsewhere(x: &mut Exec, program: &Program, d: &Decoded, flow: Flow, i: &mut usize) -> Option<Stop> {
    match flow {
        Flow::Next => {
            *i += 1;
            None
        }
        Flow::Jump(target) => {
            x.wave.pc = target.wrapping_sub(x.wave.code_base);
            *i = program.at(x.wave.pc).unwrap_or(usize::MAX);
            None
        }
        Flow::End => {
            x.wave.pc = d.offset + d.len;
            x.wave.done = true;
            Some(Stop::Wave)
        }
        Flow::Barrier => {
            x.wave.pc = d.offset + d.len;
            x.wave.at_barrier = true;
            Some(Stop::Wave)
        }
    }
}

/// Strict mode, before instruction `f` runs: its reads and writes against
/// the outstanding memory operations and the hazard rules; a wait retires
/// what it guarantees. Returns whether a FLAT access has a lane in the
/// shared aperture (it is then counted under lgkmcnt too), and what a store
/// stores where that is followed. An access of what another wave stored and
/// did not wait for before a barrier is a fault.
#[inline(always)]
fn strict_before(
    state: &mut strict::WaveState,
    unfenced: &[strict::Unfenced],
    f: &Footprint,
    d: &Decoded,
    x: &Exec,
    at: &WaveAt,
) -> Result<bool, Violation> {
    state.memory.tick();
    if f.kind.inert {
        return Ok(false);
    }
    if f.inexact_unit.is_some() {
        let fields = &d.fields;
        let wide = matches!(f.inexact, Some((64, ..)));
        for lane in 0..32 {
            state.inexact_operand[lane] = if wide {
                x.src64(fields.src[0], lane, fields.literal, true)
            } else {
                x.src(fields.src[0], lane, fields.literal) as u64
            };
        }
    }
    let program = &at.ctx.sim.program;
    let text = |j: usize| (program.insts[j].offset, program.text(j));
    let issuer = f.access.filter(|a| !a.flat).map(|a| a.event);
    if let Some(relative) = &f.relative {
        let (reads, writes) = relative.registers(x.wave.s[125]);
        let (reads, writes) = (reads.union(&f.reads), writes.union(&f.writes));
        state.memory.check(&reads, &writes, issuer, &text)?;
    } else if f.touched.intersects(state.memory.writes()) {
        state.memory.check(&f.reads, &f.writes, issuer, &text)?;
    }
    if state.hazards.needs_check(f) {
        state.hazards.check(f, &text)?;
    }
    if let Some(wait) = &f.wait {
        state.memory.wait(wait, &mut state.stats);
    }
    let flat_lds = f.access.is_some_and(|a| a.flat) && {
        let exec = x.wave.s[126];
        let first = (0..256u32).find(|r| f.address.has_vgpr(*r));
        first.is_some_and(|r| {
            let high = x.wave.v.get(r as usize + 1);
            (0..32).any(|lane| exec >> lane & 1 == 1 && high.is_some_and(|h| h[lane] == exec::SHARED_APERTURE_HI))
        })
    };
    let Some(access) = f.access else { return Ok(flat_lds) };
    let follow_store = access.stores && at.ctx.barriers;
    if follow_store || !unfenced.is_empty() {
        state.stored = store_places(unfenced, access, follow_store, d, x, at)?;
    }
    Ok(flat_lds)
}

/// [`strict_before`] for an access of [`strict::Slow::Access`]: not FLAT,
/// nothing for the hazard rules to check, no wait.
#[inline(always)]
fn strict_access(
    state: &mut strict::WaveState,
    unfenced: &[strict::Unfenced],
    f: &Footprint,
    d: &Decoded,
    x: &Exec,
    at: &WaveAt,
) -> Result<(), Violation> {
    state.memory.tick();
    let Some(access) = f.access else { return Ok(()) };
    if f.touched.intersects(state.memory.writes()) {
        let program = &at.ctx.sim.program;
        let text = |j: usize| (program.insts[j].offset, program.text(j));
        state.memory.check(&f.reads, &f.writes, Some(access.event), &text)?;
    }
    let follow_store = access.stores && at.ctx.barriers;
    if follow_store || !unfenced.is_empty() {
        state.stored = store_places(unfenced, access, follow_store, d, x, at)?;
    }
    Ok(())
}

/// The places a memory access reaches: a fault where it reaches what
/// another wave stored before a barrier without waiting; what it stores,
/// where `follow_store`.
#[inline(never)]
fn store_places(
    unfenced: &[strict::Unfenced],
    access: strict::footprint::Access,
    follow_store: bool,
    d: &Decoded,
    x: &Exec,
    at: &WaveAt,
) -> Result<Option<Box<strict::addresses::Accessed>>, Violation> {
    let program = &at.ctx.sim.program;
    let apertures = (exec::SHARED_APERTURE_HI, exec::PRIVATE_APERTURE_HI);
    let Some(places) = strict::addresses::of(d, x.wave, apertures, access.size, access.atomic) else {
        return Ok(None);
    };
    for u in unfenced.iter().filter(|u| u.wave != at.wave && !(u.stored.atomic && places.atomic)) {
        if let Some((space, address)) = places.overlap(&u.stored) {
            let wait = match space {
                strict::addresses::Space::Lds => "`s_waitcnt lgkmcnt(0)`",
                strict::addresses::Space::Global => "`s_waitcnt_vscnt null, 0x0` (and `vmcnt(0)` for atomics)",
            };
            let what = format!(
                "{} at 0x{address:x} is accessed after a barrier that wave {} passed before `{}` at .text+0x{:x} \
                 stored there had completed: needs {wait} in wave {} before the barrier",
                space.name(),
                u.wave,
                program.text(u.inst),
                program.insts[u.inst].offset,
                u.wave
            );
            return Err(Violation { rule: "store-before-barrier", what, lane: None });
        }
    }
    Ok(follow_store.then(|| Box::new(places)))
}

/// Strict mode, after instruction `i` ran: its memory operation is
/// outstanding, it joins the hazard history, a transcendental result moves
/// within its error, and a barrier notes the stores not yet complete.
#[inline(always)]
fn strict_after(
    state: &mut strict::WaveState,
    unfenced: &mut Vec<strict::Unfenced>,
    f: &Footprint,
    (i, flow, flat_lds): (usize, Flow, bool),
    x: &mut Exec,
    at: &WaveAt,
) -> Result<(), Violation> {
    if f.kind.inert {
        state.hazards.record_inert();
        return Ok(());
    }
    if let Some(a) = f.access {
        state.memory.issue(i, a.event, f.writes, flat_lds, state.stored.take());
    }
    if state.hazards.needs_record(f) {
        state.hazards.record(i, f);
    }
    if let Some((width, r, high)) = f.inexact {
        let draw = state.inexact.next_u64();
        let source = f.inexact_unit.map(|u| (u, &state.inexact_operand));
        strict::inexact::perturb_lanes(width, r as usize, high, x.wave.s[126], &mut x.wave.v, draw, source);
    }
    if let Some(high) = f.kind.mad64_unreliable_high {
        let draw = state.inexact.next_u64();
        strict::inexact::unreliable_lanes(high as usize, x.wave.s[126], &mut x.wave.v, draw);
    }
    if flow == Flow::Barrier {
        for p in state.memory.stores() {
            if !unfenced.iter().any(|u| u.wave == at.wave && u.seq == p.seq) {
                let stored = p.stored.as_deref().cloned().unwrap_or_default();
                unfenced.push(strict::Unfenced { wave: at.wave, seq: p.seq, inst: p.inst, stored });
            }
        }
    }
    Ok(())
}

/// `[group] wave K .text+OFFSET: TEXT ; REG=VALUE ...` with what changed.
#[allow(clippy::too_many_arguments)]
fn trace_line(
    group: [u64; 3],
    wave: usize,
    offset: u64,
    text: &str,
    s: &[u32; 128],
    v: &[[u32; 32]],
    scc: bool,
    after: &Wave,
) -> String {
    use std::fmt::Write;
    let mut line = format!("[{},{},{}] wave {wave} {offset:#06x}: {text}", group[0], group[1], group[2]);
    let mut wrote = Vec::new();
    for (r, (old, new)) in s.iter().zip(after.s.iter()).enumerate() {
        if old != new {
            let name = match r {
                106 => "vcc_lo".to_string(),
                107 => "vcc_hi".to_string(),
                125 => "m0".to_string(),
                126 => "exec_lo".to_string(),
                127 => "exec_hi".to_string(),
                108..=123 => format!("ttmp{}", r - 108),
                _ => format!("s{r}"),
            };
            wrote.push(format!("{name}=0x{new:x}"));
        }
    }
    if scc != after.scc {
        wrote.push(format!("scc={}", after.scc as u8));
    }
    for (r, (old, new)) in v.iter().zip(after.v.iter()).enumerate() {
        if old != new {
            let lanes: Vec<String> =
                (0..32).filter(|l| old[*l] != new[*l]).map(|l| format!("{l}:0x{:x}", new[l])).collect();
            wrote.push(format!("v{r}=[{}]", lanes.join(" ")));
        }
    }
    if !wrote.is_empty() {
        let _ = write!(line, " ; {}", wrote.join(" "));
    }
    line
}
