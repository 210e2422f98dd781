/* `cuprim check` and the variant tests: every selected variant against the reference at the
 * adversarial sizes of DESIGN.md, on fresh random data, with poisoned outputs. */
#include "lab.h"

#include <stdlib.h>
#include <string.h>

static int accepts(const cup_variant_info *v, cup_dtype t, cup_op op)
{
    return (v->dtypes & (1u << t)) && (v->ops & (1u << op));
}

static void fail(lab_check_ctx *c, int k, const char *what, cup_dtype t, cup_op op, size_t n, int block,
                 size_t offset, lab_data kind, const char *why)
{
    const cup_variant_info *v = cup_variant_get(c->ids[k]);
    c->fails[k]++;
    c->t->failures++;
    fprintf(c->log, "FAIL %s/%s %s: %s %s n=%zu block=%d offset=%zu data=%s: %s (seed %llu)\n",
            v->family, v->name, cup_backend_name(v->backend), cup_dtype_name(t), cup_op_name(op), n, block,
            offset, kind == LAB_DATA_SMALLINT ? "smallint" : kind == LAB_DATA_NAN ? "nan" : "full", what ? what : "",
            (unsigned long long)c->o->seed);
    if (why && *why) fprintf(c->log, "     %s\n", why);
}

/* Poison, run, read back, compare. The poison differs from the expected value in every byte. */
static int run_one(lab_check_ctx *c, int k, cup_op op, cup_dtype t, size_t offset, size_t n, int block,
                   lab_data kind, const lab_expect *e, unsigned char *result)
{
    const size_t size = cup_dtype_size(t);
    unsigned char poison[8], got[8];
    for (size_t i = 0; i < size; i++) poison[i] = e->bits[i] ^ 0x5a;
    char why[256] = "";
    c->runs[k]++;
    c->t->runs++;
    cup_status s = cup_copy_to_backend(c->h, c->out, poison, size);
    if (s == CUP_STATUS_SUCCESS)
        s = cup_reduce_variant(c->h, c->ids[k], block, op, t, (const char *)c->dev + offset * size, n, c->out);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, got, c->out, size);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why, sizeof why, "%s: %s", cup_status_string(s), cup_last_error(c->h));
        fail(c, k, "call failed", t, op, n, block, offset, kind, why);
        return 0;
    }
    if (result) memcpy(result, got, size);
    if (!lab_matches(e, got, why, sizeof why)) {
        fail(c, k, memcmp(got, poison, size) == 0 ? "output never written" : "wrong result", t, op, n, block,
             offset, kind, why);
        return 0;
    }
    return 1;
}

static int input_intact(lab_check_ctx *c, size_t bytes)
{
    return cup_copy_to_host(c->h, c->back, c->dev, bytes) == CUP_STATUS_SUCCESS &&
           memcmp(c->back, c->host, bytes) == 0;
}

/* n = 0: SUM gives the identity (written over the poison), MIN/MAX are refused and leave the
 * output alone. */
static void check_empty(lab_check_ctx *c, int k, cup_dtype t)
{
    const cup_variant_info *v = cup_variant_get(c->ids[k]);
    const size_t size = cup_dtype_size(t);
    unsigned char poison[8], got[8], zero[8] = {0};
    memset(poison, 0x5a, sizeof poison);
    for (int op = 0; op < CUP_OP_COUNT; op++) {
        if (!accepts(v, t, (cup_op)op)) continue;
        c->runs[k]++;
        c->t->runs++;
        cup_status s = cup_copy_to_backend(c->h, c->out, poison, size);
        cup_status r = cup_reduce_variant(c->h, c->ids[k], 0, (cup_op)op, t, c->dev, 0, c->out);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, got, c->out, size);
        const int want_ok = op == CUP_SUM;
        const int wrote = s == CUP_STATUS_SUCCESS && memcmp(got, poison, size) != 0;
        char why[300];
        snprintf(why, sizeof why, "status %s (%s)", cup_status_string(r), cup_last_error(c->h));
        if (want_ok && (r != CUP_STATUS_SUCCESS || s != CUP_STATUS_SUCCESS || memcmp(got, zero, size) != 0))
            fail(c, k, "SUM of zero elements must give 0", t, (cup_op)op, 0, 0, 0, LAB_DATA_FULL, why);
        else if (!want_ok && (r != CUP_STATUS_INVALID_VALUE || wrote))
            fail(c, k, "MIN/MAX of zero elements must fail and leave out alone", t, (cup_op)op, 0, 0, 0,
                 LAB_DATA_FULL, why);
    }
}

