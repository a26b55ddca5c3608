//! The native backend: PISA kernels to gfx1100 (RDNA3, wave32) code
//! objects.
//!
//! The passes, in order, one file each:
//! 0. `inline.rs`: calls replaced by copies of the callees' bodies;
//!    `atomic_loops.rs`: `fatom` as compare-and-swap loops; with
//!    `-O1` and up, `unroll.rs` (loops of a known count unrolled) and
//!    `constants.rs` (constant propagation), then `ifconvert.rs` (small
//!    divergent triangles and diamonds as straight-line code with `sel`), on
//!    the PISA function; then `reconverge.rs` (at every level: copies of
//!    the blocks both sides of a divergent branch reach, so that they run
//!    apart as in the emulator). First of all, `with_explicit_end` gives a
//!    last block ending in `goto.cond` a block to fall to. `templates.rs` makes the instructions
//!    these add.
//! 1. `cfg.rs`: post-dominators, divergent regions, layout order.
//! 2. `uniformity.rs`: divergence analysis; each register's bank (SGPR or VGPR).
//! 3. `isel/`: instruction selection and the kernel ABI, on virtual registers
//!    (`mod.rs`; by subject `int`, `float`, `memory`, `atomics`, `subgroup`, `packed`).
//! 4. `exec_masks.rs`: control flow under EXEC; the linear code. Or, for the
//!    kernels whose lane groupings copies and static masks cannot give
//!    (`reconverge.rs` or `exec_masks::layout_fits` says so),
//!    `reconvergence_stack.rs`: the emulator's stack kept by the code.
//! 5. `regalloc.rs`: dead code and copy coalescing (`simplify`), then
//!    liveness on the machine CFG and linear-scan allocation; `spill.rs`
//!    moves the longest-lived vector values to scratch when it fails.
//!    `schedule.rs` runs between the two: scalar loads move up in their block.
//! 6. `waitcnt.rs`: `s_waitcnt` insertion.
//! 7. `hazards.rs`: the hazards software resolves on gfx1100.
//! 8. `long_branches.rs`: branch resolution. A kernel long enough for a
//!    branch to pass the ±128 KiB SOPP range is assembled alone; each such
//!    branch is printed as LLVM relaxes one (`s_getpc_b64`, the label
//!    difference added, `s_setpc_b64`; a conditional one inverted around
//!    that), in an SGPR pair past those allocated (the kernel is compiled
//!    again with two fewer SGPRs when there is none), until all reach.
//!    Other kernels are left as they are.
//! 9. `emit.rs`: assembly text with directives, assembled by `amdgpu::asm`,
//!    and the linked code object (`amdgpu::hsaco::write_linked`).
//!
//! `validate.rs` checks the machine IR between passes in debug builds;
//! `data.rs` picks the module variables that become the code object's data.
//!
//! Invariants: for a module the verifier accepted, [`compile`] never
//! panics; it returns code or a [`CompileError`] that names what is not
//! supported yet. The code is meant to give the emulator's results, and
//! the tests hold it to that under the simulator's strict mode.

mod atomic_loops;
mod bitsets;
mod cfg;
mod constants;
mod data;
mod emit;
mod error;
mod exec_masks;
mod hazards;
mod ifconvert;
mod inline;
mod isel;
mod long_branches;
mod mir;
mod reconverge;
mod reconvergence_stack;
mod regalloc;
mod schedule;
mod spill;
mod templates;
mod uniformity;
mod unroll;
mod validate;
mod waitcnt;

pub use error::CompileError;
use pisa::ir::{self, FunctionKind};

#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Compile only this kernel (by name, without `@`).
    pub kernel: Option<String>,
    /// 0: no optimisation of the PISA function; 1 and 2: loops of a known
    /// count unrolled and constants propagated.
    pub opt_level: u8,
}

/// A compiled module.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// LLVM-syntax assembly with the kernel and metadata directives.
    pub asm: String,
    /// The linked code object (ET_DYN, code object v5).
    pub object: Vec<u8>,
}

/// How control flow under EXEC is lowered.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ControlFlow {
    /// `exec_masks.rs`: a lane mask per block, fixed code, no stack.
    Masks,
    /// `reconvergence_stack.rs`: the emulator's stack, kept by the code; for
    /// the graphs `reconverge.rs` and `exec_masks.rs` cannot give the
    /// emulator's lane groupings.
    Stack,
}

