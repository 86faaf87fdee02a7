#!/usr/bin/env bash
# Cross-check of Arbiter's Dutch engine, checker and random tournament
# generator against a reference engine (bbpPairings), in both directions
# (FIDE's checklist for pairing programs, VCL Q33; docs/crosscheck.md):
#
#   A. Arbiter's generator (arbiter-cli generate) makes N tournaments; the
#      reference engine's checker (bbpPairings --dutch FILE -c) re-pairs
#      every round, and Arbiter's own checker (arbiter-cli check) checks the
#      pairings and the standings against the file's tie-break list.
#   B. The reference engine's generator (bbpPairings --dutch -g CFG -o FILE
#      -s SEED) makes N tournaments; Arbiter's checker re-pairs every round.
#
# Every tournament gets its own configuration, drawn from its seed (players,
# rounds, draws, forfeits, byes, withdrawals, ratings; in A also Arbiter's
# own keys: unusual results, late entries, typed ratings, tie-break lists).
# A difference is any round the other side pairs otherwise, or (A) any
# standings place the checker rejects; its files are kept in OUT/diff for
# replay. A seed whose tournament has no legal pairing in some round is
# counted apart (both engines refuse to generate it).
#
# With --gacrux PATH/TO/tiebreakchecker.py (FIDE TEC's checker), every
# tournament of A whose seed is a multiple of --every (10) is also ranked
# by it under the file's 202 list; the file with Gacrux's ranks written
# into its rank column must pass arbiter-cli check (ties may stand in any
# order), so Arbiter's standings are compared with an independent program.
#
# Usage: scripts/crosscheck.sh --ref PATH/TO/bbpPairings [-n N] [--start S]
#        [--out DIR] [--only a|b] [--gacrux PATH [--every K]] [--baku]
# --baku adds Acceleration=Baku to every configuration of A (192
# FIDE_DUTCH_BAKU: both engines pair and check by the Baku method).
# Run from the repository root; it builds arbiter-cli into OUT first.
set -euo pipefail

ref="" n=100 start=1 out="" only="" gacrux="" every=10 baku=0
while [ $# -gt 0 ]; do
	case "$1" in
	--ref) ref="$2"; shift 2 ;;
	-n) n="$2"; shift 2 ;;
	--start) start="$2"; shift 2 ;;
	--out) out="$2"; shift 2 ;;
	--only) only="$2"; shift 2 ;;
	--gacrux) gacrux="$2"; shift 2 ;;
	--every) every="$2"; shift 2 ;;
	--baku) baku=1; shift ;;
	-h|--help) sed -n '2,31p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	*) echo "crosscheck: unknown argument $1 (see --help)" >&2; exit 2 ;;
	esac
done
if [ -z "$ref" ] || [ ! -x "$ref" ]; then
	echo "crosscheck: give the reference engine with --ref PATH (an executable bbpPairings)" >&2
	exit 2
fi
if [ -n "$gacrux" ] && [ ! -f "$gacrux" ]; then
	echo "crosscheck: --gacrux $gacrux: no such file (gacrux/tiebreakchecker.py)" >&2
	exit 2
fi
case "$n$start$every" in *[!0-9]*) echo "crosscheck: -n and --start take whole numbers" >&2; exit 2 ;; esac
out="${out:-$(mktemp -d)}"
mkdir -p "$out/diff"
work="$out/work"
mkdir -p "$work"
cli="$out/arbiter-cli"
CGO_ENABLED=0 go build -o "$cli" ./cmd/arbiter-cli

# rnd SEED SALT LO HI: a whole number in LO..HI drawn from SEED and SALT.
rnd() { echo $(( ( ($1 * 2654435761 + $2 * 40503 + 12345) % 1000003 ) % ($4 - $3 + 1) + $3 )); }

# players and rounds a seed gets: 5..80 players, 3..11 rounds (fewer for
# small fields, so that most tournaments can be paired to the end).
size() {
	local s=$1 p r
	p=$(rnd "$s" 1 5 80)
	[ $(( s % 4 )) = 0 ] && p=$(rnd "$s" 2 5 30)
	r=$(rnd "$s" 3 3 11)
	[ "$r" -gt $(( p / 2 + 1 )) ] && r=$(( p / 2 + 1 ))
	[ "$r" -lt 1 ] && r=1
	echo "$p $r"
}

