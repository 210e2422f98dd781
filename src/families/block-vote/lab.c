/* The block-vote family in the lab: its reference, its check sweep, its benchmark tables and
 * its API contract. The reference folds each segment's `block` places one by one from the
 * identity, straight from the definition in api.h; it shares nothing with the library's CPU
 * variants, so a bug there cannot hide itself. */
#include "lab/lab.h"
#include "families/block-vote/api.h"

#include <stdlib.h>
#include <string.h>

enum { SMALL_N = 65537 }; /* up to here: every accepted block size, the input checked after each variant */
#define POISON 0xa5a5a5a5u /* 0xa5 bytes: no vote of at most 1024 predicates is this */

static size_t segments_of(size_t n, int block) { return n / (size_t)block + (n % (size_t)block != 0); }

/* ---- the reference ------------------------------------------------------------------------------ */

/* want[s] for every segment: its `block` places folded from the identity, those past n voting
 * the identity (false for count and or, true for and). */
static void vote_reference(cup_vote_op op, const int32_t *pred, size_t n, int block, uint32_t *want)
{
    const uint32_t identity = op == CUP_VOTE_AND;
    for (size_t s = 0, seg = segments_of(n, block); s < seg; s++) {
        uint32_t acc = identity;
        for (size_t i = s * (size_t)block; i < (s + 1) * (size_t)block; i++) {
            const uint32_t p = i < n ? pred[i] != 0 : identity;
            acc = op == CUP_VOTE_COUNT ? acc + p : op == CUP_VOTE_AND ? acc & p : acc | p;
        }
        want[s] = acc;
    }
}

/* ---- data --------------------------------------------------------------------------------------- */

typedef enum vote_data {
    DATA_ZERO,       /* every predicate false */
    DATA_ONE,        /* every predicate true */
    DATA_HALF,       /* each true with probability 1/2 */
    DATA_SPARSE,     /* each true with probability 1/1000 */
    DATA_LAST_FALSE, /* true but the last of each segment: catches and/count off by one */
    DATA_KINDS
} vote_data;
static const char *const data_names[DATA_KINDS] = {"all-false", "all-true", "half-true", "sparse", "last-false"};

/* A true predicate is any non-zero int32 (negative ones and INT32_MIN included), so a variant
 * that tests p == 1 or p & 1 instead of p != 0 fails. */
static void vote_fill(int32_t *pred, size_t n, vote_data kind, int block, lab_rng *r)
{
    for (size_t i = 0; i < n; i++) {
        int truth;
        switch (kind) {
        case DATA_ZERO: truth = 0; break;
        case DATA_ONE: truth = 1; break;
        case DATA_HALF: truth = (int)(lab_rand(r) >> 63); break;
        case DATA_SPARSE: truth = lab_rand(r) % 1000 == 0; break;
        default: truth = i % (size_t)block != (size_t)block - 1; break;
        }
        const uint32_t bits = (uint32_t)(lab_rand(r) >> 32);
        pred[i] = truth ? (bits ? (int32_t)bits : 1) : 0;
    }
}

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct vcheck {
    lab_check_ctx *c;
    lab_in pred;                             /* the predicates: host, backend, read-back */
    uint32_t *want[CUP_VOTE_OP_COUNT];       /* the reference of each op */
    lab_out out;
} vcheck;

/* One run: out between its margins of poison, the vote, every word and the margins compared. */
static void run_one(vcheck *x, int k, cup_vote_op op, size_t n, int block, int seg, vote_data kind)
{
    lab_check_ctx *c = x->c;
    const size_t bytes = segments_of(n, seg) * 4;
    char why[400];
    const int len = snprintf(why, sizeof why, "%s n=%zu block %d%s data=%s: ", cup_vote_op_name(op), n, seg,
                             block ? "" : " (default)", data_names[kind]);
    cup_status s = lab_out_poisoned(c->h, &x->out, bytes);
    if (s == CUP_STATUS_SUCCESS) s = cup_block_vote_variant(c->h, c->ids[k], block, op, x->pred.dev, n, lab_out_at(&x->out));
    if (s == CUP_STATUS_SUCCESS) s = lab_out_read(c->h, &x->out, bytes);
    if (lab_check_call(c, k, why, sizeof why, (size_t)len, s)) return;
    lab_check_count(c, k, lab_out_verdict(&x->out, x->want[op], bytes, 4, why + len, sizeof why - len) ? why : NULL);
}

