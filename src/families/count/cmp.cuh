// The comparison on the GPU for the count and bitpack kernels: one instantiation per (type,
// cmp), and the dispatch from a request's (dtype, cmp) to it. C's operators give the NaN rule of
// cuprim.h (false but for NE).
#pragma once

#include "backend/cuda/common.cuh"
#include "families/count/count.h"

#include <cstring>

template <class T, int CMP> __device__ __forceinline__ bool cup_cmp_pred(T x, T v)
{
    if constexpr (CMP == CUP_CMP_LT) return x < v;
    else if constexpr (CMP == CUP_CMP_LE) return x <= v;
    else if constexpr (CMP == CUP_CMP_GT) return x > v;
    else if constexpr (CMP == CUP_CMP_GE) return x >= v;
    else if constexpr (CMP == CUP_CMP_EQ) return x == v;
    else return x != v;
}

template <class T, int C> struct CmpTag {
    using type = T;
    static constexpr int cmp = C;
};

// f(CmpTag<T, cmp>{}, value as T) for the request's dtype and cmp.
template <class F> cup_status cup_cmp_dispatch(cup_dtype t, cup_cmp cmp, const cup_cmp_value &v, F &&f)
{
    auto typed = [&](auto zero, auto value) -> cup_status {
        using T = decltype(zero);
        switch (cmp) {
        case CUP_CMP_LT: return f(CmpTag<T, CUP_CMP_LT>{}, value);
        case CUP_CMP_LE: return f(CmpTag<T, CUP_CMP_LE>{}, value);
        case CUP_CMP_GT: return f(CmpTag<T, CUP_CMP_GT>{}, value);
        case CUP_CMP_GE: return f(CmpTag<T, CUP_CMP_GE>{}, value);
        case CUP_CMP_EQ: return f(CmpTag<T, CUP_CMP_EQ>{}, value);
        case CUP_CMP_NE: return f(CmpTag<T, CUP_CMP_NE>{}, value);
        default: return CUP_STATUS_INTERNAL_ERROR;
        }
    };
    switch (t) {
    case CUP_I32: return typed(int32_t(0), v.i32);
    case CUP_U32: return typed(uint32_t(0), v.u32);
    case CUP_I64: return typed(int64_t(0), v.i64);
    case CUP_U64: return typed(uint64_t(0), v.u64);
    case CUP_F32: return typed(0.0f, v.f32);
    case CUP_F64: return typed(0.0, v.f64);
    default: return CUP_STATUS_INTERNAL_ERROR;
    }
}

// Elements of T in one 16-byte load, and the load split into them.
template <class T> struct Vec16 {
    static constexpr int n = 16 / sizeof(T);
    T e[n];
};
template <class T> __device__ __forceinline__ Vec16<T> cup_load16(const T *p)
{
    const uint4 raw = __ldg(reinterpret_cast<const uint4 *>(p));
    Vec16<T> v;
    memcpy(&v, &raw, 16);
    return v;
}
