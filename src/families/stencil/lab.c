/* The stencil family in the lab: a long-double reference written from the definition in
 * cuprim.h (nothing shared with the library), one comparison used by both the check sweep and
 * the benchmark rows, the benchmark tables and the API contract. */
#include "lab/lab.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- the reference ------------------------------------------------------------------------------ */

/* in[j] under the boundary rule, as cuprim.h defines it */
static long double stencil_at(cup_dtype t, const void *in, size_t n, cup_boundary b, long long j)
{
    if (j < 0 || j >= (long long)n) {
        if (b == CUP_BOUNDARY_ZERO) return 0;
        if (b == CUP_BOUNDARY_CLAMP) j = j < 0 ? 0 : (long long)n - 1;
        else j = ((j % (long long)n) + (long long)n) % (long long)n;
    }
    return t == CUP_F32 ? (long double)((const float *)in)[j] : (long double)((const double *)in)[j];
}

/* out[i] in long double, and the tolerance a correct float or double evaluation stays within */
static void stencil_reference(cup_dtype t, cup_stencil_form form, const double *coef, int radius, const void *in,
                              size_t n, cup_boundary boundary, size_t i, long double *want, double *tol)
{
    const long long x = (long long)i;
    long double sum = 0, mag = 0;
    if (form == CUP_STENCIL_SYMMETRIC) {
        const long double v = coef[0] * stencil_at(t, in, n, boundary, x);
        sum = v, mag = fabsl(v);
    }
    for (int k = 1; k <= radius; k++) {
        const long double c = form == CUP_STENCIL_SYMMETRIC ? coef[k] : coef[k - 1];
        const long double hi = stencil_at(t, in, n, boundary, x + k), lo = stencil_at(t, in, n, boundary, x - k);
        sum += c * (form == CUP_STENCIL_SYMMETRIC ? hi + lo : hi - lo);
        mag += fabsl(c) * (fabsl(hi) + fabsl(lo));
    }
    *want = sum;
    *tol = (3.0 * radius + 2.0) * (t == CUP_F32 ? FLT_EPSILON : DBL_EPSILON) * (double)mag + DBL_MIN;
}

/* A problem, and a run of it (a check's or a bench row's). */
typedef struct stencil_problem {
    cup_dtype t;
    cup_stencil_form form;
    cup_boundary boundary;
    int radius;
    size_t n;
    const double *coef; /* the coefficients as double (exactly the float ones for f32) */
    const void *in;     /* host copy of the input */
    /* the run: variant `id` at `block`, or (host >= 0) cup_stencil1d_host between host arrays, on
     * the coefficients as the library takes them (user_coef), from src into out, which has `lead`
     * bytes of poison before it and MARGIN after; got: its read-back */
    int id, block;
    int host; /* -1: backend memory (a variant's row); 0 pageable, 1 pinned (cup_stencil1d_host) */
    const void *ucoef, *src;
    unsigned char *out, *got;
    size_t lead;
    int asked;    /* a bench row's --block */
    int misalign; /* a bench row's LAB_MISALIGN_* bits: that pointer starts one element past a 16-byte boundary */
    uint64_t seed; /* of stencil_wrong's sample */
} stencil_problem;

/* The number of wrong elements of got (every one to n = 2^20; past that both edges whole, where
 * every boundary case lives, and 2^18 random interior points: the reference costs far more than
 * the kernel). The first is reported through *first, *got_at and *want_at. */
static size_t stencil_wrong(const stencil_problem *p, const unsigned char *got, uint64_t seed, size_t *first,
                            double *got_at, double *want_at)
{
    const size_t edge = 4096, checks = p->n > ((size_t)1 << 20) ? 2 * edge + ((size_t)1 << 18) : p->n;
    lab_rng pick = {seed ^ p->n};
    size_t bad = 0;
    for (size_t m = 0; m < checks; m++) {
        const size_t i = checks == p->n ? m : m < edge ? m : m < 2 * edge ? p->n - 1 - (m - edge) : lab_rand(&pick) % p->n;
        long double want;
        double tol;
        stencil_reference(p->t, p->form, p->coef, p->radius, p->in, p->n, p->boundary, i, &want, &tol);
        const double g = lab_as_double(p->t, got + i * cup_dtype_size(p->t));
        if (!(fabsl((long double)g - want) <= tol) && bad++ == 0) /* NaN fails too */
            *first = i, *got_at = g, *want_at = (double)want;
    }
    return bad;
}

/* The coefficients as the library takes them: float for f32 (and `coef` rounded to match), double for f64. */
static const void *user_coef(const stencil_problem *p, double *coef, float *coef32)
{
    for (int k = 0; k <= p->radius; k++) coef32[k] = (float)coef[k];
    if (p->t == CUP_F32)
        for (int k = 0; k <= p->radius; k++) coef[k] = coef32[k];
    return p->t == CUP_F32 ? (const void *)coef32 : (const void *)coef;
}

/* Outputs start as NaN (all-ones bytes): no exact answer, not even 0, is within tolerance of the
 * poison, so an element the variant never wrote cannot pass. */
