// lib/codegen/lowering.cpp - DAG → LLVM IR: one SSA value per node, shared by the CPU and GPU
// tiers.
#include "lowering.hpp"

#include <alkahest/expr/traversal.hpp>

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Module.h>

#include <limits>
#include <unordered_map>
#include <unordered_set>

namespace alkahest::codegen {
#pragma GCC visibility push(hidden)

std::optional<InputProblem> check_inputs(std::span<const Node *const> outputs,
                                         std::span<const Node *const> inputs,
                                         std::span<const Node *const> parameters) {
  std::unordered_set<const Node *> bound;
  for (const Node *in : inputs) {
    if (!in || !in->is_symbol())
      return InputProblem{InputProblem::NotASymbol, "an input is not a symbol"};
    if (!bound.insert(in).second) return InputProblem{InputProblem::DuplicateInput, in->name()};
  }
  std::unordered_set<const Node *> params;
  for (const Node *p : parameters) {
    if (!p || !p->is_symbol())
      return InputProblem{InputProblem::NotASymbol, "a parameter is not a symbol"};
    if (bound.count(p)) return InputProblem{InputProblem::InputIsParameter, p->name()};
    if (!params.insert(p).second) return InputProblem{InputProblem::DuplicateInput, p->name()};
  }
  bound.insert(params.begin(), params.end());
  for (const Node *out : outputs)
    if (!out) return InputProblem{InputProblem::NullOutput, "an output is empty"};
  for (const Node *n : postorder(outputs))
    if (n->is_symbol() && !bound.count(n))
      return InputProblem{InputProblem::UnboundSymbol, n->name()};
  return std::nullopt;
}

// min/max as the interpreter (and llvm.minimum/maximum) define them: a quiet
// NaN if either operand is NaN, and -0.0 < +0.0. Written with compares and
// selects because LLVM 15 lowers fminimum/fmaximum poorly or not at all on
// some targets; selects vectorize everywhere.
llvm::Value *emit_min_max(llvm::IRBuilderBase &b, llvm::Value *x, llvm::Value *y, bool is_min) {
  llvm::Type *bits = b.getIntNTy(x->getType()->getScalarSizeInBits());
  auto *x_neg = b.CreateICmpSLT(b.CreateBitCast(x, bits), llvm::ConstantInt::get(bits, 0));
  // Equal operands differ at most in the sign of zero.
  auto *on_tie = is_min ? b.CreateSelect(x_neg, x, y) : b.CreateSelect(x_neg, y, x);
  auto *x_wins = is_min ? b.CreateFCmpOLT(x, y) : b.CreateFCmpOGT(x, y);
  auto *r = b.CreateSelect(x_wins, x, b.CreateSelect(b.CreateFCmpOEQ(x, y), on_tie, y));
  auto *nan = llvm::ConstantFP::getNaN(x->getType());
  return b.CreateSelect(b.CreateFCmpUNO(x, y), nan, r);
}

namespace {

// The exact multiplication order of the interpreter's ipow: square and
// multiply from the most significant bit, starting from x itself (1*x is
// exact, so this equals starting from 1), and 1/chain for n < 0.
llvm::Value *emit_ipow(llvm::IRBuilderBase &b, llvm::Value *x, long long n) {
  auto *one = llvm::ConstantFP::get(x->getType(), 1.0);
  if (n == 0) return one;
  bool negative = n < 0;
  // -LLONG_MIN overflows; its magnitude is 2^63 as an unsigned.
  unsigned long long m =
      negative ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
  int top = 63;
  while (!((m >> top) & 1ULL))
    --top;
  llvm::Value *r = x;
  for (int bit = top - 1; bit >= 0; --bit) {
    r = b.CreateFMul(r, r);
    if ((m >> bit) & 1ULL) r = b.CreateFMul(r, x);
  }
  return negative ? b.CreateFDiv(one, r) : r;
}

llvm::Value *emit_sign(llvm::IRBuilderBase &b, llvm::Value *x) {
  // sign(x) = 1 if x > 0, -1 if x < 0, +0.0 for both zeros, NaN for NaN.
  // x + 0.0 is exactly that last case: -0 + +0 = +0 and NaN stays NaN (IEEE
  // mode never folds it away, because of the -0 case).
  auto *zero = llvm::ConstantFP::get(x->getType(), 0.0);
  auto *pos = llvm::ConstantFP::get(x->getType(), 1.0);
  auto *neg = llvm::ConstantFP::get(x->getType(), -1.0);
  auto *rest = b.CreateSelect(b.CreateFCmpOLT(x, zero), neg, b.CreateFAdd(x, zero));
  return b.CreateSelect(b.CreateFCmpOGT(x, zero), pos, rest);
}

llvm::Value *emit_call(llvm::IRBuilderBase &b, MathHook &hook, const Node *n,
                       std::span<llvm::Value *const> a) {
  switch (n->func()) {
  case Func::Abs:
    return b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, a[0]);
  case Func::Floor:
    return b.CreateUnaryIntrinsic(llvm::Intrinsic::floor, a[0]);
  case Func::Ceil:
    return b.CreateUnaryIntrinsic(llvm::Intrinsic::ceil, a[0]);
  case Func::Sign:
    return emit_sign(b, a[0]);
  case Func::Min:
    return emit_min_max(b, a[0], a[1], true);
  case Func::Max:
    return emit_min_max(b, a[0], a[1], false);
  default:
    break;
  }
  return hook.emit(b, *math_fn_of(n->func()), a);
}

llvm::Value *emit_pow(llvm::IRBuilderBase &b, MathHook &hook, const Node *n, llvm::Value *base,
                      llvm::Value *exponent) {
  const Node *e = n->arg(1);
  if (e->is_number() && is_integer(e->number())) {
    const Integer &k = numerator(e->number());
    // |k| <= LLONG_MAX, as the interpreter decides (LLONG_MIN goes to pow).
    if (abs(k) <= std::numeric_limits<long long>::max())
      return emit_ipow(b, base, k.convert_to<long long>());
    // big_integer_pow: |base|^k, with base's sign when k is odd.
    llvm::Value *args[] = {b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, base), exponent};
    llvm::Value *r = hook.emit(b, MathFn::Pow, args);
    if (bit_test(k, 0)) r = b.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, r, base);
    return r;
  }
  llvm::Value *args[] = {base, exponent};
  return hook.emit(b, MathFn::Pow, args);
}

} // namespace

