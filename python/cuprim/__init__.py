"""cuprim from Python: the production calls of include/cuprim.h on arrays.

The shared library libcuprim is loaded through ctypes; installing the package (pip install
./python) builds it with CMake and carries it inside as cuprim/libcuprim.so. It is looked for,
in order: $CUPRIM_LIBRARY (to try another build); the one inside the package; build/ of the
repository when the package is imported from a checkout; the system (ctypes.util.find_library).

On the CPU backend arrays are NumPy arrays, used in place: each call lends their memory to the
library with cup_register_host and takes it back after (an array that cannot be lent, such as an
empty one, is copied into cup_malloc memory instead). On the CUDA backend arrays are any object with
``__cuda_array_interface__`` (CuPy, PyTorch, Numba, JAX), whose work is queued on the stream the
interface names, or that speaks DLPack only (``__dlpack__``), whose pending work the producer
orders before the handle's stream. An array with ``block_until_ready`` (JAX, whose interface
names no stream) is waited for first. Results are allocated by the library the input
came from (CuPy, or PyTorch without CuPy, for an input seen through DLPack alone).
"""
from ._lib import (Error, InvalidValue, InvalidType, InvalidPointer, NotSupported, AllocFailed, BackendUnavailable,
                   ExecutionFailed, InternalError, Handle, default_handle, reduce, count_if, bitpack, histogram,
                   transpose, stencil1d, sort, argsort, scan, cumsum, select, partition, library_path)

__all__ = ["Error", "InvalidValue", "InvalidType", "InvalidPointer", "NotSupported", "AllocFailed",
           "BackendUnavailable", "ExecutionFailed", "InternalError", "Handle", "default_handle", "reduce", "count_if",
           "bitpack", "histogram", "transpose", "stencil1d", "sort", "argsort", "scan", "cumsum", "select", "partition",
           "library_path"]
__version__ = "0.1.0"
