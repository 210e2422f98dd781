/* The comparison families in the lab, count and bitpack: one description of each (its call, the
 * size of its output, its reference, its tables, its hand-worked cases) over what they share: the
 * check sweep, the bench tables and the contract's refusals, on the lab's comparison data, values
 * and independent reference (src/lab/cmp.c: order classes and their truth table). */
#include "lab/lab.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Parse --value for dtype t into *value (8 bytes of room): an integer for integer dtypes, any
 * strtod number (nan, inf, -0 included) for floats. 0 on success. */
static int cmp_parse_value(cup_dtype t, const char *text, void *value)
{
    char *end = NULL;
    memset(value, 0, 8);
    if (t == CUP_F32 || t == CUP_F64) {
        lab_put(t, value, 0, strtod(text, &end));
    } else if (t == CUP_I32 || t == CUP_I64) {
        const long long v = strtoll(text, &end, 0);
        if (t == CUP_I32 && (v < INT32_MIN || v > INT32_MAX)) return -1;
        lab_put_bits(value, cup_dtype_size(t), 0, (uint64_t)v);
    } else {
        const unsigned long long v = strtoull(text, &end, 0);
        if (text[0] == '-' || (t == CUP_U32 && v > UINT32_MAX)) return -1;
        lab_put_bits(value, cup_dtype_size(t), 0, v);
    }
    return end && end != text && *end == '\0' ? 0 : -1;
}

/* ---- a comparison family ------------------------------------------------------------------------ */

/* A family's entry point with its output as void *: cup_count_if_variant or cup_bitpack_variant,
 * and for CMP_PRODUCTION (no variant's index, so never one a refusal passes) the production call. */
typedef cup_status (*cmp_call_fn)(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                                  cup_cmp cmp, const void *value, void *out);
enum { CMP_PRODUCTION = INT_MIN };

/* Where the reference reads each element's class: cls[] when given, else from the data. */
typedef struct cmp_src {
    cup_dtype t;
    const void *data, *value;
    const unsigned char *cls;
} cmp_src;

static unsigned char cls_of(const cmp_src *s, size_t i) { return s->cls ? s->cls[i] : lab_cmp_class(s->t, s->data, i, s->value); }

typedef struct cmp_family {
    const lab_family *fam;
    const char *primitive; /* cup_<primitive> is the production call */
    cmp_call_fn call;
    size_t (*out_bytes)(size_t n);
    size_t elem;      /* the output's element: what a wrong one is counted in, and its alignment */
    /* the expected output of n elements against cmp, out_bytes(n) of it */
    void (*reference)(const cmp_src *src, size_t n, cup_cmp cmp, void *want);
    int ceiling;      /* LAB_CEILING_READ (counted: the input) or _COPY (the input and the output) */
    uint64_t salt;    /* of its tables' data */
    void (*semantics)(lab_api *x, const struct cmp_family *f); /* its hand-worked cases */
} cmp_family;

/* ---- the check sweep ------------------------------------------------------------------------------ */

enum { CMP_SMALL_N = 65537 }; /* up to here: every value, misaligned starts, every block size */

/* Every selected variant of the family on one data set: each cmp against each value (at large n
 * the present value alone), each start (0 and, small, one element in), each block; each output
 * between its margins of poison against the reference, worked once per cmp for every run. */
