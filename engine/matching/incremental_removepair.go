package matching

// RemovePair takes the matched pair u-v out of the graph. When each of them
// is outside every blossom or the base of every blossom it is in, what
// remains is still optimal: the duals restricted to it stay feasible and its
// matched edges tight (dissolving those blossoms loosens only edges that
// leave them, and the one matched edge leaving them is u-v), so BestMate
// keeps working without another Solve.
func (m *Incremental) RemovePair(u, v int) {
	keep := m.solved && m.Mate(u) == v && m.baseOfAll(u) && m.baseOfAll(v)
	m.Remove(u)
	m.Remove(v)
	m.solved = keep
}

// baseOfAll reports whether v is the base of every blossom containing it.
func (m *Incremental) baseOfAll(v int) bool {
	for b := m.blossomparent[v]; b != -1; b = m.blossomparent[b] {
		if m.blossombase[b] != v {
			return false
		}
	}
	return true
}
