// Package uitest holds the helpers the Fyne tests of ui and of its domain
// packages share: a real SQLite data file with a fixed day, a test window
// of the program's size, and finding labels, buttons and entries under a
// screen's widgets. Only tests import it (it opens storage, which ui
// itself never does).
package uitest
