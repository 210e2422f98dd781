// Atomics on the GPU. One kernel template runs any (function, type, scope) of the table in
// api.h; the variants differ in how each update reaches memory:
//   plain            one atomic per update at device scope: the hardware atomic where sm_90 has
//                    one, else a CAS loop (float min/max, mul);
//   block, system    the same with atomicX_block / atomicX_system;
//   cas-loop         every function as a loop of atomicCAS on the element's word;
//   warp-aggregated  __match_any_sync groups a warp's lanes by address; the group's values fold
//                    into one atomic by its lowest lane, and each lane's old value is rebuilt
//                    from the group's old value and the values of the lanes below it.
// No kernel uses shared memory: the warp-aggregated exchange is shuffles, so there is nothing
// for racecheck to find but the (unreported) global atomics themselves.
#include "backend/cuda/common.cuh"
#include "families/atomics/atomics.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

// ---- types and the device model ----------------------------------------------------------------

enum { SC_DEVICE = 0, SC_BLOCK = 1, SC_SYSTEM = 2 };
enum { RUN_PLAIN, RUN_BLOCK, RUN_SYSTEM, RUN_CAS_LOOP, RUN_AGGREGATED };

template <int TY> struct elem;
#define ELEM(ty, T) template <> struct elem<CUP_ATOMIC_##ty> { using type = T; };
ELEM(I32, int) ELEM(U32, unsigned) ELEM(I64, long long) ELEM(U64, unsigned long long) ELEM(F32, float)
ELEM(F64, double) ELEM(F16, __half) ELEM(BF16, __nv_bfloat16) ELEM(F16X2, __half2) ELEM(BF16X2, __nv_bfloat162)
ELEM(F32X2, float2) ELEM(F32X4, float4) ELEM(U16, unsigned short) ELEM(B128, ulonglong2)
#undef ELEM
template <int TY> using elem_t = typename elem<TY>::type;

// The unsigned word of each size: what atomicCAS takes (16 bytes: sm_90's 128-bit form).
template <int S> struct word;
template <> struct word<2> { using type = unsigned short; };
template <> struct word<4> { using type = unsigned; };
template <> struct word<8> { using type = unsigned long long; };
template <> struct word<16> { using type = ulonglong2; };
template <class T> using word_t = typename word<sizeof(T)>::type;

template <class To, class From> __device__ __forceinline__ To bitcast(const From &x)
{
    static_assert(sizeof(To) == sizeof(From), "same size");
    To t;
    memcpy(&t, &x, sizeof t);
    return t;
}
template <class W> __device__ __forceinline__ bool same_bits(W a, W b) { return a == b; }
__device__ __forceinline__ bool same_bits(ulonglong2 a, ulonglong2 b) { return a.x == b.x && a.y == b.y; }

template <int TY>
constexpr bool is_int = TY == CUP_ATOMIC_I32 || TY == CUP_ATOMIC_U32 || TY == CUP_ATOMIC_I64 || TY == CUP_ATOMIC_U64 ||
                        TY == CUP_ATOMIC_U16;

// min/max of f32/f64 in the order of api.h: -0 below +0 (a key on the bits), NaN never wins.
template <int FN, class F> __device__ __forceinline__ F float_minmax(F x, F v)
{
    using W = word_t<F>;
    constexpr W sign = W(1) << (8 * sizeof(W) - 1);
    constexpr W inf = sizeof(W) == 8 ? W(0x7ff0000000000000ull) : W(0x7f800000u);
    const W bx = bitcast<W>(x), bv = bitcast<W>(v);
    if ((bv & ~sign) > inf) return x;
    if ((bx & ~sign) > inf) return v;
    const W kx = (bx & sign) ? ~bx : bx | sign, kv = (bv & sign) ? ~bv : bv | sign;
    return (FN == CUP_ATOMIC_MIN) == (kv < kx) ? v : x;
}

