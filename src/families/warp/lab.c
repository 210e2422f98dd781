/* The warp family in the lab: every intrinsic against the model (cup_warp_model) on fresh
 * random data, every width and a mix of masks, at adversarial sizes; identities between the
 * intrinsics and cases worked by hand from the guide (the API contract, so they run on both
 * backends: on the GPU they test the hardware, on the CPU the model); the throughput tables. */
#include "lab/lab.h"
#include "families/warp/api.h"

#include <stdlib.h>
#include <string.h>

enum { MARGIN = 64 };   /* bytes of poison after out that a run must leave alone */
#define POISON 0xa5a5a5a5a5a5a5a5ull /* LAB_POISON in every byte: a result never written */

/* ---- data ----------------------------------------------------------------------------------------- */

/* One warp's mask, drawn from the patterns a program meets: the full warp, halves, alternate
 * lanes, one lane, all but one, random dense and sparse sets, and none (nothing may be
 * written). */
static uint32_t draw_mask(lab_rng *r)
{
    const uint32_t bits = (uint32_t)(lab_rand(r) >> 32), one = 1u << (lab_rand(r) >> 59);
    switch (lab_rand(r) % 10) {
    case 0: case 1: return 0xffffffffu;
    case 2: return 0x0000ffffu;
    case 3: return 0xffff0000u;
    case 4: return 0x55555555u;
    case 5: return one;
    case 6: return ~one;
    case 7: return bits;
    case 8: return bits & (uint32_t)(lab_rand(r) >> 32) & (uint32_t)(lab_rand(r) >> 32);
    default: return lab_rand(r) % 4 ? bits | 1u : 0u;
    }
}

/* One warp's values (size 4 or 8), so every intrinsic meets its cases: distinct random bits;
 * three values (for 8 bytes, the same low half and different high halves, so a match that
 * compares 32 bits fails); one value everywhere; mostly zero; non-zero with only the top bit
 * set (a predicate must be v != 0, not v & 1). */
static void fill_warp(void *in, size_t size, lab_rng *r)
{
    const int kind = (int)(lab_rand(r) % 5);
    uint64_t three[3];
    for (int j = 0; j < 3; j++) three[j] = lab_rand(r);
    if (size == 8) three[1] = (three[0] & 0xffffffffull) | (three[1] << 32), three[2] = three[0] ^ (1ull << 63);
    for (unsigned l = 0; l < 32; l++) {
        uint64_t v;
        switch (kind) {
        case 0: v = lab_rand(r); break;
        case 1: v = three[lab_rand(r) % 3]; break;
        case 2: v = three[0]; break;
        case 3: v = lab_rand(r) % 8 ? 0 : lab_rand(r); break;
        default: v = lab_rand(r) % 2 ? (size == 4 ? 0x80000000ull : 1ull << 63) : 0; break;
        }
        if (size == 4) {
            const uint32_t v32 = (uint32_t)(kind == 4 ? v : v ^ (v >> 32));
            memcpy((char *)in + 4 * l, &v32, 4);
        } else {
            memcpy((char *)in + 8 * l, &v, 8);
        }
    }
}

/* One warp's lane arguments: one value for every lane (small, large or negative), each lane
 * its own random int32, each lane 0..31, each lane its own index (shfl: the identity). */
static void fill_args(int32_t *arg, lab_rng *r)
{
    const int kind = (int)(lab_rand(r) % 4);
    const int32_t one = (int32_t)(lab_rand(r) % 129) - 64;
    for (unsigned l = 0; l < 32; l++)
        arg[l] = kind == 0 ? one : kind == 1 ? (int32_t)(uint32_t)(lab_rand(r) >> 32) : kind == 2 ? (int32_t)(lab_rand(r) % 32) : (int32_t)l;
}

/* ---- one run, written once: the check's, the bench row's verify and the contract's calls ------------ */

typedef struct wcheck {
    size_t warps;                 /* this size */
    void *host_in, *back;         /* the values as uploaded; a read-back of in or out */
    int32_t *host_arg;
    uint32_t *host_masks;
    cup_warp_expect *expect;
    void *in, *arg, *masks, *out; /* backend memory */
    lab_mem mem;                  /* all of them */
} wcheck;

/* Room for `warps` warps of 8-byte values; x->mem.s says whether it could be allocated. */
static void wcheck_open(wcheck *x, cup_handle_t h, size_t warps)
{
    const size_t lanes = 32 * warps;
    lab_mem *m = &x->mem;
    m->h = h;
    x->host_in = lab_host(m, lanes * 8), x->back = lab_host(m, lanes * 8 + MARGIN), x->host_arg = lab_host(m, lanes * 4);
    x->host_masks = lab_host(m, warps * 4), x->expect = lab_host(m, lanes * sizeof(cup_warp_expect));
    x->in = lab_dev(m, lanes * 8), x->arg = lab_dev(m, lanes * 4), x->masks = lab_dev(m, warps * 4);
    x->out = lab_dev(m, lanes * 8 + MARGIN);
}

/* The values (size bytes each), lane arguments and masks of x->warps warps uploaded; or, given `changed`, read
 * back and compared with what was made (*changed set where a byte differs). The first failed copy's status. */
