#!/bin/sh
# make package-windows: dist/arbiter-windows-amd64.zip for 64-bit Windows 10/11.
#
#   arbiter.exe      the GUI, built by the fyne tool (FYNE) from FyneApp.toml: cgo
#                    through mingw-w64 (CC=x86_64-w64-mingw32-gcc), the icon, name
#                    and version as Windows resources, -H=windowsgui (no console)
#   arbiter-cli.exe  the command-line tool, pure Go (CGO_ENABLED=0)
#   README-uk.txt    scripts/windows/README-uk.txt: start, data file, backups, printing
#   licenses/        the licence of every Go module linked into the two programs
#                    (from `go version -m`), Go's own, the DejaVu fonts', GLFW's C
#                    sources' and the mingw-w64 runtime's
#
# The Makefile installs gcc-mingw-w64-x86-64 and zip first. Go's build cache
# makes a second run quick. Output is written beside, then moved into place.
set -eu
cd "$(dirname "$0")/.."
GO=${GO:-go}
FYNE_VERSION=v1.7.4
out=dist/arbiter-windows-amd64.zip
stage=$(mktemp -d dist/.windows.XXXXXX 2>/dev/null || { mkdir -p dist && mktemp -d dist/.windows.XXXXXX; })
# fyne package counts builds by rewriting Build in FyneApp.toml; the source
# stays as committed: the copy goes back however the run ends.
keep=$(mktemp)
cp FyneApp.toml "$keep"
trap 'cp "$keep" FyneApp.toml; rm -f "$keep"; rm -rf "$stage"' EXIT
mkdir -p "$stage/licenses"

name=$(sed -n 's/^ *Name *= *"\(.*\)"/\1/p' FyneApp.toml | head -n 1)
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml | head -n 1)

# The fyne tool, built for this machine (with GOOS=windows `go run` would build it for Windows).
GOBIN="$(pwd)/dist/.tools" $GO install fyne.io/tools/cmd/fyne@$FYNE_VERSION
FYNE=dist/.tools/fyne

echo "package-windows: arbiter.exe (GUI, cgo with x86_64-w64-mingw32-gcc)"
# fyne writes "$name.exe" into the source folder; a leftover of an earlier failed run goes first.
rm -f "$name.exe"
CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++ GOOS=windows GOARCH=amd64 \
	$FYNE package --target windows --release --src .
mv "$name.exe" "$stage/arbiter.exe"

echo "package-windows: arbiter-cli.exe (pure Go)"
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $GO build -trimpath -ldflags "-s -w" -o "$stage/arbiter-cli.exe" ./cmd/arbiter-cli

# README with Windows line ends (and a BOM, so that every Notepad reads it as UTF-8).
printf '\357\273\277' >"$stage/README-uk.txt"
sed "s/@VERSION@/$version/; s/\$/\r/" scripts/windows/README-uk.txt >>"$stage/README-uk.txt"

# Licences. Module folders in the cache spell capitals as !lower.
modcache=$($GO env GOMODCACHE)
esc() { printf '%s' "$1" | sed 's/\([A-Z]\)/!\1/g' | tr 'A-Z' 'a-z'; }
$GO version -m "$stage/arbiter.exe" "$stage/arbiter-cli.exe" | awk '$1 == "dep" || $1 == "=>" {print $2, $3}' | sort -u |
	while read -r mod ver; do
		dir="$modcache/$(esc "$mod")@$ver"
		lic=$(ls "$dir" 2>/dev/null | grep -i -E '^(licen[cs]e|copying|unlicense)' | head -n 1) || true
		if [ -z "$lic" ]; then
			echo "package-windows: no licence file in $dir ($mod $ver)" >&2
			exit 1
		fi
		cp "$dir/$lic" "$stage/licenses/$(printf '%s' "$mod" | tr '/' '_')-LICENSE.txt"
	done
cp "$($GO env GOROOT)/LICENSE" "$stage/licenses/go-LICENSE.txt"
cp assets/fonts/LICENSE "$stage/licenses/dejavu-fonts-LICENSE.txt"
glfw=$(ls -d "$modcache"/github.com/go-gl/glfw/v3.3/glfw@*/glfw/LICENSE.md 2>/dev/null | tail -n 1)
[ -n "$glfw" ] && cp "$glfw" "$stage/licenses/glfw-c-LICENSE.txt"
[ -f /usr/share/doc/mingw-w64-common/copyright ] && cp /usr/share/doc/mingw-w64-common/copyright "$stage/licenses/mingw-w64-runtime-COPYRIGHT.txt"
cat >"$stage/licenses/README.txt" <<EOF
Licences of what $name $version for Windows contains: the Go modules linked
into arbiter.exe and arbiter-cli.exe (file names: module path with / as _),
the Go runtime and standard library, the DejaVu fonts embedded for printouts,
GLFW's C sources compiled into arbiter.exe, and the mingw-w64 runtime it links.
EOF
for f in "$stage/licenses/"*; do sed -i 's/\r*$/\r/' "$f"; done

rm -f "$out.tmp"
(top=$(pwd) && cd "$stage" && zip -q -r -X "$top/$out.tmp" arbiter.exe arbiter-cli.exe README-uk.txt licenses)
mv "$out.tmp" "$out"
ls -l "$out"
