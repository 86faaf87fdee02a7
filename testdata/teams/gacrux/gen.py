#!/usr/bin/env python3
"""Random team tournaments as TRF-2026 files (310/320/330/352/362 records),
written for Arbiter's team tie-break corpus. Not part of the build: the
files it writes are committed, with Gacrux's answers (see README.md).

    python3 gen.py KIND TEAMS BOARDS ROUNDS SEED OUT.trf

KIND: rr (single round robin), drr (double round robin), swiss (team
Swiss, simple score-order pairing without rematches). The results are
random: each board a win, draw or loss (or, rarely, an individual forfeit);
a match is sometimes forfeited by one team (330 record); a Swiss with an odd
number of teams gives the pairing-allocated bye (320 record) to the lowest
team that has not had one; in a Swiss a team may also be absent for a round
(every player "0000 - -", no match: a zero-point bye of the team).
The start date is 2026/06/01, so the March 2026 text of C.07 applies.
"""
import random
import sys


def berger(n):
    """Round robin rounds as lists of (home, away); a team against 0 is free."""
    ids = list(range(1, n + 1))
    if n % 2:
        ids.append(0)
    m = len(ids)
    rounds = []
    arr = ids[:]
    for r in range(m - 1):
        pairs = []
        for i in range(m // 2):
            a, b = arr[i], arr[m - 1 - i]
            if (r + i) % 2:
                a, b = b, a
            pairs.append((a, b))
        rounds.append(pairs)
        arr = [arr[0]] + [arr[-1]] + arr[1:-1]
    return rounds


def swiss_pair(order, met):
    """Pair the teams in order (best first) top-down without rematches."""
    if not order:
        return []
    a = order[0]
    for j in range(1, len(order)):
        b = order[j]
        if b in met[a]:
            continue
        rest = order[1:j] + order[j + 1:]
        sub = swiss_pair(rest, met)
        if sub is not None:
            return [(a, b)] + sub
    return None


def main():
    kind, n, boards, rounds, seed, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
    rng = random.Random(seed)
    players = {}  # pid -> list of cells per round
    members = {t: [(t - 1) * boards + b + 1 for b in range(boards)] for t in range(1, n + 1)}
    for t in members:
        for p in members[t]:
            players[p] = []
    forfeits, pabs = [], {}
    mp = {t: 0 for t in members}
    gp = {t: 0 for t in members}  # half-points
    met = {t: set() for t in members}
    byes_had = set()
    homes = {t: 0 for t in members}
    if kind in ("rr", "drr"):
        sched = berger(n)
        if kind == "drr":
            sched = sched + [[(b, a) for a, b in rd] for rd in sched]
        rounds = len(sched)
    seq = "".join("WB"[b % 2] for b in range(boards))

    def cell(opp, col, res):
        return "%4s %s %s" % (("%d" % opp) if opp else "0000", col, res)

    def play(rd, home, away):
        # a forfeited match
        x = rng.random()
        if x < 0.05:
            kind_ = rng.choice(["+-", "-+", "+-", "-+", "--"])
            forfeits.append((kind_, rd, home, away))
            for t, c in ((home, kind_[0]), (away, kind_[1])):
                for p in members[t]:
                    players[p].append(cell(0, "-", c))
                gp[t] += 2 * boards if c == "+" else 0
                mp[t] += 2 if c == "+" else 0
            return
        hg = ag = 0
        for b in range(boards):
            hp, ap = members[home][b], members[away][b]
            hw = seq[b] == "W"
            y = rng.random()
            if y < 0.02:
                r = rng.choice(["+-", "-+"])
            elif y < 0.40:
                r = "10"
            elif y < 0.70:
                r = "=="
            else:
                r = "01"
            # r is from the home player's side
            hc, ac = ("w", "b") if hw else ("b", "w")
            players[hp].append(cell(ap, hc, r[0]))
            players[ap].append(cell(hp, ac, r[1]))
            pts = {"1": 2, "=": 1, "0": 0, "+": 2, "-": 0}
            hg += pts[r[0]]
            ag += pts[r[1]]
        gp[home] += hg
        gp[away] += ag
        if hg > ag:
            mp[home] += 2
        elif hg < ag:
            mp[away] += 2
        else:
            mp[home] += 1
            mp[away] += 1

    for rd in range(1, rounds + 1):
        if kind in ("rr", "drr"):
            pairs = sched[rd - 1]
            for a, b in pairs:
                if kind == "rr" and a and b and (homes[a] > homes[b] or (homes[a] == homes[b] and rng.random() < 0.5)):
                    a, b = b, a  # the team first-named fewer times is first-named
                if a and b:
                    homes[a] += 1
                if a == 0 or b == 0:
                    t = a or b
                    for p in members[t]:
                        players[p].append(cell(0, "-", "-"))
                else:
                    play(rd, a, b)
            continue
        order = sorted(members, key=lambda t: (-mp[t], -gp[t], t))
        absent = [t for t in order if rng.random() < 0.04 and rd > 1]
        for t in absent:
            order.remove(t)
            for p in members[t]:
                players[p].append(cell(0, "-", "-"))
        if len(order) % 2:
            for t in reversed(order):
                if t not in byes_had:
                    break
            byes_had.add(t)
            order.remove(t)
            pabs[rd] = t
            for p in members[t]:
                players[p].append(cell(0, "-", "H"))  # Gacrux reads the 320 record; H keeps one PAB per player
            mp[t] += 1
            gp[t] += boards
        pairs = swiss_pair(order, met)
        if pairs is None:
            sys.exit("no pairing in round %d" % rd)
        for a, b in pairs:
            met[a].add(b)
            met[b].add(a)
            if rng.random() < 0.5:
                a, b = b, a
            play(rd, a, b)

    typ = {"rr": "FIDE_TEAM_ROUNDROBIN", "drr": "FIDE_TEAM_DOUBLEROUNDROBIN", "swiss": "FIDE_TEAM_MP_GP"}[kind]
    lines = [
        "012 Gacrux team corpus %s n%d b%d r%d s%d" % (kind, n, boards, rounds, seed),
        "042 2026/06/01",
        "052 2026/06/09",
        "062 %d" % (n * boards),
        "082 %d" % n,
        "092 %s" % {"rr": "Team round robin", "drr": "Team double round robin", "swiss": "Team Swiss"}[kind],
        "142 %d" % rounds,
        "192 %s" % typ,
        "352 %s" % seq,
        "362 TW 2.0   TD 1.0   TL 0.0",
    ]
    for p in sorted(players):
        pts = 0
        for c in players[p]:
            pts += {"1": 2, "=": 1, "0": 0, "+": 2, "-": 0, "H": 1}[c[-1]]
        name = "Player %04d" % p
        s = "001 %4d m    %-33s %4d FID %11d %10s %4s %4d" % (p, name, 2400 - p, 0, "2000/01/01", "%.1f" % (pts / 2), 0)
        s = s.replace("          0 2000", "          0 2000")
        assert len(s) == 89, len(s)
        for c in players[p]:
            s += "  " + c
        lines.append(s)
    for t in sorted(members):
        s = "310 %3d %-32s %-5s %6d %6.1f %6.1f %3d " % (t, "Team %d" % t, "FID", 2000, mp[t], gp[t] / 2, 0)
        assert len(s) == 72, len(s)
        s += "".join(" %4d" % p for p in members[t])
        lines.append(s)
    if pabs:
        s = "320 %4s %4s" % ("1.0", "%.1f" % (boards / 2))  # a draw (C.04.6)
        cells = ""
        for rd in range(1, rounds + 1):
            cells += " %3s" % (pabs[rd] if rd in pabs else "")
        lines.append(s + cells.rstrip())
    for k, rd, w, b in forfeits:
        lines.append("330 %s %3d %3d %3d" % (k, rd, w, b))
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


main()
