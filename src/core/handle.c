/* The handle, failures and their messages, names, and memory in the handle's backend. */
#define _POSIX_C_SOURCE 200809L /* pthread_rwlock_t */
#include "internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- failures -------------------------------------------------------------------------- */

static _Thread_local char create_msg[CUP_MSG_LEN];

cup_status cup_fail(cup_handle_t h, cup_status s, const char *fmt, ...)
{
    char *dst = h ? h->msg : create_msg;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(dst, CUP_MSG_LEN, fmt, ap);
    va_end(ap);
    return s;
}

/* ---- live handles ------------------------------------------------------------------------ */

/* Every handle between cup_create and cup_destroy. A destroyed handle is freed memory, so it
 * can only be recognised by its address, never by reading a field of it: that keeps a second
 * cup_destroy, or a call on a destroyed handle, from touching freed memory, as long as no new
 * handle has been given the same address (cuprim.h states the contract). Every public call
 * looks its handle up, so lookups share a read lock: threads calling on their own handles never
 * wait for one another, only for a create or destroy. */
static pthread_rwlock_t live_lock = PTHREAD_RWLOCK_INITIALIZER;
static cup_handle_t *live;
static size_t live_count, live_cap;

static int live_add(cup_handle_t h)
{
    pthread_rwlock_wrlock(&live_lock);
    if (live_count == live_cap) {
        const size_t cap = live_cap ? 2 * live_cap : 16;
        cup_handle_t *grown = realloc(live, cap * sizeof *grown);
        if (grown) live = grown, live_cap = cap;
    }
    const int ok = live_count < live_cap;
    if (ok) live[live_count++] = h;
    pthread_rwlock_unlock(&live_lock);
    return ok;
}

/* Is h live; with `remove`, also take it off the list. */
static int live_find(cup_handle_t h, int remove)
{
    if (remove) pthread_rwlock_wrlock(&live_lock);
    else pthread_rwlock_rdlock(&live_lock);
    size_t i = 0;
    while (i < live_count && live[i] != h) i++;
    const int found = i < live_count;
    if (found && remove) live[i] = live[--live_count];
    pthread_rwlock_unlock(&live_lock);
    return found;
}

int cup_handle_live(cup_handle_t h) { return h && live_find(h, 0); }

/* A handle that is not live reports through the per-thread message, as a failed cup_create does. */
const char *cup_last_error(cup_handle_t h) { return cup_handle_live(h) ? h->msg : create_msg; }

const char *cup_status_string(cup_status s)
{
    switch (s) {
    case CUP_STATUS_SUCCESS: return "CUP_STATUS_SUCCESS";
    case CUP_STATUS_INVALID_VALUE: return "CUP_STATUS_INVALID_VALUE";
    case CUP_STATUS_INVALID_POINTER: return "CUP_STATUS_INVALID_POINTER";
    case CUP_STATUS_NOT_SUPPORTED: return "CUP_STATUS_NOT_SUPPORTED";
    case CUP_STATUS_ALLOC_FAILED: return "CUP_STATUS_ALLOC_FAILED";
    case CUP_STATUS_BACKEND_UNAVAILABLE: return "CUP_STATUS_BACKEND_UNAVAILABLE";
    case CUP_STATUS_EXECUTION_FAILED: return "CUP_STATUS_EXECUTION_FAILED";
    case CUP_STATUS_INTERNAL_ERROR: return "CUP_STATUS_INTERNAL_ERROR";
    }
    return "CUP_STATUS_UNKNOWN";
}

/* ---- names ------------------------------------------------------------------------------- */

static const char *const dtype_names[CUP_DTYPE_COUNT] = {
    [CUP_I32] = "i32", [CUP_U32] = "u32", [CUP_I64] = "i64", [CUP_U64] = "u64",
    [CUP_F32] = "f32", [CUP_F64] = "f64", [CUP_B1] = "b1",   [CUP_B2] = "b2",
    [CUP_B4] = "b4",   [CUP_B8] = "b8",   [CUP_B16] = "b16", [CUP_U8] = "u8", [CUP_U16] = "u16",
};
static const unsigned char dtype_sizes[CUP_DTYPE_COUNT] = {
    [CUP_I32] = 4, [CUP_U32] = 4, [CUP_I64] = 8, [CUP_U64] = 8, [CUP_F32] = 4, [CUP_F64] = 8,
    [CUP_B1] = 1,  [CUP_B2] = 2,  [CUP_B4] = 4,  [CUP_B8] = 8,  [CUP_B16] = 16, [CUP_U8] = 1, [CUP_U16] = 2,
};
static const char *const op_names[CUP_OP_COUNT] = {[CUP_SUM] = "sum", [CUP_MIN] = "min",
                                                   [CUP_MAX] = "max"};
static const char *const backend_names[] = {[CUP_BACKEND_AUTO] = "auto",
                                            [CUP_BACKEND_CPU] = "cpu",
                                            [CUP_BACKEND_CUDA] = "cuda"};

