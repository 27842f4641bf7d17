// alkahest/complex.hpp - complex expressions: I, complex constants and inputs, the complex
// functions, an interpreter over std::complex<double>, and compiled code for the CPU and the GPU.
//
//   ExprPool p;
//   ComplexSymbol z = complex_symbol(p, "z");          // z = z_re + I z_im
//   ComplexExpr f = exp(I(p) * z) / (z * conj(z) + ComplexExpr(p.integer(1)));
//   std::complex<double> v = evaluate_complex(f, {z}, {{0.5, -1.0}});
//   CompiledComplexFn g = compile_complex({f}, {z});
//   std::vector<std::complex<double>> zs = ..., out(zs.size());
//   g.call_batch_into({zs}, {out});                   // interleaved (re, im) pairs
//
// A ComplexExpr is a DAG of complex operations over real expressions
// (Expr) and complex symbols. The interpreter (evaluate_complex) walks it
// with std::complex<double>: the reference. The compiled tiers split it
// first into a real and an imaginary Expr (split_complex, by the formulas of
// docs/expressions.md) and compile those with compile_expr / compile_cuda.
#pragma once

#include <alkahest/cuda.hpp>
#include <alkahest/expr.hpp>
#include <alkahest/jit.hpp>

#include <complex>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace alkahest {

/// The operations of a complex expression.
enum class ComplexOp : std::uint8_t {
  Leaf, ///< re + I im, both real Exprs (constants, real expressions, a symbol's parts)
  Add,
  Mul,
  Div,
  Neg,
  Pow, ///< a^b, the principal branch exp(b log a); integer b by repeated multiplication
  Exp,
  Log,  ///< principal branch: log|a| + I arg a
  Sqrt, ///< principal branch (real part >= 0)
  Sin,
  Cos,
  Tan,
  Sinh,
  Cosh,
  Tanh,
  Asin,
  Acos,
  Atan,
  Abs,  ///< |a|, real
  Arg,  ///< the angle of a in (-pi, pi], real
  Conj, ///< re - I im
  Re,
  Im,
};

class ComplexExpr;

/// A complex input: two real symbols of one pool, its real and imaginary
/// parts (named `name_re` and `name_im`).
struct ComplexSymbol {
  Expr re, im;
  operator ComplexExpr() const;
};

/// A node of a complex expression: shared, immutable, cheap to copy.
class ComplexExpr {
public:
  struct Node {
    ComplexOp op = ComplexOp::Leaf;
    Expr re, im; ///< Leaf only
    std::vector<std::shared_ptr<const Node>> args;
    long long integer_exponent = 0; ///< Pow with an integer exponent
    bool has_integer_exponent = false;
  };

  ComplexExpr() = default;
  /// A real expression (imaginary part 0).
  ComplexExpr(const Expr &real);
  /// re + I im.
  ComplexExpr(const Expr &re, const Expr &im);
  explicit ComplexExpr(std::shared_ptr<const Node> node) : node_(std::move(node)) {}

  const Node *node() const noexcept { return node_.get(); }
  const std::shared_ptr<const Node> &shared() const noexcept { return node_; }
  bool valid() const noexcept { return node_ != nullptr; }
  /// The pool of its real expressions.
  ExprPool &pool() const;

private:
  std::shared_ptr<const Node> node_;
};

/// The imaginary unit of pool p.
ComplexExpr I(ExprPool &p);
/// The constant re + I im.
ComplexExpr complex_constant(ExprPool &p, double re, double im);
/// A complex input named `name` (its parts are the real symbols name_re, name_im).
ComplexSymbol complex_symbol(ExprPool &p, std::string_view name);

