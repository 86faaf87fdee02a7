package norm

import "arbiter/engine/season"

// Judge categories, strongest first (national, 1st, 2nd, 3rd).
const (
	JudgeNational = 0
	JudgeFirst    = 1
	JudgeSecond   = 2
	JudgeThird    = 3
)

// Panel is a tournament's judging panel: each judge's category.
type Panel struct {
	Judges []int
}

// ValidFor says whether the panel lets a norm of level l count (ЄСКУ,
// order 582 of 11.10.2013, §VI–VII, norms.md §1.1): at least 3 judges of
// at least the 1st category for КМС (and its candidate points, ours),
// of at least the 2nd category for the razryads.
func (p Panel) ValidFor(l season.Level) bool {
	need := JudgeSecond
	if l == season.LevelCMS || l == season.LevelCMSPoints {
		need = JudgeFirst
	}
	n := 0
	for _, c := range p.Judges {
		if c <= need {
			n++
		}
	}
	return n >= 3
}
