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

typedef struct stencil_problem {
    cup_dtype t;
    cup_stencil_form form;
    cup_boundary boundary;
    int radius;
    size_t n;
    const double *coef; /* the coefficients as double (exactly the float ones for f32) */
    const void *in;     /* host copy of the input */
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
enum { ST_POISON = 0xff, MARGIN = 64 /* bytes of poison around each output */ };

/* ---- check ---------------------------------------------------------------------------------------- */

typedef struct scheck {
    lab_check_ctx *c;
    void *dev, *out;
    unsigned char *got, *again;
} scheck;

/* One run of variant k: poison out and its margins, run, read back, compare. `twice`: run a
 * second time and require the same bits. */
static void stencil_one(scheck *x, int k, const stencil_problem *p, size_t in_off, size_t out_off, int block,
                        const void *coef, int twice)
{
    lab_check_ctx *c = x->c;
    const size_t S = cup_dtype_size(p->t), lead = MARGIN + out_off * S, out_bytes = lead + p->n * S + MARGIN;
    char why[400];
    cup_status s = CUP_STATUS_SUCCESS;
    for (int pass = 0; pass < (twice ? 2 : 1) && s == CUP_STATUS_SUCCESS; pass++) {
        s = cup_memset(c->h, x->out, ST_POISON, out_bytes);
        if (s == CUP_STATUS_SUCCESS)
            s = cup_stencil1d_variant(c->h, c->ids[k], block, p->t, p->form, coef, p->radius,
                                      (const char *)x->dev + in_off * S, (char *)x->out + lead, p->n, p->boundary);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, pass ? x->again : x->got, x->out, out_bytes);
    }
    const int line = snprintf(why, sizeof why, "%s %s r=%d %s n=%zu in/out offset %zu/%zu block %d: ",
                              cup_dtype_name(p->t), cup_stencil_form_name(p->form), p->radius,
                              cup_boundary_name(p->boundary), p->n, in_off, out_off, block);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why + line, sizeof why - line, "%s: %s", cup_status_string(s), cup_last_error(c->h));
        lab_check_count(c, k, why);
        return;
    }
    if (twice && memcmp(x->got, x->again, out_bytes) != 0) {
        snprintf(why + line, sizeof why - line, "two runs on the same input differ");
        lab_check_count(c, k, why);
        return;
    }
    size_t margins = 0, first = 0;
    for (size_t b = 0; b < lead; b++) margins += x->got[b] != ST_POISON;
    for (size_t b = 0; b < MARGIN; b++) margins += x->got[lead + p->n * S + b] != ST_POISON;
    double g = 0, w = 0;
    const size_t bad = stencil_wrong(p, x->got + lead, c->o->seed, &first, &g, &w);
    if (bad) snprintf(why + line, sizeof why - line, "%zu wrong; first at %zu: got %.9g, want %.9g", bad, first, g, w);
    else if (margins) snprintf(why + line, sizeof why - line, "%zu bytes written outside out", margins);
    lab_check_count(c, k, bad || margins ? why : NULL);
}

