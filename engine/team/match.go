package team

import "fmt"

// Result is a board result from White's side, stored with the same keys
// as individual results: 1 White wins, = draw, 0 Black wins, + White wins
// by forfeit, - Black wins by forfeit, * double forfeit; 0 (NoResult) not
// yet known. What the director types is read by model.ParseGameResult, the
// one vocabulary of individual and team results (model/teams).
type Result byte

const (
	NoResult      Result = 0
	WhiteWins     Result = '1'
	DrawResult    Result = '='
	BlackWins     Result = '0'
	WhiteForfeit  Result = '+' // White wins by forfeit
	BlackForfeit  Result = '-' // Black wins by forfeit
	DoubleForfeit Result = '*'
)

// points returns White's and Black's half-points.
func (r Result) points() (w, b int) {
	switch r {
	case WhiteWins, WhiteForfeit:
		return 2, 0
	case BlackWins, BlackForfeit:
		return 0, 2
	case DrawResult:
		return 1, 1
	}
	return 0, 0
}

// Forfeit reports a result not played over the board.
func (r Result) Forfeit() bool {
	return r == WhiteForfeit || r == BlackForfeit || r == DoubleForfeit
}

// Board is one game of a match: the first-named (home) team's player, the
// other team's player (pairing numbers or registry ids; 0 = nobody on the
// board) and the result from White's side.
type Board struct {
	Home, Away int
	Result     Result
}

// Status of a team in one match.
type Status byte

const (
	Present     Status = 0   // came (its line-up decides whether it is admitted)
	NoShow      Status = 'N' // did not come («неявка»)
	NotAdmitted Status = 'A' // fewer than MinPlayers: not admitted to the round
)

// Match is one round's encounter of two teams, or a team bye (Away == 0).
// The first-named team (Home) plays the colours of Settings.Colours.
type Match struct {
	Round      int
	Home, Away int // team numbers; Away 0 = the team bye of Home
	HomeStatus Status
	AwayStatus Status
	Boards     []Board // in board order; len ≤ Settings.Boards
	// Requested marks a bye the team asked for (TRF F, H or Z for its
	// players) rather than the pairing-allocated one: it is worth
	// RequestedGP half-points instead of Settings.ByeGP.
	Requested   bool
	RequestedGP int
}

// Bye reports a team bye.
func (m Match) Bye() bool { return m.Away == 0 }

// Kind of a team's round.
type Kind byte

const (
	Pending     Kind = 0   // line-ups or results still missing
	Played      Kind = 'P' // at least one board played over the board
	ForfeitWin  Kind = '+' // opponent did not come or was not admitted
	ForfeitLoss Kind = '-' // this team did not come or was not admitted
	ByeRound    Kind = 'U' // the team bye
	Requested   Kind = 'F' // a bye the team asked for (TRF F/H/Z)
	DoubleLoss  Kind = '*' // neither team came, or every board forfeited by both
	NotPaired   Kind = 'Z' // no match this round
)

// Side is one team's share of a match.
type Side struct {
	GP     int   // half-points
	MP     int   // match points
	Boards []int // half-points on each board, board 1 first (len = Settings.Boards)
	Kind   Kind
}

// Outcome is the result of a match for both teams.
type Outcome struct {
	Home, Away Side
	Complete   bool // every board has a result (or the match was decided without play)
}

// present counts the players a side put on the boards.
func present(bs []Board, home bool) int {
	n := 0
	for _, b := range bs {
		if (home && b.Home != 0) || (!home && b.Away != 0) {
			n++
		}
	}
	return n
}

