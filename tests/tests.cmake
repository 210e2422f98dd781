# ctest: CPU tests always run; CUDA tests exit 77 (shown as skipped) where no GPU answers.
foreach(t test_api test_family)
  add_executable(${t} tests/${t}.c)
  target_compile_options(${t} PRIVATE ${CUPRIM_C_WARNINGS})
  target_link_libraries(${t} PRIVATE cuprim_lab)
endforeach()

foreach(backend cpu cuda)
  add_test(NAME api_${backend} COMMAND test_api ${backend})
  set_tests_properties(api_${backend} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600)
endforeach()
# every family of the one list on both backends: its contract always, its sweep where it has
# variants (a GPU demonstration's CPU test runs the contract alone)
foreach(family IN LISTS CUPRIM_FAMILIES)
  foreach(backend cpu cuda)
    add_test(NAME ${family}_${backend} COMMAND test_family ${backend} ${family})
    set_tests_properties(${family}_${backend} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1800)
  endforeach()
endforeach()

# groups and the sharded primitives: CPU thread-ranks always; one GPU both ways in, and two
# processes (skipped, with the reason, below two GPUs or without NCCL)
add_executable(test_group tests/test_group.c)
target_compile_options(test_group PRIVATE ${CUPRIM_C_WARNINGS})
target_link_libraries(test_group PRIVATE cuprim_lab)
if(CUPRIM_HAVE_NCCL)
  find_library(CUPRIM_NCCL_LIBRARY nccl HINTS ${CUDAToolkit_LIBRARY_DIR} ${CUDAToolkit_LIBRARY_ROOT}/lib)
  if(CUPRIM_NCCL_LIBRARY)
    target_compile_definitions(test_group PRIVATE CUPRIM_TEST_NCCL)
    target_include_directories(test_group PRIVATE ${CUPRIM_NCCL_INCLUDE})
    target_link_libraries(test_group PRIVATE ${CUPRIM_NCCL_LIBRARY} CUDA::cudart)
  endif()
endif()
foreach(mode cpu cuda cuda-2proc)
  add_test(NAME group_${mode} COMMAND test_group ${mode})
  set_tests_properties(group_${mode} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600)
endforeach()
# a rank of four that fails at each point of a call, or never comes: every rank fails, none waits
# for ever (`test_group_faults cpu stress 1000` for the longer stress)
add_executable(test_group_faults tests/test_group_faults.c)
target_compile_options(test_group_faults PRIVATE ${CUPRIM_C_WARNINGS})
target_link_libraries(test_group_faults PRIVATE cuprim_lab)
add_test(NAME group_faults_cpu COMMAND test_group_faults cpu)
set_tests_properties(group_faults_cpu PROPERTIES TIMEOUT 600)

# CUDA graphs over the production calls (the test uses the CUDA runtime API itself)
if(CUPRIM_HAVE_CUDA)
  add_executable(test_graph tests/test_graph.c)
  target_compile_options(test_graph PRIVATE ${CUPRIM_C_WARNINGS})
  target_link_libraries(test_graph PRIVATE cuprim_lab CUDA::cudart)
  add_test(NAME graph_cuda COMMAND test_graph cuda)
  set_tests_properties(graph_cuda PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600)
endif()

# models on the CPU of the GPU sort's schedule of passes and of Onesweep's early-count pass
add_executable(test_sort_model tests/test_sort_model.c)
target_compile_options(test_sort_model PRIVATE ${CUPRIM_C_WARNINGS})
target_link_libraries(test_sort_model PRIVATE cuprim_lab)
add_test(NAME sort_model COMMAND test_sort_model)

# the histogram's integer bin rule (the multiply that replaced the division) against 128-bit division
add_executable(test_hist_rule tests/test_hist_rule.c)
target_compile_options(test_hist_rule PRIVATE ${CUPRIM_C_WARNINGS})
target_link_libraries(test_hist_rule PRIVATE cuprim_lab)
add_test(NAME hist_rule COMMAND test_hist_rule)

add_test(NAME cli COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/test_cli.sh $<TARGET_FILE:cuprim_cli>)
# the record reader of compare and report on hostile files, and matching rows at scale
add_test(NAME record COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/test_record.sh $<TARGET_FILE:cuprim_cli>)
set_tests_properties(record PROPERTIES TIMEOUT 300 RUN_SERIAL TRUE) # it times two runs against each other
# cuprim sweep on the CPU backend: a few small cases of every family with a space
add_test(NAME sweep COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/test_sweep.sh $<TARGET_FILE:cuprim_cli>)
set_tests_properties(sweep PROPERTIES TIMEOUT 300)
# bench's and check's memory checks: refusals before any work, and what each counts against the peak resident set
add_test(NAME memory COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/test_memory.sh $<TARGET_FILE:cuprim_cli>)
set_tests_properties(memory PROPERTIES TIMEOUT 600)
# the timeline writers on a synthetic timeline (no GPU), and the streams family through the CLI
add_executable(test_timeline tests/test_timeline.c)
target_compile_options(test_timeline PRIVATE ${CUPRIM_C_WARNINGS})
target_link_libraries(test_timeline PRIVATE cuprim_lab)
add_test(NAME timeline COMMAND test_timeline ${CMAKE_CURRENT_BINARY_DIR})
add_test(NAME streams_timeline_cuda COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/test_streams.sh $<TARGET_FILE:cuprim_cli>)
set_tests_properties(streams_timeline_cuda PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600)
add_test(NAME example_reduce COMMAND example_reduce)
set_tests_properties(cli PROPERTIES TIMEOUT 600)