static void cmp_check_data(lab_check_ctx *c, const cmp_family *f, lab_in *in, unsigned char *cls, unsigned char *want,
                           lab_out *out, cup_dtype t, size_t n, int nan, int huge)
{
    const size_t size = cup_dtype_size(t), bytes = f->out_bytes(n);
    const int small = n <= CMP_SMALL_N, kinds = small ? lab_value_kinds(t) : 1;
    const cmp_src src = {t, NULL, NULL, cls};
    for (int kv = 0; kv < kinds; kv++) {
        unsigned char value[8];
        for (size_t start = 0; start <= (small ? 1u : 0u); start++) {
            lab_cmp_value(t, kv, in->host + start * size, n, value);
            for (size_t i = 0; i < n; i++) cls[i] = lab_cmp_class(t, in->host + start * size, i, value);
            for (int cmp = 0; cmp < CUP_CMP_COUNT; cmp++) {
                if (huge && cmp != CUP_CMP_LT) continue;
                f->reference(&src, n, (cup_cmp)cmp, want);
                LAB_CHECK_EACH(k, c, f->fam, t) {
                    LAB_EACH_BLOCK_TOO(block, lab_check_variant(c, k), c->o->all_blocks && small) {
                        char why[400];
                        const int len = snprintf(why, sizeof why, "%s %s n=%zu start+%zu block %d %s %s value%s: ",
                                                 f->fam->name, cup_dtype_name(t), n, start, block,
                                                 cup_cmp_name((cup_cmp)cmp), lab_value_names[kv],
                                                 nan ? ", NaN-laced data" : "");
                        cup_status s = lab_out_poisoned(c->h, out, bytes);
                        if (s == CUP_STATUS_SUCCESS)
                            s = f->call(c->h, c->ids[k], block, t, (const char *)in->dev + start * size, n,
                                        (cup_cmp)cmp, value, lab_out_at(out));
                        if (s == CUP_STATUS_SUCCESS) s = lab_out_read(c->h, out, bytes);
                        if (lab_check_call(c, k, why, sizeof why, (size_t)len, s)) continue;
                        const char *wrong = lab_out_verdict(out, want, bytes, f->elem, why + len, sizeof why - len);
                        lab_check_count(c, k, wrong ? why : NULL);
                    }
                }
            }
        }
    }
}

/* The sweep: per dtype, the adversarial sizes (past the cache last; past 2^32 for i32 when
 * huge), each filled plain and, for floats, NaN-laced; the input read back unchanged. */
static void cmp_sweep(lab_check_ctx *c, size_t cache, size_t max_n, const cmp_family *f)
{
    LAB_CHECK_DTYPES(ti, c, f->fam) {
        const cup_dtype t = (cup_dtype)ti;
        const size_t size = cup_dtype_size(t), ladder[] = {LAB_LADDER};
        size_t sizes[sizeof ladder / sizeof ladder[0] + 2], largest;
        const int count = lab_check_sizes(c, ladder, sizeof ladder / sizeof ladder[0], 3 * cache / size + 7,
                                          t == CUP_I32 ? ((size_t)1 << 32) + 33 : 0, max_n, sizes, &largest);
        char what[64];
        snprintf(what, sizeof what, "%s %s", f->fam->name, cup_dtype_name(t));
        /* the input (lab_in), each element's class, the expected output, the output and its read-back */
        const double out_room = (double)f->out_bytes(largest) + 2 * LAB_MARGIN;
        if (lab_check_holds(c, 2.0 * (double)((largest + 2) * size) + (double)largest + 2 * out_room,
                            (double)((largest + 2) * size) + out_room, "%s n=%zu", what, largest))
            continue;
        lab_mem m = {.h = c->h};
        lab_in in = {0};
        lab_out out = {0};
        unsigned char *cls = lab_host(&m, largest + 1), *want = lab_host(&m, f->out_bytes(largest) + 8);
        int ok = lab_mem_check_ok(c, -1, &m, what) && lab_in_room(c, &in, (largest + 2) * size, what) == 0;
        lab_rng rng = {c->o->seed ^ (0x636d70ull + (uint64_t)ti)};
        for (int i = 0; i < count && ok; i++) {
            const size_t n = sizes[i];
            const int huge = n > ((size_t)1 << 32);
            for (int nan = 0; nan <= (t == CUP_F32 || t == CUP_F64) && ok; nan++) {
                lab_cmp_fill(in.host, t, n + 1, nan, &rng);
                ok = lab_in_upload(c, &in, (n + 1) * size, what) == 0;
                if (ok) cmp_check_data(c, f, &in, cls, want, &out, t, n, nan, huge);
                if (ok && !huge) lab_in_intact(c, &in, (n + 1) * size, "%s n=%zu", what, n);
            }
            lab_check_progress(c, "%s n=%zu", what, n);
        }
        lab_in_free(c->h, &in), lab_out_free(c->h, &out), lab_mem_free(&m);
    }
}

