package tournament

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/panel"
)

// panelKinds is a set of tournament kinds a panel is for.
type panelKinds uint8

const (
	individualKind panelKinds = 1 << iota // Swiss and round robin
	knockoutKind
	teamKind
	anyKind = individualKind | knockoutKind | teamKind
)

// kindOf is the kind of a tournament of that system.
func kindOf(system string) panelKinds {
	switch {
	case system == model.SystemKnockout:
		return knockoutKind
	case teams.IsTeamSystem(system):
		return teamKind
	}
	return individualKind
}

// panelPlace is where a panel shows on the screen.
type panelPlace uint8

const (
	onTab     panelPlace = iota // a tab under the heading (shown for its kinds)
	inBody                      // the whole body under the heading (shown for its kinds, in place of the tabs)
	belowList                   // a button above the list of tournaments
	topRow                      // a button in the row above the heading
	headLeft                    // a button left of the heading
	headRight                   // a button right of the heading
)

// panelWhen is when a button can be tapped (beside its kinds).
type panelWhen uint8

const (
	whenAlways     panelWhen = iota // even with no tournament open
	whenOpen                        // a tournament is open
	whenUnfinished                  // the open tournament is not finished
	whenFinished                    // the open tournament is finished
)

// panelRow is one row of the tournament screen's table: its title (a
// translation key), icon and place, the kinds of tournament it is for,
// and its constructor: a tab's view, or a button's action. A new row is
// one file plus one row here.
type panelRow struct {
	title  string
	icon   func() fyne.Resource
	at     panelPlace
	kinds  panelKinds
	when   panelWhen // buttons only
	view   func(c *Ctx) View
	action func(c *Ctx) Action
}

// domainPanels are the constructors of the panels that live in packages
// of their own beside the shell (panel.Domains), with the table's rows
// made of them.
type domainPanels panel.Domains

// team is the team tournament's body as the table's row makes it: the
// finish and reopen buttons hand over to it (Ctx.Team).
func (d domainPanels) team() func(*Ctx) View {
	if d.Team == nil {
		return nil
	}
	return func(c *Ctx) View { e := d.Team(c.Ctx); c.Team = e; return e }
}

// panels lists the tournament screen's panels; a place's buttons and the
// tabs show in this order. The rows of a domain not handed in are left out.
func (d domainPanels) panels() []panelRow {
	var rows []panelRow
	for _, r := range d.table() {
		if r.view != nil || r.action != nil {
			rows = append(rows, r)
		}
	}
	return rows
}

// given is a domain's constructor as the table's rows take it (nil when
// it was not handed in).
func given[T any](f func(*panel.Ctx) T) func(*Ctx) T {
	if f == nil {
		return nil
	}
	return func(c *Ctx) T { return f(c.Ctx) }
}

// table is every row of the screen, those of the domains too.
func (d domainPanels) table() []panelRow {
	return []panelRow{
		{title: "New tournament", icon: theme.ContentAddIcon, at: belowList, kinds: anyKind, when: whenAlways,
			action: func(c *Ctx) Action { return &newTournament{settingsDialog{Ctx: c}} }},
		{title: "Team tournament", icon: theme.ContentAddIcon, at: belowList, kinds: anyKind, when: whenAlways,
			action: given(d.NewTeam)},
		{title: "Import TRF", icon: theme.FolderOpenIcon, at: belowList, kinds: anyKind, when: whenAlways,
			action: func(c *Ctx) Action { return &trfImport{c} }},

		{title: "Settings", icon: theme.SettingsIcon, at: topRow, kinds: anyKind, when: whenOpen,
			action: func(c *Ctx) Action {
				ts := &tournamentSettings{Ctx: c, settingsDialog: settingsDialog{Ctx: c}}
				if d.TeamSettings != nil {
					ts.team = d.TeamSettings(c.Ctx)
				}
				return ts
			}},
		{title: "Export TRF", icon: theme.DocumentSaveIcon, at: topRow, kinds: anyKind, when: whenOpen,
			action: func(c *Ctx) Action { return &trfExport{c} }},
		{title: "Publish results (HTML)", icon: theme.UploadIcon, at: topRow, kinds: anyKind, when: whenOpen,
			action: func(c *Ctx) Action { return &publishAction{Ctx: c} }},
		// the hall screen and closing know individual tournaments only
		{title: "Hall screen", icon: theme.ViewFullScreenIcon, at: topRow, kinds: individualKind | knockoutKind, when: whenOpen,
			action: given(d.Hall)},
		// the ties of the final standings: order by hand, external values
		{title: "Ties…", icon: theme.ListIcon, at: topRow, kinds: individualKind, when: whenOpen,
			action: given(d.Ties)},

		{title: "Finish tournament", icon: theme.ConfirmIcon, at: headLeft, kinds: anyKind, when: whenUnfinished,
			action: func(c *Ctx) Action { return &finishAction{Ctx: c, showNorms: d.Norms} }},
		{title: "Reopen", icon: theme.ContentUndoIcon, at: headLeft, kinds: anyKind, when: whenFinished,
			action: func(c *Ctx) Action { return &reopenAction{c} }},
		{title: "Delete", icon: theme.DeleteIcon, at: headLeft, kinds: anyKind, when: whenOpen,
			action: func(c *Ctx) Action { return &deleteAction{c} }},
		{title: "History", icon: theme.HistoryIcon, at: headRight, kinds: anyKind, when: whenOpen,
			action: given(d.History)},
		{title: "Norms, fees, prizes", icon: theme.InfoIcon, at: headRight, kinds: individualKind | knockoutKind, when: whenOpen,
			action: given(d.Closing)},

		{title: "Registration", icon: theme.AccountIcon, at: onTab, kinds: individualKind | knockoutKind,
			view: func(c *Ctx) View { return newRegistrationDesk(c) }},
		{title: "Rounds", icon: theme.ListIcon, at: onTab, kinds: individualKind,
			view: func(c *Ctx) View { return newPairingPanel(c) }},
		{title: "Bracket", icon: theme.MediaFastForwardIcon, at: onTab, kinds: knockoutKind,
			view: given(d.Bracket)},
		{title: "Standings", icon: theme.GridIcon, at: onTab, kinds: individualKind | knockoutKind,
			view: given(d.Standings)},
		{title: "Crosstable", icon: theme.ViewFullScreenIcon, at: onTab, kinds: individualKind,
			view: given(d.Crosstable)},
		{title: "Play-offs", icon: theme.MediaReplayIcon, at: onTab, kinds: individualKind,
			view: given(d.Playoffs)},
		// a team tournament shows its own tabs (Teams, Rounds, Standings)
		{at: inBody, kinds: teamKind,
			view: d.team()},
	}
}
