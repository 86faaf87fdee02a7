package registry

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/ratings"
	"arbiter/ui/kit"
)

// RatingLists is the GUI of the rating lists (README "Rating lists"): importing the FIDE
// list with a progress bar (the import runs off the UI thread) and finding
// a player in the last imported list to create him in the registry.
type RatingLists struct {
	svc  *ratings.Service
	win  fyne.Window
	bg   kit.Worker
	done func() // called after an import or a creation changed the registry

	progress *widget.ProgressBar // of the running import; nil when none
	status   *widget.Label
	report   string      // the last import's report
	shown    float64     // the last progress shown (0–1)
	finder   *listFinder // the open FIDE list search
	national *nationalForm
	user     *userListForm      // the open «own list» dialog (ratinglists_user.go)
	all      *datafile.Services // the tournaments the check after an import reads
	now      func() time.Time   // the program's clock (the App's)
}

// nationalForm is the dialog that asks for the period of a national list.
type nationalForm struct {
	period *kit.TextEntry
	dialog *kit.EditDialog
}

// userListForm asks for a user list's name and period.
type userListForm struct {
	name, period *kit.TextEntry
	dialog       *kit.EditDialog
}

// NewRatingLists returns the rating-list actions on svc's data file (by
// svc's clock), running their work as bg does (inline in tests); done is
// called after an import or a creation changed the registry (nil: nothing).
func NewRatingLists(svc *datafile.Services, win fyne.Window, bg kit.Worker, done func()) *RatingLists {
	return &RatingLists{svc: svc.Ratings, all: svc, win: win, bg: bg, done: done, now: svc.Now}
}

// onImportTapped asks for the list file.
func (r *RatingLists) onImportTapped() {
	r.askFile([]string{".txt", ".xml", ".zip"}, func(path string) { r.importFile(path, false) })
}

// askFile asks for a file with one of exts (in either case) and gives its
// path to then.
func (r *RatingLists) askFile(exts []string, then func(path string)) {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			kit.ShowError(r.win, err)
			return
		}
		if rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		then(path)
	}, r.win)
	var both []string
	for _, e := range exts {
		both = append(both, e, strings.ToUpper(e))
	}
	d.SetFilter(storage.NewExtensionFileFilter(both))
	d.Resize(fyne.NewSize(800, 600))
	kit.ShowFileDialog(d, r.win, kit.OpenFile)
}

// importFile imports the FIDE list at path off the UI thread, showing its
// progress. A list older than the last one is imported after the director
// confirms.
func (r *RatingLists) importFile(path string, allowOlder bool) {
	r.progress = widget.NewProgressBar()
	r.status = widget.NewLabel(lang.L("Reading {{.File}}…", map[string]string{"File": filepath.Base(path)}))
	wait := dialog.NewCustomWithoutButtons(lang.L("Import FIDE rating list"), container.NewVBox(r.status, r.progress), r.win)
	wait.Resize(fyne.NewSize(480, 0))
	wait.Show()
	bar := r.progress
	r.bg.Run(func() func() {
		rep, err := r.runImport(path, allowOlder, func(done, total int64) {
			if total > 0 {
				v := float64(done) / float64(total)
				fyne.Do(func() { bar.SetValue(v); r.shown = v })
			}
		})
		return func() {
			wait.Hide()
			r.progress = nil
			if errors.Is(err, ratings.ErrOlderList) {
				kit.Confirm(r.win, lang.L("Older rating list"), model.Message(err, kit.GUILang()), func() { r.importFile(path, true) })
				return
			}
			if err != nil {
				kit.ShowError(r.win, err)
				return
			}
			r.report = importReport(rep) + r.openChecks()
			kit.ShowScrolledText(r.win, lang.L("FIDE rating list imported"), r.report)
			if r.done != nil {
				r.done()
			}
		}
	})
}

// openChecks is the consistency check of the open tournaments after an
// import (Q139): which differ from the lists, changing nothing.
func (r *RatingLists) openChecks() string {
	if r.all == nil {
		return ""
	}
	cs, err := r.all.TournamentRatings.CheckOpen(context.Background())
	if err != nil {
		return "\n\n" + model.Message(err, kit.GUILang())
	}
	var b strings.Builder
	for _, c := range cs {
		b.WriteString("\n\n" + lang.L("Tournament «{{.T}}»: {{.N}} ratings differ from the lists of {{.P}} (nothing was changed; see Registration → Ratings…).",
			map[string]any{"T": c.Name, "N": len(c.Differences), "P": c.Period}))
	}
	return b.String()
}

