/* The sort family in the lab: an independent reference (the order of cuprim.h computed here with
 * float classification and integer offsets, not the library's bit tricks, and a stable merge sort
 * of indices by it), a verifier of sorted outputs by their properties for sizes past the merge
 * sort (each output key is the input key its index value names, every index once, keys in order,
 * equal keys in index order), the check sweep, the benchmark tables and the API contract. */
#include "lab/lab.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { MARGIN = 5 }; /* elements of poison either side of an output; odd, so keys start off 16 bytes */
/* the merge sort reference up to this size; past it the verifier of properties */
#define EXACT_MAX ((size_t)1000003)

static int is_float(cup_dtype t) { return t == CUP_F32 || t == CUP_F64; }
static int width_of(cup_dtype t) { return (int)(8 * cup_dtype_size(t)); }

/* ---- the order, written here ------------------------------------------------------------------------ */

/* Every bit of a t key, and its top one. */
static uint64_t all_of(cup_dtype t) { return width_of(t) == 64 ? ~0ull : (1ull << width_of(t)) - 1; }
static uint64_t top_of(cup_dtype t) { return 1ull << (width_of(t) - 1); }

/* The ordered bits of cuprim.h: signed integers in offset binary (the type's minimum at 0), floats
 * by class (NaN last, equal; a number with its sign bit set below every number without). */
static uint64_t ref_ordered(cup_dtype t, uint64_t x)
{
    if (t == CUP_I32 || t == CUP_I64) return (x + top_of(t)) & all_of(t);
    if (!is_float(t)) return x;
    const double f = lab_get(t, &x, 0);
    if (isnan(f)) return all_of(t);
    return signbit(f) ? all_of(t) - x : x + top_of(t);
}

/* The inverse for the numbers (not NaN): the key whose ordered bits are o. */
static uint64_t ref_key_of(cup_dtype t, uint64_t o)
{
    if (t == CUP_I32 || t == CUP_I64) return (o - top_of(t)) & all_of(t);
    if (!is_float(t)) return o;
    return (o & top_of(t)) ? o - top_of(t) : all_of(t) - o;
}

/* What a request compares: bits [begin, end) of the ordered bits. */
typedef struct order {
    cup_dtype t;
    int desc, begin, end; /* end resolved (not 0) */
} order;

static uint64_t compared(const order *o, uint64_t key)
{
    const int bits = o->end - o->begin;
    if (bits == 0) return 0;
    const uint64_t v = ref_ordered(o->t, key) >> o->begin;
    return bits == 64 ? v : v & ((1ull << bits) - 1);
}

/* Does a (at index ia) go strictly before b (at ib) in the stable order? */
static int before(const order *o, uint64_t ca, uint64_t cb, size_t ia, size_t ib)
{
    if (ca != cb) return o->desc ? ca > cb : ca < cb;
    return ia < ib;
}

/* The stable order of n keys as a permutation: perm[i] is the input index of output i. A
 * bottom-up merge sort of indices by their compared bits (which it computes once). */
static int ref_perm(const order *o, const void *keys, size_t n, size_t *perm)
{
    const size_t ks = cup_dtype_size(o->t);
    uint64_t *c = malloc(n * sizeof *c);
    size_t *tmp = malloc(n * sizeof *tmp);
    if (!c || !tmp) {
        free(c), free(tmp);
        return -1;
    }
    for (size_t i = 0; i < n; i++) c[i] = compared(o, lab_get_bits(keys, ks, i)), perm[i] = i;
    size_t *src = perm, *dst = tmp;
    for (size_t w = 1; w < n; w *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * w) {
            const size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) dst[k++] = before(o, c[src[j]], c[src[i]], src[j], src[i]) ? src[j++] : src[i++];
            while (i < mid) dst[k++] = src[i++];
            while (j < hi) dst[k++] = src[j++];
        }
        size_t *s = src;
        src = dst, dst = s;
    }
    if (src != perm) memcpy(perm, src, n * sizeof *perm);
    free(c), free(tmp);
    return 0;
}

/* ---- data ------------------------------------------------------------------------------------------- */

/* Values every type must sort right: zeros of both signs, infinities, NaNs of both signs and
 * several payloads, the smallest and largest denormals and normals, the integer extremes. */
static int specials(cup_dtype t, uint64_t *v)
{
    static const uint64_t f32[] = {0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
                                   0x7f800001, 0xff800001, 0x7fffffff, 0xffffffff, 0x7fa00000, 0x00000001,
                                   0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000, 0x7f7fffff,
                                   0xff7fffff, 0x3f800000, 0xbf800000};
    static const uint64_t f64[] = {0x0ull, 0x8000000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
                                   0x7ff8000000000000ull, 0xfff8000000000000ull, 0x7ff0000000000001ull,
                                   0xfff0000000000001ull, 0x7fffffffffffffffull, 0xffffffffffffffffull,
                                   0x0000000000000001ull, 0x8000000000000001ull, 0x000fffffffffffffull,
                                   0x800fffffffffffffull, 0x0010000000000000ull, 0x7fefffffffffffffull,
                                   0xffefffffffffffffull, 0x3ff0000000000000ull, 0xbff0000000000000ull};
    static const uint64_t ints[] = {0, 1, 2, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x7fffffff, 0x80000000,
                                    0x80000001, 0xffffffff, 0x7fffffffffffffffull, 0x8000000000000000ull,
                                    0x8000000000000001ull, 0xffffffffffffffffull};
    const uint64_t *src = t == CUP_F32 ? f32 : t == CUP_F64 ? f64 : ints;
    const int count = t == CUP_F32 ? (int)(sizeof f32 / 8) : t == CUP_F64 ? (int)(sizeof f64 / 8) : (int)(sizeof ints / 8);
    for (int i = 0; i < count; i++) v[i] = src[i] & all_of(t);
    return count;
}

/* n keys: a quarter special values, a quarter from a pool of 7 values drawn for the data set
 * (runs of equal keys for stability), the rest random bits (NaNs among floats included). */
static void fill_keys(cup_dtype t, void *keys, size_t n, lab_rng *r)
{
    uint64_t sp[32], pool[7];
    const int nsp = specials(t, sp);
    const size_t ks = cup_dtype_size(t);
    for (int i = 0; i < 7; i++) pool[i] = lab_rand(r);
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_rand(r);
        const unsigned pick = (unsigned)(x >> 60);
        const uint64_t v = pick < 4 ? sp[(x >> 8) % (uint64_t)nsp] : pick < 8 ? pool[(x >> 8) % 7] : lab_rand(r);
        lab_put_bits(keys, ks, i, v);
    }
}

/* Does CUB's DeviceRadixSort order these keys otherwise than cuprim.h for this request? Floats
 * only: CUB documents -0 and +0 as equal keys and orders NaNs by their bits, so its rows
 * never see either. And descending: CUB's Onesweep kernels (what it runs past one tile) complement
 * a key after its float transform and then map the bits of -0's ascending image, 0x7fff..f, to
 * +0's, 0x8000..0, before taking digits; in a descending sort 0x7fff..f is +0's own image, so +0
 * is ranked by -0's bits. Over every bit that changes nothing (nothing lies between the two
 * images), but a bit range that leaves a bit out puts +0 among other keys (bits [4, 11) of
 * 0x8000..0 are all zeros where ours are all ones), so descending over such a range its rows see
 * no +0 either. What is replaced becomes +1, which both order alike. */
static void cub_safe(const order *o, void *keys, size_t n)
{
    const cup_dtype t = o->t;
    if (!is_float(t)) return;
    const size_t ks = cup_dtype_size(t);
    const uint64_t one = t == CUP_F32 ? 0x3f800000u : 0x3ff0000000000000ull;
    const int no_zero = o->desc && (o->begin != 0 || o->end != width_of(t));
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_get_bits(keys, ks, i);
        if (x == top_of(t) || ref_ordered(t, x) == all_of(t))
            lab_put_bits(keys, ks, i, no_zero ? one : 0);
        else if (no_zero && x == 0)
            lab_put_bits(keys, ks, i, one);
    }
}

