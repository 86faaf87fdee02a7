package tournaments

import (
	"context"
	"fmt"
	"sort"

	"arbiter/engine/knockout"
	"arbiter/model"
)

// bracket is a knockout rebuilt from the seeds (start numbers) and the
// stored games, replayed round by round through engine/knockout.
type bracket struct {
	f       knockout.Format
	b       *knockout.Bracket
	matches [][]*knockout.Match // nil where the pair is not complete
	games   map[[2]int][]model.KnockoutGame
	arm     map[[2]int]model.ArmageddonColours // the Armageddon colours chosen, by (round, pair)
}

func (s *Service) bracket(ctx context.Context, l *loaded) (*bracket, error) {
	const op = "Knockout"
	if !l.isKnockout() {
		return nil, invalid(op, model.Msg("This is not a knockout."))
	}
	kf, err := ParseKnockoutFormat(l.t.Knockout)
	if err != nil {
		return nil, err
	}
	if len(l.entries) < 2 {
		return nil, model.Errorf(model.Conflict, op, model.Msg("A bracket needs at least 2 players."), nil)
	}
	k := &bracket{f: knockout.Format{Games: kf.Games, TieBreaks: kf.TieBreaks, Armageddon: kf.Armageddon},
		games: map[[2]int][]model.KnockoutGame{}, arm: map[[2]int]model.ArmageddonColours{}}
	seeds := make([]int, len(l.entries))
	for i, e := range l.entries {
		seeds[i] = e.StartNo
	}
	if k.b, err = knockout.NewBracket(seeds); err != nil {
		return nil, model.Errorf(model.Internal, op, model.Msg("Could not build the bracket."), err)
	}
	stored, err := l.st.KnockoutGames(ctx, l.t.ID)
	if err != nil {
		return nil, err
	}
	for _, g := range stored {
		key := [2]int{g.Round, g.Pair}
		k.games[key] = append(k.games[key], g)
	}
	arm, err := l.st.ArmageddonColours(ctx, l.t.ID)
	if err != nil {
		return nil, err
	}
	for _, c := range arm {
		k.arm[[2]int{c.Round, c.Pair}] = c
	}
	for r := range k.b.Rounds {
		k.matches = append(k.matches, make([]*knockout.Match, len(k.b.Rounds[r])))
		for i, p := range k.b.Rounds[r] {
			if p.A == 0 || p.B == 0 {
				continue
			}
			m, err := knockout.NewMatch(p.A, p.B, k.whiteFirst(l.t, r, i) == p.A, k.f)
			if err != nil {
				return nil, model.Errorf(model.Internal, op, model.Msg("Could not rebuild a mini-match."), err)
			}
			key := [2]int{r + 1, i + 1}
			if c, ok := k.arm[key]; ok && (c.White == p.A || c.White == p.B) {
				m.ArmageddonWhite = c.White
			}
			for _, g := range k.games[key] {
				if g.Stage == knockout.ArmageddonStage && m.ArmageddonWhite == 0 {
					m.ArmageddonWhite = g.White // a game recorded before the colours were kept apart
				}
			}
			for _, g := range k.games[[2]int{r + 1, i + 1}] {
				if err := m.Record(knockout.Points(g.WhitePoints)); err != nil {
					return nil, model.Errorf(model.Internal, op, model.Msg("The stored mini-match games are inconsistent."), err)
				}
			}
			k.matches[r][i] = m
			if w := m.Winner(); w != 0 {
				if err := k.b.SetWinner(r, i, w); err != nil {
					return nil, model.Errorf(model.Internal, op, model.Msg("Could not advance the winner."), err)
				}
			}
		}
	}
	return k, nil
}

