/* Models on the CPU of what the GPU sort decides, so that its arguments are checked where there is
 * no GPU:
 * - sort.h's schedule of the digit passes (cup_sort_make_plan, the very function the CPU sort, the
 *   ladder and Onesweep's plan on the GPU run), executed over real arrays that alias as the caller's
 *   do: keys and values each in place or apart, every pattern of active passes up to eight, n from
 *   1 (where no pass is active: the output must still be written) up. A pass is a stable counting
 *   sort by its digit from the plan's source to its destination, which must differ (a pass cannot
 *   sort in place) and never be an input apart; the output must be the stable sort, the inputs
 *   apart untouched.
 * - Onesweep's early-count pass (onesweep.cu), lane by lane: tiles of T threads x I keys loaded
 *   warp-striped, a place past the input's end taking digit 255; each warp's counters counted,
 *   made exclusive over warps, offset by the tile's digit starts; keys ranked a warp column at a
 *   time by the group of lanes of equal digit (its last lane moves the counter by the group's
 *   size, each lane adds the lanes below it); a tile whose keys all share a digit keeps its input
 *   order; the look-back's prefix of the tiles before, base[d] + prefix - start[d] as where the
 *   tile's digit run goes, and the portion's last tile (short where the portion is not whole tiles:
 *   its padding not counted) leaving the next portion its bases. The
 *   output must be the stable sort, with every place written once.
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

/* ---- Onesweep's early-count pass ------------------------------------------------------------- */

enum { MT = 64, MI = 3, MTILE = MT * MI, MWARPS = MT / 32 }; /* a small tile: two warps of 3 keys */

/* warp-striped place of key u of thread t: (warp x I + u) x 32 + lane */
static unsigned striped(unsigned t, int u) { return (t / 32 * MI + (unsigned)u) * 32 + t % 32; }

/* One pass over digits dg[] of n keys in tiles (portions of `portion` keys, whole tiles or not)
 * into out[] as onesweep_pass computes it; out[i] is the input index at output place i. */