/* Does variant v run at block `seg`: every block it takes (`all`), else its default alone. */
static int runs_at(const cup_variant_info *v, int seg, int all)
{
    return all ? seg >= v->block_min && seg <= v->block_max : seg == v->block_default;
}

/* One data set of n predicates (for segments of `seg` where the kind depends on them), every
 * op, every variant that runs at `seg`. */
static void check_data(vcheck *x, size_t n, int seg, int all, vote_data kind, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    vote_fill((int32_t *)x->pred.host, n, kind, seg, rng);
    if (lab_in_upload(c, &x->pred, n * 4, "block-vote predicates") != 0) return;
    for (int op = 0; op < CUP_VOTE_OP_COUNT; op++)
        vote_reference((cup_vote_op)op, (const int32_t *)x->pred.host, n, seg, x->want[op]);
    LAB_CHECK_EACH(k, c, &lab_family_block_vote, -1) {
        if (!runs_at(lab_check_variant(c, k), seg, all)) continue;
        for (int op = 0; op < CUP_VOTE_OP_COUNT; op++) run_one(x, k, (cup_vote_op)op, n, all ? seg : 0, seg, kind);
        if (n <= SMALL_N && lab_in_changed(c, &x->pred, n * 4))
            lab_check_failf(c, k, "block-vote n=%zu block %d data=%s: pred modified", n, seg, data_names[kind]);
    }
    if (n > SMALL_N) lab_in_intact(c, &x->pred, n * 4, "block-vote n=%zu block %d data=%s", n, seg, data_names[kind]);
}

static void block_vote_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    if (c->o->dtype >= 0 && c->o->dtype != CUP_I32) return; /* the predicates are int32 */
    static const size_t ladder[] = {1, 2, 31, 32, 33, 63, 64, 65, 255, 256, 257, 1023, 1024, 1025, 4097, 65537,
                                    1000003};
    enum { LADDER = sizeof ladder / sizeof ladder[0] };
    size_t sizes[LADDER + 2], largest; /* and one past three times the cache */
    const int count = lab_check_sizes(c, ladder, LADDER, 3 * cache / 4 + 1, 0, max_n, sizes, &largest);
    /* the predicates (lab_in), each op's expected words, the output and its read-back */
    const double in = (double)(largest * 4), words = (double)(segments_of(largest, 64) * 4 + 2 * LAB_MARGIN);
    if (lab_check_holds(c, 2 * in + (CUP_VOTE_OP_COUNT + 1) * words, in + words, "block-vote n=%zu", largest)) return;
    vcheck x = {c, {0}, {NULL}, {0}};
    int ready = lab_in_room(c, &x.pred, largest * 4, "block-vote predicates") == 0;
    for (int op = 0; op < CUP_VOTE_OP_COUNT; op++) ready &= (x.want[op] = malloc(segments_of(largest, 64) * 4 + 4)) != NULL;
    lab_rng rng = {c->o->seed ^ 0x626c6f636b766f74ull};
    for (int i = 0; i < count && ready; i++) {
        const size_t n = sizes[i];
        const int all = c->o->all_blocks && n <= SMALL_N;
        for (int seg = 64; seg <= 1024; seg *= 2) {
            int any = 0;
            LAB_CHECK_EACH(k, c, &lab_family_block_vote, -1) any |= runs_at(lab_check_variant(c, k), seg, all);
            for (int kind = 0; any && kind < DATA_KINDS; kind++) check_data(&x, n, seg, all, (vote_data)kind, &rng);
        }
        lab_check_progress(c, "block-vote n=%zu", n);
    }
    lab_in_free(c->h, &x.pred), lab_out_free(c->h, &x.out);
    for (int op = 0; op < CUP_VOTE_OP_COUNT; op++) free(x.want[op]);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct vbench {
    cup_vote_op op;
    int want_block; /* the block io.want holds the reference for; 0: none yet */
} vbench;

