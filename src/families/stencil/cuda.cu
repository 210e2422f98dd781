// 1-D stencil on the GPU: the classic constant-memory stencil as a ladder (coefficients in
// global memory, in __constant__ memory behind a shared-memory tile, through the read-only
// cache) and `best`, the production path behind cup_stencil1d.
//
// Every kernel handles any n >= 1 and radius 1..16: reads outside [0, n) go through at(), which
// applies the boundary rule, so the tile kernels never skip a halo element and never return
// before a barrier (the classic kernel did both). The form is a sign: hi + s * lo with s = +-1 is
// exactly hi +- lo, so one code path serves both forms.
#include "backend/cuda/common.cuh"
#include "families/stencil/stencil.h"
#include "families/stencil/tuning.h"

#include <algorithm>
#include <cuda_pipeline.h>
#include <climits>

// in[j] under the boundary rule (cuprim.h), for any j (a partial tile reads past n + 16).
template <class T> __device__ __forceinline__ T at(const T *in, long long n, cup_boundary b, long long j)
{
    const long long s = cup_stencil_source(n, b, j);
    return s < 0 ? T(0) : in[s];
}

template <class T> struct Coef {
    T c[CUP_STENCIL_MAX_RADIUS + 1];
};

struct Shape { // what every kernel needs besides its data
    long long n;
    int radius;
    cup_boundary boundary;
    bool symmetric;
};

// ---- global: the stencil before constant memory ---------------------------------------------------
// Grid-stride, one output per thread per step; neighbours and coefficients are plain global loads
// (the neighbours' reuse across threads is left to L1).
template <class T>
static __global__ void stencil_global(const T *in, T *out, const T *coef, Shape s)
{
    const T sign = s.symmetric ? T(1) : T(-1);
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)s.n; i += stride) {
        const long long x = (long long)i;
        T acc = s.symmetric ? coef[0] * at(in, s.n, s.boundary, x) : T(0);
        for (int k = 1; k <= s.radius; k++)
            acc += coef[k] * (at(in, s.n, s.boundary, x + k) + sign * at(in, s.n, s.boundary, x - k));
        out[i] = acc;
    }
}

// ---- constant and readonly: the classic shared-memory stencil --------------------------------------
// The classic kernel: a tile of blockDim.x outputs in shared memory with `radius` halo elements
// each side, loaded once and read 2r + 1 times. Coefficients from __constant__ memory, whose
// cache broadcasts one address to the whole warp (every thread reads the same coef[k] at the
// same time: the access constant memory is made for), or through the read-only cache (__ldg).
// The __constant__ arrays are process-wide: two handles on two streams could race on them,
// which is why best passes its coefficients as kernel parameters instead.
__constant__ float cup_stencil_coef_f32[CUP_STENCIL_MAX_RADIUS + 1];
__constant__ double cup_stencil_coef_f64[CUP_STENCIL_MAX_RADIUS + 1];

template <class T> __device__ __forceinline__ T constant_coef(int k);
template <> __device__ __forceinline__ float constant_coef<float>(int k) { return cup_stencil_coef_f32[k]; }
template <> __device__ __forceinline__ double constant_coef<double>(int k) { return cup_stencil_coef_f64[k]; }

