/* The transpose family in the lab: its check sweep (every output byte, inside the matrix and
 * out), its benchmark tables (with the shared-memory carveout as a parameter) and its API
 * contract. */
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct tcase {
    size_t rows, cols, ld_in, ld_out, offset; /* offset: elements before the matrices' starts */
} tcase;

typedef struct tcheck {
    lab_check_ctx *c;
    lab_in in;
    void *out;
    unsigned char *got;
} tcheck;

/* Run variant k on one case: poison all of out (margin included), transpose, read back, and
 * check every byte: the matrix's elements against `in`, everything else still poison. */
static void transpose_one(tcheck *x, int k, cup_dtype t, const tcase *tc, int bx, int by, size_t out_bytes)
{
    lab_check_ctx *c = x->c;
    const cup_variant_info *v = lab_check_variant(c, k);
    const size_t S = cup_dtype_size(t);
    const int copy = (v->traits & CUP_TRANSPOSE_COPY_BOUND) != 0;
    const size_t ld_out = copy ? tc->cols : tc->ld_out; /* copies are written rows x cols */
    char why[480];
    const int line = snprintf(why, sizeof why, "%s %zux%zu ld %zu/%zu offset %zu block %dx%d: ", cup_dtype_name(t),
                              tc->rows, tc->cols, tc->ld_in, tc->ld_out, tc->offset, bx, by);
    cup_status s = cup_memset(c->h, x->out, 0xa5, out_bytes);
    if (s == CUP_STATUS_SUCCESS)
        s = cup_transpose_variant(c->h, c->ids[k], bx, by, t, tc->rows, tc->cols, (const char *)x->in.dev + tc->offset * S,
                                  tc->ld_in, (char *)x->out + tc->offset * S, tc->ld_out);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, x->got, x->out, out_bytes);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why + line, sizeof why - line, "call failed: %s: %s", cup_status_string(s), cup_last_error(c->h));
        lab_check_count(c, k, why);
        return;
    }
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < out_bytes / S; i++) {
        /* which input element, if any, belongs at out element i */
        const unsigned char *want = NULL;
        if (i >= tc->offset && tc->rows && tc->cols) {
            const size_t j = i - tc->offset, outer = j / ld_out, inner = j % ld_out;
            const size_t r = copy ? outer : inner, col = copy ? inner : outer;
            const int inside = copy ? (outer < tc->rows && inner < tc->cols) : (outer < tc->cols && inner < tc->rows);
            if (inside) want = x->in.host + (tc->offset + r * tc->ld_in + col) * S;
        }
        int ok = 1;
        for (size_t b = 0; b < S; b++) ok &= want ? x->got[i * S + b] == want[b] : x->got[i * S + b] == 0xa5;
        if (!ok && bad++ == 0) first = i;
    }
    if (bad) snprintf(why + line, sizeof why - line, "%zu of %zu elements wrong, first at out element %zu", bad, out_bytes / S, first);
    lab_check_count(c, k, bad ? why : NULL);
}

