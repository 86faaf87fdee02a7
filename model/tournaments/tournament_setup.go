package tournaments

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine/season"
	"arbiter/engine/tiebreak"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// normalizeTournament fills the defaults of workflow 1 and validates every
// field; it returns the first problem as an Invalid error.
func normalizeTournament(op string, t *model.Tournament) error {
	t.Name, t.Venue, t.TimeControl = model.Trim(t.Name), model.Trim(t.Venue), model.Trim(t.TimeControl)
	if t.Venue == "" {
		t.Venue = model.DefaultVenue
	}
	if t.EndDate.IsZero() {
		t.EndDate = t.StartDate
	}
	if t.Kind == "" {
		t.Kind = model.Classical
	}
	if t.Cup == "" {
		t.Cup = season.CupNone
	}
	if t.RatingUsed == "" {
		t.RatingUsed = model.RatingFIDE
	}
	if t.InitialColour == "" {
		t.InitialColour = "white"
	}
	if t.System == "" {
		t.System = model.SystemSwissDutch
	}
	if t.Edition == "" && t.StartDate.Valid() {
		t.Edition = tiebreak.EditionFor(t.StartDate.String()).String() // C.07: the text in force on the first day
	}
	if t.System == model.SystemKnockout && t.Knockout == "" {
		t.Knockout = "2+2+A"
	}
	if err := checkTournamentFields(op, t); err != nil {
		return err
	}
	if err := checkStage(op, t); err != nil {
		return err
	}
	if err := normalizeScoring(op, t); err != nil {
		return err
	}
	if t.System != model.SystemDoubleRoundRobin {
		t.NoSwap = false
	}
	return normalizeTieBreaks(op, t)
}

// CheckNameAndDates checks what every tournament needs, in the calendar
// or set up: a name, and valid dates with the last day not before the first.
func CheckNameAndDates(op string, t model.Tournament) error {
	switch {
	case t.Name == "":
		return invalid(op, model.Msg("Give the tournament's name."))
	case !t.StartDate.Valid() || !t.EndDate.Valid() || t.EndDate.Before(t.StartDate):
		return invalid(op, model.Msg("Give valid tournament dates (the last day not before the first)."))
	}
	return model.CheckText(op, model.Msg("The tournament name"), t.Name)
}

