// fuzz/fuzz_groebner_tiny.cpp - F4 and the public GroebnerBasis against Buchberger on tiny systems.
//
// The input describes 1-4 polynomials in 2 or 3 variables, total degree <= 4,
// coefficients in [-4, 4] or halves/thirds of them, a monomial order and a
// prime. Buchberger's algorithm (gb::buchberger, the reference: small and
// obviously right) gives the reduced basis; these must equal it:
//   - gb::f4 modulo the prime;
//   - GroebnerBasis::compute over Z/p (a system of that characteristic);
//   - GroebnerBasis::compute over Q (the multi-modular lift), when the
//     modular basis is small enough for Buchberger over Q to stay fast;
// and the over-Q basis must contain every generator. F4 and the public entry
// run under memory and time budgets (E-GB-002/-003 are then a skip, not a
// finding) so that a pathological input cannot hang the fuzzer.
#include "fuzz_input.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/buchberger.hpp>
#include <alkahest/groebner/f4.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using namespace alkahest;
using alkahest::fuzz::FuzzInput;

constexpr const char *kTarget = "fuzz_groebner_tiny";

template <class P> std::string text(const std::vector<P> &ps) {
  std::string s;
  for (const auto &p : ps) s += p.to_string() + "; ";
  return s;
}

MonomialOrder order_of(unsigned k, std::size_t nvars) {
  switch (k % 4) {
  case 0: return MonomialOrder::grevlex();
  case 1: return MonomialOrder::lex();
  case 2: return MonomialOrder::grlex();
  default: return MonomialOrder::block({1, static_cast<std::uint32_t>(nvars - 1)});
  }
}

std::vector<PolyQ> generators(FuzzInput &in, const PolyRingPtr &ring) {
  const std::size_t n = ring->nvars();
  std::vector<PolyQ> out;
  for (unsigned g = 1 + in.pick(4); g > 0; --g) {
    std::vector<std::pair<std::vector<Exponent>, Rational>> terms;
    for (unsigned t = 1 + in.pick(4); t > 0; --t) {
      std::vector<Exponent> e(n, 0);
      unsigned degree = 0;
      for (std::size_t v = 0; v < n; ++v) {
        unsigned d = std::min(in.pick(4), 4 - degree);
        e[v] = static_cast<Exponent>(d);
        degree += d;
      }
      std::uint8_t c = in.byte();
      Rational q(static_cast<int>(c % 9) - 4);
      if (c & 0x80) q /= 2 + (c >> 6 & 1);
      terms.emplace_back(std::move(e), q);
    }
    out.push_back(PolyQ::from_terms(ring, std::move(terms)));
  }
  return out;
}

std::vector<PolyZp> modular(const std::vector<PolyQ> &fs, std::uint32_t p) {
  std::vector<PolyZp> out;
  for (const auto &f : fs) {
    auto r = reduce_mod(f, p);
    if (!r) return {}; // p divides a denominator: no modular comparison
    out.push_back(std::move(*r));
  }
  return out;
}

// How long the reference may run before its comparison is skipped. The corpus
// replay of every test run (replay_main.cpp, ALKAHEST_FUZZ_REPLAY) waits less:
// a handful of corpus inputs time out here, and each would cost the test run
// the whole wait (the slowest reference that finishes takes about 2.4 s).
#ifdef ALKAHEST_FUZZ_REPLAY
constexpr int kBuchbergerSeconds = 3;
#else
constexpr int kBuchbergerSeconds = 5;
#endif

// text(gb::buchberger(gens)) computed in a forked child, or nullopt when it
// takes longer than kBuchbergerSeconds: the reference has no budget, and on
// tiny lex systems it can take minutes (over Q coefficient swell, mod p too).
// A child that dies (a sanitizer report, an exception) is a finding.
template <class P> std::optional<std::string> buchberger_text(const std::vector<P> &gens) {
  int fd[2];
  if (pipe(fd) != 0) return std::nullopt;
  pid_t pid = fork();
  if (pid < 0) {
    close(fd[0]);
    close(fd[1]);
    return std::nullopt;
  }
  if (pid == 0) {
    close(fd[0]);
    std::string out = text(gb::buchberger(gens));
    for (std::size_t done = 0; done < out.size();) {
      ssize_t w = write(fd[1], out.data() + done, out.size() - done);
      if (w <= 0) _exit(3);
      done += static_cast<std::size_t>(w);
    }
    _exit(0);
  }
  close(fd[1]);
  std::string out;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(kBuchbergerSeconds);
  bool timed_out = false;
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      break;
    }
    pollfd pfd{fd[0], POLLIN, 0};
    if (poll(&pfd, 1, static_cast<int>(left.count())) <= 0) continue;
    char buf[4096];
    ssize_t r = read(fd[0], buf, sizeof buf);
    if (r <= 0) break; // EOF: the child is done
    out.append(buf, static_cast<std::size_t>(r));
  }
  close(fd[0]);
  if (timed_out) kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  if (timed_out) return std::nullopt;
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    fuzz::finding(kTarget, "Buchberger died (status " + std::to_string(status) + ") on " + text(gens));
  return out;
}

