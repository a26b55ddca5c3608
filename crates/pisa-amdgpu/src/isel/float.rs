//! Floating-point arithmetic and conversions.

use super::{word, Sel, Val};
use crate::error::CompileError;
use crate::mir::{Bank, Fixed, Opnd, VReg};
use pisa::ir::{self, Operand};
use pisa::isa::{Opcode, Qual, Slot, Word};

/// Which of MODE.FP_ROUND's fields a rounding applies to: binary32's, or
/// binary16's and binary64's (shared); a conversion sets both, since its
/// destination format decides which one the hardware reads.
#[derive(Clone, Copy)]
pub(super) enum RoundField {
    F32,
    F16F64,
    Both,
}

impl RoundField {
    fn for_format(double: bool) -> RoundField {
        if double {
            RoundField::F16F64
        } else {
            RoundField::F32
        }
    }
}

/// Which exact value [`Sel::rounded_f64`] rounds.
#[derive(Clone, Copy)]
enum Exact {
    Product,
    Quotient,
}

impl Sel<'_> {
    /// Runs `body` under the instruction's rounding mode in MODE's `field`,
    /// restoring round-to-nearest-even after (nothing is emitted for it).
    pub(super) fn with_rounding(
        &mut self,
        inst: &ir::Inst,
        field: RoundField,
        body: impl FnOnce(&mut Self) -> Result<(), CompileError>,
    ) -> Result<(), CompileError> {
        let mode = self.round_field(inst, field)?;
        if let Some(m) = mode {
            self.emit("s_round_mode", vec![], vec![Opnd::Imm(m)]);
        }
        body(self)?;
        if mode.is_some() {
            self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        }
        Ok(())
    }

    /// MODE.FP_ROUND's value for the instruction's rounding mode in
    /// `field`; `None` for round-to-nearest-even (the default). `.rna` has
    /// no hardware mode.
    fn round_field(&self, inst: &ir::Inst, field: RoundField) -> Result<Option<i64>, CompileError> {
        let m = match word(inst, Slot::Rndmode) {
            None | Some(Word::Re) => return Ok(None),
            Some(Word::Ru) => 1,
            Some(Word::Rd) => 2,
            Some(Word::Rz) => 3,
            _ => return Err(self.unsupported(inst)),
        };
        Ok(Some(match field {
            RoundField::F32 => m,
            RoundField::F16F64 => m << 2,
            RoundField::Both => m | m << 2,
        }))
    }

    /// Runs `body` with denormals flushed for the format (`.ftz`): MODE's
    /// FP_DENORM for f32 (bits 1:0) or for f64 and f16 (bits 3:2), both
    /// kept otherwise, as the kernel descriptor sets them.
    pub(super) fn with_flush(
        &mut self,
        inst: &ir::Inst,
        double: bool,
        body: impl FnOnce(&mut Self) -> Result<(), CompileError>,
    ) -> Result<(), CompileError> {
        let ftz = inst.has(Slot::Ftz);
        if ftz && double {
            // The simulator models f16/f64 denormals kept only, so nothing
            // could check the code.
            return Err(self.unsupported(inst));
        }
        if ftz {
            self.emit("s_denorm_mode", vec![], vec![Opnd::Imm(if double { 3 } else { 12 })]);
        }
        body(self)?;
        if ftz {
            self.emit("s_denorm_mode", vec![], vec![Opnd::Imm(15)]);
        }
        Ok(())
    }

    /// `.ftz` on f16, bf16 and f64, whose units keep denormals (MODE's
    /// f16/f64 flush is not used: the simulator models it only as kept),
    /// and on the f32 transcendentals (whose sequences scale denormals):
    /// each register source is flushed into a temporary the instruction
    /// reads instead, a denormal immediate becomes a signed zero, the
    /// instruction is selected without `.ftz`, and a float result is
    /// flushed after rounding, as the spec's flush-to-zero reads.
    pub(super) fn with_explicit_flush(&mut self, inst: &ir::Inst, format: Word) -> Result<(), CompileError> {
        let dwords = if format == Word::Df { 2 } else { 1 };
        let mut plain = inst.clone();
        plain.quals = plain.quals.iter().filter(|(slot, _)| *slot != Slot::Ftz).copied().collect();
        // The destination, when it is a float of the format.
        let float_dst = !matches!(inst.opcode, Opcode::Fcmp);
        let dst = match inst.operands[0] {
            Operand::Reg { id, swizzle: None } if float_dst => Some(id),
            Operand::Reg { .. } if float_dst => return Err(self.unsupported(inst)),
            _ => None,
        };
        let mut saved = Vec::new();
        for o in plain.operands.iter_mut().skip(1) {
            match o {
                Operand::Reg { id, swizzle: None } => {
                    if saved.iter().any(|(r, _)| r == id) {
                        continue;
                    }
                    let original = self.map[id.index()];
                    let flushed = self.new_vreg(Bank::V, dwords);
                    self.flush_denormal(format, flushed, original);
                    saved.push((*id, original));
                    self.map[id.index()] = flushed;
                }
                Operand::Reg { .. } => {
                    for (id, original) in saved {
                        self.map[id.index()] = original;
                    }
                    return Err(self.unsupported(inst));
                }
                Operand::Imm { bits, .. } => *bits = flushed_constant(format, *bits),
                _ => {}
            }
        }
        // A destination that is also a source is written to the source's
        // temporary: the flush below moves it to the register.
        let result = dst.map(|id| self.map[id.index()]);
        let selected = self.select(&plain);
        for (id, original) in saved {
            self.map[id.index()] = original;
        }
        selected?;
        if let (Some(id), Some(result)) = (dst, result) {
            let target = self.map[id.index()];
            self.flush_denormal(format, target, result);
        }
        Ok(())
    }

    /// `d = x`, or a zero of `x`'s sign when `x` is denormal in `format`.
    /// `fmul.full`: the product of two 16-bit floats as an f32. Both
    /// widen exactly, so this is the f32 multiply of the widened values
    /// with the instruction's rounding, `.ftz` and `.dsat`.
    pub(super) fn widening_multiply(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let format = word(inst, Slot::Type);
        if !matches!(format, Some(Word::Hf | Word::Bf)) {
            return Err(self.unsupported(inst));
        }
        let mut product = inst.clone();
        product.quals = inst
            .quals
            .iter()
            .filter(|(slot, _)| *slot != Slot::Precision)
            .map(|&(slot, q)| if slot == Slot::Type { (slot, Qual::Word(Word::F)) } else { (slot, q) })
            .collect();
        // `.ftz` flushes the 16-bit sources (and the f32 multiply its result).
        let flush = inst.has(Slot::Ftz);
        let mut saved: Vec<(ir::RegId, VReg)> = Vec::new();
        for k in 1..product.operands.len() {
            match product.operands[k] {
                Operand::Reg { id, swizzle: None } if saved.iter().all(|(s, _)| *s != id) => {
                    let original = self.map[id.index()];
                    let narrow = if flush {
                        let t = self.new_vreg(Bank::V, 1);
                        self.flush_denormal(format.unwrap_or(Word::Hf), t, original);
                        t
                    } else {
                        original
                    };
                    let wide = self.new_vreg(Bank::V, 1);
                    if format == Some(Word::Hf) {
                        self.valu("v_cvt_f32_f16_e64", vec![Opnd::reg(wide, 1)], vec![Opnd::reg(narrow, 1)]);
                    } else {
                        self.valu(
                            "v_lshlrev_b32_e64",
                            vec![Opnd::reg(wide, 1)],
                            vec![Opnd::Imm(16), Opnd::reg(narrow, 1)],
                        );
                    }
                    saved.push((id, original));
                    self.map[id.index()] = wide;
                }
                Operand::Reg { swizzle: None, .. } => {}
                Operand::Imm { bits, .. } => {
                    let bits = if flush { flushed_constant(format.unwrap_or(Word::Hf), bits) } else { bits } as u16;
                    let wide = if format == Some(Word::Hf) { f16_bits_to_f32(bits) } else { u32::from(bits) << 16 };
                    product.operands[k] = Operand::Imm { bits: u128::from(wide), width: 32 };
                }
                _ => {
                    for (id, original) in saved {
                        self.map[id.index()] = original;
                    }
                    return Err(self.unsupported(inst));
                }
            }
        }
        let selected = self.select(&product);
        for (id, original) in saved {
            self.map[id.index()] = original;
        }
        selected
    }

    /// `.dsat` and `.nanp` on f16/bf16 arithmetic, which the 16-bit
    /// selections do not apply: the instruction is selected without them
    /// into a temporary, then the first NaN source, quieted, is the result
    /// (`.nanp`) and the result is clamped to [+0, 1], a NaN to +0
    /// (`.dsat`), on the bit patterns.
    pub(super) fn with_16_bit_saturation(&mut self, inst: &ir::Inst, format: Word) -> Result<(), CompileError> {
        let Operand::Reg { id: dst_id, swizzle: None } = inst.operands[0] else {
            return Err(self.unsupported(inst));
        };
        let (d, _, _) = self.dst(inst);
        let (infinity, one) = if format == Word::Hf { (0x7c00, 0x3c00) } else { (0x7f80, 0x3f80) };
        let r = |t: VReg| Opnd::reg(t, 1);
        // NaN sources, read before the destination (which may be one) is
        // written: the first NaN, quieted, is the result.
        let quiet = if format == Word::Hf { 0x0200 } else { 0x0040 };
        let mut nan_sources = Vec::new();
        if inst.has(Slot::Nanp) {
            for o in &inst.operands[1..] {
                let v = self.val(o)?;
                let x = self.dw(&v, 0);
                let (magnitude, quieted, m) =
                    (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1), self.new_vreg(Bank::S, 1));
                self.valu("v_and_b32_e64", vec![r(magnitude)], vec![Opnd::Imm(0x7fff), x.clone()]);
                self.valu("v_cmp_lt_u32_e64", vec![r(m)], vec![Opnd::Imm(infinity), r(magnitude)]);
                self.valu("v_or_b32_e64", vec![r(quieted)], vec![Opnd::Imm(quiet), x]);
                nan_sources.push((m, quieted));
            }
        }
        let mut plain = inst.clone();
        plain.quals = inst.quals.iter().filter(|(slot, _)| !matches!(slot, Slot::Dsat | Slot::Nanp)).copied().collect();
        let computed = self.new_vreg(Bank::V, 1);
        // A destination that is also a source is read from the copy.
        if inst.operands[1..].iter().any(|o| matches!(o, Operand::Reg { id, .. } if *id == dst_id)) {
            self.emit("v_mov_b32_e32", vec![r(computed)], vec![r(d)]);
        }
        self.map[dst_id.index()] = computed;
        let selected = self.select(&plain);
        self.map[dst_id.index()] = d;
        selected?;
        let mut value = computed;
        for &(m, quieted) in nan_sources.iter().rev() {
            let t = self.new_vreg(Bank::V, 1);
            self.valu("v_cndmask_b32_e64", vec![r(t)], vec![r(value), r(quieted), r(m)]);
            value = t;
        }
        if !inst.has(Slot::Dsat) {
            self.emit("v_mov_b32_e32", vec![r(d)], vec![r(value)]);
            return Ok(());
        }
        // Negative (the sign bit) and NaN patterns are above infinity's.
        let (bits, low, above) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1), self.new_vreg(Bank::S, 1));
        self.valu("v_and_b32_e64", vec![r(bits)], vec![Opnd::Imm(0xffff), r(value)]);
        self.valu("v_min_u32_e64", vec![r(low)], vec![r(bits), Opnd::Imm(one)]);
        self.valu("v_cmp_lt_u32_e64", vec![r(above)], vec![Opnd::Imm(infinity), r(bits)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(low), Opnd::Imm(0), r(above)]);
        Ok(())
    }

    /// bf16 `fmad`, rounded once: the product of two bf16 values is exact in
    /// f64 and the sum is exact as f64 `s + e` (TwoSum, round to nearest;
    /// no bf16 operands overflow or underflow f64 there), which gives the
    /// sum rounded to odd in f64 (`s`, stepped toward zero when `e` points
    /// that way, with its last bit set when `e` is not 0), then in f32 (a
    /// truncating conversion, the last bit set when it was inexact); from
    /// 24 bits rounded to odd, one rounding to bf16 in `mode` is exact
    /// (past f32's range the truncation gives its largest value, odd, which
    /// rounds as the IEEE overflow of `mode` does).
    fn bf16_fma(&mut self, d: VReg, srcs: Vec<Opnd>, mode: Word) -> Result<(), CompileError> {
        let w = |t: VReg| Opnd::reg(t, 2);
        let r = |t: VReg| Opnd::reg(t, 1);
        let v2 = |s: &mut Self| s.new_vreg(Bank::V, 2);
        let v1 = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let m = |s: &mut Self| s.new_vreg(Bank::S, 1);
        let originals = srcs.clone();
        let mut wide = Vec::new();
        for x in srcs {
            let f = self.bf16_to_f32(x);
            let t = v2(self);
            self.valu("v_cvt_f64_f32_e64", vec![w(t)], vec![f]);
            wide.push(t);
        }
        let (a, b, c) = (wide[0], wide[1], wide[2]);
        let p = v2(self);
        self.emit("v_mul_f64", vec![w(p)], vec![w(a), w(b)]);
        let (sum, e) = self.two_sum(w(p), w(c), true);
        // Inexact (and finite): e != 0. Toward zero: e's sign is not s's.
        let (finite, nonzero, inexact) = (m(self), m(self), m(self));
        self.valu("v_cmp_class_f64_e64", vec![r(finite)], vec![w(sum), Opnd::Imm(0x1f8)]);
        self.valu("v_cmp_lg_f64_e64", vec![r(nonzero)], vec![w(e), Opnd::Imm(0)]);
        self.emit("s_and_b32", vec![r(inexact)], vec![r(finite), r(nonzero)]);
        let (signs, toward, down) = (v1(self), m(self), m(self));
        self.valu("v_xor_b32_e64", vec![r(signs)], vec![Opnd::part(sum, 1, 1), Opnd::part(e, 1, 1)]);
        self.valu("v_cmp_gt_i32_e64", vec![r(toward)], vec![Opnd::Imm(0), r(signs)]);
        self.emit("s_and_b32", vec![r(down)], vec![r(toward), r(inexact)]);
        // s - 1 ulp (the pattern's magnitude minus one) where it steps down.
        let (stepped, carry) = (v2(self), m(self));
        self.valu("v_sub_co_u32", vec![Opnd::part(stepped, 0, 1), r(carry)], vec![Opnd::part(sum, 0, 1), Opnd::Imm(1)]);
        self.valu(
            "v_sub_co_ci_u32_e64",
            vec![Opnd::part(stepped, 1, 1), Opnd::Fixed(crate::mir::Fixed::Null)],
            vec![Opnd::part(sum, 1, 1), Opnd::Imm(0), r(carry)],
        );
        // An exact zero takes its sign from the rounding mode (-0 rounding
        // down): the sum in the instruction's mode is that zero.
        let signed_zero = v2(self);
        let field = match mode {
            Word::Ru => 1 << 2,
            Word::Rd => 2 << 2,
            Word::Rz => 3 << 2,
            _ => 0,
        };
        if field != 0 {
            self.emit("s_round_mode", vec![], vec![Opnd::Imm(field)]);
        }
        self.emit("v_add_f64", vec![w(signed_zero)], vec![w(p), w(c)]);
        if field != 0 {
            self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        }
        let is_zero = m(self);
        self.valu("v_cmp_eq_f64_e64", vec![r(is_zero)], vec![w(sum), Opnd::Imm(0)]);
        // (The low dword first: a write of a value's first dword begins it.)
        let odd = v2(self);
        let (low, sticky) = (v1(self), v1(self));
        self.valu("v_cndmask_b32_e64", vec![r(low)], vec![Opnd::part(sum, 0, 1), Opnd::part(stepped, 0, 1), r(down)]);
        self.valu("v_cndmask_b32_e64", vec![r(sticky)], vec![Opnd::Imm(0), Opnd::Imm(1), r(inexact)]);
        self.valu("v_or_b32_e64", vec![Opnd::part(odd, 0, 1)], vec![r(low), r(sticky)]);
        self.valu(
            "v_cndmask_b32_e64",
            vec![Opnd::part(odd, 1, 1)],
            vec![Opnd::part(sum, 1, 1), Opnd::part(stepped, 1, 1), r(down)],
        );
        let exact = v2(self);
        for k in 0..2 {
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(exact, k, 1)],
                vec![Opnd::part(odd, k, 1), Opnd::part(signed_zero, k, 1), r(is_zero)],
            );
        }
        let odd = exact;
        // To f32 truncated, odd when inexact.
        let (narrow, back, differs, bit, f) = (v1(self), v2(self), m(self), v1(self), v1(self));
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(3)]);
        self.valu("v_cvt_f32_f64_e64", vec![r(narrow)], vec![w(odd)]);
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        self.valu("v_cvt_f64_f32_e64", vec![w(back)], vec![r(narrow)]);
        self.valu("v_cmp_lg_f64_e64", vec![r(differs)], vec![w(back), w(odd)]);
        self.valu("v_cndmask_b32_e64", vec![r(bit)], vec![Opnd::Imm(0), Opnd::Imm(1), r(differs)]);
        self.valu("v_or_b32_e64", vec![r(f)], vec![r(narrow), r(bit)]);
        let rounded = v1(self);
        self.f32_to_bf16(rounded, r(f), mode);
        // A NaN source: the first one, quieted (the units would give the
        // default NaN for 0 x inf before looking at the addend).
        let value = self.first_nan_quieted(Word::Bf, &originals, rounded);
        self.emit("v_mov_b32_e32", vec![r(d)], vec![r(value)]);
        Ok(())
    }

    /// A source with a denormal replaced by a zero of its sign.
    fn flushed_source(&mut self, format: Word, a: &Val) -> Result<Val, CompileError> {
        let dwords = if format == Word::Df { 2 } else { 1 };
        Ok(match *a {
            Val::Imm(bits) => Val::Imm(flushed_constant(format, bits)),
            Val::Reg { .. } => {
                let (whole, flushed) = (self.new_vreg(Bank::V, dwords), self.new_vreg(Bank::V, dwords));
                self.copy(whole, 0, a, dwords)?;
                self.flush_denormal(format, flushed, whole);
                Val::Reg { reg: flushed, bank: Bank::V, first: 0, count: dwords }
            }
        })
    }

    fn flush_denormal(&mut self, format: Word, d: VReg, x: VReg) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let denormal = self.new_vreg(Bank::S, 1);
        if format == Word::Df {
            let (lo, hi) = (Opnd::part(x, 0, 1), Opnd::part(x, 1, 1));
            self.valu("v_cmp_class_f64_e64", vec![r(denormal)], vec![Opnd::reg(x, 2), Opnd::Imm(0x90)]);
            let sign = v(self);
            self.valu("v_and_b32_e64", vec![r(sign)], vec![Opnd::Imm(i64::from(i32::MIN)), hi.clone()]);
            self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 0, 1)], vec![lo, Opnd::Imm(0), r(denormal)]);
            self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 1, 1)], vec![hi, r(sign), r(denormal)]);
            return;
        }
        if format == Word::F {
            let sign = v(self);
            self.valu("v_cmp_class_f32_e64", vec![r(denormal)], vec![r(x), Opnd::Imm(0x90)]);
            self.valu("v_and_b32_e64", vec![r(sign)], vec![Opnd::Imm(i64::from(i32::MIN)), r(x)]);
            self.valu("v_cndmask_b32_e64", vec![Opnd::reg(d, 1)], vec![r(x), r(sign), r(denormal)]);
            return;
        }
        // A 16-bit denormal: magnitude bits 1 ..= the largest mantissa.
        let largest = if format == Word::Hf { 0x3ff } else { 0x7f };
        let x = r(x);
        let (magnitude, below, sign) = (v(self), v(self), v(self));
        self.valu("v_and_b32_e64", vec![r(magnitude)], vec![Opnd::Imm(0x7fff), x.clone()]);
        self.valu("v_add_nc_u32_e64", vec![r(below)], vec![r(magnitude), Opnd::Imm(-1)]);
        self.valu("v_cmp_gt_u32_e64", vec![r(denormal)], vec![Opnd::Imm(largest), r(below)]);
        self.valu("v_and_b32_e64", vec![r(sign)], vec![Opnd::Imm(0x8000), x.clone()]);
        self.valu("v_cndmask_b32_e64", vec![Opnd::reg(d, 1)], vec![x, r(sign), r(denormal)]);
    }

    /// f16 arithmetic on the f16 VALU instructions (correctly rounded in
    /// MODE's f16/f64 rounding field, denormals kept).
    fn half_arith(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        if inst.has(Slot::Fast) || inst.has(Slot::Ftz) || inst.has(Slot::Dsat) || inst.has(Slot::Nanp) {
            return Err(self.unsupported(inst));
        }
        let (d, _, _) = self.dst(inst);
        let mut srcs = Vec::new();
        for o in &inst.operands[1..] {
            let v = self.val(o)?;
            srcs.push(self.dw(&v, 0));
        }
        let dst = vec![Opnd::reg(d, 1)];
        let op = match inst.opcode {
            Opcode::Fneg => {
                return {
                    self.valu("v_xor_b32_e64", dst, vec![Opnd::Imm(0x8000), srcs[0].clone()]);
                    Ok(())
                }
            }
            Opcode::Fabs => {
                self.magnitude_quieted(Word::Hf, d, srcs[0].clone());
                return Ok(());
            }
            Opcode::Fadd => "v_add_f16_e64",
            Opcode::Fsub => "v_sub_f16_e64",
            Opcode::Fmul => "v_mul_f16_e64",
            Opcode::Fmad => "v_fma_f16",
            Opcode::Fmin => "v_min_f16_e64",
            Opcode::Fmax => "v_max_f16_e64",
            _ => return Err(self.unsupported(inst)),
        };
        if inst.opcode == Opcode::Fmul && inst.has(Slot::Precision) {
            return Err(self.unsupported(inst));
        }
        if matches!(inst.opcode, Opcode::Fmin | Opcode::Fmax) {
            self.min_max_number(op, Word::Hf, d, &srcs, "");
            return Ok(());
        }
        self.with_rounding(inst, RoundField::F16F64, |s| {
            s.valu(op, dst, srcs);
            Ok(())
        })
    }

    /// A bf16 value (low 16 bits) as f32: the same bits, moved up.
    fn bf16_to_f32(&mut self, x: Opnd) -> Opnd {
        let t = self.new_vreg(Bank::V, 1);
        self.valu("v_lshlrev_b32_e64", vec![Opnd::reg(t, 1)], vec![Opnd::Imm(16), x]);
        Opnd::reg(t, 1)
    }

    /// An f32 rounded to bf16 in `mode` (the upper half of the word): to
    /// nearest even by adding 0x7fff and the kept part's last bit, toward
    /// zero by dropping the low half, up or down by adding 0xffff where the
    /// sign points that way; a NaN stays a quiet NaN.
    pub(super) fn f32_to_bf16(&mut self, d: VReg, x: Opnd, mode: Word) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let (bias, sum, quiet, rounded) = (v(self), v(self), v(self), v(self));
        let nan = self.new_vreg(Bank::S, 1);
        match mode {
            Word::Rz => self.emit("v_mov_b32_e32", vec![r(bias)], vec![Opnd::Imm(0)]),
            // Half the step on the magnitude's bits: ties go away from zero.
            Word::Rna => self.emit("v_mov_b32_e32", vec![r(bias)], vec![Opnd::Imm(0x8000)]),
            Word::Ru | Word::Rd => {
                // 0xffff (away from zero) for the values the mode rounds
                // away: positive ones up, negative ones down.
                let sign = v(self);
                self.valu("v_ashrrev_i32_e64", vec![r(sign)], vec![Opnd::Imm(31), x.clone()]);
                let side = if mode == Word::Ru {
                    let t = v(self);
                    self.valu("v_not_b32_e64", vec![r(t)], vec![r(sign)]);
                    t
                } else {
                    sign
                };
                self.valu("v_and_b32_e64", vec![r(bias)], vec![r(side), Opnd::Imm(0xffff)]);
            }
            _ => {
                let lsb = v(self);
                self.valu("v_bfe_u32", vec![r(lsb)], vec![x.clone(), Opnd::Imm(16), Opnd::Imm(1)]);
                self.valu("v_add_nc_u32_e64", vec![r(bias)], vec![r(lsb), Opnd::Imm(0x7fff)]);
            }
        }
        self.valu("v_add_nc_u32_e64", vec![r(sum)], vec![x.clone(), r(bias)]);
        self.valu("v_lshrrev_b32_e64", vec![r(rounded)], vec![Opnd::Imm(16), r(sum)]);
        // NaN: the high half with the quiet bit.
        let high = v(self);
        self.valu("v_lshrrev_b32_e64", vec![r(high)], vec![Opnd::Imm(16), x.clone()]);
        self.valu("v_or_b32_e64", vec![r(quiet)], vec![r(high), Opnd::Imm(0x40)]);
        self.valu("v_cmp_u_f32_e64", vec![r(nan)], vec![x.clone(), x]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(rounded), r(quiet), r(nan)]);
    }

    /// bf16 arithmetic in f32 and rounded once more: for add, subtract and
    /// multiply the double rounding is harmless (24 bits >= 2 x 8 + 2 to
    /// nearest; a directed rounding twice in one direction is once).
    fn bf16_arith(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        if inst.has(Slot::Fast)
            || inst.has(Slot::Ftz)
            || inst.has(Slot::Dsat)
            || inst.has(Slot::Nanp)
            || inst.has(Slot::Precision)
        {
            return Err(self.unsupported(inst));
        }
        let (d, _, _) = self.dst(inst);
        let mut srcs = Vec::new();
        for o in &inst.operands[1..] {
            let v = self.val(o)?;
            srcs.push(self.dw(&v, 0));
        }
        let op = match inst.opcode {
            Opcode::Fneg => {
                return {
                    self.valu("v_xor_b32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::Imm(0x8000), srcs[0].clone()]);
                    Ok(())
                }
            }
            Opcode::Fabs => {
                self.magnitude_quieted(Word::Bf, d, srcs[0].clone());
                return Ok(());
            }
            Opcode::Fadd => "v_add_f32_e64",
            Opcode::Fsub => "v_sub_f32_e64",
            Opcode::Fmul => "v_mul_f32_e64",
            Opcode::Fmin => "v_min_f32_e64",
            Opcode::Fmax => "v_max_f32_e64",
            Opcode::Fmad => "",
            _ => return Err(self.unsupported(inst)),
        };
        let mode = word(inst, Slot::Rndmode).unwrap_or(Word::Re);
        if mode == Word::Rna {
            return Err(self.unsupported(inst));
        }
        if inst.opcode == Opcode::Fmad {
            return self.bf16_fma(d, srcs, mode);
        }
        let wide: Vec<Opnd> = srcs.into_iter().map(|x| self.bf16_to_f32(x)).collect();
        let t = self.new_vreg(Bank::V, 1);
        let min_max = matches!(inst.opcode, Opcode::Fmin | Opcode::Fmax);
        self.with_rounding(inst, RoundField::F32, |s| {
            if min_max {
                // Exactly widened: the f32 rule, and a NaN's payload moves up.
                s.min_max_number(op, Word::F, t, &wide, "");
            } else {
                s.valu(op, vec![Opnd::reg(t, 1)], wide);
            }
            Ok(())
        })?;
        self.f32_to_bf16(d, Opnd::reg(t, 1), mode);
        Ok(())
    }

    /// `frcp.f`, `frsqrt.fast.f`, `fexp2.f`, `flog2.f` on the hardware's
    /// units (1 ULP), kept out of the ranges where those flush denormals, as
    /// LLVM does: the reciprocal of the mantissa scaled back by the exponent
    /// (`v_frexp`, `v_ldexp`); a denormal input to `v_rsq`/`v_log` scaled by
    /// 2^24/2^32 first; `v_exp` of inputs below -126 taken 64 higher and
    /// scaled by 2^-64.
    ///
    /// f16 and bf16 go through f32, exactly widened, and are rounded to
    /// nearest once at the end: the f32 result's error (a few f32 ULPs) is
    /// far below half a 16-bit ULP, so the result is within the spec's
    /// bound (the correctly rounded value, or its neighbour at a near tie).
    pub(super) fn transcendental(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let format = word(inst, Slot::Type);
        if inst.has(Slot::Ftz) || !matches!(format, Some(Word::F) | Some(Word::Hf) | Some(Word::Bf)) {
            return Err(self.unsupported(inst));
        }
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let x = self.dw(&a, 0);
        let x = self.in_vgpr(x);
        let r = |t: VReg| Opnd::reg(t, 1);
        if format == Some(Word::F) {
            return self.transcendental_f32(inst, d, x);
        }
        let wide = self.widened_to_f32(x, format);
        let t = self.new_vreg(Bank::V, 1);
        self.transcendental_f32(inst, t, wide)?;
        if format == Some(Word::Hf) {
            self.valu("v_cvt_f16_f32_e64", vec![r(d)], vec![r(t)]);
        } else {
            self.f32_to_bf16(d, r(t), Word::Re);
        }
        Ok(())
    }

    /// The f32 sequences of [`Self::transcendental`], from `x` into `d`.
    fn transcendental_f32(&mut self, inst: &ir::Inst, d: VReg, x: Opnd) -> Result<(), CompileError> {
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        match inst.opcode {
            Opcode::Fsin | Opcode::Fcos => self.sine_cosine(d, x, inst.opcode == Opcode::Fcos),
            Opcode::Ftanh => self.hyperbolic_tangent(d, x),
            Opcode::Frcp => {
                let (m, e, ne, q) = (v(self), v(self), v(self), v(self));
                self.valu("v_frexp_mant_f32_e64", vec![r(m)], vec![x.clone()]);
                self.valu("v_frexp_exp_i32_f32_e64", vec![r(e)], vec![x]);
                self.emit("v_rcp_f32_e32", vec![r(q)], vec![r(m)]);
                self.valu("v_sub_nc_u32_e64", vec![r(ne)], vec![Opnd::Imm(0), r(e)]);
                self.valu("v_ldexp_f32", vec![r(d)], vec![r(q), r(ne)]);
            }
            Opcode::Frsqrt | Opcode::Flog2 => {
                let small = self.new_vreg(Bank::S, 1);
                self.valu("v_cmp_gt_f32_e64", vec![r(small)], vec![Opnd::Imm(0x0080_0000), x.clone()]);
                let (up, scaled, q) = (v(self), v(self), v(self));
                let (factor, back) = if inst.opcode == Opcode::Frsqrt {
                    (0x4b80_0000, 0x4580_0000) // 2^24, 2^12
                } else {
                    (0x4f80_0000, 0) // 2^32; 32 subtracted below
                };
                self.valu(
                    "v_cndmask_b32_e64",
                    vec![r(up)],
                    vec![Opnd::FloatInline("1.0"), Opnd::Imm(factor), r(small)],
                );
                self.valu("v_mul_f32_e64", vec![r(scaled)], vec![x, r(up)]);
                let unit = if inst.opcode == Opcode::Frsqrt { "v_rsq_f32_e32" } else { "v_log_f32_e32" };
                self.emit(unit, vec![r(q)], vec![r(scaled)]);
                let adj = v(self);
                if inst.opcode == Opcode::Frsqrt {
                    self.valu(
                        "v_cndmask_b32_e64",
                        vec![r(adj)],
                        vec![Opnd::FloatInline("1.0"), Opnd::Imm(back), r(small)],
                    );
                    self.valu("v_mul_f32_e64", vec![r(d)], vec![r(q), r(adj)]);
                } else {
                    self.valu("v_cndmask_b32_e64", vec![r(adj)], vec![Opnd::Imm(0), Opnd::Imm(0x4200_0000), r(small)]);
                    self.valu("v_sub_f32_e64", vec![r(d)], vec![r(q), r(adj)]);
                }
            }
            Opcode::Fexp2 => {
                let low = self.new_vreg(Bank::S, 1);
                self.valu("v_cmp_gt_f32_e64", vec![r(low)], vec![Opnd::Imm(0xc2fc_0000u32 as i32 as i64), x.clone()]);
                let (add, shifted, q, scale) = (v(self), v(self), v(self), v(self));
                self.valu("v_cndmask_b32_e64", vec![r(add)], vec![Opnd::Imm(0), Opnd::Imm(0x4280_0000), r(low)]);
                self.valu("v_add_f32_e64", vec![r(shifted)], vec![x, r(add)]);
                self.emit("v_exp_f32_e32", vec![r(q)], vec![r(shifted)]);
                self.valu(
                    "v_cndmask_b32_e64",
                    vec![r(scale)],
                    vec![Opnd::FloatInline("1.0"), Opnd::Imm(0x1f80_0000), r(low)],
                );
                self.valu("v_mul_f32_e64", vec![r(d)], vec![r(q), r(scale)]);
            }
            _ => return Err(self.unsupported(inst)),
        }
        Ok(())
    }

    pub(super) fn float_arith(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let rna = word(inst, Slot::Rndmode) == Some(Word::Rna);
        if rna
            && matches!(inst.opcode, Opcode::Fadd | Opcode::Fsub | Opcode::Fmul | Opcode::Fmad)
            && matches!(word(inst, Slot::Type), Some(Word::F | Word::Hf | Word::Bf))
            && !inst.has(Slot::Ftz)
            && !inst.has(Slot::Nanp)
            && !inst.has(Slot::Precision)
            && (word(inst, Slot::Type) == Some(Word::F) || !inst.has(Slot::Dsat))
        {
            return self.arith_rna(inst);
        }
        if rna
            && inst.opcode == Opcode::Fmad
            && word(inst, Slot::Type) == Some(Word::Df)
            && !inst.has(Slot::Ftz)
            && !inst.has(Slot::Nanp)
        {
            return self.fma_rna_f64(inst);
        }
        if rna
            && inst.opcode == Opcode::Fmul
            && word(inst, Slot::Type) == Some(Word::Df)
            && !inst.has(Slot::Ftz)
            && !inst.has(Slot::Nanp)
            && !inst.has(Slot::Precision)
        {
            let (d, _, _) = self.dst(inst);
            let a = self.val(&inst.operands[1])?;
            let b = self.val(&inst.operands[2])?;
            let (x, y) = (self.val_in_vgprs(&a, 2), self.val_in_vgprs(&b, 2));
            if !inst.has(Slot::Dsat) {
                self.rounded_f64(d, Exact::Product, x, y, Word::Rna);
                return Ok(());
            }
            let t = self.new_vreg(Bank::V, 2);
            self.rounded_f64(t, Exact::Product, x, y, Word::Rna);
            // Clamped to [+0, 1], a NaN to +0; -0 + +0 is +0.
            self.emit_valu_mods("v_add_f64", vec![Opnd::reg(d, 2)], vec![Opnd::reg(t, 2), Opnd::Imm(0)], "clamp");
            return Ok(());
        }
        if rna
            && matches!(inst.opcode, Opcode::Fadd | Opcode::Fsub)
            && word(inst, Slot::Type) == Some(Word::Df)
            && !inst.has(Slot::Ftz)
            && !inst.has(Slot::Nanp)
        {
            return self.add_rna_f64(inst);
        }
        if word(inst, Slot::Type) == Some(Word::Hf) {
            return self.half_arith(inst);
        }
        if word(inst, Slot::Type) == Some(Word::Bf) {
            return self.bf16_arith(inst);
        }
        let double = word(inst, Slot::Type) == Some(Word::Df);
        if inst.has(Slot::Fast) && inst.opcode == Opcode::Fdiv {
            return self.fast_divide(inst);
        }
        if inst.has(Slot::Fast) {
            return Err(self.unsupported(inst));
        }
        let dsat = inst.has(Slot::Dsat);
        let clamp = if dsat { " clamp" } else { "" };
        let (d, _, _) = self.dst(inst);
        let n = if double { 2 } else { 1 };
        let mut vals = Vec::new();
        for o in &inst.operands[1..] {
            vals.push(self.val(o)?);
        }
        let srcs: Vec<Opnd> = vals.iter().map(|v| if double { self.wide(v) } else { self.dw(v, 0) }).collect();
        let dst = vec![Opnd::reg(d, n)];
        match inst.opcode {
            Opcode::Fneg | Opcode::Fabs => {
                // The sign bit, of the high dword for f64.
                let (op, k) = if inst.opcode == Opcode::Fneg {
                    ("v_xor_b32_e64", 0x8000_0000u32 as i32 as i64)
                } else {
                    ("v_and_b32_e64", 0x7fff_ffff)
                };
                if inst.has(Slot::Ftz) {
                    return Err(self.unsupported(inst));
                }
                if double && inst.opcode == Opcode::Fabs {
                    // A NaN quieted too (the spec's `fabs`).
                    let lo = self.dw(&vals[0], 0);
                    let hi = self.dw(&vals[0], 1);
                    let (magnitude, quieted) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
                    let nan = self.new_vreg(Bank::S, 1);
                    self.valu("v_cmp_u_f64_e64", vec![Opnd::reg(nan, 1)], vec![srcs[0].clone(), srcs[0].clone()]);
                    self.valu("v_mov_b32_e64", vec![Opnd::part(d, 0, 1)], vec![lo]);
                    self.valu(op, vec![Opnd::reg(magnitude, 1)], vec![Opnd::Imm(k), hi]);
                    self.valu(
                        "v_or_b32_e64",
                        vec![Opnd::reg(quieted, 1)],
                        vec![Opnd::Imm(0x0008_0000), Opnd::reg(magnitude, 1)],
                    );
                    self.valu(
                        "v_cndmask_b32_e64",
                        vec![Opnd::part(d, 1, 1)],
                        vec![Opnd::reg(magnitude, 1), Opnd::reg(quieted, 1), Opnd::reg(nan, 1)],
                    );
                } else if double {
                    let lo = self.dw(&vals[0], 0);
                    let hi = self.dw(&vals[0], 1);
                    self.valu("v_mov_b32_e64", vec![Opnd::part(d, 0, 1)], vec![lo]);
                    self.valu(op, vec![Opnd::part(d, 1, 1)], vec![Opnd::Imm(k), hi]);
                } else if inst.opcode == Opcode::Fabs {
                    self.magnitude_quieted(Word::F, d, srcs[0].clone());
                } else {
                    self.valu(op, dst, vec![Opnd::Imm(k), srcs[0].clone()]);
                }
            }
            Opcode::Fmin | Opcode::Fmax => {
                let op = match (inst.opcode, double) {
                    (Opcode::Fmin, false) => "v_min_f32_e64",
                    (Opcode::Fmax, false) => "v_max_f32_e64",
                    (Opcode::Fmin, true) => "v_min_f64",
                    _ => "v_max_f64",
                };
                let nanp = inst.has(Slot::Nanp);
                let out = if dsat { self.new_vreg(Bank::V, n) } else { d };
                let target = if nanp { self.new_vreg(Bank::V, n) } else { out };
                self.with_flush(inst, double, |s| {
                    if nanp {
                        // Any NaN source is replaced below.
                        s.emit_valu_mods(op, vec![Opnd::reg(target, n)], srcs.clone(), clamp);
                    } else {
                        s.min_max_number(op, if double { Word::Df } else { Word::F }, target, &srcs, clamp);
                    }
                    Ok(())
                })?;
                if nanp {
                    // The first NaN source, quieted (clamped: 0).
                    let cmp = if double { "v_cmp_u_f64_e64" } else { "v_cmp_u_f32_e64" };
                    let mut value = target;
                    for (k, src) in srcs.iter().enumerate().rev() {
                        let m = self.new_vreg(Bank::S, 1);
                        self.valu(cmp, vec![Opnd::reg(m, 1)], vec![src.clone(), src.clone()]);
                        let chosen = if k == 0 { out } else { self.new_vreg(Bank::V, n) };
                        for w in 0..n {
                            let part = self.dw(&vals[k], w);
                            let quieted = if dsat {
                                Opnd::Imm(0)
                            } else if w + 1 == n {
                                let q = self.new_vreg(Bank::V, 1);
                                let bit = if double { 0x0008_0000 } else { 0x0040_0000 };
                                self.valu("v_or_b32_e64", vec![Opnd::reg(q, 1)], vec![Opnd::Imm(bit), part]);
                                Opnd::reg(q, 1)
                            } else {
                                part
                            };
                            self.valu(
                                "v_cndmask_b32_e64",
                                vec![Opnd::part(chosen, w, 1)],
                                vec![Opnd::part(value, w, 1), quieted, Opnd::reg(m, 1)],
                            );
                        }
                        value = chosen;
                    }
                }
                if dsat {
                    // -0 saturates to +0 (see below).
                    let add = if double { "v_add_f64" } else { "v_add_f32_e64" };
                    self.valu(add, dst, vec![Opnd::reg(out, n), Opnd::Imm(0)]);
                }
            }
            Opcode::Fdiv => {
                let mode = word(inst, Slot::Rndmode).unwrap_or(Word::Re);
                if mode != Word::Re && !double && !dsat && !inst.has(Slot::Ftz) {
                    let (n, q) = (srcs[0].clone(), srcs[1].clone());
                    self.fdiv32_rounded(d, n, q, mode);
                    return Ok(());
                }
                if mode != Word::Re && double && !dsat && !inst.has(Slot::Ftz) {
                    let (n, q) = (self.val_in_vgprs(&vals[0], 2), self.val_in_vgprs(&vals[1], 2));
                    self.rounded_f64(d, Exact::Quotient, n, q, mode);
                    return Ok(());
                }
                if mode != Word::Re || dsat {
                    return Err(self.unsupported(inst));
                }
                self.with_flush(inst, double, |s| {
                    if double {
                        let (n, q) = (s.val_in_vgprs(&vals[0], 2), s.val_in_vgprs(&vals[1], 2));
                        s.fdiv64(d, n, q);
                    } else {
                        s.fdiv32(d, srcs[0].clone(), srcs[1].clone());
                    }
                    Ok(())
                })?;
            }
            _ => {
                let mut srcs = srcs;
                let op = match (inst.opcode, double) {
                    (Opcode::Fadd, false) => "v_add_f32_e64",
                    (Opcode::Fsub, false) => "v_sub_f32_e64",
                    (Opcode::Fmul, false) => "v_mul_f32_e64",
                    (_, false) => "v_fma_f32",
                    (Opcode::Fadd, true) => "v_add_f64",
                    (Opcode::Fsub, true) => {
                        srcs[1] = self.negated_f64_keeping_nan(inst, &vals[1])?;
                        "v_add_f64"
                    }
                    (Opcode::Fmul, true) => "v_mul_f64",
                    _ => "v_fma_f64",
                };
                if inst.opcode == Opcode::Fmul && inst.has(Slot::Precision) {
                    return Err(self.unsupported(inst));
                }
                // Clamped, a -0 result stays -0 on the hardware; PISA's
                // saturation gives +0, which adding +0 (in the default
                // rounding) makes of it.
                let target = if dsat { self.new_vreg(Bank::V, n) } else { d };
                self.with_rounding(inst, RoundField::for_format(double), |s| {
                    s.with_flush(inst, double, |s| {
                        s.emit_valu_mods(op, vec![Opnd::reg(target, n)], srcs, clamp);
                        Ok(())
                    })
                })?;
                if dsat {
                    let add = if double { "v_add_f64" } else { "v_add_f32_e64" };
                    self.valu(add, dst, vec![Opnd::reg(target, n), Opnd::Imm(0)]);
                }
            }
        }
        Ok(())
    }

    /// A VALU instruction with a modifier tail (` clamp`).
    fn emit_valu_mods(&mut self, op: &str, defs: Vec<Opnd>, uses: Vec<Opnd>, mods: &str) {
        self.valu(op, defs, uses);
        if !mods.is_empty() {
            if let Some(last) = self.out.last_mut() {
                last.mods = mods.trim().to_string();
            }
        }
    }

    /// The correctly rounded f64 division LLVM emits: scale, reciprocal,
    /// two Newton-Raphson steps, the quotient's correction, `v_div_fmas`
    /// (reading VCC from the second scale) and `v_div_fixup`.
    /// `n` and `q` are in VGPR pairs.
    fn fdiv64(&mut self, d: VReg, n: Opnd, q: Opnd) {
        let w = |s: &mut Self| s.new_vreg(Bank::V, 2);
        let r = |x: VReg| Opnd::reg(x, 2);
        let vcc = Opnd::Fixed(Fixed::VccLo);
        let null = Opnd::Fixed(Fixed::Null);
        let (den, rcp, e1, rcp1, e2, rcp2, num, m, fin, fmas, fixed) =
            (w(self), w(self), w(self), w(self), w(self), w(self), w(self), w(self), w(self), w(self), w(self));
        self.emit("v_div_scale_f64", vec![r(den), null], vec![q.clone(), q.clone(), n.clone()]);
        self.emit("v_rcp_f64_e32", vec![r(rcp)], vec![r(den)]);
        self.emit("v_fma_f64", vec![r(e1)], vec![r(den).negated(), r(rcp), Opnd::FloatInline("1.0")]);
        self.emit("v_fma_f64", vec![r(rcp1)], vec![r(rcp), r(e1), r(rcp)]);
        self.emit("v_fma_f64", vec![r(e2)], vec![r(den).negated(), r(rcp1), Opnd::FloatInline("1.0")]);
        self.emit("v_fma_f64", vec![r(rcp2)], vec![r(rcp1), r(e2), r(rcp1)]);
        self.emit("v_div_scale_f64", vec![r(num), vcc], vec![n.clone(), q.clone(), n.clone()]);
        self.emit("v_mul_f64", vec![r(m)], vec![r(num), r(rcp2)]);
        self.emit("v_fma_f64", vec![r(fin)], vec![r(den).negated(), r(m), r(num)]);
        self.emit("v_div_fmas_f64", vec![r(fmas)], vec![r(fin), r(rcp2), r(m)]);
        self.emit("v_div_fixup_f64", vec![r(fixed)], vec![r(fmas), q.clone(), n.clone()]);
        // As for f32: the canonical NaN for 0/0 and inf/inf.
        let (ordered, nan, both) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        let r1 = |x: VReg| Opnd::reg(x, 1);
        self.emit("v_cmp_o_f64_e64", vec![r1(ordered)], vec![n, q]);
        self.emit("v_cmp_u_f64_e64", vec![r1(nan)], vec![r(fixed), r(fixed)]);
        self.emit("s_and_b32", vec![r1(both)], vec![r1(ordered), r1(nan)]);
        self.valu(
            "v_cndmask_b32_e64",
            vec![Opnd::part(d, 0, 1)],
            vec![Opnd::part(fixed, 0, 1), Opnd::Imm(0), r1(both)],
        );
        self.valu(
            "v_cndmask_b32_e64",
            vec![Opnd::part(d, 1, 1)],
            vec![Opnd::part(fixed, 1, 1), Opnd::Imm(0x7ff8_0000), r1(both)],
        );
    }

    /// `frc.f`: `x - floor(x)` with the subtraction rounded down (MODE's
    /// binary32 field set to round toward -inf around it), so that a small
    /// negative `x` gives the float just below 1 and not 1; `v_fract_f32`
    /// rounds to nearest first and would differ.
    pub(super) fn fraction(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        if word(inst, Slot::Type) != Some(Word::F) {
            return Err(self.unsupported(inst));
        }
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let x = self.dw(&a, 0);
        let floor = self.new_vreg(Bank::V, 1);
        self.with_flush(inst, false, |s| {
            s.valu("v_floor_f32_e64", vec![Opnd::reg(floor, 1)], vec![x.clone()]);
            s.emit("s_round_mode", vec![], vec![Opnd::Imm(2)]);
            s.valu("v_sub_f32_e64", vec![Opnd::reg(d, 1)], vec![x, Opnd::reg(floor, 1)]);
            s.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
            Ok(())
        })
    }

    /// `fdiv.fast`: binary32 as `ldexp(mant(x) · rcp(mant(y)), exp(x) -
    /// exp(y))`, so that neither the reciprocal nor the product leaves the
    /// normal range (within 2 ULP: the unit's one and a rounding); binary64
    /// by the IEEE division; f16 and bf16 by the IEEE binary32 division
    /// rounded once more, which is correctly rounded since 24 >= 2p + 2.
    pub(super) fn fast_divide(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let (a, b) = (self.val(&inst.operands[1])?, self.val(&inst.operands[2])?);
        let r = |t: VReg| Opnd::reg(t, 1);
        match word(inst, Slot::Type) {
            Some(Word::F) => {
                let (x, y) = (self.dw(&a, 0), self.dw(&b, 0));
                self.with_flush(inst, false, |s| {
                    let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
                    let (mx, ex, my, ey, inverse, product, e) = (v(s), v(s), v(s), v(s), v(s), v(s), v(s));
                    s.valu("v_frexp_mant_f32_e64", vec![r(mx)], vec![x.clone()]);
                    s.valu("v_frexp_exp_i32_f32_e64", vec![r(ex)], vec![x]);
                    s.valu("v_frexp_mant_f32_e64", vec![r(my)], vec![y.clone()]);
                    s.valu("v_frexp_exp_i32_f32_e64", vec![r(ey)], vec![y]);
                    s.emit("v_rcp_f32_e32", vec![r(inverse)], vec![r(my)]);
                    s.valu("v_mul_f32_e64", vec![r(product)], vec![r(mx), r(inverse)]);
                    s.valu("v_sub_nc_u32_e64", vec![r(e)], vec![r(ex), r(ey)]);
                    s.valu("v_ldexp_f32", vec![r(d)], vec![r(product), r(e)]);
                    Ok(())
                })
            }
            Some(Word::Df) if !inst.has(Slot::Ftz) => {
                let (n, q) = (self.val_in_vgprs(&a, 2), self.val_in_vgprs(&b, 2));
                self.fdiv64(d, n, q);
                Ok(())
            }
            Some(format @ (Word::Hf | Word::Bf)) if !inst.has(Slot::Ftz) => {
                let (x, y) = (self.dw(&a, 0), self.dw(&b, 0));
                let widen = |s: &mut Self, x: Opnd| {
                    let t = s.new_vreg(Bank::V, 1);
                    if format == Word::Hf {
                        s.valu("v_cvt_f32_f16_e64", vec![r(t)], vec![x]);
                    } else {
                        s.valu("v_lshlrev_b32_e64", vec![r(t)], vec![Opnd::Imm(16), x]);
                    }
                    r(t)
                };
                let (x, y) = (widen(self, x), widen(self, y));
                let q = self.new_vreg(Bank::V, 1);
                self.fdiv32(q, x, y);
                if format == Word::Hf {
                    self.valu("v_cvt_f16_f32_e64", vec![r(d)], vec![r(q)]);
                } else {
                    self.f32_to_bf16(d, r(q), Word::Re);
                }
                Ok(())
            }
            _ => Err(self.unsupported(inst)),
        }
    }

    /// The correctly rounded f32 division LLVM emits for OpenCL's
    /// `-cl-fp32-correctly-rounded-divide-sqrt` with denormals kept: scale,
    /// reciprocal, Newton-Raphson refinement with FMAs, `v_div_fmas` (which
    /// reads VCC from the second scale) and `v_div_fixup` for the special
    /// cases.
    pub(super) fn fdiv32(&mut self, d: VReg, n: Opnd, q: Opnd) {
        let n = self.in_vgpr(n);
        let q = self.in_vgpr(q);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let r = |x: VReg| Opnd::reg(x, 1);
        let (den, rcp, e, num, m, e2, fin) = (v(self), v(self), v(self), v(self), v(self), v(self), v(self));
        let (m2, fmas) = (v(self), v(self));
        let vcc = Opnd::Fixed(Fixed::VccLo);
        let null = Opnd::Fixed(Fixed::Null);
        self.emit("v_div_scale_f32", vec![r(den), null], vec![q.clone(), q.clone(), n.clone()]);
        self.emit("v_rcp_f32_e32", vec![r(rcp)], vec![r(den)]);
        self.emit("v_fma_f32", vec![r(e)], vec![r(den).negated(), r(rcp), Opnd::FloatInline("1.0")]);
        let rcp2 = v(self);
        self.emit("v_fma_f32", vec![r(rcp2)], vec![r(e), r(rcp), r(rcp)]);
        self.emit("v_div_scale_f32", vec![r(num), vcc], vec![n.clone(), q.clone(), n.clone()]);
        self.emit("v_mul_f32_e32", vec![r(m)], vec![r(num), r(rcp2)]);
        self.emit("v_fma_f32", vec![r(e2)], vec![r(den).negated(), r(m), r(num)]);
        self.emit("v_fma_f32", vec![r(m2)], vec![r(e2), r(rcp2), r(m)]);
        self.emit("v_fma_f32", vec![r(fin)], vec![r(den).negated(), r(m2), r(num)]);
        self.emit("v_div_fmas_f32", vec![r(fmas)], vec![r(fin), r(rcp2), r(m2)]);
        let fixed = v(self);
        self.emit("v_div_fixup_f32", vec![r(fixed)], vec![r(fmas), q.clone(), n.clone()]);
        // v_div_fixup gives -qNaN (0xffc00000) for 0/0 and inf/inf; PISA's
        // invalid operations give the canonical +qNaN, and NaN operands
        // propagate as they are.
        let (ordered, nan, both) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        self.emit("v_cmp_o_f32_e64", vec![r(ordered)], vec![n, q]);
        self.emit("v_cmp_u_f32_e64", vec![r(nan)], vec![r(fixed), r(fixed)]);
        self.emit("s_and_b32", vec![r(both)], vec![r(ordered), r(nan)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(fixed), Opnd::Imm(0x7fc0_0000), r(both)]);
    }

    pub(super) fn int_to_float(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let to = word(inst, Slot::To);
        let from = word(inst, Slot::From);
        // `.dsat` clamps to the largest finite value: only f16's range is
        // smaller than an integer's (f32, f64 and bf16 hold 2^64).
        let (bits, signed) = match from {
            Some(Word::U8) => (8, false),
            Some(Word::S8) => (8, true),
            Some(Word::U16) => (16, false),
            Some(Word::S16) => (16, true),
            Some(Word::U32) => (32, false),
            Some(Word::S32) => (32, true),
            Some(Word::U64) => (64, false),
            Some(Word::S64) => (64, true),
            _ => return Err(self.unsupported(inst)),
        };
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        if bits == 64 {
            return self.int64_to_float(inst, d, &a, signed);
        }
        let x = self.extended(&a, bits, signed);
        match to {
            Some(Word::Hf) | Some(Word::Bf) => return self.int_to_16_bit_float(inst, d, x, bits, signed),
            Some(Word::Df) => {
                // Every 32-bit integer is a binary64 value.
                let op = if signed { "v_cvt_f64_i32_e64" } else { "v_cvt_f64_u32_e64" };
                self.valu(op, vec![Opnd::reg(d, 2)], vec![x]);
            }
            Some(Word::F) if word(inst, Slot::Rndmode) == Some(Word::Rna) => self.int_to_f32_rna(d, x, signed),
            Some(Word::F) => {
                let op = if signed { "v_cvt_f32_i32_e64" } else { "v_cvt_f32_u32_e64" };
                self.with_rounding(inst, RoundField::Both, |s| {
                    s.valu(op, vec![Opnd::reg(d, 1)], vec![x]);
                    Ok(())
                })?;
            }
            _ => return Err(self.unsupported(inst)),
        }
        Ok(())
    }

    /// An integer of up to 32 bits to f16 or bf16, rounded once: through
    /// f32, exactly for 8 and 16 bits; for 32 bits rounded to odd (toward
    /// zero, then the last bit set when that was inexact), which keeps
    /// the second rounding correct since f32 has more than two bits beyond
    /// either format's.
    fn int_to_16_bit_float(
        &mut self,
        inst: &ir::Inst,
        d: VReg,
        x: Opnd,
        bits: u32,
        signed: bool,
    ) -> Result<(), CompileError> {
        let mode = word(inst, Slot::Rndmode).unwrap_or(Word::Re);
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let to_f32 = if signed { "v_cvt_f32_i32_e64" } else { "v_cvt_f32_u32_e64" };
        let wide = if bits <= 16 {
            let q = v(self);
            self.valu(to_f32, vec![r(q)], vec![x.clone()]);
            q
        } else {
            self.int32_to_f32_odd(x.clone(), signed)
        };
        if word(inst, Slot::To) == Some(Word::Bf) {
            self.f32_to_bf16(d, r(wide), mode);
            return Ok(());
        }
        let rounded = v(self);
        if mode == Word::Rna {
            self.f32_to_f16_rna(rounded, r(wide));
        } else {
            self.with_rounding(inst, RoundField::F16F64, |s| {
                s.valu("v_cvt_f16_f32_e64", vec![r(rounded)], vec![r(wide)]);
                Ok(())
            })?;
        }
        // PISA's overflow: a source of at least 2^16 (only a 32-bit one)
        // overflows in every mode (a directed rounding's largest finite
        // value included) to infinity, or with `.dsat` to the largest
        // finite value, as an IEEE overflow to infinity does then.
        let mut result = rounded;
        let (sign, infinity) = (v(self), v(self));
        self.valu("v_and_b32_e64", vec![r(sign)], vec![Opnd::Imm(0x8000), r(rounded)]);
        self.valu("v_or_b32_e64", vec![r(infinity)], vec![r(sign), Opnd::Imm(0x7c00)]);
        if bits == 32 {
            let huge = self.new_vreg(Bank::S, 1);
            if signed {
                let biased = v(self);
                self.valu("v_add_nc_u32_e64", vec![r(biased)], vec![x, Opnd::Imm(65535)]);
                self.valu("v_cmp_lt_u32_e64", vec![r(huge)], vec![Opnd::Imm(131_070), r(biased)]);
            } else {
                self.valu("v_cmp_lt_u32_e64", vec![r(huge)], vec![Opnd::Imm(65535), x]);
            }
            let overflowed = v(self);
            self.valu("v_cndmask_b32_e64", vec![r(overflowed)], vec![r(rounded), r(infinity), r(huge)]);
            result = overflowed;
        }
        if inst.has(Slot::Dsat) {
            let (magnitude, largest) = (v(self), v(self));
            let infinite = self.new_vreg(Bank::S, 1);
            self.valu("v_and_b32_e64", vec![r(magnitude)], vec![Opnd::Imm(0x7fff), r(result)]);
            self.valu("v_cmp_eq_u32_e64", vec![r(infinite)], vec![Opnd::Imm(0x7c00), r(magnitude)]);
            self.valu("v_or_b32_e64", vec![r(largest)], vec![r(sign), Opnd::Imm(0x7bff)]);
            self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(result), r(largest), r(infinite)]);
        } else {
            self.emit("v_mov_b32_e32", vec![r(d)], vec![r(result)]);
        }
        Ok(())
    }

    /// A 64-bit integer to f64 or f32, rounded once in the instruction's
    /// mode. f64: the high half (scaled by 2^32) and the low half are
    /// exact, their sum rounds once. f32: the value shifted left until its
    /// top bit is the first one that differs from the sign, its high
    /// dword with a sticky bit for any bit set below it (which stands for
    /// them: it lies below the rounding position and keeps ties and exact
    /// values apart), converted and scaled back exactly.
    fn int64_to_float(&mut self, inst: &ir::Inst, d: VReg, a: &Val, signed: bool) -> Result<(), CompileError> {
        let mode = word(inst, Slot::Rndmode);
        let whole = self.val_in_vgprs(a, 2);
        if mode == Some(Word::Rna) && word(inst, Slot::To) == Some(Word::Df) {
            self.int64_to_f64_rna(d, whole, signed);
            return Ok(());
        }
        let whole_val = self.opnd_whole(whole.clone(), 2);
        let (lo, hi) = (self.dw(&whole_val, 0), self.dw(&whole_val, 1));
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        match word(inst, Slot::To) {
            Some(Word::Df) => {
                let (high, scaled, low) =
                    (self.new_vreg(Bank::V, 2), self.new_vreg(Bank::V, 2), self.new_vreg(Bank::V, 2));
                let op = if signed { "v_cvt_f64_i32_e64" } else { "v_cvt_f64_u32_e64" };
                self.valu(op, vec![Opnd::reg(high, 2)], vec![hi]);
                self.valu("v_ldexp_f64", vec![Opnd::reg(scaled, 2)], vec![Opnd::reg(high, 2), Opnd::Imm(32)]);
                self.valu("v_cvt_f64_u32_e64", vec![Opnd::reg(low, 2)], vec![lo]);
                self.with_rounding(inst, RoundField::F16F64, |s| {
                    s.valu("v_add_f64", vec![Opnd::reg(d, 2)], vec![Opnd::reg(scaled, 2), Opnd::reg(low, 2)]);
                    Ok(())
                })
            }
            // Past 2^16 every f16 result overflows alike: a value clamped
            // to 32 bits converts as the 64-bit one does.
            Some(Word::Hf) => {
                let (clamped, fits) = (v(self), self.new_vreg(Bank::S, 1));
                if signed {
                    let (extended, limit) = (v(self), v(self));
                    self.valu("v_ashrrev_i32_e64", vec![r(extended)], vec![Opnd::Imm(31), lo.clone()]);
                    self.valu("v_cmp_eq_u32_e64", vec![r(fits)], vec![r(extended), hi.clone()]);
                    // i32::MAX or i32::MIN by the sign.
                    self.valu("v_ashrrev_i32_e64", vec![r(limit)], vec![Opnd::Imm(31), hi.clone()]);
                    let bound = v(self);
                    self.valu("v_xor_b32_e64", vec![r(bound)], vec![r(limit), Opnd::Imm(0x7fff_ffff)]);
                    self.valu("v_cndmask_b32_e64", vec![r(clamped)], vec![r(bound), lo.clone(), r(fits)]);
                } else {
                    self.valu("v_cmp_eq_u32_e64", vec![r(fits)], vec![hi.clone(), Opnd::Imm(0)]);
                    self.valu("v_cndmask_b32_e64", vec![r(clamped)], vec![Opnd::Imm(-1), lo.clone(), r(fits)]);
                }
                self.int_to_16_bit_float(inst, d, r(clamped), 32, signed)
            }
            Some(to @ (Word::F | Word::Bf)) => {
                // Leading bits to shift out: zeros (unsigned), or copies of
                // the sign beyond the sign itself (signed).
                let (zl, zh) = if signed {
                    let (sign, zl, zh) = (v(self), v(self), v(self));
                    self.valu("v_ashrrev_i32_e64", vec![r(sign)], vec![Opnd::Imm(31), hi.clone()]);
                    self.valu("v_xor_b32_e64", vec![r(zl)], vec![lo.clone(), r(sign)]);
                    self.valu("v_xor_b32_e64", vec![r(zh)], vec![hi.clone(), r(sign)]);
                    (r(zl), r(zh))
                } else {
                    (lo.clone(), hi.clone())
                };
                let (clz_lo, capped, below, clz_hi, lz, shift) = (v(self), v(self), v(self), v(self), v(self), v(self));
                // clz64 = min(clz(hi), 32 + min(clz(lo), 32)); clz of 0 is -1 (all ones).
                self.valu("v_clz_i32_u32_e64", vec![r(clz_lo)], vec![zl]);
                self.valu("v_min_u32_e64", vec![r(capped)], vec![r(clz_lo), Opnd::Imm(32)]);
                self.valu("v_add_nc_u32_e64", vec![r(below)], vec![r(capped), Opnd::Imm(32)]);
                self.valu("v_clz_i32_u32_e64", vec![r(clz_hi)], vec![zh]);
                self.valu("v_min_u32_e64", vec![r(lz)], vec![r(clz_hi), r(below)]);
                if signed {
                    self.valu("v_add_nc_u32_e64", vec![r(shift)], vec![r(lz), Opnd::Imm(-1)]);
                } else {
                    self.valu("v_min_u32_e64", vec![r(shift)], vec![r(lz), Opnd::Imm(63)]);
                }
                let y = self.new_vreg(Bank::V, 2);
                self.valu("v_lshlrev_b64", vec![Opnd::reg(y, 2)], vec![r(shift), whole]);
                let (sticky, top, q, e) = (v(self), v(self), v(self), v(self));
                let nonzero = self.new_vreg(Bank::S, 1);
                self.valu("v_cmp_ne_u32_e64", vec![r(nonzero)], vec![Opnd::Imm(0), Opnd::part(y, 0, 1)]);
                self.valu("v_cndmask_b32_e64", vec![r(sticky)], vec![Opnd::Imm(0), Opnd::Imm(1), r(nonzero)]);
                self.valu("v_or_b32_e64", vec![r(top)], vec![Opnd::part(y, 1, 1), r(sticky)]);
                let op = if signed { "v_cvt_f32_i32_e64" } else { "v_cvt_f32_u32_e64" };
                match (to, mode) {
                    (Word::F, Some(Word::Rna)) => self.int_to_f32_rna(q, r(top), signed),
                    (Word::F, _) => self.with_rounding(inst, RoundField::F32, |s| {
                        s.valu(op, vec![r(q)], vec![r(top)]);
                        Ok(())
                    })?,
                    // bf16: the top dword rounded to odd in f32 (toward
                    // zero, the last bit set when inexact; its sticky bit
                    // stands for the bits below), rounded again below.
                    _ => {
                        let odd = self.int32_to_f32_odd(r(top), signed);
                        self.emit("v_mov_b32_e32", vec![r(q)], vec![r(odd)]);
                    }
                }
                self.valu("v_sub_nc_u32_e64", vec![r(e)], vec![Opnd::Imm(32), r(shift)]);
                if to == Word::F {
                    self.valu("v_ldexp_f32", vec![Opnd::reg(d, 1)], vec![r(q), r(e)]);
                } else {
                    // Scaled exactly (at most 2^64), then rounded to bf16.
                    let scaled = v(self);
                    self.valu("v_ldexp_f32", vec![r(scaled)], vec![r(q), r(e)]);
                    self.f32_to_bf16(d, r(scaled), mode.unwrap_or(Word::Re));
                }
                Ok(())
            }
            _ => Err(self.unsupported(inst)),
        }
    }

    /// `fadd`, `fsub`, `fmul` and `fmad` rounded to nearest with ties away
    /// from zero, which no hardware mode gives, in f32, f16 and bf16: in a
    /// wider format (f64 for f32 and for a bf16 product, f32 for f16 and a
    /// bf16 sum) a product is exact, and a sum is made exact as TwoSum's
    /// `s + e` (`e` the rounding error, exact); the value is rounded to odd
    /// there (`s` toward zero, its last bit set when `e` is not zero: the
    /// next rounding then sees ties and exact values as they were, having
    /// at least two bits more) and rounded once to the instruction's format
    /// with ties away. bf16 `fmad` is `bf16_fma`'s. `.dsat` on f32 clamps
    /// the rounded value (exactly: adding +0 to it); `.ftz` and the 16-bit
    /// `.dsat` are applied around this by the selector's wrappers.
    fn arith_rna(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let format = word(inst, Slot::Type).unwrap_or(Word::F);
        let (d, _, _) = self.dst(inst);
        let mut narrow = Vec::new();
        for o in &inst.operands[1..] {
            let v = self.val(o)?;
            narrow.push(self.dw(&v, 0));
        }
        if format == Word::Bf && inst.opcode == Opcode::Fmad {
            return self.bf16_fma(d, narrow, Word::Rna);
        }
        // The wider format: f64 (two dwords) or f32.
        let double = format == Word::F || (format == Word::Bf && inst.opcode == Opcode::Fmul);
        let n = if double { 2 } else { 1 };
        let mut wide = Vec::new();
        for x in &narrow {
            let t = self.new_vreg(Bank::V, n);
            match format {
                Word::F => self.valu("v_cvt_f64_f32_e64", vec![Opnd::reg(t, 2)], vec![x.clone()]),
                Word::Hf => self.valu("v_cvt_f32_f16_e64", vec![Opnd::reg(t, 1)], vec![x.clone()]),
                _ => {
                    let f = self.bf16_to_f32(x.clone());
                    if double {
                        self.valu("v_cvt_f64_f32_e64", vec![Opnd::reg(t, 2)], vec![f]);
                    } else {
                        self.emit("v_mov_b32_e32", vec![Opnd::reg(t, 1)], vec![f]);
                    }
                }
            }
            wide.push(Opnd::reg(t, n));
        }
        let mul = if double { "v_mul_f64" } else { "v_mul_f32_e64" };
        let odd = match inst.opcode {
            Opcode::Fmul => {
                let p = self.new_vreg(Bank::V, n);
                self.valu(mul, vec![Opnd::reg(p, n)], vec![wide[0].clone(), wide[1].clone()]);
                p
            }
            Opcode::Fmad => {
                let p = self.new_vreg(Bank::V, n);
                self.valu(mul, vec![Opnd::reg(p, n)], vec![wide[0].clone(), wide[1].clone()]);
                self.sum_to_odd(Opnd::reg(p, n), wide[2].clone(), double)
            }
            Opcode::Fsub => self.sum_to_odd(wide[0].clone(), wide[1].clone().negated(), double),
            _ => self.sum_to_odd(wide[0].clone(), wide[1].clone(), double),
        };
        let rounded = self.new_vreg(Bank::V, 1);
        match format {
            Word::F => self.f64_to_f32_rna(rounded, Opnd::reg(odd, 2)),
            Word::Hf => self.f32_to_f16_rna(rounded, Opnd::reg(odd, 1)),
            _ => {
                let f = if double { Opnd::reg(self.f64_to_f32_odd(Opnd::reg(odd, 2)), 1) } else { Opnd::reg(odd, 1) };
                self.f32_to_bf16(rounded, f, Word::Rna);
            }
        }
        // A NaN operand gives the first NaN, quieted, as PISA's rule says
        // (and not the sign a subtraction's negation gave it above).
        let result = self.first_nan_quieted(format, &narrow, rounded);
        if format == Word::F && inst.has(Slot::Dsat) {
            // Clamped to [+0, 1], a NaN to +0; -0 + +0 is +0.
            self.emit_valu_mods(
                "v_add_f32_e64",
                vec![Opnd::reg(d, 1)],
                vec![Opnd::reg(result, 1), Opnd::Imm(0)],
                "clamp",
            );
        } else {
            self.emit("v_mov_b32_e32", vec![Opnd::reg(d, 1)], vec![Opnd::reg(result, 1)]);
        }
        Ok(())
    }

    /// `x + y` rounded to odd in f64 (`double`) or f32: TwoSum gives the
    /// sum `s` and its exact error `e`; `s` steps toward zero when `e`
    /// points that way, and gets its last bit set when `e` is not zero. A
    /// sum that is not finite is left as it is (`e` is a NaN then).
    fn sum_to_odd(&mut self, x: Opnd, y: Opnd, double: bool) -> VReg {
        let n = if double { 2 } else { 1 };
        let rg = |t: VReg| Opnd::reg(t, n);
        let (s, e) = self.two_sum(x, y, double);
        let hi = |t: VReg| if double { Opnd::part(t, 1, 1) } else { Opnd::reg(t, 1) };
        let (signs, opposite, inexact) =
            (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        self.valu("v_xor_b32_e64", vec![Opnd::reg(signs, 1)], vec![hi(s), hi(e)]);
        self.valu("v_cmp_gt_i32_e64", vec![Opnd::reg(opposite, 1)], vec![Opnd::Imm(0), Opnd::reg(signs, 1)]);
        let cmp_ne = if double { "v_cmp_neq_f64_e64" } else { "v_cmp_neq_f32_e64" };
        self.valu(cmp_ne, vec![Opnd::reg(inexact, 1)], vec![rg(e), Opnd::Imm(0)]);
        self.round_to_odd(s, double, opposite, inexact)
    }

    /// A value `s` rounded to nearest made the value rounded to odd at the
    /// same precision: one step toward zero where the exact value lies on
    /// zero's side of it (`toward`) and it was `inexact`, then the last bit
    /// set where it was inexact. A value that is not finite stays.
    fn round_to_odd(&mut self, s: VReg, double: bool, toward: VReg, inexact: VReg) -> VReg {
        let n = if double { 2 } else { 1 };
        let rg = |t: VReg| Opnd::reg(t, n);
        let hi = |t: VReg| if double { Opnd::part(t, 1, 1) } else { Opnd::reg(t, 1) };
        let lo = |t: VReg| Opnd::part(t, 0, 1);
        let v1 = |me: &mut Self| me.new_vreg(Bank::V, 1);
        let s1 = |me: &mut Self| me.new_vreg(Bank::S, 1);
        let (finite, step, odd_on) = (s1(self), s1(self), s1(self));
        let odd_lo = v1(self);
        let class = if double { "v_cmp_class_f64_e64" } else { "v_cmp_class_f32_e64" };
        self.valu(class, vec![Opnd::reg(finite, 1)], vec![rg(s), Opnd::Imm(0x1f8)]);
        self.emit("s_and_b32", vec![Opnd::reg(step, 1)], vec![Opnd::reg(toward, 1), Opnd::reg(inexact, 1)]);
        self.emit("s_and_b32", vec![Opnd::reg(step, 1)], vec![Opnd::reg(step, 1), Opnd::reg(finite, 1)]);
        self.emit("s_and_b32", vec![Opnd::reg(odd_on, 1)], vec![Opnd::reg(inexact, 1), Opnd::reg(finite, 1)]);
        let result = self.new_vreg(Bank::V, n);
        if !double {
            // One step toward zero: the bit pattern's magnitude less one.
            let dec_lo = v1(self);
            self.valu("v_add_nc_u32_e64", vec![Opnd::reg(dec_lo, 1)], vec![rg(s), Opnd::Imm(-1)]);
            let toward = v1(self);
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::reg(toward, 1)],
                vec![rg(s), Opnd::reg(dec_lo, 1), Opnd::reg(step, 1)],
            );
            self.valu("v_or_b32_e64", vec![Opnd::reg(odd_lo, 1)], vec![Opnd::reg(toward, 1), Opnd::Imm(1)]);
            self.valu(
                "v_cndmask_b32_e64",
                vec![rg(result)],
                vec![Opnd::reg(toward, 1), Opnd::reg(odd_lo, 1), Opnd::reg(odd_on, 1)],
            );
        } else {
            let (toward_lo, toward_hi) = (v1(self), v1(self));
            let dec = self.new_vreg(Bank::V, 2);
            let whole = Val::Reg { reg: s, bank: Bank::V, first: 0, count: 2 };
            self.add64(dec, Bank::V, &whole, &Val::Imm(1), true);
            let (dec_lo, dec_hi) = (Opnd::part(dec, 0, 1), Opnd::part(dec, 1, 1));
            self.valu("v_cndmask_b32_e64", vec![Opnd::reg(toward_lo, 1)], vec![lo(s), dec_lo, Opnd::reg(step, 1)]);
            self.valu("v_cndmask_b32_e64", vec![Opnd::reg(toward_hi, 1)], vec![hi(s), dec_hi, Opnd::reg(step, 1)]);
            self.valu("v_or_b32_e64", vec![Opnd::reg(odd_lo, 1)], vec![Opnd::reg(toward_lo, 1), Opnd::Imm(1)]);
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(result, 0, 1)],
                vec![Opnd::reg(toward_lo, 1), Opnd::reg(odd_lo, 1), Opnd::reg(odd_on, 1)],
            );
            self.emit("v_mov_b32_e32", vec![Opnd::part(result, 1, 1)], vec![Opnd::reg(toward_hi, 1)]);
        }
        result
    }

    /// f32 division in a directed rounding or with ties away: the f32
    /// operands divide in f64, correctly rounded to nearest (`fdiv64`); the
    /// remainder `a - q·b` is exact there (f32 operands are far inside
    /// f64's range), and its sign with `b`'s says on which side of `q` the
    /// exact quotient lies. Rounded to odd in f64 (53 bits >= 24 + 2), it
    /// rounds once to f32 in the instruction's mode; the conversion's
    /// overflow and underflow are IEEE's, as the division's are.
    fn fdiv32_rounded(&mut self, d: VReg, a: Opnd, b: Opnd, mode: Word) {
        let w = |t: VReg| Opnd::reg(t, 2);
        let r = |t: VReg| Opnd::reg(t, 1);
        let (wa, wb, q, rem) = (
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
        );
        self.valu("v_cvt_f64_f32_e64", vec![w(wa)], vec![a.clone()]);
        self.valu("v_cvt_f64_f32_e64", vec![w(wb)], vec![b.clone()]);
        self.fdiv64(q, w(wa), w(wb));
        self.valu("v_fma_f64", vec![w(rem)], vec![w(q).negated(), w(wb), w(wa)]);
        // Inexact: a nonzero (ordered: not NaN) remainder. Toward zero:
        // the signs of remainder, divisor and quotient multiply to minus.
        let (signs, signs2) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
        let (toward, inexact) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        self.valu("v_cmp_lg_f64_e64", vec![r(inexact)], vec![w(rem), Opnd::Imm(0)]);
        self.valu("v_xor_b32_e64", vec![r(signs)], vec![Opnd::part(rem, 1, 1), Opnd::part(wb, 1, 1)]);
        self.valu("v_xor_b32_e64", vec![r(signs2)], vec![r(signs), Opnd::part(q, 1, 1)]);
        self.valu("v_cmp_gt_i32_e64", vec![r(toward)], vec![Opnd::Imm(0), r(signs2)]);
        let odd = self.round_to_odd(q, true, toward, inexact);
        let rounded = self.new_vreg(Bank::V, 1);
        if mode == Word::Rna {
            self.f64_to_f32_rna(rounded, w(odd));
        } else {
            let m = match mode {
                Word::Ru => 1,
                Word::Rd => 2,
                _ => 3,
            };
            self.emit("s_round_mode", vec![], vec![Opnd::Imm(m | m << 2)]);
            self.valu("v_cvt_f32_f64_e64", vec![r(rounded)], vec![w(odd)]);
            self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        }
        let result = self.first_nan_quieted(Word::F, &[a, b], rounded);
        self.emit("v_mov_b32_e32", vec![r(d)], vec![r(result)]);
    }

    /// `frsqrt.df` within 1 ULP (the spec's bound): the input scaled by an
    /// even power of two into [1, 4) (denormals first by 2^128), where
    /// `v_rsq_f64`'s estimate takes one Newton step and a last one whose
    /// residual `1 - x·y²` is taken with `y²` exact as `p + pe` (so it is
    /// accurate far below an ulp): that step's one rounding is the only
    /// error of note (half an ulp). The result is scaled back exactly.
    /// Zeros give infinities of their sign, +inf gives +0, a NaN stays a
    /// NaN (quieted), and negative inputs give the default NaN.
    pub(super) fn rsqrt_f64(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let x = self.val_in_vgprs(&a, 2);
        let r = |t: VReg| Opnd::reg(t, 1);
        let w = |t: VReg| Opnd::reg(t, 2);
        let v1 = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let v2 = |s: &mut Self| s.new_vreg(Bank::V, 2);
        let s1 = |s: &mut Self| s.new_vreg(Bank::S, 1);
        // Below 2^-960 (0x03f00000 is the high dword of 2^-960): by 2^128.
        let tiny = s1(self);
        self.valu("v_cmp_gt_f64_e64", vec![r(tiny)], vec![Opnd::Imm(0x03f0_0000), x.clone()]);
        let (pre, x1) = (v1(self), v2(self));
        self.valu("v_cndmask_b32_e64", vec![r(pre)], vec![Opnd::Imm(0), Opnd::Imm(128), r(tiny)]);
        self.valu("v_ldexp_f64", vec![w(x1)], vec![x.clone(), r(pre)]);
        // k = floor((biased exponent - 1023) / 2); x2 = x1 · 2^-2k.
        let (biased, unbiased, k, minus_2k, x2) = (v1(self), v1(self), v1(self), v1(self), v2(self));
        self.valu("v_bfe_u32", vec![r(biased)], vec![Opnd::part(x1, 1, 1), Opnd::Imm(20), Opnd::Imm(11)]);
        self.valu("v_add_nc_u32_e64", vec![r(unbiased)], vec![r(biased), Opnd::Imm(-1023)]);
        self.valu("v_ashrrev_i32_e64", vec![r(k)], vec![Opnd::Imm(1), r(unbiased)]);
        self.valu("v_mul_lo_u32", vec![r(minus_2k)], vec![r(k), Opnd::Imm(-2)]);
        self.valu("v_ldexp_f64", vec![w(x2)], vec![w(x1), r(minus_2k)]);
        let (y0, h0, p0, e0, y1) = (v2(self), v2(self), v2(self), v2(self), v2(self));
        self.emit("v_rsq_f64_e32", vec![w(y0)], vec![w(x2)]);
        self.valu("v_mul_f64", vec![w(p0)], vec![w(y0), w(y0)]);
        self.valu("v_fma_f64", vec![w(e0)], vec![w(x2).negated(), w(p0), Opnd::FloatInline("1.0")]);
        self.valu("v_mul_f64", vec![w(h0)], vec![w(y0), Opnd::FloatInline("0.5")]);
        self.valu("v_fma_f64", vec![w(y1)], vec![w(h0), w(e0), w(y0)]);
        let (p, pe, t, e1, h1, y2) = (v2(self), v2(self), v2(self), v2(self), v2(self), v2(self));
        self.valu("v_mul_f64", vec![w(p)], vec![w(y1), w(y1)]);
        self.valu("v_fma_f64", vec![w(pe)], vec![w(y1), w(y1), w(p).negated()]);
        self.valu("v_fma_f64", vec![w(t)], vec![w(x2).negated(), w(p), Opnd::FloatInline("1.0")]);
        self.valu("v_fma_f64", vec![w(e1)], vec![w(x2).negated(), w(pe), w(t)]);
        self.valu("v_mul_f64", vec![w(h1)], vec![w(y1), Opnd::FloatInline("0.5")]);
        self.valu("v_fma_f64", vec![w(y2)], vec![w(h1), w(e1), w(y1)]);
        // Back: 2^(pre/2 - k).
        let (half_pre, back, y) = (v1(self), v1(self), v2(self));
        self.valu("v_lshrrev_b32_e64", vec![r(half_pre)], vec![Opnd::Imm(1), r(pre)]);
        self.valu("v_sub_nc_u32_e64", vec![r(back)], vec![r(half_pre), r(k)]);
        self.valu("v_ldexp_f64", vec![w(y)], vec![w(y2), r(back)]);
        // Special inputs (class bits: NaNs 0x3, negatives 0x3c, zeros 0x60,
        // +inf 0x200).
        let (zero, nan, negative, infinite) = (s1(self), s1(self), s1(self), s1(self));
        self.valu("v_cmp_class_f64_e64", vec![r(zero)], vec![x.clone(), Opnd::Imm(0x60)]);
        self.valu("v_cmp_class_f64_e64", vec![r(nan)], vec![x.clone(), Opnd::Imm(0x3)]);
        self.valu("v_cmp_class_f64_e64", vec![r(negative)], vec![x.clone(), Opnd::Imm(0x1c)]);
        self.valu("v_cmp_class_f64_e64", vec![r(infinite)], vec![x.clone(), Opnd::Imm(0x200)]);
        let (xlo, xhi) = (self.dw(&a, 0), self.dw(&a, 1));
        let (signed_inf, quieted) = (v1(self), v1(self));
        self.valu(
            "v_and_or_b32",
            vec![r(signed_inf)],
            vec![xhi.clone(), Opnd::Imm(0x8000_0000u32 as i32 as i64), Opnd::Imm(0x7ff0_0000)],
        );
        self.valu("v_or_b32_e64", vec![r(quieted)], vec![xhi, Opnd::Imm(0x0008_0000)]);
        let (lo1, hi1, lo2, hi2, lo3, hi3) = (v1(self), v1(self), v1(self), v1(self), v1(self), v1(self));
        // Negative: the default NaN (high 0x7ff80000, low 0).
        self.valu("v_cndmask_b32_e64", vec![r(lo1)], vec![Opnd::part(y, 0, 1), Opnd::Imm(0), r(negative)]);
        self.valu("v_cndmask_b32_e64", vec![r(hi1)], vec![Opnd::part(y, 1, 1), Opnd::Imm(0x7ff8_0000), r(negative)]);
        // Zero: infinity of its sign; +inf: +0.
        self.valu("v_cndmask_b32_e64", vec![r(lo2)], vec![r(lo1), Opnd::Imm(0), r(zero)]);
        self.valu("v_cndmask_b32_e64", vec![r(hi2)], vec![r(hi1), r(signed_inf), r(zero)]);
        self.valu("v_cndmask_b32_e64", vec![r(lo3)], vec![r(lo2), Opnd::Imm(0), r(infinite)]);
        self.valu("v_cndmask_b32_e64", vec![r(hi3)], vec![r(hi2), Opnd::Imm(0), r(infinite)]);
        self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 0, 1)], vec![r(lo3), xlo, r(nan)]);
        self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 1, 1)], vec![r(hi3), r(quieted), r(nan)]);
        Ok(())
    }

    /// `-b` for an f64 subtraction done as an addition, but a NaN `b`
    /// keeps its sign, as `a - b` would.
    fn negated_f64_keeping_nan(&mut self, inst: &ir::Inst, b: &Val) -> Result<Opnd, CompileError> {
        let b = self.val_in_vgprs(b, 2);
        let Some(breg) = b.vreg() else { return Err(self.unsupported(inst)) };
        let (m, hi, nb) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 2));
        self.valu("v_cmp_u_f64_e64", vec![Opnd::reg(m, 1)], vec![b.clone(), b]);
        self.valu(
            "v_xor_b32_e64",
            vec![Opnd::reg(hi, 1)],
            vec![Opnd::Imm(0x8000_0000u32 as i32 as i64), Opnd::part(breg, 1, 1)],
        );
        self.emit("v_mov_b32_e32", vec![Opnd::part(nb, 0, 1)], vec![Opnd::part(breg, 0, 1)]);
        self.valu(
            "v_cndmask_b32_e64",
            vec![Opnd::part(nb, 1, 1)],
            vec![Opnd::reg(hi, 1), Opnd::part(breg, 1, 1), Opnd::reg(m, 1)],
        );
        Ok(Opnd::reg(nb, 2))
    }

    /// f64 `fadd`/`fsub` with ties away from zero. TwoSum gives the sum
    /// rounded to nearest even, `s`, and its exact error `e` (exact for
    /// every finite sum, denormals included). Ties-away differs only at
    /// a tie that went toward zero: there `e` is half the step from `s` to
    /// its neighbour away from zero, `next` (the bit pattern plus one),
    /// which `2e == next - s` tests exactly (an exact sum has `e = 0`, and
    /// a sum that is not finite makes `next - s` a NaN).
    fn add_rna_f64(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let x = self.val_in_vgprs(&a, 2);
        let y = if inst.opcode == Opcode::Fsub {
            self.negated_f64_keeping_nan(inst, &b)?
        } else {
            self.val_in_vgprs(&b, 2)
        };
        let w = |t: VReg| Opnd::reg(t, 2);
        let v2 = |s: &mut Self| s.new_vreg(Bank::V, 2);
        let (s, e) = self.two_sum(x, y, true);
        let (next, step, twice) = (v2(self), v2(self), v2(self));
        let from = Val::Reg { reg: s, bank: Bank::V, first: 0, count: 2 };
        self.add64(next, Bank::V, &from, &Val::Imm(1), false);
        self.valu("v_add_f64", vec![w(step)], vec![w(next), w(s).negated()]);
        self.valu("v_add_f64", vec![w(twice)], vec![w(e), w(e)]);
        let tie = self.new_vreg(Bank::S, 1);
        self.valu("v_cmp_eq_f64_e64", vec![Opnd::reg(tie, 1)], vec![w(twice), w(step)]);
        let result = v2(self);
        for k in 0..2 {
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(result, k, 1)],
                vec![Opnd::part(s, k, 1), Opnd::part(next, k, 1), Opnd::reg(tie, 1)],
            );
        }
        self.write_f64(inst, d, result);
        Ok(())
    }

    /// f64 `fmad` with ties away from zero. The hardware's fma gives `s`,
    /// rounded to nearest even; ties-away differs only where the exact
    /// `a·b + c` is the midpoint `s + h` on the side away from zero (`h`
    /// half the step to `next`, the bit pattern plus one). That is tested
    /// exactly in a copy scaled by `2^-k` (`a = ma·2^ea`, `b = mb·2^eb`,
    /// `k = ea + eb`): `ma·mb` is `p1 + p2` exactly (an fma), and the five
    /// terms `p1 + p2 + c' - s' - h'` are summed without error into a
    /// nonoverlapping expansion (TwoSum, Shewchuk's grow-expansion), which
    /// is zero exactly when every component is. Where the scaled addend is
    /// beyond 2^60 or below 2^-200 (but not zero) no tie is possible (the
    /// midpoint's bits cannot come from both terms) and the scaled values
    /// could overflow or round, so the test is skipped there, as for zero,
    /// infinite and NaN operands, and where `h'` is below 2^-300 (a zero
    /// `s` may still be a tie that underflowed: `2^-1075` is one).
    fn fma_rna_f64(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let mut ops = Vec::new();
        for o in &inst.operands[1..4] {
            let v = self.val(o)?;
            ops.push(self.val_in_vgprs(&v, 2));
        }
        let (a, b, c) = (ops[0].clone(), ops[1].clone(), ops[2].clone());
        let r = |t: VReg| Opnd::reg(t, 1);
        let w = |t: VReg| Opnd::reg(t, 2);
        let v1 = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let v2 = |s: &mut Self| s.new_vreg(Bank::V, 2);
        let s1 = |s: &mut Self| s.new_vreg(Bank::S, 1);
        let sum = v2(self);
        self.valu("v_fma_f64", vec![w(sum)], vec![a.clone(), b.clone(), c.clone()]);
        let (ea, ma) = self.f64_split(a.clone());
        let (eb, mb) = self.f64_split(b.clone());
        let (k, minus_k) = (v1(self), v1(self));
        self.valu("v_add_nc_u32_e64", vec![r(k)], vec![r(ea), r(eb)]);
        self.valu("v_sub_nc_u32_e64", vec![r(minus_k)], vec![Opnd::Imm(0), r(k)]);
        let (p1, p2, c_scaled, s_scaled, next, step, half) =
            (v2(self), v2(self), v2(self), v2(self), v2(self), v2(self), v2(self));
        self.valu("v_mul_f64", vec![w(p1)], vec![w(ma), w(mb)]);
        self.valu("v_fma_f64", vec![w(p2)], vec![w(ma), w(mb), w(p1).negated()]);
        self.valu("v_ldexp_f64", vec![w(c_scaled)], vec![c.clone(), r(minus_k)]);
        self.valu("v_ldexp_f64", vec![w(s_scaled)], vec![w(sum), r(minus_k)]);
        let from = Val::Reg { reg: sum, bank: Bank::V, first: 0, count: 2 };
        self.add64(next, Bank::V, &from, &Val::Imm(1), false);
        self.valu("v_add_f64", vec![w(step)], vec![w(next), w(sum).negated()]);
        let minus_one_minus_k = v1(self);
        self.valu("v_add_nc_u32_e64", vec![r(minus_one_minus_k)], vec![r(minus_k), Opnd::Imm(-1)]);
        self.valu("v_ldexp_f64", vec![w(half)], vec![w(step), r(minus_one_minus_k)]);
        // The expansion of p1 + p2 + c' - s' - h', grown one term at a time.
        let terms = [w(p2), w(c_scaled), w(s_scaled).negated(), w(half).negated()];
        let mut expansion: Vec<VReg> = vec![p1];
        for term in terms {
            let mut carry = term;
            let mut grown = Vec::new();
            for &part in &expansion {
                let (high, low) = self.two_sum(carry, w(part), true);
                grown.push(low);
                carry = w(high);
            }
            let last = v2(self);
            self.valu("v_add_f64", vec![w(last)], vec![carry, Opnd::Imm(0)]);
            grown.push(last);
            expansion = grown;
        }
        // Every component zero, and the guards.
        let tie = s1(self);
        self.emit("s_mov_b32", vec![r(tie)], vec![Opnd::Imm(-1)]);
        for &part in &expansion {
            let zero = s1(self);
            self.valu("v_cmp_eq_f64_e64", vec![r(zero)], vec![w(part), Opnd::Imm(0)]);
            self.emit("s_and_b32", vec![r(tie)], vec![r(tie), r(zero)]);
        }
        let finite_nonzero = 0x198;
        for (x, mask) in [(a, finite_nonzero), (b, finite_nonzero), (c.clone(), 0x1f8), (w(sum), 0x1f8)] {
            let m = s1(self);
            self.valu("v_cmp_class_f64_e64", vec![r(m)], vec![x, Opnd::Imm(mask)]);
            self.emit("s_and_b32", vec![r(tie)], vec![r(tie), r(m)]);
        }
        // |c'| <= 2^60 (high dword 0x43b00000), and c' = 0 or |c'| >= 2^-200
        // (0x33700000); c itself zero passes.
        let (small_enough, big_enough, c_zero, in_range) = (s1(self), s1(self), s1(self), s1(self));
        let limit = |s: &mut Self, high: i64| {
            let t = s.new_vreg(Bank::S, 2);
            s.emit("s_mov_b32", vec![Opnd::part(t, 0, 1)], vec![Opnd::Imm(0)]);
            s.emit("s_mov_b32", vec![Opnd::part(t, 1, 1)], vec![Opnd::Imm(high)]);
            Opnd::reg(t, 2)
        };
        let top = limit(self, 0x43b0_0000);
        let bottom = limit(self, 0x3370_0000);
        self.valu("v_cmp_le_f64_e64", vec![r(small_enough)], vec![w(c_scaled).abs(), top]);
        self.valu("v_cmp_ge_f64_e64", vec![r(big_enough)], vec![w(c_scaled).abs(), bottom]);
        self.valu("v_cmp_eq_f64_e64", vec![r(c_zero)], vec![c, Opnd::Imm(0)]);
        self.emit("s_or_b32", vec![r(in_range)], vec![r(big_enough), r(c_zero)]);
        self.emit("s_and_b32", vec![r(in_range)], vec![r(in_range), r(small_enough)]);
        self.emit("s_and_b32", vec![r(tie)], vec![r(tie), r(in_range)]);
        // A tie has h' >= 2^-253 (the scaled sum's last bit is at least
        // c''s or 2^-104), so an h' below 2^-300 (high dword 0x2d300000)
        // is no tie, and may have been rounded (s = 0 from cancellation).
        let (h_floor, h_ok) = (limit(self, 0x2d30_0000), s1(self));
        self.valu("v_cmp_ge_f64_e64", vec![r(h_ok)], vec![w(half).abs(), h_floor]);
        self.emit("s_and_b32", vec![r(tie)], vec![r(tie), r(h_ok)]);
        let result = v2(self);
        for k in 0..2 {
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(result, k, 1)],
                vec![Opnd::part(sum, k, 1), Opnd::part(next, k, 1), r(tie)],
            );
        }
        self.write_f64(inst, d, result);
        Ok(())
    }

    /// `d = value` (an f64), clamped to [+0, 1] under `.dsat` (a NaN to
    /// +0; adding +0 also makes -0 the +0 PISA's saturation gives).
    fn write_f64(&mut self, inst: &ir::Inst, d: VReg, value: VReg) {
        if inst.has(Slot::Dsat) {
            self.emit_valu_mods("v_add_f64", vec![Opnd::reg(d, 2)], vec![Opnd::reg(value, 2), Opnd::Imm(0)], "clamp");
        } else {
            for k in 0..2 {
                self.emit("v_mov_b32_e32", vec![Opnd::part(d, k, 1)], vec![Opnd::part(value, k, 1)]);
            }
        }
    }

    /// TwoSum in f64 (`double`) or f32: `(x + y rounded to nearest, its
    /// exact error)`: `s = x + y`, `b = s - x`, `e = (x - (s - b)) + (y - b)`.
    fn two_sum(&mut self, x: Opnd, y: Opnd, double: bool) -> (VReg, VReg) {
        let n = if double { 2 } else { 1 };
        let add = if double { "v_add_f64" } else { "v_add_f32_e64" };
        let w = |t: VReg| Opnd::reg(t, n);
        let v = |s: &mut Self| s.new_vreg(Bank::V, n);
        let (s, b, sb, ex, ey, e) = (v(self), v(self), v(self), v(self), v(self), v(self));
        self.valu(add, vec![w(s)], vec![x.clone(), y.clone()]);
        self.valu(add, vec![w(b)], vec![w(s), x.clone().negated()]);
        self.valu(add, vec![w(sb)], vec![w(s), w(b).negated()]);
        self.valu(add, vec![w(ex)], vec![x, w(sb).negated()]);
        self.valu(add, vec![w(ey)], vec![y, w(b).negated()]);
        self.valu(add, vec![w(e)], vec![w(ex), w(ey)]);
        (s, e)
    }

    /// An f64 `x` (finite, not zero) as `m · 2^e` with `m` in [1, 2): `e`,
    /// from the exponent field (a denormal is first scaled by 2^128), and
    /// `m = x · 2^-e`, exact. Other inputs give values no caller uses.
    fn f64_split(&mut self, x: Opnd) -> (VReg, VReg) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let w = |t: VReg| Opnd::reg(t, 2);
        let tiny = self.new_vreg(Bank::S, 1);
        // 0x01700000 is the high dword of 2^-1000.
        self.valu("v_cmp_gt_f64_e64", vec![r(tiny)], vec![Opnd::Imm(0x0170_0000), magnitude(&x, true)]);
        let (up, x1, field, bias, e, minus_e, m) = (
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 2),
        );
        self.valu("v_cndmask_b32_e64", vec![r(up)], vec![Opnd::Imm(0), Opnd::Imm(128), r(tiny)]);
        self.valu("v_ldexp_f64", vec![w(x1)], vec![x.clone(), r(up)]);
        self.valu("v_bfe_u32", vec![r(field)], vec![Opnd::part(x1, 1, 1), Opnd::Imm(20), Opnd::Imm(11)]);
        self.valu("v_add_nc_u32_e64", vec![r(bias)], vec![r(up), Opnd::Imm(1023)]);
        self.valu("v_sub_nc_u32_e64", vec![r(e)], vec![r(field), r(bias)]);
        self.valu("v_sub_nc_u32_e64", vec![r(minus_e)], vec![Opnd::Imm(0), r(e)]);
        self.valu("v_ldexp_f64", vec![w(m)], vec![x, r(minus_e)]);
        (e, m)
    }

    /// An f64 product or quotient of `x` and `y` in a directed rounding or
    /// with ties away, from the hardware's result rounded to nearest, `q`.
    /// Where the exact value lies against `q` is decided in a scaled copy
    /// where nothing underflows: `x`, `y` become `mx`, `my` in [1, 2) and
    /// `q` becomes `Q = q · 2^-k` (k the exponent the result carries:
    /// `ex + ey` for a product, `ex - ey` for a quotient), all exact. The
    /// residual `R` (`mx·my - Q`, or `mx - Q·my` whose sign is then `my`'s
    /// times the quotient's side) is one fma, exact while `q` is normal, and
    /// of the right sign always. A tie is the exact value halfway to `q`'s
    /// neighbour away from zero, `next` (the bit pattern plus one; its
    /// scaled step `U = (next - q) · 2^-k`): `2R == U` (`U·my` for a
    /// quotient) where `q` is normal; where `q` is denormal or zero the
    /// midpoint `Q + U/2` has at most 53 bits, and the fma against it is
    /// zero exactly at a tie. An infinite `q` from finite operands is an
    /// overflow: the exact value lies toward zero.
    fn rounded_f64(&mut self, d: VReg, exact: Exact, x: Opnd, y: Opnd, mode: Word) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let w = |t: VReg| Opnd::reg(t, 2);
        let v1 = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let v2 = |s: &mut Self| s.new_vreg(Bank::V, 2);
        let s1 = |s: &mut Self| s.new_vreg(Bank::S, 1);
        let q = v2(self);
        match exact {
            Exact::Product => self.valu("v_mul_f64", vec![w(q)], vec![x.clone(), y.clone()]),
            Exact::Quotient => self.fdiv64(q, x.clone(), y.clone()),
        }
        let (ex, mx) = self.f64_split(x.clone());
        let (ey, my) = self.f64_split(y.clone());
        let (k, minus_k) = (v1(self), v1(self));
        match exact {
            Exact::Product => self.valu("v_add_nc_u32_e64", vec![r(k)], vec![r(ex), r(ey)]),
            Exact::Quotient => self.valu("v_sub_nc_u32_e64", vec![r(k)], vec![r(ex), r(ey)]),
        }
        self.valu("v_sub_nc_u32_e64", vec![r(minus_k)], vec![Opnd::Imm(0), r(k)]);
        let (scaled, residual, next, step, unit) = (v2(self), v2(self), v2(self), v2(self), v2(self));
        self.valu("v_ldexp_f64", vec![w(scaled)], vec![w(q), r(minus_k)]);
        match exact {
            Exact::Product => self.valu("v_fma_f64", vec![w(residual)], vec![w(mx), w(my), w(scaled).negated()]),
            Exact::Quotient => self.valu("v_fma_f64", vec![w(residual)], vec![w(scaled).negated(), w(my), w(mx)]),
        }
        let from = Val::Reg { reg: q, bank: Bank::V, first: 0, count: 2 };
        self.add64(next, Bank::V, &from, &Val::Imm(1), false);
        self.valu("v_add_f64", vec![w(step)], vec![w(next), w(q).negated()]);
        self.valu("v_ldexp_f64", vec![w(unit)], vec![w(step), r(minus_k)]);
        // The tie where q is normal: 2R against U (times my for a quotient).
        let (twice, target) = (v2(self), v2(self));
        self.valu("v_add_f64", vec![w(twice)], vec![w(residual), w(residual)]);
        match exact {
            Exact::Product => {
                for k in 0..2 {
                    self.emit("v_mov_b32_e32", vec![Opnd::part(target, k, 1)], vec![Opnd::part(unit, k, 1)]);
                }
            }
            Exact::Quotient => self.valu("v_mul_f64", vec![w(target)], vec![w(unit), w(my)]),
        }
        let (tie_normal, small, tie_small, tie) = (s1(self), s1(self), s1(self), s1(self));
        self.valu("v_cmp_eq_f64_e64", vec![r(tie_normal)], vec![w(twice), w(target)]);
        // The tie where q is denormal or zero: the midpoint's residual is 0.
        let (half, mid, at_mid) = (v2(self), v2(self), v2(self));
        self.valu("v_mul_f64", vec![w(half)], vec![w(unit), Opnd::FloatInline("0.5")]);
        self.valu("v_add_f64", vec![w(mid)], vec![w(scaled), w(half)]);
        match exact {
            Exact::Product => self.valu("v_fma_f64", vec![w(at_mid)], vec![w(mx), w(my), w(mid).negated()]),
            Exact::Quotient => self.valu("v_fma_f64", vec![w(at_mid)], vec![w(mid).negated(), w(my), w(mx)]),
        }
        self.valu("v_cmp_class_f64_e64", vec![r(small)], vec![w(q), Opnd::Imm(0xf0)]);
        self.valu("v_cmp_eq_f64_e64", vec![r(tie_small)], vec![w(at_mid), Opnd::Imm(0)]);
        self.emit("s_and_b32", vec![r(tie_small)], vec![r(tie_small), r(small)]);
        self.emit("s_and_not1_b32", vec![r(tie_normal)], vec![r(tie_normal), r(small)]);
        self.emit("s_or_b32", vec![r(tie)], vec![r(tie_normal), r(tie_small)]);
        // Overflow: q infinite, both operands finite, a divisor not zero.
        let (q_inf, x_finite, y_finite, overflow) = (s1(self), s1(self), s1(self), s1(self));
        self.valu("v_cmp_class_f64_e64", vec![r(q_inf)], vec![w(q), Opnd::Imm(0x204)]);
        self.valu("v_cmp_class_f64_e64", vec![r(x_finite)], vec![x, Opnd::Imm(0x1f8)]);
        let y_mask = if matches!(exact, Exact::Quotient) { 0x198 } else { 0x1f8 };
        self.valu("v_cmp_class_f64_e64", vec![r(y_finite)], vec![y.clone(), Opnd::Imm(y_mask)]);
        self.emit("s_and_b32", vec![r(overflow)], vec![r(q_inf), r(x_finite)]);
        self.emit("s_and_b32", vec![r(overflow)], vec![r(overflow), r(y_finite)]);
        // Inexact: R nonzero (ordered), or the overflow. Away from zero:
        // the side's sign is q's.
        let (nonzero, inexact, away_side, away, toward) = (s1(self), s1(self), s1(self), s1(self), s1(self));
        self.valu("v_cmp_lg_f64_e64", vec![r(nonzero)], vec![w(residual), Opnd::Imm(0)]);
        self.emit("s_or_b32", vec![r(inexact)], vec![r(nonzero), r(overflow)]);
        let side = v1(self);
        match exact {
            Exact::Product => {
                self.valu("v_xor_b32_e64", vec![r(side)], vec![Opnd::part(residual, 1, 1), Opnd::part(q, 1, 1)])
            }
            Exact::Quotient => {
                let t = v1(self);
                self.valu("v_xor_b32_e64", vec![r(t)], vec![Opnd::part(residual, 1, 1), Opnd::part(my, 1, 1)]);
                self.valu("v_xor_b32_e64", vec![r(side)], vec![r(t), Opnd::part(q, 1, 1)]);
            }
        }
        self.valu("v_cmp_le_i32_e64", vec![r(away_side)], vec![Opnd::Imm(0), r(side)]);
        self.emit("s_and_not1_b32", vec![r(away_side)], vec![r(away_side), r(overflow)]);
        self.emit("s_and_b32", vec![r(away)], vec![r(inexact), r(away_side)]);
        self.emit("s_and_not1_b32", vec![r(toward)], vec![r(inexact), r(away_side)]);
        // Which way the mode moves: up (magnitude + 1) or down (- 1).
        let (negative, up, down) = (s1(self), s1(self), s1(self));
        self.valu("v_cmp_gt_i32_e64", vec![r(negative)], vec![Opnd::Imm(0), Opnd::part(q, 1, 1)]);
        match mode {
            Word::Rna => {
                // At a tie, or (should `q` be one step off, as a divide's
                // double rounding into the denormals can leave it) past
                // the midpoint on either side.
                let (below, past_up, past_down) = (v2(self), s1(self), s1(self));
                let (step_below, unit_below) = (v2(self), v2(self));
                let prev = v2(self);
                self.add64(prev, Bank::V, &from, &Val::Imm(1), true);
                self.valu("v_add_f64", vec![w(step_below)], vec![w(q), w(prev).negated()]);
                self.valu("v_ldexp_f64", vec![w(unit_below)], vec![w(step_below), r(minus_k)]);
                match exact {
                    Exact::Product => {
                        for k in 0..2 {
                            self.emit(
                                "v_mov_b32_e32",
                                vec![Opnd::part(below, k, 1)],
                                vec![Opnd::part(unit_below, k, 1)],
                            );
                        }
                    }
                    Exact::Quotient => self.valu("v_mul_f64", vec![w(below)], vec![w(unit_below), w(my)]),
                }
                self.valu("v_cmp_gt_f64_e64", vec![r(past_up)], vec![w(twice).abs(), w(target).abs()]);
                self.valu("v_cmp_gt_f64_e64", vec![r(past_down)], vec![w(twice).abs(), w(below).abs()]);
                self.emit("s_or_b32", vec![r(past_up)], vec![r(past_up), r(tie)]);
                self.emit("s_and_b32", vec![r(up)], vec![r(away), r(past_up)]);
                self.emit("s_and_b32", vec![r(down)], vec![r(toward), r(past_down)]);
            }
            Word::Rz => {
                self.emit("s_mov_b32", vec![r(up)], vec![Opnd::Imm(0)]);
                self.emit("s_mov_b32", vec![r(down)], vec![r(toward)]);
            }
            Word::Rd => {
                // Positive: toward zero goes down; negative: away goes up.
                self.emit("s_and_b32", vec![r(up)], vec![r(away), r(negative)]);
                self.emit("s_and_not1_b32", vec![r(down)], vec![r(toward), r(negative)]);
            }
            _ => {
                self.emit("s_and_not1_b32", vec![r(up)], vec![r(away), r(negative)]);
                self.emit("s_and_b32", vec![r(down)], vec![r(toward), r(negative)]);
            }
        }
        let prev = v2(self);
        self.add64(prev, Bank::V, &from, &Val::Imm(1), true);
        let moved = v2(self);
        for k in 0..2 {
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(moved, k, 1)],
                vec![Opnd::part(q, k, 1), Opnd::part(next, k, 1), r(up)],
            );
        }
        for k in 0..2 {
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(d, k, 1)],
                vec![Opnd::part(moved, k, 1), Opnd::part(prev, k, 1), r(down)],
            );
        }
    }

    /// `fabs` of an f32, f16 or bf16 (`format`) into `d`: the sign bit
    /// cleared and a NaN quieted ("a quiet NaN is returned with its sign
    /// bit cleared", as the spec's `fabs` has it).
    fn magnitude_quieted(&mut self, format: Word, d: VReg, x: Opnd) {
        let mask = if format == Word::F { 0x7fff_ffff } else { 0x7fff };
        let magnitude = self.new_vreg(Bank::V, 1);
        self.valu("v_and_b32_e64", vec![Opnd::reg(magnitude, 1)], vec![Opnd::Imm(mask), x]);
        let value = self.first_nan_quieted(format, &[Opnd::reg(magnitude, 1)], magnitude);
        self.valu("v_mov_b32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::reg(value, 1)]);
    }

    /// `fmin`/`fmax` (`op`: `v_min`/`v_max` in f16, f32 or f64, of
    /// `format`) without `.nanp`,
    /// IEEE 754 minimumNumber/maximumNumber as the emulator computes it,
    /// into `d`: a NaN source gives the other source, two NaNs the first
    /// quieted. In IEEE mode (the kernel descriptor's `ieee_mode`) the
    /// hardware's min/max returns a signalling NaN source quieted, so each
    /// source is quieted first by a min/max with itself (LLVM does the same
    /// for `fmaximumnum`); a NaN result then means two NaN sources, and
    /// is replaced by the first one, quieted. With `clamp` a NaN is 0
    /// already, as `.dsat` wants.
    fn min_max_number(&mut self, op: &str, format: Word, d: VReg, srcs: &[Opnd], clamp: &str) {
        let double = format == Word::Df;
        let n: u8 = if double { 2 } else { 1 };
        let quieted: Vec<VReg> = srcs
            .iter()
            .map(|x| {
                let q = self.new_vreg(Bank::V, n);
                self.valu(op, vec![Opnd::reg(q, n)], vec![x.clone(), x.clone()]);
                q
            })
            .collect();
        let operands = vec![Opnd::reg(quieted[0], n), Opnd::reg(quieted[1], n)];
        if !clamp.is_empty() {
            self.emit_valu_mods(op, vec![Opnd::reg(d, n)], operands, clamp);
            return;
        }
        let m = self.new_vreg(Bank::V, n);
        self.valu(op, vec![Opnd::reg(m, n)], operands);
        let nan = self.new_vreg(Bank::S, 1);
        if format == Word::Hf {
            // The magnitude above infinity's (the upper half is not read).
            let magnitude = self.new_vreg(Bank::V, 1);
            self.valu("v_and_b32_e64", vec![Opnd::reg(magnitude, 1)], vec![Opnd::Imm(0x7fff), Opnd::reg(m, 1)]);
            self.valu("v_cmp_lt_u32_e64", vec![Opnd::reg(nan, 1)], vec![Opnd::Imm(0x7c00), Opnd::reg(magnitude, 1)]);
        } else {
            let cmp = if double { "v_cmp_u_f64_e64" } else { "v_cmp_u_f32_e64" };
            self.valu(cmp, vec![Opnd::reg(nan, 1)], vec![Opnd::reg(m, n), Opnd::reg(m, n)]);
        }
        // The first source quieted: the high dword's quiet bit (it is a NaN
        // wherever it is chosen).
        let first = quieted[0];
        let top = self.new_vreg(Bank::V, 1);
        let bit = match format {
            Word::Df => 0x0008_0000,
            Word::Hf => 0x200,
            _ => 0x0040_0000,
        };
        self.valu("v_or_b32_e64", vec![Opnd::reg(top, 1)], vec![Opnd::Imm(bit), Opnd::part(first, n - 1, 1)]);
        for w in 0..n {
            let pick = if w + 1 == n { Opnd::reg(top, 1) } else { Opnd::part(first, w, 1) };
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(d, w, 1)],
                vec![Opnd::part(m, w, 1), pick, Opnd::reg(nan, 1)],
            );
        }
    }

    /// `value`, or the first NaN among `sources` (bit patterns of
    /// `format`: f32, f16 or bf16) with its quiet bit set.
    fn first_nan_quieted(&mut self, format: Word, sources: &[Opnd], value: VReg) -> VReg {
        let r = |t: VReg| Opnd::reg(t, 1);
        let (magnitude_bits, infinity, quiet) = match format {
            Word::Hf => (0x7fff, 0x7c00, 0x200),
            Word::Bf => (0x7fff, 0x7f80, 0x40),
            _ => (0x7fff_ffff, 0x7f80_0000, 0x40_0000),
        };
        let mut value = value;
        for x in sources.iter().rev() {
            let (magnitude, quieted, chosen) =
                (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
            let is_nan = self.new_vreg(Bank::S, 1);
            self.valu("v_and_b32_e64", vec![r(magnitude)], vec![Opnd::Imm(magnitude_bits), x.clone()]);
            self.valu("v_cmp_lt_u32_e64", vec![r(is_nan)], vec![Opnd::Imm(infinity), r(magnitude)]);
            self.valu("v_or_b32_e64", vec![r(quieted)], vec![Opnd::Imm(quiet), x.clone()]);
            self.valu("v_cndmask_b32_e64", vec![r(chosen)], vec![r(value), r(quieted), r(is_nan)]);
            value = chosen;
        }
        value
    }

    /// A 64-bit integer to f64, ties away from zero: the magnitude with
    /// half of its dropped part's weight added (the bits below f64's 53,
    /// `s = max(11 - clz, 0)` of them) and those bits cleared, which leaves
    /// at most 53 significant bits: its two halves convert and add exactly.
    /// A carry out of the top (from 2^64 - 2^10 up) is 2^64.
    fn int64_to_f64_rna(&mut self, d: VReg, whole: Opnd, signed: bool) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let x = self.opnd_whole(whole, 2);
        let (lo, hi) = (self.dw(&x, 0), self.dw(&x, 1));
        // The magnitude: (x ^ sign) - sign.
        let (ml, mh) = if signed {
            let (sign, xl, xh, ml, mh) = (v(self), v(self), v(self), v(self), v(self));
            let borrow = self.new_vreg(Bank::S, 1);
            self.valu("v_ashrrev_i32_e64", vec![r(sign)], vec![Opnd::Imm(31), hi.clone()]);
            self.valu("v_xor_b32_e64", vec![r(xl)], vec![lo.clone(), r(sign)]);
            self.valu("v_xor_b32_e64", vec![r(xh)], vec![hi.clone(), r(sign)]);
            self.valu("v_sub_co_u32", vec![r(ml), r(borrow)], vec![r(xl), r(sign)]);
            self.valu("v_sub_co_ci_u32_e64", vec![r(mh), Opnd::Fixed(Fixed::Null)], vec![r(xh), r(sign), r(borrow)]);
            (r(ml), r(mh))
        } else {
            (lo.clone(), hi.clone())
        };
        let (clz_lo, capped, below, clz_hi, lz, drop, one, half, low_mask) =
            (v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self));
        self.valu("v_clz_i32_u32_e64", vec![r(clz_lo)], vec![ml.clone()]);
        self.valu("v_min_u32_e64", vec![r(capped)], vec![r(clz_lo), Opnd::Imm(32)]);
        self.valu("v_add_nc_u32_e64", vec![r(below)], vec![r(capped), Opnd::Imm(32)]);
        self.valu("v_clz_i32_u32_e64", vec![r(clz_hi)], vec![mh.clone()]);
        self.valu("v_min_u32_e64", vec![r(lz)], vec![r(clz_hi), r(below)]);
        let raw = v(self);
        self.valu("v_sub_nc_u32_e64", vec![r(raw)], vec![Opnd::Imm(11), r(lz)]);
        self.valu("v_max_i32_e64", vec![r(drop)], vec![r(raw), Opnd::Imm(0)]);
        // 1 << drop, its half and the mask of the dropped bits.
        self.valu("v_lshlrev_b32_e64", vec![r(one)], vec![r(drop), Opnd::Imm(1)]);
        self.valu("v_lshrrev_b32_e64", vec![r(half)], vec![Opnd::Imm(1), r(one)]);
        self.valu("v_add_nc_u32_e64", vec![r(low_mask)], vec![r(one), Opnd::Imm(-1)]);
        let (sl, sh, kept) = (v(self), v(self), v(self));
        let (carry, top_carry) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        self.valu("v_add_co_u32", vec![r(sl), r(carry)], vec![ml, r(half)]);
        self.valu("v_add_co_ci_u32_e64", vec![r(sh), r(top_carry)], vec![mh, Opnd::Imm(0), r(carry)]);
        self.valu("v_bfi_b32", vec![r(kept)], vec![r(low_mask), Opnd::Imm(0), r(sl)]);
        let (high, scaled, low, sum) = (
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
        );
        self.valu("v_cvt_f64_u32_e64", vec![Opnd::reg(high, 2)], vec![r(sh)]);
        self.valu("v_ldexp_f64", vec![Opnd::reg(scaled, 2)], vec![Opnd::reg(high, 2), Opnd::Imm(32)]);
        self.valu("v_cvt_f64_u32_e64", vec![Opnd::reg(low, 2)], vec![r(kept)]);
        self.valu("v_add_f64", vec![Opnd::reg(sum, 2)], vec![Opnd::reg(scaled, 2), Opnd::reg(low, 2)]);
        // 2^64 on a carry out; the sign put back.
        let (top, signed_top) = (v(self), v(self));
        self.valu("v_cndmask_b32_e64", vec![r(top)], vec![Opnd::part(sum, 1, 1), Opnd::Imm(0x43f0_0000), r(top_carry)]);
        self.valu(
            "v_cndmask_b32_e64",
            vec![Opnd::part(d, 0, 1)],
            vec![Opnd::part(sum, 0, 1), Opnd::Imm(0), r(top_carry)],
        );
        if signed {
            let sign_bit = v(self);
            self.valu("v_and_b32_e64", vec![r(sign_bit)], vec![hi, Opnd::Imm(0x8000_0000u32 as i32 as i64)]);
            self.valu("v_or_b32_e64", vec![r(signed_top)], vec![r(top), r(sign_bit)]);
            self.emit("v_mov_b32_e32", vec![Opnd::part(d, 1, 1)], vec![r(signed_top)]);
        } else {
            self.emit("v_mov_b32_e32", vec![Opnd::part(d, 1, 1)], vec![r(top)]);
        }
    }

    /// A 32-bit integer to f32, ties away from zero: the magnitude's top 24
    /// bits, plus one when the dropped bits are at least half, converted
    /// (exactly) and scaled back; the sign put back.
    fn int_to_f32_rna(&mut self, d: VReg, x: Opnd, signed: bool) {
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let r = |t: VReg| Opnd::reg(t, 1);
        let m = if signed {
            let (n, m) = (v(self), v(self));
            self.valu("v_sub_nc_u32_e64", vec![r(n)], vec![Opnd::Imm(0), x.clone()]);
            self.valu("v_max_i32_e64", vec![r(m)], vec![x.clone(), r(n)]);
            r(m)
        } else {
            x.clone()
        };
        let (lz, sh, q, mask, rem, twice, unit, q2, f, scaled) =
            (v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self));
        let up = self.new_vreg(Bank::S, 1);
        self.valu("v_clz_i32_u32_e64", vec![r(lz)], vec![m.clone()]);
        // Bits to drop: 8 - leading zeros, at least 0 (clz of 0 is -1).
        self.valu("v_sub_nc_u32_e64", vec![r(sh)], vec![Opnd::Imm(8), r(lz)]);
        let shc = v(self);
        self.valu("v_max_i32_e64", vec![r(shc)], vec![r(sh), Opnd::Imm(0)]);
        self.valu("v_lshrrev_b32_e64", vec![r(q)], vec![r(shc), m.clone()]);
        // The dropped bits: m - (q << shift).
        self.valu("v_lshlrev_b32_e64", vec![r(mask)], vec![r(shc), r(q)]);
        self.valu("v_sub_nc_u32_e64", vec![r(rem)], vec![m, r(mask)]);
        self.valu("v_lshlrev_b32_e64", vec![r(twice)], vec![Opnd::Imm(1), r(rem)]);
        self.valu("v_lshlrev_b32_e64", vec![r(unit)], vec![r(shc), Opnd::Imm(1)]);
        self.valu("v_cmp_ge_u32_e64", vec![r(up)], vec![r(twice), r(unit)]);
        self.valu("v_add_co_ci_u32_e64", vec![r(q2), Opnd::Fixed(Fixed::Null)], vec![r(q), Opnd::Imm(0), r(up)]);
        self.valu("v_cvt_f32_u32_e64", vec![r(f)], vec![r(q2)]);
        self.valu("v_ldexp_f32", vec![r(scaled)], vec![r(f), r(shc)]);
        if signed {
            let sign = v(self);
            self.valu("v_and_b32_e64", vec![r(sign)], vec![Opnd::Imm(0x8000_0000u32 as i32 as i64), x]);
            self.valu("v_or_b32_e64", vec![r(d)], vec![r(scaled), r(sign)]);
        } else {
            self.emit("v_mov_b32_e32", vec![r(d)], vec![r(scaled)]);
        }
    }

    /// `frnd` and the rounding step of `f2i`: to an integral value of the
    /// same format in `mode` (ties away from zero by truncation and a
    /// correction: `x - trunc(x)` is exact).
    /// An f16 or bf16 source as f32 (exact); an f32 one as it is.
    fn widened_to_f32(&mut self, x: Opnd, from: Option<Word>) -> Opnd {
        match from {
            Some(Word::Hf) => {
                let t = self.new_vreg(Bank::V, 1);
                self.valu("v_cvt_f32_f16_e64", vec![Opnd::reg(t, 1)], vec![x]);
                Opnd::reg(t, 1)
            }
            Some(Word::Bf) => self.bf16_to_f32(x),
            _ => x,
        }
    }

    /// An integral f64 to a 64-bit integer, saturating, NaN to 0: the
    /// high dword is floor(x / 2^32) and the low one x minus it times
    /// 2^32 (both exact: scaling by a power of two, and a fused multiply-add
    /// whose result fits).
    fn f64_to_int64(&mut self, d: VReg, x: Opnd, signed: bool) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let pair = |s: &mut Self, bits: u64| s.wide(&Val::Imm(bits as u128));
        let (scaled, high_f, low_f) = (self.new_vreg(Bank::V, 2), self.new_vreg(Bank::V, 2), self.new_vreg(Bank::V, 2));
        let two_m32 = pair(self, 0x3df0_0000_0000_0000);
        self.valu("v_mul_f64", vec![Opnd::reg(scaled, 2)], vec![x.clone(), two_m32]);
        self.valu("v_floor_f64_e64", vec![Opnd::reg(high_f, 2)], vec![Opnd::reg(scaled, 2)]);
        let minus_two_32 = pair(self, 0xc1f0_0000_0000_0000);
        self.valu("v_fma_f64", vec![Opnd::reg(low_f, 2)], vec![Opnd::reg(high_f, 2), minus_two_32, x.clone()]);
        let (lo, hi) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
        self.valu("v_cvt_u32_f64_e64", vec![r(lo)], vec![Opnd::reg(low_f, 2)]);
        let op = if signed { "v_cvt_i32_f64_e64" } else { "v_cvt_u32_f64_e64" };
        self.valu(op, vec![r(hi)], vec![Opnd::reg(high_f, 2)]);
        // Out of range: the limits (NaN fails every comparison and
        // converts to 0 on its own).
        let (big, small) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        let (lo1, hi1) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
        if signed {
            let limit = pair(self, 0x43e0_0000_0000_0000); // 2^63
            self.valu("v_cmp_le_f64_e64", vec![r(big)], vec![limit, x.clone()]);
            let low_limit = pair(self, 0xc3e0_0000_0000_0000); // -2^63
            self.valu("v_cmp_gt_f64_e64", vec![r(small)], vec![low_limit, x]);
            self.valu("v_cndmask_b32_e64", vec![r(lo1)], vec![r(lo), Opnd::Imm(-1), r(big)]);
            self.valu("v_cndmask_b32_e64", vec![r(hi1)], vec![r(hi), Opnd::Imm(0x7fff_ffff), r(big)]);
            self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 0, 1)], vec![r(lo1), Opnd::Imm(0), r(small)]);
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(d, 1, 1)],
                vec![r(hi1), Opnd::Imm(i64::from(i32::MIN)), r(small)],
            );
        } else {
            let limit = pair(self, 0x43f0_0000_0000_0000); // 2^64
            self.valu("v_cmp_le_f64_e64", vec![r(big)], vec![limit, x.clone()]);
            self.valu("v_cmp_gt_f64_e64", vec![r(small)], vec![Opnd::Imm(0), x]);
            self.valu("v_cndmask_b32_e64", vec![r(lo1)], vec![r(lo), Opnd::Imm(-1), r(big)]);
            self.valu("v_cndmask_b32_e64", vec![r(hi1)], vec![r(hi), Opnd::Imm(-1), r(big)]);
            self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 0, 1)], vec![r(lo1), Opnd::Imm(0), r(small)]);
            self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 1, 1)], vec![r(hi1), Opnd::Imm(0), r(small)]);
        }
    }

    fn round_integral(&mut self, x: Opnd, double: bool, mode: Word) -> Opnd {
        let n = if double { 2 } else { 1 };
        let suffix = if double { "f64" } else { "f32_e64" };
        let t = self.new_vreg(Bank::V, n);
        let op = match mode {
            Word::Rd => "floor",
            Word::Ru => "ceil",
            Word::Rz | Word::Rna => "trunc",
            _ => "rndne",
        };
        let op = if double { format!("v_{op}_f64_e64") } else { format!("v_{op}_{suffix}") };
        self.valu(&op, vec![Opnd::reg(t, n)], vec![x.clone()]);
        if mode != Word::Rna {
            return Opnd::reg(t, n);
        }
        let diff = self.new_vreg(Bank::V, n);
        let half = self.new_vreg(Bank::S, 1);
        let one = self.new_vreg(Bank::V, n);
        let out = self.new_vreg(Bank::V, n);
        if double {
            self.valu("v_add_f64", vec![Opnd::reg(diff, 2)], vec![x.clone(), Opnd::reg(t, 2).negated()]);
            let abs = Opnd::reg(diff, 2).abs();
            self.valu("v_cmp_ge_f64_e64", vec![Opnd::reg(half, 1)], vec![abs, Opnd::FloatInline("0.5")]);
            // copysign(1.0, x) or 0.
            let hi = match &x {
                Opnd::Reg { reg, first, .. } => Opnd::part(*reg, first + 1, 1),
                other => other.clone(),
            };
            let signed_one = self.new_vreg(Bank::V, 1);
            self.valu(
                "v_and_or_b32",
                vec![Opnd::reg(signed_one, 1)],
                vec![hi, Opnd::Imm(0x8000_0000u32 as i32 as i64), Opnd::Imm(0x3ff0_0000)],
            );
            // t + copysign(1, x) where the dropped part is at least half
            // (selected, so that a -0 stays -0).
            self.emit("v_mov_b32_e32", vec![Opnd::part(one, 0, 1)], vec![Opnd::Imm(0)]);
            self.emit("v_mov_b32_e32", vec![Opnd::part(one, 1, 1)], vec![Opnd::reg(signed_one, 1)]);
            let sum = self.new_vreg(Bank::V, 2);
            self.valu("v_add_f64", vec![Opnd::reg(sum, 2)], vec![Opnd::reg(t, 2), Opnd::reg(one, 2)]);
            for k in 0..2 {
                self.valu(
                    "v_cndmask_b32_e64",
                    vec![Opnd::part(out, k, 1)],
                    vec![Opnd::part(t, k, 1), Opnd::part(sum, k, 1), Opnd::reg(half, 1)],
                );
            }
        } else {
            self.valu("v_sub_f32_e64", vec![Opnd::reg(diff, 1)], vec![x.clone(), Opnd::reg(t, 1)]);
            let abs = Opnd::reg(diff, 1).abs();
            self.valu("v_cmp_ge_f32_e64", vec![Opnd::reg(half, 1)], vec![abs, Opnd::FloatInline("0.5")]);
            let signed_one = self.new_vreg(Bank::V, 1);
            self.valu(
                "v_and_or_b32",
                vec![Opnd::reg(signed_one, 1)],
                vec![x, Opnd::Imm(0x8000_0000u32 as i32 as i64), Opnd::Imm(0x3f80_0000)],
            );
            self.valu("v_add_f32_e64", vec![Opnd::reg(one, 1)], vec![Opnd::reg(t, 1), Opnd::reg(signed_one, 1)]);
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::reg(out, 1)],
                vec![Opnd::reg(t, 1), Opnd::reg(one, 1), Opnd::reg(half, 1)],
            );
        }
        Opnd::reg(out, n)
    }

    /// `frnd`: f32 and f64 on the rounding instructions; f16 and bf16
    /// through f32, where widening, rounding to an integer and narrowing
    /// back are all exact (a 16-bit value with a fraction is below 2^11).
    pub(super) fn float_round(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let format = word(inst, Slot::Type);
        let double = match format {
            Some(Word::F) | Some(Word::Hf) | Some(Word::Bf) => false,
            Some(Word::Df) => true,
            _ => return Err(self.unsupported(inst)),
        };
        let mode = word(inst, Slot::Rndmode).unwrap_or(Word::Re);
        let (d, _, n) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        // `.ftz`: a denormal source is a zero of its sign (the result, an
        // integer, is never denormal).
        let a = match (inst.has(Slot::Ftz), format) {
            (true, Some(f)) => self.flushed_source(f, &a)?,
            _ => a,
        };
        if matches!(format, Some(Word::Hf) | Some(Word::Bf)) {
            let x = self.dw(&a, 0);
            let wide = self.widened_to_f32(x, format);
            let rounded = self.round_integral(wide, false, mode);
            if format == Some(Word::Hf) {
                self.valu("v_cvt_f16_f32_e64", vec![Opnd::reg(d, 1)], vec![rounded]);
            } else {
                // Exact: the low half of an integral value from a bf16 is
                // zero. A NaN comes out quiet, as every PISA operation's.
                let (high, quiet) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
                let nan = self.new_vreg(Bank::S, 1);
                self.valu("v_lshrrev_b32_e64", vec![Opnd::reg(high, 1)], vec![Opnd::Imm(16), rounded.clone()]);
                self.valu("v_or_b32_e64", vec![Opnd::reg(quiet, 1)], vec![Opnd::reg(high, 1), Opnd::Imm(0x40)]);
                self.valu("v_cmp_u_f32_e64", vec![Opnd::reg(nan, 1)], vec![rounded.clone(), rounded]);
                self.valu(
                    "v_cndmask_b32_e64",
                    vec![Opnd::reg(d, 1)],
                    vec![Opnd::reg(high, 1), Opnd::reg(quiet, 1), Opnd::reg(nan, 1)],
                );
            }
            return Ok(());
        }
        let x = if double { self.wide(&a) } else { self.dw(&a, 0) };
        let r = self.round_integral(x, double, mode);
        let rv = self.opnd_whole(r, n);
        self.copy(d, 0, &rv, n)
    }

    pub(super) fn float_to_int(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let to = word(inst, Slot::To);
        let from = word(inst, Slot::From);
        let double = match from {
            Some(Word::F) | Some(Word::Hf) | Some(Word::Bf) => false,
            Some(Word::Df) => true,
            _ => return Err(self.unsupported(inst)),
        };
        if matches!(to, Some(Word::S64) | Some(Word::U64)) {
            let (d, _, _) = self.dst(inst);
            let a = self.val(&inst.operands[1])?;
            let x = match from {
                Some(Word::Df) => self.wide(&a),
                _ => {
                    let x = self.dw(&a, 0);
                    let x = self.widened_to_f32(x, from);
                    let t = self.new_vreg(Bank::V, 2);
                    self.valu("v_cvt_f64_f32_e64", vec![Opnd::reg(t, 2)], vec![x]);
                    Opnd::reg(t, 2)
                }
            };
            let mode = word(inst, Slot::Rndmode).unwrap_or(Word::Re);
            let rounded = self.round_integral(x, true, mode);
            self.f64_to_int64(d, rounded, to == Some(Word::S64));
            return Ok(());
        }
        let (signed, limits): (bool, Option<(i64, i64)>) = match to {
            Some(Word::S32) => (true, None),
            Some(Word::U32) => (false, None),
            Some(Word::S16) => (true, Some((-32768, 32767))),
            Some(Word::U16) => (false, Some((0, 65535))),
            Some(Word::S8) => (true, Some((-128, 127))),
            Some(Word::U8) => (false, Some((0, 255))),
            _ => return Err(self.unsupported(inst)),
        };
        let mode = word(inst, Slot::Rndmode).unwrap_or(Word::Re);
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let x = if double {
            self.wide(&a)
        } else {
            let x = self.dw(&a, 0);
            self.widened_to_f32(x, from)
        };
        let rounded = if mode == Word::Rz { x } else { self.round_integral(x, double, mode) };
        // The conversions saturate and give 0 for NaN, as PISA's do.
        let cvt = match (signed, double) {
            (true, false) => "v_cvt_i32_f32_e64",
            (false, false) => "v_cvt_u32_f32_e64",
            (true, true) => "v_cvt_i32_f64_e64",
            (false, true) => "v_cvt_u32_f64_e64",
        };
        match limits {
            None => self.valu(cvt, vec![Opnd::reg(d, 1)], vec![rounded]),
            Some((lo, hi)) => {
                let t = self.new_vreg(Bank::V, 1);
                self.valu(cvt, vec![Opnd::reg(t, 1)], vec![rounded]);
                if signed {
                    self.valu("v_med3_i32", vec![Opnd::reg(d, 1)], vec![Opnd::reg(t, 1), Opnd::Imm(lo), Opnd::Imm(hi)]);
                } else {
                    self.valu("v_min_u32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::reg(t, 1), Opnd::Imm(hi)]);
                }
            }
        }
        Ok(())
    }

    /// `fext` (exact) and `ftrunc` between f32 and f64, and f16 to f32.
    pub(super) fn float_convert(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let to = word(inst, Slot::To);
        let from = word(inst, Slot::From);
        if inst.opcode == Opcode::Ftrunc {
            return self.narrow_float(inst);
        }
        if inst.has(Slot::Ftz) || inst.has(Slot::Dsat) {
            return Err(self.unsupported(inst));
        }
        let (d, _, _) = self.dst(inst);
        let mut a = self.val(&inst.operands[1])?;
        // A denormal source narrows to a zero of its sign (the spec's table
        // of special values), where the hardware would round it: to bf16's
        // denormals, or up to the smallest denormal in a directed mode.
        let directed = matches!(word(inst, Slot::Rndmode), Some(Word::Ru | Word::Rd));
        if let (Opcode::Ftrunc, Some(format @ (Word::F | Word::Df))) = (inst.opcode, from) {
            if to == Some(Word::Bf) || directed {
                a = self.flushed_source(format, &a)?;
            }
        }
        match (inst.opcode, to, from) {
            (Opcode::Fext, Some(Word::Df), Some(Word::F)) => {
                let x = self.dw(&a, 0);
                self.valu("v_cvt_f64_f32_e64", vec![Opnd::reg(d, 2)], vec![x]);
            }
            (Opcode::Fext, Some(Word::F), Some(Word::Hf)) => {
                let x = self.dw(&a, 0);
                self.valu("v_cvt_f32_f16_e64", vec![Opnd::reg(d, 1)], vec![x]);
            }
            (Opcode::Fext, Some(Word::F), Some(Word::Bf)) => {
                // The bits moved up, a signalling NaN quieted (as the
                // emulator's conversion and `v_cvt_f32_f16` do).
                let x = self.dw(&a, 0);
                let wide = self.new_vreg(Bank::V, 1);
                self.valu("v_lshlrev_b32_e64", vec![Opnd::reg(wide, 1)], vec![Opnd::Imm(16), x]);
                let value = self.first_nan_quieted(Word::F, &[Opnd::reg(wide, 1)], wide);
                self.valu("v_mov_b32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::reg(value, 1)]);
            }
            // Both widenings are exact.
            (Opcode::Fext, Some(Word::Df), Some(from @ (Word::Hf | Word::Bf))) => {
                let x = self.dw(&a, 0);
                let wide = self.widened_to_f32(x, Some(from));
                self.valu("v_cvt_f64_f32_e64", vec![Opnd::reg(d, 2)], vec![wide]);
            }
            _ => return Err(self.unsupported(inst)),
        }
        Ok(())
    }

    /// `ftrunc` in every pairing, rounding mode, `.ftz` and `.dsat`, as
    /// pisa-float's `ftrunc` defines it: the source's denormals are zeros
    /// of their sign, the value is rounded once into the narrower format,
    /// a finite source past its range gives infinity (`.dsat`: the largest
    /// finite value) of its sign, and `.ftz` makes a denormal result a zero
    /// of its sign. From f64 to f16 or bf16 the value is first rounded to
    /// odd at f32's precision (exact for the second rounding, which keeps
    /// 8 or 11 of f32's 24 bits, in every mode).
    fn narrow_float(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (to, from) = (word(inst, Slot::To), word(inst, Slot::From));
        let mode = word(inst, Slot::Rndmode).unwrap_or(Word::Re);
        let (Some(to @ (Word::Hf | Word::Bf | Word::F)), Some(from @ (Word::F | Word::Df))) = (to, from) else {
            return Err(self.unsupported(inst));
        };
        if to == Word::F && from == Word::F {
            return Err(self.unsupported(inst));
        }
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        // Denormal sources narrow to zeros of their sign (the spec's table),
        // where the hardware would round them (to bf16's denormals, or away
        // from zero in a directed mode); from f64 the odd rounding below
        // would make them f32's smallest denormal.
        let directed = matches!(mode, Word::Ru | Word::Rd);
        let a = if to == Word::Bf || directed || from == Word::Df { self.flushed_source(from, &a)? } else { a };
        let post = inst.has(Slot::Ftz) || inst.has(Slot::Dsat);
        let r = if post { self.new_vreg(Bank::V, 1) } else { d };
        match (to, from) {
            (Word::F, _) if mode == Word::Rna => {
                let x = self.wide(&a);
                self.f64_to_f32_rna(r, x);
            }
            (Word::F, _) => {
                let x = self.wide(&a);
                let directed = self.round_field(inst, RoundField::Both)?.is_some();
                let t = if directed { self.new_vreg(Bank::V, 1) } else { r };
                self.with_rounding(inst, RoundField::Both, |s| {
                    s.valu("v_cvt_f32_f64_e64", vec![Opnd::reg(t, 1)], vec![x.clone()]);
                    Ok(())
                })?;
                if directed {
                    let hi = self.dw(&a, 1);
                    self.overflow_to_infinity(r, t, x, hi, true, Word::F);
                }
            }
            (_, Word::F) => {
                let x = self.dw(&a, 0);
                self.f32_to_narrow(inst, to, mode, r, x)?;
            }
            (_, _) => {
                let x = self.wide(&a);
                let odd = self.f64_to_f32_odd(x.clone());
                if to == Word::Hf {
                    // 2^16 is an f32: the odd rounding keeps |x| >= 2^16.
                    self.f32_to_narrow(inst, to, mode, r, Opnd::reg(odd, 1))?;
                } else {
                    // Past f32's range the odd rounding stops at its largest
                    // value: bf16's overflow is decided on the f64.
                    let t = self.new_vreg(Bank::V, 1);
                    self.f32_to_narrow(inst, to, mode, t, Opnd::reg(odd, 1))?;
                    let hi = self.dw(&a, 1);
                    self.overflow_to_infinity(r, t, x, hi, true, Word::Bf);
                }
            }
        }
        if post {
            let x = if from == Word::Df { self.wide(&a) } else { self.dw(&a, 0) };
            self.narrow_saturate_and_flush(inst, to, from, d, r, x);
        }
        Ok(())
    }

    /// f32 to f16 or bf16 in `mode`, with PISA's overflow to infinity.
    fn f32_to_narrow(&mut self, inst: &ir::Inst, to: Word, mode: Word, d: VReg, x: Opnd) -> Result<(), CompileError> {
        match (to, mode) {
            (Word::Hf, Word::Rna) => self.f32_to_f16_rna(d, x),
            (Word::Hf, _) => {
                let directed = self.round_field(inst, RoundField::Both)?.is_some();
                let t = if directed { self.new_vreg(Bank::V, 1) } else { d };
                self.with_rounding(inst, RoundField::Both, |s| {
                    s.valu("v_cvt_f16_f32_e64", vec![Opnd::reg(t, 1)], vec![x.clone()]);
                    Ok(())
                })?;
                if directed {
                    self.overflow_to_infinity(d, t, x.clone(), x, false, Word::Hf);
                }
            }
            // bf16 has f32's exponent range: a finite f32 is never past it.
            _ => self.f32_to_bf16(d, x, mode),
        }
        Ok(())
    }

    /// A 32-bit integer rounded to odd at f32's precision: converted toward
    /// zero, with the last bit set when converting back does not give the
    /// integer (exact for the f16/bf16 rounding after it, which keeps at
    /// most 11 of f32's 24 bits).
    fn int32_to_f32_odd(&mut self, x: Opnd, signed: bool) -> VReg {
        let r = |t: VReg| Opnd::reg(t, 1);
        let (to_f32, from_f32) = if signed {
            ("v_cvt_f32_i32_e64", "v_cvt_i32_f32_e64")
        } else {
            ("v_cvt_f32_u32_e64", "v_cvt_u32_f32_e64")
        };
        let (q, back, odd, sticky) = (
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 1),
        );
        let inexact = self.new_vreg(Bank::S, 1);
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(3)]); // f32 toward zero
        self.valu(to_f32, vec![r(q)], vec![x.clone()]);
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        self.valu(from_f32, vec![r(back)], vec![r(q)]);
        self.valu("v_cmp_ne_u32_e64", vec![r(inexact)], vec![r(back), x]);
        self.valu("v_or_b32_e64", vec![r(odd)], vec![r(q), Opnd::Imm(1)]);
        self.valu("v_cndmask_b32_e64", vec![r(sticky)], vec![r(q), r(odd), r(inexact)]);
        sticky
    }

    /// An f64 rounded to odd at f32's precision: truncated, with the last
    /// bit set when anything was dropped (a NaN stays a NaN).
    fn f64_to_f32_odd(&mut self, x: Opnd) -> VReg {
        let r = |t: VReg| Opnd::reg(t, 1);
        let (t, back, one, odd) = (
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 1),
            self.new_vreg(Bank::V, 1),
        );
        let inexact = self.new_vreg(Bank::S, 1);
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(3 | 3 << 2)]);
        self.valu("v_cvt_f32_f64_e64", vec![r(t)], vec![x.clone()]);
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        self.valu("v_cvt_f64_f32_e64", vec![Opnd::reg(back, 2)], vec![r(t)]);
        self.valu("v_cmp_neq_f64_e64", vec![r(inexact)], vec![Opnd::reg(back, 2), x]);
        self.valu("v_cndmask_b32_e64", vec![r(one)], vec![Opnd::Imm(0), Opnd::Imm(1), r(inexact)]);
        self.valu("v_or_b32_e64", vec![r(odd)], vec![r(t), r(one)]);
        odd
    }

    /// f64 to f32 with ties away from zero: truncated, then one step away
    /// from zero where the dropped part (exact in f64) is at least half an
    /// f32 ulp of the truncated value (2^(e-24), at least 2^-149); past
    /// the largest f32 the step is infinity, as PISA's overflow rule asks.
    fn f64_to_f32_rna(&mut self, d: VReg, x: Opnd) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self, n: u8| s.new_vreg(Bank::V, n);
        let (t, back, e, k, half, diff, up) =
            (v(self, 1), v(self, 2), v(self, 1), v(self, 1), v(self, 2), v(self, 2), v(self, 1));
        let away = self.new_vreg(Bank::S, 1);
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(3 | 3 << 2)]);
        self.valu("v_cvt_f32_f64_e64", vec![r(t)], vec![x.clone()]);
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        self.valu("v_cvt_f64_f32_e64", vec![Opnd::reg(back, 2)], vec![r(t)]);
        // Half an ulp: 2^(max(e - 24, -149) - 1), e the truncated value's
        // frexp exponent (0 for a zero, whose ulp is the smallest denormal).
        self.valu("v_frexp_exp_i32_f32_e64", vec![r(e)], vec![r(t)]);
        self.valu("v_add_nc_u32_e64", vec![r(k)], vec![r(e), Opnd::Imm(-25)]);
        let zero = self.new_vreg(Bank::S, 1);
        self.valu("v_cmp_eq_f32_e64", vec![r(zero)], vec![r(t), Opnd::Imm(0)]);
        let k2 = v(self, 1);
        self.valu("v_cndmask_b32_e64", vec![r(k2)], vec![r(k), Opnd::Imm(-150), r(zero)]);
        let k3 = v(self, 1);
        self.valu("v_max_i32_e64", vec![r(k3)], vec![r(k2), Opnd::Imm(-150)]);
        self.valu("v_ldexp_f64", vec![Opnd::reg(half, 2)], vec![Opnd::FloatInline("1.0"), r(k3)]);
        self.valu("v_add_f64", vec![Opnd::reg(diff, 2)], vec![x.clone().abs(), Opnd::reg(back, 2).abs().negated()]);
        self.valu("v_cmp_ge_f64_e64", vec![r(away)], vec![Opnd::reg(diff, 2), Opnd::reg(half, 2)]);
        self.valu("v_add_nc_u32_e64", vec![r(up)], vec![r(t), Opnd::Imm(1)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(t), r(up), r(away)]);
    }

    /// `.dsat`: an infinity from a finite source becomes the largest finite
    /// value of its sign (an infinite source stays infinite); `.ftz`: a
    /// denormal result becomes a zero of its sign.
    fn narrow_saturate_and_flush(&mut self, inst: &ir::Inst, to: Word, from: Word, d: VReg, narrowed: VReg, x: Opnd) {
        let r = |t: VReg| Opnd::reg(t, 1);
        // A 16-bit value's upper half is undefined: masks keep to its bits.
        let (sign, magnitude_bits, inf, max) = match to {
            Word::Hf => (0x8000i64, 0x7fffi64, 0x7c00i64, 0x7bffi64),
            Word::Bf => (0x8000, 0x7fff, 0x7f80, 0x7f7f),
            _ => (0x8000_0000u32 as i32 as i64, 0x7fff_ffff, 0x7f80_0000, 0x7f7f_ffff),
        };
        let mut value = narrowed;
        if inst.has(Slot::Dsat) {
            let (magnitude, saturated, out) =
                (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
            let (infinite, finite, both) =
                (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
            self.valu("v_and_b32_e64", vec![r(magnitude)], vec![r(value), Opnd::Imm(magnitude_bits)]);
            self.valu("v_cmp_eq_u32_e64", vec![r(infinite)], vec![r(magnitude), Opnd::Imm(inf)]);
            let class = if from == Word::Df { "v_cmp_class_f64_e64" } else { "v_cmp_class_f32_e64" };
            self.valu(class, vec![r(finite)], vec![x, Opnd::Imm(0x1f8)]);
            self.emit("s_and_b32", vec![r(both)], vec![r(infinite), r(finite)]);
            self.valu("v_and_or_b32", vec![r(saturated)], vec![r(value), Opnd::Imm(sign), Opnd::Imm(max)]);
            self.valu("v_cndmask_b32_e64", vec![r(out)], vec![r(value), r(saturated), r(both)]);
            value = out;
        }
        if inst.has(Slot::Ftz) {
            let (magnitude, exponent, signed_zero) =
                (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
            let (nonzero, no_exponent, denormal) =
                (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
            self.valu("v_and_b32_e64", vec![r(magnitude)], vec![r(value), Opnd::Imm(magnitude_bits)]);
            self.valu("v_cmp_ne_u32_e64", vec![r(nonzero)], vec![r(magnitude), Opnd::Imm(0)]);
            self.valu("v_and_b32_e64", vec![r(exponent)], vec![r(value), Opnd::Imm(inf)]);
            self.valu("v_cmp_eq_u32_e64", vec![r(no_exponent)], vec![r(exponent), Opnd::Imm(0)]);
            self.emit("s_and_b32", vec![r(denormal)], vec![r(nonzero), r(no_exponent)]);
            self.valu("v_and_b32_e64", vec![r(signed_zero)], vec![r(value), Opnd::Imm(sign)]);
            self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(value), r(signed_zero), r(denormal)]);
        } else {
            self.emit("v_mov_b32_e32", vec![r(d)], vec![r(value)]);
        }
    }

    /// PISA's narrowing conversions overflow to infinity in every rounding
    /// mode (docs/spec-errata.md E25), where a directed mode's IEEE result
    /// is the largest finite value: a finite source at or past the first
    /// power of two above the range (2^16 for f16, 2^128 for f32) gives
    /// infinity of its sign. `sign_word` holds the source's sign bit; `to`
    /// is the narrow format (f32 or bf16 from f64, past 2^128; f16 from
    /// f32, past 2^16).
    fn overflow_to_infinity(
        &mut self,
        d: VReg,
        converted: VReg,
        x: Opnd,
        sign_word: Opnd,
        from_double: bool,
        to: Word,
    ) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let (big, finite, both) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        let magnitude = magnitude(&x, from_double);
        let (cmp, class, limit, inf) = if from_double {
            // 2^128 as f64 does not fit an inline constant: an SGPR pair.
            let t = self.new_vreg(Bank::S, 2);
            self.emit("s_mov_b32", vec![Opnd::part(t, 0, 1)], vec![Opnd::Imm(0)]);
            self.emit("s_mov_b32", vec![Opnd::part(t, 1, 1)], vec![Opnd::Imm(0x47f0_0000)]);
            ("v_cmp_ge_f64_e64", "", Opnd::reg(t, 2), if to == Word::Bf { 0x7f80 } else { 0x7f80_0000 })
        } else {
            ("v_cmp_ge_f32_e64", "v_cmp_class_f32_e64", Opnd::Imm(0x4780_0000), 0x7c00)
        };
        self.valu(cmp, vec![r(big)], vec![magnitude.clone(), limit]);
        if from_double {
            // Finite: below infinity (a NaN compares false).
            let t = self.new_vreg(Bank::S, 2);
            self.emit("s_mov_b32", vec![Opnd::part(t, 0, 1)], vec![Opnd::Imm(0)]);
            self.emit("s_mov_b32", vec![Opnd::part(t, 1, 1)], vec![Opnd::Imm(0x7ff0_0000)]);
            self.valu("v_cmp_lt_f64_e64", vec![r(finite)], vec![magnitude, Opnd::reg(t, 2)]);
        } else {
            self.valu(class, vec![r(finite)], vec![x, Opnd::Imm(0x1f8)]);
        }
        self.emit("s_and_b32", vec![r(both)], vec![r(big), r(finite)]);
        // The sign bit moved to the narrow format's, or-ed with its infinity.
        let sign = self.new_vreg(Bank::V, 1);
        let (shift, bit) = if to == Word::F { (0, 0x8000_0000u32 as i32 as i64) } else { (16, 0x8000) };
        let shifted = self.new_vreg(Bank::V, 1);
        self.valu("v_lshrrev_b32_e64", vec![r(shifted)], vec![Opnd::Imm(shift), sign_word]);
        self.valu("v_and_or_b32", vec![r(sign)], vec![r(shifted), Opnd::Imm(bit), Opnd::Imm(inf)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(converted), r(sign), r(both)]);
    }

    /// f32 to f16 with ties away from zero: truncate (RZ), then step one
    /// f16 ulp away from zero where the dropped part (exact in f32) is at
    /// least half the step; magnitudes from 65520 up round to infinity.
    fn f32_to_f16_rna(&mut self, d: VReg, x: Opnd) {
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let r = |t: VReg| Opnd::reg(t, 1);
        let (t, tf, up, upf, diff, step) = (v(self), v(self), v(self), v(self), v(self), v(self));
        // Truncated: MODE's round-toward-zero in both fields.
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(3 | 3 << 2)]);
        self.valu("v_cvt_f16_f32_e64", vec![r(t)], vec![x.clone()]);
        self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        self.valu("v_cvt_f32_f16_e64", vec![r(tf)], vec![r(t)]);
        // The next f16 away from zero: one more in the bit pattern.
        self.valu("v_add_nc_u32_e64", vec![r(up)], vec![r(t), Opnd::Imm(1)]);
        self.valu("v_cvt_f32_f16_e64", vec![r(upf)], vec![r(up)]);
        self.valu("v_sub_f32_e64", vec![r(diff)], vec![x.clone(), r(tf)]);
        self.valu("v_sub_f32_e64", vec![r(step)], vec![r(upf), r(tf)]);
        let abs = |t: VReg| Opnd::reg(t, 1).abs();
        let (twice, away, big, finite) =
            (v(self), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        self.valu("v_add_f32_e64", vec![r(twice)], vec![abs(diff), abs(diff)]);
        self.valu("v_cmp_ge_f32_e64", vec![r(away)], vec![r(twice), abs(step)]);
        let chosen = v(self);
        self.valu("v_cndmask_b32_e64", vec![r(chosen)], vec![r(t), r(up), r(away)]);
        // |x| >= 65520 (and finite): infinity of x's sign.
        let magnitude = magnitude(&x, false);
        self.valu("v_cmp_ge_f32_e64", vec![r(big)], vec![magnitude, Opnd::Imm(0x477f_f000)]);
        self.valu("v_cmp_class_f32_e64", vec![r(finite)], vec![x.clone(), Opnd::Imm(0x1f8)]);
        let both = self.new_vreg(Bank::S, 1);
        self.emit("s_and_b32", vec![r(both)], vec![r(big), r(finite)]);
        let inf = v(self);
        self.valu("v_lshrrev_b32_e64", vec![r(inf)], vec![Opnd::Imm(16), x]);
        let signed_inf = v(self);
        self.valu("v_and_or_b32", vec![r(signed_inf)], vec![r(inf), Opnd::Imm(0x8000), Opnd::Imm(0x7c00)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(chosen), r(signed_inf), r(both)]);
    }
}

