package matching

// Edge is an undirected edge of weight W between vertices I and J.
type Edge struct {
	I, J int
	W    Weight
}

// MaxWeight returns a maximum-weight matching of the graph with n vertices
// and the given edges (zero-weight edges are ignored): mate[v] is the vertex
// matched to v, or -1. It is the primal-dual method of Edmonds with
// Galil's O(n^3) bookkeeping (after J. van Rantwijk's formulation), in exact
// integer arithmetic on multi-word weights. Deterministic: the same input
// gives the same matching. Self-loops and out-of-range vertices are ignored.
func MaxWeight(n int, edges []Edge) []int {
	if n <= 0 {
		return nil
	}
	s := newSolver(n, edges)
	s.run()
	mate := make([]int, n)
	for v := 0; v < n; v++ {
		mate[v] = -1
		if s.mate[v] >= 0 {
			mate[v] = s.endpoint[s.mate[v]]
		}
	}
	return mate
}

type solver struct {
	n, k             int // vertices, words per number
	ends             []int
	w                []uint64 // edge weights, stride k
	endpoint         []int
	neighbend        [][]int
	mate             []int
	label            []int
	labelend         []int
	inblossom        []int
	blossomparent    []int
	blossomchilds    [][]int
	blossombase      []int
	blossomendps     [][]int
	bestedge         []int
	blossombestedges [][]int
	unused           []int
	dual             []uint64 // stride k
	allowedge        []bool
	queue            []int
	t1, t2, delta    []uint64
}

func newSolver(n int, edges []Edge) *solver {
	maxWords := 1
	for _, e := range edges {
		for l := len(e.W); l > 0; l-- {
			if e.W[l-1] != 0 {
				if l > maxWords {
					maxWords = l
				}
				break
			}
		}
	}
	k := maxWords + 1 // headroom for duals (up to 2*maxweight) and sign
	s := &solver{n: n, k: k}
	for _, e := range edges {
		if e.I == e.J || e.I < 0 || e.J < 0 || e.I >= n || e.J >= n || e.W.IsZero() {
			continue
		}
		s.ends = append(s.ends, e.I, e.J)
		for i := 0; i < k; i++ {
			var x uint64
			if i < len(e.W) {
				x = e.W[i]
			}
			s.w = append(s.w, x)
		}
	}
	m := len(s.ends) / 2
	s.endpoint = s.ends
	s.neighbend = make([][]int, n)
	for e := 0; e < m; e++ {
		i, j := s.ends[2*e], s.ends[2*e+1]
		s.neighbend[i] = append(s.neighbend[i], 2*e+1)
		s.neighbend[j] = append(s.neighbend[j], 2*e)
	}
	s.mate = fill(n, -1)
	s.label = make([]int, 2*n)
	s.labelend = fill(2*n, -1)
	s.inblossom = make([]int, n)
	for i := range s.inblossom {
		s.inblossom[i] = i
	}
	s.blossomparent = fill(2*n, -1)
	s.blossomchilds = make([][]int, 2*n)
	s.blossombase = fill(2*n, -1)
	for i := 0; i < n; i++ {
		s.blossombase[i] = i
	}
	s.blossomendps = make([][]int, 2*n)
	s.bestedge = fill(2*n, -1)
	s.blossombestedges = make([][]int, 2*n)
	for b := 2*n - 1; b >= n; b-- {
		s.unused = append(s.unused, b)
	}
	s.dual = make([]uint64, 2*n*k)
	// Vertex duals start at the maximum edge weight.
	maxw := make([]uint64, k)
	for e := 0; e < m; e++ {
		if cmpSigned(s.wt(e), maxw) > 0 {
			copy(maxw, s.wt(e))
		}
	}
	for v := 0; v < n; v++ {
		copy(s.du(v), maxw)
	}
	s.allowedge = make([]bool, m)
	s.t1 = make([]uint64, k)
	s.t2 = make([]uint64, k)
	s.delta = make([]uint64, k)
	return s
}

func fill(n, v int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = v
	}
	return s
}

func (s *solver) wt(e int) []uint64 { return s.w[e*s.k : (e+1)*s.k] }
func (s *solver) du(v int) []uint64 { return s.dual[v*s.k : (v+1)*s.k] }

// slack stores dual(i)+dual(j)-2w(e) into dst.
func (s *solver) slack(dst []uint64, e int) {
	add(dst, s.du(s.ends[2*e]), s.du(s.ends[2*e+1]))
	w := s.wt(e)
	sub(dst, dst, w)
	sub(dst, dst, w)
}

// slackLess reports whether slack(a) < slack(b).
func (s *solver) slackLess(a, b int) bool {
	s.slack(s.t1, a)
	s.slack(s.t2, b)
	return cmpSigned(s.t1, s.t2) < 0
}

func (s *solver) leaves(b int, out []int) []int {
	if b < s.n {
		return append(out, b)
	}
	for _, t := range s.blossomchilds[b] {
		out = s.leaves(t, out)
	}
	return out
}

func (s *solver) assignLabel(w, t, p int) {
	for {
		b := s.inblossom[w]
		s.label[w], s.label[b] = t, t
		s.labelend[w], s.labelend[b] = p, p
		s.bestedge[w], s.bestedge[b] = -1, -1
		if t == 1 {
			s.queue = s.leaves(b, s.queue)
			return
		}
		base := s.blossombase[b]
		w, t, p = s.endpoint[s.mate[base]], 1, s.mate[base]^1
	}
}

func (s *solver) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		b := s.inblossom[v]
		if s.label[b]&4 != 0 {
			base = s.blossombase[b]
			break
		}
		path = append(path, b)
		s.label[b] = 5
		if s.labelend[b] == -1 {
			v = -1
		} else {
			v = s.endpoint[s.labelend[b]]
			b = s.inblossom[v]
			v = s.endpoint[s.labelend[b]]
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		s.label[b] = 1
	}
	return base
}
