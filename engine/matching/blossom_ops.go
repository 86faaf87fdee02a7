package matching

func (s *solver) addBlossom(base, e int) {
	v, w := s.ends[2*e], s.ends[2*e+1]
	bb := s.inblossom[base]
	bv := s.inblossom[v]
	bw := s.inblossom[w]
	b := s.unused[len(s.unused)-1]
	s.unused = s.unused[:len(s.unused)-1]
	s.blossombase[b] = base
	s.blossomparent[b] = -1
	s.blossomparent[bb] = b
	var path, endps []int
	for bv != bb {
		s.blossomparent[bv] = b
		path = append(path, bv)
		endps = append(endps, s.labelend[bv])
		v = s.endpoint[s.labelend[bv]]
		bv = s.inblossom[v]
	}
	path = append(path, bb)
	reverse(path)
	reverse(endps)
	endps = append(endps, 2*e)
	for bw != bb {
		s.blossomparent[bw] = b
		path = append(path, bw)
		endps = append(endps, s.labelend[bw]^1)
		w = s.endpoint[s.labelend[bw]]
		bw = s.inblossom[w]
	}
	s.blossomchilds[b] = path
	s.blossomendps[b] = endps
	s.label[b] = 1
	s.labelend[b] = s.labelend[bb]
	for i := range s.du(b) {
		s.du(b)[i] = 0
	}
	for _, lv := range s.leaves(b, nil) {
		if s.label[s.inblossom[lv]] == 2 {
			s.queue = append(s.queue, lv)
		}
		s.inblossom[lv] = b
	}
	bestedgeto := fill(2*s.n, -1)
	for _, bv := range path {
		var nblists [][]int
		if s.blossombestedges[bv] == nil {
			for _, lv := range s.leaves(bv, nil) {
				l := make([]int, len(s.neighbend[lv]))
				for x, p := range s.neighbend[lv] {
					l[x] = p / 2
				}
				nblists = append(nblists, l)
			}
		} else {
			nblists = [][]int{s.blossombestedges[bv]}
		}
		for _, nblist := range nblists {
			for _, k := range nblist {
				i, j := s.ends[2*k], s.ends[2*k+1]
				if s.inblossom[j] == b {
					i, j = j, i
				}
				_ = i
				bj := s.inblossom[j]
				if bj != b && s.label[bj] == 1 && (bestedgeto[bj] == -1 || s.slackLess(k, bestedgeto[bj])) {
					bestedgeto[bj] = k
				}
			}
		}
		s.blossombestedges[bv] = nil
		s.bestedge[bv] = -1
	}
	best := []int{}
	for _, k := range bestedgeto {
		if k != -1 {
			best = append(best, k)
		}
	}
	s.blossombestedges[b] = best
	s.bestedge[b] = -1
	for _, k := range best {
		if s.bestedge[b] == -1 || s.slackLess(k, s.bestedge[b]) {
			s.bestedge[b] = k
		}
	}
}

func reverse(a []int) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

func indexOf(a []int, x int) int {
	for i, y := range a {
		if y == x {
			return i
		}
	}
	return -1
}

