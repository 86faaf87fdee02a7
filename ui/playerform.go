package ui

import (
	"errors"

	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
)

// playerForm holds one entry per field of a player (docs/product.md workflow 2)
// and converts between them and a model.Player. It does not validate the
// registry rules: the Service does, and the screen shows its message.
type playerForm struct {
	id model.PlayerID

	surname, name, patronymic, latinName *kit.TextEntry
	birthDate                            *kit.TextEntry
	gender                               *widget.RadioGroup
	citizenship                          *widget.SelectEntry
	title                                *widget.Select
	fideID, rating, nationalRating       *kit.TextEntry
	student                              *widget.Check
	occupation                           *kit.TextEntry
	club, coach                          *widget.Select
	clubSince                            *kit.TextEntry // member of the club since (model/club_membership.go)
	phone, email                         *kit.TextEntry
	personal                             *personalForm // nil: not shown (playerform_personal.go)

	clubs   []model.Club
	coaches []model.Coach

	// set by allowCreate (playerform_create.go): «+» creates a club or coach
	create            *creator
	addClub, addCoach *widget.Button
}

// newPlayerForm returns an empty form whose club and coach lists offer the
// given records.
func newPlayerForm(clubs []model.Club, coaches []model.Coach) *playerForm {
	f := &playerForm{clubs: clubs, coaches: coaches}
	f.surname, f.name, f.patronymic = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.latinName = kit.NewTextEntry()
	f.latinName.SetPlaceHolder("Kovalenko, Ivan")
	// An empty Latin spelling is the transliteration of the name, shown
	// as the field's placeholder while the name is typed (latinOrTranslit).
	translit := func(string) {
		if l := model.LatinName(strings.TrimSpace(f.surname.Text), strings.TrimSpace(f.name.Text)); l != "" {
			f.latinName.SetPlaceHolder(l)
		}
	}
	f.surname.OnChanged, f.name.OnChanged = translit, translit
	f.birthDate = kit.NewTextEntry()
	f.birthDate.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.gender = widget.NewRadioGroup([]string{lang.L("male"), lang.L("female")}, nil)
	f.gender.Horizontal = true
	f.citizenship = widget.NewSelectEntry(model.Federations())
	f.citizenship.SetText(model.DefaultCitizenship)
	f.title = kit.NewSelect(titleLabels(), nil)
	f.title.SetSelectedIndex(0)
	f.fideID, f.rating, f.nationalRating = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.student = widget.NewCheck(lang.L("student"), nil)
	f.occupation = kit.NewTextEntry()
	f.club = kit.NewSelect(clubNames(clubs), nil)
	f.club.SetSelectedIndex(0)
	f.clubSince = kit.NewTextEntry()
	f.clubSince.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.coach = kit.NewSelect(coachNames(coaches), nil)
	f.coach.SetSelectedIndex(0)
	f.phone, f.email = kit.NewTextEntry(), kit.NewTextEntry()
	f.email.SetPlaceHolder("name@example.com")
	return f
}

// content lays the fields out in two columns: the person, and their chess
// and contact details.
func (f *playerForm) content() fyne.CanvasObject {
	person := widget.NewForm(
		widget.NewFormItem(lang.L("Surname"), f.surname),
		widget.NewFormItem(lang.L("First name"), f.name),
		widget.NewFormItem(lang.L("Patronymic"), f.patronymic),
		widget.NewFormItem(lang.L("Latin name"), f.latinName),
		widget.NewFormItem(lang.L("Birth date"), f.birthDate),
		widget.NewFormItem(lang.L("Gender"), f.gender),
		widget.NewFormItem(lang.L("Citizenship"), f.citizenship),
		widget.NewFormItem(lang.L("Phone"), f.phone),
		widget.NewFormItem(lang.L("E-mail"), f.email),
	)
	chess := widget.NewForm(
		widget.NewFormItem(lang.L("Title"), f.title),
		widget.NewFormItem(lang.L("FIDE ID"), f.fideID),
		widget.NewFormItem(lang.L("FIDE rating"), f.rating),
		widget.NewFormItem(lang.L("National rating"), f.nationalRating),
		widget.NewFormItem(lang.L("Occupation"), f.occupation),
		widget.NewFormItem("", f.student),
		widget.NewFormItem(lang.L("Club"), withAdd(f.club, f.addClub)),
		widget.NewFormItem(lang.L("Member of the club since"), f.clubSince),
		widget.NewFormItem(lang.L("Coach"), withAdd(f.coach, f.addCoach)),
	)
	cols := container.NewGridWithColumns(2, person, chess)
	if f.personal != nil {
		return container.NewVBox(cols, f.personal.content())
	}
	return cols
}

