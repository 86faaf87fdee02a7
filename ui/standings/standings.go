package standings

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/ratings"

	"arbiter/ui/diploma"
	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// standingsPanel is the standings after a round (docs/product.md workflow 6):
// place (shared as 3–4), name, club, points and one column per tie-break
// headed by its FIDE code; the legend gives the Ukrainian names (Fyne's
// tables have no tooltips). A sub-standings selector shows girls, U10…;
// selecting a player shows how every value was computed, as the model
// writes it in the interface language (model.Tournaments.ExplainTieBreak).
type standingsPanel struct {
	s *panel.Ctx

	roundSel, subSel *widget.Select
	table            *widget.Table
	legend           *widget.Label
	explanation      *widget.Label
	progress         *widget.ProgressBarInfinite
	print, printSub  *widget.Button
	template         *widget.Button     // the tournament's diploma template (onTemplateTapped)
	diplomaEditor    *diploma.Editor    // the last one opened
	diplomas         *widget.Button     // places 1–3 of the table shown (onDiplomasTapped)
	awards           *awardsMenu        // medal lists, every table's diplomas (standings_medals.go)
	ratingChanges    *ratingChangesView // the open rating-changes table
	teamRanking      *widget.Button     // the §2 team ranking (team_ranking.go)
	ranking          *teamRankingView   // the open team ranking
	view             *model.StandingsView
	rows             []model.StandingsRow // the table shown: overall or a sub-standings
	sub              int                  // 0 overall, i: view.Subs[i-1]
	round            int                  // 0: the latest
	pinned           bool                 // the director chose round; else the standings follow the round being played
	withdrawn        map[int]int          // start number → the round the player withdrew from
	seq, explainSeq  int
	names            kit.NameClashes
}

// NewStandings is the Standings tab.
func NewStandings(s *panel.Ctx) panel.View { return &standingsPanel{s: s} }

// tabOpened lets the standings open on the round being played.
func (p *standingsPanel) TabOpened() { p.pinned = false }

// fixedStandingsColumns come before the tie-break columns.
var fixedStandingsColumns = []float32{75, 50, 210, 150, 78, 55}

// fixedStandingsTitle is the header of fixed column i.
func fixedStandingsTitle(i int) string {
	return [...]string{lang.L("Place"), lang.L("No."), lang.L("Player"), lang.L("Club"), lang.L("Rating"), lang.L("Points")}[i]
}

func (p *standingsPanel) BuildUI() fyne.CanvasObject {
	p.roundSel = kit.NewSelect(nil, p.onRoundChosen)
	p.roundSel.PlaceHolder = lang.L("After round")
	p.subSel = kit.NewSelect(nil, p.onSubChosen)
	table := kit.NewKeyTable(p.size, kit.TruncatedLabel, p.updateCell)
	p.table = &table.Table
	p.table.ShowHeaderRow = true
	p.table.CreateHeader = kit.BoldHeader(fyne.TextAlignLeading)
	p.table.UpdateHeader = p.updateHeader
	p.table.OnSelected = p.onRowSelected
	for i, w := range fixedStandingsColumns {
		p.table.SetColumnWidth(i, w)
	}
	p.legend = widget.NewLabel("")
	p.legend.Wrapping = fyne.TextWrapWord
	p.explanation = widget.NewLabel(lang.L("Select a player to see how the tie-breaks were computed."))
	p.explanation.Wrapping = fyne.TextWrapWord
	p.progress = widget.NewProgressBarInfinite()
	p.progress.Stop()
	p.progress.Hide()
	p.print = widget.NewButtonWithIcon(lang.L("Print standings"), theme.DocumentPrintIcon(), p.onPrintTapped)
	p.printSub = widget.NewButtonWithIcon(lang.L("Print this table"), theme.DocumentPrintIcon(), p.onPrintSubTapped)
	changes := widget.NewButtonWithIcon(lang.L("FIDE rating changes"), theme.InfoIcon(), p.onRatingChangesTapped)
	p.diplomas = widget.NewButtonWithIcon(lang.L("Diplomas of this table"), theme.DocumentPrintIcon(), p.onDiplomasTapped)
	p.template = widget.NewButtonWithIcon(lang.L("Diploma template…"), theme.DocumentCreateIcon(), p.onTemplateTapped)
	p.awards = newAwardsMenu(p.onMedalsAllTapped, p.onMedalsShownTapped, p.onDiplomasAllTapped) // medal lists and every table's diplomas (standings_medals.go)
	// the diploma template lives here: the tournament's action row is full at 1366 pixels
	// «Дипломи цієї таблиці» goes on a row of its own: one more button on the first would not fit 1366 pixels.
	bar := container.NewVBox(container.NewHBox(kit.FixedWidth(180, p.roundSel), kit.FixedWidth(200, p.subSel), p.print, p.printSub, changes, p.template),
		container.NewHBox(p.diplomas, p.awards.button))
	explain := container.NewVScroll(p.explanation)
	p.teamRanking = widget.NewButtonWithIcon(lang.L("Team ranking"), theme.GridIcon(), p.onTeamRankingTapped)
	// the bar above is full at 1366 pixels: the team ranking goes beside the legend
	split := container.NewHSplit(container.NewBorder(nil, container.NewBorder(nil, nil, p.teamRanking, nil, p.legend), nil, nil, table), explain)
	split.Offset = 0.8
	return container.NewBorder(container.NewVBox(bar, p.progress), nil, nil, nil, split)
}

