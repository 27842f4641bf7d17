# python/tests/conftest.py - shared fixtures of the Python module's tests: a pool with symbols,
# random expressions for the differential checks, the GPU switch.
import os
import random
import sys
import threading

import pytest

import alkahest as ak

GPU_TESTS = os.environ.get("ALKAHEST_GPU_TESTS") == "1"
requires_gpu = pytest.mark.skipif(not GPU_TESTS, reason="set ALKAHEST_GPU_TESTS=1 on a GPU host")

SOURCE_DIR = os.environ.get(
    "ALKAHEST_SOURCE_DIR", os.path.dirname(os.path.dirname(os.path.dirname(__file__))))


def gb_data(name):
    """The text of a standard system of unittests/data/gb."""
    with open(os.path.join(SOURCE_DIR, "unittests", "data", "gb", name + ".ms")) as f:
        return f.read()


@pytest.fixture
def pool():
    return ak.ExprPool()


def random_expr(rng, leaves, depth):
    """A random expression that stays finite on [-2, 2]^n (the functions
    get arguments in their domain), for compiled-vs-interpreter checks."""
    if depth == 0 or rng.random() < 0.2:
        if rng.random() < 0.7:
            return rng.choice(leaves)
        return rng.choice([2, 3, -1, 0.5])  # numbers mixed in by the operators
    a = random_expr(rng, leaves, depth - 1)
    b = random_expr(rng, leaves, depth - 1)

    def as_expr(v):
        return v if isinstance(v, ak.Expr) else leaves[0] * 0 + v

    a, b = as_expr(a), as_expr(b)
    op = rng.randrange(11)
    if op == 0:
        return a + b
    if op == 1:
        return a - b
    if op == 2:
        return a * b
    if op == 3:
        return a / (b * b + 1)
    if op == 4:
        return a ** 2 + b ** 3
    if op == 5:
        return ak.sin(a) * ak.cos(b)
    if op == 6:
        return ak.exp(ak.tanh(a)) - b
    if op == 7:
        return ak.sqrt(a * a + 1) + ak.log(b * b + 1)
    if op == 8:
        return ak.atan2(a, b + 3)
    if op == 9:
        return ak.min(a, b) - ak.max(a, 1.5)
    return -a + ak.abs(b) / 4


@pytest.fixture
def rng():
    return random.Random(20261202)


def python_ran_during(long_call):
    """True when another Python thread ran a loop to its end while
    long_call() had not returned. The switch interval is made huge, so the
    thread holding the GIL is never asked to give it up: the other thread
    can run during the call only if the call released the GIL itself."""
    started, returned = threading.Event(), threading.Event()
    seen = []

    def call():
        started.set()
        long_call()
        returned.set()

    def python_work():
        started.wait()
        count = 0
        for _ in range(1000):  # needs the GIL at every step
            count += 1
        seen.append(returned.is_set())

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1000.0)
    try:
        threads = [threading.Thread(target=call), threading.Thread(target=python_work)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    return seen == [False]
