/* The choices of scan's `best`, each with the measurements that chose it (H100 and H200 tuning
 * files under bench/results/). */
#ifndef CUPRIM_FAMILY_SCAN_TUNING_H
#define CUPRIM_FAMILY_SCAN_TUNING_H

#include "cuprim.h"

#include <stddef.h>

/* The tile of best, by dtype: THREADS threads of ITEMS items each, loaded as 16-byte vectors
 * (ITEMS x the element size a multiple of 16). The float tiles are part of cup_scan's contract:
 * the association order of f32 and f64 sums (cuprim.h) is made of them, and the CPU backend
 * follows the same ones, so changing them changes the bits of float sums (and cuprim.h's text).
 * Integer SUM runs signed dtypes on the unsigned kernel of the same width (wrapping sums are
 * the same bits), so i32 and i64 sums take the u32 and u64 tiles.
 * 128 bytes a thread, 32 KiB a tile, for both element sizes. H100, 2^28 (tuning/
 * 2026-11-25-91a5e30-scan-select.txt), without the first sleep: of the i32 rows 128 x 24,
 * 128 x 32, 256 x 24 and 256 x 32 none beat 256 x 16 by more than the noise; for f64 256 x 16
 * (1566 us) beat 256 x 8 (1883). H200, with the first sleep (h200/tuning/
 * 2026-11-29-scan-4byte.txt, one run each, CUB beside): i32 at 2^28 256 x 16 (6 blocks an SM)
 * 736 us, 256 x 32 at 4 blocks 679, at 5 blocks 650, CUB 683; f32 734, 674, 646, CUB 678; i32 at
 * 2^30 2929, 2690, 2575, CUB 2714; u32 at 2^25 102.0, 96.2, 95.2, CUB 94.5; i32 at 3300007
 * 20.0, 16.5, 17.0, CUB 15.3; i32 at 2^20 11.2, 10.0, 9.5, CUB 11.1. So 4-byte tiles are
 * 256 x 32 (the float order of f32 sums with them), at 5 blocks an SM (below). Not measured on
 * an H100 since (no H100 was lent). */
enum {
    CUP_SCAN_BEST_THREADS = 256,
    CUP_SCAN_BEST_ITEMS_4 = 32, /* i32, u32, f32 */
    CUP_SCAN_BEST_ITEMS_8 = 16, /* i64, u64, f64 */
};

/* best's loads and stores (tile.cuh's layouts; the bits are the same either way): 0, each
 * thread's own 16-byte vectors (lanes 128 bytes apart); 1, warp-striped 16-byte vectors
 * swapped through shared memory. The ladder's `blocked` row runs the first. H100, i32 at 2^28:
 * blocked 1387 us, striped (best) 1014 (tuning/2026-11-25-91a5e30-scan-select.txt). Chosen
 * first by estimate: a blocked load of a warp asks for 32 sectors and uses half of each (the
 * next load asks for the same sectors again while the first is in flight), a striped one asks
 * for 16 whole sectors; CUB transposes through shared memory too; and the striped items wait
 * for the look-back in shared memory rather than registers (first build for sm_90: f32 and i32
 * best 54-56 registers a thread blocked, fewer striped, so more blocks per SM). If the H100
 * finds blocked faster, set 0 and the `blocked` row becomes a `striped` row. */
enum { CUP_SCAN_BEST_STRIPED = 1 };

/* best's look-back reads windows of ROWS x 32 tiles' states at once (lookback.cuh). A window
 * of 32 (ROWS = 1, the ladder's lookback row and CUB's) caps the tiles started per microsecond
 * near 32 per L2 round trip; the first H100 run found best at about 37 tiles/us, 41% of the copy
 * bandwidth, whatever it wrote (scan and select alike). 4 rows lift that cap fourfold, past the
 * ~90 tiles/us that 0.95 of the copy bandwidth takes with 16 KiB tiles. H100, i32 at 2^28 on
 * 256 x 16 tiles (tuning/2026-11-25-91a5e30-scan-select.txt): 32 tiles 1080 us, 64 1016, 128
 * 1014. */
