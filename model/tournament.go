package model

import (
	"strconv"
	"strings"

	"arbiter/engine/season"
	"arbiter/engine/trf"
	"arbiter/model/fide"
)

// TournamentID identifies a stored tournament.
type TournamentID int64

// TournamentKind is the time-control class of a tournament.
type TournamentKind string

// The kinds of docs/product.md workflow 1.
const (
	Classical TournamentKind = "classical"
	Rapid     TournamentKind = "rapid"
	Blitz     TournamentKind = "blitz"
)

// The pairing systems of docs/product.md workflow 1 (Tournament.System).
const (
	SystemSwissDutch       = "swiss-dutch"
	SystemRoundRobin       = "round-robin"
	SystemDoubleRoundRobin = "double-round-robin"
	SystemKnockout         = "knockout"
)

// The Swiss systems (Tournament.SwissSystem) and accelerations
// (Tournament.Acceleration).
const (
	SwissDutch       = ""
	SwissBurstein    = "burstein"
	AccelerationBaku = "baku"
)

// RatingUsed says which registry rating seeds and ranks a tournament.
type RatingUsed string

// The two ratings of the registry.
const (
	RatingFIDE     RatingUsed = "fide"
	RatingNational RatingUsed = "national"
)

// DefaultVenue is the venue a new tournament gets (docs/product.md workflow 1).
const DefaultVenue = "Київ, вул. Шулявська, 5"

// Tournament is one event of a season's calendar (or outside any season).
// The fields after TieBreaks are the tournament-day settings (docs/product.md workflows 3–7); a
// tournament imported from a TRF or put on a season's calendar keeps their
// zero values, which mean: FIDE rating, edition from the start date, White
// for the first player, no forbidden pairs.
type Tournament struct {
	ID          TournamentID
	SeasonID    SeasonID // 0: not part of a season
	Name        string
	StartDate   Date
	EndDate     Date
	Kind        TournamentKind
	Cup         season.Cup   // gold, silver or none
	Level       season.Level // norm level; required for the Golden Cup
	System      string       // SystemSwissDutch, SystemRoundRobin, …; free text for imports
	Rounds      int
	Venue       string
	TimeControl string
	TieBreaks   string // the ordered tie-break list in FIDE codes, e.g. "BH,WIN,DE"
	// Scoring is the point system (tournament_scoring.go): "" for 1 / ½ /
	// 0, "3-1-0", or custom "W-D-L" points ("2-1-0.5"); ByePoints what the
	// pairing-allocated bye is worth: "" a win, "draw", "0" or points.
	// Both are fixed once round 1 is paired (FIDE checklist Q75).
	Scoring   string
	ByePoints string
	// NoSwap keeps a double round robin's first cycle in Berger order
	// (TRF-2026 192 BERGER_DOUBLEROUNDROBIN); by default its last two
	// rounds are exchanged so nobody has one colour three times running
	// across the cycles (FIDE_DOUBLEROUNDROBIN, C.05 Annex 1).
	NoSwap bool

	RatingUsed    RatingUsed // "" means RatingFIDE
	Edition       string     // tie-break rules edition ("2024", "2026", "2009"); CreateTournament fills it from the start date
	SubStandings  string     // sub-standings to show, comma-separated: "girls", "unrated", "u6"…"u20", "s40"…"s90", "veterans" (s60)
	InitialColour string     // "white" (default) or "black": XXC, colour of the top player in round 1; a knockout also "lot"
	// ColourSeed is a knockout's colour lot (InitialColour "lot", seed 004
	// §5): the first colour of every mini-match is drawn with
	// engine/knockout.FirstColourByLot from this seed, printed on the bracket.
	ColourSeed uint64
	// SameClubRounds > 0 keeps players of the same (declared) club apart in
	// rounds 1..SameClubRounds, as forbidden pairs (a director's option).
	SameClubRounds int
	// SwissSystem is the FIDE Swiss system of a Swiss (System
	// SystemSwissDutch, the Swiss kind): SwissDutch (C.04.3, "") or
	// SwissBurstein (C.04.4.2).
	SwissSystem string
	// Acceleration of a Swiss: "" none, AccelerationBaku (C.04.7.1; the
	// virtual points engine/swiss derives, docs/swiss-systems.md). Neither
	// may change once round 1 is paired.
	Acceleration string
	// Knockout is the mini-match format of a knockout, e.g. "2+2+A": two
	// main games, a tie-break stage of two games, then Armageddon
	// (ParseKnockoutFormat). "" means "2+2+A".
	Knockout string
	// Stage: a tournament created as the next stage of others (seed
	// 004 §4, §5, §11, §17): the source tournaments, the qualification
	// rule (engine/qualify: "top:8", "score:5+rating:1900", "invite:…")
	// and the places the stage takes (0: no limit). model/stages fills the
	// registration with the qualifiers.
	Stage     StageLink
	Finished  bool      // FinishTournament fixed the final standings
	Admission Admission // who may enter (checked at the registration desk)
}

