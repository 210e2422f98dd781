/* The sweep rows of select's best, built with -DCUPRIM_TUNE=ON (select/cuda.cu includes this
 * then; off by default, as they only add compile time): best's kernel with other parameters,
 * most rows one change from best's own, u32 with CUP_CMP_LT only (what `cuprim bench select`
 * runs), select and partition alike.
 *
 * X(id, name, threads, rounds, staged, rows, first_ns, poll_ns, poll_max_ns, by_block, min_blocks,
 *   count_first):
 *   a tile of threads x rounds 16-byte vectors (4 elements each); staged, the kept elements
 *   through shared memory (best's) or straight from registers (0); a look-back window of rows x
 *   32 tiles and its sleeps, tiles numbered by blockIdx.x rather than a ticket (by_block), the
 *   launch bounds' blocks per SM (scan/tune_rows.h says more); count_first, a partition counts
 *   its kept elements first (count's best) and writes the others in place, no reversal.
 * The names: threads x rounds ("r"), the window in tiles; then what differs from best's:
 *   -direct, -f first sleep (ns), -p poll sleeps (ns), -blk, -cf count first, -m blocks per SM (other tiles name
 *   theirs: about the registers they need unbounded, without spills at sm_90). */
#ifndef CUPRIM_FAMILY_SELECT_TUNE_ROWS_H
#define CUPRIM_FAMILY_SELECT_TUNE_ROWS_H

#define CUP_SELECT_TUNE_ROWS(X)                                                                                       \
    X(m1, "u4-256x8r-w128-m1", 256, 8, 1, 4, 0, 32, 256, 0, 1, 0)                                                    \
    X(m3, "u4-256x8r-w128-m3", 256, 8, 1, 4, 0, 32, 256, 0, 3, 0)                                                    \
    X(r4, "u4-256x4r-w128-m4", 256, 4, 1, 4, 0, 32, 256, 0, 4, 0)                                                    \
    X(t128, "u4-128x8r-w128-m6", 128, 8, 1, 4, 0, 32, 256, 0, 6, 0)                                                  \
    X(t384, "u4-384x4r-w128-m3", 384, 4, 1, 4, 0, 32, 256, 0, 3, 0)                                                  \
    X(direct, "u4-256x8r-w128-direct-m2", 256, 8, 0, 4, 0, 32, 256, 0, 2, 0)                                         \
    X(w32, "u4-256x8r-w32", 256, 8, 1, 1, 0, 32, 256, 0, 4, 0)                                                       \
    X(f1200, "u4-256x8r-w128-f1200", 256, 8, 1, 4, 1200, 32, 256, 0, 4, 0)                                           \
    X(p256, "u4-256x8r-w128-p256", 256, 8, 1, 4, 0, 256, 1024, 0, 4, 0)                                              \
    X(blk, "u4-256x8r-w128-blk", 256, 8, 1, 4, 0, 32, 256, 1, 4, 0)                                                  \
    X(fblk, "u4-256x8r-w128-f1200-blk", 256, 8, 1, 4, 1200, 32, 256, 1, 4, 0)                                       \
    X(cf, "u4-256x8r-w128-cf", 256, 8, 1, 4, 0, 32, 256, 0, 4, 1)                                                    \
    X(cub, "u4-384x4r-w32-f1150-p76-blk-m3", 384, 4, 1, 1, 1150, 76, 76, 1, 3, 0)                                    \
    X(cubcf, "u4-384x4r-w32-f1150-p76-blk-m3-cf", 384, 4, 1, 1, 1150, 76, 76, 1, 3, 1)

#endif