std::vector<llvm::Value *>
lower_point(llvm::IRBuilderBase &b, MathHook &hook, std::span<const Node *const> outputs,
            std::span<const Node *const> inputs, std::span<llvm::Value *const> input_values,
            const LoweringOptions &opts,
            const std::function<void(std::size_t, llvm::Value *)> &on_output) {
  llvm::IRBuilderBase::FastMathFlagGuard guard(b);
  llvm::FastMathFlags fmf;
  if (opts.fast_math) fmf.setFast();
  b.setFastMathFlags(fmf);

  // The value type: double, or float with f32_math (parameters, passed as
  // doubles, are rounded to it once here).
  llvm::Type *fp = opts.f32_math ? b.getFloatTy() : b.getDoubleTy();
  std::unordered_map<const Node *, llvm::Value *> value;
  for (std::size_t k = 0; k < inputs.size(); ++k) {
    llvm::Value *v = input_values[k];
    value.emplace(inputs[k], v->getType() == fp ? v : b.CreateFPTrunc(v, fp));
  }

  const std::vector<const Node *> order = postorder(outputs);
  value.reserve(order.size() + inputs.size());
  llvm::GlobalVariable *table = nullptr;
  llvm::ArrayType *table_type = nullptr;
  std::unordered_map<const Node *, std::uint64_t> table_index;
  if (opts.constants_in_table) {
    std::vector<double> constants;
    for (const Node *n : order)
      if (n->is_numeric()) {
        table_index.emplace(n, constants.size());
        constants.push_back(n->is_number() ? to_double(n->number()) : n->real());
      }
    if (!constants.empty()) {
      llvm::Module &m = *b.GetInsertBlock()->getModule();
      auto *init = llvm::ConstantDataArray::get(b.getContext(), constants);
      table_type = llvm::cast<llvm::ArrayType>(init->getType());
      table = new llvm::GlobalVariable(m, table_type, true, llvm::GlobalValue::PrivateLinkage, init,
                                       "constants");
    }
  }
  // Sums and products fold each operand in as soon as it exists, in the
  // same left-to-right order as folding at the node (same bits), so a
  // 16-term sum keeps one partial sum live instead of 16 finished terms:
  // on the GPU those live terms, held across 16 inlined libdevice calls,
  // cost ptxas its whole register file (254 registers, one block per SM).
  struct Fold {
    llvm::Value *partial = nullptr;
    std::size_t next = 0; ///< index of the next operand to fold in
  };
  std::unordered_map<const Node *, Fold> folds;
  std::unordered_map<const Node *, std::vector<const Node *>>
      waiting; // operand -> folds waiting on it
  auto advance = [&](const Node *p) {
    Fold &f = folds[p];
    while (f.next < p->args().size()) {
      auto it = value.find(p->arg(f.next));
      if (it == value.end()) {
        waiting[p->arg(f.next)].push_back(p);
        return;
      }
      llvm::Value *v = it->second;
      f.partial = f.next == 0                  ? v
                  : p->kind() == NodeKind::Add ? b.CreateFAdd(f.partial, v)
                                               : b.CreateFMul(f.partial, v);
      ++f.next;
    }
  };
  auto set_value = [&](const Node *n, llvm::Value *v) {
    value[n] = v;
    auto it = waiting.find(n);
    if (it == waiting.end()) return;
    std::vector<const Node *> parents = std::move(it->second);
    waiting.erase(it);
    for (const Node *p : parents)
      advance(p);
  };
  for (const Node *n : order)
    if (n->kind() == NodeKind::Add || n->kind() == NodeKind::Mul) advance(n);

  // The outputs each node is (an output listed twice is reported twice).
  std::unordered_map<const Node *, std::vector<std::size_t>> output_slots;
  std::vector<bool> reported(outputs.size(), false);
  if (on_output)
    for (std::size_t j = 0; j < outputs.size(); ++j)
      output_slots[outputs[j]].push_back(j);
  auto report = [&](const Node *n) {
    auto it = output_slots.find(n);
    if (it == output_slots.end()) return;
    for (std::size_t j : it->second) {
      reported[j] = true;
      on_output(j, value.at(n));
    }
  };

  std::vector<llvm::Value *> args;
  std::size_t emitted = 0;
  for (const Node *n : order) {
    if (n->is_symbol()) {
      report(n); // bound above (check_inputs passed)
      continue;
    }
    if (opts.split_blocks_every && ++emitted % opts.split_blocks_every == 0) {
      llvm::BasicBlock *cur = b.GetInsertBlock();
      auto *next = llvm::BasicBlock::Create(b.getContext(), "chunk", cur->getParent());
      b.CreateBr(next);
      b.SetInsertPoint(next);
    }
    llvm::Value *v = nullptr;
    if (table && n->is_numeric()) {
      llvm::Value *c = b.CreateLoad(
          b.getDoubleTy(), b.CreateConstInBoundsGEP2_64(table_type, table, 0, table_index.at(n)));
      set_value(n, opts.f32_math ? b.CreateFPTrunc(c, fp) : c);
      continue;
    }
    args.clear();
    if (n->kind() == NodeKind::Call || n->kind() == NodeKind::Pow)
      for (const Node *c : n->args())
        args.push_back(value.at(c));
    switch (n->kind()) {
    case NodeKind::Number:
      v = llvm::ConstantFP::get(fp, to_double(n->number()));
      break;
    case NodeKind::Float:
      v = llvm::ConstantFP::get(fp, n->real());
      break;
    case NodeKind::Symbol:
      break;
    case NodeKind::Constant:
      v = llvm::ConstantFP::get(fp, constant_value(n->constant()));
      break;
    case NodeKind::Add:
    case NodeKind::Mul:
      // Every operand precedes n in postorder, so the fold is complete.
      v = folds.at(n).partial;
      break;
    case NodeKind::Pow:
      v = emit_pow(b, hook, n, args[0], args[1]);
      break;
    case NodeKind::Call:
      v = emit_call(b, hook, n, args);
      break;
    }
    set_value(n, v);
    report(n);
  }
  std::vector<llvm::Value *> out;
  out.reserve(outputs.size());
  for (std::size_t j = 0; j < outputs.size(); ++j) {
    out.push_back(value.at(outputs[j]));
    if (on_output && !reported[j]) on_output(j, out.back());
  }
  return out;
}

