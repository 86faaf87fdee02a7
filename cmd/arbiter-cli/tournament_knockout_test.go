package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// pdfPages returns the text of each page of a PDF (pdftotext -layout).
func pdfPages(t *testing.T, path string) []string {
	t.Helper()
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatalf("pdftotext not found (%v): `make test` installs poppler-utils", err)
	}
	got, err := exec.Command(pdftotext, "-layout", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(got), "\f")
}

// protocolPairs reads the pairs of one bracket round from the protocol
// page of the bracket printout, in printing order, as "top-bottom".
func protocolPairs(page, round string) []string {
	re := regexp.MustCompile(`^\s*` + regexp.QuoteMeta(round) + `\s+\d+\s+(\d+)\s+\D+?\s(\d+)\s`)
	var out []string
	for _, l := range strings.Split(page, "\n") {
		if m := re.FindStringSubmatch(l); m != nil {
			out = append(out, m[1]+"-"+m[2])
		}
	}
	return out
}

// TestKnockoutSeed004 plays the §5 final of seed 004 from the command
// line: 32 players, colours drawn by lot, mini-matches 2+2+A. The bracket
// printout lists round 1 exactly as the seed prints it (first column 1,
// 32, 17, 16, …, 4, second 3, 30, …, 2) and round 2 as the seed's table
// (1/32–16/17, 9/24–8/25, …); each match's first colour is the lot
// documented on the printout; bad input is refused and changes nothing.
func TestKnockoutSeed004(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "ko.db")
	cli := func(want int, args ...string) string { return tcli(t, want, append([]string{"--db", db}, args...)...) }
	cli(exitOK, "demo")
	cli(exitOK, "tournament", "create", "--name", "Фінал чемпіонату Москви", "--start", "2026-03-17", "--system", "knockout",
		"--knockout", "2+2+A", "--colour", "lot", "--colour-seed", "20100317")
	args := []string{"tournament", "register", "1"}
	for i := 1; i <= 32; i++ {
		args = append(args, strconv.Itoa(i))
	}
	cli(exitOK, args...)

	// The colour lot: White in game 1 of match p of round 1 goes to the
	// better seed (A) or the other (B). Worked out by hand from SplitMix64
	// (engine/lot doc) with seed 20100317·1000 + 100 + p.
	const lotRound1 = "AAABAAABABBBBBBA"
	br := cli(exitOK, "tournament", "bracket", "1")
	if !strings.Contains(br, "20100317") {
		t.Errorf("bracket does not show the lot seed:\n%s", br)
	}
	line := regexp.MustCompile(`(?m)^1\.(\d+)\t(\d+) .*?\t–\t(\d+) .*?білі в 1-й: (\d+) \(жереб (\d+)\)`)
	ms := line.FindAllStringSubmatch(br, -1)
	if len(ms) != 16 {
		t.Fatalf("round 1 has %d matches:\n%s", len(ms), br)
	}
	for _, m := range ms {
		p, _ := strconv.Atoi(m[1])
		want := m[2]
		if lotRound1[p-1] == 'B' {
			want = m[3]
		}
		if m[4] != want {
			t.Errorf("match 1.%d: White in game 1 %s, the lot gives %s", p, m[4], want)
		}
		if m[5] != strconv.Itoa(20100317000+100+p) {
			t.Errorf("match 1.%d: lot seed %s", p, m[5])
		}
		// The printed seed repeats the draw with `arbiter-cli lot`.
		first := strings.SplitN(tcli(t, exitOK, "lot", "--players", "2", "--seed", m[5]), "\n", 2)[0]
		if (first == "1 1") != (lotRound1[p-1] == 'A') {
			t.Errorf("match 1.%d: lot --seed %s gives %q", p, m[5], first)
		}
	}

	// win records a game of match r.p won by its better seed (A, the
	// first player of the line), or drawn: the result is White's, so it
	// depends on who has White in the next game.
	next := regexp.MustCompile(`^\d+\.\d+\t(\d+) .*далі: партія \d+, білі (\d+)`)
	win := func(r, p int, draw bool) string {
		rs, ps := strconv.Itoa(r), strconv.Itoa(p)
		var m []string
		for _, l := range strings.Split(cli(exitOK, "tournament", "bracket", "1"), "\n") {
			if strings.HasPrefix(l, rs+"."+ps+"\t") {
				m = next.FindStringSubmatch(l)
			}
		}
		if m == nil {
			t.Fatalf("match %d.%d has no next game", r, p)
		}
		res := "0-1"
		switch {
		case draw:
			res = "½-½"
		case m[1] == m[2]:
			res = "1-0"
		}
		return cli(exitOK, "tournament", "game", "1", rs, ps, res)
	}
	// Round 1: every better seed wins 2–0.
	for p := 1; p <= 16; p++ {
		if out := win(1, p, false); !strings.Contains(out, "далі: партія 2") {
			t.Fatalf("after game 1 of match %d: %s", p, out)
		}
		if out := win(1, p, false); !strings.Contains(out, "проходить: ") {
			t.Fatalf("after game 2 of match %d: %s", p, out)
		}
	}
	// A game for a decided match, a bad result, a match that does not
	// exist, changing the colours once games are played: refused.
	for _, bad := range [][]string{
		{"tournament", "game", "1", "1", "1", "1-0"},
		{"tournament", "game", "1", "2", "1", "2-0"},
		{"tournament", "game", "1", "1", "17", "1-0"},
		{"tournament", "game", "1", "3", "1", "1-0"},
		{"tournament", "colour-lot", "1", "--seed", "5"},
		{"tournament", "colour-lot", "1", "--fixed", "white"},
	} {
		before := cli(exitOK, "tournament", "bracket", "1")
		cli(exitBadInput, bad...)
		if after := cli(exitOK, "tournament", "bracket", "1"); after != before {
			t.Errorf("%v changed the bracket", bad)
		}
	}
	out := filepath.Join(dir, "bracket.pdf")
	cli(exitOK, "print", "bracket", "--tournament", "1", "-o", out)
	pages := pdfPages(t, out)
	if len(pages) < 2 {
		t.Fatalf("bracket printout has %d pages", len(pages))
	}
	wantR1 := "1-32 17-16 9-24 25-8 5-28 21-12 13-20 29-4 3-30 19-14 11-22 27-6 7-26 23-10 15-18 31-2"
	if got := strings.Join(protocolPairs(pages[1], "1/16 фіналу"), " "); got != wantR1 {
		t.Errorf("round 1 as printed:\n%s\nwant (seed 004 §5):\n%s", got, wantR1)
	}
	wantR2 := "1-16 9-8 5-12 13-4 3-14 11-6 7-10 15-2"
	if got := strings.Join(protocolPairs(pages[1], "1/8 фіналу"), " "); got != wantR2 {
		t.Errorf("round 2 as printed:\n%s\nwant:\n%s", got, wantR2)
	}
	// Every player's name is on the bracket page.
	names := cli(exitOK, "tournament", "standings", "1")
	for _, l := range strings.Split(strings.TrimSpace(names), "\n")[1:] {
		f := strings.Split(l, "\t")
		surname := strings.Fields(f[2])[0]
		if !strings.Contains(pages[0], surname) {
			t.Errorf("%s is not on the bracket page", f[2])
		}
	}

	// Undo a typing error: the last game of a round-2 match goes; a
	// round-1 match whose winner played on cannot be undone.
	cli(exitOK, "tournament", "game", "1", "2", "1", "1-0")
	cli(exitBadInput, "tournament", "undo-game", "1", "1", "1")
	if out := cli(exitOK, "tournament", "undo-game", "1", "2", "1"); !strings.Contains(out, "далі: партія 1") {
		t.Errorf("after undo: %s", out)
	}
	// Play the rest: the better seed goes through every match; the final
	// is decided by Armageddon (1–1, 1–1, then a draw sends Black through).
	for r, n := 2, 8; n >= 1; r, n = r+1, n/2 {
		for p := 1; p <= n; p++ {
			if n == 1 {
				// 1–1 (each wins with White), 1–1 in the rapid pair, then
				// the Armageddon draw.
				rs := strconv.Itoa(r)
				for _, g := range []string{"1-0", "1-0", "½-½", "½-½"} {
					cli(exitOK, "tournament", "game", "1", rs, "1", g)
				}
				// The Armageddon waits for its colours: by lot, seed 77.
				if out := cli(exitBadInput, "tournament", "game", "1", rs, "1", "½-½"); !strings.Contains(out, "армагедону") {
					t.Errorf("an Armageddon without colours: %s", out)
				}
				if out := cli(exitOK, "tournament", "armageddon", "1", rs, "1", "--seed", "77"); !strings.Contains(out, "армагедон: білі") ||
					!strings.Contains(out, "жереб 77") {
					t.Errorf("Armageddon lot: %s", out)
				}
				cli(exitOK, "tournament", "game", "1", rs, "1", "½-½")
				continue
			}
			win(r, p, false)
			win(r, p, false)
		}
	}
	br = cli(exitOK, "tournament", "bracket", "1")
	// The final 1–2: the Armageddon's White is drawn by lot 77 (`lot
	// --players 2 --seed 77`: «1 1» White for the better seed, no. 1); a
	// draw sends Black through.
	final := regexp.MustCompile(`(?m)^5\.1\t1 .*–\t2 .*Армагедон, білі (\d+): ½-½\tармагедон: білі (\d+) \(жереб 77\).*\tпереможець турніру: (\d+)`).FindStringSubmatch(br)
	if final == nil {
		t.Fatalf("final:\n%s", br)
	}
	white := "2"
	if strings.HasPrefix(tcli(t, exitOK, "lot", "--players", "2", "--seed", "77"), "1 1\n") {
		white = "1"
	}
	if final[1] != white || final[2] != white || final[3] != map[string]string{"1": "2", "2": "1"}[white] {
		t.Errorf("final: Armageddon White %s (choice %s), winner %s; want White %s and Black through", final[1], final[2], final[3], white)
	}
	cli(exitOK, "tournament", "finish", "1")
	for _, kind := range []string{"standings", "crosstable", "diplomas", "bracket"} {
		p := filepath.Join(dir, kind+".pdf")
		cli(exitOK, "print", kind, "--tournament", "1", "-o", p)
		text := strings.Join(pdfPages(t, p), "")
		if kind != "diplomas" && !strings.Contains(text, "3–4") && kind != "bracket" {
			t.Errorf("%s of the knockout has no shared place 3–4:\n%s", kind, text)
		}
		if kind == "bracket" {
			// The protocol names the Armageddon, how its colours were
			// chosen, and its rule.
			for _, want := range []string{"Армагедон, білі " + white, "Фінал, пара 1 (1 – 2): армагедон — білі " + white + ", жереб 77; нічия — далі проходять чорні"} {
				if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
					t.Errorf("the bracket printout lacks %q:\n%s", want, text)
				}
			}
		}
	}
	if d := pdfPages(t, filepath.Join(dir, "diplomas.pdf")); len(d) < 4 {
		t.Errorf("diplomas: %d pages, want 4 (1, 2 and two for 3–4)", len(d))
	}

	// In English (LC_ALL=en_GB.UTF-8; FIDE C.02 VCL4THP.13 Q10) the
	// bracket with its protocols and the knockout's table carry no
	// Cyrillic but the names, whole or shortened as the bracket prints
	// them (a capitalised beginning of a name's word: «Ю.», «Мельн…»),
	// and the tournament's name.
	var words []string
	for _, l := range strings.Split(strings.TrimSpace(names), "\n")[1:] {
		words = append(words, strings.Fields(strings.Split(l, "\t")[2])...)
	}
	nameWord := func(w string) bool {
		w = strings.TrimRight(strings.Trim(w, "(),;:«»"), ".…")
		if w == "" || !unicode.IsUpper([]rune(w)[0]) {
			return false
		}
		for _, n := range words {
			if strings.HasPrefix(n, w) {
				return true
			}
		}
		return false
	}
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	for kind, want := range map[string][]string{
		"bracket": {"Knockout bracket", "Winner", "1/16 final", "Final", "White in game 1", "Armageddon, white " + white,
			"Final, pair 1 (1 – 2): Armageddon — white " + white + ", lot 77; a draw sends Black through", "drawn by lot"},
		"crosstable": {"Standings (knockout)", "In a cell: the opponent's number", "1/8 final"},
	} {
		p := filepath.Join(dir, "en-"+kind+".pdf")
		cli(exitOK, "print", kind, "--tournament", "1", "-o", p)
		text := strings.ReplaceAll(strings.Join(pdfPages(t, p), "\n"), "Фінал чемпіонату Москви", "")
		flat := strings.Join(strings.Fields(text), " ")
		for _, w := range want {
			if !strings.Contains(flat, w) {
				t.Errorf("the English %s lacks %q:\n%s", kind, w, text)
			}
		}
		for _, w := range strings.Fields(text) {
			if strings.ContainsFunc(w, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) && !nameWord(w) {
				t.Errorf("the English %s: Cyrillic outside the names: %q", kind, w)
			}
		}
	}
}

// TestBracketNotAKnockout: a round robin has no bracket.
func TestBracketNotAKnockout(t *testing.T) {
	db := filepath.Join(t.TempDir(), "rr.db")
	tcli(t, exitOK, "--db", db, "demo")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Коло", "--start", "2010-03-22", "--system", "round-robin")
	out := tcli(t, exitBadInput, "--db", db, "print", "bracket", "--tournament", "1", "-o", filepath.Join(t.TempDir(), "b.pdf"))
	if !strings.Contains(out, "не нокаут") {
		t.Errorf("message: %s", out)
	}
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "game", "1", "1", "1", "1-0"); !strings.Contains(out, "нокаут") {
		t.Errorf("game in a round robin: %s", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "create", "--name", "Коло 2", "--start", "2010-03-22", "--system", "round-robin", "--colour", "lot")
}
