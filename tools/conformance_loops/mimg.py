#!/usr/bin/env python3
"""Writes the instruction lines of LLVM's gfx11_asm_mimg.s (llvm/test/MC/AMDGPU,
263,548 characters, read page by page) from the few operand patterns its
opcode blocks follow: the atomics; the gathers; the loads, get_lod,
get_resinfo and image_sample forms with their tfe and d16 variants on the
last dims; image_sample_b and its _cl/_o forms; the stores. Address sizes
are the ones llvm-mc-22 takes (probed with it); the highest ranges for 9 to
12 VGPRs are the test's own. The output was compared with every page of the
file. Usage: tools/conformance_loops/mimg.py > lines (the corpus file adds
its source and RUN lines)."""
import subprocess, functools, sys
MC=["llvm-mc-22","-triple=amdgcn","-mcpu=gfx1100","-mattr=+wavefrontsize32,+real-true16","-show-encoding"]
def ok_many(lines):
    src="".join(l+"\n" for l in lines)
    r=subprocess.run(MC,input=src,capture_output=True,text=True)
    bad=set()
    import re
    for m in re.finditer(r"<stdin>:(\d+):",r.stderr): bad.add(int(m.group(1))-1)
    return [i not in bad for i in range(len(lines))]
def vr(lo,n): return f"v{lo}" if n==1 else f"v[{lo}:{lo+n-1}]"
# The highest address range the LLVM test writes for n VGPRs (for 9 to 11,
# not the one ending at v255).
def hi(n): return {9: "v[241:249]", 10: "v[240:249]", 11: "v[241:251]", 12: "v[240:251]"}.get(n, vr(256-n,n))
SAMPLER=set()
CACHE={}
def counts(op, dims, sampler, store, gath=False):
    # address sizes llvm-mc takes, full and a16, per dim
    cands=[]
    for d in dims:
        for a16 in (False,True):
            for n in range(1,13):
                dst="v[1:2]" if store else ("v[5:8]" if gath else "v[5:6]")
                rs="s[12:19]" if store else "s[8:15]"
                samp=", s[12:15]" if sampler else ""
                cands.append(((d,a16,n),f"{op} {dst}, {vr(2,n)}, {rs}{samp} dmask:{'0x4' if gath else '0x3'} dim:SQ_RSRC_IMG_{d}"+(" a16" if a16 else "")))
    oks=ok_many([c[1] for c in cands])
    res={}
    for (k,_),o in zip(cands,oks):
        d,a16,n=k
        if o and (d,a16) not in res: res[(d,a16)]=n
    return res
