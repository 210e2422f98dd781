/* Reading bench records back: a small JSON reader (the whole of JSON, so a record edited by
 * hand or by another tool still reads), and `cuprim compare`, which matches the rows of two
 * records and says which got slower or faster beyond both a threshold and the spread of their
 * timed runs. Records are files users share, so the reader takes only a regular file of at most
 * LAB_RECORD_MAX_BYTES of text and never reads past what it holds. */
#define _POSIX_C_SOURCE 200809L /* O_CLOEXEC, fstat */
#include "lab.h"

#include <ctype.h>
#include <stdarg.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- JSON ------------------------------------------------------------------------------------------ */

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } jkind;

typedef struct jval {
    jkind kind;
    double num;
    char *str;          /* J_STR */
    struct jval *items; /* J_ARR: elements; J_OBJ: values, keys in `keys` */
    char **keys;
    int count;
} jval;

typedef struct jparser {
    const char *p, *end;
    const char *error;
} jparser;

static void skip_ws(jparser *j)
{
    while (j->p < j->end && isspace((unsigned char)*j->p)) j->p++;
}

static int parse_value(jparser *j, jval *v, int depth);

static int hex4(const char *p, unsigned *out)
{
    unsigned v = 0;
    for (int k = 0; k < 4; k++) {
        const char c = p[k];
        const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) return 0;
        v = v << 4 | (unsigned)d;
    }
    return *out = v, 1;
}

/* A JSON string, escapes decoded (\uXXXX as UTF-8). Its closing quote is found first and nothing
 * at or past it is read while decoding: an escape cut short by the quote is an error. Every
 * escape is at least as long as what it decodes to, so the span's length is enough room. */
static char *parse_string(jparser *j)
{
    if (j->p >= j->end || *j->p != '"') return j->error = "expected a string", NULL;
    const char *p = ++j->p, *q = p;
    while (q < j->end && *q != '"') q += *q == '\\' && q + 1 < j->end ? 2 : 1;
    if (q >= j->end) return j->error = "unterminated string", NULL;
    char *out = malloc((size_t)(q - p) + 1), *w = out;
    if (!out) return j->error = "out of memory", NULL;
    const char *bad = NULL;
    while (p < q) {
        const unsigned char c = (unsigned char)*p++;
        if (c < 0x20) {
            bad = "a control character in a string";
            break;
        }
        if (c != '\\') {
            *w++ = (char)c;
            continue;
        }
        const char e = *p++; /* p <= q - 1 here: the scan above stepped over it */
        if (e != 'u') {
            const char *const from = "\"\\/bfnrt", *const to = "\"\\/\b\f\n\r\t";
            const char *at = strchr(from, e);
            if (!e || !at) {
                bad = "an unknown escape in a string";
                break;
            }
            *w++ = to[at - from];
            continue;
        }
        unsigned cp, lo;
        if (q - p < 4 || !hex4(p, &cp)) {
            bad = "a \\u escape without four hex digits";
            break;
        }
        p += 4;
        if (cp >= 0xD800 && cp < 0xDC00 && q - p >= 6 && p[0] == '\\' && p[1] == 'u' && hex4(p + 2, &lo) &&
            lo >= 0xDC00 && lo < 0xE000) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            p += 6;
        } else if (cp >= 0xD800 && cp < 0xE000) {
            cp = '?'; /* half of a pair */
        }
        if (cp == 0) {
            bad = "a NUL character in a string";
            break;
        }
        /* UTF-8: at most 3 bytes for 6 characters, 4 for a pair's 12 */
        if (cp < 0x80) *w++ = (char)cp;
        else if (cp < 0x800) *w++ = (char)(0xC0 | cp >> 6), *w++ = (char)(0x80 | (cp & 0x3F));
        else if (cp < 0x10000)
            *w++ = (char)(0xE0 | cp >> 12), *w++ = (char)(0x80 | (cp >> 6 & 0x3F)), *w++ = (char)(0x80 | (cp & 0x3F));
        else
            *w++ = (char)(0xF0 | cp >> 18), *w++ = (char)(0x80 | (cp >> 12 & 0x3F)),
            *w++ = (char)(0x80 | (cp >> 6 & 0x3F)), *w++ = (char)(0x80 | (cp & 0x3F));
    }
    if (bad) { /* say where */
        free(out);
        j->p = p - 1;
        return j->error = bad, NULL;
    }
    *w = '\0';
    j->p = q + 1;
    return out;
}

