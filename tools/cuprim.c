/* cuprim: the command-line lab. info, list, check, bench, compare, report. Exit codes: 0 success, 1 a check
 * or benchmark row failed (or the backend is unavailable), 2 bad arguments. Everything a family
 * adds (its options, tables, checks and help) comes from its lab_family; this file only knows
 * the commands. */
#define _POSIX_C_SOURCE 200809L /* fileno, isatty, clock_gettime */
#include "lab/lab.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#ifndef CUPRIM_GIT_COMMIT
#define CUPRIM_GIT_COMMIT "unknown"
#endif
#ifndef CUPRIM_SOURCE_DIR
#define CUPRIM_SOURCE_DIR "."
#endif
#ifndef CUPRIM_BINARY_DIR
#define CUPRIM_BINARY_DIR "."
#endif

/* The CLI's fuzz target (tests/fuzz/cli.c) builds this file with CUPRIM_CLI_DRY: main is then
 * cuprim_cli_main, and each command returns where its work would start, after every check of
 * its arguments (bad ones end in lab_exit, which the target catches); bench's after its planning
 * pass, which reads the families' own options and sizes and measures nothing. */
#ifdef CUPRIM_CLI_DRY
#define WORK_STARTS(h)                                                                             \
    do {                                                                                           \
        cup_destroy(h);                                                                            \
        return 0;                                                                                  \
    } while (0)
#define main cuprim_cli_main
int cuprim_cli_main(int argc, char **argv);
#else
#define WORK_STARTS(h) ((void)0)
#endif

static const char *const help_main =
    "usage: cuprim <command> [options]\n"
    "\n"
    "commands:\n"
    "  info     the device (or CPU) and its measured bandwidth\n"
    "  list     every registered variant: family, backend, name, description, technique\n"
    "  check    correctness sweep of the variants at adversarial sizes (exit 1 on any failure)\n"
    "  bench    timings as GB/s and % of the measured ceiling; no family: the headline (--full: all)\n"
    "  sweep    random requests over a family's whole input space: checked, timed, the worst cases\n"
    "  compare  two bench records row by row: what got slower or faster beyond the noise\n"
    "  report   bench records to an HTML page of charts (Python 3 with matplotlib)\n"
    "\n"
    "every command takes --backend auto|cpu|cuda (default auto: the GPU when one is usable)\n"
    "and --help. Sizes accept 16777216, 2^24 and 1e6 forms.\n";

static const char *const help_info = "usage: cuprim info [--backend B]\n"
                                     "Device properties, theoretical bandwidth and the measured copy and\n"
                                     "streaming-read ceilings and empty-kernel launch time.\n";

static const char *const help_list =
    "usage: cuprim list [FAMILY] [--backend B] [--families] [--check-runs] [--gpu-check]\n"
    "One line per registered variant (with --backend, only that backend's) and the block sizes each\n"
    "family's variants take. --families: the family names, one per line. --check-runs: the\n"
    "'check' argument sets that together cover each family quickly (what gpu-check runs under\n"
    "compute-sanitizer), one family per line. --gpu-check: gpu-check's other runs of each family,\n"
    "one per line: the family, the stage (host, host-huge, ncu, summary) and the bench arguments.\n";

/* The families with a sharded call (bench --gpus), in the list's order: "a, b or c". */
static void sharded_names(char *buf, size_t len)
{
    const lab_family *sharded[64];
    int count = 0;
    for (int f = 0; f < lab_family_count && count < 64; f++)
        if (lab_families[f]->group) sharded[count++] = lab_families[f];
    size_t w = 0;
    buf[0] = '\0';
    for (int k = 0; k < count && w < len; k++)
        w += (size_t)snprintf(buf + w, len - w, "%s%s", k == 0 ? "" : k + 1 == count ? " or " : ", ", sharded[k]->name);
}

/* The family a command line names, for its help: the first argument that is a family's name. */
static const lab_family *family_named(int argc, char **argv)
{
    for (int i = 2; i < argc; i++)
        if (argv[i][0] != '-' && lab_family_find(argv[i])) return lab_family_find(argv[i]);
    return NULL;
}

/* "usage" line and common text (bench's names the sharded families where it says %s), then the
 * part of `only` (`cuprim bench reduce --help`) or of every family; made once per process */
