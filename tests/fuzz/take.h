/* The fuzz targets' reader of their input: take(k) is the next k bytes as a big-endian number
 * (0 past the end). Each target sets fuzz_in and fuzz_left at the start of an input. */
#ifndef CUPRIM_FUZZ_TAKE_H
#define CUPRIM_FUZZ_TAKE_H

#include <stddef.h>
#include <stdint.h>

static const uint8_t *fuzz_in;
static size_t fuzz_left;

static uint64_t take(int bytes)
{
    uint64_t v = 0;
    for (int i = 0; i < bytes && fuzz_left; i++, fuzz_left--) v = v << 8 | *fuzz_in++;
    return v;
}

#endif
