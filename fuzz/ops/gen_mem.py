#!/usr/bin/env python3
"""Random straight-line kernels over memory, atomics, sub-group operations and
work-group barriers (what gen.py does not cover). gen_mem.py SEED [DIR] writes
DIR/mSEED.pisa and DIR/mSEED.in.bin and prints the launch flags.

gen(seed) -> (source, launch args, input bytes, slots, families) with
slots = [(byte offset in a lane's output region, size, text, kind)], kind
'exact' or 'fnan:T' (compared with every NaN of type T equal: fred's
"a quiet NaN"). Buffers: arg0 input (per lane INB bytes of random bits, then
UNB uniform bytes), arg1 output (per lane OUTB bytes, zeros), arg2 atomics
(per lane ATB bytes, then a collision area of CNB bytes written by the
generator), then a dynamic shared buffer and 4 uniform 64-bit parameters.

Every result is order-independent: per-lane addresses, or colliding addresses
with commutative operations (exact floating-point sums, min/max without
zeros or NaNs), or identical operations (xchg/cas/incwrap with one operand
for all lanes), shared-memory exchanges only across a barrier."""
import math, os, random, struct, sys
from gen import declarations

INB, UNB = 64, 512
OUTB = 1024
ATB, CNB = 64, 1024
SHL = 64            # per-lane bytes of the kernel-local shared array and of dynamic shared
PVB = 128           # private array bytes
NQ = 4
EXCLUDE = set(x for x in os.environ.get("MEM_EXCLUDE", "").split(",") if x)
P128 = float(os.environ.get("MEM_P128", "0.004"))
# repro/fred-packed-nonparticipating: packed fred with a full mask only (MEM_FREDX2_FULL=1)
FREDX2_FULL = os.environ.get("MEM_FREDX2_FULL") == "1"
FRED_NOSNAN = os.environ.get("MEM_FRED_NOSNAN") == "1"
# the share of 'ext' kernels (generic addresses, fences, multi-dimensional launches), decided by a
# generator of its own: the other kernels are those of the seeds before ext existed
PEXT = float(os.environ.get("MEM_EXT", "0.5"))
PDIMS = float(os.environ.get("MEM_DIMS", "0.7"))
PGONLY = float(os.environ.get("MEM_GONLY", "0.25"))  # of those, the share whose generic addresses are all global    # of those, the share with a launch of DIMS
# (global size, work-group size), partial work-groups included
DIMS = [((8, 8), (8, 8)), ((16, 4), (8, 2)), ((10, 7), (4, 4)), ((33, 3), (16, 2)), ((4, 4, 4), (4, 2, 2)),
        ((5, 3, 3), (2, 2, 2)), ((6, 5, 2), (4, 4, 2)), ((16, 16), (16, 16)), ((100,), (64,)), ((70,), (32,)),
        ((12, 10), (8, 8)), ((8, 8, 2), (8, 4, 2)), ((3, 40), (2, 32)), ((7, 6, 5), (4, 3, 2)),
        ((24, 16), (24, 16)), ((9, 9, 4), (8, 8, 4))]   # 128-bit atomics: not supported by gfx1100 yet

ITY = {8: ".8b", 16: ".16b", 32: ".32b", 64: ".64b"}

def vty(w, n):
    return ITY[w] if n == 1 else f".v{n}{ITY[w]}"

def vq(n):
    return "" if n == 1 else f".v{n}"

def forms(R, maxsize=32):
    """(w, n) of a non-atomic ld/st: single, v2, v3 (32b), v4, v8 (32b)"""
    while True:
        w = R.choice([8, 16, 32, 64])
        n = R.choice([1, 1, 1, 2, 4] + ([3, 8] if w == 32 else []))
        if w * n // 8 <= maxsize: return w, n

def align_of(w, n):
    # prog-5 5.1: aligned to the element bitwidth; below 32 bits, to the accessed size
    return w // 8 if w >= 32 else w * n // 8

class K:
    def __init__(self, R, nl, local):
        self.R, self.nl, self.local = R, nl, local
        self.decl = {}
        self.n = 0
        self.body = []
        self.slots = []
        self.used = 0
        self.fams = set()
        self.pool = {}
        self.mods = []           # module-scope declarations
        self.kdecl = []          # kernel-scope variable declarations
        self.cinit = bytearray(CNB)
        self.cused = 0
        self.shcoll_used = 0
        self.ext = self.partial = self.gonly = False

    def new(self, ty):
        self.n += 1
        name = f"%r{self.n}"
        self.decl.setdefault(ty, []).append(name)
        return name

    def pred(self):
        self.n += 1
        name = f"%p{self.n}"
        self.decl.setdefault("pred", []).append(name)
        return name

    def emit(self, s):
        self.body.append(s)

    def add(self, w, n, name):
        self.pool.setdefault((w, n), []).append(name)

    def val(self, w, n=1):
        """a register holding a (w, n) value, loaded from the lane's input if none yet"""
        lst = self.pool.get((w, n))
        if lst and self.R.random() < 0.85:
            return self.R.choice(lst[-8:])
        d = self.new(vty(w, n))
        sz = w * n // 8
        a = align_of(w, n)
        if self.R.random() < 0.25:
            off = self.R.randrange(0, UNB - sz + 1, a)
            self.emit(f"ld.global{vq(n)}{ITY[w]} {d}, [%pu + {off}];")
        else:
            off = self.R.randrange(0, INB - sz + 1, a)
            self.emit(f"ld.global{vq(n)}{ITY[w]} {d}, [%pi + {off}];")
        self.add(w, n, d)
        return d

    def slot(self, size, align=None):
        align = align or min(size, 16)
        o = (self.used + align - 1) // align * align
        if o + size > OUTB: return None
        self.used = o + size
        return o

    def store(self, reg, w, n, text, kind="exact"):
        sz = w * n // 8
        o = self.slot(sz, max(align_of(w, n), min(sz, 8)))
        if o is None: return False
        self.emit(f"st.global{vq(n)}{ITY[w]} [%po + {o}], {reg};")
        self.slots.append((o, sz, text, kind))
        return True

    def full(self, margin=64):
        return self.used > OUTB - margin

    def cc_ld(self):
        R = self.R
        if R.random() < 0.85: return ""
        return "." + R.choice(["L1uc.L2uc.L3uc", "L1c.L2c.L3c", "L1s.L2uc.L3c", "ri", "L1uc.L2c.L3uc"])

    def cc_st(self):
        R = self.R
        if R.random() < 0.85: return ""
        return "." + R.choice(["L1uc.L2uc.L3uc", "L1wt.L2wb.L3wb", "L1s.L2uc.L3uc", "L1wb.L2wb.L3uc", "L1uc.L2wb.L3uc"])

# ------------------------------------------------------------------ global loads
def g_gload(k):
    R = k.R
    w, n = forms(R)
    sz, a = w * n // 8, align_of(w, n)
    d = k.new(vty(w, n))
    m = R.random()
    ld = f"ld.global{R.choice(['', '', '.weak'])}{k.cc_ld()}{vq(n)}{ITY[w]}"
    if m < 0.25:
        off = R.randrange(0, INB - sz + 1, a)
        addr, tag = f"[%pi + {off}]", "lane"
    elif m < 0.4:
        off = R.randrange(0, UNB - sz + 1, a)
        addr, tag = f"[%pu + {off}]", "uni"
    elif m < 0.5:
        off = R.randrange(0, INB - sz + 1, a)
        addr, tag = f"[%pneg + {off - INB}]", "neg"
    elif m < 0.6:
        off = R.randrange(0, UNB - sz + 1, a)
        addr, tag = f"[%pbig + {0x10000 + k.nl * INB + off}]", "bigimm"
    elif m < 0.7:
        off = R.randrange(0, INB - sz + 1, a)
        addr, tag = f"[%pbl + {k.big + off}]", "lanebigimm"
    elif m < 0.85:
        # another lane's input: (lid * K + c) % nl, by reg + reg
        t = k.new(".32b"); o = k.new(".64b")
        kk, c = R.choice([1, 3, 5, 7, 31, 33, k.nl - 1]), R.randrange(k.nl)
        k.emit(f"umad.32b {t}, %lid, {kk}, {c};")
        k.emit(f"udiv.rem.32b {t}, {t}, {k.nl};")
        k.emit(f"umad.32b {t}, {t}, {INB}, {R.randrange(0, INB - sz + 1, a)};")
        k.emit(f"zext.64b.32b {o}, {t};")
        addr, tag = f"[%pin0 + {o}]", "otherlane"
    else:
        # per-lane offset in a register, data-dependent (masked to the lane's entry)
        v = k.val(32)
        t = k.new(".32b"); o = k.new(".64b")
        k.emit(f"and.32b {t}, {v}, {(INB - 1) & ~(a - 1) & ~(sz - 1 if sz <= INB else 0)};")
        k.emit(f"umin.32b {t}, {t}, {INB - sz};")
        k.emit(f"and.32b {t}, {t}, {~(a - 1) & 0xffffffff};")
        k.emit(f"zext.64b.32b {o}, {t};")
        p = k.new(".64b")
        k.emit(f"iadd.64b {p}, %pi, {o};")
        addr, tag = (f"[{p}]", "dynlane") if R.random() < 0.5 else (f"[{p} + -{INB}]".replace("+ -", "+ -") if False else f"[{p}]", "dynlane")
    k.emit(f"{ld} {d}, {addr};")
    k.fams.add("gload")
    k.add(w, n, d)
    k.store(d, w, n, f"{ld} {addr} ({tag})")

