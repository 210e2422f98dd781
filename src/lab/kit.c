/* The shapes every family's lab part would otherwise write again: buffers held and freed
 * together, the walk over a check's selected variants and their block sizes, the progress line,
 * the variant indices a contract must see refused, a table with its title formatted, and the
 * options whose value is one of a few words or a comma-separated list of sizes. */
#define _POSIX_C_SOURCE 200809L /* setenv: the CPU thread counts of lab_each_cpu_handle */
#include "lab.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---- buffers held together ------------------------------------------------------------------------ */

/* how a held buffer is freed: free, cup_free, cup_host_free (pageable, pinned) */
enum { HELD_MALLOC, HELD_BACKEND, HELD_PAGEABLE, HELD_PINNED };

static void release(lab_mem *m, void *p, int how)
{
    if (how == HELD_MALLOC) free(p);
    else if (how == HELD_BACKEND) cup_free(m->h, p);
    else cup_host_free(m->h, p, how == HELD_PINNED);
}

static void *hold(lab_mem *m, void *p, int how)
{
    if (!p || m->count == LAB_MEM_MAX) {
        if (m->s == CUP_STATUS_SUCCESS) m->s = CUP_STATUS_ALLOC_FAILED;
        if (p) release(m, p, how);
        return NULL;
    }
    m->held[m->count].p = p, m->held[m->count++].backend = how;
    return p;
}

void *lab_host(lab_mem *m, size_t bytes)
{
    return m->s == CUP_STATUS_SUCCESS ? hold(m, malloc(bytes ? bytes : 1), HELD_MALLOC) : NULL;
}

void *lab_host_zeroed(lab_mem *m, size_t bytes)
{
    return m->s == CUP_STATUS_SUCCESS ? hold(m, calloc(1, bytes ? bytes : 1), HELD_MALLOC) : NULL;
}

void *lab_dev(lab_mem *m, size_t bytes)
{
    void *p = NULL;
    if (m->s != CUP_STATUS_SUCCESS) return NULL;
    const cup_status s = cup_malloc(m->h, &p, bytes);
    if (s != CUP_STATUS_SUCCESS) return m->s = s, NULL;
    return hold(m, p, HELD_BACKEND);
}

void *lab_host_array(lab_mem *m, size_t bytes, int pinned)
{
    void *p = NULL;
    if (m->s != CUP_STATUS_SUCCESS) return NULL;
    const cup_status s = cup_host_alloc(m->h, &p, bytes, pinned);
    if (s != CUP_STATUS_SUCCESS) return m->s = s, NULL;
    return hold(m, p, pinned ? HELD_PINNED : HELD_PAGEABLE);
}

void *lab_dev_copy(lab_mem *m, const void *host, size_t bytes)
{
    void *p = lab_dev(m, bytes);
    if (p && bytes) m->s = cup_copy_to_backend(m->h, p, host, bytes);
    return m->s == CUP_STATUS_SUCCESS ? p : NULL;
}

int lab_mem_ok(const lab_mem *m, const char *what)
{
    if (m->s == CUP_STATUS_SUCCESS) return 1;
    fprintf(stderr, "cuprim: cannot prepare %s: %s\n", what, cup_last_error(m->h));
    return 0;
}

int lab_mem_check_ok(lab_check_ctx *c, int k, const lab_mem *m, const char *what)
{
    if (m->s == CUP_STATUS_SUCCESS) return 1;
    char why[300];
    snprintf(why, sizeof why, "%s: cannot prepare the check's buffers: %s", what, cup_last_error(c->h));
    lab_check_fail(c, k, why);
    return 0;
}

void lab_mem_free(lab_mem *m)
{
    while (m->count > 0) release(m, m->held[m->count - 1].p, m->held[m->count - 1].backend), m->count--;
    m->s = CUP_STATUS_SUCCESS;
}

/* ---- a check's walk ------------------------------------------------------------------------------- */

const cup_variant_info *lab_check_variant(const lab_check_ctx *c, int k) { return cup_variant_get(c->ids[k]); }

int lab_check_next(const lab_check_ctx *c, const lab_family *family, int dtype, int k)
{
    while (++k < c->count)
        if (lab_check_is_family(c, k, family) && (dtype < 0 || (lab_check_variant(c, k)->dtypes & (1u << dtype))))
            return k;
    return -1;
}

