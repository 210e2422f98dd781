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
    cup_atom u;
    uint64_t salt;   /* the inc/dec limit of each address */
    unsigned char *init, *vals, *cmps; /* host: A (+ MARGIN poison), n, n elements */
} adata;

static cup_atom rand_bits(cup_atomic_type t, lab_rng *r)
{
    cup_atom e = {{lab_rand(r), lab_rand(r)}};
    const size_t s = size_of(t);
    if (s < 16) e.w[1] = 0;
    if (s < 8) e.w[0] &= (1ull << (8 * s)) - 1;
    return e;
}

/* every lane of t set to the number k (floats exactly; integers as two's complement) */
static cup_atom lanes_of(cup_atomic_type t, double k)
{
    const atom_layout L = atom_layout_of(t);
    cup_atom e = {{0, 0}};
    for (unsigned i = 0; i < L.lanes; i++) {
        uint64_t b;
        if (L.kind == ATOM_FLOAT) b = L.lane_bytes == 4 ? atom_f32_bits((float)k) : atom_f64_bits(k);
        else if (L.kind == ATOM_HALF) b = atom_double_to_small(k, 5, 10);
        else if (L.kind == ATOM_BF16) b = atom_double_to_small(k, 8, 7);
        else b = (uint64_t)(int64_t)k;
        e = atom_set_lane(e, i, L.lane_bytes, b);
    }
    return e;
}

/* each lane its own pick of `choices` */
static cup_atom lanes_from(cup_atomic_type t, const double *choices, int count, lab_rng *r)
{
    const atom_layout L = atom_layout_of(t);
    cup_atom e = {{0, 0}};
    for (unsigned i = 0; i < L.lanes; i++) {
        const cup_atom one = lanes_of(t, choices[lab_rand(r) % (uint64_t)count]);
        e = atom_set_lane(e, i, L.lane_bytes, atom_lane(one, 0, L.lane_bytes));
    }
    return e;
}

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
    cup_atom e = {{b, 0}};
    return e;
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

static size_t address_of(const adata *d, size_t j) { return d->scatter ? cup_atomics_scatter(j, d->A) : j % d->A; }

/* round: about how many updates of its address come before update j (exactly, for j % A; about,
 * scattered, where the margins of exact_updates cover the spread) */
