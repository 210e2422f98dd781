/* The reduce family in the lab: its reference, its check sweep, its benchmark tables and its
 * API contract. The reference is written apart from the library's kernels on purpose: nothing
 * here is shared with the CPU backend, so a bug there cannot hide itself. */
#include "families/reduce/exact.h"
#include "lab/lab.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- the reference: the exact float sum, by other means than the library's ------------------------
 * Every finite element's significand goes, at its weight, into one of two magnitudes (the positive
 * elements', the negative ones'): unsigned big integers in 32-bit words whose bit j weighs
 * 2^(j - 1075), carrying at once (the library's limbs are signed and carry late). The rounding of
 * their difference walks floats with nextafter and compares exactly, so it shares nothing with
 * exact.h's. */
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

/* |x| into b, for a finite double (f32 elements arrive widened, exactly): its significand at the
 * position of its biased exponent (1 for subnormals) */
static void big_add_double(big *b, double x)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    const int e = (int)(u >> 52) & 0x7ff;
    big_add_at(b, (u & 0xfffffffffffffull) | (e ? 1ull << 52 : 0), e ? e : 1);
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

static big big_of(double x) /* |x|, or 2^1024 for an infinity (the step past the largest double) */
{
    big b = {{0}};
    if (isinf(x)) big_add_at(&b, 1, 1024 + 1075);
    else big_add_double(&b, x);
    return b;
}

/* The magnitude |S| (f32 or f64) rounded to nearest, ties to even, by comparison: find the
 * floats a <= |S| < b around it, then compare |S| - a with b - |S|. */
static double round_magnitude(const big *mag, int f32, double guess)
{
    const double top = f32 ? (double)FLT_MAX : DBL_MAX;
    double a = guess > top ? top : guess;
    for (big ba = big_of(a); big_cmp(&ba, mag) > 0; ba = big_of(a)) a = f32 ? nextafterf((float)a, 0) : nextafter(a, 0);
    for (;;) {
        const double up = a >= top ? INFINITY : f32 ? nextafterf((float)a, INFINITY) : nextafter(a, INFINITY);
        big bu = big_of(up);
        if (big_cmp(&bu, mag) > 0) {
            big below = *mag, ba = big_of(a);
            big_sub(&below, &ba); /* |S| - a */
            big_sub(&bu, mag);    /* b - |S| */
            const int c = big_cmp(&below, &bu);
            if (c != 0) return c < 0 ? a : up;
            /* a tie: the neighbour whose last significand bit is 0 (2^1024, past the top, counts as even) */
            if (isinf(up)) return up;
            unsigned char bits[8];
            lab_put(f32 ? CUP_F32 : CUP_F64, bits, 0, a);
            return lab_get_bits(bits, f32 ? 4 : 8, 0) & 1 ? up : a;
        }
        a = up;
    }
}

/* The correctly rounded sum of n floats, by cuprim's rules for infinities and NaN (cuprim.h). */
static double exact_reference(cup_dtype t, const void *host, size_t n)
{
    big pos = {{0}}, neg = {{0}};
    int nan = 0, pinf = 0, ninf = 0;
    for (size_t i = 0; i < n; i++) {
        const double x = lab_get(t, host, i);
        if (isnan(x)) nan = 1;
        else if (isinf(x)) *(x > 0 ? &pinf : &ninf) = 1;
        else big_add_double(signbit(x) ? &neg : &pos, x);
    }
    if (nan || (pinf && ninf)) return NAN;
    if (pinf || ninf) return pinf ? INFINITY : -INFINITY;
    const int c = big_cmp(&pos, &neg);
    if (c == 0) return 0.0;
    big mag = c > 0 ? pos : neg;
    big_sub(&mag, c > 0 ? &neg : &pos);
    int top = BIG_WORDS - 1; /* a guess from the top 96 bits; the walk corrects it */
    while (top > 2 && !mag.w[top]) top--;
    double approx = 0;
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

static int int_less(cup_dtype t, uint64_t a, uint64_t b) /* a and b widened by lab_get_int */
{
    return (t == CUP_I32 || t == CUP_I64) ? (int64_t)a < (int64_t)b : a < b;
}

static void reduce_reference(cup_op op, cup_dtype t, const void *host, size_t n, lab_data kind, reduce_expect *e)
{
    memset(e, 0, sizeof *e);
    e->dtype = t;
    if (n == 0 && op != CUP_SUM) { /* undefined: callers expect an error, never a value */
        e->value = NAN;
        return;
    }
    if (t == CUP_F32 || t == CUP_F64) {
        double abs_sum = 0, best = op == CUP_MIN ? INFINITY : -INFINITY;
        for (size_t i = 0; i < n; i++) {
            const double x = lab_get(t, host, i);
            if (op == CUP_SUM) abs_sum += fabs(x);
            else if (op == CUP_MIN ? x < best : x > best) best = x;
        }
        e->value = op == CUP_SUM ? exact_reference(t, host, n) : best;
        /* Any summation tree of depth d over n terms errs by at most (d + per-thread run) roundings
         * of the running magnitude; 16 (1 + log2 n) u sum|x| (u the unit roundoff) covers the orders
         * cuprim and CUB use with margin, while one lost element of these data would not fit (those
         * are caught exactly by LAB_DATA_SMALLINT). */
        if (op == CUP_SUM && kind == LAB_DATA_FULL && n > 1)
            e->tol = 16.0 * (1.0 + log2((double)n)) * (t == CUP_F32 ? 0x1p-24 : 0x1p-53) * abs_sum;
        lab_put(t, e->bits, 0, e->value);
        return;
    }
    uint64_t acc = op == CUP_SUM ? 0 : lab_get_int(t, host, 0);
    for (size_t i = op == CUP_SUM ? 0 : 1; i < n; i++) {
        const uint64_t x = lab_get_int(t, host, i);
        if (op == CUP_SUM) acc += x;
        else if (op == CUP_MIN ? int_less(t, x, acc) : int_less(t, acc, x)) acc = x;
    }
    lab_put_bits(e->bits, cup_dtype_size(t), 0, acc); /* the low bytes: a sum wraps in the element's width */
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

/* Does v give the exact float sum of n elements of t? (the check's hard and distribution data) */
static int sums_exactly(const cup_variant_info *v, cup_dtype t, size_t n)
{
    return is_exact(v) && accepts(v, t, CUP_SUM) && n <= cup_reduce_max_n(v->traits, t);
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
    if (kind >= HARD_PAIRS) return hard[kind - HARD_PAIRS];
    return kind == LAB_DATA_SMALLINT ? "smallint" : kind == LAB_DATA_NAN ? "nan" : "full";
}

/* A float of t with biased exponent e (0: subnormal), a random significand and sign. */
static double rand_float(lab_rng *r, cup_dtype t, int e, int sign)
{
    const uint64_t x = lab_rand(r), neg = sign ? sign < 0 : x >> 63;
    unsigned char f[8];
    if (t == CUP_F32) lab_put_bits(f, 4, 0, neg << 31 | (uint64_t)e << 23 | (x & 0x7fffff));
    else lab_put_bits(f, 8, 0, neg << 63 | (uint64_t)e << 52 | (x & 0xfffffffffffffull));
    return lab_get(t, f, 0);
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
                lab_put(t, host, i, big), lab_put(t, host, i + 2, -big);
            } else {
                lab_put(t, host, i, rand_float(r, t, bias - 30 + (int)(lab_rand(r) % 40), 0));
            }
        }
        break;
    case HARD_SUBNORMAL:
        for (size_t i = 0; i < n; i++) lab_put(t, host, i, rand_float(r, t, 0, 0));
        break;
    case HARD_OVERFLOW:
        for (size_t i = 0; i < n / 2; i++) {
            lab_put(t, host, i, rand_float(r, t, emax, 1));
            /* its negation with the low significand bits changed: the pairs leave ulps behind */
            lab_put(t, host, n - 1 - i, -lab_get(t, host, i));
            lab_put_bits(host, size, n - 1 - i, lab_get_bits(host, size, n - 1 - i) ^ (lab_rand(r) & 15));
        }
        if (n % 2) lab_put(t, host, n / 2, rand_float(r, t, bias, 0));
        break;
    default: { /* HARD_TIE */
        const int ea = bias + 20 + (int)(lab_rand(r) % 10);
        const double a = rand_float(r, t, ea, 0), half = ldexp(a > 0 ? 1 : -1, ea - bias - (f32 ? 24 : 53));
        for (size_t i = 0; i + 1 < n; i += 2) {
            const double v = rand_float(r, t, ea - 40 + (int)(lab_rand(r) % 42), 0);
            lab_put(t, host, i, v), lab_put(t, host, i + 1, -v);
        }
        if (n % 2) lab_put(t, host, n - 1, 0);
        lab_put(t, host, 0, a);
        if (n > 1) lab_put(t, host, 1, half);
        if (n > 3 && lab_rand(r) % 3 == 0) /* a nudge off the tie, either way */
            lab_put(t, host, 2, ldexp(lab_rand(r) & 1 ? 1 : -1, ea - bias - (f32 ? 40 : 90))), lab_put(t, host, 3, 0);
        for (size_t i = n; i > 1; i--) { /* shuffle: the tie must not depend on the order */
            const size_t j = (size_t)(lab_rand(r) % i);
            const uint64_t last = lab_get_bits(host, size, i - 1);
            lab_put_bits(host, size, i - 1, lab_get_bits(host, size, j));
            lab_put_bits(host, size, j, last);
        }
        break;
    }
    }
}

