#!/usr/bin/env python3
"""Random control-flow kernels that force the reconvergence-stack path of
pisa-amdgpu, mixed with sub-group ops, returns, calls, atomics, 64-bit and
float values, spills, barriers and partial/multi-dimensional work-groups.
gen.py SEED -> (source, launch args). Each lane logs into WORDS 8-byte slots
of its own (%activemask per block, op results, a last-writer word)."""
import os, random, sys
WORDS = 256

def gen(seed):
    R = random.Random(seed)
    feats = dict(
        sub=R.random() < 0.7, ret=R.random() < 0.5, call=R.random() < 0.4, atom=R.random() < 0.4,
        w64=R.random() < 0.4, flt=R.random() < 0.4, spill=R.random() < 0.15 and not os.environ.get("BRK_NOSPILL"), barrier=R.random() < 0.3,
        irr=R.random() < 0.4, deep=R.random() < 0.15, uni=R.random() < 0.6)
    dims = R.choice([1, 1, 1, 2, 3])
    if dims == 1:
        loc = [R.choice([32, 64, 40, 33, 96, 17, 128, 65])]
    elif dims == 2:
        loc = [R.choice([8, 5, 16, 3]), R.choice([4, 5, 7])]
    else:
        loc = [R.choice([4, 3, 2]), R.choice([2, 3]), R.choice([2, 5, 3])]
    groups = [R.choice([1, 1, 2]) for _ in loc]
    # partial groups along any dimension (a partial group's items are packed
    # densely in its actual size, by the emulator and the simulator alike)
    glob = [l * g - (R.choice([0, 0, 1]) if g > 1 else 0) for l, g in zip(loc, groups)]
    nitems = 1
    for l, g in zip(loc, groups): nitems *= l * g
    wg_items = 1
    for l in loc: wg_items *= l
    nwg = 1
    for g in groups: nwg *= g
    waves_per_wg = (wg_items + 31) // 32
    L = []
    E = L.append
    E(".version 0.1;\n.target 100;")
    if feats["call"]:
        E(""".function .32b @f(.reg .32b %a, .reg .32b %b) {
    .reg .32b %r, %m;
    .pred %p;
    and.32b %r, %a, 3;
    ucmp.eq.32b %p, %r, 1;
    return.cond %p, 100;
    ucmp.eq.32b %p, %r, 2;
    goto.cond %p, two;
    mov.32b %m, %activemask;
    iadd.32b %r, %m, %b;
    ucmp.lt.32b %p, %a, 9;
    return.cond %p, %r;
    iadd.32b %r, %r, 7;
    return %r;
two:
    mov.32b %m, %activemask;
    xor.32b %r, %m, %a;
    return %r;
}""")
    E(".kernel @k(.param[8] .addrspace(global) %out, .param[8] .addrspace(global) %ctr, .param[4] %n) {")
    E(".reg .32b %lid, %lin, %t, %k, %m, %s, %x, %u, %wv, %id, %g, %o, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7, %i8, %i9, %i10, %i11;")
    E(".reg .64b %p, %q, %a, %pc, %w, %y;")
    E(".reg .32b %f, %fr;")
    E(".pred %c, %d;")
    if feats["barrier"]:
        E(".shared .align 4 @sh[4096];")
    nspill = 300 if feats["spill"] else 0
    if nspill:
        E(".reg .32b " + ", ".join(f"%v{i}" for i in range(nspill)) + ";")
    E("ld.param.64b %p, [%out];\nld.param.64b %pc, [%ctr];\nld.param.32b %u, [%n];")
    E("mov.32b %lid, %laneid;")
    # linear id in group, group linear id
    E("mov.32b %lin, %localid.z;\nmov.32b %t, %localsize.y;\numad.32b %lin, %lin, %t, %localid.y;\nmov.32b %t, %localsize.x;\numad.32b %lin, %lin, %t, %localid.x;")
    E(f"mov.32b %g, %groupid.z;\nmov.32b %t, %groupcount.y;\numad.32b %g, %g, %t, %groupid.y;\nmov.32b %t, %groupcount.x;\numad.32b %g, %g, %t, %groupid.x;")
    E(f"umad.32b %t, %g, {wg_items}, %lin;\nmul.32b %t, %t, {WORDS*8};".replace("mul.32b", "umul.32b"))
    E("zext.64b.32b %q, %t;\niadd.64b %q, %q, %p;\nmov.32b %k, 0;")
    # wave counter address: per wave, never shared between waves
    E(f"shr.32b %t, %lin, 5;\numad.32b %t, %g, {waves_per_wg}, %t;\nshl.32b %t, %t, 2;\nzext.64b.32b %a, %t;\niadd.64b %pc, %pc, %a;")
    for i in range(8): E(f"mov.32b %c{i}, 0;")
    for i in range(12): E(f"mov.32b %i{i}, 0;")
    E("umad.32b %wv, %u, 3, 1;")  # uniform value computed before any split
    E("zext.64b.32b %w, %lin;\nshl.64b %y, %w, 33;\nor.64b %w, %w, %y;")
    E("i2f.f.u32 %f, %lin;")
    for i in range(nspill):
        E(f"umad.32b %v{i}, %lin, {i*7+3}, %u;")
    if feats["barrier"]:
        E("shl.32b %t, %lin, 2;\nst.shared.32b [@sh + %t], %lin;\nbarrier.workgroup;")
        E(f"mov.32b %x, %localsize.x;\nmov.32b %t, %localsize.y;\numul.32b %x, %x, %t;\nmov.32b %t, %localsize.z;\numul.32b %x, %x, %t;\niadd.32b %t, %lin, 32;\nucmp.lt.32b %d, %t, %x;\nsel.32b %t, %t, %lin, %d;\nshl.32b %t, %t, 2;\nld.shared.32b %x, [@sh + %t];\nLOG %x;")
    nl = [0]

    def logk(r):
        E(f"LOG {r};")

    def ops(b):
        E("mov.32b %m, %activemask;"); logk("%m")
        E(f"mov.32b %id, {b+1};"); logk("%id")
        for _ in range(R.randint(0, 3)):
            ch = R.random()
            if feats["sub"] and ch < 0.35:
                op = R.choice(["ired.sum.32b %s, %lid, 0xffffffff;", "ired.umax.32b %s, %lin, 0xffffffff;",
                               "ired.xor.32b %s, %k, 0xffffffff;",
                               f"shfl.xor.32b %s, %lin, {R.randint(1,31)}, 0xffffffff;",
                               f"shfl.idx.32b %s, %k, {R.randint(0,31)}, 0xffffffff;",
                               f"shfl.up.32b %s, %lin, {R.randint(1,5)}, 0xffffffff;",
                               f"shfl.dn.32b %s, %k, {R.randint(1,5)}, 0xffffffff;",
                               "redfirstidx.32b %s, 0xffffffff;", "mov.32b %s, %laneid;"])
                E(op); logk("%s")
                if feats["flt"]:
                    E(R.choice(["fred.max.f %fr, %f, 0xffffffff;", "fred.min.f %fr, %f, 0xffffffff;"])); logk("%fr")
            elif feats["atom"] and ch < 0.5:
                E(f"mov.32b %x, {R.randint(1,9)};\niatom.global.add.32b %o, [%pc], %x;"); logk("%o")
            elif feats["w64"] and ch < 0.6:
                E(f"iadd.64b %w, %w, {R.randint(1, 1<<40)};"); E("trunc.32b.64b %x, %w;"); logk("%x")
                E("shr.64b %y, %w, 32;\ntrunc.32b.64b %x, %y;"); logk("%x")
            elif feats["flt"] and ch < 0.7:
                E(f"fmul.f %f, %f, 1.5;\nfadd.f %f, %f, {R.randint(1,5)}.25;"); logk("%f")
            elif feats["call"] and ch < 0.8:
                E(f"iadd.32b %t, %lin, {b};\ncall %x, @f(%t, %k);"); logk("%x")
            elif feats["uni"] and ch < 0.9:
                E(f"iadd.32b %x, %wv, {b};"); logk("%x")
            elif nspill and ch < 1.0:
                j = R.randrange(nspill); E(f"iadd.32b %v{j}, %v{j}, %k;")
            else:
                E(f"iadd.32b %k, %k, 0;")

    def cond():
        bit = R.randint(0, 4)
        if R.random() < 0.2:
            return f"and.32b %t, %lin, {R.randint(1,31)};\nucmp.lt.32b %c, %t, {R.randint(1,31)};"
        return f"and.32b %t, %lin, {1<<bit};\nucmp.ne.32b %c, %t, 0;"

    nblocks = R.randint(3, 9)
    macros = {}
    inner = []  # labels inside macros (irreducible entries)
    for b in range(nblocks):
        macros[b] = R.choice([None, None, "both", "leave"]) if sum(1 for x in macros.values() if x) < 9 else None
    if not any(macros.values()):
        macros[R.randrange(nblocks)] = "both"
    for b in range(nblocks):
        if macros[b]: inner.append(f"b{b}_in")
    def macro(mk, nm, b, depth):
        ur = False
        ic = f"%i{min(nl[0], 10)}"; nl[0] += 1
        def inner_body(salt):
            if depth < 2 and nl[0] < 10 and R.random() < 0.35:
                return macro(R.choice(["both", "leave"]), f"{nm}n{nl[0]}", b, depth + 1)
            ops(salt)
            return False
        E(f"mov.32b {ic}, 0;")
        if mk == "both":
            E(f"{nm}_top:"); E(f"iadd.32b {ic}, {ic}, 1;"); ops(b)
            E(f"and.32b %t, %lin, {1 << R.randint(0,2)};\nucmp.ne.32b %c, %t, 0;\ngoto.cond %c, {nm}_in;")
            ur |= inner_body(b + 100)
            if feats["ret"] and R.random() < 0.3:
                E(cond()); E("return.cond %c;"); ur = True
            E(f"and.32b %t, %lin, {R.choice([3,7,15])};\nucmp.lt.32b %c, {ic}, %t;\ngoto.cond %c, {nm}_top;\ngoto {nm}_end;")
            E(f"{nm}_in:"); ur |= inner_body(b + 200)
            E(f"shr.32b %t, %lin, {R.randint(0,3)};\nand.32b %t, %t, 7;\nucmp.lt.32b %c, {ic}, %t;\ngoto.cond %c, {nm}_top;")
            E(f"{nm}_end:")
        else:
            E(f"{nm}_top:"); E(f"iadd.32b {ic}, {ic}, 1;")
            if R.random() < 0.5: ops(b)
            E(f"ucmp.ge.32b %c, {ic}, {R.randint(3,20)};\ngoto.cond %c, {nm}_end;")
            E(f"and.32b %t, %lin, 31;\nucmp.lt.32b %c, {ic}, %t;\ngoto.cond %c, {nm}_top;")
            E(f"{nm}_in:"); ur |= inner_body(b + 100)
            E(f"{nm}_end:")
        return ur
    usedret = False
    for b in range(nblocks):
        E(f"b{b}:")
        mk = macros[b]
        if mk:
            usedret |= macro(mk, f"b{b}", b, 0)
        ops(b + 300)
        if b == nblocks - 1:
            break
        r = R.random()
        if feats["ret"] and r < 0.12:
            E(cond()); E("return.cond %c;"); usedret = True
        elif r < 0.32 and b > 0 and nl[0] < 8:
            # bounded back edge
            tgt = R.randint(0, b)
            cnt = f"%c{R.randrange(8)}"
            E(f"iadd.32b {cnt}, {cnt}, 1;\nand.32b %t, %lin, 3;\nucmp.le.32b %c, {cnt}, %t;\ngoto.cond %c, b{tgt};")
        elif feats["irr"] and r < 0.45 and any(int(x[1:].split('_')[0]) > b for x in inner):
            cands = [x for x in inner if int(x[1:].split('_')[0]) > b]
            E(cond()); E(f"goto.cond %c, {R.choice(cands)};")
        elif feats["ret"] and r < 0.52:
            E(cond()); E("goto.cond %c, retblk;"); usedret = True
        elif r < 0.88:
            E(cond()); E(f"goto.cond %c, b{R.randint(b+1, nblocks-1)};")
        else:
            E(f"goto b{R.randint(b+1, nblocks-1)};")
    if feats["deep"]:
        # nested splits each leaving a lane, then a loop leaving one lane per iteration
        E("mov.32b %i11, 0;")
        for d in range(5):
            E(f"ucmp.eq.32b %c, %lid, {d};\ngoto.cond %c, deep{d};")
        E("deep_loop:\niadd.32b %i11, %i11, 1;\nmov.32b %m, %activemask;"); logk("%m")
        E("ucmp.lt.32b %c, %i11, %lid;\ngoto.cond %c, deep_loop;\nucmp.gt.32b %c, %i11, 27;\ngoto.cond %c, deep_end;")
        E("mov.32b %m, %activemask;"); logk("%m")
        E("deep_end:")
        for d in reversed(range(5)):
            E(f"deep{d}:\nmov.32b %m, %activemask;"); logk("%m")
    E("mov.32b %m, %activemask;"); logk("%m")
    logk("%k")
    for i in range(8): logk(f"%c{i}")
    for i in range(12): logk(f"%i{i}")
    logk("%wv")
    if feats["w64"]:
        E("trunc.32b.64b %x, %w;"); logk("%x")
    if feats["flt"]: logk("%f")
    if nspill:
        E("mov.32b %s, 0;")
        for i in range(nspill): E(f"xor.32b %s, %s, %v{i};\nshl.32b %t, %s, 1;\nshr.32b %s, %s, 31;\nor.32b %s, %s, %t;")
        logk("%s")
    if feats["barrier"] and not usedret:
        E("barrier.workgroup;\nshl.32b %t, %lin, 2;\nst.shared.32b [@sh + %t], %k;\nbarrier.workgroup;")
        E(f"mov.32b %x, %localsize.x;\nmov.32b %t, %localsize.y;\numul.32b %x, %x, %t;\nmov.32b %t, %localsize.z;\numul.32b %x, %x, %t;\niadd.32b %t, %lin, 32;\nucmp.lt.32b %d, %t, %x;\nsel.32b %t, %t, %lin, %d;\nshl.32b %t, %t, 2;\nld.shared.32b %x, [@sh + %t];"); logk("%x")
    if usedret:
        E("return;\nretblk:\nmov.32b %m, %activemask;"); logk("%m")
    E("}")
    src = "\n".join(L) + "\n"
    # expand LOG
    out = []
    for line in src.splitlines():
        if line.startswith("LOG "):
            r = line[4:].rstrip(";")
            out += [f"ucmp.lt.32b %d, %k, {WORDS};", "shl.32b %t, %k, 3;", "zext.64b.32b %a, %t;", "iadd.64b %a, %a, %q;",
                    f"st.global.32b [%a], {r};" .replace("st.global", "@%d st.global") if False else f"sel.32b %t, %k, {WORDS-1}, %d;",
                    "shl.32b %t, %t, 3;", "zext.64b.32b %a, %t;", "iadd.64b %a, %a, %q;", f"st.global.32b [%a], {r};", "iadd.32b %k, %k, 1;"]
        else:
            out.append(line)
    src = "\n".join(out) + "\n"
    launch = ["--global", ",".join(map(str, glob)), "--local", ",".join(map(str, loc)),
              "--arg", f"buf:u32:zeros:{nwg*wg_items*WORDS*2}", "--arg", f"buf:u32:zeros:{nwg*waves_per_wg}",
              "--arg", f"u32:{R.randint(0, 9)}"]
    return src, launch, feats

if __name__ == "__main__":
    s, l, f = gen(int(sys.argv[1]))
    print(s); print("//", " ".join(l)); print("//", f)
