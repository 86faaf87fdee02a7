package tiebreak

// TRF writes the spec in the TRF-2026 notation of records 202/212:
// "BH/C1", "SB/M1", "PTS", "KS/L-1", "TPN/R".
func (s Spec) TRF() string { return s.spell("/") }
