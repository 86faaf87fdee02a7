#!/bin/sh
# Tests of scripts/go-bootstrap.sh that need neither root nor the network
# beyond the Go module proxy; `make test` runs them (about ten seconds).
#
# - version comparison (table);
# - bad input: unknown platform, a GOPROXY that is no proxy, an unreachable
#   proxy, a truncated download, a file of the right size with the wrong
#   SHA-256 — each fails with its message and leaves no toolchain and no
#   partial folder behind;
# - a real fetch of the pinned zip for this machine from a file:// proxy (the
#   module cache's download folder; `go mod download` puts the zip there, once),
#   into an empty cache: the installed go runs and is the pinned version;
#   stale partial folders and a broken toolchain folder are replaced;
# - a second fetch with an unreachable proxy reuses it and downloads nothing.
#
# The whole path a newcomer takes (no Go, empty HOME, make cli) is
# scripts/test-bootstrap.sh (make test-bootstrap).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
boot="$here/go-bootstrap.sh"
GO=${GO:-go}
V=$(sed -n 's/^GO_VERSION=//p' "$boot")

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { printf 'FAIL: %s\n' "$*" >&2; fails=$((fails + 1)); }

# --- version comparison -----------------------------------------------------
while read -r a b want; do
	if sh "$boot" ver-ge "$a" "$b"; then got=yes; else got=no; fi
	[ "$got" = "$want" ] || fail "ver-ge $a $b: got $got, want $want"
done <<'EOF'
1.26.8 1.26.0 yes
1.26.0 1.26.0 yes
1.26 1.26.0 yes
1.19.8 1.26.0 no
1.25.9 1.26.0 no
1.3 1.26 no
1.30.1 1.26.0 yes
2.0 1.26.0 yes
1.27rc1 1.26.0 yes
1.26rc1 1.26.0 no
1.26.1 1.26.2 no
EOF

# run NAME EXPECTED-STATUS MESSAGE-FRAGMENT ENV... : run `go-bootstrap.sh fetch`
# with a fresh HOME and cache; check status, message and what is left behind.
run() {
	name=$1 want=$2 frag=$3
	shift 3
	home=${RUN_HOME:-$tmp/$name/home}
	mkdir -p "$home" "$tmp/$name"
	set +e
	env HOME="$home" XDG_CACHE_HOME="$home/.cache" "$@" sh "$boot" fetch >"$tmp/$name/out" 2>"$tmp/$name/err"
	status=$?
	set -e
	[ "$status" = "$want" ] || fail "$name: exit status $status, want $want; stderr: $(cat "$tmp/$name/err")"
	[ -z "$frag" ] || grep -qF -- "$frag" "$tmp/$name/err" || fail "$name: stderr lacks '$frag': $(cat "$tmp/$name/err")"
	if [ "$want" != 0 ]; then
		grep -qF "Nothing was installed. To install Go by hand" "$tmp/$name/err" || fail "$name: no advice to install by hand"
		[ ! -e "$home/.cache/arbiter/go$V" ] || fail "$name: a toolchain folder was left behind"
		! ls -d "$home/.cache/arbiter/.go$V.partial."* >/dev/null 2>&1 || fail "$name: a partial folder was left behind"
	fi
}

# --- bad input --------------------------------------------------------------
run unknown-platform 1 "No Go toolchain is pinned for this platform (plan9-mips)" GOBOOT_PLATFORM=plan9-mips
run proxy-direct 1 "The first entry of GOPROXY ('direct') is not a module proxy URL" GOPROXY=direct GOBOOT_PLATFORM=linux-amd64
run proxy-off 1 "('off') is not a module proxy URL" GOPROXY=off,https://proxy.golang.org GOBOOT_PLATFORM=linux-amd64
run unreachable 1 "Could not download http://127.0.0.1:9/golang.org/toolchain/@v/v0.0.1-go$V.linux-amd64.zip" \
	GOPROXY=http://127.0.0.1:9,direct GOBOOT_PLATFORM=linux-amd64