func checkTournamentFields(op string, t *model.Tournament) error {
	if err := CheckNameAndDates(op, *t); err != nil {
		return err
	}
	switch {
	case t.Kind != model.Classical && t.Kind != model.Rapid && t.Kind != model.Blitz:
		return invalid(op, model.Msg("Tournament kind: classical, rapid or blitz."))
	case t.System != model.SystemSwissDutch && t.System != model.SystemRoundRobin && t.System != model.SystemDoubleRoundRobin &&
		t.System != model.SystemKnockout:
		return invalid(op, model.Msg("Unknown system %q; possible: swiss-dutch, round-robin, double-round-robin, knockout.", t.System))
	case t.SwissSystem != model.SwissDutch && t.SwissSystem != model.SwissBurstein:
		return invalid(op, model.Msg("Unknown Swiss system %q; possible: dutch, burstein.", t.SwissSystem))
	case t.Acceleration != "" && t.Acceleration != model.AccelerationBaku:
		return invalid(op, model.Msg("Unknown acceleration %q; possible: baku.", t.Acceleration))
	case (t.SwissSystem != model.SwissDutch || t.Acceleration != "") && t.System != model.SystemSwissDutch:
		return invalid(op, model.Msg("The Burstein system and the Baku acceleration are for a Swiss only."))
	case t.System == model.SystemSwissDutch && (t.Rounds < 1 || t.Rounds > 30):
		return invalid(op, model.Msg("A Swiss needs 1 to 30 rounds."))
	case t.Rounds < 0 || t.Rounds > 100:
		return invalid(op, model.Msg("The number of rounds is not valid."))
	case t.RatingUsed != model.RatingFIDE && t.RatingUsed != model.RatingNational:
		return invalid(op, model.Msg("Rating used: fide or national."))
	case t.InitialColour == model.ColourByLot && t.System != model.SystemKnockout:
		return invalid(op, model.Msg("Colours by lot in every match (lot) are for a knockout only; here: white or black."))
	case t.InitialColour != "white" && t.InitialColour != "black" && t.InitialColour != model.ColourByLot:
		return invalid(op, model.Msg("Initial colour: white, black or (in a knockout) lot."))
	case t.SameClubRounds < 0 || (t.Rounds > 0 && t.SameClubRounds > t.Rounds):
		return invalid(op, model.Msg("Same-club avoidance rounds must be between 0 and the number of rounds."))
	}
	if _, ok := season.ParseCup(string(t.Cup)); !ok {
		return invalid(op, model.Msg("Cup: gold, silver or none."))
	}
	if _, ok := season.ParseLevel(string(t.Level)); !ok && (t.Level != "" || t.Cup == season.CupGold) {
		return invalid(op, model.Msg("Norm level: 4, 3, 2, 1, cms-points or cms (required for the Golden Cup)."))
	}
	if t.Edition != "" {
		if _, err := tiebreak.ParseEdition(t.Edition); err != nil {
			return invalid(op, model.Msg("Unknown rules edition %q; possible: 2024, 2026, 2009.", t.Edition))
		}
	}
	for _, k := range SubStandingKeys(t.SubStandings) {
		if subTitle(k, i18n.Uk) == "" {
			return invalid(op, model.Msg("Unknown sub-standings %q; possible: boys, girls, unrated, u6…u20, s40…s90, veterans, b2001 (born 2001 or later), b1999-2000 (years of birth), and combinations joined by +: girls+b2001.", k))
		}
	}
	if t.System == model.SystemKnockout {
		if _, err := ParseKnockoutFormat(t.Knockout); err != nil {
			return err
		}
	}
	return checkAdmission(op, &t.Admission)
}

func checkAdmission(op string, a *model.Admission) error {
	switch {
	case a.BornFrom < 0 || a.BornTo < 0 || (a.BornFrom > 0 && a.BornTo > 0 && a.BornTo < a.BornFrom):
		return invalid(op, model.Msg("The admission birth years are not valid (from ≤ to)."))
	case a.MinRating < 0 || a.MaxRating < 0 || (a.MaxRating > 0 && a.MaxRating < a.MinRating):
		return invalid(op, model.Msg("The admission ratings are not valid (min ≤ max)."))
	}
	t, ok := model.NormalizeTitle(a.MinTitle)
	if !ok {
		return invalid(op, model.Msg("Unknown admission title or razryad %q.", a.MinTitle))
	}
	a.MinTitle = t
	return checkAdmissionMore(op, a)
}

// normalizeTieBreaks checks the list (a preset key or FIDE codes) and
// writes it in canonical codes; an empty list gets the system's default.
func normalizeTieBreaks(op string, t *model.Tournament) error {
	list := strings.TrimSpace(t.TieBreaks)
	if p, ok := tiebreak.PresetByKey(list); ok {
		t.TieBreaks = SpecList(p.List)
		return nil
	}
	if list == "" {
		key := "academy"
		if t.System == model.SystemRoundRobin || t.System == model.SystemDoubleRoundRobin {
			key = "fide-rr"
		}
		p, _ := tiebreak.PresetByKey(key)
		t.TieBreaks = SpecList(p.List)
		return nil
	}
	specs, err := tiebreak.ParseList(list)
	if err != nil {
		problem := model.TieBreakCodeProblem(err)
		return model.Errorf(model.Invalid, op, model.Msg("The tie-break list %q is not valid: %s. Possible codes: %s.", list, problem, codeList()), err)
	}
	rr := t.System == model.SystemRoundRobin || t.System == model.SystemDoubleRoundRobin
	for _, sp := range specs {
		if buchholz := sp.Code == tiebreak.BH || sp.Code == tiebreak.FB || sp.Code == tiebreak.AOB; rr && buchholz && t.Edition == "2026" {
			return invalid(op, model.Msg("%s%s is not allowed in round robins (C.07 2026, art. 8).", sp.String(), model.UkrainianAside(sp)))
		}
	}
	t.TieBreaks = SpecList(specs)
	return nil
}

