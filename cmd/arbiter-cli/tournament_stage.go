package main

// Stages (README "Stages"): a tournament created as the next stage of others
// (tournament create --stage-of ID,ID --qualify RULE [--stage-places N]) and
// its registration filled with the qualifiers.
//
//	arbiter-cli --db F tournament qualify ID [--dry-run]

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"arbiter/model/datafile"
	"arbiter/model/stages"
	"arbiter/ui/pdf"
)

func init() {
	create := tournamentSubs["create"]
	create.opts = append(create.opts, strOpt("stage-of", "ID[,ID…]", "stages: the previous stages this one follows"),
		strOpt("qualify", "RULE", "stages: who qualifies — top:N (first N places of each previous stage) or top:ID=N,ID=N (a quota per previous stage), score:X (X points or more) or score:ID=X,ID=X (a threshold per stage), rating:R, invite:PLAYER_ID,…; joined by +"),
		intOpt("stage-places", "N", "stages: how many places the stage has"))
	tournamentSubs["create"] = create
	tournamentSubs["qualify"] = tournamentSub{opts: []option{boolOpt("dry-run", "only list the qualifiers")}, args: "ID", min: 1, max: 1,
		about: "Registers the qualifiers of the previous stages.", run: tournamentQualify}
}

func tournamentQualify(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if isTeam, code, ok := isTeamTournament(e, svc, id); !ok || isTeam {
		if !ok {
			return code
		}
		return teamQualify(e, svc, id, o["dry-run"] == "true") // team_stage.go
	}
	ctx, st := context.Background(), svc.Stages
	var qs []stages.Qualifier
	var err error
	if o["dry-run"] == "true" {
		qs, err = st.Qualifiers(ctx, id)
	} else {
		qs, err = st.Fill(ctx, id)
	}
	if err != nil {
		return e.report(err)
	}
	head := []string{e.lang.Tr("Player"), e.lang.Tr("From"), e.lang.Tr("Place"), e.lang.Tr("Points"), e.lang.Tr("Rating"), e.lang.Tr("Why")}
	fmt.Fprintln(e.stdout, strings.Join(head, "\t"))
	for _, q := range qs {
		from, points := "-", "-"
		if q.From != 0 {
			from, points = strconv.FormatInt(int64(q.From), 10), pdf.Points(q.Points)
		}
		fmt.Fprintln(e.stdout, strings.Join(cellsSafe([]string{q.Name, from, q.Place, points, ratingCell(q.Rating), q.ReasonsText(e.lang)}), "\t"))
	}
	if o["dry-run"] == "true" {
		fmt.Fprint(e.stdout, e.lang.Tr("Qualified: %d (nobody registered: --dry-run).\n", len(qs)))
	} else {
		fmt.Fprint(e.stdout, e.lang.Tr("Qualified: %d; registered.\n", len(qs)))
	}
	return exitOK
}
