// tools/alkahest/bench_fglm.cpp - `alkahest bench fglm`: lex bases over Q of
// zero-dimensional systems (grevlex by multi-modular F4, then FGLM per prime)
// side by side with Singular's stdfglm (std in dp, then fglm to lp) in one
// run, one thread each (Singular's is single-threaded). Both sides are timed
// in process, without start-up or parsing: ours as the median of
// GroebnerBasis::compute, Singular's as the median of its own rtimer around
// stdfglm. A ratio is printed only when the two bases are equal.
#include "bench_process.hpp"
#include "bench_registry.hpp"
#include "dense_family.hpp"

#include <alkahest/groebner.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace alkahest::bench {
namespace {

// The family's 27-solution dense cubics (the case direct lex F4 cannot do)
// and larger members, and standard systems.
constexpr const char *kDefaultSystems = "dense-n3-d3-b8-s1,dense-n3-d3-b32-s1,dense-n2-d6-b16-s1,"
                                        "dense-n3-d4-b8-s1,katsura5,katsura6,cyclic5,eco6";

// Every knob of the suite, read from the environment here and nowhere else.
struct Settings {
  std::vector<std::string> systems; ///< ALKAHEST_BENCH_FGLM_SYSTEMS
  int repeats = 3;                  ///< ALKAHEST_BENCH_FGLM_REPEATS (after one warm-up)
  std::string singular;             ///< ALKAHEST_SINGULAR or PATH; empty: not found
};

Settings read_settings(const Options &options) {
  Settings s;
  s.systems = split_list(
      env_or("ALKAHEST_BENCH_FGLM_SYSTEMS", options.quick ? "dense-n3-d3-b8-s1" : kDefaultSystems));
  s.repeats = std::max(
      1, std::atoi(env_or("ALKAHEST_BENCH_FGLM_REPEATS", options.quick ? "1" : "3").c_str()));
  s.singular = find_singular();
  return s;
}

// The system's text: a member of the dense family or a standard system.
std::string system_text(const std::string &name) {
  if (auto member = parse_dense_member(name)) return dense_member_msolve(*member);
  return read_text(gb_data_dir() + "/" + name + ".ms");
}

// Singular's median time of `repeats` stdfglm runs (after a warm-up) over Q
// in lp; its last basis goes to `basis_file`, one element per line.
std::optional<double> run_singular(const std::string &singular, const PolySystem &sys, int repeats,
                                   const std::string &dir, const std::string &basis_file) {
  std::string vars, gens;
  for (const auto &v : sys.ring->variables)
    vars += (vars.empty() ? "" : ",") + v;
  for (const auto &f : sys.polynomials)
    gens += (gens.empty() ? "" : ",\n") + f.to_string();
  const std::string raw = dir + "/singular-basis.txt";
  std::string script = fmt::format(
      "ring R = 0, ({}), lp;\nsystem(\"--ticks-per-sec\", 1000000);\nideal I = {};\nideal J;\n"
      "int bench_k; int bench_t;\nfor (bench_k = 0; bench_k <= {}; bench_k++) {{ bench_t = "
      "rtimer; J = stdfglm(I); bench_t = rtimer - bench_t; if (bench_k > 0) {{ print(\"time \" "
      "+ string(bench_t)); }} }}\nwrite(\":w {}\", J);\nquit;\n",
      vars, gens, repeats, raw);
  const std::string file = dir + "/case.sing", out = dir + "/singular.log";
  std::ofstream(file) << script;
  ChildRun run = run_child({singular, "-q", "--no-rc", "--no-warn", file}, out, 3600);
  if (!run.ok) return std::nullopt;
  std::vector<double> times;
  std::istringstream lines(read_text(out));
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("time ", 0) == 0) times.push_back(std::stod(line.substr(5)) * 1e-6);
  if (times.empty()) return std::nullopt;
  // Singular writes the ideal comma-separated on one line: one per line,
  // as our basis files are.
  std::string basis = read_text(raw);
  std::string lined;
  for (char c : basis)
    lined += c == ',' ? std::string(",\n") : std::string(1, c);
  std::ofstream(basis_file) << lined << "\n";
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

Row run_case(const std::string &name, const Settings &s) {
  Row row;
  row.suite = "fglm";
  row.case_name = fmt::format("{} lex over Q, 1 thr", name);
  row.ours = "alkahest (grevlex F4 + FGLM)";
  row.reference = "Singular stdfglm";
  const std::string text = system_text(name);
  if (text.empty()) {
    row.note = fmt::format("{}.ms not found in {}", name, gb_data_dir());
    return row;
  }
  PolySystem sys = parse_msolve(text, MonomialOrder::lex());
  GroebnerOptions opt;
  opt.threads = 1;
  std::optional<GroebnerBasis> gb;
  row.ours_seconds = median_seconds(
      [&] { gb = GroebnerBasis::compute(sys, MonomialOrder::lex(), opt); }, s.repeats);
  const GroebnerReport &r = gb->report();
  row.note = fmt::format("{} elements, {}, {} primes", gb->size(),
                         r.conversion.empty() ? "no conversion (direct lex)" : r.conversion,
                         r.primes_used);
  row.figures.push_back({"fglm % of ours", 100 * r.conversion_seconds / r.seconds});
  if (s.singular.empty()) {
    row.note += "; Singular not found (set ALKAHEST_SINGULAR): no reference";
    return row;
  }
  char dir[] = "/tmp/alkahest-bench-fglm-XXXXXX";
  if (!mkdtemp(dir)) {
    row.note += "; no temporary folder for Singular";
    return row;
  }
  const std::string ours_file = std::string(dir) + "/ours.txt",
                    theirs_file = std::string(dir) + "/theirs.txt";
  std::ofstream(ours_file) << gb->to_msolve();
  auto singular = run_singular(s.singular, sys, s.repeats, dir, theirs_file);
  if (!singular) {
    row.note += fmt::format("; Singular failed (see {})", dir);
    return row;
  }
  const std::string header = text.substr(0, text.find('\n', text.find('\n') + 1) + 1);
  const std::string check = compare_basis_files(ours_file, theirs_file, header, false);
  row.note += "; " + check;
  if (check.rfind("bases equal", 0) != 0) {
    fmt::print(stderr, "bench fglm: {}: {} (files in {})\n", row.case_name, check, dir);
    return row;
  }
  row.reference_seconds = *singular;
  for (const char *f :
       {"ours.txt", "theirs.txt", "singular-basis.txt", "case.sing", "singular.log"})
    std::remove((std::string(dir) + "/" + f).c_str());
  rmdir(dir);
  return row;
}

std::vector<Row> run_fglm(const Options &options) {
  const Settings s = read_settings(options);
  if (s.singular.empty())
    fmt::print(stderr,
               "note: Singular not found (ALKAHEST_SINGULAR or PATH); rows have no reference\n");
  std::vector<Row> rows;
  for (const std::string &name : s.systems) {
    Row row = run_case(name, s);
    fmt::print(stderr, "bench fglm: {} vs {}: {:.3f} s / {:.3f} s; {}\n", row.case_name,
               row.reference, row.ours_seconds, row.reference_seconds, row.note);
    rows.push_back(std::move(row));
  }
  return rows;
}

const bool registered = register_suite(
    "fglm",
    "lex bases over Q of zero-dimensional systems (grevlex + FGLM) against Singular's stdfglm, "
    "one thread each, same run; the bases compared",
    run_fglm);

} // namespace
} // namespace alkahest::bench
