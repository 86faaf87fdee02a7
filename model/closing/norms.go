package closing

import (
	"context"
	"errors"
	"log"
	"sort"
	"strings"

	"arbiter/engine/norm"
	"arbiter/engine/season"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/i18n"
)

// NormRow is one player's line of the norm list.
type NormRow struct {
	PlayerID model.PlayerID
	StartNo  int
	Name     string // full name
	Title    string // held at the closing
	Norm     season.Level
	Check    norm.Check // the check behind Norm, or the nearest missed one (Level "" if none possible)
	Games    int
	Score    int
	// CandidatePoints held before this tournament.
	CandidatePoints int
	Warnings        []model.Text
}

// NormReport is the norm list of one tournament.
type NormReport struct {
	Tournament model.Tournament
	FieldK     int // tenths
	Players    int
	Table      norm.Table
	Rows       []NormRow // by start number
	// Panel is the judging panel the ЄСКУ rule was checked against (§1.1
	// of norms.md); nil when none is recorded, and then PanelNote says the
	// rule was not checked.
	Panel []Judge
}

// PanelNote is the report's line on the judging panel, in lang: who
// judged and whether the panel lets the norms count.
func (r *NormReport) PanelNote(lang model.Lang) string { return r.panelNote(lang) }

// PanelNoteUk is PanelNote in Ukrainian, as the printouts have it.
func (r *NormReport) PanelNoteUk() string { return r.panelNote(i18n.Uk) }

func (r *NormReport) panelNote(lang model.Lang) string {
	if len(r.Panel) == 0 {
		return lang.Tr("No judging panel is recorded: the ЄСКУ rule (at least 3 judges of the category required) was not checked.")
	}
	p := enginePanel(r.Panel)
	var names []string
	for _, j := range r.Panel {
		who := j.Name
		if j.Role != "" {
			who += ", " + j.Role
		}
		names = append(names, who+" ("+categoryName(j.Category).In(lang)+")")
	}
	var verdict string
	switch {
	case p.ValidFor(season.LevelCMS):
		verdict = lang.Tr("the panel lets every norm count, КМС included")
	case p.ValidFor(season.Level1):
		verdict = lang.Tr("the panel lets razryad norms count, not КМС (3 judges of the 1st category or higher are needed)")
	default:
		verdict = lang.Tr("the panel lets no norm count (3 judges of the 2nd category or higher are needed)")
	}
	return lang.Tr("Judging panel: %s — %s.", strings.Join(names, "; "), verdict)
}

// Made lists the rows with a norm.
func (r *NormReport) Made() []NormRow {
	var out []NormRow
	for _, row := range r.Rows {
		if row.Norm != "" {
			out = append(out, row)
		}
	}
	return out
}

// Norms computes the norm list of a tournament (finished or not: a
// preview) with its season's table.
func (s *Service) Norms(ctx context.Context, id model.TournamentID) (*NormReport, error) {
	var rep *NormReport
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		var err error
		rep, err = s.norms(ctx, tx, id)
		return err
	})
	return rep, err
}