// whiteFirst is the start number with White in the first game of match i
// of round r (0-based): the colour the stored first game was played with;
// before it, by the tournament's rule for the better seed (Bracket.Better:
// the lower seed, whoever came from the upper line): by lot (seed 004 §5,
// engine/knockout.FirstColourByLot), or the fixed rule (White, or Black
// with InitialColour "black"). 0 while the pair is not complete.
func (k *bracket) whiteFirst(t model.Tournament, r, i int) int {
	if gs := k.games[[2]int{r + 1, i + 1}]; len(gs) > 0 {
		return gs[0].White
	}
	better, other := k.b.Better(r, i)
	betterWhite := t.InitialColour != "black"
	if t.InitialColour == model.ColourByLot {
		betterWhite = knockout.FirstColourByLot(t.ColourSeed, r+1, i+1)
	}
	if betterWhite {
		return better
	}
	return other
}

// armageddonPending reports whether the next game of match i of round r
// (0-based) is its Armageddon and its colours are not chosen yet.
func (k *bracket) armageddonPending(r, i int) bool {
	m := k.matches[r][i]
	if m == nil {
		return false
	}
	g, ok := m.Next()
	_, chosen := k.arm[[2]int{r + 1, i + 1}]
	return ok && g.Stage == knockout.ArmageddonStage && !chosen
}

// progress returns the number of bracket rounds with games and the number
// of rounds whose every match is decided.
func (k *bracket) progress() (played, decided int) {
	for r, pairs := range k.b.Rounds {
		done := true
		for i, p := range pairs {
			if len(k.games[[2]int{r + 1, i + 1}]) > 0 {
				played = r + 1
			}
			done = done && p.Winner != 0
		}
		if done && decided == r {
			decided = r + 1
		}
	}
	return played, decided
}

func (s *Service) knockoutView(ctx context.Context, id model.TournamentID) (*model.KnockoutView, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	k, err := s.bracket(ctx, l)
	if err != nil {
		return nil, err
	}
	kf, _ := ParseKnockoutFormat(l.t.Knockout)
	v := &model.KnockoutView{Format: kf, Champion: k.b.Champion(), ColourLot: l.t.InitialColour == model.ColourByLot, ColourSeed: l.t.ColourSeed}
	none := map[int]int{}
	for r, pairs := range k.b.Rounds {
		var row []model.KnockoutMatch
		for i, p := range pairs {
			first := k.whiteFirst(l.t, r, i)
			better, _ := k.b.Better(r, i)
			km := model.KnockoutMatch{Round: r + 1, Pair: i + 1, A: l.boardPlayer(p.A, none), B: l.boardPlayer(p.B, none),
				Games: k.games[[2]int{r + 1, i + 1}], Winner: p.Winner, AWhiteFirst: first != 0 && first == p.A,
				WhiteFirst: first, Better: better, ArmageddonPending: k.armageddonPending(r, i)}
			if c, ok := k.arm[[2]int{r + 1, i + 1}]; ok {
				km.Armageddon = &c
			}
			if v.ColourLot {
				km.LotSeed = knockout.MatchLotSeed(l.t.ColourSeed, r+1, i+1)
			}
			for _, g := range km.Games {
				if g.White == p.A {
					km.ScoreA, km.ScoreB = km.ScoreA+g.WhitePoints, km.ScoreB+2-g.WhitePoints
				} else {
					km.ScoreB, km.ScoreA = km.ScoreB+g.WhitePoints, km.ScoreA+2-g.WhitePoints
				}
			}
			if m := k.matches[r][i]; m != nil && !km.ArmageddonPending {
				if g, ok := m.Next(); ok {
					km.Next = &model.KnockoutGame{TournamentID: id, Round: r + 1, Pair: i + 1, No: len(km.Games) + 1,
						Stage: g.Stage, White: g.White, Black: g.Black}
				}
			}
			row = append(row, km)
		}
		v.Rounds = append(v.Rounds, row)
	}
	return v, nil
}

