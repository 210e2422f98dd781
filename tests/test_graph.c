/* CUDA graphs over the production calls: reduce, count_if, bitpack, scan, select, partition,
 * transpose, stencil and sort (keys, pairs descending, a bit range through the one-block path,
 * and the stencil's output sorted in place) captured once on the handle's stream, the graph
 * replayed on fresh inputs, every result checked against the CPU backend on the same data (scans
 * bit for bit, float sums included: both backends follow one association order). Also: the calls
 * that wait (sync, copies, *_to_host, malloc) are refused during the capture without breaking it,
 * and so is a sort whose workspace would have to grow. Skipped without a GPU.
 *   test_graph cuda */
#include "harness.h"

#include <cuda_runtime_api.h>
#include <math.h>

enum { REPLAYS = 100 };

static cup_handle_t g, c; /* the GPU handle, and the CPU one that is the reference */

/* One buffer on each backend with its host copy. */
typedef struct {
    size_t bytes;
    void *host, *gpu, *cpu;
} buf;

static buf make(size_t bytes)
{
    buf b = {bytes, calloc(1, bytes), NULL, NULL};
    EXPECT_STATUS(g, cup_malloc(g, &b.gpu, bytes), CUP_STATUS_SUCCESS);
    EXPECT_STATUS(c, cup_malloc(c, &b.cpu, bytes), CUP_STATUS_SUCCESS);
    if (!b.host || !b.gpu || !b.cpu) {
        fprintf(stderr, "test_graph: out of memory\n");
        exit(1);
    }
    return b;
}

static void upload(buf *b)
{
    EXPECT_STATUS(g, cup_copy_to_backend(g, b->gpu, b->host, b->bytes), CUP_STATUS_SUCCESS);
    EXPECT_STATUS(c, cup_copy_to_backend(c, b->cpu, b->host, b->bytes), CUP_STATUS_SUCCESS);
}

/* The GPU's and the CPU's result bytes, equal, or (floats) within tol relative to scale. */
static void same(const char *what, const buf *b, size_t bytes, int is_f64, double tol, int replay)
{
    unsigned char *x = malloc(bytes), *y = malloc(bytes);
    EXPECT_STATUS(g, cup_copy_to_host(g, x, b->gpu, bytes), CUP_STATUS_SUCCESS);
    EXPECT_STATUS(c, cup_copy_to_host(c, y, b->cpu, bytes), CUP_STATUS_SUCCESS);
    if (!is_f64) {
        EXPECT(memcmp(x, y, bytes) == 0, "replay %d: %s differs from the CPU backend", replay, what);
    } else {
        const double *p = (const double *)x, *q = (const double *)y;
        size_t bad = 0;
        for (size_t i = 0; i < bytes / 8; i++)
            if (!(fabs(p[i] - q[i]) <= tol * (1 + fabs(q[i])))) bad++;
        EXPECT(bad == 0, "replay %d: %s: %zu of %zu elements differ from the CPU backend", replay, what, bad,
               bytes / 8);
    }
    free(x), free(y);
}

/* Everything captured: one list of calls, run on either handle with its buffers. */
typedef struct {
    buf ri, rf, ro_i, ro_f, co, bo, ti, to, si, so, sk, pk, pv, small;
    buf sc_f, sc_i, sel, sel_n, part, part_n; /* scans, a select and a partition with their counts */
    size_t n, rows, cols, sn;
    double coef[5];
} work;

static void *on(cup_handle_t h, const buf *b) { return h == g ? b->gpu : b->cpu; }

