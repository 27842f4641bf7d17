// gpu-tests/stablehlo_corpus.cpp - writes random expressions as emit_stablehlo modules (ten outputs
// each) with their inputs, the interpreter's values and a forward error bound per point, one JSON
// object a line, for gpu-tests/stablehlo_roundtrip.py to run through JAX and compare.
//
// usage: stablehlo_corpus [count (1000)] [points (64)] [seed (2026)] > corpus.jsonl
//
// The bound at a point is first order: each node adds its own error (1 ulp of its value for
// arithmetic, |k| ulp for x^k, 8 ulp for a function: XLA's implementations and emit_stablehlo's
// compositions are each within 4 ulp of libm) and carries its arguments' bounds through its
// derivative; it is infinite where an argument's interval reaches a discontinuity (floor, ceil,
// sign) or a domain's edge (log, sqrt, asin, acos, pow), and the script counts those points as
// unchecked instead of comparing them.
#include "../unittests/jit/jit_test_support.hpp"

#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <vector>

using namespace alkahest;

namespace {

double ulp_of(double v) {
  v = std::fabs(v);
  return std::isfinite(v) ? std::nextafter(v, INFINITY) - v : 0.0;
}

// The first-order bound on |value - interpreter| of every output at point i
// (see the file comment); infinite where it cannot be bounded.
double bound_at(const std::vector<const Node *> &order, const std::vector<std::vector<double>> &v,
                std::size_t i, const Node *output) {
  std::unordered_map<const Node *, std::size_t> at;
  std::vector<double> err(order.size(), 0.0);
  const double inf = INFINITY;
  for (std::size_t k = 0; k < order.size(); ++k) {
    const Node *n = order[k];
    at[n] = k;
    const double val = v[k][i];
    auto E = [&](std::size_t j) { return err[at.at(n->arg(j))]; };
    auto A = [&](std::size_t j) { return v[at.at(n->arg(j))][i]; };
    // Whether [a - e, a + e] reaches `edge` (a discontinuity or a domain's end).
    auto reaches = [](double a, double e, double edge) { return std::fabs(a - edge) <= e; };
    double e = 0;
    switch (n->kind()) {
    case NodeKind::Number:
    case NodeKind::Float:
    case NodeKind::Symbol:
    case NodeKind::Constant:
      e = 0;
      break;
    case NodeKind::Add:
      for (std::size_t j = 0; j < n->arity(); ++j)
        e += E(j);
      e += static_cast<double>(n->arity()) * ulp_of(val);
      break;
    case NodeKind::Mul:
      for (std::size_t j = 0; j < n->arity(); ++j) {
        double others = 1;
        for (std::size_t m = 0; m < n->arity(); ++m)
          if (m != j) others *= std::fabs(A(m)) + E(m);
        e += E(j) * others;
      }
      e += static_cast<double>(n->arity()) * ulp_of(val);
      break;
    case NodeKind::Pow: {
      double a = A(0), b = A(1), ea = E(0), eb = E(1);
      const bool integer = n->arg(1)->is_number() && is_integer(n->arg(1)->number());
      if (!integer && (reaches(a, ea, 0.0) || a < 0)) {
        e = (ea == 0 && eb == 0) ? 8 * ulp_of(val) : inf;
        break;
      }
      e = std::fabs(b) * std::pow(std::fabs(a) + ea, b - 1) * ea +
          (eb > 0 ? std::fabs(val * std::log(std::fabs(a))) * eb : 0) +
          (8 + std::fabs(b)) * ulp_of(val);
      break;
    }
    case NodeKind::Call: {
      const double a = A(0), ea = E(0);
      double d = 0, local = 8 * ulp_of(val);
      switch (n->func()) {
      case Func::Sin:
        d = 1;
        break;
      case Func::Cos:
        d = 1;
        break;
      case Func::Tan:
        d = 1 + (std::fabs(val) + 1) * (std::fabs(val) + 1);
        break;
      case Func::Exp:
        d = std::exp(a + ea);
        break;
      case Func::Log:
        d = reaches(a, ea, 0.0) ? inf : 1 / (std::fabs(a) - ea);
        break;
      case Func::Sqrt:
        d = reaches(a, ea, 0.0) ? inf : 0.5 / std::sqrt(std::fabs(a) - ea);
        break;
      case Func::Abs:
        d = 1;
        local = 0;
        break;
      case Func::Asin:
      case Func::Acos:
        d = (reaches(a, ea, 1.0) || reaches(a, ea, -1.0) || std::fabs(a) + ea >= 1)
                ? inf
                : 1 / std::sqrt(1 - (std::fabs(a) + ea) * (std::fabs(a) + ea));
        break;
      case Func::Atan:
        d = 1;
        break;
      case Func::Atan2: {
        double x = A(1), y = a, r2 = x * x + y * y;
        e = (reaches(x, E(1), 0.0) && reaches(y, ea, 0.0))
                ? inf
                : (std::fabs(x) * ea + std::fabs(y) * E(1)) /
                      std::max(r2 - 2 * (std::fabs(x) * E(1) + std::fabs(y) * ea), 0.0);
        // atan2 jumps by 2 pi across the negative x axis.
        if (x < 0 && reaches(y, ea, 0.0) && ea > 0) e = inf;
        err[k] = e + local;
        continue;
      }
      case Func::Sinh:
      case Func::Cosh:
        d = std::cosh(std::fabs(a) + ea);
        break;
      case Func::Tanh:
        d = 1;
        break;
      case Func::Erf:
        d = 1.1283791670955126;
        break;
      case Func::Floor:
      case Func::Ceil:
        d = 0, local = 0;
        if (ea > 0 && std::floor(a - ea) != std::floor(a + ea)) d = inf;
        if (ea > 0 && std::ceil(a - ea) != std::ceil(a + ea)) d = inf;
        break;
      case Func::Sign:
        d = 0, local = 0;
        if (reaches(a, ea, 0.0) && ea > 0) d = inf;
        break;
      case Func::Min:
      case Func::Max:
        e = std::max(ea, E(1));
        err[k] = e;
        continue;
      case Func::None:
        break;
      }
      e = (ea == 0 ? 0 : d * ea) + local;
      break;
    }
    }
    err[k] = std::isnan(e) ? inf : e;
  }
  return err[at.at(output)];
}

std::string hex_list(const std::vector<double> &v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i)
    s += fmt::format("{}\"{:a}\"", i ? "," : "", v[i]);
  return s + "]";
}

