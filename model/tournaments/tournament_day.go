package tournaments

import (
	"context"

	"arbiter/model"
	"arbiter/model/fide"
)

// The tournament-day API (docs/product.md workflows 1 and 3–7): what
// the Tournaments screens and `arbiter-cli tournament` call. Every method
// that changes data runs in one transaction: on any error nothing is saved.
// Errors are *Error with a Ukrainian message; the kinds are listed per
// method.

// CreateTournament validates and stores a new tournament (workflow 1).
// Defaults: venue DefaultVenue, end date = start date, rating FIDE, initial
// colour white, tie-breaks the Academy preset (Swiss) or the FIDE round
// robin list. Errors: Invalid (a field, an unknown tie-break code, a
// forbidden pair of unknown players), Conflict (a tournament with the same
// name and start date exists), NotFound (season).
func (s *Service) CreateTournament(ctx context.Context, t model.Tournament) (model.Tournament, error) {
	return s.createTournament(ctx, t)
}

// UpdateTournament saves the settings of an existing tournament. The
// system cannot change once round 1 is paired; rounds cannot drop below
// the rounds paired. Errors: as CreateTournament, plus NotFound.
func (s *Service) UpdateTournament(ctx context.Context, t model.Tournament) (model.Tournament, error) {
	return s.updateTournament(ctx, t, fide.Ack{})
}

// GetTournament returns a tournament. Errors: NotFound.
func (s *Service) GetTournament(ctx context.Context, id model.TournamentID) (model.Tournament, error) {
	return s.store.Tournament(ctx, id)
}

// ListTournaments lists every tournament, newest start date first.
func (s *Service) ListTournaments(ctx context.Context) ([]model.Tournament, error) {
	return s.listTournaments(ctx)
}

// State says how far the tournament is. Errors: NotFound.
func (s *Service) State(ctx context.Context, id model.TournamentID) (model.TournamentState, error) {
	return s.state(ctx, id)
}

func (s *Service) state(ctx context.Context, id model.TournamentID) (model.TournamentState, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return model.TournamentState{}, err
	}
	st := model.TournamentState{Tournament: l.t, Players: len(l.entries), Paired: l.paired, Complete: l.complete()}
	st.CanPair = l.pairRefusal() == nil
	if l.isKnockout() && len(l.entries) >= 2 {
		// Paired: bracket rounds with games; Complete: bracket rounds decided
		k, err := s.bracket(ctx, l)
		if err != nil {
			return st, err
		}
		st.Paired, st.Complete = k.progress()
		st.CanPair = st.CanPair && k.b.Champion() == 0
	}
	return st, nil
}

// Register adds a player (a registry player, or NewPlayer created in the
// same transaction) with the next start number. After round 1 is paired it
// is a late entry: the paired rounds are recorded as Z (H with
// GrantHalfPoints). Errors: Invalid (bad bye code or round, a field of
// NewPlayer), NotFound (player, club, coach), Conflict (already
// registered; finished tournament; a late entrant without rating and no
// ConfirmUnrated — errors.Is(err, ErrUnratedLateEntry); a possible
// duplicate NewPlayer — errors.Is(err, ErrPossibleDuplicate)).
func (s *Service) Register(ctx context.Context, id model.TournamentID, r model.Registration) (model.Participant, error) {
	return s.register(ctx, id, r)
}

// RegisterMany registers several players in one transaction (a list from
// the desk, the demo): all or nothing; the error names the failing line.
func (s *Service) RegisterMany(ctx context.Context, id model.TournamentID, rs []model.Registration) error {
	return s.registerMany(ctx, id, rs)
}

// UpdateRegistration saves club, coach, fee, paid, check-in and requested
// byes of a registration (found by PlayerID), and a corrected rating
// before round 1 is paired. Byes of rounds already paired cannot change.
// Errors: Invalid, NotFound, Conflict.
func (s *Service) UpdateRegistration(ctx context.Context, id model.TournamentID, e model.Entry) (model.Participant, error) {
	p, _, err := s.updateRegistration(ctx, id, e, fide.Ack{})
	return p, err
}

// Unregister removes a registration before round 1 is paired; the start
// numbers after it close up. Errors: NotFound, Conflict (already paired).
func (s *Service) Unregister(ctx context.Context, id model.TournamentID, player model.PlayerID) error {
	return s.unregister(ctx, id, player)
}

