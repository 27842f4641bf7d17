// lib/groebner_gpu/kernels/modular_elimination.cu - batched-prime Gaussian elimination mod 31-bit primes (dense RREF and sparse F4 trace replay).
//
// Method: Faugere's F4 (J. Pure Appl. Algebra 139, 1999) reduces Macaulay
// matrices; multi-modular codes (msolve, Berthomieu-Eder-Safey El Din 2021)
// learn the pivot pattern with one prime and replay it for many. Here every
// prime owns one CUDA block (dense, many primes) or a slice of a grid (dense,
// few large primes), or one thread (sparse replay: coefficients interleaved
// by prime, so a warp works on 32 primes of the same row in lock step).
// Residues are 31-bit, products 64-bit; the inner update uses Barrett or
// Montgomery reduction, compiled as two entry points so the host can pick the
// faster one (the benchmark measures both). The blocked dense update also
// has a tensor-core form: exact 8-bit products of the residues' bytes.
//
// Compiled once, offline, by regenerate.sh (clang -x cuda, no CUDA headers);
// the library ships the LLVM IR and lowers it to PTX at run time.
#include "device_builtins.h"
#include "modular_abi.h"

// ---- modular arithmetic -----------------------------------------------------

GB_DEVICE u32 sub_mod(u32 a, u32 b, u32 p) { return a >= b ? a - b : a + p - b; }

GB_DEVICE u32 barrett_mul(u32 a, u32 b, const GbPrime &q) {
  u64 t = (u64)a * b;
  u64 quo = mul_hi_u64(t, q.mu);
  u64 r = t - quo * q.p; // quo undershoots by at most one
  return (u32)(r >= q.p ? r - q.p : r);
}

// REDC(t) = t / 2^32 mod p for t < p * 2^32.
GB_DEVICE u32 montgomery_redc(u64 t, const GbPrime &q) {
  u32 m = (u32)t * q.minv;
  u64 u = (t + (u64)m * q.p) >> 32;
  return (u32)(u >= q.p ? u - q.p : u);
}
// a * b mod p when `a_mont` is a in Montgomery form (a * 2^32 mod p).
GB_DEVICE u32 montgomery_mul(u32 a_mont, u32 b, const GbPrime &q) {
  return montgomery_redc((u64)a_mont * b, q);
}
GB_DEVICE u32 to_montgomery(u32 a, const GbPrime &q) {
  return montgomery_redc((u64)a * q.r2, q);
}

// Inverse of a (0 < a < p) by the extended Euclidean algorithm; the
// remainders fit 32 bits, so the divisions are 32-bit (a 64-bit division is
// a long software sequence on the GPU, and this sits on every pivot's path).
GB_DEVICE u32 inverse_mod(u32 a, u32 p) {
  i64 t = 0, nt = 1;
  u32 r = p, nr = a;
  while (nr != 0) {
    u32 k = r / nr;
    i64 tmp = t - (i64)k * nt; t = nt; nt = tmp;
    u32 rem = r - k * nr; r = nr; nr = rem;
  }
  return (u32)(t < 0 ? t + p : t);
}

// The multiplier a prepared for the inner update, and the update itself:
// x - mult * y mod p. Barrett keeps mult plain; Montgomery converts it once
// per row so that the inner loop pays one REDC and no conversion.
struct Barrett {
  GB_DEVICE u32 prepare(u32 a, const GbPrime &) { return a; }
  GB_DEVICE u32 update(u32 x, u32 mult, u32 y, const GbPrime &q) {
    return sub_mod(x, barrett_mul(mult, y, q), q.p);
  }
};
struct Montgomery {
  GB_DEVICE u32 prepare(u32 a, const GbPrime &q) { return to_montgomery(a, q); }
  GB_DEVICE u32 update(u32 x, u32 mult, u32 y, const GbPrime &q) {
    return sub_mod(x, montgomery_mul(mult, y, q), q.p);
  }
};

// ---- block-wide pivot search --------------------------------------------------

// The smallest row index i in [from, n) with a[i * ld + c] != 0, or n.
// Deterministic (first nonzero), so the pivot order equals the CPU's.
GB_DEVICE u32 find_pivot_row(const u32 *a, u32 n, u64 ld, u32 c, u32 from, u32 *scratch) {
  u32 tid = thread_x(), bd = block_dim_x();
  u32 best = n;
  for (u32 i = from + tid; i < n; i += bd) {
    if (a[(u64)i * ld + c] != 0) { best = i; break; }
  }
  scratch[tid] = best;
  sync_block();
  for (u32 s = bd / 2; s > 0; s >>= 1) {
    if (tid < s && scratch[tid + s] < scratch[tid]) scratch[tid] = scratch[tid + s];
    sync_block();
  }
  u32 result = scratch[0];
  sync_block(); // scratch is reused by the next call
  return result;
}

// Swaps rows r and pr from column c on, and scales row r so that a[r][c] = 1.
GB_DEVICE void swap_and_normalise(u32 *a, u32 m, u64 ld, u32 c, u32 r, u32 pr, const GbPrime &q,
                                  u32 *inv_slot) {
  u32 tid = thread_x(), bd = block_dim_x();
  u32 *row = a + (u64)r * ld;
  if (pr != r) {
    u32 *other = a + (u64)pr * ld;
    for (u32 j = c + tid; j < m; j += bd) {
      u32 t = row[j]; row[j] = other[j]; other[j] = t;
    }
  }
  sync_block();
  if (tid == 0) *inv_slot = to_montgomery(inverse_mod(row[c], q.p), q);
  sync_block();
  u32 inv = *inv_slot;
  for (u32 j = c + tid; j < m; j += bd) row[j] = montgomery_mul(inv, row[j], q);
  sync_block();
}

// ---- (a) dense RREF, one block per (matrix, prime) ---------------------------