ComplexExpr operator+(const ComplexExpr &a, const ComplexExpr &b);
ComplexExpr operator-(const ComplexExpr &a, const ComplexExpr &b);
ComplexExpr operator*(const ComplexExpr &a, const ComplexExpr &b);
ComplexExpr operator/(const ComplexExpr &a, const ComplexExpr &b);
ComplexExpr operator-(const ComplexExpr &a);
ComplexExpr pow(const ComplexExpr &a, const ComplexExpr &b);
ComplexExpr pow(const ComplexExpr &a, long long n);
ComplexExpr exp(const ComplexExpr &a);
ComplexExpr log(const ComplexExpr &a);
ComplexExpr sqrt(const ComplexExpr &a);
ComplexExpr sin(const ComplexExpr &a);
ComplexExpr cos(const ComplexExpr &a);
ComplexExpr tan(const ComplexExpr &a);
ComplexExpr sinh(const ComplexExpr &a);
ComplexExpr cosh(const ComplexExpr &a);
ComplexExpr tanh(const ComplexExpr &a);
ComplexExpr asin(const ComplexExpr &a);
ComplexExpr acos(const ComplexExpr &a);
ComplexExpr atan(const ComplexExpr &a);
ComplexExpr abs(const ComplexExpr &a);
ComplexExpr arg(const ComplexExpr &a);
ComplexExpr conj(const ComplexExpr &a);
ComplexExpr real_part(const ComplexExpr &a);
ComplexExpr imag_part(const ComplexExpr &a);
/// f(a) for a core function by its Func: the functions above; erf, floor,
/// ceil, sign, min and max have no complex form here (E-EXPR-009).
ComplexExpr complex_call(Func f, const ComplexExpr &a);

/// The value at one point (inputs[k] = point[k]) with std::complex<double>
/// and the real interpreter for the real leaves: the reference the
/// compiled tiers are tested against.
std::complex<double> evaluate_complex(const ComplexExpr &e, std::span<const ComplexSymbol> inputs,
                                      std::span<const std::complex<double>> point);

/// The real and imaginary parts as real expressions of the inputs' parts.
std::pair<Expr, Expr> split_complex(const ComplexExpr &e);

/// The real function behind complex outputs over complex inputs: outputs
/// (re_0, im_0, re_1, …) and inputs (re_0, im_0, …), the outputs split
/// together (a subexpression they share is split once).
struct ComplexParts {
  std::vector<Expr> outputs, inputs;
};
ComplexParts split_complex(std::span<const ComplexExpr> outputs,
                           std::span<const ComplexSymbol> inputs);

/// A compiled complex function: complex columns of interleaved (re, im)
/// doubles (std::complex<double>) in and out.
class CompiledComplexFn {
public:
  std::size_t n_inputs() const noexcept { return n_inputs_; }
  std::size_t n_outputs() const noexcept { return n_outputs_; }
  /// outs[j][i] = output j at point i of the columns (columns[k] = input k).
  void call_batch_into(std::span<const std::span<const std::complex<double>>> columns,
                       std::span<const std::span<std::complex<double>>> outs) const;
  std::vector<std::vector<std::complex<double>>>
  call_batch(std::span<const std::span<const std::complex<double>>> columns) const;
  /// The real function underneath: outputs (re_0, im_0, re_1, …) over
  /// inputs (re_0, im_0, …).
  const CompiledFn &real_function() const noexcept { return real_; }

private:
  friend CompiledComplexFn compile_complex(std::span<const ComplexExpr>,
                                           std::span<const ComplexSymbol>, const JitOptions &);
  CompiledFn real_;
  std::size_t n_inputs_ = 0, n_outputs_ = 0;
};

/// Compiles complex outputs over complex inputs for the CPU (F64 only).
/// Errors: those of compile_expr; E-EXPR-009 for a function without a
/// complex form.
CompiledComplexFn compile_complex(std::span<const ComplexExpr> outputs,
                                  std::span<const ComplexSymbol> inputs,
                                  const JitOptions &options = {});

/// The GPU form: CudaCompiledFn::call_batch on the parts, host columns of
/// std::complex<double> in and out.
class CudaCompiledComplexFn {
public:
  std::size_t n_inputs() const noexcept { return n_inputs_; }
  std::size_t n_outputs() const noexcept { return n_outputs_; }
  std::vector<std::vector<std::complex<double>>>
  call_batch(std::span<const std::span<const std::complex<double>>> columns) const;
  const CudaCompiledFn &real_function() const noexcept { return real_; }

private:
  friend CudaCompiledComplexFn compile_cuda_complex(std::span<const ComplexExpr>,
                                                    std::span<const ComplexSymbol>,
                                                    const CudaOptions &);
  CudaCompiledFn real_;
  std::size_t n_inputs_ = 0, n_outputs_ = 0;
};

/// Compiles complex outputs over complex inputs for CUDA devices (F64).
CudaCompiledComplexFn compile_cuda_complex(std::span<const ComplexExpr> outputs,
                                           std::span<const ComplexSymbol> inputs,
                                           const CudaOptions &options = {});

} // namespace alkahest