/* Value i of vs bytes: i's bytes (little-endian) then a pattern of i: with 4 bytes or more every
 * value of an input below 2^32 is different, so any misplaced one is seen. */
static void value_of(size_t i, size_t vs, unsigned char *v)
{
    const uint64_t x = (uint64_t)i;
    for (size_t b = 0; b < vs; b++) v[b] = b < 8 ? (unsigned char)(x >> (8 * b)) : (unsigned char)(i * 131 + b * 7);
}

static void fill_values(void *values, size_t n, size_t vs)
{
    for (size_t i = 0; i < n; i++) value_of(i, vs, (unsigned char *)values + i * vs);
}

/* ---- the verifier of properties (any n) ------------------------------------------------------------ */

static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The multiset of n keys as two sums of a 64-bit mix: the same keys in any order, the same sums. */
static void multiset(const void *keys, size_t ks, size_t n, uint64_t *h)
{
    h[0] = h[1] = 0;
    for (size_t i = 0; i < n; i++) {
        const uint64_t k = lab_get_bits(keys, ks, i);
        h[0] += mix(k), h[1] += mix(k ^ 0x5851F42D4C957F2Dull);
    }
}

/* got_keys (and got_values, when vs > 0: values made by value_of) against the input: with values,
 * each value names an input index, every index once, its key the input's, its pattern bytes
 * intact; keys in the order, equal compared bits in index order. Keys alone: in order, and the
 * same multiset as the input. Returns NULL or why (in buf). */
static const char *verify_props(const order *o, const void *in, const void *got_keys, const void *got_values,
                                size_t vs, size_t n, char *buf, size_t len)
{
    const size_t ks = cup_dtype_size(o->t), iw = vs < 8 ? vs : 8;
    if (vs && vs < 8 && n > 0 && n - 1 > (((size_t)1 << (8 * vs)) - 1))
        return snprintf(buf, len, "values of %zu bytes cannot name %zu keys (a lab bug)", vs, n), buf;
    unsigned char *seen = vs ? calloc(n / 8 + 1, 1) : NULL;
    if (vs && !seen) return snprintf(buf, len, "out of host memory"), buf;
    uint64_t prev_c = 0, prev_i = 0, hg[2], hi[2];
    buf[0] = '\0';
    for (size_t i = 0; i < n && !buf[0]; i++) {
        const uint64_t k = lab_get_bits(got_keys, ks, i), c = compared(o, k);
        const unsigned char *v = vs ? (const unsigned char *)got_values + i * vs : NULL;
        const uint64_t idx = vs ? lab_get_bits(v, iw, 0) : i;
        unsigned char want[16];
        if (vs) value_of((size_t)idx, vs, want);
        if (vs && (idx >= n || (seen[idx / 8] >> (idx % 8)) & 1))
            snprintf(buf, len, "output %zu holds value %llu: %s", i, (unsigned long long)idx,
                     idx >= n ? "no such index" : "an index seen twice");
        else if (vs && memcmp(v, want, vs) != 0)
            snprintf(buf, len, "output %zu: the value of index %llu is not its own", i, (unsigned long long)idx);
        else if (vs && k != lab_get_bits(in, ks, (size_t)idx))
            snprintf(buf, len, "output %zu: key 0x%llx, but value %llu belongs to key 0x%llx", i, (unsigned long long)k,
                     (unsigned long long)idx, (unsigned long long)lab_get_bits(in, ks, (size_t)idx));
        else if (i > 0 && (c == prev_c ? vs && prev_i > idx : before(o, c, prev_c, 1, 0)))
            snprintf(buf, len, "outputs %zu and %zu are out of order (compared bits 0x%llx, 0x%llx%s)", i - 1, i,
                     (unsigned long long)prev_c, (unsigned long long)c, c == prev_c ? ", equal keys not in input order" : "");
        if (vs && !buf[0]) seen[idx / 8] |= (unsigned char)(1u << (idx % 8));
        prev_c = c, prev_i = idx;
    }
    if (!buf[0] && !vs) {
        multiset(got_keys, ks, n, hg), multiset(in, ks, n, hi);
        if (hg[0] != hi[0] || hg[1] != hi[1])
            snprintf(buf, len, "the output keys are not the input's (their multiset differs)");
    }
    free(seen);
    return buf[0] ? buf : NULL;
}

/* ---- one run, for the check, the bench's verify and the contract ------------------------------------- */

enum { IN_PLACE_KEYS = 1, IN_PLACE_VALUES = 2, IN_PLACE = 3 };
static const char *const place_names[4] = {"apart", "keys in place", "values in place", "in place"};

/* One request. */
typedef struct scase {
    int in_place; /* IN_PLACE_KEYS | IN_PLACE_VALUES: which outputs are their own inputs */
    size_t vs;    /* value size; 0: keys alone */
    order o;
    int end_arg; /* end_bit as passed (0 now and then: the key's width) */
} scase;

/* A run's buffers: in the backend keys and values in and out, each array `margin` elements after
 * its buffer's start and before its end; on the host the outputs' read-backs (margins included)
 * and the inputs'. */
typedef struct sbuf {
    void *kin, *kout, *vin, *vout;
    unsigned char *got_k, *got_v, *back;
    size_t margin;
} sbuf;

/* The request's call through variant id, or the production call for id < 0. */
static cup_status sort_call(cup_handle_t h, int id, const scase *sc, const void *kin, void *kout, const void *vin,
                            void *vout, size_t n)
{
    const unsigned flags = sc->o.desc ? CUP_SORT_DESCENDING : 0;
    const cup_dtype t = sc->o.t;
    const int b = sc->o.begin, e = sc->end_arg;
    if (sc->vs)
        return id < 0 ? cup_sort_pairs(h, t, kin, kout, vin, vout, sc->vs, n, flags, b, e)
                      : cup_sort_pairs_variant(h, id, 0, t, kin, kout, vin, vout, sc->vs, n, flags, b, e);
    return id < 0 ? cup_sort_keys(h, t, kin, kout, n, flags, b, e)
                  : cup_sort_keys_variant(h, id, 0, t, kin, kout, n, flags, b, e);
}

/* One run and what it must show. */
typedef struct srun {
    cup_handle_t h;
    int id; /* the variant; < 0: the production call */
    const scase *sc;
    const sbuf *b;
    size_t n;
    const void *keys, *values; /* the input, on the host */
    const size_t *perm;        /* output i is input perm[i] (its key and value); NULL: verify_props's properties */
    int inputs;                /* the inputs apart read back: unchanged? */
    lab_tally *t;              /* the contract's: every step is an expectation */
    int label, failed;         /* why[0, label) names the run; the first failure's reason follows it */
    cup_status s;              /* the first failed call's status */
    char why[600];
} srun;

/* A step of r: ok, or a failure whose reason (printf-style) follows r's label, the first kept in
 * r->why; on the contract's tally every step is an expectation. STEP evaluates the reason's
 * arguments only when the step failed. */
static int step(srun *r, int ok, const char *fmt, ...)
{
    char reason[400] = "";
    if (!ok) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(reason, sizeof reason, fmt, ap);
        va_end(ap);
    }
    if (r->t) lab_tally_check(r->t, ok, "the run's step", __FILE__, __LINE__, "%.*s%s", r->label, r->why, reason);
    if (!ok && !r->failed) snprintf(r->why + r->label, sizeof r->why - (size_t)r->label, "%s", reason);
    r->failed |= !ok;
    return ok;
}
#define STEP(r, ok, ...) ((ok) ? step((r), 1, "") : step((r), 0, __VA_ARGS__))