/* Elements of an array or members of an object, grown as they come. */
static int parse_list(jparser *j, jval *v, int object, int depth)
{
    const char close = object ? '}' : ']';
    int cap = 0;
    j->p++;
    skip_ws(j);
    if (j->p < j->end && *j->p == close) return j->p++, 1;
    for (;;) {
        if (v->count == cap) {
            cap = cap ? 2 * cap : 8;
            jval *items = realloc(v->items, (size_t)cap * sizeof *items);
            char **keys = object ? realloc(v->keys, (size_t)cap * sizeof *keys) : NULL;
            if (!items || (object && !keys)) return j->error = "out of memory", 0;
            v->items = items;
            if (object) v->keys = keys;
        }
        skip_ws(j);
        if (object) {
            char *key = parse_string(j);
            if (!key) return 0;
            v->keys[v->count] = key;
            skip_ws(j);
            if (j->p >= j->end || *j->p != ':') return free(key), j->error = "expected ':'", 0;
            j->p++;
        }
        memset(&v->items[v->count], 0, sizeof v->items[0]);
        const int ok = parse_value(j, &v->items[v->count], depth + 1);
        v->count++; /* counted even when it failed, so that it is freed */
        if (!ok) return 0;
        skip_ws(j);
        if (j->p < j->end && *j->p == ',') {
            j->p++;
            continue;
        }
        if (j->p < j->end && *j->p == close) return j->p++, 1;
        return j->error = object ? "expected ',' or '}'" : "expected ',' or ']'", 0;
    }
}

static int parse_value(jparser *j, jval *v, int depth)
{
    skip_ws(j);
    if (depth > 64) return j->error = "nested too deeply", 0;
    if (j->p >= j->end) return j->error = "unexpected end", 0;
    const char c = *j->p;
    if (c == '{' || c == '[') {
        v->kind = c == '{' ? J_OBJ : J_ARR;
        return parse_list(j, v, c == '{', depth);
    }
    if (c == '"') {
        v->kind = J_STR;
        return (v->str = parse_string(j)) != NULL;
    }
    static const struct {
        const char *word;
        jkind kind;
        double num;
    } words[] = {{"null", J_NULL, 0}, {"true", J_BOOL, 1}, {"false", J_BOOL, 0}};
    for (int i = 0; i < 3; i++) {
        const size_t len = strlen(words[i].word);
        if ((size_t)(j->end - j->p) >= len && strncmp(j->p, words[i].word, len) == 0) {
            v->kind = words[i].kind, v->num = words[i].num, j->p += len;
            return 1;
        }
    }
    char buf[64];
    size_t len = 0;
    while (j->p + len < j->end && len + 1 < sizeof buf && j->p[len] && strchr("+-0123456789.eE", j->p[len]))
        buf[len] = j->p[len], len++;
    buf[len] = '\0';
    char *stop;
    v->kind = J_NUM;
    v->num = strtod(buf, &stop);
    if (len == 0 || *stop) return j->error = "not a JSON value", 0;
    j->p += len;
    return 1;
}

