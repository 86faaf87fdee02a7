package tournament

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/registry"
)

// registrationForm is the registration dialog: find the player by part of
// the name or create them in the same dialog, then confirm the club and
// coach declared for this tournament, the fee, check-in and requested byes.
// Editing a registration shows only the second part.
type registrationForm struct {
	svc *datafile.Services
	win fyne.Window // for the new player's «+» club and coach

	search      *kit.TextEntry
	found       *widget.List
	noMatch     *widget.Label // what was searched when nobody matches (showNoMatch)
	picked      int           // the result picked in found, -1 none
	newPlayer   *widget.Button
	lists       *registry.RatingLists // the FIDE list search; nil when the store keeps none
	player      *registry.PlayerForm  // the new-player fields, nil until asked for
	playerBox   *fyne.Container
	chosenLabel *widget.Label
	enterHint   *widget.Label // what Enter in the search field will do (showEnterHint)
	save        func()        // the dialog's save, set by searchKeys
	refit       func()        // sizes the dialog again when the new-player fields come or go

	club, coach       *widget.Select
	fee               *kit.TextEntry
	paid, checkedIn   *widget.Check
	halfByes, zeroBye *kit.TextEntry
	fullByes          *kit.TextEntry
	noHalfByes        *widget.Check // not entitled to half-point byes (registration_byes.go)
	grantHalf         *widget.Check

	matches    []model.Player
	chosen     model.PlayerID
	registered map[model.PlayerID]bool // already in this tournament
	clubs      []model.Club
	coaches    []model.Coach
}

func newRegistrationForm(svc *datafile.Services, clubs []model.Club, coaches []model.Coach) *registrationForm {
	f := &registrationForm{svc: svc, clubs: clubs, coaches: coaches, picked: -1, noMatch: newNoMatchLabel()}
	f.search = kit.NewTextEntry()
	f.search.SetPlaceHolder(lang.L("Type part of the name"))
	f.search.OnChanged = f.onSearchChanged
	f.found = widget.NewList(func() int { return len(f.matches) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(f.matches) {
				line := playerLine(f.matches[i])
				if f.registered[f.matches[i].ID] {
					line += " — " + lang.L("already registered")
				}
				o.(*widget.Label).SetText(line)
			}
		})
	f.found.OnSelected = f.onPlayerPicked
	f.newPlayer = widget.NewButtonWithIcon(lang.L("New player"), theme.ContentAddIcon(), f.onNewPlayerTapped)
	f.playerBox = container.NewVBox()
	f.chosenLabel = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	f.enterHint = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	f.enterHint.Wrapping = fyne.TextWrapWord
	f.club = kit.NewSelect(registry.ClubNames(clubs), nil)
	f.club.SetSelectedIndex(0)
	f.coach = kit.NewSelect(registry.CoachNames(coaches), nil)
	f.coach.SetSelectedIndex(0)
	f.fee = kit.NewTextEntry()
	f.paid = widget.NewCheck(lang.L("paid"), nil)
	f.checkedIn = widget.NewCheck(lang.L("checked in"), nil)
	f.halfByes, f.zeroBye = kit.NewTextEntry(), kit.NewTextEntry()
	f.halfByes.SetPlaceHolder(lang.L("rounds, e.g. 3, 5"))
	f.zeroBye.SetPlaceHolder(lang.L("rounds, e.g. 3, 5"))
	f.fullByes = kit.NewTextEntry()
	f.fullByes.SetPlaceHolder(lang.L("rounds, e.g. 3, 5"))
	f.grantHalf = widget.NewCheck(lang.L("late entry: ½ point for the rounds already paired"), nil)
	f.noHalfByes = widget.NewCheck(lang.L("not entitled to half-point byes"), nil)
	return f
}

// playerLine shows a registry player in the search list.
func playerLine(p model.Player) string {
	line := p.FullName()
	if !p.BirthDate.IsZero() {
		line += ", " + p.BirthDate.Display()
	}
	if p.FIDERating > 0 {
		line += ", " + strconv.Itoa(p.FIDERating)
	}
	return line
}

// content is the whole dialog (find-or-create, then the entry); entryOnly
// leaves out the first part.
func (f *registrationForm) content(entryOnly bool) fyne.CanvasObject {
	entry := widget.NewForm(
		widget.NewFormItem(lang.L("Club"), f.club),
		widget.NewFormItem(lang.L("Coach"), f.coach),
		widget.NewFormItem(lang.L("Entry fee"), container.NewGridWithColumns(3, f.fee, f.paid, f.checkedIn)),
		widget.NewFormItem(lang.L("Half-point byes"), container.NewBorder(nil, nil, nil, f.noHalfByes, f.halfByes)),
		widget.NewFormItem(lang.L("Zero-point byes"), f.zeroBye),
		widget.NewFormItem(lang.L("Full-point byes (granted)"), f.fullByes),
	)
	if entryOnly {
		return container.NewVBox(f.chosenLabel, entry)
	}
	list := container.NewGridWrap(fyne.NewSize(760, 180), f.found)
	var right fyne.CanvasObject = f.newPlayer
	if f.lists != nil {
		right = container.NewHBox(widget.NewButtonWithIcon(lang.L("From FIDE list"), theme.SearchIcon(), f.onFromListTapped), f.newPlayer)
	}
	find := container.NewBorder(nil, nil, widget.NewIcon(theme.SearchIcon()), right, f.search)
	f.showEnterHint()
	return container.NewVBox(find, f.enterHint, f.noMatch, list, f.playerBox, f.chosenLabel, entry, f.grantHalf)
}

