/* The atomics family in the lab: data whose results are exact, the checks against the model
 * (model.h, the documented semantics), the contention benchmark and the API contract.
 *
 * What a run of n updates over A addresses must show:
 *  - the final value of every address, where it does not depend on the order of the updates
 *    (every function but exch and cas; float sums and products are kept exact and inc/dec use one
 *    limit per address), equals the model's updates applied in order;
 *  - the update chain of every address (every lane, for the vector types, which are atomic per
 *    lane): the updates of an address, in the order they happened, took it from its initial
 *    value through old_1 -> f(old_1, v_1) = old_2 -> ... to its final value, so the multiset
 *    {initial} + {f(old_j, v_j)} equals {old_j} + {final}. This is what "no update lost" means
 *    for exch and cas, and a CAS loop that lost or repeated an update breaks it. Compared as sums
 *    of a 64-bit hash per chain (a mismatch escapes with probability about 2^-64);
 *  - with the old values discarded, exch's and cas's final value is the initial value or one that
 *    was written to that address;
 *  - poison after addr and olds untouched, vals unchanged. */
#include "lab/lab.h"
#include "families/atomics/api.h"
#include "families/atomics/model.h"

#include <stdlib.h>
#include <string.h>

enum { MARGIN = 4 /* elements of poison after addr and olds */ };

static size_t size_of(cup_atomic_type t) { return cup_atomic_type_size(t); }

/* ---- data ----------------------------------------------------------------------------------------- */

typedef struct adata {
    cup_atomic_fn fn;
    cup_atomic_type t;
    size_t n, A;
    int uniform;     /* every update uses `u` */
    int scatter;     /* update j's address is cup_atomics_scatter(j, A), not j % A */
    int keep;        /* the old values kept (olds passed), else discarded */
    cup_atom u;
    uint64_t salt;   /* the inc/dec limit of each address */
    unsigned char *init, *vals, *cmps; /* host: A (+ MARGIN poison), n, n elements */
    unsigned char *final, *olds, *back; /* read back: A + MARGIN, n + MARGIN, n (the vals) */
    uint64_t *diff;      /* A x lanes: the chain sums */
    unsigned char *fold; /* A elements: the order-free finals */
    void *daddr, *dvals, *dcmps, *dolds; /* backend memory */
    lab_mem mem;
} adata;

static cup_atom rand_bits(cup_atomic_type t, lab_rng *r)
{
    cup_atom e = {{lab_rand(r), lab_rand(r)}};
    const size_t s = size_of(t);
    if (s < 16) e.w[1] = 0;
    if (s < 8) e.w[0] &= (1ull << (8 * s)) - 1;
    return e;
}

/* the number k as a lane of L (floats exactly; integers as two's complement) */
static uint64_t lane_of(atom_layout L, double k)
{
    if (L.kind == ATOM_FLOAT) return L.lane_bytes == 4 ? atom_f32_bits((float)k) : atom_f64_bits(k);
    if (L.kind == ATOM_HALF) return atom_double_to_small(k, 5, 10);
    if (L.kind == ATOM_BF16) return atom_double_to_small(k, 8, 7);
    return (uint64_t)(int64_t)k;
}

/* each lane its own pick of `choices` (of one: every lane that number, nothing drawn) */
static cup_atom lanes_from(cup_atomic_type t, const double *choices, int count, lab_rng *r)
{
    const atom_layout L = atom_layout_of(t);
    cup_atom e = {{0, 0}};
    for (unsigned i = 0; i < L.lanes; i++)
        e = atom_set_lane(e, i, L.lane_bytes, lane_of(L, choices[count > 1 ? lab_rand(r) % (uint64_t)count : 0]));
    return e;
}
static cup_atom lanes_of(cup_atomic_type t, double k) { return lanes_from(t, &k, 1, NULL); }

/* a float for min and max: NaNs of any payload and sign (1 in 8), zeros and infinities of
 * both signs, else any finite value */
static cup_atom float_special(cup_atomic_type t, lab_rng *r)
{
    const int wide = t == CUP_ATOMIC_F64;
    const uint64_t x = lab_rand(r), pick = x % 32, sign = (x >> 63) << (wide ? 63 : 31);
    const uint64_t exp = wide ? 0x7ff0000000000000ull : 0x7f800000ull, frac = wide ? (1ull << 52) - 1 : (1u << 23) - 1;
    uint64_t b;
    if (pick < 4) b = sign | exp | ((lab_rand(r) & frac) | 1); /* NaN */
    else if (pick < 6) b = sign;                                /* +-0 */
    else if (pick < 8) b = sign | exp;                          /* +-inf */
    else {
        b = lab_rand(r) & (wide ? ~0ull : 0xffffffffull);
        if ((b & exp) == exp) b &= ~(exp & (exp >> 1)); /* not inf or NaN: clear the top exponent bit */
    }
    return (cup_atom){{b, 0}};
}

/* the four values cas draws its initial, compare and new values from, so that compares match
 * often: for floats +0, -0, 1 and a NaN, which a bitwise compare tells apart (or not) exactly */
static cup_atom cas_pick(cup_atomic_type t, lab_rng *r)
{
    const int k = (int)(lab_rand(r) % 4);
    cup_atom e = {{0, 0}};
    if (t == CUP_ATOMIC_F32) e.w[0] = (const uint64_t[]){0, 0x80000000u, 0x3f800000u, 0x7fc00000u}[k];
    else if (t == CUP_ATOMIC_F64)
        e.w[0] = (const uint64_t[]){0, 1ull << 63, 0x3ff0000000000000ull, 0x7ff8000000000000ull}[k];
    else if (t == CUP_ATOMIC_B128) e.w[0] = k & 1 ? ~0ull : 0, e.w[1] = k & 2 ? ~0ull : 0;
    else e.w[0] = (uint64_t)k;
    return e;
}

/* the limit of inc and dec at address a: one per address, so the final value is order-free */
static uint64_t limit_of(const adata *d, size_t a)
{
    if (d->uniform) return d->u.w[0];
    lab_rng r = {d->salt ^ (a * 0x9E3779B97F4A7C15ull)};
    const uint64_t x = lab_rand(&r);
    static const uint64_t picks[] = {0, 1, 2, 7, 100, 0xffffffffu};
    return x % 4 == 0 ? x % 5000 : picks[(x >> 8) % 6];
}

/* Sums and products stay exact in any order: an address's first K updates add +-1 or +-2, the
 * rest +0 (K keeps every partial sum within the type's integers), and only its first 16 updates
 * multiply by +-2 or +-0.5, the rest by +-1. */
static size_t exact_updates(cup_atomic_type t)
{
    const atom_kind k = atom_layout_of(t).kind;
    return k == ATOM_HALF ? 256 : k == ATOM_BF16 ? 32 : atom_layout_of(t).lane_bytes == 4 ? (size_t)1 << 20 : (size_t)1 << 40;
}

static int is_float(cup_atomic_type t) { return atom_layout_of(t).kind > ATOM_UINT; /* float, half or bf16 */ }

static size_t address_of(const adata *d, size_t j) { return d->scatter ? cup_atomics_scatter(j, d->A) : j % d->A; }

