package season

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/ui/kit"
)

func newSeasonRules(s *Screen, reload func()) *seasonRules {
	return &seasonRules{s: s, reload: reload}
}

func (r *seasonRules) buildUI() fyne.CanvasObject {
	r.goldKa, r.silverKa, r.teamK = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	r.kv = kit.NewMultiLineTextEntry()
	r.kv.SetMinRowsVisible(11)
	r.byPoints = widget.NewCheck(lang.L("Choose the counted Golden Cup results by raw points (not by weighted value)"), nil)
	r.moreCounted = widget.NewCheck(lang.L("Equal totals: more counted results ranks higher"), nil)
	r.largerW1 = widget.NewCheck(lang.L("Equal totals: the larger best result ranks higher"), nil)
	r.veteran, r.youth, r.occupations = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	r.occDiploma, r.occMedal = kit.NewTextEntry(), kit.NewTextEntry()
	left := widget.NewForm(
		widget.NewFormItem(lang.L("K_a, Golden Cup"), r.goldKa),
		widget.NewFormItem(lang.L("K_a, Silver Cup"), r.silverKa),
		widget.NewFormItem(lang.L("K, clubs and coaches"), r.teamK),
		widget.NewFormItem(lang.L("Veteran age"), r.veteran),
		widget.NewFormItem(lang.L("Youth age limits"), r.youth),
		widget.NewFormItem(lang.L("Occupation groups"), r.occupations),
		widget.NewFormItem(lang.L("Group size for a diploma"), r.occDiploma),
		widget.NewFormItem(lang.L("Group size for a medal"), r.occMedal),
	)
	r.kb = map[seasons.Level]*kit.TextEntry{}
	for _, l := range seasons.Levels { // one form, so the labels line up
		r.kb[l] = kit.NewTextEntry()
		left.Append(lang.L("K_b, norm {{.Level}}", map[string]string{"Level": seasons.LevelLabel(l)}), r.kb[l])
	}
	kvForm := widget.NewForm(widget.NewFormItem(lang.L("K_v by age"), r.kv))
	r.save = widget.NewButtonWithIcon(lang.L("Save rule set"), theme.DocumentSaveIcon(), r.onSaveTapped)
	r.save.Importance = widget.HighImportance
	r.restore = widget.NewButtonWithIcon(lang.L("Restore defaults"), theme.HistoryIcon(), r.onRestoreTapped)
	r.normTable = widget.NewButtonWithIcon(lang.L("Norm table…"), theme.ListIcon(), r.onNormTableTapped) // norm_table.go
	hint := widget.NewLabel(lang.L("Lists: 1, 0.8, 0.6 (or 1; 0,8; 0,6). K_v: one age band per line, 4-7: 1.5. Saving recomputes every table; no result changes."))
	hint.Wrapping = fyne.TextWrapWord
	body := container.NewGridWithColumns(2, left,
		container.NewVBox(kvForm, r.byPoints, r.moreCounted, r.largerW1))
	return container.NewBorder(container.NewHBox(r.save, r.restore, r.normTable), hint, nil, nil, container.NewVScroll(body))
}

// set fills the form from the season's stored rule set.
func (r *seasonRules) set(se model.Season) { r.fill(seasons.RulesFormOf(se.Rules)) }

func (r *seasonRules) fill(f seasons.RulesForm) {
	r.goldKa.SetText(f.GoldKa)
	r.silverKa.SetText(f.SilverKa)
	r.teamK.SetText(f.TeamK)
	for l, e := range r.kb {
		e.SetText(f.Kb[l])
	}
	r.kv.SetText(f.Kv)
	r.byPoints.SetChecked(f.RankByPoints)
	r.moreCounted.SetChecked(f.MoreCounted)
	r.largerW1.SetChecked(f.LargerW1)
	r.veteran.SetText(f.VeteranAge)
	r.youth.SetText(f.YouthAges)
	r.occupations.SetText(f.Occupations)
	r.occDiploma.SetText(f.OccupationDiploma)
	r.occMedal.SetText(f.OccupationMedal)
}

func (r *seasonRules) form() seasons.RulesForm {
	f := seasons.RulesForm{GoldKa: r.goldKa.Text, SilverKa: r.silverKa.Text, TeamK: r.teamK.Text,
		Kb: map[seasons.Level]string{}, Kv: r.kv.Text, RankByPoints: r.byPoints.Checked,
		MoreCounted: r.moreCounted.Checked, LargerW1: r.largerW1.Checked, VeteranAge: r.veteran.Text,
		YouthAges: r.youth.Text, Occupations: r.occupations.Text,
		OccupationDiploma: r.occDiploma.Text, OccupationMedal: r.occMedal.Text}
	for l, e := range r.kb {
		f.Kb[l] = e.Text
	}
	return f
}

func (r *seasonRules) onSaveTapped() {
	rules, err := r.form().Rules()
	if err == nil {
		err = r.s.svc.Seasons.SetSeasonRules(context.Background(), r.s.year, rules)
	}
	if err != nil {
		kit.ShowError(r.s.win, err)
		return
	}
	r.reload()
}

// onRestoreTapped puts the 2010 defaults back and saves them.
func (r *seasonRules) onRestoreTapped() {
	r.fill(seasons.RulesFormOf(seasons.Rules2010()))
	r.onSaveTapped()
}