# ------------------------------------------------------------------ global stores (sub-word merging) and read-back
def g_gstore(k):
    R = k.R
    sz = R.choice([8, 16, 32])
    base = k.slot(sz, 16)
    if base is None: return
    # fill it
    for o in range(0, sz, 8):
        k.emit(f"st.global.64b [%po + {base + o}], {k.val(64)};")
    k.slots.append((base, sz, "scratch (sub-word stores)", "exact"))
    ops = []
    for _ in range(R.randint(1, 5)):
        w, n = forms(R, sz)
        s, a = w * n // 8, align_of(w, n)
        off = R.randrange(0, sz - s + 1, a)
        v = k.val(w, n)
        st = f"st.global{k.cc_st()}{vq(n)}{ITY[w]}"
        if R.random() < 0.3:
            k.emit(f"{st} [%pneg2 + {base + off - OUTB}], {v};")
        else:
            k.emit(f"{st} [%po + {base + off}], {v};")
        ops.append(f"{st}@{off}")
    k.fams.add("gstore")
    # read back at another width
    w, n = forms(R, sz)
    s, a = w * n // 8, align_of(w, n)
    off = R.randrange(0, sz - s + 1, a)
    d = k.new(vty(w, n))
    k.emit(f"ld.global{vq(n)}{ITY[w]} {d}, [%po + {base + off}];")
    k.add(w, n, d)
    k.store(d, w, n, f"readback ld{vq(n)}{ITY[w]}@{off} after " + " ".join(ops))

