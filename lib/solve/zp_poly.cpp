// lib/solve/zp_poly.cpp - dense univariate polynomials over Z/p.
#include "zp_poly.hpp"
#include "support/modular_kernels.hpp"

#include <alkahest/groebner/crt.hpp>

#include <algorithm>

namespace alkahest::solving::zp {
namespace {

using u64 = std::uint64_t;

// Chosen once: the CPU does not change.
const support::PolyKernels &kernels() {
  static const support::PolyKernels k = support::poly_kernels();
  return k;
}

// row[j] += f m[j], each entry kept below 2^63 by shedding a multiple of p^2.
void axpy_lazy(u64 *row, u64 f, const std::uint32_t *m, std::size_t n, u64 shed) {
  kernels().lazy_axpy(row, f, m, n, shed);
}

// a -= f * T^shift * b, in place (a long enough). The products by the one
// factor f use its Shoup quotient floor(f 2^32 / p): a multiply and a shift
// give the quotient of f b by p to within one, where a division per
// coefficient made Berlekamp-Massey and the inverse modulo P cost as much
// as the Krylov sequence.
void sub_scaled(Poly &a, std::uint32_t f, std::size_t shift, const Poly &b, std::uint32_t p) {
  const auto quotient = static_cast<std::uint32_t>((u64{f} << 32) / p);
  kernels().scaled_subtract(a.data() + shift, b.data(), b.size(), f, quotient, p);
}

} // namespace

std::uint32_t dot(const std::uint32_t *w, const std::uint32_t *u, std::size_t n, std::uint32_t p) {
  // Chosen once: the CPU does not change.
  static const support::DotKernel kernel = support::dot_kernel();
  u64 lo = 0, hi = 0;
  kernel.sums(w, u, n, lo, hi);
  const u64 two32 = (u64{1} << 32) % p;
  return static_cast<std::uint32_t>(((hi % p) * two32 + lo % p) % p);
}

void normalize(Poly &a) {
  while (!a.empty() && a.back() == 0)
    a.pop_back();
}

Poly berlekamp_massey(const std::vector<std::uint32_t> &s, std::uint32_t p) {
  // C: the current connection polynomial, B: the one before the last
  // length change, b its discrepancy.
  Poly C{1}, B{1}, T;
  std::size_t L = 0, m = 1;
  std::uint32_t b = 1;
  // The discrepancy sum_i C[i] s[n - i] runs backwards through s: over s
  // reversed it is a forward dot product, which vectorizes.
  const std::size_t N = s.size();
  const std::vector<std::uint32_t> reversed(s.rbegin(), s.rend()); // s[n - i] = reversed[N-1-n+i]
  for (std::size_t n = 0; n < N; ++n) {
    const std::size_t terms = std::min(L + 1, C.size());
    const auto d = dot(C.data(), reversed.data() + (N - 1 - n), terms, p);
    if (d == 0) {
      ++m;
      continue;
    }
    const std::uint32_t f = static_cast<std::uint32_t>(u64{d} * gb::inverse_mod(b, p) % p);
    const bool longer = 2 * L <= n;
    if (longer) T.assign(C.begin(), C.end()); // the next B
    if (C.size() < B.size() + m) C.resize(B.size() + m, 0);
    sub_scaled(C, f, m, B, p);
    if (longer) {
      L = n + 1 - L;
      std::swap(B, T);
      b = d;
      m = 1;
    } else {
      ++m;
    }
  }
  // The recurrence sum_i C[i] s[n - i] = 0 is the reversed minimal polynomial.
  C.resize(L + 1, 0);
  Poly P(L + 1);
  for (std::size_t i = 0; i <= L; ++i)
    P[L - i] = C[i];
  return P;
}

Poly derivative(const Poly &a, std::uint32_t p) {
  Poly d;
  for (std::size_t i = 1; i < a.size(); ++i)
    d.push_back(static_cast<std::uint32_t>(u64{a[i]} * (i % p) % p));
  normalize(d);
  return d;
}

Poly multiply(const Poly &a, const Poly &b, std::uint32_t p) {
  if (a.empty() || b.empty()) return {};
  // c[k] = sum_i a[i] b[k-i]: with b reversed, a dot product of two runs.
  const Poly rb(b.rbegin(), b.rend());
  const std::size_t nb = b.size();
  Poly c(a.size() + nb - 1);
  for (std::size_t k = 0; k < c.size(); ++k) {
    const std::size_t lo = k >= nb ? k - nb + 1 : 0, hi = std::min(k, a.size() - 1);
    // b[k - i] = rb[nb - 1 - k + i]
    c[k] = dot(a.data() + lo, rb.data() + (nb - 1 - k + lo), hi - lo + 1, p);
  }
  normalize(c);
  return c;
}

Poly remainder(Poly a, const Poly &m, std::uint32_t p) {
  const std::size_t dm = m.size() - 1;
  if (a.size() <= dm) {
    normalize(a);
    return a;
  }
  // Lazy accumulation: each entry collects products below p^2 < 2^62 and
  // sheds a multiple of p^2 when it passes 2^63, so only the entry that
  // becomes the next quotient digit is reduced.
  const u64 p2 = u64{p} * p, shed = p2 * ((u64{1} << 63) / p2);
  std::vector<u64> acc(a.begin(), a.end());
  for (std::size_t i = acc.size(); i-- > dm;) {
    const u64 q = acc[i] % p;
    if (q == 0) continue;
    // acc += f * T^(i-dm) * m cancels the top entry.
    axpy_lazy(acc.data() + (i - dm), p - q, m.data(), dm, shed);
  }
  Poly r(dm);
  for (std::size_t j = 0; j < dm; ++j)
    r[j] = static_cast<std::uint32_t>(acc[j] % p);
  normalize(r);
  return r;
}

std::optional<Poly> inverse_mod(const Poly &a0, const Poly &m, std::uint32_t p) {
  // Extended Euclid on (m, a) keeping only the cofactors of a.
  Poly r0 = m, r1 = a0, t0{}, t1{1};
  normalize(r1);
  while (!r1.empty()) {
    // r0 = q r1 + r, t = t0 - q t1
    const std::uint32_t inv = gb::inverse_mod(r1.back(), p);
    Poly q(r0.size() >= r1.size() ? r0.size() - r1.size() + 1 : 0, 0);
    const std::size_t db = r1.size() - 1;
    for (std::size_t i = r0.size(); i-- > db;) {
      if (r0[i] == 0) continue;
      const std::uint32_t f = static_cast<std::uint32_t>(u64{r0[i]} * inv % p);
      q[i - db] = f;
      sub_scaled(r0, f, i - db, r1, p);
    }
    normalize(r0);
    normalize(q);
    // t = t0 - q t1, one scaled subtraction per quotient digit (q has
    // degree 1 but for rare steps: a product through dot() reduced every
    // coefficient by three divisions).
    Poly t = std::move(t0);
    if (!q.empty() && !t1.empty()) t.resize(std::max(t.size(), q.size() + t1.size() - 1), 0);
    for (std::size_t i = 0; i < q.size(); ++i)
      if (q[i] != 0) sub_scaled(t, q[i], i, t1, p);
    normalize(t);
    t0 = std::move(t1);
    t1 = std::move(t);
    std::swap(r0, r1);
  }
  // r0 = gcd (up to a unit); t0 * a = r0 mod m.
  if (r0.size() != 1) return std::nullopt;
  const std::uint32_t u = gb::inverse_mod(r0[0], p);
  for (auto &c : t0)
    c = static_cast<std::uint32_t>(u64{c} * u % p);
  return remainder(std::move(t0), m, p);
}

bool coprime(Poly a, Poly b, std::uint32_t p) {
  normalize(a);
  normalize(b);
  while (!b.empty()) {
    const std::uint32_t inv = gb::inverse_mod(b.back(), p);
    Poly monic = b;
    for (auto &c : monic)
      c = static_cast<std::uint32_t>(u64{c} * inv % p);
    a = remainder(std::move(a), monic, p);
    std::swap(a, b);
  }
  return a.size() == 1;
}

} // namespace alkahest::solving::zp
