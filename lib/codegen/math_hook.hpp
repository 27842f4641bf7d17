// lib/codegen/math_hook.hpp - how a target emits the math functions that the lowering does not
// inline.
#pragma once

#include <alkahest/expr/node.hpp>

#include <optional>
#include <span>
#include <string>

namespace llvm {
class Value;
class Module;
class Function;
class FunctionType;
class Type;
class IRBuilderBase;
} // namespace llvm

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)

/// The math functions a target provides. Everything else (abs, floor, ceil,
/// sign, min, max, integer powers) is lowered inline by the shared lowering,
/// identically for every target.
enum class MathFn : std::uint8_t {
  Sin,
  Cos,
  Tan,
  Exp,
  Log,
  Sqrt,
  Asin,
  Acos,
  Atan,
  Atan2,
  Sinh,
  Cosh,
  Tanh,
  Erf,
  Pow
};

/// Number of double arguments (2 for Atan2 and Pow, else 1).
int math_fn_arity(MathFn f);
/// The C library name ("sin", "atan2", "pow", ...).
const char *math_fn_libm_name(MathFn f);
/// The MathFn of a core function, or nullopt for the inline ones.
std::optional<MathFn> math_fn_of(Func f);

/// Emits one math call. How a target plugs in: subclass MathHook and
/// implement emit(); the lowering calls it once per (node, function) with
/// the builder positioned where the value is needed. The CPU uses
/// LibmMathHook (LLVM intrinsics where the loop vectorizer maps them to
/// libmvec, readnone libm declarations elsewhere); the GPU supplies a hook
/// that calls libdevice's `__nv_<name>` (see NamedMathHook, which does
/// exactly that given a prefix) and links libdevice afterwards.
class MathHook {
public:
  virtual ~MathHook() = default;
  /// f(args...) as a double value; args.size() == math_fn_arity(f).
  virtual llvm::Value *emit(llvm::IRBuilderBase &b, MathFn f,
                            std::span<llvm::Value *const> args) = 0;
};

/// Calls `<prefix><libm name>` (e.g. "__nv_sin" with prefix "__nv_"),
/// declared in the builder's module as a readnone, nounwind double function.
/// With `sqrt_intrinsic`, sqrt becomes llvm.sqrt.f64 (exact on every target).
class NamedMathHook : public MathHook {
public:
  explicit NamedMathHook(std::string prefix, bool sqrt_intrinsic = true)
      : prefix_(std::move(prefix)), sqrt_intrinsic_(sqrt_intrinsic) {}
  llvm::Value *emit(llvm::IRBuilderBase &b, MathFn f, std::span<llvm::Value *const> args) override;

protected:
  /// The declaration of `name` taking `arity` values of type `value` (double
  /// or float) and returning one, created on first use.
  static llvm::Function *declare_pure(llvm::Module &m, const std::string &name, int arity,
                                      llvm::Type *value);

private:
  std::string prefix_;
  bool sqrt_intrinsic_;
};

/// The host CPU's hook: llvm.sin/cos/exp/log/pow/sqrt intrinsics (which the
/// loop vectorizer maps to libmvec and the backend otherwise lowers to the
/// libm call) and readnone libm declarations for the rest — the same glibc
/// functions the interpreter calls, so scalar results are bit-identical.
class LibmMathHook : public NamedMathHook {
public:
  LibmMathHook() : NamedMathHook("") {}
  llvm::Value *emit(llvm::IRBuilderBase &b, MathFn f, std::span<llvm::Value *const> args) override;
};

#pragma GCC visibility pop
} // namespace alkahest::codegen