/* Elements of in and of out (with a poisoned margin past the end) one case needs. */
static size_t in_elems(const tcase *tc) { return tc->offset + (tc->rows ? (tc->rows - 1) * tc->ld_in + tc->cols : 0); }
static size_t out_elems(const tcase *tc, size_t S)
{
    size_t e = tc->offset + (tc->cols ? (tc->cols - 1) * tc->ld_out + tc->rows : 0);
    if (tc->rows * tc->cols + tc->offset > e) e = tc->rows * tc->cols + tc->offset; /* the copies' rows x cols */
    return e + 64 / S; /* margin: a write past the end shows as a changed poison byte */
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
        tcase cases[64];
        int n = 0;
        for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
            const size_t r = shapes[i][0], cl = shapes[i][1];
            cases[n++] = (tcase){r, cl, cl, r, 0};         /* tight */
            cases[n++] = (tcase){r, cl, cl + 3, r + 5, 0}; /* sub-matrices: leading dimensions */
            cases[n++] = (tcase){r, cl, cl, r, 1};         /* start one element off alignment */
            cases[n++] = (tcase){r, cl, cl + 1, r + 2, 3}; /* every row at its own offset, both sides */
        }
        cases[n++] = (tcase){0, 17, 17, 1, 0};
        cases[n++] = (tcase){17, 0, 1, 17, 0};
        /* past the cache: a tall, odd matrix several times the L2 */
        const size_t big_rows = 4099, big_cols = 3 * cache / (S * big_rows) + 3;
        cases[n++] = (tcase){big_rows, big_cols, big_cols, big_rows, 0};
        size_t in_max = 1, out_max = 1;
        for (int i = 0; i < n; i++) {
            if (cases[i].rows * cases[i].cols > max_n) continue;
            in_max = in_elems(&cases[i]) > in_max ? in_elems(&cases[i]) : in_max;
            out_max = out_elems(&cases[i], S) > out_max ? out_elems(&cases[i], S) : out_max;
        }
        /* the input (lab_in), the output and its read-back */
        if (lab_check_holds(c, (double)((2 * in_max + out_max) * S), (double)((in_max + out_max) * S), "transpose %s %zu elements",
                            cup_dtype_name(use), in_max))
            continue;
        tcheck x = {c, {0}, NULL, NULL};
        lab_mem m = {.h = h};
        x.got = lab_host(&m, out_max * S), x.out = lab_dev(&m, out_max * S);
        const int ready = lab_in_room(c, &x.in, in_max * S, "transpose") == 0 && lab_mem_check_ok(c, -1, &m, "transpose");
        char why[400];
        for (int i = 0; i < n && ready; i++) {
            const tcase *tc = &cases[i];
            if (tc->rows * tc->cols > max_n) continue;
            const size_t in_e = in_elems(tc), out_e = out_elems(tc, S);
            lab_fill(x.in.host, use, in_e, LAB_DATA_FULL, &rng);
            if (lab_in_upload(c, &x.in, in_e * S, "transpose") != 0) break;
            const int small = tc->rows * tc->cols <= ((size_t)1 << 16);
            snprintf(why, sizeof why, "%s %zux%zu ld %zu/%zu offset %zu: input modified", cup_dtype_name(use), tc->rows,
                     tc->cols, tc->ld_in, tc->ld_out, tc->offset);
            LAB_CHECK_EACH(k, c, &lab_family_transpose, use) {
                const cup_variant_info *v = lab_check_variant(c, k);
                const int all = o->all_blocks && v->shapes && tc->rows * tc->cols <= ((size_t)1 << 17);
                for (const int(*sh)[2] = v->shapes; all && (*sh)[0]; sh++) transpose_one(&x, k, use, tc, (*sh)[0], (*sh)[1], out_e * S);
                if (!all) transpose_one(&x, k, use, tc, 0, 0, out_e * S);
                /* small inputs: after every variant, so the one that wrote it is named */
                if (small && lab_in_changed(c, &x.in, in_e * S)) lab_check_fail(c, k, why);
            }
            if (!small && lab_in_changed(c, &x.in, in_e * S)) lab_check_fail(c, -1, why);
            lab_check_progress(c, "transpose %s %zux%zu ld %zu/%zu offset %zu", cup_dtype_name(use), tc->rows, tc->cols,
                               tc->ld_in, tc->ld_out, tc->offset);
        }
        lab_in_free(h, &x.in), lab_mem_free(&m);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct tbench {
    int id, asked_x, asked_y, bx, by, carveout;
    cup_dtype t;
    size_t rows, cols, bytes;   /* bytes: the matrix's, which GB/s counts twice (read + write) */
    size_t ld_in, ld_out, out_bytes; /* out_bytes: the output buffer, gaps between rows included */
    const void *in;
    void *out;
    const unsigned char *host, *want; /* the input (tight), and the whole output buffer expected */
    unsigned char *got;
    int copy; /* this row's variant copies instead of transposing */
    int misalign; /* LAB_MISALIGN_* bits: that matrix starts one element past a 16-byte boundary */
} tbench;

static cup_status transpose_work(cup_handle_t h, void *p)
{
    const tbench *w = p;
    return cup_transpose_variant(h, w->id, w->bx, w->by, w->t, w->rows, w->cols, w->in, w->ld_in, w->out, w->ld_out);
}