static char *family_help(const char *head, int bench, const lab_family *only)
{
    static char *made[2][65];
    int slot = 0;
    for (int f = 0; only && f < lab_family_count && f < 64; f++)
        if (lab_families[f] == only) slot = f + 1;
    if (made[bench][slot]) return made[bench][slot];
    char sharded[256];
    sharded_names(sharded, sizeof sharded);
    size_t len = strlen(head) + strlen(sharded) + 1;
    for (int f = 0; f < lab_family_count; f++) {
        const char *part = bench ? lab_families[f]->bench_help : lab_families[f]->check_help;
        len += part ? strlen(part) + 1 : 0;
    }
    char *s = malloc(len);
    if (!s) return (char *)head;
    if (bench) snprintf(s, len, head, sharded);
    else strcpy(s, head);
    for (int f = 0; f < lab_family_count; f++) {
        const char *part = bench ? lab_families[f]->bench_help : lab_families[f]->check_help;
        if (part && (!slot || f + 1 == slot)) strcat(bench ? strcat(s, "\n") : s, part);
    }
    if (s[strlen(s) - 1] != '\n') strcat(s, "\n"); /* one family's part alone ends unfinished */
    return made[bench][slot] = s;
}

static const char *const check_head =
    "usage: cuprim check [FAMILY] [--variant V] [--dtype T] [--max-n N] [--default-block]\n"
    "                    [--huge] [--seed S] [--verbose] [--backend B]\n"
    "Runs every selected variant against an independent reference on fresh random data at\n"
    "adversarial sizes, at every accepted block size (at small sizes; --default-block: the default\n"
    "only), with poisoned outputs; checks the input is left unchanged. --max-n caps n (transpose:\n"
    "rows x cols), e.g. under compute-sanitizer. --seed replays a failure's data. Exit 1 on failure.\n"
    "Per family:\n";

static const char *const bench_head =
    "usage: cuprim bench [FAMILY [options] | --full] [--json FILE [--force]] [--format table|csv|md]\n"
    "                    [--seed S] [--backend B]\n"
    "Times variants with CUDA events (CPU: a monotonic clock), warm-up, median of repeats, the\n"
    "cache evicted between runs when the data is smaller than 4x the cache. Prints variant, block,\n"
    "median time, GB/s, %% of the ceiling measured in the same run, speedup over the first row and\n"
    "the check of the row's output. 'cuprim bench FAMILY --help': that family's options alone.\n"
    "Without a family: the headline (what 'make bench' runs): each production primitive's best\n"
    "beside the vendor's row at one large and one small request, then one table of them all.\n"
    "--full: the whole default suite instead (the environment variable CUPRIM_SUITE=FAMILY,...\n"
    "runs only those families' part of it, --full or not; on a GPU the full suite ends with\n"
    "`cuprim sweep` of each of its families, 300 cases or 90 s, seeded by the date).\n"
    "--variant V (repeatable, or V1,V2; 'all': every one) selects rows. --format csv prints one CSV\n"
    "table for the whole run (the table's title a column); md prints markdown tables to paste. On a\n"
    "terminal, a progress line on stderr shows the table and row being measured.\n"
    "--gpus N|all (%s): the sharded call over a group of N GPUs\n"
    "(the CPU backend: N thread-ranks), --n elements per rank, beside the single-device call on one\n"
    "rank's shard in the same run; rows and JSON gain \"gpus\" (docs/multi-gpu.md).\n"
    "--json FILE: the record (a symbolic link stays one; the file keeps its mode). A run that stops\n"
    "with an error is marked \"partial\"; it, or a run with failed rows, never replaces a complete\n"
    "record: it goes to FILE.partial.json instead, unless --force.\n";

static cup_handle_t open_handle(cup_backend backend)
{
    (void)lab_host_memory(); /* a bad CUPRIM_TEST_HOST_MEMORY ends here, before anything is held */
    cup_handle_t h;
    cup_status s = cup_create(&h, backend);
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: %s backend unavailable: %s\n", cup_backend_name(backend), cup_last_error(NULL));
        lab_exit(1);
    }
    return h;
}

/* bench's handle, and in `why` why it runs on that backend: asked for, or what auto found. */
static cup_handle_t open_bench_handle(const lab_args *o, char *why, size_t len)
{
    (void)lab_host_memory(); /* as open_handle */
    if (o->backend != CUP_BACKEND_AUTO) {
        snprintf(why, len, "--backend %s", cup_backend_name(o->backend));
        return open_handle(o->backend);
    }
    cup_handle_t h;
    if (cup_create(&h, CUP_BACKEND_CUDA) == CUP_STATUS_SUCCESS) {
        snprintf(why, len, "auto: a CUDA device answered");
        return h;
    }
    const char *reason = cup_last_error(NULL);
    if (strncmp(reason, "cup_create: ", 12) == 0) reason += 12;
    snprintf(why, len, "auto: no CUDA device: %s", reason);
    return open_handle(CUP_BACKEND_AUTO); /* as auto decides: the CPU, or the CUDA failure said */
}

/* Where bench's own lines go: beside the tables, or on stderr where stdout is CSV or markdown. */
static FILE *bench_said(const lab_args *o) { return o->format == LAB_FORMAT_TABLE ? stdout : stderr; }

