# moyogo: the user's entry point. Every target works as root with no terminal (CI).
#   make deps     install the missing Debian packages (nothing when all are present)
#   make build    Release build into build/ (binary build/moyogo)
#   make run      deps + build + an ASCII game against the engine
#   make test     deps + build + unit tests, peer comparison tests, GTP client test
#   make bench    build + every *_bench executable, medians of 5 repetitions
#   make regress  the GNU Go 3.8 peer suites (slow; SUITES="a.tst b.tst" to choose)
#   make regress-dtier  the D-lifedeath tier (owl, 684 cases) against its floor (~3 min)
#   make install  build + install bin/moyogo and share/man/man6/moyogo.6 under
#                 $(DESTDIR)$(PREFIX) (PREFIX=/usr/local); make uninstall removes them
#   make pictures the README pictures (interface/pictures/, headless Chromium)
#   make match    moyogo against GNU Go 3.8, refereed (default: 40 games 9x9, komi 5.5,
#                 level 1); GAMES SIZE KOMI LEVEL HANDICAP OPPONENT MOYOGO_OPTS
#                 OPPONENT_OPTS SEED MAX_MOVES MOVE_TIMEOUT TIME="MAIN BYO STONES" OUT
#                 JOBS (games at once, 1 or 2) MATCH_ARGS (see regression/README.md)
#   make test-sanitize  ASan + UBSan build in build-sanitize/ (clang), unit tests, reading
#                 suites and a peer-suite slice; any sanitizer report fails
#   make test-tsan  ThreadSanitizer build in build-tsan/ (clang), the tests of the search's
#                 threads; any report fails
#   make fuzz     libFuzzer targets (GTP session, SGF reader, command line) with ASan + UBSan
#                 in build-fuzz/ (-O2), FUZZ_SECONDS (60) each, FUZZ_TARGETS="gtp sgf cli",
#                 FUZZ_JOBS (1) fuzzing processes per target; fuzz/README.md
#   make train-games  the learned parts' training data: 19x19 games against GNU Go 3.8 and
#                 its labels, packed into regression/data/ (hours; resumable)
#   make move-prior / point-values / choice-net / policy-net  a learned part refitted on
#                 regression/data/ with features of this build: the header in build/train/
#                 and the held-out figures of the new and the landed weights
#   make stress   STRESS_GAMES (10000) random games against an independent board, with
#                 progress and peak RSS (regression/stress/README.md); make test runs 1,000

BUILD_DIR ?= build
JOBS ?= 2
SHELL := /bin/bash

# Debian packages the build and the tests need (checked one by one with dpkg -s).
DEB_PACKAGES := cmake g++ make python3 python3-numpy libboost-program-options-dev googletest \
                libgtest-dev libbenchmark-dev gnugo man-db
SABAKI_DIR := regression/sabaki

.PHONY: all deps build run test bench regress regress-dtier node-deps clean install uninstall pictures match \
        chromium-deps test-sanitize test-tsan tsan-configure fuzz fuzz-deps sanitize-configure fuzz-configure stress \
        policy-net train-games move-prior point-values choice-net

all: build

deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	command -v node >/dev/null 2>&1 || missing="$$missing nodejs"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	if [ -z "$$missing" ]; then \
	  echo "deps: all present"; \
	else \
	  echo "deps: installing$$missing"; \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo="sudo"; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  $$sudo apt-get update -q && \
	  $$sudo apt-get install -y -q --no-install-recommends $$missing </dev/null; \
	fi

build:
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build $(BUILD_DIR) -j$(JOBS)

run: deps build
	./$(BUILD_DIR)/moyogo --mode ascii

# npm packages of the GTP client test (regression/sabaki), installed from the lock file.
node-deps:
	@if [ ! -d $(SABAKI_DIR)/node_modules ] || \
	    [ $(SABAKI_DIR)/package-lock.json -nt $(SABAKI_DIR)/node_modules ]; then \
	  echo "node-deps: npm ci in $(SABAKI_DIR)"; \
	  (cd $(SABAKI_DIR) && npm ci --no-audit --no-fund --loglevel=error) && \
	  touch $(SABAKI_DIR)/node_modules; \
	else \
	  echo "node-deps: up to date"; \
	fi

