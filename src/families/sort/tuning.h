/* The choices of the sort's `best` variants and the shapes of its kernels: each with the H100
 * numbers that chose it, or marked a first choice from the design (Onesweep's paper and CUB's
 * sm_90 policies for its shapes) where no run has placed it yet. */
#ifndef CUPRIM_FAMILY_SORT_TUNING_H
#define CUPRIM_FAMILY_SORT_TUNING_H

#include <stddef.h>

/* CPU: one thread below this many keys (starting the workers costs more than sorting them on one
 * core); every core above. An estimate, not a measured sweep: the output does not depend on it. */
#define CUP_SORT_CPU_PARALLEL_N ((size_t)1 << 16)

/* CUDA, best: by n, the same for every key size. H100, µs, cold (bench/results/h100/
 * 2026-11-25-43ed23e.json; small = 512 x 8 threads x keys, small-fit = the shape that holds n):
 *
 *   keys                 n:  30    1000   2032   4096   8192   12000  16384
 *   u32      small-fit      4.29  13.2    -     24.4   38.1   54.9   66.0
 *            small         18.3   19.5    -     21.2    -      -      -
 *            onesweep      42.2   43.0    -     46.7   50.2   50.3   50.7
 *   u64 desc small-fit      4.48   -     28.9   45.6   75.3  123.8  151.3
 *            small         33.5    -     37.1   40.8    -      -      -
 *            onesweep      66.0    -     70.5   75.7   82.4   85.2   85.3
 *   i64 + 4-byte values at 4096: small 43.7, small-fit 45.6; at 8192 small-fit 76.6, onesweep 95.9.
 *
 * So the sized sort up to 2048 keys (its shapes up to 512 x 4), the `small` row's 512 x 8 up to
 * 4096 (the sized sort's 1024 x 4 is slower there), the sized sort's 1024 x 8 up to 8192, and
 * Onesweep above (the 1024 x 16 shape loses to it: 54.9 against 50.3 at 12000 u32 keys). */
enum { CUP_SORT_BEST_FIT_N = 2048, CUP_SORT_BEST_SMALL_N = 4096, CUP_SORT_BEST_ONE_BLOCK_N = 8192 };

/* Onesweep's tile: CUP_SORT_THREADS threads (the first 256 each walk one digit's look-back) of
 * CUP_SORT_ONESWEEP_ITEMS(key bytes, value bytes; 0 for keys alone) keys each. Not yet measured
 * here: CUB's sm_90 shapes for its Onesweep with 32-bit offsets (384 threads; 20 keys a thread
 * for 4-byte keys alone, 23 with values of up to 4 bytes, scaled down by the wider of key and
 * value past 4 bytes; 1- and 2-byte keys take the 4-byte shape). CUP_SORT_ONESWEEP_BLOCKS(...)
 * blocks are to fit an SM at once (the registers a thread may use follow): three for 4-byte keys
 * alone, at 56 registers as CUB's kernel for them, two otherwise (narrower keys spill at 56).
 * The first form (the onesweep-late row) keeps its first shape, 256 threads x 16 keys, three
 * blocks. */
enum { CUP_SORT_THREADS = 384, CUP_SORT_LATE_THREADS = 256, CUP_SORT_LATE_ITEMS = 16 };
#define CUP_SORT_ONESWEEP_ITEMS(kb, vb)                                                                              \
    ((vb) == 0 ? ((kb) == 8 ? 15 : 20)                                                                                \
               : (vb) == 16 ? 8 : ((kb) == 8 && (vb) == 8) ? 12 : ((kb) == 8 || (vb) == 8) ? 15 : 23)
#define CUP_SORT_ONESWEEP_BLOCKS(kb, vb) ((vb) == 0 && (kb) == 4 ? 3 : 2)
/* Other Onesweep shapes for 4-byte keys alone (every other key and payload keeps the shapes
 * above), each a row of its own, onesweep-<T>x<I>-b<B>, in builds configured with -DCUPRIM_TUNE=ON
 * only: to sweep on the GPU against `onesweep` (384 x 20, three blocks) in one run, never in the
 * default build. X(threads, keys a thread, blocks an SM); threads at least 256. H100, u32 keys at
 * 2^24 / 2^26 (tuning/2026-11-25-91a5e30-scan-select.txt): onesweep 414 / 1483 us, the best of these
 * 256 x 24 b4 422 / 1499, the worst 384 x 20 b2 474 / 1617; CUB 466 / 1641: onesweep's shape stays. */
#define CUP_SORT_TUNE_SHAPES(X)                                                                                       \
    X(384, 16, 3) X(384, 20, 2) X(384, 24, 2) X(256, 24, 4) X(512, 16, 2) X(512, 20, 2)
/* The upfront histogram: 256 threads, each holding this many keys in flight per step. */
enum { CUP_SORT_HIST_THREADS = 256, CUP_SORT_HIST_ITEMS = 16 };
/* Keys per launch of a digit pass, at most: a look-back status word holds a 30-bit count. A
 * launch covers exactly this many keys (its last tile short), not the whole tiles that fit, so
 * 2^28 keys take one launch a pass; larger inputs run as several launches per digit, each
 * starting from the counts of the portions before it. */
#define CUP_SORT_PORTION ((size_t)1 << 28)

/* The ladder's three-kernel passes: tiles of 256 threads x 8 keys; the count and scatter grids
 * are as many blocks as can be resident, at most 4 per SM, each taking a contiguous run of
 * tiles: the one-block scan between them walks 2^digit-bits counts per block (for 8-bit digits,
 * 528 blocks on an H100 make 135168 counts). Not yet measured. */
enum { CUP_SORT_LADDER_THREADS = 256, CUP_SORT_LADDER_ITEMS = 8, CUP_SORT_LADDER_PER_SM = 4 };

/* The one-block sort: 512 threads x 8 keys = CUP_SORT_SMALL_MAX. */
enum { CUP_SORT_SMALL_THREADS = 512, CUP_SORT_SMALL_ITEMS = 8 };

/* The one-block sort sized to n (small-fit): the first of these shapes, X(threads, keys a thread),
 * whose threads x keys hold n; they grow, and the last holds CUP_SORT_FIT_MAX (cuprim_lab.h). 32 x 1
 * is one warp that places each key by comparing it with the 31 others, no digit passes; the others
 * rank 8-bit digits as the 512 x 8 sort does, in at most 4 keys a thread up to 4096 (a shorter
 * serial ranking per thread than 8) and 8 and 16 past it. At 1024 x 16 the shared memory is 130 KB
 * for 4-byte keys and 194 KB for 8-byte ones (the H100 gives a block 227 KB); ptxas (CUDA 13.0,
 * sm_90) holds every shape in its registers but 1024 x 16, which spills 16 bytes a thread for 4-byte
 * keys and 140 for 8-byte ones. H100: best's table above (1024 x 4 loses to 512 x 8 at 4096 keys;
 * 1024 x 16 loses to Onesweep). */
#define CUP_SORT_FIT_SHAPES(X) X(32, 1) X(128, 2) X(256, 4) X(512, 4) X(1024, 4) X(1024, 8) X(1024, 16)

#endif
