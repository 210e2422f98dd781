/* cup_sort_keys / cup_sort_pairs and their variants: every check of a request, in one place, then
 * the registered variant. A refused request has queued and written nothing. */
#include "families/sort/sort.h"

#include <string.h>

const cup_family cup_family_sort = {.id = CUP_FAM_sort, .cpu = &cup_sort_cpu, .cuda = CUP_IF_CUDA(&cup_sort_cuda)};

/* The largest power of two, at most 16, that divides s: the alignment (and the unit of copy) of
 * a value of s bytes. */
static size_t align_of(size_t s)
{
    size_t a = 1;
    while (a < 16 && s % (a * 2) == 0) a *= 2;
    return a;
}

/* In place means the very same array; any other overlap between the call's arrays is refused. */
static cup_status overlap_check(cup_handle_t h, const char *fn, const cup_sort_args *a)
{
    const size_t kb = a->n * cup_dtype_size(a->dtype), vb = a->n * a->value_size;
    const struct {
        const void *p;
        size_t bytes;
        const char *name;
    } arr[4] = {{a->keys_in, kb, "keys_in"}, {a->keys_out, kb, "keys_out"}, {a->values_in, vb, "values_in"},
                {a->values_out, vb, "values_out"}};
    const int count = a->value_size ? 4 : 2;
    for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++) {
            const int same_array = (i == 0 && j == 1) || (i == 2 && j == 3);
            if (same_array && arr[i].p == arr[j].p) continue; /* in place */
            if (cup_overlaps(arr[i].p, arr[i].bytes, arr[j].p, arr[j].bytes))
                return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                                "%s: %s and %s overlap (an output is either its own input, for a sort in place, or "
                                "apart from every other array)",
                                fn, arr[i].name, arr[j].name);
        }
    return CUP_STATUS_SUCCESS;
}

static cup_status checked(cup_handle_t h, const char *fn, int variant, int block, cup_sort_args *a, unsigned flags,
                          int pairs)
{
    const cup_variant *v;
    cup_status s = variant < 0 ? cup_best_for(h, fn, &cup_family_sort, &v)
                               : cup_variant_for(h, fn, variant, &cup_family_sort, &v);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_block(h, fn, v, &block);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_dtype(h, fn, v, a->dtype);
    if (s != CUP_STATUS_SUCCESS) return s;
    const unsigned op = pairs ? CUP_SORT_OP_PAIRS : CUP_SORT_OP_KEYS, traits = v->info.traits;
    if (!(v->info.ops & op))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not sort %s", fn, v->info.name,
                        pairs ? "pairs" : "keys alone");
    if (flags & ~CUP_SORT_DESCENDING)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown flags 0x%x (CUP_SORT_DESCENDING is the only one)", fn,
                        flags & ~CUP_SORT_DESCENDING);
    const size_t size = cup_dtype_size(a->dtype);
    a->kind = cup_sort_kind(a->dtype), a->width = (int)(8 * size), a->descending = (flags & CUP_SORT_DESCENDING) != 0;
    const int end = a->end_bit == 0 ? a->width : a->end_bit;
    if (a->begin_bit < 0 || a->end_bit < 0 || end > a->width || a->begin_bit > end)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                        "%s: bits [%d, %d) are not a range of the %d-bit key (0 <= begin_bit <= end_bit <= %d; end_bit 0 "
                        "is %d)",
                        fn, a->begin_bit, a->end_bit, a->width, a->width, a->width);
    a->end_bit = end;
    if (pairs && (a->value_size == 0 || a->value_size > 16))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: value_size = %zu (1 to 16 bytes)", fn, a->value_size);
    if (pairs && (traits & CUP_SORT_VALUES_4_8) && a->value_size != 4 && a->value_size != 8)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s moves values of 4 or 8 bytes, not %zu", fn,
                        v->info.name, a->value_size);
    a->value_align = pairs ? align_of(a->value_size) : 1;
    if (a->n > SIZE_MAX / (pairs && a->value_size > size ? a->value_size : size))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n = %zu elements overflows the address space", fn, a->n);
    if (a->n > cup_sort_max_n(traits))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s sorts at most %zu keys, not %zu", fn,
                        v->info.name, cup_sort_max_n(traits), a->n);
    if (a->n == 0) return CUP_STATUS_SUCCESS;
    s = cup_check_buffer(h, fn, "keys_in", a->keys_in, a->n * size, size);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_buffer(h, fn, "keys_out", a->keys_out, a->n * size, size);
    if (s == CUP_STATUS_SUCCESS && pairs)
        s = cup_check_buffer(h, fn, "values_in", a->values_in, a->n * a->value_size, a->value_align);
    if (s == CUP_STATUS_SUCCESS && pairs)
        s = cup_check_buffer(h, fn, "values_out", a->values_out, a->n * a->value_size, a->value_align);
    if (s == CUP_STATUS_SUCCESS) s = overlap_check(h, fn, a);
    return s ? s : v->run(h, a);
}

