// Streams and events: copies and kernels on several streams, checked and timed. Every variant is
// one function that issues its configuration through a Recorder: in RUN the recorder does
// nothing (the benchmark times the bare work), in VERIFY it records a CUDA event just before and
// just after each operation on that operation's stream, which is the timeline. Every run forks
// its streams from the handle's stream and joins them back, so the benchmark's two events on
// the handle's stream span the whole configuration.
#include "backend/cuda/common.cuh"
#include "families/streams/streams.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

// ---- kernels -------------------------------------------------------------------------------------
enum { BLOCK = 256, SPIN_BLOCK = 128 };
static const uint32_t LCG_A = 1664525u, LCG_C = 1013904223u;

// overlap's kernel. Grid: a resident grid strides over the words. `iters` steps of an LCG per
// word: the compute the pipeline overlaps with copies (sized by PREPARE), and a result the host
// checks in one multiply-add per word (the composition of n LCG steps is one LCG step).
static __global__ void streams_lcg(const uint32_t *in, uint32_t *out, size_t n, unsigned iters)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        uint32_t x = in[i];
        for (unsigned k = 0; k < iters; k++) x = x * LCG_A + LCG_C;
        out[i] = x;
    }
}

static __device__ __forceinline__ unsigned long long global_ns()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

// A kernel of known length. Grid: any; every block spins `ns` nanoseconds of the GPU's global
// timer (so a block holds its SM slot that long, with or without a sanitizer), then its thread 0
// writes out[blockIdx.x]: `tag`, or with `chain` out * 31 + tag (the kernels of one stream then
// leave a value that only their issue order produces). Before spinning, thread 0 of block 0
// copies *watch to *seen: what another kernel had written when this one started.
static __global__ void streams_spin(uint32_t *out, uint32_t tag, int chain, unsigned long long ns, const uint32_t *watch,
                                    uint32_t *seen)
{
    if (watch && blockIdx.x == 0 && threadIdx.x == 0) *seen = *(const volatile uint32_t *)watch;
    const unsigned long long t0 = global_ns();
    while (global_ns() - t0 < ns) {
    }
    if (threadIdx.x == 0) out[blockIdx.x] = chain ? out[blockIdx.x] * 31u + tag : tag;
}

// ---- state ---------------------------------------------------------------------------------------

enum Kind { OVERLAP, FALSE_DEPENDENCY, PRIORITY, DEFAULT_STREAM, EVENTS };
enum { SLOTS = 64, FD_STREAMS = 4, FD_KERNELS = 3, LOW_KERNELS = 2, LOW_WAVES = 16 };
static const unsigned long long US = 1000; // globaltimer ticks are nanoseconds

struct Impl {
    cudaStream_t stream[CUP_STREAMS_LANES]; // non-blocking (priority: low, high without, high with)
    cudaStream_t blocking[2];               // default-stream: cudaStreamDefault streams
    cudaEvent_t fork, join[CUP_STREAMS_LANES], origin, signal, ev[2 * CUP_STREAMS_OPS];
    size_t bytes, low_grid, flag_words;
    uint32_t *host_in, *host_out, *dev_in, *dev_out; // overlap
    uint32_t *flags;      // device: the spin kernels' outputs; [0, SLOTS) small slots, then low kernels
    uint32_t *mapped;     // pinned mapped host words: written by a kernel or a copy, read by the host
    uint32_t *mapped_dev; // the same as the device sees it
    unsigned iters;
    int prio_least, prio_greatest;
    volatile int callbacks;
    volatile uint32_t callback_saw;
    uint32_t query_saw;
    unsigned long long polls;
};

static Impl *impl(cup_streams_state *st) { return (Impl *)st->impl; }

// word i of overlap's input
static inline uint32_t input_word(size_t i) { return (uint32_t)i * 0x9E3779B1u ^ 0x5bd1e995u; }