static cup_status inputs(wcheck *x, cup_handle_t h, size_t size, int *changed)
{
    void *dev[3] = {x->in, x->arg, x->masks};
    const void *host[3] = {x->host_in, x->host_arg, x->host_masks};
    const size_t bytes[3] = {32 * x->warps * size, 32 * x->warps * 4, x->warps * 4};
    cup_status s = CUP_STATUS_SUCCESS;
    for (int i = 0; i < 3 && s == CUP_STATUS_SUCCESS; i++) {
        s = changed ? cup_copy_to_host(h, x->back, dev[i], bytes[i])
                    : cup_copy_to_backend(h, dev[i], host[i], bytes[i]);
        if (changed && s == CUP_STATUS_SUCCESS) *changed |= memcmp(x->back, host[i], bytes[i]) != 0;
    }
    return s;
}

/* Fresh values (size bytes each), lane arguments and masks for x->warps warps, uploaded. */
static cup_status fresh_data(wcheck *x, cup_handle_t h, size_t size, lab_rng *rng)
{
    for (size_t w = 0; w < x->warps; w++) {
        fill_warp((char *)x->host_in + 32 * size * w, size, rng);
        fill_args(x->host_arg + 32 * w, rng);
        x->host_masks[w] = draw_mask(rng);
    }
    return inputs(x, h, size, NULL);
}

/* Variant id on the uploaded data: out and MARGIN bytes after it poisoned, the call, all of it read
 * back into x->back. */
static cup_status warp_call(wcheck *x, cup_handle_t h, int id, cup_warp_op op, cup_dtype t, int width)
{
    const size_t bytes = 32 * x->warps * cup_warp_result_bytes(op, t) + MARGIN;
    cup_status s = cup_memset(h, x->out, LAB_POISON, bytes);
    if (s == CUP_STATUS_SUCCESS) s = cup_warp_variant(h, id, t, width, x->in, x->arg, x->masks, x->warps, x->out);
    return s == CUP_STATUS_SUCCESS ? cup_copy_to_host(h, x->back, x->out, bytes) : s;
}

/* The first of the MARGIN bytes after out (in warp_call's read-back of results of rsize bytes)
 * that is not poison, or -1: the check's verdict and the contract's calls both ask. */
static int written_past(const wcheck *x, size_t rsize)
{
    const unsigned char *tail = (const unsigned char *)x->back + 32 * x->warps * rsize;
    for (int j = 0; j < MARGIN; j++)
        if (tail[j] != LAB_POISON) return j;
    return -1;
}

/* warp_call's read-back against the model: NULL when right, else why (in buf). */
static const char *verdict(wcheck *x, cup_warp_op op, cup_dtype t, int width, char *buf, size_t len)
{
    const size_t lanes = 32 * x->warps, rsize = cup_warp_result_bytes(op, t);
    if (cup_warp_model(op, t, width, x->host_in, x->host_arg, x->host_masks, x->warps, x->expect) != CUP_STATUS_SUCCESS)
        return snprintf(buf, len, "the model refused it"), buf;
    for (size_t i = 0; i < lanes; i++) {
        const uint64_t got = lab_get_bits(x->back, rsize, i);
        const uint32_t m = x->host_masks[i / 32];
        const uint64_t poison = rsize == 4 ? (uint32_t)POISON : POISON;
        if (!(m >> (i % 32) & 1u)) {
            if (got != poison) {
                snprintf(buf, len, "lane %zu of warp %zu (mask %#x) is outside the mask but was written: %#llx", i % 32,
                         i / 32, m, (unsigned long long)got);
                return buf;
            }
        } else if ((got ^ x->expect[i].want) & x->expect[i].care) {
            snprintf(buf, len, "lane %zu of warp %zu (mask %#x, value %#llx, arg %d): got %#llx, want %#llx in bits %#llx",
                     i % 32, i / 32, m, (unsigned long long)lab_get_bits(x->host_in, cup_dtype_size(t), i),
                     (int)x->host_arg[i], (unsigned long long)got, (unsigned long long)x->expect[i].want,
                     (unsigned long long)x->expect[i].care);
            return buf;
        }
    }
    const int past = written_past(x, rsize);
    if (past < 0) return NULL;
    snprintf(buf, len, "wrote past out: byte %d after it is %#x", past,
             ((const unsigned char *)x->back)[lanes * rsize + (size_t)past]);
    return buf;
}

/* The op of a warp variant: its ops field is the op's bit. */
static cup_warp_op op_of(const cup_variant_info *v) { return (cup_warp_op)__builtin_ctz(v->ops); }

/* ---- check ---------------------------------------------------------------------------------------- */

/* One variant at one dtype and width on the data in place. */
static void run_one(lab_check_ctx *c, wcheck *x, int k, cup_warp_op op, cup_dtype t, int width)
{
    char why[400];
    const int len = snprintf(why, sizeof why, "%s %s width %d, %zu warps: ", cup_warp_op_name(op), cup_dtype_name(t),
                             width, x->warps);
    if (lab_check_call(c, k, why, sizeof why, (size_t)len, warp_call(x, c->h, c->ids[k], op, t, width))) return;
    lab_check_count(c, k, verdict(x, op, t, width, why + len, sizeof why - len) ? why : NULL);
}

/* The first dtype of `dtypes` (bits) whose elements are `size` bytes, or -1: the dtypes a bench
 * row runs, and the only ones the check runs at its largest size. */
static int first_of_size(unsigned dtypes, size_t size)
{
    for (int d = 0; d < CUP_DTYPE_COUNT; d++)
        if ((dtypes & (1u << d)) && cup_dtype_size((cup_dtype)d) == size) return d;
    return -1;
}

