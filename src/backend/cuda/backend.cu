// The CUDA backend: device memory, the handle's stream and workspace, device facts, the
// ceilings and the event-based timer.
#include "common.cuh"
#include "core/pipeline.h"

#include <cuda.h> // driver types only: the driver is reached through cudaGetDriverEntryPointByVersion

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

cup_status cup_cuda_fail(cup_handle_t h, cudaError_t e, const char *what, const char *file, int line)
{
    (void)cudaGetLastError(); // clear a non-sticky error so the handle stays usable
    const char *base = strrchr(file, '/');
    cup_status s = e == cudaErrorMemoryAllocation ? CUP_STATUS_ALLOC_FAILED : CUP_STATUS_EXECUTION_FAILED;
    return cup_fail(h, s, "%s (%s:%d): %s: %s", what, base ? base + 1 : file, line,
                    cudaGetErrorName(e), cudaGetErrorString(e));
}

extern "C" int cup_cuda_usable(void)
{
    int n = 0;
    cudaError_t e = cudaGetDeviceCount(&n);
    (void)cudaGetLastError();
    return e == cudaSuccess && n > 0;
}

int cup_cuda_blocks_per_sm(cup_handle_t h, const void *kernel, int block)
{
    cup_cuda_state *st = cuda_state(h);
    int slot = 0;
    for (; slot < 64 && st->occupancy[slot].kernel; slot++)
        if (st->occupancy[slot].kernel == kernel && st->occupancy[slot].block == block) return st->occupancy[slot].blocks;
    int blocks = 0;
    if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, block, 0) != cudaSuccess) {
        (void)cudaGetLastError();
        blocks = 1; // still correct, only slower: the grid never exceeds the partial slots
    }
    blocks = std::max(1, blocks);
    if (slot < 64) st->occupancy[slot] = {kernel, block, blocks};
    return blocks;
}

static int cuda_capturing(cup_handle_t h)
{
    cudaStreamCaptureStatus c = cudaStreamCaptureStatusNone;
    if (cudaStreamIsCapturing(cuda_stream(h), &c) != cudaSuccess) {
        // e.g. the legacy stream while another stream captures: not safe to wait either
        (void)cudaGetLastError();
        return 1;
    }
    return c != cudaStreamCaptureStatusNone;
}

void *cup_cuda_workspace(cup_handle_t h, size_t bytes)
{
    cup_cuda_state *st = cuda_state(h);
    if (cuda_capturing(h)) {
        st->captured = 1;
        if (bytes <= st->workspace_bytes) return st->workspace;
        // growing means waiting and allocating, which would invalidate the capture
        cup_fail(h, CUP_STATUS_ALLOC_FAILED,
                 "this call needs %zu bytes of workspace, more than the handle holds, and cannot allocate "
                 "while its stream is captured into a CUDA graph: make the same call once before capturing",
                 bytes);
        return nullptr;
    }
    if (bytes <= st->workspace_bytes) return st->workspace;
    // Work still queued may be using the old buffer: wait for it before replacing it.
    cudaError_t e = cudaStreamSynchronize(cuda_stream(h));
    if (e == cudaSuccess && st->captured && st->workspace) {
        void **r = (void **)realloc(st->retired, (st->nretired + 1) * sizeof *r);
        if (!r) {
            cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cannot keep the old workspace for the captured graphs");
            return nullptr;
        }
        st->retired = r, st->retired[st->nretired++] = st->workspace;
        st->workspace = nullptr;
        st->workspace_bytes = 0;
    } else if (e == cudaSuccess) {
        e = cudaFree(st->workspace);
        st->workspace = nullptr;
        st->workspace_bytes = 0;
    }
    if (e != cudaSuccess) {
        cup_cuda_fail(h, e, "cannot replace the device workspace", __FILE__, __LINE__);
        return nullptr;
    }
    size_t grown = std::max(bytes, (size_t)1 << 20);
    if (e == cudaSuccess) e = cudaMalloc(&st->workspace, grown);
    if (e != cudaSuccess) {
        st->workspace = nullptr;
        cup_cuda_fail(h, e, "cannot get device workspace", __FILE__, __LINE__);
        return nullptr;
    }
    st->workspace_bytes = grown;
    return st->workspace;
}

// ---- streaming read -------------------------------------------------------------------------

