// cub::DeviceRadixSort on keys with 8-byte values (cub_sort.cuh).
#include "families/sort/cub_sort.cuh"

extern "C" cup_status cup_cuda_sort_cub_pairs8(cup_handle_t h, const cup_sort_args *a)
{
    return cub_typed<unsigned long long>(h, a);
}
