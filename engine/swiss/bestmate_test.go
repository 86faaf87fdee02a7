package swiss

import "testing"

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
