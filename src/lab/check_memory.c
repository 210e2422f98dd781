/* `cuprim check` for the memory lab's families: stencil (against the long-double reference at
 * every radius, form and boundary), smem-banks (the block's output, exact), access (every
 * element of c, the margins around it untouched) and symbols (the round trip's value). */
#include "lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void lab_check_count(lab_check_ctx *c, int k, const char *why)
{
    c->runs[k]++;
    c->t->runs++;
    if (!why) return;
    const cup_variant_info *v = cup_variant_get(c->ids[k]);
    c->fails[k]++;
    c->t->failures++;
    fprintf(c->log, "FAIL %s/%s %s: %s (seed %llu)\n", v->family, v->name, cup_backend_name(v->backend), why,
            (unsigned long long)c->o->seed);
}

/* Bytes of poison around each output: a write outside [0, n) shows as a changed byte. */
enum { MARGIN = 64 };

/* ---- stencil ------------------------------------------------------------------------------------ */

typedef struct st_case {
    cup_dtype t;
    cup_stencil_form form;
    cup_boundary boundary;
    int radius;
    size_t n, in_off, out_off; /* elements before in and before out, to misalign them */
} st_case;

/* Stencil outputs start as NaN (all-ones bytes): no exact answer, not even 0, is within tolerance
 * of the poison, so an element the variant never wrote cannot pass. */
enum { ST_POISON = 0xff };

/* One run of variant k: poison out and its margins, run, read back, compare every element (past
 * 2^20, the edges and a sample). `again` (may be NULL): run a second time into it and require the
 * same bits. */
static void stencil_one(lab_check_ctx *c, int k, const st_case *x, int block, const double *coef, const void *in_host,
                        unsigned char *got, unsigned char *again)
{
    const size_t S = cup_dtype_size(x->t), lead = MARGIN + x->out_off * S, out_bytes = lead + x->n * S + MARGIN;
    float cf[CUP_STENCIL_MAX_RADIUS + 1];
    for (int i = 0; i <= x->radius; i++) cf[i] = (float)coef[i];
    const void *user_coef = x->t == CUP_F32 ? (const void *)cf : (const void *)coef;
    char why[400];
    cup_status s = CUP_STATUS_SUCCESS;
    for (int pass = 0; pass < (again ? 2 : 1) && s == CUP_STATUS_SUCCESS; pass++) {
        s = cup_memset(c->h, c->out, ST_POISON, out_bytes);
        if (s == CUP_STATUS_SUCCESS)
            s = cup_stencil1d_variant(c->h, c->ids[k], block, x->t, x->form, user_coef, x->radius,
                                      (const char *)c->dev + x->in_off * S, (char *)c->out + lead, x->n, x->boundary);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, pass ? again : got, c->out, out_bytes);
    }
    const int line = snprintf(why, sizeof why, "%s %s r=%d %s n=%zu in/out offset %zu/%zu block %d: ",
                              cup_dtype_name(x->t), cup_stencil_form_name(x->form), x->radius,
                              cup_boundary_name(x->boundary), x->n, x->in_off, x->out_off, block);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why + line, sizeof why - line, "%s: %s", cup_status_string(s), cup_last_error(c->h));
        lab_check_count(c, k, why);
        return;
    }
    if (again && memcmp(got, again, out_bytes) != 0) {
        snprintf(why + line, sizeof why - line, "two runs on the same input differ");
        lab_check_count(c, k, why);
        return;
    }
    size_t bad = 0, first = 0;
    double first_got = 0, first_want = 0;
    for (size_t b = 0; b < lead; b++) bad += got[b] != ST_POISON;
    for (size_t b = 0; b < MARGIN; b++) bad += got[lead + x->n * S + b] != ST_POISON;
    const unsigned char *res = got + lead;
    /* past 2^20 elements: both edges whole (every boundary case) and 2^18 random interior points;
     * the reference costs far more than the kernel */
    const size_t edge = 4096, checks = x->n > ((size_t)1 << 20) ? 2 * edge + ((size_t)1 << 18) : x->n;
    lab_rng pick = {c->o->seed ^ x->n};
    for (size_t m = 0; m < checks; m++) {
        const size_t i = checks == x->n ? m : m < edge ? m : m < 2 * edge ? x->n - 1 - (m - edge) : lab_rand(&pick) % x->n;
        long double want;
        double tol;
        lab_stencil_reference(x->t, x->form, coef, x->radius, in_host, x->n, x->boundary, i, &want, &tol);
        double g;
        if (x->t == CUP_F32) {
            float f;
            memcpy(&f, res + i * 4, 4);
            g = f;
        } else {
            memcpy(&g, res + i * 8, 8);
        }
        if (!(fabsl((long double)g - want) <= tol)) { /* NaN fails too */
            if (bad++ == 0) first = i, first_got = g, first_want = (double)want;
        }
    }
    if (bad) {
        snprintf(why + line, sizeof why - line, "%zu wrong (margins included); first at %zu: got %.9g, want %.9g",
                 bad, first, first_got, first_want);
        lab_check_count(c, k, why);
    } else {
        lab_check_count(c, k, NULL);
    }
}