// The recorder: begin/end around each operation in VERIFY, nothing in RUN.
struct Recorder {
    Impl *m;
    cup_streams_report *rep; // NULL: RUN
    cudaError_t err;
    int begin(cudaStream_t s, int lane, const char *fmt, ...)
    {
        if (!rep || rep->boxes >= CUP_STREAMS_OPS) return -1;
        const int i = rep->boxes++;
        cup_streams_box &b = rep->box[i];
        b.lane = lane;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(b.label, sizeof b.label, fmt, ap);
        va_end(ap);
        note(cudaEventRecord(m->ev[2 * i], s));
        return i;
    }
    void end(cudaStream_t s, int i)
    {
        if (i >= 0) note(cudaEventRecord(m->ev[2 * i + 1], s));
    }
    void lane(int i, const char *name)
    {
        if (!rep) return;
        snprintf(rep->lane[i], sizeof rep->lane[i], "%s", name);
        if (rep->lanes <= i) rep->lanes = i + 1;
    }
    void note(cudaError_t e)
    {
        if (err == cudaSuccess) err = e;
    }
};

// The handle's stream forks into `n` streams and joins them back.
static void fork_from(cudaStream_t h, Recorder &r, const cudaStream_t *s, int n)
{
    r.note(cudaEventRecord(r.m->fork, h));
    for (int i = 0; i < n; i++) r.note(cudaStreamWaitEvent(s[i], r.m->fork, 0));
}
static void join_into(cudaStream_t h, Recorder &r, const cudaStream_t *s, int n)
{
    for (int i = 0; i < n; i++) {
        r.note(cudaEventRecord(r.m->join[i], s[i]));
        r.note(cudaStreamWaitEvent(h, r.m->join[i], 0));
    }
}

static void spin(Recorder &r, cudaStream_t s, unsigned grid, unsigned block, uint32_t *out, uint32_t tag, int chain,
                 unsigned long long ns, const uint32_t *watch = nullptr, uint32_t *seen = nullptr)
{
    streams_spin<<<grid, block, 0, s>>>(out, tag, chain, ns, watch, seen);
    r.note(cudaGetLastError());
}

// ---- the variants' runs ---------------------------------------------------------------------------
// Each queues configuration `c` on the handle's stream h. Their metrics (report->metric):
//   overlap          [0..2] summed H2D, kernel and D2H boxes (us); [3] the kernel's LCG steps
//   false-dependency [0] one kernel's box (us)
//   priority         [0] the short kernel's latency: its end event minus the event recorded just
//                    before it (us); [1] its stream's priority, [2] the low stream's
//   default-stream   [0] kernels that started while the one before them had not finished
//   events           wait-event: [0] consumer start minus producer end (us); query: [0] the
//                    cudaEventQuery calls that answered not-ready; callback: [0] the callback (us)

// overlap: the seed's loop, H2D -> kernel -> D2H of chunk i on stream i, k = 1, 2, 4, 8 chunks
static const int overlap_k[] = {1, 2, 4, 8};
static void run_overlap(cup_handle_t hd, cudaStream_t h, Recorder &r, int c)
{
    Impl *m = r.m;
    const int k = overlap_k[c];
    const size_t n = m->bytes / 4;
    fork_from(h, r, m->stream, k);
    for (int i = 0; i < k; i++) {
        char lane[24];
        snprintf(lane, sizeof lane, "stream %d", i);
        r.lane(i, lane);
        const size_t lo = n * i / k, hi = n * (i + 1) / k, words = hi - lo;
        if (!words) continue;
        const cudaStream_t s = m->stream[i];
        int b = r.begin(s, i, "H2D %d", i);
        r.note(cudaMemcpyAsync(m->dev_in + lo, m->host_in + lo, words * 4, cudaMemcpyHostToDevice, s));
        r.end(s, b);
        b = r.begin(s, i, "kernel %d", i);
        streams_lcg<<<cup_cuda_resident_grid(hd, (const void *)streams_lcg, BLOCK, words), BLOCK, 0, s>>>(
            m->dev_in + lo, m->dev_out + lo, words, m->iters);
        r.note(cudaGetLastError());
        r.end(s, b);
        b = r.begin(s, i, "D2H %d", i);
        r.note(cudaMemcpyAsync(m->host_out + lo, m->dev_out + lo, words * 4, cudaMemcpyDeviceToHost, s));
        r.end(s, b);
    }
    join_into(h, r, m->stream, k);
}

