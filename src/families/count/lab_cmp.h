/* What the count and bitpack labs share: their data, the values they compare against, an
 * independent reference, and the check sweep that drives a family's runs. The reference does
 * not apply the comparison operators as the library does: it sorts each element into one of
 * four order classes against the value (below, equal, above, unordered: a NaN on either side)
 * and reads each cmp's answer from a truth table of those classes, so a wrong operator, a
 * swapped operand or a NaN rule broken in the library cannot hide itself. */
#ifndef CUPRIM_FAMILY_COUNT_LAB_CMP_H
#define CUPRIM_FAMILY_COUNT_LAB_CMP_H

#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { CLS_BELOW, CLS_EQUAL, CLS_ABOVE, CLS_UNORDERED, CLS_COUNT };

/* truth[cmp][class]: NaN (unordered) is false for every cmp but ne */
static const unsigned char cmp_truth[CUP_CMP_COUNT][CLS_COUNT] = {
    [CUP_CMP_LT] = {1, 0, 0, 0}, [CUP_CMP_LE] = {1, 1, 0, 0}, [CUP_CMP_GT] = {0, 0, 1, 0},
    [CUP_CMP_GE] = {0, 1, 1, 0}, [CUP_CMP_EQ] = {0, 1, 0, 0}, [CUP_CMP_NE] = {1, 0, 1, 1},
};

/* The order class of element i of `data` against *value. Integers are widened to a signed or
 * unsigned 64-bit key; floats go through double, which orders every float and double exactly. */
static inline unsigned char cmp_class(cup_dtype t, const void *data, size_t i, const void *value)
{
    if (t == CUP_F32 || t == CUP_F64) {
        double x, v;
        if (t == CUP_F32) {
            float fx, fv;
            memcpy(&fx, (const char *)data + 4 * i, 4), memcpy(&fv, value, 4);
            x = fx, v = fv;
        } else {
            memcpy(&x, (const char *)data + 8 * i, 8), memcpy(&v, value, 8);
        }
        if (isnan(x) || isnan(v)) return CLS_UNORDERED;
        return x < v ? CLS_BELOW : x > v ? CLS_ABOVE : CLS_EQUAL;
    }
    const size_t size = cup_dtype_size(t);
    uint64_t x = 0, v = 0;
    memcpy(&x, (const char *)data + size * i, size), memcpy(&v, value, size);
    if (t == CUP_I32) x = (uint64_t)(int64_t)(int32_t)x, v = (uint64_t)(int64_t)(int32_t)v;
    if (t == CUP_I32 || t == CUP_I64) x ^= 1ull << 63, v ^= 1ull << 63; /* signed order as unsigned */
    return x < v ? CLS_BELOW : x > v ? CLS_ABOVE : CLS_EQUAL;
}

/* ---- data and values ------------------------------------------------------------------------------ */

/* Elements from a small set so every cmp has both answers often: even integers in [-64, 64]
 * (unsigned: [0, 128]) with the type's extremes now and then; floats in steps of 0.5 in
 * [-32, 32] with +0 and -0, +-inf, and (nan_laced) about one NaN in 16. */
static inline void cmp_fill(void *host, cup_dtype t, size_t n, int nan_laced, lab_rng *r)
{
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_rand(r);
        const int64_t small = (int64_t)((x >> 8) % 65) * 2 - 64;
        const unsigned rare = (unsigned)(x & 255);
        switch (t) {
        case CUP_I32: ((int32_t *)host)[i] = rare == 0 ? INT32_MIN : rare == 1 ? INT32_MAX : (int32_t)small; break;
        case CUP_U32: ((uint32_t *)host)[i] = rare == 0 ? UINT32_MAX : (uint32_t)(small + 64); break;
        case CUP_I64: ((int64_t *)host)[i] = rare == 0 ? INT64_MIN : rare == 1 ? INT64_MAX : small; break;
        case CUP_U64: ((uint64_t *)host)[i] = rare == 0 ? UINT64_MAX : (uint64_t)(small + 64); break;
        default: {
            double d = (double)((int64_t)((x >> 8) % 129) - 64) / 2;
            if (rare < 8) d = rare & 1 ? -0.0 : 0.0;
            else if (rare == 8) d = INFINITY;
            else if (rare == 9) d = -INFINITY;
            else if (nan_laced && rare >= 240) d = NAN;
            if (t == CUP_F32) ((float *)host)[i] = (float)d;
            else ((double *)host)[i] = d;
        }
        }
    }
}

