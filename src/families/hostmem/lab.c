/* The hostmem family in the lab: bytes between the host and the GPU through pageable, pinned,
 * write-combined, registered, mapped and managed memory. Every run's bytes are checked word by
 * word where they land (cup_hostmem_variant's VERIFY); the check first proves that VERIFY sees
 * a transfer that did not happen, then that every variant's bytes arrive, at odd sizes too. The
 * benchmark's rows are GB/s against the pinned host-to-device copy measured in the same run. */
#include "lab/lab.h"
#include "families/hostmem/api.h"

#include <string.h>

static int both_ways(const cup_variant_info *v) { return (v->traits & CUP_HOSTMEM_BOTH_WAYS) != 0; }

/* "4 KiB", "1 MiB + 12 B" */
static void size_text(size_t bytes, char *buf, size_t len)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB"};
    int u = 0;
    while (u < 3 && bytes >= ((size_t)1024 << (10 * u))) u++;
    const size_t unit = (size_t)1 << (10 * u), whole = bytes / unit, rest = bytes % unit;
    if (rest) snprintf(buf, len, "%zu %s + %zu B", whole, units[u], rest);
    else snprintf(buf, len, "%zu %s", whole, units[u]);
}

/* One round on a prepared state, the check's and the bench's: RESET, RUN (unless `run` is 0), VERIFY
 * into *wrong, the words that did not arrive as written. */
static cup_status hostmem_round(cup_handle_t h, int id, cup_hostmem_state **st, int run, uint64_t *wrong)
{
    cup_status s = cup_hostmem_variant(h, id, CUP_HOSTMEM_RESET, 0, 0, st, NULL);
    if (s == CUP_STATUS_SUCCESS && run) s = cup_hostmem_variant(h, id, CUP_HOSTMEM_RUN, 0, 0, st, NULL);
    return s == CUP_STATUS_SUCCESS ? cup_hostmem_variant(h, id, CUP_HOSTMEM_VERIFY, 0, 0, st, wrong) : s;
}

/* ---- check ---------------------------------------------------------------------------------------- */

/* One prepared size of variant k: a RESET with no RUN must show every word missing (VERIFY is
 * not blind), then two rounds of RESET, RUN, VERIFY must show none (the second round repeats
 * what a timed run does after the first: managed pages fault over again, copies overwrite). */
static void check_size(lab_check_ctx *c, int k, size_t bytes, lab_rng *rng)
{
    const cup_variant_info *v = lab_check_variant(c, k);
    const uint64_t words = bytes / 4 * (both_ways(v) ? 2 : 1);
    const uint32_t seed = (uint32_t)lab_rand(rng);
    cup_hostmem_state *st = NULL;
    char why[400], size[40];
    size_text(bytes, size, sizeof size);
    const int used = snprintf(why, sizeof why, "%s (%zu bytes): ", size, bytes);
    cup_status s = cup_hostmem_variant(c->h, c->ids[k], CUP_HOSTMEM_PREPARE, bytes, seed, &st, NULL);
    for (int round = 0; round < 3 && s == CUP_STATUS_SUCCESS; round++) {
        uint64_t wrong = UINT64_MAX;
        const uint64_t want = round == 0 ? words : 0;
        s = hostmem_round(c->h, c->ids[k], &st, round > 0, &wrong);
        if (s == CUP_STATUS_SUCCESS)
            lab_check_countf(c, k, wrong != want, "%s (%zu bytes), %s: %llu words wrong, want %llu", size, bytes,
                             round == 0 ? "reset without a run" : "after a run", (unsigned long long)wrong,
                             (unsigned long long)want);
    }
    lab_check_call(c, k, why, sizeof why, (size_t)used, s); /* a failed call: a failed run */
    if (cup_hostmem_variant(c->h, c->ids[k], CUP_HOSTMEM_RELEASE, 0, 0, &st, NULL) != CUP_STATUS_SUCCESS || st)
        lab_check_failf(c, k, "%s: release: %s", size, cup_last_error(c->h));
}

