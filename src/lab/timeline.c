/* The timeline writers: an SVG Gantt chart (lanes, labelled boxes, a time axis in microseconds)
 * and the same data as JSON. */
#include "timeline.h"

#include <errno.h>
#include <math.h>
#include <string.h>

enum { WIDTH = 1100, LEFT = 190, RIGHT = 30, LANE_H = 24, BOX_H = 18, TITLE_H = 26, AXIS_H = 38, GAP = 18 };

/* text for an SVG element or attribute */
static void xml_text(FILE *f, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        default:
            if ((unsigned char)*s >= 0x20) fputc(*s, f); /* control characters are not XML */
        }
    }
}

static void json_text(FILE *f, const char *s)
{
    fputc('"', f);
    for (; s && *s; s++) {
        if (*s == '"' || *s == '\\') fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", *s);
        else fputc(*s, f);
    }
    fputc('"', f);
}

/* A finite number for the files (NaN and infinities become 0). */
static double finite(double x) { return isfinite(x) ? x : 0; }

/* The step of the axis: 1, 2 or 5 times a power of ten, giving 4 to 10 ticks over `span`. */
static double tick_step(double span)
{
    if (!(span > 0)) return 1;
    const double raw = span / 8, p = pow(10, floor(log10(raw))), m = raw / p;
    return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/* Each label's first word picks its colour, so H2D, kernel and D2H boxes read alike everywhere. */
static const char *box_colour(const char *label)
{
    static const char *const palette[] = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
                                          "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};
    unsigned hash = 5381;
    for (const char *p = label ? label : ""; *p && *p != ' ' && *p != '_' && !(*p >= '0' && *p <= '9'); p++)
        hash = hash * 33 + (unsigned char)*p;
    if (label && strncmp(label, "H2D", 3) == 0) return palette[0];
    if (label && strncmp(label, "kernel", 6) == 0) return palette[1];
    if (label && strncmp(label, "D2H", 3) == 0) return palette[2];
    return palette[3 + hash % 7];
}

static int panel_height(const lab_timeline *t) { return TITLE_H + (t->lanes > 0 ? t->lanes : 1) * LANE_H + AXIS_H; }

static void panel(FILE *f, const lab_timeline *t, int y)
{
    double t0 = 0, t1 = 0;
    for (int i = 0; i < t->boxes; i++) {
        const double a = finite(t->box[i].start_us), b = finite(t->box[i].end_us);
        if (i == 0 || a < t0) t0 = a;
        if (i == 0 || b > t1) t1 = b;
    }
    if (t0 > 0) t0 = 0; /* the axis starts at the run's origin */
    const double step = tick_step(t1 - t0), end = step * ceil((t1 - t0) / step - 1e-9) + t0;
    const double span = end > t0 ? end - t0 : 1, scale = (WIDTH - LEFT - RIGHT) / span;
    const int top = y + TITLE_H, lanes_h = (t->lanes > 0 ? t->lanes : 1) * LANE_H;
    fprintf(f, "<g class=\"panel\">\n<text x=\"10\" y=\"%d\" font-weight=\"bold\">", y + 17);
    xml_text(f, t->title);
    fputs("</text>\n", f);
    for (int l = 0; l < t->lanes; l++) {
        const int ly = top + l * LANE_H;
        fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", LEFT, ly, WIDTH - LEFT - RIGHT,
                LANE_H, l % 2 ? "#ffffff" : "#f3f3f3");
        fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", LEFT - 8, ly + 16);
        xml_text(f, t->lane[l]);
        fputs("</text>\n", f);
    }
    for (double v = t0; v <= end + step / 2; v += step) { /* grid lines and the axis's ticks */
        const double x = LEFT + (v - t0) * scale;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#cccccc\"/>\n", x, top, x, top + lanes_h + 4);
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\">%g</text>\n", x, top + lanes_h + 17, v);
    }
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"11\">time (us)</text>\n", WIDTH - RIGHT,
            top + lanes_h + 32);
    for (int i = 0; i < t->boxes; i++) {
        const lab_tl_box *b = &t->box[i];
        if (b->lane < 0 || b->lane >= t->lanes) continue;
        const double a = finite(b->start_us), e = finite(b->end_us) > a ? finite(b->end_us) : a;
        const double x = LEFT + (a - t0) * scale, w = (e - a) * scale < 1 ? 1 : (e - a) * scale;
        const int by = top + b->lane * LANE_H + (LANE_H - BOX_H) / 2;
        fprintf(f, "<g><title>");
        xml_text(f, b->label);
        fprintf(f, ": %.1f to %.1f us (%.1f us)</title>", a, e, e - a);
        fprintf(f, "<rect class=\"op\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" rx=\"2\" fill=\"%s\" stroke=\"#333333\" "
                   "stroke-width=\"0.5\"/>",
                x, by, w, BOX_H, box_colour(b->label));
        /* the label inside when it fits (about 6.5 px a character at this size) */
        if (b->label && w > 6.5 * (double)strlen(b->label) + 4) {
            fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\" fill=\"#ffffff\">", x + w / 2, by + 13);
            xml_text(f, b->label);
            fputs("</text>", f);
        }
        fputs("</g>\n", f);
    }
    fputs("</g>\n", f);
}

