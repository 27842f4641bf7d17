# python/tests/test_groebner.py - Groebner bases and solve from Python: results, reports,
# KeyboardInterrupt cancelling a computation, other threads running beside one.
import os
import signal
from fractions import Fraction

import pytest

import alkahest as ak
from conftest import gb_data, python_ran_during


def test_basis_and_queries(pool):
    x, y, z = pool.symbols("x y z")
    gb = ak.groebner_basis([x + y + z - 1, x * y - z, x - 2 * y], order="lex")
    assert gb.variables == ["x", "y", "z"] and gb.order == "lex"
    assert gb.characteristic == 0 and len(gb) == 3
    assert all(isinstance(p, ak.Expr) for p in gb.polynomials)
    assert gb.dimension() == 0 and gb.degree() == 2
    assert gb.contains(x - 2 * y) and not gb.contains(x)
    assert gb.reduce(x + y + z) == pool.number(1)
    r = gb.report
    assert r.guarantee == "probabilistic" and r.primes_used >= 1
    assert r.learn_device == "cpu"
    assert "guarantee" in gb.summary() and "learn" in gb.phase_summary()
    elim = gb.eliminate(["x"])
    assert elim.variables == ["y", "z"]
    assert all("x" not in str(p) for p in elim.polynomials)


def test_certified_and_msolve(pool):
    x, y = pool.symbols("x y")
    gb = ak.groebner_basis([x ** 2 + y ** 2 - 1, x - y], certify=True, seed=5)
    assert gb.report.guarantee == "certified" and gb.report.prime_seed == 5
    cyclic = ak.groebner_basis_msolve(gb_data("cyclic5"), threads=1)
    assert len(cyclic) == 20 and cyclic.dimension() == 0
    modular = ak.groebner_basis_msolve(gb_data("cyclic5-p1073741827"))
    assert modular.characteristic == 1073741827 and modular.report.guarantee == "exact mod p"


def test_progress_callback(pool):
    seen = []
    ak.groebner_basis_msolve(gb_data("cyclic5"), threads=1, progress=seen.append)
    assert {p.phase for p in seen} >= {"learn", "lift", "verify"}

    def fail(progress):
        raise ValueError("stop here")

    with pytest.raises(ValueError, match="stop here"):
        ak.groebner_basis_msolve(gb_data("cyclic5"), threads=1, progress=fail)


def test_solve(pool):
    x, y = pool.symbols("x y")
    r = ak.solve([x ** 2 + y ** 2 - 1, x - y], precision_bits=60, complex=True)
    assert r.variables == ["x", "y"] and r.distinct == 2
    assert sorted(round(s.approx()[0], 12) for s in r.real) == [-0.707106781187, 0.707106781187]
    for s in r.real:
        for lo, hi in zip(s.lo, s.hi):
            assert isinstance(lo, Fraction) and hi - lo <= Fraction(1, 2 ** 60)
            assert lo <= hi
    assert len(r.complex) == 2 and all(c.real for c in r.complex)
    assert r.method in ("multi-modular", "exact") and r.eliminant
    assert set(r.phases) == {"learn", "replay", "lift", "real_roots", "complex_roots"}


def test_solve_backend(pool):
    # The GPU backend on a host without a device replays on the CPU and says
    # why; the solutions are those of the CPU backend.
    x, y = pool.symbols("x y")
    system = [x ** 2 + y ** 2 - 4, x * y - 1]
    cpu = ak.solve(system, backend="cpu", seed=3)
    assert cpu.gpu.reductions_on_gpu == 0 and not cpu.gpu.fell_back_to_cpu()
    gpu = ak.solve(system, backend="gpu", device=4096, seed=3)
    assert gpu.gpu.backend == "gpu" and gpu.primes_from_gpu == 0
    assert gpu.gpu.fell_back_to_cpu() and "4096" in gpu.gpu.first_gpu_error
    assert [s.lo for s in gpu.real] == [s.lo for s in cpu.real]


def test_keyboard_interrupt_cancels_a_computation():
    """SIGINT during a long computation raises KeyboardInterrupt promptly:
    the run stops before its lift (a completed katsura10 lifts and verifies)."""
    phases = []

    def interrupt_at_first_step(progress):
        phases.append(progress.phase)
        if len(phases) == 1:
            os.kill(os.getpid(), signal.SIGINT)

    with pytest.raises(KeyboardInterrupt):
        ak.groebner_basis_msolve(gb_data("katsura10"), threads=1, progress=interrupt_at_first_step)
    assert phases[0] == "learn"
    assert "lift" not in phases and "verify" not in phases


def test_computation_runs_without_the_gil():
    """A Python thread runs its loop while a Groebner computation is under way."""
    text = gb_data("katsura8")
    assert python_ran_during(lambda: ak.groebner_basis_msolve(text, threads=1))


def test_generators_from_any_iterable(pool):
    x, y = pool.symbols("x y")
    gb = ak.groebner_basis(p for p in [x * y - 1, x - y])
    assert gb.pool is pool and gb.contains(x ** 2 - 1)
    assert len(ak.groebner_basis([])) == 0
    assert ak.GroebnerBasis.compute([x - 1], order="lex").polynomials == [x - 1]
    assert len(ak.GroebnerBasis.compute_msolve("a\n0\na^2-1\n")) == 1