/// `analysed`: the function's graph and uniformity when an earlier pass
/// found them (they are computed here otherwise).
fn compile_kernel(
    module: &ir::Module,
    function: &ir::Function,
    flow: ControlFlow,
    analysed: Option<(cfg::Cfg, uniformity::Uniformity)>,
) -> Result<emit::KernelCode, Failure> {
    let (cfg, uni) = analysed.unwrap_or_else(|| {
        let cfg = cfg::Cfg::new(function);
        let uni = uniformity::analyse(function, &cfg);
        (cfg, uni)
    });
    match compile_kernel_with(module, function, &cfg, &uni, flow, regalloc::SGPRS) {
        // Long branches need an SGPR pair the allocation left none of: two
        // fewer SGPRs to allocate leave one.
        Err(Failure::NoLongBranchPair) => compile_kernel_with(module, function, &cfg, &uni, flow, regalloc::SGPRS - 2),
        other => other,
    }
}

fn compile_kernel_with(
    module: &ir::Module,
    function: &ir::Function,
    cfg: &cfg::Cfg,
    uni: &uniformity::Uniformity,
    flow: ControlFlow,
    sgprs: u16,
) -> Result<emit::KernelCode, Failure> {
    let flow = if flow == ControlFlow::Masks && !exec_masks::layout_fits(cfg, uni) { ControlFlow::Stack } else { flow };
    match compile_with_banks(module, function, cfg, uni, flow, sgprs) {
        Err(Failure::OutOfRegisters(regalloc::OutOfRegisters { bank: mir::Bank::S, .. })) => {
            // Out of SGPRs: the uniform values move to VGPRs (each lane
            // computes the same value there), which leaves SGPRs to the
            // kernel's inputs, masks and addresses.
            let mut vector = uni.clone();
            for (r, reg) in function.regs.iter().enumerate() {
                if matches!(reg.kind, ir::RegKind::Value(_)) {
                    vector.bank[r] = mir::Bank::V;
                }
            }
            compile_with_banks(module, function, cfg, &vector, flow, sgprs)
        }
        other => other,
    }
}

enum Failure {
    Error(CompileError),
    OutOfRegisters(regalloc::OutOfRegisters),
    /// Long branches, and no SGPR pair free for them.
    NoLongBranchPair,
}

impl Failure {
    fn into_error(self, kernel: &str) -> CompileError {
        match self {
            Failure::Error(e) => e,
            Failure::OutOfRegisters(o) => o.error,
            Failure::NoLongBranchPair => {
                CompileError::new(kernel, None, "internal: no SGPR pair free for long branches")
            }
        }
    }
}

impl From<CompileError> for Failure {
    fn from(e: CompileError) -> Failure {
        Failure::Error(e)
    }
}

fn compile_with_banks(
    module: &ir::Module,
    function: &ir::Function,
    cfg: &cfg::Cfg,
    uni: &uniformity::Uniformity,
    flow: ControlFlow,
    sgprs: u16,
) -> Result<emit::KernelCode, Failure> {
    let selected = isel::select(module, function, cfg, uni)?;
    let abi = selected.abi.clone();
    // Before the work of allocation; private memory again after spilling.
    check_limits(function, &abi)?;
    let (mut linear, reserved_vgprs) = match flow {
        ControlFlow::Masks => (exec_masks::lower(&function.name, selected, cfg, uni)?, 1),
        ControlFlow::Stack => {
            (reconvergence_stack::lower(&function.name, selected, cfg, uni)?, reconvergence_stack::RESERVED_VGPRS)
        }
    };
    let reserved_vgprs = linear.pin_whole_wave(reserved_vgprs);
    if cfg!(debug_assertions) {
        validate::linear(&function.name, &linear, "control-flow lowering")?;
    }
    regalloc::simplify(&mut linear);
    schedule::hoist_scalar_loads(&mut linear);
    if cfg!(debug_assertions) {
        validate::linear(&function.name, &linear, "dead code and copies")?;
    }
    let mut abi = abi;
    let mut spilled = 0;
    let mut slots = spill::Slots::new(abi.private_size);
    let alloc = loop {
        match regalloc::allocate(&function.name, &linear, abi.input_sgprs, reserved_vgprs, sgprs) {
            Ok(alloc) => break alloc,
            // Out of VGPRs: values live where the pressure peaks go to
            // scratch, and the allocation is tried again.
            Err(regalloc::OutOfRegisters { bank: mir::Bank::V, error }) => {
                if spilled >= MAX_SPILLED_VALUES {
                    let message =
                        format!("{}, even with {MAX_SPILLED_VALUES} values spilled to scratch", error.message);
                    return Err(Failure::Error(CompileError { message, ..error }));
                }
                let values = regalloc::spill_candidates(&linear, reserved_vgprs);
                let grown = spill::spill(&mut linear, &values, &mut slots);
                let Some(stored) = grown.filter(|_| !values.is_empty()) else {
                    let message = format!(
                        "{}, even with values spilled to scratch (their slots would pass the {MAX_PRIVATE} bytes \
                         of scratch a lane can have)",
                        error.message
                    );
                    return Err(Failure::Error(CompileError { message, ..error }));
                };
                abi.private_size = slots.private_size();
                abi.vgpr_spill_count += stored;
                spilled += values.len();
                if cfg!(debug_assertions) {
                    validate::linear(&function.name, &linear, "spilling")?;
                }
            }
            Err(e) => return Err(Failure::OutOfRegisters(e)),
        }
    };
    check_limits(function, &abi)?;
    regalloc::drop_identity_copies(&mut linear.items, &alloc);
    if cfg!(debug_assertions) {
        validate::linear(&function.name, &linear, "register allocation")?;
    }
    let items = waitcnt::insert(linear.items, &alloc);
    let vregs = linear.vregs;
    let check = |items: Vec<mir::Item>, after: &str| -> Result<Vec<mir::Item>, Failure> {
        if !cfg!(debug_assertions) {
            return Ok(items);
        }
        let code = mir::Linear { items, vregs: vregs.clone() };
        validate::linear(&function.name, &code, after)?;
        Ok(code.items)
    };
    let items = check(items, "s_waitcnt insertion")?;
    let items = check(hazards::resolve(items, &alloc), "hazard resolution")?;
    let meta = emit::kernel_meta(function, &abi, &alloc);
    let mut code = emit::KernelCode { name: function.name.clone(), items, alloc, abi, meta, long: None };
    match long_branches::resolve(&mut code)? {
        Ok(()) => Ok(code),
        Err(long_branches::NoPair) => Err(Failure::NoLongBranchPair),
    }
}

