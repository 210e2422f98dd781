/* The bottom of the lab: how the CLI ends early (a bad argument: one line and exit 2, before any
 * work) and the text helpers every part of the lab shares (sizes as the command line writes
 * them, a row's growing note, a long line kept within 120 columns). */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include "lab.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char *command = "";

void lab_set_command(const char *c) { command = c ? c : ""; }

const char *lab_command(void) { return command; }

static void (*exit_hook)(int);

void lab_set_exit_hook(void (*hook)(int code)) { exit_hook = hook; }

_Noreturn void lab_exit(int code)
{
    if (exit_hook) exit_hook(code);
    exit(code);
}

_Noreturn void lab_usage(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "cuprim: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see 'cuprim %s%s--help')\n", command, *command ? " " : "");
    va_end(ap);
    lab_exit(2);
}

int lab_parse_size(const char *s, size_t *out)
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

int lab_parse_size_pair(const char *s, char sep, size_t *a, size_t *b)
{
    char buf[64], *mid;
    if (!s || snprintf(buf, sizeof buf, "%s", s) >= (int)sizeof buf || !(mid = strchr(buf, sep))) return -1;
    *mid = '\0';
    return lab_parse_size(buf, a) || lab_parse_size(mid + 1, b) ? -1 : 0;
}

void lab_append(char *buf, size_t size, const char *fmt, ...)
{
    const size_t len = strnlen(buf, size);
    if (len + 1 >= size) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + len, size - len, fmt, ap);
    va_end(ap);
}

void lab_print_wrapped(FILE *f, int col, const char *text, const char *brk, const char *cont, int indent)
{
    enum { WIDTH = 120 };
    const int cont_len = (int)strlen(cont);
    for (const char *p = text; *p;) {
        const char *next = strstr(p + 1, brk);
        const int len = next ? (int)(next - p) : (int)strlen(p);
        if (p != text && col + len + cont_len > WIDTH && col > indent) {
            /* the piece's leading space gives way to the break */
            fprintf(f, "%s\n%*s%.*s", cont, indent, "", len - 1, p + 1);
            col = indent + len - 1;
        } else {
            fprintf(f, "%.*s", len, p);
            col += len;
        }
        p += len;
    }
    fputc('\n', f);
}
