package team

// lineupOf is a full line-up of team t: players 100·t+1 … 100·t+n.
func lineupOf(t, n int) []int {
	l := make([]int, n)
	for i := range l {
		l[i] = 100*t + i + 1
	}
	return l
}

// game builds a match from the home team's half-points on each board,
// written out by hand with the FIDE colours (home White on odd boards):
// odd board 2→"1", 1→"=", 0→"0"; even board 2→"0", 1→"=", 0→"1".
func game(round, home, away int, homePts ...int) Match {
	m := Match{Round: round, Home: home, Away: away}
	for i, p := range homePts {
		b := Board{Home: 100*home + i + 1, Away: 100*away + i + 1}
		odd := i%2 == 0
		switch {
		case p == 2 && odd, p == 0 && !odd:
			b.Result = WhiteWins
		case p == 1:
			b.Result = DrawResult
		default:
			b.Result = BlackWins
		}
		m.Boards = append(m.Boards, b)
	}
	return m
}

// pairBoards builds a match's boards from two validated line-ups: board b has
// the b-th player of each; a shorter line-up leaves its bottom boards empty
// (conceded).
func pairBoards(home, away []int, boards int) []Board {
	bs := make([]Board, boards)
	for i := range bs {
		if i < len(home) {
			bs[i].Home = home[i]
		}
		if i < len(away) {
			bs[i].Away = away[i]
		}
	}
	return bs
}
