package seasons_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/seasons"
	"arbiter/storage"
)

// demoService is a real SQLite file with the demo season 2010.
func demoService(t *testing.T) *datafile.Services {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "demo.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	svc := datafile.New(st)
	if _, err := svc.Demo.Season(context.Background()); err != nil {
		t.Fatalf("DemoSeason: %v", err)
	}
	return svc
}

func TestCreateSeason2010Calendar(t *testing.T) {
	svc := seasonService(t)
	ctx := context.Background()
	_, cal, err := svc.Seasons.CreateSeason2010(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"2010-07-26", "2010-09-02", "2010-10-05", "2010-11-02", "2010-12-07"}
	got, _ := svc.Seasons.SeasonTournaments(ctx, 2010)
	if len(cal) != len(want) || len(got) != len(want) {
		t.Fatalf("calendar has %d (stored %d) tournaments, want %d", len(cal), len(got), len(want))
	}
	for i, tr := range got {
		if tr.StartDate.String() != want[i] || tr.Cup != season.CupGold || tr.Level == "" || tr.System != "swiss-dutch" || tr.Rounds == 0 {
			t.Errorf("calendar[%d] = %s %q cup %s level %q system %q rounds %d", i, tr.StartDate, tr.Name, tr.Cup, tr.Level, tr.System, tr.Rounds)
		}
	}
	if _, _, err := svc.Seasons.CreateSeason2010(ctx); !model.IsKind(err, model.Conflict) {
		t.Errorf("second CreateSeason2010: %v, want Conflict", err)
	}
	if got2, _ := svc.Seasons.SeasonTournaments(ctx, 2010); len(got2) != len(want) {
		t.Errorf("refused CreateSeason2010 left %d tournaments", len(got2))
	}
}

func TestDeleteSeasonRefusedWhileTournamentsReferToIt(t *testing.T) {
	svc := seasonService(t)
	ctx := context.Background()
	if _, _, err := svc.Seasons.CreateSeason2010(ctx); err != nil {
		t.Fatal(err)
	}
	err := svc.Seasons.DeleteSeason(ctx, 2010)
	if !model.IsKind(err, model.Conflict) || !containsAll(model.Message(err, "uk"), "2010", "5") {
		t.Errorf("DeleteSeason with tournaments: %v (%q), want a Conflict naming the season and the count", err, model.Message(err, "uk"))
	}
	if tours, err := svc.Seasons.SeasonTournaments(ctx, 2010); err != nil || len(tours) != 5 {
		t.Errorf("after the refused delete: %d tournaments, %v", len(tours), err)
	}
	if _, err := svc.Seasons.CreateSeason(ctx, 2011, ""); err != nil {
		t.Fatal(err)
	}
	if err := svc.Seasons.DeleteSeason(ctx, 2011); err != nil {
		t.Errorf("DeleteSeason of an empty season: %v", err)
	}
	if _, err := svc.Seasons.SeasonByYear(ctx, 2011); !model.IsKind(err, model.NotFound) {
		t.Errorf("season 2011 after delete: %v", err)
	}
	if err := svc.Seasons.DeleteSeason(ctx, 2012); !model.IsKind(err, model.NotFound) {
		t.Errorf("DeleteSeason of a missing season: %v", err)
	}
}

func TestUpdateCalendarEntryRefusesBadInput(t *testing.T) {
	svc := seasonService(t)
	ctx := context.Background()
	_, cal, err := svc.Seasons.CreateSeason2010(ctx)
	if err != nil {
		t.Fatal(err)
	}
	e := seasons.CalendarEntry{ID: cal[0].ID, Name: cal[0].Name, StartDate: cal[0].StartDate, Kind: cal[0].Kind, Cup: cal[0].Cup, Level: cal[0].Level}
	cases := []struct {
		name string
		edit func(*seasons.CalendarEntry)
		want string
	}{
		{"moved to 2011", func(e *seasons.CalendarEntry) { e.StartDate = model.NewDate(2011, time.January, 5) }, "не належать сезону 2010"},
		{"ends next year", func(e *seasons.CalendarEntry) { e.EndDate = model.NewDate(2011, time.January, 2) }, "не належать сезону 2010"},
		{"no name", func(e *seasons.CalendarEntry) { e.Name = "  " }, "назву"},
		{"gold without level", func(e *seasons.CalendarEntry) { e.Level = "" }, "рівня норми"},
		{"unknown kind", func(e *seasons.CalendarEntry) { e.Kind = "bullet" }, "Вид турніру"},
	}
	for _, c := range cases {
		bad := e
		c.edit(&bad)
		_, err := svc.Seasons.UpdateCalendarEntry(ctx, 2010, bad)
		if !model.IsKind(err, model.Invalid) || !containsAll(model.Message(err, "uk"), c.want) {
			t.Errorf("%s: %v (%q), want Invalid with %q", c.name, err, model.Message(err, "uk"), c.want)
		}
	}
	got, _ := svc.Seasons.SeasonTournaments(ctx, 2010)
	if got[0].StartDate != cal[0].StartDate || got[0].Name != cal[0].Name || got[0].Level != cal[0].Level {
		t.Errorf("refused edits changed the tournament: %+v", got[0])
	}
}