// Whole reduced row echelon form of the n x m matrix of prime blockIdx.x (at
// mats + blockIdx.x * stride, row stride ld), in place, with no host round
// trip: pivot search, swap, normalisation, elimination above and below.
// pivcols[blockIdx.x * m + k] receives the column of the k-th pivot,
// rank[blockIdx.x] the rank. blockDim.x must be a power of two >= 32.
template <class R>
GB_DEVICE void rref_block(u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                          u32 *pivcols, u32 *rank) {
  GB_SHARED u32 scratch[1024];
  GB_SHARED u32 inv_slot;
  R red;
  u32 k = block_x();
  GbPrime q = primes[k];
  u32 *a = mats + k * stride;
  u32 tid = thread_x(), bd = block_dim_x();
  u32 lane = tid & 31u, warp = tid >> 5, warps = bd >> 5;
  u32 r = 0;
  for (u32 c = 0; c < m && r < n; ++c) {
    u32 pr = find_pivot_row(a, n, ld, c, r, scratch);
    if (pr == n) continue;
    swap_and_normalise(a, m, ld, c, r, pr, q, &inv_slot);
    const u32 *prow = a + (u64)r * ld;
    // One warp per row; the row's multiplier is read by every lane before
    // lane 0 clears the pivot column, so the update never reads a stale slot.
    for (u32 i = warp; i < n; i += warps) {
      if (i == r) continue;
      u32 *row = a + (u64)i * ld;
      u32 f = row[c];
      sync_warp();
      if (f == 0) continue;
      u32 mult = red.prepare(f, q);
      for (u32 j = c + 1 + lane; j < m; j += 32) row[j] = red.update(row[j], mult, prow[j], q);
      if (lane == 0) row[c] = 0;
    }
    if (tid == 0) pivcols[(u64)k * m + r] = c;
    ++r;
    sync_block();
  }
  if (tid == 0) rank[k] = r;
}

GB_GLOBAL void gb_rref_block_barrett(u32 *mats, u32 n, u32 m, u64 ld, u64 stride,
                                     const GbPrime *primes, u32 *pivcols, u32 *rank) {
  rref_block<Barrett>(mats, n, m, ld, stride, primes, pivcols, rank);
}
GB_GLOBAL void gb_rref_block_montgomery(u32 *mats, u32 n, u32 m, u64 ld, u64 stride,
                                        const GbPrime *primes, u32 *pivcols, u32 *rank) {
  rref_block<Montgomery>(mats, n, m, ld, stride, primes, pivcols, rank);
}

// ---- (a') dense RREF for few large matrices: two kernels per column ---------

// Per-prime state carried between the launches of one elimination:
// StepState (modular_abi.h, shared with the host).

// Column c for prime blockIdx.x: find the pivot, swap it up, normalise it and
// save the column's multipliers (in the reduction's prepared form) so the
// elimination kernel can update column c itself without a race.
template <class R>
GB_DEVICE void pivot_step(u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                          StepState *state, u32 *colbuf, u32 *pivcols, u32 c) {
  GB_SHARED u32 scratch[1024];
  GB_SHARED u32 inv_slot;
  R red;
  u32 k = block_x();
  GbPrime q = primes[k];
  u32 *a = mats + k * stride;
  u32 tid = thread_x(), bd = block_dim_x();
  u32 r = state[k].next_row;
  u32 pr = r < n ? find_pivot_row(a, n, ld, c, r, scratch) : n;
  if (pr == n) {
    if (tid == 0) state[k].pivot_row = ~0u;
    return;
  }
  swap_and_normalise(a, m, ld, c, r, pr, q, &inv_slot);
  u32 *cb = colbuf + (u64)k * n;
  for (u32 i = tid; i < n; i += bd) cb[i] = i == r ? 0 : red.prepare(a[(u64)i * ld + c], q);
  if (tid == 0) {
    pivcols[(u64)k * m + r] = c;
    state[k].pivot_row = r;
    state[k].next_row = r + 1;
  }
}

GB_GLOBAL void gb_pivot_step_barrett(u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                                     StepState *state, u32 *colbuf, u32 *pivcols, u32 c) {
  pivot_step<Barrett>(mats, n, m, ld, stride, primes, state, colbuf, pivcols, c);
}
GB_GLOBAL void gb_pivot_step_montgomery(u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                                        StepState *state, u32 *colbuf, u32 *pivcols, u32 c) {
  pivot_step<Montgomery>(mats, n, m, ld, stride, primes, state, colbuf, pivcols, c);
}

// Rank-one update of every row but the pivot row from column c on; grid
// (column tiles, row tiles, primes), each thread one column of `rows_per_block`
// rows so the pivot row's entry stays in a register.
template <class R>
GB_DEVICE void eliminate_step(u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                              const StepState *state, const u32 *colbuf, u32 c, u32 rows_per_block) {
  R red;
  u32 k = block_z();
  u32 pr = state[k].pivot_row;
  if (pr == ~0u) return;
  u32 j = c + block_x() * block_dim_x() + thread_x();
  if (j >= m) return;
  GbPrime q = primes[k];
  u32 *a = mats + k * stride;
  const u32 *cb = colbuf + (u64)k * n;
  u32 y = a[(u64)pr * ld + j];
  u32 i0 = block_y() * rows_per_block;
  u32 i1 = i0 + rows_per_block < n ? i0 + rows_per_block : n;
  for (u32 i = i0; i < i1; ++i) {
    u32 mult = cb[i];
    if (mult == 0) continue; // the pivot row itself has a zero multiplier
    u32 *x = a + (u64)i * ld + j;
    *x = red.update(*x, mult, y, q);
  }
}

GB_GLOBAL void gb_eliminate_step_barrett(u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                                         const StepState *state, const u32 *colbuf, u32 c, u32 rows_per_block) {
  eliminate_step<Barrett>(mats, n, m, ld, stride, primes, state, colbuf, c, rows_per_block);
}
GB_GLOBAL void gb_eliminate_step_montgomery(u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                                            const StepState *state, const u32 *colbuf, u32 c, u32 rows_per_block) {
  eliminate_step<Montgomery>(mats, n, m, ld, stride, primes, state, colbuf, c, rows_per_block);
}

