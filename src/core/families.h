/* The families' identities: one enumerator per line of families.def, in its order (the order of
 * `cuprim list`, of `cuprim check` and of the default suite). The library and the lab both name a
 * family by its identity; its name string is for printing and parsing only. */
#ifndef CUPRIM_FAMILIES_H
#define CUPRIM_FAMILIES_H

typedef enum cup_family_id {
#define CUP_FAMILY(id, name, kind) CUP_FAM_##id,
#include "families.def"
#undef CUP_FAMILY
    CUP_FAM_COUNT
} cup_family_id;

#endif