// false-dependency: kernels A, B, C on each of 4 streams, issued depth-first (A1 B1 C1 A2 ...) or
// breadth-first (A1 A2 A3 A4 B1 ...). With one hardware queue (CUDA_DEVICE_MAX_CONNECTIONS=1)
// B1 waiting for A1 holds up everything queued behind it.
static const unsigned long long FD_NS = 50 * US;
static uint32_t fd_tag(int s, int k) { return (uint32_t)(1 + FD_KERNELS * s + k); }
static void run_false_dependency(cudaStream_t h, Recorder &r, int c)
{
    Impl *m = r.m;
    fork_from(h, r, m->stream, FD_STREAMS);
    for (int s = 0; s < FD_STREAMS; s++) {
        char lane[24];
        snprintf(lane, sizeof lane, "stream %d", s + 1);
        r.lane(s, lane);
    }
    for (int i = 0; i < FD_STREAMS * FD_KERNELS; i++) {
        const int s = c == 0 ? i / FD_KERNELS : i % FD_STREAMS, k = c == 0 ? i % FD_KERNELS : i / FD_STREAMS;
        const int b = r.begin(m->stream[s], s, "%c%d", 'A' + k, s + 1);
        spin(r, m->stream[s], 1, 32, m->flags + s, fd_tag(s, k), 1, FD_NS);
        r.end(m->stream[s], b);
    }
    join_into(h, r, m->stream, FD_STREAMS);
}

// priority: two long kernels of short blocks fill the GPU from a low-priority stream; 150 us
// later the host issues a short kernel on another stream, of the same priority (c = 0) or the
// greatest (c = 1). The block scheduler picks pending blocks of higher priority first.
static const unsigned long long LOW_BLOCK_NS = 20 * US, SHORT_NS = 5 * US;
static void run_priority(cudaStream_t h, Recorder &r, int c)
{
    Impl *m = r.m;
    const cudaStream_t s[2] = {m->stream[0], m->stream[1 + c]};
    fork_from(h, r, s, 2);
    r.lane(0, "low priority");
    r.lane(1, c ? "high priority" : "same priority");
    for (int i = 0; i < LOW_KERNELS; i++) {
        const int b = r.begin(s[0], 0, "low %d", i);
        spin(r, s[0], (unsigned)m->low_grid, SPIN_BLOCK, m->flags + SLOTS + i * m->low_grid, (uint32_t)(i + 1), 0, LOW_BLOCK_NS);
        r.end(s[0], b);
    }
    usleep(150); // the GPU is full when the short kernel arrives
    const int b = r.begin(s[1], 1, "short");
    spin(r, s[1], 1, 32, m->flags, 7, 0, SHORT_NS);
    r.end(s[1], b);
    join_into(h, r, s, 2);
}

// default-stream: the seed's kernel_1 on stream_1, kernel_2 on the legacy default stream,
// kernel_3 on stream_2. c = 0: blocking streams (cudaStreamCreate): the legacy stream waits for
// kernel_1, kernel_3 waits for kernel_2. c = 1: cudaStreamNonBlocking streams: no implicit
// synchronisation. c = 2: blocking streams, kernel_2 on the per-thread default stream
// (cudaStreamPerThread), which synchronises with the legacy stream only.
static const unsigned long long DS_NS = 40 * US;
static void run_default_stream(cudaStream_t h, Recorder &r, int c)
{
    Impl *m = r.m;
    const cudaStream_t mid = c == 2 ? cudaStreamPerThread : cudaStreamLegacy;
    const cudaStream_t s[3] = {c == 1 ? m->stream[0] : m->blocking[0], mid, c == 1 ? m->stream[1] : m->blocking[1]};
    static const char *const names[3][3] = {{"stream_1 (blocking)", "legacy default", "stream_2 (blocking)"},
                                            {"stream_1 (non-blocking)", "legacy default", "stream_2 (non-blocking)"},
                                            {"stream_1 (blocking)", "per-thread default", "stream_2 (blocking)"}};
    fork_from(h, r, s, 3);
    for (int i = 0; i < 3; i++) {
        r.lane(i, names[c][i]);
        const int b = r.begin(s[i], i, "kernel_%d", i + 1);
        // kernel_i+1 records what kernel_i had written when it started (slot 8 + i)
        spin(r, s[i], 1, 32, m->flags + i, (uint32_t)(11 + i), 0, DS_NS, i ? m->flags + i - 1 : nullptr,
             i ? m->flags + 8 + i : nullptr);
        r.end(s[i], b);
    }
    join_into(h, r, s, 3);
}