static int call_step(srun *r, cup_status s, const char *what)
{
    if (r->s == CUP_STATUS_SUCCESS) r->s = s;
    return STEP(r, s == CUP_STATUS_SUCCESS, "%s: %s: %s", what, cup_status_string(s), cup_last_error(r->h));
}

/* the margins either side of n elements of `size` bytes (read back into got) still poison? */
static int margins_poisoned(const unsigned char *got, size_t n, size_t size, size_t margin)
{
    for (size_t i = 0; i < margin * size; i++)
        if (got[i] != LAB_POISON || got[(margin + n) * size + i] != LAB_POISON) return 0;
    return 1;
}

/* the first output of n (elements of `size` bytes) that is not input perm[i], or n */
static size_t misplaced(const unsigned char *got, const void *in, const size_t *perm, size_t n, size_t size)
{
    size_t i = 0;
    while (i < n && memcmp(got + i * size, (const unsigned char *)in + perm[i] * size, size) == 0) i++;
    return i;
}

/* an input apart, read back from dev, as it was uploaded from host? */
static void intact(srun *r, const void *dev, const void *host, size_t bytes, const char *what)
{
    const cup_status s = cup_copy_to_host(r->h, r->b->back, dev, bytes);
    STEP(r, s == CUP_STATUS_SUCCESS && memcmp(r->b->back, host, bytes) == 0, "%s",
         s == CUP_STATUS_SUCCESS ? what : "cannot read the input back");
}

/* The run: the inputs uploaded (in place: into the outputs), the outputs and their margins
 * poisoned afresh (an output left unwritten must not pass for the last run's), the call,
 * everything read back; then the margins still poison, the outputs the permutation perm of the
 * input (or, without one, its properties), and with r->inputs the inputs apart unchanged. NULL
 * when every step held, else why. */
static const char *sort_run(srun *r)
{
    cup_handle_t h = r->h;
    const sbuf *b = r->b;
    const size_t ks = cup_dtype_size(r->sc->o.t), vs = r->sc->vs, n = r->n, m = b->margin, total = n + 2 * m;
    unsigned char *kout = (unsigned char *)b->kout + m * ks, *vout = vs ? (unsigned char *)b->vout + m * vs : NULL;
    const int keys_apart = !(r->sc->in_place & IN_PLACE_KEYS);
    const int values_apart = vs && !(r->sc->in_place & IN_PLACE_VALUES);
    unsigned char *kin = keys_apart ? (unsigned char *)b->kin + m * ks : kout;
    unsigned char *vin = values_apart ? (unsigned char *)b->vin + m * vs : vout;
    if (!call_step(r, cup_memset(h, b->kout, LAB_POISON, total * ks), "poisoning the keys' output") ||
        (vs && !call_step(r, cup_memset(h, b->vout, LAB_POISON, total * vs), "poisoning the values' output")) ||
        !call_step(r, cup_copy_to_backend(h, kin, r->keys, n * ks), "uploading the keys") ||
        (vs && !call_step(r, cup_copy_to_backend(h, vin, r->values, n * vs), "uploading the values")) ||
        !call_step(r, sort_call(h, r->id, r->sc, kin, kout, vin, vout, n), "the sort") ||
        !call_step(r, cup_copy_to_host(h, b->got_k, b->kout, total * ks), "reading the keys back") ||
        (vs && !call_step(r, cup_copy_to_host(h, b->got_v, b->vout, total * vs), "reading the values back")))
        return r->why;
    const unsigned char *gk = b->got_k + m * ks, *gv = vs ? b->got_v + m * vs : NULL;
    STEP(r, margins_poisoned(b->got_k, n, ks, m), "a key written outside the output");
    if (vs) STEP(r, margins_poisoned(b->got_v, n, vs, m), "a value written outside the output");
    if (r->perm) {
        const size_t *p = r->perm, i = misplaced(gk, r->keys, p, n, ks);
        STEP(r, i == n, "output %zu: key 0x%llx, want 0x%llx (input %zu)", i,
             (unsigned long long)lab_get_bits(gk, ks, i), (unsigned long long)lab_get_bits(r->keys, ks, p[i]), p[i]);
        const size_t j = vs ? misplaced(gv, r->values, p, n, vs) : n;
        if (vs) STEP(r, j == n, "output %zu: the value is not input %zu's", j, p[j]);
    } else {
        char detail[400];
        const char *bad = verify_props(&r->sc->o, r->keys, gk, gv, vs, n, detail, sizeof detail);
        STEP(r, !bad, "%s", bad);
    }
    if (r->inputs && keys_apart) intact(r, kin, r->keys, n * ks, "the input keys were modified");
    if (r->inputs && values_apart) intact(r, vin, r->values, n * vs, "the input values were modified");
    return r->failed ? r->why : NULL;
}

/* ---- check ------------------------------------------------------------------------------------------ */

typedef struct scheck {
    lab_check_ctx *c;
    cup_dtype t;
    size_t cap;          /* elements the device buffers hold, margins included */
    void *keys, *values; /* the input on the host */
    sbuf b;
    lab_mem mem; /* all of them */
} scheck;

/* Does variant v take this request on n keys? */
static int sort_takes(const cup_variant_info *v, const scase *sc, size_t n)
{
    const size_t vs = sc->vs;
    return (v->dtypes & (1u << sc->o.t)) && (v->ops & (vs ? CUP_SORT_OP_PAIRS : CUP_SORT_OP_KEYS)) &&
           n <= cup_sort_max_n(v->traits) && (!vs || !(v->traits & CUP_SORT_VALUES_4_8) || vs == 4 || vs == 8);
}

static int describe(char *why, size_t len, const scase *sc, size_t n, const char *data)
{
    const int place = sc->vs ? sc->in_place : sc->in_place & IN_PLACE_KEYS ? IN_PLACE : 0;
    return snprintf(why, len, "sort %s %s%.0zu n=%zu %s bits [%d, %d) %s%s: ", cup_dtype_name(sc->o.t),
                    sc->vs ? "pairs of value size " : "keys", sc->vs, n, sc->o.desc ? "desc" : "asc", sc->o.begin,
                    sc->o.end, place_names[place], data);
}

/* Every selected variant on one request over x's input: first the rows of cuprim.h's order, then
 * CUB's rows over a float-safe copy (its own reference order). Each run: poisoned outputs with
 * margins, then margins intact, the input intact (apart), and the output the reference's
 * permutation (exact) or, without one, its properties. */
static void check_case(scheck *x, const scase *sc, size_t n, int exact)
{
    lab_check_ctx *c = x->c;
    const size_t ks = cup_dtype_size(sc->o.t);
    size_t *perm = exact ? malloc(n * sizeof *perm) : NULL;
    void *safe = NULL;
    for (int cub_pass = 0; cub_pass < 2; cub_pass++) {
        const void *data = NULL;
        int ready = 0;
        LAB_CHECK_EACH(k, c, &lab_family_sort, sc->o.t) {
            /* reference rows stop at EXACT_MAX: measured, not the subject */
            const cup_variant_info *v = lab_check_variant(c, k);
            if (!sort_takes(v, sc, n) || (v->reference && n > EXACT_MAX)) continue;
            const int cub = (v->traits & CUP_SORT_CUB_FLOATS) && is_float(sc->o.t);
            if (cub != cub_pass) continue;
            if (!ready) { /* the data set and its reference order: once per pass */
                data = x->keys;
                if (cub_pass && (data = safe = malloc(n * ks)) != NULL) {
                    memcpy(safe, x->keys, n * ks);
                    cub_safe(&sc->o, safe, n);
                }
                if (!data || (exact && (!perm || ref_perm(&sc->o, data, n, perm)))) {
                    lab_check_fail(c, -1, "sort: out of host memory for the reference");
                    break;
                }
                ready = 1;
            }
            /* an input apart is the caller's: unchanged after every run, at every n (each run
             * uploads its inputs afresh, so a later run cannot stand witness for an earlier one) */
            srun r = {.h = c->h, .id = c->ids[k], .sc = sc, .b = &x->b, .n = n, .keys = data, .values = x->values,
                      .perm = perm, .inputs = 1};
            r.label = describe(r.why, sizeof r.why, sc, n, cub ? ", float-safe data" : "");
            lab_check_count(c, k, sort_run(&r));
        }
    }
    free(perm), free(safe);
}