/* The values a sweep compares against: one present in the data, one absent (between two
 * present ones), and for floats NaN, -0 and +0. */
enum { VALUE_PRESENT, VALUE_ABSENT, VALUE_NAN, VALUE_MINUS_ZERO, VALUE_PLUS_ZERO, VALUE_KINDS };
static const char *const value_names[VALUE_KINDS] = {"present", "absent", "NaN", "-0", "+0"};

static inline int value_kinds(cup_dtype t) { return t == CUP_F32 || t == CUP_F64 ? VALUE_KINDS : VALUE_NAN; }

/* *value (8 bytes of room) of kind k; present takes the data's middle element when not NaN. */
static inline void cmp_value(cup_dtype t, int k, const void *host, size_t n, void *value)
{
    const size_t size = cup_dtype_size(t);
    double d = k == VALUE_ABSENT ? 1.25 : k == VALUE_NAN ? NAN : k == VALUE_MINUS_ZERO ? -0.0 : k == VALUE_PLUS_ZERO ? 0.0 : 2;
    memset(value, 0, 8);
    if (k == VALUE_PRESENT && n > 0) {
        memcpy(value, (const char *)host + size * (n / 2), size);
        if (cmp_class(t, host, n / 2, value) != CLS_UNORDERED) return;
    }
    switch (t) {
    case CUP_I32: { const int32_t v = k == VALUE_ABSENT ? 7 : 2; memcpy(value, &v, 4); break; }
    case CUP_U32: { const uint32_t v = k == VALUE_ABSENT ? 7 : 2; memcpy(value, &v, 4); break; }
    case CUP_I64: { const int64_t v = k == VALUE_ABSENT ? -7 : 2; memcpy(value, &v, 8); break; }
    case CUP_U64: { const uint64_t v = k == VALUE_ABSENT ? 7 : 2; memcpy(value, &v, 8); break; }
    case CUP_F32: { const float v = (float)d; memcpy(value, &v, 4); break; }
    default: memcpy(value, &d, 8); break;
    }
}

/* Parse --value for dtype t into *value (8 bytes of room): an integer for integer dtypes, any
 * strtod number (nan, inf, -0 included) for floats. 0 on success. */
static inline int cmp_parse_value(cup_dtype t, const char *text, void *value)
{
    char *end = NULL;
    memset(value, 0, 8);
    if (t == CUP_F32 || t == CUP_F64) {
        const double d = strtod(text, &end);
        if (t == CUP_F32) { const float f = (float)d; memcpy(value, &f, 4); }
        else memcpy(value, &d, 8);
    } else if (t == CUP_I32 || t == CUP_I64) {
        const long long v = strtoll(text, &end, 0);
        if (t == CUP_I32 && (v < INT32_MIN || v > INT32_MAX)) return -1;
        if (t == CUP_I32) { const int32_t w = (int32_t)v; memcpy(value, &w, 4); }
        else memcpy(value, &v, 8);
    } else {
        if (text[0] == '-') return -1;
        const unsigned long long v = strtoull(text, &end, 0);
        if (t == CUP_U32 && v > UINT32_MAX) return -1;
        if (t == CUP_U32) { const uint32_t w = (uint32_t)v; memcpy(value, &w, 4); }
        else memcpy(value, &v, 8);
    }
    return end && end != text && *end == '\0' ? 0 : -1;
}

/* ---- the check sweep ------------------------------------------------------------------------------ */

enum { CMP_SMALL_N = 65537 }; /* up to here: every value, misaligned starts, every block size */

/* One run the sweep asks a family for: variant k at `block` (0: its default), cmp against
 * value, over the n elements at `in` (backend memory) whose classes against that value are
 * cls[0..n). `why` starts with the case; the family appends what went wrong. */
typedef struct cmp_case {
    int k, block;
    cup_dtype dtype;
    cup_cmp cmp;
    const void *in, *value;
    size_t n;
    const unsigned char *cls;
    char *why;
    size_t why_len, why_used;
} cmp_case;
typedef void (*cmp_run_fn)(void *ctx, lab_check_ctx *c, const cmp_case *cs);