/* ---- one call, judged: the check's runs, the bench's verify, the contract's host arrays ------------------ */

/* op over n elements of t at `in`: variant `id` at `block` (cup_reduce_variant, its output `out` in
 * backend memory) or, id < 0, cup_reduce_host (best on each chunk of a host array, into got). */
typedef struct rcall {
    int id, block;
    cup_op op;
    cup_dtype t;
    const void *in;
    size_t n;
    void *out;
    reduce_expect e;
    cup_status refuse;    /* the status the call must return, leaving its output alone; 0: e */
    _Alignas(8) unsigned char got[8]; /* the result read back (cup_reduce_host's output) */
    const char *what;     /* after a failure: "call failed", "wrong result", ... */
    char why[256];        /* and the details */
} rcall;

static cup_status reduce_call(cup_handle_t h, void *p) /* also the bench's timed work: p its row's rcall */
{
    rcall *q = p;
    if (q->id < 0) return cup_reduce_host(h, q->op, q->t, q->in, q->n, q->got);
    return cup_reduce_variant(h, q->id, q->block, q->op, q->t, q->in, q->n, q->out);
}

/* Is q's SUM judged as the correctly rounded one, bit for bit? An exact variant's, cup_reduce_host's
 * (best's), and a sum of no element (+0) whatever the variant. (Integer results have no tolerance.) */
static int exact_call(const rcall *q)
{
    return q->op == CUP_SUM && (q->n == 0 || q->id < 0 || is_exact(cup_variant_get(q->id)));
}

/* Poison the output (every byte unlike the expected value's), call, read back, compare: 1 when
 * right; else 0 with what and why, *s the status of a call that failed. */
static int reduce_judge(cup_handle_t h, rcall *q, cup_status *s)
{
    const size_t size = cup_dtype_size(q->t);
    unsigned char poison[8];
    for (size_t i = 0; i < size; i++) poison[i] = q->e.bits[i] ^ 0x5a;
    memcpy(q->got, poison, size);
    *s = q->id < 0 ? CUP_STATUS_SUCCESS : cup_copy_to_backend(h, q->out, poison, size);
    if (*s == CUP_STATUS_SUCCESS) *s = reduce_call(h, q);
    q->what = q->refuse ? "not refused as it must be" : "call failed";
    snprintf(q->why, sizeof q->why, "%s: %s", cup_status_string(*s), cup_last_error(h));
    if (*s != q->refuse) return 0;
    const cup_status back = q->id < 0 ? CUP_STATUS_SUCCESS : cup_copy_to_host(h, q->got, q->out, size);
    if (back != CUP_STATUS_SUCCESS) {
        *s = back;
        q->what = "read-back failed";
        snprintf(q->why, sizeof q->why, "%s: %s", cup_status_string(back), cup_last_error(h));
        return 0;
    }
    const int written = memcmp(q->got, poison, size) != 0;
    q->what = q->refuse ? "a refused call wrote its output" : written ? "wrong result" : "output never written";
    if (q->refuse) return !written;
    return reduce_matches(&q->e, exact_call(q), q->got, q->why, sizeof q->why);
}

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct rcheck {
    lab_check_ctx *c;
    lab_in in;  /* the input, with room for a misaligned start */
    void *out;  /* 16 bytes of output */
} rcheck;