/* Block sizes to try: the default only, or (asked for, at small n) every accepted one. */
static int first_block(const cup_variant_info *v, size_t n, const lab_check_opts *o)
{
    return o->all_blocks && v->block_max > 0 && n <= ((size_t)1 << 17) ? v->block_min : 0;
}

static int next_block(const cup_variant_info *v, int block)
{
    return block > 0 && block * 2 <= v->block_max ? block * 2 : -1;
}

static void check_case(lab_check_ctx *c, cup_dtype t, size_t n, lab_data kind, lab_rng *rng)
{
    const size_t size = cup_dtype_size(t), max_offset = 3;
    const size_t bytes = (n + max_offset) * size;
    char why[256];
    lab_fill(c->host, t, n + max_offset, kind, rng);
    if (cup_copy_to_backend(c->h, c->dev, c->host, bytes) != CUP_STATUS_SUCCESS) {
        fprintf(c->log, "FAIL upload of %zu bytes: %s\n", bytes, cup_last_error(c->h));
        c->t->failures++;
        return;
    }
    /* a misaligned start exercises the head/tail paths of vectorised kernels */
    const size_t offsets[2] = {0, 1 + n % max_offset};
    const int n_offsets = n <= ((size_t)1 << 17) ? 2 : 1;
    for (int oi = 0; oi < n_offsets; oi++) {
        const size_t offset = offsets[oi];
        const char *in_host = (const char *)c->host + offset * size;
        lab_expect e[CUP_OP_COUNT];
        for (int op = 0; op < CUP_OP_COUNT; op++) lab_reference((cup_op)op, t, in_host, n, kind, &e[op]);
        for (int k = 0; k < c->count; k++) {
            const cup_variant_info *v = cup_variant_get(c->ids[k]);
            if (!(v->dtypes & (1u << t))) continue;
            /* NaN semantics are cuprim's contract (cuprim.h), not the vendor library's */
            if (kind == LAB_DATA_NAN && v->reference) continue;
            for (int op = 0; op < CUP_OP_COUNT; op++) {
                /* SMALLINT data is for exact sums, NaN data for MIN/MAX */
                if (!accepts(v, t, (cup_op)op) || (op != CUP_SUM && kind == LAB_DATA_SMALLINT) ||
                    (op == CUP_SUM && kind == LAB_DATA_NAN))
                    continue;
                for (int block = first_block(v, n, c->o); block >= 0; block = next_block(v, block))
                    run_one(c, k, (cup_op)op, t, offset, n, block, kind, &e[op], NULL);
            }
            /* Same input, same size: a reproducible variant gives the same bits again. */
            if (v->deterministic && (t == CUP_F32 || t == CUP_F64) && kind == LAB_DATA_FULL && offset == 0 &&
                accepts(v, t, CUP_SUM)) {
                unsigned char r1[8], r2[8];
                if (run_one(c, k, CUP_SUM, t, 0, n, 0, kind, &e[CUP_SUM], r1) &&
                    run_one(c, k, CUP_SUM, t, 0, n, 0, kind, &e[CUP_SUM], r2) && memcmp(r1, r2, size) != 0) {
                    char a[64], b[64];
                    lab_format_value(t, r1, a, sizeof a), lab_format_value(t, r2, b, sizeof b);
                    snprintf(why, sizeof why, "first run %s, second run %s", a, b);
                    fail(c, k, "not reproducible", t, CUP_SUM, n, 0, 0, kind, why);
                }
            }
            if (n <= ((size_t)1 << 16) && !input_intact(c, bytes))
                fail(c, k, "input modified", t, CUP_SUM, n, 0, offset, kind, "");
        }
    }
    if (n > ((size_t)1 << 16) && !input_intact(c, bytes)) {
        fprintf(c->log, "FAIL %s n=%zu: input modified by one of the variants (seed %llu)\n", cup_dtype_name(t), n,
                (unsigned long long)c->o->seed);
        c->t->failures++;
    }
}

int lab_check_is_family(const lab_check_ctx *c, int k, const char *family)
{
    return strcmp(cup_variant_get(c->ids[k])->family, family) == 0;
}