// events: c = 0 cudaStreamWaitEvent (a consumer on stream 2 waits for a producer's event on
// stream 1), c = 1 cudaEventQuery (the host polls until a kernel's event has happened, then reads
// what the kernel wrote to mapped host memory), c = 2 cudaLaunchHostFunc (a host callback after
// a kernel and a copy reads the copied word).
static void CUDART_CB on_host(void *p)
{
    Impl *m = (Impl *)p;
    m->callback_saw = *(volatile uint32_t *)&m->mapped[2];
    m->callbacks = m->callbacks + 1;
}

static void run_events(cudaStream_t h, Recorder &r, int c)
{
    Impl *m = r.m;
    const cudaStream_t *s = m->stream;
    fork_from(h, r, s, c == 0 ? 2 : 1);
    r.lane(0, "stream 1");
    if (c == 0) {
        r.lane(1, "stream 2");
        int b = r.begin(s[0], 0, "producer");
        spin(r, s[0], 1, 32, m->flags, 21, 0, 50 * US);
        r.end(s[0], b);
        r.note(cudaEventRecord(m->signal, s[0]));
        r.note(cudaStreamWaitEvent(s[1], m->signal, 0));
        b = r.begin(s[1], 1, "consumer");
        spin(r, s[1], 1, 32, m->flags + 1, 22, 0, 20 * US, m->flags, m->flags + 8);
        r.end(s[1], b);
    } else if (c == 1) {
        const int b = r.begin(s[0], 0, "kernel");
        spin(r, s[0], 1, 32, m->mapped_dev + 1, 31, 0, 100 * US);
        r.end(s[0], b);
        r.note(cudaEventRecord(m->signal, s[0]));
        unsigned long long polls = 0;
        cudaError_t e = cudaSuccess;
        while (r.err == cudaSuccess && (e = cudaEventQuery(m->signal)) == cudaErrorNotReady) polls++;
        if (r.err == cudaSuccess) r.note(e);
        m->polls = polls;
        m->query_saw = *(volatile uint32_t *)&m->mapped[1];
    } else {
        int b = r.begin(s[0], 0, "kernel");
        spin(r, s[0], 1, 32, m->flags, 41, 0, 30 * US);
        r.end(s[0], b);
        b = r.begin(s[0], 0, "D2H");
        r.note(cudaMemcpyAsync(m->mapped + 2, m->flags, 4, cudaMemcpyDeviceToHost, s[0]));
        r.end(s[0], b);
        b = r.begin(s[0], 0, "callback");
        r.note(cudaLaunchHostFunc(s[0], on_host, m));
        r.end(s[0], b);
    }
    join_into(h, r, s, c == 0 ? 2 : 1);
}

static void run_kind(Kind k, cup_handle_t hd, Recorder &r, int c)
{
    const cudaStream_t h = cuda_stream(hd);
    switch (k) {
    case OVERLAP: run_overlap(hd, h, r, c); break;
    case FALSE_DEPENDENCY: run_false_dependency(h, r, c); break;
    case PRIORITY: run_priority(h, r, c); break;
    case DEFAULT_STREAM: run_default_stream(h, r, c); break;
    case EVENTS: run_events(h, r, c); break;
    }
}

// ---- prepare, verify, release --------------------------------------------------------------------

static cup_status release(cup_handle_t h, cup_streams_state **state)
{
    cup_streams_state *st = *state;
    Impl *m = impl(st);
    const cudaError_t e = cudaStreamSynchronize(cuda_stream(h));
    // everything is freed whatever the wait said: a fault must not leak it too
    if (m) {
        for (auto s : m->stream)
            if (s) cudaStreamDestroy(s);
        for (auto s : m->blocking)
            if (s) cudaStreamDestroy(s);
        for (auto v : m->join)
            if (v) cudaEventDestroy(v);
        for (auto v : m->ev)
            if (v) cudaEventDestroy(v);
        const cudaEvent_t single[] = {m->fork, m->origin, m->signal};
        for (auto v : single)
            if (v) cudaEventDestroy(v);
        cudaFreeHost(m->host_in), cudaFreeHost(m->host_out), cudaFreeHost(m->mapped);
        cudaFree(m->dev_in), cudaFree(m->dev_out), cudaFree(m->flags);
        (void)cudaGetLastError();
        free(m);
    }
    free(st);
    *state = nullptr;
    if (e != cudaSuccess) return cup_cuda_fail(h, e, "cup_streams_variant release: the work queued before it", __FILE__, __LINE__);
    return CUP_STATUS_SUCCESS;
}

