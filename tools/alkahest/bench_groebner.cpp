// tools/alkahest/bench_groebner.cpp - `alkahest bench groebner`: our reduced
// bases over Q (and mod p) side by side with Singular's `std` in the same run.
#include "bench_registry.hpp"

#include <alkahest/groebner.hpp>

#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

namespace alkahest::bench {
namespace {

bool have_singular() { return std::system("Singular --version > /dev/null 2>&1") == 0; }

// msolve runs beside ours in `alkahest bench f4` (same run, same threads).

// Runs Singular's std on the system with ordering dp; returns its own wall
// timer's seconds (rtimer, ms ticks) or a negative value on time-out/failure.
double singular_seconds(const std::string &ms_text, int timeout_s) {
  std::stringstream in(ms_text);
  std::string vars, charac, line, polys;
  std::getline(in, vars);
  std::getline(in, charac);
  while (std::getline(in, line))
    polys += line;
  while (!polys.empty() &&
         (polys.back() == ',' || std::isspace(static_cast<unsigned char>(polys.back()))))
    polys.pop_back();
  char name[] = "/tmp/alkahest-bench-singular-XXXXXX";
  int fd = mkstemp(name);
  if (fd < 0) return -1;
  close(fd);
  std::string script =
      fmt::format("system(\"--ticks-per-sec\", 1000);\nring r = {}, ({}), dp;\nideal i = {};\n"
                  "int t0 = rtimer;\nideal j = std(i);\nint t1 = rtimer;\nprint(\"ALKAHEST_MS \" + "
                  "string(t1 - t0));\n"
                  "print(\"ALKAHEST_SIZE \" + string(size(j)));\nquit;\n",
                  charac, vars, polys);
  std::ofstream(name) << script;
  std::string cmd = fmt::format("timeout {} Singular -q --no-rc {} 2>&1", timeout_s, name);
  std::FILE *p = popen(cmd.c_str(), "r");
  std::string out;
  char buf[4096];
  while (p && std::fgets(buf, sizeof buf, p))
    out += buf;
  int rc = p ? pclose(p) : -1;
  std::remove(name);
  auto pos = out.find("ALKAHEST_MS ");
  if (rc != 0 || pos == std::string::npos) return -1;
  return std::stod(out.substr(pos + 12)) / 1000.0;
}

Row run_case(const std::string &name, bool modular, bool singular, int singular_timeout,
             int repeats) {
  std::string file = gb_data_dir() + "/" + name + (modular ? "-p1073741827" : "") + ".ms";
  std::string text = read_text(file);
  Row row;
  row.suite = "groebner";
  row.case_name = name + (modular ? " mod 1073741827" : " over Q");
  row.ours = "alkahest 1 thread";
  row.reference = "Singular std (dp)";
  if (text.empty()) {
    row.note = "system file not found in " + gb_data_dir();
    return row;
  }
  PolySystem sys = parse_msolve(text);
  GroebnerOptions opt;
  opt.threads = 1;
  GroebnerBasis gb;
  row.ours_seconds = median_seconds(
      [&] { gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt); }, repeats);
  std::string note = fmt::format("{} polys, {} primes, {}-bit", gb.size(), gb.report().primes_used,
                                 gb.report().coefficient_bits);
  if (!singular) {
    note += "; Singular not installed (apt-get install singular): no reference";
  } else {
    double s = singular_seconds(text, singular_timeout);
    if (s < 0) {
      row.reference_seconds = singular_timeout;
      note += fmt::format("; Singular > {} s (stopped; ratio is a lower bound)", singular_timeout);
    } else {
      row.reference_seconds = std::max(s, 1e-3); // rtimer has 1 ms ticks
    }
  }
  row.note = note;
  return row;
}

std::vector<Row> run_groebner(const Options &options) {
  const bool singular = have_singular();
  if (!singular)
    fmt::print(stderr, "note: Singular is not installed; rows have no reference "
                       "(Debian: apt-get install singular)\n");
  std::vector<Row> rows;
  if (options.quick) {
    rows.push_back(run_case("katsura6", false, singular, 60, 3));
    rows.push_back(run_case("cyclic6", false, singular, 60, 3));
    return rows;
  }
  rows.push_back(run_case("katsura7", false, singular, 120, 3));
  rows.push_back(run_case("katsura8", false, singular, 120, 3));
  rows.push_back(run_case("cyclic6", false, singular, 120, 3));
  rows.push_back(run_case("cyclic7", false, singular, 120, 1));
  rows.push_back(run_case("eco10", false, singular, 120, 1));
  rows.push_back(run_case("katsura9", false, singular, 120, 1));
  rows.push_back(run_case("katsura10", true, singular, 120, 1));
  return rows;
}

const bool registered = register_suite(
    "groebner", "reduced Groebner bases (grevlex) over Q and mod p against Singular's std",
    run_groebner);

} // namespace
} // namespace alkahest::bench
