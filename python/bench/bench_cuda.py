#!/usr/bin/env python3
"""python/bench/bench_cuda.py - compile_cuda from Python against CuPy and JAX on one GPU.

Needs only NumPy, CuPy (JAX and PyTorch optional) and the built module with
libalkahest.so (PYTHONPATH=<build>/python); no compiler. On the same CuPy
buffers (float64, n points), in one process, on device 0:

  1. throughput: the seed expression sin(x)*cos(y) + (x*x + y*y)/100 through
     alkahest's call_batch on CuPy arrays (DLPack, zero copy), a CuPy
     ElementwiseKernel of the same body and jax.jit over the same buffers
     (imported zero-copy through DLPack); CUDA-event medians for alkahest and
     CuPy, synchronized wall medians for all three; ratios reference / ours
     (> 1: alkahest is faster).
  2. per-call overhead at a tiny n (launch-bound): call_batch on CuPy (and
     PyTorch) tensors, the C++ zero-copy call (call_device_ptrs on raw
     pointers: the C++ call plus pybind11's dispatch, the floor a binding
     call can reach), CuPy's and JAX's own launches; microseconds per call,
     and the binding's overhead = call_batch - call_device_ptrs.

  PYTHONPATH=build/python python3 python/bench/bench_cuda.py [--n 100000000]
"""
import argparse
import os
import statistics
import sys
import time

import numpy as np

import alkahest as ak

# CUDA-event medians as `alkahest bench cuda`'s reference script takes them
# (on CuPy's current stream: the legacy default stream, where alkahest
# launches when given no stream).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "bench"))
from cuda_reference import event_median  # noqa: E402

SEED_BODY = "z = sin(x) * cos(y) + (x * x + y * y) / 100.0"




