// The host-array pipeline's CUDA transport (core/pipeline.h): copies in, kernels and copies out on
// three streams of the handle's own, a ring of device buffers between them, pinned staging for
// pageable host memory filled and drained by a pool of host threads. docs/host-arrays.md.
//
// Slot s of the ring is guarded by three events: `loaded` (its window arrived: the kernel may
// start; its staging buffer may be refilled), `ran` (its kernel ended: the window may be
// overwritten, the outputs copied out) and `stored` (its outputs left: the output buffer may be
// rewritten; a pageable caller's outputs may be copied from staging). The streams only wait on
// events, so H2D of chunk c + 1, the kernel of chunk c and D2H of chunk c - 1 run at once.
#include "common.cuh"
#include "core/pipeline.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

enum { DEPTH = 4 };

// Everything the engine keeps for one device: a handle holds one; several GPUs would hold one each.
struct cup_pipe_device {
    int device;
    cudaStream_t in_stream, run_stream, out_stream;
    cudaEvent_t start, loaded[DEPTH], ran[DEPTH], stored[DEPTH];
    void *win[DEPTH], *out[DEPTH];     // device
    size_t win_bytes, out_bytes;
    void *stage_in[DEPTH], *stage_out[DEPTH]; // pinned host
    size_t stage_in_bytes, stage_out_bytes;
    void *edges;                       // pinned: the job's edge values, lo then hi
    void *records;                     // device, a record per chunk
    size_t records_bytes;
    void *host_records;                // host copy of the records for `finish`
    size_t host_records_bytes;
    cup_copy_pool *pool;
    // the job under way
    const cup_pipe_job *job;
    int in_pinned, out_pinned;
    struct {
        void *dst;
        size_t bytes;
    } drain[DEPTH]; // a pageable caller's outputs waiting in stage_out
};

static cup_pipe_device *pipe_of(cup_handle_t h) { return (cup_pipe_device *)h->pipe; }

static void pipe_free(cup_pipe_device *p)
{
    if (!p) return;
    for (cudaStream_t s : {p->in_stream, p->run_stream, p->out_stream})
        if (s) cudaStreamSynchronize(s), cudaStreamDestroy(s);
    for (int i = 0; i < DEPTH; i++) {
        for (cudaEvent_t e : {p->loaded[i], p->ran[i], p->stored[i]})
            if (e) cudaEventDestroy(e);
        cudaFree(p->win[i]), cudaFree(p->out[i]);
        cudaFreeHost(p->stage_in[i]), cudaFreeHost(p->stage_out[i]);
    }
    if (p->start) cudaEventDestroy(p->start);
    cudaFreeHost(p->edges);
    cudaFree(p->records);
    free(p->host_records);
    cup_copy_pool_free(p->pool);
    (void)cudaGetLastError();
    free(p);
}

static void pipe_release(cup_handle_t h)
{
    pipe_free(pipe_of(h));
    h->pipe = nullptr;
}

// The streams, events, edge buffer and thread pool of p (zeroed): pipe_create's fallible part.
static cup_status pipe_build(cup_handle_t h, cup_pipe_device *p, const char *fn)
{
    p->device = cuda_state(h)->device;
    // non-blocking: the legacy default stream must not serialise them; order comes from events
    for (cudaStream_t *s : {&p->in_stream, &p->run_stream, &p->out_stream})
        CUP_CUDA_TRY(h, cudaStreamCreateWithFlags(s, cudaStreamNonBlocking));
    CUP_CUDA_TRY(h, cudaEventCreateWithFlags(&p->start, cudaEventDisableTiming));
    for (int i = 0; i < DEPTH; i++)
        for (cudaEvent_t *e : {&p->loaded[i], &p->ran[i], &p->stored[i]})
            CUP_CUDA_TRY(h, cudaEventCreateWithFlags(e, cudaEventDisableTiming));
    CUP_CUDA_TRY(h, cudaHostAlloc(&p->edges, 2 * CUP_PIPE_MAX_HALO * 16, cudaHostAllocDefault));
    p->pool = cup_copy_pool_default();
    if (!p->pool) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "%s: cannot start the copy threads", fn);
    return CUP_STATUS_SUCCESS;
}

// Made on the handle's first host-array call, and kept only when whole: a later call must never
// find a pipeline without its edge buffer or threads (a failed first call would leave one).
static cup_status pipe_create(cup_handle_t h, const char *fn)
{
    auto *p = (cup_pipe_device *)calloc(1, sizeof(cup_pipe_device));
    if (!p) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "%s: out of host memory", fn);
    const cup_status s = pipe_build(h, p, fn);
    if (s != CUP_STATUS_SUCCESS) {
        pipe_free(p);
        return s;
    }
    h->pipe = p;
    h->pipe_release = pipe_release;
    return CUP_STATUS_SUCCESS;
}

