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

// Adds one double to the block's limbs (or its flags). Not inlined: its callers are the rare paths
// (and the window's slow path), and a copy per element of a step made the kernels' code large.
__device__ __noinline__ void block_add(double d, int offset, int64_t *acc, int limbs)
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
    template <int U> __device__ void prepare(uint4 (&)[U], int64_t *) {} // the window is chosen once
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
    static constexpr int terms_per_word = 4, capacity = CUP_XS_WINDOW_TERMS;
    template <int U> __device__ void add_step(uint4 (&r)[U], int64_t *sacc, unsigned valid) // bit j: word j is there
    {
#pragma unroll
        for (int j = 0; j < U; j++)
            if (valid >> j & 1) add_word(r[j], sacc);
    }
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
    template <int U> __device__ void prepare(uint4 (&)[U], int64_t *) {}
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
    static constexpr int terms_per_word = 2, capacity = CUP_XS_WINDOW_TERMS;
    template <int U> __device__ void add_step(uint4 (&r)[U], int64_t *sacc, unsigned valid) // bit j: word j is there
    {
#pragma unroll
        for (int j = 0; j < U; j++)
            if (valid >> j & 1) add_word(r[j], sacc);
    }
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

// ---- the binned exact sum: what `exact` and best's float SUM run --------------------------------
//
// Each thread keeps K bins, doubles S_k = 1.5 * 2^a_k + v_k, where v_k is what bin k has taken so
// far. Bin k's anchors sit BIN_SPACING bits apart below the warp's anchor a_0, so while
// |v_k| < 2^(a_k - 1) every S_k stays in [2^a_k, 2^(a_k + 1)) and its ulp is 2^(a_k - 52). An
// element x goes down the bins: t = S_k + x rounds x to bin k's ulp, q = t - S_k is that rounded
// part exactly (Sterbenz), x - q the exact rest (Fast2Sum: |S_k| > |x|), which goes on to bin
// k + 1. Three additions a bin, no branch; what is left after the last bin is zero unless the
// element reaches more than the bins span below the warp's largest element (K = 4: 172 bits,
// K = 5: 212), and only then does it go to the block's fixed-point limbs. The invariant holds
// because every element in a bin is below 2^(a_0 - 12) (BIN_HEADROOM) and every rest below
// 2^(a_k - 13): at most 2^10 additions (BIN_CAPACITY) move v_k by less than 2^(a_k - 1). Every
// 2^10 additions, when the anchor rises and at the end, the bins are flushed: v_k = S_k -
// 1.5 * 2^a_k is exact, an integer multiple of 2^(a_k - 52) below 2^51, summed over the warp as
// an int64 and added by lane 0 to the block's limbs.
//
// The anchor is the warp's: before each step's words are added, one vote asks whether any lane
// holds an element at or past 2^(a_0 - 12). Only then (rarely: when the data's top grows, and at
// the start, where a_0 is the lowest bin) does the warp look closer: infinities and NaNs go to
// the flags, elements past 2^HUGE (huge) to their own bins, and the anchor rises to the largest
// remaining element's exponent + 13 + BIN_SLACK, after a flush. Huge elements have their own
// bins so that a few values near the overflow threshold (+/-MAX pairs) cannot lift the anchor
// of everything else out of reach: f32 elements past 2^64 take three bins anchored at 2^140
// (every finite f32 fits, and their rests past the third bin are zero); f64 elements past 2^1000
// are scaled by 2^-400 (exact) into two bins anchored at 2^636, since 1.5 * 2^a_0 must stay
// finite. docs/exact-sum.md gives the bounds and the measurements.
enum { BIN_SPACING = 40, BIN_HEADROOM = 12, BIN_SLACK = 8, BIN_CAPACITY = 1 << 10 };

