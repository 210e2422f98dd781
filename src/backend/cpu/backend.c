/* The CPU backend: ordinary memory, pthreads for parallel work, a monotonic clock. */
#define _GNU_SOURCE
#include "cpu.h"
#include "core/pipeline.h"

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct {
    void (*fn)(void *, int, int);
    void *ctx;
    int i, count;
} worker;

static void *worker_main(void *p)
{
    worker *w = p;
    w->fn(w->ctx, w->i, w->count);
    return NULL;
}

void cup_cpu_parallel(int count, void (*fn)(void *ctx, int i, int count), void *ctx)
{
    count = count < 1 ? 1 : count > CUP_CPU_MAX_THREADS ? CUP_CPU_MAX_THREADS : count;
    pthread_t tid[CUP_CPU_MAX_THREADS];
    worker w[CUP_CPU_MAX_THREADS];
    int started[CUP_CPU_MAX_THREADS] = {0};
    for (int i = 1; i < count; i++) {
        w[i] = (worker){fn, ctx, i, count};
        started[i] = pthread_create(&tid[i], NULL, worker_main, &w[i]) == 0;
    }
    fn(ctx, 0, count);
    for (int i = 1; i < count; i++) {
        if (started[i]) pthread_join(tid[i], NULL);
        else fn(ctx, i, count); /* no thread: the work still gets done, in order */
    }
}

typedef struct range_job {
    void (*fn)(const void *args, size_t lo, size_t hi);
    const void *args;
    size_t units;
} range_job;

static void range_part(void *p, int i, int count)
{
    const range_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->units, i, count, &lo, &hi);
    if (lo < hi) j->fn(j->args, lo, hi);
}

void cup_cpu_parallel_range(int threads, size_t units, void (*fn)(const void *args, size_t lo, size_t hi),
                            const void *args)
{
    range_job j = {fn, args, units};
    if ((size_t)threads > units) threads = units ? (int)units : 1;
    cup_cpu_parallel(threads < 1 ? 1 : threads, range_part, &j);
}

static cup_status cpu_init(cup_handle_t h)
{
    cup_cpu_state *st = calloc(1, sizeof *st);
    if (!st) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_create: out of host memory");
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    /* float sums depend on the thread count, so a value that cannot be honoured is refused,
     * never silently replaced by another */
    if (cup_env_count("CUPRIM_CPU_THREADS", 1, CUP_CPU_MAX_THREADS, &n) < 0) {
        free(st);
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_create: CUPRIM_CPU_THREADS='%s' is not a thread count from 1 to %d",
                        getenv("CUPRIM_CPU_THREADS"), CUP_CPU_MAX_THREADS);
    }
    st->threads = n < 1 ? 1 : n > CUP_CPU_MAX_THREADS ? CUP_CPU_MAX_THREADS : (int)n;
    h->state = st;
    h->stream = NULL;
    return CUP_STATUS_SUCCESS;
}

static void cpu_fini(cup_handle_t h)
{
    free(((cup_cpu_state *)h->state)->flush);
    free(h->state);
}

/* Every live cup_malloc block of every CPU handle, and every range of caller memory
 * cup_register_host lent, sorted by address, so that check_ptr can refuse what the CUDA backend
 * refuses: memory cup_malloc did not give, and a range running past the end of its block. One
 * list for the process, as one device's memory is one for CUDA: a block from another CPU handle
 * is still memory of this backend. */
typedef struct {
    uintptr_t base;
    size_t bytes;   /* as asked for: the rounding up is not the caller's to use */
    int registered; /* the caller's memory: cup_unregister_host, never free(), ends it */
} cpu_block;
static pthread_mutex_t blocks_lock = PTHREAD_MUTEX_INITIALIZER;
static cpu_block *blocks;
static size_t block_count, block_cap;

/* The index of the last block starting at or before p, or block_count if none. Lock held. */
static size_t block_at(uintptr_t p)
{
    size_t lo = 0, hi = block_count;
    while (lo < hi) {
        const size_t mid = lo + (hi - lo) / 2;
        if (blocks[mid].base <= p) lo = mid + 1;
        else hi = mid;
    }
    return lo ? lo - 1 : block_count;
}

