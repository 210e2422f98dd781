//===----------------------------------------------------------------------===//
//
// Part of libcu++, the C++ Standard Library for your entire system,
// under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// SPDX-FileCopyrightText: Copyright (c) 2025 NVIDIA CORPORATION & AFFILIATES.
//
//===----------------------------------------------------------------------===//

#ifndef _CUDA___STREAM_INTERNAL_STREAMS_H
#define _CUDA___STREAM_INTERNAL_STREAMS_H

#include <cuda/std/detail/__config>

#if defined(_CCCL_IMPLICIT_SYSTEM_HEADER_GCC)
#  pragma GCC system_header
#elif defined(_CCCL_IMPLICIT_SYSTEM_HEADER_CLANG)
#  pragma clang system_header
#elif defined(_CCCL_IMPLICIT_SYSTEM_HEADER_MSVC)
#  pragma system_header
#endif // no system header

#if _CCCL_HAS_CTK()

#  include <cuda/__stream/stream.h>

#  include <cuda/std/__cccl/prologue.h>

_CCCL_BEGIN_NAMESPACE_CUDA

// We make __cccl_allocation_stream() noexcept because the only way it could potentially fail
// is e.g. bad driver state or some other deeper corruption so we are pretty much in an
// unusable state anyways.

// NOLINTBEGIN(bugprone-exception-escape)

//! @brief internal stream used for memory allocations, no real blocking work
//! should ever be pushed into it
inline ::cuda::stream_ref __cccl_allocation_stream() noexcept
{
  // Intentionally leak the stream here to avoid stream destruction when the program exits, which is not guaraneed to
  // work.
  static ::cuda::stream_ref __stream = []() {
    ::cuda::stream __str{::cuda::device_ref{0}};
    return __str.release();
  }();
  return __stream;
}

// NOLINTEND(bugprone-exception-escape)

_CCCL_END_NAMESPACE_CUDA

#  include <cuda/std/__cccl/epilogue.h>

#endif // _CCCL_HAS_CTK()

#endif // _CUDA___STREAM_INTERNAL_STREAMS_H
