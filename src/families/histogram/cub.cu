// The reference row: cub::DeviceHistogram::HistogramEven on the same buffers, through the
// handle's stream and workspace. CUB's levels are num_levels = bins + 1 of a level type: int for
// u8 and u16 samples (upper = 256 or 65536 must fit), long long for i32 and u32, the sample type
// for floats; bounds that type cannot hold exactly are refused (NOT_SUPPORTED) rather than
// rounded. Counters are unsigned long long, the counts' own type, so nothing is converted. CUB's
// binning of floats (a scaled subtraction in the level type) can differ from cuprim's edges at
// a bin's boundary; the lab checks this row only where both rules agree. Its own file because
// CUB's headers dominate the build time.
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

template <class T> static cup_status cub_even(cup_handle_t h, const cup_histogram_args *a)
{
    using L = typename CubLevel<T>::type;
    const L lower = (L)a->lower, upper = (L)a->upper;
    if ((double)lower != a->lower || (double)upper != a->upper)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "histogram cub: bounds %.17g, %.17g are not levels of CUB's type",
                        a->lower, a->upper);
    unsigned long long *counts = (unsigned long long *)a->counts;
    const long long n = (long long)a->n;
    size_t bytes = 0;
    CUP_CUDA_TRY(h, cub::DeviceHistogram::HistogramEven(nullptr, bytes, (const T *)a->in, counts, a->map.bins + 1,
                                                        lower, upper, n, cuda_stream(h)));
    void *tmp = cup_cuda_workspace(h, bytes);
    if (!tmp) return CUP_STATUS_ALLOC_FAILED;
    CUP_CUDA_TRY(h, cub::DeviceHistogram::HistogramEven(tmp, bytes, (const T *)a->in, counts, a->map.bins + 1, lower,
                                                        upper, n, cuda_stream(h)));
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
    case CUP_F64: return cub_even<double>(h, a);
    default: return CUP_STATUS_INTERNAL_ERROR;
    }
}