// milliseconds between two events on the handle's stream around `work`
template <class F> static cudaError_t time_ms(cup_handle_t h, Impl *m, F work, float *ms)
{
    const cudaStream_t s = cuda_stream(h);
    cudaError_t e = cudaEventRecord(m->ev[0], s);
    if (e == cudaSuccess) e = work();
    if (e == cudaSuccess) e = cudaEventRecord(m->ev[1], s);
    if (e == cudaSuccess) e = cudaEventSynchronize(m->ev[1]);
    if (e == cudaSuccess) e = cudaEventElapsedTime(ms, m->ev[0], m->ev[1]);
    return e;
}

// overlap's kernel is given as many LCG steps as make it take about as long as the H2D copy of
// the payload, so that the three stages are alike and the bound of the overlap is about 3x.
static cudaError_t size_kernel(cup_handle_t h, Impl *m)
{
    const cudaStream_t s = cuda_stream(h);
    const size_t n = m->bytes / 4;
    auto h2d = [&] { return cudaMemcpyAsync(m->dev_in, m->host_in, m->bytes, cudaMemcpyHostToDevice, s); };
    auto kernel = [&] {
        streams_lcg<<<cup_cuda_resident_grid(h, (const void *)streams_lcg, BLOCK, n), BLOCK, 0, s>>>(m->dev_in, m->dev_out, n,
                                                                                                     m->iters);
        return cudaGetLastError();
    };
    float copy_ms = 0, kernel_ms = 0;
    m->iters = 64;
    cudaError_t e = time_ms(h, m, h2d, &copy_ms); // the first of each warms up
    if (e == cudaSuccess) e = time_ms(h, m, h2d, &copy_ms);
    if (e == cudaSuccess) e = time_ms(h, m, kernel, &kernel_ms);
    // twice: a short kernel is bound by memory or launch, not by its steps, so the first guess is low
    for (int pass = 0; pass < 2 && e == cudaSuccess; pass++) {
        if ((e = time_ms(h, m, kernel, &kernel_ms)) != cudaSuccess) break;
        const double steps = kernel_ms > 0 ? m->iters * (double)copy_ms / kernel_ms : m->iters;
        m->iters = steps < 1 ? 1 : steps > 65536 ? 65536 : (unsigned)steps;
    }
    return e;
}