/* round: about how many updates of its address come before update j (exactly, for j % A; about,
 * scattered, where the margins of exact_updates cover the spread) */
static cup_atom value_of(const adata *d, size_t j, lab_rng *r)
{
    const size_t a = address_of(d, j), round = j / d->A;
    static const double steps[] = {-2, -1, 1, 2}, scales[] = {2, 0.5, -2, -0.5, 1, -1}, signs[] = {1, -1};
    switch (d->fn) {
    case CUP_ATOMIC_CAS: return cas_pick(d->t, r);
    case CUP_ATOMIC_INC:
    case CUP_ATOMIC_DEC: return (cup_atom){{limit_of(d, a), 0}};
    case CUP_ATOMIC_ADD:
        if (is_float(d->t)) return round < exact_updates(d->t) ? lanes_from(d->t, steps, 4, r) : lanes_of(d->t, 0);
        break;
    case CUP_ATOMIC_MUL:
        if (is_float(d->t)) return round < 16 ? lanes_from(d->t, scales, 6, r) : lanes_from(d->t, signs, 2, r);
        {
            cup_atom e = rand_bits(d->t, r);
            if (round >= 8) e.w[0] |= 1; /* odd: the product does not run to 0 at once */
            return e;
        }
    case CUP_ATOMIC_MIN:
    case CUP_ATOMIC_MAX:
        if (is_float(d->t)) return float_special(d->t, r);
        break;
    case CUP_ATOMIC_AND:
    case CUP_ATOMIC_OR: {
        const unsigned bits = (unsigned)(8 * size_of(d->t));
        cup_atom e = {{1ull << (lab_rand(r) % bits), 0}};
        if (d->fn == CUP_ATOMIC_AND) e.w[0] = ~e.w[0] & (bits == 64 ? ~0ull : (1ull << bits) - 1);
        return e;
    }
    default: break;
    }
    return rand_bits(d->t, r);
}

static cup_atom init_of(const adata *d, size_t a, lab_rng *r)
{
    static const double small[] = {-8, -3, -1, 0, 1, 2, 5, 8}, factors[] = {1, -3, 0.75, 0, 5};
    switch (d->fn) {
    case CUP_ATOMIC_CAS: return cas_pick(d->t, r);
    case CUP_ATOMIC_INC:
    case CUP_ATOMIC_DEC: { /* inside 0..limit, but one in eight anywhere (past the limit) */
        const uint64_t limit = limit_of(d, a), x = lab_rand(r);
        return (cup_atom){{x % 8 == 0 || limit == 0xffffffffu ? (uint32_t)(x >> 32) : (x >> 32) % (limit + 1), 0}};
    }
    case CUP_ATOMIC_ADD:
        if (is_float(d->t)) return lanes_from(d->t, small, 8, r);
        break;
    case CUP_ATOMIC_MUL:
        if (is_float(d->t)) return lanes_from(d->t, factors, 5, r);
        break;
    default: break;
    }
    return value_of(d, a, r); /* min, max, logic, exch: as the values */
}

/* init, vals and cmps for d (uniform and u already set) */
static void fill(adata *d, lab_rng *r)
{
    const size_t s = size_of(d->t);
    static const uint64_t limits[] = {0, 1, 5, 1000, 0xffffffffu};
    if (d->uniform && (d->fn == CUP_ATOMIC_INC || d->fn == CUP_ATOMIC_DEC))
        d->u = (cup_atom){{limits[lab_rand(r) % 5], 0}};
    else if (d->uniform && (d->fn == CUP_ATOMIC_ADD || d->fn == CUP_ATOMIC_MUL))
        d->u = lanes_of(d->t, d->fn == CUP_ATOMIC_ADD ? 1 : -1); /* atomicAdd(p, 1); a product of -1s */
    else if (d->uniform)
        d->u = value_of(d, 0, r);
    d->salt = lab_rand(r);
    for (size_t a = 0; a < d->A; a++) cup_atom_store(d->init, a, s, init_of(d, a, r));
    for (size_t j = 0; !d->uniform && j < d->n; j++) cup_atom_store(d->vals, j, s, value_of(d, j, r));
    for (size_t j = 0; d->fn == CUP_ATOMIC_CAS && j < d->n; j++) cup_atom_store(d->cmps, j, s, cas_pick(d->t, r));
}

/* Buffers for up to n updates over A addresses of e bytes an element at most (16: any type), held in
 * d->mem (its status says whether they are); adata_bytes with the same e counts them. */
static void adata_alloc(adata *d, size_t n, size_t A, size_t e)
{
    lab_mem *m = &d->mem;
    const size_t bn = (n + MARGIN) * e, ba = (A + MARGIN) * e;
    d->init = lab_host(m, ba), d->vals = lab_host(m, bn), d->cmps = lab_host_zeroed(m, bn);
    d->final = lab_host(m, ba), d->olds = lab_host(m, bn), d->back = lab_host(m, bn);
    d->diff = lab_host(m, (A + MARGIN) * 4 * sizeof(uint64_t)), d->fold = lab_host(m, ba);
    d->daddr = lab_dev(m, ba), d->dvals = lab_dev(m, bn), d->dcmps = lab_dev(m, bn), d->dolds = lab_dev(m, bn);
}

/* What a run of n updates over A addresses of e bytes an element touches of those buffers: on the
 * host init, final and fold, diff (32 bytes an address), vals, cmps, olds and the vals' read-back;
 * in the backend the addresses, values, compares and olds. */
static void adata_bytes(size_t n, size_t A, double e, double *host, double *dev)
{
    const double an = e * (double)(n + MARGIN), aa = e * (double)(A + MARGIN);
    *host = 3 * aa + 32.0 * (double)(A + MARGIN) + 4 * an, *dev = aa + 3 * an;
}

static cup_atomics_request request_of(const adata *d)
{
    return (cup_atomics_request){d->fn, d->t, d->daddr, d->A, d->n, d->uniform ? NULL : d->dvals,
                                 d->fn == CUP_ATOMIC_CAS ? d->dcmps : NULL, d->uniform ? &d->u : NULL,
                                 d->keep ? d->dolds : NULL, d->scatter};
}

/* ---- the checks of one run ------------------------------------------------------------------------- */

static uint64_t mix(uint64_t x)
{
    x ^= x >> 30, x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27, x *= 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}
static uint64_t hash_of(cup_atom e) { return mix(e.w[0] ^ mix(e.w[1] + 0x9E3779B97F4A7C15ull)); }
/* chain i of an element: lane i of the vector types (each lane its own chain), else the whole */
static uint64_t chain_hash(cup_atom e, unsigned i, atom_layout L)
{
    return hash_of(L.lanes > 1 ? (cup_atom){{atom_lane(e, i, L.lane_bytes), 0}} : e);
}
static cup_atom val_of(const adata *d, size_t j)
{
    return d->uniform ? d->u : cup_atom_load(d->vals, j, size_of(d->t));
}

/* The checks of the header on d's read-backs: final (A elements + MARGIN) and, kept, olds (n +
 * MARGIN). 1 when right, else 0 with the reason in why. */
