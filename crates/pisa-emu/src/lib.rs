//! The PISA reference emulator: runs verified PISA kernels on the CPU.
//!
//! Invariants:
//! - It runs only checked IR ([`pisa::ir::Module`]); given that, no PISA
//!   program makes it panic or commit host undefined behaviour. What the spec
//!   leaves undefined and we can detect (out-of-bounds or misaligned access,
//!   a store to `.const`, division by zero, a divergent barrier, a call
//!   through a non-function, call-stack or private-memory exhaustion, a
//!   runaway loop) stops the run with a [`Fault`] that names the kernel, the
//!   function, the instruction, its source span and the lane.
//! - Results are bit-exact: every floating-point operation goes through
//!   `pisa-float`, and integer operations follow the spec's pseudocode.
//! - Results do not depend on the number of threads for race-free programs:
//!   work-groups run in parallel, but each runs on one thread, its sub-groups
//!   interleaved only at barriers, in a fixed order.
//! - Instructions are decoded once ([`Program::new`]); the interpreter runs
//!   over 32-lane register arrays and allocates only on calls and barriers.
//!
//! The reconvergence rule is described in `exec.rs`; the memory layout and
//! the generic-address encoding in [`memory`].

// Lane loops index several arrays by lane on purpose: that is what vectorizes.
#![allow(clippy::needless_range_loop)]

mod alu;
mod decode;
mod exec;
pub mod launch;
pub mod memory;

use decode::{FuncCode, LocalHome};
use memory::{GlobalMemory, Region, FUNCTION_BASE, GLOBAL_BASE};
use pisa::ir::{self, SymbolRef};
use pisa::isa::Opcode;
use pisa::syntax::ast::{MemSpace, ParamSpace, Span};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// A variable of global memory: a module `.global`/`.const`, or a body's.
pub(crate) struct StaticVar {
    pub base: u64,
    pub size: u64,
    pub name: String,
    pub read_only: bool,
    pub init: Vec<u8>,
}

/// A kernel's parameter, as the launcher needs it.
#[derive(Clone, Debug)]
pub struct ParamInfo {
    pub name: String,
    pub size: u64,
    pub offset: u64,
    pub addrspace: Option<ParamSpace>,
}

#[derive(Clone, Debug)]
pub struct KernelInfo {
    pub name: String,
    pub params: Vec<ParamInfo>,
    pub reqd_work_group_size: Option<[u64; 3]>,
    index: u32,
}

/// A module decoded for execution.
pub struct Program {
    pub(crate) funcs: Vec<FuncCode>,
    pub(crate) global_addr: Vec<u64>,
    pub(crate) statics: Vec<StaticVar>,
    pub(crate) shared_static: u32,
    pub(crate) shared_inits: Vec<(u32, Vec<u8>)>,
    /// Per function: each kernel parameter's (offset, size, name).
    pub(crate) kernel_params: Vec<Vec<(u64, u64, String)>>,
    pub kernels: Vec<KernelInfo>,
    static_end: u64,
}

fn align_up(value: u64, align: u64) -> u64 {
    value.div_ceil(align) * align
}

/// Global memory regions start on 4 KiB boundaries with at least 4 KiB
/// between them, so that a small overrun lands in no region and is reported.
const REGION_GAP: u64 = 4096;

