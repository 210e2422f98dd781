/* The comparison families in the lab, count and bitpack: what they share (their data, the values
 * they compare against, an independent reference, the check sweep that drives a family's runs,
 * the bench data and options, the contract's refusals), then each one's check, tables and
 * contract. The reference does
 * not apply the comparison operators as the library does: it sorts each element into one of
 * four order classes against the value (below, equal, above, unordered: a NaN on either side)
 * and reads each cmp's answer from a truth table of those classes, so a wrong operator, a
 * swapped operand or a NaN rule broken in the library cannot hide itself. */
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
static unsigned char cmp_class(cup_dtype t, const void *data, size_t i, const void *value)
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
static void cmp_fill(void *host, cup_dtype t, size_t n, int nan_laced, lab_rng *r)
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

static int value_kinds(cup_dtype t) { return t == CUP_F32 || t == CUP_F64 ? VALUE_KINDS : VALUE_NAN; }

/* *value (8 bytes of room) of kind k; present takes the data's middle element when not NaN. */
static void cmp_value(cup_dtype t, int k, const void *host, size_t n, void *value)
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
static int cmp_parse_value(cup_dtype t, const char *text, void *value)
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

static int cmp_runs_at(const cup_variant_info *v, int block, int all)
{
    return block == 0 ? 1 : all && v->block_max > 0 && block >= v->block_min && block <= v->block_max;
}

/* Every selected variant of the family on one data set: each cmp against each value (at large n
 * the present value alone), each start (0 and, small, one element in), each block. */
static void cmp_check_data(cmp_sweep_state *x, cup_dtype t, size_t n, int nan, int all, int huge)
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
static void cmp_sweep(lab_check_ctx *c, size_t cache, size_t max_n, const lab_family *family, cmp_run_fn run,
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

static int cmp_bench_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
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
static int cmp_bench_prepare(lab_bench *b, cmp_bench *w, const char *value_text, uint64_t salt)
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

static void cmp_bench_release(lab_bench *b, cmp_bench *w)
{
    cup_free(b->h, w->in), cup_free(b->h, w->out);
    free(w->host), free(w->got);
}

/* The options both benches take: --cmp (default lt) and --value (checked against every dtype the
 * bench will run: dtype < 0 means all numeric ones). */
static cup_cmp cmp_bench_options(const lab_args *a, int dtype, const char **value_text)
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
static void cmp_untouched(cmp_api *x, const char *call)
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
static void cmp_refusals(cmp_api *x)
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

static void cmp_names(lab_tally *t)
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
static void cmp_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng, const lab_family *family, cmp_call_fn call,
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

enum { MARGIN = 64 }; /* bytes of poison on each side of an output */
#define POISON64 0xa5a5a5a5a5a5a5a5ull
#define POISON 0xa5a5a5a5u

static size_t cmp_default_n(lab_bench *b)
{
    return cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
}

static size_t count_reference(const unsigned char *cls, size_t n, cup_cmp cmp)
{
    size_t want = 0;
    for (size_t i = 0; i < n; i++) want += cmp_truth[cmp][cls[i]];
    return want;
}

/* ==== count ====================================================================================== */

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct ccheck {
    void *out; /* MARGIN, the count, MARGIN */
} ccheck;

static void count_run(void *ctx, lab_check_ctx *c, const cmp_case *cs)
{
    ccheck *x = ctx;
    uint64_t got[(2 * MARGIN + 8) / 8];
    uint64_t *count = (uint64_t *)((char *)x->out + MARGIN);
    cup_status s = cup_memset(c->h, x->out, 0xa5, sizeof got);
    if (s == CUP_STATUS_SUCCESS)
        s = cup_count_if_variant(c->h, c->ids[cs->k], cs->block, cs->dtype, cs->in, cs->n, cs->cmp, cs->value, count);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, got, x->out, sizeof got);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(cs->why + cs->why_used, cs->why_len - cs->why_used, "%s: %s", cup_status_string(s),
                 cup_last_error(c->h));
        lab_check_count(c, cs->k, cs->why);
        return;
    }
    const uint64_t want = count_reference(cs->cls, cs->n, cs->cmp);
    int bad = got[MARGIN / 8] != want;
    for (size_t j = 0; j < sizeof got / 8; j++) bad |= j != MARGIN / 8 && got[j] != POISON64;
    if (bad)
        snprintf(cs->why + cs->why_used, cs->why_len - cs->why_used, "count %llu, want %llu%s",
                 (unsigned long long)got[MARGIN / 8], (unsigned long long)want,
                 got[MARGIN / 8] == want ? " (but a write outside the count)" : "");
    lab_check_count(c, cs->k, bad ? cs->why : NULL);
}