// f(x, v) (cmp c for cas): the model of api.h on the device, for the CAS loops and to rebuild a
// warp group's old values. Integers work on the unsigned type, where wrap-around is defined.
template <int FN, int TY> __device__ __forceinline__ elem_t<TY> model(elem_t<TY> x, elem_t<TY> v, elem_t<TY> c)
{
    using T = elem_t<TY>;
    if constexpr (FN == CUP_ATOMIC_CAS) {
        return same_bits(bitcast<word_t<T>>(x), bitcast<word_t<T>>(c)) ? v : x;
    } else if constexpr (FN == CUP_ATOMIC_EXCH) {
        return v;
    } else if constexpr (is_int<TY>) {
        using U = word_t<T>;
        const U ux = (U)x, uv = (U)v;
        if constexpr (FN == CUP_ATOMIC_ADD) return (T)(U)(ux + uv);
        else if constexpr (FN == CUP_ATOMIC_SUB) return (T)(U)(ux - uv);
        else if constexpr (FN == CUP_ATOMIC_MUL) return (T)(U)(ux * uv);
        else if constexpr (FN == CUP_ATOMIC_MIN) return v < x ? v : x;
        else if constexpr (FN == CUP_ATOMIC_MAX) return v > x ? v : x;
        else if constexpr (FN == CUP_ATOMIC_INC) return x >= v ? T(0) : T(x + 1);
        else if constexpr (FN == CUP_ATOMIC_DEC) return (x == 0 || x > v) ? v : T(x - 1);
        else if constexpr (FN == CUP_ATOMIC_AND) return x & v;
        else if constexpr (FN == CUP_ATOMIC_OR) return x | v;
        else return x ^ v;
    } else if constexpr (TY == CUP_ATOMIC_F32 || TY == CUP_ATOMIC_F64) {
        if constexpr (FN == CUP_ATOMIC_ADD) return x + v;
        else if constexpr (FN == CUP_ATOMIC_MUL) return x * v;
        else return float_minmax<FN>(x, v);
    } else if constexpr (TY == CUP_ATOMIC_F32X2) {
        return make_float2(x.x + v.x, x.y + v.y);
    } else if constexpr (TY == CUP_ATOMIC_F32X4) {
        return make_float4(x.x + v.x, x.y + v.y, x.z + v.z, x.w + v.w);
    } else if constexpr (TY == CUP_ATOMIC_F16X2 || TY == CUP_ATOMIC_BF16X2) {
        return __hadd2(x, v);
    } else {
        return __hadd(x, v); // f16, bf16
    }
}

// ---- one update ----------------------------------------------------------------------------------

// name, name_block or name_system by the scope
#define SCOPED(name, ...)                                                                               \
    if constexpr (SC == SC_BLOCK) return name##_block(__VA_ARGS__);                                     \
    else if constexpr (SC == SC_SYSTEM) return name##_system(__VA_ARGS__);                              \
    else return name(__VA_ARGS__)

template <int SC, class W> __device__ __forceinline__ W cas_word(W *p, W cmp, W val) { SCOPED(atomicCAS, p, cmp, val); }

