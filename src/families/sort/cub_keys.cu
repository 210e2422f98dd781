// cub::DeviceRadixSort on keys alone (cub_sort.cuh).
#include "families/sort/cub_sort.cuh"

extern "C" cup_status cup_cuda_sort_cub_keys(cup_handle_t h, const cup_sort_args *a) { return cub_typed<cub::NullType>(h, a); }