static int verify_run(adata *d, char *why, size_t len)
{
    const size_t s = size_of(d->t), n = d->n, A = d->A;
    const atom_layout L = atom_layout_of(d->t);
    const cup_atom none = {{0, 0}};
    for (size_t i = 0; i < MARGIN * s; i++)
        if (d->final[A * s + i] != LAB_POISON || (d->keep && d->olds[n * s + i] != LAB_POISON)) {
            snprintf(why, len, "wrote past %s", d->final[A * s + i] != LAB_POISON ? "addr" : "olds");
            return 0;
        }
    if (cup_atomic_order_free(d->fn)) {
        memcpy(d->fold, d->init, A * s);
        for (size_t j = 0; j < n; j++) {
            const size_t a = address_of(d, j);
            const cup_atom next = cup_atom_apply(d->fn, d->t, cup_atom_load(d->fold, a, s), val_of(d, j), none);
            cup_atom_store(d->fold, a, s, next);
        }
        for (size_t a = 0; a < A; a++)
            if (memcmp(d->final + a * s, d->fold + a * s, s) != 0) {
                const cup_atom g = cup_atom_load(d->final, a, s), w = cup_atom_load(d->fold, a, s);
                snprintf(why, len, "address %zu of %zu: final %016llx%016llx, want %016llx%016llx", a, A,
                         (unsigned long long)g.w[1], (unsigned long long)g.w[0], (unsigned long long)w.w[1],
                         (unsigned long long)w.w[0]);
                return 0;
            }
    }
    if (d->keep) { /* the update chains */
        memset(d->diff, 0, A * L.lanes * sizeof *d->diff);
        for (size_t j = 0; j < n; j++) {
            const cup_atom old = cup_atom_load(d->olds, j, s);
            const cup_atom next = cup_atom_apply(d->fn, d->t, old, val_of(d, j), cup_atom_load(d->cmps, j, s));
            for (unsigned i = 0; i < L.lanes; i++)
                d->diff[address_of(d, j) * L.lanes + i] += chain_hash(next, i, L) - chain_hash(old, i, L);
        }
        for (size_t a = 0; a < A; a++)
            for (unsigned i = 0; i < L.lanes; i++) {
                const cup_atom f = cup_atom_load(d->final, a, s), i0 = cup_atom_load(d->init, a, s);
                if (d->diff[a * L.lanes + i] != chain_hash(f, i, L) - chain_hash(i0, i, L)) {
                    snprintf(why, len,
                             "address %zu of %zu%s: the old values returned and the final value are not the update "
                             "chain of the values written (an update lost, repeated or torn)",
                             a, A, L.lanes > 1 ? " (a lane of it)" : "");
                    return 0;
                }
            }
    } else if (!cup_atomic_order_free(d->fn)) { /* exch, cas: the final value was written there */
        for (size_t a = 0; a < A; a++) d->fold[a] = memcmp(d->final + a * s, d->init + a * s, s) == 0;
        for (size_t j = 0; j < n; j++) {
            const cup_atom val = val_of(d, j);
            d->fold[address_of(d, j)] |= memcmp(d->final + address_of(d, j) * s, &val, s) == 0;
        }
        for (size_t a = 0; a < A; a++)
            if (!d->fold[a]) {
                snprintf(why, len, "address %zu of %zu: its final value is neither its initial value nor one "
                                   "written to it", a, A);
                return 0;
            }
    }
    return 1;
}

/* One checked run of variant `id` on d, from its initial values: upload (addr with poison after
 * it), poison olds, run, read back, verify (and, to 4097 updates, that vals are unchanged). 1 when right; else 0, with the
 * failed call's status in *st or, the calls done, the reason in why. The check, the bench and the
 * contract's worked cases all run this. */
static int run_checked(cup_handle_t h, adata *d, int id, int block, char *why, size_t len, cup_status *st)
{
    const size_t s = size_of(d->t), vals_back = !d->uniform && d->n <= 4097 ? d->n * s : 0;
    const cup_atomics_request r = request_of(d);
    memset(d->init + d->A * s, LAB_POISON, MARGIN * s); /* uploaded with addr: what verify_run finds there */
    *st = d->uniform ? CUP_STATUS_SUCCESS : cup_copy_to_backend(h, d->dvals, d->vals, d->n * s);
    if (*st == CUP_STATUS_SUCCESS && d->fn == CUP_ATOMIC_CAS) *st = cup_copy_to_backend(h, d->dcmps, d->cmps, d->n * s);
    if (*st == CUP_STATUS_SUCCESS) *st = cup_copy_to_backend(h, d->daddr, d->init, (d->A + MARGIN) * s);
    if (*st == CUP_STATUS_SUCCESS && d->keep) *st = cup_memset(h, d->dolds, LAB_POISON, (d->n + MARGIN) * s);
    if (*st == CUP_STATUS_SUCCESS) *st = cup_atomics_variant(h, id, block, &r);
    if (*st == CUP_STATUS_SUCCESS) *st = cup_copy_to_host(h, d->final, d->daddr, (d->A + MARGIN) * s);
    if (*st == CUP_STATUS_SUCCESS && d->keep) *st = cup_copy_to_host(h, d->olds, d->dolds, (d->n + MARGIN) * s);
    if (*st == CUP_STATUS_SUCCESS && vals_back) *st = cup_copy_to_host(h, d->back, d->dvals, vals_back);
    if (*st != CUP_STATUS_SUCCESS || !verify_run(d, why, len)) return 0;
    if (memcmp(d->back, d->vals, vals_back) == 0) return 1;
    snprintf(why, len, "vals modified");
    return 0;
}

/* ---- check ------------------------------------------------------------------------------------------ */

/* Does variant k run this entry as a CAS loop (whose cost grows with the contenders)? */
static int loops(const cup_variant_info *v, cup_atomic_fn fn, cup_atomic_type t)
{
    return v->backend == CUP_BACKEND_CUDA && ((v->traits & CUP_ATOMICS_LOOP) || cup_atomic_how(fn, t) == CUP_ATOMIC_HOW_CAS);
}

/* Does variant v run d's request? Not scattered on a block-partitioned variant, and a uniform value
 * only where the data stay exact (half sums of 1 per update stay integers to 256), never for cas. */
static int takes(const cup_variant_info *v, const adata *d)
{
    const int exact = d->fn != CUP_ATOMIC_CAS && (d->fn != CUP_ATOMIC_ADD || d->n / d->A + 1 < exact_updates(d->t));
    return cup_atomics_runs(v, d->fn, d->t) && (!d->uniform || exact) &&
           !(d->scatter && (v->traits & CUP_ATOMICS_PARTITIONED));
}

