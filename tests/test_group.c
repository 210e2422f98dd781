/* Groups and the sharded primitives against the single-device call on the concatenated data.
 *
 *   test_group cpu          groups of 1, 2, 3 and 4 thread-ranks, each both ways in: one caller
 *                           driving every rank (cup_group_create) and one thread per rank
 *                           (cup_cpu_comm_init_all + cup_group_from_comm); uneven shards, one empty
 *   test_group cuda         a group of one GPU, both ways in (ncclCommInitAll inside cuprim, and
 *                           the application's own communicator); skipped without a GPU or NCCL
 *   test_group cuda-2proc   two processes, one GPU each, bootstrapped from an ncclUniqueId passed
 *                           through a file; skipped (with the reason) below two GPUs
 * Every result is compared bit for bit (the float sums are exact, so they must match), every
 * refusal must reach every rank with nothing written. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <math.h>
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef CUPRIM_TEST_NCCL
#include <cuda_runtime_api.h>
#include <nccl.h>
#endif

enum { MAX_P = 4, MAX_CASES = 48 };

typedef enum { K_REDUCE, K_COUNT, K_HIST, K_TRANSPOSE, K_ERR_HOST, K_ERR_EMPTY, K_ERR_MISMATCH } kind;

typedef struct tcase {
    kind k;
    cup_dtype t;
    cup_op op;
    lab_data data;
    size_t bins;
    double lo, hi;
    void *all;         /* the concatenated data (host); transpose: the R x C matrix */
    unsigned char *ref; /* the single-device answer */
    size_t ref_bytes;
} tcase;

/* One run: P ranks, their shards, the cases, and what each rank got. */
typedef struct job {
    cup_backend b;
    int P;
    size_t cnt[MAX_P], off[MAX_P];   /* shard sizes (elements; transpose: rows of A) */
    size_t tcnt[MAX_P], toff[MAX_P]; /* transpose: rows of A per rank */
    size_t ocnt[MAX_P];              /* transpose: rows of A^T per rank */
    size_t R, C;                     /* transpose: A is R x C */
    tcase cases[MAX_CASES];
    int ncases;
    cup_status st[MAX_CASES][MAX_P];
    unsigned char *got[MAX_CASES][MAX_P];
    int untouched[MAX_CASES][MAX_P]; /* refusals: the output still holds its poison */
    char msg[MAX_CASES][MAX_P][160];
    void *comms[MAX_P];
} job;

/* The rank given a host array: the last, which is never the empty one (rank 1). */
static int bad_rank(const job *j) { return j->P == 2 ? 0 : j->P - 1; }

static size_t out_bytes(const job *j, const tcase *c, int r)
{
    switch (c->k) {
    case K_REDUCE: return cup_dtype_size(c->t);
    case K_COUNT: return 8;
    case K_HIST: return c->bins * 8;
    case K_TRANSPOSE: return j->ocnt[r] * j->R * cup_dtype_size(c->t);
    default: return 8;
    }
}

