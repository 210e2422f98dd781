/* Every registered variant of one family on one backend against the reference, through the
 * lab's checker: adversarial sizes or shapes, every dtype it claims, every block size or shape,
 * aligned and misaligned inputs, poisoned outputs, input unchanged, float reproducibility.
 *   test_family cpu|cuda reduce|transpose|stencil|smem-banks|access|symbols
 * CUPRIM_TEST_MAX_N caps the sizes (compute-sanitizer runs); on CUDA the reduce n > 2^31 case
 * runs unless CUPRIM_TEST_HUGE=0. CUPRIM_TEST_SEED replays a failure's data. */
#include "../src/lab/lab.h"
#include "harness.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_family cpu|cuda <family>\n");
        return 2;
    }
    cup_handle_t h = test_open(argc, argv);
    const char *family = argv[2];
    const char *max_n = getenv("CUPRIM_TEST_MAX_N"), *huge = getenv("CUPRIM_TEST_HUGE"),
               *seed = getenv("CUPRIM_TEST_SEED");
    lab_check_opts o = {family, NULL, -1, 1, 0, 0, 0, 0};
    o.max_n = max_n ? strtoull(max_n, NULL, 0) : 0;
    o.huge = cup_get_backend(h) == CUP_BACKEND_CUDA && !(huge && strcmp(huge, "0") == 0) && !max_n;
    o.seed = seed ? strtoull(seed, NULL, 0) : lab_fresh_seed();
    printf("%s variants on %s, seed %llu%s\n", family, cup_backend_name(cup_get_backend(h)), (unsigned long long)o.seed,
           o.huge && strcmp(family, "reduce") == 0 ? ", including n = 2^31 + 17" : "");
    lab_check_totals t;
    const int rc = lab_check(h, &o, stdout, &t);
    EXPECT(rc != 2, "the %s backend registers no %s variant", cup_backend_name(cup_get_backend(h)), family);
    EXPECT(t.runs > 0 && t.failures == 0, "%ld of %ld runs failed", t.failures, t.runs);
    cup_destroy(h);
    return test_finish("test_family");
}
