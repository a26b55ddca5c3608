#!/usr/bin/env python3
"""Random straight-line kernels over the instruction forms of pisa.isa
(integer, float, logic/shift, conversion, comparison/selection, packed,
vector insert/extract). gen.py SEED [DIR] writes DIR/gSEED.pisa and
DIR/gSEED.in.bin and prints the launch flags.

gen(seed) -> (source, launch args, input bytes, slots). Each work-item reads
NENT 8-byte input entries of its own (edge values of a randomly chosen type
per entry and lane) and NENT uniform entries shared by all lanes, plus two
uniform kernel parameters; every instruction's result goes to an 8-byte
output slot of its own: out[lane * NSLOT + k]. slots[k] = (text, kind, type)
where kind is 'exact' or 'loose' (transcendental approximations: stored but
never fed to later instructions)."""
import os, random, struct, sys

NENT = 16            # input entries per lane and uniform
NSLOT = 160          # output slots per lane (8 bytes each)
RND = ["re", "rd", "ru", "rz", "rna"]
FT = ["bf", "hf", "f", "df"]
FW = {"bf": 16, "hf": 16, "f": 32, "df": 64}
ITO = ["u8", "s8", "u16", "s16", "u32", "s32", "u64", "s64"]
# families left out by the environment (EXCLUDE=fam1,fam2)
# how often an input is random bits rather than an edge value (OPS_RAND)
PRAND = float(os.environ.get("OPS_RAND", "0.12"))
# how often a source is an immediate (OPS_PIMM; high values exercise -O2's constant folding)
PIMM = float(os.environ.get("OPS_PIMM", "0.15"))
EXCLUDE = set(x for x in os.environ.get("OPS_EXCLUDE", "").split(",") if x)
# share of kernels that define functions and call them (OPS_CALLS; drawn by a
# generator of its own, so with 0 every seed gives the kernel it gave before)
PCALLS = float(os.environ.get("OPS_CALLS", "0"))
# share of calls whose arguments are all uniform (immediates, kernel parameters)
PCUNI = float(os.environ.get("OPS_CUNI", "0.25"))

def i_edges(w):
    m = (1 << w) - 1
    mn = 1 << (w - 1)
    base = [0, 1, 2, 3, 7, m, m - 1, mn, mn - 1, mn + 1, 0x80, 0x7f, 0xff, 0x100, 0xffff, 0x8000, 0x7fff,
            0x10000, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000, 31, 32, 33, 63, 64, 65, 15, 16, 17]
    return [x & m for x in base]

HF = [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7d00, 0x7c01, 0x7e55, 0xfd55,
      0x0001, 0x8001, 0x03ff, 0x0400, 0x8400, 0x7bff, 0xfbff, 0x3555, 0x3800, 0xb800, 0x3e00, 0x4100,
      0xc100, 0x4500, 0x3bff, 0x3c01, 0x5bff, 0x5c00, 0x7800, 0x0200, 0x4200, 0xc200, 0x57fe, 0x5801,
      0x6bff, 0x77ff, 0x7a00, 0x3000, 0x1400]
BF = [0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0xffc0, 0x7fa0, 0x7f81, 0x7fc5, 0xff85,
      0x0001, 0x8001, 0x007f, 0x0080, 0x8080, 0x7f7f, 0xff7f, 0x3eab, 0x3f00, 0xbf00, 0x3fc0, 0x4020,
      0xc020, 0x40a0, 0x3f7f, 0x3f81, 0x4b00, 0x4f00, 0xcf00, 0x4700, 0x477f, 0x5f00, 0x0040, 0x3fa0,
      0x4330, 0xc330, 0x4f80]
F = [0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
     0x7fc00123, 0x7f800001, 0x7fa00000, 0xff800123, 0x00000001, 0x80000001, 0x007fffff, 0x00800000,
     0x80800000, 0x7f7fffff, 0xff7fffff, 0x3f000000, 0xbf000000, 0x3fc00000, 0x40200000, 0xc0200000,
     0x4b000001, 0x4effffff, 0x4f000000, 0xcf000000, 0xcf000001, 0x4f800000, 0x4f7fffff, 0x5f000000,
     0xdf000000, 0x5f800000, 0x477fe000, 0x477ff000, 0x477fefff, 0x33800000, 0x33000000, 0x501502f9,
     0x3effffff, 0x3f7fffff, 0x3f800001, 0x477fff80, 0x437f8000, 0x43800000, 0xc3008000, 0x46fffe00,
     0xc7000100, 0x3f7f8000, 0x3f808000, 0x3f818000, 0x387fc000, 0x38800000, 0x33ffffff, 0x00400000,
     0x4b7fffff, 0x4cffffff, 0x5effffff, 0x40490fdb, 0x3fb504f3, 0x7e800000, 0x01000000]
DF = [0x0, 0x8000000000000000, 0x3ff0000000000000, 0xbff0000000000000, 0x7ff0000000000000,
      0xfff0000000000000, 0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000000000123,
      0x7ff0000000000001, 0x7ff4000000000000, 0x1, 0x8000000000000001, 0x000fffffffffffff,
      0x0010000000000000, 0x7fefffffffffffff, 0xffefffffffffffff, 0x3fe0000000000000,
      0x3ff8000000000000, 0x4004000000000000, 0xc004000000000000, 0x43e0000000000000,
      0xc3e0000000000000, 0x43f0000000000000, 0x43dfffffffffffff, 0x41dfffffffc00000,
      0x41e0000000000000, 0xc1e0000000000000, 0xc1e0000000200000, 0x41efffffffe00000, 0x4340000000000001,
      0x3ff0000010000000, 0x3ff0000010000001, 0x3ff0000030000000, 0x47efffffe0000000, 0x47efffffdfffffff,
      0x47f0000000000000, 0x40effe0000000000, 0x40effc0000000000, 0x36a0000000000000, 0x3690000000000000,
      0x3690000000000001, 0x3810000000000000, 0x380fffffe0000000, 0x3e70000000000000, 0x3e6fffffffffffff,
      0x3fefffffffffffff, 0x400921fb54442d18, 0xc00921fb54442d18, 0x4330000000000000, 0x3fd5555555555555]
FLAV = {"i8": (8, None), "i16": (16, None), "i32": (32, None), "i64": (64, None),
        "hf": (16, HF), "bf": (16, BF), "f": (32, F), "df": (64, DF)}

def pick_val(R, flav):
    w, lst = FLAV[flav]
    if R.random() < PRAND:
        return R.getrandbits(w)
    if lst is None:
        v = R.choice(i_edges(w))
        if R.random() < 0.2: v = (v + R.choice([-1, 1])) & ((1 << w) - 1)
        return v
    return R.choice(lst)

