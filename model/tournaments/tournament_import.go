package tournaments

import (
	"context"
	"strings"

	"arbiter/engine/season"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// Import stores the TRF's players, round results, points and final
// places as a tournament of the season, all or nothing. Players are matched
// to the registry by FIDE ID, else by surname, name and birth date, else
// created; each registration records the club and coach the player has in
// the registry. Final places come from the Academy's tie-break list
// (regulation 000: Buchholz, wins, direct encounter) computed by
// engine/tiebreak; a TRF without round columns keeps its own points and
// rank columns. Errors name the file and the player.
func (s *TRFFiles) Import(ctx context.Context, req model.TRFImport) (model.TRFImportReport, error) {
	return s.tournaments().importTRFAck(ctx, req, fide.Ack{})
}

// importTRFAck is ImportTRF with the confirmation of the Level 3 warnings
// of imported rounds that break the pairing rules (fide_import.go).
func (s *Service) importTRFAck(ctx context.Context, req model.TRFImport, ack fide.Ack) (model.TRFImportReport, error) {
	var rep model.TRFImportReport
	if err := checkImport(&req); err != nil {
		return rep, err
	}
	req, adjourned := importAdjourned(req) // "?" games: draws, and open (adjourned_import.go)
	if err := checkImportAdjourned(req, adjourned); err != nil {
		return rep, err
	}
	standings, from, err := importStandings(req, s.lang)
	if err != nil {
		return rep, err
	}
	rep.PlacesFrom = from
	err = s.inTx(ctx, func(tx *Service) error {
		rep.Matched, rep.Created = 0, 0
		if err := tx.importTRF(ctx, req, standings, &rep); err != nil {
			return err
		}
		if err := tx.storeAdjourned(ctx, rep.Tournament.ID, adjourned); err != nil {
			return err
		}
		return tx.importChecks(ctx, req, rep.Tournament, ack)
	})
	return rep, err
}

func checkImport(req *model.TRFImport) error {
	if req.TRF == nil || len(req.TRF.Players) == 0 {
		return importErr(*req, model.Msg("the file has no players."))
	}
	if len(req.TRF.Adjustments) > 0 {
		return importErr(*req, model.Msg("the file has TRF-2026 299 records (penalties, bonuses); they cannot be stored, so the file is not imported."))
	}
	if req.Year == 0 && req.Cup == "" {
		req.Cup = season.CupNone
	}
	if _, ok := season.ParseCup(string(req.Cup)); !ok {
		return importErr(*req, model.Msg("unknown cup %q; possible: gold, silver, none.", req.Cup))
	}
	if _, ok := season.ParseLevel(string(req.Level)); !ok && (req.Level != "" || req.Cup == season.CupGold) {
		return importErr(*req, model.Msg("unknown norm level %q; possible: 4, 3, 2, 1, cms-points, cms.", req.Level))
	}
	if !req.Date.Valid() {
		return importErr(*req, model.Msg("no valid first day of the tournament given."))
	}
	if req.Year != 0 && req.Date.Year != req.Year {
		return importErr(*req, model.Msg("the tournament date %s is outside season %d.", model.LocalDate(req.Date), req.Year))
	}
	if req.Name = model.Trim(req.Name); req.Name == "" {
		req.Name = model.Trim(req.TRF.Name)
	}
	if req.Name == "" {
		req.Name = req.Source
	}
	if req.Name == "" {
		return importErr(*req, model.Msg("give the tournament's name."))
	}
	if req.Kind == "" {
		req.Kind = model.Classical
		if req.Cup == season.CupSilver {
			req.Kind = model.Rapid
		}
	}
	return nil
}

// standing is one player's final points (half-points) and place.
type standing struct{ points, place, placeTo int }

// importStandings computes the final standings of the TRF.
func importStandings(req model.TRFImport, lang model.Lang) (map[int]standing, string, error) {
	out := map[int]standing{}
	if req.TRF.Rounds() == 0 {
		for _, p := range req.TRF.Players {
			out[p.ID] = standing{p.Points, p.Rank, p.Rank}
		}
		return out, lang.Tr("the TRF's rank column"), nil
	}
	preset, _ := tiebreak.PresetByKey("academy")
	tt, err := tiebreak.FromTRF(req.TRF)
	var st *tiebreak.Standings
	if err == nil && tt.System.IsRoundRobin() { // no Buchholz in round robins (C.07 2026, art. 8)
		preset, _ = tiebreak.PresetByKey("fide-rr")
	}
	if err == nil {
		st, err = tiebreak.Rank(tt, preset.List, tiebreak.Options{})
	}
	if err != nil {
		problem := standingsProblem(err)
		return nil, "", model.Errorf(model.Invalid, "ImportTRF", model.Msg("%sthe round results are inconsistent: %s", sourcePrefix(req), problem), err)
	}
	for _, r := range st.Rows {
		out[r.ID] = standing{int(r.Points), r.Place, r.Last}
	}
	return out, lang.Tr("tie-breaks ") + SpecList(preset.List), nil
}

// importTRF does the import inside the transaction.
func (s *Service) importTRF(ctx context.Context, req model.TRFImport, st map[int]standing, rep *model.TRFImportReport) error {
	if req.Year == 0 {
		return s.importTournament(ctx, req, st, rep)
	}
	se, err := model.SeasonByYear(ctx, s.store, req.Year)
	if err != nil {
		return err
	}
	existing, err := s.store.Tournaments(ctx, se.ID)
	if err != nil {
		return err
	}
	for _, t := range existing {
		if model.Fold(t.Name) == model.Fold(req.Name) && t.StartDate == req.Date {
			return model.Errorf(model.Conflict, "ImportTRF", model.Msg("%stournament %q of %s is already in season %d.", sourcePrefix(req), t.Name, model.LocalDate(t.StartDate), req.Year), nil)
		}
	}
	ids, err := s.matchPlayers(ctx, req, rep)
	if err != nil {
		return err
	}
	t := model.Tournament{SeasonID: se.ID, Name: req.Name, StartDate: req.Date, EndDate: endDate(req),
		Kind: req.Kind, Cup: req.Cup, Level: req.Level, System: strings.TrimSpace(req.TRF.Type),
		Rounds: req.TRF.Rounds(), Venue: strings.TrimSpace(req.TRF.City), TimeControl: strings.TrimSpace(req.TRF.TimeControl)}
	if req.TRF.Rounds() > 0 {
		preset, _ := tiebreak.PresetByKey("academy")
		t.TieBreaks = SpecList(preset.List)
	}
	if !scoringFromTRF(req.TRF.Scoring, &t) {
		return invalid("ImportTRF", model.Msg("%sthe file's point system (162, XXS or BBx lines) gives different points by colour, or byes and forfeits other than a win, a draw or 0; a tournament cannot be run on it.", sourcePrefix(req)))
	}
	if err := s.store.CreateTournament(ctx, &t); err != nil {
		return err
	}
	rep.Tournament = t
	return s.storeResults(ctx, t, req.TRF, ids, st)
}

func (s *Service) storeResults(ctx context.Context, t model.Tournament, f *trf.Tournament,
	ids map[int]model.PlayerID, st map[int]standing) error {
	var entries []model.Entry
	var games []model.RoundGame
	for _, p := range f.Players {
		reg, err := s.store.Player(ctx, ids[p.ID])
		if err != nil {
			return err
		}
		s := st[p.ID]
		entries = append(entries, model.Entry{TournamentID: t.ID, PlayerID: reg.ID, StartNo: p.ID, ClubID: reg.ClubID,
			CoachID: reg.CoachID, Rating: max(p.Rating, 0), Points: s.points, Place: s.place, PlaceTo: s.placeTo})
		for r, g := range p.Games {
			if g.Opponent == 0 && g.Result == trf.NoResult {
				continue
			}
			games = append(games, model.RoundGame{TournamentID: t.ID, Round: r + 1, StartNo: p.ID,
				Opponent: g.Opponent, Colour: g.Colour, Result: g.Result})
		}
	}
	if err := s.store.AddEntries(ctx, entries); err != nil {
		return err
	}
	// the numbers are the file's (its 001 records); they are kept as given
	if err := s.store.SetStartOrder(ctx, t.ID, model.StartOrder{Method: model.StartManual}); err != nil {
		return err
	}
	if err := s.importRatingMethod(ctx, t, f); err != nil { // tournament_rating_service.go
		return err
	}
	return s.store.AddGames(ctx, games)
}

// importTournament stores a TRF as a tournament outside any season, ready
// to be run on: system from the 092 record, rounds from XXR.
func (s *Service) importTournament(ctx context.Context, req model.TRFImport, st map[int]standing, rep *model.TRFImportReport) error {
	t := model.Tournament{Name: req.Name, StartDate: req.Date, EndDate: endDate(req), Kind: req.Kind, Cup: req.Cup,
		Level: req.Level, System: systemOfType(req.TRF), Rounds: max(req.TRF.TotalRounds, req.TRF.Rounds(), req.Rounds),
		Venue: strings.TrimSpace(req.TRF.City), TimeControl: strings.TrimSpace(req.TRF.TimeControl)}
	initial := initialFromRoundOne(req.TRF)
	if req.TRF.InitialColour == trf.InitialBlack || initial == trf.InitialBlack {
		t.InitialColour = "black" // without XXC, as round 1 shows (import_gaps.go)
	}
	if !scoringFromTRF(req.TRF.Scoring, &t) {
		return invalid("ImportTRF", model.Msg("%sthe file's point system (162, XXS or BBx lines) gives different points by colour, or byes and forfeits other than a win, a draw or 0; a tournament cannot be run on it.", sourcePrefix(req)))
	}
	t.NoSwap = t.System == model.SystemDoubleRoundRobin && strings.EqualFold(strings.TrimSpace(req.TRF.TypeCode), "BERGER_DOUBLEROUNDROBIN")
	fileList := fileTieBreaks(req.TRF, t)
	t.TieBreaks = fileList
	if t.System == model.SystemSwissDutch {
		// The TRF-2026 192 code: FIDE_BURSTEIN…, …_BAKU (C.04.4.2, C.04.7.1).
		if strings.HasPrefix(strings.ToUpper(req.TRF.TypeCode), "FIDE_BURSTEIN") {
			t.SwissSystem = model.SwissBurstein
		}
		if req.TRF.Baku() {
			t.Acceleration = model.AccelerationBaku
		}
	}
	if err := normalizeTournament("ImportTRF", &t); err != nil {
		return err
	}
	rep.Adjusted = importGaps(req, t, fileList, initial) // import_gaps.go
	if err := s.checkSameNameDate(ctx, t); err != nil {
		return err
	}
	ids, err := s.matchPlayers(ctx, req, rep)
	if err != nil {
		return err
	}
	if err := s.store.CreateTournament(ctx, &t); err != nil {
		return err
	}
	rep.Tournament = t
	if err := s.storeResults(ctx, t, req.TRF, ids, st); err != nil {
		return err
	}
	var pairs [][2]model.PlayerID
	for _, fp := range req.TRF.ForbiddenPairs {
		for i := range fp {
			for j := i + 1; j < len(fp); j++ {
				if a, b := ids[fp[i]], ids[fp[j]]; a != 0 && b != 0 && a != b {
					pairs = append(pairs, [2]model.PlayerID{a, b})
				}
			}
		}
	}
	if err := s.store.SetForbiddenPairs(ctx, t.ID, pairs); err != nil {
		return err
	}
	if err := s.importSchedule(ctx, t, req.TRF.RoundDates); err != nil { // schedule_import.go
		return err
	}
	if err := s.importTieLines(ctx, t, req.TRF.Other); err != nil { // tie_order_trf.go
		return err
	}
	return s.importChess960(ctx, t, req.TRF.Other) // chess960_trf.go
}

// systemOfType reads the TRF 192 code or 092 type as one of the systems.
func systemOfType(f *trf.Tournament) string {
	switch tiebreak.SystemOf(f) {
	case tiebreak.RoundRobin:
		return model.SystemRoundRobin
	case tiebreak.DoubleRoundRobin:
		return model.SystemDoubleRoundRobin
	}
	return model.SystemSwissDutch
}
