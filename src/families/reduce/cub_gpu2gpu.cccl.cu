// The reference row cub-gpu2gpu: CUB's DeviceReduce::Sum with gpu_to_gpu determinism (a
// reproducible float sum, the same bits on every GPU; CCCL >= 3.1). The toolkit's CCCL is older,
// so this file is built only when -DCUPRIM_CCCL_INCLUDE names newer headers, which CMake puts
// first on this file's include path alone; without it the row is absent.
#include "backend/cuda/common.cuh"
#include "families/reduce/reduce.h"

#include <cub/device/device_reduce.cuh>
#include <cuda/std/execution>
#include <cuda/stream_ref>

extern "C" cup_status cup_cuda_reduce_cub_gpu2gpu(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    // The env overload takes its temporary storage from its default memory resource, in stream
    // order on the handle's stream: that allocation is part of what this row measures.
    const auto env = cuda::std::execution::env{cuda::stream_ref{cuda_stream(h)},
                                               cuda::execution::require(cuda::execution::determinism::gpu_to_gpu)};
    // At most 2^31 - 1 elements, in a 32-bit count, and at most 2^29 of f32
    // (CUP_REDUCE_GPU2GPU_TRAITS). On the H100 CUB's gpu_to_gpu f32 sum came back wrong at 2^30
    // (about -1.3e33 where the exact sum was near -16000, with 32- and with 64-bit counts;
    // docs/exact-sum.md), at 2^31 + 17 (-5.1e28 against -7445, 2026-11-23-e3b06e8-test.log) and,
    // in a probe of 8a7b005, at 3 * 2^28 (-9.8e32 against -2477) and 2^30 - 1, while 2^28 and
    // 2^29 were right, as were f64 at 2^29 and 2^30
    // (bench/results/h100/2026-11-23-8a7b005-gpu-check.txt). Past those sizes the row refuses
    // instead of handing the tests and the benchmark a vendor sum known to be wrong.
    const size_t most = cup_reduce_max_n(CUP_REDUCE_GPU2GPU_TRAITS, a->dtype);
    if (a->n > most)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED,
                        "cub-gpu2gpu takes at most %zu %s elements: CUB's gpu_to_gpu sum returned wrong results past "
                        "that on the H100",
                        most, cup_dtype_name(a->dtype));
    if (a->dtype == CUP_F32)
        CUP_CUDA_TRY(h, cub::DeviceReduce::Sum((const float *)a->in, (float *)a->out, (int)a->n, env));
    else CUP_CUDA_TRY(h, cub::DeviceReduce::Sum((const double *)a->in, (double *)a->out, (int)a->n, env));
    return CUP_STATUS_SUCCESS;
}
