package tournament

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
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
	"arbiter/ui/registry"
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
	feeByHand                 *closing.FeeChoice // the fee and reason typed where the schedule sets none (askFee)
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

// onRatingsTapped opens the tournament's ratings.
func (d *registrationDesk) onRatingsTapped() {
	id := d.s.Current.ID
	ctx := context.Background()
	r, err := d.s.Svc.TournamentRatings.Rule(ctx, id)
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	ls, err := d.s.Svc.TournamentRatings.Lines(ctx, id)
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	f := newRatingRuleForm(r)
	lines := widget.NewLabel(ratingLinesText(ls))
	check := widget.NewButton(lang.L("Check against the lists…"), func() { d.showRatingCheck(id) })
	scroll := container.NewVScroll(lines)
	scroll.SetMinSize(fyne.NewSize(0, 200))
	content := container.NewVBox(f.content(), widget.NewSeparator(), widget.NewLabel(lang.L("Tournament and official ratings:")), scroll, check)
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(d.s.Win, lang.L("Tournament ratings"), content, 720, func() {
		if _, err := d.s.Svc.TournamentRatings.SetRule(context.Background(), id, f.rule()); err != nil {
			kit.ShowError(d.s.Win, err)
			return
		}
		dlg.Close()
		d.s.Reload()
	})
}

// showRatingCheck shows the consistency check and applies it to the
// ticked players only (Q143–144).
func (d *registrationDesk) showRatingCheck(id model.TournamentID) {
	c, err := d.s.Svc.TournamentRatings.Check(context.Background(), id)
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	box := container.NewVBox(widget.NewLabel(ratingCheckText(c)))
	var ticks []*widget.Check
	for _, df := range c.Differences {
		list := "—"
		if df.List.Rating > 0 {
			list = fmt.Sprintf("%d (%s)", df.List.Rating, ratingSourceText(model.EntryRating{List: df.List.List, Period: df.List.Period, Manual: df.List.Manual}))
		}
		t := widget.NewCheck(fmt.Sprintf("%d. %s: %d (%s) → %s", df.StartNo, df.Player.ShortName(), df.Tournament, ratingSourceText(df.Source), list), nil)
		if c.Paired {
			t.Disable()
		}
		ticks = append(ticks, t)
		box.Add(t)
	}
	var dlg dialog.Dialog
	apply := widget.NewButton(lang.L("Take the list's rating for the ticked players"), func() {
		var ps []model.PlayerID
		for i, t := range ticks {
			if t.Checked {
				ps = append(ps, c.Differences[i].Player.ID)
			}
		}
		if _, err := d.s.Svc.TournamentRatings.Apply(context.Background(), id, ps); err != nil {
			kit.ShowError(d.s.Win, err)
			return
		}
		dlg.Hide()
		d.s.Reload()
	})
	if c.Paired || len(c.Differences) == 0 {
		apply.Disable()
	}
	dlg = dialog.NewCustom(lang.L("Rating check"), lang.L("Close"), container.NewBorder(nil, apply, nil, nil, container.NewVScroll(box)), d.s.Win)
	dlg.Resize(fyne.NewSize(680, 460))
	dlg.Show()
}

// byeWarnings are the warnings r's byes will give, read before the
// registration is saved (afterwards the byes are stored and give none).
func (d *registrationDesk) byeWarnings(r model.Registration) []fide.Warning {
	ws, err := d.s.Svc.FIDE.ByeWarnings(context.Background(), d.s.Current.ID, r.PlayerID, r.Byes, r.HalfByesBarred)
	if err != nil {
		return nil // the save that follows reports the error
	}
	return ws
}

// saveEntry saves an edited registration through the FIDE warnings of its
// byes (fideAction asks for a Level 3 confirmation) and shows the Level 2
// ones once it is saved.
func (d *registrationDesk) saveEntry(e model.Entry) {
	var shown []fide.Warning
	panel.FIDEAction(d.s.Win, func(ack fide.Ack) error {
		var err error
		_, shown, err = d.s.Svc.FIDE.UpdateRegistration(context.Background(), d.s.Current.ID, e, ack)
		return err
	}, func() {
		d.dialog.Close()
		d.form, d.dialog = nil, nil
		d.saved()
		showByeWarnings(d.s.Win, shown)
	})
}