static cup_status vote_work(cup_handle_t h, void *p)
{
    const lab_io *io = p;
    return cup_block_vote_variant(h, io->id, io->block, ((const vbench *)io->ctx)->op, io->in, io->n, io->out);
}

/* The row's out holds a word per segment of its block, whose reference is made here. */
static int vote_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    lab_io *io = p;
    vbench *w = io->ctx;
    if (lab_io_setup(io, id, v, j, r, run) != 0) return -1;
    io->out_bytes = segments_of(io->n, r->block) * 4;
    run->footprint = io->in_bytes + io->out_bytes;
    if (w->want_block != r->block) vote_reference(w->op, io->host, io->n, r->block, (uint32_t *)io->want);
    w->want_block = r->block;
    return 0;
}

/* One table: the selected variants voting `op` over n random predicates, half of them true. */
static int vote_table(lab_bench *b, const char *const *variants, cup_vote_op op, size_t n, int block)
{
    vbench w = {op, 0};
    /* out: room for the most segments, at the smallest block */
    lab_io io = {.asked = block, .dtype = CUP_I32, .n = n, .op = cup_vote_op_name(op), .bytes = 4.0 * (double)n,
                 .in_bytes = n * 4, .out_bytes = segments_of(n, 64) * 4, .work = vote_work, .what = "block-vote",
                 .ctx = &w};
    LAB_NEED_MEMORY(b, lab_io_host_bytes(&io), lab_io_backend_bytes(&io), "block-vote of %zu predicates", n);
    if (lab_io_alloc(b, &io) != 0) return -1;
    lab_rng rng = {lab_table_seed(b, n, 0x766f7465ull + (uint64_t)op)};
    vote_fill(io.host, n, DATA_HALF, 64, &rng);
    int failures = -1;
    if (lab_io_upload(b->h, &io) == CUP_STATUS_SUCCESS) {
        const lab_table table = {.family = &lab_family_block_vote, .variants = variants, .dtype = CUP_I32, .ops = 1u << op,
                                 .ceiling = LAB_CEILING_READ, .ctx = &io, .setup = vote_setup,
                                 .verify = lab_io_verify, .work = vote_work};
        failures = lab_table_runf(b, &table, "block-vote %s, n = %zu int32 predicates, half true (GB/s: the %.1f MiB read)",
                                  cup_vote_op_name(op), n, n * 4 / 1048576.0);
    }
    lab_io_free(b, &io);
    return failures;
}

/* One table per op (`only` < 0: all three) at n (0: the backend's default). */
static int vote_tables(lab_bench *b, const char *const *variants, int only, size_t n, int block)
{
    if (!n) n = cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 26 : (size_t)1 << 22;
    int failures = 0;
    for (int op = 0; op < CUP_VOTE_OP_COUNT; op++)
        if (only < 0 || op == only) LAB_ADD(vote_table(b, variants, (cup_vote_op)op, n, block));
    return failures;
}

static int block_vote_bench(lab_bench *b, const lab_args *a)
{
    const char *ops[CUP_VOTE_OP_COUNT + 1] = {NULL}; /* the library's names, index = op */
    for (int op = 0; op < CUP_VOTE_OP_COUNT; op++) ops[op] = cup_vote_op_name((cup_vote_op)op);
    return vote_tables(b, lab_variants(a), lab_opt_pick(a, "op", ops, -1), a->n_set ? a->n : 0, a->block);
}

