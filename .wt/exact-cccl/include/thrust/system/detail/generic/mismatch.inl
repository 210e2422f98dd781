// SPDX-FileCopyrightText: Copyright (c) 2008-2013, NVIDIA Corporation. All rights reserved.
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <thrust/detail/config.h>

#if defined(_CCCL_IMPLICIT_SYSTEM_HEADER_GCC)
#  pragma GCC system_header
#elif defined(_CCCL_IMPLICIT_SYSTEM_HEADER_CLANG)
#  pragma clang system_header
#elif defined(_CCCL_IMPLICIT_SYSTEM_HEADER_MSVC)
#  pragma system_header
#endif // no system header
#include <thrust/detail/internal_functional.h>
#include <thrust/find.h>
#include <thrust/iterator/iterator_traits.h>
#include <thrust/system/detail/generic/mismatch.h>

#include <cuda/std/__iterator/advance.h>
#include <cuda/std/__iterator/distance.h>

THRUST_NAMESPACE_BEGIN
namespace system::detail::generic
{
template <typename DerivedPolicy, typename InputIterator1, typename InputIterator2>
_CCCL_HOST_DEVICE ::cuda::std::pair<InputIterator1, InputIterator2> mismatch(
  thrust::execution_policy<DerivedPolicy>& exec, InputIterator1 first1, InputIterator1 last1, InputIterator2 first2)
{
  using namespace thrust::placeholders;

  return thrust::mismatch(exec, first1, last1, first2, _1 == _2);
} // end mismatch()

template <typename DerivedPolicy, typename InputIterator1, typename InputIterator2, typename BinaryPredicate>
_CCCL_HOST_DEVICE ::cuda::std::pair<InputIterator1, InputIterator2> mismatch(
  thrust::execution_policy<DerivedPolicy>& exec,
  InputIterator1 first1,
  InputIterator1 last1,
  InputIterator2 first2,
  BinaryPredicate pred)
{
  // Contributed by Erich Elsen
  using IteratorTuple = ::cuda::std::tuple<InputIterator1, InputIterator2>;
  using ZipIterator   = thrust::zip_iterator<IteratorTuple>;

  ZipIterator zipped_first = thrust::make_zip_iterator(first1, first2);
  ZipIterator zipped_last  = thrust::make_zip_iterator(last1, first2);

  ZipIterator result =
    thrust::find_if_not(exec, zipped_first, zipped_last, thrust::detail::tuple_binary_predicate<BinaryPredicate>{pred});

  return ::cuda::std::make_pair(
    ::cuda::std::get<0>(result.get_iterator_tuple()), ::cuda::std::get<1>(result.get_iterator_tuple()));
} // end mismatch()

template <typename DerivedPolicy, typename InputIterator1, typename InputIterator2, typename BinaryPredicate>
_CCCL_HOST_DEVICE ::cuda::std::pair<InputIterator1, InputIterator2> mismatch(
  thrust::execution_policy<DerivedPolicy>& exec,
  InputIterator1 first1,
  InputIterator1 last1,
  InputIterator2 first2,
  InputIterator2 last2,
  BinaryPredicate pred)
{
  const auto n1 = ::cuda::std::distance(first1, last1);
  const auto n2 = ::cuda::std::distance(first2, last2);

  if (n2 < n1)
  {
    // Range2 is shorter: limit range1 to n2 elements
    InputIterator1 bounded_last1 = first1;
    ::cuda::std::advance(bounded_last1, n2);
    return thrust::system::detail::generic::mismatch(exec, first1, bounded_last1, first2, pred);
  }
  return thrust::system::detail::generic::mismatch(exec, first1, last1, first2, pred);
} // end mismatch()

template <typename DerivedPolicy, typename InputIterator1, typename InputIterator2>
_CCCL_HOST_DEVICE ::cuda::std::pair<InputIterator1, InputIterator2> mismatch(
  thrust::execution_policy<DerivedPolicy>& exec,
  InputIterator1 first1,
  InputIterator1 last1,
  InputIterator2 first2,
  InputIterator2 last2)
{
  using namespace thrust::placeholders;
  return thrust::system::detail::generic::mismatch(exec, first1, last1, first2, last2, _1 == _2);
} // end mismatch()
} // namespace system::detail::generic
THRUST_NAMESPACE_END
