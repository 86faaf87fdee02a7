package model

// A player's membership of his club has a start day (Player.ClubSince),
// so that a team rule «членами одного коллектива не менее года на момент
// начала соревнования» (seed 004 §3) can be checked where it is known
// (model/teams). It is imported from the registry CSV (column
// club_since) and edited in the player form.

// validateClubSince: a real day, not before the birth date, and only with
// a club.
func validateClubSince(op string, p Player) error {
	d := p.ClubSince
	switch {
	case d.IsZero():
		return nil
	case !d.Valid():
		return invalid(op, Msg("The club membership date does not exist."))
	case p.ClubID == 0:
		return invalid(op, Msg("A club membership date needs a club: choose the club or clear the date."))
	case p.BirthDate.Valid() && d.Before(p.BirthDate):
		return invalid(op, Msg("The club membership date %s is before the birth date %s.", d.Display(), p.BirthDate.Display()))
	}
	return nil
}

// MemberMonthsOn is how many whole months the player has been a member of
// his club on day on; ok false when the date is not known.
func (p Player) MemberMonthsOn(on Date) (months int, ok bool) {
	d := p.ClubSince
	if d.IsZero() || p.ClubID == 0 {
		return 0, false
	}
	months = (on.Year-d.Year)*12 + int(on.Month) - int(d.Month)
	if on.Day < d.Day {
		months--
	}
	return months, true
}
