/* The choices of count's and bitpack's `best` variants. */
#ifndef CUPRIM_FAMILY_COUNT_TUNING_H
#define CUPRIM_FAMILY_COUNT_TUNING_H

#include <stddef.h>

/* CUDA: 256 threads, each with this many 16-byte loads in flight per iteration of the
 * grid-stride loop, on a resident grid. Not yet a measured sweep: the shape reduce's best uses
 * for streaming reads at small sizes, which keeps 64 KiB in flight per SM at full occupancy. */
enum { CUP_COUNT_BEST_BLOCK = 256, CUP_COUNT_BEST_LOADS = 4 };

/* CPU: one thread below this many bytes of input, every core above. As for reduce, the estimate
 * that starting the worker threads costs more than reading 1 MiB on one core; the result does
 * not depend on the thread count, so the cut is free to move. */
#define CUP_COUNT_CPU_PARALLEL_BYTES ((size_t)1 << 20)

#endif