// onSearchChanged lists the registry players matching the text (at most 50).
func (f *registrationForm) onSearchChanged(text string) {
	f.matches = nil
	if strings.TrimSpace(text) != "" {
		ps, err := f.svc.Registry.SearchPlayers(context.Background(), text)
		if err == nil {
			f.matches = ps[:min(len(ps), 50)]
		}
	}
	// a new search forgets the player picked before it: Enter must never
	// register a player the text in the field no longer names
	f.found.UnselectAll()
	f.picked, f.chosen = -1, 0
	if f.player == nil {
		f.chosenLabel.SetText("")
	}
	f.found.Refresh()
	f.showNoMatch(text)
	if len(f.matches) == 1 {
		f.found.Select(0)
	}
	f.showEnterHint()
}

// onPlayerPicked chooses a registry player and offers their registry club
// and coach for confirmation.
func (f *registrationForm) onPlayerPicked(i widget.ListItemID) {
	if i < 0 || i >= len(f.matches) {
		return
	}
	p := f.matches[i]
	f.chosen, f.picked = p.ID, i
	hadFields := f.player != nil
	f.player = nil
	f.playerBox.RemoveAll()
	f.chosenLabel.SetText(lang.L("Chosen: {{.Name}}", map[string]string{"Name": playerLine(p)}))
	f.selectClubCoach(p.ClubID, p.CoachID)
	f.showEnterHint()
	if hadFields && f.refit != nil {
		f.refit()
	}
}

func (f *registrationForm) selectClubCoach(club model.ClubID, coach model.CoachID) {
	f.club.SetSelectedIndex(0)
	for i, c := range f.clubs {
		if c.ID == club {
			f.club.SetSelectedIndex(i + 1)
		}
	}
	f.coach.SetSelectedIndex(0)
	for i, c := range f.coaches {
		if c.ID == coach {
			f.coach.SetSelectedIndex(i + 1)
		}
	}
}

// onNewPlayerTapped shows the player fields in this dialog, the surname
// prefilled from the search text.
func (f *registrationForm) onNewPlayerTapped() {
	f.chosen = 0
	f.found.UnselectAll()
	f.player = registry.NewPlayerForm(f.clubs, f.coaches)
	if f.win != nil {
		f.player.AllowCreate(f.svc, f.win)
	}
	f.player.Surname.SetText(strings.TrimSpace(f.search.Text))
	if f.save != nil {
		f.player.OnSubmit(f.save) // Enter in the new player's fields saves
	}
	f.playerBox.Objects = []fyne.CanvasObject{f.player.Content()}
	f.playerBox.Refresh()
	f.chosenLabel.SetText(lang.L("New player"))
	f.showEnterHint()
	if f.refit != nil {
		f.refit()
	}
}

// onFromListTapped finds the player in the last FIDE list and shows the
// new player's fields filled from it (docs/product.md workflow 3: the registration desk).
func (f *registrationForm) onFromListTapped() {
	f.lists.OnFindTapped(f.fromList)
}

// fromList shows the new player's fields filled from a FIDE list player.
func (f *registrationForm) fromList(p model.Player) {
	f.onNewPlayerTapped()
	f.player.Set(p)
	f.chosenLabel.SetText(lang.L("New player") + ": " + p.Surname + " " + p.Name + " — " +
		lang.L("The FIDE list gives only the birth year: check the birth date."))
}

// set fills the entry part from a registration being edited.
func (f *registrationForm) set(p model.Participant) {
	f.chosen = p.PlayerID
	f.chosenLabel.SetText(p.Player.FullName())
	f.selectClubCoach(p.ClubID, p.CoachID)
	if p.Fee != 0 {
		f.fee.SetText(strconv.Itoa(p.Fee))
	}
	f.paid.SetChecked(p.Paid)
	f.checkedIn.SetChecked(p.CheckedIn)
	byCode := map[model.ResultCode][]string{}
	for r, code := range p.Byes {
		byCode[code] = append(byCode[code], strconv.Itoa(r))
	}
	f.halfByes.SetText(strings.Join(sortedNumbers(byCode[model.HalfBye]), ", "))
	f.zeroBye.SetText(strings.Join(sortedNumbers(byCode[model.ZeroBye]), ", "))
	f.fullByes.SetText(strings.Join(sortedNumbers(byCode[model.FullBye]), ", "))
	f.noHalfByes.SetChecked(p.HalfByesBarred)
}

