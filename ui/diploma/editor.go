package diploma

import (
	"context"

	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/diplomas"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// TournamentTemplate is the template t prints with; the default when the
// data file keeps none.
func TournamentTemplate(ctx context.Context, svc *datafile.Services, t model.Tournament) (diplomas.Template, error) {
	tpl, _, err := svc.Diplomas.ForTournament(ctx, t)
	return tpl, err
}

// SeasonTemplate is the template a season's diplomas print with.
func SeasonTemplate(ctx context.Context, svc *datafile.Services, id model.SeasonID) (diplomas.Template, error) {
	tpl, _, err := svc.Diplomas.ForSeason(ctx, id)
	return tpl, err
}

// Editor is the editor's window content for one owner.
type Editor struct {
	svc     *datafile.Services
	tpls    *diplomas.Service
	win     fyne.Window
	printer kit.Printer
	bg      kit.Worker
	owner   diplomas.Owner
	name    string           // the owner's name, in the title and the printout's file name
	sample  model.Tournament // the event the calibration page's sample texts come from
	load    func(context.Context) (diplomas.Template, diplomas.Source, error)
	dlg     *dialog.CustomDialog

	source                       *widget.Label
	org, city, awarded           *widget.Entry
	degrees                      [3]*widget.Entry
	roles, names                 [2]*widget.Entry
	emblem                       []byte
	emblemImg                    *canvas.Image
	emblemInfo                   *widget.Label
	chooseEmblem, removeEmblem   *widget.Button
	blank                        *widget.Check
	offX, offY                   map[diplomas.Field]*widget.Entry
	save, reset, calibrate, test *widget.Button
	status                       *widget.Label
}

// NewTournamentEditor edits tournament t's template; it runs its work as
// bg does (inline in tests).
func NewTournamentEditor(svc *datafile.Services, win fyne.Window, pr kit.Printer, bg kit.Worker, t model.Tournament) *Editor {
	e := &Editor{svc: svc, tpls: svc.Diplomas, win: win, printer: pr, bg: bg,
		owner: diplomas.TournamentOwner(t.ID), name: t.Name, sample: t}
	e.load = func(ctx context.Context) (diplomas.Template, diplomas.Source, error) {
		return e.tpls.ForTournament(ctx, t)
	}
	return e
}

// NewSeasonEditor edits season se's template (last: the day of its last
// tournament, the sample diploma's date); it runs its work as bg does.
func NewSeasonEditor(svc *datafile.Services, win fyne.Window, pr kit.Printer, bg kit.Worker, se model.Season, last model.Date) *Editor {
	e := &Editor{svc: svc, tpls: svc.Diplomas, win: win, printer: pr, bg: bg,
		owner: diplomas.SeasonOwner(se.ID), name: se.Name, sample: model.Tournament{Name: se.Name, StartDate: last}}
	e.load = func(ctx context.Context) (diplomas.Template, diplomas.Source, error) {
		return e.tpls.ForSeason(ctx, se.ID)
	}
	return e
}

// Show opens the editor over the window; without a template store (a
// data file of an older program) it says so.
func (e *Editor) Show() {
	if e.tpls == nil {
		kit.ShowMessage(e.win, lang.L("Diploma template"), lang.L("This data file keeps no diploma templates."))
		return
	}
	e.dlg = dialog.NewCustom(lang.L("Diploma template: {{.Name}}", map[string]string{"Name": e.name}), lang.L("Close"), e.buildUI(), e.win)
	e.dlg.Resize(fyne.NewSize(1000, 700))
	e.dlg.Show()
	e.reload()
}

func entry(placeholder string) *widget.Entry {
	en := widget.NewEntry()
	en.SetPlaceHolder(placeholder)
	return en
}

func (e *Editor) buildUI() fyne.CanvasObject {
	e.source = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	// the placeholders are the default wording (model/diplomas.Academy2010),
	// in the interface language as the printout gives it (pdf.DiplomaEvent.Lang)
	l := kit.GUILang()
	e.org, e.city, e.awarded = entry(l.Tr("Ukrainian Chess Academy")), entry(l.Tr("Kyiv")), entry(l.Tr("is awarded to"))
	for i := range e.degrees {
		e.degrees[i] = entry(l.Tr("Diploma of the %s degree", []string{"I", "II", "III"}[i]))
	}
	for i := range e.roles {
		e.roles[i] = entry([]string{l.Tr("Tournament director"), l.Tr("Chief arbiter")}[i])
		e.names[i] = entry(lang.L("Surname and initials"))
	}
	e.emblemImg = canvas.NewImageFromResource(nil)
	e.emblemImg.FillMode = canvas.ImageFillContain
	e.emblemImg.SetMinSize(fyne.NewSize(72, 72))
	e.emblemInfo = widget.NewLabel("")
	e.chooseEmblem = widget.NewButtonWithIcon(lang.L("Choose emblem…"), theme.FolderOpenIcon(), e.onChooseEmblem)
	e.removeEmblem = widget.NewButtonWithIcon(lang.L("Remove emblem"), theme.DeleteIcon(), func() { e.setEmblem(nil) })
	e.blank = widget.NewCheck(lang.L("Text only, for pre-printed blanks"), func(bool) { e.enable() })
	e.offX, e.offY = map[diplomas.Field]*widget.Entry{}, map[diplomas.Field]*widget.Entry{}
	offsets := container.NewGridWithColumns(3, widget.NewLabelWithStyle(lang.L("Field"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("Right, mm"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("Down, mm"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, f := range diplomas.Fields {
		e.offX[f], e.offY[f] = entry("0"), entry("0")
		offsets.Add(widget.NewLabel(fieldName(f)))
		offsets.Add(e.offX[f])
		offsets.Add(e.offY[f])
	}
	e.save = widget.NewButtonWithIcon(lang.L("Save template"), theme.DocumentSaveIcon(), e.onSave)
	e.save.Importance = widget.HighImportance
	e.reset = widget.NewButtonWithIcon(lang.L("Use the default"), theme.ContentUndoIcon(), e.onReset)
	e.calibrate = widget.NewButtonWithIcon(lang.L("Print calibration page"), theme.DocumentPrintIcon(), e.onCalibrate)
	e.test = widget.NewButtonWithIcon(lang.L("Print a sample diploma"), theme.DocumentPrintIcon(), e.onSample)
	e.status = widget.NewLabel("")

	form := widget.NewForm(
		widget.NewFormItem(lang.L("Organisation"), e.org),
		widget.NewFormItem(lang.L("City"), e.city),
		widget.NewFormItem(lang.L("Degree I"), e.degrees[0]),
		widget.NewFormItem(lang.L("Degree II"), e.degrees[1]),
		widget.NewFormItem(lang.L("Degree III"), e.degrees[2]),
		widget.NewFormItem(lang.L("Before the name"), e.awarded),
		widget.NewFormItem(lang.L("Signature 1"), container.NewGridWithColumns(2, e.roles[0], e.names[0])),
		widget.NewFormItem(lang.L("Signature 2"), container.NewGridWithColumns(2, e.roles[1], e.names[1])),
	)
	emblem := container.NewBorder(nil, nil, e.emblemImg, nil,
		container.NewVBox(widget.NewLabelWithStyle(lang.L("Emblem (PNG or JPEG)"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			e.emblemInfo, container.NewHBox(e.chooseEmblem, e.removeEmblem)))
	blank := container.NewVBox(e.blank,
		widgetWrapped(lang.L("Prints only the name, the place or category, the event and the date, at the positions of a club's printed forms. Print the calibration page, lay it on a form against the light and enter how far each field must move.")),
		offsets, e.calibrate)
	left := container.NewVBox(form)
	right := container.NewVBox(emblem, widget.NewSeparator(), blank)
	buttons := container.NewHBox(e.save, e.reset, e.test)
	return container.NewBorder(e.source, container.NewVBox(buttons, e.status), nil, nil,
		container.NewVScroll(container.NewGridWithColumns(2, left, right)))
}

func widgetWrapped(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// fieldName is a blank field's name in the interface language.
func fieldName(f diplomas.Field) string {
	switch f {
	case diplomas.FieldName:
		return lang.L("Winner's name")
	case diplomas.FieldPlace:
		return lang.L("Place or category")
	case diplomas.FieldEvent:
		return lang.L("Event")
	}
	return lang.L("Date")
}

// reload reads the template off the UI thread and fills the form.
func (e *Editor) reload() {
	e.bg.Run(func() func() {
		tpl, src, err := e.load(context.Background())
		return func() {
			if err != nil {
				kit.ShowError(e.win, err)
				return
			}
			e.fill(tpl, src)
		}
	})
}

// fill shows tpl, saying where it comes from.
func (e *Editor) fill(tpl diplomas.Template, src diplomas.Source) {
	switch src {
	case diplomas.FromTournament, diplomas.FromSeason:
		if (src == diplomas.FromTournament) == (e.owner.Tournament > 0) {
			e.source.SetText(lang.L("Its own template."))
		} else {
			e.source.SetText(lang.L("The season's template; saving makes it the tournament's own."))
		}
	default:
		e.source.SetText(lang.L("The Academy's 2010 wording (the default); saving makes it its own."))
	}
	e.org.SetText(tpl.Organisation)
	e.city.SetText(tpl.City)
	e.awarded.SetText(tpl.Awarded)
	for i := range e.degrees {
		e.degrees[i].SetText(tpl.Degrees[i])
	}
	for i := range e.roles {
		var s diplomas.Signer
		if i < len(tpl.Signers) {
			s = tpl.Signers[i]
		}
		e.roles[i].SetText(s.Role)
		e.names[i].SetText(s.Name)
	}
	e.setEmblem(tpl.Emblem)
	e.blank.SetChecked(tpl.Blank)
	for _, f := range diplomas.Fields {
		o := tpl.Offsets[f]
		e.offX[f].SetText(mmEntry(o.X))
		e.offY[f].SetText(mmEntry(o.Y))
	}
	e.enable()
}

// mmEntry writes millimetres as the entries show them: "1,5", "" for 0.
func mmEntry(v float64) string {
	if v == 0 {
		return ""
	}
	return strings.Replace(strconv.FormatFloat(v, 'f', -1, 64), ".", ",", 1)
}

func (e *Editor) enable() {
	kit.SetEnabled(e.calibrate, e.blank.Checked)
	for _, f := range diplomas.Fields {
		if e.blank.Checked {
			e.offX[f].Enable()
			e.offY[f].Enable()
		} else {
			e.offX[f].Disable()
			e.offY[f].Disable()
		}
	}
	kit.SetEnabled(e.removeEmblem, len(e.emblem) > 0)
}

// setEmblem shows b (nil: no emblem) as the emblem.
func (e *Editor) setEmblem(b []byte) {
	e.emblem = b
	if len(b) == 0 {
		e.emblemImg.Resource = nil
		e.emblemImg.Image = nil
		e.emblemInfo.SetText(lang.L("No emblem."))
	} else {
		e.emblemImg.Resource = fyne.NewStaticResource("emblem", b)
		e.emblemInfo.SetText(lang.L("{{.KB}} KB in the data file once saved.", map[string]string{"KB": strconv.Itoa((len(b) + 1023) / 1024)}))
	}
	e.emblemImg.Refresh()
	if e.removeEmblem != nil {
		kit.SetEnabled(e.removeEmblem, len(b) > 0)
	}
}

// onChooseEmblem asks for the image file.
func (e *Editor) onChooseEmblem() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			kit.ShowError(e.win, err)
			return
		}
		if rc == nil {
			return
		}
		defer rc.Close()
		e.emblemFrom(rc)
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png", ".jpg", ".jpeg", ".PNG", ".JPG", ".JPEG"}))
	d.Resize(fyne.NewSize(900, 600))
	kit.ShowFileDialog(d, e.win, kit.OpenFile)
}

// emblemFrom reads the chosen file; an image that is not a PNG or JPEG
// (or too large) is refused with the reason and the emblem is kept.
func (e *Editor) emblemFrom(r io.Reader) {
	b, err := io.ReadAll(io.LimitReader(r, diplomas.MaxEmblem+1))
	if err == nil {
		_, err = diplomas.EmblemKind(b)
	}
	if err != nil {
		kit.ShowError(e.win, err)
		return
	}
	e.setEmblem(b)
	e.status.SetText(lang.L("Emblem chosen; save the template to keep it."))
}

// template reads the form; a millimetre entry that is not a number is
// refused with the field named.
func (e *Editor) template() (diplomas.Template, error) {
	tpl := diplomas.Template{Organisation: e.org.Text, City: e.city.Text, Awarded: e.awarded.Text,
		Emblem: e.emblem, Blank: e.blank.Checked, Offsets: map[diplomas.Field]diplomas.Offset{}}
	for i := range e.degrees {
		tpl.Degrees[i] = e.degrees[i].Text
	}
	for i := range e.roles {
		tpl.Signers = append(tpl.Signers, diplomas.Signer{Role: e.roles[i].Text, Name: e.names[i].Text})
	}
	for _, f := range diplomas.Fields {
		x, err := parseMM(e.offX[f].Text, fieldName(f))
		if err != nil {
			return tpl, err
		}
		y, err := parseMM(e.offY[f].Text, fieldName(f))
		if err != nil {
			return tpl, err
		}
		tpl.Offsets[f] = diplomas.Offset{X: x, Y: y}
	}
	return tpl, nil
}

// parseMM reads millimetres with a decimal comma or point; empty is 0.
func parseMM(s, field string) (float64, error) {
	s = strings.TrimSpace(strings.Replace(strings.Replace(s, ",", ".", 1), "−", "-", 1))
	if s == "" {
		return 0, nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v != v {
		return 0, model.Errorf(model.Invalid, "diplomas.Offset", model.Msg("The offset of %s must be a number of millimetres, such as 2.5 or -1.", field), err)
	}
	return v, nil
}

// onSave keeps the form as the owner's template, in one transaction off
// the UI thread.
func (e *Editor) onSave() {
	tpl, err := e.template()
	if err != nil {
		kit.ShowError(e.win, err)
		return
	}
	e.change(func(ctx context.Context) error { return e.tpls.Save(ctx, e.owner, tpl) }, lang.L("Template saved."))
}

// onReset removes the owner's own template after asking.
func (e *Editor) onReset() {
	kit.Confirm(e.win, lang.L("Use the default"),
		lang.L("Remove this template? The diplomas print with the season's template or the Academy's 2010 wording again."), func() {
			e.change(func(ctx context.Context) error { return e.tpls.Reset(ctx, e.owner) }, lang.L("The default template is used again."))
		})
}

// change runs one change of the template off the UI thread (one
// transaction), then says done and shows the template as it is now.
func (e *Editor) change(do func(context.Context) error, done string) {
	e.bg.Run(func() func() {
		err := do(context.Background())
		return func() {
			if err != nil {
				kit.ShowError(e.win, err)
				return
			}
			e.status.SetText(done)
			e.reload()
		}
	})
}

// onCalibrate prints the calibration page of the form's offsets.
func (e *Editor) onCalibrate() {
	e.print(func(tpl diplomas.Template) *pdf.Document { return printout.CalibrationIn(kit.GUILang(), e.sample, tpl) })
}

// onSample prints one diploma of the form as it stands, unsaved.
func (e *Editor) onSample() {
	e.print(func(tpl diplomas.Template) *pdf.Document {
		return printout.DiplomasIn(kit.GUILang(), e.sample, []model.StandingsRow{{Name: "Вишневська Єлизавета Олександрівна", PlaceFrom: 1, PlaceTo: 1}}, tpl)
	})
}

func (e *Editor) print(doc func(diplomas.Template) *pdf.Document) {
	tpl, err := e.template()
	if err == nil {
		err = tpl.Check()
	}
	if err != nil {
		kit.ShowError(e.win, err)
		return
	}
	e.bg.Run(func() func() {
		path, err := e.printer.Save(doc(tpl), e.name)
		return func() { kit.ReportPrinted(e.win, path, err) }
	})
}
