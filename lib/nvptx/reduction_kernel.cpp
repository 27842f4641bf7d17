// lib/nvptx/reduction_kernel.cpp - IR of the reduction kernels: each thread a lane of a tile, the
// halving tree through shared memory, the slots' combine; the order of alkahest/reduction.hpp.
//
// Every operation mirrors lib/jit/reduction_order.hpp (the CPU's folds):
// equal per-point values give equal bits on both tiers. No fast-math flags
// anywhere; CudaOptions::fma would let the back end fuse a Dot's product
// into its sum (documented as breaking that identity).
#include "reduction_kernel.hpp"
#include "reduction_identity.hpp"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/IntrinsicsNVPTX.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <bit>
#include <functional>
#include <limits>

namespace alkahest::nvptx {

namespace {

enum class Combine { Plain, Compensated, Min, Max };

Combine combine_of(ReduceOp op, bool compensated) {
  switch (op) {
  case ReduceOp::Min:
    return Combine::Min;
  case ReduceOp::Max:
    return Combine::Max;
  default:
    return compensated ? Combine::Compensated : Combine::Plain;
  }
}

struct Pair {
  llvm::Value *s, *c;
};

// Neumaier's error of t = a + b: (a - t) + b when |a| >= |b|, else (b - t) + a.
llvm::Value *two_sum_error(llvm::IRBuilderBase &b, llvm::Value *x, llvm::Value *y, llvm::Value *t) {
  auto *ax = b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x);
  auto *ay = b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, y);
  return b.CreateSelect(b.CreateFCmpOGE(ax, ay), b.CreateFAdd(b.CreateFSub(x, t), y),
                        b.CreateFAdd(b.CreateFSub(y, t), x));
}

// One value into a lane: reduction_order.hpp's fold_tile step.
Pair fold_value(llvm::IRBuilderBase &b, Combine k, Pair acc, llvm::Value *v) {
  switch (k) {
  case Combine::Plain:
    return {b.CreateFAdd(acc.s, v), acc.c};
  case Combine::Compensated: {
    llvm::Value *t = b.CreateFAdd(acc.s, v);
    llvm::Value *e = two_sum_error(b, acc.s, v, t);
    return {t, b.CreateFAdd(acc.c, e)};
  }
  case Combine::Min:
    return {codegen::emit_min_max(b, acc.s, v, true), acc.c};
  case Combine::Max:
    return {codegen::emit_min_max(b, acc.s, v, false), acc.c};
  }
  return acc;
}

// Two partials: reduction_order.hpp's combine_pair.
Pair combine_pair(llvm::IRBuilderBase &b, Combine k, Pair x, Pair y) {
  if (k != Combine::Compensated) return fold_value(b, k, x, y.s);
  llvm::Value *t = b.CreateFAdd(x.s, y.s);
  llvm::Value *e = two_sum_error(b, x.s, y.s, t);
  return {t, b.CreateFAdd(b.CreateFAdd(x.c, y.c), e)};
}

llvm::Value *sreg(llvm::IRBuilderBase &b, llvm::Intrinsic::ID id) {
  llvm::Module &m = *b.GetInsertBlock()->getModule();
  return b.CreateZExt(b.CreateCall(llvm::Intrinsic::getDeclaration(&m, id)), b.getInt64Ty());
}

void barrier(llvm::IRBuilderBase &b) {
  llvm::Module &m = *b.GetInsertBlock()->getModule();
  b.CreateCall(llvm::Intrinsic::getDeclaration(&m, llvm::Intrinsic::nvvm_barrier0));
}

// A block-wide array of doubles in shared memory.
struct Shared {
  llvm::GlobalVariable *array = nullptr;
  llvm::ArrayType *type = nullptr;
  llvm::Value *at(llvm::IRBuilderBase &b, llvm::Value *index) const {
    return b.CreateInBoundsGEP(type, array, {b.getInt64(0), index});
  }
};
Shared shared_array(llvm::Module &m, const char *name, std::size_t count) {
  Shared s;
  s.type = llvm::ArrayType::get(llvm::Type::getDoubleTy(m.getContext()), count);
  s.array = new llvm::GlobalVariable(m, s.type, false, llvm::GlobalValue::InternalLinkage,
                                     llvm::UndefValue::get(s.type), name, nullptr,
                                     llvm::GlobalValue::NotThreadLocal, 3);
  s.array->setAlignment(llvm::Align(8));
  return s;
}

