/* The argument checks every family's entry points share. Everything a caller can get wrong is
 * caught before a backend or a variant runs, so that a failed call leaves its outputs
 * untouched; each family's api.c adds only the checks that are its own. */
#include "internal.h"

cup_status cup_enter(cup_handle_t h, const char *fn)
{
    if (!h) return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "%s: handle is NULL", fn);
    if (!cup_handle_live(h))
        return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "%s: handle %p is not live (destroyed?)", fn, (void *)h);
    h->msg[0] = '\0';
    return h->ops->ready ? h->ops->ready(h) : CUP_STATUS_SUCCESS;
}

cup_status cup_enter_waiting(cup_handle_t h, const char *fn)
{
    const cup_status s = cup_enter(h, fn);
    if (s == CUP_STATUS_SUCCESS && h->ops->capturing && h->ops->capturing(h))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED,
                        "%s: the handle's stream is being captured into a CUDA graph, and this call waits for "
                        "the GPU or allocates: call it before or after the capture",
                        fn);
    return s;
}

/* A registered variant can only run a request of its own family on its own backend. */
/* A registry that could not read its tables (tests/test_api.c checks it reads them) fails every call. */
static cup_status registry_ok(cup_handle_t h, const char *fn)
{
    const char *broken = cup_registry_ready();
    return broken ? cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "%s: the registry: %s", fn, broken) : CUP_STATUS_SUCCESS;
}

cup_status cup_variant_for(cup_handle_t h, const char *fn, int index, const cup_family *family, const cup_variant **v)
{
    *v = NULL;
    const cup_status s = registry_ok(h, fn);
    if (s != CUP_STATUS_SUCCESS) return s;
    *v = cup_variant_at(index);
    if (!*v) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: no variant %d", fn, index);
    if ((*v)->info.backend != h->backend || (*v)->info.family_id != (int)family->id) {
        const cup_variant *w = *v;
        *v = NULL;
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: variant %s/%s is not a %s %s variant", fn, w->info.family,
                        w->info.name, cup_backend_name(h->backend), cup_family_name(family->id));
    }
    return CUP_STATUS_SUCCESS;
}

cup_status cup_state_op_enter(cup_handle_t h, const char *fn, const cup_op_protocol *p, int variant, int op,
                              int state_given, const cup_state_owner *owner, const cup_variant **v, int *nothing)
{
    *nothing = 0;
    /* every op but the timed one waits for the GPU or allocates: refused during a graph capture */
    cup_status s = op == p->run ? cup_enter(h, fn) : cup_enter_waiting(h, fn);
    if (s == CUP_STATUS_SUCCESS) s = cup_variant_for(h, fn, variant, p->family, v);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (op < 0 || op >= p->count) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown op %d", fn, op);
    const char *name = p->names[op];
    if (!state_given) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: state is NULL", fn, name);
    if (op == p->prepare) {
        if (owner)
            return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: *state already holds a prepared run (release it first)",
                            fn, name);
    } else if (!owner) {
        if (op == p->release) return *nothing = 1, CUP_STATUS_SUCCESS;
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: *state is NULL (prepare first)", fn, name);
    } else if (owner->h != h || owner->variant != variant) {
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s %s: *state was prepared by %s", fn, name,
                        owner->h != h ? "another handle" : "another variant");
    }
    return CUP_STATUS_SUCCESS;
}

cup_status cup_best_for(cup_handle_t h, const char *fn, const cup_family *family, const cup_variant **v)
{
    *v = NULL;
    const cup_status s = registry_ok(h, fn);
    if (s != CUP_STATUS_SUCCESS) return s;
    *v = cup_family_best(family, h->backend);
    return *v ? CUP_STATUS_SUCCESS
              : cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "%s: no best %s variant registered", fn,
                         cup_family_name(family->id));
}

cup_status cup_check_dtype(cup_handle_t h, const char *fn, const cup_variant *v, cup_dtype dtype)
{
    if ((unsigned)dtype >= CUP_DTYPE_COUNT)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: unknown dtype %d", fn, (int)dtype);
    if (!(v->info.dtypes & CUP_MASK(dtype)))
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "%s: variant %s does not take %s", fn, v->info.name,
                        cup_dtype_name(dtype));
    return CUP_STATUS_SUCCESS;
}

int cup_is_pow2(long long x) { return x > 0 && (x & (x - 1)) == 0; }

cup_status cup_check_block(cup_handle_t h, const char *fn, const cup_variant *v, int *block)
{
    if (*block == 0) *block = v->info.block_default;
    else if (v->info.block_max == 0)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: variant %s picks its own block size; pass 0, not %d", fn,
                        v->info.name, *block);
    else if (*block < v->info.block_min || *block > v->info.block_max || !cup_is_pow2(*block))
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: variant %s takes a power-of-two block from %d to %d, not %d",
                        fn, v->info.name, v->info.block_min, v->info.block_max, *block);
    return CUP_STATUS_SUCCESS;
}

cup_status cup_check_shape(cup_handle_t h, const char *fn, const cup_variant *v, int *bx, int *by)
{
    const int(*s)[2] = v->info.shapes;
    if (*bx == 0 && *by == 0) {
        if (s) *bx = s[0][0], *by = s[0][1];
        return CUP_STATUS_SUCCESS;
    }
    for (; s && (*s)[0]; s++)
        if ((*s)[0] == *bx && (*s)[1] == *by) return CUP_STATUS_SUCCESS;
    return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                    v->info.shapes ? "%s: variant %s does not take block %dx%d (see cuprim list)"
                                   : "%s: variant %s picks its own block shape, not %dx%d",
                    fn, v->info.name, *bx, *by);
}

cup_status cup_check_buffer(cup_handle_t h, const char *fn, const char *what, const void *p, size_t bytes,
                            size_t align)
{
    if (!p) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s is NULL", fn, what);
    if ((uintptr_t)p % align)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: %s is not aligned to its %zu-byte elements", fn, what,
                        align);
    return h->ops->check_ptr(h, p, bytes, what);
}

int cup_overlaps(const void *a, size_t abytes, const void *b, size_t bbytes)
{
    const uintptr_t a0 = (uintptr_t)a, b0 = (uintptr_t)b;
    return a0 < b0 + bbytes && b0 < a0 + abytes;
}
