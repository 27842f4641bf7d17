#!/usr/bin/python3
# unittests/data/digits/generate_reference.py - mpmath reference values for evaluate_digits.
#
# Writes reference.txt: one case per line, `expression;point;digits;expected`,
# where expected is the value correctly rounded (to nearest, ties to even)
# to `digits` significant digits in the format of evaluate_digits (Digits::text):
# positional when -6 <= exponent < digits, scientific (d.ddde+X) otherwise.
# mpmath evaluates at digits + 40 decimal digits, and the case is refused
# when the extra digits come too close to a rounding boundary to be sure.
# Run with Debian's python3-mpmath: /usr/bin/python3 generate_reference.py
import decimal
import os
import re

import mpmath

CASES = [
    ("sin(x) + cos(x)^2", "1/3"),
    ("exp(pi*sqrt(163))", "0"),
    ("log(1 + x^2)/atan(x)", "7/5"),
    ("erf(x) - tanh(x)", "1/2"),
    ("asin(x) + acos(x)/3", "-2/7"),
    ("atan2(x, -1)", "1/10"),
    ("atan2(-1, x)", "-3"),
    ("x^(1/3) + 2^x", "5/4"),
    ("sinh(x)*cosh(x) - exp(-x^2)", "3"),
    ("1/(x - pi)", "3"),
    ("(1 + 1/x)^x", "1000000"),
    ("sqrt(x)*log(x)", "1/1000"),
    ("exp(x)", "-100"),
    ("exp(x)", "500"),
    ("tan(x)", "11/7"),
    ("abs(sin(x)) + floor(x) + sign(x)", "-5/2"),
    ("max(sin(x), cos(x)) - min(x, 1/2)", "1"),
    ("0.1 + x", "1/5"),
    ("E^pi - pi^E", "0"),
    ("cos(x)", "1000000"),
    ("x^2/7", "1/8"),
    ("log(x) - 2*sqrt(x)", "123456789/1000"),
]

FUNCTIONS = {
    "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan, "exp": mpmath.exp,
    "log": mpmath.log, "sqrt": mpmath.sqrt, "abs": abs, "asin": mpmath.asin,
    "acos": mpmath.acos, "atan": mpmath.atan, "atan2": mpmath.atan2, "sinh": mpmath.sinh,
    "cosh": mpmath.cosh, "tanh": mpmath.tanh, "erf": mpmath.erf, "floor": mpmath.floor,
    "sign": mpmath.sign, "min": min, "max": max,
}


def value(expression, point):
    # Every literal becomes an mpf (no Python float or integer division), ^ is **.
    python = re.sub(r"(?<![A-Za-z_\d])\d+(\.\d+)?", lambda m: "mpf('" + m.group(0) + "')", expression)
    python = python.replace("^", "**")
    num, _, den = point.partition("/")
    x = mpmath.mpf(num) / mpmath.mpf(den or "1")
    env = dict(FUNCTIONS, mpf=mpmath.mpf, pi=mpmath.pi, E=mpmath.e, x=x)
    return eval(python, {"__builtins__": {}}, env)


def rounded(v, digits):
    text = mpmath.nstr(v, mpmath.mp.dps, strip_zeros=False, min_fixed=1, max_fixed=0)
    d = decimal.Decimal(text)
    exponent = d.adjusted()
    quantum = decimal.Decimal(1).scaleb(exponent - digits + 1)
    r = d.quantize(quantum, rounding=decimal.ROUND_HALF_EVEN)
    if r.adjusted() != exponent:  # rounded up to the next power of ten
        exponent += 1
        r = d.quantize(decimal.Decimal(1).scaleb(exponent - digits + 1),
                       rounding=decimal.ROUND_HALF_EVEN)
    # Refuse values within 10^-30 units of the last place of a tie.
    scaled = abs(d.scaleb(digits - 1 - exponent))
    frac = scaled - scaled.to_integral_value(rounding=decimal.ROUND_FLOOR)
    assert abs(frac - decimal.Decimal("0.5")) > decimal.Decimal("1e-30"), (v, digits)
    sig = str(abs(r.scaleb(digits - 1 - exponent)).to_integral_value())
    assert len(sig) == digits, (sig, digits)
    sign = "-" if r < 0 else ""
    if -6 <= exponent < digits:
        if exponent < 0:
            return sign + "0." + "0" * (-exponent - 1) + sig
        head, tail = sig[: exponent + 1], sig[exponent + 1 :]
        return sign + head + ("." + tail if tail else "")
    mant = sig[0] + ("." + sig[1:] if digits > 1 else "")
    return sign + mant + "e" + ("-" if exponent < 0 else "+") + str(abs(exponent))


def main():
    decimal.getcontext().prec = 2000
    lines = []
    for digits in (50, 500):
        mpmath.mp.dps = digits + 40
        for expression, point in CASES:
            lines.append(f"{expression};{point};{digits};{rounded(value(expression, point), digits)}")
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "reference.txt")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
