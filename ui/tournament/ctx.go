package tournament

import "arbiter/ui/panel"

// Ctx is the open tournament as the shell's own panels see it: the
// panels' context (ui/panel) and the helpers several of them share.
type Ctx struct{ *panel.Ctx }

// The panels' interfaces, by the names the shell's table uses.
type (
	View          = panel.View
	Action        = panel.Action
	TabOpener     = panel.TabOpener
	ChangeWatcher = panel.ChangeWatcher
	TeamEvent     = panel.TeamEvent
)
