/* The transpose family in the lab: its check sweep (every output byte, inside the matrix and
 * out), its benchmark tables (with the shared-memory carveout as a parameter) and its API
 * contract. */
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- one transpose, run and compared once: for the check, the bench and the contract ------------- */

/* A request: rows x cols of t from the input buffer (leading dimension ld_in) into the output
 * buffer (ld_out), the matrices starting off_in and off_out elements into them. */
typedef struct treq {
    cup_dtype t;
    size_t rows, cols, ld_in, ld_out, off_in, off_out;
} treq;

/* Elements of the input and output buffers a request spans (the output: the larger of a
 * transpose's and a copy's, which writes rows x cols tight). */
static size_t in_elems(const treq *q) { return q->off_in + (q->rows ? (q->rows - 1) * q->ld_in + q->cols : 0); }
static size_t out_elems(const treq *q)
{
    const size_t e = q->cols ? (q->cols - 1) * q->ld_out + q->rows : 0;
    return q->off_out + (e > q->rows * q->cols ? e : q->rows * q->cols);
}

/* The output buffer expected from the input buffer `in`: the matrix transposed (a copy bound,
 * `copy`: copied rows x cols tight), poison (0xa5) everywhere else. */
static void transpose_want(const treq *q, int copy, const unsigned char *in, unsigned char *want)
{
    const size_t S = cup_dtype_size(q->t);
    memset(want, 0xa5, out_elems(q) * S);
    for (size_t r = 0; r < q->rows; r++)
        for (size_t c = 0; c < q->cols; c++)
            memcpy(want + (q->off_out + (copy ? r * q->cols + c : c * q->ld_out + r)) * S,
                   in + (q->off_in + r * q->ld_in + c) * S, S);
}

/* Variant id (< 0: cup_transpose) with block bx x by, from the input buffer `in` into the output
 * buffer `out` (backend memory). */
static cup_status transpose_call(cup_handle_t h, int id, int bx, int by, const treq *q, const void *in, void *out)
{
    const size_t S = cup_dtype_size(q->t);
    const char *from = (const char *)in + q->off_in * S;
    char *to = (char *)out + q->off_out * S;
    return id < 0 ? cup_transpose(h, q->t, q->rows, q->cols, from, q->ld_in, to, q->ld_out)
                  : cup_transpose_variant(h, id, bx, by, q->t, q->rows, q->cols, from, q->ld_in, to, q->ld_out);
}

/* A request's buffers, for the check, the bench and the contract: the input buffer as uploaded
 * and in backend memory, the output buffer between margins of poison, and what it must hold. */
typedef struct trig {
    treq q;
    unsigned char *host;
    void *in;
    lab_out out;
    unsigned char *want; /* out_elems(&q) elements */
    int built;           /* what want holds: a transpose's (0) or a copy's (1) output; -1: neither yet */
} trig;

static int copies(const cup_variant_info *v) { return v && (v->traits & CUP_TRANSPOSE_COPY_BOUND) != 0; }

/* The output buffer poisoned with its margins, the call (v: the variant, NULL for cup_transpose),
 * all of it read back: the status of the first step that failed, and *wrong NULL when the buffer
 * holds what that call must leave there and the margins are still poison, else why (into why). */
static cup_status transpose_run(cup_handle_t h, trig *g, int id, const cup_variant_info *v, int bx, int by,
                                const char **wrong, char *why, size_t len)
{
    const size_t S = cup_dtype_size(g->q.t), bytes = out_elems(&g->q) * S;
    if (g->built != copies(v)) transpose_want(&g->q, copies(v), g->host, g->want), g->built = copies(v);
    cup_status s = lab_out_poisoned(h, &g->out, bytes);
    if (s == CUP_STATUS_SUCCESS) s = transpose_call(h, id, bx, by, &g->q, g->in, lab_out_at(&g->out));
    if (s == CUP_STATUS_SUCCESS) s = lab_out_read(h, &g->out, bytes);
    *wrong = s == CUP_STATUS_SUCCESS ? lab_out_verdict(&g->out, g->want, bytes, S, why, len) : NULL;
    return s;
}

/* ---- check ---------------------------------------------------------------------------------------- */

