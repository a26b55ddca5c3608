"""sweep.py FILE KIND: every opcode of KIND (from tables/gfx1100.ops, written from llvm-mc-22)
given the operand lines of the excerpt's own opcode block that llvm-mc-22 accepts most of."""
import subprocess,sys,re
f,kind=sys.argv[1],sys.argv[2]
T=__import__("os").path.join(__import__("os").path.dirname(__file__), "../../crates/amdgpu/tables/gfx1100.ops")
SUF=["_e64_dpp","_e32_dpp","_e64","_e32","_dpp"]
def base(m):
    for s in SUF:
        if m.endswith(s): return m[:-len(s)]
    return m
RANGES={"vop3":(512,1024),"vop1":(384,512),"vop2":(256,384)}
fmt,dpp,rng=None,None,None
k=kind.split(":")  # e.g. VOP3:16:vop3  VOP1:-  VOP3P:-
fmt,dpp=k[0],k[1]
lo,hi=RANGES.get(k[2],(0,1<<20)) if len(k)>2 else (0,1<<20)
targets=[]
for l in open(T):
    w=l.split()
    if dpp=="-" and len(w)>3 and w[0]=="op" and w[1] in fmt.split("+") and lo<=int(w[2])<hi: targets.append(base(w[3]))
    if dpp!="-" and len(w)>4 and w[0]=="dpp" and w[1] in fmt.split("+") and w[3]==dpp and lo<=int(w[2])<hi: targets.append(base(w[4]))
targets=list(dict.fromkeys(targets))
if len(sys.argv)>3: targets=[t for t in targets if re.search(sys.argv[3],t)]
lines=[l.rstrip("\n") for l in open(f) if l.strip() and not l.startswith("//")]
blocks={}
for l in lines: blocks.setdefault(base(l.split()[0]),[]).append(l)
cands=[]
for t in targets:
    for b,bl in blocks.items():
        for l in bl:
            tok,rest=(l.split(None,1)+[""])[:2]
            cands.append((t,b,(t+tok[len(b):]+" "+rest).strip()))
src="".join(c[2]+"\n" for c in cands)
def errs(attr):
    r=subprocess.run(["llvm-mc-22","-triple=amdgcn","-mcpu=gfx1100","-mattr="+attr,"-show-encoding"],input=src,capture_output=True,text=True)
    return {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error",r.stderr)}
e32=errs("+wavefrontsize32,+real-true16")
ok={}
for i,(t,b,l) in enumerate(cands,1):
    if i not in e32: ok.setdefault((t,b),[]).append(l)
out=[]
for t in targets:
    best=max((v for (tt,b),v in ok.items() if tt==t),key=len,default=[])
    out+=best
seen=set(); out=[l for l in out if not (l in seen or seen.add(l))]
missing=[l for l in lines if l not in seen]
sys.stderr.write(f"{len(targets)} opcodes, {len([t for t in targets if any(tt==t for tt,b in ok)])} with lines, {len(out)} lines, {len(missing)} excerpt lines added back\n")
print("\n".join(out+missing))
