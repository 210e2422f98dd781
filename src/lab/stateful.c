/* The one contract of the stateful demonstrations (hostmem, streams): their variants work on a
 * prepared state through one entry point of ops, which the core checks in one place
 * (cup_state_op_enter); this drives any of them through every refusal and one good round. */
#include "lab.h"

void lab_stateful_contract(cup_handle_t h, lab_tally *t, lab_rng *rng, const lab_family *fam, const lab_stateful *d)
{
    void *st = NULL;
    uint64_t checked = 0, wrong = 7;
    const int other = lab_other_variant(h, fam);
    if (other >= 0) {
        LAB_EXPECT_STATUS(t, h, d->op(h, other, d->prepare, 4096, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(t, st == NULL, "a refused prepare wrote *state");
    }
    LAB_EXPECT_STATUS(t, h, d->op(h, -1, d->prepare, 4096, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
    LAB_EXPECT_STATUS(t, h, d->op(NULL, 0, d->prepare, 4096, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
    int first = -1; /* the first variant of this backend: another variant's state is refused by it */
    for (int i = 0; i < cup_variant_count(); i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (!lab_is_of(v, fam)) continue;
        const size_t good = d->good_bytes(v);
        if (v->backend != cup_get_backend(h)) { /* another backend's variant: the CPU refuses them all */
            LAB_EXPECT_STATUS(t, h, d->op(h, i, d->prepare, good, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
            LAB_EXPECT(t, st == NULL, "%s: a refused prepare wrote *state", v->name);
            continue;
        }
        const size_t bad_sizes[] = {0, 2, 4097, d->max_bytes + 4, (size_t)-4};
        for (size_t b = 0; b < sizeof bad_sizes / sizeof bad_sizes[0]; b++) {
            const size_t bytes = d->bad_bytes(v, bad_sizes[b]);
            LAB_EXPECT_STATUS(t, h, d->op(h, i, d->prepare, bytes, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
            LAB_EXPECT(t, st == NULL, "%s: a refused prepare of %zu bytes wrote *state", v->name, bytes);
        }
        LAB_EXPECT_STATUS(t, h, d->op(h, i, d->prepare, good, 0, NULL, NULL, NULL), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, d->op(h, i, 99, good, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, d->op(h, i, d->run, 0, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
        wrong = 7; /* the previous variant's good round left 0 here */
        LAB_EXPECT_STATUS(t, h, d->op(h, i, d->verify, 0, 0, &st, &checked, &wrong), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(t, wrong == 7, "%s: a refused verify wrote %llu", v->name, (unsigned long long)wrong);
        LAB_EXPECT_STATUS(t, h, d->op(h, i, d->release, 0, 0, &st, NULL, NULL), CUP_STATUS_SUCCESS);
        /* prepared: refused to a second prepare, to configurations it lacks, to verify without its
         * result and to another variant; each configuration arrives whole; release clears *state */
        const int seed = (int)(lab_rand(rng) >> 33);
        LAB_EXPECT_STATUS(t, h, d->op(h, i, d->prepare, good, seed, &st, NULL, NULL), CUP_STATUS_SUCCESS);
        if (!st) continue;
        void *kept = st;
        const int configs = d->configs_of ? d->configs_of(v) : 1;
        LAB_EXPECT_STATUS(t, h, d->op(h, i, d->prepare, good, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(t, st == kept, "%s: a refused second prepare replaced *state", v->name);
        if (d->configs_of) {
            LAB_EXPECT_STATUS(t, h, d->op(h, i, d->run, 0, -1, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
            LAB_EXPECT_STATUS(t, h, d->op(h, i, d->run, 0, configs, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
        }
        LAB_EXPECT_STATUS(t, h, d->op(h, i, d->verify, 0, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
        if (first >= 0) LAB_EXPECT_STATUS(t, h, d->op(h, first, d->run, 0, 0, &st, NULL, NULL), CUP_STATUS_INVALID_VALUE);
        for (int c = 0; c < configs; c++) {
            if (d->reset >= 0) LAB_EXPECT_STATUS(t, h, d->op(h, i, d->reset, 0, c, &st, NULL, NULL), CUP_STATUS_SUCCESS);
            LAB_EXPECT_STATUS(t, h, d->op(h, i, d->run, 0, c, &st, NULL, NULL), CUP_STATUS_SUCCESS);
            checked = 0, wrong = 7;
            LAB_EXPECT_STATUS(t, h, d->op(h, i, d->verify, 0, c, &st, &checked, &wrong), CUP_STATUS_SUCCESS);
            char why[160] = "";
            LAB_EXPECT(t, checked > 0 && wrong == 0 && (!d->verified || d->verified(v, c, why, sizeof why)),
                       "%s configuration %d of %zu bytes: %llu of %llu checks wrong%s", v->name, c, good,
                       (unsigned long long)wrong, (unsigned long long)checked, why);
        }
        LAB_EXPECT_STATUS(t, h, d->op(h, i, d->release, 0, 0, &st, NULL, NULL), CUP_STATUS_SUCCESS);
        LAB_EXPECT(t, st == NULL, "%s: release left *state set", v->name);
        if (first < 0) first = i;
    }
}
