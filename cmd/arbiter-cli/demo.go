package main

import (
	"context"
	"fmt"

	"arbiter/model"
)

func init() {
	register(command{
		name:    "demo",
		summary: "fill an EMPTY data file with a demo registry (60 players, 6 clubs, 8 coaches, 3 settlements)",
		run:     runDemo,
	})
}

func runDemo(e *env, args []string) int {
	if len(args) != 0 {
		fmt.Fprintln(e.stderr, "usage: arbiter-cli [--db PATH] demo")
		return exitBadInput
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	n, err := fillDemo(context.Background(), svc)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, model.Tr(
		fmt.Sprintf("Демонстраційний реєстр створено: гравців — %d, клубів — %d, тренерів — %d, населених пунктів — %d.", n.Players, n.Clubs, n.Coaches, n.Settlements),
		fmt.Sprintf("Demo registry created: %d players, %d clubs, %d coaches, %d settlements.", n.Players, n.Clubs, n.Coaches, n.Settlements)))
	return exitOK
}

// fillDemo adds the demo registry in one transaction, refusing a registry
// that already has any settlement, club, coach or player.
func fillDemo(ctx context.Context, svc *model.Service) (model.ImportResult, error) {
	var n model.ImportResult
	err := svc.Tx(ctx, func(tx *model.Service) error {
		if err := requireEmpty(ctx, tx); err != nil {
			return err
		}
		d := &demoBuilder{svc: tx, n: &n, settlements: map[string]model.SettlementID{}, clubs: map[string]model.ClubID{}}
		return d.build(ctx)
	})
	if err != nil {
		return model.ImportResult{}, err
	}
	return n, nil
}

func requireEmpty(ctx context.Context, svc *model.Service) error {
	st, err := svc.Settlements(ctx)
	if err != nil {
		return err
	}
	cl, err := svc.Clubs(ctx)
	if err != nil {
		return err
	}
	co, err := svc.Coaches(ctx)
	if err != nil {
		return err
	}
	pl, err := svc.SearchPlayers(ctx, "")
	if err != nil {
		return err
	}
	if len(st)+len(cl)+len(co)+len(pl) > 0 {
		return model.Errorf(model.Conflict, "demo",
			fmt.Sprintf("Файл даних не порожній (гравців — %d, клубів — %d). Демонстраційні дані записуються лише в новий файл: вкажіть інший через --db.", len(pl), len(cl)),
			fmt.Sprintf("The data file is not empty (%d players, %d clubs). Demo data goes only into a new file: give another one with --db.", len(pl), len(cl)), nil)
	}
	return nil
}