int lab_check_dtype(const lab_check_ctx *c, const lab_family *family, int dtype)
{
    return (c->o->dtype < 0 || c->o->dtype == dtype) && lab_check_next(c, family, dtype, -1) >= 0;
}

void lab_check_progress(lab_check_ctx *c, const char *fmt, ...)
{
    if (!c->o->verbose) return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(c->log, "  ");
    vfprintf(c->log, fmt, ap);
    va_end(ap);
    fprintf(c->log, " done (%ld runs, %ld failures so far)\n", c->t->runs, c->t->failures);
}

int lab_check_sizes(const lab_check_ctx *c, const size_t *fixed, int nfixed, size_t past, size_t huge, size_t max_n,
                    size_t *out, size_t *largest)
{
    int count = 0;
    *largest = 0;
    for (int i = 0; i < nfixed + 2; i++) {
        const size_t n = i < nfixed ? fixed[i] : i == nfixed ? past : c->o->huge ? huge : 0;
        if (n == 0 || n > max_n) continue;
        out[count++] = n;
        *largest = n > *largest ? n : *largest;
    }
    return count;
}

void lab_check_failf(lab_check_ctx *c, int k, const char *fmt, ...)
{
    char why[700];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    lab_check_fail(c, k, why);
}

void lab_check_countf(lab_check_ctx *c, int k, int failed, const char *fmt, ...)
{
    char why[700] = "";
    if (failed) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, sizeof why, fmt, ap);
        va_end(ap);
    }
    lab_check_count(c, k, failed ? why : NULL);
}

int lab_in_intact(lab_check_ctx *c, lab_in *in, size_t bytes, const char *what_fmt, ...)
{
    if (!lab_in_changed(c, in, bytes)) return 1;
    char what[400];
    va_list ap;
    va_start(ap, what_fmt);
    vsnprintf(what, sizeof what, what_fmt, ap);
    va_end(ap);
    lab_check_failf(c, -1, "%s: the input was modified by one of the variants", what);
    return 0;
}

int lab_block_first(const cup_variant_info *v, int all) { return all && v->block_max > 0 ? v->block_min : 0; }

int lab_block_next(const cup_variant_info *v, int block) { return block > 0 && block * 2 <= v->block_max ? block * 2 : -1; }

int lab_block_after(const cup_variant_info *v, int block, int all)
{
    for (int b = block ? 2 * block : 32; all && v->block_max > 0 && b <= 1024; b *= 2)
        if (b >= v->block_min && b <= v->block_max) return b;
    return -1;
}

/* ---- a contract's refused variants ------------------------------------------------------------------ */

int lab_foreign_variant(cup_handle_t h, const lab_family *family, int *at, int *id)
{
    const int n = cup_variant_count();
    switch (*at) {
    case 0: return *at = 1, *id = -1, 1;
    case 1: return *at = 2, *id = n, 1;
    case 2:
        *at = 3;
        if ((*id = lab_other_variant(h, family)) >= 0) return 1;
        /* fall through */
    default:
        for (int i = *at - 3; i < n; i++) {
            const cup_variant_info *v = cup_variant_get(i);
            if (v->backend != cup_get_backend(h) && lab_is_of(v, family)) return *at = i + 4, *id = i, 1;
        }
        return *at = n + 3, 0;
    }
}

/* ---- a contract's calls and other handles --------------------------------------------------------- */

const cup_variant_info lab_call_once;

void lab_each_cpu_handle(cup_handle_t h, lab_tally *t, const char *const *counts,
                         void (*fn)(cup_handle_t on, const char *label, void *ctx), void *ctx)
{
    const int on_gpu = cup_get_backend(h) == CUP_BACKEND_CUDA;
    const char *saved = getenv("CUPRIM_CPU_THREADS");
    char keep[32] = "", label[64];
    if (saved) snprintf(keep, sizeof keep, "%s", saved);
    for (int i = 0; on_gpu ? i < 1 : counts[i] != NULL; i++) {
        if (!on_gpu) setenv("CUPRIM_CPU_THREADS", counts[i], 1);
        if (on_gpu) snprintf(label, sizeof label, "the CPU backend");
        else snprintf(label, sizeof label, "the CPU with %s threads", counts[i]);
        cup_handle_t cpu = NULL;
        if (cup_create(&cpu, CUP_BACKEND_CPU) != CUP_STATUS_SUCCESS) {
            LAB_EXPECT(t, 0, "a handle of %s: %s", label, cup_last_error(NULL));
            continue;
        }
        fn(cpu, label, ctx);
        cup_destroy(cpu);
    }
    if (saved) setenv("CUPRIM_CPU_THREADS", keep, 1);
    else unsetenv("CUPRIM_CPU_THREADS");
}