impl Program {
    pub fn new(module: &ir::Module) -> Program {
        let mut cursor = GLOBAL_BASE;
        let mut place = |size: u64, align: u64| {
            let base = align_up(cursor, align.max(REGION_GAP));
            cursor = base + size.max(1) + REGION_GAP;
            base
        };
        let global_addr: Vec<u64> = module.globals.iter().map(|g| place(g.size, g.align)).collect();
        let function_addr = |f: usize| FUNCTION_BASE + 16 * f as u64;
        let resolve = |init: Option<&ir::Init>, size: u64| -> Vec<u8> {
            let Some(init) = init else { return vec![0; size as usize] };
            let mut bytes = init.bytes.clone();
            bytes.resize(size.max(bytes.len() as u64) as usize, 0);
            for reloc in &init.relocs {
                let target = match reloc.target {
                    SymbolRef::Global(g) => global_addr[g.index()],
                    SymbolRef::Function(f) => function_addr(f.index()),
                };
                let value = target.wrapping_add(reloc.addend as u64).to_le_bytes();
                let at = reloc.offset as usize;
                if at + 8 <= bytes.len() {
                    bytes[at..at + 8].copy_from_slice(&value);
                }
            }
            bytes
        };
        let mut statics: Vec<StaticVar> = module
            .globals
            .iter()
            .enumerate()
            .map(|(i, g)| StaticVar {
                base: global_addr[i],
                size: g.size,
                name: format!("{} variable @{}", g.space.as_str(), g.name),
                read_only: g.space == MemSpace::Const,
                init: resolve(g.init.as_ref(), g.size),
            })
            .collect();
        let mut shared_static = 0u32;
        let mut shared_inits = Vec::new();
        let mut funcs = Vec::with_capacity(module.functions.len());
        let mut kernel_params = Vec::new();
        let mut kernels = Vec::new();
        for (index, function) in module.functions.iter().enumerate() {
            let mut homes = Vec::with_capacity(function.locals.len());
            for local in &function.locals {
                homes.push(match local.space {
                    MemSpace::Private => LocalHome::Private(0),
                    MemSpace::Shared => {
                        let offset = align_up(shared_static as u64, local.align.clamp(1, 4096)) as u32;
                        shared_static = offset + local.size as u32;
                        if let Some(init) = &local.init {
                            shared_inits.push((offset, init.bytes.clone()));
                        }
                        LocalHome::Shared(offset)
                    }
                    MemSpace::Global | MemSpace::Const => {
                        let base = place(local.size, local.align);
                        statics.push(StaticVar {
                            base,
                            size: local.size,
                            name: format!("{} variable @{} of @{}", local.space.as_str(), local.name, function.name),
                            read_only: local.space == MemSpace::Const,
                            init: resolve(local.init.as_ref(), local.size),
                        });
                        LocalHome::Static(statics.len() as u32 - 1)
                    }
                });
            }
            let mut code = decode::decode_function(module, function, homes);
            code.opcodes = opcodes_of(function);
            funcs.push(code);
            kernel_params.push(function.kernel_params.iter().map(|p| (p.offset, p.size, p.name.clone())).collect());
            if function.kind == ir::FunctionKind::Kernel {
                kernels.push(KernelInfo {
                    name: function.name.clone(),
                    params: function
                        .kernel_params
                        .iter()
                        .map(|p| ParamInfo {
                            name: p.name.clone(),
                            size: p.size,
                            offset: p.offset,
                            addrspace: p.addrspace,
                        })
                        .collect(),
                    reqd_work_group_size: function.reqd_work_group_size,
                    index: index as u32,
                });
            }
        }
        Program {
            funcs,
            global_addr,
            statics,
            shared_static: align_up(shared_static as u64, 16) as u32,
            shared_inits,
            kernel_params,
            kernels,
            static_end: cursor,
        }
    }

    pub fn kernel(&self, name: &str) -> Option<&KernelInfo> {
        self.kernels.iter().find(|k| k.name == name)
    }

    pub(crate) fn describe_pc(&self, func: u32, pc: u32) -> String {
        let code = &self.funcs[func as usize];
        format!("`{}` in @{} (bytes {}..)", code.text[pc as usize], code.name, code.spans[pc as usize].start)
    }
}

fn opcodes_of(function: &ir::Function) -> Vec<Opcode> {
    let mut v: Vec<Opcode> = function.blocks.iter().flat_map(|b| b.insts.iter().map(|i| i.opcode)).collect();
    v.push(Opcode::Return);
    v
}

/// A kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Raw bytes of a by-value parameter.
    Value(Vec<u8>),
    /// A global buffer with these initial bytes; the parameter receives its
    /// 64-bit address.
    Buffer(Vec<u8>),
    /// Dynamic shared memory of this many bytes; the parameter receives its
    /// shared address.
    Shared(u64),
}

/// What to launch.
#[derive(Clone, Debug)]
pub struct Launch {
    pub kernel: String,
    /// 1 to 3 dimensions.
    pub global: Vec<u64>,
    /// The work-group size; `None`: the kernel's required size, else 64 (or
    /// the global size, if smaller) along x.
    pub local: Option<Vec<u64>>,
    pub offset: Vec<u64>,
    pub args: Vec<Arg>,
}

#[derive(Clone, Debug)]
pub struct Options {
    /// Host threads; 0 for every core.
    pub threads: usize,
    /// Instructions one sub-group may execute before the run is stopped.
    pub max_steps: u64,
    pub max_call_depth: u32,
    /// Bytes of private memory per work-item.
    pub private_size: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options { threads: 0, max_steps: 100_000_000, max_call_depth: 256, private_size: 16 * 1024 }
    }
}