static void warp_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    /* in warps: one, a few, one past a block of 8 warps, odd counts, and past the cache (the
     * values and results of 4-byte dtypes together larger than it); --max-n counts threads */
    static const size_t fixed[] = {1, 2, 3, 8, 9, 31, 33, 257, 1025, 4097};
    enum { FIXED = sizeof fixed / sizeof fixed[0] };
    const size_t past = cache / (32 * 4) + 1;
    size_t sizes[FIXED + 2], largest;
    const int count = lab_check_sizes(c, fixed, FIXED, past, 0, max_n / 32, sizes, &largest);
    if (!largest) return;
    const size_t lanes = 32 * largest, bytes = lanes * 8 + MARGIN;
    /* values, arguments, masks and the output (with its margin), on the host also the expected results */
    if (lab_check_holds(c, (double)(lanes * (12 + sizeof(cup_warp_expect)) + largest * 4 + bytes),
                        (double)(lanes * 12 + largest * 4 + bytes), "warp of %zu warps", largest))
        return;
    wcheck x = {0};
    wcheck_open(&x, c->h, largest);
    const int ready = lab_mem_check_ok(c, -1, &x.mem, "warp");
    lab_rng rng = {c->o->seed ^ 0x77617270ull};
    for (int i = 0; i < count && ready; i++) {
        x.warps = sizes[i];
        /* past the cache only the first 4-byte and the first 8-byte dtype of each op run, at width
         * 32: the kernels are one template over the intrinsic's type, and the model's time on the
         * CPU grows with every run */
        const int large = i == count - 1 && past <= max_n / 32;
        LAB_CHECK_DTYPES(t, c, &lab_family_warp) {
            const size_t size = cup_dtype_size((cup_dtype)t);
            if (fresh_data(&x, c->h, size, &rng) != CUP_STATUS_SUCCESS) {
                lab_check_failf(c, -1, "warp: upload of %zu warps: %s", x.warps, cup_last_error(c->h));
                continue;
            }
            LAB_CHECK_EACH(k, c, &lab_family_warp, t) {
                const cup_variant_info *v = lab_check_variant(c, k);
                const cup_warp_op op = op_of(v);
                if (large && first_of_size(v->dtypes, size) != t) continue;
                for (int width = 2; width <= 32; width *= 2)
                    if ((cup_warp_op_widths(op) & (unsigned)width) && (!large || width == 32))
                        run_one(c, &x, k, op, (cup_dtype)t, width);
            }
            int changed = 0;
            if (!large && (inputs(&x, c->h, size, &changed) != CUP_STATUS_SUCCESS || changed))
                lab_check_failf(c, -1, "warp %s, %zu warps: an input was modified by one of the variants",
                                cup_dtype_name((cup_dtype)t), x.warps);
        }
        lab_check_progress(c, "warp %zu warps", x.warps);
    }
    lab_mem_free(&x.mem);
}

/* ---- the API contract, cases worked by hand and identities -------------------------------------- */

enum { API_WARPS = 4, API_LANES = 32 * API_WARPS };

typedef struct wapi {
    cup_handle_t h;
    lab_tally *t;
    wcheck w;                     /* API_WARPS warps */
    uint64_t got[API_LANES];
} wapi;

/* One call of op on the handle's backend over host data (values of dtype t), its results read
 * back into x->got (unpacked to uint64); 0 when a call failed (counted). */
static int call(wapi *x, cup_warp_op op, cup_dtype t, int width, const void *in, const int32_t *arg,
                const uint32_t *masks, size_t warps)
{
    wcheck *w = &x->w;
    const size_t lanes = 32 * warps, size = cup_dtype_size(t), rsize = cup_warp_result_bytes(op, t);
    w->warps = warps;
    memcpy(w->host_in, in, lanes * size);
    memcpy(w->host_masks, masks, warps * 4);
    for (size_t i = 0; i < lanes; i++) w->host_arg[i] = arg ? arg[i] : 0;
    const int id = lab_find(x->h, &lab_family_warp, cup_warp_op_name(op));
    cup_status s = inputs(w, x->h, size, NULL);
    if (s == CUP_STATUS_SUCCESS) s = warp_call(w, x->h, id, op, t, width);
    LAB_EXPECT(x->t, s == CUP_STATUS_SUCCESS, "%s %s width %d: %s", cup_warp_op_name(op), cup_dtype_name(t), width,
               cup_last_error(x->h));
    for (size_t i = 0; i < lanes; i++) x->got[i] = lab_get_bits(w->back, rsize, i);
    /* the MARGIN bytes after out, read back with it: never written */
    LAB_EXPECT(x->t, s != CUP_STATUS_SUCCESS || written_past(w, rsize) < 0, "%s %s width %d: a write past out",
               cup_warp_op_name(op), cup_dtype_name(t), width);
    return s == CUP_STATUS_SUCCESS;
}

/* One call on one warp worked by hand: each lane of the mask must hold want[l], but those of
 * `undefined` (not compared: the model must leave them undefined); the other lanes poison; the
 * model must say the same. */
