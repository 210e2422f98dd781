/* Groups of CPU thread-ranks when a rank fails or never comes: every rank must fail, with a
 * message naming the rank, and no call may wait for ever.
 *
 *   test_group_faults cpu              the contract (creators write nothing when they fail, the
 *                                      timeout's setting, an output inside its input, messages),
 *                                      100 rounds that each make one rank of four fail at a random
 *                                      point (its part, its copy into the agreement, reading the
 *                                      agreement back, the transport's buffers, the work after
 *                                      the combining) or leave it out (no call, or a NULL group),
 *                                      and a stress of 200 calls with random bad arguments too
 *   test_group_faults cpu stress N     the stress alone, N calls
 *
 * Each trial makes four threads, each with its group from one of four communicators (a failure
 * the tests make is set on one rank's group object: group.h's cup_group.inject). A watchdog
 * (alarm) ends the process if any trial takes more than a minute: a hang fails the test. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include "group/group.h"

#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

enum { P = 4, MAX_N = 64 };

typedef enum { C_REDUCE_I32, C_REDUCE_F32, C_COUNT, C_HIST, C_TRANSPOSE, CALL_COUNT } call_kind;
static const char *const call_names[CALL_COUNT] = {"reduce i32", "reduce f32", "count_if", "histogram", "transpose"};

typedef enum {
    F_NONE,
    F_PART = CUP_GROUP_INJECT_PART,
    F_AGREE = CUP_GROUP_INJECT_AGREE,
    F_READBACK = CUP_GROUP_INJECT_READBACK,
    F_COMBINE = CUP_GROUP_INJECT_COMBINE,
    F_FINISH = CUP_GROUP_INJECT_FINISH,
    F_ABSENT,     /* the rank makes no call */
    F_NULL_GROUP, /* the rank passes a NULL group */
    F_BAD_ARG,    /* the rank passes a NULL array, or an output inside its input */
    F_OTHER_REQUEST, /* the rank asks for another op or dtype */
    FAULT_COUNT
} fault;
static const char *const fault_names[FAULT_COUNT] = {"none",   "part",       "agree",   "read-back",     "combine",
                                                     "finish", "absent",     "NULL group", "bad argument", "other request"};

typedef struct trial {
    call_kind k;
    fault f;
    int target; /* the rank the fault is on */
    double timeout;
    void *comms[P];
    size_t n[P];                 /* elements per rank (transpose: rows of A) */
    int32_t data[P][MAX_N * 8];  /* each rank's shard (transpose: rows x C) */
    size_t C;                    /* transpose: columns of A */
    cup_status st[P];
    char msg[P][CUP_MSG_LEN];
    unsigned char got[P][MAX_N * P * 8 * 4];
    double late_s;               /* F_ABSENT: how long the absent rank's own call took afterwards */
    cup_status late_st;
    pthread_barrier_t *after;    /* F_ABSENT: the absent rank calls once the others are done */
} trial;

typedef struct rank_arg {
    trial *r;
    int rank;
} rank_arg;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The call of trial r on this rank's group, with its own arguments (bad where it is the target). */
static cup_status make_call(trial *r, int rank, cup_group_t g, cup_handle_t h, void *din, void *dout)
{
    const int bad = r->target == rank;
    const void *in[1] = {din};
    void *out[1] = {dout};
    size_t n[1] = {r->n[rank]};
    if (bad && r->f == F_BAD_ARG) {
        /* half the time a NULL output array, else an output inside the input */
        if (r->n[rank] && (r->k != C_TRANSPOSE) && (rank & 1)) out[0] = din;
        else return r->k == C_TRANSPOSE ? cup_group_transpose(g, CUP_B4, r->n, NULL, r->C, in, out)
                                        : cup_group_count_if(g, CUP_I32, in, n, CUP_CMP_LT, NULL, NULL);
    }
    const int other = bad && r->f == F_OTHER_REQUEST;
    const int32_t zero = 0;
    (void)h;
    switch (r->k) {
    case C_REDUCE_I32: return cup_group_reduce(g, other ? CUP_MAX : CUP_SUM, CUP_I32, in, n, out);
    case C_REDUCE_F32: return cup_group_reduce(g, CUP_SUM, other ? CUP_I32 : CUP_F32, in, n, out);
    case C_COUNT: return cup_group_count_if(g, CUP_I32, in, n, other ? CUP_CMP_GT : CUP_CMP_LT, &zero, (uint64_t *const *)out);
    case C_HIST: return cup_group_histogram_even(g, CUP_I32, in, n, other ? 9 : 8, -8, 8, (uint64_t *const *)out);
    default: {
        size_t out_rows[P];
        for (int p = 0; p < P; p++) out_rows[p] = r->C / P + ((size_t)p < r->C % P);
        return cup_group_transpose(g, other ? CUP_B8 : CUP_B4, r->n, out_rows, r->C, in, out);
    }
    }
}