LOAD8=["1D","3D","2D_MSAA_ARRAY","2D","CUBE","1D_ARRAY","2D_ARRAY","2D_MSAA"]
MIP6=["1D","3D","2D","CUBE","1D_ARRAY","2D_ARRAY"]
def loadlike(op, dims, d16, sampler):
    c=counts(op,dims,sampler,False)
    rs="s[8:15]"+(", s[12:15]" if sampler else "")
    rs_s="s[96:103]"+(", s[100:103]" if sampler else "")
    rs_t="ttmp[8:15]"+(", ttmp[12:15]" if sampler else "")
    out=[]
    def L(n): return vr(1,n)
    def H(n): return hi(n)
    tail=["T1","T2","T3","T4"] if d16 else ["T1","T3x"]
    styles=["P"]*(len(dims)-len(tail))+tail
    for d,st in zip(dims,styles):
        n=c[(d,False)]; h=c[(d,True)]; D=f"dim:SQ_RSRC_IMG_{d}"
        if st=="P":
            out+=[f"{op} v[5:6], {L(n)}, {rs} dmask:0x3 {D}",f"{op} v[5:6], {H(n)}, {rs} dmask:0x3 {D}",
                  f"{op} v[5:6], {L(h)}, {rs} dmask:0x3 {D} a16",f"{op} v[5:6], {H(h)}, {rs} dmask:0x3 {D} a16"]
        elif st=="T1":
            out+=[f"{op} v[5:6], {L(n)}, {rs} dmask:0x3 {D}",f"{op} v[254:255], {H(n)}, {rs} dmask:0x3 {D}",
                  f"{op} v[5:7], {L(h)}, {rs} dmask:0x3 {D} a16 tfe",f"{op} v[253:255], {H(h)}, {rs} dmask:0x3 {D} a16 tfe"]
        elif st=="T2":
            out+=[f"{op} v5, {L(n)}, {rs} dmask:0x3 {D} d16",f"{op} v255, {H(n)}, {rs} dmask:0x3 {D} d16",
                  f"{op} v[5:6], {L(h)}, {rs} dmask:0x3 {D} a16 tfe d16",f"{op} v[254:255], {H(h)}, {rs} dmask:0x3 {D} a16 tfe d16"]
        elif st=="T3":
            out+=[f"{op} v5, {L(n)}, {rs} dmask:0x4 {D}",f"{op} v255, {H(n)}, {rs} dmask:0x4 {D}",
                  f"{op} v[5:6], {L(h)}, {rs} dmask:0x4 {D} a16 tfe",f"{op} v[254:255], {H(h)}, {rs} dmask:0x4 {D} a16 tfe"]
        elif st=="T3x":
            out+=[f"{op} v5, {L(n)}, {rs} dmask:0x4 {D}",f"{op} v255, {H(n)}, {rs} dmask:0x4 {D}",
                  f"{op} v[5:6], {L(h)}, {rs_s} dmask:0x4 {D} a16 tfe",f"{op} v[254:255], {H(h)}, {rs_t} dmask:0x4 {D} unorm glc slc dlc a16 tfe lwe"]
        elif st=="T4":
            out+=[f"{op} v5, {L(n)}, {rs} dmask:0x4 {D} d16",f"{op} v255, {H(n)}, {rs} dmask:0x4 {D} d16",
                  f"{op} v[5:6], {L(h)}, {rs_s} dmask:0x4 {D} a16 tfe d16",f"{op} v[254:255], {H(h)}, {rs_t} dmask:0x4 {D} unorm glc slc dlc a16 tfe lwe d16"]
    return out
def gather(op, a16=True):
    dims=["2D","CUBE","2D_ARRAY"]
    c=counts(op,dims,True,False,True)
    rs="s[8:15], s[12:15]"
    pairs=[]
    for d in dims:
        pairs.append((d,False))
        if a16: pairs.append((d,True))
    out=[]
    for i,(d,a) in enumerate(pairs):
        n=c[(d,a)]; D=f"dim:SQ_RSRC_IMG_{d}"; f=" a16" if a else ""
        if i==len(pairs)-1:
            out+=[f"{op} v[5:6], {vr(1,n)}, s[96:103], s[100:103] dmask:0x4 {D}{f} d16",
                  f"{op} v[254:255], {vr(256-n,n)}, ttmp[8:15], ttmp[12:15] dmask:0x4 {D} unorm glc slc dlc{f} lwe d16"]
        else:
            hi="v[252:255]" if i==len(pairs)-2 else "v[5:8]"
            out+=[f"{op} v[5:8], {vr(1,n)}, {rs} dmask:0x4 {D}{f}",f"{op} {hi}, {vr(256-n,n)}, {rs} dmask:0x4 {D}{f}"]
    return out