static void stencil_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const lab_check_opts *o = c->o;
    lab_rng rng = {o->seed ^ 0x7374656e63696cull};
    static const size_t fixed[] = {1, 2, 3, 5, 15, 16, 17, 31, 32, 33, 255, 256, 257, 1023, 1024, 1025, 4097, 65537, 1000003};
    char why[300];
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
        unsigned char *in = malloc(largest * S), *back = malloc(largest * S);
        scheck x = {c, NULL, NULL, malloc(out_max), malloc(out_max)};
        cup_status s = in && back && x.got && x.again ? cup_malloc(h, &x.dev, largest * S) : CUP_STATUS_ALLOC_FAILED;
        if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &x.out, out_max);
        if (s != CUP_STATUS_SUCCESS) {
            snprintf(why, sizeof why, "stencil %s: cannot allocate the check's buffers: %s", cup_dtype_name(t),
                     cup_last_error(h));
            lab_check_fail(c, -1, why);
        }
        for (int i = 0; i < count && s == CUP_STATUS_SUCCESS; i++) {
            const size_t n = sizes[i];
            lab_fill(in, t, n + 1, LAB_DATA_FULL, &rng);
            if (cup_copy_to_backend(h, x.dev, in, (n + 1) * S) != CUP_STATUS_SUCCESS) {
                snprintf(why, sizeof why, "stencil upload: %s", cup_last_error(h));
                lab_check_fail(c, -1, why);
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
                float coef32[CUP_STENCIL_MAX_RADIUS + 1];
                for (int k = 0; k <= radius; k++) coef[k] = (double)((int)(lab_rand(&rng) % 2001) - 1000) / 256.0;
                for (int form = 0; form < CUP_STENCIL_FORM_COUNT; form++)
                    for (int b = 0; b < (huge ? 1 : CUP_BOUNDARY_COUNT); b++)
                        /* in and out misaligned by one element, each and both (radius 4, to 2^17) */
                        for (int mis = 0; mis < (n <= ((size_t)1 << 17) && radius == 4 ? 4 : 1); mis++) {
                            const size_t in_off = (size_t)(mis & 1), out_off = (size_t)(mis >> 1);
                            stencil_problem p = {t, (cup_stencil_form)form, (cup_boundary)b, radius, n, coef, in + in_off * S};
                            const void *uc = user_coef(&p, coef, coef32);
                            for (int k = 0; k < c->count; k++) {
                                const cup_variant_info *v = cup_variant_get(c->ids[k]);
                                if (!lab_check_is_family(c, k, "stencil") || !(v->dtypes & (1u << t))) continue;
                                /* every block size once per size, at radius 4 */
                                const int first = form == 0 && b == 0 && mis == 0; /* once per radius: same bits twice */
                                const int all = o->all_blocks && v->block_max && radius == 4 && n <= ((size_t)1 << 17) && first;
                                for (int block = all ? v->block_min : 0; block >= 0;
                                     block = all && block * 2 <= v->block_max ? block * 2 : -1)
                                    stencil_one(&x, k, &p, in_off, out_off, block, uc, first && block == (all ? v->block_min : 0));
                            }
                        }
            }
            /* the input is never written */
            if (cup_copy_to_host(h, back, x.dev, (n + 1) * S) != CUP_STATUS_SUCCESS || memcmp(back, in, (n + 1) * S)) {
                snprintf(why, sizeof why, "stencil %s n=%zu: input modified", cup_dtype_name(t), n);
                lab_check_fail(c, -1, why);
            }
            if (o->verbose)
                fprintf(c->log, "  stencil %s n=%zu done (%ld runs, %ld failures)\n", cup_dtype_name(t), n, c->t->runs,
                        c->t->failures);
        }
        cup_free(h, x.dev), cup_free(h, x.out);
        free(in), free(back), free(x.got), free(x.again);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct sbench {
    int id, asked, block;
    stencil_problem p;
    const void *coef, *in;
    void *out;
    unsigned char *got;
    uint64_t seed;
    int misalign; /* LAB_MISALIGN_* bits: that pointer starts one element past a 16-byte boundary */
} sbench;

static cup_status stencil_work(cup_handle_t h, void *ctx)
{
    const sbench *w = ctx;
    return cup_stencil1d_variant(h, w->id, w->block, w->p.t, w->p.form, w->coef, w->p.radius, w->in, w->out, w->p.n,
                                 w->p.boundary);
}

static int stencil_setup(void *ctx, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    sbench *w = ctx;
    r->n = w->p.n;
    const int at = snprintf(r->json, sizeof r->json, ", \"radius\": %d, \"form\": \"%s\", \"boundary\": \"%s\"",
                            w->p.radius, cup_stencil_form_name(w->p.form), cup_boundary_name(w->p.boundary));
    if (w->misalign)
        snprintf(r->json + at, sizeof r->json - (size_t)at, ", \"misalign\": \"%s\"", lab_misalign_name(w->misalign));
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block;
    run->bytes = 2.0 * (double)(w->p.n * cup_dtype_size(w->p.t)); /* read + written */
    run->footprint = 2 * w->p.n * cup_dtype_size(w->p.t);
    return 0;
}