static size_t cmp_default_n(lab_bench *b)
{
    return cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
}

/* ---- the tables ----------------------------------------------------------------------------------- */

typedef struct cmp_row {
    const cmp_family *f;
    cup_cmp cmp;
    unsigned char value[8];
} cmp_row;

static cup_status cmp_work(cup_handle_t h, void *p)
{
    const lab_io *io = p;
    const cmp_row *x = io->ctx;
    return x->f->call(h, io->id, io->block, io->dtype, io->in, io->n, x->cmp, x->value, io->out);
}

/* One table: the selected variants over n elements of t (the NaN-free fill) against --value, else
 * the present one. */
static int cmp_table(lab_bench *b, const cmp_family *f, const char *const *variants, cup_dtype t, size_t n, cup_cmp cmp,
                     const char *value_text, int block)
{
    cmp_row x = {f, cmp, {0}};
    lab_io io = {.asked = block, .dtype = t, .n = n, .op = cup_cmp_name(cmp), .in_bytes = n * cup_dtype_size(t),
                 .out_bytes = f->out_bytes(n), .work = cmp_work, .what = f->fam->name, .ctx = &x};
    io.bytes = (double)io.in_bytes + (f->ceiling == LAB_CEILING_COPY ? (double)io.out_bytes : 0);
    LAB_NEED_MEMORY(b, lab_io_host_bytes(&io), lab_io_backend_bytes(&io), "%s of %zu %s", f->fam->name, n,
                    cup_dtype_name(t));
    if (lab_io_alloc(b, &io) != 0) return -1;
    lab_rng rng = {lab_table_seed(b, n, f->salt + (uint64_t)t * 16 + (uint64_t)cmp)};
    lab_cmp_fill(io.host, t, n, 0, &rng);
    if (value_text) cmp_parse_value(t, value_text, x.value);
    else lab_cmp_value(t, LAB_VALUE_PRESENT, io.host, n, x.value);
    const cmp_src src = {t, io.host, x.value, NULL};
    f->reference(&src, n, cmp, io.want);
    int failures = -1;
    if (lab_io_upload(b->h, &io) == CUP_STATUS_SUCCESS) {
        char value[64], what[96];
        lab_format_value(t, x.value, value, sizeof value);
        if (f->ceiling == LAB_CEILING_READ)
            snprintf(what, sizeof what, ", %llu true (GB/s: the %.1f MiB read)", (unsigned long long)*(uint64_t *)io.want,
                     io.bytes / 1048576.0);
        else
            snprintf(what, sizeof what, " (GB/s: the %.1f MiB read + %.1f MiB of bits)", io.in_bytes / 1048576.0,
                     io.out_bytes / 1048576.0);
        const lab_table table = {.family = f->fam, .variants = variants, .dtype = t, .ceiling = f->ceiling, .ctx = &io,
                                 .setup = lab_io_setup, .verify = lab_io_verify, .work = cmp_work};
        failures = lab_table_runf(b, &table, "%s x %s %s, n = %zu %s%s", f->primitive, cup_cmp_name(cmp), value, n,
                                  cup_dtype_name(t), what);
    }
    lab_io_free(b, &io);
    return failures;
}

static const char *const cmp_names[] = {"lt", "le", "gt", "ge", "eq", "ne", NULL}; /* cup_cmp's, in its order */

/* bench: --cmp (default lt) and --value (checked against every dtype the bench will run), one
 * table per dtype (default: every numeric one). */
