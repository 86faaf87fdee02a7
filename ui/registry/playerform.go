package registry

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	modelregistry "arbiter/model/registry"
	"arbiter/ui/kit"
)

// PlayerForm holds one entry per field of a player (docs/product.md workflow 2)
// and converts between them and a model.Player. It does not validate the
// registry rules: the Service does, and the screen shows its message. The
// players screen and the registration desk (a new player) use it; the
// fields the desk fills or its tests type into (Surname … Rating) are
// exported.
type PlayerForm struct {
	id model.PlayerID

	Surname, Name, patronymic, LatinName *kit.TextEntry
	BirthDate                            *kit.TextEntry
	Gender                               *widget.RadioGroup
	citizenship                          *widget.SelectEntry
	title                                *widget.Select
	FIDEID, Rating, nationalRating       *kit.TextEntry
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

// creator is what the player form needs to create clubs and coaches.
type creator struct {
	svc *datafile.Services
	win fyne.Window
}

// NewPlayerForm returns an empty form whose club and coach lists offer the
// given records.
func NewPlayerForm(clubs []model.Club, coaches []model.Coach) *PlayerForm {
	f := &PlayerForm{clubs: clubs, coaches: coaches}
	f.Surname, f.Name, f.patronymic = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.LatinName = kit.NewTextEntry()
	f.LatinName.SetPlaceHolder("Kovalenko, Ivan")
	// An empty Latin spelling is the transliteration of the name, shown
	// as the field's placeholder while the name is typed (latinOrTranslit).
	translit := func(string) {
		if l := model.LatinName(strings.TrimSpace(f.Surname.Text), strings.TrimSpace(f.Name.Text)); l != "" {
			f.LatinName.SetPlaceHolder(l)
		}
	}
	f.Surname.OnChanged, f.Name.OnChanged = translit, translit
	f.BirthDate = kit.NewTextEntry()
	f.BirthDate.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.Gender = widget.NewRadioGroup([]string{lang.L("male"), lang.L("female")}, nil)
	f.Gender.Horizontal = true
	f.citizenship = widget.NewSelectEntry(model.Federations())
	f.citizenship.SetText(model.DefaultCitizenship)
	f.title = kit.NewSelect(kit.TitleLabels(), nil)
	f.title.SetSelectedIndex(0)
	f.FIDEID, f.Rating, f.nationalRating = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.student = widget.NewCheck(lang.L("student"), nil)
	f.occupation = kit.NewTextEntry()
	f.club = kit.NewSelect(ClubNames(clubs), nil)
	f.club.SetSelectedIndex(0)
	f.clubSince = kit.NewTextEntry()
	f.clubSince.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.coach = kit.NewSelect(CoachNames(coaches), nil)
	f.coach.SetSelectedIndex(0)
	f.phone, f.email = kit.NewTextEntry(), kit.NewTextEntry()
	f.email.SetPlaceHolder("name@example.com")
	return f
}

// Content lays the fields out in two columns: the person, and their chess
// and contact details.
func (f *PlayerForm) Content() fyne.CanvasObject {
	person := widget.NewForm(
		widget.NewFormItem(lang.L("Surname"), f.Surname),
		widget.NewFormItem(lang.L("First name"), f.Name),
		widget.NewFormItem(lang.L("Patronymic"), f.patronymic),
		widget.NewFormItem(lang.L("Latin name"), f.LatinName),
		widget.NewFormItem(lang.L("Birth date"), f.BirthDate),
		widget.NewFormItem(lang.L("Gender"), f.Gender),
		widget.NewFormItem(lang.L("Citizenship"), f.citizenship),
		widget.NewFormItem(lang.L("Phone"), f.phone),
		widget.NewFormItem(lang.L("E-mail"), f.email),
	)
	chess := widget.NewForm(
		widget.NewFormItem(lang.L("Title"), f.title),
		widget.NewFormItem(lang.L("FIDE ID"), f.FIDEID),
		widget.NewFormItem(lang.L("FIDE rating"), f.Rating),
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

// withAdd puts the «+» button beside sel when the form may create.
func withAdd(sel fyne.CanvasObject, add *widget.Button) fyne.CanvasObject {
	if add == nil {
		return sel
	}
	return container.NewBorder(nil, nil, nil, add, sel)
}

// OnSubmit makes Enter in any text field call save, so the form can be
// filled and saved from the keyboard.
func (f *PlayerForm) OnSubmit(save func()) {
	for _, e := range []*kit.TextEntry{f.Surname, f.Name, f.patronymic, f.LatinName, f.BirthDate,
		f.FIDEID, f.Rating, f.nationalRating, f.occupation, f.phone, f.email, f.clubSince} {
		e.OnSubmitted = func(string) { save() }
	}
	f.citizenship.OnSubmitted = func(string) { save() }
}

// Set fills the form from p.
func (f *PlayerForm) Set(p model.Player) {
	f.id = p.ID
	f.Surname.SetText(p.Surname)
	f.Name.SetText(p.Name)
	f.patronymic.SetText(p.Patronymic)
	f.LatinName.SetText(p.LatinName)
	f.BirthDate.SetText(p.BirthDate.Display())
	f.Gender.SetSelected(genderLabel(p.Gender))
	f.citizenship.SetText(p.Citizenship)
	f.title.SetSelected(kit.TitleLabel(p.Title))
	f.FIDEID.SetText(numberText(int(p.FIDEID)))
	f.Rating.SetText(numberText(p.FIDERating))
	f.nationalRating.SetText(numberText(p.NationalRating))
	f.student.SetChecked(p.Student)
	f.occupation.SetText(p.Occupation)
	f.club.SetSelectedIndex(indexOfClub(f.clubs, p.ClubID))
	f.clubSince.SetText(p.ClubSince.Display())
	f.coach.SetSelectedIndex(indexOfCoach(f.coaches, p.CoachID))
	f.phone.SetText(p.Phone)
	f.email.SetText(p.Email)
}

// Player reads the form. It fails only on text that is not a date or a
// number; every other rule is the Service's.
func (f *PlayerForm) Player() (model.Player, error) {
	p := model.Player{
		ID: f.id, Surname: f.Surname.Text, Name: f.Name.Text, Patronymic: f.patronymic.Text,
		LatinName: latinOrTranslit(f.LatinName.Text, f.Surname.Text, f.Name.Text), Citizenship: f.citizenship.Text, Title: kit.TitleValue(f.title.Selected),
		Student: f.student.Checked, Occupation: f.occupation.Text, Phone: f.phone.Text, Email: f.email.Text,
		Gender: genderValue(f.Gender.Selected),
	}
	var err error
	if p.BirthDate, err = model.ParseDate(f.BirthDate.Text); err != nil {
		return p, err
	}
	fide, err := parseNumber(f.FIDEID.Text, model.Msg("FIDE ID"))
	if err != nil {
		return p, err
	}
	p.FIDEID = int64(fide)
	if p.FIDERating, err = parseNumber(f.Rating.Text, model.Msg("FIDE rating")); err != nil {
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
	n, err := kit.WholeNumber(s)
	if err != nil {
		return 0, model.Errorf(model.Invalid, "PlayerForm", model.Msg("%s: %q is not a number; write digits only or leave the field empty.", field, s), err)
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

// ClubNames lists "—" (no club) then the clubs, for a Select whose index
// i > 0 is clubs[i-1].
func ClubNames(clubs []model.Club) []string {
	return noneThen(clubs, func(c model.Club) string { return c.Name })
}

// CoachNames lists "—" (no coach) then the coaches, as clubNames.
func CoachNames(coaches []model.Coach) []string {
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

// withPersonal adds the entry form's fields to the player form, filled
// from d.
func (f *PlayerForm) withPersonal(d model.PersonalData) {
	p := newPersonalForm()
	p.education.SetText(d.Education)
	p.society.SetText(d.Society)
	p.address.SetText(d.Address)
	for i, t := range docTypes {
		if t == d.DocType {
			p.docType.SetSelectedIndex(i)
		}
	}
	p.docNumber.SetText(d.DocNumber)
	p.medical.SetText(d.Medical.Display())
	p.residence.SetText(d.Residence)
	p.district.SetText(d.District)
	f.personal = p
}

// savePlayerWithPersonal creates or updates p and stores the entry form's
// fields in the same transaction.
func savePlayerWithPersonal(svc *datafile.Services, f *PlayerForm, p model.Player, opt model.SaveOptions) error {
	ctx := context.Background()
	return svc.Tx(ctx, func(tx *model.App) error {
		var err error
		if p.ID == 0 {
			p, err = modelregistry.New(tx).CreatePlayer(ctx, p, opt)
		} else {
			p, err = modelregistry.New(tx).UpdatePlayer(ctx, p, opt)
		}
		if err != nil || f.personal == nil {
			return err
		}
		d, err := f.personal.data(p.ID)
		if err != nil {
			return err
		}
		_, err = tx.Personal().Save(ctx, d)
		return err
	})
}
