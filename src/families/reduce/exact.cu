// The correctly rounded float sum on the GPU: what `best` runs for f32/f64 SUM, and the `exact`
// rung of the ladder (any block size). The arithmetic of the limbs and the rounding is exact.h's,
// shared with the CPU backend; docs/exact-sum.md explains the method and its numbers.
//
// Each warp picks an exponent window from its first loads (the largest exponent minus 15). An
// element in the window adds into doubles without rounding (f32 widened; f64 split into a high
// and a low part at a fixed bit); any other element, and every infinity or NaN, goes to the
// block's fixed-point accumulator in shared memory through 64-bit shared atomics. At the end
// each warp turns its doubles into integers, sums them across the warp and adds them to the
// block's limbs; blocks meet as in `best` (acq_rel ticket, the last block folds the partials),
// and one thread rounds.
#include "backend/cuda/common.cuh"
#include "families/reduce/exact.h"
#include "families/reduce/reduce.h"
#include "families/reduce/persistent.cuh"
#include "families/reduce/tuning.h"

#include <algorithm>

// ---- the two element types --------------------------------------------------------------------

// A signed limb update: the unsigned 64-bit atomic wraps exactly as two's complement int64 adds.
__device__ __forceinline__ void shared_add(int64_t *limb, int64_t v)
{
    atomicAdd((unsigned long long *)limb, (unsigned long long)v);
}

// Adds one double to the block's limbs (or its flags).
__device__ __forceinline__ void block_add(double d, int offset, int64_t *acc, int limbs)
{
    cup_xs_pieces p;
    const unsigned f = cup_xs_split(d, offset, &p);
    if (f) {
        atomicOr((unsigned *)&acc[limbs], f); // the flags: the low word of the last slot
        return;
    }
#pragma unroll
    for (int j = 0; j < 3; j++)
        if (p.p[j]) shared_add(&acc[p.w + j], p.p[j]);
}

// Signed int64 warp sum (every lane gets it); callers keep it below 2^63.
__device__ __forceinline__ long long warp_sum_ll(long long v)
{
#pragma unroll
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}

// f32: window sums are doubles of the widened elements. Window [e0, e0 + 16): bits 27..30 of
// (x - (e0 << 23)) are clear, whatever the sign bit (exact-sum.md shows the wrap-around is safe).
struct ExactF32 {
    using T = float;
    static constexpr int limbs = CUP_XS_LIMBS_F32, offset = CUP_XS_OFFSET_F32;
    unsigned low;
    int base; // accumulator position of the window's unit: max(e0, 1)
    double acc;

    __device__ static unsigned exponent(uint4 r) // largest finite exponent of the word
    {
        const unsigned x[4] = {r.x, r.y, r.z, r.w};
        unsigned e = 0;
#pragma unroll
        for (int j = 0; j < 4; j++) {
            const unsigned ej = (x[j] >> 23) & 0xff;
            e = ej != 0xff && ej > e ? ej : e;
        }
        return e;
    }
    __device__ void start(unsigned emax)
    {
        const int e0 = ::min(::max((int)emax - (CUP_XS_WINDOW - 1), 0), (int)CUP_XS_MAX_E0_F32);
        low = (unsigned)e0 << 23, base = e0 ? e0 : 1, acc = 0;
    }
    __device__ __forceinline__ bool in(unsigned x) const { return !((x - low) & 0x78000000u); }
    __device__ __forceinline__ void add_word(uint4 r, int64_t *sacc)
    {
        if (!(((r.x - low) | (r.y - low) | (r.z - low) | (r.w - low)) & 0x78000000u)) {
            acc += ((double)__uint_as_float(r.x) + (double)__uint_as_float(r.y)) +
                   ((double)__uint_as_float(r.z) + (double)__uint_as_float(r.w));
            return;
        }
        const unsigned x[4] = {r.x, r.y, r.z, r.w};
#pragma unroll
        for (int j = 0; j < 4; j++) {
            if (in(x[j])) acc += (double)__uint_as_float(x[j]);
            else block_add((double)__uint_as_float(x[j]), offset, sacc, limbs);
        }
    }
    static constexpr int terms_per_word = 4;
    __device__ void flush(int64_t *sacc)
    {
        block_add(acc, offset, sacc, limbs);
        acc = 0;
    }
    // The warp's window sums as one integer at `base`, added by lane 0. All lanes call it.
    __device__ void to_block(int64_t *sacc)
    {
        const long long k = warp_sum_ll(cup_xs_to_int(acc, offset, base)); // each below 2^53
        if ((threadIdx.x & 31) == 0 && k) {
            cup_xs_pieces p;
            cup_xs_pieces_of(k < 0, k < 0 ? -(unsigned long long)k : (unsigned long long)k, base, &p);
#pragma unroll
            for (int j = 0; j < 3; j++)
                if (p.p[j]) shared_add(&sacc[p.w + j], p.p[j]);
        }
    }
    __device__ static void element(float v, int64_t *sacc) { block_add(v, offset, sacc, limbs); }
    __device__ static float from_bits(unsigned long long b) { return __uint_as_float((unsigned)b); }
};