static cup_atom value_of(const adata *d, size_t j, lab_rng *r)
{
    const atom_layout L = atom_layout_of(d->t);
    const size_t a = address_of(d, j), round = j / d->A;
    const int is_float = L.kind != ATOM_SINT && L.kind != ATOM_UINT;
    static const double steps[] = {-2, -1, 1, 2}, scales[] = {2, 0.5, -2, -0.5, 1, -1}, signs[] = {1, -1};
    switch (d->fn) {
    case CUP_ATOMIC_CAS: return cas_pick(d->t, r);
    case CUP_ATOMIC_INC:
    case CUP_ATOMIC_DEC: {
        cup_atom e = {{limit_of(d, a), 0}};
        return e;
    }
    case CUP_ATOMIC_ADD:
        if (is_float) return round < exact_updates(d->t) ? lanes_from(d->t, steps, 4, r) : lanes_of(d->t, 0);
        break;
    case CUP_ATOMIC_MUL:
        if (is_float) return round < 16 ? lanes_from(d->t, scales, 6, r) : lanes_from(d->t, signs, 2, r);
        {
            cup_atom e = rand_bits(d->t, r);
            if (round >= 8) e.w[0] |= 1; /* odd: the product does not run to 0 at once */
            return e;
        }
    case CUP_ATOMIC_MIN:
    case CUP_ATOMIC_MAX:
        if (is_float) return float_special(d->t, r);
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
    const atom_layout L = atom_layout_of(d->t);
    const int is_float = L.kind != ATOM_SINT && L.kind != ATOM_UINT;
    static const double small[] = {-8, -3, -1, 0, 1, 2, 5, 8}, factors[] = {1, -3, 0.75, 0, 5};
    switch (d->fn) {
    case CUP_ATOMIC_CAS: return cas_pick(d->t, r);
    case CUP_ATOMIC_INC:
    case CUP_ATOMIC_DEC: { /* inside 0..limit, but one in eight anywhere (past the limit) */
        const uint64_t limit = limit_of(d, a), x = lab_rand(r);
        cup_atom e = {{x % 8 == 0 || limit == 0xffffffffu ? (uint32_t)(x >> 32) : (x >> 32) % (limit + 1), 0}};
        return e;
    }
    case CUP_ATOMIC_ADD:
        if (is_float) return lanes_from(d->t, small, 8, r);
        break;
    case CUP_ATOMIC_MUL:
        if (is_float) return lanes_from(d->t, factors, 5, r);
        break;
    default: break;
    }
    return value_of(d, a, r); /* min, max, logic, exch: as the values */
}

/* init, vals and cmps for d (uniform and u already set), and the poison after init */
static void fill(adata *d, lab_rng *r)
{
    const size_t s = size_of(d->t);
    if (d->uniform && (d->fn == CUP_ATOMIC_INC || d->fn == CUP_ATOMIC_DEC)) {
        static const uint64_t limits[] = {0, 1, 5, 1000, 0xffffffffu};
        d->u.w[0] = limits[lab_rand(r) % 5], d->u.w[1] = 0;
    } else if (d->uniform && d->fn == CUP_ATOMIC_ADD) {
        d->u = lanes_of(d->t, 1); /* atomicAdd(p, 1) */
    } else if (d->uniform && d->fn == CUP_ATOMIC_MUL) {
        d->u = lanes_of(d->t, -1);
    } else if (d->uniform) {
        d->u = value_of(d, 0, r);
    }
    d->salt = lab_rand(r);
    for (size_t a = 0; a < d->A; a++) cup_atom_store(d->init, a, s, init_of(d, a, r));
    memset(d->init + d->A * s, 0xa5, MARGIN * s);
    for (size_t j = 0; !d->uniform && j < d->n; j++) cup_atom_store(d->vals, j, s, value_of(d, j, r));
    for (size_t j = 0; d->fn == CUP_ATOMIC_CAS && j < d->n; j++) cup_atom_store(d->cmps, j, s, cas_pick(d->t, r));
}

/* ---- the checks of one run ------------------------------------------------------------------------- */

static uint64_t mix(uint64_t x)
{
    x ^= x >> 30, x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27, x *= 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}
static uint64_t hash_of(cup_atom e) { return mix(e.w[0] ^ mix(e.w[1] + 0x9E3779B97F4A7C15ull)); }

typedef struct averify {
    char *why;
    size_t len;
    uint64_t *diff;      /* A x lanes: the chain sums */
    unsigned char *fold; /* A elements: the order-free finals */
} averify;

/* The checks of the header on `final` (A elements + MARGIN read back) and `olds` (n + MARGIN, or
 * NULL when discarded). 1 when right, else 0 with the reason in v->why. */
static int verify_run(const adata *d, const unsigned char *final, const unsigned char *olds, averify *v)
{
    const size_t s = size_of(d->t), n = d->n, A = d->A;
    const atom_layout L = atom_layout_of(d->t);
    const unsigned chains = L.lanes > 1 ? L.lanes : 1; /* the vector types: each lane its own chain */
    const cup_atom none = {{0, 0}};
    for (size_t i = 0; i < MARGIN * s; i++)
        if (final[A * s + i] != 0xa5 || (olds && olds[n * s + i] != 0xa5)) {
            snprintf(v->why, v->len, "wrote past %s", final[A * s + i] != 0xa5 ? "addr" : "olds");
            return 0;
        }
    if (cup_atomic_order_free(d->fn)) {
        memcpy(v->fold, d->init, A * s);
        for (size_t j = 0; j < n; j++) {
            const size_t a = address_of(d, j);
            const cup_atom val = d->uniform ? d->u : cup_atom_load(d->vals, j, s);
            cup_atom_store(v->fold, a, s, cup_atom_apply(d->fn, d->t, cup_atom_load(v->fold, a, s), val, none));
        }
        for (size_t a = 0; a < A; a++)
            if (memcmp(final + a * s, v->fold + a * s, s) != 0) {
                const cup_atom g = cup_atom_load(final, a, s), w = cup_atom_load(v->fold, a, s);
                snprintf(v->why, v->len, "address %zu of %zu: final %016llx%016llx, want %016llx%016llx", a, A,
                         (unsigned long long)g.w[1], (unsigned long long)g.w[0], (unsigned long long)w.w[1],
                         (unsigned long long)w.w[0]);
                return 0;
            }
    }
    if (olds) { /* the update chains */
        memset(v->diff, 0, A * chains * sizeof *v->diff);
        for (size_t j = 0; j < n; j++) {
            const size_t a = address_of(d, j);
            const cup_atom old = cup_atom_load(olds, j, s), val = d->uniform ? d->u : cup_atom_load(d->vals, j, s);
            const cup_atom c = d->cmps ? cup_atom_load(d->cmps, j, s) : none;
            const cup_atom next = cup_atom_apply(d->fn, d->t, old, val, c);
            if (chains == 1) {
                v->diff[a] += hash_of(next) - hash_of(old);
                continue;
            }
            for (unsigned i = 0; i < chains; i++) {
                const cup_atom nl = {{atom_lane(next, i, L.lane_bytes), 0}}, ol = {{atom_lane(old, i, L.lane_bytes), 0}};
                v->diff[a * chains + i] += hash_of(nl) - hash_of(ol);
            }
        }
        for (size_t a = 0; a < A; a++) {
            const cup_atom f = cup_atom_load(final, a, s), i0 = cup_atom_load(d->init, a, s);
            for (unsigned i = 0; i < chains; i++) {
                uint64_t want;
                if (chains == 1) want = hash_of(f) - hash_of(i0);
                else {
                    const cup_atom fl = {{atom_lane(f, i, L.lane_bytes), 0}}, il = {{atom_lane(i0, i, L.lane_bytes), 0}};
                    want = hash_of(fl) - hash_of(il);
                }
                if (v->diff[a * chains + i] != want) {
                    snprintf(v->why, v->len,
                             "address %zu of %zu%s: the old values returned and the final value are not the update "
                             "chain of the values written (an update lost, repeated or torn)",
                             a, A, chains > 1 ? " (a lane of it)" : "");
                    return 0;
                }
            }
        }
    } else if (!cup_atomic_order_free(d->fn)) { /* exch, cas: the final value was written there */
        memset(v->fold, 0, A);
        for (size_t a = 0; a < A; a++) v->fold[a] = memcmp(final + a * s, d->init + a * s, s) == 0;
        for (size_t j = 0; j < n; j++)
            if (!v->fold[address_of(d, j)]) {
                const size_t a = address_of(d, j);
                const unsigned char *val = d->uniform ? (const unsigned char *)&d->u : d->vals + j * s;
                v->fold[a] = memcmp(final + a * s, val, s) == 0;
            }
        for (size_t a = 0; a < A; a++)
            if (!v->fold[a]) {
                snprintf(v->why, v->len, "address %zu of %zu: its final value is neither its initial value nor one "
                                         "written to it", a, A);
                return 0;
            }
    }
    return 1;
}

/* ---- check ------------------------------------------------------------------------------------------ */

typedef struct acheck {
    lab_check_ctx *c;
    adata d;
    unsigned char *final, *olds, *back; /* host read-backs */
    averify v;
    void *addr, *vals, *cmps, *dolds;   /* backend memory */
    char why[512];
    lab_mem mem;
} acheck;

/* Does variant k run this entry as a CAS loop (whose cost grows with the contenders)? */
static int loops(const cup_variant_info *v, cup_atomic_fn fn, cup_atomic_type t)
{
    return v->backend == CUP_BACKEND_CUDA && ((v->traits & CUP_ATOMICS_LOOP) || cup_atomic_how(fn, t) == CUP_ATOMIC_HOW_CAS);
}

/* One run of variant k on x->d: upload, run, read back, verify; `keep`: olds passed. */
static void run_one(acheck *x, int k, int block, int keep)
{
    lab_check_ctx *c = x->c;
    adata *d = &x->d;
    const size_t s = size_of(d->t);
    const int len = snprintf(x->why, sizeof x->why, "%s %s n=%zu addresses=%zu%s%s%s block %d: ",
                             cup_atomic_fn_name(d->fn), cup_atomic_type_name(d->t), d->n, d->A,
                             d->scatter ? " scattered" : "", d->uniform ? " uniform" : "", keep ? "" : " olds discarded",
                             block);
    cup_status st = cup_copy_to_backend(c->h, x->addr, d->init, (d->A + MARGIN) * s);
    if (st == CUP_STATUS_SUCCESS && keep) st = cup_memset(c->h, x->dolds, 0xa5, (d->n + MARGIN) * s);
    const cup_atomics_request r = {d->fn, d->t, x->addr, d->A, d->n, d->uniform ? NULL : x->vals,
                                   d->fn == CUP_ATOMIC_CAS ? x->cmps : NULL, d->uniform ? &d->u : NULL,
                                   keep ? x->dolds : NULL, d->scatter};
    if (st == CUP_STATUS_SUCCESS) st = cup_atomics_variant(c->h, c->ids[k], block, &r);
    if (st == CUP_STATUS_SUCCESS) st = cup_copy_to_host(c->h, x->final, x->addr, (d->A + MARGIN) * s);
    if (st == CUP_STATUS_SUCCESS && keep) st = cup_copy_to_host(c->h, x->olds, x->dolds, (d->n + MARGIN) * s);
    if (st != CUP_STATUS_SUCCESS) {
        snprintf(x->why + len, sizeof x->why - len, "%s: %s", cup_status_string(st), cup_last_error(c->h));
        lab_check_count(c, k, x->why);
        return;
    }
    x->v.why = x->why + len, x->v.len = sizeof x->why - len;
    int ok = verify_run(d, x->final, keep ? x->olds : NULL, &x->v);
    if (ok && !d->uniform && d->n <= 4097) { /* vals unchanged */
        ok = cup_copy_to_host(c->h, x->back, x->vals, d->n * s) == CUP_STATUS_SUCCESS &&
             memcmp(x->back, d->vals, d->n * s) == 0;
        if (!ok) snprintf(x->why + len, sizeof x->why - len, "vals modified");
    }
    lab_check_count(c, k, ok ? NULL : x->why);
}

/* Can the uniform mode keep this data exact? (half sums of 1 per update stay integers to 256) */
static int uniform_ok(cup_atomic_fn fn, cup_atomic_type t, size_t n, size_t A)
{
    return fn != CUP_ATOMIC_CAS && (fn != CUP_ATOMIC_ADD || n / A + 1 < exact_updates(t));
}

/* One size of one entry on every selected variant that runs it: fresh data per mode. */
static void check_entry(acheck *x, cup_atomic_fn fn, cup_atomic_type t, size_t n, size_t A, lab_rng *rng)
{
    lab_check_ctx *c = x->c;
    LAB_CHECK_EACH(k, c, &lab_family_atomics, -1) {
        const cup_variant_info *v = lab_check_variant(c, k);
        if (!cup_atomics_runs(v, fn, t)) continue;
        if (loops(v, fn, t) && n > 4097 && n / A > 64) continue; /* see the check help */
        int blocks[3] = {0, 0, 0}, nb = 1;
        if (c->o->all_blocks && v->block_max && n <= 4097) blocks[nb++] = v->block_min, blocks[nb++] = v->block_max;
        /* vals + olds; uniform + olds; vals, olds discarded; vals + olds at scattered addresses */
        for (int mode = 0; mode < 4; mode++) {
            const int uniform = mode == 1, keep = mode != 2, scatter = mode == 3;
            if (uniform && !uniform_ok(fn, t, n, A)) continue;
            if (n > 65537 && mode && !scatter) continue; /* the largest sizes: the full modes alone */
            if (scatter && (A == 1 || n > 262147 || (v->traits & CUP_ATOMICS_PARTITIONED))) continue;
            x->d.fn = fn, x->d.t = t, x->d.n = n, x->d.A = A, x->d.uniform = uniform, x->d.scatter = scatter;
            fill(&x->d, rng);
            const size_t s = size_of(t);
            if ((!uniform && cup_copy_to_backend(c->h, x->vals, x->d.vals, n * s) != CUP_STATUS_SUCCESS) ||
                (fn == CUP_ATOMIC_CAS && cup_copy_to_backend(c->h, x->cmps, x->d.cmps, n * s) != CUP_STATUS_SUCCESS)) {
                snprintf(x->why, sizeof x->why, "atomics: upload of %zu updates: %s", n, cup_last_error(c->h));
                lab_check_fail(c, -1, x->why);
                return;
            }
            for (int b = 0; b < nb; b++) run_one(x, k, blocks[b], keep);
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
    const size_t big_a = cache / 4 + 1; /* the past-the-cache row: i32 add only (host time) */
    size_t most_n = 0, most_a = 0;
    double host = 0, dev = 0; /* what a row touches: values of 16 bytes (the last row's, i32 add, 4), diff 32 an address */
    for (int i = 0; i < CHECK_SIZES; i++) {
        const size_t n = i == CHECK_SIZES - 1 ? big_a + 7 : check_sizes[i][0], A = i == CHECK_SIZES - 1 ? big_a : check_sizes[i][1];
        if (n > max_n) continue;
        most_n = n > most_n ? n : most_n, most_a = A > most_a ? A : most_a;
        /* init, final, fold and diff; values, compares, olds, read-back; in the backend addresses, values, compares, olds */
        const double e = i == CHECK_SIZES - 1 ? 4 : 16, an = e * (double)(n + MARGIN), aa = e * (double)(A + MARGIN);
        const double rh = 3 * aa + 32.0 * (double)(A + MARGIN) + 4 * an, rd = aa + 3 * an;
        host = rh > host ? rh : host, dev = rd > dev ? rd : dev;
    }
    if (lab_check_holds(c, host, dev, "atomics n=%zu", most_n)) return;
    acheck *x = calloc(1, sizeof *x);
    if (!x) return;
    x->c = c, x->mem.h = c->h;
    lab_mem *m = &x->mem;
    const size_t bytes_n = (most_n + MARGIN) * 16, bytes_a = (most_a + MARGIN) * 16;
    x->d.init = lab_host(m, bytes_a), x->d.vals = lab_host(m, bytes_n), x->d.cmps = lab_host_zeroed(m, bytes_n);
    x->final = lab_host(m, bytes_a), x->olds = lab_host(m, bytes_n), x->back = lab_host(m, bytes_n);
    x->v.diff = lab_host(m, bytes_a / 16 * 4 * sizeof(uint64_t)), x->v.fold = lab_host(m, bytes_a);
    x->addr = lab_dev(m, bytes_a), x->vals = lab_dev(m, bytes_n), x->cmps = lab_dev(m, bytes_n), x->dolds = lab_dev(m, bytes_n);
    const int ready = lab_mem_check_ok(c, -1, m, "atomics");
    lab_rng rng = {c->o->seed ^ 0x61746f6d696373ull};
    for (int i = 0; i < CHECK_SIZES && ready; i++) {
        const int big = i == CHECK_SIZES - 1;
        const size_t n = big ? big_a + 7 : check_sizes[i][0], A = big ? big_a : check_sizes[i][1];
        if (n > max_n) continue;
        for (int f = 0; f < CUP_ATOMIC_FN_COUNT; f++)
            for (int t = 0; t < CUP_ATOMIC_TYPE_COUNT; t++) {
                if (!cup_atomic_how((cup_atomic_fn)f, (cup_atomic_type)t)) continue;
                if (c->o->dtype >= 0 && (int)cup_atomic_type_dtype((cup_atomic_type)t) != c->o->dtype) continue;
                if (big && !(f == CUP_ATOMIC_ADD && t == CUP_ATOMIC_I32)) continue;
                check_entry(x, (cup_atomic_fn)f, (cup_atomic_type)t, n, A, &rng);
            }
        lab_check_progress(c, "atomics n=%zu addresses=%zu", n, A);
    }
    lab_mem_free(m);
    free(x);
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
    size_t n, most_a;  /* updates per row (LOOP_N for contended CAS loops), the largest A */
    int id, asked, block;
    adata d;
    arow at;           /* the row d was filled for */
    int filled, uploaded; /* d filled for `at`; its vals and cmps in backend memory */
    uint64_t seed;
    unsigned char *final, *olds;
    averify v;
    void *addr, *vals, *cmps, *dolds;
    cup_atomics_request r;
    char why[400];
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
    if (!cup_atomics_runs(v, row->fn, row->t) || (row->uniform && row->fn == CUP_ATOMIC_CAS) ||
        (row->scatter && (v->traits & CUP_ATOMICS_PARTITIONED)))
        return 1;
    const size_t s = size_of(row->t), n = loops(v, row->fn, row->t) && row->A < 4096 && w->n > LOOP_N ? LOOP_N : w->n;
    if (row->uniform && !uniform_ok(row->fn, row->t, n, row->A)) return 1; /* a half sum would not stay exact */
    r->op = cup_atomic_fn_name(row->fn), r->dtype = cup_atomic_type_dtype(row->t), r->n = n;
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block;
    if (!w->filled || memcmp(&w->at, row, sizeof *row) != 0 || w->d.n != n) { /* fresh data for a new row */
        lab_rng rng = {w->seed ^ (uint64_t)j * 0x9E3779B97F4A7C15ull};
        w->d.fn = row->fn, w->d.t = row->t, w->d.n = n, w->d.A = row->A, w->d.uniform = row->uniform;
        w->d.scatter = row->scatter;
        fill(&w->d, &rng);
        w->at = *row, w->filled = 1, w->uploaded = 0;
    }
    w->r = (cup_atomics_request){row->fn, row->t, w->addr, row->A, n, row->uniform ? NULL : w->vals,
                                 row->fn == CUP_ATOMIC_CAS ? w->cmps : NULL, row->uniform ? &w->d.u : NULL,
                                 row->keep ? w->dolds : NULL, row->scatter};
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

/* Upload the row's data (once per row), then one checked run from the initial values. */
static int atomics_verify(void *p, cup_handle_t h, cup_status *st)
{
    abench *w = p;
    adata *d = &w->d;
    const size_t s = size_of(d->t);
    *st = CUP_STATUS_SUCCESS;
    if (!w->uploaded && !d->uniform) *st = cup_copy_to_backend(h, w->vals, d->vals, d->n * s);
    if (*st == CUP_STATUS_SUCCESS && !w->uploaded && d->fn == CUP_ATOMIC_CAS)
        *st = cup_copy_to_backend(h, w->cmps, d->cmps, d->n * s);
    w->uploaded = *st == CUP_STATUS_SUCCESS;
    if (*st == CUP_STATUS_SUCCESS) *st = cup_copy_to_backend(h, w->addr, d->init, (d->A + MARGIN) * s);
    if (*st == CUP_STATUS_SUCCESS && w->r.olds) *st = cup_memset(h, w->dolds, 0xa5, (d->n + MARGIN) * s);
    if (*st == CUP_STATUS_SUCCESS) *st = atomics_work(h, w);
    if (*st == CUP_STATUS_SUCCESS) *st = cup_copy_to_host(h, w->final, w->addr, (d->A + MARGIN) * s);
    if (*st == CUP_STATUS_SUCCESS && w->r.olds) *st = cup_copy_to_host(h, w->olds, w->dolds, (d->n + MARGIN) * s);
    if (*st != CUP_STATUS_SUCCESS) return 0;
    w->v.why = w->why, w->v.len = sizeof w->why;
    if (verify_run(d, w->final, w->r.olds ? w->olds : NULL, &w->v)) return 1;
    fprintf(stderr, "cuprim: atomics %s %s, %zu addresses: %s\n", cup_atomic_fn_name(d->fn), cup_atomic_type_name(d->t),
            d->A, w->why);
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

/* One table over `rows`, every selected variant that runs each row. */
static int atomics_table(lab_bench *b, const char *const *variants, const arow *rows, int nrows, size_t n, int block,
                         const char *title)
{
    size_t most_a = 0;
    for (int i = 0; i < nrows; i++) most_a = rows[i].A > most_a ? rows[i].A : most_a;
    /* host: the data's four arrays of n and three of the addresses (16 bytes an element at most);
     * backend: the addresses and three arrays of n */
    const double an = (double)(n + MARGIN) * 16, aa = (double)(most_a + MARGIN) * 16;
    LAB_NEED_MEMORY(b, 4 * an + 5 * aa, 3 * an + aa, "atomics over %zu updates", n);
    abench w;
    memset(&w, 0, sizeof w);
    w.rows = rows, w.n = n, w.most_a = most_a, w.asked = block, w.seed = lab_table_seed(b, n, (uint64_t)nrows);
    const size_t bytes_n = (n + MARGIN) * 16, bytes_a = (most_a + MARGIN) * 16;
    lab_mem m = {.h = b->h};
    w.d.init = lab_host(&m, bytes_a), w.d.vals = lab_host(&m, bytes_n), w.d.cmps = lab_host_zeroed(&m, bytes_n);
    w.final = lab_host(&m, bytes_a), w.olds = lab_host(&m, bytes_n);
    w.v.diff = lab_host(&m, (most_a + MARGIN) * 4 * sizeof(uint64_t)), w.v.fold = lab_host(&m, bytes_a);
    w.addr = lab_dev(&m, bytes_a), w.vals = lab_dev(&m, bytes_n), w.cmps = lab_dev(&m, bytes_n), w.dolds = lab_dev(&m, bytes_n);
    int failures = -1;
    if (lab_mem_ok(&m, "the atomic updates")) {
        const lab_table table = {.family = &lab_family_atomics, .variants = variants, .dtype = -1, .rows = nrows,
                                 .ceiling = LAB_CEILING_COPY, .title = title, .ctx = &w, .setup = atomics_setup,
                                 .verify = atomics_verify, .work = atomics_work, .timed = atomics_timed};
        failures = lab_table_run(b, &table);
    }
    lab_mem_free(&m);
    return failures;
}

/* The contention patterns: one address, a warp's worth, 256, 64 Ki and 2 Mi addresses. */
static const size_t patterns[] = {1, 32, 256, 65536, 2097152};
enum { PATTERNS = sizeof patterns / sizeof patterns[0], MAX_ROWS = 1024 };

typedef struct abench_opts {
    int fn, type;          /* -1: the defaults (the suite), CUP_ATOMIC_*_COUNT: all */
    size_t addresses[16];
    int naddresses;
    int values, old;       /* -1: each (array and uniform; kept and discarded) */
    int scatter;           /* the pattern: 0 j % A, 1 scattered */
} abench_opts;

/* rows: every (fn, type) chosen that CUDA has, each address count, each mode chosen */
static int make_rows(const abench_opts *o, arow *rows)
{
    int count = 0;
    for (int f = 0; f < CUP_ATOMIC_FN_COUNT; f++)
        for (int t = 0; t < CUP_ATOMIC_TYPE_COUNT; t++) {
            if ((o->fn != CUP_ATOMIC_FN_COUNT && f != o->fn) || (o->type != CUP_ATOMIC_TYPE_COUNT && t != o->type) ||
                !cup_atomic_how((cup_atomic_fn)f, (cup_atomic_type)t))
                continue;
            for (int i = 0; i < o->naddresses; i++)
                for (int mode = 0; mode < 3 && count < MAX_ROWS; mode++) { /* uniform+discard, array+discard, array+keep */
                    const int uniform = mode == 0, keep = mode == 2;
                    if ((o->values >= 0 && o->values != uniform) || (o->old >= 0 && o->old != keep)) continue;
                    rows[count++] = (arow){(cup_atomic_fn)f, (cup_atomic_type)t, o->addresses[i], uniform, keep, o->scatter};
                }
        }
    return count;
}

static int run_tables(lab_bench *b, const char *const *variants, const abench_opts *o, size_t n, int block)
{
    if (!n) n = cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 21 : (size_t)1 << 18;
    arow *rows = malloc(MAX_ROWS * sizeof *rows);
    if (!rows) return -1;
    int failures = 0;
    char title[300];
    if (o->fn >= 0) {
        const int count = make_rows(o, rows);
        snprintf(title, sizeof title, "atomics %s on %s, n = %zu updates (Gop/s first in each note; GB/s: the bytes "
                 "that must move)", o->fn == CUP_ATOMIC_FN_COUNT ? "every function" : cup_atomic_fn_name((cup_atomic_fn)o->fn),
                 o->type == CUP_ATOMIC_TYPE_COUNT ? "every type" : cup_atomic_type_name((cup_atomic_type)o->type), n);
        if (count == 0) lab_usage("CUDA has no atomic %s on %s", cup_atomic_fn_name((cup_atomic_fn)o->fn),
                                  cup_atomic_type_name((cup_atomic_type)o->type));
        failures = atomics_table(b, variants, rows, count, n, block, title);
    } else { /* the suite: i32 add in every mode, then f32 and f64 add with a uniform value */
        abench_opts d = *o;
        d.fn = CUP_ATOMIC_ADD, d.type = CUP_ATOMIC_I32;
        snprintf(title, sizeof title, "atomics i32 add by contention, n = %zu updates (Gop/s first in each note)", n);
        int count = make_rows(&d, rows);
        int got = atomics_table(b, variants, rows, count, n, block, title);
        if (got < 0) failures = -1;
        else failures += got;
        /* the same at scattered addresses (one address is the same either way) */
        abench_opts sc = d;
        sc.scatter = 1, sc.naddresses = 0;
        for (int i = 0; i < d.naddresses; i++)
            if (d.addresses[i] > 1) sc.addresses[sc.naddresses++] = d.addresses[i];
        snprintf(title, sizeof title, "atomics i32 add at scattered addresses, n = %zu updates (Gop/s first in each note)", n);
        count = make_rows(&sc, rows);
        got = failures < 0 || !count ? 0 : atomics_table(b, variants, rows, count, n, block, title);
        if (got < 0) failures = -1;
        else if (failures >= 0) failures += got;
        for (int t = CUP_ATOMIC_F32; t <= CUP_ATOMIC_F64 && failures >= 0; t++) {
            d.type = t, d.values = o->values >= 0 ? o->values : 1, d.old = o->old >= 0 ? o->old : 0;
            count = make_rows(&d, rows);
            snprintf(title, sizeof title, "atomics %s add by contention, n = %zu updates (Gop/s first in each note)",
                     cup_atomic_type_name((cup_atomic_type)t), n);
            got = atomics_table(b, variants, rows, count, n, block, title);
            if (got < 0) failures = -1;
            else failures += got;
        }
    }
    free(rows);
    return failures;
}

static int atomics_bench(lab_bench *b, const lab_args *a)
{
    abench_opts o = {.fn = -1, .type = -1, .values = -1, .old = -1};
    const char *fn = lab_opt(a, "fn"), *type = lab_opt(a, "type"), *addrs = lab_opt(a, "addresses");
    cup_atomic_fn f;
    cup_atomic_type t;
    if (fn && strcmp(fn, "all") != 0 && cup_atomic_fn_from_name(fn, &f))
        lab_usage("unknown atomic function '%s' (add, sub, exch, min, max, inc, dec, cas, and, or, xor, mul, all)", fn);
    if (type && strcmp(type, "all") != 0 && cup_atomic_type_from_name(type, &t))
        lab_usage("unknown atomic type '%s' (i32, u32, i64, u64, f32, f64, f16, bf16, f16x2, bf16x2, f32x2, f32x4, "
                  "u16, b128, all)", type);
    if (a->dtype >= 0 && !type) { /* --dtype: the type of that dtype (the opaque b2..b16 are several) */
        int found = -1, count = 0;
        for (int i = 0; i < CUP_ATOMIC_TYPE_COUNT; i++)
            if ((int)cup_atomic_type_dtype((cup_atomic_type)i) == a->dtype) found = i, count++;
        if (count != 1) lab_usage("--dtype %s is several atomic types: name one with --type", cup_dtype_name((cup_dtype)a->dtype));
        t = (cup_atomic_type)found, type = cup_atomic_type_name(t);
    }
    if (fn || type) {
        o.fn = !fn ? CUP_ATOMIC_ADD : strcmp(fn, "all") == 0 ? CUP_ATOMIC_FN_COUNT : (int)f;
        o.type = !type ? CUP_ATOMIC_I32 : strcmp(type, "all") == 0 ? CUP_ATOMIC_TYPE_COUNT : (int)t;
    }
    static const char *const values[] = {"array", "uniform", NULL}, *const old[] = {"discard", "keep", NULL},
                             *const pattern[] = {"consecutive", "scatter", NULL};
    o.values = lab_opt_pick(a, "values", values, -1), o.old = lab_opt_pick(a, "old", old, -1);
    o.scatter = lab_opt_pick(a, "pattern", pattern, 0);
    if (lab_opt(a, "pattern") && !fn && !type) lab_usage("--pattern goes with --fn or --type (the default tables run both)");
    if (addrs)
        o.naddresses = lab_size_list("addresses", addrs, o.addresses, 16, 1, (size_t)1 << 30, 0,
                                     "is not a list of up to 16 counts 1..2^30 (e.g. 1,32,2^16)");
    else
        for (int i = 0; i < PATTERNS; i++) o.addresses[o.naddresses++] = patterns[i];
    return run_tables(b, lab_variants(a), &o, a->n_set ? a->n : 0, a->block);
}

static int atomics_suite(lab_bench *b)
{
    abench_opts o = {.fn = -1, .type = -1, .values = -1, .old = -1, .naddresses = PATTERNS};
    memcpy(o.addresses, patterns, sizeof patterns);
    return run_tables(b, lab_all, &o, 0, 0);
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

typedef struct aapi {
    cup_handle_t h;
    lab_tally *t;
    void *addr, *vals, *olds; /* API_BYTES each; addr and olds poisoned */
} aapi;

static void untouched(aapi *x, const char *call)
{
    unsigned char a[API_BYTES], o[API_BYTES];
    int ok = cup_copy_to_host(x->h, a, x->addr, API_BYTES) == CUP_STATUS_SUCCESS &&
             cup_copy_to_host(x->h, o, x->olds, API_BYTES) == CUP_STATUS_SUCCESS;
    for (int i = 0; ok && i < API_BYTES; i++) ok = a[i] == 0xa5 && o[i] == 0xa5;
    LAB_EXPECT(x->t, ok, "a refused call wrote to addr or olds: %s", call);
}

#define REFUSED(want, var, req)                                                                                  \
    do {                                                                                                         \
        const cup_atomics_request rq_ = req;                                                                     \
        LAB_EXPECT_STATUS(t, h, cup_atomics_variant(h, var, 0, &rq_), (want));                                   \
        untouched(x, #req);                                                                                      \
    } while (0)
#define REQ(fn, ty, addr, A, n, vals, cmps, uni, olds) \
    ((cup_atomics_request){CUP_ATOMIC_##fn, CUP_ATOMIC_##ty, addr, A, n, vals, cmps, uni, olds, 0})

static void refusals(aapi *x)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    char *addr = x->addr, *vals = x->vals, *olds = x->olds;
    const uint32_t one = 1;
    LAB_EACH_FOREIGN(id, h, &lab_family_atomics)
        REFUSED(CUP_STATUS_INVALID_VALUE, id, REQ(ADD, U32, addr, 1, API_N, vals, NULL, NULL, olds));
    LAB_EACH_VARIANT(i, h, &lab_family_atomics) {
        const cup_variant_info *v = cup_variant_get(i);
        LAB_EXPECT_STATUS(t, h, cup_atomics_variant(h, i, 0, NULL), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, cup_atomics_variant(h, i, 48, &REQ(ADD, U32, addr, 1, API_N, vals, NULL, NULL, olds)),
                          CUP_STATUS_INVALID_VALUE);
        REFUSED(CUP_STATUS_INVALID_VALUE, i, ((cup_atomics_request){CUP_ATOMIC_FN_COUNT, CUP_ATOMIC_U32, addr, 1, API_N, vals, NULL, NULL, olds, 0}));
        REFUSED(CUP_STATUS_INVALID_VALUE, i, ((cup_atomics_request){CUP_ATOMIC_ADD, (cup_atomic_type)-1, addr, 1, API_N, vals, NULL, NULL, olds, 0}));
        REFUSED(CUP_STATUS_NOT_SUPPORTED, i, REQ(SUB, F16, addr, 1, API_N, vals, NULL, NULL, olds));  /* CUDA has none */
        REFUSED(CUP_STATUS_NOT_SUPPORTED, i, REQ(INC, I32, addr, 1, API_N, vals, NULL, NULL, olds));
        if (!cup_atomics_runs(v, CUP_ATOMIC_MUL, CUP_ATOMIC_U32))
            REFUSED(CUP_STATUS_NOT_SUPPORTED, i, REQ(MUL, U32, addr, 1, API_N, vals, NULL, NULL, olds));
        if (v->traits & CUP_ATOMICS_PARTITIONED) {
            const cup_atomics_request sc = {CUP_ATOMIC_ADD, CUP_ATOMIC_U32, addr, 4, API_N, vals, NULL, NULL, olds, 1};
            LAB_EXPECT_STATUS(t, h, cup_atomics_variant(h, i, 0, &sc), CUP_STATUS_NOT_SUPPORTED);
            untouched(x, "scatter on a block-partitioned variant");
        }
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, addr, 0, API_N, vals, NULL, NULL, olds));
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, NULL, 1, API_N, vals, NULL, NULL, olds));
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, addr, 1, API_N, NULL, NULL, NULL, olds));
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, addr, 1, API_N, vals, NULL, &one, olds));
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, addr, 1, API_N, vals, vals, NULL, olds));
        if (cup_atomics_runs(v, CUP_ATOMIC_CAS, CUP_ATOMIC_U32)) { /* cas without cmps, cas with a uniform value */
            REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(CAS, U32, addr, 1, API_N, vals, NULL, NULL, olds));
            REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(CAS, U32, addr, 1, API_N, NULL, vals, &one, olds));
        } else {
            REFUSED(CUP_STATUS_NOT_SUPPORTED, i, REQ(CAS, U32, addr, 1, API_N, vals, vals, NULL, olds));
        }
        REFUSED(CUP_STATUS_INVALID_POINTER, i, REQ(ADD, U32, addr + 2, 1, API_N, vals, NULL, NULL, olds));
        REFUSED(CUP_STATUS_INVALID_POINTER, i, REQ(ADD, U64, addr, 1, API_N / 2, vals + 4, NULL, NULL, olds));
        REFUSED(CUP_STATUS_INVALID_POINTER, i, REQ(ADD, U32, addr, 1, API_N, vals, NULL, NULL, olds + 1));
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, addr, 1, API_N, vals, NULL, NULL, addr)); /* olds over addr */
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, vals + 8, 4, API_N, vals, NULL, NULL, olds));
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, addr, 1, API_N, vals, NULL, NULL, vals + 16));
        REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, addr, 1, SIZE_MAX / 2, vals, NULL, NULL, olds));
        if (cup_get_backend(h) == CUP_BACKEND_CUDA) {
            uint32_t host[API_N] = {0};
            REFUSED(CUP_STATUS_INVALID_POINTER, i, REQ(ADD, U32, addr, 1, API_N, host, NULL, NULL, olds));
            REFUSED(CUP_STATUS_INVALID_VALUE, i, REQ(ADD, U32, addr, 1, (size_t)API_N + 10000000, vals, NULL, NULL, olds));
        }
        /* n = 0 does nothing, whatever the pointers */
        LAB_EXPECT_STATUS(t, h, cup_atomics_variant(h, i, 0, &REQ(ADD, U32, NULL, 0, 0, NULL, NULL, NULL, NULL)),
                          CUP_STATUS_SUCCESS);
        untouched(x, "n = 0");
    }
}
#undef REFUSED

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

