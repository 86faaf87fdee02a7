package check

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
)

// ErrNoTieBreaks: the file has no tie-break list (TRF-2026 record 202 or
// 212) and none was given.
var ErrNoTieBreaks = errors.New("check: no tie-break list (TRF-2026 record 202 or 212)")

// TieBreakList returns the tie-break list of a TRF-2026 file as written:
// record 202, or else record 212 without its leading PTS. ok is false when
// the file has neither.
func TieBreakList(t *trf.Tournament) (list string, ok bool) {
	var r212 string
	for _, o := range t.Other {
		if len(o) < 3 {
			continue
		}
		rest := strings.TrimSpace(o[3:])
		switch o[:3] {
		case "202":
			return rest, true
		case "212":
			if r212 == "" {
				r212 = rest
			}
		}
	}
	if r212 == "" {
		return "", false
	}
	fields := strings.Split(r212, ",")
	if strings.EqualFold(strings.TrimSpace(fields[0]), "PTS") {
		fields = fields[1:]
	}
	return strings.Join(fields, ","), true
}

// Misplaced is one player whose place in the file (the 001 rank column)
// does not follow the tie-break list: the list puts him in Place..Last.
type Misplaced struct {
	Player   int
	FileRank int // 0: the file gives no rank
	Place    int
	Last     int
	// Row is the player's standing (points and every value of the list).
	Row tiebreak.Standing
	// Other is the player the list puts at FileRank (nil when FileRank is
	// 0 or past the last place), with his own rank in the file.
	Other         *tiebreak.Standing
	OtherFileRank int
}

// StandingsReport is the result of Standings.
type StandingsReport struct {
	Round     int
	List      []tiebreak.Spec
	Standings *tiebreak.Standings
	Misplaced []Misplaced
}

// Standings ranks the tournament after round r (1..last paired round) by
// points and the tie-break list (C.07 art. 4.2; the edition from the 042
// start date as tiebreak.EditionFor reads it) and compares every player's
// rank in the file with it. Players the list leaves tied may stand in any
// order inside their shared places (the order of lots, C.07 art. 4.2), or
// share the first of them. A Misplaced is reported for every player whose
// file rank is outside his places, or missing.
func Standings(t *trf.Tournament, r int, list []tiebreak.Spec) (*StandingsReport, error) {
	if last := t.LastPairedRound(); r < 1 || r > last {
		return nil, fmt.Errorf("check: round %d: the file has rounds 1 to %d", r, last)
	}
	tt, err := tiebreak.FromTRF(t)
	if err != nil {
		return nil, err
	}
	tt.Rounds = r
	st, err := tiebreak.Rank(tt, list, tiebreak.Options{})
	if err != nil {
		return nil, err
	}
	rep := &StandingsReport{Round: r, List: list, Standings: st}
	fileRank := map[int]int{}
	for i := range t.Players {
		fileRank[t.Players[i].ID] = t.Players[i].Rank
	}
	// at[k] is the standing the list puts at place k (the first of a
	// shared group stands for all its places).
	at := make([]*tiebreak.Standing, len(st.Rows)+1)
	for i := range st.Rows {
		row := &st.Rows[i]
		for k := row.Place; k <= row.Last; k++ {
			if at[k] == nil {
				at[k] = row
			}
		}
	}
	for _, row := range st.Rows {
		fr := fileRank[row.ID]
		if fr >= row.Place && fr <= row.Last {
			continue
		}
		m := Misplaced{Player: row.ID, FileRank: fr, Place: row.Place, Last: row.Last, Row: row}
		if fr >= 1 && fr < len(at) {
			m.Other = at[fr]
			m.OtherFileRank = fileRank[at[fr].ID]
		}
		rep.Misplaced = append(rep.Misplaced, m)
	}
	sort.SliceStable(rep.Misplaced, func(i, j int) bool { return rep.Misplaced[i].FileRank < rep.Misplaced[j].FileRank })
	return rep, nil
}

// Describe writes one misplaced player with the values that decide his
// place: his and the other player's points and tie-breaks, up to the first
// that differs.
func (m Misplaced) Describe(list []tiebreak.Spec) string {
	places := fmt.Sprint(m.Place)
	if m.Last > m.Place {
		places = fmt.Sprintf("%d-%d", m.Place, m.Last)
	}
	if m.FileRank == 0 {
		return fmt.Sprintf("player %d has no rank in the file; the tie-break list places him %s", m.Player, places)
	}
	head := fmt.Sprintf("player %d is ranked %d in the file, the tie-break list places him %s", m.Player, m.FileRank, places)
	if m.Other == nil {
		return head + fmt.Sprintf(" (rank %d is past the last place)", m.FileRank)
	}
	o := m.Other
	var parts []string
	cmp := func(name, a, b string, c int) bool {
		rel := "="
		switch {
		case c > 0:
			rel = ">"
		case c < 0:
			rel = "<"
		}
		parts = append(parts, fmt.Sprintf("%s %s %s %s", name, a, rel, b))
		return c != 0
	}
	decided := cmp("PTS", tiebreak.Half(m.Row.Points).String(), tiebreak.Half(o.Points).String(), int(m.Row.Points)-int(o.Points))
	for k := 0; !decided && k < len(list) && k < len(m.Row.Values) && k < len(o.Values); k++ {
		a, b := m.Row.Values[k], o.Values[k]
		decided = cmp(list[k].TRF(), a.String(), b.String(), a.Cmp(b))
	}
	by := "the list"
	if !decided {
		by = "the direct encounter of their group"
	}
	return head + fmt.Sprintf(" — against player %d (ranked %d in the file, placed %d), decided by %s: %s",
		o.ID, m.OtherFileRank, o.Place, by, strings.Join(parts, ", "))
}