enum { ST_POISON = 0xff, MARGIN = 64 /* bytes of poison after each output (and at least before it) */ };

static cup_status stencil_work(cup_handle_t h, void *ctx)
{
    const stencil_problem *w = ctx;
    if (w->host >= 0)
        return cup_stencil1d_host(h, w->t, w->form, w->ucoef, w->radius, w->src, w->out, w->n, w->boundary);
    return cup_stencil1d_variant(h, w->id, w->block, w->t, w->form, w->ucoef, w->radius, w->src, w->out, w->n,
                                 w->boundary);
}

/* The check's and the bench's run: out and its margins poisoned, the call, the read-back (host
 * arrays: read where they are); with `again` (backend memory), a second run read back there, the
 * same bits; then every output (stencil_wrong's) against the reference and the margins against the
 * poison. The calls' status; *wrong set, with why after why[0..used), when something is wrong. */
static cup_status stencil_try(cup_handle_t h, stencil_problem *w, unsigned char *again, char *why, size_t size,
                              size_t used, int *wrong)
{
    const size_t bytes = w->lead + w->n * cup_dtype_size(w->t) + MARGIN;
    unsigned char *base = w->out - w->lead, *got = w->host >= 0 ? base : w->got;
    cup_status s = CUP_STATUS_SUCCESS;
    for (int pass = 0; pass < (again ? 2 : 1) && s == CUP_STATUS_SUCCESS; pass++) {
        if (w->host >= 0) memset(base, ST_POISON, bytes);
        else s = cup_memset(h, base, ST_POISON, bytes);
        if (s == CUP_STATUS_SUCCESS) s = stencil_work(h, w);
        if (s == CUP_STATUS_SUCCESS && w->host < 0) s = cup_copy_to_host(h, pass ? again : got, base, bytes);
    }
    if (s != CUP_STATUS_SUCCESS) return s;
    size_t margins = 0, first = 0;
    for (size_t b = 0; b < bytes; b++) margins += (b < w->lead || b >= bytes - MARGIN) && got[b] != ST_POISON;
    double g = 0, want = 0;
    const size_t bad = stencil_wrong(w, got + w->lead, w->seed, &first, &g, &want);
    const int differ = again && memcmp(got, again, bytes) != 0;
    if (differ) snprintf(why + used, size - used, "two runs on the same input differ");
    else if (bad)
        snprintf(why + used, size - used, "%zu wrong; first at %zu: got %.9g, want %.9g", bad, first, g, want);
    else if (margins) snprintf(why + used, size - used, "%zu bytes written outside out", margins);
    *wrong = differ || bad || margins;
    return s;
}

/* ---- check ---------------------------------------------------------------------------------------- */

/* One run of variant k at `block` (stencil_try), in and out one element past their starts as `mis`
 * says (bit 0: in, bit 1: out); with `again`, a second run read back there must give the same bits. */
static void stencil_one(lab_check_ctx *c, int k, stencil_problem *p, int block, int mis, unsigned char *again)
{
    char why[400];
    const int used = snprintf(why, sizeof why, "%s %s r=%d %s n=%zu in/out offset %d/%d block %d: ",
                              cup_dtype_name(p->t), cup_stencil_form_name(p->form), p->radius,
                              cup_boundary_name(p->boundary), p->n, mis & 1, mis >> 1, block);
    p->id = c->ids[k], p->block = block;
    int wrong = 0;
    const cup_status s = stencil_try(c->h, p, again, why, sizeof why, (size_t)used, &wrong);
    if (!lab_check_call(c, k, why, sizeof why, (size_t)used, s)) lab_check_count(c, k, wrong ? why : NULL);
}

/* cup_stencil1d_host (the pipeline, best on each chunk's window) on the host copy of the input,
 * in chunks of a few elements past the radius (4099 past n = 4097), into out: its outputs must be
 * the bits best just wrote on the device (p->got, checked against the reference by stencil_one). */
static void stencil_host_one(lab_check_ctx *c, int k, const stencil_problem *p, unsigned char *out)
{
    const size_t S = cup_dtype_size(p->t), chunk = p->n <= 4097 ? 5 + (size_t)p->radius : 4099;
    char why[400];
    cup_set_pipeline_chunk(c->h, chunk * S);
    memset(out, ST_POISON, p->n * S);
    const cup_status s = cup_stencil1d_host(c->h, p->t, p->form, p->ucoef, p->radius, p->in, out, p->n, p->boundary);
    cup_set_pipeline_chunk(c->h, 0);
    const int line = snprintf(why, sizeof why, "cup_stencil1d_host %s %s r=%d %s n=%zu chunk %zu: ", cup_dtype_name(p->t),
                              cup_stencil_form_name(p->form), p->radius, cup_boundary_name(p->boundary), p->n, chunk);
    if (lab_check_call(c, k, why, sizeof why, (size_t)line, s)) return;
    size_t bad = 0, first = 0;
    for (size_t i = p->n; i-- > 0;)
        if (memcmp(out + i * S, p->got + p->lead + i * S, S)) bad++, first = i;
    snprintf(why + line, sizeof why - line, "%zu outputs differ from best's, the first at %zu", bad, first);
    lab_check_count(c, k, bad ? why : NULL);
}