static void worked(wapi *x, const char *what, cup_warp_op op, cup_dtype dt, int width, const void *in,
                   const int32_t *arg, uint32_t mask, const uint64_t *want, uint32_t undefined)
{
    lab_tally *t = x->t;
    cup_warp_expect e[32];
    if (!call(x, op, dt, width, in, arg, &mask, 1)) return;
    LAB_EXPECT(t, cup_warp_model(op, dt, width, in, arg, &mask, 1, e) == CUP_STATUS_SUCCESS, "model of %s", what);
    const size_t rsize = cup_warp_result_bytes(op, dt);
    /* the bits of a result the model must know: match-all's mask and pred, else all of them */
    const uint64_t all = op == CUP_WARP_MATCH_ALL ? 0x1ffffffffull : rsize == 8 ? ~0ull : 0xffffffffull;
    for (int l = 0; l < 32; l++) {
        const int inside = mask >> l & 1u;
        const uint64_t w = inside ? want[l] : rsize == 8 ? POISON : (uint32_t)POISON;
        if (undefined >> l & 1u) {
            LAB_EXPECT(t, e[l].care == 0, "%s: lane %d: the model must leave it undefined", what, l);
            continue;
        }
        LAB_EXPECT(t, x->got[l] == w, "%s: lane %d got %#llx, want %#llx", what, l, (unsigned long long)x->got[l],
                   (unsigned long long)w);
        LAB_EXPECT(t, inside ? e[l].want == w && e[l].care == all : e[l].care == 0, "%s: the model, lane %d", what, l);
    }
}

/* The guide's examples, each result written down from its sentence rather than from the model,
 * and the model asked the same. */
static void by_hand(wapi *x)
{
    int32_t in[32], arg[32];
    uint64_t want[32];
    const uint32_t full = 0xffffffffu, low = 0x0000ffffu;
    for (int l = 0; l < 32; l++) in[l] = 100 + l;
    const struct hand {
        const char *what;
        cup_warp_op op;
        int width, arg; /* arg: the same for every lane */
        uint32_t mask, undefined;
    } cases[] = {
        {"__shfl(x, 3, 16): lanes 0..15 read lane 3, lanes 16..31 lane 19", CUP_WARP_SHFL, 16, 3, full, 0},
        {"__shfl_up(x, 2, 8): the lower 2 of each 8 keep their own", CUP_WARP_SHFL_UP, 8, 2, full, 0},
        {"__shfl_down(x, 5, 32): the top 5 keep their own", CUP_WARP_SHFL_DOWN, 32, 5, full, 0},
        {"__shfl_xor(x, 8, 8): an earlier segment is read, a later one gives the own value", CUP_WARP_SHFL_XOR, 8, 8,
         full, 0},
        {"__shfl_sync(0xffff, x, 20): srcLane 20 modulo 32 is outside the mask: undefined", CUP_WARP_SHFL, 32, 20, low,
         low},
        {"__shfl_sync(0xffff, x, 20, 16): 20 modulo 16 is lane 4, inside", CUP_WARP_SHFL, 16, 20, low, 0},
    };
    for (int c = 0; c < 6; c++) {
        for (int l = 0; l < 32; l++) { /* the lane each one reads (lanes outside the mask read none) */
            const int src[6] = {l < 16 ? 3 : 19, l % 8 < 2 ? l : l - 2, l >= 27 ? l : l + 5,
                                (l / 8) % 2 ? l - 8 : l, /* lanes 8..15 read 0..7, 24..31 read 16..23 */
                                l, 4};
            arg[l] = cases[c].arg;
            want[l] = (uint32_t)in[src[c]];
        }
        worked(x, cases[c].what, cases[c].op, CUP_I32, cases[c].width, in, arg, cases[c].mask, want,
               cases[c].undefined);
    }
    /* the votes, the matches and the reductions on one warp worked by hand: lanes 0..7 hold
     * 0, 1, 2, 3, 4, 5, 6, 7 and the mask is those 8 lanes plus lane 31, holding -1 */
    for (int l = 0; l < 32; l++) in[l] = l < 8 ? l : l == 31 ? -1 : 1000;
    const struct vote {
        cup_warp_op op;
        cup_dtype t;
        uint64_t want;
    } votes[] = {
        {CUP_WARP_BALLOT, CUP_I32, 0x800000feu},  /* all but lane 0 (holding 0) */
        {CUP_WARP_ANY, CUP_I32, 1},
        {CUP_WARP_ALL, CUP_I32, 0},
        {CUP_WARP_MATCH_ALL, CUP_I32, 0},
        {CUP_WARP_REDUCE_ADD, CUP_I32, 27},       /* 0 + 1 + ... + 7 - 1 */
        {CUP_WARP_REDUCE_MIN, CUP_I32, 0xffffffffu}, /* -1 */
        {CUP_WARP_REDUCE_MIN, CUP_U32, 0},
        {CUP_WARP_REDUCE_MAX, CUP_I32, 7},
        {CUP_WARP_REDUCE_MAX, CUP_U32, 0xffffffffu},
        {CUP_WARP_REDUCE_AND, CUP_U32, 0},
        {CUP_WARP_REDUCE_OR, CUP_U32, 0xffffffffu},
        {CUP_WARP_REDUCE_XOR, CUP_U32, 0xffffffffu}, /* 0 ^ 1 ^ ... ^ 7 = 0, then ^ -1 */
    };
    for (size_t c = 0; c < sizeof votes / sizeof votes[0]; c++) {
        char what[64];
        snprintf(what, sizeof what, "%s %s by hand", cup_warp_op_name(votes[c].op), cup_dtype_name(votes[c].t));
        for (int l = 0; l < 32; l++) want[l] = votes[c].want;
        worked(x, what, votes[c].op, votes[c].t, 32, in, NULL, 0x800000ffu, want, 0);
    }
    /* match: lanes 0..7 hold 5, 5, 6, 6, 6, 7, 5, 6 (64-bit: equal low halves, distinct high halves) */
    uint64_t in64[32];
    const int groups[8] = {5, 5, 6, 6, 6, 7, 5, 6};
    const uint64_t sets[32] = {0x43, 0x43, 0x9c, 0x9c, 0x9c, 0x20, 0x43, 0x9c};
    for (int l = 0; l < 32; l++) in64[l] = ((uint64_t)(l < 8 ? groups[l] : 9) << 32) | 0x1234u;
    worked(x, "match-any u64 by hand", CUP_WARP_MATCH_ANY, CUP_U64, 32, in64, NULL, 0xffu, sets, 0);
    for (int l = 0; l < 32; l++) {
        in64[l] = l < 8 ? 0x1234u : 1;
        want[l] = 0xffull | 1ull << 32;
    }
    worked(x, "match-all by hand (the mask 0xff and pred 1)", CUP_WARP_MATCH_ALL, CUP_I64, 32, in64, NULL, 0xffu,
           want, 0);
}

