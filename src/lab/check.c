/* `cuprim check` and the family tests: select the variants, run each family's sweep over its
 * own, count runs and failures with one counter, and say per variant what happened. */
#include "lab.h"

#include <stdlib.h>
#include <string.h>

int lab_check_is_family(const lab_check_ctx *c, int k, const lab_family *family)
{
    return lab_is_of(cup_variant_get(c->ids[k]), family);
}

void lab_check_count(lab_check_ctx *c, int k, const char *why)
{
    c->runs[k]++;
    c->t->runs++;
    if (why) lab_check_fail(c, k, why);
}

void lab_check_fail(lab_check_ctx *c, int k, const char *why)
{
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

int lab_check(cup_handle_t h, const lab_check_opts *o, FILE *log, lab_check_totals *totals)
{
    lab_check_ctx *c = calloc(1, sizeof *c);
    if (!c) return 1;
    c->h = h, c->o = o, c->log = log, c->t = totals;
    memset(totals, 0, sizeof *totals);
    for (int i = 0, n = cup_variant_count(); i < n && c->count < LAB_MAX_VARIANTS; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend != cup_get_backend(h)) continue;
        if (o->family && !lab_is_of(v, o->family)) continue;
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
    for (int f = 0; f < lab_family_count; f++) {
        int present = 0;
        for (int k = 0; k < c->count && !present; k++) present = lab_check_is_family(c, k, lab_families[f]);
        if (present && lab_families[f]->check) lab_families[f]->check(c, cache, max_n);
    }
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