def sample_b(op):
    dims=["1D","3D","2D","CUBE","1D_ARRAY","2D_ARRAY"]
    c=counts(op,dims,True,False)
    rs="s[8:15], s[12:15]"
    def L(d): return vr(1,c[(d,False)])
    def H(d): n=c[(d,False)]; return vr(256-n,n)
    D=lambda d: f"dim:SQ_RSRC_IMG_{d}"
    return [f"{op} v[5:6], {L('1D')}, {rs} dmask:0x3 {D('1D')}",f"{op} v[254:255], {L('1D')}, {rs} dmask:0x3 {D('1D')}",
            f"{op} v[5:7], {L('1D')}, {rs} dmask:0x3 {D('1D')} tfe",f"{op} v[253:255], {L('1D')}, {rs} dmask:0x3 {D('1D')} tfe",
            f"{op} v5, {L('1D')}, {rs} dmask:0x3 {D('1D')} d16",f"{op} v255, {H('1D')}, {rs} dmask:0x3 {D('1D')} d16",
            f"{op} v[5:6], {L('3D')}, {rs} dmask:0x3 {D('3D')} tfe d16",f"{op} v[254:255], {H('3D')}, {rs} dmask:0x3 {D('3D')} tfe d16",
            f"{op} v5, {L('2D')}, {rs} dmask:0x4 {D('2D')}",f"{op} v255, {H('2D')}, {rs} dmask:0x4 {D('2D')}",
            f"{op} v[5:6], {L('CUBE')}, {rs} dmask:0x4 {D('CUBE')} tfe",f"{op} v[254:255], {H('CUBE')}, {rs} dmask:0x4 {D('CUBE')} tfe",
            f"{op} v5, {L('1D_ARRAY')}, {rs} dmask:0x4 {D('1D_ARRAY')} d16",f"{op} v255, {H('1D_ARRAY')}, {rs} dmask:0x4 {D('1D_ARRAY')} d16",
            f"{op} v[5:6], {L('2D_ARRAY')}, s[96:103], s[100:103] dmask:0x4 {D('2D_ARRAY')} tfe d16",
            f"{op} v[254:255], {H('2D_ARRAY')}, ttmp[8:15], ttmp[12:15] dmask:0x4 {D('2D_ARRAY')} unorm glc slc dlc tfe lwe d16"]
def store(op, dims, d16):
    c=counts(op,dims,False,True)
    out=[]
    def L(n): return vr(2,n)
    def H(n): return vr(256-n,n)
    tail=["S1","S3"] if d16 else ["S1x"]
    styles=["P"]*(len(dims)-len(tail))+tail
    for d,st in zip(dims,styles):
        n=c[(d,False)]; h=c[(d,True)]; D=f"dim:SQ_RSRC_IMG_{d} unorm"
        if st=="P":
            out+=[f"{op} v[1:2], {L(n)}, s[12:19] dmask:0x3 {D}",f"{op} v[1:2], {H(n)}, s[12:19] dmask:0x3 {D}",
                  f"{op} v[1:2], {L(h)}, s[12:19] dmask:0x3 {D} a16",f"{op} v[1:2], {H(h)}, s[12:19] dmask:0x3 {D} a16"]
        elif st=="S1":
            out+=[f"{op} v[1:2], {L(n)}, s[12:19] dmask:0x3 {D}",f"{op} v[254:255], {H(n)}, s[12:19] dmask:0x3 {D}",
                  f"{op} v1, {L(h)}, s[12:19] dmask:0x3 {D} a16 d16",f"{op} v255, {H(h)}, s[12:19] dmask:0x3 {D} a16 d16"]
        elif st=="S3":
            out+=[f"{op} v1, {L(n)}, s[12:19] dmask:0x4 {D}",f"{op} v255, {H(n)}, s[12:19] dmask:0x4 {D}",
                  f"{op} v1, {L(h)}, s[96:103] dmask:0x4 {D} a16 d16",f"{op} v255, {H(h)}, ttmp[8:15] dmask:0x4 {D} glc slc dlc a16 lwe d16"]
        elif st=="S1x":
            out+=[f"{op} v[1:2], {L(n)}, s[12:19] dmask:0x3 {D}",f"{op} v[254:255], {H(n)}, s[12:19] dmask:0x3 {D}",
                  f"{op} v1, {L(h)}, s[96:103] dmask:0x4 {D} a16",f"{op} v255, {H(h)}, ttmp[8:15] dmask:0x4 {D} glc slc dlc a16 lwe"]
    return out
DIMS_ATOMIC=[("1D",1),("3D",3),("2D_MSAA_ARRAY",4),("2D",2),("CUBE",3),("1D_ARRAY",2),("2D_ARRAY",3),("2D_MSAA",3)]
def a16n(n): return (n+1)//2
def atomic(op):
    out=[]
    for dim,n in DIMS_ATOMIC:
        full=f"dim:SQ_RSRC_IMG_{dim} unorm"
        h=a16n(n)
        if dim=="2D_MSAA":
            out+= [f"{op} v[1:2], {vr(2,n)}, s[12:19] dmask:0x3 {full}",
                   f"{op} v[1:2], {vr(256-n,n)}, s[12:19] dmask:0x3 {full}",
                   f"{op} v[1:2], {vr(2,h)}, s[96:103] dmask:0x3 {full} a16",
                   f"{op} v[254:255], {vr(256-h,h)}, ttmp[8:15] dmask:0x3 {full} glc slc dlc a16 lwe"]
        else:
            out+= [f"{op} v[1:2], {vr(2,n)}, s[12:19] dmask:0x3 {full}",
                   f"{op} v[1:2], {vr(256-n,n)}, s[12:19] dmask:0x3 {full}",
                   f"{op} v[1:2], {vr(2,h)}, s[12:19] dmask:0x3 {full} a16",
                   f"{op} v[1:2], {vr(256-h,h)}, s[12:19] dmask:0x3 {full} a16"]
    return out


