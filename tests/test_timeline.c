/* The timeline writers on a synthetic timeline, no GPU needed: the SVG is well-formed XML (every
 * tag closed in order, every '&' an entity, labels escaped), has one box per operation and an
 * axis in microseconds; the JSON's brackets balance outside strings and it holds every box; the
 * SVG's name is derived as documented; odd input (a box ending before it starts, NaN, a lane out
 * of range, no boxes) is drawn without breaking the file.
 *   test_timeline DIR   (writes its files under DIR) */
#include "harness.h"
#include "lab/timeline.h"

#include <math.h>

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    const long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (s && fread(s, 1, (size_t)n, f) != (size_t)n) free(s), s = NULL;
    if (s) s[n] = '\0';
    fclose(f);
    return s;
}

static int count(const char *s, const char *what)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, what)); p += strlen(what)) n++;
    return n;
}

/* A small XML checker: tags nest and close in order, attribute values are quoted, text and
 * attributes hold no raw '<' and every '&' starts one of the five entities. 1 when well formed. */
static int xml_well_formed(const char *s, char *why, size_t len)
{
    enum { DEPTH = 64 };
    char stack[DEPTH][32];
    int depth = 0, roots = 0;
    const char *p = s;
    if (strncmp(p, "<?xml", 5) == 0) {
        p = strstr(p, "?>");
        if (!p) return snprintf(why, len, "unterminated declaration"), 0;
        p += 2;
    }
    while (*p) {
        if (*p == '&') {
            static const char *const ents[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
            int ok = 0;
            for (int i = 0; i < 5; i++) ok |= strncmp(p, ents[i], strlen(ents[i])) == 0;
            if (!ok) return snprintf(why, len, "a raw '&' at %.20s", p), 0;
            p++;
            continue;
        }
        if (*p == '>') return snprintf(why, len, "a raw '>' in text at %.20s", p), 0;
        if (*p != '<') {
            if (depth == 0 && !strchr(" \t\r\n", *p)) return snprintf(why, len, "text outside the root: %.20s", p), 0;
            p++;
            continue;
        }
        const int closing = p[1] == '/';
        const char *name = p + 1 + closing;
        size_t n = strspn(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:");
        if (n == 0 || n >= 32) return snprintf(why, len, "a bad tag at %.20s", p), 0;
        const char *q = name + n;
        if (closing) {
            if (*q != '>') return snprintf(why, len, "a bad closing tag at %.20s", p), 0;
            if (depth == 0 || strncmp(stack[depth - 1], name, n) != 0 || stack[depth - 1][n])
                return snprintf(why, len, "</%.*s> closes %s", (int)n, name, depth ? stack[depth - 1] : "nothing"), 0;
            depth--;
            p = q + 1;
            continue;
        }
        /* attributes: name="value" with no '<' in the value */
        while (*q && *q != '>' && !(q[0] == '/' && q[1] == '>')) {
            if (strchr(" \t\r\n", *q)) {
                q++;
                continue;
            }
            const size_t a = strspn(q, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:");
            if (a == 0 || q[a] != '=' || q[a + 1] != '"') return snprintf(why, len, "a bad attribute at %.20s", q), 0;
            q += a + 2;
            while (*q && *q != '"') {
                if (*q == '<') return snprintf(why, len, "a raw '<' in an attribute at %.20s", q), 0;
                q++;
            }
            if (!*q) return snprintf(why, len, "an unterminated attribute"), 0;
            q++;
        }
        if (!*q) return snprintf(why, len, "an unterminated tag"), 0;
        if (*q == '/') {
            if (depth == 0) roots++;
            p = q + 2;
            continue;
        }
        if (depth == DEPTH) return snprintf(why, len, "nested too deep"), 0;
        if (depth == 0) roots++;
        snprintf(stack[depth++], sizeof stack[0], "%.*s", (int)n, name);
        p = q + 1;
    }
    if (depth) return snprintf(why, len, "<%s> never closed", stack[depth - 1]), 0;
    if (roots != 1) return snprintf(why, len, "%d root elements", roots), 0;
    return 1;
}

/* JSON's brackets balance outside strings, and strings end. */
static int json_balanced(const char *s)
{
    int depth = 0, in = 0;
    for (const char *p = s; *p; p++) {
        if (in) {
            if (*p == '\\' && p[1]) p++;
            else if (*p == '"') in = 0;
            else if ((unsigned char)*p < 0x20) return 0;
        } else if (*p == '"') {
            in = 1;
        } else if (*p == '{' || *p == '[') {
            depth++;
        } else if (*p == '}' || *p == ']') {
            if (--depth < 0) return 0;
        }
    }
    return depth == 0 && !in;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_timeline DIR\n");
        return 2;
    }
    (void)test_open; /* the harness's; this test needs no backend */
    lab_rng rng = {test_seed()};
    /* panel 1: a random pipeline of k streams, three boxes each, labels that need escaping */
    enum { K = 5 };
    const char *lanes1[K] = {"stream 0", "stream <1>", "stream \"2\"", "stream & 3", "stream 4"};
    char labels[3 * K][24];
    lab_tl_box boxes1[3 * K];
    double t = 0;
    for (int i = 0; i < 3 * K; i++) {
        static const char *const kinds[] = {"H2D", "kernel", "D2H"};
        snprintf(labels[i], sizeof labels[i], "%s %d%s", kinds[i % 3], i / 3, i == 4 ? " <&>" : "");
        const double len = 1 + (double)(lab_rand(&rng) % 100000) / 100.0;
        boxes1[i] = (lab_tl_box){i / 3, t, t + len, labels[i]};
        t += len * 0.4;
    }
    /* panel 2: odd input: a box ending before it starts, NaN, a lane out of range, a zero-length box */
    const char *lanes2[2] = {"a", "b"};
    const lab_tl_box boxes2[] = {{0, 5, 2, "backwards"}, {1, NAN, 3, "not-a-number"}, {7, 0, 1, "lost"}, {0, 4, 4, "point"}};
    /* panel 3: nothing at all */
    const lab_timeline tl[3] = {{"pipeline & friends <k=5>", K, lanes1, 3 * K, boxes1},
                                {"odd input", 2, lanes2, 4, boxes2},
                                {"empty", 0, NULL, 0, NULL}};
    char path[4096], svg[4100], why[200];
    snprintf(path, sizeof path, "%s/timeline-test.json", argv[1]);
    lab_timeline_svg_path(path, svg, sizeof svg);
    EXPECT(strlen(svg) > 4 && strcmp(svg + strlen(svg) - 4, ".svg") == 0 && !strstr(svg, ".json"), "svg path %s", svg);
    char other[64];
    lab_timeline_svg_path("run.timeline", other, sizeof other);
    EXPECT(strcmp(other, "run.timeline.svg") == 0, "svg path of run.timeline: %s", other);

    EXPECT(lab_timeline_write(path, tl, 3, "heading with \"quotes\" & <brackets>") == 0, "write failed");
    char *s = slurp(svg), *j = slurp(path);
    EXPECT(s != NULL && j != NULL, "files not written");
    if (s && j) {
        EXPECT(strncmp(s, "<?xml", 5) == 0 && strstr(s, "<svg") && strstr(s, "</svg>\n"), "not an SVG document");
        EXPECT(xml_well_formed(s, why, sizeof why), "SVG not well formed: %s", why);
        /* every box in range is drawn (the one on lane 7 is not), each with its own tooltip */
        EXPECT(count(s, "class=\"op\"") == 3 * K + 3, "%d boxes drawn, want %d", count(s, "class=\"op\""), 3 * K + 3);
        EXPECT(count(s, "<title>") == 3 * K + 3, "%d tooltips", count(s, "<title>"));
        EXPECT(count(s, "class=\"panel\"") == 3, "%d panels", count(s, "class=\"panel\""));
        EXPECT(count(s, "time (us)") == 3, "every panel has a time axis in us");
        EXPECT(strstr(s, "stream &lt;1&gt;") && strstr(s, "stream &amp; 3") && strstr(s, "&quot;2&quot;"),
               "lane names not escaped");
        EXPECT(!strstr(s, "nan\"") && !strstr(s, "inf\""), "a non-finite number reached an attribute");
        EXPECT(json_balanced(j), "JSON brackets do not balance");
        EXPECT(count(j, "\"label\"") == 3 * K + 4, "%d ops in the JSON, want %d", count(j, "\"label\""), 3 * K + 4);
        EXPECT(count(j, "\"title\"") == 3, "%d timelines in the JSON", count(j, "\"title\""));
        EXPECT(strstr(j, "\\\"quotes\\\"") != NULL, "JSON strings not escaped");
        EXPECT(!strstr(j, "nan") && !strstr(j, "inf,"), "a non-finite number reached the JSON");
    }
    free(s), free(j);
    remove(path), remove(svg);
    /* a file that cannot be written: an error, not a crash */
    EXPECT(lab_timeline_write("/nonexistent-dir/x.json", tl, 1, NULL) != 0, "writing to a missing directory succeeded");
    return test_finish("test_timeline");
}
