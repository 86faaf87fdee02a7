#!/bin/sh
# Runs FIDE's reference tie-break calculator (Gacrux, FIDE TEC) on the
# generated round robins of this folder and on the tournaments of
# testdata/tiebreak, writing its tables next to them as NAME.K.tsv (K: the
# tie-break list below). The first line of every table is the command that
# made it; engine/tiebreak's TestGacrux reads the list and the options from
# it.
#
#   sh testdata/tiebreak/gacrux/run-gacrux.sh PATH/TO/gacrux [PREFIX]
#
# (PREFIX: only the files whose names start with it.)
#
# Needs Python 3 with networkx (Debian: python3-networkx).
set -eu
G=${1:?usage: run-gacrux.sh GACRUX_DIR}
here=$(cd "$(dirname "$0")" && pwd)
lists='PTS DE BPG BWG REP STD SB SB/C1 SB/C2 RTNG RTNG/R WIN WON TPN TPN/R KS KS/L+1 KS/L-1 KS/L+2 KS/L-2 PS ARO TPR
PTS DE TPN
PTS TPN/R
PTS RTNG/R TPN
PTS STD RTNG TPN/R
PTS KS/L-1 SB/C2 TPN/R
PTS KS/L+2 SB/C1 WIN RTNG/R
PTS REP BWG BPG KS/L+1 TPN'
run() { # in out options...
	in=$1 out=$2
	shift 2
	{
		echo "# gacrux/tiebreakchecker.py -i $(basename "$in") -c -dT $*"
		(cd "$(dirname "$in")" && python3 "$G/tiebreakchecker.py" -i "$(basename "$in")" -c -dT "$@") | grep -v '^Check:'
	} >"$out"
}
mkdir -p "$here/corpus"
swiss='PTS BH BH/C1 BH/M1 SB SB/C1 AOB REP WIN STD TPN'
for f in "$here"/${2:-}*.trf "$here"/../${2:-}*.trf; do
	[ -e "$f" ] || continue
	name=$(basename "$f" .trf)
	dir=$here
	case $f in "$here"/../*) dir=$here/corpus ;; esac
	k=0
	echo "$lists" | while read -r list; do
		# shellcheck disable=SC2086
		run "$f" "$dir/$name.$k.tsv" -t $list
		k=$((k + 1))
	done
	case $name in rr-* | drr-*)
		# the standings two rounds before the end (-n: the rounds computed),
		# for events of 4 rounds or more (on the single round robin of three
		# the calculator stops with a program error)
		rounds=$(sed -n 's/^142 *//p' "$f")
		if [ "$rounds" -ge 4 ]; then
			# shellcheck disable=SC2086
			run "$f" "$dir/$name.n.tsv" -n $((rounds - 2)) -t $(echo "$lists" | head -1)
		fi
		;;
	esac
	if grep -q '^092 Swiss' "$f"; then
		# shellcheck disable=SC2086
		run "$f" "$dir/$name.s.tsv" -t $swiss
	fi
	if [ "$(grep '^001' "$f" | cut -c49-52 | grep -c '^ *$')" -gt 0 ]; then
		run "$f" "$dir/$name.u.tsv" -u 1000 -t PTS RTNG RTNG/R ARO TPR TPN
	fi
done
