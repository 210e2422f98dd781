/* Models on the CPU of what the GPU sort decides, so that its arguments are checked where there is
 * no GPU: sort.h's schedule of the digit passes (cup_sort_make_plan, the very function the CPU
 * sort, the ladder and Onesweep's plan kernel run), executed over real arrays that alias as the
 * caller's do: keys and values each in place or apart, every pattern of active passes up to
 * eight, n from 1 (where no pass is active: the output must still be written) up. A pass is a
 * stable counting sort by its digit from the plan's source to its destination, which must differ
 * (a pass cannot sort in place) and never be an input apart; the output must be the stable sort,
 * the inputs apart untouched.
 *   test_sort_model   (no arguments) */
#include "families/sort/sort.h"
#include "harness.h"

/* ---- the schedule --------------------------------------------------------------------------- */

static unsigned digit_of(uint64_t key, int p) { return (unsigned)(key >> (8 * p)) & 0xffu; }

/* keys[n] (and values) stably sorted by the whole key, the reference */
static void reference(const uint64_t *keys, size_t n, size_t *perm)
{
    for (size_t i = 0; i < n; i++) perm[i] = i;
    for (size_t i = 1; i < n; i++) /* insertion sort: stable, n is small */
        for (size_t j = i; j > 0 && keys[perm[j - 1]] > keys[perm[j]]; j--) {
            const size_t t = perm[j];
            perm[j] = perm[j - 1], perm[j - 1] = t;
        }
}

enum { NMAX = 40 };

/* One sort through the schedule: n keys of `passes` digits, keys apart or in place, values (their
 * indices) none, apart or in place. */
static void schedule_case(const uint64_t *input, size_t n, int passes, int keys_in_place, int values_mode)
{
    /* values_mode: 0 none, 1 apart, 2 in place */
    uint64_t in_k[NMAX], out_k[NMAX], tmp_k[NMAX];
    uint32_t in_v[NMAX], out_v[NMAX], tmp_v[NMAX];
    for (size_t i = 0; i < n; i++) in_k[i] = input[i], in_v[i] = (uint32_t)i, out_k[i] = 0xa5a5, out_v[i] = 0xa5a5;
    uint64_t *keys_out = keys_in_place ? in_k : out_k;
    uint32_t *values_out = values_mode == 2 ? in_v : out_v;
    uint64_t *const keys_at[3] = {in_k, tmp_k, keys_out};
    uint32_t *const values_at[3] = {in_v, tmp_v, values_out};
    int active[CUP_SORT_MAX_PASSES];
    for (int p = 0; p < passes; p++) { /* the kernels' rule: a digit held by all n keys is no pass */
        size_t same = 0;
        for (size_t i = 0; i < n; i++) same += digit_of(input[i], p) == digit_of(input[0], p);
        active[p] = same != n;
    }
    cup_sort_plan plan;
    cup_sort_make_plan(&plan, passes, active, keys_in_place, values_mode == 2);
    const char *how = values_mode == 0 ? "keys" : values_mode == 1 ? "values apart" : "values in place";
    if (plan.copy_keys != CUP_SORT_AT_NONE) memcpy(keys_at[plan.copy_keys], in_k, n * sizeof *in_k);
    if (values_mode && plan.copy_values != CUP_SORT_AT_NONE) memcpy(values_at[plan.copy_values], in_v, n * sizeof *in_v);
    for (int p = 0; p < passes; p++) {
        EXPECT(plan.active[p] == active[p], "schedule: pass %d marked %d, is %d", p, plan.active[p], active[p]);
        if (!plan.active[p]) continue;
        const int src = plan.src[p], dst = plan.dst[p];
        EXPECT(src >= CUP_SORT_AT_IN && src <= CUP_SORT_AT_OUT && (dst == CUP_SORT_AT_TMP || dst == CUP_SORT_AT_OUT),
               "schedule: pass %d reads %d and writes %d", p, src, dst);
        if (!(src >= CUP_SORT_AT_IN && src <= CUP_SORT_AT_OUT && (dst == CUP_SORT_AT_TMP || dst == CUP_SORT_AT_OUT))) return;
        EXPECT(keys_at[src] != keys_at[dst] && (!values_mode || values_at[src] != values_at[dst]),
               "schedule: pass %d of %zu keys (%s, keys %s) reads and writes one array", p, n, how,
               keys_in_place ? "in place" : "apart");
        if (keys_at[src] == keys_at[dst] || (values_mode && values_at[src] == values_at[dst])) return;
        EXPECT(keys_in_place || keys_at[dst] != in_k, "schedule: pass %d writes the keys' input", p);
        EXPECT(values_mode != 1 || values_at[dst] != in_v, "schedule: pass %d writes the values' input", p);
        size_t count[257] = {0};
        for (size_t i = 0; i < n; i++) count[digit_of(keys_at[src][i], p) + 1]++;
        for (int d = 0; d < 256; d++) count[d + 1] += count[d];
        for (size_t i = 0; i < n; i++) {
            const size_t at = count[digit_of(keys_at[src][i], p)]++;
            keys_at[dst][at] = keys_at[src][i];
            values_at[dst][at] = values_at[src][i];
        }
    }
    size_t perm[NMAX];
    reference(input, n, perm);
    int ok = 1;
    for (size_t i = 0; i < n; i++) {
        ok &= keys_out[i] == input[perm[i]];
        if (values_mode) ok &= values_out[i] == (uint32_t)perm[i];
    }
    EXPECT(ok, "schedule: %zu keys of %d digits (%s, keys %s): the output is not the stable sort", n, passes, how,
           keys_in_place ? "in place" : "apart");
    ok = 1;
    if (!keys_in_place)
        for (size_t i = 0; i < n; i++) ok &= in_k[i] == input[i];
    if (values_mode == 1)
        for (size_t i = 0; i < n; i++) ok &= in_v[i] == (uint32_t)i;
    EXPECT(ok, "schedule: %zu keys (%s, keys %s): an input apart was written", n, how, keys_in_place ? "in place" : "apart");
}

static void schedule_tests(lab_rng *r)
{
    static const size_t sizes[] = {1, 2, 3, 17, NMAX};
    for (int passes = 1; passes <= CUP_SORT_MAX_PASSES; passes++)
        for (unsigned pattern = 0; pattern < 1u << passes; pattern++)
            for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++) {
                const size_t n = sizes[si];
                uint64_t keys[NMAX];
                const uint64_t fixed = lab_rand(r);
                for (size_t i = 0; i < n; i++) {
                    uint64_t k = 0;
                    for (int p = 0; p < passes; p++) { /* pass p varies (a few values: ties) where the pattern says */
                        const unsigned d = (pattern >> p) & 1u ? (unsigned)(lab_rand(r) % 3) : digit_of(fixed, p);
                        k |= (uint64_t)d << (8 * p);
                    }
                    keys[i] = k;
                }
                for (int kip = 0; kip < 2; kip++)
                    for (int vm = 0; vm < 3; vm++) schedule_case(keys, n, passes, kip, vm);
            }
}

int main(void)
{
    lab_rng r = {test_seed()};
    schedule_tests(&r);
    return test_finish("sort model");
}
