package teams

import (
	"errors"
	"strings"

	"arbiter/engine/season"
	"arbiter/engine/team"
	"arbiter/engine/tiebreak"
	"arbiter/model"
)

// Options of a new team tournament beyond the model.Tournament fields.
type Options struct {
	Boards     int
	Primary    string // "mp" (default) or "gp"
	TieBreaks  string // team codes or a preset; "" = the default of the system and edition (team.DefaultPresetKey)
	NoShowGP   int    // half-points; -1 = default (§3: 5 points)
	ByeGP      int    // half-points; -1 = default (§3: 3.5); use Boards for C.04.6's draw
	MinPlayers int    // 0 = default 3
	// MatchPoints are the match points for a won, drawn and lost match;
	// nil = the default 2/1/0 (C.07 art. 11.1.1).
	MatchPoints *[3]int
	Rules       Rules
}

// prepare validates a team tournament and its options and returns the
// tournament with its defaults and the settings to store (without the
// tournament's ID).
func prepare(op string, t model.Tournament, o Options) (model.Tournament, Settings, error) {
	var none Settings
	switch {
	case !IsTeamSystem(t.System):
		return t, none, bad(op, model.Msg("System %q is not a team system; possible: team-round-robin, team-double-round-robin, team-swiss.", t.System))
	case strings.TrimSpace(t.Name) == "":
		return t, none, bad(op, model.Msg("Give the tournament's name."))
	case !t.StartDate.Valid():
		return t, none, bad(op, model.Msg("Give the first day of the tournament."))
	case o.Boards < 1 || o.Boards > 20:
		return t, none, bad(op, model.Msg("%d boards: 1 to 20 (--boards N).", o.Boards))
	case t.System == SystemSwiss && (t.Rounds < 1 || t.Rounds > 30):
		return t, none, bad(op, model.Msg("A team Swiss needs 1 to 30 rounds (--rounds N)."))
	}
	if !t.EndDate.Valid() {
		t.EndDate = t.StartDate
	}
	if t.EndDate.Before(t.StartDate) {
		return t, none, bad(op, model.Msg("The last day is before the first."))
	}
	if t.Kind == "" {
		t.Kind = model.Classical
	}
	if t.Cup == "" {
		t.Cup = season.CupNone // team events count for neither cup
	}
	if t.RatingUsed == "" {
		t.RatingUsed = model.RatingFIDE
	}
	if t.InitialColour == "" {
		t.InitialColour = "white"
	}
	if t.Edition == "" {
		t.Edition = tiebreak.EditionFor(t.StartDate.String()).String() // C.07: the text in force on the first day
	}
	sc := team.Defaults(o.Boards)
	sc.Primary = team.ByMP
	list := o.TieBreaks
	extra := false
	if list != "" {
		_, p, err := team.ParseList(list)
		if err != nil {
			return t, none, tieBreakError(op, err)
		}
		if p != nil {
			sc.Primary, extra = p.Primary, p.ExtraMatch
		}
	}
	if o.Primary != "" {
		pr, err := team.ParsePrimary(o.Primary)
		if err != nil {
			return t, none, bad(op, model.Msg("Primary score: mp (match points) or gp (game points)."))
		}
		sc.Primary = pr
	}
	if o.NoShowGP >= 0 {
		sc.NoShowGP = o.NoShowGP
	}
	if o.ByeGP >= 0 {
		sc.ByeGP = o.ByeGP
	}
	if o.MinPlayers > 0 {
		sc.MinPlayers = o.MinPlayers
	}
	if mp := o.MatchPoints; mp != nil {
		if mp[0] <= mp[1] || mp[1] < mp[2] || mp[2] < 0 {
			return t, none, bad(op, model.Msg("Match points %d/%d/%d: a win must give more than a draw, a draw no less than a loss (e.g. 2/1/0).", mp[0], mp[1], mp[2]))
		}
		sc.Win, sc.Draw, sc.Loss = mp[0], mp[1], mp[2]
	}
	if o.Rules.Boys < 0 || o.Rules.Girls < 0 || o.Rules.Boys+o.Rules.Girls > 0 && o.Rules.Boys+o.Rules.Girls < o.Boards {
		return t, none, bad(op, model.Msg("Team composition: %d boys and %d girls do not fill %d boards.", o.Rules.Boys, o.Rules.Girls, o.Boards))
	}
	if err := checkClubRules(op, o.Rules); err != nil { // club_rules.go
		return t, none, err
	}
	if err := sc.Validate(); err != nil {
		return t, none, settingsErr(op, sc, err)
	}
	t.TieBreaks = list
	return t, Settings{Scoring: sc, TieBreaks: list, ExtraMatch: extra, Rules: o.Rules}, nil
}

// settingsErr words engine/team's refusal of the settings in the
// director's language.
func settingsErr(op string, sc team.Settings, err error) error {
	var se *team.SettingsError
	if !errors.As(err, &se) {
		return err
	}
	switch se.Field {
	case "no-show":
		return bad(op, model.Msg("Points for the opponent of a team that does not come (%s): 0 to %d, the boards.", team.Half(sc.NoShowGP), sc.Boards))
	case "bye":
		return bad(op, model.Msg("Points for the team bye (%s): 0 to %d, the boards.", team.Half(sc.ByeGP), sc.Boards))
	case "min players":
		return bad(op, model.Msg("Fewest players admitted to a round (%d): 1 to %d, the boards.", sc.MinPlayers, sc.Boards))
	}
	return bad(op, model.Msg("Team settings: %s", se.Msg))
}
