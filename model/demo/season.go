package demo

import (
	"context"
	"fmt"
	"sort"
	"time"

	"arbiter/engine/season"
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/engine/trfgen"
	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/model/seasons"
)

// SeasonReport says what Season created.
type SeasonReport struct {
	Registry    registry.ImportResult // the demo registry, when the file was empty
	Cohort      int                   // players of the 2010 cohort added to the registry
	Tournaments []model.TRFImportReport
}

// demoEvent is one played tournament of the demo season.
type demoEvent struct {
	name    string
	date    model.Date
	cup     season.Cup
	level   season.Level
	players int
	rounds  int
}

// demoEvents are the five Golden Cup qualifiers of regulation 000 and three
// Silver Cup rapids (the Silver Cup's calendar is not among the seeds).
func demoEvents() []demoEvent {
	var out []demoEvent
	sizes := []int{24, 20, 26, 22, 28}
	for i, t := range seasons.Calendar2010() {
		out = append(out, demoEvent{t.Name, t.StartDate, season.CupGold, t.Level, sizes[i], 7})
	}
	for i, d := range []model.Date{model.NewDate(2010, time.August, 15), model.NewDate(2010, time.October, 17), model.NewDate(2010, time.December, 19)} {
		name := "Срібний Кубок, швидкі шахи " + seasons.DayMonthYear(d)
		out = append(out, demoEvent{name, d, season.CupSilver, "", []int{18, 22, 20}[i], 9})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].date.Before(out[j].date) })
	return out
}

// Season creates a played 2010 season so that a newcomer sees full
// tables: season 2010 with the built-in rule set, the five Golden Cup
// qualifiers and three Silver Cup rapids with results. The tournaments are
// generated deterministically (engine/trfgen with fixed seeds, paired by
// engine/swiss) over registry players who were 4–100 years old in 2010 and
// stored through ImportTRF, as another program's files would be. An empty
// file first gets the demo registry (FillRegistry); a cohort of players
// of 2010 (juniors and veterans, who the present-day registry lacks) is
// added, and two players change club before the November qualifier so the
// declaration conflicts are shown. All or nothing; a season 2010 that
// already exists is a Conflict.
func (s *Service) Season(ctx context.Context) (SeasonReport, error) {
	var rep SeasonReport
	err := s.inTx(ctx, func(tx *Service) error {
		rep = SeasonReport{}
		return tx.demoSeason(ctx, &rep)
	})
	if err != nil {
		return SeasonReport{}, err
	}
	return rep, nil
}

func (s *Service) demoSeason(ctx context.Context, rep *SeasonReport) error {
	if _, err := seasons.New(s.app).CreateSeason(ctx, 2010, ""); err != nil {
		return err
	}
	if err := requireEmptyRegistry(ctx, registry.New(s.app)); err == nil {
		if rep.Registry, err = s.FillRegistry(ctx); err != nil {
			return err
		}
	}
	n, err := s.addDemoCohort(ctx)
	if err != nil {
		return err
	}
	rep.Cohort = n
	pool, err := s.demoPool(ctx)
	if err != nil {
		return err
	}
	events := demoEvents()
	picks := make([][]model.Player, len(events))
	for i, ev := range events {
		picks[i] = demoPick(pool, ev.players, uint64(2010*100+i))
	}
	for i, ev := range events {
		if i > 0 && ev.date == model.NewDate(2010, time.November, 2) {
			if err := s.demoMoves(ctx, picks[i-1], picks[i]); err != nil {
				return err
			}
		}
		r, err := s.playDemo(ctx, ev, uint64(2010*100+i), picks[i])
		if err != nil {
			return err
		}
		rep.Tournaments = append(rep.Tournaments, r)
	}
	return nil
}

// demoPool returns the registry players whose age coefficient is known on
// every 2010 tournament day (ages 4–100), strongest first; today's strong
// players who were small children in 2010 are left out.
func (s *Service) demoPool(ctx context.Context) ([]model.Player, error) {
	all, err := s.app.Store().Players(ctx, model.PlayerFilter{})
	if err != nil {
		return nil, err
	}
	first, last := model.NewDate(2010, time.July, 26), model.NewDate(2010, time.December, 19)
	var pool []model.Player
	for _, p := range all {
		if !p.BirthDate.IsZero() && p.BirthDate.AgeOn(first) >= 4 && p.BirthDate.AgeOn(last) <= 100 &&
			(p.BirthDate.AgeOn(first) >= 12 || strength(p) < 1700) { // no titled six-year-olds
			pool = append(pool, p)
		}
	}
	if len(pool) < 30 {
		return nil, model.Errorf(model.Invalid, "DemoSeason", model.Msg("The demo season needs at least 30 players aged 4–100 in 2010; the registry has %d.", len(pool)), nil)
	}
	sortByStrength(pool)
	return pool, nil
}

