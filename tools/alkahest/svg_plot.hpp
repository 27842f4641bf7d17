// tools/alkahest/svg_plot.hpp - `alkahest bench --plot DIR`: one SVG bar chart per suite.
#pragma once

#include "bench_registry.hpp"

#include <string>
#include <vector>

namespace alkahest::bench {

/// One horizontal bar chart of the speed ratios (reference / ours, log scale,
/// the 1x line marked) of the rows of one suite, as a standalone SVG
/// document. Rows without a reference are listed with "no reference".
std::string ratio_chart_svg(const std::string &suite, const std::vector<Row> &rows);

/// Writes DIR/<suite>.svg for every suite present in `rows` (creating DIR)
/// and returns the paths written. Raises E-CLI-* when a file cannot be written.
std::vector<std::string> write_ratio_charts(const std::string &dir, const std::vector<Row> &rows);

} // namespace alkahest::bench
