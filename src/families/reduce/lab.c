/* The reduce family in the lab: its reference, its check sweep, its benchmark tables and its
 * API contract. The reference is written apart from the library's kernels on purpose: nothing
 * here is shared with the CPU backend, so a bug there cannot hide itself. */
#define _POSIX_C_SOURCE 200809L /* setenv: the CPU thread-count sweep */
#include "families/reduce/exact.h"
#include "lab/lab.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- the reference ------------------------------------------------------------------------------ */

/* ---- the exact float sum, by other means than the library's ----------------------------------------
 * Exponent buckets: each element's significand, split at bit 26, is added with its sign to two
 * int64 buckets of its exponent (2^36 elements before one could overflow). At the end every
 * bucket goes, at its weight, into one of two magnitudes (positives, negatives), unsigned big
 * integers in 32-bit words whose bit j weighs 2^(j - 1075), carrying at once. The rounding
 * walks floats with nextafter and compares exactly, so it shares nothing with exact.h's. */
enum { BIG_WORDS = 72 }; /* 2304 bits: 2^1024 * 2^64 at weight 2^-1075 fits */
typedef struct big {
    uint32_t w[BIG_WORDS];
} big;

static void big_add_at(big *b, uint64_t m, int pos)
{
    int k = pos / 32;
    const int r = pos % 32;
    uint64_t lo = m << r, hi = r ? m >> (64 - r) : 0, carry = 0;
    const uint64_t parts[3] = {lo & 0xffffffffu, lo >> 32, hi};
    for (int j = 0; j < 3 || carry; j++, k++) {
        const uint64_t t = (uint64_t)b->w[k] + (j < 3 ? parts[j] : 0) + carry;
        b->w[k] = (uint32_t)t;
        carry = t >> 32;
    }
}

/* |x| into b, for a finite double (f32 elements arrive widened, exactly) */
static void big_add_double(big *b, double x)
{
    if (x == 0) return;
    int e;
    const double f = frexp(fabs(x), &e);      /* |x| = f * 2^e, f in [0.5, 1) */
    uint64_t m = (uint64_t)ldexp(f, 53);       /* exact: 53 bits */
    int pos = e - 53 + 1075;
    for (; pos < 0; pos++) m >>= 1;            /* subnormals: the bits dropped are zero */
    big_add_at(b, m, pos);
}

static int big_cmp(const big *a, const big *b)
{
    for (int k = BIG_WORDS - 1; k >= 0; k--)
        if (a->w[k] != b->w[k]) return a->w[k] < b->w[k] ? -1 : 1;
    return 0;
}

static void big_sub(big *a, const big *b) /* a -= b, a >= b */
{
    int64_t borrow = 0;
    for (int k = 0; k < BIG_WORDS; k++) {
        const int64_t t = (int64_t)a->w[k] - b->w[k] - borrow;
        a->w[k] = (uint32_t)t;
        borrow = t < 0;
    }
}

static void big_add(big *a, const big *b)
{
    uint64_t carry = 0;
    for (int k = 0; k < BIG_WORDS; k++) {
        const uint64_t t = (uint64_t)a->w[k] + b->w[k] + carry;
        a->w[k] = (uint32_t)t;
        carry = t >> 32;
    }
}

static big big_of(double x) /* |x|, or 2^1024 for an infinity (the step past the largest double) */
{
    big b;
    memset(&b, 0, sizeof b);
    if (isinf(x)) big_add_at(&b, 1, 1024 + 1075);
    else big_add_double(&b, x);
    return b;
}

typedef struct exact_sum {
    int64_t lo[2048], hi[2048]; /* by biased exponent: significand bits 0..25 and 26..52 */
    int nan, pinf, ninf;
} exact_sum;

static void exact_add(exact_sum *s, double x)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    const int e = (int)(u >> 52) & 0x7ff;
    const uint64_t m = (u & 0xfffffffffffffull) | (e ? 1ull << 52 : 0);
    if (e == 0x7ff) {
        if (m & 0xfffffffffffffull) s->nan = 1;
        else *(u >> 63 ? &s->ninf : &s->pinf) = 1;
        return;
    }
    const int64_t sign = u >> 63 ? -1 : 1;
    s->lo[e] += sign * (int64_t)(m & 0x3ffffff);
    s->hi[e] += sign * (int64_t)(m >> 26);
}

/* The magnitude |S| (f32 or f64) rounded to nearest, ties to even, by comparison: find the
 * floats a <= |S| < b around it, then compare 2|S| with a + b. */
static double round_magnitude(const big *mag, int f32, double guess)
{
    const double top = f32 ? (double)FLT_MAX : DBL_MAX;
    double a = guess > top ? top : guess;
    for (big ba = big_of(a); big_cmp(&ba, mag) > 0; ba = big_of(a)) a = f32 ? nextafterf((float)a, 0) : nextafter(a, 0);
    for (;;) {
        const double up = a >= top ? INFINITY : f32 ? nextafterf((float)a, INFINITY) : nextafter(a, INFINITY);
        big bu = big_of(up);
        if (big_cmp(&bu, mag) > 0) {
            big two = *mag, sum = big_of(a);
            big_add(&two, mag);
            big_add(&sum, &bu);
            const int c = big_cmp(&two, &sum);
            if (c != 0) return c < 0 ? a : up;
            /* a tie: the neighbour whose last significand bit is 0 (2^1024, past the top, counts as even) */
            if (isinf(up)) return up;
            const float af = (float)a;
            uint64_t abits = 0;
            if (f32) memcpy(&abits, &af, 4);
            else memcpy(&abits, &a, 8);
            return abits & 1 ? up : a;
        }
        a = up;
    }
}

/* The correctly rounded sum of n floats, by cuprim's rules for infinities and NaN (cuprim.h). */
static double exact_reference(cup_dtype t, const void *host, size_t n)
{
    exact_sum *s = calloc(1, sizeof *s);
    double approx = 0;
    if (!s) return NAN; /* no memory: every check then fails visibly */
    for (size_t i = 0; i < n; i++)
        exact_add(s, t == CUP_F32 ? ((const float *)host)[i] : ((const double *)host)[i]);
    if (s->nan || (s->pinf && s->ninf)) {
        free(s);
        return NAN;
    }
    if (s->pinf || s->ninf) {
        const double r = s->pinf ? INFINITY : -INFINITY;
        free(s);
        return r;
    }
    big pos, neg;
    memset(&pos, 0, sizeof pos), memset(&neg, 0, sizeof neg);
    for (int e = 0; e < 2048; e++) /* element weight 2^(max(e, 1) - 1075): position max(e, 1) */
        for (int half = 0; half < 2; half++) {
            const int64_t v = half ? s->hi[e] : s->lo[e];
            if (v) big_add_at(v > 0 ? &pos : &neg, v > 0 ? (uint64_t)v : -(uint64_t)v, (e ? e : 1) + 26 * half);
        }
    free(s);
    const int c = big_cmp(&pos, &neg);
    if (c == 0) return 0.0;
    big mag = c > 0 ? pos : neg;
    big_sub(&mag, c > 0 ? &neg : &pos);
    int top = BIG_WORDS - 1; /* a guess from the top 96 bits; the walk corrects it */
    while (top > 2 && !mag.w[top]) top--;
    for (int k = top; k >= top - 2 && k >= 0; k--) approx = approx * 4294967296.0 + mag.w[k];
    approx = ldexp(approx, 32 * (top >= 2 ? top - 2 : 0) - 1075);
    if (!(approx > 0)) approx = t == CUP_F32 ? 0x1p-149 : 0x1p-1074;
    const double r = round_magnitude(&mag, t == CUP_F32, t == CUP_F32 ? (double)(float)approx : approx);
    return c > 0 ? r : -r;
}

/* The expected result of a reduction: integer sums in 64-bit unsigned arithmetic truncated to
 * the element width, float sums exact and correctly rounded (bits), with the tolerance a rounded
 * float sum of any order must meet beside it, MIN/MAX exact. */
typedef struct reduce_expect {
    cup_dtype dtype;
    unsigned char bits[8]; /* exact expected value (integers, MIN/MAX, the correctly rounded float sum) */
    double value;          /* the reference as a double */
    double tol;            /* allowed |got - value| for a rounded float sum; 0 means bitwise */
} reduce_expect;

/* Integer elements widened so one loop serves every integer dtype. */
static uint64_t int_at(cup_dtype t, const void *p, size_t i)
{
    switch (t) {
    case CUP_I32: return (uint64_t)(int64_t)((const int32_t *)p)[i];
    case CUP_U32: return ((const uint32_t *)p)[i];
    default: return ((const uint64_t *)p)[i];
    }
}

static int int_less(cup_dtype t, uint64_t a, uint64_t b)
{
    return (t == CUP_I32 || t == CUP_I64) ? (int64_t)a < (int64_t)b : a < b;
}