static int dtype_ok(cup_dtype t) { return (unsigned)t < CUP_DTYPE_COUNT; }
static int op_ok(cup_op op) { return (unsigned)op < CUP_OP_COUNT; }

const char *cup_dtype_name(cup_dtype t) { return dtype_ok(t) ? dtype_names[t] : NULL; }
size_t cup_dtype_size(cup_dtype t) { return dtype_ok(t) ? dtype_sizes[t] : 0; }
const char *cup_op_name(cup_op op) { return op_ok(op) ? op_names[op] : NULL; }
const char *cup_backend_name(cup_backend b)
{
    return (unsigned)b <= CUP_BACKEND_CUDA ? backend_names[b] : NULL;
}

int cup_lookup_name(const char *name, const char *const *names, int count)
{
    for (int i = 0; name && i < count; i++)
        if (strcmp(name, names[i]) == 0) return i;
    return -1;
}

int cup_env_count(const char *name, long lo, long hi, long *out)
{
    const char *v = getenv(name);
    if (!v || !*v) return 0;
    long n = 0;
    for (const char *c = v; *c; c++) {
        if (*c < '0' || *c > '9' || n > (hi - (*c - '0')) / 10) return -1; /* not a digit, or past hi */
        n = 10 * n + (*c - '0');
    }
    if (n < lo) return -1;
    *out = n;
    return 1;
}

/* The environment variables of the host-array calls (their copy threads), refused here with the
 * reason rather than left to fail or to be ignored on a handle's first host-array call. */
static cup_status check_environment(void)
{
    long threads;
    if (cup_env_count("CUPRIM_PIPE_THREADS", 1, CUP_PIPE_MAX_THREADS, &threads) < 0)
        return cup_fail(NULL, CUP_STATUS_INVALID_VALUE,
                        "cup_create: CUPRIM_PIPE_THREADS='%s' is not a thread count from 1 to %d", getenv("CUPRIM_PIPE_THREADS"),
                        CUP_PIPE_MAX_THREADS);
    const char *stores = getenv("CUPRIM_PIPE_STORES");
    if (stores && *stores && strcmp(stores, "cached") != 0 && strcmp(stores, "streaming") != 0)
        return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_create: CUPRIM_PIPE_STORES='%s' is neither cached nor streaming",
                        stores);
    return CUP_STATUS_SUCCESS;
}

cup_status cup_dtype_from_name(const char *name, cup_dtype *out)
{
    int i = cup_lookup_name(name, dtype_names, CUP_DTYPE_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_dtype)i;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_op_from_name(const char *name, cup_op *out)
{
    int i = cup_lookup_name(name, op_names, CUP_OP_COUNT);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_op)i;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_backend_from_name(const char *name, cup_backend *out)
{
    int i = cup_lookup_name(name, backend_names, 3);
    if (i < 0 || !out) return CUP_STATUS_INVALID_VALUE;
    *out = (cup_backend)i;
    return CUP_STATUS_SUCCESS;
}

/* ---- handle -------------------------------------------------------------------------------- */

cup_status cup_create(cup_handle_t *hp, cup_backend backend)
{
    create_msg[0] = '\0';
    if (!hp) return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_create: handle pointer is NULL");
    const cup_status env = check_environment();
    if (env != CUP_STATUS_SUCCESS) return env;
    static const cup_backend_ops *const built[] = {[CUP_BACKEND_CPU] = &cup_cpu_ops,
#ifdef CUPRIM_HAVE_CUDA
                                                   [CUP_BACKEND_CUDA] = &cup_cuda_ops,
#endif
    };
    if ((unsigned)backend > CUP_BACKEND_CUDA)
        return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_create: unknown backend %d", (int)backend);
    if (backend == CUP_BACKEND_AUTO) { /* the GPU when one answers */
        const cup_backend_ops *cuda = CUP_BACKEND_CUDA < sizeof built / sizeof *built ? built[CUP_BACKEND_CUDA] : NULL;
        backend = cuda && (!cuda->usable || cuda->usable()) ? CUP_BACKEND_CUDA : CUP_BACKEND_CPU;
    }
    const cup_backend_ops *ops = (unsigned)backend < sizeof built / sizeof *built ? built[backend] : NULL;
    if (!ops) /* only CUDA can be left out */
        return cup_fail(NULL, CUP_STATUS_BACKEND_UNAVAILABLE, "cup_create: this cuprim was built without the CUDA backend");
    struct cup_handle *h = calloc(1, sizeof *h);
    if (!h) return cup_fail(NULL, CUP_STATUS_ALLOC_FAILED, "cup_create: out of host memory");
    h->backend = backend;
    h->ops = ops;
    h->smem_carveout = -1;
    cup_status s = ops->init(h);
    if (s != CUP_STATUS_SUCCESS) {
        cup_fail(NULL, s, "%s", h->msg); /* the handle dies: keep its message per thread */
        free(h);
        return s;
    }
    if (!live_add(h)) {
        ops->fini(h);
        free(h);
        return cup_fail(NULL, CUP_STATUS_ALLOC_FAILED, "cup_create: out of host memory");
    }
    *hp = h;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_destroy(cup_handle_t h)
{
    if (!h) return CUP_STATUS_SUCCESS;
    if (!live_find(h, 1))
        return cup_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_destroy: handle %p is not live (destroyed already?)",
                        (void *)h);
    cup_status s = h->ops->sync(h);
    if (h->pipe) h->pipe_release(h);
    if (h->result_slot) h->ops->release(h, h->result_slot);
    h->ops->fini(h);
    free(h);
    return s;
}

cup_backend cup_get_backend(cup_handle_t h) { return cup_handle_live(h) ? h->backend : CUP_BACKEND_AUTO; }

cup_status cup_set_stream(cup_handle_t h, void *stream)
{
    CUP_ENTER_WAITING(h);
    return h->ops->set_stream(h, stream);
}

cup_status cup_get_stream(cup_handle_t h, void **stream)
{
    CUP_ENTER(h);
    if (!stream) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_get_stream: stream is NULL");
    *stream = h->stream;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_sync(cup_handle_t h)
{
    CUP_ENTER_WAITING(h);
    return h->ops->sync(h);
}

/* ---- memory ------------------------------------------------------------------------------ */

cup_status cup_malloc(cup_handle_t h, void **ptr, size_t bytes)
{
    CUP_ENTER_WAITING(h);
    if (!ptr) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_malloc: ptr is NULL");
    if (bytes == 0) return *ptr = NULL, CUP_STATUS_SUCCESS;
    return h->ops->alloc(h, ptr, bytes); /* writes *ptr only when it succeeds */
}

cup_status cup_free(cup_handle_t h, void *ptr)
{
    CUP_ENTER_WAITING(h);
    if (!ptr) return CUP_STATUS_SUCCESS;
    return h->ops->release(h, ptr);
}

cup_status cup_register_host(cup_handle_t h, void *ptr, size_t bytes)
{
    CUP_ENTER(h);
    if (!ptr || bytes == 0)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_register_host: %s", ptr ? "bytes is 0" : "ptr is NULL");
    if ((uintptr_t)ptr + bytes - 1 < (uintptr_t)ptr)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_register_host: %p + %zu bytes runs past the address space",
                        ptr, bytes);
    if (!h->ops->register_host)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED,
                        "cup_register_host: only the CPU backend computes on caller memory (on %s, copy it in with "
                        "cup_copy_to_backend, or use the *_host calls)",
                        cup_backend_name(h->backend));
    return h->ops->register_host(h, ptr, bytes);
}