void mark_column_params(llvm::Function *fn, std::size_t n_inputs, std::size_t n_outputs) {
  // One AttributeList for all parameters: addParamAttr per parameter builds
  // (and the context keeps forever) a new list each time, quadratic in the
  // number of columns (2*10^4 inputs took 4.9 GB).
  llvm::LLVMContext &ctx = fn->getContext();
  llvm::AttrBuilder in_attrs(ctx), out_attrs(ctx);
  for (llvm::AttrBuilder *a : {&in_attrs, &out_attrs}) {
    a->addAttribute(llvm::Attribute::NoAlias);
    a->addAttribute(llvm::Attribute::NoCapture);
  }
  in_attrs.addAttribute(llvm::Attribute::ReadOnly);
  out_attrs.addAttribute(llvm::Attribute::WriteOnly);
  const llvm::AttributeSet in_set = llvm::AttributeSet::get(ctx, in_attrs);
  const llvm::AttributeSet out_set = llvm::AttributeSet::get(ctx, out_attrs);
  std::vector<llvm::AttributeSet> params(fn->arg_size());
  for (std::size_t k = 0; k < n_inputs + n_outputs && k < params.size(); ++k)
    params[k] = k < n_inputs ? in_set : out_set;
  llvm::AttributeList old = fn->getAttributes();
  fn->setAttributes(llvm::AttributeList::get(ctx, old.getFnAttrs(), old.getRetAttrs(), params));
}

