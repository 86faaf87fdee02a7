#!/bin/sh
# go-bootstrap.sh — find a usable Go for the Makefile, or fetch the official one.
#
# "Usable" means a go command of at least the version go.mod names, found in
# /usr/local/go/bin, ~/go/bin or on PATH (the order the Makefile searches).
# Without one, the official toolchain is fetched the way Go's own GOTOOLCHAIN
# mechanism fetches it: the module golang.org/toolchain, version
# v0.0.1-go$GO_VERSION.$GOOS-$GOARCH, from the first entry of GOPROXY
# (https://proxy.golang.org when GOPROXY is unset). The zip must match the size
# and SHA-256 pinned below; it is unpacked into a temporary folder next to the
# destination and renamed into place only when complete, so a toolchain folder
# either is whole or does not exist.
#
# The destination is $XDG_CACHE_HOME/arbiter/go$GO_VERSION (by default
# ~/.cache/arbiter/go$GO_VERSION): the user can write there without root, it is
# a cache (deleting it only costs a download), and nothing outside it changes
# apart from the Debian packages curl, unzip and ca-certificates if they are
# missing.
#
# Usage:
#   go-bootstrap.sh bindir    print the bin folder of the go to use (no network;
#                             the cache's bin folder when nothing usable exists yet)
#   go-bootstrap.sh install   do nothing if a usable go exists, else fetch it
#   go-bootstrap.sh fetch     fetch into the cache even if another go exists
#   go-bootstrap.sh ver-ge A B  exit 0 if Go version A >= B (for the tests)
# GOBOOT_PLATFORM=os-arch overrides the detected platform (used by the tests).
set -eu

GO_VERSION=1.26.8
# platform, size in bytes, SHA-256 of golang.org/toolchain@v0.0.1-go$GO_VERSION.$platform's zip.
# Computed from the zips proxy.golang.org served on 2026-12-01; `go mod download`
# checked the same zips against the checksum database sum.golang.org
# (h1:ZOmGe1OnfREDMIdb1Qi4G9JSuDPBLGExZMQ4nis1RXM= and h1:sYL/O6MqS68ML0kjsQ36WoYIpJqkw60TxizWUYUKQMc=).
PINS='linux-amd64 71680185 30c2b1bf7dcc88d3eb0a1364e47ddd9128edb3110a30e8a0ef61cd5856b31de7
linux-arm64 68581891 02b36b6787b3ac767668f630e2998df45a3b1f9ffee08d1bf3ef6487cd658d99'

root=$(cd "$(dirname "$0")/.." && pwd)
need=$(sed -n 's/^go \([0-9][0-9.a-z]*\).*/\1/p' "$root/go.mod")
cache=${XDG_CACHE_HOME:-${HOME:?HOME is not set}/.cache}/arbiter
dest=$cache/go$GO_VERSION

say() { printf 'go-bootstrap: %s\n' "$*" >&2; }
die() {
	say "$@"
	say "Nothing was installed. To install Go by hand: download go$GO_VERSION for your platform from https://go.dev/dl/, unpack it into /usr/local (so that /usr/local/go/bin/go exists; see https://go.dev/doc/install), then run make again."
	exit 1
}

# ver_ge A B: true if Go version A (1.26.8, 1.26, 1.27rc1) is at least B.
ver_ge() {
	awk -v a="$1" -v b="$2" '
	function norm(v, out,   n, p, i, pre) {
		pre = 0
		if (match(v, /(rc|beta)[0-9]*$/)) { pre = 1; v = substr(v, 1, RSTART - 1) }
		n = split(v, p, ".")
		for (i = 1; i <= 3; i++) out[i] = (i <= n && p[i] != "") ? p[i] + 0 : 0
		out[4] = pre ? 0 : 1   # 1.27rc1 comes before 1.27.0
	}
	BEGIN {
		norm(a, x); norm(b, y)
		for (i = 1; i <= 4; i++) { if (x[i] > y[i]) exit 0; if (x[i] < y[i]) exit 1 }
		exit 0
	}'
}

# usable PATH_TO_GO: true if it runs and is at least go.mod's version.
# GOTOOLCHAIN=local and cd / keep a newer go from switching toolchains here.
usable() {
	[ -x "$1" ] || return 1
	v=$(cd / && GOTOOLCHAIN=local "$1" version 2>/dev/null | awk '{print $3}') || return 1
	case $v in
	go[0-9]*) ver_ge "${v#go}" "$need" ;;
	*) return 1 ;;
	esac
}

# find_go: print the first usable go, in the Makefile's PATH order.
find_go() {
	for d in /usr/local/go/bin "$HOME/go/bin" $(printf '%s' "${PATH:-}" | tr ':' ' ') "$dest/bin"; do
		if usable "$d/go"; then
			printf '%s\n' "$d/go"
			return 0
		fi
	done
	return 1
}

platform() {
	if [ -n "${GOBOOT_PLATFORM:-}" ]; then
		printf '%s\n' "$GOBOOT_PLATFORM"
		return
	fi
	os=$(uname -s | tr 'A-Z' 'a-z')
	case $(uname -m) in
	x86_64 | amd64) arch=amd64 ;;
	aarch64 | arm64) arch=arm64 ;;
	*) arch=$(uname -m) ;;
	esac
	printf '%s-%s\n' "$os" "$arch"
}