void lab_check_stencil(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const lab_check_opts *o = c->o;
    lab_rng rng = {o->seed ^ 0x7374656e63696cull};
    static const size_t fixed[] = {1, 2, 3, 5, 15, 16, 17, 31, 32, 33, 255, 256, 257, 1023, 1024, 1025, 4097, 65537, 1000003};
    for (int ti = 0; ti < 2; ti++) {
        const cup_dtype t = ti ? CUP_F64 : CUP_F32;
        if (o->dtype >= 0 && o->dtype != (int)t) continue;
        const size_t S = cup_dtype_size(t);
        size_t sizes[32];
        int count = 0;
        for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
            if (fixed[i] <= max_n) sizes[count++] = fixed[i];
        if (3 * cache / S + 11 <= max_n) sizes[count++] = 3 * cache / S + 11; /* past the cache */
        size_t largest = 0; /* elements, with room for the one-element offset */
        for (int i = 0; i < count; i++) largest = sizes[i] + 1 > largest ? sizes[i] + 1 : largest;
        const size_t out_max = largest * S + 2 * MARGIN;
        unsigned char *in = malloc(largest * S), *got = malloc(out_max), *again = malloc(out_max),
                      *back = malloc(largest * S);
        cup_status s = in && got && again && back ? cup_malloc(h, &c->dev, largest * S) : CUP_STATUS_ALLOC_FAILED;
        if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &c->out, out_max);
        if (s != CUP_STATUS_SUCCESS) {
            fprintf(c->log, "FAIL stencil %s: cannot allocate the check's buffers: %s\n", cup_dtype_name(t),
                    cup_last_error(h));
            c->t->failures++;
        }
        for (int i = 0; i < count && s == CUP_STATUS_SUCCESS; i++) {
            const size_t n = sizes[i];
            lab_fill(in, t, n + 1, LAB_DATA_FULL, &rng);
            if (cup_copy_to_backend(h, c->dev, in, (n + 1) * S) != CUP_STATUS_SUCCESS) {
                fprintf(c->log, "FAIL stencil upload: %s\n", cup_last_error(h));
                c->t->failures++;
                break;
            }
            /* every radius where n is small enough for the edges to be most of the work; past
             * the cache, radius 4 (the benchmark's) and on the GPU 16, with one boundary */
            static const int some[] = {1, 2, 4, 7, 16}, big[] = {4, 16};
            const int every = n <= 4097, huge = n > 1000003;
            const int radii = every ? CUP_STENCIL_MAX_RADIUS : huge ? (cup_get_backend(h) == CUP_BACKEND_CUDA ? 2 : 1) : 5;
            for (int ri = 0; ri < radii; ri++) {
                const int radius = every ? ri + 1 : huge ? big[ri] : some[ri];
                double coef[CUP_STENCIL_MAX_RADIUS + 1];
                for (int k = 0; k <= radius; k++) coef[k] = (double)(float)((int)(lab_rand(&rng) % 2001) - 1000) / 256.0;
                for (int form = 0; form < CUP_STENCIL_FORM_COUNT; form++)
                    for (int b = 0; b < (huge ? 1 : CUP_BOUNDARY_COUNT); b++)
                        /* in and out misaligned by one element, each and both (radius 4, to 2^17) */
                        for (int mis = 0; mis < (n <= ((size_t)1 << 17) && radius == 4 ? 4 : 1); mis++) {
                            const size_t in_off = (size_t)(mis & 1), out_off = (size_t)(mis >> 1);
                            const st_case x = {t, (cup_stencil_form)form, (cup_boundary)b, radius, n, in_off, out_off};
                            for (int k = 0; k < c->count; k++) {
                                const cup_variant_info *v = cup_variant_get(c->ids[k]);
                                if (!lab_check_is_family(c, k, "stencil") || !(v->dtypes & (1u << t))) continue;
                                /* every block size once per size, at radius 4 */
                                const int all = o->all_blocks && v->block_max && radius == 4 && n <= ((size_t)1 << 17) &&
                                                form == 0 && b == 0 && mis == 0;
                                const int twice = form == 0 && b == 0 && mis == 0; /* once per radius: same bits twice */
                                for (int block = all ? v->block_min : 0; block >= 0;
                                     block = all && block * 2 <= v->block_max ? block * 2 : -1)
                                    stencil_one(c, k, &x, block, coef, in + in_off * S, got,
                                                twice && block == (all ? v->block_min : 0) ? again : NULL);
                            }
                        }
            }
            /* the input is never written */
            if (cup_copy_to_host(h, back, c->dev, (n + 1) * S) != CUP_STATUS_SUCCESS || memcmp(back, in, (n + 1) * S)) {
                fprintf(c->log, "FAIL stencil %s n=%zu: input modified (seed %llu)\n", cup_dtype_name(t), n,
                        (unsigned long long)o->seed);
                c->t->failures++;
            }
            if (o->verbose)
                fprintf(c->log, "  stencil %s n=%zu done (%ld runs, %ld failures)\n", cup_dtype_name(t), n, c->t->runs,
                        c->t->failures);
        }
        cup_free(h, c->dev), cup_free(h, c->out);
        c->dev = c->out = NULL;
        free(in), free(got), free(again), free(back);
    }
}