/* bench's first line: the backend and why, and the families of the run that it leaves out. */
static void bench_first_line(cup_handle_t h, const lab_args *o, const char *why, const char *only)
{
    FILE *f = bench_said(o);
    fprintf(f, "backend: %s (%s)", cup_backend_name(cup_get_backend(h)), why);
    if (!o->family && !o->gpus && !o->full) {
        fputs("; the headline: each primitive's best beside the vendor's (--full: the whole suite)", f);
    } else if (!o->family && !o->gpus) {
        char out[512] = "";
        size_t w = 0;
        int asked_out = 0;
        for (int i = 0; i < lab_family_count; i++) {
            const lab_family *fam = lab_families[i];
            if (!fam->suite) continue;
            if (!lab_suite_listed(only, fam->name)) asked_out++;
            else if (lab_next_variant(h, fam, -1) < 0 && w < sizeof out)
                w += (size_t)snprintf(out + w, sizeof out - w, "%s%s", w ? ", " : "", fam->name);
        }
        if (w) fprintf(f, "; leaves out %s (no variants on %s)", out, cup_backend_name(cup_get_backend(h)));
        if (asked_out) fprintf(f, "; CUPRIM_SUITE leaves out %d famil%s", asked_out, asked_out == 1 ? "y" : "ies");
    }
    fputc('\n', f);
    fflush(f);
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Does `family` have a variant on the handle's backend? (The memory-lab demonstrations are GPU
 * only: on the CPU they have none.) */
static void need_family_here(cup_handle_t h, const lab_family *family)
{
    if (!family || lab_next_variant(h, family, -1) >= 0) return;
    const char *backend = cup_backend_name(cup_get_backend(h));
    cup_destroy(h);
    lab_usage("%s has no variants on the %s backend (it needs a GPU; see cuprim list)", family->name, backend);
}

/* A bad variant name is a bad argument: refused before any work. */
static void need_variants_known(cup_handle_t h, const lab_args *a)
{
    for (int i = 0; a->family && i < a->nvariants; i++)
        if (strcmp(a->variants[i], "all") != 0 && lab_find(h, a->family, a->variants[i]) < 0) {
            const char *backend = cup_backend_name(cup_get_backend(h));
            cup_destroy(h);
            lab_usage("no %s variant '%s' on the %s backend (cuprim list)", a->family->name, a->variants[i], backend);
        }
}

/* --block where none of the family's variants on this backend takes one would be ignored: refused. */
static void need_block_here(cup_handle_t h, const lab_args *a)
{
    if (!a->family || !a->block) return;
    for (int i = -1; (i = lab_next_variant(h, a->family, i)) >= 0;)
        if (cup_variant_get(i)->block_max || cup_variant_get(i)->shapes) return;
    const char *backend = cup_backend_name(cup_get_backend(h));
    cup_destroy(h);
    lab_usage("--block: %s variants on the %s backend pick their own (cuprim list)", a->family->name, backend);
}