/* Adds [base, base + bytes); 0 when out of memory, -1 when a registered range overlaps a live
 * block (cup_malloc's own blocks cannot: the allocator gives memory no live block holds). */
static int block_add(uintptr_t base, size_t bytes, int registered)
{
    pthread_mutex_lock(&blocks_lock);
    int ok = 1;
    if (registered) {
        const size_t before = block_at(base + bytes - 1); /* the last block starting inside or below */
        if (before < block_count && blocks[before].base + blocks[before].bytes > base) ok = -1;
    }
    if (ok == 1 && block_count == block_cap) {
        const size_t cap = block_cap ? 2 * block_cap : 64;
        cpu_block *grown = realloc(blocks, cap * sizeof *grown);
        if (grown) blocks = grown, block_cap = cap;
        else ok = 0;
    }
    if (ok == 1) {
        const size_t at = block_at(base) == block_count ? 0 : block_at(base) + 1;
        memmove(blocks + at + 1, blocks + at, (block_count - at) * sizeof *blocks);
        blocks[at] = (cpu_block){base, bytes, registered};
        block_count++;
    }
    pthread_mutex_unlock(&blocks_lock);
    return ok;
}

/* Removes the block starting exactly at p, of the kind asked for (registered or not); 0 if
 * there is none, -1 if it is of the other kind (and stays). */
static int block_remove(uintptr_t p, int registered)
{
    pthread_mutex_lock(&blocks_lock);
    const size_t at = block_at(p);
    int found = at < block_count && blocks[at].base == p;
    if (found && blocks[at].registered != registered) found = -1;
    if (found == 1) memmove(blocks + at, blocks + at + 1, (block_count - at - 1) * sizeof *blocks), block_count--;
    pthread_mutex_unlock(&blocks_lock);
    return found;
}

