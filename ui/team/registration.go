package team

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/teams"

	"arbiter/ui/kit"
)

// teamRegistration is the Команди tab of a team tournament (README
// "Team competitions"): the teams on the left; on the right the chosen (or a new)
// team: name, club, settlement, captain or coach and the declared order —
// the main players in board order, then the substitutes — picked from the
// registry, moved up and down and marked as substitutes. A team outside
// the composition rules is saved only when the director confirms.
type teamRegistration struct {
	e *eventCore

	list                        *widget.List
	newTeam                     *widget.Button
	qualify                     *widget.Button // a team stage: enter the qualifiers (finish.go)
	name, settlement, captain   *kit.TextEntry
	club                        *widget.Select
	members                     *widget.List
	up, down, sub, remove, save *widget.Button
	search                      *kit.TextEntry
	found                       *widget.List
	add, addSub                 *widget.Button
	warnings                    *widget.Label

	clubs     []model.Club
	editing   teams.Team         // ID 0: a new team
	editingIn model.TournamentID // the tournament the form belongs to
	order     []teams.Member
	players   map[model.PlayerID]model.Player
	results   []model.Player
	memberRow int // the selected member, -1 none
	foundRow  int // the selected search result, -1 none
}

func newTeamRegistration(e *eventCore) *teamRegistration {
	return &teamRegistration{e: e, players: map[model.PlayerID]model.Player{}, memberRow: -1, foundRow: -1}
}

func (r *teamRegistration) buildUI() fyne.CanvasObject {
	r.list = widget.NewList(func() int { return len(r.e.view.Teams) }, kit.TruncatedLabel, func(i widget.ListItemID, o fyne.CanvasObject) {
		if i < len(r.e.view.Teams) {
			t := r.e.view.Teams[i]
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s (%d)", t.Number, t.Name, len(t.Members)))
		}
	})
	r.list.OnSelected = func(i widget.ListItemID) {
		if i < len(r.e.view.Teams) {
			r.edit(r.e.view.Teams[i])
		}
	}
	r.newTeam = widget.NewButtonWithIcon(lang.L("New team"), theme.ContentAddIcon(), func() {
		r.list.UnselectAll()
		r.edit(teams.Team{})
		r.e.s.Win.Canvas().Focus(r.name)
	})
	r.name, r.settlement, r.captain, r.search = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	r.club = kit.NewSelect(nil, nil)
	r.club.PlaceHolder = lang.L("no club")
	r.members = widget.NewList(func() int { return len(r.order) }, kit.TruncatedLabel, func(i widget.ListItemID, o fyne.CanvasObject) {
		if i < len(r.order) {
			o.(*widget.Label).SetText(r.memberLine(i))
		}
	})
	r.members.OnSelected = func(i widget.ListItemID) { r.memberRow = i; r.enable() }
	r.up = widget.NewButtonWithIcon(lang.L("Up"), theme.MoveUpIcon(), func() { r.move(-1) })
	r.down = widget.NewButtonWithIcon(lang.L("Down"), theme.MoveDownIcon(), func() { r.move(1) })
	r.sub = widget.NewButtonWithIcon(lang.L("Main / substitute"), theme.ViewRefreshIcon(), r.toggleSubstitute)
	r.remove = widget.NewButtonWithIcon(lang.L("Remove from the team"), theme.DeleteIcon(), r.removeMember)
	r.save = widget.NewButtonWithIcon(lang.L("Save team"), theme.DocumentSaveIcon(), r.onSave)
	r.save.Importance = widget.HighImportance
	r.search.SetPlaceHolder(lang.L("Find a player in the registry…"))
	r.search.OnChanged = func(string) { r.findPlayers() }
	r.search.OnSubmitted = func(string) { r.addFound(false) }
	// a search result takes two lines, the player and then his club, so
	// the club is seen however narrow the column
	r.found = widget.NewList(func() int { return len(r.results) }, func() fyne.CanvasObject {
		club := kit.TruncatedLabel().(*widget.Label)
		club.Importance = widget.LowImportance
		return container.NewVBox(kit.TruncatedLabel(), club)
	}, func(i widget.ListItemID, o fyne.CanvasObject) {
		if i < len(r.results) {
			who, club := r.foundLines(r.results[i])
			rows := o.(*fyne.Container).Objects
			rows[0].(*widget.Label).SetText(who)
			rows[1].(*widget.Label).SetText(club)
		}
	})
	r.found.OnSelected = func(i widget.ListItemID) { r.foundRow = i; r.enable() }
	r.add = widget.NewButtonWithIcon(lang.L("Add as a main player"), theme.ContentAddIcon(), func() { r.addFound(false) })
	r.addSub = widget.NewButtonWithIcon(lang.L("Add as a substitute"), theme.ContentAddIcon(), func() { r.addFound(true) })
	r.warnings = widget.NewLabel("")
	r.warnings.Wrapping = fyne.TextWrapWord

	form := widget.NewForm(
		widget.NewFormItem(lang.L("Team name"), r.name),
		widget.NewFormItem(lang.L("Club"), r.club),
		widget.NewFormItem(lang.L("Settlement"), r.settlement),
		widget.NewFormItem(lang.L("Captain or coach"), r.captain),
	)
	order := container.NewBorder(
		boldWrapped(lang.L("Declared order: main players in board order, then substitutes")),
		container.NewGridWithColumns(2, r.up, r.down, r.sub, r.remove), nil, nil, r.members)
	finder := container.NewBorder(r.search, container.NewGridWithColumns(1, r.add, r.addSub), nil, nil, r.found)
	// the declared order gets the wider part: a member's line (board,
	// full name, birth year, sex) is not cut at 1366×768
	lists := container.NewHSplit(order, finder)
	lists.Offset = 0.55
	right := container.NewBorder(container.NewVBox(form, r.warnings), container.NewHBox(r.save), nil, nil, lists)
	r.qualify = widget.NewButtonWithIcon(lang.L("Qualifiers"), theme.ContentAddIcon(), r.e.onTeamQualify)
	left := container.NewBorder(container.NewVBox(r.newTeam, r.qualify), nil, nil, nil, r.list)
	split := container.NewHSplit(left, right)
	split.Offset = 0.25
	r.edit(teams.Team{})
	return split
}

