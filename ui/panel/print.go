package panel

import (
	"context"

	"arbiter/model"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// PrintDocument builds the document off the UI thread, writes it and opens
// it; the director sees where it went, or why it failed.
func (s *Ctx) PrintDocument(build func(ctx context.Context) (*pdf.Document, error)) {
	t := s.Current
	s.Bg.Run(func() func() {
		path, err := s.writeDocument(t, build)
		return func() { kit.ReportPrinted(s.Win, path, err) }
	})
}

func (s *Ctx) writeDocument(t model.Tournament, build func(ctx context.Context) (*pdf.Document, error)) (string, error) {
	d, err := build(context.Background())
	if err != nil {
		return "", err
	}
	return s.Printer.Save(d, t.Name)
}

// Meta is the printout header of the current tournament.
func (s *Ctx) Meta(round int) pdf.Meta {
	m := printout.Meta(s.Current, round)
	m.Lang = kit.GUILang()                         // the printouts in the interface language
	if mark := s.Marks[s.Current.ID]; mark != "" { // FIDE C.02 VCL4THP.13 Q46 (ui/panel/fide.go)
		m.Tournament += " (" + mark + ")"
	}
	return m
}
