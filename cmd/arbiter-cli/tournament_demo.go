package main

// demo-tournament: a big demo tournament so the GUI can be tried on a big
// event (issue 6 item 9):
//
//	arbiter-cli --db F demo-tournament [--players 1000] [--rounds 9] [--play 3] [--seed 1]
//
// It adds the players to the registry, creates a Swiss tournament with
// them, sorts the starting ranks, and pairs and plays --play rounds with
// random results (the stronger player more likely wins). The same seed
// gives the same tournament.

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"time"

	"arbiter/model"
)

func init() {
	register(command{name: "demo-tournament", summary: "create a big seeded demo Swiss tournament (players, pairings, random results)", run: runDemoTournament})
}

const demoTournamentUsage = "usage: arbiter-cli --db F demo-tournament [--players 1000] [--rounds 9] [--play 3] [--seed 1]"

func runDemoTournament(e *env, args []string) int {
	pos, opts, err := cliOptions(args, []string{"players", "rounds", "play", "seed"}, nil)
	if err != nil || len(pos) > 0 {
		fmt.Fprintln(e.stderr, demoTournamentUsage)
		return exitBadInput
	}
	n := map[string]int{"players": 1000, "rounds": 9, "play": 3, "seed": 1}
	for k, v := range opts {
		if n[k], err = strconv.Atoi(v); err != nil || n[k] < 0 {
			return badArg(e, fmt.Sprintf("--%s: «%s» має бути невід'ємним цілим числом.", k, v), fmt.Sprintf("--%s: %q must be a non-negative whole number.", k, v))
		}
	}
	switch {
	case n["players"] < 2 || n["players"] > 5000:
		return badArg(e, "--players: від 2 до 5000.", "--players: 2 to 5000.")
	case n["play"] > n["rounds"]:
		return badArg(e, "--play не може перевищувати --rounds.", "--play cannot exceed --rounds.")
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	start := time.Now()
	id, err := demoTournament(context.Background(), svc, n["players"], n["rounds"], n["play"], uint64(n["seed"]))
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, model.Tr(
		fmt.Sprintf("Демо-турнір № %d: гравців — %d, турів — %d, зіграно — %d (%.1f с).", id, n["players"], n["rounds"], n["play"], time.Since(start).Seconds()),
		fmt.Sprintf("Demo tournament no. %d: %d players, %d rounds, %d played (%.1f s).", id, n["players"], n["rounds"], n["play"], time.Since(start).Seconds())))
	return exitOK
}

var (
	demoTSurnames = []string{"Шевченко", "Коваленко", "Бондаренко", "Ткаченко", "Кравченко", "Олійник", "Шевчук", "Поліщук",
		"Бойко", "Мельник", "Лисенко", "Руденко", "Марченко", "Петренко", "Савченко", "Гончаренко", "Іваненко", "Єременко",
		"Мороз", "Кузьменко", "Павленко", "Литвиненко", "Клименко", "Остапенко", "Юрченко", "Зінченко", "Дячук", "Гнатюк"}
	demoTMale   = []string{"Олександр", "Андрій", "Богдан", "Дмитро", "Іван", "Максим", "Остап", "Тарас", "Юрій", "Ярослав", "Євген", "Віктор"}
	demoTFemale = []string{"Анна", "Дарина", "Оксана", "Ірина", "Марія", "Соломія", "Юлія", "Катерина", "Олена", "Вікторія"}
)

// demoTournament builds the tournament; every step is its own transaction
// (registration, each pairing, each round's results).
func demoTournament(ctx context.Context, svc *model.App, players, rounds, play int, seed uint64) (model.TournamentID, error) {
	rng := rand.New(rand.NewPCG(seed, 0x41524254))
	var regs []model.Registration
	err := svc.Tx(ctx, func(tx *model.App) error {
		for i := 0; i < players; i++ {
			p := demoTPlayer(rng, i)
			got, err := tx.Registry.CreatePlayer(ctx, p, model.SaveOptions{AllowDuplicate: true})
			if err != nil {
				return err
			}
			regs = append(regs, model.Registration{PlayerID: got.ID, Paid: rng.IntN(4) > 0, CheckedIn: true, Fee: 200})
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	t, err := svc.Tournaments.CreateTournament(ctx, model.Tournament{Name: fmt.Sprintf("Демо-турнір: %d гравців (зерно %d)", players, seed),
		StartDate: svc.Today(), Rounds: rounds, TimeControl: "90 хв + 30 с", SubStandings: "girls,u10,u14"})
	if err != nil {
		return 0, err
	}
	if err := svc.Tournaments.RegisterMany(ctx, t.ID, regs); err != nil {
		return t.ID, err
	}
	if err := svc.Tournaments.SortStartingRanks(ctx, t.ID); err != nil {
		return t.ID, err
	}
	for r := 0; r < play; r++ {
		v, err := svc.Tournaments.PairNextRound(ctx, t.ID)
		if err != nil {
			return t.ID, err
		}
		codes := map[int]string{}
		for _, b := range v.Boards {
			codes[b.No] = demoResult(rng, b.White.Rating, b.Black.Rating)
		}
		if err := svc.Tournaments.SetResults(ctx, t.ID, v.Round, codes, false); err != nil {
			return t.ID, err
		}
	}
	return t.ID, nil
}

func demoTPlayer(rng *rand.Rand, i int) model.Player {
	p := model.Player{Surname: demoTSurnames[rng.IntN(len(demoTSurnames))], Gender: model.Male,
		BirthDate: model.NewDate(1950+rng.IntN(68), time.Month(1+rng.IntN(12)), 1+rng.IntN(28))}
	if rng.IntN(4) == 0 {
		p.Gender, p.Name = model.Female, demoTFemale[rng.IntN(len(demoTFemale))]
	} else {
		p.Name = demoTMale[rng.IntN(len(demoTMale))]
	}
	p.Patronymic = fmt.Sprintf("Демо%d", i+1) // keeps the demo players apart from each other
	if rng.IntN(7) > 0 {
		p.FIDERating = 1000 + rng.IntN(1500)
	}
	return p
}

// demoResult draws a result: the expected score of the Elo formula,
// with a fixed share of draws.
func demoResult(rng *rand.Rand, white, black int) string {
	if white == 0 {
		white = 1000
	}
	if black == 0 {
		black = 1000
	}
	x := rng.Float64()
	expected := 1 / (1 + math.Pow(10, float64(black-white)/400))
	switch {
	case x < 0.25:
		return "="
	case x < 0.25+0.75*expected:
		return "1-0"
	}
	return "0-1"
}
