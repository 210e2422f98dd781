// The reference row: CUB's DeviceReduce::Sum over a transform iterator that maps each element to
// 0 or 1, run through the handle's stream and workspace like cuprim's own variants. Its own
// file because CUB's headers dominate the build time.
#include "families/count/cmp.cuh"

#include <cub/device/device_reduce.cuh>
#include <thrust/iterator/transform_iterator.h>

template <class T, int CMP> struct CountPred {
    T v;
    __host__ __device__ unsigned long long operator()(T x) const
    {
#ifdef __CUDA_ARCH__
        return cup_cmp_pred<T, CMP>(x, v) ? 1ull : 0ull;
#else
        (void)x;
        return 0ull;
#endif
    }
};

extern "C" cup_status cup_cuda_count_cub(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_count_args *)args;
    return cup_cmp_dispatch(a->dtype, a->cmp, a->value, [&](auto tag, auto v) -> cup_status {
        using T = typename decltype(tag)::type;
        auto it = thrust::make_transform_iterator((const T *)a->in, CountPred<T, decltype(tag)::cmp>{v});
        unsigned long long *out = (unsigned long long *)a->count;
        const int64_t n = (int64_t)a->n; // 64-bit count: CUB then handles n > 2^31
        return cup_cub_call(h, [&](void *tmp, size_t &bytes) {
            return cub::DeviceReduce::Sum(tmp, bytes, it, out, n, cuda_stream(h));
        });
    });
}
