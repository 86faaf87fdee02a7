package tournament

import (
	"arbiter/model/fide"
	"context"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/model/teams"
	"arbiter/model/tournaments"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// tournamentForm holds one field per setting of a tournament (docs/product.md
// workflow 1). The Service validates; the form converts.
type tournamentForm struct {
	t model.Tournament // the record being edited (ID 0: new)

	name, startDate, endDate, venue, timeControl *kit.TextEntry
	kind, system, level, cup, seasonSel          *widget.Select
	rounds                                       *kit.TextEntry
	ratingUsed, edition, initialColour           *widget.Select
	swissSystem, acceleration                    *widget.Select // a Swiss: Dutch or Burstein, Baku acceleration
	preset                                       *widget.Select
	tieBreaks                                    *kit.TextEntry
	subStandings                                 *widget.CheckGroup
	sameClubRounds, knockoutFormat               *kit.TextEntry
	scoring, byePoints                           *widget.SelectEntry // point system and the bye's value (model/tournaments/tournament_scoring.go)
	noSwap                                       *widget.Check       // double round robin: Berger order kept
	stageFrom, stageQualify, stagePlaces         *kit.TextEntry      // next stage of (stages: model/stages)
	moreSubs                                     *kit.TextEntry      // sub-standings keys beyond the boxes: b2001, girls+b1999-2000
	bornFrom, bornTo, minRating, maxRating       *kit.TextEntry
	minTitle                                     *widget.Select
	// beyond birth year, rating and razryad: gender, citizenship, the girls' threshold, either/or, the
	// highest title, thresholds by birth year
	admGender, maxTitle, orTitle          *widget.Select
	citizenship, girlsRating, yearRatings *kit.TextEntry
	ratingList                            *kit.TextEntry
	girls                                 girlsAdmission    // form_girls.go
	extra                                 fyne.CanvasObject // the timetable button (schedule.go)
	chess960                              *widget.Check     // the Chess960 mark (chess960Check)

	seasons []model.Season
}

var (
	kindValues    = []model.TournamentKind{model.Classical, model.Rapid, model.Blitz}
	systemValues  = []string{model.SystemSwissDutch, model.SystemRoundRobin, model.SystemDoubleRoundRobin, model.SystemKnockout}
	swissValues   = []string{model.SwissDutch, model.SwissBurstein}
	accelValues   = []string{"", model.AccelerationBaku}
	cupValues     = []seasons.Cup{seasons.CupNone, seasons.CupGold, seasons.CupSilver}
	ratingValues  = []model.RatingUsed{model.RatingFIDE, model.RatingNational}
	editionValues = []string{"", "2024", "2026", "2009"}
	colourValues  = []string{"white", "black", model.ColourByLot}
	// subValues are the sub-standings the model knows (Tournament.SubStandings).
	subValues = []string{"boys", "girls", "u8", "u10", "u12", "u14", "u16", "u18", "u20", "unrated"}
)

func newTournamentForm(list []model.Season) *tournamentForm {
	f := &tournamentForm{seasons: list}
	f.name, f.startDate, f.endDate = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.startDate.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.endDate.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.venue, f.timeControl, f.rounds = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.timeControl.SetPlaceHolder("90' + 30\"")
	f.kind = kit.NewSelect(kit.LabelsOf(kindValues, kit.KindLabel), nil)
	f.system = kit.NewSelect(kit.LabelsOf(systemValues, kit.SystemLabel), f.onSystemChanged)
	f.level = kit.NewSelect(kit.LabelsOf(append([]seasons.Level{""}, seasons.Levels...), kit.LevelLabel), nil)
	f.cup = kit.NewSelect(kit.LabelsOf(cupValues, kit.CupLabel), nil)
	f.seasonSel = kit.NewSelect(seasonNames(list), nil)
	f.ratingUsed = kit.NewSelect(kit.LabelsOf(ratingValues, kit.RatingLabel), nil)
	f.edition = kit.NewSelect(kit.LabelsOf(editionValues, kit.EditionLabel), nil)
	f.initialColour = kit.NewSelect(kit.LabelsOf(colourValues, kit.ColourLabel), nil)
	f.swissSystem = kit.NewSelect(kit.LabelsOf(swissValues, kit.SwissLabel), nil)
	f.acceleration = kit.NewSelect(kit.LabelsOf(accelValues, kit.AccelLabel), nil)
	f.tieBreaks = kit.NewTextEntry()
	f.tieBreaks.SetPlaceHolder("BH, WIN, DE")
	f.preset = kit.NewSelect(presetNames(), f.onPresetSelected)
	f.preset.PlaceHolder = lang.L("Choose a preset…")
	f.subStandings = widget.NewCheckGroup(kit.LabelsOf(subValues, kit.SubLabel), nil)
	f.subStandings.Horizontal = true
	f.moreSubs = kit.NewTextEntry()
	f.moreSubs.SetPlaceHolder("b2001, girls+b1999-2000")
	f.sameClubRounds, f.knockoutFormat = kit.NewTextEntry(), kit.NewTextEntry()
	f.scoring = widget.NewSelectEntry([]string{"1-0.5-0", model.ScoringFootball})
	f.scoring.SetPlaceHolder("1-0.5-0")
	f.byePoints = widget.NewSelectEntry(byeLabels())
	f.byePoints.SetPlaceHolder(lang.L("a win"))
	f.noSwap = widget.NewCheck(lang.L("keep the Berger order (the last two rounds of the first cycle not exchanged)"), nil)
	f.knockoutFormat.SetPlaceHolder("2+2+A")
	f.bornFrom, f.bornTo = kit.NewTextEntry(), kit.NewTextEntry()
	f.minRating, f.maxRating = kit.NewTextEntry(), kit.NewTextEntry()
	f.bornFrom.SetPlaceHolder(lang.L("year"))
	f.bornTo.SetPlaceHolder(lang.L("year"))
	f.minTitle = kit.NewSelect(kit.TitleLabels(), nil)
	f.stageFrom, f.stageQualify, f.stagePlaces = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.stageFrom.SetPlaceHolder("1,2")
	f.stageQualify.SetPlaceHolder("top:8; top:5=3,6=2; score:5+rating:1900")
	f.admGender = kit.NewSelect([]string{lang.L("anyone"), lang.L("women and girls"), lang.L("men and boys")}, nil)
	f.maxTitle, f.orTitle = kit.NewSelect(kit.TitleLabels(), nil), kit.NewSelect(kit.TitleLabels(), nil)
	f.citizenship, f.girlsRating, f.yearRatings = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.citizenship.SetPlaceHolder("UKR")
	f.yearRatings.SetPlaceHolder("2012-:1400, -2011:1800")
	f.ratingList = kit.NewTextEntry()
	f.girls = newGirlsAdmission()
	f.ratingList.SetPlaceHolder(lang.L("YYYY-MM"))
	return f
}

func seasonNames(ss []model.Season) []string {
	out := []string{lang.L("no season")}
	for _, s := range ss {
		out = append(out, strconv.Itoa(s.Year)+" "+s.Name)
	}
	return out
}

func presetNames() []string {
	out := make([]string, len(model.TieBreakPresets))
	for i, p := range model.TieBreakPresets {
		out[i] = model.TieBreakPresetName(p.Key, kit.GUILang())
	}
	return out
}

// onSystemChanged offers the usual list of the system (Academy for a
// Swiss, FIDE's for a round robin) unless the list was edited by hand,
// the choice of the last-two-rounds swap for a double round robin only, and
// a new knockout's first colours default to the lot of seed 004 §5.
func (f *tournamentForm) onSystemChanged(string) {
	if f.noSwap != nil {
		if systemValues[max(0, f.system.SelectedIndex())] == model.SystemDoubleRoundRobin {
			f.noSwap.Enable()
		} else {
			f.noSwap.Disable()
		}
	}
	if f.swissSystem != nil && f.acceleration != nil {
		// The Swiss system and the acceleration belong to a Swiss only.
		if systemValues[max(0, f.system.SelectedIndex())] == model.SystemSwissDutch {
			f.swissSystem.Enable()
			f.acceleration.Enable()
		} else {
			f.swissSystem.Disable()
			f.acceleration.Disable()
		}
	}
	if f.tieBreaks == nil || f.preset == nil {
		return
	}
	if f.t.ID == 0 && f.initialColour != nil { // a new knockout draws its colours by lot (seed 004 §5)
		switch {
		case systemValues[max(0, f.system.SelectedIndex())] == model.SystemKnockout:
			f.initialColour.SetSelectedIndex(slices.Index(colourValues, model.ColourByLot))
		case colourValues[max(0, f.initialColour.SelectedIndex())] == model.ColourByLot:
			f.initialColour.SetSelectedIndex(0)
		}
	}
	text := panel.NormaliseCodes(f.tieBreaks.Text)
	byHand := text != ""
	for _, p := range model.TieBreakPresets {
		if text == presetCodes(p) {
			byHand = false
		}
	}
	if byHand {
		return
	}
	key := "academy"
	switch systemValues[max(0, f.system.SelectedIndex())] {
	case model.SystemRoundRobin, model.SystemDoubleRoundRobin:
		key = "fide-rr"
	case model.SystemKnockout:
		f.preset.ClearSelected()
		f.tieBreaks.SetText("")
		return
	}
	if p, ok := model.TieBreakPresetByKey(key); ok {
		f.preset.SetSelected(model.TieBreakPresetName(p.Key, kit.GUILang()))
	}
}

// presetCodes is a preset's list as the form writes it: "BH,WIN,DE".
func presetCodes(p model.TieBreakPreset) string {
	codes := make([]string, len(p.List))
	for i, sp := range p.List {
		codes[i] = sp.String()
	}
	return strings.Join(codes, ",")
}

// onPresetSelected writes the preset's codes into the hand-editable list.
func (f *tournamentForm) onPresetSelected(name string) {
	for _, p := range model.TieBreakPresets {
		if model.TieBreakPresetName(p.Key, kit.GUILang()) == name {
			f.tieBreaks.SetText(strings.ReplaceAll(presetCodes(p), ",", ", "))
		}
	}
}

func (f *tournamentForm) content() fyne.CanvasObject {
	event := widget.NewForm(
		widget.NewFormItem(lang.L("Name"), f.name),
		widget.NewFormItem(lang.L("Start date"), f.startDate),
		widget.NewFormItem(lang.L("End date"), f.endDate),
		widget.NewFormItem(lang.L("Venue"), f.venue),
		widget.NewFormItem(lang.L("Time control"), f.timeControl),
		widget.NewFormItem(lang.L("Kind"), f.kind),
		widget.NewFormItem(lang.L("Season"), f.seasonSel),
		widget.NewFormItem(lang.L("Cup"), f.cup),
		widget.NewFormItem(lang.L("Norm level"), f.level),
	)
	play := widget.NewForm(
		widget.NewFormItem(lang.L("System"), f.system),
		widget.NewFormItem(lang.L("Swiss system"), f.swissSystem),
		widget.NewFormItem(lang.L("Acceleration"), f.acceleration),
		widget.NewFormItem(lang.L("Rounds"), f.rounds),
		widget.NewFormItem(lang.L("Knockout matches"), f.knockoutFormat),
		widget.NewFormItem(lang.L("Rating used"), f.ratingUsed),
		widget.NewFormItem(lang.L("Rules edition"), f.edition),
		widget.NewFormItem(lang.L("Tie-break preset"), f.preset),
		widget.NewFormItem(lang.L("Tie-breaks"), f.tieBreaks),
		widget.NewFormItem(lang.L("First player's colour"), f.initialColour),
		widget.NewFormItem(lang.L("Same club apart, rounds"), f.sameClubRounds),
		widget.NewFormItem(lang.L("Points: win-draw-loss"), f.scoring),
		widget.NewFormItem(lang.L("Pairing-allocated bye is worth"), f.byePoints),
		widget.NewFormItem(lang.L("Double round robin"), f.noSwap),
	)
	admission := widget.NewForm(
		widget.NewFormItem(lang.L("Born in years"), container.NewGridWithColumns(2, f.bornFrom, f.bornTo)),
		widget.NewFormItem(lang.L("Rating from–to"), container.NewGridWithColumns(2, f.minRating, f.maxRating)),
		widget.NewFormItem(lang.L("Title or razryad at least"), f.minTitle),
		widget.NewFormItem(lang.L("Next stage of (tournament no.), qualification, places"),
			container.NewGridWithColumns(3, f.stageFrom, f.stageQualify, f.stagePlaces)),
	)
	more := widget.NewForm(
		widget.NewFormItem(lang.L("Gender, citizenship"), container.NewGridWithColumns(2, f.admGender, f.citizenship)),
		widget.NewFormItem(lang.L("Girls' rating at least; or title"), container.NewGridWithColumns(2, f.girlsRating, f.orTitle)),
		widget.NewFormItem(lang.L("Title at most; rating by birth year"), container.NewGridWithColumns(2, f.maxTitle, f.yearRatings)),
		f.girls.item(),
		widget.NewFormItem(lang.L("Rating of the list"), f.ratingList),
	)
	subs := widget.NewForm(widget.NewFormItem(lang.L("Sub-standings"), container.NewHScroll(f.subStandings)), // scrolls rather than widen the dialog past 1366 pixels
		widget.NewFormItem(lang.L("Other sub-standings (keys)"), f.moreSubs))
	box := container.NewVBox(container.NewGridWithColumns(2, event, play),
		widget.NewLabelWithStyle(lang.L("Admission (a player outside it is registered only when confirmed)"),
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewGridWithColumns(2, admission, more), subs)
	if f.extra != nil { // at the top: always in view, whatever the dialog's scroll
		box.Objects = append([]fyne.CanvasObject{f.extra}, box.Objects...)
	}
	return box
}

// set fills the form from t; zero values show the model's defaults.
func (f *tournamentForm) set(t model.Tournament) {
	f.t = t
	f.name.SetText(t.Name)
	f.startDate.SetText(dateText(t.StartDate))
	f.endDate.SetText(dateText(t.EndDate))
	f.venue.SetText(t.Venue)
	f.timeControl.SetText(t.TimeControl)
	f.kind.SetSelectedIndex(max(0, slices.Index(kindValues, t.Kind)))
	f.system.SetSelectedIndex(max(0, slices.Index(systemValues, t.System)))
	f.swissSystem.SetSelectedIndex(max(0, slices.Index(swissValues, t.SwissSystem)))
	f.acceleration.SetSelectedIndex(max(0, slices.Index(accelValues, t.Acceleration)))
	f.level.SetSelectedIndex(max(0, slices.Index(append([]seasons.Level{""}, seasons.Levels...), t.Level)))
	f.cup.SetSelectedIndex(max(0, slices.Index(cupValues, t.Cup)))
	f.seasonSel.SetSelectedIndex(0)
	for i, s := range f.seasons {
		if s.ID == t.SeasonID && t.SeasonID != 0 {
			f.seasonSel.SetSelectedIndex(i + 1)
		}
	}
	if t.Rounds > 0 {
		f.rounds.SetText(strconv.Itoa(t.Rounds))
	}
	f.ratingUsed.SetSelectedIndex(max(0, slices.Index(ratingValues, t.RatingUsed)))
	f.edition.SetSelectedIndex(max(0, slices.Index(editionValues, t.Edition)))
	f.initialColour.SetSelectedIndex(max(0, slices.Index(colourValues, t.InitialColour)))
	f.tieBreaks.SetText(t.TieBreaks)
	var subs, more []string
	for _, k := range tournaments.SubStandingKeys(t.SubStandings) {
		if i := slices.Index(subValues, k); i >= 0 {
			subs = append(subs, kit.SubLabel(subValues[i]))
		} else {
			more = append(more, k)
		}
	}
	f.subStandings.SetSelected(subs)
	f.moreSubs.SetText(strings.Join(more, ", "))
	if t.SameClubRounds > 0 {
		f.sameClubRounds.SetText(strconv.Itoa(t.SameClubRounds))
	}
	f.knockoutFormat.SetText(t.Knockout)
	f.scoring.SetText(t.Scoring)
	f.byePoints.SetText(byeLabel(t.ByePoints))
	f.noSwap.SetChecked(t.NoSwap)
	f.stageFrom.SetText(t.Stage.From)
	f.stageQualify.SetText(t.Stage.Qualify)
	f.stagePlaces.SetText("")
	if t.Stage.Places > 0 {
		f.stagePlaces.SetText(strconv.Itoa(t.Stage.Places))
	}
	a := t.Admission
	for _, x := range []struct {
		e *kit.TextEntry
		n int
	}{{f.bornFrom, a.BornFrom}, {f.bornTo, a.BornTo}, {f.minRating, a.MinRating}, {f.maxRating, a.MaxRating}} {
		if x.n != 0 {
			x.e.SetText(strconv.Itoa(x.n))
		}
	}
	f.minTitle.SetSelected(kit.TitleLabel(a.MinTitle))
	f.admGender.SetSelectedIndex(0)
	switch a.Gender {
	case model.Female:
		f.admGender.SetSelectedIndex(1)
	case model.Male:
		f.admGender.SetSelectedIndex(2)
	}
	f.citizenship.SetText(a.Citizenship)
	f.girlsRating.SetText("")
	if a.MinRatingGirls != 0 {
		f.girlsRating.SetText(strconv.Itoa(a.MinRatingGirls))
	}
	f.maxTitle.SetSelected(kit.TitleLabel(a.MaxTitle))
	f.orTitle.SetSelected(kit.TitleLabel(a.OrTitle))
	f.yearRatings.SetText(a.YearRatings)
	f.ratingList.SetText(a.RatingList)
	f.girls.set(a)
}

func dateText(d model.Date) string {
	if d.IsZero() {
		return ""
	}
	return d.Display()
}

// tournament reads the form; only dates and numbers are checked here.
func (f *tournamentForm) tournament() (model.Tournament, error) {
	t := f.t
	var err error
	if t.StartDate, err = model.ParseDate(f.startDate.Text); err != nil {
		return t, err
	}
	if t.EndDate, err = model.ParseDate(f.endDate.Text); err != nil {
		return t, err
	}
	if t.Rounds, err = panel.IntField(f.rounds.Text, lang.L("Rounds")); err != nil {
		return t, err
	}
	if t.SameClubRounds, err = panel.IntField(f.sameClubRounds.Text, lang.L("Same club apart, rounds")); err != nil {
		return t, err
	}
	t.Name = strings.TrimSpace(f.name.Text)
	t.Venue = strings.TrimSpace(f.venue.Text)
	t.TimeControl = strings.TrimSpace(f.timeControl.Text)
	t.Kind = kindValues[max(0, f.kind.SelectedIndex())]
	t.System = systemValues[max(0, f.system.SelectedIndex())]
	t.SwissSystem, t.Acceleration = model.SwissDutch, ""
	if t.System == model.SystemSwissDutch {
		// Only a Swiss has a Swiss system and an acceleration.
		t.SwissSystem = swissValues[max(0, f.swissSystem.SelectedIndex())]
		t.Acceleration = accelValues[max(0, f.acceleration.SelectedIndex())]
	}
	t.Level = append([]seasons.Level{""}, seasons.Levels...)[max(0, f.level.SelectedIndex())]
	t.Cup = cupValues[max(0, f.cup.SelectedIndex())]
	t.SeasonID = 0
	if i := f.seasonSel.SelectedIndex(); i > 0 {
		t.SeasonID = f.seasons[i-1].ID
	}
	t.RatingUsed = ratingValues[max(0, f.ratingUsed.SelectedIndex())]
	t.Edition = editionValues[max(0, f.edition.SelectedIndex())]
	t.InitialColour = colourValues[max(0, f.initialColour.SelectedIndex())]
	if t.InitialColour == model.ColourByLot && t.ColourSeed == 0 {
		t.ColourSeed = panel.LotSeed() // a new lot: shown on the bracket tab and printed
	}
	t.TieBreaks = panel.NormaliseCodes(f.tieBreaks.Text)
	var subs []string
	for _, label := range f.subStandings.Selected {
		for _, k := range subValues {
			if kit.SubLabel(k) == label {
				subs = append(subs, k)
			}
		}
	}
	subs = append(subs, tournaments.SubStandingKeys(f.moreSubs.Text)...)
	t.SubStandings = strings.Join(subs, ",")
	t.Knockout = strings.TrimSpace(f.knockoutFormat.Text)
	t.Scoring = strings.TrimSpace(f.scoring.Text)
	t.ByePoints = byeValue(f.byePoints.Text)
	t.NoSwap = f.noSwap.Checked
	t.Stage.From, t.Stage.Qualify = strings.TrimSpace(f.stageFrom.Text), strings.TrimSpace(f.stageQualify.Text)
	if t.Stage.Places, err = panel.IntField(f.stagePlaces.Text, lang.L("Stage places")); err != nil {
		return t, err
	}
	return t, f.admission(&t.Admission)
}

// admission reads the admission rules; empty fields do not restrict.
func (f *tournamentForm) admission(a *model.Admission) (err error) {
	for _, x := range []struct {
		e     *kit.TextEntry
		n     *int
		field string
	}{{f.bornFrom, &a.BornFrom, lang.L("Born in years")}, {f.bornTo, &a.BornTo, lang.L("Born in years")},
		{f.minRating, &a.MinRating, lang.L("Rating from–to")}, {f.maxRating, &a.MaxRating, lang.L("Rating from–to")}} {
		if *x.n, err = panel.IntField(x.e.Text, x.field); err != nil {
			return err
		}
	}
	a.MinTitle = kit.TitleValue(f.minTitle.Selected)
	if a.MinRatingGirls, err = panel.IntField(f.girlsRating.Text, lang.L("Girls' rating at least; or title")); err != nil {
		return err
	}
	a.Gender = [...]model.Gender{"", model.Female, model.Male}[max(0, f.admGender.SelectedIndex())]
	a.Citizenship = strings.TrimSpace(f.citizenship.Text)
	a.MaxTitle, a.OrTitle = kit.TitleValue(f.maxTitle.Selected), kit.TitleValue(f.orTitle.Selected)
	a.YearRatings = strings.TrimSpace(f.yearRatings.Text)
	a.RatingList = strings.TrimSpace(f.ratingList.Text)
	f.girls.read(a)
	return nil
}

// settingsDialog is the settings dialog of an individual tournament, new
// or stored; it stays open until saved or cancelled.
type settingsDialog struct {
	*Ctx
	form   *tournamentForm
	dialog *kit.EditDialog
}

// newTournament is the New tournament button.
type newTournament struct{ settingsDialog }

func (s *newTournament) Tapped() {
	s.openForm(lang.L("New tournament"), model.Tournament{Venue: model.DefaultVenue,
		StartDate: s.Svc.Today(), Kind: model.Classical, System: model.SystemSwissDutch, Rounds: 5,
		Cup: seasons.CupNone})
	s.form.onSystemChanged("")
}

// tournamentSettings is the Settings button: the settings of the open
// tournament, in the team form for a team tournament (ui/team).
type tournamentSettings struct {
	*Ctx
	settingsDialog
	team Action // the team form's Settings (nil: no team tournaments)
}

func (s *tournamentSettings) Tapped() {
	switch {
	case s.Current.ID == 0:
	case teams.IsTeamSystem(s.Current.System):
		if s.team != nil {
			s.team.Tapped()
		}
	default:
		s.openForm(lang.L("Tournament settings"), s.Current)
	}
}

// openForm shows the settings dialog; it stays open until saved or cancelled.
func (s *settingsDialog) openForm(title string, t model.Tournament) {
	list, err := s.Svc.Seasons.List(context.Background())
	if err != nil {
		list = nil // a store without seasons: the tournament stays outside any
	}
	s.form = newTournamentForm(list)
	s.form.set(t)
	s.form.chess960 = s.chess960Check(t)                                   // chess960Check below
	s.form.extra = container.NewHBox(s.scheduleButton(t), s.form.chess960) // schedule.go
	s.dialog = kit.NewEditDialog(s.Win, title, s.form.content(), 1000, s.onSaveTapped)
	s.Win.Canvas().Focus(s.form.name)
}

func (s *settingsDialog) onSaveTapped() {
	t, err := s.form.tournament()
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	if !s.chess960Allowed(t) {
		return
	}
	ctx := context.Background()
	save := func(ack fide.Ack) (err error) {
		if t.ID == 0 {
			t, err = s.Svc.Tournaments.CreateTournament(ctx, t)
		} else { // the warnings of a change after the start ask in dialogs (fide_mode.go)
			t, err = s.Svc.FIDE.UpdateTournament(ctx, t, ack)
		}
		if err == nil {
			err = s.saveChess960(ctx, t)
		}
		return err
	}
	panel.FIDEAction(s.Win, save, func() {
		s.dialog.Close()
		s.form, s.dialog = nil, nil
		s.Current = t
		s.Reload()
		panel.ShowShownWarnings(s.Win, s.Ctx.Ctx, t.ID)
	})
}

// byeValues are the bye's values the form offers by name; any other
// number of points can be typed.
var byeValues = []string{model.ByeWin, model.ByeDraw, model.ByeZero}

func byeLabels() []string { return kit.LabelsOf(byeValues, byeLabel) }

// byeLabel names a value of Tournament.ByePoints: «перемога», «нічия», «0».
func byeLabel(v string) string {
	switch v {
	case model.ByeWin:
		return lang.L("a win")
	case model.ByeDraw:
		return lang.L("a draw")
	}
	return v
}

// byeValue reads the field back: a name, or the points as typed (the
// Service checks them).
func byeValue(text string) string {
	text = strings.TrimSpace(text)
	for _, v := range byeValues {
		if text == byeLabel(v) {
			return v
		}
	}
	return text
}

// chess960Check is the «Chess960» mark of the settings dialog: it changes
// until round 1 is paired.
func (s *Ctx) chess960Check(t model.Tournament) *widget.Check {
	c := widget.NewCheck(lang.L("Chess960 (Fischer Random)"), nil)
	if t.ID == 0 {
		return c
	}
	ctx := context.Background()
	if ch, err := s.Svc.Chess960().Get(ctx, t.ID); err == nil {
		c.SetChecked(ch.On)
	}
	if st, err := s.Svc.Tournaments.State(ctx, t.ID); err != nil || st.Paired > 0 {
		c.Disable()
	}
	return c
}

// chess960Allowed refuses, before anything is saved, the mark for a system
// that keeps no positions (a knockout).
func (s *settingsDialog) chess960Allowed(t model.Tournament) bool {
	if s.form.chess960 == nil || !s.form.chess960.Checked || model.Chess960System(t.System) {
		return true
	}
	kit.ShowError(s.Win, model.Errorf(model.Unsupported, "MarkChess960",
		model.Msg("Chess960 positions are kept for Swiss and round-robin tournaments, not for a knockout or a team tournament."), nil))
	return false
}

// saveChess960 stores the mark of the settings dialog for t, just saved,
// when it changed.
func (s *settingsDialog) saveChess960(ctx context.Context, t model.Tournament) error {
	if s.form.chess960 == nil || s.form.chess960.Disabled() {
		return nil
	}
	c, err := s.Svc.Chess960().Get(ctx, t.ID)
	if err != nil || c.On == s.form.chess960.Checked {
		return err
	}
	return s.Svc.Chess960().Mark(ctx, t.ID, s.form.chess960.Checked)
}