/* Variant k on one case (`what`) with block bx x by, counted as a run. */
static void transpose_one(lab_check_ctx *c, trig *g, int k, const char *what, int bx, int by)
{
    char why[480];
    const int line = snprintf(why, sizeof why, "%s block %dx%d: ", what, bx, by);
    const char *wrong;
    const cup_status s = transpose_run(c->h, g, c->ids[k], lab_check_variant(c, k), bx, by, &wrong, why + line,
                                       sizeof why - line);
    if (!lab_check_call(c, k, why, sizeof why, (size_t)line, s)) lab_check_count(c, k, wrong ? why : NULL);
}

static void transpose_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const lab_check_opts *o = c->o;
    lab_rng rng = {o->seed ^ 0x7472616e73706f73ull};
    /* one dtype per element size, f32/f64 so the cuBLAS row takes part */
    static const cup_dtype types[] = {CUP_B1, CUP_B2, CUP_F32, CUP_F64, CUP_B16};
    for (size_t ti = 0; ti < sizeof types / sizeof types[0]; ti++) {
        const cup_dtype t = types[ti];
        if (o->dtype >= 0 && cup_dtype_size((cup_dtype)o->dtype) != cup_dtype_size(t)) continue;
        const cup_dtype use = o->dtype >= 0 ? (cup_dtype)o->dtype : t;
        const size_t S = cup_dtype_size(use);
        static const size_t shapes[][2] = {{1, 1},     {1, 37},    {37, 1},  {2, 2},      {31, 33},  {32, 32},
                                           {33, 4097}, {4097, 33}, {64, 64}, {1000, 999}, {513, 2049},
                                           {32, 127}}; /* 32x127: realigned tiles under the sanitizers' cap */
        treq cases[64]; /* those of at most max_n elements */
        int n = 0;
        for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
            const size_t r = shapes[i][0], cl = shapes[i][1];
            if (r * cl > max_n) continue;
            cases[n++] = (treq){use, r, cl, cl, r, 0, 0};         /* tight */
            cases[n++] = (treq){use, r, cl, cl + 3, r + 5, 0, 0}; /* sub-matrices: leading dimensions */
            cases[n++] = (treq){use, r, cl, cl, r, 1, 1};         /* start one element off alignment */
            cases[n++] = (treq){use, r, cl, cl + 1, r + 2, 3, 3}; /* every row at its own offset, both sides */
        }
        cases[n++] = (treq){use, 0, 17, 17, 1, 0, 0};
        cases[n++] = (treq){use, 17, 0, 1, 17, 0, 0};
        /* past the cache: a tall, odd matrix several times the L2 */
        const size_t big_rows = 4099, big_cols = 3 * cache / (S * big_rows) + 3;
        if (big_rows * big_cols <= max_n) cases[n++] = (treq){use, big_rows, big_cols, big_cols, big_rows, 0, 0};
        size_t in_max = 1, out_max = 1;
        for (int i = 0; i < n; i++) {
            in_max = in_elems(&cases[i]) > in_max ? in_elems(&cases[i]) : in_max;
            out_max = out_elems(&cases[i]) > out_max ? out_elems(&cases[i]) : out_max;
        }
        /* the input (lab_in), the output expected, and the output with its margins and its read-back */
        const double out_bytes = (double)(out_max * S + 2 * LAB_MARGIN);
        if (lab_check_holds(c, (double)(2 * in_max * S) + 2 * out_bytes, (double)(in_max * S) + out_bytes,
                            "transpose %s %zu elements", cup_dtype_name(use), in_max))
            continue;
        lab_in in = {0};
        trig g = {.want = malloc(out_max * S)};
        const int ready = g.want && lab_in_room(c, &in, in_max * S, "transpose") == 0;
        for (int i = 0; i < n && ready; i++) {
            g.q = cases[i], g.host = in.host, g.in = in.dev, g.built = -1;
            const size_t in_bytes = in_elems(&g.q) * S;
            lab_fill(in.host, use, in_elems(&g.q), LAB_DATA_FULL, &rng);
            if (lab_in_upload(c, &in, in_bytes, "transpose") != 0) break;
            char what[160];
            snprintf(what, sizeof what, "%s %zux%zu ld %zu/%zu offset %zu", cup_dtype_name(use), g.q.rows, g.q.cols,
                     g.q.ld_in, g.q.ld_out, g.q.off_in);
            const int small = g.q.rows * g.q.cols <= ((size_t)1 << 16);
            LAB_CHECK_EACH(k, c, &lab_family_transpose, use) {
                const cup_variant_info *v = lab_check_variant(c, k);
                const int all = o->all_blocks && v->shapes && g.q.rows * g.q.cols <= ((size_t)1 << 17);
                for (const int(*sh)[2] = v->shapes; all && (*sh)[0]; sh++)
                    transpose_one(c, &g, k, what, (*sh)[0], (*sh)[1]);
                if (!all) transpose_one(c, &g, k, what, 0, 0);
                /* small inputs: after every variant, so the one that wrote it is named */
                if (small && lab_in_changed(c, &in, in_bytes)) lab_check_failf(c, k, "%s: input modified", what);
            }
            if (!small) lab_in_intact(c, &in, in_bytes, "%s", what);
            lab_check_progress(c, "transpose %s", what);
        }
        lab_in_free(h, &in), lab_out_free(h, &g.out);
        free(g.want);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct tbench {
    int id, asked_x, asked_y, bx, by, carveout;
    int misalign;    /* LAB_MISALIGN_* bits: g.q's off_in, off_out one element past 16 bytes */
    size_t bytes;    /* the matrix's, which GB/s counts twice (read + write) */
    const cup_variant_info *v; /* the row's */
    trig g;
} tbench;