static void reduce_reference(cup_op op, cup_dtype t, const void *host, size_t n, lab_data kind, reduce_expect *e)
{
    memset(e, 0, sizeof *e);
    e->dtype = t;
    const size_t size = cup_dtype_size(t);
    if (n == 0 && op != CUP_SUM) { /* undefined: callers expect an error, never a value */
        e->value = NAN;
        return;
    }
    if (t == CUP_F32 || t == CUP_F64) {
        double abs_sum = 0, best = op == CUP_MIN ? INFINITY : -INFINITY;
        for (size_t i = 0; i < n; i++) {
            const double x = t == CUP_F32 ? ((const float *)host)[i] : ((const double *)host)[i];
            if (op == CUP_SUM) abs_sum += fabs(x);
            else if (op == CUP_MIN ? x < best : x > best) best = x;
        }
        e->value = op == CUP_SUM ? exact_reference(t, host, n) : best;
        if (op == CUP_SUM && kind == LAB_DATA_FULL && n > 1) {
            /* Any summation tree of depth d over n terms errs by at most (d + per-thread run)
             * roundings of the running magnitude; 16 (1 + log2 n) u sum|x| covers the orders
             * cuprim and CUB use with margin, while one lost element of these data would not
             * fit (those are caught exactly by LAB_DATA_SMALLINT). */
            const double u = t == CUP_F32 ? 0x1p-24 : 0x1p-53;
            e->tol = 16.0 * (1.0 + log2((double)n)) * u * abs_sum;
        }
        if (t == CUP_F32) {
            const float f = (float)e->value;
            memcpy(e->bits, &f, 4);
        } else {
            memcpy(e->bits, &e->value, 8);
        }
        return;
    }
    const uint64_t mask = size == 4 ? 0xffffffffull : ~0ull;
    uint64_t acc = op == CUP_SUM ? 0 : int_at(t, host, 0);
    for (size_t i = op == CUP_SUM ? 0 : 1; i < n; i++) {
        const uint64_t x = int_at(t, host, i);
        if (op == CUP_SUM) acc += x;
        else if (op == CUP_MIN ? int_less(t, x, acc) : int_less(t, acc, x)) acc = x;
    }
    acc &= mask;
    if (size == 4) {
        const uint32_t v = (uint32_t)acc;
        memcpy(e->bits, &v, 4);
    } else {
        memcpy(e->bits, &acc, 8);
    }
    e->value = lab_as_double(t, e->bits);
}

/* Is variant `v`'s float SUM the correctly rounded one (so checked bit for bit)? */
static int is_exact(const cup_variant_info *v) { return (v->traits & CUP_REDUCE_EXACT) != 0; }

/* 1 when got (one element) matches; otherwise 0 and a reason in why. `exact`: the variant
 * promises the correctly rounded sum, so the bits must match (NaN: any NaN). */
static int reduce_matches(const reduce_expect *e, int exact, const void *got, char *why, size_t why_len)
{
    const size_t size = cup_dtype_size(e->dtype);
    char g[64], w[64];
    lab_format_value(e->dtype, got, g, sizeof g);
    lab_format_value(e->dtype, e->bits, w, sizeof w);
    if (exact) {
        if (memcmp(got, e->bits, size) == 0 || (isnan(e->value) && isnan(lab_as_double(e->dtype, got)))) return 1;
        snprintf(why, why_len, "got %s, want %s (the correctly rounded sum, bit for bit)", g, w);
        return 0;
    }
    if (e->tol > 0) {
        const double err = fabs(lab_as_double(e->dtype, got) - e->value);
        if (err <= e->tol) return 1; /* NaN fails here: the comparison is false */
        snprintf(why, why_len, "got %s, want %.17g (|err| %.3g > tol %.3g)", g, e->value, err, e->tol);
        return 0;
    }
    if (memcmp(got, e->bits, size) == 0) return 1;
    /* MIN/MAX may return -0.0 where the reference saw +0.0: equal values are a match */
    if ((e->dtype == CUP_F32 || e->dtype == CUP_F64) && lab_as_double(e->dtype, got) == e->value) return 1;
    snprintf(why, why_len, "got %s, want %s", g, w);
    return 0;
}

static int accepts(const cup_variant_info *v, cup_dtype t, cup_op op)
{
    return (v->dtypes & (1u << t)) && (v->ops & (1u << op));
}

/* ---- inputs that break rounded sums ----------------------------------------------------------------
 * Float data where any rounded order goes wrong and only the exact sum is right; the kinds
 * continue lab_data's numbering so one name function serves the messages. */
enum {
    HARD_PAIRS = 16, /* +H, small, -H, ...: huge pairs cancel, the smalls are the sum */
    HARD_SUBNORMAL,  /* subnormals only */
    HARD_OVERFLOW,   /* +M ... then -M' ...: near the largest float, every partial order overflows */
    HARD_TIE,        /* A, ulp(A)/2, cancelling pairs, sometimes a tiny nudge: ties to even */
    HARD_END,
    DIST_KIND = 32   /* DIST_KIND + d: the data of lab_dist d, in messages */
};

static const char *data_name(int kind)
{
    static const char *const hard[] = {"pairs", "subnormal", "overflow", "tie"};
    if (kind >= DIST_KIND) return lab_dist_name((lab_dist)(kind - DIST_KIND));
    return kind == LAB_DATA_SMALLINT ? "smallint" : kind == LAB_DATA_NAN ? "nan" : kind >= HARD_PAIRS ? hard[kind - HARD_PAIRS] : "full";
}

/* A float of t with biased exponent e (0: subnormal), a random significand and sign. */
static double rand_float(lab_rng *r, cup_dtype t, int e, int sign)
{
    const uint64_t x = lab_rand(r);
    const int neg = sign ? sign < 0 : (int)(x >> 63);
    if (t == CUP_F32) {
        const uint32_t b = (uint32_t)neg << 31 | (uint32_t)e << 23 | ((uint32_t)x & 0x7fffff);
        float f;
        memcpy(&f, &b, 4);
        return f;
    }
    const uint64_t b = (uint64_t)neg << 63 | (uint64_t)e << 52 | (x & 0xfffffffffffffull);
    double d;
    memcpy(&d, &b, 8);
    return d;
}

static void put(void *host, cup_dtype t, size_t i, double v)
{
    if (t == CUP_F32) ((float *)host)[i] = (float)v;
    else ((double *)host)[i] = v;
}

static void fill_hard(void *host, cup_dtype t, size_t n, int kind, lab_rng *r)
{
    const int f32 = t == CUP_F32, emax = f32 ? 254 : 2046, bias = f32 ? 127 : 1023;
    const size_t size = cup_dtype_size(t);
    switch (kind) {
    case HARD_PAIRS:
        for (size_t i = 0; i < n; i++) {
            if (i % 3 == 2) continue; /* written with i - 2 */
            if (i % 3 == 0 && i + 2 < n) {
                const double big = rand_float(r, t, emax - (int)(lab_rand(r) % 40), 0);
                put(host, t, i, big), put(host, t, i + 2, -big);
            } else {
                put(host, t, i, rand_float(r, t, bias - 30 + (int)(lab_rand(r) % 40), 0));
            }
        }
        break;
    case HARD_SUBNORMAL:
        for (size_t i = 0; i < n; i++) put(host, t, i, rand_float(r, t, 0, 0));
        break;
    case HARD_OVERFLOW:
        for (size_t i = 0; i < n / 2; i++) {
            const double m = rand_float(r, t, emax, 1);
            double m2; /* m with its low significand bits changed: the pairs leave ulps behind */
            if (f32) {
                float f = (float)m;
                uint32_t bits;
                memcpy(&bits, &f, 4);
                bits ^= (uint32_t)(lab_rand(r) & 15);
                memcpy(&f, &bits, 4);
                m2 = f;
            } else {
                uint64_t bits;
                memcpy(&bits, &m, 8);
                bits ^= lab_rand(r) & 15;
                memcpy(&m2, &bits, 8);
            }
            put(host, t, i, m), put(host, t, n - 1 - i, -m2);
        }
        if (n % 2) put(host, t, n / 2, rand_float(r, t, bias, 0));
        break;
    default: { /* HARD_TIE */
        const int ea = bias + 20 + (int)(lab_rand(r) % 10);
        const double a = rand_float(r, t, ea, 0), half = ldexp(a > 0 ? 1 : -1, ea - bias - (f32 ? 24 : 53));
        for (size_t i = 0; i + 1 < n; i += 2) {
            const double v = rand_float(r, t, ea - 40 + (int)(lab_rand(r) % 42), 0);
            put(host, t, i, v), put(host, t, i + 1, -v);
        }
        if (n % 2) put(host, t, n - 1, 0);
        put(host, t, 0, a);
        if (n > 1) put(host, t, 1, half);
        if (n > 3 && lab_rand(r) % 3 == 0) /* a nudge off the tie, either way */
            put(host, t, 2, ldexp(lab_rand(r) & 1 ? 1 : -1, ea - bias - (f32 ? 40 : 90))), put(host, t, 3, 0);
        for (size_t i = n; i > 1; i--) { /* shuffle: the tie must not depend on the order */
            const size_t j = (size_t)(lab_rand(r) % i);
            unsigned char tmp[8];
            memcpy(tmp, (char *)host + (i - 1) * size, size);
            memcpy((char *)host + (i - 1) * size, (char *)host + j * size, size);
            memcpy((char *)host + j * size, tmp, size);
        }
        break;
    }
    }
}

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct rcheck {
    lab_check_ctx *c;
    lab_in in;  /* the input, with room for a misaligned start */
    void *out;  /* 16 bytes of output */
} rcheck;

static void fail(lab_check_ctx *c, int k, const char *what, cup_dtype t, cup_op op, size_t n, int block, size_t offset,
                 lab_data kind, const char *why)
{
    char line[512];
    snprintf(line, sizeof line, "%s %s n=%zu block=%d offset=%zu data=%s: %s%s%s", cup_dtype_name(t), cup_op_name(op),
             n, block, offset, data_name((int)kind), what,
             why && *why ? "\n     " : "", why ? why : "");
    lab_check_fail(c, k, line);
}

/* Poison, run, read back, compare. The poison differs from the expected value in every byte. */
static int run_one(rcheck *x, int k, cup_op op, cup_dtype t, size_t offset, size_t n, int block, lab_data kind,
                   const reduce_expect *e, unsigned char *result)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t);
    unsigned char poison[8], got[8];
    for (size_t i = 0; i < size; i++) poison[i] = e->bits[i] ^ 0x5a;
    char why[256] = "";
    lab_check_count(c, k, NULL);
    cup_status s = cup_copy_to_backend(c->h, x->out, poison, size);
    if (s == CUP_STATUS_SUCCESS)
        s = cup_reduce_variant(c->h, c->ids[k], block, op, t, (const char *)x->in.dev + offset * size, n, x->out);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, got, x->out, size);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why, sizeof why, "%s: %s", cup_status_string(s), cup_last_error(c->h));
        fail(c, k, "call failed", t, op, n, block, offset, kind, why);
        return 0;
    }
    if (result) memcpy(result, got, size);
    if (!reduce_matches(e, op == CUP_SUM && is_exact(lab_check_variant(c, k)), got, why, sizeof why)) {
        fail(c, k, memcmp(got, poison, size) == 0 ? "output never written" : "wrong result", t, op, n, block, offset,
             kind, why);
        return 0;
    }
    return 1;
}

