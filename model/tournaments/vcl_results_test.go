package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// The checklist's questions on results (FIDE C.02, VCL4THP.13 Q180–186;
// docs/vcl.md): unusual results, forfeits and games not rated can be
// entered, count as they should, are written into the TRF and read back;
// an inconsistent pair of results cannot be entered.

// roundOne is a 6-player Dutch Swiss of 3 rounds with round 1 paired and
// no result yet.
func roundOne(t *testing.T) (*dayEnv, model.Tournament, model.RoundView) {
	t.Helper()
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 3})
	d.register(tr.ID, d.players(6, true))
	return d, tr, d.pair(tr.ID)
}

// codesOf are White's and Black's TRF codes of board b of round r in the
// exported TRF-2026 file, read back with the unusual results allowed.
func codesOf(t *testing.T, d *dayEnv, id model.TournamentID, v model.RoundView, board int) (trf.Result, trf.Result) {
	t.Helper()
	f, err := trf.ReadWith(strings.NewReader(trf26(t, d, id)), trf.Options{UnusualResults: true})
	if err != nil {
		t.Fatal(err)
	}
	b := v.Boards[board-1]
	return f.Player(b.White.StartNo).Game(v.Round).Result, f.Player(b.Black.StartNo).Game(v.Round).Result
}

// scores are the participants' points (half-points) by start number.
func scores(t *testing.T, d *dayEnv, id model.TournamentID) map[int]int {
	t.Helper()
	ps, err := d.svc.Tournaments.Participants(bg, id)
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]int{}
	for _, p := range ps {
		out[p.StartNo] = p.Score
	}
	return out
}

// importBack exports id as TRF-2026, reads the file with the reader the
// import commands use and imports it as a new tournament.
func importBack(t *testing.T, d *dayEnv, id model.TournamentID) model.TournamentID {
	t.Helper()
	f, err := trf.ReadWith(strings.NewReader(trf26(t, d, id)), trf.Options{UnusualResults: true})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := d.svc.FIDE.ImportTRF(bg, model.TRFImport{Date: model.NewDate(2026, 5, 3), Name: "Копія", Source: "copy.trf", TRF: f}, fide.Ack{Confirmed: true})
	if err != nil {
		t.Fatal(err)
	}
	return rep.Tournament.ID
}

// enterAndRoundTrip enters codes on boards 1–3 of round 1 and checks,
// for each, the board's result, both players' points (worked from the
// result: a win is 2 half-points, a draw 1), the two TRF codes of the
// export, and the same board after the file is imported again; then
// round 2 is paired on them (engine/check finds no broken rule).
func enterAndRoundTrip(t *testing.T, cases []struct {
	typed       string
	want        model.GameResult
	white, blk  trf.Result
	ptsW, ptsB  int
	rated       bool
	shownResult string
}) {
	d, tr, v := roundOne(t)
	for i, c := range cases {
		if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, i+1, c.typed, false); err != nil {
			t.Fatalf("%s: %v", c.typed, err)
		}
	}
	got, err := d.svc.Pairings.Round(bg, tr.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	pts := scores(t, d, tr.ID)
	copyID := importBack(t, d, tr.ID)
	back, err := d.svc.Pairings.Round(bg, copyID, 1)
	if err != nil {
		t.Fatal(err)
	}
	backOf := map[int]model.GameResult{} // the imported boards by White's number (their order is the import's)
	for _, b := range back.Boards {
		backOf[b.White.StartNo] = b.Result
	}
	for i, c := range cases {
		b := got.Boards[i]
		if b.Result != c.want || b.Result.String() != c.shownResult || b.Result.Rated() != c.rated {
			t.Errorf("%s: board %d has %v (%q, rated %v), want %q rated %v", c.typed, i+1, b.Result, b.Result.String(), b.Result.Rated(), c.shownResult, c.rated)
		}
		if pts[b.White.StartNo] != c.ptsW || pts[b.Black.StartNo] != c.ptsB {
			t.Errorf("%s: points %d and %d, want %d and %d", c.typed, pts[b.White.StartNo], pts[b.Black.StartNo], c.ptsW, c.ptsB)
		}
		if w, bl := codesOf(t, d, tr.ID, v, i+1); w != c.white || bl != c.blk {
			t.Errorf("%s: TRF codes %q/%q, want %q/%q", c.typed, w, bl, c.white, c.blk)
		}
		if r := backOf[b.White.StartNo]; r != c.want {
			t.Errorf("%s: imported back as %v", c.typed, r)
		}
	}
	for i := len(cases); i < len(v.Boards); i++ {
		if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, i+1, "1-0", false); err != nil {
			t.Fatal(err)
		}
	}
	d.pair(tr.ID)
}

// TestVCL_Q180_UnusualResults: the arbiter's ½-0, 0-½ and 0-0 (Laws of
// Chess art. 12.9) are entered, each player keeps his own score (½ and 0,
// 0 and ½, 0 and 0), the TRF writes each line's own code ("=" against
// "0", "0" against "0") and the import reads them back as they were.
func TestVCL_Q180_UnusualResults(t *testing.T) {
	enterAndRoundTrip(t, []struct {
		typed       string
		want        model.GameResult
		white, blk  trf.Result
		ptsW, ptsB  int
		rated       bool
		shownResult string
	}{
		{"½-0", model.WhiteHalfBlackZero, trf.Draw, trf.Loss, 1, 0, true, "½-0"},
		{"0-1/2", model.WhiteZeroBlackHalf, trf.Loss, trf.Draw, 0, 1, true, "0-½"},
		{"0-0", model.BothLost, trf.Loss, trf.Loss, 0, 0, true, "0-0"},
	})
}

