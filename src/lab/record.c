/* Reading bench records back: a small JSON reader (the whole of JSON, so a record edited by
 * hand or by another tool still reads), and `cuprim compare`, which matches the rows of two
 * records and says which got slower or faster beyond both a threshold and the spread of their
 * timed runs. */
#include "lab.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

static char *parse_string(jparser *j)
{
    if (j->p >= j->end || *j->p != '"') return j->error = "expected a string", NULL;
    const char *s = ++j->p;
    size_t len = 0;
    for (const char *q = s; q < j->end && *q != '"'; q++, len++)
        if (*q == '\\') q++;
    char *out = malloc(len + 1), *w = out;
    if (!out) return j->error = "out of memory", NULL;
    for (; j->p < j->end && *j->p != '"'; j->p++) {
        if (*j->p != '\\') {
            *w++ = *j->p;
            continue;
        }
        if (++j->p >= j->end) break;
        const char c = *j->p;
        if (c == 'u') { /* \uXXXX: kept as '?' (records hold ASCII names) */
            j->p += j->p + 4 < j->end ? 4 : 0;
            *w++ = '?';
        } else {
            *w++ = c == 'n' ? '\n' : c == 't' ? '\t' : c == 'r' ? '\r' : c == 'b' ? '\b' : c == 'f' ? '\f' : c;
        }
    }
    *w = '\0';
    if (j->p >= j->end) {
        free(out);
        return j->error = "unterminated string", NULL;
    }
    j->p++;
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
    while (j->p + len < j->end && len + 1 < sizeof buf && strchr("+-0123456789.eE", j->p[len])) buf[len] = j->p[len], len++;
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

/* A record file read whole; 0, or -1 with the reason on stderr. */
static int read_record(const char *path, jval *root)
{
    FILE *f = fopen(path, "rb");
    if (!f) return fprintf(stderr, "cuprim: cannot open %s\n", path), -1;
    char *text = NULL;
    size_t len = 0, cap = 0, got;
    do {
        if (len + 65536 > cap) {
            char *t = realloc(text, cap = 2 * cap + 65536);
            if (!t) break;
            text = t;
        }
        got = fread(text + len, 1, cap - len, f);
        len += got;
    } while (got > 0);
    fclose(f);
    jparser j = {text, text + len, NULL};
    memset(root, 0, sizeof *root);
    int ok = text && parse_value(&j, root, 0);
    if (ok) {
        skip_ws(&j);
        if (j.p != j.end) ok = 0, j.error = "text after the record";
    }
    const jval *rows = jget(root, "results");
    if (ok && (!rows || rows->kind != J_ARR)) ok = 0, j.error = "no \"results\" array";
    if (!ok) {
        fprintf(stderr, "cuprim: %s is not a bench record: %s at byte %ld\n", path,
                j.error ? j.error : "out of memory", text ? (long)(j.p - text) : 0L);
        jfree(root);
    }
    free(text);
    return ok ? 0 : -1;
}

int lab_record_check(const char *path)
{
    jval root;
    if (read_record(path, &root)) return -1;
    jfree(&root);
    return 0;
}

/* ---- compare --------------------------------------------------------------------------------------- */

/* What identifies a row across records: the fixed fields and the families' own parameters. */
static const char *const row_keys[] = {"primitive", "variant", "dtype", "op", "n", "shape", "block",
                                       "radius", "form", "boundary", "offset", "carveout", "bins", "dist", "type",
                                       "addresses", "pattern", "values", "old", "config", "kind", "kept"};
enum { ROW_KEYS = sizeof row_keys / sizeof row_keys[0] };

static void jtext(const jval *v, char *buf, size_t len)
{
    if (!v || v->kind == J_NULL) snprintf(buf, len, "-");
    else if (v->kind == J_STR) snprintf(buf, len, "%s", v->str);
    else if (v->kind == J_NUM) snprintf(buf, len, "%.17g", v->num);
    else if (v->kind == J_BOOL) snprintf(buf, len, "%s", v->num ? "true" : "false");
    else snprintf(buf, len, "?");
}

static void row_key(const jval *row, char *buf, size_t len)
{
    size_t w = 0;
    buf[0] = '\0';
    for (int k = 0; k < ROW_KEYS && w < len; k++) {
        char v[96];
        jtext(jget(row, row_keys[k]), v, sizeof v);
        w += (size_t)snprintf(buf + w, len - w, "%s|", v);
    }
}

/* "reduce best i32 sum n=16777216" and the family parameters that are set */
static void row_label(const jval *row, char *buf, size_t len)
{
    size_t w = (size_t)snprintf(buf, len, "%s %s %s", jstr(row, "primitive"), jstr(row, "variant"), jstr(row, "dtype"));
    const char *op = jstr(row, "op");
    if (*op && strcmp(op, "none") != 0) w += (size_t)snprintf(buf + w, len > w ? len - w : 0, " %s", op);
    const char *shape = jstr(row, "shape");
    if (*shape) w += (size_t)snprintf(buf + w, len > w ? len - w : 0, " %s", shape);
    else w += (size_t)snprintf(buf + w, len > w ? len - w : 0, " n=%.0f", jnum(row, "n"));
    for (int k = 6; k < ROW_KEYS && w < len; k++) {
        const jval *v = jget(row, row_keys[k]);
        if (!v || v->kind == J_NULL) continue;
        char t[64];
        jtext(v, t, sizeof t);
        w += (size_t)snprintf(buf + w, len - w, " %s=%s", row_keys[k], t);
    }
}

int lab_compare(const char *old_path, const char *new_path, double threshold_pct, FILE *out)
{
    jval old_root, new_root;
    if (read_record(old_path, &old_root)) return 2;
    if (read_record(new_path, &new_root)) return jfree(&old_root), 2;
    const jval *old_rows = jget(&old_root, "results"), *new_rows = jget(&new_root, "results");
    const jval *od = jget(&old_root, "device"), *nd = jget(&new_root, "device");
    fprintf(out, "old: %s, commit %s, %s | copy %.0f GB/s, read %.0f GB/s\n", old_path, jstr(&old_root, "commit"),
            jstr(od, "name"), jnum(od, "copy_gbps"), jnum(od, "read_gbps"));
    fprintf(out, "new: %s, commit %s, %s | copy %.0f GB/s, read %.0f GB/s\n", new_path, jstr(&new_root, "commit"),
            jstr(nd, "name"), jnum(nd, "copy_gbps"), jnum(nd, "read_gbps"));
    if (strcmp(jstr(od, "name"), jstr(nd, "name")) != 0)
        fprintf(out, "note: the records come from different devices; ratios compare the devices too\n");
    fprintf(out, "a row regressed (or improved) when its GB/s moved by more than %.1f%% and its timed runs do not\n"
                 "overlap (the new fastest run slower than the old slowest, or the reverse); rows without a\n"
                 "spread (older records) are judged by the threshold alone\n\n",
            threshold_pct);
    fprintf(out, "%-64s %10s %10s %8s  %s\n", "row", "old GB/s", "new GB/s", "new/old", "verdict");
    char *matched = calloc((size_t)old_rows->count + 1, 1);
    int regressed = 0, improved = 0, same = 0, only_new = 0, only_old = 0;
    char key[1024], okey[1024], label[256];
    for (int i = 0; i < new_rows->count; i++) {
        const jval *r = &new_rows->items[i];
        row_key(r, key, sizeof key);
        row_label(r, label, sizeof label);
        const jval *o = NULL;
        for (int k = 0; k < old_rows->count && !o; k++) {
            if (matched && matched[k]) continue;
            row_key(&old_rows->items[k], okey, sizeof okey);
            if (strcmp(key, okey) == 0) {
                o = &old_rows->items[k];
                if (matched) matched[k] = 1;
            }
        }
        if (!o) {
            fprintf(out, "%-64.64s %10s %10.1f %8s  only in new\n", label, "-", jnum(r, "gbps"), "-");
            only_new++;
            continue;
        }
        const double og = jnum(o, "gbps"), ng = jnum(r, "gbps");
        if (!(og > 0) || !(ng > 0)) {
            fprintf(out, "%-64.64s %10.1f %10.1f %8s  not timed in both\n", label, og, ng, "-");
            continue;
        }
        const double ratio = ng / og;
        /* the spread, in time: disjoint when one side's fastest run is slower than the other's slowest */
        const double omin = jnum(o, "min_us"), omax = jnum(o, "max_us"), nmin = jnum(r, "min_us"), nmax = jnum(r, "max_us");
        const int spread = omin > 0 && omax > 0 && nmin > 0 && nmax > 0;
        const int slower = ratio < 1 - threshold_pct / 100 && (!spread || nmin > omax);
        const int faster = ratio > 1 + threshold_pct / 100 && (!spread || nmax < omin);
        regressed += slower, improved += faster, same += !slower && !faster;
        fprintf(out, "%-64.64s %10.1f %10.1f %7.3fx  %s\n", label, og, ng, ratio,
                slower ? "REGRESSED" : faster ? "improved" : "");
    }
    for (int k = 0; k < old_rows->count; k++)
        if (!matched || !matched[k]) {
            row_label(&old_rows->items[k], label, sizeof label);
            fprintf(out, "%-64.64s %10.1f %10s %8s  only in old\n", label, jnum(&old_rows->items[k], "gbps"), "-", "-");
            only_old++;
        }
    fprintf(out, "\n%d regressed, %d improved, %d within the threshold or the spread, %d only in new, %d only in old\n",
            regressed, improved, same, only_new, only_old);
    free(matched);
    jfree(&old_root), jfree(&new_root);
    return regressed ? 1 : 0;
}
