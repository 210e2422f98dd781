/* The warp family inside the library: the request its variants run, the registry fields each
 * variant shares, and its tables. */
#ifndef CUPRIM_FAMILY_WARP_H
#define CUPRIM_FAMILY_WARP_H

#include "core/internal.h"
#include "families/warp/api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One request, checked by api.c before any variant sees it: warps > 0, op the variant's,
 * dtype and width ones the op takes, buffers valid, aligned and apart. steps > 0 selects the
 * throughput run (out only; in, arg and masks NULL), steps = 0 the call per lane. */
typedef struct cup_warp_args {
    cup_warp_op op;
    cup_dtype dtype;
    int width;
    const void *in;
    const int32_t *arg;
    const uint32_t *masks;
    size_t warps, steps;
    void *out;
} cup_warp_args;

/* The dtypes of each op, as the registry rows and cup_warp_op_dtypes give them. */
#define CUP_WARP_VALUE_DTYPES CUP_NUMERIC_DTYPES
#define CUP_WARP_VOTE_DTYPES CUP_MASK(CUP_I32)
#define CUP_WARP_MATCH_DTYPES (CUP_MASK(CUP_I32) | CUP_MASK(CUP_U32) | CUP_MASK(CUP_I64) | CUP_MASK(CUP_U64))
#define CUP_WARP_REDUCE_DTYPES (CUP_MASK(CUP_I32) | CUP_MASK(CUP_U32))

/* The family's one table of intrinsics: X(op, name, dtypes, call, technique). Each backend
 * makes its registry rows from it (cpu.c: the model of `call`; cuda.cu: `call` itself), and
 * api.c its names and dtypes, so an intrinsic is added here once. */
#define CUP_WARP_OPS(X)                                                                                           \
    X(CUP_WARP_SHFL, "shfl", CUP_WARP_VALUE_DTYPES, "__shfl_sync(mask, v, srcLane, width)",                      \
      "warp shuffle: read any lane of one's width-lane segment")                                                  \
    X(CUP_WARP_SHFL_UP, "shfl-up", CUP_WARP_VALUE_DTYPES, "__shfl_up_sync(mask, v, delta, width)",               \
      "warp shuffle up: the lane delta below, own value at the segment's bottom")                                \
    X(CUP_WARP_SHFL_DOWN, "shfl-down", CUP_WARP_VALUE_DTYPES, "__shfl_down_sync(mask, v, delta, width)",         \
      "warp shuffle down: the lane delta above, own value at the segment's top")                                 \
    X(CUP_WARP_SHFL_XOR, "shfl-xor", CUP_WARP_VALUE_DTYPES, "__shfl_xor_sync(mask, v, laneMask, width)",         \
      "butterfly shuffle: lane ^ laneMask, own value for a later segment")                                       \
    X(CUP_WARP_BALLOT, "ballot", CUP_WARP_VOTE_DTYPES, "__ballot_sync(mask, v != 0)",                             \
      "warp vote: one predicate bit per lane of the mask")                                                        \
    X(CUP_WARP_ANY, "any", CUP_WARP_VOTE_DTYPES, "__any_sync(mask, v != 0)",                                      \
      "warp vote: is the predicate true on any lane of the mask")                                                 \
    X(CUP_WARP_ALL, "all", CUP_WARP_VOTE_DTYPES, "__all_sync(mask, v != 0)",                                      \
      "warp vote: is the predicate true on every lane of the mask")                                               \
    X(CUP_WARP_ACTIVEMASK, "activemask", CUP_WARP_VOTE_DTYPES, "__activemask() in if (v != 0) / else",           \
      "__activemask inside divergent branches: the lanes on the caller's path")                                  \
    X(CUP_WARP_MATCH_ANY, "match-any", CUP_WARP_MATCH_DTYPES, "__match_any_sync(mask, v)",                        \
      "warp match: the lanes of the mask holding the caller's value")                                             \
    X(CUP_WARP_MATCH_ALL, "match-all", CUP_WARP_MATCH_DTYPES, "__match_all_sync(mask, v, &pred)",                 \
      "warp match: the mask when every lane of it holds one value, else 0")                                       \
    X(CUP_WARP_REDUCE_ADD, "reduce-add", CUP_WARP_REDUCE_DTYPES, "__reduce_add_sync(mask, v)",                    \
      "hardware warp reduction (redux.sync, sm_80+): wrapping sum over the mask")                                 \
    X(CUP_WARP_REDUCE_MIN, "reduce-min", CUP_WARP_REDUCE_DTYPES, "__reduce_min_sync(mask, v)",                    \
      "hardware warp reduction (redux.sync): signed or unsigned minimum")                                         \
    X(CUP_WARP_REDUCE_MAX, "reduce-max", CUP_WARP_REDUCE_DTYPES, "__reduce_max_sync(mask, v)",                    \
      "hardware warp reduction (redux.sync): signed or unsigned maximum")                                         \
    X(CUP_WARP_REDUCE_AND, "reduce-and", CUP_WARP_REDUCE_DTYPES, "__reduce_and_sync(mask, v)",                    \
      "hardware warp reduction (redux.sync): bitwise and")                                                        \
    X(CUP_WARP_REDUCE_OR, "reduce-or", CUP_WARP_REDUCE_DTYPES, "__reduce_or_sync(mask, v)",                       \
      "hardware warp reduction (redux.sync): bitwise or")                                                         \
    X(CUP_WARP_REDUCE_XOR, "reduce-xor", CUP_WARP_REDUCE_DTYPES, "__reduce_xor_sync(mask, v)",                    \
      "hardware warp reduction (redux.sync): bitwise xor")

/* A registry row of op on one backend: its ops field is op's bit, which is how the entry point
 * knows the intrinsic (deterministic: no variant does float arithmetic). */
#define CUP_WARP_INFO(backend_, op_, name_, dtypes_, description_, technique_)                                   \
    {.name = name_, .description = description_, .technique = technique_, .backend = backend_, \
     .dtypes = dtypes_, .ops = CUP_MASK(op_), .deterministic = 1}

/* Is op one of the four shuffles (which take widths below 32 and a lane argument)? */
#define CUP_WARP_IS_SHFL(op) ((op) <= CUP_WARP_SHFL_XOR)

extern const cup_variant_table cup_warp_cpu, cup_warp_cuda;

#ifdef __cplusplus
}
#endif

#endif
