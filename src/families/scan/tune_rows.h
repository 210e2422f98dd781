/* The sweep rows of scan's best, built with -DCUPRIM_TUNE=ON (rows.tune.cu; off by default, as
 * they only add compile time): the same kernel as best with other parameters, so that one bench
 * call on a device compares them with best. Each row was written as a change from best's values
 * of its day (2026-11-25: 256 x 16 tiles for both sizes, no first sleep, 6 blocks an SM for
 * 4-byte elements; tuning.h says what best is now), so a row's name says what it differs in
 * from those. Sums only, on the element size the row names (4: i32, u32, f32; 8: i64, u64,
 * f64), except CUP_SCAN_TUNE_OPS_ROWS (every op). A row whose tile is best's follows cuprim.h's
 * float order; the others are checked on exact data only.
 *
 * X(id, name, bytes, layout, threads, items, rows, first_ns, poll_ns, poll_max_ns, by_block,
 *   min_blocks): layout STRIPED (best's), BLOCKED or ASYNC (tile.cuh); a tile of threads x items; a
 *   look-back window of rows x 32 tiles, its sleeps (lookback.cuh's Lookback), tiles numbered by
 *   blockIdx.x rather than a ticket (by_block: CUB's way, not promised by CUDA), and the launch
 *   bounds' blocks per SM (min_blocks: caps the registers).
 * The names: layout letter and bytes, threads x items, the window in tiles; then -f first sleep
 * (ns), -p poll sleeps (ns), -blk, -m blocks per SM (the first rows leave out what was best's
 * then: no first sleep, 6 blocks for 4-byte 256 x 16 tiles, 4 for 8-byte), -ops every op. */
#ifndef CUPRIM_FAMILY_SCAN_TUNE_ROWS_H
#define CUPRIM_FAMILY_SCAN_TUNE_ROWS_H