// Grid: blocks stride over tiles of blockDim.x outputs; the loop condition is the same for the
// whole block, so every thread reaches both barriers.
template <class T, bool CONSTANT>
static __global__ void stencil_tile(const T *__restrict__ in, T *__restrict__ out, const T *__restrict__ coef, Shape s)
{
    T *tile = shared_as<T>(); // [radius | blockDim.x | radius]
    const int r = s.radius;
    const T sign = s.symmetric ? T(1) : T(-1);
    const size_t tiles = ((size_t)s.n + blockDim.x - 1) / blockDim.x;
    for (size_t t = blockIdx.x; t < tiles; t += gridDim.x) {
        const long long base = (long long)(t * blockDim.x), i = base + threadIdx.x;
        tile[r + threadIdx.x] = at(in, s.n, s.boundary, i);
        if ((int)threadIdx.x < r) {
            tile[threadIdx.x] = at(in, s.n, s.boundary, base - r + threadIdx.x);
            tile[r + blockDim.x + threadIdx.x] = at(in, s.n, s.boundary, base + blockDim.x + threadIdx.x);
        }
        __syncthreads();
        if (i < s.n) {
            const T *c = tile + r + threadIdx.x;
            T acc = s.symmetric ? (CONSTANT ? constant_coef<T>(0) : __ldg(coef)) * c[0] : T(0);
            for (int k = 1; k <= r; k++)
                acc += (CONSTANT ? constant_coef<T>(k) : __ldg(coef + k)) * (c[k] + sign * c[-k]);
            out[i] = acc;
        }
        __syncthreads(); // the next tile overwrites what slower threads may still read
    }
}

// ---- best ---------------------------------------------------------------------------------------------
// Tiles of THREADS threads x V outputs (V = NV 16-byte vectors of T): 256 in stencil_best, as
// tuning.h's row says in stencil_async. Tiles reach shared memory one of three ways (tuning.h
// picks per dtype and radius): loaded at the top of one block per tile, prefetched into
// registers by a resident grid (PF), or through a ring of cp.async stages in a resident grid
// (stencil_async). Interior tiles come in as 16-byte vectors when `in` allows (vec_in);
// window_out computes them.
// SHIFT (an `out` not 16-byte aligned): the tiles start `lead` elements before 0, lead being how
// far `out` is past a 16-byte boundary, so that every interior tile still stores whole vectors;
// they load vectors when `in` is as far off as `out` (vec_in), else coalesced single elements.
// The aligned case is its own instantiation, the kernel as it was before SHIFT: the first
// version that shifted every call ran f32 radius 8 at 1991 GB/s against 3016 before
// (bench/results/h100/2026-11-23-3660da7.json against -bc304d3.json).
// Coefficients are kernel parameters: they sit in the constant bank like the classic kernel's
// __constant__ array, but need no copy before the launch and cannot race with another handle.
constexpr int BEST_THREADS = 256, HALO = CUP_STENCIL_MAX_RADIUS;

template <class T> struct Vec;
template <> struct Vec<float> {
    using type = float4;
};
template <> struct Vec<double> {
    using type = double2;
};

// One 16-byte vector to and from its elements.
static __device__ void unpack(float4 y, float *x) { x[0] = y.x, x[1] = y.y, x[2] = y.z, x[3] = y.w; }
static __device__ void unpack(double2 y, double *x) { x[0] = y.x, x[1] = y.y; }
static __device__ float4 pack(const float *x) { return make_float4(x[0], x[1], x[2], x[3]); }
static __device__ double2 pack(const double *x) { return make_double2(x[0], x[1]); }

// Where tile t starts (its first output; SHIFT tiles start `lead` before 0) and whether it lies
// wholly inside [0, n): whole tiles move as vectors, the others element by element.
struct TileAt {
    long long base;
    bool whole;
};
template <int TILE, bool SHIFT> static __device__ __forceinline__ TileAt tile_at(size_t t, int lead, long long n)
{
    const long long base = (long long)(t * TILE) - lead;
    return {base, (!SHIFT || base >= 0) && base + TILE <= n};
}

