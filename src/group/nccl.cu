// The NCCL transport of a group: one rank per GPU, collectives on each rank's handle stream.
// NCCL is loaded at run time (dlopen of libnccl.so.2), so libcuprim has no link-time dependency
// on it: a machine without NCCL still runs everything else, and the group calls say why they
// cannot. Built only with NCCL's header (CUPRIM_NCCL); without it every entry is NOT_SUPPORTED.
#include "backend/cuda/common.cuh"
#include "group/group.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#ifndef CUPRIM_NCCL

extern "C" int cup_group_nccl_usable(void) { return 0; }

static cup_status no_nccl(cup_group_t g, const char *fn)
{
    return cup_group_fail(g, CUP_STATUS_NOT_SUPPORTED,
                          "%s: this cuprim was built without NCCL (nccl.h not found; CUPRIM_NCCL off): CUDA groups "
                          "need it, CPU groups work",
                          fn);
}
extern "C" cup_status cup_group_nccl_init_all(cup_group_t g, int, const int *) { return no_nccl(g, "cup_group_create"); }
extern "C" cup_status cup_group_nccl_from_comm(cup_group_t g, void *) { return no_nccl(g, "cup_group_from_comm"); }

#else

#include <dlfcn.h>
#include <mutex>
#include <nccl.h>

// ---- NCCL, loaded once --------------------------------------------------------------------------