def wall_median(fn, sync, repeats):
    fn()
    sync()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def per_call_us(fn, sync, calls):
    """Host time per call of `calls` back-to-back asynchronous calls."""
    for _ in range(10):
        fn()
    sync()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    sync()
    return (time.perf_counter() - t0) / calls * 1e6


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=100_000_000, help="points of the throughput case")
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--small", type=int, default=1024, help="points of the per-call case")
    ap.add_argument("--calls", type=int, default=5000)
    args = ap.parse_args()

    import cupy as cp

    assert ak.cuda_device_count() >= 1, ak.cuda_driver_status()
    pool = ak.ExprPool()
    x, y = pool.symbols("x y")
    expr = ak.sin(x) * ak.cos(y) + (x * x + y * y) / 100
    f = ak.compile_cuda(expr, [x, y])
    sync = cp.cuda.Device().synchronize
    name = cp.cuda.runtime.getDeviceProperties(0)["name"].decode()
    print(f"device: {name}; alkahest {ak.__version__}; cupy {cp.__version__}")

    # ---- 1. throughput on the same buffers ----
    n = args.n
    cp.random.seed(1)
    dx, dy = cp.random.uniform(-2, 2, n), cp.random.uniform(-2, 2, n)
    ours_out, ref_out = cp.empty(n), cp.empty(n)
    f.call_batch(dx, dy, out=ours_out)
    report = f.last_launch()
    assert report.path == "dlpack" and report.ordinals == [0], report
    sample = slice(0, n, max(1, n // 1000))
    hx = np.ascontiguousarray(cp.asnumpy(dx[sample]))
    hy = np.ascontiguousarray(cp.asnumpy(dy[sample]))
    np.testing.assert_allclose(cp.asnumpy(ours_out[sample]),
                               ak.evaluate_batch(expr, [x, y], hx, hy), rtol=1e-13)
    elementwise = cp.ElementwiseKernel("float64 x, float64 y", "float64 z", SEED_BODY,
                                       "alkahest_seed_reference")
    elementwise(dx, dy, ref_out)
    np.testing.assert_allclose(cp.asnumpy(ref_out[sample]), cp.asnumpy(ours_out[sample]),
                               rtol=1e-13)

    rows = []
    t_ours_ev = event_median(cp, lambda: f.call_batch(dx, dy, out=ours_out), args.repeats)
    t_cupy_ev = event_median(cp, lambda: elementwise(dx, dy, ref_out), args.repeats)
    t_ours = wall_median(lambda: f.call_batch(dx, dy, out=ours_out), sync, args.repeats)
    t_cupy = wall_median(lambda: elementwise(dx, dy, ref_out), sync, args.repeats)
    rows.append(("CuPy ElementwiseKernel (GPU events)", t_ours_ev, t_cupy_ev))
    rows.append(("CuPy ElementwiseKernel (wall, synchronized)", t_ours, t_cupy))
    jax_call = None
    try:
        import jax
        import jax.numpy as jnp

        jax.config.update("jax_enable_x64", True)
        jx, jy = jax.dlpack.from_dlpack(dx), jax.dlpack.from_dlpack(dy)
        seed = jax.jit(lambda a, b: jnp.sin(a) * jnp.cos(b) + (a * a + b * b) / 100.0)
        seed(jx, jy).block_until_ready()
        t_jax = wall_median(lambda: seed(jx, jy).block_until_ready(), lambda: None,
                            args.repeats)
        rows.append(("jax.jit (wall, synchronized; allocates its output)", t_ours, t_jax))
        jax_call = (seed, jx, jy)
    except ImportError:
        print("jax: not installed, skipped")
    gbps = 24.0 * n / t_ours_ev * 1e-9
    print(f"\n1. throughput, seed expression, {n} points f64 "
          f"(alkahest {t_ours_ev * 1e3:.3f} ms on the GPU, {gbps:.0f} GB/s)")
    print(f"   {'reference':52s} {'alkahest ms':>12s} {'reference ms':>13s} {'ratio':>7s}")
    for label, ours, ref in rows:
        print(f"   {label:52s} {ours * 1e3:12.3f} {ref * 1e3:13.3f} {ref / ours:7.2f}")

    # ---- 2. per-call overhead, tiny n ----
    m = args.small
    sx, sy, so = dx[:m].copy(), dy[:m].copy(), cp.empty(m)
    legacy = 1  # CU_STREAM_LEGACY: where call_batch launches without a stream
    calls = [
        ("call_batch(CuPy arrays) [binding: DLPack]",
         lambda: f.call_batch(sx, sy, out=so)),
        ("call_device_ptrs(ints) [C++ call + dispatch]",
         lambda: f.call_device_ptrs([sx.data.ptr, sy.data.ptr], [so.data.ptr], m,
                                    stream=legacy)),
        ("CuPy ElementwiseKernel", lambda: elementwise(sx, sy, so)),
        ("pybind11 floor: cuda_device_count()", ak.cuda_device_count),
    ]
    try:
        import torch

        tx, ty = torch.as_tensor(sx, device="cuda"), torch.as_tensor(sy, device="cuda")
        to = torch.empty_like(tx)
        calls.insert(1, ("call_batch(PyTorch tensors) [binding: DLPack]",
                         lambda: f.call_batch(tx, ty, out=to)))
    except ImportError:
        print("torch: not installed, skipped")
    if jax_call:
        seed, _, _ = jax_call
        jsx, jsy = jax.dlpack.from_dlpack(sx), jax.dlpack.from_dlpack(sy)
        calls.append(("jax.jit call (dispatch, allocates)", lambda: seed(jsx, jsy)))
    results = {}
    print(f"\n2. per call, {m} points, {args.calls} asynchronous calls back to back")
    for label, fn in calls:
        results[label] = per_call_us(fn, sync, args.calls)
        print(f"   {label:52s} {results[label]:8.2f} us")
    binding = results[calls[0][0]]
    cxx = results["call_device_ptrs(ints) [C++ call + dispatch]"]
    print(f"   binding overhead (call_batch - call_device_ptrs): {binding - cxx:.2f} us per call; "
          f"ratio call_batch / C++ call {binding / cxx:.2f}")


if __name__ == "__main__":
    main()
