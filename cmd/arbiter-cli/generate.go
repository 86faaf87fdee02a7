package main

import (
	"bytes"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/engine/trfgen"
)

func init() {
	register(command{
		name:    "generate",
		summary: "generate a random Swiss tournament paired by Arbiter's Dutch engine, as TRF-2026 (--dutch -o OUT.trf [-g CONFIG] [-s SEED])",
		run:     runGenerate,
	})
}

var generateSpec = cmdSpec{name: "generate", dash: anyDash, opts: []option{
	boolOpt("dutch", "pair by the FIDE Dutch system (C.04.3), the only system of the generator; accepted for bbpPairings' and JaVaFo's command line"),
	strOpt("o", "OUT.trf", `where to write the tournament ("-": standard output)`).required(),
	{name: "g", kind: kindString, arg: "CONFIG", optionalValue: true,
		help: "the configuration file (Key=Value lines, below); without it every option is drawn at random"},
	strOpt("s", "SEED", "the seed (a whole number from 0): the same seed and configuration give the same tournament; default: a new random seed, printed"),
}, about: `Generates a whole random Swiss tournament, pairs every round with Arbiter's
own Dutch engine (the one pair uses), invents the results and writes it as
TRF-2026: the players, every round, 142/152/192, the tie-break list (202)
and the final standings (points and rank columns). "arbiter-cli check
OUT.trf" and "bbpPairings --dutch OUT.trf -c" check it.

The configuration file has one Key=Value a line (# starts a comment). The
keys of bbpPairings' and JaVaFo's generators:
  PlayersNumber=N        players, 2-9999
  RoundsNumber=N         rounds, 1-99
  DrawPercentage=P       chance in % that a game between equals is drawn
  ForfeitRate=N          one game in N is forfeited
  RetiredRate=N          one player in N withdraws
  HalfPointByeRate=N     one player in N takes a half-point bye
  HighestRating=R, LowestRating=R   ratings drawn evenly between them
  PointsForWin=1 … PointsForPAB=1   accepted with the standard values only
Arbiter's keys, each a count (12) or a percentage (5%):
  HalfPointByes, FullPointByes, ZeroPointByes   of all player-rounds
  Forfeits, DoubleForfeits                      of all games
  HalfZeroResults, ZeroHalfResults, ZeroZeroResults   ½-0, 0-½, 0-0, of all games
  Withdrawals, LateEntries, Unrated             of all players
and
  Ratings=2650,2600,0,…  typed ratings, one per player (0 = unrated)
  RatingStep=N           ratings from HighestRating down in steps of N
  TieBreaks=BH/C1,BH,SB,DE   the tie-break list (record 202)
  InitialColour=W|B      colour of the first board in round 1 (record 152)
  Acceleration=Baku|None the Baku acceleration (record 192 FIDE_DUTCH_BAKU)
  TournamentName=…, StartDate=YYYY/MM/DD (the date chooses the C.07 edition)
Every key left out gets a random value (players 12-200, rounds 5-11, draws
10-50 %, a few of every bye and unusual result, a FIDE tie-break list);
the summary printed after writing shows what was drawn and what came out.
Results follow FIDE's rating table (B.02 8.1.2): White's expected score
is PD(Rw-Rb), draws as DrawPercentage allows, unrated players counted as
LowestRating.

Exit codes: 0 written, 1 a round had no legal pairing (nothing written;
another seed or fewer rounds), 2 bad input, 3 internal error.`}

// generatePair pairs a round of the generated tournament with the engine,
// by the Baku acceleration when its 192 record asks for it (C.04.3 Baku
// method; engine/swiss accel.go).
var generatePair = func(t *trf.Tournament, r int) (trf.Pairing, error) {
	sp, err := pairBy(t, r, swiss.Options{Baku: t.Baku()})
	if err != nil {
		return trf.Pairing{}, err
	}
	return fromSwiss(sp), nil
}

