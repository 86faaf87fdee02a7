package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/i18n"

	"arbiter/ui/kit"
	"arbiter/ui/tournament"
)

// mainWindow is the program's window once the data file is open: the
// screens' tabs, the main menu (Settings → Interface language, Help →
// Manual) and F1. Switching the language builds the screens again in it,
// on the services in that language, and keeps the tab that was open.
type mainWindow struct {
	win      fyne.Window
	services func(model.Lang) *datafile.Services
	svc      *datafile.Services
	tabs     *container.AppTabs
	views    []view        // the screens shown, in the order of screens()
	stop     chan struct{} // closed when the shown screens are replaced or the window closes
	manual   *manualWindow
}

// show builds the screens, the menu and the window's keys in the
// interface language.
func (m *mainWindow) show() {
	selected := 0
	if m.tabs != nil {
		selected = m.tabs.SelectedIndex()
	}
	var current model.Tournament // the tournament open before, open again after
	for _, v := range m.views {
		if ts, ok := tournaments(v); ok {
			current = ts.Current()
		}
	}
	m.stopWatching()
	m.stop = make(chan struct{})
	m.svc = m.services(kit.GUILang())
	// The window's keys start again: the screens register theirs (the hall
	// screen's F11 and Ctrl+H) on top of F1, and no dialog is open.
	c := m.win.Canvas()
	c.SetOnTypedKey(m.typedKey)
	c.RemoveShortcut(kit.HallShortcut)
	delete(kit.DialogStacks, m.win)
	m.tabs, m.views = newMainView(m.svc, m.win, m.stop)
	for _, v := range m.views {
		if ts, ok := tournaments(v); ok && current.ID != 0 {
			ts.SetCurrent(current) // the list's reload opens it again
		}
	}
	if selected > 0 && selected < len(m.tabs.Items) {
		m.tabs.SelectIndex(selected)
	}
	m.win.SetTitle(lang.L("Arbiter — Ukrainian Chess Academy"))
	m.win.SetMainMenu(m.menu())
	m.win.SetContent(m.tabs)
}

// menu is the main menu in the interface language. The languages are
// named in their own language, as a language list is read by someone who
// may not read the present one.
func (m *mainWindow) menu() *fyne.MainMenu {
	uk := fyne.NewMenuItem("Українська", func() { m.switchLanguage(i18n.Uk) })
	uk.Checked = kit.GUILang() == i18n.Uk
	en := fyne.NewMenuItem("English", func() { m.switchLanguage(i18n.En) })
	en.Checked = kit.GUILang() == i18n.En
	language := fyne.NewMenuItem(lang.L("Interface language"), nil)
	language.ChildMenu = fyne.NewMenu("", uk, en)
	manual := fyne.NewMenuItem(lang.L("Manual (F1)"), m.showManual)
	return fyne.NewMainMenu(
		fyne.NewMenu(lang.L("Settings"), language),
		fyne.NewMenu(lang.L("Help"), manual),
	)
}

// switchLanguage makes l the interface language, remembered for the next
// start, and builds the window again in it (an open manual too).
func (m *mainWindow) switchLanguage(l model.Lang) {
	if l == kit.GUILang() {
		return
	}
	kit.SaveLanguage(fyne.CurrentApp().Preferences(), string(l))
	m.show()
	if m.manual != nil {
		m.manual.show(kit.GUILang())
	}
}

// typedKey is the window's own key handler under every screen's: F1 opens
// the manual.
func (m *mainWindow) typedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyF1 {
		m.showManual()
	}
}

// showManual opens the manual in the interface language, or brings the
// open one forward.
func (m *mainWindow) showManual() {
	if m.manual == nil {
		m.manual = &manualWindow{onClosed: func() { m.manual = nil }}
	}
	m.manual.show(kit.GUILang())
}

func (m *mainWindow) stopWatching() {
	if m.stop != nil {
		close(m.stop)
		m.stop = nil
	}
}

// closed is the window's OnClosed: its size is kept for the next start
// (window_size.go) and the screens stop watching the file.
func (m *mainWindow) closed() {
	if a := fyne.CurrentApp(); a != nil {
		rememberSize(a, m.win)
	}
	if m.manual != nil {
		m.manual.close()
	}
	m.stopWatching()
}

// tournaments is the tournament screen behind v, if it is that screen.
func tournaments(v view) (*tournament.Screen, bool) {
	pv, ok := v.(pageView)
	if !ok {
		return nil, false
	}
	ts, ok := pv.page.(*tournament.Screen)
	return ts, ok
}
