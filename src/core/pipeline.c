/* The host-array pipeline's engine (pipeline.h): the chunk loop every streaming primitive over a
 * host array runs, the CPU transport, and the pool of host threads the CUDA transport copies
 * pageable memory with. */
#include "core/pipeline.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__x86_64__) && defined(__SSE2__)
#include <emmintrin.h>
#endif

/* 64 MiB of input a chunk: a pinned copy of that size takes ~1.2 ms on PCIe Gen5, against a few
 * microseconds between two queued copies, so the gaps cost under 1% (docs/host-arrays.md); four
 * slots of input and output stay well under a GiB of device memory. */
#define CUP_PIPE_CHUNK_DEFAULT ((size_t)64 << 20)

size_t cup_pipe_chunk_bytes(cup_handle_t h) { return h->pipe_chunk ? h->pipe_chunk : CUP_PIPE_CHUNK_DEFAULT; }

cup_status cup_set_pipeline_chunk(cup_handle_t h, size_t bytes)
{
    CUP_ENTER(h);
    h->pipe_chunk = bytes;
    return CUP_STATUS_SUCCESS;
}

/* ---- the CPU transport: windows in host buffers, hooks run in order ---------------------------- */

typedef struct cpu_pipe {
    unsigned char *win, *out, *records;
    size_t win_bytes, out_bytes, records_bytes;
} cpu_pipe;

static int grow(unsigned char **p, size_t *have, size_t need)
{
    if (need <= *have) return 1;
    unsigned char *q = realloc(*p, need);
    if (!q) return 0;
    *p = q, *have = need;
    return 1;
}

static void cpu_release(cup_handle_t h)
{
    cpu_pipe *c = h->pipe;
    free(c->win), free(c->out), free(c->records), free(c);
    h->pipe = NULL;
}