static cup_status transpose_work(cup_handle_t h, void *p)
{
    const tbench *w = p;
    return transpose_call(h, w->id, w->bx, w->by, &w->g.q, w->g.in, lab_out_at(&w->g.out));
}

static int transpose_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    tbench *w = p;
    const treq *q = &w->g.q;
    r->rows = q->rows, r->cols = q->cols;
    w->id = id, w->v = v, w->bx = w->by = 0;
    if (w->misalign) LAB_APPEND(r->json, ", \"misalign\": \"%s\"", lab_misalign_name(w->misalign));
    if (q->ld_in != q->cols || q->ld_out != q->rows)
        LAB_APPEND(r->json, ", \"ld_in\": %zu, \"ld_out\": %zu", q->ld_in, q->ld_out);
    /* the carveout reaches the shared-memory ladder kernels only (cuprim_lab.h) */
    if (v->backend == CUP_BACKEND_CUDA && strncmp(v->name, "smem", 4) == 0) {
        if (w->carveout >= 0) {
            snprintf(r->note, sizeof r->note, "  carveout %d%%", w->carveout);
            LAB_APPEND(r->json, ", \"carveout\": %d", w->carveout);
        } else {
            snprintf(r->note, sizeof r->note, "  carveout default");
            LAB_APPEND(r->json, ", \"carveout\": null");
        }
    }
    run->bytes = 2.0 * (double)w->bytes; /* read + written */
    run->footprint = w->bytes + (out_elems(q) - q->off_out) * cup_dtype_size(q->t);
    if (!v->shapes) return 0;
    r->bx = w->asked_x ? w->asked_x : v->shapes[0][0], r->by = w->asked_x ? w->asked_y : v->shapes[0][1];
    for (const int(*sh)[2] = v->shapes; (*sh)[0]; sh++)
        if ((*sh)[0] == r->bx && (*sh)[1] == r->by) return w->bx = w->asked_x, w->by = w->asked_y, 0;
    return -1; /* not one of its shapes: reported, not silently changed */
}

/* every byte of the output buffer and its margins, a copy bound's as a transpose's (the first
 * wrong one on stderr) */
static int transpose_verify(void *p, cup_handle_t h, cup_status *s)
{
    tbench *w = p;
    const char *wrong;
    char why[300];
    *s = transpose_run(h, &w->g, w->id, w->v, w->bx, w->by, &wrong, why, sizeof why);
    if (wrong)
        fprintf(stderr, "cuprim: transpose %s %zux%zu %s: %s\n", cup_dtype_name(w->g.q.t), w->g.q.rows, w->g.q.cols,
                w->v->name, why);
    return *s == CUP_STATUS_SUCCESS && !wrong;
}

