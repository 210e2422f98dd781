# ctest: CPU tests always run; CUDA tests exit 77 (shown as skipped) where no GPU answers.
foreach(t test_api test_reduce)
  add_executable(${t} tests/${t}.c)
  target_compile_options(${t} PRIVATE ${CUPRIM_C_WARNINGS})
  target_link_libraries(${t} PRIVATE cuprim_lab)
endforeach()

foreach(backend cpu cuda)
  add_test(NAME api_${backend} COMMAND test_api ${backend})
  add_test(NAME reduce_${backend} COMMAND test_reduce ${backend})
  set_tests_properties(api_${backend} reduce_${backend} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1800)
endforeach()

add_test(NAME cli COMMAND sh ${CMAKE_SOURCE_DIR}/tests/test_cli.sh $<TARGET_FILE:cuprim_cli>)
add_test(NAME example_reduce COMMAND example_reduce)
set_tests_properties(cli PROPERTIES TIMEOUT 600)
