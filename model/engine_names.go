package model

import (
	"io"

	"arbiter/engine/knockout"
	"arbiter/engine/money"
	"arbiter/engine/playoff"
	"arbiter/engine/ratingmethod"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
)

// The engine's types and values the tournament screens read, named here so
// that ui reaches the engine only through model (ui → model → engine).
type (
	ResultCode     = trf.Result      // a TRF result code; the byes of a registration (Participant.Byes)
	Colour         = trf.Colour      // a colour in a crosstable cell
	PairedBoard    = trf.Board       // a board of a round paired by hand (HandRound)
	TRFFile        = trf.Tournament  // a TRF-16 file as read (TRFImport)
	TRFFormatError = trf.FormatError // where a TRF file could not be read
	TieBreakPreset = tiebreak.Preset // a named list of tie-breaks
	RatingMethod   = ratingmethod.Method
)

// The bye codes of a registration, the colours and the armageddon's stage
// of a knockout game.
const (
	HalfBye = trf.HalfBye
	ZeroBye = trf.ZeroBye
	FullBye = trf.FullBye

	White = trf.White
	Black = trf.Black

	ArmageddonStage = knockout.ArmageddonStage
)

// The methods of a tournament rating (docs/tournament-rating.md).
const (
	MethodFIDE     = ratingmethod.FIDE
	MethodNRO      = ratingmethod.NRO
	MethodFIDON    = ratingmethod.FIDON
	MethodNIDOF    = ratingmethod.NIDOF
	MethodHBFN     = ratingmethod.HBFN
	MethodSequence = ratingmethod.Sequence
)

var (
	// TieBreakPresets are the tie-break presets a tournament's form offers.
	TieBreakPresets = tiebreak.Presets
	// RatingMethods are the methods of a tournament rating, in order.
	RatingMethods = ratingmethod.Methods
	// PlayoffForms are the forms of a play-off, in the form's order.
	PlayoffForms = playoff.Forms
)

// TieBreakPresetByKey is the preset of that key.
func TieBreakPresetByKey(key string) (TieBreakPreset, bool) { return tiebreak.PresetByKey(key) }

// ReadTRF reads a TRF-16 file for import; ½-0, 0-½ and 0-0 are kept per
// player.
func ReadTRF(r io.Reader) (*TRFFile, error) {
	return trf.ReadWith(r, trf.Options{UnusualResults: true})
}

// Hryvnias writes a whole number of hryvnias as every amount is written:
// «3 000,00».
func Hryvnias(uah int) string { return money.Hryvnias(uah) }

// PlayoffPlacesText writes the places a play-off decides: "1,2".
func PlayoffPlacesText(ps []int) string { return playoff.PlacesText(ps) }

// ParsePlayoffPlaces reads the places a play-off decides.
func ParsePlayoffPlaces(s string) ([]int, error) { return playoff.ParsePlaces(s) }
