package season

import (
	"fmt"
	"math/big"
)

// Prize is what an award gives, as a stable code (stored and printed in the
// TSV); model/seasons.PrizeLabel gives the Ukrainian wording.
type Prize string

// The prizes of regulations 000 and 001.
const (
	PrizeCupDiploma   Prize = "cup+diploma"   // champion: «Золотий Кубок» and a diploma
	PrizeCup          Prize = "cup"           // «Золотий шаховий клуб/тренер України»
	PrizeGold         Prize = "gold-medal"    // best Ukrainian players 1–3
	PrizeSilver       Prize = "silver-medal"  //
	PrizeBronze       Prize = "bronze-medal"  //
	PrizeDiplomaMedal Prize = "diploma+medal" // categories; clubs and coaches 1–3
	PrizeDiploma      Prize = "diploma"       // per tournament; per settlement; per club
	PrizeNone         Prize = "not-awarded"   // nobody eligible; Reason says why
)

// Award is one line of the season's award list. Category is a stable code
// ("champion", "woman", "girls-u14", "occupation:банкір",
// "club-settlement:Київ", "tournament:<name>" …). Place is the place inside
// the category (shared places are shared awards). Winner is the player's
// "Surname Name" or the club's or coach's name.
type Award struct {
	Prize    Prize
	Category string
	Place    Place
	Player   int64 // 0 for clubs and coaches
	Team     int64 // club or coach ID; 0 for players
	Winner   string
	Total    *big.Rat   // F_gold, F_club, F_coach, or the tournament points
	Reason   NotAwarded // why not awarded, when Prize is PrizeNone
}

// NotAwarded says why a category is not awarded: a code (the words are
// the model's and the interface's, in the reader's language) and, for a
// group too small, its size and the least size.
type NotAwarded struct {
	Why        string // NobodyEligible, GroupTooSmall, NoCoachDeclared, NoFinalPlaces
	Have, Need int    // GroupTooSmall: the players of the group, the least number
}

// The reasons a category is not awarded.
const (
	NobodyEligible  = "nobody-eligible"   // no participant meets the conditions
	GroupTooSmall   = "group-too-small"   // an occupation group below Rules.OccupationDiploma
	NoCoachDeclared = "no-coach-declared" // no player of the club declared a coach
	NoFinalPlaces   = "no-final-places"   // the tournament's final places are not recorded
)

// String is the code, with the group's size and least size for GroupTooSmall.
func (r NotAwarded) String() string {
	if r.Why == GroupTooSmall {
		return fmt.Sprintf("%s %d/%d", r.Why, r.Have, r.Need)
	}
	return r.Why
}
