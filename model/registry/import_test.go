package registry_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/model/i18n"
	"arbiter/model/registry"
)

func importFile(t *testing.T, svc *datafile.Services, name string, opt registry.ImportOptions) (registry.ImportResult, error) {
	t.Helper()
	f, err := os.Open("../../testdata/players/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return svc.Registry.ImportPlayersCSV(ctx, f, opt)
}

func TestImportGoodUTF8WithBOM(t *testing.T) {
	svc := newService(t)
	res, err := importFile(t, svc, "good.csv", registry.ImportOptions{})
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	if res != (registry.ImportResult{Players: 4, Clubs: 2, Coaches: 1, Settlements: 2}) {
		t.Errorf("result %+v", res)
	}
	all, _ := svc.Registry.SearchPlayers(ctx, "")
	byName := map[string]model.Player{}
	for _, p := range all {
		byName[p.Surname] = p
	}
	k := byName["Коваленко"]
	if k.Patronymic != "Петрович" || k.LatinName != "Kovalenko, Ivan" || k.BirthDate != model.NewDate(2012, 3, 5) ||
		k.Gender != model.Male || k.Title != "2" || k.FIDEID != 34100001 || k.FIDERating != 1450 ||
		k.NationalRating != 1500 || k.Student || k.Email != "ivan@example.com" || k.Phone != "+380501234567" {
		t.Errorf("Коваленко imported as %+v", k)
	}
	club, err := svc.Registry.Club(ctx, k.ClubID)
	if err != nil || club.Name != "ДЮСШ «Шахіст»" {
		t.Errorf("club %+v, %v", club, err)
	}
	st, _ := svc.Registry.Settlement(ctx, club.SettlementID)
	coach, _ := svc.Registry.Coach(ctx, k.CoachID)
	if st.Name != "Київ" || coach.Name != "Ґалаґан Олег Євгенович" {
		t.Errorf("settlement %q coach %q", st.Name, coach.Name)
	}
	y := byName["Пʼятниця"]
	if y.Gender != model.Female || !y.Student || y.Title != "КМС" || y.Citizenship != "UKR" || y.ClubID != k.ClubID {
		t.Errorf("Пʼятниця imported as %+v", y)
	}
	if d := byName["Д'Аламбер"]; d.Citizenship != "FRA" || d.Occupation != "банкір" || d.FIDERating != 0 {
		t.Errorf("Д'Аламбер imported as %+v", d)
	}
	if s := byName["Шевчук; молодший"]; s.Title != "1" || !s.Student || s.ClubID != 0 {
		t.Errorf("quoted separator: %+v", s)
	}
	// The same file again: every line is a likely duplicate, nothing is added.
	_, err = importFile(t, svc, "good.csv", registry.ImportOptions{})
	var ie *registry.ImportError
	if !errors.As(err, &ie) || len(ie.Lines) != 4 {
		t.Fatalf("re-import: %v", err)
	}
	if again, _ := svc.Registry.SearchPlayers(ctx, ""); len(again) != 4 {
		t.Errorf("re-import added players: %d", len(again))
	}
	if _, err := importFile(t, svc, "good.csv", registry.ImportOptions{AllowDuplicates: true}); err == nil {
		t.Error("re-import with AllowDuplicates must still fail on the FIDE IDs")
	}
}

func TestImportWindows1251(t *testing.T) {
	svc := newService(t)
	res, err := importFile(t, svc, "good-1251.csv", registry.ImportOptions{})
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	if res.Players != 3 || res.Clubs != 1 || res.Coaches != 1 || res.Settlements != 1 {
		t.Errorf("result %+v", res)
	}
	all, _ := svc.Registry.SearchPlayers(ctx, "")
	got := []string{}
	for _, p := range all {
		got = append(got, p.FullName())
	}
	want := "Ґонта Єва Іллівна|Щербань Ілля Юрійович|Ярошенко Ґражина"
	if strings.Join(got, "|") != want {
		t.Errorf("players %q, want %q", got, want)
	}
	clubs, _ := svc.Registry.Clubs(ctx)
	if len(clubs) != 1 || clubs[0].Name != "Шаховий клуб «Їжак»" {
		t.Errorf("clubs %+v", clubs)
	}
	if all[0].Gender != model.Female || all[1].Occupation != "підприємець" || !all[2].Student {
		t.Errorf("fields %+v", all)
	}
}

func TestImportBadLinesImportsNothing(t *testing.T) {
	svc := newService(t)
	_, err := importFile(t, svc, "bad.csv", registry.ImportOptions{})
	if !model.IsKind(err, model.Invalid) {
		t.Fatalf("err %v, want Invalid", err)
	}
	var ie *registry.ImportError
	if !errors.As(err, &ie) {
		t.Fatalf("err %v does not wrap *ImportError", err)
	}
	// Every bad line, with a reason naming the problem; line 7 and 11 are good.
	want := map[int]string{
		2: "2011-04-31", 3: "прізвище", 4: "900", 5: "Стать", 6: "XYZ",
		8: "FIDE ID", 9: "110", 10: "заголовку",
	}
	got := map[int]string{}
	for _, l := range ie.Lines {
		got[l.Line] = l.Msg.In(i18n.Uk)
	}
	for line, needle := range want {
		if !strings.Contains(got[line], needle) {
			t.Errorf("line %d: reason %q, want it to mention %q", line, got[line], needle)
		}
	}
	if len(got) != len(want) {
		t.Errorf("bad lines %v, want exactly %d", got, len(want))
	}
	for i := 1; i < len(ie.Lines); i++ {
		if ie.Lines[i].Line < ie.Lines[i-1].Line {
			t.Errorf("lines not in order: %v", ie.Lines)
		}
	}
	players, _ := svc.Registry.SearchPlayers(ctx, "")
	clubs, _ := svc.Registry.Clubs(ctx)
	if len(players)+len(clubs) != 0 {
		t.Errorf("a rejected import left %d players and %d clubs", len(players), len(clubs))
	}
}

func TestImportFileLevelErrors(t *testing.T) {
	cases := []struct{ name, text, says string }{
		{"empty", "", "порожній"},
		{"header only", "surname,name,birth_date,gender\n", "жодного"},
		{"unknown column", "surname,name,birth_date,gender,shoe_size\nА,Б,2000-01-01,m,42\n", "shoe_size"},
		{"missing column", "surname,name,gender\nА,Б,m\n", "birth_date"},
		{"column twice", "surname,name,birth_date,gender,name\nА,Б,2000-01-01,m,В\n", "повторюється"},
		{"bad quotes", "surname,name,birth_date,gender\n\"А,Б,2000-01-01,m\nВ,Г,2000-01-01,m\n", "лапки"},
	}
	for _, c := range cases {
		svc := newService(t)
		_, err := svc.Registry.ImportPlayersCSV(ctx, strings.NewReader(c.text), registry.ImportOptions{})
		if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), c.says) {
			t.Errorf("%s: err %v, want Invalid mentioning %q", c.name, err, c.says)
		}
	}
}