/* Identities between the intrinsics, on random data and masks (run through the backend: the
 * hardware on the GPU, the model on the CPU): a shuffle by 0 or to one's own lane, and a
 * full-warp xor shuffle done twice, give the value back; any is ballot != 0 and all is ballot
 * == mask; ballot has no bit outside the mask; a reduce-add of ones counts the mask; reduce-or
 * and reduce-and of predicates are any and all; every lane is in its own match-any set, and
 * match-all returns the mask exactly when every lane's match-any set is the mask. */
static void identities(wapi *x, lab_rng *rng)
{
    lab_tally *t = x->t;
    uint64_t v[API_LANES], back[API_LANES], ballot[API_LANES];
    int32_t arg[API_LANES], pred[API_LANES], ones[API_LANES];
    uint32_t masks[API_WARPS], full[API_WARPS];
    for (int round = 0; round < 8; round++) {
        for (int w = 0; w < API_WARPS; w++) {
            fill_warp(v + 32 * w, 8, rng);
            masks[w] = draw_mask(rng) | 1u << (lab_rand(rng) >> 59), full[w] = 0xffffffffu;
            const int32_t lane_mask = (int32_t)(lab_rand(rng) % 32);
            for (int l = 0; l < 32; l++) arg[32 * w + l] = lane_mask;
        }
        for (int i = 0; i < API_LANES; i++) /* false, or true as any non-zero value */
            pred[i] = v[i] % 3 == 0 ? 0 : (int32_t)(uint32_t)((v[i] >> 32) | 0x80000000u), ones[i] = 1;
        const int width = 2 << (int)(lab_rand(rng) % 5);
        /* xor twice */
        if (call(x, CUP_WARP_SHFL_XOR, CUP_U64, 32, v, arg, full, API_WARPS)) {
            memcpy(back, x->got, sizeof back);
            if (call(x, CUP_WARP_SHFL_XOR, CUP_U64, 32, back, arg, full, API_WARPS))
                LAB_EXPECT(t, memcmp(x->got, v, sizeof v) == 0, "shfl-xor twice with one laneMask is not the identity");
        }
        /* by 0, and to one's own lane, under partial masks and any width */
        int32_t zero[API_LANES] = {0}, own[API_LANES];
        for (int i = 0; i < API_LANES; i++) /* own: the lane plus a multiple of width, either sign */
            own[i] = (i % 32) + ((int32_t)(lab_rand(rng) % 7) - 3) * width;
        const cup_warp_op by_zero[] = {CUP_WARP_SHFL_UP, CUP_WARP_SHFL_DOWN, CUP_WARP_SHFL_XOR};
        for (int k = 0; k < 4; k++) {
            const cup_warp_op op = k < 3 ? by_zero[k] : CUP_WARP_SHFL;
            if (!call(x, op, CUP_U64, width, v, k < 3 ? zero : own, masks, API_WARPS)) continue;
            int ok = 1;
            for (int i = 0; i < API_LANES; i++) ok &= x->got[i] == (masks[i / 32] >> (i % 32) & 1u ? v[i] : POISON);
            LAB_EXPECT(t, ok, "%s width %d %s is not the identity", cup_warp_op_name(op), width,
                       k < 3 ? "by 0" : "to one's own lane (modulo width)");
        }
        /* the votes against ballot, the reductions against the votes */
        if (!call(x, CUP_WARP_BALLOT, CUP_I32, 32, pred, NULL, masks, API_WARPS)) continue;
        memcpy(ballot, x->got, sizeof ballot);
        for (int w = 0; w < API_WARPS; w++) { /* the first lane of the mask holds the warp's ballot */
            const uint64_t b = ballot[32 * w + __builtin_ctz(masks[w])];
            LAB_EXPECT(t, (b & ~(uint64_t)masks[w]) == 0, "ballot %#llx has bits outside the mask %#x",
                       (unsigned long long)b, masks[w]);
        }
        const struct {
            cup_warp_op op;
            int all; /* compare with ballot == mask, else ballot != 0 */
        } votes[] = {{CUP_WARP_ANY, 0}, {CUP_WARP_ALL, 1}, {CUP_WARP_REDUCE_OR, 0}, {CUP_WARP_REDUCE_AND, 1}};
        int32_t flags[API_LANES];
        for (int i = 0; i < API_LANES; i++) flags[i] = pred[i] != 0;
        for (int k = 0; k < 4; k++) {
            const int reduce = votes[k].op >= CUP_WARP_REDUCE_ADD;
            if (!call(x, votes[k].op, reduce ? CUP_U32 : CUP_I32, 32, reduce ? flags : pred, NULL, masks, API_WARPS))
                continue;
            int ok = 1;
            for (int i = 0; i < API_LANES; i++) {
                const uint32_t m = masks[i / 32];
                if (!(m >> (i % 32) & 1u)) continue;
                const uint32_t b = (uint32_t)ballot[32 * (i / 32) + __builtin_ctz(m)];
                ok &= x->got[i] == (uint64_t)(votes[k].all ? b == m : b != 0);
            }
            LAB_EXPECT(t, ok, "%s disagrees with ballot", cup_warp_op_name(votes[k].op));
        }
        if (call(x, CUP_WARP_REDUCE_ADD, CUP_I32, 32, ones, NULL, masks, API_WARPS)) {
            int ok = 1;
            for (int i = 0; i < API_LANES; i++)
                if (masks[i / 32] >> (i % 32) & 1u) ok &= x->got[i] == (uint64_t)__builtin_popcount(masks[i / 32]);
            LAB_EXPECT(t, ok, "reduce-add of ones is not the popcount of the mask");
        }
        uint64_t any_set[API_LANES];
        if (call(x, CUP_WARP_MATCH_ANY, CUP_U64, 32, v, NULL, masks, API_WARPS)) {
            memcpy(any_set, x->got, sizeof any_set);
            if (call(x, CUP_WARP_MATCH_ALL, CUP_U64, 32, v, NULL, masks, API_WARPS)) {
                int ok = 1;
                for (int w = 0; w < API_WARPS; w++) {
                    int uniform = 1;
                    for (int l = 0; l < 32; l++)
                        if (masks[w] >> l & 1u) {
                            ok &= any_set[32 * w + l] >> l & 1u;
                            uniform &= any_set[32 * w + l] == masks[w];
                        }
                    for (int l = 0; l < 32; l++)
                        if (masks[w] >> l & 1u) ok &= x->got[32 * w + l] == (uniform ? masks[w] | 1ull << 32 : 0);
                }
                LAB_EXPECT(t, ok, "match-all disagrees with match-any");
            }
        }
    }
}