static cup_status prepare(cup_handle_t h, Kind k, const cup_streams_args *x)
{
    const cudaDeviceProp &prop = cuda_state(h)->prop;
    if (k == EVENTS && !prop.canMapHostMemory)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cup_streams_variant: this GPU cannot map host memory");
    if (k == OVERLAP) {
        size_t free_b = 0, total_b = 0;
        CUP_CUDA_TRY(h, cudaMemGetInfo(&free_b, &total_b));
        if (2 * x->bytes > free_b)
            return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_streams_variant prepare: 2 x %zu bytes asked for, %zu free",
                            x->bytes, free_b);
    }
    auto *st = (cup_streams_state *)calloc(1, sizeof(cup_streams_state));
    Impl *m = (Impl *)calloc(1, sizeof(Impl));
    if (!st || !m) {
        free(st), free(m);
        return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_streams_variant prepare: out of host memory");
    }
    st->owner = {h, x->variant}, st->impl = m;
    m->bytes = x->bytes;
    cup_status r = CUP_STATUS_SUCCESS;
    auto need = [&](cudaError_t e, const char *what) {
        if (r == CUP_STATUS_SUCCESS && e != cudaSuccess) r = cup_cuda_fail(h, e, what, __FILE__, __LINE__);
        return r == CUP_STATUS_SUCCESS;
    };
    need(cudaDeviceGetStreamPriorityRange(&m->prio_least, &m->prio_greatest), "cudaDeviceGetStreamPriorityRange");
    for (int i = 0; i < CUP_STREAMS_LANES && r == CUP_STATUS_SUCCESS; i++) {
        // priority: stream 0 is the low stream, 1 the short kernel's of the same priority, 2 of the greatest
        const int prio = k == PRIORITY && i == 2 ? m->prio_greatest : m->prio_least;
        need(cudaStreamCreateWithPriority(&m->stream[i], cudaStreamNonBlocking, prio), "cudaStreamCreateWithPriority");
        need(cudaEventCreateWithFlags(&m->join[i], cudaEventDisableTiming), "cudaEventCreate");
    }
    for (auto &s : m->blocking)
        if (k == DEFAULT_STREAM) need(cudaStreamCreateWithFlags(&s, cudaStreamDefault), "cudaStreamCreate");
    for (auto &e : m->ev) need(cudaEventCreate(&e), "cudaEventCreate");
    need(cudaEventCreate(&m->origin), "cudaEventCreate");
    need(cudaEventCreateWithFlags(&m->fork, cudaEventDisableTiming), "cudaEventCreate");
    need(cudaEventCreateWithFlags(&m->signal, cudaEventDisableTiming), "cudaEventCreate");
    // priority: each low kernel is LOW_WAVES waves of every block slot of the GPU
    if (k == PRIORITY)
        m->low_grid = (size_t)LOW_WAVES * prop.multiProcessorCount *
                      (size_t)cup_cuda_blocks_per_sm(h, (const void *)streams_spin, SPIN_BLOCK);
    m->flag_words = SLOTS + LOW_KERNELS * m->low_grid;
    // zeroed now as well as before every checked run: a RUN may come first, and false-dependency's
    // kernels read the words they update
    if (need(cudaMalloc(&m->flags, m->flag_words * 4), "cudaMalloc(flags)"))
        need(cudaMemsetAsync(m->flags, 0, m->flag_words * 4, cuda_stream(h)), "cudaMemsetAsync(flags)");
    if (k == EVENTS && need(cudaHostAlloc(&m->mapped, 4 * sizeof(uint32_t), cudaHostAllocMapped), "cudaHostAlloc(mapped)")) {
        memset(m->mapped, 0, 4 * sizeof(uint32_t));
        need(cudaHostGetDevicePointer((void **)&m->mapped_dev, m->mapped, 0), "cudaHostGetDevicePointer");
    }
    if (k == OVERLAP) {
        need(cudaHostAlloc(&m->host_in, x->bytes, cudaHostAllocDefault), "cudaHostAlloc(input)");
        need(cudaHostAlloc(&m->host_out, x->bytes, cudaHostAllocDefault), "cudaHostAlloc(output)");
        need(cudaMalloc(&m->dev_in, x->bytes), "cudaMalloc(input)");
        need(cudaMalloc(&m->dev_out, x->bytes), "cudaMalloc(output)");
        if (r == CUP_STATUS_SUCCESS) {
            for (size_t i = 0; i < x->bytes / 4; i++) m->host_in[i] = input_word(i);
            need(size_kernel(h, m), "cup_streams_variant prepare: sizing the kernel");
        }
    }
    if (r == CUP_STATUS_SUCCESS) need(cudaStreamSynchronize(cuda_stream(h)), "cup_streams_variant prepare");
    if (r != CUP_STATUS_SUCCESS) {
        char why[CUP_MSG_LEN]; // release must not replace the message that says what failed
        snprintf(why, sizeof why, "%s", h->msg);
        release(h, &st);
        return cup_fail(h, r, "%s", why);
    }
    *x->state = st;
    return CUP_STATUS_SUCCESS;
}

// The outputs a run must write, set to what it must not leave: zeros (no tag is 0), overlap's
// device buffers to 0xff bytes and its host output to the complement of every expected word.
static cup_status reset(cup_handle_t h, Kind k, Impl *m, uint32_t lcg_a, uint32_t lcg_c)
{
    const cudaStream_t s = cuda_stream(h);
    CUP_CUDA_TRY(h, cudaStreamSynchronize(s));
    CUP_CUDA_TRY(h, cudaMemsetAsync(m->flags, 0, m->flag_words * 4, s));
    if (k == OVERLAP) {
        CUP_CUDA_TRY(h, cudaMemsetAsync(m->dev_in, 0xff, m->bytes, s));
        CUP_CUDA_TRY(h, cudaMemsetAsync(m->dev_out, 0xff, m->bytes, s));
        for (size_t i = 0; i < m->bytes / 4; i++) m->host_out[i] = ~(lcg_a * m->host_in[i] + lcg_c);
    }
    if (m->mapped) memset(m->mapped, 0, 4 * sizeof(uint32_t));
    m->callbacks = 0, m->callback_saw = 0, m->query_saw = 0, m->polls = 0;
    return CUP_STATUS_SUCCESS;
}

