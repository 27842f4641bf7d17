#!/usr/bin/env python3
"""gpu-tests/stablehlo_roundtrip.py - runs emit_stablehlo modules through JAX and compares them with the interpreter.

Reads the JSON lines of gpu-tests/stablehlo_corpus (ten random expressions a
line: their static-shape module of ten outputs, its inputs, the
interpreter's values and a first-order error bound per point), compiles every module with the XLA client
JAX uses (the first of its entries for a StableHLO/MLIR text module that this
JAX version has), runs it on JAX's default device and compares:

  a point agrees when both values are NaN, or equal, or within 16 ulp, or
  within the bound; where the bound is infinite (an argument's interval
  reaches a discontinuity or a domain's edge) the point is counted as
  unchecked. Any other point is a failure.

Modules with a dynamic length (`tensor<?xf64>`) are parsed with JAX's MLIR
context (StableHLO and CHLO registered) when it can be reached.

usage: stablehlo_roundtrip.py CORPUS.jsonl [--max-failures 20]
Exit status 0 when every module compiled and every checked point agreed.
"""
import argparse
import json
import math
import struct
import sys


def ulp_distance(a, b):
    def key(v):
        i = struct.unpack("<q", struct.pack("<d", v))[0]
        return -(2**63) - i if i < 0 else i
    return abs(key(a) - key(b))


def agrees(got, ref, bound):
    if math.isnan(got) and math.isnan(ref):
        return True
    if math.isnan(got) or math.isnan(ref):
        return False
    if got == ref or ulp_distance(got, ref) <= 16:
        return True
    return math.isfinite(got) and math.isfinite(ref) and abs(got - ref) <= bound


class JaxRunner:
    """Compiles MLIR text and runs it, through whichever entry this JAX has."""

    def __init__(self):
        import jax
        import numpy as np
        jax.config.update("jax_enable_x64", True)
        self.jax, self.np = jax, np
        self.device = jax.devices()[0]
        self.client = getattr(self.device, "client", None)
        if self.client is None:
            from jax.extend import backend
            self.client = backend.get_backend()
        self.entry = None

    def _compile_options(self):
        try:
            from jax._src.lib import xla_client
            return xla_client.CompileOptions()
        except Exception:
            return None

    def compile(self, text):
        c, opts = self.client, self._compile_options()
        attempts = []
        if hasattr(c, "compile_and_load"):
            try:
                from jax._src.lib import xla_client
                devs = xla_client.DeviceList(tuple([self.device]))
            except Exception:
                devs = [self.device]
            attempts += [("client.compile_and_load(text, devices, options)",
                          lambda: c.compile_and_load(text, devs, opts)),
                         ("client.compile_and_load(bytes, devices, options)",
                          lambda: c.compile_and_load(text.encode(), devs, opts))]
        if hasattr(c, "compile"):
            attempts += [("client.compile(text, options)", lambda: c.compile(text, opts)),
                         ("client.compile(text)", lambda: c.compile(text)),
                         ("client.compile(bytes)", lambda: c.compile(text.encode()))]
        if self.entry is not None:  # the one that worked first
            attempts.sort(key=lambda a: a[0] != self.entry)
        errors = []
        for name, fn in attempts:
            try:
                exe = fn()
                self.entry = name
                return exe
            except Exception as e:  # the next entry, or report them all
                errors.append(f"{name}: {type(e).__name__}: {str(e)[:300]}")
        raise RuntimeError("no JAX entry compiled the module:\n  " + "\n  ".join(errors))

    def run(self, exe, arrays):
        jax, np = self.jax, self.np
        bufs = [jax.device_put(np.asarray(a, dtype=np.float64), self.device) for a in arrays]
        errors = []
        if hasattr(exe, "execute"):
            try:
                return [np.asarray(o) for o in exe.execute(bufs)]
            except Exception as e:
                errors.append(f"execute: {e}"[:300])
        if hasattr(exe, "execute_sharded"):
            for args in (bufs, [[b] for b in bufs]):
                try:
                    res = exe.execute_sharded(args)
                    outs = res.disassemble_into_single_device_arrays()
                    return [np.asarray(o[0]) for o in outs]
                except Exception as e:
                    errors.append(f"execute_sharded: {e}"[:300])
        raise RuntimeError("no way to execute: " + "; ".join(errors))

    def parse(self, text):
        """True when JAX's MLIR context parses `text`; None when it cannot be reached."""
        try:
            from jax._src.interpreters import mlir
            from jax._src.lib.mlir import ir
            ctx = mlir.make_ir_context()
        except Exception:
            return None
        with ctx:
            ir.Module.parse(text)
        return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--max-failures", type=int, default=20)
    args = ap.parse_args()
    try:
        import jax
        import jaxlib
    except ImportError as e:
        print(f"JAX is not installed here ({e}); nothing run")
        return 2
    print(f"jax {jax.__version__}, jaxlib {jaxlib.__version__}")
    runner = JaxRunner()
    print(f"device: {runner.device} ({runner.device.platform})")
    cases = exprs = points = unchecked = failures = parsed = identical = 0
    worst_ulp = 0
    shown = 0
    with open(args.corpus) as f:
        for line in f:
            case = json.loads(line)
            cases += 1
            inputs = [[float.fromhex(v) for v in col] for col in case["inputs"]]
            expected = [[float.fromhex(v) for v in out] for out in case["expected"]]
            bound = [[float.fromhex(v) for v in out] for out in case["bound"]]
            exprs += len(case["exprs"])
            try:
                exe = runner.compile(case["module"])
                got = [[float(v) for v in out] for out in runner.run(exe, inputs)]
                if len(got) != len(expected):
                    raise RuntimeError(f"{len(got)} results for {len(expected)} outputs")
            except Exception as e:
                failures += 1
                if shown < args.max_failures:
                    shown += 1
                    print(f"module {case['id']}: {e}\n{case['module']}")
                continue
            if "module_dynamic" in case:
                try:
                    if runner.parse(case["module_dynamic"]):
                        parsed += 1
                except Exception as e:
                    failures += 1
                    if shown < args.max_failures:
                        shown += 1
                        print(f"module {case['id']}: dynamic module does not parse: {e}\n"
                              f"{case['module_dynamic']}")
            for j, expr in enumerate(case["exprs"]):
                for i, (g, r, b) in enumerate(zip(got[j], expected[j], bound[j])):
                    points += 1
                    if math.isinf(b) and not agrees(g, r, 0.0):
                        unchecked += 1
                        continue
                    if not agrees(g, r, b):
                        failures += 1
                        if shown < args.max_failures:
                            shown += 1
                            print(f"module {case['id']} output {j} point {i}: {expr} at "
                                  f"{[col[i] for col in inputs]}: JAX {g!r}, interpreter {r!r}, "
                                  f"bound {b!r}")
                    elif g == r or (math.isnan(g) and math.isnan(r)):
                        identical += 1
                    elif math.isfinite(g) and math.isfinite(r):
                        worst_ulp = max(worst_ulp, min(ulp_distance(g, r), 2**63))
    print(f"entry: {runner.entry}")
    print(f"{cases} modules of {exprs} expressions, {points} points: {failures} failures, "
          f"{unchecked} unchecked (infinite bound), {identical} identical to the interpreter, "
          f"largest distance of an agreeing point {worst_ulp} ulp; "
          f"{parsed} dynamic-length modules parsed")
    return 0 if failures == 0 and cases >= 1 else 1


if __name__ == "__main__":
    sys.exit(main())
