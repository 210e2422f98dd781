/* The lab's view of the one list: each family's lab_family (defined in its lab.c), in the order
 * of families.def, and the default suite made of each family's part. */
#include "lab.h"

#include <stdio.h>
#include <string.h>

#define CUP_FAMILY(id, name, kind) const char lab_name_##id[] = name;
#include "core/families.def"
#undef CUP_FAMILY

/* The lab demonstrations are built into the lab, not into libcuprim: their family objects (each
 * defined in its folder's api.c) go to the registry as the lab is loaded, before main and so
 * before the registry's first use. */
struct cup_family;
#define CUP_DEMO_DEMO(id) extern const struct cup_family cup_family_##id;
#define CUP_DEMO_PRIMITIVE(id)
#define CUP_FAMILY(id, name, kind) CUP_DEMO_##kind(id)
#include "core/families.def"
#undef CUP_FAMILY
#undef CUP_DEMO_DEMO
#define CUP_DEMO_DEMO(id) [CUP_FAM_##id] = &cup_family_##id,
#define CUP_FAMILY(id, name, kind) CUP_DEMO_##kind(id)
static const struct cup_family *const demos[CUP_FAM_COUNT] = {
#include "core/families.def"
};
#undef CUP_FAMILY
#undef CUP_DEMO_DEMO
#undef CUP_DEMO_PRIMITIVE

void cup_registry_add_demos(const struct cup_family *const *families);
__attribute__((constructor)) static void lab_demos_to_registry(void) { cup_registry_add_demos(demos); }

const lab_family *const lab_families[] = {
#define CUP_FAMILY(id, name, kind) &lab_family_##id,
#include "core/families.def"
#undef CUP_FAMILY
};
const int lab_family_count = sizeof lab_families / sizeof lab_families[0];

const lab_family *lab_family_find(const char *name)
{
    for (int f = 0; name && f < lab_family_count; f++)
        if (strcmp(lab_families[f]->name, name) == 0) return lab_families[f];
    return NULL;
}

int lab_is_of(const cup_variant_info *v, const lab_family *family) { return v->family_id == (int)family->id; }

int lab_next_variant(cup_handle_t h, const lab_family *family, int after)
{
    for (int i = after + 1, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend == cup_get_backend(h) && lab_is_of(v, family)) return i;
    }
    return -1;
}

int lab_find(cup_handle_t h, const lab_family *family, const char *name)
{
    return cup_variant_find(h, family->name, name);
}

int lab_other_variant(cup_handle_t h, const lab_family *family)
{
    for (int i = 0, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend == cup_get_backend(h) && !lab_is_of(v, family)) return i;
    }
    return -1;
}

/* Is `name` one of the names in `only`? (NULL or empty: every name is) */
static int listed(const char *only, const char *name)
{
    if (!only || !only[strspn(only, ", ")]) return 1;
    const size_t len = strlen(name);
    for (const char *p = only; *p;) {
        p += strspn(p, ", ");
        const size_t word = strcspn(p, ", ");
        if (word == len && strncmp(p, name, len) == 0) return 1;
        p += word;
    }
    return 0;
}

void lab_suite_only(const char *only)
{
    if (!only) return;
    for (const char *p = only; *(p += strspn(p, ", "));) {
        const size_t word = strcspn(p, ", ");
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)(word < sizeof name ? word : sizeof name - 1), p);
        const lab_family *f = lab_family_find(name);
        if (!f || !f->suite) lab_usage("CUPRIM_SUITE: '%s' is not a family with a part in the default suite", name);
        p += word;
    }
}

int lab_bench_default(lab_bench *b, const char *only)
{
    int failures = 0;
    for (int f = 0; f < lab_family_count; f++) {
        if (!lab_families[f]->suite || !listed(only, lab_families[f]->name)) continue;
        const int r = lab_families[f]->suite(b);
        if (r < 0) return -1;
        failures += r;
    }
    return failures;
}
