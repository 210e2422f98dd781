// Host memory and the GPU: the same bytes moved through each kind of host allocation (pageable,
// pinned, write-combined, registered, mapped, managed) by each mechanism (cudaMemcpyAsync, a
// kernel reaching host memory through a device pointer or through UVA, page faults, prefetch),
// and checked word by word where they arrive. One table of kinds drives every operation; the
// variants differ only in their row of it.
#include "backend/cuda/common.cuh"
#include "families/hostmem/hostmem.h"

#include <cstdio>
#include <cstdlib>

// ---- kernels -------------------------------------------------------------------------------------
// Grid: a resident grid strides over 16-byte groups of four words; the last words % 4 words are
// taken by the first threads of the grid. Every buffer a kernel sees here comes from
// cudaMalloc, cudaHostAlloc or cudaMallocManaged, all at least 256-byte aligned, so the uint4
// accesses are aligned.
enum { BLOCK = 256 };

// p[i] = word(seed, i) ^ invert: invert 0 writes the pattern, ~0 its complement (the poison,
// which differs from what must arrive in every bit of every word).
static __global__ void hostmem_fill(uint32_t *p, size_t words, uint32_t seed, uint32_t invert)
{
    const size_t groups = words / 4, stride = (size_t)gridDim.x * blockDim.x;
    const size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    for (size_t g = t; g < groups; g += stride) {
        const size_t i = 4 * g;
        reinterpret_cast<uint4 *>(p)[g] = make_uint4(cup_hostmem_word(seed, i) ^ invert, cup_hostmem_word(seed, i + 1) ^ invert,
                                                     cup_hostmem_word(seed, i + 2) ^ invert, cup_hostmem_word(seed, i + 3) ^ invert);
    }
    if (t < words % 4) p[4 * groups + t] = cup_hostmem_word(seed, 4 * groups + t) ^ invert;
}

// *matches += the words of p equal to word(seed, i): the read that moves the bytes is the check
// itself. Counting matches rather than mismatches means a kernel that read nothing is seen too.
// One atomic per block, after a block reduction (every thread reaches its barriers).
static __global__ void hostmem_count(const uint32_t *p, size_t words, uint32_t seed, unsigned long long *matches)
{
    __shared__ unsigned long long warp_sums[32];
    const size_t groups = words / 4, stride = (size_t)gridDim.x * blockDim.x;
    const size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    unsigned long long n = 0;
    for (size_t g = t; g < groups; g += stride) {
        const uint4 w = reinterpret_cast<const uint4 *>(p)[g];
        const size_t i = 4 * g;
        n += (w.x == cup_hostmem_word(seed, i)) + (w.y == cup_hostmem_word(seed, i + 1)) +
             (w.z == cup_hostmem_word(seed, i + 2)) + (w.w == cup_hostmem_word(seed, i + 3));
    }
    if (t < words % 4) n += p[4 * groups + t] == cup_hostmem_word(seed, 4 * groups + t);
    n = block_reduce<unsigned long long, OpSum>(n, warp_sums);
    if (threadIdx.x == 0 && n) atomicAdd(matches, n);
}

// ---- launchers -----------------------------------------------------------------------------------