func runGenerate(e *env, args []string) (code int) {
	defer recoverInternal(e, "generate", &code)
	_, o, code, stop := generateSpec.read(e, args)
	if stop {
		return code
	}
	var opts trfgen.Options
	if path := o["g"]; path != "" {
		f, err := os.Open(path)
		if err != nil {
			fmt.Fprintln(e.stderr, "arbiter-cli generate:", err)
			return exitBadInput
		}
		opts, err = trfgen.ParseConfig(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(e.stderr, "arbiter-cli generate: %s: %v\n", path, err)
			return exitBadInput
		}
	}
	if s, ok := o["s"]; ok {
		seed, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return generateSpec.fail(e, fmt.Errorf("-s %q: the seed is a whole number from 0 to %d", s, uint64(1<<64-1)))
		}
		opts.Seed = seed
	} else {
		var b [8]byte
		if _, err := crand.Read(b[:]); err != nil {
			fmt.Fprintln(e.stderr, "arbiter-cli generate: no random seed:", err)
			return exitInternal
		}
		opts.Seed = binary.LittleEndian.Uint64(b[:]) >> 1 // fits -s as a signed whole number too
	}
	t, sum, err := trfgen.Build(opts, generatePair)
	var re *trfgen.RoundError
	switch {
	case errors.Is(err, trfgen.ErrOptions):
		fmt.Fprintln(e.stderr, "arbiter-cli generate:", strings.TrimPrefix(err.Error(), "trfgen: "))
		return exitBadInput
	case errors.As(err, &re) && errors.Is(err, swiss.ErrNoValidPairing):
		fmt.Fprintf(e.stderr, "arbiter-cli generate: seed %d: round %d: no pairing meets the absolute criteria (C.04.3 C1-C3); nothing written — try another seed or fewer rounds\n", opts.Seed, re.Round)
		return exitNoPairing
	case err != nil:
		fmt.Fprintf(e.stderr, "arbiter-cli generate: seed %d: %v\n", opts.Seed, err)
		return exitInternal
	}
	var buf bytes.Buffer
	if err := trf.WriteEdition(&buf, t, trf.TRF26); err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli generate:", err)
		return exitInternal
	}
	out, report := o["o"], e.stdout
	if out == "-" {
		if _, err := e.stdout.Write(buf.Bytes()); err != nil {
			fmt.Fprintln(e.stderr, "arbiter-cli generate:", err)
			return exitInternal
		}
		report = e.stderr
	} else if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli generate:", err)
		return exitBadInput
	}
	writeSummary(report, out, sum)
	return exitOK
}

func writeSummary(w io.Writer, out string, s *trfgen.Summary) {
	o := s.Options
	if out == "-" {
		out = "standard output"
	}
	fmt.Fprintf(w, "wrote %s: %d players, %d rounds, seed %d\n", out, o.Players, o.Rounds, o.Seed)
	fmt.Fprintf(w, "  games: %d (%d decisive, %d drawn; draw chance %s), %d forfeited by one side, %d by both, %d ½-0, %d 0-½, %d 0-0\n",
		s.Games, s.Decisive, s.Draws, o.Draw, s.Forfeits, s.DoubleForfeits, s.HalfZero, s.ZeroHalf, s.ZeroZero)
	fmt.Fprintf(w, "  byes: %d half-point, %d full-point, %d zero-point, %d pairing-allocated\n", s.HalfByes, s.FullByes, s.ZeroByes, s.PABs)
	ratings := fmt.Sprintf("%d-%d", o.LowestRating, o.HighestRating)
	switch {
	case len(o.Ratings) > 0:
		ratings = "typed"
	case o.RatingStep > 0:
		ratings = fmt.Sprintf("from %d in steps of %d", o.HighestRating, o.RatingStep)
	}
	fmt.Fprintf(w, "  players: %d withdrawn, %d late entries, %d unrated; ratings %s\n", s.Withdrawals, s.LateEntries, s.Unrated, ratings)
	fmt.Fprintf(w, "  initial colour %c, tie-breaks (202) %s\n", o.InitialColour, o.TieBreaks)
}
