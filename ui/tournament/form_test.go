package tournament

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/engine/season"
	"arbiter/engine/tiebreak"
	"arbiter/model"

	"arbiter/ui/kit"
)

// TestTournamentSettingsEveryField fills every setting of workflow 1 in the
// dialog, saves, and finds each one stored and shown again when editing.
func TestTournamentSettingsEveryField(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	f := formOf(s)
	if f.venue.Text != model.DefaultVenue {
		t.Errorf("new tournament venue %q, want %q", f.venue.Text, model.DefaultVenue)
	}
	if f.tieBreaks.Text != "BH, WIN, DE" {
		t.Errorf("a new Swiss offers %q, want the Academy list", f.tieBreaks.Text)
	}
	test.Type(f.name, "Чемпіонат Академії")
	f.startDate.SetText("05.12.2026")
	f.endDate.SetText("07.12.2026")
	f.venue.SetText("Київ, вул. Хрещатик, 1")
	test.Type(f.timeControl, "90+30")
	f.kind.SetSelected(kit.KindLabel(model.Rapid))
	f.cup.SetSelected(kit.CupLabel(season.CupSilver))
	f.level.SetSelected(kit.LevelLabel(season.Level2))
	f.rounds.SetText("9")
	f.ratingUsed.SetSelected(kit.RatingLabel(model.RatingNational))
	f.edition.SetSelected("2024")
	p, _ := tiebreak.PresetByKey("ukr-2003")
	f.preset.SetSelected(model.TieBreakPresetName(p.Key, kit.GUILang()))
	if f.tieBreaks.Text != "BH, PS, PS-C1, WIN, DE" {
		t.Errorf("the Ukrainian championship preset wrote %q", f.tieBreaks.Text)
	}
	f.tieBreaks.SetText(f.tieBreaks.Text + ", SB") // edited by hand
	f.subStandings.SetSelected([]string{kit.SubLabel("girls"), kit.SubLabel("u10")})
	f.initialColour.SetSelected(kit.ColourLabel("black"))
	f.sameClubRounds.SetText("3")
	f.scoring.SetText("3-1-0")
	f.byePoints.SetText(byeLabel(model.ByeDraw))
	f.swissSystem.SetSelected(kit.SwissLabel(model.SwissBurstein))
	f.acceleration.SetSelected(kit.AccelLabel(model.AccelerationBaku))
	f.bornFrom.SetText("2010")
	f.bornTo.SetText("2016")
	f.minRating.SetText("1200")
	f.maxRating.SetText("2000")
	f.minTitle.SetSelected(kit.TitleLabel("2"))
	test.Tap(dialogOf(s).Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("saving: %q", labels(o))
	}
	got, err := svc.Tournaments.GetTournament(context.Background(), s.Ctx.Current.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := model.Tournament{ID: got.ID, Name: "Чемпіонат Академії", StartDate: model.NewDate(2026, 12, 5),
		EndDate: model.NewDate(2026, 12, 7), Kind: model.Rapid, Cup: season.CupSilver, Level: season.Level2,
		System: model.SystemSwissDutch, Rounds: 9, Venue: "Київ, вул. Хрещатик, 1", TimeControl: "90+30",
		TieBreaks: "BH,PS,PS-C1,WIN,DE,SB", RatingUsed: model.RatingNational, Edition: "2024",
		SubStandings: "girls,u10", InitialColour: "black", SameClubRounds: 3, Knockout: got.Knockout,
		Scoring: "3-1-0", ByePoints: model.ByeDraw,
		SwissSystem: model.SwissBurstein, Acceleration: model.AccelerationBaku,
		Admission: model.Admission{BornFrom: 2010, BornTo: 2016, MinRating: 1200, MaxRating: 2000, MinTitle: "2"}}
	if got != want {
		t.Errorf("stored\n%+v\nwant\n%+v", got, want)
	}

	if !f.noSwap.Disabled() {
		t.Error("a Swiss offers the double round robin's swap")
	}
	test.Tap(buttonOf(s, "Settings"))
	g := formOf(s)
	if g.name.Text != want.Name || g.tieBreaks.Text != want.TieBreaks || g.rounds.Text != "9" ||
		g.sameClubRounds.Text != "3" || len(g.subStandings.Selected) != 2 || g.bornTo.Text != "2016" ||
		g.minTitle.Selected != kit.TitleLabel("2") || g.scoring.Text != "3-1-0" || g.byePoints.Text != byeLabel(model.ByeDraw) ||
		g.swissSystem.Selected != kit.SwissLabel(model.SwissBurstein) || g.acceleration.Selected != kit.AccelLabel(model.AccelerationBaku) ||
		g.initialColour.Selected != kit.ColourLabel("black") || g.ratingUsed.Selected != kit.RatingLabel(model.RatingNational) {
		t.Errorf("the settings dialog does not show the stored settings again")
	}
}

// TestSwissOnlyFields: the Swiss system and the acceleration can be chosen
// for a Swiss only; a round robin greys them out.
func TestSwissOnlyFields(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, _ := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	f := formOf(s)
	if f.swissSystem.Disabled() || f.acceleration.Disabled() {
		t.Fatal("a new Swiss greys out its system or acceleration")
	}
	f.system.SetSelected(kit.SystemLabel(model.SystemRoundRobin))
	if !f.swissSystem.Disabled() || !f.acceleration.Disabled() {
		t.Error("a round robin offers a Swiss system or an acceleration")
	}
	f.system.SetSelected(kit.SystemLabel(model.SystemSwissDutch))
	if f.swissSystem.Disabled() || f.acceleration.Disabled() {
		t.Error("back to a Swiss: still greyed out")
	}
}

// TestSubStandingsFormKeepsTheTypedKey: the boys' and girls' tables
// chosen in the form and a year-of-birth group typed beside them (b2009:
// born 2009 or later) are saved as one list, and the Settings form shows
// the typed key again (the tables themselves are ui/standings'
// TestBoysAndGirlsDiplomas).
func TestSubStandingsFormKeepsTheTypedKey(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, _ := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Кубок юнаків і дівчат")
	formOf(s).subStandings.SetSelected([]string{kit.SubLabel("boys"), kit.SubLabel("girls")})
	test.Type(formOf(s).moreSubs, "b2009")
	test.Tap(dialogOf(s).Save)
	if got := s.Ctx.Current.SubStandings; got != "boys,girls,b2009" {
		t.Fatalf("sub-standings saved %q", got)
	}
	test.Tap(buttonOf(s, "Settings"))
	if got := formOf(s).moreSubs.Text; got != "b2009" {
		t.Errorf("the form shows the typed key as %q", got)
	}
}