// Score computes a match's MP and GP (C.07 art. 11.1: GP is the sum of the
// board points, MP follow from comparing the GP of the two teams) with the
// seed's forfeit rules (Settings). It refuses a result on a board that has
// no game (a board with a player on one side only is conceded; §3).
func (s Settings) Score(m Match) (Outcome, error) {
	n := s.Boards
	out := Outcome{Home: Side{Boards: make([]int, n)}, Away: Side{Boards: make([]int, n)}}
	if len(m.Boards) > n {
		return out, fmt.Errorf("match %d–%d: %d boards, the competition has %d", m.Home, m.Away, len(m.Boards), n)
	}
	if m.Bye() {
		gp, kind := s.ByeGP, ByeRound
		if m.Requested {
			gp, kind = m.RequestedGP, Requested
			if gp < 0 || gp > 2*n {
				return out, fmt.Errorf("team %d: a bye of %s points with %d boards", m.Home, Half(gp), n)
			}
		}
		out.Home.GP = gp
		out.Home.MP = s.mpFor(gp, 2*n-gp)
		byeBoards(out.Home.Boards, gp, kind)
		out.Home.Kind = kind
		out.Complete = true
		return out, nil
	}
	hn, an := present(m.Boards, true), present(m.Boards, false)
	hs, as := m.HomeStatus, m.AwayStatus
	// A team that came with fewer than MinPlayers is not admitted (§3); a
	// side with nobody entered yet is pending, not absent.
	if hs == Present && hn > 0 && hn < s.MinPlayers {
		hs = NotAdmitted
	}
	if as == Present && an > 0 && an < s.MinPlayers {
		as = NotAdmitted
	}
	hOut, aOut := hs != Present, as != Present
	switch {
	case hOut && aOut:
		out.Home.MP, out.Away.MP = s.Loss, s.Loss
		out.Home.Kind, out.Away.Kind = DoubleLoss, DoubleLoss
		out.Complete = true
		return out, nil
	case hOut || aOut:
		win, lose, k := &out.Away, &out.Home, an
		if aOut {
			win, lose, k = &out.Home, &out.Away, hn
		}
		if k == 0 { // line-up of the team that came not typed: a full one
			k = n
		}
		gp := s.NoShowGP
		if gp > 2*k {
			gp = 2 * k
		}
		win.GP, win.MP, win.Kind = gp, s.Win, ForfeitWin
		spread(win.Boards, gp)
		lose.MP, lose.Kind = s.Loss, ForfeitLoss
		out.Complete = true
		return out, nil
	}
	if hn == 0 && an == 0 {
		return out, nil // nothing entered yet
	}
	complete, played := true, false
	for i, b := range m.Boards {
		bd := i + 1
		switch {
		case b.Home == 0 && b.Away == 0:
			if b.Result != NoResult {
				return out, &BoardError{Board: bd, Msg: "has no game: nobody plays on it"}
			}
		case b.Home == 0 || b.Away == 0:
			if b.Result != NoResult {
				return out, &BoardError{Board: bd, Msg: "has no game: one team conceded it (nobody on its side)"}
			}
			if b.Home != 0 {
				out.Home.Boards[i] = 2
			} else {
				out.Away.Boards[i] = 2
			}
		default:
			if b.Result == NoResult {
				complete = false
				continue
			}
			w, bl := b.Result.points()
			if s.HomeWhite(bd) {
				out.Home.Boards[i], out.Away.Boards[i] = w, bl
			} else {
				out.Home.Boards[i], out.Away.Boards[i] = bl, w
			}
			if !b.Result.Forfeit() {
				played = true
			}
		}
	}
	// Boards past the line-ups have nobody on either side: no points.
	for i := 0; i < n; i++ {
		out.Home.GP += out.Home.Boards[i]
		out.Away.GP += out.Away.Boards[i]
	}
	out.Complete = complete
	out.Home.MP = s.mpFor(out.Home.GP, out.Away.GP)
	out.Away.MP = s.mpFor(out.Away.GP, out.Home.GP)
	switch {
	case !complete:
		out.Home.Kind, out.Away.Kind = Pending, Pending
	case played:
		out.Home.Kind, out.Away.Kind = Played, Played
	case out.Home.GP == 0 && out.Away.GP == 0: // every board double-forfeited
		out.Home.MP, out.Away.MP = s.Loss, s.Loss
		out.Home.Kind, out.Away.Kind = DoubleLoss, DoubleLoss
	case out.Home.GP > out.Away.GP: // decided without a game played
		out.Home.Kind, out.Away.Kind = ForfeitWin, ForfeitLoss
	case out.Home.GP < out.Away.GP:
		out.Home.Kind, out.Away.Kind = ForfeitLoss, ForfeitWin
	default:
		out.Home.Kind, out.Away.Kind = Played, Played
	}
	return out, nil
}

// spread writes gp half-points over the boards from the top: 2 per board,
// the remainder on the next (used for a no-show win and the bye, so that
// the board points add up to the GP).
func spread(boards []int, gp int) {
	for i := range boards {
		switch {
		case gp >= 2:
			boards[i], gp = 2, gp-2
		case gp == 1:
			boards[i], gp = 1, 0
		}
	}
}

// byeBoards writes the board points of a team bye for the board
// tie-breaks (TBR, BBE, BC; C.07 art. 12): the pairing-allocated bye is a
// win on every board whatever its GP; a bye the team asked for is the same
// result on every board when its points divide evenly (a full-point bye a
// win, a half-point bye a draw, a zero-point bye nothing), else spread
// from the top.
func byeBoards(boards []int, gp int, kind Kind) {
	n := len(boards)
	switch {
	case kind == ByeRound:
		gp = 2 * n
	case n > 0 && gp%n == 0:
		for i := range boards {
			boards[i] = gp / n
		}
		return
	}
	spread(boards, gp)
}

// BoardError refuses a result typed for a board that has no game.
type BoardError struct {
	Board int
	Msg   string
}

func (e *BoardError) Error() string { return fmt.Sprintf("team: board %d %s", e.Board, e.Msg) }
