// lib/solve/certified_roots.cpp - certified complex roots in ball arithmetic
// (Arb: Johansson, IEEE Trans. Computers 66 (2017)). The roots of f come
// from acb_poly_find_roots, Durand-Kerner iteration followed by an
// inclusion test that returns disjoint discs each holding exactly one root;
// the images g(theta) are evaluated in ball arithmetic, so each box is a
// proof, and the working precision is doubled until every box is narrow.
#include "certified_roots.hpp"

#include <alkahest/error.hpp>

#include <acb_poly.h>
#include <arb.h>
#include <arb_poly.h>
#include <flint/fmpz_poly.h>

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

namespace alkahest::solving {
namespace {

// RAII holders of the Arb and FLINT types used here.
struct FmpzPoly {
  fmpz_poly_t p;
  FmpzPoly() { fmpz_poly_init(p); }
  ~FmpzPoly() { fmpz_poly_clear(p); }
  FmpzPoly(const FmpzPoly &) = delete;
  FmpzPoly &operator=(const FmpzPoly &) = delete;
};
struct Fmpz {
  fmpz_t z;
  Fmpz() { fmpz_init(z); }
  ~Fmpz() { fmpz_clear(z); }
  Fmpz(const Fmpz &) = delete;
  Fmpz &operator=(const Fmpz &) = delete;
};
struct AcbPoly {
  acb_poly_t p;
  AcbPoly() { acb_poly_init(p); }
  ~AcbPoly() { acb_poly_clear(p); }
  AcbPoly(const AcbPoly &) = delete;
  AcbPoly &operator=(const AcbPoly &) = delete;
};
struct AcbVec {
  acb_ptr v;
  slong n;
  explicit AcbVec(slong len) : v(_acb_vec_init(len)), n(len) {}
  ~AcbVec() { _acb_vec_clear(v, n); }
  AcbVec(const AcbVec &) = delete;
  AcbVec &operator=(const AcbVec &) = delete;
};
struct Acb {
  acb_t z;
  Acb() { acb_init(z); }
  ~Acb() { acb_clear(z); }
  Acb(const Acb &) = delete;
  Acb &operator=(const Acb &) = delete;
};
struct Arf {
  arf_t x;
  Arf() { arf_init(x); }
  ~Arf() { arf_clear(x); }
  Arf(const Arf &) = delete;
  Arf &operator=(const Arf &) = delete;
};

void set_fmpz(fmpz_t out, const Integer &z) { fmpz_set_mpz(out, z.raw()); }

void set_poly(fmpz_poly_t out, const UPolyZ &f) {
  fmpz_poly_zero(out);
  for (std::size_t i = 0; i < f.size(); ++i)
    fmpz_poly_set_coeff_mpz(out, static_cast<slong>(i), f[i].raw());
}

// g = numerator / denominator with an integer numerator polynomial.
struct ScaledPoly {
  FmpzPoly numerator;
  Fmpz denominator;
};

void set_scaled(ScaledPoly &out, const QVector &g) {
  Integer l = 1;
  for (const auto &c : g)
    l = lcm(l, Integer(denominator(c)));
  UPolyZ num;
  for (const auto &c : g)
    num.push_back(Integer(numerator(c)) * (l / denominator(c)));
  set_poly(out.numerator.p, num);
  set_fmpz(out.denominator.z, l);
}

// The dyadic value of an arf as an exact rational.
Rational to_rational(const arf_t x) {
  Fmpz man, exp;
  arf_get_fmpz_2exp(man.z, exp.z, x);
  Integer m;
  fmpz_get_mpz(m.raw(), man.z);
  slong e = fmpz_get_si(exp.z);
  if (e >= 0) return Rational(m << static_cast<unsigned>(e));
  return Rational(m, Integer(1) << static_cast<unsigned>(-e));
}

Rational radius_of(const arb_t x) {
  Arf r;
  arf_set_mag(r.x, arb_radref(x));
  return to_rational(r.x);
}

bool narrow(const acb_t z, unsigned bits) {
  const slong e = -static_cast<slong>(bits) - 1;
  return mag_cmp_2exp_si(arb_radref(acb_realref(z)), e) <= 0 &&
         mag_cmp_2exp_si(arb_radref(acb_imagref(z)), e) <= 0;
}

ComplexBox to_box(const acb_t z, bool real) {
  ComplexBox b;
  b.re = to_rational(arb_midref(acb_realref(z)));
  b.im = real ? Rational(0) : to_rational(arb_midref(acb_imagref(z)));
  b.radius = std::max(radius_of(acb_realref(z)), real ? Rational(0) : radius_of(acb_imagref(z)));
  b.real = real;
  return b;
}

// Durand-Kerner iterations per call of acb_poly_find_roots: the budget is
// polled between calls (the last call's roots start the next one).
constexpr slong kIterationsPerPoll = 4;
// Working precision (bits) past which one iteration is polled at a time.
constexpr unsigned kFewIterationsAbove = 8192;

} // namespace

std::vector<std::vector<ComplexBox>>
certify_images(const UPolyZ &f, std::size_t real_roots, const std::vector<QVector> &g,
               const CertifyTarget &target, SolveBudget *budget, const QVector *denominator) {
  std::vector<std::vector<ComplexBox>> out;
  if (f.size() <= 1) return out;
  const slong deg = static_cast<slong>(f.size() - 1);
  FmpzPoly fz;
  set_poly(fz.p, f);
  std::vector<ScaledPoly> gs(g.size());
  for (std::size_t k = 0; k < g.size(); ++k)
    set_scaled(gs[k], g[k]);
  ScaledPoly hs;
  if (denominator) set_scaled(hs, *denominator);

  AcbVec roots(deg), images(deg * static_cast<slong>(g.size() ? g.size() : 1));
  std::vector<char> is_real(static_cast<std::size_t>(deg), 0);
  AcbPoly fc, gc;
  bool have_start = false;
  // Isolation starts at 64 bits, where Durand-Kerner iterations are cheap;
  // each failure (not isolated, not narrow) doubles the precision, and the
  // last roots start the next run, which then needs few iterations (the
  // convergence is quadratic). Starting at the target precision instead
  // made 20000-bit runs 20 times slower.
  for (unsigned prec = 64;; prec *= 2) {
    if (prec > target.max_working_bits)
      raise(ErrorId::SolveUncertified,
            fmt::format(
                "the complex solutions are not certified to {} bits within {} bits of working "
                "precision (SolveOptions::max_working_bits)",
                target.bits, target.max_working_bits));
    poll(budget);
    acb_poly_set_fmpz_poly(fc.p, fz.p, static_cast<slong>(prec));
    const slong max_iterations = std::min<slong>(4 * deg + 64, static_cast<slong>(prec));
    slong isolated = 0;
    // One iteration per call at high precision, where each costs as much as
    // the budget's granularity allows.
    const slong per_poll = prec > kFewIterationsAbove ? 1 : kIterationsPerPoll;
    for (slong spent = 0; spent < max_iterations && isolated < deg; spent += per_poll) {
      isolated =
          acb_poly_find_roots(roots.v, fc.p, have_start ? roots.v : nullptr,
                              std::min(per_poll, max_iterations - spent), static_cast<slong>(prec));
      have_start = true;
      poll(budget);
    }
    if (isolated != deg) continue;
    // Each disc holds one root, and a real root lies in a disc that meets
    // the real axis: when as many discs meet it as f has real roots, each
    // of them holds a real root (and no other).
    std::size_t meeting = 0;
    for (slong i = 0; i < deg; ++i) {
      is_real[static_cast<std::size_t>(i)] = arb_contains_zero(acb_imagref(roots.v + i));
      meeting += is_real[static_cast<std::size_t>(i)];
    }
    if (meeting != real_roots) continue;
    // The others lie off the axis, half above it: conjugates are roots.
    std::size_t upper = 0;
    for (slong i = 0; i < deg; ++i)
      if (!is_real[static_cast<std::size_t>(i)] &&
          arf_sgn(arb_midref(acb_imagref(roots.v + i))) > 0)
        ++upper;
    if (2 * upper + real_roots != static_cast<std::size_t>(deg)) continue;
    bool all_narrow = true;
    AcbVec h_at(denominator ? deg : 0);
    if (denominator) {
      acb_poly_set_fmpz_poly(gc.p, hs.numerator.p, static_cast<slong>(prec));
      for (slong i = 0; i < deg && all_narrow; ++i) {
        acb_poly_evaluate(h_at.v + i, gc.p, roots.v + i, static_cast<slong>(prec));
        acb_div_fmpz(h_at.v + i, h_at.v + i, hs.denominator.z, static_cast<slong>(prec));
        // h(theta) != 0 at every root; a ball that holds 0 needs precision.
        all_narrow = !acb_contains_zero(h_at.v + i);
      }
    }
    for (std::size_t k = 0; k < g.size() && all_narrow; ++k) {
      acb_poly_set_fmpz_poly(gc.p, gs[k].numerator.p, static_cast<slong>(prec));
      for (slong i = 0; i < deg && all_narrow; ++i) {
        acb_ptr z = images.v + static_cast<slong>(k) * deg + i;
        acb_poly_evaluate(z, gc.p, roots.v + i, static_cast<slong>(prec));
        acb_div_fmpz(z, z, gs[k].denominator.z, static_cast<slong>(prec));
        if (denominator) acb_div(z, z, h_at.v + i, static_cast<slong>(prec));
        // g has rational coefficients: at a real root its value is real.
        if (is_real[static_cast<std::size_t>(i)]) arb_zero(acb_imagref(z));
        all_narrow = narrow(z, target.bits);
        poll(budget);
      }
    }
    if (all_narrow) break;
  }

  // Order: the real roots increasing, then each root above the axis by
  // (re, im), followed by its conjugate. f and the g_k have rational
  // coefficients, so the conjugate of a root's box holds the conjugate root
  // and the conjugates of its images' boxes hold the conjugate images.
  std::vector<ComplexBox> theta;
  std::vector<std::size_t> real_order, upper_order;
  for (slong i = 0; i < deg; ++i) {
    const bool real = is_real[static_cast<std::size_t>(i)];
    theta.push_back(to_box(roots.v + i, real));
    if (real)
      real_order.push_back(static_cast<std::size_t>(i));
    else if (theta.back().im > 0)
      upper_order.push_back(static_cast<std::size_t>(i));
  }
  auto by_value = [&](std::size_t a, std::size_t b) {
    if (theta[a].re != theta[b].re) return theta[a].re < theta[b].re;
    return theta[a].im < theta[b].im;
  };
  std::sort(real_order.begin(), real_order.end(), by_value);
  std::sort(upper_order.begin(), upper_order.end(), by_value);
  auto point_of = [&](std::size_t i) {
    std::vector<ComplexBox> point;
    for (std::size_t k = 0; k < g.size(); ++k)
      point.push_back(
          to_box(images.v + static_cast<slong>(k) * deg + static_cast<slong>(i), theta[i].real));
    return point;
  };
  for (std::size_t i : real_order)
    out.push_back(point_of(i));
  for (std::size_t i : upper_order) {
    out.push_back(point_of(i));
    std::vector<ComplexBox> conjugate = out.back();
    for (auto &c : conjugate)
      c.im = -c.im;
    out.push_back(std::move(conjugate));
  }
  return out;
}

namespace {

struct ArbPoly {
  arb_poly_t p;
  ArbPoly() { arb_poly_init(p); }
  ~ArbPoly() { arb_poly_clear(p); }
  ArbPoly(const ArbPoly &) = delete;
  ArbPoly &operator=(const ArbPoly &) = delete;
};

// The polynomials' coefficients rounded to one precision (h last, when
// there is one).
struct RoundedImages {
  std::vector<ArbPoly> polys;
};

} // namespace

// Every root's box is enclosed at the same few precisions, so the rounded
// coefficients are kept per precision: rounding a polynomial of large
// coefficients costs as much as evaluating it.
struct RealImages::Impl {
  std::vector<ScaledPoly> g;
  ScaledPoly h;
  bool has_h = false;
  std::mutex mu;
  std::map<slong, std::unique_ptr<RoundedImages>> rounded;

