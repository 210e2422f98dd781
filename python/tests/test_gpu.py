"""cuprim on GPU arrays (CUDA backend): results against CuPy's own sum/min/max, transpose and cumsum,
PyTorch where it is installed, work on the array's stream, and cuprim timed against CuPy in the
same run (the ratio is printed). Skipped without CuPy or without a GPU."""
import os
import time
import unittest

import numpy as np

import cuprim

try:
    import cupy
    cupy.cuda.runtime.getDeviceCount()
    cupy.zeros(1)
    HAVE_CUPY = True
except Exception as e:  # no CuPy, no driver, no device
    HAVE_CUPY = False
    WHY = "CuPy with a GPU is needed (%s: %s)" % (type(e).__name__, e)

try:
    import torch
    HAVE_TORCH = torch.cuda.is_available()
except Exception:
    HAVE_TORCH = False

try:
    # JAX takes 75% of the GPU's memory at start unless told not to
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    import jax
    import jax.numpy as jnp
    HAVE_JAX = any(d.platform == "gpu" for d in jax.devices())
except Exception:
    HAVE_JAX = False


class DLPackOnly:
    """A GPU array that offers the DLPack protocol and nothing else."""

    def __init__(self, a):
        self.a = a

    def __dlpack__(self, stream=None):
        return self.a.__dlpack__(stream=stream)

    def __dlpack_device__(self):
        return self.a.__dlpack_device__()