/* ---- smem-banks, access, symbols ----------------------------------------------------------------- */

static void check_smem_banks(lab_check_ctx *c, int k, size_t max_n)
{
    const cup_variant_info *v = cup_variant_get(c->ids[k]);
    const int bx = v->shapes[0][0], by = v->shapes[0][1], threads = bx * by;
    const int transposed = strstr(v->name, "set-row-read-col") != NULL;
    static const size_t block_counts[] = {1, 3, 1000};
    static const int round_counts[] = {1, 7};
    uint32_t *got = malloc(1000 * (size_t)threads * 4);
    void *out = NULL;
    cup_status s = got ? cup_malloc(c->h, &out, 1000 * (size_t)threads * 4) : CUP_STATUS_ALLOC_FAILED;
    char why[300];
    for (int bi = 0; bi < 3 && s == CUP_STATUS_SUCCESS; bi++)
        for (int ri = 0; ri < 2; ri++) {
            const size_t blocks = block_counts[bi];
            if (bi > 0 && blocks * threads > max_n) continue; /* --max-n, as under the sanitizers */
            const uint32_t rounds = (uint32_t)round_counts[ri];
            cup_status r = cup_memset(c->h, out, 0xa5, blocks * threads * 4);
            if (r == CUP_STATUS_SUCCESS) r = cup_smem_banks_variant(c->h, c->ids[k], blocks, (int)rounds, out);
            if (r == CUP_STATUS_SUCCESS) r = cup_copy_to_host(c->h, got, out, blocks * threads * 4);
            if (r != CUP_STATUS_SUCCESS) {
                snprintf(why, sizeof why, "%zu blocks x %u rounds: %s", blocks, rounds, cup_last_error(c->h));
                lab_check_count(c, k, why);
                continue;
            }
            size_t bad = 0, first = 0;
            for (size_t i = 0; i < blocks * (size_t)threads; i++) {
                const uint32_t idx = (uint32_t)(i % threads);
                /* the thread whose stored value this one reads back: itself, or its transpose */
                const uint32_t src = transposed ? (idx % by) * bx + idx / by : idx;
                const uint32_t want = rounds * src + rounds * (rounds - 1) / 2; /* sum of src + round */
                if (got[i] != want && bad++ == 0) first = i;
            }
            if (bad) snprintf(why, sizeof why, "%zu blocks x %u rounds: %zu of %zu outputs wrong, first at %zu", blocks,
                              rounds, bad, blocks * threads, first);
            lab_check_count(c, k, bad ? why : NULL);
        }
    double st = 0, ld = 0;
    if (cup_smem_banks_model(v->name, &st, &ld) != CUP_STATUS_SUCCESS || st < 1 || ld < 1 || st > 32 || ld > 32) {
        snprintf(why, sizeof why, "the bank model has no answer for it (%g, %g)", st, ld);
        lab_check_count(c, k, why);
    }
    cup_free(c->h, out);
    free(got);
}

