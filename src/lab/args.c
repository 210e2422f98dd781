/* The one argument parser of the CLI: the common options of every command, and the options
 * each family declares for its benchmarks (kept as text for the family's lab.c to read). A bad
 * argument ends the program with exit 2 and one line, before any work. */
#include "lab.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The options every command may take (as its `takes` allows): name, takes a value, the bit. */
static const struct {
    const char *name;
    int value;
    unsigned bit;
} common[] = {
    {"backend", 1, LAB_TAKES_BACKEND}, {"variant", 1, LAB_TAKES_VARIANT},    {"dtype", 1, LAB_TAKES_DTYPE},
    {"n", 1, LAB_TAKES_N},             {"block", 1, LAB_TAKES_BLOCK},        {"json", 1, LAB_TAKES_JSON},
    {"seed", 1, LAB_TAKES_SEED},       {"max-n", 1, LAB_TAKES_CHECK | LAB_TAKES_SWEEP},        {"default-block", 0, LAB_TAKES_CHECK},
    {"huge", 0, LAB_TAKES_CHECK},      {"verbose", 0, LAB_TAKES_CHECK},      {"families", 0, LAB_TAKES_LIST},
    {"check-runs", 0, LAB_TAKES_LIST}, {"gpu-check", 0, LAB_TAKES_LIST}, {"format", 1, LAB_TAKES_FORMAT},
    {"threshold", 1, LAB_TAKES_THRESHOLD}, {"out", 1, LAB_TAKES_OUT},   {"gpus", 1, LAB_TAKES_GPUS},
    {"force", 0, LAB_TAKES_JSON},      {"full", 0, LAB_TAKES_FULL},
    {"cases", 1, LAB_TAKES_SWEEP},     {"budget", 1, LAB_TAKES_SWEEP},
};
enum { COMMON_COUNT = sizeof common / sizeof common[0] };

static int common_index(const char *name)
{
    for (int i = 0; i < COMMON_COUNT; i++)
        if (strcmp(common[i].name, name) == 0) return i;
    return -1;
}

static const lab_option *family_option(const lab_family *f, const char *name)
{
    for (const lab_option *o = f ? f->options : NULL; o && o->name; o++)
        if (strcmp(o->name, name) == 0) return o;
    return NULL;
}

/* The first family declaring option `name`, and (in owners) every family that does. */
static const lab_option *any_family_option(const char *name, char *owners, size_t len)
{
    const lab_option *found = NULL;
    size_t w = 0;
    if (len) owners[0] = '\0';
    for (int f = 0; f < lab_family_count; f++) {
        const lab_option *o = family_option(lab_families[f], name);
        if (!o) continue;
        if (!found) found = o;
        if (w < len) w += (size_t)snprintf(owners + w, len - w, "%s%s", w ? ", " : "", lab_families[f]->name);
    }
    return found;
}

/* An option's name without its dashes and without an "=VALUE" part ("--n=5": "n"), cut to fit. */
static const char *option_name(const char *arg, char *buf, size_t len)
{
    /* "-" or "-x" has no second dash: past it would read past the word's end */
    const char *from = arg + (arg[0] == '-') + (arg[0] == '-' && arg[1] == '-');
    const size_t k = strcspn(from, "=");
    snprintf(buf, len, "%.*s", (int)(k < len ? k : len - 1), from);
    return buf;
}

/* Does `arg` take the next argument as its value? ("--n=5" carries its own.) */
static int takes_value(const char *arg)
{
    if (strcmp(arg, "-o") == 0) return 1; /* --out */
    if (strncmp(arg, "--", 2) != 0 || strchr(arg, '=')) return 0;
    const int c = common_index(arg + 2);
    if (c >= 0) return common[c].value;
    const lab_option *o = any_family_option(arg + 2, NULL, 0);
    return o && o->value;
}

static void family_names(char *buf, size_t len)
{
    size_t w = 0;
    buf[0] = '\0';
    for (int f = 0; f < lab_family_count && w < len; f++)
        w += (size_t)snprintf(buf + w, len - w, "%s%s", f ? ", " : "", lab_families[f]->name);
}