// The hardware atomic of fn on p (HOW: HW, BITS on the unsigned word, NEG as an add).
template <int FN, int TY, int HOW, int SC>
__device__ __forceinline__ elem_t<TY> hw(elem_t<TY> *p, elem_t<TY> v, elem_t<TY> c)
{
    using T = elem_t<TY>;
    if constexpr (HOW == CUP_ATOMIC_HOW_BITS || HOW == CUP_ATOMIC_HOW_NEG) {
        using W = word_t<T>;
        constexpr int WT = sizeof(W) == 8 ? CUP_ATOMIC_U64 : CUP_ATOMIC_U32;
        constexpr int F = HOW == CUP_ATOMIC_HOW_NEG ? CUP_ATOMIC_ADD : FN;
        W wv = bitcast<W>(v);
        if constexpr (HOW == CUP_ATOMIC_HOW_NEG) wv = W(0) - wv;
        return bitcast<T>(hw<F, WT, CUP_ATOMIC_HOW_HW, SC>(reinterpret_cast<W *>(p), wv, bitcast<W>(c)));
    } else if constexpr (FN == CUP_ATOMIC_ADD) {
        SCOPED(atomicAdd, p, v);
    } else if constexpr (FN == CUP_ATOMIC_SUB) {
        SCOPED(atomicSub, p, v);
    } else if constexpr (FN == CUP_ATOMIC_EXCH) {
        SCOPED(atomicExch, p, v);
    } else if constexpr (FN == CUP_ATOMIC_MIN) {
        SCOPED(atomicMin, p, v);
    } else if constexpr (FN == CUP_ATOMIC_MAX) {
        SCOPED(atomicMax, p, v);
    } else if constexpr (FN == CUP_ATOMIC_INC) {
        SCOPED(atomicInc, p, v);
    } else if constexpr (FN == CUP_ATOMIC_DEC) {
        SCOPED(atomicDec, p, v);
    } else if constexpr (FN == CUP_ATOMIC_CAS) {
        SCOPED(atomicCAS, p, c, v);
    } else if constexpr (FN == CUP_ATOMIC_AND) {
        SCOPED(atomicAnd, p, v);
    } else if constexpr (FN == CUP_ATOMIC_OR) {
        SCOPED(atomicOr, p, v);
    } else {
        SCOPED(atomicXor, p, v);
    }
}

// fn as a CAS loop on the element's word: guess the value (a plain L2 read; a torn or stale
// guess only costs one failed CAS), compute f(guess), swap it in if the word still holds the
// guess, else retry with what the CAS returned. The test is on bits, never on float ==: a NaN
// never equals itself and -0 equals +0, either of which would loop forever or lose an update.
template <int FN, int TY, int SC>
__device__ __forceinline__ elem_t<TY> cas_loop(elem_t<TY> *p, elem_t<TY> v, elem_t<TY> c)
{
    using T = elem_t<TY>;
    using W = word_t<T>;
    W *wp = reinterpret_cast<W *>(p);
    W old = __ldcg(wp);
    for (;;) {
        const W assumed = old;
        old = cas_word<SC>(wp, assumed, bitcast<W>(model<FN, TY>(bitcast<T>(assumed), v, c)));
        if (same_bits(old, assumed)) return bitcast<T>(old);
    }
}

template <int FN, int TY, int HOW, bool LOOP, int SC>
__device__ __forceinline__ elem_t<TY> update(elem_t<TY> *p, elem_t<TY> v, elem_t<TY> c)
{
    if constexpr (LOOP || HOW == CUP_ATOMIC_HOW_CAS) return cas_loop<FN, TY, SC>(p, v, c);
    else return hw<FN, TY, HOW, SC>(p, v, c);
}

// ---- kernels -------------------------------------------------------------------------------------

