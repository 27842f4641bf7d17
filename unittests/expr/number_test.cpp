// unittests/expr/number_test.cpp - Integer and Rational: the semantics the code base relies on.
#include <alkahest/expr/number.hpp>

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace alkahest;

TEST_CASE("Integer division truncates toward zero and % takes the dividend's sign", "[number]") {
  for (long a : {-7L, -6L, -1L, 0L, 1L, 6L, 7L})
    for (long b : {-3L, -2L, -1L, 1L, 2L, 3L}) {
      INFO(a << " / " << b);
      CHECK(Integer(a) / Integer(b) == a / b);
      CHECK(Integer(a) % Integer(b) == a % b);
      CHECK(Integer(a) / b == a / b);
      CHECK(a % Integer(b) == a % b);
      Integer q, r;
      divide_qr(Integer(a), Integer(b), q, r);
      CHECK(q == a / b);
      CHECK(r == a % b);
    }
  CHECK_THROWS_AS(Integer(1) / 0, std::overflow_error);
  CHECK_THROWS_AS(Integer(1) % Integer(0), std::overflow_error);
  CHECK_THROWS_AS(Rational(1) / Rational(0), std::overflow_error);
  CHECK_THROWS_AS(Rational(Integer(1), Integer(0)), std::overflow_error);
}

TEST_CASE("Integer shifts and bit operations act on two's complement", "[number]") {
  CHECK((Integer(-7) >> 1) == -4); // an arithmetic shift rounds toward minus infinity
  CHECK((Integer(7) >> 1) == 3);
  CHECK((Integer(-3) << 4) == -48);
  CHECK((Integer(-7) & 1) == 1);
  CHECK((Integer(12) | 3) == 15);
  CHECK((Integer(12) ^ 4) == 8);
  CHECK(~Integer(0) == -1);
  CHECK(bit_test(Integer(-3), 0));
  CHECK_FALSE(bit_test(Integer(-4), 0));
  CHECK(msb(Integer(1)) == 0);
  CHECK(msb(Integer(1) << 200) == 200);
  CHECK_THROWS_AS(msb(Integer(0)), std::range_error);
  CHECK_THROWS_AS(Integer(1) << -1, std::out_of_range);
}

TEST_CASE("Integer and Rational mix with built-in integers on both sides", "[number]") {
  Integer z = 5;
  CHECK(z + 1 == 6);
  CHECK(1 + z == 6);
  CHECK(z - 7 == -2);
  CHECK(7 - z == 2);
  CHECK(z * -3 == -15);
  CHECK(-3 * z == -15);
  CHECK(z * std::numeric_limits<long>::min() / std::numeric_limits<long>::min() == 5);
  CHECK(z > 4);
  CHECK(4 < z);
  CHECK(z != 4u);
  CHECK(Integer(std::numeric_limits<unsigned long>::max()) ==
        std::numeric_limits<unsigned long>::max());
  Rational q(1, 3);
  CHECK(q + 1 == Rational(4, 3));
  CHECK(2 - q == Rational(5, 3));
  CHECK(q * Integer(3) == 1);
  CHECK(Integer(3) * q == Integer(1));
  CHECK(1 / q == 3);
  CHECK(q < 1);
  CHECK(0 < q);
  CHECK(q > Integer(0));
  CHECK(Rational(6, 2) == Integer(3));
  CHECK(Integer(3) == Rational(6, 2));
  CHECK((q <=> Rational(1, 2)) == std::strong_ordering::less);
  CHECK(q.compare(Rational(1, 3)) == 0);
}

TEST_CASE("Rationals stay in lowest terms with a positive denominator", "[number]") {
  Rational q(Integer(6), Integer(-4));
  CHECK(numerator(q) == -3);
  CHECK(denominator(q) == 2);
  CHECK(q.str() == "-3/2");
  CHECK(Rational(4, 2).str() == "2");
  CHECK(is_integer(Rational(4, 2)));
  CHECK_FALSE(is_integer(q));
  CHECK(Rational("10/-4") == Rational(-5, 2));
  CHECK(Rational("-0/7").str() == "0");
  CHECK(numerator(Rational(9, 6)) ==
        3); // a temporary's numerator is a value, not a dangling reference
  CHECK(pow(q, 3) == Rational(-27, 8));
  CHECK(abs(q) == Rational(3, 2));
  CHECK(Rational(0.375) == Rational(3, 8)); // a double's exact value
}

TEST_CASE("strings are decimal", "[number]") {
  CHECK(Integer("000123") == 123); // leading zeros are padding, never octal
  CHECK(Integer("-42").str() == "-42");
  CHECK(Integer("+7") == 7);
  std::string big(400, '9');
  CHECK(Integer(big).str() == big);
  CHECK(Integer(big) + 1 == pow(Integer(10), 400));
  CHECK_THROWS_AS(Integer("0x10"), std::invalid_argument);
  CHECK_THROWS_AS(Integer(""), std::invalid_argument);
  CHECK_THROWS_AS(Integer("-"), std::invalid_argument);
  CHECK_THROWS_AS(Integer("1 2"), std::invalid_argument);
  CHECK_THROWS_AS(Rational("1/0"), std::invalid_argument);
  CHECK_THROWS_AS(Rational("1/"), std::invalid_argument);
  std::ostringstream os;
  os << Integer(-5) << ' ' << Rational(2, 6);
  CHECK(os.str() == "-5 1/3");
}

TEST_CASE("conversions: Integer to double truncates, Rational rounds, integers clamp", "[number]") {
  Integer two53p1 = (Integer(1) << 53) + 1;
  CHECK(two53p1.convert_to<double>() == std::ldexp(1.0, 53));         // mpz_get_d truncates
  CHECK(to_double(Rational(two53p1 + 2)) == std::ldexp(1.0, 53) + 4); // 2^53 + 3: ties go to even
  CHECK(Rational(1, 3).convert_to<double>() == 1.0 / 3);
  CHECK(Rational(-7, 2).convert_to<long long>() == -3);
  CHECK(static_cast<long long>(Integer(1) << 100) == std::numeric_limits<long long>::max());
  CHECK(static_cast<int>(-(Integer(1) << 40)) == std::numeric_limits<int>::min());
  CHECK(static_cast<unsigned>(Integer(12345)) == 12345u);
  CHECK_THROWS_AS(Integer(-1).convert_to<unsigned long>(), std::range_error);
  CHECK(Integer(-2.9) == -2);
  CHECK_THROWS_AS(Integer(std::nan("")), std::domain_error);
  CHECK(sqrt(Integer(99)) == 9);
  CHECK(gcd(Integer(-12), Integer(18)) == 6);
  CHECK(lcm(Integer(-4), Integer(6)) == 12);
}

TEST_CASE("moves keep values; a moved-from Rational can be assigned again", "[number]") {
  std::vector<Rational> v;
  for (int i = 1; i <= 100; ++i)
    v.emplace_back(Integer(1), Integer(i)); // reallocations move
  CHECK(v[99] == Rational(1, 100));
  Rational a(5, 7);
  Rational b = std::move(a);
  a = Rational(2, 3);
  CHECK(a == Rational(2, 3));
  CHECK(b == Rational(5, 7));
  Rational c = std::move(b);
  b = c; // copy-assignment into a moved-from value
  CHECK(b == c);
  Integer x = pow(Integer(2), 100), y = std::move(x);
  CHECK(y == Integer(1) << 100);
  CHECK(x.sign() >= 0); // a moved-from Integer is a valid number
  mpz_add_ui(y.raw(), y.raw(), 1);
  CHECK(bit_test(y, 0));
}