static double box_us(const cup_streams_report *rep, const char *label)
{
    double t = 0;
    for (int i = 0; i < rep->boxes; i++)
        if (strncmp(rep->box[i].label, label, strlen(label)) == 0) t += rep->box[i].end_us - rep->box[i].start_us;
    return t;
}

static const cup_streams_box *box_named(const cup_streams_report *rep, const char *label)
{
    for (int i = 0; i < rep->boxes; i++)
        if (strcmp(rep->box[i].label, label) == 0) return &rep->box[i];
    return nullptr;
}

// What the run must have left, counted into rep->checked and rep->wrong.
static cup_status check(cup_handle_t h, Kind k, Impl *m, int c, uint32_t lcg_a, uint32_t lcg_c, cup_streams_report *rep)
{
    uint32_t slots[SLOTS];
    CUP_CUDA_TRY(h, cudaMemcpy(slots, m->flags, sizeof slots, cudaMemcpyDeviceToHost));
    uint64_t checked = 0, wrong = 0;
    auto expect = [&](bool ok) { checked++, wrong += !ok; };
    switch (k) {
    case OVERLAP:
        for (size_t i = 0; i < m->bytes / 4; i++) expect(m->host_out[i] == lcg_a * m->host_in[i] + lcg_c);
        rep->metric[0] = box_us(rep, "H2D"), rep->metric[1] = box_us(rep, "kernel"), rep->metric[2] = box_us(rep, "D2H");
        rep->metric[3] = m->iters;
        break;
    case FALSE_DEPENDENCY: // the chain of each stream: its kernels ran once each, in issue order
        for (int s = 0; s < FD_STREAMS; s++) {
            uint32_t v = 0;
            for (int kk = 0; kk < FD_KERNELS; kk++) v = v * 31u + fd_tag(s, kk);
            expect(slots[s] == v);
        }
        rep->metric[0] = rep->boxes ? box_us(rep, "A1") : 0;
        break;
    case PRIORITY: {
        const size_t words = LOW_KERNELS * m->low_grid;
        uint32_t *low = (uint32_t *)malloc(words * 4);
        if (!low) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_streams_variant verify: out of host memory");
        const cudaError_t e = cudaMemcpy(low, m->flags + SLOTS, words * 4, cudaMemcpyDeviceToHost);
        for (size_t i = 0; e == cudaSuccess && i < words; i++) expect(low[i] == (uint32_t)(i / m->low_grid + 1));
        free(low);
        CUP_CUDA_TRY(h, e);
        expect(slots[0] == 7);
        const cup_streams_box *b = box_named(rep, "short");
        rep->metric[0] = b ? b->end_us - b->start_us : 0;
        rep->metric[1] = c ? m->prio_greatest : m->prio_least, rep->metric[2] = m->prio_least;
        break;
    }
    case DEFAULT_STREAM: {
        for (int i = 0; i < 3; i++) expect(slots[i] == (uint32_t)(11 + i));
        // blocking streams and the legacy stream: each kernel started after the one before ended
        int early = 0;
        for (int i = 1; i < 3; i++) {
            const bool after = slots[8 + i] == (uint32_t)(10 + i);
            early += !after;
            if (c == 0) expect(after);
        }
        rep->metric[0] = early;
        break;
    }
    case EVENTS:
        if (c == 0) {
            expect(slots[0] == 21), expect(slots[1] == 22), expect(slots[8] == 21); // the consumer saw the producer's word
            const cup_streams_box *p = box_named(rep, "producer"), *q = box_named(rep, "consumer");
            rep->metric[0] = p && q ? q->start_us - p->end_us : 0;
        } else if (c == 1) {
            expect(m->query_saw == 31); // the kernel's write, seen by the host once the query said done
            rep->metric[0] = (double)m->polls;
        } else {
            expect(m->callbacks == 1), expect(m->callback_saw == 41); // once, after the copy
            rep->metric[0] = box_us(rep, "callback");
        }
        break;
    }
    rep->checked = checked, rep->wrong = wrong;
    return CUP_STATUS_SUCCESS;
}

