package tournaments_test

import (
	"strconv"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/fide"
)

// The FIDE checklist's questions on unrated players in rating-based
// tie-breaks (FIDE C.02, VCL4THP.13 Q208–209; C.07 art. 10;
// model/unrated_rating.go; docs/vcl.md).

// unratedRR4 is a 4-player round robin (FIDE mode, tie-breaks ARO and
// TPR) of three rated players, 2400, 2380, 2360 (no. 1–3), and an unrated
// one (no. 4), played by tiedPairs: no. 1 and 2 on 2½, no. 3 and 4 on ½.
func unratedRR4(t *testing.T) (*dayEnv, model.TournamentID) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin, TieBreaks: "ARO,TPR"})
	unrated, err := d.svc.Players.Create(bg, model.Player{Surname: "Безрейтинговий", Name: "Гравець", BirthDate: model.NewDate(2012, 4, 5), Gender: model.Male}, model.SaveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	d.register(tr.ID, append(d.players(3, true), unrated.ID))
	d.pair(tr.ID)
	for r := 1; r <= 3; r++ {
		d.playBy(tr.ID, r, tiedPairs)
	}
	return d, tr.ID
}

// valuesOf is "no:place:ARO/TPR" of every row.
func valuesOf(v *model.StandingsView) string {
	var out []string
	for _, r := range v.Rows {
		out = append(out, strings.Join(append([]string{strconv.Itoa(r.StartNo), r.Place}, r.Values...), ":"))
	}
	return strings.Join(out, " ")
}

// TestVCL_Q208_UnratedLeaveRatingTieBreaksOut: by default (C.07 art. 10,
// the regulations defining no other way) an unrated player in the
// tournament leaves ARO and TPR undefined for everybody: they separate
// nobody ("-" in the table), so no. 1 and 2 share 1–2.
func TestVCL_Q208_UnratedLeaveRatingTieBreaksOut(t *testing.T) {
	d, id := unratedRR4(t)
	if r, err := d.svc.UnratedRatings().Get(bg, id); err != nil || r != 0 {
		t.Fatalf("default: %d, %v", r, err)
	}
	if got := valuesOf(standingsOf(t, d, id)); got != "1:1–2:-:- 2:1–2:-:- 3:3–4:-:- 4:3–4:-:-" {
		t.Errorf("standings %s", got)
	}
}

// TestVCL_Q209_UnratedFixedRating: the regulations' fixed rating (here
// 1000) is counted for the unrated player. Worked values: no. 1 met 2380,
// 2360 and 1000: ARO 5740/3 = 1913.3 → 1913, TPR 1913 + dp(2½/3 = .83) =
// 1913 + 273 = 2186; no. 2: 5760/3 = 1920, 1920 + 273 = 2193; no. 3:
// 5780/3 = 1926.7 → 1927, 1927 + dp(.17) = 1927 − 273 = 1654; no. 4 met
// the three rated: 7140/3 = 2380, 2380 − 273 = 2107. So no. 2 is first
// and no. 4 third. After round 1 the change is a Level 4 warning in FIDE
// mode and a Tie-breaks event; none goes back to C.07's rule.
func TestVCL_Q209_UnratedFixedRating(t *testing.T) {
	d, id := unratedRR4(t)
	ur := d.svc.UnratedRatings()
	err := ur.Set(bg, id, 1000, fide.Ack{})
	if p, ok := fide.AsPending(err); !ok || p.Warnings[0].Level != fide.Changes || p.Warnings[0].Code != "unrated-rating-change" {
		t.Fatalf("unconfirmed: %v", err)
	}
	if r, _ := ur.Get(bg, id); r != 0 {
		t.Fatalf("an unconfirmed change was stored: %d", r)
	}
	if err := ur.Set(bg, id, 1000, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if got := valuesOf(standingsOf(t, d, id)); got != "2:1:1920:2193 1:2:1913:2186 4:3:2380:2107 3:4:1927:1654" {
		t.Errorf("standings %s", got)
	}
	// no TRF-2026 record has it: a ### comment line, read back on import
	text := trf26(t, d, id)
	if !strings.Contains(text, "\n### Unrated rating: 1000\n") {
		t.Errorf("TRF lacks the unrated rating:\n%s", text)
	}
	if r, err := ur.Get(bg, importText(t, d, text, "Копія").ID); err != nil || r != 1000 {
		t.Errorf("imported: %d, %v", r, err)
	}
	es := history(t, d, id)
	if len(es) != 1 || es[0].Kind != fide.KindTieBreaks || es[0].Text != "rating of unrated players in rating-based tie-breaks none (C.07: left out) -> 1000" {
		t.Errorf("history %+v", es)
	}
	if err := ur.Set(bg, id, model.MaxUnratedRating+1, fide.Ack{Confirmed: true}); !model.IsKind(err, model.Invalid) {
		t.Errorf("out of range: %v", err)
	}
	if err := ur.Set(bg, id, 0, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if got := valuesOf(standingsOf(t, d, id)); got != "1:1–2:-:- 2:1–2:-:- 3:3–4:-:- 4:3–4:-:-" {
		t.Errorf("back to C.07: %s", got)
	}
}
