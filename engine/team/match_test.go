package team

import (
	"errors"
	"testing"
)

// TestScoreSeedRules: one row per scoring rule of seed 004 §3 (and the
// C.04.6 bye), expected values worked out by hand.
func TestScoreSeedRules(t *testing.T) {
	s3 := Defaults(5) // §3: 5 boards (4 boys + 1 girl)
	fide4 := FIDEDefaults(4)
	short := Match{Round: 1, Home: 1, Away: 2, Boards: pairBoards(lineupOf(1, 5), lineupOf(2, 4), 5)}
	// boards 1–4 played: 1 (home White wins), = , 0 (board 3, home White loses), =
	for i, r := range []Result{WhiteWins, DrawResult, BlackWins, DrawResult} {
		short.Boards[i].Result = r
	}
	allForfeit := Match{Round: 1, Home: 1, Away: 2, Boards: pairBoards(lineupOf(1, 5), lineupOf(2, 5), 5)}
	for i := range allForfeit.Boards {
		allForfeit.Boards[i].Result = DoubleForfeit
	}
	pending := game(1, 1, 2, 2, 1, 1, 0, 2)
	pending.Boards[4].Result = NoResult
	tests := []struct {
		name         string
		s            Settings
		m            Match
		hGP, aGP     int
		hMP, aMP     int
		hKind, aKind Kind
		complete     bool
		homeBoards   []int
	}{
		{"no-show gives the opponent 5 (§3)", s3,
			Match{Round: 1, Home: 1, Away: 2, AwayStatus: NoShow, Boards: pairBoards(lineupOf(1, 5), nil, 5)},
			10, 0, 2, 0, ForfeitWin, ForfeitLoss, true, []int{2, 2, 2, 2, 2}},
		{"no-show, line-up of the team that came not typed: a full one", s3,
			Match{Round: 1, Home: 1, Away: 2, HomeStatus: NoShow},
			0, 10, 0, 2, ForfeitLoss, ForfeitWin, true, []int{0, 0, 0, 0, 0}},
		{"no-show, opponent with 4 players gets 4", s3,
			Match{Round: 1, Home: 1, Away: 2, AwayStatus: NoShow, Boards: pairBoards(lineupOf(1, 4), nil, 5)},
			8, 0, 2, 0, ForfeitWin, ForfeitLoss, true, []int{2, 2, 2, 2, 0}},
		// The bye's board points (for TBR, BBE, BC) are a win on every
		// board whatever its GP (C.07 art. 12: "a team PAB counts as a win
		// on every board"; Gacrux's bp table does the same).
		{"team bye with an odd number of teams: 3.5 (§3)", s3,
			Match{Round: 1, Home: 1},
			7, 0, 2, 0, ByeRound, 0, true, []int{2, 2, 2, 2, 2}},
		{"team bye, C.04.6 default: a draw", fide4,
			Match{Round: 1, Home: 1},
			4, 0, 1, 0, ByeRound, 0, true, []int{2, 2, 2, 2}},
		{"fewer than 3 players: not admitted, the opponent scores as for a no-show (§3)", s3,
			Match{Round: 1, Home: 1, Away: 2, Boards: pairBoards(lineupOf(1, 5), lineupOf(2, 2), 5)},
			10, 0, 2, 0, ForfeitWin, ForfeitLoss, true, []int{2, 2, 2, 2, 2}},
		{"both teams fewer than 3: both lose", s3,
			Match{Round: 1, Home: 1, Away: 2, Boards: pairBoards(lineupOf(1, 2), lineupOf(2, 1), 5)},
			0, 0, 0, 0, DoubleLoss, DoubleLoss, true, []int{0, 0, 0, 0, 0}},
		{"one player short: the bottom board is conceded, boards shifted (§3)", s3, short,
			6, 4, 2, 0, Played, Played, true, []int{2, 1, 0, 1, 2}},
		{"drawn match 2½–2½", s3, game(1, 1, 2, 2, 1, 0, 1, 1),
			5, 5, 1, 1, Played, Played, true, []int{2, 1, 0, 1, 1}},
		{"colours: home has Black on board 2", s3, game(1, 1, 2, 0, 2, 0, 2, 0),
			4, 6, 0, 2, Played, Played, true, []int{0, 2, 0, 2, 0}},
		{"double forfeit on every board: both lose", s3, allForfeit,
			0, 0, 0, 0, DoubleLoss, DoubleLoss, true, []int{0, 0, 0, 0, 0}},
		{"a board without a result: pending", s3, pending,
			4, 4, 1, 1, Pending, Pending, false, []int{2, 1, 1, 0, 0}},
		{"match points 3/1/0", func() Settings { s := s3; s.Win = 3; return s }(), game(1, 1, 2, 2, 2, 2, 0, 0),
			6, 4, 3, 0, Played, Played, true, []int{2, 2, 2, 0, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := tc.s.Score(tc.m)
			if err != nil {
				t.Fatal(err)
			}
			if out.Home.GP != tc.hGP || out.Away.GP != tc.aGP || out.Home.MP != tc.hMP || out.Away.MP != tc.aMP {
				t.Errorf("GP %d–%d MP %d–%d, want GP %d–%d MP %d–%d", out.Home.GP, out.Away.GP, out.Home.MP, out.Away.MP, tc.hGP, tc.aGP, tc.hMP, tc.aMP)
			}
			if out.Home.Kind != tc.hKind || (!tc.m.Bye() && out.Away.Kind != tc.aKind) {
				t.Errorf("kinds %c/%c, want %c/%c", out.Home.Kind, out.Away.Kind, tc.hKind, tc.aKind)
			}
			if out.Complete != tc.complete {
				t.Errorf("complete = %v", out.Complete)
			}
			for i, v := range tc.homeBoards {
				if out.Home.Boards[i] != v {
					t.Errorf("home boards %v, want %v", out.Home.Boards, tc.homeBoards)
					break
				}
			}
		})
	}
}

