package matching

// RemovePair takes the matched pair u-v out of the graph. When each of them
// is outside every blossom or the base of every blossom it is in, what
// remains is still optimal: the duals restricted to it stay feasible and its
// matched edges tight (dissolving those blossoms loosens only edges that
// leave them, and the one matched edge leaving them is u-v), so MayPair and
// BestMate keep working without another Solve.
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

// MayPair reports whether some maximum-weight perfect matching of the
// current weights may pair v with u. It answers false only when that is
// certain: the last Solve found a perfect matching (nothing changed since,
// but RemovePair), v is not inside a blossom, and the edge v-u is missing
// or has positive slack; by complementary slackness every optimal matching
// uses only edges of zero reduced cost, and for a vertex outside every
// blossom that is the slack dual(v) + dual(u) - 2w(v, u).
func (m *Incremental) MayPair(v, u int) bool {
	if !m.solved || !m.alive[v] || !m.alive[u] || m.inblossom[v] != v {
		return true
	}
	w := m.w(v, u) // one edge: not worth a stored row
	if zero(w) {
		return false
	}
	return slackCmp0(m.du(v), m.du(u), w) <= 0
}
