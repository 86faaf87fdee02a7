package explain

import (
	"errors"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

// Report is a paired round with its checklist: the engine's pairing as it
// built it and, when the stored pairing differs (a change by hand), what
// the difference breaks or weakens.
type Report struct {
	Round     int
	Checklist *swiss.Checklist
	Engine    swiss.Pairing
	Stored    *trf.Pairing // nil: the round is the engine's (a TRF file)
	Names     map[int]string
	Input     *trf.Tournament
}

// NewReport pairs round of in with the checklist on. stored, when not
// nil, is the pairing the round has (its changes are explained); names
// may be nil.
func NewReport(in *trf.Tournament, round int, o swiss.Options, stored *trf.Pairing, names map[int]string) (*Report, error) {
	p, c, err := swiss.PairChecklist(in, round, o)
	if errors.Is(err, swiss.ErrNoValidPairing) {
		return nil, model.Errorf(model.NoPairing, "PairingChecklist", model.Msg("No pairing of round %d meets the absolute criteria (C.04.3), so there is no checklist.", round), err)
	}
	if err != nil {
		return nil, model.Errorf(model.Invalid, "PairingChecklist", model.Msg("The checklist of round %d cannot be made: %s", round, err.Error()), err)
	}
	if names == nil {
		names = map[int]string{}
		for _, pl := range in.Players {
			names[pl.ID] = pl.Name
		}
	}
	return &Report{Round: round, Checklist: c, Engine: p, Stored: stored, Names: names, Input: in}, nil
}

func (r *Report) who(no int) string { return who(no, r.Names) }

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