// Grid: a few blocks per SM striding over 16-byte words; the xor of everything is written only
// if it matches an impossible key, which keeps the loads alive without a store per block.
static __global__ void stream_read_kernel(const uint4 *__restrict__ p, size_t words, unsigned *sink)
{
    uint4 acc = make_uint4(0, 0, 0, 0);
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    for (; i + 3 * stride < words; i += 4 * stride) {
        uint4 a = __ldg(p + i), b = __ldg(p + i + stride), c = __ldg(p + i + 2 * stride),
              d = __ldg(p + i + 3 * stride);
        acc.x ^= a.x ^ b.x ^ c.x ^ d.x, acc.y ^= a.y ^ b.y ^ c.y ^ d.y;
        acc.z ^= a.z ^ b.z ^ c.z ^ d.z, acc.w ^= a.w ^ b.w ^ c.w ^ d.w;
    }
    for (; i < words; i += stride) {
        uint4 a = __ldg(p + i);
        acc.x ^= a.x, acc.y ^= a.y, acc.z ^= a.z, acc.w ^= a.w;
    }
    if ((acc.x ^ acc.y ^ acc.z ^ acc.w) == 0x9e3779b9u && acc.x == 0x7f4a7c15u) *sink = acc.y;
}

cup_status cup_cuda_stream_read(cup_handle_t h, const void *p, size_t bytes)
{
    cup_cuda_state *st = cuda_state(h);
    const int block = 512;
    const size_t words = bytes / 16;
    const size_t want = (words + block - 1) / block;
    const int grid = (int)std::min<size_t>(std::max<size_t>(want, 1),
                                           (size_t)st->prop.multiProcessorCount *
                                               (st->prop.maxThreadsPerMultiProcessor / block));
    stream_read_kernel<<<grid, block, 0, cuda_stream(h)>>>((const uint4 *)p, words,
                                                           st->counters + CUP_COUNTER_COUNT - 1);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// ---- backend operations ---------------------------------------------------------------------

static cup_status cuda_init(cup_handle_t h)
{
    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e != cudaSuccess || count == 0) {
        (void)cudaGetLastError();
        // Without a driver the runtime answers "driver version is insufficient", which reads as
        // "update your driver" on a machine that has no GPU at all: say what is missing.
        int driver = 0;
        (void)cudaDriverGetVersion(&driver);
        (void)cudaGetLastError();
        if (driver == 0)
            return cup_fail(h, CUP_STATUS_BACKEND_UNAVAILABLE, "cup_create: no CUDA GPU found (no NVIDIA driver is loaded)");
        if (count == 0 || e == cudaErrorNoDevice)
            return cup_fail(h, CUP_STATUS_BACKEND_UNAVAILABLE, "cup_create: no CUDA GPU found (driver %d.%d sees none)",
                            driver / 1000, driver % 1000 / 10);
        return cup_fail(h, CUP_STATUS_BACKEND_UNAVAILABLE, "cup_create: no usable CUDA GPU (driver %d.%d: %s)",
                        driver / 1000, driver % 1000 / 10, cudaGetErrorString(e));
    }
    auto *st = (cup_cuda_state *)calloc(1, sizeof(cup_cuda_state));
    if (!st) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_create: out of host memory");
    h->state = st;
    h->stream = nullptr;
    cup_status s = CUP_STATUS_SUCCESS;
    auto try_ = [&](cudaError_t err, const char *what) {
        if (s == CUP_STATUS_SUCCESS && err != cudaSuccess) s = cup_cuda_fail(h, err, what, __FILE__, __LINE__);
    };
    try_(cudaGetDevice(&st->device), "cudaGetDevice");
    cudaDriverEntryPointQueryResult found;
    if (cudaGetDriverEntryPointByVersion("cuMemGetAddressRange", &st->range_fn, 12000, cudaEnableDefault, &found) !=
            cudaSuccess ||
        found != cudaDriverEntryPointSuccess) {
        (void)cudaGetLastError();
        st->range_fn = nullptr;
    }
    if (cudaGetDriverEntryPointByVersion("cuPointerGetAttributes", &st->attrs_fn, 12000, cudaEnableDefault, &found) !=
            cudaSuccess ||
        found != cudaDriverEntryPointSuccess) {
        (void)cudaGetLastError();
        st->attrs_fn = nullptr;
    }
    try_(cudaGetDeviceProperties(&st->prop, st->device), "cudaGetDeviceProperties");
    try_(cudaMalloc(&st->counters, CUP_COUNTER_COUNT * sizeof(unsigned)), "cudaMalloc(counters)");
    try_(cudaMemset(st->counters, 0, CUP_COUNTER_COUNT * sizeof(unsigned)), "cudaMemset(counters)");
    try_(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    if (s == CUP_STATUS_SUCCESS && !cup_cuda_workspace(h, (size_t)1 << 20)) s = CUP_STATUS_ALLOC_FAILED;
    if (s != CUP_STATUS_SUCCESS) {
        cudaFree(st->counters);
        cudaFree(st->workspace);
        free(st);
        h->state = nullptr;
    }
    return s;
}

// A handle belongs to the device it was created on; CUDA calls go to the calling thread's
// current device. Rather than switch the caller's device behind its back, say so.
static cup_status cuda_ready(cup_handle_t h)
{
    int current = -1;
    if (cudaGetDevice(&current) != cudaSuccess) (void)cudaGetLastError();
    if (current != cuda_state(h)->device)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE,
                        "the handle belongs to device %d but this thread's current device is %d (cudaSetDevice)",
                        cuda_state(h)->device, current);
    return CUP_STATUS_SUCCESS;
}

