"""cuprim on NumPy arrays (CPU backend), checked against NumPy and the definitions in cuprim.h."""
import unittest

import numpy as np

import cuprim

DTYPES = [np.int32, np.uint32, np.int64, np.uint64, np.float32, np.float64]


def stencil_ref(x, c, form, boundary):
    """Direct evaluation of cuprim.h's definition, in float64."""
    n = len(x)
    x = x.astype(np.float64)
    c = np.asarray(c, np.float64)

    def at(j):
        if 0 <= j < n:
            return x[j]
        if boundary == "clamp":
            return x[0] if j < 0 else x[n - 1]
        if boundary == "zero":
            return 0.0
        return x[j % n]

    out = np.empty(n)
    for i in range(n):
        if form == "antisymmetric":
            out[i] = sum(c[k - 1] * (at(i + k) - at(i - k)) for k in range(1, len(c) + 1))
        else:
            out[i] = c[0] * x[i] + sum(c[k] * (at(i + k) + at(i - k)) for k in range(1, len(c)))
    return out


class Reduce(unittest.TestCase):
    def test_every_dtype_and_op(self):
        rng = np.random.default_rng(1)
        for dt in DTYPES:
            for n in (1, 7, 1000, 100003):
                if np.issubdtype(dt, np.integer):
                    info = np.iinfo(dt)
                    # full range: integer sums wrap around, as NumPy's sum in the same dtype
                    x = rng.integers(info.min, info.max, size=n, dtype=dt, endpoint=True)
                else:
                    x = rng.standard_normal(n).astype(dt)
                for op, ref in (("sum", np.sum), ("min", np.min), ("max", np.max)):
                    got = cuprim.reduce(x, op)
                    self.assertEqual(np.asarray(got).dtype, np.dtype(dt))
                    want = ref(x, dtype=dt) if op == "sum" else ref(x)
                    if np.issubdtype(dt, np.integer) or op != "sum":
                        self.assertEqual(got, want, (dt, n, op))
                    else:
                        tol = (1e-4 if dt == np.float32 else 1e-12) * np.sum(np.abs(x), dtype=np.float64)
                        self.assertLessEqual(abs(float(got) - float(want)), tol + 1e-30, (dt, n, op))

    def test_strided_and_2d(self):
        x = np.arange(100, dtype=np.int64).reshape(10, 10)
        self.assertEqual(cuprim.reduce(x), 4950)
        self.assertEqual(cuprim.reduce(x[:, ::3], "max"), 99)

    def test_errors(self):
        with self.assertRaises(cuprim.Error) as e:
            cuprim.reduce(np.zeros(3), "prod")
        self.assertEqual(e.exception.name, "INVALID_VALUE")
        with self.assertRaises(cuprim.Error) as e:
            cuprim.reduce(np.zeros(0, np.int32), "min")
        self.assertEqual(e.exception.status, 1)
        self.assertIn("zero elements", e.exception.message)
        self.assertEqual(cuprim.reduce(np.zeros(0, np.int32), "sum"), 0)
        with self.assertRaises(cuprim.Error):
            cuprim.reduce(np.zeros(3, np.int16))


class Transpose(unittest.TestCase):
    def test_shapes_and_sizes(self):
        rng = np.random.default_rng(2)
        shapes = [(1, 1), (1, 37), (37, 1), (3, 5), (64, 64), (129, 65), (31, 1000)]
        shapes += [tuple(rng.integers(1, 300, 2)) for _ in range(10)]
        for dt in (np.uint8, np.int16, np.float32, np.float64, np.complex128):
            for r, c in shapes:
                x = (rng.standard_normal((r, c)) * 100).astype(dt)
                got = cuprim.transpose(x)
                self.assertEqual(got.shape, (c, r))
                self.assertEqual(got.dtype, np.dtype(dt))
                self.assertTrue(np.array_equal(got, x.T), (dt, r, c))

    def test_strided_rows(self):
        big = np.arange(50 * 70, dtype=np.float32).reshape(50, 70)
        sub = big[5:45, 10:33]  # rows strided by 70: passed as ld_in, no copy
        self.assertTrue(np.array_equal(cuprim.transpose(sub), sub.T))
        other = big[::2, ::3]   # not contiguous along the last axis: copied first
        self.assertTrue(np.array_equal(cuprim.transpose(other), other.T))

    def test_errors(self):
        with self.assertRaises(cuprim.Error):
            cuprim.transpose(np.zeros(5))
        with self.assertRaises(cuprim.Error):
            cuprim.transpose(np.zeros((2, 2), dtype="V3"))


