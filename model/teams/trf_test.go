package teams_test

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/team"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/model/teams"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// exportEvent plays a team Swiss of five two-board teams (two main
// players and a substitute each) over three rounds with every case the
// TRF-2026 team records carry: the team PAB (five teams: 320), in round 1
// the first match's first-named team fields its substitute on board 2
// (300), in round 2 the first match's second team does not come (330), in
// round 3 the first match's first-named team fields one player (board 2
// empty: «0000 - +» for the player facing nobody), and a forfeit on a
// board. Board results follow (round + match + board) mod 3: 1, =, 0.
func exportEvent(t *testing.T) (*fixture, model.TournamentID) {
	f := newFixture(t)
	id := f.tournament(teams.SystemSwiss, 2, 0, teams.Options{MinPlayers: 1, TieBreaks: "EMGSB/C1,BH:MP/C1"})
	for i := 1; i <= 5; i++ {
		var ms []teams.Member
		for k, sub := range []bool{false, false, true} {
			p, err := registry.New(f.app).CreatePlayer(f.ctx, model.Player{Surname: fmt.Sprintf("Гравець%d%d", i, k), Name: "Іван",
				Gender: model.Male, BirthDate: model.NewDate(2000, 1, 1), FIDERating: 2000 - 10*i - k}, model.SaveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			ms = append(ms, teams.Member{Player: p.ID, Substitute: sub})
		}
		if _, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: fmt.Sprintf("Команда %d", i), Members: ms}, false); err != nil {
			t.Fatal(err)
		}
	}
	for r := 1; r <= 3; r++ {
		_, ms, err := f.svc.Pair(f.ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		ts, _, _ := f.svc.Teams(f.ctx, id)
		by := map[teams.TeamID]teams.Team{}
		for _, tm := range ts {
			by[tm.ID] = tm
		}
		i := 0
		for _, m := range ms {
			if m.Away == 0 {
				continue
			}
			h, a := by[m.Home], by[m.Away]
			hl := []model.PlayerID{h.Members[0].Player, h.Members[1].Player}
			al := []model.PlayerID{a.Members[0].Player, a.Members[1].Player}
			switch {
			case r == 1 && i == 0:
				hl[1] = h.Members[2].Player
			case r == 3 && i == 0:
				hl = hl[:1]
			}
			if err := f.svc.SetLineup(f.ctx, id, r, h.ID, hl, false); err != nil {
				t.Fatal(err)
			}
			if r == 2 && i == 0 {
				if err := f.svc.SetStatus(f.ctx, id, r, a.ID, true); err != nil {
					t.Fatal(err)
				}
				i++
				continue
			}
			if err := f.svc.SetLineup(f.ctx, id, r, a.ID, al, false); err != nil {
				t.Fatal(err)
			}
			for b := 1; b <= len(hl); b++ {
				code := []string{"1", "=", "0"}[(r+i+b)%3]
				if r == 1 && i == 1 && b == 2 {
					code = "+"
				}
				if err := f.svc.SetResult(f.ctx, id, r, h.ID, b, code); err != nil {
					t.Fatal(err)
				}
			}
			i++
		}
	}
	return f, id
}

// TestTeamTRFExport: the team Swiss written as TRF-2026 (FIDE Handbook
// C.04 Annex 2, 2026: 310 team definition, 300 out-of-order line-up, 320
// team PAB, 330 forfeited match, 352 board colours) equals the golden file
// (go test -update rewrites it), is read back by engine/trf and
// engine/team to the same standings as the stored event, and FIDE TEC's
// calculator (Gacrux) ranks it as the program does: testdata/README.md
// names the command that made team-export.gacrux.
func TestTeamTRFExport(t *testing.T) {
	f, id := exportEvent(t)
	var buf bytes.Buffer
	if err := f.svc.WriteTRF(f.ctx, id, &buf); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "team-export.trf")
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Fatalf("the export differs from %s (go test -update rewrites it):\n%s", golden, buf.String())
	}
	for _, rec := range []string{"\n310 ", "\n300   1 ", "\n320 ", "\n330 +- ", "\n352 WB\n", "0000 - +"} {
		if !strings.Contains(buf.String(), rec) {
			t.Errorf("the export has no %q", strings.TrimSpace(rec))
		}
	}

	st, err := f.svc.Standings(f.ctx, id, "")
	if err != nil {
		t.Fatal(err)
	}
	// read back
	tt, err := trf.Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	tn, _, err := team.FromTRF(tt, team.ByMP)
	if err != nil {
		t.Fatal(err)
	}
	back, err := team.Rank(tn, st.List, team.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rows := func(s *team.Standings) string {
		var out []string
		for _, r := range s.Rows {
			line := fmt.Sprintf("%d %s MP %d GP %d", r.ID, r.PlaceText(), r.MP, r.GP)
			for k, v := range r.Values {
				line += " " + v.Text(s.List[k].Code, s.Primary, true)
			}
			out = append(out, line)
		}
		return strings.Join(out, "\n")
	}
	if got, want := rows(back), rows(st); got != want {
		t.Fatalf("read back\n%s\nstored\n%s", got, want)
	}

	// FIDE TEC's calculator on the golden file
	g := readGacruxTable(t, filepath.Join("testdata", "team-export.gacrux"))
	for _, r := range st.Rows {
		want := []string{fmt.Sprint(r.Place), team.Decimal(2 * r.MP), team.Decimal(r.GP)}
		for k, v := range r.Values {
			want = append(want, v.Text(st.List[k].Code, st.Primary, true))
		}
		got := g[r.ID]
		if len(got) != len(want) {
			t.Fatalf("team %d: Gacrux %v, Arbiter %v", r.ID, got, want)
		}
		for i := range want {
			if num(got[i]) != num(want[i]) {
				t.Errorf("team %d column %d: Gacrux %s, Arbiter %s", r.ID, i, got[i], want[i])
			}
		}
	}
}

// readGacruxTable reads Gacrux's table: start number (team), then rank
// and the values, tab-separated, after a header line.
func readGacruxTable(t *testing.T, path string) map[int][]string {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	out := map[int][]string{}
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		n, err := strconv.Atoi(f[0])
		if err != nil || len(f) < 2 {
			continue // header, Check line
		}
		out[n] = f[1:]
	}
	if len(out) == 0 {
		t.Fatalf("%s: no table", path)
	}
	return out
}

// num is a decimal as hundredths, so «8», «8.0» and «8.00» compare equal.
func num(s string) int {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return -1 << 30
	}
	if f < 0 {
		return int(f*100 - 0.5)
	}
	return int(f*100 + 0.5)
}