static int cmp_bench(lab_bench *b, const lab_args *a, const cmp_family *f)
{
    const char *value_text = lab_opt(a, "value");
    const cup_cmp cmp = (cup_cmp)lab_opt_pick(a, "cmp", cmp_names, CUP_CMP_LT);
    for (int t = 0; value_text && t <= CUP_F64; t++) {
        unsigned char v[8];
        if ((a->dtype < 0 || a->dtype == t) && cmp_parse_value((cup_dtype)t, value_text, v))
            lab_usage("--value '%s' is not a %s", value_text, cup_dtype_name((cup_dtype)t));
    }
    const size_t n = a->n_set ? a->n : cmp_default_n(b);
    int failures = 0;
    for (int t = 0; t <= CUP_F64; t++)
        if (a->dtype < 0 || a->dtype == t) LAB_ADD(cmp_table(b, f, lab_variants(a), (cup_dtype)t, n, cmp, value_text, a->block));
    return failures;
}

static const lab_option cmp_bench_option_list[] = {{"cmp", "C"}, {"value", "V"}, {NULL, NULL}};

/* ---- the API contract --------------------------------------------------------------------------------- */

enum { API_N = 4096, API_OUT = 1024 }; /* elements of in (i32); bytes of out, all poisoned */

/* Every way to misuse the family's entry point: a status, a message, in and out untouched. */
static void cmp_refusals(lab_api *x, const cmp_family *f)
{
    cup_handle_t h = x->h;
    const cmp_call_fn call = f->call;
    const char *in = x->in;
    char *out = x->out;
    const int32_t value = 5;
    LAB_EACH_FOREIGN(id, h, f->fam)
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, id, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, out));
    LAB_EACH_VARIANT(i, h, f->fam) {
        const cup_variant_info *v = cup_variant_get(i);
        LAB_REFUSED(x, CUP_STATUS_NOT_SUPPORTED, call(h, i, 0, CUP_B4, in, API_N, CUP_CMP_LT, &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, 0, CUP_DTYPE_COUNT, in, API_N, CUP_CMP_LT, &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_COUNT, &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, 0, CUP_I32, in, API_N, (cup_cmp)-1, &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, NULL, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, NULL));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, 0, CUP_I32, NULL, API_N, CUP_CMP_LT, &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, v->block_max ? 96 : 64, CUP_I32, in, API_N, CUP_CMP_LT,
                                                      &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, 2048, CUP_I32, in, API_N, CUP_CMP_LT, &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, call(h, i, 0, CUP_I32, in + 2, API_N - 1, CUP_CMP_LT, &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, call(h, i, 0, CUP_F64, in + 4, API_N / 2 - 1, CUP_CMP_LT, &value, out));
        LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER,
                    call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, out + f->elem / 2));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, /* out inside in */
                    call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_LT, &value, (char *)in + 64));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, call(h, i, 0, CUP_I32, in, SIZE_MAX / 2, CUP_CMP_LT, &value, out));
        if (cup_get_backend(h) == CUP_BACKEND_CUDA) {
            LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, call(h, i, 0, CUP_I32, x->host, API_N, CUP_CMP_LT, &value, out));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, /* n past the end of in's allocation */
                        call(h, i, 0, CUP_I32, in, (size_t)API_N + 10000000, CUP_CMP_LT, &value, out));
        }
        LAB_EXPECT_STATUS(x->t, h, call(h, i, 0, CUP_I32, in, API_N, CUP_CMP_GE, &value, out), CUP_STATUS_SUCCESS);
        LAB_EXPECT(x->t, cup_last_error(h)[0] == '\0', "success clears the message");
        LAB_EXPECT_STATUS(x->t, h, lab_api_poison(x), CUP_STATUS_SUCCESS);
    }
}

/* A hand-worked case on every call, the production one first: cmp against *value over the n
 * elements of host (uploaded to in; NULL: in NULL), the output between its margins of poison as want. */
