package season

import (
	"fmt"
	"math/rand"
	"testing"
)

// benchInput is a large season: 600 players, 12 Golden and 12 Silver Cup
// tournaments of 150 players each, 40 clubs, 60 coaches.
func benchInput() Input {
	rng := rand.New(rand.NewSource(2010))
	in := Input{Year: 2010, Rules: Rules2010()}
	for i := range 40 {
		in.Clubs = append(in.Clubs, Club{ID: int64(i + 1), Name: fmt.Sprintf("Клуб %d", i), Settlement: fmt.Sprintf("Місто %d", i%5)})
	}
	for i := range 60 {
		in.Coaches = append(in.Coaches, Club{ID: int64(i + 1), Name: fmt.Sprintf("Тренер %d", i), Settlement: fmt.Sprintf("Місто %d", i%5)})
	}
	for i := range 600 {
		in.Players = append(in.Players, Player{ID: int64(i + 1), Surname: fmt.Sprintf("Прізвище%d", i), Name: "Ім'я",
			Birth: day("1960-01-01").AddDate(rng.Intn(55), rng.Intn(12), rng.Intn(28)), Female: i%3 == 0,
			Foreign: i%17 == 0, Student: i%7 == 0, Occupation: Rules2010().Occupations[i%4]})
	}
	for k := range 24 {
		cup := CupGold
		if k%2 == 1 {
			cup = CupSilver
		}
		in.Tournaments = append(in.Tournaments, Tournament{ID: int64(k + 1), Name: fmt.Sprintf("T%d", k),
			Date: day("2010-01-10").AddDate(0, k/2, k%2*14), Cup: cup, Level: Levels[k%len(Levels)]})
		for place, p := range rng.Perm(600)[:150] {
			in.Results = append(in.Results, Result{Tournament: int64(k + 1), Player: int64(p + 1), Points: rng.Intn(19),
				Place: place + 1, PlaceTo: place + 1, Club: int64(p%40 + 1), Coach: int64(p%60 + 1)})
		}
	}
	return in
}

func BenchmarkCompute(b *testing.B) {
	in := benchInput()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Compute(in); err != nil {
			b.Fatal(err)
		}
	}
}
