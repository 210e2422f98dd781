/* Groups of ranks inside the library: the group object and what a transport (NCCL between GPUs,
 * shared memory between CPU thread-ranks) provides to the sharded calls of group.c. */
#ifndef CUPRIM_GROUP_H
#define CUPRIM_GROUP_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { CUP_GROUP_MAX_RANKS = 1024 };

/* One rank the caller drives. */
typedef struct cup_group_rank {
    cup_handle_t h;
    int rank;      /* in the whole group */
    int device;    /* CUDA device; -1 on the CPU */
    void *comm;    /* ncclComm_t, or the CPU transport's per-rank communicator */
    void *scratch; /* backend memory of h: the rank's part before it is combined */
    size_t scratch_bytes;
    void *agree;   /* backend memory of h: 3 x size u64, the agreement on a call's outcome */
} cup_group_rank;

/* A transport combines the local ranks' buffers with every other rank's. Each entry has set the
 * group's message on failure. */
typedef struct cup_group_transport {
    /* Make local rank i's device current (CUDA; the caller's device is restored by leave). */
    cup_status (*enter)(cup_group_t g, int i);
    void (*leave)(cup_group_t g);
    /* recv[i] = op over every rank's send buffer (count elements of t; SUM of integers wraps),
     * queued on each local rank's stream; send[i] == recv[i] works in place. */
    cup_status (*allreduce)(cup_group_t g, const void *const *send, void *const *recv, size_t count, cup_dtype t,
                            cup_op op);
    /* Every local rank i sends send[i][p] (send_bytes[i][p] bytes) to each rank p and receives
     * recv[i][p] (recv_bytes[i][p]) from it; zero-byte pairs are skipped. */
    cup_status (*exchange)(cup_group_t g, const void *const *const *send, const size_t *const *send_bytes,
                           void *const *const *recv, const size_t *const *recv_bytes);
    /* dst = a height x width_bytes block of src (rows spitch and dpitch bytes apart) on local rank
     * i's stream: the strided copy that places a received tile. */
    cup_status (*copy2d)(cup_group_t g, int i, void *dst, size_t dpitch, const void *src, size_t spitch,
                         size_t width_bytes, size_t height);
    /* The stream local rank i's handle is given (NULL: the handle's own). */
    void *(*stream)(cup_group_t g, int i);
    void (*fini)(cup_group_t g); /* release what the transport created (its communicators) */
} cup_group_transport;

struct cup_group {
    cup_backend backend;
    const cup_group_transport *t;
    int size, local;
    int from_comm; /* one rank per caller (cup_group_from_comm) */
    cup_group_rank *r;
    void *state;  /* the transport's */
    /* host side of the agreement (3 words a rank), made with the group: a call that allocated it
     * could fail on one rank alone and leave the others waiting in the all-reduce */
    uint64_t *agree_host;
    char msg[CUP_MSG_LEN];
};

/* ---- a family's sharded call: its cup_family.shard, run by cup_group_run ---------------------- */

/* One sharded call on its way: the group, the call's name, each local rank's status of step 1,
 * the request's fingerprint and, once agreed in step 2, the elements over every rank. */
typedef struct cup_group_call {
    cup_group_t g;
    const char *fn;
    cup_status st[CUP_GROUP_MAX_RANKS];
    int failed; /* the first local rank that refused, or -1 */
    uint64_t request;
    size_t total;
} cup_group_call;

/* What a family's sharded call adds to the three steps every one takes (group.c). `args` is the
 * family's own request, as its public cup_group_* entry point packed it. */
struct cup_shard {
    /* What every rank must ask alike (dtype, op, sizes, ...), folded in with cup_group_request;
     * called first, whatever the arguments. */
    void (*request)(cup_group_call *c, const void *args);
    /* Step 1 on local rank i (its device current): check that rank's arguments and compute its
     * part into its scratch (cup_group_scratch), never into an output. */
    cup_status (*part)(cup_group_call *c, int i, const void *args);
    /* Each local rank's element count, summed over every rank into c->total in step 2 (NULL: none). */
    const size_t *(*counts)(const void *args);
    /* Step 3, once every rank has agreed: the parts combined into every rank's outputs. */
    cup_status (*combine)(cup_group_call *c, const void *args);
};

/* The three steps of `family`'s sharded call `fn` on g: a refusal on one rank is a refusal on every
 * rank, with nothing written and no rank left in a half-issued collective. */
cup_status cup_group_run(cup_group_t g, const char *fn, const cup_family *family, const void *args);
void cup_group_request(cup_group_call *c, const void *p, size_t bytes);
/* Local rank i's scratch, at least `bytes` (grown, never shrunk). */
cup_status cup_group_scratch(cup_group_t g, int i, size_t bytes);
/* The arrays every sharded call takes, checked on the rank that reads them. */
cup_status cup_group_check_arrays(cup_handle_t h, const char *fn, const void *in, const void *n, const void *out,
                                  const char *out_name);
/* out[i] = op over every rank's part (the first `count` elements of t of its scratch); out NULL:
 * into the parts themselves. */
cup_status cup_group_combine_parts(cup_group_call *c, void *const *out, size_t count, cup_dtype t, cup_op op);

cup_status cup_group_fail(cup_group_t g, cup_status s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The CPU transport (group.c): its one-caller form and its per-thread form. */
cup_status cup_group_cpu_init_all(cup_group_t g);
cup_status cup_group_cpu_from_comm(cup_group_t g, void *comm);
/* The NCCL transport (nccl.cu; NOT_SUPPORTED with the reason when cuprim has no NCCL). */
cup_status cup_group_nccl_init_all(cup_group_t g, int ranks, const int *devices);
cup_status cup_group_nccl_from_comm(cup_group_t g, void *comm);
int cup_group_nccl_usable(void);

#ifdef __cplusplus
}
#endif

#endif
