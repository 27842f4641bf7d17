// tools/alkahest/bench_f4.cpp - `alkahest bench f4`: our modular F4 side by
// side with msolve in one run, on the same input file with the same thread
// count; both bases are checked equal before a ratio is printed.
//
// Both sides run as child processes of this one (ours is this binary's own
// `groebner` command), so that wall time and peak resident memory are taken
// the same way for both: from posix_spawn to wait4, and the child's VmHWM.
#include "bench_registry.hpp"

#include <alkahest/groebner.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include <fcntl.h>
#include <spawn.h>

extern char **environ;

namespace alkahest::bench {
namespace {

std::string env_or(const char *name, const std::string &fallback) {
  const char *v = std::getenv(name);
  return v && *v ? v : fallback;
}

// msolve from ALKAHEST_MSOLVE (a path), else `msolve` on PATH; empty when
// neither exists, and the rows then say so instead of giving a ratio.
std::string find_msolve() {
  if (const char *p = std::getenv("ALKAHEST_MSOLVE"); p && *p) return access(p, X_OK) == 0 ? p : "";
  std::stringstream path(env_or("PATH", ""));
  for (std::string dir; std::getline(path, dir, ':');) {
    std::string candidate = dir + "/msolve";
    if (!dir.empty() && access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "";
}

std::string self_exe() {
  std::vector<char> buf(4096);
  ssize_t n = readlink("/proc/self/exe", buf.data(), buf.size() - 1);
  return n > 0 ? std::string(buf.data(), static_cast<std::size_t>(n)) : "alkahest";
}

struct ChildRun {
  bool ok = false; ///< exited with status 0 before the deadline
  bool timed_out = false;
  double seconds = 0;
  long peak_kib = 0; ///< the child's peak resident set (VmHWM)
};

// The high-water mark of a running process's resident set, KiB (0 once it
// has exited). wait4's ru_maxrss would be simpler, but a spawned child starts
// on its parent's address space, so it never reads below the parent's size.
long resident_high_water_kib(pid_t pid) {
  std::ifstream status(fmt::format("/proc/{}/status", pid));
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmHWM:", 0) == 0) return std::atol(line.c_str() + 6);
  return 0;
}

// Runs argv with stdout and stderr sent to log, killed after timeout_s.
ChildRun run_child(const std::vector<std::string> &argv, const std::string &log, double timeout_s) {
  std::vector<char *> args;
  for (const std::string &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  ChildRun run;
  auto start = std::chrono::steady_clock::now();
  pid_t pid = -1;
  int rc = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) return run;
  int status = 0;
  for (;;) {
    // The mark only grows, so the last reading before the exit is the peak
    // to within one polling interval.
    run.peak_kib = std::max(run.peak_kib, resident_high_water_kib(pid));
    if (waitpid(pid, &status, WNOHANG) == pid) break;
    double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (elapsed > timeout_s && !run.timed_out) {
      run.timed_out = true;
      kill(pid, SIGKILL);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.ok = !run.timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0;
  return run;
}

// The polynomials of a basis file, ours (msolve's input syntax, one per
// line) or msolve's (`#` comment lines, then `[p1,\np2,...]:`), reduced mod
// p and made monic, sorted by leading monomial: two reduced bases are equal
// exactly when these lists are.
std::vector<PolyZp> monic_basis(const std::string &file, const std::string &header) {
  std::string body;
  std::istringstream in(read_text(file));
  for (std::string line; std::getline(in, line);)
    if (line.empty() || line[0] != '#') body += line + "\n";
  std::replace(body.begin(), body.end(), '[', ' ');
  if (auto end = body.rfind("]:"); end != std::string::npos) body.erase(end);
  while (!body.empty() &&
         (std::isspace(static_cast<unsigned char>(body.back())) || body.back() == ','))
    body.pop_back();
  std::vector<PolyZp> polys = parse_msolve(header + body).modular();
  for (PolyZp &p : polys)
    p = p.monic();
  std::sort(polys.begin(), polys.end(), [](const PolyZp &a, const PolyZp &b) {
    return std::lexicographical_compare(a.leading_monomial().begin(), a.leading_monomial().end(),
                                        b.leading_monomial().begin(), b.leading_monomial().end());
  });
  return polys;
}

// "bases equal", or what differs.
std::string compare_bases(const std::string &ours, const std::string &theirs,
                          const std::string &header) {
  try {
    std::vector<PolyZp> a = monic_basis(ours, header), b = monic_basis(theirs, header);
    if (a.size() != b.size())
      return fmt::format("MISMATCH: {} elements here, {} from msolve", a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (!std::equal(a[i].leading_monomial().begin(), a[i].leading_monomial().end(),
                      b[i].leading_monomial().begin(), b[i].leading_monomial().end()))
        return fmt::format("MISMATCH: leading monomial of element {}", i);
      if (!(a[i] == b[i])) return fmt::format("MISMATCH: element {} (same leading monomial)", i);
    }
    return fmt::format("bases equal ({} elements)", a.size());
  } catch (const std::exception &e) {
    return fmt::format("MISMATCH: could not read a basis ({})", e.what());
  }
}

// One system at one thread count, two rows: our exact mode beside msolve
// -l 2 (exact) and our probabilistic mode (a fixed seed) beside msolve -l 44
// (probabilistic), each pair's bases compared element by element.
std::vector<Row> run_case(const std::string &system, unsigned thread_count,
                          const std::string &msolve, double timeout_s) {
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
    Row row;
    row.suite = "f4";
    row.case_name = fmt::format("{} mod p, {} thr", system, thread_count);
    row.ours = m.ours;
    row.reference = m.reference;
    const std::string out = tmp + "." + m.linear_algebra;
    ChildRun ours =
        run_child({self_exe(), "groebner", file, "--threads", threads, "--linear-algebra",
                   m.linear_algebra, "--seed", "1", "-q", "-o", out},
                  out + ".log", timeout_s);
    std::string note = fmt::format("peak RSS ours {} MiB", ours.peak_kib / 1024);
    if (!ours.ok) {
      row.note = ours.timed_out ? fmt::format("ours stopped after {} s", timeout_s)
                                : "ours failed (see " + out + ".log)";
      rows.push_back(row);
      continue;
    }
    row.ours_seconds = ours.seconds;
    if (msolve.empty()) {
      row.note = note + "; msolve not found (set ALKAHEST_MSOLVE): no reference";
      rows.push_back(row);
      continue;
    }
    const std::string theirs = tmp + ".msolve" + m.msolve_l;
    ChildRun ref =
        run_child({msolve, "-f", file, "-g", "2", "-l", m.msolve_l, "-t", threads, "-o", theirs},
                  theirs + ".log", timeout_s);
    note += fmt::format(", msolve {} MiB", ref.peak_kib / 1024);
    if (!ref.ok) {
      row.note = note + (ref.timed_out ? fmt::format("; msolve stopped after {} s", timeout_s)
                                       : "; msolve failed (see " + theirs + ".log)");
      rows.push_back(row);
      continue;
    }
    std::string check = compare_bases(out, theirs, header);
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
  std::vector<Row> rows;
  for (const std::string &system : split_list(env_or("ALKAHEST_BENCH_F4_SYSTEMS", default_systems)))
    for (unsigned t : thread_counts)
      for (const Row &row : run_case(system, t, msolve, timeout_s)) {
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