/* What the library's sort holds beside its arguments for n keys of ks bytes with values of vs: on the
 * CPU its records and ping-pong copies, on a GPU its workspace (an index or ping-pong copy, digit counts). */
static double sort_scratch(const lab_check_ctx *c, size_t n, size_t ks, size_t vs)
{
    return c->info.backend == CUP_BACKEND_CPU ? (double)n * (double)(16 + ks + vs) : 2.0 * (double)n * (double)(ks + vs + 8) + 16e6;
}

/* x's buffers for up to n keys with values of up to vs bytes (device buffers and read-backs of n
 * elements and the margins), once the step fits: 0; 1 to skip it (the planning pass); -1 when they
 * cannot be had. The step holds keys, values, a float-safe copy, and with exact the reference's
 * permutation and its merge (3 x 8 bytes a key), else what the verifier marks; the read-backs;
 * in the backend keys and values in and out, the sort's scratch. */
static int prepare(scheck *x, size_t n, size_t vs, int exact)
{
    lab_check_ctx *c = x->c;
    const size_t ks = cup_dtype_size(x->t), cap = n + 2 * MARGIN, big = ks > vs ? ks : vs;
    if (lab_check_holds(c, (double)n * (double)(2 * ks + vs) + (exact ? 24.0 * (double)n : (double)n / 8) +
                               (double)cap * (double)(ks + vs + big),
                        (double)cap * (double)(2 * ks + 2 * vs) + sort_scratch(c, n, ks, vs), "sort %s n=%zu",
                        cup_dtype_name(x->t), n))
        return 1;
    if (cap <= x->cap) return 0;
    lab_mem *m = &x->mem;
    sbuf *b = &x->b;
    lab_mem_free(m);
    x->keys = lab_host(m, n * ks), x->values = lab_host(m, n * vs);
    b->got_k = lab_host(m, cap * ks), b->got_v = lab_host(m, cap * vs), b->back = lab_host(m, cap * big);
    b->kin = lab_dev(m, cap * ks), b->kout = lab_dev(m, cap * ks), b->vin = lab_dev(m, cap * vs);
    b->vout = lab_dev(m, cap * vs), b->margin = MARGIN;
    x->cap = m->s == CUP_STATUS_SUCCESS ? cap : 0;
    return m->s == CUP_STATUS_SUCCESS ? 0 : -1;
}

/* Value sizes the sweep cycles through besides 4 and 8: every other size from 1 to 16. */
static const size_t odd_sizes[] = {1, 2, 3, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16};

/* The four requests of one size: keys ascending over every bit, apart; pairs (4- or 8-byte
 * values) descending in place; keys descending over a random bit range in place; pairs of another
 * value size ascending over a random range, by turns apart, keys alone in place and values alone
 * in place. A range is empty one time in eight. */
static void requests(cup_dtype t, int si, lab_rng *r, scase *sc)
{
    const int w = width_of(t);
    for (int i = 0; i < 4; i++) {
        scase *s = &sc[i];
        memset(s, 0, sizeof *s);
        s->o.t = t, s->o.desc = i == 1 || i == 2;
        /* the odd-size pairs take turns: apart, keys in place, values in place */
        s->in_place = i == 1 || i == 2 ? IN_PLACE : i == 3 ? (si % 3 == 1 ? IN_PLACE_KEYS : si % 3 == 2 ? IN_PLACE_VALUES : 0) : 0;
        s->vs = i == 1 ? (si % 2 ? 8 : 4) : i == 3 ? odd_sizes[(size_t)(si * 5 + (int)t) % 14] : 0;
        s->o.begin = 0, s->o.end = w, s->end_arg = i == 0 ? 0 : w;
        if (i >= 2) {
            const uint64_t x = lab_rand(r);
            s->o.begin = (int)(x % (uint64_t)w);
            s->o.end = (x >> 8) % 8 == 0 ? s->o.begin : s->o.begin + 1 + (int)((x >> 16) % (uint64_t)(w - s->o.begin));
            if (s->o.end == 0) s->o.begin = s->o.end = w; /* [0, 0) reads as every bit: the empty range at the top */
            s->end_arg = s->o.end == w && (x >> 24) % 2 ? 0 : s->o.end;
        }
    }
}

/* Past the merge sort: pairs whose values are the input indices (4 bytes), checked by their
 * properties; and, when asked, keys alone (order and multiset). */
static void check_big(scheck *x, size_t n, int desc, int in_place, int begin, int end, int keys_too, lab_rng *r)
{
    const size_t vs = n > 0xffffffffu ? 8 : 4;
    const int ready = prepare(x, n, vs, 0);
    if (ready) {
        if (ready < 0) lab_check_fail(x->c, -1, "sort: cannot allocate the buffers of a large case");
        return;
    }
    fill_keys(x->t, x->keys, n, r);
    fill_values(x->values, n, vs);
    scase sc = {in_place ? IN_PLACE : 0, vs, {x->t, desc, begin, end}, end};
    check_case(x, &sc, n, 0);
    if (keys_too) {
        sc.vs = 0;
        check_case(x, &sc, n, 0);
    }
    lab_check_progress(x->c, "sort %s n=%zu", cup_dtype_name(x->t), n);
}

