package demo

import (
	"context"
	"fmt"
	"time"

	"arbiter/model"
	"arbiter/model/registry"
)

// This file is the demo registry of `arbiter-cli demo` (moved here from
// cmd/arbiter-cli so that the GUI's "demo data" action on an empty file
// reuses it): 60 players, 6 clubs, 8 coaches, 3 settlements, the same on
// every run.

// The demo registry is fixed data plus a fixed-seed generator, so it is the
// same on every run (tests and screenshots depend on that). Birth dates are
// counted back from RegistryDate, so ages are 6–75 for decades to come.
var RegistryDate = model.NewDate(2026, time.June, 1)

var demoSettlements = []string{"Київ", "Бровари", "Ірпінь"}

var demoClubs = []struct{ name, settlement, address, contacts string }{
	{"Українська шахова академія", "Київ", "вул. Шулявська, 5", "+380 44 456 12 34, academy@chess.kiev.ua"},
	{"ДЮСШ № 1 «Гамбіт»", "Київ", "просп. Перемоги, 38", "+380 44 236 45 01"},
	{"Шаховий клуб «Ферзь»", "Київ", "вул. Ярославів Вал, 14", "ferz.club@ukr.net"},
	{"ДЮСШ «Бровари»", "Бровари", "вул. Гагаріна, 16", "+380 4594 5 12 20"},
	{"Шаховий клуб «Лідер»", "Бровари", "бульв. Незалежності, 7", "+380 67 401 22 10"},
	{"Ірпінський шаховий клуб «Ґамбіт»", "Ірпінь", "вул. Університетська, 2", "+380 4597 6 33 44"},
}

var demoCoaches = []struct{ name, settlement, club, contacts string }{
	{"Ґалаґан Олег Євгенович", "Київ", "Українська шахова академія", "+380 50 123 45 67"},
	{"Бондаренко Ірина Василівна", "Київ", "Українська шахова академія", "+380 67 234 56 78"},
	{"Шевчук Андрій Миколайович", "Київ", "ДЮСШ № 1 «Гамбіт»", "+380 63 345 67 89"},
	{"Їжакевич Тетяна Петрівна", "Київ", "Шаховий клуб «Ферзь»", "tetiana.izh@ukr.net"},
	{"Савчук Юрій Олексійович", "Бровари", "ДЮСШ «Бровари»", "+380 97 456 78 90"},
	{"Єрмоленко Лариса Іванівна", "Бровари", "Шаховий клуб «Лідер»", "+380 66 567 89 01"},
	{"Д'яченко Віктор Степанович", "Ірпінь", "Ірпінський шаховий клуб «Ґамбіт»", "+380 93 678 90 12"},
	{"Щербак Наталія Андріївна", "Ірпінь", "", "+380 98 789 01 23"},
}

// Surnames as "male|female" when the forms differ.
var demoSurnames = []string{"Коваленко", "Шевченко", "Бондаренко", "Ткаченко", "Кравченко",
	"Олійник", "Лисенко", "Мельник", "Ковальчук", "Марченко", "Поліщук", "Гончаренко",
	"Руденко", "Бойко", "Петренко", "Кузьменко", "Левченко", "Мороз", "Гнатюк", "Пʼятниця",
	"Ярошенко", "Іщенко", "Юрченко", "Зінченко", "Ґудзь", "Остапчук", "Власенко",
	"Заїка", "Литвиненко", "Дорошенко", "Ковальський|Ковальська", "Вишневський|Вишневська",
	"Грабовський|Грабовська", "Чорновол", "Федоришин", "Стефаник", "Яковенко", "Єфименко"}

var demoMale = []string{"Олександр", "Андрій", "Іван", "Дмитро", "Максим", "Богдан", "Тарас",
	"Ярослав", "Євген", "Ігор", "Юрій", "Олег", "Ілля", "Матвій", "Назар", "Святослав", "Остап", "Ґедеон"}

var demoFemale = []string{"Олена", "Ірина", "Марія", "Анна", "Софія", "Дарина", "Ярина", "Оксана",
	"Катерина", "Вікторія", "Єлизавета", "Соломія", "Ганна", "Ольга", "Христина", "Злата", "Ївга"}