namespace {
struct Nccl {
    decltype(&::ncclCommInitAll) CommInitAll;
    decltype(&::ncclCommDestroy) CommDestroy;
    decltype(&::ncclCommCount) CommCount;
    decltype(&::ncclCommCuDevice) CommCuDevice;
    decltype(&::ncclCommUserRank) CommUserRank;
    decltype(&::ncclAllReduce) AllReduce;
    decltype(&::ncclSend) Send;
    decltype(&::ncclRecv) Recv;
    decltype(&::ncclGroupStart) GroupStart;
    decltype(&::ncclGroupEnd) GroupEnd;
    decltype(&::ncclGetErrorString) GetErrorString;
    decltype(&::ncclGetLastError) GetLastError;
    char why[256]; // empty when loaded
};

Nccl nccl;
std::once_flag nccl_once;

template <class F> bool sym(void *lib, F &f, const char *name)
{
    f = reinterpret_cast<F>(dlsym(lib, name));
    if (!f) snprintf(nccl.why, sizeof nccl.why, "libnccl.so.2 has no %s", name);
    return f != nullptr;
}

const Nccl *load()
{
    std::call_once(nccl_once, [] {
        void *lib = dlopen("libnccl.so.2", RTLD_NOW | RTLD_GLOBAL);
        if (!lib) lib = dlopen("libnccl.so", RTLD_NOW | RTLD_GLOBAL);
        if (!lib) {
            snprintf(nccl.why, sizeof nccl.why, "cannot load libnccl.so.2 (%s)", dlerror());
            return;
        }
        (void)(sym(lib, nccl.CommInitAll, "ncclCommInitAll") && sym(lib, nccl.CommDestroy, "ncclCommDestroy") &&
               sym(lib, nccl.CommCount, "ncclCommCount") && sym(lib, nccl.CommCuDevice, "ncclCommCuDevice") &&
               sym(lib, nccl.CommUserRank, "ncclCommUserRank") && sym(lib, nccl.AllReduce, "ncclAllReduce") &&
               sym(lib, nccl.Send, "ncclSend") && sym(lib, nccl.Recv, "ncclRecv") &&
               sym(lib, nccl.GroupStart, "ncclGroupStart") && sym(lib, nccl.GroupEnd, "ncclGroupEnd") &&
               sym(lib, nccl.GetErrorString, "ncclGetErrorString") && sym(lib, nccl.GetLastError, "ncclGetLastError"));
    });
    return nccl.why[0] ? nullptr : &nccl;
}

// The transport's state: the communicators (owned or not), each rank's stream, the caller's device.
struct State {
    ncclComm_t *comms;
    cudaStream_t *streams;
    int owns, saved_device;
};

State *state(cup_group_t g) { return (State *)g->state; }

cup_status nccl_fail(cup_group_t g, ncclResult_t r, const char *what)
{
    const char *last = nccl.GetLastError ? nccl.GetLastError(nullptr) : "";
    return cup_group_fail(g, CUP_STATUS_EXECUTION_FAILED, "%s: %s%s%s", what, nccl.GetErrorString(r),
                          last && last[0] ? ": " : "", last ? last : "");
}

cup_status enter(cup_group_t g, int i)
{
    const cudaError_t e = cudaSetDevice(g->r[i].device);
    if (e == cudaSuccess) return CUP_STATUS_SUCCESS;
    (void)cudaGetLastError();
    if (g->r[i].h)
        return cup_fail(g->r[i].h, CUP_STATUS_EXECUTION_FAILED, "cannot make device %d current: %s", g->r[i].device,
                        cudaGetErrorString(e));
    return cup_group_fail(g, CUP_STATUS_EXECUTION_FAILED, "cannot make device %d current: %s", g->r[i].device,
                          cudaGetErrorString(e));
}

void leave(cup_group_t g)
{
    if (state(g)->saved_device >= 0) (void)cudaSetDevice(state(g)->saved_device);
}

// A collective runs on the rank's handle stream (the group's own stream unless the application
// set another on the handle), ordered after the rank's local step.
cudaStream_t stream(cup_group_t g, int i) { return (cudaStream_t)g->r[i].h->stream; }

// The outcome of a grouped NCCL call: the first failure among entering a device, issuing, closing.
cup_status ended(cup_group_t g, cup_status entered, ncclResult_t r, ncclResult_t end, const char *what)
{
    if (entered) return cup_group_fail(g, entered, "%s: %s", what, "cannot make a rank's device current");
    if (r != ncclSuccess) return nccl_fail(g, r, what);
    return end != ncclSuccess ? nccl_fail(g, end, "ncclGroupEnd") : CUP_STATUS_SUCCESS;
}

bool nccl_type(cup_dtype t, cup_op op, ncclDataType_t *nt)
{
    const bool sum = op == CUP_SUM;
    switch (t) {
    case CUP_I32: *nt = sum ? ncclUint32 : ncclInt32; return true; // a sum wraps: add unsigned
    case CUP_U32: *nt = ncclUint32; return true;
    case CUP_I64: *nt = sum ? ncclUint64 : ncclInt64; return true;
    case CUP_U64: *nt = ncclUint64; return true;
    case CUP_F32: *nt = ncclFloat32; return true;
    case CUP_F64: *nt = ncclFloat64; return true;
    default: return false;
    }
}

// Every local rank's collective in one NCCL group: one caller may drive several GPUs.
cup_status allreduce(cup_group_t g, const void *const *send, void *const *recv, size_t count, cup_dtype t, cup_op op)
{
    ncclDataType_t nt;
    if (!nccl_type(t, op, &nt)) return cup_group_fail(g, CUP_STATUS_INTERNAL_ERROR, "allreduce: no NCCL type for %d", (int)t);
    const ncclRedOp_t nop = op == CUP_SUM ? ncclSum : op == CUP_MIN ? ncclMin : ncclMax;
    ncclResult_t r = nccl.GroupStart();
    cup_status entered = CUP_STATUS_SUCCESS;
    for (int i = 0; i < g->local && r == ncclSuccess && !entered; i++) {
        entered = enter(g, i);
        if (!entered) r = nccl.AllReduce(send[i], recv[i], count, nt, nop, state(g)->comms[i], stream(g, i));
    }
    const ncclResult_t end = nccl.GroupEnd(); // always closes the group, whatever was issued
    return ended(g, entered, r, end, "ncclAllReduce");
}

cup_status exchange(cup_group_t g, const void *const *const *send, const size_t *const *send_bytes,
                    void *const *const *recv, const size_t *const *recv_bytes)
{
    ncclResult_t r = nccl.GroupStart();
    cup_status entered = CUP_STATUS_SUCCESS;
    for (int i = 0; i < g->local && r == ncclSuccess && !entered; i++) {
        entered = enter(g, i);
        for (int p = 0; p < g->size && r == ncclSuccess && !entered; p++) {
            if (send_bytes[i][p])
                r = nccl.Send(send[i][p], send_bytes[i][p], ncclUint8, p, state(g)->comms[i], stream(g, i));
            if (r == ncclSuccess && recv_bytes[i][p])
                r = nccl.Recv(recv[i][p], recv_bytes[i][p], ncclUint8, p, state(g)->comms[i], stream(g, i));
        }
    }
    const ncclResult_t end = nccl.GroupEnd();
    return ended(g, entered, r, end, "ncclSend/ncclRecv");
}

cup_status copy2d(cup_group_t g, int i, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width_bytes,
                  size_t height)
{
    const cudaError_t e = cudaMemcpy2DAsync(dst, dpitch, src, spitch, width_bytes, height, cudaMemcpyDeviceToDevice,
                                            stream(g, i));
    if (e == cudaSuccess) return CUP_STATUS_SUCCESS;
    (void)cudaGetLastError();
    return cup_fail(g->r[i].h, CUP_STATUS_EXECUTION_FAILED, "cudaMemcpy2DAsync: %s", cudaGetErrorString(e));
}

void fini(cup_group_t g)
{
    State *st = state(g);
    if (!st) return;
    for (int i = 0; i < g->local; i++) {
        if (st->streams && st->streams[i]) {
            (void)cudaSetDevice(g->r[i].device);
            (void)cudaStreamDestroy(st->streams[i]);
        }
        if (st->owns && st->comms && st->comms[i]) (void)nccl.CommDestroy(st->comms[i]);
    }
    if (st->saved_device >= 0) (void)cudaSetDevice(st->saved_device);
    free(st->comms);
    free(st->streams);
    free(st);
    g->state = nullptr;
}

void *rank_stream(cup_group_t g, int i) { return state(g)->streams[i]; }

// no vote: NCCL collectives cannot carry a status outside their data, and wait as NCCL does
const cup_group_transport transport = {enter, leave, allreduce, exchange, copy2d, rank_stream, fini, nullptr};

cup_status make_state(cup_group_t g, int ranks, const char *fn)
{
    auto *st = (State *)calloc(1, sizeof(State));
    if (st) {
        st->comms = (ncclComm_t *)calloc((size_t)ranks, sizeof(ncclComm_t));
        st->streams = (cudaStream_t *)calloc((size_t)ranks, sizeof(cudaStream_t));
    }
    if (!st || !st->comms || !st->streams) {
        if (st) free(st->comms), free(st->streams), free(st);
        return cup_group_fail(g, CUP_STATUS_ALLOC_FAILED, "%s: out of host memory", fn);
    }
    st->saved_device = -1;
    if (cudaGetDevice(&st->saved_device) != cudaSuccess) (void)cudaGetLastError(), st->saved_device = -1;
    g->state = st;
    g->t = &transport;
    return CUP_STATUS_SUCCESS;
}

// Each rank's own non-blocking stream, set on its handle once the handle exists (group.c makes
// the handles): NCCL's kernels then never wait behind the legacy default stream.
cup_status make_streams(cup_group_t g, const char *fn)
{
    for (int i = 0; i < g->local; i++) {
        cudaError_t e = cudaSetDevice(g->r[i].device);
        if (e == cudaSuccess) e = cudaStreamCreateWithFlags(&state(g)->streams[i], cudaStreamNonBlocking);
        if (e != cudaSuccess) {
            (void)cudaGetLastError();
            return cup_group_fail(g, CUP_STATUS_EXECUTION_FAILED, "%s: rank %d: cannot create a stream on device %d: %s", fn,
                                  g->r[i].rank, g->r[i].device, cudaGetErrorString(e));
        }
    }
    return CUP_STATUS_SUCCESS;
}

cup_status usable(cup_group_t g, const char *fn)
{
    if (!load()) return cup_group_fail(g, CUP_STATUS_NOT_SUPPORTED, "%s: NCCL is not available: %s", fn, nccl.why);
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        (void)cudaGetLastError();
        return cup_group_fail(g, CUP_STATUS_BACKEND_UNAVAILABLE, "%s: no CUDA GPU found", fn);
    }
    return CUP_STATUS_SUCCESS;
}
} // namespace