/* Runs every case on the local ranks of g, as every rank of the group must (same order). */
static void run_cases(job *j, cup_group_t g)
{
    int local = 0;
    cup_group_size(g, NULL, &local);
    const void *in[MAX_P];
    void *out[MAX_P], *dev_in[MAX_P];
    size_t n[MAX_P];
    cup_handle_t hs[MAX_P];
    int ranks[MAX_P];
    for (int i = 0; i < local; i++) cup_group_handle(g, i, &hs[i], &ranks[i]);
    for (int ci = 0; ci < j->ncases; ci++) {
        const tcase *c = &j->cases[ci];
        const size_t size = cup_dtype_size(c->t);
        void *host_bad = NULL;
        for (int i = 0; i < local; i++) {
            const int r = ranks[i];
            const int transpose = c->k == K_TRANSPOSE;
            cup_group_use(g, i); /* its GPU current, where one caller drives several */
            n[i] = transpose ? j->tcnt[r] * j->C : c->k == K_ERR_EMPTY ? 0 : j->cnt[r];
            const size_t off = transpose ? j->toff[r] * j->C : j->off[r];
            void *d = NULL, *o = NULL;
            cup_malloc(hs[i], &d, n[i] * size + 16);
            if (n[i]) cup_copy_to_backend(hs[i], d, (const char *)c->all + off * size, n[i] * size);
            const size_t ob = out_bytes(j, c, r);
            cup_malloc(hs[i], &o, ob + 16);
            unsigned char *poison = malloc(ob + 1);
            memset(poison, 0xA5, ob + 1);
            cup_copy_to_backend(hs[i], o, poison, ob);
            free(poison);
            in[i] = dev_in[i] = d, out[i] = o;
            /* the last rank hands a host array in place of its shard */
            if (c->k == K_ERR_HOST && r == bad_rank(j)) {
                host_bad = malloc(n[i] * size + 16);
                in[i] = host_bad;
            }
        }
        cup_op op = c->op;
        if (c->k == K_ERR_MISMATCH && ranks[0] == j->P - 1) op = c->op == CUP_MIN ? CUP_MAX : CUP_MIN;
        cup_status s;
        const uint64_t zero = 0; /* 0 in every dtype */
        switch (c->k) {
        case K_COUNT:
            s = cup_group_count_if(g, c->t, in, n, CUP_CMP_LT, &zero,
                                   (uint64_t *const *)out);
            break;
        case K_HIST: s = cup_group_histogram_even(g, c->t, in, n, c->bins, c->lo, c->hi, (uint64_t *const *)out); break;
        case K_TRANSPOSE: s = cup_group_transpose(g, c->t, j->tcnt, j->ocnt, j->C, in, out); break;
        default: s = cup_group_reduce(g, op, c->t, in, n, out); break;
        }
        if (s == CUP_STATUS_SUCCESS) s = cup_group_sync(g);
        for (int i = 0; i < local; i++) {
            const int r = ranks[i];
            const size_t ob = out_bytes(j, c, r);
            cup_group_use(g, i);
            j->st[ci][r] = s;
            snprintf(j->msg[ci][r], sizeof j->msg[ci][r], "%s", cup_group_last_error(g));
            j->got[ci][r] = calloc(1, ob + 1);
            cup_copy_to_host(hs[i], j->got[ci][r], out[i], ob);
            int poisoned = 1;
            for (size_t k = 0; k < ob; k++) poisoned &= j->got[ci][r][k] == 0xA5;
            j->untouched[ci][r] = poisoned;
            cup_free(hs[i], dev_in[i]);
            cup_free(hs[i], out[i]);
        }
        free(host_bad);
    }
}

typedef struct rank_arg {
    job *j;
    int r;
} rank_arg;

static void *rank_thread(void *p)
{
    const rank_arg *a = p;
    cup_group_t g = NULL;
    const cup_status s = cup_group_from_comm(&g, a->j->b, a->j->comms[a->r]);
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "rank %d: cup_group_from_comm: %s: %s\n", a->r, cup_status_string(s), cup_group_last_error(NULL));
        return (void *)1;
    }
    run_cases(a->j, g);
    cup_group_destroy(g);
    return NULL;
}