test: deps build
	@$(MAKE) --no-print-directory node-deps || echo "node-deps failed: the client test will fail"
	@$(MAKE) --no-print-directory chromium-deps || echo "chromium-deps failed: the picture test will skip"
	@regression/run_tests.sh $(BUILD_DIR)

bench: build
	@regression/run_bench.sh $(BUILD_DIR)

SUITES ?=
regress: deps build
	@regression/run_peer.sh $(BUILD_DIR) $(SUITES)

# The D-lifedeath peer tier (issue 9: owl, 684 cases) against its floor; about 3 minutes.
DTIER_SUITES := ld_owl owl owl1 vie auto01 auto02 auto03 auto04 auto_handtalk
DTIER_FLOOR ?= 472
regress-dtier: deps build
	@python3 regression/check_suite.py --runner ../shared/peer-regression/run_suite.py \
	  --engine $(abspath $(BUILD_DIR))/moyogo --timeout 60 --min-pass $(DTIER_FLOOR) \
	  $(addprefix ../shared/peer-regression/,$(addsuffix .tst,$(DTIER_SUITES)))

PREFIX ?= /usr/local
install: build
	DESTDIR="$(DESTDIR)" cmake --install $(BUILD_DIR) --prefix "$(PREFIX)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/moyogo" "$(DESTDIR)$(PREFIX)/share/man/man6/moyogo.6"

# Headless Chromium renders the SVG pictures (the picture test and `make pictures`).
chromium-deps:
	@if command -v chromium >/dev/null 2>&1; then echo "chromium-deps: present"; else \
	  echo "chromium-deps: installing chromium"; \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo="sudo"; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  $$sudo apt-get update -q && \
	  $$sudo apt-get install -y -q --no-install-recommends chromium </dev/null; fi

pictures: build chromium-deps
	python3 regression/svg_pictures.py --moyogo $(BUILD_DIR)/moyogo --pictures interface/pictures
	python3 regression/effort_plot.py svg docs/effort_9x9.json $(BUILD_DIR)/effort_9x9.svg \
	  --png interface/pictures/effort_9x9.png

# make match: regression/match.py with make variables (empty ones take the script's default).
GAMES ?= 40
SIZE ?= 9
KOMI ?= 5.5
LEVEL ?= 1
HANDICAP ?= 0
OPPONENT ?= gnugo
MOYOGO_OPTS ?=
OPPONENT_OPTS ?=
SEED ?= 1
MAX_MOVES ?=
MOVE_TIMEOUT ?=
TIME ?=
OUT ?=
MATCH_JOBS ?= $(JOBS)
MATCH_ARGS ?=
match: deps build
	python3 -u regression/match.py --moyogo $(BUILD_DIR)/moyogo --games $(GAMES) \
	  --size $(SIZE) --komi $(KOMI) --level $(LEVEL) --handicap $(HANDICAP) \
	  --opponent $(OPPONENT) --moyogo-opts "$(MOYOGO_OPTS)" \
	  --opponent-opts "$(OPPONENT_OPTS)" --seed $(SEED) -j $(MATCH_JOBS) \
	  $(if $(MAX_MOVES),--max-moves $(MAX_MOVES)) \
	  $(if $(MOVE_TIMEOUT),--move-timeout $(MOVE_TIMEOUT)) \
	  $(if $(TIME),--time-settings $(TIME)) $(if $(OUT),--out $(OUT)) $(MATCH_ARGS)