// f64: hi = (x + C) - C rounds x to a multiple of 2^(base - 1035), lo = x - hi is exact below it;
// his and los add into their own doubles. Window test on the high word: bits 24..30 of
// (xh - (e0 << 20)) clear.
struct ExactF64 {
    using T = double;
    static constexpr int limbs = CUP_XS_LIMBS_F64, offset = CUP_XS_OFFSET_F64;
    unsigned low;
    int base;
    double c, hs, ls;

    __device__ static unsigned exponent(uint4 r)
    {
        const unsigned e0 = (r.y >> 20) & 0x7ff, e1 = (r.w >> 20) & 0x7ff;
        const unsigned a = e0 == 0x7ff ? 0 : e0, b = e1 == 0x7ff ? 0 : e1;
        return a > b ? a : b;
    }
    __device__ void start(unsigned emax)
    {
        const int e0 = ::min(::max((int)emax - (CUP_XS_WINDOW - 1), 0), (int)CUP_XS_MAX_E0_F64);
        low = (unsigned)e0 << 20, base = e0 ? e0 : 1;
        c = __longlong_as_double((long long)(((unsigned long long)(base + 40) << 52) | (1ull << 51)));
        hs = ls = 0;
    }
    __device__ __forceinline__ bool in(unsigned xh) const { return !((xh - low) & 0x7f000000u); }
    __device__ __forceinline__ void split_add(double v)
    {
        const double hi = __dsub_rn(__dadd_rn(v, c), c);
        hs = __dadd_rn(hs, hi);
        ls = __dadd_rn(ls, __dsub_rn(v, hi));
    }
    __device__ __forceinline__ void add_word(uint4 r, int64_t *sacc)
    {
        const double v0 = __hiloint2double((int)r.y, (int)r.x), v1 = __hiloint2double((int)r.w, (int)r.z);
        if (!(((r.y - low) | (r.w - low)) & 0x7f000000u)) {
            const double h0 = __dsub_rn(__dadd_rn(v0, c), c), h1 = __dsub_rn(__dadd_rn(v1, c), c);
            hs = __dadd_rn(hs, __dadd_rn(h0, h1));
            ls = __dadd_rn(ls, __dadd_rn(__dsub_rn(v0, h0), __dsub_rn(v1, h1)));
            return;
        }
        if (in(r.y)) split_add(v0);
        else block_add(v0, offset, sacc, limbs);
        if (in(r.w)) split_add(v1);
        else block_add(v1, offset, sacc, limbs);
    }
    static constexpr int terms_per_word = 2;
    __device__ void flush(int64_t *sacc)
    {
        block_add(hs, offset, sacc, limbs);
        block_add(ls, offset, sacc, limbs);
        hs = ls = 0;
    }
    __device__ void to_block(int64_t *sacc)
    {
        const long long kl = warp_sum_ll(cup_xs_to_int(ls, offset, base));      // each below 2^53
        const long long kh = warp_sum_ll(cup_xs_to_int(hs, offset, base + 40)); // each below 2^43
        if ((threadIdx.x & 31) == 0) {
            const long long ks[2] = {kl, kh};
#pragma unroll
            for (int i = 0; i < 2; i++) {
                if (!ks[i]) continue;
                cup_xs_pieces p;
                cup_xs_pieces_of(ks[i] < 0, ks[i] < 0 ? -(unsigned long long)ks[i] : (unsigned long long)ks[i],
                                 base + 40 * i, &p);
#pragma unroll
                for (int j = 0; j < 3; j++)
                    if (p.p[j]) shared_add(&sacc[p.w + j], p.p[j]);
            }
        }
    }
    __device__ static void element(double v, int64_t *sacc) { block_add(v, offset, sacc, limbs); }
    __device__ static double from_bits(unsigned long long b) { return __longlong_as_double((long long)b); }
};