class Stencil(unittest.TestCase):
    def test_against_definition(self):
        rng = np.random.default_rng(3)
        for dt, tol in ((np.float32, 1e-5), (np.float64, 1e-13)):
            for form in ("antisymmetric", "symmetric"):
                for boundary in ("clamp", "zero", "periodic"):
                    for n, ncoef in ((1, 1), (3, 4), (50, 2), (1000, 8), (257, 16)):
                        if form == "symmetric":
                            ncoef = min(ncoef + 1, 17)
                        x = rng.standard_normal(n).astype(dt)
                        c = rng.standard_normal(ncoef).astype(dt)
                        got = cuprim.stencil1d(x, c, form=form, boundary=boundary)
                        self.assertEqual(got.dtype, np.dtype(dt))
                        want = stencil_ref(x, c, form, boundary)
                        scale = np.abs(c).sum() * (np.abs(x).max() + 1)
                        err = np.abs(got.astype(np.float64) - want).max()
                        self.assertLessEqual(err, tol * scale, (dt, form, boundary, n, ncoef))

    def test_errors(self):
        x = np.zeros(10)
        with self.assertRaises(cuprim.Error):
            cuprim.stencil1d(x, [1.0], boundary="reflect")
        with self.assertRaises(cuprim.Error):
            cuprim.stencil1d(x, [1.0], form="skew")
        with self.assertRaises(cuprim.Error) as e:
            cuprim.stencil1d(x, np.ones(17))  # radius 17 > 16: the library refuses
        self.assertEqual(e.exception.name, "INVALID_VALUE")
        with self.assertRaises(cuprim.Error):
            cuprim.stencil1d(np.zeros(10, np.int32), [1])


def cmp_ref(x, cmp, v):
    return {"lt": x < v, "le": x <= v, "gt": x > v, "ge": x >= v, "eq": x == v, "ne": x != v}[cmp]