static int transpose_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    tbench *w = p;
    r->rows = w->rows, r->cols = w->cols;
    w->id = id, w->copy = (v->traits & CUP_TRANSPOSE_COPY_BOUND) != 0, w->bx = w->by = 0;
    if (w->misalign) LAB_APPEND(r->json, ", \"misalign\": \"%s\"", lab_misalign_name(w->misalign));
    if (w->ld_in != w->cols || w->ld_out != w->rows) LAB_APPEND(r->json, ", \"ld_in\": %zu, \"ld_out\": %zu", w->ld_in, w->ld_out);
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
    run->footprint = w->bytes + w->out_bytes;
    if (!v->shapes) return 0;
    r->bx = w->asked_x ? w->asked_x : v->shapes[0][0], r->by = w->asked_x ? w->asked_y : v->shapes[0][1];
    for (const int(*sh)[2] = v->shapes; (*sh)[0]; sh++)
        if ((*sh)[0] == r->bx && (*sh)[1] == r->by) return w->bx = w->asked_x, w->by = w->asked_y, 0;
    return -1; /* not one of its shapes: reported, not silently changed */
}

static int transpose_verify(void *p, cup_handle_t h, cup_status *s)
{
    tbench *w = p;
    *s = cup_memset(h, w->out, 0xa5, w->out_bytes);
    if (*s == CUP_STATUS_SUCCESS) *s = transpose_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, w->got, w->out, w->out_bytes);
    /* a copy bound writes the tight matrix; a transpose every byte of its buffer, gaps untouched */
    return *s == CUP_STATUS_SUCCESS &&
           (w->copy ? memcmp(w->got, w->host, w->bytes) : memcmp(w->got, w->want, w->out_bytes)) == 0;
}

/* One table per carveout value: the selected variants on a rows x cols matrix of t, with leading
 * dimensions ld_in and ld_out (0: tight). */
static int transpose_table(lab_bench *b, const char *const *variants, cup_dtype t, size_t rows, size_t cols,
                           size_t ld_in, size_t ld_out, int bx, int by, int carveout, int misalign)
{
    cup_handle_t h = b->h;
    lab_mem m = {.h = h};
    ld_in = ld_in ? ld_in : cols, ld_out = ld_out ? ld_out : rows;
    const size_t S = cup_dtype_size(t), bytes = rows * cols * S;
    const size_t in_bytes = ((rows - 1) * ld_in + cols) * S, out_bytes = ((cols - 1) * ld_out + rows) * S;
    /* host: the matrix, it with its gaps, the expected and the read-back output; backend: in, out */
    LAB_NEED_MEMORY(b, (double)bytes + (double)in_bytes + 2.0 * (double)out_bytes,
                    (double)in_bytes + (double)out_bytes + 2.0 * (double)S, "transpose of %zux%zu %s", rows, cols,
                    cup_dtype_name(t));
    unsigned char *host = lab_host(&m, bytes), *in_host = lab_host(&m, in_bytes), *want = lab_host(&m, out_bytes),
                  *got = lab_host(&m, out_bytes);
    tbench w = {.asked_x = bx, .asked_y = by, .carveout = carveout, .t = t, .rows = rows, .cols = cols,
                .bytes = bytes, .ld_in = ld_in, .ld_out = ld_out, .out_bytes = out_bytes, .host = host,
                .want = want, .got = got, .misalign = misalign};
    const size_t in_at = misalign & LAB_MISALIGN_IN ? S : 0, out_at = misalign & LAB_MISALIGN_OUT ? S : 0;
    char *in = lab_dev(&m, in_bytes + in_at), *out = lab_dev(&m, out_bytes + out_at);
    if (m.s == CUP_STATUS_SUCCESS) {
        w.in = in + in_at, w.out = out + out_at;
        lab_rng rng = {lab_table_seed(b, rows, cols ^ ((uint64_t)t << 56))};
        lab_fill(host, t, rows * cols, LAB_DATA_FULL, &rng);
        memset(in_host, 0x3c, in_bytes), memset(want, 0xa5, out_bytes); /* the gaps: filler, and the poison */
        for (size_t r = 0; r < rows; r++) {
            memcpy(in_host + r * ld_in * S, host + r * cols * S, cols * S);
            for (size_t c = 0; c < cols; c++) memcpy(want + (c * ld_out + r) * S, host + (r * cols + c) * S, S);
        }
        m.s = cup_copy_to_backend(h, in + in_at, in_host, in_bytes);
    }
    if (m.s == CUP_STATUS_SUCCESS) m.s = cup_set_smem_carveout(h, carveout);
    int failures = -1;
    if (lab_mem_ok(&m, "the transpose's matrices")) {
        char lds[64] = "";
        if (ld_in != cols || ld_out != rows) snprintf(lds, sizeof lds, ", ld %zu/%zu", ld_in, ld_out);
        const lab_table table = {.family = &lab_family_transpose, .variants = variants, .dtype = (int)t,
                                 .ceiling = LAB_CEILING_COPY, .ctx = &w, .setup = transpose_setup,
                                 .verify = transpose_verify, .work = transpose_work};
        failures = lab_table_runf(b, &table, "transpose %s, %zux%zu%s (%.1f MiB)%s%s%s; GB/s counts read + write",
                                  cup_dtype_name(t), rows, cols, lds, bytes / 1048576.0,
                                  carveout >= 0 ? ", shared-memory carveout set" : "",
                                  misalign ? ", misaligned by one element: " : "", misalign ? lab_misalign_name(misalign) : "");
    }
    cup_set_smem_carveout(h, -1);
    lab_mem_free(&m);
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
    for (char *p = buf;;) {
        char *comma = strchr(p, ','), *end;
        if (comma) *comma = '\0';
        const long c = strcmp(p, "default") == 0 ? -1 : strtol(p, &end, 10);
        if ((strcmp(p, "default") != 0 && (!*p || *end)) || c < -1 || c > 100 || n == max)
            lab_usage("--carveout: '%s' is not a percentage 0..100 or 'default' (at most %d values)", p, max);
        if (cup_set_smem_carveout(h, (int)c) != CUP_STATUS_SUCCESS) lab_usage("--carveout: %s", cup_last_error(h));
        out[n++] = (int)c;
        if (!comma) break;
        p = comma + 1;
    }
    cup_set_smem_carveout(h, -1);
    return n;
}

