// alkahest/expr/pool.hpp - ExprPool: owner and hash-conser of DAG nodes.
#pragma once

#include <alkahest/error.hpp>
#include <alkahest/expr/linkage.hpp>
#include <alkahest/expr/node.hpp>
#include <alkahest/expr/node_store.hpp>
#include <alkahest/expr/node_table.hpp>

#include <cstring>
#include <mutex>
#include <span>
#include <unordered_map>

namespace alkahest {

class Expr;

struct PoolOptions {
  /// Deepest expression the pool builds; deeper ones raise E-EXPR-001
  /// instead of risking a stack overflow in a recursive consumer.
  std::uint32_t max_depth = 10000;
};

/// Owns every node of a family of expressions. Structurally equal nodes are
/// created once (hash-consing), so equality of handles is O(1). Building from
/// several threads at once is safe; nodes are never freed before the pool.
class ExprPool {
public:
  explicit ExprPool(PoolOptions options = {}) : options_(options) {}
  ExprPool(const ExprPool &) = delete;
  ExprPool &operator=(const ExprPool &) = delete;

  // ---- leaves ----
  Expr symbol(std::string_view name);
  Expr integer(long long value);
  Expr integer(const Integer &value);
  Expr rational(long long num, long long den);
  Expr rational(const Integer &num, const Integer &den);
  Expr number(const Rational &value);
  Expr real(double value);
  /// The exact constant pi or E (Euler's number). The names `pi` and `E` are
  /// reserved: symbol("pi") and symbol("E") raise E-EXPR-006.
  Expr constant(MathConstant c);

  // ---- canonicalising constructors (see canonical.hpp) ----
  Expr add(const std::vector<Expr> &terms);
  Expr mul(const std::vector<Expr> &factors);
  Expr pow(const Expr &base, const Expr &exponent);
  Expr call(Func f, const std::vector<Expr> &args);
  /// The canonical sum over the terms i of c_i * x_0^e_i0 * ... * x_{n-1}^e_i(n-1):
  /// the node add() of the terms' mul()s returns, built in bulk (one node per
  /// term, each power interned once, the terms sorted once by their exponents;
  /// canonical_monomials.hpp). `symbols` are distinct Symbol nodes of this
  /// pool (E-EXPR-007 otherwise); term i owns exponents[i*n, (i+1)*n), n =
  /// symbols.size() (E-EXPR-004 when the sizes disagree). Repeated monomials
  /// and zero coefficients are allowed: combined and dropped, as add() does.
  Expr sum_of_monomials(const std::vector<Expr> &symbols, std::vector<Rational> coefficients,
                        std::span<const std::uint64_t> exponents);
  /// sum_of_monomials over read-only views of the coefficients: canonical
  /// GMP rationals (an mpq_t's struct, its limbs owned by the caller, alive
  /// for the call; mpz_roinit_n views of a FLINT polynomial's coefficients
  /// qualify). A coefficient is copied only into a number node the pool
  /// does not hold yet, so a polynomial read out of another library costs
  /// no GMP number per term.
  Expr sum_of_monomials_viewed(const std::vector<Expr> &symbols,
                               std::span<const __mpq_struct> coefficients,
                               std::span<const std::uint64_t> exponents);

  const PoolOptions &options() const noexcept { return options_; }
  /// Number of distinct nodes created so far.
  std::size_t size() const {
    std::lock_guard lock(mutex_);
    return store_.size();
  }

private:
  /// The unique node with these fields, created if new. Does no
  /// canonicalisation: only the constructors above call it, so that every
  /// node of a pool is canonical.
  const Node *intern(NodeKind kind, Func func, std::span<const Node *const> args,
                     Node::Payload payload);
  /// The structural hash and depth of a node with these fields (E-EXPR-001
  /// past the depth limit); payload_hash is hash_payload's value.
  std::pair<std::uint64_t, std::uint32_t> node_key(NodeKind kind, Func func,
                                                   std::span<const Node *const> args,
                                                   std::uint64_t payload_hash) const;
  /// A new node (not in the index yet) under hash h; mutex_ held.
  const Node *emplace_locked(NodeKind kind, Func func, std::span<const Node *const> args,
                             Node::Payload payload, std::uint64_t h, std::uint32_t depth) {
    const Node *n = store_.emplace(kind, func, store_.copy_args(args), std::move(payload), h, depth,
                                   static_cast<std::uint64_t>(store_.size()));
    table_.insert(h, n);
    return n;
  }
  static std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    // splitmix64-style combine: deterministic, no pointers involved.
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h ^= h >> 31;
    h *= 0xbf58476d1ce4e5b9ULL;
    return h ^ (h >> 29);
  }
  static std::uint64_t hash_payload(const Node::Payload &p);
  /// hash_payload of a Rational payload, from the GMP value itself.
  static std::uint64_t hash_rational(mpq_srcptr q);

