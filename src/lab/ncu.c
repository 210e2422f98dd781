/* --ncu: the same rows again, each kernel launched once in a child process under Nsight Compute,
 * and the counters it reports read back from its CSV. */
#define _GNU_SOURCE
#include "lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* One CSV field (quoted or not) starting at *p; advances past the comma. */
static int csv_field(const char **p, char *buf, size_t len)
{
    const char *s = *p;
    size_t w = 0;
    if (!*s || *s == '\n' || *s == '\r') return 0;
    if (*s == '"') {
        for (s++; *s && !(*s == '"' && s[1] != '"'); s++) {
            if (*s == '"') s++;
            if (w + 1 < len) buf[w++] = *s;
        }
        if (*s == '"') s++;
    } else {
        for (; *s && *s != ',' && *s != '\n' && *s != '\r'; s++)
            if (w + 1 < len) buf[w++] = *s;
    }
    buf[w] = '\0';
    if (*s == ',') s++;
    *p = s;
    return 1;
}

static double csv_number(const char *s)
{
    char clean[64];
    size_t w = 0;
    for (; *s && w + 1 < sizeof clean; s++)
        if (*s != ',') clean[w++] = *s; /* thousands separators */
    clean[w] = '\0';
    char *end;
    const double v = strtod(clean, &end);
    return end == clean ? NAN : v;
}

static int find_ncu(char *path, size_t len)
{
    const char *env = getenv("CUPRIM_NCU");
    if (env && *env) return snprintf(path, len, "%s", env), 1;
    FILE *p = popen("command -v ncu 2>/dev/null", "r");
    if (p) {
        const int found = fgets(path, (int)len, p) != NULL;
        pclose(p);
        if (found) {
            path[strcspn(path, "\n")] = '\0';
            return 1;
        }
    }
    static const char *const places[] = {"/usr/local/cuda/bin/ncu", "/opt/nvidia/nsight-compute/ncu"};
    for (int i = 0; i < 2; i++) {
        FILE *f = fopen(places[i], "r");
        if (f) {
            fclose(f);
            return snprintf(path, len, "%s", places[i]), 1;
        }
    }
    return 0;
}

int lab_ncu(const char *kernels, const char *const metrics[4], const char *child_args, double (*values)[4],
            int max_rows, char *ncu, size_t ncu_len)
{
    char self[512], cmd[8192 + 1024];
    if (!find_ncu(ncu, ncu_len)) {
        fprintf(stderr, "cuprim: --ncu: Nsight Compute (ncu) not found in PATH or /usr/local/cuda/bin\n");
        return -1;
    }
    const ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0) return fprintf(stderr, "cuprim: --ncu: cannot find this executable\n"), -1;
    self[len] = '\0';
    snprintf(cmd, sizeof cmd, "'%s' --csv --page raw --print-units base -k regex:%s --metrics %s,%s,%s,%s '%s' %s 2>&1",
             ncu, kernels, metrics[0], metrics[1], metrics[2], metrics[3], self, child_args);
    FILE *p = popen(cmd, "r");
    if (!p) return fprintf(stderr, "cuprim: --ncu: cannot run %s\n", ncu), -1;
    static char line[1 << 16];
    int col[5] = {-1, -1, -1, -1, -1}, rows = 0, header = 0;
    char field[256];
    while (fgets(line, sizeof line, p)) {
        const char *q = line;
        if (!header) {
            if (strncmp(line, "\"ID\"", 4) != 0) continue;
            for (int i = 0; csv_field(&q, field, sizeof field); i++) {
                if (strcmp(field, "ID") == 0) col[4] = i;
                for (int j = 0; j < 4; j++)
                    if (strcmp(field, metrics[j]) == 0) col[j] = i;
            }
            header = 1;
            continue;
        }
        double v[4] = {NAN, NAN, NAN, NAN};
        int id_ok = 0;
        for (int i = 0; csv_field(&q, field, sizeof field); i++) {
            if (i == col[4]) id_ok = field[0] >= '0' && field[0] <= '9';
            for (int j = 0; j < 4; j++)
                if (i == col[j]) v[j] = csv_number(field);
        }
        if (!id_ok) continue; /* the units line */
        if (rows == max_rows) break;
        memcpy(values[rows++], v, sizeof v);
    }
    const int rc = pclose(p);
    if (!header || rc != 0) {
        fprintf(stderr, "cuprim: --ncu: %s (exit %d); command: %s\n", header ? "incomplete profile" : "no metrics from ncu",
                rc, cmd);
        return -1;
    }
    return rows;
}

int lab_ncu_child_args(const lab_args *a, char *buf, size_t len)
{
    size_t w = (size_t)snprintf(buf, len, "bench %s --backend cuda --ncu-child --seed %llu", a->family->name,
                                (unsigned long long)a->seed);
    if (a->block && w < len) w += (size_t)snprintf(buf + w, len - w, " --block %d", a->block);
    for (int i = 0; i < a->nvariants && w < len; i++) w += (size_t)snprintf(buf + w, len - w, " --variant %s", a->variants[i]);
    return w < len ? (int)w : -1;
}