/// Where a fault happened, for one lane.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaneRef {
    pub subgroup: u32,
    pub lane: u32,
    pub local_id: [u32; 3],
    pub group_id: [u32; 3],
    pub global_id: [u64; 3],
}

/// A runtime fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kernel: String,
    pub function: String,
    /// The instruction's mnemonic with its qualifiers.
    pub instruction: String,
    pub span: Span,
    pub message: String,
    pub lane: Option<LaneRef>,
    pub subgroup: Option<u32>,
}

impl Fault {
    /// The fault as a diagnostic on the source the module came from.
    pub fn to_diagnostic(&self) -> pisa::Diagnostic {
        let mut d = pisa::Diagnostic::error(self.span, self.message.clone())
            .with_code("fault")
            .with_label(format!("`{}` faulted here", self.instruction));
        let place = if self.function == self.kernel {
            format!("in kernel @{}", self.kernel)
        } else {
            format!("in function @{}, called from kernel @{}", self.function, self.kernel)
        };
        d = d.with_note(place);
        if let Some(lane) = &self.lane {
            d = d.with_note(format!(
                "work-item global id ({}, {}, {}), local id ({}, {}, {}), work-group ({}, {}, {}): lane {} of sub-group {}",
                lane.global_id[0],
                lane.global_id[1],
                lane.global_id[2],
                lane.local_id[0],
                lane.local_id[1],
                lane.local_id[2],
                lane.group_id[0],
                lane.group_id[1],
                lane.group_id[2],
                lane.lane,
                lane.subgroup
            ));
        } else if let Some(s) = self.subgroup {
            d = d.with_note(format!("sub-group {s}"));
        }
        d
    }
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "fault in @{} at `{}`: {}", self.function, self.instruction, self.message)?;
        if let Some(lane) = &self.lane {
            write!(
                f,
                " (global id ({}, {}, {}), lane {} of sub-group {})",
                lane.global_id[0], lane.global_id[1], lane.global_id[2], lane.lane, lane.subgroup
            )?;
        }
        Ok(())
    }
}

/// Why a launch did not run to the end.
#[derive(Debug)]
pub enum Error {
    /// The launch itself is wrong (kernel, sizes, arguments).
    Launch(String),
    Fault(Box<Fault>),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Launch(message) => f.write_str(message),
            Error::Fault(fault) => write!(f, "{fault}"),
        }
    }
}

/// Execution counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Sub-group instructions executed.
    pub instructions: u64,
    /// Sum over executed instructions of their active lanes.
    pub lane_instructions: u64,
    pub by_opcode: Vec<u64>,
    pub work_groups: u64,
    pub sub_groups: u64,
    pub barriers: u64,
    pub divergent_branches: u64,
    pub divergent_calls: u64,
    pub calls: u64,
    pub atomics: u64,
}

impl Stats {
    #[inline(always)]
    pub(crate) fn count(&mut self, opcode: Opcode, active: u64) {
        self.instructions += 1;
        self.lane_instructions += active;
        // `Group::new` sizes the table, so this never grows it.
        if let Some(n) = self.by_opcode.get_mut(opcode as usize) {
            *n += 1;
        }
    }

    fn merge(&mut self, other: &Stats) {
        self.instructions += other.instructions;
        self.lane_instructions += other.lane_instructions;
        if self.by_opcode.len() < other.by_opcode.len() {
            self.by_opcode.resize(other.by_opcode.len(), 0);
        }
        for (a, b) in self.by_opcode.iter_mut().zip(&other.by_opcode) {
            *a += b;
        }
        self.work_groups += other.work_groups;
        self.sub_groups += other.sub_groups;
        self.barriers += other.barriers;
        self.divergent_branches += other.divergent_branches;
        self.divergent_calls += other.divergent_calls;
        self.calls += other.calls;
        self.atomics += other.atomics;
    }

    /// Active lanes per executed lane slot, 0..1.
    pub fn lane_utilisation(&self) -> f64 {
        if self.instructions == 0 {
            0.0
        } else {
            self.lane_instructions as f64 / (32.0 * self.instructions as f64)
        }
    }

    /// (opcode, count), most executed first.
    pub fn opcode_counts(&self) -> Vec<(Opcode, u64)> {
        let mut v: Vec<(Opcode, u64)> =
            self.by_opcode.iter().enumerate().filter(|(_, n)| **n > 0).map(|(i, n)| (Opcode::ALL[i], *n)).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    }
}

/// The geometry of a launch, in three dimensions.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    pub global: [u64; 3],
    pub offset: [u64; 3],
    pub enqueued_local: [u32; 3],
    pub group_count: [u32; 3],
    pub dims: u32,
}

