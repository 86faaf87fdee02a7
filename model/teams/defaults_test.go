package teams_test

import (
	"strings"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/teams"
)

// The default team tie-breaks follow the edition the event falls under:
// the 2026 text (from 1 March 2026) does not use Buchholz in round robins,
// so a team round robin starting 1 May 2026 ranks by EDE, EMGSB/C1, MPvGP
// (fide-team-rr); one that started in 2025 (2024 text) and a 2026 team
// Swiss keep fide-team with BH:MP/C1.
func TestDefaultTieBreaksFollowTheEdition(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		system string
		start  model.Date
		want   string
	}{
		{teams.SystemRoundRobin, model.NewDate(2026, time.May, 1), "EDE EMGSB/C1 MPvGP"},
		{teams.SystemDoubleRoundRobin, model.NewDate(2026, time.May, 1), "EDE EMGSB/C1 MPvGP"},
		{teams.SystemRoundRobin, model.NewDate(2025, time.October, 1), "EDE EMGSB/C1 BH:MP/C1 MPvGP"},
		{teams.SystemSwiss, model.NewDate(2026, time.May, 1), "EDE EMGSB/C1 BH:MP/C1 MPvGP"},
	} {
		tn, err := f.svc.CreateTournament(f.ctx, model.Tournament{Name: "Команди " + c.system, System: c.system, StartDate: c.start, Rounds: 5},
			teams.Options{Boards: 4, NoShowGP: -1, ByeGP: -1})
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.svc.Standings(f.ctx, tn.ID, "")
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, sp := range st.List {
			got = append(got, sp.String())
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s from %s: %v, want %s", c.system, c.start, got, c.want)
		}
	}
}

// A director who picks a Buchholz for a round robin under the 2026 text
// is warned (naming the code and the round-robin default); a Swiss, a
// round robin under the 2024 text and the default list are not.
func TestBuchholzInARoundRobinWarns(t *testing.T) {
	rr26 := model.Tournament{System: teams.SystemRoundRobin, StartDate: model.NewDate(2026, time.May, 1)}
	rr24 := model.Tournament{System: teams.SystemRoundRobin, StartDate: model.NewDate(2025, time.May, 1)}
	sw26 := model.Tournament{System: teams.SystemSwiss, StartDate: model.NewDate(2026, time.May, 1)}
	for _, c := range []struct {
		t    model.Tournament
		list string
		warn bool
	}{
		{rr26, "EDE,BH:GP", true}, {rr26, "fide-team", true}, {rr26, "EDE,EMGSB/C1", false}, {rr26, "", false},
		{rr24, "EDE,BH:GP", false}, {sw26, "BH:MP/C1", false},
	} {
		w := teams.TieBreakWarning(c.t, c.list)
		if w.IsZero() == c.warn {
			t.Errorf("%s %s %q: warning %q", c.t.System, c.t.StartDate, c.list, w.In(model.Lang("en")))
		}
		if c.warn {
			uk := w.In(model.Lang("uk"))
			if !strings.Contains(uk, "BH:") || !strings.Contains(uk, "fide-team-rr") || !strings.Contains(uk, "Бухгольц") {
				t.Errorf("the warning does not name the code, the default and the rule: %q", uk)
			}
		}
	}
}
