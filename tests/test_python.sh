#!/bin/sh
# ctest "python": the Python package (python/) on NumPy, against the built libcuprim.
# Makes a virtual environment under the build directory (seeing the system's packages, so
# that NumPy, CuPy or PyTorch installed there are used), pip installs numpy and the package
# into it, and runs python/tests/test_numpy.py (and test_gpu.py, which skips without CuPy).
# Exit 77 (ctest: skipped) with the reason when python3, venv or pip (network) is unavailable.
# usage: test_python.sh LIBCUPRIM_SO SOURCE_DIR BUILD_DIR
set -u
lib=$1 src=$2 build=$3
venv=$build/python-venv
status=$build/python-test.status

skip() {
    echo "python: SKIPPED: $*" | tee "$status"
    exit 77
}

command -v python3 >/dev/null 2>&1 || skip "no python3 on PATH"
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
pip="$py -m pip --disable-pip-version-check --timeout 20 --retries 1 -q"
if ! "$py" -c "import numpy" >/dev/null 2>&1; then
    $pip install numpy >"$build/python-pip.log" 2>&1 ||
        skip "pip install numpy failed (no network or no package index?): $(tail -n 1 "$build/python-pip.log")"
fi
# install from a copy, so that the build leaves nothing in the checkout
rm -rf "$build/python-src" && cp -R "$src/python" "$build/python-src" || exit 1
# pip install ./python (its build backend, setuptools, comes from the package index); on a
# machine without the index, the tests import the package from the source copy instead
how="pip install ./python"
{ "$py" -c "import setuptools, wheel" >/dev/null 2>&1 &&
    $pip install --force-reinstall --no-deps --no-build-isolation "$build/python-src" >"$build/python-pip.log" 2>&1; } ||
    $pip install --force-reinstall --no-deps "$build/python-src" >"$build/python-pip.log" 2>&1 || {
    echo "python: pip install ./python failed ($(tail -n 1 "$build/python-pip.log")); importing python/ from the source tree"
    "$py" -m pip uninstall -y -q cuprim >/dev/null 2>&1
    export PYTHONPATH="$build/python-src${PYTHONPATH:+:$PYTHONPATH}"
    how="python/ on PYTHONPATH (no package index)"
}

export CUPRIM_LIBRARY="$lib"
cd "$build" || exit 1
"$py" -c "import cuprim, numpy; print('python: cuprim from', cuprim.__file__, 'with', cuprim.library_path(), '; numpy', numpy.__version__)" || exit 1
# the whole output also goes to python-test.log (scripts/gpu-check.sh keeps it: the GPU tests
# print cuprim's time against CuPy's there)
"$py" -m unittest discover -v -s "$src/python/tests" -p 'test_*.py' >"$build/python-test.log" 2>&1
rc=$?
cat "$build/python-test.log"
if [ $rc -eq 0 ]; then
    echo "python: the Python package's tests passed (python/tests, NumPy $("$py" -c 'import numpy; print(numpy.__version__)'), $how)" | tee "$status"
else
    echo "python: FAILED" | tee "$status"
fi
exit $rc
