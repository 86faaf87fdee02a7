#!/bin/sh
# make test-bootstrap: the first build on a machine without Go.
#
# In a private mount namespace (unshare -m) an empty tmpfs hides /usr/local/go;
# PATH is the system's, HOME an empty folder, no GO* variable is set. There
# `make cli` in a fresh clone of this repository's HEAD must fetch the pinned
# toolchain through scripts/go-bootstrap.sh (from the first GOPROXY entry,
# https://proxy.golang.org unless GOPROXY says otherwise), build arbiter-cli,
# and the binary must pair a corpus TRF as the reference engine did. A second
# `make cli`, with the proxy unreachable, must reuse the toolchain.
#
# Not part of `make test`: it needs root (or unprivileged user namespaces) for
# unshare, downloads the 70 MB toolchain and every module into the empty HOME,
# and compiles the standard library and modernc.org/sqlite from nothing, which
# takes minutes on a 2-core machine. Uncommitted changes are not in the clone.
set -eu
repo=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d /tmp/arbiter-bootstrap.XXXXXX)
# The module cache is read-only by default; make it deletable before removing.
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT

case=gen-n064-R09-s1016-r05
[ -f "$repo/testdata/dutch/$case.trf" ] || case=$(ls "$repo/testdata/dutch" | sed -n 's/\.pairs$//p' | head -n 1)

if [ "$(id -u)" = 0 ]; then ns="unshare -m"; else ns="unshare -r -m"; fi
$ns true 2>/dev/null || { echo "test-bootstrap: '$ns' is not permitted here; run it as root." >&2; exit 1; }

git clone -q "$repo" "$tmp/arbiter"
mkdir "$tmp/home"

# Everything below runs in the private namespace with a clean environment.
env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
	HOME="$tmp/home" TMPDIR=/tmp LANG=C.UTF-8 ${GOPROXY:+GOPROXY="$GOPROXY"} \
	CASE="$case" T="$tmp" \
	$ns sh -eu -c '
fail() { echo "test-bootstrap: FAIL: $*" >&2; exit 1; }
[ -d /usr/local/go ] && mount -t tmpfs -o size=1m arbiter-no-go /usr/local/go
[ ! -e /usr/local/go/bin/go ] || fail "/usr/local/go/bin/go is still visible"
cd "$T/arbiter"
d=$(sh scripts/go-bootstrap.sh bindir)
[ "$d" = "$HOME/.cache/arbiter/go1.26.8/bin" ] || fail "a usable go is still visible: $d/go"
[ -z "$(ls -A "$HOME")" ] || fail "HOME is not empty"

echo "test-bootstrap: first make cli (no Go installed, empty HOME)"
make cli >"$T/make1.log" 2>&1 || { cat "$T/make1.log"; fail "make cli failed"; }
cat "$T/make1.log"
grep -q "Fetching the official Go 1.26.8" "$T/make1.log" || fail "make cli did not fetch Go"
[ -x "$HOME/.cache/arbiter/go1.26.8/bin/go" ] || fail "no toolchain in ~/.cache/arbiter/go1.26.8"
./arbiter-cli pair --dutch "testdata/dutch/$CASE.trf" -p - >"$T/got.pairs" || fail "arbiter-cli pair failed"
cmp "$T/got.pairs" "testdata/dutch/$CASE.pairs" || { diff "$T/got.pairs" "testdata/dutch/$CASE.pairs"; fail "pairing of $CASE differs"; }
echo "test-bootstrap: arbiter-cli paired $CASE as the reference engine did ($(head -n 1 "$T/got.pairs") boards)"

echo "test-bootstrap: second make cli (proxy unreachable: nothing may be downloaded)"
rm -f arbiter-cli
GOPROXY=http://127.0.0.1:9 make cli >"$T/make2.log" 2>&1 || { cat "$T/make2.log"; fail "second make cli failed"; }
cat "$T/make2.log"
! grep -q "go-bootstrap" "$T/make2.log" || fail "the second make cli ran the fetch again"
[ -x arbiter-cli ] || fail "second make cli built nothing"
'
echo "test-bootstrap: ok"
