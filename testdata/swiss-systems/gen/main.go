// Command gen writes the Baku and Burstein next-round corpora of
// testdata/swiss-systems with the reference engine (bbpPairings): it plays
// random tournaments round by round, asks the reference engine to pair
// each round from the TRF of the tournament before it (a 192 record
// selects the system and the acceleration), stores that TRF with the
// engine's answer, and plays the round with random results.
//
// Usage (from the repository root; the reference engine is needed only
// here, never by the tests):
//
//	go run ./testdata/swiss-systems/gen -bbp PATH/bbpPairings -out testdata/swiss-systems
//
// Every set is fixed by its seeds (README.md): the same seeds write the
// same files. -offset and -scale write other, larger sets into another
// directory, to measure the engine on more events (SWISS_SYSTEMS_DIR=DIR
// go test ./engine/swiss -run TestSystemsCorpus).
package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

type set struct {
	dir    string // subdirectory
	code   string // 192 code
	flag   string // --dutch / --burstein
	seed   int64  // first seed; tournament i uses seed+i
	events int
	// clean: no byes, absences or withdrawals known before a pairing, an
	// even number of players, and the event ends at the first round the
	// reference engine cannot pair (events a test can replay through the
	// program's own tournament service).
	clean bool
}

var sets = []set{
	{dir: "baku", code: "FIDE_DUTCH_BAKU", flag: "--dutch", seed: 3001, events: 40},
	{dir: "burstein", code: "FIDE_BURSTEIN", flag: "--burstein", seed: 4001, events: 50},
	{dir: "burstein-baku", code: "FIDE_BURSTEIN_BAKU", flag: "--burstein", seed: 5001, events: 50},
	{dir: "baku-clean", code: "FIDE_DUTCH_BAKU", flag: "--dutch", seed: 3101, events: 6, clean: true},
	{dir: "burstein-clean", code: "FIDE_BURSTEIN", flag: "--burstein", seed: 4101, events: 6, clean: true},
	{dir: "burstein-baku-clean", code: "FIDE_BURSTEIN_BAKU", flag: "--burstein", seed: 5101, events: 6, clean: true},
}

type game struct {
	opp    int
	colour byte // 'w' 'b' '-'
	result byte
}

type tplayer struct {
	id     int
	rating int
	games  []game
}

func points(g game) int {
	switch g.result {
	case '1', '+', 'U', 'F', 'W':
		return 2
	case '=', 'H', 'D':
		return 1
	}
	return 0
}

func half(hp int) string { return fmt.Sprintf("%d.%d", hp/2, 5*(hp%2)) }

// write renders the tournament before round r (rounds < r, plus the
// absences of round r) as bbpPairings writes TRF.
func write(ps []tplayer, r, rounds int, code string) string {
	var b strings.Builder
	b.WriteString("012 Generated " + code + "\r")
	b.WriteString("XXR " + strconv.Itoa(rounds) + "\r")
	b.WriteString("XXC white1\r")
	for _, p := range ps {
		pts := 0
		for i := 0; i < r-1 && i < len(p.games); i++ {
			pts += points(p.games[i])
		}
		fmt.Fprintf(&b, "001 %4d%10s%04d Player%04d%19d%28s%4s%5d", p.id, "Test", p.id, p.id, p.rating, "", half(pts), p.id)
		for i := 0; i < r && i < len(p.games); i++ {
			g := p.games[i]
			if i == r-1 && (g.opp != 0 || g.result == 0) {
				break // round r: only an absence known before the pairing
			}
			if g.opp == 0 {
				fmt.Fprintf(&b, "  0000 - %c", g.result)
			} else {
				fmt.Fprintf(&b, "  %4d %c %c", g.opp, g.colour, g.result)
			}
		}
		b.WriteString("\r")
	}
	b.WriteString("\r192 " + code + "\r")
	return b.String()
}

// maxPlayers is the size of the largest event (-players).
var maxPlayers = 50

var errCrash = errors.New("the reference engine crashed")

type pairs struct {
	boards [][2]int
	bye    int
}

