// The reference row: cub::DeviceHistogram::HistogramEven on the same input, through the
// handle's stream and workspace. Two differences from cuprim's call are bridged here and said
// in docs/histogram.md: CUB's levels are num_levels = bins + 1 values of a level type (int for u8
// and u16 samples, so that upper = 256 or 65536 fits; long long for i32 and u32; the sample type
// for floats), and bounds that type cannot hold exactly are refused (NOT_SUPPORTED) rather than
// rounded; and CUB counts in 32-bit counters (its fast path: 64-bit ones made its shared-memory
// atomics 64-bit and ran 8-40x slower on u8 on the H100), so it runs on at most 2^31 samples at
// a time into bins x 4 bytes of workspace, and a small kernel widens each pass into the counts.
// CUB's binning of floats (a scaled subtraction in the level type) can differ from cuprim's
// edges at a bin's boundary; the lab checks this row only where both rules agree. Its own file
// because CUB's headers dominate the build time.
#include "backend/cuda/common.cuh"
#include "families/histogram/histogram.h"

#include <cub/device/device_histogram.cuh>

template <class T> struct CubLevel {
    using type = T;
};
template <> struct CubLevel<uint8_t> {
    using type = int;
};
template <> struct CubLevel<uint16_t> {
    using type = int;
};
template <> struct CubLevel<int32_t> {
    using type = long long;
};
template <> struct CubLevel<uint32_t> {
    using type = long long;
};

// Grid: one thread per bin, grid-stride: the pass's 32-bit counts stored (first pass) or added
// into the 64-bit counts.
static __global__ void widen_counts(const unsigned *pass, unsigned long long *counts, int bins, int add)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)bins; i += (size_t)gridDim.x * blockDim.x)
        counts[i] = add ? counts[i] + pass[i] : pass[i];
}

template <class T> static cup_status cub_even(cup_handle_t h, const cup_histogram_args *a)
{
    using L = typename CubLevel<T>::type;
    const L lower = (L)a->lower, upper = (L)a->upper;
    if ((double)lower != a->lower || (double)upper != a->upper)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "histogram cub: bounds %.17g, %.17g are not levels of CUB's type",
                        a->lower, a->upper);
    const int bins = a->map.bins;
    const size_t pass_max = (size_t)1 << 31, counters = ((size_t)bins * 4 + 255) / 256 * 256;
    size_t bytes = 0;
    CUP_CUDA_TRY(h, cub::DeviceHistogram::HistogramEven(nullptr, bytes, (const T *)a->in, (unsigned *)nullptr,
                                                        bins + 1, lower, upper, (long long)(a->n < pass_max ? a->n : pass_max),
                                                        cuda_stream(h)));
    char *ws = (char *)cup_cuda_workspace(h, counters + bytes);
    if (!ws) return CUP_STATUS_ALLOC_FAILED;
    unsigned *pass = (unsigned *)ws;
    const unsigned grid = cup_cuda_fill_grid(h, (size_t)bins, 256);
    for (size_t off = 0; off < a->n; off += pass_max) {
        const long long n = (long long)(a->n - off < pass_max ? a->n - off : pass_max);
        size_t have = bytes;
        CUP_CUDA_TRY(h, cub::DeviceHistogram::HistogramEven(ws + counters, have, (const T *)a->in + off, pass, bins + 1,
                                                            lower, upper, n, cuda_stream(h)));
        widen_counts<<<grid, 256, 0, cuda_stream(h)>>>(pass, (unsigned long long *)a->counts, bins, off > 0);
        CUP_CUDA_LAUNCHED(h);
    }
    return CUP_STATUS_SUCCESS;
}

extern "C" cup_status cup_cuda_histogram_cub(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_histogram_args *)args;
    switch (a->dtype) {
    case CUP_U8: return cub_even<uint8_t>(h, a);
    case CUP_U16: return cub_even<uint16_t>(h, a);
    case CUP_I32: return cub_even<int32_t>(h, a);
    case CUP_U32: return cub_even<uint32_t>(h, a);
    case CUP_F32: return cub_even<float>(h, a);
    default: return cub_even<double>(h, a);
    }
}
