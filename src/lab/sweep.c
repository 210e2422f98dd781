/* `cuprim sweep`: random requests drawn from a family's whole input space (its lab_sweep_space,
 * data in its lab.c), each run exactly as `cuprim bench` would run it: the family's bench hook
 * with the drawn options, planned first (a case that cannot fit is left out, never a refusal of
 * the run), every row checked against the family's reference and timed by the one row runner.
 * What is the sweep's own: drawing, the ratios of best to the vendor row and to the same-run
 * ceiling, their distribution, and the worst cases with the command line that reruns each. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, strtok_r */
#include "lab.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- a drawn case ------------------------------------------------------------------------------ */

static int dim_index(const lab_sweep_case *c, const char *name)
{
    for (int i = 0; c->space->dims[i].name; i++)
        if (strcmp(c->space->dims[i].name, name) == 0) return i;
    /* a hook asking for a dimension its space does not declare: a bug in the family's lab.c */
    fprintf(stderr, "cuprim: sweep: the space has no dimension '%s'\n", name);
    abort();
}

const char *lab_sweep_pick(const lab_sweep_case *c, const char *name) { return c->pick[dim_index(c, name)]; }
size_t lab_sweep_size(const lab_sweep_case *c, const char *name) { return (size_t)c->num[dim_index(c, name)]; }
double lab_sweep_real(const lab_sweep_case *c, const char *name) { return c->num[dim_index(c, name)]; }

