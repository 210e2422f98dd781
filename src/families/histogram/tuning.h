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

/* CUDA. Every kernel but global-atomic keeps 32-bit counters in shared memory; the launcher
 * cuts the samples into launches of at most 2^31, so no block's counter can wrap before its
 * merge into the 64-bit counts. */
#define CUP_HIST_CHUNK ((size_t)1 << 31)
/* Threads per block of the grid-stride kernels, and 16-byte loads in flight per thread. */
enum { CUP_HIST_BLOCK = 512, CUP_HIST_LOADS = 2 };
/* One block's histogram in shared memory at most (bytes of 32-bit counters): past it the
 * block-private kernels answer NOT_SUPPORTED and best goes to the cluster. 200 KiB leaves room
 * under the H100's 227 KiB opt-in for the kernel's own. */
#define CUP_HIST_SMEM_MAX ((size_t)200 << 10)
/* The cluster: the fewest blocks (a power of two up to 8, the portable cluster size) whose
 * slices of the bins hold at most this many bytes each, so two clusters' blocks fit an SM. */
#define CUP_HIST_CLUSTER_SLICE ((size_t)96 << 10)
enum { CUP_HIST_CLUSTER_MAX = 8 };

/* best (CUDA), by the bytes of the input and the bins, from the H100 runs in
 * bench/results/h100/tuning/2026-11-23-histogram.txt:
 *  - small inputs (n x size <= CUP_HIST_SMALL_BYTES, bins x 4 <= CUP_HIST_SMALL_SMEM): one
 *    cooperative launch that zeroes its own counts. Two launches (zeroing, then the kernel) cost
 *    about 2 x 3.5 us on the H100 whatever the work: run 1 had the zeroing smem-private at 8.8 us
 *    for 2^16 u8 and 8.3 us for 2^20 against a launch floor of 3.5 us;
 *  - bins x 4 <= CUP_HIST_SMEM_MAX: smem-private, or warp-private while its copies fit
 *    CUP_HIST_WARP_SMEM when CUP_HIST_BEST_RUNS says so. Run 1 (2^30 u8 in 256 bins): the plain
 *    shared increment ran 1888 GB/s on uniform, one-value and skewed data alike (the hardware
 *    combines a warp's increments of one address); adding runs of equal bins at once reached
 *    2722 GB/s on one value but fell to 1408 on uniform data with a variable-size atomic;
 *  - bins x 2 <= CUP_HIST_SMEM_MAX: smem-16bit (65536 bins: run 1 had the cluster at 230 GB/s
 *    and global-atomic at 317 there, bound by remote and L2 atomics);
 *  - bins that a cluster's slices hold: cluster; past that, global-atomic. */
#define CUP_HIST_SMALL_BYTES ((size_t)4 << 20)
#define CUP_HIST_SMALL_SMEM ((size_t)64 << 10)
#define CUP_HIST_WARP_SMEM ((size_t)64 << 10)
#define CUP_HIST_BEST_RUNS 1

#endif
