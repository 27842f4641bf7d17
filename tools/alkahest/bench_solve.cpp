// tools/alkahest/bench_solve.cpp - `alkahest bench solve`: our real solutions
// side by side with msolve's in one run, on the same input file with the same
// thread count. A ratio is printed only when both found the same number of
// real solutions and every one of our boxes' midpoints lies within 1e-6 of
// one of msolve's isolating boxes (msolve certifies its boxes too: two
// independent certified answers agreeing).
//
// Both sides run as child processes (ours is this binary's `solve` command),
// so wall time and peak memory are taken the same way (bench_process.hpp).
// msolve runs once per system and thread count; ours once per backend
// (ALKAHEST_BENCH_SOLVE_BACKENDS), each row compared with msolve's answer.
#include "bench_process.hpp"
#include "bench_registry.hpp"

#include <alkahest/expr/number.hpp>
#include <alkahest/groebner/backend.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <regex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace alkahest::bench {
namespace {

constexpr const char *kDefaultSystems =
    "katsura6,katsura7,katsura8,katsura9,katsura10,katsura11,cyclic6,cyclic7,eco8,eco9,eco10,"
    "eco11,noon5,noon6,noon7";
// Our midpoints and msolve's boxes agree within this (both are certified
// to far less: 2^-53 and msolve's default 2^-128 boxes).
constexpr double kAgreement = 1e-6;

// Every knob of the suite, read from the environment here and nowhere else.
struct Settings {
  std::vector<std::string> systems;  ///< ALKAHEST_BENCH_SOLVE_SYSTEMS
  std::vector<unsigned> threads;     ///< ALKAHEST_BENCH_SOLVE_THREADS (default: 1 and every core)
  std::vector<std::string> backends; ///< ALKAHEST_BENCH_SOLVE_BACKENDS
  double timeout_s = 600;            ///< ALKAHEST_BENCH_SOLVE_TIMEOUT, per run
  std::string msolve;                ///< ALKAHEST_MSOLVE or PATH; empty: not found
};

Settings read_settings(const Options &options) {
  Settings s;
  s.systems = split_list(
      env_or("ALKAHEST_BENCH_SOLVE_SYSTEMS", options.quick ? "katsura5,noon3" : kDefaultSystems));
  for (const std::string &t : split_list(env_or("ALKAHEST_BENCH_SOLVE_THREADS", "")))
    s.threads.push_back(static_cast<unsigned>(std::max(1, std::atoi(t.c_str()))));
  if (s.threads.empty()) {
    s.threads = {1u};
    const unsigned all = std::max(1u, std::thread::hardware_concurrency());
    if (!options.quick && all > 1) s.threads.push_back(all);
  }
  // Auto is the backend a user gets; with a device its row beside the CPU
  // one shows what the device adds.
  const bool device = groebner_gpu_device_count() > 0;
  s.backends = split_list(env_or("ALKAHEST_BENCH_SOLVE_BACKENDS", device ? "cpu,auto" : "cpu"));
  if (s.backends.empty()) s.backends = {"cpu"};
  s.timeout_s = std::atof(env_or("ALKAHEST_BENCH_SOLVE_TIMEOUT", "600").c_str());
  if (!(s.timeout_s > 0)) s.timeout_s = 600;
  s.msolve = find_msolve();
  return s;
}

using Point = std::vector<double>;

// "a / 2^k" or "a" as a double.
double dyadic(const std::string &text) {
  const auto slash = text.find('/');
  Integer num(text.substr(0, slash));
  if (slash == std::string::npos) return to_double(Rational(num));
  const auto caret = text.find('^', slash);
  const int k = std::atoi(text.c_str() + caret + 1);
  return to_double(Rational(num, Integer(1) << static_cast<unsigned>(k)));
}

// msolve's real solutions: `[0, [1, [P1, P2, ...]]]:` with each P a list
// of [lo, hi] per variable; the midpoints.
std::vector<Point> read_msolve_points(const std::string &file) {
  std::string text = read_text(file);
  text.erase(std::remove_if(text.begin(), text.end(), [](char c) { return std::isspace(c); }),
             text.end());
  std::vector<Point> points;
  int depth = 0;
  std::string number;
  std::vector<double> pair;
  for (char c : text) {
    if (c == '[') {
      ++depth;
      if (depth == 4) points.emplace_back();
      if (depth == 5) pair.clear();
      number.clear();
    } else if (c == ']' || c == ',') {
      if (depth == 5 && !number.empty()) pair.push_back(dyadic(number));
      number.clear();
      if (c == ']') {
        if (depth == 5 && pair.size() == 2) points.back().push_back((pair[0] + pair[1]) / 2);
        --depth;
      }
    } else if (depth == 5) {
      number += c;
    }
  }
  return points;
}

// Our real solutions: the lines `[x0 = 0.25, x1 = ...]` of `alkahest solve`.
std::vector<Point> read_our_points(const std::string &log) {
  std::vector<Point> points;
  const std::string text = read_text(log);
  const std::regex line("^\\[([^\\]]*)\\]$", std::regex::multiline);
  const std::regex value("= ([-0-9.eE+]+)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), line); it != std::sregex_iterator();
       ++it) {
    const std::string body = (*it)[1];
    Point p;
    for (auto v = std::sregex_iterator(body.begin(), body.end(), value);
         v != std::sregex_iterator(); ++v)
      p.push_back(std::stod((*v)[1]));
    if (!p.empty()) points.push_back(std::move(p));
  }
  return points;
}

// "real solutions agree (N)" or what differs.
std::string compare_points(const std::vector<Point> &ours, const std::vector<Point> &theirs) {
  if (ours.size() != theirs.size())
    return fmt::format("MISMATCH: {} real solutions, msolve {}", ours.size(), theirs.size());
  std::vector<char> used(theirs.size(), 0);
  for (const Point &p : ours) {
    bool found = false;
    for (std::size_t j = 0; j < theirs.size() && !found; ++j) {
      if (used[j] || theirs[j].size() != p.size()) continue;
      bool close = true;
      for (std::size_t v = 0; v < p.size() && close; ++v)
        close = std::fabs(p[v] - theirs[j][v]) <= kAgreement * std::max(1.0, std::fabs(p[v]));
      if (close) used[j] = found = true;
    }
    if (!found) return "MISMATCH: a real solution of ours is in none of msolve's boxes";
  }
  return fmt::format("real solutions agree ({})", ours.size());
}

// What our run's stderr says: the method line and the primes it used, and
// how many of them a device replayed.
struct OurReport {
  std::string method;
  double primes = -1, primes_from_gpu = 0;
};

OurReport read_our_report(const std::string &log) {
  OurReport r;
  const std::string text = read_text(log);
  std::smatch m;
  if (std::regex_search(text, m, std::regex("method: ([^\n]*)"))) r.method = m[1];
  if (std::regex_search(r.method, m, std::regex("([0-9]+) primes"))) r.primes = std::stod(m[1]);
  if (std::regex_search(r.method, m, std::regex("the GPU \\(([0-9]+) of the primes\\)")))
    r.primes_from_gpu = std::stod(m[1]);
  return r;
}

// One system at one thread count: msolve once, then a row per backend, each
// compared with msolve's real solutions.
std::vector<Row> run_case(const std::string &system, unsigned thread_count, const Settings &s) {
  const std::string tmp =
      fmt::format("/tmp/alkahest-bench-solve-{}-{}-t{}", getpid(), system, thread_count);
  const std::string threads = std::to_string(thread_count);
  auto make_row = [&](const std::string &backend) {
    Row row;
    row.suite = "solve";
    row.case_name = fmt::format("{} real roots, {} thr", system, thread_count);
    row.ours = "alkahest solve --backend " + backend;
    row.reference = "msolve";
    return row;
  };
  const std::string file = gb_data_dir() + "/" + system + ".ms";
  if (access(file.c_str(), R_OK) != 0) {
    Row row = make_row(s.backends.empty() ? "cpu" : s.backends.front());
    row.note = fmt::format("{}.ms not found in {}", system, gb_data_dir());
    return {row};
  }

  // msolve's run, shared by the rows of every backend.
  std::string reference_note;
  ChildRun ref;
  const std::string theirs = tmp + ".msolve";
  if (s.msolve.empty()) {
    reference_note = "msolve not found (set ALKAHEST_MSOLVE): no reference";
  } else {
    ref = run_child({s.msolve, "-f", file, "-t", threads, "-o", theirs}, theirs + ".log",
                    s.timeout_s);
    if (!ref.ok)
      reference_note = ref.timed_out ? fmt::format("msolve stopped after {} s", s.timeout_s)
                                     : "msolve failed (see " + theirs + ".log)";
  }
  const std::vector<Point> msolve_points =
      reference_note.empty() ? read_msolve_points(theirs) : std::vector<Point>{};

  std::vector<Row> rows;
  bool keep_reference = false;
  for (const std::string &backend : s.backends) {
    Row row = make_row(backend);
    const std::string out = tmp + "." + backend;
    ChildRun ours = run_child(
        {self_exe(), "solve", file, "--threads", threads, "--backend", backend}, out, s.timeout_s);
    if (!ours.ok) {
      row.note = failed_run_note(ours, s.timeout_s, out);
      rows.push_back(row);
      continue;
    }
    row.ours_seconds = ours.seconds;
    const OurReport report = read_our_report(out);
    if (report.primes >= 0) {
      row.figures.emplace_back("primes", report.primes);
      row.figures.emplace_back("primes from GPU", report.primes_from_gpu);
    }
    std::string note = report.method + fmt::format("; peak RSS ours {} MiB", ours.peak_kib / 1024);
    if (!reference_note.empty()) {
      row.note = note + "; " + reference_note;
      rows.push_back(row);
      continue;
    }
    note += fmt::format(", msolve {} MiB", ref.peak_kib / 1024);
    const std::string check = compare_points(read_our_points(out), msolve_points);
    row.note = note + "; " + check;
    if (check.rfind("real solutions agree", 0) == 0) {
      row.reference_seconds = ref.seconds;
      std::remove(out.c_str());
    } else {
      keep_reference = true;
      fmt::print(stderr, "bench solve: {} ({}): {}\n", row.case_name, backend, check);
    }
    rows.push_back(row);
  }
  if (!keep_reference && reference_note.empty()) std::remove(theirs.c_str());
  return rows;
}

std::vector<Row> run_solve(const Options &options) {
  const Settings s = read_settings(options);
  if (s.msolve.empty())
    fmt::print(stderr,
               "note: msolve not found (ALKAHEST_MSOLVE or PATH); rows have no reference\n");
  std::vector<Row> rows;
  for (const std::string &system : s.systems)
    for (unsigned t : s.threads)
      for (const Row &row : run_case(system, t, s)) {
        fmt::print(stderr, "bench solve: {} ({}) vs {}: {:.3f} s / {:.3f} s; {}\n", row.case_name,
                   row.ours, row.reference, row.ours_seconds, row.reference_seconds, row.note);
        rows.push_back(row);
      }
  return rows;
}

const bool registered = register_suite(
    "solve",
    "real solutions of zero-dimensional systems against msolve, same threads, same run; the "
    "real solutions compared",
    run_solve);

} // namespace
} // namespace alkahest::bench
