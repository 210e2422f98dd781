/* The streams family in the lab: the seed's examples of streams and events as checked
 * demonstrations, each configuration a row, each row's checked run also recorded as a timeline
 * (an event at the start and the end of every operation, one lane per stream) that
 * `--timeline FILE` writes as JSON and as an SVG Gantt chart.
 *
 * false-dependency needs CUDA_DEVICE_MAX_CONNECTIONS (the number of hardware queues), which the
 * driver reads when the context is created: by then this process has one. Its rows are measured
 * in child processes instead: this binary (/proc/self/exe) run again as `bench streams --backend
 * cuda --variant false-dependency` with CUDA_DEVICE_MAX_CONNECTIONS=1, then 32, and
 * CUPRIM_STREAMS_CHILD=<file>, which makes streams_bench write the rows to <file> (as structs: only
 * this binary reads them) and do nothing else. `cuprim check` runs the variant in-process (its
 * check does not depend on the number of queues). */
#define _POSIX_C_SOURCE 200809L /* posix_spawn, mkstemp, readlink */
#include "lab/lab.h"
#include "lab/timeline.h"
#include "families/streams/api.h"

#include <errno.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* Each variant's configurations, in the library's order: the text of the JSON's "config". */
static const struct {
    const char *variant;
    const char *config[4];
} configs[] = {
    {"overlap", {"k=1", "k=2", "k=4", "k=8"}},
    {"false-dependency", {"depth-first", "breadth-first"}},
    {"priority", {"without", "with"}},
    {"default-stream", {"blocking", "non-blocking", "per-thread"}},
    {"events", {"wait-event", "query", "callback"}},
};
static const int connections[] = {1, 32};
enum { CHECK_RUNS = 5, MAX_TIMELINES = 24 };
#define CHILD_ENV "CUPRIM_STREAMS_CHILD"

static const char *config_name(const char *variant, int c)
{
    for (size_t i = 0; i < sizeof configs / sizeof configs[0]; i++)
        if (strcmp(configs[i].variant, variant) == 0 && c >= 0 && c < 4) return configs[i].config[c];
    return "?";
}

static int is_overlap(const cup_variant_info *v) { return strcmp(v->name, "overlap") == 0; }

/* ---- checked runs --------------------------------------------------------------------------------- */

/* Is the timeline usable: lanes and boxes within bounds, every box ending at or after its start. */
static int timeline_sane(const cup_streams_report *r)
{
    if (r->lanes < 1 || r->lanes > CUP_STREAMS_LANES || r->boxes < 1 || r->boxes > CUP_STREAMS_OPS) return 0;
    for (int i = 0; i < r->boxes; i++)
        if (r->box[i].lane < 0 || r->box[i].lane >= r->lanes || !(r->box[i].end_us >= r->box[i].start_us)) return 0;
    return 1;
}

/* The makespan, and in *busy the boxes' summed time over it: how many operations ran at once on average */
static double makespan(const cup_streams_report *r, double *busy)
{
    double a = 0, b = 0, sum = 0;
    for (int i = 0; i < r->boxes; i++) {
        if (i == 0 || r->box[i].start_us < a) a = r->box[i].start_us;
        if (i == 0 || r->box[i].end_us > b) b = r->box[i].end_us;
        sum += r->box[i].end_us - r->box[i].start_us;
    }
    *busy = b - a > 0 ? sum / (b - a) : 0;
    return b - a;
}

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* What a configuration's checked runs found: the last run's report (its timeline is the one
 * drawn: the first run of a process also times lazy module loading and the start of the callback
 * thread), the medians of its metrics and makespan over all runs, and the verdict: ok when the runs
 * checked something, found nothing wrong and drew well-formed timelines, why saying what they found. */
typedef struct measured {
    cup_streams_report rep;
    double metric[CUP_STREAMS_METRICS], makespan_us, busy;
    uint64_t checked, wrong;
    int ok;
    char why[80];
} measured;

