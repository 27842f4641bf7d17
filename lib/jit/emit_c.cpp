// lib/jit/emit_c.cpp - the expression DAG as C99 source: one `const double` per node, same
// semantics as the JIT.
#include "lowering.hpp"

#include <alkahest/jit.hpp>

#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace alkahest {
namespace {

bool is_c_identifier(const std::string &s) {
  auto start = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  if (s.empty() || !start(s[0])) return false;
  for (char c : s)
    if (!start(c) && !(c >= '0' && c <= '9')) return false;
  return true;
}

// Names the generated file cannot define: C keywords (C99 to C23), main,
// and every name <math.h> declares or defines as a macro (the file includes
// it), plus the parameter names of the generated function.
constexpr std::string_view kReservedNames[] = {
    // keywords
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
    "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict",
    "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
    "unsigned", "void", "volatile", "while", "bool", "true", "false", "alignas", "alignof",
    "constexpr", "nullptr", "static_assert", "thread_local", "typeof", "typeof_unqual", "asm",
    "fortran",
    // the program's entry point and the generated function's parameters
    "main", "in", "out",
    // <math.h> macros
    "NAN", "INFINITY", "HUGE_VAL", "HUGE_VALF", "HUGE_VALL", "FP_NAN", "FP_INFINITE", "FP_ZERO",
    "FP_SUBNORMAL", "FP_NORMAL", "FP_FAST_FMA", "FP_FAST_FMAF", "FP_FAST_FMAL", "FP_ILOGB0",
    "FP_ILOGBNAN", "MATH_ERRNO", "MATH_ERREXCEPT", "math_errhandling", "fpclassify", "isfinite",
    "isinf", "isnan", "isnormal", "signbit", "isgreater", "isgreaterequal", "isless", "islessequal",
    "islessgreater", "isunordered", "issignaling", "iscanonical", "issubnormal", "iszero",
    "double_t", "float_t"};

// <math.h> functions; their float and long double variants (sinf, sinl)
// are refused as well.
constexpr std::string_view kMathFunctions[] = {"acos",
                                               "asin",
                                               "atan",
                                               "atan2",
                                               "cos",
                                               "sin",
                                               "tan",
                                               "acosh",
                                               "asinh",
                                               "atanh",
                                               "cosh",
                                               "sinh",
                                               "tanh",
                                               "exp",
                                               "exp2",
                                               "expm1",
                                               "exp10",
                                               "frexp",
                                               "ilogb",
                                               "ldexp",
                                               "log",
                                               "log10",
                                               "log1p",
                                               "log2",
                                               "logb",
                                               "modf",
                                               "scalbn",
                                               "scalbln",
                                               "cbrt",
                                               "fabs",
                                               "hypot",
                                               "pow",
                                               "sqrt",
                                               "erf",
                                               "erfc",
                                               "lgamma",
                                               "tgamma",
                                               "gamma",
                                               "ceil",
                                               "floor",
                                               "nearbyint",
                                               "rint",
                                               "lrint",
                                               "llrint",
                                               "round",
                                               "lround",
                                               "llround",
                                               "trunc",
                                               "fmod",
                                               "remainder",
                                               "remquo",
                                               "copysign",
                                               "nan",
                                               "nextafter",
                                               "nexttoward",
                                               "fdim",
                                               "fmax",
                                               "fmin",
                                               "fma",
                                               "j0",
                                               "j1",
                                               "jn",
                                               "y0",
                                               "y1",
                                               "yn",
                                               "drem",
                                               "finite",
                                               "significand",
                                               "sincos",
                                               "pow10",
                                               "roundeven",
                                               "fmaximum",
                                               "fminimum",
                                               "fmaximum_num",
                                               "fminimum_num",
                                               "fmaxmag",
                                               "fminmag",
                                               "nextup",
                                               "nextdown",
                                               "canonicalize",
                                               "fromfp",
                                               "ufromfp",
                                               "fromfpx",
                                               "ufromfpx",
                                               "totalorder",
                                               "totalordermag",
                                               "getpayload",
                                               "setpayload",
                                               "setpayloadsig",
                                               "llogb",
                                               "fadd",
                                               "fsub",
                                               "fmul",
                                               "fdiv",
                                               "ffma",
                                               "fsqrt",
                                               "dadd",
                                               "dsub",
                                               "dmul",
                                               "ddiv",
                                               "dfma",
                                               "dsqrt",
                                               "acospi",
                                               "asinpi",
                                               "atanpi",
                                               "atan2pi",
                                               "cospi",
                                               "sinpi",
                                               "tanpi",
                                               "exp2m1",
                                               "exp10m1",
                                               "log2p1",
                                               "log10p1",
                                               "logp1",
                                               "compoundn",
                                               "pown",
                                               "powr",
                                               "rootn",
                                               "rsqrt"};

// Why `name` cannot name the generated function, or empty when it can.
std::string name_problem(const std::string &name) {
  if (!is_c_identifier(name)) return "is not a C identifier";
  // Identifiers starting with "__" or "_" and a capital are the
  // implementation's (C11 7.1.3).
  if (name.size() >= 2 && name[0] == '_' && (name[1] == '_' || (name[1] >= 'A' && name[1] <= 'Z')))
    return "is reserved for the C implementation (it starts with __ or _ and a capital)";
  std::string_view n = name;
  for (std::string_view r : kReservedNames)
    if (n == r)
      return "is a C keyword, main, a parameter of the generated function or a <math.h> macro";
  for (std::string_view r : kMathFunctions)
    if (n == r || (n.size() == r.size() + 1 && n.substr(0, r.size()) == r &&
                   (n.back() == 'f' || n.back() == 'l')))
      return "is a function <math.h> declares";
  return {};
}

// Exact: hexadecimal floating literals round-trip every finite double.
std::string c_literal(double v) {
  if (std::isnan(v)) return "NAN";
  if (std::isinf(v)) return v > 0 ? "INFINITY" : "(-INFINITY)";
  return fmt::format("{:a}", v);
}

class CWriter {
public:
  CWriter(std::span<const Node *const> outputs, std::span<const Node *const> inputs,
          std::span<const Node *const> parameters, std::string name)
      : outputs_(outputs), inputs_(inputs), parameters_(parameters), name_(std::move(name)) {}