func TestImportSeparatorsAndTab(t *testing.T) {
	for _, text := range []string{
		"surname,name,birth_date,gender\nБойко,Ольга,01.02.2001,ж\n",
		"surname;name;birth_date;gender\nБойко;Ольга;01.02.2001;ж\n",
		"surname\tname\tbirth_date\tgender\nБойко\tОльга\t01.02.2001\tж\n",
		"surname\tpatronymic\tname\tbirth_date\tgender\nБойко\t\tОльга\t01.02.2001\tж\n", // empty cell between tabs
		"Surname;Name;Birth Date;GENDER\r\nБойко;Ольга;2001-02-01;F\r\n\r\n",
		"Прізвище;Ім’я;Дата народження;Стать\nБойко;Ольга;01.02.2001;ж\n", // Ukrainian headers
	} {
		svc := newService(t)
		res, err := svc.Registry.ImportPlayersCSV(ctx, strings.NewReader(text), registry.ImportOptions{})
		if err != nil || res.Players != 1 {
			t.Errorf("%q: %+v, %v", text, res, err)
			continue
		}
		all, _ := svc.Registry.SearchPlayers(ctx, "")
		if all[0].BirthDate != model.NewDate(2001, 2, 1) || all[0].Gender != model.Female {
			t.Errorf("%q: imported %+v", text, all[0])
		}
	}
}

// TestImportFormulaNames: a CSV with formula surnames is refused line by
// line and nothing is stored.
func TestImportFormulaNames(t *testing.T) {
	svc := newService(t)
	csv := "surname,name,birth_date,gender,club\n" +
		"=cmd|' /C calc'!A0,Іван,01.02.2001,m,\n" +
		"Бойко,Ольга,01.02.2001,f,@SUM(1)\n" +
		"\"\t+SUM(1+1)\",Петро,01.02.2001,m,\n"
	_, err := svc.Registry.ImportPlayersCSV(ctx, strings.NewReader(csv), registry.ImportOptions{})
	if !model.IsKind(err, model.Invalid) {
		t.Fatalf("formula CSV: %v", err)
	}
	if got := names(t, svc); got != "" {
		t.Errorf("stored %q", got)
	}
	clubs, _ := svc.Registry.Clubs(ctx)
	if len(clubs) != 0 {
		t.Errorf("clubs stored: %+v", clubs)
	}
}
