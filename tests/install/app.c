/* A program outside the repository, built against an installed cuprim (find_package or
 * pkg-config, shared or static): sums 1..n on the CPU backend through the public header, and
 * opens the AUTO backend (which asks the CUDA runtime for a GPU where the library has one). */
#include <cuprim.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    enum { N = 100003 };
    cup_handle_t h = NULL, a = NULL;
    int64_t *x = malloc(N * sizeof *x), sum = -1;
    void *d = NULL;
    for (int64_t i = 0; i < N; i++) x[i] = i + 1;
    cup_status s = cup_create(&h, CUP_BACKEND_CPU);
    if (!s) s = cup_malloc(h, &d, N * sizeof *x);
    if (!s) s = cup_copy_to_backend(h, d, x, N * sizeof *x);
    if (!s) s = cup_reduce_to_host(h, CUP_SUM, CUP_I64, d, N, &sum);
    if (s || sum != (int64_t)N * (N + 1) / 2) {
        fprintf(stderr, "app: %s (%s), sum %lld\n", cup_status_string(s), cup_last_error(h), (long long)sum);
        return 1;
    }
    if (cup_create(&a, CUP_BACKEND_AUTO)) {
        fprintf(stderr, "app: AUTO backend: %s\n", cup_last_error(NULL));
        return 1;
    }
    printf("cuprim %s: sum of 1..%d = %lld on the CPU; AUTO picks %s\n", CUPRIM_VERSION_STRING, N, (long long)sum,
           cup_backend_name(cup_get_backend(a)));
    cup_destroy(a), cup_free(h, d), cup_destroy(h), free(x);
    return 0;
}