static void count_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    ccheck x = {NULL};
    if (cup_malloc(c->h, &x.out, 2 * MARGIN + 8) != CUP_STATUS_SUCCESS) {
        lab_check_fail(c, -1, "count: cannot allocate the count");
        return;
    }
    cmp_sweep(c, cache, max_n, &lab_family_count_if, count_run, &x);
    cup_free(c->h, x.out);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct cbench {
    cmp_bench w;
    uint64_t want;
} cbench;

static cup_status count_work(cup_handle_t h, void *p)
{
    const cmp_bench *w = p;
    return cup_count_if_variant(h, w->id, w->block, w->dtype, w->in, w->n, w->cmp, w->value, w->out);
}

static int count_verify(void *p, cup_handle_t h, cup_status *s)
{
    cbench *x = p;
    cmp_bench *w = &x->w;
    uint64_t got = 0;
    *s = cup_memset(h, w->out, 0xa5, 8);
    if (*s == CUP_STATUS_SUCCESS) *s = count_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, &got, w->out, 8);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    if (got != x->want)
        fprintf(stderr, "cuprim: count %s %s n=%zu block %d: got %llu, want %llu\n", cup_dtype_name(w->dtype),
                cup_cmp_name(w->cmp), w->n, w->block, (unsigned long long)got, (unsigned long long)x->want);
    return got == x->want;
}

/* One table: the selected variants counting n elements of t against the value. */
static int count_table(lab_bench *b, const char *const *variants, cup_dtype t, size_t n, cup_cmp cmp,
                       const char *value_text, int block)
{
    if (!lab_names_known(b->h, &lab_family_count_if, variants)) return -1;
    cbench x = {{.asked = block, .dtype = t, .cmp = cmp, .n = n, .out_bytes = 8}, 0};
    x.w.bytes = (double)n * (double)cup_dtype_size(t);
    int failures = -1;
    if (cmp_bench_prepare(b, &x.w, value_text, 0x636f756e74ull) == 0) {
        for (size_t i = 0; i < n; i++) x.want += cmp_truth[cmp][cmp_class(t, x.w.host, i, x.w.value)];
        char title[200], value[64];
        lab_format_value(t, x.w.value, value, sizeof value);
        snprintf(title, sizeof title, "count_if x %s %s, n = %zu %s, %llu true (GB/s: the %.1f MiB read)",
                 cup_cmp_name(cmp), value, n, cup_dtype_name(t), (unsigned long long)x.want, x.w.bytes / 1048576.0);
        const lab_table table = {.family = &lab_family_count_if, .variants = variants, .dtype = t, .ceiling = LAB_CEILING_READ,
                                 .title = title, .ctx = &x, .setup = cmp_bench_setup, .verify = count_verify,
                                 .work = count_work};
        failures = lab_table_run(b, &table);
    }
    cmp_bench_release(b, &x.w);
    return failures;
}

static int count_bench(lab_bench *b, const lab_args *a)
{
    const char *value_text;
    const cup_cmp cmp = cmp_bench_options(a, a->dtype, &value_text);
    static const char *const all[] = {"all", NULL};
    const size_t n = a->n_set ? a->n : cmp_default_n(b);
    int failures = 0;
    for (int t = 0; t <= CUP_F64; t++)
        if (a->dtype < 0 || a->dtype == t)
            LAB_ADD(count_table(b, a->nvariants ? a->variants : all, (cup_dtype)t, n, cmp, value_text, a->block));
    return failures;
}

