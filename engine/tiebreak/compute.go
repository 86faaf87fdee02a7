package tiebreak

// Value computes one tie-break for one player (by pairing number).
func (c *Calculator) Value(id int, sp Spec) (Value, error) {
	i, ok := c.idx[id]
	if !ok {
		return Undefined, &InputError{Player: id, Msg: "no such player"}
	}
	if err := c.check(sp); err != nil {
		return Undefined, err
	}
	if sp.Code == DE {
		return Int(int64(c.dePlaces()[i])), nil
	}
	return c.value(i, sp), nil
}

// Column computes one tie-break for every player, in input order.
func (c *Calculator) Column(sp Spec) ([]Value, error) {
	if err := c.check(sp); err != nil {
		return nil, err
	}
	out := make([]Value, len(c.players))
	if sp.Code == DE {
		for i, p := range c.dePlaces() {
			out[i] = Int(int64(p))
		}
		return out, nil
	}
	for i := range c.players {
		out[i] = c.value(i, sp)
	}
	return out, nil
}

// check rejects codes that are unknown or forbidden for the system.
func (c *Calculator) check(sp Spec) error {
	info, ok := catalogue[sp.Code]
	if !ok {
		return &CodeError{Problem: UnknownCode, Code: sp.String(), Msg: "unknown tie-break code"}
	}
	if (sp.Cut > 0 && !info.cut) || (sp.Median > 0 && !info.median) || (sp.Cut > 0 && sp.Median > 0) ||
		(sp.Limit != 0 && !info.limit) || (sp.Reverse && !info.reverse) {
		return &CodeError{Problem: ModifierNotAllowed, Code: sp.String(), Msg: "modifier not allowed for this code"}
	}
	return allowed(sp, c.sys, c.ed)
}

func (c *Calculator) value(i int, sp Spec) Value {
	switch sp.Code {
	case PTS:
		return Half(c.score[i])
	case WIN, WON, BPG, BWG, REP:
		return c.record(i, sp.Code)
	case PS:
		return c.progressive(i, sp.Cut)
	case KS:
		v, _ := c.koya(i, sp.Limit)
		return v
	case STD:
		return c.standard(i)
	case TPN:
		return Int(int64(c.players[i].ID))
	case RTNG:
		return c.rtng(i)
	case BH, SB:
		v, _ := c.buchholz(i, sp)
		return v
	case FB:
		v, _ := c.fore().buchholz(i, Spec{Code: BH, Cut: sp.Cut, Median: sp.Median})
		return v
	case AOB:
		v, _ := c.aob(i)
		return v
	case ARO:
		return c.aro(i, sp)
	case TPR:
		return c.tpr(i)
	case PTP:
		return c.ptp(i)
	case APRO:
		return c.apro(i)
	}
	return Undefined
}