// askFee asks for the fee and its reason where the fee schedule sets none
// for the player (a woman rated 2376–2499 in ukr-2003, a rating between
// bands), then registers him with them.
func (d *registrationDesk) askFee(r model.Registration, why string) {
	msg := widget.NewLabel(why)
	msg.Wrapping = fyne.TextWrapWord
	d.feeAmount, d.feeReason = kit.NewTextEntry(), kit.NewTextEntry()
	form := widget.NewForm(widget.NewFormItem(lang.L("Fee typed by hand, UAH"), d.feeAmount),
		widget.NewFormItem(lang.L("Reason"), d.feeReason))
	d.feeDialog = kit.NewEditDialog(d.s.Win, lang.L("Fee by hand"), container.NewVBox(msg, form), 560, func() {
		v, err := strconv.Atoi(strings.TrimSpace(d.feeAmount.Text))
		if err != nil {
			kit.ShowError(d.s.Win, model.Errorf(model.Invalid, "Register", model.Msg("The fee is whole hryvnias."), nil))
			return
		}
		d.feeDialog.Close()
		d.feeByHand = &closing.FeeChoice{Override: &v, Reason: strings.TrimSpace(d.feeReason.Text)}
		d.registerWith(r)
	})
	d.s.Win.Canvas().Focus(d.feeAmount)
}

// onRegisterTapped opens the find-or-create dialog.
func (d *registrationDesk) onRegisterTapped() {
	clubs, coaches, err := d.registry()
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	d.form = newRegistrationForm(d.s.Svc, clubs, coaches)
	d.form.win = d.s.Win
	d.form.lists = registry.NewRatingLists(d.s.Svc, d.s.Win, d.s.Bg, nil)
	d.form.registered = make(map[model.PlayerID]bool, len(d.shown))
	for _, p := range d.shown {
		d.form.registered[p.PlayerID] = true
	}
	d.form.searchKeys(d.onRegisterSaved)
	d.dialog = kit.NewEditDialog(d.s.Win, lang.L("Register player"), d.form.content(false), 820, d.onRegisterSaved)
	d.form.refit = d.dialog.Refit
	d.s.Win.Canvas().Focus(d.form.search)
}

func (d *registrationDesk) registry() ([]model.Club, []model.Coach, error) {
	ctx := context.Background()
	clubs, err := d.s.Svc.Registry.Clubs(ctx)
	if err != nil {
		return nil, nil, err
	}
	coaches, err := d.s.Svc.Registry.Coaches(ctx)
	return clubs, coaches, err
}

func (d *registrationDesk) onRegisterSaved() {
	r, err := d.form.registration()
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	d.registerWith(r)
}

// registerWith registers r; a possible duplicate and an unrated late
// entrant are saved only after the director confirms.
func (d *registrationDesk) registerWith(r model.Registration) {
	choice := closing.FeeChoice{} // the fee from the tournament's schedule, if it has one
	if d.feeByHand != nil {
		choice = *d.feeByHand
	}
	shown := d.byeWarnings(r)
	_, err := d.s.Svc.Closing.Register(context.Background(), d.s.Current.ID, r, choice)
	if err == nil || (!errors.Is(err, model.ErrPossibleDuplicate) && !errors.Is(err, model.ErrAdmission) && !errors.Is(err, model.ErrUnratedLateEntry)) {
		d.feeByHand = nil // kept only through the confirmations of this registration
	}
	switch {
	case errors.Is(err, closing.ErrNoFee) || errors.Is(err, closing.ErrFeeGap):
		d.askFee(r, model.Message(err, kit.GUILang()))
	case errors.Is(err, model.ErrPossibleDuplicate):
		kit.Confirm(d.s.Win, lang.L("Possible duplicate"), model.Message(err, kit.GUILang()), func() {
			r.AllowDuplicate = true
			d.registerWith(r)
		})
	case errors.Is(err, model.ErrAdmission):
		kit.Confirm(d.s.Win, lang.L("Admission rules"), model.Message(err, kit.GUILang())+"\n\n"+lang.L("Register anyway?"), func() {
			r.ConfirmAdmission = true
			d.registerWith(r)
		})
	case errors.Is(err, model.ErrUnratedLateEntry):
		kit.Confirm(d.s.Win, lang.L("Late entry without rating"), model.Message(err, kit.GUILang()), func() {
			r.ConfirmUnrated = true
			d.registerWith(r)
		})
	case askByes(d.s.Win, err, func(ack fide.Ack) { r.Ack = ack; d.registerWith(r) }): // registration_byes.go
	case err != nil:
		kit.ShowError(d.s.Win, err)
	default:
		d.dialog.Close()
		d.form, d.dialog = nil, nil
		d.saved()
		showByeWarnings(d.s.Win, shown)
	}
}

// onEditTapped edits the selected registration.
func (d *registrationDesk) onEditTapped() {
	p, ok := d.chosen()
	if !ok {
		return
	}
	clubs, coaches, err := d.registry()
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	d.form = newRegistrationForm(d.s.Svc, clubs, coaches)
	d.form.lists = registry.NewRatingLists(d.s.Svc, d.s.Win, d.s.Bg, nil)
	d.form.set(p)
	d.dialog = kit.NewEditDialog(d.s.Win, lang.L("Edit registration"), d.form.content(true), 640, func() {
		r, err := d.form.registration()
		if err != nil {
			kit.ShowError(d.s.Win, err)
			return
		}
		e := p.Entry
		e.ClubID, e.CoachID, e.Fee, e.Paid, e.CheckedIn, e.Byes = r.ClubID, r.CoachID, r.Fee, r.Paid, r.CheckedIn, r.Byes
		e.HalfByesBarred = r.HalfByesBarred
		d.saveEntry(e) // the FIDE warnings of the byes
	})
}

