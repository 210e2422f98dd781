/* The lab's view of the one list: each family's lab_family (defined in its lab.c), in the order
 * of families.def, and the default suite made of each family's part. */
#include "lab.h"

#include <string.h>

#define CUP_FAMILY(id, name) extern const lab_family lab_family_##id;
#include "core/families.def"
#undef CUP_FAMILY

const lab_family *const lab_families[] = {
#define CUP_FAMILY(id, name) &lab_family_##id,
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

int lab_bench_default(lab_bench *b)
{
    int failures = 0;
    for (int f = 0; f < lab_family_count; f++) {
        if (!lab_families[f]->suite) continue;
        const int r = lab_families[f]->suite(b);
        if (r < 0) return -1;
        failures += r;
    }
    return failures;
}
