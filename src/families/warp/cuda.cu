// The warp intrinsics on the GPU: one kernel template over the intrinsic (OP) and the type it
// is called on, instantiated from the one table of warp.h, in two forms. cup_warp_call makes one
// call per lane on chosen lanes with an explicit mask, for the check against the model;
// cup_warp_chain makes long dependent chains of full-mask calls, for the throughput.
#include "backend/cuda/common.cuh"
#include "families/warp/warp.h"

#include <climits>
#include <type_traits>

namespace {

constexpr int BLOCK = 256; // 8 warps per block; the intrinsics need no particular block
constexpr unsigned FULL = 0xffffffffu;

__host__ __device__ constexpr bool is_shfl(int op) { return op <= CUP_WARP_SHFL_XOR; }
__host__ __device__ constexpr bool is_reduce(int op) { return op >= CUP_WARP_REDUCE_ADD; }
__host__ __device__ constexpr bool is_vote(int op) { return op >= CUP_WARP_BALLOT && op <= CUP_WARP_ACTIVEMASK; }

// What one lane's call returns: the value for the shuffles and reductions, a mask or a flag for
// the votes and match-any, the mask with the predicate in bit 32 for match-all (api.h).
template <int OP, class T>
using result_t = std::conditional_t<is_shfl(OP) || is_reduce(OP), T,
                                    std::conditional_t<OP == CUP_WARP_MATCH_ALL, unsigned long long, unsigned>>;

// ---- the intrinsics ------------------------------------------------------------------------------

// One call of OP by a lane of `mask` holding v (arg: srcLane, delta or laneMask). The guide's
// overloads take unsigned delta and laneMask; api.h passes their low 5 bits.
template <int OP, class T>
__device__ __forceinline__ result_t<OP, T> warp_call(unsigned mask, T v, int arg, int width)
{
    if constexpr (OP == CUP_WARP_SHFL) return __shfl_sync(mask, v, arg, width);
    else if constexpr (OP == CUP_WARP_SHFL_UP) return __shfl_up_sync(mask, v, (unsigned)arg & 31u, width);
    else if constexpr (OP == CUP_WARP_SHFL_DOWN) return __shfl_down_sync(mask, v, (unsigned)arg & 31u, width);
    else if constexpr (OP == CUP_WARP_SHFL_XOR) return __shfl_xor_sync(mask, v, (int)((unsigned)arg & 31u), width);
    else if constexpr (OP == CUP_WARP_BALLOT) return __ballot_sync(mask, v != 0);
    else if constexpr (OP == CUP_WARP_ANY) return __any_sync(mask, v != 0) != 0;
    else if constexpr (OP == CUP_WARP_ALL) return __all_sync(mask, v != 0) != 0;
    else if constexpr (OP == CUP_WARP_MATCH_ANY) return __match_any_sync(mask, v);
    else if constexpr (OP == CUP_WARP_MATCH_ALL) {
        int pred;
        const unsigned m = __match_all_sync(mask, v, &pred);
        return (unsigned long long)m | (unsigned long long)(pred != 0) << 32;
    } else if constexpr (OP == CUP_WARP_REDUCE_ADD) return __reduce_add_sync(mask, v);
    else if constexpr (OP == CUP_WARP_REDUCE_MIN) return __reduce_min_sync(mask, v);
    else if constexpr (OP == CUP_WARP_REDUCE_MAX) return __reduce_max_sync(mask, v);
    else if constexpr (OP == CUP_WARP_REDUCE_AND) return __reduce_and_sync(mask, v);
    else if constexpr (OP == CUP_WARP_REDUCE_OR) return __reduce_or_sync(mask, v);
    else if constexpr (OP == CUP_WARP_REDUCE_XOR) return __reduce_xor_sync(mask, v);
    else return __activemask(); // reached only from the throughput chain: the call kernel branches first
}

// ---- kernels -------------------------------------------------------------------------------------

// Grid: one warp of threads per warp of data. Warp w = blockIdx.x * BLOCK / 32 + threadIdx.x / 32,
// its lane l holds element 32 w + l. A warp past `warps` leaves whole, and within a warp the lanes
// outside masks[w] branch around the call, so the mask names exactly the lanes that reach it
// (no barrier follows, so leaving early is safe). __activemask is called inside a branch on the
// lane's own value; the two sides store differently (one through a volatile pointer), so the
// compiler cannot merge them into one call after the branch.
template <int OP, class T>
static __global__ void __launch_bounds__(BLOCK)
    cup_warp_call(const T *__restrict__ in, const int32_t *__restrict__ arg, const uint32_t *__restrict__ masks,
                  size_t warps, int width, result_t<OP, T> *__restrict__ out)
{
    const size_t w = (size_t)blockIdx.x * (BLOCK / 32) + threadIdx.x / 32;
    if (w >= warps) return;
    const unsigned lane = threadIdx.x % 32, mask = masks[w];
    if (!(mask >> lane & 1u)) return;
    const size_t i = 32 * w + lane;
    const T v = in[i];
    if constexpr (OP == CUP_WARP_ACTIVEMASK) {
        if (v != 0) out[i] = __activemask();
        else *(volatile unsigned *)(out + i) = __activemask();
    } else {
        out[i] = warp_call<OP, T>(mask, v, is_shfl(OP) ? arg[i] : 0, width);
    }
}

// Grid: `warps` warps as above, every lane present (full mask, the loop bound uniform). Each lane
// runs CUP_WARP_CHAINS independent chains: each call's operand is the previous call's result in
// its chain, so the calls cannot be dropped or hoisted and the chains keep the unit busy while
// each waits on its latency. The operand change per step is one integer add or and at most,
// beside the intrinsic.
template <int OP, class T>
static __global__ void __launch_bounds__(BLOCK) cup_warp_chain(size_t steps, size_t warps, int width, T *__restrict__ out)
{
    const size_t w = (size_t)blockIdx.x * (BLOCK / 32) + threadIdx.x / 32;
    if (w >= warps) return;
    const unsigned lane = threadIdx.x % 32;
    const size_t i = 32 * w + lane;
    T v[CUP_WARP_CHAINS];
#pragma unroll
    for (int c = 0; c < CUP_WARP_CHAINS; c++) v[c] = (T)(i * 0x9E3779B97F4A7C15ull + (unsigned)c);
    for (size_t k = 0; k < steps; k++) {
#pragma unroll
        for (int c = 0; c < CUP_WARP_CHAINS; c++) {
            if constexpr (OP == CUP_WARP_SHFL) v[c] = __shfl_sync(FULL, v[c], (int)k + c, width);
            else if constexpr (is_shfl(OP)) v[c] = warp_call<OP, T>(FULL, v[c], 1, width);
            else if constexpr (is_vote(OP) && OP != CUP_WARP_ACTIVEMASK)
                v[c] += (T)warp_call<OP, T>(FULL, (T)(v[c] & 1), 0, 32);
            else if constexpr (is_reduce(OP)) v[c] = warp_call<OP, T>(FULL, v[c], 0, 32) + (T)lane;
            else v[c] += (T)warp_call<OP, T>(FULL, v[c], 0, 32);
        }
    }
    T r = v[0];
#pragma unroll
    for (int c = 1; c < CUP_WARP_CHAINS; c++) r ^= v[c];
    out[i] = r;
}

// ---- launchers -----------------------------------------------------------------------------------

// The type each op's intrinsic is called on for a dtype: the votes an int (the predicate), the
// signed reductions int, the others' unsigned types of the dtype's size (the shuffles and
// matches move and compare bits, so floats travel as their bits).
template <class T> struct type_tag {
    using type = T;
};
template <int OP, class F> cup_status with_type(cup_dtype t, F &&f)
{
    if constexpr (is_vote(OP)) return f(type_tag<int>{});
    else if constexpr (OP == CUP_WARP_REDUCE_MIN || OP == CUP_WARP_REDUCE_MAX)
        return t == CUP_I32 ? f(type_tag<int>{}) : f(type_tag<unsigned>{});
    else if constexpr (is_reduce(OP)) return f(type_tag<unsigned>{});
    else return cup_dtype_size(t) == 4 ? f(type_tag<unsigned>{}) : f(type_tag<unsigned long long>{});
}

template <int OP> static cup_status launch(cup_handle_t h, const cup_warp_args *a)
{
    const size_t blocks = cup_ceil_div(a->warps, (size_t)(BLOCK / 32));
    if (blocks > (size_t)INT_MAX)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "warp: %zu warps need %zu blocks, over the grid limit", a->warps,
                        blocks);
    return with_type<OP>(a->dtype, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        if (a->steps)
            cup_warp_chain<OP, T><<<(unsigned)blocks, BLOCK, 0, cuda_stream(h)>>>(a->steps, a->warps, a->width, (T *)a->out);
        else
            cup_warp_call<OP, T><<<(unsigned)blocks, BLOCK, 0, cuda_stream(h)>>>(
                (const T *)a->in, a->arg, a->masks, a->warps, a->width, (result_t<OP, T> *)a->out);
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

template <int OP> static cup_status run(cup_handle_t h, const void *args)
{
    return launch<OP>(h, (const cup_warp_args *)args);
}

} // namespace

// ---- registry ------------------------------------------------------------------------------------

#define ROW(op_, name_, dtypes_, call_, technique_)                                                                \
    cup_variant{.info = CUP_WARP_INFO(CUP_BACKEND_CUDA, op_, name_, dtypes_, call_, technique_), .run = run<op_>},
static const cup_variant variants[] = {CUP_WARP_OPS(ROW)};
#undef ROW
extern "C" const cup_variant_table cup_warp_cuda = CUP_TABLE(variants);
