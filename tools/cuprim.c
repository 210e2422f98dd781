/* cuprim: the command-line lab. info, list, check, bench. Exit codes: 0 success, 1 a check
 * or benchmark row failed (or the backend is unavailable), 2 bad arguments. */
#include "../src/lab/lab.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CUPRIM_GIT_COMMIT
#define CUPRIM_GIT_COMMIT "unknown"
#endif

static const char *command = "";

static _Noreturn void usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "cuprim: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see 'cuprim %s%s--help')\n", command, *command ? " " : "");
    va_end(ap);
    exit(2);
}

static const char *const help_main =
    "usage: cuprim <command> [options]\n"
    "\n"
    "commands:\n"
    "  info     the device (or CPU) and its measured bandwidth\n"
    "  list     every registered variant: family, backend, name, description, technique\n"
    "  check    correctness sweep of the variants at adversarial sizes (exit 1 on any failure)\n"
    "  bench    timings as GB/s and % of the measured ceiling; no family: the default suite\n"
    "\n"
    "every command takes --backend auto|cpu|cuda (default auto: the GPU when one is usable)\n"
    "and --help. Sizes accept 16777216, 2^24 and 1e6 forms.\n";

static const char *const help_info = "usage: cuprim info [--backend B]\n"
                                     "Device properties (seed 000, appendix A), theoretical bandwidth and the\n"
                                     "measured copy and streaming-read ceilings.\n";

static const char *const help_list = "usage: cuprim list [family] [--backend B]\n"
                                     "One line per registered variant. With --backend, only that backend's.\n";

static const char *const help_check =
    "usage: cuprim check [FAMILY] [--variant V] [--dtype T] [--max-n N] [--default-block]\n"
    "                    [--huge] [--seed S] [--verbose] [--backend B]\n"
    "Runs every selected variant against an independent reference on fresh random data at\n"
    "n = 0, 1, 2, 31..33, 63..65, 1023..1025, 4097, 65537, 1000003 and past the cache, at every\n"
    "accepted block size (up to n = 2^17; --default-block: the default only), at aligned and\n"
    "misaligned starts, with poisoned outputs; checks the input is left unchanged and float\n"
    "results are reproducible. --huge adds n = 2^31 + 17 (CUDA, ~20 GB of device memory).\n"
    "transpose: shapes 1x1, 1x37, 37x1, 2x2, 31x33, 32x32, 33x4097, 4097x33, 64x64, 1000x999,\n"
    "513x2049, 0xN, Nx0 and one past the cache, each tight, with padded leading dimensions and\n"
    "one element off alignment, for 1, 2, 4, 8 and 16-byte elements; every output byte is\n"
    "checked, including those outside the matrix, which must stay untouched.\n"
    "stencil: n = 1..1000003 and past the cache, every radius 1..16 up to n = 4097 (then 1, 2,\n"
    "4, 7, 16), both forms, every boundary, in and out each aligned and misaligned, against a\n"
    "long-double reference (every element to n = 2^20, then both edges and a random sample),\n"
    "outputs poisoned with NaN, two runs per radius bit for bit. smem-banks: the block's output\n"
    "over 1, 3 and 1000 blocks and the bank model's answer; access: every element of c and the\n"
    "poison around it at offsets 0, 1, 2, 31..33, 127, 128; symbols: the round trip's value,\n"
    "bit for bit.\n"
    "FAMILY: reduce, transpose, stencil, smem-banks, access, symbols (default: all of them).\n"
    "--max-n caps n (transpose: rows x cols), e.g. under compute-sanitizer. Exit 1 on failure.\n";