// memberLine is a member's row: board or «запасний», name, birth year
// (what the composition rules read, seed 004 §3, §19), sex.
func (r *teamRegistration) memberLine(i int) string {
	m := r.order[i]
	p := r.players[m.Player]
	place := lang.L("board {{.N}}", map[string]int{"N": i + 1})
	if m.Substitute {
		place = lang.L("substitute")
	}
	born := ""
	if !p.BirthDate.IsZero() {
		born = fmt.Sprintf(", %d", p.BirthDate.Year)
	}
	return fmt.Sprintf("%s — %s%s, %s", place, p.FullName(), born, p.Gender.Short(kit.GUILang()))
}

// refresh follows a reload of the tournament: the list, the clubs and the
// team being edited (as stored).
func (r *teamRegistration) refresh() {
	r.list.Refresh()
	showIf(r.qualify, r.e.view.Tournament.Stage.From != "" && r.e.view.LastRound == 0)
	ctx := context.Background()
	if cs, err := r.e.s.Svc.Registry.Clubs(ctx); err == nil {
		r.clubs = cs
		names := []string{lang.L("no club")}
		for _, c := range cs {
			names = append(names, c.Name)
		}
		r.club.SetOptions(names)
	}
	for id, p := range r.e.view.Players {
		r.players[id] = p
	}
	// the team being edited, as stored; the form of another tournament
	// (the director chose another one) is emptied, never saved here
	switch {
	case r.editingIn != r.e.view.Tournament.ID:
		r.list.UnselectAll()
		r.search.SetText("")
		r.edit(teams.Team{})
	case r.editing.ID != 0:
		for _, t := range r.e.view.Teams {
			if t.ID == r.editing.ID {
				r.edit(t)
			}
		}
	}
	r.showWarnings()
}

// showWarnings lists the rules the edited team breaks (as confirmed).
func (r *teamRegistration) showWarnings() {
	r.warnings.SetText("")
	if r.editing.ID == 0 || r.e.svc == nil {
		return
	}
	w, err := r.e.svc.Warnings(context.Background(), r.e.s.Current.ID)
	if err == nil && len(w[r.editing.ID]) > 0 {
		r.warnings.SetText(lang.L("Admitted by the director's confirmation:") + " " + kit.JoinTexts(w[r.editing.ID], " "))
	}
}

// edit shows t in the form (the zero Team: a new one).
func (r *teamRegistration) edit(t teams.Team) {
	r.editing, r.editingIn = t, r.e.view.Tournament.ID
	r.order = append([]teams.Member(nil), t.Members...)
	r.name.SetText(t.Name)
	r.settlement.SetText(t.Settlement)
	r.captain.SetText(t.Captain)
	r.club.SetSelectedIndex(0)
	for i, c := range r.clubs {
		if c.ID == t.Club && t.Club != 0 {
			r.club.SetSelectedIndex(i + 1)
		}
	}
	r.memberRow = -1
	r.members.UnselectAll()
	r.members.Refresh()
	r.showWarnings()
	r.enable()
}

func (r *teamRegistration) enable() {
	set := kit.SetEnabled
	sel := r.memberRow >= 0 && r.memberRow < len(r.order)
	set(r.up, sel && r.memberRow > 0)
	set(r.down, sel && r.memberRow < len(r.order)-1)
	set(r.sub, sel)
	set(r.remove, sel)
	set(r.add, r.foundRow >= 0 && r.foundRow < len(r.results))
	set(r.addSub, r.foundRow >= 0 && r.foundRow < len(r.results))
}