func (s *Service) norms(ctx context.Context, tx Tx, id model.TournamentID) (*NormReport, error) {
	const op = "Norms"
	st := tx.Model()
	t, err := st.Tournament(ctx, id)
	if err != nil {
		return nil, err
	}
	tab, err := s.table(ctx, tx, t.SeasonID)
	if err != nil {
		return nil, err
	}
	entries, err := st.Entries(ctx, id)
	if err != nil {
		return nil, err
	}
	games, err := st.Games(ctx, id)
	if err != nil {
		return nil, err
	}
	type tally struct {
		games, score int
		opps         []int
	}
	by := map[int]*tally{}
	for _, g := range games {
		if g.Opponent == 0 {
			continue
		}
		pts := 0
		switch g.Result {
		case trf.Win, trf.ShortWin:
			pts = 2
		case trf.Draw, trf.ShortDraw:
			pts = 1
		case trf.Loss, trf.ShortLoss:
		default:
			continue // forfeits and byes are not games (norms.md §3)
		}
		tl := by[g.StartNo]
		if tl == nil {
			tl = &tally{}
			by[g.StartNo] = tl
		}
		tl.games++
		tl.score += pts
		tl.opps = append(tl.opps, g.Opponent)
	}
	rep := &NormReport{Tournament: t, Table: tab}
	places, err := s.normPlaces(ctx, tx, t, entries)
	if err != nil {
		return nil, err
	}
	var ps []norm.Player
	players := map[int]model.Player{}
	points := map[int]int{}
	for _, e := range entries {
		tl := by[e.StartNo]
		if tl == nil {
			continue // never played over the board: not in the field
		}
		p, err := st.Player(ctx, e.PlayerID)
		if err != nil {
			return nil, err
		}
		cp, err := candidatePoints(ctx, tx, p.ID, id)
		if err != nil {
			return nil, err
		}
		rating := p.FIDERating
		if t.RatingUsed != model.RatingNational && e.Rating > 0 {
			rating = e.Rating // the FIDE rating at the start (norms.md §3)
		}
		players[e.StartNo], points[e.StartNo] = p, cp
		// a FIDE title counts as its national equivalent (model.TitleTable)
		ps = append(ps, norm.Player{ID: e.StartNo, Title: model.NationalEquivalent(p.Title), Rating: rating, CandidatePoints: cp,
			Games: tl.games, Score: tl.score, Place: places[e.StartNo], Opponents: tl.opps})
	}
	if len(ps) == 0 {
		return nil, model.Errorf(model.Invalid, op, model.Msg("No game has been played in the tournament: no norms."), ErrNoGames)
	}
	panel, err := tx.Panel(ctx, id)
	if err != nil {
		return nil, err
	}
	rep.Panel = panel
	ev := norm.Event{Level: t.Level, RoundRobin: t.System == model.SystemRoundRobin || t.System == model.SystemDoubleRoundRobin,
		Panel: enginePanel(panel)}
	res, err := norm.Evaluate(tab, ev, ps)
	if err != nil {
		return nil, NormError(op, err)
	}
	rep.FieldK, rep.Players = norm.FieldK(tab, ps), len(ps)
	for _, r := range res {
		p := players[r.ID]
		row := NormRow{PlayerID: p.ID, StartNo: r.ID, Name: p.FullName(), Title: p.Title, Norm: r.Norm, Check: r.Best,
			Games: r.Games, Score: r.Score, CandidatePoints: points[r.ID]}
		for _, w := range r.Warnings {
			row.Warnings = append(row.Warnings, NormWarning(w))
		}
		rep.Rows = append(rep.Rows, row)
	}
	sort.Slice(rep.Rows, func(i, j int) bool { return rep.Rows[i].StartNo < rep.Rows[j].StartNo })
	return rep, nil
}

// normPlaces is the final place each norm check reads (engine/norm.Player:
// a shared place counts as the first of the range): the first place of the
// players level with him on points, so that players tied for first on
// points all have first place (../shared/rules/norms.md §3, «ties count as
// shared first place»), whatever the tie-breaks say. A play-off for first
// place (seed 004 §11) is the exception: once decided, its loser is second.
// A knockout's places come from the bracket, not from points: they are
// kept. Before the finish no place is stored and every place is 0.
func (s *Service) normPlaces(ctx context.Context, tx Tx, t model.Tournament, entries []model.Entry) (map[int]int, error) {
	first := map[int]int{} // points → the best stored place on those points
	for _, e := range entries {
		if t.System == model.SystemKnockout {
			continue
		}
		if e.Place > 0 && (first[e.Points] == 0 || e.Place < first[e.Points]) {
			first[e.Points] = e.Place
		}
	}
	lost := map[int]bool{} // start numbers that lost a play-off for first place
	if len(first) > 0 {
		v, err := s.tours(tx).Tournaments.Playoffs(ctx, t.ID)
		if err != nil {
			return nil, err
		}
		for _, po := range v.Playoffs {
			if po.Decided && po.Place == 1 && po.Winner != 0 {
				lost[po.StartNos[0]+po.StartNos[1]-po.Winner] = true
			}
		}
	}
	out := make(map[int]int, len(entries))
	for _, e := range entries {
		switch {
		case e.Place == 0:
		case first[e.Points] == 0 || lost[e.StartNo]:
			out[e.StartNo] = e.Place
		default:
			out[e.StartNo] = first[e.Points]
		}
	}
	return out, nil
}

func candidatePoints(ctx context.Context, tx Tx, p model.PlayerID, except model.TournamentID) (int, error) {
	ns, err := tx.PlayerNorms(ctx, p)
	n := 0
	for _, r := range ns {
		if r.Level == season.LevelCMSPoints && r.TournamentID != except {
			n++
		}
	}
	return n, err
}

// ErrNoGames marks the Norms error of a tournament without a game played
// over the board.
var ErrNoGames = errors.New("no game played")

// Closing is what finishing a tournament gives: the final standings and
// diplomas (model.FinishReport) and the norm list.
type Closing struct {
	model.FinishReport
	Norms *NormReport // nil when no game was played over the board
}