/* cup_reduce_host (the pipeline over host arrays, which runs best on each chunk) on x->host: every
 * op, chunks of 4099 elements and the default one, counted under best's name. */
static void check_host(rcheck *x, int k, cup_dtype t, size_t n, lab_data kind, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t);
    lab_fill(x->in.host, t, n, kind, rng);
    for (int op = CUP_SUM; op <= CUP_MAX; op++) {
        reduce_expect e;
        reduce_reference((cup_op)op, t, x->in.host, n, kind, &e);
        for (int pass = 0; pass < 2; pass++) {
            cup_set_pipeline_chunk(c->h, pass ? 0 : 4099 * size);
            unsigned char got[8];
            char why[256] = "";
            for (size_t i = 0; i < size; i++) got[i] = e.bits[i] ^ 0x5a;
            lab_check_count(c, k, NULL);
            const cup_status s = cup_reduce_host(c->h, (cup_op)op, t, x->in.host, n, got);
            if (s != CUP_STATUS_SUCCESS) snprintf(why, sizeof why, "%s: %s", cup_status_string(s), cup_last_error(c->h));
            if (s != CUP_STATUS_SUCCESS || !reduce_matches(&e, op == CUP_SUM, got, why, sizeof why)) {
                char what[64];
                snprintf(what, sizeof what, "cup_reduce_host, chunk %s", pass ? "default" : "4099 elements");
                fail(c, k, what, t, (cup_op)op, n, 0, 0, kind, why);
            }
        }
    }
    cup_set_pipeline_chunk(c->h, 0);
}

/* n = 0: SUM gives the identity (written over the poison), MIN/MAX are refused and leave the
 * output alone. */
static void check_empty(rcheck *x, int k, cup_dtype t)
{
    lab_check_ctx *c = x->c;
    const cup_variant_info *v = lab_check_variant(c, k);
    const size_t size = cup_dtype_size(t);
    unsigned char poison[8], got[8], zero[8] = {0};
    memset(poison, 0x5a, sizeof poison);
    for (int op = 0; op < CUP_OP_COUNT; op++) {
        if (!accepts(v, t, (cup_op)op)) continue;
        lab_check_count(c, k, NULL);
        cup_status s = cup_copy_to_backend(c->h, x->out, poison, size);
        cup_status r = cup_reduce_variant(c->h, c->ids[k], 0, (cup_op)op, t, x->in.dev, 0, x->out);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, got, x->out, size);
        const int want_ok = op == CUP_SUM;
        const int wrote = s == CUP_STATUS_SUCCESS && memcmp(got, poison, size) != 0;
        char why[300];
        snprintf(why, sizeof why, "status %s (%s)", cup_status_string(r), cup_last_error(c->h));
        if (want_ok && (r != CUP_STATUS_SUCCESS || s != CUP_STATUS_SUCCESS || memcmp(got, zero, size) != 0))
            fail(c, k, "SUM of zero elements must give 0", t, (cup_op)op, 0, 0, 0, LAB_DATA_FULL, why);
        else if (!want_ok && (r != CUP_STATUS_INVALID_VALUE || wrote))
            fail(c, k, "MIN/MAX of zero elements must fail and leave out alone", t, (cup_op)op, 0, 0, 0, LAB_DATA_FULL,
                 why);
    }
}

/* Every accepted block size is tried up to n = 2^17 (unless --default-block). */
static int all_blocks(const lab_check_ctx *c, size_t n) { return c->o->all_blocks && n <= ((size_t)1 << 17); }

static void check_case(rcheck *x, cup_dtype t, size_t n, lab_data kind, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t), max_offset = 3;
    const size_t bytes = (n + max_offset) * size;
    char why[256];
    lab_fill(x->in.host, t, n + max_offset, kind, rng);
    if (lab_in_upload(c, &x->in, bytes, "reduce") != 0) return;
    /* a misaligned start exercises the head/tail paths of vectorised kernels */
    const size_t offsets[2] = {0, 1 + n % max_offset};
    const int n_offsets = n <= ((size_t)1 << 17) ? 2 : 1;
    for (int oi = 0; oi < n_offsets; oi++) {
        const size_t offset = offsets[oi];
        const char *in_host = (const char *)x->in.host + offset * size;
        reduce_expect e[CUP_OP_COUNT];
        for (int op = 0; op < CUP_OP_COUNT; op++) reduce_reference((cup_op)op, t, in_host, n, kind, &e[op]);
        LAB_CHECK_EACH(k, c, &lab_family_reduce, t) {
            const cup_variant_info *v = lab_check_variant(c, k);
            /* NaN semantics are cuprim's contract (cuprim.h), not the vendor library's */
            if (kind == LAB_DATA_NAN && v->reference) continue;
            if (n > cup_reduce_max_n(v->traits, t)) continue; /* it refuses: see its traits */
            for (int op = 0; op < CUP_OP_COUNT; op++) {
                /* SMALLINT data is for exact sums, NaN data for MIN/MAX */
                if (!accepts(v, t, (cup_op)op) || (op != CUP_SUM && kind == LAB_DATA_SMALLINT) ||
                    (op == CUP_SUM && kind == LAB_DATA_NAN))
                    continue;
                LAB_EACH_BLOCK(block, v, all_blocks(c, n)) run_one(x, k, (cup_op)op, t, offset, n, block, kind, &e[op], NULL);
            }
            /* Same input, same size: a reproducible variant gives the same bits again. */
            if (v->deterministic && (t == CUP_F32 || t == CUP_F64) && kind == LAB_DATA_FULL && offset == 0 &&
                accepts(v, t, CUP_SUM)) {
                unsigned char r1[8], r2[8];
                if (run_one(x, k, CUP_SUM, t, 0, n, 0, kind, &e[CUP_SUM], r1) &&
                    run_one(x, k, CUP_SUM, t, 0, n, 0, kind, &e[CUP_SUM], r2) && memcmp(r1, r2, size) != 0) {
                    char a[64], b[64];
                    lab_format_value(t, r1, a, sizeof a), lab_format_value(t, r2, b, sizeof b);
                    snprintf(why, sizeof why, "first run %s, second run %s", a, b);
                    fail(c, k, "not reproducible", t, CUP_SUM, n, 0, 0, kind, why);
                }
            }
            if (n <= ((size_t)1 << 16) && lab_in_changed(c, &x->in, bytes))
                fail(c, k, "input modified", t, CUP_SUM, n, 0, offset, kind, "");
        }
    }
    if (n > ((size_t)1 << 16) && lab_in_changed(c, &x->in, bytes)) {
        snprintf(why, sizeof why, "reduce %s n=%zu: input modified by one of the variants", cup_dtype_name(t), n);
        lab_check_fail(c, -1, why);
    }
}

/* The exact variants on data no rounded sum gets right, bit for bit at every block size asked for. */
static void check_hard(rcheck *x, cup_dtype t, size_t n, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    const size_t bytes = n * cup_dtype_size(t);
    int wanted = 0;
    LAB_CHECK_EACH(k, c, &lab_family_reduce, t) wanted |= is_exact(lab_check_variant(c, k)) && accepts(lab_check_variant(c, k), t, CUP_SUM);
    for (int kind = HARD_PAIRS; wanted && kind < HARD_END; kind++) {
        fill_hard(x->in.host, t, n, kind, rng);
        if (lab_in_upload(c, &x->in, bytes, "reduce, the hard data") != 0) return;
        reduce_expect e;
        reduce_reference(CUP_SUM, t, x->in.host, n, (lab_data)kind, &e);
        LAB_CHECK_EACH(k, c, &lab_family_reduce, t) {
            const cup_variant_info *v = lab_check_variant(c, k);
            if (!is_exact(v) || !accepts(v, t, CUP_SUM)) continue;
            LAB_EACH_BLOCK(block, v, all_blocks(c, n)) run_one(x, k, CUP_SUM, t, 0, n, block, (lab_data)kind, &e, NULL);
        }
    }
}

/* The exact variants over every data distribution (lab_dist), bit for bit: the bins and the
 * anchors they follow must give the same bits whatever the data look like. */
static void check_dists(rcheck *x, cup_dtype t, size_t n, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    const size_t bytes = n * cup_dtype_size(t);
    for (int d = 0; d < LAB_DIST_COUNT; d++) {
        lab_fill_dist(x->in.host, t, n, (lab_dist)d, lab_rand(rng));
        if (lab_in_upload(c, &x->in, bytes, "reduce, the distribution data") != 0) return;
        reduce_expect e;
        reduce_reference(CUP_SUM, t, x->in.host, n, LAB_DATA_FULL, &e);
        e.tol = 0;
        LAB_CHECK_EACH(k, c, &lab_family_reduce, t) {
            const cup_variant_info *v = lab_check_variant(c, k);
            if (!is_exact(v) || !accepts(v, t, CUP_SUM) || n > cup_reduce_max_n(v->traits, t)) continue;
            LAB_EACH_BLOCK(block, v, all_blocks(c, n)) run_one(x, k, CUP_SUM, t, 0, n, block, (lab_data)(DIST_KIND + d), &e, NULL);
        }
    }
}

