/* The access family in the lab: c = a + b at read or write offsets, through the read-only and
 * the L1-bypassing loads, as arrays of structs and structs of arrays. Every element of c and the
 * poison around it is checked; the benchmark sweeps the offset and, with --ncu, reads the global
 * sectors each request costs from Nsight Compute. */
#include "lab/lab.h"
#include "families/access/api.h"

#include <string.h>

enum { MARGIN = 64 }; /* bytes of poison before and after c */

static int is_struct(const cup_variant_info *v) { return strcmp(v->name, "aos") == 0 || strcmp(v->name, "soa") == 0; }
static int writes_offset(const cup_variant_info *v) { return strcmp(v->name, "offset-write") == 0; }

/* One run of c = a + b: the check's and a bench row's. */
typedef struct arun {
    int id, block, write_side;
    size_t offset, n;
    size_t pre, len;               /* c is written from pre words into its buffer, whose first len words are compared */
    const float *ha, *hb;          /* a and b as uploaded */
    const void *a, *b;
    float *c, *got;                /* c's buffer, its read-back */
    int asked;                     /* the bench's: --block (0: each variant's default) */
    const size_t *offsets;         /* the bench's: the offset of each row */
} arun;

static cup_status access_work(cup_handle_t h, void *p)
{
    const arun *w = p;
    return cup_access_variant(h, w->id, w->block, w->offset, w->a, w->b, w->c + w->pre, w->n);
}

/* c's buffer poisoned, the run, the buffer read back: its words that are neither the sums (read
 * and written at their offsets) nor poison, *first the first of them; 0 with *s set when a call failed. */
static size_t wrong_words(arun *w, cup_handle_t h, cup_status *s, size_t *first)
{
    const size_t ro = w->write_side ? 0 : w->offset, at = w->pre + (w->write_side ? w->offset : 0);
    size_t bad = 0;
    *s = cup_memset(h, w->c, 0xa5, w->len * 4);
    if (*s == CUP_STATUS_SUCCESS) *s = access_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, w->got, w->c, w->len * 4);
    for (size_t j = 0; j < w->len && *s == CUP_STATUS_SUCCESS; j++) {
        uint32_t want = 0xa5a5a5a5u;
        if (j >= at && j - at < w->n) {
            const float sum = w->ha[j - at + ro] + w->hb[j - at + ro];
            memcpy(&want, &sum, 4);
        }
        if (memcmp(&want, &w->got[j], 4) != 0 && bad++ == 0) *first = j;
    }
    return bad;
}

/* ---- check ---------------------------------------------------------------------------------------- */

static void access_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    static const size_t fixed[] = {2, 32, 34, 1000, 1026, 65538}, offsets[] = {0, 1, 2, 31, 32, 33, 127, 128};
    const size_t past = (3 * cache / 12) & ~(size_t)1; /* past the cache: three arrays together */
    size_t sizes[8], cap;
    const int count = lab_check_sizes(c, fixed, 6, past, 0, max_n, sizes, &cap);
    const size_t elems = cap + 128 + 2 * MARGIN / 4;
    lab_rng rng = {c->o->seed ^ 0x616363657373ull};
    LAB_CHECK_EACH(k, c, &lab_family_access, -1) {
        const cup_variant_info *v = lab_check_variant(c, k);
        /* a, b, c */
        if (lab_check_holds(c, 3.0 * (double)elems * 4, 3.0 * (double)elems * 4, "access n=%zu", cap)) continue;
        lab_mem m = {.h = c->h};
        float *a = lab_host(&m, elems * 4), *b = lab_host(&m, elems * 4);
        arun w = {.id = c->ids[k], .write_side = writes_offset(v), .pre = MARGIN / 4, .ha = a, .hb = b};
        w.got = lab_host(&m, elems * 4);
        if (a && b) lab_fill(a, CUP_F32, elems, LAB_DATA_FULL, &rng), lab_fill(b, CUP_F32, elems, LAB_DATA_FULL, &rng);
        w.a = lab_dev_copy(&m, a, elems * 4), w.b = lab_dev_copy(&m, b, elems * 4), w.c = lab_dev(&m, elems * 4);
        for (int si = 0; si < count && lab_mem_check_ok(c, k, &m, "access"); si++)
            for (int oi = 0; oi < 8 && (!is_struct(v) || oi == 0); oi++)
                LAB_EACH_BLOCK(block, v, c->o->all_blocks && sizes[si] <= 4096) {
                    /* c starts MARGIN bytes into its buffer: the margins before and after are poison */
                    w.n = sizes[si], w.offset = offsets[oi], w.block = block;
                    w.len = w.n + (w.write_side ? w.offset : 0) + 2 * MARGIN / 4;
                    char why[300];
                    const int len = snprintf(why, sizeof why, "n=%zu offset %zu block %d: ", w.n, w.offset, block);
                    cup_status s;
                    size_t first = 0;
                    const size_t bad = wrong_words(&w, c->h, &s, &first);
                    if (!lab_check_call(c, k, why, sizeof why, (size_t)len, s))
                        lab_check_countf(c, k, bad != 0, "%s%zu words wrong, first at %zu", why, bad, first);
                }
        lab_mem_free(&m);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

static int access_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    arun *w = p;
    w->offset = w->offsets[j];
    if (is_struct(v) && w->offset != 0) return 1; /* structs run at offset 0 only */
    r->dtype = CUP_F32, r->n = w->n;
    snprintf(r->note, sizeof r->note, "  offset %3zu", w->offset);
    snprintf(r->json, sizeof r->json, ", \"offset\": %zu", w->offset);
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block, w->write_side = writes_offset(v);
    run->bytes = 12.0 * (double)w->n;
    run->footprint = 12 * w->n;
    return 0;
}