static cup_status verify_runs(cup_handle_t h, int id, cup_streams_state **st, int config, int runs, measured *m)
{
    static cup_streams_report rep; /* large: kept off the stack */
    double v[CUP_STREAMS_METRICS + 2][CHECK_RUNS];
    int sane = 1;
    memset(m, 0, sizeof *m);
    if (runs > CHECK_RUNS) runs = CHECK_RUNS;
    for (int i = 0; i < runs; i++) {
        const cup_status s = cup_streams_variant(h, id, CUP_STREAMS_VERIFY, 0, config, st, &rep);
        if (s != CUP_STATUS_SUCCESS) return s;
        if (i == runs - 1) m->rep = rep;
        m->checked += rep.checked, m->wrong += rep.wrong;
        sane &= timeline_sane(&rep);
        for (int k = 0; k < CUP_STREAMS_METRICS; k++) v[k][i] = rep.metric[k];
        v[CUP_STREAMS_METRICS][i] = makespan(&rep, &v[CUP_STREAMS_METRICS + 1][i]);
    }
    for (int k = 0; k < CUP_STREAMS_METRICS + 2; k++) qsort(v[k], (size_t)runs, sizeof v[k][0], cmp_double);
    for (int k = 0; k < CUP_STREAMS_METRICS; k++) m->metric[k] = v[k][runs / 2];
    m->makespan_us = v[CUP_STREAMS_METRICS][runs / 2], m->busy = v[CUP_STREAMS_METRICS + 1][runs / 2];
    m->ok = m->checked > 0 && m->wrong == 0 && sane;
    snprintf(m->why, sizeof m->why, "%llu of %llu checks wrong%s", (unsigned long long)m->wrong,
             (unsigned long long)m->checked, sane ? "" : ", timeline malformed");
    return CUP_STATUS_SUCCESS;
}

/* ---- check ---------------------------------------------------------------------------------------- */

/* Every configuration of variant k: three checked runs with a timed-style run between them (the
 * state a benchmark leaves must not spoil the next check), each timeline well formed. */
static void check_prepared(lab_check_ctx *c, int k, size_t bytes)
{
    const cup_variant_info *v = lab_check_variant(c, k);
    cup_streams_state *st = NULL;
    char why[300];
    const int used = snprintf(why, sizeof why, "%zu bytes: ", bytes);
    cup_status s = cup_streams_variant(c->h, c->ids[k], CUP_STREAMS_PREPARE, bytes, 0, &st, NULL);
    for (int cfg = 0; cfg < CUP_STREAMS_CONFIGS(v->traits) && s == CUP_STATUS_SUCCESS; cfg++) {
        measured m;
        s = cup_streams_variant(c->h, c->ids[k], CUP_STREAMS_RUN, 0, cfg, &st, NULL);
        if (s == CUP_STATUS_SUCCESS) s = verify_runs(c->h, c->ids[k], &st, cfg, 3, &m);
        if (s == CUP_STATUS_SUCCESS) lab_check_countf(c, k, !m.ok, "%s, %s%s", config_name(v->name, cfg), why, m.why);
    }
    lab_check_call(c, k, why, sizeof why, used, s); /* a failed call: a failed run */
    if (cup_streams_variant(c->h, c->ids[k], CUP_STREAMS_RELEASE, 0, 0, &st, NULL) != CUP_STATUS_SUCCESS || st)
        lab_check_failf(c, k, "release: %s", cup_last_error(c->h));
}

/* --max-n is overlap's payload in bytes; the other variants have fixed shapes. */
static void streams_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    (void)cache;
    /* fewer words than chunks (4, 12 bytes), words not a multiple of the chunks, past 1 MiB */
    static const size_t sizes[] = {4, 12, 4096 + 4, ((size_t)1 << 20) + 12, ((size_t)16 << 20) + 8};
    size_t within[5], most;
    const int count = lab_sizes_within(sizes, 5, max_n, within, &most);
    /* overlap's pinned input and output and the verifier's copy; in and out on the device */
    if (lab_check_holds(c, 3.0 * (double)most, 2.0 * (double)most, "streams of %zu bytes", most)) return;
    LAB_CHECK_EACH(k, c, &lab_family_streams, -1) {
        const int overlap = is_overlap(lab_check_variant(c, k));
        for (int i = 0; i < (overlap ? count : 1); i++) check_prepared(c, k, overlap ? within[i] : 0);
    }
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct saved {
    char title[160];
    cup_streams_report rep;
} saved;

typedef struct sbench {
    cup_handle_t h;
    size_t bytes;
    int id, config, prepared;
    int conns; /* false-dependency's rows: the child's CUDA_DEVICE_MAX_CONNECTIONS; else 0 */
    cup_streams_state *st;
    measured m;
    double serial_us, stage[3]; /* overlap's k = 1 row: its time and its summed H2D, kernel, D2H */
    double latency_without;     /* priority's row without */
    double bidir_gbps;          /* the pinned link both ways at once, measured in this run */
    saved *tl;
    int ntl;
} sbench;

