package main

// print --tournament: printouts of a tournament stored in the data file
// (imported TRFs carry their results and places).

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/ui/pdf"
)

// storedTournament is a stored tournament as the printouts need it: the
// games as a TRF tournament (the shared contract) and, by start number,
// the registry names, clubs and places.
type storedTournament struct {
	info   model.Tournament
	trf    *trf.Tournament
	clubs  map[int]string
	places map[int][2]int // start number → place, last shared place
}

// dbDocument builds the printout a.kind of the stored tournament a.id.
func dbDocument(e *env, a printArgs) (*pdf.Document, error) {
	svc, done, err := e.openService()
	if err != nil {
		return nil, err
	}
	defer done()
	if a.kind == "registrations" {
		return registrationList(context.Background(), svc, model.TournamentID(a.tournament))
	}
	st, err := loadTournament(context.Background(), svc, model.TournamentID(a.tournament))
	if err != nil {
		return nil, err
	}
	if a.kind == "diplomas" {
		return st.diplomas()
	}
	if a.tiebreaks == "" {
		a.tiebreaks = st.info.TieBreaks
	}
	return tournamentDocument(st.trf, a, st.clubs)
}

// tournamentEntries reads tournament id and its registrations from the
// data file's tournament store (the store too, for what else is needed).
func tournamentEntries(ctx context.Context, svc *model.App, id model.TournamentID) (model.TournamentStore, model.Tournament, []model.Entry, error) {
	ts, ok := svc.Store().(model.TournamentStore)
	if !ok {
		return nil, model.Tournament{}, nil, fmt.Errorf("this data file does not keep tournaments")
	}
	info, err := ts.Tournament(ctx, id)
	if err != nil {
		return nil, model.Tournament{}, nil, err
	}
	entries, err := ts.Entries(ctx, id)
	if err != nil {
		return nil, model.Tournament{}, nil, err
	}
	return ts, info, entries, nil
}

func loadTournament(ctx context.Context, svc *model.App, id model.TournamentID) (*storedTournament, error) {
	ts, info, entries, err := tournamentEntries(ctx, svc, id)
	if err != nil {
		return nil, err
	}
	games, err := ts.Games(ctx, id)
	if err != nil {
		return nil, err
	}
	st := &storedTournament{info: info, clubs: map[int]string{}, places: map[int][2]int{}}
	st.trf = &trf.Tournament{Name: info.Name, StartDate: slashed(info.StartDate), EndDate: slashed(info.EndDate),
		Type: trfType(info.System), TotalRounds: info.Rounds}
	for _, en := range entries {
		p, err := svc.Registry.Player(ctx, en.PlayerID)
		if err != nil {
			return nil, err
		}
		if en.ClubID != 0 {
			if c, err := svc.Registry.Club(ctx, en.ClubID); err == nil {
				st.clubs[en.StartNo] = c.Name
			}
		}
		st.places[en.StartNo] = [2]int{en.Place, max(en.Place, en.PlaceTo)}
		st.trf.Players = append(st.trf.Players, trf.Player{ID: en.StartNo, Name: p.FullName(),
			Rating: en.Rating, Points: en.Points, Rank: en.Place})
	}
	for _, g := range games {
		p := st.trf.Player(g.StartNo)
		if p == nil || g.Round < 1 {
			continue
		}
		for len(p.Games) < g.Round {
			p.Games = append(p.Games, trf.Game{Colour: trf.NoColour, Result: trf.NoResult})
		}
		p.Games[g.Round-1] = trf.Game{Opponent: g.Opponent, Colour: g.Colour, Result: g.Result}
	}
	return st, nil
}

// slashed writes a date as the TRF does, "2010/07/26".
func slashed(d model.Date) string {
	return strings.ReplaceAll(d.String(), "-", "/")
}

// trfType names the stored system in the TRF 092 words that
// tiebreak.SystemFromType understands.
func trfType(system string) string {
	s := strings.ToLower(system)
	switch {
	case strings.Contains(s, "round") && strings.Contains(s, "double"), strings.Contains(s, "двокруг"):
		return "Double round robin"
	case strings.Contains(s, "round"), strings.Contains(s, "круг"), strings.Contains(s, "berger"):
		return "Round robin"
	}
	return "Swiss"
}

// diplomas are one page per player placed 1–3 (a shared place counts as
// its first place, so two players sharing 3–4 both get the third degree).
func (st *storedTournament) diplomas() (*pdf.Document, error) {
	var ws []pdf.Winner
	for _, p := range st.trf.Players {
		if pl := st.places[p.ID]; pl[0] >= 1 && pl[0] <= 3 {
			ws = append(ws, pdf.Winner{Name: p.Name, Place: pl[0], PlaceTo: pl[1]})
		}
	}
	if len(ws) == 0 {
		return nil, fmt.Errorf("no player of %q has a place 1–3 yet: nothing to award", st.info.Name)
	}
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].Place < ws[j].Place })
	date := st.info.EndDate
	if date.IsZero() {
		date = st.info.StartDate
	}
	return pdf.Diplomas(pdf.DiplomaEvent{Event: st.info.Name, Date: dotted(slashed(date))}, ws), nil
}