std::vector<const Node *> bound_symbols(std::span<const Node *const> inputs,
                                        std::span<const Node *const> parameters) {
  std::vector<const Node *> symbols(inputs.begin(), inputs.end());
  symbols.insert(symbols.end(), parameters.begin(), parameters.end());
  return symbols;
}

LoopBounds serial_bounds(llvm::IRBuilderBase &b, llvm::Value *) {
  return {b.getInt64(0), b.getInt64(1)};
}

llvm::Type *column_element_type(llvm::LLVMContext &ctx, const LoweringOptions &opts) {
  return opts.f32_columns ? llvm::Type::getFloatTy(ctx) : llvm::Type::getDoubleTy(ctx);
}

namespace {
// The double type of the same shape as `type` (a scalar or a fixed vector).
llvm::Type *as_double(llvm::Type *type) {
  llvm::Type *dbl = llvm::Type::getDoubleTy(type->getContext());
  if (auto *v = llvm::dyn_cast<llvm::FixedVectorType>(type))
    return llvm::FixedVectorType::get(dbl, v->getNumElements());
  return dbl;
}
} // namespace

llvm::Value *load_column(llvm::IRBuilderBase &b, llvm::Type *type, llvm::Value *column,
                         llvm::Value *index, unsigned align, bool widen) {
  llvm::Value *at = b.CreateInBoundsGEP(type, column, index);
  llvm::Value *v =
      align ? b.CreateAlignedLoad(type, at, llvm::Align(align)) : b.CreateLoad(type, at);
  // float -> double is exact: the f64 lowering sees the float's value.
  return type->getScalarType()->isDoubleTy() || !widen ? v : b.CreateFPExt(v, as_double(type));
}

