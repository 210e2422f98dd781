/* The comparison families' independent reference (count, bitpack, select): their data, the
 * values they compare against, and each element's order class. The reference does not apply the
 * comparison operators as the library does: it sorts each element into one of four order classes
 * against the value (below, equal, above, unordered: a NaN on either side) and reads each cmp's
 * answer from a truth table of those classes, so a wrong operator, a swapped operand or a NaN
 * rule broken in the library cannot hide itself. */
#include "lab.h"

#include <math.h>
#include <string.h>

/* truth[cmp][class]: NaN (unordered) is false for every cmp but ne */
const unsigned char lab_cmp_truth[CUP_CMP_COUNT][LAB_CLS_COUNT] = {
    [CUP_CMP_LT] = {1, 0, 0, 0}, [CUP_CMP_LE] = {1, 1, 0, 0}, [CUP_CMP_GT] = {0, 0, 1, 0},
    [CUP_CMP_GE] = {0, 1, 1, 0}, [CUP_CMP_EQ] = {0, 1, 0, 0}, [CUP_CMP_NE] = {1, 0, 1, 1},
};

/* The order class of element i of `data` against *value. Integers are widened to a signed or
 * unsigned 64-bit key; floats go through double, which orders every float and double exactly. */
unsigned char lab_cmp_class(cup_dtype t, const void *data, size_t i, const void *value)
{
    if (t == CUP_F32 || t == CUP_F64) {
        double x, v;
        if (t == CUP_F32) {
            float fx, fv;
            memcpy(&fx, (const char *)data + 4 * i, 4), memcpy(&fv, value, 4);
            x = fx, v = fv;
        } else {
            memcpy(&x, (const char *)data + 8 * i, 8), memcpy(&v, value, 8);
        }
        if (isnan(x) || isnan(v)) return LAB_CLS_UNORDERED;
        return x < v ? LAB_CLS_BELOW : x > v ? LAB_CLS_ABOVE : LAB_CLS_EQUAL;
    }
    const size_t size = cup_dtype_size(t);
    uint64_t x = 0, v = 0;
    memcpy(&x, (const char *)data + size * i, size), memcpy(&v, value, size);
    if (t == CUP_I32) x = (uint64_t)(int64_t)(int32_t)x, v = (uint64_t)(int64_t)(int32_t)v;
    if (t == CUP_I32 || t == CUP_I64) x ^= 1ull << 63, v ^= 1ull << 63; /* signed order as unsigned */
    return x < v ? LAB_CLS_BELOW : x > v ? LAB_CLS_ABOVE : LAB_CLS_EQUAL;
}

/* ---- data and values ------------------------------------------------------------------------------ */

/* Elements from a small set so every cmp has both answers often: even integers in [-64, 64]
 * (unsigned: [0, 128]) with the type's extremes now and then; floats in steps of 0.5 in
 * [-32, 32] with +0 and -0, +-inf, and (nan_laced) about one NaN in 16. */
void lab_cmp_fill(void *host, cup_dtype t, size_t n, int nan_laced, lab_rng *r)
{
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_rand(r);
        const int64_t small = (int64_t)((x >> 8) % 65) * 2 - 64;
        const unsigned rare = (unsigned)(x & 255);
        switch (t) {
        case CUP_I32: ((int32_t *)host)[i] = rare == 0 ? INT32_MIN : rare == 1 ? INT32_MAX : (int32_t)small; break;
        case CUP_U32: ((uint32_t *)host)[i] = rare == 0 ? UINT32_MAX : (uint32_t)(small + 64); break;
        case CUP_I64: ((int64_t *)host)[i] = rare == 0 ? INT64_MIN : rare == 1 ? INT64_MAX : small; break;
        case CUP_U64: ((uint64_t *)host)[i] = rare == 0 ? UINT64_MAX : (uint64_t)(small + 64); break;
        default: {
            double d = (double)((int64_t)((x >> 8) % 129) - 64) / 2;
            if (rare < 8) d = rare & 1 ? -0.0 : 0.0;
            else if (rare == 8) d = INFINITY;
            else if (rare == 9) d = -INFINITY;
            else if (nan_laced && rare >= 240) d = NAN;
            if (t == CUP_F32) ((float *)host)[i] = (float)d;
            else ((double *)host)[i] = d;
        }
        }
    }
}

const char *const lab_value_names[LAB_VALUE_KINDS] = {"present", "absent", "NaN", "-0", "+0"};

int lab_value_kinds(cup_dtype t) { return t == CUP_F32 || t == CUP_F64 ? LAB_VALUE_KINDS : LAB_VALUE_NAN; }

/* *value (8 bytes of room) of kind k; present takes the data's middle element when not NaN. */
void lab_cmp_value(cup_dtype t, int k, const void *host, size_t n, void *value)
{
    const size_t size = cup_dtype_size(t);
    double d = k == LAB_VALUE_ABSENT ? 1.25 : k == LAB_VALUE_NAN ? NAN : k == LAB_VALUE_MINUS_ZERO ? -0.0 : k == LAB_VALUE_PLUS_ZERO ? 0.0 : 2;
    memset(value, 0, 8);
    if (k == LAB_VALUE_PRESENT && n > 0) {
        memcpy(value, (const char *)host + size * (n / 2), size);
        if (lab_cmp_class(t, host, n / 2, value) != LAB_CLS_UNORDERED) return;
    }
    switch (t) {
    case CUP_I32: { const int32_t v = k == LAB_VALUE_ABSENT ? 7 : 2; memcpy(value, &v, 4); break; }
    case CUP_U32: { const uint32_t v = k == LAB_VALUE_ABSENT ? 7 : 2; memcpy(value, &v, 4); break; }
    case CUP_I64: { const int64_t v = k == LAB_VALUE_ABSENT ? -7 : 2; memcpy(value, &v, 8); break; }
    case CUP_U64: { const uint64_t v = k == LAB_VALUE_ABSENT ? 7 : 2; memcpy(value, &v, 8); break; }
    case CUP_F32: { const float v = (float)d; memcpy(value, &v, 4); break; }
    default: memcpy(value, &d, 8); break;
    }
}