  std::string write(bool multi) {
    std::string body = body_text(multi);
    header();
    out_ += body;
    return std::move(out_);
  }

private:
  std::string body_text(bool multi) {
    // Without parameters the signature stays the one emit_c always had.
    const std::string param_arg = parameters_.empty() ? "" : ", const double *param";
    out_ += multi ? fmt::format("void {}(const double *in{}, double *out) {{\n", name_, param_arg)
                  : fmt::format("double {}(const double *in{}) {{\n", name_, param_arg);
    for (std::size_t k = 0; k < inputs_.size(); ++k) {
      names_[inputs_[k]] = fmt::format("in[{}]", k);
    }
    for (std::size_t k = 0; k < parameters_.size(); ++k) {
      names_[parameters_[k]] = fmt::format("param[{}]", k);
    }
    for (const Node *n : postorder(outputs_)) {
      if (n->is_symbol()) continue;
      std::string t = fmt::format("t{}", names_.size());
      out_ += fmt::format("  const double {} = {};\n", t, value_of(n, t));
      names_[n] = t;
    }
    if (multi) {
      for (std::size_t j = 0; j < outputs_.size(); ++j)
        out_ += fmt::format("  out[{}] = {};\n", j, names_.at(outputs_[j]));
    } else {
      out_ += fmt::format("  return {};\n", names_.at(outputs_[0]));
    }
    out_ += "}\n";
    return std::exchange(out_, std::string());
  }

