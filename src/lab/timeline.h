/* Timelines: lanes (one per stream), boxes (one per operation, with its start and end in
 * microseconds), drawn as an SVG Gantt chart a person can open in a browser and written as JSON
 * for tools. Plain C, no dependencies. Several timelines go into one file, one panel each,
 * stacked, each with its own time axis. */
#ifndef CUPRIM_SRC_LAB_TIMELINE_H
#define CUPRIM_SRC_LAB_TIMELINE_H

#include <stddef.h>
#include <stdio.h>

typedef struct lab_tl_box {
    int lane;
    double start_us, end_us;
    const char *label;
} lab_tl_box;

typedef struct lab_timeline {
    const char *title;
    int lanes;
    const char *const *lane; /* lane names, top to bottom */
    int boxes;
    const lab_tl_box *box;
} lab_timeline;

/* The SVG of `count` timelines; `heading` (may be NULL) above them all. 0, or -1 when a write failed. */
int lab_timeline_svg(FILE *f, const lab_timeline *t, int count, const char *heading);
/* {"heading": ..., "timelines": [{"title", "lanes": [...], "ops": [{"lane", "label", "start_us",
 * "end_us"}]}]}. 0, or -1 when a write failed. */
int lab_timeline_json(FILE *f, const lab_timeline *t, int count, const char *heading);
/* Where the SVG of a timeline written to `path` goes: `path` with a final ".json" replaced by
 * ".svg", or ".svg" appended when it has no such suffix. */
void lab_timeline_svg_path(const char *path, char *out, size_t len);
/* Both files: the JSON at `path`, the SVG at lab_timeline_svg_path(path). 0, or -1 with errno. */
int lab_timeline_write(const char *path, const lab_timeline *t, int count, const char *heading);

#endif
