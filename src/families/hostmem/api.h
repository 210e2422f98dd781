/* The host-memory demonstrations, for the lab: bytes moved between the host and the GPU through
 * each kind of host memory (pageable, pinned, write-combined, registered, mapped, managed) and
 * each mechanism (cudaMemcpyAsync, a kernel reaching host memory, page faults, prefetch), and
 * checked word by word where they arrive. */
#ifndef CUPRIM_HOSTMEM_API_H
#define CUPRIM_HOSTMEM_API_H

#include "cuprim_lab.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What one call does with a variant's buffers. */
typedef enum cup_hostmem_op {
    /* allocate the buffers for `bytes` and write the source side: 32-bit word i is
     * cup_hostmem_word(seed, i); *state must be NULL and receives the buffers */
    CUP_HOSTMEM_PREPARE = 0,
    /* the state before a run: the destination poisoned (every word the complement of what will
     * arrive), the match counter zeroed; managed-fault and managed-prefetch have the host write
     * the managed buffer again, so its pages are back in host memory. Waits for the handle's
     * stream first. */
    CUP_HOSTMEM_RESET = 1,
    /* the move itself, queued on the handle's stream (what the benchmark times) */
    CUP_HOSTMEM_RUN = 2,
    /* wait, then *wrong = the words that did not arrive as written (0 after a good run; every
     * word after a RESET with no RUN) */
    CUP_HOSTMEM_VERIFY = 3,
    /* wait, free the buffers, *state = NULL (a NULL *state is left as it is) */
    CUP_HOSTMEM_RELEASE = 4,
    CUP_HOSTMEM_OP_COUNT
} cup_hostmem_op;

typedef struct cup_hostmem_state cup_hostmem_state;

/* Sizes: 4 bytes to 1 GiB, a multiple of 4 (the pattern's words). */
#define CUP_HOSTMEM_MAX_BYTES ((size_t)1 << 30)

/* traits of a hostmem variant (cup_variant_info.traits) */
#define CUP_HOSTMEM_RESET_EACH_RUN 1u /* every timed run needs a RESET before it (page faults) */
#define CUP_HOSTMEM_BOTH_WAYS 2u      /* `bytes` cross in each direction at once: 2 x bytes move */

/* One operation `op` of hostmem variant `variant` (cup_variant_find(h, "hostmem", name)) on the
 * buffers in *state. `bytes` and `seed` are read by PREPARE only; `wrong` by VERIFY only. The
 * buffers belong to the handle and variant that prepared them; another handle or variant is
 * refused. The order is PREPARE, then any number of RESET / RUN / VERIFY, then RELEASE. CUDA
 * only: on the CPU backend every variant is another backend's and refused. */
cup_status cup_hostmem_variant(cup_handle_t h, int variant, cup_hostmem_op op, size_t bytes, uint32_t seed,
                               cup_hostmem_state **state, uint64_t *wrong);

#ifdef __cplusplus
}
#endif

#endif