static void stencil_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const lab_check_opts *o = c->o;
    lab_rng rng = {o->seed ^ 0x7374656e63696cull};
    LAB_CHECK_DTYPES(ti, c, &lab_family_stencil) {
        const cup_dtype t = (cup_dtype)ti;
        const size_t S = cup_dtype_size(t);
        const size_t ladder[] = {1, 2, 3, 5, 15, 16, 17, 31, 32, 33, 255, 256, 257, 1023, 1024, 1025, 4097, 65537,
                                 1000003};
        size_t sizes[sizeof ladder / sizeof ladder[0] + 2], largest;
        /* the ladder, then past the cache */
        const int count = lab_check_sizes(c, ladder, sizeof ladder / sizeof ladder[0], 3 * cache / S + 11, 0, max_n,
                                          sizes, &largest);
        const size_t out_max = (largest + 1) * S + 2 * MARGIN; /* with room for the one-element offset */
        /* the input (lab_in), the output and its two read-backs, the host-array pipeline's windows */
        double host = 2.0 * (double)((largest + 1) * S) + 2.0 * (double)out_max, dev = (double)((largest + 1) * S + out_max);
        lab_check_pipeline_bytes(c, (double)(largest * S), (double)(largest * S), 4099 * S, &host, &dev);
        if (lab_check_holds(c, host, dev, "stencil %s n=%zu", cup_dtype_name(t), largest)) continue;
        lab_mem m = {.h = h};
        lab_in in = {0};
        unsigned char *got = lab_host(&m, out_max), *again = lab_host(&m, out_max), *out = lab_dev(&m, out_max);
        const int ready = lab_in_room(c, &in, (largest + 1) * S, "stencil") == 0 &&
                          lab_mem_check_ok(c, -1, &m, "stencil");
        for (int i = 0; i < count && ready; i++) {
            const size_t n = sizes[i];
            lab_fill(in.host, t, n + 1, LAB_DATA_FULL, &rng);
            if (lab_in_upload(c, &in, (n + 1) * S, "stencil") != 0) break;
            /* every radius where n is small enough for the edges to be most of the work; past
             * the cache, radius 4 (the benchmark's) and on the GPU 16, with one boundary */
            static const int some[] = {1, 2, 4, 7, 16}, big[] = {4, 16};
            const int every = n <= 4097, huge = n > 1000003;
            const int radii = every ? CUP_STENCIL_MAX_RADIUS : huge ? (cup_get_backend(h) == CUP_BACKEND_CUDA ? 2 : 1) : 5;
            for (int ri = 0; ri < radii; ri++) {
                const int radius = every ? ri + 1 : huge ? big[ri] : some[ri];
                double coef[CUP_STENCIL_MAX_RADIUS + 1];
                float coef32[CUP_STENCIL_MAX_RADIUS + 1];
                for (int k = 0; k <= radius; k++) coef[k] = (double)((int)(lab_rand(&rng) % 2001) - 1000) / 256.0;
                for (int form = 0; form < CUP_STENCIL_FORM_COUNT; form++)
                    for (int b = 0; b < (huge ? 1 : CUP_BOUNDARY_COUNT); b++)
                        /* in and out misaligned by one element, each and both (radius 4, to 2^17) */
                        for (int mis = 0; mis < (n <= ((size_t)1 << 17) && radius == 4 ? 4 : 1); mis++) {
                            const size_t in_at = (size_t)(mis & 1) * S, lead = MARGIN + (size_t)(mis >> 1) * S;
                            stencil_problem p = {t, (cup_stencil_form)form, (cup_boundary)b, radius, n, coef,
                                                 in.host + in_at, .host = -1, .src = (char *)in.dev + in_at,
                                                 .out = out + lead, .got = got, .lead = lead, .seed = o->seed};
                            p.ucoef = user_coef(&p, coef, coef32);
                            LAB_CHECK_EACH(k, c, &lab_family_stencil, t) {
                                const cup_variant_info *v = lab_check_variant(c, k);
                                /* every block size once per size, at radius 4 */
                                const int first = form == 0 && b == 0 && mis == 0; /* once per radius: same bits twice */
                                const int all = o->all_blocks && radius == 4 && n <= ((size_t)1 << 17) && first;
                                LAB_EACH_BLOCK(block, v, all) {
                                    const int twice = first && block == lab_block_first(v, all);
                                    stencil_one(c, k, &p, block, mis, twice ? again : NULL);
                                }
                                if (mis == 0 && strcmp(v->name, "best") == 0) stencil_host_one(c, k, &p, again);
                            }
                        }
            }
            /* the input is never written */
            lab_in_intact(c, &in, (n + 1) * S, "stencil %s n=%zu", cup_dtype_name(t), n);
            lab_check_progress(c, "stencil %s n=%zu", cup_dtype_name(t), n);
        }
        lab_in_free(h, &in), lab_mem_free(&m);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

static int stencil_setup(void *ctx, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    stencil_problem *w = ctx;
    r->n = w->n;
    snprintf(r->json, sizeof r->json, ", \"radius\": %d, \"form\": \"%s\", \"boundary\": \"%s\"", w->radius,
             cup_stencil_form_name(w->form), cup_boundary_name(w->boundary));
    if (w->misalign) LAB_APPEND(r->json, ", \"misalign\": \"%s\"", lab_misalign_name(w->misalign));
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block;
    if (w->host >= 0) lab_host_row(r, w->host);
    run->bytes = 2.0 * (double)(w->n * cup_dtype_size(w->t)); /* read + written */
    run->footprint = 2 * w->n * cup_dtype_size(w->t);
    return 0;
}

static int stencil_verify(void *ctx, cup_handle_t h, cup_status *s)
{
    char why[300];
    int wrong = 0;
    *s = stencil_try(h, ctx, NULL, why, sizeof why, 0, &wrong);
    if (*s == CUP_STATUS_SUCCESS && wrong) fprintf(stderr, "cuprim: stencil: %s\n", why);
    return *s == CUP_STATUS_SUCCESS && !wrong;
}

/* host: -1, the variants on backend memory; 0 or 1, cup_stencil1d_host from pageable or pinned
 * host memory against the bidirectional pinned ceiling (the variants then name only best). */
static int stencil_table(lab_bench *b, const char *const *variants, cup_dtype t, cup_stencil_form form,
                         cup_boundary boundary, int radius, size_t n, int block, int misalign, int host)
{
    const size_t bytes = n * cup_dtype_size(t);
    /* one element more than n, so either pointer can start one element in; out between margins of
     * poison, the one before it 256 bytes so that out keeps the alignment cup_malloc gave */
    const size_t in_at = misalign & LAB_MISALIGN_IN ? cup_dtype_size(t) : 0;
    const size_t lead = 256 + (misalign & LAB_MISALIGN_OUT ? cup_dtype_size(t) : 0), room = lead + bytes + MARGIN;
    /* the data and the output (the host arrays themselves) or its read-back on the host; in and out in the backend */
    double host_bytes = (double)(bytes + room), device_bytes = host >= 0 ? 0 : (double)(bytes + in_at + room);
    if (host >= 0) lab_pipeline_bytes(b, host, &host_bytes, &device_bytes);
    LAB_NEED_MEMORY(b, host_bytes, device_bytes, "%s of %zu %s", host >= 0 ? "cup_stencil1d_host" : "stencil", n,
                    cup_dtype_name(t));
    /* a centred finite-difference set: 1/k^2 with alternating signs, exact in float */
    double coef[CUP_STENCIL_MAX_RADIUS + 1];
    float coef32[CUP_STENCIL_MAX_RADIUS + 1];
    for (int k = 0; k <= radius; k++)
        coef[k] = (k % 2 ? 1.0 : -1.0) / (double)((k + 1) * (k + 1) > 256 ? 256 : (k + 1) * (k + 1));
    stencil_problem w = {t, form, boundary, radius, n, coef, NULL, .host = host, .lead = lead, .asked = block,
                         .misalign = misalign, .seed = b->seed};
    lab_mem m = {.h = b->h};
    /* host rows: the caller's arrays are the host arrays themselves */
    unsigned char *data = host >= 0 ? lab_host_array(&m, bytes, host) : lab_host(&m, bytes);
    unsigned char *out = host >= 0 ? lab_host_array(&m, room, host) : lab_dev(&m, room);
    unsigned char *in = host >= 0 ? data : lab_dev(&m, bytes + in_at);
    if (host < 0) w.got = lab_host(&m, room);
    w.in = data, w.ucoef = user_coef(&w, coef, coef32);
    if (m.s == CUP_STATUS_SUCCESS) {
        w.src = in + in_at, w.out = out + lead;
        if (!b->ncu_child) lab_fill_parallel(data, t, n, LAB_DATA_FULL, lab_table_seed(b, n, ((uint64_t)radius << 8) | (uint64_t)t));
        if (!b->ncu_child && host < 0) m.s = cup_copy_to_backend(b->h, in + in_at, data, bytes);
    }
    int failures = -1;
    if (lab_mem_ok(&m, "the stencil's arrays")) {
        const lab_table table = {.family = &lab_family_stencil, .variants = variants, .dtype = (int)t,
                                 .ceiling = host < 0 ? LAB_CEILING_COPY
                                            : host   ? LAB_CEILING_BIDIR
                                                     : LAB_CEILING_PAGEABLE_BIDIR,
                                 .ctx = &w, .setup = stencil_setup, .verify = stencil_verify, .work = stencil_work};
        failures = lab_table_runf(b, &table, "%s %s %s radius %d %s, n = %zu (%.1f MiB%s)%s%s; GB/s counts read + write",
                                  host >= 0 ? "cup_stencil1d_host" : "stencil", cup_dtype_name(t),
                                  cup_stencil_form_name(form), radius, cup_boundary_name(boundary), n, bytes / 1048576.0,
                                  host < 0 ? "" : host ? " of pinned host memory each way" : " of pageable host memory each way",
                                  misalign ? ", misaligned by one element: " : "", misalign ? lab_misalign_name(misalign) : "");
    }
    lab_mem_free(&m);
    return failures;
}

/* the forms' and the boundary rules' names, in their enums' order; best's rows alone */
static const char *const stencil_forms[] = {"antisymmetric", "symmetric", NULL},
                         *const stencil_boundaries[] = {"clamp", "zero", "periodic", NULL},
                         *const best_only[] = {"best", NULL};

static int stencil_bench(lab_bench *b, const lab_args *a)
{
    const char *rt = lab_opt(a, "radius");
    const int misalign = lab_misalign(a, LAB_MISALIGN_IN | LAB_MISALIGN_OUT);
    size_t radius = 4;
    if (rt) lab_size_list("radius", rt, &radius, 1, 1, CUP_STENCIL_MAX_RADIUS, 0, "is not 1..16");
    const cup_stencil_form form = (cup_stencil_form)lab_opt_pick(a, "form", stencil_forms, CUP_STENCIL_ANTISYMMETRIC);
    const cup_boundary boundary = (cup_boundary)lab_opt_pick(a, "boundary", stencil_boundaries, CUP_BOUNDARY_CLAMP);
    const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_F32;
    const int gpu = cup_get_backend(b->h) == CUP_BACKEND_CUDA, host = lab_host_input(a, b);
    if (host >= 0) {
        if (a->nvariants) lab_usage("--host times cup_stencil1d_host, not a variant: leave out --variant");
        if (misalign) lab_usage("--misalign is for the variants' rows, not --host");
        const size_t n = a->n_set ? a->n : gpu ? (size_t)1 << 31 : (size_t)1 << 24;
        if (n > SIZE_MAX / 2 / cup_dtype_size(t)) lab_usage("--n %zu of %s overflows", n, cup_dtype_name(t));
        return stencil_table(b, best_only, t, form, boundary, (int)radius, n, 0, 0, host);
    }
    const size_t n = a->n_set ? a->n : gpu ? (size_t)1 << 28 : (size_t)1 << 24;
    return stencil_table(b, lab_variants(a), t, form, boundary, (int)radius, n, a->block, misalign, -1);
}

/* The ladder at radius 4 f32 and f64, best across radii (f64 at 8 and 16 too), in the symmetric
 * form and with each pointer one element off alignment. */
static int stencil_suite(lab_bench *b)
{
    const size_t n = cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 22;
    const cup_stencil_form A = CUP_STENCIL_ANTISYMMETRIC;
    int failures = 0;
    LAB_ADD(stencil_table(b, lab_all, CUP_F32, A, CUP_BOUNDARY_CLAMP, 4, n, 0, 0, -1));
    LAB_ADD(stencil_table(b, lab_all, CUP_F64, A, CUP_BOUNDARY_CLAMP, 4, n / 2, 0, 0, -1));
    static const int radii[] = {1, 2, 8, 16};
    for (int i = 0; i < 4; i++)
        LAB_ADD(stencil_table(b, best_only, CUP_F32, A, CUP_BOUNDARY_PERIODIC, radii[i], n, 0, 0, -1));
    for (int i = 2; i < 4; i++)
        LAB_ADD(stencil_table(b, best_only, CUP_F64, A, CUP_BOUNDARY_PERIODIC, radii[i], n / 2, 0, 0, -1));
    LAB_ADD(stencil_table(b, best_only, CUP_F32, CUP_STENCIL_SYMMETRIC, CUP_BOUNDARY_ZERO, 4, n, 0, 0, -1));
    for (int m = LAB_MISALIGN_IN; m <= (LAB_MISALIGN_IN | LAB_MISALIGN_OUT); m++)
        LAB_ADD(stencil_table(b, best_only, CUP_F32, A, CUP_BOUNDARY_CLAMP, 4, n, 0, m, -1));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

/* cup_stencil1d_host against cup_stencil1d on the same data in backend memory, bit for bit, from
 * pageable and pinned host memory: every radius, form and boundary rule, chunks of 1, a few and
 * 64 elements so that halos fall exactly on chunk boundaries, n below the radius (periodic wraps
 * several times), at a chunk +-1 and across several chunks; one long array; the refusals. */
static void stencil_host_case(cup_handle_t h, lab_tally *t, const stencil_problem *p, void *dev_in, void *dev_out,
                              const unsigned char *pinned, unsigned char *got, size_t chunk)
{
    double c64[CUP_STENCIL_MAX_RADIUS + 1];
    float c32[CUP_STENCIL_MAX_RADIUS + 1];
    memcpy(c64, p->coef, sizeof c64);
    const void *coef = user_coef(p, c64, c32);
    const size_t S = cup_dtype_size(p->t);
    unsigned char *want = got + p->n * S;
    cup_status s = cup_stencil1d(h, p->t, p->form, coef, p->radius, dev_in, dev_out, p->n, p->boundary);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, want, dev_out, p->n * S);
    LAB_EXPECT_STATUS(t, h, s, CUP_STATUS_SUCCESS);
    cup_set_pipeline_chunk(h, chunk * S);
    for (int pin = 0; pin < 2; pin++) {
        size_t bad = 0, first = 0;
        memset(got, ST_POISON, p->n * S);
        LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, p->t, p->form, coef, p->radius, pin ? pinned : p->in, got, p->n,
                                                   p->boundary), CUP_STATUS_SUCCESS);
        for (size_t i = p->n; i-- > 0;)
            if (memcmp(got + i * S, want + i * S, S)) bad++, first = i;
        LAB_EXPECT(t, bad == 0, "cup_stencil1d_host %s %s r=%d %s n=%zu chunk=%zu %s: %zu outputs differ from "
                   "cup_stencil1d, the first at %zu", cup_dtype_name(p->t), cup_stencil_form_name(p->form), p->radius,
                   cup_boundary_name(p->boundary), p->n, chunk, pin ? "pinned" : "pageable", bad, first);
    }
    cup_set_pipeline_chunk(h, 0);
}