static cup_status fill(cup_handle_t h, void *p, size_t bytes, uint32_t seed, uint32_t invert)
{
    const size_t words = bytes / 4;
    hostmem_fill<<<cup_cuda_resident_grid(h, (const void *)hostmem_fill, BLOCK, (words + 3) / 4), BLOCK, 0, cuda_stream(h)>>>(
        (uint32_t *)p, words, seed, invert);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

static cup_status count(cup_handle_t h, const void *p, size_t bytes, uint32_t seed, unsigned long long *matches)
{
    const size_t words = bytes / 4;
    hostmem_count<<<cup_cuda_resident_grid(h, (const void *)hostmem_count, BLOCK, (words + 3) / 4), BLOCK, 0, cuda_stream(h)>>>(
        (const uint32_t *)p, words, seed, matches);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// The host side of the same pattern: a plain loop (the CPU never reads write-combined memory:
// uncached reads of it run at a small fraction of normal speed).
static void host_fill(void *p, size_t bytes, uint32_t seed, uint32_t invert)
{
    uint32_t *w = (uint32_t *)p;
    for (size_t i = 0; i < bytes / 4; i++) w[i] = cup_hostmem_word(seed, i) ^ invert;
}

static uint64_t host_count(const void *p, size_t bytes, uint32_t seed)
{
    const uint32_t *w = (const uint32_t *)p;
    uint64_t n = 0;
    for (size_t i = 0; i < bytes / 4; i++) n += w[i] == cup_hostmem_word(seed, i);
    return n;
}

// ---- the kinds -----------------------------------------------------------------------------------
// A variant is one row: which host allocation, which way the bytes go, and how the GPU reaches
// them. The second direction of `bidirectional` carries another seed, so crossed buffers show.

enum Alloc { PAGEABLE, PINNED, WRITE_COMBINED, REGISTERED, MAPPED, MANAGED };
enum Move { H2D, D2H, BOTH, KERNEL_READ, KERNEL_WRITE };
enum Reach { COPY, DEVICE_POINTER, UVA, FAULT, PREFETCH, RESIDENT };
struct Kind {
    Alloc alloc;
    Move move;
    Reach reach;
};
static const uint32_t SEED2 = 0x5bd1e995u;

static cudaError_t host_alloc(Alloc a, void **p, size_t bytes)
{
    *p = nullptr;
    switch (a) {
    case PAGEABLE: return (*p = malloc(bytes)) ? cudaSuccess : cudaErrorMemoryAllocation;
    case PINNED: return cudaHostAlloc(p, bytes, cudaHostAllocDefault);
    // mapped as well, so that its check can read it from the GPU instead of the CPU
    case WRITE_COMBINED: return cudaHostAlloc(p, bytes, cudaHostAllocWriteCombined | cudaHostAllocMapped);
    case MAPPED: return cudaHostAlloc(p, bytes, cudaHostAllocMapped);
    case REGISTERED: {
        if (!(*p = malloc(bytes))) return cudaErrorMemoryAllocation;
        const cudaError_t e = cudaHostRegister(*p, bytes, cudaHostRegisterDefault);
        if (e != cudaSuccess) free(*p), *p = nullptr;
        return e;
    }
    case MANAGED: return cudaMallocManaged(p, bytes, cudaMemAttachGlobal);
    }
    return cudaErrorInvalidValue;
}

static void host_release(Alloc a, void *p)
{
    if (!p) return;
    if (a == PAGEABLE) free(p);
    else if (a == REGISTERED) cudaHostUnregister(p), free(p);
    else if (a == MANAGED) cudaFree(p);
    else cudaFreeHost(p);
}

static cup_status release(cup_handle_t h, const Kind &k, cup_hostmem_state **state)
{
    cup_hostmem_state *st = *state;
    const cudaError_t e = cudaStreamSynchronize(cuda_stream(h));
    // every pointer is freed whatever the wait said: a fault must not leak the buffers too
    const bool device_source = k.move == D2H || k.move == BOTH;
    if (k.move == H2D || k.move == BOTH) cudaFree(st->dev[0]);
    if (device_source) cudaFree(st->dev[k.move == BOTH]);
    host_release(k.alloc, st->host[0]);
    host_release(k.alloc, st->host[1]);
    cudaFree(st->count);
    if (st->join) cudaEventDestroy((cudaEvent_t)st->join);
    if (st->fork) cudaEventDestroy((cudaEvent_t)st->fork);
    if (st->other) cudaStreamDestroy((cudaStream_t)st->other);
    (void)cudaGetLastError();
    free(st);
    *state = nullptr;
    if (e != cudaSuccess) return cup_cuda_fail(h, e, "cup_hostmem_variant release: the work queued before it", __FILE__, __LINE__);
    return CUP_STATUS_SUCCESS;
}

static cup_status prepare(cup_handle_t h, const Kind &k, const cup_hostmem_args *x)
{
    const cudaDeviceProp &prop = cuda_state(h)->prop;
    if ((k.reach == DEVICE_POINTER || k.alloc == WRITE_COMBINED) && !prop.canMapHostMemory)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cup_hostmem_variant: this GPU cannot map host memory");
    if (k.reach == UVA && !prop.unifiedAddressing)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cup_hostmem_variant: this GPU has no unified addressing");
    if (k.alloc == MANAGED && !prop.managedMemory)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cup_hostmem_variant: this GPU has no managed memory");
    // Managed memory larger than what the GPU has free can hang the GPU, not only this process:
    // ask for at most half of it, and for plain device memory refuse what cannot fit either.
    size_t free_b = 0, total_b = 0;
    CUP_CUDA_TRY(h, cudaMemGetInfo(&free_b, &total_b));
    const size_t device_bytes = k.move == BOTH ? 2 * x->bytes : k.move == H2D || k.move == D2H ? x->bytes : 0;
    if ((k.alloc == MANAGED && x->bytes > free_b / 2) || device_bytes > free_b)
        return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_hostmem_variant prepare: %zu bytes asked for, %zu bytes of device memory free",
                        x->bytes, free_b);
    auto *st = (cup_hostmem_state *)calloc(1, sizeof(cup_hostmem_state));
    if (!st) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "cup_hostmem_variant prepare: out of host memory");
    st->owner = {h, x->variant}, st->bytes = x->bytes, st->seed = x->seed;
    const size_t b = x->bytes;
    const cudaStream_t s = cuda_stream(h);
    cup_status r = CUP_STATUS_SUCCESS;
    auto need = [&](cudaError_t e, const char *what) {
        if (r == CUP_STATUS_SUCCESS && e != cudaSuccess) r = cup_cuda_fail(h, e, what, __FILE__, __LINE__);
        return r == CUP_STATUS_SUCCESS;
    };
    need(cudaMalloc(&st->count, sizeof(unsigned long long)), "cudaMalloc(count)");
    if (r == CUP_STATUS_SUCCESS) need(cudaMemsetAsync(st->count, 0, sizeof(unsigned long long), s), "cudaMemsetAsync(count)");
    if (r == CUP_STATUS_SUCCESS) need(host_alloc(k.alloc, &st->host[0], b), "host allocation");
    switch (k.move) {
    case H2D: // host[0] -> dev[0]
        if (need(cudaMalloc(&st->dev[0], b), "cudaMalloc(destination)")) host_fill(st->host[0], b, x->seed, 0);
        break;
    case D2H: // dev[0] -> host[0]; a write-combined host[0] is checked from the GPU, through host_view
        if (need(cudaMalloc(&st->dev[0], b), "cudaMalloc(source)")) r = fill(h, st->dev[0], b, x->seed, 0);
        if (r == CUP_STATUS_SUCCESS && k.alloc == WRITE_COMBINED)
            need(cudaHostGetDevicePointer(&st->host_view, st->host[0], 0), "cudaHostGetDevicePointer");
        break;
    case BOTH: // host[0] -> dev[0] on the handle's stream, dev[1] -> host[1] on the other
        if (r == CUP_STATUS_SUCCESS) need(host_alloc(k.alloc, &st->host[1], b), "host allocation");
        if (r == CUP_STATUS_SUCCESS) need(cudaMalloc(&st->dev[0], b), "cudaMalloc(destination)");
        if (r == CUP_STATUS_SUCCESS && need(cudaMalloc(&st->dev[1], b), "cudaMalloc(source)")) {
            host_fill(st->host[0], b, x->seed, 0);
            r = fill(h, st->dev[1], b, x->seed ^ SEED2, 0);
        }
        if (r == CUP_STATUS_SUCCESS)
            need(cudaStreamCreateWithFlags((cudaStream_t *)&st->other, cudaStreamNonBlocking), "cudaStreamCreate");
        if (r == CUP_STATUS_SUCCESS) need(cudaEventCreateWithFlags((cudaEvent_t *)&st->fork, cudaEventDisableTiming), "cudaEventCreate");
        if (r == CUP_STATUS_SUCCESS) need(cudaEventCreateWithFlags((cudaEvent_t *)&st->join, cudaEventDisableTiming), "cudaEventCreate");
        break;
    case KERNEL_READ: // the kernel reads (or writes) host[0] through dev[0]
    case KERNEL_WRITE:
        if (r != CUP_STATUS_SUCCESS) break;
        if (k.move == KERNEL_READ) host_fill(st->host[0], b, x->seed, 0);
        if (k.reach == DEVICE_POINTER) need(cudaHostGetDevicePointer(&st->dev[0], st->host[0], 0), "cudaHostGetDevicePointer");
        else st->dev[0] = st->host[0]; // UVA and managed memory: one pointer on both sides
        if (r == CUP_STATUS_SUCCESS && k.reach == RESIDENT) {
            const cudaMemLocation gpu = {cudaMemLocationTypeDevice, cuda_state(h)->device};
            need(cudaMemPrefetchAsync(st->host[0], b, gpu, 0, s), "cudaMemPrefetchAsync");
        }
        break;
    }
    if (r == CUP_STATUS_SUCCESS) need(cudaStreamSynchronize(s), "cup_hostmem_variant prepare");
    if (r != CUP_STATUS_SUCCESS) {
        char why[CUP_MSG_LEN]; // release must not replace the message that says what failed
        snprintf(why, sizeof why, "%s", h->msg);
        release(h, k, &st);
        return cup_fail(h, r, "%s", why);
    }
    *x->state = st;
    return CUP_STATUS_SUCCESS;
}

