package tournaments

import (
	"context"
	"fmt"
	"strings"

	"arbiter/engine/check"
	"arbiter/model"
	"arbiter/model/fide"
)

// The warnings of a change of a tournament's settings (FIDE C.02,
// VCL4THP.13; docs/vcl.md): the number of rounds after the start (Q58,
// Level 4) and the re-check of the last paired round it calls for (Q60–61,
// Level 3), the tie-break list after the start (Q201, Level 4), a
// setting FIDE does not know (Level 5: leaves FIDE mode, Q40), and a field
// too small for the rounds (Q62, Level 2).

// settingsChange is what updateTournament found: the warnings and the
// events to log once the change is kept.
type settingsChange struct {
	warnings []fide.Warning
	events   []fide.Event
	leave    string // why the change leaves FIDE mode; "" it does not
}

// nonFIDE says why t's settings are not FIDE's (the Academy's own rules
// stay available, but choosing them leaves FIDE mode, Q40): "" when they
// are. The tie-break rules of the 2009 edition (the legacy virtual
// opponent) are not C.07 2024/2026.
func nonFIDE(t model.Tournament) string {
	if t.Edition == "2009" {
		return "tie-break rules of 2009 (not C.07 2024/2026)"
	}
	return ""
}

// settingsWarnings compares the stored settings l.t with t.
func (s *Service) settingsWarnings(ctx context.Context, l *loaded, t model.Tournament) (settingsChange, error) {
	var ch settingsChange
	mode, err := s.fideMode(ctx, l.t)
	if err != nil {
		return ch, err
	}
	r := l.paired
	if r > 0 && t.Rounds != l.t.Rounds && !l.isKnockout() {
		ch.warnings = append(ch.warnings, fide.Warning{Level: fide.Changes, Code: "rounds-change",
			Msg:     model.Msg("The number of rounds changes after round %d is paired.", r),
			Changes: []model.Text{model.Msg("rounds: %d → %d", l.t.Rounds, t.Rounds)}})
		ch.events = append(ch.events, fide.Event{Round: r, Kind: fide.KindRounds, Text: fmt.Sprintf("number of rounds %d -> %d", l.t.Rounds, t.Rounds)})
		if l.isSwiss() && (l.t.Rounds == r) != (t.Rounds == r) {
			if err := s.recheckLastRound(ctx, l, t.Rounds, &ch); err != nil {
				return ch, err
			}
		}
	}
	if r > 0 && t.TieBreaks != l.t.TieBreaks {
		ch.warnings = append(ch.warnings, fide.Warning{Level: fide.Changes, Code: "tiebreaks-change",
			Msg:     model.Msg("The tie-break list changes after round %d is paired.", r),
			Changes: []model.Text{model.Msg("tie-breaks: %s → %s", l.t.TieBreaks, t.TieBreaks)}})
		ch.events = append(ch.events, fide.Event{Round: r, Kind: fide.KindTieBreaks, Text: fmt.Sprintf("old list %s; new list %s", l.t.TieBreaks, t.TieBreaks)})
	}
	if why := nonFIDE(t); mode.On && why != "" {
		ch.warnings = append(ch.warnings, fide.Warning{Level: fide.Leaves, Code: "leaves-fide",
			Msg: model.Msg("This setting is not FIDE's (%s): choosing it takes the tournament out of FIDE mode.", why)})
		ch.leave = why
	}
	if w, ok := tooManyRounds(len(l.entries), t); ok && !l.isKnockout() {
		ch.warnings = append(ch.warnings, w)
	}
	return ch, nil
}

// recheckLastRound checks round l.paired again as if the tournament had
// rounds rounds (it becomes or stops being the last round, where the
// Dutch rules let topscorers break the colour rules: C.04.3 A.7, C.3):
// a round that is now wrong is a Level 3 warning and a Configuration
// event (Q60–61).
func (s *Service) recheckLastRound(ctx context.Context, l *loaded, rounds int, ch *settingsChange) error {
	r := l.paired
	saved := l.t.Rounds
	l.t.Rounds = rounds
	tt, _, err := l.pairingInput(ctx, r)
	l.t.Rounds = saved
	if err != nil {
		return err
	}
	vs := check.Round(tt, r, l.pairingOf(r))
	if l.t.SwissSystem == model.SwissBurstein {
		vs = check.RoundBurstein(tt, r, l.pairingOf(r))
	}
	if len(vs) == 0 {
		return nil
	}
	ws := l.warnings(vs)
	ch.warnings = append(ch.warnings, fide.Warning{Level: fide.Confirm, Code: "configuration",
		Msg: model.Msg("With %d rounds, round %d breaks the pairing rules: %s", rounds, r, joinWarnings(ws))})
	texts := make([]string, len(vs))
	for i, v := range vs {
		texts[i] = v.String()
	}
	ch.events = append(ch.events, fide.Event{Round: r, Kind: fide.KindConfiguration,
		Text: fmt.Sprintf("with %d rounds round %d breaks the rules: %s", rounds, r, strings.Join(texts, "; "))})
	return nil
}

// Check lists the Level 1–2 warnings of tournament id's settings as they
// stand (Q62: a field too small for its rounds). Errors: NotFound.
func (s *FIDE) Check(ctx context.Context, id model.TournamentID) ([]fide.Warning, error) {
	l, err := s.tournaments().loadBare(ctx, id)
	if err != nil {
		return nil, err
	}
	var ws []fide.Warning
	if w, ok := tooManyRounds(len(l.entries), l.t); ok {
		ws = append(ws, w)
	}
	return ws, nil
}

// tooManyRounds is the Level 2 warning of a Swiss with more rounds than
// its field can play without a rematch (Q62): n players meet at most n−1
// opponents, and with an odd field each may also have one bye.
func tooManyRounds(players int, t model.Tournament) (fide.Warning, bool) {
	if t.System != model.SystemSwissDutch || players < 2 {
		return fide.Warning{}, false
	}
	most := players - 1
	if players%2 == 1 {
		most = players
	}
	if t.Rounds <= most {
		return fide.Warning{}, false
	}
	return fide.Warning{Level: fide.Shown, Code: "too-many-rounds",
		Msg: model.Msg("%d players cannot play %d rounds without a rematch (at most %d).", players, t.Rounds, most)}, true
}

// keep logs the change's events and leaves FIDE mode when it must.
func (s *Service) keep(ctx context.Context, l *loaded, t model.Tournament, ch settingsChange) error {
	for _, e := range ch.events {
		if err := s.logEvent(ctx, t.ID, e.Kind, e.Round, e.Text); err != nil {
			return err
		}
	}
	if ch.leave != "" {
		return s.leaveFIDE(ctx, t, l.paired, ch.leave)
	}
	return nil
}
