package tournament

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// registrationDesk is the registration desk of the current tournament
// (docs/product.md workflow 3): the participants by start number with club,
// coach, fee, check-in and requested byes; registering (find or create the
// player), editing a registration, check-in, withdrawal, starting ranks.
type registrationDesk struct {
	s *Ctx

	table                     *widget.Table
	count                     *widget.Label
	register, editEntry       *widget.Button
	checkIn, withdraw, remove *widget.Button
	sortRanks, up, down       *widget.Button
	drawLots                  *widget.Button
	qualify                   *widget.Button     // a stage: register the qualifiers (registration_stage.go)
	feeByHand                 *closing.FeeChoice // the fee and reason typed where the schedule sets none (registration_fee.go)
	feeDialog                 *kit.EditDialog
	feeAmount, feeReason      *kit.TextEntry
	forbidden, print          *widget.Button
	ratings                   *widget.Button // the tournament's ratings (ratings.go)
	order                     *widget.Label  // how the starting numbers are made (start_order.go)
	shown                     []model.Participant
	selected                  int
	form                      *registrationForm
	dialog                    *kit.EditDialog
	seq                       int
}

func newRegistrationDesk(s *Ctx) *registrationDesk {
	return &registrationDesk{s: s, selected: -1}
}

// deskColumns are the columns of the registration desk, titles translated
// (newTextTable looks a translated title up again and keeps it).
func deskColumns() []kit.Column {
	return []kit.Column{
		// together about 1020 (a column is as wide as its title at least,
		// setWidths): the whole desk fits beside the tournament list at 1366×768
		{Title: lang.L("No."), Width: 42, Fit: kit.FitText}, {Title: lang.L("Player"), Width: 225, Fit: kit.FitName}, {Title: lang.L("Rating"), Width: 72, Fit: kit.FitText}, {Title: lang.L("Club"), Width: 150, Fit: kit.FitClub},
		{Title: lang.L("Coach"), Width: 150, Fit: kit.FitName}, {Title: lang.L("Fee"), Width: 80, Fit: kit.FitText}, {Title: lang.L("Paid"), Width: 64, Fit: kit.FitText}, {Title: lang.L("Checked in"), Width: 75, Fit: kit.FitText},
		{Title: lang.L("Byes"), Width: 70, Fit: kit.FitText}, {Title: lang.L("Status"), Width: 85, Fit: kit.FitText},
	}
}

func (d *registrationDesk) BuildUI() fyne.CanvasObject {
	table := kit.NewColumnsKeyTable(deskColumns(), func() int { return len(d.shown) }, d.cell, d.onRowSelected)
	d.table = &table.Table
	d.count = widget.NewLabel("")
	d.register = widget.NewButtonWithIcon(lang.L("Register player"), theme.ContentAddIcon(), d.onRegisterTapped)
	d.register.Importance = widget.HighImportance
	d.editEntry = widget.NewButtonWithIcon(lang.L("Edit"), theme.DocumentCreateIcon(), d.onEditTapped)
	d.checkIn = widget.NewButtonWithIcon(lang.L("Check in"), theme.ConfirmIcon(), d.onCheckInTapped)
	d.withdraw = widget.NewButtonWithIcon(lang.L("Withdraw"), theme.LogoutIcon(), d.onWithdrawTapped)
	d.remove = widget.NewButtonWithIcon(lang.L("Remove"), theme.DeleteIcon(), d.onRemoveTapped)
	d.sortRanks = widget.NewButtonWithIcon(lang.L("Sort by rating"), theme.MenuDropDownIcon(), d.onSortTapped)
	d.up = widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { d.onMoveTapped(-1) })
	d.down = widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { d.onMoveTapped(1) })
	d.drawLots = widget.NewButtonWithIcon(lang.L("Draw lots"), theme.ViewRefreshIcon(), d.onDrawLotsTapped)
	d.order = widget.NewLabel("")
	d.order.Wrapping = fyne.TextWrapWord
	d.forbidden = widget.NewButtonWithIcon(lang.L("Forbidden pairs"), theme.VisibilityOffIcon(), d.onForbiddenTapped)
	d.print = widget.NewButtonWithIcon(lang.L("Print"), theme.DocumentPrintIcon(), d.onPrintTapped)
	d.qualify = widget.NewButtonWithIcon(lang.L("Qualifiers"), theme.ContentAddIcon(), d.onQualifyTapped)
	d.enableRowActions()
	d.ratings = widget.NewButtonWithIcon(lang.L("Ratings…"), theme.ListIcon(), d.onRatingsTapped)
	bar := container.NewHBox(d.register, d.editEntry, d.checkIn, d.withdraw, d.remove, d.ratings,
		widget.NewButtonWithIcon(lang.L("Entry forms"), theme.DocumentPrintIcon(), d.onEntryFormsTapped)) // schedule.go
	ranks := container.NewHBox(d.qualify, d.sortRanks, d.drawLots, d.up, d.down, d.forbidden, d.print)
	bottom := container.NewVBox(d.order, container.NewBorder(nil, nil, d.count, ranks))
	return container.NewBorder(bar, bottom, nil, nil, table)
}