// SpecList writes a tie-break list as a Tournament keeps it
// (Tournament.TieBreaks: the codes separated by commas).
func SpecList(list []tiebreak.Spec) string {
	s := make([]string, len(list))
	for i, sp := range list {
		s[i] = sp.String()
	}
	return strings.Join(s, ",")
}

func codeList() string {
	var s []string
	for _, c := range tiebreak.Codes() {
		s = append(s, string(c))
	}
	return strings.Join(s, ", ")
}

// ParseKnockoutFormat reads a mini-match format "G+T1+T2…+A": G main
// games, tie-break stages of Ti games, then Armageddon ("2+2+A"). The
// Armageddon is required so that every match ends with a winner.
func ParseKnockoutFormat(s string) (model.KnockoutFormat, error) {
	var f model.KnockoutFormat
	bad := model.Errorf(model.Invalid, "ParseKnockoutFormat", model.Msg("The mini-match format %q is not valid; e.g. 2+2+A (two games, two tie-break games, Armageddon).", s), nil)
	for i, part := range strings.Split(strings.ToUpper(strings.ReplaceAll(s, " ", "")), "+") {
		if part == "A" || part == "А" {
			if f.Armageddon {
				return f, bad
			}
			f.Armageddon = true
			continue
		}
		n, err := strconv.Atoi(part)
		if err != nil || n < 1 || n > 10 || f.Armageddon {
			return f, bad
		}
		if i == 0 {
			f.Games = n
		} else {
			f.TieBreaks = append(f.TieBreaks, n)
		}
	}
	if f.Games == 0 || !f.Armageddon {
		return f, bad // without Armageddon a match could stay drawn after every stage
	}
	return f, nil
}

func (s *Service) createTournament(ctx context.Context, t model.Tournament) (model.Tournament, error) {
	const op = "CreateTournament"
	t.ID, t.Finished = 0, false
	if t.System == model.SystemKnockout && t.InitialColour == "" {
		// A knockout draws the first colour of every mini-match by lot
		// unless a fixed rule is asked for (seed 004 §5: «очередность
		// цвета определяется жребием»); the seed is shown and printed.
		t.InitialColour = model.ColourByLot
		if t.ColourSeed == 0 { // from the clock, in microseconds (a whole second still gives a seed)
			t.ColourSeed = max(uint64(s.now().UnixNano()/1000)%1_000_000_000, 1)
		}
	}
	if err := normalizeTournament(op, &t); err != nil {
		return t, err
	}
	err := s.inTx(ctx, func(tx *Service) error {
		if err := tx.checkSameNameDate(ctx, t); err != nil {
			return err
		}
		if err := tx.checkStageSources(ctx, op, t); err != nil {
			return err
		}
		return tx.store.CreateTournament(ctx, &t)
	})
	return t, err
}

// checkSameNameDate refuses a second tournament with the same name and
// start date.
func (s *Service) checkSameNameDate(ctx context.Context, t model.Tournament) error {
	all, err := s.store.AllTournaments(ctx)
	if err != nil {
		return err
	}
	for _, o := range all {
		if o.ID != t.ID && o.StartDate == t.StartDate && model.Fold(o.Name) == model.Fold(t.Name) {
			return model.Errorf(model.Conflict, "CreateTournament", model.Msg("Tournament %q of %s already exists (no. %d). Change the name or the date.", o.Name, model.LocalDate(o.StartDate), o.ID), nil)
		}
	}
	if t.SeasonID != 0 {
		seasons, err := s.store.Seasons(ctx)
		if err != nil {
			return err
		}
		for _, se := range seasons {
			if se.ID == t.SeasonID {
				return nil
			}
		}
		return errNoSeason(t.SeasonID)
	}
	return nil
}