/// A launch in progress: what every work-group shares.
pub(crate) struct Launched<'a> {
    pub program: &'a Program,
    pub memory: GlobalMemory,
    pub launch: Geometry,
    pub arg_bytes: Vec<u8>,
    pub shared_size: u32,
    pub kernel: u32,
    pub options: Options,
}

/// The result of a run.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// For each argument: the final bytes of a buffer, `None` for the others.
    pub buffers: Vec<Option<Vec<u8>>>,
    pub stats: Stats,
}

/// A callback told (work-groups finished, work-groups in all) as a run goes.
pub type Progress<'a> = &'a (dyn Fn(u64, u64) + Sync);

fn dims3(values: &[u64], fill: u64) -> [u64; 3] {
    [
        values.first().copied().unwrap_or(fill),
        values.get(1).copied().unwrap_or(fill),
        values.get(2).copied().unwrap_or(fill),
    ]
}

/// Runs a kernel over an NDRange.
pub fn run(
    program: &Program,
    launch: &Launch,
    options: &Options,
    progress: Option<Progress<'_>>,
) -> Result<Outcome, Error> {
    let err = |m: String| Err(Error::Launch(m));
    let Some(kernel) = program.kernel(&launch.kernel) else {
        let names: Vec<String> = program.kernels.iter().map(|k| format!("@{}", k.name)).collect();
        return err(if names.is_empty() {
            format!("no kernel `{}`: the module has no kernels", launch.kernel)
        } else {
            format!("no kernel `{}` in the module (its kernels: {})", launch.kernel, names.join(", "))
        });
    };
    let dims = launch.global.len();
    if !(1..=3).contains(&dims) {
        return err(format!("the global size has {dims} dimensions; it needs 1 to 3"));
    }
    if launch.global.contains(&0) {
        return err("a global size of 0 runs nothing; every dimension must be at least 1".into());
    }
    let global = dims3(&launch.global, 1);
    let local: [u64; 3] = match (&launch.local, kernel.reqd_work_group_size) {
        (Some(l), _) => {
            if l.len() != dims {
                return err(format!("the local size has {} dimensions but the global size has {dims}", l.len()));
            }
            dims3(l, 1)
        }
        (None, Some(r)) => r,
        (None, None) => [global[0].min(64), 1, 1],
    };
    if local.contains(&0) {
        return err("a local size of 0 is not allowed".into());
    }
    if let Some(r) = kernel.reqd_work_group_size {
        if r != local {
            return err(format!(
                "kernel @{} requires work-groups of {}x{}x{} (.reqd_work_group_size) but the launch asks for {}x{}x{}",
                kernel.name, r[0], r[1], r[2], local[0], local[1], local[2]
            ));
        }
    }
    let items: u64 = local.iter().product();
    if items > 1024 {
        return err(format!("work-groups of {items} work-items are too large; the emulator allows at most 1024"));
    }
    if launch.offset.len() > dims {
        return err(format!("the global offset has {} dimensions but the global size has {dims}", launch.offset.len()));
    }
    let offset = dims3(&launch.offset, 0);
    if launch.args.len() != kernel.params.len() {
        return err(format!(
            "kernel @{} takes {} argument(s) ({}) but {} were given",
            kernel.name,
            kernel.params.len(),
            kernel.params.iter().map(|p| format!("%{}: {} bytes", p.name, p.size)).collect::<Vec<_>>().join(", "),
            launch.args.len()
        ));
    }
    let arg_size = kernel.params.iter().map(|p| p.offset + p.size).max().unwrap_or(0);
    let mut arg_bytes = vec![0u8; arg_size as usize];
    let mut regions: Vec<Region> =
        program.statics.iter().map(|s| Region::new(s.base, s.name.clone(), &s.init, s.size, s.read_only)).collect();
    let mut cursor = program.static_end;
    let mut buffer_regions = vec![None; launch.args.len()];
    let mut dynamic_shared = 0u64;
    for (k, (arg, param)) in launch.args.iter().zip(&kernel.params).enumerate() {
        let bytes: Vec<u8> = match arg {
            Arg::Value(v) => {
                if v.len() as u64 != param.size {
                    return err(format!(
                        "argument {k} has {} byte(s) but parameter %{} is .param[{}]",
                        v.len(),
                        param.name,
                        param.size
                    ));
                }
                v.clone()
            }
            Arg::Buffer(data) => {
                if param.size != 8 {
                    return err(format!(
                        "argument {k} is a buffer, passed as a 64-bit address, but parameter %{} is .param[{}]",
                        param.name, param.size
                    ));
                }
                let base = align_up(cursor, REGION_GAP);
                cursor = base + (data.len() as u64).max(1) + REGION_GAP;
                buffer_regions[k] = Some(regions.len());
                regions.push(Region::new(
                    base,
                    format!("buffer arg{k} (%{})", param.name),
                    data,
                    data.len() as u64,
                    false,
                ));
                base.to_le_bytes().to_vec()
            }
            Arg::Shared(size) => {
                if param.size != 4 && param.size != 8 {
                    return err(format!(
                        "argument {k} is dynamic shared memory, passed as a shared address, but parameter %{} is .param[{}] (it needs 4 or 8)",
                        param.name, param.size
                    ));
                }
                let address = program.shared_static as u64 + dynamic_shared;
                dynamic_shared += align_up(*size, 16);
                address.to_le_bytes()[..param.size as usize].to_vec()
            }
        };
        let at = param.offset as usize;
        arg_bytes[at..at + bytes.len()].copy_from_slice(&bytes);
    }
    let shared_size = program.shared_static as u64 + dynamic_shared;
    if shared_size > 1 << 24 {
        return err(format!("{shared_size} bytes of shared memory per work-group is more than the 16 MiB allowed"));
    }
    let mut group_count = [0u32; 3];
    for d in 0..3 {
        let count = global[d].div_ceil(local[d]);
        if count > u32::MAX as u64 {
            return err(format!("{count} work-groups along dimension {d} is too many"));
        }
        group_count[d] = count as u32;
    }
    let total: u64 = group_count.iter().map(|&c| c as u64).product();
    let launched = Launched {
        program,
        memory: GlobalMemory::new(regions),
        launch: Geometry {
            global,
            offset,
            enqueued_local: [local[0] as u32, local[1] as u32, local[2] as u32],
            group_count,
            dims: dims as u32,
        },
        arg_bytes,
        shared_size: shared_size as u32,
        kernel: kernel.index,
        options: options.clone(),
    };
    let first_fault = AtomicU64::new(u64::MAX);
    let fault: Mutex<Option<(u64, Box<Fault>)>> = Mutex::new(None);
    let done = AtomicU64::new(0);
    // Each worker folds its own statistics; they are merged once at the end.
    let run_group = |(stats, mut scratch): (Stats, exec::Scratch), linear: u64| -> (Stats, exec::Scratch) {
        if linear > first_fault.load(Ordering::Relaxed) {
            return (stats, scratch);
        }
        let [cx, cy, _] = group_count.map(|c| c as u64);
        let gid = [(linear % cx) as u32, ((linear / cx) % cy) as u32, (linear / (cx * cy)) as u32];
        let mut size = [0u32; 3];
        for d in 0..3 {
            size[d] = (local[d]).min(global[d] - gid[d] as u64 * local[d]) as u32;
        }
        let mut group = exec::Group::new(&launched, gid, size, stats, &mut scratch);
        let result = group.run(&mut scratch);
        group.stats.work_groups += 1;
        group.stats.sub_groups += (size.iter().map(|&s| s as u64).product::<u64>()).div_ceil(32);
        let stats = group.finish(&mut scratch);
        if let Err(f) = result {
            first_fault.fetch_min(linear, Ordering::Relaxed);
            let mut slot = fault.lock().unwrap_or_else(|p| p.into_inner());
            if slot.as_ref().is_none_or(|(at, _)| linear < *at) {
                *slot = Some((linear, f));
            }
        }
        if let Some(p) = progress {
            let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
            p(finished, total);
        }
        (stats, scratch)
    };
    let start = || (Stats { by_opcode: vec![0; Opcode::ALL.len()], ..Stats::default() }, exec::Scratch::default());
    let threads = if options.threads == 0 { rayon::current_num_threads().max(1) } else { options.threads };
    let stats = if threads == 1 {
        (0..total).fold(start(), run_group).0
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| Error::Launch(format!("cannot start {threads} threads: {e}")))?;
        pool.install(|| {
            (0..total).into_par_iter().fold(start, run_group).map(|(stats, _)| stats).reduce(
                Stats::default,
                |mut a, b| {
                    a.merge(&b);
                    a
                },
            )
        })
    };
    if let Some((_, f)) = fault.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(Error::Fault(f));
    }
    let memory = launched.memory;
    let buffers = buffer_regions.iter().map(|r| r.map(|i| memory.regions[i].bytes())).collect();
    Ok(Outcome { buffers, stats })
}
