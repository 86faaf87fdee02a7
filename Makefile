# Arbiter — two commands for a newcomer: `make run` and `make test`.
# Both install what is missing on a Debian machine first (as root, or with sudo).

export PATH := /usr/local/go/bin:$(HOME)/go/bin:$(PATH)
GO      ?= go
DB      ?=
# Debian packages Fyne needs to build (cgo + OpenGL + X11).
DEB_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
            libxinerama-dev libxi-dev libxxf86vm-dev
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
FYNE    := $(GO) run fyne.io/tools/cmd/fyne@v1.7.4

.PHONY: run test deps build cli package bench fuzz clean

## deps: install the missing Debian packages (a second run installs nothing).
deps:
	@command -v $(GO) >/dev/null 2>&1 || { echo "Go 1.26 is not installed: put it in /usr/local/go (https://go.dev/doc/install)"; exit 1; }
	@missing=""; for p in $(DEB_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $$missing; \
	fi

## build: the GUI (./arbiter) and the command-line tool (./arbiter-cli).
build: deps
	$(GO) build -o arbiter .
	CGO_ENABLED=0 $(GO) build -o arbiter-cli ./cmd/arbiter-cli

## run: build and open Arbiter on its default data file (or DB=path).
run: build
	./arbiter $(if $(DB),--db $(DB))

## test: every test of every package.
test: deps
	$(GO) vet ./...
	CGO_ENABLED=0 $(GO) test -count=1 $$($(GO) list ./... | grep -v '^arbiter$$')
	$(GO) test -count=1 .

## package: a Linux desktop package (tar.xz) built with fyne from FyneApp.toml.
package: deps
	$(FYNE) package --os linux --release

## bench: pairing and tie-break benchmarks.
bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./engine/...

clean:
	rm -f arbiter arbiter-cli *.tar.xz