// ---- (a'') dense RREF for few large matrices: blocked (panel) Gauss-Jordan --

// The rank-one updates of (a') read and write the whole trailing matrix once
// per pivot; here GB_PANEL columns are eliminated at a time and the trailing
// matrix is updated once per panel by a product, so its traffic drops by the
// panel width and the work becomes a dense multiply-accumulate.
//
// Rows never move: a pivot row is marked (rowpiv[i] = its pivot index) and the
// rows are put in echelon order once, at the end (gb_panel_gather). For a
// panel of columns [c0, c0 + bw) with pivots in rows pi_0..pi_{r-1} at panel
// columns t_0..t_{r-1}, let C_i = the row's panel entries at those columns as
// the panel began and K = (C_{pi_k})_k (invertible: the pivot rows are
// independent at the pivot columns). Gauss-Jordan on the whole matrix then
// gives, on the columns from c0 on,
//   W = K^-1 A_pi                           (the new pivot rows),
//   A_i <- A_i - C_i W                      (every other row),
// so gb_panel_factor only finds the pivots and K^-1 (one block per prime),
// gb_panel_w forms W and gb_panel_update applies it, the panel included.
// GB_PANEL and PanelState: modular_abi.h (shared with the host).
#define GB_NONE 0xffffffffu

GB_DEVICE u32 mul_mod(u32 a, u32 b, const GbPrime &q) { return montgomery_mul(to_montgomery(a, q), b, q); }

// acc (< 2^63) + x * y (< 2^62) kept below 2^63 by subtracting a multiple of
// p close to 2^63 (m63 = p * floor(2^63 / p) = p * (mu >> 1)).
GB_DEVICE u64 mac_mod(u64 acc, u32 x, u32 y, u64 m63) {
  acc += (u64)x * y;
  return acc >= (1ull << 63) ? acc - m63 : acc;
}
// acc + x y + e v for acc < 2^63 and x, y, e, v < p < 2^31, kept below 2^63 the same way
// (the sum stays below 2^64 - 2^33 + 2, minus m63 > 2^63 - 2^31 it is below 2^63).
GB_DEVICE u64 mac2_mod(u64 acc, u32 x, u32 y, u32 e, u32 v, u64 m63) {
  acc += (u64)x * y + (u64)e * v;
  return acc >= (1ull << 63) ? acc - m63 : acc;
}
// acc mod p for acc < 2^63 (Barrett with mu = floor(2^64 / p)).
GB_DEVICE u32 reduce_u63(u64 acc, const GbPrime &q) {
  u64 r = acc - mul_hi_u64(acc, q.mu) * q.p; // < 2p
  return (u32)(r >= q.p ? r - q.p : r);
}

// Shoup's precomputed quotient y' = floor(y 2^32 / p) of a multiplicand y < p
// that many products share (a pivot row's entry): then f y mod p needs only
// 32-bit products, f y - floor(f y' / 2^32) p in [0, 2p), about half the
// instructions of a Montgomery or Barrett product.
GB_DEVICE u32 shoup_quotient(u32 y, const GbPrime &q) {
  u64 num = (u64)y << 32;
  u64 quo = mul_hi_u64(num, q.mu); // floor(num / p) or one less
  return (u32)(num - quo * q.p >= q.p ? quo + 1 : quo);
}
// f y mod p, with yq = shoup_quotient(y).
GB_DEVICE u32 shoup_mul(u32 f, u32 y, u32 yq, u32 p) {
  u32 r = f * y - __nvvm_mulhi_ui(f, yq) * p;
  return r >= p ? r - p : r;
}
// x - f y mod p, with yq = shoup_quotient(y).
GB_DEVICE u32 shoup_sub(u32 x, u32 f, u32 y, u32 yq, u32 p) { return sub_mod(x, shoup_mul(f, y, yq, p), p); }

// The smallest value of v over the block (blockDim.x a multiple of 32).
GB_DEVICE u32 block_min(u32 v, u32 *scratch) {
  u32 tid = thread_x(), warps = block_dim_x() >> 5;
  v = __nvvm_redux_sync_umin(v, 0xffffffffu);
  if ((tid & 31u) == 0) scratch[tid >> 5] = v;
  sync_block();
  u32 r = GB_NONE;
  for (u32 w = 0; w < warps; ++w) r = scratch[w] < r ? scratch[w] : r;
  sync_block(); // scratch is reused by the next call
  return r;
}

// Panel [c0, c0 + bw) of prime blockIdx.x (bw <= GB_PANEL): which rows are
// its pivots, at which columns, and K^-1. Nothing of A is written here
// (gb_panel_w saves the panel, gb_panel_update reduces it with the trailing
// columns), so the kernel only finds the pivots. It keeps the pivot rows seen
// so far as an echelon basis of the panel (16 entries each, shared memory)
// and reads the free rows a chunk of blockDim at a time, a thread per row:
// every row of the chunk is reduced by the basis, then the first nonzero row
// joins it, the others are reduced by the newcomer, and so on. A full-rank
// panel finds its pivots in the first chunk it reads (it starts at the first
// free row, kept in the state); only a rank-deficient one reads every free
// row. (The first version reduced the whole n x 16 panel column after
// column in one block: half of the 4096^2 RREF's time.)
//
// Which nonzero row joins does not matter: the pivot columns are the leading
// columns of the space the free rows span, and the RREF is unique. Each
// vector is zero at the others' pivot columns, so reducing by them takes
// them in any order. Nothing is normalised (x <- d x - f v, with d the
// vector's pivot entry): an inverse is a chain of ~20 dependent divisions,
// and the 16 of a panel, one per newcomer, were most of this kernel's time.
// K^-1 divides by the 16 pivots once, in parallel, at the end.