// One atomic per update. Grid: at device and system scope thread t of block b starts at update
// b * blockDim + t and strides by the whole grid, so a warp's lanes take consecutive updates
// (consecutive addresses, or one address when there is one). At block scope thread t of block b
// starts at b + gridDim * t, so every update of block b has j = b (mod gridDim); the launcher
// makes gridDim divide the address count, so all updates of an address come from one block,
// the only threads _block atomics are atomic against. Update j's address j % addresses is
// carried along the stride rather than divided out each time; with `scatter` it is
// cup_atomics_scatter(j, addresses) instead. One address takes its own loop on the pointer
// itself: the compiler can then see that a warp's updates share the address and fold them into
// one atomic per warp (30 times the rate on the H100, uniform value or not: docs/atomics.md).
// KEEP: 0 discards the old values (the compiler may then emit the reduction, RED), 1 stores
// them, 2 stores them when olds is given. UNI: 0 values from vals, 1 the kernel parameter u
// (warp-uniform, as a literal would be), 2 vals when given, else u.
template <int FN, int TY, int HOW, bool LOOP, int SC, int KEEP, int UNI>
static __global__ void atomics_each(elem_t<TY> *__restrict__ addr, size_t addresses, const elem_t<TY> *__restrict__ vals,
                                    elem_t<TY> u, const elem_t<TY> *__restrict__ cmps, elem_t<TY> *__restrict__ olds,
                                    size_t n, bool scatter)
{
    size_t j = SC == SC_BLOCK ? blockIdx.x + (size_t)gridDim.x * threadIdx.x
                              : (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    const size_t stride = (size_t)gridDim.x * blockDim.x, step = stride % addresses;
    if (addresses == 1) { // one address, named as such (a kernel parameter), as atomicAdd(&counter, v) is
        for (; j < n; j += stride) {
            const elem_t<TY> v = UNI == 1 ? u : UNI == 0 ? vals[j] : vals ? vals[j] : u;
            const elem_t<TY> old = update<FN, TY, HOW, LOOP, SC>(addr, v, FN == CUP_ATOMIC_CAS ? cmps[j] : v);
            if (KEEP == 1 || (KEEP == 2 && olds)) olds[j] = old;
        }
        return;
    }
    size_t a = j % addresses;
    for (; j < n; j += stride) {
        const elem_t<TY> v = UNI == 1 ? u : UNI == 0 ? vals[j] : vals ? vals[j] : u;
        const size_t at = scatter ? cup_atomics_scatter(j, addresses) : a;
        const elem_t<TY> old = update<FN, TY, HOW, LOOP, SC>(addr + at, v, FN == CUP_ATOMIC_CAS ? cmps[j] : v);
        if (KEEP == 1 || (KEEP == 2 && olds)) olds[j] = old;
        a += step;
        if (a >= addresses) a -= addresses;
    }
}

// fold of a warp group's values: what one atomic of the group's total must do
template <int FN, int TY> __device__ __forceinline__ elem_t<TY> fold(elem_t<TY> a, elem_t<TY> b)
{
    constexpr int F = FN == CUP_ATOMIC_SUB ? CUP_ATOMIC_ADD : FN; // sub(sub(x, a), b) = sub(x, a + b)
    return model<F, TY>(a, b, b);                                  // exch: the later value, b
}

// Warp-aggregated. Grid as atomics_each at device scope; the loop runs while the warp's first
// update exists, so every lane of a warp takes each step together and the ballot, match and
// shuffles see the whole warp (lanes past n sit out of the masks). A group (the lanes of one
// address) folds its values in lane order; its lowest lane does the one atomic with the total;
// lane k's old value is the group's old value updated by the values of the group's lanes below
// k, as if the group's updates had run one by one in lane order.
template <int FN, int TY, int HOW>
static __global__ void atomics_aggregated(elem_t<TY> *__restrict__ addr, size_t addresses,
                                          const elem_t<TY> *__restrict__ vals, elem_t<TY> u,
                                          elem_t<TY> *__restrict__ olds, size_t n, bool scatter)
{
    using T = elem_t<TY>;
    const unsigned lane = threadIdx.x % 32;
    size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    const size_t stride = (size_t)gridDim.x * blockDim.x, step = stride % addresses;
    size_t a = j % addresses;
    for (; j - lane < n; j += stride) {
        const unsigned live = __ballot_sync(0xffffffffu, j < n);
        if (j < n) {
            const T v = vals ? vals[j] : u;
            const size_t at = scatter ? cup_atomics_scatter(j, addresses) : a;
            const unsigned group = __match_any_sync(live, (unsigned long long)at);
            const int leader = __ffs(group) - 1;
            T total = v, below = v;
            bool any_below = false;
            // every lane of the group walks the group's lanes in order, so each shuffle has all
            // of them
            bool started = false;
            for (unsigned rest = group; rest; rest &= rest - 1) {
                const int src = __ffs(rest) - 1;
                const T vs = __shfl_sync(group, v, src);
                total = started ? fold<FN, TY>(total, vs) : vs;
                started = true;
                if ((unsigned)src < lane) below = any_below ? fold<FN, TY>(below, vs) : vs, any_below = true;
            }
            T old = v;
            if ((int)lane == leader) old = hw<FN, TY, HOW, SC_DEVICE>(addr + at, total, total);
            old = __shfl_sync(group, old, leader);
            if (olds) olds[j] = any_below ? model<FN, TY>(old, below, below) : old;
        }
        a += step;
        if (a >= addresses) a -= addresses;
    }
}

// ---- launchers -----------------------------------------------------------------------------------

// The largest divisor of `addresses` up to `cap`: a grid for block scope.
static unsigned dividing_grid(size_t addresses, size_t cap)
{
    size_t g = addresses < cap ? addresses : cap;
    while (g > 1 && addresses % g != 0) g--;
    return (unsigned)(g ? g : 1);
}

// The uniform value as the kernel parameter (through void *: the half types are not trivially
// assignable, but are plain bits).
template <class T> static T uniform_of(const cup_atomics_args *x)
{
    T u;
    memcpy((void *)&u, x->uniform, sizeof u);
    return u;
}

template <class K, class... Args>
static cup_status launch(cup_handle_t h, K kernel, const cup_atomics_args *x, unsigned grid, Args... args)
{
    kernel<<<grid, x->block, 0, cuda_stream(h)>>>(args...);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

template <int FN, int TY, int HOW, bool LOOP, int SC, int KEEP, int UNI>
static cup_status run_each(cup_handle_t h, const cup_atomics_args *x)
{
    using T = elem_t<TY>;
    const auto kernel = atomics_each<FN, TY, HOW, LOOP, SC, KEEP, UNI>;
    unsigned grid = cup_cuda_resident_grid(h, (const void *)kernel, x->block, x->r.n);
    if (SC == SC_BLOCK) grid = dividing_grid(x->r.addresses, grid);
    const T u = uniform_of<T>(x);
    return launch(h, kernel, x, grid, (T *)x->r.addr, x->r.addresses, (const T *)x->r.vals, u, (const T *)x->r.cmps,
                  (T *)x->r.olds, x->r.n, x->r.scatter != 0);
}

// The kernel of one table entry for one variant. The api's checks keep out the entries a
// variant does not run, so those branches are never instantiated.
template <int FN, int TY, int HOW, int SCOPED_FORMS>
static cup_status run_entry(cup_handle_t h, const cup_atomics_args *x, int how_run)
{
    using T = elem_t<TY>;
    constexpr bool hw_path = HOW != CUP_ATOMIC_HOW_CAS;
    switch (how_run) {
    case RUN_PLAIN: {
        const bool keep = x->r.olds != NULL, uni = x->r.vals == NULL;
        if (keep) return uni ? run_each<FN, TY, HOW, false, SC_DEVICE, 1, 1>(h, x) : run_each<FN, TY, HOW, false, SC_DEVICE, 1, 0>(h, x);
        return uni ? run_each<FN, TY, HOW, false, SC_DEVICE, 0, 1>(h, x) : run_each<FN, TY, HOW, false, SC_DEVICE, 0, 0>(h, x);
    }
    case RUN_BLOCK:
        if constexpr (hw_path && SCOPED_FORMS) return run_each<FN, TY, HOW, false, SC_BLOCK, 2, 2>(h, x);
        break;
    case RUN_SYSTEM:
        if constexpr (hw_path && SCOPED_FORMS) return run_each<FN, TY, HOW, false, SC_SYSTEM, 2, 2>(h, x);
        break;
    case RUN_CAS_LOOP: return run_each<FN, TY, HOW, true, SC_DEVICE, 2, 2>(h, x);
    case RUN_AGGREGATED:
        if constexpr (hw_path && TY <= CUP_ATOMIC_F64 &&
                      (FN == CUP_ATOMIC_ADD || FN == CUP_ATOMIC_EXCH ||
                       (TY <= CUP_ATOMIC_U64 && FN != CUP_ATOMIC_INC && FN != CUP_ATOMIC_DEC && FN != CUP_ATOMIC_CAS))) {
            const auto kernel = atomics_aggregated<FN, TY, HOW>;
            const T u = uniform_of<T>(x);
            return launch(h, kernel, x, cup_cuda_resident_grid(h, (const void *)kernel, x->block, x->r.n), (T *)x->r.addr,
                          x->r.addresses, (const T *)x->r.vals, u, (T *)x->r.olds, x->r.n, x->r.scatter != 0);
        }
        break;
    default: break;
    }
    return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "atomics: no kernel for this entry");
}

static cup_status dispatch(cup_handle_t h, const void *args, int how_run)
{
    const cup_atomics_args *x = (const cup_atomics_args *)args;
#define ENTRY(f, t, how, sc)                                                                              \
    case CUP_ATOMIC_##f * CUP_ATOMIC_TYPE_COUNT + CUP_ATOMIC_##t:                                         \
        return run_entry<CUP_ATOMIC_##f, CUP_ATOMIC_##t, CUP_ATOMIC_HOW_##how, sc>(h, x, how_run);
    switch ((int)x->r.fn * CUP_ATOMIC_TYPE_COUNT + (int)x->r.type) {
        CUP_ATOMICS_TABLE(ENTRY)
    default: break;
    }
#undef ENTRY
    return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "atomics: no kernel for this entry");
}