  void header() {
    out_ += "/* Generated by alkahest::emit_c. Inputs: ";
    for (std::size_t k = 0; k < inputs_.size(); ++k)
      out_ += fmt::format("{}in[{}] = {}", k ? ", " : "", k, inputs_[k]->name());
    if (inputs_.empty()) out_ += "none";
    if (!parameters_.empty()) {
      out_ += ". Parameters: ";
      for (std::size_t k = 0; k < parameters_.size(); ++k)
        out_ += fmt::format("{}param[{}] = {}", k ? ", " : "", k, parameters_[k]->name());
    }
    out_ += ".\n   Build without -ffast-math and with -ffp-contract=off for IEEE results. */\n";
    out_ += "#include <math.h>\n\n";
    // The interpreter's rules: sign(+-0) = +0, NaN stays NaN; min/max give
    // NaN if either side is NaN and order -0.0 below +0.0. Only the helpers
    // the body calls are defined (an unused static function is a -Wall
    // warning).
    if (uses_sign_)
      out_ += fmt::format(
          "static double {0}_sign(double x) {{ return x > 0 ? 1.0 : x < 0 ? -1.0 : x + 0.0; }}\n",
          name_);
    if (uses_min_)
      out_ += fmt::format("static double {0}_min(double a, double b) {{\n"
                          "  if (isnan(a) || isnan(b)) return NAN;\n"
                          "  if (a == b) return signbit(a) ? a : b;\n"
                          "  return a < b ? a : b;\n}}\n",
                          name_);
    if (uses_max_)
      out_ += fmt::format("static double {0}_max(double a, double b) {{\n"
                          "  if (isnan(a) || isnan(b)) return NAN;\n"
                          "  if (a == b) return signbit(a) ? b : a;\n"
                          "  return a > b ? a : b;\n}}\n",
                          name_);
    if (uses_sign_ || uses_min_ || uses_max_) out_ += "\n";
  }

  // Emits the ipow chain as statements and returns the last temporary.
  std::string ipow(const std::string &x, long long n, const std::string &t) {
    if (n == 0) return "1.0";
    unsigned long long m =
        n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
    int top = 63;
    while (!((m >> top) & 1ULL))
      --top;
    std::string r = x;
    int step = 0;
    for (int bit = top - 1; bit >= 0; --bit) {
      std::string sq = fmt::format("{}_{}", t, step++);
      out_ += fmt::format("  const double {} = {} * {};\n", sq, r, r);
      r = sq;
      if ((m >> bit) & 1ULL) {
        std::string mul = fmt::format("{}_{}", t, step++);
        out_ += fmt::format("  const double {} = {} * {};\n", mul, r, x);
        r = mul;
      }
    }
    return n < 0 ? fmt::format("1.0 / {}", r) : r;
  }

  std::string value_of(const Node *n, const std::string &t) {
    auto arg = [&](std::size_t i) { return names_.at(n->arg(i)); };
    switch (n->kind()) {
    case NodeKind::Number:
      return c_literal(to_double(n->number()));
    case NodeKind::Float:
      return c_literal(n->real());
    case NodeKind::Symbol:
      return names_.at(n);
    case NodeKind::Constant:
      return c_literal(constant_value(n->constant()));
    case NodeKind::Add:
    case NodeKind::Mul: {
      const char *op = n->kind() == NodeKind::Add ? " + " : " * ";
      std::string s = arg(0);
      for (std::size_t i = 1; i < n->arity(); ++i)
        s = (i == 1 ? s : "(" + s + ")") + op + arg(i);
      return s;
    }
    case NodeKind::Pow: {
      const Node *e = n->arg(1);
      if (e->is_number() && is_integer(e->number())) {
        const Integer &k = numerator(e->number());
        if (abs(k) <= std::numeric_limits<long long>::max())
          return ipow(arg(0), k.convert_to<long long>(), t);
        // big_integer_pow: the parity of k is kept.
        if (bit_test(k, 0))
          return fmt::format("copysign(pow(fabs({0}), {1}), {0})", arg(0), arg(1));
        return fmt::format("pow(fabs({}), {})", arg(0), arg(1));
      }
      return fmt::format("pow({}, {})", arg(0), arg(1));
    }
    case NodeKind::Call:
      break;
    }
    switch (n->func()) {
    case Func::Abs:
      return fmt::format("fabs({})", arg(0));
    case Func::Sign:
      uses_sign_ = true;
      return fmt::format("{}_sign({})", name_, arg(0));
    case Func::Min:
      uses_min_ = true;
      return fmt::format("{}_min({}, {})", name_, arg(0), arg(1));
    case Func::Max:
      uses_max_ = true;
      return fmt::format("{}_max({}, {})", name_, arg(0), arg(1));
    case Func::Floor:
      return fmt::format("floor({})", arg(0));
    case Func::Ceil:
      return fmt::format("ceil({})", arg(0));
    default:
      break;
    }
    codegen::MathFn f = *codegen::math_fn_of(n->func());
    if (codegen::math_fn_arity(f) == 2)
      return fmt::format("{}({}, {})", codegen::math_fn_libm_name(f), arg(0), arg(1));
    return fmt::format("{}({})", codegen::math_fn_libm_name(f), arg(0));
  }

