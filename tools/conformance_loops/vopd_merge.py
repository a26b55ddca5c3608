"""Rewrites gfx11_asm_vopd.s: the LLVM lines vopd_pages.py writes for the X opcodes read
(arguments: the last character read, then the X opcodes), then the earlier loop lines they do not hold."""
import subprocess,sys
F="crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_asm_vopd.s"
read_to=int(sys.argv[1]); xops=sys.argv[2:]
old=open(F).read().splitlines()
run=[l for l in old[1:3] if l.startswith("// RUN")]
body=[l for l in old if l and not l.startswith("//")]
gen=subprocess.run(["python3","tools/conformance_loops/vopd_pages.py"]+xops,capture_output=True,text=True,check=True).stdout.split("\n")
gen=[l for l in gen if l]
gs=set(gen)
rest=[]
seen=set()
for l in body:
    if l in gs or l in seen: continue
    seen.add(l); rest.append(l)
head=(f"// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopd.s @03e0a55042b7d56cdee3751961778089174c93b9, 1046985 chars; read: chars 0-{read_to} "
      f"(the X opcodes {', '.join(xops)}): their {len(gen)} instruction lines first, in the file's order, written by tools/conformance_loops/vopd_pages.py "
      f"from the pages read (check lines omitted); then the {len(rest)} further lines of the earlier loop (tools/conformance_loops/vopd.py: X opcode x X source x Y opcode, "
      "the operand pairings of the first pages, the lines llvm-mc-22 accepts in wave32), llvm-mc-22's forms rather than LLVM's lines")
open(F,"w").write("\n".join([head]+run+gen+rest)+"\n")
print(len(gen),len(rest))
