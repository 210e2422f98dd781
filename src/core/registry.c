/* The registry: every family's variant tables, in the order of families.def, CPU tables first.
 * A variant's index is its position in that order; `cuprim list` prints it. */
#include "internal.h"

#include <string.h>

#define CUP_FAMILY(id, name) extern const cup_family cup_family_##id;
#include "families.def"
#undef CUP_FAMILY

static const cup_family *const families[] = {
#define CUP_FAMILY(id, name) &cup_family_##id,
#include "families.def"
#undef CUP_FAMILY
};
enum { FAMILY_COUNT = sizeof families / sizeof families[0] };

static const cup_variant_table *table_of(const cup_family *f, int backend_pass)
{
    return backend_pass == 0 ? f->cpu : f->cuda;
}

const cup_variant *cup_variant_at(int index)
{
    if (index < 0) return NULL;
    for (int pass = 0; pass < 2; pass++)
        for (int f = 0; f < FAMILY_COUNT; f++) {
            const cup_variant_table *t = table_of(families[f], pass);
            if (!t) continue;
            if (index < t->count) return &t->rows[index];
            index -= t->count;
        }
    return NULL;
}

const cup_variant *cup_variant_named(cup_backend backend, const char *family, const char *name)
{
    for (int f = 0; f < FAMILY_COUNT; f++) {
        if (strcmp(families[f]->name, family) != 0) continue;
        const cup_variant_table *t = table_of(families[f], backend == CUP_BACKEND_CUDA);
        for (int i = 0; t && i < t->count; i++)
            if (strcmp(t->rows[i].info.name, name) == 0) return &t->rows[i];
        return NULL;
    }
    return NULL;
}

int cup_variant_count(void)
{
    int n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int f = 0; f < FAMILY_COUNT; f++) n += table_of(families[f], pass) ? table_of(families[f], pass)->count : 0;
    return n;
}

const cup_variant_info *cup_variant_get(int index)
{
    const cup_variant *v = cup_variant_at(index);
    return v ? &v->info : NULL;
}

int cup_variant_find(cup_handle_t h, const char *family, const char *name)
{
    if (!family || !name || !cup_handle_live(h)) return -1;
    const cup_backend backend = h->backend;
    for (int i = 0, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend == backend && strcmp(v->family, family) == 0 && strcmp(v->name, name) == 0) return i;
    }
    return -1;
}
