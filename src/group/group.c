/* Groups of ranks and the one runner of the sharded primitives (docs/multi-gpu.md). Every
 * sharded call has the same three steps, which cup_group_run takes in this order, the family's
 * hooks (its cup_family.shard, in its folder) supplying what is its own:
 *   1. each local rank checks its arguments and computes its part into its scratch (the
 *      single-device call on its shard: its checks are the rank's checks), never an output;
 *   2. the ranks agree on the outcome (statuses, request, sizes) before any collective is issued;
 *   3. only then the parts are combined into the outputs through the transport.
 * So a refusal on one rank is a refusal on every rank, with nothing written and no rank left in a
 * half-issued collective. This file also holds the CPU transport: thread-ranks meeting in shared
 * memory, which runs the same three steps as NCCL does between GPUs. */
#define _POSIX_C_SOURCE 200809L
#include "group/group.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Thread_local char create_msg[CUP_MSG_LEN];

cup_status cup_group_fail(cup_group_t g, cup_status s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g ? g->msg : create_msg, CUP_MSG_LEN, fmt, ap);
    va_end(ap);
    return s;
}

const char *cup_group_last_error(cup_group_t g) { return g ? g->msg : create_msg; }

/* ---- the CPU transport: thread-ranks and shared memory ---------------------------------------- */

/* What the ranks of one CPU group share. `callers` threads meet at each barrier: 1 when one
 * caller drives every rank, `size` with one thread per rank. */
typedef struct cpu_world {
    int size, callers, refs;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int arrived;
    unsigned long generation;
    const void **send;                  /* allreduce: each rank's send buffer */
    const void *const **xsend;          /* exchange: each rank's per-peer buffers and sizes */
    const size_t **xbytes;
} cpu_world;

typedef struct cpu_comm {
    cpu_world *w;
    int rank;
} cpu_comm;

static cpu_world *world_new(int size, int callers)
{
    cpu_world *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->size = size, w->callers = callers;
    w->send = calloc((size_t)size, sizeof *w->send);
    w->xsend = calloc((size_t)size, sizeof *w->xsend);
    w->xbytes = calloc((size_t)size, sizeof *w->xbytes);
    if (!w->send || !w->xsend || !w->xbytes) {
        free((void *)w->send), free((void *)w->xsend), free((void *)w->xbytes), free(w);
        return NULL;
    }
    pthread_mutex_init(&w->mu, NULL);
    pthread_cond_init(&w->cv, NULL);
    return w;
}

static void world_free(cpu_world *w)
{
    pthread_mutex_destroy(&w->mu);
    pthread_cond_destroy(&w->cv);
    free((void *)w->send), free((void *)w->xsend), free((void *)w->xbytes), free(w);
}

static void world_wait(cpu_world *w)
{
    if (w->callers == 1) return;
    pthread_mutex_lock(&w->mu);
    const unsigned long gen = w->generation;
    if (++w->arrived == w->callers) {
        w->arrived = 0;
        w->generation++;
        pthread_cond_broadcast(&w->cv);
    } else {
        while (gen == w->generation) pthread_cond_wait(&w->cv, &w->mu);
    }
    pthread_mutex_unlock(&w->mu);
}

static cpu_world *world_of(cup_group_t g) { return g->from_comm ? ((cpu_comm *)g->state)->w : g->state; }

/* acc[k] = op(acc[k], src[k]); SUM of integers on the unsigned type (defined wrap-around). NaN
 * never replaces the running value (no rank's part is NaN: MIN/MAX skip them). */
#define FOLD(T)                                                                                      \
    do {                                                                                             \
        T *a = acc;                                                                                  \
        const T *b = src;                                                                            \
        for (size_t k = 0; k < count; k++)                                                           \
            a[k] = op == CUP_SUM ? (T)(a[k] + b[k]) : op == CUP_MIN ? (b[k] < a[k] ? b[k] : a[k])    \
                                                                    : (b[k] > a[k] ? b[k] : a[k]);   \
    } while (0)