/* One table per carveout value: the selected variants on a rows x cols matrix of t, with leading
 * dimensions ld_in and ld_out (0: tight). */
static int transpose_table(lab_bench *b, const char *const *variants, cup_dtype t, size_t rows, size_t cols,
                           size_t ld_in, size_t ld_out, int bx, int by, int carveout, int misalign)
{
    cup_handle_t h = b->h;
    lab_mem m = {.h = h};
    const size_t S = cup_dtype_size(t), bytes = rows * cols * S;
    /* the output 256 bytes into its allocation, so that its alignment is the allocation's */
    const treq q = {t, rows, cols, ld_in ? ld_in : cols, ld_out ? ld_out : rows, (misalign & LAB_MISALIGN_IN) != 0,
                    (misalign & LAB_MISALIGN_OUT) != 0};
    tbench w = {.asked_x = bx, .asked_y = by, .carveout = carveout, .misalign = misalign, .bytes = bytes,
                .g = {.q = q, .out = {.margin = 256}, .built = -1}};
    const size_t in_bytes = in_elems(&q) * S, out_bytes = out_elems(&q) * S;
    /* host: the input buffer, the output expected, the output read back with its margins;
     * backend: the input, the output with its margins */
    LAB_NEED_MEMORY(b, (double)in_bytes + 2.0 * (double)out_bytes + 512, (double)in_bytes + (double)out_bytes + 512,
                    "transpose of %zux%zu %s", rows, cols, cup_dtype_name(t));
    w.g.host = lab_host(&m, in_bytes), w.g.in = lab_dev(&m, in_bytes), w.g.want = lab_host(&m, out_bytes);
    if (m.s == CUP_STATUS_SUCCESS) m.s = lab_out_poisoned(h, &w.g.out, out_bytes);
    if (m.s == CUP_STATUS_SUCCESS) {
        lab_rng rng = {lab_table_seed(b, rows, cols ^ ((uint64_t)t << 56))};
        lab_fill(w.g.want, t, rows * cols, LAB_DATA_FULL, &rng); /* the matrix, tight, in want's room until a check */
        memset(w.g.host, 0x3c, in_bytes); /* the gaps: filler */
        for (size_t r = 0; r < rows; r++)
            memcpy(w.g.host + (q.off_in + r * q.ld_in) * S, w.g.want + r * cols * S, cols * S);
        m.s = cup_copy_to_backend(h, w.g.in, w.g.host, in_bytes);
    }
    if (m.s == CUP_STATUS_SUCCESS) m.s = cup_set_smem_carveout(h, carveout);
    int failures = -1;
    if (lab_mem_ok(&m, "the transpose's matrices")) {
        char lds[64] = "";
        if (q.ld_in != cols || q.ld_out != rows) snprintf(lds, sizeof lds, ", ld %zu/%zu", q.ld_in, q.ld_out);
        const lab_table table = {.family = &lab_family_transpose, .variants = variants, .dtype = (int)t,
                                 .ceiling = LAB_CEILING_COPY, .ctx = &w, .setup = transpose_setup,
                                 .verify = transpose_verify, .work = transpose_work};
        failures = lab_table_runf(b, &table, "transpose %s, %zux%zu%s (%.1f MiB)%s%s%s; GB/s counts read + write",
                                  cup_dtype_name(t), rows, cols, lds, bytes / 1048576.0,
                                  carveout >= 0 ? ", shared-memory carveout set" : "",
                                  misalign ? ", misaligned by one element: " : "", misalign ? lab_misalign_name(misalign) : "");
    }
    cup_set_smem_carveout(h, -1);
    lab_out_free(h, &w.g.out), lab_mem_free(&m);
    return failures;
}

/* --carveout P[,P...]: -1 ("default") or a percentage; checked by the library's own rule (the
 * CPU takes only the default) before any table runs. */