static void *rank_main(void *p)
{
    const rank_arg *a = p;
    trial *r = a->r;
    const int rank = a->rank;
    cup_group_t g = NULL;
    cup_status s = cup_group_from_comm(&g, CUP_BACKEND_CPU, r->comms[rank]);
    if (s == CUP_STATUS_SUCCESS) s = cup_group_set_timeout(g, r->timeout);
    cup_handle_t h = NULL;
    if (s == CUP_STATUS_SUCCESS) s = cup_group_handle(g, 0, &h, NULL);
    void *din = NULL, *dout = NULL;
    const size_t in_bytes = r->n[rank] * (r->k == C_TRANSPOSE ? r->C : 1) * 4;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &din, in_bytes ? in_bytes : 4);
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &dout, sizeof r->got[0]);
    if (s == CUP_STATUS_SUCCESS && in_bytes) s = cup_copy_to_backend(h, din, r->data[rank], in_bytes);
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(h, dout, 0xA5, sizeof r->got[0]);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(r->msg[rank], sizeof r->msg[rank], "set-up: %s", g ? cup_group_last_error(g) : cup_group_last_error(NULL));
        r->st[rank] = CUP_STATUS_INTERNAL_ERROR;
    } else if (r->target == rank && r->f == F_ABSENT) {
        /* after the others gave up, its own call must fail at once: the group is broken */
        pthread_barrier_wait(r->after);
        const double t0 = now_s();
        r->late_st = make_call(r, rank, g, h, din, dout);
        r->late_s = now_s() - t0;
        r->st[rank] = CUP_STATUS_EXECUTION_FAILED;
        snprintf(r->msg[rank], sizeof r->msg[rank], "%s", cup_group_last_error(g));
    } else {
        if (r->target == rank && r->f >= F_PART && r->f <= F_FINISH)
            g->inject.point = (cup_group_inject)r->f, g->inject.rank = rank;
        r->st[rank] = make_call(r, rank, r->target == rank && r->f == F_NULL_GROUP ? NULL : g, h, din, dout);
        snprintf(r->msg[rank], sizeof r->msg[rank], "%s",
                 r->target == rank && r->f == F_NULL_GROUP ? cup_group_last_error(NULL) : cup_group_last_error(g));
        if (r->st[rank] == CUP_STATUS_SUCCESS) cup_copy_to_host(h, r->got[rank], dout, sizeof r->got[rank]);
        if (r->f == F_ABSENT) pthread_barrier_wait(r->after);
    }
    if (s != CUP_STATUS_SUCCESS && r->f == F_ABSENT) pthread_barrier_wait(r->after);
    if (h) cup_free(h, din), cup_free(h, dout);
    cup_group_destroy(g);
    return NULL;
}

/* The right answer of a trial without a fault, on rank `rank`, compared with what it got. */
static int answer_ok(const trial *r, int rank)
{
    if (r->k == C_TRANSPOSE) {
        size_t R = 0, first = 0;
        for (int p = 0; p < P; p++) R += r->n[p];
        for (int p = 0; p < rank; p++) first += r->C / P + ((size_t)p < r->C % P);
        const size_t mine = r->C / P + ((size_t)rank < r->C % P);
        const int32_t *got = (const int32_t *)r->got[rank];
        for (size_t c = 0; c < mine; c++) { /* out row c = column first + c of A */
            size_t row = 0;
            for (int p = 0; p < P; p++)
                for (size_t i = 0; i < r->n[p]; i++, row++)
                    if (got[c * R + row] != r->data[p][i * r->C + first + c]) return 0;
        }
        return 1;
    }
    int64_t sum = 0, count = 0;
    uint64_t bins[8] = {0};
    for (int p = 0; p < P; p++)
        for (size_t i = 0; i < r->n[p]; i++) {
            int32_t v = r->data[p][i];
            if (r->k == C_REDUCE_F32) {
                float f;
                memcpy(&f, &v, 4);
                v = (int32_t)f;
            }
            sum += v, count += v < 0;
            if (v >= -8 && v < 8) bins[(v + 8) / 2]++;
        }
    switch (r->k) {
    case C_REDUCE_I32: return *(const int32_t *)r->got[rank] == (int32_t)sum;
    case C_REDUCE_F32: return *(const float *)r->got[rank] == (float)sum;
    case C_COUNT: return *(const uint64_t *)r->got[rank] == (uint64_t)count;
    default: return memcmp(r->got[rank], bins, sizeof bins) == 0;
    }
}

