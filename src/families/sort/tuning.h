/* The choices of the sort's `best` variants and the shapes of its kernels. None of the GPU
 * figures below has been measured yet: each is a first choice from the design (Onesweep's paper
 * and CUB's sm_90 policies for its shapes), to be replaced by the H100 record's numbers. */
#ifndef CUPRIM_FAMILY_SORT_TUNING_H
#define CUPRIM_FAMILY_SORT_TUNING_H

#include <stddef.h>

/* CPU: one thread below this many keys (starting the workers costs more than sorting them on one
 * core); every core above. An estimate, not a measured sweep: the output does not depend on it. */
#define CUP_SORT_CPU_PARALLEL_N ((size_t)1 << 16)

/* CUDA, best: the one-block sort up to this many keys, by key size, Onesweep above. Not yet
 * measured: each cut is the one-block kernel's capacity (CUP_SORT_SMALL_MAX, cuprim_lab.h), where
 * Onesweep's eight launches (memset, histogram, plan, copy, one pass per byte of a 4-byte key)
 * are expected to cost more than one block's work; the H100 record will place the cuts. */
static inline size_t cup_sort_best_small(size_t key_bytes)
{
    switch (key_bytes) {
    case 1: return 4096; /* u8: one pass */
    case 2: return 4096; /* u16: two */
    case 4: return 4096; /* i32, u32, f32: four */
    default: return 4096; /* i64, u64, f64: eight */
    }
}

/* Onesweep's tile: 256 threads (one per digit in the look-back), CUP_SORT_ITEMS keys a thread
 * (a tile of 4096). With the tile's keys and values staged in shared memory that is 32 KiB for
 * 4-byte keys and values: several blocks per SM. CUB's sm_90 policy for 4-byte keys also keeps
 * about 16 keys a thread. Not yet measured. */
enum { CUP_SORT_THREADS = 256, CUP_SORT_ITEMS = 16 };
/* Keys per launch of a digit pass: a look-back status word holds a 30-bit count, so a launch
 * covers at most this many keys (a multiple of the tile); larger inputs run as several launches
 * per digit, each starting from the counts of the portions before it. */
#define CUP_SORT_PORTION ((size_t)1 << 28)

/* The ladder's three-kernel passes: tiles of 256 threads x 8 keys; the count and scatter grids
 * are as many blocks as can be resident, at most 4 per SM, each taking a contiguous run of
 * tiles: the one-block scan between them walks 2^digit-bits counts per block (for 8-bit digits,
 * 528 blocks on an H100 make 135168 counts). Not yet measured. */
enum { CUP_SORT_LADDER_THREADS = 256, CUP_SORT_LADDER_ITEMS = 8, CUP_SORT_LADDER_PER_SM = 4 };

/* The one-block sort: 512 threads x 8 keys = CUP_SORT_SMALL_MAX. */
enum { CUP_SORT_SMALL_THREADS = 512, CUP_SORT_SMALL_ITEMS = 8 };

#endif