func (s *solver) expandBlossom(b int, endstage bool) {
	for _, c := range s.blossomchilds[b] {
		s.blossomparent[c] = -1
		if c < s.n {
			s.inblossom[c] = c
		} else if endstage && sign(s.du(c)) == 0 {
			s.expandBlossom(c, endstage)
		} else {
			for _, lv := range s.leaves(c, nil) {
				s.inblossom[lv] = c
			}
		}
	}
	if !endstage && s.label[b] == 2 {
		childs := s.blossomchilds[b]
		endps := s.blossomendps[b]
		nc := len(childs)
		at := func(j int) int { return childs[((j%nc)+nc)%nc] }
		ep := func(j int) int { return endps[((j%nc)+nc)%nc] }
		entrychild := s.inblossom[s.endpoint[s.labelend[b]^1]]
		j := indexOf(childs, entrychild)
		var jstep, endptrick int
		if j&1 != 0 {
			j -= nc
			jstep, endptrick = 1, 0
		} else {
			jstep, endptrick = -1, 1
		}
		p := s.labelend[b]
		for j != 0 {
			s.label[s.endpoint[p^1]] = 0
			s.label[s.endpoint[ep(j-endptrick)^endptrick^1]] = 0
			s.assignLabel(s.endpoint[p^1], 2, p)
			s.allowedge[ep(j-endptrick)/2] = true
			j += jstep
			p = ep(j-endptrick) ^ endptrick
			s.allowedge[p/2] = true
			j += jstep
		}
		bv := at(j)
		s.label[s.endpoint[p^1]], s.label[bv] = 2, 2
		s.labelend[s.endpoint[p^1]], s.labelend[bv] = p, p
		s.bestedge[bv] = -1
		j += jstep
		for at(j) != entrychild {
			bv = at(j)
			if s.label[bv] == 1 {
				j += jstep
				continue
			}
			found := -1
			for _, lv := range s.leaves(bv, nil) {
				if s.label[lv] != 0 {
					found = lv
					break
				}
			}
			if found >= 0 {
				s.label[found] = 0
				s.label[s.endpoint[s.mate[s.blossombase[bv]]]] = 0
				s.assignLabel(found, 2, s.labelend[found])
			}
			j += jstep
		}
	}
	s.label[b], s.labelend[b] = -1, -1
	s.blossomchilds[b], s.blossomendps[b] = nil, nil
	s.blossombase[b] = -1
	s.blossombestedges[b] = nil
	s.bestedge[b] = -1
	s.unused = append(s.unused, b)
}

func (s *solver) augmentBlossom(b, v int) {
	t := v
	for s.blossomparent[t] != b {
		t = s.blossomparent[t]
	}
	if t >= s.n {
		s.augmentBlossom(t, v)
	}
	childs := s.blossomchilds[b]
	endps := s.blossomendps[b]
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
		p := ep(j-endptrick) ^ endptrick
		if t >= s.n {
			s.augmentBlossom(t, s.endpoint[p])
		}
		j += jstep
		t = at(j)
		if t >= s.n {
			s.augmentBlossom(t, s.endpoint[p^1])
		}
		s.mate[s.endpoint[p]] = p ^ 1
		s.mate[s.endpoint[p^1]] = p
	}
	nch := append(append([]int{}, childs[i:]...), childs[:i]...)
	nep := append(append([]int{}, endps[i:]...), endps[:i]...)
	s.blossomchilds[b] = nch
	s.blossomendps[b] = nep
	s.blossombase[b] = s.blossombase[nch[0]]
}

func (s *solver) augmentMatching(e int) {
	v, w := s.ends[2*e], s.ends[2*e+1]
	for _, sp := range [2][2]int{{v, 2*e + 1}, {w, 2 * e}} {
		x, p := sp[0], sp[1]
		for {
			bs := s.inblossom[x]
			if bs >= s.n {
				s.augmentBlossom(bs, x)
			}
			s.mate[x] = p
			if s.labelend[bs] == -1 {
				break
			}
			t := s.endpoint[s.labelend[bs]]
			bt := s.inblossom[t]
			x = s.endpoint[s.labelend[bt]]
			j := s.endpoint[s.labelend[bt]^1]
			if bt >= s.n {
				s.augmentBlossom(bt, j)
			}
			s.mate[j] = s.labelend[bt]
			p = s.labelend[bt] ^ 1
		}
	}
}