static void fold(void *acc, const void *src, size_t count, cup_dtype t, cup_op op)
{
    const int sum = op == CUP_SUM;
    switch (t) {
    case CUP_I32: if (sum) FOLD(uint32_t); else FOLD(int32_t); break;
    case CUP_I64: if (sum) FOLD(uint64_t); else FOLD(int64_t); break;
    case CUP_U32: FOLD(uint32_t); break;
    case CUP_U64: FOLD(uint64_t); break;
    case CUP_F32: FOLD(float); break;
    case CUP_F64: FOLD(double); break;
    default: break;
    }
}
#undef FOLD

static cup_status cpu_enter(cup_group_t g, int i) { return (void)g, (void)i, CUP_STATUS_SUCCESS; }
static void cpu_leave(cup_group_t g) { (void)g; }

/* Every rank folds every send buffer in rank order into its own copy, and writes its outputs only
 * after all ranks have read (a rank's recv may be its send). */
static cup_status cpu_allreduce(cup_group_t g, const void *const *send, void *const *recv, size_t count, cup_dtype t,
                                cup_op op)
{
    cpu_world *w = world_of(g);
    const size_t bytes = count * cup_dtype_size(t);
    void *tmp = malloc(bytes ? bytes : 1);
    for (int i = 0; i < g->local; i++) w->send[g->r[i].rank] = send[i];
    world_wait(w);
    if (tmp) {
        memcpy(tmp, w->send[0], bytes);
        for (int p = 1; p < g->size; p++) fold(tmp, w->send[p], count, t, op);
    }
    world_wait(w);
    for (int i = 0; tmp && i < g->local; i++) memcpy(recv[i], tmp, bytes);
    free(tmp);
    return tmp ? CUP_STATUS_SUCCESS
               : cup_group_fail(g, CUP_STATUS_ALLOC_FAILED, "allreduce: no host memory for %zu bytes", bytes);
}

static cup_status cpu_exchange(cup_group_t g, const void *const *const *send, const size_t *const *send_bytes,
                               void *const *const *recv, const size_t *const *recv_bytes)
{
    cpu_world *w = world_of(g);
    cup_status s = CUP_STATUS_SUCCESS;
    for (int i = 0; i < g->local; i++) w->xsend[g->r[i].rank] = send[i], w->xbytes[g->r[i].rank] = send_bytes[i];
    world_wait(w);
    for (int i = 0; i < g->local; i++) {
        const int me = g->r[i].rank;
        for (int p = 0; p < g->size; p++) {
            if (!recv_bytes[i][p]) continue;
            if (w->xbytes[p][me] != recv_bytes[i][p])
                s = cup_group_fail(g, CUP_STATUS_INTERNAL_ERROR, "exchange: rank %d sends %zu bytes to rank %d, which expects %zu",
                                   p, w->xbytes[p][me], me, recv_bytes[i][p]);
            else memcpy(recv[i][p], w->xsend[p][me], recv_bytes[i][p]);
        }
    }
    world_wait(w);
    return s;
}

static cup_status cpu_copy2d(cup_group_t g, int i, void *dst, size_t dpitch, const void *src, size_t spitch,
                             size_t width_bytes, size_t height)
{
    (void)g, (void)i;
    for (size_t y = 0; y < height; y++) memcpy((char *)dst + y * dpitch, (const char *)src + y * spitch, width_bytes);
    return CUP_STATUS_SUCCESS;
}

static void cpu_fini(cup_group_t g)
{
    if (!g->from_comm && g->state) world_free(g->state);
}

static const cup_group_transport cpu_transport = {cpu_enter, cpu_leave, cpu_allreduce, cpu_exchange, cpu_copy2d,
                                                  NULL, cpu_fini};

#ifndef CUPRIM_HAVE_CUDA
int cup_group_nccl_usable(void) { return 0; }
cup_status cup_group_nccl_init_all(cup_group_t g, int ranks, const int *devices)
{
    (void)ranks, (void)devices;
    return cup_group_fail(g, CUP_STATUS_BACKEND_UNAVAILABLE, "cup_group_create: this cuprim was built without the CUDA backend");
}
cup_status cup_group_nccl_from_comm(cup_group_t g, void *comm)
{
    (void)comm;
    return cup_group_fail(g, CUP_STATUS_BACKEND_UNAVAILABLE, "cup_group_from_comm: this cuprim was built without the CUDA backend");
}
#endif

