# The README's two commands. Everything else is CMake (see CMakeLists.txt for the options).
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: all build test bench report clean

all: build

$(BUILD)/CMakeCache.txt:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS)

build: $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

# every test; GPU tests report "skipped" where no GPU answers; the Python package's test says
# whether it ran (it needs python3 with venv and the package index for numpy) or why not
test: build
	cd $(BUILD) && ctest --output-on-failure; rc=$$?; cat python-test.status 2>/dev/null; exit $$rc

# the default benchmark suite on the best available backend (GPU, else CPU)
bench: build
	$(BUILD)/cuprim bench --json $(BUILD)/bench.json

# charts of the committed H100 record: $(BUILD)/report/index.html and the README's docs/img/
# (matplotlib in a virtual environment under the build directory; not needed by build or test)
REPORT_RECORDS ?= bench/results/h100/2026-11-23-36c6f55.json
report:
	test -x $(BUILD)/report-venv/bin/python || python3 -m venv $(BUILD)/report-venv
	$(BUILD)/report-venv/bin/python -c "import matplotlib" 2>/dev/null || \
		$(BUILD)/report-venv/bin/python -m pip install -q --disable-pip-version-check matplotlib
	$(BUILD)/report-venv/bin/python scripts/report.py $(REPORT_RECORDS) -o $(BUILD)/report --img docs/img

clean:
	rm -rf $(BUILD)