// x <- d x - f y mod p with d = y[t], f = x[t] (so x[t] becomes 0); yq
// holds the Shoup quotients of y.
GB_DEVICE void reduce_by(u32 (&x)[GB_PANEL], const u32 *y, const u32 *yq, u32 t, u32 p) {
  u32 f = 0;
#pragma unroll
  for (u32 j = 0; j < GB_PANEL; ++j) f = j == t ? x[j] : f;
  if (f == 0) return;
  u32 d = y[t], dq = yq[t];
#pragma unroll
  for (u32 j = 0; j < GB_PANEL; ++j) x[j] = shoup_sub(shoup_mul(x[j], d, dq, p), f, y[j], yq[j], p);
}

GB_GLOBAL void gb_panel_factor(const u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                               u32 *rowpiv, u32 *pivrows, u32 *pivcols, const PanelState *prev_states,
                               PanelState *states, u32 c0, u32 bw) {
  GB_SHARED u32 scratch[32];
  GB_SHARED u32 basis[GB_PANEL][GB_PANEL], bquo[GB_PANEL][GB_PANEL]; // vectors, their Shoup quotients
  GB_SHARED u32 bcol[GB_PANEL], brow[GB_PANEL];                     // pivot column, row of A
  GB_SHARED u32 aug[GB_PANEL][2 * GB_PANEL], prow[2][2 * GB_PANEL];
  u32 k = block_x();
  GbPrime q = primes[k];
  const u32 *a = mats + k * stride;
  u32 *rp = rowpiv + (u64)k * n;
  PanelState *st = states + k; // this panel's; the previous panel's (rank, first free row) is prev_states[k]
  u32 tid = thread_x(), bd = block_dim_x();
  u32 rank0 = prev_states[k].rank, count = 0, base = prev_states[k].first_free, free_row = GB_NONE;
  for (; base < n && count < bw; base += bd) {
    u32 i = base + tid;
    bool live = i < n && rp[i] == GB_NONE, chosen = false;
    u32 x[GB_PANEL];
#pragma unroll
    for (u32 j = 0; j < GB_PANEL; ++j) x[j] = live && j < bw ? a[(u64)i * ld + c0 + j] : 0;
    for (u32 b = 0; b < count; ++b) reduce_by(x, basis[b], bquo[b], bcol[b], q.p);
    while (count < bw) {
      bool nz = false;
#pragma unroll
      for (u32 j = 0; j < GB_PANEL; ++j) nz |= x[j] != 0;
      u32 cand = block_min(nz ? i : GB_NONE, scratch);
      if (cand == GB_NONE) break;
      if (i == cand) { // joins the basis; its pivot is its first nonzero column
        u32 t = 0;
#pragma unroll
        for (u32 j = GB_PANEL; j-- > 0;) t = x[j] != 0 ? j : t;
#pragma unroll
        for (u32 j = 0; j < GB_PANEL; ++j) {
          basis[count][j] = x[j];
          bquo[count][j] = shoup_quotient(x[j], q);
          x[j] = 0;
        }
        bcol[count] = t;
        brow[count] = i;
        chosen = true;
      }
      sync_block();
      if (tid < count) { // the older vectors lose the newcomer's column
        u32 v[GB_PANEL];
#pragma unroll
        for (u32 j = 0; j < GB_PANEL; ++j) v[j] = basis[tid][j];
        reduce_by(v, basis[count], bquo[count], bcol[count], q.p);
#pragma unroll
        for (u32 j = 0; j < GB_PANEL; ++j) {
          basis[tid][j] = v[j];
          bquo[tid][j] = shoup_quotient(v[j], q);
        }
      }
      reduce_by(x, basis[count], bquo[count], bcol[count], q.p);
      ++count;
      sync_block(); // the basis is complete for this round before anyone reads it again
    }
    if (live && !chosen && i < free_row) free_row = i;
  }
  // The first free row from here on: the lowest free row read, else the
  // first row not read.
  free_row = block_min(free_row, scratch);
  // The pivots keep the order they were found in (rows, cols, K^-1 of the
  // state); their echelon index is their rank by column (slot maps it back).
  if (tid < count) {
    u32 s = 0;
    for (u32 r = 0; r < count; ++r) s += bcol[r] < bcol[tid];
    rp[brow[tid]] = rank0 + s;
    pivrows[(u64)k * n + rank0 + s] = brow[tid];
    pivcols[(u64)k * m + rank0 + s] = c0 + bcol[tid];
    st->rows[tid] = brow[tid];
    st->cols[tid] = bcol[tid];
    st->slot[s] = tid;
  }
  // K^-1 by fraction-free Gauss-Jordan on [K | I], K = (A_pi at the pivot
  // columns, as the panel began), rows and columns in the order found: the
  // c-th pivot is nonzero where it stands (it is the c-th vector's pivot
  // entry up to the scalings), so there is no pivot search; at the end K is
  // diagonal and each row is divided by its entry. Warp w takes rows w, w +
  // warps, ..., a lane per augmented column; row c is published in
  // prow[c & 1], so one barrier per column suffices.
  u32 lane = tid & 31u, warp = tid >> 5, warps = bd >> 5;
  for (u32 r = warp; r < count; r += warps)
    aug[r][lane] = lane < GB_PANEL ? (lane < count ? a[(u64)brow[r] * ld + c0 + bcol[lane]] : 0)
                                   : (lane - GB_PANEL == r ? 1u : 0u);
  for (u32 c = 0; c < count; ++c) {
    if (warp == c % warps) prow[c & 1][lane] = aug[c][lane];
    sync_block();
    u32 d = to_montgomery(prow[c & 1][c], q);
    for (u32 r = warp; r < count; r += warps) {
      if (r == c) continue;
      u32 f = aug[r][c];
      sync_warp(); // every lane has read column c before lane c rewrites it
      if (f != 0)
        aug[r][lane] = sub_mod(montgomery_mul(d, aug[r][lane], q), mul_mod(f, prow[c & 1][lane], q), q.p);
    }
  }
  sync_block();
  for (u32 r = warp; r < count; r += warps) {
    u32 inv = to_montgomery(inverse_mod(aug[r][r], q.p), q);
    if (lane < GB_PANEL) st->kinv[r * GB_PANEL + lane] = montgomery_mul(inv, aug[r][GB_PANEL + lane], q);
  }
  if (tid == 0) {
    st->count = count;
    st->rank = rank0 + count;
    st->first_free = free_row < base ? free_row : (base < n ? base : n);
  }
}

