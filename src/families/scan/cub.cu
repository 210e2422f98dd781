// The reference rows: CUB's DeviceScan from the toolkit's CCCL, run through the handle's stream and
// workspace so that they are measured exactly like cuprim's own variants. Sums: InclusiveSum and
// ExclusiveSum (integers on the unsigned type of their width, where wrap-around is defined); MIN/
// MAX: InclusiveScan and ExclusiveScan (the identity as the initial value) with cuda::minimum /
// cuda::maximum, which on a tie take the later element and do not skip NaNs: CUB's semantics,
// which the lab compares by value on NaN-free data. Its own file because CUB's headers dominate
// the build time.
#include "backend/cuda/common.cuh"
#include "families/scan/scan.h"

#include <cub/device/device_scan.cuh>
#include <cuda/functional>

#include <type_traits>

extern "C" cup_status cup_cuda_scan_cub(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_scan_args *)args;
    return cup_dispatch<false>(a->dtype, a->op, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        const T *in = (const T *)a->in;
        T *out = (T *)a->out;
        const int64_t n = (int64_t)a->n; // 64-bit count: CUB then handles n > 2^31
        const bool excl = a->kind == CUP_SCAN_EXCLUSIVE;
        auto run = [&](void *tmp, size_t &bytes) {
            if constexpr (std::is_same_v<Op, OpSum>) {
                return excl ? cub::DeviceScan::ExclusiveSum(tmp, bytes, in, out, n, cuda_stream(h))
                            : cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n, cuda_stream(h));
            } else {
                using F = std::conditional_t<std::is_same_v<Op, OpMin>, cuda::minimum<T>, cuda::maximum<T>>;
                return excl ? cub::DeviceScan::ExclusiveScan(tmp, bytes, in, out, F{}, Op::template identity<T>(), n,
                                                             cuda_stream(h))
                            : cub::DeviceScan::InclusiveScan(tmp, bytes, in, out, F{}, n, cuda_stream(h));
            }
        };
        return cup_cub_call(h, run);
    });
}
