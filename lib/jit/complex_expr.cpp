// lib/jit/complex_expr.cpp - alkahest/complex.hpp: building complex expressions, the
// std::complex<double> interpreter, and the split into real and imaginary real expressions.
#include <alkahest/complex.hpp>
#include <alkahest/error.hpp>
#include <alkahest/expr/traversal.hpp>

#include <fmt/format.h>

#include <unordered_map>

namespace alkahest {

namespace {

using NodePtr = std::shared_ptr<const ComplexExpr::Node>;

ComplexExpr make(ComplexOp op, std::vector<NodePtr> args) {
  for (const NodePtr &a : args)
    if (!a) raise(ErrorId::ExprNullHandle, "an operation was given an empty ComplexExpr");
  auto n = std::make_shared<ComplexExpr::Node>();
  n->op = op;
  n->args = std::move(args);
  return ComplexExpr(std::move(n));
}

ComplexExpr unary(ComplexOp op, const ComplexExpr &a) { return make(op, {a.shared()}); }

// The first real leaf's pool: every leaf of one expression shares it.
ExprPool *pool_of(const ComplexExpr::Node *n) {
  if (n->op == ComplexOp::Leaf) return &n->re.pool();
  for (const NodePtr &a : n->args)
    if (ExprPool *p = pool_of(a.get())) return p;
  return nullptr;
}

} // namespace

ComplexSymbol::operator ComplexExpr() const { return ComplexExpr(re, im); }

ComplexExpr::ComplexExpr(const Expr &real) : ComplexExpr(real, real.pool().integer(0)) {}

ComplexExpr::ComplexExpr(const Expr &re, const Expr &im) {
  if (!re.valid() || !im.valid())
    raise(ErrorId::ExprNullHandle, "a ComplexExpr was given an empty Expr");
  if (&re.pool() != &im.pool())
    raise(ErrorId::ExprForeignPool, "the real and imaginary parts come from two ExprPools");
  auto n = std::make_shared<Node>();
  n->re = re;
  n->im = im;
  node_ = std::move(n);
}

ExprPool &ComplexExpr::pool() const {
  if (!node_) raise(ErrorId::ExprNullHandle, "empty ComplexExpr");
  return *pool_of(node_.get());
}

ComplexExpr I(ExprPool &p) { return ComplexExpr(p.integer(0), p.integer(1)); }

ComplexExpr complex_constant(ExprPool &p, double re, double im) {
  return ComplexExpr(p.real(re), p.real(im));
}

ComplexSymbol complex_symbol(ExprPool &p, std::string_view name) {
  return {p.symbol(std::string(name) + "_re"), p.symbol(std::string(name) + "_im")};
}

ComplexExpr operator+(const ComplexExpr &a, const ComplexExpr &b) {
  return make(ComplexOp::Add, {a.shared(), b.shared()});
}
ComplexExpr operator-(const ComplexExpr &a, const ComplexExpr &b) { return a + (-b); }
ComplexExpr operator*(const ComplexExpr &a, const ComplexExpr &b) {
  return make(ComplexOp::Mul, {a.shared(), b.shared()});
}
ComplexExpr operator/(const ComplexExpr &a, const ComplexExpr &b) {
  return make(ComplexOp::Div, {a.shared(), b.shared()});
}
ComplexExpr operator-(const ComplexExpr &a) { return unary(ComplexOp::Neg, a); }
ComplexExpr pow(const ComplexExpr &a, const ComplexExpr &b) {
  return make(ComplexOp::Pow, {a.shared(), b.shared()});
}
ComplexExpr pow(const ComplexExpr &a, long long n) {
  ComplexExpr r = make(ComplexOp::Pow, {a.shared(), ComplexExpr(a.pool().integer(n)).shared()});
  auto *node = const_cast<ComplexExpr::Node *>(r.node());
  node->integer_exponent = n;
  node->has_integer_exponent = true;
  return r;
}
ComplexExpr exp(const ComplexExpr &a) { return unary(ComplexOp::Exp, a); }
ComplexExpr log(const ComplexExpr &a) { return unary(ComplexOp::Log, a); }
ComplexExpr sqrt(const ComplexExpr &a) { return unary(ComplexOp::Sqrt, a); }
ComplexExpr sin(const ComplexExpr &a) { return unary(ComplexOp::Sin, a); }
ComplexExpr cos(const ComplexExpr &a) { return unary(ComplexOp::Cos, a); }
ComplexExpr tan(const ComplexExpr &a) { return unary(ComplexOp::Tan, a); }
ComplexExpr sinh(const ComplexExpr &a) { return unary(ComplexOp::Sinh, a); }
ComplexExpr cosh(const ComplexExpr &a) { return unary(ComplexOp::Cosh, a); }
ComplexExpr tanh(const ComplexExpr &a) { return unary(ComplexOp::Tanh, a); }
ComplexExpr asin(const ComplexExpr &a) { return unary(ComplexOp::Asin, a); }
ComplexExpr acos(const ComplexExpr &a) { return unary(ComplexOp::Acos, a); }
ComplexExpr atan(const ComplexExpr &a) { return unary(ComplexOp::Atan, a); }
ComplexExpr abs(const ComplexExpr &a) { return unary(ComplexOp::Abs, a); }
ComplexExpr arg(const ComplexExpr &a) { return unary(ComplexOp::Arg, a); }
ComplexExpr conj(const ComplexExpr &a) { return unary(ComplexOp::Conj, a); }
ComplexExpr real_part(const ComplexExpr &a) { return unary(ComplexOp::Re, a); }
ComplexExpr imag_part(const ComplexExpr &a) { return unary(ComplexOp::Im, a); }

ComplexExpr complex_call(Func f, const ComplexExpr &a) {
  switch (f) {
  case Func::Sin:
    return sin(a);
  case Func::Cos:
    return cos(a);
  case Func::Tan:
    return tan(a);
  case Func::Exp:
    return exp(a);
  case Func::Log:
    return log(a);
  case Func::Sqrt:
    return sqrt(a);
  case Func::Abs:
    return abs(a);
  case Func::Asin:
    return asin(a);
  case Func::Acos:
    return acos(a);
  case Func::Atan:
    return atan(a);
  case Func::Sinh:
    return sinh(a);
  case Func::Cosh:
    return cosh(a);
  case Func::Tanh:
    return tanh(a);
  default:
    raise(ErrorId::ExprComplexUnsupported,
          fmt::format("{} has no complex form here", func_name(f)));
  }
}

// ---- the interpreter ----

namespace {

using C = std::complex<double>;

C ipow(C z, long long n) {
  if (n == 0) return {1.0, 0.0};
  unsigned long long m =
      n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
  C r{1.0, 0.0};
  for (C b = z; m; m >>= 1, b *= b)
    if (m & 1ULL) r *= b;
  return n < 0 ? C{1.0, 0.0} / r : r;
}

} // namespace

std::complex<double> evaluate_complex(const ComplexExpr &e, std::span<const ComplexSymbol> inputs,
                                      std::span<const std::complex<double>> point) {
  if (!e.valid()) raise(ErrorId::ExprNullHandle, "evaluate_complex of an empty ComplexExpr");
  if (inputs.size() != point.size())
    raise(ErrorId::EvalColumnCount,
          fmt::format("{} complex inputs but {} values", inputs.size(), point.size()));
  std::vector<Expr> parts;
  std::vector<double> values;
  for (std::size_t k = 0; k < inputs.size(); ++k) {
    parts.push_back(inputs[k].re);
    parts.push_back(inputs[k].im);
    values.push_back(point[k].real());
    values.push_back(point[k].imag());
  }
  std::unordered_map<const ComplexExpr::Node *, C> memo;
  auto eval = [&](auto &&self, const ComplexExpr::Node *n) -> C {
    if (auto it = memo.find(n); it != memo.end()) return it->second;
    auto a = [&](std::size_t i) { return self(self, n->args[i].get()); };
    C r;
    switch (n->op) {
    case ComplexOp::Leaf:
      r = {evaluate(n->re, parts, values), evaluate(n->im, parts, values)};
      break;
    case ComplexOp::Add:
      r = a(0) + a(1);
      break;
    case ComplexOp::Mul:
      r = a(0) * a(1);
      break;
    case ComplexOp::Div:
      r = a(0) / a(1);
      break;
    case ComplexOp::Neg:
      r = -a(0);
      break;
    case ComplexOp::Pow:
      r = n->has_integer_exponent ? ipow(a(0), n->integer_exponent) : std::pow(a(0), a(1));
      break;
    case ComplexOp::Exp:
      r = std::exp(a(0));
      break;
    case ComplexOp::Log:
      r = std::log(a(0));
      break;
    case ComplexOp::Sqrt:
      r = std::sqrt(a(0));
      break;
    case ComplexOp::Sin:
      r = std::sin(a(0));
      break;
    case ComplexOp::Cos:
      r = std::cos(a(0));
      break;
    case ComplexOp::Tan:
      r = std::tan(a(0));
      break;
    case ComplexOp::Sinh:
      r = std::sinh(a(0));
      break;
    case ComplexOp::Cosh:
      r = std::cosh(a(0));
      break;
    case ComplexOp::Tanh:
      r = std::tanh(a(0));
      break;
    case ComplexOp::Asin:
      r = std::asin(a(0));
      break;
    case ComplexOp::Acos:
      r = std::acos(a(0));
      break;
    case ComplexOp::Atan:
      r = std::atan(a(0));
      break;
    case ComplexOp::Abs:
      r = std::abs(a(0));
      break;
    case ComplexOp::Arg:
      r = std::arg(a(0));
      break;
    case ComplexOp::Conj:
      r = std::conj(a(0));
      break;
    case ComplexOp::Re:
      r = a(0).real();
      break;
    case ComplexOp::Im:
      r = a(0).imag();
      break;
    }
    memo.emplace(n, r);
    return r;
  };
  return eval(eval, e.node());
}

// ---- the split ----

namespace {

struct Parts {
  Expr re, im;
};

class Splitter {
public:
  explicit Splitter(ExprPool &p) : p_(p), zero_(p.integer(0)), one_(p.integer(1)) {}

