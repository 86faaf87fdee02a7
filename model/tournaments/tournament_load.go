package tournaments

import (
	"context"
	"strconv"
	"strings"

	"arbiter/engine/halfpoint"
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

// loaded is a tournament with everything the tournament-day actions read.
type loaded struct {
	st      model.TournamentDayStore
	t       model.Tournament
	entries []model.Entry                   // by start number
	players map[model.PlayerID]model.Player // the registry players; after pairSwissOutside their names only (startNames)
	games   []model.RoundGame               // by round, then start number
	paired  int                             // the last round with any row
	lang    model.Lang                      // the language of view text
	ps      *trf.PointSystem                // the point system; nil for 1 / ½ / 0 with the bye worth a win (tournament_scoring.go)
	rule    model.RatingRule                // the rating rule (tournament_rating.go)
}

// load reads a tournament, its registrations with their registry players,
// and its games.
func (s *Service) load(ctx context.Context, id model.TournamentID) (*loaded, error) {
	l, err := s.loadBare(ctx, id)
	if err != nil {
		return nil, err
	}
	if l.players, err = s.entryPlayers(ctx, l.t.ID); err != nil {
		return nil, err
	}
	return l, nil
}

// loadBare is load without the registry players (l.players is empty): the
// tournament, its registrations and its games, all a pairing engine reads.
func (s *Service) loadBare(ctx context.Context, id model.TournamentID) (*loaded, error) {
	st := s.store
	l := &loaded{st: st, players: map[model.PlayerID]model.Player{}, lang: s.lang}
	var err error
	if l.t, err = st.Tournament(ctx, id); err != nil {
		return nil, err
	}
	l.ps = pointSystemOf(l.t)
	if l.rule, err = st.RatingRule(ctx, id); err != nil {
		return nil, err
	}
	if l.entries, err = st.Entries(ctx, id); err != nil {
		return nil, err
	}
	if l.games, err = st.Games(ctx, id); err != nil {
		return nil, err
	}
	for _, g := range l.games {
		l.paired = max(l.paired, g.Round)
	}
	return l, nil
}

// entryPlayers reads the registry players registered in tournament id, in
// one query whatever the size of the registry.
func (s *Service) entryPlayers(ctx context.Context, id model.TournamentID) (map[model.PlayerID]model.Player, error) {
	return byID(s.store.Players(ctx, model.PlayerFilter{Tournament: id}))
}

// byID maps players by their ID (passing err on).
func byID(all []model.Player, err error) (map[model.PlayerID]model.Player, error) {
	if err != nil {
		return nil, err
	}
	out := make(map[model.PlayerID]model.Player, len(all))
	for _, p := range all {
		out[p.ID] = p
	}
	return out, nil
}

// startNames reads the names of l's registered players (EntryNames) while
// the caller goes on: a pairing engine, which reads none of them, works
// meanwhile (docs/pairing-speed.md). wait returns when they are read and puts them in
// l.players, which is empty until then and then holds only what a board
// list shows (l.view). wait must be called once.
func (s *Service) startNames(ctx context.Context, l *loaded) (wait func() error) {
	var players map[model.PlayerID]model.Player
	var err error
	done := make(chan struct{})
	go func() {
		defer close(done)
		players, err = byID(s.store.EntryNames(ctx, l.t.ID))
	}()
	return func() error {
		<-done
		if err == nil {
			l.players = players
		}
		return err
	}
}

// entry returns the registration with start number no, or nil.
func (l *loaded) entry(no int) *model.Entry {
	if no >= 1 && no <= len(l.entries) && l.entries[no-1].StartNo == no {
		return &l.entries[no-1]
	}
	for i := range l.entries {
		if l.entries[i].StartNo == no {
			return &l.entries[i]
		}
	}
	return nil
}

// entryOf returns the registration of a registry player, or nil.
func (l *loaded) entryOf(id model.PlayerID) *model.Entry {
	for i := range l.entries {
		if l.entries[i].PlayerID == id {
			return &l.entries[i]
		}
	}
	return nil
}

// roundGames returns the rows of round r.
func (l *loaded) roundGames(r int) []model.RoundGame {
	var out []model.RoundGame
	for _, g := range l.games {
		if g.Round == r {
			out = append(out, g)
		}
	}
	return out
}

// roundComplete reports whether every game of round r has a result.
func (l *loaded) roundComplete(r int) bool {
	any := false
	for _, g := range l.games {
		if g.Round == r {
			any = true
			if g.Opponent != 0 && (g.Result == trf.NoResult || g.Result == 0) {
				return false
			}
		}
	}
	return any
}

// complete returns the last round r such that rounds 1..r are complete.
func (l *loaded) complete() int {
	r := 0
	for r < l.paired && l.roundComplete(r+1) {
		r++
	}
	return r
}

func (l *loaded) isRoundRobin() bool {
	return l.t.System == model.SystemRoundRobin || l.t.System == model.SystemDoubleRoundRobin
}

func (l *loaded) isKnockout() bool { return l.t.System == model.SystemKnockout }

// name returns "Surname Name" of start number no.
func (l *loaded) name(no int) string {
	if e := l.entry(no); e != nil {
		return l.players[e.PlayerID].ShortName()
	}
	return ""
}

// toTRF builds the TRF of the tournament with rounds 1..upTo of history.
// Points are the scores after upTo rounds.
func (l *loaded) toTRF(upTo int) *trf.Tournament {
	t := &trf.Tournament{Name: l.t.Name, City: l.t.Venue, Federation: "UKR",
		StartDate: slashDate(l.t.StartDate), EndDate: slashDate(l.t.EndDate), TimeControl: l.t.TimeControl,
		Type: trfType(l.t.System), TotalRounds: l.t.Rounds, NumPlayers: strconv.Itoa(len(l.entries))}
	t.InitialColour = trf.InitialWhite
	if l.t.InitialColour == "black" {
		t.InitialColour = trf.InitialBlack
	}
	idx := map[int]int{}
	rated := 0
	for _, e := range l.entries {
		p := l.players[e.PlayerID]
		tp := trf.Player{ID: e.StartNo, Sex: "m", Title: trfTitle(p.Title), Name: trfName(p),
			Rating: e.Rating, Federation: p.Citizenship, BirthDate: slashDate(p.BirthDate)}
		if p.Gender == model.Female {
			tp.Sex = "w"
		}
		if p.FIDEID != 0 {
			tp.FideID = strconv.FormatInt(p.FIDEID, 10)
		}
		if e.Rating > 0 {
			rated++
		}
		tp.Games = make([]trf.Game, upTo)
		for r := range tp.Games {
			tp.Games[r] = trf.Game{Colour: trf.NoColour, Result: trf.NoResult}
		}
		idx[e.StartNo] = len(t.Players)
		t.Players = append(t.Players, tp)
	}
	t.NumRated = strconv.Itoa(rated)
	if l.t.System == model.SystemSwissDutch && l.t.SwissSystem == model.SwissBurstein {
		t.Type = "Swiss Burstein"
	}
	if l.t.System == model.SystemSwissDutch && l.t.Acceleration == model.AccelerationBaku && l.t.Rounds > 0 {
		// The virtual points written out (XXA), so that a TRF-16 export
		// carries them; the engine derives the same ones (swissOptions).
		nos := make([]int, 0, len(l.entries))
		for _, e := range l.entries {
			nos = append(nos, e.StartNo)
		}
		t.Accelerations = swiss.BakuAccelerations(nos, swiss.BakuGroupTRF(len(nos)), l.t.Rounds)
	}
	for _, g := range l.games {
		i, ok := idx[g.StartNo]
		if !ok || g.Round > upTo {
			continue
		}
		c := g.Colour
		if c == 0 {
			c = trf.NoColour
		}
		t.Players[i].Games[g.Round-1] = trf.Game{Opponent: g.Opponent, Colour: c, Result: resultOr(g.Result)}
	}
	t.Scoring = l.ps
	for i := range t.Players {
		t.Players[i].Points = t.ScoreAfter(&t.Players[i], upTo)
	}
	return t
}

func resultOr(r trf.Result) trf.Result {
	if r == 0 {
		return trf.NoResult
	}
	return r
}

func slashDate(d model.Date) string {
	if d.IsZero() {
		return ""
	}
	return strings.ReplaceAll(d.String(), "-", "/")
}

func trfType(system string) string {
	switch system {
	case model.SystemSwissDutch:
		return "Swiss Dutch"
	case model.SystemRoundRobin:
		return "Round robin"
	case model.SystemDoubleRoundRobin:
		return "Double round robin"
	case model.SystemKnockout:
		return "Knockout"
	}
	return system
}

// trfName is "Surname, Name" in Latin letters: the registry's spelling
// when it has one, else the Ukrainian national transliteration of the
// name (resolution no. 55 of 2010, Transliterate), as FIDE files want.
func trfName(p model.Player) string {
	if p.LatinName != "" {
		return p.LatinName
	}
	return model.LatinName(p.Surname, p.Name)
}

// trfTitle writes a FIDE title as TRF-16 columns 11-13 do (g, m, wg, …);
// the Ukrainian qualifications have no TRF code.
func trfTitle(t string) string {
	return map[string]string{"GM": "g", "IM": "m", "WGM": "wg", "FM": "f", "WIM": "wm", "CM": "c",
		"WFM": "wf", "WCM": "wc"}[t]
}

// TRFTitle is trfTitle for the team export (model/teams trf.go).
func TRFTitle(t string) string { return trfTitle(t) }

// pointsText prints half-points as "4½", "½", "0" (halfpoint.Text).
func pointsText(half int) string { return halfpoint.Text(half) }

func errFinished(op string) error {
	return model.Errorf(model.Conflict, op, model.Msg("The tournament is finished; no changes allowed."), nil)
}

// loadOpen loads tournament id for a change by op: a finished tournament
// is refused (errFinished).
func (s *Service) loadOpen(ctx context.Context, id model.TournamentID, op string) (*loaded, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if l.t.Finished {
		return nil, errFinished(op)
	}
	return l, nil
}

func errNotRegistered(op string, id model.PlayerID) error {
	return model.Errorf(model.NotFound, op, model.Msg("Player no. %d is not registered in the tournament.", id), nil)
}

func (l *loaded) isSwiss() bool { return !l.isRoundRobin() && !l.isKnockout() }

func (l *loaded) ratingName() model.Text {
	if l.t.RatingUsed == model.RatingNational {
		return model.Msg("national rating")
	}
	return model.Msg("FIDE rating (in a sentence)")
}

// points is one round's points under the tournament's system.
func (l *loaded) points(g trf.Game) int {
	if l.ps == nil {
		return g.Points()
	}
	return l.ps.Of(g)
}

// koStarted reports whether a knockout's bracket has any game: from then
// on the seeds are fixed.
func (l *loaded) koStarted(ctx context.Context) (bool, error) {
	if !l.isKnockout() {
		return false, nil
	}
	gs, err := l.st.KnockoutGames(ctx, l.t.ID)
	return len(gs) > 0, err
}