func (p *standingsPanel) columns() int {
	n := len(fixedStandingsColumns)
	if p.view != nil {
		n += len(p.view.Columns)
	}
	return n
}

func (p *standingsPanel) size() (int, int) { return len(p.rows), p.columns() }

func (p *standingsPanel) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	switch {
	case id.Col < 0:
	case id.Col < len(fixedStandingsColumns):
		l.SetText(fixedStandingsTitle(id.Col))
	case p.view != nil && id.Col-len(fixedStandingsColumns) < len(p.view.Columns):
		l.SetText(p.view.Columns[id.Col-len(fixedStandingsColumns)].Code)
	}
}

func (p *standingsPanel) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	if id.Row >= len(p.rows) {
		return
	}
	how := kit.FitText
	switch id.Col {
	case 2:
		how = kit.FitName
	case 3:
		how = kit.FitClub
	}
	width := float32(0)
	if id.Col < len(fixedStandingsColumns) {
		width = fixedStandingsColumns[id.Col]
	}
	text := standingsCell(p.rows[id.Row], id.Col)
	if r := p.withdrawn[p.rows[id.Row].StartNo]; r > 0 && id.Col == 2 {
		// a withdrawn player is marked where the eye reads the name
		text, how = withdrawnName(text, r), kit.FitText
	}
	kit.SetFitted(o.(*widget.Label), text, width, how, func() *kit.NameClashes {
		return p.names.Of(func(yield func(string)) {
			for _, r := range p.rows {
				yield(r.Name)
			}
		})
	})
}

func standingsCell(r model.StandingsRow, col int) string {
	switch col {
	case 0:
		if r.Playoff != "" { // playoff.go: a play-off set (or will set) the place
			return r.Place + "*"
		}
		return r.Place
	case 1:
		return strconv.Itoa(r.StartNo)
	case 2:
		return r.Name
	case 3:
		return r.Club
	case 4:
		return kit.RatingText(r.Rating)
	case 5:
		return r.PointsText
	}
	if i := col - len(fixedStandingsColumns); i < len(r.Values) {
		return kit.Number(r.Values[i])
	}
	return ""
}

