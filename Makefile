# Outdoor Utility: build, test, demo, benchmark and install.
# The two commands a new user needs:  make demo   and   make test

PREFIX ?= /usr/local
SWIFT ?= swift
DEMO_DIR ?= demo-output

.PHONY: deps build release demo test lint format reference bench fuzz install clean

deps:
	@Scripts/install-deps.sh

build: deps
	$(SWIFT) build

# Release builds link the Swift runtime and Foundation statically: a card is a whole process,
# and the dynamic Swift libraries cost about 6 ms of every start. They link with lld, which
# packs the 80,000 relative relocations (DT_RELR: 1.8 MB less to read at every start) and lays
# out together the functions that commands run (Scripts/link-order), so a start maps about half
# as much of the 16 MB of code: about 7 MB less memory for every command.
RELEASE_FLAGS = -c release -Xswiftc -static-stdlib -Xswiftc -use-ld=lld \
	-Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --symbol-ordering-file=$(CURDIR)/Scripts/link-order/outdoor.order \
	-Xlinker --no-warn-symbol-ordering

release: deps
	@# SwiftPM does not see the order file as an input: relink when it changed.
	@[ ! Scripts/link-order/outdoor.order -nt .build/release/outdoor ] || rm -f .build/release/outdoor
	$(SWIFT) build $(RELEASE_FLAGS) --product outdoor

# Renders the bundled sample journal (cards and overview map) into $(DEMO_DIR)/; no network needed.
demo: release
	.build/release/outdoor demo -o $(DEMO_DIR)

# Swift compiler warnings fail the test build, and so CI (`make test WERROR=` lets them pass).
# SwiftPM's own "prohibited flag(s): -pthread" note about pango's pkg-config flags is not one.
WERROR ?= -Xswiftc -warnings-as-errors

# The whole test suite (unit, golden-image and end-to-end tests); CI runs exactly this. The
# built bundle runs as one shard per core at once (Scripts/run-tests.sh; OUTDOOR_TEST_JOBS=1 runs
# it in one process, as `swift test` does).
test:
	@Scripts/install-deps.sh --test
	$(SWIFT) build --build-tests $(WERROR)
	SWIFT=$(SWIFT) Scripts/run-tests.sh

# Formatting against .swift-format; Package.swift against the imports and the graph in
# Documentation/Architecture.md, C kept inside its layers, and the concurrency escape hatches
# counted (Scripts/check-imports.swift).
lint:
	swift-format lint --strict -r Sources Tests Scripts Package.swift
	SWIFT=$(SWIFT) $(SWIFT) Scripts/check-imports.swift

format:
	swift-format format -i -r Sources Tests Scripts Package.swift

# Documentation/Reference.md again from the command declarations (ReferenceTests fails when it differs).
reference:
	$(SWIFT) build --product outdoor
	"$$($(SWIFT) build --show-bin-path)/outdoor" man --format markdown > Documentation/Reference.md.part
	mv Documentation/Reference.md.part Documentation/Reference.md

# Speed and memory figures against peer pipelines (see Scripts/bench/README.md).
bench: release
	Scripts/bench/run.sh

# Fuzz targets under libFuzzer + AddressSanitizer, FUZZ_SECONDS each (see Scripts/fuzz/README.md).
fuzz:
	SWIFT=$(SWIFT) Scripts/fuzz/run.sh

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/outdoor
	install -m 755 .build/release/outdoor $(DESTDIR)$(PREFIX)/bin/outdoor
	rm -rf $(DESTDIR)$(PREFIX)/share/outdoor/fonts $(DESTDIR)$(PREFIX)/share/outdoor/geodata \
	       $(DESTDIR)$(PREFIX)/share/outdoor/sample-journal
	cp -R Fonts $(DESTDIR)$(PREFIX)/share/outdoor/fonts
	cp -R Sources/OutdoorGeo/Data $(DESTDIR)$(PREFIX)/share/outdoor/geodata
	cp -R Sources/OutdoorCLI/SampleJournal $(DESTDIR)$(PREFIX)/share/outdoor/sample-journal
	@# The program's own source, as the GPL asks (outdoor about names it); its map data and fonts are beside it.
	tar -czf $(DESTDIR)$(PREFIX)/share/outdoor/source.tar.gz --exclude=Sources/OutdoorGeo/Data \
	    Package.swift Makefile README.md LICENSE .swift-format Documentation Sources Scripts
	@# Completions and the man page come from the same command definitions the parser uses.
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	           $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d $(DESTDIR)$(PREFIX)/share/man/man1
	.build/release/outdoor completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/outdoor
	.build/release/outdoor completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_outdoor
	.build/release/outdoor completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/outdoor.fish
	.build/release/outdoor man > $(DESTDIR)$(PREFIX)/share/man/man1/outdoor.1

clean:
	rm -rf .build $(DEMO_DIR)