/* The row's c and the poison after it, up to the table's largest offset. */
static int access_verify(void *p, cup_handle_t h, cup_status *s)
{
    arun *w = p;
    size_t first = 0;
    const size_t bad = wrong_words(w, h, s, &first);
    if (bad) fprintf(stderr, "cuprim: access offset %zu: %zu words wrong, first at %zu\n", w->offset, bad, first);
    return !bad && *s == CUP_STATUS_SUCCESS;
}

/* --offset 0,1,32 or 0..128 (at most 256 offsets, each at most 4096) */
static int parse_offsets(const char *text, size_t *out)
{
    for (int i = 0; !text && i <= 128; i++) out[i] = (size_t)i;
    return text ? lab_size_list("offset", text, out, 256, 0, 4096, 1,
                                "is not a list of offsets 0..4096 (e.g. 0..128 or 0,1,32; at most 256)")
                : 129;
}

/* The global sectors per request of a row, from Nsight Compute. */
static int ncu_row(lab_row *r, const double *v)
{
    LAB_APPEND(r->note, "  sectors/request load %5.2f store %5.2f (ncu)", v[3] / v[2], v[1] / v[0]);
    LAB_APPEND(r->json, ", \"sectors_per_request\": {\"load\": %.3f, \"store\": %.3f}", v[3] / v[2], v[1] / v[0]);
    return 0;
}

static int access_table(lab_bench *b, const lab_args *a, const char *const *variants, size_t n, const size_t *offsets,
                        int noffsets, int block)
{
    size_t max_off = 0;
    for (int i = 0; i < noffsets; i++) max_off = offsets[i] > max_off ? offsets[i] : max_off;
    n &= ~(size_t)1; /* even, for aos/soa */
    const size_t elems = n + max_off, bytes = elems * 4;
    LAB_NEED_MEMORY(b, 3.0 * (double)bytes, 3.0 * (double)bytes, "access of %zu floats", n);
    arun w = {.asked = block, .offsets = offsets, .n = n, .len = elems}; /* c's whole buffer checked */
    lab_mem m = {.h = b->h};
    float *ha = lab_host(&m, bytes), *hb = lab_host(&m, bytes);
    w.got = lab_host(&m, bytes);
    if (ha && hb && !b->ncu_child) {
        lab_rng rng = {lab_table_seed(b, n, 0x616363657373ull)};
        lab_fill(ha, CUP_F32, elems, LAB_DATA_FULL, &rng);
        lab_fill(hb, CUP_F32, elems, LAB_DATA_FULL, &rng);
    }
    w.a = b->ncu_child ? lab_dev(&m, bytes) : lab_dev_copy(&m, ha, bytes);
    w.b = b->ncu_child ? lab_dev(&m, bytes) : lab_dev_copy(&m, hb, bytes);
    w.c = lab_dev(&m, bytes), w.ha = ha, w.hb = hb;
    int failures = -1;
    if (lab_mem_ok(&m, "the access arrays")) {
        const lab_table table = {.family = &lab_family_access, .variants = variants, .dtype = CUP_F32, .rows = noffsets,
                                 .ceiling = LAB_CEILING_COPY, .ctx = &w, .setup = access_setup,
                                 .verify = access_verify, .work = access_work};
        const int first = b->count;
        failures = lab_table_runf(b, &table, "access f32 c = a + b, n = %zu (3 x %.1f MiB)", n, n * 4 / 1048576.0);
        if (failures >= 0 && a && lab_opt(a, "ncu")) {
            static const char *const metrics[4] = {
                "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
                "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"};
            char extra[2048]; /* at most 256 offsets of at most 4 digits */
            snprintf(extra, sizeof extra, " --n %zu --offset ", (size_t)1 << 20);
            for (int i = 0; i < noffsets; i++) LAB_APPEND(extra, "%s%zu", i ? "," : "", offsets[i]);
            if (lab_ncu_rows(b, a, first, "cup_access_", metrics, extra, ncu_row) != 0) failures++;
        }
    }
    lab_mem_free(&m);
    return failures;
}