static void reduce_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const lab_check_opts *o = c->o;
    lab_rng rng = {o->seed};
    for (int t = 0; t < CUP_DTYPE_COUNT; t++) {
        if (!lab_check_dtype(c, &lab_family_reduce, t)) continue;
        const size_t size = cup_dtype_size((cup_dtype)t);
        const size_t ladder[] = {1, 2, 31, 32, 33, 63, 64, 65, 1023, 1024, 1025, 4097, 65537, 1000003,
                                 3 * cache / size + 7 /* past the cache */,
                                 o->huge && (t == CUP_I32 || t == CUP_F32) ? ((size_t)1 << 31) + 17 : 0};
        size_t sizes[16], largest;
        const int count = lab_sizes_within(ladder, ladder[15] ? 16 : 15, max_n, sizes, &largest);
        /* the input (lab_in: host, read-back, backend), the output, best's host-array pipeline */
        double host = 2.0 * (double)((largest + 3) * size), dev = (double)((largest + 3) * size) + 16;
        lab_check_pipeline_bytes(c, (double)(largest * size), 0, 0, &host, &dev);
        if (lab_check_holds(c, host, dev, "reduce %s n=%zu", cup_dtype_name((cup_dtype)t), largest)) continue;
        rcheck x = {c, {0}, NULL};
        if (lab_in_room(c, &x.in, (largest + 3) * size, "reduce") == 0 && cup_malloc(h, &x.out, 16) != CUP_STATUS_SUCCESS)
            lab_check_fail(c, -1, "reduce: cannot allocate the output");
        if (x.out) {
            LAB_CHECK_EACH(k, c, &lab_family_reduce, t) check_empty(&x, k, (cup_dtype)t);
            for (int i = 0; i < count; i++) {
                const int is_float = t == CUP_F32 || t == CUP_F64;
                /* past 2^31, F32 runs only on exactly-summable data: a tolerance there
                 * would be wide enough to hide a lost element */
                const int huge = sizes[i] > ((size_t)1 << 31);
                if (is_float) check_case(&x, (cup_dtype)t, sizes[i], LAB_DATA_SMALLINT, &rng);
                if (!(is_float && huge)) check_case(&x, (cup_dtype)t, sizes[i], LAB_DATA_FULL, &rng);
                if (is_float && !huge) check_case(&x, (cup_dtype)t, sizes[i], LAB_DATA_NAN, &rng);
                if (is_float && !huge) check_hard(&x, (cup_dtype)t, sizes[i], &rng);
                if (is_float && !huge) check_dists(&x, (cup_dtype)t, sizes[i], &rng);
                LAB_CHECK_EACH(k, c, &lab_family_reduce, t) /* best's pipeline over host arrays */
                    if (!huge && strcmp(lab_check_variant(c, k)->name, "best") == 0)
                        check_host(&x, k, (cup_dtype)t, sizes[i], is_float ? LAB_DATA_SMALLINT : LAB_DATA_FULL, &rng);
                lab_check_progress(c, "reduce %s n=%zu", cup_dtype_name((cup_dtype)t), sizes[i]);
            }
        }
        lab_in_free(h, &x.in), cup_free(h, x.out);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct rbench {
    int id, asked, block; /* asked: --block (0: each variant's default); block: this row's */
    cup_op op;
    cup_dtype t;
    size_t n;
    const void *in;
    void *out;
    int host; /* the input: -1 backend memory (a variant's row), 0 pageable, 1 pinned (cup_reduce_host) */
    reduce_expect e;
    int misalign; /* LAB_MISALIGN_IN: in starts one element past a 16-byte boundary */
    int dist;     /* a lab_dist for float data, or -1: lab_fill's uniform data (every dtype) */
    int unbounded; /* this row's rounded float sum has no error bound here (see reduce_verify) */
    double from_gbps; /* pinned host rows: the link's rate from this very buffer (cup_measure_h2d_from) */
} rbench;

static cup_status reduce_work(cup_handle_t h, void *p)
{
    const rbench *w = p;
    if (w->host >= 0) return cup_reduce_host(h, w->op, w->t, w->in, w->n, w->out);
    return cup_reduce_variant(h, w->id, w->block, w->op, w->t, w->in, w->n, w->out);
}

static int reduce_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    rbench *w = p;
    r->op = cup_op_name(w->op), r->n = w->n;
    if (w->misalign) LAB_APPEND(r->json, ", \"misalign\": \"%s\"", lab_misalign_name(w->misalign));
    if (w->dist >= 0) LAB_APPEND(r->json, ", \"dist\": \"%s\"", lab_dist_name((lab_dist)w->dist));
    const size_t most = cup_reduce_max_n(v->traits, w->t);
    if (w->n > most) { /* a limit of the variant's, not a failure of the row */
        fprintf(stderr, "cuprim: reduce %s left out at n = %zu: it takes at most %zu %s elements\n", v->name, w->n,
                most, cup_dtype_name(w->t));
        return 1;
    }
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block;
    if (w->host >= 0) lab_host_row(r, w->host);
    run->bytes = (double)(w->n * cup_dtype_size(w->t));
    run->footprint = w->n * cup_dtype_size(w->t);
    return 0;
}

/* A pinned host row beside the link's rate from its own buffer: what the copies alone reach there */
static void reduce_host_timed(void *p, lab_row *r)
{
    const rbench *w = p;
    if (w->from_gbps <= 0) return;
    LAB_APPEND(r->note, "  H2D from this buffer %.1f GB/s, the row %.1f%% of it", w->from_gbps, 100 * r->gbps / w->from_gbps);
    LAB_APPEND(r->json, ", \"h2d_from_buffer_gbps\": %.2f", w->from_gbps);
}

/* Data whose signs are random, where partial sums of any order stay near the tree bound. */
static int dist_random_signs(int d)
{
    return d < 0 || d == LAB_DIST_UNIFORM || d == LAB_DIST_NORMAL || d == LAB_DIST_WIDE || d == LAB_DIST_RAMP ||
           d == LAB_DIST_SUBNORMAL;
}

static int reduce_verify(void *p, cup_handle_t h, cup_status *s)
{
    rbench *w = p;
    const size_t size = cup_dtype_size(w->t);
    unsigned char poison[8], got[8];
    char why[256] = "";
    for (size_t i = 0; i < size; i++) poison[i] = w->e.bits[i] ^ 0x5a;
    if (w->host >= 0) memcpy(w->out, poison, size);
    else *s = cup_copy_to_backend(h, w->out, poison, size);
    if (*s == CUP_STATUS_SUCCESS) *s = reduce_work(h, w);
    if (*s == CUP_STATUS_SUCCESS && w->host >= 0) memcpy(got, w->out, size);
    else if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, got, w->out, size);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    const int exact = w->op == CUP_SUM && is_exact(cup_variant_get(w->id));
    /* A rounded float sum's error bound grows with sum |x|; past the largest float (+/-MAX pairs)
     * it bounds nothing and the partial sums may overflow in some orders. On data of one sign
     * (log-normal, sorted) a long sequential run's rounding errors add up past the tree bound the
     * lab uses (a plain loop over 2^22 positive floats misses it), and an order-free bound would be
     * too wide to tell anything. Such rows are timed and their result shown, not judged: the note
     * says so. The exact rows are judged bit for bit on every data. */
    const double top = w->t == CUP_F32 ? (double)FLT_MAX : DBL_MAX;
    w->unbounded = !exact && (w->e.tol > top || !dist_random_signs(w->dist));
    if (w->unbounded) return 1;
    const int ok = reduce_matches(&w->e, exact, got, why, sizeof why);
    if (!ok) fprintf(stderr, "cuprim: reduce: %s\n", why);
    return ok;
}

static void reduce_timed(void *p, lab_row *r)
{
    const rbench *w = p;
    if (w->unbounded) {
        LAB_APPEND(r->note, "  not judged: no error bound for a rounded sum of this data");
        LAB_APPEND(r->json, ", \"judged\": false");
    }
    reduce_host_timed(p, r); /* pinned host rows: the link from their own buffer */
}

/* One table: the selected variants on n elements of t under op. */
static int reduce_table(lab_bench *b, const char *const *variants, cup_dtype t, cup_op op, size_t n, int block,
                        int misalign, int dist)
{
    const size_t bytes = n * cup_dtype_size(t), in_at = misalign ? cup_dtype_size(t) : 0;
    /* the data on the host, and its copy in the backend */
    LAB_NEED_MEMORY(b, (double)bytes, (double)bytes + 64, "reduce of %zu %s", n, cup_dtype_name(t));
    rbench w = {.asked = block, .op = op, .t = t, .n = n, .misalign = misalign, .host = -1, .dist = dist};
    lab_mem m = {.h = b->h};
    void *host = lab_host(&m, bytes);
    char *in = lab_dev(&m, bytes + in_at);
    w.out = lab_dev(&m, 16);
    if (w.out) {
        const uint64_t seed = lab_table_seed(b, n, ((uint64_t)t << 8) | (uint64_t)op | ((uint64_t)(dist + 1) << 16));
        lab_rng rng = {seed};
        if (dist >= 0) lab_fill_dist(host, t, n, (lab_dist)dist, seed);
        else lab_fill(host, t, n, LAB_DATA_FULL, &rng);
        reduce_reference(op, t, host, n, LAB_DATA_FULL, &w.e);
        m.s = cup_copy_to_backend(b->h, in + in_at, host, bytes);
        w.in = in + in_at;
    }
    int failures = -1;
    if (lab_mem_ok(&m, "the reduce input")) {
        const lab_table table = {.family = &lab_family_reduce, .variants = variants, .dtype = (int)t, .ops = 1u << op,
                                 .ceiling = LAB_CEILING_READ, .ctx = &w, .setup = reduce_setup,
                                 .verify = reduce_verify, .work = reduce_work, .timed = reduce_timed};
        failures = lab_table_runf(b, &table, "reduce %s %s, n = %zu (%.1f MiB)%s%s%s", cup_dtype_name(t), cup_op_name(op),
                                  n, bytes / 1048576.0, misalign ? ", in one element past a 16-byte boundary" : "",
                                  dist >= 0 ? ", data " : "", dist >= 0 ? lab_dist_name((lab_dist)dist) : "");
    }
    lab_mem_free(&m);
    return failures;
}