/* One size of one entry on every selected variant that runs it: fresh data per mode. */
static void check_entry(lab_check_ctx *c, adata *d, cup_atomic_fn fn, cup_atomic_type t, size_t n, size_t A,
                        lab_rng *rng)
{
    LAB_CHECK_EACH(k, c, &lab_family_atomics, -1) {
        const cup_variant_info *v = lab_check_variant(c, k);
        if (!cup_atomics_runs(v, fn, t) || (loops(v, fn, t) && n > 4097 && n / A > 64)) /* see the check help */
            continue;
        const int blocks[3] = {0, v->block_min, v->block_max};
        const int nb = c->o->all_blocks && v->block_max && n <= 4097 ? 3 : 1;
        /* vals + olds; uniform + olds; vals, olds discarded; vals + olds at scattered addresses */
        for (int mode = 0; mode < 4; mode++) {
            const int uniform = mode == 1, keep = mode != 2, scatter = mode == 3;
            d->fn = fn, d->t = t, d->n = n, d->A = A, d->uniform = uniform, d->keep = keep, d->scatter = scatter;
            if (!takes(v, d) || (n > 65537 && mode && !scatter)) continue; /* the largest sizes: the full modes alone */
            if (scatter && (A == 1 || n > 262147)) continue;
            fill(d, rng);
            for (int b = 0; b < nb; b++) {
                char why[512];
                const int len = snprintf(why, sizeof why, "%s %s n=%zu addresses=%zu%s%s%s block %d: ",
                                         cup_atomic_fn_name(fn), cup_atomic_type_name(t), n, A,
                                         scatter ? " scattered" : "", uniform ? " uniform" : "",
                                         keep ? "" : " olds discarded", blocks[b]);
                cup_status st;
                const int ok = run_checked(c->h, d, c->ids[k], blocks[b], why + len, sizeof why - len, &st);
                if (!lab_check_call(c, k, why, sizeof why, (size_t)len, st)) lab_check_count(c, k, ok ? NULL : why);
            }
        }
    }
}

/* (updates, addresses): one address, a warp's worth, more addresses than updates, the bench's
 * patterns, sizes one past a power of two; the last row is set from the cache */
static const size_t check_sizes[][2] = {
    {1, 1},         {31, 1},        {33, 1},       {1025, 1},     {1025, 32},        {4097, 33},    {4097, 5000},
    {65537, 1},     {65537, 256},   {65537, 65536}, {262147, 2097152}, {0, 0},
};
enum { CHECK_SIZES = sizeof check_sizes / sizeof check_sizes[0] };

static void atomics_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    lab_rng rng = {c->o->seed ^ 0x61746f6d696373ull};
    for (int i = 0; i < CHECK_SIZES; i++) {
        const int big = i == CHECK_SIZES - 1; /* past the cache: i32 add only (host time) */
        const size_t n = big ? cache / 4 + 8 : check_sizes[i][0], A = big ? cache / 4 + 1 : check_sizes[i][1];
        const size_t e = big ? 4 : 16; /* the largest element of the step's types (the big step: i32 add) */
        double host, dev;
        adata_bytes(n, A, (double)e, &host, &dev);
        if (n > max_n || lab_check_holds(c, host, dev, "atomics n=%zu addresses=%zu", n, A)) continue;
        adata d = {.mem = {.h = c->h}};
        adata_alloc(&d, n, A, e);
        if (lab_mem_check_ok(c, -1, &d.mem, "atomics"))
            for (int f = 0; f < CUP_ATOMIC_FN_COUNT; f++)
                for (int t = 0; t < CUP_ATOMIC_TYPE_COUNT; t++) {
                    if (!cup_atomic_how((cup_atomic_fn)f, (cup_atomic_type)t)) continue;
                    if (c->o->dtype >= 0 && (int)cup_atomic_type_dtype((cup_atomic_type)t) != c->o->dtype) continue;
                    if (big && !(f == CUP_ATOMIC_ADD && t == CUP_ATOMIC_I32)) continue;
                    check_entry(c, &d, (cup_atomic_fn)f, (cup_atomic_type)t, n, A, &rng);
                }
        lab_mem_free(&d.mem);
        lab_check_progress(c, "atomics n=%zu addresses=%zu", n, A);
    }
}

/* ---- bench ------------------------------------------------------------------------------------------ */

/* One row of a table, for each variant that runs it. */
typedef struct arow {
    cup_atomic_fn fn;
    cup_atomic_type t;
    size_t A;
    int uniform, keep, scatter;
} arow;

enum { LOOP_N = 16384 }; /* updates of a CAS-loop row over fewer than 4096 addresses */

typedef struct abench {
    const arow *rows;
    size_t n;          /* updates per row (LOOP_N for contended CAS loops) */
    int id, asked, block;
    adata d;
    uint64_t seed;
    cup_atomics_request r;
} abench;

static cup_status atomics_work(cup_handle_t h, void *p)
{
    const abench *w = p;
    return cup_atomics_variant(h, w->id, w->block, &w->r);
}

static int atomics_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    abench *w = p;
    const arow *row = &w->rows[j];
    const size_t s = size_of(row->t), n = loops(v, row->fn, row->t) && row->A < 4096 && w->n > LOOP_N ? LOOP_N : w->n;
    w->d.fn = row->fn, w->d.t = row->t, w->d.n = n, w->d.A = row->A, w->d.uniform = row->uniform;
    w->d.keep = row->keep, w->d.scatter = row->scatter;
    if (!takes(v, &w->d)) return 1;
    r->op = cup_atomic_fn_name(row->fn), r->dtype = cup_atomic_type_dtype(row->t), r->n = n;
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block;
    lab_rng rng = {w->seed ^ (uint64_t)j * 0x9E3779B97F4A7C15ull}; /* the row's data, the same for every variant */
    fill(&w->d, &rng);
    w->r = request_of(&w->d);
    const size_t touched = row->A < n ? row->A : n;
    run->bytes = (double)s * ((row->uniform ? 0.0 : (double)n) + (row->keep ? (double)n : 0.0) + 2.0 * (double)touched);
    run->footprint = s * (row->A + (row->uniform ? 0 : n) + (row->keep ? n : 0));
    snprintf(r->note, sizeof r->note, "  %s %s, A = %zu%s, %s values, olds %s", cup_atomic_fn_name(row->fn),
             cup_atomic_type_name(row->t), row->A, row->scatter ? " scattered" : "", row->uniform ? "uniform" : "array",
             row->keep ? "kept" : "discarded");
    snprintf(r->json, sizeof r->json,
             ", \"type\": \"%s\", \"addresses\": %zu, \"pattern\": \"%s\", \"values\": \"%s\", \"old\": \"%s\"",
             cup_atomic_type_name(row->t), row->A, row->scatter ? "scatter" : "consecutive",
             row->uniform ? "uniform" : "array", row->keep ? "keep" : "discard");
    return 0;
}

/* One checked run from the row's initial values, as the check runs it. */
static int atomics_verify(void *p, cup_handle_t h, cup_status *st)
{
    abench *w = p;
    char why[400];
    if (run_checked(h, &w->d, w->id, w->block, why, sizeof why, st)) return 1;
    if (*st == CUP_STATUS_SUCCESS)
        fprintf(stderr, "cuprim: atomics %s %s, %zu addresses: %s\n", cup_atomic_fn_name(w->d.fn),
                cup_atomic_type_name(w->d.t), w->d.A, why);
    return 0;
}

/* Gop/s: updates per nanosecond, the family's own rate, first in the note and in the JSON. */
static void atomics_timed(void *p, lab_row *r)
{
    (void)p;
    const double gops = (double)r->n / (r->median_us * 1e3);
    char note[sizeof r->note];
    snprintf(note, sizeof note, "  %8.3f Gop/s%.170s", gops, r->note);
    memcpy(r->note, note, sizeof note);
    LAB_APPEND(r->json, ", \"gops\": %.4f", gops);
}

