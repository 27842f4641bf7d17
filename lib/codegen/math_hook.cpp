// lib/codegen/math_hook.cpp - the named (libm / libdevice) and host CPU math hooks.
#include "math_hook.hpp"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Module.h>

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)

int math_fn_arity(MathFn f) { return (f == MathFn::Atan2 || f == MathFn::Pow) ? 2 : 1; }

const char *math_fn_libm_name(MathFn f) {
  switch (f) {
  case MathFn::Sin:
    return "sin";
  case MathFn::Cos:
    return "cos";
  case MathFn::Tan:
    return "tan";
  case MathFn::Exp:
    return "exp";
  case MathFn::Log:
    return "log";
  case MathFn::Sqrt:
    return "sqrt";
  case MathFn::Asin:
    return "asin";
  case MathFn::Acos:
    return "acos";
  case MathFn::Atan:
    return "atan";
  case MathFn::Atan2:
    return "atan2";
  case MathFn::Sinh:
    return "sinh";
  case MathFn::Cosh:
    return "cosh";
  case MathFn::Tanh:
    return "tanh";
  case MathFn::Erf:
    return "erf";
  case MathFn::Pow:
    return "pow";
  }
  return "?";
}

std::optional<MathFn> math_fn_of(Func f) {
  switch (f) {
  case Func::Sin:
    return MathFn::Sin;
  case Func::Cos:
    return MathFn::Cos;
  case Func::Tan:
    return MathFn::Tan;
  case Func::Exp:
    return MathFn::Exp;
  case Func::Log:
    return MathFn::Log;
  case Func::Sqrt:
    return MathFn::Sqrt;
  case Func::Asin:
    return MathFn::Asin;
  case Func::Acos:
    return MathFn::Acos;
  case Func::Atan:
    return MathFn::Atan;
  case Func::Atan2:
    return MathFn::Atan2;
  case Func::Sinh:
    return MathFn::Sinh;
  case Func::Cosh:
    return MathFn::Cosh;
  case Func::Tanh:
    return MathFn::Tanh;
  case Func::Erf:
    return MathFn::Erf;
  case Func::Abs:
  case Func::Floor:
  case Func::Ceil:
  case Func::Sign:
  case Func::Min:
  case Func::Max:
  case Func::None:
    return std::nullopt;
  }
  return std::nullopt;
}

llvm::Function *NamedMathHook::declare_pure(llvm::Module &m, const std::string &name, int arity,
                                            llvm::Type *value) {
  std::vector<llvm::Type *> params(static_cast<std::size_t>(arity), value);
  auto *type = llvm::FunctionType::get(value, params, false);
  auto callee = m.getOrInsertFunction(name, type);
  auto *fn = llvm::cast<llvm::Function>(callee.getCallee());
  // readnone: we never read errno, so the call may be hoisted, CSE'd and,
  // on the CPU, vectorized through the vector-library mapping.
  fn->setDoesNotAccessMemory();
  fn->setDoesNotThrow();
  fn->addFnAttr(llvm::Attribute::WillReturn);
  return fn;
}

static llvm::Value *sqrt_intrinsic(llvm::IRBuilderBase &b, llvm::Value *x) {
  return b.CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, x);
}

llvm::Value *NamedMathHook::emit(llvm::IRBuilderBase &b, MathFn f,
                                 std::span<llvm::Value *const> args) {
  if (f == MathFn::Sqrt && sqrt_intrinsic_) return sqrt_intrinsic(b, args[0]);
  llvm::Module &m = *b.GetInsertBlock()->getModule();
  // A float argument calls the float form: sinf, __nv_sinf.
  llvm::Type *value = args[0]->getType();
  const std::string name = prefix_ + math_fn_libm_name(f) + (value->isFloatTy() ? "f" : "");
  llvm::Function *fn = declare_pure(m, name, math_fn_arity(f), value);
  std::vector<llvm::Value *> a(args.begin(), args.end());
  auto *call = b.CreateCall(fn, a);
  call->setDoesNotAccessMemory();
  return call;
}

llvm::Value *LibmMathHook::emit(llvm::IRBuilderBase &b, MathFn f,
                                std::span<llvm::Value *const> args) {
  // The intrinsics are the names LLVM 15's LIBMVEC-X86 table knows; the
  // backend lowers a scalar intrinsic to the very same libm call.
  switch (f) {
  case MathFn::Sin:
    return b.CreateUnaryIntrinsic(llvm::Intrinsic::sin, args[0]);
  case MathFn::Cos:
    return b.CreateUnaryIntrinsic(llvm::Intrinsic::cos, args[0]);
  case MathFn::Exp:
    return b.CreateUnaryIntrinsic(llvm::Intrinsic::exp, args[0]);
  case MathFn::Log:
    return b.CreateUnaryIntrinsic(llvm::Intrinsic::log, args[0]);
  case MathFn::Sqrt:
    return sqrt_intrinsic(b, args[0]);
  case MathFn::Pow:
    return b.CreateBinaryIntrinsic(llvm::Intrinsic::pow, args[0], args[1]);
  default:
    return NamedMathHook::emit(b, f, args);
  }
}

#pragma GCC visibility pop
} // namespace alkahest::codegen
