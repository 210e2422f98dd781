/* `cuprim check` and the variant tests: every selected variant against the reference at the
 * adversarial sizes of DESIGN.md, on fresh random data, with poisoned outputs. */
#include "lab.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_VARIANTS = 256 };

typedef struct check_ctx {
    cup_handle_t h;
    const lab_check_opts *o;
    FILE *log;
    lab_check_totals *t;
    int ids[MAX_VARIANTS], count;
    long runs[MAX_VARIANTS], fails[MAX_VARIANTS];
    void *out;   /* one element of backend memory */
    void *dev;   /* the input buffer in backend memory */
    void *host;  /* its host copy */
    void *back;  /* read-back scratch for the input-unchanged check */
} check_ctx;

static int accepts(const cup_variant_info *v, cup_dtype t, cup_op op)
{
    return (v->dtypes & (1u << t)) && (v->ops & (1u << op));
}

static void fail(check_ctx *c, int k, const char *what, cup_dtype t, cup_op op, size_t n, int block,
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
static int run_one(check_ctx *c, int k, cup_op op, cup_dtype t, size_t offset, size_t n, int block,
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

static int input_intact(check_ctx *c, size_t bytes)
{
    return cup_copy_to_host(c->h, c->back, c->dev, bytes) == CUP_STATUS_SUCCESS &&
           memcmp(c->back, c->host, bytes) == 0;
}

/* n = 0: SUM gives the identity (written over the poison), MIN/MAX are refused and leave the
 * output alone. */
static void check_empty(check_ctx *c, int k, cup_dtype t)
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

static void check_case(check_ctx *c, cup_dtype t, size_t n, lab_data kind, lab_rng *rng)
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

int lab_check(cup_handle_t h, const lab_check_opts *o, FILE *log, lab_check_totals *totals)
{
    check_ctx *c = calloc(1, sizeof *c);
    if (!c) return 1;
    c->h = h, c->o = o, c->log = log, c->t = totals;
    memset(totals, 0, sizeof *totals);
    for (int i = 0, n = cup_variant_count(); i < n && c->count < MAX_VARIANTS; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend != cup_get_backend(h)) continue;
        if (o->family && strcmp(o->family, v->family) != 0) continue;
        if (o->variant && strcmp(o->variant, v->name) != 0) continue;
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
    lab_rng rng = {o->seed};

    for (int t = 0; t < CUP_DTYPE_COUNT; t++) {
        if (o->dtype >= 0 && o->dtype != t) continue;
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
            fprintf(log, "FAIL %s: cannot allocate %zu bytes for the check: %s\n", cup_dtype_name((cup_dtype)t),
                    bytes, cup_last_error(h));
            totals->failures++;
        } else {
            for (int k = 0; k < c->count; k++)
                if (cup_variant_get(c->ids[k])->dtypes & (1u << t)) check_empty(c, k, (cup_dtype)t);
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
                    fprintf(log, "  %s n=%zu done (%ld runs, %ld failures so far)\n", cup_dtype_name((cup_dtype)t),
                            sizes[i], totals->runs, totals->failures);
            }
        }
        cup_free(h, c->dev), cup_free(h, c->out);
        c->dev = c->out = NULL;
        free(c->host), free(c->back);
        c->host = c->back = NULL;
    }
    for (int k = 0; k < c->count; k++) {
        const cup_variant_info *v = cup_variant_get(c->ids[k]);
        fprintf(log, "%-4s %s/%-16s %6ld runs, %ld failed\n", c->fails[k] ? "FAIL" : "ok", v->family, v->name,
                c->runs[k], c->fails[k]);
    }
    const int rc = totals->failures ? 1 : 0;
    free(c);
    return rc;
}
