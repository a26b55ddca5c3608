//! The interpreter: one work-group at a time, its sub-groups interleaved at
//! barriers, each sub-group a SIMT stack per call frame.
//!
//! Reconvergence rule: a conditional branch whose lanes disagree splits the
//! running entry in two; both halves run (the taken one first) until they
//! reach the start of the branch block's immediate post-dominator, where they
//! merge again. A `return` removes its lanes from every entry of the frame;
//! when a frame has no entry left, the call returns for all the lanes that
//! entered it. A call through a pointer whose lanes hold different targets
//! calls each target in turn (lowest lane first) and reconverges after the
//! call. A barrier must be reached by every lane of the sub-group that has not
//! returned from the kernel, and by every such sub-group of the work-group.

use crate::alu::{self, Lanes, LANES};
use crate::decode::{
    width_mask, AtomOp, Base, CallTarget, CmpDst, CmpKind, Dst, FredOp, FuncCode, GenericSrc, LocalHome, Op, Pred,
    RedOp, ShflOp, Src, EXIT,
};
use crate::memory::{self, Space, FUNCTION_BASE, NULL32};
use crate::{Fault, LaneRef, Launched, Stats};
use pisa::ir::VarRef;
use pisa::syntax::ast::SpecialReg;
use std::sync::atomic::Ordering;

#[derive(Clone, Copy, Debug)]
struct Entry {
    pc: u32,
    mask: u32,
    rpc: u32,
}

struct Frame {
    func: u32,
    reg_base: u32,
    pred_base: u32,
    priv_base: u32,
    stack: Vec<Entry>,
    entry_mask: u32,
    /// The caller's register that receives the return value.
    caller_ret: Option<(u32, u32)>,
}

pub(crate) struct SubGroup {
    index: u32,
    valid: u32,
    exited: u32,
    regs: Vec<Lanes>,
    preds: Vec<u32>,
    private: Vec<u8>,
    priv_sp: u32,
    frames: Vec<Frame>,
    local_id: [[u32; LANES]; 3],
    steps: u64,
    done: bool,
    waiting: Option<(u32, u32)>,
}

enum Stop {
    Done,
    Barrier(u32, u32),
}

/// Memory a host thread keeps from one work-group to the next.
#[derive(Default)]
pub(crate) struct Scratch {
    subgroups: Vec<SubGroup>,
    shared: Vec<u8>,
}

pub(crate) struct Group<'a> {
    pub ctx: &'a Launched<'a>,
    pub group_id: [u32; 3],
    pub local_size: [u32; 3],
    pub shared: Vec<u8>,
    pub stats: Stats,
    region_hint: usize,
}

#[inline(always)]
fn blend_of(mask: u32) -> Lanes {
    let mut blend = [0u64; LANES];
    for (l, b) in blend.iter_mut().enumerate() {
        *b = if mask & (1 << l) != 0 { u64::MAX } else { 0 };
    }
    blend
}

#[inline(always)]
fn write(regs: &mut [Lanes], dst: &Dst, value: &Lanes, blend: &Lanes, mask: u32) {
    let r = &mut regs[dst.slot as usize];
    let m = width_mask(dst.bits);
    if dst.whole && mask == u32::MAX {
        for l in 0..LANES {
            r[l] = value[l] & m;
        }
    } else if dst.whole {
        for l in 0..LANES {
            r[l] = (value[l] & m & blend[l]) | (r[l] & !blend[l]);
        }
    } else {
        let field = m << dst.shift;
        for l in 0..LANES {
            let merged = (r[l] & !field) | ((value[l] & m) << dst.shift);
            r[l] = (merged & blend[l]) | (r[l] & !blend[l]);
        }
    }
}

#[inline(always)]
fn write_lane(regs: &mut [Lanes], dst: &Dst, lane: usize, value: u64) {
    let r = &mut regs[dst.slot as usize][lane];
    let m = width_mask(dst.bits);
    if dst.whole {
        *r = value & m;
    } else {
        *r = (*r & !(m << dst.shift)) | ((value & m) << dst.shift);
    }
}

#[inline(always)]
fn read_reg_lane(regs: &[Lanes], src: &Src, lane: usize) -> u64 {
    match *src {
        Src::Reg { slot, shift, bits } => (regs[slot as usize][lane] >> shift) & width_mask(bits),
        Src::Imm(v) => v,
        Src::Special(..) => 0,
    }
}

fn pred_mask(preds: &[u32], pred_base: usize, pred: &Pred) -> u32 {
    match *pred {
        Pred::Always => u32::MAX,
        Pred::If { index, negated } => preds[pred_base + index as usize] ^ if negated { u32::MAX } else { 0 },
    }
}

fn lanes_of(mask: u32) -> impl Iterator<Item = usize> {
    (0..LANES).filter(move |l| mask & (1 << l) != 0)
}

/// The access alignment of prog-5 5.1: the element size, or for elements
/// narrower than 32 bits the whole access.
fn alignment(bytes: u8, count: usize) -> u64 {
    if bytes >= 4 {
        bytes as u64
    } else {
        bytes as u64 * count as u64
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    Load,
    Store,
    /// The read half of an atomic read-modify-write.
    AtomicRead,
    /// Its write half.
    Atomic,
}

impl Access {
    fn as_str(self) -> &'static str {
        match self {
            Access::Load => "load",
            Access::Store => "store",
            Access::AtomicRead | Access::Atomic => "atomic",
        }
    }

    fn reads(self) -> bool {
        matches!(self, Access::Load | Access::AtomicRead)
    }
}

