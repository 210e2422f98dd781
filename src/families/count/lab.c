/* The count family in the lab: its check sweep, its benchmark tables and its API contract, on
 * the reference and data shared with bitpack (lab_cmp.h, written apart from the library). */
#include "families/count/lab_cmp.h"

enum { MARGIN = 64 }; /* bytes of poison on each side of the count */
#define POISON64 0xa5a5a5a5a5a5a5a5ull

static size_t count_reference(const unsigned char *cls, size_t n, cup_cmp cmp)
{
    size_t want = 0;
    for (size_t i = 0; i < n; i++) want += cmp_truth[cmp][cls[i]];
    return want;
}

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

static size_t count_default_n(lab_bench *b)
{
    return cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
}

static int count_bench(lab_bench *b, const lab_args *a)
{
    const char *value_text;
    const cup_cmp cmp = cmp_bench_options(a, a->dtype, &value_text);
    static const char *const all[] = {"all", NULL};
    const size_t n = a->n_set ? a->n : count_default_n(b);
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
    LAB_ADD(count_table(b, all, CUP_I32, count_default_n(b), CUP_CMP_LT, NULL, 0));
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
