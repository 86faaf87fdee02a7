package main

import (
	"context"
	"fmt"
	"os"
	"strings"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
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

// writeChecklist writes the report's checklist to path (.pdf or text).
func writeChecklist(e *env, rep *explain.Report, path string, meta pdf.Meta) error {
	lines := rep.Lines(e.lang)
	if strings.HasSuffix(strings.ToLower(path), ".pdf") {
		title := e.lang.Tr("Pairing checklist")
		return pdf.WriteFile(path, pdf.Checklist(meta, title, lines), pdf.Options{Compress: true})
	}
	text := strings.Join(lines, "\n") + "\n"
	if path == "" || path == "-" {
		_, err := fmt.Fprint(e.stdout, text)
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}

// pairChecklist is pair's --checklist: the checklist of round r of t,
// paired as pair paired it.
func pairChecklist(e *env, t *trf.Tournament, r int, o swiss.Options, path string) int {
	rep, err := explain.NewReport(t.Before(r), r, o, nil, nil)
	if err == nil {
		err = writeChecklist(e, rep, path, pdf.Meta{Tournament: t.Name, Round: r, Rounds: t.TotalRounds})
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli pair: --checklist:", model.Message(err, e.lang))
		return exitBadInput
	}
	return exitOK
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
