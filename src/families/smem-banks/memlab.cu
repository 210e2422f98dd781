// The memory lab of seed 002: shared-memory bank conflicts (smem-banks), global access patterns
// (access) and the __device__ / __constant__ symbol round trip (symbols). These kernels are
// demonstrations, each with an output the lab checks; the production paths live in the
// family files (transpose.cu, stencil.cu).
#include "backend/cuda/common.cuh"
#include "families/smem-banks/patterns.h"

#include <algorithm>
#include <mutex>

// ---- smem-banks ---------------------------------------------------------------------------------
// seed 002 setRowReadRow, setColReadCol, setRowReadCol, ...Pad, ...Dyn, ...DynPad and the rect-
// versions: one kernel template per table row of smem_banks.h. Grid: one block per tile, any
// number of blocks; each round stores, barriers, loads and barriers again (the second barrier
// keeps the next round's store from overwriting a word another thread has yet to read).
template <int P, int BX, int BY, int SET, int READ, int PAD, bool DYN>
static __global__ void __launch_bounds__(BX *BY) cup_smem_banks_kernel(uint32_t *out, int rounds)
{
    constexpr unsigned WORDS = SET == SMEM_COL ? BX * (BY + PAD) : BY * (BX + PAD);
    __shared__ uint32_t static_tile[DYN ? 1 : WORDS];
    uint32_t *tile = DYN ? shared_as<uint32_t>() : static_tile;
    const unsigned idx = threadIdx.y * BX + threadIdx.x;
    const unsigned set = smem_word(SET, BX, BY, PAD, idx), read = smem_word(READ, BX, BY, PAD, idx);
    uint32_t sum = 0;
    for (int r = 0; r < rounds; r++) {
        tile[set] = idx + (uint32_t)r;
        __syncthreads();
        sum += tile[read];
        __syncthreads();
    }
    out[(size_t)blockIdx.x * (BX * BY) + idx] = sum;
}

template <int P, int BX, int BY, int SET, int READ, int PAD, bool DYN>
static cup_status run_smem_banks(cup_handle_t h, size_t blocks, int rounds, uint32_t *out)
{
    const size_t dyn = DYN ? smem_tile_words(BX, BY, PAD, SET) * sizeof(uint32_t) : 0;
    cup_smem_banks_kernel<P, BX, BY, SET, READ, PAD, DYN>
        <<<(unsigned)blocks, dim3(BX, BY), dyn, cuda_stream(h)>>>(out, rounds);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// ---- access -------------------------------------------------------------------------------------
// seed 002 readOffset / writeOffset: c[i + wo] = a[i + ro] + b[i + ro], one element per thread,
// a grid-stride loop so any n fits one launch. With an offset the warp's 128 bytes straddle a
// 32-byte sector boundary: 5 sectors instead of 4 per request (the seed's book, on Fermi,
// counted 128-byte lines).
enum Load { LOAD_PLAIN, LOAD_CA, LOAD_CG };

template <Load L> __device__ __forceinline__ float load(const float *p)
{
    if constexpr (L == LOAD_CA) return __ldca(p); // ld.global.ca: cache in L1 and L2
    else if constexpr (L == LOAD_CG) return __ldcg(p); // ld.global.cg: L2 only, bypass L1
    else return *p;
}

// No __restrict__ here, as in the seed: with it the compiler may route the plain loads through the
// read-only path (ld.global.nc), and the ld-ca / ld-cg rows would compare against that instead.
template <Load L>
static __global__ void cup_access_offset(const float *a, const float *b, float *c, size_t n, size_t ro, size_t wo)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        c[i + wo] = load<L>(a + i + ro) + load<L>(b + i + ro);
}

// seed 002 sumArraysGPU unrolled: four elements blockDim.x apart per thread, so four independent
// loads of each input are in flight; the seed's `if (k + 3 * blockDim.x < n)` dropped the tail,
// here each of the four is checked.
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