static void check_dtype(lab_check_ctx *c, cup_dtype t, size_t cache, size_t max_n)
{
    const int cuda = cup_get_backend(c->h) == CUP_BACKEND_CUDA, w = width_of(t);
    /* a tile of the GPU kernels is 2048 keys (the ladder's), 4096 (onesweep-late's, and the one-block
     * sort's most) or onesweep's, 384 threads x tuning.h's keys: 7680 keys alone (5760 of 8 bytes),
     * 8832 pairs of 4 bytes (5760 with one of 8): either side of one and two; the sized one-block
     * sort's shapes hold 32, 256, 1024, 2048, 4096, 8192 and 16384 keys: either side of each and on it;
     * the CPU has no tiles and a test that must stay quick: a few sizes to 65537 (past its 2^16
     * cut to the threads) */
    static const size_t gpu_sizes[] = {1,    2,    3,    31,   32,   33,   255,   256,   257,   1000,  1023,
                                       1024, 1025, 2047, 2048, 2049, 4095, 4096,  4097,  5761,  7679,  7681,
                                       8191, 8192, 8193, 8833, 15361, 16383, 16384, 16385, 65537, EXACT_MAX};
    static const size_t cpu_sizes[] = {1, 2, 3, 33, 1000, 4097, 65537};
    enum { NGPU = sizeof gpu_sizes / sizeof *gpu_sizes, NCPU = sizeof cpu_sizes / sizeof *cpu_sizes };
    scheck x = {.c = c, .t = t, .mem = {.h = c->h}};
    lab_rng rng = {c->o->seed ^ (0x736f7274ull + (uint64_t)t * 0x9E3779B97F4A7C15ull)};
    /* the lists ascend: those within max_n are their start, each at its place in its list (which
     * picks its requests) */
    size_t within[NGPU], largest;
    const int nwithin = lab_sizes_within(cuda ? gpu_sizes : cpu_sizes, cuda ? NGPU : NCPU, max_n, within, &largest);
    /* values of up to 16 bytes; the planning pass goes on to the large cases below with no sizes here */
    const int ready = prepare(&x, largest, 16, 1);
    if (ready < 0) {
        lab_check_fail(c, -1, "sort: cannot allocate the check's buffers");
        lab_mem_free(&x.mem);
        return;
    }
    for (int si = 0; si < nwithin && ready == 0; si++) {
        const size_t n = within[si];
        fill_keys(t, x.keys, n, &rng);
        scase sc[4];
        requests(t, si, &rng, sc);
        for (int i = 0; i < 4; i++) {
            if (sc[i].vs) fill_values(x.values, n, sc[i].vs);
            check_case(&x, &sc[i], n, 1);
        }
        lab_check_progress(c, "sort %s n=%zu", cup_dtype_name(t), n);
    }
    /* past the cache on the GPU: u8 (long runs of equal keys), u32 and f64 (a bit range); the CPU,
     * whose test must stay quick, takes u32 pairs at 2^20 + 3 (every path runs by 2^16) */
    const size_t past = cuda ? 3 * cache / 2 / cup_dtype_size(t) + 7 : ((size_t)1 << 20) + 3;
    if (past <= max_n && cuda && t == CUP_U8) check_big(&x, past, 0, 0, 0, w, 1, &rng);
    if (past <= max_n && t == CUP_U32) check_big(&x, past, 1, 1, 0, w, 1, &rng);
    if (past <= max_n && cuda && t == CUP_F64) check_big(&x, past, 0, 0, 3, 61, 0, &rng);
    /* more keys than one launch of Onesweep's digit passes takes (2^28): several portions */
    const size_t portions = ((size_t)1 << 28) + 4097;
    if (cuda && t == CUP_U32 && portions <= max_n) check_big(&x, portions, 0, 0, 0, w, 0, &rng);
    if (cuda && c->o->huge && t == CUP_U32) check_big(&x, ((size_t)1 << 31) + 17, 0, 0, 0, w, 0, &rng);
    lab_mem_free(&x.mem);
}

static void sort_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    LAB_CHECK_DTYPES(t, c, &lab_family_sort) check_dtype(c, (cup_dtype)t, cache, max_n);
}

/* ---- bench ------------------------------------------------------------------------------------------ */

/* The key distributions of the bench (made in the ordered bits, so they mean the same for every
 * type; floats never -0 nor NaN, which CUB orders otherwise): uniform; every key equal; 90% one
 * value; only the low byte varying; already sorted; sorted backwards. */
enum { DIST_UNIFORM, DIST_EQUAL, DIST_NINETY, DIST_LOW_BYTE, DIST_SORTED, DIST_REVERSED, DIST_COUNT };
static const char *const dist_names[DIST_COUNT] = {"uniform", "equal", "ninety", "low-byte", "sorted", "reversed"};

static void bench_fill(const order *ord, int dist, void *keys, size_t n, lab_rng *r)
{
    const cup_dtype t = ord->t;
    const int w = width_of(t);
    const uint64_t all = all_of(t), hot = lab_rand(r) & all;
    const size_t ks = cup_dtype_size(t);
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_rand(r) & all;
        const uint64_t rank = (uint64_t)(((unsigned __int128)i << w) / n); /* i's place in [0, 2^w) */
        uint64_t o;
        switch (dist) {
        case DIST_EQUAL: o = hot; break;
        case DIST_NINETY: o = lab_rand(r) % 10 ? hot : x; break;
        case DIST_LOW_BYTE: o = (hot & ~0xffull) | (x & 0xff); break;
        case DIST_SORTED: o = rank; break;
        case DIST_REVERSED: o = all - rank; break;
        default: o = x; break;
        }
        uint64_t k = ref_key_of(t, o);
        if (is_float(t) && ref_ordered(t, k) != o) k = 0; /* o was a NaN's: +0 */
        lab_put_bits(keys, ks, i, k);
    }
    cub_safe(ord, keys, n);
}

typedef struct sbench {
    int id, dist;
    scase sc;
    size_t n;
    sbuf b;
    void *keys, *values; /* host: the input */
} sbench;

static cup_status sort_work(cup_handle_t h, void *p)
{
    const sbench *w = p;
    return sort_call(h, w->id, &w->sc, w->b.kin, w->b.kout, w->b.vin, w->b.vout, w->n);
}

static int sort_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    sbench *w = p;
    const size_t vs = w->sc.vs;
    if (!sort_takes(v, &w->sc, w->n)) return 1;
    w->id = id;
    r->dtype = w->sc.o.t, r->n = w->n;
    /* "values", "dist" and "config" are among the members cuprim compare matches rows by */
    snprintf(r->json, sizeof r->json, ", \"values\": %zu, \"dist\": \"%s\", \"config\": \"%s bits %d:%d\"", vs,
             dist_names[w->dist], w->sc.o.desc ? "desc" : "asc", w->sc.o.begin, w->sc.o.end);
    const double per = (double)(cup_dtype_size(w->sc.o.t) + vs);
    run->bytes = 2.0 * per * (double)w->n;
    run->footprint = (size_t)(3.0 * per * (double)w->n);
    return 0;
}

static int sort_verify(void *p, cup_handle_t h, cup_status *s)
{
    sbench *w = p;
    srun r = {.h = h, .id = w->id, .sc = &w->sc, .b = &w->b, .n = w->n, .keys = w->keys, .values = w->values};
    r.label = snprintf(r.why, sizeof r.why, "sort %s n=%zu %s: ", cup_dtype_name(w->sc.o.t), w->n, dist_names[w->dist]);
    const char *bad = sort_run(&r);
    *s = r.s;
    if (bad && *s == CUP_STATUS_SUCCESS) fprintf(stderr, "cuprim: %s\n", bad);
    return !bad;
}

/* Gkeys/s, the family's own rate, first in the note and in the JSON. */
static void sort_timed(void *p, lab_row *r)
{
    (void)p;
    const double gkeys = (double)r->n / (r->median_us * 1e3);
    char note[sizeof r->note];
    snprintf(note, sizeof note, "  %8.3f Gkeys/s%.170s", gkeys, r->note);
    memcpy(r->note, note, sizeof note);
    LAB_APPEND(r->json, ", \"gkeys\": %.4f", gkeys);
}

static int sort_table(lab_bench *b, const char *const *variants, order o, size_t vs, size_t n, int dist)
{
    cup_handle_t h = b->h;
    if (!lab_names_known(h, &lab_family_sort, variants)) return -1;
    const size_t ks = cup_dtype_size(o.t);
    /* in, out and the workspace's scratch in the backend; the input, a run's output and the
     * values on the host */
    LAB_NEED_MEMORY(b, 2.0 * (double)n * (double)(ks + vs), 3.0 * (double)n * (double)(ks + vs), "sort of %zu %s keys",
                    n, cup_dtype_name(o.t));
    sbench w = {.sc = {0, vs, o, o.end}, .n = n, .dist = dist};
    lab_mem m = {.h = h};
    w.keys = lab_host(&m, n * ks), w.values = vs ? lab_host(&m, n * vs) : NULL;
    if (m.s == CUP_STATUS_SUCCESS) {
        lab_rng rng = {lab_table_seed(b, n, ((uint64_t)o.t << 40) ^ ((uint64_t)vs << 8) ^ (uint64_t)dist)};
        bench_fill(&o, dist, w.keys, n, &rng);
        if (vs) fill_values(w.values, n, vs);
    }
    /* the timed runs' input (each verify uploads it again) */
    w.b.kin = lab_dev_copy(&m, w.keys, n * ks), w.b.kout = lab_dev(&m, n * ks), w.b.got_k = lab_host(&m, n * ks);
    if (vs) w.b.vin = lab_dev_copy(&m, w.values, n * vs), w.b.vout = lab_dev(&m, n * vs);
    if (vs) w.b.got_v = lab_host(&m, n * vs);
    int failures = -1;
    if (lab_mem_ok(&m, "the sort's keys")) {
        char with[48] = "";
        if (vs) snprintf(with, sizeof with, " + %zu-byte values", vs);
        const lab_table table = {.family = &lab_family_sort, .variants = variants, .dtype = (int)o.t,
                                 .ops = vs ? CUP_SORT_OP_PAIRS : CUP_SORT_OP_KEYS, .ceiling = LAB_CEILING_COPY,
                                 .ctx = &w, .setup = sort_setup, .verify = sort_verify,
                                 .work = sort_work, .timed = sort_timed};
        failures = lab_table_runf(b, &table, "sort %s keys%s, n = %zu, %s, %s, bits [%d, %d) (GB/s: keys%s read and written once)",
                                  cup_dtype_name(o.t), with, n, dist_names[dist], o.desc ? "descending" : "ascending",
                                  o.begin, o.end, vs ? " and values" : "");
    }
    lab_mem_free(&m);
    return failures;
}