static cup_status keys(cup_handle_t h, const char *fn, int variant, int block, cup_dtype dtype, const void *keys_in,
                       void *keys_out, size_t n, unsigned flags, int begin_bit, int end_bit)
{
    cup_sort_args a;
    memset(&a, 0, sizeof a);
    a.dtype = dtype, a.keys_in = keys_in, a.keys_out = keys_out, a.n = n, a.begin_bit = begin_bit, a.end_bit = end_bit;
    return checked(h, fn, variant, block, &a, flags, 0);
}

static cup_status pairs(cup_handle_t h, const char *fn, int variant, int block, cup_dtype dtype, const void *keys_in,
                        void *keys_out, const void *values_in, void *values_out, size_t value_size, size_t n,
                        unsigned flags, int begin_bit, int end_bit)
{
    cup_sort_args a;
    memset(&a, 0, sizeof a);
    a.dtype = dtype, a.keys_in = keys_in, a.keys_out = keys_out, a.values_in = values_in, a.values_out = values_out;
    a.value_size = value_size, a.n = n, a.begin_bit = begin_bit, a.end_bit = end_bit;
    return checked(h, fn, variant, block, &a, flags, 1);
}

cup_status cup_sort_keys(cup_handle_t h, cup_dtype dtype, const void *keys_in, void *keys_out, size_t n, unsigned flags,
                         int begin_bit, int end_bit)
{
    CUP_ENTER(h);
    return keys(h, __func__, -1, 0, dtype, keys_in, keys_out, n, flags, begin_bit, end_bit);
}

cup_status cup_sort_pairs(cup_handle_t h, cup_dtype key_dtype, const void *keys_in, void *keys_out,
                          const void *values_in, void *values_out, size_t value_size, size_t n, unsigned flags,
                          int begin_bit, int end_bit)
{
    CUP_ENTER(h);
    return pairs(h, __func__, -1, 0, key_dtype, keys_in, keys_out, values_in, values_out, value_size, n, flags,
                 begin_bit, end_bit);
}

cup_status cup_sort_keys_variant(cup_handle_t h, int variant, int block, cup_dtype dtype, const void *keys_in,
                                 void *keys_out, size_t n, unsigned flags, int begin_bit, int end_bit)
{
    CUP_ENTER(h);
    if (variant < 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", __func__, variant);
    return keys(h, __func__, variant, block, dtype, keys_in, keys_out, n, flags, begin_bit, end_bit);
}

cup_status cup_sort_pairs_variant(cup_handle_t h, int variant, int block, cup_dtype key_dtype, const void *keys_in,
                                  void *keys_out, const void *values_in, void *values_out, size_t value_size, size_t n,
                                  unsigned flags, int begin_bit, int end_bit)
{
    CUP_ENTER(h);
    if (variant < 0) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", __func__, variant);
    return pairs(h, __func__, variant, block, key_dtype, keys_in, keys_out, values_in, values_out, value_size, n, flags,
                 begin_bit, end_bit);
}
