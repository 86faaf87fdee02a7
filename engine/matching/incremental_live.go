package matching

// liveList returns the live vertices in increasing order; the scans walk it
// instead of all n vertices (the pairing engine removes the vertices of
// frozen pairs, often most of the graph). It is rebuilt after Remove.
func (m *Incremental) liveList() []int {
	if !m.liveOK {
		m.live = m.live[:0]
		for v, a := range m.alive {
			if a {
				m.live = append(m.live, v)
			}
		}
		m.liveOK = true
	}
	return m.live
}
