package team

import (
	"context"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/teams"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// teamRounds is the Тури tab of a team tournament (README
// "Team competitions"): pairing the next round, the matches of the chosen round (or the
// extra match for first place), and for the chosen match both line-ups —
// pre-filled with the declared order; a click on a player in the line-up
// takes him out (the boards below move up), a click on a player outside
// it puts him in at his declared place (the boards below move down:
// «сдвижка досок») — the no-show marks and the boards, whose results are
// typed from the keyboard with the keys of individual results.
type teamRounds struct {
	e *eventCore

	roundSel  *widget.Select
	pair      *widget.Button
	print     *widget.Button
	matches   *widget.List
	heading   *widget.Label
	sides     [2]*lineupSide
	boards    *teamBoardTable
	round     int // the round shown (teams.ExtraRound: the extra match)
	shown     []teams.Match
	match     int // index in shown, -1 none
	boardRow  int
	roundKeys []int
	shownID   int64 // the match whose boards are shown
}

// lineupSide is one team's column of the match panel: its members in the
// declared order, those in the line-up with their board.
type lineupSide struct {
	r       *teamRounds
	home    bool
	title   *widget.Label
	unsaved *widget.Label // «склад не збережено» under the title, while it is
	noShow  *widget.Check
	members *widget.List
	save    *widget.Button
	team    teams.Team
	current []model.PlayerID // the line-up being edited, in board order
	stored  []model.PlayerID // the line-up stored (nil: none yet)
	filling bool             // the no-show check is being set by the program
}

// unsaved reports a line-up shown but not stored: the declared order
// pre-filled after pairing, or clicks not saved yet. A result typed on
// the match stores it first (teams.SetResultWithLineups).
func (s *lineupSide) isUnsaved() bool {
	return s.team.ID != 0 && !s.noShow.Checked && len(s.current) > 0 && !slices.Equal(s.current, s.stored)
}

// showTitle writes the team's name, marked while its line-up is unsaved,
// and highlights Save then.
func (s *lineupSide) showTitle() {
	switch {
	case s.team.ID == 0 && s.r.current() == nil:
		s.title.SetText("") // no match chosen (before round 1): nobody, not «вільний»
	case s.team.ID == 0:
		s.title.SetText(lang.L("bye"))
	default:
		s.title.SetText(s.team.Name)
	}
	if s.isUnsaved() {
		s.save.Importance = widget.HighImportance
		s.unsaved.Show()
	} else {
		s.save.Importance = widget.MediumImportance
		s.unsaved.Hide()
	}
	s.save.Refresh()
}

func newTeamRounds(e *eventCore) *teamRounds {
	return &teamRounds{e: e, match: -1}
}

func (r *teamRounds) buildUI() fyne.CanvasObject {
	r.roundSel = kit.NewSelect(nil, r.onRoundSelected)
	r.roundSel.PlaceHolder = lang.L("Round")
	r.pair = widget.NewButtonWithIcon(lang.L("Pair next round"), theme.MediaPlayIcon(), r.onPair)
	r.pair.Importance = widget.HighImportance
	r.print = kit.NewMenuButton(lang.L("Print"), theme.DocumentPrintIcon(),
		fyne.NewMenuItem(lang.L("Team pairing list"), func() { r.e.print("pairings", r.round) }),
		fyne.NewMenuItem(lang.L("Match sheets"), func() { r.e.print("sheets", r.round) }))
	r.matches = widget.NewList(func() int { return len(r.shown) }, kit.TruncatedLabel, func(i widget.ListItemID, o fyne.CanvasObject) {
		if i < len(r.shown) {
			o.(*widget.Label).SetText(r.matchLine(i))
		}
	})
	r.matches.OnSelected = func(i widget.ListItemID) { r.selectMatch(i) }
	r.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	for i := range r.sides {
		r.sides[i] = r.newSide(i == 0)
	}
	r.boards = newTeamBoardTable(r)
	sides := container.NewGridWithColumns(2, r.sides[0].content(), r.sides[1].content())
	// the line-ups get the larger part: four boards and two substitutes
	// show whole above the boards at 1366×768
	vs := container.NewVSplit(sides, r.boards)
	vs.Offset = 0.62
	panel := container.NewBorder(r.heading, nil, nil, nil, vs)
	left := container.NewBorder(container.NewVBox(kit.FixedWidth(220, r.roundSel), container.NewHBox(r.pair, r.print)), nil, nil, nil, r.matches)
	split := container.NewHSplit(left, panel)
	split.Offset = 0.25
	r.showMatch()
	return split
}

func (r *teamRounds) newSide(home bool) *lineupSide {
	s := &lineupSide{r: r, home: home}
	s.title = boldTruncated("") // a long name ends in «…» instead of widening the window
	s.unsaved = widget.NewLabel(lang.L("line-up not saved"))
	s.unsaved.Importance = widget.WarningImportance
	s.unsaved.Hide()
	s.noShow = widget.NewCheck(lang.L("Did not come"), s.onNoShow)
	s.members = widget.NewList(func() int { return len(s.team.Members) }, kit.TruncatedLabel, func(i widget.ListItemID, o fyne.CanvasObject) {
		if i < len(s.team.Members) {
			o.(*widget.Label).SetText(s.memberLine(i))
		}
	})
	s.members.OnSelected = func(i widget.ListItemID) {
		s.members.UnselectAll()
		if i < len(s.team.Members) {
			s.toggle(s.team.Members[i].Player)
		}
	}
	s.save = widget.NewButtonWithIcon(lang.L("Save line-up"), theme.DocumentSaveIcon(), s.onSave)
	return s
}

func (s *lineupSide) content() fyne.CanvasObject {
	return container.NewBorder(container.NewVBox(container.NewBorder(nil, nil, nil, s.noShow, s.title), s.unsaved), s.save, nil, nil, s.members)
}

// memberLine is "2. Name" for a member on board 2 of the line-up, "— Name
// (substitute)" for one outside it.
func (s *lineupSide) memberLine(i int) string {
	m := s.team.Members[i]
	name := s.r.e.view.PlayerName(m.Player)
	for b, p := range s.current {
		if p == m.Player {
			return fmt.Sprintf("%d. %s", b+1, name)
		}
	}
	if m.Substitute {
		return "— " + name + " (" + lang.L("substitute") + ")"
	}
	return "— " + name
}

// toggle takes a player of the line-up out (the boards below move up) or
// puts a member outside it in at his declared place (the boards below move
// down: «сдвижка досок»).
func (s *lineupSide) toggle(p model.PlayerID) {
	if slices.Contains(s.current, p) {
		s.current = teams.Without(s.current, p)
	} else {
		s.current = s.team.Substitute(s.current, p, s.r.e.view.Settings.Scoring.Boards)
	}
	s.members.Refresh()
	s.showTitle()
	s.r.boards.Refresh()
}

// refresh follows a reload: the round list, the matches and the match.
func (r *teamRounds) refresh() {
	v := r.e.view
	var opts []string
	r.roundKeys = nil
	for i := 1; i <= v.LastRound; i++ {
		opts = append(opts, lang.L("Round {{.N}}", map[string]int{"N": i}))
		r.roundKeys = append(r.roundKeys, i)
	}
	if v.Extra != nil {
		opts = append(opts, lang.L("Extra match for first place"))
		r.roundKeys = append(r.roundKeys, teams.ExtraRound)
	}
	r.roundSel.SetOptions(opts)
	if r.round == 0 || slices.Index(r.roundKeys, r.round) < 0 {
		r.round = v.LastRound
	}
	if i := slices.Index(r.roundKeys, r.round); i >= 0 {
		r.roundSel.SetSelectedIndex(i) // calls onRoundSelected
	} else {
		r.roundSel.ClearSelected()
		r.showRound()
	}
	if r.e.s.Current.Finished || v.LastRound >= v.Rounds {
		r.pair.Disable()
	} else {
		r.pair.Enable()
	}
}

func (r *teamRounds) onRoundSelected(string) {
	if i := r.roundSel.SelectedIndex(); i >= 0 && i < len(r.roundKeys) {
		r.round = r.roundKeys[i]
	}
	r.showRound()
}

// showRound lists the matches of the round shown, keeping the match.
func (r *teamRounds) showRound() {
	r.shown = nil
	if r.round == teams.ExtraRound {
		if r.e.view.Extra != nil {
			r.shown = []teams.Match{*r.e.view.Extra}
		}
	} else {
		for _, m := range r.e.view.Matches {
			if m.Round == r.round {
				r.shown = append(r.shown, m)
			}
		}
	}
	r.matches.Refresh()
	if r.match >= len(r.shown) {
		r.match = -1
	}
	if r.match < 0 && len(r.shown) > 0 {
		r.match = 0
	}
	if r.match >= 0 {
		r.matches.Select(r.match)
	}
	r.showMatch()
}

// matchLine is "1. A – B  2½–1½" (or the bye).
func (r *teamRounds) matchLine(i int) string {
	m := r.shown[i]
	if m.Away == 0 {
		return fmt.Sprintf("%d. %s — %s %s", i+1, r.e.teamName(m.Home), lang.L("bye"), r.e.view.Score(m))
	}
	return fmt.Sprintf("%d. %s – %s  %s", i+1, r.e.teamName(m.Home), r.e.teamName(m.Away), r.e.view.Score(m))
}

func (r *teamRounds) selectMatch(i int) {
	if i == r.match {
		return
	}
	r.match = i
	r.showMatch()
}

// current is the match shown, nil when none.
func (r *teamRounds) current() *teams.Match {
	if r.match < 0 || r.match >= len(r.shown) {
		return nil
	}
	return &r.shown[r.match]
}

// showMatch fills the panel from the match shown: each side's stored
// line-up, or the declared order when none is stored yet.
func (r *teamRounds) showMatch() {
	m := r.current()
	if m == nil {
		r.heading.SetText(lang.L("Pair a round, then choose a match."))
		for _, s := range r.sides {
			s.setTeam(teams.Team{}, nil, false, true)
		}
		r.boards.Refresh()
		return
	}
	r.heading.SetText(r.matchLine(r.match))
	if m.ID != r.shownID {
		r.shownID, r.boardRow = m.ID, 0
		r.boards.UnselectAll()
		r.boards.ScrollToTop()
		r.boards.ScrollToLeading()
	}
	for k, s := range r.sides {
		id := m.Home
		status := m.HomeStatus
		if k == 1 {
			id, status = m.Away, m.AwayStatus
		}
		stored := m.Lineup(k == 0)
		t := r.e.view.TeamByID(id)
		shown := stored
		if stored == nil && id != 0 {
			shown = t.DefaultLineup(r.e.view.Settings.Scoring.Boards)
		}
		s.stored = stored
		s.setTeam(t, shown, status != teams.Present, id == 0)
	}
	r.boards.Refresh()
	// the selection follows the board typed next; a table not laid out yet
	// (no width) would scroll itself away from the first columns
	if r.boardCount() > 0 && r.boards.Size().Width > 300 {
		r.boards.Select(widget.TableCellID{Row: r.boardRow, Col: 3})
	}
}

func (s *lineupSide) setTeam(t teams.Team, lineup []model.PlayerID, noShow, none bool) {
	s.team, s.current = t, lineup
	if none {
		s.team = teams.Team{}
	}
	s.filling = true
	s.noShow.SetChecked(noShow)
	s.filling = false
	for _, w := range []fyne.Disableable{s.noShow, s.save} {
		if none || s.r.e.s.Current.Finished {
			w.Disable()
		} else {
			w.Enable()
		}
	}
	s.members.Refresh()
	s.showTitle()
}

// onSave stores this side's line-up (one transaction; the model checks
// the declared order and the composition).
func (s *lineupSide) onSave() {
	m := s.r.current()
	if m == nil || s.team.ID == 0 {
		return
	}
	id, round, tid, ps := s.r.e.s.Current.ID, s.r.round, s.team.ID, s.current
	s.r.e.save(func(ctx context.Context, confirmed bool) error {
		return s.r.e.svc.SetLineup(ctx, id, round, tid, ps, confirmed)
	}, nil)
}

func (s *lineupSide) onNoShow(on bool) {
	if s.filling || s.team.ID == 0 || s.r.current() == nil {
		return
	}
	id, round, tid := s.r.e.s.Current.ID, s.r.round, s.team.ID
	s.r.e.save(func(ctx context.Context, _ bool) error {
		return s.r.e.svc.SetStatus(ctx, id, round, tid, on)
	}, nil)
}

func (r *teamRounds) onPair() {
	id := r.e.s.Current.ID
	var round int
	r.e.save(func(ctx context.Context, _ bool) error {
		var err error
		round, _, err = r.e.svc.Pair(ctx, id)
		return err
	}, func() { r.round, r.match = round, 0 })
}

// teamBoardTable lists the boards of the match shown and takes results
// from the keyboard: a result key records the selected board's result and
// moves to the next board; Delete clears it; the arrows move.
type teamBoardTable struct {
	widget.Table
	r *teamRounds
}

func teamBoardColumns() []kit.Column {
	return []kit.Column{{Title: lang.L("Board"), Width: 60, Fit: kit.FitText}, {Title: lang.L("White"), Width: 250, Fit: kit.FitName}, {Title: lang.L("Black"), Width: 250, Fit: kit.FitName}, {Title: lang.L("Result"), Width: 80, Fit: kit.FitText}}
}

func newTeamBoardTable(r *teamRounds) *teamBoardTable {
	b := &teamBoardTable{r: r}
	cols := teamBoardColumns()
	kit.SetUpTable(&b.Table, cols, r.boardCount, r.boardCell, func(row int) { r.boardRow = row })
	b.ExtendBaseWidget(b)
	kit.SetWidths(&b.Table, cols)
	return b
}

// Tapped selects the board and takes the keyboard focus.
func (b *teamBoardTable) Tapped(e *fyne.PointEvent) {
	b.Table.Tapped(e)
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b)
	}
}