static void dtype_names(unsigned mask, char *buf, size_t len)
{
    size_t w = 0;
    buf[0] = '\0';
    for (int t = 0; t < CUP_DTYPE_COUNT && w < len; t++)
        if (mask & (1u << t)) w += (size_t)snprintf(buf + w, len - w, "%s%s", w ? ", " : "", cup_dtype_name((cup_dtype)t));
}

/* The dtypes a family's variants take, on any backend. */
static unsigned family_dtypes(const lab_family *family)
{
    unsigned mask = 0;
    for (int i = 0, n = cup_variant_count(); i < n; i++)
        if (lab_is_of(cup_variant_get(i), family)) mask |= cup_variant_get(i)->dtypes;
    return mask;
}

static void parse_block(const lab_family *f, const char *text, lab_args *a)
{
    char *end;
    errno = 0;
    if (!f || f->block == LAB_BLOCK_NONE)
        lab_usage("%s variants have a fixed block; --block does not apply", f ? f->name : "these");
    if (f->block == LAB_BLOCK_2D) {
        const long long bx = strtoll(text, &end, 10);
        const long long by = *end == 'x' ? strtoll(end + 1, &end, 10) : 0;
        if (errno || *end || bx < 1 || by < 1 || bx > 1024 || by > 1024 || bx * by > 1024)
            lab_usage("--block: '%s' is not a WxH block shape of at most 1024 threads", text);
        a->block = (int)bx, a->block_y = (int)by;
        return;
    }
    const long long b = strtoll(text, &end, 10);
    if (errno || *end || b < 64 || b > 1024 || (b & (b - 1)))
        lab_usage("--block: '%s' is not a power of two from 64 to 1024", text);
    a->block = (int)b;
}