static cup_status cpu_begin(cup_handle_t h, const cup_pipe_job *job, size_t chunk, size_t chunks, int *depth)
{
    cpu_pipe *c = h->pipe;
    if (!c && !(c = h->pipe = calloc(1, sizeof *c)))
        return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "%s: out of host memory", job->fn);
    h->pipe_release = cpu_release;
    const size_t span = chunk + 2 * (size_t)job->halo;
    if (!grow(&c->win, &c->win_bytes, span * job->in_size) ||
        (job->out && !grow(&c->out, &c->out_bytes, span * job->out_size)) ||
        !grow(&c->records, &c->records_bytes, chunks * job->record_bytes + 1))
        return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "%s: no host memory for the pipeline's buffers", job->fn);
    *depth = 1;
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_load(cup_handle_t h, int slot, const cup_pipe_piece *pieces, int count, const void **win)
{
    (void)slot;
    cpu_pipe *c = h->pipe;
    if (count == 1 && pieces[0].user) { /* the window lies inside the input: no copy */
        *win = pieces[0].src;
        return CUP_STATUS_SUCCESS;
    }
    size_t at = 0;
    for (int i = 0; i < count; i++) memcpy(c->win + at, pieces[i].src, pieces[i].bytes), at += pieces[i].bytes;
    *win = c->win;
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_compute(cup_handle_t h, const cup_pipe_job *job, int slot, const void *win, size_t first,
                              size_t count, size_t chunk_index)
{
    (void)slot;
    cpu_pipe *c = h->pipe;
    return job->chunk(h, job->ctx, win, first, count, job->out ? c->out : NULL,
                      c->records + chunk_index * job->record_bytes);
}

static cup_status cpu_store(cup_handle_t h, const cup_pipe_job *job, int slot, void *host_dst, size_t bytes)
{
    (void)slot;
    memcpy(host_dst, ((cpu_pipe *)h->pipe)->out + (size_t)job->halo * job->out_size, bytes);
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_end(cup_handle_t h, const cup_pipe_job *job, size_t chunks, cup_status so_far,
                          const void **records)
{
    (void)job, (void)chunks;
    *records = ((cpu_pipe *)h->pipe)->records;
    return so_far;
}

const cup_pipe_transport cup_pipe_cpu = {cpu_begin, cpu_load, cpu_compute, cpu_store, cpu_end};

/* ---- the engine ---------------------------------------------------------------------------------- */

cup_status cup_pipe_check_host(cup_handle_t h, const char *fn, const char *what, const void *p, size_t bytes,
                               size_t align)
{
    if ((uintptr_t)p % align)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: %s (%p) is not aligned to its %zu-byte elements", fn, what,
                        p, align);
    /* NULL: the backend's memory is host memory (the CPU's) */
    return h->ops->check_host ? h->ops->check_host(h, fn, what, p, bytes) : CUP_STATUS_SUCCESS;
}

cup_status cup_pipe_wait_queued(cup_handle_t h) { return h->ops->sync(h); }

cup_status cup_pipe_run(cup_handle_t h, const cup_pipe_job *job)
{
    cup_status s = job->waited ? CUP_STATUS_SUCCESS : cup_pipe_wait_queued(h);
    if (s != CUP_STATUS_SUCCESS) return s;
    const cup_pipe_transport *t = h->ops->pipe;
    const size_t n = job->n, size = job->in_size, halo = (size_t)job->halo;
    size_t per = cup_pipe_chunk_bytes(h) / size;
    per = per ? per : 1;
    const size_t chunks = cup_ceil_div(n, per);
    int depth = 1;
    s = t->begin(h, job, per < n ? per : n, chunks, &depth);
    if (s != CUP_STATUS_SUCCESS) return s;
    for (size_t c = 0; c < chunks && s == CUP_STATUS_SUCCESS; c++) {
        const size_t first = c * per, count = n - first < per ? n - first : per;
        /* the window [first - halo, first + count + halo): the edge values below 0, the input,
         * the edge values from n on (each piece empty where the window does not reach it) */
        const long long lo = (long long)first - (long long)halo, hi = (long long)(first + count + halo);
        const size_t in_lo = lo > 0 ? (size_t)lo : 0, in_hi = (size_t)hi < n ? (size_t)hi : n;
        cup_pipe_piece pieces[3];
        int np = 0;
        if (lo < 0)
            pieces[np++] = (cup_pipe_piece){(const char *)job->edge_lo + (size_t)(lo + (long long)halo) * size,
                                            (size_t)-lo * size, 0};
        pieces[np++] = (cup_pipe_piece){(const char *)job->in + in_lo * size, (in_hi - in_lo) * size, 1};
        if ((size_t)hi > n) pieces[np++] = (cup_pipe_piece){job->edge_hi, ((size_t)hi - n) * size, 0};
        const int slot = (int)(c % (size_t)depth);
        const void *win = NULL;
        s = t->load(h, slot, pieces, np, &win);
        if (s == CUP_STATUS_SUCCESS) s = t->compute(h, job, slot, win, first, count, c);
        if (s == CUP_STATUS_SUCCESS && job->out)
            s = t->store(h, job, slot, (char *)job->out + first * job->out_size, count * job->out_size);
    }
    const void *records = NULL;
    s = t->end(h, job, chunks, s, &records);
    if (s == CUP_STATUS_SUCCESS && job->finish) s = job->finish(h, job->ctx, records, chunks);
    return s;
}

/* ---- the copy pool ------------------------------------------------------------------------------- */

typedef struct copy_worker_arg {
    cup_copy_pool *pool;
    int index;
} copy_worker_arg;

struct cup_copy_pool {
    int threads, started, quit, stream;
    unsigned generation;
    int pending;
    const cup_copy_piece *pieces;
    int count;
    pthread_mutex_t m;
    pthread_cond_t go, done;
    pthread_t tid[64];
    copy_worker_arg arg[64];
};

/* memcpy, or with non-temporal stores: the destination is a staging buffer only the DMA engine
 * reads next, so writing around the caches saves the read of every destination line that a
 * cached store costs first (docs/host-arrays.md has the measurement). */
static void copy_bytes(void *dst, const void *src, size_t len, int stream)
{
#if defined(__x86_64__) && defined(__SSE2__)
    if (stream && len >= 256) {
        char *d = dst;
        const char *s = src;
        const size_t head = (16 - ((uintptr_t)d & 15)) & 15;
        memcpy(d, s, head);
        d += head, s += head, len -= head;
        size_t i = 0;
        for (; i + 64 <= len; i += 64) {
            const __m128i a = _mm_loadu_si128((const __m128i *)(s + i)), b = _mm_loadu_si128((const __m128i *)(s + i + 16)),
                          c = _mm_loadu_si128((const __m128i *)(s + i + 32)), e = _mm_loadu_si128((const __m128i *)(s + i + 48));
            _mm_stream_si128((__m128i *)(d + i), a);
            _mm_stream_si128((__m128i *)(d + i + 16), b);
            _mm_stream_si128((__m128i *)(d + i + 32), c);
            _mm_stream_si128((__m128i *)(d + i + 48), e);
        }
        memcpy(d + i, s + i, len - i);
        _mm_sfence(); /* the streamed lines are in memory before the DMA is queued */
        return;
    }
#endif
    (void)stream;
    memcpy(dst, src, len);
}

/* Thread i's share of every piece: contiguous, 4 KiB-aligned cuts so no two threads write a page. */
static void copy_part(cup_copy_pool *p, int i)
{
    for (int k = 0; k < p->count; k++) {
        const cup_copy_piece *c = &p->pieces[k];
        size_t share = cup_ceil_div(c->bytes, (size_t)p->threads);
        share = (share + 4095) & ~(size_t)4095;
        const size_t lo = share * (size_t)i;
        if (lo >= c->bytes) continue;
        const size_t len = c->bytes - lo < share ? c->bytes - lo : share;
        copy_bytes((char *)c->dst + lo, (const char *)c->src + lo, len, p->stream);
    }
}

static void *copy_worker(void *a)
{
    cup_copy_pool *p = ((copy_worker_arg *)a)->pool;
    const int i = ((copy_worker_arg *)a)->index;
    unsigned seen = 0;
    pthread_mutex_lock(&p->m);
    for (;;) {
        while (!p->quit && p->generation == seen) pthread_cond_wait(&p->go, &p->m);
        if (p->quit) break;
        seen = p->generation;
        pthread_mutex_unlock(&p->m);
        copy_part(p, i);
        pthread_mutex_lock(&p->m);
        if (--p->pending == 0) pthread_cond_signal(&p->done);
    }
    pthread_mutex_unlock(&p->m);
    return NULL;
}

cup_copy_pool *cup_copy_pool_new(int threads, int stream)
{
    cup_copy_pool *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->stream = stream;
    p->threads = threads < 1 ? 1 : threads > 64 ? 64 : threads;
    pthread_mutex_init(&p->m, NULL);
    pthread_cond_init(&p->go, NULL);
    pthread_cond_init(&p->done, NULL);
    for (int i = 1; i < p->threads; i++) {
        p->arg[i].pool = p, p->arg[i].index = i;
        if (pthread_create(&p->tid[i], NULL, copy_worker, &p->arg[i]) != 0) break;
        p->started = i;
    }
    p->threads = p->started + 1; /* fewer threads if some could not start: slower, still whole */
    return p;
}

cup_copy_pool *cup_copy_pool_default(void)
{
    /* One thread moved ~12 GB/s from pageable into pinned memory on the H100's host, sixteen ~46;
     * what this host does is cup_measure_staging's figure. */
    const long cores = sysconf(_SC_NPROCESSORS_ONLN);
    const char *env = getenv("CUPRIM_PIPE_THREADS"), *stores = getenv("CUPRIM_PIPE_STORES");
    const long asked = env && *env ? strtol(env, NULL, 10) : 0;
    const int threads = asked >= 1 && asked <= 64 ? (int)asked : cores < 1 ? 1 : cores > 16 ? 16 : (int)cores;
    return cup_copy_pool_new(threads, !(stores && strcmp(stores, "cached") == 0));
}

int cup_copy_pool_threads(const cup_copy_pool *p) { return p->threads; }

void cup_copy_pool_run(cup_copy_pool *p, const cup_copy_piece *pieces, int count)
{
    pthread_mutex_lock(&p->m);
    p->pieces = pieces, p->count = count, p->pending = p->threads - 1;
    p->generation++;
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->m);
    copy_part(p, 0);
    pthread_mutex_lock(&p->m);
    while (p->pending > 0) pthread_cond_wait(&p->done, &p->m);
    pthread_mutex_unlock(&p->m);
}

