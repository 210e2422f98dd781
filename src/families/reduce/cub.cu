// The reference row: CUB's DeviceReduce from the toolkit's CCCL, run through the handle's
// stream and workspace so it is measured exactly like cuprim's own variants. Its own file
// because CUB's headers dominate the build time.
#include "backend/cuda/common.cuh"
#include "families/reduce/reduce.h"

#include <cub/device/device_reduce.cuh>

#include <type_traits>

extern "C" cup_status cup_cuda_reduce_cub(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return cup_dispatch<false>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        const T *in = (const T *)a->in;
        T *out = (T *)a->out;
        const int64_t n = (int64_t)a->n; // 64-bit count: CUB then handles n > 2^31
        auto run = [&](void *tmp, size_t &bytes) {
            if constexpr (std::is_same_v<Op, OpSum>)
                return cub::DeviceReduce::Sum(tmp, bytes, in, out, n, cuda_stream(h));
            else if constexpr (std::is_same_v<Op, OpMin>)
                return cub::DeviceReduce::Min(tmp, bytes, in, out, n, cuda_stream(h));
            else
                return cub::DeviceReduce::Max(tmp, bytes, in, out, n, cuda_stream(h));
        };
        return cup_cub_call(h, run);
    });
}
