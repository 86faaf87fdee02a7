package swiss

import "fmt"

// bracket is the state of one pairing bracket (MDPs + one scoregroup) plus
// the next scoregroup, in local indices (dutch.md F.2, F.5).
type bracket struct {
	e        *engine
	vert     []int    // local index -> vertex
	begin    int      // first resident (= number of MDPs)
	next     int      // first player of the next scoregroup
	beginV   int      // vertex of the first resident
	nextV    int      // vertex of the first player of the next scoregroup
	base     []uint64 // base weights of this bracket, lower triangle
	matched  []bool   // by vertex: the pair is decided
	pairsOut [][2]int
}

// run pairs the round bracket by bracket; it returns mate by vertex (the
// vertex itself for the PAB receiver).
func (e *engine) run() ([]int, error) {
	if e.n == 0 {
		return nil, nil
	}
	e.left = e.n
	e.winReserve = reserve(e.ps)
	if err := e.stopped(); err != nil {
		return nil, err
	}
	if err := e.prepass(); err != nil {
		return nil, err
	}
	ps := e.ps
	final := make([]int, e.n)
	for i := range final {
		final[i] = -1
	}
	matched := make([]bool, e.n)
	var vert []int
	nextIt := 0
	for nextIt < e.n && ps[nextIt].score >= ps[0].score {
		vert = append(vert, nextIt)
		nextIt++
	}
	begin, beginV := 0, 0
	for guard := 0; len(vert) > 1 || nextIt < e.n; guard++ {
		if guard > 2*e.n+2 {
			return nil, fmt.Errorf("%w: brackets do not terminate", errInternal)
		}
		b := &bracket{e: e, begin: begin, beginV: beginV, matched: matched}
		b.next = len(vert)
		b.nextV = beginV + (b.next - begin)
		sgIt := nextIt
		for nextIt < e.n && ps[nextIt].score >= ps[sgIt].score {
			vert = append(vert, nextIt)
			nextIt++
		}
		b.vert = vert
		if err := e.stopped(); err != nil {
			return nil, err
		}
		e.bracketNo++
		e.bracketScore = ps[vert[0]].score
		if b.begin < b.next {
			e.bracketScore = ps[vert[b.begin]].score // the residents' score
		}
		e.report()
		if err := b.pair(); err != nil {
			return nil, err
		}
		if e.tr != nil {
			e.tr.bracket(e, b)
		}
		// The next bracket: unpaired players float down (F.5 item 9) and
		// the C9 flag is recomputed (F.3 item 3).
		var nv []int
		begin = 0
		c9 := e.n%2 == 1 && sgIt < e.n && e.ctx.byeScore >= ps[sgIt].score
		for li, v := range vert {
			if li < b.next && matched[v] {
				final[v] = e.mate[v]
				final[e.mate[v]] = v
				continue
			}
			nv = append(nv, v)
			if li < b.next {
				begin++
			}
			if c9 && ps[e.mate[v]].score < ps[sgIt].score {
				c9 = false
			}
		}
		e.ctx.c9 = c9
		vert = nv
		beginV = b.nextV
	}
	for v := range final {
		if final[v] < 0 {
			final[v] = v
		}
	}
	return final, nil
}

// reserve is the largest window without MDPs: the players of a scoregroup
// and of the next one (the buffers of the windows are made for it once).
func reserve(ps []*player) int {
	most, prev := 0, 0
	for i := 0; i < len(ps); {
		j := i
		for j < len(ps) && ps[j].score == ps[i].score {
			j++
		}
		most = max(most, prev+j-i)
		prev = j - i
		i = j
	}
	return most
}
