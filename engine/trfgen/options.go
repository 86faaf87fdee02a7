package trfgen

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Amount is how many of something a generated tournament gets: a count
// ("12") or a share of the possible ones ("5%": of the players, of the
// player-rounds or of the games, as the option says). The zero Amount is
// "not given": Build draws a value.
type Amount struct {
	Set     bool
	Count   int
	Percent bool
	Share   float64 // 0..1 when Percent
}

// Of is the count the amount gives out of total possible ones (a share is
// rounded to the nearest count).
func (a Amount) Of(total int) int {
	if !a.Percent {
		return a.Count
	}
	return int(math.Round(a.Share * float64(total)))
}

func (a Amount) String() string {
	switch {
	case !a.Set:
		return ""
	case a.Percent:
		return strconv.FormatFloat(a.Share*100, 'f', -1, 64) + "%"
	}
	return strconv.Itoa(a.Count)
}

// ParseAmount reads "12" (a count) or "2.5%" (a percentage, 0 to 100).
func ParseAmount(s string) (Amount, error) {
	s = strings.TrimSpace(s)
	if p, ok := strings.CutSuffix(s, "%"); ok {
		v, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || v < 0 || v > 100 || math.IsNaN(v) {
			return Amount{}, fmt.Errorf("%q: want a percentage from 0%% to 100%%", s)
		}
		return Amount{Set: true, Percent: true, Share: v / 100}, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return Amount{}, fmt.Errorf("%q: want a count (12) or a percentage (5%%)", s)
	}
	return Amount{Set: true, Count: n}, nil
}

// share is a fraction as an Amount.
func share(f float64) Amount { return Amount{Set: true, Percent: true, Share: f} }

// Options describe a random tournament for Build: the random tournament
// generator (RTG) of FIDE's checklist for pairing programs. Every option
// left at its zero value gets a sensible random value drawn from Seed (see
// Build); what was drawn is in Summary.Options.
//
// The first group are the keys of the generators of bbpPairings and
// JaVaFo (their configuration files read the same, ParseConfig):
// PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate (one game in
// ForfeitRate is forfeited), RetiredRate (one player in RetiredRate
// withdraws), HalfPointByeRate (one player in HalfPointByeRate asks for a
// half-point bye), HighestRating and LowestRating (ratings drawn evenly
// between them). Arbiter's own keys give the same things, and more, as
// counts or percentages; where both are given, Arbiter's key wins.
type Options struct {
	Seed uint64

	Players int // 2..9999
	Rounds  int // 1..99
	// Draw is the chance in percent that a game between equal players is
	// drawn; the rating model caps it for unequal ones (see Build).
	Draw Amount

	ForfeitRate      float64 // bbp/JaVaFo: one game in N forfeited (>= 1)
	RetiredRate      float64 // bbp/JaVaFo: one player in N withdraws (>= 2)
	HalfPointByeRate float64 // bbp/JaVaFo: one player in N takes a half-point bye (>= 1)

	// Byes asked for by present players, of all player-rounds.
	HalfByes, FullByes, ZeroByes Amount
	// Unusual results, of all games: a forfeit by one side (+/-), by both
	// (-/-), and the arbiter's ½-0, 0-½ and 0-0 of a played game.
	Forfeits, DoubleForfeits, HalfZero, ZeroHalf, ZeroZero Amount
	// Of all players: withdrawals (absent from a round to the end), late
	// entries (absent in round 1, maybe 2), players without a rating.
	Withdrawals, LateEntries, Unrated Amount

	// Ratings: typed (one per player, 0 = unrated; it sets Players when
	// that is not given), or by range: HighestRating down to LowestRating,
	// evenly at random, or in steps of RatingStep from HighestRating.
	Ratings                     []int
	HighestRating, LowestRating int
	RatingStep                  int

	// TieBreaks is the tie-break list of record 202 in TRF-2026 codes
	// ("BH/C1,BH,SB,DE"); the final standings follow it.
	TieBreaks string
	// InitialColour is 'w' or 'b' (record 152); 0 draws it.
	InitialColour byte
	// Baku asks for the Baku acceleration (record 192 FIDE_DUTCH_BAKU):
	// the pairing function is then expected to accelerate (C.04.3 Baku
	// method); Build itself only writes the type.
	Baku bool

	Name      string // record 012
	StartDate string // record 042, YYYY/MM/DD; it chooses the tie-break edition
}