def lines():
    out = []
    for op in ["add", "and", "cmpswap", "dec", "inc", "or", "smax", "smin", "sub", "swap", "umax", "umin", "xor"]:
        out += atomic("image_atomic_" + op)
    out += [
        "image_bvh64_intersect_ray v[5:8], v[1:12], s[8:11]",
        "image_bvh64_intersect_ray v[5:8], v[244:255], s[8:11]",
        "image_bvh64_intersect_ray v[5:8], v[1:9], s[100:103] a16",
        "image_bvh64_intersect_ray v[252:255], v[247:255], ttmp[12:15] a16",
        "image_bvh_intersect_ray v[5:8], v[1:11], s[8:11]",
        "image_bvh_intersect_ray v[5:8], v[245:255], s[8:11]",
        "image_bvh_intersect_ray v[5:8], v[1:8], s[100:103] a16",
        "image_bvh_intersect_ray v[252:255], v[248:255], ttmp[12:15] a16",
    ]
    for s in ["", "_b", "_b_cl", "_c", "_c_b", "_c_b_cl", "_c_cl", "_c_l", "_c_lz", "_c_lz_o", "_cl", "_l", "_lz", "_lz_o", "_o", "h"]:
        out += gather("image_gather4" + s, s not in ("_b", "_b_cl"))
    out += loadlike("image_get_lod", MIP6, False, True)
    out += loadlike("image_get_resinfo", MIP6, False, False)
    out += loadlike("image_load", LOAD8, True, False)
    out += loadlike("image_load_mip", MIP6, True, False)
    out += loadlike("image_load_mip_pck", MIP6, False, False)
    out += loadlike("image_load_mip_pck_sgn", MIP6, False, False)
    out += loadlike("image_load_pck", LOAD8, False, False)
    out += loadlike("image_load_pck_sgn", LOAD8, False, False)
    m = "image_msaa_load"
    out += [
        f"{m} v[5:8], v[1:4], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY",
        f"{m} v[252:255], v[252:255], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY",
        f"{m} v[5:9], v[1:2], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16 tfe",
        f"{m} v[251:255], v[254:255], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16 tfe",
        f"{m} v[5:6], v[1:3], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA d16",
        f"{m} v[254:255], v[253:255], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA d16",
        f"{m} v[5:7], v[1:2], s[96:103] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA a16 tfe d16",
        f"{m} v[253:255], v[254:255], ttmp[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA unorm glc slc dlc a16 tfe lwe d16",
    ]
    out += loadlike("image_sample", MIP6, True, True)
    for s in ["b", "b_cl", "b_cl_o", "b_o"]:
        out += sample_b("image_sample_" + s)
    for s in ["c", "c_b", "c_b_cl", "c_b_cl_o", "c_b_o", "c_cl", "c_cl_o", "c_d", "c_d_cl", "c_d_cl_g16", "c_d_cl_o",
              "c_d_cl_o_g16", "c_d_g16", "c_d_o", "c_d_o_g16", "c_l", "c_l_o", "c_lz", "c_lz_o", "c_o", "cl", "cl_o",
              "d", "d_cl", "d_cl_g16", "d_cl_o", "d_cl_o_g16", "d_g16", "d_o", "d_o_g16", "l", "l_o", "lz", "lz_o", "o"]:
        out += loadlike("image_sample_" + s, MIP6, True, True)
    out += store("image_store", LOAD8, True) + store("image_store_mip", MIP6, True)
    out += store("image_store_mip_pck", MIP6, False) + store("image_store_pck", LOAD8, False)
    return out


if __name__ == "__main__":
    print("\n".join(lines()))