// Device or pinned buffers of each slot grown to `need` bytes (the streams are idle between jobs).
static cup_status grow_ring(cup_handle_t h, void **bufs, size_t *have, size_t need, bool pinned)
{
    if (need <= *have) return CUP_STATUS_SUCCESS;
    for (int i = 0; i < DEPTH; i++) {
        if (pinned) CUP_CUDA_TRY(h, cudaFreeHost(bufs[i]));
        else CUP_CUDA_TRY(h, cudaFree(bufs[i]));
        bufs[i] = nullptr;
    }
    *have = 0;
    for (int i = 0; i < DEPTH; i++) {
        if (pinned) CUP_CUDA_TRY(h, cudaHostAlloc(&bufs[i], need, cudaHostAllocDefault));
        else CUP_CUDA_TRY(h, cudaMalloc(&bufs[i], need));
    }
    *have = need;
    return CUP_STATUS_SUCCESS;
}

// Host memory the driver has pinned (page-locked or registered) over [p, p + bytes): 1; pageable
// host memory: 0; device or managed memory: -1.
static int host_kind(const void *p, size_t bytes)
{
    cudaPointerAttributes a[2];
    const void *ends[2] = {p, (const char *)p + (bytes ? bytes - 1 : 0)};
    int pinned = 1;
    for (int i = 0; i < 2; i++) {
        if (cudaPointerGetAttributes(&a[i], ends[i]) != cudaSuccess) {
            (void)cudaGetLastError();
            a[i].type = cudaMemoryTypeUnregistered;
        }
        if (a[i].type == cudaMemoryTypeDevice || a[i].type == cudaMemoryTypeManaged) return -1;
        pinned &= a[i].type == cudaMemoryTypeHost;
    }
    return pinned;
}

extern "C" cup_status cup_pipe_cuda_check_host(cup_handle_t h, const char *fn, const char *what, const void *p,
                                               size_t bytes)
{
    if (host_kind(p, bytes) >= 0) return CUP_STATUS_SUCCESS;
    return cup_fail(h, CUP_STATUS_INVALID_POINTER,
                    "%s: %s (%p) is device or managed memory; this call takes host memory (the call without _host "
                    "takes device memory)",
                    fn, what, p);
}

static cup_status begin(cup_handle_t h, const cup_pipe_job *job, size_t chunk, size_t chunks, int *depth)
{
    const int kind[2] = {job->n ? host_kind(job->in, job->n * job->in_size) : 0,
                         job->out && job->n ? host_kind(job->out, job->n * job->out_size) : 0};
    if (kind[0] < 0 || kind[1] < 0) // the primitive checked them (cup_pipe_check_host): a bug
        return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "%s: device memory reached the pipeline", job->fn);
    *depth = DEPTH;
    if (!chunks) return CUP_STATUS_SUCCESS;
    if (!h->pipe) {
        const cup_status s = pipe_create(h, job->fn);
        if (s != CUP_STATUS_SUCCESS) return s;
    }
    cup_pipe_device *p = pipe_of(h);
    p->job = job, p->in_pinned = kind[0] == 1, p->out_pinned = kind[1] == 1;
    const size_t span = chunk + 2 * (size_t)job->halo;
    cup_status s = grow_ring(h, p->win, &p->win_bytes, span * job->in_size, false);
    if (s == CUP_STATUS_SUCCESS && job->out) s = grow_ring(h, p->out, &p->out_bytes, span * job->out_size, false);
    if (s == CUP_STATUS_SUCCESS && !p->in_pinned)
        s = grow_ring(h, p->stage_in, &p->stage_in_bytes, span * job->in_size, true);
    if (s == CUP_STATUS_SUCCESS && job->out && !p->out_pinned)
        s = grow_ring(h, p->stage_out, &p->stage_out_bytes, chunk * job->out_size, true);
    if (s != CUP_STATUS_SUCCESS) return s;
    const size_t rec = chunks * job->record_bytes;
    if (rec > p->records_bytes) {
        CUP_CUDA_TRY(h, cudaFree(p->records));
        p->records = nullptr, p->records_bytes = 0;
        void *q = realloc(p->host_records, rec);
        if (!q) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "%s: out of host memory", job->fn);
        p->host_records = q, p->host_records_bytes = rec;
        CUP_CUDA_TRY(h, cudaMalloc(&p->records, rec));
        p->records_bytes = rec; // only now: both buffers hold rec bytes
    }
    const size_t edge = (size_t)job->halo * job->in_size;
    if (edge) {
        memcpy(p->edges, job->edge_lo, edge);
        memcpy((char *)p->edges + edge, job->edge_hi, edge);
    }
    for (int i = 0; i < DEPTH; i++) p->drain[i] = {nullptr, 0};
    // after everything already queued on the handle's stream (a user stream included)
    CUP_CUDA_TRY(h, cudaEventRecord(p->start, cuda_stream(h)));
    CUP_CUDA_TRY(h, cudaStreamWaitEvent(p->in_stream, p->start, 0));
    CUP_CUDA_TRY(h, cudaStreamWaitEvent(p->run_stream, p->start, 0));
    return CUP_STATUS_SUCCESS;
}