/* ---- over host arrays: cup_reduce_host ------------------------------------------------------------ */

typedef struct host_ref {
    cup_op op;
    cup_dtype t;
    const void *host;
    size_t n;
    reduce_expect *parts;
} host_ref;

static void host_ref_part(void *p, int i, int count)
{
    const host_ref *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->n, i, count, &lo, &hi);
    reduce_reference(j->op, j->t, (const char *)j->host + lo * cup_dtype_size(j->t), hi - lo, LAB_DATA_FULL,
                     &j->parts[i]);
}

/* The reference over tens of GiB: integer results from every core's part, combined here (sums
 * wrap, MIN/MAX compare); float results in one pass (the exact sum is not a sum of rounded parts). */
static void host_reference(cup_op op, cup_dtype t, const void *host, size_t n, reduce_expect *e)
{
    const int count = lab_parallel_threads();
    if (t == CUP_F32 || t == CUP_F64 || (size_t)count > n) {
        reduce_reference(op, t, host, n, LAB_DATA_FULL, e);
        return;
    }
    reduce_expect parts[64];
    host_ref j = {op, t, host, n, parts};
    cup_cpu_parallel(count, host_ref_part, &j);
    *e = parts[0];
    uint64_t acc = int_at(t, parts[0].bits, 0);
    for (int i = 1; i < count; i++) {
        const uint64_t x = int_at(t, parts[i].bits, 0);
        if (op == CUP_SUM) acc += x;
        else if (op == CUP_MIN ? int_less(t, x, acc) : int_less(t, acc, x)) acc = x;
    }
    if (cup_dtype_size(t) == 4) {
        const uint32_t v = (uint32_t)acc;
        memcpy(e->bits, &v, 4);
    } else {
        memcpy(e->bits, &acc, 8);
    }
    e->value = lab_as_double(t, e->bits);
}

/* One row: cup_reduce_host over n elements of t in pinned or pageable host memory, against the
 * pinned H2D ceiling of the same run (pageable: or the staging copy's, where that is lower). n
 * may pass the GPU's memory. */
static int reduce_host_table(lab_bench *b, cup_dtype t, cup_op op, size_t n, int pinned)
{
    cup_handle_t h = b->h;
    const size_t bytes = n * cup_dtype_size(t);
    double host_bytes = (double)bytes, device_bytes = 0;
    lab_pipeline_bytes(b, pinned, &host_bytes, &device_bytes);
    LAB_NEED_MEMORY(b, host_bytes, device_bytes, "cup_reduce_host of %zu %s", n, cup_dtype_name(t));
    unsigned char out[16];
    rbench w = {.op = op, .t = t, .n = n, .out = out, .host = pinned, .dist = -1};
    lab_mem m = {.h = h};
    void *in = lab_host_array(&m, bytes, pinned);
    if (in) {
        lab_fill_parallel(in, t, n, LAB_DATA_FULL, lab_table_seed(b, n, ((uint64_t)t << 8) | (uint64_t)op));
        host_reference(op, t, in, n, &w.e);
        w.in = in;
        /* the copies from the pinned buffer, timed */
        if (pinned && bytes) m.s = cup_measure_h2d_from(h, in, bytes, &w.from_gbps);
    }
    int failures = -1;
    if (lab_mem_ok(&m, pinned ? "the pinned host array" : "the pageable host array")) {
        static const char *const best_only[] = {"best", NULL};
        const lab_table table = {.family = &lab_family_reduce, .variants = best_only, .dtype = (int)t, .ops = 1u << op,
                                 .ceiling = pinned ? LAB_CEILING_H2D : LAB_CEILING_PAGEABLE_H2D, .ctx = &w,
                                 .setup = reduce_setup, .timed = reduce_timed, .verify = reduce_verify, .work = reduce_work};
        failures = lab_table_runf(b, &table, "cup_reduce_host %s %s, n = %zu (%.2f GiB of %s host memory)", cup_dtype_name(t),
                                  cup_op_name(op), n, bytes / 1073741824.0, pinned ? "pinned" : "pageable");
    }
    lab_mem_free(&m);
    return failures;
}

static int reduce_bench(lab_bench *b, const lab_args *a)
{
    const char *op_name = lab_opt(a, "op");
    cup_op op = CUP_SUM;
    if (op_name && cup_op_from_name(op_name, &op)) lab_usage("unknown op '%s' (sum, min, max)", op_name);
    const int host = lab_host_input(a, b);
    if (host >= 0) {
        if (a->nvariants) lab_usage("--host times cup_reduce_host, not a variant: leave out --variant");
        const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_I32;
        const size_t n = a->n_set ? a->n : cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 32 : (size_t)1 << 26;
        if (n > SIZE_MAX / cup_dtype_size(t)) lab_usage("--n %zu of %s overflows", n, cup_dtype_name(t));
        return reduce_host_table(b, t, op, n, host);
    }
    const char *dist_name = lab_opt(a, "dist");
    lab_dist dist = LAB_DIST_UNIFORM;
    const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : dist_name ? CUP_F32 : CUP_I32;
    if (dist_name && lab_dist_from_name(dist_name, &dist))
        lab_usage("--dist: '%s' is not one of uniform, normal, lognormal, wide, ramp, maxpairs, sorted-ascending, "
                  "sorted-descending, subnormal", dist_name);
    if (dist_name && t != CUP_F32 && t != CUP_F64) lab_usage("--dist takes f32 or f64 data, not %s", cup_dtype_name(t));
    return reduce_table(b, lab_variants(a), t, op, a->n_set ? a->n : (size_t)1 << 24, a->block,
                        lab_misalign(a, LAB_MISALIGN_IN), dist_name ? (int)dist : -1);
}

/* The ladder at 2^24 and past the cache, then best (and CUB on the GPU) across sizes: where
 * launch latency ends and bandwidth begins; MIN and MAX through the same production path. */
static int reduce_suite(lab_bench *b)
{
    static const char *const best_and_cub[] = {"best", "cub", NULL},
                             *const best_only[] = {"best", NULL}, *const exact_vs_cub[] = {"best", "best-fast", "cub", NULL},
                             *const exact_vs_all[] = {"best", "best-fast", "cub", "cub-gpu2gpu", NULL},
                             *const exact_only[] = {"best", "best-fast", NULL};
    const int gpu = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    /* CUB exists on the GPU only; for float sums best (exact) also meets best-fast (the rounded
     * sum) and, where the build had newer CCCL headers, CUB's gpu_to_gpu sum */
    const char *const *best_vs_vendor = gpu ? best_and_cub : best_only;
    const char *const *exact_vs_vendor = !gpu ? exact_only
                                         : lab_find(b->h, &lab_family_reduce, "cub-gpu2gpu") >= 0 ? exact_vs_all
                                                                                                : exact_vs_cub;
    const cup_dtype ladder_types[] = {CUP_I32, CUP_F32};
    const size_t ladder_n[2] = {(size_t)1 << 24, gpu ? (size_t)1 << 30 : (size_t)1 << 26};
    int failures = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) LAB_ADD(reduce_table(b, lab_all, ladder_types[i], CUP_SUM, ladder_n[j], 0, 0, -1));
    const cup_dtype sweep_types[] = {CUP_I32, CUP_F32, CUP_F64};
    const int top = gpu ? 30 : 26;
    for (int i = 0; i < 3; i++)
        for (int lg = 10; lg <= top; lg += 2) {
            const size_t n = (size_t)1 << lg;
            if (sweep_types[i] != CUP_F64 && (n == ladder_n[0] || n == ladder_n[1])) continue; /* above */
            LAB_ADD(reduce_table(b, sweep_types[i] == CUP_I32 ? best_vs_vendor : exact_vs_vendor, sweep_types[i],
                                 CUP_SUM, n, 0, 0, -1));
        }
    for (int op = CUP_MIN; op <= CUP_MAX; op++)
        LAB_ADD(reduce_table(b, best_vs_vendor, CUP_I32, (cup_op)op, (size_t)1 << 24, 0, 0, -1));
    /* a sub-array that starts one element past a 16-byte boundary, against the aligned 2^28 above */
    for (int i = 0; i < 2; i++)
        LAB_ADD(reduce_table(b, i ? exact_vs_vendor : best_vs_vendor, ladder_types[i], CUP_SUM,
                             gpu ? (size_t)1 << 28 : (size_t)1 << 22, 0, LAB_MISALIGN_IN, -1));
    /* The exact sums over every data distribution: the bins' speed must not depend on the data.
     * Beside them the rounded sum (what exactness costs), CUB, the exponent window the bins
     * replaced (its speed did depend on the data) and the bins at a fixed count (what choosing
     * the count per step buys). */
    static const char *const dist_gpu[] = {"best", "best-fast", "cub", "exact-window", "exact-bins-fixed",
                                           "exact-prefetch-other", NULL},
                             *const dist_cpu[] = {"best", "best-fast", NULL};
    for (int i = 0; i < 2; i++)
        for (int d = 0; d < LAB_DIST_COUNT; d++)
            LAB_ADD(reduce_table(b, gpu ? dist_gpu : dist_cpu, i ? CUP_F64 : CUP_F32, CUP_SUM,
                                 gpu ? (size_t)1 << (i ? 27 : 28) : (size_t)1 << 22, 0, 0, d));
    /* small sizes on log-normal data, where a data-dependent slow path would show first */
    for (int i = 0; i < 2; i++)
        for (int lg = 10; lg <= 24; lg += 2)
            LAB_ADD(reduce_table(b, best_vs_vendor, i ? CUP_F64 : CUP_F32, CUP_SUM, (size_t)1 << lg, 0, 0,
                                 LAB_DIST_LOGNORMAL));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

