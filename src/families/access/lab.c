/* The access family in the lab: c = a + b at read or write offsets, through the read-only and
 * the L1-bypassing loads, as arrays of structs and structs of arrays. Every element of c and the
 * poison around it is checked; the benchmark sweeps the offset and, with --ncu, reads the global
 * sectors each request costs from Nsight Compute. */
#include "lab/lab.h"
#include "families/access/api.h"

#include <stdlib.h>
#include <string.h>

enum { MARGIN = 64 }; /* bytes of poison before and after c */

static int is_struct(const cup_variant_info *v) { return strcmp(v->name, "aos") == 0 || strcmp(v->name, "soa") == 0; }
static int writes_offset(const cup_variant_info *v) { return strcmp(v->name, "offset-write") == 0; }

/* ---- check ---------------------------------------------------------------------------------------- */

static void check_one_variant(lab_check_ctx *c, int k, size_t cache, size_t max_n, lab_rng *rng)
{
    const cup_variant_info *v = lab_check_variant(c, k);
    const int structs = is_struct(v), write_side = writes_offset(v);
    static const size_t offsets[] = {0, 1, 2, 31, 32, 33, 127, 128};
    size_t sizes[] = {2, 32, 34, 1000, 1026, 65538, 0};
    sizes[6] = (3 * cache / 12) & ~(size_t)1; /* past the cache: three arrays together */
    size_t cap = 0;
    for (int i = 0; i < 7; i++) cap = sizes[i] <= max_n && sizes[i] > cap ? sizes[i] : cap;
    const size_t elems = cap + 128 + 2 * MARGIN / 4;
    if (lab_check_holds(c, 3.0 * (double)elems * 4, 3.0 * (double)elems * 4, "access n=%zu", cap)) return; /* a, b, c */
    lab_mem m = {.h = c->h};
    float *a = lab_host(&m, elems * 4), *b = lab_host(&m, elems * 4), *got = lab_host(&m, elems * 4);
    if (a && b) lab_fill(a, CUP_F32, elems, LAB_DATA_FULL, rng), lab_fill(b, CUP_F32, elems, LAB_DATA_FULL, rng);
    void *da = lab_dev_copy(&m, a, elems * 4), *db = lab_dev_copy(&m, b, elems * 4), *dc = lab_dev(&m, elems * 4);
    char why[300];
    for (int si = 0; si < 7 && lab_mem_check_ok(c, k, &m, "access"); si++) {
        const size_t n = sizes[si];
        if (n > max_n) continue;
        for (int oi = 0; oi < 8 && (!structs || oi == 0); oi++) {
            const size_t off = offsets[oi], ro = write_side ? 0 : off, wo = write_side ? off : 0;
            LAB_EACH_BLOCK(block, v, c->o->all_blocks && n <= 4096) {
                /* c starts MARGIN bytes into its buffer: the margins before and after are poison */
                const size_t out_e = n + wo + 2 * MARGIN / 4;
                cup_status r = cup_memset(c->h, dc, 0xa5, out_e * 4);
                if (r == CUP_STATUS_SUCCESS)
                    r = cup_access_variant(c->h, c->ids[k], block, off, da, db, (float *)dc + MARGIN / 4, n);
                if (r == CUP_STATUS_SUCCESS) r = cup_copy_to_host(c->h, got, dc, out_e * 4);
                if (r != CUP_STATUS_SUCCESS) {
                    snprintf(why, sizeof why, "n=%zu offset %zu block %d: %s", n, off, block, cup_last_error(c->h));
                    lab_check_count(c, k, why);
                    continue;
                }
                size_t bad = 0, first = 0;
                for (size_t j = 0; j < out_e; j++) {
                    const size_t i = j - MARGIN / 4 - wo; /* the element of c that j holds, if any */
                    const int inside = j >= MARGIN / 4 + wo && i < n;
                    uint32_t want_bits = 0xa5a5a5a5u, got_bits;
                    if (inside) {
                        const float sum = a[i + ro] + b[i + ro];
                        memcpy(&want_bits, &sum, 4);
                    }
                    memcpy(&got_bits, &got[j], 4);
                    if (got_bits != want_bits && bad++ == 0) first = j;
                }
                if (bad) snprintf(why, sizeof why, "n=%zu offset %zu block %d: %zu words wrong, first at %zu", n, off, block, bad, first);
                lab_check_count(c, k, bad ? why : NULL);
            }
        }
    }
    lab_mem_free(&m);
}