// The pinned copy of an edge piece (the engine points edge pieces into the job's edge arrays).
static const void *pinned_edge(const cup_pipe_device *p, const void *src)
{
    const size_t edge = (size_t)p->job->halo * p->job->in_size;
    const char *lo = (const char *)p->job->edge_lo, *s = (const char *)src;
    if (s >= lo && s < lo + edge) return (const char *)p->edges + (s - lo);
    return (const char *)p->edges + edge + (s - (const char *)p->job->edge_hi);
}

static cup_status load(cup_handle_t h, int slot, const cup_pipe_piece *pieces, int count, const void **win)
{
    cup_pipe_device *p = pipe_of(h);
    char *dst = (char *)p->win[slot];
    CUP_CUDA_TRY(h, cudaStreamWaitEvent(p->in_stream, p->ran[slot], 0)); // the last kernel on this window
    size_t at = 0;
    if (p->in_pinned) {
        for (int i = 0; i < count; i++) {
            const void *src = pieces[i].user ? pieces[i].src : pinned_edge(p, pieces[i].src);
            CUP_CUDA_TRY(h, cudaMemcpyAsync(dst + at, src, pieces[i].bytes, cudaMemcpyHostToDevice, p->in_stream));
            at += pieces[i].bytes;
        }
    } else {
        // the staging buffer's previous copy must have left before the threads overwrite it
        CUP_CUDA_TRY(h, cudaEventSynchronize(p->loaded[slot]));
        cup_copy_piece copies[3];
        for (int i = 0; i < count; i++) {
            copies[i] = {(char *)p->stage_in[slot] + at, pieces[i].src, pieces[i].bytes};
            at += pieces[i].bytes;
        }
        cup_copy_pool_run(p->pool, copies, count);
        CUP_CUDA_TRY(h, cudaMemcpyAsync(dst, p->stage_in[slot], at, cudaMemcpyHostToDevice, p->in_stream));
    }
    CUP_CUDA_TRY(h, cudaEventRecord(p->loaded[slot], p->in_stream));
    *win = dst;
    return CUP_STATUS_SUCCESS;
}

static cup_status compute(cup_handle_t h, const cup_pipe_job *job, int slot, const void *win, size_t first,
                          size_t count, size_t chunk_index)
{
    cup_pipe_device *p = pipe_of(h);
    CUP_CUDA_TRY(h, cudaStreamWaitEvent(p->run_stream, p->loaded[slot], 0));
    if (job->out) CUP_CUDA_TRY(h, cudaStreamWaitEvent(p->run_stream, p->stored[slot], 0));
    // The primitive launches on the handle's stream: point it at the compute stream for the call.
    // Its kernels share the handle's workspace and counters, safe because they all queue on this
    // one stream, after the work the handle had queued (the start event).
    void *const mine = h->stream;
    h->stream = p->run_stream;
    const cup_status s = job->chunk(h, job->ctx, win, first, count, job->out ? p->out[slot] : nullptr,
                                    (char *)p->records + chunk_index * job->record_bytes);
    h->stream = mine;
    if (s != CUP_STATUS_SUCCESS) return s;
    CUP_CUDA_TRY(h, cudaEventRecord(p->ran[slot], p->run_stream));
    return CUP_STATUS_SUCCESS;
}

// A pageable caller's outputs of slot s, waiting in staging, copied out by the threads.
static cup_status drain(cup_handle_t h, int slot)
{
    cup_pipe_device *p = pipe_of(h);
    if (!p->drain[slot].dst) return CUP_STATUS_SUCCESS;
    CUP_CUDA_TRY(h, cudaEventSynchronize(p->stored[slot]));
    const cup_copy_piece c = {p->drain[slot].dst, p->stage_out[slot], p->drain[slot].bytes};
    cup_copy_pool_run(p->pool, &c, 1);
    p->drain[slot] = {nullptr, 0};
    return CUP_STATUS_SUCCESS;
}