/* One trial: fresh communicators, four threads, then what each rank says. */
static void run_round(trial *r)
{
    for (int p = 0; p < P; p++) r->st[p] = CUP_STATUS_SUCCESS, r->msg[p][0] = '\0';
    r->late_st = CUP_STATUS_SUCCESS, r->late_s = 0;
    EXPECT(cup_cpu_comm_init_all(r->comms, P) == CUP_STATUS_SUCCESS, "%s", cup_group_last_error(NULL));
    pthread_barrier_t after;
    pthread_barrier_init(&after, NULL, P);
    r->after = &after;
    pthread_t tid[P];
    rank_arg args[P];
    alarm(60); /* a hang ends the process: the test fails */
    for (int p = 0; p < P; p++) {
        args[p] = (rank_arg){r, p};
        if (pthread_create(&tid[p], NULL, rank_main, &args[p])) abort();
    }
    for (int p = 0; p < P; p++) pthread_join(tid[p], NULL);
    alarm(0);
    pthread_barrier_destroy(&after);
    for (int p = 0; p < P; p++) cup_cpu_comm_destroy(r->comms[p]);

    const char *what = call_names[r->k], *how = fault_names[r->f];
    if (r->f == F_NONE) {
        for (int p = 0; p < P; p++)
            EXPECT(r->st[p] == CUP_STATUS_SUCCESS && answer_ok(r, p), "%s, no fault: rank %d: %s %s", what, p,
                   cup_status_string(r->st[p]), r->msg[p]);
        return;
    }
    char named[32];
    snprintf(named, sizeof named, "rank %d", r->target);
    for (int p = 0; p < P; p++) {
        EXPECT(r->st[p] != CUP_STATUS_SUCCESS, "%s, %s on rank %d: rank %d succeeded", what, how, r->target, p);
        /* the others name the rank at fault (a request unlike rank 0's, when rank 0 is the odd one,
         * names the first rank unlike it: rank 1) */
        if (p != r->target && r->f != F_OTHER_REQUEST)
            EXPECT(strstr(r->msg[p], named) != NULL, "%s, %s on rank %d: rank %d does not name it: %s", what, how,
                   r->target, p, r->msg[p]);
        /* (a request its buffers cannot take is refused by the rank itself first) */
        if (r->f == F_OTHER_REQUEST)
            EXPECT(strstr(r->msg[p], "another request") || strstr(r->msg[p], named) || p == r->target,
                   "%s, other request on rank %d: rank %d: %s", what, r->target, p, r->msg[p]);
        if (r->f == F_ABSENT || r->f == F_NULL_GROUP)
            EXPECT(p == r->target || r->st[p] == CUP_STATUS_EXECUTION_FAILED, "%s, %s on rank %d: rank %d: %s %s", what, how,
                   r->target, p, cup_status_string(r->st[p]), r->msg[p]);
    }
    if (r->f == F_ABSENT)
        EXPECT(r->late_st != CUP_STATUS_SUCCESS && r->late_s < r->timeout, "%s: the absent rank's late call: %s in %.3f s",
               what, cup_status_string(r->late_st), r->late_s);
}

/* A trial of call k with fault f on a random rank, shards of random sizes (one may be empty). */
static void random_round(trial *r, lab_rng *rng, call_kind k, fault f)
{
    r->k = k, r->f = f, r->target = (int)(lab_rand(rng) % P);
    /* short where a rank is meant to stay away; else long enough for any thread to come */
    r->timeout = f == F_ABSENT || f == F_NULL_GROUP ? 0.05 : 30;
    r->C = 1 + lab_rand(rng) % 9;
    for (int p = 0; p < P; p++) {
        r->n[p] = lab_rand(rng) % (k == C_TRANSPOSE ? 9 : MAX_N);
        for (size_t i = 0; i < r->n[p] * (k == C_TRANSPOSE ? r->C : 1); i++)
            r->data[p][i] = k == C_REDUCE_F32 ? 0 : (int32_t)(lab_rand(rng) % 21) - 10;
        /* f32 data: small integers as floats, whose every sum is exact */
        if (k == C_REDUCE_F32)
            for (size_t i = 0; i < r->n[p]; i++) {
                const float v = (float)((int)(lab_rand(rng) % 21) - 10);
                memcpy(&r->data[p][i], &v, 4);
            }
    }
    /* reduce f32 and transpose finish after the combining; the others have no such step */
    if (f == F_FINISH && k != C_REDUCE_F32 && k != C_TRANSPOSE) r->k = lab_rand(rng) & 1 ? C_REDUCE_F32 : C_TRANSPOSE;
    if (r->k != k) random_round(r, rng, r->k, f);
}