func TestMainDeclarationResolvesConflict(t *testing.T) {
	svc := demoService(t)
	ctx := context.Background()
	conflicts, err := svc.Seasons.SeasonConflicts(ctx, 2010)
	if err != nil || len(conflicts) < 2 {
		t.Fatalf("SeasonConflicts: %d, %v", len(conflicts), err)
	}
	before, _ := svc.Seasons.SeasonTables(ctx, 2010)
	c := conflicts[0]
	first := c.Clubs[0] // declared first; the last one counts until the director chooses
	choice := model.MainDeclaration{PlayerID: c.Player.ID, ClubID: first.ID}
	if len(c.Coaches) > 0 {
		choice.CoachID = c.Coaches[0].ID
	}
	if err := svc.Seasons.SetMainDeclaration(ctx, 2010, choice); err != nil {
		t.Fatal(err)
	}
	after, _ := svc.Seasons.SeasonTables(ctx, 2010)
	if len(after.Tables.Conflicts) != len(before.Tables.Conflicts)-1 {
		t.Errorf("unresolved conflicts %d → %d, want one fewer", len(before.Tables.Conflicts), len(after.Tables.Conflicts))
	}
	if clubMembers(after, first.ID, c.Player.ID) != true || clubMembers(before, first.ID, c.Player.ID) {
		t.Errorf("%s should count for %s only after the choice", c.Player.ShortName(), first.Name)
	}
	again, _ := svc.Seasons.SeasonConflicts(ctx, 2010)
	if len(again) != len(conflicts) || again[0].Main.ClubID != first.ID {
		t.Errorf("the conflict list lost the player or the choice: %+v", again[0].Main)
	}
	// A club the player never declared is refused, the choice kept.
	err = svc.Seasons.SetMainDeclaration(ctx, 2010, model.MainDeclaration{PlayerID: c.Player.ID, ClubID: 9999})
	if !model.IsKind(err, model.Invalid) {
		t.Errorf("undeclared club: %v, want Invalid", err)
	}
	if kept, _ := svc.Seasons.SeasonConflicts(ctx, 2010); kept[0].Main.ClubID != first.ID {
		t.Error("a refused choice changed the stored one")
	}
}

func clubMembers(v *seasons.View, club model.ClubID, player model.PlayerID) bool {
	for _, r := range v.Tables.Clubs {
		if r.Team.ID == int64(club) {
			for _, m := range r.Members {
				if m.Player == int64(player) {
					return true
				}
			}
		}
	}
	return false
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !contains(s, p) {
			return false
		}
	}
	return true
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func TestUpdateCalendarEntryKeepsOtherSettings(t *testing.T) {
	svc := seasonService(t)
	ctx := context.Background()
	_, cal, err := svc.Seasons.CreateSeason2010(ctx)
	if err != nil {
		t.Fatal(err)
	}
	e := seasons.CalendarEntry{ID: cal[1].ID, Name: "Кваліф-турнір (перенесено)", StartDate: model.NewDate(2010, time.September, 9),
		Kind: model.Rapid, Cup: season.CupSilver}
	got, err := svc.Seasons.UpdateCalendarEntry(ctx, 2010, e)
	if err != nil {
		t.Fatal(err)
	}
	if got.StartDate != e.StartDate || got.Kind != model.Rapid || got.Cup != season.CupSilver || got.Level != "" ||
		got.Rounds != cal[1].Rounds || got.TieBreaks != cal[1].TieBreaks || got.Venue != cal[1].Venue {
		t.Errorf("updated entry %+v, want the calendar fields changed and the rest of %+v kept", got, cal[1])
	}
	// Another tournament's name and date is a Conflict; nothing changes.
	e = seasons.CalendarEntry{ID: cal[2].ID, Name: cal[0].Name, StartDate: cal[0].StartDate, Kind: model.Classical,
		Cup: season.CupGold, Level: season.Level1}
	if _, err := svc.Seasons.UpdateCalendarEntry(ctx, 2010, e); !model.IsKind(err, model.Conflict) {
		t.Errorf("a second tournament of the same name and date: %v, want Conflict", err)
	}
	tours, _ := svc.Seasons.SeasonTournaments(ctx, 2010)
	for _, tr := range tours {
		if tr.ID == cal[2].ID && (tr.Name != cal[2].Name || tr.StartDate != cal[2].StartDate) {
			t.Errorf("the refused edit changed %+v", tr)
		}
	}
}