static int transpose_bench(lab_bench *b, const lab_args *a)
{
    const size_t side = cup_get_backend(b->h) == CUP_BACKEND_CUDA ? 8192 : 4096;
    size_t rows = side, cols = side;
    const char *shape = lab_opt(a, "shape");
    if (shape) {
        if (lab_parse_size_pair(shape, 'x', &rows, &cols) || !rows || !cols || rows > ((size_t)1 << 40) / cols)
            lab_usage("--shape: '%s' is not ROWSxCOLS of at most 2^40 elements (e.g. 8192x16387)", shape);
    }
    size_t ld_in = 0, ld_out = 0;
    const char *ld = lab_opt(a, "ld");
    if (ld) {
        if (lab_parse_size_pair(ld, ',', &ld_in, &ld_out) || ld_in < cols || ld_out < rows ||
            ld_in > ((size_t)1 << 40) / rows || ld_out > ((size_t)1 << 40) / cols)
            lab_usage("--ld: '%s' is not LD_IN,LD_OUT with LD_IN >= %zu columns and LD_OUT >= %zu rows, each "
                      "matrix at most 2^40 elements",
                      ld, cols, rows);
    }
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

/* cup_transpose's contract: misuse refused with nothing written; a known small case, a
 * sub-matrix with leading dimensions, and the gaps between output rows left alone. */
static void transpose_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    enum { R = 37, C = 53, LDI = 60, LDO = 41 };
    static double host[R * LDI], got[C * LDO], check[R * LDI];
    static unsigned char poison[C * LDO * 8];
    for (int i = 0; i < R * LDI; i++) host[i] = (double)lab_rand(rng);
    memset(poison, 0xa5, sizeof poison);
    lab_mem m = {.h = h};
    char *in = lab_dev_copy(&m, host, sizeof host), *out = lab_dev_copy(&m, poison, sizeof poison);
    LAB_EXPECT(t, m.s == CUP_STATUS_SUCCESS, "set-up: %s", cup_last_error(h));
    if (m.s != CUP_STATUS_SUCCESS) {
        lab_mem_free(&m);
        return;
    }
    const int is_cuda = cup_get_backend(h) == CUP_BACKEND_CUDA;
    char msg[512] = "";
#define UNTOUCHED(want, call)                                                                                          \
    do {                                                                                                               \
        LAB_EXPECT_STATUS(t, h, call, want);                                                                           \
        snprintf(msg, sizeof msg, "%s", cup_last_error(h));                                                            \
        LAB_EXPECT(t, cup_copy_to_host(h, got, out, sizeof got) == CUP_STATUS_SUCCESS && memcmp(got, poison, sizeof got) == 0, \
                   "a refused call wrote its output: %s", #call);                                                      \
    } while (0)
    UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, (cup_dtype)42, R, C, in, LDI, out, LDO));
    UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, R, C, NULL, LDI, out, LDO));
    LAB_EXPECT_STATUS(t, h, cup_transpose(h, CUP_F64, R, C, in, LDI, NULL, LDO), CUP_STATUS_INVALID_VALUE);
    UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, R, C, in, C - 1, out, LDO));
    LAB_EXPECT(t, strstr(msg, "ld_in") != NULL, "message names ld_in: %s", msg);
    UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, R, C, in, LDI, out, R - 1));
    UNTOUCHED(CUP_STATUS_INVALID_POINTER, cup_transpose(h, CUP_F64, R, C, in + 4, LDI, out, LDO));
    UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, R, C, in, LDI, in + 8, LDO)); /* overlap */
    UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, SIZE_MAX / 4, C, in, LDI, out, LDO));
    UNTOUCHED(CUP_STATUS_SUCCESS, cup_transpose(h, CUP_F64, 0, C, in, LDI, out, LDO)); /* empty: a no-op */
    UNTOUCHED(CUP_STATUS_SUCCESS, cup_transpose(h, CUP_F64, R, 0, NULL, LDI, NULL, LDO));
    /* memory cup_malloc did not give, and an ld running past the end of the allocation */
    UNTOUCHED(CUP_STATUS_INVALID_POINTER, cup_transpose(h, CUP_F64, R, C, host, LDI, out, LDO));
    LAB_EXPECT(t, strstr(msg, "host memory") != NULL, "message says why: %s", msg);
    UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose(h, CUP_F64, R, C, in, LDI * 1000, out, LDO));
    LAB_EXPECT(t, strstr(msg, "allocation") != NULL, "message says why: %s", msg);
    const int best = lab_find(h, &lab_family_transpose, "best");
    LAB_EXPECT(t, best >= 0, "transpose best is registered");
    LAB_EACH_FOREIGN(id, h, &lab_family_transpose)
        UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose_variant(h, id, 0, 0, CUP_F64, R, C, in, LDI, out, LDO));
    UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose_variant(h, best, 32, 8, CUP_F64, R, C, in, LDI, out, LDO));
    LAB_EACH_VARIANT(i, h, &lab_family_transpose) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->shapes) UNTOUCHED(CUP_STATUS_INVALID_VALUE, cup_transpose_variant(h, i, 24, 8, CUP_F64, R, C, in, LDI, out, LDO));
        if (!(v->dtypes & (1u << CUP_B2)))
            UNTOUCHED(CUP_STATUS_NOT_SUPPORTED, cup_transpose_variant(h, i, 0, 0, CUP_B2, R, C, in, LDI, out, LDO));
    }