/* ---- tables ------------------------------------------------------------------------------------------ */

const char *const lab_all[] = {"all", NULL};

const char *const *lab_variants(const lab_args *a) { return a->nvariants ? a->variants : lab_all; }

int lab_table_runf(lab_bench *b, const lab_table *t, const char *title_fmt, ...)
{
    char title[400];
    va_list ap;
    va_start(ap, title_fmt);
    vsnprintf(title, sizeof title, title_fmt, ap);
    va_end(ap);
    lab_table table = *t;
    table.title = title;
    return lab_table_run(b, &table);
}

int lab_ncu_rows(lab_bench *b, const lab_args *a, int first, const char *kernels, const char *const metrics[4],
                 const char *extra, int (*row)(lab_row *r, const double *v))
{
    char child[8192], ncu[512];
    const int w = lab_ncu_child_args(a, child, sizeof child);
    if (w < 0 || snprintf(child + w, sizeof child - (size_t)w, "%s", extra) >= (int)sizeof child - w) {
        fprintf(stderr, "cuprim: --ncu: the profiled command line is too long\n");
        return -1;
    }
    const int rows = b->count - first;
    double(*v)[4] = calloc((size_t)rows + 1, sizeof *v);
    const int got = v ? lab_ncu(kernels, metrics, child, v, rows, ncu, sizeof ncu) : -1;
    int missing = 0, failed = 0;
    for (int i = 0; i < rows && got >= 0; i++) {
        const int have = i < got && v[i][0] > 0 && v[i][2] > 0;
        missing += !have;
        if (have) failed += row(&b->rows[first + i], v[i]);
    }
    free(v);
    if (got < 0) return -1;
    if (missing) fprintf(stderr, "cuprim: --ncu: %d of %d rows without metrics\n", missing, rows);
    char title[700];
    snprintf(title, sizeof title, "%s, measured by Nsight Compute (%s)", a->family->name, ncu);
    lab_print_table(b, first, title);
    return missing || failed ? -1 : 0;
}

/* ---- options ----------------------------------------------------------------------------------------- */

int lab_opt_pick(const lab_args *a, const char *name, const char *const *choices, int dflt)
{
    const char *value = lab_opt(a, name);
    if (!value) return dflt;
    char list[300] = "";
    int count = 0;
    while (choices[count]) count++;
    for (int i = 0; i < count; i++) {
        if (strcmp(value, choices[i]) == 0) return i;
        LAB_APPEND(list, "%s%s", i == 0 ? "" : i == count - 1 ? " or " : ", ", choices[i]);
    }
    lab_usage("--%s takes %s, not '%s'", name, list, value);
}

int lab_size_list(const char *name, const char *text, size_t *out, int max, size_t lo, size_t hi, int ranges,
                  const char *bad)
{
    int count = 0;
    for (const char *p = text;;) {
        char item[64];
        const size_t len = strcspn(p, ",");
        if (len >= sizeof item) lab_usage("--%s: '%s' %s", name, text, bad);
        memcpy(item, p, len), item[len] = '\0';
        char *dots = ranges ? strstr(item, "..") : NULL;
        size_t first, last;
        if (dots) *dots = '\0';
        if (lab_parse_size(item, &first) || (dots ? lab_parse_size(dots + 2, &last) : (last = first, 0)) ||
            first < lo || last > hi || last < first || (size_t)count + (last - first + 1) > (size_t)max)
            lab_usage("--%s: '%s' %s", name, text, bad);
        for (size_t x = first; x <= last; x++) out[count++] = x;
        if (!p[len]) return count;
        p += len + 1;
    }
}
