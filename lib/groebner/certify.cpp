// lib/groebner/certify.cpp - proof over Q that a lifted basis is a Groebner basis.
//
// Buchberger's criterion (Buchberger 1965; with the product criterion and
// the chain criterion in the form of Buchberger 1979, see Cox, Little,
// O'Shea, "Ideals, Varieties, and Algorithms", ch. 2 §10, Thm 6): G is a
// Groebner basis iff every S-polynomial of a pair not discarded by the
// criteria reduces to zero modulo G. The reductions run exactly over Q.
#include "multimodular.hpp"
#include "support/parallel_for.hpp"

#include <alkahest/groebner/engine.hpp>

#include <fmt/format.h>

#include <atomic>
#include <exception>
#include <mutex>
#include <set>
#include <thread>

namespace alkahest::gb {
namespace {

bool coprime(std::span<const Exponent> a, std::span<const Exponent> b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != 0 && b[i] != 0) return false;
  return true;
}

bool divides_lcm(std::span<const Exponent> k, std::span<const Exponent> a,
                 std::span<const Exponent> b) {
  for (std::size_t i = 0; i < k.size(); ++i)
    if (k[i] > std::max(a[i], b[i])) return false;
  return true;
}

} // namespace

void certify_over_q(const std::vector<PolyQ> &system, const std::vector<PolyQ> &basis,
                    unsigned threads, ComputeBudget &budget) {
  const std::size_t n = basis.size();
  // Decide the pairs to check in the order of the classical algorithm: a
  // pair is discarded by the chain criterion only through pairs that have
  // already left the queue (checked or discarded themselves).
  std::set<std::pair<std::size_t, std::size_t>> queue;
  for (std::size_t j = 0; j < n; ++j)
    for (std::size_t i = 0; i < j; ++i)
      queue.insert({i, j});
  auto in_queue = [&](std::size_t a, std::size_t b) {
    return queue.count({std::min(a, b), std::max(a, b)}) > 0;
  };
  std::vector<std::pair<std::size_t, std::size_t>> to_check;
  while (!queue.empty()) {
    auto [i, j] = *queue.begin();
    queue.erase(queue.begin());
    auto li = basis[i].leading_monomial(), lj = basis[j].leading_monomial();
    if (coprime(li, lj)) continue;
    bool chain = false;
    for (std::size_t k = 0; k < n && !chain; ++k)
      chain = k != i && k != j && !in_queue(i, k) && !in_queue(j, k) &&
              divides_lcm(basis[k].leading_monomial(), li, lj);
    if (!chain) to_check.push_back({i, j});
  }
  std::atomic<std::size_t> next{0};
  std::atomic<bool> bad{false};
  std::string failure;
  std::mutex mu;
  std::exception_ptr thrown; // the first exception of a worker (bad_alloc), rethrown below
  auto work = [&] {
    for (std::size_t t; !bad && (t = next.fetch_add(1)) < to_check.size() + system.size();) {
      if (budget.flag()->load()) return;
      PolyQ r;
      std::string what;
      if (t < to_check.size()) {
        auto [i, j] = to_check[t];
        r = normal_form(s_polynomial(basis[i], basis[j]), basis);
        what = fmt::format("S-polynomial of basis elements {} and {}", i, j);
      } else {
        r = normal_form(system[t - to_check.size()], basis);
        what = fmt::format("input {}", t - to_check.size());
      }
      if (!r.is_zero()) {
        std::lock_guard lock(mu);
        bad = true;
        failure = what;
      }
    }
  };
  auto worker = [&] {
    try {
      work();
    } catch (...) {
      std::lock_guard lock(mu);
      if (!thrown) thrown = std::current_exception();
      bad = true;
    }
  };
  std::vector<std::thread> pool;
  const std::size_t helpers =
      std::min<std::size_t>(worker_threads(threads), to_check.size() + system.size());
  for (std::size_t k = 1; k < helpers; ++k)
    pool.emplace_back(worker);
  worker();
  for (auto &th : pool)
    th.join();
  if (thrown) std::rethrow_exception(thrown);
  budget.check();
  if (bad) raise(ErrorId::GbCertifyFailed, failure + " does not reduce to zero over Q");
}

} // namespace alkahest::gb
