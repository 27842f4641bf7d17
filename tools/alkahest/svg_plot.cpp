// tools/alkahest/svg_plot.cpp - a small SVG writer for the benchmark ratio charts (no gnuplot, no
// Python).
#include "svg_plot.hpp"

#include <alkahest/error.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

namespace alkahest::bench {
namespace {

std::string xml_escape(const std::string &s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '&':
      out += "&amp;";
      break;
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '"':
      out += "&quot;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

// Layout in pixels: labels on the left, bars on a log10 axis on the right.
constexpr double kLabelWidth = 560, kPlotWidth = 420, kBarHeight = 22, kGap = 8;
constexpr double kTop = 48, kBottom = 44, kRight = 70;

} // namespace

std::string ratio_chart_svg(const std::string &suite, const std::vector<Row> &rows) {
  // The axis spans whole decades around every ratio and 1x.
  double lo = 0, hi = 0;
  for (const auto &r : rows) {
    if (r.ratio() <= 0) continue;
    lo = std::min(lo, std::floor(std::log10(r.ratio())));
    hi = std::max(hi, std::ceil(std::log10(r.ratio())));
  }
  if (hi - lo < 1) hi = lo + 1;
  auto x_of = [&](double ratio) {
    return kLabelWidth + (std::log10(ratio) - lo) / (hi - lo) * kPlotWidth;
  };

  double height = kTop + double(rows.size()) * (kBarHeight + kGap) + kBottom;
  double width = kLabelWidth + kPlotWidth + kRight;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" height=\"{1:.0f}\" "
      "viewBox=\"0 0 {0:.0f} {1:.0f}\" font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      "<text x=\"10\" y=\"22\" font-size=\"15\" font-weight=\"bold\">alkahest bench {2}: "
      "speed ratio reference / ours (log scale, &gt; 1: ours faster)</text>\n",
      width, height, xml_escape(suite));

  // Decade grid lines and their labels.
  double axis_bottom = height - kBottom + 4;
  for (double d = lo; d <= hi + 1e-9; d += 1) {
    double x = kLabelWidth + (d - lo) / (hi - lo) * kPlotWidth;
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.0f}\" x2=\"{0:.1f}\" y2=\"{2:.0f}\" stroke=\"{3}\" "
        "stroke-width=\"{4}\"/>\n<text x=\"{0:.1f}\" y=\"{5:.0f}\" "
        "text-anchor=\"middle\">{6}x</text>\n",
        x, kTop - 6, axis_bottom, d == 0 ? "black" : "#ccc", d == 0 ? 1.5 : 1, axis_bottom + 16,
        fmt::format("{:g}", std::pow(10.0, d)));
  }

  double y = kTop;
  for (const auto &r : rows) {
    std::string label = r.case_name + ": " + r.ours + " vs " + r.reference;
    if (label.size() > 84) label = label.substr(0, 81) + "...";
    svg += fmt::format("<text x=\"{:.0f}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n",
                       kLabelWidth - 8, y + kBarHeight * 0.7, xml_escape(label));
    double ratio = r.ratio();
    if (ratio > 0) {
      double x0 = x_of(1), x1 = x_of(ratio);
      svg += fmt::format(
          "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.0f}\" fill=\"{}\"/>\n",
          std::min(x0, x1), y, std::max(std::fabs(x1 - x0), 1.0), kBarHeight,
          ratio >= 1 ? "#3a7d44" : "#c0504d");
      svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">{:.3g}x</text>\n", std::max(x0, x1) + 4,
                         y + kBarHeight * 0.7, ratio);
    } else {
      svg += fmt::format(
          "<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#777\">no reference ({:.3g} s)</text>\n",
          x_of(1) + 4, y + kBarHeight * 0.7, r.ours_seconds);
    }
    y += kBarHeight + kGap;
  }
  svg += "</svg>\n";
  return svg;
}

std::vector<std::string> write_ratio_charts(const std::string &dir, const std::vector<Row> &rows) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) raise(ErrorId::CliIo, "cannot create " + dir + ": " + ec.message());
  std::vector<std::string> suites, written;
  for (const auto &r : rows)
    if (std::find(suites.begin(), suites.end(), r.suite) == suites.end()) suites.push_back(r.suite);
  for (const auto &s : suites) {
    std::vector<Row> mine;
    for (const auto &r : rows)
      if (r.suite == s) mine.push_back(r);
    std::string path = (std::filesystem::path(dir) / (s + ".svg")).string();
    std::ofstream out(path);
    out << ratio_chart_svg(s, mine);
    if (!out) raise(ErrorId::CliIo, "cannot write " + path);
    written.push_back(path);
  }
  return written;
}

} // namespace alkahest::bench
