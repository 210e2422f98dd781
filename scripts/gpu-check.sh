#!/usr/bin/env bash
# The one command for a machine with a GPU (docs/testing.md): build for
# sm_90, run every test on the GPU, run compute-sanitizer (memcheck with leak check, racecheck,
# synccheck, initcheck) over the checks of every family, run the default benchmark suite (with
# its sweeps, whose worst cases go into the summary), the
# host-array rows and the Nsight Compute comparisons (each family's runs beyond those, from
# `cuprim list --gpu-check`), and write logs and the JSON under $OUT (bench/results/ when $OUT is
# unset). Prints a short summary last.
#
#   CUPRIM_COMMIT=<sha> scripts/gpu-check.sh            # all stages
#   STAGES="build bench" scripts/gpu-check.sh            # a subset
#   SANITIZE_MAX_N=4097 ...                              # largest n under the sanitizers
#   SANITIZE_FAMILIES="reduce warp" SANITIZE_TOOLS="memcheck racecheck" ...  # a subset of them
#   CUPRIM_CMAKE_FLAGS="-DCUPRIM_CCCL_INCLUDE=..."       # more CMake options for the build
#   STAGES=bench BENCH_PART=1 CUPRIM_SUITE=reduce,transpose NCU=0 ...  # part of the suite
#                                                       # (join parts: scripts/merge-records.py)
#   CUPRIM_TEST_HUGE=1 ...                               # also reduce 96 GiB of pageable host memory
#   HOST_ARRAYS=0 ...                                    # leave the host-array rows out (default: in, but not in a BENCH_PART)
set -uo pipefail
cd "$(dirname "$0")/.."
out=${OUT:-bench/results}
mkdir -p "$out"
build=${BUILD:-build-gpu}
stages=${STAGES:-build test sanitize bench}
san_max_n=${SANITIZE_MAX_N:-4097}
export CUPRIM_COMMIT=${CUPRIM_COMMIT:-$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)}
summary="$out/summary.txt"
: >"$summary"
status=0
note() { echo "$*" | tee -a "$summary"; }
stage() { case " $stages " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
now() { date +%s; }

note "gpu-check: commit $CUPRIM_COMMIT, $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || echo 'no nvidia-smi')"

if stage build; then
  t0=$(now)
  # shellcheck disable=SC2086 # CUPRIM_CMAKE_FLAGS is a list of options
  if cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCUPRIM_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 ${CUPRIM_CMAKE_FLAGS:-} >"$out/build.log" 2>&1 &&
    cmake --build "$build" -j "$(nproc)" >>"$out/build.log" 2>&1; then
    note "build: ok ($(($(now) - t0)) s)"
  else
    note "build: FAILED (see build.log)"; tail -30 "$out/build.log"; exit 1
  fi
fi

if stage test; then
  t0=$(now)
  if (cd "$build" && ctest --output-on-failure) >"$out/test.log" 2>&1; then r=ok; else r=FAILED; status=1; fi
  # every GPU test must have run: a skip here means the GPU was not seen
  if grep -Eq "_cuda .*Skipped" "$out/test.log"; then r="$r, but GPU tests were SKIPPED"; status=1; fi
  note "tests: $r ($(($(now) - t0)) s): $(grep -E 'tests passed|tests failed' "$out/test.log" | tail -1)"
  # the Python package on the GPU: CuPy/PyTorch/JAX checks and cuprim timed against CuPy
  cp "$build/python-test.log" "$out/python-test.log" 2>/dev/null
  note "$(cat "$build/python-test.status" 2>/dev/null || echo 'python: no status (test not run)')"
  grep -hE "skipped '|time ratio" "$out/python-test.log" 2>/dev/null | sed 's/^/  python: /' | tee -a "$summary"
fi

if stage sanitize; then
  # Every variant at every size (transpose: rows x cols) up to $san_max_n, every block size or
  # shape, aligned and misaligned, as each family's check runs list them (cuprim list
  # --check-runs: e.g. reduce on a 4-byte integer and an 8-byte float dtype, the kernels being
  # one template over the dtype), plus the core API test and each family's contract. Each tool
  # exits non-zero on its first report.
  : >"$out/sanitize.log"
  fams=" ${SANITIZE_FAMILIES:-} "
  wanted() { [ "$fams" = "  " ] || case "$fams" in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
  runs=()
  [ "$fams" = "  " ] && runs+=("test_api cuda")
  check_runs=$("$build"/cuprim list --check-runs --backend cuda 2>&1) &&
    families=$("$build"/cuprim list --families --backend cuda 2>&1) || listed=no
  while read -r family args; do
    [ -n "$family" ] && wanted "$family" && runs+=("cuprim check $family --backend cuda --max-n $san_max_n $args")
  done <<<"${check_runs:-}"
  while read -r family; do
    [ -n "$family" ] && wanted "$family" && runs+=("test_family cuda $family contract")
  done <<<"${families:-}"
  [ "$fams" = "  " ] || note "sanitize: families $fams only"
  tools=${SANITIZE_TOOLS:-memcheck racecheck synccheck initcheck}
  # cuprim list failing (no build) or no family matched: a failure, not "clean"
  if [ "${listed:-yes}" = no ] || [ ${#runs[@]} = 0 ]; then
    note "sanitize: FAILED (nothing to run: $build/cuprim list failed, or no family matched '${SANITIZE_FAMILIES:-}')"
    status=1
    tools=
  fi
  for tool in $tools; do
    t0=$(now)
    extra=()
    [ "$tool" = memcheck ] && extra=(--leak-check full)
    ok=1
    for cmd in "${runs[@]}"; do
      echo "=== $tool: $cmd" >>"$out/sanitize.log"
      CUPRIM_TEST_NO_OOM=1 compute-sanitizer --tool "$tool" "${extra[@]}" --error-exitcode 3 "$build"/$cmd >>"$out/sanitize.log" 2>&1 || ok=0
    done
    if [ $ok = 1 ]; then note "sanitize $tool: clean ($(($(now) - t0)) s)"; else note "sanitize $tool: ERRORS (see sanitize.log)"; status=1; fi
  done
fi

if stage bench; then
  # BENCH_PART=N with CUPRIM_SUITE=FAMILY,...: one part of a suite split over calls, written as
  # bench-N.json (scripts/merge-records.py joins the parts); NCU=0 leaves Nsight Compute out
  t0=$(now)
  json="$out/bench${BENCH_PART:+-$BENCH_PART}.json"
  if "$build"/cuprim bench --full --backend cuda --json "$json" >"$out/bench${BENCH_PART:+-$BENCH_PART}.log" 2>&1; then r=ok; else r=FAILED; status=1; fi
  note "bench${BENCH_PART:+ part $BENCH_PART (${CUPRIM_SUITE:-})}: $r ($(($(now) - t0)) s), rows $(grep -c '"variant"' "$json" 2>/dev/null || echo 0)"
  # the suite's sweeps (docs/sweep.md): each family's worst case against its ceiling and its
  # vendor, with the command that reruns it, and any failed case
  # (a command's continuation lines end in a backslash; the "on" line has its counts on the next)
  awk '/^sweep [^ ]+ (on |worst:|FAILED:)/ { print; more = / on / || /\\$/; next } more { print; more = /\\$/ }' \
    "$out/bench${BENCH_PART:+-$BENCH_PART}.log" | tee -a "$summary"
  # each family's other runs, one "family stage arguments" a line (cuprim list --gpu-check)
  extras=$("$build"/cuprim list --gpu-check --backend cuda 2>/dev/null) || { note "bench: cuprim list --gpu-check FAILED"; status=1; }
  stage_runs() { awk -v s="$1" '$2 == s { $2 = ""; sub(/  /, " "); sub(/ +$/, ""); print }' <<<"${extras:-}"; }
  # Nsight Compute beside a family's model (when ncu is here)
  t0=$(now)
  if [ "${NCU:-1}" = 0 ]; then
    note "ncu: left out (NCU=0)"
  elif ! command -v ncu >/dev/null 2>&1 && [ ! -x /usr/local/cuda/bin/ncu ] && [ -z "${CUPRIM_NCU:-}" ]; then
    note "ncu: SKIPPED (Nsight Compute not installed): the models are in bench.json alone"
  else
    nr=ok
    : >"$out/ncu.log"
    while read -r family args; do
      # shellcheck disable=SC2086 # args is a list of arguments
      [ -n "$family" ] && { "$build"/cuprim bench "$family" $args --backend cuda --json "$out/ncu-$family.json" \
        >>"$out/ncu.log" 2>&1 || nr=FAILED; }
    done <<<"$(stage_runs ncu)"
    if [ $nr = ok ]; then
      note "ncu: ok ($(($(now) - t0)) s): $(grep -c ' agree$' "$out/ncu.log") rows agree with their model, $(grep -c DISAGREE "$out/ncu.log") disagree"
    else
      note "ncu: FAILED (see ncu.log)"; status=1
    fi
  fi
  # the host-array calls (docs/host-arrays.md): pinned and pageable input against the link of
  # the same run; CUPRIM_TEST_HUGE=1 adds 96 GiB of pageable i32 (needs ~100 GiB of host memory).
  # Once per gpu-check: not in every part of a split suite unless HOST_ARRAYS=1 asks for it.
  t0=$(now)
  hr=ok
  host_rows=$([ "${HOST_ARRAYS:-$([ -z "${BENCH_PART:-}" ] && echo 1 || echo 0)}" = 1 ] && echo 1 || echo 0)
  mapfile -t host_list < <(stage_runs host; [ "${CUPRIM_TEST_HUGE:-0}" = 1 ] && stage_runs host-huge)
  [ "$host_rows" = 1 ] && for row in "${host_list[@]}"; do
    # shellcheck disable=SC2086 # each row is a list of arguments
    "$build"/cuprim bench $row --backend cuda --json "$out/host-$(printf '%s' "$row" | tr -cs 'a-z0-9' '-').json" \
      >>"$out/host-arrays.log" 2>&1 || { hr=FAILED; status=1; }
  done
  if [ "$host_rows" = 1 ]; then
    note "host arrays: $hr ($(($(now) - t0)) s)"
    grep -h "^host-p" "$out/host-arrays.log" | tee -a "$summary"
    # one record: the host rows join the suite's JSON (each keeps its own run's ceilings)
    if [ -f "$json" ] && python3 scripts/merge-records.py "$json" "$out"/host-*.json -o "$json" >>"$out/host-arrays.log" 2>&1; then
      rm -f "$out"/host-*.json
    else
      note "host arrays: rows left in host-*.json (not merged into $(basename "$json"))"
    fi
  fi
  # the short table: best against CUB and cuBLAS across sizes and shapes
  summed=$(stage_runs summary | paste -sd'|' -)
  awk -v f="^(${summed:-none}) " '$0 ~ f {title=$0} /^(best|cub|cublas|copy-row) /{printf "%-44.44s %s\n", title, $0}' "$out/bench${BENCH_PART:+-$BENCH_PART}.log" |
    cut -c1-140 | tee -a "$summary"
fi
note "gpu-check: $([ $status = 0 ] && echo PASSED || echo FAILED)"
exit $status