// StageLink makes a tournament the next stage of the tournaments From
// lists, "1,2" (none: a tournament of its own; a string keeps Tournament
// comparable). Sources reads it.
type StageLink struct {
	From    string
	Qualify string
	Places  int
}

// Sources are the tournaments of l.From; ok false when From is not a list
// of positive numbers separated by commas.
func (l StageLink) Sources() (ids []TournamentID, ok bool) {
	if strings.TrimSpace(l.From) == "" {
		return nil, true
	}
	for _, f := range strings.Split(l.From, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || n < 1 {
			return nil, false
		}
		ids = append(ids, TournamentID(n))
	}
	return ids, true
}

// Admission are a tournament's admission rules (docs/product.md workflow 3):
// zero fields do not restrict. A player outside them is registered only
// when the director confirms (Registration.ConfirmAdmission).
type Admission struct {
	BornFrom, BornTo     int    // birth years, inclusive
	MinRating, MaxRating int    // in the rating the tournament uses; an unrated player fails MinRating
	MinTitle             string // e.g. "2": the 2nd razryad or any stronger title (TitleLevel)
	MinTitleGirls        string // the girls' and women's minimum title when it differs (admission_gender.go)

	// Beyond birth year, rating and razryad (tournament_admission.go):
	Gender         Gender // "" any; Female: a women's or girls' event; Male: men and boys
	Citizenship    string // a FIDE federation code: its citizens only (seed 003: UKR)
	MinRatingGirls int    // the girls' and women's rating threshold when it differs from MinRating

	// YearRatingsGirls: the girls' and women's thresholds by birth year
	// (seed 004 §17, Д-18: «от 1450 для род. 1993-1994 гг.; для остальных
	// – 1600»), written as YearRatings (admission_gender.go).
	YearRatingsGirls string

	MaxTitle string // the strongest title admitted (e.g. "1" for a qualifier below КМС)
	OrTitle  string // either/or: below the rating threshold, this title or a stronger one admits
	// RatingList "YYYY-MM": admission by the rating of this list; a player
	// whose registry rating comes from another list (or none) is warned
	// (model/closing's registration checks it).
	RatingList  string
	YearRatings string // rating thresholds by birth year, "2012-:1400, 2008-2011:1600" (ParseYearRatings; the first that covers the player counts)
}

// The forbidden pairs of a tournament (relatives, …) are kept apart from
// the Tournament record: see Pairings.SetForbiddenPairs.

// KnockoutFormat is the mini-match of a knockout round (C.07 art. 3 via
// engine/knockout.Format): Games main games, then tie-break stages of
// TieBreaks[i] games each while tied, then Armageddon if set.
type KnockoutFormat struct {
	Games      int
	TieBreaks  []int
	Armageddon bool
}

