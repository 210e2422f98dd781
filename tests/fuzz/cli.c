/* libFuzzer target: the CLI's command line, through the one parser (src/lab/args.c) and each
 * command's checks, up to where its work would start: tools/cuprim.c built with CUPRIM_CLI_DRY,
 * on the CPU backend. An input is the words of one command line, separated by NUL bytes.
 * Nothing is measured or checked, so every input must end quickly, in exit code 0, 1 or 2
 * (lab_usage and --help end in lab_exit, caught here by a longjmp), without a sanitizer report
 * or a leak. --json FILE makes and removes a test file beside FILE: run it in a scratch folder
 * (make fuzz runs it in build-fuzz/). Leading words NAME=VALUE with a NAME beginning CUPRIM_ are
 * the environment of that command line (CUPRIM_SUITE, CUPRIM_CPU_THREADS, CUPRIM_PIPE_THREADS, ...),
 * unset after it. bench runs its planning pass, which reads the families' own options and
 * checks the memory of every table, and stops there. Seeds: tests/fuzz/cli/. */
#define _POSIX_C_SOURCE 200809L /* dprintf */
#include "lab/lab.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cuprim_cli_main(int argc, char **argv);

static jmp_buf back;
static volatile int exit_code;

static void catch_exit(int code)
{
    exit_code = code;
    longjmp(back, 1);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    lab_set_exit_hook(catch_exit);
    /* the command lines' own output (help, usage lines, list) is not the fuzzer's: stdout to
     * /dev/null, and the stderr stream too, while fd 2 stays for the sanitizers' reports */
    if (!getenv("CUPRIM_FUZZ_VERBOSE")) {
        FILE *null = fopen("/dev/null", "w");
        if (!freopen("/dev/null", "w", stdout) || !null) abort();
        stderr = null;
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    enum { MAX_WORDS = 64 };
    if (size > 4096) return 0;
    char *text = malloc(size + 1), *argv[MAX_WORDS + 2];
    memcpy(text, data, size);
    text[size] = '\0';
    int argc = 0;
    argv[argc++] = "cuprim";
    for (size_t i = 0; i <= size && argc <= MAX_WORDS; i += strlen(text + i) + 1) argv[argc++] = text + i;
    argv[argc] = NULL;
    if (size == 0) argc = 1; /* no words: the command is missing */
    /* the environment words, taken off the front */
    enum { MAX_ENV = 8 };
    char *env[MAX_ENV];
    int nenv = 0;
    while (argc > 1 && nenv < MAX_ENV && strncmp(argv[1], "CUPRIM_", 7) == 0 && strchr(argv[1], '=')) {
        char *eq = strchr(argv[1], '=');
        *eq = '\0';
        setenv(argv[1], eq + 1, 1);
        env[nenv++] = argv[1];
        memmove(argv + 1, argv + 2, (size_t)(argc - 1) * sizeof *argv); /* with the NULL after them */
        argc--;
    }
    int rc;
    exit_code = -1;
    lab_set_command(NULL); /* the CLI sets it once per process: forget the last input's */
    if (setjmp(back) == 0) rc = cuprim_cli_main(argc, argv);
    else rc = exit_code;
    for (int i = 0; i < nenv; i++) unsetenv(env[i]);
    free(text);
    if (rc < 0 || rc > 2) {
        dprintf(2, "cuprim exited %d, not 0, 1 or 2\n", rc);
        abort();
    }
    return 0;
}
