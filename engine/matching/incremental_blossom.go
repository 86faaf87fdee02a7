package matching

func (m *Incremental) assignLabel(w, t, p int) {
	for {
		b := m.inblossom[w]
		m.label[w], m.label[b] = t, t
		m.labelend[w], m.labelend[b] = p, p
		m.bestedge[w], m.bestedge[b] = -1, -1
		if p == -1 {
			m.root[b] = w
		} else {
			m.root[b] = m.root[m.inblossom[m.ep(p)]]
		}
		if t == 1 {
			m.queue = m.leaves(b, m.queue)
			return
		}
		base := m.blossombase[b]
		w, t, p = m.ep(m.mate[base]), 1, m.flip(m.mate[base])
	}
}

func (m *Incremental) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		b := m.inblossom[v]
		if m.label[b]&4 != 0 {
			base = m.blossombase[b]
			break
		}
		path = append(path, b)
		m.label[b] = 5
		if m.labelend[b] == -1 {
			v = -1
		} else {
			v = m.ep(m.labelend[b])
			b = m.inblossom[v]
			v = m.ep(m.labelend[b])
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		m.label[b] = 1
	}
	return base
}

// addBlossom: e is the endpoint v*n+w of the edge closing the blossom.
func (m *Incremental) addBlossom(base, e int) {
	m.stats.Blossoms++
	v, w := e/m.n, e%m.n
	bb := m.inblossom[base]
	bv := m.inblossom[v]
	bw := m.inblossom[w]
	b := m.unused[len(m.unused)-1]
	m.unused = m.unused[:len(m.unused)-1]
	m.blossombase[b] = base
	m.blossomparent[b] = -1
	m.blossomparent[bb] = b
	var path, endps []int
	for bv != bb {
		m.blossomparent[bv] = b
		path = append(path, bv)
		endps = append(endps, m.labelend[bv])
		v = m.ep(m.labelend[bv])
		bv = m.inblossom[v]
	}
	path = append(path, bb)
	reverse(path)
	reverse(endps)
	endps = append(endps, m.flip(e))
	for bw != bb {
		m.blossomparent[bw] = b
		path = append(path, bw)
		endps = append(endps, m.flip(m.labelend[bw]))
		w = m.ep(m.labelend[bw])
		bw = m.inblossom[w]
	}
	m.blossomchilds[b] = path
	m.blossomendps[b] = endps
	m.label[b] = 1
	m.labelend[b] = m.labelend[bb]
	m.root[b] = m.root[bb]
	clear(m.du(b))
	for _, lv := range m.leafList(b) {
		if m.label[m.inblossom[lv]] == 2 {
			m.queue = append(m.queue, lv)
		}
		m.inblossom[lv] = b
	}
	m.out.epoch++
	m.blossombestedges[b] = nil
	m.bestedge[b] = -1
}

