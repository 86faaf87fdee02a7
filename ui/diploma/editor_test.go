package diploma

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/diplomas"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
)

// testPrinter writes into a temporary folder and opens nothing.
func testPrinter(t *testing.T) kit.Printer {
	dir := t.TempDir()
	return kit.Printer{Dir: func() (string, error) { return dir, nil }, Open: func(string) error { return kit.ErrNoViewer }}
}

// openEditor opens the editor e over a test window as the screens do.
func openEditor(t *testing.T, e func(*datafile.Services, fyne.Window, kit.Printer) *Editor) (*datafile.Services, *Editor, fyne.Window) {
	t.Helper()
	svc := uitest.NewService(t)
	w := uitest.NewWindow(t)
	ed := e(svc, w, testPrinter(t))
	ed.Show()
	if ed.dlg == nil {
		t.Fatal("no template editor opened")
	}
	return svc, ed, w
}

func testEmblem(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 40, 30))
	for x := range 40 {
		img.Set(x, 15, color.RGBA{0, 0, 200, 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// The director opens a tournament's diploma template, sees the Academy's
// 2010 wording, chooses an emblem, sets the organisation, city, two
// signature lines and the blank offsets, saves; the template is the
// tournament's own, in the data file; a mistyped offset is refused and
// changes nothing; the calibration page prints; "Use the default" goes
// back to the 2010 wording.
func TestDiplomaTemplateEditor(t *testing.T) {
	var tour model.Tournament
	svc, e, w := openEditor(t, func(svc *datafile.Services, w fyne.Window, pr kit.Printer) *Editor {
		var err error
		tour, err = svc.Tournaments.CreateTournament(context.Background(), model.Tournament{Name: "Кубок Броварів",
			StartDate: model.DateOf(uitest.Today), EndDate: model.DateOf(uitest.Today), System: model.SystemSwissDutch, Rounds: 5})
		if err != nil {
			t.Fatal(err)
		}
		return NewTournamentEditor(svc, w, pr, kit.Worker{Inline: true}, tour)
	})
	if e.org.Text != "Українська Шахова Академія" || e.degrees[0].Text != "Диплом I ступеня" || e.roles[0].Text != "Директор турніру" {
		t.Errorf("the editor does not show the 2010 wording: %q %q %q", e.org.Text, e.degrees[0].Text, e.roles[0].Text)
	}
	if !strings.Contains(e.source.Text, "2010") {
		t.Errorf("source %q does not say it is the 2010 default", e.source.Text)
	}
	if !e.calibrate.Disabled() || !e.offX[diplomas.FieldName].Disabled() {
		t.Error("the blank offsets are open before the text-only mode is chosen")
	}

	editor := uitest.TopOverlay(w)
	test.Tap(e.chooseEmblem)
	if o := uitest.TopOverlay(w); o == editor || uitest.HasLabel(o, lang.L("Organisation")) {
		t.Error("Choose emblem… opens no file chooser over the editor")
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	e.emblemFrom(strings.NewReader("not an image"))
	if len(e.emblem) != 0 || !strings.Contains(strings.Join(uitest.Labels(uitest.TopOverlay(w)), " "), "PNG") {
		t.Errorf("a text file taken as the emblem (overlay %v)", uitest.Labels(uitest.TopOverlay(w)))
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	emb := testEmblem(t)
	e.emblemFrom(bytes.NewReader(emb))
	if !bytes.Equal(e.emblem, emb) || e.removeEmblem.Disabled() {
		t.Fatal("the chosen PNG is not the emblem")
	}

	e.org.SetText("ШК «Гамбіт»")
	e.city.SetText("Бровари")
	e.names[0].SetText("Петренко П. П.")
	e.roles[1].SetText("Головний суддя")
	e.names[1].SetText("Бойко О. І.")
	test.Tap(e.blank)
	if e.calibrate.Disabled() {
		t.Fatal("the calibration page is not offered in the text-only mode")
	}
	e.offX[diplomas.FieldName].SetText("2,5")
	e.offY[diplomas.FieldDate].SetText("-1")
	e.offY[diplomas.FieldEvent].SetText("два")
	test.Tap(e.save)
	if got := strings.Join(uitest.Labels(uitest.TopOverlay(w)), " "); !strings.Contains(got, "«Змагання»") && !strings.Contains(got, "Event") {
		t.Errorf("a mistyped offset: overlay %q, want the field named", got)
	}
	ds := svc.Diplomas
	if _, ok, _ := ds.Own(context.Background(), diplomas.TournamentOwner(tour.ID)); ok {
		t.Fatal("a template with a mistyped offset was saved")
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	e.offY[diplomas.FieldEvent].SetText("")
	test.Tap(e.save)
	got, ok, err := ds.Own(context.Background(), diplomas.TournamentOwner(tour.ID))
	if err != nil || !ok {
		t.Fatalf("not saved: %v (overlay %v)", err, uitest.Labels(uitest.TopOverlay(w)))
	}
	want := diplomas.Offset{X: 2.5}
	if got.Organisation != "ШК «Гамбіт»" || got.City != "Бровари" || !bytes.Equal(got.Emblem, emb) || !got.Blank ||
		len(got.Signers) != 2 || got.Signers[1] != (diplomas.Signer{Role: "Головний суддя", Name: "Бойко О. І."}) ||
		got.Offsets[diplomas.FieldName] != want || got.Offsets[diplomas.FieldDate] != (diplomas.Offset{Y: -1}) {
		t.Errorf("saved %+v", got)
	}
	if !strings.Contains(e.source.Text, lang.L("Its own template.")) {
		t.Errorf("after saving the source reads %q", e.source.Text)
	}

	test.Tap(e.calibrate)
	dir, _ := e.printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, "калібрування-бланка_*.pdf"))
	if len(files) != 1 {
		t.Errorf("calibration page printed as %v", files)
	} else if b, _ := os.ReadFile(files[0]); !bytes.HasPrefix(b, []byte("%PDF")) {
		t.Errorf("%s is not a PDF", files[0])
	}
	uitest.Dismiss(t, w) // "Printout saved"

	test.Tap(e.reset)
	uitest.TapYes(t, w)
	if _, ok, _ := ds.Own(context.Background(), diplomas.TournamentOwner(tour.ID)); ok || e.org.Text != "Українська Шахова Академія" || e.blank.Checked {
		t.Errorf("after Use the default: own %v, organisation %q, blank %v", ok, e.org.Text, e.blank.Checked)
	}
}

// The season's template: the editor of a season without one shows the
// 2010 wording and saves the season's own, which the season's tournaments
// then print with unless they keep their own.
func TestSeasonDiplomaTemplate(t *testing.T) {
	var se model.Season
	svc, e, w := openEditor(t, func(svc *datafile.Services, w fyne.Window, pr kit.Printer) *Editor {
		var err error
		if se, err = svc.Seasons.CreateSeason(context.Background(), 2026, "Сезон 2026"); err != nil {
			t.Fatal(err)
		}
		return NewSeasonEditor(svc, w, pr, kit.Worker{Inline: true}, se, model.DateOf(uitest.Today))
	})
	if e.org.Text != "Українська Шахова Академія" || !strings.Contains(e.source.Text, "2010") {
		t.Errorf("a new season's editor shows %q, source %q", e.org.Text, e.source.Text)
	}
	e.org.SetText("Федерація шахів Києва")
	test.Tap(e.save)
	if strings.Contains(strings.Join(uitest.Labels(uitest.TopOverlay(w)), " "), "Помилка") {
		t.Fatalf("save: %v", uitest.Labels(uitest.TopOverlay(w)))
	}
	tpl, err := SeasonTemplate(context.Background(), svc, se.ID)
	if err != nil || tpl.Organisation != "Федерація шахів Києва" {
		t.Fatalf("season template %q, %v", tpl.Organisation, err)
	}
	if !strings.Contains(e.source.Text, lang.L("Its own template.")) {
		t.Errorf("after saving the source reads %q", e.source.Text)
	}
}
