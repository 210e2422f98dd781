/* The lab: checking and measuring registered variants. Used by the `cuprim` CLI and the tests;
 * everything here goes through the public API, as a user's program would. */
#ifndef CUPRIM_SRC_LAB_H
#define CUPRIM_SRC_LAB_H

#include "cuprim_lab.h"
#include "families/access/api.h"
#include "families/smem-banks/api.h"
#include "families/symbols/api.h"

#include <stdio.h>

/* ---- data and the reference --------------------------------------------------------------- */

typedef struct lab_rng {
    uint64_t state;
} lab_rng;
uint64_t lab_rand(lab_rng *r);
uint64_t lab_fresh_seed(void); /* time and pid: fresh data every run */

typedef enum lab_data {
    /* integers over their whole range (sums wrap); floats uniform in (-1, 1), never zero */
    LAB_DATA_FULL = 0,
    /* floats drawn from {-2, -1, 1, 2}: every partial sum of any order is an integer far
     * below 2^24, so every correct float sum is exact and must match bit for bit */
    LAB_DATA_SMALLINT = 1,
    /* floats as FULL with about one element in eight a NaN: MIN/MAX must skip them all */
    LAB_DATA_NAN = 2,
} lab_data;

void lab_fill(void *host, cup_dtype t, size_t n, lab_data kind, lab_rng *r);

/* The expected result of a reduction, computed independently of the library: integer sums
 * in 64-bit unsigned arithmetic truncated to the element width, float sums compensated
 * (Neumaier) in double with a stated tolerance, MIN/MAX exact. */
typedef struct lab_expect {
    cup_dtype dtype;
    unsigned char bits[8]; /* exact expected value (integers, MIN/MAX, exact float sums) */
    double value;          /* the reference as a double */
    double tol;            /* allowed |got - value|; 0 means bitwise */
} lab_expect;

void lab_reference(cup_op op, cup_dtype t, const void *host, size_t n, lab_data kind, lab_expect *e);
/* 1 when got (one element) matches; otherwise 0 and a reason in why. */
int lab_matches(const lab_expect *e, const void *got, char *why, size_t why_len);
void lab_format_value(cup_dtype t, const void *v, char *buf, size_t len);

/* The size `check` must pass to be "past the cache": the L2 on a GPU; on a CPU, where the
 * reported last-level cache is often the whole socket's (320 MiB seen on a 2-core VM), at most
 * 64 MiB so the sweep stays quick. Benchmarks flush the full reported cache instead. */
size_t lab_check_cache_bytes(const cup_device_info *d);

/* ---- check ---------------------------------------------------------------------------------- */

typedef struct lab_check_opts {
    const char *family;  /* NULL: every family */
    /* reduce: n is the element count; transpose: rows * cols */
    const char *variant; /* NULL: every variant */
    int dtype;           /* -1: every dtype */
    int all_blocks;      /* every accepted block size at sizes up to 2^17, else the default */
    size_t max_n;        /* largest size to try (0: the backend's default) */
    int huge;            /* also n past 2^31 (CUDA; needs ~20 GB of device memory) */
    uint64_t seed;
    int verbose;
} lab_check_opts;

typedef struct lab_check_totals {
    long runs, failures;
} lab_check_totals;

/* Every selected variant of the handle's backend against the reference at adversarial sizes,
 * dtypes, ops, block sizes and input offsets, with poisoned outputs, input-unchanged and
 * reproducibility checks. Failures are printed to `log`. Returns 0 when all passed, 1 when
 * a check failed, 2 when the options selected nothing. */
int lab_check(cup_handle_t h, const lab_check_opts *o, FILE *log, lab_check_totals *totals);

/* Internals of the checker, shared by its family files (check.c, check_memory.c). */
enum { LAB_MAX_VARIANTS = 256 };
typedef struct lab_check_ctx {
    cup_handle_t h;
    const lab_check_opts *o;
    FILE *log;
    lab_check_totals *t;
    int ids[LAB_MAX_VARIANTS], count;
    long runs[LAB_MAX_VARIANTS], fails[LAB_MAX_VARIANTS];
    void *out;   /* one element of backend memory */
    void *dev;   /* the input buffer in backend memory */
    void *host;  /* its host copy */
    void *back;  /* read-back scratch for the input-unchanged check */
} lab_check_ctx;
int lab_check_is_family(const lab_check_ctx *c, int k, const char *family);
/* Count a run of variant k, and when `why` is non-NULL a failure, printed with the seed. */
void lab_check_count(lab_check_ctx *c, int k, const char *why);
void lab_check_stencil(lab_check_ctx *c, size_t cache, size_t max_n);  /* check_memory.c */
void lab_check_memlab(lab_check_ctx *c, size_t cache, size_t max_n);   /* smem-banks, access, symbols */

