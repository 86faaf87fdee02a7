package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/season"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/storage"
	"arbiter/ui/pdf"
)

const (
	printRR    = "../../testdata/tiebreak/rr-n06-s2601.trf"
	printSwiss = "../../testdata/tiebreak/sw-n009-r07-s602102.trf" // H, Z, F, U, forfeits, withdrawals
)

func runPrintCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func mustReadTRF(t *testing.T, path string) *trf.Tournament {
	t.Helper()
	tr, err := readTournament(path)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestPrintEveryKind(t *testing.T) {
	dir := t.TempDir()
	for _, src := range []string{printRR, printSwiss} {
		for _, kind := range printKinds {
			out := filepath.Join(dir, kind+filepath.Base(src)+".pdf")
			code, stdout, stderr := runPrintCLI("print", kind, "--trf", src, "-o", out)
			if code != exitOK {
				t.Errorf("print %s %s: exit %d, stderr %q", kind, src, code, stderr)
				continue
			}
			b, err := os.ReadFile(out)
			if err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
				t.Errorf("print %s %s: output is not a PDF (%v)", kind, src, err)
			}
			if !strings.Contains(stdout, out) {
				t.Errorf("print %s: stdout %q does not name the file", kind, stdout)
			}
		}
	}
}

// Every player of the TRF appears, byes and absentees included.
func TestPrintEveryPlayerAppears(t *testing.T) {
	for _, src := range []string{printRR, printSwiss} {
		tr := mustReadTRF(t, src)
		for _, kind := range []string{"pairings-by-name", "standings", "crosstable"} {
			for r := 1; r <= tr.Rounds(); r++ {
				d, err := tournamentDocument(tr, printArgs{kind: kind, round: r}, nil)
				if err != nil {
					t.Fatalf("%s %s round %d: %v", src, kind, r, err)
				}
				names := map[string]bool{}
				for _, row := range d.Rows {
					for _, cell := range row {
						names[cell] = true
					}
				}
				for _, p := range tr.Players {
					if !names[p.Name] {
						t.Errorf("%s %s round %d: %s missing", src, kind, r, p.Name)
					}
				}
				if len(d.Rows) != len(tr.Players) {
					t.Errorf("%s %s round %d: %d rows for %d players", src, kind, r, len(d.Rows), len(tr.Players))
				}
			}
		}
	}
}