#define CUP_SCAN_TUNE_ROWS(X)                                                                                         \
    X(s4_m4, "s4-256x16-w128-m4", 4, STRIPED, 256, 16, 4, 0, 32, 256, 0, 4)                                           \
    X(s4_m8, "s4-256x16-w128-m8", 4, STRIPED, 256, 16, 4, 0, 32, 256, 0, 8)                                           \
    X(s4_w32, "s4-256x16-w32", 4, STRIPED, 256, 16, 1, 0, 32, 256, 0, 6)                                              \
    X(s4_w64, "s4-256x16-w64", 4, STRIPED, 256, 16, 2, 0, 32, 256, 0, 6)                                              \
    X(s4_f600, "s4-256x16-w128-f600", 4, STRIPED, 256, 16, 4, 600, 32, 256, 0, 6)                                     \
    X(s4_f1200, "s4-256x16-w128-f1200", 4, STRIPED, 256, 16, 4, 1200, 32, 256, 0, 6)                                  \
    X(s4_p256, "s4-256x16-w128-p256", 4, STRIPED, 256, 16, 4, 0, 256, 1024, 0, 6)                                     \
    X(s4_blk, "s4-256x16-w128-blk", 4, STRIPED, 256, 16, 4, 0, 32, 256, 1, 6)                                         \
    X(s4_128x24, "s4-128x24-w128-m8", 4, STRIPED, 128, 24, 4, 0, 32, 256, 0, 8)                                       \
    X(s4_128x32, "s4-128x32-w128-m6", 4, STRIPED, 128, 32, 4, 0, 32, 256, 0, 6)                                       \
    X(s4_256x24, "s4-256x24-w128-m4", 4, STRIPED, 256, 24, 4, 0, 32, 256, 0, 4)                                       \
    X(s4_256x32, "s4-256x32-w128-m3", 4, STRIPED, 256, 32, 4, 0, 32, 256, 0, 3)                                       \
    X(s4_cub, "s4-128x24-w32-f1200-p640-blk-m8", 4, STRIPED, 128, 24, 1, 1200, 640, 640, 1, 8)                        \
    X(a4_m6, "a4-256x16-w128-m6", 4, ASYNC, 256, 16, 4, 0, 32, 256, 0, 6)                                            \
    X(a4_m8, "a4-256x16-w128-m8", 4, ASYNC, 256, 16, 4, 0, 32, 256, 0, 8)                                            \
    X(a4_256x24, "a4-256x24-w128-m6", 4, ASYNC, 256, 24, 4, 0, 32, 256, 0, 6)                                        \
    X(a4_256x32, "a4-256x32-w128-m6", 4, ASYNC, 256, 32, 4, 0, 32, 256, 0, 6)                                        \
    X(a4_128x32, "a4-128x32-w128-m12", 4, ASYNC, 128, 32, 4, 0, 32, 256, 0, 12)                                      \
    X(a4_f1200, "a4-256x24-w128-f1200-m6", 4, ASYNC, 256, 24, 4, 1200, 32, 256, 0, 6)                                \
    X(s4_f1200_blk, "s4-256x16-w128-f1200-blk", 4, STRIPED, 256, 16, 4, 1200, 32, 256, 1, 6)                          \
    X(s4_f2400, "s4-256x16-w128-f2400", 4, STRIPED, 256, 16, 4, 2400, 32, 256, 0, 6)                                  \
    X(s4_256x24_f, "s4-256x24-w128-f1200-m4", 4, STRIPED, 256, 24, 4, 1200, 32, 256, 0, 4)                            \
    X(s4_256x32_f, "s4-256x32-w128-f1200-m3", 4, STRIPED, 256, 32, 4, 1200, 32, 256, 0, 3)                            \
    X(s4_256x32_f4, "s4-256x32-w128-f1200-m4", 4, STRIPED, 256, 32, 4, 1200, 32, 256, 0, 4)                           \
    X(a4_256x24_f8, "a4-256x24-w128-f1200-m8", 4, ASYNC, 256, 24, 4, 1200, 32, 256, 0, 8)                             \
    X(a4_256x32_f, "a4-256x32-w128-f1200-m6", 4, ASYNC, 256, 32, 4, 1200, 32, 256, 0, 6)                              \
    X(a4_256x32_fb, "a4-256x32-w128-f1200-blk-m6", 4, ASYNC, 256, 32, 4, 1200, 32, 256, 1, 6)                         \
    X(a4_512x16_f, "a4-512x16-w128-f1200-m3", 4, ASYNC, 512, 16, 4, 1200, 32, 256, 0, 3)                              \
    X(a4_256x40_f, "a4-256x40-w128-f1200-m5", 4, ASYNC, 256, 40, 4, 1200, 32, 256, 0, 5)                              \
    X(s4_32_f600, "s4-256x32-w128-f600-m4", 4, STRIPED, 256, 32, 4, 600, 32, 256, 0, 4)                              \
    X(s4_32_f1800, "s4-256x32-w128-f1800-m4", 4, STRIPED, 256, 32, 4, 1800, 32, 256, 0, 4)                            \
    X(s4_32_m5, "s4-256x32-w128-f1200-m5", 4, STRIPED, 256, 32, 4, 1200, 32, 256, 0, 5)                               \
    X(s4_32_w64, "s4-256x32-w64-f1200-m4", 4, STRIPED, 256, 32, 2, 1200, 32, 256, 0, 4)                               \
    X(s4_32_p64, "s4-256x32-w128-f1200-p64-m4", 4, STRIPED, 256, 32, 4, 1200, 64, 512, 0, 4)                          \
    X(s4_128x32_f8, "s4-128x32-w128-f1200-m8", 4, STRIPED, 128, 32, 4, 1200, 32, 256, 0, 8)                           \
    X(s4_512x16_f2, "s4-512x16-w128-f1200-m2", 4, STRIPED, 512, 16, 4, 1200, 32, 256, 0, 2)                           \
    X(s4_256x40_f3, "s4-256x40-w128-f1200-m3", 4, STRIPED, 256, 40, 4, 1200, 32, 256, 0, 3)                           \
    X(s8_m5, "s8-256x8-w128-m5", 8, STRIPED, 256, 8, 4, 0, 32, 256, 0, 5)                                             \
    X(s8_m6, "s8-256x8-w128-m6", 8, STRIPED, 256, 8, 4, 0, 32, 256, 0, 6)                                             \
    X(s8_f1200, "s8-256x8-w128-f1200", 8, STRIPED, 256, 8, 4, 1200, 32, 256, 0, 4)                                    \
    X(s8_blk, "s8-256x8-w128-blk", 8, STRIPED, 256, 8, 4, 0, 32, 256, 1, 4)                                           \
    X(s8_128x16, "s8-128x16-w128-m8", 8, STRIPED, 128, 16, 4, 0, 32, 256, 0, 8)                                       \
    X(s8_256x16, "s8-256x16-w128-m4", 8, STRIPED, 256, 16, 4, 0, 32, 256, 0, 4)                                       \
    X(s8_224x24, "s8-224x24-w128-m2", 8, STRIPED, 224, 24, 4, 0, 32, 256, 0, 2)                                       \
    X(a8_m6, "a8-256x8-w128-m6", 8, ASYNC, 256, 8, 4, 0, 32, 256, 0, 6)                                              \
    X(a8_256x12, "a8-256x12-w128-m6", 8, ASYNC, 256, 12, 4, 0, 32, 256, 0, 6)                                        \
    X(a8_256x16, "a8-256x16-w128-m6", 8, ASYNC, 256, 16, 4, 0, 32, 256, 0, 6)                                        \
    X(a8_f1200, "a8-256x16-w128-f1200-m6", 8, ASYNC, 256, 16, 4, 1200, 32, 256, 0, 6)                                \
    X(s8_cub, "s8-224x24-w32-f1200-p640-blk-m2", 8, STRIPED, 224, 24, 1, 1200, 640, 640, 1, 2)

