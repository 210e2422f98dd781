// cub::DeviceRadixSort on keys with 4-byte values (cub_sort.cuh).
#include "families/sort/cub_sort.cuh"

extern "C" cup_status cup_cuda_sort_cub_pairs4(cup_handle_t h, const cup_sort_args *a) { return cub_typed<unsigned>(h, a); }