// The block's accumulator rounded into *out by warp 0 (all its lanes call): ballots find the
// lowest and highest nonzero limbs, so the single thread that rounds touches only those.
template <class X> __device__ void round_to(int64_t *acc, typename X::T *out)
{
    constexpr int L = X::limbs;
    const unsigned lane = threadIdx.x & 31;
    int lo = 0, hi = -1;
#pragma unroll
    for (int base = 0; base < L; base += 32) {
        const unsigned live = __ballot_sync(0xffffffffu, base + (int)lane < L && acc[base + lane] != 0);
        if (live && hi < 0) lo = base + __ffs(live) - 1;
        if (live) hi = base + 31 - __clz(live);
    }
    __syncwarp(); // every lane's reads of the limbs before lane 0 settles them in place
    if (lane == 0) *out = X::from_bits(cup_xs_round_span(acc, L, lo, hi, (unsigned)acc[L], sizeof(typename X::T) == 8));
}

// The block's accumulator as the sharded sum's vector (exact.h: CUP_XS_VEC_*) instead of a
// rounded element: warp 0's lanes write one carry step of the limbs, then the three flags.
template <class X> __device__ void vector_to(const int64_t *acc, long long *vec)
{
    constexpr int L = X::limbs;
    for (int k = threadIdx.x & 31; k < L + 3; k += 32)
        vec[k] = k < L ? cup_xs_carried(acc, k, L) : (long long)(((unsigned)acc[L] >> (k - L)) & 1u);
}

template <class X> __device__ void finish(int64_t *acc, typename X::T *out, long long *vec)
{
    if (vec) vector_to<X>(acc, vec);
    else round_to<X>(acc, out);
}

template <class T> struct ExactOf;
template <> struct ExactOf<float> { using type = ExactF32; };
template <> struct ExactOf<double> { using type = ExactF64; };

// ---- the kernel ---------------------------------------------------------------------------------

