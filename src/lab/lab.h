/* The lab: checking and measuring registered variants, for the `cuprim` CLI and the tests.
 * Everything here goes through the public API (cuprim_lab.h), as a user's program would. The
 * shared machinery lives in src/lab/; each family's own part (its reference, check sweep,
 * bench tables and command-line options) is the lab.c in its folder, described to the rest by
 * one lab_family. */
#ifndef CUPRIM_SRC_LAB_H
#define CUPRIM_SRC_LAB_H

#include "core/families.h"
#include "cuprim_lab.h"

#include <stdio.h>
#include <string.h> /* strstr: LAB_REFUSED_SAYING */

typedef struct lab_family lab_family;

/* ---- the lab's bottom: ending early and text (usage.c) ------------------------------------------ */

/* 16777216, 2^24 or 1e6; 0 on success, -1 for anything else or a value past SIZE_MAX. */
int lab_parse_size(const char *s, size_t *out);
/* Two such sizes joined by sep ("8192x16387", "10007,10003"); 0 on success, -1 otherwise. */
int lab_parse_size_pair(const char *s, char sep, size_t *a, size_t *b);
/* "cuprim: <reason> (see 'cuprim <command> --help')" on stderr, exit 2. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
_Noreturn void lab_usage(const char *fmt, ...);
void lab_set_command(const char *command); /* the command lab_usage names */
const char *lab_command(void);
/* How the CLI ends early (lab_usage, --help, a backend it cannot open): exit(code), unless a hook
 * is set, which must not return. The CLI's fuzz target (tests/fuzz/cli.c) longjmps out of it so
 * that one process tries many command lines. */
_Noreturn void lab_exit(int code);
void lab_set_exit_hook(void (*hook)(int code));
/* Appends printf-style text to the string in buf (size bytes), cut at its end: a row's note and
 * JSON members grow this way. LAB_APPEND(array, ...) for an array. */