extern "C" int cup_group_nccl_usable(void) { return load() && cup_cuda_usable(); }

extern "C" cup_status cup_group_nccl_init_all(cup_group_t g, int ranks, const int *devices)
{
    const char *fn = "cup_group_create";
    cup_status s = usable(g, fn);
    if (s) return s;
    int count = 0;
    (void)cudaGetDeviceCount(&count);
    if (ranks == 0) ranks = count;
    if (ranks > count && !devices)
        return cup_group_fail(g, CUP_STATUS_INVALID_VALUE, "%s: %d ranks but %d GPUs are visible", fn, ranks, count);
    for (int i = 0; i < ranks; i++) {
        const int d = devices ? devices[i] : i;
        if (d < 0 || d >= count)
            return cup_group_fail(g, CUP_STATUS_INVALID_VALUE, "%s: devices[%d] = %d, not one of the %d GPUs", fn, i, d, count);
        for (int j = 0; j < i; j++)
            if (devices && devices[j] == d)
                return cup_group_fail(g, CUP_STATUS_INVALID_VALUE, "%s: device %d is named twice (one rank per GPU)", fn, d);
        g->r[i].rank = i, g->r[i].device = d;
    }
    g->local = g->size = ranks;
    s = make_state(g, ranks, fn);
    if (s) return s;
    int *devs = (int *)malloc(sizeof(int) * (size_t)ranks);
    if (!devs) return cup_group_fail(g, CUP_STATUS_ALLOC_FAILED, "%s: out of host memory", fn);
    for (int i = 0; i < ranks; i++) devs[i] = g->r[i].device;
    const ncclResult_t r = nccl.CommInitAll(state(g)->comms, ranks, devs);
    free(devs);
    leave(g);
    if (r != ncclSuccess) {
        memset(state(g)->comms, 0, sizeof(ncclComm_t) * (size_t)ranks);
        return nccl_fail(g, r, "cup_group_create: ncclCommInitAll");
    }
    state(g)->owns = 1;
    for (int i = 0; i < ranks; i++) g->r[i].comm = state(g)->comms[i];
    s = make_streams(g, fn);
    leave(g);
    return s;
}

extern "C" cup_status cup_group_nccl_from_comm(cup_group_t g, void *comm)
{
    const char *fn = "cup_group_from_comm";
    cup_status s = usable(g, fn);
    if (s) return s;
    auto c = (ncclComm_t)comm;
    int size = 0, rank = 0, device = 0;
    ncclResult_t r = nccl.CommCount(c, &size);
    if (r == ncclSuccess) r = nccl.CommUserRank(c, &rank);
    if (r == ncclSuccess) r = nccl.CommCuDevice(c, &device);
    if (r != ncclSuccess) return nccl_fail(g, r, "cup_group_from_comm: reading the communicator");
    if (size < 1 || size > CUP_GROUP_MAX_RANKS)
        return cup_group_fail(g, CUP_STATUS_NOT_SUPPORTED, "%s: %d ranks (cuprim groups take 1 to %d)", fn, size,
                              CUP_GROUP_MAX_RANKS);
    s = make_state(g, 1, fn);
    if (s) return s;
    g->size = size, g->from_comm = 1;
    g->r[0].rank = rank, g->r[0].device = device, g->r[0].comm = comm;
    state(g)->comms[0] = c;
    s = make_streams(g, fn);
    leave(g);
    return s;
}

#endif
