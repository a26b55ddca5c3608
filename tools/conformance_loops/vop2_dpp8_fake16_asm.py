#!/usr/bin/env python3
"""LLVM's llvm/test/MC/AMDGPU/gfx11_asm_vop2_dpp8-fake16.s
(@373f45f3745f794fc9162e8322196eeadc1c9c83, 19,293 chars, both pages read):
its 141 instruction lines in the file's order (per VOP2 opcode with a DPP8
form, three lines: dpp8:[7,...,0], the same with fi:1, and v255 (v127 for
the f16 forms) with dpp8:[0,...,0] fi:0; the carry opcodes and v_cndmask_b32
in their vcc_lo and vcc forms), fake16 syntax.

--rebuild writes the file's text from them: the four RUN lines, then per line
llvm-mc-22's -real-true16 encodings in wave32 and wave64 in the file's layout
("// GFX11: encoding:" where both agree, else "// W32: encoding:" and
"// W64-ERR: :[[@LINE-2]]..." or the other way round). So rebuilt the text is
19,293 chars, the file's length, and the text at the page start 16,000 is the
page's. --write FILE puts the lines in FILE (its first line kept).
"""
import os
import re
import subprocess
import sys
MARK="s_ttracedata_imm 0xbeef"
OPS3=["add_f16","add_f32","add_nc_u32","and_b32","ashrrev_i32","CND","cvt_pk_rtz_f16_f32","cvt_pkrtz_f16_f32","dot2acc_f32_f16","dot2c_f32_f16","fmac_f16","fmac_f32","ldexp_f16","lshlrev_b32","lshrrev_b32","max_f16","max_f32","max_i32","max_u32","min_f16","min_f32","min_i32","min_u32","mul_dx9_zero_f32","mul_f16","mul_f32","mul_hi_i32_i24","mul_hi_u32_u24","mul_i32_i24","mul_legacy_f32","mul_u32_u24","or_b32","CO:sub","sub_f16","sub_f32","sub_nc_u32","CO:subrev","subrev_f16","subrev_f32","subrev_nc_u32","xnor_b32","xor_b32"]
D="dpp8:[7,6,5,4,3,2,1,0]"; Z="dpp8:[0,0,0,0,0,0,0,0] fi:0"
def lines():
    out=[f"v_add_co_ci_u32_dpp v5, vcc_lo, v1, v2, vcc_lo {D}", f"v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo {D} fi:1", f"v_add_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo {Z}",
         f"v_add_co_ci_u32 v5, vcc, v1, v2, vcc {D}", f"v_add_co_ci_u32 v5, vcc, v1, v2, vcc {D} fi:1", f"v_add_co_ci_u32 v255, vcc, v255, v255, vcc {Z}"]
    for op in OPS3:
        if op=="CND":
            for c in ("vcc_lo","vcc"):
                out+=[f"v_cndmask_b32 v5, v1, v2, {c} {D}", f"v_cndmask_b32 v5, v1, v2, {c} {D} fi:1", f"v_cndmask_b32 v255, v255, v255, {c} {Z}"]
        elif op.startswith("CO:"):
            n=op[3:]
            for c in ("vcc_lo","vcc"):
                out+=[f"v_{n}_co_ci_u32 v5, {c}, v1, v2, {c} {D}", f"v_{n}_co_ci_u32 v5, {c}, v1, v2, {c} {D} fi:1", f"v_{n}_co_ci_u32 v255, {c}, v255, v255, {c} {Z}"]
        else:
            r="v127" if op.endswith("f16") and op not in ("cvt_pk_rtz_f16_f32","cvt_pkrtz_f16_f32","dot2acc_f32_f16","dot2c_f32_f16") else "v255"
            out+=[f"v_{op} v5, v1, v2 {D}", f"v_{op} v5, v1, v2 {D} fi:1", f"v_{op} {r}, {r}, {r} {Z}"]
    return out
def asm(ls, attr):
    src="".join(f"{l}\n{MARK}\n" for l in ls)
    r=subprocess.run(["llvm-mc-22","-triple=amdgcn","-mcpu=gfx1100","-mattr="+attr,"-show-encoding"],input=src,capture_output=True,text=True)
    errs={}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", r.stderr): errs.setdefault((int(m.group(1))-1)//2, m.group(2))
    g=[];cur=[]
    for o in r.stdout.splitlines():
        if "; encoding: [" not in o: continue
        i,e=o.split("; encoding: [",1)
        if i.strip()==MARK: g.append(cur); cur=[]
        else: cur.append(e.rstrip("]"))
    return [("e",errs[k]) if k in errs else ("o",",".join(g[k])) for k in range(len(ls))]
RUN=["// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s",
"// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s",
"// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefix=W32-ERR --implicit-check-not=error: %s",
"// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefix=W64-ERR --implicit-check-not=error: %s"]
def rebuild(ls):
    a=asm(ls,"+wavefrontsize32,-real-true16"); b=asm(ls,"+wavefrontsize64,-real-true16")
    t="".join(r+"\n" for r in RUN)
    for l,(ka,va),(kb,vb) in zip(ls,a,b):
        t+=f"\n{l}\n"
        E=":[[@LINE-2]]:{{[0-9]+}}: error: "
        if ka=="o" and kb=="o" and va==vb: t+=f"// GFX11: encoding: [{va}]\n"
        elif ka=="o" and kb=="e": t+=f"// W32: encoding: [{va}]\n// W64-ERR: {E}{vb}\n"
        elif kb=="o" and ka=="e": t+=f"// W64: encoding: [{vb}]\n// W32-ERR: {E}{va}\n"
        else: t+="??\n"
    return t
if __name__ == "__main__":
    ls = lines()
    if "--write" in sys.argv:
        path = sys.argv[sys.argv.index("--write") + 1]
        first = open(path).read().split("\n")[0] if os.path.exists(path) else "//"
        open(path, "w").write("\n".join([first] + RUN[:2] + ls) + "\n")
    t = rebuild(ls)
    if "--rebuild" in sys.argv:
        sys.stdout.write(t)
    print(len(ls), "lines,", len(t), "chars", file=sys.stderr)