func TestScoreRefusesResultWithoutGame(t *testing.T) {
	s := Defaults(5)
	m := Match{Round: 1, Home: 1, Away: 2, Boards: pairBoards(lineupOf(1, 5), lineupOf(2, 4), 5)}
	m.Boards[4].Result = WhiteWins // board 5: nobody on the away side
	_, err := s.Score(m)
	var be *BoardError
	if !errors.As(err, &be) || be.Board != 5 {
		t.Fatalf("err = %v, want a BoardError for board 5", err)
	}
}

func TestSettingsValidate(t *testing.T) {
	bad := []Settings{
		{Boards: 0, Win: 2, Draw: 1, MinPlayers: 1},
		{Boards: 4, Win: 1, Draw: 1, MinPlayers: 1},
		{Boards: 4, Win: 2, Draw: 1, NoShowGP: 9, MinPlayers: 1},
		{Boards: 4, Win: 2, Draw: 1, ByeGP: 9, MinPlayers: 1},
		{Boards: 4, Win: 2, Draw: 1, MinPlayers: 5},
		{Boards: 4, Win: 2, Draw: 1, MinPlayers: 3, Colours: "WX"},
	}
	for i, s := range bad {
		if s.Validate() == nil {
			t.Errorf("%d: %+v accepted", i, s)
		}
	}
	for _, b := range []int{1, 4, 5, 6} {
		if err := Defaults(b).Validate(); err != nil {
			t.Errorf("Defaults(%d): %v", b, err)
		}
	}
	if d := Defaults(4); d.NoShowGP != 8 || d.ByeGP != 7 {
		t.Errorf("Defaults(4) = %+v, want no-show 4 points (all boards), bye 3.5", d)
	}
}

func TestHalf(t *testing.T) {
	for h, want := range map[int]string{0: "0", 1: "½", 7: "3½", 10: "5", -3: "-1½"} {
		if got := Half(h); got != want {
			t.Errorf("Half(%d) = %q, want %q", h, got, want)
		}
	}
	for h, want := range map[int]string{0: "0", 1: "0.5", 7: "3.5", 10: "5"} {
		if got := Decimal(h); got != want {
			t.Errorf("Decimal(%d) = %q, want %q", h, got, want)
		}
	}
}
