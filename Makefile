# ScraeBBKle: `make run` to play, `make test` to check everything.

GO          ?= go
BIN         := scraebbkle
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
# The app has moved to fyne.Do (FyneApp.toml [Migrations] fyneDo = true);
# the tag tells a plain go build so, as fyne package does.
TAGS        := -tags migrated_fynedo
FUZZTIME    ?= 15s

.PHONY: run console test e2e bench fuzz lint build deps clean

## run: start the game on the built-in default board
run: deps
	$(GO) run $(TAGS) .

## console: play in the terminal, as the specification's text game
console:
	$(GO) run . -console

## test: go vet, then every test with the race detector
test: deps
	$(GO) vet ./...
	$(GO) test -race ./...

## e2e: play a computer game in the real window under Xvfb, save
## docs/screenshot.png and check that Ctrl+Q quits cleanly
e2e: deps
	GO=$(GO) tools/e2e.sh

## bench: run the benchmarks
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

## fuzz: a short run of every fuzz target (FUZZTIME each)
fuzz:
	@set -e; for pkg in $$($(GO) list ./...); do \
	  for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "fuzz $$pkg $$target"; \
	    $(GO) test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) $$pkg; \
	  done; \
	done

## lint: formatting, go vet and staticcheck
lint:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

## build: the binary, for this system
build: deps
	$(GO) build $(TAGS) -o $(BIN) .

## deps: install the system packages the build and tests need, when missing
deps:
	@tools/deps.sh

clean:
	rm -f $(BIN)