/* c's expected contents for n elements at (ro, wo); everything else keeps the poison. */
static void check_access(lab_check_ctx *c, int k, size_t cache, size_t max_n, lab_rng *rng)
{
    const cup_variant_info *v = cup_variant_get(c->ids[k]);
    const int structs = strcmp(v->name, "aos") == 0 || strcmp(v->name, "soa") == 0;
    const int write_side = strcmp(v->name, "offset-write") == 0;
    static const size_t offsets[] = {0, 1, 2, 31, 32, 33, 127, 128};
    size_t sizes[] = {2, 32, 34, 1000, 1026, 65538, 0};
    sizes[6] = (3 * cache / 12) & ~(size_t)1; /* past the cache: three arrays together */
    size_t cap = 0;
    for (int i = 0; i < 7; i++) cap = sizes[i] <= max_n && sizes[i] > cap ? sizes[i] : cap;
    const size_t elems = cap + 128 + 2 * MARGIN / 4;
    float *a = malloc(elems * 4), *b = malloc(elems * 4), *got = malloc(elems * 4);
    void *da = NULL, *db = NULL, *dc = NULL;
    cup_status s = a && b && got ? cup_malloc(c->h, &da, elems * 4) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(c->h, &db, elems * 4);
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(c->h, &dc, elems * 4);
    if (s == CUP_STATUS_SUCCESS) {
        lab_fill(a, CUP_F32, elems, LAB_DATA_FULL, rng);
        lab_fill(b, CUP_F32, elems, LAB_DATA_FULL, rng);
        s = cup_copy_to_backend(c->h, da, a, elems * 4);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(c->h, db, b, elems * 4);
    }
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(c->log, "FAIL access: cannot prepare buffers: %s\n", cup_last_error(c->h));
        c->t->failures++;
    }
    char why[300];
    for (int si = 0; si < 7 && s == CUP_STATUS_SUCCESS; si++) {
        const size_t n = sizes[si];
        if (n > max_n) continue;
        for (int oi = 0; oi < 8 && (!structs || oi == 0); oi++) {
            const size_t off = offsets[oi], ro = write_side ? 0 : off, wo = write_side ? off : 0;
            const int all = c->o->all_blocks && n <= 4096;
            for (int block = all ? v->block_min : 0; block >= 0; block = all && block * 2 <= v->block_max ? block * 2 : -1) {
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
                if (bad) snprintf(why, sizeof why, "n=%zu offset %zu block %d: %zu words wrong, first at %zu", n, off,
                                  block, bad, first);
                lab_check_count(c, k, bad ? why : NULL);
            }
        }
    }
    cup_free(c->h, da), cup_free(c->h, db), cup_free(c->h, dc);
    free(a), free(b), free(got);
}

static void check_symbols(lab_check_ctx *c, int k, lab_rng *rng)
{
    const double values[] = {3.14, -1e300, 0.0, (double)(lab_rand(rng) >> 11) / 4096.0 - 1e9};
    char why[200];
    for (int i = 0; i < 4; i++) {
        double got = NAN;
        cup_status s = cup_symbols_variant(c->h, c->ids[k], values[i], &got);
        const double want = values[i] + 2.0;
        if (s != CUP_STATUS_SUCCESS) snprintf(why, sizeof why, "value %g: %s", values[i], cup_last_error(c->h));
        else snprintf(why, sizeof why, "value %.17g: got %.17g, want %.17g", values[i], got, want);
        lab_check_count(c, k, s == CUP_STATUS_SUCCESS && memcmp(&got, &want, sizeof got) == 0 ? NULL : why);
    }
}

void lab_check_memlab(lab_check_ctx *c, size_t cache, size_t max_n)
{
    lab_rng rng = {c->o->seed ^ 0x6d656d6c6162ull};
    for (int k = 0; k < c->count; k++) {
        if (lab_check_is_family(c, k, "smem-banks")) check_smem_banks(c, k, max_n);
        else if (lab_check_is_family(c, k, "access")) check_access(c, k, cache, max_n, &rng);
        else if (lab_check_is_family(c, k, "symbols")) check_symbols(c, k, &rng);
    }
}