static int cmd_info(int argc, char **argv)
{
    lab_args o;
    lab_parse(argc, argv, 2, LAB_TAKES_BACKEND, help_info, &o);
    cup_handle_t h = open_handle(o.backend);
    WORK_STARTS(h);
    cup_device_info d;
    double copy = 0, read = 0;
    cup_status s = cup_device_info_get(h, &d);
    double launch = 0;
    if (s == CUP_STATUS_SUCCESS) s = cup_measure_ceilings(h, &copy, &read);
    if (s == CUP_STATUS_SUCCESS) s = cup_measure_launch(h, &launch);
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: info: %s\n", cup_last_error(h));
        cup_destroy(h);
        return 1;
    }
    printf("cuprim %s, backend %s\n", CUPRIM_VERSION_STRING, cup_backend_name(d.backend));
    printf("%-34s %s\n", "name", d.name);
    if (d.backend == CUP_BACKEND_CUDA) {
        printf("%-34s %d.%d\n", "compute capability", d.cc_major, d.cc_minor);
        printf("%-34s %d\n", "multiprocessors", d.sm_count);
        printf("%-34s %.0f MHz\n", "SM clock (peak)", d.clock_khz / 1e3);
        printf("%-34s %.0f MHz, %d-bit bus\n", "memory clock (peak)", d.mem_clock_khz / 1e3, d.mem_bus_bits);
        printf("%-34s %.2f GiB\n", "global memory", d.global_mem_bytes / 1073741824.0);
        printf("%-34s %.1f MiB (persisting max %.1f MiB)\n", "L2 cache", d.l2_bytes / 1048576.0,
               d.persisting_l2_max_bytes / 1048576.0);
        printf("%-34s %zu KiB\n", "constant memory", d.const_mem_bytes / 1024);
        printf("%-34s %zu KiB (opt-in %zu KiB)\n", "shared memory per block", d.smem_per_block / 1024,
               d.smem_per_block_optin / 1024);
        printf("%-34s %zu KiB\n", "shared memory per SM", d.smem_per_sm / 1024);
        printf("%-34s %d per block, %d per SM\n", "32-bit registers", d.regs_per_block, d.regs_per_sm);
        printf("%-34s %d\n", "warp size", d.warp_size);
        printf("%-34s %d per block, %d per SM, %d blocks per SM\n", "threads", d.max_threads_per_block,
               d.max_threads_per_sm, d.max_blocks_per_sm);
        printf("%-34s %d x %d x %d\n", "max block dimensions", d.max_block_dim[0], d.max_block_dim[1], d.max_block_dim[2]);
        printf("%-34s %d x %d x %d\n", "max grid dimensions", d.max_grid_dim[0], d.max_grid_dim[1], d.max_grid_dim[2]);
        printf("%-34s ecc %s, concurrent kernels %s, copy engines %d\n", "features", d.ecc_enabled ? "on" : "off",
               d.concurrent_kernels ? "yes" : "no", d.async_engines);
        printf("%-34s unified addressing %s, managed memory %s, map host memory %s\n", "",
               d.unified_addressing ? "yes" : "no", d.managed_memory ? "yes" : "no",
               d.can_map_host_memory ? "yes" : "no");
        printf("%-34s cooperative launch %s, clusters %s, stream priorities %s\n", "",
               d.cooperative_launch ? "yes" : "no", d.cluster_launch ? "yes" : "no",
               d.stream_priorities ? "yes" : "no");
        printf("%-34s %.1f GB/s (2 x memory clock x bus width)\n", "theoretical bandwidth", d.theoretical_gbps);
    } else {
        printf("%-34s %d\n", "worker threads", d.cpu_threads);
        printf("%-34s %.1f MiB\n", "last-level cache", d.cache_bytes / 1048576.0);
        printf("%-34s %.2f GiB\n", "memory", d.global_mem_bytes / 1073741824.0);
    }
    printf("%-34s %.1f GB/s (bytes read + written)\n", "measured device-to-device copy", copy);
    printf("%-34s %.1f GB/s\n", "measured streaming read", read);
    printf("%-34s %.2f us (after a cache flush, as bench times small inputs)\n", "measured empty launch", launch);
    cup_destroy(h);
    return 0;
}

/* The block sizes a family's variants take, from the registry. */
static void print_blocks(const lab_family *family)
{
    int lo = 0, hi = 0, def = 0, own = 0, any = 0;
    const int(*shapes)[2] = NULL;
    for (int i = 0, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (!lab_is_of(v, family)) continue;
        any = 1;
        if (v->shapes && !shapes) shapes = v->shapes;
        else if (v->block_max) lo = v->block_min, hi = v->block_max, def = v->block_default;
        else if (!v->shapes) own = 1;
    }
    if (!any) return;
    printf("  %-11s", family->name);
    if (shapes) {
        printf(" shapes");
        for (const int(*s)[2] = shapes; (*s)[0]; s++) printf(" %dx%d%s", (*s)[0], (*s)[1], s == shapes ? " (default)" : "");
    } else if (hi) {
        printf(" a power of two from %d to %d (default %d)", lo, hi, def);
    }
    printf("%s\n", own && (shapes || hi) ? "; the others pick their own" : !shapes && !hi ? " fixed by each variant" : "");
}

enum { LIST_COLUMNS = 120 };

/* `text` after `prefix` in the columns from `indent` to LIST_COLUMNS, cut at spaces; the first
 * line starts where the cursor is unless `new_line` (then at `indent`). */
static void print_wrapped(const char *text, const char *prefix, int indent, int new_line)
{
    if (!text || !*text) {
        if (!new_line) putchar('\n');
        return;
    }
    const int width = LIST_COLUMNS - indent > 20 ? LIST_COLUMNS - indent : 20;
    int col = (int)strlen(prefix), space = 0;
    if (new_line) printf("%*s", indent, "");
    fputs(prefix, stdout);
    for (const char *p = text + strspn(text, " "); *p; p += strspn(p, " ")) {
        const int word = (int)strcspn(p, " ");
        if (space && col + 1 + word > width) printf("\n%*s", indent, ""), col = 0, space = 0;
        if (space) putchar(' '), col++;
        printf("%.*s", word, p);
        col += word, p += word, space = 1;
    }
    putchar('\n');
}

