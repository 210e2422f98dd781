/* The smem-banks family in the lab: each shared-memory tile pattern's output checked exactly,
 * its time through shared memory, and its transactions per request from the exact 32-bank
 * model, which --ncu sets beside what Nsight Compute counts. */
#include "lab/lab.h"
#include "families/smem-banks/api.h"

#include <math.h>
#include <string.h>

/* What thread i of a block holds after `rounds` rounds: the sum over the rounds of the value
 * its partner stored (itself, or its transpose in the read-by-column patterns) plus the round. */
static uint32_t expected(const cup_variant_info *v, size_t i, uint32_t rounds)
{
    const uint32_t bx = (uint32_t)v->shapes[0][0], by = (uint32_t)v->shapes[0][1], threads = bx * by;
    const uint32_t idx = (uint32_t)(i % threads);
    const uint32_t src = strstr(v->name, "set-row-read-col") ? (idx % by) * bx + idx / by : idx;
    return rounds * src + rounds * (rounds - 1) / 2;
}

/* One run of a pattern: the check's and a bench row's. */
typedef struct brun {
    int id, rounds;
    size_t blocks, threads;
    const cup_variant_info *v;
    uint32_t *out, *got; /* room for 1000 blocks (the check) or the table's; the read-back */
} brun;

static cup_status smem_banks_work(cup_handle_t h, void *p)
{
    const brun *w = p;
    return cup_smem_banks_variant(h, w->id, w->blocks, w->rounds, w->out);
}

/* out poisoned, the run, out read back: the outputs not as expected (*first: the first of them);
 * 0 with *s set when a call failed. */
static size_t wrong_outputs(brun *w, cup_handle_t h, cup_status *s, size_t *first)
{
    const size_t count = w->blocks * w->threads;
    size_t bad = 0;
    *s = cup_memset(h, w->out, 0xa5, count * 4);
    if (*s == CUP_STATUS_SUCCESS) *s = smem_banks_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, w->got, w->out, count * 4);
    for (size_t i = 0; i < count && *s == CUP_STATUS_SUCCESS; i++)
        if (w->got[i] != expected(w->v, i, (uint32_t)w->rounds) && bad++ == 0) *first = i;
    return bad;
}

/* ---- check ---------------------------------------------------------------------------------------- */

static void smem_banks_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    (void)cache;
    static const size_t block_counts[] = {1, 3, 1000};
    LAB_CHECK_EACH(k, c, &lab_family_smem_banks, -1) {
        const cup_variant_info *v = lab_check_variant(c, k);
        brun w = {.id = c->ids[k], .v = v, .threads = (size_t)v->shapes[0][0] * (size_t)v->shapes[0][1]};
        if (lab_check_holds(c, 1000.0 * (double)w.threads * 4, 1000.0 * (double)w.threads * 4, "smem-banks")) continue;
        lab_mem m = {.h = c->h};
        w.got = lab_host(&m, 1000 * w.threads * 4), w.out = lab_dev(&m, 1000 * w.threads * 4);
        for (int bi = 0; bi < 3 && lab_mem_check_ok(c, k, &m, "the output"); bi++)
            for (w.rounds = 1; w.rounds <= 7; w.rounds += 6) { /* 1 and 7 rounds */
                w.blocks = block_counts[bi];
                if (bi > 0 && w.blocks * w.threads > max_n) continue; /* --max-n, as under the sanitizers */
                char why[300];
                const int len = snprintf(why, sizeof why, "%zu blocks x %d rounds: ", w.blocks, w.rounds);
                cup_status s;
                size_t first = 0;
                const size_t bad = wrong_outputs(&w, c->h, &s, &first);
                if (!lab_check_call(c, k, why, sizeof why, (size_t)len, s))
                    lab_check_countf(c, k, bad != 0, "%s%zu of %zu outputs wrong, first at %zu", why, bad,
                                     w.blocks * w.threads, first);
            }
        double st = 0, ld = 0;
        if (cup_smem_banks_model(v->name, &st, &ld) != CUP_STATUS_SUCCESS || st < 1 || ld < 1 || st > 32 || ld > 32)
            lab_check_countf(c, k, 1, "the bank model has no answer for it (%g, %g)", st, ld);
        lab_mem_free(&m);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

static int smem_banks_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    brun *w = p;
    double st = 0, ld = 0;
    cup_smem_banks_model(v->name, &st, &ld);
    w->id = id, w->v = v, w->threads = (size_t)v->shapes[0][0] * (size_t)v->shapes[0][1];
    r->bx = v->shapes[0][0], r->by = v->shapes[0][1], r->n = w->blocks * w->threads;
    snprintf(r->note, sizeof r->note, "  tx/request store %4.1f load %4.1f (model)", st, ld);
    snprintf(r->json, sizeof r->json,
             ", \"smem_tx_per_request\": {\"model\": {\"store\": %.3f, \"load\": %.3f}, \"ncu\": null}", st, ld);
    run->bytes = 8.0 * (double)w->rounds * (double)(w->blocks * w->threads); /* a store and a load per round */
    run->footprint = w->blocks * w->threads * 4;
    return 0;
}

