package stages

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/qualify"
	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/model/tournaments"
)

// Teams fills team stages: the top teams of a finished team Swiss enter
// the team round robin that follows it (seed 004 §19: «Главный турнир – 6
// команд, занявшие в отборе первые 6 мест»), and the next season's group
// A is made of group A's top 7 and group B's winner (§18). The rule is
// engine/qualify's, as for players: top:N (the first N places of each
// source), top:ID=N,ID=N (a quota per source), score:X (the primary score:
// match points, or game points; X or more). rating: and invite: name
// players and do not apply to teams.
type Teams struct{ svc *teams.Service }

// NewTeams returns the team-stage service on the team service.
func NewTeams(svc *teams.Service) *Teams { return &Teams{svc: svc} }

// TeamQualifier is one team going on: its name, the source stage, its
// place and primary score there (MP, or GP in half-points: Primary says
// which), why it qualified, its number of members, and Registered when
// the stage has a team of that name already.
type TeamQualifier struct {
	Name       string
	From       model.TournamentID
	FromName   string
	Place      string // "3", "5–8"
	Points     int
	Primary    team.Primary
	Members    int
	Reasons    []qualify.Reason
	Registered bool
}

// PointsText writes the primary score with its unit: «6 МО» (match
// points) or «8½ Очки» (game points).
func (q TeamQualifier) PointsText(lang model.Lang) string {
	if q.Primary == team.ByGP {
		return team.Half(q.Points) + " " + lang.Tr("GP")
	}
	return fmt.Sprintf("%d %s", q.Points, lang.Tr("MP"))
}

// ReasonsText writes q's reasons joined by ", ".
func (q TeamQualifier) ReasonsText(lang model.Lang) string {
	parts := make([]string, len(q.Reasons))
	for i, r := range q.Reasons {
		parts[i] = ReasonText(r, lang)
	}
	return strings.Join(parts, ", ")
}

// Qualifiers lists the teams that qualify for team stage id, changing
// nothing. Errors: as Fill.
func (s *Teams) Qualifiers(ctx context.Context, id model.TournamentID) ([]TeamQualifier, error) {
	var out []TeamQualifier
	_, err := s.svc.EnterStage(ctx, id, chooser(&out), true)
	return out, err
}

// Fill enters the qualifying teams in team stage id (those not there yet),
// with their members, in one transaction, and returns them all. Errors:
// NotFound; Invalid (not a team stage, a rule naming players); Conflict (a
// source not finished, a place shared across the top-N limit, nobody
// selected, more teams than the stage's places, the stage started, every
// qualifier entered already).
func (s *Teams) Fill(ctx context.Context, id model.TournamentID) ([]TeamQualifier, error) {
	var out []TeamQualifier
	if _, err := s.svc.EnterStage(ctx, id, chooser(&out), false); err != nil {
		return nil, err
	}
	for _, q := range out {
		if !q.Registered {
			return out, nil
		}
	}
	return nil, model.Errorf(model.Conflict, "FillTeamStage", model.Msg("Every qualifying team is in the stage already."), nil) // nothing was entered
}

// Promotion is the next season's group A of a team championship (§18:
// «В группе «А» играют команды, занявшие первые 7 мест в группе «А» и
// команда, занявшая 1 место в группе «Б»»): a team round robin with the
// settings of group A, made of group A's first Stay teams and group B's
// first Up.
type Promotion struct {
	GroupA, GroupB model.TournamentID
	Stay, Up       int // §18: 7 and 1
	Tournament     model.Tournament
}

// Promote creates the next season's group A as a stage of groups A and B
// with the rule top:A=Stay,B=Up and enters its teams, in one transaction,
// and returns the new tournament and its teams. Errors: as Fill, and a
// Stay or Up below 1 or groups A and B the same tournament (Invalid).
func (s *Teams) Promote(ctx context.Context, p Promotion) (model.Tournament, []TeamQualifier, error) {
	const op = "PromoteTeams"
	switch {
	case p.Stay < 1 || p.Up < 1:
		return p.Tournament, nil, model.Errorf(model.Invalid, op, model.Msg("Group A keeps at least 1 team and group B sends at least 1 (§18: 7 and 1)."), nil)
	case p.GroupA == p.GroupB:
		return p.Tournament, nil, model.Errorf(model.Invalid, op, model.Msg("Groups A and B are the same tournament (no. %d).", p.GroupA), nil)
	}
	t := p.Tournament
	t.Stage = model.StageLink{From: fmt.Sprintf("%d,%d", p.GroupA, p.GroupB),
		Qualify: fmt.Sprintf("top:%d=%d,%d=%d", p.GroupA, p.Stay, p.GroupB, p.Up), Places: p.Stay + p.Up}
	var out []TeamQualifier
	t, _, err := s.svc.CreateStage(ctx, t, p.GroupA, chooser(&out))
	return t, out, err
}

