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
    const int64_t n = (int64_t)a->n;
    if (a->dtype == CUP_F32) CUP_CUDA_TRY(h, cub::DeviceReduce::Sum((const float *)a->in, (float *)a->out, n, env));
    else CUP_CUDA_TRY(h, cub::DeviceReduce::Sum((const double *)a->in, (double *)a->out, n, env));
    return CUP_STATUS_SUCCESS;
}