/* A comma-separated list of names (each one of `names`) as bits; lab_usage on anything else. */
static unsigned name_list(const char *text, const char *option, const char *const *names, int count)
{
    unsigned bits = 0;
    for (const char *p = text; *p;) {
        const size_t len = strcspn(p, ",");
        int found = -1;
        for (int i = 0; i < count; i++)
            if (strncmp(p, names[i], len) == 0 && names[i][len] == '\0') found = i;
        if (found < 0) lab_usage("unknown %s '%.*s'", option, (int)len, p);
        bits |= 1u << found;
        p += p[len] ? len + 1 : len;
    }
    if (!bits) lab_usage("%s: an empty list", option);
    return bits;
}

static int sort_bench(lab_bench *b, const lab_args *a)
{
    const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_U32;
    const char *dists = lab_opt(a, "dist"), *values = lab_opt(a, "values");
    const char *bits = lab_opt(a, "bits"), *sizes = lab_opt(a, "sizes");
    const unsigned dist_bits = dists ? name_list(dists, "--dist", dist_names, DIST_COUNT) : 1u;
    size_t vs = 0;
    if (values && (lab_parse_size(values, &vs) || (vs != 0 && vs != 4 && vs != 8 && vs != 16)))
        lab_usage("--values '%s': 0 (keys alone), 4, 8 or 16 bytes (the index a value carries checks the row)", values);
    static const char *const orders[] = {"asc", "desc", NULL};
    order o = {t, lab_opt_pick(a, "order", orders, 0), 0, width_of(t)};
    size_t lo = 0, hi = (size_t)o.end;
    if (bits && (lab_parse_size_pair(bits, ':', &lo, &hi) || hi < lo || hi > (size_t)o.end))
        lab_usage("--bits '%s': B:E with 0 <= B <= E <= %d", bits, o.end);
    o.begin = (int)lo, o.end = (int)hi;
    size_t list[16];
    int count = 0;
    if (sizes) {
        if (a->n_set) lab_usage("--n and --sizes: one or the other");
        count = lab_size_list("sizes", sizes, list, 16, 1, (size_t)1 << 34, 0, "is not a list of at most 16 sizes from 1 to 2^34");
    } else {
        list[count++] = a->n_set ? a->n : cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
        if (list[0] == 0) lab_usage("--n 0: nothing to sort");
    }
    const char *const *variants = lab_variants(a);
    for (int i = 0; i < count; i++) /* memory: the planning pass sees every table before one runs */
        if (vs == 4 && list[i] > 0xffffffffu) lab_usage("--values 4 names at most 2^32 keys (by index), not %zu", list[i]);
    int failures = 0;
    for (int i = 0; i < count; i++)
        for (int d = 0; d < DIST_COUNT; d++)
            if (dist_bits & (1u << d)) LAB_ADD(sort_table(b, variants, o, vs, list[i], d));
    return failures;
}

/* The default suite, kept modest: on the GPU every variant on u32 keys at 2^24; best against CUB
 * on u32 keys from 2^16 to 2^28, u32 pairs at 2^24 and 2^28, u64 and f32 keys at 2^24, and the
 * skewed distributions of u32 keys at 2^24. On the CPU every variant at 2^20 (qsort included) and
 * the radix sorts at 2^24. */
static int sort_suite(lab_bench *b)
{
    static const char *const *const all = lab_all, *const pair[] = {"best", "cub", NULL},
                             *const radix[] = {"serial", "threads", "best", NULL};
    int failures = 0;
    const order u32 = {CUP_U32, 0, 0, 32}, u64 = {CUP_U64, 0, 0, 64}, f32 = {CUP_F32, 0, 0, 32};
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) {
        LAB_ADD(sort_table(b, all, u32, 0, (size_t)1 << 20, DIST_UNIFORM));
        LAB_ADD(sort_table(b, radix, u32, 0, (size_t)1 << 24, DIST_UNIFORM));
        return failures;
    }
    LAB_ADD(sort_table(b, all, u32, 0, (size_t)1 << 24, DIST_UNIFORM));
    for (int e = 16; e <= 28; e += 4) LAB_ADD(sort_table(b, pair, u32, 0, (size_t)1 << e, DIST_UNIFORM));
    LAB_ADD(sort_table(b, pair, u32, 4, (size_t)1 << 24, DIST_UNIFORM));
    LAB_ADD(sort_table(b, pair, u32, 4, (size_t)1 << 28, DIST_UNIFORM));
    LAB_ADD(sort_table(b, pair, u64, 0, (size_t)1 << 24, DIST_UNIFORM));
    LAB_ADD(sort_table(b, pair, f32, 0, (size_t)1 << 24, DIST_UNIFORM));
    for (int d = DIST_EQUAL; d < DIST_COUNT; d++) LAB_ADD(sort_table(b, pair, u32, 0, (size_t)1 << 24, d));
    return failures;
}

/* ---- the API contract ------------------------------------------------------------------------------- */

/* Keys of up to 8 bytes, values of up to 16: API_BYTES in each array. The contract's input (lab_api's
 * in) holds the values in and then the keys in, so that nothing of it lies past the keys; its
 * outputs are the keys out (out) and the values out (aux). */
enum { API_N = 8192, API_BYTES = API_N * 16 };
/* the hand-worked runs' arrays: 16 elements in from their buffers' starts, 16-byte aligned as the
 * check's are not, between margins of poison */
enum { API_MARGIN = 16 };
#define REFUSED(want, call) LAB_REFUSED(x, want, call)