enum { MAX_ROWS = 1024 };

typedef struct abench_opts {
    int fn, type;          /* -1: the defaults (the suite), CUP_ATOMIC_*_COUNT: all */
    size_t addresses[16];
    int naddresses;
    int values, old;       /* -1: each (array and uniform; kept and discarded) */
    int scatter;           /* the pattern: 0 j % A, 1 scattered */
} abench_opts;

/* One table: every (fn, type) o chooses that CUDA has, each address count, each mode chosen, on
 * every selected variant that runs it. No rows: nothing runs (the scattered suite over one address). */
static int atomics_table(lab_bench *b, const lab_args *a, const abench_opts *o, size_t n, const char *title)
{
    arow rows[MAX_ROWS];
    int nrows = 0;
    size_t most_a = 0;
    for (int f = 0; f < CUP_ATOMIC_FN_COUNT; f++)
        for (int t = 0; t < CUP_ATOMIC_TYPE_COUNT; t++) {
            if ((o->fn != CUP_ATOMIC_FN_COUNT && f != o->fn) || (o->type != CUP_ATOMIC_TYPE_COUNT && t != o->type) ||
                !cup_atomic_how((cup_atomic_fn)f, (cup_atomic_type)t))
                continue;
            for (int i = 0; i < o->naddresses; i++)
                for (int mode = 0; mode < 3 && nrows < MAX_ROWS; mode++) { /* uniform+discard, array+discard, array+keep */
                    const int uniform = mode == 0, keep = mode == 2;
                    if ((o->values >= 0 && o->values != uniform) || (o->old >= 0 && o->old != keep)) continue;
                    rows[nrows++] =
                        (arow){(cup_atomic_fn)f, (cup_atomic_type)t, o->addresses[i], uniform, keep, o->scatter};
                    most_a = o->addresses[i] > most_a ? o->addresses[i] : most_a;
                }
        }
    if (!nrows) return 0;
    double host, dev;
    adata_bytes(n, most_a, 16, &host, &dev);
    LAB_NEED_MEMORY(b, host, dev, "atomics over %zu updates", n);
    abench w = {.rows = rows, .n = n, .asked = a->block, .seed = lab_table_seed(b, n, (uint64_t)nrows),
                .d = {.mem = {.h = b->h}}};
    adata_alloc(&w.d, n, most_a, 16);
    int failures = -1;
    if (lab_mem_ok(&w.d.mem, "the atomic updates")) {
        const lab_table table = {.family = &lab_family_atomics, .variants = lab_variants(a), .dtype = -1, .rows = nrows,
                                 .ceiling = LAB_CEILING_COPY, .title = title, .ctx = &w, .setup = atomics_setup,
                                 .verify = atomics_verify, .work = atomics_work, .timed = atomics_timed};
        failures = lab_table_run(b, &table);
    }
    lab_mem_free(&w.d.mem);
    return failures;
}

/* The default tables (the suite): i32 add in every mode, the same at scattered addresses (one
 * address is the same either way), then f32 and f64 add with a uniform value. */
static const struct {
    cup_atomic_type type;
    int values, old, scatter; /* values and old where no option says (-1: each) */
    const char *title; /* before ", n = N updates (Gop/s first in each note)" */
} suite_tables[] = {
    {CUP_ATOMIC_I32, -1, -1, 0, "atomics i32 add by contention"},
    {CUP_ATOMIC_I32, -1, -1, 1, "atomics i32 add at scattered addresses"},
    {CUP_ATOMIC_F32, 1, 0, 0, "atomics f32 add by contention"},
    {CUP_ATOMIC_F64, 1, 0, 0, "atomics f64 add by contention"},
};

static int atomics_bench(lab_bench *b, const lab_args *a)
{
    /* --fn and --type: a name or all (index COUNT, as abench_opts keeps it) */
    const char *fns[CUP_ATOMIC_FN_COUNT + 2] = {NULL}, *types[CUP_ATOMIC_TYPE_COUNT + 2] = {NULL};
    for (int f = 0; f < CUP_ATOMIC_FN_COUNT; f++) fns[f] = cup_atomic_fn_name((cup_atomic_fn)f);
    for (int t = 0; t < CUP_ATOMIC_TYPE_COUNT; t++) types[t] = cup_atomic_type_name((cup_atomic_type)t);
    fns[CUP_ATOMIC_FN_COUNT] = types[CUP_ATOMIC_TYPE_COUNT] = "all";
    /* without --addresses the contention patterns: one address, a warp's worth, 256, 64 Ki and 2 Mi */
    abench_opts o = {.fn = lab_opt_pick(a, "fn", fns, -1), .addresses = {1, 32, 256, 65536, 2097152}, .naddresses = 5};
    o.type = lab_opt_pick(a, "type", types, -1);
    if (a->dtype >= 0 && o.type < 0) { /* --dtype: the type of that dtype (the opaque b2..b16 are several) */
        int count = 0;
        for (int i = 0; i < CUP_ATOMIC_TYPE_COUNT; i++)
            if ((int)cup_atomic_type_dtype((cup_atomic_type)i) == a->dtype) o.type = i, count++;
        if (count != 1)
            lab_usage("--dtype %s is several atomic types: name one with --type", cup_dtype_name((cup_dtype)a->dtype));
    }
    if (o.fn >= 0 || o.type >= 0) /* one of them given: the other is add or i32 */
        o.fn = o.fn >= 0 ? o.fn : CUP_ATOMIC_ADD, o.type = o.type >= 0 ? o.type : CUP_ATOMIC_I32;
    static const char *const values[] = {"array", "uniform", NULL}, *const old[] = {"discard", "keep", NULL},
                             *const pattern[] = {"consecutive", "scatter", NULL};
    o.values = lab_opt_pick(a, "values", values, -1), o.old = lab_opt_pick(a, "old", old, -1);
    o.scatter = lab_opt_pick(a, "pattern", pattern, 0);
    if (lab_opt(a, "pattern") && o.fn < 0)
        lab_usage("--pattern goes with --fn or --type (the default tables run both)");
    const char *addrs = lab_opt(a, "addresses");
    if (addrs)
        o.naddresses = lab_size_list("addresses", addrs, o.addresses, 16, 1, (size_t)1 << 30, 0,
                                     "is not a list of up to 16 counts 1..2^30 (e.g. 1,32,2^16)");
    if (o.fn >= 0 && o.fn < CUP_ATOMIC_FN_COUNT && o.type < CUP_ATOMIC_TYPE_COUNT &&
        !cup_atomic_how((cup_atomic_fn)o.fn, (cup_atomic_type)o.type))
        lab_usage("CUDA has no atomic %s on %s", fns[o.fn], types[o.type]);
    if (o.values == 1 && o.old == 1) lab_usage("--values uniform goes with --old discard (no row keeps them)");
    const size_t dflt_n = cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 21 : (size_t)1 << 18;
    const size_t n = a->n_set && a->n ? a->n : dflt_n;
    char title[300];
    if (o.fn >= 0) {
        snprintf(title, sizeof title, "atomics %s on %s, n = %zu updates (Gop/s first in each note; GB/s: the bytes "
                 "that must move)", o.fn == CUP_ATOMIC_FN_COUNT ? "every function" : fns[o.fn],
                 o.type == CUP_ATOMIC_TYPE_COUNT ? "every type" : types[o.type], n);
        return atomics_table(b, a, &o, n, title);
    }
    int failures = 0;
    for (size_t i = 0; i < sizeof suite_tables / sizeof suite_tables[0]; i++) {
        abench_opts d = o;
        d.fn = CUP_ATOMIC_ADD, d.type = suite_tables[i].type, d.scatter = suite_tables[i].scatter, d.naddresses = 0;
        d.values = o.values >= 0 ? o.values : suite_tables[i].values, d.old = o.old >= 0 ? o.old : suite_tables[i].old;
        for (int k = 0; k < o.naddresses; k++)
            if (!d.scatter || o.addresses[k] > 1) d.addresses[d.naddresses++] = o.addresses[k];
        snprintf(title, sizeof title, "%s, n = %zu updates (Gop/s first in each note)", suite_tables[i].title, n);
        LAB_ADD(atomics_table(b, a, &d, n, title));
    }
    return failures;
}

