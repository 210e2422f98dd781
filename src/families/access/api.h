/* The access demonstrations, for the lab: misaligned, unrolled, cached and uncached, AoS and
 * SoA global-memory access on the vector add. */
#ifndef CUPRIM_ACCESS_API_H
#define CUPRIM_ACCESS_API_H

#include "cuprim_lab.h"

#ifdef __cplusplus
extern "C" {
#endif

/* c[i + wo] = a[i + ro] + b[i + ro] for i in [0, n), float. "offset-write" writes at the
 * offset (wo = offset, ro = 0); every other variant reads at it (ro = offset, wo = 0). a and b
 * hold n + ro elements, c holds n + wo; c may not overlap a or b (a and b may be the same
 * array). "aos" and "soa" take offset 0 and an even n: the same sum over n / 2 structs {x, y},
 * stored as an array of structs and as two arrays. block: a power of two, 64..1024 (0 = 512).
 * CUDA only. */
cup_status cup_access_variant(cup_handle_t h, int variant, int block, size_t offset, const float *a, const float *b,
                              float *c, size_t n);

#ifdef __cplusplus
}
#endif

#endif