/* --max-n is in bytes here. */
static void hostmem_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    (void)cache; /* host memory is not cached by the GPU's L2 in a way the sizes must get past */
    static const size_t sizes[] = {4, 12, 4096, 4096 + 4, 65536 + 60, ((size_t)1 << 20) + 12, ((size_t)16 << 20) + 8};
    lab_rng rng = {c->o->seed ^ 0x686f73746d656dull};
    size_t within[7], most;
    const int count = lab_sizes_within(sizes, 7, max_n, within, &most);
    /* as bench's: the pinned and pageable host buffers and a read-back, the device and managed ones */
    if (lab_check_holds(c, 3.0 * (double)most, 2.0 * (double)most, "hostmem of %zu bytes", most)) return;
    LAB_CHECK_EACH(k, c, &lab_family_hostmem, -1)
        for (int i = 0; i < count; i++) check_size(c, k, within[i], &rng);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

/* 4 KiB, 16 KiB, ... 1 GiB: the sweep across sizes */
enum { SWEEP = 10 };

typedef struct hbench {
    cup_handle_t h;
    size_t first; /* row j of each variant moves first x 4^j bytes */
    int id;
    uint32_t seed;
    cup_hostmem_state *st;
} hbench;

static cup_status hostmem_work(cup_handle_t h, void *p)
{
    hbench *w = p;
    return cup_hostmem_variant(h, w->id, CUP_HOSTMEM_RUN, 0, 0, &w->st, NULL);
}

static cup_status hostmem_reset(cup_handle_t h, void *p)
{
    hbench *w = p;
    return cup_hostmem_variant(h, w->id, CUP_HOSTMEM_RESET, 0, 0, &w->st, NULL);
}

static void release_row(hbench *w)
{
    if (w->st && cup_hostmem_variant(w->h, w->id, CUP_HOSTMEM_RELEASE, 0, 0, &w->st, NULL) != CUP_STATUS_SUCCESS)
        fprintf(stderr, "cuprim: hostmem: release: %s\n", cup_last_error(w->h));
}

static int hostmem_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    hbench *w = p;
    release_row(w); /* the previous row's buffers */
    const size_t bytes = w->first << (2 * j);
    char size[40];
    size_text(bytes, size, sizeof size);
    r->dtype = CUP_B1, r->n = bytes;
    snprintf(r->note, sizeof r->note, "  %s", size);
    w->id = id;
    if (cup_hostmem_variant(w->h, id, CUP_HOSTMEM_PREPARE, bytes, w->seed ^ (uint32_t)j, &w->st, NULL) !=
        CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: hostmem %s, %s: %s\n", v->name, size, cup_last_error(w->h));
        return -1;
    }
    run->bytes = (double)bytes * (both_ways(v) ? 2 : 1);
    run->footprint = bytes;
    run->prepare = v->traits & CUP_HOSTMEM_RESET_EACH_RUN ? hostmem_reset : NULL;
    return 0;
}

static int hostmem_verify(void *p, cup_handle_t h, cup_status *s)
{
    hbench *w = p;
    uint64_t wrong = 1;
    *s = hostmem_round(h, w->id, &w->st, 1, &wrong);
    if (*s == CUP_STATUS_SUCCESS && wrong)
        fprintf(stderr, "cuprim: hostmem %s: %llu words did not arrive as written\n", cup_variant_get(w->id)->name,
                (unsigned long long)wrong);
    return *s == CUP_STATUS_SUCCESS && wrong == 0;
}

/* `variants` at first, 4 x first, ... (nsizes rows each) */
static int hostmem_table(lab_bench *b, const char *const *variants, size_t first, int nsizes)
{
    /* a row's pinned and pageable host buffers and read-back, its device and managed buffers */
    const size_t last = first << (2 * (nsizes - 1));
    LAB_NEED_MEMORY(b, 3 * (double)last, 2 * (double)last, "hostmem of %zu bytes", last);
    hbench w = {.h = b->h, .first = first, .seed = (uint32_t)lab_table_seed(b, first, (uint64_t)nsizes)};
    char lo[40], hi[40];
    size_text(first, lo, sizeof lo);
    size_text(last, hi, sizeof hi);
    const lab_table table = {.family = &lab_family_hostmem, .variants = variants, .dtype = CUP_B1, .rows = nsizes,
                             .ceiling = LAB_CEILING_H2D, .ctx = &w, .setup = hostmem_setup,
                             .verify = hostmem_verify, .work = hostmem_work};
    const int failures = lab_table_runf(b, &table, "hostmem, %s%s%s per run", lo, nsizes == 1 ? "" : " to ",
                                        nsizes == 1 ? "" : hi);
    release_row(&w);
    return failures;
}