  Parts of(const ComplexExpr::Node *n) {
    if (auto it = memo_.find(n); it != memo_.end()) return it->second;
    Parts r = compute(n);
    memo_.emplace(n, r);
    return r;
  }

private:
  Expr half() { return p_.integer(1) / p_.integer(2); }
  Parts mul(Parts a, Parts b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
  Parts div(Parts a, Parts b) {
    Expr d = b.re * b.re + b.im * b.im;
    // A divisor exactly 0 would be refused by the exact core (E-EXPR-005);
    // as a float 0 it divides as std::complex does, to inf or NaN.
    if (d == zero_) d = p_.real(0.0);
    return {(a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d};
  }
  Parts exp_of(Parts a) {
    Expr m = alkahest::exp(a.re);
    return {m * alkahest::cos(a.im), m * alkahest::sin(a.im)};
  }
  Expr modulus(Parts a) { return alkahest::sqrt(a.re * a.re + a.im * a.im); }
  Parts log_of(Parts a) { return {alkahest::log(modulus(a)), atan2(a.im, a.re)}; }
  // The principal square root: real part >= 0; the imaginary part takes
  // the sign of a's (+ for a zero imaginary part).
  Parts sqrt_of(Parts a) {
    Expr r = modulus(a);
    Expr s = sign(sign(a.im) + half()); // 1 for im >= 0, -1 below
    return {alkahest::sqrt((r + a.re) * half()), s * alkahest::sqrt((r - a.re) * half())};
  }
  Parts ipow(Parts a, long long n) {
    if (n == 0) return {one_, zero_};
    unsigned long long m =
        n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
    Parts r{one_, zero_};
    bool first = true;
    for (Parts b = a; m; m >>= 1) {
      if (m & 1ULL) {
        r = first ? b : mul(r, b);
        first = false;
      }
      if (m > 1) b = mul(b, b);
    }
    return n < 0 ? div({one_, zero_}, r) : r;
  }
  // -i log(i z + sqrt(1 - z^2))
  Parts asin_of(Parts z) {
    Parts z2 = mul(z, z);
    Parts w = sqrt_of({one_ - z2.re, -z2.im});
    Parts iz = times_i(z);
    return times_minus_i(log_of({iz.re + w.re, iz.im + w.im}));
  }
  // i * a and -i * a.
  Parts times_i(Parts a) { return {-a.im, a.re}; }
  Parts times_minus_i(Parts a) { return {a.im, -a.re}; }

  Parts compute(const ComplexExpr::Node *n) {
    auto a = [&](std::size_t i) { return of(n->args[i].get()); };
    switch (n->op) {
    case ComplexOp::Leaf:
      return {n->re, n->im};
    case ComplexOp::Add: {
      Parts x = a(0), y = a(1);
      return {x.re + y.re, x.im + y.im};
    }
    case ComplexOp::Mul:
      return mul(a(0), a(1));
    case ComplexOp::Div:
      return div(a(0), a(1));
    case ComplexOp::Neg: {
      Parts x = a(0);
      return {-x.re, -x.im};
    }
    case ComplexOp::Pow:
      if (n->has_integer_exponent) return ipow(a(0), n->integer_exponent);
      return exp_of(mul(a(1), log_of(a(0))));
    case ComplexOp::Exp:
      return exp_of(a(0));
    case ComplexOp::Log:
      return log_of(a(0));
    case ComplexOp::Sqrt:
      return sqrt_of(a(0));
    case ComplexOp::Sin: {
      Parts x = a(0);
      return {alkahest::sin(x.re) * alkahest::cosh(x.im),
              alkahest::cos(x.re) * alkahest::sinh(x.im)};
    }
    case ComplexOp::Cos: {
      Parts x = a(0);
      return {alkahest::cos(x.re) * alkahest::cosh(x.im),
              -(alkahest::sin(x.re) * alkahest::sinh(x.im))};
    }
    case ComplexOp::Tan: {
      // (sin 2a + i sinh 2b) / (cos 2a + cosh 2b)
      Parts x = a(0);
      Expr d = alkahest::cos(2 * x.re) + alkahest::cosh(2 * x.im);
      return {alkahest::sin(2 * x.re) / d, alkahest::sinh(2 * x.im) / d};
    }
    case ComplexOp::Sinh: {
      Parts x = a(0);
      return {alkahest::sinh(x.re) * alkahest::cos(x.im),
              alkahest::cosh(x.re) * alkahest::sin(x.im)};
    }
    case ComplexOp::Cosh: {
      Parts x = a(0);
      return {alkahest::cosh(x.re) * alkahest::cos(x.im),
              alkahest::sinh(x.re) * alkahest::sin(x.im)};
    }
    case ComplexOp::Tanh: {
      // (sinh 2a + i sin 2b) / (cosh 2a + cos 2b)
      Parts x = a(0);
      Expr d = alkahest::cosh(2 * x.re) + alkahest::cos(2 * x.im);
      return {alkahest::sinh(2 * x.re) / d, alkahest::sin(2 * x.im) / d};
    }
    case ComplexOp::Asin:
      return asin_of(a(0));
    case ComplexOp::Acos: {
      // pi/2 - asin z
      Parts s = asin_of(a(0));
      return {p_.constant(MathConstant::Pi) * half() - s.re, -s.im};
    }
    case ComplexOp::Atan: {
      // (i/2) log((i + z) / (i - z))
      Parts z = a(0);
      Parts q = div({z.re, one_ + z.im}, {-z.re, one_ - z.im});
      Parts l = log_of(q);
      return {-l.im * half(), l.re * half()};
    }
    case ComplexOp::Abs:
      return {modulus(a(0)), zero_};
    case ComplexOp::Arg: {
      Parts x = a(0);
      return {atan2(x.im, x.re), zero_};
    }
    case ComplexOp::Conj: {
      Parts x = a(0);
      return {x.re, -x.im};
    }
    case ComplexOp::Re:
      return {a(0).re, zero_};
    case ComplexOp::Im:
      return {a(0).im, zero_};
    }
    return {zero_, zero_};
  }

  ExprPool &p_;
  Expr zero_, one_;
  std::unordered_map<const ComplexExpr::Node *, Parts> memo_;
};

} // namespace

std::pair<Expr, Expr> split_complex(const ComplexExpr &e) {
  if (!e.valid()) raise(ErrorId::ExprNullHandle, "split_complex of an empty ComplexExpr");
  Splitter s(e.pool());
  Parts r = s.of(e.node());
  return {r.re, r.im};
}

ComplexParts split_complex(std::span<const ComplexExpr> outputs,
                           std::span<const ComplexSymbol> inputs) {
  ComplexParts parts;
  for (const ComplexSymbol &z : inputs) {
    parts.inputs.push_back(z.re);
    parts.inputs.push_back(z.im);
  }
  if (outputs.empty()) return parts;
  for (const ComplexExpr &e : outputs)
    if (!e.valid()) raise(ErrorId::ExprNullHandle, "split_complex of an empty ComplexExpr");
  Splitter s(outputs[0].pool());
  for (const ComplexExpr &e : outputs) {
    Parts r = s.of(e.node());
    parts.outputs.push_back(r.re);
    parts.outputs.push_back(r.im);
  }
  return parts;
}

} // namespace alkahest
