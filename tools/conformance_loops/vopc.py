"""The loop that wrote the VOPC files past their pages: vopc.py FILE v_cmp|v_cmpx SUFFIX TYPE=TEMPLATE...;
each opcode of a type gets the lines of the template opcode of the file; NOEXTRA=1 leaves out the
0x3800 line of the 16-bit integers, ERR=1 keeps the lines llvm-mc-22 refuses, W32=1 those it takes in wave32."""
import subprocess,sys,re,os
NOX=os.environ.get("NOEXTRA")
# usage: vopc.py FILE PREFIX(v_cmp|v_cmpx) SUFFIX('' or _e64 ...) then templates type=op
f,pre,suf=sys.argv[1],sys.argv[2],sys.argv[3]
tmpl=dict(a.split("=") for a in sys.argv[4:])
lines=[l.rstrip("\n") for l in open(f) if l.strip() and not l.startswith("//")]
FCC=["class","eq","f","ge","gt","le","lg","lt","neq","nge","ngt","nle","nlg","nlt","o","t","tru","u"]
ICC=["eq","f","ge","gt","le","lt","ne","t"]
ops=[]
for t in ["f16","f32","f64"]: ops+=[(f"{c}_{t}",t) for c in FCC]
for t in ["i16","i32","i64","u16","u32","u64"]: ops+=[(f"{c}_{t}",t) for c in ICC]
W64={"v[2:3]":"v[2:3]"}
def block(name):
    full=f"{pre}_{name}{suf}"
    return [l for l in lines if l.split()[0]==full], full
def widen(l):
    # 32-bit second source -> 64-bit (for f64 compares built from class_f64)
    head,_,last=l.rpartition(", ")
    m={"v2":"v[2:3]","v255":"v[254:255]","s2":"s[4:5]","s105":"s[104:105]","ttmp15":"ttmp[14:15]","vcc_hi":"vcc","vcc_lo":"vcc","m0":"s[2:3]","exec_hi":"exec","exec_lo":"exec"}
    return head+", "+m.get(last,last)
out=[]
for name,t in ops:
    spec=tmpl.get(t)
    if not spec: continue
    widen_it = spec.endswith("+w")
    spec=spec.replace("+w","")
    src,full=block(spec)
    if name.startswith("class") and block(name)[0]: src,full=block(name); widen_it=False
    for l in src:
        n=l.replace(full,f"{pre}_{name}{suf}",1)
        if widen_it and not name.startswith("class"): n=widen(n)
        out.append(n)
    if t in ("i16","u16") and pre=="v_cmp" and suf=="" and not NOX:
        out+= [f"{pre}_{name} vcc_lo, 0x3800, v2.l", f"{pre}_{name} vcc, 0x3800, v2.l"]
    if t in ("i16","u16") and pre=="v_cmpx" and suf=="" and not NOX:
        out+= [f"{pre}_{name} 0x3800, v2.l"]
# dedupe, keep order
seen=set(); out=[l for l in out if not (l in seen or seen.add(l))]
src="".join(l+"\n" for l in out)
def errs(attr):
    r=subprocess.run(["llvm-mc-22","-triple=amdgcn","-mcpu=gfx1100","-mattr="+attr,"-show-encoding"],input=src,capture_output=True,text=True)
    return {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error",r.stderr)}
b32=errs("+wavefrontsize32,+real-true16"); b64=errs("+wavefrontsize64,+real-true16")
keep=[l for i,l in enumerate(out,1) if (i in b32) == bool(os.environ.get("ERR"))] if os.environ.get("ERR") or os.environ.get("W32") else [l for i,l in enumerate(out,1) if i not in b32 or i not in b64]
sys.stderr.write(f"{len(out)} generated, {len(keep)} kept\n")
missing=[l for l in lines if l not in set(keep)]
sys.stderr.write(f"old lines not generated: {len(missing)}\n"+"\n".join(missing[:10])+"\n")
print("\n".join(keep+missing))