// Fathers' names as "male patronymic|female patronymic".
var demoPatronymics = []string{"Олександрович|Олександрівна", "Іванович|Іванівна", "Петрович|Петрівна",
	"Сергійович|Сергіївна", "Миколайович|Миколаївна", "Васильович|Василівна",
	"Андрійович|Андріївна", "Юрійович|Юріївна", "Ігорович|Ігорівна", "Ілліч|Іллівна"}

var demoOccupations = []string{"бізнесмен", "банкір", "журналіст", "політик"}

// demoForeigners are the players from other federations.
var demoForeigners = []model.Player{
	{Surname: "Ковальський", Name: "Пйотр", LatinName: "Kowalski, Piotr", BirthDate: model.NewDate(1988, 4, 12),
		Gender: model.Male, Citizenship: "POL", Title: "FM", FIDEID: 1123456, FIDERating: 2315},
	{Surname: "Беридзе", Name: "Ніно", LatinName: "Beridze, Nino", BirthDate: model.NewDate(2004, 9, 3),
		Gender: model.Female, Citizenship: "GEO", Title: "WIM", FIDEID: 13612345, FIDERating: 2190, Student: true},
	{Surname: "Мюллер", Name: "Томас", LatinName: "Mueller, Thomas", BirthDate: model.NewDate(1957, 1, 27),
		Gender: model.Male, Citizenship: "GER", FIDEID: 4612345, FIDERating: 1870, Occupation: "банкір"},
	{Surname: "Чебан", Name: "Іон", LatinName: "Ceban, Ion", BirthDate: model.NewDate(2013, 11, 8),
		Gender: model.Male, Citizenship: "MDA", FIDEID: 13912345, FIDERating: 1540},
}

// demoRand is a fixed 64-bit linear congruential generator (Knuth's MMIX
// constants): the same sequence on every platform and Go version.
type demoRand uint64

func (r *demoRand) intn(n int) int {
	*r = *r*6364136223846793005 + 1442695040888963407
	return int(uint64(*r>>33) % uint64(n))
}

type demoBuilder struct {
	svc         *registry.Service
	n           *registry.ImportResult
	settlements map[string]model.SettlementID
	clubs       map[string]model.ClubID
	coaches     []model.Coach
	clubIDs     []model.ClubID
}

func (d *demoBuilder) build(ctx context.Context) error {
	for _, name := range demoSettlements {
		st, err := d.svc.CreateSettlement(ctx, model.Settlement{Name: name})
		if err != nil {
			return err
		}
		d.settlements[name] = st.ID
		d.n.Settlements++
	}
	for _, c := range demoClubs {
		club, err := d.svc.CreateClub(ctx, model.Club{Name: c.name, SettlementID: d.settlements[c.settlement], Address: c.address, Contacts: c.contacts})
		if err != nil {
			return err
		}
		d.clubs[c.name], d.clubIDs = club.ID, append(d.clubIDs, club.ID)
		d.n.Clubs++
	}
	for _, c := range demoCoaches {
		coach, err := d.svc.CreateCoach(ctx, model.Coach{Name: c.name, SettlementID: d.settlements[c.settlement], ClubID: d.clubs[c.club], Contacts: c.contacts})
		if err != nil {
			return err
		}
		d.coaches = append(d.coaches, coach)
		d.n.Coaches++
	}
	return d.players(ctx)
}

func (d *demoBuilder) players(ctx context.Context) error {
	rng := demoRand(2010)
	for i, p := range demoForeigners {
		p.ClubID = d.clubIDs[i%len(d.clubIDs)]
		if err := d.add(ctx, p); err != nil {
			return err
		}
	}
	for i := 0; i < 56; i++ {
		if err := d.add(ctx, d.player(i, &rng)); err != nil {
			return err
		}
	}
	return nil
}

func (d *demoBuilder) add(ctx context.Context, p model.Player) error {
	if _, err := d.svc.CreatePlayer(ctx, p, model.SaveOptions{}); err != nil {
		return err
	}
	d.n.Players++
	return nil
}