static int parse_carveouts(cup_handle_t h, const char *text, int *out, int max)
{
    int n = 0;
    char buf[256];
    if (!text) return out[0] = -1, 1;
    if (snprintf(buf, sizeof buf, "%s", text) >= (int)sizeof buf) lab_usage("--carveout: the list is too long");
    for (char *p = buf, *comma, *end; p; p = comma ? comma + 1 : NULL) {
        if ((comma = strchr(p, ','))) *comma = '\0';
        const int dflt = strcmp(p, "default") == 0;
        const long c = dflt ? -1 : strtol(p, &end, 10);
        if ((!dflt && (!*p || *end)) || c < -1 || c > 100 || n == max)
            lab_usage("--carveout: '%s' is not a percentage 0..100 or 'default' (at most %d values)", p, max);
        if (cup_set_smem_carveout(h, (int)c) != CUP_STATUS_SUCCESS) lab_usage("--carveout: %s", cup_last_error(h));
        out[n++] = (int)c;
    }
    cup_set_smem_carveout(h, -1);
    return n;
}

static int transpose_bench(lab_bench *b, const lab_args *a)
{
    const size_t side = cup_get_backend(b->h) == CUP_BACKEND_CUDA ? 8192 : 4096;
    size_t rows = side, cols = side;
    const char *shape = lab_opt(a, "shape");
    if (shape && (lab_parse_size_pair(shape, 'x', &rows, &cols) || !rows || !cols || rows > ((size_t)1 << 40) / cols))
        lab_usage("--shape: '%s' is not ROWSxCOLS of at most 2^40 elements (e.g. 8192x16387)", shape);
    size_t ld_in = 0, ld_out = 0;
    const char *ld = lab_opt(a, "ld");
    if (ld && (lab_parse_size_pair(ld, ',', &ld_in, &ld_out) || ld_in < cols || ld_out < rows ||
               ld_in > ((size_t)1 << 40) / rows || ld_out > ((size_t)1 << 40) / cols))
        lab_usage("--ld: '%s' is not LD_IN,LD_OUT with LD_IN >= %zu columns and LD_OUT >= %zu rows, each matrix at "
                  "most 2^40 elements", ld, cols, rows);
    int carveouts[16];
    const int nc = parse_carveouts(b->h, lab_opt(a, "carveout"), carveouts, 16);
    int failures = 0;
    for (int i = 0; i < nc; i++)
        LAB_ADD(transpose_table(b, lab_variants(a), a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_F32,
                                rows, cols, ld_in, ld_out, a->block, a->block_y, carveouts[i],
                                lab_misalign(a, LAB_MISALIGN_IN | LAB_MISALIGN_OUT)));
    return failures;
}

/* The ladder at 8192^2 f32 (CPU: 4096^2); best against cuBLAS at four shapes for f32 and f64;
 * best alone (against a plain copy) for the element sizes cuBLAS has nothing for; and on the
 * GPU the padded shared-memory kernel at each carveout preference. */