/* Rows that run every op (SUM, MIN, MAX; the same X): the launch bounds of MIN/MAX, whose
 * NaN-skipping combine takes more registers than a sum (tuning.h). */
#define CUP_SCAN_TUNE_OPS_ROWS(X)                                                                                     \
    X(o4_16_m6, "s4-256x16-w128-f1200-m6-ops", 4, STRIPED, 256, 16, 4, 1200, 32, 256, 0, 6)                           \
    X(o4_32_m3, "s4-256x32-w128-f1200-m3-ops", 4, STRIPED, 256, 32, 4, 1200, 32, 256, 0, 3)                           \
    X(o4_32_m4, "s4-256x32-w128-f1200-m4-ops", 4, STRIPED, 256, 32, 4, 1200, 32, 256, 0, 4)                           \
    X(o4_32_m5, "s4-256x32-w128-f1200-m5-ops", 4, STRIPED, 256, 32, 4, 1200, 32, 256, 0, 5)                           \
    X(o8_16_m3, "s8-256x16-w128-f1200-m3-ops", 8, STRIPED, 256, 16, 4, 1200, 32, 256, 0, 3)                           \
    X(o8_16_m4, "s8-256x16-w128-f1200-m4-ops", 8, STRIPED, 256, 16, 4, 1200, 32, 256, 0, 4)

/* Rows of best's kernel and look-back (tuning.h's tile, window, sleeps and launch bounds for sums)
 * whose first sleep starts at another grid size than lookback.cuh's FIRST_GRID of 1024 tiles:
 * the scans of one wave of tiles or two, below CUB in the sweep of 2026-11-29 (tuning.h). Every
 * op. X(id, name, bytes, threads, items, min_blocks, first_grid). */
#define CUP_SCAN_TUNE_GRID_ROWS(X)                                                                                    \
    X(g4_1, "s4-256x32-w128-f1200-m5-g1", 4, 256, 32, 5, 1)                                                           \
    X(g4_256, "s4-256x32-w128-f1200-m5-g256", 4, 256, 32, 5, 256)                                                     \
    X(g4_512, "s4-256x32-w128-f1200-m5-g512", 4, 256, 32, 5, 512)                                                     \
    X(g8_256, "s8-256x16-w128-f1200-m4-g256", 8, 256, 16, 4, 256)                                                     \
    X(g8_512, "s8-256x16-w128-f1200-m4-g512", 8, 256, 16, 4, 512)

#endif