// Tile t's outputs from its copy in shared memory (HALO elements in): each thread reads its
// V + 2 * RMAX window as vectors (the tile starts HALO = 16 elements in, so windows stay aligned
// for RMAX = 4, 8, 16), computes V outputs in registers and stores NV vectors where the tile is
// whole, single elements at the edges.
template <class T, int RMAX, int NV, bool SHIFT, int THREADS>
static __device__ __forceinline__ void window_out(const T *tile, T *__restrict__ out, const Coef<T> &coef, const Shape &s,
                                                  int lead, size_t t)
{
    using V4 = typename Vec<T>::type;
    constexpr int E = 16 / sizeof(T), V = NV * E, TILE = THREADS * V;
    constexpr int W = V + 2 * RMAX; // a multiple of E: whole vectors
    const int r = s.radius;
    const T sign = s.symmetric ? T(1) : T(-1);
    T w[W];
#pragma unroll
    for (int q = 0; q < W / E; q++)
        unpack(reinterpret_cast<const V4 *>(tile + HALO - RMAX + threadIdx.x * V)[q], w + E * q);
    T res[V];
#pragma unroll
    for (int v = 0; v < V; v++) {
        T acc = s.symmetric ? coef.c[0] * w[RMAX + v] : T(0);
#pragma unroll
        for (int k = 1; k <= RMAX; k++)
            if (k <= r) acc += coef.c[k] * (w[RMAX + v + k] + sign * w[RMAX + v - k]);
        res[v] = acc;
    }
    const TileAt span = tile_at<TILE, SHIFT>(t, lead, s.n);
    const long long o = span.base + (long long)threadIdx.x * V;
    if (span.whole) {
#pragma unroll
        for (int q = 0; q < NV; q++) reinterpret_cast<V4 *>(out + o)[q] = pack(res + E * q);
    } else {
#pragma unroll
        for (int v = 0; v < V; v++)
            if ((!SHIFT || o + v >= 0) && o + v < s.n) out[o + v] = res[v];
    }
}

template <class T, int RMAX, int NV, bool PF, bool SHIFT>
static __global__ void __launch_bounds__(BEST_THREADS)
    stencil_best(const T *__restrict__ in, T *__restrict__ out, Coef<T> coef, Shape s, int lead, bool vec_in)
{
    using V4 = typename Vec<T>::type;
    constexpr int E = 16 / sizeof(T), V = NV * E, TILE = BEST_THREADS * V;
    __shared__ __align__(16) T tile[HALO + TILE + HALO];
    if constexpr (!SHIFT) lead = 0;
    const size_t tiles = ((size_t)s.n + lead + TILE - 1) / TILE;
    // One tile in registers: NV vectors when the tile is whole and `in` aligned with it (vec),
    // else V elements 256 apart (coalesced), through the boundary rule where the tile is not
    // whole; threads below RMAX add the halo.
    T x[V], hl = T(0), hr = T(0);
    bool vec = false;
    auto fetch = [&](size_t t) {
        // tile_at's test spelled out: with the helper here too, the compiler kept the span of the
        // tile alive across window_out (2 more registers in f32 radius 4 and 8)
        const long long base = (long long)(t * TILE) - lead;
        const bool whole = (!SHIFT || base >= 0) && base + TILE <= s.n;
        vec = vec_in && whole;
        if (vec) {
#pragma unroll
            for (int q = 0; q < NV; q++)
                unpack(reinterpret_cast<const V4 *>(in + base)[q * BEST_THREADS + threadIdx.x], x + E * q);
        } else if (SHIFT && whole) {
#pragma unroll
            for (int v = 0; v < V; v++) x[v] = __ldg(in + base + v * BEST_THREADS + threadIdx.x);
        } else {
#pragma unroll
            for (int v = 0; v < V; v++) x[v] = at(in, s.n, s.boundary, base + v * BEST_THREADS + threadIdx.x);
        }
        if (threadIdx.x < RMAX) {
            hl = at(in, s.n, s.boundary, base - RMAX + (long long)threadIdx.x);
            hr = at(in, s.n, s.boundary, base + TILE + (long long)threadIdx.x);
        }
    };
    size_t t = blockIdx.x;
    if (PF && t < tiles) fetch(t);
    for (; t < tiles; t += gridDim.x) {
        if (!PF) fetch(t);
        if (vec) {
#pragma unroll
            for (int q = 0; q < NV; q++)
                reinterpret_cast<V4 *>(tile + HALO)[q * BEST_THREADS + threadIdx.x] = pack(x + E * q);
        } else {
#pragma unroll
            for (int v = 0; v < V; v++) tile[HALO + v * BEST_THREADS + threadIdx.x] = x[v];
        }
        if (threadIdx.x < RMAX) tile[HALO - RMAX + threadIdx.x] = hl, tile[HALO + TILE + threadIdx.x] = hr;
        __syncthreads();
        // PF: the next tile's loads go out now and land while this one is computed, so the
        // bytes in flight no longer depend on how many blocks the window's registers allow
        if (PF && t + gridDim.x < tiles) fetch(t + gridDim.x);
        window_out<T, RMAX, NV, SHIFT, BEST_THREADS>(tile, out, coef, s, lead, t);
        __syncthreads();
    }
}