// player makes the i-th generated player: ages 6–75, both genders, most of
// them children (as at the Academy), some students and occupation groups.
func (d *demoBuilder) player(i int, rng *demoRand) model.Player {
	female := rng.intn(5) < 2
	age := demoAge(i, rng)
	birth := model.DateOf(RegistryDate.Time().AddDate(-age-1, 0, 1+rng.intn(364)))
	p := model.Player{Surname: pick(demoSurnames[rng.intn(len(demoSurnames))], female),
		Patronymic: pick(demoPatronymics[rng.intn(len(demoPatronymics))], female),
		BirthDate:  birth, Gender: model.Male, Citizenship: model.DefaultCitizenship}
	if female {
		p.Name, p.Gender = demoFemale[rng.intn(len(demoFemale))], model.Female
	} else {
		p.Name = demoMale[rng.intn(len(demoMale))]
	}
	p.LatinName = model.LatinName(p.Surname, p.Name)
	p.Student = age >= 17 && age <= 22 && rng.intn(3) > 0
	if age >= 26 && rng.intn(2) == 0 {
		p.Occupation = demoOccupations[rng.intn(len(demoOccupations))]
	}
	demoRating(&p, i, age, rng)
	coach := d.coaches[rng.intn(len(d.coaches))]
	p.CoachID, p.ClubID = coach.ID, coach.ClubID
	if p.ClubID == 0 || rng.intn(6) == 0 {
		p.ClubID = d.clubIDs[rng.intn(len(d.clubIDs))]
	}
	if age >= 30 && rng.intn(4) == 0 {
		p.CoachID = 0
	}
	if rng.intn(3) == 0 {
		p.Phone = fmt.Sprintf("+380 %02d %03d %02d %02d", 50+rng.intn(49), rng.intn(1000), rng.intn(100), rng.intn(100))
	}
	return p
}

// demoAge spreads ages: two thirds children 6–17, then young adults, then
// adults up to 75 (i = 0 and 1 pin the extremes).
func demoAge(i int, rng *demoRand) int {
	switch {
	case i == 0:
		return 6
	case i == 1:
		return 74
	case i%3 != 0:
		return 6 + rng.intn(12)
	case i%2 == 0:
		return 18 + rng.intn(8)
	}
	return 26 + rng.intn(49)
}

// demoRating gives older and stronger players ratings, FIDE IDs and
// titles consistent with them.
func demoRating(p *model.Player, i, age int, rng *demoRand) {
	if age < 8 || rng.intn(5) == 0 {
		p.Title = []string{"", "4", "3"}[rng.intn(3)]
		return
	}
	r := 1100 + rng.intn(400) + min(age, 30)*25
	p.NationalRating = r + rng.intn(60) - 30
	if r >= 1400 {
		p.FIDERating, p.FIDEID = r, int64(34150000+i*37)
	}
	switch {
	case r >= 2200:
		p.Title = "FM"
	case r >= 2000:
		p.Title = "КМС"
	case r >= 1800:
		p.Title = "1"
	case r >= 1500:
		p.Title = "2"
	default:
		p.Title = "3"
	}
}

func pick(forms string, female bool) string {
	for i := 0; i < len(forms); i++ {
		if forms[i] == '|' {
			if female {
				return forms[i+1:]
			}
			return forms[:i]
		}
	}
	return forms
}

// FillRegistry adds the demo registry in one transaction, refusing a
// registry that already has any settlement, club, coach or player.
func (s *Service) FillRegistry(ctx context.Context) (registry.ImportResult, error) {
	var n registry.ImportResult
	err := s.inTx(ctx, func(tx *Service) error {
		if err := requireEmptyRegistry(ctx, registry.New(tx.app)); err != nil {
			return err
		}
		d := &demoBuilder{svc: registry.New(tx.app), n: &n, settlements: map[string]model.SettlementID{}, clubs: map[string]model.ClubID{}}
		return d.build(ctx)
	})
	if err != nil {
		return registry.ImportResult{}, err
	}
	return n, nil
}

func requireEmptyRegistry(ctx context.Context, svc *registry.Service) error {
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
		return model.Errorf(model.Conflict, "demo", model.Msg("The data file is not empty (%d players, %d clubs). Demo data goes only into a new file: give another one with --db.", len(pl), len(cl)), nil)
	}
	return nil
}