# A proxy folder serving a short file, then a file of the right size but other bytes.
fake="$tmp/fakeproxy/golang.org/toolchain/@v"
mkdir -p "$fake"
head -c 1000 /dev/zero >"$fake/v0.0.1-go$V.linux-amd64.zip"
run truncated 1 "is truncated: 1000 of 71680185 bytes arrived" GOPROXY="file://$tmp/fakeproxy" GOBOOT_PLATFORM=linux-amd64
truncate -s 71680185 "$fake/v0.0.1-go$V.linux-amd64.zip"
run altered 1 "is not the pinned Go toolchain: 71680185 bytes with SHA-256 " GOPROXY="file://$tmp/fakeproxy" GOBOOT_PLATFORM=linux-amd64
rm -rf "$tmp/fakeproxy"

# --- a real fetch, then reuse -----------------------------------------------
case $(uname -m) in
x86_64) plat=linux-amd64 ;;
aarch64) plat=linux-arm64 ;;
*) plat=unknown ;;
esac
if [ "$plat" = unknown ]; then
	fail "this machine ($(uname -m)) has no pinned toolchain; the fetch test needs linux-amd64 or linux-arm64"
else
	# GOFLAGS=-modcacherw keeps the module cache deletable; the zip lands in GOMODCACHE/cache/download.
	(cd "$tmp" && GOFLAGS=-modcacherw GOTOOLCHAIN=local "$GO" mod download "golang.org/toolchain@v0.0.1-go$V.$plat") ||
		fail "go mod download of the toolchain zip failed"
	proxy="file://$("$GO" env GOMODCACHE)/cache/download"
	home="$tmp/fetch/home"
	arb="$home/.cache/arbiter"
	# A stale partial folder of an interrupted run and a broken toolchain folder.
	mkdir -p "$arb/.go$V.partial.stale/x" "$arb/go$V/bin"
	printf '#!/bin/sh\nexit 1\n' >"$arb/go$V/bin/go"
	chmod +x "$arb/go$V/bin/go"
	RUN_HOME=$home run fetch 0 "Go $V is installed in $arb/go$V" GOPROXY="$proxy"
	got=$("$arb/go$V/bin/go" version 2>&1 | awk '{print $3}') || got=""
	[ "$got" = "go$V" ] || fail "fetch: installed go says '$got', want go$V"
	[ -x "$arb/go$V/pkg/tool/$(echo "$plat" | tr - _)/compile" ] || fail "fetch: the compiler is not executable"
	! ls -d "$arb/.go$V.partial."* >/dev/null 2>&1 || fail "fetch: the stale partial folder is still there"
	[ -z "$(cat "$tmp/fetch/out")" ] || fail "fetch: wrote to stdout: $(cat "$tmp/fetch/out")"
	# Second run: no proxy reachable, and nothing to fetch.
	RUN_HOME=$home run reuse 0 "" GOPROXY=http://127.0.0.1:9
	[ ! -s "$tmp/reuse/err" ] || fail "reuse: said something: $(cat "$tmp/reuse/err")"
	# bindir with this cache names /usr/local/go/bin or PATH's go when those are usable,
	# otherwise the cache: here it must print a folder whose go is usable.
	d=$(env HOME="$tmp/fetch/home" XDG_CACHE_HOME="$tmp/fetch/home/.cache" sh "$boot" bindir)
	v=$("$d/go" version | awk '{print $3}')
	sh "$boot" ver-ge "${v#go}" "$(sed -n 's/^go //p' "$here/../go.mod")" || fail "bindir: $d/go is $v, older than go.mod"
fi

if [ "$fails" != 0 ]; then
	printf 'go-bootstrap tests: %d failed\n' "$fails" >&2
	exit 1
fi
echo "go-bootstrap tests: ok"