static int atomics_suite(lab_bench *b)
{
    const lab_args none = {.dtype = -1}; /* the bench without options */
    return atomics_bench(b, &none);
}

/* ---- the API contract ------------------------------------------------------------------------------- */

/* The model, worked by hand: the small float formats, the wrap of inc and dec, the float order
 * of min and max, cas on bits, integer wrap. Pure functions: the same on every backend. */
static cup_atom bits_of(uint64_t lo) { return (cup_atom){{lo, 0}}; }
static uint64_t apply1(cup_atomic_fn fn, cup_atomic_type t, uint64_t old, uint64_t v, uint64_t c)
{
    return cup_atom_apply(fn, t, bits_of(old), bits_of(v), bits_of(c)).w[0];
}

static void model_semantics(lab_tally *t)
{
    /* every f16 and bf16 that is not a NaN comes back from double bit for bit */
    int round_trips = 1;
    for (uint64_t x = 0; x < 65536; x++) {
        if ((x & 0x7c00) != 0x7c00 || !(x & 0x3ff))
            round_trips &= atom_double_to_small(atom_small_to_double(x, 5, 10), 5, 10) == x;
        if ((x & 0x7f80) != 0x7f80 || !(x & 0x7f))
            round_trips &= atom_double_to_small(atom_small_to_double(x, 8, 7), 8, 7) == x;
    }
    LAB_EXPECT(t, round_trips, "every f16 and bf16 survives the trip through double");
    LAB_EXPECT(t, atom_double_to_small(65504, 5, 10) == 0x7bff && atom_double_to_small(65520, 5, 10) == 0x7c00,
               "f16: 65504 is the largest, 65520 rounds to infinity");
    LAB_EXPECT(t, atom_double_to_small(ldexp(1, -25), 5, 10) == 0 && atom_double_to_small(3 * ldexp(1, -25), 5, 10) == 2,
               "f16 subnormals round to nearest even");
    LAB_EXPECT(t, atom_double_to_small(1.0, 8, 7) == 0x3f80 && atom_double_to_small(-0.0, 5, 10) == 0x8000, "bf16 1, f16 -0");
    /* f16: 2048 + 1 is a tie, to the even 2048; 2048 + 3 = 2051 ties to 2052. bf16: 256 + 1 -> 256 */
    LAB_EXPECT(t, apply1(CUP_ATOMIC_ADD, CUP_ATOMIC_F16, 0x6800, 0x3c00, 0) == 0x6800, "f16 2048 + 1 = 2048");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_ADD, CUP_ATOMIC_F16, 0x6800, 0x4200, 0) == 0x6802, "f16 2048 + 3 = 2052");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_ADD, CUP_ATOMIC_BF16, 0x4380, 0x3f80, 0) == 0x4380, "bf16 256 + 1 = 256");
    /* inc counts 0..v then wraps to 0; from past v it goes to 0. dec counts down and wraps to v;
     * from past v (or 0) it goes to v */
    const uint64_t inc[][3] = {{0, 2, 1}, {2, 2, 0}, {9, 2, 0}, {0, 0, 0}, {0xfffffffeu, 0xffffffffu, 0xffffffffu},
                               {0xffffffffu, 0xffffffffu, 0}};
    const uint64_t dec[][3] = {{1, 3, 0}, {0, 3, 3}, {7, 3, 3}, {0, 0, 0}, {5, 0, 0}, {0, 0xffffffffu, 0xffffffffu}};
    for (int i = 0; i < 6; i++) {
        LAB_EXPECT(t, apply1(CUP_ATOMIC_INC, CUP_ATOMIC_U32, inc[i][0], inc[i][1], 0) == inc[i][2], "inc(%llu, %llu)",
                   (unsigned long long)inc[i][0], (unsigned long long)inc[i][1]);
        LAB_EXPECT(t, apply1(CUP_ATOMIC_DEC, CUP_ATOMIC_U32, dec[i][0], dec[i][1], 0) == dec[i][2], "dec(%llu, %llu)",
                   (unsigned long long)dec[i][0], (unsigned long long)dec[i][1]);
    }
    /* float min/max: -0 < +0, a NaN value never wins, a NaN old value loses to any value */
    const uint64_t pz = 0, nz = 0x80000000u, one = 0x3f800000u, nan = 0x7fc00001u, ninf = 0xff800000u;
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MIN, CUP_ATOMIC_F32, pz, nz, 0) == nz, "min(+0, -0) = -0");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MAX, CUP_ATOMIC_F32, nz, pz, 0) == pz, "max(-0, +0) = +0");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MIN, CUP_ATOMIC_F32, nz, pz, 0) == nz, "min(-0, +0) = -0");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MIN, CUP_ATOMIC_F32, one, nan, 0) == one, "min(1, NaN) = 1");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MAX, CUP_ATOMIC_F32, nan, ninf, 0) == ninf, "max(NaN, -inf) = -inf");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MAX, CUP_ATOMIC_F32, nan, 0x7fc00002u, 0) == nan, "max(NaN, NaN) keeps the old");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MIN, CUP_ATOMIC_F64, 1ull << 63, 0, 0) == 1ull << 63, "f64 min(-0, +0) = -0");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MIN, CUP_ATOMIC_F64, 0xbff0000000000000ull, 0x3ff0000000000000ull, 0) ==
                      0xbff0000000000000ull, "f64 min(-1, 1) = -1");
    /* cas compares bits */
    LAB_EXPECT(t, apply1(CUP_ATOMIC_CAS, CUP_ATOMIC_F32, nz, one, pz) == nz, "cas(-0, cmp +0) leaves -0");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_CAS, CUP_ATOMIC_F32, nan, one, nan) == one, "cas(NaN, cmp the same NaN) swaps");
    /* integers wrap; signed order */
    LAB_EXPECT(t, apply1(CUP_ATOMIC_SUB, CUP_ATOMIC_U32, 0, 1, 0) == 0xffffffffu, "u32 0 - 1 wraps");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_SUB, CUP_ATOMIC_I64, 0, 1ull << 63, 0) == 1ull << 63, "i64 0 - min = min");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MUL, CUP_ATOMIC_I32, 65536, 65536, 0) == 0, "i32 2^16 * 2^16 wraps to 0");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MIN, CUP_ATOMIC_I32, 1, 0xffffffffu, 0) == 0xffffffffu, "i32 min(1, -1) = -1");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MIN, CUP_ATOMIC_U32, 1, 0xffffffffu, 0) == 1, "u32 min(1, 2^32 - 1) = 1");
    LAB_EXPECT(t, apply1(CUP_ATOMIC_MAX, CUP_ATOMIC_I64, 1ull << 63, 5, 0) == 5, "i64 max(min, 5) = 5");
}