typedef struct cmp_sweep_state {
    lab_check_ctx *c;
    const lab_family *family;
    cmp_run_fn run;
    void *ctx;
    unsigned char *host, *back, *cls;
    void *dev;
} cmp_sweep_state;

static inline int cmp_runs_at(const cup_variant_info *v, int block, int all)
{
    return block == 0 ? 1 : all && v->block_max > 0 && block >= v->block_min && block <= v->block_max;
}

/* Every selected variant of the family on one data set: each cmp against each value (at large n
 * the present value alone), each start (0 and, small, one element in), each block. */
static inline void cmp_check_data(cmp_sweep_state *x, cup_dtype t, size_t n, int nan, int all, int huge)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t);
    const int small = n <= CMP_SMALL_N, kinds = small ? value_kinds(t) : 1;
    for (int kv = 0; kv < kinds; kv++) {
        unsigned char value[8];
        for (size_t start = 0; start <= (small ? 1u : 0u); start++) {
            cmp_value(t, kv, x->host + start * size, n, value);
            for (size_t i = 0; i < n; i++) x->cls[i] = cmp_class(t, x->host + start * size, i, value);
            for (int k = 0; k < c->count; k++) {
                const cup_variant_info *v = cup_variant_get(c->ids[k]);
                if (!lab_check_is_family(c, k, x->family) || !(v->dtypes & (1u << t))) continue;
                for (int block = 0; block <= 1024; block = block ? 2 * block : 32) {
                    if (!cmp_runs_at(v, block, all && small)) continue;
                    for (int cmp = 0; cmp < CUP_CMP_COUNT; cmp++) {
                        if (huge && cmp != CUP_CMP_LT) continue;
                        char why[400];
                        const int len = snprintf(why, sizeof why, "%s %s n=%zu start+%zu block %d %s %s value%s: ",
                                                 x->family->name, cup_dtype_name(t), n, start, block,
                                                 cup_cmp_name((cup_cmp)cmp), value_names[kv],
                                                 nan ? ", NaN-laced data" : "");
                        const cmp_case cs = {k,     block, t,   (cup_cmp)cmp, (const char *)x->dev + start * size, value, n,
                                             x->cls, why,  sizeof why, (size_t)len};
                        x->run(x->ctx, c, &cs);
                    }
                }
            }
        }
    }
}

/* The sweep: per dtype, the adversarial sizes (past the cache last; past 2^32 for i32 when
 * huge), each filled plain and, for floats, NaN-laced; the input read back unchanged. */
