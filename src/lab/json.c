/* The one JSON writer: the record every bench run leaves, in the format other tools read
 * (docs/cli.md, "JSON record", lists every field). Each row carries the fixed fields, then its
 * family's own members as the family wrote them. */
#define _GNU_SOURCE
#include "lab.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* The file a record at `path` goes to: path itself, or where a symbolic link there points, so
 * that the link stays a link and the file it names is replaced. 0, or -1 with errno (ENOENT: a
 * link to nothing). */
static int record_target(const char *path, char *out, size_t len)
{
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISLNK(st.st_mode))
        return snprintf(out, len, "%s", path) < (int)len ? 0 : (errno = ENAMETOOLONG, -1);
    char *real = realpath(path, NULL);
    if (!real) return -1;
    const int fits = snprintf(out, len, "%s", real) < (int)len;
    free(real);
    return fits ? 0 : (errno = ENAMETOOLONG, -1);
}

/* A new empty file beside `path` (same directory, so rename() replaces the target in one step),
 * with the mode of the file it will replace, or the mode fopen would give a new one. */
static FILE *open_beside(const char *path, char *tmp, size_t len)
{
    if (snprintf(tmp, len, "%s.tmp-XXXXXX", path) >= (int)len) return errno = ENAMETOOLONG, NULL;
    const int fd = mkstemp(tmp);
    if (fd < 0) return NULL;
    /* mkstemp's 0600 would make the record private */
    struct stat st;
    const mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, stat(path, &st) == 0 && S_ISREG(st.st_mode) ? st.st_mode & 07777 : 0666 & ~mask);
    FILE *f = fdopen(fd, "w");
    if (!f) {
        const int e = errno;
        close(fd), unlink(tmp), errno = e;
    }
    return f;
}

/* Flush and close f, `ok` saying whether the writes so far went through: 0, or the errno of the
 * first failure (EIO when the stream only kept its error flag). */
static int close_checked(FILE *f, int ok)
{
    ok = ok && !ferror(f) && fflush(f) == 0;
    int e = ok ? 0 : errno ? errno : EIO;
    if (fclose(f) != 0 && !e) e = errno ? errno : EIO;
    return e;
}

int lab_json_writable(const char *path, char *why, size_t len)
{
    struct stat st;
    char target[4096];
    if (record_target(path, target, sizeof target))
        return snprintf(why, len, "%s", errno == ENOENT ? "a symbolic link to nothing" : strerror(errno)), -1;
    if (stat(target, &st) == 0 && !S_ISREG(st.st_mode))
        return snprintf(why, len, "not a regular file"), -1;
    char tmp[4096 + 16];
    FILE *f = open_beside(target, tmp, sizeof tmp);
    if (!f) return snprintf(why, len, "%s", strerror(errno)), -1;
    /* one byte, flushed: a full disk answers now rather than after the run */
    const int e = close_checked(f, fputc('{', f) != EOF);
    unlink(tmp);
    if (e) return snprintf(why, len, "%s", strerror(e)), -1;
    return 0;
}

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", *s);
        else fputc(*s, f);
    }
    fputc('"', f);
}

int lab_bench_write_json(const lab_bench *b, const char *path, const char *commit, int partial)
{
    char tmp[4096 + 16], target[4096];
    if (record_target(path, target, sizeof target)) return -1;
    path = target;
    FILE *f = open_beside(path, tmp, sizeof tmp);
    if (!f) return -1;
    int failed = 0;
    for (int i = 0; i < b->count; i++) failed += !b->rows[i].ok;
    const cup_device_info *d = &b->info;
    char date[32];
    time_t now = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    fprintf(f, "{\"tool\": \"cuprim\", \"version\": \"%s\", \"commit\": ", CUPRIM_VERSION_STRING);
    json_string(f, commit ? commit : "unknown");
    fprintf(f, ", \"date\": \"%s\", \"backend\": \"%s\", \"seed\": %llu, \"partial\": %s, \"failed_rows\": %d,\n"
               " \"device\": {\"name\": ",
            date, cup_backend_name(d->backend), (unsigned long long)b->seed, partial ? "true" : "false", failed);
    json_string(f, d->name);
    if (d->backend == CUP_BACKEND_CUDA)
        fprintf(f, ", \"cc\": \"%d.%d\", \"sms\": %d, \"l2_bytes\": %zu", d->cc_major, d->cc_minor, d->sm_count,
                d->l2_bytes);
    else
        fprintf(f, ", \"cc\": null, \"sms\": null, \"l2_bytes\": null, \"cpu_threads\": %d, \"cache_bytes\": %zu",
                d->cpu_threads, d->cache_bytes);
    fprintf(f, ", \"copy_gbps\": %.2f, \"read_gbps\": %.2f, \"launch_us\": %.3f, \"launch_b2b_us\": %.3f", b->copy_gbps,
            b->read_gbps, b->launch_us, b->launch_b2b_us);
    if (d->backend == CUP_BACKEND_CUDA)
        fprintf(f, ", \"h2d_gbps\": %.2f, \"d2h_gbps\": %.2f, \"bidir_gbps\": %.2f", b->h2d_gbps, b->d2h_gbps,
                b->bidir_gbps);
    else
        fprintf(f, ", \"h2d_gbps\": null, \"d2h_gbps\": null, \"bidir_gbps\": null");
    /* present once a pageable table measured it */
    if (b->staging_gbps > 0) fprintf(f, ", \"staging_gbps\": %.2f", b->staging_gbps);
    fprintf(f, "},\n \"results\": [");
    for (int i = 0; i < b->count; i++) {
        const lab_row *r = &b->rows[i];
        fprintf(f, "%s\n  {\"primitive\": \"%s\", \"variant\": \"%s\", \"dtype\": \"%s\", \"op\": \"%s\", ", i ? "," : "",
                r->family, r->variant, cup_dtype_name(r->dtype), r->op ? r->op : "none");
        if (r->rows) fprintf(f, "\"n\": null, \"shape\": \"%zux%zu\", \"block\": ", r->rows, r->cols);
        else fprintf(f, "\"n\": %zu, \"shape\": null, \"block\": ", r->n);
        if (r->bx) fprintf(f, "\"%dx%d\"", r->bx, r->by);
        else if (r->block) fprintf(f, "%d", r->block);
        else fprintf(f, "null");
        if (r->median_us > 0) {
            fprintf(f, ", \"median_us\": %.3f, \"min_us\": %.3f, \"max_us\": %.3f, \"reps\": %d, \"gbps\": %.2f, ",
                    r->median_us, r->min_us, r->max_us, r->reps, r->gbps);
            if (r->b2b_us > 0) fprintf(f, "\"b2b_us\": %.3f, ", r->b2b_us);
        } else
            fprintf(f, ", \"median_us\": null, \"min_us\": null, \"max_us\": null, \"reps\": 0, \"gbps\": null, ");
        fprintf(f, "\"ceiling_gbps\": %.2f, \"ok\": %s, \"reference\": %s%s", r->ceiling_gbps, r->ok ? "true" : "false",
                r->reference ? "true" : "false", r->json);
        /* the table it was printed in, so that a reader (report.py) can draw each table as printed */
        const char *table = lab_row_table(b, i);
        if (table) fputs(", \"table\": ", f), json_string(f, table);
        fputc('}', f);
    }
    fprintf(f, "\n]}\n");
    int e = close_checked(f, 1);
    if (!e && rename(tmp, path) == 0) return 0;
    if (!e) e = errno;
    unlink(tmp);
    errno = e;
    return -1;
}
