"""ctypes binding of include/cuprim.h (the production calls)."""
import ctypes
import ctypes.util
import operator
import os
import threading

import numpy as np

_STATUS = ["SUCCESS", "INVALID_VALUE", "INVALID_POINTER", "NOT_SUPPORTED", "ALLOC_FAILED",
           "BACKEND_UNAVAILABLE", "EXECUTION_FAILED", "INTERNAL_ERROR"]
_BACKENDS = {"auto": 0, "cpu": 1, "cuda": 2}
_DTYPES = {np.dtype(np.int32): 0, np.dtype(np.uint32): 1, np.dtype(np.int64): 2,
           np.dtype(np.uint64): 3, np.dtype(np.float32): 4, np.dtype(np.float64): 5}
_OPAQUE = {1: 6, 2: 7, 4: 8, 8: 9, 16: 10}  # transpose: only the element size matters
# histogram samples: the numeric dtypes but 64-bit integers, and u8/u16
_SAMPLES = {np.dtype(np.uint8): 11, np.dtype(np.uint16): 12, np.dtype(np.int32): 0, np.dtype(np.uint32): 1,
            np.dtype(np.float32): 4, np.dtype(np.float64): 5}
# sort keys: every integer and float dtype of cuprim.h's sort
_KEYS = {np.dtype(np.uint8): 11, np.dtype(np.uint16): 12, np.dtype(np.int32): 0, np.dtype(np.uint32): 1,
         np.dtype(np.int64): 2, np.dtype(np.uint64): 3, np.dtype(np.float32): 4, np.dtype(np.float64): 5}
_FLOATS = (np.dtype(np.float32), np.dtype(np.float64))
# a Python list of integers becomes the first of these that the call takes and that holds every
# value, else float64 where it holds them exactly
_INT_PREFERENCE = [np.dtype(t) for t in (np.int64, np.int32, np.uint64, np.uint32, np.uint16, np.uint8)]
_OPS = {"sum": 0, "min": 1, "max": 2}
_FORMS = {"antisymmetric": 0, "symmetric": 1}
_BOUNDARIES = {"clamp": 0, "zero": 1, "periodic": 2}
_CMPS = {"lt": 0, "le": 1, "gt": 2, "ge": 3, "eq": 4, "ne": 5}
_KINDS = {"inclusive": 0, "exclusive": 1}


# ---- DLPack (legacy "dltensor" capsules; dlpack.h's structs, read through ctypes) -----------
class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


_DL_CPU, _DL_CUDA, _DL_CUDA_HOST, _DL_CUDA_MANAGED = 1, 2, 3, 13
_DL_KINDS = {0: "i", 1: "u", 2: "f", 5: "c"}
_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def _dlpack_device(x):
    """(device type, id) of an object speaking DLPack, or None."""
    f = getattr(x, "__dlpack_device__", None)
    if f is None or not hasattr(x, "__dlpack__"):
        return None
    t, i = f()
    return int(t), int(i)


def _is_gpu_array(x):
    if hasattr(x, "__cuda_array_interface__"):
        return True
    d = _dlpack_device(x)
    return d is not None and d[0] in (_DL_CUDA, _DL_CUDA_MANAGED)


