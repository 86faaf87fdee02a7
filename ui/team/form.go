package team

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/teams"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// teamForm is the dialog that creates a team tournament (README "Team competitions"):
// the event, the system, boards per match, the primary score, the
// match-point values, the tie-break preset or codes, the forfeit rules and
// the composition rules. model/teams validates; the form converts.
type teamForm struct {
	name, startDate, endDate, venue *kit.TextEntry
	system, primary, preset         *widget.Select
	rounds, boards                  *kit.TextEntry
	win, draw, loss                 *kit.TextEntry
	tieBreaks                       *kit.TextEntry
	noShow, bye, minPlayers         *kit.TextEntry
	boys, girls, bornFrom, bornTo   *kit.TextEntry
	oneClub                         *widget.Check
	club                            teamClubRules // form_club.go
	// a stage (seed 004 §19: the round robin of the team Swiss's top 6):
	// the previous stages, who qualifies, the places (model/stages)
	stageFrom, stageQualify, stagePlaces *kit.TextEntry
}

var (
	teamSystemValues  = []string{teams.SystemRoundRobin, teams.SystemDoubleRoundRobin, teams.SystemSwiss}
	teamPrimaryValues = []string{"mp", "gp"}
)

func teamPrimaryLabel(p string) string {
	if p == "gp" {
		return lang.L("game points (board points)")
	}
	return lang.L("match points")
}

func newTeamForm(today model.Date) *teamForm {
	f := &teamForm{}
	for _, e := range []**kit.TextEntry{&f.name, &f.startDate, &f.endDate, &f.venue, &f.rounds, &f.boards, &f.win, &f.draw, &f.loss,
		&f.tieBreaks, &f.noShow, &f.bye, &f.minPlayers, &f.boys, &f.girls, &f.bornFrom, &f.bornTo, &f.stageFrom, &f.stageQualify, &f.stagePlaces} {
		*e = kit.NewTextEntry()
	}
	f.startDate.SetText(today.Display())
	f.startDate.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.endDate.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.venue.SetText(model.DefaultVenue)
	f.system = kit.NewSelect(kit.LabelsOf(teamSystemValues, kit.SystemLabel), nil)
	f.system.SetSelectedIndex(0)
	f.primary = kit.NewSelect(kit.LabelsOf(teamPrimaryValues, teamPrimaryLabel), nil)
	f.primary.SetSelectedIndex(0)
	var names []string
	for _, p := range teams.Presets {
		names = append(names, teams.PresetName(p.Key, kit.GUILang()))
	}
	f.preset = kit.NewSelect(names, f.onPresetSelected)
	f.preset.PlaceHolder = lang.L("Choose a preset…")
	f.rounds.SetText("7")
	f.boards.SetText("4")
	f.win.SetText("2")
	f.draw.SetText("1")
	f.loss.SetText("0")
	// placeholders say what they are, so they do not read as typed values
	f.noShow.SetPlaceHolder(defaultHint("5"))
	f.bye.SetPlaceHolder(defaultHint("3.5"))
	f.minPlayers.SetPlaceHolder(defaultHint("3"))
	f.tieBreaks.SetPlaceHolder(lang.L("e.g.") + " MPvGP, DE, WIN, TBR")
	f.boys.SetPlaceHolder(lang.L("e.g.") + " 4")
	f.girls.SetPlaceHolder(lang.L("e.g.") + " 1")
	f.bornFrom.SetPlaceHolder(lang.L("year"))
	f.bornTo.SetPlaceHolder(lang.L("year"))
	f.oneClub = widget.NewCheck(lang.L("All members of one club"), nil)
	f.club = newTeamClubRules()
	f.stageFrom.SetPlaceHolder(lang.L("e.g.") + " 12")
	f.stageQualify.SetPlaceHolder(lang.L("e.g.") + " top:6")
	f.stagePlaces.SetPlaceHolder(lang.L("e.g.") + " 6")
	return f
}

// teamPresetCodes is a team preset's list as the form writes it.
func teamPresetCodes(p teams.Preset) string {
	var codes []string
	for _, sp := range p.List {
		codes = append(codes, sp.String())
	}
	return strings.Join(codes, ", ")
}