// Every thread stores its partial at [tid]; then the halving tree over
// `count` (a power of two) with a barrier after every step; returns after
// the last barrier, when [0] holds the result (read by any thread).
void shared_tree(llvm::Function *fn, llvm::IRBuilder<> &b, Combine k, Pair mine, llvm::Value *tid,
                 std::size_t count, const Shared &s, const Shared *c) {
  llvm::LLVMContext &ctx = fn->getContext();
  auto *dbl = b.getDoubleTy();
  b.CreateStore(mine.s, s.at(b, tid));
  if (c) b.CreateStore(mine.c, c->at(b, tid));
  barrier(b);
  for (std::size_t h = count / 2; h >= 1; h /= 2) {
    auto *step = llvm::BasicBlock::Create(ctx, "tree.step", fn);
    auto *next = llvm::BasicBlock::Create(ctx, "tree.next", fn);
    b.CreateCondBr(b.CreateICmpULT(tid, b.getInt64(h)), step, next);
    b.SetInsertPoint(step);
    llvm::Value *other = b.CreateAdd(tid, b.getInt64(h));
    Pair x{b.CreateLoad(dbl, s.at(b, tid)), c ? b.CreateLoad(dbl, c->at(b, tid)) : nullptr};
    Pair y{b.CreateLoad(dbl, s.at(b, other)), c ? b.CreateLoad(dbl, c->at(b, other)) : nullptr};
    Pair r = combine_pair(b, k, x, y);
    b.CreateStore(r.s, s.at(b, tid));
    if (c) b.CreateStore(r.c, c->at(b, tid));
    b.CreateBr(next);
    b.SetInsertPoint(next);
    barrier(b);
  }
}

// A counted loop `for (v = from; v < to; v += step)` through an alloca
// (promoted to registers by the optimiser); `body` emits at the builder.
void counted_loop(llvm::Function *fn, llvm::IRBuilder<> &b, llvm::AllocaInst *var,
                  llvm::Value *from, llvm::Value *to, llvm::Value *step,
                  const std::function<void(llvm::Value *)> &body) {
  llvm::LLVMContext &ctx = fn->getContext();
  auto *head = llvm::BasicBlock::Create(ctx, "loop", fn);
  auto *loop_body = llvm::BasicBlock::Create(ctx, "loop.body", fn);
  auto *done = llvm::BasicBlock::Create(ctx, "loop.done", fn);
  b.CreateStore(from, var);
  b.CreateBr(head);
  b.SetInsertPoint(head);
  llvm::Value *v = b.CreateLoad(b.getInt64Ty(), var);
  b.CreateCondBr(b.CreateICmpSLT(v, to), loop_body, done);
  b.SetInsertPoint(loop_body);
  body(v);
  b.CreateStore(b.CreateAdd(v, step), var);
  b.CreateBr(head);
  b.SetInsertPoint(done);
}

} // namespace

std::size_t ReductionPlan::words() const {
  if (!compensated) return 1;
  for (ReduceOp op : ops)
    if (op == ReduceOp::Sum || op == ReduceOp::Dot) return 2;
  return 1;
}