static void refusals(lab_api *x, int i)
{
    cup_handle_t h = x->h;
    const cup_variant_info *v = cup_variant_get(i);
    unsigned char *ki = (unsigned char *)x->in + API_BYTES, *ko = x->out, *vi = x->in, *vo = x->aux;
    const size_t n = 1000, most = cup_sort_max_n(v->traits);
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_sort_keys_variant(h, i, 0, CUP_B4, ki, ko, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_DTYPE_COUNT, ki, ko, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ko, n, 2, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ko, n, 0, -1, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ko, n, 0, 0, 33));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U8, ki, ko, n, 0, 0, 9));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ko, n, 0, 10, 5));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ko, n, 0, 33, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, NULL, ko, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, NULL, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 64, CUP_U32, ki, ko, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ko, SIZE_MAX, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ki + 4, n, 0, 0, 0)); /* overlap */
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ko + 4, ko, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_sort_keys_variant(h, i, 0, CUP_U32, ki + 1, ko, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_sort_keys_variant(h, i, 0, CUP_U64, ki, ko + 4, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, NULL, vo, 4, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, NULL, 4, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, vo, 0, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, vo, 17, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, vo, SIZE_MAX, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, ko, 4, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, ki + 400, vo, 4, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, ki + 8, 4, n, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, vi + 8, 4, n, 0, 0, 0));
    if (!(v->traits & CUP_SORT_VALUES_4_8)) {
        REFUSED(CUP_STATUS_INVALID_POINTER, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi + 8, vo, 16, n, 0, 0, 0));
        REFUSED(CUP_STATUS_INVALID_POINTER, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, vo + 2, 12, n, 0, 0, 0));
    } else {
        REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi, vo, 3, n, 0, 0, 0));
    }
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_sort_pairs_variant(h, i, 0, CUP_U32, ki, ko, vi + 2, vo, 4, n, 0, 0, 0));
    /* past a one-block row's most (u8 keys: the buffers hold API_N x 16 of them) */
    if (most < API_N * 16)
        REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_sort_keys_variant(h, i, 0, CUP_U8, ki, ko, most + 1, 0, 0, 0));
    if (cup_get_backend(h) == CUP_BACKEND_CUDA) {
        REFUSED(CUP_STATUS_INVALID_POINTER, cup_sort_keys_variant(h, i, 0, CUP_U32, x->host, ko, n, 0, 0, 0));
        /* n past the end of the allocation; a one-block row's own most refuses it first, and no n
         * within that most can pass the allocation's end as CUDA knows it (rounded by the driver) */
        const size_t past = (size_t)API_N * 4 + 100000000;
        REFUSED(past > most ? CUP_STATUS_NOT_SUPPORTED : CUP_STATUS_INVALID_VALUE,
                cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ko, past, 0, 0, 0));
    } else {
        static unsigned char not_ours[64];
        REFUSED(CUP_STATUS_INVALID_POINTER, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, not_ours, 8, 0, 0, 0));
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, i, 0, CUP_U32, ki, ko, (size_t)API_N * 4 + 1, 0, 0, 0));
    }
}

/* Requests worked by hand: output i is input perm[i], with its value where vs > 0. */
typedef struct hand {
    const char *what;
    cup_dtype t;
    int n, desc, begin, end, cub_too; /* cub_too: also CUB's order (no -0, no NaN) */
    size_t vs;                        /* 0: keys alone */
    uint64_t keys[10];
    size_t perm[10];
    const char *values; /* NULL: value_of's, the input indices (4 bytes) */
} hand;

/* NaN, -0, +0, -inf, 1, -NaN (payload 1), the smallest denormal, -1, +inf, NaN (payload 1) */
#define F32_MIXED                                                                                                 \
    {0x7fc00000, 0x80000000, 0x00000000, 0xff800000, 0x3f800000, 0xffc00001, 0x00000001, 0xbf800000, 0x7f800000, \
     0x7f800001}
static const hand hands[] = {
    {"f32 ascending: -0 before +0, NaNs last in input order with their payloads", CUP_F32, 10, 0, 0, 0, 0, 4, F32_MIXED,
     {3, 7, 1, 2, 6, 4, 8, 0, 5, 9}, NULL},
    {"f32 descending: NaNs first in input order, +0 before -0", CUP_F32, 10, 1, 0, 0, 0, 4, F32_MIXED,
     {0, 5, 9, 8, 4, 6, 2, 1, 7, 3}, NULL},
    {"f64: both -0 before +0, stable", CUP_F64, 5, 0, 0, 0, 0, 4,
     {0x0ull, 0x8000000000000000ull, 0x3ff0000000000000ull, 0x8000000000000000ull, 0xfff8000000000000ull},
     {1, 3, 0, 2, 4}, NULL},
    {"i32: two's complement order", CUP_I32, 5, 0, 0, 0, 1, 0, {3, 0x80000000, 0xffffffff, 0x7fffffff, 0},
     {1, 2, 4, 0, 3}, NULL},
    {"i64 descending", CUP_I64, 4, 1, 0, 0, 1, 0, {0x8000000000000000ull, 5, (uint64_t)-5, 0x7fffffffffffffffull},
     {3, 1, 2, 0}, NULL},
    {"u8 pairs: equal keys in input order", CUP_U8, 5, 0, 0, 0, 1, 4, {2, 1, 2, 1, 0}, {4, 1, 3, 0, 2}, NULL},
    {"u8 pairs descending: equal keys still in input order", CUP_U8, 5, 1, 0, 0, 1, 4, {2, 1, 2, 1, 0}, {0, 2, 1, 3, 4},
     NULL},
    {"u32 bits [0, 4)", CUP_U32, 4, 0, 0, 4, 1, 0, {0x13, 0x21, 0x02, 0x10}, {3, 1, 2, 0}, NULL},
    {"u32 bits [4, 8): equal nibbles in input order", CUP_U32, 4, 0, 4, 8, 1, 4, {0x10, 0x21, 0x02, 0x13}, {2, 0, 3, 1},
     NULL},
    {"u16 empty range [5, 5): the input", CUP_U16, 3, 1, 5, 5, 1, 4, {3, 1, 2}, {0, 1, 2}, NULL},
    {"u64 one key", CUP_U64, 1, 0, 0, 0, 1, 4, {42}, {0}, NULL},
    {"u32 pairs descending, every key equal: no digit pass, the output is the input", CUP_U32, 3, 1, 0, 0, 1, 4,
     {7, 7, 7}, {0, 1, 2}, NULL},
    {"f32 bits [31, 32): the sign of the ordered bits, NaN with the positives", CUP_F32, 4, 0, 31, 32, 0, 4,
     {0x3f800000, 0xbf800000, 0x7fc00000, 0x80000000}, {1, 3, 0, 2}, NULL},
    /* not for the variants that move values of 4 or 8 bytes alone */
    {"3-byte values, opaque", CUP_U16, 3, 0, 0, 0, 1, 3, {2, 0, 1}, {1, 2, 0}, "aaabbbccc"},
};

/* One hand-worked request through variant i, v (the production call for v NULL) where it takes it:
 * apart, in place, and for pairs keys alone and values alone in place; then the contract's
 * buffers as they were. */
static void hand_run(lab_api *x, int i, const cup_variant_info *v, const hand *c)
{
    scase sc = {0, c->vs, {c->t, c->desc, c->begin, c->end ? c->end : width_of(c->t)}, c->end};
    /* every row runs every case but the ones its documented limits leave out: CUB's float order, and
     * values of other sizes than 4 and 8 where it takes those alone (a dtype or op a row lacks fails) */
    const int odd_values = c->vs && c->vs != 4 && c->vs != 8 && v && (v->traits & CUP_SORT_VALUES_4_8);
    if (v && ((!c->cub_too && (v->traits & CUP_SORT_CUB_FLOATS)) || odd_values)) return;
    const size_t ks = cup_dtype_size(c->t);
    unsigned char keys[80], values[160], got_k[(10 + 2 * API_MARGIN) * 8], got_v[(10 + 2 * API_MARGIN) * 16], back[160];
    for (int k = 0; k < c->n; k++) lab_put_bits(keys, ks, (size_t)k, c->keys[k]);
    if (c->values) memcpy(values, c->values, (size_t)c->n * c->vs);
    else fill_values(values, (size_t)c->n, c->vs);
    const sbuf b = {(char *)x->in + API_BYTES, x->out, x->in, x->aux, got_k, got_v, back, API_MARGIN};
    static const int modes[] = {0, IN_PLACE, IN_PLACE_KEYS, IN_PLACE_VALUES};
    for (int m = 0; m < (c->vs ? 4 : 2); m++) {
        sc.in_place = modes[m];
        srun r = {.h = x->h, .id = i, .sc = &sc, .b = &b, .n = (size_t)c->n, .keys = keys, .values = values,
                  .perm = c->perm, .inputs = 1, .t = x->t};
        r.label = snprintf(r.why, sizeof r.why, "sort %s, %s (%s): ", v ? v->name : "production", c->what,
                           place_names[modes[m]]);
        sort_run(&r);
    }
    LAB_EXPECT_STATUS(x->t, x->h, lab_api_restore(x), CUP_STATUS_SUCCESS);
}