// Participants lists the registrations by start number.
func (s *Service) Participants(ctx context.Context, id model.TournamentID) ([]model.Participant, error) {
	return s.participants(ctx, id)
}

// Withdraw withdraws a player from round fromRound on: Z in those rounds,
// never paired again (round robin: his unplayed games become forfeits).
// In a Swiss fromRound must not be paired yet; fromRound 0 cancels a
// withdrawal that has not taken effect. Errors: Invalid, NotFound,
// Conflict.
func (s *Service) Withdraw(ctx context.Context, id model.TournamentID, player model.PlayerID, fromRound int) error {
	return s.withdraw(ctx, id, player, fromRound)
}

// SetResult records the result of a board: code is "1-0" (or "1"),
// "½-½" ("=", "5", "1/2"), "0-1" ("0"), "+/-" ("+"), "-/+" ("-"), "-/-"
// ("--", double forfeit), or "" to clear. A board that already has a
// result is refused (Conflict) unless correct is set; corrections are
// audited. Errors: Invalid (unknown code, no such board, round not
// paired), Conflict.
func (s *Service) SetResult(ctx context.Context, id model.TournamentID, round, board int, code string, correct bool) error {
	return s.setResult(ctx, id, round, board, code, correct)
}

// SetGameResult is SetResult with the result typed, as the results screen
// has it (NoGameResult clears).
func (s *Service) SetGameResult(ctx context.Context, id model.TournamentID, round, board int, res model.GameResult, correct bool) error {
	return s.setGameResult(ctx, id, round, board, res, correct)
}

// SetResults records several boards of one round in one transaction
// (codes by board number, as SetResult): all or nothing.
func (s *Service) SetResults(ctx context.Context, id model.TournamentID, round int, codes map[int]string, correct bool) error {
	return s.setResults(ctx, id, round, codes, correct)
}

// Standings ranks the players after round (0: the last complete round, or
// the last paired one) by points and the tournament's tie-break list and
// edition (engine/tiebreak), with the sub-standings.
func (s *Service) Standings(ctx context.Context, id model.TournamentID, round int) (*model.StandingsView, error) {
	return s.standings(ctx, id, round, "")
}

// StandingsBy is Standings ranked by tieBreaks (tie-break codes such as
// "BH-C1,BH,SB", as Tournament.TieBreaks keeps them) instead of the
// tournament's list; nothing is stored. Empty tieBreaks is Standings.
func (s *Service) StandingsBy(ctx context.Context, id model.TournamentID, round int, tieBreaks string) (*model.StandingsView, error) {
	return s.standings(ctx, id, round, tieBreaks)
}

// Crosstable returns the crosstable after round (0 as in Standings).
func (s *Service) Crosstable(ctx context.Context, id model.TournamentID, round int) (*model.Crosstable, error) {
	return s.crosstable(ctx, id, round, "")
}

// CrosstableBy is Crosstable with the values of tieBreaks, as StandingsBy.
func (s *Service) CrosstableBy(ctx context.Context, id model.TournamentID, round int, tieBreaks string) (*model.Crosstable, error) {
	return s.crosstable(ctx, id, round, tieBreaks)
}

// ExplainTieBreak explains one tie-break value of a player after round (as
// engine/tiebreak Explain writes it). Errors: Invalid (code not in the
// list, no such player), NotFound.
func (s *Service) ExplainTieBreak(ctx context.Context, id model.TournamentID, round, startNo int, code string) (string, error) {
	return s.explain(ctx, id, round, startNo, code)
}

// FinishTournament fixes the final standings: places and points are
// stored on the registrations (the season tables read them) and the
// tournament is marked finished. Refused (Conflict) while a round is
// incomplete, or before the last planned round unless confirm.
func (s *Service) FinishTournament(ctx context.Context, id model.TournamentID, confirm bool) (model.FinishReport, error) {
	return s.finish(ctx, id, confirm)
}

// ReopenTournament undoes FinishTournament (a correction after closing):
// the stored places are cleared and the tournament can change again until
// it is finished anew. Audited. Errors: NotFound, Conflict (not finished).
func (s *Service) ReopenTournament(ctx context.Context, id model.TournamentID) error {
	return s.reopen(ctx, id)
}

// Audit lists the recorded director's actions of a tournament.
func (s *Service) Audit(ctx context.Context, id model.TournamentID) ([]model.AuditRecord, error) {
	return s.store.Audit(ctx, id)
}