static int stencil_verify(void *ctx, cup_handle_t h, cup_status *s)
{
    sbench *w = ctx;
    const size_t bytes = w->p.n * cup_dtype_size(w->p.t);
    *s = cup_memset(h, w->out, ST_POISON, bytes);
    if (*s == CUP_STATUS_SUCCESS) *s = stencil_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, w->got, w->out, bytes);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    size_t first = 0;
    double g = 0, want = 0;
    const size_t bad = stencil_wrong(&w->p, w->got, w->seed, &first, &g, &want);
    if (bad) fprintf(stderr, "cuprim: stencil: %zu wrong; first at %zu: got %.9g, want %.9g\n", bad, first, g, want);
    return bad == 0;
}

static int stencil_table(lab_bench *b, const char *const *variants, cup_dtype t, cup_stencil_form form,
                         cup_boundary boundary, int radius, size_t n, int block, int misalign)
{
    cup_handle_t h = b->h;
    if (!lab_names_known(h, "stencil", variants)) return -1;
    const size_t bytes = n * cup_dtype_size(t);
    /* a centred finite-difference set: 1/k^2 with alternating signs, exact in float */
    double coef[CUP_STENCIL_MAX_RADIUS + 1];
    float coef32[CUP_STENCIL_MAX_RADIUS + 1];
    for (int k = 0; k <= radius; k++)
        coef[k] = (k % 2 ? 1.0 : -1.0) / (double)((k + 1) * (k + 1) > 256 ? 256 : (k + 1) * (k + 1));
    unsigned char *host = malloc(bytes);
    sbench w = {.asked = block, .p = {t, form, boundary, radius, n, coef, host}, .got = malloc(bytes), .seed = b->seed,
                .misalign = misalign};
    w.coef = user_coef(&w.p, coef, coef32);
    /* one element more than n, so either pointer can start one element in */
    const size_t in_at = misalign & LAB_MISALIGN_IN ? cup_dtype_size(t) : 0, out_at = misalign & LAB_MISALIGN_OUT ? cup_dtype_size(t) : 0;
    void *in = NULL, *out = NULL;
    cup_status s = host && w.got ? cup_malloc(h, &in, bytes + in_at) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &out, bytes + out_at);
    w.out = out ? (char *)out + out_at : NULL;
    if (s == CUP_STATUS_SUCCESS && !b->ncu_child) {
        lab_rng rng = {lab_table_seed(b, n, ((uint64_t)radius << 8) | (uint64_t)t)};
        lab_fill(host, t, n, LAB_DATA_FULL, &rng);
        s = cup_copy_to_backend(h, (char *)in + in_at, host, bytes);
    }
    int failures = -1;
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot prepare %zu elements of %s: %s\n", n, cup_dtype_name(t), cup_last_error(h));
    } else {
        w.in = (char *)in + in_at;
        char title[240];
        snprintf(title, sizeof title, "stencil %s %s radius %d %s, n = %zu (%.1f MiB)%s%s; GB/s counts read + write",
                 cup_dtype_name(t), cup_stencil_form_name(form), radius, cup_boundary_name(boundary), n, bytes / 1048576.0,
                 misalign ? ", misaligned by one element: " : "", misalign ? lab_misalign_name(misalign) : "");
        const lab_table table = {.family = "stencil", .variants = variants, .dtype = (int)t,
                                 .ceiling = LAB_CEILING_COPY, .title = title, .ctx = &w, .setup = stencil_setup,
                                 .verify = stencil_verify, .work = stencil_work};
        failures = lab_table_run(b, &table);
    }
    cup_free(h, in), cup_free(h, out), free(host), free(w.got);
    return failures;
}

static int stencil_bench(lab_bench *b, const lab_args *a)
{
    const char *rt = lab_opt(a, "radius"), *ft = lab_opt(a, "form"), *bt = lab_opt(a, "boundary");
    const int misalign = lab_misalign(a, LAB_MISALIGN_IN | LAB_MISALIGN_OUT);
    long radius = 4;
    if (rt) {
        char *end;
        radius = strtol(rt, &end, 10);
        if (!*rt || *end || radius < 1 || radius > CUP_STENCIL_MAX_RADIUS)
            lab_usage("--radius: '%s' is not 1..%d", rt, CUP_STENCIL_MAX_RADIUS);
    }
    cup_stencil_form form = CUP_STENCIL_ANTISYMMETRIC;
    cup_boundary boundary = CUP_BOUNDARY_CLAMP;
    if (ft && cup_stencil_form_from_name(ft, &form)) lab_usage("unknown form '%s' (antisymmetric, symmetric)", ft);
    if (bt && cup_boundary_from_name(bt, &boundary)) lab_usage("unknown boundary '%s' (clamp, zero, periodic)", bt);
    static const char *const all[] = {"all", NULL};
    const size_t n = a->n_set ? a->n : cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
    lab_need_memory(b, "--n", n, 2 * cup_dtype_size(a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_F32)); /* in and out */
    return stencil_table(b, a->nvariants ? a->variants : all, a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_F32, form,
                         boundary, (int)radius, n, a->block, misalign);
}

