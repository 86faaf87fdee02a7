#!/usr/bin/env python3
"""Writes the check corpus (testdata/checkgen, README.md there): whole
tournaments generated and paired by the reference engine (bbpPairings
--dutch -g CFG -o OUT -s SEED), ranked by FIDE TEC's tie-break checker
(Gacrux tiebreakchecker.py) under the tie-break list written into each file
as record 202, and copies with the standings wrong on purpose.

    python3 testdata/checkgen/make.py ../shared/tools/reference

It needs bbpPairings and gacrux/ in that directory (not needed by the
tests, which read only the files written here).
"""
import os
import subprocess
import sys

ref = sys.argv[1] if len(sys.argv) > 1 else "../shared/tools/reference"
here = os.path.dirname(os.path.abspath(__file__))
bbp = os.path.join(ref, "bbpPairings")
gacrux = os.path.join(ref, "gacrux", "tiebreakchecker.py")

# name suffix, seed, configuration, tie-break list
cases = [
    (101, dict(PlayersNumber=17, RoundsNumber=5, DrawPercentage=30, ForfeitRate=12, RetiredRate=8, HalfPointByeRate=6, HighestRating=2500, LowestRating=1500), "BH/C1,BH,SB,DE,WIN"),
    (102, dict(PlayersNumber=24, RoundsNumber=7, DrawPercentage=45, ForfeitRate=30, RetiredRate=20, HalfPointByeRate=10, HighestRating=2700, LowestRating=1900), "SB,BH,DE"),
    (103, dict(PlayersNumber=31, RoundsNumber=7, DrawPercentage=20, ForfeitRate=8, RetiredRate=6, HalfPointByeRate=5, HighestRating=2300, LowestRating=1200), "PS,BH/C1,WIN"),
    (104, dict(PlayersNumber=40, RoundsNumber=9, DrawPercentage=35, ForfeitRate=20, RetiredRate=10, HalfPointByeRate=8, HighestRating=2600, LowestRating=1400), "BH/M1,BH,BPG,WON"),
    (105, dict(PlayersNumber=13, RoundsNumber=5, DrawPercentage=50, ForfeitRate=10, RetiredRate=5, HalfPointByeRate=4, HighestRating=2200, LowestRating=1800), "DE,WIN,BWG,BH"),
    (106, dict(PlayersNumber=55, RoundsNumber=9, DrawPercentage=25, ForfeitRate=15, RetiredRate=12, HalfPointByeRate=7, HighestRating=2800, LowestRating=1600), "REP,BH/C2,SB"),
    (107, dict(PlayersNumber=28, RoundsNumber=6, DrawPercentage=10, ForfeitRate=6, RetiredRate=4, HalfPointByeRate=3, HighestRating=2400, LowestRating=1000), "ARO,BH,DE"),
    (108, dict(PlayersNumber=70, RoundsNumber=11, DrawPercentage=40, ForfeitRate=25, RetiredRate=15, HalfPointByeRate=9, HighestRating=2750, LowestRating=1300), "BH/C1,BH,SB,DE,WIN"),
    (109, dict(PlayersNumber=20, RoundsNumber=8, DrawPercentage=60, ForfeitRate=40, RetiredRate=30, HalfPointByeRate=20, HighestRating=2100, LowestRating=1100), "SB,WIN,BH/C1"),
    (110, dict(PlayersNumber=45, RoundsNumber=8, DrawPercentage=15, ForfeitRate=9, RetiredRate=7, HalfPointByeRate=6, HighestRating=2650, LowestRating=2000), "BH,BH/C1,PS,WON"),
]


def gacrux_ranks(path, tbs):
    out = subprocess.run(["python3", gacrux, "-i", path, "-dT", "-t", "PTS"] + tbs.split(","),
                         check=True, capture_output=True, text=True).stdout
    lines = [l for l in out.splitlines() if l.strip()]
    head = lines[0].split("\t")
    assert head[0] == "StartNo" and head[1] == "Rank", head
    table = [l.split("\t") for l in lines[1:] if l[0].isdigit()]
    return out, {int(r[0]): int(r[1]) for r in table}, table


def with_ranks(lines, ranks):
    res = []
    for l in lines:
        if l.startswith("001"):
            sn = int(l[4:8])
            l = l[:85] + "%4d" % ranks[sn] + l[89:]
        res.append(l)
    return res


index = ["# name\tseed\tconfiguration\ttie-breaks\texit\tmisplaced players (check must report exactly these)"]
for seed, cfg, tbs in cases:
    name = "bbp-n%03d-r%02d-s%d" % (cfg["PlayersNumber"], cfg["RoundsNumber"], seed)
    cfgtext = "".join("%s=%s\n" % kv for kv in cfg.items())
    cfgpath = os.path.join(here, name + ".cfg")
    with open(cfgpath, "w") as f:
        f.write(cfgtext)
    raw = os.path.join(here, name + ".raw")
    subprocess.run([bbp, "--dutch", "-g", cfgpath, "-o", raw, "-s", str(seed)], check=True, capture_output=True)
    with open(raw, newline="") as f:
        text = f.read()
    os.remove(raw)
    lines = [l for l in text.replace("\r\n", "\n").replace("\r", "\n").split("\n") if l.strip()]
    # The generator writes no total of rounds; the tie-break list is ours.
    lines.insert(1, "XXR %d" % cfg["RoundsNumber"])
    lines.insert(2, "202 " + tbs)
    tmp = os.path.join(here, name + ".tmp")
    with open(tmp, "w") as f:
        f.write("\n".join(lines) + "\n")
    tsv, ranks, table = gacrux_ranks(tmp, tbs)
    os.remove(tmp)
    good = with_ranks(lines, ranks)
    with open(os.path.join(here, name + ".trf"), "w") as f:
        f.write("\n".join(good) + "\n")
    with open(os.path.join(here, name + ".gacrux.tsv"), "w") as f:
        f.write(tsv)
    cfgline = " ".join("%s=%s" % kv for kv in cfg.items())
    index.append("\t".join([name, str(seed), cfgline, tbs, "0", "-"]))
    # Wrong on purpose: the players ranked 2 and 3 swap their ranks when
    # their values differ (else the first such neighbours further down).
    rows = sorted(table, key=lambda r: int(r[1]))
    for k in range(1, len(rows) - 1):
        a, b = rows[k], rows[k + 1]
        if a[2:] != b[2:] and int(b[1]) == int(a[1]) + 1:
            break
    bad = dict(ranks)
    ia, ib = int(a[0]), int(b[0])
    bad[ia], bad[ib] = ranks[ib], ranks[ia]
    with open(os.path.join(here, name + "-swapped.trf"), "w") as f:
        f.write("\n".join(with_ranks(lines, bad)) + "\n")
    index.append("\t".join([name + "-swapped", str(seed), cfgline, tbs, "1", "%d,%d" % tuple(sorted((ia, ib)))]))

with open(os.path.join(here, "index.tsv"), "w") as f:
    f.write("\n".join(index) + "\n")