# The learned parts' training data (regression/data/README.md): TRAIN_GAMES 19x19 games of
# moyogo (this build, default options) against GNU Go 3.8 level 1, komi 5.5, seeds from
# TRAIN_SEED, one game at a time at nice 10, then GNU Go's labels of every position (one
# gnugo process a game), packed into regression/data/. Resumable: the stored games and
# those already in $(TRAIN_DIR)/new are kept, the missing ones played. Hours of CPU (README
# there).
TRAIN_DIR ?= $(BUILD_DIR)/train
TRAIN_GAMES ?= 300
TRAIN_SEED ?= 1001
TRAIN_JOBS ?= 1
DATA_DIR := regression/data
# The trainers need numpy (Debian python3-numpy installs it for /usr/bin/python3): the first
# python3 on the PATH when it has numpy, else the system's.
TRAIN_PYTHON := $(shell python3 -c 'import numpy' 2>/dev/null && echo python3 || \
                  echo /usr/bin/python3)
train-games: deps build
	python3 regression/train_data.py unpack $(DATA_DIR) --sgf $(TRAIN_DIR)/new/sgf \
	  --labels $(TRAIN_DIR)/new/labels
	nice -n 10 python3 -u regression/match.py --moyogo $(BUILD_DIR)/moyogo --games $(TRAIN_GAMES) \
	  --size 19 --komi 5.5 --level 1 --seed $(TRAIN_SEED) -j 1 --out $(TRAIN_DIR)/new/sgf --resume
	nice -n 10 python3 -u regression/train_data.py label $(TRAIN_DIR)/new/sgf \
	  --out $(TRAIN_DIR)/new/labels
	python3 regression/train_data.py pack $(TRAIN_DIR)/new/sgf $(TRAIN_DIR)/new/labels \
	  --out $(DATA_DIR)