/* A failure of variant k on q's dtype and op and n, `what` after `pre` (if any), why on the next line */
static void fail(lab_check_ctx *c, int k, const rcall *q, int block, size_t offset, int kind, const char *pre,
                 const char *what, const char *why)
{
    lab_check_failf(c, k, "%s %s n=%zu block=%d offset=%zu data=%s: %s%s%s%s%s", cup_dtype_name(q->t),
                    cup_op_name(q->op), q->n, block, offset, data_name(kind), pre ? pre : "", pre ? ": " : "", what,
                    *why ? "\n     " : "", why);
}

/* A run of variant k at `block` (q->id < 0: best's cup_reduce_host, counted under best), judged, and
 * a failure reported with its case, after `what` where there is one. */
static int run_one(rcheck *x, int k, rcall *q, int block, size_t offset, int kind, const char *what)
{
    cup_status s;
    q->id = q->id < 0 ? -1 : x->c->ids[k], q->block = block;
    lab_check_count(x->c, k, NULL);
    if (reduce_judge(x->c->h, q, &s)) return 1;
    fail(x->c, k, q, block, offset, kind, what, q->what, q->why);
    return 0;
}

/* cup_reduce_host (the pipeline over host arrays, which runs best on each chunk) on x->in.host: every
 * op, chunks of 4099 elements and the default one, counted under best's name. */
static void check_host(rcheck *x, int k, cup_dtype t, size_t n, lab_data kind, lab_rng *rng)
{
    lab_fill(x->in.host, t, n, kind, rng);
    for (int op = CUP_SUM; op <= CUP_MAX; op++) {
        rcall q = {.id = -1, .op = (cup_op)op, .t = t, .in = x->in.host, .n = n};
        reduce_reference((cup_op)op, t, x->in.host, n, kind, &q.e);
        for (int pass = 0; pass < 2; pass++) {
            cup_set_pipeline_chunk(x->c->h, pass ? 0 : 4099 * cup_dtype_size(t));
            run_one(x, k, &q, 0, 0, kind, pass ? "cup_reduce_host, chunk default"
                                               : "cup_reduce_host, chunk 4099 elements");
        }
    }
    cup_set_pipeline_chunk(x->c->h, 0);
}

/* n = 0: SUM gives the identity, +0 bit for bit, written over the poison; MIN/MAX are refused and
 * leave the output alone. */
static void check_empty(rcheck *x, int k, cup_dtype t)
{
    for (int op = 0; op < CUP_OP_COUNT; op++) {
        if (!accepts(lab_check_variant(x->c, k), t, (cup_op)op)) continue;
        rcall q = {.op = (cup_op)op, .t = t, .in = x->in.dev, .out = x->out,
                   .refuse = op == CUP_SUM ? CUP_STATUS_SUCCESS : CUP_STATUS_INVALID_VALUE};
        reduce_reference(CUP_SUM, t, NULL, 0, LAB_DATA_FULL, &q.e); /* 0: the poison is 0x5a in every byte */
        const char *rule = op == CUP_SUM ? "SUM of zero elements must give 0"
                                         : "MIN/MAX of zero elements must fail and leave out alone";
        run_one(x, k, &q, 0, 0, LAB_DATA_FULL, rule);
    }
}

/* Every accepted block size is tried up to n = 2^17 (unless --default-block). */
static int all_blocks(const lab_check_ctx *c, size_t n) { return c->o->all_blocks && n <= ((size_t)1 << 17); }

static void check_case(rcheck *x, cup_dtype t, size_t n, lab_data kind, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t), max_offset = 3, bytes = (n + max_offset) * size;
    lab_fill(x->in.host, t, n + max_offset, kind, rng);
    if (lab_in_upload(c, &x->in, bytes, "reduce") != 0) return;
    /* a misaligned start (to n = 2^17) exercises the head/tail paths of vectorised kernels */
    for (int oi = 0; oi < (n <= ((size_t)1 << 17) ? 2 : 1); oi++) {
        const size_t offset = oi ? 1 + n % max_offset : 0;
        rcall q[CUP_OP_COUNT];
        for (int op = 0; op < CUP_OP_COUNT; op++) {
            q[op] = (rcall){.op = (cup_op)op, .t = t, .in = (const char *)x->in.dev + offset * size, .n = n,
                            .out = x->out};
            reduce_reference((cup_op)op, t, x->in.host + offset * size, n, kind, &q[op].e);
        }
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
                LAB_EACH_BLOCK(block, v, all_blocks(c, n)) run_one(x, k, &q[op], block, offset, kind, NULL);
            }
            /* Same input, same size: a reproducible variant gives the same bits again. */
            if (v->deterministic && (t == CUP_F32 || t == CUP_F64) && kind == LAB_DATA_FULL && offset == 0 &&
                accepts(v, t, CUP_SUM)) {
                rcall *first = &q[CUP_SUM], again = *first;
                if (run_one(x, k, first, 0, 0, kind, NULL) && run_one(x, k, &again, 0, 0, kind, NULL) &&
                    memcmp(first->got, again.got, size) != 0) {
                    char a[64], b[64], why[160];
                    lab_format_value(t, first->got, a, sizeof a), lab_format_value(t, again.got, b, sizeof b);
                    snprintf(why, sizeof why, "first run %s, second run %s", a, b);
                    fail(c, k, first, 0, 0, kind, NULL, "not reproducible", why);
                }
            }
            if (n <= ((size_t)1 << 16) && lab_in_changed(c, &x->in, bytes))
                fail(c, k, &q[CUP_SUM], 0, offset, kind, NULL, "input modified", "");
        }
    }
    if (n > ((size_t)1 << 16)) lab_in_intact(c, &x->in, bytes, "reduce %s n=%zu", cup_dtype_name(t), n);
}

/* The exact variants, bit for bit at every block size asked for, on data no rounded sum gets right
 * and on every data distribution (lab_dist): the bins and the anchors they follow must give the
 * same bits whatever the data look like. */