/* Every way to misuse the entry points: a status, a message, the values and out untouched. */
static void refusals(wapi *x)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    lab_api api = {.h = h, .t = t, .in = x->w.in, .out = x->w.out, .host = x->w.host_in, .back = x->w.back,
                   .in_bytes = API_LANES * 8, .out_bytes = API_LANES * 8 + MARGIN};
    memset(x->w.host_in, 0, API_LANES * 8);
    LAB_EXPECT_STATUS(t, h, lab_api_restore(&api), CUP_STATUS_SUCCESS); /* the values uploaded, out poisoned */
#define REFUSED(want, call) LAB_REFUSED(&api, want, call)
    const int shfl = lab_find(h, &lab_family_warp, "shfl"), ballot = lab_find(h, &lab_family_warp, "ballot");
    void *in = x->w.in, *out = x->w.out;
    const int32_t *arg = x->w.arg;
    const uint32_t *masks = x->w.masks;
    LAB_EXPECT(t, shfl >= 0 && ballot >= 0, "warp variants shfl and ballot on this backend");
    LAB_EACH_FOREIGN(id, h, &lab_family_warp)
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, id, CUP_I32, 32, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_warp_variant(h, shfl, CUP_B4, 32, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_DTYPE_COUNT, 32, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_warp_variant(h, ballot, CUP_F32, 32, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, ballot, CUP_I32, 16, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 3, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 1, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 64, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, -32, in, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 32, NULL, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 32, in, NULL, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 32, in, arg, NULL, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 32, in, arg, masks, 1, NULL));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_warp_variant(h, shfl, CUP_I64, 32, (char *)in + 4, arg, masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_warp_variant(h, shfl, CUP_I32, 32, in, arg, masks, 1, (char *)out + 2));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_warp_variant(h, shfl, CUP_I32, 32, in, (const int32_t *)((const char *)arg + 1), masks, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 32, in, arg, masks, 1, in)); /* out over in */
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 32, in, arg, masks, SIZE_MAX / 64, out));
    if (cup_get_backend(h) == CUP_BACKEND_CUDA) {
        uint32_t host_masks[1] = {0};
        REFUSED(CUP_STATUS_INVALID_POINTER, cup_warp_variant(h, shfl, CUP_I32, 32, in, arg, host_masks, 1, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_variant(h, shfl, CUP_I32, 32, in, arg, masks, 100000000, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_throughput(h, shfl, CUP_I32, 32, 0, 1, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_throughput(h, shfl, CUP_I32, 32, 1, 1, NULL));
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_warp_throughput(h, ballot, CUP_I32, 8, 1, 1, out));
    } else {
        REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_warp_throughput(h, shfl, CUP_I32, 32, 1, 1, out));
    }
    /* warps = 0 does nothing, whatever the pointers; NULL arg is fine where no arg is read */
    LAB_EXPECT_STATUS(t, h, cup_warp_variant(h, shfl, CUP_I32, 32, NULL, NULL, NULL, 0, NULL), CUP_STATUS_SUCCESS);
    lab_api_untouched(&api, "warps = 0");
    LAB_EXPECT_STATUS(t, h, cup_memset(h, x->w.masks, 0, API_WARPS * 4), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_warp_variant(h, ballot, CUP_I32, 0, in, NULL, masks, API_WARPS, out), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, cup_last_error(h)[0] == '\0', "success clears the message");
    lab_api_untouched(&api, "every mask empty: no lane calls");
    /* the model refuses what the entry point refuses */
    cup_warp_expect e[32];
    int32_t v[32] = {0};
    const uint32_t m = 1;
    LAB_EXPECT(t, cup_warp_model(CUP_WARP_OP_COUNT, CUP_I32, 32, v, v, &m, 1, e) == CUP_STATUS_INVALID_VALUE, "model: op");
    LAB_EXPECT(t, cup_warp_model(CUP_WARP_BALLOT, CUP_U32, 32, v, v, &m, 1, e) == CUP_STATUS_INVALID_VALUE, "model: dtype");
    LAB_EXPECT(t, cup_warp_model(CUP_WARP_SHFL, CUP_I32, 6, v, v, &m, 1, e) == CUP_STATUS_INVALID_VALUE, "model: width");
    LAB_EXPECT(t, cup_warp_model(CUP_WARP_ANY, CUP_I32, 16, v, v, &m, 1, e) == CUP_STATUS_INVALID_VALUE, "model: width");
    LAB_EXPECT(t, cup_warp_model(CUP_WARP_SHFL, CUP_I32, 32, v, NULL, &m, 1, e) == CUP_STATUS_INVALID_VALUE, "model: arg");
    LAB_EXPECT(t, cup_warp_model(CUP_WARP_ANY, CUP_I32, 32, v, NULL, &m, 1, e) == CUP_STATUS_SUCCESS, "model: any without arg");
}
#undef REFUSED