# bbpcfg SEED: the keys both generators read.
bbpcfg() {
	local s=$1 p r hi lo
	read -r p r <<<"$(size "$s")"
	hi=$(rnd "$s" 4 2000 2800)
	lo=$(rnd "$s" 5 1000 "$hi")
	printf 'PlayersNumber=%s\nRoundsNumber=%s\nDrawPercentage=%s\nForfeitRate=%s\nRetiredRate=%s\nHalfPointByeRate=%s\nHighestRating=%s\nLowestRating=%s\n' \
		"$p" "$r" "$(rnd "$s" 6 0 70)" "$(rnd "$s" 7 5 60)" "$(rnd "$s" 8 4 80)" "$(rnd "$s" 9 3 60)" "$hi" "$lo"
}

# arbcfg SEED: bbpcfg, or (two seeds in three) Arbiter's own keys on top.
arbcfg() {
	local s=$1 lists
	lists=("BH/C1,BH,SB,DE,WIN" "DE,BH/C1,BH,PS" "BH,SB,WON,BPG" "PS,BH/C1,WIN,BWG" "BH/M1,BH,SB,REP" "ARO,BH,DE" "SB,BH/C2,WIN")
	case $(( s % 6 )) in
	0) bbpcfg "$s" ;;
	1) read -r p r <<<"$(size "$s")"; printf 'PlayersNumber=%s\nRoundsNumber=%s\n' "$p" "$r" ;; # the rest random
	*)
		bbpcfg "$s"
		# Counts stay within what a small field has (about p·r/2 games).
		read -r p r <<<"$(size "$s")"
		c=$(( p * r / 40 )); [ "$c" -gt 3 ] && c=3
		printf 'HalfPointByes=%s%%\nFullPointByes=%s\nZeroPointByes=%s%%\nDoubleForfeits=%s\nHalfZeroResults=%s\nZeroHalfResults=%s%%\nZeroZeroResults=%s\nLateEntries=%s%%\nUnrated=%s%%\nTieBreaks=%s\n' \
			"$(rnd "$s" 10 0 4)" "$(rnd "$s" 11 0 "$c")" "$(rnd "$s" 12 0 3)" "$(rnd "$s" 13 0 "$c")" "$(rnd "$s" 14 0 "$c")" \
			"$(rnd "$s" 15 0 2)" "$(rnd "$s" 16 0 "$c")" "$(rnd "$s" 17 0 8)" "$(rnd "$s" 18 0 12)" "${lists[$(( s % ${#lists[@]} ))]}"
		[ $(( s % 5 )) = 2 ] && printf 'RatingStep=%s\n' "$(rnd "$s" 19 5 40)"
		;;
	esac
	return 0
}

# gacruxranks CHECKER FILE: FILE with the rank column Gacrux gives under
# the file's 202 list.
gacruxranks() {
	python3 - "$1" "$2" <<'PY'
import subprocess, sys
gac, path = sys.argv[1:3]
lines = open(path).read().splitlines()
tbs = [l[4:].strip() for l in lines if l.startswith("202 ")][0]
out = subprocess.run(["python3", gac, "-i", path, "-dT", "-t", "PTS"] + tbs.split(","),
                     check=True, capture_output=True, text=True).stdout
ranks = {}
for l in out.splitlines()[1:]:
    c = l.split("\t")
    if c and c[0].isdigit():
        ranks[int(c[0])] = int(c[1])
for l in lines:
    if l.startswith("001"):
        l = l[:85] + "%4d" % ranks[int(l[4:8])] + l[89:]
    print(l)
PY
}

# lastround FILE: the number of round columns of a TRF (for XXR).
lastround() { awk '/^001/ { n = int((length($0) - 91 + 9) / 10); if (n > m) m = n } END { print m + 0 }' "$1"; }

a_ok=0 a_nopair=0 a_diff=0 a_stand=0 a_rounds=0 g_ok=0 g_diff=0
b_ok=0 b_nopair=0 b_diff=0 b_rounds=0
t0=$(date +%s)
end=$(( start + n - 1 ))