  const RoundedImages &at(slong prec) {
    std::lock_guard lock(mu);
    auto &slot = rounded[prec];
    if (!slot) {
      slot = std::make_unique<RoundedImages>();
      slot->polys = std::vector<ArbPoly>(g.size() + (has_h ? 1 : 0));
      for (std::size_t k = 0; k < g.size(); ++k)
        arb_poly_set_fmpz_poly(slot->polys[k].p, g[k].numerator.p, prec);
      if (has_h) arb_poly_set_fmpz_poly(slot->polys.back().p, h.numerator.p, prec);
    }
    return *slot;
  }
};

RealImages::RealImages(const std::vector<QVector> &g, const QVector *h) : impl_(new Impl) {
  impl_->g = std::vector<ScaledPoly>(g.size());
  for (std::size_t k = 0; k < g.size(); ++k)
    set_scaled(impl_->g[k], g[k]);
  if (h) {
    set_scaled(impl_->h, *h);
    impl_->has_h = true;
  }
}

RealImages::~RealImages() { delete impl_; }

namespace {

// A ball that holds the rational q.
void set_rational(arb_t out, const Rational &q, slong prec) {
  Fmpz n, d;
  set_fmpz(n.z, Integer(numerator(q)));
  set_fmpz(d.z, Integer(denominator(q)));
  arb_set_fmpz(out, n.z);
  arb_div_fmpz(out, out, d.z, prec);
}

struct Arb {
  arb_t x;
  Arb() { arb_init(x); }
  ~Arb() { arb_clear(x); }
  Arb(const Arb &) = delete;
  Arb &operator=(const Arb &) = delete;
};

// f(t) for a scaled integer polynomial f (its numerator rounded), in balls.
void evaluate(arb_t y, const ScaledPoly &f, const arb_poly_t rounded, const arb_t t, slong prec) {
  arb_poly_evaluate(y, rounded, t, prec);
  arb_div_fmpz(y, y, f.denominator.z, prec);
}

} // namespace

bool RealImages::enclose(const Rational &lo, const Rational &hi, unsigned bits,
                         std::vector<std::pair<Rational, Rational>> &out) const {
  const auto prec = static_cast<slong>(bits);
  Arb t, a, y, hv;
  set_rational(t.x, lo, prec);
  set_rational(a.x, hi, prec);
  arb_union(t.x, t.x, a.x, prec);
  const RoundedImages &rounded = impl_->at(prec);
  if (impl_->has_h) {
    evaluate(hv.x, impl_->h, rounded.polys.back().p, t.x, prec);
    if (arb_contains_zero(hv.x)) return false;
  }
  out.clear();
  Arf r;
  for (std::size_t k = 0; k < impl_->g.size(); ++k) {
    evaluate(y.x, impl_->g[k], rounded.polys[k].p, t.x, prec);
    if (impl_->has_h) arb_div(y.x, y.x, hv.x, prec);
    arf_set_mag(r.x, arb_radref(y.x));
    const Rational mid = to_rational(arb_midref(y.x)), rad = to_rational(r.x);
    out.emplace_back(mid - rad, mid + rad);
  }
  return true;
}

std::complex<double> ComplexBox::approx() const { return {to_double(re), to_double(im)}; }

std::vector<ComplexBox> complex_roots(const UPolyZ &f0, unsigned bits) {
  UPolyZ f = square_free_part(f0);
  std::size_t real_roots = isolate_real_roots(f).size();
  CertifyTarget target;
  target.bits = bits;
  std::vector<ComplexBox> out;
  for (auto &point :
       certify_images(f, real_roots, {QVector{Rational(0), Rational(1)}}, target, nullptr))
    out.push_back(std::move(point[0]));
  return out;
}

} // namespace alkahest::solving