// chooser is the teams.Chooser of the stage's rule; it writes the
// qualifiers to out.
func chooser(out *[]TeamQualifier) teams.Chooser {
	return func(stage model.Tournament, sources []teams.StageSource, present []teams.Team) ([]teams.Team, error) {
		qs, picked, err := teamQualifiers(stage, sources, present)
		if err != nil {
			return nil, err
		}
		*out = qs
		return picked, nil
	}
}

func teamQualifiers(stage model.Tournament, sources []teams.StageSource, present []teams.Team) ([]TeamQualifier, []teams.Team, error) {
	const op = "TeamStageQualifiers"
	rule, err := qualify.Parse(stage.Stage.Qualify)
	if err != nil {
		return nil, nil, model.Errorf(model.Invalid, op, tournaments.QualifyRuleHelp(stage.Stage.Qualify, err), err)
	}
	if rule.MinRating > 0 || len(rule.Invited) > 0 {
		return nil, nil, model.Errorf(model.Invalid, op, model.Msg("The rule %q names ratings or invited players: a team stage takes teams by place (top:N) or by score (score:X).", rule), nil)
	}
	from := make([]model.TournamentID, len(sources))
	for i, s := range sources {
		from[i] = s.Tournament.ID
	}
	if err := tournaments.CheckPerSource(op, rule, from); err != nil {
		return nil, nil, err
	}
	var entrants []qualify.Entrant
	for i, src := range sources {
		for _, tm := range src.Teams {
			pts := tm.Final.Points // game points are half-points already
			if src.Settings.Scoring.Primary == team.ByMP {
				pts *= 2 // the rule reads half-points: a match point is a whole point
			}
			entrants = append(entrants, qualify.Entrant{Source: i, Key: int(src.Tournament.ID), ID: int(tm.ID),
				PlaceFrom: tm.Final.Place, PlaceTo: tm.Final.PlaceTo, Points: pts})
		}
	}
	picks, err := qualify.Select(rule, entrants)
	var te *qualify.TieError
	if errors.As(err, &te) {
		src := sources[te.Source].Tournament
		return nil, nil, model.Errorf(model.Conflict, op, model.Msg("In %q places %d–%d are shared across the top %d: break the tie (a play-off) or change the rule.", src.Name, te.From, te.To, te.Top), nil)
	}
	if err != nil {
		return nil, nil, err
	}
	if len(picks) == 0 {
		return nil, nil, model.Errorf(model.Conflict, op, model.Msg("The qualification rule %q selects nobody: change it (e.g. a lower score).", rule), nil)
	}
	if stage.Stage.Places > 0 && len(picks) > stage.Stage.Places {
		return nil, nil, model.Errorf(model.Conflict, op, model.Msg("%d teams qualify but the stage %q takes %d: change the rule or the places.", len(picks), stage.Name, stage.Stage.Places), nil)
	}
	var (
		out    []TeamQualifier
		picked []teams.Team
	)
	for _, pk := range picks {
		src := sources[pk.Source]
		var tm teams.Team
		for _, t := range src.Teams {
			if int(t.ID) == pk.ID {
				tm = t
			}
		}
		q := TeamQualifier{Name: tm.Name, From: src.Tournament.ID, FromName: src.Tournament.Name, Place: placeText(tm.Final),
			Points: tm.Final.Points, Primary: src.Settings.Scoring.Primary, Members: len(tm.Members), Reasons: pk.Reasons}
		for _, p := range present {
			if strings.EqualFold(p.Name, tm.Name) {
				q.Registered = true
			}
		}
		for _, o := range out {
			if strings.EqualFold(o.Name, tm.Name) {
				return nil, nil, model.Errorf(model.Conflict, op, model.Msg("Two qualifying teams are named %q (from no. %d and no. %d): rename one in its tournament.", tm.Name, o.From, q.From), nil)
			}
		}
		out = append(out, q)
		picked = append(picked, tm)
	}
	return out, picked, nil
}

// placeText writes a final place: "3" or "5–8".
func placeText(f teams.Final) string {
	if f.PlaceTo > f.Place {
		return fmt.Sprintf("%d–%d", f.Place, f.PlaceTo)
	}
	return fmt.Sprint(f.Place)
}