// Load recomputes the standings off the UI thread with the progress bar.
func (p *standingsPanel) Load() {
	p.seq++
	seq, id, round, pinned := p.seq, p.s.Current.ID, p.round, p.pinned
	p.progress.Show()
	p.progress.Start()
	p.s.Bg.Run(func() func() {
		ctx := context.Background()
		st, err := p.s.Svc.Tournaments.State(ctx, id)
		var v *model.StandingsView
		withdrawn := map[int]int{} // start number → the round withdrawn from
		if ps, perr := p.s.Svc.Tournaments.Participants(ctx, id); perr == nil {
			for _, e := range ps {
				if e.WithdrawnFrom > 0 {
					withdrawn[e.StartNo] = e.WithdrawnFrom
				}
			}
		}
		if err == nil && st.Paired > 0 {
			if !pinned {
				round = st.Paired // the round being played, also after a new round is paired
			}
			v, err = p.s.Svc.Tournaments.Standings(ctx, id, round)
		}
		return func() {
			if seq != p.seq {
				return
			}
			p.progress.Stop()
			p.progress.Hide()
			if err != nil {
				kit.ShowError(p.s.Win, err)
				return
			}
			p.setRounds(st.Paired)
			p.withdrawn = withdrawn
			p.show(v)
		}
	})
}

func (p *standingsPanel) setRounds(n int) {
	opts := make([]string, n)
	for i := range opts {
		opts[i] = lang.L("After round {{.R}}", map[string]int{"R": i + 1})
	}
	p.roundSel.Options = opts
	p.roundSel.Refresh()
}

// show displays v (nil: nothing paired yet) in the chosen sub-standings.
func (p *standingsPanel) show(v *model.StandingsView) {
	p.view = v
	subs := []string{lang.L("Overall")}
	if v != nil {
		for _, s := range v.Subs {
			subs = append(subs, s.Title)
		}
		p.round = v.Round
		p.roundSel.SetSelectedIndex(v.Round - 1)
	}
	p.subSel.Options = subs
	if p.sub >= len(subs) {
		p.sub = 0
	}
	p.subSel.SetSelectedIndex(p.sub)
	p.selectRows()
	p.legend.SetText(legendText(v) + playoffLegend(v) + withdrawnLegend(v, p.withdrawn) + adjournedLegend(v))
	for i := len(fixedStandingsColumns); i < p.columns(); i++ {
		p.table.SetColumnWidth(i, 65)
	}
}

// selectRows shows the overall table or the chosen sub-standings.
func (p *standingsPanel) selectRows() {
	p.rows = nil
	if p.view != nil {
		p.rows = p.view.Rows
		if p.sub > 0 && p.sub <= len(p.view.Subs) {
			p.rows = p.view.Subs[p.sub-1].Rows
		}
	}
	p.table.UnselectAll()
	p.table.Refresh()
	// the explanation follows the table shown: a player of another table
	// (or one still being explained) is not left beside it
	p.explainSeq++
	p.explanation.SetText(lang.L("Select a player to see how the tie-breaks were computed."))
}

// legendText names each tie-break: "BH — Бухгольц · WIN — …".
func legendText(v *model.StandingsView) string {
	if v == nil || len(v.Columns) == 0 {
		return ""
	}
	parts := make([]string, len(v.Columns))
	for i, c := range v.Columns {
		parts[i] = c.Code + " — " + c.Name
	}
	return strings.Join(parts, " · ")
}

// adjournedLegend is the standings' line of the open adjourned games,
// counted as draws ("" when none).
func adjournedLegend(v *model.StandingsView) string {
	if v == nil {
		return ""
	}
	if note := model.AdjournedNote(kit.GUILang(), v.Adjourned); note != "" {
		return "\n" + note
	}
	return ""
}

func (p *standingsPanel) onRoundChosen(label string) {
	for i, o := range p.roundSel.Options {
		if o == label && i+1 != p.round {
			p.round, p.pinned = i+1, true
			p.Load()
		}
	}
}

func (p *standingsPanel) onSubChosen(label string) {
	for i, o := range p.subSel.Options {
		if o == label && i != p.sub {
			p.sub = i
			p.selectRows()
		}
	}
}

