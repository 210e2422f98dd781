/* The C tests' harness: expectations are the lab's (LAB_EXPECT on one tally per test program),
 * and a test that cannot run (no GPU) exits 77, which ctest shows as skipped. Its helpers are
 * inline: a test uses those it needs. */
#ifndef CUPRIM_TEST_HARNESS_H
#define CUPRIM_TEST_HARNESS_H

#include "lab/lab.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEST_SKIP 77

static lab_tally test_tally;
#define EXPECT(cond, ...) LAB_EXPECT(&test_tally, cond, __VA_ARGS__)
#define EXPECT_STATUS(h, s, want) LAB_EXPECT_STATUS(&test_tally, h, s, want)

/* Open a handle for the backend named by argv[1], or skip when it is absent. */
static inline cup_handle_t test_open(int argc, char **argv)
{
    cup_backend b = CUP_BACKEND_CPU;
    if (argc > 1 && cup_backend_from_name(argv[1], &b) != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "unknown backend %s\n", argv[1]);
        exit(2);
    }
    cup_handle_t h = NULL;
    cup_status s = cup_create(&h, b);
    if (s == CUP_STATUS_BACKEND_UNAVAILABLE) {
        printf("SKIPPED: %s backend unavailable here: %s\n", cup_backend_name(b), cup_last_error(NULL));
        exit(TEST_SKIP);
    }
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cup_create(%s): %s: %s\n", cup_backend_name(b), cup_status_string(s), cup_last_error(NULL));
        exit(1);
    }
    return h;
}

/* The test environment's number `name` (decimal, 0x hex or a size such as 2^20) in *out: 1; 0 when
 * unset or empty; a value that is none of those ends the test (exit 2): a mistyped seed or cap
 * would otherwise run another test than the one asked for. */
static int test_env_size(const char *name, size_t *out)
{
    const char *v = getenv(name);
    if (!v || !*v) return 0;
    const char *hex = v[0] == '0' && (v[1] == 'x' || v[1] == 'X') ? v + 2 : NULL;
    size_t n = 0;
    int ok;
    if (hex) { /* digits only: strtoull would also take a sign or spaces */
        const size_t len = strlen(hex);
        ok = len && len <= 16 && strspn(hex, "0123456789abcdefABCDEF") == len;
        if (ok) n = (size_t)strtoull(hex, NULL, 16);
    } else {
        ok = lab_parse_size(v, &n) == 0;
    }
    if (!ok) {
        fprintf(stderr, "%s='%s' is not a number (decimal, 0x hex or 2^N)\n", name, v);
        exit(2);
    }
    *out = n;
    return 1;
}

/* CUPRIM_TEST_SEED replays a failure's data; otherwise fresh data every run. */
static inline uint64_t test_seed(void)
{
    size_t seed;
    return test_env_size("CUPRIM_TEST_SEED", &seed) ? (uint64_t)seed : lab_fresh_seed();
}

static inline int test_finish(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, test_tally.checks, test_tally.failures);
    return test_tally.failures ? 1 : 0;
}

#endif
