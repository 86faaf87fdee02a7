#!/bin/sh
# Makes testdata/scoring: next-round Swiss cases under other point systems
# (3 / 1 / 0, the pairing-allocated bye worth a draw, ½ or 0, 2 / 1 / ½)
# with the pairing of the reference engine. Each case is a random
# tournament of bbpPairings' generator (seed S), cut before its last round
# and rescored by scripts/rescore; bbpPairings reads the point system from
# BBW/BBD/BBL/BBU lines (it does not read record 162), so the input it gets
# carries those instead. engine/swiss's TestPointSystems pairs every case
# and compares.
#
#   sh scripts/scoring-corpus.sh PATH/TO/bbpPairings [COUNT]
set -eu
B=${1:?usage: scoring-corpus.sh BBPPAIRINGS [COUNT]}
count=${2:-20}
out=testdata/scoring
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
go build -o "$tmp/rescore" ./scripts/rescore
for sys in 310 310d pab0 pabhalf custom; do
	for s in $(seq 1 "$count"); do
		n=$((12 + s % 30)) r=$((5 + s % 4))
		printf 'PlayersNumber=%d\nRoundsNumber=%d\nDrawPercentage=25\nForfeitRate=5\nHalfPointByeRate=5\n' "$n" "$r" >"$tmp/cfg"
		"$B" --dutch -g "$tmp/cfg" -o "$tmp/g.trf" -s "$s" >/dev/null
		{ tr '\r' '\n' <"$tmp/g.trf" | grep -v '^$'; echo "XXR $r"; } >"$tmp/whole.trf"
		name=$sys-s$s-n$n-r$r
		"$tmp/rescore" "$tmp/whole.trf" "$r" "$out/$name.trf" "$sys"
		awk '/^162/ { printf "BBW %s\nBBD %s\nBBL %s\nBBU %s\n", substr($0, 7, 4), substr($0, 16, 4), substr($0, 25, 4), substr($0, 43, 4); next } { print }' \
			"$out/$name.trf" >"$tmp/bb.trf"
		"$B" --dutch "$tmp/bb.trf" -p "$out/$name.bbp.txt" >/dev/null
	done
done