static void jfree(jval *v)
{
    for (int i = 0; i < v->count; i++) {
        jfree(&v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items), free(v->keys), free(v->str);
    memset(v, 0, sizeof *v);
}

static const jval *jget(const jval *obj, const char *key)
{
    for (int i = 0; obj && obj->kind == J_OBJ && i < obj->count; i++)
        if (strcmp(obj->keys[i], key) == 0) return &obj->items[i];
    return NULL;
}

static double jnum(const jval *obj, const char *key)
{
    const jval *v = jget(obj, key);
    return v && v->kind == J_NUM ? v->num : NAN;
}

static const char *jstr(const jval *obj, const char *key)
{
    const jval *v = jget(obj, key);
    return v && v->kind == J_STR ? v->str : "";
}

/* Where the reader's reasons go: stderr, or nowhere (err NULL). */
static void say(FILE *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(FILE *err, const char *fmt, ...)
{
    if (!err) return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(err, fmt, ap);
    va_end(ap);
}

/* A record's text, parsed; 0, or -1 with the reason on `err` (`name` says which record). */
static int parse_record(const char *name, const char *text, size_t len, jval *root, FILE *err)
{
    memset(root, 0, sizeof *root);
    const char *nul = memchr(text, '\0', len);
    if (nul) {
        say(err, "cuprim: %s is not a bench record: a NUL byte at byte %zu (a record is text)\n", name,
            (size_t)(nul - text));
        return -1;
    }
    jparser j = {text, text + len, NULL};
    int ok = parse_value(&j, root, 0);
    if (ok) {
        skip_ws(&j);
        if (j.p != j.end) ok = 0, j.error = "text after the record";
    }
    const jval *rows = jget(root, "results");
    if (ok && (!rows || rows->kind != J_ARR)) ok = 0, j.error = "no \"results\" array";
    if (!ok) {
        say(err, "cuprim: %s is not a bench record: %s at byte %zu\n", name, j.error ? j.error : "out of memory",
            (size_t)(j.p - text));
        jfree(root);
    }
    return ok ? 0 : -1;
}

/* A record file read whole: a regular file (not a FIFO, which would block, nor a device such as
 * /dev/zero, which never ends) of at most LAB_RECORD_MAX_BYTES. Opened without blocking and
 * looked at before a byte is read. 0, or -1 with the reason on stderr. */
static int read_record(const char *path, jval *root, FILE *err)
{
    memset(root, 0, sizeof *root);
    const int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return say(err, "cuprim: cannot open %s: %s\n", path, strerror(errno)), -1;
    struct stat st;
    const char *why = NULL;
    if (fstat(fd, &st) != 0) why = strerror(errno);
    else if (!S_ISREG(st.st_mode)) why = "not a regular file";
    else if (st.st_size > LAB_RECORD_MAX_BYTES) why = "larger than a record may be";
    if (why) {
        close(fd);
        say(err, "cuprim: %s is not a bench record: %s (a record is a file `cuprim bench --json` wrote, at most %d MiB)\n",
            path, why, LAB_RECORD_MAX_BYTES >> 20);
        return -1;
    }
    /* one byte more than the size said, to see a file that grew meanwhile */
    const size_t cap = (size_t)st.st_size + 1;
    char *text = malloc(cap);
    size_t len = 0;
    int e = text ? 0 : ENOMEM;
    while (!e && len < cap) {
        const ssize_t got = read(fd, text + len, cap - len);
        if (got > 0) len += (size_t)got;
        else if (got == 0) break;
        else if (errno != EINTR) e = errno;
    }
    close(fd);
    if (!e && len == cap) e = EFBIG; /* it grew: read it again later */
    if (e) {
        free(text);
        say(err, "cuprim: cannot read %s: %s\n", path, e == EFBIG ? "it grew while being read" : strerror(e));
        return -1;
    }
    const int rc = parse_record(path, text, len, root, err);
    free(text);
    return rc;
}

int lab_record_check(const char *path)
{
    jval root;
    if (read_record(path, &root, stderr)) return -1;
    jfree(&root);
    return 0;
}

int lab_record_complete(const char *path)
{
    jval root;
    if (read_record(path, &root, NULL)) return 0;
    const jval *partial = jget(&root, "partial"), *rows = jget(&root, "results");
    int complete = !(partial && partial->kind == J_BOOL && partial->num);
    for (int i = 0; complete && i < rows->count; i++) {
        const jval *ok = jget(&rows->items[i], "ok");
        complete = ok && ok->kind == J_BOOL && ok->num;
    }
    jfree(&root);
    return complete;
}

/* ---- compare --------------------------------------------------------------------------------------- */

/* A growing string: keys and labels of any length. `failed` once memory ran out. */
typedef struct text {
    char *s;
    size_t len, cap;
    int failed;
} text;

static void text_add(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void text_add(text *t, const char *fmt, ...)
{
    for (int pass = 0; pass < 2 && !t->failed; pass++) {
        va_list ap;
        va_start(ap, fmt);
        const int n = vsnprintf(t->s ? t->s + t->len : NULL, t->s ? t->cap - t->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) t->failed = 1;
        else if (t->s && (size_t)n < t->cap - t->len) {
            t->len += (size_t)n;
            return;
        } else {
            const size_t cap = 2 * (t->len + (size_t)n + 1) + 64;
            char *grown = realloc(t->s, cap);
            if (!grown) t->failed = 1;
            else t->s = grown, t->cap = cap;
        }
    }
}

/* A value as text: strings as they are, numbers in a short form that reads back exactly. */
static void jtext(text *t, const jval *v)
{
    if (!v || v->kind == J_NULL) text_add(t, "-");
    else if (v->kind == J_STR) text_add(t, "%s", v->str);
    else if (v->kind == J_NUM) {
        char buf[32];
        snprintf(buf, sizeof buf, "%.15g", v->num);
        if (strtod(buf, NULL) != v->num) snprintf(buf, sizeof buf, "%.17g", v->num);
        text_add(t, "%s", buf);
    }
    else if (v->kind == J_BOOL) text_add(t, "%s", v->num ? "true" : "false");
    else text_add(t, "?");
}

/* What a row measured, as opposed to what it ran: the runner's timings and verdicts, and the
 * figures families add after a row is timed. Any other member of a row is one of its parameters
 * and part of its key, whatever family wrote it (misalign, ld_in, gpus, input, a family's next
 * option): two rows pair only when everything they ran agrees. So a figure missing here keys its
 * row apart (it shows as "only in" both records, never as a wrong pair); members named for a unit
 * of time or rate (_us, _gbps) and objects or arrays (a profiler's counters) are figures too. */
static const char *const figures[] = {"median_us", "min_us", "max_us", "reps", "gbps", "b2b_us", "ceiling_gbps", "ok",
                                      "reference", "gops", "busy", "overlap", "model", "bound", "link_bound", "slots",
                                      "latency_gain", "polls", "started_early", "implicit_sync", "lcg_steps", "gkeys",
                                      /* the printed table's title: it holds the run's ceiling and counts */
                                      "table"};

static int ends_with(const char *s, const char *end)
{
    const size_t ls = strlen(s), le = strlen(end);
    return ls >= le && strcmp(s + ls - le, end) == 0;
}

static int is_parameter(const char *name, const jval *v)
{
    if (v->kind == J_OBJ || v->kind == J_ARR || ends_with(name, "_us") || ends_with(name, "_gbps")) return 0;
    for (size_t k = 0; k < sizeof figures / sizeof figures[0]; k++)
        if (strcmp(name, figures[k]) == 0) return 0;
    return 1;
}

/* The members that name a row in its label before the others, in this order. */
static const char *const leading[] = {"primitive", "variant", "dtype", "op", "shape", "n"};
enum { LEADING = sizeof leading / sizeof leading[0] };

static int is_leading(const char *name)
{
    for (int k = 0; k < LEADING; k++)
        if (strcmp(name, leading[k]) == 0) return 1;
    return 0;
}

/* name=value of every parameter, sorted by name (records may order members differently), each
 * name and value escaped so that no two different rows give the same text. */
static int by_name(const void *a, const void *b)
{
    return strcmp(**(const char *const *const *)a, **(const char *const *const *)b);
}

static void row_key(text *t, const jval *row)
{
    t->len = 0;
    text_add(t, "%s", "");
    if (!row || row->kind != J_OBJ) return;
    const char **names[64], ***sorted = row->count <= 64 ? names : malloc((size_t)row->count * sizeof *sorted);
    if (!sorted) {
        t->failed = 1;
        return;
    }
    int count = 0;
    for (int i = 0; i < row->count; i++)
        if (is_parameter(row->keys[i], &row->items[i])) sorted[count++] = (const char **)&row->keys[i];
    qsort(sorted, (size_t)count, sizeof *sorted, by_name);
    for (int k = 0; k < count; k++) {
        if (k && strcmp(*sorted[k], *sorted[k - 1]) == 0) continue; /* a member given twice: the first counts */
        const jval *v = jget(row, *sorted[k]);
        /* the kind too: "5" and 5 are not the same parameter */
        text_add(t, "%zu:%s=%c", strlen(*sorted[k]), *sorted[k], "zbnsao"[v->kind]);
        if (v->kind == J_STR) text_add(t, "%zu:", strlen(v->str));
        jtext(t, v);
        text_add(t, ";");
    }
    if (sorted != names) free(sorted);
}

/* "reduce best i32 sum n=16777216", then every other parameter as name=value, in full. */
static void row_label(text *t, const jval *row)
{
    t->len = 0;
    text_add(t, "%s %s %s", jstr(row, "primitive"), jstr(row, "variant"), jstr(row, "dtype"));
    const char *op = jstr(row, "op");
    if (*op && strcmp(op, "none") != 0) text_add(t, " %s", op);
    const char *shape = jstr(row, "shape");
    if (*shape) text_add(t, " %s", shape);
    else if (jget(row, "n") && jget(row, "n")->kind == J_NUM) text_add(t, " n=%.17g", jnum(row, "n"));
    for (int i = 0; row && row->kind == J_OBJ && i < row->count; i++) {
        const jval *v = &row->items[i];
        if (is_leading(row->keys[i]) || !is_parameter(row->keys[i], v) || v->kind == J_NULL) continue;
        text_add(t, " %s=", row->keys[i]);
        jtext(t, v);
    }
}

static uint64_t hash_text(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* The old record's rows by key: an open-addressed table of distinct keys, each the head of its
 * rows in file order (`next`), so that a key met twice pairs in file order and each lookup costs
 * one hash, not a walk over every row. */
typedef struct row_index {
    char **keys;   /* per old row */
    int *next;     /* per old row: the next row of the same key, -1 at the end */
    int *slots;    /* per slot: the first unmatched row of its key, -1 empty, -2 used up */
    int *tails;    /* per slot: the last row of its key */
    int *slot_key; /* per slot: a row whose key the slot holds */
    size_t mask;
} row_index;

static void index_free(row_index *x, int rows)
{
    for (int i = 0; x->keys && i < rows; i++) free(x->keys[i]);
    free(x->keys), free(x->next), free(x->slots), free(x->tails), free(x->slot_key);
}

/* The slot of `key`: where it is, or the empty slot where it goes. */
static size_t index_slot(const row_index *x, const char *key)
{
    size_t at = (size_t)hash_text(key) & x->mask;
    while (x->slots[at] != -1 && strcmp(x->keys[x->slot_key[at]], key) != 0) at = (at + 1) & x->mask;
    return at;
}

static int index_build(row_index *x, const jval *rows)
{
    memset(x, 0, sizeof *x);
    size_t size = 16;
    while (size < 2 * (size_t)rows->count) size *= 2;
    x->mask = size - 1;
    x->keys = calloc((size_t)rows->count + 1, sizeof *x->keys);
    x->next = malloc(((size_t)rows->count + 1) * sizeof *x->next);
    x->slots = malloc(size * sizeof *x->slots), x->tails = malloc(size * sizeof *x->tails);
    x->slot_key = malloc(size * sizeof *x->slot_key);
    if (!x->keys || !x->next || !x->slots || !x->tails || !x->slot_key) return -1;
    for (size_t k = 0; k < size; k++) x->slots[k] = -1;
    text key = {0};
    for (int i = 0; i < rows->count; i++) {
        row_key(&key, &rows->items[i]);
        if (key.failed || !(x->keys[i] = strdup(key.s))) return free(key.s), -1;
        x->next[i] = -1;
        const size_t at = index_slot(x, x->keys[i]);
        if (x->slots[at] == -1) x->slots[at] = x->tails[at] = x->slot_key[at] = i;
        else x->next[x->tails[at]] = i, x->tails[at] = i;
    }
    free(key.s);
    return 0;
}

/* The first unmatched old row of `key`, taken; -1 when there is none. */
static int index_take(row_index *x, const char *key)
{
    const size_t at = index_slot(x, key);
    const int row = x->slots[at];
    if (row < 0) return -1;
    x->slots[at] = x->next[row] >= 0 ? x->next[row] : -2;
    return row;
}

/* The gbps of every row of a record, sorted: a row whose ceiling is one of them is held to its
 * table's fastest row (a demonstration's table), not to a ceiling the run measured. */
static int by_value(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct rates {
    double *v;
    size_t count;
} rates;

static int is_rate(double g) { return g > 0 && isfinite(g); }

static int row_rates(const jval *rows, rates *r)
{
    r->count = 0;
    if (!(r->v = malloc(((size_t)rows->count + 1) * sizeof *r->v))) return -1;
    for (int i = 0; i < rows->count; i++) {
        const double g = jnum(&rows->items[i], "gbps");
        if (is_rate(g)) r->v[r->count++] = g;
    }
    qsort(r->v, r->count, sizeof *r->v, by_value);
    return 0;
}

/* The row's ceiling when the run measured it (copy, read, the host link): > 0; else 0. */
static double measured_ceiling(const jval *row, const rates *r)
{
    const double c = jnum(row, "ceiling_gbps");
    if (!is_rate(c)) return 0;
    return bsearch(&c, r->v, r->count, sizeof *r->v, by_value) ? 0 : c;
}

/* A GB/s column: "-" where there is no figure. */
static const char *gbps_text(double g, char *buf, size_t len)
{
    if (isfinite(g)) snprintf(buf, len, "%.1f", g);
    else snprintf(buf, len, "-");
    return buf;
}

/* How far apart two positive figures are: |b / a - 1|; infinite when either is missing. */
static double apart(double a, double b) { return a > 0 && b > 0 && isfinite(a) && isfinite(b) ? fabs(b / a - 1) : INFINITY; }

/* The ceilings of the two runs' device blocks: a warning for each that moved by more than
 * CEILING_MOVED, since the rows held to it then compare the machines' states too. */
enum { CEILING_MOVED_PCT = 10 };
/* A row below half its ceiling in both runs is not limited by it (a cache-resident size, a latency
 * bound): its share of a moved ceiling would only carry the ceiling's noise into its verdict. */
enum { CEILING_BOUND_PCT = 50 };
static int warn_ceilings(const jval *od, const jval *nd, FILE *out)
{
    static const char *const names[] = {"copy_gbps", "read_gbps", "h2d_gbps", "d2h_gbps", "bidir_gbps", "staging_gbps"};
    int moved = 0;
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        const double o = jnum(od, names[k]), n = jnum(nd, names[k]);
        if (!(o > 0) || !(n > 0) || apart(o, n) * 100 <= CEILING_MOVED_PCT) continue;
        fprintf(out, "warning: the %.*s ceilings differ by %+.0f%% (old %.1f GB/s, new %.1f)\n",
                (int)(strlen(names[k]) - 5), names[k], 100 * (n / o - 1), o, n);
        moved++;
    }
    if (moved)
        fprintf(out, "warning: so the raw ratios compare the two machines' states as much as the code; rows whose own\n"
                     "         ceilings differ by more than %d%% are judged by their share of their own run's ceiling\n"
                     "         when they reach %d%% of it in either run\n",
                CEILING_MOVED_PCT, CEILING_BOUND_PCT);
    return moved;
}

/* Rows of one record whose key an earlier row already has: such rows pair in file order. */
static int repeated_keys(const row_index *x, int count)
{
    int repeated = 0;
    for (int i = 0; i < count; i++) repeated += x->slot_key[index_slot(x, x->keys[i])] != i;
    return repeated;
}

typedef struct tally {
    int regressed, improved, same, no_spread, no_spread_beyond, untimed, only_new, only_old;
} tally;

/* One matched pair: its line and its verdict. */
static void compare_pair(const jval *o, const jval *r, double o_ceiling, double n_ceiling, double threshold_pct,
                         const char *label, tally *t, FILE *out)
{
    const double og = jnum(o, "gbps"), ng = jnum(r, "gbps");
    char ot[32], nt[32];
    if (!is_rate(og) || !is_rate(ng)) {
        fprintf(out, "%10s %10s %8s %8s  %-18s %s\n", gbps_text(og, ot, sizeof ot), gbps_text(ng, nt, sizeof nt), "-", "-",
                "not timed in both", label);
        t->untimed++;
        return;
    }
    const double ratio = ng / og;
    const int shares = o_ceiling > 0 && n_ceiling > 0;
    const double share_ratio = shares ? ratio * o_ceiling / n_ceiling : NAN;
    /* the ceilings moved: judge the share of each run's ceiling, the new times scaled to the old
     * run's ceiling */
    const int bound = shares && (og >= o_ceiling * CEILING_BOUND_PCT / 100 || ng >= n_ceiling * CEILING_BOUND_PCT / 100);
    const int by_share = bound && apart(o_ceiling, n_ceiling) * 100 > CEILING_MOVED_PCT;
    const double judged = by_share ? share_ratio : ratio, scale = by_share ? n_ceiling / o_ceiling : 1;
    /* the spread, in time: changed only when one side's fastest run is slower than the other's
     * slowest */
    const double omin = jnum(o, "min_us"), omax = jnum(o, "max_us");
    const double nmin = jnum(r, "min_us") * scale, nmax = jnum(r, "max_us") * scale;
    const int spread = omin > 0 && omax > 0 && nmin > 0 && nmax > 0;
    const int slower = spread && judged < 1 - threshold_pct / 100 && nmin > omax;
    const int faster = spread && judged > 1 + threshold_pct / 100 && nmax < omin;
    const int beyond = judged < 1 - threshold_pct / 100 || judged > 1 + threshold_pct / 100;
    const char *verdict = slower ? "REGRESSED"
                          : faster ? "improved"
                          : spread ? ""
                          : beyond ? (judged < 1 ? "slower? no spread" : "faster? no spread")
                                   : "no spread";
    char share_text[16] = "-";
    if (shares) snprintf(share_text, sizeof share_text, "%.3fx", share_ratio);
    fprintf(out, "%10s %10s %7.3fx %8s  %-18s %s\n", gbps_text(og, ot, sizeof ot), gbps_text(ng, nt, sizeof nt), ratio,
            share_text,
            by_share && *verdict ? (slower ? "REGRESSED (share)" : faster ? "improved (share)" : verdict) : verdict,
            label);
    t->regressed += slower, t->improved += faster, t->same += spread && !slower && !faster;
    t->no_spread += !spread, t->no_spread_beyond += !spread && beyond;
}

static int compare_roots(const char *old_name, const jval *old_root, const char *new_name, const jval *new_root,
                         double threshold_pct, FILE *out)
{
    const jval *old_rows = jget(old_root, "results"), *new_rows = jget(new_root, "results");
    const jval *od = jget(old_root, "device"), *nd = jget(new_root, "device");
    fprintf(out, "old: %s, commit %s, %s | copy %.0f GB/s, read %.0f GB/s\n", old_name, jstr(old_root, "commit"),
            jstr(od, "name"), jnum(od, "copy_gbps"), jnum(od, "read_gbps"));
    fprintf(out, "new: %s, commit %s, %s | copy %.0f GB/s, read %.0f GB/s\n", new_name, jstr(new_root, "commit"),
            jstr(nd, "name"), jnum(nd, "copy_gbps"), jnum(nd, "read_gbps"));
    if (strcmp(jstr(od, "name"), jstr(nd, "name")) != 0)
        fprintf(out, "note: the records come from different devices; ratios compare the devices too\n");
    row_index x = {0}, nx = {0};
    char *matched = calloc((size_t)old_rows->count + 1, 1);
    rates old_rates = {0}, new_rates = {0};
    int rc = 2;
    if (!matched || row_rates(old_rows, &old_rates) || row_rates(new_rows, &new_rates) || index_build(&x, old_rows) ||
        index_build(&nx, new_rows)) {
        fprintf(stderr, "cuprim: compare: out of memory\n");
        goto done;
    }
    warn_ceilings(od, nd, out);
    const int old_repeats = repeated_keys(&x, old_rows->count), new_repeats = repeated_keys(&nx, new_rows->count);
    if (old_repeats || new_repeats)
        fprintf(out, "note: %d row(s) of the old record and %d of the new have the key of an earlier row (every\n"
                     "      parameter the same): those pair in file order\n",
                old_repeats, new_repeats);
    fprintf(out, "rows pair when every parameter agrees. A row regressed (or improved) when its GB/s moved by more\n"
                 "than %.1f%% and its timed runs do not overlap (the new fastest run slower than the old slowest, or\n"
                 "the reverse); rows without that spread (older records) are not counted, only marked. share: the\n"
                 "ratio of each row's share of its own run's ceiling\n\n",
            threshold_pct);
    fprintf(out, "%10s %10s %8s %8s  %-18s %s\n", "old GB/s", "new GB/s", "new/old", "share", "verdict", "row");
    tally t = {0};
    text label = {0};
    for (int i = 0; i < new_rows->count; i++) {
        const jval *r = &new_rows->items[i];
        row_label(&label, r);
        const int k = index_take(&x, nx.keys[i]);
        if (label.failed) break;
        if (k < 0) {
            char nt[32];
            fprintf(out, "%10s %10s %8s %8s  %-18s %s\n", "-", gbps_text(jnum(r, "gbps"), nt, sizeof nt), "-", "-",
                    "only in new", label.s);
            t.only_new++;
            continue;
        }
        matched[k] = 1;
        const jval *o = &old_rows->items[k];
        compare_pair(o, r, measured_ceiling(o, &old_rates), measured_ceiling(r, &new_rates), threshold_pct, label.s, &t,
                     out);
    }
    for (int k = 0; k < old_rows->count && !label.failed; k++)
        if (!matched[k]) {
            row_label(&label, &old_rows->items[k]);
            if (label.failed) break;
            char ot[32];
            fprintf(out, "%10s %10s %8s %8s  %-18s %s\n", gbps_text(jnum(&old_rows->items[k], "gbps"), ot, sizeof ot), "-",
                    "-", "-", "only in old", label.s);
            t.only_old++;
        }
    if (label.failed) {
        fprintf(stderr, "cuprim: compare: out of memory\n");
    } else {
        fprintf(out, "\n%d regressed, %d improved, %d unchanged (within the threshold or the spread), %d without a "
                     "spread (%d of them beyond the threshold), %d not timed in both, %d only in new, %d only in old\n",
                t.regressed, t.improved, t.same, t.no_spread, t.no_spread_beyond, t.untimed, t.only_new, t.only_old);
        rc = t.regressed ? 1 : 0;
    }
    free(label.s);
done:
    free(matched), free(old_rates.v), free(new_rates.v);
    index_free(&x, old_rows->count), index_free(&nx, new_rows->count);
    return rc;
}

int lab_compare(const char *old_path, const char *new_path, double threshold_pct, FILE *out)
{
    jval old_root, new_root;
    if (read_record(old_path, &old_root, stderr)) return 2;
    if (read_record(new_path, &new_root, stderr)) return jfree(&old_root), 2;
    const int rc = compare_roots(old_path, &old_root, new_path, &new_root, threshold_pct, out);
    jfree(&old_root), jfree(&new_root);
    return rc;
}

int lab_compare_texts(const char *old_text, size_t old_len, const char *new_text, size_t new_len,
                      double threshold_pct, FILE *out)
{
    jval old_root, new_root;
    if (parse_record("old", old_text, old_len, &old_root, stderr)) return 2;
    if (parse_record("new", new_text, new_len, &new_root, stderr)) return jfree(&old_root), 2;
    const int rc = compare_roots("old", &old_root, "new", &new_root, threshold_pct, out);
    jfree(&old_root), jfree(&new_root);
    return rc;
}