static const char *const help_bench =
    "usage: cuprim bench [reduce] [--dtype T] [--op O] [--n N] [--block B]\n"
    "                    [--variant V|all]... [--json FILE] [--seed S] [--backend B]\n"
    "       cuprim bench transpose [--dtype T] [--shape RxC] [--block WxH] [--carveout P,...]\n"
    "                    [--variant V|all]...\n"
    "                    [--json FILE] [--seed S] [--backend B]\n"
    "Times variants with CUDA events (CPU: a monotonic clock), warm-up, median of repeats,\n"
    "the cache evicted between runs when the input is smaller than 4x the cache. Prints\n"
    "variant, block, median time, GB/s, % of the measured read ceiling, speedup over the first\n"
    "row and the check result; on the GPU CUB's DeviceReduce runs as the reference row.\n"
    "Without a family: the default suite (what 'make bench' runs).\n"
    "reduce defaults: --dtype i32 --op sum --n 2^24 --variant all. --block applies to ladder\n"
    "variants (a power of two, 64..1024); best and cub pick their own.\n"
    "transpose: GB/s counts bytes read plus written, against the device-to-device copy\n"
    "ceiling; cuBLAS geam is the reference row for f32/f64. Defaults: --dtype f32, --shape\n"
    "8192x8192 (CPU: 4096x4096). --block WxH is one of the shapes 'cuprim list' shows\n"
    "(32x8, 32x16, 32x32, 16x16, 16x32, 8x32, 64x8, 64x16); best and cublas pick their own.\n"
    "dtypes: i32 u32 i64 u64 f32 f64, and for transpose also b1 b2 b4 b8 b16 (opaque bytes).\n"
    "transpose --carveout P[,P...]: preferred shared-memory carveout (percent, or 'default') for\n"
    "the shared-memory ladder kernels (smem, smem-pad, smem-unroll-pad, smem-dyn-pad); one\n"
    "table per value.\n"
    "\n"
    "       cuprim bench stencil [--dtype f32|f64] [--radius R] [--form antisymmetric|symmetric]\n"
    "                    [--boundary clamp|zero|periodic] [--n N] [--block B] [--variant V]...\n"
    "GB/s counts n elements read and written against the copy ceiling. Defaults: f32, radius 4,\n"
    "antisymmetric (the seed's), clamp, n = 2^28 (CPU: 2^24).\n"
    "\n"
    "       cuprim bench access [--offset LIST] [--n N] [--block B] [--variant V]... [--ncu]\n"
    "c = a + b on n floats (default 2^25) at each offset (default 0..128; LIST as 0,1,32 or\n"
    "0..128); GB/s counts 12 n bytes. aos and soa run at offset 0.\n"
    "\n"
    "       cuprim bench smem-banks [--variant V]... [--ncu]\n"
    "Each shared-memory tile pattern: time through shared memory, and its transactions per\n"
    "request from the exact 32-bank model.\n"
    "\n"
    "--ncu (smem-banks, access): run the same rows again under Nsight Compute (ncu in PATH,\n"
    "/usr/local/cuda/bin or $CUPRIM_NCU) and add shared-memory wavefronts per request (which\n"
    "must agree with the model) or global sectors per request. --ncu-child is that run's own\n"
    "option.\n";

/* 16777216, 2^24 or 1e6; anything else, or a value past SIZE_MAX, is refused. */
static int parse_size(const char *s, size_t *out)
{
    if (!s || *s < '0' || *s > '9') return -1;
    char *end;
    errno = 0;
    const unsigned long long a = strtoull(s, &end, 10);
    if (errno) return -1;
    if (*end == '\0') return *out = (size_t)a, 0;
    const int power = *end == '^'; /* a^e; otherwise a * 10^e */
    if (!power && *end != 'e' && *end != 'E') return -1;
    const char *digits = end + 1;
    if (*digits < '0' || *digits > '9') return -1;
    const unsigned long long e = strtoull(digits, &end, 10);
    if (errno || *end || e > 64) return -1;
    const unsigned long long base = power ? a : 10;
    unsigned long long v = power ? 1 : a;
    for (unsigned long long i = 0; i < e; i++) {
        if (base && v > SIZE_MAX / base) return -1;
        v *= base;
    }
    *out = (size_t)v;
    return 0;
}

