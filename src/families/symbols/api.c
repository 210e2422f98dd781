/* The device-symbol demonstrations: the checked entry point of their round trips. */
#include "families/symbols/api.h"
#include "families/symbols/symbols.h"

const cup_family cup_family_symbols = {.id = CUP_FAM_symbols, .cuda = CUP_IF_CUDA(&cup_symbols_cuda)};

cup_status cup_symbols_variant(cup_handle_t h, int variant, double value, double *result)
{
    CUP_ENTER(h);
    const char *fn = "cup_symbols_variant";
    const cup_variant *v;
    cup_status s = cup_variant_for(h, fn, variant, &cup_family_symbols, &v);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (!result) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: result is NULL", fn);
    const cup_symbols_args x = {value, result};
    return v->run(h, &x);
}