enum { API_N = 64, API_BYTES = (API_N + MARGIN) * 16 };

#define REQ(fn, ty, addr, A, n, vals, cmps, uni, olds) \
    (&(cup_atomics_request){CUP_ATOMIC_##fn, CUP_ATOMIC_##ty, addr, A, n, vals, cmps, uni, olds, 0})
/* variant `var` returns CUP_STATUS_<want> for REQ(...) and leaves addr, vals and olds as they were */
#define UNTOUCHED(want, var, ...) LAB_REFUSED(x, CUP_STATUS_##want, cup_atomics_variant(h, var, 0, REQ(__VA_ARGS__)))

/* Every refusal, on x's buffers: vals its input, addr and olds its poisoned outputs. */
static void refusals(lab_api *x)
{
    cup_handle_t h = x->h;
    char *addr = x->out, *vals = x->in, *olds = x->aux;
    const uint32_t one = 1;
    LAB_EACH_FOREIGN(id, h, &lab_family_atomics)
        UNTOUCHED(INVALID_VALUE, id, ADD, U32, addr, 1, API_N, vals, NULL, NULL, olds);
    LAB_EACH_VARIANT(i, h, &lab_family_atomics) {
        const cup_variant_info *v = cup_variant_get(i);
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, cup_atomics_variant(h, i, 0, NULL));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE,
                    cup_atomics_variant(h, i, 48, REQ(ADD, U32, addr, 1, API_N, vals, NULL, NULL, olds)));
        UNTOUCHED(INVALID_VALUE, i, FN_COUNT, U32, addr, 1, API_N, vals, NULL, NULL, olds);
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, cup_atomics_variant(h, i, 0, &(cup_atomics_request){CUP_ATOMIC_ADD,
                    (cup_atomic_type)-1, addr, 1, API_N, vals, NULL, NULL, olds, 0}));
        UNTOUCHED(NOT_SUPPORTED, i, SUB, F16, addr, 1, API_N, vals, NULL, NULL, olds); /* CUDA has none */
        UNTOUCHED(NOT_SUPPORTED, i, INC, I32, addr, 1, API_N, vals, NULL, NULL, olds);
        if (!cup_atomics_runs(v, CUP_ATOMIC_MUL, CUP_ATOMIC_U32))
            UNTOUCHED(NOT_SUPPORTED, i, MUL, U32, addr, 1, API_N, vals, NULL, NULL, olds);
        if (v->traits & CUP_ATOMICS_PARTITIONED) /* scatter on a block-partitioned variant */
            LAB_REFUSED(x, CUP_STATUS_NOT_SUPPORTED, cup_atomics_variant(h, i, 0, &(cup_atomics_request){CUP_ATOMIC_ADD,
                        CUP_ATOMIC_U32, addr, 4, API_N, vals, NULL, NULL, olds, 1}));
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, addr, 0, API_N, vals, NULL, NULL, olds);
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, NULL, 1, API_N, vals, NULL, NULL, olds);
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, addr, 1, API_N, NULL, NULL, NULL, olds);
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, addr, 1, API_N, vals, NULL, &one, olds);
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, addr, 1, API_N, vals, vals, NULL, olds);
        if (cup_atomics_runs(v, CUP_ATOMIC_CAS, CUP_ATOMIC_U32)) { /* cas without cmps, cas with a uniform value */
            UNTOUCHED(INVALID_VALUE, i, CAS, U32, addr, 1, API_N, vals, NULL, NULL, olds);
            UNTOUCHED(INVALID_VALUE, i, CAS, U32, addr, 1, API_N, NULL, vals, &one, olds);
        } else {
            UNTOUCHED(NOT_SUPPORTED, i, CAS, U32, addr, 1, API_N, vals, vals, NULL, olds);
        }
        UNTOUCHED(INVALID_POINTER, i, ADD, U32, addr + 2, 1, API_N, vals, NULL, NULL, olds);
        UNTOUCHED(INVALID_POINTER, i, ADD, U64, addr, 1, API_N / 2, vals + 4, NULL, NULL, olds);
        UNTOUCHED(INVALID_POINTER, i, ADD, U32, addr, 1, API_N, vals, NULL, NULL, olds + 1);
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, addr, 1, API_N, vals, NULL, NULL, addr); /* olds over addr */
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, vals + 8, 4, API_N, vals, NULL, NULL, olds);
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, addr, 1, API_N, vals, NULL, NULL, vals + 16);
        UNTOUCHED(INVALID_VALUE, i, ADD, U32, addr, 1, SIZE_MAX / 2, vals, NULL, NULL, olds);
        if (cup_get_backend(h) == CUP_BACKEND_CUDA) {
            uint32_t host[API_N] = {0};
            UNTOUCHED(INVALID_POINTER, i, ADD, U32, addr, 1, API_N, host, NULL, NULL, olds);
            UNTOUCHED(INVALID_VALUE, i, ADD, U32, addr, 1, (size_t)API_N + 10000000, vals, NULL, NULL, olds);
        }
        /* n = 0 does nothing, whatever the pointers */
        UNTOUCHED(SUCCESS, i, ADD, U32, NULL, 0, 0, NULL, NULL, NULL, NULL);
    }
}
#undef UNTOUCHED

/* Worked by hand: one address, a few updates whose final value (and old values, as a multiset)
 * any order gives. Each case runs on every variant of the backend that runs it. */
static const struct worked {
    const char *what;
    cup_atomic_fn fn;
    cup_atomic_type t;
    uint64_t init, uniform; /* uniform 0: the values below */
    int n;
    uint64_t vals[4], final;
    uint64_t sorted[5]; /* the old values and the final value, ascending (n + 1 of them); all 0:
                         * the old values depend on the order, only the final value is checked */
} worked[] = {
    {"inc wraps at its limit", CUP_ATOMIC_INC, CUP_ATOMIC_U32, 0, 2, 4, {0}, 1, {0, 0, 1, 1, 2}},
    {"dec wraps to its limit", CUP_ATOMIC_DEC, CUP_ATOMIC_U32, 1, 3, 4, {0}, 1, {0, 1, 1, 2, 3}},
    {"dec from past the limit", CUP_ATOMIC_DEC, CUP_ATOMIC_U32, 7, 3, 2, {0}, 2, {2, 3, 7}},
    {"exch: the values and the initial one", CUP_ATOMIC_EXCH, CUP_ATOMIC_U32, 7, 0, 3, {1, 2, 3}, 0, {1, 2, 3, 7}},
    {"f32 max: +0 above -0, NaN never", CUP_ATOMIC_MAX, CUP_ATOMIC_F32, 0x7fc00000u, 0, 3, {0x80000000u, 0, 0x7fc00001u},
     0, {0}},
    {"f32 min: -0 below +0", CUP_ATOMIC_MIN, CUP_ATOMIC_F32, 0, 0, 2, {0x80000000u, 0}, 0x80000000u, {0}},
    {"f64 max: NaN never wins", CUP_ATOMIC_MAX, CUP_ATOMIC_F64, 0x7ff8000000000000ull, 0, 2,
     {0xfff0000000000000ull, 0x7ff8000000000001ull}, 0xfff0000000000000ull, {0}},
    {"u32 sub wraps", CUP_ATOMIC_SUB, CUP_ATOMIC_U32, 1, 1, 3, {0}, 0xfffffffeu, {0, 1, 0xfffffffeu, 0xffffffffu}},
    {"f16x2 add, per lane", CUP_ATOMIC_ADD, CUP_ATOMIC_F16X2, 0x3c004000u, 0x3c003c00u, 2, {0}, 0x42004400u, {0}},
};

