package ratings_test

import (
	"testing"

	"arbiter/engine/elo"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/ratings"
)

func TestRatingChanges(t *testing.T) {
	f := newFixture(t)
	if _, err := f.importFile(t, read(t, "players_list_foa.txt"), ratings.ImportOptions{Name: "players_list_foa.txt", Period: nov26}); err != nil {
		t.Fatal(err)
	}
	cell := func(opp int, r trf.Result) model.CrossCell { return model.CrossCell{Opponent: opp, Result: r} }
	row := func(no int, key string, cells ...model.CrossCell) model.CrossRow {
		return model.CrossRow{StandingsRow: model.StandingsRow{StartNo: no, PlayerID: f.byID[key].ID, Name: key}, Rounds: cells}
	}
	ct := &model.Crosstable{Round: 4, Rows: []model.CrossRow{
		row(1, "kovalenko", cell(2, trf.Win), cell(3, trf.Draw), cell(4, trf.Win), cell(5, trf.ForfeitWin)),
		row(2, "shevchenko", cell(1, trf.Loss), cell(5, trf.Win), cell(0, trf.PAB)),
		row(3, "melnyk", cell(0, trf.HalfBye), cell(1, trf.Draw)),
		row(4, "bondar", cell(0, trf.ZeroBye), cell(0, trf.ZeroBye), cell(1, trf.Loss)),
		row(5, "petrenko", cell(0, trf.ZeroBye), cell(2, trf.Loss), cell(0, trf.ZeroBye), cell(1, trf.ForfeitLos)),
	}}
	got, err := f.svc.RatingChanges(ctx, ct)
	if err != nil {
		t.Fatal(err)
	}
	// Worked by hand with tables 8.1.1 and 8.1.2 of the Rating Regulations.
	want := []ratings.Change{
		// 2415 (K 20 from the list): v 2290 (D 125 → .67) won, v 1650 (D 765,
		// counted as 400 → .92) drawn; Bondar is unrated and the forfeit is
		// not rated. W 1.5, ΣPD 1.59, ΣΔR −0.09, −1.8 → −2. Ra 1970, p .75
		// (dp 193): Rp 2163.
		{StartNo: 1, PlayerID: f.byID["kovalenko"].ID, Name: "kovalenko", Rating: 2415, K: 20, KFromList: true,
			Result: elo.Result{Games: 2, Score: 3, Expected: 159, K: 20, Change100: -180, Change: -2, AvgOpponent: 1970, Performance: 2163}},
		// 2290 (K 20): lost v 2415 (.33), won v 1900 (D 390 → .91). W 1,
		// ΣPD 1.24, −0.24 × 20 = −4.8 → −5. Ra 2157.5 → 2158, p .50: Rp 2158.
		{StartNo: 2, PlayerID: f.byID["shevchenko"].ID, Name: "shevchenko", Rating: 2290, K: 20, KFromList: true,
			Result: elo.Result{Games: 2, Score: 2, Expected: 124, K: 20, Change100: -480, Change: -5, AvgOpponent: 2158, Performance: 2158}},
		// 1650 (K 40 from the list): drew v 2415 (counted as 2050: .08).
		// ΣΔR 0.42 × 40 = 16.8 → 17. Rp 2415 + dp(.50) = 2415.
		{StartNo: 3, PlayerID: f.byID["melnyk"].ID, Name: "melnyk", Rating: 1650, K: 40, KFromList: true,
			Result: elo.Result{Games: 1, Score: 1, Expected: 8, K: 40, Change100: 1680, Change: 17, AvgOpponent: 2415, Performance: 2415}},
		// Unrated in FIDE: nothing is computed (her K by 8.3.3: under 18).
		{StartNo: 4, PlayerID: f.byID["bondar"].ID, Name: "bondar", Rating: 0, K: 40},
		// 1900, not in the list: K 20 by 8.3.3 (adult, under 2400). Lost v
		// 2290 (D −390 → .09): −0.09 × 20 = −1.8 → −2. Rp 2290 − 800 = 1490.
		{StartNo: 5, PlayerID: f.byID["petrenko"].ID, Name: "petrenko", Rating: 1900, K: 20,
			Result: elo.Result{Games: 1, Score: 0, Expected: 9, K: 20, Change100: -180, Change: -2, AvgOpponent: 2290, Performance: 1490}},
	}
	if len(got) != len(want) {
		t.Fatalf("%d rows, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d\n got %+v\nwant %+v", i+1, got[i], want[i])
		}
	}
}