static void check_exact_data(rcheck *x, cup_dtype t, size_t n, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    int wanted = 0;
    LAB_CHECK_EACH(k, c, &lab_family_reduce, t) wanted |= sums_exactly(lab_check_variant(c, k), t, n);
    for (int kind = wanted ? HARD_PAIRS : DIST_KIND; kind < DIST_KIND + LAB_DIST_COUNT; kind++) {
        if (kind == HARD_END) kind = DIST_KIND; /* the hard data done: the distributions */
        if (kind < HARD_END) fill_hard(x->in.host, t, n, kind, rng);
        else lab_fill_dist(x->in.host, t, n, (lab_dist)(kind - DIST_KIND), lab_rand(rng));
        if (lab_in_upload(c, &x->in, n * cup_dtype_size(t),
                          kind < HARD_END ? "reduce, the hard data" : "reduce, the distribution data") != 0)
            return;
        rcall q = {.op = CUP_SUM, .t = t, .in = x->in.dev, .n = n, .out = x->out};
        reduce_reference(CUP_SUM, t, x->in.host, n, (lab_data)kind, &q.e); /* no tolerance: these are bits */
        LAB_CHECK_EACH(k, c, &lab_family_reduce, t) {
            const cup_variant_info *v = lab_check_variant(c, k);
            if (sums_exactly(v, t, n))
                LAB_EACH_BLOCK(block, v, all_blocks(c, n)) run_one(x, k, &q, block, 0, kind, NULL);
        }
    }
}

static void reduce_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    lab_rng rng = {c->o->seed};
    static const size_t ladder[] = {LAB_LADDER};
    LAB_CHECK_DTYPES(t, c, &lab_family_reduce) {
        const size_t size = cup_dtype_size((cup_dtype)t);
        size_t sizes[16], largest;
        const size_t past = 3 * cache / size + 7, huge = t == CUP_I32 || t == CUP_F32 ? ((size_t)1 << 31) + 17 : 0;
        const int count = lab_check_sizes(c, ladder, (int)(sizeof ladder / sizeof ladder[0]), past, huge, max_n, sizes,
                                          &largest);
        /* the input (lab_in: host, read-back, backend), the output, best's host-array pipeline */
        double host = 2.0 * (double)((largest + 3) * size), dev = (double)((largest + 3) * size) + 16;
        lab_check_pipeline_bytes(c, (double)(largest * size), 0, 0, &host, &dev);
        if (lab_check_holds(c, host, dev, "reduce %s n=%zu", cup_dtype_name((cup_dtype)t), largest)) continue;
        rcheck x = {c, {0}, NULL};
        if (lab_in_room(c, &x.in, (largest + 3) * size, "reduce") == 0 &&
            cup_malloc(c->h, &x.out, 16) != CUP_STATUS_SUCCESS)
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
                if (is_float && !huge) check_exact_data(&x, (cup_dtype)t, sizes[i], &rng);
                LAB_CHECK_EACH(k, c, &lab_family_reduce, t) /* best's pipeline over host arrays */
                    if (!huge && strcmp(lab_check_variant(c, k)->name, "best") == 0)
                        check_host(&x, k, (cup_dtype)t, sizes[i], is_float ? LAB_DATA_SMALLINT : LAB_DATA_FULL, &rng);
                lab_check_progress(c, "reduce %s n=%zu", cup_dtype_name((cup_dtype)t), sizes[i]);
            }
        }
        lab_in_free(c->h, &x.in), cup_free(c->h, x.out);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct rbench {
    rcall q;       /* first: the table's work is reduce_call on its ctx */
    int asked;     /* --block (0: each variant's default) */
    int host;      /* the input: -1 backend memory (a variant's row), 0 pageable, 1 pinned (cup_reduce_host) */
    int misalign;  /* LAB_MISALIGN_IN: in starts one element past a 16-byte boundary */
    int dist;      /* a lab_dist for float data, or -1: lab_fill's uniform data (every dtype) */
    int unbounded; /* this row's rounded float sum has no error bound here (see reduce_verify) */
    double from_gbps; /* pinned host rows: the link's rate from this very buffer (cup_measure_h2d_from) */
} rbench;

static int reduce_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    rbench *w = p;
    r->op = cup_op_name(w->q.op), r->n = w->q.n;
    if (w->misalign) LAB_APPEND(r->json, ", \"misalign\": \"%s\"", lab_misalign_name(w->misalign));
    if (w->dist >= 0) LAB_APPEND(r->json, ", \"dist\": \"%s\"", lab_dist_name((lab_dist)w->dist));
    const size_t most = cup_reduce_max_n(v->traits, w->q.t);
    if (w->q.n > most) { /* a limit of the variant's, not a failure of the row */
        fprintf(stderr, "cuprim: reduce %s left out at n = %zu: it takes at most %zu %s elements\n", v->name, w->q.n,
                most, cup_dtype_name(w->q.t));
        return 1;
    }
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->q.id = w->host >= 0 ? -1 : id, w->q.block = block;
    if (w->host >= 0) lab_host_row(r, w->host);
    run->bytes = (double)(w->q.n * cup_dtype_size(w->q.t));
    run->footprint = w->q.n * cup_dtype_size(w->q.t);
    return 0;
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
    const int ok = reduce_judge(h, &w->q, s);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    /* A rounded float sum's error bound grows with sum |x|; past the largest float (+/-MAX pairs)
     * it bounds nothing and the partial sums may overflow in some orders. On data of one sign
     * (log-normal, sorted) a long sequential run's rounding errors add up past the tree bound the
     * lab uses (a plain loop over 2^22 positive floats misses it), and an order-free bound would be
     * too wide to tell anything. Such rows are timed and their result shown, not judged: the note
     * says so. The exact rows are judged bit for bit on every data. */
    const double top = w->q.t == CUP_F32 ? (double)FLT_MAX : DBL_MAX;
    w->unbounded = !exact_call(&w->q) && (w->q.e.tol > top || !dist_random_signs(w->dist));
    if (w->unbounded) return 1;
    if (!ok) fprintf(stderr, "cuprim: reduce: %s: %s\n", w->q.what, w->q.why);
    return ok;
}

static void reduce_timed(void *p, lab_row *r)
{
    const rbench *w = p;
    if (w->unbounded) {
        LAB_APPEND(r->note, "  not judged: no error bound for a rounded sum of this data");
        LAB_APPEND(r->json, ", \"judged\": false");
    }
    if (w->from_gbps <= 0) return; /* a pinned host row beside the link's rate from its own buffer */
    LAB_APPEND(r->note, "  H2D from this buffer %.1f GB/s, the row %.1f%% of it", w->from_gbps,
               100 * r->gbps / w->from_gbps);
    LAB_APPEND(r->json, ", \"h2d_from_buffer_gbps\": %.2f", w->from_gbps);
}

/* ---- the reference over host arrays of tens of GiB -------------------------------------------------- */

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

/* Integer results from every core's part, reduced once more here (sums wrap, MIN/MAX compare);
 * float results in one pass (the exact sum is not a sum of rounded parts). */
