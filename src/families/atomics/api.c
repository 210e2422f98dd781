/* The atomics family: the names of its functions and types, the table of what sm_90 has, and
 * the checked entry point of its variants. */
#include "families/atomics/atomics.h"

#include <string.h>

const cup_family cup_family_atomics = {.id = CUP_FAM_atomics, .cpu = &cup_atomics_cpu,
                                       .cuda = CUP_IF_CUDA(&cup_atomics_cuda)};

static const char *const fn_names[CUP_ATOMIC_FN_COUNT] = {"add", "sub", "exch", "min", "max", "inc",
                                                          "dec", "cas", "and", "or",  "xor", "mul"};
static const char *const type_names[CUP_ATOMIC_TYPE_COUNT] = {"i32",   "u32",    "i64",   "u64",   "f32",
                                                              "f64",   "f16",    "bf16",  "f16x2", "bf16x2",
                                                              "f32x2", "f32x4",  "u16",   "b128"};
static const unsigned char type_sizes[CUP_ATOMIC_TYPE_COUNT] = {4, 4, 8, 8, 4, 8, 2, 2, 4, 4, 8, 16, 2, 16};
static const cup_dtype type_dtypes[CUP_ATOMIC_TYPE_COUNT] = {
    CUP_I32, CUP_U32, CUP_I64, CUP_U64, CUP_F32, CUP_F64, CUP_B2, CUP_B2, CUP_B4, CUP_B4, CUP_B8, CUP_B16, CUP_B2, CUP_B16};

/* how[fn][type] and scoped[fn][type], expanded from the one table */
#define HOW_ROW(f, t, how, sc) [CUP_ATOMIC_##f][CUP_ATOMIC_##t] = CUP_ATOMIC_HOW_##how,
#define SCOPED_ROW(f, t, how, sc) [CUP_ATOMIC_##f][CUP_ATOMIC_##t] = sc,
static const unsigned char how_table[CUP_ATOMIC_FN_COUNT][CUP_ATOMIC_TYPE_COUNT] = {CUP_ATOMICS_TABLE(HOW_ROW)};
static const unsigned char scoped_table[CUP_ATOMIC_FN_COUNT][CUP_ATOMIC_TYPE_COUNT] = {CUP_ATOMICS_TABLE(SCOPED_ROW)};
#undef HOW_ROW
#undef SCOPED_ROW

const char *cup_atomic_fn_name(cup_atomic_fn fn) { return (unsigned)fn < CUP_ATOMIC_FN_COUNT ? fn_names[fn] : NULL; }
const char *cup_atomic_type_name(cup_atomic_type t) { return (unsigned)t < CUP_ATOMIC_TYPE_COUNT ? type_names[t] : NULL; }
size_t cup_atomic_type_size(cup_atomic_type t) { return (unsigned)t < CUP_ATOMIC_TYPE_COUNT ? type_sizes[t] : 0; }
cup_dtype cup_atomic_type_dtype(cup_atomic_type t) { return (unsigned)t < CUP_ATOMIC_TYPE_COUNT ? type_dtypes[t] : CUP_B1; }