# ------------------------------------------------------------------ const
def make_const(k, name, size, local):
    R = k.R
    items = []
    o = 0
    while o < size:
        w = R.choice([8, 16, 32, 64])
        if o % (w // 8) or o + w // 8 > size: w = 8
        v = R.getrandbits(w)
        items.append(f".{w}b 0x{v:x}")
        o += w // 8
    if R.random() < 0.2 and len(items) > 3:
        items = items[:len(items) // 2]     # the rest zero
        b = sum(int(x.split("b")[0][1:]) // 8 for x in items)
        items.append(f".zero {size - b}")
    s = f".const .align 16 {name}[{size}] = {{ " + ", ".join(items) + " };"
    (k.kdecl if local else k.mods).append(s)

def consts(k):
    """the kernel's constant arrays [(name, size)], declared on first use"""
    R = k.R
    if not hasattr(k, "consts"):
        k.consts = []
        for i in range(R.randint(1, 3)):
            nm, sz, loc = f"@c{i}", R.choice([16, 64, 256, 1024]), R.random() < 0.3
            make_const(k, nm, sz, loc)
            k.consts.append((nm, sz))
    return k.consts

def g_const(k):
    R = k.R
    consts(k)
    nm, csz = R.choice(k.consts)
    w, n = forms(R, min(32, csz))
    sz, a = w * n // 8, align_of(w, n)
    d = k.new(vty(w, n))
    m = R.random()
    if m < 0.35:
        off = R.randrange(0, csz - sz + 1, a)
        addr, tag = (f"[{nm} + {off}]" if off else f"[{nm}]"), "uni"
    elif m < 0.7:
        t = k.new(".32b"); o = k.new(".64b")
        k.emit(f"umad.32b {t}, %lid, {R.choice([1, 3, 8, 17])}, {R.randrange(64)};")
        k.emit(f"udiv.rem.32b {t}, {t}, {(csz - sz) // a + 1};")
        k.emit(f"umul.32b {t}, {t}, {a};")
        k.emit(f"zext.64b.32b {o}, {t};")
        addr, tag = f"[{nm} + {o}]", "lane"
    else:
        p = k.new(".64b")
        k.emit(f"addrof.64b {p}, {nm};")
        off = R.randrange(0, csz - sz + 1, a)
        if R.random() < 0.5:
            k.emit(f"iadd.64b {p}, {p}, {csz}; ")
            off -= csz
        addr, tag = f"[{p} + {off}]", "reg+imm"
    ld = f"ld.const{k.cc_ld()}{vq(n)}{ITY[w]}"
    k.emit(f"{ld} {d}, {addr};")
    k.fams.add("const")
    k.add(w, n, d)
    k.store(d, w, n, f"{ld} {addr} ({tag})")

# ------------------------------------------------------------------ shared / private per-lane regions
def fill_region(k, space, base_expr, size):
    for o in range(0, size, 16):
        v = k.val(32, 4)
        k.emit(f"st.{space}.v4.32b [{base_expr} + {o}], {v};")

def region(k, space):
    """(base expression with a register, size) of this lane's region in space; filled on first use"""
    R = k.R
    key = "reg_" + space
    if not hasattr(k, key):
        if space == "shared":
            b = k.new(".32b")
            k.emit(f"umul.32b {b}, %l, {SHL};")
            k.shbase = b
            fill_region(k, "shared", f"@sh + {b}", SHL) if False else None
            a = k.new(".32b")
            k.emit(f"addrof.32b {a}, @sh;")
            k.emit(f"iadd.32b {a}, {a}, {b};")
            fill_region(k, "shared", a, SHL)
            setattr(k, key, (a, SHL))
        elif space == "dyn":
            a = k.new(".32b")
            k.emit(f"umad.32b {a}, %l, {SHL}, %ds;")
            fill_region(k, "shared", a, SHL)
            setattr(k, key, (a, SHL))
        else:
            a = k.new(".32b")
            k.emit(f"addrof.32b {a}, @pv;")
            fill_region(k, "private", a, PVB)
            setattr(k, key, (a, PVB))
    return getattr(k, key)

def g_local(k):
    """stores and loads in this lane's region of shared (static or dynamic) or private memory"""
    R = k.R
    space = R.choice(["shared", "dyn", "private", "private"])
    a, size = region(k, space)
    sp = "shared" if space == "dyn" else space
    k.fams.add(space)
    ops = []
    for _ in range(R.randint(0, 3)):
        w, n = forms(R)
        s, al = w * n // 8, align_of(w, n)
        off = R.randrange(0, size - s + 1, al)
        v = k.val(w, n)
        m = R.random()
        if m < 0.3 and sp == "private":
            # dynamic index, per lane
            t = k.new(".32b")
            k.emit(f"umad.32b {t}, %lid, {R.choice([1, 5, 9])}, {R.randrange(16)};")
            k.emit(f"udiv.rem.32b {t}, {t}, {(size - s) // al + 1};")
            k.emit(f"umul.32b {t}, {t}, {al};")
            k.emit(f"st.private{vq(n)}{ITY[w]} [@pv + {t}], {v};")
            ops.append(f"st{vq(n)}{ITY[w]}@dyn")
        elif m < 0.6:
            t = k.new(".32b")
            k.emit(f"iadd.32b {t}, {a}, {off + 4096};")
            k.emit(f"st.{sp}{vq(n)}{ITY[w]} [{t} + -4096], {v};")
            ops.append(f"st{vq(n)}{ITY[w]}@{off}(negimm)")
        else:
            k.emit(f"st.{sp}{vq(n)}{ITY[w]} [{a} + {off}], {v};")
            ops.append(f"st{vq(n)}{ITY[w]}@{off}")
    w, n = forms(R)
    s, al = w * n // 8, align_of(w, n)
    d = k.new(vty(w, n))
    if R.random() < 0.3 and sp == "private":
        t = k.new(".32b")
        k.emit(f"umad.32b {t}, %lid, {R.choice([1, 3, 7])}, {R.randrange(16)};")
        k.emit(f"udiv.rem.32b {t}, {t}, {(size - s) // al + 1};")
        k.emit(f"umul.32b {t}, {t}, {al};")
        k.emit(f"ld.private{vq(n)}{ITY[w]} {d}, [@pv + {t}];")
        tx = "dyn"
    elif R.random() < 0.3 and space == "shared":
        t = k.new(".32b")
        off = R.randrange(0, size - s + 1, al)
        k.emit(f"iadd.32b {t}, {k.shbase}, {off};")
        k.emit(f"ld.shared{vq(n)}{ITY[w]} {d}, [@sh + {t}];")
        tx = f"@sh+reg {off}"
    else:
        off = R.randrange(0, size - s + 1, al)
        k.emit(f"ld.{sp}{vq(n)}{ITY[w]} {d}, [{a} + {off}];")
        tx = str(off)
    k.add(w, n, d)
    k.store(d, w, n, f"{space} ld{vq(n)}{ITY[w]}@{tx} after " + " ".join(ops))

# ------------------------------------------------------------------ param
def g_param(k):
    R = k.R
    w, n = forms(R, 8)
    sz, a = w * n // 8, align_of(w, n)
    j = R.randrange(NQ)
    off = R.randrange(0, 8 - sz + 1, a)
    d = k.new(vty(w, n))
    addr = f"[%q{j} + {off}]" if off or R.random() < 0.5 else f"[%q{j}]"
    k.emit(f"ld.param{vq(n)}{ITY[w]} {d}, {addr};")
    k.fams.add("param")
    k.add(w, n, d)
    k.store(d, w, n, f"ld.param{vq(n)}{ITY[w]} {addr}")

# ------------------------------------------------------------------ atomic ld/st
def g_ldst_atomic(k, generic=False):
    """atomic ld/st on this lane's own address; generic: through a generic address of global or
    shared memory (or per lane either), only 16/32 bits (isa-8 8.3, 8.5)"""
    R = k.R
    sp = R.choice(["global", "global", "shared"])
    w = R.choice([16, 32, 64] if sp == "global" and not generic else [16, 32])
    if R.random() < P128: w = 128
    s = w // 8
    if generic:
        addr, tag = gen_atom_addr(k, sp, s)
        k.fams.add("ldst_atomic_generic:" + tag)
        sp = gsp(k)[1:]
    elif sp == "global":
        off = R.randrange(0, ATB - s + 1, s)
        addr = f"[%pa + {off}]"
    else:
        a, size = region(k, R.choice(["shared", "dyn"]))
        off = R.randrange(0, size - s + 1, s)
        addr = f"[{a} + {off}]"
    q = f".{sp}" if sp else ""
    mo = R.choice(["relaxed", "acquire.workgroup", "acquire.gpu", "seq_cst.gpu", "seq_cst.workgroup"])
    cc = "." + R.choice(["uc", "L2wb"]) if sp != "shared" and R.random() < 0.2 else ""
    if w == 128:
        d = k.new(".128b")
        k.emit(f"ld{q}.{mo}{cc}.128b {d}, {addr};")
        v = k.new(".v2.64b")
        k.fams.add("ldst128")
        return
    d = k.new(ITY[w])
    k.emit(f"ld{q}.{mo}{cc}{ITY[w]} {d}, {addr};")
    k.store(d, w, 1, f"ld{q}.{mo}{cc}{ITY[w]} {addr}")
    v = k.val(w)
    smo = R.choice(["relaxed", "release.workgroup", "release.gpu", "seq_cst.system"])
    k.emit(f"st{q}.{smo}{cc}{ITY[w]} {addr}, {v};")
    d2 = k.new(ITY[w])
    k.emit(f"ld{q}{ITY[w]} {d2}, {addr};")
    k.store(d2, w, 1, f"st{q}.{smo}{cc}{ITY[w]} {addr} then ld")
    k.fams.add("ldst_atomic")

def gen_atom_addr(k, sp, s):
    """(address operand, tag) of an s-byte aligned cell of this lane's own atomics region (global) or
    shared region, through a generic address; sometimes global for some lanes and shared for others"""
    R = k.R
    if k.gonly: sp = "global"
    a, size = region(k, R.choice(["shared", "dyn"])) if sp == "shared" or R.random() < 0.3 and not k.gonly else (None, ATB)
    off = R.randrange(0, min(size, ATB) - s + 1, s)
    if a is None:
        return gen_offset(k, cast_generic(k, "global", "%pa"), off), "global"
    gs = cast_generic(k, "shared", a)
    if sp == "shared":
        return gen_offset(k, gs, off), "shared"
    return gen_offset(k, lane_select(k, [cast_generic(k, "global", "%pa"), gs]), off), "mixed"

# ------------------------------------------------------------------ atomics
IOPS = ["add", "sub", "smin", "smax", "umin", "umax", "and", "or", "xor", "xchg", "cas", "inc", "dec", "incwrap", "decwrap"]
FOPS = ["add", "sub", "min", "max", "cas"]

def memorder(k, sp):
    R = k.R
    c = R.random()
    mo = "" if c < 0.5 else "." + R.choice(["relaxed", "release.workgroup", "acquire.gpu", "acq_rel.gpu", "acq_rel.workgroup", "acq_rel.system"])
    cc = "." + R.choice(["uc", "L2wb", "L3wb"]) if sp == "global" and R.random() < 0.15 else ""
    return mo + cc

def int_atom_form(k, sp):
    R = k.R
    while True:
        op = R.choice(IOPS)
        w = R.choice([16, 32, 32, 64])
        if R.random() < P128: w = 128
        if w == 16 and op in ("incwrap", "decwrap"): continue
        if w == 128 and op not in ("xchg", "cas"): continue
        if w == 64 and not (op == "cas" or sp == "global"): continue
        return op, w

def float_atom_form(k, sp):
    R = k.R
    while True:
        op = R.choice(FOPS)
        t = R.choice(["bf", "hf", "f", "f", "df"])
        if t == "df" and not (sp == "global" and op in ("add", "sub")): continue
        return op, t

FW = {"bf": 16, "hf": 16, "f": 32, "df": 64}

def atom_srcs(k, op, w):
    if op in ("inc", "dec"): return ""
    if w == 128:
        return ", " + ", ".join(k.val128() for _ in range(2 if op == "cas" else 1))
    s = k.val(w)
    if op == "cas":
        # compare value: often the current memory value's neighbour or a pool value
        return f", {s}, {k.val(w)}"
    return f", {s}"

def val128(k):
    d = k.new(".128b")
    k.emit(f"ld.global.relaxed.128b {d}, [%pi + {k.R.randrange(0, INB - 15, 16)}];")
    return d
K.val128 = val128

def g_atom_own(k, generic=False):
    """each lane its own address: store the returned old value and the memory after; generic:
    through a generic address of global or shared memory (per lane either, at times), with the
    forms isa-8 allows .generic"""
    R = k.R
    sp = R.choice(["global", "global", "shared"])
    isf = R.random() < 0.35
    fsp = "generic" if generic else sp
    if isf:
        op, t = float_atom_form(k, fsp); w = FW[t]; ty = "." + t; ins = "fatom"
    else:
        op, w = int_atom_form(k, fsp); ty = f".{w}b"; ins = "iatom"
    s = w // 8
    if generic:
        addr, tag = gen_atom_addr(k, sp, s)
        k.fams.add(f"{ins}_own_generic:{tag}")
        sp = "generic"
    elif sp == "global":
        off = R.randrange(0, ATB - s + 1, s)
        addr = f"[%pa + {off}]"
    else:
        a, size = region(k, R.choice(["shared", "dyn"]))
        off = R.randrange(0, size - s + 1, s)
        addr = f"[{a} + {off}]"
    if isf:
        srcs = f", {k.val(w)}" + (f", {k.val(w)}" if op == "cas" else "")
    else:
        srcs = atom_srcs(k, op, w)
    d = k.new(".128b" if w == 128 else ITY[w])
    text = f"{ins}.{sp}{memorder(k, 'shared' if sp == 'shared' else 'global')}.{op}{ty} {addr}"
    k.emit(f"{text.split(' ')[0]} {d}, {addr}{srcs};")
    k.fams.add(f"{ins}_own")
    if w == 128: return
    k.store(d, w, 1, text + " (old)")
    d2 = k.new(ITY[w])
    k.emit(f"ld.{sp}{ITY[w]} {d2}, {addr};")
    k.store(d2, w, 1, text + " (memory after)")
    # a cas that must succeed: compare with the value just read
    if not isf and R.random() < 0.3 and w != 128:
        d3 = k.new(ITY[w])
        k.emit(f"iatom.{sp}.cas{ty} {d3}, {addr}, {d2}, {k.val(w)};")
        d4 = k.new(ITY[w])
        k.emit(f"ld.{sp}{ITY[w]} {d4}, {addr};")
        k.store(d4, w, 1, f"iatom.{sp}.cas{ty} {addr} (succeeding) memory after")

def collide_lanes(k, nslots):
    """an address register: slot (lid % m) or one uniform slot"""
    R = k.R
    m = R.choice([1, 2, 3, 4, 7, 32])
    m = min(m, nslots)
    return m

def g_atom_collide(k, generic=False):
    """lanes racing on few addresses: only order-independent updates; the old value is not stored;
    generic: the same through a generic address of the global or shared collision area"""
    R = k.R
    sp = R.choice(["global", "global", "shared"])
    if generic and k.gonly: sp = "global"
    isf = R.random() < 0.4
    fsp = "generic" if generic else sp
    if isf:
        op, t = float_atom_form(k, fsp)
        if op == "cas": op = R.choice(["add", "min", "max"])
        w = FW[t]; ty = "." + t; ins = "fatom"
    else:
        op, w = int_atom_form(k, fsp); ty = f".{w}b"; ins = "iatom"
        if w == 128: return
    s = w // 8
    m = R.choice([1, 2, 3, 4, 7, 32])
    if sp == "global":
        cb = (k.cused + 7) // 8 * 8
        if cb + m * s > CNB: return
        k.cused = cb + m * s
    else:
        cb = (k.shcoll_used + 7) // 8 * 8
        if cb + m * s > 256: return
        k.shcoll_used = cb + m * s
    # per-lane operand
    same = op in ("xchg", "cas", "incwrap", "decwrap") or R.random() < 0.15
    init = []
    if isf:
        # exact arithmetic: small integers; min/max: non-zero finite values
        if op in ("add", "sub"):
            lim = 1 if t == "bf" else 7
            iv = [R.randint(-8, 8) for _ in range(m)]
            init = [fbits(t, v) for v in iv]
            src = k.new(ITY[w])
            ti = k.new(".32b")
            if same:
                k.emit(f"mov.32b {ti}, {R.randint(0, lim)};")
            else:
                k.emit(f"umad.32b {ti}, %lid, {R.choice([1, 3, 5])}, {R.randrange(8)};")
                k.emit(f"udiv.rem.32b {ti}, {ti}, {lim + 1};")
            k.emit(f"i2f.{t}.u32 {src}, {ti};")
        else:
            init = [fbits(t, R.choice([1.5, -3.0, 100.0, -0.25, 7.0])) for _ in range(m)]
            src = k.new(ITY[w]); ti = k.new(".32b")
            k.emit(f"umad.32b {ti}, %lid, {R.choice([3, 5, 11])}, {R.randrange(100)};")
            k.emit(f"udiv.rem.32b {ti}, {ti}, 37;")
            k.emit(f"isub.32b {ti}, {ti}, 18;")
            k.emit(f"or.32b {ti}, {ti}, 1;")           # odd: never zero
            k.emit(f"i2f.{t}.s32 {src}, {ti};")
        srcs = f", {src}"
    else:
        init = [R.getrandbits(w) for _ in range(m)]
        if op in ("inc", "dec"):
            srcs = ""
        elif same:
            a1 = k.new(ITY[w]); k.emit(f"mov{ITY[w]} {a1}, 0x{R.choice([R.getrandbits(w), init[0], 5, 0, (1 << w) - 1]):x};")
            srcs = f", {a1}"
            if op == "cas":
                a2 = k.new(ITY[w]); k.emit(f"mov{ITY[w]} {a2}, 0x{R.getrandbits(w):x};")
                srcs += f", {a2}"
        else:
            srcs = f", {k.val(w)}"
    # address: base + (lid*K % m) * s
    ti = k.new(".32b")
    k.emit(f"umad.32b {ti}, %lid, {R.choice([1, 7, 13])}, {R.randrange(m)};")
    k.emit(f"udiv.rem.32b {ti}, {ti}, {m};")
    k.emit(f"umul.32b {ti}, {ti}, {s};")
    if sp == "global":
        o = k.new(".64b")
        k.emit(f"zext.64b.32b {o}, {ti};")
        p = k.new(".64b")
        k.emit(f"iadd.64b {p}, %pc, {o};")
        addr = f"[{p} + {cb}]" if not generic else gen_offset(k, cast_generic(k, "global", p), cb)
        for i, v in enumerate(init):
            k.cinit[cb + i * s: cb + (i + 1) * s] = v.to_bytes(s, "little")
    elif generic:
        g = cast_generic(k, "shared", "@shc")
        o = k.new(".64b")
        k.emit(f"zext.64b.32b {o}, {ti};")
        k.emit(f"iadd.64b {g}, {g}, {o};")
        addr = gen_offset(k, g, cb)
        k.shinit.append((cb, s, init))
    else:
        addr = f"[@shc + {ti}]" if cb == 0 else None
        if addr is None:
            a = k.new(".32b")
            k.emit(f"iadd.32b {a}, {ti}, {cb};")
            addr = f"[@shc + {a}]"
        k.shinit.append((cb, s, init))
    d = k.new(ITY[w])
    mo = memorder(k, sp)
    isp = "generic" if generic else sp
    k.emit(f"{ins}.{isp}{mo}.{op}{ty} {d}, {addr}{srcs};")
    k.fams.add(f"{ins}_collide_{sp}" + ("_generic" if generic else ""))
    k.collide_text.append(f"{ins}.{isp}{mo}.{op}{ty} {sp} collide @{cb} x{m}")

def fbits(t, v):
    if t == "f": return struct.unpack("<I", struct.pack("<f", v))[0]
    if t == "df": return struct.unpack("<Q", struct.pack("<d", v))[0]
    if t == "hf": return struct.unpack("<H", struct.pack("<e", v))[0]
    return struct.unpack("<I", struct.pack("<f", v))[0] >> 16

# ------------------------------------------------------------------ sub-group
MASKS = [0xffffffff, 0xffff, 0xffff0000, 0x55555555, 0x1, 0x80000001, 0xf0f0f0f0, 0x1f, 0x7fffffff]

def mask(k):
    R = k.R
    return "0x%x" % (R.choice(MASKS) if R.random() < 0.7 else R.getrandbits(32))

def g_subgroup(k):
    R = k.R
    c = R.random()
    if c < 0.4:
        op = R.choice(["up", "dn", "xor", "idx"])
        sg = R.random() < 0.4
        src = k.val(32)
        d = k.new(".32b")
        k.emit(f"mov.32b {d}, 0x{R.getrandbits(32):x};")
        if R.random() < 0.75:
            off = R.randrange(32) if R.random() < 0.8 else R.getrandbits(32)
            if sg:
                seg = R.choice([0b11110, 0b11100, 0b11000, 0b10000, 0])
                cv = (R.randrange(32) & ~seg) | (seg if R.random() < 0.9 else R.randrange(32))
                off = (off & 31) | (cv << 8) | (seg << 16) | (R.getrandbits(11) << 21 if R.random() < 0.2 else 0)
            s1 = "0x%x" % off
        else:
            s1 = k.new(".32b")
            v = k.val(32)
            k.emit(f"and.32b {s1}, {v}, 0x{R.choice([0x1f, 0x3f, 0x1f1f1f, 0xffffffff]):x};")
        m = mask(k)
        ins = f"shfl.{op}{'.sg' if sg else ''}.32b"
        k.emit(f"{ins} {d}, {src}, {s1}, {m};")
        k.fams.add("shfl")
        k.add(32, 1, d)
        k.store(d, 32, 1, f"{ins} {s1} {m}")
    elif c < 0.65:
        op = R.choice(["sum", "smin", "smax", "umin", "umax", "and", "or", "xor", "absmax"])
        w = R.choice([16, 32])
        src = k.val(w)
        d = k.new(ITY[w])
        k.emit(f"mov{ITY[w]} {d}, 0x{R.getrandbits(w):x};")
        m = mask(k)
        k.emit(f"ired.{op}.{w}b {d}, {src}, {m};")
        k.fams.add("ired")
        k.store(d, w, 1, f"ired.{op}.{w}b {m}")
    elif c < 0.85:
        op = R.choice(["min", "max", "absmax"])
        t = R.choice(["bf", "hf", "f", "bfx2", "hfx2"])
        nanp = ".nanp" if R.random() < 0.4 else ""
        w = 32 if t in ("f",) else 16
        n = 2 if t.endswith("x2") else 1
        src = k.val(w, n) if n == 2 else k.val(w)
        if FRED_NOSNAN:
            # repro/fred-snan-drops-lanes: make NaNs quiet (set the top mantissa bit when the exponent is all ones)
            q = {32: 0x00400000, 16: 0x0040 if t.startswith("bf") else 0x0200}[w]
            t2 = k.new(".32b"); e = k.new(".32b"); p = k.pred(); d2 = k.new(vty(w, n))
            if w == 32:
                k.emit(f"or.32b {t2}, {src}, {q};")
                k.emit(f"and.32b {e}, {src}, 0x7f800000;")
                k.emit(f"ucmp.eq.32b {p}, {e}, 0x7f800000;")
                k.emit(f"sel.32b {d2}, {t2}, {src}, {p};")
            else:
                # 16-bit halves: clear the exponent's top bit (no NaN or infinity at all)
                em = 0x4000 if t.startswith("bf") else 0x4000
                if n == 2:
                    k.emit(f"mov.32b {t2}, {src}.xy;") if False else None
                    k.emit(f"mov.32b %z32, 0xbfffbfff;")
                    k.emit(f"mov.32b {e}, {src}.xy;") if False else None
                    tmp = k.new(".32b")
                    k.emit(f"mov.32b {tmp}, {src}.xy;")
                    k.emit(f"and.32b {tmp}, {tmp}, %z32;")
                    k.emit(f"mov.32b {d2}.xy, {tmp};")
                else:
                    k.emit(f"and.16b {d2}, {src}, 0xbfff;")
            src = d2
        d = k.new(vty(w, n))
        if n == 2:
            k.emit(f"mov.32b %z32, 0x{R.getrandbits(32):x};")
            k.emit(f"mov.32b {d}.xy, %z32;")
        else:
            k.emit(f"mov{ITY[w]} {d}, 0x{R.getrandbits(w):x};")
        m = "0xffffffff" if n == 2 and FREDX2_FULL else mask(k)
        k.emit(f"fred.{op}{nanp}.{t} {d}, {src}, {m};")
        k.fams.add("fred")
        k.store(d, w, n, f"fred.{op}{nanp}.{t} {m}", kind="fnan:" + t.replace("x2", ""))
    elif c < 0.92:
        d = k.new(".32b")
        m = mask(k)
        mm = int(m, 16) | 1       # lane 0 is always active: never an empty set
        k.emit(f"redfirstidx.32b {d}, 0x{mm:x};")
        k.fams.add("redfirstidx")
        k.store(d, 32, 1, f"redfirstidx 0x{mm:x}")
    else:
        d = k.new(".32b")
        sr = R.choice(["%activemask", "%laneid"])
        k.emit(f"mov.32b {d}, {sr};")
        k.fams.add(sr[1:])
        k.store(d, 32, 1, sr)

# ------------------------------------------------------------------ barrier exchanges
def g_barrier(k):
    """each lane writes its cell of @xb, barrier, reads another lane's cell (often in another
    sub-group), barrier (before the cells are written again)"""
    R = k.R
    w, n = R.choice([(32, 1), (64, 1), (8, 1), (16, 1), (32, 2), (32, 4), (16, 2), (8, 4)])
    cs = w * n // 8
    a = k.new(".32b")
    k.emit(f"umul.32b {a}, %l, {cs};")
    v = k.val(w, n)
    # ext kernels: at times through a generic address of @xb, with fences around the barrier
    gxb = cast_generic(k, "shared", "@xb") if k.ext and not k.gonly and R.random() < 0.3 else None
    if gxb:
        o = k.new(".64b")
        k.emit(f"zext.64b.32b {o}, {a};")
        k.emit(f"st.generic{vq(n)}{ITY[w]} [{gxb} + {o}], {v};")
    else:
        k.emit(f"st.shared{vq(n)}{ITY[w]} [@xb + {a}], {v};")
    fences = k.ext and R.random() < 0.4
    if fences: k.emit(fence(k))
    k.emit("barrier.workgroup;")
    if fences: k.emit(fence(k))
    # partner: (l * K + c) % local, or l ^ 32.., or a wider read covering neighbours; in a partial
    # work-group, modulo the work-items it has (%lsz)
    cnt = "%lsz" if k.partial else k.local
    t = k.new(".32b")
    mode = R.random()
    if mode < 0.5:
        kk, c = R.choice([1, 3, 5, 31, 33, k.local - 1]), R.randrange(k.local)
        k.emit(f"umad.32b {t}, %l, {kk}, {c};")
        k.emit(f"udiv.rem.32b {t}, {t}, {cnt};")
        tag = f"(l*{kk}+{c})%{cnt}"
    else:
        x = R.choice([32, 33, 63, 64, 96, 127, 1]) & (2 ** (k.local.bit_length() - 1) - 1) or 1
        k.emit(f"xor.32b {t}, %l, {x};")
        k.emit(f"umin.32b {t}, {t}, {'%lsm1' if k.partial else k.local - 1};")
        tag = f"l^{x}"
    k.emit(f"umul.32b {t}, {t}, {cs};")
    rw, rn = w, n
    if R.random() < 0.3 and cs <= 8 and not k.partial:
        # read a wider aligned chunk (neighbouring lanes' cells) when it stays inside the array
        rs = R.choice([s for s in (4, 8, 16) if s >= cs])
        k.emit(f"and.32b {t}, {t}, {~(rs - 1) & 0xffffffff};")
        k.emit(f"umin.32b {t}, {t}, {max(0, (k.local * cs) // rs * rs - rs)};")
        rw, rn = {4: (32, 1), 8: (64, 1), 16: (32, 4)}[rs]
        if k.local * cs < rs: rw, rn = w, n
        tag += f" wide{rs}"
    d = k.new(vty(rw, rn))
    if gxb and R.random() < 0.7:
        o = k.new(".64b")
        k.emit(f"zext.64b.32b {o}, {t};")
        k.emit(f"ld.generic{vq(rn)}{ITY[rw]} {d}, [{gxb} + {o}];")
        tag += " generic"
    else:
        k.emit(f"ld.shared{vq(rn)}{ITY[rw]} {d}, [@xb + {t}];")
    k.emit("barrier.workgroup;")
    k.fams.add("barrier")
    k.add(rw, rn, d)
    k.store(d, rw, rn, f"barrier exchange st{vq(n)}{ITY[w]} ld{vq(rn)}{ITY[rw]} {tag}")

# ------------------------------------------------------------------ generic address space (ext kernels)
GSB = 64            # per-lane bytes of the output buffer accessed through generic addresses

def gt(k, tgt):
    """the target tgt, or in a kernel whose generic addresses are all global (k.gonly: the backend
    can use global instructions for them) a global one in its place"""
    if not k.gonly: return tgt
    return {"shared": "global", "dyn": "gvar", "private": "gvar"}.get(tgt, tgt)

def cast_generic(k, sp, src):
    """a new 64-bit register: addrcast.generic.SP of src (a register or a variable)"""
    g = k.new(".64b")
    k.emit(f"addrcast.generic.{sp} {g}, {src};")
    return g

def gen_offset(k, g, off):
    """an address operand for generic register g plus off bytes: MemRI, pointer arithmetic on the
    generic address (a large offset added, subtracted by the immediate), or MemRR (a constant or
    a per-lane register)"""
    R = k.R
    m = R.random()
    if m < 0.45:
        return f"[{g} + {off}]" if off or R.random() < 0.5 else f"[{g}]"
    g2 = k.new(".64b")
    if m < 0.65:
        big = R.choice([8, 256, 4096, 0x10000])
        if R.random() < 0.5:
            k.emit(f"iadd.64b {g2}, {g}, {off + big};")
            return f"[{g2} + -{big}]"
        k.emit(f"iadd.64b {g2}, {g}, {-big};")
        return f"[{g2} + {off + big}]"
    if m < 0.75:
        k.emit(f"mov.64b {g2}, {off};")
        return f"[{g} + {g2}]"
    if m < 0.85:
        # per-lane offset register the compiler cannot fold (lid / 2^16 is 0)
        t = k.new(".32b")
        k.emit(f"udiv.quo.32b {t}, %lid, 0x10000;")
        k.emit(f"umad.32b {t}, {t}, 64, {off};")
        k.emit(f"zext.64b.32b {g2}, {t};")
        return f"[{g} + {g2}]"
    k.emit(f"isub.64b {g2}, {g}, {-off};")
    return f"[{g2}]"

def lane_select(k, gs):
    """a register holding gs[(lid * K + c) % len(gs)] in each lane"""
    R = k.R
    t = k.new(".32b")
    k.emit(f"umad.32b {t}, %lid, {R.choice([1, 3, 5, 7])}, {R.randrange(8)};")
    k.emit(f"udiv.rem.32b {t}, {t}, {len(gs)};")
    g = k.new(".64b")
    k.emit(f"mov.64b {g}, {gs[-1]};")
    for i, x in enumerate(gs[:-1]):
        p = k.pred()
        k.emit(f"ucmp.eq.32b {p}, {t}, {i};")
        k.emit(f"sel.64b {g}, {x}, {g}, {p};")
    return g

def gscratch(k):
    """byte offset of this lane's GSB-byte generic scratch in the output buffer (compared at the
    end), filled on first use"""
    if not hasattr(k, "gsc"):
        o = k.slot(GSB, 16)
        if o is None: return None
        for i in range(0, GSB, 8):
            k.emit(f"st.global.64b [%po + {o + i}], {k.val(64)};")
        k.slots.append((o, GSB, "generic global scratch (final contents)", "exact"))
        k.gsc = o
    return k.gsc

def gsp(k):
    """the address space qualifier of a generic access: .generic or none"""
    return k.R.choice([".generic", ".generic", ".generic", ""])

def gvar(k):
    """the module's global variable: GSB bytes per lane, initialised; (name)"""
    if not hasattr(k, "gv"):
        R = k.R
        n = k.nl * GSB
        items = [f".64b 0x{R.getrandbits(64):x}" for _ in range(min(n // 8, R.choice([4, 64, n // 8])))]
        if len(items) * 8 < n: items.append(f".zero {n - len(items) * 8}")
        k.mods.append(f".global .align 16 @gv[{n}] = {{ " + ", ".join(items) + " };")
        k.gv = "@gv"
        k.gvo = k.new(".64b")
        t = k.new(".32b")
        k.emit(f"umul.32b {t}, %lid, {GSB};")
        k.emit(f"zext.64b.32b {k.gvo}, {t};")
    return k.gv

def gptr(k, tgt):
    """(generic register pointing at the start of this lane's region in tgt, its size, writable)"""
    R = k.R
    if tgt == "global":
        o = gscratch(k)
        if o is None: return None
        p = k.new(".64b")
        k.emit(f"iadd.64b {p}, %po, {o};")
        return cast_generic(k, "global", p), GSB, True
    if tgt == "input":
        return cast_generic(k, "global", "%pi"), INB, False
    if tgt == "gvar":
        g = cast_generic(k, "global", gvar(k))
        k.emit(f"iadd.64b {g}, {g}, {k.gvo};")
        return g, GSB, True
    if tgt == "const":
        nm, csz = R.choice(consts(k))
        return cast_generic(k, "const", nm), csz, False
    if tgt == "private" and R.random() < 0.4:
        region(k, "private")
        return cast_generic(k, "private", "@pv"), PVB, True
    if tgt == "shared" and R.random() < 0.4:
        region(k, "shared")
        g = cast_generic(k, "shared", "@sh")
        o = k.new(".64b")
        k.emit(f"zext.64b.32b {o}, {k.shbase};")
        k.emit(f"iadd.64b {g}, {g}, {o};")
        return g, SHL, True
    if tgt == "spilled":
        # a generic pointer stored to memory of its own (@gp, private or shared) and loaded back
        t = gt(k, R.choice(["global", "shared", "dyn", "private", "mixed"]))
        r = gptr(k, t)
        if r is None: return None
        if not hasattr(k, "gp"):
            k.gp = R.choice(["private", "shared"])
            k.kdecl.append(f".{k.gp} .align 8 @gp[{8 * (1 if k.gp == 'private' else k.local)}];")
        at = "[@gp]" if k.gp == "private" else "[@gp + %lx8]"
        if k.gp == "shared" and not hasattr(k, "lx8"):
            k.lx8 = True
            k.decl.setdefault(".32b", []).append("%lx8")
            k.emit("umul.32b %lx8, %l, 8;")
        k.emit(f"st.{k.gp}.64b {at}, {r[0]};")
        g = k.new(".64b")
        k.emit(f"ld.{k.gp}.64b {g}, {at};")
        return g, r[1], r[2]
    if tgt == "mixed":
        ts = ["global", "gvar"] if k.gonly else R.sample(["global", "shared", "dyn", "private"], R.choice([2, 3, 4]))
        gs = [gptr(k, t) for t in ts]
        if None in gs: return None
        return lane_select(k, [g for g, _, _ in gs]), min(z for _, z, _ in gs), True
    a, size = region(k, tgt)
    return cast_generic(k, "private" if tgt == "private" else "shared", a), size, True

def g_generic(k):
    """ld/st.generic of every width and vector through a generic address of this lane's global,
    shared, dynamic shared, private region (or per lane one of them), of its input or a constant"""
    R = k.R
    tgt = gt(k, R.choice(["global", "shared", "dyn", "private", "mixed", "mixed", "input", "const", "gvar", "spilled"]))
    r = gptr(k, tgt)
    if r is None: return
    g, size, rw = r
    k.fams.add("generic:" + tgt)
    ops = []
    for _ in range(R.randint(0, 3) if rw else 0):
        w, n = forms(R)
        s, al = w * n // 8, align_of(w, n)
        off = R.randrange(0, size - s + 1, al)
        v = k.val(w, n)
        st = f"st{gsp(k)}{R.choice(['', '', '.weak'])}{k.cc_st()}{vq(n)}{ITY[w]}"
        k.emit(f"{st} {gen_offset(k, g, off)}, {v};")
        ops.append(f"{st}@{off}")
    w, n = forms(R, min(32, size))
    s, al = w * n // 8, align_of(w, n)
    off = R.randrange(0, size - s + 1, al)
    d = k.new(vty(w, n))
    ld = f"ld{gsp(k)}{R.choice(['', '', '.weak'])}{k.cc_ld()}{vq(n)}{ITY[w]}"
    k.emit(f"{ld} {d}, {gen_offset(k, g, off)};")
    k.add(w, n, d)
    k.store(d, w, n, f"{tgt} {ld}@{off} after " + " ".join(ops))
    if tgt in ("shared", "dyn", "private", "global", "gvar") and R.random() < 0.4:
        # back to the specific space after arithmetic on the generic address; read there
        sp = {"dyn": "shared", "gvar": "global"}.get(tgt, tgt)
        g2 = k.new(".64b")
        k.emit(f"iadd.64b {g2}, {g}, {off};")
        a = k.new(".64b" if sp == "global" else ".32b")
        k.emit(f"addrcast.{sp}.generic {a}, {g2};")
        d = k.new(vty(w, n))
        k.emit(f"ld.{sp}{vq(n)}{ITY[w]} {d}, [{a}];")
        k.store(d, w, n, f"{tgt} addrcast.{sp}.generic of generic+{off}, ld.{sp}{vq(n)}{ITY[w]}")

def g_galias(k):
    """stores and a load at overlapping offsets of one region, each through the specific address or
    the generic one (aliasing the optimiser must see)"""
    R = k.R
    tgt = gt(k, R.choice(["global", "shared", "dyn", "private", "gvar"]))
    if tgt == "global":
        o = gscratch(k)
        if o is None: return
        sp, a, size = "global", k.new(".64b"), GSB
        k.emit(f"iadd.64b {a}, %po, {o};")
    elif tgt == "gvar":
        sp, a, size = "global", k.new(".64b"), GSB
        k.emit(f"addrof.64b {a}, {gvar(k)};")
        k.emit(f"iadd.64b {a}, {a}, {k.gvo};")
    else:
        sp = "private" if tgt == "private" else "shared"
        a, size = region(k, tgt)
    g = cast_generic(k, sp, a)
    k.fams.add("galias:" + tgt)
    # a window of 16 bytes everything overlaps in
    base = R.randrange(0, size - 16 + 1, 16)
    ops = []
    for _ in range(R.randint(1, 4)):
        w, n = forms(R, 16)
        s, al = w * n // 8, align_of(w, n)
        off = base + R.randrange(0, 16 - s + 1, al)
        v = k.val(w, n)
        if R.random() < 0.5:
            k.emit(f"st{gsp(k)}{vq(n)}{ITY[w]} [{g} + {off}], {v};")
            ops.append(f"gen{vq(n)}{ITY[w]}@{off}")
        else:
            k.emit(f"st.{sp}{vq(n)}{ITY[w]} [{a} + {off}], {v};")
            ops.append(f"{sp}{vq(n)}{ITY[w]}@{off}")
    w, n = forms(R, 16)
    s, al = w * n // 8, align_of(w, n)
    off = base + R.randrange(0, 16 - s + 1, al)
    d = k.new(vty(w, n))
    via = R.choice(["generic", sp])
    if via == "generic":
        k.emit(f"ld{gsp(k)}{vq(n)}{ITY[w]} {d}, [{g} + {off}];")
    else:
        k.emit(f"ld.{sp}{vq(n)}{ITY[w]} {d}, [{a} + {off}];")
    k.add(w, n, d)
    k.store(d, w, n, f"{tgt} alias: ld.{via}{vq(n)}{ITY[w]}@{off} after " + " ".join(ops))

def g_gcast(k):
    """addrcast round trips (value preserved, arithmetic carried over: isa-4 4.1), nulls, isaddr"""
    R = k.R
    tgt = gt(k, R.choice(["global", "shared", "dyn", "private", "mixed", "null", "const", "gvar"]))
    if tgt == "null":
        sp = "global" if k.gonly else R.choice(["global", "shared", "private"])
        w = 64 if sp == "global" else 32
        z = k.new(ITY[w])
        k.emit(f"mov{ITY[w]} {z}, {0 if sp == 'global' else 0xffffffff};")
        g = cast_generic(k, sp, z)
        d = k.new(ITY[w])
        k.emit(f"addrcast.{sp}.generic {d}, {g};")
        k.fams.add("gcast:null")
        k.store(d, w, 1, f"{sp} null to generic and back")
        return
    if tgt == "mixed" and k.gonly: return
    if tgt in ("shared", "dyn", "private") and R.random() < 0.3:
        # null in some lanes: cast to generic and back; null stays null, the others their address
        sp = "private" if tgt == "private" else "shared"
        a, size = region(k, tgt)
        z, p, pn = k.new(".32b"), k.pred(), k.pred()
        t = k.new(".32b")
        k.emit(f"and.32b {t}, %lid, {R.choice([1, 2, 3, 7])};")
        k.emit(f"ucmp.eq.32b {p}, {t}, 0;")
        off = R.randrange(size)
        k.emit(f"iadd.32b {z}, {a}, {off};")
        k.emit(f"sel.32b {z}, 0xffffffff, {z}, {p};")
        g = cast_generic(k, sp, z)
        b, d = k.new(".32b"), k.new(".32b")
        k.emit(f"addrcast.{sp}.generic {b}, {g};")
        k.emit(f"ucmp.eq.32b {pn}, {b}, 0xffffffff;")
        k.emit(f"isub.32b {d}, {b}, {a};")
        k.emit(f"sel.32b {d}, 0x5a5a, {d}, {pn};")
        k.fams.add("gcast:somenull")
        k.store(d, 32, 1, f"{tgt} + {off} or null by lane, to generic and back (minus the region; 0x5a5a: null)")
        return
    r = gptr(k, tgt)
    if r is None: return
    g, size, _ = r
    k.fams.add("gcast:" + tgt)
    off = R.randrange(size + 1)
    g2 = k.new(".64b")
    k.emit(f"iadd.64b {g2}, {g}, {off};")
    for sp in R.sample(["private", "shared", "global"], R.randint(1, 3)):
        d = k.new(".32b")
        k.emit(f"isaddr.{sp} {d}, {g2};")
        k.store(d, 32, 1, f"isaddr.{sp} of {tgt} + {off}")
    if tgt in ("mixed", "const"): return
    sp = {"dyn": "shared", "gvar": "global"}.get(tgt, tgt)
    w = 64 if sp == "global" else 32
    a0, a1, d = k.new(ITY[w]), k.new(ITY[w]), k.new(ITY[w])
    k.emit(f"addrcast.{sp}.generic {a0}, {g};")
    k.emit(f"addrcast.{sp}.generic {a1}, {g2};")
    k.emit(f"isub{ITY[w]} {d}, {a1}, {a0};")
    k.store(d, w, 1, f"addrcast.{sp}.generic of {tgt} + {off} minus of {tgt}")

# ------------------------------------------------------------------ fences (ext kernels)
def fence(k, cover="any", order=None):
    """a random fence (isa-9 9.2); cover 'global': one that covers global memory; order 'release'
    or 'acquire': an order that includes it (isa-9 states no default order)"""
    R = k.R
    mo = R.choice([".acq_rel", ".seq_cst", f".{order}"] if order else ["", ".acquire", ".release", ".acq_rel", ".seq_cst"])
    c = R.random()
    if cover == "any" and c < 0.15:
        return "fence.subgroup;"
    if c < 0.55:
        sp = R.choice(["", ".generic"] + ([".shared"] if cover == "any" else []))
        return f"fence{sp}{mo}.{R.choice(['workgroup', 'gpu'])};"
    return f"fence.global{mo}.{R.choice(['workgroup', 'gpu', 'system'])};"

def g_fence(k):
    """a fence among the other memory accesses"""
    R = k.R
    k.emit(fence(k))
    k.fams.add("fence")
    R.choice([g_gstore, g_local, g_generic, g_atom_own, g_gload])(k)

def g_gexchange(k):
    """each lane stores to its output region (global, or through a generic address), a release
    fence, barrier, an acquire fence, then reads another lane's store of the same work-group"""
    R = k.R
    w, n = R.choice([(32, 1), (64, 1), (8, 1), (16, 1), (32, 2), (32, 4), (16, 2)])
    sz = w * n // 8
    o = k.slot(sz, max(align_of(w, n), min(sz, 8)))
    if o is None: return
    v = k.val(w, n)
    k.slots.append((o, sz, "global exchange: own store", "exact"))
    gen_ = R.random() < 0.4
    if gen_:
        g = cast_generic(k, "global", "%po")
        k.emit(f"st.generic{vq(n)}{ITY[w]} {gen_offset(k, g, o)}, {v};")
    else:
        k.emit(f"st.global{vq(n)}{ITY[w]} [%po + {o}], {v};")
    f1, f2 = fence(k, "global", "release"), fence(k, "global", "acquire")
    k.emit(f1)
    k.emit("barrier.workgroup;")
    k.emit(f2)
    # partner local id (l * K + c) % count, then its global linear id
    t = k.new(".32b")
    kk, c = R.choice([1, 3, 5, 31, 33]), R.randrange(64)
    k.emit(f"umad.32b {t}, %l, {kk}, {c};")
    k.emit(f"udiv.rem.32b {t}, {t}, %lsz;")
    x, y, z = k.new(".32b"), k.new(".32b"), k.new(".32b")
    k.emit(f"udiv.rem.32b {x}, {t}, %lsx;")
    k.emit(f"udiv.quo.32b {t}, {t}, %lsx;")
    k.emit(f"udiv.rem.32b {y}, {t}, %lsy;")
    k.emit(f"udiv.quo.32b {z}, {t}, %lsy;")
    k.emit(f"iadd.32b {x}, {x}, %gbx;")
    k.emit(f"iadd.32b {y}, {y}, %gby;")
    k.emit(f"iadd.32b {z}, {z}, %gbz;")
    gx, gy, _ = k.gdims
    k.emit(f"umad.32b {z}, {z}, {gy}, {y};")
    k.emit(f"umad.32b {z}, {z}, {gx}, {x};")
    k.emit(f"umul.32b {z}, {z}, {OUTB};")
    p = k.new(".64b")
    k.emit(f"zext.64b.32b {p}, {z};")
    k.emit(f"iadd.64b {p}, {p}, %pob;")
    d = k.new(vty(w, n))
    if gen_ and R.random() < 0.5:
        g = cast_generic(k, "global", p)
        k.emit(f"ld.generic{vq(n)}{ITY[w]} {d}, {gen_offset(k, g, o)};")
    else:
        k.emit(f"ld.global{vq(n)}{ITY[w]} {d}, [{p} + {o}];")
    k.fams.add("gexchange")
    k.add(w, n, d)
    k.store(d, w, n, f"global exchange{' generic' if gen_ else ''} {f1} barrier {f2} partner (l*{kk}+{c})%count")

def g_sregs(k):
    """the launch's special registers (multi-dimensional launches)"""
    R = k.R
    r, el = R.choice([("%localsize", 32), ("%enqueuedlocalsize", 32), ("%groupid", 32), ("%groupcount", 32),
                      ("%localid", 32), ("%globalsize", 64), ("%globaloffset", 64), ("%workdim", 32)])
    if r != "%workdim": r += "." + R.choice("xyz")
    d = k.new(ITY[el])
    k.emit(f"mov{ITY[el]} {d}, {r};")
    k.fams.add("sregs")
    k.store(d, el, 1, r)

def g_pressure(k):
    """many values live across generic and private accesses (spills to scratch beside the private
    variables), then folded in order into one"""
    R = k.R
    regs = []
    for i in range(R.choice([16, 32, 64, 96])):
        d = k.new(".v4.32b")
        t = k.new(".32b"); o = k.new(".64b")
        k.emit(f"umad.32b {t}, %lid, {R.choice([1, 3, 5, 7, 9])}, {R.randrange(32)};")
        k.emit(f"and.32b {t}, {t}, 31;")
        k.emit(f"umul.32b {t}, {t}, 16;")
        k.emit(f"zext.64b.32b {o}, {t};")
        k.emit(f"ld.global.v4.32b {d}, [%pu + {o}];")
        regs.append(d)
    for _ in range(R.randint(1, 3)):
        R.choice([g_generic, g_galias, g_local, g_gen_atom_own])(k)
    acc = k.new(".32b")
    k.emit(f"mov.32b {acc}, 0;")
    for d in regs:
        for e in "xyzw":
            k.emit(f"umad.32b {acc}, {acc}, 3, {d}.{e};")
    k.fams.add("pressure")
    k.store(acc, 32, 1, f"pressure: {len(regs)} v4 values folded")

def g_gen_ldst_atomic(k): g_ldst_atomic(k, True)
def g_gen_atom_own(k): g_atom_own(k, True)
def g_gen_atom_collide(k): g_atom_collide(k, True)

EXT_GENS = [(g_generic, 8), (g_galias, 4), (g_gcast, 3), (g_gen_ldst_atomic, 2), (g_gen_atom_own, 4), (g_gen_atom_collide, 3),
            (g_fence, 3), (g_gexchange, 2), (g_sregs, 1), (g_pressure, 1)]

GENS = [(g_gload, 6), (g_gstore, 3), (g_const, 4), (g_local, 6), (g_param, 2), (g_ldst_atomic, 2),
        (g_atom_own, 5), (g_atom_collide, 4), (g_subgroup, 7), (g_barrier, 3)]

def gen(seed):
    R = random.Random(seed)
    nl, local = R.choice([(64, 64), (64, 32), (48, 48), (37, 37), (16, 16), (128, 128), (256, 256), (192, 96), (128, 64), (100, 100)])
    ext = random.Random(f"ext{seed}").random() < PEXT
    gdims, ldims, offset = (nl,), (local,), None
    if ext and R.random() < PDIMS:
        gdims, ldims = R.choice(DIMS)
        nl, local = math.prod(gdims), math.prod(ldims)
        if R.random() < 0.3: offset = tuple(R.randrange(5) for _ in gdims)
    k = K(R, nl, local)
    k.ext, k.partial = ext, any(g % l for g, l in zip(gdims, ldims))
    k.gonly = ext and R.random() < PGONLY
    k.gdims = gdims + (1,) * (3 - len(gdims))
    k.shinit = []
    k.collide_text = []
    gens = [(g, wt) for g, wt in GENS + (EXT_GENS if ext else []) if g.__name__ not in EXCLUDE]
    if local < 64 and R.random() < 0.7:
        gens = [(g, wt) for g, wt in gens if g is not g_barrier]
    # a focus: some kernels mostly one family
    if R.random() < 0.5:
        f = R.randrange(len(gens))
        gens = [(g, wt * (8 if i == f else 1)) for i, (g, wt) in enumerate(gens)]
    inp = bytes(R.getrandbits(8) for _ in range(nl * INB + UNB))
    # ------- prologue
    k.emit("ld.param.64b %pin0, [%in];")
    k.emit("ld.param.64b %po, [%out];")
    k.emit("ld.param.64b %pa, [%at];")
    k.emit("ld.param.32b %ds, [%dyn];")
    if ext:
        # l: the linear id in the work-group (x fastest, over its actual sizes: %lsx, %lsy, %lsz
        # work-items in all), lid: the linear global id over the NDRange; %gbx..: the group's origin
        k.emit("mov.64b %pob, %po;")
        k.emit("mov.32b %lsx, %localsize.x;")
        k.emit("mov.32b %lsy, %localsize.y;")
        k.emit("mov.32b %t, %localsize.z;")
        k.emit("umul.32b %lsz, %lsx, %lsy;")
        k.emit("umul.32b %lsz, %lsz, %t;")
        k.emit("isub.32b %lsm1, %lsz, 1;")
        k.emit("mov.32b %l, %localid.z;")
        k.emit("mov.32b %u, %localid.y;")
        k.emit("umad.32b %l, %l, %lsy, %u;")
        k.emit("mov.32b %u, %localid.x;")
        k.emit("umad.32b %l, %l, %lsx, %u;")
        for c in "xyz":
            k.emit(f"mov.32b %t, %groupid.{c};")
            k.emit(f"mov.32b %u, %enqueuedlocalsize.{c};")
            k.emit(f"umul.32b %gb{c}, %t, %u;")
        k.emit("mov.32b %u, %localid.z;")
        k.emit("iadd.32b %t, %gbz, %u;")
        k.emit("mov.32b %u, %localid.y;")
        k.emit("iadd.32b %u, %gby, %u;")
        k.emit(f"umad.32b %lid, %t, {k.gdims[1]}, %u;")
        k.emit("mov.32b %u, %localid.x;")
        k.emit("iadd.32b %u, %gbx, %u;")
        k.emit(f"umad.32b %lid, %lid, {k.gdims[0]}, %u;")
    else:
        k.emit("mov.32b %l, %localid.x;")
        k.emit("mov.32b %t, %groupid.x;")
        k.emit(f"umad.32b %lid, %t, {local}, %l;")
    k.emit(f"umul.32b %t, %lid, {INB};")
    k.emit("zext.64b.32b %o, %t;")
    k.emit("iadd.64b %pi, %pin0, %o;")
    k.emit(f"iadd.64b %pu, %pin0, {nl * INB};")
    k.emit(f"iadd.64b %pneg, %pi, {INB};")
    k.emit("iadd.64b %pbig, %pin0, -65536;")
    k.big = R.choice([0x10000, 0x7ff00000])
    k.emit(f"isub.64b %pbl, %pi, 0x{k.big:x};")
    k.emit(f"umul.32b %t, %lid, {OUTB};")
    k.emit("zext.64b.32b %o, %t;")
    k.emit("iadd.64b %po, %po, %o;")
    k.emit(f"iadd.64b %pneg2, %po, {OUTB};")
    k.emit(f"umul.32b %t, %lid, {ATB};")
    k.emit("zext.64b.32b %o, %t;")
    k.emit(f"iadd.64b %pc, %pa, {nl * ATB};")
    k.emit("iadd.64b %pa, %pa, %o;")
    pro = len(k.body)
    tot = sum(wt for _, wt in gens)
    steps = 0
    while not k.full() and steps < 400:
        steps += 1
        x = R.random() * tot
        for g, wt in gens:
            x -= wt
            if x <= 0: break
        g(k)
    # shared collision area: initialised by every lane (same values), barrier, atomics, barrier, read back
    body = k.body[:pro]
    rest = k.body[pro:]
    if k.shinit:
        body.append("mov.32b %z32, 0;")
        body.append("mov.v4.32b %z128, { %z32, %z32, %z32, %z32 };") if False else None
        for o in range(0, 256, 4):
            body.append(f"st.shared.32b [@shc + {o}], %z32;")
        body.append("barrier.workgroup;")
        for cb, s, init in k.shinit:
            for i, v in enumerate(init):
                body.append(f"mov.{8 * s}b %z{8 * s}, 0x{v:x};")
                body.append(f"st.shared.{8 * s}b [@shc + {cb + i * s}], %z{8 * s};")
        body.append("barrier.workgroup;")
    body += rest
    if k.shinit:
        body.append("barrier.workgroup;")
        # each lane copies 8 bytes (lanes beyond the area do nothing useful: copy lane % 32)
        t = k.new(".32b"); v = k.new(".64b")
        body.append(f"and.32b {t}, %l, 31;")
        body.append(f"umul.32b {t}, {t}, 8;")
        body.append(f"ld.shared.64b {v}, [@shc + {t}];")
        o = k.slot(8, 8)
        if o is not None:
            body.append(f"st.global.64b [%po + {o}], {v};")
            k.slots.append((o, 8, "shared collision area (8 bytes at (l%32)*8): " + "; ".join(x for x in k.collide_text if "shared" in x), "exact"))
    decl = declarations(k.decl)
    vars_ = [f"  .shared .align 16 @sh[{SHL * local}];", f"  .private .align 16 @pv[{PVB}];",
             f"  .shared .align 16 @xb[{16 * local}];", "  .shared .align 16 @shc[256];"] + ["  " + s for s in k.kdecl]
    src = [".version 0.1;", ".target 100;", f"// mem fuzz seed {seed}"] + k.mods + [
        ".kernel @k(.param[8] .addrspace(global) %in, .param[8] .addrspace(global) %out, .param[8] .addrspace(global) %at, "
        ".param[4] .addrspace(shared) %dyn" + "".join(f", .param[8] %q{j}" for j in range(NQ)) + ") {"] + vars_ + [
        "  .reg .32b %lid, %l, %t, %ds, %z32;", "  .reg .16b %z16;", "  .reg .64b %pin0, %pi, %pu, %pneg, %pbig, %pbl, %po, %pneg2, %pa, %pc, %o, %z64;"] + (
        ["  .reg .32b %u, %lsx, %lsy, %lsz, %lsm1, %gbx, %gby, %gbz;", "  .reg .64b %pob;"] if ext else []) + decl + ["  " + s for s in body] + ["}"]
    atom = bytes(R.getrandbits(8) for _ in range(nl * ATB)) + bytes(k.cinit)
    launch = ["--global", ",".join(map(str, gdims)), "--local", ",".join(map(str, ldims))] + (
        ["--offset", ",".join(map(str, offset))] if offset else []) + ["--arg", "buf:u8:@IN", "--arg", f"buf:u8:zeros:{nl * OUTB}",
              "--arg", "buf:u8:@AT", "--arg", f"shared:{SHL * local}"] + sum((["--arg", f"u64:{R.getrandbits(64)}"] for _ in range(NQ)), [])
    return "\n".join(src) + "\n", launch, inp, atom, k.slots, sorted(k.fams)

def fix_pbl(s, big):
    return s

if __name__ == "__main__":
    seed = int(sys.argv[1])
    d = sys.argv[2] if len(sys.argv) > 2 else "/tmp/mem/gen"
    os.makedirs(d, exist_ok=True)
    src, launch, inp, atom, slots, fams = gen(seed)
    open(f"{d}/m{seed}.pisa", "w").write(src)
    open(f"{d}/m{seed}.in.bin", "wb").write(inp)
    open(f"{d}/m{seed}.at.bin", "wb").write(atom)
    print(" ".join(x.replace("@IN", f"@{d}/m{seed}.in.bin").replace("@AT", f"@{d}/m{seed}.at.bin") for x in launch))