static void host_reference(cup_op op, cup_dtype t, const void *host, size_t n, reduce_expect *e)
{
    const int count = lab_parallel_threads();
    const size_t size = cup_dtype_size(t);
    if (t == CUP_F32 || t == CUP_F64 || (size_t)count > n) {
        reduce_reference(op, t, host, n, LAB_DATA_FULL, e);
        return;
    }
    reduce_expect parts[64];
    unsigned char results[64 * 8];
    host_ref j = {op, t, host, n, parts};
    cup_cpu_parallel(count, host_ref_part, &j);
    for (int i = 0; i < count; i++) memcpy(results + i * size, parts[i].bits, size);
    reduce_reference(op, t, results, (size_t)count, LAB_DATA_FULL, e);
}

/* One table: the selected variants on n elements of t under op (host < 0); or, host 1 or 0,
 * cup_reduce_host over n elements in pinned or pageable host memory, which may pass the GPU's
 * memory, against the pinned H2D ceiling of the same run (pageable: or the staging copy's, where
 * that is lower). */
static int reduce_table(lab_bench *b, const char *const *variants, cup_dtype t, cup_op op, size_t n, int block,
                        int misalign, int dist, int host)
{
    const size_t bytes = n * cup_dtype_size(t), in_at = misalign ? cup_dtype_size(t) : 0;
    /* the data on the host and its copy in the backend; or the host array and the pipeline's own */
    double host_bytes = (double)bytes, device_bytes = host < 0 ? (double)bytes + 64 : 0;
    if (host >= 0) lab_pipeline_bytes(b, host, &host_bytes, &device_bytes);
    LAB_NEED_MEMORY(b, host_bytes, device_bytes, "%s of %zu %s", host < 0 ? "reduce" : "cup_reduce_host", n,
                    cup_dtype_name(t));
    rbench w = {.q = {.op = op, .t = t, .n = n}, .asked = block, .misalign = misalign, .host = host, .dist = dist};
    lab_mem m = {.h = b->h};
    void *data = host < 0 ? lab_host(&m, bytes) : lab_host_array(&m, bytes, host);
    char *in = host < 0 ? lab_dev(&m, bytes + in_at) : data;
    w.q.out = host < 0 ? lab_dev(&m, 16) : NULL;
    if (m.s == CUP_STATUS_SUCCESS) {
        const uint64_t seed = lab_table_seed(b, n, ((uint64_t)t << 8) | (uint64_t)op | ((uint64_t)(dist + 1) << 16));
        lab_rng rng = {seed};
        if (host >= 0) lab_fill_parallel(data, t, n, LAB_DATA_FULL, seed);
        else if (dist >= 0) lab_fill_dist(data, t, n, (lab_dist)dist, seed);
        else lab_fill(data, t, n, LAB_DATA_FULL, &rng);
        host_reference(op, t, data, n, &w.q.e);
        w.q.in = in + in_at;
        if (host < 0) m.s = cup_copy_to_backend(b->h, in + in_at, data, bytes);
        else if (host && bytes) m.s = cup_measure_h2d_from(b->h, data, bytes, &w.from_gbps); /* its copies, timed */
    }
    int failures = -1;
    if (lab_mem_ok(&m, host < 0 ? "the reduce input" : host ? "the pinned host array" : "the pageable host array")) {
        const int ceiling = host < 0 ? LAB_CEILING_READ : host ? LAB_CEILING_H2D : LAB_CEILING_PAGEABLE_H2D;
        const lab_table table = {.family = &lab_family_reduce, .variants = variants, .dtype = (int)t, .ops = 1u << op,
                                 .ceiling = ceiling, .ctx = &w, .setup = reduce_setup, .verify = reduce_verify,
                                 .work = reduce_call, .timed = reduce_timed};
        if (host >= 0)
            failures = lab_table_runf(b, &table, "cup_reduce_host %s %s, n = %zu (%.2f GiB of %s host memory)",
                                      cup_dtype_name(t), cup_op_name(op), n, bytes / 1073741824.0,
                                      host ? "pinned" : "pageable");
        else
            failures = lab_table_runf(b, &table, "reduce %s %s, n = %zu (%.1f MiB)%s%s%s", cup_dtype_name(t),
                                      cup_op_name(op), n, bytes / 1048576.0,
                                      misalign ? ", in one element past a 16-byte boundary" : "",
                                      dist >= 0 ? ", data " : "", dist >= 0 ? lab_dist_name((lab_dist)dist) : "");
    }
    lab_mem_free(&m);
    return failures;
}

/* The sweep's space (and the names of bench's --op and --dist): every dtype, op and size (to 2^29
 * elements: 4 GiB of 8-byte ones), an input one element off alignment, every float distribution
 * of --dist, and host arrays (one case in three: pinned or pageable) through cup_reduce_host. */
static const char *const sweep_ops[] = {"sum", "min", "max", NULL},
                         *const sweep_misalign[] = {"none", "none", "in", NULL},
                         *const sweep_dists[] = {"-", "uniform", "normal", "lognormal", "wide", "ramp", "maxpairs",
                                                 "sorted-ascending", "sorted-descending", "subnormal", NULL},
                         *const sweep_input[] = {"device", "device", "device", "device", "pinned", "pageable", NULL};
static const char *const best_only[] = {"best", NULL};

static int reduce_bench(lab_bench *b, const lab_args *a)
{
    const cup_op op = (cup_op)lab_opt_pick(a, "op", sweep_ops, CUP_SUM);
    const int host = lab_host_input(a, b);
    if (host >= 0) {
        if (a->nvariants) lab_usage("--host times cup_reduce_host, not a variant: leave out --variant");
        const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_I32;
        const size_t n = a->n_set ? a->n : (size_t)1 << (cup_get_backend(b->h) == CUP_BACKEND_CUDA ? 32 : 26);
        if (n > SIZE_MAX / cup_dtype_size(t)) lab_usage("--n %zu of %s overflows", n, cup_dtype_name(t));
        return reduce_table(b, best_only, t, op, n, 0, 0, -1, host);
    }
    const int dist = lab_opt_pick(a, "dist", sweep_dists + 1, -1); /* lab_dist's order */
    const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : dist >= 0 ? CUP_F32 : CUP_I32;
    if (dist >= 0 && t != CUP_F32 && t != CUP_F64) lab_usage("--dist takes f32 or f64 data, not %s", cup_dtype_name(t));
    return reduce_table(b, lab_variants(a), t, op, a->n_set ? a->n : (size_t)1 << 24, a->block,
                        lab_misalign(a, LAB_MISALIGN_IN), dist, -1);
}