static cup_status calls(cup_handle_t h, work *w)
{
    const int32_t v = 0;
    cup_status s = cup_reduce(h, CUP_SUM, CUP_I32, on(h, &w->ri), w->n, on(h, &w->ro_i));
    if (!s) s = cup_reduce(h, CUP_MAX, CUP_F32, on(h, &w->rf), w->n, on(h, &w->ro_f));
    if (!s) s = cup_count_if(h, CUP_I32, on(h, &w->ri), w->n, CUP_CMP_LT, &v, on(h, &w->co));
    if (!s) s = cup_bitpack(h, CUP_I32, on(h, &w->ri), w->n, CUP_CMP_GE, &v, on(h, &w->bo));
    if (!s) s = cup_transpose(h, CUP_F32, w->rows, w->cols, on(h, &w->ti), w->cols, on(h, &w->to), w->rows);
    if (!s)
        s = cup_stencil1d(h, CUP_F64, CUP_STENCIL_ANTISYMMETRIC, w->coef, 4, on(h, &w->si), on(h, &w->so), w->sn,
                          CUP_BOUNDARY_PERIODIC);
    if (!s) s = cup_sort_keys(h, CUP_F32, on(h, &w->rf), on(h, &w->sk), w->n, 0, 0, 0);
    if (!s)
        s = cup_sort_pairs(h, CUP_U32, on(h, &w->ri), on(h, &w->pk), on(h, &w->rf), on(h, &w->pv), 4, w->n,
                           CUP_SORT_DESCENDING, 0, 0);
    if (!s) s = cup_sort_keys(h, CUP_U64, on(h, &w->ri), on(h, &w->small), 1000, 0, 8, 40);
    /* in place, on what the stencil just wrote; sorting keeps the CPU and GPU outputs within the
     * stencil's tolerance of each other element by element */
    if (!s) s = cup_sort_keys(h, CUP_F64, on(h, &w->so), on(h, &w->so), w->sn, CUP_SORT_DESCENDING, 0, 0);
    const float half = 0.5f;
    if (!s) s = cup_scan(h, CUP_SCAN_INCLUSIVE, CUP_SUM, CUP_F32, on(h, &w->rf), on(h, &w->sc_f), w->n);
    if (!s) s = cup_scan(h, CUP_SCAN_EXCLUSIVE, CUP_MAX, CUP_I32, on(h, &w->ri), on(h, &w->sc_i), w->n);
    if (!s) s = cup_select_if(h, CUP_I32, on(h, &w->ri), w->n, CUP_CMP_GE, &v, on(h, &w->sel), on(h, &w->sel_n));
    if (!s) s = cup_partition_if(h, CUP_F32, on(h, &w->rf), w->n, CUP_CMP_LT, &half, on(h, &w->part), on(h, &w->part_n));
    return s;
}