/* The ladder at the default n (i32), then best against the reference across sizes (f32). */
static int count_suite(lab_bench *b)
{
    static const char *const all[] = {"all", NULL}, *const pair[] = {"best", "cub", NULL};
    const int cuda = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    int failures = 0;
    LAB_ADD(count_table(b, all, CUP_I32, cmp_default_n(b), CUP_CMP_LT, NULL, 0));
    for (int e = 10; e <= (cuda ? 30 : 22); e += 4)
        LAB_ADD(count_table(b, cuda ? pair : all, CUP_F32, (size_t)1 << e, CUP_CMP_LT, NULL, 0));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

static cup_status count_call(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                             cup_cmp cmp, const void *value, void *out)
{
    return cup_count_if_variant(h, variant, block, dtype, in, n, cmp, value, out);
}

/* On the worked f32 data {1, 2, NaN, -0, +0, 3, 2}: against 2, lt {1, -0, +0}, le adds the two
 * 2s, gt {3}, ge {2, 3, 2}, eq the 2s, ne the other five (NaN included); against NaN nothing but
 * ne (all 7); against -0 nothing is below, both zeros are equal. i32 {-1, 0, 5, INT32_MIN, 5} against 0: lt 2,
 * le 3, gt 2, ge 3, eq 1, ne 4 (INT32_MIN is below, not above). */
static void count_semantics(cmp_api *x)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    static const struct {
        cup_dtype dtype;
        int data; /* 0: the worked f32 data; 1: the i32 data */
        double value;
        uint64_t want[CUP_CMP_COUNT];
    } cases[] = {
        {CUP_F32, 0, 2.0, {3, 5, 1, 3, 2, 5}},
        {CUP_F32, 0, NAN, {0, 0, 0, 0, 0, 7}},
        {CUP_F32, 0, -0.0, {0, 2, 4, 6, 2, 5}},
        {CUP_I32, 1, 0.0, {2, 3, 2, 3, 1, 4}},
    };
    static const int32_t ints[5] = {-1, 0, 5, INT32_MIN, 5};
    uint64_t *count = (uint64_t *)((char *)x->out + 64);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const int n = cases[c].data ? 5 : 7;
        unsigned char value[8];
        if (cases[c].dtype == CUP_F32) {
            const float f = (float)cases[c].value;
            memcpy(value, &f, 4);
        } else {
            const int32_t i = (int32_t)cases[c].value;
            memcpy(value, &i, 4);
        }
        LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, cases[c].data ? (const void *)ints : cmp_worked, 4 * n),
                          CUP_STATUS_SUCCESS);
        for (int i = -1; i < cup_variant_count(); i++) {
            const cup_variant_info *v = i < 0 ? NULL : cup_variant_get(i);
            if (v && (!lab_is_of(v, &lab_family_count_if) || v->backend != cup_get_backend(h))) continue;
            for (int cmp = 0; cmp < CUP_CMP_COUNT; cmp++) {
                uint64_t got[3] = {0};
                LAB_EXPECT_STATUS(t, h, cup_memset(h, x->out, 0xa5, API_OUT), CUP_STATUS_SUCCESS);
                if (v) /* a variant, or (i = -1) the production call and its host form */
                    LAB_EXPECT_STATUS(t, h, cup_count_if_variant(h, i, 0, cases[c].dtype, x->in, n, (cup_cmp)cmp, value, count),
                                      CUP_STATUS_SUCCESS);
                else
                    LAB_EXPECT_STATUS(t, h, cup_count_if(h, cases[c].dtype, x->in, n, (cup_cmp)cmp, value, count),
                                      CUP_STATUS_SUCCESS);
                LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, (char *)count - 8, sizeof got), CUP_STATUS_SUCCESS);
                LAB_EXPECT(t, got[1] == cases[c].want[cmp] && got[0] == POISON64 && got[2] == POISON64,
                           "%s %s %s case %zu: got %llu, want %llu (margins %#llx %#llx)", v ? v->name : "cup_count_if",
                           cup_dtype_name(cases[c].dtype), cup_cmp_name((cup_cmp)cmp), c, (unsigned long long)got[1],
                           (unsigned long long)cases[c].want[cmp], (unsigned long long)got[0],
                           (unsigned long long)got[2]);
                if (!v) {
                    uint64_t host = 12345;
                    LAB_EXPECT_STATUS(t, h, cup_count_if_to_host(h, cases[c].dtype, x->in, n, (cup_cmp)cmp, value, &host),
                                      CUP_STATUS_SUCCESS);
                    LAB_EXPECT(t, host == cases[c].want[cmp], "cup_count_if_to_host case %zu %s: got %llu, want %llu", c,
                               cup_cmp_name((cup_cmp)cmp), (unsigned long long)host,
                               (unsigned long long)cases[c].want[cmp]);
                }
            }
        }
    }
    /* n = 0 counts nothing: the count becomes 0, with in NULL too */
    uint64_t got = 1, host = 7;
    const int32_t value = 0;
    LAB_EXPECT_STATUS(t, h, cup_count_if(h, CUP_I32, NULL, 0, CUP_CMP_NE, &value, count), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, &got, count, 8), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, got == 0, "n = 0 gives count 0, not %llu", (unsigned long long)got);
    LAB_EXPECT_STATUS(t, h, cup_count_if_to_host(h, CUP_I32, x->in, 0, CUP_CMP_NE, &value, &host), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, host == 0, "n = 0 to host gives 0, not %llu", (unsigned long long)host);
    host = 7;
    LAB_EXPECT_STATUS(t, h, cup_count_if_to_host(h, CUP_I32, x->in, 4, CUP_CMP_NE, &value, NULL),
                      CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_count_if_to_host(h, CUP_I32, x->in, 4, CUP_CMP_COUNT, &value, &host),
                      CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT(t, host == 7, "a refused cup_count_if_to_host wrote %llu", (unsigned long long)host);
}

