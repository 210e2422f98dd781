/* The smallest real use of cuprim: the same program sums, minimises and maximises on the GPU
 * when one is present and on the CPU otherwise.   ./example_reduce [n] */
#include <cuprim.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define TRY(call)                                                                            \
    do {                                                                                     \
        cup_status s_ = (call);                                                              \
        if (s_ != CUP_STATUS_SUCCESS) {                                                      \
            fprintf(stderr, "%s: %s (%s)\n", #call, cup_status_string(s_), cup_last_error(h)); \
            return 1;                                                                        \
        }                                                                                    \
    } while (0)

int main(int argc, char **argv)
{
    const size_t n = argc > 1 ? strtoull(argv[1], NULL, 0) : 10000019;
    cup_handle_t h = NULL;
    TRY(cup_create(&h, CUP_BACKEND_AUTO));
    printf("backend: %s\n", cup_backend_name(cup_get_backend(h)));

    double *x = malloc(n * sizeof *x), want = 0, lo = INFINITY, hi = -INFINITY;
    if (!x) return 1;
    srand(12345);
    for (size_t i = 0; i < n; i++) {
        x[i] = rand() / (double)RAND_MAX - 0.5;
        want += x[i], lo = fmin(lo, x[i]), hi = fmax(hi, x[i]);
    }
    void *d = NULL;
    TRY(cup_malloc(h, &d, n * sizeof *x));
    TRY(cup_copy_to_backend(h, d, x, n * sizeof *x));

    double sum, mn, mx;
    TRY(cup_reduce_to_host(h, CUP_SUM, CUP_F64, d, n, &sum));
    TRY(cup_reduce_to_host(h, CUP_MIN, CUP_F64, d, n, &mn));
    TRY(cup_reduce_to_host(h, CUP_MAX, CUP_F64, d, n, &mx));
    printf("n = %zu: sum %.12g (host %.12g), min %.9g, max %.9g\n", n, sum, want, mn, mx);

    TRY(cup_free(h, d));
    TRY(cup_destroy(h));
    free(x);
    return fabs(sum - want) <= 1e-9 * n && mn == lo && mx == hi ? 0 : 1;
}