// The same tiles through a ring of STAGES shared-memory buffers filled by cp.async: STAGES - 1
// tiles are in flight while one is computed, and the bytes in flight cost no registers (the
// register prefetch above holds its next tile in x[], which with a wide window leaves fewer
// resident blocks). Interior elements are copied asynchronously (16-byte vectors when `in` is
// aligned with the tile, else one element each); elements outside [0, n) go through the boundary
// rule with plain stores, which the barrier before their stage is computed makes visible.
// Grid: a resident grid striding over tiles; one barrier per tile: it both publishes the
// stage about to be computed and retires the one about to be refilled. Warps wait at that
// barrier more than anywhere else (Nsight Compute), so blocks are smaller than stencil_best's:
// fewer warps to wait for, more blocks resident (tuning.h).
template <class T, int RMAX, int NV, int STAGES, bool SHIFT, int THREADS>
static __global__ void __launch_bounds__(THREADS)
    stencil_async(const T *__restrict__ in, T *__restrict__ out, Coef<T> coef, Shape s, int lead, bool vec_in)
{
    using V4 = typename Vec<T>::type;
    constexpr int E = 16 / sizeof(T), V = NV * E, TILE = THREADS * V, ROW = HALO + TILE + HALO;
    static_assert(STAGES >= 2, "one stage computed while the next lands");
    __shared__ __align__(16) T ring[STAGES][ROW];
    if constexpr (!SHIFT) lead = 0;
    const size_t tiles = ((size_t)s.n + lead + TILE - 1) / TILE, step = gridDim.x;
    auto element = [&](T *dst, long long j) {
        if (j >= 0 && j < s.n) __pipeline_memcpy_async(dst, in + j, sizeof(T));
        else *dst = at(in, s.n, s.boundary, j);
    };
    auto issue = [&](size_t t, T *tile) {
        const TileAt span = tile_at<TILE, SHIFT>(t, lead, s.n);
        const long long base = span.base;
        if (span.whole && vec_in) {
#pragma unroll
            for (int q = 0; q < NV; q++)
                __pipeline_memcpy_async(reinterpret_cast<V4 *>(tile + HALO) + q * THREADS + threadIdx.x,
                                        reinterpret_cast<const V4 *>(in + base) + q * THREADS + threadIdx.x, 16);
        } else {
#pragma unroll
            for (int v = 0; v < V; v++) element(tile + HALO + v * THREADS + threadIdx.x, base + v * THREADS + threadIdx.x);
        }
        if (threadIdx.x < RMAX) {
            element(tile + HALO - RMAX + threadIdx.x, base - RMAX + (long long)threadIdx.x);
            element(tile + HALO + TILE + threadIdx.x, base + TILE + (long long)threadIdx.x);
        }
    };
    size_t t = blockIdx.x;
#pragma unroll
    for (int k = 0; k < STAGES - 1; k++) { // one commit per stage, even an empty one, keeps the count
        if (t + k * step < tiles) issue(t + k * step, ring[k]);
        __pipeline_commit();
    }
    for (int i = 0; t < tiles; t += step, i = i + 1 == STAGES ? 0 : i + 1) {
        __pipeline_wait_prior(STAGES - 2); // this thread's copies of tile t have landed
        __syncthreads();
        const size_t next = t + (STAGES - 1) * step;
        const int j = i == 0 ? STAGES - 1 : i - 1; // the stage computed last round
        if (next < tiles) issue(next, ring[j]);
        __pipeline_commit();
        window_out<T, RMAX, NV, SHIFT, THREADS>(ring[i], out, coef, s, lead, t);
    }
    __pipeline_wait_prior(0); // nothing left in flight into shared memory at exit
}

