// tools/alkahest/bench_f4.cpp - `alkahest bench f4`: our modular F4 side by
// side with msolve in one run, on the same input file with the same thread
// count; both bases are checked equal before a ratio is printed.
//
// Both sides run as child processes of this one (ours is this binary's own
// `groebner` command), so that wall time and peak resident memory are taken
// the same way for both: from posix_spawn to wait4, and the child's VmHWM.
// With ALKAHEST_BENCH_F4_REPEAT=N the two sides run N times each,
// alternating (ours, msolve, ours, ...), and each side's median is taken:
// one-thread times on a shared host move by up to 2x between runs, and
// alternating exposes both sides to the same disturbances.
#include "bench_process.hpp"
#include "bench_registry.hpp"

#include <alkahest/groebner.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace alkahest::bench {
namespace {

// One side's runs of a row: `run` is the first run, or the failure that
// ended the series, with the median of the successful runs' wall times and
// the largest peak memory of all of them.
struct RepeatedRun {
  ChildRun run;
  std::vector<double> seconds;
};

void record(RepeatedRun &into, const ChildRun &run) {
  const long peak = std::max(into.run.peak_kib, run.peak_kib);
  if (into.seconds.empty() || !run.ok) into.run = run;
  into.run.peak_kib = peak;
  if (!run.ok) return;
  into.seconds.push_back(run.seconds);
  into.run.seconds = median(into.seconds);
}

std::string spread(const RepeatedRun &r) {
  if (r.seconds.size() < 2) return "";
  auto [lo, hi] = std::minmax_element(r.seconds.begin(), r.seconds.end());
  return fmt::format(" ({:.3f}-{:.3f} s over {})", *lo, *hi, r.seconds.size());
}

// One system at one thread count, two rows: our exact mode beside msolve
// -l 2 (exact) and our probabilistic mode (a fixed seed) beside msolve -l 44
// (probabilistic), each pair's bases compared element by element.
std::vector<Row> run_case(const std::string &system, unsigned thread_count,
                          const std::string &msolve, double timeout_s,
                          const std::vector<std::string> &modes, unsigned repeat) {
  const std::string file = gb_data_dir() + "/" + system + "-p1073741827.ms";
  std::string text = read_text(file);
  std::size_t second_nl = text.find('\n', text.find('\n') + 1);
  const std::string header = text.substr(0, second_nl + 1);
  const std::string tmp = fmt::format("/tmp/alkahest-bench-f4-{}-{}", getpid(), system);
  const std::string threads = std::to_string(thread_count);

  struct Mode {
    const char *ours, *linear_algebra, *msolve_l, *reference;
  };
  std::vector<Row> rows;
  for (const Mode &m :
       {Mode{"alkahest exact", "exact", "2", "msolve -l 2 (exact)"},
        Mode{"alkahest probabilistic", "probabilistic", "44", "msolve -l 44 (probabilistic)"}}) {
    if (std::find(modes.begin(), modes.end(), m.linear_algebra) == modes.end()) continue;
    Row row;
    row.suite = "f4";
    row.case_name = fmt::format("{} mod p, {} thr", system, thread_count);
    row.ours = m.ours;
    row.reference = m.reference;
    const std::string out = tmp + "." + m.linear_algebra;
    const std::string theirs = tmp + ".msolve" + m.msolve_l;
    RepeatedRun ours_runs, ref_runs;
    for (unsigned r = 0; r < repeat; ++r) {
      record(ours_runs,
             run_child({self_exe(), "groebner", file, "--threads", threads, "--linear-algebra",
                        m.linear_algebra, "--seed", "1", "-q", "-o", out},
                       out + ".log", timeout_s));
      if (!ours_runs.run.ok || msolve.empty()) break;
      record(ref_runs, run_child({msolve, "-f", file, "-g", "2", "-l", m.msolve_l, "-t", threads,
                                  "-o", theirs},
                                 theirs + ".log", timeout_s));
      if (!ref_runs.run.ok) break;
    }
    const ChildRun &ours = ours_runs.run;
    std::string note = fmt::format("peak RSS ours {} MiB", ours.peak_kib / 1024);
    if (!ours.ok) {
      row.note = failed_run_note(ours, timeout_s, out + ".log");
      rows.push_back(row);
      continue;
    }
    row.ours_seconds = ours.seconds;
    if (msolve.empty()) {
      row.note = note + "; msolve not found (set ALKAHEST_MSOLVE): no reference";
      rows.push_back(row);
      continue;
    }
    const ChildRun &ref = ref_runs.run;
    note += fmt::format(", msolve {} MiB", ref.peak_kib / 1024);
    if (!ref.ok) {
      row.note = note + (ref.timed_out ? fmt::format("; msolve stopped after {} s", timeout_s)
                                       : "; msolve failed (see " + theirs + ".log)");
      rows.push_back(row);
      continue;
    }
    if (repeat > 1)
      note += fmt::format("; medians: ours{}, msolve{}", spread(ours_runs), spread(ref_runs));
    std::string check = compare_basis_files(out, theirs, header, /*modular=*/true);
    row.note = note + "; " + check;
    // A ratio is only meaningful between two equal answers.
    if (check.rfind("bases equal", 0) == 0)
      row.reference_seconds = ref.seconds;
    else
      fmt::print(stderr, "bench f4: {}: {}\n", row.case_name, check);
    rows.push_back(row);
  }
  return rows;
}

std::vector<Row> run_f4(const Options &options) {
  const std::string msolve = find_msolve();
  if (msolve.empty())
    fmt::print(stderr,
               "note: msolve not found (ALKAHEST_MSOLVE or PATH); rows have no reference\n");
  const unsigned all = std::max(1u, std::thread::hardware_concurrency());
  const std::string default_systems =
      options.quick ? "katsura6,cyclic6"
                    : "katsura10,katsura11,katsura12,eco12,eco13,cyclic8,cyclic9,noon8,noon9";
  std::vector<unsigned> thread_counts;
  for (const std::string &t : split_list(env_or("ALKAHEST_BENCH_F4_THREADS", "")))
    thread_counts.push_back(static_cast<unsigned>(std::max(1, std::atoi(t.c_str()))));
  if (thread_counts.empty())
    thread_counts = all > 1 ? std::vector<unsigned>{1, all} : std::vector<unsigned>{1};
  const double timeout_s = std::atof(env_or("ALKAHEST_BENCH_F4_TIMEOUT", "600").c_str());
  // ALKAHEST_BENCH_F4_MODES: exact, probabilistic or both (the default).
  const std::vector<std::string> modes =
      split_list(env_or("ALKAHEST_BENCH_F4_MODES", "exact,probabilistic"));
  // ALKAHEST_BENCH_F4_REPEAT: runs of each side per row (median taken).
  const unsigned repeat = static_cast<unsigned>(
      std::max(1, std::atoi(env_or("ALKAHEST_BENCH_F4_REPEAT", "1").c_str())));
  std::vector<Row> rows;
  for (const std::string &system : split_list(env_or("ALKAHEST_BENCH_F4_SYSTEMS", default_systems)))
    for (unsigned t : thread_counts)
      for (const Row &row : run_case(system, t, msolve, timeout_s, modes, repeat)) {
        fmt::print(stderr, "bench f4: {} vs {}: {:.3f} s / {:.3f} s; {}\n", row.case_name,
                   row.reference, row.ours_seconds, row.reference_seconds, row.note);
        rows.push_back(row);
      }
  return rows;
}

const bool registered =
    register_suite("f4",
                   "modular F4 (grevlex, mod 1073741827), exact against msolve -l 2 and "
                   "probabilistic against -l 44, same threads, same run",
                   run_f4);

} // namespace
} // namespace alkahest::bench