static void cmp_worked(lab_api *x, const cmp_family *f, cup_dtype dtype, const void *host, size_t n, cup_cmp cmp,
                       const void *value, const void *want, const char *label)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    const size_t bytes = f->out_bytes(n);
    const void *in = host ? x->in : NULL;
    lab_out out = {0};
    if (host)
        LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, host, n * cup_dtype_size(dtype)), CUP_STATUS_SUCCESS);
    LAB_EACH_CALL(i, v, h, f->fam) {
        char why[200] = "";
        LAB_EXPECT_STATUS(t, h, lab_out_poisoned(h, &out, bytes), CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(t, h, f->call(h, v ? i : CMP_PRODUCTION, 0, dtype, in, n, cmp, value, lab_out_at(&out)),
                          CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(t, h, lab_out_read(h, &out, bytes), CUP_STATUS_SUCCESS);
        LAB_EXPECT(t, !lab_out_verdict(&out, want, bytes, f->elem, why, sizeof why), "%s%s %s %s: %s", v ? "" : "cup_",
                   v ? v->name : f->primitive, label, cup_cmp_name(cmp), why);
    }
    lab_out_free(h, &out);
}

/* The names, buffers, the refusals; then `semantics` (the family's hand-worked cases) on them. */
static void cmp_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng, const cmp_family *f)
{
    LAB_NAMES_ROUND_TRIP(t, cup_cmp, CUP_CMP_COUNT, cup_cmp_name, cup_cmp_from_name, "<");
    LAB_EXPECT(t, strcmp(cup_cmp_name(CUP_CMP_GE), "ge") == 0, "CUP_CMP_GE is \"ge\"");
    lab_api x;
    if (lab_api_open(&x, h, t, rng, API_N * 4, API_OUT, 0) != 0) return;
    cmp_refusals(&x, f), f->semantics(&x, f);
    lab_api_close(&x);
}

/* The hand-worked data: f32 {1, 2, NaN, -0, +0, 3, 2}. */
static const float cmp_worked_f32[7] = {1, 2, NAN, -0.0f, 0.0f, 3, 2};

/* ==== count ====================================================================================== */

static size_t count_out(size_t n) { return (void)n, 8; }

static void count_reference(const cmp_src *src, size_t n, cup_cmp cmp, void *want)
{
    uint64_t count = 0;
    for (size_t i = 0; i < n; i++) count += lab_cmp_truth[cmp][cls_of(src, i)];
    memcpy(want, &count, 8);
}

static cup_status count_call(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                             cup_cmp cmp, const void *value, void *out)
{
    if (variant == CMP_PRODUCTION) return cup_count_if(h, dtype, in, n, cmp, value, out);
    return cup_count_if_variant(h, variant, block, dtype, in, n, cmp, value, out);
}

/* On the worked f32 data {1, 2, NaN, -0, +0, 3, 2}: against 2, lt {1, -0, +0}, le adds the two
 * 2s, gt {3}, ge {2, 3, 2}, eq the 2s, ne the other five (NaN included); against NaN nothing but
 * ne (all 7); against -0 nothing is below, both zeros are equal. i32 {-1, 0, 5, INT32_MIN, 5} against 0: lt 2,
 * le 3, gt 2, ge 3, eq 1, ne 4 (INT32_MIN is below, not above). n = 0 counts nothing: the count
 * becomes 0, with in NULL too. */