class CountAndBitpack(unittest.TestCase):
    def test_every_dtype_and_cmp(self):
        rng = np.random.default_rng(4)
        for dt in DTYPES:
            for n in (0, 1, 31, 32, 33, 1000, 100003):
                if np.issubdtype(dt, np.integer):
                    x = rng.integers(0, 10, size=n).astype(dt)
                    v = 5
                else:
                    x = rng.integers(0, 10, size=n).astype(dt)
                    x[rng.random(n) < 0.1] = np.nan
                    v = 5.0
                for cmp in ("lt", "le", "gt", "ge", "eq", "ne"):
                    want = cmp_ref(x, cmp, dt(v))
                    self.assertEqual(cuprim.count_if(x, cmp, v), int(want.sum()), (dt, n, cmp))
                    bits = cuprim.bitpack(x, cmp, v)
                    self.assertEqual(bits.dtype, np.dtype(np.uint32))
                    self.assertEqual(bits.shape, ((n + 31) // 32,))
                    packed = np.packbits(want, bitorder="little")
                    packed = np.concatenate([packed, np.zeros((-len(packed)) % 4, np.uint8)])
                    self.assertTrue(np.array_equal(bits, packed.view("<u4")), (dt, n, cmp))

    def test_errors(self):
        with self.assertRaises(cuprim.Error):
            cuprim.count_if(np.zeros(3), "lte", 0)
        with self.assertRaises(cuprim.Error):
            cuprim.bitpack(np.zeros(3, np.int8), "lt", 0)


class DLPack(unittest.TestCase):
    """An object that offers only the DLPack protocol is read through it."""

    class Only:
        def __init__(self, a):
            self.a = a

        def __dlpack__(self, stream=None):
            return self.a.__dlpack__()

        def __dlpack_device__(self):
            return self.a.__dlpack_device__()

    def test_numpy_through_dlpack(self):
        x = np.arange(1000, dtype=np.int64)
        self.assertEqual(cuprim.reduce(self.Only(x)), 499500)
        self.assertEqual(cuprim.count_if(self.Only(x), "ge", 990), 10)
        m = np.arange(12, dtype=np.float32).reshape(3, 4)
        self.assertTrue(np.array_equal(cuprim.transpose(self.Only(m)), m.T))


class Histogram(unittest.TestCase):
    def test_even_integers_exact(self):
        rng = np.random.default_rng(6)
        cases = [(np.uint8, 256, 0, 256), (np.uint8, 7, 3, 250), (np.uint16, 4096, 0, 65536),
                 (np.int32, 1000, -(1 << 31), 1 << 31), (np.int32, 3, -5, 7), (np.uint32, 17, 10, 1 << 32)]
        for dt, bins, lo, hi in cases:
            info = np.iinfo(dt)
            for n in (0, 1, 1000, 100003):
                x = rng.integers(info.min, info.max, size=n, dtype=dt, endpoint=True)
                x[: min(n, 4)] = np.clip([lo, hi - 1, lo - 1, hi], info.min, info.max)[: min(n, 4)]
                got = cuprim.histogram(x, bins, lo, hi)
                self.assertEqual(got.dtype, np.dtype(np.uint64))
                want = np.zeros(bins, np.int64)
                for v in x.tolist():  # Python integers: exact
                    if lo <= v < hi:
                        want[(v - lo) * bins // (hi - lo)] += 1
                self.assertTrue(np.array_equal(got, want), (dt, bins, lo, hi, n))

    def test_even_floats_unit_bins_and_edges(self):
        rng = np.random.default_rng(7)
        for dt in (np.float32, np.float64):
            x = (rng.random(50000) * 80 - 8).astype(dt)
            x[:6] = [0, 64, np.nextafter(dt(64), dt(0)), -0.0, np.nan, np.inf]
            got = cuprim.histogram(x, 64, 0.0, 64.0)  # unit bins: the bin is floor(x), exactly
            inside = x[(x >= 0) & (x < 64)]
            want = np.bincount(np.floor(inside).astype(np.int64), minlength=64)
            self.assertTrue(np.array_equal(got, want), dt)

    def test_range(self):
        rng = np.random.default_rng(8)
        edges = np.array([-np.inf, -1.0, -0.25, 0.0, 0.5, 3.0])
        for dt in (np.float32, np.float64):
            x = rng.standard_normal(30001).astype(dt)
            x[:3] = [3.0, -1.0, np.nan]
            got = cuprim.histogram(x, edges=edges)
            ok = ~np.isnan(x) & (x < edges[-1])
            want = np.bincount(np.searchsorted(edges, x[ok].astype(np.float64), side="right") - 1, minlength=5)
            self.assertTrue(np.array_equal(got, want), dt)

    def test_errors(self):
        with self.assertRaises(cuprim.Error):
            cuprim.histogram(np.zeros(3, np.float32), 0, 0.0, 1.0)
        with self.assertRaises(cuprim.Error):
            cuprim.histogram(np.zeros(3, np.float32), 4, 1.0, 1.0)
        with self.assertRaises(cuprim.Error):
            cuprim.histogram(np.zeros(3, np.float32), edges=[0.0, 2.0, 1.0])
        with self.assertRaises(cuprim.Error):
            cuprim.histogram(np.zeros(3, np.int64), 4, 0, 4)
        with self.assertRaises(cuprim.Error):
            cuprim.histogram(np.zeros(3, np.float32))


def order_key(x):
    """cuprim.h's sort order as unsigned integers, written with NumPy: floats by class (NaN last
    and equal, a set sign bit below every clear one), signed integers offset by their minimum."""
    x = np.ascontiguousarray(x).ravel()
    if x.dtype.kind == "f":
        u = np.dtype("u%d" % x.itemsize)
        bits = x.view(u)
        sign = u.type(1) << u.type(8 * x.itemsize - 1)
        o = np.where(bits & sign, ~bits, bits | sign).astype(u)
        return np.where(np.isnan(x), np.iinfo(u).max, o).astype(u)
    if x.dtype.kind == "i":
        u = np.dtype("u%d" % x.itemsize)
        return (x.view(u) ^ (u.type(1) << u.type(8 * x.itemsize - 1))).astype(u)
    return x


def special_keys(dt, n, rng):
    """n keys of dt: random bits, a third from special values (floats: -0, +0, infinities,
    NaNs of both signs and two payloads, denormals), a third from 5 values (ties)."""
    u = np.dtype("u%d" % np.dtype(dt).itemsize)
    x = rng.integers(0, np.iinfo(u).max, size=n, dtype=u, endpoint=True)
    if np.dtype(dt).kind == "f":
        sp = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, 1.0, -1.0], dt).view(u)
        payload = np.array([np.iinfo(u).max, (np.iinfo(u).max >> 1) - 3], u)  # -NaN and +NaN, odd payloads
        sp = np.concatenate([sp, payload, np.array([1, np.iinfo(u).max >> 1 ^ (np.iinfo(u).max >> 2)], u)])
    else:
        sp = np.array([0, 1, np.iinfo(u).max, np.iinfo(u).max >> 1, (np.iinfo(u).max >> 1) + 1], u)
    pick = rng.integers(0, 3, size=n)
    x[pick == 0] = sp[rng.integers(0, len(sp), size=int((pick == 0).sum()))]
    pool = x[rng.integers(0, n, size=5)] if n else x
    x[pick == 1] = pool[rng.integers(0, len(pool), size=int((pick == 1).sum()))] if n else x[pick == 1]
    return x.view(dt)


SORT_DTYPES = [np.uint8, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float32, np.float64]


class Sort(unittest.TestCase):
    def bits(self, a):
        a = np.ascontiguousarray(a)
        return a.view("u%d" % a.itemsize)

    def test_every_dtype_both_orders(self):
        rng = np.random.default_rng(5)
        for dt in SORT_DTYPES:
            for n in (1, 2, 33, 4097, 70001):
                x = special_keys(dt, n, rng)
                o = order_key(x)
                top = np.iinfo(o.dtype).max
                for desc in (False, True):
                    want = np.argsort(top - o if desc else o, kind="stable")
                    got = cuprim.sort(x, descending=desc)
                    self.assertEqual(got.dtype, np.dtype(dt))
                    self.assertTrue(np.array_equal(self.bits(got), self.bits(x[want])), (dt, n, desc))
                    idx = cuprim.argsort(x, descending=desc)
                    self.assertEqual(idx.dtype, np.dtype(np.int64))
                    self.assertTrue(np.array_equal(idx, want), (dt, n, desc))

    def test_bit_range_and_2d(self):
        rng = np.random.default_rng(6)
        x = rng.integers(0, 2**32, size=(100, 37), dtype=np.uint32)
        flat = x.ravel()
        for begin, end in ((0, 0), (4, 8), (12, 31), (31, 32), (7, 7)):
            e = 32 if end == 0 else end
            key = (flat >> np.uint32(begin)) & np.uint32((1 << (e - begin)) - 1) if e > begin else np.zeros_like(flat)
            want = np.argsort(key, kind="stable")
            self.assertTrue(np.array_equal(cuprim.sort(x, begin_bit=begin, end_bit=end), flat[want]), (begin, end))
            self.assertTrue(np.array_equal(cuprim.argsort(x, begin_bit=begin, end_bit=end), want), (begin, end))

    def test_float_order_by_hand(self):
        x = np.array([np.nan, -0.0, 0.0, -np.inf, 1.0, -1.0, np.inf, 5e-324], np.float64)
        got = cuprim.sort(x)
        self.assertEqual(list(self.bits(got[:7])), list(self.bits(np.array(
            [-np.inf, -1.0, -0.0, 0.0, 5e-324, 1.0, np.inf]))))
        self.assertTrue(np.isnan(got[7]))
        self.assertEqual(list(cuprim.argsort(x, descending=True)), [0, 6, 4, 7, 2, 1, 5, 3])

    def test_refusals(self):
        with self.assertRaises(cuprim.Error) as e:
            cuprim.sort(np.zeros(4, np.int16))
        self.assertEqual(e.exception.status, 1)
        with self.assertRaises(cuprim.Error) as e:
            cuprim.sort(np.zeros(4, np.uint32), begin_bit=5, end_bit=40)
        self.assertEqual(e.exception.name, "INVALID_VALUE")
        self.assertEqual(len(cuprim.sort(np.zeros(0, np.float32))), 0)
class ScanAndSelect(unittest.TestCase):
    def test_scan_every_dtype_op_and_kind(self):
        rng = np.random.default_rng(3)
        for dt in DTYPES:
            for n in (1, 33, 4097, 300007):
                if np.issubdtype(dt, np.integer):
                    info = np.iinfo(dt)
                    x = rng.integers(info.min, info.max, size=n, dtype=dt, endpoint=True)
                else:  # small integers: every float sum exact, in any order
                    x = rng.integers(-2, 3, size=n).astype(dt)
                for op, acc in (("sum", np.add), ("min", np.minimum), ("max", np.maximum)):
                    inc = acc.accumulate(x, dtype=dt)  # integer sums wrap in the dtype, as cup_scan's
                    first = {"sum": dt(0), "min": np.iinfo(dt).max if np.issubdtype(dt, np.integer) else dt(np.inf),
                             "max": np.iinfo(dt).min if np.issubdtype(dt, np.integer) else dt(-np.inf)}[op]
                    exc = np.concatenate([np.array([first], dt), inc[:-1]])
                    self.assertTrue(np.array_equal(cuprim.scan(x, op), inc), (dt, n, op))
                    got = cuprim.scan(x, op, "exclusive")
                    self.assertEqual(got.dtype, np.dtype(dt))
                    self.assertTrue(np.array_equal(got, exc), (dt, n, op, "exclusive"))
        self.assertTrue(np.array_equal(cuprim.cumsum(np.arange(10, dtype=np.int64).reshape(2, 5)),
                                       np.cumsum(np.arange(10))))

    def test_scan_float_bits_repeat_and_nan(self):
        x = np.random.default_rng(4).standard_normal(1 << 20).astype(np.float32)
        a, b = cuprim.cumsum(x), cuprim.scan(x, handle=cuprim.Handle("cpu"))
        self.assertTrue(np.array_equal(a.view(np.uint32), b.view(np.uint32)))
        self.assertLessEqual(float(np.max(np.abs(a - np.cumsum(x, dtype=np.float64)))), 1e-2)
        y = np.array([np.nan, 3, np.nan, 1, 2], np.float64)
        self.assertEqual(cuprim.scan(y, "min").tolist(), [np.inf, 3, 3, 1, 1])
        self.assertEqual(cuprim.scan(y, "max", "exclusive").tolist(), [-np.inf, -np.inf, 3, 3, 3])

    def test_select_and_partition(self):
        rng = np.random.default_rng(5)
        for dt in DTYPES:
            x = rng.integers(0, 100, size=100003).astype(dt)
            if not np.issubdtype(dt, np.integer):
                x[::7] = np.nan
            for cmp, keep in (("lt", lambda a: a < 50), ("ge", lambda a: a >= 50), ("ne", lambda a: a != 50)):
                mask = keep(x)
                self.assertTrue(np.array_equal(cuprim.select(x, cmp, 50), x[mask], equal_nan=True), (dt, cmp))
                out, count = cuprim.partition(x, cmp, 50)
                self.assertEqual(count, int(mask.sum()))
                self.assertTrue(np.array_equal(out, np.concatenate([x[mask], x[~mask]]), equal_nan=True), (dt, cmp))
        self.assertEqual(cuprim.select(np.zeros(0, np.int32), "lt", 1).size, 0)

    def test_errors(self):
        with self.assertRaises(cuprim.Error):
            cuprim.scan(np.zeros(3, np.float32), "mul")
        with self.assertRaises(cuprim.Error):
            cuprim.scan(np.zeros(3, np.float32), "sum", "prefix")
        with self.assertRaises(cuprim.Error):
            cuprim.scan(np.zeros(3, np.uint8))
        with self.assertRaises(cuprim.Error):
            cuprim.select(np.zeros(3, np.float32), "<", 1)


class Conversions(unittest.TestCase):
    """A value that does not convert exactly to an integer array's dtype is refused, never
    truncated; Python lists become a dtype the call takes."""

    def test_count_value_exact_or_refused(self):
        rng = np.random.default_rng(9)
        x = rng.integers(-1000, 1000, size=100003).astype(np.int32)
        for fn in (cuprim.count_if, cuprim.bitpack):
            for bad in (0.5, -0.5, 2 ** 31, -2 ** 31 - 1, float("nan"), float("inf"), np.float64(1e10)):
                with self.assertRaises(ValueError, msg=(fn, bad)):
                    fn(x, "lt", bad)
            with self.assertRaises(TypeError):
                fn(x, "lt", "5")
            with self.assertRaises(TypeError):
                fn(x, "lt", None)
        for cmp in ("lt", "le", "gt", "ge", "eq", "ne"):
            # an integral float, a NumPy scalar, a 0-d array and the extremes convert exactly
            for v in (7.0, np.int64(-3), np.array(12), np.float32(0.0), 2 ** 31 - 1, -2 ** 31):
                self.assertEqual(cuprim.count_if(x, cmp, v), int(cmp_ref(x, cmp, int(v)).sum()), (cmp, v))
        u = rng.integers(0, 2 ** 32, size=1000, dtype=np.uint64).astype(np.uint32)
        with self.assertRaises(ValueError):
            cuprim.count_if(u, "lt", -1)
        self.assertEqual(cuprim.count_if(u, "le", 2 ** 32 - 1), 1000)
        big = np.array([2 ** 63 - 1, -2 ** 63, 0], np.int64)
        self.assertEqual(cuprim.count_if(big, "eq", 2 ** 63 - 1), 1)
        with self.assertRaises(ValueError):
            cuprim.count_if(big, "lt", 2 ** 63)

    def test_float_value_rounds_as_numpy(self):
        rng = np.random.default_rng(10)
        x = rng.standard_normal(10000).astype(np.float32)
        x[:3] = [np.float32(0.1), np.nextafter(np.float32(0.1), np.float32(1)), np.nan]
        for cmp in ("lt", "le", "eq", "ne"):
            for v in (0.1, 1, -2 ** 40, float("inf"), float("nan")):
                self.assertEqual(cuprim.count_if(x, cmp, v), int(cmp_ref(x, cmp, np.float32(v)).sum()), (cmp, v))
        with self.assertRaises(ValueError):
            cuprim.count_if(x, "lt", 1e300)  # past float32: not silently an infinity
        with self.assertRaises(ValueError):
            cuprim.count_if(x, "lt", 10 ** 400)

    def test_python_lists(self):
        self.assertEqual(np.asarray(cuprim.reduce([0.5, 1.25, 2])).dtype, np.float64)
        self.assertEqual(cuprim.reduce([0.5, 1.25, 2]), 3.75)
        self.assertEqual(np.asarray(cuprim.reduce([1, 2, 3])).dtype, np.int64)
        self.assertEqual(cuprim.count_if([1, 5, 9], "gt", 4), 2)
        # histogram takes no int64: the integers become int32 (uint32, float64) when they fit
        self.assertEqual(cuprim.histogram([0, 1, 1, 3, -1], 4, 0, 4).tolist(), [1, 2, 0, 1])
        self.assertEqual(cuprim.histogram([0, 2 ** 32 - 1], 2, 0, 2 ** 32).tolist(), [1, 1])
        self.assertEqual(cuprim.histogram([0.5, 2.5], 4, 0, 4).tolist(), [1, 0, 1, 0])
        self.assertEqual(cuprim.sort([3, -1, 2]).tolist(), [-1, 2, 3])
        self.assertEqual(cuprim.sort([2 ** 64 - 1, 0]).dtype, np.uint64)
        self.assertTrue(np.array_equal(cuprim.stencil1d([1, 2, 3], [0.5]), cuprim.stencil1d(np.array([1.0, 2, 3]), [0.5])))
        with self.assertRaises(ValueError) as e:
            cuprim.histogram([-1, 2 ** 60], 4, 0, 4)
        self.assertIn("int32", str(e.exception))
        with self.assertRaises(TypeError):
            cuprim.reduce([True, False])
        with self.assertRaises(TypeError):
            cuprim.reduce(["a"])


class Errors(unittest.TestCase):
    """Refusals raise cuprim.Error subclasses that are also the ValueError / TypeError a NumPy
    user catches, and say what is wrong in the caller's terms."""

    def refused(self, kind, fn, *args, **kw):
        with self.assertRaises(kind) as e:
            fn(*args, **kw)
        self.assertIsInstance(e.exception, cuprim.Error)
        return e.exception

    def test_classes(self):
        for cls, base in ((cuprim.InvalidValue, ValueError), (cuprim.InvalidType, TypeError),
                          (cuprim.InvalidPointer, ValueError), (cuprim.NotSupported, NotImplementedError),
                          (cuprim.AllocFailed, MemoryError), (cuprim.BackendUnavailable, RuntimeError)):
            self.assertTrue(issubclass(cls, cuprim.Error) and issubclass(cls, base), cls)
        e = cuprim.InvalidValue("why")
        self.assertEqual((e.status, e.name, e.message, str(e)), (1, "INVALID_VALUE", "why", "INVALID_VALUE: why"))

    def test_values(self):
        f = np.zeros(5, np.float32)
        e = self.refused(ValueError, cuprim.reduce, f, "prod")
        self.assertIn("unknown op", e.message)
        e = self.refused(ValueError, cuprim.reduce, np.zeros(0, np.int32), "min")  # the library's refusal
        self.assertEqual(e.name, "INVALID_VALUE")
        self.refused(ValueError, cuprim.count_if, f, "lte", 0)
        e = self.refused(ValueError, cuprim.histogram, f, 0, 0.0, 1.0)
        self.assertIn("bins must be >= 1", e.message)
        self.assertNotIn("NULL", e.message)
        self.refused(ValueError, cuprim.histogram, f, -3, 0.0, 1.0)
        self.refused(ValueError, cuprim.histogram, f, 4, 1.0, 1.0)
        self.refused(ValueError, cuprim.histogram, f, 4, 0.0, float("nan"))
        e = self.refused(ValueError, cuprim.histogram, f, edges=[1.0])
        self.assertIn("at least 2", e.message)
        self.refused(ValueError, cuprim.histogram, f, edges=[0.0, 2.0, 1.0])
        self.refused(ValueError, cuprim.histogram, f)
        self.refused(ValueError, cuprim.sort, np.zeros(4, np.uint32), begin_bit=5, end_bit=40)
        self.refused(ValueError, cuprim.transpose, f)
        self.refused(ValueError, cuprim.stencil1d, f, [])
        self.refused(ValueError, cuprim.stencil1d, f, np.ones(17))
        self.refused(ValueError, cuprim.stencil1d, f, [1.0], boundary="reflect")
        self.refused(ValueError, cuprim.Handle, "tpu")
        h = cuprim.Handle("cpu")
        h.close()
        self.refused(ValueError, h.reduce, f)

    def test_types(self):
        f = np.zeros(5, np.float32)
        e = self.refused(TypeError, cuprim.reduce, np.zeros(3, np.int16))
        self.assertIn("int16", e.message)
        self.assertIn("accepted: int32", e.message)
        self.refused(TypeError, cuprim.histogram, np.zeros(3, np.int64), 4, 0, 4)
        self.refused(TypeError, cuprim.histogram, f, 2.5, 0.0, 1.0)
        self.refused(TypeError, cuprim.histogram, f, 4, "0", 1.0)
        self.refused(TypeError, cuprim.histogram, np.zeros(3, np.int32), edges=[0.0, 1.0])
        self.refused(TypeError, cuprim.sort, np.zeros(4, np.int16))
        self.refused(TypeError, cuprim.sort, np.zeros(4, np.uint32), begin_bit=1.5)
        self.refused(TypeError, cuprim.bitpack, np.zeros(3, np.int8), "lt", 0)
        self.refused(TypeError, cuprim.stencil1d, np.zeros(10, np.int32), [1])
        self.refused(TypeError, cuprim.transpose, np.zeros((2, 2), dtype="V3"))


class InPlace(unittest.TestCase):
    """On the CPU backend NumPy arrays are lent to the library (cup_register_host), not copied,
    and taken back after each call; memory that cannot be lent falls back to a copy."""

    def test_lent_and_taken_back(self):
        rng = np.random.default_rng(11)
        x = rng.integers(-100, 100, size=100003).astype(np.int32)
        with cuprim.Handle("cpu") as h:
            lib = h._lib
            copies = []
            real = lib.cup_copy_to_backend
            lib.cup_copy_to_backend = lambda *a: copies.append(a[3]) or real(*a)
            try:
                self.assertEqual(h.reduce(x), x.sum(dtype=np.int32))
                self.assertEqual(h.count_if(x, "lt", 3), int((x < 3).sum()))
                self.assertTrue(np.array_equal(h.sort(x), np.sort(x, kind="stable")))
                self.assertEqual(copies, [], "NumPy input copied into cup_malloc memory")
            finally:
                lib.cup_copy_to_backend = real
            self.assertEqual(h._lent, {})
            # taken back: the caller may lend the same memory itself now, and cuprim, finding
            # it lent already, copies instead of failing
            self.assertEqual(lib.cup_register_host(h._h, x.ctypes.data, x.nbytes), 0)
            try:
                self.assertEqual(h.count_if(x, "ge", 0), int((x >= 0).sum()))
                self.assertEqual(h.count_if(x[:0], "ge", 0), 0)
            finally:
                self.assertEqual(lib.cup_unregister_host(h._h, x.ctypes.data), 0)


class Handles(unittest.TestCase):
    def test_context_manager(self):
        with cuprim.Handle("cpu") as h:
            self.assertEqual(h.backend, "cpu")
            self.assertEqual(h.reduce(np.arange(5, dtype=np.int32)), 10)
        with self.assertRaises(cuprim.Error):
            h.reduce(np.arange(5, dtype=np.int32))
        with self.assertRaises(cuprim.Error):
            cuprim.Handle("tpu")
        self.assertEqual(cuprim.reduce(np.arange(5, dtype=np.int32), handle=cuprim.Handle("cpu")), 10)


if __name__ == "__main__":
    unittest.main()