# The stored data unpacked (games/*.sgf, labels.txt, values.txt), again when it changes.
TRAIN_DATA := $(TRAIN_DIR)/data
$(TRAIN_DATA)/labels.txt: $(wildcard $(DATA_DIR)/*.xz)
	python3 regression/train_data.py extract $(DATA_DIR) --out $(TRAIN_DATA)

# The trainers: moyogo's features dumped from this build at the stored positions
# (regression/train_features.py; kept while newer than the binary), then the fit on the
# games but the held-out tenth; the header goes to $(TRAIN_DIR)/ and the held-out figures of
# the new and the landed weights are printed. Copying a header into engine/genmove/ is a
# separate decision.
DUMP = nice -n 5 python3 -u regression/train_features.py dump $(TRAIN_DATA) \
  --moyogo $(BUILD_DIR)/moyogo --out $(TRAIN_DIR)/features -j $(TRAIN_JOBS) --kinds
move-prior: deps build $(TRAIN_DATA)/labels.txt
	$(DUMP) prior
	$(TRAIN_PYTHON) -u regression/move_prior.py train $(TRAIN_DATA) $(TRAIN_DIR)/features \
	  --out $(TRAIN_DIR)/move_prior_weights.h --landed engine/genmove/move_prior_weights.h

point-values: deps build $(TRAIN_DATA)/labels.txt
	$(DUMP) points
	$(TRAIN_PYTHON) -u regression/point_values_fit.py train $(TRAIN_DATA) $(TRAIN_DIR)/features \
	  --out $(TRAIN_DIR)/point_values.h

CHOICE_ARGS ?=
choice-net: deps build $(TRAIN_DATA)/labels.txt
	$(DUMP) prior,points,proposals,network
	$(TRAIN_PYTHON) -u regression/choice_net.py train $(TRAIN_DATA) $(TRAIN_DIR)/features \
	  --out $(TRAIN_DIR)/choice_net_weights.h --landed engine/genmove/choice_net_weights.h \
	  $(CHOICE_ARGS)

# make policy-net: the move prediction network (engine/genmove/policy_net_weights.h) by the
# C++ trainer build/policy_train (regression/policy_train/README.md) on the stored games and
# labels, the same held-out games as the other trainers; then the held-out top-1 of the
# landed header and of the new one on the same positions (--eval). Ten epochs: on the
# stored games' 42k positions six fell short of the landed header (regression/README.md).
POLICY_ARGS ?= --filters 48 --layers 6 --epochs 10
POLICY_TRAIN = $(BUILD_DIR)/policy_train --games $(TRAIN_DATA)/games \
  --labels $(TRAIN_DATA)/labels.txt --holdout "$$(python3 regression/train_data.py holdout \
  $(TRAIN_DATA))" --threads $(JOBS)
policy-net: deps build $(TRAIN_DATA)/labels.txt
	$(POLICY_TRAIN) --out $(TRAIN_DIR)/policy_net_weights.h --seed 1 $(POLICY_ARGS)
	$(POLICY_TRAIN) --eval engine/genmove/policy_net_weights.h
	$(POLICY_TRAIN) --eval $(TRAIN_DIR)/policy_net_weights.h

# make fuzz: clang and its libFuzzer runtime (installed only for this target).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= gtp sgf cli
fuzz-deps:
	@if command -v clang++ >/dev/null 2>&1 && dpkg -s libclang-rt-dev >/dev/null 2>&1; then \
	  echo "fuzz-deps: present"; else \
	  echo "fuzz-deps: installing clang libclang-rt-dev"; \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo="sudo"; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  $$sudo apt-get update -q && \
	  $$sudo apt-get install -y -q --no-install-recommends clang libclang-rt-dev </dev/null; fi

# make test-sanitize: clang, ASan + UBSan, asserts on, -O1 -g: build-sanitize/.
SANITIZE_DIR ?= build-sanitize
sanitize-configure: deps fuzz-deps
	CXX=clang++ cmake -S . -B $(SANITIZE_DIR) -DCMAKE_BUILD_TYPE=Debug \
	  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" -DMOYOGO_SANITIZE=ON \
	  -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON >/dev/null

test-sanitize: sanitize-configure
	cmake --build $(SANITIZE_DIR) -j$(JOBS)
	@regression/run_sanitize.sh $(SANITIZE_DIR)

# make test-tsan: clang, ThreadSanitizer, asserts on, -O1 -g: build-tsan/. Only the test
# programs of the threaded parts are built (regression/run_tsan.sh names them).
TSAN_DIR ?= build-tsan
tsan-configure: deps fuzz-deps
	CXX=clang++ cmake -S . -B $(TSAN_DIR) -DCMAKE_BUILD_TYPE=Debug \
	  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" -DMOYOGO_TSAN=ON \
	  -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON >/dev/null

test-tsan: tsan-configure
	cmake --build $(TSAN_DIR) -j$(JOBS) --target playout_tests genmove_tests interface_tests
	@regression/run_tsan.sh $(TSAN_DIR)

# make fuzz: the same sanitizers plus libFuzzer coverage, asserts on, -O2 -g (a GTP session
# is mostly reading; -O1 halved the executions): build-fuzz/.
FUZZ_DIR ?= build-fuzz
FUZZ_JOBS ?= 1
fuzz-configure: deps fuzz-deps
	CXX=clang++ cmake -S . -B $(FUZZ_DIR) -DCMAKE_BUILD_TYPE=Debug \
	  -DCMAKE_CXX_FLAGS_DEBUG="-O2 -g" -DMOYOGO_FUZZ=ON \
	  -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON >/dev/null

fuzz: fuzz-configure
	cmake --build $(FUZZ_DIR) -j$(JOBS) --target fuzz_gtp fuzz_sgf fuzz_cli
	@FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_JOBS=$(FUZZ_JOBS) fuzz/run_fuzz.sh $(FUZZ_DIR) $(FUZZ_TARGETS)

STRESS_GAMES ?= 10000
STRESS_SEED ?= 1
STRESS_GENMOVE_RATE ?= 0.005
stress: build
	./$(BUILD_DIR)/moyogo_stress --games $(STRESS_GAMES) --seed $(STRESS_SEED) \
	  --genmove-rate $(STRESS_GENMOVE_RATE) --progress 500

clean:
	rm -rf $(BUILD_DIR) $(SANITIZE_DIR) $(TSAN_DIR) $(FUZZ_DIR)
