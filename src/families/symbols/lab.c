/* The symbols family in the lab: a value through a __constant__ or __device__ symbol and back,
 * bit for bit. It has nothing worth timing. */
#include "lab/lab.h"
#include "families/symbols/api.h"

#include <math.h>
#include <string.h>

static void symbols_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    (void)cache, (void)max_n;
    if (lab_check_holds(c, 0, 0, "symbols")) return; /* a value and back */
    lab_rng rng = {c->o->seed ^ 0x73796d626f6c73ull};
    LAB_CHECK_EACH(k, c, &lab_family_symbols, -1) {
        const double values[] = {3.14, -1e300, 0.0, (double)(lab_rand(&rng) >> 11) / 4096.0 - 1e9};
        for (int i = 0; i < 4; i++) {
            char why[200];
            double got = NAN, want = values[i] + 2.0;
            const int len = snprintf(why, sizeof why, "value %.17g: ", values[i]);
            const cup_status s = cup_symbols_variant(c->h, c->ids[k], values[i], &got);
            if (!lab_check_call(c, k, why, sizeof why, (size_t)len, s))
                lab_check_countf(c, k, memcmp(&got, &want, sizeof got) != 0, "%sgot %.17g, want %.17g", why, got, want);
        }
    }
}

static void symbols_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    (void)rng;
    double r = 0;
    LAB_EACH_FOREIGN(id, h, &lab_family_symbols) {
        LAB_EXPECT_STATUS(t, h, cup_symbols_variant(h, id, 1.0, &r), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, cup_symbols_variant(h, id, 1.0, NULL), CUP_STATUS_INVALID_VALUE);
    }
    LAB_EACH_VARIANT(i, h, &lab_family_symbols)
        LAB_EXPECT_STATUS(t, h, cup_symbols_variant(h, i, 1.0, NULL), CUP_STATUS_INVALID_VALUE);
}

const lab_family lab_family_symbols = {
    LAB_FAMILY_IS(symbols),
    .block = LAB_BLOCK_NONE,
    .check_help = "symbols: the round trip's value, bit for bit.\n",
    .no_bench = "symbols has nothing to time: 'cuprim check symbols' runs it, and the carveout experiment is "
                "'cuprim bench transpose --variant smem-pad --carveout 0,50,100'",
    .check = symbols_check,
    .api_test = symbols_api_test,
};
