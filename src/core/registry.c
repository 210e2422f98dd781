/* The registry: every family's variant tables, in the order of families.def, CPU tables first.
 * A variant's index is its position in that order; `cuprim list` prints it. The production
 * primitives are the library's own; the lab demonstrations are built into the lab, which hands
 * them over as it is loaded (cup_registry_add_demos): a program on libcuprim alone sees the
 * primitives only. The tables are read
 * once, on first use, into one flat array: each row gets its family's name and identity there
 * (rows do not repeat them), and each family's `best` per backend is found then, so that an
 * index, a family check or a production call's variant is a lookup, never a walk over names. */
#include "internal.h"

#include <pthread.h>
#include <string.h>

#define CUP_FAMILY(id, name, kind) name,
static const char *const family_names[CUP_FAM_COUNT] = {
#include "families.def"
};
#undef CUP_FAMILY

#define CUP_OBJECT_PRIMITIVE(id) &cup_family_##id
#define CUP_OBJECT_DEMO(id) NULL
#define CUP_FAMILY(id, name, kind) CUP_OBJECT_##kind(id),
static const cup_family *const built_in[CUP_FAM_COUNT] = {
#include "families.def"
};
#undef CUP_FAMILY

enum { MAX_VARIANTS = 1024 };

static struct {
    cup_variant rows[MAX_VARIANTS];
    int count;
    int first[2][CUP_FAM_COUNT], rows_of[2][CUP_FAM_COUNT]; /* [CPU 0 / CUDA 1][family] */
    const cup_variant *best[2][CUP_FAM_COUNT];
    const char *broken; /* why the tables could not be read (cup_create then refuses) */
} reg;
static pthread_once_t reg_once = PTHREAD_ONCE_INIT;

/* the lab's demonstrations, where the lab is linked in */
static const cup_family *const *demos;

static int built; /* reg_build has run */

void cup_registry_add_demos(const cup_family *const *families)
{
    if (built) reg.broken = "the lab's demonstrations came after the registry's first use";
    demos = families;
}


static const cup_variant_table *table_of(const cup_family *f, int cuda) { return cuda ? f->cuda : f->cpu; }

static void reg_build(void)
{
    const cup_family *families[CUP_FAM_COUNT];
    for (int f = 0; f < CUP_FAM_COUNT; f++)
        families[f] = built_in[f] ? built_in[f] : demos ? demos[f] : NULL;
    for (int pass = 0; pass < 2; pass++)
        for (int f = 0; f < CUP_FAM_COUNT; f++) {
            const cup_variant_table *t = families[f] ? table_of(families[f], pass) : NULL;
            if (families[f] && families[f]->id != (cup_family_id)f) reg.broken = "a family object's identity is not its line";
            if (t && reg.count + t->count > MAX_VARIANTS) reg.broken = "more variants than the registry holds", t = NULL;
            reg.first[pass][f] = reg.count;
            for (int i = 0; t && i < t->count; i++) {
                cup_variant *v = &reg.rows[reg.count++];
                *v = t->rows[i];
                v->info.family = family_names[f], v->info.family_id = f;
                if (strcmp(v->info.name, "best") == 0) reg.best[pass][f] = v;
            }
            reg.rows_of[pass][f] = reg.count - reg.first[pass][f];
        }
    built = 1;
}

const char *cup_registry_ready(void)
{
    pthread_once(&reg_once, reg_build);
    return reg.broken;
}

const char *cup_family_name(cup_family_id f) { return (unsigned)f < CUP_FAM_COUNT ? family_names[f] : NULL; }

const cup_variant *cup_variant_at(int index)
{
    cup_registry_ready();
    return index >= 0 && index < reg.count ? &reg.rows[index] : NULL;
}

const cup_variant *cup_family_best(const cup_family *f, cup_backend backend)
{
    cup_registry_ready();
    return reg.best[backend == CUP_BACKEND_CUDA][f->id];
}

int cup_variant_count(void)
{
    cup_registry_ready();
    return reg.count;
}

const cup_variant_info *cup_variant_get(int index)
{
    const cup_variant *v = cup_variant_at(index);
    return v ? &v->info : NULL;
}

int cup_variant_find(cup_handle_t h, const char *family, const char *name)
{
    if (!family || !name || !cup_handle_live(h)) return -1;
    const int f = cup_lookup_name(family, family_names, CUP_FAM_COUNT), pass = h->backend == CUP_BACKEND_CUDA;
    cup_registry_ready();
    for (int i = f < 0 ? 0 : reg.first[pass][f], end = f < 0 ? 0 : i + reg.rows_of[pass][f]; i < end; i++)
        if (strcmp(reg.rows[i].info.name, name) == 0) return i;
    return -1;
}