cup_status cup_unregister_host(cup_handle_t h, void *ptr)
{
    CUP_ENTER(h);
    if (!ptr) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_unregister_host: ptr is NULL");
    if (!h->ops->unregister_host)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cup_unregister_host: not on the %s backend",
                        cup_backend_name(h->backend));
    return h->ops->unregister_host(h, ptr);
}

cup_status cup_copy_to_backend(cup_handle_t h, void *dst, const void *src, size_t bytes)
{
    CUP_ENTER_WAITING(h);
    if (bytes == 0) return CUP_STATUS_SUCCESS;
    if (!dst || !src)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_copy_to_backend: %s is NULL",
                        dst ? "src" : "dst");
    cup_status s = h->ops->check_ptr(h, dst, bytes, "dst");
    return s ? s : h->ops->to_backend(h, dst, src, bytes);
}

cup_status cup_copy_to_host(cup_handle_t h, void *dst, const void *src, size_t bytes)
{
    CUP_ENTER_WAITING(h);
    if (bytes == 0) return CUP_STATUS_SUCCESS;
    if (!dst || !src)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_copy_to_host: %s is NULL",
                        dst ? "src" : "dst");
    cup_status s = h->ops->check_ptr(h, src, bytes, "src");
    return s ? s : h->ops->to_host(h, dst, src, bytes);
}

cup_status cup_memset(cup_handle_t h, void *dst, int value, size_t bytes)
{
    CUP_ENTER(h);
    if (bytes == 0) return CUP_STATUS_SUCCESS;
    if (!dst) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_memset: dst is NULL");
    cup_status s = h->ops->check_ptr(h, dst, bytes, "dst");
    return s ? s : h->ops->fill(h, dst, value, bytes);
}

/* ---- the shared-memory carveout of the lab's kernels ------------------------------------------ */

cup_status cup_set_smem_carveout(cup_handle_t h, int percent)
{
    CUP_ENTER(h);
    if (percent < -1 || percent > 100)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "cup_set_smem_carveout: %d is not -1 or a percentage 0..100",
                        percent);
    if (h->backend != CUP_BACKEND_CUDA && percent != -1)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cup_set_smem_carveout: the %s backend has no shared memory",
                        cup_backend_name(h->backend));
    h->smem_carveout = percent;
    return CUP_STATUS_SUCCESS;
}

void *cup_result_slot(cup_handle_t h)
{
    if (!h->result_slot && h->ops->alloc(h, &h->result_slot, 16) != CUP_STATUS_SUCCESS) h->result_slot = NULL;
    return h->result_slot;
}
