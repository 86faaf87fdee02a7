package standings

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// crosstablePanel is the crosstable after the last round (docs/product.md
// workflow 6): for a Swiss, per round the opponent's start number, colour
// (○ White, ● Black) and result; for a round robin the n×n grid.
type crosstablePanel struct {
	s *panel.Ctx

	table *widget.Table
	print *widget.Button
	note  *widget.Label
	view  *model.Crosstable
	seq   int
	names kit.NameClashes
}

// NewCrosstable is the Crosstable tab.
func NewCrosstable(s *panel.Ctx) panel.View { return &crosstablePanel{s: s} }

var fixedCrossColumns = []float32{75, 50, 230, 60}

func fixedCrossTitle(i int) string {
	return [...]string{lang.L("Place"), lang.L("No."), lang.L("Player"), lang.L("Points")}[i]
}

func (p *crosstablePanel) BuildUI() fyne.CanvasObject {
	table := kit.NewKeyTable(p.size, kit.TruncatedLabel, p.updateCell)
	p.table = &table.Table
	p.table.ShowHeaderRow = true
	p.table.CreateHeader = kit.BoldHeader(fyne.TextAlignCenter)
	p.table.UpdateHeader = p.updateHeader
	for i, w := range fixedCrossColumns {
		p.table.SetColumnWidth(i, w)
	}
	p.print = widget.NewButtonWithIcon(lang.L("Print crosstable"), theme.DocumentPrintIcon(), p.onPrintTapped)
	p.note = widget.NewLabel(lang.L("○ White · ● Black · + − forfeits · ½ draw"))
	return container.NewBorder(container.NewHBox(p.print), p.note, nil, nil, table)
}

// extra is the number of columns after the fixed ones: rounds, or players
// for a round robin's grid.
func (p *crosstablePanel) extra() int {
	if p.view == nil {
		return 0
	}
	if p.view.RoundRobin {
		return len(p.view.Rows)
	}
	return p.view.Round
}

func (p *crosstablePanel) size() (int, int) {
	if p.view == nil {
		return 0, len(fixedCrossColumns)
	}
	return len(p.view.Rows), len(fixedCrossColumns) + p.extra()
}

func (p *crosstablePanel) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	switch {
	case id.Col < 0:
	case id.Col < len(fixedCrossColumns):
		l.SetText(fixedCrossTitle(id.Col))
	default:
		l.SetText(strconv.Itoa(id.Col - len(fixedCrossColumns) + 1))
	}
}

func (p *crosstablePanel) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	if p.view == nil || id.Row >= len(p.view.Rows) {
		return
	}
	r := p.view.Rows[id.Row]
	text := ""
	switch id.Col {
	case 0:
		text = r.Place
	case 1:
		text = strconv.Itoa(r.StartNo)
	case 2:
		text = r.Name
	case 3:
		text = r.PointsText
	default:
		i := id.Col - len(fixedCrossColumns)
		if p.view.RoundRobin && i < len(r.GridShown) {
			text = r.GridShown[i] // each game's colour, then its result
		} else if !p.view.RoundRobin && i < len(r.Rounds) {
			text = crossCellText(r.Rounds[i])
		}
	}
	if id.Col != 2 {
		o.(*widget.Label).SetText(text)
		return
	}
	kit.SetFitted(o.(*widget.Label), text, fixedCrossColumns[2], kit.FitName, func() *kit.NameClashes {
		return p.names.Of(func(yield func(string)) {
			for _, r := range p.view.Rows {
				yield(r.Name)
			}
		})
	})
}

// crossCellText writes a Swiss round as "12○1": opponent, colour, result;
// a round without opponent shows only its result.
func crossCellText(c model.CrossCell) string {
	res := model.ResultSymbol(c.Result)
	if c.Opponent == 0 {
		return res
	}
	colour := ""
	switch c.Colour {
	case model.White:
		colour = "○"
	case model.Black:
		colour = "●"
	}
	return strconv.Itoa(c.Opponent) + colour + res
}

// Load fetches the crosstable off the UI thread.
func (p *crosstablePanel) Load() {
	p.seq++
	seq, id := p.seq, p.s.Current.ID
	p.s.Bg.Run(func() func() {
		ctx := context.Background()
		st, err := p.s.Svc.Tournaments.State(ctx, id)
		var v *model.Crosstable
		if err == nil && st.Paired > 0 {
			v, err = p.s.Svc.Tournaments.Crosstable(ctx, id, 0)
		}
		return func() {
			if seq != p.seq {
				return
			}
			if err != nil {
				kit.ShowError(p.s.Win, err)
				return
			}
			p.view = v
			for i := len(fixedCrossColumns); i < len(fixedCrossColumns)+p.extra(); i++ {
				w := float32(60)
				if v.RoundRobin {
					w = 52 // a colour mark and a result: «○1», «●½»
				}
				p.table.SetColumnWidth(i, w)
			}
			p.table.Refresh()
		}
	})
}

func (p *crosstablePanel) onPrintTapped() {
	v := p.view
	if v == nil {
		return
	}
	id, m := p.s.Current.ID, p.s.Meta(v.Round)
	p.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		st, err := p.s.Svc.Tournaments.Standings(ctx, id, v.Round)
		if err != nil {
			return nil, err
		}
		return printout.Crosstable(m, printout.HeadingsIn(m.Lang, st.Columns), v)
	})
}