func (s *solver) run() {
	n, k := s.n, s.k
	d := make([]uint64, k)
	for range n {
		for i := range s.label {
			s.label[i] = 0
			s.bestedge[i] = -1
		}
		for b := n; b < 2*n; b++ {
			s.blossombestedges[b] = nil
		}
		for i := range s.allowedge {
			s.allowedge[i] = false
		}
		s.queue = s.queue[:0]
		for v := 0; v < n; v++ {
			if s.mate[v] == -1 && s.label[s.inblossom[v]] == 0 {
				s.assignLabel(v, 1, -1)
			}
		}
		augmented := false
		for {
			for len(s.queue) > 0 && !augmented {
				v := s.queue[len(s.queue)-1]
				s.queue = s.queue[:len(s.queue)-1]
				for _, p := range s.neighbend[v] {
					e := p / 2
					w := s.endpoint[p]
					if s.inblossom[v] == s.inblossom[w] {
						continue
					}
					if !s.allowedge[e] {
						s.slack(d, e)
						if sign(d) <= 0 {
							s.allowedge[e] = true
						}
					}
					if s.allowedge[e] {
						if s.label[s.inblossom[w]] == 0 {
							s.assignLabel(w, 2, p^1)
						} else if s.label[s.inblossom[w]] == 1 {
							base := s.scanBlossom(v, w)
							if base >= 0 {
								s.addBlossom(base, e)
							} else {
								s.augmentMatching(e)
								augmented = true
								break
							}
						} else if s.label[w] == 0 {
							s.label[w] = 2
							s.labelend[w] = p ^ 1
						}
					} else if s.label[s.inblossom[w]] == 1 {
						b := s.inblossom[v]
						if s.bestedge[b] == -1 || s.lessThanSlack(d, s.bestedge[b]) {
							s.bestedge[b] = e
						}
					} else if s.label[w] == 0 {
						if s.bestedge[w] == -1 || s.lessThanSlack(d, s.bestedge[w]) {
							s.bestedge[w] = e
						}
					}
				}
			}
			if augmented {
				break
			}
			// Delta type 1: the minimum vertex dual.
			deltatype := 1
			deltaedge, deltablossom := -1, -1
			copy(s.delta, s.du(0))
			for v := 1; v < n; v++ {
				if cmpSigned(s.du(v), s.delta) < 0 {
					copy(s.delta, s.du(v))
				}
			}
			for v := 0; v < n; v++ {
				if s.label[s.inblossom[v]] == 0 && s.bestedge[v] != -1 {
					s.slack(d, s.bestedge[v])
					if cmpSigned(d, s.delta) < 0 {
						copy(s.delta, d)
						deltatype, deltaedge = 2, s.bestedge[v]
					}
				}
			}
			for b := 0; b < 2*n; b++ {
				if s.blossomparent[b] == -1 && s.label[b] == 1 && s.bestedge[b] != -1 {
					s.slack(d, s.bestedge[b])
					half(d, d)
					if cmpSigned(d, s.delta) < 0 {
						copy(s.delta, d)
						deltatype, deltaedge = 3, s.bestedge[b]
					}
				}
			}
			for b := n; b < 2*n; b++ {
				if s.blossombase[b] >= 0 && s.blossomparent[b] == -1 && s.label[b] == 2 &&
					cmpSigned(s.du(b), s.delta) < 0 {
					copy(s.delta, s.du(b))
					deltatype, deltablossom = 4, b
				}
			}
			for v := 0; v < n; v++ {
				switch s.label[s.inblossom[v]] {
				case 1:
					sub(s.du(v), s.du(v), s.delta)
				case 2:
					add(s.du(v), s.du(v), s.delta)
				}
			}
			for b := n; b < 2*n; b++ {
				if s.blossombase[b] >= 0 && s.blossomparent[b] == -1 {
					switch s.label[b] {
					case 1:
						add(s.du(b), s.du(b), s.delta)
					case 2:
						sub(s.du(b), s.du(b), s.delta)
					}
				}
			}
			if deltatype == 1 {
				break
			}
			switch deltatype {
			case 2:
				s.allowedge[deltaedge] = true
				i, j := s.ends[2*deltaedge], s.ends[2*deltaedge+1]
				if s.label[s.inblossom[i]] == 0 {
					i, j = j, i
				}
				_ = j
				s.queue = append(s.queue, i)
			case 3:
				s.allowedge[deltaedge] = true
				s.queue = append(s.queue, s.ends[2*deltaedge])
			case 4:
				s.expandBlossom(deltablossom, false)
			}
		}
		if !augmented {
			break
		}
		for b := n; b < 2*n; b++ {
			if s.blossomparent[b] == -1 && s.blossombase[b] >= 0 && s.label[b] == 1 && sign(s.du(b)) == 0 {
				s.expandBlossom(b, true)
			}
		}
	}
}

// lessThanSlack reports whether the value d is below slack(e).
func (s *solver) lessThanSlack(d []uint64, e int) bool {
	s.slack(s.t2, e)
	return cmpSigned(d, s.t2) < 0
}
