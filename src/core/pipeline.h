/* The host-array pipeline: one engine that streams a host array through the backend in chunks,
 * for any primitive that works chunk by chunk (cup_reduce_host, cup_stencil1d_host, and later
 * the histogram). docs/host-arrays.md explains it and its numbers.
 *
 * A primitive describes itself as a cup_pipe_job: element sizes, the halo (elements of context
 * either side of a chunk), what stands for the elements past either end of the array, and two
 * hooks. The engine cuts [0, n) into chunks, brings each chunk's window (the chunk plus the halo
 * either side) into backend memory, runs the primitive's `chunk` hook on it, brings the chunk's
 * outputs back to the host, and after the last chunk hands the chunks' result records (one per
 * chunk, in chunk order, in host memory) to `finish`.
 *
 * Transports: the CPU backend copies windows with memcpy (or not at all where a window lies
 * inside the input) and runs the hooks in order. The CUDA backend (src/backend/cuda/pipeline.cu)
 * runs copies in, kernels and copies out on three streams of its own with a ring of device
 * buffers, so the three overlap; pageable host memory goes through pinned staging buffers that
 * a pool of host threads fills and drains. Its per-device state is one struct (cup_pipe_device),
 * so one handle's engine could be instantiated once per GPU. */
#ifndef CUPRIM_PIPELINE_H
#define CUPRIM_PIPELINE_H

#include "core/internal.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cup_pipe_job {
    const void *in; /* host memory, n elements of in_size bytes */
    void *out;      /* host memory, n elements of out_size bytes; NULL: the job has no per-element output */
    size_t n, in_size, out_size;
    int halo;       /* 0 .. CUP_PIPE_MAX_HALO */
    /* host, halo elements each: what stands for the indices [-halo, 0) and [n, n + halo) */
    const void *edge_lo, *edge_hi;
    size_t record_bytes; /* backend memory each chunk's hook may write its result to; 0: none */
    /* Run the primitive on one chunk, asynchronously on the handle's stream (the engine points
     * the handle at its compute stream for the call): `win` holds count + 2 * halo inputs, the
     * first standing for index first - halo; `out` (NULL when job->out is) takes count + 2 * halo
     * outputs, of which the engine keeps [halo, halo + count); `record` takes record_bytes. */
    cup_status (*chunk)(cup_handle_t h, const void *ctx, const void *win, size_t first, size_t count, void *out,
                        void *record);
    /* After the last chunk: the records, chunk order, in host memory. NULL: nothing to do. */
    cup_status (*finish)(cup_handle_t h, const void *ctx, const void *records, size_t chunks);
    const void *ctx;
    const char *fn; /* the public call, for messages */
    int waited;     /* the caller has called cup_pipe_wait_queued and queued nothing since */
} cup_pipe_job;

enum { CUP_PIPE_MAX_HALO = 16 };

/* Is [p, p + bytes) host memory the engine may take, aligned to `align`? Device or managed
 * memory of a CUDA handle, or a misaligned p, is refused with CUP_STATUS_INVALID_POINTER, naming
 * `fn` and `what`. The primitive checks every host pointer with it before it reads or writes one
 * (its edge values, its result). */
cup_status cup_pipe_check_host(cup_handle_t h, const char *fn, const char *what, const void *p, size_t bytes,
                               size_t align);

/* The host is about to read the caller's arrays (a stencil's edge values, the staging threads'
 * copies, which CUDA events do not order): wait for the work already queued on the handle's
 * stream first, so that a copy into them queued there has landed. cup_pipe_run does it itself;
 * a primitive that reads its input before that calls it first and sets the job's `waited`. */
cup_status cup_pipe_wait_queued(cup_handle_t h);

/* Run a job whose arguments the caller has checked (its request, its host pointers). Returns
 * when every output and the finish hook are done, having waited for all its work even when it
 * fails. */
cup_status cup_pipe_run(cup_handle_t h, const cup_pipe_job *job);

/* The chunk in bytes of input: the lab's setter (cup_set_pipeline_chunk), else the default. */
size_t cup_pipe_chunk_bytes(cup_handle_t h);

/* What the engine needs of a backend to move windows. `begin` sets up for a job (and orders
 * its work after the handle's stream); `load` brings a window in, of pieces laid end to end;
 * `compute` runs the hook on slot s; `store` brings a chunk's outputs out; `end` waits for
 * everything and leaves the records in host memory. Slots cycle through `depth`. */
typedef struct cup_pipe_piece {
    const void *src; /* host */
    size_t bytes;
    int user;        /* 1: from the caller's input (maybe pinned); 0: the engine's edge values */
} cup_pipe_piece;

typedef struct cup_pipe_transport {
    cup_status (*begin)(cup_handle_t h, const cup_pipe_job *job, size_t chunk, size_t chunks, int *depth);
    cup_status (*load)(cup_handle_t h, int slot, const cup_pipe_piece *pieces, int count, const void **win);
    cup_status (*compute)(cup_handle_t h, const cup_pipe_job *job, int slot, const void *win, size_t first,
                          size_t count, size_t chunk_index);
    cup_status (*store)(cup_handle_t h, const cup_pipe_job *job, int slot, void *host_dst, size_t bytes);
    /* waits; *records: the records in host memory (valid until the next job), NULL when none */
    cup_status (*end)(cup_handle_t h, const cup_pipe_job *job, size_t chunks, cup_status so_far,
                      const void **records);
} cup_pipe_transport;

/* Each backend's transport, named by its cup_backend_ops.pipe; `begin` makes the handle's state
 * (h->pipe) on first use and leaves h->pipe_release to free it. */
extern const cup_pipe_transport cup_pipe_cpu;
#ifdef CUPRIM_HAVE_CUDA
extern const cup_pipe_transport cup_pipe_cuda;
/* the CUDA backend's pipeline members of its ops (backend/cuda/pipeline.cu) */
cup_status cup_pipe_cuda_check_host(cup_handle_t h, const char *fn, const char *what, const void *p, size_t bytes);
cup_status cup_pipe_cuda_host_alloc(cup_handle_t h, void **p, size_t bytes);
cup_status cup_pipe_cuda_host_free(cup_handle_t h, void *p);
cup_status cup_pipe_cuda_h2d_from(cup_handle_t h, const void *host, size_t bytes, double *gbps);
#endif

/* A pool of host threads the CUDA transport copies pageable memory with: `count` pieces of
 * (dst, src, bytes) copied by up to `threads` threads, each piece split among them, with
 * non-temporal stores when `stream` (x86-64; elsewhere memcpy). The pool lives as long as the
 * handle's pipeline state. */
typedef struct cup_copy_pool cup_copy_pool;
cup_copy_pool *cup_copy_pool_new(int threads, int stream);
/* The pool the host-array calls use: as many threads as the cores, at most 16, with
 * non-temporal stores; CUPRIM_PIPE_THREADS (1..64) and CUPRIM_PIPE_STORES (cached, stream) are
 * the lab's knobs (docs/host-arrays.md). NULL when out of memory. */
cup_copy_pool *cup_copy_pool_default(void);
void cup_copy_pool_free(cup_copy_pool *p);
typedef struct cup_copy_piece {
    void *dst;
    const void *src;
    size_t bytes;
} cup_copy_piece;
void cup_copy_pool_run(cup_copy_pool *p, const cup_copy_piece *pieces, int count);
int cup_copy_pool_threads(const cup_copy_pool *p);

#ifdef __cplusplus
}
#endif

#endif