/* Is variant v one `cuprim list` shows with these options? (--backend auto: every backend) */
static int listed_here(const cup_variant_info *v, const lab_args *o)
{
    if (o->backend_set && o->backend != CUP_BACKEND_AUTO && v->backend != o->backend) return 0;
    return !o->family || lab_is_of(v, o->family);
}

static int cmd_list(int argc, char **argv)
{
    lab_args o;
    lab_parse(argc, argv, 2, LAB_TAKES_BACKEND | LAB_TAKES_FAMILY | LAB_TAKES_LIST, help_list, &o);
    const int filter = o.backend_set;
    if (o.families || o.check_runs || o.gpu_check) {
        for (int f = 0; f < lab_family_count; f++) {
            const lab_family *fam = lab_families[f];
            if (o.family && o.family != fam) continue;
            int here = !filter || o.backend == CUP_BACKEND_AUTO;
            for (int i = 0, n = cup_variant_count(); i < n && !here; i++)
                here = cup_variant_get(i)->backend == o.backend && lab_is_of(cup_variant_get(i), fam);
            if (!here) continue;
            if (o.gpu_check)
                for (const char *const *s = fam->gpu_check; s && *s; s++) printf("%s %s\n", fam->name, *s);
            else if (o.families || !fam->sanitize) printf("%s\n", fam->name);
            else
                for (const char *const *s = fam->sanitize; *s; s++) printf("%s %s\n", fam->name, *s);
        }
        return 0;
    }
    /* the columns as wide as the names shown; description and technique wrapped beside them */
    int wf = (int)strlen("family"), wv = (int)strlen("variant");
    for (int i = 0, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (!listed_here(v, &o)) continue;
        wf = (int)strlen(v->family) > wf ? (int)strlen(v->family) : wf;
        wv = (int)strlen(v->name) > wv ? (int)strlen(v->name) : wv;
    }
    const int indent = wf + 1 + 7 + 1 + wv + 1;
    printf("%-*s %-7s %-*s %s\n", wf, "family", "backend", wv, "variant", "description / technique");
    for (int i = 0, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (!listed_here(v, &o)) continue;
        printf("%-*s %-7s %-*s ", wf, v->family, cup_backend_name(v->backend), wv, v->name);
        print_wrapped(v->description, "", indent, 0);
        print_wrapped(v->technique, "technique: ", indent, 1);
    }
    printf("\nblocks (--block):\n");
    for (int f = 0; f < lab_family_count; f++)
        if (!o.family || o.family == lab_families[f]) print_blocks(lab_families[f]);
    return 0;
}

static const char *const help_compare =
    "usage: cuprim compare OLD.json NEW.json [--threshold PCT]\n"
    "Pairs the rows of two bench records that agree in every parameter (each member of a row that is\n"
    "not a measurement: variant, dtype, n or shape, block, misalign, ld_in, gpus, input, ...) and\n"
    "prints each pair's GB/s, their ratio and the ratio of their shares of each run's own ceiling.\n"
    "A row REGRESSED (or improved) when it moved by more than PCT percent (default 5) and its timed\n"
    "runs do not overlap the old ones (the fastest and slowest run of each row); where the two runs'\n"
    "ceilings differ by more than 10% (warned) the shares are judged. Rows without a spread, in one\n"
    "file only or untimed are listed and counted apart. Exit 1 when a row regressed, 2 when a file\n"
    "is not a record.\n";

static int cmd_compare(int argc, char **argv)
{
    lab_args o;
    lab_parse(argc, argv, 2, LAB_TAKES_FILES | LAB_TAKES_THRESHOLD, help_compare, &o);
    if (o.nfiles != 2) lab_usage("compare takes two records: OLD.json NEW.json");
    WORK_STARTS(NULL);
    return lab_compare(o.files[0], o.files[1], o.threshold, stdout);
}

static const char *const help_report =
    "usage: cuprim report RECORD.json... [-o DIR]\n"
    "Draws bench and sweep records as an HTML page, DIR/index.html (default DIR: report): a chart\n"
    "for every table (GB/s bars or lines across the parameter it steps, the measured ceiling as a\n"
    "line), one per family's sweep, and best against the vendor across sizes. Several records: the\n"
    "tables they share are drawn once, each record's series labelled by its commit and device.\n"
    "Runs scripts/report.py with $CUPRIM_PYTHON, else the build's report-venv (made by `make\n"
    "report`), else python3; it needs matplotlib. Exit 2 when a file is not a record, 1 when\n"
    "drawing failed.\n";

/* The first of `n` candidate paths that exists, or NULL. */
static const char *first_existing(const char *const *paths, int n)
{
    for (int i = 0; i < n; i++)
        if (paths[i] && access(paths[i], R_OK) == 0) return paths[i];
    return NULL;
}