// onRowSelected shows the model's explanation of each tie-break value of
// the player, computed off the UI thread.
func (p *standingsPanel) onRowSelected(id widget.TableCellID) {
	if id.Row < 0 || id.Row >= len(p.rows) || p.view == nil {
		return
	}
	row, cols := p.rows[id.Row], p.view.Columns
	p.explainSeq++
	seq, tid, round := p.explainSeq, p.s.Current.ID, p.view.Round
	p.s.Bg.Run(func() func() {
		var b strings.Builder
		b.WriteString(row.Place + ". " + row.Name + " — " + row.PointsText + "\n")
		for _, c := range cols {
			text, err := p.s.Svc.Tournaments.ExplainTieBreak(context.Background(), tid, round, row.StartNo, c.Code)
			if err != nil {
				text = model.Message(err, kit.GUILang())
			}
			b.WriteString("\n" + text + "\n")
		}
		return func() {
			if seq == p.explainSeq {
				p.explanation.SetText(b.String())
			}
		}
	})
}

// withdrawnName is a withdrawn player's name cell.
func withdrawnName(name string, round int) string {
	return name + " — " + lang.L("withdrawn from round {{.R}}", map[string]int{"R": round})
}

// withdrawnLegend names the withdrawn players of v under the table, so a
// cut name cell still says it.
func withdrawnLegend(v *model.StandingsView, withdrawn map[int]int) string {
	if v == nil || len(withdrawn) == 0 {
		return ""
	}
	var parts []string
	for _, r := range v.Rows {
		if w := withdrawn[r.StartNo]; w > 0 {
			parts = append(parts, withdrawnName(r.Name, w))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "\n" + lang.L("Withdrawn: {{.List}}.", map[string]string{"List": strings.Join(parts, "; ")})
}

func (p *standingsPanel) onPrintTapped() { p.printStandings(false) }

func (p *standingsPanel) onPrintSubTapped() { p.printStandings(true) }

// printStandings prints the overall standings, or the table shown (a
// sub-standings keeps its title in the header).
func (p *standingsPanel) printStandings(shown bool) {
	v := p.view
	if v == nil {
		return
	}
	m, sub := p.s.Meta(v.Round), p.sub
	p.s.PrintDocument(func(context.Context) (*pdf.Document, error) {
		if shown && sub > 0 && sub <= len(v.Subs) {
			return printout.SubStandings(m, v, sub-1), nil
		}
		return pdf.Standings(printout.Standings(m, v, v.Rows)), nil
	})
}

// onRatingChangesTapped computes the changes after the round shown off the
// UI thread and shows them.
func (p *standingsPanel) onRatingChangesTapped() {
	if p.view == nil || p.s.Current.ID == 0 {
		return
	}
	id, round := p.s.Current.ID, p.view.Round
	p.s.Bg.Run(func() func() {
		ctx := context.Background()
		ct, err := p.s.Svc.Tournaments.Crosstable(ctx, id, round)
		var changes []ratings.Change
		if err == nil { // the results corrected for the rating report only are rated (Q192)
			cs, cerr := p.s.Svc.FIDE.RatingCorrections(ctx, id)
			if err = cerr; err == nil {
				changes, err = p.s.Svc.Ratings.RatingReport(ctx, ct, cs)
			}
		}
		return func() {
			if err != nil {
				kit.ShowError(p.s.Win, err)
				return
			}
			p.showRatingChanges(changes, round)
		}
	})
}

func (p *standingsPanel) showRatingChanges(changes []ratings.Change, round int) {
	v := &ratingChangesView{changes: changes}
	v.table = kit.NewTextTable(ratingChangeColumns, func() int { return len(v.changes) },
		func(row, col int) string { return ratingChangeCell(v.changes[row], col) }, nil)
	print := widget.NewButtonWithIcon(lang.L("Print rating report"), theme.DocumentPrintIcon(), func() {
		m := p.s.Meta(round)
		p.s.PrintDocument(func(context.Context) (*pdf.Document, error) { return pdf.RatingReport(m, ratingLines(v.changes)), nil })
	})
	note := widget.NewLabel(lang.L("Games played over the board against FIDE-rated opponents; FIDE Rating Regulations 8.3."))
	note.Wrapping = fyne.TextWrapWord
	v.dialog = dialog.NewCustom(lang.L("FIDE rating changes"), lang.L("Close"),
		container.NewBorder(nil, container.NewVBox(note, print), nil, nil, v.table), p.s.Win)
	v.dialog.SetOnClosed(kit.DialogKeys(p.s.Win, v.table, v.dialog.Hide, v.dialog.Hide)) // Enter and Escape close the report
	v.dialog.Resize(fyne.NewSize(940, 560))
	v.dialog.Show()
	p.ratingChanges = v
}

// onDiplomasTapped prints the diplomas of places 1–3 of the table shown:
// the overall table, or a sub-standings (boys, girls, a group by year of
// birth), whose diplomas name it («за 1 місце в заліку «Дівчата»»), as
// arbiter-cli print diplomas --sub does.
func (p *standingsPanel) onDiplomasTapped() {
	v := p.view
	if v == nil {
		return
	}
	rows, group := v.Rows, ""
	if p.sub > 0 && p.sub <= len(v.Subs) {
		rows, group = v.Subs[p.sub-1].Rows, v.Subs[p.sub-1].Title
	}
	ws := printout.Winners(rows, group)
	if len(ws) == 0 {
		kit.ShowError(p.s.Win, model.Errorf(model.Conflict, "Diplomas", model.Msg("Nobody in this table is placed 1–3 yet."), nil))
		return
	}
	t := p.s.Current
	svc := p.s.Svc
	p.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		tpl, err := diploma.TournamentTemplate(ctx, svc, t)
		if err != nil {
			return nil, err
		}
		return printout.WinnersDiplomasIn(kit.GUILang(), t, ws, tpl), nil
	})
}

