// lib/groebner/trace_codec.cpp - byte encodings of a trace, of a system modulo a prime
// and of a replay result (alkahest/groebner/trace_codec.hpp), with the checks
// that keep a replay of a decoded trace inside its arrays.
#include <alkahest/error.hpp>
#include <alkahest/groebner/trace_codec.hpp>

#include <cstring>
#include <limits>
#include <string>
#include <type_traits>

namespace alkahest::gb {
namespace {

// Bumped whenever a field is added to F4Trace or F4TraceStep or the layout
// changes (2: variable-length integers, rows as gaps, derived parts left out).
constexpr std::uint32_t kTraceVersion = 2;
constexpr std::uint32_t kTraceMagic = 0x41475452u; // "AGTR"

[[noreturn]] void bad(const std::string &why) { raise(ErrorId::GbBadTraceEncoding, why); }

class Writer {
public:
  template <class T> void put(T v) {
    static_assert(std::is_trivially_copyable_v<T>);
    const auto *p = reinterpret_cast<const std::uint8_t *>(&v);
    out.insert(out.end(), p, p + sizeof v);
  }
  template <class T> void put_vector(const std::vector<T> &v) {
    put<std::uint64_t>(v.size());
    const auto *p = reinterpret_cast<const std::uint8_t *>(v.data());
    out.insert(out.end(), p, p + v.size() * sizeof(T));
  }
  void put_string(const std::string &s) {
    put<std::uint64_t>(s.size());
    out.insert(out.end(), s.begin(), s.end());
  }
  // LEB128: seven bits a byte, low first; most trace integers are small.
  void put_varint(std::uint64_t v) {
    for (; v >= 0x80; v >>= 7)
      out.push_back(static_cast<std::uint8_t>(v | 0x80));
    out.push_back(static_cast<std::uint8_t>(v));
  }
  // A strictly increasing run as its first value and the gaps less one.
  void put_increasing(const std::uint32_t *v, std::size_t n) {
    for (std::size_t k = 0; k < n; ++k) {
      if (k && v[k] <= v[k - 1]) bad("a trace row whose columns do not increase");
      put_varint(k ? v[k] - v[k - 1] - 1 : v[k]);
    }
  }
  std::vector<std::uint8_t> out;
};

class Reader {
public:
  explicit Reader(std::span<const std::uint8_t> b) : bytes_(b) {}
  template <class T> T get() {
    T v;
    need(sizeof v);
    std::memcpy(&v, bytes_.data() + at_, sizeof v);
    at_ += sizeof v;
    return v;
  }
  template <class T> std::vector<T> get_vector() {
    const auto n = get<std::uint64_t>();
    if (n > (bytes_.size() - at_) / sizeof(T)) bad("a length past the end of the bytes");
    std::vector<T> v(n);
    if (n) std::memcpy(v.data(), bytes_.data() + at_, n * sizeof(T));
    at_ += n * sizeof(T);
    return v;
  }
  std::string get_string() {
    auto v = get_vector<char>();
    return std::string(v.begin(), v.end());
  }
  std::uint64_t get_varint() {
    std::uint64_t v = 0;
    for (unsigned shift = 0;; shift += 7) {
      need(1);
      const std::uint8_t b = bytes_[at_++];
      if (shift == 63 && b > 1) bad("a number past 64 bits");
      v |= std::uint64_t(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
  }
  std::uint32_t get_varint32() {
    const std::uint64_t v = get_varint();
    if (v > 0xffffffffu) bad("a number past 32 bits");
    return static_cast<std::uint32_t>(v);
  }
  // A count of items of at least one byte each (so a count past the bytes
  // left is refused before anything is allocated).
  std::size_t get_count() {
    const std::uint64_t n = get_varint();
    if (n > bytes_.size() - at_) bad("a count past the end of the bytes");
    return static_cast<std::size_t>(n);
  }
  // put_increasing's run of n values, each below `limit`, appended to `out`.
  void get_increasing(std::size_t n, std::uint32_t limit, std::vector<std::uint32_t> &out) {
    std::uint64_t prev = 0;
    for (std::size_t k = 0; k < n; ++k) {
      const std::uint64_t v = k ? prev + 1 + get_varint32() : get_varint32();
      if (v >= limit) bad("a column out of range");
      out.push_back(static_cast<std::uint32_t>(v));
      prev = v;
    }
  }
  std::size_t remaining() const noexcept { return bytes_.size() - at_; }
  void finish() const {
    if (at_ != bytes_.size()) bad("bytes left after the end of the encoding");
  }

private:
  void need(std::size_t n) const {
    if (bytes_.size() - at_ < n) bad("the bytes end too early");
  }
  std::span<const std::uint8_t> bytes_;
  std::size_t at_ = 0;
};

// begin[0] == 0, non-decreasing, ending at `total`.
void check_offsets(const std::vector<std::uint32_t> &begin, std::size_t total, const char *what) {
  if (begin.empty() || begin.front() != 0 || begin.back() != total)
    bad(std::string(what) + ": offsets do not cover their array");
  for (std::size_t i = 1; i < begin.size(); ++i)
    if (begin[i] < begin[i - 1]) bad(std::string(what) + ": offsets decrease");
}

// The bits of a step's flags byte: parts left out because they follow from
// the rest, as f4_learn builds them (known pivot r is the pivot of its
// row's first column; a reduced row's lead is its first output column).
constexpr std::uint8_t kPivotsFromRows = 1, kLeadsFromOutputs = 2;

bool pivots_from_rows(const F4TraceStep &s) {
  std::vector<std::uint32_t> p(s.ncols, kZeroRow);
  for (std::uint32_t r = 0; r < s.npivots; ++r) {
    if (s.row_begin[r] == s.row_begin[r + 1]) return false;
    p[s.cols[s.row_begin[r]]] = r;
  }
  return p == s.pivot_of_column;
}

bool leads_from_outputs(const F4TraceStep &s) {
  for (std::size_t t = 0; t < s.expected_leads.size(); ++t) {
    const std::uint32_t b = s.out_begin[t], e = s.out_begin[t + 1];
    if (s.expected_leads[t] != (b == e ? kZeroRow : s.out_cols[b])) return false;
  }
  return true;
}

// kZeroRow as 0, any other index i as i + 1.
void put_index(Writer &w, std::uint32_t i) {
  w.put_varint(i == kZeroRow ? 0 : std::uint64_t(i) + 1);
}
std::uint32_t get_index(Reader &r) {
  const std::uint32_t v = r.get_varint32();
  return v == 0 ? kZeroRow : v - 1;
}

// A row's length is its source's (`pool_len`, the terms of each pool
// polynomial so far), so the row offsets are not sent; the step's new
// polynomials are added to `pool_len`.
void put_step(Writer &w, const F4TraceStep &s, TraceContent content,
              std::vector<std::uint32_t> &pool_len) {
  const bool pivots = pivots_from_rows(s), leads = leads_from_outputs(s);
  w.put_varint(s.ncols);
  w.put_varint(s.npivots);
  w.put(static_cast<std::uint8_t>(s.mode));
  w.put(
      static_cast<std::uint8_t>((pivots ? kPivotsFromRows : 0) | (leads ? kLeadsFromOutputs : 0)));
  w.put_varint(s.source.size());
  for (std::uint32_t src : s.source)
    w.put_varint(src);
  for (std::size_t r = 0; r < s.source.size(); ++r) {
    const std::uint32_t b = s.row_begin[r], e = s.row_begin[r + 1];
    if (s.source[r] >= pool_len.size() || e - b != pool_len[s.source[r]])
      bad("a trace whose rows do not match their sources");
    w.put_increasing(s.cols.data() + b, e - b);
  }
  if (!pivots)
    for (std::uint32_t v : s.pivot_of_column)
      put_index(w, v);
  for (std::size_t t = 0; t < s.expected_leads.size(); ++t) {
    const std::uint32_t b = s.out_begin[t], e = s.out_begin[t + 1];
    w.put_varint(e - b);
    w.put_increasing(s.out_cols.data() + b, e - b);
    if (s.expected_leads[t] != kZeroRow) pool_len.push_back(e - b);
  }
  if (!leads)
    for (std::uint32_t v : s.expected_leads)
      put_index(w, v);
  if (content == TraceContent::Full)
    for (Exponent e : s.multiplier)
      w.put_varint(e);
}

// Reads one step, checks it against the pool so far and adds the step's
// new polynomials to `pool_len`.
F4TraceStep get_step(Reader &r, std::size_t nvars, TraceContent content,
                     std::vector<std::uint32_t> &pool_len) {
  F4TraceStep s;
  s.ncols = r.get_varint32();
  s.npivots = r.get_varint32();
  const auto mode = r.get<std::uint8_t>();
  if (mode > static_cast<std::uint8_t>(ReductionMode::TailReduce)) bad("unknown reduction mode");
  s.mode = static_cast<ReductionMode>(mode);
  const auto flags = r.get<std::uint8_t>();
  if (flags & ~(kPivotsFromRows | kLeadsFromOutputs)) bad("unknown step flags");
  const std::size_t nrows = r.get_count();
  if (s.npivots > nrows) bad("more known pivots than rows");
  s.source.resize(nrows);
  for (std::uint32_t &src : s.source)
    if ((src = r.get_varint32()) >= pool_len.size()) bad("a row's source is not yet in the pool");
  s.row_begin.reserve(nrows + 1);
  for (std::size_t row = 0; row < nrows; ++row) {
    r.get_increasing(pool_len[s.source[row]], s.ncols, s.cols);
    if (s.cols.size() > 0xffffffffu) bad("a step of more than 2^32 entries");
    s.row_begin.push_back(static_cast<std::uint32_t>(s.cols.size()));
  }
  // Every column of a step holds an entry of some row (which also bounds
  // what pivot_of_column allocates by the bytes read).
  if (s.ncols > s.cols.size()) bad("a step with columns that no row has");
  s.pivot_of_column.assign(s.ncols, kZeroRow);
  if (flags & kPivotsFromRows) {
    for (std::uint32_t row = 0; row < s.npivots; ++row) {
      if (s.row_begin[row] == s.row_begin[row + 1]) bad("a known pivot row without terms");
      std::uint32_t &p = s.pivot_of_column[s.cols[s.row_begin[row]]];
      if (p != kZeroRow) bad("two known pivots share a column");
      p = row;
    }
  } else {
    for (std::uint32_t &v : s.pivot_of_column)
      if ((v = get_index(r)) != kZeroRow && v >= s.npivots)
        bad("a column's pivot is not a known pivot row");
  }
  const std::size_t ntodo = nrows - s.npivots;
  s.out_begin.reserve(ntodo + 1);
  for (std::size_t t = 0; t < ntodo; ++t) {
    r.get_increasing(r.get_count(), s.ncols, s.out_cols);
    if (s.out_cols.size() > 0xffffffffu) bad("a step of more than 2^32 entries");
    s.out_begin.push_back(static_cast<std::uint32_t>(s.out_cols.size()));
  }
  s.expected_leads.resize(ntodo);
  for (std::size_t t = 0; t < ntodo; ++t) {
    const std::uint32_t b = s.out_begin[t], e = s.out_begin[t + 1];
    std::uint32_t lead = b == e ? kZeroRow : s.out_cols[b];
    if (!(flags & kLeadsFromOutputs) && (lead = get_index(r)) != kZeroRow && lead >= s.ncols)
      bad("an expected lead is out of range");
    s.expected_leads[t] = lead;
    if (lead != kZeroRow) pool_len.push_back(e - b);
  }
  if (content == TraceContent::Full) {
    if (nvars && nrows > r.remaining() / nvars) bad("multipliers past the end of the bytes");
    s.multiplier.resize(nrows * nvars);
    for (Exponent &e : s.multiplier) {
      const std::uint32_t v = r.get_varint32();
      if (v > std::numeric_limits<Exponent>::max()) bad("a multiplier's exponent out of range");
      e = static_cast<Exponent>(v);
    }
  }
  return s;
}

} // namespace

std::vector<std::uint8_t> encode_trace(const F4Trace &t, TraceContent content) {
  if (!t.ring) bad("a trace without a ring");
  Writer w;
  w.put(kTraceMagic);
  w.put(kTraceVersion);
  w.put(static_cast<std::uint8_t>(content));
  w.put<std::uint64_t>(t.ring->variables.size());
  for (const auto &v : t.ring->variables)
    w.put_string(v);
  w.put(static_cast<std::uint8_t>(t.ring->order.kind()));
  w.put_vector(t.ring->order.blocks());
  w.put(t.prime);
  w.put_vector(t.input_begin);
  w.put_vector(t.input_monomials);
  std::vector<std::uint32_t> pool_len;
  for (std::size_t i = 0; i + 1 < t.input_begin.size(); ++i)
    pool_len.push_back(t.input_begin[i + 1] - t.input_begin[i]);
  w.put_varint(t.steps.size());
  for (const auto &s : t.steps)
    put_step(w, s, content, pool_len);
  // The basis elements' lengths are their pool polynomials'.
  w.put_varint(t.basis_pool.size());
  for (std::size_t i = 0; i < t.basis_pool.size(); ++i) {
    const std::uint32_t k = t.basis_pool[i];
    if (k >= pool_len.size() || pool_len[k] != t.basis_begin[i + 1] - t.basis_begin[i])
      bad("a trace whose basis does not match its pool");
    w.put_varint(k);
  }
  if (content == TraceContent::Full) w.put_vector(t.basis_monomials);
  return std::move(w.out);
}

F4Trace decode_trace(std::span<const std::uint8_t> bytes) {
  Reader r(bytes);
  if (r.get<std::uint32_t>() != kTraceMagic) bad("not an encoded trace");
  if (r.get<std::uint32_t>() != kTraceVersion) bad("a trace of another encoding version");
  const auto content = static_cast<TraceContent>(r.get<std::uint8_t>());
  if (content != TraceContent::Full && content != TraceContent::Replay)
    bad("an unknown trace content");
  const auto nvars = r.get<std::uint64_t>();
  if (nvars > bytes.size()) bad("more variables than bytes");
  std::vector<std::string> names(nvars);
  for (auto &v : names)
    v = r.get_string();
  const auto kind = r.get<std::uint8_t>();
  auto blocks = r.get_vector<std::uint32_t>();
  MonomialOrder order;
  switch (static_cast<OrderKind>(kind)) {
  case OrderKind::Lex:
    order = MonomialOrder::lex();
    break;
  case OrderKind::GrLex:
    order = MonomialOrder::grlex();
    break;
  case OrderKind::GrevLex:
    order = MonomialOrder::grevlex();
    break;
  case OrderKind::Block: {
    std::uint64_t sum = 0;
    for (auto b : blocks) {
      if (b == 0) bad("an empty block");
      sum += b;
    }
    if (sum != nvars) bad("the blocks do not cover the variables");
    order = MonomialOrder::block(std::move(blocks));
    break;
  }
  default:
    bad("unknown monomial order");
  }
  F4Trace t;
  t.ring = make_ring(std::move(names), std::move(order));
  t.prime = r.get<std::uint32_t>();
  t.input_begin = r.get_vector<std::uint32_t>();
  t.input_monomials = r.get_vector<Exponent>();
  if (nvars == 0 ? !t.input_monomials.empty() : t.input_monomials.size() % nvars)
    bad("input monomials are not whole exponent vectors");
  check_offsets(t.input_begin, nvars ? t.input_monomials.size() / nvars : 0, "inputs");
  std::vector<std::uint32_t> pool_len;
  for (std::size_t i = 0; i + 1 < t.input_begin.size(); ++i)
    pool_len.push_back(t.input_begin[i + 1] - t.input_begin[i]);
  const std::size_t nsteps = r.get_count();
  t.steps.reserve(nsteps);
  for (std::size_t s = 0; s < nsteps; ++s)
    t.steps.push_back(get_step(r, nvars, content, pool_len));
  const std::size_t nbasis = r.get_count();
  t.basis_pool.resize(nbasis);
  t.basis_begin.reserve(nbasis + 1);
  std::uint64_t terms = 0;
  for (std::uint32_t &k : t.basis_pool) {
    if ((k = r.get_varint32()) >= pool_len.size()) bad("a basis element is not a pool polynomial");
    if ((terms += pool_len[k]) > 0xffffffffu) bad("a basis of more than 2^32 terms");
    t.basis_begin.push_back(static_cast<std::uint32_t>(terms));
  }
  if (content == TraceContent::Full) {
    t.basis_monomials = r.get_vector<Exponent>();
    if (t.basis_monomials.size() != terms * nvars)
      bad("basis monomials are not one exponent vector per term");
  }
  r.finish();
  return t;
}

std::vector<std::uint8_t> encode_system(const std::vector<PolyZp> &system) {
  Writer w;
  w.put<std::uint32_t>(system.empty() ? 0 : system.front().field().p);
  w.put<std::uint64_t>(system.size());
  for (const auto &f : system) {
    if (!system.empty() && f.field().p != system.front().field().p)
      bad("a system modulo more than one prime");
    std::vector<std::uint32_t> coeffs(f.size());
    std::vector<Exponent> exps;
    exps.reserve(f.size() * f.nvars());
    for (std::size_t k = 0; k < f.size(); ++k) {
      coeffs[k] = f.coeff(k);
      auto m = f.monomial(k);
      exps.insert(exps.end(), m.begin(), m.end());
    }
    w.put_vector(coeffs);
    w.put_vector(exps);
  }
  return std::move(w.out);
}

std::vector<PolyZp> decode_system(std::span<const std::uint8_t> bytes, const PolyRingPtr &ring) {
  Reader r(bytes);
  const auto p = r.get<std::uint32_t>();
  const auto n = r.get<std::uint64_t>();
  if (n > bytes.size()) bad("more polynomials than bytes");
  if (n && (p < 2 || p >= (1u << 31))) bad("a system modulo a number that is not below 2^31");
  const std::size_t nvars = ring->nvars();
  std::vector<PolyZp> out;
  for (std::uint64_t i = 0; i < n; ++i) {
    auto coeffs = r.get_vector<std::uint32_t>();
    auto exps = r.get_vector<Exponent>();
    if (exps.size() != coeffs.size() * nvars) bad("a polynomial's terms and exponents differ");
    for (std::size_t k = 0; k < coeffs.size(); ++k) {
      if (coeffs[k] == 0 || coeffs[k] >= p) bad("a coefficient that is not a non-zero residue");
      if (k &&
          ring->order.compare(exps.data() + (k - 1) * nvars, exps.data() + k * nvars, nvars) <= 0)
        bad("a polynomial's terms are not strictly decreasing");
    }
    out.push_back(PolyZp::from_sorted(ring, std::move(coeffs), std::move(exps), PrimeField{p}));
  }
  r.finish();
  return out;
}

std::vector<std::uint8_t> encode_replay_result(const ReplayResult &result) {
  Writer w;
  w.put(static_cast<std::uint8_t>(result.status));
  w.put(result.basis.prime);
  if (result.status != ReplayStatus::Ok) {
    w.put_string(result.reason);
    return std::move(w.out);
  }
  w.put<std::uint64_t>(result.basis.coeffs.size());
  for (const auto &c : result.basis.coeffs)
    w.put_vector(c);
  return std::move(w.out);
}

ReplayResult decode_replay_result(std::span<const std::uint8_t> bytes, const F4Trace &trace) {
  Reader r(bytes);
  ReplayResult res;
  const auto status = r.get<std::uint8_t>();
  if (status > static_cast<std::uint8_t>(ReplayStatus::Unlucky)) bad("unknown replay status");
  res.status = static_cast<ReplayStatus>(status);
  res.basis.prime = r.get<std::uint32_t>();
  if (res.status != ReplayStatus::Ok) {
    res.reason = r.get_string();
    r.finish();
    return res;
  }
  if (res.basis.prime < 2 || res.basis.prime >= (1u << 31)) bad("a result modulo a bad prime");
  const auto n = r.get<std::uint64_t>();
  if (n != trace.basis_size()) bad("a result with another number of basis elements");
  res.basis.coeffs.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    res.basis.coeffs[i] = r.get_vector<std::uint32_t>();
    if (res.basis.coeffs[i].size() != trace.basis_begin[i + 1] - trace.basis_begin[i])
      bad("a result whose element does not have the trace's terms");
    for (std::uint32_t c : res.basis.coeffs[i])
      if (c >= res.basis.prime) bad("a result coefficient that is not a residue");
  }
  r.finish();
  return res;
}

} // namespace alkahest::gb