// move moves the selected member up or down the declared order.
func (r *teamRegistration) move(d int) {
	i, j := r.memberRow, r.memberRow+d
	if i < 0 || j < 0 || j >= len(r.order) {
		return
	}
	r.order[i], r.order[j] = r.order[j], r.order[i]
	r.memberRow = j
	r.members.Select(j)
	r.members.Refresh()
}

// toggleSubstitute makes the selected member a substitute or a main
// player; main players stay before the substitutes.
func (r *teamRegistration) toggleSubstitute() {
	i := r.memberRow
	if i < 0 || i >= len(r.order) {
		return
	}
	m := r.order[i]
	m.Substitute = !m.Substitute
	rest := append(append([]teams.Member(nil), r.order[:i]...), r.order[i+1:]...)
	r.order = insertMember(rest, m)
	r.members.UnselectAll()
	r.memberRow = -1
	r.members.Refresh()
	r.enable()
}

// insertMember puts a main player after the main players, a substitute
// at the end.
func insertMember(order []teams.Member, m teams.Member) []teams.Member {
	at := len(order)
	if !m.Substitute {
		for at > 0 && order[at-1].Substitute {
			at--
		}
	}
	out := append(append(append([]teams.Member(nil), order[:at]...), m), order[at:]...)
	return out
}

func (r *teamRegistration) removeMember() {
	i := r.memberRow
	if i < 0 || i >= len(r.order) {
		return
	}
	r.order = append(r.order[:i], r.order[i+1:]...)
	r.members.UnselectAll()
	r.memberRow = -1
	r.members.Refresh()
	r.enable()
}

// findPlayers searches the registry as the director types.
func (r *teamRegistration) findPlayers() {
	q := strings.TrimSpace(r.search.Text)
	r.results, r.foundRow = nil, -1
	if q != "" {
		if ps, err := r.e.s.Svc.Registry.SearchPlayers(context.Background(), q); err == nil {
			r.results = ps
		}
	}
	r.found.UnselectAll()
	r.found.Refresh()
	if len(r.results) > 0 {
		r.foundRow = 0
		r.found.Select(0)
	}
	r.enable()
}

// addFound adds the selected search result to the order.
func (r *teamRegistration) addFound(substitute bool) {
	if r.foundRow < 0 || r.foundRow >= len(r.results) {
		return
	}
	p := r.results[r.foundRow]
	for _, m := range r.order {
		if m.Player == p.ID {
			kit.ShowMessage(r.e.s.Win, lang.L("Error"), lang.L("{{.Name}} is already in the team.", map[string]string{"Name": p.FullName()}))
			return
		}
	}
	r.players[p.ID] = p
	r.order = insertMember(r.order, teams.Member{Player: p.ID, Substitute: substitute})
	r.members.Refresh()
	r.search.SetText("")
	r.e.s.Win.Canvas().Focus(r.search)
}

// onSave stores the team (one transaction); the rules may need the
// director's confirmation.
func (r *teamRegistration) onSave() {
	t := r.editing
	t.Name, t.Settlement, t.Captain = r.name.Text, strings.TrimSpace(r.settlement.Text), strings.TrimSpace(r.captain.Text)
	t.Club = 0
	if i := r.club.SelectedIndex(); i > 0 && i <= len(r.clubs) {
		t.Club = r.clubs[i-1].ID
	}
	t.Members = append([]teams.Member(nil), r.order...)
	id := r.e.s.Current.ID
	var saved teams.Team
	r.e.save(func(ctx context.Context, confirmed bool) error {
		var err error
		saved, err = r.e.svc.SaveTeam(ctx, id, t, confirmed)
		return err
	}, func() { r.editing = saved })
}

// foundLines are a search result's two lines: name, birth date and sex;
// then the club («без клубу» when none), so namesakes of two clubs are
// told apart before one is added.
func (r *teamRegistration) foundLines(p model.Player) (who, club string) {
	who = fmt.Sprintf("%s, %s, %s", p.FullName(), p.BirthDate.Display(), p.Gender.Short(kit.GUILang()))
	club = lang.L("no club")
	for _, c := range r.clubs {
		if c.ID == p.ClubID && p.ClubID != 0 {
			club = c.Name
		}
	}
	return who, club
}

// boldWrapped is a bold label that wraps instead of cutting its text.
func boldWrapped(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

// onTeamQualify lists the teams that qualify for the current team stage
// and, when the director confirms, enters them with their members.
func (e *eventCore) onTeamQualify() {
	id := e.s.Current.ID
	st := e.s.Svc.TeamStages
	e.s.Bg.Run(func() func() {
		qs, err := st.Qualifiers(context.Background(), id)
		return func() {
			if err != nil {
				kit.ShowError(e.s.Win, err)
				return
			}
			kit.ConfirmList(e.s.Win, lang.L("Qualifiers"), teamQualifiersText(qs, true), func() {
				e.save(func(ctx context.Context, _ bool) error {
					_, err := st.Fill(ctx, id)
					return err
				}, nil)
			})
		}
	})
}