static int cmd_report(int argc, char **argv)
{
    lab_args o;
    lab_parse(argc, argv, 2, LAB_TAKES_FILES | LAB_TAKES_OUT, help_report, &o);
    if (o.nfiles < 1) lab_usage("report takes one or more records: RECORD.json...");
    WORK_STARTS(NULL);
    for (int i = 0; i < o.nfiles; i++)
        if (lab_record_check(o.files[i])) return 2;
    /* where `cmake --install` put it relative to the installed binary, else (a binary of the
     * build tree) the script beside the sources it was built from */
    char installed[4200] = "";
    char exe[4096];
    const ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0) {
        exe[len] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) *slash = '\0';
        snprintf(installed, sizeof installed, "%s/../share/cuprim/report.py", exe);
    }
    const char *const scripts[] = {installed, CUPRIM_SOURCE_DIR "/scripts/report.py"};
    const char *script = first_existing(scripts, 2);
    if (!script) {
        fprintf(stderr, "cuprim: report: report.py not found (looked in %s and %s/scripts)\n", installed,
                CUPRIM_SOURCE_DIR);
        return 1;
    }
    /* a $CUPRIM_PYTHON that is not there is a mistake to report, not a reason to run another */
    const char *asked = getenv("CUPRIM_PYTHON");
    if (asked && *asked && access(asked, X_OK) != 0) {
        fprintf(stderr, "cuprim: report: CUPRIM_PYTHON=%s is not an executable\n", asked);
        return 1;
    }
    const char *const pythons[] = {asked && *asked ? asked : NULL, CUPRIM_BINARY_DIR "/report-venv/bin/python"};
    const char *python = first_existing(pythons, 2);
    if (!python) python = "python3";
    const char *args[LAB_MAX_FILES + 6];
    int k = 0;
    args[k++] = python, args[k++] = script;
    for (int i = 0; i < o.nfiles; i++) args[k++] = o.files[i];
    args[k++] = "-o", args[k++] = o.out_dir ? o.out_dir : "report", args[k] = NULL;
    fflush(stdout);
    execvp(python, (char *const *)args);
    fprintf(stderr, "cuprim: report: cannot run %s: %s\n", python, strerror(errno));
    return 1;
}

static int cmd_check(int argc, char **argv)
{
    lab_args o;
    lab_parse(argc, argv, 2,
              LAB_TAKES_BACKEND | LAB_TAKES_FAMILY | LAB_TAKES_VARIANT | LAB_TAKES_DTYPE | LAB_TAKES_CHECK | LAB_TAKES_SEED,
              family_help(check_head, 0, family_named(argc, argv)), &o);
    if (o.nvariants > 1) lab_usage("check takes one --variant");
    cup_handle_t h = open_handle(o.backend);
    if (o.huge && cup_get_backend(h) != CUP_BACKEND_CUDA) {
        /* on the CPU its three buffers of ~8.6 GB would meet the OOM killer, not a refusal */
        cup_destroy(h);
        lab_usage("--huge needs the CUDA backend (~20 GB of device memory)");
    }
    need_family_here(h, o.family);
    need_variants_known(h, &o);
    lab_check_opts c = {o.family, o.nvariants ? o.variants[0] : NULL, o.dtype, !o.default_block, o.max_n,
                        o.huge, o.seed, o.verbose};
    /* every step of every selected family's check says what it will hold (--huge's 2^31 and 2^32
     * elements included), so a check that cannot fit is refused now, before any work */
    char why[400];
    double counted = 0;
    if (lab_check_plan(h, &c, why, sizeof why, &counted) == 1) {
        cup_destroy(h);
        lab_usage("check: %s; --max-n lowers the sizes", why);
    }
    struct rusage before;
    getrusage(RUSAGE_SELF, &before);
    WORK_STARTS(h);
    printf("check on %s, seed %llu\n", cup_backend_name(cup_get_backend(h)), (unsigned long long)o.seed);
    fflush(stdout);
    lab_check_totals t;
    const int rc = lab_check(h, &c, stdout, &t);
    cup_destroy(h);
    if (getenv("CUPRIM_TEST_MEMORY")) { /* the memory test: what the plan counted against what the check held */
        struct rusage u;
        getrusage(RUSAGE_SELF, &u);
        fprintf(stderr, "memory: counted %.0f MiB, peak resident %.0f MiB, %.0f MiB before the check\n",
                counted / 1048576.0, (double)u.ru_maxrss / 1024.0, (double)before.ru_maxrss / 1024.0);
    }
    if (rc == 2) {
        fprintf(stderr, "cuprim: no variant matches (see 'cuprim list --backend %s')\n", cup_backend_name(o.backend));
        return 2;
    }
    printf("%s: %ld runs, %ld failures (seed %llu)\n", rc ? "FAILED" : "passed", t.runs, t.failures,
           (unsigned long long)o.seed);
    return rc;
}

