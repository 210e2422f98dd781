/* Atomics on the CPU: the model of api.h applied to the updates one after another, in order.
 * One thread makes every update atomic trivially; it is the reference order the GPU's results
 * are checked against (their finals, where the order does not matter), and lets the family run
 * where there is no GPU. */
#include "backend/cpu/cpu.h"
#include "families/atomics/atomics.h"
#include "families/atomics/model.h"

static cup_status run_model(cup_handle_t h, const void *args)
{
    const cup_atomics_args *a = args;
    const cup_atomics_request *r = &a->r;
    (void)h;
    const cup_atom uniform = cup_atom_load(a->uniform, 0, a->size), none = {{0, 0}};
    for (size_t j = 0, next = 0; j < r->n; j++, next = next + 1 == r->addresses ? 0 : next + 1) {
        const size_t at = r->scatter ? cup_atomics_scatter(j, r->addresses) : next;
        const cup_atom old = cup_atom_load(r->addr, at, a->size);
        const cup_atom v = r->vals ? cup_atom_load(r->vals, j, a->size) : uniform;
        const cup_atom c = r->cmps ? cup_atom_load(r->cmps, j, a->size) : none;
        cup_atom_store(r->addr, at, a->size, cup_atom_apply(r->fn, r->type, old, v, c));
        if (r->olds) cup_atom_store(r->olds, j, a->size, old);
    }
    return CUP_STATUS_SUCCESS;
}

static const cup_variant variants[] = {
    {.info = CUP_ATOMICS_INFO(CUP_BACKEND_CPU, "model", "one thread applies the updates in order through the model",
                              "the documented semantics of every atomic function, as the reference",
                              CUP_ATOMICS_ANY, 0, 0, 0),
     .run = run_model},
};
const cup_variant_table cup_atomics_cpu = CUP_TABLE(variants);
