/* libFuzzer target: the host-array calls (cup_reduce_host, cup_stencil1d_host) on the CPU
 * backend, through the chunked engine at chunk sizes from one element up (cup_set_pipeline_chunk),
 * with arguments from the bytes: ops, dtypes, forms, boundaries, radii, sizes (within the arrays:
 * a host array's length cannot be checked), coefficients and pointers (NULL, offsets into the
 * host arrays, in and out overlapping, memory from cup_malloc).
 * After each call: the status is a cup_status, a failure has a message and left the host output
 * as it was, and a success equals the device-array call on the same data (cup_reduce,
 * cup_stencil1d) bit for bit, as cuprim.h promises, but for which NaN and which zero's sign.
 * Seeds: tests/fuzz/host/. */
#include "cuprim_lab.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "take.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { HOST = 4096 };

static cup_handle_t h;
static _Alignas(64) unsigned char host_in[HOST], host_out[HOST + 64], shadow[HOST + 64], want[HOST + 64];
static void *dev_in, *dev_out; /* the device-array call's copies */


int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    if (cup_create(&h, CUP_BACKEND_CPU) || cup_malloc(h, &dev_in, HOST) || cup_malloc(h, &dev_out, HOST + 64)) abort();
    return 0;
}

/* Equal element by element; floats by value, any NaN equal to any NaN (which of two NaNs an
 * addition keeps is not specified, and the two calls may add in different vector lanes), and +0
 * equal to -0 (MIN/MAX leave that sign unspecified). */
static int same(cup_dtype t, const unsigned char *a, const unsigned char *b, size_t count)
{
    if (t != CUP_F32 && t != CUP_F64) return memcmp(a, b, count * cup_dtype_size(t)) == 0;
    for (size_t k = 0; k < count; k++) {
        double x, y;
        if (t == CUP_F32) {
            float fx, fy;
            memcpy(&fx, a + 4 * k, 4), memcpy(&fy, b + 4 * k, 4);
            x = fx, y = fy;
        } else {
            memcpy(&x, a + 8 * k, 8), memcpy(&y, b + 8 * k, 8);
        }
        if (!(x == y || (isnan(x) && isnan(y)))) return 0;
    }
    return 1;
}

static void fail(const char *what, cup_status s)
{
    fprintf(stderr, "%s: %s: %s\n", what, cup_status_string(s), cup_last_error(h));
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in = data, fuzz_left = size;
    /* nothing kept from the input before: a finding replays alone */
    memset(host_out, 0, sizeof host_out);
    if (cup_memset(h, dev_in, 0, HOST) || cup_memset(h, dev_out, 0, HOST + 64)) abort();
    const size_t data_bytes = take(1) * 16 % HOST; /* the rest of the host array is a pattern */
    for (size_t k = 0; k < HOST; k++) host_in[k] = k < data_bytes ? (unsigned char)take(1) : (unsigned char)(k * 37);
    /* data from the input's first bytes; floats with their exponents cut so that the stencil's
     * sums stay finite and comparable */
    for (int calls = 0; fuzz_left && calls < 8; calls++) {
        const size_t chunk = take(1) % 4 ? take(1) % 300 : (size_t)take(8);
        cup_set_pipeline_chunk(h, chunk);
        const int stencil = take(1) % 2;
        const cup_dtype t = take(1) % 8 ? (cup_dtype)(take(1) % CUP_DTYPE_COUNT) : (cup_dtype)(int32_t)take(4);
        const size_t elem = (unsigned)t < CUP_DTYPE_COUNT ? cup_dtype_size(t) : 1;
        const size_t fit = HOST / (elem ? elem : 1) - 64;
        const size_t off = (take(1) % 4) * (elem ? elem : 1);
        const unsigned where = (unsigned)take(1) % 16;
        const void *src = where == 0 ? NULL : where == 1 ? dev_in : host_in + off;
        /* a host array's length is the caller's word: within the arrays here, any size with NULL */
        const size_t n = src ? take(2) % (fit + 1) : (size_t)take(8);
        unsigned char *dst = take(1) % 16 == 0 ? NULL : host_out + (take(1) % 4) * 8;
        if (take(1) % 16 == 0) dst = (unsigned char *)host_in + off + 8; /* overlapping the input */
        memcpy(shadow, host_out, sizeof host_out);
        cup_status s, ref = CUP_STATUS_SUCCESS;
        size_t out_bytes = 0;
        if (!stencil) {
            const cup_op op = take(1) % 8 ? (cup_op)(take(1) % CUP_OP_COUNT) : (cup_op)(int32_t)take(4);
            s = cup_reduce_host(h, op, t, src, n, dst);
            if (s == CUP_STATUS_SUCCESS) {
                out_bytes = elem;
                if (src != dev_in) ref = cup_copy_to_backend(h, dev_in, src, n * elem);
                if (!ref) ref = cup_reduce_to_host(h, op, t, dev_in, n, want);
            }
        } else {
            double coef[2 * 16 + 2];
            for (int c = 0; c < 2 * 16 + 2; c++) coef[c] = (double)((int)(take(1) % 9) - 4) / 4;
            float coef32[2 * 16 + 2];
            for (int c = 0; c < 2 * 16 + 2; c++) coef32[c] = (float)coef[c];
            const void *cf = take(1) % 16 == 0 ? NULL : t == CUP_F32 ? (const void *)coef32 : (const void *)coef;
            const int radius = take(1) % 8 ? 1 + (int)(take(1) % 16) : (int)(int32_t)take(4);
            const cup_stencil_form form = (cup_stencil_form)(take(1) % 3);
            const cup_boundary boundary = (cup_boundary)(take(1) % 4);
            /* finite data: every element's exponent field cleared of its top bits */
            if (t == CUP_F32 || t == CUP_F64)
                for (size_t k = 0; k + elem <= HOST; k += elem) host_in[k + elem - 1] &= 0x3f;
            s = cup_stencil1d_host(h, t, form, cf, radius, src, dst, n, boundary);
            if (s == CUP_STATUS_SUCCESS && n) {
                out_bytes = n * elem;
                if (src != dev_in) ref = cup_copy_to_backend(h, dev_in, src, n * elem);
                if (!ref) ref = cup_stencil1d(h, t, form, cf, radius, dev_in, dev_out, n, boundary);
                if (!ref) ref = cup_copy_to_host(h, want, dev_out, n * elem);
            }
        }
        if ((unsigned)s > CUP_STATUS_INTERNAL_ERROR) fail("not a cup_status", s);
        if (s != CUP_STATUS_SUCCESS) {
            if (!cup_last_error(h)[0]) fail("a failure without a message", s);
            if (memcmp(shadow, host_out, sizeof host_out) != 0) fail("a refusal changed the host output", s);
            continue;
        }
        if (ref != CUP_STATUS_SUCCESS) fail("the device-array call refused what the host-array call took", ref);
        if (out_bytes && !same(t, dst, want, out_bytes / elem))
            fail("the host-array call differs from the device-array call", s);
    }
    cup_set_pipeline_chunk(h, 0);
    return 0;
}
