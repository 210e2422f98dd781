/* The shared-memory bank-conflict demonstrations: the checked entry point of their kernels and the
 * exact bank model, which replays the kernels' own indices (patterns.h) warp by warp. */
#include "families/smem-banks/api.h"
#include "families/smem-banks/smem_banks.h"
#include "families/smem-banks/patterns.h"

#include <string.h>

const cup_family cup_family_smem_banks = {.id = CUP_FAM_smem_banks, .cuda = CUP_IF_CUDA(&cup_smem_banks_cuda)};

cup_status cup_smem_banks_variant(cup_handle_t h, int variant, size_t blocks, int rounds, uint32_t *out)
{
    CUP_ENTER(h);
    const char *fn = "cup_smem_banks_variant";
    const cup_variant *v;
    cup_status s = cup_variant_for(h, fn, variant, &cup_family_smem_banks, &v);
    if (s != CUP_STATUS_SUCCESS) return s;
    if (rounds < 1) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: rounds must be at least 1, not %d", fn, rounds);
    if (blocks == 0) return CUP_STATUS_SUCCESS;
    if (!out) return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: out is NULL", fn);
    if (blocks > ((size_t)1 << 31) - 1)
        return cup_fail(h, CUP_STATUS_INVALID_VALUE, "%s: %zu blocks is more than one grid holds", fn, blocks);
    const size_t threads = (size_t)v->info.shapes[0][0] * (size_t)v->info.shapes[0][1];
    if ((uintptr_t)out % 4) return cup_fail(h, CUP_STATUS_INVALID_POINTER, "%s: out is not 4-byte aligned", fn);
    s = h->ops->check_ptr(h, out, blocks * threads * 4, "out");
    if (s != CUP_STATUS_SUCCESS) return s;
    const cup_smem_banks_args x = {blocks, rounds, out};
    return v->run(h, &x);
}

cup_status cup_smem_banks_model(const char *variant, double *store_tx, double *load_tx)
{
    if (!variant || !store_tx || !load_tx) return CUP_STATUS_INVALID_VALUE;
    for (int p = 0; p < CUP_SMEM_PATTERN_COUNT; p++) {
        const smem_pattern *q = &cup_smem_patterns[p];
        if (strcmp(q->name, variant) != 0) continue;
        const unsigned threads = (unsigned)(q->bx * q->by), warps = threads / 32;
        long total[2] = {0, 0};
        for (int phase = 0; phase < 2; phase++)
            for (unsigned w = 0; w < warps; w++) {
                unsigned words[32];
                for (unsigned lane = 0; lane < 32; lane++)
                    words[lane] = smem_word(phase ? q->read : q->set, q->bx, q->by, q->pad, w * 32 + lane);
                int worst = 0;
                for (unsigned bank = 0; bank < 32; bank++) { /* distinct words in this bank */
                    int distinct = 0;
                    for (unsigned i = 0; i < 32; i++) {
                        if (words[i] % 32 != bank) continue;
                        int seen = 0;
                        for (unsigned j = 0; j < i && !seen; j++) seen = words[j] == words[i];
                        distinct += !seen;
                    }
                    if (distinct > worst) worst = distinct;
                }
                total[phase] += worst;
            }
        *store_tx = (double)total[0] / warps;
        *load_tx = (double)total[1] / warps;
        return CUP_STATUS_SUCCESS;
    }
    return CUP_STATUS_INVALID_VALUE;
}
