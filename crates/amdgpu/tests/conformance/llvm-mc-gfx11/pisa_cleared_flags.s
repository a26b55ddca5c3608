// source: this project (not an LLVM test): flags written cleared (noglc, noslc, nodlc, nogds, noclamp, notfe, image noa16 …) on the memory, DS, SMEM and VALU forms, and their refusals, found by trying llvm-mc-22; not counted among LLVM's characters
buffer_load_b32 v1, off, s[4:7], s8 noglc
buffer_load_b32 v1, off, s[4:7], s8 noslc
buffer_load_b32 v1, off, s[4:7], s8 nodlc
buffer_load_b32 v1, off, s[4:7], s8 glc noglc
buffer_load_b32 v1, off, s[4:7], s8 noglc glc
buffer_load_b32 v1, off, s[4:7], s8 glc slc dlc noglc
buffer_load_b32 v1, off, s[4:7], s8 notfe
buffer_load_b32 v1, off, s[4:7], s8 nolds
buffer_load_b32 v1, v0, s[4:7], s8 idxen nooffen
buffer_load_b32 v1, v0, s[4:7], s8 offen noidxen
buffer_load_b32 v1, off, s[4:7], s8 noglc noglc
buffer_load_b32 v1, off, s[4:7], s8 noglc offset:4
buffer_load_b32 v1, off, s[4:7], s8 offset:4 noglc
tbuffer_load_format_x v1, off, s[4:7], s8 format:[BUF_FMT_32_FLOAT] noglc
tbuffer_load_format_x v1, off, s[4:7], s8 noglc format:[BUF_FMT_32_FLOAT]
tbuffer_load_format_x v1, off, s[4:7], s8 noslc nodlc
flat_load_b32 v1, v[2:3] noglc
flat_load_b32 v1, v[2:3] noslc nodlc
flat_load_b32 v1, v[2:3] offset:4 noglc
flat_load_b32 v1, v[2:3] noglc offset:4
global_load_b32 v1, v[2:3], off noglc
global_load_b32 v1, v2, s[4:5] noslc
scratch_load_b32 v1, off, s4 nodlc
scratch_load_b32 v1, v2, off noglc
flat_atomic_add_u32 v1, v[2:3], v4 noglc
flat_atomic_add_u32 v1, v[2:3], v4 glc noglc
global_atomic_add_u32 v1, v[2:3], v4, off glc noglc
buffer_atomic_add_u32 v1, off, s[4:7], s8 noglc
buffer_atomic_add_u32 v1, off, s[4:7], s8 glc noglc
s_load_b32 s1, s[2:3], 0x0 noglc
s_load_b32 s1, s[2:3], 0x0 nodlc
s_buffer_load_b32 s1, s[4:7], 0x0 noglc
global_load_b32 v1, v[2:3], off nosc0
global_load_b32 v1, v[2:3], off nonv
buffer_load_b32 v1, off, s[4:7], s8 notfe noglc
global_load_lds_b32 v1, off noglc
buffer_load_lds_b32 off, s[4:7], s8 noglc
image_load v5, v4, s[8:15] dmask:0x1 dim:1D noslc
image_load v5, v4, s[8:15] dmask:0x1 dim:1D nodlc
image_load v5, v4, s[8:15] dmask:0x1 dim:1D nor128
image_load v5, v4, s[8:15] dmask:0x1 dim:1D nolwe
image_load v5, v4, s[8:15] dmask:0x1 dim:1D notfe
image_load v5, v4, s[8:15] dmask:0x1 dim:1D nounorm
image_load v5, v4, s[8:15] dmask:0x1 dim:1D noa16
image_load v5, v4, s[8:15] dmask:0x1 dim:1D nod16
ds_add_u32 v1, v2 nogds
ds_add_u32 v1, v2 gds nogds
buffer_load_b32 v1, off, s[4:7], s8 NOGLC
buffer_load_b32 v1, off, s[4:7], s8 noglc:1
exp mrt0 v0, v0, v0, v0 nodone
exp mrt0 v0, v0, v0, v0 novm
exp mrt0 v0, v0, v0, v0 done novm
v_add_f32_e64 v0, v1, v2 noclamp
ds_add_u32 v1, v2 offset:4 nogds
ds_add_u32 v1, v2 nogds offset:4
ds_gws_init v1 gds
ds_gws_init v1 nogds
tbuffer_load_format_x v1, off, s[4:7], s8 notfe
buffer_load_b32 v1, off, s[4:7], s8 tfe
buffer_load_b32 v[1:2], off, s[4:7], s8 tfe notfe
buffer_store_b32 v1, off, s[4:7], s8 noglc
buffer_store_b32 v1, off, s[4:7], s8 nodlc slc
buffer_store_b32 v1, off, s[4:7], s8 slc noslc
flat_store_b32 v[2:3], v1 noslc
global_store_b32 v[2:3], v1, off nodlc glc
global_atomic_add_u32 v[2:3], v4, off noglc
global_atomic_add_u32 v1, v[2:3], v4, off noglc
buffer_atomic_add_u32 v1, off, s[4:7], s8 glc
buffer_atomic_cmpswap_b32 v[1:2], off, s[4:7], s8 noglc
scratch_store_b32 off, v1, s4 noglc noslc nodlc
image_load v5, v4, s[8:15] dmask:0x1 dim:1D noglc noslc nodlc
image_atomic_add v5, v4, s[8:15] dmask:0x1 dim:1D noglc
s_load_b64 s[2:3], s[2:3], s4 noglc
s_load_b32 s1, s[2:3], 0x0 glc noglc
s_load_b32 s1, s[2:3], 0x0 noglc glc
s_load_b32 s1, s[2:3], 0x0 noslc
s_load_b32 s1, s[2:3], 0x0 nodlc noglc
s_load_b32 s1, s[2:3], s4 offset:0x4 noglc
s_buffer_load_b32 s1, s[4:7], 0x0 noglc dlc
s_atc_probe 7, s[4:5], 0x64 noglc
s_gl1_inv noglc
v_interp_p10_f32 v0, v1, v2, v3 nowait_exp
lds_param_load v1, attr0.x nodone
buffer_load_b32 v1, off, s[4:7], s8 offset:4 glc noslc
buffer_load_b32 v1, off, s[4:7], s8 noslc glc dlc
global_load_b32 v1, v[2:3], off offset:-8 noglc slc
flat_load_b32 v1, v[2:3] slc noslc
s_load_b32 s1, s[2:3], 0x0 slc
buffer_load_b32 v1, off, s[4:7], s8 noscc
buffer_load_b32 v1, off, s[4:7], s8 scc
buffer_load_b32 v[1:2], off, s[4:7], s8 notfe
v_add_f32_e64 v0, v1, v2 clamp noclamp
v_add_f32_e64 v0, v1, v2 noclamp clamp
v_add_f32_e64 v0, v1, v2 noclamp mul:2
v_add_f32_e64 v0, v1, v2 mul:2 noclamp
v_add_f32 v0, v1, v2 noclamp
v_add_f32_e32 v0, v1, v2 noclamp
v_pk_add_f16 v0, v1, v2 noclamp
v_add_f32_e64_dpp v0, v1, v2 noclamp quad_perm:[3,2,1,0]
v_add_f32_e64_dpp v0, v1, v2 noclamp dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f32_e64 s0, v1, v2 noclamp
v_interp_p10_f32 v0, v1, v2, v3 noclamp
v_dual_add_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5 noclamp
v_mad_u64_u32 v[0:1], s0, v1, v2, v[3:4] noclamp
v_add_co_u32 v0, s0, v1, v2 noclamp
ds_add_u32 v1, v2 gds nogds
ds_add_u32 v1, v2 nogds nogds
ds_add_u32 v1, v2 gds gds
ds_read_b32 v0, v1 nogds
image_load v5, v4, s[8:15] dmask:0x1 dim:1D nounorm unorm
image_load v5, v4, s[8:15] dmask:0x1 dim:1D nor128 noa16
image_load v5, v4, s[8:15] dmask:0x1 dim:1D noa16 noa16
buffer_load_d16_b16 v1, off, s[4:7], s8 nod16
v_add_f32_e64 v0, v1, v2 NOCLAMP
v_add_f32_e64 v0, v1, v2 no clamp
v_add_f32_e64 v0, v1, v2 noclamp noclamp
s_load_b32 s1, s[2:3], 0x0 noscc
s_load_b32 s1, s[2:3], 0x0 noglc noglc
s_load_b32 s1, s[2:3], 0x0 noslc slc
s_load_b32 s1, s[2:3], 0x0 noglc offset:4
s_load_b32 s1, s[2:3], s5 noglc offset:4
buffer_gl0_inv noglc
s_load_b32 s1, s[2:3], s5 glc offset:4
s_load_b32 s1, s[2:3], s5 offset:4 glc
s_load_b32 s1, s[2:3], 0x0 glc glc
s_load_b32 s1, s[2:3], 0x0 dlc glc
s_load_b32 s1, s[2:3], 0x0 nodlc dlc
s_load_b32 s1, s[2:3], 0x0 noslc noslc
s_load_b32 s1, s[2:3], 0x0 noslc glc
s_buffer_load_b32 s1, s[4:7], s5 offset:8 nodlc
s_buffer_load_b32 s1, s[4:7], s5 nodlc offset:8
s_dcache_inv noglc
s_atc_probe_buffer 7, s[8:11], 0x64 noglc
ds_write2_b32 v1, v2, v3 offset0:4 offset1:8 nogds
ds_write2_b32 v1, v2, v3 nogds offset0:4
ds_gws_barrier v1 gds
flat_atomic_cmpswap_b32 v[1:2], v[3:4] noglc slc
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4] glc noslc
scratch_load_b32 v1, off, s4 offset:8 noglc
buffer_load_format_xyzw v[1:4], off, s[4:7], s8 noglc noslc nodlc
buffer_load_b64 v[1:3], off, s[4:7], s8 offset:4 notfe
buffer_load_b64 v[1:3], off, s[4:7], s8 notfe offset:4
tbuffer_load_format_x v[1:2], off, s[4:7], s8 format:[BUF_FMT_32_FLOAT] notfe
v_interp_p10_f32 v0, v1, v2, v3 noclamp wait_exp:1
v_interp_p10_f32 v0, v1, v2, v3 wait_exp:1 noclamp
v_fma_f32 v0, v1, v2, v3 noclamp div:2
v_cvt_f32_f16_e64 v0, v1.h noclamp
v_cmpx_eq_f32_e64 v1, v2 noclamp
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1] noclamp
v_dot2_f32_f16 v0, v1, v2, v3 noclamp op_sel_hi:[1,1,1]
image_sample v[1:4], v5, s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_1D noclamp