llvm::Function *build_reduce_kernel(llvm::Module &m, codegen::MathHook &hook,
                                    const ReductionPlan &plan, std::span<const Node *const> inputs,
                                    std::span<const Node *const> parameters) {
  llvm::LLVMContext &ctx = m.getContext();
  auto *ptr = llvm::PointerType::get(ctx, 0);
  auto *i64 = llvm::Type::getInt64Ty(ctx);
  auto *dbl = llvm::Type::getDoubleTy(ctx);
  const std::size_t ni = inputs.size(), np = parameters.size(), nr = plan.ops.size();
  std::vector<llvm::Type *> params(ni, ptr);
  params.insert(params.end(), np, dbl);
  params.insert(params.end(), {ptr, i64, i64, i64});
  auto *fn =
      llvm::Function::Create(llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), params, false),
                             llvm::Function::ExternalLinkage, kReduceEntry, m);
  fn->setDoesNotThrow();
  codegen::mark_column_params(fn, ni, 0);
  const unsigned partials_arg = static_cast<unsigned>(ni + np);
  fn->addParamAttr(partials_arg, llvm::Attribute::NoAlias);
  fn->addParamAttr(partials_arg, llvm::Attribute::WriteOnly);
  llvm::Value *partials = fn->getArg(partials_arg), *n = fn->getArg(partials_arg + 1),
              *first_tile = fn->getArg(partials_arg + 2),
              *total_tiles = fn->getArg(partials_arg + 3);
  const std::vector<const Node *> symbols = codegen::bound_symbols(inputs, parameters);
  const bool with_c = plan.words() == 2;
  Shared smem_s = shared_array(m, "reduce_s", plan.lanes);
  Shared smem_c = with_c ? shared_array(m, "reduce_c", plan.lanes) : Shared{};

  const std::size_t T = plan.tile_points, L = plan.lanes, K = T / L;
  // A power of two, so that the groups of U tile the lane's K points.
  const unsigned U =
      static_cast<unsigned>(std::bit_floor(std::clamp<std::size_t>(plan.unroll, 1, K)));

  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
  std::vector<llvm::AllocaInst *> acc_s(nr), acc_c(nr);
  for (std::size_t k = 0; k < nr; ++k) {
    acc_s[k] = b.CreateAlloca(dbl);
    acc_c[k] = b.CreateAlloca(dbl);
  }
  // The loaded group of U points (input k of member u at [u * ni + k]):
  // registers after mem2reg, rotated by the full-tile loop.
  std::vector<llvm::AllocaInst *> group(U * ni);
  for (auto &slot : group)
    slot = b.CreateAlloca(dbl);
  llvm::AllocaInst *tile_var = b.CreateAlloca(i64), *j_var = b.CreateAlloca(i64),
                   *i_var = b.CreateAlloca(i64);
  llvm::Value *tid = sreg(b, llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x);
  llvm::Value *bid = sreg(b, llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x);
  llvm::Value *grid = sreg(b, llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_x);
  llvm::Value *local_tiles = b.CreateUDiv(b.CreateAdd(n, b.getInt64(T - 1)), b.getInt64(T));
  std::vector<Combine> kinds(nr);
  for (std::size_t k = 0; k < nr; ++k)
    kinds[k] = combine_of(plan.ops[k], plan.compensated);

  auto load_input = [&](std::size_t k, llvm::Value *i) {
    return b.CreateLoad(dbl, b.CreateInBoundsGEP(dbl, fn->getArg(static_cast<unsigned>(k)), i));
  };
  // A point's symbol values: its inputs, then the parameters.
  auto with_parameters = [&](std::vector<llvm::Value *> point) {
    for (std::size_t k = 0; k < np; ++k)
      point.push_back(fn->getArg(static_cast<unsigned>(ni + k)));
    return point;
  };
  auto load_point = [&](llvm::Value *i) {
    std::vector<llvm::Value *> point;
    for (std::size_t k = 0; k < ni; ++k)
      point.push_back(load_input(k, i));
    return with_parameters(std::move(point));
  };
  auto fold_point = [&](const std::vector<llvm::Value *> &point) {
    codegen::LoweringOptions lopts;
    std::vector<llvm::Value *> v =
        codegen::lower_point(b, hook, plan.values, symbols, point, lopts);
    for (std::size_t k = 0; k < nr; ++k) {
      llvm::Value *x = v[plan.first_value[k]];
      if (plan.ops[k] == ReduceOp::Dot) x = b.CreateFMul(x, v[plan.first_value[k] + 1]);
      Pair acc{b.CreateLoad(dbl, acc_s[k]), b.CreateLoad(dbl, acc_c[k])};
      Pair r = fold_value(b, kinds[k], acc, x);
      b.CreateStore(r.s, acc_s[k]);
      b.CreateStore(r.c, acc_c[k]);
    }
  };

  b.CreateStore(bid, tile_var);
  auto *tile_head = llvm::BasicBlock::Create(ctx, "tile", fn);
  auto *tile_body = llvm::BasicBlock::Create(ctx, "tile.body", fn);
  auto *full = llvm::BasicBlock::Create(ctx, "tile.full", fn);
  auto *partial_tile = llvm::BasicBlock::Create(ctx, "tile.partial", fn);
  auto *tile_end = llvm::BasicBlock::Create(ctx, "tile.end", fn);
  auto *exit = llvm::BasicBlock::Create(ctx, "exit", fn);
  b.CreateBr(tile_head);

  b.SetInsertPoint(tile_head);
  llvm::Value *tile = b.CreateLoad(i64, tile_var);
  b.CreateCondBr(b.CreateICmpULT(tile, local_tiles), tile_body, exit);

  b.SetInsertPoint(tile_body);
  llvm::Value *base = b.CreateMul(tile, b.getInt64(T));
  for (std::size_t k = 0; k < nr; ++k) {
    b.CreateStore(llvm::ConstantFP::get(dbl, codegen::reduction_identity(plan.ops[k])), acc_s[k]);
    b.CreateStore(llvm::ConstantFP::get(dbl, 0.0), acc_c[k]);
  }
  llvm::Value *first_point = b.CreateAdd(base, tid);
  b.CreateCondBr(b.CreateICmpULE(b.CreateAdd(base, b.getInt64(T)), n), full, partial_tile);

  // A whole tile: K points per lane in groups of U, software-pipelined: the
  // loads of group j + U are issued before the math of group j, so they are
  // in flight while the lane computes. Loading a group only after the
  // previous group's math left the memory idle through those long dependent
  // chains (libdevice's polynomials) unless other warps filled in, and
  // registers cap how many can. Only the load timing moves: the points are
  // folded in the lane's order.
  b.SetInsertPoint(full);
  // The group's loads are llvm.nvvm.ldg (ld.global.nc) calls, not plain
  // loads: InstCombine turns a phi of two plain loads (the preload and the
  // loop's) into one load of a phi of their addresses, which is the
  // unpipelined loop again.
  auto *global_ptr = llvm::PointerType::get(ctx, 1);
  llvm::Function *ldg =
      llvm::Intrinsic::getDeclaration(&m, llvm::Intrinsic::nvvm_ldg_global_f, {dbl, global_ptr});
  auto load_group = [&](llvm::Value *j) {
    for (unsigned u = 0; u < U; ++u) {
      llvm::Value *i =
          b.CreateAdd(first_point, b.CreateMul(b.CreateAdd(j, b.getInt64(u)), b.getInt64(L)));
      for (std::size_t k = 0; k < ni; ++k) {
        llvm::Value *at = b.CreateAddrSpaceCast(
            b.CreateInBoundsGEP(dbl, fn->getArg(static_cast<unsigned>(k)), i), global_ptr);
        b.CreateStore(b.CreateCall(ldg, {at, b.getInt32(sizeof(double))}), group[u * ni + k]);
      }
    }
  };
  load_group(b.getInt64(0));
  counted_loop(fn, b, j_var, b.getInt64(0), b.getInt64(K), b.getInt64(U), [&](llvm::Value *j) {
    std::vector<std::vector<llvm::Value *>> points(U);
    for (unsigned u = 0; u < U; ++u)
      for (std::size_t k = 0; k < ni; ++k)
        points[u].push_back(b.CreateLoad(dbl, group[u * ni + k]));
    // After the last group, group j once more: an address of this tile
    // (cached, just read), where a branch around the loads would split the
    // loop body.
    llvm::Value *next = b.CreateAdd(j, b.getInt64(U));
    load_group(b.CreateSelect(b.CreateICmpULT(next, b.getInt64(K)), next, j));
    for (auto &p : points)
      fold_point(with_parameters(std::move(p)));
  });
  b.CreateBr(tile_end);

  // The last, shorter tile: point by point up to n.
  b.SetInsertPoint(partial_tile);
  counted_loop(fn, b, i_var, first_point, n, b.getInt64(L),
               [&](llvm::Value *i) { fold_point(load_point(i)); });
  b.CreateBr(tile_end);

  b.SetInsertPoint(tile_end);
  llvm::Value *slot = b.CreateAdd(first_tile, tile);
  for (std::size_t k = 0; k < nr; ++k) {
    const bool carries_c = kinds[k] == Combine::Compensated;
    Pair mine{b.CreateLoad(dbl, acc_s[k]), b.CreateLoad(dbl, acc_c[k])};
    shared_tree(fn, b, kinds[k], mine, tid, L, smem_s, carries_c ? &smem_c : nullptr);
    auto *write = llvm::BasicBlock::Create(ctx, "write", fn);
    auto *written = llvm::BasicBlock::Create(ctx, "written", fn);
    b.CreateCondBr(b.CreateICmpEQ(tid, b.getInt64(0)), write, written);
    b.SetInsertPoint(write);
    llvm::Value *at = b.CreateAdd(b.CreateMul(b.getInt64(k), total_tiles), slot);
    b.CreateStore(b.CreateLoad(dbl, smem_s.at(b, b.getInt64(0))),
                  b.CreateInBoundsGEP(dbl, partials, at));
    if (carries_c) {
      llvm::Value *at_c = b.CreateAdd(b.CreateMul(b.getInt64(nr + k), total_tiles), slot);
      b.CreateStore(b.CreateLoad(dbl, smem_c.at(b, b.getInt64(0))),
                    b.CreateInBoundsGEP(dbl, partials, at_c));
    }
    b.CreateBr(written);
    b.SetInsertPoint(written);
  }
  b.CreateStore(b.CreateAdd(tile, grid), tile_var);
  b.CreateBr(tile_head);

  b.SetInsertPoint(exit);
  b.CreateRetVoid();
  return fn;
}

