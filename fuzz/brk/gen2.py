#!/usr/bin/env python3
"""(BRK_CONST=1: %acc starts as the constant 0, so -O1/-O2 fold branches on it.)
Fully random control-flow graphs (irreducible ones included): every block
ends in goto.cond / goto / return.cond / return / falls through, to any
block; an edge backwards in the text is guarded by a counter of its own and
a lane-dependent bound, so every run ends. Blocks log %activemask, a block
id, sub-group results and atomics into per-lane slots. gen2.py SEED"""
import os, random, sys
WORDS = 192

def gen(seed):
    R = random.Random(seed)
    n = R.randint(4, R.choice([14, 30]))
    nctr = 0
    loc = R.choice([32, 64, 48, 20, 96, 1, 7])
    glob = loc * R.choice([1, 2])
    body = []
    E = body.append
    callf = R.random() < 0.3
    def log(r):
        E(f"LOG {r};")
    def ops(b):
        E("mov.32b %m, %activemask;"); log("%m")
        E(f"mov.32b %x, {b};"); log("%x")
        for _ in range(R.randint(0, 2)):
            c = R.randrange(7)
            if c == 0: E("ired.sum.32b %s, %lid, 0xffffffff;"); log("%s")
            elif c == 1: E(f"shfl.xor.32b %s, %k, {R.randint(1,31)}, 0xffffffff;"); log("%s")
            elif c == 2: E("redfirstidx.32b %s, 0xffffffff;"); log("%s")
            elif c == 3: E("mov.32b %x, 1;\niatom.global.add.32b %s, [%pc], %x;"); log("%s")
            elif c == 4 and callf: E("call %s, @f(%lid, %k);"); log("%s")
            elif c == 5: E(f"iadd.32b %acc, %acc, {R.randint(1,100)};")
            else: E("ired.umin.32b %s, %acc, 0xffffffff;"); log("%s")
    def cond():
        c = R.randrange(4)
        if c == 0: return f"and.32b %t, %lid, {1 << R.randint(0,4)};\nucmp.ne.32b %c, %t, 0;"
        if c == 1: return f"ucmp.lt.32b %c, %lid, {R.randint(1,31)};"
        if c == 2: return f"and.32b %t, %acc, {R.randint(1,7)};\nucmp.eq.32b %c, %t, 0;"
        return f"mul.32b %t, %lid, {R.choice([3,5,7,11])};\nand.32b %t, %t, 15;\nucmp.lt.32b %c, %t, {R.randint(1,15)};".replace("mul.32b", "umul.32b")
    for b in range(n):
        E(f"b{b}:")
        ops(b)
        if b == n - 1 and R.random() < 0.5:
            # the kernel ends in a goto.cond (possibly backwards)
            t = R.randrange(n)
            ctr = f"%n{nctr}"; nctr += 1
            E(f"iadd.32b {ctr}, {ctr}, 1;\nand.32b %t, %lid, 3;\nucmp.le.32b %c, {ctr}, %t;\ngoto.cond %c, b{t};")
            break
        if b == n - 1:
            break
        r = R.random()
        t = R.randrange(n)
        if r < 0.55:
            if t <= b:
                ctr = f"%n{nctr}"; nctr += 1
                E(f"iadd.32b {ctr}, {ctr}, 1;")
                E(R.choice([f"and.32b %t, %lid, 3;\nucmp.le.32b %c, {ctr}, %t;", f"shr.32b %t, %lid, 3;\nucmp.le.32b %c, {ctr}, %t;"]))
            else:
                E(cond())
            E(f"goto.cond %c, b{t};")
        elif r < 0.65:
            E(cond()); E("return.cond %c;")
        elif r < 0.7:
            E(cond()); E(f"goto.cond %c, b{t}r;")
            # a block ending in return, reached only by jumps
            pass
        elif r < 0.85 and t > b:
            E(f"goto b{t};")
        # else: fall through
    # return blocks
    rets = [l.split(", ")[-1].rstrip(";") for l in body if l.startswith("goto.cond %c, b") and l.endswith("r;")]
    tail = []
    if rets:
        tail.append("return;")
        for r in sorted(set(rets)):
            tail.append(f"{r}:\nmov.32b %m, %activemask;\nLOG %m;\nreturn;")
    head = [".version 0.1;", ".target 100;"]
    if callf:
        head.append(""".function .32b @f(.reg .32b %a, .reg .32b %b) {
    .reg .32b %r, %i;
    .pred %p;
    mov.32b %i, 0;
ftop:
    iadd.32b %i, %i, 1;
    and.32b %r, %a, 1;
    ucmp.ne.32b %p, %r, 0;
    goto.cond %p, fodd;
    ucmp.lt.32b %p, %i, %a;
    goto.cond %p, ftop;
    mov.32b %r, %activemask;
    iadd.32b %r, %r, %i;
    return %r;
fodd:
    ucmp.gt.32b %p, %i, 6;
    return.cond %p, %i;
    shr.32b %r, %a, 1;
    ucmp.lt.32b %p, %i, %r;
    goto.cond %p, ftop;
    mov.32b %r, %activemask;
    return %r;
}""")
    head.append(".kernel @k(.param[8] .addrspace(global) %out, .param[8] .addrspace(global) %ctr, .param[4] %zero) {")
    head.append(".reg .32b %lid, %t, %k, %m, %s, %x, %acc" + "".join(f", %n{i}" for i in range(nctr)) + ";")
    head.append(".reg .64b %p, %q, %a, %pc;\n.pred %c, %d;")
    head.append("ld.param.64b %p, [%out];\nld.param.64b %pc, [%ctr];\nmov.32b %lid, %laneid;\nmov.32b %t, %globalid.x;".replace("%globalid.x", "%localid.x"))
    head.append(f"mov.32b %x, %groupid.x;\numad.32b %t, %x, {loc}, %t;\numul.32b %t, %t, {WORDS*8};\nzext.64b.32b %q, %t;\niadd.64b %q, %q, %p;")
    head.append(f"mov.32b %t, %localid.x;\nshr.32b %t, %t, 5;\numad.32b %t, %x, {(loc+31)//32}, %t;\nshl.32b %t, %t, 2;\nzext.64b.32b %a, %t;\niadd.64b %pc, %pc, %a;")
    head.append("mov.32b %k, 0;\n" + ("mov.32b %acc, 0;" if os.environ.get("BRK_CONST") else "ld.param.32b %acc, [%zero];") + "".join(f"\nmov.32b %n{i}, 0;" for i in range(nctr)))
    end = ["mov.32b %m, %activemask;", "LOG %m;", "LOG %acc;"] + [f"LOG %n{i};" for i in range(nctr)]
    src = "\n".join(head + body + end + tail + ["}"]) + "\n"
    out = []
    for line in src.splitlines():
        if line.startswith("LOG "):
            r = line[4:].rstrip(";")
            out += [f"ucmp.lt.32b %d, %k, {WORDS};", f"sel.32b %t, %k, {WORDS-1}, %d;",
                    "shl.32b %t, %t, 3;", "zext.64b.32b %a, %t;", "iadd.64b %a, %a, %q;", f"st.global.32b [%a], {r};", "iadd.32b %k, %k, 1;"]
        else:
            out.append(line)
    src = "\n".join(out) + "\n"
    nwaves = (glob // loc) * ((loc + 31) // 32)
    launch = ["--global", str(glob), "--local", str(loc), "--arg", f"buf:u32:zeros:{glob*WORDS*2}", "--arg", f"buf:u32:zeros:{nwaves}", "--arg", "u32:0"]
    return src, launch, {"call": callf, "blocks": True}

if __name__ == "__main__":
    s, l, f = gen(int(sys.argv[1])); print(s); print("//", " ".join(l))
