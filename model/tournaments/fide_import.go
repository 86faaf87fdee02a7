package tournaments

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"arbiter/engine/check"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// importChecks is what FIDE's checklist asks of an import (VCL4THP.13
// Q54–56, Q112): the file's own "###" events are kept, the import itself
// is logged, every round of a Swiss is checked again against the pairing
// rules (engine/check, C.04.1 and C.04.3 absolute criteria) and each round
// that breaks them is a Level 3 warning and an "### Import @ Round n"
// event, and a tournament imported to be run on starts in FIDE mode
// unless its file says it left it.
func (s *Service) importChecks(ctx context.Context, req model.TRFImport, t model.Tournament, ack fide.Ack) error {
	left, leftAt := -1, time.Time{}
	for _, e := range req.TRF.Events {
		fe := fide.FromTRF(e)
		if fe.Kind == fide.KindLeaveFIDE && left < 0 {
			left, leftAt = fe.Round, fe.At
		}
		if err := s.store.AddIntegrityEvent(ctx, t.ID, fe); err != nil {
			return err
		}
	}
	l, err := s.loadBare(ctx, t.ID)
	if err != nil {
		return err
	}
	source := strings.TrimSpace(req.Source)
	if source == "" {
		source = "a TRF file"
	}
	if err := s.logEvent(ctx, t.ID, fide.KindImport, l.paired, fmt.Sprintf("imported from %s, %d rounds paired", source, l.paired)); err != nil {
		return err
	}
	if req.Year != 0 { // a season's record of a finished event: no FIDE mode, nothing to pair
		return nil
	}
	ws, err := s.unknownResultWarnings(ctx, req, t.ID)
	if err != nil {
		return err
	}
	if l.isSwiss() {
		if l.players, err = s.entryPlayers(ctx, t.ID); err != nil {
			return err
		}
		for r := 1; r <= l.paired; r++ {
			tt, _, err := l.pairingInput(ctx, r)
			if err != nil {
				return err
			}
			p := l.pairingOf(r)
			vs := check.Round(tt, r, p)
			if l.t.SwissSystem == model.SwissBurstein {
				vs = check.RoundBurstein(tt, r, p)
			}
			if len(vs) == 0 {
				continue
			}
			ws = append(ws, fide.Warning{Level: fide.Confirm, Code: "import-round",
				Msg: model.Msg("Round %d of the file breaks the pairing rules: %s", r, joinWarnings(l.warnings(vs)))})
			texts := make([]string, len(vs))
			for i, v := range vs {
				texts[i] = v.String()
			}
			if err := s.logEvent(ctx, t.ID, fide.KindImport, r, "round breaks the pairing rules: "+strings.Join(texts, "; ")); err != nil {
				return err
			}
		}
	}
	if err := gate("ImportTRF", ws, ack); err != nil {
		return err
	}
	if !model.DefaultFIDEMode(t) {
		return nil
	}
	rec := model.FIDEModeRecord{On: true}
	if left >= 0 {
		rec = model.FIDEModeRecord{LeftRound: left, LeftAt: leftAt}
	}
	return s.store.SetFIDEModeRecord(ctx, t.ID, rec)
}

// unknownResultWarnings are the Level 3 warnings of the result symbols
// outside the TRF code table that the reader took for unknown results
// (FIDE's checklist VCL4THP Q166; engine/trf WarnUnknownResult): each
// names the file's line, column and symbol, is logged as an Import event
// of its round, and its game is stored as adjourned (adjourned_import.go),
// a draw for the pairing until its result is entered.
func (s *Service) unknownResultWarnings(ctx context.Context, req model.TRFImport, id model.TournamentID) ([]fide.Warning, error) {
	var ws []fide.Warning
	for _, w := range req.TRF.Warnings {
		if w.Kind != trf.WarnUnknownResult {
			continue
		}
		sym := string(w.Symbol)
		ws = append(ws, fide.Warning{Level: fide.Confirm, Code: "import-unknown-result",
			Msg: model.Msg("Line %d, column %d of the file: the result symbol %s of round %d is not a TRF code; it is read as an unknown result (adjourned, a draw for the pairing). Enter the real result when it is known.", w.Line, w.Col, strconv.Quote(sym), w.Round)})
		text := fmt.Sprintf("line %d, column %d: unknown result symbol %s read as adjourned", w.Line, w.Col, strconv.Quote(sym))
		if err := s.logEvent(ctx, id, fide.KindImport, w.Round, text); err != nil {
			return nil, err
		}
	}
	return ws, nil
}