/* The cases, their data and their single-device answers. */
static void make_cases(job *j, cup_handle_t ref, lab_rng *rng, int mismatch, cup_handle_t cpu)
{
    size_t N = 0;
    for (int r = 0; r < j->P; r++) N += j->cnt[r];
    j->ncases = 0;
    const cup_dtype numeric[] = {CUP_I32, CUP_U32, CUP_I64, CUP_U64, CUP_F32, CUP_F64};
    for (int d = 0; d < 6; d++)
        for (int op = 0; op < CUP_OP_COUNT; op++)
            j->cases[j->ncases++] = (tcase){.k = K_REDUCE, .t = numeric[d], .op = (cup_op)op, .data = LAB_DATA_FULL};
    /* NaNs for MIN/MAX and the float sum; a wide exponent range (-1e30 .. 1e30 scaled) for the sum */
    j->cases[j->ncases++] = (tcase){.k = K_REDUCE, .t = CUP_F32, .op = CUP_MIN, .data = LAB_DATA_NAN};
    j->cases[j->ncases++] = (tcase){.k = K_REDUCE, .t = CUP_F64, .op = CUP_MAX, .data = LAB_DATA_NAN};
    j->cases[j->ncases++] = (tcase){.k = K_REDUCE, .t = CUP_F32, .op = CUP_SUM, .data = (lab_data)99};
    j->cases[j->ncases++] = (tcase){.k = K_REDUCE, .t = CUP_F64, .op = CUP_SUM, .data = (lab_data)99};
    j->cases[j->ncases++] = (tcase){.k = K_COUNT, .t = CUP_F32, .data = LAB_DATA_FULL};
    j->cases[j->ncases++] = (tcase){.k = K_COUNT, .t = CUP_I64, .data = LAB_DATA_FULL};
    j->cases[j->ncases++] = (tcase){.k = K_HIST, .t = CUP_F32, .data = LAB_DATA_FULL, .bins = 37, .lo = -1, .hi = 1};
    j->cases[j->ncases++] = (tcase){.k = K_HIST, .t = CUP_I32, .data = LAB_DATA_FULL, .bins = 1000, .lo = -2147483648.0,
                                    .hi = 2147483648.0};
    j->cases[j->ncases++] = (tcase){.k = K_TRANSPOSE, .t = CUP_F32, .data = LAB_DATA_FULL};
    j->cases[j->ncases++] = (tcase){.k = K_TRANSPOSE, .t = CUP_B16, .data = LAB_DATA_FULL};
    j->cases[j->ncases++] = (tcase){.k = K_ERR_HOST, .t = CUP_F64, .op = CUP_SUM, .data = LAB_DATA_FULL};
    j->cases[j->ncases++] = (tcase){.k = K_ERR_EMPTY, .t = CUP_I32, .op = CUP_MIN, .data = LAB_DATA_FULL};
    if (mismatch) j->cases[j->ncases++] = (tcase){.k = K_ERR_MISMATCH, .t = CUP_I32, .op = CUP_MIN, .data = LAB_DATA_FULL};
    for (int ci = 0; ci < j->ncases; ci++) {
        tcase *c = &j->cases[ci];
        const size_t size = cup_dtype_size(c->t);
        const size_t count = c->k == K_TRANSPOSE ? j->R * j->C : N;
        const int error_case = c->k == K_ERR_HOST || c->k == K_ERR_EMPTY || c->k == K_ERR_MISMATCH;
        c->all = malloc(count * size + 16);
        if (c->k == K_TRANSPOSE) {
            for (size_t b = 0; b < count * size; b++) ((unsigned char *)c->all)[b] = (unsigned char)lab_rand(rng);
        } else if (c->data == (lab_data)99) {
            lab_fill(c->all, c->t, count, LAB_DATA_FULL, rng);
            /* every element scaled by 2^e, e in [-60, 60]: partial sums cancel across ranks */
            for (size_t k = 0; k < count; k++) {
                const int e = (int)(lab_rand(rng) % 121) - 60;
                if (c->t == CUP_F32) ((float *)c->all)[k] = ldexpf(((float *)c->all)[k], e);
                else ((double *)c->all)[k] = ldexp(((double *)c->all)[k], e);
            }
        } else {
            lab_fill(c->all, c->t, count, c->data, rng);
        }
        c->ref_bytes = c->k == K_HIST ? c->bins * 8 : c->k == K_TRANSPOSE ? count * size : 8;
        c->ref = calloc(1, c->ref_bytes + 8);
        void *d = NULL, *o = NULL;
        cup_malloc(ref, &d, count * size + 16);
        cup_copy_to_backend(ref, d, c->all, count * size);
        cup_status s = CUP_STATUS_SUCCESS;
        const uint64_t zero = 0; /* 0 in every dtype */
        switch (c->k) {
        case K_REDUCE:
            if (N || c->op == CUP_SUM) s = cup_reduce_to_host(ref, c->op, c->t, d, N, c->ref);
            else c->k = K_ERR_EMPTY; /* every shard empty: MIN/MAX must be refused everywhere */
            if (cpu && c->op == CUP_SUM && (c->t == CUP_F32 || c->t == CUP_F64)) {
                /* the exact sum: the CPU's bits are the GPU's */
                void *cd = NULL;
                unsigned char bits[8] = {0};
                cup_malloc(cpu, &cd, N * size + 16);
                cup_copy_to_backend(cpu, cd, c->all, N * size);
                EXPECT(cup_reduce_to_host(cpu, CUP_SUM, c->t, cd, N, bits) == CUP_STATUS_SUCCESS &&
                           memcmp(bits, c->ref, size) == 0,
                       "exact %s sum of %zu: the CPU's bits differ from the GPU's", cup_dtype_name(c->t), N);
                cup_free(cpu, cd);
            }
            break;
        case K_COUNT:
            s = cup_count_if_to_host(ref, c->t, d, N, CUP_CMP_LT, &zero,
                                     (uint64_t *)c->ref);
            break;
        case K_HIST: s = cup_histogram_even_to_host(ref, c->t, d, N, c->bins, c->lo, c->hi, (uint64_t *)c->ref); break;
        case K_TRANSPOSE:
            cup_malloc(ref, &o, count * size);
            s = cup_transpose(ref, c->t, j->R, j->C, d, j->C, o, j->R);
            if (!s) s = cup_copy_to_host(ref, c->ref, o, count * size);
            cup_free(ref, o);
            break;
        default: break;
        }
        EXPECT(error_case || s == CUP_STATUS_SUCCESS, "reference of case %d: %s", ci, cup_last_error(ref));
        cup_free(ref, d);
    }
}

