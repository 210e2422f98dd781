/* The choices of select's `best`. Not yet measured: starting points to be swept on the H100, and
 * their numbers written here. */
#ifndef CUPRIM_FAMILY_SELECT_TUNING_H
#define CUPRIM_FAMILY_SELECT_TUNING_H

#include <stddef.h>

/* CUDA best: 256 threads; each lane loads ROUNDS 16-byte vectors, one per round of its warp (a
 * round is 512 contiguous bytes of the warp's chunk), so a tile is 256 x ROUNDS x 16 bytes. The
 * kept elements are staged in shared memory and written out contiguously. The shape of scan's
 * best (64 bytes in flight per thread). */
enum { CUP_SELECT_BEST_THREADS = 256, CUP_SELECT_BEST_ROUNDS = 4 };

/* The ladder (three-pass, lookback): one element per lane per round, this many rounds. */
enum { CUP_SELECT_LADDER_ROUNDS = 8 };

/* CPU: one thread below this many bytes of input, every core above (as count's cut). */
#define CUP_SELECT_CPU_PARALLEL_BYTES ((size_t)1 << 20)

#endif