// TestVCL_Q192_RatingReportAppliesCorrections: a result corrected for the
// rating report only is what the report rates, and the report marks the
// players whose games were so corrected. The crosstable of TestRatingChanges
// with round 1's 1-0 of no. 1 (2415) against no. 2 (2290) corrected to 0-1
// (a later correction of the same game replaces an earlier draw), worked by
// hand with tables 8.1.1 and 8.1.2 of the Rating Regulations:
//   - no. 1: lost v 2290 (D 125 → .67), drew v 1650 (.92): W 0.5, ΣPD 1.59,
//     (0.5 − 1.59) × 20 = −21.8 → −22; Ra 1970, p .25 (dp −193): Rp 1777.
//   - no. 2: won v 2415 (.33), won v 1900 (.91): W 2, ΣPD 1.24,
//     0.76 × 20 = 15.2 → 15.
//
// Nos. 3–5 are as in TestRatingChanges, not marked; a correction of a
// round after the crosstable's, or of a pair that did not meet, is ignored.
func TestVCL_Q192_RatingReportAppliesCorrections(t *testing.T) {
	f := newFixture(t)
	if _, err := f.importFile(t, read(t, "players_list_foa.txt"), ratings.ImportOptions{Name: "players_list_foa.txt", Period: nov26}); err != nil {
		t.Fatal(err)
	}
	cell := func(opp int, r trf.Result) model.CrossCell { return model.CrossCell{Opponent: opp, Result: r} }
	row := func(no int, key string, cells ...model.CrossCell) model.CrossRow {
		return model.CrossRow{StandingsRow: model.StandingsRow{StartNo: no, PlayerID: f.byID[key].ID, Name: key}, Rounds: cells}
	}
	ct := &model.Crosstable{Round: 4, Rows: []model.CrossRow{
		row(1, "kovalenko", cell(2, trf.Win), cell(3, trf.Draw), cell(4, trf.Win), cell(5, trf.ForfeitWin)),
		row(2, "shevchenko", cell(1, trf.Loss), cell(5, trf.Win), cell(0, trf.PAB)),
		row(3, "melnyk", cell(0, trf.HalfBye), cell(1, trf.Draw)),
		row(4, "bondar", cell(0, trf.ZeroBye), cell(0, trf.ZeroBye), cell(1, trf.Loss)),
		row(5, "petrenko", cell(0, trf.ZeroBye), cell(2, trf.Loss), cell(0, trf.ZeroBye), cell(1, trf.ForfeitLos)),
	}}
	cs := []model.RatingCorrection{
		{Round: 1, White: 1, Black: 2, WhiteResult: trf.Draw, BlackResult: trf.Draw},
		{Round: 5, White: 3, Black: 5, WhiteResult: trf.Win, BlackResult: trf.Loss}, // after the crosstable
		{Round: 2, White: 3, Black: 4, WhiteResult: trf.Win, BlackResult: trf.Loss}, // they did not meet
		{Round: 1, White: 1, Black: 2, WhiteResult: trf.Loss, BlackResult: trf.Win},
	}
	got, err := f.svc.RatingReport(ctx, ct, cs)
	if err != nil {
		t.Fatal(err)
	}
	if ct.Rows[0].Rounds[0].Result != trf.Win {
		t.Error("the crosstable was changed")
	}
	type sum struct{ games, score, expected, change, perf, corrected int }
	want := []sum{{2, 1, 159, -22, 1777, 1}, {2, 4, 124, 15, -1, 1}, {1, 1, 8, 17, 2415, 0}, {0, 0, 0, 0, 0, 0}, {1, 0, 9, -2, 1490, 0}}
	for i, w := range want {
		g := got[i]
		s := sum{g.Games, g.Score, g.Expected, g.Change, g.Performance, g.Corrected}
		if w.perf < 0 {
			s.perf = -1 // a 100 % score: the performance is not checked here
		}
		if s != w {
			t.Errorf("no. %d: %+v, want %+v", i+1, s, w)
		}
	}
	// without corrections the report is RatingChanges
	plain, err := f.svc.RatingReport(ctx, ct, nil)
	if err != nil || plain[0].Change != -2 || plain[0].Corrected != 0 {
		t.Errorf("no corrections: %+v %v", plain[0], err)
	}
}