/* Every variant, each op, at the default n. */
static int block_vote_suite(lab_bench *b)
{
    return vote_tables(b, lab_all, -1, 0, 0);
}

/* ---- the API contract ----------------------------------------------------------------------------- */

enum { API_N = 4096, API_WORDS = API_N / 64 + 16 };

#define REFUSED(want, call) LAB_REFUSED(x, want, call)
#define VOTE(block, op, p, n, o) cup_block_vote_variant(h, i, block, op, p, n, o) /* variant i on h */

/* Every way to misuse cup_block_vote_variant: a status, a message, pred and out untouched. */
static void refusals(lab_api *x)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    int32_t *pred = x->in;
    uint32_t *out = x->out;
    LAB_EACH_FOREIGN(id, h, &lab_family_block_vote)
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_block_vote_variant(h, id, 0, CUP_VOTE_COUNT, pred, API_N, out));
    LAB_EACH_VARIANT(i, h, &lab_family_block_vote) {
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(0, CUP_VOTE_COUNT, NULL, API_N, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(0, CUP_VOTE_COUNT, pred, API_N, NULL));
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(0, CUP_VOTE_OP_COUNT, pred, API_N, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(0, (cup_vote_op)-1, pred, API_N, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(96, CUP_VOTE_COUNT, pred, API_N, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(2048, CUP_VOTE_COUNT, pred, API_N, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(32, CUP_VOTE_AND, pred, API_N, out));
        REFUSED(CUP_STATUS_INVALID_POINTER, VOTE(0, CUP_VOTE_OR, (const int32_t *)((char *)pred + 2), API_N - 1, out));
        REFUSED(CUP_STATUS_INVALID_POINTER, VOTE(0, CUP_VOTE_OR, pred, API_N, (uint32_t *)((char *)out + 1)));
        /* out inside pred */
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(0, CUP_VOTE_COUNT, pred, API_N, (uint32_t *)pred + 8));
        REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(0, CUP_VOTE_COUNT, pred, SIZE_MAX / 2, out));
        if (cup_get_backend(h) == CUP_BACKEND_CUDA) {
            REFUSED(CUP_STATUS_INVALID_POINTER, VOTE(0, CUP_VOTE_COUNT, (const int32_t *)x->host, API_N, out));
            /* n past the end of pred's allocation */
            REFUSED(CUP_STATUS_INVALID_VALUE, VOTE(0, CUP_VOTE_COUNT, pred, (size_t)API_N + 10000000, out));
        }
        /* n = 0 does nothing, whatever the pointers */
        LAB_EXPECT_STATUS(t, h, VOTE(0, CUP_VOTE_AND, pred, 0, out), CUP_STATUS_SUCCESS);
        lab_api_untouched(x, "n = 0");
        LAB_EXPECT_STATUS(t, h, VOTE(0, CUP_VOTE_AND, NULL, 0, NULL), CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(t, h, VOTE(1024, CUP_VOTE_OR, pred, API_N, out), CUP_STATUS_SUCCESS);
        LAB_EXPECT(t, cup_last_error(h)[0] == '\0', "success clears the message");
        LAB_EXPECT_STATUS(t, h, lab_api_poison(x), CUP_STATUS_SUCCESS);
    }
}

/* Worked by hand on n = 70: with block 64 two segments, pred[0..64) and the partial
 * pred[64..70); with the default block (256) one. True predicates are non-zero values other
 * than 1. */
static const struct vote_case {
    const char *what;
    int block;
    int32_t fill, at_value; /* every predicate is `fill`, but pred[at] is `at_value` */
    int at;
    uint32_t want[CUP_VOTE_OP_COUNT][2]; /* out[0], out[1] of count, and, or */
} vote_cases[] = {
    {"true but the last of segment 0", 64, -3, 0, 63, {{63, 6}, {0, 1}, {1, 1}}},
    {"false but the last of the partial segment", 64, 0, 2, 69, {{0, 1}, {0, 0}, {0, 1}}},
    {"all true", 64, INT32_MIN, INT32_MIN, 0, {{64, 6}, {1, 1}, {1, 1}}},
    {"one false, default block", 0, 7, 0, 5, {{69, POISON}, {0, POISON}, {1, POISON}}},
};

static void semantics(lab_api *x)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    enum { N = 70 };
    for (size_t c = 0; c < sizeof vote_cases / sizeof vote_cases[0]; c++) {
        const struct vote_case *vc = &vote_cases[c];
        int32_t host[N];
        for (int i = 0; i < N; i++) host[i] = i == vc->at ? vc->at_value : vc->fill;
        LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, host, sizeof host), CUP_STATUS_SUCCESS);
        LAB_EACH_VARIANT(i, h, &lab_family_block_vote) {
            const cup_variant_info *v = cup_variant_get(i);
            for (int op = 0; op < CUP_VOTE_OP_COUNT; op++) {
                uint32_t got[4] = {0};
                LAB_EXPECT_STATUS(t, h, cup_memset(h, x->out, 0xa5, sizeof got), CUP_STATUS_SUCCESS);
                LAB_EXPECT_STATUS(t, h, VOTE(vc->block, (cup_vote_op)op, x->in, N, x->out), CUP_STATUS_SUCCESS);
                LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, x->out, sizeof got), CUP_STATUS_SUCCESS);
                LAB_EXPECT(t, got[0] == vc->want[op][0] && got[1] == vc->want[op][1] && got[2] == POISON &&
                                  got[3] == POISON,
                           "%s %s, %s: got {%#x, %#x, %#x, %#x}, want {%#x, %#x} then poison", v->name,
                           cup_vote_op_name((cup_vote_op)op), vc->what, got[0], got[1], got[2], got[3],
                           vc->want[op][0], vc->want[op][1]);
            }
        }
    }
}