# need_tools: install curl, unzip and the CA certificates with apt-get if missing.
need_tools() {
	missing=""
	command -v curl >/dev/null 2>&1 || missing="$missing curl"
	command -v unzip >/dev/null 2>&1 || missing="$missing unzip"
	case $proxy in
	https:*) [ -s /etc/ssl/certs/ca-certificates.crt ] || missing="$missing ca-certificates" ;;
	esac
	[ -z "$missing" ] && return 0
	command -v apt-get >/dev/null 2>&1 ||
		die "Fetching Go needs$missing, and there is no apt-get here to install them: install$missing by hand."
	sudo=""
	[ "$(id -u)" = 0 ] || sudo=sudo
	say "Installing Debian packages:$missing (to fetch the Go toolchain)"
	$sudo apt-get update >&2 &&
		DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends $missing >&2 ||
		die "Could not install$missing with apt-get."
}

fetch() {
	plat=$(platform)
	pin=$(printf '%s\n' "$PINS" | awk -v p="$plat" '$1 == p {print $2, $3}')
	[ -n "$pin" ] || die "No Go toolchain is pinned for this platform ($plat); this script knows: $(printf '%s\n' "$PINS" | awk '{printf "%s ", $1}')"
	size=${pin% *}
	sum=${pin#* }

	# The first GOPROXY entry; "direct" and "off" are no proxy to fetch from.
	proxy=$(printf '%s' "${GOPROXY:-https://proxy.golang.org,direct}" | sed 's/[,|].*//; s:/*$::')
	case $proxy in
	http://* | https://* | file://*) ;;
	*) die "The first entry of GOPROXY ('${proxy}') is not a module proxy URL, so the Go toolchain cannot be fetched; set GOPROXY=https://proxy.golang.org (or your mirror)." ;;
	esac
	need_tools

	mkdir -p "$cache" || die "Cannot create $cache."
	# One fetch at a time; a second make waits and then finds the toolchain.
	if command -v flock >/dev/null 2>&1; then
		exec 9>"$cache/.go$GO_VERSION.lock"
		flock 9
	fi
	if usable "$dest/bin/go"; then
		return 0
	fi
	rm -rf "$cache/.go$GO_VERSION.partial."*
	tmp=$(mktemp -d "$cache/.go$GO_VERSION.partial.XXXXXX")
	trap 'rm -rf "$tmp"' EXIT
	trap 'exit 130' INT TERM HUP

	mod=v0.0.1-go$GO_VERSION.$plat
	url=$proxy/golang.org/toolchain/@v/$mod.zip
	say "Fetching the official Go $GO_VERSION ($plat, $size bytes) from $url"
	say "into $dest: a folder in your own cache, so no root is needed and nothing else changes; delete it to remove it."
	if ! curl -fL -sS --connect-timeout 30 --retry 2 -o "$tmp/go.zip" "$url"; then
		die "Could not download $url (see curl's message above): the proxy is unreachable or does not serve this toolchain. Check the network, or set GOPROXY to a reachable module proxy."
	fi
	got=$(wc -c <"$tmp/go.zip" | tr -d ' ')
	if [ "$got" -lt "$size" ]; then
		die "The download of $url is truncated: $got of $size bytes arrived. Run make again to retry."
	fi
	gotsum=$(sha256sum "$tmp/go.zip" | awk '{print $1}')
	if [ "$got" -ne "$size" ] || [ "$gotsum" != "$sum" ]; then
		die "The file from $url is not the pinned Go toolchain: $got bytes with SHA-256 $gotsum, expected $size bytes with SHA-256 $sum. It was deleted."
	fi
	unzip -q "$tmp/go.zip" -d "$tmp/x" || die "Could not unpack $url (see unzip's message above); is the disk full?"
	rm -f "$tmp/go.zip"
	goroot=$tmp/x/golang.org/toolchain@$mod
	# Module zips need not keep the executable bits; Go's own toolchain switch sets them too.
	chmod -R a+x "$goroot/bin" "$goroot/pkg/tool"
	v=$(cd / && GOTOOLCHAIN=local "$goroot/bin/go" version 2>/dev/null | awk '{print $3}') || v=""
	[ "$v" = "go$GO_VERSION" ] || die "The unpacked toolchain does not run here (go version says '$v'), so it was removed."
	# A leftover unusable folder (never one of ours: ours appear whole) is replaced.
	rm -rf "$dest"
	mv "$goroot" "$dest" || die "Could not move the toolchain into $dest."
	say "Go $GO_VERSION is installed in $dest; later builds reuse it."
}

case ${1:-install} in
bindir)
	if g=$(find_go); then dirname "$g"; else printf '%s\n' "$dest/bin"; fi
	;;
install)
	if ! find_go >/dev/null; then
		say "No Go $need or newer in /usr/local/go/bin, ~/go/bin or on PATH."
		fetch
	fi
	;;
fetch)
	fetch
	;;
ver-ge)
	ver_ge "$2" "$3"
	;;
*)
	say "usage: $0 [bindir|install|fetch|ver-ge A B]"
	exit 2
	;;
esac