static void stencil_host_arrays(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    enum { MAX_N = 100003 };
    lab_mem m = {.h = h};
    unsigned char *page = lab_host(&m, MAX_N * 8), *got = lab_host(&m, 2 * MAX_N * 8);
    unsigned char *pinned = lab_host_array(&m, MAX_N * 8, 1);
    void *dev_in = lab_dev(&m, MAX_N * 8), *dev_out = lab_dev(&m, MAX_N * 8);
    LAB_EXPECT(t, m.s == CUP_STATUS_SUCCESS, "set-up: %s", cup_last_error(h));
    if (m.s != CUP_STATUS_SUCCESS) {
        lab_mem_free(&m);
        return;
    }
    double coef[CUP_STENCIL_MAX_RADIUS + 1];
    for (int k = 0; k <= CUP_STENCIL_MAX_RADIUS; k++) coef[k] = (double)(float)((double)(lab_rand(rng) % 2001) / 1000.0 - 1.0);
    for (int dt = CUP_F32; dt <= CUP_F64; dt++) {
        const cup_dtype d = (cup_dtype)dt;
        const size_t size = cup_dtype_size(d);
        lab_fill(page, d, MAX_N, LAB_DATA_FULL, rng);
        memcpy(pinned, page, MAX_N * size);
        LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, dev_in, page, MAX_N * size), CUP_STATUS_SUCCESS);
        for (int f = 0; f < CUP_STENCIL_FORM_COUNT; f++)
            for (int b = 0; b < CUP_BOUNDARY_COUNT; b++)
                for (int r = 1; r <= CUP_STENCIL_MAX_RADIUS; r++) {
                    const size_t chunks[3] = {1, 3 + (size_t)r % 5, 64};
                    for (int c = 0; c < 3; c++) {
                        const size_t ch = chunks[c];
                        const size_t sizes[] = {1, (size_t)r - 1, (size_t)r, (size_t)r + 1, 2 * (size_t)r + 1, ch - 1,
                                                ch, ch + 1, 2 * ch + 1, 3 * ch - 1};
                        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
                            if (sizes[i] == 0 || (i > 0 && sizes[i] == sizes[i - 1])) continue;
                            const stencil_problem p = {d, (cup_stencil_form)f, (cup_boundary)b, r, sizes[i], coef, page,
                                                       .host = -1};
                            stencil_host_case(h, t, &p, dev_in, dev_out, pinned, got, ch);
                        }
                    }
                }
        for (int b = 0; b < CUP_BOUNDARY_COUNT; b++) { /* a long array in chunks of 4096 */
            const stencil_problem p = {d, CUP_STENCIL_SYMMETRIC, (cup_boundary)b, CUP_STENCIL_MAX_RADIUS, MAX_N, coef,
                                       page, .host = -1};
            stencil_host_case(h, t, &p, dev_in, dev_out, pinned, got, 4096);
        }
    }
    /* refusals: a status, a message, out untouched */
    const float c1[1] = {0.5f}, keep[8] = {-777, -777, -777, -777, -777, -777, -777, -777};
    float *x = (float *)page, *y = (float *)got;
    memcpy(y, keep, sizeof keep);
    const cup_stencil_form A = CUP_STENCIL_ANTISYMMETRIC;
    LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, CUP_F32, A, c1, 1, NULL, y, 8, CUP_BOUNDARY_ZERO), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, CUP_F32, A, c1, 1, x, NULL, 8, CUP_BOUNDARY_ZERO), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, CUP_F32, A, c1, 17, x, y, 8, CUP_BOUNDARY_ZERO), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, CUP_I32, A, c1, 1, x, y, 8, CUP_BOUNDARY_ZERO), CUP_STATUS_NOT_SUPPORTED);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, CUP_F32, A, c1, 1, x, x + 4, 8, CUP_BOUNDARY_ZERO), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, CUP_F32, A, c1, 1, x, y, 0, CUP_BOUNDARY_ZERO), CUP_STATUS_SUCCESS);
    if (cup_get_backend(h) == CUP_BACKEND_CUDA) { /* device memory where host memory belongs */
        LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, CUP_F32, A, c1, 1, dev_in, y, 8, CUP_BOUNDARY_ZERO),
                          CUP_STATUS_INVALID_POINTER);
        LAB_EXPECT(t, strstr(cup_last_error(h), "device") != NULL, "message says why: %s", cup_last_error(h));
        LAB_EXPECT_STATUS(t, h, cup_stencil1d_host(h, CUP_F32, A, c1, 1, x, dev_out, 8, CUP_BOUNDARY_ZERO),
                          CUP_STATUS_INVALID_POINTER);
    }
    LAB_EXPECT(t, memcmp(y, keep, sizeof keep) == 0, "refused or empty calls leave out alone");
    lab_mem_free(&m);
}