static int cmp_u64(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Each worked case through run_checked (the check's run, with its margins and update chains),
 * then against its values by hand. */
static void worked_cases(cup_handle_t h, lab_tally *t)
{
    adata d = {.A = 1, .keep = 1, .mem = {.h = h}};
    adata_alloc(&d, 4, 1, 16);
    LAB_EXPECT(t, d.mem.s == CUP_STATUS_SUCCESS, "buffers for the worked cases: %s", cup_last_error(h));
    for (size_t w = 0; w < sizeof worked / sizeof worked[0] && d.mem.s == CUP_STATUS_SUCCESS; w++) {
        const struct worked *c = &worked[w];
        const size_t s = size_of(c->t);
        d.fn = c->fn, d.t = c->t, d.n = (size_t)c->n, d.uniform = c->uniform != 0, d.u = bits_of(c->uniform);
        memcpy(d.init, &c->init, s);
        for (int j = 0; j < c->n; j++) memcpy(d.vals + j * s, &c->vals[j], s);
        LAB_EACH_VARIANT(i, h, &lab_family_atomics) {
            const cup_variant_info *v = cup_variant_get(i);
            if (!cup_atomics_runs(v, c->fn, c->t)) continue;
            char why[300] = "";
            cup_status st;
            const int ok = run_checked(h, &d, i, 0, why, sizeof why, &st);
            LAB_EXPECT_STATUS(t, h, st, CUP_STATUS_SUCCESS);
            uint64_t all[5] = {0};
            for (int j = 0; j <= c->n; j++) memcpy(&all[j], j < c->n ? d.olds + j * s : d.final, s);
            const uint64_t final = all[c->n];
            qsort(all, (size_t)c->n + 1, sizeof all[0], cmp_u64);
            LAB_EXPECT(t, ok && (c->fn == CUP_ATOMIC_EXCH || final == c->final) &&
                              (!c->sorted[c->n] || memcmp(all, c->sorted, (c->n + 1) * 8) == 0),
                       "%s on %s: %s final %#llx, olds and final sorted {%#llx, %#llx, %#llx, ...}", c->what, v->name,
                       why, (unsigned long long)final, (unsigned long long)all[0], (unsigned long long)all[1],
                       (unsigned long long)all[2]);
        }
    }
    lab_mem_free(&d.mem);
}

static void atomics_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    LAB_NAMES_ROUND_TRIP(t, cup_atomic_fn, CUP_ATOMIC_FN_COUNT, cup_atomic_fn_name, cup_atomic_fn_from_name, "nand");
    LAB_NAMES_ROUND_TRIP(t, cup_atomic_type, CUP_ATOMIC_TYPE_COUNT, cup_atomic_type_name, cup_atomic_type_from_name,
                         "f8");
    LAB_EXPECT(t, cup_atomic_how(CUP_ATOMIC_ADD, CUP_ATOMIC_F64) == CUP_ATOMIC_HOW_HW &&
                      cup_atomic_how(CUP_ATOMIC_MIN, CUP_ATOMIC_F32) == CUP_ATOMIC_HOW_CAS &&
                      cup_atomic_how(CUP_ATOMIC_INC, CUP_ATOMIC_I32) == 0,
               "the table: f64 add in hardware, f32 min a CAS loop, no i32 inc");
    model_semantics(t);
    lab_api x;
    if (lab_api_open(&x, h, t, rng, API_BYTES, API_BYTES, API_BYTES) == 0) refusals(&x), lab_api_close(&x);
    worked_cases(h, t);
}

/* under the sanitizers: every function on u32, the 8-byte floats (CAS loops of min, max, mul),
 * and the 16-byte elements (f32x4 add, 128-bit exch and cas) */
static const char *const atomics_sanitize[] = {"--dtype u32", "--dtype f64", "--dtype b16", NULL};
static const lab_option atomics_options[] = {{"fn", "F"}, {"type", "T"}, {"addresses", "LIST"},
                                             {"values", "array|uniform"}, {"old", "keep|discard"},
                                             {"pattern", "consecutive|scatter"}, {NULL, NULL}};

const lab_family lab_family_atomics = {
    LAB_FAMILY_IS(atomics),
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = atomics_options,
    .bench_help =
        "cuprim bench atomics [--fn F|all] [--type T|all] [--addresses LIST] [--values array|uniform]\n"
        "                     [--old keep|discard] [--pattern consecutive|scatter] [--n N] [--block B]\n"
        "                     [--variant V]...\n"
        "  n updates (default 2^21 on the GPU, 2^18 on the CPU; 16384 for a CAS loop over fewer than\n"
        "  4096 addresses), update j to address j % A, for each A of LIST (default 1,32,256,2^16,2^21:\n"
        "  the contention patterns). Rows: values from an array or one uniform value (a kernel\n"
        "  parameter, as atomicAdd(p, 1) is), old values kept or discarded (the reduction form). The\n"
        "  rate is Gop/s (updates per ns), first in each note; GB/s counts the bytes that must move.\n"
        "  --pattern scatter: update j to a fixed hash of j modulo A, so a warp's lanes land on\n"
        "  unrelated lines (not the block variant: its scope needs j % A). Without --fn/--type: i32\n"
        "  add in every mode, at consecutive and at scattered addresses, then f32 and f64 add with a\n"
        "  uniform value.\n",
    .check_help =
        "atomics: every function on every type of the table (cuprim list), every variant that runs it;\n"
        "  (updates, addresses) = (1, 1), (31, 1), (33, 1), (1025, 1), (1025, 32), (4097, 33),\n"
        "  (4097, 5000), (65537, 1), (65537, 256), (65537, 2^16), (262147, 2^21) and, for i32 add, past\n"
        "  the cache; values from an array with old values kept, a uniform value,\n"
        "  and old values discarded; block sizes 32 and 1024 too (to 4097 updates). Order-free finals\n"
        "  against the model, update chains (old values + final = initial + results) per address and\n"
        "  lane, poison after addr and olds. CAS loops skip the sizes with more than 64 updates per\n"
        "  address past 4097 updates: their cost grows with the number of contenders.\n",
    .bench = atomics_bench,
    .suite = atomics_suite,
    .check = atomics_check,
    .api_test = atomics_api_test,
    .sanitize = atomics_sanitize,
};