void cup_copy_pool_free(cup_copy_pool *p)
{
    if (!p) return;
    pthread_mutex_lock(&p->m);
    p->quit = 1;
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->m);
    for (int i = 1; i <= p->started; i++) pthread_join(p->tid[i], NULL);
    pthread_cond_destroy(&p->go);
    pthread_cond_destroy(&p->done);
    pthread_mutex_destroy(&p->m);
    free(p);
}

/* ---- host memory for the lab -------------------------------------------------------------------- */

cup_status cup_host_alloc(cup_handle_t h, void **p, size_t bytes, int pinned)
{
    CUP_ENTER_WAITING(h);
    if (!p) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: p is NULL", __func__);
    *p = NULL;
    if (pinned && h->ops->host_alloc) return h->ops->host_alloc(h, p, bytes);
    *p = malloc(bytes ? bytes : 1);
    return *p ? CUP_STATUS_SUCCESS : cup_fail(h, CUP_STATUS_ALLOC_FAILED, "%s: no %zu bytes of host memory", __func__, bytes);
}

cup_status cup_host_free(cup_handle_t h, void *p, int pinned)
{
    CUP_ENTER_WAITING(h);
    if (pinned && h->ops->host_free) return h->ops->host_free(h, p);
    free(p);
    return CUP_STATUS_SUCCESS;
}

