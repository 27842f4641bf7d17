#!/usr/bin/env python3
"""Prints the SymPy column of the table in latex_sympy_test.cpp (run by hand, never by the tests).

Each case is an input in Alkahest's syntax; SymPy parses the same text (with
`^` read as power, every name that is not a function read as a Symbol) and
prints its LaTeX. The test compares to_latex with that string, or with the
deliberate difference the table records.
"""
import re, sys
from sympy import Symbol, latex, E, pi
from sympy.parsing.sympy_parser import parse_expr, standard_transformations, convert_xor

CASES = [
    "x/y", "x^(1/2)", "sqrt(x)", "2*x*y", "x1", "x_1", "x12", "x_ij", "x_i_j", "alpha", "Gamma", "beta_2",
    "omega_0", "lambda", "Alpha", "x^3 - 2*x + 1", "x*y^2 + x^2*y", "x^2 + y^2 + 2*x*y",
    "x^4 + x^2*y - y^3 + x - 7", "pi", "E", "exp(x)", "exp(2)", "exp(1)", "2*pi*x", "pi*r^2",
    "1.5e-20*x", "1e-20", "1e300", "0.1", "2*3^x", "x^-2", "x^(-1/2)", "x^(3/2)", "x^(1/3)",
    "(x + 1)^(1/2)", "sqrt(x + 1)", "1/(x + 1)", "x/(2*y)", "(x + y)*z/(x - y)", "3*x^2/2", "x/2",
    "1/2", "y^x", "x^y^z", "sin(x)", "log(x)", "ln(x)", "x*sin(y)", "2*sqrt(x)", "x_1*x_2", "E^x",
    "exp(-x^2)", "rate", "-x", "x - y", "-2*x/3", "abs(x)", "sin(x)^2", "2.5*x", "1.5e-20",
    "theta_1 + theta_2", "x + 1e-20", "2*E*x",
]
FUNCS = {"sin", "cos", "tan", "exp", "log", "ln", "sqrt", "abs", "asin", "acos", "atan", "atan2", "sinh",
         "cosh", "tanh", "erf", "floor", "ceil", "sign", "min", "max"}

def sympy_latex(text):
    if re.fullmatch(r"[A-Za-z_][A-Za-z_0-9]*", text) and text not in ("pi", "E"):
        return latex(Symbol(text))  # `lambda` is a Python keyword; parse_expr cannot read it
    names = set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", text)) - FUNCS - {"pi", "E"}
    local = {n: Symbol(n) for n in names}
    local.update({"pi": pi, "E": E, "abs": abs})
    e = parse_expr(text, local_dict=local, transformations=standard_transformations + (convert_xor,))
    return latex(e)

def c_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

for case in CASES:
    print(f"    {{{c_string(case)}, {c_string(sympy_latex(case))}}},")
