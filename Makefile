# The README's two commands. Everything else is CMake (see CMakeLists.txt for the options).
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: all build test bench clean

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

clean:
	rm -rf $(BUILD)
