// tools/alkahest/bench_groebner_q.cpp - `alkahest bench groebner-q`: our
// reduced bases over Q side by side with msolve -l 2 in one run, on the same
// input file with the same thread count, for the standard systems and the
// generated big-coefficient family (tools/bench/dense_family.hpp). Both bases
// are made monic and compared exactly as rationals before a ratio is printed;
// each row also gives our lift's share of the wall time.
//
// Both sides run as child processes (ours is this binary's `groebner`
// command, its summary on stderr), so wall time and peak memory are taken the
// same way for both (bench_process.hpp).
#include "bench_process.hpp"
#include "bench_registry.hpp"
#include "dense_family.hpp"

#include <alkahest/error.hpp>
#include <alkahest/groebner.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace alkahest::bench {
namespace {

// The family's default members: n = 4..7, degrees 2 and 3, 16, 40 and 64
// bits, the six 40-bit quadrics first, sized so that msolve -l 2 takes
// seconds to a minute on each on a 16-core host.
constexpr const char *kDefaultDenseMembers =
    "dense-n6-d2-b40-s1,dense-n5-d2-b64-s1,dense-n6-d2-b16-s1,dense-n6-d2-b64-s1,"
    "dense-n7-d2-b16-s1,dense-n7-d2-b40-s1,dense-n4-d3-b16-s1,dense-n4-d3-b40-s1,"
    "dense-n4-d3-b64-s1,dense-n5-d3-b16-s1";
constexpr const char *kDefaultSystems = "katsura9,katsura10,katsura11,katsura12,cyclic7,cyclic8,"
                                        "eco12,eco13,noon8,noon9";

// Every knob of the suite, read from the environment here and nowhere else.
struct Settings {
  std::vector<std::string> systems;  ///< ALKAHEST_BENCH_GROEBNER_Q_SYSTEMS
  std::vector<unsigned> threads;     ///< ALKAHEST_BENCH_GROEBNER_Q_THREADS (default: every core)
  std::vector<std::string> backends; ///< ALKAHEST_BENCH_GROEBNER_Q_BACKENDS
  double timeout_s = 600;            ///< ALKAHEST_BENCH_GROEBNER_Q_TIMEOUT, per run
  unsigned repeat = 1;               ///< ALKAHEST_BENCH_GROEBNER_Q_REPEAT: runs of ours per backend
  std::string msolve;                ///< ALKAHEST_MSOLVE or PATH; empty: not found
};

Settings read_settings(const Options &options) {
  Settings s;
  const std::string systems = options.quick
                                  ? "katsura5,dense-n3-d2-b20-s1"
                                  : std::string(kDefaultSystems) + "," + kDefaultDenseMembers;
  s.systems = split_list(env_or("ALKAHEST_BENCH_GROEBNER_Q_SYSTEMS", systems));
  for (const std::string &t : split_list(env_or("ALKAHEST_BENCH_GROEBNER_Q_THREADS", "")))
    s.threads.push_back(static_cast<unsigned>(std::max(1, std::atoi(t.c_str()))));
  if (s.threads.empty())
    s.threads = {options.quick ? 2u : std::max(1u, std::thread::hardware_concurrency())};
  // Auto is the backend a user gets; with a device it decides per phase, and
  // its row beside the CPU one shows what the device adds.
  const bool device = groebner_gpu_device_count() > 0;
  s.backends =
      split_list(env_or("ALKAHEST_BENCH_GROEBNER_Q_BACKENDS", device ? "cpu,auto" : "cpu"));
  s.timeout_s = std::atof(env_or("ALKAHEST_BENCH_GROEBNER_Q_TIMEOUT", "600").c_str());
  if (!(s.timeout_s > 0)) s.timeout_s = 600;
  s.repeat = static_cast<unsigned>(
      std::max(1, std::atoi(env_or("ALKAHEST_BENCH_GROEBNER_Q_REPEAT", "1").c_str())));
  s.msolve = find_msolve();
  return s;
}

// What our run's stderr says: the summary's primes and coefficient bits, and
// the phase line (alkahest groebner prints both; docs/groebner.md).
struct OurReport {
  std::string phases; ///< "learn 0.5 s (cpu), replays ..., lift 0.1 s (cpu, 0.02 s on ...), ..."
  double lift_seconds = -1;          ///< the lift's own seconds, overlapped or not
  double lift_critical_seconds = -1; ///< what of them the run waited for
  std::string primes, bits;
};

OurReport read_our_report(const std::string &log) {
  OurReport r;
  const std::string text = read_text(log);
  std::smatch m;
  if (std::regex_search(text, m, std::regex("phases: ([^\n]*)"))) r.phases = m[1];
  if (std::regex_search(r.phases, m, std::regex("lift ([0-9.]+) s"))) {
    r.lift_seconds = std::stod(m[1]);
    r.lift_critical_seconds = r.lift_seconds; // a binary that overlaps nothing
  }
  if (std::regex_search(r.phases, m, std::regex("([0-9.]+) s on the critical path")))
    r.lift_critical_seconds = std::stod(m[1]);
  if (std::regex_search(text, m, std::regex("([0-9]+) primes \\("))) r.primes = m[1];
  if (std::regex_search(text, m, std::regex("([0-9]+)-bit coefficients"))) r.bits = m[1];
  return r;
}

// The primes msolve's multi-modular lift used ("#primes N" of -v 1), or -1.
long msolve_primes(const std::string &log) {
  const std::string text = read_text(log);
  std::smatch m;
  if (std::regex_search(text, m, std::regex("#primes +([0-9]+)"))) return std::stol(m[1]);
  return -1;
}

// The input file of a system: the standard ones from gb_data_dir(), the
// family's members written to `tmp`. Empty when there is none.
std::string input_file(const std::string &system, const std::string &tmp) {
  if (auto member = parse_dense_member(system)) {
    const std::string file = tmp + ".ms";
    std::ofstream(file) << dense_member_msolve(*member);
    return file;
  }
  const std::string file = gb_data_dir() + "/" + system + ".ms";
  return access(file.c_str(), R_OK) == 0 ? file : "";
}

// One system at one thread count: msolve once, then a row per backend, each
// basis compared with msolve's.
std::vector<Row> run_case(const std::string &system, unsigned thread_count, const Settings &s) {
  const std::string tmp =
      fmt::format("/tmp/alkahest-bench-groebner-q-{}-{}-t{}", getpid(), system, thread_count);
  const std::string threads = std::to_string(thread_count);
  const std::string case_name = fmt::format("{} over Q, {} thr", system, thread_count);
  std::vector<Row> rows;
  auto make_row = [&](const std::string &backend) {
    Row row;
    row.suite = "groebner-q";
    row.case_name = case_name;
    row.ours = "alkahest --backend " + backend;
    row.reference = "msolve -l 2";
    return row;
  };
  std::string file;
  try {
    file = input_file(system, tmp);
  } catch (const std::exception &e) {
    Row row = make_row(s.backends.empty() ? "cpu" : s.backends.front());
    row.note = fmt::format("not a system: {}", e.what());
    return {row};
  }
  if (file.empty()) {
    Row row = make_row(s.backends.empty() ? "cpu" : s.backends.front());
    row.note = fmt::format("{}.ms not found in {}", system, gb_data_dir());
    return {row};
  }
  const std::string text = read_text(file);
  std::size_t second_nl = text.find('\n', text.find('\n') + 1);
  const std::string header = text.substr(0, second_nl + 1);

  // msolve's run, shared by the rows of every backend.
  std::string reference_note;
  ChildRun ref;
  const std::string theirs = tmp + ".msolve";
  if (s.msolve.empty()) {
    reference_note = "msolve not found (set ALKAHEST_MSOLVE): no reference";
  } else {
    // -v 1 makes msolve print the primes its lift used (#primes).
    ref = run_child(
        {s.msolve, "-f", file, "-g", "2", "-l", "2", "-t", threads, "-v", "1", "-o", theirs},
        theirs + ".log", s.timeout_s);
    if (!ref.ok)
      reference_note = ref.timed_out ? fmt::format("msolve stopped after {} s", s.timeout_s)
                                     : "msolve failed (see " + theirs + ".log)";
  }

  // With a repeat the backends alternate (cpu, auto, cpu, auto, ...), so
  // that both meet the host's disturbances alike, and each row takes the
  // median; the phases and the basis are those of the median run.
  std::vector<std::vector<ChildRun>> runs(s.backends.size());
  for (unsigned rep = 0; rep < s.repeat; ++rep)
    for (std::size_t b = 0; b < s.backends.size(); ++b) {
      if (!runs[b].empty() && !runs[b].back().ok) continue;
      const std::string out = fmt::format("{}.{}.r{}", tmp, s.backends[b], rep);
      // The summary (not -q) carries the phase times this row reports; the
      // prime seed is fixed so that a row can be rerun exactly.
      runs[b].push_back(run_child({self_exe(), "groebner", file, "--threads", threads, "--backend",
                                   s.backends[b], "--seed", "1", "-o", out},
                                  out + ".log", s.timeout_s));
    }
  for (std::size_t b = 0; b < s.backends.size(); ++b) {
    const std::string &backend = s.backends[b];
    Row row = make_row(backend);
    std::vector<std::size_t> order(runs[b].size());
    for (std::size_t k = 0; k < order.size(); ++k)
      order[k] = k;
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
      return runs[b][x].seconds < runs[b][y].seconds;
    });
    const std::size_t mid = order[order.size() / 2];
    const ChildRun &ours = runs[b].back().ok ? runs[b][mid] : runs[b].back();
    const std::string out =
        fmt::format("{}.{}.r{}", tmp, backend, runs[b].back().ok ? mid : runs[b].size() - 1);
    for (std::size_t k = 0; k < runs[b].size(); ++k)
      if (k != mid) std::remove(fmt::format("{}.{}.r{}", tmp, backend, k).c_str());
    if (!ours.ok) {
      row.note = failed_run_note(ours, s.timeout_s, out + ".log");
      rows.push_back(row);
      continue;
    }
    row.ours_seconds = ours.seconds;
    const OurReport report = read_our_report(out + ".log");
    std::string note;
    if (report.lift_seconds >= 0) {
      // The share of the wall time the lift costs is the part the run
      // waited for; the rest ran beside the replays.
      row.figures.emplace_back("lift % of wall", 100 * report.lift_critical_seconds / ours.seconds);
      row.figures.emplace_back("lift s", report.lift_critical_seconds);
      row.figures.emplace_back("lift total s", report.lift_seconds);
      if (!report.primes.empty()) row.figures.emplace_back("primes", std::stod(report.primes));
      if (const long theirs_primes = msolve_primes(theirs + ".log"); theirs_primes > 0)
        row.figures.emplace_back("msolve primes", static_cast<double>(theirs_primes));
      note = fmt::format("{} primes, {}-bit; {}", report.primes, report.bits, report.phases);
    } else {
      note = "no phase line in " + out + ".log";
    }
    note += fmt::format("; peak RSS ours {} MiB", ours.peak_kib / 1024);
    if (runs[b].size() > 1) {
      std::string each;
      for (const ChildRun &r : runs[b])
        each += fmt::format("{}{:.3f}", each.empty() ? "" : "/", r.seconds);
      note += fmt::format("; median of {} runs ({} s)", runs[b].size(), each);
    }
    if (!reference_note.empty()) {
      row.note = note + "; " + reference_note;
      std::remove(out.c_str());
      rows.push_back(row);
      continue;
    }
    note += fmt::format(", msolve {} MiB", ref.peak_kib / 1024);
    const std::string check = compare_basis_files(out, theirs, header, /*modular=*/false);
    row.note = note + "; " + check;
    // A ratio is only meaningful between two equal answers.
    if (check.rfind("bases equal", 0) == 0) {
      row.reference_seconds = ref.seconds;
      std::remove(out.c_str()); // bases of the big-coefficient family run to megabytes
    } else {
      fmt::print(stderr, "bench groebner-q: {} ({}): {}\n", case_name, backend, check);
    }
    rows.push_back(row);
  }
  // A generated input is remade from its name; msolve's basis is kept only
  // when some row disagrees with it.
  if (parse_dense_member(system)) std::remove(file.c_str());
  const bool all_equal = std::all_of(rows.begin(), rows.end(), [](const Row &r) {
    return r.note.find("MISMATCH") == std::string::npos;
  });
  if (all_equal) std::remove(theirs.c_str());
  return rows;
}