void store_column(llvm::IRBuilderBase &b, llvm::Type *type, llvm::Value *value, llvm::Value *column,
                  llvm::Value *index, unsigned align) {
  // double -> float rounds once, to nearest even (fptrunc's IEEE default).
  if (value->getType()->getScalarType() != type->getScalarType())
    value = b.CreateFPTrunc(value, type);
  llvm::Value *at = b.CreateInBoundsGEP(type, column, index);
  if (align)
    b.CreateAlignedStore(value, at, llvm::Align(align));
  else
    b.CreateStore(value, at);
}

namespace {

// Where a kernel finds point i's columns and the parameter values: its own
// arguments (build_soa_kernel) or the arrays it is given (build_array_kernel).
struct ColumnAccess {
  std::function<llvm::Value *(llvm::IRBuilderBase &, std::size_t)> input, output, parameter;
};

// The loop over points, from the entry block that `b` is at: for i in the
// bounds, load every input, evaluate the outputs and store them.
void emit_point_loop(llvm::Function *fn, llvm::IRBuilder<> &b, llvm::Value *n, MathHook &hook,
                     std::span<const Node *const> outputs, std::span<const Node *const> inputs,
                     std::span<const Node *const> parameters, const LoweringOptions &opts,
                     const BoundsFn &bounds, const ColumnAccess &columns) {
  llvm::LLVMContext &ctx = fn->getContext();
  auto *i64 = llvm::Type::getInt64Ty(ctx);
  auto *header = llvm::BasicBlock::Create(ctx, "loop", fn);
  auto *body = llvm::BasicBlock::Create(ctx, "body", fn);
  auto *exit = llvm::BasicBlock::Create(ctx, "exit", fn);
  LoopBounds lb = bounds(b, n);
  llvm::BasicBlock *preheader = b.GetInsertBlock();
  b.CreateBr(header);

  b.SetInsertPoint(header);
  auto *i = b.CreatePHI(i64, 2, "i");
  i->addIncoming(lb.begin, preheader);
  b.CreateCondBr(b.CreateICmpSLT(i, n), body, exit);

  b.SetInsertPoint(body);
  std::vector<llvm::Value *> in_values;
  in_values.reserve(inputs.size() + parameters.size());
  llvm::Type *element = column_element_type(ctx, opts);
  for (std::size_t k = 0; k < inputs.size(); ++k)
    in_values.push_back(load_column(b, element, columns.input(b, k), i, 0, !opts.f32_math));
  for (std::size_t k = 0; k < parameters.size(); ++k)
    in_values.push_back(columns.parameter(b, k));
  const std::vector<const Node *> symbols = bound_symbols(inputs, parameters);
  lower_point(b, hook, outputs, symbols, in_values, opts, [&](std::size_t j, llvm::Value *v) {
    store_column(b, element, v, columns.output(b, j), i);
  });
  auto *next = b.CreateNSWAdd(i, lb.step, "i.next");
  i->addIncoming(next, b.GetInsertBlock());
  b.CreateBr(header);

  b.SetInsertPoint(exit);
  b.CreateRetVoid();
}

} // namespace

llvm::Function *build_soa_kernel(llvm::Module &m, const std::string &name, MathHook &hook,
                                 std::span<const Node *const> outputs,
                                 std::span<const Node *const> inputs,
                                 std::span<const Node *const> parameters,
                                 const LoweringOptions &opts, const BoundsFn &bounds) {
  llvm::LLVMContext &ctx = m.getContext();
  auto *ptr = llvm::PointerType::get(ctx, 0);
  auto *i64 = llvm::Type::getInt64Ty(ctx);
  auto *dbl = llvm::Type::getDoubleTy(ctx);
  const std::size_t ni = inputs.size(), no = outputs.size(), np = parameters.size();
  std::vector<llvm::Type *> params(ni + no, ptr);
  params.insert(params.end(), np, dbl);
  params.push_back(i64);
  auto *fn =
      llvm::Function::Create(llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), params, false),
                             llvm::Function::ExternalLinkage, name, m);
  fn->setDoesNotThrow();
  mark_column_params(fn, ni, no);
  llvm::Value *n = fn->getArg(static_cast<unsigned>(ni + no + np));
  n->setName("n");
  auto arg = [fn](std::size_t k) { return fn->getArg(static_cast<unsigned>(k)); };
  ColumnAccess columns{[&](llvm::IRBuilderBase &, std::size_t k) { return arg(k); },
                       [&](llvm::IRBuilderBase &, std::size_t j) { return arg(ni + j); },
                       [&](llvm::IRBuilderBase &, std::size_t k) { return arg(ni + no + k); }};
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
  emit_point_loop(fn, b, n, hook, outputs, inputs, parameters, opts, bounds, columns);
  return fn;
}

