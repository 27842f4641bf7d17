// lib/groebner_gpu/kernels/device_builtins.h - the few CUDA device builtins our kernels use, over
// clang's __nvvm_* intrinsics (no CUDA headers needed).
#pragma once

#define GB_GLOBAL extern "C" __attribute__((global))
#define GB_DEVICE static __attribute__((device)) inline
#define GB_SHARED __attribute__((shared))

typedef unsigned int u32;
typedef unsigned long long u64;
typedef long long i64;

GB_DEVICE u32 thread_x() { return __nvvm_read_ptx_sreg_tid_x(); }
GB_DEVICE u32 block_dim_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
GB_DEVICE u32 block_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
GB_DEVICE u32 block_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
GB_DEVICE u32 block_z() { return __nvvm_read_ptx_sreg_ctaid_z(); }
GB_DEVICE u32 grid_dim_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
GB_DEVICE u32 grid_dim_y() { return __nvvm_read_ptx_sreg_nctaid_y(); }
GB_DEVICE void sync_block() { __nvvm_barrier_sync(0); }
GB_DEVICE void sync_warp() { __nvvm_bar_warp_sync(0xffffffffu); }
GB_DEVICE u64 mul_hi_u64(u64 a, u64 b) { return __nvvm_mulhi_ull(a, b); }