// onSubmit makes Enter in any text field call save, so the form can be
// filled and saved from the keyboard.
func (f *playerForm) onSubmit(save func()) {
	for _, e := range []*kit.TextEntry{f.surname, f.name, f.patronymic, f.latinName, f.birthDate,
		f.fideID, f.rating, f.nationalRating, f.occupation, f.phone, f.email, f.clubSince} {
		e.OnSubmitted = func(string) { save() }
	}
	f.citizenship.OnSubmitted = func(string) { save() }
}

// set fills the form from p.
func (f *playerForm) set(p model.Player) {
	f.id = p.ID
	f.surname.SetText(p.Surname)
	f.name.SetText(p.Name)
	f.patronymic.SetText(p.Patronymic)
	f.latinName.SetText(p.LatinName)
	f.birthDate.SetText(p.BirthDate.Display())
	f.gender.SetSelected(genderLabel(p.Gender))
	f.citizenship.SetText(p.Citizenship)
	f.title.SetSelected(titleLabel(p.Title))
	f.fideID.SetText(numberText(int(p.FIDEID)))
	f.rating.SetText(numberText(p.FIDERating))
	f.nationalRating.SetText(numberText(p.NationalRating))
	f.student.SetChecked(p.Student)
	f.occupation.SetText(p.Occupation)
	f.club.SetSelectedIndex(indexOfClub(f.clubs, p.ClubID))
	f.clubSince.SetText(p.ClubSince.Display())
	f.coach.SetSelectedIndex(indexOfCoach(f.coaches, p.CoachID))
	f.phone.SetText(p.Phone)
	f.email.SetText(p.Email)
}

// player reads the form. It fails only on text that is not a date or a
// number; every other rule is the Service's.
func (f *playerForm) player() (model.Player, error) {
	p := model.Player{
		ID: f.id, Surname: f.surname.Text, Name: f.name.Text, Patronymic: f.patronymic.Text,
		LatinName: latinOrTranslit(f.latinName.Text, f.surname.Text, f.name.Text), Citizenship: f.citizenship.Text, Title: titleValue(f.title.Selected),
		Student: f.student.Checked, Occupation: f.occupation.Text, Phone: f.phone.Text, Email: f.email.Text,
		Gender: genderValue(f.gender.Selected),
	}
	var err error
	if p.BirthDate, err = model.ParseDate(f.birthDate.Text); err != nil {
		return p, err
	}
	fide, err := parseNumber(f.fideID.Text, model.Msg("FIDE ID"))
	if err != nil {
		return p, err
	}
	p.FIDEID = int64(fide)
	if p.FIDERating, err = parseNumber(f.rating.Text, model.Msg("FIDE rating")); err != nil {
		return p, err
	}
	if p.NationalRating, err = parseNumber(f.nationalRating.Text, model.Msg("National rating")); err != nil {
		return p, err
	}
	if i := f.club.SelectedIndex(); i > 0 {
		p.ClubID = f.clubs[i-1].ID
	}
	if p.ClubSince, err = model.ParseDate(f.clubSince.Text); err != nil {
		return p, err
	}
	if i := f.coach.SelectedIndex(); i > 0 {
		p.CoachID = f.coaches[i-1].ID
	}
	return p, nil
}