llvm::Function *build_array_kernel(llvm::Module &m, const std::string &name, MathHook &hook,
                                   std::span<const Node *const> outputs,
                                   std::span<const Node *const> inputs,
                                   std::span<const Node *const> parameters,
                                   const LoweringOptions &opts, const BoundsFn &bounds) {
  llvm::LLVMContext &ctx = m.getContext();
  auto *ptr = llvm::PointerType::get(ctx, 0);
  auto *i64 = llvm::Type::getInt64Ty(ctx);
  auto *dbl = llvm::Type::getDoubleTy(ctx);
  auto *fn = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {ptr, ptr, ptr, i64}, false),
      llvm::Function::ExternalLinkage, name, m);
  fn->setDoesNotThrow();
  // The arrays themselves are only read; the columns they point to may
  // alias them as far as the code knows (no noalias: the vectorizer keeps
  // such a loop scalar, as it would for thousands of columns anyway).
  for (unsigned k = 0; k < 3; ++k) {
    fn->addParamAttr(k, llvm::Attribute::ReadOnly);
    fn->addParamAttr(k, llvm::Attribute::NoCapture);
  }
  llvm::Value *n = fn->getArg(3);
  n->setName("n");
  // Each pointer and value is loaded where it is used, inside the loop:
  // loaded once before it, 10^5 of them would all be live across the loop
  // (a spill slot each in unoptimised code).
  auto element = [&](llvm::IRBuilderBase &b, llvm::Type *type, unsigned array, std::size_t k) {
    return b.CreateLoad(type, b.CreateConstInBoundsGEP1_64(type, fn->getArg(array), k));
  };
  ColumnAccess columns{
      [&](llvm::IRBuilderBase &b, std::size_t k) { return element(b, ptr, 0, k); },
      [&](llvm::IRBuilderBase &b, std::size_t j) { return element(b, ptr, 1, j); },
      [&](llvm::IRBuilderBase &b, std::size_t k) { return element(b, dbl, 2, k); }};
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
  emit_point_loop(fn, b, n, hook, outputs, inputs, parameters, opts, bounds, columns);
  return fn;
}

llvm::Function *build_array_entry(llvm::Module &m, const std::string &name, llvm::Function *kernel,
                                  std::size_t n_inputs, std::size_t n_outputs,
                                  std::size_t n_parameters) {
  llvm::LLVMContext &ctx = m.getContext();
  auto *ptr = llvm::PointerType::get(ctx, 0);
  auto *i64 = llvm::Type::getInt64Ty(ctx);
  auto *dbl = llvm::Type::getDoubleTy(ctx);
  auto *fn = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {ptr, ptr, ptr, i64}, false),
      llvm::Function::ExternalLinkage, name, m);
  fn->setDoesNotThrow();
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
  std::vector<llvm::Value *> args;
  auto load_columns = [&](llvm::Value *array, std::size_t count) {
    for (std::size_t k = 0; k < count; ++k)
      args.push_back(b.CreateLoad(ptr, b.CreateConstInBoundsGEP1_64(ptr, array, k)));
  };
  load_columns(fn->getArg(0), n_inputs);
  load_columns(fn->getArg(1), n_outputs);
  for (std::size_t k = 0; k < n_parameters; ++k)
    args.push_back(b.CreateLoad(dbl, b.CreateConstInBoundsGEP1_64(dbl, fn->getArg(2), k)));
  args.push_back(fn->getArg(3));
  b.CreateCall(kernel, args);
  b.CreateRetVoid();
  return fn;
}

#pragma GCC visibility pop
} // namespace alkahest::codegen