static void sort_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    lab_api api, *x = &api;
    if (lab_api_open(x, h, t, rng, 2 * API_BYTES, API_BYTES, API_BYTES) != 0) return;
    const void *ki = (char *)x->in + API_BYTES;
    LAB_EACH_FOREIGN(id, h, &lab_family_sort)
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys_variant(h, id, 0, CUP_U32, ki, x->out, 8, 0, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_keys(h, CUP_U32, ki, x->out, 8, 4, 0, 0));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_sort_pairs(h, CUP_U32, ki, x->out, x->in, x->aux, 0, 8, 0, 0, 0));
    LAB_EACH_CALL(i, v, h, &lab_family_sort) {
        if (v) refusals(x, i);
        for (size_t c = 0; c < sizeof hands / sizeof hands[0]; c++) hand_run(x, i, v, &hands[c]);
        /* n = 0: NULL arrays taken, nothing written */
        LAB_EXPECT_STATUS(t, h, v ? cup_sort_keys_variant(h, i, 0, CUP_U32, NULL, NULL, 0, 0, 0, 0)
                                  : cup_sort_keys(h, CUP_U32, NULL, NULL, 0, 0, 0, 0), CUP_STATUS_SUCCESS);
        lab_api_untouched(x, "n = 0");
    }
    lab_api_close(x);
}
#undef REFUSED

/* under the sanitizers: u32 past two ladder tiles and one onesweep-late tile (4097: its look-back
 * runs between two tiles), u64 (eight passes, the widest tiles in shared memory) past one ladder
 * tile, f32 (the float order) at small sizes, each every variant over the four requests of each
 * size; and Onesweep alone on u32 past one of its tiles of keys alone (7681) and of pairs (8833:
 * at 8191 and 8193 its pairs of 4 bytes are one tile); and the sized one-block sort alone on u64 (its
 * largest shared memory) at every shape. The sanitizers slow the shared-memory kernels most. */
static const char *const sort_sanitize[] = {"--dtype u32 --max-n 4097", "--dtype u64 --max-n 2049",
                                            "--dtype f32 --max-n 33", "--dtype u32 --variant onesweep --max-n 8833",
                                            "--dtype u64 --variant small-fit --max-n 16385", NULL};

/* gpu-check: its best and cub rows go into the summary */
static const char *const sort_gpu_check[] = {"summary", NULL};

static const lab_option sort_options[] = {{"sizes", "N,N,..."}, {"values", "BYTES"}, {"dist", "D,D,..."},
                                          {"order", "asc|desc"}, {"bits", "B:E"}, {NULL, NULL}};

/* 2^20 keys, not a larger size: the CPU's reference row (qsort) takes seconds a run past it */
static const char *const sort_headline[] = {"--n 2^20", "--n 2^12", NULL};

/* The sweep's space: every key dtype, n to 2^26, keys alone or with 4- or 8-byte values, either
 * order, every distribution, against CUB. */
static const char *const sort_sweep_values[] = {"0", "4", "8", NULL}, *const sort_sweep_orders[] = {"asc", "desc", NULL},
                         *const sort_sweep_dists[] = {"uniform", "equal", "ninety", "low-byte", "sorted", "reversed", NULL};
static const lab_sweep_dim sort_dims[] = {LAB_DIM_DTYPE("dtype"), LAB_DIM_SIZE("n", 1, 0x1p26),
                                          LAB_DIM_PICK("values", sort_sweep_values), LAB_DIM_PICK("order", sort_sweep_orders),
                                          LAB_DIM_PICK("dist", sort_sweep_dists), LAB_DIM_END};
static const lab_sweep_space sort_space = {sort_dims, "cub", NULL};

const lab_family lab_family_sort = {
    LAB_FAMILY_IS(sort),
    .huge = "2^31 + 17 u32 pairs (GPU, ~50 GB of device memory)",
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N,
    .block = LAB_BLOCK_NONE,
    .options = sort_options,
    .bench_help =
        "cuprim bench sort [--dtype T] [--n N | --sizes N,N,...] [--values 0|4|8|16] [--order asc|desc] [--bits B:E]\n"
        "                  [--dist uniform,equal,ninety,low-byte,sorted,reversed] [--variant V]...\n"
        "  cup_sort_keys (--values 0, the default) or cup_sort_pairs of n keys (default u32, 2^28 on the GPU,\n"
        "  2^24 on the CPU) with values of that many bytes, one table per size and distribution: uniform\n"
        "  keys; every key equal; 90% one value; only the low byte varying; already sorted; sorted backwards\n"
        "  (floats without -0 and NaN, which CUB orders otherwise, and descending over a bit range that\n"
        "  leaves a bit out, without +0, which CUB's Onesweep ranks there by -0's bits). Gkeys/s, and GB/s\n"
        "  counting the keys and values read and written once against the copy ceiling (a radix sort moves\n"
        "  them once per digit). The ladder: split1, lsd4, lsd8, onesweep-late, onesweep, small (n <= 4096),\n"
        "  small-fit (n <= 16384), best; cub is the reference row (values of 4 or 8 bytes); on the CPU\n"
        "  serial, threads, best and qsort (the C library's, the reference).\n",
    .check_help =
        "sort: u8, u16, i32, u32, i64, u64, f32, f64 keys; on the GPU at n = 1, 2, 3, 31, 32, 33, 255, 256,\n"
        "  257, 1000, 1023, 1024, 1025, 2047, 2048, 2049, 4095, 4096, 4097, 5761, 7679, 7681, 8191, 8192,\n"
        "  8193, 8833, 15361, 16383, 16384, 16385, 65537 and 1000003 (either side of tiles of 2048, 4096 and\n"
        "  onesweep's 5760, 7680 and 8832, and of small-fit's shapes of 32 to 16384 keys), on the CPU at 1,\n"
        "  2, 3, 33, 1000, 4097 and 65537; each as keys ascending over every bit, pairs with 4- or 8-byte\n"
        "  values descending in place, keys descending over a random bit range in place, and pairs of another\n"
        "  value size (1 to 16 bytes) ascending over a random range, by turns apart, keys alone in place and\n"
        "  values alone in place; keys a quarter special values (-0, +0, infinities, NaNs of both signs and\n"
        "  several payloads, denormals, integer extremes), a quarter from 7 values (stability); outputs\n"
        "  between poison, inputs unchanged, against a stable merge sort written in the lab. Past the cache\n"
        "  (GPU: u8, u32, f64; CPU: u32 at 2^20 + 3) and at 2^28 + 4097 (GPU, u32: several Onesweep portions)\n"
        "  pairs whose values are the input indices are checked by their properties; --huge adds 2^31 + 17\n"
        "  u32 pairs (GPU, ~50 GB of device memory). cub is not compared where CUB orders floats otherwise:\n"
        "  it sees no -0 and no NaN, and descending over a bit range that leaves a bit out no +0 either\n"
        "  (CUB's Onesweep ranks a descending +0 by -0's bits, a different place once bits are left out).\n"
        "  Reference rows stop at 1000003.\n",
    .bench = sort_bench,
    .suite = sort_suite,
    .check = sort_check,
    .api_test = sort_api_test,
    .sanitize = sort_sanitize,
    .gpu_check = sort_gpu_check,
    .headline = sort_headline,
    .sweep = &sort_space,
};