static void release_state(sbench *w)
{
    if (w->st && cup_streams_variant(w->h, w->prepared, CUP_STREAMS_RELEASE, 0, 0, &w->st, NULL) != CUP_STATUS_SUCCESS)
        fprintf(stderr, "cuprim: streams: release: %s\n", cup_last_error(w->h));
    w->st = NULL;
}

static cup_status streams_work(cup_handle_t h, void *p)
{
    sbench *w = p;
    return cup_streams_variant(h, w->id, CUP_STREAMS_RUN, 0, w->config, &w->st, NULL);
}

static int streams_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    sbench *w = p;
    if (j >= CUP_STREAMS_CONFIGS(v->traits) || strcmp(v->name, "false-dependency") == 0) return 1; /* in children */
    const size_t bytes = is_overlap(v) ? w->bytes : 0;
    if (!w->st || w->prepared != id) { /* one state for every configuration of a variant */
        release_state(w);
        w->prepared = id;
        if (cup_streams_variant(w->h, id, CUP_STREAMS_PREPARE, bytes, 0, &w->st, NULL) != CUP_STATUS_SUCCESS) {
            fprintf(stderr, "cuprim: streams %s: %s\n", v->name, cup_last_error(w->h));
            return -1;
        }
    }
    w->id = id, w->config = j;
    r->dtype = CUP_B1, r->n = bytes;
    snprintf(r->note, sizeof r->note, "  %s", config_name(v->name, j));
    run->bytes = 2.0 * (double)bytes; /* overlap: the payload crosses the link both ways */
    run->footprint = (size_t)-1;      /* nothing to evict: the data comes from the host */
    return 0;
}

/* A row's checked runs, in the table and in the child alike. */
static int streams_verify(void *p, cup_handle_t h, cup_status *s)
{
    sbench *w = p;
    *s = verify_runs(h, w->id, &w->st, w->config, CHECK_RUNS, &w->m);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    const char *name = cup_variant_get(w->id)->name;
    if (!w->m.ok) fprintf(stderr, "cuprim: streams %s %s: %s\n", name, config_name(name, w->config), w->m.why);
    return w->m.ok;
}

