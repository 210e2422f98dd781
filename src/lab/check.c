/* `cuprim check` and the family tests: select the variants, run each family's sweep over its
 * own, count runs and failures with one counter, and say per variant what happened. */
#include "lab.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int lab_check_is_family(const lab_check_ctx *c, int k, const lab_family *family)
{
    return lab_is_of(cup_variant_get(c->ids[k]), family);
}

/* A run or a failure in the planning pass: a hook that ran before saying what it holds. */
static void ran_in_plan(const lab_check_ctx *c, int k)
{
    if (!c->planning) return;
    fprintf(stderr, "cuprim: a check ran in the planning pass (%s): its hook must call lab_check_holds first\n",
            k >= 0 ? cup_variant_get(c->ids[k])->family : "?");
    abort();
}

void lab_check_count(lab_check_ctx *c, int k, const char *why)
{
    ran_in_plan(c, k);
    c->runs[k]++;
    c->t->runs++;
    if (why) lab_check_fail(c, k, why);
}

void lab_check_fail(lab_check_ctx *c, int k, const char *why)
{
    ran_in_plan(c, k);
    c->t->failures++;
    if (k < 0) {
        fprintf(c->log, "FAIL %s (seed %llu)\n", why, (unsigned long long)c->o->seed);
        return;
    }
    const cup_variant_info *v = cup_variant_get(c->ids[k]);
    c->fails[k]++;
    fprintf(c->log, "FAIL %s/%s %s: %s (seed %llu)\n", v->family, v->name, cup_backend_name(v->backend), why,
            (unsigned long long)c->o->seed);
}

int lab_check_holds(lab_check_ctx *c, double host_bytes, double device_bytes, const char *what_fmt, ...)
{
    const double on_host = host_bytes + (c->info.backend == CUP_BACKEND_CPU ? device_bytes : 0);
    if (on_host > c->counted) c->counted = on_host;
    if (!c->planning) return 0;
    char what[200], why[sizeof c->plan_why];
    va_list ap;
    va_start(ap, what_fmt);
    vsnprintf(what, sizeof what, what_fmt, ap);
    va_end(ap);
    if (!c->plan_why[0] && lab_memory_short(&c->info, host_bytes, device_bytes, what, "", why, sizeof why))
        snprintf(c->plan_why, sizeof c->plan_why, "%s", why);
    return 1;
}

/* The context of a check: the selected variants of h's backend (0 of them: NULL). */
static lab_check_ctx *check_open(cup_handle_t h, const lab_check_opts *o, FILE *log, lab_check_totals *totals)
{
    const int n = cup_variant_count();
    /* the context and its three arrays in one block, freed at once */
    lab_check_ctx *c = calloc(1, sizeof *c + (size_t)n * (2 * sizeof(long) + sizeof(int)));
    if (!c) return NULL;
    c->runs = (long *)(c + 1), c->fails = c->runs + n, c->ids = (int *)(c->fails + n);
    c->h = h, c->o = o, c->log = log, c->t = totals;
    memset(totals, 0, sizeof *totals);
    for (int i = 0; i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend != cup_get_backend(h)) continue;
        if (o->family && !lab_is_of(v, o->family)) continue;
        if (o->variant && strcmp(o->variant, v->name) != 0) continue;
        c->ids[c->count++] = i;
    }
    if (c->count == 0) {
        free(c);
        return NULL;
    }
    if (cup_device_info_get(h, &c->info) != CUP_STATUS_SUCCESS) c->info.backend = cup_get_backend(h);
    return c;
}

/* Each family that has a selected variant, in the list's order: its check hook. */
static void check_families(lab_check_ctx *c)
{
    const size_t cache = lab_check_cache_bytes(&c->info);
    const size_t max_n = c->o->max_n ? c->o->max_n : (size_t)1 << 40;
    for (int f = 0; f < lab_family_count; f++) {
        int present = 0;
        for (int k = 0; k < c->count && !present; k++) present = lab_check_is_family(c, k, lab_families[f]);
        if (present && lab_families[f]->check) lab_families[f]->check(c, cache, max_n);
    }
}

int lab_check_plan(cup_handle_t h, const lab_check_opts *o, char *why, size_t len, double *counted)
{
    lab_check_totals totals;
    lab_check_ctx *c = check_open(h, o, stderr, &totals);
    if (!c) return 2;
    c->planning = 1;
    check_families(c);
    *counted = c->counted;
    const int rc = c->plan_why[0] != '\0';
    if (rc) snprintf(why, len, "%s", c->plan_why);
    free(c);
    return rc;
}

int lab_check(cup_handle_t h, const lab_check_opts *o, FILE *log, lab_check_totals *totals)
{
    lab_check_ctx *c = check_open(h, o, log, totals);
    if (!c) return 2;
    check_families(c);
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