impl<'a> Group<'a> {
    /// A work-group that counts into `stats` and reuses the memory in `scratch`.
    pub(crate) fn new(
        ctx: &'a Launched<'a>,
        group_id: [u32; 3],
        local_size: [u32; 3],
        stats: Stats,
        scratch: &mut Scratch,
    ) -> Group<'a> {
        let mut shared = std::mem::take(&mut scratch.shared);
        shared.clear();
        shared.resize(ctx.shared_size as usize, 0);
        Group { ctx, group_id, local_size, shared, stats, region_hint: 0 }
    }

    /// Hands the statistics back and the memory to `scratch`.
    pub(crate) fn finish(self, scratch: &mut Scratch) -> Stats {
        scratch.shared = self.shared;
        self.stats
    }

    pub(crate) fn run(&mut self, scratch: &mut Scratch) -> Result<(), Box<Fault>> {
        let ctx = self.ctx;
        let program = ctx.program;
        for (offset, bytes) in &program.shared_inits {
            let end = (*offset as usize + bytes.len()).min(self.shared.len());
            self.shared[*offset as usize..end].copy_from_slice(&bytes[..end - *offset as usize]);
        }
        let items = self.local_size.iter().map(|&s| s as usize).product::<usize>();
        let count = items.div_ceil(LANES);
        let kernel = &program.funcs[ctx.kernel as usize];
        let subgroups = &mut scratch.subgroups;
        for s in 0..count {
            let mut local_id = [[0u32; LANES]; 3];
            let mut valid = 0u32;
            for l in 0..LANES {
                let linear = s * LANES + l;
                if linear < items {
                    valid |= 1 << l;
                    let (lx, ly) = (self.local_size[0] as usize, self.local_size[1] as usize);
                    local_id[0][l] = (linear % lx) as u32;
                    local_id[1][l] = ((linear / lx) % ly) as u32;
                    local_id[2][l] = (linear / (lx * ly)) as u32;
                }
            }
            if subgroups.len() <= s {
                subgroups.push(SubGroup {
                    index: 0,
                    valid: 0,
                    exited: 0,
                    regs: Vec::new(),
                    preds: Vec::new(),
                    private: Vec::new(),
                    priv_sp: 0,
                    frames: Vec::new(),
                    local_id,
                    steps: 0,
                    done: false,
                    waiting: None,
                });
            }
            // Reused from the previous work-group of this thread: reset
            // everything, keeping the allocations.
            let sg = &mut subgroups[s];
            sg.index = s as u32;
            sg.valid = valid;
            sg.exited = 0;
            sg.regs.clear();
            sg.regs.resize(kernel.slots as usize, [0; LANES]);
            sg.preds.clear();
            sg.preds.resize(kernel.preds as usize, 0);
            sg.private.fill(0);
            sg.priv_sp = kernel.private_size;
            let mut stack = sg.frames.drain(..).next().map(|f| f.stack).unwrap_or_default();
            stack.clear();
            stack.push(Entry { pc: 0, mask: valid, rpc: EXIT });
            sg.frames.push(Frame {
                func: ctx.kernel,
                reg_base: 0,
                pred_base: 0,
                priv_base: 0,
                stack,
                entry_mask: valid,
                caller_ret: None,
            });
            sg.local_id = local_id;
            sg.steps = 0;
            sg.done = false;
            sg.waiting = None;
            if kernel.private_size > ctx.options.private_size {
                return Err(self.fault(
                    sg,
                    ctx.kernel,
                    0,
                    None,
                    format!(
                        "kernel @{} needs {} bytes of private memory per work-item, more than --private-size {}",
                        kernel.name, kernel.private_size, ctx.options.private_size
                    ),
                ));
            }
            self.init_private(sg, kernel, 0, valid);
        }
        let subgroups = &mut subgroups[..count];
        loop {
            for sg in subgroups.iter_mut() {
                if sg.done || sg.waiting.is_some() {
                    continue;
                }
                match self.run_subgroup(sg)? {
                    Stop::Done => sg.done = true,
                    Stop::Barrier(func, pc) => sg.waiting = Some((func, pc)),
                }
            }
            let mut waiting = subgroups.iter().filter(|s| !s.done);
            let Some(first) = waiting.next() else { break };
            let at = first.waiting.expect("every sub-group stopped at a barrier or finished");
            if let Some(other) = waiting.find(|s| s.waiting != Some(at)) {
                let there = other.waiting.expect("stopped at a barrier");
                let mut fault = self.fault(
                    other,
                    there.0,
                    there.1,
                    None,
                    format!(
                        "sub-groups of one work-group wait at different barriers: sub-group {} is here, sub-group {} at {}",
                        other.index,
                        first.index,
                        program.describe_pc(at.0, at.1)
                    ),
                );
                fault.subgroup = Some(other.index);
                return Err(fault);
            }
            for sg in subgroups.iter_mut() {
                sg.waiting = None;
            }
            self.stats.barriers += 1;
        }
        Ok(())
    }

    fn init_private(&self, sg: &mut SubGroup, code: &FuncCode, base: u32, mask: u32) {
        let size = self.ctx.options.private_size as usize;
        // Private memory is allocated when first needed: most kernels have none.
        if code.private_size > 0 && sg.private.is_empty() {
            sg.private = vec![0; size * LANES];
        }
        for (offset, bytes) in &code.private_inits {
            for l in lanes_of(mask) {
                let start = l * size + (base + offset) as usize;
                sg.private[start..start + bytes.len()].copy_from_slice(bytes);
            }
        }
    }

    fn lane_ref(&self, sg: &SubGroup, lane: u32) -> LaneRef {
        let l = lane as usize;
        let local = [sg.local_id[0][l], sg.local_id[1][l], sg.local_id[2][l]];
        let launch = &self.ctx.launch;
        let mut global = [0u64; 3];
        for d in 0..3 {
            global[d] = self.group_id[d] as u64 * launch.enqueued_local[d] as u64 + local[d] as u64 + launch.offset[d];
        }
        LaneRef { subgroup: sg.index, lane, local_id: local, group_id: self.group_id, global_id: global }
    }

    fn fault(&self, sg: &SubGroup, func: u32, pc: u32, lane: Option<u32>, message: String) -> Box<Fault> {
        let program = self.ctx.program;
        let code = &program.funcs[func as usize];
        let pc = (pc as usize).min(code.ops.len().saturating_sub(1));
        Box::new(Fault {
            kernel: program.funcs[self.ctx.kernel as usize].name.clone(),
            function: code.name.clone(),
            instruction: code.text.get(pc).cloned().unwrap_or_default(),
            span: code.spans.get(pc).copied().unwrap_or(code.span),
            message,
            lane: lane.map(|l| self.lane_ref(sg, l)),
            subgroup: Some(sg.index),
        })
    }

    fn special(&self, sg: &SubGroup, special: SpecialReg, dim: u8, mask: u32) -> Lanes {
        let launch = &self.ctx.launch;
        let d = (dim as usize).min(2);
        let uniform = |v: u64| [v; LANES];
        match special {
            SpecialReg::ActiveMask => uniform(mask as u64),
            SpecialReg::LaneId => std::array::from_fn(|l| l as u64),
            SpecialReg::LocalId => std::array::from_fn(|l| sg.local_id[d][l] as u64),
            SpecialReg::GroupId => uniform(self.group_id[d] as u64),
            SpecialReg::GroupCount => uniform(launch.group_count[d] as u64),
            SpecialReg::GlobalSize => uniform(launch.global[d]),
            SpecialReg::GlobalOffset => uniform(launch.offset[d]),
            SpecialReg::LocalSize => uniform(self.local_size[d] as u64),
            SpecialReg::EnqueuedLocalSize => uniform(launch.enqueued_local[d] as u64),
            SpecialReg::SubgroupSize => uniform(LANES as u64),
            SpecialReg::WorkDim => uniform(launch.dims as u64),
            SpecialReg::PrintfBuffer => uniform(0),
        }
    }

    #[inline(always)]
    fn read(&self, sg: &SubGroup, base: usize, src: &Src, mask: u32) -> Lanes {
        let mut out = [0u64; LANES];
        self.read_into(sg, base, src, mask, &mut out);
        out
    }

    #[inline(always)]
    fn read_into(&self, sg: &SubGroup, base: usize, src: &Src, mask: u32, out: &mut Lanes) {
        match *src {
            Src::Reg { slot, shift, bits } => {
                let r = &sg.regs[base + slot as usize];
                let m = width_mask(bits);
                for l in 0..LANES {
                    out[l] = (r[l] >> shift) & m;
                }
            }
            Src::Imm(v) => *out = [v; LANES],
            Src::Special(s, d) => *out = self.special(sg, s, d, mask),
        }
    }

    /// A source's lanes: the register slot itself when no shift or mask is
    /// needed, else `scratch` filled with them.
    #[inline(always)]
    fn read_ref<'r>(&self, sg: &'r SubGroup, base: usize, src: &Src, mask: u32, scratch: &'r mut Lanes) -> &'r Lanes {
        if let Src::Reg { slot, shift: 0, bits: 64 } = *src {
            return &sg.regs[base + slot as usize];
        }
        self.read_into(sg, base, src, mask, scratch);
        scratch
    }

    /// The value a lane reads, for the lane-at-a-time instructions.
    fn read_lane(&self, sg: &SubGroup, base: usize, src: &Src, lane: usize, mask: u32) -> u64 {
        match *src {
            Src::Special(s, d) => self.special(sg, s, d, mask)[lane],
            _ => read_reg_lane(&sg.regs[base..], src, lane),
        }
    }

    /// Runs a sub-group until it finishes or reaches a barrier. The loop is
    /// compiled twice, the second time for processors with AVX2, whose
    /// 256-bit registers hold four lanes of 64 bits; the choice is made once,
    /// at run time.
    fn run_subgroup(&mut self, sg: &mut SubGroup) -> Result<Stop, Box<Fault>> {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: the processor supports AVX2 and FMA, just checked.
            return unsafe { self.run_subgroup_avx2(sg) };
        }
        self.run_subgroup_portable(sg)
    }

    /// # Safety
    /// The processor must support AVX2 and FMA (with FMA enabled here too,
    /// pisa-float's FMA lane function can be inlined into this loop).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn run_subgroup_avx2(&mut self, sg: &mut SubGroup) -> Result<Stop, Box<Fault>> {
        self.run_subgroup_portable(sg)
    }

    #[inline(always)]
    fn run_subgroup_portable(&mut self, sg: &mut SubGroup) -> Result<Stop, Box<Fault>> {
        let program = self.ctx.program;
        let max_steps = self.ctx.options.max_steps;
        loop {
            let frame_index = sg.frames.len() - 1;
            let frame = &mut sg.frames[frame_index];
            let Some(&top) = frame.stack.last() else {
                if self.finish_frame(sg) {
                    return Ok(Stop::Done);
                }
                continue;
            };
            if top.mask == 0 || top.pc == top.rpc {
                frame.stack.pop();
                continue;
            }
            let func = frame.func;
            let reg_base = frame.reg_base as usize;
            let pred_base = frame.pred_base as usize;
            let code = &program.funcs[func as usize];
            let mask = top.mask;
            let blend = blend_of(mask);
            let active = mask.count_ones() as u64;
            let mut pc = top.pc;
            let mut control = false;
            while pc != top.rpc {
                sg.steps += 1;
                if sg.steps > max_steps {
                    return Err(self.fault(
                        sg,
                        func,
                        pc,
                        None,
                        format!(
                            "sub-group {} ran more than --max-steps {} instructions (a runaway loop?)",
                            sg.index, max_steps
                        ),
                    ));
                }
                let op = &code.ops[pc as usize];
                self.stats.count(code.opcodes[pc as usize], active);
                if matches!(op, Op::Goto { .. } | Op::Branch { .. } | Op::Call { .. } | Op::Return { .. } | Op::Barrier)
                {
                    control = true;
                    break;
                }
                self.simple(sg, func, pc, op, reg_base, pred_base, mask, &blend)?;
                pc += 1;
            }
            let frame = sg.frames.last_mut().expect("a frame is running");
            let entry = frame.stack.last_mut().expect("an entry is running");
            entry.pc = pc;
            if !control {
                continue;
            }
            match &code.ops[pc as usize] {
                Op::Goto { target } => entry.pc = *target,
                Op::Branch { pred, negated, target, reconverge } => {
                    let p = sg.preds[pred_base + *pred as usize] ^ if *negated { u32::MAX } else { 0 };
                    let taken = mask & p;
                    let not_taken = mask & !p;
                    if not_taken == 0 {
                        entry.pc = *target;
                    } else if taken == 0 {
                        entry.pc = pc + 1;
                    } else {
                        self.stats.divergent_branches += 1;
                        let r = *reconverge;
                        if r == entry.rpc {
                            frame.stack.pop();
                        } else {
                            entry.pc = r;
                        }
                        if pc + 1 != r {
                            frame.stack.push(Entry { pc: pc + 1, mask: not_taken, rpc: r });
                        }
                        if *target != r {
                            frame.stack.push(Entry { pc: *target, mask: taken, rpc: r });
                        }
                    }
                }
                Op::Return { pred, value } => {
                    let returning = mask & pred_mask(&sg.preds, pred_base, pred);
                    if returning == 0 {
                        entry.pc = pc + 1;
                        continue;
                    }
                    entry.pc = pc + 1;
                    if let (Some((ret_slot, _)), false) = (code.ret, value.is_empty()) {
                        let rblend = blend_of(returning);
                        for (k, piece) in value.iter().enumerate() {
                            let v = self.read(sg, reg_base, piece, returning);
                            let d = Dst { slot: ret_slot + k as u32, shift: 0, bits: 64, whole: true };
                            write(&mut sg.regs[reg_base..], &d, &v, &rblend, returning);
                        }
                    }
                    let frame = sg.frames.last_mut().expect("a frame is running");
                    for e in frame.stack.iter_mut() {
                        e.mask &= !returning;
                    }
                    if sg.frames.len() == 1 {
                        sg.exited |= returning;
                    }
                }
                Op::Barrier => {
                    let live = sg.valid & !sg.exited;
                    entry.pc = pc + 1;
                    if mask != live {
                        let missing = live & !mask;
                        let lane = missing.trailing_zeros();
                        return Err(self.fault(sg, func, pc, Some(lane), format!(
                            "divergent barrier: lanes {} of sub-group {} reached it, lanes {} did not (they are on another path)",
                            mask_text(mask),
                            sg.index,
                            mask_text(missing)
                        )));
                    }
                    return Ok(Stop::Barrier(func, pc));
                }
                Op::Call { pred, target, args, ret } => {
                    let calling = mask & pred_mask(&sg.preds, pred_base, pred);
                    entry.pc = pc + 1;
                    if calling == 0 {
                        continue;
                    }
                    let (callee, group) = match target {
                        CallTarget::Direct(f) => (*f, calling),
                        CallTarget::Pointer(src) => {
                            let values = self.read(sg, reg_base, src, calling);
                            let first = calling.trailing_zeros() as usize;
                            let address = values[first];
                            let group =
                                lanes_of(calling).filter(|&l| values[l] == address).fold(0u32, |m, l| m | 1 << l);
                            let index = address.wrapping_sub(FUNCTION_BASE) / 16;
                            if address < FUNCTION_BASE
                                || !(address - FUNCTION_BASE).is_multiple_of(16)
                                || index as usize >= program.funcs.len()
                            {
                                return Err(self.fault(
                                    sg,
                                    func,
                                    pc,
                                    Some(first as u32),
                                    format!("call through 0x{address:x}, which is not the address of a function"),
                                ));
                            }
                            (index as u32, group)
                        }
                    };
                    if group != calling {
                        self.stats.divergent_calls += 1;
                        let frame = sg.frames.last_mut().expect("a frame is running");
                        frame.stack.push(Entry { pc, mask: calling & !group, rpc: pc + 1 });
                    }
                    self.call(sg, func, pc, callee, group, args, *ret)?;
                }
                _ => unreachable!("only control instructions end a straight-line run"),
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn call(
        &mut self,
        sg: &mut SubGroup,
        func: u32,
        pc: u32,
        callee: u32,
        mask: u32,
        args: &[Vec<Src>],
        ret: Option<(u32, u32)>,
    ) -> Result<(), Box<Fault>> {
        let program = self.ctx.program;
        let code = &program.funcs[callee as usize];
        let lane = Some(mask.trailing_zeros());
        if code.is_import || code.is_kernel {
            let what = if code.is_kernel { "a kernel" } else { "imported and has no body in this module" };
            return Err(self.fault(sg, func, pc, lane, format!("call to @{}, which is {what}", code.name)));
        }
        if code.params.len() != args.len() {
            return Err(self.fault(
                sg,
                func,
                pc,
                lane,
                format!("call to @{} with {} argument(s); it takes {}", code.name, args.len(), code.params.len()),
            ));
        }
        if sg.frames.len() as u32 >= self.ctx.options.max_call_depth {
            return Err(self.fault(
                sg,
                func,
                pc,
                lane,
                format!(
                    "call stack overflow: more than --max-call-depth {} nested calls",
                    self.ctx.options.max_call_depth
                ),
            ));
        }
        let priv_base = sg.priv_sp;
        if priv_base as u64 + code.private_size as u64 > self.ctx.options.private_size as u64 {
            return Err(self.fault(
                sg,
                func,
                pc,
                lane,
                format!(
                "private memory exhausted: @{} needs {} more bytes per work-item, {} of --private-size {} are in use",
                code.name, code.private_size, priv_base, self.ctx.options.private_size
            ),
            ));
        }
        sg.priv_sp += code.private_size;
        self.init_private(sg, code, priv_base, mask);
        let caller_base = sg.frames.last().expect("a caller").reg_base as usize;
        let reg_base = sg.regs.len();
        sg.regs.resize(reg_base + code.slots as usize, [0; LANES]);
        let pred_base = sg.preds.len();
        sg.preds.resize(pred_base + code.preds as usize, 0);
        for (pieces, &(pslot, pn)) in args.iter().zip(&code.params) {
            for (k, piece) in pieces.iter().take(pn as usize).enumerate() {
                sg.regs[reg_base + pslot as usize + k] = self.read(sg, caller_base, piece, u32::MAX);
            }
        }
        sg.frames.push(Frame {
            func: callee,
            reg_base: reg_base as u32,
            pred_base: pred_base as u32,
            priv_base,
            stack: vec![Entry { pc: 0, mask, rpc: EXIT }],
            entry_mask: mask,
            caller_ret: ret,
        });
        self.stats.calls += 1;
        Ok(())
    }

    /// Pops a finished frame; true when it was the kernel's.
    fn finish_frame(&mut self, sg: &mut SubGroup) -> bool {
        let frame = sg.frames.pop().expect("a frame finished");
        if sg.frames.is_empty() {
            return true;
        }
        let code = &self.ctx.program.funcs[frame.func as usize];
        let caller_base = sg.frames.last().expect("a caller").reg_base as usize;
        if let (Some((dst, n)), Some((ret, rn))) = (frame.caller_ret, code.ret) {
            let blend = blend_of(frame.entry_mask);
            for k in 0..n.min(rn) as usize {
                let value = sg.regs[frame.reg_base as usize + ret as usize + k];
                let d = Dst { slot: (caller_base + dst as usize + k) as u32, shift: 0, bits: 64, whole: true };
                write(&mut sg.regs, &d, &value, &blend, frame.entry_mask);
            }
        }
        sg.regs.truncate(frame.reg_base as usize);
        sg.preds.truncate(frame.pred_base as usize);
        sg.priv_sp = frame.priv_base;
        false
    }

    /// The address a lane's variable operand has in its own space.
    fn var_address(&self, sg: &SubGroup, func: u32, var: VarRef) -> u64 {
        let program = self.ctx.program;
        match var {
            VarRef::Global(g) => program.global_addr[g.index()],
            VarRef::Local(l) => match program.funcs[func as usize].locals[l.index()] {
                LocalHome::Private(offset) => (sg.frames.last().map_or(0, |f| f.priv_base) + offset) as u64,
                LocalHome::Shared(offset) => offset as u64,
                LocalHome::Static(index) => program.statics[index as usize].base,
            },
        }
    }

    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn simple(
        &mut self,
        sg: &mut SubGroup,
        func: u32,
        pc: u32,
        op: &Op,
        base: usize,
        pred_base: usize,
        mask: u32,
        blend: &Lanes,
    ) -> Result<(), Box<Fault>> {
        let mut out = [0u64; LANES];
        match op {
            Op::Un { f, dst, a } => {
                let mut ta = [0u64; LANES];
                let a = self.read_ref(sg, base, a, mask, &mut ta);
                alu::un(*f, a, &mut out);
                write(&mut sg.regs[base..], dst, &out, blend, mask);
            }
            Op::Bin { f, dst, a, b } => {
                let (mut ta, mut tb) = ([0u64; LANES], [0u64; LANES]);
                let a = self.read_ref(sg, base, a, mask, &mut ta);
                let b = self.read_ref(sg, base, b, mask, &mut tb);
                if let Err((lane, message)) = alu::bin(*f, a, b, &mut out, mask) {
                    return Err(self.fault(sg, func, pc, Some(lane), message));
                }
                write(&mut sg.regs[base..], dst, &out, blend, mask);
            }
            Op::Tern { f, dst, a, b, c } => {
                let (mut ta, mut tb, mut tc) = ([0u64; LANES], [0u64; LANES], [0u64; LANES]);
                let a = self.read_ref(sg, base, a, mask, &mut ta);
                let b = self.read_ref(sg, base, b, mask, &mut tb);
                let c = self.read_ref(sg, base, c, mask, &mut tc);
                alu::tern(*f, a, b, c, &mut out);
                write(&mut sg.regs[base..], dst, &out, blend, mask);
            }
            Op::Bfi { dst, a, b, c, d } => {
                let a = self.read(sg, base, a, mask);
                let b = self.read(sg, base, b, mask);
                let c = self.read(sg, base, c, mask);
                let d = self.read(sg, base, d, mask);
                alu::bfi(&a, &b, &c, &d, &mut out);
                write(&mut sg.regs[base..], dst, &out, blend, mask);
            }
            Op::Cmp { kind, dst, a, b } => {
                let a = self.read(sg, base, a, mask);
                let b = self.read(sg, base, b, mask);
                let mut result = 0u32;
                match *kind {
                    CmpKind::Int { signed, bits, cop } => {
                        for l in 0..LANES {
                            let t = if signed {
                                alu::holds(cop, alu::sx(a[l], bits), alu::sx(b[l], bits))
                            } else {
                                alu::holds(cop, a[l], b[l])
                            };
                            result |= (t as u32) << l;
                        }
                    }
                    CmpKind::Float { format, cop, ftz } => {
                        for l in lanes_of(mask) {
                            result |= (pisa_float::compare(format, a[l], b[l], cop, ftz) as u32) << l;
                        }
                    }
                }
                match dst {
                    CmpDst::Pred(p) => {
                        let p = &mut sg.preds[pred_base + *p as usize];
                        *p = (*p & !mask) | (result & mask);
                    }
                    CmpDst::Reg(d) => {
                        for (l, o) in out.iter_mut().enumerate() {
                            *o = if result & (1 << l) != 0 { 0xffff_ffff } else { 0 };
                        }
                        write(&mut sg.regs[base..], d, &out, blend, mask);
                    }
                }
            }
            Op::SelPred { dst, a, b, pred, negated, .. } => {
                let a = self.read(sg, base, a, mask);
                let b = self.read(sg, base, b, mask);
                let p = sg.preds[pred_base + *pred as usize] ^ if *negated { u32::MAX } else { 0 };
                for l in 0..LANES {
                    out[l] = if p & (1 << l) != 0 { a[l] } else { b[l] };
                }
                write(&mut sg.regs[base..], dst, &out, blend, mask);
            }
            Op::Uaddc { dst, carry_out, a, b, carry_in } => {
                let a = self.read(sg, base, a, mask);
                let b = self.read(sg, base, b, mask);
                let cin = carry_in.map_or(0, |p| sg.preds[pred_base + p as usize]);
                let mut carry = 0u32;
                for l in 0..LANES {
                    let sum = (a[l] & 0xffff_ffff) + (b[l] & 0xffff_ffff) + ((cin >> l) & 1) as u64;
                    out[l] = sum & 0xffff_ffff;
                    carry |= ((sum >> 32) as u32 & 1) << l;
                }
                write(&mut sg.regs[base..], dst, &out, blend, mask);
                if let Some(p) = carry_out {
                    let p = &mut sg.preds[pred_base + *p as usize];
                    *p = (*p & !mask) | (carry & mask);
                }
            }
            Op::Copy { dst, src } => {
                if let ([d], [s]) = (dst.as_slice(), src.as_slice()) {
                    let mut scratch = [0u64; LANES];
                    let v = *self.read_ref(sg, base, s, mask, &mut scratch);
                    write(&mut sg.regs[base..], d, &v, blend, mask);
                } else {
                    // Read every piece before writing any: they may overlap.
                    let values: Vec<Lanes> = src.iter().map(|s| self.read(sg, base, s, mask)).collect();
                    for (d, v) in dst.iter().zip(&values) {
                        write(&mut sg.regs[base..], d, v, blend, mask);
                    }
                }
            }
            Op::ExtractDyn { dst, elems, index } => {
                let index = self.read(sg, base, index, mask);
                for l in lanes_of(mask) {
                    let i = index[l] as usize;
                    let Some(e) = elems.get(i) else {
                        return Err(self.fault(
                            sg,
                            func,
                            pc,
                            Some(l as u32),
                            format!(
                                "extract.dynamic index {} is out of bounds for a vector of {} elements",
                                index[l],
                                elems.len()
                            ),
                        ));
                    };
                    let v = read_reg_lane(&sg.regs[base..], e, l);
                    write_lane(&mut sg.regs[base..], dst, l, v);
                }
            }
            Op::InsertDyn { elems, src, index } => {
                let index = self.read(sg, base, index, mask);
                let value = self.read(sg, base, src, mask);
                for l in lanes_of(mask) {
                    let i = index[l] as usize;
                    let Some(e) = elems.get(i) else {
                        return Err(self.fault(
                            sg,
                            func,
                            pc,
                            Some(l as u32),
                            format!(
                                "insert.dynamic index {} is out of bounds for a vector of {} elements",
                                index[l],
                                elems.len()
                            ),
                        ));
                    };
                    write_lane(&mut sg.regs[base..], e, l, value[l]);
                }
            }
            Op::AddrofVar { dst, var, .. } => {
                let address = self.var_address(sg, func, *var);
                write(&mut sg.regs[base..], dst, &[address; LANES], blend, mask);
            }
            Op::AddrofFunc { dst, func: f } => {
                write(&mut sg.regs[base..], dst, &[FUNCTION_BASE + 16 * *f as u64; LANES], blend, mask);
            }
            Op::ToGeneric { dst, src, from } => {
                let values = match src {
                    GenericSrc::Value(s) => self.read(sg, base, s, mask),
                    GenericSrc::Var(v) => [self.var_address(sg, func, *v); LANES],
                };
                for l in 0..LANES {
                    out[l] = memory::to_generic(*from, values[l]);
                }
                write(&mut sg.regs[base..], dst, &out, blend, mask);
            }
            Op::FromGeneric { dst, src, to } => {
                let values = self.read(sg, base, src, mask);
                for l in lanes_of(mask) {
                    let v = values[l];
                    let space = memory::generic_space(v);
                    out[l] = match (*to, space) {
                        (Space::Private | Space::Shared, _) if v == 0 => NULL32,
                        (Space::Global, Space::Global) => v,
                        (Space::Private, Space::Private) | (Space::Shared, Space::Shared) => v & NULL32,
                        (to, space) => {
                            return Err(self.fault(
                                sg,
                                func,
                                pc,
                                Some(l as u32),
                                format!(
                                    "addrcast{}.generic of 0x{v:x}, a generic address of {} memory",
                                    to.as_str(),
                                    space.as_str()
                                ),
                            ))
                        }
                    };
                }
                write(&mut sg.regs[base..], dst, &out, blend, mask);
            }
            Op::Isaddr { dst, src, space } => {
                let values = self.read(sg, base, src, mask);
                for l in 0..LANES {
                    out[l] = if memory::generic_space(values[l]) == *space { 0xffff_ffff } else { 0 };
                }
                write(&mut sg.regs[base..], dst, &out, blend, mask);
            }
            Op::Ld { space, dst, bytes, addr } => {
                let align = alignment(*bytes, dst.len());
                for l in lanes_of(mask) {
                    let address = self.address(sg, func, base, addr, *space, l);
                    if *bytes == 16 {
                        self.check_wide_alignment(sg, func, pc, l, *space, address, Access::Load)?;
                    }
                    for (k, d) in dst.iter().enumerate() {
                        let len = (*bytes).min(8);
                        if *bytes == 16 {
                            let a = address + 8 * k as u64;
                            let v = self.access(sg, func, pc, l, *space, a, 8, 8, Access::Load, 0)?;
                            write_lane(&mut sg.regs[base..], d, l, v);
                        } else {
                            let a = address.wrapping_add(k as u64 * len as u64);
                            let align = if k == 0 { align } else { len as u64 };
                            let v = self.access(sg, func, pc, l, *space, a, len, align, Access::Load, 0)?;
                            write_lane(&mut sg.regs[base..], d, l, v);
                        }
                    }
                }
            }
            Op::LdParam { dst, bytes, param, offset_reg, offset } => {
                let program = self.ctx.program;
                let kernel = &program.kernel_params[self.ctx.kernel as usize];
                let (poffset, psize, pname) = kernel[*param as usize].clone();
                for l in lanes_of(mask) {
                    let mut off = *offset;
                    if let Some((r, w)) = offset_reg {
                        off += alu::sx(read_reg_lane(&sg.regs[base..], r, l), *w);
                    }
                    let len = *bytes as i64 * dst.len() as i64;
                    if off < 0 || off + len > psize as i64 {
                        return Err(self.fault(sg, func, pc, Some(l as u32), format!(
                            "ld.param reads {len} byte(s) at offset {off} of parameter %{pname}, which has {psize} bytes"
                        )));
                    }
                    for (k, d) in dst.iter().enumerate() {
                        let at = (poffset as i64 + off) as usize + k * *bytes as usize;
                        let v = memory::load_bytes(&self.ctx.arg_bytes, at, *bytes);
                        write_lane(&mut sg.regs[base..], d, l, v);
                    }
                }
            }
            Op::St { space, src, bytes, addr } => {
                let align = alignment(*bytes, src.len());
                for l in lanes_of(mask) {
                    let address = self.address(sg, func, base, addr, *space, l);
                    if *bytes == 16 {
                        self.check_wide_alignment(sg, func, pc, l, *space, address, Access::Store)?;
                    }
                    for (k, s) in src.iter().enumerate() {
                        let v = self.read_lane(sg, base, s, l, mask);
                        if *bytes == 16 {
                            let a = address + 8 * k as u64;
                            self.access(sg, func, pc, l, *space, a, 8, 8, Access::Store, v)?;
                        } else {
                            let a = address.wrapping_add(k as u64 * *bytes as u64);
                            let align = if k == 0 { align } else { *bytes as u64 };
                            self.access(sg, func, pc, l, *space, a, *bytes, align, Access::Store, v)?;
                        }
                    }
                }
            }
            Op::Atom { space, op, bytes, dst, addr, a, b } => {
                for l in lanes_of(mask) {
                    let address = self.address(sg, func, base, addr, *space, l);
                    let wide = |v: &[Src]| -> u128 {
                        v.iter()
                            .enumerate()
                            .fold(0u128, |acc, (k, s)| acc | (self.read_lane(sg, base, s, l, mask) as u128) << (64 * k))
                    };
                    let (x, y) = (wide(a), wide(b));
                    let old = self.atomic(sg, func, pc, l, *space, address, *bytes, *op, x, y)?;
                    for (k, d) in dst.iter().enumerate() {
                        write_lane(&mut sg.regs[base..], d, l, (old >> (64 * k)) as u64);
                    }
                }
            }
            Op::Ired { op, bits, dst, a, lanes } => {
                let part = self.participating(sg, func, pc, base, lanes, mask)?;
                let values = self.read(sg, base, a, mask);
                let m = width_mask(*bits);
                let mut acc: Option<u64> = None;
                for l in lanes_of(part) {
                    let x = values[l] & m;
                    let x = if *op == RedOp::AbsMax { alu::sx(x, *bits).unsigned_abs() & m } else { x };
                    acc = Some(match acc {
                        None => x,
                        Some(y) => match op {
                            RedOp::Sum => y.wrapping_add(x) & m,
                            RedOp::SMin => {
                                if alu::sx(x, *bits) < alu::sx(y, *bits) {
                                    x
                                } else {
                                    y
                                }
                            }
                            RedOp::SMax => {
                                if alu::sx(x, *bits) > alu::sx(y, *bits) {
                                    x
                                } else {
                                    y
                                }
                            }
                            RedOp::UMin => x.min(y),
                            RedOp::UMax | RedOp::AbsMax => x.max(y),
                            RedOp::And => x & y,
                            RedOp::Or => x | y,
                            RedOp::Xor => x ^ y,
                        },
                    });
                }
                if let Some(v) = acc {
                    write(&mut sg.regs[base..], dst, &[v; LANES], &blend_of(part), part);
                }
            }
            Op::Fred { op, format, packed, nanp, dst, a, lanes } => {
                let part = self.participating(sg, func, pc, base, lanes, mask)?;
                let values = self.read(sg, base, a, mask);
                let reduce = |shift: u32, width: u64| -> Option<u64> {
                    let mut acc: Option<u64> = None;
                    for l in lanes_of(part) {
                        let mut x = (values[l] >> shift) & width;
                        if *op == FredOp::AbsMax {
                            x = pisa_float::abs(*format, x, false);
                        }
                        acc = Some(match acc {
                            None => x,
                            Some(y) => match op {
                                FredOp::Min => pisa_float::min(*format, y, x, false, false, *nanp).value,
                                _ => pisa_float::max(*format, y, x, false, false, *nanp).value,
                            },
                        });
                    }
                    acc.map(|v| if format.is_nan(v) { format.quiet(v) } else { v })
                };
                let value = if *packed {
                    reduce(0, 0xffff).zip(reduce(16, 0xffff)).map(|(lo, hi)| lo | hi << 16)
                } else {
                    reduce(0, format.mask())
                };
                if let Some(v) = value {
                    write(&mut sg.regs[base..], dst, &[v; LANES], &blend_of(part), part);
                }
            }
            Op::Redfirstidx { dst, lanes } => {
                let part = self.participating(sg, func, pc, base, lanes, mask)?;
                if part == 0 {
                    return Err(self.fault(
                        sg,
                        func,
                        pc,
                        Some(mask.trailing_zeros()),
                        format!(
                            "redfirstidx with no participating lane (mask & %activemask = 0; %activemask = {})",
                            mask_text(mask)
                        ),
                    ));
                }
                write(&mut sg.regs[base..], dst, &[part.trailing_zeros() as u64; LANES], blend, mask);
            }
            Op::Shfl { op, segmented, dst, a, b, lanes } => {
                let part = self.participating(sg, func, pc, base, lanes, mask)?;
                let values = self.read(sg, base, a, mask);
                let control = self.read(sg, base, b, mask);
                for l in lanes_of(part) {
                    let c = control[l];
                    let offset = (c & 31) as i32;
                    let (cval, segmask) = if *segmented {
                        (((c >> 8) & 31) as i32, ((c >> 16) & 31) as i32)
                    } else {
                        (if *op == ShflOp::Up { 0 } else { 31 }, 0)
                    };
                    let lane = l as i32;
                    let clamp = (lane & segmask) | (cval & !segmask);
                    let min_lane = lane & segmask;
                    let source = match op {
                        ShflOp::Up => lane - offset,
                        ShflOp::Dn => lane + offset,
                        ShflOp::Xor => lane ^ offset,
                        ShflOp::Idx => min_lane | (offset & !segmask),
                    };
                    let in_bounds = if *op == ShflOp::Up { source >= clamp } else { source <= clamp };
                    let ok = in_bounds && (0..32).contains(&source) && part & (1 << source) != 0;
                    out[l] = if ok { values[source as usize] } else { values[l] };
                }
                write(&mut sg.regs[base..], dst, &out, &blend_of(part), part);
            }
            Op::Fence => std::sync::atomic::fence(Ordering::SeqCst),
            Op::Goto { .. } | Op::Branch { .. } | Op::Call { .. } | Op::Return { .. } | Op::Barrier => {}
        }
        Ok(())
    }

    /// The participating lanes of a sub-group operation: its mask operand
    /// (which must be sub-group-uniform) and `%activemask`.
    fn participating(
        &self,
        sg: &SubGroup,
        func: u32,
        pc: u32,
        base: usize,
        lanes: &Src,
        mask: u32,
    ) -> Result<u32, Box<Fault>> {
        let values = self.read(sg, base, lanes, mask);
        let first = mask.trailing_zeros() as usize;
        let value = values[first] as u32;
        if let Some(l) = lanes_of(mask).find(|&l| values[l] as u32 != value) {
            return Err(self.fault(
                sg,
                func,
                pc,
                Some(l as u32),
                format!(
                    "the lane mask must be sub-group-uniform: lane {first} has 0x{value:08x}, lane {l} has 0x{:08x}",
                    values[l] as u32
                ),
            ));
        }
        Ok(value & mask)
    }

    fn address(
        &self,
        sg: &SubGroup,
        func: u32,
        base: usize,
        addr: &crate::decode::Addr,
        space: Space,
        lane: usize,
    ) -> u64 {
        let b = match addr.base {
            Base::Reg(src) => self.read_lane(sg, base, &src, lane, 0),
            Base::Var(var) => {
                let a = self.var_address(sg, func, var);
                match (space, var) {
                    (Space::Generic, VarRef::Local(l)) => match self.ctx.program.funcs[func as usize].locals[l.index()]
                    {
                        LocalHome::Private(_) => memory::to_generic(Space::Private, a),
                        LocalHome::Shared(_) => memory::to_generic(Space::Shared, a),
                        LocalHome::Static(_) => a,
                    },
                    _ => a,
                }
            }
            Base::Absolute(a) => a,
        };
        let mut offset = addr.offset;
        if let Some((r, w)) = addr.offset_reg {
            offset = offset.wrapping_add(alu::sx(read_reg_lane(&sg.regs[base..], &r, lane), w));
        }
        let a = b.wrapping_add(offset as u64);
        match space {
            Space::Private | Space::Shared => a & NULL32,
            _ => a,
        }
    }

    /// 128-bit accesses go as two 64-bit halves; the whole must be 16-byte aligned.
    #[allow(clippy::too_many_arguments)]
    fn check_wide_alignment(
        &self,
        sg: &SubGroup,
        func: u32,
        pc: u32,
        lane: usize,
        space: Space,
        address: u64,
        kind: Access,
    ) -> Result<(), Box<Fault>> {
        if address.is_multiple_of(16) {
            return Ok(());
        }
        let space = if space == Space::Generic { memory::generic_space(address) } else { space };
        Err(self.fault(
            sg,
            func,
            pc,
            Some(lane as u32),
            format!(
                "misaligned {} of 16 byte(s) at {} address 0x{address:x}: it must be a multiple of 16",
                kind.as_str(),
                space.as_str()
            ),
        ))
    }

    /// One load or store of `len` bytes by one lane; returns what a load read.
    #[allow(clippy::too_many_arguments)]
    fn access(
        &mut self,
        sg: &mut SubGroup,
        func: u32,
        pc: u32,
        lane: usize,
        space: Space,
        address: u64,
        len: u8,
        align: u64,
        kind: Access,
        value: u64,
    ) -> Result<u64, Box<Fault>> {
        let (space, address) = memory::resolve(space, address);
        if address % align != 0 {
            return Err(self.fault(
                sg,
                func,
                pc,
                Some(lane as u32),
                format!(
                    "misaligned {} of {len} byte(s) at {} address 0x{address:x}: it must be a multiple of {align}",
                    kind.as_str(),
                    space.as_str()
                ),
            ));
        }
        match space {
            Space::Global | Space::Const | Space::Generic => {
                let mem = &self.ctx.memory;
                let mut hint = self.region_hint;
                let region = match mem.find(address, len as u64, &mut hint) {
                    Ok(r) => r,
                    Err(e) => {
                        return Err(self.fault(
                            sg,
                            func,
                            pc,
                            Some(lane as u32),
                            format!(
                                "out-of-bounds {} of {len} byte(s) at {} address 0x{address:x}: {}",
                                kind.as_str(),
                                space.as_str(),
                                e.0
                            ),
                        ))
                    }
                };
                self.region_hint = hint;
                let offset = address - region.base;
                if kind.reads() {
                    Ok(region.load(offset, len))
                } else {
                    if region.read_only {
                        return Err(self.fault(
                            sg,
                            func,
                            pc,
                            Some(lane as u32),
                            format!("store to read-only {} at 0x{address:x} (offset {offset})", region.name),
                        ));
                    }
                    region.store(offset, len, value);
                    Ok(0)
                }
            }
            Space::Shared => {
                let size = self.shared.len() as u64;
                if address + len as u64 > size {
                    return Err(self.fault(sg, func, pc, Some(lane as u32), format!(
                        "out-of-bounds {} of {len} byte(s) at .shared address 0x{address:x}: the work-group has {size} bytes of shared memory ({} static, {} dynamic)",
                        kind.as_str(),
                        self.ctx.program.shared_static,
                        size - self.ctx.program.shared_static as u64
                    )));
                }
                if kind.reads() {
                    Ok(memory::load_bytes(&self.shared, address as usize, len))
                } else {
                    memory::store_bytes(&mut self.shared, address as usize, len, value);
                    Ok(0)
                }
            }
            Space::Private => {
                let live = sg.priv_sp as u64;
                if address + len as u64 > live {
                    return Err(self.fault(sg, func, pc, Some(lane as u32), format!(
                        "out-of-bounds {} of {len} byte(s) at .private address 0x{address:x}: the live private variables of this work-item end at 0x{live:x}",
                        kind.as_str()
                    )));
                }
                let at = lane * self.ctx.options.private_size as usize + address as usize;
                if kind.reads() {
                    Ok(memory::load_bytes(&sg.private, at, len))
                } else {
                    memory::store_bytes(&mut sg.private, at, len, value);
                    Ok(0)
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn atomic(
        &mut self,
        sg: &mut SubGroup,
        func: u32,
        pc: u32,
        lane: usize,
        space: Space,
        address: u64,
        bytes: u8,
        op: AtomOp,
        a: u128,
        b: u128,
    ) -> Result<u128, Box<Fault>> {
        let (space, address) = memory::resolve(space, address);
        if space == Space::Private {
            return Err(self.fault(
                sg,
                func,
                pc,
                Some(lane as u32),
                format!("atomic on 0x{address:x}, a private address: atomics need global or shared memory"),
            ));
        }
        let pieces = (bytes as usize).div_ceil(8);
        let len = bytes.min(8);
        if bytes == 16 {
            self.check_wide_alignment(sg, func, pc, lane, space, address, Access::Atomic)?;
        }
        let ctx = self.ctx;
        let guard = if space != Space::Shared { Some(ctx.memory.lock(address)) } else { None };
        let mut old = 0u128;
        for k in 0..pieces {
            let v =
                self.access(sg, func, pc, lane, space, address + 8 * k as u64, len, len as u64, Access::AtomicRead, 0)?;
            old |= (v as u128) << (64 * k);
        }
        let new = apply_atomic(op, bytes, old, a, b);
        for k in 0..pieces {
            self.access(
                sg,
                func,
                pc,
                lane,
                space,
                address + 8 * k as u64,
                len,
                len as u64,
                Access::Atomic,
                (new >> (64 * k)) as u64,
            )?;
        }
        drop(guard);
        self.stats.atomics += 1;
        Ok(old)
    }
}

fn apply_atomic(op: AtomOp, bytes: u8, old: u128, a: u128, b: u128) -> u128 {
    let bits = bytes as u32 * 8;
    let m: u128 = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
    let s = |x: u128| -> i128 {
        let shift = 128 - bits;
        ((x << shift) as i128) >> shift
    };
    let o = old as u64;
    let x = a as u64;
    let value = match op {
        AtomOp::Add => old.wrapping_add(a),
        AtomOp::Sub => old.wrapping_sub(a),
        AtomOp::SMin => {
            if s(a) < s(old) {
                a
            } else {
                old
            }
        }
        AtomOp::SMax => {
            if s(a) > s(old) {
                a
            } else {
                old
            }
        }
        AtomOp::UMin => old.min(a),
        AtomOp::UMax => old.max(a),
        AtomOp::And => old & a,
        AtomOp::Or => old | a,
        AtomOp::Xor => old ^ a,
        AtomOp::Xchg => a,
        AtomOp::Cas | AtomOp::FCas => {
            if old == a {
                b
            } else {
                old
            }
        }
        AtomOp::Inc => old.wrapping_add(1),
        AtomOp::Dec => old.wrapping_sub(1),
        AtomOp::IncWrap => {
            if old >= a {
                0
            } else {
                old + 1
            }
        }
        AtomOp::DecWrap => {
            if old == 0 || old > a {
                a
            } else {
                old - 1
            }
        }
        AtomOp::FAdd(f) => pisa_float::add(f, o, x, pisa_float::Mode::default()).value as u128,
        AtomOp::FSub(f) => pisa_float::sub(f, o, x, pisa_float::Mode::default()).value as u128,
        AtomOp::FMin(f) => pisa_float::min(f, o, x, false, false, false).value as u128,
        AtomOp::FMax(f) => pisa_float::max(f, o, x, false, false, false).value as u128,
    };
    value & m
}

/// `0-3,7` for a lane mask.
pub(crate) fn mask_text(mask: u32) -> String {
    let mut parts = Vec::new();
    let mut l = 0;
    while l < 32 {
        if mask & (1 << l) != 0 {
            let start = l;
            while l + 1 < 32 && mask & (1 << (l + 1)) != 0 {
                l += 1;
            }
            parts.push(if start == l { format!("{l}") } else { format!("{start}-{l}") });
        }
        l += 1;
    }
    if parts.is_empty() {
        "none".to_string()
    } else {
        parts.join(",")
    }
}
