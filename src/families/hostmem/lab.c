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
    cup_status s = cup_hostmem_variant(c->h, c->ids[k], CUP_HOSTMEM_PREPARE, bytes, seed, &st, NULL);
    for (int round = 0; round < 3 && s == CUP_STATUS_SUCCESS; round++) {
        uint64_t wrong = UINT64_MAX;
        s = cup_hostmem_variant(c->h, c->ids[k], CUP_HOSTMEM_RESET, 0, 0, &st, NULL);
        if (s == CUP_STATUS_SUCCESS && round > 0) s = cup_hostmem_variant(c->h, c->ids[k], CUP_HOSTMEM_RUN, 0, 0, &st, NULL);
        if (s == CUP_STATUS_SUCCESS) s = cup_hostmem_variant(c->h, c->ids[k], CUP_HOSTMEM_VERIFY, 0, 0, &st, &wrong);
        if (s != CUP_STATUS_SUCCESS) break;
        const uint64_t want = round == 0 ? words : 0;
        if (wrong != want)
            snprintf(why, sizeof why, "%s (%zu bytes), %s: %llu words wrong, want %llu", size, bytes,
                     round == 0 ? "reset without a run" : "after a run", (unsigned long long)wrong,
                     (unsigned long long)want);
        lab_check_count(c, k, wrong == want ? NULL : why);
    }
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why, sizeof why, "%s (%zu bytes): %s", size, bytes, cup_last_error(c->h));
        lab_check_count(c, k, why);
    }
    if (cup_hostmem_variant(c->h, c->ids[k], CUP_HOSTMEM_RELEASE, 0, 0, &st, NULL) != CUP_STATUS_SUCCESS || st) {
        snprintf(why, sizeof why, "%s: release: %s", size, cup_last_error(c->h));
        lab_check_fail(c, k, why);
    }
}

/* --max-n is in bytes here. */
static void hostmem_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    (void)cache; /* host memory is not cached by the GPU's L2 in a way the sizes must get past */
    static const size_t sizes[] = {4, 12, 4096, 4096 + 4, 65536 + 60, ((size_t)1 << 20) + 12, ((size_t)16 << 20) + 8};
    lab_rng rng = {c->o->seed ^ 0x686f73746d656dull};
    size_t most = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) most = sizes[i] <= max_n ? sizes[i] : most;
    if (lab_check_holds(c, 3.0 * (double)most, 2.0 * (double)most, "hostmem of %zu bytes", most)) return; /* as bench's */
    LAB_CHECK_EACH(k, c, &lab_family_hostmem, -1)
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
            if (sizes[i] <= max_n) check_size(c, k, sizes[i], &rng);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct hbench {
    cup_handle_t h;
    const size_t *sizes; /* row j of each variant moves sizes[j] bytes */
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
    const size_t bytes = w->sizes[j];
    char size[40];
    size_text(bytes, size, sizeof size);
    r->dtype = CUP_B1, r->n = bytes;
    snprintf(r->note, sizeof r->note, "  %s", size);
    w->id = id;
    if (cup_hostmem_variant(w->h, id, CUP_HOSTMEM_PREPARE, bytes, w->seed ^ (uint32_t)j, &w->st, NULL) != CUP_STATUS_SUCCESS) {
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
    *s = hostmem_reset(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = hostmem_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_hostmem_variant(h, w->id, CUP_HOSTMEM_VERIFY, 0, 0, &w->st, &wrong);
    if (*s == CUP_STATUS_SUCCESS && wrong)
        fprintf(stderr, "cuprim: hostmem %s: %llu words did not arrive as written\n", cup_variant_get(w->id)->name,
                (unsigned long long)wrong);
    return *s == CUP_STATUS_SUCCESS && wrong == 0;
}

static int hostmem_table(lab_bench *b, const char *const *variants, const size_t *sizes, int nsizes)
{
    /* a row's pinned and pageable host buffers and read-back, its device and managed buffers */
    const double most = (double)sizes[nsizes - 1];
    LAB_NEED_MEMORY(b, 3 * most, 2 * most, "hostmem of %zu bytes", sizes[nsizes - 1]);
    hbench w = {.h = b->h, .sizes = sizes, .seed = (uint32_t)lab_table_seed(b, sizes[0], (uint64_t)nsizes)};
    char lo[40], hi[40];
    size_text(sizes[0], lo, sizeof lo);
    size_text(sizes[nsizes - 1], hi, sizeof hi);
    const lab_table table = {.family = &lab_family_hostmem, .variants = variants, .dtype = CUP_B1, .rows = nsizes,
                             .ceiling = LAB_CEILING_H2D, .ctx = &w, .setup = hostmem_setup,
                             .verify = hostmem_verify, .work = hostmem_work};
    const int failures = lab_table_runf(b, &table, "hostmem, %s%s%s per run", lo, nsizes == 1 ? "" : " to ",
                                        nsizes == 1 ? "" : hi);
    release_row(&w);
    return failures;
}

/* 4 KiB, 16 KiB, ... 1 GiB: the sweep across sizes */
enum { SWEEP = 10 };
static void sweep_sizes(size_t *sizes)
{
    for (int i = 0; i < SWEEP; i++) sizes[i] = (size_t)4096 << (2 * i);
}

/* Every variant at 64 MiB (past the L2, ~1 ms a copy), then pinned against pageable H2D across
 * 4 KiB .. 1 GiB: where the fixed cost of a copy stops mattering, and what staging costs. */
static int hostmem_suite(lab_bench *b)
{
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) return 0;
    static const char *const h2d[] = {"pinned-h2d", "pageable-h2d", NULL};
    const size_t mid = (size_t)64 << 20;
    size_t sizes[SWEEP];
    sweep_sizes(sizes);
    int failures = 0;
    LAB_ADD(hostmem_table(b, lab_all, &mid, 1));
    LAB_ADD(hostmem_table(b, h2d, sizes, SWEEP));
    return failures;
}

static int hostmem_bench(lab_bench *b, const lab_args *a)
{
    if (a->n_set && (a->n % 4 || a->n > CUP_HOSTMEM_MAX_BYTES))
        lab_usage("hostmem --n is in bytes: a multiple of 4 up to 1 GiB (2^30), not %zu", a->n);
    const char *const *variants = lab_variants(a);
    if (a->n_set) return hostmem_table(b, variants, &a->n, 1);
    if (!a->nvariants) return hostmem_suite(b);
    size_t sizes[SWEEP];
    sweep_sizes(sizes);
    return hostmem_table(b, variants, sizes, SWEEP);
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