func (d *registrationDesk) cell(row, col int) string {
	p := d.shown[row]
	switch col {
	case 0:
		return strconv.Itoa(p.StartNo)
	case 1:
		return p.Player.FullName()
	case 2:
		return kit.RatingText(p.Rating)
	case 3:
		return p.Club
	case 4:
		return p.Coach
	case 5:
		if p.Fee == 0 {
			return ""
		}
		return model.Hryvnias(p.Fee) // «3 000,00», as every amount is written
	case 6:
		return yesMark(p.Paid)
	case 7:
		return yesMark(p.CheckedIn)
	case 8:
		return byesCell(p) // registration_byes.go
	case 9:
		if p.WithdrawnFrom > 0 {
			return lang.L("withdrawn from round {{.R}}", map[string]int{"R": p.WithdrawnFrom})
		}
	}
	return ""
}

func yesMark(b bool) string {
	if b {
		return "✓"
	}
	return ""
}

// byesText writes requested byes as "3½ 5·0 6·1": round, then the points.
func byesText(byes map[int]model.ResultCode) string {
	rounds := make([]int, 0, len(byes))
	for r := range byes {
		rounds = append(rounds, r)
	}
	sort.Ints(rounds)
	parts := make([]string, len(rounds))
	for i, r := range rounds {
		mark := "½"
		switch byes[r] {
		case model.ZeroBye:
			mark = "·0"
		case model.FullBye:
			mark = "·1"
		}
		parts[i] = fmt.Sprintf("%d%s", r, mark)
	}
	return strings.Join(parts, " ")
}

// Load fetches the participants of the current tournament off the UI thread.
func (d *registrationDesk) Load() {
	d.seq++
	seq, id := d.seq, d.s.Current.ID
	d.s.Bg.Run(func() func() {
		ps, err := d.s.Svc.Tournaments.Participants(context.Background(), id)
		return func() {
			if err != nil {
				kit.ShowError(d.s.Win, err)
				return
			}
			if seq == d.seq {
				d.show(ps)
				d.s.loadStartOrder(d.order, nil)
			}
		}
	})
}

func (d *registrationDesk) show(ps []model.Participant) {
	d.shown = ps
	d.table.Refresh()
	if d.selected >= len(ps) {
		d.selected = -1
	}
	if d.selected >= 0 {
		d.table.Select(widget.TableCellID{Row: d.selected, Col: 1})
	}
	d.enableRowActions()
	if d.s.Current.System == model.SystemRoundRobin || d.s.Current.System == model.SystemDoubleRoundRobin {
		d.drawLots.Show()
	} else {
		d.drawLots.Hide()
	}
	if d.s.Current.Stage.From != "" {
		d.qualify.Show()
	} else {
		d.qualify.Hide()
	}
	paid, in := 0, 0
	for _, p := range ps {
		if p.Paid {
			paid++
		}
		if p.CheckedIn {
			in++
		}
	}
	d.count.SetText(lang.L("Registered {{.N}} · checked in {{.In}} · paid {{.Paid}}",
		map[string]int{"N": len(ps), "In": in, "Paid": paid}))
}

func (d *registrationDesk) onRowSelected(row int) {
	d.selected = row
	d.enableRowActions()
}

