// Global-memory access patterns: misaligned reads and writes, unrolling, ld.ca against ld.cg,
// AoS against SoA, on the vector add c = a + b. Each kernel is a demonstration with an output
// the lab checks.
#include "backend/cuda/common.cuh"
#include "families/access/access.h"

#include <algorithm>

// ---- access -------------------------------------------------------------------------------------
// The classic misaligned-access demonstration: c[i + wo] = a[i + ro] + b[i + ro], one element
// per thread, a grid-stride loop so any n fits one launch. With an offset the warp's 128 bytes
// straddle a 32-byte sector boundary: 5 sectors instead of 4 per request (the classic account,
// written for Fermi, counted 128-byte lines).
enum Load { LOAD_PLAIN, LOAD_CA, LOAD_CG };

template <Load L> __device__ __forceinline__ float load(const float *p)
{
    if constexpr (L == LOAD_CA) return __ldca(p); // ld.global.ca: cache in L1 and L2
    else if constexpr (L == LOAD_CG) return __ldcg(p); // ld.global.cg: L2 only, bypass L1
    else return *p;
}

// No __restrict__ here, as in the classic kernel: with it the compiler may route the plain loads
// through the read-only path (ld.global.nc), and the ld-ca / ld-cg rows would compare against
// that instead.
template <Load L>
static __global__ void cup_access_offset(const float *a, const float *b, float *c, size_t n, size_t ro, size_t wo)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        c[i + wo] = load<L>(a + i + ro) + load<L>(b + i + ro);
}

// The vector add unrolled: four elements blockDim.x apart per thread, so four independent
// loads of each input are in flight; the classic kernel's `if (k + 3 * blockDim.x < n)` dropped
// the tail, here each of the four is checked.
static __global__ void cup_access_unroll4(const float *__restrict__ a, const float *__restrict__ b,
                                          float *__restrict__ c, size_t n, size_t ro)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x * 4;
    for (size_t i0 = (size_t)blockIdx.x * blockDim.x * 4 + threadIdx.x; i0 < n; i0 += stride) {
        float v[4];
#pragma unroll
        for (int u = 0; u < 4; u++) {
            const size_t i = i0 + (size_t)u * blockDim.x;
            v[u] = i < n ? a[i + ro] + b[i + ro] : 0.0f;
        }
#pragma unroll
        for (int u = 0; u < 4; u++)
            if (i0 + (size_t)u * blockDim.x < n) c[i0 + (size_t)u * blockDim.x] = v[u];
    }
}

// AoS vs SoA, for a struct of two floats. The struct is 4-byte aligned on purpose, as the
// classic example's struct is: each field is its own 4-byte load with an 8-byte stride, so a
// warp's request for .x spans 256 bytes (8 sectors) and uses half of each; .y then hits the same
// lines in L1. SoA reads each field as one dense 128-byte run.
struct Pair {
    float x, y;
};

static __global__ void cup_access_aos(const Pair *__restrict__ a, const Pair *__restrict__ b, Pair *__restrict__ c,
                                      size_t structs)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < structs; i += stride) {
        c[i].x = a[i].x + b[i].x;
        c[i].y = a[i].y + b[i].y;
    }
}

static __global__ void cup_access_soa(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c,
                                      size_t structs)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < structs; i += stride) {
        c[i] = a[i] + b[i];                               // x[i]
        c[structs + i] = a[structs + i] + b[structs + i]; // y[i]
    }
}

template <Load L> static cup_status run_offset(cup_handle_t h, const void *args)
{
    const auto *x = (const cup_access_args *)args;
    const void *k = (const void *)cup_access_offset<L>;
    cup_access_offset<L><<<cup_cuda_resident_grid(h, k, x->block, x->n), x->block, 0, cuda_stream(h)>>>(
        x->a, x->b, x->c, x->n, x->read_offset, x->write_offset);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_unroll4(cup_handle_t h, const void *args)
{
    const auto *x = (const cup_access_args *)args;
    cup_access_unroll4<<<cup_cuda_resident_grid(h, (const void *)cup_access_unroll4, x->block, (x->n + 3) / 4), x->block, 0,
                         cuda_stream(h)>>>(x->a, x->b, x->c, x->n, x->read_offset);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_aos(cup_handle_t h, const void *args)
{
    const auto *x = (const cup_access_args *)args;
    cup_access_aos<<<cup_cuda_resident_grid(h, (const void *)cup_access_aos, x->block, x->n / 2), x->block, 0, cuda_stream(h)>>>(
        (const Pair *)x->a, (const Pair *)x->b, (Pair *)x->c, x->n / 2);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_soa(cup_handle_t h, const void *args)
{
    const auto *x = (const cup_access_args *)args;
    cup_access_soa<<<cup_cuda_resident_grid(h, (const void *)cup_access_soa, x->block, x->n / 2), x->block, 0, cuda_stream(h)>>>(
        x->a, x->b, x->c, x->n / 2);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// ---- registry -----------------------------------------------------------------------------------

#define ACCESS_VARIANT(name_, description_, technique_, fn_)                                                      \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_, \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_F32), .block_min = 64,               \
                         .block_max = 1024, .block_default = 512, .deterministic = 1},                            \
                .run = fn_},

static const cup_variant variants[] = {
    ACCESS_VARIANT("offset-read", "c[i] = a[i+off] + b[i+off]: misaligned reads",
                   "misaligned reads: a warp's loads straddle a sector boundary", run_offset<LOAD_PLAIN>)
    ACCESS_VARIANT("offset-write", "c[i+off] = a[i] + b[i]: misaligned writes",
                   "misaligned writes: a warp's stores straddle a sector boundary", run_offset<LOAD_PLAIN>)
    ACCESS_VARIANT("unroll4", "offset-read, four elements per thread blockDim.x apart",
                   "unrolling: four independent loads of each input in flight", run_unroll4)
    ACCESS_VARIANT("ld-ca", "offset-read through ld.global.ca (L1 and L2)",
                   "global loads cached in L1 and L2 (ld.global.ca)", run_offset<LOAD_CA>)
    ACCESS_VARIANT("ld-cg", "offset-read through ld.global.cg (L2 only)",
                   "global loads that bypass L1, cached in L2 only (ld.global.cg)", run_offset<LOAD_CG>)
    ACCESS_VARIANT("aos", "array of {x, y} structs, one 4-byte load per field",
                   "array of structures: one strided 4-byte load per field", run_aos)
    ACCESS_VARIANT("soa", "{x, y} as two arrays",
                   "structure of arrays: each field one dense, coalesced stream", run_soa)
};
extern "C" const cup_variant_table cup_access_cuda = CUP_TABLE(variants);