static void access_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    lab_rng rng = {c->o->seed ^ 0x616363657373ull};
    LAB_CHECK_EACH(k, c, &lab_family_access, -1) check_one_variant(c, k, cache, max_n, &rng);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct abench {
    int id, asked, block;
    const size_t *offsets;
    size_t offset, n, bytes;
    const float *a, *b, *ha, *hb;
    float *c, *got;
    int write_side;
} abench;

static cup_status access_work(cup_handle_t h, void *p)
{
    const abench *w = p;
    return cup_access_variant(h, w->id, w->block, w->offset, w->a, w->b, w->c, w->n);
}

static int access_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    abench *w = p;
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

static int access_verify(void *p, cup_handle_t h, cup_status *s)
{
    abench *w = p;
    const size_t ro = w->write_side ? 0 : w->offset, wo = w->write_side ? w->offset : 0;
    *s = cup_memset(h, w->c, 0xa5, w->bytes);
    if (*s == CUP_STATUS_SUCCESS) *s = access_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, w->got, w->c, (w->n + wo) * 4);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    for (size_t i = 0; i < w->n; i++) {
        const float sum = w->ha[i + ro] + w->hb[i + ro];
        if (memcmp(&sum, &w->got[i + wo], 4) != 0) return 0;
    }
    return 1;
}

/* --offset 0,1,32 or 0..128 (at most 256 offsets, each at most 4096) */
static int parse_offsets(const char *text, size_t *out)
{
    for (int i = 0; !text && i <= 128; i++) out[i] = (size_t)i;
    return text ? lab_size_list("offset", text, out, 256, 0, 4096, 1,
                                "is not a list of offsets 0..4096 (e.g. 0..128 or 0,1,32; at most 256)")
                : 129;
}

/* The global sectors per request of each row, from Nsight Compute, added to the rows from `first`. */
static int add_ncu(lab_bench *b, const lab_args *a, int first, const size_t *offsets, int noffsets)
{
    static const char *const metrics[4] = {
        "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
        "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"};
    char child[8192], ncu[512];
    int w = lab_ncu_child_args(a, child, sizeof child);
    if (w >= 0) w += snprintf(child + w, sizeof child - w, " --n %zu --offset ", (size_t)1 << 20);
    for (int i = 0; i < noffsets && w >= 0 && w < (int)sizeof child; i++)
        w += snprintf(child + w, sizeof child - w, "%s%zu", i ? "," : "", offsets[i]);
    if (w < 0 || w >= (int)sizeof child) {
        fprintf(stderr, "cuprim: --ncu: the profiled command line is too long\n");
        return -1;
    }
    const int rows = b->count - first;
    double(*v)[4] = calloc((size_t)rows + 1, sizeof *v);
    const int got = v ? lab_ncu("cup_access_", metrics, child, v, rows, ncu, sizeof ncu) : -1;
    int missing = 0;
    for (int i = 0; i < rows && got >= 0; i++) {
        lab_row *r = &b->rows[first + i];
        const int have = i < got && v[i][0] > 0 && v[i][2] > 0;
        missing += !have;
        if (!have) continue;
        LAB_APPEND(r->note, "  sectors/request load %5.2f store %5.2f (ncu)", v[i][3] / v[i][2], v[i][1] / v[i][0]);
        LAB_APPEND(r->json, ", \"sectors_per_request\": {\"load\": %.3f, \"store\": %.3f}", v[i][3] / v[i][2],
                   v[i][1] / v[i][0]);
    }
    free(v);
    if (got < 0) return -1;
    if (missing) fprintf(stderr, "cuprim: --ncu: %d of %d rows without metrics\n", missing, rows);
    char title[700];
    snprintf(title, sizeof title, "access, measured by Nsight Compute (%s)", ncu);
    lab_print_table(b, first, title);
    return missing ? -1 : 0;
}

static int access_table(lab_bench *b, const lab_args *a, const char *const *variants, size_t n, const size_t *offsets,
                        int noffsets, int block)
{
    size_t max_off = 0;
    for (int i = 0; i < noffsets; i++) max_off = offsets[i] > max_off ? offsets[i] : max_off;
    n &= ~(size_t)1; /* even, for aos/soa */
    const size_t elems = n + max_off, bytes = elems * 4;
    LAB_NEED_MEMORY(b, 3.0 * (double)bytes, 3.0 * (double)bytes, "access of %zu floats", n);
    abench w = {.asked = block, .offsets = offsets, .n = n, .bytes = bytes};
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
        if (failures >= 0 && a && lab_opt(a, "ncu") && add_ncu(b, a, first, offsets, noffsets) != 0) failures++;
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
    for (int i = 0; i <= 128; i++) sweep[i] = (size_t)i;
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