// ---- launchers ------------------------------------------------------------------------------------------

static Shape shape_of(const cup_stencil_args *a)
{
    return Shape{(long long)a->n, a->radius, a->boundary, a->form == CUP_STENCIL_SYMMETRIC};
}

template <class F> static cup_status typed(const cup_stencil_args *a, F &&f)
{
    if (a->dtype == CUP_F32) return f(float{});
    return f(double{});
}

// The coefficients as T in device memory (the workspace), for global and readonly.
// On failure *d is null and the status says why (the workspace or the copy).
template <class T> static cup_status coef_on_device(cup_handle_t h, const cup_stencil_args *a, const T **d)
{
    T c[CUP_STENCIL_MAX_RADIUS + 1];
    for (int k = 0; k <= CUP_STENCIL_MAX_RADIUS; k++) c[k] = (T)a->coef[k];
    T *w = (T *)cup_cuda_workspace(h, sizeof c);
    *d = nullptr;
    if (!w) return CUP_STATUS_ALLOC_FAILED;
    // a pageable source is staged before the call returns, so c may go out of scope
    CUP_CUDA_TRY(h, cudaMemcpyAsync(w, c, sizeof c, cudaMemcpyHostToDevice, cuda_stream(h)));
    *d = w;
    return CUP_STATUS_SUCCESS;
}