static void free_job(job *j)
{
    for (int ci = 0; ci < j->ncases; ci++) {
        free(j->cases[ci].all);
        free(j->cases[ci].ref);
        for (int r = 0; r < j->P; r++) free(j->got[ci][r]), j->got[ci][r] = NULL;
    }
}

static void verify(job *j, const char *mode)
{
    for (int ci = 0; ci < j->ncases; ci++) {
        const tcase *c = &j->cases[ci];
        for (int r = 0; r < j->P; r++) {
            if (!j->got[ci][r]) continue; /* another process's rank */
            const cup_status s = j->st[ci][r];
            const char *m = j->msg[ci][r];
            switch (c->k) {
            case K_ERR_HOST:
                EXPECT(s == CUP_STATUS_INVALID_POINTER && j->untouched[ci][r] && strstr(m, "rank"),
                       "%s P=%d rank %d: a host shard on rank %d gave %s (%s), output %s", mode, j->P, r, bad_rank(j),
                       cup_status_string(s), m, j->untouched[ci][r] ? "untouched" : "WRITTEN");
                break;
            case K_ERR_EMPTY:
                EXPECT(s == CUP_STATUS_INVALID_VALUE && j->untouched[ci][r], "%s P=%d rank %d: min of no elements gave %s (%s)",
                       mode, j->P, r, cup_status_string(s), m);
                break;
            case K_ERR_MISMATCH:
                EXPECT(s == CUP_STATUS_INVALID_VALUE && j->untouched[ci][r], "%s P=%d rank %d: mismatched ops gave %s (%s)",
                       mode, j->P, r, cup_status_string(s), m);
                break;
            case K_TRANSPOSE: {
                const size_t size = cup_dtype_size(c->t);
                size_t first = 0;
                for (int p = 0; p < r; p++) first += j->ocnt[p];
                const int ok = s == CUP_STATUS_SUCCESS &&
                               memcmp(j->got[ci][r], c->ref + first * j->R * size, j->ocnt[r] * j->R * size) == 0;
                EXPECT(ok, "%s P=%d rank %d: transpose %s %zux%zu: %s (%s)", mode, j->P, r, cup_dtype_name(c->t), j->R,
                       j->C, cup_status_string(s), m);
                break;
            }
            default: {
                const size_t b = c->k == K_REDUCE ? cup_dtype_size(c->t) : c->k == K_COUNT ? 8 : c->bins * 8;
                const int ok = s == CUP_STATUS_SUCCESS && memcmp(j->got[ci][r], c->ref, b) == 0;
                char want[64] = "", got[64] = "";
                if (c->k == K_REDUCE) {
                    lab_format_value(c->t, c->ref, want, sizeof want);
                    if (j->got[ci][r]) lab_format_value(c->t, j->got[ci][r], got, sizeof got);
                }
                EXPECT(ok, "%s P=%d rank %d case %d (kind %d %s %s): %s (%s) got %s want %s", mode, j->P, r, ci, (int)c->k,
                       cup_dtype_name(c->t), cup_op_name(c->op), cup_status_string(s), m, got, want);
            }
            }
        }
    }
}

/* Shards of random uneven sizes with rank 1 empty; transpose's rows of A split the same way on a
 * smaller scale, and its rows of A^T with rank 0 empty. */