/* ---- the pageable side's ceiling ------------------------------------------------------------------ */

typedef struct staging_run {
    cup_copy_pool *pool;
    cup_copy_piece piece;
} staging_run;

static cup_status staging_copy(cup_handle_t h, void *ctx)
{
    (void)h;
    staging_run *r = ctx;
    cup_copy_pool_run(r->pool, &r->piece, 1);
    return CUP_STATUS_SUCCESS;
}

cup_status cup_measure_staging(cup_handle_t h, double *gbps)
{
    CUP_ENTER_WAITING(h);
    if (!gbps) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_measure_staging: gbps is NULL");
    double rate = 0; /* a backend without pinned memory (the CPU's) stages nothing */
    if (h->ops->host_alloc) {
        const size_t bytes = (size_t)256 << 20;
        staging_run r = {cup_copy_pool_default(), {NULL, malloc(bytes), bytes}};
        cup_timing t = {0, 0, 0, 0};
        /* the backend's own calls, not the public ones, which would clear h's message */
        cup_status s = r.pool && r.piece.src
                           ? h->ops->host_alloc(h, &r.piece.dst, bytes)
                           : cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_measure_staging: out of host memory");
        if (s == CUP_STATUS_SUCCESS) {
            /* the source's pages first touched by the pool's threads, as a caller's array filled
             * in parallel would be, and resident before any timed copy */
            const cup_copy_piece touch = {(void *)r.piece.src, r.piece.dst, bytes};
            cup_copy_pool_run(r.pool, &touch, 1);
            /* the one timing helper, its events bracketing host work on an idle stream */
            s = h->ops->sync(h);
            if (s == CUP_STATUS_SUCCESS) s = h->ops->time(h, NULL, staging_copy, &r, 1, 5, 0, &t);
            if (s == CUP_STATUS_SUCCESS && !(t.median_us > 0))
                s = cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "cup_measure_staging: a copy timed at %g us", t.median_us);
        }
        if (r.piece.dst) {
            const cup_status f = h->ops->host_free(h, r.piece.dst);
            s = s ? s : f;
        }
        free((void *)r.piece.src);
        cup_copy_pool_free(r.pool);
        if (s != CUP_STATUS_SUCCESS) return s;
        rate = (double)bytes / (t.median_us * 1e3);
    }
    *gbps = rate;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_measure_h2d_from(cup_handle_t h, const void *host, size_t bytes, double *gbps)
{
    CUP_ENTER_WAITING(h);
    if (!gbps || !host || !bytes)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %s", __func__,
                        !gbps ? "gbps is NULL" : !host ? "host is NULL" : "bytes is 0");
    const cup_status s = cup_pipe_check_host(h, __func__, "host", host, bytes, 1);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (h->ops->h2d_from) return h->ops->h2d_from(h, host, bytes, gbps);
    *gbps = 0; /* no link */
    return CUP_STATUS_SUCCESS;
}