static void onesweep_model(const unsigned *dg, size_t n, size_t portion, size_t *out, unsigned char *written)
{
    unsigned long long total[256] = {0}, base[256] = {0};
    for (size_t i = 0; i < n; i++) total[dg[i]]++;
    for (int d = 1; d < 256; d++) base[d] = base[d - 1] + total[d - 1]; /* the plan's first bases */
    for (size_t first = 0; first < n; first += portion) {
        const size_t keys = n - first < portion ? n - first : portion;
        unsigned long long prefix[256] = {0}; /* the look-back's sum over the tiles before, per digit */
        const size_t tiles = (keys + MTILE - 1) / MTILE;
        unsigned long long next[256]; /* what the portion's last tile leaves the next portion */
        for (size_t tile = 0; tile < tiles; tile++) {
            const size_t tile_first = first + tile * MTILE;
            const unsigned valid = keys - tile * MTILE < MTILE ? (unsigned)(keys - tile * MTILE) : MTILE;
            unsigned d[MT][MI], counter[MWARPS][256] = {{0}}, count[256] = {0}, start[256], rank[MT][MI];
            for (unsigned t = 0; t < MT; t++)
                for (int u = 0; u < MI; u++) {
                    const unsigned place = striped(t, u);
                    d[t][u] = place < valid ? dg[tile_first + place] : 255;
                    counter[t / 32][d[t][u]]++;
                }
            for (int dd = 0; dd < 256; dd++)
                for (int w = 0; w < MWARPS; w++) {
                    const unsigned c = counter[w][dd];
                    counter[w][dd] = count[dd];
                    count[dd] += c;
                }
            int single = 0;
            for (int dd = 0; dd < 256; dd++) single |= count[dd] == MTILE;
            for (int dd = 0, s = 0; dd < 256; dd++) start[dd] = (unsigned)s, s += (int)count[dd];
            for (int w = 0; w < MWARPS; w++)
                for (int dd = 0; dd < 256; dd++) counter[w][dd] += start[dd];
            for (int w = 0; w < MWARPS; w++)
                for (int u = 0; u < MI; u++) {
                    unsigned at_first[32] = {0};
                    for (unsigned lane = 0; lane < 32; lane++) { /* the group's last lane moves the counter */
                        const unsigned t = (unsigned)w * 32 + lane;
                        unsigned peers = 0;
                        for (unsigned l = 0; l < 32; l++) peers |= (unsigned)(d[w * 32 + l][u] == d[t][u]) << l;
                        const unsigned last = 31u - (unsigned)__builtin_clz(peers);
                        const unsigned upto = (unsigned)__builtin_popcount(peers & (unsigned)((2ull << lane) - 1));
                        if (lane == last) at_first[lane] = counter[w][d[t][u]], counter[w][d[t][u]] += upto;
                    }
                    for (unsigned lane = 0; lane < 32; lane++) { /* the shuffle from the last lane */
                        const unsigned t = (unsigned)w * 32 + lane;
                        unsigned peers = 0;
                        for (unsigned l = 0; l < 32; l++) peers |= (unsigned)(d[w * 32 + l][u] == d[t][u]) << l;
                        const unsigned last = 31u - (unsigned)__builtin_clz(peers);
                        const unsigned upto = (unsigned)__builtin_popcount(peers & (unsigned)((2ull << lane) - 1));
                        rank[t][u] = single ? striped(t, u) : at_first[last] + upto - 1u;
                    }
                }
            unsigned sorted[MTILE]; /* shared memory: the tile in digit order, by input index */
            unsigned char hit[MTILE] = {0};
            for (unsigned t = 0; t < MT; t++)
                for (int u = 0; u < MI; u++)
                    if (striped(t, u) < valid) {
                        EXPECT(rank[t][u] < valid && !hit[rank[t][u]], "model: rank %u of a key of tile %zu (valid %u)",
                               rank[t][u], tile, valid);
                        if (rank[t][u] >= valid || hit[rank[t][u]]) return;
                        hit[rank[t][u]] = 1, sorted[rank[t][u]] = (unsigned)(tile_first + striped(t, u));
                    }
            for (unsigned i = 0; i < valid; i++) {
                const unsigned dd = dg[sorted[i]];
                EXPECT(base[dd] + prefix[dd] >= start[dd], "model: the run of digit %u starts before the array", dd);
                const unsigned long long to = base[dd] + prefix[dd] - start[dd] + i;
                EXPECT(to < n && !written[to], "model: place %llu written %s", to, to < n ? "twice" : "past the end");
                if (to >= n || written[to]) return;
                written[to] = 1, out[to] = sorted[i];
            }
            if (tile + 1 == tiles) /* next_base: a short tile's padding (digit 255) is not the next portion's */
                for (int dd = 0; dd < 256; dd++) next[dd] = base[dd] + prefix[dd] + count[dd] - (dd == 255 ? MTILE - valid : 0);
            for (int dd = 0; dd < 256; dd++) prefix[dd] += count[dd];
        }
        memcpy(base, next, sizeof base);
    }
}

static void onesweep_tests(lab_rng *r)
{
    static const size_t sizes[] = {1, 2, 3, 31, 33, MTILE - 1, MTILE, MTILE + 1, 5 * MTILE + 7};
    enum { N = 5 * MTILE + 7 };
    unsigned dg[N];
    size_t out[N];
    unsigned char written[N];
    for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++)
        for (int kind = 0; kind < 4; kind++) /* uniform; three digits; all one digit; sorted runs */
            for (int portions = 0; portions < 3; portions++) { /* one; whole tiles; a short tile each */
                const size_t n = sizes[si], portion = portions == 0 ? (size_t)N : portions == 1 ? 2 * MTILE : 2 * MTILE + 5;
                for (size_t i = 0; i < n; i++)
                    dg[i] = kind == 0 ? (unsigned)(lab_rand(r) & 0xff) : kind == 1 ? (unsigned)(lab_rand(r) % 3)
                          : kind == 2 ? 255u : (unsigned)(i * 256 / n);
                memset(written, 0, n);
                onesweep_model(dg, n, portion, out, written);
                int ok = 1;
                for (size_t i = 0; i < n && ok; i++) ok = written[i] && (i == 0 || dg[out[i - 1]] < dg[out[i]] ||
                                                                        (dg[out[i - 1]] == dg[out[i]] && out[i - 1] < out[i]));
                EXPECT(ok, "model: onesweep pass of %zu keys (data %d, portion %zu) is not the stable sort", n, kind,
                       portion);
            }
}

int main(void)
{
    lab_rng r = {test_seed()};
    schedule_tests(&r);
    onesweep_tests(&r);
    return test_finish("sort model");
}