static void contract(void)
{
    /* creators that fail write nothing */
    cup_group_t g = (cup_group_t)&g;
    EXPECT(cup_group_create(&g, CUP_BACKEND_CPU, 0, NULL) == CUP_STATUS_INVALID_VALUE, "0 ranks taken");
    EXPECT(g == (cup_group_t)&g, "a failed cup_group_create wrote %p", (void *)g);
    EXPECT(cup_group_create(&g, (cup_backend)42, 2, NULL) == CUP_STATUS_INVALID_VALUE, "backend 42 taken");
    EXPECT(g == (cup_group_t)&g, "a failed cup_group_create wrote %p", (void *)g);
    EXPECT(cup_group_from_comm(&g, CUP_BACKEND_CPU, NULL) == CUP_STATUS_INVALID_VALUE, "a NULL comm taken");
    EXPECT(g == (cup_group_t)&g, "a failed cup_group_from_comm wrote %p", (void *)g);
    void *comms[2];
    EXPECT(cup_cpu_comm_init_all(comms, 2) == CUP_STATUS_SUCCESS, "%s", cup_group_last_error(NULL));
    EXPECT(cup_group_from_comm(&g, (cup_backend)7, comms[0]) == CUP_STATUS_INVALID_VALUE, "backend 7 taken");
    EXPECT(g == (cup_group_t)&g, "a failed cup_group_from_comm wrote %p", (void *)g);
    static const char *const bad_timeouts[] = {"abc", "0", "-1", " 5", "5s", "1e3", "86401", "1.2.3"};
    for (size_t i = 0; i < sizeof bad_timeouts / sizeof *bad_timeouts; i++) {
        setenv("CUPRIM_GROUP_TIMEOUT", bad_timeouts[i], 1);
        EXPECT(cup_group_create(&g, CUP_BACKEND_CPU, 2, NULL) == CUP_STATUS_INVALID_VALUE && g == (cup_group_t)&g &&
                   strstr(cup_group_last_error(NULL), "CUPRIM_GROUP_TIMEOUT"),
               "CUPRIM_GROUP_TIMEOUT='%s': %s", bad_timeouts[i], cup_group_last_error(NULL));
        EXPECT(cup_group_from_comm(&g, CUP_BACKEND_CPU, comms[1]) == CUP_STATUS_INVALID_VALUE && g == (cup_group_t)&g,
               "CUPRIM_GROUP_TIMEOUT='%s' from a communicator: %s", bad_timeouts[i], cup_group_last_error(NULL));
    }
    setenv("CUPRIM_GROUP_TIMEOUT", "0.5", 1);
    EXPECT(cup_group_create(&g, CUP_BACKEND_CPU, 2, NULL) == CUP_STATUS_SUCCESS, "%s", cup_group_last_error(NULL));
    EXPECT(g->timeout_s == 0.5, "CUPRIM_GROUP_TIMEOUT=0.5 gave %g s", g->timeout_s);
    unsetenv("CUPRIM_GROUP_TIMEOUT");
    static const double bad_seconds[] = {0, -1, 86401, NAN, INFINITY};
    for (size_t i = 0; i < sizeof bad_seconds / sizeof *bad_seconds; i++)
        EXPECT(cup_group_set_timeout(g, bad_seconds[i]) == CUP_STATUS_INVALID_VALUE && g->timeout_s == 0.5,
               "cup_group_set_timeout(%g) taken", bad_seconds[i]);
    EXPECT(cup_group_set_timeout(NULL, 1) == CUP_STATUS_INVALID_VALUE, "a NULL group's timeout set");

    /* an output inside its input is refused on every rank, nothing written; a dtype by its name */
    cup_handle_t h[2];
    void *d[2];
    const void *in[2];
    void *out[2];
    size_t n[2] = {16, 16};
    for (int i = 0; i < 2; i++) {
        cup_group_handle(g, i, &h[i], NULL);
        EXPECT_STATUS(h[i], cup_malloc(h[i], &d[i], 64), CUP_STATUS_SUCCESS);
        EXPECT_STATUS(h[i], cup_memset(h[i], d[i], 0x11, 64), CUP_STATUS_SUCCESS);
        in[i] = d[i], out[i] = (char *)d[i] + 32; /* rank 1's output lies inside its input, rank 0's past it */
    }
    n[0] = 8;
    EXPECT(cup_group_reduce(g, CUP_SUM, CUP_I32, in, n, out) == CUP_STATUS_INVALID_VALUE &&
               strstr(cup_group_last_error(g), "rank 1") && strstr(cup_group_last_error(g), "overlaps the input"),
           "an output inside the input: %s", cup_group_last_error(g));
    unsigned char back[64], want[64];
    memset(want, 0x11, sizeof want);
    for (int i = 0; i < 2; i++) {
        cup_copy_to_host(h[i], back, d[i], 64);
        EXPECT(memcmp(back, want, 64) == 0, "rank %d's input changed by a refused call", i);
    }
    out[1] = d[1]; /* the count at the input's start */
    EXPECT(cup_group_count_if(g, CUP_I32, in, n, CUP_CMP_LT, &(int32_t){0}, (uint64_t *const *)out) ==
               CUP_STATUS_INVALID_VALUE && strstr(cup_group_last_error(g), "overlaps the input"),
           "count inside the input: %s", cup_group_last_error(g));
    EXPECT(cup_group_histogram_even(g, CUP_I32, in, n, 2, 0, 1, (uint64_t *const *)out) == CUP_STATUS_INVALID_VALUE &&
               strstr(cup_group_last_error(g), "overlaps the input"),
           "counts inside the input: %s", cup_group_last_error(g));
    out[0] = (char *)d[0] + 32, out[1] = (char *)d[1] + 32, n[0] = n[1] = 4;
    EXPECT(cup_group_reduce(g, CUP_SUM, CUP_B4, in, n, out) == CUP_STATUS_INVALID_VALUE &&
               strstr(cup_group_last_error(g), "dtype b4"),
           "a dtype by its name: %s", cup_group_last_error(g));
    for (int i = 0; i < 2; i++) cup_free(h[i], d[i]);
    cup_group_destroy(g);
    cup_cpu_comm_destroy(comms[0]), cup_cpu_comm_destroy(comms[1]);
}

