// Command gen writes the generated Swiss events of testdata/perfgen (see
// ../README.md): each event is made by engine/trfgen from a fixed seed, every
// round paired by engine/swiss, and written as the complete tournament
// (gen-nNNNN-sS.trf) plus the engine's pairing of every round in board
// order (gen-nNNNN-sS-rRR.pairs), the goldens the engine must keep
// reproducing. Run from the repository root:
//
//	go run ./testdata/perfgen/gen [-players 1000] [-seed 1] [-rounds 9]
//
// It prints the CPU time of every round to stderr. With -states it also
// writes the tournament as it stands before every round, as the engine is
// given it (NAME-before-rRR.trf: the input of `arbiter-cli pair --dutch`
// for that round, to profile one round alone). With -sums it writes
// only gen-nNNNN-sS.sums, the SHA-256 of every round's pairing in that
// format (the compact goldens of the large events, which are generated again
// from the seed by the benchmarks instead of being stored).
package main

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/engine/trfgen"
)

func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func main() {
	players := flag.Int("players", 1000, "players")
	seed := flag.Uint64("seed", 1, "trfgen seed")
	rounds := flag.Int("rounds", 9, "rounds (XXR)")
	dir := flag.String("dir", "testdata/perfgen", "output directory")
	sums := flag.Bool("sums", false, "write only the SHA-256 of every round's pairing (NAME.sums)")
	states := flag.Bool("states", false, "also write the tournament as it stands before every round, as it is paired (NAME-before-rRR.trf)")
	flag.Parse()
	name := fmt.Sprintf("gen-n%04d-s%d", *players, *seed)
	var pairs []trf.Pairing
	t, err := trfgen.Generate(trfgen.PerfMix(*seed, *players, *rounds), func(t *trf.Tournament, r int) (trf.Pairing, error) {
		if *states {
			f, err := os.Create(filepath.Join(*dir, fmt.Sprintf("%s-before-r%02d.trf", name, r)))
			if err == nil {
				err = trf.Write(f, t)
				if cerr := f.Close(); err == nil {
					err = cerr
				}
			}
			if err != nil {
				return trf.Pairing{}, err
			}
		}
		start := cpu()
		p, err := swiss.Pair(t, r)
		if err != nil {
			return trf.Pairing{}, err
		}
		fmt.Fprintf(os.Stderr, "%s round %d: %.2f s CPU\n", name, r, (cpu() - start).Seconds())
		out := trf.Pairing{Bye: p.Bye}
		for _, b := range p.Boards {
			out.Boards = append(out.Boards, trf.Board{White: b.White, Black: b.Black})
		}
		pairs = append(pairs, out)
		return out, nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	write := func(file string, f func(*os.File) error) {
		out, err := os.Create(filepath.Join(*dir, file))
		if err == nil {
			err = f(out)
			if cerr := out.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if *sums {
		write(name+".sums", func(f *os.File) error {
			for i, p := range pairs {
				h := sha256.New()
				if err := trf.WritePairs(h, p); err != nil {
					return err
				}
				if _, err := fmt.Fprintf(f, "r%02d %x\n", i+1, h.Sum(nil)); err != nil {
					return err
				}
			}
			return nil
		})
		return
	}
	write(name+".trf", func(f *os.File) error { return trf.Write(f, t) })
	for i, p := range pairs {
		write(fmt.Sprintf("%s-r%02d.pairs", name, i+1), func(f *os.File) error { return trf.WritePairs(f, p) })
	}
}