// Entry is one registration: a player in a tournament with the club and
// coach declared there (docs/season.md: the last declaration of the season
// counts), and, once known, the final points (half-points) and place
// (PlaceTo > Place when shared).
type Entry struct {
	TournamentID TournamentID
	PlayerID     PlayerID
	StartNo      int // pairing number
	ClubID       ClubID
	CoachID      CoachID
	Rating       int
	Points       int
	Place        int // 0: not known
	PlaceTo      int

	Fee           int  // entry fee in hryvnias
	Paid          bool // the fee is paid
	CheckedIn     bool
	WithdrawnFrom int // 0: plays on; r: withdrawn from round r on (Z, not paired)
	// Byes are the requested byes by round: trf.HalfBye or trf.ZeroBye (or
	// trf.FullBye when the regulations let the director grant a point).
	Byes map[int]trf.Result
	// HalfByesBarred: the player is not entitled to half-point byes (a free
	// entry, a condition of the regulations; FIDE C.02 Q175): a requested
	// H is refused (model/tournaments/byes.go).
	HalfByesBarred bool
}

// RoundGame is one player's entry in one round, as the TRF writes it:
// opponent by pairing number (0 none), colour and result token. Board is
// the board number of a paired game (the same on both rows), 0 for byes,
// absences and imported rounds.
type RoundGame struct {
	TournamentID TournamentID
	Round        int
	StartNo      int
	Opponent     int
	Colour       trf.Colour
	Result       trf.Result
	Board        int
}

// AuditRecord is one recorded action of the director on a tournament
// (manual pairing changes, unpairing, corrections).
type AuditRecord struct {
	TournamentID TournamentID
	At           string // RFC 3339 time of the action
	Round        int
	Action       string // "swap-colours", "exchange-opponents", "move-to-bye", "unpair", "correct-result", …
	Detail       string // Ukrainian sentence, with the warnings confirmed
}

// KnockoutGame is one game of a knockout mini-match: bracket round and pair
// (1-based), its number in the match, the stage (0 main, 1… tie-break
// stages, -1 Armageddon), the players by start number and White's points
// in half-points.
type KnockoutGame struct {
	TournamentID TournamentID
	Round, Pair  int
	No           int
	Stage        int
	White, Black int
	WhitePoints  int
}

// Registration is one registration-desk action (workflow 3).
type Registration struct {
	PlayerID  PlayerID // a registry player, or 0 with NewPlayer set
	NewPlayer *Player  // created in the same transaction when PlayerID is 0
	ClubID    ClubID   // declared for this tournament; 0: the registry's club
	CoachID   CoachID  // declared for this tournament; 0: the registry's coach
	Fee       int
	Paid      bool
	CheckedIn bool
	Byes      map[int]trf.Result // requested byes: round → trf.HalfBye, trf.ZeroBye (trf.FullBye if granted)
	// GrantHalfPoints gives a late entrant H (½) instead of Z for the rounds
	// already paired (the director's decision).
	GrantHalfPoints bool
	// ConfirmUnrated registers a late entrant without a rating in the
	// rating used; without it such a late entry is refused with a Conflict
	// that explains the consequence (ErrUnratedLateEntry).
	ConfirmUnrated bool
	AllowDuplicate bool // passed to CreatePlayer for NewPlayer
	// ConfirmAdmission registers a player outside the tournament's
	// admission rules; without it the registration is a Conflict naming the
	// rule — errors.Is(err, ErrAdmission).
	ConfirmAdmission bool
	// HalfByesBarred marks the player not entitled to half-point byes
	// (Entry.HalfByesBarred); Ack confirms the FIDE warnings of the
	// requested byes (a second half-point bye, Level 3: model/tournaments/byes.go).
	HalfByesBarred bool
	Ack            fide.Ack
}

// Scoring values the form and the command line offer.
const (
	ScoringStandard = ""      // 1 / ½ / 0
	ScoringFootball = "3-1-0" // 3 / 1 / 0
	ByeWin          = ""      // the pairing-allocated bye is worth a win
	ByeDraw         = "draw"
	ByeZero         = "0"
)