cup_status cup_cpu_comm_init_all(void **comms, int ranks)
{
    create_msg[0] = '\0';
    if (!comms) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_cpu_comm_init_all: comms is NULL");
    if (ranks < 1 || ranks > CUP_GROUP_MAX_RANKS)
        return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_cpu_comm_init_all: %d ranks (1 to %d)", ranks,
                              CUP_GROUP_MAX_RANKS);
    cpu_world *w = world_new(ranks, ranks);
    cpu_comm *c = w ? calloc((size_t)ranks, sizeof *c) : NULL;
    if (!c) {
        if (w) world_free(w);
        return cup_group_fail(NULL, CUP_STATUS_ALLOC_FAILED, "cup_cpu_comm_init_all: out of host memory");
    }
    /* one block holds every rank's communicator; it and the world go with the last of them */
    w->refs = ranks;
    for (int i = 0; i < ranks; i++) c[i].w = w, c[i].rank = i, comms[i] = &c[i];
    return CUP_STATUS_SUCCESS;
}

cup_status cup_cpu_comm_destroy(void *comm)
{
    if (!comm) return CUP_STATUS_SUCCESS;
    cpu_comm *c = comm;
    cpu_world *w = c->w;
    pthread_mutex_lock(&w->mu);
    const int last = --w->refs == 0;
    pthread_mutex_unlock(&w->mu);
    if (last) {
        free(c - c->rank);
        world_free(w);
    }
    return CUP_STATUS_SUCCESS;
}

