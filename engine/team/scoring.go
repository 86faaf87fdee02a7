package team

import (
	"fmt"

	"arbiter/engine/halfpoint"
)

// Primary is the score that decides the standings and the Swiss score
// brackets (C.07 art. 11.1: match points or game points, as the
// regulations choose; C.04.6 pairs by it).
type Primary int

const (
	ByMP Primary = iota // match points first (FIDE default, §18)
	ByGP                // game points first (§3, §19: «по наибольшему количеству очков»)
)

func (p Primary) String() string {
	if p == ByGP {
		return "GP"
	}
	return "MP"
}

// ParsePrimary reads "mp" or "gp" (any case).
func ParsePrimary(s string) (Primary, error) {
	switch s {
	case "mp", "MP", "Mp", "mP", "":
		return ByMP, nil
	case "gp", "GP", "Gp", "gP":
		return ByGP, nil
	}
	return ByMP, fmt.Errorf("primary score %q: use mp (match points) or gp (game points)", s)
}

// Settings are the scoring rules of one team competition. Game points are
// in half-points (a won board is 2); match points are whole units.
type Settings struct {
	Boards  int     // boards per match (4, 5 and 6 occur in the seed)
	Primary Primary // MP or GP first

	// Match points for a won, drawn and lost match (C.07 art. 11.1.1;
	// TRF-2026 record 362 TW/TD/TL; default 2/1/0, §18).
	Win, Draw, Loss int

	// NoShowGP is what the opponent of a team that does not come (or is not
	// admitted, see MinPlayers) gets, in half-points, when it has a full
	// line-up (§3: «При неявке команды соперники получают 5 очков (при
	// наличии полного состава)»): default 10 (5 points), at most 2·Boards.
	// With k < Boards players present it gets at most 2·k.
	NoShowGP int

	// ByeGP is the team bye («+» with an odd number of teams), in
	// half-points: §3 gives 3.5 points (7); C.04.6's default is a draw:
	// half of the boards (ByeGP = Boards) and a draw's match points. The
	// bye's match points follow from ByeGP against 2·Boards−ByeGP.
	ByeGP int

	// MinPlayers: a team with fewer players present is not admitted to the
	// round and its opponent scores as for a no-show (§3: «команда, состав
	// которой меньше трёх человек к туру не допускается»). A team with at
	// least MinPlayers but fewer than Boards concedes the bottom boards and
	// the boards shift (§3: «признав «-» и сдвинув доски»). Default 3.
	MinPlayers int

	// Colours is the colour sequence of the first-named team, board 1
	// first, repeated for further boards: "WB" (FIDE convention for team
	// matches, TRF-2026 record 352 "WBWB": White on the odd boards).
	Colours string
}

// Defaults returns the §3 rules (Moscow DYuSSh team championship 2010) for
// a match of the given boards: MP 2/1/0, GP primary as in §3, no-show 5
// points (capped at the boards), bye 3.5 points (capped below all boards),
// fewer than 3 players not admitted, colours W/B alternating.
func Defaults(boards int) Settings {
	s := Settings{Boards: boards, Primary: ByGP, Win: 2, Draw: 1, Loss: 0,
		NoShowGP: 10, ByeGP: 7, MinPlayers: 3, Colours: "WB"}
	if s.NoShowGP > 2*boards {
		s.NoShowGP = 2 * boards
	}
	if s.ByeGP > 2*boards-1 {
		s.ByeGP = 2*boards - 1
	}
	if s.MinPlayers > boards {
		s.MinPlayers = boards
	}
	return s
}

// FIDEDefaults returns C.04.6's defaults: MP first, the bye a draw (half of
// the boards, a draw's MP), a no-show lost on every board.
func FIDEDefaults(boards int) Settings {
	s := Defaults(boards)
	s.Primary = ByMP
	s.ByeGP = boards
	s.NoShowGP = 2 * boards
	return s
}

// Validate checks the settings are usable.
func (s Settings) Validate() error {
	switch {
	case s.Boards < 1 || s.Boards > 20:
		return &SettingsError{Field: "boards", Msg: fmt.Sprintf("%d boards: a match has 1 to 20 boards", s.Boards)}
	case s.Loss < 0 || s.Draw < s.Loss || s.Win <= s.Draw:
		return &SettingsError{Field: "match points", Msg: fmt.Sprintf("match points %d/%d/%d: need win > draw ≥ loss ≥ 0", s.Win, s.Draw, s.Loss)}
	case s.NoShowGP < 0 || s.NoShowGP > 2*s.Boards:
		return &SettingsError{Field: "no-show", Msg: fmt.Sprintf("no-show points %s: between 0 and %d (the boards)", Half(s.NoShowGP), s.Boards)}
	case s.ByeGP < 0 || s.ByeGP > 2*s.Boards:
		return &SettingsError{Field: "bye", Msg: fmt.Sprintf("bye points %s: between 0 and %d (the boards)", Half(s.ByeGP), s.Boards)}
	case s.MinPlayers < 1 || s.MinPlayers > s.Boards:
		return &SettingsError{Field: "min players", Msg: fmt.Sprintf("minimum players %d: between 1 and %d", s.MinPlayers, s.Boards)}
	}
	for _, c := range s.Colours {
		if c != 'W' && c != 'B' {
			return &SettingsError{Field: "colours", Msg: fmt.Sprintf("colour sequence %q: only W and B", s.Colours)}
		}
	}
	return nil
}

// SettingsError names the setting at fault.
type SettingsError struct{ Field, Msg string }

func (e *SettingsError) Error() string { return "team: " + e.Msg }

// mpFor gives the match points for scoring own against opp half-points.
func (s Settings) mpFor(own, opp int) int {
	switch {
	case own > opp:
		return s.Win
	case own == opp:
		return s.Draw
	}
	return s.Loss
}

// HomeWhite reports whether the first-named team has White on board b
// (1-based), by the colour sequence (default W/B alternating).
func (s Settings) HomeWhite(b int) bool {
	seq := s.Colours
	if seq == "" {
		seq = "WB"
	}
	return seq[(b-1)%len(seq)] == 'W'
}

// Half prints half-points as «3½», «½», «0».
func Half(h int) string { return halfpoint.Text(h) }

// Decimal prints half-points as "3.5", "0.5", "4" for machine-readable
// output.
func Decimal(h int) string {
	if h%2 == 0 {
		return fmt.Sprint(h / 2)
	}
	if h < 0 {
		return fmt.Sprintf("-%d.5", -h/2)
	}
	return fmt.Sprintf("%d.5", h/2)
}