/* bench's and sweep's --json: 0, or 1 when the record could not be written (`stopped`: the run
 * stopped before its end) */
static int write_record(const lab_bench *b, const lab_args *o, int stopped)
{
    const char *commit = getenv("CUPRIM_COMMIT");
    int failed = 0;
    for (int i = 0; i < b->count; i++) failed += !b->rows[i].ok;
    /* a run that stopped, or whose rows failed, never replaces a complete record unasked:
     * its record goes beside it, FILE.partial.json */
    const char *path = o->json;
    char aside[4200];
    if ((stopped || failed) && !o->force && lab_record_complete(o->json)) {
        const size_t len = strlen(o->json);
        const int ext = len > 5 && strcmp(o->json + len - 5, ".json") == 0;
        snprintf(aside, sizeof aside, "%.*s.partial.json", (int)(ext ? len - 5 : len), o->json);
        fprintf(stderr, "cuprim: %s holds a complete record and this run %s: its record goes to %s instead "
                        "(--force replaces it)\n", o->json, stopped ? "stopped" : "has failed rows", aside);
        path = aside;
    }
    if (lab_bench_write_json(b, path, commit && *commit ? commit : CUPRIM_GIT_COMMIT, stopped)) {
        fprintf(stderr, "cuprim: cannot write %s: %s\n", path, strerror(errno));
        return 1;
    }
    fprintf(bench_said(o), "wrote %s (%d rows%s)\n", path, b->count, stopped ? ", partial: the run stopped" : "");
    return 0;
}

/* What bench runs: a group's call, a family's tables, the whole suite (--full) or the headline. */
static int run_bench(lab_bench *b, const lab_args *o, const char *only)
{
    return o->gpus     ? lab_group_bench(b, o)
           : o->family ? o->family->bench(b, o)
           : o->full   ? lab_bench_suite(b, only)
                       : lab_bench_headline(b);
}

static int cmd_bench(int argc, char **argv)
{
    lab_args o;
    lab_parse(argc, argv, 2,
              LAB_TAKES_BACKEND | LAB_TAKES_FAMILY | LAB_TAKES_VARIANT | LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK |
                  LAB_TAKES_JSON | LAB_TAKES_SEED | LAB_TAKES_FORMAT | LAB_TAKES_GPUS | LAB_TAKES_FULL,
              family_help(bench_head, 1, family_named(argc, argv)), &o);
    const lab_family *fam = o.family;
    if (o.full && o.gpus) lab_usage("--full is the whole suite; --gpus takes one sharded family");
    if (o.gpus && !(fam && fam->group)) {
        char sharded[256];
        sharded_names(sharded, sizeof sharded);
        lab_usage("--gpus takes a sharded family: %s", sharded);
    }
    if (o.gpus && o.nvariants) lab_usage("--gpus times the group call and the single-device call: no --variant");
    if (fam && !fam->bench) lab_usage("%s", fam->no_bench ? fam->no_bench : "this family has nothing to time");
    char why[400];
    cup_handle_t h = open_bench_handle(&o, why, sizeof why);
    need_family_here(h, o.family);
    need_variants_known(h, &o);
    need_block_here(h, &o);
    const char *only = fam ? NULL : getenv("CUPRIM_SUITE");
    lab_suite_only(only);
    o.full |= !fam && only && *only; /* CUPRIM_SUITE picks families of the whole suite */
    lab_bench b;
    if (lab_bench_init(&b, h, o.seed, stdout) != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: bench: %s\n", cup_last_error(h));
        cup_destroy(h);
        return 1;
    }
    b.format = o.format, b.progress = isatty(fileno(stderr));
    o.variants[o.nvariants] = NULL;
    /* first a pass that runs nothing: every table says what memory it will hold, so that a run
     * one of whose tables cannot fit is refused now, before any work */
    b.planning = 1;
    (void)run_bench(&b, &o, only);
    b.planning = 0;
    if (b.plan_why[0]) {
        lab_bench_end(&b);
        cup_destroy(h);
        lab_usage("%s", b.plan_why);
    }
    WORK_STARTS(h); /* the fuzz target's stop: the family's options were read in the planning pass */
    bench_first_line(h, &o, why, only);
    const double start = seconds_now();
    const int failures = run_bench(&b, &o, only);
    lab_bench_csv(&b);
    int rc = failures < 0 ? 1 : failures > 0;
    fputc('\n', bench_said(&o));
    if (failures < 0) fprintf(stderr, "cuprim: bench stopped\n");
    else if (failures > 0) fprintf(stderr, "cuprim: %d benchmark row(s) failed their check\n", failures);
    if (o.json && b.count > 0 && write_record(&b, &o, failures < 0)) rc = 1;
    int failed_rows = 0;
    for (int i = 0; i < b.count; i++) failed_rows += !b.rows[i].ok;
    fprintf(bench_said(&o), "bench: %d row%s, %d failed, %.1f s on %s%s\n", b.count, b.count == 1 ? "" : "s",
            failed_rows, seconds_now() - start, cup_backend_name(cup_get_backend(h)), failures < 0 ? ", stopped" : "");
    if (getenv("CUPRIM_TEST_MEMORY")) { /* the memory test: what was counted against what was held */
        struct rusage u;
        getrusage(RUSAGE_SELF, &u);
        fprintf(stderr, "memory: counted %.0f MiB, peak resident %.0f MiB\n", b.counted_bytes / 1048576.0,
                (double)u.ru_maxrss / 1024.0);
    }
    lab_bench_end(&b);
    cup_destroy(h);
    return rc;
}