// TestVCL_Q181_Forfeits: +/-, -/+ and -/- are entered, White or Black or
// nobody gets the point, and the TRF writes + against -, - against -.
func TestVCL_Q181_Forfeits(t *testing.T) {
	enterAndRoundTrip(t, []struct {
		typed       string
		want        model.GameResult
		white, blk  trf.Result
		ptsW, ptsB  int
		rated       bool
		shownResult string
	}{
		{"+/-", model.WhiteWonForfeit, trf.ForfeitWin, trf.ForfeitLos, 2, 0, false, "+/-"},
		{"-+", model.BlackWonForfeit, trf.ForfeitLos, trf.ForfeitWin, 0, 2, false, "-/+"},
		{"--", model.DoubleForfeit, trf.ForfeitLos, trf.ForfeitLos, 0, 0, false, "-/-"},
	})
}

// TestVCL_Q184_UnratedGames: games that count for the tournament but not
// for rating (TRF-2026's W, D, L: the game lasted less than one move) are
// entered as W/L, D/D, L/W, score as a win, a draw and a loss, are not
// rated, and are written and read back as W, D, L.
func TestVCL_Q184_UnratedGames(t *testing.T) {
	enterAndRoundTrip(t, []struct {
		typed       string
		want        model.GameResult
		white, blk  trf.Result
		ptsW, ptsB  int
		rated       bool
		shownResult string
	}{
		{"W/L", model.WhiteWonUnrated, trf.ShortWin, trf.ShortLoss, 2, 0, false, "W/L"},
		{"d-d", model.DrawnUnrated, trf.ShortDraw, trf.ShortDraw, 1, 1, false, "D/D"},
		{"LW", model.BlackWonUnrated, trf.ShortLoss, trf.ShortWin, 0, 2, false, "L/W"},
	})
}

// TestVCL_Q186_InconsistentResultsBlocked: a pair of results that cannot
// stand together is refused with the reason, and the board stays empty:
// more than a point between the two players, a forfeit against a game, a
// rated side against an unrated one, two forfeit wins, an unrated game
// other than W/L, D/D, L/W. A symbol that is no result at all is
// refused as unknown.
func TestVCL_Q186_InconsistentResultsBlocked(t *testing.T) {
	d, tr, _ := roundOne(t)
	for _, c := range []struct {
		typed, uk string
	}{
		{"1-1", "разом не більше одного очка"},
		{"½-1", "разом не більше одного очка"},
		{"1/2-1", "разом не більше одного очка"},
		{"1-½", "разом не більше одного очка"},
		{"+/0", "неявка з одного боку"},
		{"1/-", "неявка з одного боку"},
		{"+/+", "обидва гравці не можуть виграти через неявку"},
		{"W/0", "не рахується в рейтинг"},
		{"1/L", "не рахується в рейтинг"},
		{"D/L", "лише W/L, D/D або L/W"},
		{"L-L", "лише W/L, D/D або L/W"},
		{"2-0", "невідомий"},
		{"½", ""}, // a draw: accepted, then cleared below
	} {
		err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, c.typed, false)
		if c.uk == "" {
			if err != nil {
				t.Errorf("%s: %v", c.typed, err)
			}
			if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "", true); err != nil {
				t.Fatal(err)
			}
			continue
		}
		msg := model.Message(err, i18n.Uk)
		if !model.IsKind(err, model.Invalid) || !strings.Contains(msg, c.uk) {
			t.Errorf("%s: %v (%q), want Invalid with %q", c.typed, err, msg, c.uk)
		}
		if en := model.Message(err, i18n.En); strings.ContainsAny(en, "абвгдеєжзиіїйклмнопрстуфхцчшщьюя") {
			t.Errorf("%s: Ukrainian in the English message %q", c.typed, en)
		}
		v, err := d.svc.Pairings.Round(bg, tr.ID, 1)
		if err != nil {
			t.Fatal(err)
		}
		if v.Boards[0].Result != model.NoGameResult {
			t.Fatalf("%s: board 1 has %v after the refusal", c.typed, v.Boards[0].Result)
		}
	}
}

// TestParseGameResult_Sides: the two-sided forms read as the results they
// name, and every result reads back from the form the screens show.
func TestParseGameResult_Sides(t *testing.T) {
	for typed, want := range map[string]model.GameResult{
		"½-0": model.WhiteHalfBlackZero, "1/2-0": model.WhiteHalfBlackZero, "0.5:0": model.WhiteHalfBlackZero, "=0": model.WhiteHalfBlackZero,
		"0-½": model.WhiteZeroBlackHalf, "0 - 0.5": model.WhiteZeroBlackHalf, "0-0": model.BothLost, "00": model.BothLost,
		"W/L": model.WhiteWonUnrated, "wl": model.WhiteWonUnrated, "D/D": model.DrawnUnrated, "l-w": model.BlackWonUnrated,
		"1/0": model.WhiteWon, "==": model.Drawn, "0/1": model.BlackWon,
	} {
		if got, ok := model.ParseGameResult(typed); !ok || got != want {
			t.Errorf("%q read as %v %v, want %v", typed, got, ok, want)
		}
	}
	for _, r := range append([]model.GameResult{model.WhiteWon, model.Drawn, model.BlackWon, model.WhiteWonForfeit,
		model.BlackWonForfeit, model.DoubleForfeit}, model.MoreResults()...) {
		w, b := r.Codes()
		if got, ok := model.ParseGameResult(r.String()); !ok || got != r || model.ResultOf(w, b) != r {
			t.Errorf("%v: %q reads as %v %v; codes %q/%q give %v", r, r.String(), got, ok, w, b, model.ResultOf(w, b))
		}
	}
}
