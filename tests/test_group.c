/* Groups and the sharded primitives against the single-device call on the concatenated data:
 * every family with a sharded call (its lab_family.group), each of its cases, and the refusal of a
 * host array on one rank.
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

enum { MAX_P = 4, MAX_CASES = 64 };

/* A case: a family's sharded call on one request (lab_group_case, from its lab_group), or the
 * refusal of a host array in place of one rank's shard, made of each family's first case. */
typedef struct tcase {
    const lab_family *fam;
    lab_group_case c;
    int host;           /* one rank hands a host array */
    void *all;          /* the concatenated data (host); split by rows: the R x cols matrix */
    unsigned char *ref; /* the single-device answer over it */
    size_t ref_bytes;
} tcase;

/* One run: P ranks, their shards, the cases, and what each rank got. */
typedef struct job {
    cup_backend b;
    int P;
    lab_group_shape s;             /* s.n: shard sizes; s.rows, s.out_rows, s.R, s.cols: the matrix */
    size_t off[MAX_P], roff[MAX_P]; /* where each rank's elements, and rows, start */
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

static const lab_group *ops(const tcase *c) { return c->fam->group; }

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
        const lab_group *o = ops(c);
        const size_t size = cup_dtype_size(c->c.q.t);
        void *host_bad = NULL;
        for (int i = 0; i < local; i++) {
            const int r = ranks[i];
            cup_group_use(g, i); /* its GPU current, where one caller drives several */
            n[i] = o->by_rows ? j->s.rows[r] * j->s.cols : c->c.empty ? 0 : j->s.n[r];
            const size_t off = o->by_rows ? j->roff[r] * j->s.cols : j->off[r];
            void *d = NULL, *out_d = NULL;
            cup_malloc(hs[i], &d, n[i] * size + 16);
            if (n[i]) cup_copy_to_backend(hs[i], d, (const char *)c->all + off * size, n[i] * size);
            const size_t ob = o->out_bytes(&c->c.q, &j->s, r);
            cup_malloc(hs[i], &out_d, ob + 16);
            unsigned char *poison = malloc(ob + 1);
            memset(poison, 0xA5, ob + 1);
            cup_copy_to_backend(hs[i], out_d, poison, ob);
            free(poison);
            in[i] = dev_in[i] = d, out[i] = out_d;
            /* the last rank hands a host array in place of its shard */
            if (c->host && r == bad_rank(j)) {
                host_bad = malloc(n[i] * size + 16);
                in[i] = host_bad;
            }
        }
        lab_group_req q = c->c.q;
        if (c->c.other_op && ranks[0] == j->P - 1) q.op = (cup_op)(c->c.other_op - 1);
        cup_status s = o->call(g, &q, &j->s, in, n, out);
        if (s == CUP_STATUS_SUCCESS) s = cup_group_sync(g);
        for (int i = 0; i < local; i++) {
            const int r = ranks[i];
            const size_t ob = o->out_bytes(&c->c.q, &j->s, r);
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

static void add_case(job *j, const lab_family *fam, const lab_group_case *c, int host)
{
    if (j->ncases == MAX_CASES) {
        EXPECT(0, "more than %d cases", MAX_CASES);
        return;
    }
    tcase *t = &j->cases[j->ncases++];
    memset(t, 0, sizeof *t);
    t->fam = fam, t->c = *c, t->host = host;
    if (host) t->c.expect = CUP_STATUS_INVALID_POINTER;
}

/* The single-device answer of case c on h over its whole data (`count` elements; split by rows:
 * the R rows) into host memory. */
static cup_status single_answer(const job *j, const tcase *c, cup_handle_t h, size_t count, unsigned char *answer)
{
    const size_t size = cup_dtype_size(c->c.q.t);
    void *d = NULL, *o = NULL;
    cup_status s = cup_malloc(h, &d, count * size + 16);
    if (!s) s = cup_malloc(h, &o, c->ref_bytes + 16);
    if (!s) s = cup_copy_to_backend(h, d, c->all, count * size);
    if (!s) s = ops(c)->single(h, &c->c.q, &j->s, d, ops(c)->by_rows ? j->s.R : count, o);
    if (!s) s = cup_copy_to_host(h, answer, o, c->ref_bytes);
    cup_free(h, d), cup_free(h, o);
    return s;
}

/* The cases of every family with a sharded call (each family's lab_group), their data and their
 * single-device answers. */
static void make_cases(job *j, cup_handle_t ref, lab_rng *rng, int mismatch, cup_handle_t cpu)
{
    size_t N = 0;
    for (int r = 0; r < j->P; r++) N += j->s.n[r];
    j->ncases = 0;
    for (int f = 0; f < lab_family_count; f++) {
        const lab_group *o = lab_families[f]->group;
        for (int k = 0; o && k < o->ncases; k++)
            if (!o->cases[k].other_op || mismatch) add_case(j, lab_families[f], &o->cases[k], 0);
        if (o && o->ncases) add_case(j, lab_families[f], &o->cases[0], 1);
    }
    for (int ci = 0; ci < j->ncases; ci++) {
        tcase *c = &j->cases[ci];
        const cup_dtype t = c->c.q.t;
        const size_t size = cup_dtype_size(t);
        const size_t count = ops(c)->by_rows ? j->s.R * j->s.cols : c->c.empty ? 0 : N;
        c->all = malloc(count * size + 16);
        lab_fill(c->all, t, count, c->c.data, rng);
        /* every element scaled by 2^e, e in [-60, 60]: partial sums cancel across ranks */
        for (size_t k = 0; c->c.wide && k < count; k++) {
            const int e = (int)(lab_rand(rng) % 121) - 60;
            if (t == CUP_F32) ((float *)c->all)[k] = ldexpf(((float *)c->all)[k], e);
            else ((double *)c->all)[k] = ldexp(((double *)c->all)[k], e);
        }
        c->ref_bytes = 0;
        for (int r = 0; r < j->P; r++) {
            const size_t b = ops(c)->out_bytes(&c->c.q, &j->s, r);
            c->ref_bytes = ops(c)->share ? c->ref_bytes + b : b;
        }
        c->ref = calloc(1, c->ref_bytes + 8);
        if (c->c.expect != CUP_STATUS_SUCCESS) continue; /* a refusal: nothing to compare */
        EXPECT(single_answer(j, c, ref, count, c->ref) == CUP_STATUS_SUCCESS, "reference of case %d (%s): %s", ci,
               c->fam->name, cup_last_error(ref));
        if (cpu && c->c.cpu_bits) { /* e.g. the exact sum: the CPU's bits are the GPU's */
            unsigned char *bits = calloc(1, c->ref_bytes + 8);
            EXPECT(single_answer(j, c, cpu, count, bits) == CUP_STATUS_SUCCESS && memcmp(bits, c->ref, c->ref_bytes) == 0,
                   "%s %s of %zu: the CPU's bits differ from the GPU's", c->fam->name, cup_dtype_name(t), count);
            free(bits);
        }
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
        const lab_group *o = ops(c);
        for (int r = 0; r < j->P; r++) {
            if (!j->got[ci][r]) continue; /* another process's rank */
            const cup_status s = j->st[ci][r];
            const char *m = j->msg[ci][r];
            if (c->c.expect != CUP_STATUS_SUCCESS) {
                EXPECT(s == c->c.expect && j->untouched[ci][r] && (!c->host || strstr(m, "rank")),
                       "%s P=%d rank %d: case %d (%s%s) gave %s (%s), want %s, output %s", mode, j->P, r, ci, c->fam->name,
                       c->host ? ", a host shard on the last rank" : c->c.empty ? ", every shard empty" : "",
                       cup_status_string(s), m, cup_status_string(c->c.expect), j->untouched[ci][r] ? "untouched" : "WRITTEN");
                continue;
            }
            const size_t b = o->out_bytes(&c->c.q, &j->s, r), at = o->share ? o->share(&c->c.q, &j->s, r) : 0;
            const int ok = s == CUP_STATUS_SUCCESS && memcmp(j->got[ci][r], c->ref + at, b) == 0;
            char want[64] = "", got[64] = "";
            if (b == cup_dtype_size(c->c.q.t)) { /* one element: say which */
                lab_format_value(c->c.q.t, c->ref, want, sizeof want);
                lab_format_value(c->c.q.t, j->got[ci][r], got, sizeof got);
            }
            EXPECT(ok, "%s P=%d rank %d case %d (%s %s %s): %s (%s) got %s want %s", mode, j->P, r, ci, c->fam->name,
                   cup_dtype_name(c->c.q.t), o->op ? cup_op_name(c->c.q.op) : "", cup_status_string(s), m, got, want);
        }
    }
}

/* Shards of random uneven sizes with rank 1 empty; the matrix's rows split the same way on a
 * smaller scale, and its transpose's rows with rank 0 empty. */
static void shape(job *j, lab_rng *rng, int P, size_t max_shard)
{
    j->P = j->s.P = P;
    size_t off = 0, roff = 0;
    j->s.cols = 0;
    for (int r = 0; r < P; r++) {
        j->s.n[r] = r == 1 ? 0 : 1 + lab_rand(rng) % max_shard;
        j->off[r] = off, off += j->s.n[r];
        j->s.rows[r] = r == 1 ? 0 : 1 + lab_rand(rng) % 131;
        j->roff[r] = roff, roff += j->s.rows[r];
        j->s.out_rows[r] = r == 0 && P > 1 ? 0 : 1 + lab_rand(rng) % 97;
        j->s.cols += j->s.out_rows[r];
    }
    j->s.R = roff;
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
    EXPECT(cup_group_create(&g, CUP_BACKEND_CPU, 2, NULL) == CUP_STATUS_SUCCESS, "a CPU group of 2");
    const lab_group_shape two = {.P = 2};
    for (int f = 0; f < lab_family_count; f++) {
        const lab_group *o = lab_families[f]->group;
        if (!o) continue;
        const lab_group_req q = o->cases[0].q;
        EXPECT(o->call(NULL, &q, &two, NULL, NULL, NULL) == CUP_STATUS_INVALID_VALUE, "%s: NULL group refused",
               lab_families[f]->name);
        EXPECT(o->call(g, &q, &two, NULL, NULL, NULL) == CUP_STATUS_INVALID_VALUE && strstr(cup_group_last_error(g), "rank 0"),
               "%s: NULL arrays refused: %s", lab_families[f]->name, cup_group_last_error(g));
    }
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