llvm::Function *build_combine_kernel(llvm::Module &m, const ReductionPlan &plan) {
  llvm::LLVMContext &ctx = m.getContext();
  auto *ptr = llvm::PointerType::get(ctx, 0);
  auto *i64 = llvm::Type::getInt64Ty(ctx);
  auto *dbl = llvm::Type::getDoubleTy(ctx);
  auto *fn = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {ptr, ptr, i64}, false),
      llvm::Function::ExternalLinkage, kCombineEntry, m);
  fn->setDoesNotThrow();
  llvm::Value *partials = fn->getArg(0), *results = fn->getArg(1), *total = fn->getArg(2);
  const std::size_t nr = plan.ops.size();
  const bool with_c = plan.words() == 2;
  Shared smem_s = shared_array(m, "combine_s", kReductionSlots);
  Shared smem_c = with_c ? shared_array(m, "combine_c", kReductionSlots) : Shared{};

  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
  llvm::AllocaInst *acc_s = b.CreateAlloca(dbl), *acc_c = b.CreateAlloca(dbl),
                   *t_var = b.CreateAlloca(i64);
  llvm::Value *tid = sreg(b, llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x);
  llvm::Value *bid = sreg(b, llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x);
  auto *exit = llvm::BasicBlock::Create(ctx, "exit", fn);
  llvm::SwitchInst *which = b.CreateSwitch(bid, exit, static_cast<unsigned>(nr));
  for (std::size_t k = 0; k < nr; ++k) {
    auto *block = llvm::BasicBlock::Create(ctx, "reduction", fn);
    which->addCase(b.getInt64(k), block);
    b.SetInsertPoint(block);
    const Combine kind = combine_of(plan.ops[k], plan.compensated);
    const bool carries_c = kind == Combine::Compensated;
    b.CreateStore(llvm::ConstantFP::get(dbl, codegen::reduction_identity(plan.ops[k])), acc_s);
    b.CreateStore(llvm::ConstantFP::get(dbl, 0.0), acc_c);
    // Slot tid folds tiles tid, tid + slots, ... in increasing order.
    counted_loop(fn, b, t_var, tid, total, b.getInt64(kReductionSlots), [&](llvm::Value *t) {
      llvm::Value *at = b.CreateAdd(b.CreateMul(b.getInt64(k), total), t);
      Pair tile{b.CreateLoad(dbl, b.CreateInBoundsGEP(dbl, partials, at)),
                llvm::ConstantFP::get(dbl, 0.0)};
      if (carries_c) {
        llvm::Value *at_c = b.CreateAdd(b.CreateMul(b.getInt64(nr + k), total), t);
        tile.c = b.CreateLoad(dbl, b.CreateInBoundsGEP(dbl, partials, at_c));
      }
      Pair r = combine_pair(b, kind, {b.CreateLoad(dbl, acc_s), b.CreateLoad(dbl, acc_c)}, tile);
      b.CreateStore(r.s, acc_s);
      b.CreateStore(r.c, acc_c);
    });
    shared_tree(fn, b, kind, {b.CreateLoad(dbl, acc_s), b.CreateLoad(dbl, acc_c)}, tid,
                kReductionSlots, smem_s, carries_c ? &smem_c : nullptr);
    auto *write = llvm::BasicBlock::Create(ctx, "write", fn);
    b.CreateCondBr(b.CreateICmpEQ(tid, b.getInt64(0)), write, exit);
    b.SetInsertPoint(write);
    llvm::Value *s = b.CreateLoad(dbl, smem_s.at(b, b.getInt64(0)));
    if (carries_c) {
      // s + c, unless s is infinite or NaN (its c may be NaN from inf - inf).
      llvm::Value *c = b.CreateLoad(dbl, smem_c.at(b, b.getInt64(0)));
      llvm::Value *finite = b.CreateFCmpONE(b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, s),
                                            llvm::ConstantFP::getInfinity(dbl));
      s = b.CreateSelect(finite, b.CreateFAdd(s, c), s);
    }
    b.CreateStore(s, b.CreateInBoundsGEP(dbl, results, b.getInt64(k)));
    b.CreateBr(exit);
  }
  b.SetInsertPoint(exit);
  b.CreateRetVoid();
  return fn;
}

} // namespace alkahest::nvptx