cup_status cup_group_cpu_init_all(cup_group_t g)
{
    cpu_world *w = world_new(g->size, 1);
    if (!w) return cup_group_fail(g, CUP_STATUS_ALLOC_FAILED, "cup_group_create: out of host memory");
    g->state = w;
    g->t = &cpu_transport;
    for (int i = 0; i < g->local; i++) g->r[i].rank = i, g->r[i].device = -1;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_group_cpu_from_comm(cup_group_t g, void *comm)
{
    cpu_comm *c = comm;
    g->size = c->w->size;
    g->state = c;
    g->from_comm = 1;
    g->t = &cpu_transport;
    g->r[0].rank = c->rank, g->r[0].device = -1, g->r[0].comm = c;
    return CUP_STATUS_SUCCESS;
}

/* ---- the group object ------------------------------------------------------------------------- */

static cup_status group_new(cup_group_t *gp, cup_backend backend, int local)
{
    cup_group_t g = calloc(1, sizeof *g);
    cup_group_rank *r = g ? calloc((size_t)local, sizeof *r) : NULL;
    if (!r) {
        free(g);
        return cup_group_fail(NULL, CUP_STATUS_ALLOC_FAILED, "cup_group_create: out of host memory");
    }
    g->backend = backend, g->local = g->size = local, g->r = r;
    *gp = g;
    return CUP_STATUS_SUCCESS;
}

static void group_free(cup_group_t g)
{
    for (int i = 0; i < g->local; i++) {
        if (!g->r[i].h) continue;
        g->t->enter(g, i);
        cup_free(g->r[i].h, g->r[i].scratch);
        cup_free(g->r[i].h, g->r[i].agree);
        cup_destroy(g->r[i].h);
    }
    if (g->t) {
        g->t->leave(g);
        g->t->fini(g);
    }
    free(g->agree_host);
    free(g->r);
    free(g);
}

/* The handles and agreement buffers, once the transport has named each rank's device. */
static cup_status group_open(cup_group_t g, const char *fn)
{
    cup_status s = CUP_STATUS_SUCCESS;
    g->agree_host = calloc(3 * (size_t)g->size, sizeof *g->agree_host);
    if (!g->agree_host) s = cup_group_fail(g, CUP_STATUS_ALLOC_FAILED, "%s: out of host memory", fn);
    for (int i = 0; i < g->local && s == CUP_STATUS_SUCCESS; i++) {
        s = g->t->enter(g, i);
        if (s == CUP_STATUS_SUCCESS) s = cup_create(&g->r[i].h, g->backend);
        if (s != CUP_STATUS_SUCCESS) {
            cup_group_fail(g, s, "%s: rank %d: %s", fn, g->r[i].rank, cup_last_error(NULL));
            break;
        }
        void *stream = g->t->stream ? g->t->stream(g, i) : NULL;
        if (stream) s = cup_set_stream(g->r[i].h, stream);
        if (!s) s = cup_malloc(g->r[i].h, &g->r[i].agree, 3 * (size_t)g->size * sizeof(uint64_t));
        if (s != CUP_STATUS_SUCCESS) cup_group_fail(g, s, "%s: rank %d: %s", fn, g->r[i].rank, cup_last_error(g->r[i].h));
    }
    g->t->leave(g);
    return s;
}

/* A failed create keeps its message per thread, as cup_create does. */
static cup_status group_created(cup_group_t *gp, cup_group_t g, cup_status s)
{
    if (s != CUP_STATUS_SUCCESS) {
        cup_group_fail(NULL, s, "%s", g->msg);
        group_free(g);
        return s;
    }
    *gp = g;
    return s;
}

cup_status cup_group_create(cup_group_t *gp, cup_backend backend, int ranks, const int *devices)
{
    create_msg[0] = '\0';
    if (!gp) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_create: g is NULL");
    *gp = NULL;
    if (backend == CUP_BACKEND_AUTO) backend = cup_group_nccl_usable() ? CUP_BACKEND_CUDA : CUP_BACKEND_CPU;
    if (backend != CUP_BACKEND_CPU && backend != CUP_BACKEND_CUDA)
        return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_create: unknown backend %d", (int)backend);
    if (ranks < 0 || ranks > CUP_GROUP_MAX_RANKS || (ranks == 0 && backend == CUP_BACKEND_CPU))
        return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_create: %d ranks (1 to %d%s)", ranks,
                              CUP_GROUP_MAX_RANKS, backend == CUP_BACKEND_CUDA ? ", or 0 for every GPU" : "");
    if (backend == CUP_BACKEND_CPU && devices)
        return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_create: the CPU backend takes no devices (NULL)");
    if (backend == CUP_BACKEND_CUDA) {
        /* the transport counts the GPUs when ranks is 0; it makes the group itself */
        cup_group_t g = NULL;
        cup_status s = group_new(&g, backend, ranks ? ranks : CUP_GROUP_MAX_RANKS);
        if (s != CUP_STATUS_SUCCESS) return s;
        s = cup_group_nccl_init_all(g, ranks, devices);
        if (s == CUP_STATUS_SUCCESS) s = group_open(g, "cup_group_create");
        return group_created(gp, g, s);
    }
    cup_group_t g = NULL;
    cup_status s = group_new(&g, backend, ranks);
    if (s != CUP_STATUS_SUCCESS) return s;
    s = cup_group_cpu_init_all(g);
    if (s == CUP_STATUS_SUCCESS) s = group_open(g, "cup_group_create");
    return group_created(gp, g, s);
}

cup_status cup_group_from_comm(cup_group_t *gp, cup_backend backend, void *comm)
{
    create_msg[0] = '\0';
    if (!gp) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_from_comm: g is NULL");
    *gp = NULL;
    if (!comm) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_from_comm: comm is NULL");
    if (backend != CUP_BACKEND_CPU && backend != CUP_BACKEND_CUDA)
        return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE,
                              "cup_group_from_comm: backend must be cpu or cuda (the communicator's kind), not %d",
                              (int)backend);
    cup_group_t g = NULL;
    cup_status s = group_new(&g, backend, 1);
    if (s != CUP_STATUS_SUCCESS) return s;
    s = backend == CUP_BACKEND_CPU ? cup_group_cpu_from_comm(g, comm) : cup_group_nccl_from_comm(g, comm);
    if (s == CUP_STATUS_SUCCESS) s = group_open(g, "cup_group_from_comm");
    return group_created(gp, g, s);
}