# Not in sanitizer builds, whose libraries need the sanitizer's runtime loaded first:
if(NOT CUPRIM_SANITIZE)
  # the Python package (python/) on NumPy: its own virtual environment under the build directory;
  # skipped, with the reason, where python3, venv or the package index is not reachable
  add_test(NAME python COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/test_python.sh $<TARGET_FILE:cuprim_shared>
                              ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR})
  set_tests_properties(python PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 900)
  # cuprim report on a record of every primitive's tables and sweeps made here, alone and
  # overlaid; skipped, with the reason, where no Python with matplotlib can be had
  add_test(NAME report COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/test_report.sh $<TARGET_FILE:cuprim_cli>
                              ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR})
  set_tests_properties(report PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600)

  # the install (CMake package, cuprim.pc, exported symbols) and add_subdirectory(), each used by
  # a small outside program
  add_test(NAME install COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/install/test_install.sh ${CMAKE_CURRENT_BINARY_DIR}
                                   ${CMAKE_CURRENT_SOURCE_DIR})
  add_test(NAME add_subdirectory COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/install/test_subdirectory.sh
                                            ${CMAKE_CURRENT_SOURCE_DIR})
  set_tests_properties(install add_subdirectory PROPERTIES TIMEOUT 600)
  set_tests_properties(install PROPERTIES SKIP_RETURN_CODE 77) # no pkg-config on the machine
endif()

# libFuzzer targets (CUPRIM_FUZZ=ON, clang; `make fuzz` runs each for a while, see docs/testing.md).
# Here each replays its committed seeds once, a quick regression test of what they cover.
if(CUPRIM_FUZZ)
  # the CLI up to where work starts: tools/cuprim.c built once more, with CUPRIM_CLI_DRY
  add_executable(fuzz_cli tests/fuzz/cli.c tools/cuprim.c)
  target_compile_definitions(fuzz_cli PRIVATE CUPRIM_CLI_DRY)
  target_link_libraries(fuzz_cli PRIVATE cuprim_lab)
  add_executable(fuzz_api tests/fuzz/api.c)
  target_link_libraries(fuzz_api PRIVATE cuprim)
  # the bench-record reader and compare's matching, over any bytes; the sharded calls on CPU
  # groups (with failures made at each point); the host-array calls against the device-array ones
  add_executable(fuzz_record tests/fuzz/record.c)
  target_link_libraries(fuzz_record PRIVATE cuprim_lab)
  add_executable(fuzz_group tests/fuzz/group.c)
  target_link_libraries(fuzz_group PRIVATE cuprim_lab)
  add_executable(fuzz_host tests/fuzz/host.c)
  target_link_libraries(fuzz_host PRIVATE cuprim)
  foreach(t cli api record group host)
    target_compile_options(fuzz_${t} PRIVATE ${CUPRIM_C_WARNINGS})
    target_link_options(fuzz_${t} PRIVATE -fsanitize=fuzzer)
    add_test(NAME fuzz_${t}_seeds COMMAND fuzz_${t} -runs=0 ${CMAKE_CURRENT_SOURCE_DIR}/tests/fuzz/${t})
  endforeach()
endif()

# Sanitizer builds: the API test asks for 2^62 bytes to see CUP_STATUS_ALLOC_FAILED, which the
# sanitizers' allocator turns into an abort unless told to return NULL; the sweeps stop at
# n = 1000003 (8 MB of f64, past the 1 MiB where each best goes parallel); under TSan four
# workers on any machine.
if(CUPRIM_SANITIZE)
  set(env ASAN_OPTIONS=allocator_may_return_null=1 TSAN_OPTIONS=allocator_may_return_null=1
          CUPRIM_TEST_MAX_N=1000003)
  if(CUPRIM_SANITIZE MATCHES "thread")
    list(APPEND env CUPRIM_CPU_THREADS=4)
  endif()
  get_property(all_tests DIRECTORY PROPERTY TESTS)
  set_tests_properties(${all_tests} PROPERTIES ENVIRONMENT "${env}")
endif()