// Grid: persistent, as best's; each thread strides over 16-byte words, UNROLL loads in flight.
// The first step is peeled (guarded) so the warp can choose its window from those loads before
// adding them; each double takes at most CUP_XS_WINDOW_TERMS window terms between flushes.
// partial: L + 1 rows of gridDim.x int64s (limb-major records, below); range: two counters,
// zero between launches. vec (the sharded sum): the accumulator is written there unrounded and
// out is not touched.
template <class X, int BLOCK, int UNROLL>
static __global__ void __launch_bounds__(BLOCK)
    reduce_exact(const typename X::T *__restrict__ in, size_t n, long long *partial, unsigned *counter,
                 unsigned *range, typename X::T *out, long long *vec)
{
    using T = typename X::T;
    constexpr int L = X::limbs;
    constexpr int flush_steps = CUP_XS_WINDOW_TERMS / (UNROLL * X::terms_per_word);
    __shared__ int64_t acc[L + 1]; // the block's limbs, then its flags
    __shared__ bool is_last;
    __shared__ int live_lo, live_hi; // the lowest and highest nonzero carried limb
    for (int k = threadIdx.x; k <= L; k += BLOCK) acc[k] = 0;
    if (threadIdx.x == 0) live_lo = L, live_hi = -1;
    __syncthreads();

    const size_t tid = (size_t)blockIdx.x * BLOCK + threadIdx.x;
    const size_t threads = (size_t)gridDim.x * BLOCK;
    const Words<T> in_words(in, n);
    const size_t head = in_words.head, words = in_words.words, tail = in_words.tail;
    if (tid < head) X::element(in[tid], acc);
    if (tid < n - tail) X::element(in[tail + tid], acc);

    const uint4 *w = reinterpret_cast<const uint4 *>(in + head);
    uint4 r[UNROLL];
    size_t i = tid;
#pragma unroll
    for (int j = 0; j < UNROLL; j++) r[j] = i + j * threads < words ? __ldg(w + i + j * threads) : uint4{0, 0, 0, 0};
    unsigned emax = 0;
#pragma unroll
    for (int j = 0; j < UNROLL; j++) emax = ::max(emax, X::exponent(r[j])); // zeros where no word
    X x;
    x.start(__reduce_max_sync(0xffffffffu, emax));
#pragma unroll
    for (int j = 0; j < UNROLL; j++)
        if (i + j * threads < words) x.add_word(r[j], acc);
    int steps = 1;
    for (i += UNROLL * threads; i + (UNROLL - 1) * threads < words; i += UNROLL * threads) {
#pragma unroll
        for (int j = 0; j < UNROLL; j++) r[j] = __ldg(w + i + j * threads);
#pragma unroll
        for (int j = 0; j < UNROLL; j++) x.add_word(r[j], acc);
        if (++steps == flush_steps) x.flush(acc), steps = 0;
    }
#pragma unroll
    for (int j = 0; j < UNROLL - 1; j++) r[j] = i + j * threads < words ? __ldg(w + i + j * threads) : uint4{0, 0, 0, 0};
#pragma unroll
    for (int j = 0; j < UNROLL - 1; j++)
        if (i + j * threads < words) x.add_word(r[j], acc);
    x.to_block(acc);
    __syncthreads();

    if (gridDim.x == 1) {
        if (threadIdx.x < 32) finish<X>(acc, out, vec);
        return; // uniform: after the last barrier
    }
    // One carry step brings every limb below 2^33, so the last block can sum them as int64. The
    // records are limb-major (row k: limb k of every block; row L: the flags), so the fold reads a
    // row with coalesced loads, and it reads only the rows some block has nonzero (data within a
    // few binades fill 2 or 3 of f64's 68 limbs): each block widens the union in `range`, kept as
    // L - lowest and highest + 1 so that zero means empty, before it draws its ticket.
    const size_t G = gridDim.x;
    for (int k = threadIdx.x; k <= L; k += BLOCK) {
        const long long v = k < L ? cup_xs_carried(acc, k, L) : acc[L];
        partial[(size_t)k * G + blockIdx.x] = v;
        if (k < L && v) atomicMin(&live_lo, k), atomicMax(&live_hi, k);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        if (live_hi >= 0) atomicMax(range, (unsigned)(L - live_lo)), atomicMax(range + 1, (unsigned)(live_hi + 1));
        is_last = draw_last_ticket(counter);
        if (is_last) { // the ticket's acquire made every block's range visible; zero it for the next launch
            const unsigned lo = atomicExch(range, 0u), hi = atomicExch(range + 1, 0u);
            live_lo = L - (int)lo, live_hi = (int)hi - 1;
        }
    }
    __syncthreads();
    if (!is_last) return;
    // The rows to fold: the union of every block's nonzero limbs. The other limbs of acc are zero
    // in every record.
    for (int k = threadIdx.x; k < L; k += BLOCK) acc[k] = 0;
    __syncthreads();
    // Each warp sums a row over every block (lanes stride over the blocks) in registers; the
    // flags are ORed. (Run on the H100 against a one-pass fold that added each record into shared
    // memory with 64-bit shared atomics: those contended, f32 at 2^20 took 13.7 us against 10.5,
    // bench/results/h100/tuning/2026-11-23-exact-sum.txt.) The unroll keeps several of a lane's
    // loads in flight.
    const unsigned lane = threadIdx.x & 31, warp = threadIdx.x / 32;
    const int lo = live_lo, rows = live_hi >= live_lo ? live_hi - live_lo + 1 : 0;
    for (int i = warp; i <= rows; i += BLOCK / 32) {
        const int k = i < rows ? lo + i : L;
        long long s = 0;
#pragma unroll 8
        for (size_t b = lane; b < G; b += 32) {
            const long long v = __ldcg(partial + (size_t)k * G + b);
            s = k < L ? s + v : (s | v);
        }
        if (k < L) {
            s = warp_sum_ll(s);
        } else {
#pragma unroll
            for (int m = 16; m > 0; m >>= 1) s |= __shfl_xor_sync(0xffffffffu, s, m);
        }
        if (lane == 0) acc[k] = s;
    }
    __syncthreads();
    if (threadIdx.x < 32) finish<X>(acc, out, vec);
}

// ---- launchers ----------------------------------------------------------------------------------