static int smem_banks_verify(void *p, cup_handle_t h, cup_status *s)
{
    size_t first = 0;
    return wrong_outputs(p, h, s, &first) == 0 && *s == CUP_STATUS_SUCCESS;
}

/* Wavefronts per request from Nsight Compute beside the model's answer; a disagreement fails the row. */
static int ncu_row(lab_row *r, const double *v)
{
    double mst = 0, mld = 0;
    cup_smem_banks_model(r->variant, &mst, &mld);
    const double st = v[1] / v[0], ld = v[3] / v[2];
    const int agree = fabs(st - mst) < 0.05 && fabs(ld - mld) < 0.05;
    LAB_APPEND(r->note, "  ncu %4.1f %4.1f %s", st, ld, agree ? "agree" : "DISAGREE");
    snprintf(r->json, sizeof r->json,
             ", \"smem_tx_per_request\": {\"model\": {\"store\": %.3f, \"load\": %.3f}, \"ncu\": {\"store\": %.3f, "
             "\"load\": %.3f}}",
             mst, mld, st, ld);
    if (agree) return 0;
    fprintf(stderr, "cuprim: %s: the bank model and ncu disagree\n", r->variant);
    r->ok = 0;
    return 1;
}

static int smem_banks_table(lab_bench *b, const lab_args *a, const char *const *variants)
{
    /* the child for ncu needs one small launch per variant: the ratios do not depend on size */
    brun w = {.rounds = b->ncu_child ? 1 : 256,
              .blocks = b->ncu_child ? 4 : (size_t)64 * (size_t)(b->info.sm_count ? b->info.sm_count : 1)};
    /* the output and its read-back */
    LAB_NEED_MEMORY(b, (double)w.blocks * 1024 * 4, (double)w.blocks * 1024 * 4, "smem-banks");
    lab_mem m = {.h = b->h};
    w.got = lab_host(&m, w.blocks * 1024 * 4), w.out = lab_dev(&m, w.blocks * 1024 * 4);
    int failures = -1;
    if (lab_mem_ok(&m, "the smem-banks output")) {
        const lab_table table = {.family = &lab_family_smem_banks, .variants = variants, .dtype = CUP_U32,
                                 .ceiling = LAB_CEILING_FASTEST, .ctx = &w, .setup = smem_banks_setup,
                                 .verify = smem_banks_verify, .work = smem_banks_work};
        const int first = b->count;
        failures = lab_table_runf(b, &table, "smem-banks: %zu blocks x %d rounds; GB/s through shared memory", w.blocks,
                                  w.rounds);
        static const char *const metrics[4] = {
            "smsp__sass_inst_executed_op_shared_st.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
            "smsp__sass_inst_executed_op_shared_ld.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"};
        if (failures >= 0 && a && lab_opt(a, "ncu") &&
            lab_ncu_rows(b, a, first, "cup_smem_banks_kernel", metrics, "", ncu_row) != 0)
            failures++;
    }
    lab_mem_free(&m);
    return failures;
}