/* The expected stencil output (long double, independent of src/) and the tolerance of each
 * element: (3r + 2) rounding errors of the dtype on sum |c_k x_j|. host_in has n elements. */
void lab_stencil_reference(cup_dtype t, cup_stencil_form form, const double *coef, int radius,
                           const void *host_in, size_t n, cup_boundary boundary, size_t i, long double *want,
                           double *tol);

/* ---- bench ---------------------------------------------------------------------------------- */

typedef struct lab_row {
    const char *family, *variant;
    int block;      /* 1-D families */
    int bx, by;     /* 2-D families; 0 where the variant picks its own */
    cup_dtype dtype;
    cup_op op;
    size_t n;       /* 1-D: elements; 2-D: 0 */
    size_t rows, cols;
    double median_us, gbps, ceiling_gbps;
    int ok, reference;
    /* family-specific columns; the has_ flags say which apply */
    int has_stencil, radius;
    cup_stencil_form form;
    cup_boundary boundary;
    int has_offset;
    size_t offset;        /* access: elements */
    int has_carveout, carveout; /* transpose shared-memory ladder: -1 = driver default */
    int has_tx;           /* smem-banks: wavefronts per request (model; ncu when measured) */
    double model_st, model_ld;
    int has_ncu;          /* smem-banks: ncu wavefronts/request; access: ncu sectors/request */
    double ncu_st, ncu_ld;
} lab_row;

typedef struct lab_bench {
    cup_handle_t h;
    cup_device_info info;
    double copy_gbps, read_gbps, launch_us;
    lab_row *rows;
    int count, cap;
    uint64_t seed;
    FILE *out; /* table goes here */
    int carveout;  /* applied to transpose tables (cup_set_smem_carveout); -1: default */
    int ncu_child; /* launch each row's kernel once, untimed and unchecked: the process that
                    * `--ncu` runs under Nsight Compute */
} lab_bench;

/* Measure the ceilings and describe the device. */
cup_status lab_bench_begin(lab_bench *b, cup_handle_t h, uint64_t seed, FILE *out);
void lab_bench_end(lab_bench *b);

/* One table: the named variants (NULL or "all": every one that supports dtype/op, vendor
 * rows included) on one fresh input of n elements. Returns the number of rows that failed
 * their check, or -1 when the input could not be prepared (message on stderr). */
int lab_bench_reduce(lab_bench *b, const char *const *variants, cup_dtype t, cup_op op, size_t n, int block);

/* One transpose table: the named variants on one fresh rows x cols matrix (tight leading
 * dimensions), GB/s counting bytes read plus written, against the copy ceiling. bx = by = 0:
 * each variant's default block. Same return as lab_bench_reduce. */
int lab_bench_transpose(lab_bench *b, const char *const *variants, cup_dtype t, size_t rows, size_t cols, int bx,
                        int by);

/* One stencil table: the named variants on n fresh elements, GB/s counting bytes read plus
 * written (2 n S) against the copy ceiling; output checked on a sample (edges and 2^20 random
 * points) against the long-double reference. Same return as lab_bench_reduce. */
int lab_bench_stencil(lab_bench *b, const char *const *variants, cup_dtype t, cup_stencil_form form,
                      cup_boundary boundary, int radius, size_t n, int block);

/* One access table: each named variant at each offset (rows in variant-major order), n floats,
 * GB/s counting 12 n bytes (a and b read, c written) against the copy ceiling; every element
 * checked. aos/soa run at offset 0 only. Same return. */
int lab_bench_access(lab_bench *b, const char *const *variants, size_t n, const size_t *offsets, int noffsets,
                     int block);

/* The smem-banks table: each named variant over 64 blocks per SM x 256 rounds; GB/s is bytes
 * through shared memory (4 per thread per store and per load), against the conflict-free
 * set-row-read-row of the same run; the bank model's transactions per request beside it. */
int lab_bench_smem_banks(lab_bench *b, const char *const *variants);

/* --ncu: run `child_args` (a cuprim bench command line that sets --ncu-child and selects the
 * same rows) under Nsight Compute and store its metrics in rows [first, b->count) of `family`
 * (smem-banks: shared-memory wavefronts per request; access: global sectors per request). 0 when
 * every row got its numbers, -1 when ncu is absent or failed (message on stderr). */
int lab_bench_ncu(lab_bench *b, int first, const char *family, const char *child_args);

/* The default suite for the handle's backend (what `make bench` runs). Same return. */
int lab_bench_default(lab_bench *b);

int lab_bench_write_json(const lab_bench *b, const char *path, const char *commit);

#endif