func (m *Incremental) expandBlossom(b int, endstage bool) {
	m.out.epoch++
	for _, c := range m.blossomchilds[b] {
		m.blossomparent[c] = -1
		m.root[c] = m.root[b]
		if c < m.n {
			m.inblossom[c] = c
		} else if endstage && sign(m.du(c)) == 0 {
			m.expandBlossom(c, endstage)
		} else {
			for _, lv := range m.leafList(c) {
				m.inblossom[lv] = c
			}
		}
	}
	if !endstage && m.label[b] == 2 {
		childs := m.blossomchilds[b]
		endps := m.blossomendps[b]
		nc := len(childs)
		at := func(j int) int { return childs[((j%nc)+nc)%nc] }
		ep := func(j int) int { return endps[((j%nc)+nc)%nc] }
		// x ^ t in the edge-list formulation.
		xr := func(x, t int) int {
			if t == 1 {
				return m.flip(x)
			}
			return x
		}
		entrychild := m.inblossom[m.ep(m.flip(m.labelend[b]))]
		j := indexOf(childs, entrychild)
		var jstep, endptrick int
		if j&1 != 0 {
			j -= nc
			jstep, endptrick = 1, 0
		} else {
			jstep, endptrick = -1, 1
		}
		p := m.labelend[b]
		for j != 0 {
			m.label[m.ep(m.flip(p))] = 0
			m.label[m.ep(m.flip(xr(ep(j-endptrick), endptrick)))] = 0
			m.assignLabel(m.ep(m.flip(p)), 2, p)
			m.setAllowed(ep(j - endptrick))
			j += jstep
			p = xr(ep(j-endptrick), endptrick)
			m.setAllowed(p)
			j += jstep
		}
		bv := at(j)
		m.label[m.ep(m.flip(p))], m.label[bv] = 2, 2
		m.labelend[m.ep(m.flip(p))], m.labelend[bv] = p, p
		m.bestedge[bv] = -1
		j += jstep
		for at(j) != entrychild {
			bv = at(j)
			if m.label[bv] == 1 {
				j += jstep
				continue
			}
			found := -1
			for _, lv := range m.leafList(bv) {
				if m.label[lv] != 0 {
					found = lv
					break
				}
			}
			if found >= 0 {
				m.label[found] = 0
				m.label[m.ep(m.mate[m.blossombase[bv]])] = 0
				m.assignLabel(found, 2, m.labelend[found])
			}
			j += jstep
		}
	}
	m.label[b], m.labelend[b] = -1, -1
	m.blossomchilds[b], m.blossomendps[b] = nil, nil
	m.blossombase[b] = -1
	m.blossombestedges[b] = nil
	m.bestedge[b] = -1
	m.unused = append(m.unused, b)
}

func (m *Incremental) augmentBlossom(b, v int) {
	t := v
	for m.blossomparent[t] != b {
		t = m.blossomparent[t]
	}
	if t >= m.n {
		m.augmentBlossom(t, v)
	}
	childs := m.blossomchilds[b]
	endps := m.blossomendps[b]
	nc := len(childs)
	at := func(j int) int { return childs[((j%nc)+nc)%nc] }
	ep := func(j int) int { return endps[((j%nc)+nc)%nc] }
	i := indexOf(childs, t)
	j := i
	var jstep, endptrick int
	if i&1 != 0 {
		j -= nc
		jstep, endptrick = 1, 0
	} else {
		jstep, endptrick = -1, 1
	}
	for j != 0 {
		j += jstep
		t = at(j)
		p := ep(j - endptrick)
		if endptrick == 1 {
			p = m.flip(p)
		}
		if t >= m.n {
			m.augmentBlossom(t, m.ep(p))
		}
		j += jstep
		t = at(j)
		if t >= m.n {
			m.augmentBlossom(t, m.ep(m.flip(p)))
		}
		m.mate[m.ep(p)] = m.flip(p)
		m.mate[m.ep(m.flip(p))] = p
	}
	nch := append(append([]int{}, childs[i:]...), childs[:i]...)
	nep := append(append([]int{}, endps[i:]...), endps[:i]...)
	m.blossomchilds[b] = nch
	m.blossomendps[b] = nep
	m.blossombase[b] = m.blossombase[nch[0]]
}

// augmentMatching augments along the path through edge e = v*n+w.
func (m *Incremental) augmentMatching(e int) {
	v, w := e/m.n, e%m.n
	for _, sp := range [2][2]int{{v, e}, {w, m.flip(e)}} {
		s, p := sp[0], sp[1]
		for {
			bs := m.inblossom[s]
			if bs >= m.n {
				m.augmentBlossom(bs, s)
			}
			m.mate[s] = p
			if m.labelend[bs] == -1 {
				break
			}
			t := m.ep(m.labelend[bs])
			bt := m.inblossom[t]
			s = m.ep(m.labelend[bt])
			j := m.ep(m.flip(m.labelend[bt]))
			if bt >= m.n {
				m.augmentBlossom(bt, j)
			}
			m.mate[j] = m.labelend[bt]
			p = m.flip(m.labelend[bt])
		}
	}
}