// W = K^-1 A_pi on the columns [c0, m) (the panel's too: the identity at
// the pivot columns), one thread per column; blocks past the column tiles
// save the panel as it was (cbuf, n x GB_PANEL) for gb_panel_update, which
// overwrites it. Grid (column tiles + save tiles, 1, primes). W is
// GB_PANEL x m per prime (row-major, ld m).
GB_GLOBAL void gb_panel_w(const u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes,
                          const PanelState *states, u32 *wbuf, u32 *cbuf, u32 c0, u32 bw) {
  GB_SHARED u32 kinv[GB_PANEL * GB_PANEL];
  u32 k = block_z();
  const PanelState *st = states + k;
  u32 count = st->count;
  if (count == 0) return;
  u32 tid = thread_x();
  const u32 *a = mats + k * stride;
  u32 wtiles = (m - c0 + block_dim_x() - 1) / block_dim_x();
  if (block_x() >= wtiles) {
    u32 *cb = cbuf + (u64)k * n * GB_PANEL;
    for (u32 e = (block_x() - wtiles) * block_dim_x() + tid; e < n * GB_PANEL;
         e += (grid_dim_x() - wtiles) * block_dim_x()) {
      u32 i = e / GB_PANEL, j = e % GB_PANEL;
      if (j < bw) cb[e] = a[(u64)i * ld + c0 + j];
    }
    return;
  }
  for (u32 x = tid; x < GB_PANEL * GB_PANEL; x += block_dim_x()) kinv[x] = st->kinv[x];
  sync_block();
  u32 j = c0 + block_x() * block_dim_x() + tid;
  if (j >= m) return;
  GbPrime q = primes[k];
  u64 m63 = (q.mu >> 1) * q.p;
  u32 old[GB_PANEL];
  for (u32 l = 0; l < GB_PANEL; ++l) old[l] = l < count ? a[(u64)st->rows[l] * ld + j] : 0;
  u32 *w = wbuf + (u64)k * GB_PANEL * m;
  for (u32 r = 0; r < count; ++r) {
    u64 acc = 0;
    for (u32 l = 0; l < GB_PANEL; ++l) acc = mac_mod(acc, kinv[r * GB_PANEL + l], old[l], m63);
    w[(u64)r * m + j] = reduce_u63(acc, q);
  }
}

// A_i <- A_i - C_i W on the columns [c0, cend) (the pivot rows of the panel
// become W): grid (column tiles of 64, row tiles of 64, primes), 256 threads,
// each 8 rows x 2 columns; a warp covers 32 consecutive columns of a row.
// Four blocks per SM: 64 registers (ptxas spills 72 bytes to L1). Left to
// itself ptxas took 90 registers and two blocks per SM; on the H200 the
// 4096^2 RREF for 16 primes went from 777 ms to 615-645 ms (three blocks:
// 650-675 ms).
#define GB_TILE 64u
GB_GLOBAL __attribute__((launch_bounds(256, 4))) void gb_panel_update(
    u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes, const u32 *rowpiv, const u32 *cbuf,
    const PanelState *states, const u32 *wbuf, u32 c0, u32 cend) {
  GB_SHARED u32 cs[GB_TILE][GB_PANEL]; // p - C_i at the panel's pivot columns
  GB_SHARED u32 ws[GB_PANEL][GB_TILE];
  GB_SHARED u32 own[GB_TILE];          // k when the row is the panel's k-th pivot, else GB_NONE
  u32 k = block_z();
  const PanelState *st = states + k;
  u32 count = st->count;
  if (count == 0) return;
  GbPrime q = primes[k];
  u64 m63 = (q.mu >> 1) * q.p;
  u32 rank0 = st->rank - count;
  u32 tid = thread_x();
  u32 row0 = block_y() * GB_TILE, col0 = c0 + block_x() * GB_TILE;
  const u32 *rp = rowpiv + (u64)k * n, *cb = cbuf + (u64)k * n * GB_PANEL;
  const u32 *w = wbuf + (u64)k * GB_PANEL * m;
  for (u32 x = tid; x < GB_TILE * GB_PANEL; x += block_dim_x()) {
    u32 r = x / GB_PANEL, l = x % GB_PANEL, i = row0 + r;
    u32 c = i < n && l < count ? cb[(u64)i * GB_PANEL + st->cols[l]] : 0;
    cs[r][l] = c == 0 ? 0 : q.p - c;
    u32 wl = x / GB_TILE, wc = x % GB_TILE, j = col0 + wc;
    ws[wl][wc] = wl < count && j < cend ? w[(u64)wl * m + j] : 0;
  }
  for (u32 r = tid; r < GB_TILE; r += block_dim_x()) {
    u32 i = row0 + r, g = i < n ? rp[i] : GB_NONE;
    own[r] = g != GB_NONE && g >= rank0 && g < rank0 + count ? st->slot[g - rank0] : GB_NONE;
  }
  sync_block();
  u32 *a = mats + k * stride;
  // Thread (tr, tc): rows tr + 8 s (s < 8), columns tc and tc + 32 of the
  // tile; the 16 accumulators stay in registers, W's two entries per l are
  // loaded once for eight rows and C_i[l] is a broadcast.
  u32 tc = tid & 31u, tr = tid >> 5;
  u64 acc[8][2];
#pragma unroll
  for (u32 s = 0; s < 8; ++s)
    for (u32 b = 0; b < 2; ++b) {
      u32 i = row0 + tr + 8 * s, j = col0 + tc + 32 * b;
      acc[s][b] = i < n && j < cend ? a[(u64)i * ld + j] : 0;
    }
  // Two products per reduction: below 2^63 before, two products below
  // 2^62 - 2^32 each keep it below 2^64, and one subtraction of m63 (>
  // 2^63 - 2^31) brings it below 2^63 again. Entries past `count` are zero.
#pragma unroll 1
  for (u32 l = 0; l < count; l += 2) {
    u32 w0 = ws[l][tc], w1 = ws[l][tc + 32], v0 = ws[l + 1][tc], v1 = ws[l + 1][tc + 32];
#pragma unroll
    for (u32 s = 0; s < 8; ++s) {
      u32 c = cs[tr + 8 * s][l], e = cs[tr + 8 * s][l + 1];
      acc[s][0] = mac2_mod(acc[s][0], c, w0, e, v0, m63);
      acc[s][1] = mac2_mod(acc[s][1], c, w1, e, v1, m63);
    }
  }
#pragma unroll
  for (u32 s = 0; s < 8; ++s)
    for (u32 b = 0; b < 2; ++b) {
      u32 rr = tr + 8 * s, cc = tc + 32 * b, i = row0 + rr, j = col0 + cc;
      if (i >= n || j >= cend) continue;
      a[(u64)i * ld + j] = own[rr] != GB_NONE ? ws[own[rr]][cc] : reduce_u63(acc[s][b], q);
    }
}