template <class T> struct BinType;
template <> struct BinType<float> {
    static constexpr int limbs = CUP_XS_LIMBS_F32, offset = CUP_XS_OFFSET_F32, per_word = 4, bias = 127, emax = 255;
    static constexpr int floor = -97;   // ulp 2^-149: every f32 is a multiple of it
    static constexpr int huge_e = 64;   // unbiased: past 2^64 goes to the huge bins
    static constexpr int huge_k = 3, huge_a0 = 140, huge_scale = 0;
    static constexpr double huge_mul = 1.0;
    __device__ static unsigned hi(uint4 r, int j) { return j == 0 ? r.x : j == 1 ? r.y : j == 2 ? r.z : r.w; }
    __device__ static double value(uint4 r, int j) { return (double)__uint_as_float(hi(r, j)); }
    __device__ static void zero(uint4 &r, int j) { (j == 0 ? r.x : j == 1 ? r.y : j == 2 ? r.z : r.w) = 0; }
    __device__ static unsigned exp_of(unsigned h) { return (h >> 23) & 0xff; }
    __device__ static unsigned abs_max(uint4 r) // the largest magnitude's bits
    {
        return ::max(::max(r.x & 0x7fffffffu, r.y & 0x7fffffffu), ::max(r.z & 0x7fffffffu, r.w & 0x7fffffffu));
    }
    // the smallest nonzero magnitude's bits less one (zero wraps to the largest: never the min)
    __device__ static unsigned abs_min_less_one(uint4 r)
    {
        return ::min(::min((r.x & 0x7fffffffu) - 1u, (r.y & 0x7fffffffu) - 1u),
                     ::min((r.z & 0x7fffffffu) - 1u, (r.w & 0x7fffffffu) - 1u));
    }
    static constexpr int mant = 23; // significand bits below the leading one
    // 2^p as the magnitude bits abs_max compares with (p >= -109 here: never subnormal)
    __device__ static unsigned pow2_bits(int p) { return (unsigned)(p + bias) << 23; }
};
template <> struct BinType<double> {
    static constexpr int limbs = CUP_XS_LIMBS_F64, offset = CUP_XS_OFFSET_F64, per_word = 2, bias = 1023, emax = 2047;
    static constexpr int floor = -1022; // the lowest normal exponent: ulp 2^-1074
    static constexpr int huge_e = 1000;
    static constexpr int huge_k = 2, huge_a0 = 636, huge_scale = 400;
    static constexpr double huge_mul = 0x1p-400;
    __device__ static unsigned hi(uint4 r, int j) { return j == 0 ? r.y : r.w; }
    __device__ static double value(uint4 r, int j)
    {
        return j == 0 ? __hiloint2double((int)r.y, (int)r.x) : __hiloint2double((int)r.w, (int)r.z);
    }
    __device__ static void zero(uint4 &r, int j)
    {
        if (j == 0) r.x = r.y = 0;
        else r.z = r.w = 0;
    }
    __device__ static unsigned exp_of(unsigned h) { return (h >> 20) & 0x7ff; }
    __device__ static unsigned abs_max(uint4 r) { return ::max(r.y & 0x7fffffffu, r.w & 0x7fffffffu); } // high words
    // as f32's, on the high words; an element below 2^-1042 has a zero high word and counts as 1
    __device__ static unsigned abs_min_less_one(uint4 r)
    {
        const unsigned a = (r.y & 0x7fffffffu) | (r.x != 0), b = (r.w & 0x7fffffffu) | (r.z != 0);
        return ::min(a - 1u, b - 1u);
    }
    static constexpr int mant = 52;
    // 2^p's high word; below 2^-1022 a subnormal's (p >= -1034 here), whose low word is zero too
    __device__ static unsigned pow2_bits(int p)
    {
        return p + bias >= 1 ? (unsigned)(p + bias) << 20 : (1u << 20) >> (1 - (p + bias));
    }
};

