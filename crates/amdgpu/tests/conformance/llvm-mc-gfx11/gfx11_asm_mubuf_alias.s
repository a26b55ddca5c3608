// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_mubuf_alias.s @05c7a784e3c664b364cb738caccd050cd60c990c, whole file (138974 chars, all 9 pages read) (RUN and instruction lines; check lines omitted; every opcode has the same operand forms (19 for loads and stores, 18 for atomics, buffer_atomic_csub with glc written on each but its first line), written out by a loop over the opcodes in the file's order and compared with the pages; the `lds` line and the first buffer_atomic_csub line are ones the test expects llvm-mc to refuse)
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
buffer_load_dword v5, off, s[8:11], s3 offset:4095
buffer_load_dword v255, off, s[8:11], s3 offset:4095
buffer_load_dword v5, off, s[12:15], s3 offset:4095
buffer_load_dword v5, off, s[96:99], s3 offset:4095
buffer_load_dword v5, off, s[8:11], s101 offset:4095
buffer_load_dword v5, off, s[8:11], m0 offset:4095
buffer_load_dword v5, off, s[8:11], 0 offset:4095
buffer_load_dword v5, off, s[8:11], -1 offset:4095
buffer_load_dword v5, off, s[8:11], 0.5 offset:4095
buffer_load_dword v5, off, s[8:11], -4.0 offset:4095
buffer_load_dword v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_dword v5, v0, s[8:11], s3 offen offset:4095
buffer_load_dword v5, off, s[8:11], s3
buffer_load_dword v5, off, s[8:11], s3 offset:0
buffer_load_dword v5, off, s[8:11], s3 offset:7
buffer_load_dword v5, off, s[8:11], s3 offset:4095 glc
buffer_load_dword v5, off, s[8:11], s3 offset:4095 slc
buffer_load_dword v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_dword v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_dword v5, off, s[8:11], s3 offset:4095 lds
buffer_load_dwordx2 v[5:6], off, s[8:11], s3 offset:4095
buffer_load_dwordx2 v[254:255], off, s[8:11], s3 offset:4095
buffer_load_dwordx2 v[5:6], off, s[12:15], s3 offset:4095
buffer_load_dwordx2 v[5:6], off, s[96:99], s3 offset:4095
buffer_load_dwordx2 v[5:6], off, s[8:11], s101 offset:4095
buffer_load_dwordx2 v[5:6], off, s[8:11], m0 offset:4095
buffer_load_dwordx2 v[5:6], off, s[8:11], 0 offset:4095
buffer_load_dwordx2 v[5:6], off, s[8:11], -1 offset:4095
buffer_load_dwordx2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_load_dwordx2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_load_dwordx2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_load_dwordx2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_load_dwordx2 v[5:6], off, s[8:11], s3
buffer_load_dwordx2 v[5:6], off, s[8:11], s3 offset:0
buffer_load_dwordx2 v[5:6], off, s[8:11], s3 offset:7
buffer_load_dwordx2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_load_dwordx2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_load_dwordx2 v[5:6], off, s[8:11], s3 offset:4095 dlc
buffer_load_dwordx2 v[5:6], off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_dwordx3 v[5:7], off, s[8:11], s3 offset:4095
buffer_load_dwordx3 v[253:255], off, s[8:11], s3 offset:4095
buffer_load_dwordx3 v[5:7], off, s[12:15], s3 offset:4095
buffer_load_dwordx3 v[5:7], off, s[96:99], s3 offset:4095
buffer_load_dwordx3 v[5:7], off, s[8:11], s101 offset:4095
buffer_load_dwordx3 v[5:7], off, s[8:11], m0 offset:4095
buffer_load_dwordx3 v[5:7], off, s[8:11], 0 offset:4095
buffer_load_dwordx3 v[5:7], off, s[8:11], -1 offset:4095
buffer_load_dwordx3 v[5:7], off, s[8:11], 0.5 offset:4095
buffer_load_dwordx3 v[5:7], off, s[8:11], -4.0 offset:4095
buffer_load_dwordx3 v[5:7], v0, s[8:11], s3 idxen offset:4095
buffer_load_dwordx3 v[5:7], v0, s[8:11], s3 offen offset:4095
buffer_load_dwordx3 v[5:7], off, s[8:11], s3
buffer_load_dwordx3 v[5:7], off, s[8:11], s3 offset:0
buffer_load_dwordx3 v[5:7], off, s[8:11], s3 offset:7
buffer_load_dwordx3 v[5:7], off, s[8:11], s3 offset:4095 glc
buffer_load_dwordx3 v[5:7], off, s[8:11], s3 offset:4095 slc
buffer_load_dwordx3 v[5:7], off, s[8:11], s3 offset:4095 dlc
buffer_load_dwordx3 v[5:7], off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_dwordx4 v[5:8], off, s[8:11], s3 offset:4095
buffer_load_dwordx4 v[252:255], off, s[8:11], s3 offset:4095
buffer_load_dwordx4 v[5:8], off, s[12:15], s3 offset:4095
buffer_load_dwordx4 v[5:8], off, s[96:99], s3 offset:4095
buffer_load_dwordx4 v[5:8], off, s[8:11], s101 offset:4095
buffer_load_dwordx4 v[5:8], off, s[8:11], m0 offset:4095
buffer_load_dwordx4 v[5:8], off, s[8:11], 0 offset:4095
buffer_load_dwordx4 v[5:8], off, s[8:11], -1 offset:4095
buffer_load_dwordx4 v[5:8], off, s[8:11], 0.5 offset:4095
buffer_load_dwordx4 v[5:8], off, s[8:11], -4.0 offset:4095
buffer_load_dwordx4 v[5:8], v0, s[8:11], s3 idxen offset:4095
buffer_load_dwordx4 v[5:8], v0, s[8:11], s3 offen offset:4095
buffer_load_dwordx4 v[5:8], off, s[8:11], s3
buffer_load_dwordx4 v[5:8], off, s[8:11], s3 offset:0
buffer_load_dwordx4 v[5:8], off, s[8:11], s3 offset:7
buffer_load_dwordx4 v[5:8], off, s[8:11], s3 offset:4095 glc
buffer_load_dwordx4 v[5:8], off, s[8:11], s3 offset:4095 slc
buffer_load_dwordx4 v[5:8], off, s[8:11], s3 offset:4095 dlc
buffer_load_dwordx4 v[5:8], off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_short_d16 v5, off, s[8:11], s3 offset:4095
buffer_load_short_d16 v255, off, s[8:11], s3 offset:4095
buffer_load_short_d16 v5, off, s[12:15], s3 offset:4095
buffer_load_short_d16 v5, off, s[96:99], s3 offset:4095
buffer_load_short_d16 v5, off, s[8:11], s101 offset:4095
buffer_load_short_d16 v5, off, s[8:11], m0 offset:4095
buffer_load_short_d16 v5, off, s[8:11], 0 offset:4095
buffer_load_short_d16 v5, off, s[8:11], -1 offset:4095
buffer_load_short_d16 v5, off, s[8:11], 0.5 offset:4095
buffer_load_short_d16 v5, off, s[8:11], -4.0 offset:4095
buffer_load_short_d16 v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_short_d16 v5, v0, s[8:11], s3 offen offset:4095
buffer_load_short_d16 v5, off, s[8:11], s3
buffer_load_short_d16 v5, off, s[8:11], s3 offset:0
buffer_load_short_d16 v5, off, s[8:11], s3 offset:7
buffer_load_short_d16 v5, off, s[8:11], s3 offset:4095 glc
buffer_load_short_d16 v5, off, s[8:11], s3 offset:4095 slc
buffer_load_short_d16 v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_short_d16 v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_format_d16_x v5, off, s[8:11], s3 offset:4095
buffer_load_format_d16_x v255, off, s[8:11], s3 offset:4095
buffer_load_format_d16_x v5, off, s[12:15], s3 offset:4095
buffer_load_format_d16_x v5, off, s[96:99], s3 offset:4095
buffer_load_format_d16_x v5, off, s[8:11], s101 offset:4095
buffer_load_format_d16_x v5, off, s[8:11], m0 offset:4095
buffer_load_format_d16_x v5, off, s[8:11], 0 offset:4095
buffer_load_format_d16_x v5, off, s[8:11], -1 offset:4095
buffer_load_format_d16_x v5, off, s[8:11], 0.5 offset:4095
buffer_load_format_d16_x v5, off, s[8:11], -4.0 offset:4095
buffer_load_format_d16_x v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_format_d16_x v5, v0, s[8:11], s3 offen offset:4095
buffer_load_format_d16_x v5, off, s[8:11], s3
buffer_load_format_d16_x v5, off, s[8:11], s3 offset:0
buffer_load_format_d16_x v5, off, s[8:11], s3 offset:7
buffer_load_format_d16_x v5, off, s[8:11], s3 offset:4095 glc
buffer_load_format_d16_x v5, off, s[8:11], s3 offset:4095 slc
buffer_load_format_d16_x v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_format_d16_x v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_format_d16_xy v5, off, s[8:11], s3 offset:4095
buffer_load_format_d16_xy v255, off, s[8:11], s3 offset:4095
buffer_load_format_d16_xy v5, off, s[12:15], s3 offset:4095
buffer_load_format_d16_xy v5, off, s[96:99], s3 offset:4095
buffer_load_format_d16_xy v5, off, s[8:11], s101 offset:4095
buffer_load_format_d16_xy v5, off, s[8:11], m0 offset:4095
buffer_load_format_d16_xy v5, off, s[8:11], 0 offset:4095
buffer_load_format_d16_xy v5, off, s[8:11], -1 offset:4095
buffer_load_format_d16_xy v5, off, s[8:11], 0.5 offset:4095
buffer_load_format_d16_xy v5, off, s[8:11], -4.0 offset:4095
buffer_load_format_d16_xy v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_format_d16_xy v5, v0, s[8:11], s3 offen offset:4095
buffer_load_format_d16_xy v5, off, s[8:11], s3
buffer_load_format_d16_xy v5, off, s[8:11], s3 offset:0
buffer_load_format_d16_xy v5, off, s[8:11], s3 offset:7
buffer_load_format_d16_xy v5, off, s[8:11], s3 offset:4095 glc
buffer_load_format_d16_xy v5, off, s[8:11], s3 offset:4095 slc
buffer_load_format_d16_xy v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_format_d16_xy v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:4095
buffer_load_format_d16_xyz v[254:255], off, s[8:11], s3 offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[12:15], s3 offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[96:99], s3 offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s101 offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[8:11], m0 offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[8:11], 0 offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[8:11], -1 offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[8:11], 0.5 offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[8:11], -4.0 offset:4095
buffer_load_format_d16_xyz v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_load_format_d16_xyz v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s3
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:0
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:7
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:4095 dlc
buffer_load_format_d16_xyz v[5:6], off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3 offset:4095
buffer_load_format_d16_xyzw v[254:255], off, s[8:11], s3 offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[12:15], s3 offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[96:99], s3 offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s101 offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], m0 offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], 0 offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], -1 offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], 0.5 offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], -4.0 offset:4095
buffer_load_format_d16_xyzw v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_load_format_d16_xyzw v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3 offset:0
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3 offset:7
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3 offset:4095 dlc
buffer_load_format_d16_xyzw v[5:6], off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_short_d16_hi v5, off, s[8:11], s3 offset:4095
buffer_load_short_d16_hi v255, off, s[8:11], s3 offset:4095
buffer_load_short_d16_hi v5, off, s[12:15], s3 offset:4095
buffer_load_short_d16_hi v5, off, s[96:99], s3 offset:4095
buffer_load_short_d16_hi v5, off, s[8:11], s101 offset:4095
buffer_load_short_d16_hi v5, off, s[8:11], m0 offset:4095
buffer_load_short_d16_hi v5, off, s[8:11], 0 offset:4095
buffer_load_short_d16_hi v5, off, s[8:11], -1 offset:4095
buffer_load_short_d16_hi v5, off, s[8:11], 0.5 offset:4095
buffer_load_short_d16_hi v5, off, s[8:11], -4.0 offset:4095
buffer_load_short_d16_hi v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_short_d16_hi v5, v0, s[8:11], s3 offen offset:4095
buffer_load_short_d16_hi v5, off, s[8:11], s3
buffer_load_short_d16_hi v5, off, s[8:11], s3 offset:0
buffer_load_short_d16_hi v5, off, s[8:11], s3 offset:7
buffer_load_short_d16_hi v5, off, s[8:11], s3 offset:4095 glc
buffer_load_short_d16_hi v5, off, s[8:11], s3 offset:4095 slc
buffer_load_short_d16_hi v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_short_d16_hi v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:4095
buffer_load_format_d16_hi_x v255, off, s[8:11], s3 offset:4095
buffer_load_format_d16_hi_x v5, off, s[12:15], s3 offset:4095
buffer_load_format_d16_hi_x v5, off, s[96:99], s3 offset:4095
buffer_load_format_d16_hi_x v5, off, s[8:11], s101 offset:4095
buffer_load_format_d16_hi_x v5, off, s[8:11], m0 offset:4095
buffer_load_format_d16_hi_x v5, off, s[8:11], 0 offset:4095
buffer_load_format_d16_hi_x v5, off, s[8:11], -1 offset:4095
buffer_load_format_d16_hi_x v5, off, s[8:11], 0.5 offset:4095
buffer_load_format_d16_hi_x v5, off, s[8:11], -4.0 offset:4095
buffer_load_format_d16_hi_x v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_format_d16_hi_x v5, v0, s[8:11], s3 offen offset:4095
buffer_load_format_d16_hi_x v5, off, s[8:11], s3
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:0
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:7
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:4095 glc
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:4095 slc
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_format_d16_hi_x v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_sbyte_d16_hi v5, off, s[8:11], s3 offset:4095
buffer_load_sbyte_d16_hi v255, off, s[8:11], s3 offset:4095
buffer_load_sbyte_d16_hi v5, off, s[12:15], s3 offset:4095
buffer_load_sbyte_d16_hi v5, off, s[96:99], s3 offset:4095
buffer_load_sbyte_d16_hi v5, off, s[8:11], s101 offset:4095
buffer_load_sbyte_d16_hi v5, off, s[8:11], m0 offset:4095
buffer_load_sbyte_d16_hi v5, off, s[8:11], 0 offset:4095
buffer_load_sbyte_d16_hi v5, off, s[8:11], -1 offset:4095
buffer_load_sbyte_d16_hi v5, off, s[8:11], 0.5 offset:4095
buffer_load_sbyte_d16_hi v5, off, s[8:11], -4.0 offset:4095
buffer_load_sbyte_d16_hi v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_sbyte_d16_hi v5, v0, s[8:11], s3 offen offset:4095
buffer_load_sbyte_d16_hi v5, off, s[8:11], s3
buffer_load_sbyte_d16_hi v5, off, s[8:11], s3 offset:0
buffer_load_sbyte_d16_hi v5, off, s[8:11], s3 offset:7
buffer_load_sbyte_d16_hi v5, off, s[8:11], s3 offset:4095 glc
buffer_load_sbyte_d16_hi v5, off, s[8:11], s3 offset:4095 slc
buffer_load_sbyte_d16_hi v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_sbyte_d16_hi v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_ubyte_d16_hi v5, off, s[8:11], s3 offset:4095
buffer_load_ubyte_d16_hi v255, off, s[8:11], s3 offset:4095
buffer_load_ubyte_d16_hi v5, off, s[12:15], s3 offset:4095
buffer_load_ubyte_d16_hi v5, off, s[96:99], s3 offset:4095
buffer_load_ubyte_d16_hi v5, off, s[8:11], s101 offset:4095
buffer_load_ubyte_d16_hi v5, off, s[8:11], m0 offset:4095
buffer_load_ubyte_d16_hi v5, off, s[8:11], 0 offset:4095
buffer_load_ubyte_d16_hi v5, off, s[8:11], -1 offset:4095
buffer_load_ubyte_d16_hi v5, off, s[8:11], 0.5 offset:4095
buffer_load_ubyte_d16_hi v5, off, s[8:11], -4.0 offset:4095
buffer_load_ubyte_d16_hi v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_ubyte_d16_hi v5, v0, s[8:11], s3 offen offset:4095
buffer_load_ubyte_d16_hi v5, off, s[8:11], s3
buffer_load_ubyte_d16_hi v5, off, s[8:11], s3 offset:0
buffer_load_ubyte_d16_hi v5, off, s[8:11], s3 offset:7
buffer_load_ubyte_d16_hi v5, off, s[8:11], s3 offset:4095 glc
buffer_load_ubyte_d16_hi v5, off, s[8:11], s3 offset:4095 slc
buffer_load_ubyte_d16_hi v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_ubyte_d16_hi v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_sbyte_d16 v5, off, s[8:11], s3 offset:4095
buffer_load_sbyte_d16 v255, off, s[8:11], s3 offset:4095
buffer_load_sbyte_d16 v5, off, s[12:15], s3 offset:4095
buffer_load_sbyte_d16 v5, off, s[96:99], s3 offset:4095
buffer_load_sbyte_d16 v5, off, s[8:11], s101 offset:4095
buffer_load_sbyte_d16 v5, off, s[8:11], m0 offset:4095
buffer_load_sbyte_d16 v5, off, s[8:11], 0 offset:4095
buffer_load_sbyte_d16 v5, off, s[8:11], -1 offset:4095
buffer_load_sbyte_d16 v5, off, s[8:11], 0.5 offset:4095
buffer_load_sbyte_d16 v5, off, s[8:11], -4.0 offset:4095
buffer_load_sbyte_d16 v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_sbyte_d16 v5, v0, s[8:11], s3 offen offset:4095
buffer_load_sbyte_d16 v5, off, s[8:11], s3
buffer_load_sbyte_d16 v5, off, s[8:11], s3 offset:0
buffer_load_sbyte_d16 v5, off, s[8:11], s3 offset:7
buffer_load_sbyte_d16 v5, off, s[8:11], s3 offset:4095 glc
buffer_load_sbyte_d16 v5, off, s[8:11], s3 offset:4095 slc
buffer_load_sbyte_d16 v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_sbyte_d16 v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_ubyte_d16 v5, off, s[8:11], s3 offset:4095
buffer_load_ubyte_d16 v255, off, s[8:11], s3 offset:4095
buffer_load_ubyte_d16 v5, off, s[12:15], s3 offset:4095
buffer_load_ubyte_d16 v5, off, s[96:99], s3 offset:4095
buffer_load_ubyte_d16 v5, off, s[8:11], s101 offset:4095
buffer_load_ubyte_d16 v5, off, s[8:11], m0 offset:4095
buffer_load_ubyte_d16 v5, off, s[8:11], 0 offset:4095
buffer_load_ubyte_d16 v5, off, s[8:11], -1 offset:4095
buffer_load_ubyte_d16 v5, off, s[8:11], 0.5 offset:4095
buffer_load_ubyte_d16 v5, off, s[8:11], -4.0 offset:4095
buffer_load_ubyte_d16 v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_ubyte_d16 v5, v0, s[8:11], s3 offen offset:4095
buffer_load_ubyte_d16 v5, off, s[8:11], s3
buffer_load_ubyte_d16 v5, off, s[8:11], s3 offset:0
buffer_load_ubyte_d16 v5, off, s[8:11], s3 offset:7
buffer_load_ubyte_d16 v5, off, s[8:11], s3 offset:4095 glc
buffer_load_ubyte_d16 v5, off, s[8:11], s3 offset:4095 slc
buffer_load_ubyte_d16 v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_ubyte_d16 v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_sbyte v5, off, s[8:11], s3 offset:4095
buffer_load_sbyte v255, off, s[8:11], s3 offset:4095
buffer_load_sbyte v5, off, s[12:15], s3 offset:4095
buffer_load_sbyte v5, off, s[96:99], s3 offset:4095
buffer_load_sbyte v5, off, s[8:11], s101 offset:4095
buffer_load_sbyte v5, off, s[8:11], m0 offset:4095
buffer_load_sbyte v5, off, s[8:11], 0 offset:4095
buffer_load_sbyte v5, off, s[8:11], -1 offset:4095
buffer_load_sbyte v5, off, s[8:11], 0.5 offset:4095
buffer_load_sbyte v5, off, s[8:11], -4.0 offset:4095
buffer_load_sbyte v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_sbyte v5, v0, s[8:11], s3 offen offset:4095
buffer_load_sbyte v5, off, s[8:11], s3
buffer_load_sbyte v5, off, s[8:11], s3 offset:0
buffer_load_sbyte v5, off, s[8:11], s3 offset:7
buffer_load_sbyte v5, off, s[8:11], s3 offset:4095 glc
buffer_load_sbyte v5, off, s[8:11], s3 offset:4095 slc
buffer_load_sbyte v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_sbyte v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_sshort v5, off, s[8:11], s3 offset:4095
buffer_load_sshort v255, off, s[8:11], s3 offset:4095
buffer_load_sshort v5, off, s[12:15], s3 offset:4095
buffer_load_sshort v5, off, s[96:99], s3 offset:4095
buffer_load_sshort v5, off, s[8:11], s101 offset:4095
buffer_load_sshort v5, off, s[8:11], m0 offset:4095
buffer_load_sshort v5, off, s[8:11], 0 offset:4095
buffer_load_sshort v5, off, s[8:11], -1 offset:4095
buffer_load_sshort v5, off, s[8:11], 0.5 offset:4095
buffer_load_sshort v5, off, s[8:11], -4.0 offset:4095
buffer_load_sshort v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_sshort v5, v0, s[8:11], s3 offen offset:4095
buffer_load_sshort v5, off, s[8:11], s3
buffer_load_sshort v5, off, s[8:11], s3 offset:0
buffer_load_sshort v5, off, s[8:11], s3 offset:7
buffer_load_sshort v5, off, s[8:11], s3 offset:4095 glc
buffer_load_sshort v5, off, s[8:11], s3 offset:4095 slc
buffer_load_sshort v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_sshort v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_ubyte v5, off, s[8:11], s3 offset:4095
buffer_load_ubyte v255, off, s[8:11], s3 offset:4095
buffer_load_ubyte v5, off, s[12:15], s3 offset:4095
buffer_load_ubyte v5, off, s[96:99], s3 offset:4095
buffer_load_ubyte v5, off, s[8:11], s101 offset:4095
buffer_load_ubyte v5, off, s[8:11], m0 offset:4095
buffer_load_ubyte v5, off, s[8:11], 0 offset:4095
buffer_load_ubyte v5, off, s[8:11], -1 offset:4095
buffer_load_ubyte v5, off, s[8:11], 0.5 offset:4095
buffer_load_ubyte v5, off, s[8:11], -4.0 offset:4095
buffer_load_ubyte v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_ubyte v5, v0, s[8:11], s3 offen offset:4095
buffer_load_ubyte v5, off, s[8:11], s3
buffer_load_ubyte v5, off, s[8:11], s3 offset:0
buffer_load_ubyte v5, off, s[8:11], s3 offset:7
buffer_load_ubyte v5, off, s[8:11], s3 offset:4095 glc
buffer_load_ubyte v5, off, s[8:11], s3 offset:4095 slc
buffer_load_ubyte v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_ubyte v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_load_ushort v5, off, s[8:11], s3 offset:4095
buffer_load_ushort v255, off, s[8:11], s3 offset:4095
buffer_load_ushort v5, off, s[12:15], s3 offset:4095
buffer_load_ushort v5, off, s[96:99], s3 offset:4095
buffer_load_ushort v5, off, s[8:11], s101 offset:4095
buffer_load_ushort v5, off, s[8:11], m0 offset:4095
buffer_load_ushort v5, off, s[8:11], 0 offset:4095
buffer_load_ushort v5, off, s[8:11], -1 offset:4095
buffer_load_ushort v5, off, s[8:11], 0.5 offset:4095
buffer_load_ushort v5, off, s[8:11], -4.0 offset:4095
buffer_load_ushort v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_ushort v5, v0, s[8:11], s3 offen offset:4095
buffer_load_ushort v5, off, s[8:11], s3
buffer_load_ushort v5, off, s[8:11], s3 offset:0
buffer_load_ushort v5, off, s[8:11], s3 offset:7
buffer_load_ushort v5, off, s[8:11], s3 offset:4095 glc
buffer_load_ushort v5, off, s[8:11], s3 offset:4095 slc
buffer_load_ushort v5, off, s[8:11], s3 offset:4095 dlc
buffer_load_ushort v5, off, s[8:11], s3 offset:4095 glc slc dlc
buffer_store_byte v1, off, s[12:15], s4 offset:4095
buffer_store_byte v255, off, s[12:15], s4 offset:4095
buffer_store_byte v1, off, s[16:19], s4 offset:4095
buffer_store_byte v1, off, s[96:99], s4 offset:4095
buffer_store_byte v1, off, s[12:15], s101 offset:4095
buffer_store_byte v1, off, s[12:15], m0 offset:4095
buffer_store_byte v1, off, s[12:15], 0 offset:4095
buffer_store_byte v1, off, s[12:15], -1 offset:4095
buffer_store_byte v1, off, s[12:15], 0.5 offset:4095
buffer_store_byte v1, off, s[12:15], -4.0 offset:4095
buffer_store_byte v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_byte v1, v0, s[12:15], s4 offen offset:4095
buffer_store_byte v1, off, s[12:15], s4
buffer_store_byte v1, off, s[12:15], s4 offset:0
buffer_store_byte v1, off, s[12:15], s4 offset:7
buffer_store_byte v1, off, s[12:15], s4 offset:4095 glc
buffer_store_byte v1, off, s[12:15], s4 offset:4095 slc
buffer_store_byte v1, off, s[12:15], s4 offset:4095 dlc
buffer_store_byte v1, off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_short v1, off, s[12:15], s4 offset:4095
buffer_store_short v255, off, s[12:15], s4 offset:4095
buffer_store_short v1, off, s[16:19], s4 offset:4095
buffer_store_short v1, off, s[96:99], s4 offset:4095
buffer_store_short v1, off, s[12:15], s101 offset:4095
buffer_store_short v1, off, s[12:15], m0 offset:4095
buffer_store_short v1, off, s[12:15], 0 offset:4095
buffer_store_short v1, off, s[12:15], -1 offset:4095
buffer_store_short v1, off, s[12:15], 0.5 offset:4095
buffer_store_short v1, off, s[12:15], -4.0 offset:4095
buffer_store_short v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_short v1, v0, s[12:15], s4 offen offset:4095
buffer_store_short v1, off, s[12:15], s4
buffer_store_short v1, off, s[12:15], s4 offset:0
buffer_store_short v1, off, s[12:15], s4 offset:7
buffer_store_short v1, off, s[12:15], s4 offset:4095 glc
buffer_store_short v1, off, s[12:15], s4 offset:4095 slc
buffer_store_short v1, off, s[12:15], s4 offset:4095 dlc
buffer_store_short v1, off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_dword v1, off, s[12:15], s4 offset:4095
buffer_store_dword v255, off, s[12:15], s4 offset:4095
buffer_store_dword v1, off, s[16:19], s4 offset:4095
buffer_store_dword v1, off, s[96:99], s4 offset:4095
buffer_store_dword v1, off, s[12:15], s101 offset:4095
buffer_store_dword v1, off, s[12:15], m0 offset:4095
buffer_store_dword v1, off, s[12:15], 0 offset:4095
buffer_store_dword v1, off, s[12:15], -1 offset:4095
buffer_store_dword v1, off, s[12:15], 0.5 offset:4095
buffer_store_dword v1, off, s[12:15], -4.0 offset:4095
buffer_store_dword v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_dword v1, v0, s[12:15], s4 offen offset:4095
buffer_store_dword v1, off, s[12:15], s4
buffer_store_dword v1, off, s[12:15], s4 offset:0
buffer_store_dword v1, off, s[12:15], s4 offset:7
buffer_store_dword v1, off, s[12:15], s4 offset:4095 glc
buffer_store_dword v1, off, s[12:15], s4 offset:4095 slc
buffer_store_dword v1, off, s[12:15], s4 offset:4095 dlc
buffer_store_dword v1, off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_dwordx2 v[1:2], off, s[12:15], s4 offset:4095
buffer_store_dwordx2 v[254:255], off, s[12:15], s4 offset:4095
buffer_store_dwordx2 v[1:2], off, s[16:19], s4 offset:4095
buffer_store_dwordx2 v[1:2], off, s[96:99], s4 offset:4095
buffer_store_dwordx2 v[1:2], off, s[12:15], s101 offset:4095
buffer_store_dwordx2 v[1:2], off, s[12:15], m0 offset:4095
buffer_store_dwordx2 v[1:2], off, s[12:15], 0 offset:4095
buffer_store_dwordx2 v[1:2], off, s[12:15], -1 offset:4095
buffer_store_dwordx2 v[1:2], off, s[12:15], 0.5 offset:4095
buffer_store_dwordx2 v[1:2], off, s[12:15], -4.0 offset:4095
buffer_store_dwordx2 v[1:2], v0, s[12:15], s4 idxen offset:4095
buffer_store_dwordx2 v[1:2], v0, s[12:15], s4 offen offset:4095
buffer_store_dwordx2 v[1:2], off, s[12:15], s4
buffer_store_dwordx2 v[1:2], off, s[12:15], s4 offset:0
buffer_store_dwordx2 v[1:2], off, s[12:15], s4 offset:7
buffer_store_dwordx2 v[1:2], off, s[12:15], s4 offset:4095 glc
buffer_store_dwordx2 v[1:2], off, s[12:15], s4 offset:4095 slc
buffer_store_dwordx2 v[1:2], off, s[12:15], s4 offset:4095 dlc
buffer_store_dwordx2 v[1:2], off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_dwordx3 v[1:3], off, s[12:15], s4 offset:4095
buffer_store_dwordx3 v[253:255], off, s[12:15], s4 offset:4095
buffer_store_dwordx3 v[1:3], off, s[16:19], s4 offset:4095
buffer_store_dwordx3 v[1:3], off, s[96:99], s4 offset:4095
buffer_store_dwordx3 v[1:3], off, s[12:15], s101 offset:4095
buffer_store_dwordx3 v[1:3], off, s[12:15], m0 offset:4095
buffer_store_dwordx3 v[1:3], off, s[12:15], 0 offset:4095
buffer_store_dwordx3 v[1:3], off, s[12:15], -1 offset:4095
buffer_store_dwordx3 v[1:3], off, s[12:15], 0.5 offset:4095
buffer_store_dwordx3 v[1:3], off, s[12:15], -4.0 offset:4095
buffer_store_dwordx3 v[1:3], v0, s[12:15], s4 idxen offset:4095
buffer_store_dwordx3 v[1:3], v0, s[12:15], s4 offen offset:4095
buffer_store_dwordx3 v[1:3], off, s[12:15], s4
buffer_store_dwordx3 v[1:3], off, s[12:15], s4 offset:0
buffer_store_dwordx3 v[1:3], off, s[12:15], s4 offset:7
buffer_store_dwordx3 v[1:3], off, s[12:15], s4 offset:4095 glc
buffer_store_dwordx3 v[1:3], off, s[12:15], s4 offset:4095 slc
buffer_store_dwordx3 v[1:3], off, s[12:15], s4 offset:4095 dlc
buffer_store_dwordx3 v[1:3], off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_dwordx4 v[1:4], off, s[12:15], s4 offset:4095
buffer_store_dwordx4 v[252:255], off, s[12:15], s4 offset:4095
buffer_store_dwordx4 v[1:4], off, s[16:19], s4 offset:4095
buffer_store_dwordx4 v[1:4], off, s[96:99], s4 offset:4095
buffer_store_dwordx4 v[1:4], off, s[12:15], s101 offset:4095
buffer_store_dwordx4 v[1:4], off, s[12:15], m0 offset:4095
buffer_store_dwordx4 v[1:4], off, s[12:15], 0 offset:4095
buffer_store_dwordx4 v[1:4], off, s[12:15], -1 offset:4095
buffer_store_dwordx4 v[1:4], off, s[12:15], 0.5 offset:4095
buffer_store_dwordx4 v[1:4], off, s[12:15], -4.0 offset:4095
buffer_store_dwordx4 v[1:4], v0, s[12:15], s4 idxen offset:4095
buffer_store_dwordx4 v[1:4], v0, s[12:15], s4 offen offset:4095
buffer_store_dwordx4 v[1:4], off, s[12:15], s4
buffer_store_dwordx4 v[1:4], off, s[12:15], s4 offset:0
buffer_store_dwordx4 v[1:4], off, s[12:15], s4 offset:7
buffer_store_dwordx4 v[1:4], off, s[12:15], s4 offset:4095 glc
buffer_store_dwordx4 v[1:4], off, s[12:15], s4 offset:4095 slc
buffer_store_dwordx4 v[1:4], off, s[12:15], s4 offset:4095 dlc
buffer_store_dwordx4 v[1:4], off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_format_d16_x v1, off, s[12:15], s4 offset:4095
buffer_store_format_d16_x v255, off, s[12:15], s4 offset:4095
buffer_store_format_d16_x v1, off, s[16:19], s4 offset:4095
buffer_store_format_d16_x v1, off, s[96:99], s4 offset:4095
buffer_store_format_d16_x v1, off, s[12:15], s101 offset:4095
buffer_store_format_d16_x v1, off, s[12:15], m0 offset:4095
buffer_store_format_d16_x v1, off, s[12:15], 0 offset:4095
buffer_store_format_d16_x v1, off, s[12:15], -1 offset:4095
buffer_store_format_d16_x v1, off, s[12:15], 0.5 offset:4095
buffer_store_format_d16_x v1, off, s[12:15], -4.0 offset:4095
buffer_store_format_d16_x v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_format_d16_x v1, v0, s[12:15], s4 offen offset:4095
buffer_store_format_d16_x v1, off, s[12:15], s4
buffer_store_format_d16_x v1, off, s[12:15], s4 offset:0
buffer_store_format_d16_x v1, off, s[12:15], s4 offset:7
buffer_store_format_d16_x v1, off, s[12:15], s4 offset:4095 glc
buffer_store_format_d16_x v1, off, s[12:15], s4 offset:4095 slc
buffer_store_format_d16_x v1, off, s[12:15], s4 offset:4095 dlc
buffer_store_format_d16_x v1, off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_format_d16_xy v1, off, s[12:15], s4 offset:4095
buffer_store_format_d16_xy v255, off, s[12:15], s4 offset:4095
buffer_store_format_d16_xy v1, off, s[16:19], s4 offset:4095
buffer_store_format_d16_xy v1, off, s[96:99], s4 offset:4095
buffer_store_format_d16_xy v1, off, s[12:15], s101 offset:4095
buffer_store_format_d16_xy v1, off, s[12:15], m0 offset:4095
buffer_store_format_d16_xy v1, off, s[12:15], 0 offset:4095
buffer_store_format_d16_xy v1, off, s[12:15], -1 offset:4095
buffer_store_format_d16_xy v1, off, s[12:15], 0.5 offset:4095
buffer_store_format_d16_xy v1, off, s[12:15], -4.0 offset:4095
buffer_store_format_d16_xy v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_format_d16_xy v1, v0, s[12:15], s4 offen offset:4095
buffer_store_format_d16_xy v1, off, s[12:15], s4
buffer_store_format_d16_xy v1, off, s[12:15], s4 offset:0
buffer_store_format_d16_xy v1, off, s[12:15], s4 offset:7
buffer_store_format_d16_xy v1, off, s[12:15], s4 offset:4095 glc
buffer_store_format_d16_xy v1, off, s[12:15], s4 offset:4095 slc
buffer_store_format_d16_xy v1, off, s[12:15], s4 offset:4095 dlc
buffer_store_format_d16_xy v1, off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s4 offset:4095
buffer_store_format_d16_xyz v[254:255], off, s[12:15], s4 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[16:19], s4 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[96:99], s4 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s101 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[12:15], m0 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[12:15], 0 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[12:15], -1 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[12:15], 0.5 offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[12:15], -4.0 offset:4095
buffer_store_format_d16_xyz v[1:2], v0, s[12:15], s4 idxen offset:4095
buffer_store_format_d16_xyz v[1:2], v0, s[12:15], s4 offen offset:4095
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s4
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s4 offset:0
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s4 offset:7
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s4 offset:4095 glc
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s4 offset:4095 slc
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s4 offset:4095 dlc
buffer_store_format_d16_xyz v[1:2], off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s4 offset:4095
buffer_store_format_d16_xyzw v[254:255], off, s[12:15], s4 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[16:19], s4 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[96:99], s4 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s101 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], m0 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], 0 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], -1 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], 0.5 offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], -4.0 offset:4095
buffer_store_format_d16_xyzw v[1:2], v0, s[12:15], s4 idxen offset:4095
buffer_store_format_d16_xyzw v[1:2], v0, s[12:15], s4 offen offset:4095
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s4
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s4 offset:0
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s4 offset:7
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s4 offset:4095 glc
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s4 offset:4095 slc
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s4 offset:4095 dlc
buffer_store_format_d16_xyzw v[1:2], off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_byte_d16_hi v1, off, s[12:15], s4 offset:4095
buffer_store_byte_d16_hi v255, off, s[12:15], s4 offset:4095
buffer_store_byte_d16_hi v1, off, s[16:19], s4 offset:4095
buffer_store_byte_d16_hi v1, off, s[96:99], s4 offset:4095
buffer_store_byte_d16_hi v1, off, s[12:15], s101 offset:4095
buffer_store_byte_d16_hi v1, off, s[12:15], m0 offset:4095
buffer_store_byte_d16_hi v1, off, s[12:15], 0 offset:4095
buffer_store_byte_d16_hi v1, off, s[12:15], -1 offset:4095
buffer_store_byte_d16_hi v1, off, s[12:15], 0.5 offset:4095
buffer_store_byte_d16_hi v1, off, s[12:15], -4.0 offset:4095
buffer_store_byte_d16_hi v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_byte_d16_hi v1, v0, s[12:15], s4 offen offset:4095
buffer_store_byte_d16_hi v1, off, s[12:15], s4
buffer_store_byte_d16_hi v1, off, s[12:15], s4 offset:0
buffer_store_byte_d16_hi v1, off, s[12:15], s4 offset:7
buffer_store_byte_d16_hi v1, off, s[12:15], s4 offset:4095 glc
buffer_store_byte_d16_hi v1, off, s[12:15], s4 offset:4095 slc
buffer_store_byte_d16_hi v1, off, s[12:15], s4 offset:4095 dlc
buffer_store_byte_d16_hi v1, off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_short_d16_hi v1, off, s[12:15], s4 offset:4095
buffer_store_short_d16_hi v255, off, s[12:15], s4 offset:4095
buffer_store_short_d16_hi v1, off, s[16:19], s4 offset:4095
buffer_store_short_d16_hi v1, off, s[96:99], s4 offset:4095
buffer_store_short_d16_hi v1, off, s[12:15], s101 offset:4095
buffer_store_short_d16_hi v1, off, s[12:15], m0 offset:4095
buffer_store_short_d16_hi v1, off, s[12:15], 0 offset:4095
buffer_store_short_d16_hi v1, off, s[12:15], -1 offset:4095
buffer_store_short_d16_hi v1, off, s[12:15], 0.5 offset:4095
buffer_store_short_d16_hi v1, off, s[12:15], -4.0 offset:4095
buffer_store_short_d16_hi v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_short_d16_hi v1, v0, s[12:15], s4 offen offset:4095
buffer_store_short_d16_hi v1, off, s[12:15], s4
buffer_store_short_d16_hi v1, off, s[12:15], s4 offset:0
buffer_store_short_d16_hi v1, off, s[12:15], s4 offset:7
buffer_store_short_d16_hi v1, off, s[12:15], s4 offset:4095 glc
buffer_store_short_d16_hi v1, off, s[12:15], s4 offset:4095 slc
buffer_store_short_d16_hi v1, off, s[12:15], s4 offset:4095 dlc
buffer_store_short_d16_hi v1, off, s[12:15], s4 offset:4095 glc slc dlc
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095
buffer_store_format_d16_hi_x v255, off, s[12:15], s4 offset:4095
buffer_store_format_d16_hi_x v1, off, s[16:19], s4 offset:4095
buffer_store_format_d16_hi_x v1, off, s[96:99], s4 offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], s101 offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], m0 offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], 0 offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], -1 offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], 0.5 offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], -4.0 offset:4095
buffer_store_format_d16_hi_x v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_format_d16_hi_x v1, v0, s[12:15], s4 offen offset:4095
buffer_store_format_d16_hi_x v1, off, s[12:15], s4
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:0
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:7
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095 glc
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095 slc
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095 dlc
buffer_store_format_d16_hi_x v1, off, s[12:15], s4 offset:4095 glc slc dlc
buffer_atomic_add v5, off, s[8:11], s3 offset:4095
buffer_atomic_add v255, off, s[8:11], s3 offset:4095
buffer_atomic_add v5, off, s[12:15], s3 offset:4095
buffer_atomic_add v5, off, s[96:99], s3 offset:4095
buffer_atomic_add v5, off, s[8:11], s101 offset:4095
buffer_atomic_add v5, off, s[8:11], m0 offset:4095
buffer_atomic_add v5, off, s[8:11], 0 offset:4095
buffer_atomic_add v5, off, s[8:11], -1 offset:4095
buffer_atomic_add v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_add v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_add v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_add v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_add v5, off, s[8:11], s3
buffer_atomic_add v5, off, s[8:11], s3 offset:0
buffer_atomic_add v5, off, s[8:11], s3 offset:7
buffer_atomic_add v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_add v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_add v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_add_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_add_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_add_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_add_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_and v5, off, s[8:11], s3 offset:4095
buffer_atomic_and v255, off, s[8:11], s3 offset:4095
buffer_atomic_and v5, off, s[12:15], s3 offset:4095
buffer_atomic_and v5, off, s[96:99], s3 offset:4095
buffer_atomic_and v5, off, s[8:11], s101 offset:4095
buffer_atomic_and v5, off, s[8:11], m0 offset:4095
buffer_atomic_and v5, off, s[8:11], 0 offset:4095
buffer_atomic_and v5, off, s[8:11], -1 offset:4095
buffer_atomic_and v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_and v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_and v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_and v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_and v5, off, s[8:11], s3
buffer_atomic_and v5, off, s[8:11], s3 offset:0
buffer_atomic_and v5, off, s[8:11], s3 offset:7
buffer_atomic_and v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_and v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_and v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_and_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_and_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_and_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_and_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_cmpswap v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_cmpswap v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_cmpswap v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_cmpswap v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_cmpswap v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_cmpswap v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_cmpswap v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_cmpswap v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_cmpswap v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_cmpswap v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_cmpswap v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_cmpswap v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_cmpswap v[5:6], off, s[8:11], s3
buffer_atomic_cmpswap v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_cmpswap v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_cmpswap v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_cmpswap v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_cmpswap v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:4095
buffer_atomic_cmpswap_x2 v[252:255], off, s[8:11], s3 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[12:15], s3 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[96:99], s3 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s101 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], m0 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], 0 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], -1 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], 0.5 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], -4.0 offset:4095
buffer_atomic_cmpswap_x2 v[5:8], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_cmpswap_x2 v[5:8], v0, s[8:11], s3 offen offset:4095
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:0
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:7
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:4095 glc
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:4095 slc
buffer_atomic_cmpswap_x2 v[5:8], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_fcmpswap v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_fcmpswap v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_fcmpswap v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_fcmpswap v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_fcmpswap v[5:6], off, s[8:11], s3
buffer_atomic_fcmpswap v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_fcmpswap v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_fcmpswap v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_fcmpswap v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_fcmpswap v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_csub v5, off, s[8:11], s3 offset:4095
buffer_atomic_csub v255, off, s[8:11], s3 offset:4095 glc
buffer_atomic_csub v5, off, s[12:15], s3 offset:4095 glc
buffer_atomic_csub v5, off, s[96:99], s3 offset:4095 glc
buffer_atomic_csub v5, off, s[8:11], s101 offset:4095 glc
buffer_atomic_csub v5, off, s[8:11], m0 offset:4095 glc
buffer_atomic_csub v5, off, s[8:11], 0 offset:4095 glc
buffer_atomic_csub v5, off, s[8:11], -1 offset:4095 glc
buffer_atomic_csub v5, off, s[8:11], 0.5 offset:4095 glc
buffer_atomic_csub v5, off, s[8:11], -4.0 offset:4095 glc
buffer_atomic_csub v5, v0, s[8:11], s3 idxen offset:4095 glc
buffer_atomic_csub v5, v0, s[8:11], s3 offen offset:4095 glc
buffer_atomic_csub v5, off, s[8:11], s3 glc
buffer_atomic_csub v5, off, s[8:11], s3 offset:0 glc
buffer_atomic_csub v5, off, s[8:11], s3 offset:7 glc
buffer_atomic_csub v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_csub v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_dec v5, off, s[8:11], s3 offset:4095
buffer_atomic_dec v255, off, s[8:11], s3 offset:4095
buffer_atomic_dec v5, off, s[12:15], s3 offset:4095
buffer_atomic_dec v5, off, s[96:99], s3 offset:4095
buffer_atomic_dec v5, off, s[8:11], s101 offset:4095
buffer_atomic_dec v5, off, s[8:11], m0 offset:4095
buffer_atomic_dec v5, off, s[8:11], 0 offset:4095
buffer_atomic_dec v5, off, s[8:11], -1 offset:4095
buffer_atomic_dec v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_dec v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_dec v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_dec v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_dec v5, off, s[8:11], s3
buffer_atomic_dec v5, off, s[8:11], s3 offset:0
buffer_atomic_dec v5, off, s[8:11], s3 offset:7
buffer_atomic_dec v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_dec v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_dec v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_dec_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_dec_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_dec_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_dec_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_inc v5, off, s[8:11], s3 offset:4095
buffer_atomic_inc v255, off, s[8:11], s3 offset:4095
buffer_atomic_inc v5, off, s[12:15], s3 offset:4095
buffer_atomic_inc v5, off, s[96:99], s3 offset:4095
buffer_atomic_inc v5, off, s[8:11], s101 offset:4095
buffer_atomic_inc v5, off, s[8:11], m0 offset:4095
buffer_atomic_inc v5, off, s[8:11], 0 offset:4095
buffer_atomic_inc v5, off, s[8:11], -1 offset:4095
buffer_atomic_inc v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_inc v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_inc v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_inc v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_inc v5, off, s[8:11], s3
buffer_atomic_inc v5, off, s[8:11], s3 offset:0
buffer_atomic_inc v5, off, s[8:11], s3 offset:7
buffer_atomic_inc v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_inc v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_inc v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_inc_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_inc_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_inc_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_inc_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_fmax v5, off, s[8:11], s3 offset:4095
buffer_atomic_fmax v255, off, s[8:11], s3 offset:4095
buffer_atomic_fmax v5, off, s[12:15], s3 offset:4095
buffer_atomic_fmax v5, off, s[96:99], s3 offset:4095
buffer_atomic_fmax v5, off, s[8:11], s101 offset:4095
buffer_atomic_fmax v5, off, s[8:11], m0 offset:4095
buffer_atomic_fmax v5, off, s[8:11], 0 offset:4095
buffer_atomic_fmax v5, off, s[8:11], -1 offset:4095
buffer_atomic_fmax v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_fmax v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_fmax v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_fmax v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_fmax v5, off, s[8:11], s3
buffer_atomic_fmax v5, off, s[8:11], s3 offset:0
buffer_atomic_fmax v5, off, s[8:11], s3 offset:7
buffer_atomic_fmax v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_fmax v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_fmax v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_smax v5, off, s[8:11], s3 offset:4095
buffer_atomic_smax v255, off, s[8:11], s3 offset:4095
buffer_atomic_smax v5, off, s[12:15], s3 offset:4095
buffer_atomic_smax v5, off, s[96:99], s3 offset:4095
buffer_atomic_smax v5, off, s[8:11], s101 offset:4095
buffer_atomic_smax v5, off, s[8:11], m0 offset:4095
buffer_atomic_smax v5, off, s[8:11], 0 offset:4095
buffer_atomic_smax v5, off, s[8:11], -1 offset:4095
buffer_atomic_smax v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_smax v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_smax v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_smax v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_smax v5, off, s[8:11], s3
buffer_atomic_smax v5, off, s[8:11], s3 offset:0
buffer_atomic_smax v5, off, s[8:11], s3 offset:7
buffer_atomic_smax v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_smax v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_smax v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_smax_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_smax_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_smax_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_smax_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_smax_x2 v[5:6], off, s[8:11], s3
buffer_atomic_smax_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_smax_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_smax_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_smax_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_smax_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_umax v5, off, s[8:11], s3 offset:4095
buffer_atomic_umax v255, off, s[8:11], s3 offset:4095
buffer_atomic_umax v5, off, s[12:15], s3 offset:4095
buffer_atomic_umax v5, off, s[96:99], s3 offset:4095
buffer_atomic_umax v5, off, s[8:11], s101 offset:4095
buffer_atomic_umax v5, off, s[8:11], m0 offset:4095
buffer_atomic_umax v5, off, s[8:11], 0 offset:4095
buffer_atomic_umax v5, off, s[8:11], -1 offset:4095
buffer_atomic_umax v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_umax v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_umax v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_umax v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_umax v5, off, s[8:11], s3
buffer_atomic_umax v5, off, s[8:11], s3 offset:0
buffer_atomic_umax v5, off, s[8:11], s3 offset:7
buffer_atomic_umax v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_umax v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_umax v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_umax_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_umax_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_umax_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_umax_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_umax_x2 v[5:6], off, s[8:11], s3
buffer_atomic_umax_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_umax_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_umax_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_umax_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_umax_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_fmin v5, off, s[8:11], s3 offset:4095
buffer_atomic_fmin v255, off, s[8:11], s3 offset:4095
buffer_atomic_fmin v5, off, s[12:15], s3 offset:4095
buffer_atomic_fmin v5, off, s[96:99], s3 offset:4095
buffer_atomic_fmin v5, off, s[8:11], s101 offset:4095
buffer_atomic_fmin v5, off, s[8:11], m0 offset:4095
buffer_atomic_fmin v5, off, s[8:11], 0 offset:4095
buffer_atomic_fmin v5, off, s[8:11], -1 offset:4095
buffer_atomic_fmin v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_fmin v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_fmin v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_fmin v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_fmin v5, off, s[8:11], s3
buffer_atomic_fmin v5, off, s[8:11], s3 offset:0
buffer_atomic_fmin v5, off, s[8:11], s3 offset:7
buffer_atomic_fmin v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_fmin v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_fmin v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_smin v5, off, s[8:11], s3 offset:4095
buffer_atomic_smin v255, off, s[8:11], s3 offset:4095
buffer_atomic_smin v5, off, s[12:15], s3 offset:4095
buffer_atomic_smin v5, off, s[96:99], s3 offset:4095
buffer_atomic_smin v5, off, s[8:11], s101 offset:4095
buffer_atomic_smin v5, off, s[8:11], m0 offset:4095
buffer_atomic_smin v5, off, s[8:11], 0 offset:4095
buffer_atomic_smin v5, off, s[8:11], -1 offset:4095
buffer_atomic_smin v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_smin v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_smin v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_smin v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_smin v5, off, s[8:11], s3
buffer_atomic_smin v5, off, s[8:11], s3 offset:0
buffer_atomic_smin v5, off, s[8:11], s3 offset:7
buffer_atomic_smin v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_smin v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_smin v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_smin_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_smin_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_smin_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_smin_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_umin v5, off, s[8:11], s3 offset:4095
buffer_atomic_umin v255, off, s[8:11], s3 offset:4095
buffer_atomic_umin v5, off, s[12:15], s3 offset:4095
buffer_atomic_umin v5, off, s[96:99], s3 offset:4095
buffer_atomic_umin v5, off, s[8:11], s101 offset:4095
buffer_atomic_umin v5, off, s[8:11], m0 offset:4095
buffer_atomic_umin v5, off, s[8:11], 0 offset:4095
buffer_atomic_umin v5, off, s[8:11], -1 offset:4095
buffer_atomic_umin v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_umin v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_umin v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_umin v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_umin v5, off, s[8:11], s3
buffer_atomic_umin v5, off, s[8:11], s3 offset:0
buffer_atomic_umin v5, off, s[8:11], s3 offset:7
buffer_atomic_umin v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_umin v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_umin v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_umin_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_umin_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_umin_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_umin_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_umin_x2 v[5:6], off, s[8:11], s3
buffer_atomic_umin_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_umin_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_umin_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_umin_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_umin_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_or v5, off, s[8:11], s3 offset:4095
buffer_atomic_or v255, off, s[8:11], s3 offset:4095
buffer_atomic_or v5, off, s[12:15], s3 offset:4095
buffer_atomic_or v5, off, s[96:99], s3 offset:4095
buffer_atomic_or v5, off, s[8:11], s101 offset:4095
buffer_atomic_or v5, off, s[8:11], m0 offset:4095
buffer_atomic_or v5, off, s[8:11], 0 offset:4095
buffer_atomic_or v5, off, s[8:11], -1 offset:4095
buffer_atomic_or v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_or v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_or v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_or v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_or v5, off, s[8:11], s3
buffer_atomic_or v5, off, s[8:11], s3 offset:0
buffer_atomic_or v5, off, s[8:11], s3 offset:7
buffer_atomic_or v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_or v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_or v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_or_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_or_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_or_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_or_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_sub v5, off, s[8:11], s3 offset:4095
buffer_atomic_sub v255, off, s[8:11], s3 offset:4095
buffer_atomic_sub v5, off, s[12:15], s3 offset:4095
buffer_atomic_sub v5, off, s[96:99], s3 offset:4095
buffer_atomic_sub v5, off, s[8:11], s101 offset:4095
buffer_atomic_sub v5, off, s[8:11], m0 offset:4095
buffer_atomic_sub v5, off, s[8:11], 0 offset:4095
buffer_atomic_sub v5, off, s[8:11], -1 offset:4095
buffer_atomic_sub v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_sub v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_sub v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_sub v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_sub v5, off, s[8:11], s3
buffer_atomic_sub v5, off, s[8:11], s3 offset:0
buffer_atomic_sub v5, off, s[8:11], s3 offset:7
buffer_atomic_sub v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_sub v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_sub v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_sub_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_sub_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_sub_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_sub_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_swap v5, off, s[8:11], s3 offset:4095
buffer_atomic_swap v255, off, s[8:11], s3 offset:4095
buffer_atomic_swap v5, off, s[12:15], s3 offset:4095
buffer_atomic_swap v5, off, s[96:99], s3 offset:4095
buffer_atomic_swap v5, off, s[8:11], s101 offset:4095
buffer_atomic_swap v5, off, s[8:11], m0 offset:4095
buffer_atomic_swap v5, off, s[8:11], 0 offset:4095
buffer_atomic_swap v5, off, s[8:11], -1 offset:4095
buffer_atomic_swap v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_swap v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_swap v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_swap v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_swap v5, off, s[8:11], s3
buffer_atomic_swap v5, off, s[8:11], s3 offset:0
buffer_atomic_swap v5, off, s[8:11], s3 offset:7
buffer_atomic_swap v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_swap v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_swap v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_swap_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_swap_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_swap_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_swap_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_xor v5, off, s[8:11], s3 offset:4095
buffer_atomic_xor v255, off, s[8:11], s3 offset:4095
buffer_atomic_xor v5, off, s[12:15], s3 offset:4095
buffer_atomic_xor v5, off, s[96:99], s3 offset:4095
buffer_atomic_xor v5, off, s[8:11], s101 offset:4095
buffer_atomic_xor v5, off, s[8:11], m0 offset:4095
buffer_atomic_xor v5, off, s[8:11], 0 offset:4095
buffer_atomic_xor v5, off, s[8:11], -1 offset:4095
buffer_atomic_xor v5, off, s[8:11], 0.5 offset:4095
buffer_atomic_xor v5, off, s[8:11], -4.0 offset:4095
buffer_atomic_xor v5, v0, s[8:11], s3 idxen offset:4095
buffer_atomic_xor v5, v0, s[8:11], s3 offen offset:4095
buffer_atomic_xor v5, off, s[8:11], s3
buffer_atomic_xor v5, off, s[8:11], s3 offset:0
buffer_atomic_xor v5, off, s[8:11], s3 offset:7
buffer_atomic_xor v5, off, s[8:11], s3 offset:4095 glc
buffer_atomic_xor v5, off, s[8:11], s3 offset:4095 slc
buffer_atomic_xor v5, off, s[8:11], s3 offset:4095 glc slc
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:4095
buffer_atomic_xor_x2 v[254:255], off, s[8:11], s3 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[12:15], s3 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[96:99], s3 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s101 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], m0 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], 0 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], -1 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], 0.5 offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], -4.0 offset:4095
buffer_atomic_xor_x2 v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_atomic_xor_x2 v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:0
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:7
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_atomic_xor_x2 v[5:6], off, s[8:11], s3 offset:4095 glc slc