/* The timed hook: a row's numbers into its note, its JSON and its timeline's title. */
static void describe(void *p, lab_row *r)
{
    sbench *w = p;
    const measured *m = &w->m;
    const char *variant = r->variant;
    const int c = w->config, conns = w->conns;
    char title[160];
    snprintf(title, sizeof title, "%s, %s", variant, config_name(variant, c));
    LAB_APPEND(r->json, ", \"config\": \"%s%s\", \"makespan_us\": %.2f, \"busy\": %.3f", config_name(variant, c),
        conns ? (conns == 1 ? ", connections=1" : ", connections=32") : "", m->makespan_us, m->busy);
    if (strcmp(variant, "overlap") == 0) {
        const int k = 1 << c; /* streams and chunks: 1, 2, 4, 8 */
        if (c == 0) {
            w->serial_us = r->median_us;
            for (int i = 0; i < 3; i++) w->stage[i] = m->metric[i];
        }
        const double sum = w->stage[0] + w->stage[1] + w->stage[2];
        double top = w->stage[0];
        for (int i = 1; i < 3; i++) top = w->stage[i] > top ? w->stage[i] : top;
        /* k chunks through three stages on three engines: (sum + (k - 1) max) / k, heading for max */
        const double bound = top > 0 ? sum / top : 0, model = top > 0 ? sum * k / (sum + (k - 1) * top) : 0;
        const double overlap = w->serial_us > 0 ? w->serial_us / r->median_us : 0;
        /* the copies' own bound: both directions at once share the link at the measured
         * bidirectional rate, which is less than twice the one-way rate */
        const double link_us = w->bidir_gbps > 0 ? 2.0 * (double)w->bytes / (w->bidir_gbps * 1e3) : 0;
        const double link_bound = link_us > 0 ? w->serial_us / link_us : 0;
        LAB_APPEND(r->note, ": overlap %.2fx (model %.2fx, bound %.2fx, link %.2fx)", overlap, model, bound,
                   link_bound);
        LAB_APPEND(r->json,
            ", \"streams\": %d, \"overlap\": %.3f, \"model\": %.3f, \"bound\": %.3f, \"link_bound\": %.3f, "
            "\"h2d_us\": %.1f, \"kernel_us\": %.1f, \"d2h_us\": %.1f, \"lcg_steps\": %.0f",
            k, overlap, model, bound, link_bound, m->metric[0], m->metric[1], m->metric[2], m->metric[3]);
        LAB_APPEND(title, " (%zu MiB): %.0f us, overlap %.2fx of bound %.2fx", w->bytes >> 20, r->median_us, overlap,
                   bound);
    } else if (strcmp(variant, "false-dependency") == 0) {
        /* from the timed runs, which have no events between the kernels (in one hardware queue an
         * event waits for the kernel before it and holds up the queue itself) */
        const double slots = m->metric[0] > 0 ? r->median_us / m->metric[0] : 0;
        LAB_APPEND(r->note, ", %d connection%s: %.1f kernel times", conns, conns == 1 ? "" : "s", slots);
        LAB_APPEND(r->json, ", \"connections\": %d, \"kernel_us\": %.2f, \"slots\": %.2f", conns, m->metric[0], slots);
        LAB_APPEND(title, ", CUDA_DEVICE_MAX_CONNECTIONS=%d: timed %.0f us = %.1f kernel times (this run with "
                   "events: %.0f us)", conns, r->median_us, slots, m->makespan_us);
    } else if (strcmp(variant, "priority") == 0) {
        if (c == 0) w->latency_without = m->metric[0];
        LAB_APPEND(r->note, ": short kernel latency %.1f us", m->metric[0]);
        LAB_APPEND(r->json, ", \"latency_us\": %.2f, \"priority\": %.0f, \"low_priority\": %.0f", m->metric[0],
                   m->metric[1], m->metric[2]);
        if (c == 1 && m->metric[0] > 0) {
            LAB_APPEND(r->note, " (%.1fx less)", w->latency_without / m->metric[0]);
            LAB_APPEND(r->json, ", \"latency_gain\": %.2f", w->latency_without / m->metric[0]);
        }
        LAB_APPEND(title, " (priority %.0f, low %.0f): short kernel latency %.1f us", m->metric[1], m->metric[2],
                   m->metric[0]);
    } else if (strcmp(variant, "default-stream") == 0) {
        const int early = (int)m->metric[0];
        LAB_APPEND(r->note, ": %s", early ? "kernels overlapped" : "serialised (implicit sync)");
        LAB_APPEND(r->json, ", \"started_early\": %d, \"implicit_sync\": %s", early, early ? "false" : "true");
        LAB_APPEND(title, ": %.0f us, %s", m->makespan_us,
                   early ? "kernels overlap" : "each kernel waits for the one before");
    } else if (c == 0) {
        LAB_APPEND(r->note, ": consumer started %.1f us after the producer ended", m->metric[0]);
        LAB_APPEND(r->json, ", \"wait_gap_us\": %.2f", m->metric[0]);
        LAB_APPEND(title, ": consumer starts %.1f us after the producer's end", m->metric[0]);
    } else if (c == 1) {
        LAB_APPEND(r->note, ": %.0f polls answered not-ready", m->metric[0]);
        LAB_APPEND(r->json, ", \"polls\": %.0f", m->metric[0]);
        LAB_APPEND(title, ": %.0f cudaEventQuery polls before done", m->metric[0]);
    } else {
        LAB_APPEND(r->note, ": callback box %.1f us", m->metric[0]);
        LAB_APPEND(r->json, ", \"callback_us\": %.2f", m->metric[0]);
        LAB_APPEND(title, ": host callback %.1f us", m->metric[0]);
    }
    if (w->tl && w->ntl < MAX_TIMELINES) { /* --timeline: kept for write_timelines */
        saved *s = &w->tl[w->ntl++];
        snprintf(s->title, sizeof s->title, "%s", title);
        s->rep = m->rep;
    }
}

/* What the child writes for each issue order, checked and timed, and the parent reads back. */
typedef struct child_row {
    int config, ok;
    cup_timing t;
    measured m;
} child_row;

