/* One family on one backend: its API contract (the family's api_test: refusals with a status, a
 * message and nothing written, semantics worked by hand), then every registered variant of it
 * through the lab's checker (adversarial sizes or shapes, every dtype it claims, every block size
 * or shape, aligned and misaligned inputs, poisoned outputs, input unchanged, reproducibility).
 *   test_family cpu|cuda <family> [contract]
 * "contract": the contract alone (gpu-check runs it under compute-sanitizer beside the sweeps).
 * CUPRIM_TEST_MAX_N caps the sizes (compute-sanitizer runs); on CUDA the --huge cases (the
 * family's lab_family.huge) run unless CUPRIM_TEST_HUGE=0. CUPRIM_TEST_SEED replays a failure's
 * data. A family with no variants on the backend (a GPU demonstration on the CPU) runs its
 * contract alone and says so. */
#include "harness.h"

int main(int argc, char **argv)
{
    const int contract_only = argc == 4 && strcmp(argv[3], "contract") == 0;
    if (argc != 3 && !contract_only) {
        fprintf(stderr, "usage: test_family cpu|cuda <family> [contract]\n");
        return 2;
    }
    const lab_family *fam = lab_family_find(argv[2]);
    if (!fam) {
        fprintf(stderr, "test_family: unknown family %s\n", argv[2]);
        return 2;
    }
    cup_handle_t h = test_open(argc, argv);
    const char *max_n = getenv("CUPRIM_TEST_MAX_N"), *huge = getenv("CUPRIM_TEST_HUGE");
    lab_check_opts o = {fam, NULL, -1, 1, 0, 0, test_seed(), 0};
    o.max_n = max_n ? strtoull(max_n, NULL, 0) : 0;
    o.huge = cup_get_backend(h) == CUP_BACKEND_CUDA && !(huge && strcmp(huge, "0") == 0) && !max_n;
    printf("%s on %s, seed %llu%s%s\n", fam->name, cup_backend_name(cup_get_backend(h)), (unsigned long long)o.seed,
           o.huge && fam->huge ? ", including " : "", o.huge && fam->huge ? fam->huge : "");
    lab_rng rng = {o.seed ^ 0x617069ull};
    if (fam->api_test) fam->api_test(h, &test_tally, &rng);
    printf("contract: %d checks, %d failed\n", test_tally.checks, test_tally.failures);
    if (contract_only) {
        EXPECT_STATUS(h, cup_destroy(h), CUP_STATUS_SUCCESS);
        return test_finish("test_family");
    }
    lab_check_totals t;
    const int rc = lab_check(h, &o, stdout, &t);
    if (rc == 2) {
        printf("sweep: no %s variant on the %s backend; the contract above is all that runs here\n", fam->name,
               cup_backend_name(cup_get_backend(h)));
        EXPECT(test_tally.checks > 0, "neither a contract nor a sweep ran");
    } else {
        EXPECT(t.runs > 0 && t.failures == 0, "%ld of %ld runs failed", t.failures, t.runs);
    }
    EXPECT_STATUS(h, cup_destroy(h), CUP_STATUS_SUCCESS);
    return test_finish("test_family");
}