static void count_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    cmp_api_test(h, t, rng, &lab_family_count_if, count_call, 8, count_semantics);
}

/* under the sanitizers: the 4-byte and the 8-byte paths (vector loads of 4 and of 2 elements) */
static const char *const count_sanitize[] = {"--dtype i32", "--dtype f64", NULL};

const lab_family lab_family_count_if = {
    LAB_FAMILY_IS(count_if),
    .group = &lab_group_count_if,
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = cmp_bench_option_list,
    .bench_help =
        "cuprim bench count [--dtype T] [--n N] [--cmp lt|le|gt|ge|eq|ne] [--value V] [--block B] [--variant V]...\n"
        "  cup_count_if: how many of n elements compare true against a scalar (default n: 2^28 on\n"
        "  the GPU, 2^24 on the CPU; cmp lt; value: an element of the data). One table per dtype\n"
        "  (default: every numeric one); GB/s counts the n x element bytes read, against the\n"
        "  streaming-read ceiling. The ladder: syncthreads-count, ballot-popc, atomic, best; cub is\n"
        "  the reference row.\n",
    .check_help =
        "count: n = 1, 2, 31..33, 63..65, 1023..1025, 4097, 65537, 1000003 and past the cache, every\n"
        "  numeric dtype, every cmp; values present in the data, absent, and for floats NaN, -0 and +0,\n"
        "  on plain and NaN-laced data; starts one element in; every block size (to n = 65537); the\n"
        "  count between 64 bytes of poison each side, the input unchanged.\n",
    .bench = count_bench,
    .suite = count_suite,
    .check = count_check,
    .api_test = count_api_test,
    .sanitize = count_sanitize,
};

/* word w of the reference: the truth of elements 32 w .. 32 w + 31 that exist, zero past n */
static uint32_t pack_reference(const unsigned char *cls, size_t n, cup_cmp cmp, size_t w)
{
    uint32_t word = 0;
    for (size_t k = 0; k < 32 && 32 * w + k < n; k++) word |= (uint32_t)cmp_truth[cmp][cls[32 * w + k]] << k;
    return word;
}

/* ==== bitpack ==================================================================================== */

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct pcheck {
    void *out;      /* MARGIN, the words, MARGIN */
    uint32_t *got;  /* its read-back */
    size_t cap;     /* bytes of both */
} pcheck;