/* cup_stencil1d's contract: the names, refusals with a message and nothing written, the boundary
 * rules on a tiny input, n = 0. */
static void stencil_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    stencil_host_arrays(h, t, rng);
    LAB_NAMES_ROUND_TRIP(t, cup_stencil_form, CUP_STENCIL_FORM_COUNT, cup_stencil_form_name, cup_stencil_form_from_name,
                         "diagonal");
    LAB_NAMES_ROUND_TRIP(t, cup_boundary, CUP_BOUNDARY_COUNT, cup_boundary_name, cup_boundary_from_name, "mirror");
    enum { N = 7 };
    lab_api x;
    if (lab_api_open(&x, h, t, rng, N * sizeof(float), N * sizeof(float), 0) != 0) return;
    float *data = (float *)x.host, got[N];
    for (int i = 0; i < N; i++) data[i] = (float)((int)(lab_rand(rng) % 64) - 32);
    LAB_EXPECT_STATUS(t, h, lab_api_restore(&x), CUP_STATUS_SUCCESS);
    void *in = x.in, *out = x.out;
    const float c1[2] = {0.5f, 0.25f}, sym[2] = {-2.0f, 1.0f};
    const cup_stencil_form A = CUP_STENCIL_ANTISYMMETRIC, S = CUP_STENCIL_SYMMETRIC;
    const cup_boundary CLAMP = CUP_BOUNDARY_CLAMP;
    /* refusals: each leaves in and out as they were */
    LAB_REFUSED(&x, CUP_STATUS_NOT_SUPPORTED, cup_stencil1d(h, CUP_I32, A, c1, 1, in, out, N, CLAMP));
    LAB_REFUSED_SAYING(&x, CUP_STATUS_INVALID_VALUE, "dtype 99",
                       cup_stencil1d(h, (cup_dtype)99, A, c1, 1, in, out, N, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_stencil1d(h, CUP_F32, A, c1, 0, in, out, N, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_stencil1d(h, CUP_F32, A, c1, 17, in, out, N, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_stencil1d(h, CUP_F32, A, NULL, 1, in, out, N, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_stencil1d(h, CUP_F32, (cup_stencil_form)7, c1, 1, in, out, N, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_stencil1d(h, CUP_F32, S, sym, 1, in, out, N, (cup_boundary)9));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_stencil1d(h, CUP_F32, S, sym, 1, in, in, N, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE, cup_stencil1d(h, CUP_F32, S, sym, 1, NULL, out, N, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_POINTER, cup_stencil1d(h, CUP_F32, S, sym, 1, (char *)in + 1, out, 3, CLAMP));
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, in, out, 0, CLAMP), CUP_STATUS_SUCCESS);
    lab_api_untouched(&x, "cup_stencil1d with n = 0");
    /* n past the end of the allocations, and memory cup_malloc did not give, on both backends */
    LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE,
                cup_stencil1d(h, CUP_F32, S, sym, 1, in, out, (size_t)N + 10000000, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_POINTER, cup_stencil1d(h, CUP_F32, S, sym, 1, data, out, N, CLAMP));
    LAB_REFUSED(&x, CUP_STATUS_INVALID_POINTER, cup_stencil1d(h, CUP_F32, S, sym, 1, in, got, N, CLAMP));
    LAB_EACH_FOREIGN(id, h, &lab_family_stencil)
        LAB_REFUSED(&x, CUP_STATUS_INVALID_VALUE,
                    cup_stencil1d_variant(h, id, 0, CUP_F32, S, sym, 1, in, out, N, CLAMP));
    /* each boundary rule at radius 2 (both edges reach outside), worked here from cuprim.h's words
     * rather than by the sweep's reference, so a slip in one does not hide in the other */
    for (int b = 0; b < CUP_BOUNDARY_COUNT; b++) {
        LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, A, c1, 2, in, out, N, (cup_boundary)b), CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, out, sizeof got), CUP_STATUS_SUCCESS);
        for (int i = 0; i < N; i++) {
            float at[5]; /* x[i-2 .. i+2] under the rule: zero outside, the nearest end, or wrapped */
            for (int k = -2; k <= 2; k++) {
                const int j = i + k, inside = j >= 0 && j < N;
                const int src = inside ? j : b == CUP_BOUNDARY_CLAMP ? (j < 0 ? 0 : N - 1) : (j + N) % N;
                at[k + 2] = inside || b != CUP_BOUNDARY_ZERO ? data[src] : 0;
            }
            /* small integers times 1/2 and 1/4: exact in any order */
            const float want = 0.5f * (at[3] - at[1]) + 0.25f * (at[4] - at[0]);
            LAB_EXPECT(t, got[i] == want, "%s: out[%d] = %g, want %g", cup_boundary_name((cup_boundary)b), i, got[i],
                       want);
        }
    }
    /* periodic wraps more than once when n < radius */
    const float c3[3] = {1, 1, 1};
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, c3, 2, in, out, 1, CUP_BOUNDARY_PERIODIC), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, out, sizeof(float)), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, got[0] == 5 * data[0], "n = 1, periodic: every neighbour is x[0]: %g vs %g", got[0], 5 * data[0]);
    lab_api_close(&x);
}