func errNoSeason(id model.SeasonID) error {
	return model.Errorf(model.NotFound, "CreateTournament", model.Msg("There is no season no. %d.", id), nil)
}

func (s *Service) updateTournament(ctx context.Context, t model.Tournament, ack fide.Ack) (model.Tournament, error) {
	const op = "UpdateTournament"
	if err := normalizeTournament(op, &t); err != nil {
		return t, err
	}
	err := s.inTx(ctx, func(tx *Service) error {
		l, err := tx.load(ctx, t.ID)
		if err != nil {
			return err
		}
		switch {
		case l.paired > 0 && (l.t.System != t.System || l.t.SwissSystem != t.SwissSystem):
			return model.Errorf(model.Conflict, op, model.Msg("The system cannot change once round 1 is paired."), nil)
		case l.paired > 0 && l.t.Acceleration != t.Acceleration:
			return model.Errorf(model.Conflict, op, model.Msg("The acceleration cannot be added, removed or changed once round 1 is paired."), nil)
		case l.t.System == model.SystemKnockout && (l.t.InitialColour != t.InitialColour || l.t.ColourSeed != t.ColourSeed || l.t.Knockout != t.Knockout):
			if started, err := l.koStarted(ctx); err != nil {
				return err
			} else if started {
				return model.Errorf(model.Conflict, op, model.Msg("The bracket has games: the match format and the colours cannot change."), nil)
			}
		case l.paired > 0 && t.Rounds < l.paired:
			return model.Errorf(model.Conflict, op, model.Msg("%d rounds are already paired; the number of rounds cannot be smaller.", l.paired), nil)
		case l.paired > 0 && (l.t.Scoring != t.Scoring || l.t.ByePoints != t.ByePoints):
			return model.Errorf(model.Conflict, op, model.Msg("The point system and the value of the bye cannot change once round 1 is paired."), nil)
		case l.paired > 0 && l.t.NoSwap != t.NoSwap:
			return model.Errorf(model.Conflict, op, model.Msg("The round robin is paired: the order of its rounds cannot change."), nil)
		}
		t.Finished = l.t.Finished
		if err := tx.checkSameNameDate(ctx, t); err != nil {
			return err
		}
		if err := tx.checkStageSources(ctx, op, t); err != nil {
			return err
		}
		ch, err := tx.settingsWarnings(ctx, l, t) // fide_settings.go
		if err != nil {
			return err
		}
		if err := gate(op, ch.warnings, ack); err != nil {
			return err
		}
		if err := l.st.UpdateTournament(ctx, t); err != nil {
			return err
		}
		return tx.keep(ctx, l, t, ch)
	})
	return t, err
}

func (s *Service) listTournaments(ctx context.Context) ([]model.Tournament, error) {
	all, err := s.store.AllTournaments(ctx)
	if err != nil {
		return nil, err
	}
	sort.SliceStable(all, func(i, j int) bool {
		if c := all[i].StartDate.Compare(all[j].StartDate); c != 0 {
			return c > 0
		}
		return all[i].ID > all[j].ID
	})
	return all, nil
}

func (s *Service) setForbiddenPairs(ctx context.Context, id model.TournamentID, pairs [][2]model.PlayerID, ack fide.Ack) error {
	const op = "SetForbiddenPairs"
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadBare(ctx, id)
		if err != nil {
			return err
		}
		for _, p := range pairs {
			if p[0] == p[1] {
				return invalid(op, model.Msg("A forbidden pair needs two different players."))
			}
			for _, pid := range p {
				if _, err := tx.store.Player(ctx, pid); err != nil {
					return model.Errorf(model.NotFound, op, model.Msg("There is no player no. %d in the registry.", pid), err)
				}
			}
		}
		added, err := tx.forbiddenAdded(ctx, l, pairs, ack) // fide_forbidden.go
		if err != nil {
			return err
		}
		if err := tx.store.SetForbiddenPairs(ctx, id, pairs); err != nil {
			return err
		}
		return tx.logForbidden(ctx, l, added)
	})
}