// The same update on the tensor cores (sm_72+ integer MMA, 8-bit operands,
// 32-bit accumulators). Each residue splits into four bytes, x = sum_a
// 2^(8a) x_a, so C W = sum_{a,b} 2^(8(a+b)) C_a W_b: sixteen exact byte
// products of k = 16 (each entry <= 16 * 255^2 < 2^20), accumulated by
// diagonal d = a + b into G_d (<= 4 of them: < 2^22). Per entry the SIMT
// kernel spends sixteen 64-bit multiply-accumulates with their
// reductions; here the seven sums are folded by 32-bit shifts, three wide
// multiply-adds and one Barrett reduction:
//   x = A + G0 + 2^8 G1 (< 2^32),  t = G2 + 2^8 G3,  u = G4 + 2^8 G5 (< 2^31)
//   T = x + 2^16 t + (2^32 mod p) u + (2^48 mod p) G6 < 2^47 + 2^61 + 2^51 < 2^62
// and A - C W = T mod p, with the C_i negated (p - C_i) as in the SIMT kernel.
// The tile is staged in shared memory (rows and columns past the matrix
// read as zero, nothing past it is written), so the fragments' thread
// layout, which the ISA leaves unspecified, never matters: every fragment
// here has the same shape, so the entries line up element by element.
// Tile 64 x 64 per block as above, 256 threads; warp w takes the 16 x 16
// sub-tiles 2w and 2w + 1.
#define GB_TLD 72u // row stride of the staged tile: 32-byte aligned rows, fewer bank conflicts than 64
GB_GLOBAL __attribute__((launch_bounds(256, 4))) void gb_panel_update_mma(
    u32 *mats, u32 n, u32 m, u64 ld, u64 stride, const GbPrime *primes, const u32 *rowpiv, const u32 *cbuf,
    const PanelState *states, const u32 *wbuf, u32 c0, u32 cend) {
  GB_SHARED __attribute__((aligned(32))) u32 tile[GB_TILE][GB_TLD];
  GB_SHARED __attribute__((aligned(32))) unsigned char cl[4][GB_TILE][GB_PANEL]; // bytes of p - C_i, row-major
  GB_SHARED __attribute__((aligned(32))) unsigned char wl[4][GB_TILE][GB_PANEL]; // bytes of W, column-major
  GB_SHARED u32 own[GB_TILE];
  u32 k = block_z();
  const PanelState *st = states + k;
  u32 count = st->count;
  if (count == 0) return;
  GbPrime q = primes[k];
  u32 rank0 = st->rank - count;
  u32 tid = thread_x(), bd = block_dim_x();
  u32 row0 = block_y() * GB_TILE, col0 = c0 + block_x() * GB_TILE;
  const u32 *rp = rowpiv + (u64)k * n, *cb = cbuf + (u64)k * n * GB_PANEL;
  const u32 *w = wbuf + (u64)k * GB_PANEL * m;
  u32 *a = mats + k * stride;
  for (u32 x = tid; x < GB_TILE * GB_PANEL; x += bd) {
    u32 r = x / GB_PANEL, l = x % GB_PANEL, i = row0 + r;
    u32 c = i < n && l < count ? cb[(u64)i * GB_PANEL + st->cols[l]] : 0;
    c = c == 0 ? 0 : q.p - c;
    u32 wr = x / GB_TILE, wc = x % GB_TILE, j = col0 + wc; // coalesced along W's rows
    u32 v = wr < count && j < cend ? w[(u64)wr * m + j] : 0;
#pragma unroll
    for (u32 b = 0; b < 4; ++b) {
      cl[b][r][l] = (unsigned char)(c >> (8 * b));
      wl[b][wc][wr] = (unsigned char)(v >> (8 * b));
    }
  }
  for (u32 r = tid; r < GB_TILE; r += bd) {
    u32 i = row0 + r, g = i < n ? rp[i] : GB_NONE;
    own[r] = g != GB_NONE && g >= rank0 && g < rank0 + count ? st->slot[g - rank0] : GB_NONE;
  }
  // The tile's 16 loads per thread are issued together, then staged.
  u32 av[GB_TILE * GB_TILE / 256];
#pragma unroll
  for (u32 s = 0; s < GB_TILE * GB_TILE / 256; ++s) {
    u32 x = tid + 256 * s, i = row0 + x / GB_TILE, j = col0 + x % GB_TILE;
    av[s] = i < n && j < cend ? a[(u64)i * ld + j] : 0;
  }
#pragma unroll
  for (u32 s = 0; s < GB_TILE * GB_TILE / 256; ++s) tile[(tid + 256 * s) / GB_TILE][(tid + 256 * s) % GB_TILE] = av[s];
  sync_block();
  const u32 r32 = reduce_u63(1ull << 32, q), r48 = reduce_u63(1ull << 48, q);
  for (u32 s = 2 * (tid >> 5); s < 2 * (tid >> 5) + 2; ++s) {
    u32 sr = (s / 4) * 16, sc = (s % 4) * 16;
    int fa[4][2], fb[4][2], acc[8], g[8];
#pragma unroll
    for (u32 b = 0; b < 4; ++b) {
      __imma_m16n16k16_ld_a_u8(fa[b], (const int *)&cl[b][sr][0], GB_PANEL, 0);
      __imma_m16n16k16_ld_b_u8(fb[b], (const int *)&wl[b][sc][0], GB_PANEL, 1);
    }
    __imma_m16n16k16_ld_c(acc, (const int *)&tile[sr][sc], GB_TLD, 0);
    u32 lo[8], mid[8];
    u64 t64[8];
    // G_d = sum over a + b = d of C_a W_b, d = 0..6, each chain from zero.
#pragma unroll
    for (u32 d = 0; d < 7; ++d) {
#pragma unroll
      for (u32 e = 0; e < 8; ++e) g[e] = 0;
#pragma unroll
      for (u32 x = 0; x < 4; ++x)
        if (d >= x && d - x < 4) __imma_m16n16k16_mma_u8(g, fa[x], fb[d - x], g, 1, 0);
#pragma unroll
      for (u32 e = 0; e < 8; ++e) {
        u32 v = (u32)g[e];
        if (d == 0) lo[e] = (u32)acc[e] + v;
        else if (d == 1) lo[e] += v << 8;
        else if (d == 2) mid[e] = v;
        else if (d == 3) t64[e] = (u64)lo[e] + ((u64)(mid[e] + (v << 8)) << 16);
        else if (d == 4) mid[e] = v;
        else if (d == 5) t64[e] += (u64)(mid[e] + (v << 8)) * r32;
        else t64[e] += (u64)v * r48;
      }
    }
#pragma unroll
    for (u32 e = 0; e < 8; ++e) acc[e] = (int)reduce_u63(t64[e], q);
    __imma_m16n16k16_st_c_i32((int *)&tile[sr][sc], acc, GB_TLD, 0);
  }
  sync_block();
  for (u32 x = tid; x < GB_TILE * GB_TILE; x += bd) {
    u32 r = x / GB_TILE, c = x % GB_TILE, i = row0 + r, j = col0 + c;
    if (i >= n || j >= cend) continue;
    u32 v = tile[r][c];
    if (own[r] != GB_NONE) { // the panel's pivot row: its row of W
      u32 l = own[r];
      v = wl[0][c][l] | (u32)wl[1][c][l] << 8 | (u32)wl[2][c][l] << 16 | (u32)wl[3][c][l] << 24;
    }
    a[(u64)i * ld + j] = v;
  }
}