static int access_bench(lab_bench *b, const lab_args *a)
{
    size_t offsets[256];
    const int noffsets = parse_offsets(lab_opt(a, "offset"), offsets);
    if (a->n_set && a->n < 2) lab_usage("access takes n of at least 2 (one {x, y} struct)");
    b->ncu_child = lab_opt(a, "ncu-child") != NULL;
    return access_table(b, a, lab_variants(a), a->n_set ? a->n : (size_t)1 << 25, offsets, noffsets, a->block);
}

/* The offset sweep 0..128 on both sides, then the other patterns at a few offsets (GPU only). */
static int access_suite(lab_bench *b)
{
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) return 0;
    size_t sweep[129];
    parse_offsets(NULL, sweep);
    static const char *const offset_rw[] = {"offset-read", "offset-write", NULL};
    static const char *const others[] = {"unroll4", "ld-ca", "ld-cg", "aos", "soa", NULL};
    static const size_t some[] = {0, 1, 2, 4, 8, 16, 31, 32, 33, 64, 127, 128};
    int failures = 0;
    LAB_ADD(access_table(b, NULL, offset_rw, (size_t)1 << 25, sweep, 129, 0));
    LAB_ADD(access_table(b, NULL, others, (size_t)1 << 25, some, 12, 0));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

static void access_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    (void)rng;
    LAB_EACH_FOREIGN(id, h, &lab_family_access)
        LAB_EXPECT_STATUS(t, h, cup_access_variant(h, id, 0, 0, NULL, NULL, NULL, 4), CUP_STATUS_INVALID_VALUE);
    LAB_EACH_VARIANT(i, h, &lab_family_access) {
        LAB_EXPECT_STATUS(t, h, cup_access_variant(h, i, 0, 0, NULL, NULL, NULL, 4), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, cup_access_variant(h, i, 96, 0, NULL, NULL, NULL, 4), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, cup_access_variant(h, i, 0, 0, NULL, NULL, NULL, 0), CUP_STATUS_SUCCESS);
        if (is_struct(cup_variant_get(i)))
            LAB_EXPECT_STATUS(t, h, cup_access_variant(h, i, 0, 1, NULL, NULL, NULL, 4), CUP_STATUS_INVALID_VALUE);
    }
}

static const lab_option access_options[] = {{"offset", "LIST"}, {"ncu", NULL}, {"ncu-child", NULL}, {NULL, NULL}};

static const char *const access_gpu_check[] = {"ncu --ncu --offset 0,1,2,4,8,16,31,32,33,64,127,128", NULL};

const lab_family lab_family_access = {
    LAB_FAMILY_IS(access),
    .gpu_check = access_gpu_check,
    .takes = LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = access_options,
    .bench_help =
        "cuprim bench access [--offset LIST] [--n N] [--block B] [--variant V]... [--ncu]\n"
        "  c = a + b on n floats (default 2^25) at each offset (default 0..128; LIST as 0,1,32 or\n"
        "  0..128); GB/s counts 12 n bytes against the copy ceiling. aos and soa run at offset 0.\n"
        "  --ncu: the same rows again under Nsight Compute (ncu in PATH, /usr/local/cuda/bin or\n"
        "  $CUPRIM_NCU), adding global sectors per request; --ncu-child is that run's own option.\n",
    .check_help =
        "access: every element of c and the poison around it at offsets 0, 1, 2, 31..33, 127, 128,\n"
        "  n = 2 .. past the cache.\n",
    .bench = access_bench,
    .suite = access_suite,
    .check = access_check,
    .api_test = access_api_test,
};