static void worked_cases(aapi *x)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    for (size_t w = 0; w < sizeof worked / sizeof worked[0]; w++) {
        const struct worked *c = &worked[w];
        const size_t s = size_of(c->t);
        unsigned char vals[4 * 16] = {0};
        for (int j = 0; j < c->n; j++) memcpy(vals + j * s, &c->vals[j], s);
        for (int i = 0; i < cup_variant_count(); i++) {
            const cup_variant_info *v = cup_variant_get(i);
            if (v->backend != cup_get_backend(h) || !cup_atomics_runs(v, c->fn, c->t)) continue;
            unsigned char got[16 * 5] = {0};
            cup_status st = cup_copy_to_backend(h, x->addr, &c->init, s);
            if (st == CUP_STATUS_SUCCESS && !c->uniform) st = cup_copy_to_backend(h, x->vals, vals, c->n * s);
            const cup_atomics_request r = {c->fn, c->t, x->addr, 1, (size_t)c->n, c->uniform ? NULL : x->vals, NULL,
                                           c->uniform ? &c->uniform : NULL, x->olds, 0};
            if (st == CUP_STATUS_SUCCESS) st = cup_atomics_variant(h, i, 0, &r);
            if (st == CUP_STATUS_SUCCESS) st = cup_copy_to_host(h, got, x->olds, c->n * s);
            if (st == CUP_STATUS_SUCCESS) st = cup_copy_to_host(h, got + c->n * s, x->addr, s);
            LAB_EXPECT_STATUS(t, h, st, CUP_STATUS_SUCCESS);
            uint64_t all[5] = {0}, final = 0;
            for (int j = 0; j <= c->n; j++) memcpy(&all[j], got + j * s, s);
            final = all[c->n];
            qsort(all, (size_t)c->n + 1, sizeof all[0], cmp_u64);
            const int olds_free = c->sorted[c->n] != 0;
            LAB_EXPECT(t, (c->fn == CUP_ATOMIC_EXCH || final == c->final) &&
                              (!olds_free || memcmp(all, c->sorted, (c->n + 1) * 8) == 0),
                       "%s on %s: final %#llx, olds and final sorted {%#llx, %#llx, %#llx, ...}", c->what, v->name,
                       (unsigned long long)final, (unsigned long long)all[0], (unsigned long long)all[1],
                       (unsigned long long)all[2]);
        }
    }
    LAB_EXPECT_STATUS(t, h, cup_memset(h, x->addr, 0xa5, API_BYTES), CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_memset(h, x->olds, 0xa5, API_BYTES), CUP_STATUS_SUCCESS);
}

