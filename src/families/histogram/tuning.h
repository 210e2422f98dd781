/* The choices of the histogram's `best` variants, with what chose them. */
#ifndef CUPRIM_FAMILY_HISTOGRAM_TUNING_H
#define CUPRIM_FAMILY_HISTOGRAM_TUNING_H

#include <stddef.h>

/* CPU: one thread below 1 MiB of samples (as count and reduce: starting the workers costs more
 * than reading 1 MiB on one core), and while the merge of the private histograms (threads x bins
 * adds) is more than a quarter of the samples' work. Estimates, not a measured sweep; the counts
 * do not depend on the choice. */
#define CUP_HIST_CPU_PARALLEL_BYTES ((size_t)1 << 20)
#define CUP_HIST_CPU_MERGE_RATIO 4

/* CUDA. Every kernel but global-atomic and smem-16bit keeps 32-bit counters in shared memory;
 * the launcher cuts the samples into launches of at most 2^31, so no block's counter can wrap
 * before its merge into the 64-bit counts. Block shape, loads in flight and the slice sizes are
 * first choices (the shape count's best uses), not a measured sweep. */
#define CUP_HIST_CHUNK ((size_t)1 << 31)
/* Threads per block of the grid-stride kernels, and 16-byte loads in flight per thread. */
enum { CUP_HIST_BLOCK = 512, CUP_HIST_LOADS = 2 };
/* One block's histogram in shared memory at most (bytes): past it the block-private kernels
 * answer NOT_SUPPORTED and best goes to smem-16bit (half the bytes per bin), then the cluster.
 * 200 KiB leaves room under the H100's 227 KiB opt-in for the kernel's own. */
#define CUP_HIST_SMEM_MAX ((size_t)200 << 10)
/* The cluster: the fewest blocks (a power of two up to 8, the portable cluster size) whose
 * slices of the bins hold at most this many bytes each, so two clusters' blocks fit an SM. */
#define CUP_HIST_CLUSTER_SLICE ((size_t)96 << 10)
enum { CUP_HIST_CLUSTER_MAX = 8 };

/* best (CUDA), by the bytes of the input and the bins, from the two H100 runs in
 * bench/results/h100/tuning/2026-11-23-histogram.txt:
 *  - small inputs (n x size <= CUP_HIST_SMALL_BYTES, bins x 4 <= CUP_HIST_SMALL_SMEM, by the
 *    request's bins even for u8, whose counters are the 256 values: this launch zeroes every
 *    bin's count with a grid sized by n): one cooperative launch that zeroes its own counts:
 *    6.72 us at 2^16 and 7.62 us at 2^20 samples (u8, 256 bins) against 8.35 and 8.61 for
 *    smem-private after its zeroing launch, on a launch floor of 3.6 us.
 *    The 4 MiB cut itself is an estimate (no size between 1 and 64 MiB ran);
 *  - bins x 4 <= CUP_HIST_SMEM_MAX, and u8 at any bins: smem-private, the plain shared increment
 *    (the hardware combines a warp's increments of one address); u8 counted by value (256
 *    counters, each value's count put into its bin at the merge: cuda.cu's HIST_BYTE). By value,
 *    on one H200 at 2^28 (bench/results/h200/tuning/2026-11-28-histogram-u8.txt): 2202 / 4013 /
 *    3911 GB/s on uniform / one-value / skewed u8 against CUB's 2036 / 3249 / 3240, where u8 in
 *    256 bins by its shift had run 1808 / 1817 / 1815 (H100: 1888 at 2^30, every distribution)
 *    and u8 in 17 bins, each sample's bin a division, 0.2x CUB on skewed data; 2253 GB/s on f32
 *    in 1024 bins (H100). warp-private (a copy per warp,
 *    runs of equal bins added at once) reached 2713 on one value but 1313 on uniform data and 845
 *    on skewed data, so CUP_HIST_BEST_RUNS is 0 (1 would send bins up to 1024 to warp-private);
 *  - bins x 2 <= CUP_HIST_SMEM_MAX: smem-16bit: 1718 GB/s on f32 in 65536 bins, against 317 for
 *    global-atomic and 230 for the cluster; with runs added at once (kept: one value 1940 against
 *    CUB's 1398, where single adds ran at 996) 1544 uniform and 1139 skewed
 *    (bench/results/h100/2026-11-23-3660da7.json);
 *  - bins that a cluster's slices hold: cluster; past that, global-atomic. */
/* f32 samples in at most this many bins, where the float estimate holds, keep a table of float
 * edges per block in the privatising kernels (cuda.cu's HIST_F32_TABLE): a sample near an edge
 * compares in float. On one H200 at 2^28, one value on a bin's edge (record of 8c63e1a): 64 bins
 * 1951 -> 2416 GB/s, 4096 bins 2398 (CUB 2024); 16384 bins, past the cut, 1875 (CUB 1797). The
 * cut itself is a first choice (no bin count between 4096 and 16384 ran): past it the table
 * would take as much shared memory as 16 KiB of counters and more. */
#define CUP_HIST_F32_TABLE_BINS 4096
#define CUP_HIST_SMALL_BYTES ((size_t)4 << 20)
#define CUP_HIST_SMALL_SMEM ((size_t)64 << 10)
#define CUP_HIST_WARP_SMEM ((size_t)64 << 10)
#define CUP_HIST_BEST_RUNS 0

#endif