/// Shared memory a work-group may allocate on gfx1100 (clang: "local
/// memory (N) exceeds limit (65536)").
const MAX_SHARED: u64 = 64 * 1024;
/// Scratch a lane may have on gfx11 in wave32: `COMPUTE_TMPRING_SIZE.WAVESIZE`
/// is 15 bits of 256-byte units a wave, so 256 * (2^15 - 1) / 32 bytes
/// (clang: "stack frame size (N) exceeds limit (262136)").
pub(crate) const MAX_PRIVATE: u64 = 256 * ((1 << 15) - 1) / 32;
/// Values the allocator may spill in one kernel before it gives up: as
/// many as there are dwords of scratch (each round allocates the whole
/// kernel again, so the bound also bounds the compile time: 30,000 values
/// live at once compile in 0.8 s).
const MAX_SPILLED_VALUES: usize = (MAX_PRIVATE / 4) as usize;
/// Work-items a work-group may have on gfx1100.
const MAX_WORKGROUP: u64 = 1024;

/// The limits a code object must keep to be loaded and dispatched: checked
/// on what the descriptor and metadata will say.
fn check_limits(function: &ir::Function, abi: &isel::Abi) -> Result<(), CompileError> {
    let name = &function.name;
    if abi.lds_size > MAX_SHARED {
        let message = format!(
            "the kernel's `.shared` variables ({} bytes, with those of the functions it calls) exceed the \
             gfx1100 limit of {MAX_SHARED} bytes a work-group",
            abi.lds_size
        );
        return Err(CompileError::new(name, Some(function.span), message));
    }
    if abi.private_size > MAX_PRIVATE {
        let message = format!(
            "the kernel's private memory ({} bytes a work-item, spilled registers included) exceeds the gfx1100 limit of \
             {MAX_PRIVATE} bytes a work-item",
            abi.private_size
        );
        return Err(CompileError::new(name, Some(function.span), message));
    }
    if let Some(size) = function.reqd_work_group_size {
        let total = size.iter().try_fold(1u64, |a, &d| a.checked_mul(d)).unwrap_or(u64::MAX);
        if total > MAX_WORKGROUP {
            let message = format!(
                "`.reqd_work_group_size({}, {}, {})` asks for {total} work-items a work-group; gfx1100 allows at \
                 most {MAX_WORKGROUP}",
                size[0], size[1], size[2]
            );
            return Err(CompileError::new(name, Some(function.span), message));
        }
    }
    Ok(())
}

