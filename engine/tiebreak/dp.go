package tiebreak

// RatingDifference is FIDE B.02 8.1.1: the rating difference dp for a
// percentage score p (0…100), as used in the performance rating. Team
// standings (engine/team) use it for the board-by-board performance.
func RatingDifference(p int) int {
	if p < 0 {
		p = 0
	}
	if p > 100 {
		p = 100
	}
	return dp(p)
}