static cup_status cpu_alloc(cup_handle_t h, void **ptr, size_t bytes)
{
    size_t rounded = (bytes + 255) & ~(size_t)255;
    void *p = rounded >= bytes ? aligned_alloc(256, rounded) : NULL;
    if (p && block_add((uintptr_t)p, bytes, 0) != 1) free(p), p = NULL;
    if (!p) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_malloc: cannot allocate %zu bytes of host memory", bytes);
    *ptr = p;
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_release(cup_handle_t h, void *ptr)
{
    const int found = block_remove((uintptr_t)ptr, 0);
    if (found == -1)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER,
                        "cup_free: %p is caller memory lent with cup_register_host: cup_unregister_host ends that", ptr);
    if (!found) return cup_fail(h, CUP_STATUS_INVALID_POINTER, "cup_free: %p is not a live block from cup_malloc", ptr);
    free(ptr);
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_register_host(cup_handle_t h, void *p, size_t bytes)
{
    const int added = block_add((uintptr_t)p, bytes, 1);
    if (added == -1)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                        "cup_register_host: [%p, +%zu bytes) overlaps a cup_malloc block or a registered range", p,
                        bytes);
    if (!added) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_register_host: out of host memory for its table");
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_unregister_host(cup_handle_t h, void *p)
{
    const int found = block_remove((uintptr_t)p, 1);
    if (found == 1) return CUP_STATUS_SUCCESS;
    return cup_fail(h, CUP_STATUS_INVALID_POINTER, "cup_unregister_host: %p %s", p,
                    found ? "is a cup_malloc block (cup_free frees it)" : "is not the start of a registered range");
}

static cup_status cpu_copy(cup_handle_t h, void *dst, const void *src, size_t bytes)
{
    (void)h;
    memmove(dst, src, bytes);
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_fill(cup_handle_t h, void *dst, int value, size_t bytes)
{
    (void)h;
    memset(dst, value, bytes);
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_check_ptr(cup_handle_t h, const void *p, size_t bytes, const char *what)
{
    pthread_mutex_lock(&blocks_lock);
    const size_t at = block_at((uintptr_t)p);
    /* decided under the lock: block_count read after it may have moved (another thread's
     * cup_free), which refused live blocks when handles were used from several threads */
    const int found = at < block_count;
    const cpu_block b = found ? blocks[at] : (cpu_block){0, 0, 0};
    pthread_mutex_unlock(&blocks_lock);
    const uintptr_t q = (uintptr_t)p;
    if (!found || q - b.base >= b.bytes)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER,
                        "%s (%p) is host memory that cup_malloc did not give (or gave and was freed) nor "
                        "cup_register_host lent",
                        what, p);
    const size_t left = b.bytes - (size_t)(q - b.base);
    if (bytes > left)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                        "%s (%p): %zu bytes asked for, but its allocation ends %zu bytes after it", what, p, bytes,
                        left);
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_set_stream(cup_handle_t h, void *stream)
{
    if (stream) return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cup_set_stream: the CPU backend has no streams (pass NULL)");
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_sync(cup_handle_t h)
{
    (void)h;
    return CUP_STATUS_SUCCESS;
}

static void cpu_model_name(char *dst, size_t len)
{
    snprintf(dst, len, "CPU");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (strncmp(line, "model name", 10) == 0 && colon) {
            colon += 2;
            colon[strcspn(colon, "\n")] = '\0';
            snprintf(dst, len, "%s", colon);
            break;
        }
    }
    fclose(f);
}

static cup_status cpu_device_info(cup_handle_t h, cup_device_info *info)
{
    cpu_model_name(info->name, sizeof info->name);
    info->cpu_threads = cup_cpu_threads(h);
    long l3 = sysconf(_SC_LEVEL3_CACHE_SIZE), l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
    info->cache_bytes = l3 > 0 ? (size_t)l3 : l2 > 0 ? (size_t)l2 : 0;
    info->global_mem_bytes = (size_t)sysconf(_SC_PHYS_PAGES) * (size_t)sysconf(_SC_PAGESIZE);
    return CUP_STATUS_SUCCESS;
}

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

/* Streaming kernels for the ceilings; `sink` keeps the reads from being optimised away. */
typedef struct {
    const uint64_t *src;
    uint64_t *dst;
    size_t words;
    uint64_t sink[256];
} stream_job;

/* The streaming read of the ceilings and of every cache flush, over the backend's own buffers
 * sized here, each thread its own range: the sanitizers' checks of each load (make sanitize)
 * made it ten times slower with nothing to find, and the CLI's test spent minutes in it. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((no_sanitize("address", "undefined", "thread")))
#endif
static void read_part(void *p, int i, int count)
{
    stream_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->words, i, count, &lo, &hi);
    uint64_t acc[8] = {0};
    size_t k = lo;
    for (; k + 8 <= hi; k += 8)
        for (int u = 0; u < 8; u++) acc[u] ^= j->src[k + u];
    for (; k < hi; k++) acc[0] ^= j->src[k];
    j->sink[i] = acc[0] ^ acc[1] ^ acc[2] ^ acc[3] ^ acc[4] ^ acc[5] ^ acc[6] ^ acc[7];
}

static void copy_part(void *p, int i, int count)
{
    stream_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->words, i, count, &lo, &hi);
    memcpy(j->dst + lo, j->src + lo, (hi - lo) * sizeof(uint64_t));
}

typedef struct {
    stream_job *job;
    void (*part)(void *, int, int);
    int threads;
} stream_ctx;

static cup_status run_stream(cup_handle_t h, void *p)
{
    (void)h;
    stream_ctx *c = p;
    cup_cpu_parallel(c->threads, c->part, c->job);
    return CUP_STATUS_SUCCESS;
}

static cup_status cpu_time(cup_handle_t h, cup_work_fn prepare, cup_work_fn fn, void *ctx, int warmup, int reps,
                           size_t flush_bytes, cup_timing *timing);

static cup_status cpu_ceilings(cup_handle_t h, double *copy_gbps, double *read_gbps)
{
    /* twice the last-level cache (a VM's 2 cores may really use a 320 MiB L3), 256 MiB to 1 GiB */
    cup_device_info info = {0};
    cpu_device_info(h, &info);
    size_t bytes = 2 * info.cache_bytes;
    bytes = bytes < ((size_t)256 << 20) ? (size_t)256 << 20 : bytes > ((size_t)1 << 30) ? (size_t)1 << 30 : bytes;
    stream_job job = {0};
    job.words = bytes / sizeof(uint64_t);
    uint64_t *src = malloc(bytes), *dst = malloc(bytes);
    if (!src || !dst) {
        free(src), free(dst);
        return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_measure_ceilings: cannot allocate 2 x %zu bytes", bytes);
    }
    for (size_t k = 0; k < job.words; k++) src[k] = k * 0x9E3779B97F4A7C15ull, dst[k] = 0;
    job.src = src, job.dst = dst;
    stream_ctx c = {&job, read_part, cup_cpu_threads(h)};
    cup_timing t;
    cup_status s = cpu_time(h, NULL, run_stream, &c, 1, 5, 0, &t);
    *read_gbps = s ? 0 : (double)bytes / (t.median_us * 1e3);
    c.part = copy_part;
    if (!s) s = cpu_time(h, NULL, run_stream, &c, 1, 5, 0, &t);
    *copy_gbps = s ? 0 : 2.0 * (double)bytes / (t.median_us * 1e3);
    free(src), free(dst);
    return s;
}

static cup_status cpu_time(cup_handle_t h, cup_work_fn prepare, cup_work_fn fn, void *ctx, int warmup, int reps,
                           size_t flush_bytes, cup_timing *timing)
{
    cup_cpu_state *st = h->state;
    if (flush_bytes > st->flush_bytes) {
        free(st->flush);
        st->flush_bytes = 0;
        /* real pages: untouched (or calloc'd) pages all map the zero page and stay cached */
        if (!(st->flush = malloc(flush_bytes))) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_time: out of host memory");
        memset(st->flush, 0x5a, flush_bytes);
        st->flush_bytes = flush_bytes;
    }
    double *t = malloc((size_t)reps * sizeof *t);
    if (!t) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_time: out of host memory");
    stream_job fj = {.src = st->flush, .words = flush_bytes / sizeof(uint64_t)};
    cup_status s = CUP_STATUS_SUCCESS;
    /* every call is synchronous here: the previous run has finished when prepare runs */
    for (int i = 0; i < warmup && !s; i++) {
        if (prepare) s = prepare(h, ctx);
        if (!s) s = fn(h, ctx);
    }
    for (int i = 0; i < reps && !s; i++) {
        if (prepare && (s = prepare(h, ctx)) != CUP_STATUS_SUCCESS) break;
        if (flush_bytes) cup_cpu_parallel(cup_cpu_threads(h), read_part, &fj);
        double t0 = now_us();
        s = fn(h, ctx);
        t[i] = now_us() - t0;
    }
    if (!s) cup_timing_of(t, reps, timing);
    free(t);
    return s;
}

static void cpu_drop_flush(cup_handle_t h)
{
    cup_cpu_state *st = h->state;
    free(st->flush);
    st->flush = NULL, st->flush_bytes = 0;
}

static cup_status cpu_empty(cup_handle_t h)
{
    (void)h;
    return CUP_STATUS_SUCCESS;
}

const cup_backend_ops cup_cpu_ops = {
    .init = cpu_init,
    .ready = NULL,
    .fini = cpu_fini,
    .alloc = cpu_alloc,
    .release = cpu_release,
    .to_backend = cpu_copy,
    .to_host = cpu_copy,
    .fill = cpu_fill,
    .check_ptr = cpu_check_ptr,
    .set_stream = cpu_set_stream,
    .sync = cpu_sync,
    .device_info = cpu_device_info,
    .ceilings = cpu_ceilings,
    .time = cpu_time,
    .empty = cpu_empty,
    .drop_flush = cpu_drop_flush,
    .pipe = &cup_pipe_cpu,
    .register_host = cpu_register_host,
    .unregister_host = cpu_unregister_host,
};
