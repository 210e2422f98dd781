/* The warp family, for the lab: the warp-level intrinsics of CUDA C (the shuffles with their
 * width, the votes, __activemask, the matches and Hopper's hardware warp reductions), each run
 * as documented on chosen lanes with an explicit mask, and an exact host model of what the CUDA
 * C Programming Guide (and, where it is silent, the PTX ISA) says each returns. */
#ifndef CUPRIM_WARP_API_H
#define CUPRIM_WARP_API_H

#include "cuprim_lab.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One intrinsic: each is one registered variant of the family (the names below), on the CPU
 * (the model) and on the GPU. */
typedef enum cup_warp_op {
    CUP_WARP_SHFL = 0,        /* "shfl": __shfl_sync(mask, v, arg, width) */
    CUP_WARP_SHFL_UP = 1,     /* "shfl-up": __shfl_up_sync(mask, v, arg & 31, width) */
    CUP_WARP_SHFL_DOWN = 2,   /* "shfl-down": __shfl_down_sync(mask, v, arg & 31, width) */
    CUP_WARP_SHFL_XOR = 3,    /* "shfl-xor": __shfl_xor_sync(mask, v, arg & 31, width) */
    CUP_WARP_BALLOT = 4,      /* "ballot": __ballot_sync(mask, v != 0) */
    CUP_WARP_ANY = 5,         /* "any": __any_sync(mask, v != 0) != 0 */
    CUP_WARP_ALL = 6,         /* "all": __all_sync(mask, v != 0) != 0 */
    CUP_WARP_ACTIVEMASK = 7,  /* "activemask": __activemask() inside `if (v != 0) ... else ...` */
    CUP_WARP_MATCH_ANY = 8,   /* "match-any": __match_any_sync(mask, v) */
    CUP_WARP_MATCH_ALL = 9,   /* "match-all": __match_all_sync(mask, v, &pred), and pred */
    CUP_WARP_REDUCE_ADD = 10, /* "reduce-add": __reduce_add_sync(mask, v) (sm_80 and later) */
    CUP_WARP_REDUCE_MIN = 11, /* "reduce-min": __reduce_min_sync, signed for i32, unsigned for u32 */
    CUP_WARP_REDUCE_MAX = 12, /* "reduce-max": __reduce_max_sync, likewise */
    CUP_WARP_REDUCE_AND = 13, /* "reduce-and": __reduce_and_sync */
    CUP_WARP_REDUCE_OR = 14,  /* "reduce-or": __reduce_or_sync */
    CUP_WARP_REDUCE_XOR = 15, /* "reduce-xor": __reduce_xor_sync */
    CUP_WARP_OP_COUNT = 16
} cup_warp_op;

/* The variant name of op ("shfl-up", ...); NULL out of range. */
const char *cup_warp_op_name(cup_warp_op op);
/* The dtypes op takes, as bits (1u << cup_dtype): the shuffles any 4- or 8-byte numeric dtype
 * (the bits move unchanged); the votes and __activemask i32 (a lane's predicate is v != 0);
 * the matches i32, u32, i64, u64; the reductions i32 and u32 (min and max compare as the dtype
 * does: signed for i32, unsigned for u32). */
unsigned cup_warp_op_dtypes(cup_warp_op op);
/* Bytes of one lane's result of op on dtype: the dtype's size for the shuffles and the
 * reductions, 4 (a uint32) for the votes, __activemask and match-any, 8 (a uint64) for
 * match-all: its returned mask in bits 0..31 and its predicate in bit 32. 0 when op does not
 * take dtype. */
size_t cup_warp_result_bytes(cup_warp_op op, cup_dtype dtype);
/* Widths op takes, as bits (1u << log2 width): 2, 4, 8, 16 and 32 for the shuffles, 32 alone
 * for the others (whose width is always the warp). */
unsigned cup_warp_op_widths(cup_warp_op op);