def gpu_time_ms(fn, reps=20):
    """Median wall time of fn() in ms; fn returns a host value or is followed by a sync."""
    fn()
    cupy.cuda.Device().synchronize()
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        cupy.cuda.Device().synchronize()
        ts.append((time.perf_counter() - t0) * 1e3)
    return sorted(ts)[len(ts) // 2]


@unittest.skipUnless(HAVE_CUPY, "" if HAVE_CUPY else WHY)
class WithCuPy(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        try:
            cls.h = cuprim.Handle("cuda")
        except cuprim.Error as e:
            raise unittest.SkipTest("libcuprim has no usable CUDA backend (%s): %s"
                                    % (cuprim.library_path(), e))

    def test_reduce_against_cupy(self):
        rng = np.random.default_rng(1)
        for dt in (np.int32, np.uint32, np.int64, np.uint64, np.float32, np.float64):
            for n in (1, 1000, 1 << 20, (1 << 22) + 5):
                if np.issubdtype(dt, np.integer):
                    info = np.iinfo(dt)
                    hx = rng.integers(info.min, info.max, size=n, dtype=dt, endpoint=True)
                else:
                    hx = rng.standard_normal(n).astype(dt)
                x = cupy.asarray(hx)
                for op in ("sum", "min", "max"):
                    got = cuprim.reduce(x, op)
                    want = getattr(cupy, op)(x, dtype=dt).get() if op == "sum" else getattr(cupy, op)(x).get()
                    if np.issubdtype(dt, np.integer) or op != "sum":
                        self.assertEqual(got, want, (dt, n, op))
                    else:
                        tol = (1e-4 if dt == np.float32 else 1e-12) * float(np.abs(hx).astype(np.float64).sum())
                        self.assertLessEqual(abs(float(got) - float(want)), tol, (dt, n, op))

    def test_transpose_against_cupy(self):
        for dt in (np.uint8, np.int16, np.float32, np.float64, np.complex128):
            for r, c in ((1, 1), (1, 999), (999, 1), (127, 333), (1024, 1024), (2049, 31)):
                x = cupy.asarray((np.random.default_rng(r * c).standard_normal((r, c)) * 100).astype(dt))
                got = cuprim.transpose(x)
                self.assertIsInstance(got, cupy.ndarray)
                self.assertTrue(bool(cupy.array_equal(got, x.T)), (dt, r, c))
        big = cupy.arange(300 * 400, dtype=cupy.float32).reshape(300, 400)
        sub = big[10:290, 20:377]
        self.assertTrue(bool(cupy.array_equal(cuprim.transpose(sub), sub.T)))

    def test_stencil_against_cupy(self):
        x = cupy.random.standard_normal(100000)
        c = np.array([0.8, -0.2, 0.038, -0.0035])
        got = cuprim.stencil1d(x, c, boundary="periodic")
        want = sum(c[k - 1] * (cupy.roll(x, -k) - cupy.roll(x, k)) for k in range(1, 5))
        self.assertLess(float(cupy.abs(got - want).max()), 1e-12)

    def test_count_and_bitpack_against_cupy(self):
        rng = np.random.default_rng(5)
        for dt in (np.int32, np.uint64, np.float32, np.float64):
            for n in (0, 1, 33, 1000, (1 << 21) + 7):
                hx = rng.integers(0, 10, size=n).astype(dt)
                if np.issubdtype(dt, np.floating):
                    hx[rng.random(n) < 0.1] = np.nan
                x = cupy.asarray(hx)
                for cmp, f in (("lt", cupy.less), ("eq", cupy.equal), ("ne", cupy.not_equal)):
                    want = f(x, dt(5))
                    self.assertEqual(cuprim.count_if(x, cmp, 5), int(want.sum()), (dt, n, cmp))
                    bits = cuprim.bitpack(x, cmp, 5)
                    self.assertIsInstance(bits, cupy.ndarray)
                    packed = cupy.packbits(want, bitorder="little")
                    packed = cupy.concatenate([packed, cupy.zeros((-packed.size) % 4, cupy.uint8)])
                    self.assertTrue(bool(cupy.array_equal(bits, packed.view(cupy.uint32))), (dt, n, cmp))

    def test_histogram_against_cupy(self):
        rng = np.random.default_rng(9)
        for n in (0, 1, 1000, (1 << 22) + 3):
            x = cupy.asarray(rng.integers(0, 256, size=n, dtype=np.uint8))
            got = cuprim.histogram(x, 256, 0, 256)
            self.assertIsInstance(got, cupy.ndarray)
            want = cupy.bincount(x.astype(cupy.int64), minlength=256)
            self.assertTrue(bool(cupy.array_equal(got.astype(cupy.int64), want)), n)
        f = cupy.asarray((rng.random(100003) * 80 - 8).astype(np.float32))
        got = cuprim.histogram(f, 64, 0.0, 64.0)
        inside = f[(f >= 0) & (f < 64)]
        want = cupy.bincount(cupy.floor(inside).astype(cupy.int64), minlength=64)
        self.assertTrue(bool(cupy.array_equal(got.astype(cupy.int64), want)))

    def test_sort_against_cupy(self):
        """Integers against CuPy's stable argsort; floats (no -0, no NaN: CuPy's order there is not
        cuprim's) too; argsort's indices exactly, descending as the reverse order, stable."""
        rng = np.random.default_rng(4)
        for dt in (np.uint8, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float32, np.float64):
            for n in (1, 4096, 4097, (1 << 20) + 3):
                if np.issubdtype(dt, np.integer):
                    info = np.iinfo(dt)
                    hx = rng.integers(info.min, info.max, size=n, dtype=dt, endpoint=True)
                    hx[::3] = hx[0]  # ties: stability shows
                else:
                    hx = (rng.standard_normal(n) * 1000).astype(dt)
                    hx[::3] = hx[0]
                x = cupy.asarray(hx)
                want = np.argsort(hx, kind="stable")
                self.assertTrue(bool(cupy.array_equal(cuprim.sort(x), cupy.asarray(hx[want]))), (dt, n))
                self.assertTrue(np.array_equal(cuprim.argsort(x).get(), want), (dt, n))
                # descending, stable: groups of equal keys in reverse order, each in input order
                order = hx[want]
                group = np.zeros(n, np.int64)
                group[np.flatnonzero(order[1:] != order[:-1]) + 1] = 1
                rank = np.empty(n, np.int64)
                rank[want] = np.cumsum(group)
                down = np.lexsort((np.arange(n), -rank))
                self.assertTrue(np.array_equal(cuprim.argsort(x, descending=True).get(), down), (dt, n))
    def test_scan_and_select_against_cupy(self):
        rng = np.random.default_rng(7)
        cpu = cuprim.Handle("cpu")
        for dt in (np.int32, np.uint64, np.float32, np.float64):
            for n in (0, 1, 33, 4097, (1 << 21) + 7):
                hx = rng.integers(-2, 3, size=n).astype(dt)  # float sums exact in any order
                x = cupy.asarray(hx)
                got = cuprim.cumsum(x)
                self.assertIsInstance(got, cupy.ndarray)
                self.assertTrue(bool(cupy.array_equal(got, cupy.cumsum(x, dtype=dt))), (dt, n))
                # NumPy's on the host copy: CuPy has no maximum.accumulate (NotImplementedError)
                self.assertTrue(np.array_equal(cuprim.scan(x, "max").get(), np.maximum.accumulate(hx)), (dt, n))
                kept = cuprim.select(x, "gt", 0)
                self.assertTrue(bool(cupy.array_equal(kept, x[x > 0])), (dt, n))
                out, count = cuprim.partition(x, "gt", 0)
                self.assertEqual(count, int((hx > 0).sum()))
                self.assertTrue(bool(cupy.array_equal(out, cupy.concatenate([x[x > 0], x[x <= 0]]))), (dt, n))
            # full-range floats: the GPU's sums are the CPU backend's, bit for bit
            if dt in (np.float32, np.float64):
                hf = rng.standard_normal(1 << 20).astype(dt)
                self.assertTrue(np.array_equal(cuprim.scan(cupy.asarray(hf), "sum", "exclusive").get(),
                                               cpu.scan(hf, "sum", "exclusive")), dt)

    def test_dlpack_only_input(self):
        x = cupy.arange(1 << 20, dtype=cupy.int64)
        self.assertEqual(cuprim.reduce(DLPackOnly(x)), (1 << 20) * ((1 << 20) - 1) // 2)
        self.assertEqual(cuprim.count_if(DLPackOnly(x), "lt", 1000), 1000)
        m = cupy.arange(300 * 200, dtype=cupy.float32).reshape(300, 200)
        t = cuprim.transpose(DLPackOnly(m))
        self.assertTrue(bool(cupy.array_equal(t, m.T)))
        with self.assertRaises(cuprim.Error):
            cuprim.Handle("cpu").reduce(DLPackOnly(x))

    def test_on_the_arrays_stream(self):
        s = cupy.cuda.Stream(non_blocking=True)
        with s:
            x = cupy.arange(1 << 20, dtype=cupy.int64)
            self.assertEqual(cuprim.reduce(x), (1 << 20) * ((1 << 20) - 1) // 2)
            t = cuprim.transpose(x.reshape(1024, 1024))
            s.synchronize()
        self.assertTrue(bool(cupy.array_equal(t, x.reshape(1024, 1024).T)))

    def test_numpy_on_cuda_handle_is_an_error(self):
        with self.assertRaises(cuprim.InvalidType):  # a TypeError
            self.h.reduce(np.zeros(3))

    def test_timing_against_cupy(self):
        x = cupy.random.standard_normal(1 << 26, dtype=cupy.float32)
        ours = gpu_time_ms(lambda: cuprim.reduce(x, handle=self.h))
        theirs = gpu_time_ms(lambda: cupy.sum(x).item())
        ours_s = gpu_time_ms(lambda: cuprim.cumsum(x, handle=self.h))
        theirs_s = gpu_time_ms(lambda: cupy.cumsum(x))
        m = cupy.random.standard_normal((8192, 8192), dtype=cupy.float32)
        ours_t = gpu_time_ms(lambda: cuprim.transpose(m, handle=self.h))
        theirs_t = gpu_time_ms(lambda: cupy.ascontiguousarray(m.T))
        gb = x.nbytes / 1e9
        print("\nreduce sum f32 2^26:  cuprim %.3f ms (%.0f GB/s)  cupy.sum %.3f ms (%.0f GB/s)  "
              "cuprim/cupy time ratio %.2f" % (ours, gb / ours * 1e3, theirs, gb / theirs * 1e3, ours / theirs))
        gb = 2 * x.nbytes / 1e9
        print("cumsum f32 2^26:      cuprim %.3f ms (%.0f GB/s)  cupy.cumsum %.3f ms (%.0f GB/s)  "
              "cuprim/cupy time ratio %.2f" % (ours_s, gb / ours_s * 1e3, theirs_s, gb / theirs_s * 1e3, ours_s / theirs_s))
        gb = 2 * m.nbytes / 1e9
        print("transpose f32 8192^2: cuprim %.3f ms (%.0f GB/s)  cupy.ascontiguousarray(m.T) %.3f ms "
              "(%.0f GB/s)  cuprim/cupy time ratio %.2f"
              % (ours_t, gb / ours_t * 1e3, theirs_t, gb / theirs_t * 1e3, ours_t / theirs_t))


@unittest.skipUnless(HAVE_TORCH, "PyTorch with CUDA is needed")
class WithTorch(unittest.TestCase):
    def test_torch_arrays(self):
        x = torch.arange(12, dtype=torch.float32, device="cuda").reshape(3, 4)
        self.assertEqual(float(cuprim.reduce(x)), 66.0)
        t = cuprim.transpose(x)
        self.assertIsInstance(t, torch.Tensor)
        self.assertTrue(torch.equal(t, x.T))
        c = cuprim.cumsum(torch.arange(5, dtype=torch.int64, device="cuda"))
        self.assertIsInstance(c, torch.Tensor)
        self.assertEqual(c.cpu().tolist(), [0, 1, 3, 6, 10])
        self.assertEqual(cuprim.select(torch.arange(10, dtype=torch.float32, device="cuda"), "ge", 7).cpu().tolist(),
                         [7, 8, 9])
        y = cuprim.stencil1d(torch.arange(8, dtype=torch.float64, device="cuda"), [0.5])
        self.assertIsInstance(y, torch.Tensor)
        self.assertEqual(y.cpu().tolist(), [0.5, 1, 1, 1, 1, 1, 1, 0.5])


@unittest.skipUnless(HAVE_JAX, "JAX with a GPU is needed")
class WithJax(unittest.TestCase):
    def test_jax_arrays(self):
        # JAX arrays come in through __cuda_array_interface__ (no stream named), freshly computed
        x = jnp.arange(1 << 16, dtype=jnp.int32)
        self.assertEqual(int(cuprim.reduce(x)), (1 << 16) * ((1 << 16) - 1) // 2)
        self.assertEqual(cuprim.count_if(x, "ge", 100), (1 << 16) - 100)
        c = cuprim.cumsum(jnp.arange(6, dtype=jnp.int32))
        self.assertEqual(np.asarray(c.get() if hasattr(c, "get") else c.cpu()).tolist(), [0, 1, 3, 6, 10, 15])
        m = jnp.arange(12, dtype=jnp.float32).reshape(3, 4)
        t = cuprim.transpose(m)
        self.assertTrue(np.array_equal(np.asarray(t.get() if hasattr(t, "get") else t.cpu()), np.asarray(m).T))


if __name__ == "__main__":
    unittest.main(verbosity=2)