cup_status cup_group_destroy(cup_group_t g)
{
    if (!g) return CUP_STATUS_SUCCESS;
    const cup_status s = cup_group_sync(g);
    group_free(g);
    return s;
}

cup_status cup_group_size(cup_group_t g, int *size, int *local)
{
    if (!g) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_size: g is NULL");
    if (size) *size = g->size;
    if (local) *local = g->local;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_group_handle(cup_group_t g, int local, cup_handle_t *h, int *rank)
{
    if (!g) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_handle: g is NULL");
    if (local < 0 || local >= g->local)
        return cup_group_fail(g, CUP_STATUS_INVALID_VALUE, "cup_group_handle: local rank %d of %d", local, g->local);
    if (h) *h = g->r[local].h;
    if (rank) *rank = g->r[local].rank;
    return CUP_STATUS_SUCCESS;
}

cup_status cup_group_use(cup_group_t g, int local)
{
    if (!g) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_use: g is NULL");
    if (local < 0 || local >= g->local)
        return cup_group_fail(g, CUP_STATUS_INVALID_VALUE, "cup_group_use: local rank %d of %d", local, g->local);
    const cup_status s = g->t->enter(g, local);
    return s ? cup_group_fail(g, s, "cup_group_use: %s", cup_last_error(g->r[local].h)) : s;
}

cup_backend cup_group_backend(cup_group_t g) { return g ? g->backend : CUP_BACKEND_AUTO; }

cup_status cup_group_sync(cup_group_t g)
{
    if (!g) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "cup_group_sync: g is NULL");
    cup_status first = CUP_STATUS_SUCCESS;
    for (int i = 0; i < g->local; i++) {
        cup_status s = g->t->enter(g, i);
        if (s == CUP_STATUS_SUCCESS) s = cup_sync(g->r[i].h);
        if (s != CUP_STATUS_SUCCESS && first == CUP_STATUS_SUCCESS)
            first = cup_group_fail(g, s, "cup_group_sync: rank %d: %s", g->r[i].rank, cup_last_error(g->r[i].h));
    }
    g->t->leave(g);
    return first;
}

/* ---- the three steps every sharded call shares ------------------------------------------------ */

void cup_group_request(cup_group_call *c, const void *p, size_t bytes)
{
    /* FNV-1a over the request's bytes */
    for (size_t k = 0; k < bytes; k++) c->request = (c->request ^ ((const unsigned char *)p)[k]) * 1099511628211ull;
}

/* Local rank i's outcome of step 1, its message taken from its handle. */
static void call_local(cup_group_call *c, int i, cup_status s)
{
    c->st[i] = s;
    if (s != CUP_STATUS_SUCCESS && c->failed < 0) {
        c->failed = i;
        cup_group_fail(c->g, s, "%s: rank %d: %s", c->fn, c->g->r[i].rank, cup_last_error(c->g->r[i].h));
    }
}

/* Step 2. With every rank local the caller knows everything; otherwise one all-reduce of
 * (status, request, n) per rank, read back (this waits for the ranks' queued work). */