if [ "$only" != b ]; then
	for s in $(seq "$start" "$end"); do
		cfg="$work/a$s.cfg" f="$work/a$s.trf"
		arbcfg "$s" >"$cfg"
		[ $baku = 1 ] && echo "Acceleration=Baku" >>"$cfg"
		set +e
		"$cli" generate --dutch -g "$cfg" -o "$f" -s "$s" >"$work/a.log" 2>&1
		rc=$?
		set -e
		if [ $rc = 1 ]; then a_nopair=$((a_nopair + 1)); continue; fi
		if [ $rc != 0 ]; then echo "A seed $s: generate failed (exit $rc):"; cat "$work/a.log"; cp "$cfg" "$out/diff/"; a_diff=$((a_diff + 1)); continue; fi
		rounds=$(lastround "$f")
		a_rounds=$((a_rounds + rounds))
		refout=$("$ref" --dutch "$f" -c 2>&1 || true)
		bad=0
		if grep -q "Checker pairings" <<<"$refout" || grep -qiE "error|invalid" <<<"$refout"; then
			echo "A seed $s: the reference checker differs:"; echo "$refout" | head -20; bad=1
		fi
		set +e
		chk=$("$cli" check "$f" 2>&1)
		crc=$?
		set -e
		if [ $crc != 0 ]; then
			echo "A seed $s: arbiter-cli check exit $crc:"; echo "$chk" | head -20
			grep -q "places differ" <<<"$chk" && a_stand=$((a_stand + 1))
			bad=1
		fi
		if [ -n "$gacrux" ] && [ $(( s % every )) = 0 ]; then
			if ! gacruxranks "$gacrux" "$f" >"$f.gacrux" 2>"$work/g.log"; then
				echo "A seed $s: Gacrux failed:"; head -5 "$work/g.log"; g_diff=$((g_diff + 1)); bad=1
			elif ! gchk=$("$cli" check "$f.gacrux" 2>&1); then
				echo "A seed $s: Gacrux ranks the standings otherwise:"; echo "$gchk" | grep -v "agree" | head -10
				g_diff=$((g_diff + 1)); bad=1; cp "$f.gacrux" "$out/diff/"
			else
				g_ok=$((g_ok + 1))
			fi
			rm -f "$f.gacrux"
		fi
		if [ $bad = 1 ]; then a_diff=$((a_diff + 1)); cp "$cfg" "$f" "$out/diff/"; else a_ok=$((a_ok + 1)); fi
		rm -f "$f"
	done
fi

if [ "$only" != a ]; then
	for s in $(seq "$start" "$end"); do
		cfg="$work/b$s.cfg" f="$work/b$s.trf"
		bbpcfg "$s" >"$cfg"
		if ! "$ref" --dutch -g "$cfg" -o "$f" -s "$s" >"$work/b.log" 2>&1 || [ ! -s "$f" ]; then
			b_nopair=$((b_nopair + 1)); continue
		fi
		r=$(sed -n 's/^RoundsNumber=//p' "$cfg")
		printf '\rXXR %s\r' "$r" >>"$f" # the generator writes no total of rounds
		b_rounds=$((b_rounds + r))
		set +e
		chk=$("$cli" check "$f" 2>&1)
		crc=$?
		set -e
		if [ $crc != 0 ]; then
			echo "B seed $s: arbiter-cli check exit $crc:"; echo "$chk" | head -20
			b_diff=$((b_diff + 1)); cp "$cfg" "$f" "$out/diff/"
		else
			b_ok=$((b_ok + 1))
		fi
		rm -f "$f"
	done
fi

t1=$(date +%s)
echo
echo "seeds $start..$end, reference $("$ref" --help 2>&1 | head -1 | cut -c1-60)"
[ "$only" != b ] && echo "A (Arbiter generates, reference and Arbiter check): $a_ok agree, $a_diff differ ($a_stand in the standings), $a_nopair without a legal pairing; $a_rounds rounds checked"
[ -n "$gacrux" ] && [ "$only" != b ] && echo "A's standings against Gacrux (every seed divisible by $every): $g_ok agree, $g_diff differ"
[ "$only" != a ] && echo "B (reference generates, Arbiter checks): $b_ok agree, $b_diff differ, $b_nopair not generated (no legal pairing); $b_rounds rounds checked"
echo "$((t1 - t0)) s; differing files in $out/diff"
[ $a_diff = 0 ] && [ $b_diff = 0 ]
