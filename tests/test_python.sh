#!/bin/sh
# ctest "python": the Python package (python/), in two parts.
# 1. Its tests (python/tests) on the built libcuprim (CUPRIM_LIBRARY), the package imported from
#    a copy of python/, in a virtual environment under the build directory that sees the
#    system's packages (NumPy, CuPy, PyTorch installed there are used; numpy is pip installed
#    where missing).
# 2. `pip install ./python` in a fresh virtual environment of its own: the package's build
#    compiles libcuprim with CMake (scikit-build-core; here CPU-only, since make test has built
#    the CUDA backend already and a second CUDA build would double its time) and carries it;
#    a call then runs from outside the checkout with no CUPRIM_LIBRARY nor LD_LIBRARY_PATH.
# Exit 77 (ctest: skipped) with the reason, after part 1, when python3, venv or the package
# index is unavailable; a failure of either part that is not for want of these exits 1.
# usage: test_python.sh LIBCUPRIM_SO SOURCE_DIR BUILD_DIR
set -u
lib=$1 src=$2 build=$3
venv=$build/python-venv
status=$build/python-test.status
pipq="--disable-pip-version-check --timeout 20 --retries 1 -q"

skip() {
    echo "python: SKIPPED: $*" | tee "$status"
    exit 77
}

command -v python3 >/dev/null 2>&1 || skip "no python3 on PATH"

# ---- 1. the tests on the built library --------------------------------------------------
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv --system-site-packages "$venv" >"$build/python-venv.log" 2>&1 ||
        { rm -rf "$venv"; skip "python3 -m venv failed (the venv/ensurepip module is missing): $(tail -n 1 "$build/python-venv.log")"; }
fi
py=$venv/bin/python
# python3 may itself be a virtual environment (on the GPU machines it is the one holding NumPy,
# CuPy and PyTorch), whose packages --system-site-packages does not reach: add its
# site-packages after the venv's own with a .pth file
purelib=$("$py" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])") &&
    python3 -c "import site; print('\n'.join(site.getsitepackages()))" >"$purelib/zz_cuprim_parent_site.pth" ||
    skip "could not read the site-packages of python3 or of the venv"
if ! "$py" -c "import numpy" >/dev/null 2>&1; then
    "$py" -m pip install $pipq numpy >"$build/python-pip.log" 2>&1 ||
        skip "pip install numpy failed (no network or no package index?): $(tail -n 1 "$build/python-pip.log")"
fi
# the package from a copy (no bytecode left in the checkout), on the library make test built
rm -rf "$build/python-src" && mkdir -p "$build/python-src" && cp -R "$src/python/cuprim" "$build/python-src/" || exit 1
cd "$build" || exit 1
PYTHONPATH="$build/python-src${PYTHONPATH:+:$PYTHONPATH}" CUPRIM_LIBRARY="$lib" PYTHONDONTWRITEBYTECODE=1 \
    "$py" -c "import cuprim, numpy; print('python: cuprim from', cuprim.__file__, 'with', cuprim.library_path(), '; numpy', numpy.__version__)" || exit 1
# the whole output also goes to python-test.log (scripts/gpu-check.sh keeps it: the GPU tests
# print cuprim's time against CuPy's there)
PYTHONPATH="$build/python-src${PYTHONPATH:+:$PYTHONPATH}" CUPRIM_LIBRARY="$lib" PYTHONDONTWRITEBYTECODE=1 \
    "$py" -m unittest discover -v -s "$src/python/tests" -p 'test_*.py' >"$build/python-test.log" 2>&1
rc=$?
cat "$build/python-test.log"
if [ $rc -ne 0 ]; then
    echo "python: FAILED (python/tests)" | tee "$status"
    exit $rc
fi

# ---- 2. pip install ./python in a fresh virtual environment ------------------------------
fresh=$build/python-install-venv
rm -rf "$fresh"
python3 -m venv "$fresh" >"$build/python-install.log" 2>&1 ||
    skip "python/tests passed; python3 -m venv failed for the install test: $(tail -n 1 "$build/python-install.log")"
fpy=$fresh/bin/python
# the build backend and numpy first, so that a failure here means no package index, and one
# of the install below a real failure (the build then runs without isolation, on them)
"$fpy" -m pip install $pipq numpy "scikit-build-core>=0.10" >>"$build/python-install.log" 2>&1 ||
    skip "python/tests passed; pip install numpy scikit-build-core failed for the install test (no package index?): $(tail -n 1 "$build/python-install.log")"
echo "python: pip install ./python into a fresh virtual environment (building libcuprim, CPU-only)"
"$fpy" -m pip install $pipq --no-build-isolation -C cmake.define.CUPRIM_CUDA=OFF \
    -C build-dir="$build/python-package-build" "$src/python" >>"$build/python-install.log" 2>&1 || {
    tail -n 30 "$build/python-install.log"
    echo "python: FAILED (pip install ./python)" | tee "$status"
    exit 1
}
out=$(mktemp -d) || exit 1
cd "$out" && env -u CUPRIM_LIBRARY -u LD_LIBRARY_PATH -u PYTHONPATH "$fpy" - <<'PY'
import os, numpy as np, cuprim
here = os.path.dirname(cuprim.__file__)
assert os.path.dirname(cuprim.library_path()) == here, (cuprim.library_path(), here)
x = np.random.default_rng().integers(-1000, 1000, size=100003).astype(np.int32)
assert cuprim.reduce(x) == x.sum(dtype=np.int32) and cuprim.count_if(x, "lt", 7) == (x < 7).sum()
print("python: installed", cuprim.__file__, "runs", cuprim.library_path(), "with no environment variable")
PY
rc=$?
cd "$build" && rm -rf "$out"
if [ $rc -ne 0 ]; then
    echo "python: FAILED (the installed package)" | tee "$status"
    exit $rc
fi
echo "python: the Python package's tests passed (python/tests, NumPy $("$py" -c 'import numpy; print(numpy.__version__)')) and pip install ./python works in a fresh virtual environment" | tee "$status"