/* The ladder at 2^24 and past the cache, then best (and CUB on the GPU) across sizes: where
 * launch latency ends and bandwidth begins; MIN and MAX through the same production path. */
static int reduce_suite(lab_bench *b)
{
    static const char *const best_and_cub[] = {"best", "cub", NULL},
                             *const exact_vs_cub[] = {"best", "best-fast", "cub", NULL},
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
        for (int j = 0; j < 2; j++)
            LAB_ADD(reduce_table(b, lab_all, ladder_types[i], CUP_SUM, ladder_n[j], 0, 0, -1, -1));
    const cup_dtype sweep_types[] = {CUP_I32, CUP_F32, CUP_F64};
    for (int i = 0; i < 3; i++)
        for (int lg = 10; lg <= (gpu ? 30 : 26); lg += 2) {
            const size_t n = (size_t)1 << lg;
            if (sweep_types[i] != CUP_F64 && (n == ladder_n[0] || n == ladder_n[1])) continue; /* above */
            LAB_ADD(reduce_table(b, sweep_types[i] == CUP_I32 ? best_vs_vendor : exact_vs_vendor, sweep_types[i],
                                 CUP_SUM, n, 0, 0, -1, -1));
        }
    for (int op = CUP_MIN; op <= CUP_MAX; op++)
        LAB_ADD(reduce_table(b, best_vs_vendor, CUP_I32, (cup_op)op, (size_t)1 << 24, 0, 0, -1, -1));
    /* a sub-array that starts one element past a 16-byte boundary, against the aligned 2^28 above */
    for (int i = 0; i < 2; i++)
        LAB_ADD(reduce_table(b, i ? exact_vs_vendor : best_vs_vendor, ladder_types[i], CUP_SUM,
                             gpu ? (size_t)1 << 28 : (size_t)1 << 22, 0, LAB_MISALIGN_IN, -1, -1));
    /* The exact sums over every data distribution: the bins' speed must not depend on the data.
     * Beside them the rounded sum (what exactness costs), CUB, the exponent window the bins
     * replaced (its speed did depend on the data) and the bins at a fixed count (what choosing
     * the count per step buys). */
    static const char *const dist_gpu[] = {"best", "best-fast", "cub", "exact-window", "exact-bins-fixed",
                                           "exact-prefetch-other", NULL};
    for (int i = 0; i < 2; i++)
        for (int d = 0; d < LAB_DIST_COUNT; d++)
            LAB_ADD(reduce_table(b, gpu ? dist_gpu : exact_only, i ? CUP_F64 : CUP_F32, CUP_SUM,
                                 gpu ? (size_t)1 << (i ? 27 : 28) : (size_t)1 << 22, 0, 0, d, -1));
    /* small sizes on log-normal data, where a data-dependent slow path would show first */
    for (int i = 0; i < 2; i++)
        for (int lg = 10; lg <= 24; lg += 2)
            LAB_ADD(reduce_table(b, best_vs_vendor, i ? CUP_F64 : CUP_F32, CUP_SUM, (size_t)1 << lg, 0, 0,
                                 LAB_DIST_LOGNORMAL, -1));
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

/* cup_reduce_to_host of op over n elements of dt uploaded from host, into *got; 0 on failure (counted). */
static int reduce_on(cup_handle_t h, lab_tally *t, cup_op op, cup_dtype dt, const void *host, size_t n, void *got)
{
    void *d = upload(h, t, host, n * cup_dtype_size(dt));
    if (!d) return 0;
    const cup_status s = cup_reduce_to_host(h, op, dt, d, n, got);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "%s of %zu %s: %s", cup_op_name(op), n, cup_dtype_name(dt),
               cup_last_error(h));
    cup_free(h, d);
    return s == CUP_STATUS_SUCCESS;
}