static inline void cmp_sweep(lab_check_ctx *c, size_t cache, size_t max_n, const lab_family *family, cmp_run_fn run,
                             void *ctx)
{
    for (int ti = 0; ti <= CUP_F64; ti++) {
        const cup_dtype t = (cup_dtype)ti;
        if (c->o->dtype >= 0 && c->o->dtype != ti) continue;
        int wanted = 0;
        for (int k = 0; k < c->count; k++)
            wanted |= lab_check_is_family(c, k, family) && (cup_variant_get(c->ids[k])->dtypes & (1u << t));
        if (!wanted) continue;
        const size_t size = cup_dtype_size(t);
        size_t sizes[20] = {1, 2, 31, 32, 33, 63, 64, 65, 1023, 1024, 1025, 4097, 65537, 1000003};
        int count = 14;
        sizes[count++] = 3 * cache / size + 7; /* past the cache */
        if (c->o->huge && t == CUP_I32) sizes[count++] = ((size_t)1 << 32) + 33;
        size_t largest = 0;
        for (int i = 0; i < count; i++) largest = sizes[i] <= max_n && sizes[i] > largest ? sizes[i] : largest;
        const size_t bytes = (largest + 2) * size;
        cmp_sweep_state x = {c, family, run, ctx, malloc(bytes), malloc(bytes), malloc(largest + 1), NULL};
        cup_status s = x.host && x.back && x.cls ? cup_malloc(c->h, &x.dev, bytes) : CUP_STATUS_ALLOC_FAILED;
        if (s != CUP_STATUS_SUCCESS) {
            char why[300];
            snprintf(why, sizeof why, "%s %s: cannot allocate %zu bytes for the check: %s", family->name,
                     cup_dtype_name(t), bytes, cup_last_error(c->h));
            lab_check_fail(c, -1, why);
        }
        lab_rng rng = {c->o->seed ^ (0x636d70ull + (uint64_t)ti)};
        for (int i = 0; i < count && s == CUP_STATUS_SUCCESS; i++) {
            const size_t n = sizes[i];
            if (n > max_n) continue;
            const int huge = n > ((size_t)1 << 32);
            for (int nan = 0; nan <= (t == CUP_F32 || t == CUP_F64); nan++) {
                cmp_fill(x.host, t, n + 1, nan, &rng);
                char why[300];
                if (cup_copy_to_backend(c->h, x.dev, x.host, (n + 1) * size) != CUP_STATUS_SUCCESS) {
                    snprintf(why, sizeof why, "%s: upload of %zu %s: %s", family->name, n + 1, cup_dtype_name(t),
                             cup_last_error(c->h));
                    lab_check_fail(c, -1, why);
                    break;
                }
                cmp_check_data(&x, t, n, nan, c->o->all_blocks, huge);
                if (!huge && (cup_copy_to_host(c->h, x.back, x.dev, (n + 1) * size) != CUP_STATUS_SUCCESS ||
                              memcmp(x.back, x.host, (n + 1) * size) != 0)) {
                    snprintf(why, sizeof why, "%s %s n=%zu: the input was modified by one of the variants", family->name,
                             cup_dtype_name(t), n);
                    lab_check_fail(c, -1, why);
                }
            }
            if (c->o->verbose)
                fprintf(c->log, "  %s %s n=%zu done (%ld runs, %ld failures so far)\n", family->name, cup_dtype_name(t), n,
                        c->t->runs, c->t->failures);
        }
        cup_free(c->h, x.dev);
        free(x.host), free(x.back), free(x.cls);
    }
}

/* ---- bench ------------------------------------------------------------------------------------------ */

/* One bench table's data: n elements of dtype in backend memory (the NaN-free fill), the value
 * (--value, else the present one), the cmp, and an output of out_bytes. */
typedef struct cmp_bench {
    int id, asked, block; /* asked: --block (0: each variant's default); block: this row's */
    cup_dtype dtype;
    cup_cmp cmp;
    size_t n;
    unsigned char value[8];
    void *host, *in, *out, *got;
    size_t out_bytes;
    double bytes; /* what a row's GB/s counts */
} cmp_bench;

static inline int cmp_bench_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    cmp_bench *w = p;
    r->op = cup_cmp_name(w->cmp), r->dtype = w->dtype, r->n = w->n;
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block;
    run->bytes = w->bytes;
    run->footprint = w->n * cup_dtype_size(w->dtype) + w->out_bytes;
    return 0;
}

/* Allocate and fill; value_text (--value) or NULL. 0 on success, else the reason on stderr. */
static inline int cmp_bench_prepare(lab_bench *b, cmp_bench *w, const char *value_text, uint64_t salt)
{
    cup_handle_t h = b->h;
    const size_t size = cup_dtype_size(w->dtype);
    w->host = malloc(w->n * size), w->got = malloc(w->out_bytes);
    cup_status s = w->host && w->got ? cup_malloc(h, &w->in, w->n * size) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &w->out, w->out_bytes);
    if (s == CUP_STATUS_SUCCESS) {
        lab_rng rng = {lab_table_seed(b, w->n, salt + (uint64_t)w->dtype * 16 + (uint64_t)w->cmp)};
        cmp_fill(w->host, w->dtype, w->n, 0, &rng);
        if (value_text) cmp_parse_value(w->dtype, value_text, w->value);
        else cmp_value(w->dtype, VALUE_PRESENT, w->host, w->n, w->value);
        s = cup_copy_to_backend(h, w->in, w->host, w->n * size);
    }
    if (s != CUP_STATUS_SUCCESS) fprintf(stderr, "cuprim: cannot prepare %zu %s: %s\n", w->n, cup_dtype_name(w->dtype), cup_last_error(h));
    return s == CUP_STATUS_SUCCESS ? 0 : -1;
}

