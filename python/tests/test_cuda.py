# python/tests/test_cuda.py - compile_cuda from Python. Without a GPU: PTX, the refusals that come
# before any device. With ALKAHEST_GPU_TESTS=1 (tests named *gpu*): NumPy, CuPy and PyTorch
# columns, DLPack tensors read and written on the device, the launch report proving it, and a
# child interpreter that launched exiting 0.
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import alkahest as ak
from conftest import python_ran_during, requires_gpu

pytestmark = pytest.mark.skipif(not ak.capabilities()["cuda"], reason="no GPU tier in this build")


def test_compile_needs_no_device(pool):
    x, y, a = pool.symbols("x y a")
    f = ak.compile_cuda([ak.sin(x) * y, x + a], [x, y], [a], sm="sm_80")
    assert (f.n_inputs, f.n_outputs, f.n_parameters) == (2, 2, 1)
    assert ".target sm_80" in f.ptx and f.kernel_name in f.ptx
    assert f.last_launch().path == ""


def test_refusals_before_the_device(pool):
    x, y = pool.symbols("x y")
    with pytest.raises(ak.CudaError) as e:
        ak.compile_cuda(x + y, [x])
    assert e.value.code == "E-CUDA-002" and e.value.remediation
    with pytest.raises(ValueError, match="math_calls"):
        ak.compile_cuda(x, [x], math_calls="sometimes")
    f = ak.compile_cuda(x * 2, [x])
    with pytest.raises(TypeError, match="float64"):
        f.call_batch(np.ones(3, dtype=np.float32))
    if ak.cuda_device_count() == 0:
        with pytest.raises(ak.CudaError) as e:
            f.call_batch(np.ones(3))
        assert e.value.code == "E-CUDA-003"


class DeviceLabelled:
    """A NumPy array that says it lives on CUDA device 0: exercises the
    binding's DLPack handling (stream, capsule ownership) without a GPU; the
    library refuses the tensor when it reads its real device type."""

    def __init__(self, array):
        self.array = array
        self.streams = []

    def __dlpack_device__(self):
        return (2, 0)

    def __dlpack__(self, stream=None):
        self.streams.append(stream)
        return self.array.__dlpack__()


def test_dlpack_capsules_are_consumed_and_released(pool):
    import sys

    x = pool.symbol("x")
    f = ak.compile_cuda(x + 1, [x])
    column, out = np.ones(8), np.empty(8)
    src, dst = DeviceLabelled(column), DeviceLabelled(out)
    refs = sys.getrefcount(column), sys.getrefcount(out)
    with pytest.raises(ak.CudaError) as e:
        f.call_batch(src, out=dst)
    assert e.value.code == "E-CUDA-007" and "device type 1" in str(e.value)
    # Asked for the legacy default stream (1) where no stream was given.
    assert src.streams == [1] and dst.streams == [1]
    with pytest.raises(ak.CudaError):
        f.call_batch(src, out=dst, stream=12345)
    assert src.streams[-1] == 12345
    # Every capsule's deleter ran: the arrays hold no extra references.
    assert (sys.getrefcount(column), sys.getrefcount(out)) == refs


@requires_gpu
def test_gpu_numpy_columns(pool):
    assert ak.cuda_device_count() >= 1
    x, y = pool.symbols("x y")
    e = ak.sin(x) * ak.exp(y) + x * y
    f = ak.compile_cuda(e, [x, y])
    xs, ys = np.linspace(-1, 1, 10001), np.linspace(0, 2, 10001)
    out = np.empty_like(xs)
    assert f.call_batch(xs, ys, out=out) is out
    np.testing.assert_allclose(out, ak.evaluate_batch(e, [x, y], xs, ys), rtol=1e-14)
    report = f.last_launch()
    assert report.path == "host" and report.ordinals == [0] and report.points == 10001


