#!/bin/sh
# make test-windows: dist/arbiter-windows-amd64.zip under wine (Debian 12: wine 8.0).
#
# A private WINEPREFIX (a temporary folder, deleted afterwards) gets the test-only
# stand-in for bcryptprimitives.dll (scripts/windows/bcryptprimitives.c), which
# wine 8.0 lacks and every Go 1.22+ Windows program loads; the zip never holds it.
# The zip is unpacked into "C:\Шахові програми\Арбітр 2026" and the corpus files
# are copied under Cyrillic names with spaces. Then:
#
#   0. storage's tests named *Windows (default path, Cyrillic paths, refused
#      names) run as a Windows test binary.
#   1. arbiter.exe starts on a virtual display (Xvfb): its window «Арбітр — …»
#      must appear — in Ukrainian, though wine's Windows locale is en-US: the
#      interface is Ukrainian by default on every system — and the default data
#      file %APPDATA%\Arbiter\arbiter.db be created; a screenshot is kept as
#      dist/test-windows/gui.png.
#   1b. Print, clicked in arbiter.exe on a demo tournament (the tournament,
#      «Таблиця», «Друкувати таблицю»), writes the standings PDF into
#      Documents\Arbiter, the same text as the Linux build's print standings.
#   2. arbiter-cli.exe, on twelve corpus TRFs: the pairing (pair --dutch) and the
#      standings (standings --format tsv) must equal the Linux build's output
#      byte for byte, and the printout (print standings) must read the same
#      through pdftotext.
#   3. A data file under a Cyrillic path with spaces: demo, players list and a
#      tournament made from a TRF give the Linux build's output; backup now
#      writes a copy into the backups folder beside it.
#   4. Data paths Windows cannot use (CON, a name with ?) are refused with exit
#      status 2 and a message; nothing crashes.
#
# The Makefile builds dist/arbiter-cli-linux (the reference) and the zip first.
set -eu
cd "$(dirname "$0")/.."
top=$(pwd)
zip=dist/arbiter-windows-amd64.zip
linux=$top/dist/arbiter-cli-linux
out=$top/dist/test-windows
[ -f "$zip" ] && [ -x "$linux" ] || { echo "test-windows: run make test-windows (needs $zip and $linux)" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"

WINE=$(command -v wine64 || echo /usr/lib/wine/wine64)
[ -x "$WINE" ] || { echo "test-windows: wine64 is not installed (apt-get install wine64)" >&2; exit 1; }
tmp=$(mktemp -d /tmp/arbiter-wine.XXXXXX)
# HOME too: wine links the prefix's Documents and Desktop to $HOME's, and a data
# file written there would outlive the prefix (and fail the next run's demo).
mkdir -p "$tmp/home"
# go keeps its module and build caches under HOME: keep the real ones, or every
# run downloads the modules and builds storage's tests cold
GOMODCACHE=$(${GO:-go} env GOMODCACHE) GOCACHE=$(${GO:-go} env GOCACHE)
export GOMODCACHE GOCACHE
export HOME="$tmp/home" WINEPREFIX="$tmp/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" LANG=C.UTF-8 LC_ALL=C.UTF-8
xvfb=""
cleanup() {
	[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
	WINEPREFIX="$tmp/prefix" wineserver_k
	rm -rf "$tmp"
}
# -k, then -w: wait until it is gone, or the next wine may meet the dying server and print nothing
wineserver_k() {
	"$(dirname "$WINE")/wineserver" -k 2>/dev/null || true
	"$(dirname "$WINE")/wineserver" -w 2>/dev/null || true
}
trap cleanup EXIT

fails=0
fail() { printf 'test-windows: FAIL: %s\n' "$*" >&2; fails=$((fails + 1)); }

echo "test-windows: a private wine prefix in $WINEPREFIX"
"$WINE" wineboot -i >/dev/null 2>&1 || { echo "test-windows: wineboot failed" >&2; exit 1; }
x86_64-w64-mingw32-gcc -shared -O2 -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
	scripts/windows/bcryptprimitives.c scripts/windows/bcryptprimitives.def -lbcrypt

# --- 0. storage's Windows tests ---------------------------------------------
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 ${GO:-go} test -c -o "$tmp/storage.test.exe" ./storage
if (cd storage && "$WINE" "$tmp/storage.test.exe" -test.run 'Windows' -test.v >"$out/storage-tests.log" 2>&1); then
	echo "test-windows: storage's Windows tests pass under wine ($(grep -c '^--- PASS' "$out/storage-tests.log") tests)"
else
	fail "storage's Windows tests: $(cat "$out/storage-tests.log")"
fi

C=$WINEPREFIX/drive_c
app="$C/Шахові програми/Арбітр 2026"
appw='C:\Шахові програми\Арбітр 2026'
mkdir -p "$app"
unzip -q "$zip" -d "$app"
for f in arbiter.exe arbiter-cli.exe README-uk.txt licenses/go-LICENSE.txt; do
	[ -f "$app/$f" ] || fail "the zip lacks $f"
done
user=$("$WINE" cmd /c echo %USERNAME% 2>/dev/null | tr -d '\r')
appdata="$C/users/$user/AppData/Roaming"
[ -d "$appdata" ] || fail "no %APPDATA% folder at $appdata"

# wcli ARGS...: arbiter-cli.exe under wine, from the program's folder.
wcli() { (cd "$app" && "$WINE" ./arbiter-cli.exe "$@"); }

# --- 1. the GUI -------------------------------------------------------------
disp=:$((90 + $$ % 100))
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb=$!
sleep 2
(cd "$app" && DISPLAY=$disp "$WINE" ./arbiter.exe >"$out/gui.log" 2>&1) &
gui=$!
win=""
i=0
while [ $i -lt 120 ]; do
	win=$(DISPLAY=$disp xdotool search --name 'Арбітр' 2>/dev/null | head -n 1) || true
	[ -n "$win" ] && [ -f "$appdata/Arbiter/arbiter.db" ] && break
	sleep 1
	i=$((i + 1))
done
sleep 5 # let the first frame be drawn
DISPLAY=$disp import -window root "$out/gui.png" 2>/dev/null || fail "no screenshot"
if [ -n "$win" ]; then
	printf '%s\n' "test-windows: arbiter.exe's window «$(DISPLAY=$disp xdotool getwindowname "$win")» appeared after ${i}s; screenshot $out/gui.png"
else
	fail "arbiter.exe showed no window named «Арбітр…» in 120 s (windows: $(DISPLAY=$disp xdotool search --name . getwindowname %@ 2>/dev/null | tr '\n' ' '); its output: $out/gui.log)"
fi
[ -f "$appdata/Arbiter/arbiter.db" ] && printf '%s\n' 'test-windows: arbiter.exe created %APPDATA%\Arbiter\arbiter.db' ||
	fail "arbiter.exe did not create %APPDATA%\\Arbiter\\arbiter.db"
wineserver_k
wait "$gui" 2>/dev/null || true
kill "$xvfb" 2>/dev/null || true
xvfb=""

# --- 1b. Print clicked in the GUI --------------------------------------------
# A data file with the demo tournament (10 players, 5 rounds played) made by
# arbiter-cli.exe; arbiter.exe opens it, the window is put at the screen's
# corner, and the director's clicks are replayed: the tournament in the list,
# the «Таблиця» tab, «Друкувати таблицю» (positions in the Ukrainian layout at
# 1366 pixels, which the window takes once a tournament is open). The PDF must
# appear in Documents\Arbiter and read as the Linux build's `print standings`
# of the same file through pdftotext.
wcli --db 'C:\друк.db' demo >/dev/null 2>&1 || fail "demo for the print check"
wcli --db 'C:\друк.db' demo-tournament --players 10 --rounds 5 --play 5 --date 2026-11-29 >/dev/null 2>&1 ||
	fail "demo-tournament for the print check"
Xvfb "$disp" -screen 0 1366x768x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb=$!
sleep 2
touch "$tmp/print-start"
(cd "$app" && DISPLAY=$disp "$WINE" ./arbiter.exe --db 'C:\друк.db' >"$out/gui-print.log" 2>&1) &
gui=$!
win=""
i=0
while [ $i -lt 120 ] && [ -z "$win" ]; do
	win=$(DISPLAY=$disp xdotool search --name 'Арбітр' 2>/dev/null | head -n 1) || true
	sleep 1
	i=$((i + 1))
done
pdf=""
if [ -n "$win" ]; then
	sleep 8
	DISPLAY=$disp xdotool windowmove "$win" 0 0
	sleep 2
	for xy in "120 182" "441 182" "672 221"; do # the tournament, «Таблиця», «Друкувати таблицю»
		DISPLAY=$disp xdotool mousemove $xy click 1
		sleep 4
	done
	i=0
	while [ $i -lt 30 ]; do
		pdf=$(find "$tmp" -name '*таблиця*.pdf' -newer "$tmp/print-start" 2>/dev/null | head -n 1)
		[ -n "$pdf" ] && break
		sleep 1
		i=$((i + 1))
	done
	DISPLAY=$disp import -window root "$out/gui-print.png" 2>/dev/null || true
fi
if [ -z "$win" ]; then
	fail "the print check: arbiter.exe showed no window"
elif [ -z "$pdf" ]; then
	fail "«Друкувати таблицю» wrote no PDF into Documents\\Arbiter (the layout may have moved: see $out/gui-print.png)"
else
	cp "$C/друк.db" "$tmp/print-linux.db"
	"$linux" --db "$tmp/print-linux.db" print standings --tournament 1 -o "$out/print.linux.pdf" >/dev/null 2>&1 || fail "print standings on Linux"
	pdftotext -layout "$pdf" "$out/print.gui.txt" && pdftotext -layout "$out/print.linux.pdf" "$out/print.linux.txt"
	if cmp -s "$out/print.gui.txt" "$out/print.linux.txt"; then
		printf '%s\n' "test-windows: «Друкувати таблицю» in arbiter.exe wrote $(basename "$pdf"), the same text as the Linux build's print standings"
	else
		fail "the GUI's printed standings differ from the Linux build's (see $out/print.*.txt)"
	fi
fi
wineserver_k
wait "$gui" 2>/dev/null || true
kill "$xvfb" 2>/dev/null || true
xvfb=""

# --- 2. twelve corpus TRFs --------------------------------------------------
mkdir -p "$app/турніри" "$app/друк"
n=0
for f in $(ls testdata/dutch/*.trf | awk 'NR % 17 == 1' | head -n 7) $(ls testdata/tiebreak/*.trf | awk 'NR % 5 == 1' | head -n 5); do
	n=$((n + 1))
	base=$(basename "$f" .trf)
	w="турнір $n.trf"
	cp "$f" "$app/турніри/$w"
	case $f in
	*/dutch/*)
		# the two builds name the file as they were given it: compare with the names made alike
		"$linux" pair --dutch "$f" -p - 2>&1 | sed "s#$f#FILE#" >"$out/$base.linux.pairs" || true
		wcli pair --dutch "турніри\\$w" -p - 2>&1 | sed "s#турніри\\\\$w#FILE#" >"$out/$base.windows.pairs" || true
		cmp -s "$out/$base.linux.pairs" "$out/$base.windows.pairs" || fail "pair $base: Windows output differs (see $out/$base.*.pairs)"
		;;
	esac
	"$linux" standings "$f" --format tsv >"$out/$base.linux.tsv" 2>&1 || true
	wcli standings "турніри\\$w" --format tsv >"$out/$base.windows.tsv" 2>&1 || true
	cmp -s "$out/$base.linux.tsv" "$out/$base.windows.tsv" || fail "standings $base: Windows output differs (see $out/$base.*.tsv)"
	case $base in
	*-r01) continue ;; # the first round is not played yet: no standings to print
	esac
	"$linux" print standings --trf "$f" -o "$out/$base.linux.pdf" >/dev/null 2>&1 || fail "print standings $base failed on Linux"
	wcli print standings --trf "турніри\\$w" -o "$appw\\друк\\таблиця $n.pdf" >"$out/$base.print.log" 2>&1 ||
		fail "print standings $base failed under wine: $(cat "$out/$base.print.log")"
	if [ -f "$app/друк/таблиця $n.pdf" ]; then
		pdftotext -layout "$out/$base.linux.pdf" "$out/$base.linux.txt"
		pdftotext -layout "$app/друк/таблиця $n.pdf" "$out/$base.windows.txt"
		cmp -s "$out/$base.linux.txt" "$out/$base.windows.txt" || fail "print standings $base: the PDF text differs"
	else
		fail "print standings $base wrote no PDF"
	fi
done
echo "test-windows: $n corpus files: pairings, standings and printouts compared with the Linux build"

# --- 3. a data file under a Cyrillic path with spaces -----------------------
mkdir -p "$C/users/$user/Documents/Турніри 2026"
db='C:\users\'"$user"'\Documents\Турніри 2026\дані клубу.db'
ldb=$tmp/linux.db
t1=testdata/tiebreak/$(ls testdata/tiebreak | grep '\.trf$' | head -n 1)
wcli --db "$db" demo >"$out/demo.windows" 2>&1 || fail "demo on $db: $(cat "$out/demo.windows")"
"$linux" --db "$ldb" demo >"$out/demo.linux" 2>&1 || fail "demo on Linux"
wcli --db "$db" players list --format tsv >"$out/players.windows.tsv" 2>&1 || fail "players list on $db"
"$linux" --db "$ldb" players list --format tsv >"$out/players.linux.tsv" 2>&1 || true
cmp -s "$out/players.linux.tsv" "$out/players.windows.tsv" || fail "players list: Windows output differs"
[ -f "$C/users/$user/Documents/Турніри 2026/дані клубу.db" ] || fail "no data file at $db"
cp "$t1" "$app/турніри/імпорт турніру.trf"
wcli --db "$db" tournament import-trf "турніри\\імпорт турніру.trf" >"$out/import.windows" 2>&1 || fail "tournament import-trf: $(cat "$out/import.windows")"
"$linux" --db "$ldb" tournament import-trf "$t1" >"$out/import.linux" 2>&1 || true
cmp -s "$out/import.linux" "$out/import.windows" || fail "tournament import-trf: Windows output differs"
wcli --db "$db" tournament standings 1 >"$out/tstand.windows" 2>&1 || fail "tournament standings: $(cat "$out/tstand.windows")"
"$linux" --db "$ldb" tournament standings 1 >"$out/tstand.linux" 2>&1 || true
cmp -s "$out/tstand.linux" "$out/tstand.windows" || fail "tournament standings: Windows output differs"
wcli --db "$db" backup now >"$out/backup.windows" 2>&1 || fail "backup now: $(cat "$out/backup.windows")"
ls "$C/users/$user/Documents/Турніри 2026/backups/" 2>/dev/null | grep -q '^дані клубу-.*-manual\.db$' ||
	fail "backup now made no copy in Турніри 2026\\backups: $(ls "$C/users/$user/Documents/Турніри 2026/backups/" 2>&1)"
printf '%s\n' "test-windows: a data file at $db: demo registry, player list, TRF import, standings as on Linux; a backup copy beside it"

# --- 4. data paths Windows cannot use ---------------------------------------
for bad in 'CON' 'C:\турніри\aux.db' 'C:\що?.db' 'C:\a<b>.db'; do
	set +e
	wcli --db "$bad" players list >"$out/bad.out" 2>"$out/bad.err"
	st=$?
	set -e
	if [ "$st" != 2 ] || ! grep -q "не можна використати" "$out/bad.err"; then
		fail "--db '$bad': exit status $st, message: $(cat "$out/bad.err")"
	fi
done
echo "test-windows: reserved names and forbidden characters in --db are refused with a message"

if [ "$fails" != 0 ]; then
	echo "test-windows: $fails failed" >&2
	exit 1
fi
echo "test-windows: ok"