// wpt: 16-byte words per thread the grid is sized for (as best's shapes). The grid is also large
// enough that no block takes more than 2^27 elements, which keeps every shared limb below 2^62.
template <class T, int BLOCK>
static cup_status launch_exact(cup_handle_t h, const T *in, size_t n, T *out, long long *vec, int wpt)
{
    using X = typename ExactOf<T>::type;
    const auto kernel = reduce_exact<X, BLOCK, 4>;
    const size_t max_grid = std::min(cup_cuda_block_slots(h), (size_t)cuda_state(h)->prop.multiProcessorCount *
                                                                  cup_cuda_blocks_per_sm(h, (const void *)kernel, BLOCK));
    const size_t want = cup_ceil_div(n / (16 / sizeof(T)), (size_t)BLOCK * wpt);
    const size_t grid = std::max(std::clamp<size_t>(want, 1, max_grid), cup_ceil_div(n, (size_t)1 << 27));
    auto *partial = (long long *)cup_cuda_workspace(h, grid * (X::limbs + 1) * sizeof(long long));
    if (!partial) return CUP_STATUS_ALLOC_FAILED;
    unsigned *counters = cuda_state(h)->counters;
    kernel<<<(unsigned)grid, BLOCK, 0, cuda_stream(h)>>>(in, n, partial, counters + CUP_COUNTER_BEST,
                                                         counters + CUP_COUNTER_EXACT_RANGE, out, vec);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

template <class T>
static cup_status launch_exact_block(cup_handle_t h, const T *in, size_t n, T *out, long long *vec, int block, int wpt)
{
    switch (block) {
    case 64: return launch_exact<T, 64>(h, in, n, out, vec, wpt);
    case 128: return launch_exact<T, 128>(h, in, n, out, vec, wpt);
    case 256: return launch_exact<T, 256>(h, in, n, out, vec, wpt);
    case 512: return launch_exact<T, 512>(h, in, n, out, vec, wpt);
    default: return launch_exact<T, 1024>(h, in, n, out, vec, wpt);
    }
}

static cup_status run_exact_with(cup_handle_t h, cup_dtype t, const void *in, size_t n, void *out, long long *vec,
                                 int block, int wpt)
{
    if (t == CUP_F32) return launch_exact_block(h, (const float *)in, n, (float *)out, vec, block, wpt);
    if (t == CUP_F64) return launch_exact_block(h, (const double *)in, n, (double *)out, vec, block, wpt);
    return CUP_STATUS_INTERNAL_ERROR; // the registry's masks keep other dtypes out
}

// The `exact` rung: the block size asked for, best's words per thread for it.
extern "C" cup_status cup_cuda_reduce_exact(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return run_exact_with(h, a->dtype, a->in, a->n, a->out, nullptr, a->block,
                          a->block >= 1024 ? CUP_REDUCE_BEST_LARGE_WORDS : CUP_REDUCE_BEST_SMALL_WORDS);
}

// best's float SUM, and the sharded sum's part: the shape by input size (tuning.h).
static cup_status run_exact_best(cup_handle_t h, cup_dtype t, const void *in, size_t n, void *out, long long *vec)
{
    if (n * cup_dtype_size(t) < CUP_REDUCE_EXACT_LARGE_BYTES)
        return run_exact_with(h, t, in, n, out, vec, CUP_REDUCE_EXACT_SMALL_BLOCK, CUP_REDUCE_EXACT_SMALL_WORDS);
    return run_exact_with(h, t, in, n, out, vec, CUP_REDUCE_EXACT_LARGE_BLOCK, CUP_REDUCE_EXACT_LARGE_WORDS);
}

extern "C" cup_status cup_cuda_reduce_exact_best(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return run_exact_best(h, a->dtype, a->in, a->n, a->out, nullptr);
}

extern "C" cup_status cup_cuda_reduce_exact_partial(cup_handle_t h, cup_dtype t, const void *in, size_t n, int64_t *vec)
{
    return run_exact_best(h, t, in, n, nullptr, (long long *)vec);
}

// The summed vector rounded by one thread (exact.h's code, as the CPU rounds it).
template <class X> static __global__ void round_vector(const long long *vec, typename X::T *out)
{
    constexpr int L = X::limbs;
    int64_t l[L];
    for (int k = 0; k < L; k++) l[k] = vec[k];
    *out = X::from_bits(cup_xs_round(l, L, cup_xs_vec_flags((const int64_t *)vec, L), sizeof(typename X::T) == 8));
}

extern "C" cup_status cup_cuda_reduce_exact_finish(cup_handle_t h, cup_dtype t, const int64_t *vec, void *out)
{
    if (t == CUP_F32) round_vector<ExactF32><<<1, 1, 0, cuda_stream(h)>>>((const long long *)vec, (float *)out);
    else round_vector<ExactF64><<<1, 1, 0, cuda_stream(h)>>>((const long long *)vec, (double *)out);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}