static void count_semantics(lab_api *x, const cmp_family *f)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    static const int32_t ints[5] = {-1, 0, 5, INT32_MIN, 5};
    static const struct {
        cup_dtype dtype;
        const void *data;
        size_t n;
        double value;
        uint64_t want[CUP_CMP_COUNT];
    } cases[] = {
        {CUP_F32, cmp_worked_f32, 7, 2.0, {3, 5, 1, 3, 2, 5}},
        {CUP_F32, cmp_worked_f32, 7, NAN, {0, 0, 0, 0, 0, 7}},
        {CUP_F32, cmp_worked_f32, 7, -0.0, {0, 2, 4, 6, 2, 5}},
        {CUP_I32, ints, 5, 0.0, {2, 3, 2, 3, 1, 4}},
        {CUP_I32, NULL, 0, 0.0, {0, 0, 0, 0, 0, 0}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const cup_dtype dtype = cases[c].dtype;
        unsigned char value[8];
        char label[32];
        lab_put(dtype, value, 0, cases[c].value);
        snprintf(label, sizeof label, "%s case %zu", cup_dtype_name(dtype), c);
        for (int cmp = 0; cmp < CUP_CMP_COUNT; cmp++) {
            const uint64_t want = cases[c].want[cmp];
            uint64_t host = 12345;
            cmp_worked(x, f, dtype, cases[c].data, cases[c].n, (cup_cmp)cmp, value, &want, label);
            LAB_EXPECT_STATUS(t, h, cup_count_if_to_host(h, dtype, x->in, cases[c].n, (cup_cmp)cmp, value, &host),
                              CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, host == want, "cup_count_if_to_host case %zu %s: got %llu, want %llu", c,
                       cup_cmp_name((cup_cmp)cmp), (unsigned long long)host, (unsigned long long)want);
        }
    }
    /* the host form's refusals write nothing */
    uint64_t host = 7;
    const int32_t value = 0;
    LAB_EXPECT_STATUS(t, h, cup_count_if_to_host(h, CUP_I32, x->in, 4, CUP_CMP_NE, &value, NULL),
                      CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_count_if_to_host(h, CUP_I32, x->in, 4, CUP_CMP_COUNT, &value, &host),
                      CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT(t, host == 7, "a refused cup_count_if_to_host wrote %llu", (unsigned long long)host);
}

static const cmp_family count_fam = {&lab_family_count_if, "count_if", count_call, count_out, 8, count_reference,
                                    LAB_CEILING_READ, 0x636f756e74ull, count_semantics};

static void count_check(lab_check_ctx *c, size_t cache, size_t max_n) { cmp_sweep(c, cache, max_n, &count_fam); }
static int count_bench(lab_bench *b, const lab_args *a) { return cmp_bench(b, a, &count_fam); }
static void count_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng) { cmp_api_test(h, t, rng, &count_fam); }

/* The ladder at the default n (i32), then best against the reference across sizes (f32). */
static int count_suite(lab_bench *b)
{
    static const char *const pair[] = {"best", "cub", NULL};
    const int cuda = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    int failures = 0;
    LAB_ADD(cmp_table(b, &count_fam, lab_all, CUP_I32, cmp_default_n(b), CUP_CMP_LT, NULL, 0));
    for (int e = 10; e <= (cuda ? 30 : 22); e += 4)
        LAB_ADD(cmp_table(b, &count_fam, cuda ? pair : lab_all, CUP_F32, (size_t)1 << e, CUP_CMP_LT, NULL, 0));
    return failures;
}

/* The sweep's space, count's and bitpack's: every numeric dtype, n to 2^28 and every cmp, each
 * dimension a bench option as it is (no hook); the value is an element of the data. */
static const lab_sweep_dim cmp_dims[] = {
    LAB_DIM_DTYPE("dtype"), LAB_DIM_SIZE("n", 1, 0x1p28), LAB_DIM_PICK("cmp", cmp_names), LAB_DIM_END};
static const lab_sweep_space count_space = {cmp_dims, "cub", NULL}, bitpack_space = {cmp_dims, NULL, NULL};

/* under the sanitizers: the 4-byte and the 8-byte paths (vector loads of 4 and of 2 elements) */
static const char *const cmp_sanitize[] = {"--dtype i32", "--dtype f64", NULL};

static const char *const cmp_headline[] = {"--dtype i32 --n 2^26", "--dtype i32 --n 2^12", NULL};
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
    .headline = cmp_headline,
    .check = count_check,
    .api_test = count_api_test,
    .sanitize = cmp_sanitize,
    .sweep = &count_space,
};

/* ==== bitpack ==================================================================================== */

static size_t bitpack_out(size_t n) { return (n + 31) / 32 * 4; }

/* word w: the truth of elements 32 w .. 32 w + 31 that exist, zero past n */
static void bitpack_reference(const cmp_src *src, size_t n, cup_cmp cmp, void *want)
{
    uint32_t *words = want;
    memset(want, 0, bitpack_out(n));
    for (size_t i = 0; i < n; i++) words[i / 32] |= (uint32_t)lab_cmp_truth[cmp][cls_of(src, i)] << (i % 32);
}

