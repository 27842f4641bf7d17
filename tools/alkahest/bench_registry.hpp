// tools/alkahest/bench_registry.hpp - benchmark suites and their side-by-side rows.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace alkahest::bench {

/// One side-by-side comparison: ours against a named reference, measured in
/// the same run. ratio = reference_seconds / ours_seconds (> 1: we are faster).
struct Row {
  std::string suite;
  std::string case_name;
  std::string ours;      ///< what we ran ("interpreter", "jit 1 thread", ...)
  std::string reference; ///< the named reference ("hand-written C++ -O3", ...)
  double ours_seconds = 0;
  double reference_seconds = 0; ///< 0 when there is no reference for the row
  std::string note;             ///< units, sizes, anything a reader needs
  /// Further named figures of the row ("lift % of wall"): a column each in
  /// the table (only when some row has one) and a "figures" object in the
  /// JSON; a row without a figure prints "-".
  std::vector<std::pair<std::string, double>> figures{};
  double ratio() const {
    return ours_seconds > 0 && reference_seconds > 0 ? reference_seconds / ours_seconds : 0;
  }
};

struct Options {
  bool quick = false; ///< smaller sizes: the smoke run used by ctest
};

using SuiteFn = std::function<std::vector<Row>(const Options &)>;
/// The text of one of a suite's generated inputs, by name (`alkahest bench
/// SUITE --generate NAME`); raises E-CLI-001 for a name it does not make.
using GenerateFn = std::function<std::string(const std::string &name)>;

/// Registers a suite under a name (called from static initialisers of the
/// bench_*.cpp files); `generate` only for suites that generate inputs.
bool register_suite(const std::string &name, const std::string &description, SuiteFn fn,
                    GenerateFn generate = {});

struct Suite {
  std::string name, description;
  SuiteFn run;
  GenerateFn generate; ///< empty: the suite reads its inputs only
};
const std::vector<Suite> &suites();

/// The median of `values` (for an even count, the upper of the two middle
/// values); `values` must not be empty.
double median(std::vector<double> values);

/// Median wall time of `repeats` runs of f (after one warm-up run), seconds.
double median_seconds(const std::function<void()> &f, int repeats = 5);

/// The folder of the standard systems: $ALKAHEST_GB_DATA when set and not
/// empty, else the source tree's unittests/data/gb.
std::string gb_data_dir();
/// The whole file (empty when it cannot be read; callers check).
std::string read_text(const std::string &path);
/// The non-empty items of a comma-separated list ("a,,b" -> a, b).
std::vector<std::string> split_list(const std::string &list);

/// Prints the rows as an aligned table with ratios.
void print_table(const std::vector<Row> &rows);
/// Writes the rows as a JSON array.
std::string to_json(const std::vector<Row> &rows);

} // namespace alkahest::bench
