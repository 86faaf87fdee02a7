package swiss

import (
	"testing"

	"arbiter/engine/matching"
)

// TestTranspositionsCrossCheck: the transpositions that step 8 decides
// without a solve (bracket.bestMate, matching.BestMate) are the ones the
// solve with the order bonuses decides. With crossCheck on, every such
// answer is followed by the solve, and Pair fails on a disagreement; the
// pairings must still equal the references of the corpus and the generated
// events.
func TestTranspositionsCrossCheck(t *testing.T) {
	crossCheck = true
	defer func() { crossCheck = false }()
	t.Run("corpus", TestCorpus)
	t.Run("generated", TestGeneratedEvents)
}

// TestClassDeltaCrossCheck: the dual adjustments that find their least
// slack through the classes of the background weights
// (matching.SetTailClasses) choose the same delta and edge as the full
// walk over every pair, on the corpus and the generated 1,000-player event
// (matching.CrossCheckClasses panics on a difference).
func TestClassDeltaCrossCheck(t *testing.T) {
	matching.CrossCheckClasses = true
	defer func() { matching.CrossCheckClasses = false }()
	t.Run("corpus", TestCorpus)
	t.Run("generated", TestGeneratedEvents)
}

// TestClassDeltaCompactCrossCheck is TestClassDeltaCrossCheck with every
// window compact (the window's pairs of a dual adjustment are then read
// from the compact window, matching.Compact): the full walk must agree with
// every adjustment.
func TestClassDeltaCompactCrossCheck(t *testing.T) {
	saved := compactWords
	compactWords = 0
	matching.CrossCheckClasses = true
	defer func() { compactWords, matching.CrossCheckClasses = saved, false }()
	t.Run("corpus", TestCorpus)
	t.Run("generated", TestGeneratedEvents)
}

// TestCompactWindow: with every window stored compact (the form of the
// largest brackets, compactWords: a table by classes of players and a bonus
// per pair), the corpus and the generated 1,000-player event pair exactly
// as with square windows.
func TestCompactWindow(t *testing.T) {
	saved := compactWords
	compactWords = 0
	defer func() { compactWords = saved }()
	t.Run("corpus", TestCorpus)
	t.Run("generated", TestGeneratedEvents)
}
