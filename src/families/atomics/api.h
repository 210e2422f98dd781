/* The atomics lab family, for the lab: every atomic function of CUDA C on every type sm_90 has
 * it for, the CAS loops that stand in where the hardware has none, their scopes, and their cost
 * under contention. There is no production call: the lab checks and times the functions. */
#ifndef CUPRIM_ATOMICS_API_H
#define CUPRIM_ATOMICS_API_H

#include "cuprim_lab.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The functions. Each reads old = *p, stores f(old, v) and returns old, as one atomic step:
 *   add  old + v (integers wrap; floats round to nearest in the element type, per lane)
 *   sub  old - v (integers wrap)
 *   exch v
 *   min, max   integers: signed or unsigned order. f32/f64 (CAS loop only): the total order
 *        -inf < ... < -0 < +0 < ... < +inf, and a NaN never wins: a NaN v leaves old, a NaN old
 *        is replaced by v. So NaN acts as the identity and the result is the same in any order.
 *   inc  (old >= v) ? 0 : old + 1      (u32: counts 0..v and wraps to 0)
 *   dec  (old == 0 || old > v) ? v : old - 1   (u32: counts down v..0 and wraps to v)
 *   cas  (old == cmp) ? v : old, compared bit for bit (so -0 != +0 and a NaN equals itself)
 *   and, or, xor   bitwise
 *   mul  old * v (integers wrap; floats round to nearest; CAS loop only) */
typedef enum cup_atomic_fn {
    CUP_ATOMIC_ADD, CUP_ATOMIC_SUB, CUP_ATOMIC_EXCH, CUP_ATOMIC_MIN, CUP_ATOMIC_MAX, CUP_ATOMIC_INC,
    CUP_ATOMIC_DEC, CUP_ATOMIC_CAS, CUP_ATOMIC_AND, CUP_ATOMIC_OR, CUP_ATOMIC_XOR, CUP_ATOMIC_MUL,
    CUP_ATOMIC_FN_COUNT
} cup_atomic_fn;

/* The element types. The vector types (f16x2, bf16x2, f32x2, f32x4) are atomic per lane only,
 * as CUDA documents: each lane is one atomic update, the element as a whole is not. b128 is a
 * 16-byte word (sm_90's 128-bit exch and cas). */
typedef enum cup_atomic_type {
    CUP_ATOMIC_I32, CUP_ATOMIC_U32, CUP_ATOMIC_I64, CUP_ATOMIC_U64, CUP_ATOMIC_F32, CUP_ATOMIC_F64,
    CUP_ATOMIC_F16, CUP_ATOMIC_BF16, CUP_ATOMIC_F16X2, CUP_ATOMIC_BF16X2, CUP_ATOMIC_F32X2, CUP_ATOMIC_F32X4,
    CUP_ATOMIC_U16, CUP_ATOMIC_B128, CUP_ATOMIC_TYPE_COUNT
} cup_atomic_type;

/* How sm_90 does a function on a type (the table below):
 *   HW   one hardware atomic (atomicAdd, ...), with _block and _system forms unless NOSCOPE
 *   BITS the hardware atomic of the unsigned word of the same size: the same bits result
 *        (two's complement add of i64, exch and cas of any 8-byte value)
 *   NEG  the hardware add of the negated value (sub of 64-bit integers: CUDA has no 64-bit sub)
 *   CAS  no hardware atomic: a loop of atomicCAS on the element's word */
enum { CUP_ATOMIC_HOW_HW = 1, CUP_ATOMIC_HOW_BITS = 2, CUP_ATOMIC_HOW_NEG = 3, CUP_ATOMIC_HOW_CAS = 4 };

/* X(fn, type, how, scoped): every function on every type, as CUDA 13 on sm_90 has it. scoped:
 * the _block and _system forms exist (not for the 16-bit atomics). One list: the entry point's
 * checks, the registry masks, the CUDA dispatch and the lab's sweep all expand it. */
#define CUP_ATOMICS_TABLE(X)                                                                              \
    X(ADD, I32, HW, 1) X(ADD, U32, HW, 1) X(ADD, I64, BITS, 1) X(ADD, U64, HW, 1) X(ADD, F32, HW, 1)    \
    X(ADD, F64, HW, 1) X(ADD, F16, HW, 0) X(ADD, BF16, HW, 0) X(ADD, F16X2, HW, 0) X(ADD, BF16X2, HW, 0) \
    X(ADD, F32X2, HW, 1) X(ADD, F32X4, HW, 1)                                                           \
    X(SUB, I32, HW, 1) X(SUB, U32, HW, 1) X(SUB, I64, NEG, 1) X(SUB, U64, NEG, 1)                       \
    X(EXCH, I32, HW, 1) X(EXCH, U32, HW, 1) X(EXCH, I64, BITS, 1) X(EXCH, U64, HW, 1)                   \
    X(EXCH, F32, HW, 1) X(EXCH, F64, BITS, 1) X(EXCH, B128, HW, 1)                                      \
    X(MIN, I32, HW, 1) X(MIN, U32, HW, 1) X(MIN, I64, HW, 1) X(MIN, U64, HW, 1)                         \
    X(MIN, F32, CAS, 0) X(MIN, F64, CAS, 0)                                                             \
    X(MAX, I32, HW, 1) X(MAX, U32, HW, 1) X(MAX, I64, HW, 1) X(MAX, U64, HW, 1)                         \
    X(MAX, F32, CAS, 0) X(MAX, F64, CAS, 0)                                                             \
    X(INC, U32, HW, 1) X(DEC, U32, HW, 1)                                                               \
    X(CAS, I32, HW, 1) X(CAS, U32, HW, 1) X(CAS, I64, BITS, 1) X(CAS, U64, HW, 1) X(CAS, F32, BITS, 1)  \
    X(CAS, F64, BITS, 1) X(CAS, U16, HW, 0) X(CAS, B128, HW, 1)                                         \
    X(AND, I32, HW, 1) X(AND, U32, HW, 1) X(AND, I64, HW, 1) X(AND, U64, HW, 1)                         \
    X(OR, I32, HW, 1) X(OR, U32, HW, 1) X(OR, I64, HW, 1) X(OR, U64, HW, 1)                             \
    X(XOR, I32, HW, 1) X(XOR, U32, HW, 1) X(XOR, I64, HW, 1) X(XOR, U64, HW, 1)                         \
    X(MUL, I32, CAS, 0) X(MUL, U32, CAS, 0) X(MUL, I64, CAS, 0) X(MUL, U64, CAS, 0)                     \
    X(MUL, F32, CAS, 0) X(MUL, F64, CAS, 0)

