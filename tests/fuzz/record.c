/* libFuzzer target: the bench-record reader and `cuprim compare`'s matching (src/lab/record.c),
 * over records as a user may hand them: any bytes. An input is two records: its first two bytes
 * say where the second starts in the rest (the second is empty past the end). Each is parsed;
 * when both are records their rows are matched and compared. Whatever the bytes, it must end in
 * 0, 1 or 2 without a sanitizer report or a leak; and a record compared with itself never
 * regresses (exit 1). Seeds: tests/fuzz/record/. */
#define _POSIX_C_SOURCE 200809L /* dprintf */
#include "lab/lab.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *null_out;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    /* the comparison and the reasons for a refusal are not the fuzzer's output; fd 2 stays for
     * the sanitizers' reports */
    null_out = fopen("/dev/null", "w");
    if (!null_out) abort();
    if (!getenv("CUPRIM_FUZZ_VERBOSE")) stderr = null_out;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2 || size > (1u << 20)) return 0;
    const size_t rest = size - 2, split = ((size_t)data[0] | (size_t)data[1] << 8) % (rest + 1);
    /* copies of exactly their length, so that ASan sees a read past either end */
    char *a = malloc(split ? split : 1), *b = malloc(rest - split ? rest - split : 1);
    if (!a || !b) abort();
    memcpy(a, data + 2, split);
    memcpy(b, data + 2 + split, rest - split);
    const int rc = lab_compare_texts(a, split, b, rest - split, 5.0, null_out);
    if (rc < 0 || rc > 2) {
        dprintf(2, "compare returned %d, not 0, 1 or 2\n", rc);
        abort();
    }
    if (rc != 2 && lab_compare_texts(a, split, a, split, 5.0, null_out) != 0) {
        dprintf(2, "a record compared with itself did not exit 0\n");
        abort();
    }
    free(a), free(b);
    return 0;
}
