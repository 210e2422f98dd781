// Device symbols: a __device__ variable is a symbol, not a host address. Each variant is one way
// of reaching it (copy to and from the symbol, its device address, a __constant__ symbol), with a
// value the lab checks bit for bit.
#include "backend/cuda/common.cuh"
#include "families/symbols/symbols.h"

#include <mutex>

// ---- symbols ------------------------------------------------------------------------------------
// The classic device-global example: a __device__ variable is a symbol, not a host-visible
// address. The host reaches it through cudaMemcpyToSymbol / FromSymbol, or asks for its device
// address with cudaGetSymbolAddress and then uses it as any device pointer. The symbols are one
// per process, so a mutex serialises the round trips of every handle.
__device__ double cup_dev_value;
__constant__ double cup_const_value;

static __global__ void cup_symbols_add2() { cup_dev_value += 2.0; } // the classic example's devData += 2
static __global__ void cup_symbols_add2_at(double *p) { *p += 2.0; }
static __global__ void cup_symbols_from_constant() { cup_dev_value = cup_const_value + 2.0; }

static std::mutex symbols_mutex;

enum SymbolWay { SYMBOL_COPY, SYMBOL_ADDRESS, SYMBOL_CONSTANT };

template <SymbolWay W> static cup_status run_symbols(cup_handle_t h, const void *args)
{
    const auto *x = (const cup_symbols_args *)args;
    const double value = x->value;
    std::lock_guard<std::mutex> lock(symbols_mutex);
    cudaStream_t s = cuda_stream(h);
    double got = 0;
    if (W == SYMBOL_COPY) {
        CUP_CUDA_TRY(h, cudaMemcpyToSymbolAsync(cup_dev_value, &value, sizeof value, 0, cudaMemcpyHostToDevice, s));
        cup_symbols_add2<<<1, 1, 0, s>>>();
    } else if (W == SYMBOL_ADDRESS) {
        double *p = nullptr;
        CUP_CUDA_TRY(h, cudaGetSymbolAddress((void **)&p, cup_dev_value));
        CUP_CUDA_TRY(h, cudaMemcpyAsync(p, &value, sizeof value, cudaMemcpyHostToDevice, s));
        cup_symbols_add2_at<<<1, 1, 0, s>>>(p);
    } else {
        CUP_CUDA_TRY(h, cudaMemcpyToSymbolAsync(cup_const_value, &value, sizeof value, 0, cudaMemcpyHostToDevice, s));
        cup_symbols_from_constant<<<1, 1, 0, s>>>();
    }
    CUP_CUDA_LAUNCHED(h);
    CUP_CUDA_TRY(h, cudaMemcpyFromSymbolAsync(&got, cup_dev_value, sizeof got, 0, cudaMemcpyDeviceToHost, s));
    CUP_CUDA_TRY(h, cudaStreamSynchronize(s));
    *x->result = got;
    return CUP_STATUS_SUCCESS;
}

// ---- registry -----------------------------------------------------------------------------------

#define SYMBOL_VARIANT(name_, description_, technique_, fn_)                              \
    cup_variant{.info = {.name = name_, .description = description_, \
                         .technique = technique_, .backend = CUP_BACKEND_CUDA,            \
                         .dtypes = CUP_MASK(CUP_F64), .deterministic = 1},                \
                .run = fn_},

static const cup_variant variants[] = {
    SYMBOL_VARIANT("device-global", "__device__ double via cudaMemcpyToSymbol / FromSymbol, kernel adds 2",
                   "cudaMemcpyToSymbol round trip through a __device__ global", run_symbols<SYMBOL_COPY>)
    SYMBOL_VARIANT("symbol-address", "cudaGetSymbolAddress, then cudaMemcpy and a kernel on the pointer",
                   "a __device__ symbol's address used as a plain device pointer", run_symbols<SYMBOL_ADDRESS>)
    SYMBOL_VARIANT("constant", "__constant__ double via cudaMemcpyToSymbol, read by a kernel",
                   "constant memory: a __constant__ symbol set by the host", run_symbols<SYMBOL_CONSTANT>)
};
extern "C" const cup_variant_table cup_symbols_cuda = CUP_TABLE(variants);