static void names(lab_tally *t)
{
    for (int op = 0; op < CUP_WARP_OP_COUNT; op++) {
        const char *name = cup_warp_op_name((cup_warp_op)op);
        LAB_EXPECT(t, name && cup_warp_op_dtypes((cup_warp_op)op) != 0, "op %d has a name and dtypes", op);
        for (int d = 0; d < CUP_DTYPE_COUNT; d++)
            LAB_EXPECT(t, !(cup_warp_op_dtypes((cup_warp_op)op) & (1u << d)) ==
                              !cup_warp_result_bytes((cup_warp_op)op, (cup_dtype)d),
                       "%s %s: a result size exactly for the dtypes it takes", name, cup_dtype_name((cup_dtype)d));
    }
    LAB_EXPECT(t, !cup_warp_op_name(CUP_WARP_OP_COUNT) && !cup_warp_op_name((cup_warp_op)-1), "no name out of range");
    LAB_EXPECT(t, cup_warp_result_bytes(CUP_WARP_MATCH_ALL, CUP_U64) == 8 && cup_warp_result_bytes(CUP_WARP_SHFL, CUP_F64) == 8 &&
                      cup_warp_result_bytes(CUP_WARP_BALLOT, CUP_I32) == 4,
                   "result sizes as api.h says");
}

static void warp_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    names(t);
    wapi *x = calloc(1, sizeof *x);
    if (!x) return;
    x->h = h, x->t = t;
    wcheck_open(&x->w, h, API_WARPS);
    LAB_EXPECT(t, x->w.mem.s == CUP_STATUS_SUCCESS, "buffers for the contract: %s", cup_last_error(h));
    if (x->w.mem.s == CUP_STATUS_SUCCESS) refusals(x), by_hand(x), identities(x, rng);
    lab_mem_free(&x->w.mem);
    free(x);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

enum { BENCH_STEPS = 1024, VERIFY_WARPS = 1024 };

typedef struct wbench {
    int id, width, asked_dtype; /* asked_dtype: --dtype, or -1 */
    uint64_t seed;
    cup_dtype dtype;
    cup_warp_op op;
    size_t warps, steps;
    void *out; /* the throughput run's */
    wcheck check; /* the verify call's data, in lab_check terms */
} wbench;

static cup_status warp_work(cup_handle_t h, void *p)
{
    const wbench *w = p;
    return cup_warp_throughput(h, w->id, w->dtype, w->width, w->steps, w->warps, w->out);
}

/* Row j of a variant: j = 0 its first 4-byte dtype, j = 1 its first 8-byte one (left out when
 * it has none), or the one --dtype chose; the shuffles at the table's width, the others only at
 * 32 (left out of a table of another width). */
static int warp_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    wbench *w = p;
    const cup_warp_op op = op_of(v);
    const int dtype = w->asked_dtype >= 0 ? w->asked_dtype : first_of_size(v->dtypes, j ? 8 : 4);
    if (dtype < 0 || !(cup_warp_op_widths(op) & (unsigned)w->width)) return 1;
    w->id = id, w->op = op, w->dtype = (cup_dtype)dtype;
    r->dtype = (cup_dtype)dtype, r->n = 32 * w->warps, r->op = NULL;
    snprintf(r->note, sizeof r->note, "  %s width %d", cup_dtype_name(w->dtype), w->width);
    snprintf(r->json, sizeof r->json, ", \"width\": %d, \"calls_per_warp\": %zu", w->width,
             (size_t)CUP_WARP_CHAINS * w->steps);
    run->bytes = (double)w->warps * CUP_WARP_CHAINS * (double)w->steps; /* calls: "GB/s" reads as G calls/s */
    run->footprint = 32 * w->warps * 8;
    return 0;
}

/* The row's check: one call per lane of its intrinsic on VERIFY_WARPS warps of fresh random
 * data and masks, against the model (what `cuprim check warp` does at one size), then one
 * throughput run that must succeed. Its output has no reference: the chain only has to be
 * live. */