// knockoutRound is Pairings.PairNext of a knockout: the bracket is fixed
// by the seeds, so it lists the next game of every match ready to play.
func (s *Service) knockoutRound(ctx context.Context, l *loaded) (model.RoundView, error) {
	k, err := s.bracket(ctx, l)
	if err != nil {
		return model.RoundView{}, err
	}
	none := map[int]int{}
	pending := 0
	for r := range k.b.Rounds {
		v := model.RoundView{Round: r + 1}
		for i := range k.b.Rounds[r] {
			if k.armageddonPending(r, i) {
				pending++ // no colours yet: not on the board list
				continue
			}
			if m := k.matches[r][i]; m != nil {
				if g, ok := m.Next(); ok {
					v.Boards = append(v.Boards, model.Board{No: i + 1, White: l.boardPlayer(g.White, none), Black: l.boardPlayer(g.Black, none)})
				}
			}
		}
		if len(v.Boards) > 0 {
			return v, nil
		}
	}
	if pending > 0 {
		return model.RoundView{}, model.Errorf(model.Conflict, "PairNextRound", model.Msg("Choose the colours of the Armageddon first (by lot or by the director)."), nil)
	}
	return model.RoundView{}, model.Errorf(model.Conflict, "PairNextRound", model.Msg("Every match of the bracket is decided."), nil)
}

func (s *Service) recordKnockoutGame(ctx context.Context, id model.TournamentID, r, pair, wp int) error {
	const op = "RecordKnockoutGame"
	if wp < 0 || wp > 2 {
		return invalid(op, model.Msg("White's points: 2 win, 1 draw, 0 loss."))
	}
	return s.inTx(ctx, func(tx *Service) error {
		l, k, m, err := tx.knockoutMatch(ctx, id, op, r, pair)
		if err != nil {
			return err
		}
		g, ok := m.Next()
		if !ok {
			return model.Errorf(model.Conflict, op, model.Msg("The match is already decided."), nil)
		}
		if k.armageddonPending(r-1, pair-1) {
			return model.Errorf(model.Conflict, op, model.Msg("Choose the colours of the Armageddon first (by lot or by the director)."), nil)
		}
		n := len(k.games[[2]int{r, pair}]) + 1
		return l.st.AddKnockoutGame(ctx, model.KnockoutGame{TournamentID: id, Round: r, Pair: pair, No: n, Stage: g.Stage,
			White: g.White, Black: g.Black, WhitePoints: wp})
	})
}

// knockoutMatch loads an open knockout tournament, its bracket and the
// mini-match pair of round r, refusing a match that does not exist or
// whose players are not known yet.
func (s *Service) knockoutMatch(ctx context.Context, id model.TournamentID, op string, r, pair int) (*loaded, *bracket, *knockout.Match, error) {
	l, err := s.loadOpen(ctx, id, op)
	if err != nil {
		return nil, nil, nil, err
	}
	k, err := s.bracket(ctx, l)
	if err != nil {
		return nil, nil, nil, err
	}
	if r < 1 || r > len(k.b.Rounds) || pair < 1 || pair > len(k.b.Rounds[r-1]) {
		return nil, nil, nil, invalid(op, model.Msg("There is no match %d in round %d.", pair, r))
	}
	m := k.matches[r-1][pair-1]
	if m == nil {
		return nil, nil, nil, invalid(op, model.Msg("The players of this match are not known yet."))
	}
	return l, k, m, nil
}

func (s *Service) unpairKnockout(ctx context.Context, l *loaded, confirm bool) error {
	const op = "UnpairRound"
	gs, err := l.st.KnockoutGames(ctx, l.t.ID)
	if err != nil {
		return err
	}
	last := 0
	for _, g := range gs {
		last = max(last, g.Round)
	}
	if last == 0 {
		return model.Errorf(model.Conflict, op, model.Msg("The bracket has no games yet."), nil)
	}
	n := 0
	for _, g := range gs {
		if g.Round == last {
			n++
		}
	}
	if !confirm {
		return model.Errorf(model.Conflict, op, model.Msg("Round %d of the bracket has %d games. Confirm to delete them.", last, n), nil)
	}
	if err := l.st.DeleteKnockoutGames(ctx, l.t.ID, last); err != nil {
		return err
	}
	if err := l.st.DeleteArmageddonColours(ctx, l.t.ID, last, 0); err != nil {
		return err
	}
	return s.audit(ctx, l, last, "unpair", fmt.Sprintf("Партії кола %d сітки видалено (%d).", last, n))
}