void lab_parse(int argc, char **argv, int first, unsigned takes, const char *help, lab_args *a)
{
    memset(a, 0, sizeof *a);
    a->command = lab_command();
    a->dtype = -1;
    a->threshold = 5;
    for (int i = first; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(help, stdout);
            lab_exit(0);
        }
    /* First the family, so that its own options are known when they are read. */
    for (int i = first; i < argc; i++) {
        if (argv[i][0] == '-') {
            i += takes_value(argv[i]) && i + 1 < argc;
            continue;
        }
        if (takes & LAB_TAKES_FILES) {
            if (a->nfiles == LAB_MAX_FILES) lab_usage("too many records (at most %d)", LAB_MAX_FILES);
            a->files[a->nfiles++] = argv[i];
            continue;
        }
        if (!(takes & LAB_TAKES_FAMILY) || a->family) lab_usage("unexpected argument '%s'", argv[i]);
        if (!(a->family = lab_family_find(argv[i]))) {
            char names[512];
            family_names(names, sizeof names);
            lab_usage("unknown family '%s' (families: %s)", argv[i], names);
        }
    }
    const lab_family *fam = a->family;
    const int bench = strcmp(a->command, "bench") == 0;
    const char *block_text = NULL;
    for (int i = first; i < argc; i++) {
        const char *arg = argv[i];
        if (arg[0] != '-') continue; /* the family, read above */
        /* --opt VALUE or --opt=VALUE, alike */
        char name_buf[64];
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        const char *name = strcmp(arg, "-o") == 0 ? "out" : option_name(arg, name_buf, sizeof name_buf);
        if (name == name_buf && (strncmp(arg, "--", 2) != 0 || !*name)) lab_usage("unknown option '%s'", arg);
        const int c = common_index(name);
        const lab_option *own = bench ? family_option(fam, name) : NULL;
        if (c < 0 && !own) {
            char owners[256];
            if (bench && any_family_option(name, owners, sizeof owners)) lab_usage("--%s is for %s", name, owners);
            lab_usage("unknown option '%s'", arg);
        }
        if (c >= 0 && !(common[c].bit & takes)) lab_usage("unknown option '%s'", arg);
        const int has_value = c >= 0 ? common[c].value : own->value != NULL;
        if (!has_value && eq) lab_usage("--%s takes no value", name);
        if (has_value && !eq && i + 1 >= argc) lab_usage("%s needs a value", arg);
        const char *v = !has_value ? "" : eq ? eq + 1 : argv[++i];
        if (own) {
            if (a->nopt == (int)(sizeof a->opt / sizeof a->opt[0])) lab_usage("too many options");
            a->opt[a->nopt].name = own->name, a->opt[a->nopt++].value = v;
            continue;
        }
        /* a family's benchmarks take only the common options that mean something to it */
        const unsigned per_family = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK;
        if (fam && (common[c].bit & per_family) && !(fam->takes & common[c].bit) &&
            (bench || common[c].bit == LAB_TAKES_DTYPE))
            lab_usage("%s takes no --%s", fam->name, name);
        if (bench && !fam && (common[c].bit & (per_family | LAB_TAKES_VARIANT)))
            lab_usage("--dtype, --n, --block and --variant need a family (cuprim bench reduce ...)");
        if (strcmp(name, "backend") == 0) {
            if (cup_backend_from_name(v, &a->backend)) lab_usage("unknown backend '%s' (auto, cpu, cuda)", v);
            a->backend_set = 1;
        } else if (strcmp(name, "variant") == 0) {
            char *list = (char *)v;
            if (!*list) lab_usage("--variant: empty name");
            for (char *p = list;;) {
                char *comma = strchr(p, ',');
                if (comma) *comma = '\0';
                if (!*p) lab_usage("--variant: empty name in the list");
                if (a->nvariants == 32) lab_usage("too many --variant values (at most 32)");
                a->variants[a->nvariants++] = p;
                if (!comma) break;
                p = comma + 1;
            }
        } else if (strcmp(name, "dtype") == 0) {
            cup_dtype t;
            if (cup_dtype_from_name(v, &t)) {
                char names[256];
                dtype_names((1u << CUP_DTYPE_COUNT) - 1u, names, sizeof names);
                lab_usage("unknown dtype '%s' (%s)", v, names);
            }
            a->dtype = (int)t;
        } else if (strcmp(name, "n") == 0 || strcmp(name, "max-n") == 0) {
            size_t n;
            if (lab_parse_size(v, &n)) lab_usage("--%s: '%s' is not a size (forms: 16777216, 2^24, 1e6)", name, v);
            if (n > (size_t)1 << 40) lab_usage("--%s: '%s' is past the limit of 2^40 elements", name, v);
            if (n == 0) lab_usage("--%s must be at least 1", name);
            if (name[0] == 'n') a->n = n, a->n_set = 1;
            else a->max_n = n;
        } else if (strcmp(name, "block") == 0) {
            block_text = v;
        } else if (strcmp(name, "json") == 0) {
            if (!*v) lab_usage("--json needs a file name");
            char why[256];
            if (lab_json_writable(v, why, sizeof why)) lab_usage("--json: cannot write '%s': %s", v, why);
            a->json = v;
        } else if (strcmp(name, "seed") == 0) {
            char *end;
            errno = 0;
            a->seed = strtoull(v, &end, 0);
            if (errno || *end || *v < '0' || *v > '9') lab_usage("--seed: '%s' is not a non-negative integer", v);
            a->seed_set = 1;
        } else if (strcmp(name, "default-block") == 0) {
            a->default_block = 1;
        } else if (strcmp(name, "huge") == 0) {
            a->huge = 1;
        } else if (strcmp(name, "verbose") == 0) {
            a->verbose = 1;
        } else if (strcmp(name, "families") == 0) {
            a->families = 1;
        } else if (strcmp(name, "check-runs") == 0) {
            a->check_runs = 1;
        } else if (strcmp(name, "force") == 0) {
            a->force = 1;
        } else if (strcmp(name, "full") == 0) {
            if (fam) lab_usage("--full is the whole suite, of every family: leave out '%s'", fam->name);
            a->full = 1;
        } else if (strcmp(name, "gpu-check") == 0) {
            a->gpu_check = 1;
        } else if (strcmp(name, "threshold") == 0) {
            char *end;
            errno = 0;
            a->threshold = strtod(v, &end);
            if (errno || *end || !*v || !(a->threshold >= 0 && a->threshold < 100))
                lab_usage("--threshold: '%s' is not a percentage from 0 to 100", v);
        } else if (strcmp(name, "out") == 0) {
            if (!*v) lab_usage("%s: empty directory name", arg);
            a->out_dir = v;
        } else if (strcmp(name, "gpus") == 0) {
            /* digits only: -1 is not another way to say all */
            size_t g = 0;
            if (strcmp(v, "all") != 0 && (strspn(v, "0123456789") != strlen(v) || lab_parse_size(v, &g) || g < 1 ||
                                          g > 1024))
                lab_usage("--gpus: '%s' is not a rank count from 1 to 1024 or 'all'", v);
            a->gpus = strcmp(v, "all") == 0 ? -1 : (int)g;
        } else if (strcmp(name, "cases") == 0) {
            size_t k = 0;
            if (lab_parse_size(v, &k) || k < 1 || k > LAB_SWEEP_MAX_CASES)
                lab_usage("--cases: '%s' is not a count from 1 to %d", v, LAB_SWEEP_MAX_CASES);
            a->cases = (int)k;
        } else if (strcmp(name, "budget") == 0) {
            char *end;
            errno = 0;
            a->budget = strtod(v, &end);
            if (errno || *end || !*v || !(a->budget > 0 && a->budget <= 1e6))
                lab_usage("--budget: '%s' is not a number of seconds from 0 to 10^6", v);
        } else if (strcmp(name, "format") == 0) {
            static const char *const formats[] = {"table", "csv", "md"};
            a->format = -1;
            for (int f = 0; f < 3; f++)
                if (strcmp(v, formats[f]) == 0) a->format = f;
            if (a->format < 0) lab_usage("unknown format '%s' (table, csv, md)", v);
        }
    }
    if (a->force && !a->json) lab_usage("--force goes with --json (it lets a partial record replace a complete one)");
    if (block_text) parse_block(fam, block_text, a);
    if (!a->seed_set) a->seed = lab_fresh_seed();
    if (fam && a->dtype >= 0 && !(family_dtypes(fam) & (1u << a->dtype))) {
        char names[256];
        dtype_names(family_dtypes(fam), names, sizeof names);
        lab_usage("%s takes %s, not %s", fam->name, names, cup_dtype_name((cup_dtype)a->dtype));
    }
}