func sortedNumbers(ss []string) []string {
	ns := make([]int, 0, len(ss))
	for _, s := range ss {
		n, _ := strconv.Atoi(s)
		ns = append(ns, n)
	}
	sort.Ints(ns)
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = strconv.Itoa(n)
	}
	return out
}

// byes reads the two bye fields into round → code.
func (f *registrationForm) byes() (map[int]model.ResultCode, error) {
	byes := map[int]model.ResultCode{}
	for _, field := range []struct {
		e    *kit.TextEntry
		code model.ResultCode
	}{{f.halfByes, model.HalfBye}, {f.zeroBye, model.ZeroBye}, {f.fullByes, model.FullBye}} {
		for _, part := range strings.FieldsFunc(field.e.Text, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
			r, err := strconv.Atoi(part)
			if err != nil || r < 1 {
				return nil, model.Errorf(model.Invalid, "byes", model.Msg("Bye round «%s» is not valid: list round numbers separated by commas, e.g. 3, 5.", part), err)
			}
			byes[r] = field.code
		}
	}
	return byes, nil
}

// registration reads the dialog into a model.Registration.
func (f *registrationForm) registration() (model.Registration, error) {
	var r model.Registration
	fee, err := panel.IntField(f.fee.Text, lang.L("Entry fee"))
	if err != nil {
		return r, err
	}
	byes, err := f.byes()
	if err != nil {
		return r, err
	}
	r = model.Registration{PlayerID: f.chosen, Fee: fee, Paid: f.paid.Checked, CheckedIn: f.checkedIn.Checked,
		Byes: byes, GrantHalfPoints: f.grantHalf.Checked, HalfByesBarred: f.noHalfByes.Checked}
	if i := f.club.SelectedIndex(); i > 0 {
		r.ClubID = f.clubs[i-1].ID
	}
	if i := f.coach.SelectedIndex(); i > 0 {
		r.CoachID = f.coaches[i-1].ID
	}
	if r.PlayerID == 0 {
		if f.player == nil {
			return r, model.Errorf(model.Invalid, "register", model.Msg("Pick a player from the list or press «New player»."), nil)
		}
		p, err := f.player.Player()
		if err != nil {
			return r, err
		}
		r.NewPlayer = &p
	}
	return r, nil
}

// The registration desk from the keyboard: ↓/↑ in the
// search field move through the results (each one picked as it is
// reached), Enter picks the first result when none is picked yet and
// otherwise registers; a search that finds nobody says what was searched.

// searchKeys wires the arrows and Enter of the search field; save is the
// dialog's default action.
func (f *registrationForm) searchKeys(save func()) {
	f.save = save
	f.search.OnArrow = func(delta int) bool {
		if len(f.matches) == 0 {
			return false
		}
		i := min(max(f.picked+delta, 0), len(f.matches)-1)
		if f.picked < 0 && delta > 0 {
			i = 0
		}
		f.found.Select(i)
		f.found.ScrollTo(i)
		return true
	}
	f.search.OnSubmitted = func(string) {
		if f.chosen == 0 && f.player == nil && len(f.matches) > 0 {
			f.found.Select(0)
			return
		}
		save()
	}
}

// showNoMatch says, under the search field, what was searched when
// nobody matches; it hides when the field is empty or someone matches.
func (f *registrationForm) showNoMatch(text string) {
	text = strings.TrimSpace(text)
	if text == "" || len(f.matches) > 0 {
		f.noMatch.Hide()
		return
	}
	f.noMatch.SetText(lang.L("Nobody in the registry matches «{{.Text}}» (surname, name or Latin spelling). Check the spelling or press «New player».",
		map[string]string{"Text": text}))
	f.noMatch.Show()
}

func newNoMatchLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	return l
}

// showEnterHint says under the search field what Enter will do now: pick
// the first of several results, register the player picked, save the new
// player, or nothing to do yet.
func (f *registrationForm) showEnterHint() {
	if f.enterHint == nil {
		return
	}
	var hint string
	switch {
	case f.player != nil:
		hint = lang.L("Enter saves the new player and registers them.")
	case f.chosen != 0 && f.picked >= 0 && f.picked < len(f.matches):
		hint = lang.L("Enter registers {{.Name}}.", map[string]string{"Name": f.matches[f.picked].FullName()})
	case len(f.matches) > 0:
		hint = lang.L("{{.N}} players match: Enter picks the first, ↓/↑ move through the list.", map[string]int{"N": len(f.matches)})
	default:
		hint = lang.L("Type part of the surname or name, or press «New player».")
	}
	f.enterHint.SetText(hint)
}