static void bitpack_run(void *ctx, lab_check_ctx *c, const cmp_case *cs)
{
    pcheck *x = ctx;
    const size_t words = (cs->n + 31) / 32, bytes = words * 4 + 2 * MARGIN, lead = MARGIN / 4;
    char *tail = cs->why + cs->why_used;
    const size_t room = cs->why_len - cs->why_used;
    cup_status s = CUP_STATUS_SUCCESS;
    if (bytes > x->cap) {
        cup_free(c->h, x->out), free(x->got);
        x->out = NULL, x->cap = 0;
        x->got = malloc(bytes);
        s = x->got ? cup_malloc(c->h, &x->out, bytes) : CUP_STATUS_ALLOC_FAILED;
        if (s == CUP_STATUS_SUCCESS) x->cap = bytes;
    }
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(c->h, x->out, 0xa5, bytes);
    if (s == CUP_STATUS_SUCCESS)
        s = cup_bitpack_variant(c->h, c->ids[cs->k], cs->block, cs->dtype, cs->in, cs->n, cs->cmp, cs->value,
                                (uint32_t *)x->out + lead);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, x->got, x->out, bytes);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(tail, room, "%s: %s", cup_status_string(s), cup_last_error(c->h));
        lab_check_count(c, cs->k, cs->why);
        return;
    }
    size_t bad = 0, first = 0;
    uint32_t want_first = 0;
    for (size_t j = 0; j < bytes / 4; j++) {
        const uint32_t want = j >= lead && j < lead + words ? pack_reference(cs->cls, cs->n, cs->cmp, j - lead) : POISON;
        if (x->got[j] != want && bad++ == 0) first = j, want_first = want;
    }
    if (bad && first >= lead && first < lead + words)
        snprintf(tail, room, "%zu words wrong, first word %zu of %zu: got %#x, want %#x%s", bad, first - lead, words,
                 x->got[first], want_first,
                 first - lead == words - 1 && (x->got[first] & ~want_first) ? " (bits past n set?)" : "");
    else if (bad)
        snprintf(tail, room, "wrote outside the words: the word at byte %lld from bits is %#x",
                 4 * ((long long)first - (long long)lead), x->got[first]);
    lab_check_count(c, cs->k, bad ? cs->why : NULL);
}

static void bitpack_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    pcheck x = {NULL, NULL, 0};
    cmp_sweep(c, cache, max_n, &lab_family_bitpack, bitpack_run, &x);
    cup_free(c->h, x.out), free(x.got);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct pbench {
    cmp_bench w;
    uint32_t *want;
} pbench;

static cup_status bitpack_work(cup_handle_t h, void *p)
{
    const cmp_bench *w = p;
    return cup_bitpack_variant(h, w->id, w->block, w->dtype, w->in, w->n, w->cmp, w->value, w->out);
}

static int bitpack_verify(void *p, cup_handle_t h, cup_status *s)
{
    pbench *x = p;
    cmp_bench *w = &x->w;
    const size_t words = w->out_bytes / 4;
    uint32_t *got = w->got;
    *s = cup_memset(h, w->out, 0xa5, w->out_bytes);
    if (*s == CUP_STATUS_SUCCESS) *s = bitpack_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, got, w->out, w->out_bytes);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    for (size_t i = 0; i < words; i++)
        if (got[i] != x->want[i]) {
            fprintf(stderr, "cuprim: bitpack %s %s n=%zu block %d: word %zu of %zu: got %#x, want %#x\n",
                    cup_dtype_name(w->dtype), cup_cmp_name(w->cmp), w->n, w->block, i, words, got[i], x->want[i]);
            return 0;
        }
    return 1;
}