static void shape(job *j, lab_rng *rng, int P, size_t max_shard)
{
    j->P = P;
    size_t off = 0, toff = 0;
    j->C = 0;
    for (int r = 0; r < P; r++) {
        j->cnt[r] = r == 1 ? 0 : 1 + lab_rand(rng) % max_shard;
        j->off[r] = off, off += j->cnt[r];
        j->tcnt[r] = r == 1 ? 0 : 1 + lab_rand(rng) % 131;
        j->toff[r] = toff, toff += j->tcnt[r];
        j->ocnt[r] = r == 0 && P > 1 ? 0 : 1 + lab_rand(rng) % 97;
        j->C += j->ocnt[r];
    }
    j->R = toff;
}

/* One group both ways in (mode 0: one caller; mode 1: one thread per rank), or for CUDA the
 * group given (cup_group_create or the application's communicator, made by the caller). */
static void run_job(job *j, const char *mode, cup_group_t g)
{
    if (g) {
        run_cases(j, g);
    } else {
        pthread_t th[MAX_P];
        rank_arg args[MAX_P];
        for (int r = 0; r < j->P; r++) {
            args[r] = (rank_arg){j, r};
            pthread_create(&th[r], NULL, rank_thread, &args[r]);
        }
        for (int r = 0; r < j->P; r++) {
            void *ret = NULL;
            pthread_join(th[r], &ret);
            EXPECT(ret == NULL, "rank thread %d could not join its group", r);
        }
    }
    verify(j, mode);
}

static void run_cpu(cup_handle_t ref, lab_rng *rng)
{
    for (int P = 1; P <= MAX_P; P++) {
        for (int mode = 0; mode < 2; mode++) {
            job *j = calloc(1, sizeof *j);
            j->b = CUP_BACKEND_CPU;
            shape(j, rng, P, 400000);
            make_cases(j, ref, rng, mode == 1 && P > 1, NULL);
            if (mode == 0) {
                cup_group_t g = NULL;
                const cup_status s = cup_group_create(&g, CUP_BACKEND_CPU, P, NULL);
                EXPECT(s == CUP_STATUS_SUCCESS, "cup_group_create(cpu, %d): %s", P, cup_group_last_error(NULL));
                if (s == CUP_STATUS_SUCCESS) run_job(j, "one caller", g);
                cup_group_destroy(g);
            } else {
                EXPECT(cup_cpu_comm_init_all(j->comms, P) == CUP_STATUS_SUCCESS, "cpu comms");
                run_job(j, "thread-ranks", NULL);
                for (int r = 0; r < P; r++) cup_cpu_comm_destroy(j->comms[r]);
            }
            free_job(j);
            free(j);
        }
    }
}

/* Refusals of the group calls themselves, on the CPU. */
static void api_cpu(void)
{
    cup_group_t g = NULL;
    EXPECT(cup_group_create(&g, CUP_BACKEND_CPU, 0, NULL) == CUP_STATUS_INVALID_VALUE && !g, "0 CPU ranks refused");
    EXPECT(cup_group_create(&g, CUP_BACKEND_CPU, 2, (const int[]){0, 1}) == CUP_STATUS_INVALID_VALUE,
           "devices on the CPU refused");
    EXPECT(cup_group_from_comm(&g, CUP_BACKEND_CPU, NULL) == CUP_STATUS_INVALID_VALUE, "NULL comm refused");
    EXPECT(cup_group_reduce(NULL, CUP_SUM, CUP_F32, NULL, NULL, NULL) == CUP_STATUS_INVALID_VALUE, "NULL group refused");
    EXPECT(cup_group_create(&g, CUP_BACKEND_CPU, 2, NULL) == CUP_STATUS_SUCCESS, "a CPU group of 2");
    EXPECT(cup_group_reduce(g, CUP_SUM, CUP_F32, NULL, NULL, NULL) == CUP_STATUS_INVALID_VALUE &&
               strstr(cup_group_last_error(g), "rank 0"),
           "NULL arrays refused: %s", cup_group_last_error(g));
    EXPECT(cup_group_histogram_even(g, CUP_F32, (const void *[]){NULL, NULL}, (const size_t[]){0, 0}, 0, 0, 1,
                                    (uint64_t *[]){NULL, NULL}) == CUP_STATUS_INVALID_VALUE,
           "0 bins refused: %s", cup_group_last_error(g));
    int size = 0, local = 0;
    EXPECT(cup_group_size(g, &size, &local) == CUP_STATUS_SUCCESS && size == 2 && local == 2, "size 2, local 2");
    cup_handle_t h = NULL;
    EXPECT(cup_group_handle(g, 2, &h, NULL) == CUP_STATUS_INVALID_VALUE, "local rank 2 of 2 refused");
    EXPECT(cup_group_destroy(g) == CUP_STATUS_SUCCESS, "destroy");
    /* where no CUDA handle opens (no GPU, or no CUDA backend built in), no CUDA group does either */
    cup_handle_t probe = NULL;
    if (cup_create(&probe, CUP_BACKEND_CUDA) == CUP_STATUS_SUCCESS)
        cup_destroy(probe);
    else
        EXPECT(cup_group_create(&g, CUP_BACKEND_CUDA, 1, NULL) == CUP_STATUS_BACKEND_UNAVAILABLE, "no CUDA: refused");
}

