/* CPU backend internals shared by its family files. */
#ifndef CUPRIM_CPU_H
#define CUPRIM_CPU_H

#include "core/internal.h"

enum { CUP_CPU_MAX_THREADS = 256 }; /* CUPRIM_CPU_THREADS takes 1 to this (cuprim.h) */

typedef struct cup_cpu_state {
    int threads; /* workers for parallel variants; CUPRIM_CPU_THREADS overrides the core count */
    uint64_t *flush; /* read between timed runs to evict the caches */
    size_t flush_bytes;
} cup_cpu_state;

static inline int cup_cpu_threads(cup_handle_t h) { return ((cup_cpu_state *)h->state)->threads; }

/* Run fn(args, lo, hi) over [0, units) split into one contiguous run per thread (never more
 * threads than units): the shape of every variant whose workers write disjoint ranges. */
void cup_cpu_parallel_range(int threads, size_t units, void (*fn)(const void *args, size_t lo, size_t hi),
                            const void *args);

#endif
