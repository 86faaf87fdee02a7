package ui

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"arbiter/ui/kit"
)

// At 1366×768 nothing is cut off: with the program's own theme (the test
// theme measures differently), every screen needs at most the width of a
// 1366-pixel screen (ui/tournament's TestTournamentTabsFit1366 checks every
// tab of a tournament). A wider toolbar makes Fyne widen the window past
// the screen, and the right edge is lost (seen under openbox: the rounds
// bar).
//
// The widths are those of the Ukrainian labels, the longest: the test runs
// itself again in a process of its own with the Ukrainian interface, so the
// language does not leak into the other tests.
func TestScreensFit1366(t *testing.T) {
	if os.Getenv("ARBITER_FIT_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestScreensFit1366$", "-test.v")
		cmd.Env = append(os.Environ(), "ARBITER_FIT_CHILD=1", "LANG=uk_UA.UTF-8", "LC_ALL=uk_UA.UTF-8", "LANGUAGE=")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("in Ukrainian: %v\n%s", err, out)
		}
		if !strings.Contains(string(out), "Турніри") {
			t.Fatalf("the child did not run in Ukrainian:\n%s", out)
		}
		return
	}
	kit.SetupLanguage(nil)
	svc := newTestService(t)
	w := newTestWindow(t)
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	ctx := context.Background()
	if _, err := svc.Demo.Season(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Demo.Tournament(ctx, 16, 9, 3, 1); err != nil {
		t.Fatal(err)
	}
	limit := float32(1366) - 2*theme.Padding()
	check := func(what string, o fyne.CanvasObject) {
		t.Helper()
		m := o.MinSize()
		t.Logf("%s: %.0f", what, m.Width)
		if m.Width > limit {
			t.Errorf("%s needs %.0f pixels, more than a 1366-pixel screen gives (%.0f)", what, m.Width, limit)
		}
	}
	for _, s := range screens() {
		v := s.make(svc, w)
		// every screen loads on the test's goroutine: a background load
		// still running when the next screen is built raced with it
		switch sv := v.(type) {
		case pageView:
			sv.page.(interface{ Inline() }).Inline()
		case *backupsScreen:
			sv.bg.Inline = true
		}
		content := v.buildUI()
		w.SetContent(content)
		v.reload()
		check(lang.L(s.title), content)
	}
}