/* Backend memory holding `bytes` copied from host (NULL, with a failed expectation, if not). */
static void *upload(cup_handle_t h, lab_tally *t, const void *host, size_t bytes)
{
    void *p = NULL;
    cup_status s = cup_malloc(h, &p, bytes);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, p, host, bytes);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "upload of %zu bytes: %s", bytes, cup_last_error(h));
    return s == CUP_STATUS_SUCCESS ? p : NULL;
}

/* Every way to misuse cup_reduce: a status, a message, and the poisoned output untouched. */
static void bad_input(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    enum { N = 4096 };
    int32_t host[N];
    for (int i = 0; i < N; i++) host[i] = (int32_t)lab_rand(rng);
    char *in = upload(h, t, host, sizeof host);
    const uint64_t poison = 0x5a5a5a5a5a5a5a5aull, poisoned[2] = {poison, poison}; /* 16 bytes of output room */
    char *out = upload(h, t, poisoned, sizeof poisoned);
    if (!in || !out) return;
    char msg[512] = "";
#define REFUSED(want, call)                                                                                            \
    do {                                                                                                               \
        LAB_EXPECT_STATUS(t, h, call, want);                                                                           \
        snprintf(msg, sizeof msg, "%s", cup_last_error(h)); /* the read-back clears it */                             \
        uint64_t now = 0;                                                                                              \
        LAB_EXPECT(t, cup_copy_to_host(h, &now, out, 8) == CUP_STATUS_SUCCESS && now == poison,                        \
                   "a refused call wrote its output: %s", #call);                                                      \
    } while (0)
    LAB_EXPECT_STATUS(t, NULL, cup_reduce(NULL, CUP_SUM, CUP_I32, in, N, out), CUP_STATUS_INVALID_VALUE);
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, (cup_dtype)99, in, N, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, (cup_op)7, CUP_I32, in, N, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, NULL, N, out));
    LAB_EXPECT_STATUS(t, h, cup_reduce(h, CUP_SUM, CUP_I32, in, N, NULL), CUP_STATUS_INVALID_VALUE);
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_MIN, CUP_I32, in, 0, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_MAX, CUP_F64, in, 0, out));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_reduce(h, CUP_SUM, CUP_I32, in + 1, N - 1, out));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_reduce(h, CUP_SUM, CUP_I64, in + 4, N / 2 - 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, out, 2, out + 4)); /* overlap */
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, in, SIZE_MAX / 2, out));
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_reduce(h, CUP_SUM, CUP_B4, in, 4, out)); /* opaque bytes have no sum */
    /* host memory cup_malloc did not give, on either backend */
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_reduce(h, CUP_SUM, CUP_I32, host, N, out));
    LAB_EXPECT(t, strstr(msg, "host memory") != NULL, "message says why: %s", msg);
    /* n past the end of the allocation */
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, in, (size_t)N + 10000000, out));
    LAB_EXPECT(t, strstr(msg, "allocation") != NULL, "message says why: %s", msg);
    int32_t host_out = 7;
    LAB_EXPECT_STATUS(t, h, cup_reduce(h, CUP_SUM, CUP_I32, in, N, &host_out), CUP_STATUS_INVALID_POINTER);
    LAB_EXPECT(t, host_out == 7, "host out untouched");
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_I32, NULL, N, &host_out), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT(t, strstr(cup_last_error(h), "cup_reduce_to_host:") == cup_last_error(h), "the message names the call: %s",
               cup_last_error(h));
    /* the registry path checks the same things plus its own */
    const int best = lab_find(h, &lab_family_reduce, "best");
    LAB_EXPECT(t, best >= 0, "best is registered");
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, best, 256, CUP_SUM, CUP_I32, in, N, out));
    LAB_EACH_FOREIGN(id, h, &lab_family_reduce)
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, id, 0, CUP_SUM, CUP_I32, in, N, out));
    LAB_EACH_VARIANT(i, h, &lab_family_reduce) {
        const cup_variant_info *v = cup_variant_get(i);
        /* a dtype the variant takes (the exact rows take floats only), so the block is what is refused */
        const cup_dtype dt = v->dtypes & (1u << CUP_I32) ? CUP_I32 : CUP_F32;
        if (v->block_max) {
            REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, i, 96, CUP_SUM, dt, in, N, out));
            REFUSED(CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, i, v->block_max * 2, CUP_SUM, dt, in, N, out));
        }
        if (!(v->ops & (1u << CUP_MIN)))
            REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_reduce_variant(h, i, 0, CUP_MIN, dt, in, N, out));
        /* a size limit of its traits, one element past it, where that fits a test (f32 past 2^29:
         * 2 GiB); the refusal comes before any read of the buffer */
        const size_t most = cup_reduce_max_n(v->traits, CUP_F32);
        if (!(v->dtypes & (1u << CUP_F32)) || most > ((size_t)1 << 29)) continue;
        void *big = NULL;
        LAB_EXPECT_STATUS(t, h, cup_malloc(h, &big, (most + 1) * 4), CUP_STATUS_SUCCESS);
        if (big) REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_reduce_variant(h, i, 0, CUP_SUM, CUP_F32, big, most + 1, out));
        cup_free(h, big);
    }
#undef REFUSED
    /* after all that, the handle still works and the message clears on success */
    LAB_EXPECT_STATUS(t, h, cup_reduce(h, CUP_SUM, CUP_I32, in, N, out), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, cup_last_error(h)[0] == '\0', "success clears the message");
    int32_t got, check[N];
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, &got, out, 4), CUP_STATUS_SUCCESS);
    reduce_expect e;
    reduce_reference(CUP_SUM, CUP_I32, host, N, LAB_DATA_FULL, &e);
    LAB_EXPECT(t, memcmp(&got, e.bits, 4) == 0, "sum after the refusals: got %d", got);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, check, in, sizeof check), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, memcmp(check, host, sizeof host) == 0, "input unchanged");
    cup_free(h, in), cup_free(h, out);
}

/* Semantics that random data rarely reaches. */
static void semantics(cup_handle_t h, lab_tally *t)
{
    /* integer sums wrap in the element type */
    const int32_t i32[3] = {INT32_MAX, INT32_MAX, 5};
    const uint64_t u64[2] = {UINT64_MAX, 3};
    const int64_t i64[2] = {INT64_MIN, -1};
    int32_t r32 = 0;
    uint64_t r64 = 0;
    int64_t s64 = 0;
    void *d = upload(h, t, i32, sizeof i32);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_I32, d, 3, &r32), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, r32 == (int32_t)(2u * (uint32_t)INT32_MAX + 5u), "i32 wraps: %d", r32);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MIN, CUP_I32, d, 3, &r32), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, r32 == 5, "i32 min %d", r32);
    cup_free(h, d);
    d = upload(h, t, u64, sizeof u64);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_U64, d, 2, &r64), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, r64 == 2, "u64 wraps: %llu", (unsigned long long)r64);
    cup_free(h, d);
    d = upload(h, t, i64, sizeof i64);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_I64, d, 2, &s64), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, s64 == INT64_MAX, "i64 wraps: %lld", (long long)s64);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MAX, CUP_I64, d, 2, &s64), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, s64 == -1, "i64 max %lld", (long long)s64);
    cup_free(h, d);

    /* NaN elements are skipped by MIN/MAX; all-NaN gives the identity */
    const float f[5] = {NAN, 1.5f, -3.25f, NAN, 0.5f};
    float rf = 0;
    d = upload(h, t, f, sizeof f);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MIN, CUP_F32, d, 5, &rf), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, rf == -3.25f, "min skips NaN: %g", rf);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MAX, CUP_F32, d, 5, &rf), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, rf == 1.5f, "max skips NaN: %g", rf);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_MIN, CUP_F32, (float *)d + 3, 1, &rf), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, isinf(rf) && rf > 0, "all-NaN min is +inf: %g", rf);
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_F32, d, 5, &rf), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, isnan(rf), "a sum with NaN is NaN: %g", rf);
    cup_free(h, d);

    /* +0 and -0 compare equal, so MIN/MAX may return either: the contract is a zero, of any sign */
    const float zeros[4] = {0.0f, -0.0f, -0.0f, 0.0f};
    d = upload(h, t, zeros, sizeof zeros);
    for (int k = 0; k < 2; k++) {
        const cup_op op = k ? CUP_MAX : CUP_MIN;
        for (size_t first = 0; first < 4; first += 2) { /* {+0, -0}, then {-0, +0} */
            rf = 7.0f;
            LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, op, CUP_F32, (float *)d + first, 2, &rf), CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, rf == 0.0f, "%s of {+0, -0} is a zero: %g", cup_op_name(op), rf);
        }
    }
    cup_free(h, d);

    /* n = 0: SUM is 0 for every numeric dtype */
    for (int dt = 0; dt <= CUP_F64; dt++) {
        uint64_t z = 0x5a5a5a5a5a5a5a5aull;
        LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, (cup_dtype)dt, NULL, 0, &z), CUP_STATUS_SUCCESS);
        LAB_EXPECT(t, (cup_dtype_size((cup_dtype)dt) == 4 ? (z & 0xffffffffu) : z) == 0, "sum of nothing is 0 (%s)",
                   cup_dtype_name((cup_dtype)dt));
    }
}

/* cup_reduce on every dtype and op at a size that spans many blocks, against the reference;
 * every result twice, bit for bit. */