std::string json_string(const std::string &t) {
  std::string s = "\"";
  for (char c : t) {
    if (c == '"' || c == '\\') s += '\\';
    if (c == '\n') {
      s += "\\n";
      continue;
    }
    s += c;
  }
  return s + "\"";
}

} // namespace

int main(int argc, char **argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 1000;
  const std::size_t points = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 64;
  const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 2026;
  if (count <= 0 || points == 0) {
    std::fprintf(stderr, "usage: stablehlo_corpus [count] [points] [seed]\n");
    return 2;
  }
  ExprPool pool;
  std::vector<Expr> vars = {pool.symbol("x"), pool.symbol("y"), pool.symbol("z")};
  jit_test::RandomExprs gen(pool, vars, seed);
  // Groups of kPerModule expressions share one module (several outputs of
  // the same inputs): a tenth of the compiles, and the multi-output form.
  constexpr int kPerModule = 10;
  for (int g = 0; g * kPerModule < count; ++g) {
    // Mostly ordinary points; every 8th module includes the special values.
    auto cols = jit_test::random_columns(vars.size(), points, seed * 1000 + g);
    if (g % 8 != 0)
      for (auto &col : cols)
        for (double &x : col)
          if (!std::isfinite(x) || x == 0) x = 0.5;
    std::vector<Expr> exprs;
    std::string texts, expected, bounds;
    for (int c = g * kPerModule; c < std::min(count, (g + 1) * kPerModule); ++c) {
      Expr e = gen.next(2 + c % 4);
      exprs.push_back(e);
      std::vector<const Node *> order = postorder(std::vector<const Node *>{e.node()});
      std::vector<std::vector<double>> values;
      for (const Node *n : order)
        values.push_back(evaluate_batch(Expr(n, &pool), vars, jit_test::spans(cols)));
      std::vector<double> bound(points);
      for (std::size_t i = 0; i < points; ++i)
        bound[i] = 2 * bound_at(order, values, i, e.node());
      const char *sep = texts.empty() ? "" : ",";
      texts += sep;
      texts += json_string(to_string(e));
      expected += sep;
      expected += hex_list(values.back());
      bounds += sep;
      bounds += hex_list(bound);
    }
    StableHloOptions o;
    o.points = points;
    std::string line = fmt::format("{{\"id\":{},\"exprs\":[{}],\"module\":{}", g, texts,
                                   json_string(emit_stablehlo(exprs, vars, o)));
    if (g % 5 == 0)
      line += fmt::format(",\"module_dynamic\":{}",
                          json_string(emit_stablehlo(exprs, vars, StableHloOptions{})));
    line += ",\"inputs\":[";
    for (std::size_t k = 0; k < cols.size(); ++k) {
      if (k) line += ',';
      line += hex_list(cols[k]);
    }
    line += "],\"expected\":[" + expected + "],\"bound\":[" + bounds + "]}\n";
    std::fputs(line.c_str(), stdout);
  }
  return 0;
}
