"""The loop that wrote gfx11_asm_vopd.s past its pages: X opcode x X source x Y opcode,
with the operand pairings of the pages read; prints the lines llvm-mc-22 accepts."""
import subprocess,sys
OPS=["add_f32","add_nc_u32","and_b32","cndmask_b32","dot2acc_f32_bf16","dot2acc_f32_f16","fmaak_f32","fmac_f32","fmamk_f32","lshlrev_b32","max_f32","min_f32","mov_b32","mul_dx9_zero_f32","mul_f32","sub_f32","subrev_f32"]
YONLY={"add_nc_u32","and_b32","lshlrev_b32"}
# X src0 -> (X src1, Y src0, Y src0 where Y shares the scalar (cndmask/fmaak/fmamk), Y src1)
PAIR=[("-1","v4","src_scc","src_scc","v5"),("0.5","v3","0.5","0.5","v2"),
("0xaf123456","v2","null","null","v3"),("exec_hi","v2","vcc_hi","exec_hi","v3"),
("exec_lo","v2","ttmp15","exec_lo","v3"),("m0","v2","m0","m0","v3"),
("s1","v2","s105","s1","v3"),("s105","v2","s1","s105","v3"),
("src_scc","v2","-1","-1","v3"),("ttmp15","v2","vcc_lo","ttmp15","v3"),
("v1","v2","v255","v255","v3"),("v255","v2","v1","v1","v3"),
("vcc_hi","v2","exec_hi","vcc_hi","v3"),("vcc_lo","v2","exec_lo","vcc_lo","v3")]
SHARE={"cndmask_b32","fmaak_f32","fmamk_f32"}
def form(op,dst,a,b):
    if op=="fmaak_f32": return f"v_dual_fmaak_f32 {dst}, {a}, {b}, 0xaf123456"
    if op=="fmamk_f32": return f"v_dual_fmamk_f32 {dst}, {a}, 0xaf123456, {b}"
    if op=="mov_b32": return f"v_dual_mov_b32 {dst}, {a}"
    return f"v_dual_{op} {dst}, {a}, {b}"
out=[]
for x in OPS:
    if x in YONLY: continue
    for s,xs1,ya,yas,yb in PAIR:
        for y in OPS:
            a = yas if y in SHARE else ya
            b = yb
            x1 = xs1
            if y in ("fmamk_f32","mov_b32") and xs1=="v2": x1="v255"
            if y=="fmamk_f32": b="v255"
            out.append(form(x,"v255",s,x1)+" :: "+form(y,"v6",a,b))
# keep the lines llvm-mc-22 accepts
src="".join(l+"\n" for l in out)
r=subprocess.run(["llvm-mc-22","-triple=amdgcn","-mcpu=gfx1100","-mattr=+wavefrontsize32,+real-true16","-show-encoding"],input=src,capture_output=True,text=True)
import re
bad={int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error",r.stderr)}
keep=[l for i,l in enumerate(out,1) if i not in bad]
sys.stderr.write(f"{len(out)} generated, {len(keep)} accepted\n")
print("\n".join(keep))