func strength(p model.Player) int { return max(p.FIDERating, p.NationalRating) }

func sortByStrength(ps []model.Player) {
	sort.SliceStable(ps, func(i, j int) bool {
		if a, b := strength(ps[i]), strength(ps[j]); a != b {
			return a > b
		}
		return ps[i].ID < ps[j].ID
	})
}

// playDemo generates one tournament of the players (strongest first) and
// imports it.
func (s *Service) playDemo(ctx context.Context, ev demoEvent, seed uint64, players []model.Player) (model.TRFImportReport, error) {
	cfg := trfgen.Config{Seed: seed, Players: len(players), Rounds: ev.rounds, Draw: 25, HalfBye: 2}
	t, err := trfgen.Generate(cfg, func(t *trf.Tournament, r int) (trf.Pairing, error) {
		p, err := swiss.Pair(t, r)
		if err != nil {
			return trf.Pairing{}, err
		}
		out := trf.Pairing{Bye: p.Bye}
		for _, b := range p.Boards {
			out.Boards = append(out.Boards, trf.Board{White: b.White, Black: b.Black})
		}
		return out, nil
	})
	if err != nil {
		return model.TRFImportReport{}, model.Errorf(model.Internal, "DemoSeason", model.Msg("Could not generate a demo tournament."), err)
	}
	t.Name, t.City, t.Type = ev.name, seasons.AcademyVenue, "swiss-dutch"
	t.StartDate = fmt.Sprintf("%04d/%02d/%02d", ev.date.Year, ev.date.Month, ev.date.Day)
	for i := range t.Players {
		dressTRFPlayer(&t.Players[i], players[i])
	}
	kind := model.Classical
	if ev.cup == season.CupSilver {
		kind = model.Rapid
	}
	return s.tours.TRF.Import(ctx, model.TRFImport{Year: 2010, Cup: ev.cup, Level: ev.level, Date: ev.date, Name: ev.name,
		Kind: kind, TRF: t})
}

// demoPick chooses n players of the pool (strongest first, as the starting
// ranks of trfgen are by rating) with a fixed generator.
func demoPick(pool []model.Player, n int, seed uint64) []model.Player {
	rng := demoRand(seed)
	idx := make([]int, len(pool))
	for i := range idx {
		idx[i] = i
	}
	for i := len(idx) - 1; i > 0; i-- {
		j := rng.intn(i + 1)
		idx[i], idx[j] = idx[j], idx[i]
	}
	idx = idx[:min(n, len(idx))]
	sort.Ints(idx)
	out := make([]model.Player, len(idx))
	for i, k := range idx {
		out[i] = pool[k]
	}
	return out
}

// dressTRFPlayer writes a registry player into a generated 001 record, so
// that ImportTRF matches him by surname, name and birth date.
func dressTRFPlayer(tp *trf.Player, p model.Player) {
	tp.Name = p.Surname + ", " + p.Name
	tp.BirthDate = fmt.Sprintf("%04d/%02d/%02d", p.BirthDate.Year, p.BirthDate.Month, p.BirthDate.Day)
	tp.Sex, tp.Federation, tp.FideID, tp.Title = "m", p.Citizenship, "", ""
	if p.Gender == model.Female {
		tp.Sex = "w"
	}
	if p.FIDEID != 0 {
		tp.FideID = fmt.Sprint(p.FIDEID)
	}
	tp.Rating = strength(p)
}

// demoMoves changes the club (and coach) of two players who play both the
// tournament before the November qualifier and that one, so the season has
// declaration conflicts to resolve.
func (s *Service) demoMoves(ctx context.Context, before, after []model.Player) error {
	clubs, err := s.app.Store().Clubs(ctx)
	if err != nil || len(clubs) < 2 {
		return err
	}
	coaches, err := s.app.Store().Coaches(ctx)
	if err != nil {
		return err
	}
	in := map[model.PlayerID]bool{}
	for _, p := range before {
		in[p.ID] = true
	}
	var moved []model.PlayerID
	for _, p := range after {
		if in[p.ID] && len(moved) < 2 {
			moved = append(moved, p.ID)
		}
	}
	for _, id := range moved {
		p, err := s.app.Store().Player(ctx, id)
		if err != nil {
			return err
		}
		for _, c := range clubs {
			if c.ID != p.ClubID {
				p.ClubID = c.ID
				break
			}
		}
		for _, c := range coaches {
			if c.ID != p.CoachID && c.ClubID == p.ClubID {
				p.CoachID = c.ID
				break
			}
		}
		if _, err := registry.New(s.app).UpdatePlayer(ctx, p, model.SaveOptions{AllowDuplicate: true}); err != nil {
			return err
		}
	}
	return nil
}