// knockoutStandings places the players by the round they went out in: the
// winner 1, the finalist 2, the semi-finalists share 3–4, and so on.
func (s *Service) knockoutStandings(ctx context.Context, l *loaded) (*model.StandingsView, error) {
	k, err := s.bracket(ctx, l)
	if err != nil {
		return nil, err
	}
	reached, points := map[int]int{}, map[int]int{}
	for r, pairs := range k.b.Rounds {
		for i, p := range pairs {
			for _, no := range []int{p.A, p.B} {
				if no != 0 {
					reached[no] = r + 1
				}
			}
			for _, g := range k.games[[2]int{r + 1, i + 1}] {
				points[g.White] += g.WhitePoints
				points[g.Black] += 2 - g.WhitePoints
			}
		}
	}
	if c := k.b.Champion(); c != 0 {
		reached[c] = len(k.b.Rounds) + 1
	}
	order := make([]int, 0, len(l.entries))
	for _, e := range l.entries {
		order = append(order, e.StartNo)
	}
	sort.SliceStable(order, func(i, j int) bool { return reached[order[i]] > reached[order[j]] })
	v := &model.StandingsView{Round: len(k.b.Rounds)}
	clubs := map[model.ClubID]string{} // club names, each read once
	for i := 0; i < len(order); {
		j := i
		for j < len(order) && reached[order[j]] == reached[order[i]] {
			j++
		}
		for _, no := range order[i:j] {
			e := l.entry(no)
			if _, ok := clubs[e.ClubID]; !ok && e.ClubID != 0 {
				if c, err := s.store.Club(ctx, e.ClubID); err == nil {
					clubs[e.ClubID] = c.Name
				}
			}
			row := model.StandingsRow{PlaceFrom: i + 1, PlaceTo: j, StartNo: no, PlayerID: e.PlayerID,
				Name: l.players[e.PlayerID].ShortName(), Club: clubs[e.ClubID], Rating: e.Rating,
				Points: points[no], PointsText: pointsText(points[no])}
			row.Place = fmt.Sprint(row.PlaceFrom)
			if j > i+1 {
				row.Place = fmt.Sprintf("%d–%d", i+1, j)
			}
			v.Rows = append(v.Rows, row)
		}
		i = j
	}
	return v, nil
}

// knockoutFinal is the final standings of a knockout; before the final is
// decided only with confirm.
func (s *Service) knockoutFinal(ctx context.Context, l *loaded, confirm bool) (*model.StandingsView, error) {
	k, err := s.bracket(ctx, l)
	if err != nil {
		return nil, err
	}
	if k.b.Champion() == 0 && !confirm {
		return nil, model.Errorf(model.Conflict, "FinishTournament", model.Msg("The final is not decided yet. Confirm finishing early."), nil)
	}
	return s.knockoutStandings(ctx, l)
}

func (s *Service) undoKnockoutGame(ctx context.Context, id model.TournamentID, r, pair int) error {
	const op = "UndoKnockoutGame"
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		k, err := tx.bracket(ctx, l)
		if err != nil {
			return err
		}
		games := k.games[[2]int{r, pair}]
		if len(games) == 0 {
			return invalid(op, model.Msg("Match %d of round %d has no games.", pair, r))
		}
		if r < len(k.b.Rounds) && len(k.games[[2]int{r + 1, (pair + 1) / 2}]) > 0 {
			return model.Errorf(model.Conflict, op, model.Msg("The winner of this match already plays in the next round; undo those games first."), nil)
		}
		last := games[len(games)-1]
		if err := l.st.DeleteKnockoutGame(ctx, last); err != nil {
			return err
		}
		if _, chosen := k.arm[[2]int{r, pair}]; chosen && last.Stage != knockout.ArmageddonStage {
			// the Armageddon is no longer next: its colours go with it
			if err := l.st.DeleteArmageddonColours(ctx, l.t.ID, r, pair); err != nil {
				return err
			}
		}
		return tx.audit(ctx, l, r, "undo-knockout-game", fmt.Sprintf("Коло %d, міні-матч %d: видалено партію %d (%s – %s, %s).",
			r, pair, last.No, l.name(last.White), l.name(last.Black), pointsText(last.WhitePoints)))
	})
}