// TypedRune records the result the key stands for.
func (b *teamBoardTable) TypedRune(c rune) {
	if res, ok := panel.ResultKeys[c]; ok { // the keys of individual results (results.go)
		b.r.enterResult(res.String())
	}
}

// TypedKey moves between boards and clears a result.
func (b *teamBoardTable) TypedKey(e *fyne.KeyEvent) {
	if !panel.BoardKey(b, e, func(d int) { b.r.goToBoard(b.r.boardRow + d) }, func() { b.r.enterResult("") }) {
		b.Table.TypedKey(e)
	}
}

func (r *teamRounds) boardCount() int {
	if m := r.current(); m != nil && m.Away != 0 {
		return r.e.view.Settings.Scoring.Boards
	}
	return 0
}

// boardCell: board number, White, Black (the first-named team has White
// on the odd boards, Settings.Scoring.HomeWhite) and the result.
func (r *teamRounds) boardCell(row, col int) string {
	m := r.current()
	if m == nil {
		return ""
	}
	var b teams.Board
	if row < len(m.Boards) {
		b = m.Boards[row]
	}
	// an unsaved line-up shows the players it will store
	for k, s := range r.sides {
		if s.isUnsaved() {
			var p model.PlayerID
			if row < len(s.current) {
				p = s.current[row]
			}
			if k == 0 {
				b.Home = p
			} else {
				b.Away = p
			}
		}
	}
	homeWhite := r.e.view.Settings.Scoring.HomeWhite(row + 1)
	white, black := b.Home, b.Away
	if !homeWhite {
		white, black = black, white
	}
	switch col {
	case 0:
		return fmt.Sprint(row + 1)
	case 1:
		return r.e.view.PlayerName(white)
	case 2:
		return r.e.view.PlayerName(black)
	}
	return teams.ResultText(b.Result, teams.OnScreen)
}

func (r *teamRounds) goToBoard(row int) {
	if row < 0 || row >= r.boardCount() {
		return
	}
	r.boardRow = row
	if r.boards.Size().Width > 300 {
		r.boards.Select(widget.TableCellID{Row: row, Col: 3})
	}
}

// enterResult stores code on the selected board (one transaction) and
// moves to the next board.
func (r *teamRounds) enterResult(code string) {
	m := r.current()
	if m == nil || r.boardRow < 0 || r.boardRow >= r.boardCount() || r.e.s.Current.Finished {
		return
	}
	id, round, tid, board := r.e.s.Current.ID, r.round, m.Home, r.boardRow+1
	next := r.boardRow + 1
	// line-ups shown but not saved are stored with the result, in one
	// transaction: the result is never refused for them nor lost
	var pending []teams.Pending
	for _, s := range r.sides {
		if s.isUnsaved() {
			pending = append(pending, teams.Pending{Team: s.team.ID, Players: slices.Clone(s.current)})
		}
	}
	r.e.save(func(ctx context.Context, confirmed bool) error {
		return r.e.svc.SetResultWithLineups(ctx, id, round, tid, board, code, pending, confirmed)
	}, func() {
		if next < r.boardCount() {
			r.boardRow = next
		}
	})
}
