package teams

import (
	"context"

	"arbiter/engine/team"
	"arbiter/model"
)

// The team systems (model.Tournament.System).
const (
	SystemRoundRobin       = "team-round-robin"
	SystemDoubleRoundRobin = "team-double-round-robin"
	SystemSwiss            = "team-swiss"
)

// IsTeamSystem reports a team system.
func IsTeamSystem(s string) bool {
	return s == SystemRoundRobin || s == SystemDoubleRoundRobin || s == SystemSwiss
}

// TeamID identifies a team.
type TeamID int64

// Team is one team of a tournament.
type Team struct {
	ID         TeamID
	Tournament model.TournamentID
	Number     int // pairing number, 1… in registration order
	Name       string
	Club       model.ClubID // 0 = none
	Settlement string
	Captain    string // captain or coach
	Members    []Member
	Final      Final // the final place once the tournament is finished (finish.go)
}

// Final is a team's final place in a finished tournament: Place..PlaceTo
// (PlaceTo == Place when not shared) and its primary score (match points,
// or game points in half-points). The zero Final: not finished.
type Final struct {
	Place, PlaceTo, Points int
}

// Member is one player of a team's declared order.
type Member struct {
	Player     model.PlayerID
	Substitute bool
}

// Settings of a team tournament: the scoring rules (engine/team) and the
// tie-break list (team codes or a preset key).
type Settings struct {
	Tournament model.TournamentID
	Scoring    team.Settings
	TieBreaks  string
	ExtraMatch bool // §3/§19: flag the extra match for first place
	Rules      Rules
}

// Rules are the composition rules of a team (seed 004 §3: «4 юноши и 1
// девушка», §19: «3 юноши + 1 девушка … Все участники – члены одного
// коллектива»); the birth year is the tournament's admission
// (model.Admission.BornFrom/BornTo). A team outside them is a warning the
// director can override, as admission to an individual tournament is.
type Rules struct {
	Boys, Girls int  // at most this many of each among the main players (0 = no rule)
	OneClub     bool // every member plays for the team's club (or, without one, for one club)
	// §3 beyond one club (club_rules.go): at most one team of a club, and
	// members of the club for at least ClubMonths months at the start
	// where the membership date is known (0 = no rule).
	OneTeamPerClub bool
	ClubMonths     int
}

// ExtraRound is the round number that names the extra match for first
// place in SetLineup, SetResult, SetStatus and Matches.
const ExtraRound = -1

// Match is one stored match: Away 0 is the team bye.
type Match struct {
	ID         int64
	Tournament model.TournamentID
	Round      int
	Home, Away TeamID
	HomeStatus team.Status
	AwayStatus team.Status
	Boards     []Board // Settings.Scoring.Boards of them once a line-up is entered
	// Extra: the extra match for first place (§3, §19), stored after the
	// last round (Round = rounds + 1); Home is the challenger.
	Extra bool
}

// Board is one board of a stored match.
type Board struct {
	Home, Away model.PlayerID // 0 = nobody
	Result     team.Result
}

// Store is what the service needs from persistence. Tx runs fn in one
// transaction. Errors follow model.RegistryStore's contract.
type Store interface {
	TeamTx(ctx context.Context, fn func(Tx) error) error
}

// Tx is the store inside one transaction.
type Tx interface {
	CreateTournament(ctx context.Context, t *model.Tournament) error
	UpdateTournament(ctx context.Context, t model.Tournament) error // every field of t
	Tournament(ctx context.Context, id model.TournamentID) (model.Tournament, error)
	Player(ctx context.Context, id model.PlayerID) (model.Player, error)

	SaveTeamSettings(ctx context.Context, s Settings) error
	TeamSettings(ctx context.Context, id model.TournamentID) (Settings, error)

	CreateTeam(ctx context.Context, t *Team) error // with its members
	UpdateTeam(ctx context.Context, t Team) error  // name, club, settlement, captain
	SetTeamMembers(ctx context.Context, id TeamID, ms []Member) error
	SetTeamFinal(ctx context.Context, id TeamID, f Final) error       // the zero Final clears it
	Teams(ctx context.Context, id model.TournamentID) ([]Team, error) // in number order, with members
	// TeamPlayers is the registry record of every member of team id, in
	// one query.
	TeamPlayers(ctx context.Context, id TeamID) ([]model.Player, error)

	CreateMatches(ctx context.Context, ms []Match) error
	SaveMatch(ctx context.Context, m Match) error                        // statuses and boards of an existing match
	Matches(ctx context.Context, id model.TournamentID) ([]Match, error) // with the extra match, if any

	// The §2 team ranking of an individual tournament: how many of each
	// team's players count (0 = all; NotFound when never set).
	SaveRankingSize(ctx context.Context, id model.TournamentID, size int) error
	RankingSize(ctx context.Context, id model.TournamentID) (int, error)
	Club(ctx context.Context, id model.ClubID) (model.Club, error)
}
