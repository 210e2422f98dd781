/* The bitpack family in the lab: its check sweep, its benchmark tables and its API contract, on
 * the reference and data it shares with count (families/count/lab_cmp.h). */
#include "families/count/lab_cmp.h"

enum { MARGIN = 64 }; /* bytes of poison on each side of the words */
#define POISON 0xa5a5a5a5u

/* word w of the reference: the truth of elements 32 w .. 32 w + 31 that exist, zero past n */
static uint32_t pack_reference(const unsigned char *cls, size_t n, cup_cmp cmp, size_t w)
{
    uint32_t word = 0;
    for (size_t k = 0; k < 32 && 32 * w + k < n; k++) word |= (uint32_t)cmp_truth[cmp][cls[32 * w + k]] << k;
    return word;
}

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

static size_t bitpack_default_n(lab_bench *b)
{
    return cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
}

static int bitpack_bench(lab_bench *b, const lab_args *a)
{
    const char *value_text;
    const cup_cmp cmp = cmp_bench_options(a, a->dtype, &value_text);
    static const char *const all[] = {"all", NULL};
    const size_t n = a->n_set ? a->n : bitpack_default_n(b);
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
    LAB_ADD(bitpack_table(b, all, CUP_I32, bitpack_default_n(b), CUP_CMP_LT, NULL, 0));
    LAB_ADD(bitpack_table(b, all, CUP_F64, bitpack_default_n(b), CUP_CMP_LT, NULL, 0));
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
