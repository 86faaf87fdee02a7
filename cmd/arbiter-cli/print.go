package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/ui/pdf"
)

func init() {
	register(command{
		name:    "print",
		summary: "print a PDF: pairings, pairings-by-name, standings, crosstable (--trf IN.trf -o OUT.pdf)",
		run:     runPrint,
	})
}

// printKinds are the documents a TRF alone can feed.
var printKinds = []string{"pairings", "pairings-by-name", "standings", "crosstable"}

const printUsage = `usage: arbiter-cli print pairings|pairings-by-name|standings|crosstable --trf IN.trf [--round N] [--tiebreaks CODES|PRESET] -o OUT.pdf

  --round N      the round (default: the last paired round for pairings,
                 the last round with results for standings and crosstable)
  --tiebreaks L  tie-break codes such as BH-C1,BH,SB,DE,WIN, or a preset key
                 (academy, ukr-2003, fide-swiss, fide-rr, …); default: the
                 FIDE preset for the system (fide-swiss or fide-rr)
  -o OUT.pdf     the file to write (written whole or not at all)

The crosstable of a round robin is the n×n grid; of a Swiss event, the wall
chart (opponent, colour and result per round).`

// printArgs are the parsed options of the print command.
type printArgs struct {
	kind      string
	trfPath   string
	out       string
	round     int
	tiebreaks string
}

func runPrint(e *env, args []string) int {
	a, err := parsePrintArgs(args, e.stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(e.stderr, "arbiter-cli print:", err)
		}
		fmt.Fprintln(e.stderr, printUsage)
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitBadInput
	}
	t, err := readTRFFile(a.trfPath)
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli print:", err)
		return exitBadInput
	}
	d, err := trfDocument(t, a)
	if err == nil {
		err = pdf.WriteFile(a.out, d, pdf.Options{Compress: true})
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli print:", err)
		return exitBadInput
	}
	fmt.Fprintf(e.stdout, "%s: %s\n", a.out, d.Title)
	return exitOK
}

func parsePrintArgs(args []string, stderr io.Writer) (printArgs, error) {
	var a printArgs
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help") {
			return a, flag.ErrHelp
		}
		return a, errors.New("which document? " + strings.Join(printKinds, ", "))
	}
	a.kind = args[0]
	known := false
	for _, k := range printKinds {
		known = known || k == a.kind
	}
	if !known {
		return a, fmt.Errorf("unknown document %q (want %s)", a.kind, strings.Join(printKinds, ", "))
	}
	fs := flag.NewFlagSet("print", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&a.trfPath, "trf", "", "")
	fs.StringVar(&a.out, "o", "", "")
	fs.IntVar(&a.round, "round", 0, "")
	fs.StringVar(&a.tiebreaks, "tiebreaks", "", "")
	tournament := fs.String("tournament", "", "")
	if err := fs.Parse(args[1:]); err != nil {
		return a, err
	}
	switch {
	case fs.NArg() > 0:
		return a, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case *tournament != "":
		return a, errors.New("--tournament (printing from the database) is not available yet; export the tournament as TRF and use --trf")
	case a.trfPath == "":
		return a, errors.New("--trf IN.trf is required")
	case a.out == "":
		return a, errors.New("-o OUT.pdf is required")
	case a.round < 0:
		return a, fmt.Errorf("--round %d: rounds are numbered from 1", a.round)
	}
	return a, nil
}

func readTRFFile(path string) (*trf.Tournament, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := trf.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// tieBreakList resolves --tiebreaks: a preset key or a list of codes;
// empty means the FIDE preset for the system.
func tieBreakList(s string, sys tiebreak.System) ([]tiebreak.Spec, error) {
	if s == "" {
		s = "fide-swiss"
		if sys.IsRoundRobin() {
			s = "fide-rr"
		}
	}
	if p, ok := tiebreak.PresetByKey(s); ok {
		return p.List, nil
	}
	list, err := tiebreak.ParseList(s)
	if err != nil {
		return nil, fmt.Errorf("--tiebreaks %s: %w", s, err)
	}
	return list, nil
}
