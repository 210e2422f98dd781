// The CUB reference rows: cub::DeviceRadixSort (SortKeys, SortPairs and their Descending forms)
// on the keys' own types, with the handle's workspace for CUB's temporary storage. Apart, CUB
// reads the input and writes the output (with a scratch copy of its own inside the temporary
// storage); in place (an output that is its input), the outputs are sorted as CUB's DoubleBuffer
// (the other half in the workspace) and copied back when CUB leaves the result in the other half.
// CUB counts in 32-bit offsets here (at most 2^32 - 1 keys), moves values of 4 or 8 bytes, and
// orders floats its own way (-0 with +0, NaNs by their bits): the lab checks it on floats without
// either. Three files instantiate it (keys, 4-byte values, 8-byte values): CUB's kernels dominate
// the build time, and three files build in parallel.
#pragma once

#include "families/sort/radix.cuh"

#include <cub/device/device_radix_sort.cuh>

template <class F> static cup_status cub_key_type(cup_dtype t, F &&f)
{
    switch (t) {
    case CUP_U8: return f((unsigned char)0);
    case CUP_U16: return f((unsigned short)0);
    case CUP_I32: return f((int)0);
    case CUP_U32: return f((unsigned)0);
    case CUP_I64: return f((long long)0);
    case CUP_U64: return f((unsigned long long)0);
    case CUP_F32: return f(0.0f);
    default: return f(0.0);
    }
}

// V = cub::NullType: keys alone.
template <class T, class V> static cup_status cub_sort(cup_handle_t h, const cup_sort_args *a)
{
    constexpr bool pairs = !std::is_same_v<V, cub::NullType>;
    const unsigned n = (unsigned)a->n;
    const int b = a->begin_bit, e = a->end_bit;
    cudaStream_t st = cuda_stream(h);
    const T *ki = (const T *)a->keys_in;
    T *ko = (T *)a->keys_out;
    const V *vi = (const V *)a->values_in;
    V *vo = (V *)a->values_out;
    const bool in_place = (const void *)ki == ko || (pairs && (const void *)vi == vo);
    size_t bytes = 0;
    if (!in_place) {
        auto call = [&](void *ws, size_t &size) {
            if constexpr (pairs)
                return a->descending ? cub::DeviceRadixSort::SortPairsDescending(ws, size, ki, ko, vi, vo, n, b, e, st)
                                     : cub::DeviceRadixSort::SortPairs(ws, size, ki, ko, vi, vo, n, b, e, st);
            else
                return a->descending ? cub::DeviceRadixSort::SortKeysDescending(ws, size, ki, ko, n, b, e, st)
                                     : cub::DeviceRadixSort::SortKeys(ws, size, ki, ko, n, b, e, st);
        };
        return cup_cub_call(h, call);
    }
    // in place: each output holds its data (an input apart is copied in first), the other half of
    // each DoubleBuffer lies in the workspace after CUB's storage
    cub::DoubleBuffer<T> kb(ko, nullptr);
    cub::DoubleBuffer<V> vb(vo, nullptr);
    auto call = [&](void *ws, size_t &size) {
        if constexpr (pairs)
            return a->descending ? cub::DeviceRadixSort::SortPairsDescending(ws, size, kb, vb, n, b, e, st)
                                 : cub::DeviceRadixSort::SortPairs(ws, size, kb, vb, n, b, e, st);
        else
            return a->descending ? cub::DeviceRadixSort::SortKeysDescending(ws, size, kb, n, b, e, st)
                                 : cub::DeviceRadixSort::SortKeys(ws, size, kb, n, b, e, st);
    };
    CUP_CUDA_TRY(h, call(nullptr, bytes));
    const size_t kbytes = ws_round((size_t)n * sizeof(T)), vbytes = pairs ? ws_round((size_t)n * sizeof(V)) : 0;
    char *ws = (char *)cup_cuda_workspace(h, ws_round(bytes) + kbytes + vbytes);
    if (!ws) return CUP_STATUS_ALLOC_FAILED;
    if ((const void *)ki != ko) CUP_CUDA_TRY(h, cudaMemcpyAsync(ko, ki, (size_t)n * sizeof(T), cudaMemcpyDeviceToDevice, st));
    if (pairs && (const void *)vi != vo)
        CUP_CUDA_TRY(h, cudaMemcpyAsync(vo, vi, (size_t)n * sizeof(V), cudaMemcpyDeviceToDevice, st));
    kb = cub::DoubleBuffer<T>(ko, (T *)(ws + ws_round(bytes)));
    vb = cub::DoubleBuffer<V>(vo, (V *)(ws + ws_round(bytes) + kbytes));
    CUP_CUDA_TRY(h, call(ws, bytes));
    if (kb.Current() != ko)
        CUP_CUDA_TRY(h, cudaMemcpyAsync(ko, kb.Current(), (size_t)n * sizeof(T), cudaMemcpyDeviceToDevice, st));
    if (pairs && vb.Current() != vo)
        CUP_CUDA_TRY(h, cudaMemcpyAsync(vo, vb.Current(), (size_t)n * sizeof(V), cudaMemcpyDeviceToDevice, st));
    return CUP_STATUS_SUCCESS;
}

template <class V> static cup_status cub_typed(cup_handle_t h, const cup_sort_args *a)
{
    if (a->begin_bit == a->end_bit) return copy_through(h, a);
    return cub_key_type(a->dtype, [&](auto key) { return cub_sort<decltype(key), V>(h, a); });
}