func TestPrintDefaultRound(t *testing.T) {
	tr := mustReadTRF(t, printSwiss)
	for _, kind := range printKinds {
		d, err := tournamentDocument(tr, printArgs{kind: kind}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := "Тур 7 з 7"; !strings.Contains(strings.Join(d.Header, "\n"), want) {
			t.Errorf("%s: header %q does not say %q", kind, d.Header, want)
		}
	}
}

// Swiss boards are published by the higher score, then the lower score,
// then the higher-ranked player; a round robin keeps the Berger order.
func TestPrintBoardOrder(t *testing.T) {
	tr := mustReadTRF(t, printSwiss)
	for r := 1; r <= tr.Rounds(); r++ {
		b := trfRound(i18n.Uk, tr, r).Boards
		for i := 1; i < len(b); i++ {
			hi0, lo0 := max(b[i-1].White.Points, b[i-1].Black.Points), min(b[i-1].White.Points, b[i-1].Black.Points)
			hi1, lo1 := max(b[i].White.Points, b[i].Black.Points), min(b[i].White.Points, b[i].Black.Points)
			if hi1 > hi0 || hi1 == hi0 && lo1 > lo0 {
				t.Errorf("round %d: board %d (%s–%s) after board %d (%s–%s)", r, i+1, pdf.Points(hi1), pdf.Points(lo1), i, pdf.Points(hi0), pdf.Points(lo0))
			}
		}
	}
	rr := trfRound(i18n.Uk, mustReadTRF(t, printRR), 1)
	var got []string
	for _, b := range rr.Boards {
		got = append(got, fmt.Sprintf("%d-%d", b.White.No, b.Black.No))
	}
	if want := "1-6 2-5 3-4"; strings.Join(got, " ") != want {
		t.Errorf("round robin round 1 boards %q, want %q (Berger table)", strings.Join(got, " "), want)
	}
}

func TestPrintTieBreaks(t *testing.T) {
	tr := mustReadTRF(t, printSwiss)
	for _, c := range []struct{ arg, want string }{
		{"", "BH-C1"}, {"academy", "BH | WIN | DE"}, {"SB,WIN", "Очки | SB | WIN"},
	} {
		d, err := tournamentDocument(tr, printArgs{kind: "standings", tiebreaks: c.arg}, nil)
		if err != nil {
			t.Fatalf("--tiebreaks %q: %v", c.arg, err)
		}
		if !strings.Contains(d.Text(), c.want) {
			t.Errorf("--tiebreaks %q: columns do not contain %q", c.arg, c.want)
		}
	}
}

func TestPrintBadInput(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.trf")
	var b bytes.Buffer
	if err := trf.Write(&b, mustReadTRF(t, printSwiss).Before(1)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(empty, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	chinese := filepath.Join(dir, "chinese.trf")
	tc := mustReadTRF(t, printRR)
	tc.Players[2].Name = "王小明"
	b.Reset()
	if err := trf.Write(&b, tc); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(chinese, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.pdf")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"print"}, "which document"},
		{[]string{"print", "poster", "--trf", printRR, "-o", out}, "unknown document"},
		{[]string{"print", "standings", "-o", out}, "--trf IN.trf or --tournament ID"},
		{[]string{"print", "standings", "--trf", printRR}, "-o"},
		{[]string{"print", "standings", "--trf", filepath.Join(dir, "none.trf"), "-o", out}, "none.trf"},
		{[]string{"print", "standings", "--trf", printRR, "--round", "9", "-o", out}, "round 9"},
		{[]string{"print", "pairings", "--trf", printRR, "--round", "9", "-o", out}, "not paired"},
		{[]string{"print", "crosstable", "--trf", empty, "-o", out}, pdf.ErrNoRounds.Error()},
		{[]string{"print", "standings", "--trf", printRR, "--tiebreaks", "XYZ", "-o", out}, "XYZ"},
		{[]string{"print", "standings", "--trf", chinese, "-o", out}, "王小明"},
		{[]string{"print", "standings", "--trf", printRR, "-o", filepath.Join(dir, "no-dir", "x.pdf")}, "no-dir"},
		{[]string{"print", "diplomas", "--trf", printRR, "-o", out}, "--tournament"},
		{[]string{"print", "standings", "--trf", printRR, "--tournament", "3", "-o", out}, "not both"},
	} {
		code, _, stderr := runPrintCLI(c.args...)
		if code != exitBadInput || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want exit %d naming %q", c.args, code, stderr, exitBadInput, c.want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("%d files in the directory after failures, want only the two inputs", len(entries))
	}
}

func TestResultRoundRefusesUnfinishedRound(t *testing.T) {
	tr := mustReadTRF(t, printSwiss)
	p := &tr.Players[0]
	for r := range p.Games {
		if g := p.Games[r]; g.Played() {
			opp := tr.Player(g.Opponent)
			p.Games[r].Result, opp.Games[r].Result = trf.NoResult, trf.NoResult
			_, err := resultRound(tr, r+1)
			if err == nil || !strings.Contains(err.Error(), "not finished") {
				t.Errorf("round %d with a game without result: err = %v", r+1, err)
			}
			return
		}
	}
	t.Fatal("fixture: first player played no game")
}

func TestDotted(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2010/07/26", "26.07.2010"}, {"10/07/26", "26.07.2010"}, {"26.07.2010", "26.07.2010"}, {"", ""},
	} {
		if got := dotted(c.in); got != c.want {
			t.Errorf("dotted(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A tournament imported into the data file prints with its clubs, stored
// tie-breaks and places; diplomas go to places 1–3, shared places included.
func TestPrintFromDatabase(t *testing.T) {
	db := importedTournament(t)
	dir := filepath.Dir(db)
	for _, kind := range dbKinds {
		if kind == "bracket" {
			continue // a knockout's: TestKnockoutSeed004, TestBracketNotAKnockout
		}
		if kind == "sub-standings" {
			continue // the imported TRF has none: TestDemoDateAndSubStandings
		}
		out := filepath.Join(dir, kind+".pdf")
		if code, _, stderr := runPrintCLI("--db", db, "print", kind, "--tournament", "1", "-o", out); code != exitOK {
			t.Errorf("print %s --tournament 1: exit %d: %s", kind, code, stderr)
		}
	}
	e := &env{dbPath: db}
	d, err := dbDocument(e, printArgs{kind: "standings", tournament: 1})
	if err != nil {
		t.Fatal(err)
	}
	text := d.Text()
	for _, want := range []string{"columns: Місце | № | Учасник | Клуб | Очки | BH | WIN | DE", "Дебют", "3–4 |"} {
		if !strings.Contains(text, want) {
			t.Errorf("standings from the data file lack %q:\n%s", want, text)
		}
	}
	d, err = dbDocument(e, printArgs{kind: "diplomas", tournament: 1})
	if err != nil {
		t.Fatal(err)
	}
	var places []string
	for _, dp := range d.Diplomas {
		places = append(places, dp.Place)
	}
	if got, want := strings.Join(places, ","), "за 1 місце,за 2 місце,за 3–4 місце,за 3–4 місце"; got != want {
		t.Errorf("diplomas %s, want %s", got, want)
	}
	code, _, stderr := runPrintCLI("--db", db, "print", "standings", "--tournament", "9", "-o", filepath.Join(dir, "x.pdf"))
	if code != exitBadInput || stderr == "" {
		t.Errorf("unknown tournament: exit %d, stderr %q", code, stderr)
	}
}

// importedTournament is a data file holding the registry of
// testdata/season and, as tournament 1, the 4-player t5-2010-12-07.trf.
func importedTournament(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "arbiter.db")
	const dir = "../../testdata/season/"
	for _, args := range [][]string{
		{"players", "import", dir + "players.csv"},
		{"season", "create", "2010", "--empty"},
		{"import-trf", dir + "t5-2010-12-07.trf", "--season", "2010", "--cup", "gold", "--level", "cms", "--date", "2010-12-07"},
	} {
		if code, _, stderr := runPrintCLI(append([]string{"--db", db}, args...)...); code != exitOK {
			t.Fatalf("%q: exit %d: %s", args, code, stderr)
		}
	}
	return db
}

// The registration list shows each player's club, coach, fee and paid, in
// Ukrainian alphabetical order, and the treasurer's totals.
func TestPrintRegistrations(t *testing.T) {
	db := importedTournament(t)
	e := &env{dbPath: db}
	ds, err := storage.Open(db) // the fees are set in the file, behind the model's back
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	entries, err := ds.Tournaments().Entries(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, en := range entries { // start numbers 1 and 3 paid 200, 2 owes 350, 4 owes 200
		en.Fee, en.Paid = []int{200, 350, 200, 200}[en.StartNo-1], en.StartNo%2 == 1
		if err := ds.Tournaments().UpdateEntry(ctx, en); err != nil {
			t.Fatal(err)
		}
	}
	ds.Close()
	d, err := dbDocument(e, printArgs{kind: "registrations", tournament: 1})
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"columns: № | Учасник | Клуб | Тренер | Внесок, грн | Сплачено, грн",
		"row: 1 | Андрієнко Петро | Ладья | Сидоренко Ігор Петрович | 200,00 | 200,00",
		"row: 2 | Бондар Анна | Гамбіт | Петренко Олег Іванович | 200,00 | 0,00",
		"row: 3 | Іваненко Олег | Дебют | Петренко Олег Іванович | 350,00 | 0,00",
		"row: 4 | Smith John |  |  | 200,00 | 200,00",
		"note: Разом учасників: 4. Внески: 950,00 грн. Сплачено: 400,00 грн. Борг: 550,00 грн (не сплатили повністю: 2).",
	}, "\n")
	if !strings.Contains(d.Text(), want) {
		t.Errorf("registration list:\n%s\nwant the lines:\n%s", d.Text(), want)
	}
	out := filepath.Join(filepath.Dir(db), "реєстрація.pdf")
	if code, stdout, stderr := runPrintCLI("--db", db, "print", "registrations", "--tournament", "1", "-o", out); code != exitOK || !strings.Contains(stdout, out) {
		t.Errorf("print registrations: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if b, err := os.ReadFile(out); err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Errorf("print registrations wrote no PDF (%v)", err)
	}
}

// A stored tournament with nobody registered and no round played: the
// registration list, the crosstable, pairings and diplomas are refused with
// a message, and no file is written.
func TestPrintEmptyStoredTournament(t *testing.T) {
	db := importedTournament(t)
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	empty := model.Tournament{Name: "Кубок весни", Kind: model.Classical, Cup: season.CupNone, StartDate: model.NewDate(2011, 3, 1),
		EndDate: model.NewDate(2011, 3, 3), System: "swiss-dutch", Rounds: 7}
	err = st.Tournaments().CreateTournament(context.Background(), &empty)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	id := fmt.Sprint(empty.ID)
	out := filepath.Join(filepath.Dir(db), "out.pdf")
	for _, c := range []struct{ kind, want string }{
		{"registrations", "nobody is registered for \"Кубок весни\""},
		{"crosstable", pdf.ErrNoRounds.Error()},
		{"standings", pdf.ErrNoRounds.Error()},
		{"pairings", "no round of \"Кубок весни\" is paired"},
		{"diplomas", "nothing to award"},
	} {
		code, _, stderr := runPrintCLI("--db", db, "print", c.kind, "--tournament", id, "-o", out)
		if code != exitBadInput || !strings.Contains(stderr, c.want) {
			t.Errorf("print %s of an empty tournament: exit %d, stderr %q; want %d and %q", c.kind, code, stderr, exitBadInput, c.want)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a refused printout left %s behind (%v)", out, err)
	}
}