static void check_reduce(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const lab_check_opts *o = c->o;
    lab_rng rng = {o->seed};
    for (int t = 0; t < CUP_DTYPE_COUNT; t++) {
        if (o->dtype >= 0 && o->dtype != t) continue;
        int wanted = 0;
        for (int k = 0; k < c->count; k++)
            wanted |= lab_check_is_family(c, k, "reduce") && (cup_variant_get(c->ids[k])->dtypes & (1u << t));
        if (!wanted) continue;
        const size_t size = cup_dtype_size((cup_dtype)t);
        size_t sizes[24];
        int count = 0;
        static const size_t fixed[] = {1, 2, 31, 32, 33, 63, 64, 65, 1023, 1024, 1025, 4097, 65537, 1000003};
        for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) sizes[count++] = fixed[i];
        sizes[count++] = 3 * cache / size + 7; /* past the cache */
        if (o->huge && (t == CUP_I32 || t == CUP_F32)) sizes[count++] = ((size_t)1 << 31) + 17;
        size_t largest = 0;
        for (int i = 0; i < count; i++)
            if (sizes[i] <= max_n && sizes[i] > largest) largest = sizes[i];
        const size_t bytes = (largest + 3) * size;
        c->host = malloc(bytes), c->back = malloc(bytes);
        cup_status s = c->host && c->back ? cup_malloc(h, &c->dev, bytes) : CUP_STATUS_ALLOC_FAILED;
        if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &c->out, 16);
        if (s != CUP_STATUS_SUCCESS) {
            fprintf(c->log, "FAIL %s: cannot allocate %zu bytes for the check: %s\n", cup_dtype_name((cup_dtype)t),
                    bytes, cup_last_error(h));
            c->t->failures++;
        } else {
            for (int k = 0; k < c->count; k++)
                if (lab_check_is_family(c, k, "reduce") && (cup_variant_get(c->ids[k])->dtypes & (1u << t)))
                    check_empty(c, k, (cup_dtype)t);
            for (int i = 0; i < count; i++) {
                if (sizes[i] > max_n) continue;
                const int is_float = t == CUP_F32 || t == CUP_F64;
                /* past 2^31, F32 runs only on exactly-summable data: a tolerance there
                 * would be wide enough to hide a lost element */
                const int huge = sizes[i] > ((size_t)1 << 31);
                if (is_float) check_case(c, (cup_dtype)t, sizes[i], LAB_DATA_SMALLINT, &rng);
                if (!(is_float && huge)) check_case(c, (cup_dtype)t, sizes[i], LAB_DATA_FULL, &rng);
                if (is_float && !huge) check_case(c, (cup_dtype)t, sizes[i], LAB_DATA_NAN, &rng);
                if (o->verbose)
                    fprintf(c->log, "  %s n=%zu done (%ld runs, %ld failures so far)\n", cup_dtype_name((cup_dtype)t),
                            sizes[i], c->t->runs, c->t->failures);
            }
        }
        cup_free(h, c->dev), cup_free(h, c->out);
        c->dev = c->out = NULL;
        free(c->host), free(c->back);
        c->host = c->back = NULL;
    }
}

/* ---- transpose ------------------------------------------------------------------------------ */

typedef struct tcase {
    size_t rows, cols, ld_in, ld_out, offset; /* offset: elements before the matrices' starts */
} tcase;

/* Run variant k on one case: poison all of out (margin included), transpose, read back, and
 * check every byte: the matrix's elements against `in`, everything else still poison. */
static void transpose_one(lab_check_ctx *c, int k, cup_dtype t, const tcase *x, int bx, int by, const unsigned char *in,
                          size_t out_bytes, unsigned char *got)
{
    const cup_variant_info *v = cup_variant_get(c->ids[k]);
    const size_t S = cup_dtype_size(t);
    const size_t ld_out = (v->traits & CUP_TRANSPOSE_COPY_BOUND) ? x->cols : x->ld_out; /* copies are written rows x cols */
    char why[320] = "";
    c->runs[k]++;
    c->t->runs++;
    cup_status s = cup_memset(c->h, c->out, 0xa5, out_bytes);
    if (s == CUP_STATUS_SUCCESS)
        s = cup_transpose_variant(c->h, c->ids[k], bx, by, t, x->rows, x->cols, (const char *)c->dev + x->offset * S,
                                  x->ld_in, (char *)c->out + x->offset * S, x->ld_out);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, got, c->out, out_bytes);
    snprintf(why, sizeof why, "%s: %s", cup_status_string(s), cup_last_error(c->h));
    const int bad_call = s != CUP_STATUS_SUCCESS;
    size_t bad = 0, first = 0, expected_writes = 0;
    for (size_t i = 0; !bad_call && i < out_bytes / S; i++) {
        /* which input element, if any, belongs at out element i */
        const unsigned char *want = NULL;
        if (i >= x->offset && x->rows && x->cols) {
            const size_t j = i - x->offset, outer = j / ld_out, inner = j % ld_out;
            const size_t r = (v->traits & CUP_TRANSPOSE_COPY_BOUND) ? outer : inner, col = (v->traits & CUP_TRANSPOSE_COPY_BOUND) ? inner : outer;
            const int inside = (v->traits & CUP_TRANSPOSE_COPY_BOUND) ? (outer < x->rows && inner < x->cols) : (outer < x->cols && inner < x->rows);
            if (inside) want = in + (x->offset + r * x->ld_in + col) * S, expected_writes++;
        }
        int ok = 1;
        for (size_t b = 0; b < S; b++) ok &= want ? got[i * S + b] == want[b] : got[i * S + b] == 0xa5;
        if (!ok && bad++ == 0) first = i;
    }
    if (bad_call || bad) {
        char shape[96];
        snprintf(shape, sizeof shape, "%zux%zu ld %zu/%zu offset %zu", x->rows, x->cols, x->ld_in, x->ld_out, x->offset);
        if (!bad_call)
            snprintf(why, sizeof why, "%zu of %zu elements wrong, first at out element %zu (%s)", bad,
                     out_bytes / S, first, first < x->offset || expected_writes == 0 ? "outside the matrix" : "");
        c->fails[k]++;
        c->t->failures++;
        fprintf(c->log, "FAIL %s/%s %s: %s %s block %dx%d: %s (seed %llu)\n", v->family, v->name,
                cup_backend_name(v->backend), cup_dtype_name(t), shape, bx, by, bad_call ? "call failed" : "wrong output",
                (unsigned long long)c->o->seed);
        fprintf(c->log, "     %s\n", why);
    }
}