static inline void cmp_bench_release(lab_bench *b, cmp_bench *w)
{
    cup_free(b->h, w->in), cup_free(b->h, w->out);
    free(w->host), free(w->got);
}

/* The options both benches take: --cmp (default lt) and --value (checked against every dtype the
 * bench will run: dtype < 0 means all numeric ones). */
static inline cup_cmp cmp_bench_options(const lab_args *a, int dtype, const char **value_text)
{
    const char *name = lab_opt(a, "cmp");
    cup_cmp cmp = CUP_CMP_LT;
    if (name && cup_cmp_from_name(name, &cmp)) lab_usage("unknown cmp '%s' (lt, le, gt, ge, eq, ne)", name);
    *value_text = lab_opt(a, "value");
    for (int t = 0; *value_text && t <= CUP_F64; t++) {
        unsigned char v[8];
        if ((dtype < 0 || dtype == t) && cmp_parse_value((cup_dtype)t, *value_text, v))
            lab_usage("--value '%s' is not a %s", *value_text, cup_dtype_name((cup_dtype)t));
    }
    return cmp;
}

static const lab_option cmp_bench_option_list[] = {{"cmp", "C"}, {"value", "V"}, {NULL, NULL}};

/* ---- the API contract --------------------------------------------------------------------------------- */

/* A family's entry point with its output as void *: cup_count_if_variant or cup_bitpack_variant. */
typedef cup_status (*cmp_call_fn)(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                                  cup_cmp cmp, const void *value, void *out);

enum { API_N = 4096, API_OUT = 1024 }; /* elements of in; bytes of out, all poisoned */

typedef struct cmp_api {
    cup_handle_t h;
    lab_tally *t;
    const lab_family *family;
    cmp_call_fn call;
    size_t out_align;       /* what out must be aligned to */
    int32_t host[API_N];    /* in, as uploaded */
    void *in, *out;         /* backend memory */
} cmp_api;

/* in and out still hold what was uploaded: the refused call wrote nothing. */
static inline void cmp_untouched(cmp_api *x, const char *call)
{
    unsigned char out[API_OUT];
    int32_t in[API_N];
    int ok = cup_copy_to_host(x->h, out, x->out, sizeof out) == CUP_STATUS_SUCCESS &&
             cup_copy_to_host(x->h, in, x->in, sizeof in) == CUP_STATUS_SUCCESS && memcmp(in, x->host, sizeof in) == 0;
    for (int i = 0; ok && i < API_OUT; i++) ok = out[i] == 0xa5;
    LAB_EXPECT(x->t, ok, "%s: a refused call wrote to in or out: %s", x->family->name, call);
}

