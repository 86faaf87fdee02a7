package tournaments_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

const systemsDir = "../../testdata/swiss-systems"

// TestSwissSystemsReplay plays the clean events of testdata/swiss-systems
// (no absences known before a pairing) through the tournament service: a
// Swiss with the event's system and acceleration, players in the event's
// order, each round paired by Pairings.PairNext and compared with the
// reference engine's pairing of that round (pairs, colours, board order),
// then the event's results entered.
func TestSwissSystemsReplay(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(systemsDir, "events", "*-clean-*.trf"))
	if len(files) < 18 {
		t.Fatalf("%d clean events, want 18", len(files))
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".trf")
		t.Run(name, func(t *testing.T) {
			ev := readEvent(t, f)
			d := newDayEnv(t)
			tr := model.Tournament{System: model.SystemSwissDutch, Rounds: ev.TotalRounds}
			if ev.Baku() {
				tr.Acceleration = model.AccelerationBaku
			}
			if strings.Contains(ev.TypeCode, "BURSTEIN") {
				tr.SwissSystem = model.SwissBurstein
			}
			got := d.tournament(tr)
			d.register(got.ID, d.players(len(ev.Players), true))
			set := strings.Split(name, "-n")[0]
			for r := 1; r <= ev.TotalRounds; r++ {
				v, err := d.svc.Pairings.PairNext(bg, got.ID)
				if err != nil {
					t.Fatalf("round %d: %v", r, err)
				}
				want := readReference(t, filepath.Join(systemsDir, set, fmt.Sprintf("%s-r%02d.pairs", name, r)))
				var gotS []string
				for _, b := range v.Boards {
					gotS = append(gotS, itoa(b.White.StartNo)+"-"+itoa(b.Black.StartNo))
				}
				if v.Bye != nil {
					gotS = append(gotS, itoa(v.Bye.StartNo)+"-PAB")
				}
				if strings.Join(gotS, " ") != want {
					t.Fatalf("round %d:\n got %s\nwant %s", r, strings.Join(gotS, " "), want)
				}
				codes := map[int]string{}
				for _, b := range v.Boards {
					g := ev.Player(b.White.StartNo).Game(r)
					codes[b.No] = map[trf.Result]string{trf.Win: "1-0", trf.Draw: "=", trf.Loss: "0-1", trf.ForfeitWin: "+-", trf.ForfeitLos: "-+"}[g.Result]
				}
				if err := d.svc.Tournaments.SetResults(bg, got.ID, r, codes, false); err != nil {
					t.Fatalf("round %d results: %v", r, err)
				}
			}
		})
	}
}