static void values(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    const size_t n = 3000017;
    for (int dt = 0; dt <= CUP_F64; dt++) {
        const size_t size = cup_dtype_size((cup_dtype)dt);
        void *host = malloc(n * size);
        if (!host) return;
        lab_fill(host, (cup_dtype)dt, n, LAB_DATA_FULL, rng);
        void *d = upload(h, t, host, n * size);
        for (int op = 0; d && op < CUP_OP_COUNT; op++) {
            unsigned char got[8], again[8];
            char why[256] = "";
            reduce_expect e;
            reduce_reference((cup_op)op, (cup_dtype)dt, host, n, LAB_DATA_FULL, &e);
            LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, (cup_op)op, (cup_dtype)dt, d, n, got), CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, reduce_matches(&e, op == CUP_SUM, got, why, sizeof why), "%s %s: %s", cup_dtype_name((cup_dtype)dt),
                       cup_op_name((cup_op)op), why);
            LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, (cup_op)op, (cup_dtype)dt, d, n, again), CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, memcmp(got, again, size) == 0, "%s %s reproducible", cup_dtype_name((cup_dtype)dt),
                       cup_op_name((cup_op)op));
        }
        cup_free(h, d);
        free(host);
    }
}

/* cup_reduce's float SUM on host data (n elements of dtype) into *got; 0 on failure (counted). */
static int sum_on(cup_handle_t h, lab_tally *t, cup_dtype dt, const void *host, size_t n, void *got)
{
    void *d = upload(h, t, host, n * cup_dtype_size(dt));
    if (!d) return 0;
    const cup_status s = cup_reduce_to_host(h, CUP_SUM, dt, d, n, got);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "sum of %zu %s: %s", n, cup_dtype_name(dt), cup_last_error(h));
    cup_free(h, d);
    return s == CUP_STATUS_SUCCESS;
}

/* The float SUM's contract worked by hand: ties to even, overflow of the exact sum (not of a
 * partial one), subnormals, infinities and NaN, the zero's sign. */
static void exact_cases(cup_handle_t h, lab_tally *t)
{
    static const struct {
        int n;
        float in[4];
        float want;
        const char *what;
    } f[] = {
        {2, {0x1p24f, 1.0f}, 0x1p24f, "2^24 + 1 ties to even, down"},
        {2, {0x1p24f + 2.0f, 1.0f}, 0x1p24f + 4.0f, "2^24 + 3 ties to even, up"},
        {3, {1.0f, 0x1p-24f, 0x1p-60f}, 1.0f + 0x1p-23f, "past the tie by 2^-60: up"},
        {3, {FLT_MAX, FLT_MAX, -FLT_MAX}, FLT_MAX, "a partial sum overflows, the exact sum does not"},
        {2, {FLT_MAX, FLT_MAX}, INFINITY, "the exact sum overflows: +inf"},
        {2, {0x1p-149f, 0x1p-149f}, 0x1p-148f, "subnormals add exactly"},
        {3, {1.0f, INFINITY, 2.0f}, INFINITY, "+inf"},
        {2, {-INFINITY, 5.0f}, -INFINITY, "-inf"},
        {2, {INFINITY, -INFINITY}, NAN, "+inf and -inf: NaN"},
        {2, {NAN, 1.0f}, NAN, "NaN"},
        {2, {1.0f, -1.0f}, 0.0f, "an exact zero is +0"},
        {2, {-0.0f, -0.0f}, 0.0f, "a sum of -0s is +0"},
        /* outside the window of 1e30 the two -512s go to the limbs, -2^31 each into limb 4 */
        {4, {1e30f, -1e30f, -512.0f, -512.0f}, -1024.0f, "limbs that sum to -2^32 before any carry: -1024"},
    };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) {
        float got = 7.0f;
        if (!sum_on(h, t, CUP_F32, f[i].in, (size_t)f[i].n, &got)) continue;
        const int ok = isnan(f[i].want) ? isnan(got) : memcmp(&got, &f[i].want, 4) == 0;
        LAB_EXPECT(t, ok, "f32 %s: got %a, want %a", f[i].what, got, f[i].want);
    }
    /* the rounding on limbs no carry step has settled (one GPU block's): limb 4 = -2^32 is the
     * sum -2^128 in f32 accumulator units, -1024.0f */
    int64_t raw[CUP_XS_LIMBS_F32] = {0};
    raw[4] = -((int64_t)1 << 32);
    const uint32_t want_bits = 0xc4800000u; /* -1024.0f */
    const uint32_t raw_bits = (uint32_t)cup_xs_round(raw, CUP_XS_LIMBS_F32, 0, 0);
    LAB_EXPECT(t, raw_bits == want_bits, "cup_xs_round of unsettled limb 4 = -2^32: got bits %08x, want %08x", raw_bits,
               want_bits);
    const double d[3] = {DBL_MAX, DBL_MAX, -DBL_MAX}, tie[2] = {0x1p53, 1.0};
    double got = 0;
    if (sum_on(h, t, CUP_F64, d, 3, &got)) LAB_EXPECT(t, got == DBL_MAX, "f64 partial overflow: got %a", got);
    if (sum_on(h, t, CUP_F64, tie, 2, &got)) LAB_EXPECT(t, got == 0x1p53, "f64 2^53 + 1 ties to even: got %a", got);

    /* 2^26 copies of 0.1f: exactly 6710886.5 (a rounded running sum is 4% low) */
    const size_t n = (size_t)1 << 26;
    float *tenth = malloc(n * sizeof *tenth);
    if (!tenth) return;
    for (size_t i = 0; i < n; i++) tenth[i] = 0.1f;
    float sum = 0;
    if (sum_on(h, t, CUP_F32, tenth, n, &sum)) LAB_EXPECT(t, sum == 6710886.5f, "2^26 x 0.1f: got %.9g", sum);
    free(tenth);
}

/* The same data under every CPU thread count (a handle per count, CUPRIM_CPU_THREADS) and, on a
 * GPU, through the CPU backend too: one set of bits, the reference's. */
static void exact_everywhere(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    const size_t n = 1000003;
    const int on_gpu = cup_get_backend(h) == CUP_BACKEND_CUDA;
    static const char *const counts[] = {"1", "2", "3", "4", "7", "16", "64", "256"};
    const char *saved = getenv("CUPRIM_CPU_THREADS");
    char keep[32] = "";
    if (saved) snprintf(keep, sizeof keep, "%s", saved);
    for (int dt = CUP_F32; dt <= CUP_F64; dt++) {
        double *host = malloc(n * sizeof(double));
        if (!host) return;
        for (int kind = HARD_PAIRS - 1; kind < HARD_END; kind++) { /* FULL data, then each hard kind */
            if (kind < HARD_PAIRS) lab_fill(host, (cup_dtype)dt, n, LAB_DATA_FULL, rng);
            else fill_hard(host, (cup_dtype)dt, n, kind, rng);
            reduce_expect e;
            reduce_reference(CUP_SUM, (cup_dtype)dt, host, n, (lab_data)kind, &e);
            const size_t size = cup_dtype_size((cup_dtype)dt);
            unsigned char got[8];
            if (sum_on(h, t, (cup_dtype)dt, host, n, got))
                LAB_EXPECT(t, memcmp(got, e.bits, size) == 0, "%s %s: not the correctly rounded sum",
                           cup_dtype_name((cup_dtype)dt), data_name(kind));
            for (size_t c = 0; c < (on_gpu ? 1 : sizeof counts / sizeof counts[0]); c++) {
                if (!on_gpu) setenv("CUPRIM_CPU_THREADS", counts[c], 1);
                cup_handle_t cpu = NULL;
                if (cup_create(&cpu, CUP_BACKEND_CPU) != CUP_STATUS_SUCCESS) {
                    LAB_EXPECT(t, 0, "a CPU handle: %s", cup_last_error(NULL));
                    continue;
                }
                unsigned char other[8];
                if (sum_on(cpu, t, (cup_dtype)dt, host, n, other))
                    LAB_EXPECT(t, memcmp(other, e.bits, size) == 0, "%s %s: the CPU with %s threads differs%s",
                               cup_dtype_name((cup_dtype)dt), data_name(kind), on_gpu ? "its" : counts[c],
                               on_gpu ? " from the GPU" : "");
                cup_destroy(cpu);
            }
        }
        free(host);
    }
    if (saved) setenv("CUPRIM_CPU_THREADS", keep, 1);
    else unsetenv("CUPRIM_CPU_THREADS");
}

/* cup_reduce_host against cup_reduce on the same data in backend memory: sums bit for bit (the
 * exact float sum is one value; integer sums wrap), MIN/MAX equal values. Chunks of a few
 * elements so that n = 0, below one chunk, at the chunk +-1 and across many chunks are all met,
 * in pageable and in pinned host memory; float data with NaNs and cancelling huge pairs. */
