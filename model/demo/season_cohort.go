package demo

import (
	"context"
	"time"

	"arbiter/model"
	"arbiter/model/registry"
)

// addDemoCohort adds the players of 2010 the present-day demo registry
// lacks: 26 juniors born 1995–2006 (so every youth category of 2010 has
// candidates), two veterans, three students and five bankers (an occupation group large
// enough for its award). Each gets a coach and that coach's club, in turn.
// Players already in the registry (same surname, name and birth date) are
// skipped. It returns how many were added.
func (s *Service) addDemoCohort(ctx context.Context) (int, error) {
	coaches, err := s.app.Store().Coaches(ctx)
	if err != nil {
		return 0, err
	}
	clubs, err := s.app.Store().Clubs(ctx)
	if err != nil {
		return 0, err
	}
	existing, err := s.app.Store().Players(ctx, model.PlayerFilter{})
	if err != nil {
		return 0, err
	}
	have := map[string]bool{}
	for _, p := range existing {
		have[model.Fold(p.Surname+" "+p.Name)+p.BirthDate.String()] = true
	}
	added := 0
	for i, p := range demoCohort() {
		if len(coaches) > 0 {
			c := coaches[i%len(coaches)]
			p.CoachID, p.ClubID = c.ID, c.ClubID
		}
		if p.ClubID == 0 && len(clubs) > 0 {
			p.ClubID = clubs[i%len(clubs)].ID
		}
		if have[model.Fold(p.Surname+" "+p.Name)+p.BirthDate.String()] {
			continue
		}
		if _, err := registry.New(s.app).CreatePlayer(ctx, p, model.SaveOptions{AllowDuplicate: true}); err != nil {
			return added, err
		}
		added++
	}
	return added, nil
}

// demoCohort generates the cohort with a fixed generator.
func demoCohort() []model.Player {
	rng := demoRand(2010_07_26)
	var out []model.Player
	for i := 0; i < 26; i++ {
		female := i%3 == 1
		birth := model.NewDate(1995+i%12, time.Month(1+rng.intn(12)), 1+rng.intn(28))
		out = append(out, cohortPlayer(&rng, female, birth, 1100+rng.intn(650)))
	}
	veterans := []model.Date{model.NewDate(1938, time.March, 14), model.NewDate(1946, time.October, 2)}
	for i, b := range veterans {
		p := cohortPlayer(&rng, i == 1, b, 1700+rng.intn(300))
		p.Title = "1"
		out = append(out, p)
	}
	for i := 0; i < 3; i++ {
		p := cohortPlayer(&rng, i == 0, model.NewDate(1989+i, time.Month(1+rng.intn(12)), 1+rng.intn(28)), 1500+rng.intn(400))
		p.Student = true
		out = append(out, p)
	}
	for i := 0; i < 5; i++ {
		p := cohortPlayer(&rng, i == 2, model.NewDate(1960+4*i, time.Month(1+rng.intn(12)), 1+rng.intn(28)), 1400+rng.intn(500))
		p.Occupation = "банкір"
		out = append(out, p)
	}
	return out
}

func cohortPlayer(rng *demoRand, female bool, birth model.Date, rating int) model.Player {
	p := model.Player{Surname: pick(demoSurnames[rng.intn(len(demoSurnames))], female),
		Patronymic: pick(demoPatronymics[rng.intn(len(demoPatronymics))], female),
		BirthDate:  birth, Gender: model.Male, Citizenship: model.DefaultCitizenship, NationalRating: rating}
	if female {
		p.Name, p.Gender = demoFemale[rng.intn(len(demoFemale))], model.Female
	} else {
		p.Name = demoMale[rng.intn(len(demoMale))]
	}
	p.LatinName = model.LatinName(p.Surname, p.Name)
	return p
}
