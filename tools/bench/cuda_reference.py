#!/usr/bin/env python3
"""tools/bench/cuda_reference.py - CuPy / JAX / PyTorch side of `alkahest bench cuda`.

Measures the same four cases as tools/alkahest/bench_cuda.cpp on the same
device and writes one flat JSON object of seconds; the C++ bench reads it
(ALKAHEST_CUDA_REFERENCE_JSON) and prints the ratios. A framework that is
missing is skipped (its keys are absent). GPU times are CUDA-event medians.
"""
import argparse
import json
import os
import sys
import tempfile
import time


def event_median(cp, fn, repeats):
    fn()
    cp.cuda.Device().synchronize()
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    times = []
    for _ in range(repeats):
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, stop) * 1e-3)
    times.sort()
    return times[len(times) // 2]


def wall_median(fn, repeats):
    fn()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2]


SEED_BODY = "z = sin(x) * cos(y) + (x * x + y * y) / 100.0"
SUM16_BODY = """
double acc = 0.0;
for (int k = 1; k <= 16; ++k) acc += sin(k * x + y) * exp(-k * y * y / 10.0);
z = acc;
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=100_000_000)
    ap.add_argument("--repeats", type=int, default=10)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    n, reps = args.n, args.repeats
    out = {"n": n}

    # First call in this process, cold: an empty CuPy kernel cache.
    os.environ["CUPY_CACHE_DIR"] = tempfile.mkdtemp(prefix="cupy-cold-")
    os.environ["CUDA_CACHE_DISABLE"] = "1"
    try:
        import cupy as cp
    except Exception as e:  # noqa: BLE001 - report and go on
        print(f"cupy unavailable: {e}", file=sys.stderr)
        cp = None

    if cp is not None:
        cp.cuda.Device(0).use()
        cp.zeros(1).sum()  # driver and context, excluded like ours
        cp.cuda.Device().synchronize()
        t0 = time.perf_counter()
        k_seed = cp.ElementwiseKernel("float64 x, float64 y", "float64 z", SEED_BODY, "alk_seed")
        small = cp.arange(3, dtype=cp.float64)
        k_seed(small, small).get()
        out["first_call_cupy_s"] = time.perf_counter() - t0

        rng = cp.random.default_rng(42)
        x = rng.uniform(-3, 3, n)
        y = rng.uniform(-3, 3, n)
        z = cp.empty_like(x)
        out["seed_device_cupy_s"] = event_median(cp, lambda: k_seed(x, y, z), reps)
        k16 = cp.ElementwiseKernel("float64 x, float64 y", "float64 z", SUM16_BODY, "alk_sum16")
        out["sum16_cupy_s"] = event_median(cp, lambda: k16(x, y, z), reps)

        hx, hy = cp.asnumpy(x), cp.asnumpy(y)
        def host_path():
            return k_seed(cp.asarray(hx), cp.asarray(hy)).get()
        out["host_cupy_s"] = wall_median(host_path, 3)
        del x, y, z
        cp.get_default_memory_pool().free_all_blocks()

    try:
        import jax
        import jax.numpy as jnp
        jax.config.update("jax_enable_x64", True)
        key = jax.random.PRNGKey(0)
        kx, ky = jax.random.split(key)
        jx = jax.random.uniform(kx, (n,), jnp.float64, -3, 3)
        jy = jax.random.uniform(ky, (n,), jnp.float64, -3, 3)
        seed = jax.jit(lambda x, y: jnp.sin(x) * jnp.cos(y) + (x * x + y * y) / 100.0)

        def s16(x, y):
            acc = jnp.zeros_like(x)
            for k in range(1, 17):
                acc = acc + jnp.sin(k * x + y) * jnp.exp(-k * y * y / 10.0)
            return acc
        j16 = jax.jit(s16)
        out["seed_device_jax_s"] = wall_median(lambda: seed(jx, jy).block_until_ready(), reps)
        out["sum16_jax_s"] = wall_median(lambda: j16(jx, jy).block_until_ready(), reps)
        del jx, jy
    except Exception as e:  # noqa: BLE001
        print(f"jax unavailable: {e}", file=sys.stderr)

    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