/* One table: the selected variants packing n elements of t against the value. */
static int bitpack_table(lab_bench *b, const char *const *variants, cup_dtype t, size_t n, cup_cmp cmp,
                         const char *value_text, int block)
{
    if (!lab_names_known(b->h, &lab_family_bitpack, variants)) return -1;
    const size_t words = (n + 31) / 32;
    pbench x = {{.asked = block, .dtype = t, .cmp = cmp, .n = n, .out_bytes = words * 4}, malloc(words * 4)};
    x.w.bytes = (double)n * (double)cup_dtype_size(t) + 4.0 * (double)words;
    int failures = -1;
    if (x.want && cmp_bench_prepare(b, &x.w, value_text, 0x6269747061636bull) == 0) {
        memset(x.want, 0, words * 4);
        for (size_t i = 0; i < n; i++)
            x.want[i / 32] |= (uint32_t)cmp_truth[cmp][cmp_class(t, x.w.host, i, x.w.value)] << (i % 32);
        char title[200], value[64];
        lab_format_value(t, x.w.value, value, sizeof value);
        snprintf(title, sizeof title, "bitpack x %s %s, n = %zu %s (GB/s: the %.1f MiB read + %.1f MiB of bits)",
                 cup_cmp_name(cmp), value, n, cup_dtype_name(t), (double)n * cup_dtype_size(t) / 1048576.0,
                 words * 4 / 1048576.0);
        const lab_table table = {.family = &lab_family_bitpack, .variants = variants, .dtype = t, .ceiling = LAB_CEILING_COPY,
                                 .title = title, .ctx = &x, .setup = cmp_bench_setup, .verify = bitpack_verify,
                                 .work = bitpack_work};
        failures = lab_table_run(b, &table);
    }
    cmp_bench_release(b, &x.w);
    free(x.want);
    return failures;
}

static int bitpack_bench(lab_bench *b, const lab_args *a)
{
    const char *value_text;
    const cup_cmp cmp = cmp_bench_options(a, a->dtype, &value_text);
    static const char *const all[] = {"all", NULL};
    const size_t n = a->n_set ? a->n : cmp_default_n(b);
    int failures = 0;
    for (int t = 0; t <= CUP_F64; t++)
        if (a->dtype < 0 || a->dtype == t)
            LAB_ADD(bitpack_table(b, a->nvariants ? a->variants : all, (cup_dtype)t, n, cmp, value_text, a->block));
    return failures;
}