/* The variants' ops field: bit fn for each function. The variant's `traits` say which entries
 * of the table it runs (cup_atomics_runs). */
enum {
    CUP_ATOMICS_ANY = 1u,        /* every entry: hardware where there is one, else the CAS loop */
    CUP_ATOMICS_HW_ONLY = 2u,    /* entries with a hardware atomic (HW, BITS, NEG) that are scoped */
    CUP_ATOMICS_COMBINE = 4u,    /* entries whose function combines a warp's values into one atomic */
    CUP_ATOMICS_LOOP = 8u,       /* runs every entry as a CAS loop (its cost grows with contention) */
    CUP_ATOMICS_PARTITIONED = 16u, /* needs each address's updates in one block: not scatter */
};

/* One batch of updates. Update j (0 <= j < n) applies fn to addr[j % addresses] (or, with
 * scatter, the address cup_atomics_scatter gives) with value
 * vals[j] (and compare value cmps[j] for cas) and stores the old value it read in olds[j].
 * Every pointer is memory of the handle's backend, aligned to the element, none overlapping
 * another: addr holds `addresses` elements, vals, cmps and olds n each. cmps only for cas (else
 * NULL). olds may be NULL: the old values are discarded (on the GPU the compiler can then use
 * the reduction form of the instruction). vals may be NULL when `uniform` (host memory, one
 * element) is given: every update then uses that one value, passed to the kernel as a parameter,
 * as code that writes atomicAdd(p, 1) does; not for cas. n = 0 does nothing. */
typedef struct cup_atomics_request {
    cup_atomic_fn fn;
    cup_atomic_type type;
    void *addr;
    size_t addresses;
    size_t n;
    const void *vals, *cmps, *uniform;
    void *olds;
    int scatter; /* 0: update j to addr[j % addresses]; 1: to addr[cup_atomics_scatter(j, addresses)] */
} cup_atomics_request;

/* The scattered pattern: update j's address, a fixed hash of j (the splitmix64 finaliser) modulo
 * the address count, so a warp's lanes land on unrelated lines. The same on host and device. */
#ifdef __CUDACC__
__host__ __device__
#endif
static inline size_t cup_atomics_scatter(size_t j, size_t addresses)
{
    unsigned long long x = (unsigned long long)j + 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return (size_t)((x ^ (x >> 31)) % addresses);
}

/* Runs request r through one registered atomics variant with a block size (0: its default).
 * Refused (a status, a message, nothing written): a variant of another family or backend, a
 * function or type out of range, a (fn, type) pair that CUDA does not have or the variant does
 * not run, addresses = 0 with n > 0, NULL, misaligned, too small or overlapping buffers, cmps
 * given or missing against the function, uniform with cas, scatter on the block variant (block
 * scope needs every update of an address in one block, which only j % addresses can give). */
cup_status cup_atomics_variant(cup_handle_t h, int variant, int block, const cup_atomics_request *r);

/* "add", ..., "mul" and "i32", ..., "b128"; NULL out of range. */
const char *cup_atomic_fn_name(cup_atomic_fn fn);
const char *cup_atomic_type_name(cup_atomic_type t);
/* The function or type named `name`; CUP_STATUS_INVALID_VALUE for an unknown name or NULL. */
cup_status cup_atomic_fn_from_name(const char *name, cup_atomic_fn *fn);
cup_status cup_atomic_type_from_name(const char *name, cup_atomic_type *t);
/* Bytes of one element: 2, 4, 8 or 16. */
size_t cup_atomic_type_size(cup_atomic_type t);
/* The cuprim dtype of an element (the opaque b2..b16 for those cuprim has no number type for). */
cup_dtype cup_atomic_type_dtype(cup_atomic_type t);
/* How sm_90 does fn on t (CUP_ATOMIC_HOW_*), 0 when CUDA has no such function. */
int cup_atomic_how(cup_atomic_fn fn, cup_atomic_type t);
/* Does the variant (its traits) run fn on t? */
int cup_atomics_runs(const cup_variant_info *v, cup_atomic_fn fn, cup_atomic_type t);

#ifdef __cplusplus
}
#endif

#endif
