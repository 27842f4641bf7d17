// tools/alkahest/bench_process.hpp - what the side-by-side suites against
// msolve and Singular share: finding msolve and Singular, running a child process with a deadline,
// and reading its wall time and peak resident memory.
#pragma once

#include <alkahest/poly.hpp>

#include <string>
#include <vector>

namespace alkahest::bench {

/// The environment variable's value, or `fallback` when unset or empty.
std::string env_or(const char *name, const std::string &fallback);

/// msolve from ALKAHEST_MSOLVE (a path), else `msolve` on PATH; empty when
/// neither exists, and the rows then say so instead of giving a ratio.
std::string find_msolve();

/// Singular from ALKAHEST_SINGULAR (a path), else `Singular` on PATH; empty
/// when neither exists (the rows then say so instead of giving a ratio).
std::string find_singular();

/// This binary's own path (the suites run our side as `alkahest groebner`).
std::string self_exe();

struct ChildRun {
  bool ok = false; ///< exited with status 0 before the deadline
  bool timed_out = false;
  double seconds = 0;
  long peak_kib = 0; ///< the child's peak resident set (VmHWM)
};

/// A row's note when our side did not finish: stopped at the deadline, or
/// failed (its log says why).
std::string failed_run_note(const ChildRun &run, double timeout_s, const std::string &log);

/// Runs argv with stdout and stderr sent to `log`, killed after timeout_s.
/// Both sides of a comparison run this way, so that wall time (posix_spawn
/// to wait) and peak memory are taken the same way for both.
ChildRun run_child(const std::vector<std::string> &argv, const std::string &log, double timeout_s);

/// The polynomials of a basis file, ours (msolve's input syntax, one per
/// line) or msolve's (`#` comment lines, then `[p1,\np2,...]:`), as the
/// polynomial part of an msolve input: prefixed with the system's first two
/// lines, parse_msolve reads them.
std::string basis_polynomials(const std::string &file_text);

/// The basis printed in a result file (ours or msolve's), parsed after
/// `header` (variables and characteristic lines). The reader's default
/// limits guard untrusted input; these files are the bench's own, and the
/// largest rows' bases (katsura11 over Q: 270 MB) are past them.
PolySystem read_basis_file(const std::string &file, const std::string &header);

/// "bases equal (N elements)", or what differs (the leading monomials first,
/// then whole elements): two basis files compared after making every element
/// monic (msolve prints bases over Q integer-normalised) and sorting by
/// leading monomial, over Q or, when `modular`, modulo the header's prime.
std::string compare_basis_files(const std::string &ours, const std::string &theirs,
                                const std::string &header, bool modular);

} // namespace alkahest::bench
