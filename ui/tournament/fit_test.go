package tournament

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
)

// widthFor is the column width in which s just fits.
func widthFor(s string) float32 {
	return float32(kit.MeasureCell(s)) + 2*theme.InnerPadding() + 0.5
}

// Names on the screens are shortened as on paper, one form a column: in
// full when they all fit; else the given names become initials for all, but not where
// two players of the table would read alike; never the surname alone. Club
// names take the usual abbreviations before they are cut.
func TestFitCell(t *testing.T) {
	test.NewTempApp(t)
	yulia, yuriy := "Савченко Юлія Олексіївна", "Савченко Юрій Олексійович"
	clash := func(names ...string) func() *kit.NameClashes {
		return func() *kit.NameClashes {
			return (&kit.NameClashes{}).Of(func(y func(string)) {
				for _, n := range names {
					y(n)
				}
			})
		}
	}
	for _, tc := range []struct {
		name, text string
		width      float32
		how        kit.CellFit
		others     []string
		want       string
	}{
		{"fits", yulia, widthFor(yulia), kit.FitName, nil, yulia},
		// one form for the column: the first name with the other initials
		// while that fits every name, else surname and initials for all
		{"first name and initial", yulia, widthFor("Савченко Юлія О."), kit.FitName, nil, "Савченко Юлія О."},
		{"initials for all", yulia, widthFor("Савченко Юлія О."), kit.FitName, []string{"Коваленко-Гнатюк Марія Олегівна"}, "Савченко Ю. О."},
		{"a short name of a column that does not fit", "Шевчук Роман", widthFor("Шевчук Роман"), kit.FitName, []string{"Коваленко-Гнатюк Марія"}, "Шевчук Р."},
		{"a column that fits keeps full names", "Шевчук Роман", widthFor("Коваленко-Гнатюк Марія"), kit.FitName, []string{"Коваленко-Гнатюк Марія"}, "Шевчук Роман"},
		{"a TRF's comma dropped", "Мельник, Іван", widthFor("Мельник Іван"), kit.FitName, nil, "Мельник Іван"},
		{"initials when alone", yulia, widthFor("Савченко Ю. О."), kit.FitName, nil, "Савченко Ю. О."},
		{"no initials two would share", yulia, widthFor("Савченко Ю. О."), kit.FitName, []string{yuriy}, ""},
		{"never the surname alone", "Бондаренко Богдан", widthFor("Бондаренко"), kit.FitName, nil, ""},
		{"plain text is cut by the label", "вільний від жеребкування", widthFor("вільний"), kit.FitText, nil, "вільний від жеребкування"},
		{"club abbreviated", "Дитячо-юнацька спортивна школа № 1 «Гамбіт»", widthFor("ДЮСШ № 1 «Гамбіт»"), kit.FitClub, nil, "ДЮСШ № 1 «Гамбіт»"},
		{"club: two abbreviations", "Шаховий клуб «Ферзь» Дитячо-юнацької спортивної школи", widthFor("ШК «Ферзь» Дитячо-юнацької"), kit.FitClub, nil, "ШК «Ферзь» Дитячо-юнацької спортивної школи"},
		{"club that fits stays", "Шаховий клуб «Ферзь»", widthFor("Шаховий клуб «Ферзь»"), kit.FitClub, nil, "Шаховий клуб «Ферзь»"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := kit.FitCell(tc.text, tc.width, tc.how, clash(append([]string{tc.text}, tc.others...)...))
			switch {
			case tc.want != "" && got != tc.want:
				t.Errorf("fitCell(%q) = %q, want %q", tc.text, got, tc.want)
			case tc.how == kit.FitName && tc.want == "":
				words := strings.Fields(got)
				if len(words) < 2 {
					t.Errorf("fitCell(%q) = %q: the surname alone", tc.text, got)
				}
				if got == "Савченко Ю. О." {
					t.Errorf("fitCell(%q) = %q, which Юрій would print as too", tc.text, got)
				}
				if kit.MeasureCell(got) > kit.CellWidth(tc.width) {
					t.Errorf("fitCell(%q) = %q does not fit", tc.text, got)
				}
			}
		})
	}
}

// The registration desk shows two players who shorten alike apart and a
// long club abbreviated rather than cut («club names truncated
// while the fee columns are wide»), as its table draws them.
func TestDeskNamesAndClubsFitAsOnPaper(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ctx := context.Background()
	club, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Дитячо-юнацька спортивна школа № 1 «Гамбіт» м. Ірпінь"})
	if err != nil {
		t.Fatal(err)
	}
	var ids []model.PlayerID
	for _, p := range []model.Player{
		{Surname: "Савченко-Кравчук", Name: "Юлія", Patronymic: "Олександрівна", FIDERating: 1900, ClubID: club.ID, Gender: model.Female},
		{Surname: "Савченко-Кравчук", Name: "Юрій", Patronymic: "Олександрович", FIDERating: 1800, ClubID: club.ID},
	} {
		ids = append(ids, addPlayer(t, svc, p).ID)
	}
	s, _ := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Кубок")
	test.Tap(dialogOf(s).Save)
	for _, id := range ids {
		if _, err := svc.Tournaments.Register(ctx, s.Ctx.Current.ID, model.Registration{PlayerID: id, ClubID: club.ID}); err != nil {
			t.Fatal(err)
		}
	}
	deskOf(s).saved()
	if len(deskOf(s).shown) != 2 {
		t.Fatalf("the desk shows %d players", len(deskOf(s).shown))
	}
	shown := func(row, col int) string {
		l := kit.TruncatedLabel().(*widget.Label)
		deskOf(s).table.UpdateCell(widget.TableCellID{Row: row, Col: col}, l)
		return l.Text
	}
	a, b := shown(0, 1), shown(1, 1)
	if a == b || !strings.HasPrefix(a, "Савченко-Кравчук Ю") || !strings.HasPrefix(b, "Савченко-Кравчук Ю") {
		t.Errorf("the two players show as %q and %q", a, b)
	}
	if a == "Савченко-Кравчук Ю. О." || b == "Савченко-Кравчук Ю. О." {
		t.Errorf("initials both would share: %q, %q", a, b)
	}
	if c := shown(0, 3); !strings.HasPrefix(c, "ДЮСШ № 1 «Гамбіт»") {
		t.Errorf("the club shows as %q, want «ДЮСШ № 1 «Гамбіт»…»", c)
	}
}