void lab_append(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
#define LAB_APPEND(array, ...) lab_append((array), sizeof(array), __VA_ARGS__)
/* Prints text after `col` columns already on its line, then a newline, on lines of at most 120
 * columns: broken before an occurrence of `brk` (which starts with a space: " " between words,
 * " --" before an option), the line ended by `cont` ("" or a shell continuation " \\") and the
 * next one indented by `indent`. A piece longer than a line is kept whole. */
void lab_print_wrapped(FILE *f, int col, const char *text, const char *brk, const char *cont, int indent);

/* ---- data (data.c) ------------------------------------------------------------------------------ */

typedef struct lab_rng {
    uint64_t state;
} lab_rng;
uint64_t lab_rand(lab_rng *r);
uint64_t lab_fresh_seed(void); /* time and pid: fresh data every run */

typedef enum lab_data {
    /* integers over their whole range (sums wrap); floats uniform in (-1, 1), never zero */
    LAB_DATA_FULL = 0,
    /* floats drawn from {-2, -1, 1, 2}: every partial sum of any order is an integer far
     * below 2^24, so every correct float sum is exact and must match bit for bit */
    LAB_DATA_SMALLINT = 1,
    /* floats as FULL with about one element in eight a NaN: MIN/MAX must skip them all */
    LAB_DATA_NAN = 2,
} lab_data;

void lab_fill(void *host, cup_dtype t, size_t n, lab_data kind, lab_rng *r);
/* The same data for a given seed whatever the thread count, filled by every core: for host
 * arrays of tens of GiB (the pipeline's benchmarks). */
void lab_fill_parallel(void *host, cup_dtype t, size_t n, lab_data kind, uint64_t seed);
/* The online cores, 1 to 64: how many threads of cup_cpu_parallel the lab's host work takes. */
int lab_parallel_threads(void);
/* Float data distributions (dist.c): bench --dist NAME, and the checks of primitives whose speed
 * or result could depend on the data. */
typedef enum lab_dist {
    LAB_DIST_UNIFORM = 0,
    LAB_DIST_NORMAL,
    LAB_DIST_LOGNORMAL,
    LAB_DIST_WIDE,
    LAB_DIST_RAMP,
    LAB_DIST_MAXPAIRS,
    LAB_DIST_SORTED_ASC,
    LAB_DIST_SORTED_DESC,
    LAB_DIST_SUBNORMAL,
    LAB_DIST_COUNT
} lab_dist;
const char *lab_dist_name(lab_dist d);
const char *lab_dist_about(lab_dist d); /* one line for help */
int lab_dist_from_name(const char *name, lab_dist *d); /* 0, or -1 for an unknown name */
/* n elements of f32 or f64 drawn from d, the same for a seed whatever the thread count */
void lab_fill_dist(void *host, cup_dtype t, size_t n, lab_dist d, uint64_t seed);
double lab_as_double(cup_dtype t, const void *v);
void lab_format_value(cup_dtype t, const void *v, char *buf, size_t len);
/* Element i of an array of t, for references, data and messages: as a double (exact for floats and
 * integers below 2^53; NaN for opaque types), stored from a double (converted as C converts), its
 * integer value widened to 64 bits (signed types sign-extended), its `size` bytes zero-extended. */
double lab_get(cup_dtype t, const void *p, size_t i);
void lab_put(cup_dtype t, void *p, size_t i, double x);
uint64_t lab_get_int(cup_dtype t, const void *p, size_t i);
uint64_t lab_get_bits(const void *p, size_t size, size_t i);
void lab_put_bits(void *p, size_t size, size_t i, uint64_t x);

/* The size `check` must pass to be "past the cache": the L2 on a GPU; on a CPU, where the
 * reported last-level cache is often the whole socket's (320 MiB seen on a 2-core VM), at most
 * 64 MiB so the sweep stays quick. Benchmarks flush the full reported cache instead. */
size_t lab_check_cache_bytes(const cup_device_info *d);


/* ---- expectations of the API tests (data.c) ----------------------------------------------------- */

typedef struct lab_tally {
    int checks, failures;
} lab_tally;
void lab_tally_check(lab_tally *t, int ok, const char *cond, const char *file, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;
#define LAB_EXPECT(t, cond, ...) lab_tally_check((t), !!(cond), #cond, __FILE__, __LINE__, __VA_ARGS__)
/* status s must be `want`; a failure must then come with a message on h, a success with none */
#define LAB_EXPECT_STATUS(t, h, s, want)                                                                   \
    do {                                                                                                   \
        const cup_status got_ = (s);                                                                       \
        LAB_EXPECT(t, got_ == (want), "got %s (%s), want %s", cup_status_string(got_), cup_last_error(h),  \
                   cup_status_string(want));                                                               \
        if (got_ == (want) && (want) != CUP_STATUS_SUCCESS)                                                \
            LAB_EXPECT(t, cup_last_error(h)[0] != '\0', "a failure must come with a message");             \
    } while (0)

/* ---- the command line (args.c) -------------------------------------------------------------------- */

/* Everything a command line can say, parsed once by lab_parse. Family options (those a family's
 * lab_family.options declares) are kept as text for the family to read with lab_opt. */
enum { LAB_MAX_FILES = 16 }; /* record files one command takes */

typedef struct lab_args {
    const char *command;   /* "bench", "check", ... (for messages) */
    cup_backend backend;
    int backend_set;       /* --backend was given */
    const lab_family *family; /* NULL: every family */
    const char *variants[33]; /* NULL-terminated; empty: every variant */
    int nvariants;
    int dtype;             /* -1: not given */
    size_t n;
    int n_set;
    size_t max_n;          /* 0: not given */
    int block, block_y;    /* --block: B, or WxH for 2-D families; 0: not given */
    const char *json;
    int force;             /* bench --force: a partial record may replace a complete one */
    int full;              /* bench --full: the whole suite (without a family: the headline) */
    uint64_t seed;
    int seed_set;
    int default_block, huge, verbose, families, check_runs, gpu_check;
    int format;            /* bench --format: LAB_FORMAT_* */
    const char *files[LAB_MAX_FILES]; /* compare: the two records; report: one or more */
    int nfiles;
    double threshold;      /* compare --threshold, percent (default 5) */
    const char *out_dir;   /* report --out / -o DIR */
    int gpus;              /* bench --gpus: ranks of a group; -1: all; 0: not given */
    int cases;             /* sweep --cases (0: not given) */
    double budget;         /* sweep --budget, seconds (0: none) */
    struct {
        const char *name, *value; /* value "" for a flag */
    } opt[16];
    int nopt;
} lab_args;

/* The common options a command takes (lab_parse's `takes`) and a family's bench takes
 * (lab_family.takes). */
enum {
    LAB_TAKES_BACKEND = 1 << 0,
    LAB_TAKES_FAMILY = 1 << 1,
    LAB_TAKES_VARIANT = 1 << 2,
    LAB_TAKES_DTYPE = 1 << 3,
    LAB_TAKES_N = 1 << 4,
    LAB_TAKES_BLOCK = 1 << 5,
    LAB_TAKES_JSON = 1 << 6,
    LAB_TAKES_SEED = 1 << 7,
    LAB_TAKES_CHECK = 1 << 8, /* --max-n --default-block --huge --verbose */
    LAB_TAKES_LIST = 1 << 9,  /* --families --check-runs --gpu-check */
    LAB_TAKES_FORMAT = 1 << 10, /* --format table|csv|md */
    LAB_TAKES_FILES = 1 << 11,  /* positional record files (compare: two, report: one or more) */
    LAB_TAKES_THRESHOLD = 1 << 12, /* --threshold (compare) */
    LAB_TAKES_OUT = 1 << 13,    /* --out DIR, also -o DIR (report) */
    LAB_TAKES_GPUS = 1 << 14,   /* --gpus N|all (bench: the sharded families over a group) */
    LAB_TAKES_FULL = 1 << 15,   /* --full (bench: the whole suite, not the headline) */
    LAB_TAKES_SWEEP = 1 << 16,  /* --cases --budget --max-n (sweep) */
};

/* How bench prints its tables: aligned text, CSV (one header for the whole run, the table's
 * title as a column) or markdown (a heading and a pipe table per table, to paste into docs). */
enum { LAB_FORMAT_TABLE = 0, LAB_FORMAT_CSV = 1, LAB_FORMAT_MD = 2 };

/* Parse argv[first..] for `a->command`; exits 2 with one line on any bad argument. `takes`: the
 * common options the command allows; a family's own options are allowed when the command is
 * "bench" and the family declares them. */
void lab_parse(int argc, char **argv, int first, unsigned takes, const char *help, lab_args *a);
/* The value of family option `name` ("" for a flag), or NULL when it was not given. */
const char *lab_opt(const lab_args *a, const char *name);
/* --misalign none|in|out|both (a family option): which pointers a bench table starts one element
 * past a 16-byte boundary, as LAB_MISALIGN_* bits; exits 2 on another name or on a pointer not
 * in `allowed`. lab_misalign_name gives the option's name for the bits. */
enum { LAB_MISALIGN_IN = 1, LAB_MISALIGN_OUT = 2 };
int lab_misalign(const lab_args *a, int allowed);
const char *lab_misalign_name(int bits);

/* ---- check (check.c) ------------------------------------------------------------------------------ */

typedef struct lab_check_opts {
    const lab_family *family; /* NULL: every family */
    const char *variant; /* NULL: every variant */
    int dtype;           /* -1: every dtype */
    int all_blocks;      /* every accepted block size at small sizes, else the default */
    size_t max_n;        /* largest size to try (0: the backend's default) */
    int huge;            /* also n past 2^31 (CUDA; needs ~20 GB of device memory) */
    uint64_t seed;
    int verbose;
} lab_check_opts;

typedef struct lab_check_totals {
    long runs, failures;
} lab_check_totals;

/* Every selected variant of the handle's backend, family by family, against the family's
 * reference at adversarial sizes, with poisoned outputs. Failures are printed to `log`.
 * Returns 0 when all passed, 1 when a check failed, 2 when the options selected nothing. */
int lab_check(cup_handle_t h, const lab_check_opts *o, FILE *log, lab_check_totals *totals);
/* What `cuprim check` does first, before any work: every selected family's check hook run in the
 * planning pass (lab_check_holds), nothing allocated, nothing run. 0 when every step fits the
 * machine (lab_memory_short), 1 when one does not (the first such step and the figures in why),
 * 2 when the options select nothing. *counted: the most host memory one step holds (with the
 * backend's, on the CPU). */
int lab_check_plan(cup_handle_t h, const lab_check_opts *o, char *why, size_t len, double *counted);

/* What a family's check sweep works with: the selected variants (k indexes them), counters (as
 * many as the registry has variants: a build with tuning rows holds hundreds). */
typedef struct lab_check_ctx {
    cup_handle_t h;
    const lab_check_opts *o;
    FILE *log;
    lab_check_totals *t;
    int *ids, count;
    long *runs, *fails;
    cup_device_info info;  /* the handle's device (cpu_threads: the CPU variants' private scratch) */
    int planning;          /* the planning pass (lab_check_plan): every step says what it holds, none runs */
    double counted;        /* the most host memory one step held (with the backend's on the CPU) */
    char plan_why[400];    /* the first step that does not fit */
} lab_check_ctx;
int lab_check_is_family(const lab_check_ctx *c, int k, const lab_family *family);
/* A family's check, before it allocates for a step (a dtype, a size, a case): the step will hold
 * `host_bytes` of host memory and `device_bytes` of the backend's at once, every copy counted
 * (inputs, references, expectations, read-backs, outputs with their margins, the library's
 * scratch for the call). In the planning pass it keeps the most and the first step that does not
 * fit, and returns 1: the hook skips the step (continue, return) with nothing allocated or run;
 * else 0. Every hook calls it before its first allocation and its first run (a run in the
 * planning pass aborts: a hook that skipped it). */
int lab_check_holds(lab_check_ctx *c, double host_bytes, double device_bytes, const char *what_fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* What a host-array call (cup_reduce_host, cup_stencil1d_host) holds beside the caller's arrays
 * on c's backend for in_bytes of input and out_bytes of output in chunks of `chunk` bytes (0: the
 * library's default): its windows and outputs, on a GPU its ring and pinned staging. Added to a
 * step's host and device bytes. */
void lab_check_pipeline_bytes(const lab_check_ctx *c, double in_bytes, double out_bytes, size_t chunk, double *host,
                              double *device);
/* A run of variant k; when `why` is non-NULL it failed, and why is printed with the seed. */
void lab_check_count(lab_check_ctx *c, int k, const char *why);
/* A failure found outside a run (k < 0: of no one variant, e.g. an input one of them modified). */
void lab_check_fail(lab_check_ctx *c, int k, const char *why);

/* ---- bench (bench.c, json.c, ncu.c) --------------------------------------------------------------- */

/* Rows whose single call takes under LAB_B2B_BELOW_US are also timed back to back: a queue of
 * LAB_B2B_CALLS calls on one stream, as a pipeline of small calls issues them (not rows with a
 * prepare hook: the queue has no place to run it). */
enum { LAB_B2B_CALLS = 200, LAB_B2B_BELOW_US = 50 };

typedef struct lab_row {
    const char *family, *variant;
    const char *op;  /* the JSON "op": NULL is "none" */
    int block;       /* 1-D families */
    int bx, by;      /* 2-D families; 0 where the variant picks its own */
    cup_dtype dtype;
    size_t n;        /* 1-D: elements; 2-D: 0 */
    size_t rows, cols;
    double median_us, gbps, ceiling_gbps;
    double min_us, max_us; /* the spread of the timed runs */
    double b2b_us;   /* back to back: per call over a queue of LAB_B2B_CALLS; 0 where not taken */
    int reps;
    int ok, reference;
    char note[192];  /* the family's columns after the check, as text */
    char json[384];  /* the family's JSON members, each as ", \"key\": value" */
} lab_row;

typedef struct lab_bench {
    cup_handle_t h;
    cup_device_info info;
    double copy_gbps, read_gbps, launch_us;
    double launch_b2b_us; /* the empty kernel back to back (cup_measure_launch_queue) */
    double h2d_gbps, d2h_gbps, bidir_gbps; /* the host link, pinned (cup_measure_links; 0 on the CPU) */
    double staging_gbps; /* pageable into pinned by the host-array calls' threads (cup_measure_staging),
                          * measured before the first pageable table; 0 until then and on the CPU */
    int measured;
    lab_row *rows;
    int count, cap;
    uint64_t seed;
    FILE *out;     /* tables go here */
    int format;    /* LAB_FORMAT_* */
    int tables;    /* tables printed so far (CSV prints its header before the first) */
    int progress;  /* a progress line on stderr: set when stderr is a terminal */
    int ncu_child; /* launch each row's kernel once, untimed and unchecked: the process that
                    * `--ncu` runs under Nsight Compute */
    int stop_rows; /* tests: tables stop once this many rows are kept (CUPRIM_TEST_STOP_ROWS) */
    int wrong_row; /* tests: the row kept as this one (1-based) fails its check (CUPRIM_TEST_WRONG_ROW) */
    int quick;     /* rows timed on a tenth of the budget, 3 runs at least: a sweep's many cases */
    size_t host_chunk;    /* the host-array chunk --chunk set (lab_host_input); 0: the library's default */
    double counted_bytes; /* the most host memory lab_need_memory counted for one table */
    /* A pass that runs nothing (cuprim bench makes it first): each table says what it will hold
     * through lab_need_memory and returns; a table that cannot fit leaves its reason here, and the
     * run is refused before any work. */
    int planning;
    char plan_why[720];
    int planned; /* tables the planning pass counted (their lab_need_memory): progress's total */
    /* each printed table's title and first row's time: the JSON record's "table" of each row, and
     * what lab_bench_csv prints every row with (every key a column) */
    struct lab_kept_table *kept;
    int *table_of; /* the table of each of the first kept_rows rows (-1: none) */
    int kept_count, kept_rows;
} lab_bench;

/* Describe the device; nothing is measured until the first table (lab_bench_measure). */
cup_status lab_bench_init(lab_bench *b, cup_handle_t h, uint64_t seed, FILE *out);
/* Before a table allocates: it will hold `host_bytes` of host memory and `device_bytes` of the
 * backend's (every copy: data, references, read-backs, outputs), beside what the run holds itself
 * (on the CPU backend, where both are host memory: the ceilings' buffers until they are measured,
 * the cache flush). 0 when that fits the machine (host: its memory or the cgroup's limit, 90% of
 * it; CUDA: the device's); 1 in the planning pass (below), which keeps the first reason a table
 * does not fit. Otherwise, before any work (nothing measured or kept yet), a bad argument:
 * lab_usage (exit 2) with what (what_fmt: the table's request) and the figures; later in a run,
 * -1 with the reason on stderr: the table does not run. */
int lab_need_memory(lab_bench *b, double host_bytes, double device_bytes, const char *what_fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* The first thing every table function does, before it allocates: returns from it (-1, or 0 in
 * the planning pass, which also returns 1 from lab_need_memory) unless the table fits. */
#define LAB_NEED_MEMORY(b, host_bytes, device_bytes, ...)                                              \
    do {                                                                                               \
        const int need_ = lab_need_memory((b), (host_bytes), (device_bytes), __VA_ARGS__);            \
        if (need_) return need_ < 0 ? -1 : 0;                                                          \
    } while (0)
/* The host memory a run may take, in bytes (0: unknown): the machine's, its cgroup's limit if lower,
 * or the tests' CUPRIM_TEST_HOST_MEMORY if lower still (lab_usage on a value that is not a size). */
double lab_host_memory(void);
/* The one rule of bench's and check's memory checks: `host_bytes` of host memory and `device_bytes`
 * of the backend's (on the CPU backend, host memory too) against 90% of lab_host_memory() and the
 * device's memory. 0 when they fit; else 1 and the reason in why: "<what> needs X GiB of host
 * memory<detail>, more than 90% of the Y GiB here" (MiB below a GiB; or of device
 * memory, against the device's). */
int lab_memory_short(const cup_device_info *d, double host_bytes, double device_bytes, const char *what,
                     const char *detail, char *why, size_t len);
/* The ceilings, the launch floor and the host link, measured once, and the device line printed. */
cup_status lab_bench_measure(lab_bench *b);
void lab_bench_end(lab_bench *b);

/* What one row's run costs: bytes counted for its GB/s, and bytes it touches (the cache is
 * evicted before each timed run when they fit in 4x the cache). `prepare`, when a row's setup
 * sets it, runs before every timed run once the previous one has finished, outside the timed
 * region (cup_time_prepared): for work whose every run must start from the same state. */
typedef struct lab_run {
    double bytes;
    size_t footprint;
    cup_work_fn prepare;
} lab_run;

enum {
    LAB_CEILING_READ = 0,    /* the streaming-read ceiling: primitives that read and write ~nothing */
    LAB_CEILING_COPY = 1,    /* the copy ceiling: bytes read plus bytes written */
    LAB_CEILING_FASTEST = 2, /* the fastest row of the table (a demonstration with no device ceiling) */
    LAB_CEILING_H2D = 3,     /* pinned host-to-device copies: what crosses the host link */
    LAB_CEILING_BIDIR = 4,   /* pinned copies both ways at once (bytes of both directions) */
    /* pageable host arrays: every byte also crosses the host threads' copy into or out of pinned
     * staging, so the lesser of the link's ceiling and that copy's (lab_bench.staging_gbps) */
    LAB_CEILING_PAGEABLE_H2D = 5,
    LAB_CEILING_PAGEABLE_BIDIR = 6,
};

/* One table: every selected variant of `family` on the handle's backend, `rows` rows each, each
 * row checked on poisoned output, then timed through cup_time, then printed and kept for the
 * JSON. The family's hooks know its data; the runner knows the order of things. */
typedef struct lab_table {
    const lab_family *family;
    const char *const *variants; /* NULL or {"all", NULL}: every one */
    int dtype;                   /* only variants that take it; -1: any */
    unsigned ops;                /* only variants with these op bits; 0: any */
    int rows;                    /* rows per variant; 0 means 1 */
    int ceiling;                 /* LAB_CEILING_*: what each row's GB/s is a share of */
    const char *title;           /* the runner adds the ceiling to it */
    void *ctx;
    /* Row j of variant `id`: fill r's family columns (dtype, n or shape, block, op, note, json),
     * point ctx at this run and set *run. 0: run it; 1: leave it out; -1: it cannot run as
     * asked (reported as a failed row, never silently changed). */
    int (*setup)(void *ctx, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run);
    /* One checked run: poison the output, run, read back, compare. 1 when right; 0 when wrong
     * (the reason on stderr) or when a call failed (its status in *s). */
    int (*verify)(void *ctx, cup_handle_t h, cup_status *s);
    cup_work_fn work; /* the timed call */
    /* Optional: after a row is timed, before it is printed: columns that need its time (a rate
     * in the family's own unit), into r->note and r->json. */
    void (*timed)(void *ctx, lab_row *r);
} lab_table;

/* Returns the number of rows that failed, or -1 when the table could not run (reason on stderr). */
int lab_table_run(lab_bench *b, const lab_table *t);
/* A new zeroed row kept for the JSON (NULL when out of memory): for tables the row runner cannot
 * time, as a group's (group.c) or the streams rows measured in a child process. */
lab_row *lab_bench_add_row(lab_bench *b);
/* bench --gpus: the sharded form of o->family (its lab_family.group) over a group of o->gpus ranks
 * (group.c). Returns failed rows, or -1 when it could not run. */
int lab_group_bench(lab_bench *b, const lab_args *o);
/* In a suite or bench hook that keeps `int failures`: add a table's failed rows, or return -1
 * when it could not run. */
#define LAB_ADD(call)                                                                                  \
    do {                                                                                               \
        const int rows_failed_ = (call);                                                               \
        if (rows_failed_ < 0) return -1;                                                               \
        failures += rows_failed_;                                                                      \
    } while (0)
/* For setup hooks of 1-D families: records in r->block the block a row runs with (the asked-for
 * one, or the variant's default) and returns the block to pass to the variant's entry point: 0
 * where the variant picks its own (any other value is refused there), -1 when the variant does
 * not take the asked-for block. */
int lab_row_block(const cup_variant_info *v, int block, lab_row *r);
/* The bench's data seed for one table: the run's seed mixed with what distinguishes the table. */
uint64_t lab_table_seed(const lab_bench *b, uint64_t a, uint64_t c);
/* Is every name in `variants` ("all" aside) a variant of `family` on h's backend? (message on stderr) */
int lab_names_known(cup_handle_t h, const lab_family *family, const char *const *variants);
int lab_wanted(const char *name, const char *const *variants);

/* --ncu: run `child_args` (a cuprim bench command line that sets --ncu-child and selects the same
 * rows) under Nsight Compute, and read metrics[0..3] of each kernel matching `kernels` (a regex),
 * in launch order, into values[row][0..3]. Returns the number of kernels read, or -1 when ncu is
 * absent or failed (message on stderr). */
int lab_ncu(const char *kernels, const char *const metrics[4], const char *child_args, double (*values)[4],
            int max_rows, char *ncu_path, size_t ncu_path_len);
/* The child's command line for the rows of this bench: its family, seed, block and variants. */
int lab_ncu_child_args(const lab_args *a, char *buf, size_t len);
/* Prints rows [first, count) under `title` and keeps the title as theirs (lab_row_table). */
void lab_print_table(lab_bench *b, int first, const char *title);
/* The title of the table row `row` was printed in, or NULL (not printed yet, or in none). */
const char *lab_row_table(const lab_bench *b, int row);
/* --format csv: every row of the run (after its end), one header for all, whose columns are the
 * record's keys: the runner's, then every family key any row has (lab_row.json), then the note. */
void lab_bench_csv(lab_bench *b);

/* The record goes to a temporary file beside `path` (or beside the file a symbolic link there
 * names), with that file's mode, renamed over it only when complete, so a failed write (disk
 * full, file-size limit) leaves the file that was there. `partial`: the run stopped before its
 * end (the record says so, and counts its failed rows). 0, or -1 with errno. */
int lab_bench_write_json(const lab_bench *b, const char *path, const char *commit, int partial);
/* Can `path` take the record? Run before any work: it must be a regular file or not exist (or a
 * symbolic link to one), in a directory that takes a new file with a byte in it. 0, or -1 with
 * the reason in `why`. */
int lab_json_writable(const char *path, char *why, size_t len);
/* Is `path` a complete record: readable as one, not partial, every row ok? (silent) */
int lab_record_complete(const char *path);

/* `cuprim compare`: rows of two records matched by primitive, variant, dtype, op, n or shape,
 * block and the families' parameters; each pair's GB/s ratio, a verdict where it moved beyond
 * `threshold_pct` and beyond the spread of the timed runs, rows only in one file. Returns 0, 1
 * when a row regressed, 2 when a file cannot be read as a record (reason on stderr). */
int lab_compare(const char *old_path, const char *new_path, double threshold_pct, FILE *out);
/* The same over two records' texts already in memory (the record reader's fuzz target). */
int lab_compare_texts(const char *old_text, size_t old_len, const char *new_text, size_t new_len,
                      double threshold_pct, FILE *out);
/* Is `path` a bench record? 0, or -1 with the reason on stderr. A record is a regular file of at
 * most LAB_RECORD_MAX_BYTES (the largest written so far is 0.35 MiB), text without NUL bytes:
 * anything else (a FIFO, a device, a directory) is refused before a byte is read. */
enum { LAB_RECORD_MAX_BYTES = 16 << 20 };
int lab_record_check(const char *path);

/* ---- the families (families.c) ------------------------------------------------------------------- */

typedef struct lab_option {
    const char *name;  /* without the dashes */
    const char *value; /* what its value looks like in help ("O", "RxC"); NULL for a flag */
} lab_option;

enum { LAB_BLOCK_NONE = 0, LAB_BLOCK_1D = 1, LAB_BLOCK_2D = 2 };

/* ---- a family's sharded call, for bench --gpus (group.c) and tests/test_group.c ---- */

enum { LAB_GROUP_MAX = 64 }; /* ranks */

/* One request of a sharded call, the same on every rank; each family reads the fields it has. */
typedef struct lab_group_req {
    cup_dtype t;
    cup_op op;              /* reduce */
    size_t bins;            /* histogram: bins over [lo, hi) */
    double lo, hi;
} lab_group_req;

/* Where a group's data lies. A family split in runs of elements: rank r holds n[r] of them. A
 * family split by rows: rank r holds rows[r] rows of the R x cols matrix, and gets out_rows[r]
 * rows of its cols x R result. */
typedef struct lab_group_shape {
    int P;
    size_t n[LAB_GROUP_MAX];
    size_t rows[LAB_GROUP_MAX], out_rows[LAB_GROUP_MAX], R, cols;
} lab_group_shape;

/* A case of test_group: a request on data of one kind, and what every rank must get. */
typedef struct lab_group_case {
    lab_group_req q;
    lab_data data;
    int wide;          /* floats scaled by 2^e, e in [-60, 60]: partial sums cancel across ranks */
    int empty;         /* every shard empty */
    int other_op;      /* 1 + the op the last rank asks for instead (a mismatched request); 0: none */
    int cpu_bits;      /* the CPU backend's answer is the same bits (checked where the group is CUDA) */
    cup_status expect; /* SUCCESS: the single-device answer's bits; else this refusal on every rank */
} lab_group_case;

typedef struct lab_group {
    int by_rows;   /* split by rows (transpose), else in runs of elements */
    int ceiling;   /* LAB_CEILING_READ (counted: the input) or _COPY (the input, read and written) */
    const char *op; /* the JSON "op" of its bench rows (NULL: "none") */
    /* Bytes of rank r's output. */
    size_t (*out_bytes)(const lab_group_req *q, const lab_group_shape *s, int r);
    /* The sharded call over the caller's local ranks: in[i], n[i] (elements) and out[i] local rank i's. */
    cup_status (*call)(cup_group_t g, const lab_group_req *q, const lab_group_shape *s, const void *const *in,
                       const size_t *n, void *const *out);
    /* The single-device call on one contiguous input of n elements (split by rows: n rows of s->cols). */
    cup_status (*single)(cup_handle_t h, const lab_group_req *q, const lab_group_shape *s, const void *in, size_t n,
                         void *out);
    /* Split by rows: where rank r's part starts in the single-device answer over the whole matrix,
     * in bytes (its out_bytes of it). Else NULL: every rank gets the whole answer. */
    size_t (*share)(const lab_group_req *q, const lab_group_shape *s, int r);
    /* Not split by rows: the whole answer is also the ranks' own answers added by `fold` into `acc`
     * (NULL: as 64-bit counts), which bench --gpus checks, the whole data being on no one rank. */
    void (*fold)(const lab_group_req *q, void *acc, const void *one);
    lab_group_req bench;           /* bench --gpus's request (its dtype from --dtype) */
    lab_data data;                 /* what bench --gpus fills floats with */
    const lab_group_case *cases;   /* test_group's, `ncases` of them */
    int ncases;
} lab_group;

/* Each lab.c defines its family's lab_family, naming it by LAB_FAMILY_IS(identifier) (its line of
 * families.def): const lab_family lab_family_reduce = {LAB_FAMILY_IS(reduce), ...}. */
#define LAB_FAMILY_IS(id_) .id = CUP_FAM_##id_, .name = lab_name_##id_
struct lab_family {
    cup_family_id id;
    const char *name;             /* families.def's, for printing and parsing */
    unsigned takes;               /* common bench options it takes: LAB_TAKES_DTYPE | _N | _BLOCK */
    int block;                    /* what --block means: LAB_BLOCK_1D, _2D or _NONE */
    const lab_option *options;    /* its own bench options, ending with {NULL} */
    const char *bench_help;       /* its part of `cuprim bench --help` */
    const char *check_help;       /* its part of `cuprim check --help` */
    const char *no_bench;         /* when it has nothing to time: why, and what to run instead */
    /* `cuprim bench <family>`: read its options (lab_usage on a bad one, before any work), then
     * run its tables. Returns failed rows, or -1 when a table could not run. */
    int (*bench)(lab_bench *b, const lab_args *a);
    int (*suite)(lab_bench *b); /* its part of the default suite (what `make bench` runs) */
    void (*check)(lab_check_ctx *c, size_t cache, size_t max_n);
    /* its API contract on one backend (test_family runs it before the sweep) */
    void (*api_test)(cup_handle_t h, lab_tally *t, lab_rng *rng);
    /* gpu-check's sanitizer runs: argument sets of `cuprim check <family>` that together cover it
     * quickly; NULL: one run with no arguments */
    const char *const *sanitize;
    const lab_group *group; /* its sharded call (bench --gpus, test_group); NULL: none */
    const char *huge;       /* what check --huge adds to its sweep (NULL: nothing) */
    /* scripts/gpu-check.sh's runs of it beyond the suite and the sanitizers (cuprim list
     * --gpu-check), each a stage and its arguments: "host ARGS" (a host-array row of `cuprim bench
     * <family> ARGS`), "host-huge ARGS" (one that CUPRIM_TEST_HUGE=1 adds), "ncu ARGS" (a bench
     * under Nsight Compute beside the family's model), "summary" (its best and vendor rows go into
     * gpu-check's summary); NULL: none */
    const char *const *gpu_check;
    /* a production primitive's two requests in the headline (`cuprim bench` without --full): its
     * bench arguments at one large size (GB/s and share of the ceiling) and at a small one (the
     * time of a call), each run with best and the vendor's rows; NULL: not in the headline */
    const char *const *headline;
    /* its input space, for `cuprim sweep` and the suite's sweeps (sweep.c); NULL: none */
    const struct lab_sweep_space *sweep;
};

/* each family's lab_family, its name, and its lab_group where it has one (its lab_group.c) */
#define CUP_FAMILY(id, name, kind) extern const lab_family lab_family_##id; extern const char lab_name_##id[]; \
    extern const lab_group lab_group_##id;
#include "core/families.def"
#undef CUP_FAMILY
extern const lab_family *const lab_families[];
extern const int lab_family_count;
const lab_family *lab_family_find(const char *name); /* NULL for a name not on the list */
/* Is registered variant v one of `family`'s? */
int lab_is_of(const cup_variant_info *v, const lab_family *family);
/* The next variant of `family` on h's backend after index `after` (-1: the first), or -1:
 *   for (int i = -1; (i = lab_next_variant(h, fam, i)) >= 0;) ... */
int lab_next_variant(cup_handle_t h, const lab_family *family, int after);
/* `family`'s variant `name` on h's backend (cup_variant_find), or -1. */
int lab_find(cup_handle_t h, const lab_family *family, const char *name);
/* A variant of h's backend that is not of `family` (-1 if none): what each family's entry points
 * must refuse. */
int lab_other_variant(cup_handle_t h, const lab_family *family);
/* ---- the comparison families' reference (cmp.c): count, bitpack, select ---- */

/* an element's order class against the value; truth[cmp][class] is each cmp's answer (NaN,
 * unordered, is false for every cmp but ne) */
enum { LAB_CLS_BELOW, LAB_CLS_EQUAL, LAB_CLS_ABOVE, LAB_CLS_UNORDERED, LAB_CLS_COUNT };
extern const unsigned char lab_cmp_truth[CUP_CMP_COUNT][LAB_CLS_COUNT];
unsigned char lab_cmp_class(cup_dtype t, const void *data, size_t i, const void *value); /* of element i */
/* n elements from a small set so every cmp has both answers often (nan_laced: about one NaN in 16) */
void lab_cmp_fill(void *host, cup_dtype t, size_t n, int nan_laced, lab_rng *r);
/* The values a sweep compares against: one present in the data, one absent (between two present
 * ones), and for floats NaN, -0 and +0; lab_value_kinds(t) of them for dtype t. */
enum { LAB_VALUE_PRESENT, LAB_VALUE_ABSENT, LAB_VALUE_NAN, LAB_VALUE_MINUS_ZERO, LAB_VALUE_PLUS_ZERO, LAB_VALUE_KINDS };
extern const char *const lab_value_names[LAB_VALUE_KINDS];
int lab_value_kinds(cup_dtype t);
/* *value (8 bytes of room) of kind k for the data host[0, n) */
void lab_cmp_value(cup_dtype t, int k, const void *host, size_t n, void *value);

/* ---- buffers, written once (io.c) ---- */

enum { LAB_MARGIN = 64, LAB_POISON = 0xa5 }; /* bytes of poison (LAB_POISON) on each side of a checked output */

/* A checked output: backend memory of a margin, the output, a margin; its host read-back. */
typedef struct lab_out {
    void *base;
    unsigned char *got;
    size_t cap;    /* the most bytes of output it holds now */
    size_t margin; /* bytes of poison each side, a multiple of the element; 0: LAB_MARGIN */
} lab_out;
/* Room for `bytes` of output (grown, never shrunk), every byte of it and its margins poisoned. */
cup_status lab_out_poisoned(cup_handle_t h, lab_out *o, size_t bytes);
void *lab_out_at(const lab_out *o);                              /* where the output goes */
cup_status lab_out_read(cup_handle_t h, lab_out *o, size_t bytes); /* output and margins read back */
const unsigned char *lab_out_got(const lab_out *o);              /* the output's bytes, once read */
/* Elements of `elem` bytes that differ: the output's from want, the margins' from poison. *first:
 * the first one's byte offset from the output's start (negative: in the margin before it). */
size_t lab_out_wrong(const lab_out *o, const void *want, size_t bytes, size_t elem, long long *first);
/* After lab_out_read: NULL when the output is want[0, bytes) and the margins are poison; else why
 * (into buf): "W of N elements wrong, first at byte B: got G, want V" (elements of `elem` bytes, at
 * most 8 shown), or the first write outside the output. */
const char *lab_out_verdict(const lab_out *o, const void *want, size_t bytes, size_t elem, char *buf, size_t len);
void lab_out_free(cup_handle_t h, lab_out *o);

/* A check's input: host data, its copy in backend memory and a read-back, to prove that no
 * variant wrote to it. Each call below that fails has reported it (lab_check_fail, naming
 * `what`) and returns -1. */
typedef struct lab_in {
    unsigned char *host, *back;
    void *dev;
    size_t cap;
} lab_in;
int lab_in_room(lab_check_ctx *c, lab_in *in, size_t bytes, const char *what); /* grown, never shrunk */
int lab_in_upload(lab_check_ctx *c, lab_in *in, size_t bytes, const char *what);
int lab_in_changed(lab_check_ctx *c, lab_in *in, size_t bytes); /* 1: written by a variant (or unreadable) */
void lab_in_free(cup_handle_t h, lab_in *in);
/* A run whose call returned s: when it failed, its status and message go after why[0..used) and
 * the run is counted as failed (1); else 0. */
int lab_check_call(lab_check_ctx *c, int k, char *why, size_t size, size_t used, cup_status s);
/* sizes[0..count) that are at most max_n, in order, into out: how many; *largest the largest. */
int lab_sizes_within(const size_t *sizes, int count, size_t max_n, size_t *out, size_t *largest);

/* A table of one input and one output: lab_io_setup and lab_io_verify are its hooks, `work` its
 * call (given the lab_io). The family fills dtype, n, op, bytes and the sizes, allocates
 * (lab_io_alloc), fills host and want, uploads, and runs the table. */
typedef struct lab_io {
    int id, block;          /* the row's variant and the block to pass it (lab_io_setup) */
    int asked;              /* --block (0: each variant's default) */
    cup_dtype dtype;
    size_t n;               /* the rows' n */
    const char *op;         /* the rows' JSON "op" (NULL: none) */
    double bytes;           /* what a row's GB/s counts */
    size_t in_bytes, out_bytes;
    void *host, *in, *out;  /* the input (host and backend), the output (backend) */
    unsigned char *want, *got;
    cup_work_fn work;
    const char *what;       /* names a wrong row on stderr */
    void *ctx;              /* the family's own */
} lab_io;
/* What lab_io_alloc holds, for the table's LAB_NEED_MEMORY before it: on the host the input and
 * the expected and read-back outputs, in the backend the input and the output (with anything else
 * the family keeps, added to these). */
double lab_io_host_bytes(const lab_io *io);
double lab_io_backend_bytes(const lab_io *io);
int lab_io_alloc(lab_bench *b, lab_io *io); /* -1: the reason on stderr, nothing kept */
cup_status lab_io_upload(cup_handle_t h, lab_io *io);
void lab_io_free(lab_bench *b, lab_io *io);
int lab_io_setup(void *io, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run);
/* out poisoned, work, read back, every byte against want (the first wrong one on stderr) */
int lab_io_verify(void *io, cup_handle_t h, cup_status *s);

/* A contract's buffers: an input of in_bytes random bytes uploaded, an output of out_bytes and a
 * second one (a count, the values beside keys) of aux_bytes (0: none) poisoned (0xa5), in backend
 * memory; a refused call must leave all of them as they were. */
typedef struct lab_api {
    cup_handle_t h;
    lab_tally *t;
    void *in, *out, *aux;
    unsigned char *host, *back; /* in as uploaded; a read-back */
    size_t in_bytes, out_bytes, aux_bytes;
} lab_api;
/* 0, or -1 after a failed expectation saying why (nothing kept) */
int lab_api_open(lab_api *x, cup_handle_t h, lab_tally *t, lab_rng *rng, size_t in_bytes, size_t out_bytes,
                 size_t aux_bytes);
void lab_api_close(lab_api *x);
cup_status lab_api_poison(lab_api *x);               /* out and aux poisoned again, after a call that wrote them */
cup_status lab_api_restore(lab_api *x);              /* in uploaded again and out and aux poisoned: after worked data */
void lab_api_untouched(lab_api *x, const char *call); /* in, out and aux as they were: else a failed expectation */
int lab_api_in_intact(lab_api *x); /* 1 when in, read back, is the host copy it was uploaded from (after a call that succeeded) */
/* `call` returns `want` with a message, and leaves in, out and aux as they were */
#define LAB_REFUSED(x, want, call)                                                                         \
    do {                                                                                                   \
        LAB_EXPECT_STATUS((x)->t, (x)->h, (call), (want));                                                 \
        lab_api_untouched((x), #call);                                                                     \
    } while (0)

/* ---- what every family's lab part shares beside (kit.c) ---- */

/* Buffers held together: host memory (malloc) and the backend's (cup_malloc), all freed by one
 * lab_mem_free. Start from {.h = h}; once one allocation (or lab_dev_copy's upload) fails, s keeps its
 * status and every later call returns NULL without trying, so a chain of them needs one test:
 *   lab_mem m = {.h = h};
 *   float *a = lab_host(&m, bytes); void *da = lab_dev_copy(&m, a, bytes), *dc = lab_dev(&m, bytes);
 *   if (lab_mem_ok(&m, "3 x n floats")) ...;
 *   lab_mem_free(&m); */
enum { LAB_MEM_MAX = 24 };
typedef struct lab_mem {
    cup_handle_t h;
    cup_status s; /* the first failure; CUP_STATUS_SUCCESS while every buffer is held */
    int count;
    struct {
        void *p;
        int backend; /* how it is freed (kit.c) */
    } held[LAB_MEM_MAX];
} lab_mem;
void *lab_host(lab_mem *m, size_t bytes);
void *lab_host_zeroed(lab_mem *m, size_t bytes);
void *lab_dev(lab_mem *m, size_t bytes);
void *lab_dev_copy(lab_mem *m, const void *host, size_t bytes); /* and `bytes` of host copied into it */
void *lab_host_array(lab_mem *m, size_t bytes, int pinned); /* cup_host_alloc: a host-array call's input or output */
int lab_mem_ok(const lab_mem *m, const char *what); /* 1, or 0 with "cannot prepare <what>" on stderr (a table) */
int lab_mem_check_ok(lab_check_ctx *c, int k, const lab_mem *m, const char *what); /* 1, or 0 and a failure (a check) */
void lab_mem_free(lab_mem *m); /* everything held; m can hold again */

/* A check's walk over its selected variants: the next k after k (-1: the first) of `family` that
 * takes `dtype` (< 0: any dtype), or -1. LAB_CHECK_EACH(k, c, family, dtype) { ... } */
int lab_check_next(const lab_check_ctx *c, const lab_family *family, int dtype, int k);
#define LAB_CHECK_EACH(k, c, family, dtype) for (int k = -1; (k = lab_check_next((c), (family), (dtype), k)) >= 0;)
const cup_variant_info *lab_check_variant(const lab_check_ctx *c, int k);
/* Is dtype one the check runs for `family`: --dtype allows it and a selected variant takes it? */
int lab_check_dtype(const lab_check_ctx *c, const lab_family *family, int dtype);
/* --verbose: "  <what> done (R runs, F failures so far)" */
void lab_check_progress(lab_check_ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Block sizes to run v at: every one it accepts from block_min, doubling (`all`: --default-block
 * not given, at a size small enough), else 0 alone (its default). LAB_EACH_BLOCK(block, v, all) */
int lab_block_first(const cup_variant_info *v, int all);
int lab_block_next(const cup_variant_info *v, int block);
#define LAB_EACH_BLOCK(block, v, all) for (int block = lab_block_first((v), (all)); block >= 0; block = lab_block_next((v), block))
/* Or its default (0) first and then, `all`, every power of two from 32 to 1024 it accepts:
 * LAB_EACH_BLOCK_TOO(block, v, all) */
int lab_block_after(const cup_variant_info *v, int block, int all);
#define LAB_EACH_BLOCK_TOO(block, v, all) for (int block = 0; block >= 0; block = lab_block_after((v), block, (all)))

/* The variant indices every entry point of `family` must refuse on h, one by one: -1, one past
 * the last, another family's variant of h's backend, and each of the family's variants of
 * another backend. LAB_EACH_FOREIGN(id, h, family) REFUSED(..., call(h, id, ...)); */
int lab_foreign_variant(cup_handle_t h, const lab_family *family, int *at, int *id);
#define LAB_EACH_FOREIGN(id, h, family) for (int id##_at_ = 0, id = 0; lab_foreign_variant((h), (family), &id##_at_, &id);)
/* each variant of `family` on h's backend: LAB_EACH_VARIANT(i, h, family) { ... cup_variant_get(i) ... } */
#define LAB_EACH_VARIANT(i, h, family) for (int i = -1; (i = lab_next_variant((h), (family), i)) >= 0;)

/* A bench's rows: --variant's names, else lab_all ({"all", NULL}: every variant). */
extern const char *const lab_all[];
const char *const *lab_variants(const lab_args *a);
/* lab_table_run with t's title formatted here */
int lab_table_runf(lab_bench *b, const lab_table *t, const char *title_fmt, ...) __attribute__((format(printf, 3, 4)));
/* bench --ncu after a table: its rows [first, b->count) run again in a child under Nsight Compute
 * (lab_ncu of `kernels`, `metrics`; the child's arguments lab_ncu_child_args's, then `extra`), each
 * row that has its four values given them through `row`, which adds its columns and returns 1 when
 * the row fails; then the rows printed as "<family>, measured by Nsight Compute (<ncu>)". 0 when every
 * row had values and none failed, else -1 (the reason on stderr). */
int lab_ncu_rows(lab_bench *b, const lab_args *a, int first, const char *kernels, const char *const metrics[4],
                 const char *extra, int (*row)(lab_row *r, const double *v));
/* --name's value as the index of one of `choices` (NULL-terminated), `dflt` when it is not given;
 * anything else: lab_usage "--name takes a, b or c, not 'x'". */
int lab_opt_pick(const lab_args *a, const char *name, const char *const *choices, int dflt);
/* `text` (the value of --name): sizes in [lo, hi] separated by commas, with `ranges` also a..b,
 * at most max of them into out; their count. Anything else: lab_usage "--name: 'text' <bad>". */
int lab_size_list(const char *name, const char *text, size_t *out, int max, size_t lo, size_t hi, int ranges,
                  const char *bad);

/* The check's sizes for one dtype: `fixed` (ascending; LAB_LADDER is the usual list), then `past`
 * (past the cache; 0: none) and, under --huge, `huge` (0: none), those at most max_n into out (room
 * for nfixed + 2): their count; *largest the largest (0: none). */
#define LAB_LADDER 1, 2, 31, 32, 33, 63, 64, 65, 1023, 1024, 1025, 4097, 65537, 1000003
int lab_check_sizes(const lab_check_ctx *c, const size_t *fixed, int nfixed, size_t past, size_t huge, size_t max_n,
                    size_t *out, size_t *largest);
/* The dtypes a family's check runs (lab_check_dtype), lowest first: LAB_CHECK_DTYPES(t, c, family) { ... } */
#define LAB_CHECK_DTYPES(t, c, family) \
    for (int t = 0; t < CUP_DTYPE_COUNT; t++) if (lab_check_dtype((c), (family), t))
/* lab_check_fail and lab_check_count with why formatted here; lab_check_countf counts a run of k,
 * failed when `failed` (the rest ignored otherwise). */
void lab_check_failf(lab_check_ctx *c, int k, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void lab_check_countf(lab_check_ctx *c, int k, int failed, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* After a step's runs: 1 when the input is as uploaded; else 0 and a failure of no one variant,
 * "<what>: the input was modified by one of the variants" (what printf-style). */
int lab_in_intact(lab_check_ctx *c, lab_in *in, size_t bytes, const char *what_fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* A contract's calls: the production call (i = -1, v NULL) and then each variant of `family` on h's
 * backend: LAB_EACH_CALL(i, v, h, family) { ... v ? ..._variant(h, i, ...) : ...(h, ...) ... } */
#define LAB_EACH_CALL(i, v, h, family)                                                                            \
    for (int i = -1, i##_go_ = 1; i##_go_; i##_go_ = (i = lab_next_variant((h), (family), i)) >= 0)                \
        for (const cup_variant_info *v = i < 0 ? NULL : cup_variant_get(i), *v##_once_ = &lab_call_once; v##_once_; \
             v##_once_ = NULL)
extern const cup_variant_info lab_call_once; /* LAB_EACH_CALL's inner loop runs once: a pointer that is not NULL */
/* LAB_REFUSED whose message must also contain `says`, read before lab_api_untouched's calls replace
 * it: LAB_REFUSED_SAYING(x, CUP_STATUS_INVALID_VALUE, "ld_in", cup_transpose(h, ...)) */
#define LAB_REFUSED_SAYING(x, want, says, call)                                                                   \
    do {                                                                                                          \
        LAB_EXPECT_STATUS((x)->t, (x)->h, (call), (want));                                                        \
        LAB_EXPECT((x)->t, strstr(cup_last_error((x)->h), (says)) != NULL, "the message names '%s': %s", (says), \
                   cup_last_error((x)->h));                                                                       \
        lab_api_untouched((x), #call);                                                                            \
    } while (0)
/* An enum's names both ways (cup_<x>_name, cup_<x>_from_name): every value to `count` named and
 * read back, none past it or below 0, `bad` and NULL refused, *out left alone (seeded with `count`,
 * which no name gives, so a refusal that wrote even the first value shows). */
#define LAB_NAMES_ROUND_TRIP(t, type, count, name_fn, from_fn, bad)                                               \
    do {                                                                                                          \
        for (int e_ = -1; e_ <= (int)(count); e_++) {                                                             \
            const char *n_ = name_fn((type)e_);                                                                   \
            type back_ = (type)-1;                                                                                \
            LAB_EXPECT(t, e_ < 0 || e_ == (int)(count) ? !n_ : n_ && from_fn(n_, &back_) == CUP_STATUS_SUCCESS && \
                       back_ == (type)e_, "%s %d: name %s", #type, e_, n_ ? n_ : "(null)");                       \
        }                                                                                                         \
        type keep_ = (type)(count); /* no name gives it: a refusal that wrote any value shows */                  \
        LAB_EXPECT(t, from_fn(bad, &keep_) == CUP_STATUS_INVALID_VALUE && keep_ == (type)(count), "'%s' refused",  \
                   bad);                                                                                          \
        LAB_EXPECT(t, from_fn(NULL, &keep_) == CUP_STATUS_INVALID_VALUE, "a NULL name refused");                  \
        LAB_EXPECT(t, from_fn(name_fn((type)0), NULL) == CUP_STATUS_INVALID_VALUE, "a NULL out refused");          \
    } while (0)

/* One result on other handles: on a GPU handle, a handle of the CPU backend; on a CPU one, a handle
 * per thread count of `counts` (CUPRIM_CPU_THREADS set for it, restored after). fn runs on each,
 * `label` naming it ("the CPU backend", "the CPU with 7 threads"); a handle that cannot open is a
 * failed expectation. */
void lab_each_cpu_handle(cup_handle_t h, lab_tally *t, const char *const *counts,
                         void (*fn)(cup_handle_t on, const char *label, void *ctx), void *ctx);

/* ---- the stateful demonstrations' one contract (stateful.c) ---- */

/* A demonstration whose variants work on a prepared state through one entry point of ops, in
 * the order PREPARE (*state made), [RESET], RUN (the timed one), VERIFY, RELEASE (*state = NULL),
 * each out of order refused (the core's cup_state_op_enter). What lab_stateful_contract needs: */
typedef struct lab_stateful {
    int prepare, reset, run, verify, release; /* the op codes; reset -1 where there is none */
    /* One op of `variant` on *state: `bytes` read by PREPARE, `config` by RESET, RUN and VERIFY
     * (and by PREPARE as a seed for its data); VERIFY fills *checked (things checked) and *wrong
     * (of them wrong) and must refuse NULL ones. */
    cup_status (*op)(cup_handle_t h, int variant, int op, size_t bytes, int config, void **state, uint64_t *checked,
                     uint64_t *wrong);
    size_t max_bytes;                                           /* the most PREPARE takes */
    size_t (*good_bytes)(const cup_variant_info *v);           /* a size PREPARE takes */
    size_t (*bad_bytes)(const cup_variant_info *v, size_t bad); /* bad, or for v its nearest refused size */
    int (*configs_of)(const cup_variant_info *v);               /* NULL: one, `config` unread */
    /* Optional: what else a good VERIFY must show (into why, from ", "), 1 when it does. */
    int (*verified)(const cup_variant_info *v, int config, char *why, size_t len);
} lab_stateful;
/* Every refusal of the ops (another family's variant, another backend's, bad sizes, a NULL state,
 * an unknown op, out of order, another variant's state) with nothing written, then per variant
 * one round of every configuration that must arrive whole: a family's api_test. */
void lab_stateful_contract(cup_handle_t h, lab_tally *t, lab_rng *rng, const lab_family *fam, const lab_stateful *d);

/* ---- the host-array calls' rows ---- */

/* --host pinned|pageable of `cuprim bench reduce|stencil`: 1 pinned, 0 pageable, -1 not given
 * (lab_usage on another value); --chunk BYTES with it sets the pipeline chunk of b's handle (and
 * b->host_chunk), from LAB_CHUNK_MIN to LAB_CHUNK_MAX (args.c). */
#define LAB_CHUNK_MIN ((size_t)64 << 10)
#define LAB_CHUNK_MAX ((size_t)4 << 30)
int lab_host_input(const lab_args *a, lab_bench *b);
/* What the host-array calls hold beside the caller's arrays (windows, rings, pinned staging), added
 * to a table's host and device bytes for lab_need_memory (bench.c). */
void lab_pipeline_bytes(const lab_bench *b, int pinned, double *host, double *device);
/* A row of a host-array call: its variant column ("host-pinned", "host-pageable") and its JSON
 * "input" member (bench.c). */
void lab_host_row(lab_row *r, int pinned);

/* The default suite: each family's part, in the order of the one list, or only the families named
 * in `only` (names separated by commas or spaces; NULL or empty: all), which lab_suite_only
 * checks first: it exits 2 naming a family that is unknown or has no part in the suite. The
 * environment variable CUPRIM_SUITE carries `only` (scripts/gpu-check.sh splits a long suite
 * over calls with it). Same return as a table. */
void lab_suite_only(const char *only);
int lab_bench_default(lab_bench *b, const char *only);
/* Is `name` one of the names in `only`? (NULL or empty: every name is) */
int lab_suite_listed(const char *only, const char *name);
/* `cuprim bench` without --full (headline.c): every family's lab_family.headline requests with
 * best and the vendor's rows, then one table of them all. Same return as a table. */
int lab_bench_headline(lab_bench *b);


/* ---- sweeps: random requests over a family's whole input space (sweep.c) ---- */

/* A family's space is data: dimensions, each named and drawn one way, and a hook that turns a
 * drawn case into the arguments of its own `cuprim bench` (docs/sweep.md). */
enum {
    LAB_SWEEP_PICK = 0, /* one of `values`, each equally likely (a value given twice is twice as likely) */
    LAB_SWEEP_DTYPE,    /* a dtype best takes on the backend (`values`, when given: one of those it takes) */
    LAB_SWEEP_SIZE,     /* an integer log-uniform in [lo, hi], hi lowered to the sweep's --max-n */
    LAB_SWEEP_LOG,      /* an integer log-uniform in [lo, hi] */
    LAB_SWEEP_REAL,     /* a real uniform in [lo, hi) */
};
enum { LAB_SWEEP_MAX_DIMS = 16 };

typedef struct lab_sweep_dim {
    const char *name;          /* the bench option it sets (hook-less spaces), or the name the hook reads */
    int kind;                  /* LAB_SWEEP_* */
    const char *const *values; /* PICK, DTYPE: NULL-terminated */
    double lo, hi;             /* SIZE, LOG, REAL */
} lab_sweep_dim;

/* A space's dimensions, written as: LAB_DIM_DTYPE("dtype"), LAB_DIM_PICK("op", ops), LAB_DIM_SIZE("n",
 * 1, 2^29), ..., LAB_DIM_END */
#define LAB_DIM_PICK(name_, values_) {.name = (name_), .kind = LAB_SWEEP_PICK, .values = (values_)}
#define LAB_DIM_DTYPE(name_) {.name = (name_), .kind = LAB_SWEEP_DTYPE}
#define LAB_DIM_SIZE(name_, lo_, hi_) {.name = (name_), .kind = LAB_SWEEP_SIZE, .lo = (lo_), .hi = (hi_)}
#define LAB_DIM_LOG(name_, lo_, hi_) {.name = (name_), .kind = LAB_SWEEP_LOG, .lo = (lo_), .hi = (hi_)}
#define LAB_DIM_REAL(name_, lo_, hi_) {.name = (name_), .kind = LAB_SWEEP_REAL, .lo = (lo_), .hi = (hi_)}
#define LAB_DIM_END {.name = NULL}

typedef struct lab_sweep_space lab_sweep_space;

/* One drawn case, as the family's hook sees it. */
typedef struct lab_sweep_case {
    const lab_sweep_space *space;
    const char *pick[LAB_SWEEP_MAX_DIMS]; /* PICK and DTYPE dimensions: the value drawn */
    double num[LAB_SWEEP_MAX_DIMS];       /* SIZE, LOG (whole numbers) and REAL */
    char args[400];                       /* the request so far: bench options, space-separated */
    int own_rows;                         /* set by the hook: the request picks its own rows (host arrays): no --variant */
} lab_sweep_case;

struct lab_sweep_space {
    const lab_sweep_dim *dims; /* ending with {NULL} */
    const char *vendor;        /* the vendor row timed beside best (where the backend has it); NULL: none */
    /* The drawn case as bench options (lab_sweep_arg); 0, or 1 to draw again (a combination the
     * family's bench refuses). NULL: every dimension as --name value. */
    int (*request)(lab_sweep_case *c);
};
/* A drawn value by dimension name (the name must be one of the space's: else abort, a bug). */
const char *lab_sweep_pick(const lab_sweep_case *c, const char *name);
size_t lab_sweep_size(const lab_sweep_case *c, const char *name);
double lab_sweep_real(const lab_sweep_case *c, const char *name);
/* Appends "--name value" (value printf-style; "" for a flag) to c->args. */
void lab_sweep_arg(lab_sweep_case *c, const char *name, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

typedef struct lab_sweep_opts {
    int cases;
    uint64_t seed;
    double budget_s; /* 0: no limit */
    size_t max_n;    /* 0: the backend's default (CPU: 2^22 elements; GPU: each space's own) */
} lab_sweep_opts;
enum { LAB_SWEEP_MAX_CASES = 100000 };
/* `cases` requests drawn from family->sweep, each run as `cuprim bench` runs it (planned, checked
 * against the family's reference, timed: best and the vendor row), its rows kept in b; then the
 * ratios' distribution and the worst cases, each with the command line that reruns it, on b->out.
 * Returns the failed cases (a wrong row, or a table that could not run), or -1 when nothing could
 * run. Nothing in the planning pass. */
int lab_sweep(lab_bench *b, const lab_family *family, const lab_sweep_opts *o);
/* lab_sweep of every family with a space, in the list's order, or of those named in `only` (as
 * lab_bench_default reads it): the failed cases, or -1. */
int lab_sweep_families(lab_bench *b, const lab_sweep_opts *o, const char *only);
/* What `cuprim bench` without a family runs: lab_bench_default, then on a GPU a sweep of each of
 * its families that has a space (300 cases, 90 s each at most), seeded by the date. */
int lab_bench_suite(lab_bench *b, const char *only);
/* The seed of the suite's sweeps: today's date (UTC) as YYYYMMDD, so every record samples anew. */
uint64_t lab_sweep_date_seed(void);

#endif