static cup_status bitpack_call(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *in, size_t n,
                               cup_cmp cmp, const void *value, void *out)
{
    if (variant == CMP_PRODUCTION) return cup_bitpack(h, dtype, in, n, cmp, value, out);
    return cup_bitpack_variant(h, variant, block, dtype, in, n, cmp, value, out);
}

/* The worked f32 data {1, 2, NaN, -0, +0, 3, 2} against 2: le sets bits 0, 1, 3, 4, 6 (0x5b), ne
 * bits 0, 2, 3, 4, 5 (0x3d: NaN is not equal); against NaN ne sets all seven (0x7f), eq none.
 * 33 ones against 1, eq: a full word, then a word with bit 0 alone. n = 0 (in NULL) writes nothing. */
static void bitpack_semantics(lab_api *x, const cmp_family *f)
{
    static const struct {
        size_t n;
        float value;
        cup_cmp cmp;
        uint32_t want[2]; /* the words of bitpack_out(n) */
    } cases[] = {
        {7, 2.0f, CUP_CMP_LE, {0x5b}}, {7, 2.0f, CUP_CMP_NE, {0x3d}}, {7, NAN, CUP_CMP_NE, {0x7f}},
        {7, NAN, CUP_CMP_EQ, {0}},     {33, 1.0f, CUP_CMP_EQ, {0xffffffffu, 1}}, {0, 1.0f, CUP_CMP_EQ, {0}},
    };
    float ones[33];
    for (int i = 0; i < 33; i++) ones[i] = 1.0f;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        char label[32];
        snprintf(label, sizeof label, "case %zu (n = %zu)", c, cases[c].n);
        const float *data = cases[c].n == 7 ? cmp_worked_f32 : cases[c].n ? ones : NULL;
        cmp_worked(x, f, CUP_F32, data, cases[c].n, cases[c].cmp, &cases[c].value, cases[c].want, label);
    }
    /* n = 0 writes nothing (the last case): out may be NULL then, and only then */
    const float value = 1.0f;
    LAB_EXPECT_STATUS(x->t, x->h, lab_api_restore(x), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(x->t, x->h, cup_bitpack(x->h, CUP_F32, NULL, 0, CUP_CMP_EQ, &value, NULL), CUP_STATUS_SUCCESS);
    LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, cup_bitpack(x->h, CUP_F32, x->in, 1, CUP_CMP_EQ, &value, NULL));
}

static const cmp_family bitpack_fam = {&lab_family_bitpack, "bitpack", bitpack_call, bitpack_out, 4, bitpack_reference,
                                      LAB_CEILING_COPY, 0x6269747061636bull, bitpack_semantics};

static void bitpack_check(lab_check_ctx *c, size_t cache, size_t max_n) { cmp_sweep(c, cache, max_n, &bitpack_fam); }
static int bitpack_bench(lab_bench *b, const lab_args *a) { return cmp_bench(b, a, &bitpack_fam); }
static void bitpack_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng) { cmp_api_test(h, t, rng, &bitpack_fam); }

/* The ladder at the default n for 4- and 8-byte elements, and at 2^30 i32 on the GPU. */
static int bitpack_suite(lab_bench *b)
{
    int failures = 0;
    LAB_ADD(cmp_table(b, &bitpack_fam, lab_all, CUP_I32, cmp_default_n(b), CUP_CMP_LT, NULL, 0));
    LAB_ADD(cmp_table(b, &bitpack_fam, lab_all, CUP_F64, cmp_default_n(b), CUP_CMP_LT, NULL, 0));
    if (cup_get_backend(b->h) == CUP_BACKEND_CUDA)
        LAB_ADD(cmp_table(b, &bitpack_fam, lab_all, CUP_I32, (size_t)1 << 30, CUP_CMP_LT, NULL, 0));
    return failures;
}

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
    .headline = cmp_headline,
    .check = bitpack_check,
    .api_test = bitpack_api_test,
    .sanitize = cmp_sanitize,
    .sweep = &bitpack_space,
};
