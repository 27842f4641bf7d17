// unittests/groebner/modular_basis_test.cpp - a basis over GF(p) printed and queried from its
// residues agrees with its rationals; F4 beyond the monomial table's word comparison.
#include <alkahest/groebner.hpp>
#include <alkahest/groebner/engine.hpp>

#include <catch2/catch.hpp>

using namespace alkahest;

namespace {

constexpr std::uint32_t kP = 1073741827;

// The msolve text of a basis, made from the rationals of polynomials().
std::string text_of(const std::vector<PolyQ> &basis) {
  std::string out;
  for (std::size_t i = 0; i < basis.size(); ++i)
    out += basis[i].to_string() + (i + 1 < basis.size() ? ",\n" : "\n");
  return out;
}

} // namespace

TEST_CASE("a basis over GF(p) prints and answers from its residues what its rationals say",
          "[groebner][modular]") {
  // Coefficients -1 and -2 become p - 1 and p - 2: the residues, not the
  // rationals of the input, are what the basis holds.
  const PolySystem sys = parse_msolve("x,y,z\n1073741827\nx^2-2*y*z-1,\ny^2-3*x*z+2,\nz^2-x*y-1\n",
                                      MonomialOrder::grevlex());
  GroebnerOptions opt;
  opt.threads = 1;
  const GroebnerBasis gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex(), opt);
  const std::size_t size = gb.size();
  const long dim = gb.dimension();
  const auto deg = gb.degree();
  const long maxdeg = gb.max_leading_degree();
  const auto standard = gb.standard_monomials();
  const std::string printed = gb.to_msolve();
  const GroebnerBasis copy = gb; // made before the rationals: shares them once made

  const std::vector<PolyQ> &q = gb.polynomials();
  REQUIRE(q.size() == size);
  CHECK(printed == text_of(q));
  CHECK(printed.find('-') == std::string::npos); // residues in [0, p)
  CHECK(&copy.polynomials() == &q);
  CHECK(gb.dimension() == dim);
  CHECK(gb.degree() == deg);
  CHECK(gb.max_leading_degree() == maxdeg);
  CHECK(gb.standard_monomials() == standard);
  CHECK(dim == 0);
  CHECK(deg == std::optional<std::uint64_t>(8));
  CHECK(standard.size() == 8);
  // The same basis handed in as rationals answers alike.
  const GroebnerBasis wrapped = GroebnerBasis::from_reduced(q, gb.ring(), kP);
  CHECK(wrapped.to_msolve() == printed);
  CHECK(wrapped.degree() == deg);
  CHECK(!gb.is_unit());
}

TEST_CASE("a basis over GF(p) of the unit ideal is {1} before and after its rationals",
          "[groebner][modular]") {
  const PolySystem sys = parse_msolve("x,y\n65521\nx*y-1,\nx,\ny^2+1\n", MonomialOrder::grevlex());
  const GroebnerBasis gb = GroebnerBasis::compute(sys, MonomialOrder::grevlex());
  CHECK(gb.is_unit());
  CHECK(gb.dimension() == -1);
  CHECK(gb.to_msolve() == "1\n");
  REQUIRE(gb.polynomials().size() == 1);
  CHECK(gb.polynomials()[0].to_string() == "1");
}

TEST_CASE("F4 agrees with Buchberger where exponents pass 2^15", "[groebner][f4][modular]") {
  // The basis {y^2 - x, x^34000 y - 1, x^34001 - y} has exponents above
  // 2^15, where the monomial table stops comparing four exponents per word.
  auto sys = parse_msolve("x,y\n65521\nx^34000*y-1,\ny^2-x\n", MonomialOrder::grevlex());
  std::vector<PolyZp> zp;
  for (const auto &g : sys.polynomials)
    zp.push_back(*reduce_mod(g, 65521));
  const auto f4 = gb::f4(zp);
  const auto reference = gb::buchberger(zp);
  REQUIRE(f4.size() == reference.size());
  for (std::size_t i = 0; i < f4.size(); ++i)
    CHECK(f4[i].to_string() == reference[i].to_string());
  REQUIRE(f4.size() == 3);
  CHECK(f4[2].leading_monomial()[0] == 34001);
}