/* The child's side: both issue orders, checked and timed, written to `path`. */
static int child_bench(lab_bench *b, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) return fprintf(stderr, "cuprim: streams child: %s: %s\n", path, strerror(errno)), -1;
    const int id = lab_find(b->h, &lab_family_streams, "false-dependency");
    sbench w = {.h = b->h, .id = id, .prepared = id};
    int failures = 0;
    cup_status s = cup_streams_variant(b->h, w.id, CUP_STREAMS_PREPARE, 0, 0, &w.st, NULL);
    for (int c = 0; c < 2 && s == CUP_STATUS_SUCCESS; c++) {
        child_row row = {.config = c};
        w.config = c;
        row.ok = streams_verify(&w, b->h, &s);
        if (s == CUP_STATUS_SUCCESS) s = cup_time_prepared(b->h, NULL, streams_work, &w, 2, 20, 0, &row.t);
        if (s != CUP_STATUS_SUCCESS) break;
        row.m = w.m;
        failures += !row.ok;
        if (fwrite(&row, sizeof row, 1, f) != 1) failures++;
    }
    if (s != CUP_STATUS_SUCCESS) fprintf(stderr, "cuprim: streams child: %s\n", cup_last_error(b->h)), failures++;
    release_state(&w);
    if (fclose(f) != 0) failures++;
    return failures;
}

/* Run this binary again as the child with `conns` hardware queues; its output file is returned
 * open for reading (NULL, reason on stderr, when it did not run). */
static FILE *spawn_child(int conns)
{
    char exe[4096], file[4200], conn_env[64], file_env[4300];
    const ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0) return fprintf(stderr, "cuprim: streams: cannot find this binary: %s\n", strerror(errno)), NULL;
    exe[len] = '\0';
    const char *tmp = getenv("TMPDIR");
    snprintf(file, sizeof file, "%s/cuprim-streams-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    const int fd = mkstemp(file);
    if (fd < 0) return fprintf(stderr, "cuprim: streams: %s: %s\n", file, strerror(errno)), NULL;
    close(fd);
    snprintf(conn_env, sizeof conn_env, "CUDA_DEVICE_MAX_CONNECTIONS=%d", conns);
    snprintf(file_env, sizeof file_env, CHILD_ENV "=%s", file);
    size_t n = 0;
    while (environ[n]) n++;
    char **env = malloc((n + 3) * sizeof *env);
    if (!env) return unlink(file), NULL;
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (strncmp(environ[i], "CUDA_DEVICE_MAX_CONNECTIONS=", 28) != 0 &&
            strncmp(environ[i], CHILD_ENV "=", sizeof CHILD_ENV) != 0)
            env[k++] = environ[i];
    env[k++] = conn_env, env[k++] = file_env, env[k] = NULL;
    char *argv[] = {exe, "bench", "streams", "--backend", "cuda", "--variant", "false-dependency", NULL};
    fflush(stdout);
    pid_t pid;
    int status = 0;
    const int e = posix_spawn(&pid, exe, NULL, NULL, argv, env);
    free(env);
    if (e != 0) return fprintf(stderr, "cuprim: streams: cannot run %s: %s\n", exe, strerror(e)), unlink(file), NULL;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) continue;
    if (!WIFEXITED(status) || WEXITSTATUS(status) > 1)
        fprintf(stderr, "cuprim: streams: the child with CUDA_DEVICE_MAX_CONNECTIONS=%d ended with status %d\n", conns,
                status);
    FILE *f = fopen(file, "r");
    unlink(file); /* still readable through f */
    return f;
}

/* false-dependency's rows, measured in a child process per number of hardware queues: each row the
 * child wrote into a new row of b and a timeline. */
