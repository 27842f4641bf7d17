// tools/alkahest/bench_registry.cpp - suite registry, timing and reporting.
#include "bench_registry.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace alkahest::bench {

std::string gb_data_dir() {
  if (const char *d = std::getenv("ALKAHEST_GB_DATA"); d && *d) return d;
  return ALKAHEST_GB_DATA_DIR;
}

std::string read_text(const std::string &path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> split_list(const std::string &list) {
  std::vector<std::string> out;
  std::stringstream ss(list);
  for (std::string item; std::getline(ss, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

static std::vector<Suite> &registry() {
  static std::vector<Suite> r;
  return r;
}

bool register_suite(const std::string &name, const std::string &description, SuiteFn fn,
                    GenerateFn generate) {
  registry().push_back({name, description, std::move(fn), std::move(generate)});
  std::sort(registry().begin(), registry().end(),
            [](const Suite &a, const Suite &b) { return a.name < b.name; });
  return true;
}

const std::vector<Suite> &suites() { return registry(); }

double median_seconds(const std::function<void()> &f, int repeats) {
  f(); // warm-up: caches, page faults, lazy initialisation
  std::vector<double> t;
  for (int i = 0; i < repeats; ++i) {
    auto start = std::chrono::steady_clock::now();
    f();
    t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return median(std::move(t));
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

static std::string fmt_time(double s) {
  if (s <= 0) return "-";
  if (s < 1e-3) return fmt::format("{:.1f} us", s * 1e6);
  if (s < 1) return fmt::format("{:.2f} ms", s * 1e3);
  return fmt::format("{:.3f} s", s);
}

// The names of the rows' figures, in order of first appearance.
static std::vector<std::string> figure_names(const std::vector<Row> &rows) {
  std::vector<std::string> names;
  for (const Row &r : rows)
    for (const auto &f : r.figures)
      if (std::find(names.begin(), names.end(), f.first) == names.end()) names.push_back(f.first);
  return names;
}

void print_table(const std::vector<Row> &rows) {
  const std::vector<std::string> names = figure_names(rows);
  std::string extra_header;
  for (const auto &n : names)
    extra_header += fmt::format(" {:>16}", n);
  fmt::print("{:<10} {:<34} {:<26} {:>11} {:<30} {:>11} {:>8}{}  {}\n", "suite", "case", "ours",
             "time", "reference", "ref time", "ratio", extra_header, "note");
  for (const Row &r : rows) {
    std::string extra;
    for (const auto &n : names) {
      auto f = std::find_if(r.figures.begin(), r.figures.end(),
                            [&](const auto &x) { return x.first == n; });
      extra +=
          fmt::format(" {:>16}", f == r.figures.end() ? "-" : fmt::format("{:.3g}", f->second));
    }
    fmt::print("{:<10} {:<34} {:<26} {:>11} {:<30} {:>11} {:>8}{}  {}\n", r.suite, r.case_name,
               r.ours, fmt_time(r.ours_seconds), r.reference, fmt_time(r.reference_seconds),
               r.ratio() > 0 ? fmt::format("{:.2f}x", r.ratio()) : "-", extra, r.note);
  }
}

static std::string quote(const std::string &s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    o += c;
  }
  return o + "\"";
}

std::string to_json(const std::vector<Row> &rows) {
  std::string out = "[\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row &r = rows[i];
    std::string figures;
    for (const auto &f : r.figures)
      figures += fmt::format("{}{}: {:.9g}", figures.empty() ? "" : ", ", quote(f.first), f.second);
    out += fmt::format(
        "  {{\"suite\": {}, \"case\": {}, \"ours\": {}, \"reference\": {}, "
        "\"ours_seconds\": {:.9g}, \"reference_seconds\": {:.9g}, \"ratio\": {:.6g}, "
        "\"note\": {}{}}}{}\n",
        quote(r.suite), quote(r.case_name), quote(r.ours), quote(r.reference), r.ours_seconds,
        r.reference_seconds, r.ratio(), quote(r.note),
        figures.empty() ? "" : ", \"figures\": {" + figures + "}", i + 1 < rows.size() ? "," : "");
  }
  return out + "]\n";
}

} // namespace alkahest::bench
