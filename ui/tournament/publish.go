package tournament

import (
	"context"
	"errors"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/web"

	"arbiter/ui/kit"
)

// publishAction is the Publish results button.
type publishAction struct {
	*Ctx
	published string // the folder of the last site written
}

// Tapped asks for a folder (a USB stick) and writes the
// tournament's results there as a static web site (README "Publishing results"), off the UI
// thread.
func (s *publishAction) Tapped() {
	if s.Current.ID == 0 {
		return
	}
	d := dialog.NewFolderOpen(func(dir fyne.ListableURI, err error) {
		if err != nil || dir == nil {
			return
		}
		s.publishTo(filepath.Join(dir.Path(), fileStem(s.Current.Name)))
	}, s.Win)
	if docs, err := kit.DocumentsDir(); err == nil {
		if l, err := listableURI(docs); err == nil {
			d.SetLocation(l)
		}
	}
	d.Resize(fyne.NewSize(800, 600))
	kit.ShowFileDialog(d, s.Win, kit.OpenFolder)
}

// publishTo writes the site into dir and says where its index is.
func (s *publishAction) publishTo(dir string) {
	id := s.Current.ID
	isTeam := teams.IsTeamSystem(s.Current.System)
	s.Bg.Run(func() func() {
		var write func() error
		var err error
		if isTeam { // the team site (ui/web team.go)
			var site web.TeamSite
			site, err = web.GatherTeams(context.Background(), s.Svc.Teams, id)
			write = func() error { return web.WriteTeams(dir, site) }
		} else {
			var site web.Site
			site, err = web.Gather(context.Background(), s.Svc.Services, id)
			if err == nil {
				site.FIDE, err = s.Svc.FIDE.Mode(context.Background(), id) // the marker of a tournament out of FIDE mode
				if err == nil {
					site.Chess960, err = s.Svc.Chess960().Get(context.Background(), id) // the rounds' positions (ui/web chess960.go)
				}
			}
			write = func() error { return web.Write(dir, site) }
		}
		if err == nil {
			if werr := write(); werr != nil {
				err = model.Errorf(model.Internal, "publish", model.Msg("Could not write the site into %s.", dir), werr)
				var me *model.Error
				if errors.As(werr, &me) { // a link where a folder belongs: says what to do
					err = werr
				}
			}
		}
		return func() {
			if err != nil {
				kit.ShowError(s.Win, err)
				return
			}
			s.published = dir
			kit.ShowMessage(s.Win, lang.L("Results published"), lang.L("Open {{.Path}} in a browser; the folder can be copied as it is.",
				map[string]string{"Path": filepath.Join(dir, "index.html")}))
		}
	})
}

// fileStem makes a folder name of a tournament name.
func fileStem(name string) string {
	out := []rune{}
	for _, r := range name {
		switch r {
		case '/', '\\', ':', '*', '?', '"', '<', '>', '|':
			r = '_'
		}
		out = append(out, r)
	}
	if len(out) == 0 {
		return "турнір"
	}
	return string(out)
}
