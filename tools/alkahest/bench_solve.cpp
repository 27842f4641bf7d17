// tools/alkahest/bench_solve.cpp - `alkahest bench solve`: our real solutions
// side by side with msolve's in one run, on the same input file with the same
// thread count. A ratio is printed only when both found the same number of
// real solutions and every one of our boxes' midpoints lies within 1e-6 of
// one of msolve's isolating boxes (msolve certifies its boxes too: two
// independent certified answers agreeing).
//
// Both sides run as child processes (ours is this binary's `solve` command),
// so wall time and peak memory are taken the same way (bench_process.hpp).
#include "bench_process.hpp"
#include "bench_registry.hpp"

#include <alkahest/expr/number.hpp>

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
  std::vector<std::string> systems; ///< ALKAHEST_BENCH_SOLVE_SYSTEMS
  std::vector<unsigned> threads;    ///< ALKAHEST_BENCH_SOLVE_THREADS (default: 1 and every core)
  double timeout_s = 600;           ///< ALKAHEST_BENCH_SOLVE_TIMEOUT, per run
  std::string msolve;               ///< ALKAHEST_MSOLVE or PATH; empty: not found
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

std::vector<Row> run_case(const std::string &system, unsigned thread_count, const Settings &s) {
  const std::string tmp =
      fmt::format("/tmp/alkahest-bench-solve-{}-{}-t{}", getpid(), system, thread_count);
  const std::string threads = std::to_string(thread_count);
  Row row;
  row.suite = "solve";
  row.case_name = fmt::format("{} real roots, {} thr", system, thread_count);
  row.ours = "alkahest solve";
  row.reference = "msolve";
  const std::string file = gb_data_dir() + "/" + system + ".ms";
  if (access(file.c_str(), R_OK) != 0) {
    row.note = fmt::format("{}.ms not found in {}", system, gb_data_dir());
    return {row};
  }
  const std::string out = tmp + ".ours";
  ChildRun ours = run_child({self_exe(), "solve", file, "--threads", threads}, out, s.timeout_s);
  if (!ours.ok) {
    row.note = ours.timed_out ? fmt::format("ours stopped after {} s", s.timeout_s)
                              : "ours failed (see " + out + ")";
    return {row};
  }
  row.ours_seconds = ours.seconds;
  std::smatch m;
  const std::string log = read_text(out);
  std::string note = std::regex_search(log, m, std::regex("method: ([^\n]*)")) ? m[1].str() : "";
  note += fmt::format("; peak RSS ours {} MiB", ours.peak_kib / 1024);
  if (s.msolve.empty()) {
    row.note = note + "; msolve not found (set ALKAHEST_MSOLVE): no reference";
    return {row};
  }
  const std::string theirs = tmp + ".msolve";
  ChildRun ref =
      run_child({s.msolve, "-f", file, "-t", threads, "-o", theirs}, theirs + ".log", s.timeout_s);
  if (!ref.ok) {
    row.note = note + "; " +
               (ref.timed_out ? fmt::format("msolve stopped after {} s", s.timeout_s)
                              : "msolve failed (see " + theirs + ".log)");
    return {row};
  }
  note += fmt::format(", msolve {} MiB", ref.peak_kib / 1024);
  const std::string check = compare_points(read_our_points(out), read_msolve_points(theirs));
  row.note = note + "; " + check;
  if (check.rfind("real solutions agree", 0) == 0) {
    row.reference_seconds = ref.seconds;
    std::remove(out.c_str());
    std::remove(theirs.c_str());
  } else {
    fmt::print(stderr, "bench solve: {}: {}\n", row.case_name, check);
  }
  return {row};
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
        fmt::print(stderr, "bench solve: {} vs {}: {:.3f} s / {:.3f} s; {}\n", row.case_name,
                   row.reference, row.ours_seconds, row.reference_seconds, row.note);
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