void run(FuzzInput &in) {
  static const std::uint32_t primes[] = {2, 3, 5, 7, 101, 65521, 1073741827, 2147483647};
  std::uint8_t head = in.byte();
  std::size_t nvars = 2 + (head & 1);
  MonomialOrder order = order_of(head >> 1, nvars);
  std::uint32_t p = primes[(head >> 3) % std::size(primes)];
  std::vector<std::string> names{"x", "y", "z"};
  names.resize(nvars);
  PolyRingPtr ring = make_ring(names, order);
  std::vector<PolyQ> gens = generators(in, ring);
  if (std::getenv("ALKAHEST_FUZZ_VERBOSE")) // replaying one input: say what it is
    std::fprintf(stderr, "order %s, p = %u, generators: %s\n", std::string(order.name()).c_str(), p,
                 text(gens).c_str());

  GroebnerOptions options;
  options.threads = 1;
  options.time_budget_seconds = 10;
  options.memory_budget_bytes = std::size_t(256) << 20;
  options.backend = GroebnerBackend::Cpu;

  // Modulo p: Buchberger is the reference for F4 and for the public entry.
  std::vector<PolyZp> zp = modular(gens, p);
  std::size_t modular_terms = 0;
  bool compare_q = true;
  if (!zp.empty()) {
    auto t0 = std::chrono::steady_clock::now();
    auto ref = buchberger_text(zp);
    auto t1 = std::chrono::steady_clock::now();
    if (std::getenv("ALKAHEST_FUZZ_VERBOSE"))
      std::fprintf(stderr, "mod p: Buchberger %.3f s, %s\n", std::chrono::duration<double>(t1 - t0).count(),
                   ref ? ref->c_str() : "timed out");
    if (!ref) return;
    modular_terms = ref->size();
    gb::F4Options fo;
    // F4 under lex/block orders can run far ahead of Buchberger (sugar
    // degrees in the hundreds, matrices of gigabytes, on systems whose basis
    // Buchberger finds in milliseconds; fuzz/README in docs/reliability.md).
    // Capped, that is E-GB-002, a refusal and not a wrong basis: skipped.
    fo.max_matrix_bytes = std::size_t(32) << 20;
    if (std::getenv("ALKAHEST_FUZZ_VERBOSE"))
      fo.progress = [](const gb::F4StepInfo &s) {
        std::fprintf(stderr, "  F4 step %u degree %u pairs %zu left %zu rows %u cols %u new %u\n", s.step,
                     s.degree, s.pairs, s.pairs_left, s.rows, s.cols, s.new_elements);
      };
    std::string f4;
    try {
      f4 = text(gb::f4(zp, fo));
    } catch (const GroebnerError &e) {
      if (e.id() == ErrorId::GbMemoryBudget) return;
      throw;
    }
    if (std::getenv("ALKAHEST_FUZZ_VERBOSE"))
      std::fprintf(stderr, "mod p: F4 %.3f s\n",
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count());
    if (f4 != *ref)
      fuzz::finding(kTarget, "F4 mod " + std::to_string(p) + " differs from Buchberger on " + text(gens) + "\n  got " +
                                 f4 + "\n  ref " + *ref);
    PolySystem sys{ring, p, gens};
    try {
      GroebnerBasis b = GroebnerBasis::compute(sys, order, options);
      if (text(b.polynomials()) != *ref)
        fuzz::finding(kTarget, "GroebnerBasis mod " + std::to_string(p) + " differs from Buchberger on " + text(gens) +
                                   "\n  got " + text(b.polynomials()));
    } catch (const GroebnerError &e) {
      if (e.id() != ErrorId::GbTimeBudget && e.id() != ErrorId::GbMemoryBudget) throw;
    }
    compare_q = modular_terms <= 400 && p > 7; // tiny p: many unlucky reductions, same bases over Q
  }
  if (!compare_q) return;

  // Over Q: the multi-modular lift against exact Buchberger.
  GroebnerBasis b;
  try {
    b = GroebnerBasis::compute(gens, order, options);
  } catch (const GroebnerError &e) {
    if (e.id() == ErrorId::GbTimeBudget || e.id() == ErrorId::GbMemoryBudget) return;
    throw;
  }
  // The multi-modular lift is checked against the exact reference, but
  // Buchberger over Q can take minutes on a tiny lex system (coefficient
  // swell), and it has no budget: it runs in a child process that is killed
  // after kBuchbergerSeconds (then the comparison is skipped).
  auto ref = buchberger_text(gens);
  if (std::getenv("ALKAHEST_FUZZ_VERBOSE"))
    std::fprintf(stderr, "over Q: Buchberger %s\n", ref ? "done" : "timed out, skipped");
  if (ref && text(b.polynomials()) != *ref)
    fuzz::finding(kTarget, "GroebnerBasis over Q differs from Buchberger on " + text(gens) + "\n  got " +
                               text(b.polynomials()) + "\n  ref " + *ref);
  for (const auto &g : gens)
    if (!b.contains(g)) fuzz::finding(kTarget, "the basis does not contain generator " + g.to_string());
  // degree() is 0 for the unit ideal (dimension -1), whose standard
  // monomials are refused by design (E-GB-006): compare zero-dimensional only.
  if (b.dimension() == 0) {
    auto d = b.degree();
    if (!d || b.standard_monomials().size() != *d)
      fuzz::finding(kTarget, "degree() differs from the number of standard monomials on " + text(gens));
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  FuzzInput in(data, size);
  try {
    run(in);
  } catch (const alkahest::Error &e) {
    // These systems are valid input: every registry error but the time budget
    // (handled in run) is a finding.
    alkahest::fuzz::finding(kTarget, std::string("valid system refused: ") + e.what());
  } catch (const std::exception &e) {
    alkahest::fuzz::finding(kTarget, std::string("exception that is no alkahest::Error: ") + e.what());
  }
  return 0;
}
