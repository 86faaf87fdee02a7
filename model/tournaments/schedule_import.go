package tournaments

import (
	"context"

	"arbiter/model"
)

// importSchedule keeps the round dates of an imported file's 132 record
// (TRF-16, FIDE Handbook C.04 Annex 2: «132 Dates of the round») as the
// tournament's round schedule; the dates outside the tournament's days or
// out of order are left out rather than refusing the file, as the record
// is informational.
func (s *Service) importSchedule(ctx context.Context, t model.Tournament, dates []string) error {
	rs := roundsFromTRF(dates)
	if len(rs) == 0 {
		return nil
	}
	sc := model.Schedule{Tournament: t.ID, Rounds: rs}
	if checkSchedule("ImportTRF", t, &sc) != nil {
		return nil
	}
	return s.store.SaveSchedule(ctx, sc)
}