/* Every way to misuse cup_reduce: a status, a message, the input and the poisoned output untouched. */
static void bad_input(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    enum { N = 4096 };
    lab_api x;
    if (lab_api_open(&x, h, t, rng, N * 4, 16, 0) != 0) return; /* N i32 elements, 16 bytes of output room */
    char *in = x.in, *out = x.out;
    LAB_EXPECT_STATUS(t, NULL, cup_reduce(NULL, CUP_SUM, CUP_I32, in, N, out), CUP_STATUS_INVALID_VALUE);
    lab_api_untouched(&x, "cup_reduce without a handle");
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, (cup_dtype)99, in, N, out));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce(h, (cup_op)7, CUP_I32, in, N, out));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, NULL, N, out));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, in, N, NULL));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_MIN, CUP_I32, in, 0, out));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_MAX, CUP_F64, in, 0, out));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_POINTER, cup_reduce(h, CUP_SUM, CUP_I32, in + 1, N - 1, out));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_POINTER, cup_reduce(h, CUP_SUM, CUP_I64, in + 4, N / 2 - 1, out));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, out, 2, out + 4)); /* overlap */
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce(h, CUP_SUM, CUP_I32, in, SIZE_MAX / 2, out));
    /* opaque bytes have no sum */
    LAB_REFUSED(&x, CUP_STATUS_NOT_SUPPORTED, cup_reduce(h, CUP_SUM, CUP_B4, in, 4, out));
    /* host memory cup_malloc did not give, on either backend; n past the end of the allocation: the
     * message says why */
    LAB_REFUSED_SAYING(&x, CUP_STATUS_INVALID_POINTER, "host memory", cup_reduce(h, CUP_SUM, CUP_I32, x.host, N, out));
    LAB_REFUSED_SAYING(&x, CUP_STATUS_INVALID_VALUE, "allocation",
                       cup_reduce(h, CUP_SUM, CUP_I32, in, (size_t)N + 10000000, out));
    int32_t host_out = 7;
    LAB_EXPECT_STATUS(t, h, cup_reduce(h, CUP_SUM, CUP_I32, in, N, &host_out), CUP_STATUS_INVALID_POINTER);
    LAB_EXPECT(t, host_out == 7, "host out untouched");
    LAB_EXPECT_STATUS(t, h, cup_reduce_to_host(h, CUP_SUM, CUP_I32, NULL, N, &host_out), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT(t, strstr(cup_last_error(h), "cup_reduce_to_host:") == cup_last_error(h),
               "the message names the call: %s", cup_last_error(h));
    /* the registry path checks the same things plus its own */
    const int best = lab_find(h, &lab_family_reduce, "best");
    LAB_EXPECT(t, best >= 0, "best is registered");
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, best, 256, CUP_SUM, CUP_I32, in, N, out));
    LAB_EACH_FOREIGN(id, h, &lab_family_reduce)
        LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, id, 0, CUP_SUM, CUP_I32, in, N, out));
    LAB_EACH_VARIANT(i, h, &lab_family_reduce) {
        const cup_variant_info *v = cup_variant_get(i);
        /* a dtype the variant takes (the exact rows take floats only), so the block is what is refused */
        const cup_dtype dt = v->dtypes & (1u << CUP_I32) ? CUP_I32 : CUP_F32;
        if (v->block_max) {
            LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_reduce_variant(h, i, 96, CUP_SUM, dt, in, N, out));
            LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE,
                        cup_reduce_variant(h, i, v->block_max * 2, CUP_SUM, dt, in, N, out));
        }
        if (!(v->ops & (1u << CUP_MIN)))
            LAB_REFUSED(&x, CUP_STATUS_NOT_SUPPORTED, cup_reduce_variant(h, i, 0, CUP_MIN, dt, in, N, out));
        /* a size limit of its traits, one element past it, where that fits a test (f32 past 2^29:
         * 2 GiB); the refusal comes before any read of the buffer */
        const size_t most = cup_reduce_max_n(v->traits, CUP_F32);
        if (!(v->dtypes & (1u << CUP_F32)) || most > ((size_t)1 << 29)) continue;
        void *big = NULL;
        LAB_EXPECT_STATUS(t, h, cup_malloc(h, &big, (most + 1) * 4), CUP_STATUS_SUCCESS);
        if (big)
            LAB_REFUSED(&x, CUP_STATUS_NOT_SUPPORTED,
                        cup_reduce_variant(h, i, 0, CUP_SUM, CUP_F32, big, most + 1, out));
        cup_free(h, big);
    }
    /* after all that, the handle still works, the message clears on success, the input is as it was */
    LAB_EXPECT_STATUS(t, h, cup_reduce(h, CUP_SUM, CUP_I32, in, N, out), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, cup_last_error(h)[0] == '\0', "success clears the message");
    int32_t got;
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, &got, out, 4), CUP_STATUS_SUCCESS);
    reduce_expect e;
    reduce_reference(CUP_SUM, CUP_I32, x.host, N, LAB_DATA_FULL, &e);
    LAB_EXPECT(t, memcmp(&got, e.bits, 4) == 0, "sum after the refusals: got %d", got);
    LAB_EXPECT_STATUS(t, h, lab_api_poison(&x), CUP_STATUS_SUCCESS);
    lab_api_untouched(&x, "cup_reduce (the input unchanged)");
    lab_api_close(&x);
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
    if (reduce_on(h, t, CUP_SUM, CUP_I32, i32, 3, &r32))
        LAB_EXPECT(t, r32 == (int32_t)(2u * (uint32_t)INT32_MAX + 5u), "i32 wraps: %d", r32);
    if (reduce_on(h, t, CUP_MIN, CUP_I32, i32, 3, &r32)) LAB_EXPECT(t, r32 == 5, "i32 min %d", r32);
    if (reduce_on(h, t, CUP_SUM, CUP_U64, u64, 2, &r64))
        LAB_EXPECT(t, r64 == 2, "u64 wraps: %llu", (unsigned long long)r64);
    if (reduce_on(h, t, CUP_SUM, CUP_I64, i64, 2, &s64))
        LAB_EXPECT(t, s64 == INT64_MAX, "i64 wraps: %lld", (long long)s64);
    if (reduce_on(h, t, CUP_MAX, CUP_I64, i64, 2, &s64)) LAB_EXPECT(t, s64 == -1, "i64 max %lld", (long long)s64);

    /* NaN elements are skipped by MIN/MAX; all-NaN gives the identity */
    const float f[5] = {NAN, 1.5f, -3.25f, NAN, 0.5f};
    float rf = 0;
    if (reduce_on(h, t, CUP_MIN, CUP_F32, f, 5, &rf)) LAB_EXPECT(t, rf == -3.25f, "min skips NaN: %g", rf);
    if (reduce_on(h, t, CUP_MAX, CUP_F32, f, 5, &rf)) LAB_EXPECT(t, rf == 1.5f, "max skips NaN: %g", rf);
    if (reduce_on(h, t, CUP_MIN, CUP_F32, f + 3, 1, &rf))
        LAB_EXPECT(t, isinf(rf) && rf > 0, "all-NaN min is +inf: %g", rf);
    if (reduce_on(h, t, CUP_SUM, CUP_F32, f, 5, &rf)) LAB_EXPECT(t, isnan(rf), "a sum with NaN is NaN: %g", rf);

    /* +0 and -0 compare equal, so MIN/MAX may return either: the contract is a zero, of any sign */
    const float zeros[4] = {0.0f, -0.0f, -0.0f, 0.0f};
    for (int k = 0; k < 4; k++) { /* MIN and MAX of {+0, -0}, then of {-0, +0} */
        const cup_op op = k & 1 ? CUP_MAX : CUP_MIN;
        rf = 7.0f;
        if (reduce_on(h, t, op, CUP_F32, zeros + (k & 2), 2, &rf))
            LAB_EXPECT(t, rf == 0.0f, "%s of {+0, -0} is a zero: %g", cup_op_name(op), rf);
    }

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
    void *host = malloc(n * 8);
    for (int dt = 0; host && dt <= CUP_F64; dt++) {
        lab_fill(host, (cup_dtype)dt, n, LAB_DATA_FULL, rng);
        for (int op = 0; op < CUP_OP_COUNT; op++) {
            uint64_t got = 0, again = 0;
            char why[256] = "";
            reduce_expect e;
            reduce_reference((cup_op)op, (cup_dtype)dt, host, n, LAB_DATA_FULL, &e);
            if (reduce_on(h, t, (cup_op)op, (cup_dtype)dt, host, n, &got))
                LAB_EXPECT(t, reduce_matches(&e, op == CUP_SUM, &got, why, sizeof why), "%s %s: %s",
                           cup_dtype_name((cup_dtype)dt), cup_op_name((cup_op)op), why);
            if (reduce_on(h, t, (cup_op)op, (cup_dtype)dt, host, n, &again))
                LAB_EXPECT(t, got == again, "%s %s reproducible", cup_dtype_name((cup_dtype)dt),
                           cup_op_name((cup_op)op));
        }
    }
    free(host);
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
        if (!reduce_on(h, t, CUP_SUM, CUP_F32, f[i].in, (size_t)f[i].n, &got)) continue;
        const int ok = isnan(f[i].want) ? isnan(got) : memcmp(&got, &f[i].want, 4) == 0;
        LAB_EXPECT(t, ok, "f32 %s: got %a, want %a", f[i].what, got, f[i].want);
    }
    /* the rounding on limbs no carry step has settled (one GPU block's): limb 4 = -2^32 is the
     * sum -2^128 in f32 accumulator units, -1024.0f */
    int64_t raw[CUP_XS_LIMBS_F32] = {[4] = -((int64_t)1 << 32)};
    const uint32_t want_bits = 0xc4800000u; /* -1024.0f */
    const uint32_t raw_bits = (uint32_t)cup_xs_round(raw, CUP_XS_LIMBS_F32, 0, 0);
    LAB_EXPECT(t, raw_bits == want_bits, "cup_xs_round of unsettled limb 4 = -2^32: got bits %08x, want %08x", raw_bits,
               want_bits);
    const double d[3] = {DBL_MAX, DBL_MAX, -DBL_MAX}, tie[2] = {0x1p53, 1.0};
    double got = 0;
    if (reduce_on(h, t, CUP_SUM, CUP_F64, d, 3, &got))
        LAB_EXPECT(t, got == DBL_MAX, "f64 partial overflow: got %a", got);
    if (reduce_on(h, t, CUP_SUM, CUP_F64, tie, 2, &got))
        LAB_EXPECT(t, got == 0x1p53, "f64 2^53 + 1 ties to even: got %a", got);

    /* 2^26 copies of 0.1f: exactly 6710886.5 (a rounded running sum is 4% low) */
    const size_t n = (size_t)1 << 26;
    float *tenth = malloc(n * sizeof *tenth);
    if (!tenth) return;
    for (size_t i = 0; i < n; i++) tenth[i] = 0.1f;
    float sum = 0;
    if (reduce_on(h, t, CUP_SUM, CUP_F32, tenth, n, &sum))
        LAB_EXPECT(t, sum == 6710886.5f, "2^26 x 0.1f: got %.9g", sum);
    free(tenth);
}

