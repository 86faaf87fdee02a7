package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/i18n"
)

// testdata/trf2006_gaps.trf is an 8-player, 3-round Swiss that Arbiter
// exported (arbiter-cli demo-tournament --players 8 --rounds 3 --play 3,
// then tournament export-trf) with the lines TRF-2006 does not have taken
// out: XXR, XXC, the 092 system, the 052 end date and 132 round dates.
// Round 1 is 1–5, 2–6, 3–7, 4–8 with player 1 White.
func readGapsFile(t *testing.T) *trf.Tournament {
	t.Helper()
	f, err := trf.ReadFile("testdata/trf2006_gaps.trf")
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestVCL_Q47_TRF2006Import: a TRF-2006 file (no XX lines, no system, no
// end date) imports as a tournament that can be run on, and every value
// the file did not give is reported with where it came from (Q48, Q50).
func TestVCL_Q47_TRF2006Import(t *testing.T) {
	for _, tc := range []struct {
		name   string
		flip   bool // round 1's colours swapped: player 1 Black
		colour string
	}{
		{"player 1 White in round 1", false, "white"},
		{"player 1 Black in round 1", true, "black"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDayEnv(t)
			f := readGapsFile(t)
			if tc.flip {
				for i := range f.Players {
					g := &f.Players[i].Games[0]
					g.Colour = map[trf.Colour]trf.Colour{trf.White: trf.Black, trf.Black: trf.White}[g.Colour]
				}
			}
			rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2026, 12, 8), Name: "TRF-2006", Source: "trf2006_gaps.trf", TRF: f})
			if err != nil {
				t.Fatal(err)
			}
			tn := rep.Tournament
			if tn.Rounds != 3 || tn.System != model.SystemSwissDutch || tn.InitialColour != tc.colour || tn.EndDate != tn.StartDate {
				t.Errorf("imported %+v", tn)
			}
			want := []string{"number of rounds", "pairing system", "initial colour", "tie-break list", "end date"}
			if len(rep.Adjusted) != len(want) {
				t.Fatalf("adjustments %v, want %d", rep.Adjusted, len(want))
			}
			for i, w := range want {
				if !strings.Contains(rep.Adjusted[i].Key, w) {
					t.Errorf("adjustment %d is %q, want one on the %s", i, rep.Adjusted[i].Key, w)
				}
			}
			if got := rep.Adjusted[2].In(i18n.En); !strings.Contains(got, ": "+tc.colour+", the colour of the highest-ranked player") {
				t.Errorf("initial colour reported as %q", got)
			}
			if got := rep.Adjusted[0].In(i18n.En); !strings.Contains(got, ": 3, the rounds it holds") {
				t.Errorf("rounds reported as %q", got)
			}
		})
	}
}

// TestVCL_Q50_NoGapNoReport: the same file with everything TRF-2026 and
// the XX lines give imports with nothing reported.
func TestVCL_Q50_NoGapNoReport(t *testing.T) {
	d := newDayEnv(t)
	f := readGapsFile(t)
	f.TotalRounds, f.InitialColour, f.Type, f.EndDate = 3, trf.InitialWhite, "Swiss Dutch", "2026/12/09"
	f.Other = append(f.Other, "202 BH,WIN,DE")
	rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2026, 12, 8), Name: "TRF-2026", Source: "full.trf", TRF: f})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Adjusted) != 0 {
		t.Errorf("adjustments %v for a file that gives everything", rep.Adjusted)
	}
	if rep.Tournament.TieBreaks != "BH,WIN,DE" || rep.Tournament.EndDate != model.NewDate(2026, 12, 9) {
		t.Errorf("imported %+v", rep.Tournament)
	}
}