static const char *const help_sweep =
    "usage: cuprim sweep [FAMILY] [--cases N] [--seed S] [--budget SECONDS] [--max-n N] [--json FILE [--force]]\n"
    "                    [--backend B]\n"
    "Draws N requests (default 300) at random from the family's whole input space (docs/sweep.md:\n"
    "dtypes, sizes on a log scale, shapes, leading dimensions, pointer offsets, data distributions,\n"
    "host arrays, ...), runs each as `cuprim bench` runs it (checked against the family's reference,\n"
    "best timed beside the vendor row where there is one), and prints the distribution of best's share\n"
    "of the same-run ceiling and of its speed over the vendor (worst, 5th percentile, median), then the\n"
    "ten worst cases, each with the `cuprim bench` command that reruns it. --seed S draws the same\n"
    "cases again (default: a fresh seed, printed). --budget stops drawing after SECONDS. --max-n caps\n"
    "sizes in elements (default: the space's own on a GPU, 2^22 on the CPU). A case that cannot fit\n"
    "is left out. --json FILE: the rows as a bench record (`cuprim compare` pairs two sweeps of one\n"
    "seed case by case). Without a family: each family with a space in turn, N cases each (--budget\n"
    "each). Exit 1 when a case failed its check or could not run.\n"
    "Families with a space: %s.\n";

static int cmd_sweep(int argc, char **argv)
{
    char names[512] = "", help[2048];
    for (int f = 0, w = 0; f < lab_family_count && w < (int)sizeof names; f++)
        if (lab_families[f]->sweep) w += snprintf(names + w, sizeof names - (size_t)w, "%s%s", w ? ", " : "", lab_families[f]->name);
    snprintf(help, sizeof help, help_sweep, names);
    lab_args o;
    lab_parse(argc, argv, 2, LAB_TAKES_BACKEND | LAB_TAKES_FAMILY | LAB_TAKES_SEED | LAB_TAKES_SWEEP | LAB_TAKES_JSON,
              help, &o);
    if (o.family && !o.family->sweep) lab_usage("%s has no input space to sweep (%s have)", o.family->name, names);
    cup_handle_t h = open_handle(o.backend);
    need_family_here(h, o.family);
    lab_bench b;
    if (lab_bench_init(&b, h, o.seed, stdout) != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: sweep: %s\n", cup_last_error(h));
        cup_destroy(h);
        return 1;
    }
    b.progress = isatty(fileno(stderr));
    WORK_STARTS(h);
    const lab_sweep_opts so = {o.cases ? o.cases : 300, o.seed, o.budget, o.max_n};
    const int failed = o.family ? lab_sweep(&b, o.family, &so) : lab_sweep_families(&b, &so, NULL);
    int rc = failed != 0;
    if (o.json && b.count > 0 && write_record(&b, &o, failed < 0)) rc = 1;
    lab_bench_end(&b);
    cup_destroy(h);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 2) lab_usage("missing command (info, list, check, bench, sweep, compare, report)");
    const char *command = argv[1];
    if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 || strcmp(command, "help") == 0) {
        fputs(help_main, stdout);
        return 0;
    }
    if (strcmp(command, "--version") == 0) {
        printf("cuprim %s\n", CUPRIM_VERSION_STRING);
        return 0;
    }
    static const struct {
        const char *name;
        int (*run)(int, char **);
    } commands[] = {{"info", cmd_info}, {"list", cmd_list}, {"check", cmd_check}, {"bench", cmd_bench},
                    {"compare", cmd_compare}, {"report", cmd_report}, {"sweep", cmd_sweep}};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(command, commands[i].name) == 0) {
            lab_set_command(command);
            return commands[i].run(argc, argv);
        }
    lab_usage("unknown command '%s'", command);
}