// tieBreakList is what the form stores: the chosen preset's key while its
// codes stand unchanged (so what the preset adds to its list, the extra
// match for first place of §3 and §19, is kept), the codes otherwise.
func (f *teamForm) tieBreakList() string {
	for _, p := range teams.Presets {
		if teams.PresetName(p.Key, kit.GUILang()) == f.preset.Selected && panel.NormaliseCodes(teamPresetCodes(p)) == panel.NormaliseCodes(f.tieBreaks.Text) {
			return p.Key
		}
	}
	return panel.NormaliseCodes(f.tieBreaks.Text)
}

// onPresetSelected writes the preset's codes and its primary score.
func (f *teamForm) onPresetSelected(name string) {
	for _, p := range teams.Presets {
		if teams.PresetName(p.Key, kit.GUILang()) != name {
			continue
		}
		f.tieBreaks.SetText(teamPresetCodes(p))
		if p.Primary == teams.ByGP {
			f.primary.SetSelectedIndex(1)
		} else {
			f.primary.SetSelectedIndex(0)
		}
	}
}

func (f *teamForm) content() fyne.CanvasObject {
	event := widget.NewForm(
		widget.NewFormItem(lang.L("Name"), f.name),
		widget.NewFormItem(lang.L("Start date"), f.startDate),
		widget.NewFormItem(lang.L("End date"), f.endDate),
		widget.NewFormItem(lang.L("Venue"), f.venue),
		widget.NewFormItem(lang.L("System"), f.system),
		widget.NewFormItem(lang.L("Rounds (team Swiss)"), f.rounds),
		widget.NewFormItem(lang.L("Boards per match"), f.boards),
	)
	scoring := widget.NewForm(
		widget.NewFormItem(lang.L("Primary score"), f.primary),
		widget.NewFormItem(lang.L("Match points: win, draw, loss"), container.NewGridWithColumns(3, f.win, f.draw, f.loss)),
		widget.NewFormItem(lang.L("Tie-break preset"), f.preset),
		widget.NewFormItem(lang.L("Tie-breaks"), f.tieBreaks),
		widget.NewFormItem(lang.L("Opponent of a team that does not come, points"), f.noShow),
		widget.NewFormItem(lang.L("Team bye, points"), f.bye),
		widget.NewFormItem(lang.L("Fewest players admitted to a round"), f.minPlayers),
	)
	rules := widget.NewForm(
		widget.NewFormItem(lang.L("Boys and girls at most"), container.NewGridWithColumns(2, f.boys, f.girls)),
		widget.NewFormItem(lang.L("Born in years"), container.NewGridWithColumns(2, f.bornFrom, f.bornTo)),
		widget.NewFormItem("", f.oneClub),
		widget.NewFormItem(lang.L("Next stage of (tournament no.), qualification, places"),
			container.NewGridWithColumns(3, f.stageFrom, f.stageQualify, f.stagePlaces)),
	)
	for _, it := range f.club.items() {
		rules.AppendItem(it)
	}
	return container.NewVBox(container.NewGridWithColumns(2, event, scoring),
		widget.NewLabelWithStyle(lang.L("Team composition (a team outside it is kept only when confirmed)"),
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		rules)
}

// read converts the form into the tournament and the team options.
func (f *teamForm) read() (model.Tournament, teams.Options, error) {
	t := model.Tournament{Name: strings.TrimSpace(f.name.Text), Venue: strings.TrimSpace(f.venue.Text),
		System: teamSystemValues[max(0, f.system.SelectedIndex())]}
	o := teams.Options{Primary: teamPrimaryValues[max(0, f.primary.SelectedIndex())], TieBreaks: f.tieBreakList()}
	var err error
	if t.StartDate, err = model.ParseDate(f.startDate.Text); err != nil {
		return t, o, err
	}
	if t.EndDate, err = model.ParseDate(f.endDate.Text); err != nil {
		return t, o, err
	}
	var mp [3]int
	for _, x := range []struct {
		e     *kit.TextEntry
		n     *int
		field string
	}{{f.rounds, &t.Rounds, lang.L("Rounds (team Swiss)")}, {f.boards, &o.Boards, lang.L("Boards per match")},
		{f.win, &mp[0], lang.L("Match points: win, draw, loss")}, {f.draw, &mp[1], lang.L("Match points: win, draw, loss")},
		{f.loss, &mp[2], lang.L("Match points: win, draw, loss")}, {f.minPlayers, &o.MinPlayers, lang.L("Fewest players admitted to a round")},
		{f.boys, &o.Rules.Boys, lang.L("Boys and girls at most")}, {f.girls, &o.Rules.Girls, lang.L("Boys and girls at most")},
		{f.bornFrom, &t.Admission.BornFrom, lang.L("Born in years")}, {f.bornTo, &t.Admission.BornTo, lang.L("Born in years")}} {
		if *x.n, err = panel.IntField(x.e.Text, x.field); err != nil {
			return t, o, err
		}
	}
	o.MatchPoints = &mp
	if o.NoShowGP, err = halfField(f.noShow.Text, lang.L("Opponent of a team that does not come, points")); err != nil {
		return t, o, err
	}
	if o.ByeGP, err = halfField(f.bye.Text, lang.L("Team bye, points")); err != nil {
		return t, o, err
	}
	o.Rules.OneClub = f.oneClub.Checked
	if err := f.club.read(&o.Rules); err != nil {
		return t, o, err
	}
	t.Stage.From, t.Stage.Qualify = strings.TrimSpace(f.stageFrom.Text), strings.TrimSpace(f.stageQualify.Text)
	if t.Stage.Places, err = panel.IntField(f.stagePlaces.Text, lang.L("Stage places")); err != nil {
		return t, o, err
	}
	if t.System != teams.SystemSwiss {
		t.Rounds = 0
	}
	return t, o, nil
}

// halfField reads points such as "3.5" or "3,5" as half-points; empty is
// the default (-1).
func halfField(text, field string) (int, error) {
	s := strings.Replace(strings.TrimSpace(text), ",", ".", 1)
	if s == "" {
		return -1, nil
	}
	whole, half := s, false
	if strings.HasSuffix(s, ".5") {
		whole, half = strings.TrimSuffix(s, ".5"), true
	} else {
		whole = strings.TrimSuffix(s, ".0")
	}
	n, err := strconv.Atoi(whole)
	if err != nil || n < 0 {
		return 0, model.Errorf(model.Invalid, "form", model.Msg("The field «%s»: a number of points, e.g. 3.5.", field), err)
	}
	h := 2 * n
	if half {
		h++
	}
	return h, nil
}

// teamSettingsDialog is the team form in its dialog, for a new team
// tournament or a stored one.
type teamSettingsDialog struct {
	*panel.Ctx
	teamForm   *teamForm
	teamDialog *kit.EditDialog
}

// newTeamTournament is the Team tournament button.
type newTeamTournament struct{ teamSettingsDialog }

// NewCreate makes the Team tournament button: a new team tournament.
func NewCreate(c *panel.Ctx) panel.Action { return &newTeamTournament{teamSettingsDialog{Ctx: c}} }

// teamSettings is the Settings button on a team tournament.
type teamSettings struct{ teamSettingsDialog }

// NewSettings makes the Settings button's team form for the open team
// tournament.
func NewSettings(c *panel.Ctx) panel.Action { return &teamSettings{teamSettingsDialog{Ctx: c}} }

func (s *teamSettings) Tapped() { s.onEditTeamTapped() }

func (s *newTeamTournament) Tapped() {
	s.openTeamForm(lang.L("New team tournament"), newTeamForm(s.Svc.Today()), model.Tournament{})
}

// onEditTeamTapped opens the team form on the current team tournament's
// settings (Налаштування); model/teams refuses what the played rounds fix.
func (s *teamSettingsDialog) onEditTeamTapped() {
	svc := s.Svc.Teams
	if s.Current.ID == 0 {
		return
	}
	ctx := context.Background()
	t, err := s.Svc.Tournaments.GetTournament(ctx, s.Current.ID)
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	_, set, err := svc.Teams(ctx, t.ID)
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	f := newTeamForm(s.Svc.Today())
	f.set(t, set)
	s.openTeamForm(lang.L("Team tournament settings"), f, t)
}

// openTeamForm shows the team form; saving creates the tournament (old.ID
// 0) or updates old, and the dialog stays open on an error.
func (s *teamSettingsDialog) openTeamForm(title string, f *teamForm, old model.Tournament) {
	var d *kit.EditDialog
	d = kit.NewEditDialog(s.Win, title, f.content(), 1100, func() {
		t, o, err := f.read()
		if err != nil {
			kit.ShowError(s.Win, err)
			return
		}
		var got model.Tournament
		if old.ID == 0 {
			got, err = s.Svc.Teams.CreateTournament(context.Background(), t, o)
		} else {
			t.ID = old.ID
			got, err = s.Svc.Teams.UpdateTournament(context.Background(), t, o)
		}
		if err != nil {
			kit.ShowError(s.Win, err)
			return
		}
		d.Close()
		s.teamForm, s.teamDialog = nil, nil
		s.Current = got
		s.Reload()
		if w := teams.TieBreakWarning(got, o.TieBreaks); !w.IsZero() {
			kit.ShowMessage(s.Win, lang.L("Tie-breaks"), w.In(kit.GUILang()))
		}
	})
	s.teamForm, s.teamDialog = f, d
	s.Win.Canvas().Focus(f.name)
}

// set fills the form with a stored team tournament and its settings.
func (f *teamForm) set(t model.Tournament, set teams.Settings) {
	sc := set.Scoring
	f.name.SetText(t.Name)
	f.startDate.SetText(t.StartDate.Display())
	f.endDate.SetText(t.EndDate.Display())
	f.venue.SetText(t.Venue)
	if i := slices.Index(teamSystemValues, t.System); i >= 0 {
		f.system.SetSelectedIndex(i)
	}
	if t.System == teams.SystemSwiss {
		f.rounds.SetText(strconv.Itoa(t.Rounds))
	} else {
		f.rounds.SetText("")
	}
	f.boards.SetText(strconv.Itoa(sc.Boards))
	f.tieBreaks.SetText(strings.ReplaceAll(set.TieBreaks, ",", ", "))
	if p, ok := teams.PresetByKey(set.TieBreaks); ok {
		f.preset.SetSelected(teams.PresetName(p.Key, kit.GUILang())) // writes its codes
	}
	if sc.Primary == teams.ByGP {
		f.primary.SetSelectedIndex(1)
	} else {
		f.primary.SetSelectedIndex(0)
	}
	f.win.SetText(strconv.Itoa(sc.Win))
	f.draw.SetText(strconv.Itoa(sc.Draw))
	f.loss.SetText(strconv.Itoa(sc.Loss))
	// a value that is the default for the boards stays the default (shown
	// as the placeholder), so that it follows a change of the boards
	def := teams.DefaultScoring(sc.Boards)
	for _, x := range []struct {
		e     *kit.TextEntry
		v, dv int
		half  bool
	}{{f.noShow, sc.NoShowGP, def.NoShowGP, true}, {f.bye, sc.ByeGP, def.ByeGP, true}, {f.minPlayers, sc.MinPlayers, def.MinPlayers, false}} {
		text, dtext := strconv.Itoa(x.v), strconv.Itoa(x.dv)
		if x.half {
			text, dtext = teams.Decimal(x.v), teams.Decimal(x.dv)
		}
		x.e.SetPlaceHolder(defaultHint(dtext))
		if x.v == x.dv {
			text = ""
		}
		x.e.SetText(text)
	}
	for _, x := range []struct {
		e *kit.TextEntry
		n int
	}{{f.boys, set.Rules.Boys}, {f.girls, set.Rules.Girls}, {f.bornFrom, t.Admission.BornFrom}, {f.bornTo, t.Admission.BornTo}} {
		if x.n > 0 {
			x.e.SetText(strconv.Itoa(x.n))
		} else {
			x.e.SetText("")
		}
	}
	f.oneClub.SetChecked(set.Rules.OneClub)
	f.club.set(set.Rules)
	f.stageFrom.SetText(t.Stage.From)
	f.stageQualify.SetText(t.Stage.Qualify)
	f.stagePlaces.SetText("")
	if t.Stage.Places > 0 {
		f.stagePlaces.SetText(strconv.Itoa(t.Stage.Places))
	}
}

// defaultHint is the placeholder of a field left at its default value.
func defaultHint(v string) string {
	return lang.L("default {{.V}}", map[string]string{"V": v})
}