cup_status cup_atomic_fn_from_name(const char *name, cup_atomic_fn *fn)
{
    const int i = cup_lookup_name(name, fn_names, CUP_ATOMIC_FN_COUNT);
    if (i < 0 || !fn) return CUP_STATUS_INVALID_VALUE;
    *fn = (cup_atomic_fn)i;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_atomic_type_from_name(const char *name, cup_atomic_type *t)
{
    const int i = cup_lookup_name(name, type_names, CUP_ATOMIC_TYPE_COUNT);
    if (i < 0 || !t) return CUP_STATUS_INVALID_VALUE;
    *t = (cup_atomic_type)i;
    return CUP_STATUS_SUCCESS;
}

int cup_atomic_how(cup_atomic_fn fn, cup_atomic_type t)
{
    return (unsigned)fn < CUP_ATOMIC_FN_COUNT && (unsigned)t < CUP_ATOMIC_TYPE_COUNT ? how_table[fn][t] : 0;
}

int cup_atomics_runs(const cup_variant_info *v, cup_atomic_fn fn, cup_atomic_type t)
{
    const int how = cup_atomic_how(fn, t);
    if (!how || !v || v->family_id != CUP_FAM_atomics) return 0;
    if (v->traits & CUP_ATOMICS_ANY) return 1;
    if (v->traits & CUP_ATOMICS_HW_ONLY) return how != CUP_ATOMIC_HOW_CAS && scoped_table[fn][t];
    if (v->traits & CUP_ATOMICS_COMBINE) /* a warp's values fold into one hardware atomic */
        return how != CUP_ATOMIC_HOW_CAS && t <= CUP_ATOMIC_F64 &&
               (fn == CUP_ATOMIC_ADD || fn == CUP_ATOMIC_EXCH ||
                (t <= CUP_ATOMIC_U64 && fn != CUP_ATOMIC_INC && fn != CUP_ATOMIC_DEC && fn != CUP_ATOMIC_CAS));
    return 0;
}

/* The buffers of a request: each one aligned to the element, valid memory of the backend, and
 * apart from those the variant writes (vals and cmps, both read-only, may share memory). */
static cup_status check_buffers(cup_handle_t h, const char *fn, const cup_atomics_request *r, size_t size)
{
    const size_t addr_bytes = r->addresses * size, upd_bytes = r->n * size;
    cup_status s = cup_check_buffer(h, fn, "addr", r->addr, addr_bytes, size);
    if (s == CUP_STATUS_SUCCESS && r->vals) s = cup_check_buffer(h, fn, "vals", r->vals, upd_bytes, size);
    if (s == CUP_STATUS_SUCCESS && r->cmps) s = cup_check_buffer(h, fn, "cmps", r->cmps, upd_bytes, size);
    if (s == CUP_STATUS_SUCCESS && r->olds) s = cup_check_buffer(h, fn, "olds", r->olds, upd_bytes, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    const struct {
        const char *name;
        const void *p;
        size_t bytes;
    } ro[] = {{"vals", r->vals, upd_bytes}, {"cmps", r->cmps, upd_bytes}, {"olds", r->olds, upd_bytes}};
    for (int i = 0; i < 3; i++) {
        if (ro[i].p && cup_overlaps(r->addr, addr_bytes, ro[i].p, ro[i].bytes))
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: addr overlaps %s", fn, ro[i].name);
        if (i < 2 && ro[i].p && r->olds && cup_overlaps(r->olds, upd_bytes, ro[i].p, ro[i].bytes))
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: olds overlaps %s", fn, ro[i].name);
    }
    return CUP_STATUS_SUCCESS;
}

cup_status cup_atomics_variant(cup_handle_t h, int variant, int block, const cup_atomics_request *r)
{
    CUP_ENTER(h);
    const char *fn = "cup_atomics_variant";
    const cup_variant *v;
    cup_status s = cup_variant_for(h, fn, variant, &cup_family_atomics, &v);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_block(h, fn, v, &block);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (!r) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: the request is NULL", fn);
    if ((unsigned)r->fn >= CUP_ATOMIC_FN_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown function %d", fn, (int)r->fn);
    if ((unsigned)r->type >= CUP_ATOMIC_TYPE_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown type %d", fn, (int)r->type);
    if (!cup_atomic_how(r->fn, r->type))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: CUDA has no atomic %s on %s", fn, fn_names[r->fn],
                        type_names[r->type]);
    if (!cup_atomics_runs(&v->info, r->fn, r->type))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not run %s on %s", fn, v->info.name,
                        fn_names[r->fn], type_names[r->type]);
    if (r->scatter && (v->info.traits & CUP_ATOMICS_PARTITIONED))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s needs j %% addresses, not the scattered pattern",
                        fn, v->info.name);
    if (r->n == 0) return CUP_STATUS_SUCCESS;
    const size_t size = type_sizes[r->type];
    if (r->addresses == 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu updates of 0 addresses", fn, r->n);
    if (!r->addr) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: addr is NULL", fn);
    if (!r->vals && !r->uniform) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: neither vals nor uniform given", fn);
    if (r->vals && r->uniform) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: both vals and uniform given", fn);
    if (r->fn == CUP_ATOMIC_CAS && r->uniform)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: cas takes per-update values, not uniform", fn);
    if ((r->fn == CUP_ATOMIC_CAS) != (r->cmps != NULL))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: cmps %s", fn, r->cmps ? "given to a function that is not cas"
                                                                                 : "is NULL for cas");
    if (r->n > SIZE_MAX / size || r->addresses > SIZE_MAX / size)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu or addresses = %zu overflows the address space", fn,
                        r->n, r->addresses);
    s = check_buffers(h, fn, r, size);
    if (s != CUP_STATUS_SUCCESS) return s;
    cup_atomics_args x;
    memset(&x, 0, sizeof x);
    x.r = *r, x.size = size, x.block = block;
    if (r->uniform) memcpy(x.uniform, r->uniform, size);
    return v->run(h, &x);
}