/* One call of variant's intrinsic per lane on `warps` warps of 32 lanes. Lane l of warp w
 * (element i = 32 w + l) holds in[i] (the dtype's value) and arg[i] (an int32: the shuffles'
 * srcLane, delta or laneMask; the low 5 bits of delta and laneMask are passed, as the hardware
 * reads no more; srcLane is passed whole and the guide takes it modulo width). Lane l calls the
 * intrinsic, with mask = masks[w], only when bit l of masks[w] is set; lanes outside the mask
 * take another branch, call nothing and write nothing. A lane that calls writes its result to
 * out[i] (cup_warp_result_bytes each). width: 2, 4, 8, 16 or 32 for the shuffles, 32 for the
 * rest (0 means 32). arg may be NULL for all but the shuffles. in, arg and masks are not
 * written; out must not overlap them; each is aligned to its element. warps = 0 does nothing.
 * What each lane's result must be is cup_warp_model's. */
cup_status cup_warp_variant(cup_handle_t h, int variant, cup_dtype dtype, int width, const void *in,
                            const int32_t *arg, const uint32_t *masks, size_t warps, void *out);

/* How many intrinsic calls each warp of cup_warp_throughput makes per step: independent chains,
 * so the time is the intrinsic's throughput rather than its latency. */
enum { CUP_WARP_CHAINS = 4 };

/* The throughput run of variant's intrinsic (CUDA only: the CPU variants are the model, with
 * nothing to time): `warps` warps, every lane present (the full mask), each making
 * CUP_WARP_CHAINS x steps calls of the intrinsic at `width` (as cup_warp_variant), each call's
 * operand depending on the previous call's result in its chain so that none can be dropped or
 * hoisted. Each lane then writes one dtype-sized value that depends on all its calls to out[i]
 * (32 warps elements of the dtype's size); the value itself is unspecified. */
cup_status cup_warp_throughput(cup_handle_t h, int variant, cup_dtype dtype, int width, size_t steps, size_t warps,
                               void *out);

/* What a lane's result must be: the result r (zero-extended to 64 bits) is right when
 * ((r ^ want) & care) == 0. care is 0 in the bits the documentation leaves undefined: all of
 * them for a shuffle whose source lane is outside the mask, and for __activemask the bits of the
 * other lanes of the caller's own branch (the guide promises the caller's bit and that lanes not
 * on its path are not active, not that its whole branch runs together). */
typedef struct cup_warp_expect {
    uint64_t want, care;
} cup_warp_expect;

/* The model, on the host: expect[32 w + l] for every lane of every warp, for the same inputs
 * as cup_warp_variant (host memory). Lanes outside masks[w] get want = care = 0: they call
 * nothing, and their out is not written. For each lane in the mask:
 *   shfl:      source s = (l & ~(width - 1)) + (arg & (width - 1)) (srcLane modulo width, in
 *              l's own width-lane segment);
 *   shfl-up:   s = l - d when l % width >= d (d = arg & 31), else l (own value);
 *   shfl-down: s = l + d when l % width + d < width, else l;
 *   shfl-xor:  s = l ^ m (m = arg & 31) unless that lies in a later segment than l's, when s = l
 *              (the guide: earlier segments may be read, later ones give the own value);
 *              the result is in[s] when lane s is in the mask, else undefined (care = 0);
 *   ballot:    bit k set when lane k is in the mask and in[32 w + k] != 0 (the PTX ISA: lanes
 *              outside membermask contribute 0);
 *   any / all: 1 when some / every lane of the mask has in != 0, else 0;
 *   activemask: the caller's bit set, and no bit of a lane outside the mask or on the other
 *              branch (in != 0 against in == 0); the rest of its branch undefined;
 *   match-any: the lanes of the mask whose value equals in[i], bit for bit;
 *   match-all: the mask and pred 1 when every lane of the mask holds the same value, else 0, 0;
 *   reduce-*:  add (wrapping), min, max (signed for i32), and, or, xor of in over the mask.
 * Returns CUP_STATUS_INVALID_VALUE (nothing written) for an unknown op, a dtype or width the op
 * does not take, or NULL arguments (arg may be NULL except for the shuffles). */
cup_status cup_warp_model(cup_warp_op op, cup_dtype dtype, int width, const void *in, const int32_t *arg,
                          const uint32_t *masks, size_t warps, cup_warp_expect *expect);

#ifdef __cplusplus
}
#endif

#endif