typedef struct opts {
    cup_backend backend;
    const char *family;
    const char *variants[33];
    int nvariants;
    int dtype; /* -1: unset */
    int op;    /* -1: unset */
    size_t n;
    int n_set;
    int block, block_y;
    const char *json;
    uint64_t seed;
    int seed_set;
    size_t max_n;
    int default_block, huge, verbose;
    const char *block_text; /* --block as given: an int for reduce, WxH for transpose */
    size_t rows, cols;      /* --shape */
    int shape_set;
    int radius;             /* stencil; 0: unset */
    int form, boundary;     /* -1: unset */
    size_t offsets[256];    /* access --offset */
    int noffsets;
    int carveouts[16];      /* transpose --carveout */
    int ncarveouts;
    int ncu, ncu_child;
} opts;

static const char *need_value(int argc, char **argv, int *i)
{
    if (*i + 1 >= argc) usage_error("%s needs a value", argv[*i]);
    return argv[++*i];
}

static int has_token(const char *list, const char *word)
{
    const size_t len = strlen(word);
    for (const char *p = list; (p = strstr(p, word)) != NULL; p += len)
        if ((p == list || p[-1] == ' ') && (p[len] == ' ' || p[len] == '\0')) return 1;
    return 0;
}

/* One parser for every command; `allowed` lists the options the command takes. */
static void parse(int argc, char **argv, int first, opts *o, const char *allowed, const char *help)
{
    memset(o, 0, sizeof *o);
    o->dtype = o->op = o->form = o->boundary = -1;
    for (int i = first; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(help, stdout);
            exit(0);
        }
        if (a[0] != '-') {
            if (!has_token(allowed, "family") || o->family) usage_error("unexpected argument '%s'", a);
            static const char *const families[] = {"reduce", "transpose", "stencil", "smem-banks", "access", "symbols"};
            int known = 0;
            for (int f = 0; f < 6; f++) known |= strcmp(a, families[f]) == 0;
            if (!known)
                usage_error("unknown family '%s' (families: reduce, transpose, stencil, smem-banks, access, symbols)", a);
            o->family = a;
            continue;
        }
        if (strncmp(a, "--", 2) != 0 || !has_token(allowed, a + 2)) usage_error("unknown option '%s'", a);
        if (strcmp(a, "--backend") == 0) {
            const char *v = need_value(argc, argv, &i);
            if (cup_backend_from_name(v, &o->backend)) usage_error("unknown backend '%s' (auto, cpu, cuda)", v);
        } else if (strcmp(a, "--variant") == 0) {
            char *v = (char *)need_value(argc, argv, &i);
            for (char *tok = strtok(v, ","); tok; tok = strtok(NULL, ",")) {
                if (o->nvariants == 32) usage_error("too many --variant values");
                o->variants[o->nvariants++] = tok;
            }
        } else if (strcmp(a, "--dtype") == 0) {
            const char *v = need_value(argc, argv, &i);
            cup_dtype t;
            if (cup_dtype_from_name(v, &t)) usage_error("unknown dtype '%s' (i32, u32, i64, u64, f32, f64)", v);
            o->dtype = t;
        } else if (strcmp(a, "--op") == 0) {
            const char *v = need_value(argc, argv, &i);
            cup_op op;
            if (cup_op_from_name(v, &op)) usage_error("unknown op '%s' (sum, min, max)", v);
            o->op = op;
        } else if (strcmp(a, "--n") == 0 || strcmp(a, "--max-n") == 0) {
            const char *v = need_value(argc, argv, &i);
            size_t n;
            if (parse_size(v, &n)) usage_error("%s: '%s' is not a size (forms: 16777216, 2^24, 1e6)", a, v);
            if (n > (size_t)1 << 40) usage_error("%s: '%s' is past the limit of 2^40 elements", a, v);
            if (a[2] == 'n') o->n = n, o->n_set = 1;
            else o->max_n = n;
        } else if (strcmp(a, "--block") == 0) {
            o->block_text = need_value(argc, argv, &i); /* checked below, once the family is known */
        } else if (strcmp(a, "--shape") == 0) {
            const char *v = need_value(argc, argv, &i);
            char buf[64];
            if (snprintf(buf, sizeof buf, "%s", v) >= (int)sizeof buf) usage_error("--shape: '%s' is too long", v);
            char *x = strchr(buf, 'x');
            if (x) *x = '\0';
            if (!x || parse_size(buf, &o->rows) || parse_size(x + 1, &o->cols) || !o->rows || !o->cols)
                usage_error("--shape: '%s' is not ROWSxCOLS (e.g. 8192x16387)", v);
            o->shape_set = 1;
        } else if (strcmp(a, "--json") == 0) {
            o->json = need_value(argc, argv, &i);
        } else if (strcmp(a, "--seed") == 0) {
            const char *v = need_value(argc, argv, &i);
            char *end;
            errno = 0;
            o->seed = strtoull(v, &end, 0);
            if (errno || *end || !*v || *v == '-') usage_error("--seed: '%s' is not a non-negative integer", v);
            o->seed_set = 1;
        } else if (strcmp(a, "--radius") == 0) {
            const char *v = need_value(argc, argv, &i);
            char *end;
            const long r = strtol(v, &end, 10);
            if (*end || !*v || r < 1 || r > CUP_STENCIL_MAX_RADIUS) usage_error("--radius: '%s' is not 1..16", v);
            o->radius = (int)r;
        } else if (strcmp(a, "--form") == 0) {
            const char *v = need_value(argc, argv, &i);
            cup_stencil_form f;
            if (cup_stencil_form_from_name(v, &f)) usage_error("unknown form '%s' (antisymmetric, symmetric)", v);
            o->form = f;
        } else if (strcmp(a, "--boundary") == 0) {
            const char *v = need_value(argc, argv, &i);
            cup_boundary bd;
            if (cup_boundary_from_name(v, &bd)) usage_error("unknown boundary '%s' (clamp, zero, periodic)", v);
            o->boundary = bd;
        } else if (strcmp(a, "--offset") == 0) { /* 0,1,33 or 0..128 */
            char buf[2048];
            if (snprintf(buf, sizeof buf, "%s", need_value(argc, argv, &i)) >= (int)sizeof buf)
                usage_error("--offset: the list is too long (at most 256 offsets)");
            for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
                char *dots = strstr(tok, "..");
                size_t lo, hi;
                if (dots) *dots = '\0';
                if (parse_size(tok, &lo) || (dots ? parse_size(dots + 2, &hi) : (hi = lo, 0)) || hi < lo || hi > 4096 ||
                    o->noffsets + (hi - lo + 1) > 256)
                    usage_error("--offset: '%s' is not a list of offsets 0..4096 (e.g. 0..128 or 0,1,32)", tok);
                for (size_t x = lo; x <= hi; x++) o->offsets[o->noffsets++] = x;
            }
        } else if (strcmp(a, "--carveout") == 0) { /* -1 (default) or 0..100, comma-separated */
            char buf[256];
            if (snprintf(buf, sizeof buf, "%s", need_value(argc, argv, &i)) >= (int)sizeof buf)
                usage_error("--carveout: the list is too long (at most 16 values)");
            for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
                char *end;
                const long c = strcmp(tok, "default") == 0 ? -1 : strtol(tok, &end, 10);
                if ((strcmp(tok, "default") != 0 && *end) || c < -1 || c > 100 || o->ncarveouts == 16)
                    usage_error("--carveout: '%s' is not a percentage 0..100 or 'default'", tok);
                o->carveouts[o->ncarveouts++] = (int)c;
            }
        } else if (strcmp(a, "--ncu") == 0) {
            o->ncu = 1;
        } else if (strcmp(a, "--ncu-child") == 0) {
            o->ncu_child = 1;
        } else if (strcmp(a, "--default-block") == 0) {
            o->default_block = 1;
        } else if (strcmp(a, "--huge") == 0) {
            o->huge = 1;
        } else if (strcmp(a, "--verbose") == 0) {
            o->verbose = 1;
        } else {
            usage_error("unknown option '%s'", a);
        }
    }
    if (!o->seed_set) o->seed = lab_fresh_seed();
    if (o->block_text) {
        const char *v = o->block_text;
        char *end;
        if (o->family && (strcmp(o->family, "smem-banks") == 0 || strcmp(o->family, "symbols") == 0)) {
            usage_error("%s variants have a fixed block; --block does not apply", o->family);
        } else if (o->family && strcmp(o->family, "transpose") == 0) {
            long bx = strtol(v, &end, 10), by = *end == 'x' ? strtol(end + 1, &end, 10) : 0;
            if (*end || bx < 1 || by < 1 || bx * by > 1024) usage_error("--block: '%s' is not a WxH block shape", v);
            o->block = (int)bx, o->block_y = (int)by;
        } else {
            long b = strtol(v, &end, 10);
            if (*end || b < 64 || b > 1024 || (b & (b - 1)))
                usage_error("--block: '%s' is not a power of two from 64 to 1024", v);
            o->block = (int)b;
        }
    }
    const char *fam = o->family ? o->family : "";
    if ((o->radius || o->form >= 0 || o->boundary >= 0) && strcmp(fam, "stencil") != 0)
        usage_error("--radius, --form and --boundary are for stencil");
    if (o->noffsets && strcmp(fam, "access") != 0) usage_error("--offset is for access");
    if (o->ncarveouts && strcmp(fam, "transpose") != 0) usage_error("--carveout is for transpose");
    if ((o->ncu || o->ncu_child) && strcmp(fam, "smem-banks") != 0 && strcmp(fam, "access") != 0)
        usage_error("--ncu is for smem-banks and access");
    if (o->shape_set && (!o->family || strcmp(o->family, "transpose") != 0)) usage_error("--shape is for transpose");
    if (o->n_set && o->family && strcmp(o->family, "transpose") == 0) usage_error("transpose takes --shape, not --n");
    if (o->op >= 0 && o->family && strcmp(o->family, "transpose") == 0) usage_error("transpose takes no --op");
}