/* The ladder at radius 4 f32 and f64, best across radii (f64 at 8 and 16 too), in the symmetric
 * form and with each pointer one element off alignment. */
static int stencil_suite(lab_bench *b)
{
    static const char *const all[] = {"all", NULL}, *const best_only[] = {"best", NULL};
    const size_t n = cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 22;
    const cup_stencil_form A = CUP_STENCIL_ANTISYMMETRIC;
    int failures = 0;
    LAB_ADD(stencil_table(b, all, CUP_F32, A, CUP_BOUNDARY_CLAMP, 4, n, 0, 0));
    LAB_ADD(stencil_table(b, all, CUP_F64, A, CUP_BOUNDARY_CLAMP, 4, n / 2, 0, 0));
    static const int radii[] = {1, 2, 8, 16};
    for (int i = 0; i < 4; i++)
        LAB_ADD(stencil_table(b, best_only, CUP_F32, A, CUP_BOUNDARY_PERIODIC, radii[i], n, 0, 0));
    for (int i = 2; i < 4; i++)
        LAB_ADD(stencil_table(b, best_only, CUP_F64, A, CUP_BOUNDARY_PERIODIC, radii[i], n / 2, 0, 0));
    LAB_ADD(stencil_table(b, best_only, CUP_F32, CUP_STENCIL_SYMMETRIC, CUP_BOUNDARY_ZERO, 4, n, 0, 0));
    for (int m = LAB_MISALIGN_IN; m <= (LAB_MISALIGN_IN | LAB_MISALIGN_OUT); m++)
        LAB_ADD(stencil_table(b, best_only, CUP_F32, A, CUP_BOUNDARY_CLAMP, 4, n, 0, m));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

/* cup_stencil1d's contract: refusals with a message and nothing written, the boundary rules on a
 * tiny input computed here by hand from the definition in cuprim.h, n = 0. */
static void stencil_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    enum { N = 7 };
    float x[N], got[N], poison[N];
    for (int i = 0; i < N; i++) x[i] = (float)((int)(lab_rand(rng) % 64) - 32), poison[i] = -777.0f;
    void *in = NULL, *out = NULL;
    cup_status s = cup_malloc(h, &in, sizeof x);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, in, x, sizeof x);
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &out, sizeof poison);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, out, poison, sizeof poison);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "set-up: %s", cup_last_error(h));
    if (s != CUP_STATUS_SUCCESS) return;
    const float c1[2] = {0.5f, 0.25f}, sym[2] = {-2.0f, 1.0f};
    const cup_stencil_form A = CUP_STENCIL_ANTISYMMETRIC, S = CUP_STENCIL_SYMMETRIC;
    const cup_boundary CLAMP = CUP_BOUNDARY_CLAMP;
    /* refusals: each leaves out as it was */
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_I32, A, c1, 1, in, out, N, CLAMP), CUP_STATUS_NOT_SUPPORTED);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, (cup_dtype)99, A, c1, 1, in, out, N, CLAMP), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT(t, strstr(cup_last_error(h), "dtype 99") != NULL, "an unknown dtype is named: %s", cup_last_error(h));
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, A, c1, 0, in, out, N, CLAMP), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, A, c1, 17, in, out, N, CLAMP), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, A, NULL, 1, in, out, N, CLAMP), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, (cup_stencil_form)7, c1, 1, in, out, N, CLAMP), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, in, out, N, (cup_boundary)9), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, in, in, N, CLAMP), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, NULL, out, N, CLAMP), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, (char *)in + 1, out, 3, CLAMP), CUP_STATUS_INVALID_POINTER);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, in, out, 0, CLAMP), CUP_STATUS_SUCCESS);
    /* n past the end of the allocations, and memory cup_malloc did not give, on both backends */
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, in, out, (size_t)N + 10000000, CLAMP),
                      CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, x, out, N, CLAMP), CUP_STATUS_INVALID_POINTER);
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, sym, 1, in, got, N, CLAMP), CUP_STATUS_INVALID_POINTER);
    const int other = lab_other_variant(h, "stencil");
    if (other >= 0)
        LAB_EXPECT_STATUS(t, h, cup_stencil1d_variant(h, other, 0, CUP_F32, S, sym, 1, in, out, N, CLAMP),
                          CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, out, sizeof got), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, memcmp(got, poison, sizeof got) == 0, "refused or empty calls leave out alone");
    /* each boundary rule at radius 2 (both edges reach outside) */
    for (int b = 0; b < CUP_BOUNDARY_COUNT; b++) {
        LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, A, c1, 2, in, out, N, (cup_boundary)b), CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, out, sizeof got), CUP_STATUS_SUCCESS);
        for (int i = 0; i < N; i++) {
            float at[5]; /* x[i-2 .. i+2] under the rule */
            for (int k = -2; k <= 2; k++) {
                int j = i + k;
                if (j < 0 || j >= N) {
                    if (b == CUP_BOUNDARY_ZERO) {
                        at[k + 2] = 0;
                        continue;
                    }
                    j = b == CUP_BOUNDARY_CLAMP ? (j < 0 ? 0 : N - 1) : (j + N) % N;
                }
                at[k + 2] = x[j];
            }
            /* small integers times 1/2 and 1/4: exact in any order */
            const float want = 0.5f * (at[3] - at[1]) + 0.25f * (at[4] - at[0]);
            LAB_EXPECT(t, got[i] == want, "%s: out[%d] = %g, want %g", cup_boundary_name((cup_boundary)b), i, got[i], want);
        }
    }
    /* periodic wraps more than once when n < radius */
    const float c3[3] = {1, 1, 1};
    LAB_EXPECT_STATUS(t, h, cup_stencil1d(h, CUP_F32, S, c3, 2, in, out, 1, CUP_BOUNDARY_PERIODIC), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, out, sizeof(float)), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, got[0] == 5 * x[0], "n = 1, periodic: every neighbour is x[0]: %g vs %g", got[0], 5 * x[0]);
    cup_stencil_form f;
    cup_boundary bd;
    LAB_EXPECT(t, cup_stencil_form_from_name("symmetric", &f) == CUP_STATUS_SUCCESS && f == S, "form name");
    LAB_EXPECT(t, cup_boundary_from_name("periodic", &bd) == CUP_STATUS_SUCCESS && bd == CUP_BOUNDARY_PERIODIC, "boundary");
    LAB_EXPECT(t, cup_boundary_from_name("mirror", &bd) == CUP_STATUS_INVALID_VALUE, "mirror is not a boundary");
    cup_free(h, in), cup_free(h, out);
}