/* The ladder at the default n for 4- and 8-byte elements, and at 2^30 i32 on the GPU. */
static int bitpack_suite(lab_bench *b)
{
    static const char *const all[] = {"all", NULL};
    int failures = 0;
    LAB_ADD(bitpack_table(b, all, CUP_I32, cmp_default_n(b), CUP_CMP_LT, NULL, 0));
    LAB_ADD(bitpack_table(b, all, CUP_F64, cmp_default_n(b), CUP_CMP_LT, NULL, 0));
    if (cup_get_backend(b->h) == CUP_BACKEND_CUDA)
        LAB_ADD(bitpack_table(b, all, CUP_I32, (size_t)1 << 30, CUP_CMP_LT, NULL, 0));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

static cup_status bitpack_call(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                               cup_cmp cmp, const void *value, void *out)
{
    return cup_bitpack_variant(h, variant, block, dtype, in, n, cmp, value, out);
}

/* The worked f32 data {1, 2, NaN, -0, +0, 3, 2} against 2: le sets bits 0, 1, 3, 4, 6 (0x5b), ne
 * bits 0, 2, 3, 4, 5 (0x3d: NaN is not equal); against NaN ne sets all seven (0x7f), eq none.
 * 33 ones against 1, eq: a full word, then a word with bit 0 alone. */
static void bitpack_semantics(cmp_api *x)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    static const struct {
        int n;
        float value;
        cup_cmp cmp;
        uint32_t want[2]; /* words; the rest poison */
        int words;
    } cases[] = {
        {7, 2.0f, CUP_CMP_LE, {0x5b, 0}, 1}, {7, 2.0f, CUP_CMP_NE, {0x3d, 0}, 1},
        {7, NAN, CUP_CMP_NE, {0x7f, 0}, 1},  {7, NAN, CUP_CMP_EQ, {0, 0}, 1},
        {33, 1.0f, CUP_CMP_EQ, {0xffffffffu, 1}, 2},
    };
    float ones[33];
    for (int i = 0; i < 33; i++) ones[i] = 1.0f;
    uint32_t *bits = (uint32_t *)((char *)x->out + 64);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, cases[c].n == 7 ? cmp_worked : ones, 4 * cases[c].n),
                          CUP_STATUS_SUCCESS);
        for (int i = -1; i < cup_variant_count(); i++) {
            const cup_variant_info *v = i < 0 ? NULL : cup_variant_get(i);
            if (v && (!lab_is_of(v, &lab_family_bitpack) || v->backend != cup_get_backend(h))) continue;
            uint32_t got[4] = {0};
            LAB_EXPECT_STATUS(t, h, cup_memset(h, x->out, 0xa5, API_OUT), CUP_STATUS_SUCCESS);
            if (v) /* a variant, or (i = -1) the production call */
                LAB_EXPECT_STATUS(t, h, cup_bitpack_variant(h, i, 0, CUP_F32, x->in, cases[c].n, cases[c].cmp,
                                                            &cases[c].value, bits),
                                  CUP_STATUS_SUCCESS);
            else
                LAB_EXPECT_STATUS(t, h, cup_bitpack(h, CUP_F32, x->in, cases[c].n, cases[c].cmp, &cases[c].value, bits),
                                  CUP_STATUS_SUCCESS);
            LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, bits - 1, sizeof got), CUP_STATUS_SUCCESS);
            int ok = got[0] == POISON;
            for (int w = 0; w < 3; w++) ok &= got[1 + w] == (w < cases[c].words ? cases[c].want[w] : POISON);
            LAB_EXPECT(t, ok, "%s case %zu (%s, n = %d): got {%#x | %#x, %#x, %#x}, want poison | %#x, %#x", v ? v->name : "cup_bitpack", c,
                       cup_cmp_name(cases[c].cmp), cases[c].n, got[0], got[1], got[2], got[3], cases[c].want[0],
                       cases[c].words > 1 ? cases[c].want[1] : POISON);
        }
    }
    /* n = 0 writes nothing, whatever in is */
    const float value = 1.0f;
    LAB_EXPECT_STATUS(t, h, cup_memset(h, x->out, 0xa5, API_OUT), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, x->host, sizeof x->host), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_bitpack(h, CUP_F32, NULL, 0, CUP_CMP_EQ, &value, bits), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_bitpack(h, CUP_F32, NULL, 0, CUP_CMP_EQ, &value, NULL), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_bitpack(h, CUP_F32, x->in, 1, CUP_CMP_EQ, &value, NULL), CUP_STATUS_INVALID_VALUE);
    cmp_untouched(x, "cup_bitpack with n = 0");
}

static void bitpack_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    cmp_api_test(h, t, rng, &lab_family_bitpack, bitpack_call, 4, bitpack_semantics);
}

/* under the sanitizers: the 4-byte and the 8-byte paths (vector loads of 4 and of 2 elements) */
static const char *const bitpack_sanitize[] = {"--dtype i32", "--dtype f64", NULL};

const lab_family lab_family_bitpack = {
    LAB_FAMILY_IS(bitpack),
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = cmp_bench_option_list,
    .bench_help =
        "cuprim bench bitpack [--dtype T] [--n N] [--cmp lt|le|gt|ge|eq|ne] [--value V] [--block B] [--variant V]...\n"
        "  cup_bitpack: bit i of the output says whether element i compares true against a scalar\n"
        "  (default n: 2^28 on the GPU, 2^24 on the CPU; cmp lt; value: an element of the data). One\n"
        "  table per dtype (default: every numeric one); GB/s counts the elements read and the n / 8\n"
        "  bytes of bits written, against the copy ceiling. The ladder: ballot, best.\n",
    .check_help =
        "bitpack: the sizes, dtypes, cmps, values, starts and blocks of count; every word of the\n"
        "  output (the last word's bits past n zero) between 64 bytes of poison each side, the input\n"
        "  unchanged.\n",
    .bench = bitpack_bench,
    .suite = bitpack_suite,
    .check = bitpack_check,
    .api_test = bitpack_api_test,
    .sanitize = bitpack_sanitize,
};
