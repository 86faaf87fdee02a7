package tournaments

import (
	"context"
	"io"

	"arbiter/engine/trf"
	"arbiter/model"
)

// TRFFiles is the service of a tournament's TRF exchange (FIDE TRF-16,
// TRF-2026): export, the file written in either edition, and the import of
// a TRF file as a new tournament.
type TRFFiles struct{ core }

func (c core) trfFiles() *TRFFiles { return &TRFFiles{c} }

// Export returns the tournament as a TRF-16 tournament (players by
// start number, every round, XXR, XXC, XXP): Write it, read it back, pair
// it with `arbiter-cli pair --dutch`.
func (s *TRFFiles) Export(ctx context.Context, id model.TournamentID) (*trf.Tournament, error) {
	return s.tournaments().exportTRF(ctx, id)
}

// Write writes ExportTRF to w.
func (s *TRFFiles) Write(ctx context.Context, id model.TournamentID, w io.Writer) error {
	if err := s.tournaments().adjournedOpen(ctx, id, "WriteTRF"); err != nil { // TRF-16 has no code for it (adjourned.go)
		return err
	}
	t, err := s.Export(ctx, id)
	if err != nil {
		return err
	}
	if err := trf.Write(w, t); err != nil {
		return model.Errorf(model.Internal, "WriteTRF", model.Msg("Could not write the TRF file."), err)
	}
	return nil
}