static cup_status reset(cup_handle_t h, const Kind &k, cup_hostmem_state *st)
{
    const cudaStream_t s = cuda_stream(h);
    CUP_CUDA_TRY(h, cudaStreamSynchronize(s)); // the host may touch what the last run used
    CUP_CUDA_TRY(h, cudaMemsetAsync(st->count, 0, sizeof(unsigned long long), s));
    const size_t b = st->bytes;
    cup_status r = CUP_STATUS_SUCCESS;
    if (k.move == H2D || k.move == BOTH) r = fill(h, st->dev[0], b, st->seed, ~0u);
    if (k.move == D2H || k.move == KERNEL_WRITE) host_fill(st->host[0], b, st->seed, ~0u);
    if (k.move == BOTH) host_fill(st->host[1], b, st->seed ^ SEED2, ~0u);
    // the host's write moves every page of the managed buffer back to host memory
    if (k.reach == FAULT || k.reach == PREFETCH) host_fill(st->host[0], b, st->seed, 0);
    return r;
}

static cup_status run(cup_handle_t h, const Kind &k, cup_hostmem_state *st)
{
    const cudaStream_t s = cuda_stream(h);
    const size_t b = st->bytes;
    switch (k.move) {
    case H2D: CUP_CUDA_TRY(h, cudaMemcpyAsync(st->dev[0], st->host[0], b, cudaMemcpyHostToDevice, s)); break;
    case D2H: CUP_CUDA_TRY(h, cudaMemcpyAsync(st->host[0], st->dev[0], b, cudaMemcpyDeviceToHost, s)); break;
    case BOTH: {
        // fork the second stream from the handle's and join it back: the handle's stream (and
        // its events) then spans both copies
        const auto other = (cudaStream_t)st->other;
        CUP_CUDA_TRY(h, cudaEventRecord((cudaEvent_t)st->fork, s));
        CUP_CUDA_TRY(h, cudaStreamWaitEvent(other, (cudaEvent_t)st->fork, 0));
        CUP_CUDA_TRY(h, cudaMemcpyAsync(st->dev[0], st->host[0], b, cudaMemcpyHostToDevice, s));
        CUP_CUDA_TRY(h, cudaMemcpyAsync(st->host[1], st->dev[1], b, cudaMemcpyDeviceToHost, other));
        CUP_CUDA_TRY(h, cudaEventRecord((cudaEvent_t)st->join, other));
        CUP_CUDA_TRY(h, cudaStreamWaitEvent(s, (cudaEvent_t)st->join, 0));
        break;
    }
    case KERNEL_READ:
        if (k.reach == PREFETCH) {
            const cudaMemLocation gpu = {cudaMemLocationTypeDevice, cuda_state(h)->device};
            CUP_CUDA_TRY(h, cudaMemPrefetchAsync(st->dev[0], b, gpu, 0, s));
        }
        return count(h, st->dev[0], b, st->seed, st->count);
    case KERNEL_WRITE: return fill(h, st->dev[0], b, st->seed, 0);
    }
    return CUP_STATUS_SUCCESS;
}