/// A function whose last block ends in `goto.cond` falls off its end where
/// the branch is not taken; instruction selection wants a block there for
/// the branch's other side, so a block with a `return` is added. (The
/// emulator then reconverges those lanes at the new block rather than at
/// the end, which no instruction can tell apart: the block only returns.)
fn with_explicit_end<'a>(
    kernel: &str,
    f: std::borrow::Cow<'a, ir::Function>,
) -> Result<std::borrow::Cow<'a, ir::Function>, CompileError> {
    let open_end = f
        .blocks
        .last()
        .and_then(|b| b.insts.last())
        .is_some_and(|i| i.opcode == pisa::isa::Opcode::Goto && i.has(pisa::isa::Slot::Cond));
    if !open_end {
        return Ok(f);
    }
    let mut ret =
        templates::return_template().ok_or_else(|| CompileError::new(kernel, None, "internal: no return template"))?;
    let mut f = f;
    let g = f.to_mut();
    if let Some(last) = g.blocks.last().and_then(|b| b.insts.last()) {
        ret.span = last.span;
    }
    g.blocks.push(ir::Block { label: None, insts: vec![ret], succs: Vec::new() });
    unroll::recompute_successors(g);
    Ok(f)
}

/// Compiles the module's kernels (or the one `options.kernel` names).
pub fn compile(module: &ir::Module, options: &Options) -> Result<Compiled, CompileError> {
    let (kernels, data) = compile_kernels(module, options)?;
    let (asm, metadata_at) = emit::assembly(&kernels, &data);
    let object = emit::link(&asm[..metadata_at], &kernels, &data)?;
    Ok(Compiled { asm, object })
}

/// What [`compile`] gives as `object`, alone: the assembly is made without
/// its `.amdgpu_metadata` block, which the object does not need (its note
/// is written from the kernels' metadata) and which took a sixth of a small
/// kernel's compile to print.
pub fn compile_object(module: &ir::Module, options: &Options) -> Result<Vec<u8>, CompileError> {
    let (kernels, data) = compile_kernels(module, options)?;
    emit::link(&emit::text(&kernels, &data), &kernels, &data)
}

fn compile_kernels(
    module: &ir::Module,
    options: &Options,
) -> Result<(Vec<emit::KernelCode>, Vec<data::DataVar>), CompileError> {
    let mut kernels = Vec::new();
    let mut chosen = Vec::new();
    for function in &module.functions {
        if function.kind != FunctionKind::Kernel || function.is_import() {
            continue;
        }
        if options.kernel.as_deref().is_some_and(|k| k.trim_start_matches('@') != function.name) {
            continue;
        }
        let prepared = || -> Result<_, CompileError> {
            let mut expanded = with_explicit_end(&function.name, inline::expand(module, function)?)?;
            expanded = atomic_loops::expand(&function.name, expanded)?;
            if options.opt_level >= 1 {
                expanded = unroll::run(expanded);
                expanded = ifconvert::run(expanded);
            }
            Ok(expanded)
        };
        // Where copies of blocks cannot keep the lanes apart as the emulator
        // does, the code keeps the emulator's stack instead (on the function
        // as it was before the copies, which that does not need).
        let (expanded, flow, analysed) = match reconverge::run(&function.name, prepared()?) {
            Ok(r) => (r.function, ControlFlow::Masks, Some((r.cfg, r.uni))),
            Err(_) => (prepared()?, ControlFlow::Stack, None),
        };
        let (code, expanded) = match compile_kernel(module, &expanded, flow, analysed) {
            Ok(code) => (code, expanded),
            // Each block where lanes join keeps its mask in an SGPR for the
            // whole kernel under EXEC-mask control flow (exec_masks.rs), so
            // a kernel of many such blocks (a loop per `fatom`) can run out
            // of SGPRs where the emulator's stack, kept in VGPRs, does not.
            Err(Failure::OutOfRegisters(regalloc::OutOfRegisters { bank: mir::Bank::S, .. }))
                if flow == ControlFlow::Masks =>
            {
                let original = prepared()?;
                let code = compile_kernel(module, &original, ControlFlow::Stack, None)
                    .map_err(|f| f.into_error(&function.name))?;
                (code, original)
            }
            Err(f) => return Err(f.into_error(&function.name)),
        };
        kernels.push(code);
        chosen.push(expanded);
    }
    if kernels.is_empty() {
        let what = match &options.kernel {
            Some(k) => format!("no kernel `{k}` in the module"),
            None => "the module has no kernels".to_string(),
        };
        return Err(CompileError::new(options.kernel.as_deref().unwrap_or(""), None, what));
    }
    let chosen: Vec<&ir::Function> = chosen.iter().map(|f| f.as_ref()).collect();
    let data = data::collect(module, &chosen)?;
    Ok((kernels, data))
}
