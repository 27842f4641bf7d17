# python/tests/test_jit.py - compile_expr from Python: compiled code against the interpreter on
# random points, zero copy into caller arrays, argument checks, the GIL released during a batch.
import numpy as np
import pytest

import alkahest as ak
from conftest import python_ran_during, random_expr


def test_compiled_matches_interpreter_on_random_expressions(pool, rng):
    x, y, z = pool.symbols("x y z")
    points = np.random.default_rng(7).uniform(-2.0, 2.0, size=(3, 257))
    xs, ys, zs = (np.ascontiguousarray(c) for c in points)
    for _ in range(40):
        e = random_expr(rng, [x, y, z], 4)
        if not isinstance(e, ak.Expr):
            continue
        f = ak.compile_expr(e, [x, y, z])
        got = f(xs, ys, zs)
        want = ak.evaluate_batch(e, [x, y, z], xs, ys, zs)
        # Default options: a few ulp of the interpreter (bit for bit for arithmetic).
        np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-300, err_msg=str(e))
        k = 11
        assert f.point([xs[k], ys[k], zs[k]]) == pytest.approx(
            ak.evaluate(e, [x, y, z], [xs[k], ys[k], zs[k]]), rel=1e-13)


def test_several_outputs_and_parameters(pool):
    x, a = pool.symbols("x a")
    f = ak.compile_expr([a * x, ak.sin(x) + a], [x], [a])
    assert (f.n_inputs, f.n_outputs, f.n_parameters) == (1, 2, 1)
    xs = np.linspace(0.0, 1.0, 9)
    out = f(xs, params=[3.0])
    assert out.shape == (2, 9)
    np.testing.assert_array_equal(out[0], 3.0 * xs)
    np.testing.assert_allclose(out[1], np.sin(xs) + 3.0, rtol=1e-15)
    rows = [np.empty(9), np.empty(9)]
    assert f(xs, out=rows, params=[2.0]) is rows
    np.testing.assert_array_equal(rows[0], 2.0 * xs)
    with pytest.raises(ak.JitError) as e:
        f(xs)  # no parameter values
    assert e.value.code == "E-JIT-011"


def test_outputs_are_written_in_place(pool):
    x, y = pool.symbols("x y")
    f = ak.compile_expr(x * y + 1, [x, y])
    xs, ys = np.arange(1000.0), np.full(1000, 2.0)
    out = np.zeros(1000)
    address = out.__array_interface__["data"][0]
    result = f(xs, ys, out=out)
    assert result is out
    assert out.__array_interface__["data"][0] == address
    np.testing.assert_array_equal(out, 2.0 * xs + 1)
    # A view of a larger buffer: written where it lies.
    backing = np.zeros(2000)
    view = backing[500:1500]
    f(xs, ys, out=view)
    assert np.shares_memory(view, backing)
    np.testing.assert_array_equal(backing[500:1500], 2.0 * xs + 1)
    assert not backing[:500].any() and not backing[1500:].any()
    # A 2-D out: each row an output, no copy.
    g = ak.compile_expr([x, y], [x, y])
    both = np.empty((2, 1000))
    assert g(xs, ys, out=both) is both
    np.testing.assert_array_equal(both[1], ys)


def test_inputs_are_read_in_place(pool):
    x = pool.symbol("x")
    f = ak.compile_expr(2 * x, [x])
    backing = np.arange(10.0)
    np.testing.assert_array_equal(f(backing[2:8]), 2 * backing[2:8])
    import array
    np.testing.assert_array_equal(f(array.array("d", [1.0, 2.0])), [2.0, 4.0])  # any buffer


def test_argument_checks(pool):
    x, y = pool.symbols("x y")
    f = ak.compile_expr(x + y, [x, y])
    xs = np.ones(4)
    with pytest.raises(TypeError, match="float64"):
        f(xs.astype(np.float32), xs)
    with pytest.raises(TypeError, match="not an array"):
        f([1.0, 2.0], xs)
    with pytest.raises(ValueError, match="strided"):
        f(np.ones(8)[::2], xs)
    with pytest.raises(ValueError, match="dimensions"):
        f(np.ones((2, 2)), xs)
    with pytest.raises(ValueError, match="read-only"):
        ro = np.ones(4)
        ro.flags.writeable = False
        f(xs, xs, out=ro)
    with pytest.raises(ak.JitError) as e:
        f(xs)  # one column for two inputs
    assert e.value.code == "E-JIT-001"
    with pytest.raises(ak.JitError) as e:
        f(xs, np.ones(5))
    assert e.value.code == "E-JIT-002"
    with pytest.raises(ak.JitError) as e:
        f(xs, xs, out=xs)  # an output over an input
    assert e.value.code == "E-JIT-009"


def test_batch_runs_without_the_gil(pool):
    """Another Python thread runs while a long batch is inside the compiled code."""
    x = pool.symbol("x")
    e = x
    for k in range(12):
        e = ak.sin(e + k) * ak.exp(ak.cos(e))
    f = ak.compile_expr(e, [x], threads=1)
    xs = np.linspace(0.0, 1.0, 1 << 20)
    out = np.empty_like(xs)
    assert python_ran_during(lambda: f(xs, out=out))


def test_emit_c(pool):
    x = pool.symbol("x")
    assert "double f(const double *in)" in ak.emit_c(x * x, [x], "f")


def test_emit_stablehlo(pool):
    x, y, a = pool.symbols("x y a")
    text = ak.emit_stablehlo([ak.sin(x) * a, x * y], [x, y], [a], points=16, name="m")
    assert text.count("module @m {") == 1
    assert ("func.func public @main(%arg0: tensor<16xf64>, %arg1: tensor<16xf64>, "
            "%arg2: tensor<f64>) -> (tensor<16xf64>, tensor<16xf64>)") in text
    assert "stablehlo.sine %arg0" in text
    assert "tensor<?xf64>" in ak.emit_stablehlo(x * x, [x])
    with pytest.raises(ak.JitError):
        ak.emit_stablehlo(x * y, [x])


def test_vector_math_by_tolerance(pool):
    x = pool.symbol("x")
    explicit = ak.compile_expr(ak.sin(x), [x], vector_math=True).uses_vector_math
    assert not ak.compile_expr(ak.sin(x), [x]).uses_vector_math
    assert ak.compile_expr(ak.sin(x), [x], math_tolerance_ulp=4).uses_vector_math == explicit
    assert not ak.compile_expr(ak.sin(x), [x], vector_math=False,
                               math_tolerance_ulp=4).uses_vector_math