/* A family takes the dtypes its variants take (on any backend), for check and bench alike: any
 * other is a bad argument, never a check that passes with nothing run. The memory-lab
 * demonstrations each have one fixed dtype, and their checks do not read --dtype. */
static void need_family_dtype(const opts *o)
{
    if (!o->family || o->dtype < 0) return;
    if (strcmp(o->family, "access") == 0 || strcmp(o->family, "smem-banks") == 0 || strcmp(o->family, "symbols") == 0)
        usage_error("%s has a fixed dtype; --dtype does not apply", o->family);
    unsigned takes = 0;
    for (int i = 0, n = cup_variant_count(); i < n; i++)
        if (strcmp(cup_variant_get(i)->family, o->family) == 0) takes |= cup_variant_get(i)->dtypes;
    if (takes & (1u << o->dtype)) return;
    char list[128] = "";
    for (int t = 0, w = 0; t < CUP_DTYPE_COUNT; t++)
        if (takes & (1u << t)) w += snprintf(list + w, sizeof list - w, "%s%s", w ? " " : "", cup_dtype_name((cup_dtype)t));
    usage_error("%s takes %s, not %s", o->family, list, cup_dtype_name((cup_dtype)o->dtype));
}

static cup_handle_t open_handle(cup_backend backend)
{
    cup_handle_t h;
    cup_status s = cup_create(&h, backend);
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: %s backend unavailable: %s\n", cup_backend_name(backend), cup_last_error(NULL));
        exit(1);
    }
    return h;
}