def dlpack_check(pool, xp, make, to_host):
    x, y, a = pool.symbols("x y a")
    e = ak.sin(x) * ak.exp(y) + a * x * y
    f = ak.compile_cuda([e, x - y], [x, y], [a])
    n = 1 << 16
    host_x, host_y = np.linspace(-1, 1, n), np.linspace(0, 2, n)
    dx, dy = make(host_x), make(host_y)
    outs = [make(np.zeros(n)), make(np.zeros(n))]
    before = [o.data_ptr() if hasattr(o, "data_ptr") else o.data.ptr for o in outs]
    assert f.call_batch(dx, dy, out=outs, params=[0.5]) is outs
    report = f.last_launch()
    # It ran on the GPU, through DLPack: no host columns were involved.
    assert report.path == "dlpack" and report.ordinals == [0] and report.chunks >= 1
    assert report.points == n and report.device_name
    after = [o.data_ptr() if hasattr(o, "data_ptr") else o.data.ptr for o in outs]
    assert after == before  # written in place on the device
    ref = ak.compile_expr([e, x - y], [x, y], [a])(host_x, host_y, params=[0.5])
    np.testing.assert_allclose(to_host(outs[0]), ref[0], rtol=1e-13)
    np.testing.assert_array_equal(to_host(outs[1]), ref[1])
    # Outputs allocated by the input's library, on the device.
    single = ak.compile_cuda(2 * x, [x])
    got = single.call_batch(dx)
    assert type(got) is type(dx)
    np.testing.assert_array_equal(to_host(got), 2 * host_x)


@requires_gpu
def test_gpu_cupy_dlpack(pool):
    cp = pytest.importorskip("cupy")
    dlpack_check(pool, cp, cp.asarray, cp.asnumpy)


@requires_gpu
def test_gpu_torch_dlpack(pool):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch without CUDA")
    dlpack_check(pool, torch, lambda a: torch.from_numpy(a).cuda(),
                 lambda t: t.cpu().numpy())


@requires_gpu
def test_gpu_jax_inputs(pool):
    """JAX arrays (immutable) as inputs, written into CuPy outputs."""
    jax = pytest.importorskip("jax")
    cp = pytest.importorskip("cupy")
    jax.config.update("jax_enable_x64", True)
    x, y = pool.symbols("x y")
    f = ak.compile_cuda(x * y + 1, [x, y])
    host_x, host_y = np.linspace(-1, 1, 4096), np.linspace(0, 2, 4096)
    gpu = jax.devices("gpu")[0]
    jx, jy = jax.device_put(host_x, gpu), jax.device_put(host_y, gpu)
    out = cp.empty(4096)
    f.call_batch(jx, jy, out=out)
    assert f.last_launch().path == "dlpack"
    np.testing.assert_array_equal(cp.asnumpy(out), host_x * host_y + 1)


@requires_gpu
def test_gpu_launch_runs_without_the_gil(pool):
    x = pool.symbol("x")
    f = ak.compile_cuda(ak.sin(x) * ak.exp(x), [x])
    xs = np.linspace(0, 1, 1 << 25)  # host columns: copies both ways, well over a switch
    out = np.empty_like(xs)
    assert python_ran_during(lambda: f.call_batch(xs, out=out))
    assert f.last_launch().ordinals == [0]


@requires_gpu
def test_gpu_dlpack_refuses_wrong_tensors(pool):
    cp = pytest.importorskip("cupy")
    x = pool.symbol("x")
    f = ak.compile_cuda(x + 1, [x])
    with pytest.raises(ak.CudaError) as e:
        f.call_batch(cp.ones(4, dtype=cp.float32), out=cp.empty(4))
    assert e.value.code == "E-CUDA-007"
    with pytest.raises(ak.CudaError) as e:
        f.call_batch(cp.ones(8)[::2], out=cp.empty(4))
    assert e.value.code == "E-CUDA-007"


@requires_gpu
def test_gpu_child_interpreter_exits_zero():
    """A process that compiled, launched on the device and returned results
    exits with status 0 (the teardown order of the driver and the module)."""
    script = textwrap.dedent("""
        import numpy as np
        import alkahest as ak
        p = ak.ExprPool()
        x = p.symbol("x")
        f = ak.compile_cuda(ak.sin(x) + 1, [x])
        out = f.call_batch(np.linspace(0, 1, 4096))
        assert f.last_launch().ordinals == [0]
        try:
            import cupy as cp
            d = cp.linspace(0, 1, 4096)
            f.call_batch(d)
            assert f.last_launch().path == "dlpack"
        except ImportError:
            pass
        print("launched", out[-1])
    """)
    child = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                           env=dict(os.environ), timeout=300)
    assert child.returncode == 0, child.stderr
    assert "launched" in child.stdout