static int warp_verify(void *p, cup_handle_t h, cup_status *s)
{
    wbench *w = p;
    wcheck *x = &w->check;
    lab_rng rng = {w->seed ^ ((uint64_t)w->op << 8 | (uint64_t)w->dtype)};
    *s = fresh_data(x, h, cup_dtype_size(w->dtype), &rng);
    if (*s == CUP_STATUS_SUCCESS) *s = warp_call(x, h, w->id, w->op, w->dtype, w->width);
    if (*s == CUP_STATUS_SUCCESS) *s = warp_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_sync(h);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    char why[300];
    const char *bad = verdict(x, w->op, w->dtype, w->width, why, sizeof why);
    if (bad)
        fprintf(stderr, "cuprim: warp %s %s width %d: %s\n", cup_warp_op_name(w->op), cup_dtype_name(w->dtype),
                w->width, bad);
    return !bad;
}

/* One table: the selected variants' throughput at `width` over `lanes` threads. */
static int warp_table(lab_bench *b, const char *const *variants, int dtype, int width, size_t lanes, size_t steps)
{
    if (!lanes) lanes = (size_t)(b->info.sm_count ? b->info.sm_count : 1) * 2048 * 2;
    const size_t vlanes = 32 * VERIFY_WARPS;
    /* the verification's lanes (small) and one output per thread of the throughput run */
    LAB_NEED_MEMORY(b, (double)vlanes * 64, (double)vlanes * 32 + 8.0 * 32 * (double)((lanes + 31) / 32), "warp over %zu lanes",
                    lanes);
    wbench w = {.width = width, .asked_dtype = dtype, .warps = (lanes + 31) / 32, .steps = steps, .seed = b->seed};
    w.check.warps = VERIFY_WARPS;
    wcheck_open(&w.check, b->h, VERIFY_WARPS);
    w.out = lab_dev(&w.check.mem, 32 * w.warps * 8);
    int failures = -1;
    if (lab_mem_ok(&w.check.mem, "the warp tables")) {
        const lab_table table = {.family = &lab_family_warp, .variants = variants, .dtype = dtype, .rows = dtype >= 0 ? 1 : 2,
                                 .ceiling = LAB_CEILING_FASTEST, .ctx = &w, .setup = warp_setup,
                                 .verify = warp_verify, .work = warp_work};
        failures = lab_table_runf(b, &table,
                                  "warp intrinsics, width %d, %zu warps x %d calls each (GB/s column: G warp-wide calls/s)",
                                  width, w.warps, CUP_WARP_CHAINS * (int)steps);
    }
    lab_mem_free(&w.check.mem);
    return failures;
}

static int warp_bench(lab_bench *b, const lab_args *a)
{
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA)
        lab_usage("warp: the CPU variants are the model; there is nothing to time (use --backend cuda)");
    static const char *const widths[] = {"2", "4", "8", "16", "32", NULL};
    const int width = 2 << lab_opt_pick(a, "width", widths, 4);
    const char *stext = lab_opt(a, "steps");
    size_t steps = BENCH_STEPS;
    if (stext && (lab_parse_size(stext, &steps) || steps < 1 || steps > ((size_t)1 << 24)))
        lab_usage("--steps takes 1 to 2^24, not '%s'", stext);
    if (a->n_set && (a->n < 32 || a->n > ((size_t)1 << 30)))
        lab_usage("warp: --n counts threads, 32 to 2^30, not %zu", a->n);
    return warp_table(b, lab_variants(a), a->dtype, width, a->n_set ? a->n : 0, steps);
}

/* Every variant at width 32, 4- and 8-byte rows; the shuffles again at width 8. */
static int warp_suite(lab_bench *b)
{
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) return 0;
    static const char *const shuffles[] = {"shfl", "shfl-up", "shfl-down", "shfl-xor", NULL};
    int failures = 0;
    LAB_ADD(warp_table(b, lab_all, -1, 32, 0, BENCH_STEPS));
    LAB_ADD(warp_table(b, shuffles, -1, 8, 0, BENCH_STEPS));
    return failures;
}

static const lab_option warp_options[] = {{"width", "W"}, {"steps", "S"}, {NULL, NULL}};

const lab_family lab_family_warp = {
    LAB_FAMILY_IS(warp),
    .takes = LAB_TAKES_N | LAB_TAKES_DTYPE,
    .block = LAB_BLOCK_NONE,
    .options = warp_options,
    .bench_help =
        "cuprim bench warp [--width W] [--steps S] [--n N] [--dtype T] [--variant V]... (CUDA)\n"
        "  Throughput of each warp intrinsic: N threads (default 2 x 2048 per SM), every lane of\n"
        "  each warp making 4 x S (default 1024) full-mask calls in 4 dependent chains; the GB/s\n"
        "  column is G warp-wide calls per second, against the fastest row. One row per variant for\n"
        "  its 4-byte and its 8-byte dtype (or --dtype); the shuffles at --width (default 32), the\n"
        "  others only at 32. Each row is first checked against the model on 1024 random warps.\n",
    .check_help =
        "warp: every intrinsic against the model (cup_warp_model) on 1, 2, 3, 8, 9, 31, 33, 257, 1025,\n"
        "  4097 warps and past the cache (--max-n counts threads, 32 per warp), every dtype it takes,\n"
        "  the shuffles at widths 2..32; fresh random values, lane arguments and per-warp masks (full,\n"
        "  halves, alternate, one lane, all but one, random, none); lanes outside the mask must stay\n"
        "  poisoned, as must 64 bytes after out; inputs unchanged.\n",
    .bench = warp_bench,
    .suite = warp_suite,
    .check = warp_check,
    .api_test = warp_api_test,
};