int main(int argc, char **argv)
{
    g = test_open(argc, argv);
    if (cup_get_backend(g) != CUP_BACKEND_CUDA) {
        printf("SKIPPED: CUDA graphs need the CUDA backend\n");
        return TEST_SKIP;
    }
    EXPECT_STATUS(NULL, cup_create(&c, CUP_BACKEND_CPU), CUP_STATUS_SUCCESS);
    lab_rng rng = {test_seed()};
    printf("test_graph, seed %llu\n", (unsigned long long)rng.state);

    work w = {0};
    w.n = ((size_t)1 << 20) + 3, w.rows = 513, w.cols = 1027, w.sn = 100003;
    const double coef[5] = {0.8, -0.2, 0.038, -0.0035, 0};
    memcpy(w.coef, coef, sizeof coef);
    w.ri = make(w.n * 4), w.rf = make(w.n * 4), w.ro_i = make(8), w.ro_f = make(8), w.co = make(8);
    w.bo = make((w.n + 31) / 32 * 4), w.ti = make(w.rows * w.cols * 4), w.to = make(w.rows * w.cols * 4);
    w.si = make(w.sn * 8), w.so = make(w.sn * 8);
    w.sk = make(w.n * 4), w.pk = make(w.n * 4), w.pv = make(w.n * 4), w.small = make(1000 * 8);
    buf big = make((size_t)3 << 22); /* u8 keys past every workspace the calls above sized */
    w.sc_f = make(w.n * 4), w.sc_i = make(w.n * 4), w.sel = make(w.n * 4), w.sel_n = make(8);
    w.part = make(w.n * 4), w.part_n = make(8);
    upload(&w.sel); /* zeros: a select leaves out past its count as it was, on both handles */

    cudaStream_t s;
    EXPECT(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) == cudaSuccess, "stream");
    EXPECT_STATUS(g, cup_set_stream(g, s), CUP_STATUS_SUCCESS);

    /* once outside the capture: the workspace takes its size */
    EXPECT_STATUS(g, calls(g, &w), CUP_STATUS_SUCCESS);
    EXPECT_STATUS(g, cup_sync(g), CUP_STATUS_SUCCESS);

    cudaGraph_t graph = NULL;
    cudaGraphExec_t exec = NULL;
    EXPECT(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) == cudaSuccess, "begin capture");
    EXPECT_STATUS(g, calls(g, &w), CUP_STATUS_SUCCESS);
    /* refused during the capture, without breaking it */
    int64_t host_sum;
    void *p = NULL;
    EXPECT_STATUS(g, cup_reduce_to_host(g, CUP_SUM, CUP_I32, w.ri.gpu, w.n, &host_sum), CUP_STATUS_NOT_SUPPORTED);
    EXPECT(strstr(cup_last_error(g), "captured") != NULL, "message: %s", cup_last_error(g));
    EXPECT_STATUS(g, cup_sync(g), CUP_STATUS_NOT_SUPPORTED);
    EXPECT_STATUS(g, cup_malloc(g, &p, 1024), CUP_STATUS_NOT_SUPPORTED);
    EXPECT_STATUS(g, cup_copy_to_host(g, &host_sum, w.ro_i.gpu, 4), CUP_STATUS_NOT_SUPPORTED);
    /* the histogram's *_to_host forms allocate their counts and wait: refused too */
    uint64_t host_counts[4] = {0};
    const double edges[5] = {-1, -0.5, 0, 0.5, 1};
    EXPECT_STATUS(g, cup_histogram_even_to_host(g, CUP_F32, w.rf.gpu, w.n, 4, -1, 1, host_counts),
                  CUP_STATUS_NOT_SUPPORTED);
    EXPECT(strstr(cup_last_error(g), "captured") != NULL, "message: %s", cup_last_error(g));
    EXPECT_STATUS(g, cup_histogram_range_to_host(g, CUP_F32, w.rf.gpu, w.n, 4, edges, host_counts),
                  CUP_STATUS_NOT_SUPPORTED);
    /* the range form copies the caller's host edges, a copy that waits */
    EXPECT_STATUS(g, cup_histogram_range(g, CUP_F32, w.rf.gpu, w.n, 4, edges, (uint64_t *)w.to.gpu),
                  CUP_STATUS_NOT_SUPPORTED);
    /* and the lab's measurements, which wait for their events */
    double us = 0, gbps[3];
    EXPECT_STATUS(g, cup_measure_launch_queue(g, 10, &us), CUP_STATUS_NOT_SUPPORTED);
    EXPECT_STATUS(g, cup_measure_links(g, &gbps[0], &gbps[1], &gbps[2]), CUP_STATUS_NOT_SUPPORTED);
    gbps[0] = -1;
    EXPECT_STATUS(g, cup_measure_staging(g, &gbps[0]), CUP_STATUS_NOT_SUPPORTED);
    EXPECT(gbps[0] == -1, "a refused cup_measure_staging wrote %g", gbps[0]);
    EXPECT_STATUS(g, cup_measure_h2d_from(g, &gbps[1], sizeof gbps[1], &gbps[0]), CUP_STATUS_NOT_SUPPORTED);
    EXPECT(gbps[0] == -1, "a refused cup_measure_h2d_from wrote %g", gbps[0]);
    /* the host-array calls wait for their chunks: refused, nothing written */
    int32_t host_in[4] = {1, 2, 3, 4}, host_out = 77;
    double sin_[8] = {0}, sout[8] = {0};
    EXPECT_STATUS(g, cup_reduce_host(g, CUP_SUM, CUP_I32, host_in, 4, &host_out), CUP_STATUS_NOT_SUPPORTED);
    EXPECT(host_out == 77, "cup_reduce_host refused but wrote %d", (int)host_out);
    EXPECT_STATUS(g, cup_stencil1d_host(g, CUP_F64, CUP_STENCIL_ANTISYMMETRIC, w.coef, 4, sin_, sout, 8, CUP_BOUNDARY_CLAMP),
                  CUP_STATUS_NOT_SUPPORTED);
    EXPECT(p == NULL, "cup_malloc refused but set the pointer");
    /* a sort whose workspace must grow cannot allocate during the capture: refused, queueing nothing */
    EXPECT_STATUS(g, cup_sort_keys(g, CUP_U8, big.gpu, big.gpu, big.bytes, 0, 0, 0), CUP_STATUS_ALLOC_FAILED);
    EXPECT(strstr(cup_last_error(g), "captured") != NULL, "message: %s", cup_last_error(g));
    /* the count's host forms wait: refused, nothing written */
    uint64_t kept = 77;
    EXPECT_STATUS(g, cup_select_if_to_host(g, CUP_I32, w.ri.gpu, w.n, CUP_CMP_GE, &host_in[0], w.sel.gpu, &kept),
                  CUP_STATUS_NOT_SUPPORTED);
    EXPECT_STATUS(g, cup_partition_if_to_host(g, CUP_F32, w.rf.gpu, w.n, CUP_CMP_LT, &host_in[0], w.part.gpu, &kept),
                  CUP_STATUS_NOT_SUPPORTED);
    EXPECT(kept == 77, "a refused host form of select wrote its count");
    EXPECT(cudaStreamEndCapture(s, &graph) == cudaSuccess && graph, "end capture: %s",
           cudaGetErrorString(cudaGetLastError()));
    EXPECT(graph && cudaGraphInstantiate(&exec, graph, 0) == cudaSuccess, "instantiate");
    if (!exec) return test_finish("test_graph");

    for (int r = 0; r < REPLAYS; r++) {
        lab_fill(w.ri.host, CUP_I32, w.n, LAB_DATA_FULL, &rng);
        lab_fill(w.rf.host, CUP_F32, w.n, LAB_DATA_FULL, &rng);
        lab_fill(w.ti.host, CUP_F32, w.rows * w.cols, LAB_DATA_FULL, &rng);
        lab_fill(w.si.host, CUP_F64, w.sn, LAB_DATA_FULL, &rng);
        upload(&w.ri), upload(&w.rf), upload(&w.ti), upload(&w.si);
        EXPECT(cudaGraphLaunch(exec, s) == cudaSuccess, "replay %d", r);
        EXPECT_STATUS(c, calls(c, &w), CUP_STATUS_SUCCESS);
        same("reduce sum i32", &w.ro_i, 4, 0, 0, r);
        same("reduce max f32", &w.ro_f, 4, 0, 0, r);
        same("count_if lt 0", &w.co, 8, 0, 0, r);
        same("bitpack ge 0", &w.bo, w.bo.bytes, 0, 0, r);
        same("transpose f32", &w.to, w.to.bytes, 0, 0, r);
        same("stencil f64, sorted in place", &w.so, w.so.bytes, 1, 1e-12, r);
        same("sort f32 keys", &w.sk, w.sk.bytes, 0, 0, r);
        same("sort u32 pairs descending: keys", &w.pk, w.pk.bytes, 0, 0, r);
        same("sort u32 pairs descending: values", &w.pv, w.pv.bytes, 0, 0, r);
        same("sort u64 keys, bits [8, 40), one block", &w.small, w.small.bytes, 0, 0, r);
        same("scan inclusive sum f32", &w.sc_f, w.sc_f.bytes, 0, 0, r);
        same("scan exclusive max i32", &w.sc_i, w.sc_i.bytes, 0, 0, r);
        same("select_if ge 0 (count)", &w.sel_n, 8, 0, 0, r);
        same("select_if ge 0", &w.sel, w.sel.bytes, 0, 0, r);
        same("partition_if lt 0.5 (count)", &w.part_n, 8, 0, 0, r);
        same("partition_if lt 0.5", &w.part, w.part.bytes, 0, 0, r);
        if (test_tally.failures) break;
    }
    /* a host-array call on the user stream, after the replays queued there: ordered after them
     * (the pipeline waits for the handle's stream), its result the CPU's */
    EXPECT(cudaGraphLaunch(exec, s) == cudaSuccess, "replay before the host call");
    int32_t gs = 0, cs = 1;
    EXPECT_STATUS(g, cup_reduce_host(g, CUP_SUM, CUP_I32, w.ri.host, w.n, &gs), CUP_STATUS_SUCCESS);
    EXPECT_STATUS(c, cup_reduce_host(c, CUP_SUM, CUP_I32, w.ri.host, w.n, &cs), CUP_STATUS_SUCCESS);
    EXPECT(gs == cs, "cup_reduce_host on a user stream: GPU %d, CPU %d", (int)gs, (int)cs);
    EXPECT_STATUS(g, cup_sync(g), CUP_STATUS_SUCCESS);
    same("reduce sum i32 (replay beside a host call)", &w.ro_i, 4, 0, 0, REPLAYS);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    EXPECT_STATUS(g, cup_set_stream(g, NULL), CUP_STATUS_SUCCESS);
    cudaStreamDestroy(s);
    buf *all[] = {&w.ri,  &w.rf,  &w.ro_i, &w.ro_f,  &w.co,   &w.bo,     &w.ti,  &w.to,    &w.si, &w.so, &w.sk,
                  &w.pk,  &w.pv,  &w.small, &big,   &w.sc_f, &w.sc_i, &w.sel, &w.sel_n, &w.part, &w.part_n};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        cup_free(g, all[i]->gpu), cup_free(c, all[i]->cpu), free(all[i]->host);
    }
    EXPECT_STATUS(g, cup_destroy(g), CUP_STATUS_SUCCESS);
    EXPECT_STATUS(c, cup_destroy(c), CUP_STATUS_SUCCESS);
    return test_finish("test_graph");
}