static cup_status run_global(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_stencil_args *)args;
    return typed(a, [&](auto tag) -> cup_status {
        using T = decltype(tag);
        const T *coef;
        const cup_status s = coef_on_device<T>(h, a, &coef);
        if (s != CUP_STATUS_SUCCESS) return s;
        stencil_global<T><<<cup_cuda_resident_grid(h, (const void *)stencil_global<T>, a->block, a->n), a->block, 0, cuda_stream(h)>>>(
            (const T *)a->in, (T *)a->out, coef, shape_of(a));
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

template <bool CONSTANT> static cup_status run_tile(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_stencil_args *)args;
    return typed(a, [&](auto tag) -> cup_status {
        using T = decltype(tag);
        const T *coef = nullptr;
        if (CONSTANT) { // cudaMemcpyToSymbol, ordered on the handle's stream
            T c[CUP_STENCIL_MAX_RADIUS + 1];
            for (int k = 0; k <= CUP_STENCIL_MAX_RADIUS; k++) c[k] = (T)a->coef[k];
            if constexpr (sizeof(T) == 4)
                CUP_CUDA_TRY(h, cudaMemcpyToSymbolAsync(cup_stencil_coef_f32, c, sizeof c, 0, cudaMemcpyHostToDevice,
                                                        cuda_stream(h)));
            else
                CUP_CUDA_TRY(h, cudaMemcpyToSymbolAsync(cup_stencil_coef_f64, c, sizeof c, 0, cudaMemcpyHostToDevice,
                                                        cuda_stream(h)));
        } else {
            const cup_status s = coef_on_device<T>(h, a, &coef);
            if (s != CUP_STATUS_SUCCESS) return s;
        }
        const size_t smem = (size_t)(a->block + 2 * a->radius) * sizeof(T);
        const size_t tiles = (a->n + a->block - 1) / a->block;
        const unsigned grid = (unsigned)std::min<size_t>(tiles, INT_MAX);
        stencil_tile<T, CONSTANT><<<grid, a->block, smem, cuda_stream(h)>>>((const T *)a->in, (T *)a->out, coef,
                                                                             shape_of(a));
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

// LOAD: 0 loads each tile at the top of one block per tile (stencil_best), 1 prefetches the next
// tile into registers in a resident grid (stencil_best with PF), >= 2 a ring of that many
// cp.async stages in a resident grid (stencil_async).
template <class T, int RMAX, int NV, int LOAD, int THREADS> static cup_status launch_best(cup_handle_t h, const void *args)
{
    static_assert(LOAD >= 2 || THREADS == BEST_THREADS, "stencil_best's tiles are BEST_THREADS wide");
    const auto *a = (const cup_stencil_args *)args;
    Coef<T> coef;
    for (int k = 0; k <= CUP_STENCIL_MAX_RADIUS; k++) coef.c[k] = (T)a->coef[k];
    constexpr size_t TILE = THREADS * NV * (16 / sizeof(T));
    const int lead = (int)((uintptr_t)a->out % 16 / sizeof(T));
    const size_t tiles = (a->n + lead + TILE - 1) / TILE;
    const bool vec_in = (uintptr_t)a->in % 16 == (uintptr_t)a->out % 16;
    const auto kernel = [&] {
        if constexpr (LOAD >= 2) return lead ? stencil_async<T, RMAX, NV, LOAD, true, THREADS> : stencil_async<T, RMAX, NV, LOAD, false, THREADS>;
        else return lead ? stencil_best<T, RMAX, NV, LOAD == 1, true> : stencil_best<T, RMAX, NV, LOAD == 1, false>;
    }();
    const unsigned grid = LOAD ? cup_cuda_resident_grid(h, (const void *)kernel, THREADS, tiles * THREADS)
                               : (unsigned)std::min<size_t>(tiles, INT_MAX);
    kernel<<<grid, THREADS, 0, cuda_stream(h)>>>((const T *)a->in, (T *)a->out, coef, shape_of(a), lead, vec_in);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// Window (RMAX), vectors per thread (NV), how tiles are loaded (LOAD) and threads per block, per
// dtype and radius: the rows of tuning.h, each instantiated once; a radius runs the first row
// whose window covers it.
struct BestRow {
    int rmax, nv, load, threads;
};
constexpr BestRow best_f32[] = {CUP_STENCIL_BEST_F32}, best_f64[] = {CUP_STENCIL_BEST_F64};

template <class T, const BestRow *ROWS, int I> static cup_status run_best_row(cup_handle_t h, const cup_stencil_args *a)
{
    constexpr BestRow row = ROWS[I];
    if constexpr (I == 2) {
        static_assert(row.rmax == CUP_STENCIL_MAX_RADIUS, "the last window covers every radius");
        return launch_best<T, row.rmax, row.nv, row.load, row.threads>(h, a);
    } else {
        if (a->radius <= row.rmax) return launch_best<T, row.rmax, row.nv, row.load, row.threads>(h, a);
        return run_best_row<T, ROWS, I + 1>(h, a);
    }
}

static cup_status run_best(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_stencil_args *)args;
    return a->dtype == CUP_F32 ? run_best_row<float, best_f32, 0>(h, a) : run_best_row<double, best_f64, 0>(h, a);
}

// ---- registry --------------------------------------------------------------------------------------------

#define STENCIL(name_, description_, technique_, bmin, bmax, bdef, fn_)                                            \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_, \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64),             \
                         .block_min = bmin, .block_max = bmax, .block_default = bdef, .deterministic = 1},         \
                .run = fn_}

static const cup_variant variants[] = {
    STENCIL("global", "one output per thread, neighbours and coefficients from global memory",
            "the stencil before constant memory: every read from global memory", 64, 1024, 256, run_global),
    STENCIL("constant", "__constant__ coefficients (cudaMemcpyToSymbol), shared-memory tile + halo",
            "__constant__ coefficients broadcast to the warp, shared tile + halo", 64, 1024, 256, run_tile<true>),
    STENCIL("readonly", "shared-memory tile + halo, coefficients through __ldg",
            "the read-only data cache (__ldg) for the coefficients", 64, 1024, 256, run_tile<false>),
    STENCIL("best", "16-byte vectors in and out, register windows, coefficients as kernel parameters",
            "production path of cup_stencil1d", 0, 0, 0, run_best),
};
extern "C" const cup_variant_table cup_stencil_cuda = CUP_TABLE(variants);
