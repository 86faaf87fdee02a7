package tournament

import (
	"context"

	"arbiter/model"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// printDocument builds the document off the UI thread, writes it and opens
// it; the director sees where it went, or why it failed.
func (s *tourCtx) printDocument(build func(ctx context.Context) (*pdf.Document, error)) {
	t := s.current
	s.bg.Run(func() func() {
		path, err := s.writeDocument(t, build)
		return func() { kit.ReportPrinted(s.win, path, err) }
	})
}

func (s *tourCtx) writeDocument(t model.Tournament, build func(ctx context.Context) (*pdf.Document, error)) (string, error) {
	d, err := build(context.Background())
	if err != nil {
		return "", err
	}
	return s.printer.Save(d, t.Name)
}

// meta is the printout header of the current tournament.
func (s *tourCtx) meta(round int) pdf.Meta {
	m := printout.Meta(s.current, round)
	m.Lang = kit.GUILang()                         // the printouts in the interface language
	if mark := s.marks[s.current.ID]; mark != "" { // FIDE C.02 VCL4THP.13 Q46 (fide_mode.go)
		m.Tournament += " (" + mark + ")"
	}
	return m
}
