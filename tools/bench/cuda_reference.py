#!/usr/bin/env python3
"""tools/bench/cuda_reference.py - CuPy / JAX / PyTorch side of `alkahest bench cuda`.

Measures the same cases as tools/alkahest/bench_cuda.cpp (and its
bench_cuda_reduction.cpp) on the same
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
# float32 columns: the same f64 math rounded once on the store (what
# CudaOptions::precision F32 computes), and the float math a CuPy user would
# write for float32 arrays (sinf/cosf: cheaper, less accurate).
SEED_F32_BODY = ("double a = x, b = y; "
                 "z = (float)(sin(a) * cos(b) + (a * a + b * b) / 100.0)")
SEED_F32_NATIVE_BODY = "z = sinf(x) * cosf(y) + (x * x + y * y) / 100.0f"
SUM16_BODY = """
double acc = 0.0;
for (int k = 1; k <= 16; ++k) acc += sin(k * x + y) * exp(-k * y * y / 10.0);
z = acc;
"""


LL_A, LL_B = 0.7, -0.2


def reductions_cupy(cp, n, reps, out):
    """Cases 5, 5b and 6 with cupy.ReductionKernel: the seed's sum, the dot product of the
    two columns, and a logistic
    log-likelihood with its gradient (one ReductionKernel per output)."""
    rng = cp.random.default_rng(7)
    x = rng.uniform(-3, 3, n)
    y = rng.uniform(-3, 3, n)
    seed_sum = cp.ReductionKernel("float64 x, float64 y", "float64 z",
                                  "sin(x) * cos(y) + (x * x + y * y) / 100.0",
                                  "a + b", "z = a", "0", "alk_seed_sum")
    got = float(seed_sum(x, y))
    want = float(cp.sum(cp.sin(x) * cp.cos(y) + (x * x + y * y) / 100.0))
    assert abs(got - want) <= 1e-9 * float(cp.sum(cp.abs(x * x))), (got, want)
    out["reduce_seed_cupy_s"] = event_median(cp, lambda: seed_sum(x, y), reps)
    dot = cp.ReductionKernel("float64 x, float64 y", "float64 z", "x * y", "a + b", "z = a", "0",
                             "alk_dot")
    out["reduce_dot_cupy_s"] = event_median(cp, lambda: dot(x, y), reps)
    del x, y
    fx = rng.uniform(-2, 2, n)
    fy = (rng.uniform(-3, 3, n) > 0).astype(cp.float64)
    t_src = f"({LL_A!r} * x + {LL_B!r})"
    resid = f"(y - 1.0 / (1.0 + exp(-{t_src})))"

    def kernel(body, name):
        return cp.ReductionKernel("float64 x, float64 y", "float64 z", body, "a + b", "z = a", "0",
                                  name)
    ll = kernel(f"y * {t_src} - log(1.0 + exp({t_src}))", "alk_ll")
    ga = kernel(f"{resid} * x", "alk_ll_ga")
    gb = kernel(resid, "alk_ll_gb")
    t = LL_A * fx + LL_B
    want_ll = float(cp.sum(fy * t - cp.log(1.0 + cp.exp(t))))
    got_ll = float(ll(fx, fy))
    assert abs(got_ll - want_ll) <= 1e-9 * n, (got_ll, want_ll)
    out["reduce_ll_cupy_s"] = event_median(cp, lambda: (ll(fx, fy), ga(fx, fy), gb(fx, fy)), reps)
    del fx, fy, t


def reductions_jax(jax, jnp, n, reps, out):
    """Cases 5 and 6 with jax.jit(jnp.sum(...)); the gradient in the same jit."""
    kx, ky, kl, kf = jax.random.split(jax.random.PRNGKey(7), 4)
    x = jax.random.uniform(kx, (n,), jnp.float64, -3, 3)
    y = jax.random.uniform(ky, (n,), jnp.float64, -3, 3)
    seed_sum = jax.jit(lambda x, y: jnp.sum(jnp.sin(x) * jnp.cos(y) + (x * x + y * y) / 100.0))
    out["reduce_seed_jax_s"] = wall_median(lambda: seed_sum(x, y).block_until_ready(), reps)
    dot = jax.jit(lambda x, y: jnp.sum(x * y))
    out["reduce_dot_jax_s"] = wall_median(lambda: dot(x, y).block_until_ready(), reps)
    del x, y
    fx = jax.random.uniform(kf, (n,), jnp.float64, -2, 2)
    fy = (jax.random.uniform(kl, (n,), jnp.float64, -3, 3) > 0).astype(jnp.float64)

    def ll_and_grad(x, y):
        t = LL_A * x + LL_B
        r = y - 1.0 / (1.0 + jnp.exp(-t))
        return jnp.sum(y * t - jnp.log(1.0 + jnp.exp(t))), jnp.sum(r * x), jnp.sum(r)
    f = jax.jit(ll_and_grad)
    out["reduce_ll_jax_s"] = wall_median(lambda: jax.block_until_ready(f(fx, fy)), reps)
    del fx, fy


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

        # float32 columns of the same values (12 bytes a point).
        x32, y32 = x.astype(cp.float32), y.astype(cp.float32)
        z32 = cp.empty_like(x32)
        k_f32 = cp.ElementwiseKernel("float32 x, float32 y", "float32 z", SEED_F32_BODY,
                                     "alk_seed_f32")
        k_f32n = cp.ElementwiseKernel("float32 x, float32 y", "float32 z", SEED_F32_NATIVE_BODY,
                                      "alk_seed_f32_native")
        out["seed_f32_cupy_s"] = event_median(cp, lambda: k_f32(x32, y32, z32), reps)
        out["seed_f32_native_cupy_s"] = event_median(cp, lambda: k_f32n(x32, y32, z32), reps)
        del x32, y32, z32

        hx, hy = cp.asnumpy(x), cp.asnumpy(y)
        def host_path():
            return k_seed(cp.asarray(hx), cp.asarray(hy)).get()
        out["host_cupy_s"] = wall_median(host_path, 3)
        del x, y, z
        cp.get_default_memory_pool().free_all_blocks()
        try:
            reductions_cupy(cp, n, reps, out)
        except Exception as e:  # noqa: BLE001 - report and go on
            print(f"cupy reductions failed: {e}", file=sys.stderr)
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
        reductions_jax(jax, jnp, n, reps, out)
    except Exception as e:  # noqa: BLE001
        print(f"jax unavailable: {e}", file=sys.stderr)

    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
