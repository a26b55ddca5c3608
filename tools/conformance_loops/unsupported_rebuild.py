#!/usr/bin/env python3
"""Rebuilds LLVM's llvm/test/MC/AMDGPU/gfx11_unsupported.s from the corpus file
gfx11_unsupported_err.s, at either of the two stored versions:

  784ace0e48e75329d7bf606884989a5f0c8a8fe6 (default): 85,189 chars, 689 lines
  03a5b92df2dd58ec447a46f18d1640e43f91d04a (--old):   81,643 chars, 661 lines

The text is the two RUN lines, then for every instruction line a blank line,
the line and the file's one check line (refused as "instruction not
supported on this GPU"). The corpus file holds 784ace0e's RUN lines and its
689 instruction lines in its order; 03a5b92d's text is the same less the 28
lines that 784ace0e added (ADDED below, LLVM test data kept with this source
note) and with its older RUN lines. The rebuilt texts were compared with the
pages of both versions at every page start (0, 16,000, ..., 80,000) and at
the end, and have their exact lengths.

Usage: unsupported_rebuild.py [--old] > text   (prints the length to stderr)
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_unsupported_err.s")
CHECK = "// CHECK: :[[@LINE-1]]:{{[0-9]+}}: error: instruction not supported on this GPU\n"

OLD_RUN = [
    "// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 %s 2>&1 | FileCheck --implicit-check-not=error: %s",
    "// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 %s 2>&1 | FileCheck --implicit-check-not=error: %s",
]

# The lines 784ace0e has and 03a5b92d has not (found by reading all six pages
# of 784ace0e; 03a5b92d's 661 lines are all still there, in the same order).
ADDED = {
    "buffer_atomic_pk_add_bf16 v5, off, s[8:11], s3 offset:8388607",
    "buffer_wbinvl1",
    "flat_atomic_pk_add_bf16 v1, v[2:3], v2 th:TH_ATOMIC_RETURN",
    "flat_atomic_pk_add_f16 v1, v[2:3], v2 th:TH_ATOMIC_RETURN",
    "global_atomic_pk_add_f16 v1, v0, v2, s[0:1] offset:-64 th:TH_ATOMIC_RETURN",
    "global_load_tr_b128 v[1:4], v5, s[2:3]",
    "global_load_tr_b64 v[1:2], v[3:4], off",
    "image_atomic_pk_add_f16 v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D",
    "image_atomic_pk_add_bf16 v4, [v4, v5, v6], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D",
    "v_permlane16_var_b32 v0, v0, v1",
    "v_permlanex16_var_b32 v0, v0, v1",
    "buffer_atomic_sub_clamp_u32 v5, off, s[8:11], s3 offset:0 glc",
    "buffer_atomic_max_num_f32 v5, off, s[8:11], s3 offset:4095",
    "buffer_atomic_min_num_f32 v5, off, s[8:11], s3 offset:4095",
    "global_atomic_sub_clamp_u32 v5, v[1:2], v2, off glc",
    "flat_atomic_csub_u32 v1, v[0:1], v2 offset:64 th:TH_ATOMIC_RETURN",
    "flat_atomic_sub_clamp_u32 v1, v[0:1], v2 offset:64 th:TH_ATOMIC_RETURN",
    "ds_cond_sub_rtn_u32 v5, v1, v2",
    "ds_cond_sub_u32 v1, v2",
    "ds_sub_clamp_rtn_u32 v5, v1, v2",
    "ds_sub_clamp_u32 v1, v2",
    "flat_atomic_cond_sub_u32 v[0:1], v2 offset:64",
    "global_atomic_cond_sub_u32 v0, v2, s[0:1] offset:64",
    "global_atomic_ordered_add_b64 v0, v[2:3], s[0:1] offset:64",
    "ds_subrev_u32 v1, v2",
    "ds_subrev_rtn_u32 v5, v1, v2",
    "ds_subrev_u64 v1, v[2:3]",
    "ds_subrev_rtn_u64 v[5:6], v1, v[2:3]",
}


def rebuild(old=False):
    lines = open(CORPUS).read().splitlines()
    run = OLD_RUN if old else [l for l in lines if l.startswith("// RUN:")]
    insts = [l for l in lines if l and not l.startswith("//")]
    if old:
        insts = [l for l in insts if l not in ADDED]
    text = "".join(l + "\n" for l in run)
    text += "".join("\n%s\n%s" % (l, CHECK) for l in insts)
    return text


if __name__ == "__main__":
    text = rebuild(old="--old" in sys.argv[1:])
    sys.stdout.write(text)
    print(len(text), file=sys.stderr)