static cup_status verify(cup_handle_t h, const Kind &k, cup_hostmem_state *st, uint64_t *wrong)
{
    const cudaStream_t s = cuda_stream(h);
    const size_t b = st->bytes, words = b / 4;
    uint64_t matches = 0;
    // a device-side destination (or write-combined host memory) is counted by the kernel
    const void *on_device = k.move == H2D || k.move == BOTH ? st->dev[0] : k.alloc == WRITE_COMBINED ? st->host_view : nullptr;
    if (on_device) {
        CUP_CUDA_TRY(h, cudaMemsetAsync(st->count, 0, sizeof(unsigned long long), s));
        const cup_status r = count(h, on_device, b, st->seed, st->count);
        if (r != CUP_STATUS_SUCCESS) return r;
    }
    unsigned long long counted = 0;
    CUP_CUDA_TRY(h, cudaMemcpyAsync(&counted, st->count, sizeof counted, cudaMemcpyDeviceToHost, s));
    CUP_CUDA_TRY(h, cudaStreamSynchronize(s));
    if (on_device || k.move == KERNEL_READ) matches = counted;
    else matches = host_count(st->host[0], b, st->seed); // D2H into cached host memory, KERNEL_WRITE
    uint64_t bad = words - (matches < words ? matches : words) + (matches > words ? matches - words : 0);
    if (k.move == BOTH) bad += words - host_count(st->host[1], b, st->seed ^ SEED2);
    *wrong = bad;
    return CUP_STATUS_SUCCESS;
}

