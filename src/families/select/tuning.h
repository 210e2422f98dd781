/* The choices of select's `best`. Not yet measured: starting points to be swept on the H100, and
 * their numbers written here. */
#ifndef CUPRIM_FAMILY_SELECT_TUNING_H
#define CUPRIM_FAMILY_SELECT_TUNING_H

#include <stddef.h>

/* CUDA best: 256 threads; each lane loads ROUNDS 16-byte vectors, one per round of its warp (a
 * round is 512 contiguous bytes of the warp's chunk), so a tile is 256 x ROUNDS x 16 bytes. The
 * kept elements are staged in shared memory and written out contiguously. The H100 runs so far
 * (4 and 8 rounds: about 37 and 40 tiles/us whatever was kept, 1305 GB/s at 0% u32 2^28 against
 * CUB's 2218) ran with each round's load issued only after the previous round's ballots, which
 * wait for its data: a memory latency per round (seen in the sm_90 SASS; now all loads go first).
 * CUB's u32 tile for sm_90 is 384 x 17 elements (25.5 KiB). Not yet measured since. */
enum { CUP_SELECT_BEST_THREADS = 256, CUP_SELECT_BEST_ROUNDS = 8 };

/* The look-back's window: ROWS x 32 tiles' counts read at once (scan's lookback.cuh and
 * tuning.h say why; the ladder's lookback row reads 32). */
enum { CUP_SELECT_BEST_LOOKBACK_ROWS = 4 };

/* The look-back's sleeps and the launch bounds' blocks per SM, as scan's tuning.h has them (its
 * comment says what each is). sm_90 builds of the u32 kernel: 72-89 registers with no bounds,
 * 100-109 with loads before ballots and bounds of 1 block (2 blocks of 256 an SM), 80 at 3
 * blocks, 64 at 4 (128 KiB of tiles an SM), all without spills; the 8-byte kernels spill 4-16
 * bytes at 4 blocks, none at 3. The CUPRIM_TUNE rows (select/tune_rows.h) sweep them. H100,
 * u32 at 2^28, 0 kept, the rows of commit 91a5e30 beside CUB in one run
 * (bench/results/h100/tuning/2026-11-25-91a5e30-scan-select.txt): select best 514 us, with a
 * first sleep of 1200 ns 467, CUB 483; partition 1785, 1743 and 958. */
enum {
    CUP_SELECT_BEST_FIRST_NS = 1200,
    CUP_SELECT_BEST_POLL_NS = 32,
    CUP_SELECT_BEST_POLL_MAX_NS = 256,
    CUP_SELECT_BEST_MIN_BLOCKS_4 = 4,
    CUP_SELECT_BEST_MIN_BLOCKS_8 = 3,
};

/* A partition's others: 0, written from the end of out backwards, then reversed in place once
 * the kept count is known (2n elements moved plus twice the others: 4n at 0% kept, 2n at 100%);
 * 1, the kept count first (count's best: n more read), then each other written at its place
 * (3n at any fraction). CUB's partition moves 2n, its others left reversed. Not yet measured:
 * the CUPRIM_TUNE rows ending -cf count first. */
enum { CUP_SELECT_BEST_COUNT_FIRST = 0 };

/* The ladder (three-pass, lookback): one element per lane per round, this many rounds. */
enum { CUP_SELECT_LADDER_ROUNDS = 8 };

/* CPU: one thread below this many bytes of input, every core above (as count's cut). */
#define CUP_SELECT_CPU_PARALLEL_BYTES ((size_t)1 << 20)

#endif