// TestSwissSystemSettings: the Swiss system and the acceleration are
// stored, refused outside a Swiss, and cannot change once round 1 is
// paired (VCL Q109-110).
func TestSwissSystemSettings(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5, SwissSystem: model.SwissBurstein, Acceleration: model.AccelerationBaku})
	d.reopen()
	back, err := d.svc.Tournaments.GetTournament(bg, tr.ID)
	if err != nil || back.SwissSystem != model.SwissBurstein || back.Acceleration != model.AccelerationBaku {
		t.Fatalf("read back %+v, %v", back, err)
	}
	bad := model.Tournament{Name: "Коло", StartDate: model.NewDate(2026, 5, 3), System: model.SystemRoundRobin, Acceleration: model.AccelerationBaku}
	if _, err := d.svc.Tournaments.CreateTournament(bg, bad); !isKind(err, model.Invalid) {
		t.Errorf("round robin with Baku: %v", err)
	}
	bad = model.Tournament{Name: "Швейцарка", StartDate: model.NewDate(2026, 5, 3), System: model.SystemSwissDutch, Rounds: 5, SwissSystem: "dubov"}
	if _, err := d.svc.Tournaments.CreateTournament(bg, bad); !isKind(err, model.Invalid) {
		t.Errorf("unknown Swiss system: %v", err)
	}
	// Before round 1 the acceleration may still go.
	back.Acceleration = ""
	if back, err = d.svc.Tournaments.UpdateTournament(bg, back); err != nil {
		t.Fatal(err)
	}
	back.Acceleration = model.AccelerationBaku
	if back, err = d.svc.Tournaments.UpdateTournament(bg, back); err != nil {
		t.Fatal(err)
	}
	d.register(tr.ID, d.players(10, true))
	v := d.pair(tr.ID)
	// Round 1 of 5 rounds with Baku: 3 accelerated rounds, the first 2 of
	// them with 1 virtual point for the first ceil(10/2) = 5 players.
	for _, b := range v.Boards {
		for _, p := range []model.BoardPlayer{b.White, b.Black} {
			want := 0
			if p.StartNo <= 5 {
				want = 2
			}
			if p.Virtual != want {
				t.Errorf("player %d: virtual %d, want %d", p.StartNo, p.Virtual, want)
			}
		}
	}
	// The TRF-2026 export names the system and the acceleration (192) and
	// writes the virtual points (XXA); read back, the same file pairs
	// round 1 as it was paired.
	var buf strings.Builder
	if err := d.svc.TRF.WriteEdition(bg, tr.ID, &buf, trf.TRF26); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.Contains(out, "192 FIDE_BURSTEIN_BAKU") || !strings.Contains(out, "XXA    1  1.0  1.0  0.5") || strings.Contains(out, "XXA    6") {
		t.Errorf("export:\n%s", out)
	}
	back26, err := trf.Read(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	p, err := swiss.PairWith(back26.Before(1), 1, swiss.Options{System: swiss.Burstein, Baku: back26.Baku()})
	if err != nil {
		t.Fatal(err)
	}
	set := func(bs []trf.Board) string {
		var s []string
		for _, b := range bs {
			s = append(s, fmt.Sprint(b.White, "-", b.Black))
		}
		sort.Strings(s)
		return strings.Join(s, " ")
	}
	var pb []trf.Board
	for _, b := range p.Boards {
		pb = append(pb, trf.Board{White: b.White, Black: b.Black})
	}
	if got, want := set(pb), set(back26.PairingOf(1).Boards); got != want {
		t.Errorf("the exported file pairs round 1 as %s, it was paired %s", got, want)
	}
	for _, change := range []func(*model.Tournament){
		func(t *model.Tournament) { t.Acceleration = "" },
		func(t *model.Tournament) { t.SwissSystem = model.SwissDutch },
	} {
		c := back
		change(&c)
		if _, err := d.svc.Tournaments.UpdateTournament(bg, c); !isKind(err, model.Conflict) {
			t.Errorf("change after round 1: %v", err)
		}
	}
}

func isKind(err error, k model.Kind) bool { return model.IsKind(err, k) }

func readEvent(t *testing.T, path string) *trf.Tournament {
	t.Helper()
	tr, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// readReference reads a reference .pairs file as "W-B … P-PAB".
func readReference(t *testing.T, path string) string {
	t.Helper()
	p, err := trf.ReadPairsFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var s []string
	for _, b := range p.Boards {
		s = append(s, itoa(b.White)+"-"+itoa(b.Black))
	}
	if p.Bye != 0 {
		s = append(s, itoa(p.Bye)+"-PAB")
	}
	return strings.Join(s, " ")
}

// TestImportedSwissSystemPairs: a TRF whose 192 record names the Burstein
// system and the Baku acceleration, imported with three rounds played, is
// run on as such: its settings say so and the next round is the reference
// engine's pairing (cases of testdata/swiss-systems with byes and
// absences in their history, none announced for the round to pair).
func TestImportedSwissSystemPairs(t *testing.T) {
	for _, c := range []struct {
		set, name string
		system    string
		accel     string
	}{
		{"burstein-baku", "burstein-baku-n030-R09-s5049-r04", model.SwissBurstein, model.AccelerationBaku},
		{"burstein", "burstein-n022-R09-s4003-r04", model.SwissBurstein, ""},
		{"baku", "baku-n038-R08-s3002-r04", model.SwissDutch, model.AccelerationBaku},
	} {
		path := filepath.Join(systemsDir, c.set, c.name+".trf")
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		d := newDayEnv(t)
		f := readEvent(t, path)
		for i := range f.Players {
			f.Players[i].BirthDate = "2000/01/01" // the import needs one; the pairing does not
		}
		rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2026, 5, 2), Source: c.name, TRF: f})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if rep.Tournament.SwissSystem != c.system || rep.Tournament.Acceleration != c.accel {
			t.Errorf("%s: imported as %q / %q", c.name, rep.Tournament.SwissSystem, rep.Tournament.Acceleration)
		}
		v, err := d.svc.Pairings.PairNext(bg, rep.Tournament.ID)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var got []string
		for _, b := range v.Boards {
			got = append(got, itoa(b.White.StartNo)+"-"+itoa(b.Black.StartNo))
		}
		if v.Bye != nil {
			got = append(got, itoa(v.Bye.StartNo)+"-PAB")
		}
		if want := readReference(t, strings.TrimSuffix(path, ".trf")+".pairs"); strings.Join(got, " ") != want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, strings.Join(got, " "), want)
		}
	}
}