/* Every variant at 64 MiB (past the L2, ~1 ms a copy), then pinned against pageable H2D across
 * 4 KiB .. 1 GiB: where the fixed cost of a copy stops mattering, and what staging costs. */
static int hostmem_suite(lab_bench *b)
{
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) return 0;
    static const char *const h2d[] = {"pinned-h2d", "pageable-h2d", NULL};
    int failures = 0;
    LAB_ADD(hostmem_table(b, lab_all, (size_t)64 << 20, 1));
    LAB_ADD(hostmem_table(b, h2d, 4096, SWEEP));
    return failures;
}

static int hostmem_bench(lab_bench *b, const lab_args *a)
{
    if (a->n_set && (a->n % 4 || a->n > CUP_HOSTMEM_MAX_BYTES))
        lab_usage("hostmem --n is in bytes: a multiple of 4 up to 1 GiB (2^30), not %zu", a->n);
    if (a->n_set) return hostmem_table(b, lab_variants(a), a->n, 1);
    return a->nvariants ? hostmem_table(b, a->variants, 4096, SWEEP) : hostmem_suite(b);
}

/* ---- the API contract: the stateful demonstrations' one (lab_stateful_contract) ----------------- */

static cup_status hostmem_op(cup_handle_t h, int variant, int op, size_t bytes, int config, void **state,
                             uint64_t *checked, uint64_t *wrong)
{
    const cup_status s = cup_hostmem_variant(h, variant, (cup_hostmem_op)op, bytes, (uint32_t)config,
                                             (cup_hostmem_state **)state, wrong);
    if (checked && s == CUP_STATUS_SUCCESS) *checked = 1; /* every word, counted in *wrong */
    return s;
}

static size_t hostmem_good(const cup_variant_info *v) { return (void)v, 4096 + 4; }
static size_t hostmem_bad(const cup_variant_info *v, size_t bad) { return (void)v, bad; }

static const lab_stateful hostmem_ops = {
    .prepare = CUP_HOSTMEM_PREPARE, .reset = CUP_HOSTMEM_RESET, .run = CUP_HOSTMEM_RUN, .verify = CUP_HOSTMEM_VERIFY,
    .release = CUP_HOSTMEM_RELEASE, .op = hostmem_op, .max_bytes = CUP_HOSTMEM_MAX_BYTES, .good_bytes = hostmem_good,
    .bad_bytes = hostmem_bad,
};

static void hostmem_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    lab_stateful_contract(h, t, rng, &lab_family_hostmem, &hostmem_ops);
}

const lab_family lab_family_hostmem = {
    LAB_FAMILY_IS(hostmem),
    .takes = LAB_TAKES_N,
    .block = LAB_BLOCK_NONE,
    .bench_help =
        "cuprim bench hostmem [--n BYTES] [--variant V]...\n"
        "  Bytes between the host and the GPU through pageable, pinned, write-combined, registered,\n"
        "  mapped (zero-copy) and managed memory, each run checked word by word. --n: bytes per run\n"
        "  (a multiple of 4, up to 2^30) for the selected variants (default all); --variant alone:\n"
        "  those variants at 4 KiB, 16 KiB, ... 1 GiB; neither: every variant at 64 MiB, then pinned\n"
        "  and pageable H2D across 4 KiB .. 1 GiB. GB/s counts the bytes moved (bidirectional: both\n"
        "  ways) against the pinned H2D copy measured in the same run. CUDA only.\n",
    .check_help =
        "hostmem: every variant at 4, 12, 4096, 4100, 65596 bytes, 1 MiB + 12 and 16 MiB + 8 (--max-n\n"
        "  in bytes): a reset without a run must show every word missing, then two runs every word\n"
        "  arrived.\n",
    .bench = hostmem_bench,
    .suite = hostmem_suite,
    .check = hostmem_check,
    .api_test = hostmem_api_test,
};
