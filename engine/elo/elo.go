package elo

// pdTable is table 8.1.2: the highest rating difference D that gives the
// higher-rated player the scoring probability PD = 0.50 + i/100, i = 0…49
// (D 0–3 gives 0.50, 4–10 gives 0.51, …, 620–735 gives 0.99, above 735 1.00).
var pdTable = [...]int{3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
	153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
	374, 391, 411, 432, 456, 484, 517, 559, 619, 735}

// dpTable is table 8.1.1: the rating difference dp for the fractional
// score p = 0.50 + i/100, i = 0…50 (dp for p below 0.50 is −dp(1 − p)).
var dpTable = [...]int{0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800}

// PD is table 8.1.2: the scoring probability in hundredths of a player
// whose rating exceeds the opponent's by d (negative d: the player is the
// lower-rated one; PD(−d) = 100 − PD(d)).
func PD(d int) int {
	if d < 0 {
		return 100 - PD(-d)
	}
	for i, max := range pdTable {
		if d <= max {
			return 50 + i
		}
	}
	return 100
}

// DP is table 8.1.1: the rating difference for a fractional score p given
// in hundredths (0–100).
func DP(p int) int {
	switch {
	case p < 0:
		p = 0
	case p > 100:
		p = 100
	}
	if p < 50 {
		return -dpTable[50-p]
	}
	return dpTable[p-50]
}

// Cap2650 is the rating from which 8.3.1 (amended 1 October 2025) no longer
// counts a difference of more than 400 points as 400.
const Cap2650 = 2650

// Expected is the player's expected score in hundredths against one rated
// opponent (8.3.1, 8.3.2 a): the rating difference counts as at most 400
// points, unless the player is rated 2650 or more.
func Expected(player, opponent int) int {
	d := player - opponent
	if player < Cap2650 {
		d = max(-400, min(400, d))
	}
	return PD(d)
}

// Game is one game of the player: the opponent's rating (0: unrated) and
// the player's score in half-points (0 loss, 1 draw, 2 win).
type Game struct {
	Opponent int
	Score    int
}

// Result is the player's rating outcome of the tournament.
type Result struct {
	Games       int // games against rated opponents (the only ones rated for a rated player, 8.3.1)
	Score       int // half-points scored in them
	Expected    int // ΣPD, hundredths (8.3.2 a)
	K           int // K used (8.3.3, after the K·n ≤ 700 limit)
	Change100   int // ΣΔR·K in hundredths (8.3.2 d), before rounding
	Change      int // the rating change rounded, 0.5 away from zero (8.3.4)
	AvgOpponent int // Ra: average rating of the rated opponents, rounded half up
	Performance int // Rp = Ra + dp(p) (8.1.1); 0 with no rated games
}

// Compute rates a player rated rating (0: unrated — nothing is computed)
// with development coefficient k over games. Games against unrated
// opponents and unplayed games (byes, forfeits) must be left out by the
// caller or given with Opponent 0; they are not rated.
func Compute(rating, k int, games []Game) Result {
	var r Result
	if rating <= 0 {
		return r
	}
	sumOpp := 0
	for _, g := range games {
		if g.Opponent <= 0 {
			continue
		}
		r.Games++
		r.Score += g.Score
		r.Expected += Expected(rating, g.Opponent)
		sumOpp += g.Opponent
	}
	if r.Games == 0 {
		return r
	}
	r.K = LimitK(k, r.Games)
	// ΣΔR = W − ΣPD, in hundredths: score·50 − expected.
	r.Change100 = (r.Score*50 - r.Expected) * r.K
	r.Change = roundAway(r.Change100, 100)
	r.AvgOpponent = (2*sumOpp + r.Games) / (2 * r.Games)
	// p in hundredths, rounded half up: score/2/n.
	p := (r.Score*100 + r.Games) / (2 * r.Games)
	r.Performance = r.AvgOpponent + DP(p)
	return r
}

// LimitK applies the last paragraph of 8.3.3: if n games times K exceed
// 700, K is the largest whole number with K·n ≤ 700.
func LimitK(k, n int) int {
	if n > 0 && k*n > 700 {
		return 700 / n
	}
	return k
}

// KFactor is 8.3.3 for a player rated rating: 40 for a player with fewer
// than 30 rated games, and until the end of the year of the 18th birthday
// while the rating is under 2300; 10 once the published rating has reached
// 2400 (reached2400, or rating ≥ 2400); 20 otherwise. The K-factor FIDE
// publishes in its list is the authority; this is for a player without one. age18 says whether
// the player turns at most 18 in the tournament's year.
func KFactor(rating, ratedGames int, age18, reached2400 bool) int {
	switch {
	case ratedGames < 30, age18 && rating < 2300:
		return 40
	case reached2400 || rating >= 2400:
		return 10
	}
	return 20
}

// roundAway divides n by d (d > 0) rounding to the nearest integer, halves
// away from zero (8.3.4).
func roundAway(n, d int) int {
	if n < 0 {
		return -((-n*2 + d) / (2 * d))
	}
	return (n*2 + d) / (2 * d)
}