static void names(lab_tally *t)
{
    for (int f = 0; f <= CUP_ATOMIC_FN_COUNT; f++) {
        const char *name = cup_atomic_fn_name((cup_atomic_fn)f);
        cup_atomic_fn back = CUP_ATOMIC_FN_COUNT;
        LAB_EXPECT(t, f == CUP_ATOMIC_FN_COUNT ? !name : name && !cup_atomic_fn_from_name(name, &back) && (int)back == f,
                   "function %d: name %s", f, name ? name : "(null)");
    }
    for (int ty = 0; ty <= CUP_ATOMIC_TYPE_COUNT; ty++) {
        const char *name = cup_atomic_type_name((cup_atomic_type)ty);
        cup_atomic_type back = CUP_ATOMIC_TYPE_COUNT;
        LAB_EXPECT(t, ty == CUP_ATOMIC_TYPE_COUNT ? !name : name && !cup_atomic_type_from_name(name, &back) && (int)back == ty,
                   "type %d: name %s", ty, name ? name : "(null)");
    }
    cup_atomic_fn f = CUP_ATOMIC_ADD;
    LAB_EXPECT(t, cup_atomic_fn_from_name("nand", &f) == CUP_STATUS_INVALID_VALUE && f == CUP_ATOMIC_ADD, "nand refused");
    LAB_EXPECT(t, cup_atomic_how(CUP_ATOMIC_ADD, CUP_ATOMIC_F64) == CUP_ATOMIC_HOW_HW &&
                      cup_atomic_how(CUP_ATOMIC_MIN, CUP_ATOMIC_F32) == CUP_ATOMIC_HOW_CAS &&
                      cup_atomic_how(CUP_ATOMIC_INC, CUP_ATOMIC_I32) == 0,
               "the table: f64 add in hardware, f32 min a CAS loop, no i32 inc");
}

static void atomics_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    (void)rng;
    names(t);
    model_semantics(t);
    lab_mem m = {.h = h};
    aapi x = {h, t, lab_dev(&m, API_BYTES), lab_dev(&m, API_BYTES), lab_dev(&m, API_BYTES)};
    cup_status s = m.s;
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(h, x.addr, 0xa5, API_BYTES);
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(h, x.olds, 0xa5, API_BYTES);
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(h, x.vals, 0x01, API_BYTES);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "buffers for the contract: %s", cup_last_error(h));
    if (s == CUP_STATUS_SUCCESS) refusals(&x), worked_cases(&x);
    lab_mem_free(&m);
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
