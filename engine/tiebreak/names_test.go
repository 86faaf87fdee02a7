package tiebreak

import "testing"

// TestSpecTRF: the TRF-2026 spelling of a spec, read back by ParseSpec
// (as the code spelling is); malformed modifiers are refused.
func TestSpecTRF(t *testing.T) {
	for sp, want := range map[Spec]string{
		{Code: BH, Cut: 1}:          "BH/C1",
		{Code: KS, Limit: -1}:       "KS/L-1",
		{Code: KS, Limit: 2}:        "KS/L+2",
		{Code: TPN, Reverse: true}:  "TPN/R",
		{Code: RTNG, Reverse: true}: "RTNG/R",
		{Code: SB, Cut: 2}:          "SB/C2",
	} {
		if got := sp.TRF(); got != want {
			t.Errorf("TRF() = %s, want %s", got, want)
		}
		back, err := ParseSpec(want)
		if err != nil || back != sp {
			t.Errorf("ParseSpec(%s) = %v, %v, want %v", want, back, err, sp)
		}
		back, err = ParseSpec(sp.String())
		if err != nil || back != sp {
			t.Errorf("ParseSpec(%s) = %v, %v, want %v", sp.String(), back, err, sp)
		}
	}
	for _, bad := range []string{"KS/L1", "KS/L+0", "BH/L+1", "SB/R", "TPN/R/R", "KS/L+1/L-1", "KS/L+X"} {
		if sp, err := ParseSpec(bad); err == nil {
			t.Errorf("ParseSpec(%s) = %v, want an error", bad, sp)
		}
	}
}