// onTemplateTapped opens the current tournament's diploma template.
func (p *standingsPanel) onTemplateTapped() {
	if p.s.Current.ID != 0 {
		p.diplomaEditor = diploma.NewTournamentEditor(p.s.Svc, p.s.Win, p.s.Printer, p.s.Bg, p.s.Current)
		p.diplomaEditor.Show()
	}
}

// shownTable is the table the tab shows, as the medal list takes it.
func (p *standingsPanel) shownTable() printout.MedalTable {
	if p.sub > 0 && p.sub <= len(p.view.Subs) {
		return printout.MedalTable{Title: p.view.Subs[p.sub-1].Title, Rows: p.view.Subs[p.sub-1].Rows}
	}
	return printout.MedalTable{Rows: p.view.Rows}
}

func (p *standingsPanel) onMedalsAllTapped() {
	if p.hasView() {
		p.printMedals(printout.MedalTables(p.view, p.view.Subs, true))
	}
}

func (p *standingsPanel) onMedalsShownTapped() {
	if p.hasView() {
		p.printMedals([]printout.MedalTable{p.shownTable()})
	}
}

// hasView says whether standings are shown, and when not tells the
// director why nothing is awarded.
func (p *standingsPanel) hasView() bool {
	if p.view == nil {
		kit.ShowError(p.s.Win, model.Errorf(model.Conflict, "Medals", model.Msg("There are no standings yet: no round has been played."), nil))
		return false
	}
	return true
}

// printMedals prints the medal list of tables, in the tournament's
// diploma header; nobody placed 1–3 is said, not printed.
func (p *standingsPanel) printMedals(tables []printout.MedalTable) {
	if len(printout.MedalRows(tables)) == 0 {
		kit.ShowError(p.s.Win, model.Errorf(model.Conflict, "Medals", model.Msg("Nobody is placed 1–3 yet: there is nothing to award."), nil))
		return
	}
	t, svc := p.s.Current, p.s.Svc
	p.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		tpl, err := diploma.TournamentTemplate(ctx, svc, t)
		if err != nil {
			return nil, err
		}
		return printout.MedalsIn(kit.GUILang(), t, tables, tpl), nil
	})
}

// onDiplomasAllTapped prints the diplomas of places 1–3 of the overall
// table and of every sub-standings, each naming its table.
func (p *standingsPanel) onDiplomasAllTapped() {
	if p.hasView() {
		p.s.PrintWinners(panel.AllWinners(p.view.Rows, p.view.Subs))
	}
}

func (p *standingsPanel) onTeamRankingTapped() {
	if p.view == nil || p.s.Current.ID == 0 {
		return
	}
	p.ranking = openTeamRanking(p.s, func() model.StandingsView { return *p.view })
}