  PoolOptions options_;
  mutable std::mutex mutex_;
  NodeStore store_;
  NodeTable table_;
};

#if ALKAHEST_EXPR_BODIES // (linkage.hpp)
ALKAHEST_EXPR_INLINE std::uint64_t ExprPool::hash_rational(mpq_srcptr q) {
  constexpr std::size_t kRationalIndex = 1; // Rational's place in Node::Payload
  static_assert(
      std::is_same_v<std::variant_alternative_t<kRationalIndex, Node::Payload>, Rational>);
  std::uint64_t h = kRationalIndex;
  auto limbs = [&](mpz_srcptr z) {
    h = mix(h, static_cast<std::uint64_t>(z->_mp_size));
    for (int i = 0, n = std::abs(z->_mp_size); i < n; ++i)
      h = mix(h, static_cast<std::uint64_t>(z->_mp_d[i]));
  };
  limbs(mpq_numref(q));
  limbs(mpq_denref(q));
  return h;
}

ALKAHEST_EXPR_INLINE std::uint64_t ExprPool::hash_payload(const Node::Payload &p) {
  std::uint64_t h = p.index();
  if (auto *q = std::get_if<Rational>(&p)) {
    h = hash_rational(q->raw());
  } else if (auto *d = std::get_if<double>(&p)) {
    std::uint64_t bits;
    std::memcpy(&bits, d, sizeof bits);
    h = mix(h, bits);
  } else if (auto *s = std::get_if<std::string>(&p)) {
    for (unsigned char c : *s)
      h = mix(h, c);
  }
  return h;
}

ALKAHEST_EXPR_INLINE std::pair<std::uint64_t, std::uint32_t>
ExprPool::node_key(NodeKind kind, Func func, std::span<const Node *const> args,
                   std::uint64_t payload_hash) const {
  // Other kinds hash as 0 (Sin's value, which stood for "no function"
  // before Func::None): the hashes, and so the order of deep operands
  // (canonical.hpp), stay what they were.
  std::uint64_t func_key = kind == NodeKind::Call ? static_cast<std::uint64_t>(func) : 0;
  std::uint64_t h = mix(static_cast<std::uint64_t>(kind) * 131 + func_key, payload_hash);
  std::uint32_t depth = 1;
  for (const Node *a : args) {
    h = mix(h, a->hash());
    depth = std::max(depth, a->depth() + 1);
  }
  if (depth > options_.max_depth)
    raise(ErrorId::ExprDepthLimit, "depth " + std::to_string(depth) + " exceeds the limit " +
                                       std::to_string(options_.max_depth));
  return {h, depth};
}

ALKAHEST_EXPR_INLINE const Node *ExprPool::intern(NodeKind kind, Func func,
                                                  std::span<const Node *const> args,
                                                  Node::Payload payload) {
  auto [h, depth] = node_key(kind, func, args, hash_payload(payload));
  // Doubles compare by bit pattern so that -0.0 and 0.0 (and NaN payloads)
  // stay distinct nodes: the interpreter must see exactly what was written.
  // Rationals compare limb by limb (mpq_equal), never with mpq_cmp, which
  // multiplies numerators by denominators to order them and made every
  // re-interned number of millions of bits cost a multiplication (a fuzz
  // input spent minutes here).
  auto same_payload = [](const Node::Payload &a, const Node::Payload &b) {
    if (a.index() != b.index()) return false;
    if (auto *x = std::get_if<double>(&a))
      return std::memcmp(x, &std::get<double>(b), sizeof(double)) == 0;
    if (auto *q = std::get_if<Rational>(&a))
      return mpq_equal(q->raw(), std::get<Rational>(b).raw()) != 0;
    return a == b;
  };
  std::lock_guard lock(mutex_);
  if (const Node *n = table_.find(h, [&](const Node *n) {
        return n->kind() == kind && n->func() == func &&
               std::equal(n->args().begin(), n->args().end(), args.begin(), args.end()) &&
               same_payload(n->payload(), payload);
      }))
    return n;
  return emplace_locked(kind, func, args, std::move(payload), h, depth);
}

#endif // ALKAHEST_EXPR_BODIES

} // namespace alkahest