// Finish finishes the tournament (tournaments.Service.FinishTournament) and
// records the norms fulfilled with the players, in one transaction.
func (s *Service) Finish(ctx context.Context, id model.TournamentID, confirm bool) (Closing, error) {
	var out Closing
	if err := s.st.SaveCopy(ctx, model.BackupBeforeFinish); err != nil {
		log.Printf("arbiter: backup copy (%s): %v", model.BackupBeforeFinish, err) // as model does: the finish goes on
	}
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		rep, err := s.tours(tx).Tournaments.FinishTournament(ctx, id, confirm)
		if err != nil {
			return err
		}
		out.FinishReport = rep
		return s.record(ctx, tx, id, &out)
	})
	return out, err
}

// record computes and stores the norms of a finished tournament.
func (s *Service) record(ctx context.Context, tx Tx, id model.TournamentID, out *Closing) error {
	nr, err := s.norms(ctx, tx, id)
	if errors.Is(err, ErrNoGames) {
		return tx.ReplaceNorms(ctx, id, nil)
	}
	if err != nil {
		return err
	}
	out.Norms = nr
	day := nr.Tournament.EndDate
	if !day.Valid() {
		day = nr.Tournament.StartDate
	}
	var recs []NormRecord
	for _, r := range nr.Made() {
		recs = append(recs, NormRecord{PlayerID: r.PlayerID, TournamentID: id, Level: r.Norm, Games: r.Games, Score: r.Score,
			Needed: r.Check.Needed, K: r.Check.K, Pct: r.Check.Pct, FirstPlace: r.Check.First, MadeOn: day})
	}
	return tx.ReplaceNorms(ctx, id, recs)
}

// Reopen reopens a finished tournament (tournaments.Service.ReopenTournament)
// and removes the norms it recorded, in one transaction.
func (s *Service) Reopen(ctx context.Context, id model.TournamentID) error {
	return s.st.ClosingTx(ctx, func(tx Tx) error {
		if err := s.tours(tx).Tournaments.ReopenTournament(ctx, id); err != nil {
			return err
		}
		return tx.ReplaceNorms(ctx, id, nil)
	})
}

// PlayerNorms lists the norms a player fulfilled, oldest first, and his
// candidate points.
func (s *Service) PlayerNorms(ctx context.Context, id model.PlayerID) ([]NormRecord, int, error) {
	var ns []NormRecord
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		if _, err := tx.Model().Player(ctx, id); err != nil {
			return err
		}
		var err error
		ns, err = tx.PlayerNorms(ctx, id)
		return err
	})
	cp := 0
	for _, r := range ns {
		if r.Level == season.LevelCMSPoints {
			cp++
		}
	}
	return ns, cp, err
}

// NormTable returns a season's norm table (0: no season, the defaults)
// and whether it is the defaults.
func (s *Service) NormTable(ctx context.Context, id model.SeasonID) (norm.Table, bool, error) {
	var t norm.Table
	def := false
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		if id == 0 {
			t, def = norm.Default(), true
			return nil
		}
		if _, err := seasonByID(ctx, tx, id); err != nil {
			return err
		}
		got, ok, err := tx.SeasonNormTable(ctx, id)
		t, def = got, !ok
		if !ok {
			t = norm.Default()
		}
		return err
	})
	return t, def, err
}

func (s *Service) table(ctx context.Context, tx Tx, id model.SeasonID) (norm.Table, error) {
	if id == 0 {
		return norm.Default(), nil
	}
	t, ok, err := tx.SeasonNormTable(ctx, id)
	if !ok && err == nil {
		t = norm.Default()
	}
	return t, err
}

// SetNormTable replaces a season's norm table; a bad row is refused with
// the row named and nothing saved.
func (s *Service) SetNormTable(ctx context.Context, id model.SeasonID, t norm.Table) error {
	const op = "SetNormTable"
	if err := t.Validate(); err != nil {
		return NormError(op, err)
	}
	return s.st.ClosingTx(ctx, func(tx Tx) error {
		if _, err := seasonByID(ctx, tx, id); err != nil {
			return err
		}
		return tx.SetSeasonNormTable(ctx, id, &t)
	})
}

// RestoreNormTable puts the defaults back for the season.
func (s *Service) RestoreNormTable(ctx context.Context, id model.SeasonID) error {
	return s.st.ClosingTx(ctx, func(tx Tx) error {
		if _, err := seasonByID(ctx, tx, id); err != nil {
			return err
		}
		return tx.SetSeasonNormTable(ctx, id, nil)
	})
}

func seasonByID(ctx context.Context, tx Tx, id model.SeasonID) (model.Season, error) {
	ss, err := tx.Model().Seasons(ctx)
	if err != nil {
		return model.Season{}, err
	}
	for _, s := range ss {
		if s.ID == id {
			return s, nil
		}
	}
	return model.Season{}, model.Errorf(model.NotFound, "Season", model.Msg("No season no. %d.", id), nil)
}