func run(bbp, flagSys, trfPath, outPath string) (pairs, bool, error) {
	cmd := exec.Command(bbp, flagSys, trfPath, "-p", outPath)
	msg, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ExitCode() == 1 {
		return pairs{}, false, nil
	}
	if errors.As(err, &ee) && ee.ExitCode() < 0 {
		// Killed by a signal: the reference engine aborts on some
		// Burstein inputs (README.md); the event ends before this round.
		return pairs{}, false, errCrash
	}
	if err != nil {
		return pairs{}, false, fmt.Errorf("%s: %v: %s", trfPath, err, msg)
	}
	data, err := os.ReadFile(outPath)
	if err != nil {
		return pairs{}, false, err
	}
	f := strings.Fields(string(data))
	var p pairs
	for i := 1; i+1 < len(f); i += 2 {
		a, _ := strconv.Atoi(f[i])
		c, _ := strconv.Atoi(f[i+1])
		if c == 0 {
			p.bye = a
		} else {
			p.boards = append(p.boards, [2]int{a, c})
		}
	}
	return p, true, nil
}

func main() {
	bbp := flag.String("bbp", "", "path of the bbpPairings binary")
	out := flag.String("out", "testdata/swiss-systems", "output directory")
	offset := flag.Int64("offset", 0, "added to every seed (0: the committed sets; other values measure on new events)")
	scale := flag.Int("scale", 1, "events per set, times the committed number")
	flag.IntVar(&maxPlayers, "players", 50, "the largest event (players; at least 7)")
	flag.Parse()
	if *bbp == "" {
		fmt.Fprintln(os.Stderr, "gen: -bbp is required")
		os.Exit(2)
	}
	var tsv strings.Builder
	tsv.WriteString("name\tset\tsystem\tcode\tround\toutcome\n")
	for _, s := range sets {
		dir := filepath.Join(*out, s.dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			fail(err)
		}
		for ev := 0; ev < s.events**scale; ev++ {
			seed := s.seed + *offset + int64(ev)
			if err := event(*bbp, s, dir, seed, &tsv); err != nil {
				fail(err)
			}
		}
	}
	if err := os.WriteFile(filepath.Join(*out, "cases.tsv"), []byte(tsv.String()), 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gen:", err)
	os.Exit(1)
}

// event plays one tournament; its size, length and mix follow from seed.
func event(bbp string, s set, dir string, seed int64, tsv *strings.Builder) error {
	rng := rand.New(rand.NewSource(seed))
	n := 6 + rng.Intn(max(maxPlayers, 7)-5)
	rounds := 5 + rng.Intn(5)
	if rounds >= n {
		rounds = n - 1
	}
	if s.clean && n%2 == 1 {
		n++
	}
	ps := make([]tplayer, n)
	rating := 2500
	for i := range ps {
		rating = max(rating-rng.Intn(40), 1) // large events reach the floor
		ps[i] = tplayer{id: i + 1, rating: rating, games: make([]game, rounds)}
	}
	// Absences known before the pairing: round-1 byes (a late entry or a
	// requested bye) and requested byes later; withdrawals.
	for i := range ps {
		if s.clean {
			break
		}
		for r := 0; r < rounds; r++ {
			x := rng.Float64()
			switch {
			case r == 0 && x < 0.06:
				ps[i].games[r] = game{result: "HZ"[rng.Intn(2)], colour: '-'}
			case r > 0 && x < 0.03:
				ps[i].games[r] = game{result: "HZF"[rng.Intn(3)], colour: '-'}
			}
		}
		if rng.Float64() < 0.04 {
			from := 1 + rng.Intn(rounds)
			for r := from; r < rounds; r++ {
				ps[i].games[r] = game{result: 'Z', colour: '-'}
			}
		}
	}
	sysName := strings.TrimPrefix(s.flag, "--")
	for r := 1; r <= rounds; r++ {
		name := fmt.Sprintf("%s-n%03d-R%02d-s%d-r%02d", s.dir, n, rounds, seed, r)
		trfPath := filepath.Join(dir, name+".trf")
		if err := os.WriteFile(trfPath, []byte(write(ps, r, rounds, s.code)), 0o644); err != nil {
			return err
		}
		tmp := filepath.Join(os.TempDir(), "swiss-systems-gen.pairs")
		p, ok, err := run(bbp, s.flag, trfPath, tmp)
		for try := 0; errors.Is(err, errCrash) && try < 5 && !s.clean; try++ {
			// The reference engine aborts on some Burstein rounds (mostly
			// with an odd number of players, README.md): a random present
			// player asks for a half-point bye instead, and it is tried
			// again.
			var present []int
			for i := range ps {
				if ps[i].games[r-1].result == 0 {
					present = append(present, i)
				}
			}
			if len(present) < 3 {
				break
			}
			ps[present[rng.Intn(len(present))]].games[r-1] = game{colour: '-', result: 'H'}
			if err := os.WriteFile(trfPath, []byte(write(ps, r, rounds, s.code)), 0o644); err != nil {
				return err
			}
			p, ok, err = run(bbp, s.flag, trfPath, tmp)
		}
		if errors.Is(err, errCrash) {
			fmt.Fprintf(os.Stderr, "gen: %s: the reference engine crashed; the event ends here\n", name)
			return os.Remove(trfPath)
		}
		if err != nil {
			return err
		}
		if !ok {
			if err := os.WriteFile(filepath.Join(dir, name+".nopairing"), nil, 0o644); err != nil {
				return err
			}
			fmt.Fprintf(tsv, "%s\t%s\t%s\t%s\t%d\tnopairing\n", name, s.dir, sysName, s.code, r)
			return nil
		}
		var pb strings.Builder
		cnt := len(p.boards)
		if p.bye != 0 {
			cnt++
		}
		fmt.Fprintf(&pb, "%d\n", cnt)
		for _, b := range p.boards {
			fmt.Fprintf(&pb, "%d %d\n", b[0], b[1])
		}
		if p.bye != 0 {
			fmt.Fprintf(&pb, "%d 0\n", p.bye)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".pairs"), []byte(pb.String()), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(tsv, "%s\t%s\t%s\t%s\t%d\tpairs\n", name, s.dir, sysName, s.code, r)
		play(rng, ps, r, p)
	}
	// The whole event, every round played (for check).
	ev := filepath.Join(filepath.Dir(dir), "events")
	if err := os.MkdirAll(ev, 0o755); err != nil {
		return err
	}
	name := fmt.Sprintf("%s-n%03d-R%02d-s%d", s.dir, n, rounds, seed)
	return os.WriteFile(filepath.Join(ev, name+".trf"), []byte(write(ps, rounds+1, rounds, s.code)), 0o644)
}

// play writes random results of round r.
func play(rng *rand.Rand, ps []tplayer, r int, p pairs) {
	at := map[int]int{}
	for i := range ps {
		at[ps[i].id] = i
	}
	for _, b := range p.boards {
		w, bl := &ps[at[b[0]]], &ps[at[b[1]]]
		x := rng.Float64()
		var rw, rb byte
		switch {
		case x < 0.38:
			rw, rb = '1', '0'
		case x < 0.66:
			rw, rb = '=', '='
		case x < 0.94:
			rw, rb = '0', '1'
		case x < 0.97:
			rw, rb = '+', '-'
		default:
			rw, rb = '-', '+'
		}
		w.games[r-1] = game{opp: b[1], colour: 'w', result: rw}
		bl.games[r-1] = game{opp: b[0], colour: 'b', result: rb}
	}
	if p.bye != 0 {
		ps[at[p.bye]].games[r-1] = game{colour: '-', result: 'U'}
	}
	// Players neither paired nor absent would be a broken record: mark
	// them as not paired (Z), which cannot happen with a correct pairing.
	ids := make([]int, 0, len(ps))
	for i := range ps {
		ids = append(ids, i)
	}
	sort.Ints(ids)
	for _, i := range ids {
		if ps[i].games[r-1].result == 0 {
			ps[i].games[r-1] = game{colour: '-', result: 'Z'}
		}
	}
}