static cup_status store(cup_handle_t h, const cup_pipe_job *job, int slot, void *host_dst, size_t bytes)
{
    cup_pipe_device *p = pipe_of(h);
    const char *src = (const char *)p->out[slot] + (size_t)job->halo * job->out_size;
    CUP_CUDA_TRY(h, cudaStreamWaitEvent(p->out_stream, p->ran[slot], 0));
    if (p->out_pinned) {
        CUP_CUDA_TRY(h, cudaMemcpyAsync(host_dst, src, bytes, cudaMemcpyDeviceToHost, p->out_stream));
    } else {
        const cup_status s = drain(h, slot);
        if (s != CUP_STATUS_SUCCESS) return s;
        CUP_CUDA_TRY(h, cudaMemcpyAsync(p->stage_out[slot], src, bytes, cudaMemcpyDeviceToHost, p->out_stream));
        p->drain[slot] = {host_dst, bytes};
    }
    CUP_CUDA_TRY(h, cudaEventRecord(p->stored[slot], p->out_stream));
    return CUP_STATUS_SUCCESS;
}

// Waits for everything queued, even after a failure: nothing may still read or write the caller's
// buffers once the call has returned.
static cup_status end(cup_handle_t h, const cup_pipe_job *job, size_t chunks, cup_status so_far, const void **records)
{
    cup_pipe_device *p = pipe_of(h);
    *records = nullptr;
    if (!p) return so_far;
    cup_status s = so_far;
    for (cudaStream_t st : {p->in_stream, p->run_stream, p->out_stream}) {
        const cudaError_t e = cudaStreamSynchronize(st);
        if (e != cudaSuccess && s == CUP_STATUS_SUCCESS) s = cup_cuda_fail(h, e, "the host-array pipeline", __FILE__, __LINE__);
    }
    for (int i = 0; i < DEPTH && s == CUP_STATUS_SUCCESS; i++) s = drain(h, i);
    for (int i = 0; i < DEPTH; i++) p->drain[i] = {nullptr, 0};
    if (s == CUP_STATUS_SUCCESS && job->record_bytes) {
        // on the pipeline's own stream, not the legacy default stream, which would wait for every
        // blocking stream of the device
        CUP_CUDA_TRY(h, cudaMemcpyAsync(p->host_records, p->records, chunks * job->record_bytes, cudaMemcpyDeviceToHost,
                                        p->out_stream));
        CUP_CUDA_TRY(h, cudaStreamSynchronize(p->out_stream));
        *records = p->host_records;
    }
    p->job = nullptr;
    return s;
}

extern "C" const cup_pipe_transport cup_pipe_cuda = {begin, load, compute, store, end};

extern "C" cup_status cup_pipe_cuda_host_alloc(cup_handle_t h, void **p, size_t bytes)
{
    CUP_CUDA_TRY(h, cudaHostAlloc(p, bytes ? bytes : 1, cudaHostAllocDefault));
    return CUP_STATUS_SUCCESS;
}

extern "C" cup_status cup_pipe_cuda_host_free(cup_handle_t h, void *p)
{
    CUP_CUDA_TRY(h, cudaFreeHost(p));
    return CUP_STATUS_SUCCESS;
}

// cup_measure_h2d_from: the caller's host buffer copied to one device piece after another, as
// the pipeline's copies read it, with no kernel beside them.
struct h2d_from_run {
    const char *host;
    size_t bytes, piece;
    void *dev;
};

static cup_status h2d_from_work(cup_handle_t h, void *ctx)
{
    const auto *r = (const h2d_from_run *)ctx;
    for (size_t at = 0; at < r->bytes; at += r->piece)
        CUP_CUDA_TRY(h, cudaMemcpyAsync(r->dev, r->host + at, std::min(r->piece, r->bytes - at), cudaMemcpyHostToDevice,
                                        cuda_stream(h)));
    return CUP_STATUS_SUCCESS;
}

extern "C" cup_status cup_pipe_cuda_h2d_from(cup_handle_t h, const void *host, size_t bytes, double *gbps)
{
    // at least 64 KiB a piece: a chunk of a few elements (the tests' setting) would time the
    // launch of each copy, not the link
    h2d_from_run r{(const char *)host, bytes, std::min(bytes, std::max<size_t>(cup_pipe_chunk_bytes(h), 65536)), nullptr};
    CUP_CUDA_TRY(h, cudaMalloc(&r.dev, r.piece));
    cup_timing t{};
    const cup_status s = h->ops->time(h, nullptr, h2d_from_work, &r, 1, 3, 0, &t);
    cudaFree(r.dev);
    (void)cudaGetLastError(); // a failed free must not be reported by the next launch
    if (s != CUP_STATUS_SUCCESS) return s;
    if (!(t.median_us > 0))
        return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "cup_measure_h2d_from: the copies timed at %g us", t.median_us);
    *gbps = (double)bytes / (t.median_us * 1e3);
    return CUP_STATUS_SUCCESS;
}
