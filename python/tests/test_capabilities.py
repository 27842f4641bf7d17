# python/tests/test_capabilities.py - each capability bit both ways: true only when the call it
# names works from Python, false only when it is absent or refuses.
import numpy as np
import pytest

import alkahest as ak


def test_bits_and_version():
    caps = ak.capabilities()
    assert set(caps) == {"contract_version", "library_version", "llvm_jit", "cuda", "groebner",
                         "groebner_gpu"}
    assert caps["library_version"] == ak.__version__
    assert caps["contract_version"] == 1


def test_llvm_jit_bit(pool):
    x = pool.symbol("x")
    if ak.capabilities()["llvm_jit"]:
        assert ak.compile_expr(x + 1, [x])(np.array([1.0]))[0] == 2.0
    else:
        with pytest.raises(ak.Error):
            ak.compile_expr(x + 1, [x])


def test_cuda_bit(pool):
    x = pool.symbol("x")
    if ak.capabilities()["cuda"]:
        f = ak.compile_cuda(x + 1, [x])
        assert ".entry " + f.kernel_name in f.ptx
        if ak.cuda_device_count() == 0:
            with pytest.raises(ak.CudaError) as e:
                f.call_batch(np.ones(3))
            assert e.value.code == "E-CUDA-003"
    else:
        assert not hasattr(ak, "compile_cuda")


def test_groebner_bits(pool):
    x, y = pool.symbols("x y")
    caps = ak.capabilities()
    if caps["groebner"]:
        gb = ak.groebner_basis([x * y - 1, x - y], backend="cpu")
        assert gb.contains(x ** 2 - 1)
    if caps["groebner_gpu"]:
        gb = ak.groebner_basis([x * y - 1, x - y], backend="gpu")
        report = gb.report.gpu
        assert report.backend == "gpu" and report.gpu_requested
        if ak.cuda_device_count() == 0:
            # Requested, reduced on the CPU, and said so.
            assert not report.ran_on_gpu() and report.reductions_on_cpu > 0
            assert report.first_gpu_error
    assert ak.cuda_device_count() >= 0 and isinstance(ak.cuda_driver_status(), str)
