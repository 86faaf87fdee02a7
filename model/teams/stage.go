package teams

import (
	"context"
	"strings"

	"arbiter/model"
	"arbiter/model/tournaments"
)

// A team stage (seed 004 §19: «Главный турнир – 6 команд, занявшие в
// отборе первые 6 мест, круговая система»; §18: group A of the next
// season) is a team tournament whose model.StageLink names the finished
// team tournaments it follows. Which teams go on is model/stages' rule
// (engine/qualify); this file gives it the sources' final places and
// enters the teams it picks, in one transaction.

// StageSource is one previous stage: the tournament and its teams with
// their final places (Team.Final).
type StageSource struct {
	Tournament model.Tournament
	Settings   Settings // the primary score says what Final.Points counts
	Teams      []Team
}

// Chooser picks the teams of the sources that enter stage; present are
// the teams the stage has already. It runs inside the transaction and
// must not keep its arguments.
type Chooser func(stage model.Tournament, sources []StageSource, present []Team) ([]Team, error)

// EnterStage enters in team stage id the teams choose picks from its
// sources, in one transaction, and returns them. A picked team is entered
// as a copy (name, club, settlement, captain and declared order) unless
// the stage has a team of that name already; the composition rules do not
// stop it (it qualified by the regulation). With dryRun nothing is
// written. Errors: NotFound; Invalid (not a team tournament, not a
// stage, a source that is not a team tournament); Conflict (the stage
// started or finished, a source not finished, a player of two picked
// teams) and those of choose.
func (s *Service) EnterStage(ctx context.Context, id model.TournamentID, choose Chooser, dryRun bool) ([]Team, error) {
	const op = "EnterTeamStage"
	var out []Team
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, op)
		if err != nil {
			return err
		}
		out, err = enterStage(ctx, tx, e, choose, dryRun)
		return err
	})
	return out, err
}

// CreateStage creates team tournament t, a stage of the tournaments its
// Stage link names, with the scoring, tie-breaks and composition rules of
// tournament like, and enters the teams choose picks — all in one
// transaction (§18: the next season's group A is made in one step).
// t.System is a team round robin or double round robin.
func (s *Service) CreateStage(ctx context.Context, t model.Tournament, like model.TournamentID, choose Chooser) (model.Tournament, []Team, error) {
	const op = "CreateTeamStage"
	var entered []Team
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		set, err := tx.TeamSettings(ctx, like)
		if err != nil {
			return err
		}
		lt, err := tx.Tournament(ctx, like)
		if err != nil {
			return err
		}
		if t.System == "" {
			t.System = lt.System
		}
		if t.System == SystemSwiss {
			return bad(op, model.Msg("The next season's group is a round robin: use team-round-robin or team-double-round-robin."))
		}
		t.Admission.BornFrom, t.Admission.BornTo = lt.Admission.BornFrom, lt.Admission.BornTo
		if t.Venue == "" {
			t.Venue = lt.Venue
		}
		t, _, err = prepare(op, t, Options{Boards: set.Scoring.Boards, TieBreaks: set.TieBreaks, NoShowGP: -1, ByeGP: -1})
		if err != nil {
			return err
		}
		if err := checkStageSources(ctx, tx, op, &t); err != nil {
			return err
		}
		if err := tx.CreateTournament(ctx, &t); err != nil {
			return err
		}
		set.Tournament = t.ID
		if err := tx.SaveTeamSettings(ctx, set); err != nil {
			return err
		}
		e, err := load(ctx, tx, t.ID)
		if err != nil {
			return err
		}
		entered, err = enterStage(ctx, tx, e, choose, false)
		return err
	})
	return t, entered, err
}

// checkStageSources checks t's stage link (tournaments.CheckStageLink) and that
// every source is a team tournament of the data file.
func checkStageSources(ctx context.Context, tx Tx, op string, t *model.Tournament) error {
	if err := tournaments.CheckStageLink(op, t); err != nil {
		return err
	}
	from, _ := t.Stage.Sources()
	for _, src := range from {
		st, err := tx.Tournament(ctx, src)
		if model.IsKind(err, model.NotFound) {
			return model.Errorf(model.NotFound, op, model.Msg("Previous stage no. %d does not exist.", src), nil)
		}
		if err != nil {
			return err
		}
		if !IsTeamSystem(st.System) {
			return bad(op, model.Msg("Previous stage no. %d %q is an individual tournament: a team stage follows team tournaments.", src, st.Name))
		}
	}
	return nil
}

func enterStage(ctx context.Context, tx Tx, e *event, choose Chooser, dryRun bool) ([]Team, error) {
	const op = "EnterTeamStage"
	from, _ := e.t.Stage.Sources()
	if len(from) == 0 {
		return nil, model.Errorf(model.Invalid, op, model.Msg("%q is not the next stage of another tournament: there is nothing to qualify from.", e.t.Name), nil)
	}
	if e.lastRound() > 0 {
		return nil, model.Errorf(model.Conflict, op, model.Msg("The tournament has started: no new team can be added."), nil)
	}
	var sources []StageSource
	for _, src := range from {
		se, err := load(ctx, tx, src)
		if model.IsKind(err, model.NotFound) {
			return nil, model.Errorf(model.NotFound, op, model.Msg("Previous stage no. %d does not exist.", src), nil)
		}
		if model.IsKind(err, model.Invalid) {
			return nil, bad(op, model.Msg("Previous stage no. %d is an individual tournament: a team stage follows team tournaments.", src))
		}
		if err != nil {
			return nil, err
		}
		if !se.t.Finished {
			return nil, model.Errorf(model.Conflict, op, model.Msg("The previous stage %q (no. %d) is not finished: its places are not final. Finish it first.", se.t.Name, se.t.ID), nil)
		}
		sources = append(sources, StageSource{Tournament: se.t, Settings: se.set, Teams: se.teams})
	}
	picked, err := choose(e.t, sources, e.teams)
	if err != nil || dryRun {
		return picked, err
	}
	next := 0
	for _, t := range e.teams {
		next = max(next, t.Number)
	}
	for _, p := range picked {
		if hasTeamNamed(e.teams, p.Name) {
			continue
		}
		next++
		tm := Team{Tournament: e.t.ID, Number: next, Name: p.Name, Club: p.Club, Settlement: p.Settlement, Captain: p.Captain,
			Members: append([]Member(nil), p.Members...)}
		if err := checkMembers(ctx, tx, e, &tm, tm.Members, true); err != nil {
			return nil, err
		}
		if err := tx.CreateTeam(ctx, &tm); err != nil {
			return nil, err
		}
		e.teams = append(e.teams, tm)
	}
	return picked, nil
}

// hasTeamNamed reports a team of ts named name (either case).
func hasTeamNamed(ts []Team, name string) bool {
	for _, t := range ts {
		if strings.EqualFold(t.Name, name) {
			return true
		}
	}
	return false
}