// latinOrTranslit is the Latin spelling typed, or when none the Ukrainian
// national transliteration of the surname and name (Cabinet of Ministers
// resolution No. 55 of 27.01.2010, model.LatinName): the spelling the TRF
// and FIDE's lists carry, so a player created at the desk is never
// exported in Cyrillic.
func latinOrTranslit(latin, surname, name string) string {
	if l := strings.TrimSpace(latin); l != "" {
		return l
	}
	return model.LatinName(strings.TrimSpace(surname), strings.TrimSpace(name))
}

// parseNumber reads a whole number; empty means 0.
func parseNumber(s string, field model.Text) (int, error) {
	s = strings.TrimSpace(s)
	n, err := wholeNumber(s)
	if err != nil {
		return 0, model.Errorf(model.Invalid, "PlayerForm", model.Msg("%s: %q is not a number; write digits only or leave the field empty.", field, s), err)
	}
	return n, nil
}

// errNegative is wholeNumber's error for a number below zero.
var errNegative = errors.New("negative number")

// wholeNumber reads a trimmed whole non-negative number, the empty text as
// 0; parseNumber and intField wrap its error in their own messages.
func wholeNumber(text string) (int, error) {
	if text == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(text)
	if err == nil && n < 0 {
		err = errNegative
	}
	if err != nil {
		return 0, err
	}
	return n, nil
}

func numberText(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

func genderLabel(g model.Gender) string {
	switch g {
	case model.Male:
		return lang.L("male")
	case model.Female:
		return lang.L("female")
	}
	return ""
}

func genderValue(label string) model.Gender {
	switch label {
	case lang.L("male"):
		return model.Male
	case lang.L("female"):
		return model.Female
	}
	return ""
}

// titleLabels lists "—" (none) then model.Titles, razryads spelt out.
func titleLabels() []string {
	out := []string{"—"}
	for _, t := range model.Titles {
		out = append(out, titleLabel(t))
	}
	return out
}

// titleLabel shows razryad "1" as "1 розряд" ("1st category" in English).
func titleLabel(t string) string {
	switch t {
	case "":
		return "—"
	case "1", "2", "3", "4":
		return lang.L("razryad {{.N}}", map[string]string{"N": t})
	}
	return t
}

func titleValue(label string) string {
	for _, t := range model.Titles {
		if titleLabel(t) == label {
			return t
		}
	}
	return ""
}

// clubNames lists "—" (no club) then the clubs, for a Select whose index
// i > 0 is clubs[i-1].
func clubNames(clubs []model.Club) []string {
	return noneThen(clubs, func(c model.Club) string { return c.Name })
}

// coachNames lists "—" (no coach) then the coaches, as clubNames.
func coachNames(coaches []model.Coach) []string {
	return noneThen(coaches, func(c model.Coach) string { return c.Name })
}

// indexOfClub is the index of the club id in clubNames(clubs), 0 for none.
func indexOfClub(clubs []model.Club, id model.ClubID) int {
	return indexAfterNone(clubs, id, func(c model.Club) model.ClubID { return c.ID })
}

// indexOfCoach is the index of the coach id in coachNames(coaches), 0 for none.
func indexOfCoach(coaches []model.Coach, id model.CoachID) int {
	return indexAfterNone(coaches, id, func(c model.Coach) model.CoachID { return c.ID })
}

// noneThen lists "—" (none) then the name of each of xs.
func noneThen[T any](xs []T, name func(T) string) []string {
	out := []string{"—"}
	for _, x := range xs {
		out = append(out, name(x))
	}
	return out
}

// indexAfterNone is the index in noneThen(xs, …) of the entry whose id is
// id; 0 ("—") when id is the zero value or not in xs.
func indexAfterNone[T any, ID comparable](xs []T, id ID, idOf func(T) ID) int {
	var zero ID
	for i, x := range xs {
		if idOf(x) == id && id != zero {
			return i + 1
		}
	}
	return 0
}
