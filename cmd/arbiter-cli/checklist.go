package main

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/explain"
	"arbiter/ui/pdf"
)

// The round's pairing checklist and the player's "why" (model/explain):
//
//	arbiter-cli pair --dutch IN.trf -p OUT --checklist FILE
//	arbiter-cli --db F tournament checklist ID ROUND [--out FILE]
//	arbiter-cli --db F tournament why ID ROUND START_NO
//
// A FILE ending in .pdf is the printout for the records; any other name
// gets the text.
func init() {
	tournamentSubs["checklist"] = tournamentSub{
		opts: []option{strOpt("out", "FILE", "the file to write: .pdf for the printout, else text (default: standard output)")},
		args: "ID ROUND", min: 2, max: 2,
		about: "The pairing checklist of a paired Swiss round: brackets, halves, changes and the criteria that forced them, the bye, the colour rules, changes by hand.",
		run:   tournamentChecklist,
	}
	tournamentSubs["why"] = tournamentSub{
		args: "ID ROUND START_NO", min: 3, max: 3,
		about: "Why this player got this opponent and colour in a Swiss round, and not the expected opponent.",
		run:   tournamentWhy,
	}
	pairSpec.opts = append(pairSpec.opts, strOpt("checklist", "FILE", "also write the round's pairing checklist (.pdf: the printout, else text)"))
}

func tournamentChecklist(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, r, ok := tournamentRound(e, pos)
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	rep, err := explain.Service{P: svc.Pairings}.Report(ctx, id, r)
	if err != nil {
		return e.report(err)
	}
	meta := pdf.Meta{Round: r}
	if t, err := svc.Tournaments.GetTournament(ctx, id); err == nil {
		meta.Tournament, meta.Rounds = t.Name, t.Rounds
	}
	if err := writeChecklist(e, rep, o["out"], meta); err != nil {
		return e.report(model.Errorf(model.Internal, "checklist", model.Msg("The checklist could not be written: %s", err.Error()), err))
	}
	return exitOK
}

func tournamentWhy(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, r, ok := tournamentRound(e, pos)
	if !ok {
		return exitBadInput
	}
	no, ok := posInt(e, pos[2], e.lang.Tr("Start number"))
	if !ok {
		return exitBadInput
	}
	rep, err := explain.Service{P: svc.Pairings}.Report(context.Background(), id, r)
	if err != nil {
		return e.report(err)
	}
	text, err := rep.Why(no, e.lang)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, text)
	return exitOK
}
