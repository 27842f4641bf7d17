// lib/nvptx/ptx_point_work.cpp - a kernel's PTX read back: the entry's lines, its innermost loops,
// the loads of input columns, and the FP64 instructions a point costs.
//
// The count is static: every instruction of the hot loop's text once,
// libdevice's inline special-case branches included, its out-of-line slow
// paths (.func bodies) and ptxas's expansions (a correctly rounded rcp.rn.f64
// is one line here, a seed and Newton steps in SASS) left out. It tells the
// math a point needs apart from the bytes it reads; it is not a profile.
#include "ptx_point_work.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace alkahest::nvptx {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
    s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
    s.remove_suffix(1);
  return s;
}

// The registers named in an operand: %fd12, %rd3, %p1 (not %tid.x).
std::vector<std::string> registers_in(std::string_view s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') continue;
    std::size_t j = i + 1;
    while (j < s.size() && std::isalpha(static_cast<unsigned char>(s[j])))
      ++j;
    std::size_t k = j;
    while (k < s.size() && std::isdigit(static_cast<unsigned char>(s[k])))
      ++k;
    if (k > j && j > i + 1) out.emplace_back(s.substr(i, k - i));
    i = k - 1;
  }
  return out;
}

// Operands split at the commas outside braces and brackets.
std::vector<std::string_view> split_operands(std::string_view s) {
  std::vector<std::string_view> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || (s[i] == ',' && depth == 0)) {
      if (auto t = trim(s.substr(start, i - start)); !t.empty()) out.push_back(t);
      start = i + 1;
    } else if (s[i] == '{' || s[i] == '[') {
      ++depth;
    } else if (s[i] == '}' || s[i] == ']') {
      --depth;
    }
  }
  return out;
}

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// Opcodes that write no register operand.
bool writes_nothing(std::string_view opcode) {
  for (std::string_view p : {"st.", "bra", "bar.", "ret", "call", "exit", "membar", "red."})
    if (starts_with(opcode, p)) return true;
  return false;
}

// One instruction line ("@%p1 bra $L__BB0_4;" or "fma.rn.f64 %fd1, %fd2, ...;").
PtxInstruction parse_instruction(std::string_view line) {
  PtxInstruction in;
  if (line.front() == '@') {
    const std::size_t space = line.find_first_of(" \t");
    for (auto &r : registers_in(line.substr(0, space)))
      in.uses.push_back(std::move(r));
    line = trim(line.substr(space == std::string_view::npos ? line.size() : space));
  }
  if (!line.empty() && line.back() == ';') line.remove_suffix(1);
  const std::size_t space = line.find_first_of(" \t");
  in.opcode = std::string(line.substr(0, space));
  if (space == std::string_view::npos) return in;
  std::vector<std::string_view> ops = split_operands(line.substr(space));
  if (starts_with(in.opcode, "bra") && !ops.empty()) in.target = std::string(ops.front());
  for (std::size_t k = 0; k < ops.size(); ++k)
    for (auto &r : registers_in(ops[k]))
      (k == 0 && !writes_nothing(in.opcode) ? in.defs : in.uses).push_back(std::move(r));
  return in;
}

// The register an ld/st address "[%rd4+8]" is based on, if any.
std::string address_base(const std::string &line_operand) {
  std::vector<std::string> regs = registers_in(line_operand);
  return regs.empty() ? std::string() : regs.front();
}

// The part of opcode `op` between dots, as a list ("fma", "rn", "f64").
std::vector<std::string_view> opcode_parts(std::string_view op) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= op.size(); ++i)
    if (i == op.size() || op[i] == '.') {
      parts.push_back(op.substr(start, i - start));
      start = i + 1;
    }
  return parts;
}

bool has_f64(const std::vector<std::string_view> &parts) {
  return std::find(parts.begin() + 1, parts.end(), "f64") != parts.end();
}

} // namespace

bool is_fp64_full_rate(std::string_view opcode) {
  const auto parts = opcode_parts(opcode);
  static const std::set<std::string_view> full = {"add", "sub", "mul", "fma",
                                                  "mad", "min", "max", "setp"};
  return full.count(parts.front()) && has_f64(parts);
}

bool is_fp64_slow(std::string_view opcode) {
  const auto parts = opcode_parts(opcode);
  static const std::set<std::string_view> slow = {"cvt", "rcp", "div", "sqrt", "rsqrt"};
  return slow.count(parts.front()) && has_f64(parts);
}