/// |x| as a float operand: a register with the absolute-value modifier, a
/// binary32 constant with its sign cleared. (A binary64 constant here is
/// an inline integer: a denormal or NaN bit pattern, whose sign no
/// comparison with a large bound can see.)
fn magnitude(x: &Opnd, double: bool) -> Opnd {
    match x {
        Opnd::Imm(bits) if !double => Opnd::Imm(bits & 0x7fff_ffff),
        other => other.clone().abs(),
    }
}

/// A constant's bits with a denormal of `format` replaced by a zero of its
/// sign.
/// The f32 of the same value as an f16 (exact; a NaN keeps its payload and
/// is quieted, as `v_cvt_f32_f16` does).
fn f16_bits_to_f32(h: u16) -> u32 {
    let sign = u32::from(h & 0x8000) << 16;
    let exponent = u32::from(h >> 10) & 0x1f;
    let mantissa = u32::from(h & 0x3ff);
    match (exponent, mantissa) {
        (0, 0) => sign,
        (0, m) => {
            // A denormal: m x 2^-24, normalised.
            let shift = m.leading_zeros() - 21;
            sign | ((127 - 14 - shift) << 23) | (((m << shift) & 0x3ff) << 13)
        }
        (0x1f, 0) => sign | 0x7f80_0000,
        (0x1f, m) => sign | 0x7fc0_0000 | (m << 13),
        (e, m) => sign | ((e + 127 - 15) << 23) | (m << 13),
    }
}

fn flushed_constant(format: Word, bits: u128) -> u128 {
    let (sign, exponent, mantissa) = match format {
        Word::Df => (1u128 << 63, 0x7ffu128 << 52, (1u128 << 52) - 1),
        Word::Hf => (0x8000, 0x7c00, 0x3ff),
        Word::F => (0x8000_0000, 0x7f80_0000, 0x7f_ffff),
        _ => (0x8000, 0x7f80, 0x7f),
    };
    if bits & exponent == 0 && bits & mantissa != 0 {
        bits & sign
    } else {
        bits
    }
}
