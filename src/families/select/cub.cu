// The reference rows: CUB's DeviceSelect::If and DevicePartition::If from the toolkit's CCCL, run
// through the handle's stream and workspace like cuprim's own variants. CUB's partition leaves the
// others in reverse order (the variant's traits say so; the lab checks it that way). Its own file
// because CUB's headers dominate the build time.
#include "families/count/cmp.cuh"
#include "families/select/select.h"

#include <cub/device/device_partition.cuh>
#include <cub/device/device_select.cuh>

template <class T, int CMP> struct SelectPred {
    T v;
    __host__ __device__ bool operator()(const T &x) const
    {
#ifdef __CUDA_ARCH__
        return cup_cmp_pred<T, CMP>(x, v);
#else
        (void)x;
        return false;
#endif
    }
};

extern "C" cup_status cup_cuda_select_cub(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_select_args *)args;
    return cup_cmp_dispatch(a->dtype, a->cmp, a->value, [&](auto tag, auto v) -> cup_status {
        using T = typename decltype(tag)::type;
        const SelectPred<T, decltype(tag)::cmp> pred{v};
        const T *in = (const T *)a->in;
        T *out = (T *)a->out;
        auto *count = (unsigned long long *)a->count;
        const int64_t n = (int64_t)a->n; // 64-bit count: CUB then handles n > 2^31
        auto run = [&](void *tmp, size_t &bytes) {
            return a->partition ? cub::DevicePartition::If(tmp, bytes, in, out, count, n, pred, cuda_stream(h))
                                : cub::DeviceSelect::If(tmp, bytes, in, out, count, n, pred, cuda_stream(h));
        };
        return cup_cub_call(h, run);
    });
}