static void check_transpose(lab_check_ctx *c, size_t cache, size_t max_n)
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
        static const size_t shapes[][2] = {{1, 1},     {1, 37},  {37, 1},     {2, 2},      {31, 33},  {32, 32},
                                           {33, 4097}, {4097, 33}, {64, 64},  {1000, 999}, {513, 2049}};
        tcase cases[64];
        int n = 0;
        for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
            const size_t r = shapes[i][0], cl = shapes[i][1];
            cases[n++] = (tcase){r, cl, cl, r, 0};           /* tight */
            cases[n++] = (tcase){r, cl, cl + 3, r + 5, 0};   /* sub-matrices: leading dimensions */
            cases[n++] = (tcase){r, cl, cl, r, 1};           /* start one element off alignment */
        }
        cases[n++] = (tcase){0, 17, 17, 1, 0};
        cases[n++] = (tcase){17, 0, 1, 17, 0};
        /* past the cache: a tall, odd matrix several times the L2 */
        const size_t big_rows = 4099, big_cols = 3 * cache / (S * big_rows) + 3;
        cases[n++] = (tcase){big_rows, big_cols, big_cols, big_rows, 0};
        size_t in_max = 0, out_max = 0;
        for (int i = 0; i < n; i++) {
            const tcase *x = &cases[i];
            if (x->rows * x->cols > max_n) continue;
            const size_t in_e = x->offset + (x->rows ? (x->rows - 1) * x->ld_in + x->cols : 0);
            const size_t out_e = x->offset + (x->cols ? (x->cols - 1) * x->ld_out + x->rows : 0) + 64 / S;
            in_max = in_e > in_max ? in_e : in_max;
            out_max = out_e > out_max ? out_e : out_max;
            if (x->rows * x->cols > out_max) out_max = x->rows * x->cols + x->offset + 64 / S; /* copies */
        }
        unsigned char *in = malloc(in_max * S + 1), *got = malloc(out_max * S + 1), *back = malloc(in_max * S + 1);
        c->host = in, c->back = back; /* for input_intact */
        cup_status s = in && got && back ? cup_malloc(h, &c->dev, in_max * S + 1) : CUP_STATUS_ALLOC_FAILED;
        if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &c->out, out_max * S + 1);
        if (s != CUP_STATUS_SUCCESS) {
            fprintf(c->log, "FAIL transpose %s: cannot allocate the check's buffers: %s\n", cup_dtype_name(use),
                    cup_last_error(h));
            c->t->failures++;
        }
        for (int i = 0; i < n && s == CUP_STATUS_SUCCESS; i++) {
            const tcase *x = &cases[i];
            if (x->rows * x->cols > max_n) continue;
            const size_t in_e = x->offset + (x->rows ? (x->rows - 1) * x->ld_in + x->cols : 0);
            size_t out_e = x->offset + (x->cols ? (x->cols - 1) * x->ld_out + x->rows : 0);
            if (x->rows * x->cols + x->offset > out_e) out_e = x->rows * x->cols + x->offset;
            out_e += 64 / S; /* margin: a write past the end shows as a changed poison byte */
            lab_fill(in, use, in_e, LAB_DATA_FULL, &rng);
            if (cup_copy_to_backend(h, c->dev, in, in_e * S) != CUP_STATUS_SUCCESS) {
                fprintf(c->log, "FAIL transpose upload: %s\n", cup_last_error(h));
                c->t->failures++;
                break;
            }
            for (int k = 0; k < c->count; k++) {
                const cup_variant_info *v = cup_variant_get(c->ids[k]);
                if (!lab_check_is_family(c, k, "transpose") || !(v->dtypes & (1u << use))) continue;
                const int all = o->all_blocks && v->shapes && x->rows * x->cols <= ((size_t)1 << 17);
                for (const int(*sh)[2] = v->shapes; all && (*sh)[0]; sh++)
                    transpose_one(c, k, use, x, (*sh)[0], (*sh)[1], in, out_e * S, got);
                if (!all) transpose_one(c, k, use, x, 0, 0, in, out_e * S, got);
                if (x->rows * x->cols <= ((size_t)1 << 16) && !input_intact(c, in_e * S)) {
                    c->fails[k]++;
                    c->t->failures++;
                    fprintf(c->log, "FAIL %s/%s %s: %s %zux%zu ld %zu/%zu offset %zu: input modified (seed %llu)\n",
                            v->family, v->name, cup_backend_name(v->backend), cup_dtype_name(use), x->rows, x->cols,
                            x->ld_in, x->ld_out, x->offset, (unsigned long long)o->seed);
                }
            }
            if (x->rows * x->cols > ((size_t)1 << 16) && !input_intact(c, in_e * S)) {
                fprintf(c->log, "FAIL transpose %s %zux%zu: input modified by one of the variants (seed %llu)\n",
                        cup_dtype_name(use), x->rows, x->cols, (unsigned long long)o->seed);
                c->t->failures++;
            }
            if (o->verbose)
                fprintf(c->log, "  transpose %s %zux%zu ld %zu/%zu offset %zu done (%ld runs, %ld failures)\n",
                        cup_dtype_name(use), x->rows, x->cols, x->ld_in, x->ld_out, x->offset, c->t->runs,
                        c->t->failures);
        }
        cup_free(h, c->dev), cup_free(h, c->out);
        c->dev = c->out = NULL;
        c->host = c->back = NULL;
        free(in), free(got), free(back);
    }
}

