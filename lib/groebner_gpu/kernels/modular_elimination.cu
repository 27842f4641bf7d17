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
// faster one (the benchmark measures both).
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

// Inverse of a (0 < a < p) by the extended Euclidean algorithm.
GB_DEVICE u32 inverse_mod(u32 a, u32 p) {
  i64 t = 0, nt = 1, r = p, nr = a;
  while (nr != 0) {
    i64 k = r / nr;
    i64 tmp = t - k * nt; t = nt; nt = tmp;
    tmp = r - k * nr; r = nr; nr = tmp;
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

// Per-prime state carried between the launches of one elimination, on the
// device (the host enqueues every launch up front and never waits per pivot).
struct StepState {
  u32 next_row; // rows above are pivots
  u32 pivot_row; // the row holding this column's pivot, or ~0u when none
};

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

// ---- sanitizer self-test -------------------------------------------------------

// A deliberate shared-memory race (each thread reads the slot another warp
// writes, with no barrier between): racecheck must report it, which proves
// the sanitizer gate inspects these kernels. Never launched by the library.
GB_GLOBAL void gb_planted_race(u32 *out) {
  GB_SHARED u32 slot[64];
  volatile u32 *s = slot; // volatile: the racy accesses must survive -O3
  u32 tid = thread_x();
  s[tid] = tid;
  out[tid] = s[(tid + 32) % block_dim_x()]; // reads another warp's slot, no barrier
}