static int false_dependency_rows(lab_bench *b, sbench *w)
{
    const int first = b->count;
    int failures = 0;
    for (size_t i = 0; i < sizeof connections / sizeof connections[0]; i++) {
        FILE *f = spawn_child(connections[i]);
        if (!f) return -1;
        child_row x;
        int rows = 0;
        lab_row *r;
        for (w->conns = connections[i]; fread(&x, sizeof x, 1, f) == 1; rows++) {
            if (!(r = lab_bench_add_row(b))) return fclose(f), -1;
            r->family = lab_name_streams, r->variant = "false-dependency", r->dtype = CUP_B1;
            r->median_us = x.t.median_us, r->min_us = x.t.min_us, r->max_us = x.t.max_us, r->reps = x.t.reps;
            r->ok = x.ok, r->ceiling_gbps = b->h2d_gbps;
            snprintf(r->note, sizeof r->note, "  %s", config_name("false-dependency", x.config));
            w->config = x.config, w->m = x.m;
            describe(w, r);
            failures += !x.ok;
        }
        fclose(f);
        if (rows != 2) { /* a failed child is a failed row, never a missing one */
            fprintf(stderr, "cuprim: streams false-dependency, CUDA_DEVICE_MAX_CONNECTIONS=%d: %d of 2 rows came "
                    "back\n", w->conns, rows);
            if (!(r = lab_bench_add_row(b))) return -1;
            r->family = lab_name_streams, r->variant = "false-dependency", r->dtype = CUP_B1;
            snprintf(r->note, sizeof r->note, "  %d connection%s: the child process failed", w->conns,
                     w->conns == 1 ? "" : "s");
            failures++;
        }
    }
    lab_print_table(b, first, "streams false-dependency, 4 streams x 3 kernels of 50 us, each order measured in a "
                              "child process with CUDA_DEVICE_MAX_CONNECTIONS=1, then 32");
    return failures;
}

static int write_timelines(const lab_bench *b, const sbench *w, const char *path)
{
    lab_timeline t[MAX_TIMELINES];
    const char *lanes[MAX_TIMELINES][CUP_STREAMS_LANES];
    lab_tl_box boxes[MAX_TIMELINES][CUP_STREAMS_OPS];
    for (int i = 0; i < w->ntl; i++) {
        const cup_streams_report *r = &w->tl[i].rep;
        for (int l = 0; l < r->lanes; l++) lanes[i][l] = r->lane[l];
        for (int k = 0; k < r->boxes; k++)
            boxes[i][k] = (lab_tl_box){r->box[k].lane, r->box[k].start_us, r->box[k].end_us, r->box[k].label};
        t[i] = (lab_timeline){w->tl[i].title, r->lanes, lanes[i], r->boxes, boxes[i]};
    }
    char heading[512], svg[4096];
    snprintf(heading, sizeof heading, "cuprim bench streams on %s: one lane per stream, a box per operation between "
                                      "its CUDA events", b->info.name);
    lab_timeline_svg_path(path, svg, sizeof svg);
    if (lab_timeline_write(path, t, w->ntl, heading)) {
        fprintf(stderr, "cuprim: cannot write the timeline %s: %s\n", path, strerror(errno));
        return -1;
    }
    printf("\nwrote the timeline: %s and %s (%d runs)\n", path, svg, w->ntl);
    return 0;
}

static int streams_run(lab_bench *b, const char *const *wanted, size_t bytes, const char *timeline)
{
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) return 0;
    /* the payload each way, pinned and on the device (the child process holds its own) */
    LAB_NEED_MEMORY(b, 2.0 * (double)bytes, 2.0 * (double)bytes, "streams of %zu bytes", bytes);
    if (lab_bench_measure(b) != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot measure the ceilings: %s\n", cup_last_error(b->h));
        return -1;
    }
    sbench w = {.h = b->h, .bytes = bytes, .prepared = -1, .bidir_gbps = b->bidir_gbps};
    if (timeline && !(w.tl = calloc(MAX_TIMELINES, sizeof *w.tl)))
        return fprintf(stderr, "cuprim: out of memory\n"), -1;
    /* every wanted variant through the row runner, false-dependency (left out by its setup) after it */
    const lab_table table = {.family = &lab_family_streams, .variants = wanted, .dtype = CUP_B1, .rows = 4,
                             .ceiling = LAB_CEILING_H2D, .ctx = &w, .setup = streams_setup,
                             .verify = streams_verify, .work = streams_work, .timed = describe};
    int rc = lab_table_runf(b, &table, "streams (overlap: %zu MiB each way; GB/s counts both directions)", bytes >> 20);
    release_state(&w);
    const int fd = rc >= 0 && lab_wanted("false-dependency", wanted) ? false_dependency_rows(b, &w) : 0;
    if (rc >= 0 && fd >= 0 && timeline && write_timelines(b, &w, timeline)) rc = -1;
    free(w.tl);
    return rc < 0 || fd < 0 ? -1 : rc + fd;
}

static int streams_suite(lab_bench *b)
{
    return streams_run(b, lab_all, (size_t)64 << 20, NULL);
}

