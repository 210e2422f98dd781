/* The global-memory access demonstrations: the checked entry point of their kernels. */
#include "families/access/api.h"
#include "families/access/access.h"

#include <string.h>

const cup_family cup_family_access = {.id = CUP_FAM_access, .cuda = CUP_IF_CUDA(&cup_access_cuda)};

cup_status cup_access_variant(cup_handle_t h, int variant, int block, size_t offset, const float *a, const float *b,
                              float *c, size_t n)
{
    CUP_ENTER(h);
    const char *fn = "cup_access_variant";
    const cup_variant *v;
    cup_status s = cup_variant_for(h, fn, variant, &cup_family_access, &v);
    if (s == CUP_STATUS_SUCCESS) s = cup_check_block(h, fn, v, &block);
    if (s != CUP_STATUS_SUCCESS) return s;
    const int structs = strcmp(v->info.name, "aos") == 0 || strcmp(v->info.name, "soa") == 0;
    if (structs && (offset != 0 || n % 2))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s takes offset 0 and an even n (n/2 structs), not offset %zu, n %zu",
                        fn, v->info.name, offset, n);
    if (n == 0) return CUP_STATUS_SUCCESS;
    if (!a || !b || !c) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, !a ? "a" : !b ? "b" : "c");
    const size_t wo = strcmp(v->info.name, "offset-write") == 0 ? offset : 0, ro = offset - wo;
    if (offset > SIZE_MAX / 4 || n > SIZE_MAX / 4 - offset)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: n + offset overflows the address space", fn);
    if ((uintptr_t)a % 4 || (uintptr_t)b % 4 || (uintptr_t)c % 4)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: a, b and c must be 4-byte aligned", fn);
    const size_t in_bytes = (n + ro) * 4, out_bytes = (n + wo) * 4;
    s = h->ops->check_ptr(h, a, in_bytes, "a");
    if (s == CUP_STATUS_SUCCESS) s = h->ops->check_ptr(h, b, in_bytes, "b");
    if (s == CUP_STATUS_SUCCESS) s = h->ops->check_ptr(h, c, out_bytes, "c");
    if (s != CUP_STATUS_SUCCESS) return s;
    if (cup_overlaps(a, in_bytes, c, out_bytes) || cup_overlaps(b, in_bytes, c, out_bytes))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: c overlaps an input", fn);
    cup_access_args x = {a, b, c, n, ro, wo, block};
    return v->run(h, &x);
}