enum { CUP_SCAN_BEST_LOOKBACK_ROWS = 4 };

/* How best's look-back waits (lookback.cuh's Lookback): a sleep once between publishing A and
 * the first read (0: none; CUB sleeps 1.1-1.3 us there on sm_90, in grids of 500 tiles up), the
 * first sleep between reads of a window not yet settled and its cap (it doubles): as first
 * built. And the launch bounds' blocks per SM, which cap the registers. sm_90 builds of the
 * 256 x 16 tiles: with no bounds, the 4-byte kernels took 45 registers (5 blocks of 256 an SM)
 * and the 8-byte ones 63 (4 blocks); with bounds of 256 threads and 1 block, 53 and 52-56. The
 * 8-byte ones spill at 6 blocks (20-28 bytes), so they keep 4. The CUPRIM_TUNE rows
 * (scan/tune_rows.h) sweep all of these. H100, 2^28 elements, the CUPRIM_TUNE rows of commit
 * 91a5e30 beside CUB in one run (bench/results/h100/tuning/2026-11-25-91a5e30-scan-select.txt):
 * i32 best (256 x 16, 6 blocks) 1014 us, the same with a first sleep of 1200 ns 936 (600 ns:
 * 957), CUB 877; at 2^22 24.6, 23.3 and 20.5 us. f64: best (256 x 8) 1883 us, 256 x 8 with the
 * sleep 1853, 256 x 16 at 4 blocks 1566, CUB 1646. So the sleep is 1200 ns and 8-byte tiles are
 * 256 x 16 (the CPU backend follows the tiles).
 * The 4-byte tiles of 256 x 32, sums: 5 blocks give 48 registers (160 KiB of tiles an SM),
 * without spills where in and out are 16-byte aligned (the scalar striped kernels for the others
 * spill 8-16 bytes), 4 give 64, 3 give 78-80. H200 (h200/tuning/2026-11-29-scan-4byte.txt): 5
 * blocks beat 4 by 4% at 2^28 (650 against 679 us), 3 blocks took 717. MIN/MAX, whose
 * NaN-skipping combine needs more registers, spill 88-104 bytes at 5 blocks and 24-28 at 4;
 * run 3 of that file (u32 max at 2^28): 5 blocks 816 us, 4 blocks 702, 3 blocks 717, the old
 * 256 x 16 tiles at 6 blocks 743, CUB 682; f32 exclusive min 809, 700, 723, 744, CUB 668. So
 * MIN/MAX take 4 blocks. The sleeps swept again on 256 x 32 at 4 blocks: a first sleep of
 * 600 ns 692 us, 1200 679, 1800 677; polls from 64 ns 678; a window of 64 tiles 649 (as 5
 * blocks' 650, but 21.1 against 20.0 us at f32 2^22 and 10.7 against 10.0 at i32 2^20), so they
 * stay.
 * 8-byte MIN/MAX (h200/tuning/2026-11-29-scan-8byte-minmax.txt): i64 and u64 spill 76-80 bytes at
 * 4 blocks and none at 3 (80 registers); 3 blocks were faster: u64 max at 2^27 650 against 708 us
 * (CUB 626), u64 min at 2^24 91.9 against 99.3 (CUB 90.7), i64 exclusive min at 3496597 27.0
 * against 29.2 (CUB 23.5); f64 MAX, which spills at neither, 607 at both (CUB 622). Again in
 * h200/tuning/2026-11-29-scan-first-grid.txt: u64 exclusive min at 3496597 27.0 against 29.3, i64
 * max at 6000011 39.1 against 43.0 (CUB 23.5 and 34.4). So 64-bit integer MIN/MAX take 3 blocks;
 * 8-byte sums and f64 MIN/MAX keep 4.
 * The first sleep only in grids of FIRST_GRID tiles and more (lookback.cuh): in a small grid the
 * 1.2 us it adds to each tile's wait cost more than the reads it saves. H200, the GRID
 * rows of tune_rows.h beside best (FIRST_GRID 1024) and CUB, one run each
 * (h200/tuning/2026-11-29-scan-first-grid.txt), i32 inclusive sum, us: n = 1500007 (184 tiles):
 * 1024 11.90, 1 12.67, 256 11.86, 512 12.42, CUB 12.22; 2 x 10^6 (245 tiles) 12.83, 13.36, 12.80,
 * 13.50, CUB 13.28; 3000017 16.03, 16.18, 15.65, 16.51, CUB 15.26; 5 x 10^6 22.54, 21.71, 21.70,
 * 21.86, CUB 20.26; 7 x 10^6 28.75, 27.01, 27.14, 27.12, CUB 24.29; 8 x 10^6 31.09, 29.18, 29.33,
 * 29.34, CUB 26.34; from 9 x 10^6 (1099 tiles) up all within 1% of each other. f64 sums (256 x 16
 * tiles): 256 and 512 within 2% of 1024 from 10^6 to 6 x 10^6. So the first sleep starts at 256
 * tiles (from 2.1 x 10^6 4-byte elements, 1.05 x 10^6 8-byte ones). What remains below CUB at
 * 3-9 x 10^6 (about 0.90x) is not the sleep. */
