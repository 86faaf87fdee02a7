package ui

import (
	"arbiter/ui/internal/uitest"
)

// today is the fixed day of every test's Service, so ages do not drift.
var today = uitest.Today

// The shared test helpers live in ui/internal/uitest; these are their
// names in ui's own tests.
var (
	newTestService = uitest.NewService
	newTestWindow  = uitest.NewWindow
	walk           = uitest.Walk
	topOverlay     = uitest.TopOverlay
	labels         = uitest.Labels
	hasLabel       = uitest.HasLabel
	button         = uitest.Button
	openService    = uitest.OpenService
	tapYes         = uitest.TapYes
	testDBPath     = uitest.DBPath
	widgetCellRow  = uitest.CellRow
	inChild        = uitest.InChild
	key            = uitest.Key
)
