package tournament

import (
	"context"

	"arbiter/model"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/diploma"
	"arbiter/ui/kit"
)

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