static cup_status run_plain(cup_handle_t h, const void *args) { return dispatch(h, args, RUN_PLAIN); }
static cup_status run_block(cup_handle_t h, const void *args) { return dispatch(h, args, RUN_BLOCK); }
static cup_status run_system(cup_handle_t h, const void *args) { return dispatch(h, args, RUN_SYSTEM); }
static cup_status run_cas_loop(cup_handle_t h, const void *args) { return dispatch(h, args, RUN_CAS_LOOP); }
static cup_status run_aggregated(cup_handle_t h, const void *args) { return dispatch(h, args, RUN_AGGREGATED); }

// ---- registry -----------------------------------------------------------------------------------

#define ATOMICS_VARIANT(name_, description_, technique_, traits_, fn_)                                        \
    cup_variant{.info = CUP_ATOMICS_INFO(CUP_BACKEND_CUDA, name_, description_, technique_, traits_, 32, 1024, 256), \
                .run = fn_},

static const cup_variant variants[] = {
    ATOMICS_VARIANT("plain", "one atomic per update, device scope; a CAS loop where sm_90 has no atomic",
                    "atomicAdd, Sub, Exch, Min, Max, Inc, Dec, CAS, And, Or, Xor as written", CUP_ATOMICS_ANY,
                    run_plain)
    ATOMICS_VARIANT("block", "atomicX_block; each address's updates all from one block (grid divides addresses)",
                    "block scope: atomic only against the threads of the same block",
                    CUP_ATOMICS_HW_ONLY | CUP_ATOMICS_PARTITIONED, run_block)
    ATOMICS_VARIANT("system", "atomicX_system on device memory",
                    "system scope: atomic against the host and peer devices too", CUP_ATOMICS_HW_ONLY, run_system)
    ATOMICS_VARIANT("cas-loop", "every function as a loop of atomicCAS on the element's word",
                    "the CAS loop: any read-modify-write from compare-and-swap, compared bit for bit",
                    CUP_ATOMICS_ANY | CUP_ATOMICS_LOOP, run_cas_loop)
    ATOMICS_VARIANT("warp-aggregated", "__match_any_sync groups lanes by address: one atomic per group",
                    "warp aggregation: fold a warp's updates of one address, rebuild each lane's old value",
                    CUP_ATOMICS_COMBINE, run_aggregated)
};
extern "C" const cup_variant_table cup_atomics_cuda = CUP_TABLE(variants);
