#!/bin/sh
# make docs: README's printout gallery (docs/printouts/*.png), rendered from
# real play: the demo season (arbiter-cli demo-season: the 2010 season,
# five qualifiers and three rapids, played and awarded) and the demo
# tournament (demo-tournament --players 16: 16 players, three of nine
# rounds played, dated 29.11.2026 so the pictures are the same every day)
# in one data file, and a knockout of 32 played from the demo registry
# (the bracket). Every printout is written by
# arbiter-cli, the path the GUI's Print buttons share (ui/printout), and
# its first page turned into a PNG by pdftoppm (poppler-utils) at 60 dpi.
# Needs only what `make test` installs. CLI=path runs that arbiter-cli.
set -eu
CLI=${CLI:-./arbiter-cli}
OUT=${OUT:-docs/printouts}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
db="$tmp/demo.db"
mkdir -p "$OUT"
cli() { "$CLI" --db "$db" "$@" >/dev/null; }

cli demo-season
cli demo-tournament --players 16 --date 2026-11-29
# the demo tournament is the newest; the season's first qualifier has places
demo=$("$CLI" --db "$db" tournament list | awk -F'\t' '$3 ~ /^Демо-турнір/ {print $1; exit}')
qual=$("$CLI" --db "$db" tournament list | awk -F'\t' '$3 ~ /^Кваліф-турнір 26 липня/ {print $1; exit}')
[ -n "$demo" ] && [ -n "$qual" ] || { echo "docs: demo tournaments not found" >&2; exit 1; }

png() { # png NAME: first page of $tmp/NAME.pdf as $OUT/NAME.png
	pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/$1.pdf" "$OUT/$1"
	echo "$OUT/$1.png"
}
for kind in pairings pairings-large pairings-by-name standings registrations; do
	cli print "$kind" --tournament "$demo" -o "$tmp/$kind.pdf" && png "$kind"
done
cli print crosstable --tournament "$demo" -o "$tmp/wallchart.pdf" && png wallchart
cli print sub-standings --tournament "$demo" --group girls -o "$tmp/sub-standings.pdf" && png sub-standings
cli print season-medals --season 2010 -o "$tmp/medals.pdf" && png medals
cli print medals --tournament "$demo" -o "$tmp/tournament-medals.pdf" && png tournament-medals
cli print diplomas --tournament "$qual" -o "$tmp/diploma.pdf" && png diploma
# a club's own template: emblem (the program's icon stands in for a club's),
# two signature lines; then the same diplomas on pre-printed blanks and the
# calibration page of the blank's offsets
cli diploma-template --tournament "$qual" set --organisation "Шаховий клуб «Гамбіт», Бровари" \
	--emblem assets/icon.png --city Бровари --sign1 "Директор турніру|Петренко П. П." \
	--sign2 "Головний суддя|Бойко О. І." --degree1 "Диплом переможця"
cli print diplomas --tournament "$qual" -o "$tmp/diploma-template.pdf" && png diploma-template
cli diploma-template --tournament "$qual" set --blank on --offset name=2.5,-4 --offset date=-10,3
cli print diplomas --tournament "$qual" -o "$tmp/diploma-blank.pdf" && png diploma-blank
cli print diploma-calibration --tournament "$qual" -o "$tmp/diploma-calibration.pdf" && png diploma-calibration
# a knockout of 32 from the demo registry, played through the CLI: round 1
# (the fixed colour rule: the higher seed wins with White and draws with
# Black) and four matches of round 2; the bracket fills in as results come
cli tournament create --name "Кубок Академії (нокаут)" --start 2026-11-29 --system knockout --knockout 2+A --colour white
ko=$("$CLI" --db "$db" tournament list | awk -F'\t' '$3 ~ /^Кубок Академії/ {print $1; exit}')
[ -n "$ko" ] || { echo "docs: the knockout was not created" >&2; exit 1; }
cli tournament register "$ko" $(seq 1 32)
cli tournament pair "$ko"
for p in $(seq 1 16); do cli tournament game "$ko" 1 "$p" 1-0; cli tournament game "$ko" 1 "$p" ½-½; done
for p in 1 2 3 4; do cli tournament game "$ko" 2 "$p" 1-0; cli tournament game "$ko" 2 "$p" ½-½; done
cli print bracket --tournament "$ko" -o "$tmp/bracket.pdf" && png bracket
