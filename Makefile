# ScraeBBKle: `make run` to play, `make test` to check everything.

GO          ?= go
BIN         := scraebbkle
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
# The app has moved to fyne.Do (FyneApp.toml [Migrations] fyneDo = true);
# the tag tells a plain go build so, as fyne package does.
TAGS        := -tags migrated_fynedo
FUZZTIME    ?= 15s

.PHONY: run console test e2e bench fuzz lint build deps clean arch

## run: start the game on the built-in default board
run: deps
	$(GO) run $(TAGS) .

## console: play in the terminal
console:
	$(GO) run . -console

## test: go vet, then every test with the race detector
test: deps
	$(GO) vet $(TAGS) ./...
	$(GO) test $(TAGS) -race ./...
	# Both move generators against the reference on 5,000 random positions
	# each; they are single-threaded, so the race detector would only slow
	# them down.
	$(GO) test -run 'TestGeneratorMatchesReference$$' ./core/movegen/oneword ./core/movegen/crossword
	# The peak memory of loading a generated 20 MB word list, which the
	# race detector would take ten times as long over.
	$(GO) test -run 'TestLoadingMemoryStaysWithinItsBound$$' ./core/lexicon
	# The window's redraw after a move against its time budget, which the
	# race detector would make meaningless.
	$(GO) test $(TAGS) -run 'TestRedrawAfterMoveWithinBudget$$' ./ui/play

## e2e: play a computer game in the real window under Xvfb, save
## docs/screenshot.png and check that Ctrl+Q quits cleanly
e2e: deps
	GO=$(GO) tools/e2e.sh

## screenshots: each game's board in the real window under Xvfb, at the
## window's first size and maximised, and a review's window, into
## docs/screenshots/ for the manual
.PHONY: screenshots
screenshots: deps
	GO=$(GO) tools/screenshots.sh

## bench: run the benchmarks
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

## arch: draw the package graph into docs/architecture.md again (its
## test, in make test, fails when the page and the code differ)
arch:
	$(GO) run ./tools/arch

## leaves: derive the Strong player's leave tables of the three games
## Scrabble from self-play into core/leave/ (seeded, minutes on 2 cores)
.PHONY: leaves
leaves:
	$(GO) run ./tools/leaves -rules scraebbkle -ahead -rounds 6 -games 8000
	$(GO) run ./tools/leaves -rules scrabbkle -ahead -rounds 6 -games 8000
	$(GO) run ./tools/leaves -rules classic -ahead -rounds 6 -games 16000

## chances: derive the tables of the chance of winning of the three games,
## for every number of players they seat, from self-play into core/chance/
## (seeded; about an hour and a half on 2 cores, niced to share them)
.PHONY: chances
chances:
	nice -n 19 $(GO) run ./tools/chances -rules scraebbkle -players 2 -games 40000
	nice -n 19 $(GO) run ./tools/chances -rules scrabbkle -players 2 -games 40000
	nice -n 19 $(GO) run ./tools/chances -rules classic -players 2 -games 30000
	nice -n 19 $(GO) run ./tools/chances -rules classic -players 3 -games 30000
	nice -n 19 $(GO) run ./tools/chances -rules classic -players 4 -games 30000

## fuzz: a run of every fuzz target (FUZZTIME each, FUZZPARALLEL
## workers: FUZZTIME=1h make fuzz for a long run); tools/fuzz.sh says how
## it treats a flaw of Go 1.26's fuzzing coordinator
FUZZPARALLEL ?= 2
fuzz:
	GO=$(GO) TAGS='$(TAGS)' FUZZTIME=$(FUZZTIME) FUZZPARALLEL=$(FUZZPARALLEL) tools/fuzz.sh

## lint: formatting, go vet and staticcheck
lint:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet $(TAGS) ./...
	$(GO) run $(STATICCHECK) $(TAGS) ./...

## build: the binary, for this system
build: deps
	$(GO) build $(TAGS) -o $(BIN) .

## deps: install the system packages the build and tests need, when missing
deps:
	@tools/deps.sh

clean:
	rm -f $(BIN)

# --- Packages ---------------------------------------------------------------
# The version comes from FyneApp.toml, the one place it is kept.
VERSION   := $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
LINUX_PKG := dist/ScraeBBKle-$(VERSION)-linux-amd64.tar.xz
PREFIX    ?= $(HOME)/.local
# The fyne command-line tool, pinned and installed into .bin/: the
# maintained one, fyne.io/tools (the fyne.io/fyne/v2/cmd/fyne of the
# library says it has moved there), which packages the Fyne library of any
# recent release, v2.8.1 here. Keep it equal to the release workflow's
# FYNE_CLI.
FYNE_TOOLS := v1.7.4
FYNE       := $(CURDIR)/.bin/fyne-tools-$(FYNE_TOOLS)/fyne

.PHONY: icon package-linux package-windows install uninstall startup gametime reviewtime

## icon: draw Icon.png and resources/icon.png again (tools/icon)
icon:
	$(GO) run ./tools/icon Icon.png resources/icon.png

$(FYNE):
	GOBIN=$(dir $(FYNE)) $(GO) install fyne.io/tools/cmd/fyne@$(FYNE_TOOLS)

## package-linux: with fyne package, $(LINUX_PKG): the binary, a .desktop
## file and the icon; the work tree is left as it was
package-linux: deps $(FYNE)
	FYNE=$(FYNE) tools/package.sh linux

## package-windows: dist/ScraeBBKle-$(VERSION)-windows-amd64.exe, a Windows
## GUI program with its icon and version, cross-compiled with mingw-w64
package-windows: deps $(FYNE)
	@tools/deps.sh gcc-mingw-w64-x86-64
	FYNE=$(FYNE) tools/package.sh windows

## wintest: the release .exe run under wine and Xvfb in a Debian 13 chroot,
## playing a short game, screenshots in docs/wintest/ (tools/wintest.sh;
## as root; the first run makes the chroot, about a minute)
.PHONY: wintest
wintest: deps
	tools/wintest.sh

$(LINUX_PKG):
	$(MAKE) package-linux

## install: install the Linux package in ~/.local (PREFIX) and the desktop's
## menu, packaging it first when dist/ has none
install: $(LINUX_PKG)
	PREFIX=$(PREFIX) tools/install.sh install $(LINUX_PKG)

## uninstall: remove what make install installed
uninstall:
	PREFIX=$(PREFIX) tools/install.sh uninstall

## startup: time how long the window takes to open and answer a click,
## under Xvfb (median of 10 runs; tools/startup.sh)
startup: deps
	GO=$(GO) tools/startup.sh

## gametime: time a whole classic game between two Normal computers in the
## terminal, from process start to exit (median of 11 runs; tools/gametime.sh)
gametime: deps
	GO=$(GO) tools/gametime.sh

## reviewtime: time the review of a whole classic game in the terminal,
## by equity alone (median of 11 runs) and with the look-ahead
## (tools/reviewtime.sh)
reviewtime: deps
	GO=$(GO) tools/reviewtime.sh