  std::span<const Node *const> outputs_, inputs_, parameters_;
  std::string name_;
  std::string out_;
  std::unordered_map<const Node *, std::string> names_;
  bool uses_sign_ = false, uses_min_ = false, uses_max_ = false;
};

std::string emit(std::span<const Expr> outputs, std::span<const Expr> inputs,
                 std::span<const Expr> parameters, const std::string &name, bool multi) {
  if (std::string why = name_problem(name); !why.empty())
    raise(ErrorId::JitBadName, fmt::format("'{}' {}", name, why));
  std::vector<const Node *> outs, ins;
  for (const Expr &e : outputs) {
    if (!e.valid()) raise(ErrorId::JitBadInputs, "an output is an empty Expr");
    outs.push_back(e.node());
  }
  for (const Expr &e : inputs) {
    if (!e.valid()) raise(ErrorId::JitBadInputs, "an input is an empty Expr");
    ins.push_back(e.node());
  }
  std::vector<const Node *> params;
  for (const Expr &e : parameters) {
    if (!e.valid()) raise(ErrorId::JitBadInputs, "a parameter is an empty Expr");
    params.push_back(e.node());
  }
  if (outs.empty()) raise(ErrorId::JitBadInputs, "no outputs to emit");
  if (auto problem = codegen::check_inputs(outs, ins, params)) {
    if (problem->kind == codegen::InputProblem::UnboundSymbol)
      raise(ErrorId::JitUnboundSymbol,
            fmt::format("symbol '{}' is {}", problem->detail,
                        params.empty() ? "not among the inputs"
                                       : "neither an input nor a parameter"));
    if (problem->kind == codegen::InputProblem::InputIsParameter)
      raise(ErrorId::JitBadInputs,
            fmt::format("symbol '{}' is both an input and a parameter", problem->detail));
    if (problem->kind == codegen::InputProblem::DuplicateInput)
      raise(ErrorId::JitBadInputs, fmt::format("symbol '{}' is listed twice", problem->detail));
    raise(ErrorId::JitBadInputs, problem->detail);
  }
  return CWriter(outs, ins, params, name).write(multi);
}

} // namespace

std::string emit_c(const Expr &expr, std::span<const Expr> inputs, const std::string &name) {
  return emit(std::span<const Expr>(&expr, 1), inputs, {}, name, false);
}

std::string emit_c(std::span<const Expr> outputs, std::span<const Expr> inputs,
                   const std::string &name) {
  return emit(outputs, inputs, {}, name, true);
}

std::string emit_c(const Expr &expr, std::span<const Expr> inputs, std::span<const Expr> parameters,
                   const std::string &name) {
  return emit(std::span<const Expr>(&expr, 1), inputs, parameters, name, false);
}

std::string emit_c(std::span<const Expr> outputs, std::span<const Expr> inputs,
                   std::span<const Expr> parameters, const std::string &name) {
  return emit(outputs, inputs, parameters, name, true);
}

} // namespace alkahest