static cup_status call_agree(cup_group_call *c, const size_t *n)
{
    cup_group_t g = c->g;
    if (g->local == g->size) {
        for (int i = 0; n && i < g->local; i++) c->total += n[i];
        return c->failed >= 0 ? c->st[c->failed] : CUP_STATUS_SUCCESS;
    }
    const size_t words = 3 * (size_t)g->size;
    uint64_t *v = g->agree_host;
    memset(v, 0, words * sizeof *v);
    for (int i = 0; i < g->local; i++) {
        const int r = g->r[i].rank;
        v[3 * r] = (uint64_t)c->st[i], v[3 * r + 1] = c->request, v[3 * r + 2] = n && !c->st[i] ? n[i] : 0;
    }
    /* every rank takes part whatever went wrong locally, so that none waits for it forever */
    cup_status s = CUP_STATUS_SUCCESS;
    const void *agree[CUP_GROUP_MAX_RANKS] = {NULL};
    for (int i = 0; i < g->local; i++) {
        agree[i] = g->r[i].agree;
        const cup_status e = g->t->enter(g, i);
        const cup_status copied = e ? e : cup_copy_to_backend(g->r[i].h, g->r[i].agree, v, words * sizeof *v);
        if (copied && !s) s = cup_group_fail(g, copied, "%s: rank %d: %s", c->fn, g->r[i].rank, cup_last_error(g->r[i].h));
    }
    cup_status combined = g->t->allreduce(g, agree, (void *const *)agree, words, CUP_U64, CUP_SUM);
    if (combined) { /* the transport's message */
        if (!s) s = combined;
    } else {
        combined = g->t->enter(g, 0);
        if (!combined) combined = cup_copy_to_host(g->r[0].h, v, g->r[0].agree, words * sizeof *v);
        if (combined && !s)
            s = cup_group_fail(g, combined, "%s: rank %d: reading the agreement back: %s", c->fn, g->r[0].rank,
                               cup_last_error(g->r[0].h));
    }
    if (s == CUP_STATUS_SUCCESS && c->failed >= 0) s = c->st[c->failed]; /* this caller's own reason first */
    for (int p = 0; p < g->size && s == CUP_STATUS_SUCCESS; p++) {
        if (v[3 * p] != CUP_STATUS_SUCCESS)
            s = cup_group_fail(g, (cup_status)v[3 * p], "%s: rank %d refused its part (%s); nothing was combined", c->fn,
                               p, cup_status_string((cup_status)v[3 * p]));
        else if (v[3 * p + 1] != c->request)
            s = cup_group_fail(g, CUP_STATUS_INVALID_VALUE,
                               "%s: rank %d made another request than rank %d (op, dtype, sizes or value differ); nothing "
                               "was combined", c->fn, p, g->r[0].rank);
    }
    for (int p = 0; p < g->size; p++) c->total += v[3 * p + 2];
    return s;
}

cup_status cup_group_run(cup_group_t g, const char *fn, const cup_family *family, const void *args)
{
    if (!g) return cup_group_fail(NULL, CUP_STATUS_INVALID_VALUE, "%s: g is NULL", fn);
    const cup_shard *sh = family->shard;
    cup_group_call c = {.g = g, .fn = fn, .failed = -1, .request = 1469598103934665603ull};
    g->msg[0] = '\0';
    sh->request(&c, args);
    for (int i = 0; i < g->local; i++) { /* step 1 on every local rank, its device current */
        cup_status s = g->t->enter(g, i);
        if (s == CUP_STATUS_SUCCESS) s = sh->part(&c, i, args);
        call_local(&c, i, s);
    }
    cup_status s = call_agree(&c, c.failed < 0 && sh->counts ? sh->counts(args) : NULL);
    if (s == CUP_STATUS_SUCCESS) s = sh->combine(&c, args);
    g->t->leave(g);
    return s;
}

cup_status cup_group_scratch(cup_group_t g, int i, size_t bytes)
{
    cup_group_rank *r = &g->r[i];
    if (r->scratch_bytes >= bytes) return CUP_STATUS_SUCCESS;
    cup_free(r->h, r->scratch);
    r->scratch = NULL, r->scratch_bytes = 0;
    const cup_status s = cup_malloc(r->h, &r->scratch, bytes);
    if (s == CUP_STATUS_SUCCESS) r->scratch_bytes = bytes;
    return s;
}

cup_status cup_group_check_arrays(cup_handle_t h, const char *fn, const void *in, const void *n, const void *out,
                                  const char *out_name)
{
    if (!in || !n || !out)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: the %s array is NULL", fn, !in ? "in" : !n ? "n" : out_name);
    return CUP_STATUS_SUCCESS;
}

cup_status cup_group_combine_parts(cup_group_call *c, void *const *out, size_t count, cup_dtype t, cup_op op)
{
    const void *parts[CUP_GROUP_MAX_RANKS];
    for (int i = 0; i < c->g->local; i++) parts[i] = c->g->r[i].scratch;
    return c->g->t->allreduce(c->g, parts, out ? out : (void *const *)parts, count, t, op);
}