static const lab_option stencil_options[] = {{"radius", "R"},
                                             {"form", "F"},
                                             {"boundary", "B"},
                                             {"misalign", "none|in|out|both"},
                                             {"host", "pinned|pageable"},
                                             {"chunk", "BYTES"},
                                             {NULL, NULL}};

/* The sweep's space: both dtypes, every radius, form and boundary rule, n to 2^28, in, out or both
 * one element off alignment, and host arrays (one case in three: pinned or pageable) through
 * cup_stencil1d_host. */
static const char *const sweep_radius[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14",
                                           "15", "16", NULL},
                         *const sweep_misalign[] = {"none", "none", "in", "out", "both", NULL},
                         *const sweep_input[] = {"device", "device", "device", "device", "pinned", "pageable", NULL};
static const lab_sweep_dim stencil_dims[] = {LAB_DIM_DTYPE("dtype"),
                                             LAB_DIM_PICK("radius", sweep_radius),
                                             LAB_DIM_PICK("form", stencil_forms),
                                             LAB_DIM_PICK("boundary", stencil_boundaries),
                                             LAB_DIM_SIZE("n", 1, 0x1p28),
                                             LAB_DIM_PICK("misalign", sweep_misalign),
                                             LAB_DIM_PICK("input", sweep_input),
                                             LAB_DIM_END};