// seed 002 AoS vs SoA, for a struct of two floats. The struct is 4-byte aligned on purpose, as
// the seed's innerStruct is: each field is its own 4-byte load with an 8-byte stride, so a
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

// A grid of whole waves: enough blocks for every SM to hold as many as it can, no more (the
// loops stride over the rest).
static unsigned access_grid(cup_handle_t h, const void *kernel, int block, size_t items)
{
    const size_t resident = (size_t)cup_cuda_blocks_per_sm(h, kernel, block) * cuda_state(h)->prop.multiProcessorCount;
    const size_t want = (items + block - 1) / block;
    return (unsigned)std::max<size_t>(1, std::min(want, resident));
}

template <Load L> static cup_status run_offset(cup_handle_t h, const cup_access_args *x)
{
    const void *k = (const void *)cup_access_offset<L>;
    cup_access_offset<L><<<access_grid(h, k, x->block, x->n), x->block, 0, cuda_stream(h)>>>(
        x->a, x->b, x->c, x->n, x->read_offset, x->write_offset);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_unroll4(cup_handle_t h, const cup_access_args *x)
{
    cup_access_unroll4<<<access_grid(h, (const void *)cup_access_unroll4, x->block, (x->n + 3) / 4), x->block, 0,
                         cuda_stream(h)>>>(x->a, x->b, x->c, x->n, x->read_offset);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_aos(cup_handle_t h, const cup_access_args *x)
{
    cup_access_aos<<<access_grid(h, (const void *)cup_access_aos, x->block, x->n / 2), x->block, 0, cuda_stream(h)>>>(
        (const Pair *)x->a, (const Pair *)x->b, (Pair *)x->c, x->n / 2);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status run_soa(cup_handle_t h, const cup_access_args *x)
{
    cup_access_soa<<<access_grid(h, (const void *)cup_access_soa, x->block, x->n / 2), x->block, 0, cuda_stream(h)>>>(
        x->a, x->b, x->c, x->n / 2);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// ---- symbols ------------------------------------------------------------------------------------
// seed 002 checkGlobalVariable: a __device__ variable is a symbol, not a host-visible address.
// The host reaches it through cudaMemcpyToSymbol / FromSymbol, or asks for its device address
// with cudaGetSymbolAddress and then uses it as any device pointer. The symbols are one per
// process, so a mutex serialises the round trips of every handle.
__device__ double cup_dev_value;
__constant__ double cup_const_value;

static __global__ void cup_symbols_add2() { cup_dev_value += 2.0; } // the seed's devData += 2
static __global__ void cup_symbols_add2_at(double *p) { *p += 2.0; }
static __global__ void cup_symbols_from_constant() { cup_dev_value = cup_const_value + 2.0; }

static std::mutex symbols_mutex;

enum SymbolWay { SYMBOL_COPY, SYMBOL_ADDRESS, SYMBOL_CONSTANT };

template <SymbolWay W> static cup_status run_symbols(cup_handle_t h, double value, double *result)
{
    std::lock_guard<std::mutex> lock(symbols_mutex);
    cudaStream_t s = cuda_stream(h);
    double got = 0;
    if (W == SYMBOL_COPY) {
        CUP_CUDA_TRY(h, cudaMemcpyToSymbolAsync(cup_dev_value, &value, sizeof value, 0, cudaMemcpyHostToDevice, s));
        cup_symbols_add2<<<1, 1, 0, s>>>();
    } else if (W == SYMBOL_ADDRESS) {
        double *p = nullptr;
        CUP_CUDA_TRY(h, cudaGetSymbolAddress((void **)&p, cup_dev_value));
        CUP_CUDA_TRY(h, cudaMemcpyAsync(p, &value, sizeof value, cudaMemcpyHostToDevice, s));
        cup_symbols_add2_at<<<1, 1, 0, s>>>(p);
    } else {
        CUP_CUDA_TRY(h, cudaMemcpyToSymbolAsync(cup_const_value, &value, sizeof value, 0, cudaMemcpyHostToDevice, s));
        cup_symbols_from_constant<<<1, 1, 0, s>>>();
    }
    CUP_CUDA_LAUNCHED(h);
    CUP_CUDA_TRY(h, cudaMemcpyFromSymbolAsync(&got, cup_dev_value, sizeof got, 0, cudaMemcpyDeviceToHost, s));
    CUP_CUDA_TRY(h, cudaStreamSynchronize(s));
    *result = got;
    return CUP_STATUS_SUCCESS;
}

// ---- registry -----------------------------------------------------------------------------------

static const int square_shape[][2] = {{32, 32}, {0, 0}};
static const int rect_shape[][2] = {{32, 16}, {0, 0}};

#define SMEM_VARIANT(i, name_, seed_, desc_, bx, by, set, read, pad, dyn)                                       \
    cup_variant{{"smem-banks", name_, desc_, seed_, CUP_BACKEND_CUDA, CUP_MASK(CUP_U32), 0, 0, 0, 0, 1, 0,                \
                 by == 32 ? square_shape : rect_shape, 0},                                                        \
                nullptr, nullptr, nullptr, nullptr, run_smem_banks<i, bx, by, set, read, pad, (dyn != 0)>, nullptr},

#define ACCESS_VARIANT(name_, description_, seed_, fn_)                                                         \
    cup_variant{{"access", name_, description_, seed_, CUP_BACKEND_CUDA, CUP_MASK(CUP_F32), 0, 64, 1024, 512, 1, 0,  \
                 nullptr, 0},                                                                                     \
                nullptr, nullptr, nullptr, fn_, nullptr, nullptr},

#define SYMBOL_VARIANT(name_, description_, fn_)                                                                \
    cup_variant{{"symbols", name_, description_, "002: __device__ globals and symbols", CUP_BACKEND_CUDA,           \
                 CUP_MASK(CUP_F64), 0, 0, 0, 0, 1, 0, nullptr, 0},                                                 \
                nullptr, nullptr, nullptr, nullptr, nullptr, fn_},

extern "C" const cup_variant cup_cuda_memlab_variants[] = {
    CUP_SMEM_PATTERNS(SMEM_VARIANT)
    ACCESS_VARIANT("offset-read", "c[i] = a[i+off] + b[i+off]: misaligned reads", "002: readOffset",
                   run_offset<LOAD_PLAIN>)
    ACCESS_VARIANT("offset-write", "c[i+off] = a[i] + b[i]: misaligned writes", "002: writeOffset",
                   run_offset<LOAD_PLAIN>)
    ACCESS_VARIANT("unroll4", "offset-read, four elements per thread blockDim.x apart", "002: unrolled readOffset",
                   run_unroll4)
    ACCESS_VARIANT("ld-ca", "offset-read through ld.global.ca (L1 and L2)", "002: global loads cached in L1",
                   run_offset<LOAD_CA>)
    ACCESS_VARIANT("ld-cg", "offset-read through ld.global.cg (L2 only)", "002: global loads bypassing L1",
                   run_offset<LOAD_CG>)
    ACCESS_VARIANT("aos", "array of {x, y} structs, one 4-byte load per field", "002: AoS", run_aos)
    ACCESS_VARIANT("soa", "{x, y} as two arrays", "002: SoA", run_soa)
    SYMBOL_VARIANT("device-global", "__device__ double via cudaMemcpyToSymbol / FromSymbol, kernel adds 2",
                   run_symbols<SYMBOL_COPY>)
    SYMBOL_VARIANT("symbol-address", "cudaGetSymbolAddress, then cudaMemcpy and a kernel on the pointer",
                   run_symbols<SYMBOL_ADDRESS>)
    SYMBOL_VARIANT("constant", "__constant__ double via cudaMemcpyToSymbol, read by a kernel", run_symbols<SYMBOL_CONSTANT>)
};
extern "C" const int cup_cuda_memlab_variant_count = sizeof cup_cuda_memlab_variants / sizeof cup_cuda_memlab_variants[0];
