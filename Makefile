# Arbiter — a newcomer needs two commands: `make run` and `make test`.
# Both first install the Debian packages Fyne needs (as root, or with sudo);
# a second run finds them installed and installs nothing.

# Go: a go of at least go.mod's version in /usr/local/go/bin, ~/go/bin or on
# PATH; without one, scripts/go-bootstrap.sh fetches the official toolchain
# (pinned SHA-256) into ~/.cache/arbiter/go1.26.8 on the first target that
# needs Go. GO=/path/to/go skips all of this.
ifeq ($(origin GO),undefined)
GOBOOT  := sh scripts/go-bootstrap.sh
GO_BIN  := $(shell $(GOBOOT) bindir)
export PATH := $(GO_BIN):/usr/local/go/bin:$(HOME)/go/bin:$(PATH)
GO      := go
else
export PATH := /usr/local/go/bin:$(HOME)/go/bin:$(PATH)
GOBOOT  := true
endif
# DB=path opens another data file with `make run`; empty means the default
# ($$XDG_DATA_HOME/arbiter/arbiter.db, i.e. ~/.local/share/arbiter/arbiter.db).
DB      ?=
# Debian packages Fyne needs to build (cgo + OpenGL + X11).
DEB_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
            libxinerama-dev libxi-dev libxxf86vm-dev
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The fyne packaging tool, fetched through the Go module proxy on first use.
FYNE    := $(GO) run fyne.io/tools/cmd/fyne@v1.7.4
# Every package except the root (the GUI's main) builds without cgo.
PKGS     = $$($(GO) list ./... | grep -v '^arbiter$$')

.PHONY: run test docs deps toolchain build cli package package-windows test-windows bench clean test-bootstrap

## run: build and open Arbiter on its default data file (or DB=path).
run: build
	./arbiter $(if $(DB),--db $(DB))

## test: vet and test every package (the CI entry .ci/run calls this).
# ui/pdf's golden tests read the printouts back with pdftotext (poppler-utils);
# ui/web's test screenshots a results page in headless Chromium (chromium).
test: DEB_PKGS += poppler-utils chromium
test: deps
	sh scripts/go-bootstrap_test.sh
	CGO_ENABLED=0 $(GO) vet $(PKGS)
	CGO_ENABLED=0 $(GO) test -count=1 $(PKGS)
	$(GO) vet .
	$(GO) build -o /dev/null .

## docs: README's printout gallery (docs/printouts/*.png) rendered from the
## demo season and the demo tournament with arbiter-cli and pdftoppm
## (scripts/docs.sh; a few seconds; not part of make test).
docs: DEB_PKGS += poppler-utils
docs: deps cli
	CLI=./arbiter-cli sh scripts/docs.sh

## deps: install the missing Debian packages; checks first, so a second run installs nothing.
deps: toolchain
	@missing=""; for p in $(DEB_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $$missing; \
	fi

## toolchain: make sure a usable Go exists (fetched into ~/.cache/arbiter when not).
toolchain:
	@$(GOBOOT) install

## build: the GUI (./arbiter) and the command-line tool (./arbiter-cli).
build: deps
	$(GO) build -o arbiter .
	CGO_ENABLED=0 $(GO) build -o arbiter-cli ./cmd/arbiter-cli

## cli: only the command-line tool (no cgo, no Debian packages needed).
cli: toolchain
	CGO_ENABLED=0 $(GO) build -o arbiter-cli ./cmd/arbiter-cli

## package: a Linux desktop archive (binary, .desktop file, icon) built by
## fyne from FyneApp.toml (app ID, name, version, icon).
package: deps
	$(FYNE) package --os linux --release
	@ls -l *.tar.xz

## package-windows: dist/arbiter-windows-amd64.zip for 64-bit Windows: arbiter.exe
## (GUI, cgo through mingw-w64, icon and version from FyneApp.toml, no console),
## arbiter-cli.exe, README-uk.txt and the licences (scripts/package-windows.sh).
package-windows: DEB_PKGS += gcc-mingw-w64-x86-64 zip
package-windows: deps
	GO=$(GO) sh scripts/package-windows.sh

## test-windows: the Windows zip under wine on a virtual display: arbiter-cli.exe
## against the Linux build on corpus TRFs, arbiter.exe's window (slow; not in make test).
test-windows: DEB_PKGS += wine64 xvfb xdotool x11-apps imagemagick poppler-utils libgl1-mesa-dri
test-windows: package-windows
	CGO_ENABLED=0 $(GO) build -o dist/arbiter-cli-linux ./cmd/arbiter-cli
	GO=$(GO) sh scripts/test-windows.sh

## bench: pairing and tie-break benchmarks.
bench: toolchain
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./engine/...

## test-bootstrap: on a machine where /usr/local/go is hidden and HOME is
## empty, `make cli` from a clean clone fetches Go and the binary pairs a TRF
## (needs root for unshare -m and the network or GOPROXY; a few minutes).
test-bootstrap:
	sh scripts/test-bootstrap.sh

clean:
	rm -f arbiter arbiter-cli *.tar.xz
	rm -rf dist