/* Does `family` have a variant on the handle's backend? (smem-banks, access and symbols are GPU
 * demonstrations: on the CPU they have none.) */
static int family_here(cup_handle_t h, const char *family)
{
    for (int i = 0, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend == cup_get_backend(h) && strcmp(v->family, family) == 0) return 1;
    }
    return 0;
}

static void need_family_here(cup_handle_t h, const char *family)
{
    if (!family || family_here(h, family)) return;
    const char *backend = cup_backend_name(cup_get_backend(h));
    cup_destroy(h);
    usage_error("%s has no variants on the %s backend (it needs a GPU; see cuprim list)", family, backend);
}

static int cmd_info(int argc, char **argv)
{
    opts o;
    parse(argc, argv, 2, &o, "backend", help_info);
    cup_handle_t h = open_handle(o.backend);
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

static int cmd_list(int argc, char **argv)
{
    opts o;
    int filter = 0;
    for (int i = 2; i < argc; i++) filter |= strcmp(argv[i], "--backend") == 0;
    parse(argc, argv, 2, &o, "backend family", help_list);
    printf("%-10s %-6s %-29s %-70s %s\n", "family", "backend", "variant", "description", "technique");
    for (int i = 0, n = cup_variant_count(); i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (filter && o.backend != CUP_BACKEND_AUTO && v->backend != o.backend) continue;
        if (o.family && strcmp(o.family, v->family) != 0) continue;
        printf("%-10s %-6s %-29s %-70s %s\n", v->family, cup_backend_name(v->backend), v->name, v->description, v->technique);
    }
    printf("\nblocks: reduce ladder variants take a power of two from 64 to 1024 (default 512);\n"
           "transpose ladder variants take");
    for (int i = 0, n = cup_variant_count(), shown = 0; i < n && !shown; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        for (const int(*s)[2] = v->shapes; s && (*s)[0]; s++, shown = 1)
            printf(" %dx%d%s", (*s)[0], (*s)[1], s == v->shapes ? " (default)" : "");
    }
    printf("; best, cub and cublas pick their own.\n"
           "stencil ladder and access variants take a power of two from 64 to 1024; smem-banks variants\n"
           "run their tile's own block (32x32, rect-: 32x16).\n");
    return 0;
}

static int cmd_check(int argc, char **argv)
{
    opts o;
    parse(argc, argv, 2, &o, "backend family variant dtype max-n default-block huge seed verbose", help_check);
    if (o.nvariants > 1) usage_error("check takes one --variant");
    need_family_dtype(&o);
    cup_handle_t h = open_handle(o.backend);
    need_family_here(h, o.family);
    lab_check_opts c = {o.family, o.nvariants ? o.variants[0] : NULL, o.dtype, !o.default_block, o.max_n,
                        o.huge, o.seed, o.verbose};
    printf("check on %s, seed %llu\n", cup_backend_name(cup_get_backend(h)), (unsigned long long)o.seed);
    fflush(stdout);
    lab_check_totals t;
    int rc = lab_check(h, &c, stdout, &t);
    cup_destroy(h);
    if (rc == 2) {
        fprintf(stderr, "cuprim: no variant matches (see 'cuprim list --backend %s')\n",
                cup_backend_name(o.backend));
        return 2;
    }
    printf("%s: %ld runs, %ld failures (seed %llu)\n", rc ? "FAILED" : "passed", t.runs, t.failures,
           (unsigned long long)o.seed);
    return rc;
}

static int cmd_bench(int argc, char **argv)
{
    opts o;
    parse(argc, argv, 2, &o,
          "backend family dtype op n shape block variant json seed radius form boundary offset carveout ncu ncu-child",
          help_bench);
    if (o.family && strcmp(o.family, "symbols") == 0)
        usage_error("symbols has nothing to time: 'cuprim check symbols' runs it, and the carveout experiment is "
                    "'cuprim bench transpose --variant smem-pad --carveout 0,50,100'");
    need_family_dtype(&o);
    if (o.family && o.op >= 0 && strcmp(o.family, "reduce") != 0) usage_error("only reduce takes --op");
    if (o.family && o.n_set && strcmp(o.family, "smem-banks") == 0) usage_error("smem-banks takes no --n");
    if (!o.family && (o.dtype >= 0 || o.op >= 0 || o.n_set || o.block || o.nvariants))
        usage_error("--dtype, --op, --n, --block and --variant need a family (cuprim bench reduce ...)");
    const size_t least_n = o.family && strcmp(o.family, "access") == 0 ? 2 : 1; /* access: one {x, y} struct */
    if (o.n_set && o.n < least_n) usage_error("--n must be at least %zu", least_n);
    cup_handle_t h = open_handle(o.backend);
    need_family_here(h, o.family);
    for (int i = 0; i < o.ncarveouts; i++) /* the library's rule (the CPU takes only -1), before measuring */
        if (cup_set_smem_carveout(h, o.carveouts[i]) != CUP_STATUS_SUCCESS) {
            char why[256];
            snprintf(why, sizeof why, "%s", cup_last_error(h));
            cup_destroy(h);
            usage_error("--carveout: %s", why);
        }
    cup_set_smem_carveout(h, -1);
    for (int i = 0; o.family && i < o.nvariants; i++) /* a bad name is a bad argument: before measuring */
        if (strcmp(o.variants[i], "all") != 0 && cup_variant_find(h, o.family, o.variants[i]) < 0) {
            const char *backend = cup_backend_name(cup_get_backend(h));
            cup_destroy(h);
            usage_error("no %s variant '%s' on the %s backend (cuprim list)", o.family, o.variants[i], backend);
        }
    lab_bench b;
    if (lab_bench_begin(&b, h, o.seed, stdout) != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: bench: %s\n", cup_last_error(h));
        cup_destroy(h);
        return 1;
    }
    int failures;
    if (!o.family) {
        failures = lab_bench_default(&b);
    } else {
        static const char *const all[] = {"all", NULL};
        o.variants[o.nvariants] = NULL;
        const char *const *vs = o.nvariants ? o.variants : all;
        const int gpu = cup_get_backend(h) == CUP_BACKEND_CUDA;
        b.ncu_child = o.ncu_child;
        if (strcmp(o.family, "transpose") == 0) {
            const size_t side = gpu ? 8192 : 4096;
            if (!o.ncarveouts) o.carveouts[o.ncarveouts++] = -1;
            failures = 0;
            for (int i = 0; i < o.ncarveouts && failures >= 0; i++) {
                b.carveout = o.carveouts[i];
                const int r = lab_bench_transpose(&b, vs, o.dtype >= 0 ? (cup_dtype)o.dtype : CUP_F32,
                                                  o.shape_set ? o.rows : side, o.shape_set ? o.cols : side, o.block,
                                                  o.block_y);
                failures = r < 0 ? r : failures + r;
            }
        } else if (strcmp(o.family, "stencil") == 0) {
            failures = lab_bench_stencil(&b, vs, o.dtype >= 0 ? (cup_dtype)o.dtype : CUP_F32,
                                         o.form >= 0 ? (cup_stencil_form)o.form : CUP_STENCIL_ANTISYMMETRIC,
                                         o.boundary >= 0 ? (cup_boundary)o.boundary : CUP_BOUNDARY_CLAMP,
                                         o.radius ? o.radius : 4, o.n_set ? o.n : gpu ? (size_t)1 << 28 : (size_t)1 << 24,
                                         o.block);
        } else if (strcmp(o.family, "smem-banks") == 0 || strcmp(o.family, "access") == 0) {
            const int smem = o.family[0] == 's';
            if (!o.noffsets)
                for (int i = 0; i <= 128; i++) o.offsets[o.noffsets++] = (size_t)i;
            const size_t n = o.n_set ? o.n : (size_t)1 << 25;
            const int first = b.count;
            failures = smem ? lab_bench_smem_banks(&b, vs) : lab_bench_access(&b, vs, n, o.offsets, o.noffsets, o.block);
            if (o.ncu && failures >= 0) { /* the same rows again, each launched once under the profiler */
                char child[8192]; /* room for 32 variant names and 256 offsets */
                int w = snprintf(child, sizeof child, "bench %s --backend cuda --ncu-child --seed %llu", o.family,
                                 (unsigned long long)o.seed);
                if (o.block) w += snprintf(child + w, sizeof child - w, " --block %d", o.block);
                for (int i = 0; i < o.nvariants && w < (int)sizeof child; i++)
                    w += snprintf(child + w, sizeof child - w, " --variant %s", o.variants[i]);
                if (!smem) {
                    w += snprintf(child + w, sizeof child - w, " --n %zu --offset ", (size_t)1 << 20);
                    for (int i = 0; i < o.noffsets && w < (int)sizeof child; i++)
                        w += snprintf(child + w, sizeof child - w, "%s%zu", i ? "," : "", o.offsets[i]);
                }
                if (w >= (int)sizeof child) {
                    fprintf(stderr, "cuprim: --ncu: the profiled command line is too long\n");
                    failures++;
                } else if (lab_bench_ncu(&b, first, o.family, child) != 0) {
                    failures++; /* its reason is on stderr */
                }
                for (int i = first; i < b.count && smem; i++) /* the model and the profiler must agree */
                    if (b.rows[i].has_ncu && (fabs(b.rows[i].ncu_st - b.rows[i].model_st) > 0.05 ||
                                              fabs(b.rows[i].ncu_ld - b.rows[i].model_ld) > 0.05)) {
                        fprintf(stderr, "cuprim: %s: the bank model and ncu disagree\n", b.rows[i].variant);
                        b.rows[i].ok = 0, failures++;
                    }
            }
        } else {
            failures = lab_bench_reduce(&b, vs, o.dtype >= 0 ? (cup_dtype)o.dtype : CUP_I32,
                                        o.op >= 0 ? (cup_op)o.op : CUP_SUM, o.n_set ? o.n : (size_t)1 << 24, o.block);
        }
    }
    int rc = failures < 0 ? 1 : failures > 0;
    if (failures < 0) fprintf(stderr, "cuprim: bench stopped\n");
    else if (failures > 0) fprintf(stderr, "cuprim: %d benchmark row(s) failed their check\n", failures);
    if (o.json && b.count > 0) {
        const char *commit = getenv("CUPRIM_COMMIT");
        if (lab_bench_write_json(&b, o.json, commit && *commit ? commit : CUPRIM_GIT_COMMIT)) {
            fprintf(stderr, "cuprim: cannot write %s: %s\n", o.json, strerror(errno));
            rc = 1;
        } else {
            printf("\nwrote %s (%d rows)\n", o.json, b.count);
        }
    }
    lab_bench_end(&b);
    cup_destroy(h);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 2) usage_error("missing command (info, list, check, bench)");
    command = argv[1];
    if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 || strcmp(command, "help") == 0) {
        fputs(help_main, stdout);
        return 0;
    }
    if (strcmp(command, "--version") == 0) {
        printf("cuprim %s\n", CUPRIM_VERSION_STRING);
        return 0;
    }
    if (strcmp(command, "info") == 0) return cmd_info(argc, argv);
    if (strcmp(command, "list") == 0) return cmd_list(argc, argv);
    if (strcmp(command, "check") == 0) return cmd_check(argc, argv);
    if (strcmp(command, "bench") == 0) return cmd_bench(argc, argv);
    command = "";
    usage_error("unknown command '%s'", argv[1]);
}
