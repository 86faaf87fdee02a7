package matching

// tightCache keeps, for the searches of BestMate, the tight edges each
// scanned vertex was found to have. A run of BestMate calls changes no
// dual and no weight (only mates, labels and blossoms, and RemovePair
// takes vertices out), so the tight edges of a vertex stay what they were,
// less the dead vertices: one walk over every live vertex per scanned
// vertex and run instead of one per scan (docs/pairing-speed.md, session 8:
// the searches of the transpositions scanned the same lower players again
// and again, 735 million edges for 4 million tight ones in round 3 of the
// 9,999-player event). The lists are in increasing vertex order, the order
// in which a walk over live finds them, so every scan sees the same tight
// edges in the same order as without the cache and does the same.
//
// Anything that can change a dual or a weight (Solve, Changed, Reseed,
// SetTail, SetTailClasses, a blossom of nonzero dual dissolved, flatten)
// calls invalidate; the cache is consulted only while on (inside BestMate)
// and when no edge is marked allowed.
type tightCache struct {
	on    bool
	off   bool     // never used (a test compares the matcher without it)
	epoch uint32   // current epoch (0: never valid)
	at    []uint32 // by vertex: the epoch its list was made in
	list  [][]int32
	buf   []int32 // scratch: the list being made
	total int     // entries kept in this epoch
	hits  int     // lists read (for the tests)
}

// tightCacheMax bounds the entries kept (4 bytes each) in one epoch; past
// it scans walk as without the cache.
const tightCacheMax = 32 << 20 // 128 MB

// get returns the list of v, if made in this epoch.
func (c *tightCache) get(v int) ([]int32, bool) {
	if c.off || c.epoch == 0 || v >= len(c.at) || c.at[v] != c.epoch {
		return nil, false
	}
	c.hits++
	return c.list[v], true
}

// put keeps a copy of list as v's.
func (c *tightCache) put(v int, list []int32) {
	if c.off || c.epoch == 0 || c.total+len(list) > tightCacheMax {
		return
	}
	for len(c.at) <= v {
		c.at = append(c.at, 0)
		c.list = append(c.list, nil)
	}
	c.list[v] = append(c.list[v][:0], list...)
	c.at[v] = c.epoch
	c.total += len(list)
}

// invalidate forgets every list.
func (c *tightCache) invalidate() {
	c.epoch++
	if c.epoch == 0 {
		clear(c.at)
		c.epoch = 1
	}
	c.total = 0
}