int lab_check(cup_handle_t h, const lab_check_opts *o, FILE *log, lab_check_totals *totals)
{
    lab_check_ctx *c = calloc(1, sizeof *c);
    if (!c) return 1;
    c->h = h, c->o = o, c->log = log, c->t = totals;
    memset(totals, 0, sizeof *totals);
    int reduce = 0, transpose = 0, stencil = 0, memlab = 0;
    for (int i = 0, n = cup_variant_count(); i < n && c->count < LAB_MAX_VARIANTS; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend != cup_get_backend(h)) continue;
        if (o->family && strcmp(o->family, v->family) != 0) continue;
        if (o->variant && strcmp(o->variant, v->name) != 0) continue;
        reduce |= strcmp(v->family, "reduce") == 0;
        transpose |= strcmp(v->family, "transpose") == 0;
        stencil |= strcmp(v->family, "stencil") == 0;
        memlab |= strcmp(v->family, "smem-banks") == 0 || strcmp(v->family, "access") == 0 ||
                  strcmp(v->family, "symbols") == 0;
        c->ids[c->count++] = i;
    }
    if (c->count == 0) {
        free(c);
        return 2;
    }
    cup_device_info info;
    cup_device_info_get(h, &info);
    const size_t cache = lab_check_cache_bytes(&info);
    const size_t max_n = o->max_n ? o->max_n : (size_t)1 << 40;
    if (reduce) check_reduce(c, cache, max_n);
    if (transpose) check_transpose(c, cache, max_n);
    if (stencil) lab_check_stencil(c, cache, max_n);
    if (memlab) lab_check_memlab(c, cache, max_n);
    for (int k = 0; k < c->count; k++) {
        const cup_variant_info *v = cup_variant_get(c->ids[k]);
        /* a variant with no runs was not checked: "none", never "ok" */
        fprintf(log, "%-4s %s/%-16s %6ld runs, %ld failed\n", c->fails[k] ? "FAIL" : c->runs[k] ? "ok" : "none",
                v->family, v->name, c->runs[k], c->fails[k]);
    }
    if (totals->runs == 0 && totals->failures == 0) {
        fprintf(log, "FAIL nothing ran: no selected variant takes these options\n");
        totals->failures++;
    }
    const int rc = totals->failures ? 1 : 0;
    free(c);
    return rc;
}