static cup_status verify(cup_handle_t h, Kind k, cup_streams_state *st, int c, cup_streams_report *rep)
{
    Impl *m = impl(st);
    memset(rep, 0, sizeof *rep);
    uint32_t a = 1, b = 0; // overlap: n LCG steps are x -> a x + b
    for (unsigned i = 0; k == OVERLAP && i < m->iters; i++) b = b * LCG_A + LCG_C, a *= LCG_A;
    cup_status s = reset(h, k, m, a, b);
    if (s != CUP_STATUS_SUCCESS) return s;
    const cudaStream_t hs = cuda_stream(h);
    CUP_CUDA_TRY(h, cudaEventRecord(m->origin, hs));
    Recorder r{m, rep, cudaSuccess};
    run_kind(k, h, r, c);
    CUP_CUDA_TRY(h, r.err);
    CUP_CUDA_TRY(h, cudaStreamSynchronize(hs));
    for (int i = 0; i < rep->boxes; i++) {
        float t0 = 0, t1 = 0;
        CUP_CUDA_TRY(h, cudaEventElapsedTime(&t0, m->origin, m->ev[2 * i]));
        CUP_CUDA_TRY(h, cudaEventElapsedTime(&t1, m->origin, m->ev[2 * i + 1]));
        rep->box[i].start_us = 1e3 * t0, rep->box[i].end_us = 1e3 * t1;
    }
    return check(h, k, m, c, a, b, rep);
}

template <Kind K> static cup_status run_variant(cup_handle_t h, const void *args)
{
    const auto *x = (const cup_streams_args *)args;
    cup_streams_state *st = *x->state;
    switch (x->op) {
    case CUP_STREAMS_PREPARE: return prepare(h, K, x);
    case CUP_STREAMS_RUN: {
        Recorder r{impl(st), nullptr, cudaSuccess};
        run_kind(K, h, r, x->config);
        CUP_CUDA_TRY(h, r.err);
        return CUP_STATUS_SUCCESS;
    }
    case CUP_STREAMS_VERIFY: return verify(h, K, st, x->config, x->report);
    case CUP_STREAMS_RELEASE: return release(h, x->state);
    default: return CUP_STATUS_INTERNAL_ERROR;
    }
}

// ---- registry ------------------------------------------------------------------------------------

#define STREAMS_VARIANT(name_, description_, technique_, configs_, kind_)                                            \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_,  \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_B1), .deterministic = 1,              \
                         .traits = configs_},                                                                        \
                .run = run_variant<kind_>},

static const cup_variant variants[] = {
    STREAMS_VARIANT("overlap", "H2D -> kernel -> D2H over k chunks on k streams (k = 1 serial, 2, 4, 8)",
                    "streams overlap copies in both directions with kernels: the copy engines and the SMs work at once",
                    4, OVERLAP)
    STREAMS_VARIANT("false-dependency", "kernels A, B, C on 4 streams issued depth-first or breadth-first",
                    "Hyper-Q: with one hardware queue (CUDA_DEVICE_MAX_CONNECTIONS=1) a waiting kernel blocks the others",
                    2, FALSE_DEPENDENCY)
    STREAMS_VARIANT("priority", "a short kernel's latency while long kernels fill the GPU, with and without priority",
                    "cudaStreamCreateWithPriority: the block scheduler takes higher-priority blocks first", 2, PRIORITY)
    STREAMS_VARIANT("default-stream", "kernels on two streams around one on the default stream",
                    "the legacy default stream synchronises with blocking streams; cudaStreamNonBlocking and the "
                    "per-thread default stream do not",
                    3, DEFAULT_STREAM)
    STREAMS_VARIANT("events", "cudaStreamWaitEvent across streams, cudaEventQuery polling, cudaLaunchHostFunc",
                    "events order work across streams and tell the host where a stream is", 3, EVENTS)
};
extern "C" const cup_variant_table cup_streams_cuda = CUP_TABLE(variants);