def _dlpack_view(x, stream):
    """(pointer, shape, strides in bytes, dtype, capsule) of a GPU object through __dlpack__.
    stream: the stream the work will run on (the producer orders its pending writes before
    it, as the protocol says); the capsule is returned to be held while the memory is used
    (it is not consumed, so its destructor releases the tensor)."""
    cap = x.__dlpack__(stream=1 if not stream else stream)
    t = _DLTensor.from_address(_capsule_pointer(cap, b"dltensor"))
    kind = _DL_KINDS.get(t.dtype.code)
    if kind is None or t.dtype.lanes != 1 or t.dtype.bits % 8:
        raise InvalidType("DLPack dtype (code %d, %d bits, %d lanes) has no NumPy equivalent"
                       % (t.dtype.code, t.dtype.bits, t.dtype.lanes))
    dt = np.dtype("%s%d" % (kind, t.dtype.bits // 8))
    shape = tuple(t.shape[i] for i in range(t.ndim))
    if t.strides:
        strides = tuple(t.strides[i] * dt.itemsize for i in range(t.ndim))
    else:
        strides = _c_strides(shape, dt.itemsize)
    return (t.data or 0) + t.byte_offset, shape, strides, dt, cap


class Error(Exception):
    """A failed cuprim call: .status (the cup_status number), .name ("INVALID_VALUE", ...) and
    .message (cup_last_error's text, or what the binding found wrong before calling).

    Raised as one of its subclasses, each also deriving from the Python exception a NumPy user
    expects: InvalidValue (ValueError), InvalidType (TypeError: a dtype or kind of array the call
    does not take), InvalidPointer (ValueError), NotSupported (NotImplementedError), AllocFailed
    (MemoryError), BackendUnavailable, ExecutionFailed and InternalError (RuntimeError).
    Error(status, message) or a subclass(message), whose status is its own."""
    status_code = 7  # INTERNAL_ERROR: Error(message) alone

    def __init__(self, *args):
        status, message = args if len(args) == 2 else (self.status_code, args[0])
        self.status = int(status)
        self.name = _STATUS[self.status] if 0 <= self.status < len(_STATUS) else str(status)
        self.message = message
        super().__init__("%s: %s" % (self.name, message))

    @staticmethod
    def from_status(status, message):
        """The subclass for a cup_status number (Error itself for an unknown one)."""
        return _BY_STATUS.get(int(status), Error)(status, message)


def _subclass(name, base, status, doc):
    return type(name, (Error, base), {"status_code": status, "__doc__": doc, "__module__": "cuprim"})


InvalidValue = _subclass("InvalidValue", ValueError, 1, "An argument's value is refused (INVALID_VALUE).")
InvalidType = _subclass("InvalidType", TypeError, 1, "A dtype or kind of array (or argument) the call does not take.")
InvalidPointer = _subclass("InvalidPointer", ValueError, 2, "Memory the backend cannot use where it was passed.")
NotSupported = _subclass("NotSupported", NotImplementedError, 3, "NOT_SUPPORTED: not on this backend or build.")
AllocFailed = _subclass("AllocFailed", MemoryError, 4, "ALLOC_FAILED: the backend's memory is exhausted.")
BackendUnavailable = _subclass("BackendUnavailable", RuntimeError, 5, "BACKEND_UNAVAILABLE: no such device.")
ExecutionFailed = _subclass("ExecutionFailed", RuntimeError, 6, "EXECUTION_FAILED: the device reported an error.")
InternalError = _subclass("InternalError", RuntimeError, 7, "INTERNAL_ERROR: a defect in cuprim.")
_BY_STATUS = {c.status_code: c for c in (InvalidValue, InvalidPointer, NotSupported, AllocFailed,
                                         BackendUnavailable, ExecutionFailed, InternalError)}


def _candidates():
    env = os.environ.get("CUPRIM_LIBRARY")
    if env:
        yield env
    here = os.path.dirname(os.path.abspath(__file__))
    yield os.path.join(here, "libcuprim.so")  # bundled by pip install / the wheel
    root = os.path.dirname(os.path.dirname(here))
    if os.path.exists(os.path.join(root, "include", "cuprim.h")):  # imported from a checkout
        yield os.path.join(root, "build", "libcuprim.so")
    found = ctypes.util.find_library("cuprim")
    if found:
        yield found


_lib = None
_lib_path = None
_lib_lock = threading.Lock()


def _load():
    global _lib, _lib_path
    with _lib_lock:
        if _lib is not None:
            return _lib
        tried = []
        for path in _candidates():
            if os.sep in path and not os.path.exists(path):
                tried.append(path + " (absent)")
                continue
            try:
                lib = ctypes.CDLL(path)
            except OSError as e:
                tried.append("%s (%s)" % (path, e))
                continue
            _declare(lib)
            _lib, _lib_path = lib, path
            return lib
        raise OSError("cuprim: libcuprim not found (pip install the package from the repository's python/ "
                      "to carry it, or set CUPRIM_LIBRARY to a built libcuprim.so). "
                      "Tried: " + "; ".join(tried))


def library_path():
    """The path of the libcuprim that was loaded (loads it if needed)."""
    _load()
    return _lib_path


def _declare(lib):
    P, S, I = ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int
    sig = {
        "cup_status_string": (ctypes.c_char_p, [I]),
        "cup_last_error": (ctypes.c_char_p, [P]),
        "cup_create": (I, [ctypes.POINTER(P), I]),
        "cup_destroy": (I, [P]),
        "cup_get_backend": (I, [P]),
        "cup_set_stream": (I, [P, P]),
        "cup_get_stream": (I, [P, ctypes.POINTER(P)]),
        "cup_sync": (I, [P]),
        "cup_malloc": (I, [P, ctypes.POINTER(P), S]),
        "cup_free": (I, [P, P]),
        "cup_copy_to_backend": (I, [P, P, P, S]),
        "cup_copy_to_host": (I, [P, P, P, S]),
        "cup_reduce_to_host": (I, [P, I, I, P, S, P]),
        "cup_transpose": (I, [P, I, S, S, P, S, P, S]),
        "cup_stencil1d": (I, [P, I, I, P, I, P, P, S, I]),
        "cup_count_if_to_host": (I, [P, I, P, S, I, P, P]),
        "cup_bitpack": (I, [P, I, P, S, I, P, P]),
        "cup_histogram_even": (I, [P, I, P, S, S, ctypes.c_double, ctypes.c_double, P]),
        "cup_histogram_even_to_host": (I, [P, I, P, S, S, ctypes.c_double, ctypes.c_double, P]),
        "cup_histogram_range": (I, [P, I, P, S, S, P, P]),
        "cup_histogram_range_to_host": (I, [P, I, P, S, S, P, P]),
        "cup_sort_keys": (I, [P, I, P, P, S, ctypes.c_uint, I, I]),
        "cup_sort_pairs": (I, [P, I, P, P, P, P, S, S, ctypes.c_uint, I, I]),
        "cup_scan": (I, [P, I, I, I, P, P, S]),
        "cup_select_if_to_host": (I, [P, I, P, S, I, P, P, P]),
        "cup_partition_if_to_host": (I, [P, I, P, S, I, P, P, P]),
        "cup_register_host": (I, [P, P, S]),
        "cup_unregister_host": (I, [P, P]),
    }
    for name, (res, args) in sig.items():
        f = getattr(lib, name, None)  # a library built before cup_register_host lacks it
        if f is not None:
            f.restype, f.argtypes = res, args


class Handle:
    """A cuprim handle (cup_create). backend: "auto" (CUDA when a GPU answers, else CPU), "cpu"
    or "cuda". Use as a context manager, or call close(). Not thread-safe: one per thread."""

    def __init__(self, backend="auto"):
        if backend not in _BACKENDS:
            raise InvalidValue("unknown backend %r (auto, cpu, cuda)" % (backend,))
        self._lib = _load()
        h = ctypes.c_void_p()
        st = self._lib.cup_create(ctypes.byref(h), _BACKENDS[backend])
        if st != 0:
            raise Error.from_status(st, (self._lib.cup_last_error(None) or b"").decode())
        self._h = h
        self.backend = {1: "cpu", 2: "cuda"}[self._lib.cup_get_backend(h)]
        # the CPU backend computes on NumPy arrays in place, lent with cup_register_host
        self._register = getattr(self._lib, "cup_register_host", None) if self.backend == "cpu" else None
        self._lent = {}

    def close(self):
        if getattr(self, "_h", None):
            self._lib.cup_destroy(self._h)
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def _check(self, st):
        if st != 0:
            raise Error.from_status(st, (self._lib.cup_last_error(self._h) or b"").decode())

    # ---- arrays ----------------------------------------------------------------------------
    def _view(self, x, dtypes=None):
        """(pointer, shape, strides in bytes, dtype, stream or None, array, keep) of x: array is
        x (a NumPy array made from it on the CPU backend), keep what else must stay alive while
        the pointer is used (a DLPack capsule, or None). dtypes: those the call takes, which a
        Python list, tuple or number is converted to (_from_python)."""
        if self._h is None:
            raise InvalidValue("the handle is closed")
        cai = getattr(x, "__cuda_array_interface__", None)
        if self.backend == "cuda":
            # JAX computes on streams of its own and exports __cuda_array_interface__ without a
            # stream, not waiting for the array to be written: on the H100 at d474356 a reduce of
            # jnp.arange(2**16) read 1759057680 against 2147450880. Wait for such an array first.
            ready = getattr(x, "block_until_ready", None)
            if callable(ready):
                ready()
            if cai is None and _is_gpu_array(x):
                cur = ctypes.c_void_p()
                self._check(self._lib.cup_get_stream(self._h, ctypes.byref(cur)))
                ptr, shape, strides, dt, cap = _dlpack_view(x, cur.value)
                return ptr, shape, strides, dt, None, x, cap
            if cai is None:
                raise InvalidType(2, "the CUDA backend takes GPU arrays (__cuda_array_interface__ or "
                               "DLPack: CuPy, PyTorch, Numba, JAX), not %s" % type(x).__name__)
            dt = np.dtype(cai["typestr"])
            shape = tuple(cai["shape"])
            strides = cai.get("strides")
            if strides is None:
                strides = _c_strides(shape, dt.itemsize)
            return cai["data"][0], shape, tuple(strides), dt, cai.get("stream"), x, None
        if _is_gpu_array(x):
            raise InvalidType(2, "a GPU array on the CPU backend: use Handle('cuda')")
        if not isinstance(x, np.ndarray):
            if _dlpack_device(x) is not None:
                x = np.from_dlpack(x)
            elif isinstance(x, (list, tuple, int, float)) and dtypes is not None:
                x = _from_python(x, dtypes)
            else:
                x = np.asarray(x)
        return x.ctypes.data, x.shape, x.strides, x.dtype, None, x, None

    def _staged(self, x):
        """Backend memory holding x's bytes, the pointer, to be released with _free: x's own
        memory lent with cup_register_host (no copy; results written there in place), else (an
        empty array, one overlapping another lent one, a library without the call) a cup_malloc
        block with x's bytes copied in."""
        x = np.ascontiguousarray(x)
        if x.nbytes and self._register is not None and self._register(self._h, x.ctypes.data, x.nbytes) == 0:
            self._lent[x.ctypes.data] = x  # kept alive while lent
            return x.ctypes.data
        p = ctypes.c_void_p()
        self._check(self._lib.cup_malloc(self._h, ctypes.byref(p), max(x.nbytes, 1)))
        if x.nbytes:
            st = self._lib.cup_copy_to_backend(self._h, p, x.ctypes.data, x.nbytes)
            if st != 0:
                self._free(p.value)
                self._check(st)
        return p.value

    def _free(self, ptr):
        if self._lent.pop(ptr, None) is not None:
            self._lib.cup_unregister_host(self._h, ptr)
        else:
            self._lib.cup_free(self._h, ptr)

    def _to_host(self, out, ptr):
        """Copy a result back from _staged memory into the NumPy array out (none if lent)."""
        if ptr not in self._lent and out.nbytes:
            self._check(self._lib.cup_copy_to_host(self._h, out.ctypes.data, ptr, out.nbytes))

    def _run_staged(self, inputs, out, call):
        """CPU backend: stage each input array, call(pointers..., out pointer), copy out back."""
        ptrs = []
        try:
            for a in inputs:
                ptrs.append(self._staged(a))
            optr = self._staged(out)
            ptrs.append(optr)
            self._check(call(*ptrs))
            self._to_host(out, optr)
        finally:
            for p in ptrs:
                self._free(p)
        return out

    def _on_stream(self, stream, fn):
        """Run fn() on the stream of __cuda_array_interface__ (None: the handle's own)."""
        if stream is None or self.backend != "cuda":
            return fn()
        old = ctypes.c_void_p()
        self._check(self._lib.cup_get_stream(self._h, ctypes.byref(old)))
        # 1 is the legacy default stream (NULL); 2 is cudaStreamPerThread, passed as it is
        self._check(self._lib.cup_set_stream(self._h, None if stream == 1 else stream))
        try:
            return fn()
        finally:
            self._lib.cup_set_stream(self._h, old)

    def _empty_like(self, x, shape, dtype):
        if self.backend == "cpu":
            return np.empty(shape, dtype)
        mod = type(x).__module__.split(".")[0]
        if mod == "cupy":
            import cupy
            with cupy.cuda.Device(x.device.id):
                return cupy.empty(shape, dtype)
        if mod == "torch":
            import torch
            return torch.empty(shape, dtype=getattr(torch, np.dtype(dtype).name, x.dtype), device=x.device)
        if mod == "numba":
            from numba import cuda
            return cuda.device_array(shape, dtype)
        # an input seen through DLPack alone (JAX, ...): the result is a CuPy array, or a
        # PyTorch tensor where CuPy is absent, on the input's device
        dev = (_dlpack_device(x) or (0, 0))[1]
        try:
            import cupy
            with cupy.cuda.Device(dev):
                return cupy.empty(shape, dtype)
        except ImportError:
            pass
        try:
            import torch
            return torch.empty(shape, dtype=getattr(torch, np.dtype(dtype).name),
                               device="cuda:%d" % dev)
        except (ImportError, AttributeError):
            pass
        raise InvalidType(3, "cannot allocate a result like %s.%s (CuPy, PyTorch and Numba arrays are "
                       "supported)" % (type(x).__module__, type(x).__name__))

    # ---- the calls -------------------------------------------------------------------------
    def _elements(self, x, what, dtypes=_DTYPES):
        """x as n contiguous elements of one of `dtypes` (the six numeric ones): (pointer, n,
        dtype, stream, array, keep), as _view; a strided NumPy array is copied, a strided GPU
        array refused."""
        ptr, shape, strides, dt, stream, x, keep = self._view(x, dtypes)
        if dt not in dtypes:
            raise InvalidType("%s: dtype %s is not accepted (accepted: %s)" % (what, dt, ", ".join(d.name for d in dtypes)))
        n = int(np.prod(shape, dtype=np.int64))
        if strides != _c_strides(shape, dt.itemsize) and n > 1:
            if self.backend != "cpu":
                raise InvalidValue("%s: the array must be contiguous" % what)
            x = np.ascontiguousarray(x)
            ptr = x.ctypes.data
        return ptr, n, dt, stream, x, keep

    def _to_host_scalar(self, x, what, prepare):
        """Run a *_to_host call on x, viewed once: prepare(dtype) returns (out, call), the host
        result array and call(pointer, n) -> status writing it; returns out[0]."""
        ptr, n, dt, stream, x, keep = self._elements(x, what)
        out, call = prepare(dt)
        if self.backend == "cpu":
            xp = self._staged(x)
            try:
                self._check(call(xp, n))
            finally:
                self._free(xp)
        else:
            self._on_stream(stream, lambda: self._check(call(ptr, n)))
        return out[0]

    def reduce(self, x, op="sum"):
        """op(x) over every element ("sum", "min", "max") as a NumPy scalar of x's dtype
        (int32/uint32/int64/uint64/float32/float64). Integer sums wrap around. x must be
        contiguous (a NumPy array that is not is copied)."""
        if op not in _OPS:
            raise InvalidValue("unknown op %r (sum, min, max)" % (op,))

        def prepare(dt):
            out = np.zeros(1, dt)
            return out, lambda p, n: self._lib.cup_reduce_to_host(self._h, _OPS[op], _DTYPES[dt], p, n,
                                                                   out.ctypes.data)
        return self._to_host_scalar(x, "reduce", prepare)

    def count_if(self, x, cmp, value):
        """How many elements e of x have `e cmp value` (cmp "lt", "le", "gt", "ge", "eq", "ne";
        NaN compares false except under "ne"), as a Python int. value must convert exactly to an
        integer x's dtype (0.5 or 2**31 against int32 raise ValueError, never truncated); against
        a float x it is rounded to x's dtype, as NumPy's x < value does, unless past its range."""
        if cmp not in _CMPS:
            raise InvalidValue("unknown cmp %r (lt, le, gt, ge, eq, ne)" % (cmp,))

        def prepare(dt):
            out, v = np.zeros(1, np.uint64), _scalar(value, dt, "count_if")
            return out, lambda p, n: self._lib.cup_count_if_to_host(self._h, _DTYPES[dt], p, n, _CMPS[cmp],
                                                                     v.ctypes.data, out.ctypes.data)
        return int(self._to_host_scalar(x, "count_if", prepare))

    def bitpack(self, x, cmp, value):
        """The comparisons of count_if packed one bit per element: a new uint32 array of
        ceil(n / 32) words, bit i % 32 of word i / 32 set when element i compares true (NumPy's
        np.packbits(..., bitorder="little") viewed as little-endian uint32, zero-padded)."""
        if cmp not in _CMPS:
            raise InvalidValue("unknown cmp %r (lt, le, gt, ge, eq, ne)" % (cmp,))
        ptr, n, dt, stream, x, keep = self._elements(x, "bitpack")
        v = _scalar(value, dt, "bitpack")
        out = self._empty_like(x, ((n + 31) // 32,), np.dtype(np.uint32))
        if self.backend == "cpu":
            return self._run_staged([x], out, lambda ip, op: self._lib.cup_bitpack(
                self._h, _DTYPES[dt], ip, n, _CMPS[cmp], v.ctypes.data, op))
        optr = self._view(out)[0]
        self._on_stream(stream, lambda: self._check(self._lib.cup_bitpack(
            self._h, _DTYPES[dt], ptr, n, _CMPS[cmp], v.ctypes.data, optr)))
        return out

    def scan(self, x, op="sum", kind="inclusive"):
        """The prefix scan of x's elements in order (flattened, as numpy.cumsum without an
        axis): a new 1-D array of x's dtype (NumPy on the CPU backend, the input's library on the
        GPU). op "sum", "min" or "max"; kind "inclusive" (out[i] combines x[0..i]) or "exclusive"
        (x[0..i-1]; out[0] is 0 for sums, the identity for min/max). Integer sums wrap; min/max
        skip NaNs; float sums follow cuprim.h's association order, the same bits on the CPU and
        the GPU."""
        if op not in _OPS:
            raise Error(1, "unknown op %r (sum, min, max)" % (op,))
        if kind not in _KINDS:
            raise Error(1, "unknown scan kind %r (inclusive, exclusive)" % (kind,))
        ptr, n, dt, stream, x, keep = self._elements(x, "scan")
        out = self._empty_like(x, (n,), dt)
        if self.backend == "cpu":
            return self._run_staged([x], out, lambda ip, op_: self._lib.cup_scan(
                self._h, _KINDS[kind], _OPS[op], _DTYPES[dt], ip, op_, n))
        optr = self._view(out)[0]
        self._on_stream(stream, lambda: self._check(self._lib.cup_scan(
            self._h, _KINDS[kind], _OPS[op], _DTYPES[dt], ptr, optr, n)))
        return out

    def cumsum(self, x):
        """scan(x, "sum", "inclusive"): numpy.cumsum without an axis, in x's own dtype (so
        integer sums wrap rather than widen)."""
        return self.scan(x, "sum", "inclusive")

    def _compact(self, x, cmp, value, partition):
        """(out, count): cup_select_if or cup_partition_if on x, its count returned to the host."""
        if cmp not in _CMPS:
            raise Error(1, "unknown cmp %r (lt, le, gt, ge, eq, ne)" % (cmp,))
        what = "partition" if partition else "select"
        ptr, n, dt, stream, x, keep = self._elements(x, what)
        v, count = np.zeros(1, dt), np.zeros(1, np.uint64)
        v[0] = value
        fn = self._lib.cup_partition_if_to_host if partition else self._lib.cup_select_if_to_host
        out = self._empty_like(x, (n,), dt)
        call = lambda ip, op_: fn(self._h, _DTYPES[dt], ip, n, _CMPS[cmp], v.ctypes.data, op_, count.ctypes.data)
        if self.backend == "cpu":
            self._run_staged([x], out, call)
        else:
            optr = self._view(out)[0]
            self._on_stream(stream, lambda: self._check(call(ptr, optr)))
        return out, int(count[0])

    def select(self, x, cmp, value):
        """The elements e of x (flattened) with `e cmp value`, in their order: a new 1-D array
        (count_if's comparisons and NaN rule), as x[x < value] for "lt" on a NumPy array."""
        out, count = self._compact(x, cmp, value, False)
        return out[:count]

    def partition(self, x, cmp, value):
        """(out, count): the elements with `e cmp value` first, in their order, then the others,
        in theirs; count is how many compared true."""
        return self._compact(x, cmp, value, True)

    def histogram(self, x, bins=None, lower=None, upper=None, edges=None):
        """Counts of x's samples per bin, a new uint64 array (NumPy on the CPU backend, the input's
        library on the GPU): either `bins` equal bins over [lower, upper) (cup_histogram_even;
        integer samples are binned exactly), or the bins between sorted `edges`
        (cup_histogram_range, float32/float64 samples). Bins are half-open, the last one too:
        unlike numpy.histogram, a sample equal to upper (or the last edge) is not counted, nor
        is a NaN. Samples: uint8, uint16, int32, uint32, float32, float64."""
        if (edges is None) == (bins is None or lower is None or upper is None):
            raise InvalidValue("histogram: give bins, lower and upper, or edges")
        ptr, n, dt, stream, x, keep = self._elements(x, "histogram", _SAMPLES)
        if edges is not None:
            if dt.kind != "f":
                raise InvalidType("histogram: edges= takes float32 or float64 samples, not %s (use bins, lower "
                                  "and upper for integer samples)" % dt)
            e = np.ascontiguousarray(np.asarray(edges, dtype=np.float64).ravel())
            if e.size < 2:
                raise InvalidValue("histogram: edges must hold at least 2 values (1 bin), got %d" % e.size)
            nbins = e.size - 1
            args = lambda p, o, fn: fn(self._h, _SAMPLES[dt], p, n, nbins, e.ctypes.data, o)
            dev, host = self._lib.cup_histogram_range, self._lib.cup_histogram_range_to_host
        else:
            nbins = _integer(bins, "histogram: bins")
            if nbins < 1:
                raise InvalidValue("histogram: bins must be >= 1, got %d" % nbins)
            lo, hi = _real(lower, "histogram: lower"), _real(upper, "histogram: upper")
            if not lo < hi:
                raise InvalidValue("histogram: lower must be below upper, got [%r, %r)" % (lower, upper))
            args = lambda p, o, fn: fn(self._h, _SAMPLES[dt], p, n, nbins, lo, hi, o)
            dev, host = self._lib.cup_histogram_even, self._lib.cup_histogram_even_to_host
        if self.backend == "cpu":
            out = np.zeros(nbins, np.uint64)
            xp = self._staged(x)
            try:
                self._check(args(xp, out.ctypes.data, host))
            finally:
                self._free(xp)
            return out
        out = self._empty_like(x, (nbins,), np.dtype(np.uint64))
        optr = self._view(out)[0]
        self._on_stream(stream, lambda: self._check(args(ptr, optr, dev)))
        return out

    def sort(self, x, descending=False, begin_bit=0, end_bit=0):
        """A new 1-D array holding x's elements sorted (cup_sort_keys): stable, ascending or
        descending; uint8/uint16/int32/uint32/int64/uint64/float32/float64. Floats in IEEE total
        order with every NaN last (-0 before +0; NaNs equal, in input order, with their payloads;
        descending is the exact reverse, NaNs first), unlike numpy.sort, which keeps -0 and +0 in
        input order. begin_bit/end_bit: compare only those bits of cuprim.h's ordered key
        (end_bit 0: all of them). x is flattened (C order); it must be contiguous on the GPU."""
        ptr, n, dt, stream, x, keep = self._elements(x, "sort", _KEYS)
        flags = 1 if descending else 0
        begin_bit, end_bit = _integer(begin_bit, "sort: begin_bit"), _integer(end_bit, "sort: end_bit")
        out = self._empty_like(x, (n,), dt)
        if n == 0:
            return out
        if self.backend == "cpu":
            return self._run_staged([x], out, lambda ip, op: self._lib.cup_sort_keys(
                self._h, _KEYS[dt], ip, op, n, flags, begin_bit, end_bit))
        optr = self._view(out)[0]
        self._on_stream(stream, lambda: self._check(self._lib.cup_sort_keys(
            self._h, _KEYS[dt], ptr, optr, n, flags, begin_bit, end_bit)))
        return out

    def argsort(self, x, descending=False, begin_bit=0, end_bit=0):
        """The int64 indices that sort x (flattened) in sort()'s order: stable, so equal keys
        keep their input order, ascending and descending (cup_sort_pairs with the indices as
        8-byte values)."""
        ptr, n, dt, stream, x, keep = self._elements(x, "argsort", _KEYS)
        flags = 1 if descending else 0
        begin_bit, end_bit = _integer(begin_bit, "argsort: begin_bit"), _integer(end_bit, "argsort: end_bit")
        idx = np.arange(n, dtype=np.int64)
        out = self._empty_like(x, (n,), np.dtype(np.int64))
        if n == 0:
            return out
        if self.backend == "cpu":
            keys_out = np.empty(n, dt)
            ptrs = []
            try:
                for a in (x, keys_out, idx, out):
                    ptrs.append(self._staged(a))
                self._check(self._lib.cup_sort_pairs(self._h, _KEYS[dt], ptrs[0], ptrs[1], ptrs[2], ptrs[3], 8, n,
                                                     flags, begin_bit, end_bit))
                self._to_host(out, ptrs[3])
            finally:
                for p in ptrs:
                    self._free(p)
            return out
        keys_out = self._empty_like(x, (n,), dt)
        kptr, optr = self._view(keys_out)[0], self._view(out)[0]

        def run():
            # the indices 0 .. n - 1 go up into the result array, then are sorted in place there
            self._check(self._lib.cup_copy_to_backend(self._h, optr, idx.ctypes.data, idx.nbytes))
            self._check(self._lib.cup_sort_pairs(self._h, _KEYS[dt], ptr, kptr, optr, optr, 8, n, flags,
                                                 begin_bit, end_bit))
        self._on_stream(stream, run)
        return out

    def transpose(self, x):
        """A new array holding x^T for a 2-D x, any element size of 1, 2, 4, 8 or 16 bytes. Rows
        may be strided (a slice of a larger matrix) when elements are contiguous along the last
        axis; other layouts are copied on the CPU and refused on the GPU."""
        ptr, shape, strides, dt, stream, x, keep = self._view(x)
        if len(shape) != 2:
            raise InvalidValue("transpose: a 2-D array is needed, got %d-D" % len(shape))
        if dt.itemsize not in _OPAQUE:
            raise InvalidType("transpose: element size %d is not 1, 2, 4, 8 or 16" % dt.itemsize)
        rows, cols = shape
        es = dt.itemsize
        ld = cols
        if rows > 1 and cols > 0:
            ok = (cols == 1 or strides[1] == es) and strides[0] % es == 0 and strides[0] // es >= cols
            if ok:
                ld = strides[0] // es
            elif self.backend == "cpu":
                x = np.ascontiguousarray(x)
                ptr = x.ctypes.data
            else:
                raise InvalidValue("transpose: the array must be contiguous along its last axis")
        out = self._empty_like(x, (cols, rows), dt)
        if self.backend == "cpu":
            xc = np.ascontiguousarray(x)
            return self._run_staged([xc], out, lambda ip, op: self._lib.cup_transpose(
                self._h, _OPAQUE[es], rows, cols, ip, cols, op, rows))
        optr = self._view(out)[0]
        self._on_stream(stream, lambda: self._check(self._lib.cup_transpose(
            self._h, _OPAQUE[es], rows, cols, ptr, ld, optr, rows)))
        return out

    def stencil1d(self, x, coef, form="antisymmetric", boundary="clamp"):
        """A new 1-D array: the stencil of cuprim.h on x (float32 or float64, contiguous) with
        host coefficients coef. form "antisymmetric": out[i] = sum_k c[k-1] (x[i+k] - x[i-k]),
        radius len(coef); "symmetric": out[i] = c[0] x[i] + sum_k c[k] (x[i+k] + x[i-k]),
        radius len(coef) - 1. boundary: "clamp", "zero" or "periodic"."""
        if form not in _FORMS:
            raise InvalidValue("unknown stencil form %r (antisymmetric, symmetric)" % (form,))
        if boundary not in _BOUNDARIES:
            raise InvalidValue("unknown boundary %r (clamp, zero, periodic)" % (boundary,))
        ptr, shape, strides, dt, stream, x, keep = self._view(x, _FLOATS)
        if len(shape) != 1:
            raise InvalidValue("stencil1d: a 1-D array is needed")
        if dt not in _FLOATS:
            raise InvalidType("stencil1d: dtype %s is not accepted (accepted: float32, float64)" % dt)
        n = shape[0]
        if n > 1 and strides[0] != dt.itemsize:
            if self.backend == "cpu":
                x = np.ascontiguousarray(x)
                ptr = x.ctypes.data
            else:
                raise InvalidValue("stencil1d: the array must be contiguous")
        c = np.ascontiguousarray(np.asarray(coef, dtype=dt).ravel())
        if c.size < 1:
            raise InvalidValue("stencil1d: coef must hold at least 1 value")
        radius = c.size if form == "antisymmetric" else c.size - 1
        out = self._empty_like(x, (n,), dt)
        if self.backend == "cpu":
            return self._run_staged([x], out, lambda ip, op: self._lib.cup_stencil1d(
                self._h, _DTYPES[dt], _FORMS[form], c.ctypes.data, radius, ip, op, n, _BOUNDARIES[boundary]))
        optr = self._view(out)[0]
        self._on_stream(stream, lambda: self._check(self._lib.cup_stencil1d(
            self._h, _DTYPES[dt], _FORMS[form], c.ctypes.data, radius, ptr, optr, n,
            _BOUNDARIES[boundary])))
        return out


def _from_python(x, dtypes):
    """A Python list, tuple or number as a NumPy array of one of `dtypes`: floats as float64,
    integers as the first of _INT_PREFERENCE the call takes that holds them all (NumPy's int64
    is not taken everywhere), else float64 when it holds them exactly; refused otherwise."""
    accepted = ", ".join(d.name for d in dtypes)
    obj = np.asarray(x, dtype=object)
    vals = obj.ravel().tolist()
    if vals and all(isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)) for v in vals):
        # from the values themselves: np.asarray makes [2**64 - 1, 0] float64, inexactly
        lo, hi = int(min(vals)), int(max(vals))
        for d in _INT_PREFERENCE:
            if d in dtypes and np.iinfo(d).min <= lo and hi <= np.iinfo(d).max:
                return np.array(obj.tolist(), dtype=d)
        f64 = np.dtype(np.float64)
        if f64 in dtypes and max(-lo, hi) <= 1 << 53:
            return np.array(obj.tolist(), dtype=f64)
        raise InvalidValue("integers from %d to %d fit none of the accepted dtypes (%s)" % (lo, hi, accepted))
    a = np.asarray(x)
    if a.dtype not in dtypes:
        raise InvalidType("a Python sequence of %s values, which the call does not take (accepted: %s)"
                          % (a.dtype, accepted))
    return a


def _scalar(value, dt, what):
    """value as a 1-element array of dt, the array's dtype. An integer dtype takes only an
    integer within its range (5.0 is 5; 0.5, 2**31 for int32, NaN are refused, never truncated).
    A float dtype takes any real number rounded to it, as NumPy compares a float32 array with a
    Python scalar, but not a finite one past its range (which would become an infinity)."""
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
        raise InvalidType("%s: value must be a real number, not %s %r" % (what, type(value).__name__, value))
    if dt.kind in "iu":
        if isinstance(value, (float, np.floating)) and not float(value).is_integer():
            raise InvalidValue("%s: value %r is not an integer, so it has no exact %s equivalent" % (what, value, dt))
        iv, info = int(value), np.iinfo(dt)
        if not info.min <= iv <= info.max:
            raise InvalidValue("%s: value %d is outside %s's range [%d, %d]" % (what, iv, dt, info.min, info.max))
        return np.array([iv], dt)
    try:
        fv = float(value)
    except OverflowError:
        fv = None
    with np.errstate(over="ignore"):
        v = np.array([fv if fv is not None else 0.0], dt)
    if fv is None or (np.isfinite(fv) and not np.isfinite(v[0])):
        raise InvalidValue("%s: value %r is outside %s's range" % (what, value, dt))
    return v


def _integer(v, what):
    """v as a Python int: an int or NumPy integer (not a float, not a bool)."""
    if isinstance(v, (bool, np.bool_)):
        raise InvalidType("%s must be an integer, not %r" % (what, v))
    try:
        return operator.index(v)
    except TypeError:
        raise InvalidType("%s must be an integer, not %s %r" % (what, type(v).__name__, v)) from None


def _real(v, what):
    """v as a Python float: a real number (int, float or NumPy scalar)."""
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, float, np.integer, np.floating)):
        raise InvalidType("%s must be a real number, not %s %r" % (what, type(v).__name__, v))
    return float(v)


