package season

import (
	"fmt"
	"time"
)

// Tournament is one event of the season's calendar.
type Tournament struct {
	ID    int64
	Name  string
	Date  time.Time // first day
	Cup   Cup
	Level Level // sets K_b; only read for Golden Cup tournaments
}

// Player is what the season needs to know about a registered player.
type Player struct {
	ID         int64
	Surname    string
	Name       string
	Birth      time.Time // zero when unknown
	Female     bool
	Foreign    bool // citizenship not Ukrainian
	Student    bool
	Occupation string // declared occupation group; "" none
}

// Result is one player's participation in one tournament: the points, the
// final place (after tie-breaks; PlaceTo > Place when shared) and the club
// and coach declared at that registration (0 = none declared).
type Result struct {
	Tournament int64
	Player     int64
	Points     int // half-points
	Place      int
	PlaceTo    int
	Club       int64
	Coach      int64
}

// Club is a chess club, or (in Coaches) a coach: a name and a settlement.
type Club struct {
	ID         int64
	Name       string
	Settlement string
	// Foreign: a club or coach from another country. Seed 001 ranks
	// «українських шахових клубів та тренерів» only, so a foreign one has
	// no row in the club and coach tables and no award.
	Foreign bool
}

// Input is everything one season's computation reads.
type Input struct {
	Year        int
	Rules       Rules
	Tournaments []Tournament
	Players     []Player
	Clubs       []Club
	Coaches     []Club
	Results     []Result
}

// indexed is the input keyed by ID.
type indexed struct {
	tours   map[int64]*Tournament
	players map[int64]*Player
	byCup   map[Cup]map[int64][]Result // cup → player → results
}

func index(in Input) (*indexed, error) {
	x := &indexed{tours: map[int64]*Tournament{}, players: map[int64]*Player{}, byCup: map[Cup]map[int64][]Result{}}
	for i := range in.Tournaments {
		x.tours[in.Tournaments[i].ID] = &in.Tournaments[i]
	}
	for i := range in.Players {
		x.players[in.Players[i].ID] = &in.Players[i]
	}
	for _, r := range in.Results {
		t, p := x.tours[r.Tournament], x.players[r.Player]
		if t == nil || p == nil {
			return nil, fmt.Errorf("season: result of player %d in tournament %d refers to an unknown record", r.Player, r.Tournament)
		}
		if x.byCup[t.Cup] == nil {
			x.byCup[t.Cup] = map[int64][]Result{}
		}
		x.byCup[t.Cup][r.Player] = append(x.byCup[t.Cup][r.Player], r)
	}
	return x, nil
}