enum {
    CUP_SCAN_BEST_FIRST_NS = 1200,
    CUP_SCAN_BEST_FIRST_GRID = 256,
    CUP_SCAN_BEST_POLL_NS = 32,
    CUP_SCAN_BEST_POLL_MAX_NS = 256,
    CUP_SCAN_BEST_MIN_BLOCKS_4 = 5,
    CUP_SCAN_BEST_MIN_BLOCKS_4_MINMAX = 4,
    CUP_SCAN_BEST_MIN_BLOCKS_8 = 4,
    CUP_SCAN_BEST_MIN_BLOCKS_8_INT_MINMAX = 3,
};

/* The tile of dtype t: threads and items (0, 0 for a dtype scan does not take). */
static inline void cup_scan_best_tile(cup_dtype t, int *threads, int *items)
{
    const int size = (int)cup_dtype_size(t);
    const int ok = t <= CUP_F64;
    *threads = ok ? CUP_SCAN_BEST_THREADS : 0;
    *items = !ok ? 0 : size == 4 ? CUP_SCAN_BEST_ITEMS_4 : CUP_SCAN_BEST_ITEMS_8;
}

/* The ladder's single-pass steps (chained, lookback) and reduce-then-scan: items per thread of
 * their tiles (blockDim x this), loaded one element at a time. */
enum { CUP_SCAN_LADDER_ITEMS = 4 };

/* CPU: one thread below this many bytes of input, every core above (the estimate reduce and
 * count use: starting the workers costs more than scanning 1 MiB on one core). The result does
 * not depend on the thread count: float sums follow the tiles above either way.
 * The cost of following the tiles (measured with the 256 x 16 tiles of f32, before they became
 * 256 x 32), on the 2-core build VM (AMD EPYC, under a load of
 * 8-12 from other builds, so CPU time rather than wall time): f32 inclusive sum, 2^22, one
 * thread: best 6.9-7.2 ms against serial's plain loop 4.5-4.9 ms (1.5x); the passes alone
 * (no allocation or threads) 2.4-2.7 + 3.6-4.2 ms against 4.8-5.2 ms (1.3x); 2^26 on both
 * cores: 111-125 ms of CPU time against 75-77 ms for serial (1.5x the work of a plain loop per
 * thread); wall clock, five runs at a load near 6: best 200-281 ms against a plain loop on each
 * core over its half (a scan without the carry between the halves) 158-201 ms, 1.2-1.8x, median
 * 1.4x. Before the threads' sums were kept in out between the passes and the output loop ran
 * eight threads side by side: 1.8-2x of the CPU time. */
#define CUP_SCAN_CPU_PARALLEL_BYTES ((size_t)1 << 20)

#endif