#ifdef CUPRIM_TEST_NCCL
/* A group of one GPU, both ways in, against the single-GPU calls and the CPU's exact sums. */
static int run_cuda(cup_handle_t ref, lab_rng *rng)
{
    cup_group_t g = NULL;
    cup_status s = cup_group_create(&g, CUP_BACKEND_CUDA, 1, NULL);
    if (s == CUP_STATUS_NOT_SUPPORTED) {
        printf("SKIPPED: %s\n", cup_group_last_error(NULL));
        return TEST_SKIP;
    }
    EXPECT(s == CUP_STATUS_SUCCESS, "cup_group_create(cuda, 1): %s", cup_group_last_error(NULL));
    cup_handle_t cpu = NULL;
    cup_create(&cpu, CUP_BACKEND_CPU);
    for (int way = 0; way < 2 && s == CUP_STATUS_SUCCESS; way++) {
        job *j = calloc(1, sizeof *j);
        j->b = CUP_BACKEND_CUDA;
        shape(j, rng, 1, 3000000);
        make_cases(j, ref, rng, 0, cpu);
        ncclComm_t comm = NULL;
        if (way == 1) {
            const int dev = 0;
            const ncclResult_t r = ncclCommInitAll(&comm, 1, &dev);
            EXPECT(r == ncclSuccess, "ncclCommInitAll: %s", ncclGetErrorString(r));
            s = cup_group_from_comm(&g, CUP_BACKEND_CUDA, comm);
            EXPECT(s == CUP_STATUS_SUCCESS, "cup_group_from_comm: %s", cup_group_last_error(NULL));
        }
        if (s == CUP_STATUS_SUCCESS) run_job(j, way == 0 ? "cuda, cuprim's communicator" : "cuda, the application's communicator", g);
        cup_group_destroy(g);
        g = NULL;
        if (comm) ncclCommDestroy(comm);
        free_job(j);
        free(j);
    }
    /* one caller driving every GPU (up to 4), uneven shards, one empty: where there are several */
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) count = 0;
    if (count >= 2) {
        const int P = count < MAX_P ? count : MAX_P;
        job *j = calloc(1, sizeof *j);
        j->b = CUP_BACKEND_CUDA;
        shape(j, rng, P, 3000000);
        make_cases(j, ref, rng, 0, cpu);
        s = cup_group_create(&g, CUP_BACKEND_CUDA, P, NULL);
        EXPECT(s == CUP_STATUS_SUCCESS, "cup_group_create(cuda, %d): %s", P, cup_group_last_error(NULL));
        if (s == CUP_STATUS_SUCCESS) run_job(j, "cuda, one caller over every GPU", g);
        cup_group_destroy(g);
        free_job(j);
        free(j);
    } else {
        printf("(one caller over several GPUs: skipped, %d GPU visible)\n", count);
    }
    cup_destroy(cpu);
    return test_finish("group_cuda");
}

/* One process per GPU: the parent makes the ncclUniqueId and starts two copies of this program
 * (exec, so that neither inherits a CUDA context), each bootstrapping its communicator from it. */