template <class T_, int K, bool ADAPT> struct Bins {
    using T = T_;
    using B = BinType<T>;
    static constexpr int limbs = B::limbs, offset = B::offset, terms_per_word = B::per_word, capacity = BIN_CAPACITY;
    double s[K], hs[B::huge_k];
    int a0;
    unsigned thr; // magnitude bits (f64: high word) at or past which an element needs a closer look
    int kk;       // the bins this step's elements need (ADAPT; else K): warp-uniform, set by prepare
    int used;     // the most bins any step used since the last flush (the others are empty)
    bool huge_used; // a huge element went to the huge bins since the last flush

    __device__ static int anchor(int k, int a) { return ::max(a - BIN_SPACING * k, (int)B::floor); }
    __device__ static double base(int a) { return __longlong_as_double((long long)(((unsigned long long)(a + 1023) << 52) | (1ull << 51))); }
    __device__ void set_anchor(int a)
    {
        a0 = a;
#pragma unroll
        for (int k = 0; k < K; k++) s[k] = base(anchor(k, a));
        thr = ::min(B::pow2_bits(a - BIN_HEADROOM), B::pow2_bits(B::huge_e));
    }
    __device__ static unsigned exponent(uint4) { return 0; }
    // The lowest anchor: the first step's vote then sets the real one.
    __device__ void start(unsigned)
    {
        kk = K, used = 0, huge_used = false;
        set_anchor(B::floor);
#pragma unroll
        for (int k = 0; k < B::huge_k; k++) hs[k] = base(B::huge_a0 - BIN_SPACING * k);
    }

    // Bin k's content as the warp's sum of v_k / 2^(a - 52) (exact: each below 2^51), reset to
    // empty; its unit in accumulator positions is unit_of(a) + scale. All lanes call it.
    __device__ static int unit_of(int a) { return a - 52 + 1075 - offset; }
    __device__ static double pow2(int e) { return __longlong_as_double((long long)(e + 1023) << 52); } // -1022..1023
    __device__ static long long bin_take(double &sk, int a)
    {
        const double b = base(a), v = __dsub_rn(sk, b);
        const int e = 52 - a; // v * 2^e is an integer below 2^51: power-of-two scaling, exact
        const double i = e <= 1023 ? __dmul_rn(v, pow2(e)) : __dmul_rn(__dmul_rn(v, pow2(1023)), pow2(e - 1023));
        sk = b;
        return warp_sum_ll(__double2ll_rn(i));
    }
    // Integers k[0..N) at units u[0..N) (descending, within 31 limbs of the lowest) into the block's
    // limbs: lane L adds every piece that lands in limb lo + L, so a warp's flush is one shared
    // atomic per lane on distinct limbs, not three per bin from lane 0 on the same few.
    template <int N> __device__ static void to_limbs(const long long (&k)[N], const int (&u)[N], int64_t *acc)
    {
        const int limb = (u[N - 1] >> 5) + (int)(threadIdx.x & 31);
        long long v = 0;
#pragma unroll
        for (int i = 0; i < N; i++) {
            cup_xs_pieces p;
            cup_xs_pieces_of(k[i] < 0, k[i] < 0 ? -(unsigned long long)k[i] : (unsigned long long)k[i], u[i], &p);
#pragma unroll
            for (int j = 0; j < 3; j++) v += p.w + j == limb ? p.p[j] : 0;
        }
        if (v && limb < limbs) shared_add(&acc[limb], v);
    }
    // Only the bins some step used, and the huge bins only if a huge element came: an empty bin
    // adds nothing, and each costs a warp sum.
    __device__ void flush(int64_t *acc)
    {
        long long k[K];
        int u[K];
        long long any = 0; // the sums are the warp's: every lane sees the same
#pragma unroll
        for (int i = 0; i < K; i++) {
            u[i] = unit_of(anchor(i, a0)), k[i] = 0;
            if (i < used) k[i] = bin_take(s[i], anchor(i, a0)), any |= k[i];
        }
        if (any) to_limbs(k, u, acc); // K bins span 40 (K - 1) + 96 bits: at most 11 limbs
        used = 0;
        if (!huge_used) return;
        long long kh[B::huge_k];
        int uh[B::huge_k];
        any = 0;
#pragma unroll
        for (int i = 0; i < B::huge_k; i++) {
            const int a = B::huge_a0 - BIN_SPACING * i;
            uh[i] = unit_of(a) + B::huge_scale, kh[i] = bin_take(hs[i], a), any |= kh[i];
        }
        if (any) to_limbs(kh, uh, acc);
        huge_used = false;
    }
    __device__ void to_block(int64_t *acc) { flush(acc); }

    // The rarely taken look at a step's words (all lanes call it): specials and huge elements out
    // (zeroed in r), then the anchor raised to the rest's largest exponent where it must be.
    template <int U> __device__ void prepare(uint4 (&r)[U], int64_t *acc)
    {
        unsigned top = 0, low = 0xffffffffu; // low: the smallest nonzero magnitude, less one
#pragma unroll
        for (int j = 0; j < U; j++) {
            top = ::max(top, B::abs_max(r[j]));
            if (ADAPT) low = ::min(low, B::abs_min_less_one(r[j]));
        }
        if (__any_sync(0xffffffffu, top >= thr)) closer(r, acc);
        if (!ADAPT) return (void)(used = K);
        // The bins this step needs: the last one's ulp at or below the lowest bit of the warp's
        // smallest element. Past it every rest is zero, so the bins after it are skipped.
        const unsigned m = __reduce_min_sync(0xffffffffu, low) + 1u; // wraps to 0: no nonzero element
        const int e = (int)B::exp_of(m), lowest = (e ? e : 1) - B::bias - B::mant;
        int k = 1;
#pragma unroll
        for (int j = 1; j < K; j++) k += anchor(j - 1, a0) - 52 > lowest;
        kk = m ? k : 1;
        used = ::max(used, kk);
    }
    // The rare look (all lanes): specials and huge elements out (zeroed in r), then the anchor
    // raised to the rest's largest exponent where it must be.
    template <int U> __device__ void closer(uint4 (&r)[U], int64_t *acc)
    {
        unsigned e = 0;
        bool huge = false;
#pragma unroll
        for (int j = 0; j < U; j++)
#pragma unroll
            for (int i = 0; i < B::per_word; i++) {
                const unsigned ei = B::exp_of(B::hi(r[j], i));
                if (ei == B::emax) {
                    block_add(B::value(r[j], i), offset, acc, limbs); // its flag
                    B::zero(r[j], i);
                } else if ((int)ei >= B::huge_e + B::bias) {
                    huge_add(B::value(r[j], i));
                    B::zero(r[j], i);
                    huge = true;
                } else {
                    e = ::max(e, ei);
                }
            }
        huge_used |= __any_sync(0xffffffffu, huge);
        e = __reduce_max_sync(0xffffffffu, e);
        const int a = ::max((int)(e ? e : 1) - B::bias + 1 + BIN_HEADROOM + BIN_SLACK, (int)B::floor);
        if (a > a0) {
            flush(acc);
            set_anchor(a);
        }
    }
    __device__ __forceinline__ void huge_add(double v)
    {
        double rest = v * B::huge_mul; // exact: v is far from the subnormals
#pragma unroll
        for (int k = 0; k < B::huge_k; k++) {
            const double t = __dadd_rn(hs[k], rest);
            rest = __dsub_rn(rest, __dsub_rn(t, hs[k]));
            hs[k] = t;
        } // rest is zero: the last huge bin's ulp divides every huge element
    }
    // KK bins; with all K, a rest past the last one goes to the limbs (with fewer it is zero).
    template <int KK> __device__ __forceinline__ void add(double v, int64_t *acc)
    {
#pragma unroll
        for (int k = 0; k < KK; k++) {
            const double t = __dadd_rn(s[k], v);
            v = __dsub_rn(v, __dsub_rn(t, s[k]));
            s[k] = t;
        }
        if (KK == K && ((unsigned long long)__double_as_longlong(v) << 1)) block_add(v, offset, acc, limbs);
    }
    template <int KK> __device__ __forceinline__ void add_all(uint4 r, int64_t *acc)
    {
#pragma unroll
        for (int i = 0; i < B::per_word; i++) add<KK>(B::value(r, i), acc);
    }
    // A step's words, zero where past the end (they add nothing); one switch on the warp's kk.
    template <int KK, int U> __device__ __forceinline__ void add_words(uint4 (&r)[U], int64_t *acc)
    {
#pragma unroll
        for (int j = 0; j < U; j++) add_all<KK>(r[j], acc);
    }
    template <int U> __device__ __forceinline__ void add_step(uint4 (&r)[U], int64_t *acc, unsigned)
    {
        if (!ADAPT) return add_words<K>(r, acc);
        switch (kk) { // warp-uniform
        case 1: add_words<1>(r, acc); break;
        case 2: add_words<(K < 2 ? K : 2)>(r, acc); break;
        case 3: add_words<(K < 3 ? K : 3)>(r, acc); break;
        case 4: add_words<(K < 4 ? K : 4)>(r, acc); break;
        case 5: add_words<(K < 5 ? K : 5)>(r, acc); break;
        default: add_words<K>(r, acc); break;
        }
    }
    __device__ static void element(T v, int64_t *acc) { block_add(v, offset, acc, limbs); }
    __device__ static T from_bits(unsigned long long b)
    {
        if constexpr (sizeof(T) == 4) return __uint_as_float((unsigned)b);
        else return __longlong_as_double((long long)b);
    }
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

// Grid: persistent, as best's; each thread strides over 16-byte words, UNROLL a step, the next
// step's loads in flight while a step is added. The window variant chooses its window from the
// first step's loads; each double (window or bin) takes at most X::capacity terms between flushes.
// partial: L + 1 rows of gridDim.x int64s (limb-major records, below); range: two counters,
// zero between launches. vec (the sharded sum): the accumulator is written there unrounded and
// out is not touched.
enum { PF_L2 = 0, PF_REGS = 1 };
template <class X, int BLOCK, int UNROLL, int PF>
static __global__ void __launch_bounds__(BLOCK)
    reduce_exact(const typename X::T *__restrict__ in, size_t n, long long *partial, unsigned *counter,
                 unsigned *range, typename X::T *out, long long *vec)
{
    using T = typename X::T;
    constexpr int L = X::limbs;
    constexpr int flush_steps = X::capacity / (UNROLL * X::terms_per_word);
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
    // Loads must be in flight while a step is added: the bins' arithmetic is long enough that
    // loads issued only at the top of a step left the memory idle (Nsight Compute had the warps
    // waiting on them most). PF_REGS: the next step's words load into registers one step ahead.
    // PF_L2: each lane asks L2 for its words two steps ahead (no registers held), and the step's
    // own loads at its top then come from L2. The step count is the warp's (the loop runs while
    // its first lane has a word), so prepare's votes see every lane; lanes past the end load
    // zeros, which add nothing.
    uint4 cur[UNROLL], nxt[UNROLL];
    size_t i = tid;
    const auto load = [&](uint4(&r)[UNROLL], size_t at) {
#pragma unroll
        for (int j = 0; j < UNROLL; j++) r[j] = at + j * threads < words ? __ldg(w + at + j * threads) : uint4{0, 0, 0, 0};
    };
    load(cur, i);
    unsigned emax = 0;
#pragma unroll
    for (int j = 0; j < UNROLL; j++) emax = ::max(emax, X::exponent(cur[j])); // zeros where no word
    X x;
    x.start(__reduce_max_sync(0xffffffffu, emax));
    const size_t first_lane = threadIdx.x & 31;
    bool first = true;
    for (int steps = 0; i - first_lane < words; i += UNROLL * threads, first = false) {
        if (PF == PF_REGS) {
            load(nxt, i + UNROLL * threads);
        } else {
            if (!first) load(cur, i); // the first step's words are loaded above
            const size_t ahead = i + 2 * UNROLL * threads;
#pragma unroll
            for (int j = 0; j < UNROLL; j++)
                if (ahead + j * threads < words) asm volatile("prefetch.global.L2 [%0];" ::"l"(w + ahead + j * threads));
        }
        x.prepare(cur, acc);
        unsigned valid = 0;
#pragma unroll
        for (int j = 0; j < UNROLL; j++) valid |= (unsigned)(i + j * threads < words) << j;
        x.add_step(cur, acc, valid);
        if (++steps == flush_steps) x.flush(acc), steps = 0;
        if (PF == PF_REGS) {
#pragma unroll
            for (int j = 0; j < UNROLL; j++) cur[j] = nxt[j];
        }
    }
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
template <class X, int BLOCK, int PF = CUP_REDUCE_EXACT_PREFETCH>
static cup_status launch_exact(cup_handle_t h, const typename X::T *in, size_t n, typename X::T *out, long long *vec,
                               int wpt)
{
    using T = typename X::T;
    const auto kernel = reduce_exact<X, BLOCK, PF == PF_REGS ? 2 : 4, PF>;
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

template <class X>
static cup_status launch_exact_block(cup_handle_t h, const void *in, size_t n, void *out, long long *vec, int block,
                                     int wpt)
{
    using T = typename X::T;
    const T *i = (const T *)in;
    T *o = (T *)out;
    switch (block) {
    case 64: return launch_exact<X, 64>(h, i, n, o, vec, wpt);
    case 128: return launch_exact<X, 128>(h, i, n, o, vec, wpt);
    case 256: return launch_exact<X, 256>(h, i, n, o, vec, wpt);
    case 512: return launch_exact<X, 512>(h, i, n, o, vec, wpt);
    default: return launch_exact<X, 1024>(h, i, n, o, vec, wpt);
    }
}

// How the elements are absorbed: the exponent window of `exact-window`; best's bins, as many as
// each step needs (tuning.h's count at most); or a fixed count for every element
// (`exact-bins-fixed`, the bins' first form: f32 4, f64 5).
enum Method { WINDOW = 0, BINS = 1, BINS_FIXED = 2, BINS_OTHER_PREFETCH = 3 };

template <class T>
static cup_status run_method(cup_handle_t h, int method, const void *in, size_t n, void *out, long long *vec,
                             int block, int wpt)
{
    constexpr int K = sizeof(T) == 4 ? CUP_REDUCE_BINS_F32 : CUP_REDUCE_BINS_F64, FIXED = sizeof(T) == 4 ? 4 : 5;
    if (method == WINDOW) return launch_exact_block<typename ExactOf<T>::type>(h, in, n, out, vec, block, wpt);
    if (method == BINS) return launch_exact_block<Bins<T, K, true>>(h, in, n, out, vec, block, wpt);
    // the other rows run at best's two shapes only (fewer kernels to build)
    if (method == BINS_OTHER_PREFETCH) {
        constexpr int PF = CUP_REDUCE_EXACT_PREFETCH == PF_REGS ? PF_L2 : PF_REGS;
        if (block == CUP_REDUCE_EXACT_LARGE_BLOCK)
            return launch_exact<Bins<T, K, true>, CUP_REDUCE_EXACT_LARGE_BLOCK, PF>(h, (const T *)in, n, (T *)out, vec, wpt);
        return launch_exact<Bins<T, K, true>, CUP_REDUCE_EXACT_SMALL_BLOCK, PF>(h, (const T *)in, n, (T *)out, vec, wpt);
    }
    if (block == CUP_REDUCE_EXACT_LARGE_BLOCK)
        return launch_exact<Bins<T, FIXED, false>, CUP_REDUCE_EXACT_LARGE_BLOCK>(h, (const T *)in, n, (T *)out, vec, wpt);
    return launch_exact<Bins<T, FIXED, false>, CUP_REDUCE_EXACT_SMALL_BLOCK>(h, (const T *)in, n, (T *)out, vec, wpt);
}

static cup_status run_exact_with(cup_handle_t h, cup_dtype t, int method, const void *in, size_t n, void *out,
                                 long long *vec, int block, int wpt)
{
    if (t == CUP_F32) return run_method<float>(h, method, in, n, out, vec, block, wpt);
    if (t == CUP_F64) return run_method<double>(h, method, in, n, out, vec, block, wpt);
    return CUP_STATUS_INTERNAL_ERROR; // the registry's masks keep other dtypes out
}

static int best_words(int block) { return block >= 1024 ? CUP_REDUCE_BEST_LARGE_WORDS : CUP_REDUCE_BEST_SMALL_WORDS; }

// The `exact` rung: best's bins at the block size asked for, best's words per thread for it.
extern "C" cup_status cup_cuda_reduce_exact(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return run_exact_with(h, a->dtype, BINS, a->in, a->n, a->out, nullptr, a->block, best_words(a->block));
}

// `exact-window`: the exponent window that `exact` ran before the bins, at any block size.
extern "C" cup_status cup_cuda_reduce_exact_window(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return run_exact_with(h, a->dtype, WINDOW, a->in, a->n, a->out, nullptr, a->block, best_words(a->block));
}

// best's float SUM, and the sharded sum's part: the shape by input size (tuning.h).
static cup_status run_exact_best(cup_handle_t h, cup_dtype t, int method, const void *in, size_t n, void *out,
                                 long long *vec)
{
    if (n * cup_dtype_size(t) < CUP_REDUCE_EXACT_LARGE_BYTES)
        return run_exact_with(h, t, method, in, n, out, vec, CUP_REDUCE_EXACT_SMALL_BLOCK, CUP_REDUCE_EXACT_SMALL_WORDS);
    return run_exact_with(h, t, method, in, n, out, vec, CUP_REDUCE_EXACT_LARGE_BLOCK, CUP_REDUCE_EXACT_LARGE_WORDS);
}

extern "C" cup_status cup_cuda_reduce_exact_best(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return run_exact_best(h, a->dtype, BINS, a->in, a->n, a->out, nullptr);
}

// `exact-prefetch-other`: best with the other way of keeping loads in flight (tuning.h).
extern "C" cup_status cup_cuda_reduce_exact_other_prefetch(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return run_exact_best(h, a->dtype, BINS_OTHER_PREFETCH, a->in, a->n, a->out, nullptr);
}

// `exact-bins-fixed`: best's shapes, every element down a fixed number of bins.
extern "C" cup_status cup_cuda_reduce_exact_fixed(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_reduce_args *)args;
    return run_exact_best(h, a->dtype, BINS_FIXED, a->in, a->n, a->out, nullptr);
}

extern "C" cup_status cup_cuda_reduce_exact_partial(cup_handle_t h, cup_dtype t, const void *in, size_t n, int64_t *vec)
{
    return run_exact_best(h, t, BINS, in, n, nullptr, (long long *)vec);
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