static void cuda_fini(cup_handle_t h)
{
    cup_cuda_state *st = cuda_state(h);
    cup_cuda_release_cublas(h);
    cudaFree(st->counters);
    cudaFree(st->workspace);
    for (int i = 0; i < st->nretired; i++) cudaFree(st->retired[i]);
    free(st->retired);
    cudaFree(st->flush);
    (void)cudaGetLastError();
    free(st);
}

static cup_status cuda_alloc(cup_handle_t h, void **ptr, size_t bytes)
{
    void *p = nullptr; // *ptr only on success: a call that fails writes nothing
    cudaError_t e = cudaMalloc(&p, bytes);
    if (e != cudaSuccess) return cup_cuda_fail(h, e, "cup_malloc: cannot allocate device memory", __FILE__, __LINE__);
    *ptr = p;
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_release(cup_handle_t h, void *ptr)
{
    CUP_CUDA_TRY(h, cudaFree(ptr));
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_to_backend(cup_handle_t h, void *dst, const void *src, size_t bytes)
{
    CUP_CUDA_TRY(h, cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, cuda_stream(h)));
    // The caller may reuse its host buffer as soon as we return.
    CUP_CUDA_TRY(h, cudaStreamSynchronize(cuda_stream(h)));
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_to_host(cup_handle_t h, void *dst, const void *src, size_t bytes)
{
    CUP_CUDA_TRY(h, cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost, cuda_stream(h)));
    CUP_CUDA_TRY(h, cudaStreamSynchronize(cuda_stream(h)));
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_fill(cup_handle_t h, void *dst, int value, size_t bytes)
{
    CUP_CUDA_TRY(h, cudaMemsetAsync(dst, value, bytes, cuda_stream(h)));
    return CUP_STATUS_SUCCESS;
}

// Kernels may touch device and managed memory. A host pointer (pageable, or even pinned:
// zero-copy is a separate, explicit technique) is refused with a clear message.
// The ends of p's allocation hold `bytes`: an n larger than the buffer is refused here instead
// of faulting in a kernel (as far as the driver can tell: allocations may be rounded up).
static cup_status range_holds(cup_handle_t h, const void *p, size_t bytes, const char *what, CUdeviceptr base,
                              size_t size)
{
    const size_t left = (size_t)(base + size - (CUdeviceptr)p);
    if (bytes > left)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s (%p): %zu bytes asked for, but its allocation ends %zu bytes after it",
                        what, p, bytes, left);
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_check_ptr(cup_handle_t h, const void *p, size_t bytes, const char *what)
{
    cup_cuda_state *st = cuda_state(h);
    // One driver call answers what cudaPointerGetAttributes and cuMemGetAddressRange take two
    // for (measured on the H100's host: 71 ns against 104 + 72), on every pointer of every call.
    // It succeeds for any address, leaving the memory type 0 where the driver knows none.
    auto attrs = (CUresult(CUDAAPI *)(unsigned, CUpointer_attribute *, void **, CUdeviceptr))st->attrs_fn;
    if (attrs) {
        CUpointer_attribute which[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                       CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
                                       CU_POINTER_ATTRIBUTE_RANGE_SIZE};
        unsigned type = 0;
        unsigned long long managed = 0; // a boolean of the driver's width: any width fits, zeroed
        int ordinal = -1;
        CUdeviceptr start = 0;
        size_t size = 0;
        void *values[] = {&type, &managed, &ordinal, &start, &size};
        if (attrs(5, which, values, (CUdeviceptr)p) == CUDA_SUCCESS) {
            if (type == 0) // plain host memory, or an address no allocation holds (freed)
                return cup_fail(h, CUP_STATUS_INVALID_POINTER,
                                "%s (%p) is host memory or no allocation; the CUDA backend needs device memory "
                                "(cup_malloc)",
                                what, p);
            if (!managed && type == CU_MEMORYTYPE_HOST)
                return cup_fail(h, CUP_STATUS_INVALID_POINTER,
                                "%s (%p) is host memory; the CUDA backend needs device memory (cup_malloc)", what, p);
            if (!managed && ordinal != st->device)
                return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s (%p) lives on device %d, the handle on device %d",
                                what, p, ordinal, st->device);
            return size ? range_holds(h, p, bytes, what, start, size) : CUP_STATUS_SUCCESS;
        }
    }
    cudaPointerAttributes attr;
    cudaError_t e = cudaPointerGetAttributes(&attr, p);
    if (e != cudaSuccess) {
        (void)cudaGetLastError();
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s (%p) is not memory the CUDA backend knows: %s",
                        what, p, cudaGetErrorString(e));
    }
    if (attr.type != cudaMemoryTypeDevice && attr.type != cudaMemoryTypeManaged)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER,
                        "%s (%p) is host memory; the CUDA backend needs device memory (cup_malloc)", what, p);
    if (attr.type == cudaMemoryTypeDevice && attr.device != cuda_state(h)->device)
        return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s (%p) lives on device %d, the handle on device %d",
                        what, p, attr.device, cuda_state(h)->device);
    // The allocation must hold all `bytes`: an n larger than the buffer is refused here instead of
    // faulting in a kernel (as far as the driver can tell: allocations may be rounded up).
    auto range = (CUresult(CUDAAPI *)(CUdeviceptr *, size_t *, CUdeviceptr))cuda_state(h)->range_fn;
    CUdeviceptr base = 0;
    size_t size = 0;
    if (range && range(&base, &size, (CUdeviceptr)p) == CUDA_SUCCESS) return range_holds(h, p, bytes, what, base, size);
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_set_stream(cup_handle_t h, void *stream)
{
    CUP_CUDA_TRY(h, cudaStreamSynchronize(cuda_stream(h)));
    h->stream = stream;
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_sync(cup_handle_t h)
{
    CUP_CUDA_TRY(h, cudaStreamSynchronize(cuda_stream(h)));
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_device_info(cup_handle_t h, cup_device_info *info)
{
    const cudaDeviceProp &p = cuda_state(h)->prop;
    const int dev = cuda_state(h)->device;
    snprintf(info->name, sizeof info->name, "%s", p.name);
    info->cc_major = p.major, info->cc_minor = p.minor;
    info->sm_count = p.multiProcessorCount;
    info->max_threads_per_block = p.maxThreadsPerBlock;
    info->max_threads_per_sm = p.maxThreadsPerMultiProcessor;
    info->max_blocks_per_sm = p.maxBlocksPerMultiProcessor;
    info->warp_size = p.warpSize;
    for (int i = 0; i < 3; i++) info->max_block_dim[i] = p.maxThreadsDim[i], info->max_grid_dim[i] = p.maxGridSize[i];
    info->regs_per_block = p.regsPerBlock, info->regs_per_sm = p.regsPerMultiprocessor;
    info->smem_per_block = p.sharedMemPerBlock, info->smem_per_block_optin = p.sharedMemPerBlockOptin;
    info->smem_per_sm = p.sharedMemPerMultiprocessor;
    info->const_mem_bytes = p.totalConstMem, info->global_mem_bytes = p.totalGlobalMem;
    info->l2_bytes = (size_t)p.l2CacheSize, info->cache_bytes = (size_t)p.l2CacheSize;
    info->persisting_l2_max_bytes = (size_t)p.persistingL2CacheMaxSize;
    cudaDeviceGetAttribute(&info->clock_khz, cudaDevAttrClockRate, dev);
    cudaDeviceGetAttribute(&info->mem_clock_khz, cudaDevAttrMemoryClockRate, dev);
    (void)cudaGetLastError();
    info->mem_bus_bits = p.memoryBusWidth;
    info->ecc_enabled = p.ECCEnabled, info->concurrent_kernels = p.concurrentKernels;
    info->async_engines = p.asyncEngineCount, info->unified_addressing = p.unifiedAddressing;
    info->managed_memory = p.managedMemory, info->can_map_host_memory = p.canMapHostMemory;
    info->cooperative_launch = p.cooperativeLaunch, info->cluster_launch = p.clusterLaunch;
    info->stream_priorities = p.streamPrioritiesSupported;
    // DDR: two transfers per clock on each bus line.
    info->theoretical_gbps = 2.0 * info->mem_clock_khz * 1e3 * (info->mem_bus_bits / 8.0) / 1e9;
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_time(cup_handle_t h, cup_work_fn prepare, cup_work_fn fn, void *ctx, int warmup, int reps,
                            size_t flush_bytes, cup_timing *timing);

struct ceiling_ctx {
    void *src, *dst;
    size_t bytes;
    bool copy;
};

static cup_status ceiling_work(cup_handle_t h, void *p)
{
    auto *c = (ceiling_ctx *)p;
    if (!c->copy) return cup_cuda_stream_read(h, c->src, c->bytes);
    CUP_CUDA_TRY(h, cudaMemcpyAsync(c->dst, c->src, c->bytes, cudaMemcpyDeviceToDevice, cuda_stream(h)));
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_ceilings(cup_handle_t h, double *copy_gbps, double *read_gbps)
{
    // Several times the L2 so the cache does not flatter either number; capped by free memory.
    size_t free_b = 0, total_b = 0;
    CUP_CUDA_TRY(h, cudaMemGetInfo(&free_b, &total_b));
    size_t bytes = std::max<size_t>(16 * (size_t)cuda_state(h)->prop.l2CacheSize, (size_t)512 << 20);
    bytes = std::min(bytes, free_b / 4) & ~(size_t)4095;
    ceiling_ctx c{nullptr, nullptr, bytes, false};
    cup_status s = cuda_alloc(h, &c.src, bytes);
    if (s == CUP_STATUS_SUCCESS) s = cuda_alloc(h, &c.dst, bytes);
    if (s == CUP_STATUS_SUCCESS) s = cuda_fill(h, c.src, 0x5a, bytes);
    cup_timing t;
    if (s == CUP_STATUS_SUCCESS) s = cuda_time(h, nullptr, ceiling_work, &c, 2, 20, 0, &t);
    if (s == CUP_STATUS_SUCCESS) *read_gbps = (double)bytes / (t.median_us * 1e3);
    c.copy = true;
    if (s == CUP_STATUS_SUCCESS) s = cuda_time(h, nullptr, ceiling_work, &c, 2, 20, 0, &t);
    if (s == CUP_STATUS_SUCCESS) *copy_gbps = 2.0 * (double)bytes / (t.median_us * 1e3);
    cudaFree(c.src);
    cudaFree(c.dst);
    (void)cudaGetLastError(); // a failed free must not be reported by the next launch
    return s;
}

// Every run gets its own pair of events and nothing waits between runs, so the host stays
// ahead of the GPU and launch overhead on the host side is not what gets timed. With a flush,
// the eviction read runs before each start event. With a `prepare`, the stream is drained before
// each run so that prepare (host work, e.g. writing managed memory) sees the previous run done;
// it then runs before the flush and the start event, outside the timed region.
static cup_status cuda_time(cup_handle_t h, cup_work_fn prepare, cup_work_fn fn, void *ctx, int warmup, int reps,
                            size_t flush_bytes, cup_timing *timing)
{
    cup_cuda_state *st = cuda_state(h);
    if (flush_bytes > st->flush_bytes) {
        CUP_CUDA_TRY(h, cudaStreamSynchronize(cuda_stream(h)));
        CUP_CUDA_TRY(h, cudaFree(st->flush));
        st->flush = nullptr, st->flush_bytes = 0;
        CUP_CUDA_TRY(h, cudaMalloc(&st->flush, flush_bytes));
        CUP_CUDA_TRY(h, cudaMemsetAsync(st->flush, 0x5a, flush_bytes, cuda_stream(h)));
        st->flush_bytes = flush_bytes;
    }
    auto prepared = [&]() -> cup_status {
        if (!prepare) return CUP_STATUS_SUCCESS;
        CUP_CUDA_TRY(h, cudaStreamSynchronize(cuda_stream(h)));
        return prepare(h, ctx);
    };
    cup_status s = CUP_STATUS_SUCCESS;
    for (int i = 0; i < warmup && s == CUP_STATUS_SUCCESS; i++) {
        s = prepared();
        if (s == CUP_STATUS_SUCCESS) s = fn(h, ctx);
    }
    if (s != CUP_STATUS_SUCCESS) return s;
    std::vector<cudaEvent_t> ev(2 * (size_t)reps, nullptr);
    std::vector<double> t((size_t)reps);
    for (auto &e : ev)
        if (s == CUP_STATUS_SUCCESS && cudaEventCreate(&e) != cudaSuccess)
            s = cup_cuda_fail(h, cudaGetLastError(), "cudaEventCreate", __FILE__, __LINE__);
    for (int i = 0; i < reps && s == CUP_STATUS_SUCCESS; i++) {
        s = prepared();
        if (s == CUP_STATUS_SUCCESS && flush_bytes) s = cup_cuda_stream_read(h, st->flush, flush_bytes);
        if (s == CUP_STATUS_SUCCESS && cudaEventRecord(ev[2 * i], cuda_stream(h)) != cudaSuccess)
            s = cup_cuda_fail(h, cudaGetLastError(), "cudaEventRecord", __FILE__, __LINE__);
        if (s == CUP_STATUS_SUCCESS) s = fn(h, ctx);
        if (s == CUP_STATUS_SUCCESS && cudaEventRecord(ev[2 * i + 1], cuda_stream(h)) != cudaSuccess)
            s = cup_cuda_fail(h, cudaGetLastError(), "cudaEventRecord", __FILE__, __LINE__);
    }
    cudaError_t e = cudaStreamSynchronize(cuda_stream(h));
    if (s == CUP_STATUS_SUCCESS && e != cudaSuccess) s = cup_cuda_fail(h, e, "timed work", __FILE__, __LINE__);
    for (int i = 0; i < reps && s == CUP_STATUS_SUCCESS; i++) {
        float ms = 0;
        e = cudaEventElapsedTime(&ms, ev[2 * i], ev[2 * i + 1]);
        if (e != cudaSuccess) s = cup_cuda_fail(h, e, "cudaEventElapsedTime", __FILE__, __LINE__);
        t[i] = ms * 1e3;
    }
    for (auto &ev_i : ev)
        if (ev_i) cudaEventDestroy(ev_i);
    if (s == CUP_STATUS_SUCCESS) cup_timing_of(t.data(), reps, timing);
    return s;
}

// The host link: pinned host <-> device copies on the handle's stream, and both directions at
// once (the second direction on a stream of its own, forked from and joined back into the
// handle's stream, so one pair of events on the handle's stream spans both). 256 MiB is far past
// any staging or caching effect and takes ~5 ms a copy on PCIe Gen5; the median of 5 runs of
// each after a warm-up keeps the whole measurement near a tenth of a second.
struct link_ctx {
    void *host[2], *dev[2];
    size_t bytes;
    int mode; // 0: H2D, 1: D2H, 2: both
    cudaStream_t other;
    cudaEvent_t fork, join;
};

static cup_status link_work(cup_handle_t h, void *p)
{
    auto *c = (link_ctx *)p;
    const cudaStream_t s = cuda_stream(h);
    if (c->mode == 0) CUP_CUDA_TRY(h, cudaMemcpyAsync(c->dev[0], c->host[0], c->bytes, cudaMemcpyHostToDevice, s));
    if (c->mode == 1) CUP_CUDA_TRY(h, cudaMemcpyAsync(c->host[1], c->dev[1], c->bytes, cudaMemcpyDeviceToHost, s));
    if (c->mode == 2) {
        CUP_CUDA_TRY(h, cudaEventRecord(c->fork, s));
        CUP_CUDA_TRY(h, cudaStreamWaitEvent(c->other, c->fork, 0));
        CUP_CUDA_TRY(h, cudaMemcpyAsync(c->dev[0], c->host[0], c->bytes, cudaMemcpyHostToDevice, s));
        CUP_CUDA_TRY(h, cudaMemcpyAsync(c->host[1], c->dev[1], c->bytes, cudaMemcpyDeviceToHost, c->other));
        CUP_CUDA_TRY(h, cudaEventRecord(c->join, c->other));
        CUP_CUDA_TRY(h, cudaStreamWaitEvent(s, c->join, 0));
    }
    return CUP_STATUS_SUCCESS;
}

static cup_status cuda_links(cup_handle_t h, double *h2d_gbps, double *d2h_gbps, double *bidir_gbps)
{
    size_t free_b = 0, total_b = 0;
    CUP_CUDA_TRY(h, cudaMemGetInfo(&free_b, &total_b));
    link_ctx c{};
    c.bytes = std::min<size_t>((size_t)256 << 20, free_b / 8) & ~(size_t)4095;
    cudaError_t e = c.bytes ? cudaSuccess : cudaErrorMemoryAllocation;
    for (int i = 0; i < 2 && e == cudaSuccess; i++) {
        e = cudaHostAlloc(&c.host[i], c.bytes, cudaHostAllocDefault);
        if (e == cudaSuccess) e = cudaMalloc(&c.dev[i], c.bytes);
        // pinned pages are resident from the allocation on: only the device side is written
        if (e == cudaSuccess) e = cudaMemsetAsync(c.dev[i], 0x5a, c.bytes, cuda_stream(h));
    }
    if (e == cudaSuccess) e = cudaStreamCreateWithFlags(&c.other, cudaStreamNonBlocking);
    if (e == cudaSuccess) e = cudaEventCreateWithFlags(&c.fork, cudaEventDisableTiming);
    if (e == cudaSuccess) e = cudaEventCreateWithFlags(&c.join, cudaEventDisableTiming);
    cup_status s = e == cudaSuccess ? CUP_STATUS_SUCCESS
                                    : cup_cuda_fail(h, e, "cup_measure_links: cannot set up 2 x 256 MiB pinned and device buffers",
                                                    __FILE__, __LINE__);
    double *out[3] = {h2d_gbps, d2h_gbps, bidir_gbps};
    for (c.mode = 0; c.mode < 3 && s == CUP_STATUS_SUCCESS; c.mode++) {
        cup_timing t;
        s = cuda_time(h, nullptr, link_work, &c, 1, 5, 0, &t);
        if (s == CUP_STATUS_SUCCESS) *out[c.mode] = (c.mode == 2 ? 2.0 : 1.0) * (double)c.bytes / (t.median_us * 1e3);
    }
    (void)cudaStreamSynchronize(cuda_stream(h));
    if (c.join) cudaEventDestroy(c.join);
    if (c.fork) cudaEventDestroy(c.fork);
    if (c.other) cudaStreamDestroy(c.other);
    for (int i = 0; i < 2; i++) cudaFreeHost(c.host[i]), cudaFree(c.dev[i]);
    (void)cudaGetLastError();
    return s;
}

static __global__ void empty_kernel() {}

static cup_status cuda_empty(cup_handle_t h)
{
    empty_kernel<<<1, 32, 0, cuda_stream(h)>>>();
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static void cuda_drop_flush(cup_handle_t h)
{
    cup_cuda_state *st = cuda_state(h);
    cudaFree(st->flush); // waits for the timed work that read it
    (void)cudaGetLastError();
    st->flush = nullptr, st->flush_bytes = 0;
}

extern "C" const cup_backend_ops cup_cuda_ops = {
    cuda_init,      cuda_ready,      cuda_fini,       cuda_alloc,      cuda_release, cuda_to_backend,
    cuda_to_host,   cuda_fill,       cuda_check_ptr,  cuda_set_stream, cuda_sync,
    cuda_device_info, cuda_ceilings, cuda_time, cuda_empty, cuda_drop_flush, cuda_capturing, cuda_links,
    &cup_pipe_cuda, cup_pipe_cuda_check_host, cup_pipe_cuda_host_alloc, cup_pipe_cuda_host_free, cup_pipe_cuda_h2d_from,
    cup_cuda_usable,
    nullptr, nullptr, /* cup_register_host: the CPU backend's only */
};