/* One float sum and the reference's bits, for every handle lab_each_cpu_handle opens */
typedef struct everywhere {
    lab_tally *t;
    cup_dtype dt;
    const void *host;
    size_t n;
    int kind;
    const reduce_expect *e;
} everywhere;

static void same_bits_on(cup_handle_t on, const char *label, void *p)
{
    const everywhere *w = p;
    uint64_t got;
    if (reduce_on(on, w->t, CUP_SUM, w->dt, w->host, w->n, &got))
        LAB_EXPECT(w->t, memcmp(&got, w->e->bits, cup_dtype_size(w->dt)) == 0,
                   "%s %s on %s: not the correctly rounded sum", cup_dtype_name(w->dt), data_name(w->kind), label);
}

/* The same data under every CPU thread count (a handle per count, CUPRIM_CPU_THREADS) and, on a
 * GPU, through the CPU backend too: one set of bits, the reference's. */
static void exact_everywhere(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    static const char *const counts[] = {"1", "2", "3", "4", "7", "16", "64", "256", NULL};
    const size_t n = 1000003;
    double *host = malloc(n * sizeof(double));
    if (!host) return;
    for (int dt = CUP_F32; dt <= CUP_F64; dt++)
        for (int kind = HARD_PAIRS - 1; kind < HARD_END; kind++) { /* FULL data, then each hard kind */
            if (kind < HARD_PAIRS) lab_fill(host, (cup_dtype)dt, n, LAB_DATA_FULL, rng);
            else fill_hard(host, (cup_dtype)dt, n, kind, rng);
            reduce_expect e;
            reduce_reference(CUP_SUM, (cup_dtype)dt, host, n, (lab_data)kind, &e);
            everywhere w = {t, (cup_dtype)dt, host, n, kind, &e};
            same_bits_on(h, "this handle", &w);
            lab_each_cpu_handle(h, t, counts, same_bits_on, &w);
        }
    free(host);
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
    lab_mem m = {.h = h};
    unsigned char *page = lab_host(&m, MAX_N * 8), *pinned = lab_host_array(&m, MAX_N * 8, 1);
    void *dev_out = lab_dev(&m, 16);
    LAB_EXPECT(t, m.s == CUP_STATUS_SUCCESS, "host arrays and an output: %s", cup_last_error(h));
    if (m.s != CUP_STATUS_SUCCESS) {
        lab_mem_free(&m);
        return;
    }
    for (int dt = CUP_I32; dt <= CUP_F64; dt++) {
        const cup_dtype d = (cup_dtype)dt;
        const size_t size = cup_dtype_size(d);
        for (int kind = 0; kind < (d == CUP_F32 || d == CUP_F64 ? 3 : 1); kind++) {
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
                        /* the expectation is cup_reduce's result: sums bit for bit, MIN/MAX the same value */
                        rcall q = {.id = -1, .op = (cup_op)op, .t = d, .n = n, .e = {.dtype = d}};
                        cup_status s = cup_reduce(h, (cup_op)op, d, dev, n, dev_out);
                        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, q.e.bits, dev_out, size);
                        LAB_EXPECT_STATUS(t, h, s, CUP_STATUS_SUCCESS);
                        q.e.value = lab_as_double(d, q.e.bits);
                        for (int pin = 0; pin < 2; pin++) {
                            q.in = pin ? pinned : page;
                            LAB_EXPECT(t, reduce_judge(h, &q, &s), "cup_reduce_host %s %s n=%zu chunk=%zu %s: %s, %s",
                                       cup_op_name((cup_op)op), cup_dtype_name(d), n, chunks[c],
                                       pin ? "pinned" : "pageable", q.what, q.why);
                            LAB_EXPECT_STATUS(t, h, s, CUP_STATUS_SUCCESS);
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
    lab_mem_free(&m);
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
    if (strcmp(lab_sweep_pick(c, "misalign"), "none") != 0)
        lab_sweep_arg(c, "misalign", "%s", lab_sweep_pick(c, "misalign"));
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
        "  pipeline over host arrays (cup_reduce_host, chunks of 4099 elements and the default) at the\n"
        "  same sizes; --huge adds n = 2^31 + 17 (CUDA, ~20 GB of device memory).\n",
    .bench = reduce_bench,
    .suite = reduce_suite,
    .headline = reduce_headline,
    .check = reduce_check,
    .api_test = reduce_api_test,
    .sanitize = reduce_sanitize,
    .sweep = &reduce_space,
};
