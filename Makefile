# The README's two commands. Everything else is CMake (see CMakeLists.txt for the options).
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: all build test bench report report-venv report-docs clean sanitize fuzz

all: build

$(BUILD)/CMakeCache.txt:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS)

build: $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

# every test; GPU tests report "skipped" where no GPU answers; the Python package's test says
# whether it ran (it needs python3 with venv and the package index for numpy and scikit-build-core) or why not
test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS); rc=$$?; cat python-test.status 2>/dev/null; exit $$rc

# the CPU backend under the sanitizers (what .ci/run does after `make test`): the whole test suite
# built with clang's ASan + UBSan (the build the fuzzers use), then the CPU tests, which run every
# threaded path, built with TSan (tests/tests.cmake sets what they need there). Builds in
# $(SAN_BUILD) and $(TSAN_BUILD).
SAN_BUILD ?= build-asan
TSAN_BUILD ?= build-tsan
SAN_CC ?= clang
SAN_CONFIGURE = CC=$(SAN_CC) cmake -S . -B $(SAN_BUILD) -DCMAKE_BUILD_TYPE=Release -DCUPRIM_CUDA=OFF -DCUPRIM_FUZZ=ON
sanitize:
	$(SAN_CONFIGURE)
	cmake --build $(SAN_BUILD) -j $(JOBS)
	cd $(SAN_BUILD) && ctest --output-on-failure -j $(JOBS)
	CC=$(SAN_CC) cmake -S . -B $(TSAN_BUILD) -DCMAKE_BUILD_TYPE=Release -DCUPRIM_CUDA=OFF -DCUPRIM_SANITIZE=thread
	cmake --build $(TSAN_BUILD) -j $(JOBS) --target test_api test_family test_group test_group_faults
	cd $(TSAN_BUILD) && ctest --output-on-failure -j $(JOBS) -R '_cpu$$'

# every libFuzzer target, each for its share of FUZZ_SECONDS (CI: 100 in all), from its seeds in
# tests/fuzz/<name>/ (and tests/fuzz/<name>.dict where there is one) and what earlier runs found in
# $(SAN_BUILD)/fuzz/<name>/; a finding stops it with the input written in $(SAN_BUILD)/fuzz/.
# FUZZERS=record runs one alone (e.g. make fuzz FUZZERS=record FUZZ_SECONDS=600).
FUZZ_SECONDS ?= 100
FUZZERS ?= cli api record group host
FUZZ_FLAGS ?=
fuzz:
	$(SAN_CONFIGURE)
	cmake --build $(SAN_BUILD) -j $(JOBS) --target $(addprefix fuzz_,$(FUZZERS))
	@share=$$(( $(FUZZ_SECONDS) / $(words $(FUZZERS)) )); [ $$share -ge 1 ] || share=1; \
	for f in $(FUZZERS); do \
	  mkdir -p $(SAN_BUILD)/fuzz/$$f || exit 1; \
	  dict=; [ -f $(CURDIR)/tests/fuzz/$$f.dict ] && dict=-dict=$(CURDIR)/tests/fuzz/$$f.dict; \
	  echo "fuzz_$$f: $$share s"; \
	  (cd $(SAN_BUILD)/fuzz && ../fuzz_$$f -max_total_time=$$share $$dict -print_final_stats=1 $(FUZZ_FLAGS) \
	    $$f $(CURDIR)/tests/fuzz/$$f) || exit 1; \
	done

# the headline on the best available backend (GPU, else CPU): each production primitive's best
# beside the vendor's row, in about a minute; BENCH_FLAGS=--full runs the whole suite instead
BENCH_FLAGS ?=
bench: build
	$(BUILD)/cuprim bench $(BENCH_FLAGS) --json $(BUILD)/bench.json

# charts of your own run: every table of $(BUILD)/bench.json (what `make bench` wrote) in
# $(BUILD)/report/index.html. REPORT_RECORDS=OLD.json NEW.json draws others, several records on
# the same charts. matplotlib comes from a virtual environment under the build directory (made
# once, here); build and test do not need it. Writes nothing outside $(BUILD).
REPORT_RECORDS ?= $(BUILD)/bench.json
REPORT_PY = $(BUILD)/report-venv/bin/python
report-venv:
	test -x $(REPORT_PY) || python3 -m venv $(BUILD)/report-venv
	$(REPORT_PY) -c "import matplotlib" 2>/dev/null || \
		$(REPORT_PY) -m pip install -q --disable-pip-version-check matplotlib

report: build report-venv
	@for r in $(REPORT_RECORDS); do [ -f "$$r" ] || { echo "make report: no record $$r (make bench writes" \
		"$(BUILD)/bench.json; REPORT_RECORDS=A.json B.json names others)"; exit 1; }; done
	CUPRIM_PYTHON=$(REPORT_PY) $(BUILD)/cuprim report $(REPORT_RECORDS) -o $(BUILD)/report

# the charts docs/img/ holds (the CHANGELOG shows them), redrawn from the committed H100 record
# they came from; the page of that record goes to $(BUILD)/report-docs
DOCS_RECORD = bench/results/h100/2026-11-23-bc304d3.json
report-docs: report-venv
	$(REPORT_PY) scripts/report.py $(DOCS_RECORD) -o $(BUILD)/report-docs --img docs/img

clean:
	rm -rf $(BUILD) $(SAN_BUILD) $(TSAN_BUILD)