static int transpose_suite(lab_bench *b)
{
    static const char *const best_only[] = {"best", NULL},
                             *const best_and_cublas[] = {"best", "cublas", NULL},
                             *const best_and_copy[] = {"best", "copy-row", NULL}, *const smem_pad[] = {"smem-pad", NULL};
    const int gpu = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    const size_t side = gpu ? 8192 : 4096;
    int failures = 0;
    LAB_ADD(transpose_table(b, lab_all, CUP_F32, side, side, 0, 0, 0, 0, -1, 0));
    const size_t shapes[][2] = {{4096, 4096}, {8192, 8192}, {16384, 16384}, {8192, 16387}};
    const cup_dtype types[] = {CUP_F32, CUP_F64};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4 && gpu; j++) {
            if (types[i] == CUP_F32 && shapes[j][0] == side && shapes[j][1] == side) continue; /* above */
            LAB_ADD(transpose_table(b, best_and_cublas, types[i], shapes[j][0], shapes[j][1], 0, 0, 0, 0, -1, 0));
        }
    const cup_dtype narrow[] = {CUP_B1, CUP_B2, CUP_B8, CUP_B16};
    for (int i = 0; i < 4; i++) LAB_ADD(transpose_table(b, gpu ? best_and_copy : best_only, narrow[i], side, side, 0, 0, 0, 0, -1, 0));
    static const int carveouts[] = {-1, 0, 25, 50, 100};
    for (int i = 0; i < 5 && gpu; i++) LAB_ADD(transpose_table(b, smem_pad, CUP_F32, 8192, 8192, 0, 0, 0, 0, carveouts[i], 0));
    if (!gpu) return failures;
    /* odd shapes, so that a cliff away from the powers of two shows in every record: rows not
     * 16-byte aligned, narrow and degenerate matrices */
    static const struct {
        cup_dtype t;
        size_t rows, cols, ld_in, ld_out; /* ld 0: tight */
    } odd[] = {{CUP_F32, 8191, 8193, 0, 0},
               {CUP_F32, 4097, 4097, 0, 0},
               {CUP_F32, 12345, 6789, 0, 0},
               {CUP_F32, 10000, 10000, 0, 0},
               {CUP_F32, 10000, 10000, 10007, 10003}, /* sub-matrices of odd leading dimensions */
               {CUP_F64, 12345, 6789, 0, 0},
               {CUP_F64, 6000, 6000, 0, 0},
               {CUP_B1, 10000, 10000, 0, 0},
               {CUP_B2, 4097, 4097, 0, 0},
               {CUP_B1, 33, 1000001, 0, 0},
               {CUP_B1, 1000001, 33, 0, 0},
               {CUP_F32, 1, (size_t)1 << 26, 0, 0},
               {CUP_F32, (size_t)1 << 26, 1, 0, 0}};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        const int blas = odd[i].t == CUP_F32 || odd[i].t == CUP_F64;
        const int degenerate = odd[i].rows == 1 || odd[i].cols == 1;
        LAB_ADD(transpose_table(b, degenerate ? best_only : blas ? best_and_cublas : best_and_copy, odd[i].t,
                                odd[i].rows, odd[i].cols, odd[i].ld_in, odd[i].ld_out, 0, 0, -1, 0));
    }
    /* 8192^2 f32 with in, out and both one element past a 16-byte boundary */
    for (int m = LAB_MISALIGN_IN; m <= (LAB_MISALIGN_IN | LAB_MISALIGN_OUT); m++)
        LAB_ADD(transpose_table(b, best_and_cublas, CUP_F32, 8192, 8192, 0, 0, 0, 0, -1, m));
    /* small matrices, where the launch is the cost: their rows carry the back-to-back time */
    static const size_t small[] = {64, 128, 256};
    for (int i = 0; i < 3; i++) LAB_ADD(transpose_table(b, best_and_cublas, CUP_F32, small[i], small[i], 0, 0, 0, 0, -1, 0));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

#define REFUSED(want, call) LAB_REFUSED(x, want, call)

/* cup_transpose's contract: misuse refused with nothing written; a sub-matrix with leading
 * dimensions through the production call and each variant, the gaps between output rows left
 * alone. */
