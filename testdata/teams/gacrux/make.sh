#!/bin/sh
# Remakes the team tie-break corpus: random team tournaments (gen.py) and
# FIDE TEC's calculator's answers for each (Gacrux, tiebreakchecker.py, from
# ../shared/tools/reference/gacrux; needs python3 with networkx). Not part of
# the build or the tests: run by hand from this folder, then commit.
#
#   sh make.sh [GACRUX_DIR]
set -e
G=${1:-../../../../shared/tools/reference/gacrux}
LISTS='MPTS GPTS MPvGP WIN BH:MP BH:GP BH:MP/C1 BH:GP/C1 EMMSB EMGSB EGMSB EGGSB EMMSB/C1 EMGSB/C1 EGMSB/C1 EGGSB/C1 BC
MPTS DE
MPTS EDE
MPTS TBR
MPTS BBE
MPTS BC
MPTS EDE EMGSB/C1 BH:MP/C1 MPvGP
MPTS MPvGP DE WIN TBR
MPTS EDE EMGSB/C1 MPvGP BBE'
while read kind n boards rounds seed; do
	name=$kind-n$(printf %02d $n)-b$boards-s$seed
	python3 gen.py $kind $n $boards $rounds $seed $name.trf
	: >$name.gacrux
	echo "$LISTS" | while read list; do
		echo "# $list" >>$name.gacrux
		python3 $G/tiebreakchecker.py -i $name.trf -dT -t $list >>$name.gacrux
	done
done <<'LIST'
rr 3 4 0 101
rr 4 4 0 102
rr 5 4 0 103
rr 5 4 0 104
rr 5 6 0 105
rr 6 4 0 106
rr 7 4 0 107
rr 7 2 0 108
rr 8 4 0 109
rr 9 4 0 110
rr 10 4 0 111
rr 11 4 0 112
drr 3 4 0 201
drr 4 4 0 202
drr 5 4 0 203
drr 5 2 0 204
drr 6 4 0 205
drr 7 4 0 206
swiss 7 4 5 301
swiss 8 4 5 302
swiss 9 4 5 303
swiss 10 4 6 304
swiss 11 4 6 305
swiss 12 4 7 306
swiss 13 4 7 307
swiss 14 4 7 308
swiss 15 4 7 309
swiss 16 4 7 310
swiss 17 4 8 311
swiss 18 4 8 312
swiss 19 6 8 313
swiss 20 4 9 314
swiss 21 4 9 315
swiss 24 4 9 316
swiss 9 2 7 317
swiss 11 6 7 318
swiss 13 4 9 319
swiss 25 4 9 320
LIST
