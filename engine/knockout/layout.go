package knockout

import "arbiter/engine/lot"

// PrintOrder returns the seeds of a bracket of size players (a power of
// two, at least 2) in the order seed 004 §5 prints the Moscow 2010 final's
// bracket: one line per player, top to bottom, consecutive lines meeting
// in round 1. Line pair j (0-based) is x–(size+1−x) with x = 1 + 2·rev(j),
// rev reversing the bits of j over log2(size/2) bits, so 32 players read
// 1, 32, 17, 16, 9, 24, 25, 8, 5, 28, …, 4 (the seed's first column) and
// then 3, 30, 19, 14, …, 31, 2 (its second column). At every level the
// groups that meet are those of Order (the FIDE order): only the printing
// order differs; seeds 1 and 2 meet only in the final.
func PrintOrder(size int) ([]int, error) {
	if _, err := Order(size); err != nil {
		return nil, err
	}
	half := size / 2
	bits := 0
	for 1<<bits < half {
		bits++
	}
	out := make([]int, 0, size)
	for j := range half {
		rev := 0
		for b := range bits {
			if j&(1<<b) != 0 {
				rev |= 1 << (bits - 1 - b)
			}
		}
		x := 1 + 2*rev
		out = append(out, x, size+1-x)
	}
	return out, nil
}

// MatchLotSeed is the seed of the colour lot of match pair (1-based) of
// bracket round (1-based) under the tournament's lot seed: seed·1000 +
// round·100 + pair, so every match of a bracket up to 128 players draws
// with a seed of its own, and anyone can repeat it.
func MatchLotSeed(seed uint64, round, pair int) uint64 {
	return seed*1000 + uint64(round*100+pair)
}

// FirstColourByLot draws the colour of the first game of a mini-match
// (seed 004 §5: «очередность цвета определяется жребием»): lot.Draw(2,
// MatchLotSeed(seed, round, pair)); when the better seed (Bracket.Better,
// not the upper line) draws number 1 he has White in game 1. `arbiter-cli lot --players 2
// --seed N` repeats the draw of a match: its first line "1 1" means White
// for the better seed.
func FirstColourByLot(seed uint64, round, pair int) (betterWhite bool) {
	return lot.Draw(2, MatchLotSeed(seed, round, pair))[0] == 1
}

// ColourByLot draws who has White in one game between the better seed and
// the other (the Armageddon, seed 004 §5: «очередность цвета определяется
// жребием»; C.07 art. 3 leaves the colours of the decisive game to the
// regulations): lot.Draw(2, seed), the better seed White when he draws
// number 1, as `arbiter-cli lot --players 2 --seed S` repeats it (first
// line «1 1»).
func ColourByLot(better, other int, seed uint64) (white int) {
	if lot.Draw(2, seed)[0] == 1 {
		return better
	}
	return other
}