static void transpose_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    enum { R = 37, C = 53, LDI = 60, LDO = 41 };
    lab_api api, *x = &api;
    if (lab_api_open(x, h, t, rng, R * LDI * 8, C * LDO * 8, 0) != 0) return;
    for (int i = 0; i < R * LDI; i++) lab_put(CUP_F64, x->host, (size_t)i, (double)lab_rand(rng));
    LAB_EXPECT_STATUS(t, h, lab_api_restore(x), CUP_STATUS_SUCCESS);
    char *in = x->in, *out = x->out;
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, (cup_dtype)42, R, C, in, LDI, out, LDO));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, R, C, NULL, LDI, out, LDO));
    LAB_EXPECT_STATUS(t, h, cup_transpose(h, CUP_F64, R, C, in, LDI, NULL, LDO), CUP_STATUS_INVALID_VALUE);
    LAB_REFUSED_SAYING(x, CUP_STATUS_INVALID_VALUE, "ld_in", cup_transpose(h, CUP_F64, R, C, in, C - 1, out, LDO));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, R, C, in, LDI, out, R - 1));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_transpose(h, CUP_F64, R, C, in + 4, LDI, out, LDO));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, R, C, in, LDI, in + 8, LDO)); /* overlap */
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, SIZE_MAX / 4, C, in, LDI, out, LDO));
    REFUSED(CUP_STATUS_SUCCESS, cup_transpose(h, CUP_F64, 0, C, in, LDI, out, LDO)); /* empty: a no-op */
    REFUSED(CUP_STATUS_SUCCESS, cup_transpose(h, CUP_F64, R, 0, NULL, LDI, NULL, LDO));
    /* memory cup_malloc did not give, and an ld running past the end of the allocation */
    LAB_REFUSED_SAYING(x, CUP_STATUS_INVALID_POINTER, "host memory",
                       cup_transpose(h, CUP_F64, R, C, x->host, LDI, out, LDO));
    LAB_REFUSED_SAYING(x, CUP_STATUS_INVALID_VALUE, "allocation",
                       cup_transpose(h, CUP_F64, R, C, in, LDI * 1000, out, LDO));
    const int best = lab_find(h, &lab_family_transpose, "best");
    LAB_EXPECT(t, best >= 0, "transpose best is registered");
    LAB_EACH_FOREIGN(id, h, &lab_family_transpose)
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_transpose_variant(h, id, 0, 0, CUP_F64, R, C, in, LDI, out, LDO));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_transpose_variant(h, best, 32, 8, CUP_F64, R, C, in, LDI, out, LDO));
    LAB_EACH_VARIANT(i, h, &lab_family_transpose) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->shapes)
            REFUSED(CUP_STATUS_INVALID_VALUE, cup_transpose_variant(h, i, 24, 8, CUP_F64, R, C, in, LDI, out, LDO));
        if (!(v->dtypes & (1u << CUP_B2)))
            REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_transpose_variant(h, i, 0, 0, CUP_B2, R, C, in, LDI, out, LDO));
    }
    /* the real thing: a 37 x 53 block of a 37 x 60 matrix into a 53 x 41 one, every output byte
     * (the gaps between rows, and margins of poison) checked and the input unchanged */
    trig g = {.q = {CUP_F64, R, C, LDI, LDO, 0, 0}, .host = x->host, .in = in, .built = -1};
    g.want = malloc(out_elems(&g.q) * 8);
    LAB_EXPECT(t, g.want != NULL, "out of host memory");
    LAB_EACH_CALL(i, v, h, &lab_family_transpose) {
        if (!g.want || (v && !(v->dtypes & (1u << CUP_F64)))) continue;
        const char *wrong, *name = v ? v->name : "cup_transpose";
        char why[300];
        LAB_EXPECT_STATUS(t, h, transpose_run(h, &g, i, v, 0, 0, &wrong, why, sizeof why), CUP_STATUS_SUCCESS);
        LAB_EXPECT(t, !wrong, "%s: %s", name, wrong ? why : "");
        LAB_EXPECT(t, lab_api_in_intact(x), "%s: input unchanged", name);
    }
    lab_out_free(h, &g.out), free(g.want);
    /* the carveout: a percentage or -1; the CPU has no shared memory to carve */
    LAB_EXPECT_STATUS(t, h, cup_set_smem_carveout(h, 101), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_set_smem_carveout(h, -2), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_set_smem_carveout(h, 50),
                      cup_get_backend(h) == CUP_BACKEND_CUDA ? CUP_STATUS_SUCCESS : CUP_STATUS_NOT_SUPPORTED);
    LAB_EXPECT_STATUS(t, h, cup_set_smem_carveout(h, -1), CUP_STATUS_SUCCESS);
    lab_api_close(x);
}

static const lab_option transpose_options[] = {
    {"shape", "RxC"}, {"ld", "IN,OUT"}, {"carveout", "P,..."}, {"misalign", "none|in|out|both"}, {NULL, NULL}};
static const char *const transpose_sanitize[] = {"--dtype f32", "--dtype b1", "--dtype f64", NULL};

/* The sweep's space: every element size, f32 and f64 (cuBLAS's) half the cases; 1 to 2^28
 * elements in all, the rows' share of them log-uniform (tall, square and wide alike); leading
 * dimensions tight or padded (odd paddings too); in, out or both one element off alignment. */