int lab_timeline_svg(FILE *f, const lab_timeline *t, int count, const char *heading)
{
    int height = heading ? 34 : 8;
    for (int i = 0; i < count; i++) height += panel_height(&t[i]) + GAP;
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
               "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
            WIDTH, height, WIDTH, height);
    fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", WIDTH, height);
    int y = 8;
    if (heading) {
        fputs("<text x=\"10\" y=\"22\" font-size=\"14\" font-weight=\"bold\">", f);
        xml_text(f, heading);
        fputs("</text>\n", f);
        y = 34;
    }
    for (int i = 0; i < count; i++) {
        panel(f, &t[i], y);
        y += panel_height(&t[i]) + GAP;
    }
    fputs("</svg>\n", f);
    return ferror(f) ? -1 : 0;
}

int lab_timeline_json(FILE *f, const lab_timeline *t, int count, const char *heading)
{
    fputs("{\"heading\": ", f);
    json_text(f, heading ? heading : "");
    fputs(", \"unit\": \"us\", \"timelines\": [", f);
    for (int i = 0; i < count; i++) {
        fprintf(f, "%s\n {\"title\": ", i ? "," : "");
        json_text(f, t[i].title);
        fputs(", \"lanes\": [", f);
        for (int l = 0; l < t[i].lanes; l++) {
            if (l) fputs(", ", f);
            json_text(f, t[i].lane[l]);
        }
        fputs("], \"ops\": [", f);
        for (int b = 0; b < t[i].boxes; b++) {
            const lab_tl_box *x = &t[i].box[b];
            fprintf(f, "%s\n  {\"lane\": %d, \"label\": ", b ? "," : "", x->lane);
            json_text(f, x->label);
            fprintf(f, ", \"start_us\": %.3f, \"end_us\": %.3f}", finite(x->start_us), finite(x->end_us));
        }
        fputs("]}", f);
    }
    fputs("\n]}\n", f);
    return ferror(f) ? -1 : 0;
}

void lab_timeline_svg_path(const char *path, char *out, size_t len)
{
    const size_t n = strlen(path);
    if (n > 5 && strcmp(path + n - 5, ".json") == 0) snprintf(out, len, "%.*s.svg", (int)(n - 5), path);
    else snprintf(out, len, "%s.svg", path);
}

static int write_one(const char *path, const lab_timeline *t, int count, const char *heading, int svg)
{
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    int rc = svg ? lab_timeline_svg(f, t, count, heading) : lab_timeline_json(f, t, count, heading);
    const int e = rc ? (errno ? errno : EIO) : 0;
    if (fclose(f) != 0 && !rc) rc = -1;
    if (e) errno = e;
    return rc;
}

int lab_timeline_write(const char *path, const lab_timeline *t, int count, const char *heading)
{
    char svg[4096];
    lab_timeline_svg_path(path, svg, sizeof svg);
    if (write_one(path, t, count, heading, 0)) return -1;
    return write_one(svg, t, count, heading, 1);
}
