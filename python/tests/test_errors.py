# python/tests/test_errors.py - library errors as Python exceptions: the family class, .code and
# .remediation from the registry, .offset of parse errors.
import pytest

import alkahest as ak

FAMILIES = ["Expr", "Parse", "Eval", "Cli", "Jit", "Cuda", "Poly", "Groebner", "Solve"]


def test_hierarchy_exists_in_every_build():
    assert issubclass(ak.Error, Exception)
    for family in FAMILIES:
        cls = getattr(ak, family + "Error")
        assert issubclass(cls, ak.Error)
    from alkahest import CudaError  # importable with or without the GPU tier

    assert CudaError.__module__ == "alkahest"


def check(excinfo, cls, code):
    err = excinfo.value
    assert type(err) is cls
    assert err.code == code
    assert str(err).startswith(code + ": ")
    row = next(r for r in ak.error_registry() if r["code"] == code)
    assert err.remediation == row["remediation"] and err.remediation
    assert err.family + "Error" == cls.__name__


def test_parse_error_has_code_and_offset(pool):
    with pytest.raises(ak.ParseError) as e:
        pool.parse("x + ")
    check(e, ak.ParseError, "E-PARSE-003")
    assert e.value.offset == 4


def test_expr_errors(pool):
    other = ak.ExprPool()
    with pytest.raises(ak.ExprError) as e:
        pool.symbol("x") + other.symbol("x")
    check(e, ak.ExprError, "E-EXPR-002")
    with pytest.raises(ak.ExprError) as e:
        pool.symbol("pi")
    check(e, ak.ExprError, "E-EXPR-006")
    with pytest.raises(ak.ExprError) as e:
        pool.rational(1, 0)
    check(e, ak.ExprError, "E-EXPR-005")


def test_eval_and_jit_errors(pool):
    x, y = pool.symbols("x y")
    with pytest.raises(ak.EvalError) as e:
        (x + y).evaluate({x: 1.0})
    check(e, ak.EvalError, "E-EVAL-001")
    with pytest.raises(ak.JitError) as e:
        ak.compile_expr(x + y, [x])
    check(e, ak.JitError, "E-JIT-003")
    assert "'y'" in str(e.value)


def test_poly_and_solve_errors(pool):
    x, y = pool.symbols("x y")
    with pytest.raises(ak.PolyError) as e:
        ak.groebner_basis([ak.sin(x)])
    check(e, ak.PolyError, "E-POLY-001")
    with pytest.raises(ak.SolveError) as e:
        ak.solve([x * y])
    check(e, ak.SolveError, "E-SOLVE-001")
    with pytest.raises(ak.GroebnerError) as e:
        ak.groebner_basis([x - 1], backend="fpga")
    check(e, ak.GroebnerError, "E-GB-040")


def test_catch_by_base_class(pool):
    with pytest.raises(ak.Error):
        pool.parse(")")