static int smem_banks_bench(lab_bench *b, const lab_args *a)
{
    b->ncu_child = lab_opt(a, "ncu-child") != NULL;
    return smem_banks_table(b, a, lab_variants(a));
}

static int smem_banks_suite(lab_bench *b)
{
    return cup_get_backend(b->h) == CUP_BACKEND_CUDA ? smem_banks_table(b, NULL, lab_all) : 0;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

/* The bank model against the classic analysis of square and rectangular tiles: a row of 32
 * words is one bank each; a column of a 32-wide tile is one bank (32-way); a 16-wide rect tile
 * read down its columns puts 16 distinct words in each of 2 banks; padding spreads them. These
 * are worked by hand, so a model that drifts from that reasoning fails. */
static void smem_banks_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    (void)rng;
    static const struct {
        const char *name;
        double st, ld;
    } want[] = {{"set-row-read-row", 1, 1},           {"set-col-read-col", 32, 32},
                {"set-row-read-col", 1, 32},          {"set-row-read-col-pad", 1, 1},
                {"set-row-read-col-dyn", 1, 32},      {"set-row-read-col-dyn-pad", 1, 1},
                {"rect-set-row-read-row", 1, 1},      {"rect-set-col-read-col", 16, 16},
                {"rect-set-row-read-col", 1, 16},     {"rect-set-row-read-col-pad", 1, 1},
                {"rect-set-row-read-col-dyn", 1, 16}, {"rect-set-row-read-col-dyn-pad", 1, 1}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        double st = -1, ld = -1;
        LAB_EXPECT(t, cup_smem_banks_model(want[i].name, &st, &ld) == CUP_STATUS_SUCCESS, "model of %s", want[i].name);
        LAB_EXPECT(t, st == want[i].st && ld == want[i].ld, "%s: store %g load %g, want %g %g", want[i].name, st, ld,
                   want[i].st, want[i].ld);
    }
    double st, ld;
    LAB_EXPECT(t, cup_smem_banks_model("set-diagonal", &st, &ld) == CUP_STATUS_INVALID_VALUE, "unknown pattern");
    LAB_EXPECT(t, cup_smem_banks_model(NULL, &st, &ld) == CUP_STATUS_INVALID_VALUE, "NULL name");
    uint32_t word;
    LAB_EACH_FOREIGN(id, h, &lab_family_smem_banks)
        LAB_EXPECT_STATUS(t, h, cup_smem_banks_variant(h, id, 1, 1, &word), CUP_STATUS_INVALID_VALUE);
    LAB_EACH_VARIANT(i, h, &lab_family_smem_banks) {
        LAB_EXPECT_STATUS(t, h, cup_smem_banks_variant(h, i, 1, 0, &word), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, cup_smem_banks_variant(h, i, 1, 1, NULL), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, cup_smem_banks_variant(h, i, 0, 1, NULL), CUP_STATUS_SUCCESS);
    }
}

static const lab_option smem_banks_options[] = {{"ncu", NULL}, {"ncu-child", NULL}, {NULL, NULL}};

static const char *const banks_gpu_check[] = {"ncu --ncu", NULL};

const lab_family lab_family_smem_banks = {
    LAB_FAMILY_IS(smem_banks),
    .gpu_check = banks_gpu_check,
    .block = LAB_BLOCK_NONE,
    .options = smem_banks_options,
    .bench_help =
        "cuprim bench smem-banks [--variant V]... [--ncu]\n"
        "  Each shared-memory tile pattern: time through shared memory (ceiling: the fastest row) and\n"
        "  transactions per request from the exact 32-bank model; --ncu adds Nsight Compute's\n"
        "  wavefronts per request, which must agree with the model.\n",
    .check_help = "smem-banks: the block's output over 1, 3 and 1000 blocks and 1 and 7 rounds, and the bank\n"
                  "  model's answer for each pattern.\n",
    .bench = smem_banks_bench,
    .suite = smem_banks_suite,
    .check = smem_banks_check,
    .api_test = smem_banks_api_test,
};