static const lab_option stencil_options[] = {
    {"radius", "R"}, {"form", "F"}, {"boundary", "B"}, {"misalign", "none|in|out|both"}, {NULL, NULL}};

const lab_family lab_family_stencil = {
    .name = "stencil",
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = stencil_options,
    .bench_help =
        "cuprim bench stencil [--dtype f32|f64] [--radius R] [--form antisymmetric|symmetric]\n"
        "                     [--boundary clamp|zero|periodic] [--misalign none|in|out|both] [--n N]\n"
        "                     [--block B] [--variant V]...\n"
        "  GB/s counts n elements read and written, against the copy ceiling. Defaults: f32, radius 4,\n"
        "  antisymmetric, clamp, n = 2^28 (CPU: 2^24). --misalign starts in, out or both one element\n"
        "  past a 16-byte boundary.\n",
    .check_help =
        "stencil: n = 1..1000003 and past the cache, every radius 1..16 up to n = 4097 (then 1, 2, 4,\n"
        "  7, 16), both forms, every boundary, in and out each aligned and misaligned, against a\n"
        "  long-double reference (every element to n = 2^20, then both edges and a random sample),\n"
        "  outputs poisoned with NaN, two runs per radius bit for bit.\n",
    .bench = stencil_bench,
    .suite = stencil_suite,
    .check = stencil_check,
    .api_test = stencil_api_test,
};
