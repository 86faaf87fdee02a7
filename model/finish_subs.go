package model

// SubDiplomas are the diplomas of a finished tournament's sub-standings
// (joint events, seed 004 §8, §10, §17: the boys' and the girls'
// winners and prize-winners get diplomas and medals of their degrees):
// each sub-standings of the final table with its players placed 1–3
// (shared places included), the tables nobody is placed in left out.
func (r FinishReport) SubDiplomas() []SubStandings {
	if r.Standings == nil {
		return nil
	}
	var out []SubStandings
	for _, sub := range r.Standings.Subs {
		w := SubStandings{Key: sub.Key, Title: sub.Title}
		for _, row := range sub.Rows {
			if row.PlaceFrom >= 1 && row.PlaceFrom <= 3 {
				w.Rows = append(w.Rows, row)
			}
		}
		if len(w.Rows) > 0 {
			out = append(out, w)
		}
	}
	return out
}