static int streams_bench(lab_bench *b, const lab_args *a)
{
    const char *child = getenv(CHILD_ENV);
    if (child && *child) return child_bench(b, child);
    if (a->n_set && (a->n % 4 || a->n > CUP_STREAMS_MAX_BYTES))
        lab_usage("streams --n is overlap's payload in bytes: a multiple of 4 up to 1 GiB (2^30), not %zu", a->n);
    const char *timeline = lab_opt(a, "timeline");
    if (timeline) {
        char why[200], svg[4096];
        lab_timeline_svg_path(timeline, svg, sizeof svg);
        if (!*timeline) lab_usage("--timeline needs a file name");
        if (lab_json_writable(timeline, why, sizeof why)) lab_usage("--timeline %s: %s", timeline, why);
        if (lab_json_writable(svg, why, sizeof why)) lab_usage("--timeline: %s: %s", svg, why);
    }
    return streams_run(b, lab_variants(a), a->n_set ? a->n : (size_t)64 << 20, timeline);
}

/* ---- the API contract: the stateful demonstrations' one (lab_stateful_contract) ----------------- */

static cup_streams_report contract_report; /* the last VERIFY's, for streams_verified */

static cup_status streams_op(cup_handle_t h, int variant, int op, size_t bytes, int config, void **state,
                             uint64_t *checked, uint64_t *wrong)
{
    cup_streams_report *r = checked && wrong ? &contract_report : NULL;
    if (r) r->checked = *checked, r->wrong = *wrong;
    const cup_status s =
        cup_streams_variant(h, variant, (cup_streams_op)op, bytes, config, (cup_streams_state **)state, r);
    if (r) *checked = r->checked, *wrong = r->wrong;
    return s;
}

static size_t streams_good(const cup_variant_info *v) { return is_overlap(v) ? 4096 + 4 : 0; }
/* the others take 0 alone: 4 in place of 0 */
static size_t streams_bad(const cup_variant_info *v, size_t bad) { return is_overlap(v) || bad ? bad : 4; }
static int streams_configs(const cup_variant_info *v) { return CUP_STREAMS_CONFIGS(v->traits); }

static int streams_verified(const cup_variant_info *v, int config, char *why, size_t len)
{
    const int sane = timeline_sane(&contract_report);
    if (!sane)
        snprintf(why, len, ", %s: malformed timeline (%d lanes, %d boxes)", config_name(v->name, config),
                 contract_report.lanes, contract_report.boxes);
    return sane;
}

static const lab_stateful streams_ops = {
    .prepare = CUP_STREAMS_PREPARE, .reset = -1, .run = CUP_STREAMS_RUN, .verify = CUP_STREAMS_VERIFY,
    .release = CUP_STREAMS_RELEASE, .op = streams_op, .max_bytes = CUP_STREAMS_MAX_BYTES, .good_bytes = streams_good,
    .bad_bytes = streams_bad, .configs_of = streams_configs, .verified = streams_verified,
};

static void streams_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    lab_stateful_contract(h, t, rng, &lab_family_streams, &streams_ops);
}

static const lab_option streams_options[] = {{"timeline", "FILE"}, {NULL, NULL}};

const lab_family lab_family_streams = {
    LAB_FAMILY_IS(streams),
    .takes = LAB_TAKES_N,
    .block = LAB_BLOCK_NONE,
    .options = streams_options,
    .bench_help =
        "cuprim bench streams [--n BYTES] [--variant V]... [--timeline FILE]\n"
        "  Streams and events, each configuration checked and timed: overlap (H2D -> kernel -> D2H\n"
        "  over k = 1, 2, 4, 8 chunks on k streams; --n: the payload, default 64 MiB), false-dependency\n"
        "  (depth- vs breadth-first issue, measured in child processes with CUDA_DEVICE_MAX_CONNECTIONS\n"
        "  =1 and 32), priority, default-stream (blocking, non-blocking, per-thread), events (wait,\n"
        "  query, host callback). --timeline FILE: every row's checked run as JSON in FILE and an SVG\n"
        "  Gantt chart beside it (FILE with .json replaced by .svg, else FILE.svg). CUDA only.\n",
    .check_help =
        "streams: every configuration of every variant, three checked runs each (data, the orderings\n"
        "  CUDA guarantees, a well-formed timeline); overlap at 4, 12, 4100 bytes, 1 MiB + 12 and\n"
        "  16 MiB + 8 (--max-n in bytes).\n",
    .bench = streams_bench,
    .suite = streams_suite,
    .check = streams_check,
    .api_test = streams_api_test,
};
