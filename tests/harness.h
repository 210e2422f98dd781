/* A few macros for the C tests: failures are counted and printed with their line, and a test
 * that cannot run (no GPU) exits 77, which ctest shows as skipped. */
#ifndef CUPRIM_TEST_HARNESS_H
#define CUPRIM_TEST_HARNESS_H

#include "cuprim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEST_SKIP 77

static int test_failures;
static int test_checks;

#define EXPECT(cond, ...)                                                                   \
    do {                                                                                    \
        test_checks++;                                                                      \
        if (!(cond)) {                                                                      \
            test_failures++;                                                                \
            fprintf(stderr, "%s:%d: expected %s: ", __FILE__, __LINE__, #cond);             \
            fprintf(stderr, __VA_ARGS__);                                                   \
            fputc('\n', stderr);                                                            \
        }                                                                                   \
    } while (0)

/* status s must be `want`; on a handle, the message must then say something (or, on
 * success, nothing). */
#define EXPECT_STATUS(h, s, want)                                                           \
    do {                                                                                    \
        cup_status got_ = (s);                                                              \
        EXPECT(got_ == (want), "got %s (%s), want %s", cup_status_string(got_),             \
               cup_last_error(h), cup_status_string(want));                                 \
        if (got_ == (want) && (want) != CUP_STATUS_SUCCESS)                                 \
            EXPECT(cup_last_error(h)[0] != '\0', "a failure must come with a message");     \
    } while (0)

/* Open a handle for the backend named on the command line, or skip when it is absent. */
static cup_handle_t test_open(int argc, char **argv)
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

static int test_finish(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, test_checks, test_failures);
    return test_failures ? 1 : 0;
}

#endif