const char *lab_opt(const lab_args *a, const char *name)
{
    for (int i = a->nopt - 1; i >= 0; i--) /* the last one given wins */
        if (strcmp(a->opt[i].name, name) == 0) return a->opt[i].value;
    return NULL;
}

static const char *const misalign_names[] = {"none", "in", "out", "both"};

const char *lab_misalign_name(int bits) { return misalign_names[bits & 3]; }

int lab_misalign(const lab_args *a, int allowed)
{
    const char *v = lab_opt(a, "misalign");
    if (!v) return 0;
    for (int m = 0; m < 4; m++)
        if (strcmp(v, misalign_names[m]) == 0) {
            if (m & ~allowed)
                lab_usage("--misalign %s: this family has no %s pointer to move", v,
                          m & ~allowed & LAB_MISALIGN_OUT ? "output" : "input");
            return m;
        }
    lab_usage("unknown --misalign '%s' (%s)", v, allowed == LAB_MISALIGN_IN ? "none, in" : "none, in, out, both");
}

int lab_host_input(const lab_args *a, lab_bench *b)
{
    const char *v = lab_opt(a, "host"), *c = lab_opt(a, "chunk");
    size_t chunk = 0;
    if (c && (!v || lab_parse_size(c, &chunk)))
        lab_usage(v ? "--chunk: '%s' is not a size in bytes" : "--chunk%.0s goes with --host", c);
    /* each chunk is a round of calls and copies: a few bytes a chunk would run for hours (the
     * library takes any size, for its tests) */
    if (c && (chunk < LAB_CHUNK_MIN || chunk > LAB_CHUNK_MAX))
        lab_usage("--chunk: %s bytes; a chunk is 64 KiB (65536) to 4 GiB (2^32)", c);
    if (c) cup_set_pipeline_chunk(b->h, chunk), b->host_chunk = chunk;
    if (!v) return -1;
    if (strcmp(v, "pinned") == 0) return 1;
    if (strcmp(v, "pageable") == 0) return 0;
    lab_usage("--host: '%s' is not pinned or pageable", v);
}