void lab_sweep_arg(lab_sweep_case *c, const char *name, const char *fmt, ...)
{
    char value[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(value, sizeof value, fmt, ap);
    va_end(ap);
    lab_append(c->args, sizeof c->args, "%s--%s%s%s", c->args[0] ? " " : "", name, value[0] ? " " : "", value);
}

/* splitmix64's finaliser: case k's stream starts far from case k+1's (states one step apart
 * would draw the same values one dimension later) */
static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* case k's stream of random numbers: `which` 1 its values, 2 its bench data's seed */
static lab_rng case_rng(uint64_t seed, int k, uint64_t which)
{
    lab_rng r = {mix(seed ^ mix(((uint64_t)k << 2 | which) + 0x9E3779B97F4A7C15ull))};
    return r;
}

static double unit(lab_rng *r) { return (double)(lab_rand(r) >> 11) * 0x1p-53; } /* [0, 1) */

/* An integer log-uniform in [lo, hi] (lo >= 1): every octave as likely as the next. */
static double log_uniform(lab_rng *r, double lo, double hi)
{
    lo = lo < 1 ? 1 : lo, hi = hi < lo ? lo : hi;
    const double x = floor(exp(log(lo) + unit(r) * (log(hi + 1) - log(lo))));
    return x < lo ? lo : x > hi ? hi : x;
}

/* The dtypes best takes on this backend, narrowed to `values` when the dimension lists some. */
static int draw_dtype(cup_handle_t h, const lab_family *fam, const lab_sweep_dim *d, lab_rng *r, const char **out)
{
    const int best = lab_find(h, fam, "best");
    const unsigned takes = best >= 0 ? cup_variant_get(best)->dtypes : 0;
    cup_dtype can[CUP_DTYPE_COUNT];
    int count = 0;
    for (int t = 0; t < CUP_DTYPE_COUNT; t++) {
        if (!(takes & (1u << t))) continue;
        int listed = !d->values;
        for (const char *const *v = d->values; v && *v && !listed; v++) listed = strcmp(*v, cup_dtype_name((cup_dtype)t)) == 0;
        if (listed) can[count++] = (cup_dtype)t;
    }
    if (!count) return -1;
    *out = cup_dtype_name(can[lab_rand(r) % (uint64_t)count]);
    return 0;
}

/* Case k's values and request: its own stream of random numbers, so that a case is the same
 * whatever --cases and --budget were. 0, or -1 when the space cannot give one (a bug). */
static int draw_case(cup_handle_t h, const lab_family *fam, uint64_t seed, int k, size_t max_n, lab_sweep_case *c)
{
    const lab_sweep_space *sp = fam->sweep;
    lab_rng r = case_rng(seed, k, 1);
    for (int attempt = 0; attempt < 1000; attempt++) {
        memset(c, 0, sizeof *c);
        c->space = sp;
        for (int i = 0; sp->dims[i].name; i++) {
            const lab_sweep_dim *d = &sp->dims[i];
            if (d->kind == LAB_SWEEP_PICK) {
                int count = 0;
                while (d->values[count]) count++;
                c->pick[i] = d->values[lab_rand(&r) % (uint64_t)count];
            } else if (d->kind == LAB_SWEEP_DTYPE) {
                if (draw_dtype(h, fam, d, &r, &c->pick[i])) return -1;
            } else if (d->kind == LAB_SWEEP_REAL) {
                c->num[i] = d->lo + unit(&r) * (d->hi - d->lo);
            } else {
                const double hi = d->kind == LAB_SWEEP_SIZE && max_n && (double)max_n < d->hi ? (double)max_n : d->hi;
                c->num[i] = log_uniform(&r, d->lo, hi);
            }
        }
        if (sp->request) {
            if (sp->request(c) == 0) return 0;
            continue;
        }
        for (int i = 0; sp->dims[i].name; i++) {
            const lab_sweep_dim *d = &sp->dims[i];
            if (d->kind == LAB_SWEEP_PICK || d->kind == LAB_SWEEP_DTYPE) lab_sweep_arg(c, d->name, "%s", c->pick[i]);
            else if (d->kind == LAB_SWEEP_REAL) lab_sweep_arg(c, d->name, "%.17g", c->num[i]);
            else lab_sweep_arg(c, d->name, "%.0f", c->num[i]);
        }
        return 0;
    }
    return -1;
}

/* ---- running the cases -------------------------------------------------------------------------- */

enum { CASE_OK, CASE_FAILED, CASE_LEFT_OUT, CASE_NO_ROW };

typedef struct sweep_result {
    int state;
    double bytes;      /* what best's GB/s counts */
    double to_ceiling; /* best's GB/s over its same-run ceiling; < 0: none */
    double to_vendor;  /* the vendor row's time over best's (above 1: best is faster); < 0: none */
    char command[640]; /* `cuprim bench ...` that reruns it */
} sweep_result;

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The bench options of the command line as lab_parse reads them: split at the spaces (no drawn
 * value holds one). */
static void parse_case(char *line, lab_args *a)
{
    char *argv[64], *save = NULL;
    int argc = 0;
    for (char *t = strtok_r(line, " ", &save); t && argc < 64; t = strtok_r(NULL, " ", &save)) argv[argc++] = t;
    const char *command = lab_command();
    lab_set_command("bench"); /* the family's own options are bench's */
    lab_parse(argc, argv, 0,
              LAB_TAKES_FAMILY | LAB_TAKES_VARIANT | LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK | LAB_TAKES_SEED,
              "", a);
    lab_set_command(command);
    a->variants[a->nvariants] = NULL;
}

/* Rows [first, b->count) of one case: best's (the first that is not a vendor row) against its
 * ceiling and against the vendor row. */
static void judge(const lab_bench *b, int first, sweep_result *res)
{
    const lab_row *best = NULL, *vendor = NULL;
    for (int i = first; i < b->count; i++) {
        const lab_row *r = &b->rows[i];
        if (!r->ok) res->state = CASE_FAILED;
        if (r->median_us <= 0) continue;
        if (r->reference && !vendor) vendor = r;
        else if (!r->reference && !best) best = r;
    }
    res->to_ceiling = res->to_vendor = -1;
    if (!best) {
        if (res->state == CASE_OK) res->state = CASE_NO_ROW;
        return;
    }
    res->bytes = best->gbps * best->median_us * 1e3;
    if (best->ceiling_gbps > 0) res->to_ceiling = best->gbps / best->ceiling_gbps;
    if (vendor) res->to_vendor = vendor->median_us / best->median_us;
}

/* ---- the report ------------------------------------------------------------------------------------ */

static int ascending(const void *x, const void *y)
{
    const double a = *(const double *)x, c = *(const double *)y;
    return a < c ? -1 : a > c;
}

/* Nearest rank: the smallest value at or above fraction p of the sorted values. */
static double rank(const double *v, int n, double p)
{
    int at = (int)ceil(p * n) - 1;
    return v[at < 0 ? 0 : at >= n ? n - 1 : at];
}

/* One line of a distribution: the ratios of the cases of at least min_bytes. */
static void spread(FILE *f, const sweep_result *res, int n, int vendor, double min_bytes, const char *label)
{
    double *v = malloc(((size_t)n + 1) * sizeof *v);
    int count = 0;
    for (int i = 0; v && i < n; i++) {
        const double x = vendor ? res[i].to_vendor : res[i].to_ceiling;
        if (res[i].state == CASE_OK && x >= 0 && res[i].bytes >= min_bytes) v[count++] = x;
    }
    if (count) {
        qsort(v, (size_t)count, sizeof *v, ascending);
        fprintf(f, "    %-13s %5d cases: worst %.3f, 5th percentile %.3f, median %.3f\n", label, count, v[0],
                rank(v, count, 0.05), rank(v, count, 0.5));
    } else {
        fprintf(f, "    %-13s     0 cases\n", label);
    }
    free(v);
}

static double mib(double bytes) { return bytes / 1048576.0; }

/* The `shown` worst cases by one ratio (of at least min_bytes); returns the worst one's index or -1. */
/* The command that reruns a case, after `col` columns of its line: broken before an option with
 * a shell continuation, so that it stays one command to paste. */
static void print_command(FILE *f, int col, const char *cmd) { lab_print_wrapped(f, col, cmd, " --", " \\", 8); }

static int worst_list(FILE *f, const sweep_result *res, int n, int vendor, double min_bytes, int shown)
{
    char *taken = calloc((size_t)n + 1, 1);
    int first = -1;
    for (int s = 0; taken && s < shown; s++) {
        int at = -1;
        for (int i = 0; i < n; i++) {
            const double x = vendor ? res[i].to_vendor : res[i].to_ceiling;
            if (taken[i] || res[i].state != CASE_OK || x < 0 || res[i].bytes < min_bytes) continue;
            if (at < 0 || x < (vendor ? res[at].to_vendor : res[at].to_ceiling)) at = i;
        }
        if (at < 0) break;
        taken[at] = 1;
        if (first < 0) first = at;
        const int col = fprintf(f, "    %7.3f%s %10.3f MiB  ", vendor ? res[at].to_vendor : res[at].to_ceiling,
                                vendor ? "x" : " ", mib(res[at].bytes));
        print_command(f, col, res[at].command);
    }
    if (first < 0) fprintf(f, "    none\n");
    free(taken);
    return first;
}

enum { WORST_SHOWN = 10 };
/* Below this a call is mostly its launch: its share of a bandwidth ceiling says little, so the
 * cases below it are left out of the ceiling's list of worst cases (not out of its spread). */
#define LARGE_BYTES 1048576.0

static void report(lab_bench *b, const lab_family *fam, const lab_sweep_opts *o, const sweep_result *res, int ran,
                   int stopped, double took)
{
    FILE *f = b->out;
    int counts[4] = {0, 0, 0, 0}, vendor_rows = 0;
    for (int i = 0; i < ran; i++) counts[res[i].state]++, vendor_rows += res[i].state == CASE_OK && res[i].to_vendor >= 0;
    const char *vendor = fam->sweep->vendor;
    fprintf(f, "\nsweep %s on %s, seed %llu: %d of %d cases in %.0f s%s:\n  %d checked and timed, %d FAILED, %d left out "
               "(do not fit), %d without a best row\n",
            fam->name, cup_backend_name(cup_get_backend(b->h)), (unsigned long long)o->seed, ran, o->cases, took,
            stopped ? " (stopped by --budget)" : "", counts[CASE_OK], counts[CASE_FAILED], counts[CASE_LEFT_OUT],
            counts[CASE_NO_ROW]);
    fprintf(f, "  best's share of its same-run ceiling (read, copy or link):\n");
    spread(f, res, ran, 0, 0, "every size");
    spread(f, res, ran, 0, LARGE_BYTES, ">= 1 MiB");
    spread(f, res, ran, 0, 64 * LARGE_BYTES, ">= 64 MiB");
    if (vendor_rows) {
        fprintf(f, "  best's speed over %s (its time over best's):\n", vendor);
        spread(f, res, ran, 1, 0, "every size");
        spread(f, res, ran, 1, LARGE_BYTES, ">= 1 MiB");
    }
    fprintf(f, "  the %d worst against the ceiling (of the cases of at least 1 MiB), with the command that reruns each:\n",
            WORST_SHOWN);
    const int worst = worst_list(f, res, ran, 0, LARGE_BYTES, WORST_SHOWN);
    int worst_vendor = -1;
    if (vendor_rows) {
        fprintf(f, "  the %d worst against %s:\n", WORST_SHOWN, vendor);
        worst_vendor = worst_list(f, res, ran, 1, 0, WORST_SHOWN);
    }
    if (counts[CASE_FAILED]) {
        fprintf(f, "  FAILED (a row wrong or a table that could not run):\n");
        for (int i = 0; i < ran; i++)
            if (res[i].state == CASE_FAILED) print_command(f, fprintf(f, "    "), res[i].command);
    }
    /* a line each (with its command's continuation lines) for scripts/gpu-check.sh's summary */
    if (worst >= 0)
        print_command(f, fprintf(f, "sweep %s worst: %.3f of its ceiling at %.3f MiB: ", fam->name, res[worst].to_ceiling,
                                 mib(res[worst].bytes)),
                      res[worst].command);
    if (worst_vendor >= 0)
        print_command(f, fprintf(f, "sweep %s worst: %.3fx %s at %.3f MiB: ", fam->name, res[worst_vendor].to_vendor,
                                 vendor, mib(res[worst_vendor].bytes)),
                      res[worst_vendor].command);
    if (counts[CASE_FAILED]) fprintf(f, "sweep %s FAILED: %d cases\n", fam->name, counts[CASE_FAILED]);
    fflush(f);
}

int lab_sweep(lab_bench *b, const lab_family *fam, const lab_sweep_opts *o)
{
    if (b->planning || !fam->sweep) return 0; /* each case is planned on its own, as it comes */
    cup_handle_t h = b->h;
    const int gpu = cup_get_backend(h) == CUP_BACKEND_CUDA;
    const size_t max_n = o->max_n ? o->max_n : gpu ? 0 : (size_t)1 << 22;
    if (lab_bench_measure(b) != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot measure the ceilings: %s\n", cup_last_error(h));
        return -1;
    }
    sweep_result *res = calloc((size_t)o->cases, sizeof *res);
    FILE *quiet = fopen("/dev/null", "w");
    if (!res || !quiet) {
        fprintf(stderr, "cuprim: sweep: out of host memory\n");
        free(res);
        if (quiet) fclose(quiet);
        return -1;
    }
    const char *vendor = fam->sweep->vendor && lab_find(h, fam, fam->sweep->vendor) >= 0 ? fam->sweep->vendor : NULL;
    FILE *out = b->out;
    const uint64_t seed = b->seed;
    const int quick = b->quick, progress = b->progress;
    b->quick = 1, b->progress = 0;
    const double t0 = seconds();
    int ran = 0, stopped = 0, failed = 0;
    for (int k = 0; k < o->cases; k++, ran++) {
        if (o->budget_s > 0 && seconds() - t0 >= o->budget_s) {
            stopped = 1;
            break;
        }
        sweep_result *r = &res[k];
        lab_sweep_case c;
        if (draw_case(h, fam, o->seed, k, max_n, &c)) {
            fprintf(stderr, "cuprim: sweep: %s's space gave no case %d (its dimensions or its hook are wrong)\n",
                    fam->name, k);
            r->state = CASE_FAILED;
            failed++;
            continue;
        }
        lab_rng cr = case_rng(o->seed, k, 2);
        const uint64_t case_seed = lab_rand(&cr) >> 11; /* 53 bits: short to type */
        char variants[80] = "";
        if (!c.own_rows) snprintf(variants, sizeof variants, " --variant best%s%s", vendor ? "," : "", vendor ? vendor : "");
        char line[sizeof r->command - 40];
        snprintf(line, sizeof line, "%s %s%s --seed %llu", fam->name, c.args, variants, (unsigned long long)case_seed);
        snprintf(r->command, sizeof r->command, "cuprim bench %s --backend %s", line, cup_backend_name(cup_get_backend(h)));
        if (progress) {
            fprintf(stderr, "\r\033[K[sweep %s %d/%d] %.100s", fam->name, k + 1, o->cases, line);
            fflush(stderr);
        }
        lab_args a;
        parse_case(line, &a);
        b->seed = a.seed;
        /* first what it will hold, as cuprim bench plans: a case that cannot fit is left out */
        b->planning = 1, b->plan_why[0] = '\0';
        fam->bench(b, &a);
        b->planning = 0;
        if (b->plan_why[0]) {
            r->state = CASE_LEFT_OUT;
            continue;
        }
        const int first = b->count;
        b->out = quiet; /* the case's table: the summary below says what matters */
        const int rc = fam->bench(b, &a);
        b->out = out;
        r->state = rc == 0 ? CASE_OK : CASE_FAILED;
        judge(b, first, r);
        if (r->state == CASE_FAILED) {
            failed++;
            fprintf(stderr, "cuprim: sweep %s: case %d FAILED: %s\n", fam->name, k, r->command);
        }
        for (int i = first; i < b->count; i++) { /* rows of one sweep pair in `cuprim compare`, case by case */
            char tag[96];
            snprintf(tag, sizeof tag, ", \"sweep_seed\": %llu, \"sweep_case\": %d", (unsigned long long)o->seed, k);
            if (strlen(b->rows[i].json) + strlen(tag) < sizeof b->rows[i].json) LAB_APPEND(b->rows[i].json, "%s", tag);
        }
    }
    if (progress) fprintf(stderr, "\r\033[K");
    b->seed = seed, b->quick = quick, b->progress = progress;
    fclose(quiet);
    report(b, fam, o, res, ran, stopped, seconds() - t0);
    free(res);
    return failed;
}

uint64_t lab_sweep_date_seed(void)
{
    const time_t now = time(NULL);
    struct tm day;
    gmtime_r(&now, &day);
    return (uint64_t)(day.tm_year + 1900) * 10000 + (uint64_t)(day.tm_mon + 1) * 100 + (uint64_t)day.tm_mday;
}

int lab_sweep_families(lab_bench *b, const lab_sweep_opts *o, const char *only)
{
    int failures = 0;
    for (int f = 0; f < lab_family_count; f++) {
        if (!lab_families[f]->sweep || !lab_suite_listed(only, lab_families[f]->name)) continue;
        const int r = lab_sweep(b, lab_families[f], o);
        if (r < 0) return -1;
        failures += r;
    }
    return failures;
}

/* The suite's sweeps: on a GPU, after the tables, each family with a space that the suite runs
 * (CUPRIM_SUITE), seeded by the date; their rows join the record. */
enum { SUITE_CASES = 300 };
#define SUITE_BUDGET_S 90.0

int lab_bench_suite(lab_bench *b, const char *only)
{
    const int failures = lab_bench_default(b, only);
    if (failures < 0 || cup_get_backend(b->h) != CUP_BACKEND_CUDA) return failures;
    const lab_sweep_opts o = {SUITE_CASES, lab_sweep_date_seed(), SUITE_BUDGET_S, 0};
    const int swept = lab_sweep_families(b, &o, only);
    return swept < 0 ? -1 : failures + swept;
}