static int stencil_sweep_case(lab_sweep_case *c)
{
    static const char *const as_drawn[] = {"dtype", "radius", "form", "boundary"};
    const char *input = lab_sweep_pick(c, "input"), *misalign = lab_sweep_pick(c, "misalign");
    for (size_t i = 0; i < sizeof as_drawn / sizeof as_drawn[0]; i++)
        lab_sweep_arg(c, as_drawn[i], "%s", lab_sweep_pick(c, as_drawn[i]));
    lab_sweep_arg(c, "n", "%zu", lab_sweep_size(c, "n"));
    if (strcmp(input, "device") != 0) lab_sweep_arg(c, "host", "%s", input), c->own_rows = 1;
    else if (strcmp(misalign, "none") != 0) lab_sweep_arg(c, "misalign", "%s", misalign);
    return 0;
}

static const lab_sweep_space stencil_space = {stencil_dims, NULL, stencil_sweep_case};

static const char *const stencil_gpu_check[] = {"host --host pinned --n 2^30", "host --host pageable --n 2^30",
                                                  "summary", NULL};

static const char *const stencil_headline[] = {"--n 2^26", "--n 2^12", NULL};
const lab_family lab_family_stencil = {
    LAB_FAMILY_IS(stencil),
    .gpu_check = stencil_gpu_check,
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = stencil_options,
    .bench_help =
        "cuprim bench stencil [--dtype f32|f64] [--radius R] [--form antisymmetric|symmetric]\n"
        "                     [--boundary clamp|zero|periodic] [--misalign none|in|out|both] [--n N]\n"
        "                     [--block B] [--variant V]...\n"
        "  GB/s counts n elements read and written, against the copy ceiling. Defaults: f32, radius 4,\n"
        "  antisymmetric, clamp, n = 2^28 (CPU: 2^24). --misalign starts in, out or both one element\n"
        "  past a 16-byte boundary.\n"
        "cuprim bench stencil --host pinned|pageable [--chunk BYTES] [--dtype T] [--radius R] [--form F] [--boundary B] [--n N]\n"
        "  cup_stencil1d_host between host arrays (default n = 2^31 on the GPU, 2^24 on the CPU; n may\n"
        "  pass the GPU's memory), against the bidirectional pinned ceiling of the same run; JSON rows\n"
        "  carry \"input\": \"pinned\" or \"pageable\".\n",
    .check_help =
        "stencil: n = 1..1000003 and past the cache, every radius 1..16 up to n = 4097 (then 1, 2, 4,\n"
        "  7, 16), both forms, every boundary, in and out each aligned and misaligned, against a\n"
        "  long-double reference (every element to n = 2^20, then both edges and a random sample),\n"
        "  best's pipeline over host arrays (cup_stencil1d_host in small chunks) bit for bit as best,\n"
        "  outputs poisoned with NaN, two runs per radius bit for bit.\n",
    .bench = stencil_bench,
    .suite = stencil_suite,
    .headline = stencil_headline,
    .check = stencil_check,
    .api_test = stencil_api_test,
    .sweep = &stencil_space,
};