def _c_strides(shape, itemsize):
    strides, s = [], itemsize
    for d in reversed(shape):
        strides.append(s)
        s *= d
    return tuple(reversed(strides))


_defaults = {}
_defaults_lock = threading.Lock()


def default_handle(backend):
    """The module's handle for "cpu" or "cuda", created on first use."""
    with _defaults_lock:
        h = _defaults.get(backend)
        if h is None:
            h = _defaults[backend] = Handle(backend)
        return h


def _pick(x, handle):
    if handle is not None:
        return handle
    return default_handle("cuda" if _is_gpu_array(x) else "cpu")


def reduce(x, op="sum", handle=None):
    """Handle.reduce on the given handle, or the module's CPU (NumPy) / CUDA (GPU array) one."""
    return _pick(x, handle).reduce(x, op)


def transpose(x, handle=None):
    """Handle.transpose on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).transpose(x)


def count_if(x, cmp, value, handle=None):
    """Handle.count_if on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).count_if(x, cmp, value)


def bitpack(x, cmp, value, handle=None):
    """Handle.bitpack on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).bitpack(x, cmp, value)


def scan(x, op="sum", kind="inclusive", handle=None):
    """Handle.scan on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).scan(x, op, kind)


def cumsum(x, handle=None):
    """Handle.cumsum on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).cumsum(x)


def select(x, cmp, value, handle=None):
    """Handle.select on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).select(x, cmp, value)


def partition(x, cmp, value, handle=None):
    """Handle.partition on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).partition(x, cmp, value)


def histogram(x, bins=None, lower=None, upper=None, edges=None, handle=None):
    """Handle.histogram on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).histogram(x, bins, lower, upper, edges)


def sort(x, descending=False, begin_bit=0, end_bit=0, handle=None):
    """Handle.sort on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).sort(x, descending, begin_bit, end_bit)


def argsort(x, descending=False, begin_bit=0, end_bit=0, handle=None):
    """Handle.argsort on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).argsort(x, descending, begin_bit, end_bit)


def stencil1d(x, coef, form="antisymmetric", boundary="clamp", handle=None):
    """Handle.stencil1d on the given handle, or the module's CPU / CUDA one."""
    return _pick(x, handle).stencil1d(x, coef, form, boundary)