PtxEntryScan scan_ptx_entry(std::string_view ptx, std::string_view entry, std::size_t n_inputs) {
  PtxEntryScan scan;
  const std::string head = ".entry " + std::string(entry) + "(";
  std::size_t at = ptx.find(head);
  if (at == std::string_view::npos) return scan;
  at = ptx.find("\n{", at);
  if (at == std::string_view::npos) return scan;
  // The input columns' parameter names, and the address arguments of every line.
  std::set<std::string> column_params;
  for (std::size_t k = 0; k < n_inputs; ++k)
    column_params.insert(std::string(entry) + "_param_" + std::to_string(k));
  std::vector<std::string> address_operand;
  int depth = 0;
  for (std::size_t pos = at + 1; pos < ptx.size();) {
    std::size_t end = ptx.find('\n', pos);
    if (end == std::string_view::npos) end = ptx.size();
    std::string_view line = ptx.substr(pos, end - pos);
    pos = end + 1;
    if (auto c = line.find("//"); c != std::string_view::npos) line = line.substr(0, c);
    line = trim(line);
    if (line.empty()) continue;
    if (line.front() == '{' || line.front() == '}') {
      depth += line.front() == '{' ? 1 : -1;
      if (depth == 0) break;
      continue;
    }
    if (line.front() == '.' || line.front() == '(' || line.front() == ')') continue;
    if (line.back() == ':') {
      PtxInstruction l;
      l.label = std::string(line.substr(0, line.size() - 1));
      scan.body.push_back(std::move(l));
      address_operand.emplace_back();
      continue;
    }
    // A call's continuation lines ("__nv_sin," "param0") are not instructions.
    if (line.back() != ';' && line.back() != ',') continue;
    if (line.back() == ',' && line.find_first_of(" \t") == std::string_view::npos) continue;
    PtxInstruction in = parse_instruction(line);
    std::string addr;
    if (auto open = line.find('['); open != std::string_view::npos)
      addr = std::string(line.substr(open, line.find(']', open) - open + 1));
    address_operand.push_back(std::move(addr));
    scan.body.push_back(std::move(in));
  }

  // Registers that hold an input column's address, to a fixed point (a
  // register may be redefined by the copies that close a loop).
  std::set<std::string> column;
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t i = 0; i < scan.body.size(); ++i) {
      const PtxInstruction &in = scan.body[i];
      if (in.defs.size() != 1 || column.count(in.defs[0])) continue;
      bool derived = false;
      if (starts_with(in.opcode, "ld.param"))
        derived = std::any_of(column_params.begin(), column_params.end(),
                              [&](const auto &p) { return address_operand[i] == "[" + p + "]"; });
      else if (starts_with(in.opcode, "cvta") || starts_with(in.opcode, "mov.") ||
               starts_with(in.opcode, "add.s64") || starts_with(in.opcode, "add.u64"))
        derived = std::any_of(in.uses.begin(), in.uses.end(),
                              [&](const std::string &r) { return column.count(r) > 0; });
      if (derived) grew = column.insert(in.defs[0]).second || grew;
    }
  }
  for (std::size_t i = 0; i < scan.body.size(); ++i)
    scan.body[i].input_load = starts_with(scan.body[i].opcode, "ld.global") &&
                              column.count(address_base(address_operand[i])) > 0;

  // Backward branches close loops; keep those that hold no other.
  std::map<std::string, std::size_t> labels;
  for (std::size_t i = 0; i < scan.body.size(); ++i)
    if (!scan.body[i].label.empty()) labels.emplace(scan.body[i].label, i);
  std::vector<PtxLoop> all;
  for (std::size_t i = 0; i < scan.body.size(); ++i)
    if (auto it = labels.find(scan.body[i].target); it != labels.end() && it->second < i)
      all.push_back({it->second, i});
  // One loop can close with several backward branches: to the same label,
  // or (block placement lays a rotated loop's latch above its header) to
  // labels whose spans overlap without nesting. Such spans are one loop.
  for (bool merged = true; merged;) {
    merged = false;
    for (std::size_t a = 0; a < all.size() && !merged; ++a)
      for (std::size_t b = 0; b < all.size() && !merged; ++b)
        if (a != b && all[a].latch <= all[b].latch &&
            (all[a].head == all[b].head ||
             (all[a].head < all[b].head && all[b].head <= all[a].latch))) {
          all[a].latch = all[b].latch;
          all.erase(all.begin() + static_cast<std::ptrdiff_t>(b));
          merged = true;
        }
  }
  auto inside = [](const PtxLoop &o, const PtxLoop &l) {
    return (o.head != l.head || o.latch != l.latch) && o.head >= l.head && o.latch <= l.latch;
  };
  for (const PtxLoop &l : all)
    if (std::none_of(all.begin(), all.end(), [&](const PtxLoop &o) { return inside(o, l); }))
      scan.loops.push_back(l);
  return scan;
}

CudaPointWork point_work(const PtxEntryScan &scan, std::size_t n_inputs) {
  CudaPointWork w;
  if (n_inputs == 0) return w;
  auto count = [&](std::size_t from, std::size_t to, std::size_t &loads, std::size_t &full,
                   std::size_t &slow) {
    loads = full = slow = 0;
    for (std::size_t i = from; i < to; ++i) {
      const PtxInstruction &in = scan.body[i];
      loads += in.input_load;
      full += is_fp64_full_rate(in.opcode);
      slow += is_fp64_slow(in.opcode);
    }
  };
  std::size_t loads = 0, full = 0, slow = 0;
  for (const PtxLoop &l : scan.loops) {
    std::size_t ld, f, s;
    count(l.head, l.latch + 1, ld, f, s);
    if (ld > loads) {
      loads = ld;
      full = f;
      slow = s;
      w.from_loop = true;
    }
  }
  if (!w.from_loop) count(0, scan.body.size(), loads, full, slow);
  if (loads == 0) return w;
  w.points = static_cast<double>(loads) / static_cast<double>(n_inputs);
  w.fp64 = static_cast<double>(full) / w.points;
  w.fp64_slow = static_cast<double>(slow) / w.points;
  return w;
}

} // namespace alkahest::nvptx
