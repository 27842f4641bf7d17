// lib/groebner/trace_codec.cpp - byte encodings of a trace, of a system modulo a prime
// and of a replay result (alkahest/groebner/trace_codec.hpp), with the checks
// that keep a replay of a decoded trace inside its arrays.
#include <alkahest/error.hpp>
#include <alkahest/groebner/trace_codec.hpp>

#include <cstring>
#include <string>
#include <type_traits>

namespace alkahest::gb {
namespace {

// Bumped whenever a field is added to F4Trace or F4TraceStep.
constexpr std::uint32_t kTraceVersion = 1;
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

void put_step(Writer &w, const F4TraceStep &s) {
  w.put(s.ncols);
  w.put(s.npivots);
  w.put(static_cast<std::uint8_t>(s.mode));
  w.put_vector(s.row_begin);
  w.put_vector(s.cols);
  w.put_vector(s.source);
  w.put_vector(s.multiplier);
  w.put_vector(s.pivot_of_column);
  w.put_vector(s.expected_leads);
  w.put_vector(s.out_begin);
  w.put_vector(s.out_cols);
}

// Reads one step and checks it against the pool so far (`pool_len`: the
// number of terms of each polynomial already produced), to which it adds
// the step's new polynomials.
F4TraceStep get_step(Reader &r, std::size_t nvars, std::vector<std::uint32_t> &pool_len) {
  F4TraceStep s;
  s.ncols = r.get<std::uint32_t>();
  s.npivots = r.get<std::uint32_t>();
  const auto mode = r.get<std::uint8_t>();
  if (mode > static_cast<std::uint8_t>(ReductionMode::TailReduce)) bad("unknown reduction mode");
  s.mode = static_cast<ReductionMode>(mode);
  s.row_begin = r.get_vector<std::uint32_t>();
  s.cols = r.get_vector<std::uint32_t>();
  s.source = r.get_vector<std::uint32_t>();
  s.multiplier = r.get_vector<Exponent>();
  s.pivot_of_column = r.get_vector<std::uint32_t>();
  s.expected_leads = r.get_vector<std::uint32_t>();
  s.out_begin = r.get_vector<std::uint32_t>();
  s.out_cols = r.get_vector<std::uint32_t>();

  const std::size_t nrows = s.source.size();
  if (s.row_begin.size() != nrows + 1) bad("a step's rows and sources differ in number");
  check_offsets(s.row_begin, s.cols.size(), "step rows");
  if (s.multiplier.size() != nrows * nvars) bad("a step's multipliers do not match its rows");
  if (s.npivots > nrows) bad("more known pivots than rows");
  if (s.pivot_of_column.size() != s.ncols) bad("pivot_of_column is not one entry per column");
  for (std::uint32_t v : s.pivot_of_column)
    if (v != kZeroRow && v >= s.npivots) bad("a column's pivot is not a known pivot row");
  for (std::size_t row = 0; row < nrows; ++row) {
    const std::uint32_t src = s.source[row];
    if (src >= pool_len.size()) bad("a row's source is not yet in the pool");
    if (s.row_begin[row + 1] - s.row_begin[row] != pool_len[src])
      bad("a row's columns do not match its source's terms");
    for (std::uint32_t k = s.row_begin[row]; k < s.row_begin[row + 1]; ++k)
      if (s.cols[k] >= s.ncols || (k > s.row_begin[row] && s.cols[k] <= s.cols[k - 1]))
        bad("a row's columns are out of range or not increasing");
  }
  if (s.expected_leads.size() != nrows - s.npivots) bad("expected leads are not one per row");
  if (s.out_begin.size() != s.expected_leads.size() + 1) bad("output rows are not one per row");
  check_offsets(s.out_begin, s.out_cols.size(), "step outputs");
  for (std::uint32_t c : s.out_cols)
    if (c >= s.ncols) bad("an output column is out of range");
  for (std::size_t t = 0; t < s.expected_leads.size(); ++t) {
    if (s.expected_leads[t] == kZeroRow) continue;
    if (s.expected_leads[t] >= s.ncols) bad("an expected lead is out of range");
    pool_len.push_back(s.out_begin[t + 1] - s.out_begin[t]);
  }
  return s;
}

} // namespace

std::vector<std::uint8_t> encode_trace(const F4Trace &t) {
  if (!t.ring) bad("a trace without a ring");
  Writer w;
  w.put(kTraceMagic);
  w.put(kTraceVersion);
  w.put<std::uint64_t>(t.ring->variables.size());
  for (const auto &v : t.ring->variables)
    w.put_string(v);
  w.put(static_cast<std::uint8_t>(t.ring->order.kind()));
  w.put_vector(t.ring->order.blocks());
  w.put(t.prime);
  w.put_vector(t.input_begin);
  w.put_vector(t.input_monomials);
  w.put<std::uint64_t>(t.steps.size());
  for (const auto &s : t.steps)
    put_step(w, s);
  w.put_vector(t.basis_pool);
  w.put_vector(t.basis_begin);
  w.put_vector(t.basis_monomials);
  return std::move(w.out);
}

F4Trace decode_trace(std::span<const std::uint8_t> bytes) {
  Reader r(bytes);
  if (r.get<std::uint32_t>() != kTraceMagic) bad("not an encoded trace");
  if (r.get<std::uint32_t>() != kTraceVersion) bad("a trace of another encoding version");
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
  const auto nsteps = r.get<std::uint64_t>();
  if (nsteps > bytes.size()) bad("more steps than bytes");
  for (std::uint64_t s = 0; s < nsteps; ++s)
    t.steps.push_back(get_step(r, nvars, pool_len));
  t.basis_pool = r.get_vector<std::uint32_t>();
  t.basis_begin = r.get_vector<std::uint32_t>();
  t.basis_monomials = r.get_vector<Exponent>();
  r.finish();
  if (nvars == 0 ? !t.basis_monomials.empty() : t.basis_monomials.size() % nvars)
    bad("basis monomials are not whole exponent vectors");
  if (t.basis_begin.size() != t.basis_pool.size() + 1) bad("basis offsets are not one per element");
  check_offsets(t.basis_begin, nvars ? t.basis_monomials.size() / nvars : 0, "basis");
  for (std::size_t i = 0; i < t.basis_pool.size(); ++i)
    if (t.basis_pool[i] >= pool_len.size() ||
        pool_len[t.basis_pool[i]] != t.basis_begin[i + 1] - t.basis_begin[i])
      bad("a basis element is not a pool polynomial of its shape");
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
