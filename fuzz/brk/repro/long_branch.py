#!/usr/bin/env python3
"""Writes a kernel whose code passes 128 KiB: a branch across it is out of
s_branch / s_cbranch range (a signed 16-bit count of dwords), and the
backend has no long-branch form, so the build stops with an internal error:
  python3 repro/long_branch.py stack 3000 > /tmp/lb.pisa && pisa build -O0 /tmp/lb.pisa -o /tmp/lb.hsaco
  -> error: in kernel `@k`: internal: the generated assembly does not assemble:
     branch target out of range (line 64: `s_branch .LBB0_2`)   (-O0 and -O2)
  `if` instead of `stack` shows the same without the reconvergence stack
  (line 24: `s_cbranch_execz .LBB0_2` of a plain if, N=6000)."""
import sys
kind, n = sys.argv[1], int(sys.argv[2])
LOG = ["ucmp.lt.32b %d, %k, 4;", "sel.32b %t, %k, 3, %d;", "shl.32b %t, %t, 2;", "zext.64b.32b %a, %t;",
       "iadd.64b %a, %a, %q;", "st.global.32b [%a], %s;", "iadd.32b %k, %k, 1;"]
print(""".version 0.1;
.target 100;
.kernel @k(.param[8] .addrspace(global) %out) {
    .reg .32b %lid, %t, %i, %k, %s;
    .reg .64b %p, %q, %a;
    .pred %c, %d;
    ld.param.64b %p, [%out];
    mov.32b %t, %localid.x;
    mov.32b %lid, %laneid;
    shl.32b %t, %t, 4;
    zext.64b.32b %q, %t;
    iadd.64b %q, %q, %p;
    mov.32b %i, 0;
    mov.32b %k, 0;""")
if kind == "stack":
    print("""top:
    iadd.32b %i, %i, 1;
    and.32b %t, %lid, 1;
    ucmp.ne.32b %c, %t, 0;
    goto.cond %c, odd;
    ucmp.lt.32b %c, %i, %lid;
    goto.cond %c, top;
    goto done;
odd:""")
else:
    print("""    and.32b %t, %lid, 1;
    ucmp.ne.32b %c, %t, 0;
    goto.cond %c, done;""")
for j in range(n):
    print(f"    iadd.32b %s, %i, {j};")
    print("\n".join("    " + l for l in LOG))
if kind == "stack":
    print("""    shr.32b %t, %lid, 1;
    ucmp.lt.32b %c, %i, %t;
    goto.cond %c, top;""")
print("done:\n    mov.32b %s, %activemask;\n" + "\n".join("    " + l for l in LOG) + "\n}")