static void host_arrays(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    enum { MAX_N = 3001 };
    const size_t chunks[] = {1, 7, 64, 1000}; /* elements per chunk */
    const size_t sizes[] = {0, 1, 2, 6, 7, 8, 13, 14, 15, 63, 64, 65, 999, 1000, 1001, 2000, 2001, 3001};
    unsigned char *pinned = NULL, *dev_out = NULL;
    unsigned char *page = malloc(MAX_N * 8);
    LAB_EXPECT_STATUS(t, h, cup_host_alloc(h, (void **)&pinned, MAX_N * 8, 1), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_malloc(h, (void **)&dev_out, 16), CUP_STATUS_SUCCESS);
    if (!page || !pinned || !dev_out) return;
    for (int dt = CUP_I32; dt <= CUP_F64; dt++) {
        const cup_dtype d = (cup_dtype)dt;
        const size_t size = cup_dtype_size(d);
        for (int kind = 0; kind < 3; kind++) {
            if (kind && d != CUP_F32 && d != CUP_F64) break;
            if (kind == 2) fill_hard(page, d, MAX_N, HARD_PAIRS, rng);
            else lab_fill(page, d, MAX_N, kind ? LAB_DATA_NAN : LAB_DATA_FULL, rng);
            memcpy(pinned, page, MAX_N * size);
            void *dev = upload(h, t, page, MAX_N * size);
            if (!dev) continue;
            for (size_t c = 0; c < sizeof chunks / sizeof chunks[0]; c++) {
                cup_set_pipeline_chunk(h, chunks[c] * size);
                for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
                    const size_t n = sizes[i];
                    if (n > 4 * chunks[c] + 64 && chunks[c] < 64 && n != MAX_N) continue; /* enough crossings */
                    for (int op = CUP_SUM; op <= CUP_MAX; op++) {
                        if (n == 0 && op != CUP_SUM) continue;
                        unsigned char want[8], got[8], gotp[8];
                        memset(got, 0x5a, 8), memset(gotp, 0xa5, 8);
                        cup_status s = cup_reduce(h, (cup_op)op, d, dev, n, dev_out);
                        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, want, dev_out, size);
                        LAB_EXPECT_STATUS(t, h, s, CUP_STATUS_SUCCESS);
                        LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, (cup_op)op, d, page, n, got), CUP_STATUS_SUCCESS);
                        LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, (cup_op)op, d, pinned, n, gotp), CUP_STATUS_SUCCESS);
                        for (int pin = 0; pin < 2; pin++) {
                            const unsigned char *g = pin ? gotp : got;
                            const int same = memcmp(g, want, size) == 0 ||
                                             (op != CUP_SUM && lab_as_double(d, g) == lab_as_double(d, want)) ||
                                             (isnan(lab_as_double(d, g)) && isnan(lab_as_double(d, want)));
                            char gs[64], ws[64];
                            lab_format_value(d, g, gs, sizeof gs), lab_format_value(d, want, ws, sizeof ws);
                            LAB_EXPECT(t, same, "cup_reduce_host %s %s n=%zu chunk=%zu %s: %s, cup_reduce %s",
                                       cup_op_name((cup_op)op), cup_dtype_name(d), n, chunks[c],
                                       pin ? "pinned" : "pageable", gs, ws);
                        }
                    }
                }
            }
            cup_free(h, dev);
        }
    }
    cup_set_pipeline_chunk(h, 0);
    /* refusals: a status, a message, the output untouched */
    int32_t out = 7, small[4] = {1, 2, 3, 4};
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, CUP_I32, NULL, 4, &out), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, CUP_I32, small, 4, NULL), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_MIN, CUP_I32, small, 0, &out), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, (cup_dtype)99, small, 4, &out), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, (cup_op)9, CUP_I32, small, 4, &out), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, CUP_B4, small, 4, &out), CUP_STATUS_NOT_SUPPORTED);
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, CUP_I32, small, 4, small + 2), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, CUP_I32, (const char *)small + 1, 2, &out),
                      CUP_STATUS_INVALID_POINTER);
    LAB_EXPECT(t, out == 7 && small[2] == 3, "refused calls wrote nothing");
    LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, CUP_I32, small, 4, &out), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, out == 10, "1 + 2 + 3 + 4 = %d", (int)out);
    if (cup_get_backend(h) == CUP_BACKEND_CUDA) { /* device memory where host memory belongs */
        const uint64_t poison = 0x5a5a5a5a5a5a5a5aull;
        void *dev = upload(h, t, page, 64);
        LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, dev_out, &poison, 8), CUP_STATUS_SUCCESS);
        out = 7;
        LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, CUP_I32, dev, 16, &out), CUP_STATUS_INVALID_POINTER);
        LAB_EXPECT(t, strstr(cup_last_error(h), "device") != NULL, "message says why: %s", cup_last_error(h));
        LAB_EXPECT(t, out == 7, "refused call wrote host_out");
        LAB_EXPECT_STATUS(t, h, cup_reduce_host(h, CUP_SUM, CUP_I32, small, 4, dev_out), CUP_STATUS_INVALID_POINTER);
        uint64_t now = 0;
        LAB_EXPECT(t, cup_copy_to_host(h, &now, dev_out, 8) == CUP_STATUS_SUCCESS && now == poison,
                   "a refused call wrote its device output");
        cup_free(h, dev);
    }
    cup_host_free(h, pinned, 1);
    cup_free(h, dev_out);
    free(page);
}

static void reduce_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    host_arrays(h, t, rng);
    bad_input(h, t, rng);
    semantics(h, t);
    values(h, t, rng);
    exact_cases(h, t);
    exact_everywhere(h, t, rng);
}

static const lab_option reduce_options[] = {
    {"op", "O"}, {"misalign", "none|in"}, {"host", "pinned|pageable"}, {"chunk", "BYTES"}, {"dist", "NAME"},
    {NULL, NULL}};
static const char *const reduce_sanitize[] = {"--dtype i32", "--dtype f64", NULL};

/* The sweep's space: every dtype, op and size (to 2^29 elements: 4 GiB of 8-byte ones), an input
 * one element off alignment, every float distribution of --dist, and host arrays (one case in
 * three: pinned or pageable) through cup_reduce_host. */
static const char *const sweep_ops[] = {"sum", "min", "max", NULL}, *const sweep_misalign[] = {"none", "none", "in", NULL},
                         *const sweep_dists[] = {"-", "uniform", "normal", "lognormal", "wide", "ramp", "maxpairs",
                                                 "sorted-ascending", "sorted-descending", "subnormal", NULL},
                         *const sweep_input[] = {"device", "device", "device", "device", "pinned", "pageable", NULL};
static const lab_sweep_dim reduce_dims[] = {LAB_DIM_DTYPE("dtype"),
                                            LAB_DIM_PICK("op", sweep_ops),
                                            LAB_DIM_SIZE("n", 1, 0x1p29),
                                            LAB_DIM_PICK("misalign", sweep_misalign),
                                            LAB_DIM_PICK("dist", sweep_dists),
                                            LAB_DIM_PICK("input", sweep_input),
                                            LAB_DIM_END};

static int reduce_sweep_case(lab_sweep_case *c)
{
    const char *t = lab_sweep_pick(c, "dtype"), *input = lab_sweep_pick(c, "input"), *dist = lab_sweep_pick(c, "dist");
    lab_sweep_arg(c, "dtype", "%s", t);
    lab_sweep_arg(c, "op", "%s", lab_sweep_pick(c, "op"));
    lab_sweep_arg(c, "n", "%zu", lab_sweep_size(c, "n"));
    if (strcmp(input, "device") != 0) {
        lab_sweep_arg(c, "host", "%s", input);
        c->own_rows = 1;
        return 0;
    }
    if (strcmp(lab_sweep_pick(c, "misalign"), "none") != 0) lab_sweep_arg(c, "misalign", "%s", lab_sweep_pick(c, "misalign"));
    if (dist[0] != '-' && (strcmp(t, "f32") == 0 || strcmp(t, "f64") == 0)) lab_sweep_arg(c, "dist", "%s", dist);
    return 0;
}

static const lab_sweep_space reduce_space = {reduce_dims, "cub", reduce_sweep_case};

static const char *const reduce_gpu_check[] = {"host --host pinned", "host --host pageable --n 2^31",
                                                 "host-huge --host pageable --n 25769803776", "summary", NULL};

static const char *const reduce_headline[] = {"--n 2^26", "--n 2^12", NULL};
const lab_family lab_family_reduce = {
    LAB_FAMILY_IS(reduce),
    .gpu_check = reduce_gpu_check,
    .group = &lab_group_reduce,
    .huge = "n = 2^31 + 17",
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = reduce_options,
    .bench_help =
        "cuprim bench reduce [--dtype T] [--op sum|min|max] [--n N] [--block B] [--misalign none|in]\n"
        "                    [--dist NAME] [--variant V]...\n"
        "  GB/s counts the n elements read, against the streaming-read ceiling. Defaults: i32, sum,\n"
        "  n = 2^24, every variant; on the GPU CUB's DeviceReduce is the reference row (and, in a\n"
        "  build with -DCUPRIM_CCCL_INCLUDE, cub-gpu2gpu: its gpu_to_gpu float sum). best's float\n"
        "  sum is exact; best-fast is the rounded one it replaced. --block applies to the ladder\n"
        "  and exact (a power of two, 64..1024); best and cub pick their own. --misalign in starts the\n"
        "  input one element past a 16-byte boundary. --dist NAME draws f32 or f64 data (default f32)\n"
        "  from uniform, normal, lognormal (e^(4z)), wide (2^-60..2^60, random signs), ramp\n"
        "  (u * 2^(40 i / n)), maxpairs (+/-MAX pairs, small values between), sorted-ascending and\n"
        "  sorted-descending (log-normal quantiles) or subnormal; JSON rows carry \"dist\". Rounded\n"
        "  sums (best-fast, cub) on data of one sign or past the largest float are timed, not judged\n"
        "  (\"judged\": false); exact sums are judged bit for bit on every data.\n"
        "cuprim bench reduce --host pinned|pageable [--chunk BYTES] [--dtype T] [--op O] [--n N]\n"
        "  cup_reduce_host over a host array (default n = 2^32 on the GPU, 2^26 on the CPU; n may\n"
        "  pass the GPU's memory), against the pinned H2D ceiling of the same run; JSON rows carry\n"
        "  \"input\": \"pinned\" or \"pageable\".\n",
    .check_help =
        "reduce: n = 0, 1, 2, 31..33, 63..65, 1023..1025, 4097, 65537, 1000003 and past the cache, every\n"
        "  dtype and op, every accepted block size (to n = 2^17), aligned and misaligned starts, exact\n"
        "  float sums on small-integer data, NaN data for min/max, float results twice bit for bit;\n"
        "  exact variants (best, exact) bit for bit against an exact reference, also on cancelling\n"
        "  huge pairs, subnormals, near-overflow pairs and ties, and on every --dist of bench; best's\n"
        "  pipeline over host arrays\n"
        "  (cup_reduce_host, chunks of 4099 elements and the default) at the same sizes;\n"
        "  --huge adds n = 2^31 + 17 (CUDA, ~20 GB of device memory).\n",
    .bench = reduce_bench,
    .suite = reduce_suite,
    .headline = reduce_headline,
    .check = reduce_check,
    .api_test = reduce_api_test,
    .sanitize = reduce_sanitize,
    .sweep = &reduce_space,
};