// out row g = the row of pivot g (g < rank), zero below: the echelon order.
// Grid (column tiles, row slices, primes); a block walks rows g, g + gridDim.y, ...
GB_GLOBAL void gb_panel_gather(const u32 *mats, u32 *out, u32 n, u32 m, u64 ld, u64 stride,
                               const u32 *pivrows, const PanelState *states) {
  u32 k = block_z();
  u32 j = block_x() * block_dim_x() + thread_x();
  if (j >= m) return;
  u32 rank = states[k].rank;
  const u32 *a = mats + k * stride;
  for (u32 g = block_y(); g < n; g += grid_dim_y())
    out[k * stride + (u64)g * ld + j] = g < rank ? a[(u64)pivrows[(u64)k * n + g] * ld + j] : 0;
}

// ---- (b) sparse F4 replay: a traced Macaulay matrix for many primes --------

// One column pattern for every prime, coefficients interleaved by prime (the
// value of term k of pool polynomial s for prime t is
// pool[(pool_off[s] + k) * nprimes + t]), so the 32 threads of a warp handle
// 32 primes of the same row in lock step and every load is coalesced. Row r
// of the step is a multiple of pool polynomial source[r]: its columns are
// cols[row_begin[r] ..), its coefficients those of the source, in order.
// Rows [0, npiv) are the known pivots (treated as monic, like the CPU).
//
// Phase 1, gb_replay_reduce: each row to reduce is reduced by the known
// pivots (dense accumulator per block and prime in `work`); the remainder on
// the columns without a known pivot (np_index[col] >= 0) goes to `dense`,
// laid out [prime][row][np column]. In tail mode the row keeps its leading
// entry, saved in leadval[row * nprimes + prime].
#define GB_NO_ROW 0xffffffffu
GB_GLOBAL void gb_replay_reduce(u32 nrows_todo, u32 npiv, u32 ncols, u32 nprimes, const GbPrime *primes,
                                const u32 *row_begin, const u32 *cols, const u32 *source,
                                const u64 *pool_off, const u32 *pool, const u32 *pivot_of_column,
                                const int *np_index, u32 nnp, u32 tail, u32 *work, u32 *dense,
                                u32 *leadval) {
  u32 t = block_y() * block_dim_x() + thread_x();
  if (t >= nprimes) return;
  GbPrime q = primes[t];
  u32 *acc = work + (u64)block_x() * ncols * nprimes;
  for (u32 r = block_x(); r < nrows_todo; r += grid_dim_x()) {
    u32 row = npiv + r;
    u32 *dst = dense + ((u64)t * nrows_todo + r) * nnp;
    for (u32 x = 0; x < nnp; ++x) dst[x] = 0;
    u32 b = row_begin[row], e = row_begin[row + 1];
    if (b == e) continue;
    u32 first = cols[b];
    for (u32 c = first; c < ncols; ++c) acc[(u64)c * nprimes + t] = 0;
    const u32 *src = pool + pool_off[source[row]] * nprimes;
    for (u32 x = b; x < e; ++x) acc[(u64)cols[x] * nprimes + t] = src[(u64)(x - b) * nprimes + t];
    u32 c = first;
    if (tail) {
      leadval[(u64)r * nprimes + t] = acc[(u64)c * nprimes + t];
      ++c;
    }
    for (; c < ncols; ++c) {
      u32 v = acc[(u64)c * nprimes + t];
      if (v == 0) continue;
      u32 pv = pivot_of_column[c];
      if (pv == GB_NO_ROW) {
        dst[np_index[c]] = v;
        continue;
      }
      u32 mult = to_montgomery(v, q);
      u32 pb = row_begin[pv], pe = row_begin[pv + 1];
      const u32 *psrc = pool + pool_off[source[pv]] * nprimes;
      for (u32 x = pb + 1; x < pe; ++x) {
        u32 *slot = acc + (u64)cols[x] * nprimes + t;
        *slot = sub_mod(*slot, montgomery_mul(mult, psrc[(u64)(x - pb) * nprimes + t], q), q.p);
      }
    }
  }
}