static const char *const sweep_dtypes[] = {"f32", "f64", "f32", "f64", "b1", "b2", "b8", "b16", NULL},
                         *const sweep_pad[] = {"0", "0", "0", "1", "3", "16", "17", "64", "1000", NULL},
                         *const sweep_misalign[] = {"none", "none", "in", "out", "both", NULL};
static const lab_sweep_dim transpose_dims[] = {LAB_DIM_PICK("dtype", sweep_dtypes),
                                               LAB_DIM_SIZE("elements", 1, 0x1p28),
                                               LAB_DIM_REAL("rows-share", 0, 1),
                                               LAB_DIM_PICK("pad-in", sweep_pad),
                                               LAB_DIM_PICK("pad-out", sweep_pad),
                                               LAB_DIM_PICK("misalign", sweep_misalign),
                                               LAB_DIM_END};

static int transpose_sweep_case(lab_sweep_case *c)
{
    const size_t total = lab_sweep_size(c, "elements");
    size_t rows = (size_t)llround(pow((double)total, lab_sweep_real(c, "rows-share")));
    rows = rows < 1 ? 1 : rows > total ? total : rows;
    const size_t cols = total / rows, pad_in = strtoull(lab_sweep_pick(c, "pad-in"), NULL, 10),
                 pad_out = strtoull(lab_sweep_pick(c, "pad-out"), NULL, 10);
    lab_sweep_arg(c, "dtype", "%s", lab_sweep_pick(c, "dtype"));
    lab_sweep_arg(c, "shape", "%zux%zu", rows, cols);
    if (pad_in || pad_out) lab_sweep_arg(c, "ld", "%zu,%zu", cols + pad_in, rows + pad_out);
    if (strcmp(lab_sweep_pick(c, "misalign"), "none") != 0) lab_sweep_arg(c, "misalign", "%s", lab_sweep_pick(c, "misalign"));
    return 0;
}

static const lab_sweep_space transpose_space = {transpose_dims, "cublas", transpose_sweep_case};

static const char *const transpose_gpu_check[] = {"summary", NULL};

static const char *const transpose_headline[] = {"--shape 8192x8192", "--shape 64x64", NULL};
const lab_family lab_family_transpose = {
    LAB_FAMILY_IS(transpose),
    .gpu_check = transpose_gpu_check,
    .group = &lab_group_transpose,
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_2D,
    .options = transpose_options,
    .bench_help =
        "cuprim bench transpose [--dtype T] [--shape RxC] [--ld IN,OUT] [--block WxH] [--carveout P,...]\n"
        "                       [--misalign none|in|out|both] [--variant V]...\n"
        "  GB/s counts bytes read plus written, against the device-to-device copy ceiling; cuBLAS\n"
        "  geam is the reference row for f32/f64. Defaults: f32, 8192x8192 (CPU: 4096x4096). --block\n"
        "  is one of the shapes 'cuprim list' shows; best and cublas pick their own. dtypes include\n"
        "  b1 b2 b4 b8 b16 (opaque bytes). --carveout: the preferred shared-memory carveout (percent,\n"
        "  or 'default') for the shared-memory ladder kernels; one table per value. --misalign starts\n"
        "  in, out or both one element past a 16-byte boundary. --ld: the leading dimensions of in and\n"
        "  out (sub-matrices; default tight); GB/s still counts the matrix's bytes, and the check\n"
        "  also asks that the gaps between output rows stay untouched.\n",
    .check_help =
        "transpose: shapes 1x1, 1x37, 37x1, 2x2, 31x33, 32x32, 33x4097, 4097x33, 64x64, 1000x999,\n"
        "  513x2049, 32x127, 0xN, Nx0 and one past the cache, each tight, with padded leading\n"
        "  dimensions, one element off alignment, and three off with odd leading dimensions (every\n"
        "  row at its own offset), for 1, 2, 4, 8 and 16-byte elements; every output byte is\n"
        "  checked, including those outside the matrix, which must stay untouched.\n",
    .bench = transpose_bench,
    .suite = transpose_suite,
    .headline = transpose_headline,
    .check = transpose_check,
    .api_test = transpose_api_test,
    .sanitize = transpose_sanitize,
    .sweep = &transpose_space,
};
