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
)

// At 1366×768 nothing is cut off (issue 19 point 5): with the program's own
// theme (the test theme measures differently), every screen and every tab
// of a tournament with a played round needs at most the width of a
// 1366-pixel screen. A wider toolbar makes Fyne widen the window past the
// screen, and the right edge is lost (seen under openbox: the rounds bar).
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
	setupLanguage()
	svc := newTestService(t)
	w := newTestWindow(t)
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	ctx := context.Background()
	if _, err := svc.Demo.DemoSeason(ctx); err != nil {
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
		content := v.buildUI()
		w.SetContent(content)
		v.reload()
		check(lang.L(s.title), content)
		ts, ok := v.(*tournamentsScreen)
		if !ok {
			continue
		}
		ts.bg.inline = true
		ts.list.Select(0)
		for _, tab := range ts.tabs.Items {
			ts.tabs.Select(tab)
			check(lang.L(s.title)+" / "+tab.Text, content)
		}
	}
}