def entry_bytes(R, flav):
    w = FLAV[flav][0]
    n = 64 // w
    vals = [pick_val(R, flav) for _ in range(n)]
    fmt = {8: "<8B", 16: "<4H", 32: "<2I", 64: "<Q"}[w]
    return struct.pack(fmt, *vals)

class K:
    def __init__(self, R):
        self.R = R
        self.decl = {}       # type -> names
        self.n = 0
        self.pool = {}       # kind -> [(name, uniform)]
        self.body = []
        self.slots = []
        self.fams = set()
        self.limit = NSLOT   # output slots this kernel or function may use
        self.lid = None      # the kernel's lane index (for divergent predicates)
        self.private = False # a function's `.private @pv[32]` is declared
        self.calls = False   # a function, or a kernel with calls (divergent code, registers written again)

    def new(self, ty):
        self.n += 1
        name = f"%r{self.n}"
        self.decl.setdefault(ty, []).append(name)
        return name

    def add(self, kind, name, uni):
        self.pool.setdefault(kind, []).append((name, uni))

    def emit(self, s):
        self.body.append(s)

    def pick(self, kind):
        lst = self.pool.get(kind)
        if not lst: return None
        # recent values more often: chains of operations
        if self.R.random() < 0.5:
            return self.R.choice(lst[-6:])
        return self.R.choice(lst)

    def imm(self, w, ft=None):
        R = self.R
        if ft:
            lst = {"hf": HF, "bf": BF, "f": F, "df": DF}[ft]
            v = R.choice(lst)
            if ft in ("f", "df") and R.random() < 0.2:
                return R.choice(["1.0", "-2.5", "0.5", "3.0", "-0.0", "1e10", "65504.0", "0.1"])
            return "0x%0*x" % (w // 4, v)
        v = R.choice(i_edges(w))
        if R.random() < 0.3 and v < (1 << (w - 1)):
            return str(v)
        return "0x%x" % v

    def src(self, w, ft=None, imm=True, pimm=None):
        """a source operand of width w (8/16/32/64): (text, uniform)"""
        if pimm is None: pimm = PIMM
        if imm and self.R.random() < pimm:
            return self.imm(w, ft), True
        p = self.pick(w)
        if p is None:
            return self.imm(w, ft), True
        return p

    def store(self, dst, kind, text, uni, loose=False, ty=None):
        k = len(self.slots)
        if k >= self.limit: return False
        off = 8 * k
        if kind in (8, 16, 32, 64):
            self.emit(f"st.global.{kind}b [%po + {off}], {dst};")
        elif kind == "x2":
            self.emit(f"st.global.v2.16b [%po + {off}], {dst};")
        elif kind == "x4":
            self.emit(f"st.global.v4.8b [%po + {off}], {dst};")
        elif kind == "pred":
            t = self.new(".32b")
            self.emit(f"sel.32b {t}, 1, 2, {dst};")
            self.emit(f"st.global.32b [%po + {off}], {t};")
        self.slots.append((text, "loose" if loose else "exact", ty or str(kind)))
        if not loose:
            self.add(kind, dst, uni)
        return True

    def op(self, fam, kind, fmt, srcs, loose=False, ty=None):
        """fmt has {d} and {0},{1}.. for sources given as (text, uni) pairs"""
        if fam in EXCLUDE: return
        self.fams.add(fam)
        dty = {8: ".8b", 16: ".16b", 32: ".32b", 64: ".64b", "x2": ".v2.16b", "x4": ".v4.8b", "pred": "pred"}[kind]
        if kind == "pred":
            self.n += 1
            d = f"%p{self.n}"
            self.decl.setdefault("pred", []).append(d)
        else:
            d = self.new(dty)
        uni = bool(srcs) and all(u for _, u in srcs)
        text = fmt.format(*[t for t, _ in srcs], d=d)
        self.emit(text)
        self.store(d, kind, text, uni, loose, ty)


def declarations(decl):
    """The `.reg` and `.pred` lines of a kernel's registers, by type (16
    names a line)."""
    lines = []
    for ty, names in decl.items():
        if ty == "pred":
            lines.append("  .pred " + ", ".join(names) + ";")
        else:
            for i in range(0, len(names), 16):
                lines.append(f"  .reg {ty} " + ", ".join(names[i:i + 16]) + ";")
    return lines

def gen(seed):
    R = random.Random(seed)
    k = K(R)
    # work-items: 64 in one or two groups, or a partial wave (exec mask not full)
    nl = R.choice([64, 64, 64, 48, 37, 16])
    local = R.choice([64, 64, 32]) if nl == 64 else nl
    # -------- inputs
    inp = bytearray()
    flav_d = [R.choice(list(FLAV)) for _ in range(NENT)]
    same = [R.random() < 0.15 for _ in range(NENT)]
    lane_entries = []
    for lane in range(nl):
        for j in range(NENT):
            if same[j] and lane > 0:
                inp += lane_entries[j]
            else:
                b = entry_bytes(R, flav_d[j])
                if lane == 0: lane_entries.append(b)
                inp += b
    flav_u = [R.choice(list(FLAV)) for _ in range(NENT)]
    uvals = []
    for j in range(NENT):
        b = entry_bytes(R, flav_u[j])
        inp += b
        uvals.append(int.from_bytes(b, "little"))
    # uniform entries come mostly from kernel parameters (SGPRs: the scalar
    # ALU paths); the others by a load of one address for all lanes
    upar = [R.random() < 0.75 for _ in range(NENT)]
    uoff = nl * NENT * 8
    p32 = pick_val(R, R.choice(["i32", "f", "i32"]))
    p64 = pick_val(R, R.choice(["i64", "df"]))
    # -------- prologue
    k.emit("ld.param.64b %pi, [%in];")
    k.emit("ld.param.64b %po, [%out];")
    k.emit("mov.32b %lid, %localid.x;")
    k.emit("mov.32b %t, %groupid.x;")
    k.emit(f"umad.32b %lid, %t, {local}, %lid;")
    k.emit(f"umul.32b %t, %lid, {NENT * 8};")
    k.emit("zext.64b.32b %o, %t;")
    k.emit(f"iadd.64b %pu, %pi, {uoff};")
    k.emit("iadd.64b %pi, %pi, %o;")
    k.emit(f"umul.32b %t, %lid, {NSLOT * 8};")
    k.emit("zext.64b.32b %o, %t;")
    k.emit("iadd.64b %po, %po, %o;")
    a = k.new(".32b"); k.emit(f"ld.param.32b {a}, [%u0];"); k.add(32, a, True)
    a = k.new(".64b"); k.emit(f"ld.param.64b {a}, [%u1];"); k.add(64, a, True)
    # loads: each entry at some widths
    for base, uni, fl in (("%pi", False, flav_d), ("%pu", True, flav_u)):
        for j in range(NENT):
            w = FLAV[fl[j]][0]
            forms = [w] + [R.choice([16, 32, 64, 8, "x2", "x4"]) for _ in range(R.choice([0, 1, 1, 2]))]
            for f in forms:
                off = 8 * j
                if uni and upar[j]:
                    ty = {8: ".8b", 16: ".16b", 32: ".32b", 64: ".64b", "x2": ".v2.16b", "x4": ".v4.8b"}[f]
                    ld = {8: "8b", 16: "16b", 32: "32b", 64: "64b", "x2": "v2.16b", "x4": "v4.8b"}[f]
                    sz = {8: 1, 16: 2, 32: 4, 64: 8, "x2": 4, "x4": 4}[f]
                    o = R.randrange(0, 8, sz) if R.random() < 0.3 else 0
                    d = k.new(ty)
                    k.emit(f"ld.param.{ld} {d}, [%q{j}" + (f" + {o}];" if o else "];"))
                    k.add(f, d, True)
                    continue
                if f == 8 and R.random() < 0.5:
                    d = k.new(".8b")
                    k.emit(f"ld.global.8b {d}, [{base} + {off + R.randrange(8)}];")
                    k.add(8, d, uni); continue
                if f == 8:
                    t = k.new(".32b"); d = k.new(".8b")
                    k.emit(f"ld.global.32b {t}, [{base} + {off}];")
                    k.emit(f"trunc.8b.32b {d}, {t};")
                    k.add(8, d, uni); continue
                if f in (16, 32) and R.random() < 0.3:
                    off += R.choice([0, 2, 4, 6]) if f == 16 else R.choice([0, 4])
                ty = {16: ".16b", 32: ".32b", 64: ".64b", "x2": ".v2.16b", "x4": ".v4.8b"}[f]
                d = k.new(ty)
                ld = {16: "16b", 32: "32b", 64: "64b", "x2": "v2.16b", "x4": "v4.8b"}[f]
                if f in ("x2", "x4") and R.random() < 0.3:
                    off += 4
                k.emit(f"ld.global.{ld} {d}, [{base} + {off}];")
                k.add(f, d, uni)
    # a vector of 8 lanes-values, fully initialised
    vn = R.choice([4, 8])
    vec = k.new(f".v{vn}.32b")
    for i in range(vn):
        s, _ = k.src(32, imm=False)
        k.emit(f"insert.{i}.32b {vec}, {s};")
    vecuni = False
    # functions (OPS_CALLS) come from a generator of their own: RC
    RC = random.Random(f"calls {seed}")
    funcs = make_funcs(RC) if RC.random() < PCALLS else []
    k.lid = "%lid"
    k.calls = bool(funcs)
    if funcs: k.add(f"v{vn}", vec, False)
    nops = R.randint(40, NSLOT - 10)
    gens = [(g, wt) for g, wt in GENS if g.__name__ not in EXCLUDE]
    tot = sum(wt for _, wt in gens)
    # kernels with calls: at times some lanes end early (`return.cond` in the
    # kernel, isa-6 6.3), so the rest of the kernel runs in divergent code
    kexit = RC.randrange(nops) if funcs and RC.random() < 0.3 and "kexit" not in EXCLUDE else None
    while len(k.slots) < nops:
        if kexit is not None and len(k.slots) >= kexit:
            kexit = None
            k.fams.add("kexit")
            k.emit(f"return.cond {'!' if RC.random() < 0.3 else ''}{lane_pred(k)};")
        if funcs and RC.random() < 0.12:
            g_call(k, funcs)
            continue
        g = pick_gen(R, gens, tot)
        if g is g_vec:
            g(k, vec, vn)
        else:
            g(k)
    decl = declarations(k.decl)
    src = [".version 0.1;", ".target 100;",
           f"// ops fuzz seed {seed}"] + [l for f in funcs for l in f.lines] + [
           ".kernel @k(.param[8] .addrspace(global) %in, .param[8] .addrspace(global) %out, .param[4] %u0, .param[8] %u1" + "".join(f", .param[8] %q{j}" for j in range(NENT)) + ") {",
           "  .reg .32b %lid, %t;", "  .reg .64b %pi, %po, %pu, %o;"] + decl + ["  " + s for s in k.body] + ["}"]
    launch = ["--global", str(nl), "--local", str(local), "--arg", "buf:u32:@IN",
              "--arg", f"buf:u32:zeros:{nl * NSLOT * 2}", "--arg", f"u32:{p32}", "--arg", f"u64:{p64}"]
    for v in uvals: launch += ["--arg", f"u64:{v}"]
    return "\n".join(src) + "\n", launch, bytes(inp), k.slots, sorted(k.fams)

# ---------------------------------------------------------------- generators
IW = [16, 32, 64]

def g_int2(k):
    R = k.R
    w = R.choice(IW)
    op = R.choice(["iadd", "isub", "iadd.dsat", "isub.dsat", "smax", "smin", "umax", "umin", "smul", "umul",
                   "and", "or", "xor", "smul", "umul"])
    k.op("int", w, f"{op}.{w}b {{d}}, {{0}}, {{1}};", [k.src(w), k.src(w)])

def g_div(k):
    R = k.R
    w = R.choice(IW)
    op = R.choice(["sdiv", "udiv", "sdiv.quo", "sdiv.rem", "udiv.rem", "udiv.quo"])
    a, b = k.src(w), k.src(w, imm=False)
    # divisor 0 is undefined: replace it by 1 (or by a kept edge value)
    d = k.new(f".{w}b"); p = k.new("pred") if False else None
    k.n += 1; pn = f"%p{k.n}"; k.decl.setdefault("pred", []).append(pn)
    k.emit(f"ucmp.eq.{w}b {pn}, {b[0]}, 0;")
    k.emit(f"sel.{w}b {d}, {R.choice(['1', '3', '0x' + 'f' * (w // 4)])}, {b[0]}, {pn};")
    k.op("div", w, f"{op}.{w}b {{d}}, {{0}}, {{1}};", [a, (d, b[1])])

def g_int1(k):
    R = k.R
    op = R.choice(["iabs", "ineg", "not", "cbit", "fbh", "fbl", "bfrev"])
    w = 32 if op == "bfrev" else R.choice([16, 32] if op in ("cbit", "fbh", "fbl") else IW)
    k.op("int1", w, f"{op}.{w}b {{d}}, {{0}};", [k.src(w)])

def g_mad(k):
    R = k.R
    c = R.random()
    s = R.choice("su")
    if c < 0.4:
        w = R.choice(IW)
        k.op("mad", w, f"{s}mad.{w}b {{d}}, {{0}}, {{1}}, {{2}};", [k.src(w), k.src(w), k.src(w)])
    elif c < 0.7:
        w = R.choice([16, 32])
        k.op("madfull", 2 * w, f"{s}mad.full.{w}b {{d}}, {{0}}, {{1}}, {{2}};", [k.src(w), k.src(w), k.src(2 * w)])
    else:
        w = R.choice([16, 32])
        k.op("mulfull", 2 * w, f"{s}mul.full.{w}b {{d}}, {{0}}, {{1}};", [k.src(w), k.src(w)])

def g_dp4a(k):
    R = k.R
    sg = R.choice(["ss", "us", "su", "uu"])
    ds = ".dsat" if sg != "uu" and R.random() < 0.5 else ""
    k.op("dp4a", 32, f"dp4a.{sg}{ds}.32b {{d}}, {{0}}, {{1}}, {{2}};", [k.src(32), k.src(32), k.src(32)])

def g_addc(k):
    R = k.R
    c = R.choice(["ci", "co", "cico"])
    if "addc" in EXCLUDE: return
    pin = k.pick("pred")
    if c != "co" and pin is None:
        c = "co"
    a, b = k.src(32), k.src(32)
    if "addcdiv" in EXCLUDE and c != "ci" and not (a[1] and b[1] and (c == "co" or pin[1])):
        # known: repro/uaddc-carry-divergent.pisa; a per-lane carry-out is left out
        if pin is None: return
        c = "ci"
    if c == "co":
        k.n += 1; pc = f"%p{k.n}"; k.decl.setdefault("pred", []).append(pc)
        k.op("addc", 32, f"uaddc.co.32b {{d}}, {pc}, {{0}}, {{1}};", [a, b])
        k.store(pc, "pred", "carry-out of " + k.slots[-1][0], a[1] and b[1])
    elif c == "ci":
        k.op("addc", 32, f"uaddc.ci.32b {{d}}, {{0}}, {{1}}, {{2}};", [a, b, pin])
    else:
        k.n += 1; pc = f"%p{k.n}"; k.decl.setdefault("pred", []).append(pc)
        k.op("addc", 32, f"uaddc.ci.co.32b {{d}}, {pc}, {{0}}, {{1}}, {{2}};", [a, b, pin])
        k.store(pc, "pred", "carry-out of " + k.slots[-1][0], a[1] and b[1] and pin[1])

def shamt(k):
    R = k.R
    if R.random() < 0.5:
        return R.choice(["0", "1", "7", "8", "15", "16", "17", "31", "32", "33", "63", "64", "65", "127", "255", "0xffffffff", "0x80000000"]), True
    return k.src(32, imm=False)

def g_shift(k):
    R = k.R
    op = R.choice(["shl", "shr", "asr"])
    if R.random() < 0.2 and k.pick("x2"):
        k.op("shiftx2", "x2", f"{op}.16bx2 {{d}}, {{0}}, {{1}};", [k.pick("x2"), shamt(k)])
        return
    w = R.choice(IW)
    if w == 64 and k.calls and "shift64sgpr" in EXCLUDE:
        w = 32   # fixed: tests/kernels/shift64_divergent.pisa (two SGPRs, result in a VGPR)
    k.op("shift", w, f"{op}.{w}b {{d}}, {{0}}, {{1}};", [k.src(w), shamt(k)])

def g_bits(k):
    R = k.R
    c = R.choice(["bfi", "bfn", "sbfe", "ubfe", "shf"])
    if c == "bfi":
        k.op("bfi", 32, "bfi.32b {d}, {0}, {1}, {2}, {3};", [k.src(32), k.src(32), shamt(k), shamt(k)])
    elif c == "bfn":
        k.op("bfn", 32, f"bfn.0x{R.randint(1, 0xfe):02x}.32b {{d}}, {{0}}, {{1}}, {{2}};", [k.src(32), k.src(32), k.src(32)])
    elif c in ("sbfe", "ubfe"):
        k.op("bfe", 32, f"{c}.32b {{d}}, {{0}}, {{1}}, {{2}};", [k.src(32), shamt(k), shamt(k)])
    else:
        k.op("shf", 32, f"shf.{R.choice('lr')}.32b {{d}}, {{0}}, {{1}}, {{2}};", [k.src(32), k.src(32), shamt(k)])

def g_pint(k):
    R = k.R
    if R.random() < 0.3 and k.pick("x4"):
        op = R.choice(["iadd", "iadd.dsat", "smax", "smin"])
        k.op("pint8", "x4", f"{op}.8bx4 {{d}}, {{0}}, {{1}};", [k.pick("x4"), k.pick("x4")])
        return
    if not k.pick("x2"): return
    op = R.choice(["iadd", "iadd.dsat", "isub", "isub.dsat", "smax", "smin", "umax", "umin", "smul", "smad", "ucmp"])
    if op == "smad":
        k.op("pint16", "x2", "smad.16bx2 {d}, {0}, {1}, {2};", [k.pick("x2"), k.pick("x2"), k.pick("x2")])
    elif op == "ucmp":
        k.op("pcmp", "x2", f"ucmp.{R.choice(['eq', 'ne', 'gt', 'ge', 'lt', 'le'])}.16bx2 {{d}}, {{0}}, {{1}};", [k.pick("x2"), k.pick("x2")])
    else:
        k.op("pint16", "x2", f"{op}.16bx2 {{d}}, {{0}}, {{1}};", [k.pick("x2"), k.pick("x2")])

def fmods(R, rnd=True, ftz=True, dsat=True):
    s = ""
    if rnd and R.random() < 0.6: s += "." + R.choice(RND)
    if ftz and R.random() < 0.3: s += ".ftz"
    if dsat and R.random() < 0.25: s += ".dsat"
    return s

def g_farith(k):
    R = k.R
    t = R.choice(FT)
    w = FW[t]
    op = R.choice(["fadd", "fsub", "fmul", "fmad", "fdiv", "fmin", "fmax", "fmulfull"])
    if op == "fdiv" and t in ("bf", "hf"): op = "fmul"
    if op == "fmulfull" and t not in ("bf", "hf"): op = "fmul"
    if op in ("fmin", "fmax"):
        m = fmods(R, rnd=False) + (".nanp" if R.random() < 0.4 else "")
        k.op("fminmax", w, f"{op}{m}.{t} {{d}}, {{0}}, {{1}};", [k.src(w, t), k.src(w, t)], ty=t)
    elif op == "fmad":
        ss = [k.src(w, t), k.src(w, t), k.src(w, t)]
        if t == "df" and "fmad3imm" in EXCLUDE and all(x[1] for x in ss):
            # known: repro/fmad-df-uniform.pisa (three uniform sources)
            dv = [v for v in k.pool.get(64, []) if not v[1]]
            if not dv: return
            ss[0] = R.choice(dv)
        k.op("fmad", w, f"fmad{fmods(R)}.{t} {{d}}, {{0}}, {{1}}, {{2}};", ss, ty=t)
    elif op == "fdiv":
        k.op("fdiv", w, f"fdiv{fmods(R, dsat=False)}.{t} {{d}}, {{0}}, {{1}};", [k.src(w, t), k.src(w, t)], ty=t)
    elif op == "fmulfull":
        k.op("fmulfull", 32, f"fmul.full{fmods(R)}.{t} {{d}}, {{0}}, {{1}};", [k.src(w, t), k.src(w, t)], ty="f")
    else:
        k.op("farith", w, f"{op}{fmods(R)}.{t} {{d}}, {{0}}, {{1}};", [k.src(w, t), k.src(w, t)], ty=t)

def g_funary(k):
    R = k.R
    t = R.choice(FT)
    w = FW[t]
    op = R.choice(["fabs", "fneg", "frnd", "frc", "fsqrt"])
    if op == "frc": t, w = "f", 32
    if op == "fsqrt" and t in ("bf", "hf"): op = "frnd"
    ftz = ".ftz" if R.random() < 0.3 else ""
    if op == "frnd":
        k.op("frnd", w, f"frnd.{R.choice(RND)}{ftz}.{t} {{d}}, {{0}};", [k.src(w, t)], ty=t)
    elif op == "fsqrt":
        m = fmods(R, dsat=False)
        if "fsqrtftz" in EXCLUDE: m = m.replace(".ftz", "")   # known: repro/fsqrt-ru-ftz.pisa
        k.op("fsqrt", w, f"fsqrt{m}.{t} {{d}}, {{0}};", [k.src(w, t)], ty=t)
    else:
        k.op("fabsneg", w, f"{op}{ftz}.{t} {{d}}, {{0}};", [k.src(w, t)], ty=t)

def g_ftrans(k):
    """approximations: compared loosely, never reused"""
    R = k.R
    op = R.choice(["fsin", "fcos", "fexp2", "flog2", "frcp", "ftanh", "frsqrt.fast", "fsqrt.fast", "fdiv.fast"])
    t = R.choice(FT if op in ("frsqrt.fast", "fsqrt.fast", "fdiv.fast") else ["bf", "hf", "f"])
    w = FW[t]
    ftz = ".ftz" if R.random() < 0.3 else ""
    name, fast = (op[:-5], ".fast") if op.endswith(".fast") else (op, "")
    if name == "fdiv":
        k.op("trans", w, f"fdiv{ftz}.fast.{t} {{d}}, {{0}}, {{1}};", [k.src(w, t), k.src(w, t)], loose=True, ty=t)
    else:
        k.op("trans", w, f"{name}{ftz}{fast}.{t} {{d}}, {{0}};", [k.src(w, t)], loose=True, ty=t)

def g_fpacked(k):
    R = k.R
    x = k.pick("x2")
    if not x: return
    t = R.choice(["bfx2", "hfx2"])
    op = R.choice(["fadd", "fsub", "fmul", "fmad", "fmin", "fmax", "fabs", "fneg", "fcmp", "pf2i", "trans"])
    if op in ("fadd", "fsub", "fmul"):
        k.op("fpacked", "x2", f"{op}{fmods(R)}.{t} {{d}}, {{0}}, {{1}};", [x, k.pick("x2")], ty=t)
    elif op == "fmad":
        k.op("fpacked", "x2", f"fmad{fmods(R)}.{t} {{d}}, {{0}}, {{1}}, {{2}};", [x, k.pick("x2"), k.pick("x2")], ty=t)
    elif op in ("fmin", "fmax"):
        m = fmods(R, rnd=False) + (".nanp" if R.random() < 0.4 else "")
        k.op("fpacked", "x2", f"{op}{m}.{t} {{d}}, {{0}}, {{1}};", [x, k.pick("x2")], ty=t)
    elif op in ("fabs", "fneg"):
        k.op("fpacked", "x2", f"{op}{'.ftz' if R.random() < .3 else ''}.{t} {{d}}, {{0}};", [x], ty=t)
    elif op == "fcmp":
        k.op("fpcmp", "x2", f"fcmp.{R.choice(['eq', 'ne', 'gt', 'ge', 'lt', 'le'])}{'.ftz' if R.random() < .3 else ''}.{t} {{d}}, {{0}}, {{1}};", [x, k.pick("x2")])
    elif op == "pf2i":
        k.op("pf2i", "x2", f"pf2i.{R.choice(['u16x2', 's16x2'])}.{t}.{R.choice(RND)} {{d}}, {{0}};", [x])
    else:
        o = R.choice(["fsin", "fcos", "fexp2", "flog2", "frcp", "ftanh", "frsqrt.fast", "fsqrt.fast"])
        k.op("transx2", "x2", f"{o}.{t} {{d}}, {{0}};".replace(".fast." + t, ".fast." + t), [x], loose=True, ty=t)

def g_conv(k):
    R = k.R
    c = R.choice(["f2i", "f2i", "i2f", "i2f", "fext", "ftrunc", "ftrunc2", "sext", "zext", "trunc"])
    IWD = {"u8": 8, "s8": 8, "u16": 16, "s16": 16, "u32": 32, "s32": 32, "u64": 64, "s64": 64}
    if c == "f2i":
        to, fr = R.choice(ITO), R.choice(FT)
        r = "." + R.choice(RND) if R.random() < 0.8 else ""
        k.op("f2i", IWD[to], f"f2i.{to}.{fr}{r} {{d}}, {{0}};", [k.src(FW[fr], fr)])
    elif c == "i2f":
        to, fr = R.choice(FT), R.choice(ITO)
        m = ("." + R.choice(RND) if R.random() < 0.8 else "") + (".dsat" if R.random() < 0.2 else "")
        k.op("i2f", FW[to], f"i2f.{to}.{fr}{m} {{d}}, {{0}};", [k.src(IWD[fr])], ty=to)
    elif c == "fext":
        to = R.choice(["f", "df"])
        fr = R.choice(["bf", "hf"] + (["f"] if to == "df" else []))
        k.op("fext", FW[to], f"fext.{to}.{fr} {{d}}, {{0}};", [k.src(FW[fr], fr)], ty=to)
    elif c == "ftrunc":
        fr = R.choice(["f", "df"])
        to = R.choice(["bf", "hf"] + (["f"] if fr == "df" else []))
        k.op("ftrunc", FW[to], f"ftrunc.{to}.{fr}{fmods(R)} {{d}}, {{0}};", [k.src(FW[fr], fr)], ty=to)
    elif c == "ftrunc2":
        to = R.choice(["bfx2", "hfx2"])
        k.op("ftrunc2", "x2", f"ftrunc2.{to}{fmods(R)} {{d}}, {{0}}, {{1}};", [k.src(32, imm=False), k.src(32, imm=False)], ty=to)
    else:
        fr = R.choice([8, 16, 32, 64])
        if c == "trunc":
            fr = R.choice([16, 32, 64]); to = R.choice([x for x in (8, 16, 32) if x < fr])
        else:
            fr = R.choice([8, 16, 32]); to = R.choice([x for x in (16, 32, 64) if x > fr])
        k.op("intconv", to, f"{c}.{to}b.{fr}b {{d}}, {{0}};", [k.src(fr)])

def g_cmp(k):
    R = k.R
    cop = R.choice(["eq", "ne", "gt", "ge", "lt", "le"])
    c = R.choice(["scmp", "ucmp", "fcmp", "fcmp"])
    dst = "pred" if R.random() < 0.5 else 32
    if c == "fcmp":
        t = R.choice(FT); w = FW[t]
        ftz = ".ftz" if R.random() < 0.3 else ""
        k.op("fcmp", dst, f"fcmp.{cop}{ftz}.{t} {{d}}, {{0}}, {{1}};", [k.src(w, t), k.src(w, t)])
    else:
        w = R.choice(IW)
        k.op("icmp", dst, f"{c}.{cop}.{w}b {{d}}, {{0}}, {{1}};", [k.src(w), k.src(w)])

def g_sel(k):
    R = k.R
    w = R.choice(IW)
    if R.random() < 0.6 and k.pick("pred"):
        p = k.pick("pred")
        neg = "!" if R.random() < 0.4 else ""
        k.op("selp", w, f"sel.{w}b {{d}}, {{0}}, {{1}}, {neg}{{2}};", [k.src(w), k.src(w), p])
    else:
        k.op("selr", w, f"sel.{w}b {{d}}, {{0}}, {{1}}, {{2}};", [k.src(w), k.src(w), k.src(w, imm=False)])

def g_mov(k):
    R = k.R
    c = R.random()
    if c < 0.4:
        w = R.choice([8, 16, 32, 64])
        k.op("mov", w, f"mov.{w}b {{d}}, {{0}};", [k.src(w, pimm=0.5)])
    elif c < 0.7 and k.pick("x2"):
        k.op("movpk", 32, "mov.32b {d}, {0}.xy;", [k.pick("x2")])
    else:
        # scalar -> packed
        s = k.src(32, imm=False)
        d = k.new(".v2.16b")
        k.emit(f"mov.32b {d}.xy, {s[0]};")
        k.add("x2", d, s[1])

def g_swz(k):
    """partial writes and reads of packed and vector registers by swizzle"""
    R = k.R
    c = R.random()
    x = k.pick("x2")
    if c < 0.4 and x:
        h = k.src(16, imm=False)
        d = k.new(".v2.16b")
        k.emit(f"mov.32b {d}.xy, {k.pick(32)[0]};")
        comp = R.choice("xy")
        k.emit(f"mov.16b {d}.{comp}, {h[0]};")
        k.fams.add("swz")
        k.store(d, "x2", f"mov.16b {d}.{comp}, {h[0]}", False)
    elif c < 0.7 and x:
        k.op("swz", 16, f"mov.16b {{d}}, {{0}}.{R.choice('xy')};", [x])
    else:
        v = k.src(64, imm=False)
        w = k.new(".v2.32b")
        k.emit(f"mov.64b {w}.xy, {v[0]};")
        if R.random() < 0.5:
            k.emit(f"mov.32b {w}.{R.choice('xy')}, {k.pick(32)[0]};")
        k.op("swz", 32, f"mov.32b {{d}}, {w}.{R.choice('xy')};", [])
        k.op("swz", 64, f"mov.64b {{d}}, {w}.xy;", [])

def g_vec(k, vec, vn):
    R = k.R
    c = R.random()
    if c < 0.3:
        i = R.randrange(vn)
        k.op("extract", 32, f"extract.{i}.32b {{d}}, {vec};", [])
    elif c < 0.6:
        s = k.src(32, imm=False)
        ix = k.new(".32b")
        k.emit(f"and.32b {ix}, {s[0]}, {vn - 1};")
        k.op("extractdyn", 32, f"extract.dynamic.v{vn}.32b {{d}}, {vec}, {{0}};", [(ix, False)])
    elif c < 0.85:
        v, vu = k.src(32, imm=False)
        s = k.src(32, imm=False)
        ix = k.new(".32b")
        k.emit(f"and.32b {ix}, {s[0]}, {vn - 1};")
        k.emit(f"insert.dynamic.v{vn}.32b {vec}, {v}, {ix};")
        # read back every element
        for i in range(vn):
            k.op("insertdyn", 32, f"extract.{i}.32b {{d}}, {vec};", [])
    elif c < 0.92:
        v, _ = k.src(32, imm=False)
        i = R.randrange(vn)
        k.emit(f"insert.{i}.32b {vec}, {v};")
        j = R.randrange(vn // 2) * 2
        sub = k.new(".v2.32b")
        k.emit(f"extract.{j}.v2.32b {sub}, {vec};")
        k.op("extractsub", 32, f"extract.1.32b {{d}}, {sub};", [])
    else:
        sub = k.new(".v2.32b")
        k.emit(f"insert.0.32b {sub}, {k.src(32, imm=False)[0]};")
        k.emit(f"insert.1.32b {sub}, {k.src(32, imm=False)[0]};")
        j = R.randrange(vn // 2) * 2
        k.emit(f"insert.{j}.v2.32b {vec}, {sub};")
        for i in range(vn):
            k.op("insertsub", 32, f"extract.{i}.32b {{d}}, {vec};", [])

# ---------------------------------------------------------------- calls
# Functions (OPS_CALLS): each gets a pointer to its output slots as `%po` (so
# the generators above store to them unchanged; every call site reserves the
# callee's slots and passes `%po + 8 * first slot`), 1-4 parameters of the
# kinds below, runs a few of the generators on them and returns one of its
# values (or nothing). Predicates cannot be parameters or results (prog-4 4.4,
# 4.5); arguments must be registers (isa-6 6.1), so an "immediate" argument is
# a register set by mov just before the call.
REGTY = {8: ".8b", 16: ".16b", 32: ".32b", 64: ".64b", "x2": ".v2.16b", "x4": ".v4.8b",
         "v2": ".v2.32b", "v4": ".v4.32b", "v8": ".v8.32b"}
VLEN = {"v4": 4, "v8": 8}
PKINDS = [8, 16, 32, 32, 64, 64, "x2", "x4", "v2", "v4", "v8"]
FSLOTS = 40          # output slots of one function, its nested calls' included

class Func:
    def __init__(self, name, params, ret, lines, slots, fams):
        self.name, self.params, self.ret, self.lines, self.slots, self.fams = name, params, ret, lines, slots, fams

def pick_u(k, kind, uni):
    """a value of `kind` from k's pool, uniform or per lane as asked (None: either)"""
    lst = [n for n, u in k.pool.get(kind, []) if uni is None or u == uni]
    return k.R.choice(lst) if lst else None

def build(k, kind, d, want):
    """writes a value of `kind` to register d: from immediates (want 'imm') or
    from k's values (uniform ones for 'uni', per-lane for 'lane')"""
    R = k.R
    def part(w):
        # a register (swizzled writes and insert take no immediate)
        if want == "imm":
            t = k.new(REGTY[w]); k.emit(f"mov.{w}b {t}, {k.imm(w)};")
            return t
        return pick_u(k, w, {"uni": True, "lane": False}.get(want)) or k.src(w, imm=False)[0]
    if kind in (8, 16, 32, 64):
        k.emit(f"mov.{kind}b {d}, {k.imm(kind) if want == 'imm' else part(kind)};")
    elif kind in ("x2", "x4"):
        k.emit(f"mov.32b {d}.{'xy' if kind == 'x2' else 'xyzw'}, {part(32)};")
    elif kind == "v2" and R.random() < 0.5:
        k.emit(f"mov.64b {d}.xy, {part(64)};")
    elif kind == "v2":
        k.emit(f"mov.32b {d}.x, {part(32)};")
        k.emit(f"mov.32b {d}.y, {part(32)};")
    else:
        for e in range(VLEN[kind]):
            k.emit(f"insert.{e}.32b {d}, {part(32)};")

def operand(k, kind, want):
    """a register of `kind`: one of k's values (uniform or per lane as `want`
    says), else one built by `build`"""
    if want != "imm" and k.R.random() < 0.7:
        p = pick_u(k, kind, {"uni": True, "lane": False}.get(want))
        if p: return p
    d = k.new(REGTY[kind])
    build(k, kind, d, want)
    if kind in ("v2", "v4", "v8"): k.add(kind, d, want in ("imm", "uni"))
    return d

def lane_pred(k):
    """a predicate that differs between lanes: one of k's per-lane
    predicates, the lane index against a bound, or bits of a value"""
    R = k.R
    ps = [n for n, u in k.pool.get("pred", []) if not u]
    if ps and R.random() < 0.3: return R.choice(ps)
    k.n += 1; p = f"%p{k.n}"; k.decl.setdefault("pred", []).append(p)
    if k.lid and R.random() < 0.4:
        k.emit(f"ucmp.{R.choice(['lt', 'ge'])}.32b {p}, {k.lid}, {R.choice([1, 5, 16, 31, 32, 33, 40, 63])};")
        return p
    s = pick_u(k, 32, False) or k.src(32, imm=False)[0]
    t = k.new(".32b")
    k.emit(f"and.32b {t}, {s}, {R.choice([1, 2, 3, 7, 0x100, 0x80000000])};")
    k.emit(f"ucmp.{R.choice(['eq', 'ne'])}.32b {p}, {t}, 0;")
    return p


def pick_gen(R, gens, tot):
    """one of the (generator, weight) pairs, drawn by weight"""
    x = R.random() * tot
    for g, wt in gens:
        x -= wt
        if x <= 0: break
    return g

def g_call(c, funcs):
    """calls one of `funcs` from c (kernel or function): arguments immediate,
    uniform or per lane; at times `call.cond` on a per-lane predicate (the
    result register set before, so lanes that skip keep that value: isa-6
    6.1, a nop), at times twice in a row. Results stored (a .v2.32b as 64
    bits, a .v4/.v8.32b element by element)."""
    R = c.R
    f = R.choice(funcs)
    for _ in range(2 if R.random() < 0.2 else 1):
        nres = {None: 0, "v4": 4, "v8": 8}.get(f.ret, 1)
        if len(c.slots) + len(f.slots) + nres > c.limit: return
        if "call" in EXCLUDE: return
        c.fams |= f.fams | {"call"}
        base = len(c.slots)
        pf = "%po"
        if base:
            pf = c.new(".64b"); c.emit(f"iadd.64b {pf}, %po, {8 * base};")
        wants = ["imm", "uni"] if R.random() < PCUNI else ["imm", "uni", "lane", "lane", None]
        args = [pf] + [operand(c, kind, R.choice(wants)) for kind, _ in f.params]
        c.slots += [(f"{f.name}: {t}", kd, ty) for t, kd, ty in f.slots]
        d = "void"
        # the result at times to a register that is also an argument (set before)
        same = [a for a, (kd, _) in zip(args[1:], f.params) if kd == f.ret]
        alias = same and R.random() < 0.25 and "retarg" not in EXCLUDE
        if alias:
            d = R.choice(same); c.fams.add("retarg")
        elif f.ret is not None:
            d = c.new(REGTY[f.ret])
        head = "call"
        if R.random() < 0.4 and "callcond" not in EXCLUDE:
            c.fams.add("callcond")
            p = lane_pred(c)
            head = f"call.cond {'!' if R.random() < 0.4 else ''}{p},"
            if f.ret is not None and not alias: build(c, f.ret, d, R.choice(["imm", "lane"]))
        text = f"{head} {d}, {f.name}({', '.join(args)});"
        c.emit(text)
        if R.random() < 0.3:
            # an argument again, after the call
            j = R.randrange(len(f.params))
            if f.params[j][0] in (8, 16, 32, 64) and len(c.slots) + 1 + nres <= c.limit:
                c.store(args[j + 1], f.params[j][0], f"argument {j} after {text}", False)
        if f.ret in (8, 16, 32, 64, "x2", "x4"):
            c.store(d, f.ret, text, False)
        elif f.ret == "v2":
            t = c.new(".64b"); c.emit(f"mov.64b {t}, {d}.xy;")
            c.store(t, 64, text, False); c.add("v2", d, False)
        elif f.ret in ("v4", "v8"):
            for e in range(VLEN[f.ret]):
                t = c.new(".32b"); c.emit(f"extract.{e}.32b {t}, {d};")
                c.store(t, 32, f"{text} [{e}]", False)
            c.add(f.ret, d, False)

def g_private(k):
    """a function's `.private @pv[32]`: written whole (64-bit stores) the first
    time, then narrower stores and loads at static or per-lane offsets, at
    times across a nested call"""
    R = k.R
    if "private" in EXCLUDE: return
    k.fams.add("private")
    if not k.private:
        k.private = True
        for o in range(0, 32, 8):
            k.emit(f"st.private.64b [@pv + {o}], {k.src(64, imm=False)[0]};")
    for _ in range(R.randint(1, 3)):
        w = R.choice([8, 16, 32, 64])
        if R.random() < 0.5:
            addr = f"@pv + {R.randrange(0, 32, w // 8)}"
        else:
            ix = k.new(".64b")
            k.emit(f"and.64b {ix}, {k.src(64, imm=False)[0]}, {32 - w // 8};")
            addr = f"@pv + {ix}"
        if R.random() < 0.3:
            k.emit(f"st.private.{w}b [{addr}], {k.src(w, imm=False)[0]};")
        else:
            k.op("private", w, f"ld.private.{w}b {{d}}, [{addr}];", [])

def make_func(R, i, funcs):
    """function @f{i}: may call funcs (defined before it: no recursion)"""
    f = K(R)
    f.limit = FSLOTS
    f.calls = True
    name = f"@f{i}"
    params = [(R.choice(PKINDS), f"%a{j}") for j in range(R.randint(1, 4))]
    vec = None
    for kind, pn in params:
        f.add(kind, pn, False)
        if kind == "v2":
            d = f.new(".64b"); f.emit(f"mov.64b {d}, {pn}.xy;"); f.add(64, d, False)
            d = f.new(".32b"); f.emit(f"mov.32b {d}, {pn}.{R.choice('xy')};"); f.add(32, d, False)
        elif kind in ("v4", "v8"):
            vec = vec or (pn, VLEN[kind])  # g_vec writes it: the caller's argument must not change
            for e in R.sample(range(VLEN[kind]), 2):
                d = f.new(".32b"); f.emit(f"extract.{e}.32b {d}, {pn};"); f.add(32, d, False)
        elif kind in ("x2", "x4"):
            d = f.new(".32b"); f.emit(f"mov.32b {d}, {pn}.{'xy' if kind == 'x2' else 'xyzw'};"); f.add(32, d, False)
    # every scalar width present (from the widest one), so sources need no immediate
    have = [w for w in (64, 32, 16, 8) if w in f.pool]
    for w in (8, 16, 32, 64):
        if w in f.pool: continue
        w0 = have[0]
        op = "trunc" if w < w0 else R.choice(["zext", "sext"])
        d = f.new(REGTY[w]); f.emit(f"{op}.{w}b.{w0}b {d}, {f.pick(w0)[0]};"); f.add(w, d, False)
    ret = R.choice([None, 8, 16, 32, 32, 64, 64, "x2", "x4", "v2", "v4", "v8"])
    nb = R.randint(2, 12)
    # steps before which some lanes return (none, one or two)
    early = set(R.sample(range(nb), min(nb, R.choice([0, 0, 1, 1, 2])))) if "retcond" not in EXCLUDE else set()
    gens = [(g, wt) for g, wt in GENS if g.__name__ not in EXCLUDE and (vec or g is not g_vec)]
    tot = sum(wt for _, wt in gens)
    for step in range(nb):
        if step in early:
            # lanes return here, the others go on
            f.fams.add("retcond")
            p = ("!" if R.random() < 0.3 else "") + lane_pred(f)
            if ret is None:
                f.emit(f"return.cond {p};")
            elif ret in (8, 16, 32, 64) and R.random() < 0.4:
                f.emit(f"return.cond {p}, {f.imm(ret)};")
            else:
                f.emit(f"return.cond {p}, {operand(f, ret, None)};")
        x = R.random()
        if x < 0.08 and "argwrite" not in EXCLUDE:
            # a parameter written: the caller's argument must keep its value
            kd, pn = R.choice(params)
            if kd in (16, 32, 64):
                f.fams.add("argwrite")
                f.emit(f"{R.choice(['xor', 'iadd', 'or'])}.{kd}b {pn}, {pn}, {f.src(kd, imm=False)[0]};")
                f.store(pn, kd, f"{pn} written", False)
                continue
        if funcs and x < 0.2:
            f.fams.add("nested")
            g_call(f, funcs)
            continue
        if x < 0.32:
            g_private(f)
            continue
        g = pick_gen(R, gens, tot)
        if g is g_vec:
            g(f, *vec)
        else:
            g(f)
    if ret is None:
        if R.random() < 0.5: f.emit("return;")
    elif ret in (8, 16, 32, 64) and R.random() < 0.15:
        f.emit(f"return {f.imm(ret)};")
    else:
        f.emit(f"return {operand(f, ret, None)};")
    lines = [f".function {REGTY[ret] if ret else 'void'} {name}(.reg .64b %po"
             + "".join(f", .reg {REGTY[kd]} {pn}" for kd, pn in params) + ") {"]
    if f.private: lines.append("  .private .align 8 @pv[32];")
    lines += declarations(f.decl) + ["  " + s for s in f.body] + ["}"]
    return Func(name, params, ret, lines, f.slots, f.fams)

def make_funcs(R):
    funcs = []
    for i in range(R.randint(1, 4)):
        funcs.append(make_func(R, i, funcs))
    return funcs

GENS = [(g_int2, 6), (g_div, 3), (g_int1, 3), (g_mad, 3), (g_dp4a, 1), (g_addc, 1), (g_shift, 4), (g_bits, 3),
        (g_pint, 3), (g_farith, 10), (g_funary, 4), (g_ftrans, 1), (g_fpacked, 4), (g_conv, 10), (g_cmp, 4),
        (g_sel, 3), (g_mov, 2), (g_vec, 2), (g_swz, 2)]

if __name__ == "__main__":
    seed = int(sys.argv[1])
    d = sys.argv[2] if len(sys.argv) > 2 else "/tmp/ops/gen"
    os.makedirs(d, exist_ok=True)
    src, launch, inp, slots, fams = gen(seed)
    open(f"{d}/g{seed}.pisa", "w").write(src)
    open(f"{d}/g{seed}.in.bin", "wb").write(inp)
    print(" ".join(x.replace("@IN", f"@{d}/g{seed}.in.bin") for x in launch))