func (d *registrationDesk) onForbiddenTapped() {
	id := d.s.Current.ID
	pairs, err := d.s.Svc.Pairings.ForbiddenPairs(context.Background(), id)
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	f := newForbiddenPairsForm(d.shown, pairs)
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(d.s.Win, lang.L("Forbidden pairs"), f.content(), 600, func() {
		// a pair added after round 1 asks (Level 5 in FIDE mode: fide_mode.go)
		panel.FIDEAction(d.s.Win, func(ack fide.Ack) error {
			return d.s.Svc.FIDE.SetForbiddenPairs(context.Background(), id, f.pairs, ack)
		}, func() {
			dlg.Close()
			d.s.Reload()
		})
	})
}

// onQualifyTapped lists who qualifies for the current stage from the
// previous ones (model/stages, off the UI thread) and, when the director
// confirms, registers them in one action; a source not finished, a rule
// that selects nobody or too many are shown as the model words them.
func (d *registrationDesk) onQualifyTapped() {
	id := d.s.Current.ID
	st := d.s.Svc.Stages
	d.s.Bg.Run(func() func() {
		qs, err := st.Qualifiers(context.Background(), id)
		return func() {
			if err != nil {
				kit.ShowError(d.s.Win, err)
				return
			}
			kit.ConfirmList(d.s.Win, lang.L("Qualifiers"), qualifiersText(qs), func() {
				if _, err := st.Fill(context.Background(), id); err != nil {
					kit.ShowError(d.s.Win, err)
					return
				}
				d.Load()
				d.s.Changed()
			})
		}
	})
}

// onEntryFormsTapped prints every participant's entry form (seed 004
// appendix 1) in one click.
func (d *registrationDesk) onEntryFormsTapped() {
	t := d.s.Current
	d.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		ps, err := d.s.Svc.Tournaments.Participants(ctx, t.ID)
		if err != nil {
			return nil, err
		}
		if len(ps) == 0 {
			return nil, model.Errorf(model.Invalid, "EntryForms", model.Msg("Nobody is registered yet: no entry forms to print."), nil)
		}
		eps := make([]printout.EntryPlayer, len(ps))
		for i, p := range ps {
			data, err := d.s.Svc.Personal().Data(ctx, p.PlayerID)
			if err != nil {
				return nil, err
			}
			eps[i] = printout.EntryPlayer{Participant: p, Data: data}
		}
		return printout.EntryFormsIn(kit.GUILang(), t, eps), nil
	})
}

// onDrawLotsTapped asks for the seed (a new one offered) and draws a round
// robin's numbers by lot, then prints the record of the draw.
func (d *registrationDesk) onDrawLotsTapped() {
	seed := kit.NewTextEntry()
	seed.SetText(strconv.FormatUint(newSeed(), 10))
	note := widget.NewLabel(lang.L("The same seed always gives the same numbers; the record of the draw is printed."))
	note.Wrapping = fyne.TextWrapWord
	form := widget.NewForm(widget.NewFormItem(lang.L("Lot seed"), seed), widget.NewFormItem("", note))
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(d.s.Win, lang.L("Draw starting numbers by lot"), form, 460, func() {
		v, err := strconv.ParseUint(strings.TrimSpace(seed.Text), 10, 64)
		if err != nil {
			kit.ShowError(d.s.Win, model.Errorf(model.Invalid, "DrawLots", model.Msg("The lot seed is a non-negative whole number, e.g. 20261201."), err))
			return
		}
		if err := d.s.Svc.StartOrders.DrawLots(context.Background(), d.s.Current.ID, v); err != nil {
			kit.ShowError(d.s.Win, err)
			return
		}
		dlg.Close()
		d.selected = -1
		d.saved()
		d.printLot()
	})
}

// printLot prints the record of the lot: ranking place, player, number.
func (d *registrationDesk) printLot() {
	id, m := d.s.Current.ID, d.s.Meta(0)
	d.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		rec, err := d.s.Svc.StartOrders.Lot(ctx, id)
		if err != nil {
			return nil, err
		}
		lines := make([]pdf.LotLine, len(rec.Lines))
		for i, l := range rec.Lines {
			p := l.Participant
			lines[i] = pdf.LotLine{Rank: l.Rank, Name: p.Player.FullName(), Rating: p.Rating, Title: p.Player.Title, No: p.StartNo}
		}
		return pdf.Lot(m, rec.Seed, lines), nil
	})
}
