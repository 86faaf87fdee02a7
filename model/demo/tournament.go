package demo

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"arbiter/model"
	"arbiter/model/registry"
)

var (
	demoTSurnames = []string{"Шевченко", "Коваленко", "Бондаренко", "Ткаченко", "Кравченко", "Олійник", "Шевчук", "Поліщук",
		"Бойко", "Мельник", "Лисенко", "Руденко", "Марченко", "Петренко", "Савченко", "Гончаренко", "Іваненко", "Єременко",
		"Мороз", "Кузьменко", "Павленко", "Литвиненко", "Клименко", "Остапенко", "Юрченко", "Зінченко", "Дячук", "Гнатюк"}
	demoTMale   = []string{"Олександр", "Андрій", "Богдан", "Дмитро", "Іван", "Максим", "Остап", "Тарас", "Юрій", "Ярослав", "Євген", "Віктор"}
	demoTFemale = []string{"Анна", "Дарина", "Оксана", "Ірина", "Марія", "Соломія", "Юлія", "Катерина", "Олена", "Вікторія"}
)

// Tournament builds a big demo Swiss tournament so the GUI can be tried on
// a big event (docs/product.md "Qualities": fast for 1,000 players): it adds players to the registry, creates
// the tournament with them, sorts the starting ranks, and pairs and plays
// play of its rounds with random results (the stronger player more likely
// wins). The same seed gives the same tournament. Every step is its own
// transaction (registration, each pairing, each round's results).
func (d *Service) Tournament(ctx context.Context, players, rounds, play int, seed uint64) (model.TournamentID, error) {
	rng := rand.New(rand.NewPCG(seed, 0x41524254))
	var regs []model.Registration
	err := d.app.Tx(ctx, func(tx *model.App) error {
		for i := 0; i < players; i++ {
			p := demoTPlayer(rng, i)
			got, err := registry.New(tx).CreatePlayer(ctx, p, model.SaveOptions{AllowDuplicate: true})
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
	t, err := d.tours.Tournaments.CreateTournament(ctx, model.Tournament{Name: fmt.Sprintf("Демо-турнір: %d гравців (зерно %d)", players, seed),
		StartDate: d.app.Today(), Rounds: rounds, TimeControl: "90 хв + 30 с", SubStandings: "girls,u10,u14"})
	if err != nil {
		return 0, err
	}
	if err := d.tours.Tournaments.RegisterMany(ctx, t.ID, regs); err != nil {
		return t.ID, err
	}
	if err := d.tours.StartOrders.Sort(ctx, t.ID); err != nil {
		return t.ID, err
	}
	for r := 0; r < play; r++ {
		v, err := d.tours.Pairings.PairNext(ctx, t.ID)
		if err != nil {
			return t.ID, err
		}
		codes := map[int]string{}
		for _, b := range v.Boards {
			codes[b.No] = demoResult(rng, b.White.Rating, b.Black.Rating)
		}
		if err := d.tours.Tournaments.SetResults(ctx, t.ID, v.Round, codes, false); err != nil {
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
