// unittests/jit/stablehlo_reader.hpp - reads the modules emit_stablehlo writes: checks their
// structure (known ops, SSA names defined once and before use, one result per output) and evaluates
// them over points with <cmath>, so that the tests can hold them against the interpreter without
// MLIR.
#pragma once

#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace alkahest::jit_test {

/// A value of the module: f64 or i64 (bit patterns, i1 as 0/1) elements;
/// one element for a rank-0 tensor.
struct ShloValue {
  bool is_float = true;
  std::vector<double> f;
  std::vector<std::int64_t> i;
  std::size_t size() const { return is_float ? f.size() : i.size(); }
};

/// The reading of one module: the ops it used, and its results at the points.
struct ShloRun {
  std::set<std::string> ops;
  std::vector<std::vector<double>> outputs;
};

/// Checks and evaluates `text` at n points: args[k] is argument k (n values
/// for an input, one for a parameter). Throws std::runtime_error naming the
/// line on anything it does not recognise: an unknown op, a name used before
/// its definition or defined twice, a constant or type it cannot read, a
/// length mismatch, a return of the wrong arity.
inline ShloRun run_stablehlo(const std::string &text, const std::vector<std::vector<double>> &args,
                             std::size_t n, std::size_t n_outputs) {
  static const std::set<std::string> known = {"stablehlo.constant",
                                              "stablehlo.broadcast_in_dim",
                                              "stablehlo.dynamic_broadcast_in_dim",
                                              "stablehlo.get_dimension_size",
                                              "stablehlo.reshape",
                                              "stablehlo.add",
                                              "stablehlo.subtract",
                                              "stablehlo.multiply",
                                              "stablehlo.divide",
                                              "stablehlo.power",
                                              "stablehlo.atan2",
                                              "stablehlo.and",
                                              "stablehlo.or",
                                              "stablehlo.abs",
                                              "stablehlo.negate",
                                              "stablehlo.sine",
                                              "stablehlo.cosine",
                                              "stablehlo.exponential",
                                              "stablehlo.exponential_minus_one",
                                              "stablehlo.log",
                                              "stablehlo.sqrt",
                                              "stablehlo.tanh",
                                              "stablehlo.floor",
                                              "stablehlo.ceil",
                                              "stablehlo.sign",
                                              "stablehlo.compare",
                                              "stablehlo.select",
                                              "stablehlo.bitcast_convert",
                                              "stablehlo.optimization_barrier",
                                              "chlo.erf"};
  auto fail = [](const std::string &why, const std::string &line) {
    throw std::runtime_error(why + " in: " + line);
  };
  ShloRun run;
  std::map<std::string, ShloValue> env;
  for (std::size_t k = 0; k < args.size(); ++k)
    env[fmt::format("%arg{}", k)] = ShloValue{true, args[k], {}};
  std::istringstream in(text);
  std::string line;
  bool in_func = false, returned = false;
  const std::regex def(R"(^\s*(%[A-Za-z0-9_]+) = (\"[a-z0-9_.]+\"|[a-z0-9_.]+)(.*)$)");
  const std::regex operand(R"(%[A-Za-z0-9_]+)");
  auto get = [&](const std::string &name, const std::string &l) -> ShloValue & {
    auto it = env.find(name);
    if (it == env.end()) fail("'" + name + "' used before its definition", l);
    return it->second;
  };
  while (std::getline(in, line)) {
    if (line.rfind("//", 0) == 0 || line.rfind("module @", 0) == 0 || line == "  }" || line == "}")
      continue;
    if (line.rfind("  func.func public @main(", 0) == 0) {
      in_func = true;
      continue;
    }
    if (!in_func) fail("a line outside the function", line);
    std::smatch m;
    if (line.rfind("    return ", 0) == 0) {
      std::string ops = line.substr(11, line.find(" : ") - 11);
      for (std::sregex_iterator it(ops.begin(), ops.end(), operand), end; it != end; ++it) {
        ShloValue &v = get(it->str(), line);
        if (!v.is_float || v.size() != n) fail("a result that is not n f64 values", line);
        run.outputs.push_back(v.f);
      }
      if (run.outputs.size() != n_outputs) fail("wrong number of results", line);
      returned = true;
      continue;
    }
    if (!std::regex_match(line, m, def)) fail("not an SSA definition", line);
    const std::string name = m[1], rest = m[3];
    std::string op = m[2];
    if (op.front() == '"') op = op.substr(1, op.size() - 2);
    if (!known.count(op)) fail("unknown op '" + op + "'", line);
    if (env.count(name)) fail("'" + name + "' defined twice", line);
    run.ops.insert(op);
    // The operands: every %name before the type (for constants none).
    std::string before_type = rest.substr(0, rest.find(" : "));
    if (op == "stablehlo.get_dimension_size") before_type = rest.substr(0, rest.find(") {"));
    std::vector<ShloValue *> a;
    for (std::sregex_iterator it(before_type.begin(), before_type.end(), operand), end; it != end;
         ++it)
      a.push_back(&get(it->str(), line));
    const std::size_t arrow = rest.rfind("-> ");
    const bool to_int = arrow != std::string::npos && rest.find("i64>", arrow) != std::string::npos;
    ShloValue r;
    auto map1 = [&](auto f) {
      r.f.resize(a.at(0)->f.size());
      for (std::size_t k = 0; k < r.f.size(); ++k)
        r.f[k] = f(a[0]->f[k]);
    };
    auto map2 = [&](auto f) {
      if (a.at(0)->size() != a.at(1)->size()) fail("operands of different lengths", line);
      if (a[0]->is_float) {
        r.f.resize(a[0]->f.size());
        for (std::size_t k = 0; k < r.f.size(); ++k)
          r.f[k] = f(a[0]->f[k], a[1]->f[k]);
      }
    };
    auto map2i = [&](auto f) {
      r.is_float = false;
      r.i.resize(a.at(0)->i.size());
      for (std::size_t k = 0; k < r.i.size(); ++k)
        r.i[k] = f(a[0]->i[k], a[1]->i[k]);
    };
    if (op == "stablehlo.constant") {
      std::smatch c;
      static const std::regex lit(R"(^ dense<([^>]+)> : tensor<(?:(\d+|\?)x)?(f64|i64)>$)");
      if (!std::regex_match(rest, c, lit)) fail("a constant it cannot read", line);
      const std::string v = c[1];
      const std::size_t len = c[2].matched ? n : 1;
      if (c[2].matched && c[2] != "?" && std::stoull(c[2]) != n)
        fail("a length other than n", line);
      if (c[3] == "f64") {
        if (v.find('.') == std::string::npos && v.rfind("0x", 0) != 0)
          fail("an f64 literal without '.'", line);
        double x = v.rfind("0x", 0) == 0 ? std::bit_cast<double>(std::stoull(v, nullptr, 16))
                                         : std::stod(v);
        r.f.assign(len, x);
      } else {
        r.is_float = false;
        r.i.assign(len, std::stoll(v));
      }
    } else if (op == "stablehlo.broadcast_in_dim" || op == "stablehlo.dynamic_broadcast_in_dim") {
      if (a.at(0)->size() != 1) fail("broadcast of a non-scalar", line);
      r = *a[0];
      if (r.is_float)
        r.f.assign(n, r.f[0]);
      else
        r.i.assign(n, r.i[0]);
    } else if (op == "stablehlo.get_dimension_size") {
      r.is_float = false;
      r.i = {static_cast<std::int64_t>(a.at(0)->size())};
    } else if (op == "stablehlo.reshape" || op == "stablehlo.optimization_barrier") {
      r = *a.at(0);
    } else if (op == "stablehlo.add") {
      map2([](double x, double y) { return x + y; });
    } else if (op == "stablehlo.subtract") {
      map2([](double x, double y) { return x - y; });
    } else if (op == "stablehlo.multiply") {
      map2([](double x, double y) { return x * y; });
    } else if (op == "stablehlo.divide") {
      map2([](double x, double y) { return x / y; });
    } else if (op == "stablehlo.power") {
      map2([](double x, double y) { return std::pow(x, y); });
    } else if (op == "stablehlo.atan2") {
      map2([](double x, double y) { return std::atan2(x, y); });
    } else if (op == "stablehlo.and") {
      map2i([](std::int64_t x, std::int64_t y) { return x & y; });
    } else if (op == "stablehlo.or") {
      map2i([](std::int64_t x, std::int64_t y) { return x | y; });
    } else if (op == "stablehlo.abs") {
      map1([](double x) { return std::fabs(x); });
    } else if (op == "stablehlo.negate") {
      map1([](double x) { return -x; });
    } else if (op == "stablehlo.sine") {
      map1([](double x) { return std::sin(x); });
    } else if (op == "stablehlo.cosine") {
      map1([](double x) { return std::cos(x); });
    } else if (op == "stablehlo.exponential") {
      map1([](double x) { return std::exp(x); });
    } else if (op == "stablehlo.exponential_minus_one") {
      map1([](double x) { return std::expm1(x); });
    } else if (op == "stablehlo.log") {
      map1([](double x) { return std::log(x); });
    } else if (op == "stablehlo.sqrt") {
      map1([](double x) { return std::sqrt(x); });
    } else if (op == "stablehlo.tanh") {
      map1([](double x) { return std::tanh(x); });
    } else if (op == "stablehlo.floor") {
      map1([](double x) { return std::floor(x); });
    } else if (op == "stablehlo.ceil") {
      map1([](double x) { return std::ceil(x); });
    } else if (op == "stablehlo.sign") { // StableHLO: -1, -0.0, +0.0, 1 or NaN
      map1([](double x) { return x > 0 ? 1.0 : x < 0 ? -1.0 : x; });
    } else if (op == "chlo.erf") {
      map1([](double x) { return std::erf(x); });
    } else if (op == "stablehlo.compare") {
      std::smatch c;
      static const std::regex cmp(R"(^  (LT|GT|EQ), %\w+, %\w+,  FLOAT : .*xi1>$)");
      if (!std::regex_match(rest, c, cmp)) fail("a comparison it cannot read", line);
      const std::string dir = c[1];
      r.is_float = false;
      r.i.resize(a.at(0)->f.size());
      for (std::size_t k = 0; k < r.i.size(); ++k) {
        double x = a[0]->f[k], y = a.at(1)->f[k];
        r.i[k] = dir == "LT" ? x < y : dir == "GT" ? x > y : x == y;
      }
    } else if (op == "stablehlo.select") {
      if (a.at(0)->is_float || a.at(2)->size() != a[0]->size()) fail("a bad select", line);
      r.f.resize(a[0]->i.size());
      for (std::size_t k = 0; k < r.f.size(); ++k)
        r.f[k] = a[0]->i[k] ? a.at(1)->f[k] : a[2]->f[k];
    } else if (op == "stablehlo.bitcast_convert") {
      if (to_int) {
        r.is_float = false;
        for (double x : a.at(0)->f)
          r.i.push_back(std::bit_cast<std::int64_t>(x));
      } else {
        for (std::int64_t x : a.at(0)->i)
          r.f.push_back(std::bit_cast<double>(x));
      }
    }
    if (op != "stablehlo.get_dimension_size" && op != "stablehlo.reshape" && r.size() != n &&
        !(op == "stablehlo.constant" && r.size() == 1))
      fail("a result of the wrong length", line);
    env[name] = std::move(r);
  }
  if (!returned) throw std::runtime_error("no return");
  return run;
}

} // namespace alkahest::jit_test