func (r *RatingLists) runImport(path string, allowOlder bool, progress func(done, total int64)) (ratings.ImportReport, error) {
	f, err := os.Open(path)
	if err != nil {
		return ratings.ImportReport{}, model.Errorf(model.Invalid, "ui.importFIDE", model.Msg("Cannot open the file %s.", path), err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return ratings.ImportReport{}, model.Errorf(model.Internal, "ui.importFIDE", model.Msg("Cannot read the file %s.", path), err)
	}
	return r.svc.ImportFIDE(context.Background(), f, st.Size(), ratings.ImportOptions{
		Name: path, FileModified: st.ModTime(), AllowOlder: allowOlder, Progress: progress})
}

// importReport is the text the director reads after an import.
func importReport(rep ratings.ImportReport) string {
	l := rep.List
	var b strings.Builder
	b.WriteString(lang.L("List {{.File}}, period {{.Period}}: {{.Players}} players; {{.Matched}} found in the registry, {{.Updated}} updated.",
		map[string]any{"File": l.File, "Period": l.Period.String(), "Players": l.Players, "Matched": l.Matched, "Updated": rep.Updated}))
	if len(rep.Differences) > 0 {
		b.WriteString("\n\n" + lang.L("Name or birth year differ from the list:"))
		for _, d := range rep.Differences {
			fmt.Fprintf(&b, "\n• %s (FIDE %d): %s", d.Player.FullName(), d.Player.FIDEID, d.ListName)
			if d.BirthYearDiffers {
				fmt.Fprintf(&b, ", %d ≠ %d", d.ListBirthYear, d.Player.BirthDate.Year)
			}
		}
	}
	if len(rep.NotInList) > 0 {
		b.WriteString("\n\n" + lang.L("Registry players with a FIDE ID the list does not have:"))
		for _, p := range rep.NotInList {
			fmt.Fprintf(&b, "\n• %s (FIDE %d)", p.FullName(), p.FIDEID)
		}
	}
	return b.String()
}

// listFinder is the registration desk's search in the last FIDE list.
type listFinder struct {
	r       *RatingLists
	query   *widget.Entry
	results *widget.List
	found   []ratings.ListPlayer
	seq     int
	dialog  dialog.Dialog
	pick    func(model.Player) // called with the chosen player, not yet saved
}

// OnFindTapped opens the search; pick gets the chosen list player as a
// registry player (ratings.FromList) for the director to complete.
func (r *RatingLists) OnFindTapped(pick func(model.Player)) {
	f := &listFinder{r: r, pick: pick}
	f.query = widget.NewEntry()
	f.query.SetPlaceHolder(lang.L("Surname (Latin or Cyrillic) or FIDE ID"))
	f.query.OnChanged = func(string) { f.search() }
	f.results = widget.NewList(func() int { return len(f.found) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(listLine(f.found[id])) })
	f.results.OnSelected = f.onSelected
	scroll := container.NewVScroll(f.results)
	scroll.SetMinSize(fyne.NewSize(640, 320))
	f.dialog = dialog.NewCustom(lang.L("Find in the FIDE list"), lang.L("Cancel"), container.NewBorder(f.query, nil, nil, nil, scroll), r.win)
	f.dialog.Show()
	r.win.Canvas().Focus(f.query)
	r.finder = f
}

func listLine(p ratings.ListPlayer) string {
	s := fmt.Sprintf("%s  %s  %d", p.Name, p.Federation, p.FIDEID)
	if p.Title != "" {
		s += "  " + p.Title
	}
	if p.Standard.Rating > 0 {
		s += fmt.Sprintf("  %d", p.Standard.Rating)
	}
	if p.BirthYear > 0 {
		s += fmt.Sprintf("  %d", p.BirthYear)
	}
	return s
}

func (f *listFinder) search() {
	f.seq++
	seq, q := f.seq, f.query.Text
	f.r.bg.Run(func() func() {
		found, err := f.r.svc.SearchList(context.Background(), q, 100)
		return func() {
			if err != nil {
				kit.ShowError(f.r.win, err)
				return
			}
			if seq == f.seq {
				f.found = found
				f.results.UnselectAll()
				f.results.Refresh()
			}
		}
	})
}

func (f *listFinder) onSelected(id widget.ListItemID) {
	if id < 0 || id >= len(f.found) {
		return
	}
	p := ratings.FromList(f.found[id])
	f.dialog.Hide()
	f.pick(p)
}

// createFromList saves a player completed from the list, with the list's
// rapid and blitz ratings and K-factors.
func (r *RatingLists) createFromList(p model.Player) (model.Player, error) {
	return r.svc.CreateFromList(context.Background(), p)
}