func (d *registrationDesk) enableRowActions() {
	for _, b := range []*widget.Button{d.editEntry, d.checkIn, d.withdraw, d.remove, d.up, d.down} {
		if d.selected < 0 {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}

// chosen returns the selected participant.
func (d *registrationDesk) chosen() (model.Participant, bool) {
	if d.selected < 0 || d.selected >= len(d.shown) {
		return model.Participant{}, false
	}
	return d.shown[d.selected], true
}

// saved reloads the desk after a change and tells the screen.
func (d *registrationDesk) saved() {
	d.Load()
	d.s.Changed()
}

func (d *registrationDesk) onCheckInTapped() {
	p, ok := d.chosen()
	if !ok {
		return
	}
	p.CheckedIn = !p.CheckedIn
	if _, err := d.s.Svc.Tournaments.UpdateRegistration(context.Background(), d.s.Current.ID, p.Entry); err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	d.saved()
}

func (d *registrationDesk) onRemoveTapped() {
	p, ok := d.chosen()
	if !ok {
		return
	}
	kit.Confirm(d.s.Win, lang.L("Remove registration"),
		lang.L("Remove {{.Name}} from this tournament?", map[string]string{"Name": p.Player.FullName()}), func() {
			if err := d.s.Svc.Tournaments.Unregister(context.Background(), d.s.Current.ID, p.PlayerID); err != nil {
				kit.ShowError(d.s.Win, err)
				return
			}
			d.selected = -1
			d.saved()
		})
}

// onWithdrawTapped asks from which round the player withdraws (the next
// round not yet paired is offered).
func (d *registrationDesk) onWithdrawTapped() {
	p, ok := d.chosen()
	if !ok {
		return
	}
	st, err := d.s.Svc.Tournaments.State(context.Background(), d.s.Current.ID)
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	round := kit.NewTextEntry()
	round.SetText(strconv.Itoa(st.Paired + 1))
	form := widget.NewForm(widget.NewFormItem(lang.L("From round"), round))
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(d.s.Win, lang.L("Withdraw {{.Name}}", map[string]string{"Name": p.Player.FullName()}),
		form, 420, func() {
			r, err := panel.IntField(round.Text, lang.L("From round"))
			if err == nil {
				err = d.s.Svc.Tournaments.Withdraw(context.Background(), d.s.Current.ID, p.PlayerID, r)
			}
			if err != nil {
				kit.ShowError(d.s.Win, err)
				return
			}
			dlg.Close()
			d.saved()
		})
}

func (d *registrationDesk) onSortTapped() {
	if err := d.s.Svc.StartOrders.Sort(context.Background(), d.s.Current.ID); err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	d.selected = -1
	d.saved()
}

// onMoveTapped moves the selected participant one start number up (-1) or
// down (+1): the starting ranks are editable by hand (C.04.2 art. 5).
func (d *registrationDesk) onMoveTapped(delta int) {
	i, j := d.selected, d.selected+delta
	if i < 0 || j < 0 || j >= len(d.shown) {
		return
	}
	order := make([]model.PlayerID, len(d.shown))
	for k, p := range d.shown {
		order[k] = p.PlayerID
	}
	order[i], order[j] = order[j], order[i]
	// after round 1 a Level 4 warning shows the numbers that move (fide_ranks.go)
	id := d.s.Current.ID
	panel.FIDEAction(d.s.Win, func(ack fide.Ack) error {
		return d.s.Svc.FIDE.SetStartingRanks(context.Background(), id, order, ack)
	}, func() {
		d.selected = j
		d.saved()
	})
}

func (d *registrationDesk) onPrintTapped() {
	id, m := d.s.Current.ID, d.s.Meta(0)
	d.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		ps, err := d.s.Svc.Tournaments.Participants(ctx, id)
		if err != nil {
			return nil, err
		}
		doc := printout.Registrations(m, ps)
		tr, err := d.s.Svc.Closing.Treasury(ctx, id) // the prize fund under the totals
		if err != nil {
			return nil, err
		}
		doc.Notes = append(doc.Notes, printout.FundLineIn(m.Lang, tr))
		return d.s.withSchedule(ctx, doc, id, 0) // schedule.go
	})
}
