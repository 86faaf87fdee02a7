package ui

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

func newTestBackups(t *testing.T, svc *datafile.Services) *backupsScreen {
	t.Helper()
	w := newTestWindow(t)
	s := newBackupsScreen(svc, w)
	s.bg.Inline = true
	w.SetContent(s.buildUI())
	return s
}

func storedClubs(t *testing.T, svc *datafile.Services) string {
	t.Helper()
	cs, err := svc.Registry.Clubs(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return strings.Join(out, ",")
}

// TestBackupsScreenMakesAndRestoresCopies: the copies are listed with
// their reason, one is made on request, and restoring asks first, naming
// the copy and what it replaces.
func TestBackupsScreenMakesAndRestoresCopies(t *testing.T) {
	ctx := context.Background()
	svc := newTestService(t)
	if _, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Перший"}); err != nil {
		t.Fatal(err)
	}
	s := newTestBackups(t, svc)
	if len(s.copies) != 1 || s.copiesTable == nil || !strings.Contains(s.copies[0].Label.In(kit.GUILang()), "перша зміна за день") {
		t.Fatalf("copies %+v", s.copies)
	}
	if !s.restore.Disabled() {
		t.Error("restore is enabled with no copy chosen")
	}
	test.Tap(s.backupNow)
	if len(s.copies) != 2 || s.copies[0].Reason != "manual" {
		t.Fatalf("after «make a copy now»: %+v", s.copies)
	}
	test.Tap(button(t, topOverlay(s.win), lang.L("OK")))
	if _, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Другий"}); err != nil {
		t.Fatal(err)
	}
	s.copiesTable.Select(widgetCellRow(0)) // the manual copy: one club
	if s.restore.Disabled() {
		t.Fatal("restore stays disabled with a copy chosen")
	}
	test.Tap(s.restore)
	o := topOverlay(s.win)
	text := strings.Join(labels(o), " ")
	if !strings.Contains(text, s.copies[0].Time.Format(backupTime)) || !strings.Contains(text, s.copies[0].Label.In(kit.GUILang())) ||
		!strings.Contains(text, "replaced") {
		t.Fatalf("the confirmation does not name the copy and what it replaces: %q", text)
	}
	test.Tap(button(t, o, lang.L("No")))
	if got := storedClubs(t, svc); got != "Другий,Перший" {
		t.Fatalf("«No» changed the data: %s", got)
	}
	s.copiesTable.Select(widgetCellRow(0))
	test.Tap(s.restore)
	tapYes(t, s.win)
	if got := storedClubs(t, svc); got != "Перший" {
		t.Errorf("after restore: %s", got)
	}
	if len(s.copies) != 3 || s.copies[0].Reason != "restore" {
		t.Errorf("the replaced state is not listed first: %+v", s.copies)
	}
}

func TestBackupsScreenBringsDeletedRecordsBack(t *testing.T) {
	ctx := context.Background()
	svc := newTestService(t)
	c, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Ладья"})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Registry.DeleteClub(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	s := newTestBackups(t, svc)
	if len(s.deleted) != 1 || s.deletedTable == nil || s.deleted[0].Name != "Ладья" {
		t.Fatalf("deleted %+v", s.deleted)
	}
	s.deletedTable.Select(widgetCellRow(0))
	test.Tap(s.undel)
	if got := storedClubs(t, svc); got != "Ладья" {
		t.Errorf("after bringing back: %q", got)
	}
	if len(s.deleted) != 0 || s.noDeleted.Hidden {
		t.Errorf("the list still shows %+v", s.deleted)
	}
}

// TestWindowNoticesAnotherCopysChanges: the poll sees a change written by
// another copy and refreshes; its own changes do not count.
func TestWindowNoticesAnotherCopysChanges(t *testing.T) {
	old := pollEvery
	pollEvery = 10 * time.Millisecond
	defer func() { pollEvery = old }()
	path := testDBPath(t)
	svc, _ := openService(t, path)
	other, _ := openService(t, path)
	var refreshed atomic.Int32
	stop := make(chan struct{})
	defer close(stop)
	watchChanges(svc, func() { refreshed.Add(1) }, stop)
	if _, err := svc.Registry.CreateClub(context.Background(), model.Club{Name: "Свій"}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if n := refreshed.Load(); n != 0 {
		t.Fatalf("an own change refreshed %d times", n)
	}
	if _, err := other.Registry.CreateClub(context.Background(), model.Club{Name: "Чужий"}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for refreshed.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if refreshed.Load() == 0 {
		t.Error("another copy's change was not noticed")
	}
}

// TestSecondWindowWarns: the second window on a file says another one has
// it open; the first says nothing.
func TestSecondWindowWarns(t *testing.T) {
	path := testDBPath(t)
	first, _ := openService(t, path)
	second, _ := openService(t, path)
	w1 := newTestWindow(t)
	warnAboutFile(w1, first)
	if topOverlay(w1) != nil {
		t.Errorf("the first window warns: %v", labels(topOverlay(w1)))
	}
	w2 := newTestWindow(t)
	warnAboutFile(w2, second)
	if o := topOverlay(w2); o == nil || !hasLabel(o, lang.L("The file is open in another window")) {
		t.Errorf("the second window does not warn: %v", labels(topOverlay(w2)))
	}
}