static int run_two_processes(const char *self, uint64_t seed)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count < 2) {
        printf("SKIPPED: the two-process test needs two GPUs; %d visible here\n", count);
        return TEST_SKIP;
    }
    ncclUniqueId id;
    if (ncclGetUniqueId(&id) != ncclSuccess) {
        fprintf(stderr, "ncclGetUniqueId failed\n");
        return 1;
    }
    char path[64];
    snprintf(path, sizeof path, "/tmp/cuprim-group-%d.id", (int)getpid());
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(&id, sizeof id, 1, f) != 1) return fprintf(stderr, "cannot write %s\n", path), 1;
    fclose(f);
    pid_t kids[2];
    for (int r = 0; r < 2; r++) {
        char rank[8], sd[32];
        snprintf(rank, sizeof rank, "%d", r);
        snprintf(sd, sizeof sd, "%llu", (unsigned long long)seed);
        kids[r] = fork();
        if (kids[r] == 0) {
            execl(self, self, "cuda-rank", rank, path, sd, (char *)NULL);
            _exit(127);
        }
    }
    int failed = 0;
    for (int r = 0; r < 2; r++) {
        int st = 0;
        waitpid(kids[r], &st, 0);
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            fprintf(stderr, "rank %d's process ended with %d\n", r, WIFEXITED(st) ? WEXITSTATUS(st) : -WTERMSIG(st));
            failed = 1;
        }
    }
    remove(path);
    printf("group_cuda-2proc: %s\n", failed ? "FAILED" : "both ranks passed");
    return failed;
}

static int run_rank(int rank, const char *path, uint64_t seed)
{
    alarm(300); /* a hang is a failure, not a stuck test */
    ncclUniqueId id;
    FILE *f = fopen(path, "rb");
    if (!f || fread(&id, sizeof id, 1, f) != 1) return fprintf(stderr, "rank %d: cannot read %s\n", rank, path), 1;
    fclose(f);
    cudaSetDevice(rank);
    ncclComm_t comm = NULL;
    ncclResult_t r = ncclCommInitRank(&comm, 2, id, rank);
    if (r != ncclSuccess) return fprintf(stderr, "rank %d: ncclCommInitRank: %s\n", rank, ncclGetErrorString(r)), 1;
    cup_group_t g = NULL;
    cup_status s = cup_group_from_comm(&g, CUP_BACKEND_CUDA, comm);
    EXPECT(s == CUP_STATUS_SUCCESS, "rank %d: cup_group_from_comm: %s", rank, cup_group_last_error(NULL));
    cup_handle_t ref = NULL, cpu = NULL;
    cup_create(&ref, CUP_BACKEND_CUDA);
    cup_create(&cpu, CUP_BACKEND_CPU);
    lab_rng rng = {seed}; /* the same data in both processes */
    job *j = calloc(1, sizeof *j);
    j->b = CUP_BACKEND_CUDA;
    shape(j, &rng, 2, 3000000);
    make_cases(j, ref, &rng, 1, cpu);
    if (s == CUP_STATUS_SUCCESS) run_job(j, rank ? "two processes, rank 1" : "two processes, rank 0", g);
    cup_group_destroy(g);
    ncclCommDestroy(comm);
    free_job(j);
    free(j);
    cup_destroy(ref);
    cup_destroy(cpu);
    return test_finish(rank ? "group_cuda-2proc rank 1" : "group_cuda-2proc rank 0");
}
#endif

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "cpu";
    lab_rng rng = {test_seed()};
    printf("seed %llu\n", (unsigned long long)rng.state);
    if (strcmp(what, "cpu") == 0) {
        cup_handle_t ref = test_open(argc, argv);
        api_cpu();
        run_cpu(ref, &rng);
        cup_destroy(ref);
        return test_finish("group_cpu");
    }
#ifdef CUPRIM_TEST_NCCL
    if (strcmp(what, "cuda") == 0) {
        cup_handle_t ref = test_open(argc, argv);
        const int rc = run_cuda(ref, &rng);
        cup_destroy(ref);
        return rc;
    }
    if (strcmp(what, "cuda-2proc") == 0) return run_two_processes(argv[0], rng.state);
    if (strcmp(what, "cuda-rank") == 0 && argc == 5)
        return run_rank(atoi(argv[2]), argv[3], strtoull(argv[4], NULL, 10));
    printf("SKIPPED: unknown mode %s\n", what);
#else
    printf("SKIPPED: %s needs cuprim built with CUDA and NCCL (nccl.h and libnccl found at configure time)\n", what);
#endif
    return TEST_SKIP;
}