// Phase 2 (echelon mode), one block per prime: the rows to reduce in their
// order, each reduced by the new pivots of the rows before it and made monic
// (forward elimination without row exchanges: the same unique result as the
// CPU's sequential reduction, since each row ends up vanishing on every
// earlier lead).
GB_GLOBAL void gb_replay_echelon(u32 nrows_todo, u32 nnp, const GbPrime *primes, u32 *dense) {
  GB_SHARED u32 scratch[1024];
  GB_SHARED u32 inv_slot;
  u32 k = block_x();
  GbPrime q = primes[k];
  u32 *a = dense + (u64)k * nrows_todo * nnp;
  u32 tid = thread_x(), bd = block_dim_x();
  u32 lane = tid & 31u, warp = tid >> 5, warps = bd >> 5;
  for (u32 r = 0; r < nrows_todo; ++r) {
    u32 *row = a + (u64)r * nnp;
    u32 best = nnp;
    for (u32 j = tid; j < nnp; j += bd)
      if (row[j] != 0) { best = j; break; }
    scratch[tid] = best;
    sync_block();
    for (u32 s = bd / 2; s > 0; s >>= 1) {
      if (tid < s && scratch[tid + s] < scratch[tid]) scratch[tid] = scratch[tid + s];
      sync_block();
    }
    u32 lead = scratch[0];
    sync_block();
    if (lead == nnp) continue;
    if (tid == 0) inv_slot = to_montgomery(inverse_mod(row[lead], q.p), q);
    sync_block();
    u32 inv = inv_slot;
    for (u32 j = lead + tid; j < nnp; j += bd) row[j] = montgomery_mul(inv, row[j], q);
    sync_block();
    for (u32 i = r + 1 + warp; i < nrows_todo; i += warps) {
      u32 *x = a + (u64)i * nnp;
      u32 f = x[lead];
      sync_warp();
      if (f == 0) continue;
      u32 mult = to_montgomery(f, q);
      for (u32 j = lead + 1 + lane; j < nnp; j += 32) x[j] = sub_mod(x[j], montgomery_mul(mult, row[j], q), q.p);
      if (lane == 0) x[lead] = 0;
    }
    sync_block();
  }
}

// Phase 3, one thread per (row, prime): checks the reduced row against the
// trace (its lead must be the learned one, its terms inside the learned
// shape out_cols[out_begin[r] ..)) and writes its coefficients into the pool
// as polynomial out_pool + r. A prime that breaks the trace gets bad[t] = 1
// (unlucky), as the CPU replay would report.
GB_GLOBAL void gb_replay_gather(u32 nrows_todo, u32 nnp, u32 nprimes, const GbPrime *primes,
                                const u32 *dense, const u32 *leadval, u32 tail, const u32 *np_cols,
                                const u32 *first_col, const u32 *expected, const u32 *out_begin,
                                const u32 *out_cols, const u64 *pool_off, u32 out_pool, u32 *pool,
                                u32 *bad) {
  u32 t = block_y() * block_dim_x() + thread_x();
  u32 r = block_x();
  if (t >= nprimes || r >= nrows_todo) return;
  GbPrime q = primes[t];
  const u32 *a = dense + ((u64)t * nrows_todo + r) * nnp;
  u32 ob = out_begin[r], oe = out_begin[r + 1];
  u32 *dst = pool + pool_off[out_pool + r] * nprimes;
  for (u32 k = 0; k < oe - ob; ++k) dst[(u64)k * nprimes + t] = 0;
  u32 k = ob;
  u32 scale = to_montgomery(1, q);
  u32 x = 0;
  if (tail) {
    u32 lv = leadval[(u64)r * nprimes + t];
    u32 lc = first_col[r];
    if (lv == 0 || lc != expected[r] || k == oe || out_cols[k] != lc) { bad[t] = 1; return; }
    scale = to_montgomery(inverse_mod(lv, q.p), q);
    dst[(u64)(k - ob) * nprimes + t] = 1;
    ++k;
  } else {
    while (x < nnp && a[x] == 0) ++x;
    u32 lead = x < nnp ? np_cols[x] : GB_NO_ROW;
    if (lead != expected[r]) { bad[t] = 1; return; }
  }
  for (; x < nnp; ++x) {
    u32 v = a[x];
    if (v == 0) continue;
    u32 col = np_cols[x];
    while (k < oe && out_cols[k] < col) ++k;
    if (k == oe || out_cols[k] != col) { bad[t] = 1; return; }
    dst[(u64)(k - ob) * nprimes + t] = montgomery_mul(scale, v, q);
  }
}