std::vector<Row> run_groebner_q(const Options &options) {
  const Settings s = read_settings(options);
  if (s.msolve.empty())
    fmt::print(stderr,
               "note: msolve not found (ALKAHEST_MSOLVE or PATH); rows have no reference\n");
  std::vector<Row> rows;
  for (const std::string &system : s.systems)
    for (unsigned t : s.threads)
      for (const Row &row : run_case(system, t, s)) {
        fmt::print(stderr, "bench groebner-q: {} {} vs {}: {:.3f} s / {:.3f} s; {}\n",
                   row.case_name, row.ours, row.reference, row.ours_seconds, row.reference_seconds,
                   row.note);
        rows.push_back(row);
      }
  return rows;
}

std::string generate_member(const std::string &name) {
  auto member = parse_dense_member(name);
  if (!member)
    raise(ErrorId::CliBadArgument,
          fmt::format("'{}' is not a member of the dense family: write dense-n<N>-d<D>-b<BITS>"
                      "[-s<SEED>], e.g. dense-n6-d2-b40-s1",
                      name));
  return dense_member_msolve(*member);
}

const bool registered = register_suite(
    "groebner-q",
    "reduced bases over Q (grevlex) against msolve -l 2, same threads, same run; standard "
    "systems and the dense big-coefficient family",
    run_groebner_q, generate_member);

} // namespace
} // namespace alkahest::bench