#define CMP_REFUSED(want, call)                                                                                   \
    do {                                                                                                          \
        LAB_EXPECT_STATUS(x->t, x->h, (call), (want));                                                            \
        cmp_untouched(x, #call);                                                                                  \
    } while (0)

/* Every way to misuse the family's entry point: a status, a message, in and out untouched. */
static inline void cmp_refusals(cmp_api *x)
{
    cup_handle_t h = x->h;
    const char *in = x->in;
    char *out = x->out;
    const int32_t value = 5;
    const int other = lab_other_variant(h, x->family);
    CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, -1, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, out));
    CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, cup_variant_count(), 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, out));
    if (other >= 0) CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, other, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, out));
    for (int i = 0; i < cup_variant_count(); i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (!lab_is_of(v, x->family)) continue;
        if (v->backend != cup_get_backend(h)) { /* another backend's */
            CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, out));
            continue;
        }
        CMP_REFUSED(CUP_STATUS_NOT_SUPPORTED, x->call(h, i, 0, CUP_B4, in, API_N, CUP_CMP_LT, &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 0, CUP_DTYPE_COUNT, in, API_N, CUP_CMP_LT, &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_COUNT, &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 0, CUP_I32, in, API_N, (cup_cmp)-1, &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, NULL, out));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, NULL));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 0, CUP_I32, NULL, API_N, CUP_CMP_LT, &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, v->block_max ? 96 : 64, CUP_I32, in, API_N, CUP_CMP_LT,
                                                      &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 2048, CUP_I32, in, API_N, CUP_CMP_LT, &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_POINTER, x->call(h, i, 0, CUP_I32, in + 2, API_N - 1, CUP_CMP_LT, &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_POINTER, x->call(h, i, 0, CUP_F64, in + 4, API_N / 2 - 1, CUP_CMP_LT, &value, out));
        CMP_REFUSED(CUP_STATUS_INVALID_POINTER,
                    x->call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, out + x->out_align / 2));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, /* out inside in */
                    x->call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, (char *)in + 64));
        CMP_REFUSED(CUP_STATUS_INVALID_VALUE, x->call(h, i, 0, CUP_I32, in, SIZE_MAX / 2, CUP_CMP_LT, &value, out));
        if (cup_get_backend(h) == CUP_BACKEND_CUDA) {
            CMP_REFUSED(CUP_STATUS_INVALID_POINTER, x->call(h, i, 0, CUP_I32, x->host, API_N, CUP_CMP_LT, &value, out));
            CMP_REFUSED(CUP_STATUS_INVALID_VALUE, /* n past the end of in's allocation */
                        x->call(h, i, 0, CUP_I32, in, (size_t)API_N + 10000000, CUP_CMP_LT, &value, out));
        }
        LAB_EXPECT_STATUS(x->t, h, x->call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_GE, &value, out), CUP_STATUS_SUCCESS);
        LAB_EXPECT(x->t, cup_last_error(h)[0] == '\0', "success clears the message");
        LAB_EXPECT_STATUS(x->t, h, cup_memset(h, out, 0xa5, API_OUT), CUP_STATUS_SUCCESS);
    }
}
#undef CMP_REFUSED

static inline void cmp_names(lab_tally *t)
{
    for (int c = 0; c < CUP_CMP_COUNT; c++) {
        const char *name = cup_cmp_name((cup_cmp)c);
        cup_cmp back = (cup_cmp)-1;
        LAB_EXPECT(t, name && cup_cmp_from_name(name, &back) == CUP_STATUS_SUCCESS && back == (cup_cmp)c,
                   "cmp %d: name %s does not come back", c, name ? name : "(null)");
    }
    LAB_EXPECT(t, strcmp(cup_cmp_name(CUP_CMP_GE), "ge") == 0, "CUP_CMP_GE is \"ge\"");
    LAB_EXPECT(t, !cup_cmp_name(CUP_CMP_COUNT) && !cup_cmp_name((cup_cmp)-1), "no name out of range");
    cup_cmp c = CUP_CMP_NE;
    LAB_EXPECT(t, cup_cmp_from_name("<", &c) == CUP_STATUS_INVALID_VALUE && c == CUP_CMP_NE, "'<' refused");
    LAB_EXPECT(t, cup_cmp_from_name(NULL, &c) == CUP_STATUS_INVALID_VALUE, "NULL name refused");
    LAB_EXPECT(t, cup_cmp_from_name("lt", NULL) == CUP_STATUS_INVALID_VALUE, "NULL cmp refused");
}

/* Buffers, the names, the refusals; then `semantics` (the family's hand-worked cases) on them. */
static inline void cmp_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng, const lab_family *family, cmp_call_fn call,
                                size_t out_align, void (*semantics)(cmp_api *x))
{
    cmp_names(t);
    cmp_api *x = calloc(1, sizeof *x);
    if (!x) return;
    x->h = h, x->t = t, x->family = family, x->call = call, x->out_align = out_align;
    for (int i = 0; i < API_N; i++) x->host[i] = (int32_t)(uint32_t)(lab_rand(rng) >> 32);
    cup_status s = cup_malloc(h, &x->in, sizeof x->host);
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &x->out, API_OUT);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, x->in, x->host, sizeof x->host);
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(h, x->out, 0xa5, API_OUT);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "buffers for the contract: %s", cup_last_error(h));
    if (s == CUP_STATUS_SUCCESS) cmp_refusals(x), semantics(x);
    cup_free(h, x->in), cup_free(h, x->out);
    free(x);
}

/* The hand-worked data: f32 {1, 2, NaN, -0, +0, 3, 2}. */
static const float cmp_worked[7] = {1, 2, NAN, -0.0f, 0.0f, 3, 2};

#endif
