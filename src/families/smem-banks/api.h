/* The smem-banks demonstrations, for the lab: shared-memory tile kernels whose bank conflicts
 * the exact model below predicts and Nsight Compute confirms. */
#ifndef CUPRIM_SMEM_BANKS_API_H
#define CUPRIM_SMEM_BANKS_API_H

#include "cuprim_lab.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Each variant has one block shape (its shapes[0]: 32x32, or 32x16 for the rect- ones) and a
 * tile access pattern. Each of `blocks` blocks repeats `rounds` times: every thread stores
 * (idx + round) at its "set" position, barrier, loads its "read" position, barrier; then
 * out[block * threads + idx] = the sum of the values it loaded (uint32 arithmetic),
 * idx = threadIdx.y * blockDim.x + threadIdx.x. The name says what the output is:
 * set-row-read-row and set-col-read-col read back their own value (out = the sum of
 * idx + round); set-row-read-col variants read the value stored by thread
 * (idx % by) * bx + idx / by, a transpose of the block. CUDA only. */
cup_status cup_smem_banks_variant(cup_handle_t h, int variant, size_t blocks, int rounds, uint32_t *out);

/* The exact bank model of a smem-banks variant (by name; works on any backend): 32 banks of
 * 4-byte words; a warp's request costs as many shared-memory wavefronts ("transactions") as
 * the most distinct words any one bank must deliver (threads reading the same word share it).
 * Returns the average over the block's warps for the store (set) and the load (read). */
cup_status cup_smem_banks_model(const char *variant, double *store_tx_per_request, double *load_tx_per_request);

#ifdef __cplusplus
}
#endif

#endif