static void stress(lab_rng *rng, int calls)
{
    trial *r = calloc(1, sizeof *r);
    const double t0 = now_s();
    int failed_rounds = 0;
    for (int i = 0; i < calls; i++) {
        /* a third without a fault, the rest spread over every fault */
        const fault f = lab_rand(rng) % 3 == 0 ? F_NONE : (fault)(1 + lab_rand(rng) % (FAULT_COUNT - 1));
        random_round(r, rng, (call_kind)(lab_rand(rng) % CALL_COUNT), f);
        const int before = test_tally.failures;
        run_round(r);
        failed_rounds += test_tally.failures != before;
    }
    printf("stress: %d calls in %.1f s, %d wrong\n", calls, now_s() - t0, failed_rounds);
    free(r);
}

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "cpu") != 0) {
        fprintf(stderr, "usage: test_group_faults cpu [stress N]\n");
        return 2;
    }
    cup_destroy(test_open(argc, argv)); /* the CPU backend opens (CUPRIM_CPU_THREADS and the rest are sound) */
    lab_rng rng = {test_seed()};
    printf("test_group_faults on cpu, seed %llu\n", (unsigned long long)rng.state);
    if (argc == 4 && strcmp(argv[2], "stress") == 0) {
        stress(&rng, atoi(argv[3]));
        return test_finish("test_group_faults");
    }
    contract();
    /* every point and the absences, on every call, then 100 at random */
    trial *r = calloc(1, sizeof *r);
    for (int f = F_PART; f < FAULT_COUNT; f++) {
        random_round(r, &rng, (call_kind)(f % CALL_COUNT), (fault)f);
        run_round(r);
    }
    for (int i = 0; i < 100; i++) {
        random_round(r, &rng, (call_kind)(lab_rand(&rng) % CALL_COUNT), (fault)(F_PART + lab_rand(&rng) % (F_NULL_GROUP)));
        run_round(r);
    }
    free(r);
    stress(&rng, 200);
    return test_finish("test_group_faults");
}