static void block_vote_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    LAB_NAMES_ROUND_TRIP(t, cup_vote_op, CUP_VOTE_OP_COUNT, cup_vote_op_name, cup_vote_op_from_name, "xor");
    LAB_EXPECT(t, strcmp(cup_vote_op_name(CUP_VOTE_AND), "and") == 0, "CUP_VOTE_AND is \"and\"");
    lab_api x;
    if (lab_api_open(&x, h, t, rng, API_N * 4, API_WORDS * 4, 0) != 0) return;
    refusals(&x), semantics(&x);
    lab_api_close(&x);
}

static const lab_option block_vote_options[] = {{"op", "O"}, {NULL, NULL}};

const lab_family lab_family_block_vote = {
    LAB_FAMILY_IS(block_vote),
    .takes = LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = block_vote_options,
    .bench_help =
        "cuprim bench block-vote [--op count|and|or] [--n N] [--block B] [--variant V]...\n"
        "  One vote per block-sized segment of n int32 predicates, half of them true (default n:\n"
        "  2^26 on the GPU, 2^22 on the CPU); one table per op (default: all three). GB/s counts\n"
        "  the 4 n bytes of predicates read, against the streaming-read ceiling. --block is the\n"
        "  segment length, a power of two, 64..1024 (default 256).\n",
    .check_help =
        "block-vote: n = 1, 2, 31..33, 63..65, 255..257, 1023..1025, 4097, 65537, 1000003 and past the\n"
        "  cache, every op, predicates all false, all true, half true, sparse, and true but the last\n"
        "  of each segment; every accepted block size (to n = 65537); every word of out and 64 bytes\n"
        "  of poison either side of it, the input unchanged.\n",
    .bench = block_vote_bench,
    .suite = block_vote_suite,
    .check = block_vote_check,
    .api_test = block_vote_api_test,
};