template <Alloc A, Move M, Reach R> static cup_status run_kind(cup_handle_t h, const void *args)
{
    static const Kind k = {A, M, R};
    const auto *x = (const cup_hostmem_args *)args;
    cup_hostmem_state *st = *x->state;
    switch (x->op) {
    case CUP_HOSTMEM_PREPARE: return prepare(h, k, x);
    case CUP_HOSTMEM_RESET: return reset(h, k, st);
    case CUP_HOSTMEM_RUN: return run(h, k, st);
    case CUP_HOSTMEM_VERIFY: return verify(h, k, st, x->wrong);
    case CUP_HOSTMEM_RELEASE: return release(h, k, x->state);
    default: return CUP_STATUS_INTERNAL_ERROR;
    }
}

// ---- registry ------------------------------------------------------------------------------------

#define HOSTMEM_VARIANT(name_, description_, technique_, traits_, ...)                                               \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_,  \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_B1), .deterministic = 1, .traits = traits_}, \
                .run = run_kind<__VA_ARGS__>},

static const cup_variant variants[] = {
    HOSTMEM_VARIANT("pageable-h2d", "cudaMemcpyAsync from malloc'ed memory to the device",
                    "pageable memory: the driver stages it through a pinned buffer of its own", 0, PAGEABLE, H2D, COPY)
    HOSTMEM_VARIANT("pageable-d2h", "cudaMemcpyAsync from the device to malloc'ed memory",
                    "pageable memory: staged through the driver's pinned buffer, synchronous for the host", 0,
                    PAGEABLE, D2H, COPY)
    HOSTMEM_VARIANT("pinned-h2d", "cudaMemcpyAsync from cudaHostAlloc memory to the device",
                    "pinned (page-locked) memory: the copy engine reads it directly by DMA", 0, PINNED, H2D, COPY)
    HOSTMEM_VARIANT("pinned-d2h", "cudaMemcpyAsync from the device to cudaHostAlloc memory",
                    "pinned (page-locked) memory: the copy engine writes it directly by DMA", 0, PINNED, D2H, COPY)
    HOSTMEM_VARIANT("write-combined-h2d", "cudaMemcpyAsync from cudaHostAllocWriteCombined memory to the device",
                    "write-combined pinned memory: uncached on the CPU, no snooping of its caches by the transfer", 0,
                    WRITE_COMBINED, H2D, COPY)
    HOSTMEM_VARIANT("write-combined-d2h", "cudaMemcpyAsync from the device to cudaHostAllocWriteCombined memory",
                    "write-combined pinned memory as a destination (the CPU should never read it)", 0, WRITE_COMBINED,
                    D2H, COPY)
    HOSTMEM_VARIANT("registered-h2d", "cudaMemcpyAsync from malloc'ed memory pinned by cudaHostRegister",
                    "cudaHostRegister: pinning memory the program already has", 0, REGISTERED, H2D, COPY)
    HOSTMEM_VARIANT("registered-d2h", "cudaMemcpyAsync to malloc'ed memory pinned by cudaHostRegister",
                    "cudaHostRegister: pinning memory the program already has", 0, REGISTERED, D2H, COPY)
    HOSTMEM_VARIANT("bidirectional", "pinned H2D and D2H at once on two streams (GB/s counts both)",
                    "two copy engines: one transfer each way at the same time over a full-duplex link",
                    CUP_HOSTMEM_BOTH_WAYS, PINNED, BOTH, COPY)
    HOSTMEM_VARIANT("zero-copy-read", "a kernel reads mapped pinned memory through cudaHostGetDevicePointer",
                    "zero-copy: cudaHostAllocMapped memory read by the kernel over the link, no copy", 0, MAPPED,
                    KERNEL_READ, DEVICE_POINTER)
    HOSTMEM_VARIANT("zero-copy-write", "a kernel writes mapped pinned memory through cudaHostGetDevicePointer",
                    "zero-copy: the kernel's stores cross the link as posted writes", 0, MAPPED, KERNEL_WRITE,
                    DEVICE_POINTER)
    HOSTMEM_VARIANT("zero-copy-uva", "a kernel reads mapped pinned memory through the host pointer itself",
                    "unified virtual addressing: the cudaHostAlloc pointer is valid in kernels as it is", 0, MAPPED,
                    KERNEL_READ, UVA)
    HOSTMEM_VARIANT("managed-fault", "a kernel's first touch of managed memory the host has just written",
                    "unified memory: pages migrate to the GPU on demand, one fault at a time",
                    CUP_HOSTMEM_RESET_EACH_RUN, MANAGED, KERNEL_READ, FAULT)
    HOSTMEM_VARIANT("managed-prefetch", "cudaMemPrefetchAsync of host-written managed memory, then the kernel",
                    "unified memory with a prefetch: the pages move in bulk before the kernel needs them",
                    CUP_HOSTMEM_RESET_EACH_RUN, MANAGED, KERNEL_READ, PREFETCH)
    HOSTMEM_VARIANT("managed-resident", "a kernel reads managed memory already on the device",
                    "unified memory once resident: as fast as device memory", 0, MANAGED, KERNEL_READ, RESIDENT)
};
extern "C" const cup_variant_table cup_hostmem_cuda = CUP_TABLE(variants);