#undef UNTOUCHED
    /* the real thing: a 37 x 53 block of a 37 x 60 matrix into a 53 x 41 one */
    LAB_EXPECT_STATUS(t, h, cup_transpose(h, CUP_F64, R, C, in, LDI, out, LDO), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, out, sizeof got), CUP_STATUS_SUCCESS);
    int wrong = 0, gaps = 0;
    for (int c = 0; c < C; c++)
        for (int r = 0; r < LDO; r++) {
            if (r < R) wrong += memcmp(&got[c * LDO + r], &host[r * LDI + c], 8) != 0;
            else gaps += memcmp(&got[c * LDO + r], poison, 8) != 0;
        }
    LAB_EXPECT(t, wrong == 0 && gaps == 0, "%d elements wrong, %d gap elements written", wrong, gaps);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, check, in, sizeof check), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, memcmp(check, host, sizeof host) == 0, "input unchanged");
    /* the carveout: a percentage or -1; the CPU has no shared memory to carve */
    LAB_EXPECT_STATUS(t, h, cup_set_smem_carveout(h, 101), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_set_smem_carveout(h, -2), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_set_smem_carveout(h, 50), is_cuda ? CUP_STATUS_SUCCESS : CUP_STATUS_NOT_SUPPORTED);
    LAB_EXPECT_STATUS(t, h, cup_set_smem_carveout(h, -1), CUP_STATUS_SUCCESS);
    lab_mem_free(&m);
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
