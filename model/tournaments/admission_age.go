package tournaments

import "arbiter/model"

// No one plays before being born: a registry player entered for a
// tournament must be MinAge to MaxAge years old on its first day, the age
// the registry checks when a player is created for a tournament (import,
// the desk's new player: SaveOptions.AgeOn). Seed 000 К/в counts ages
// 4–100 on the tournament's day; a birth date outside MinAge–MaxAge there
// is a typing error, not a rule the director may waive.

// checkAgeOnDay refuses player p for a tournament starting on day (zero:
// no day known, nothing checked).
func checkAgeOnDay(op string, p model.Player, day model.Date) error {
	if !day.Valid() || !p.BirthDate.Valid() {
		return nil
	}
	if day.Before(p.BirthDate) {
		return invalid(op, model.Msg("%s was born on %s, after the tournament's first day %s: check the birth date in the registry.",
			p.ShortName(), p.BirthDate.Display(), day.Display()))
	}
	if age := p.BirthDate.AgeOn(day); age < model.MinAge || age > model.MaxAge {
		return invalid(op, model.Msg("%s (born %s) is %d years old on the tournament's first day %s; a player must be %d to %d: check the birth date in the registry.",
			p.ShortName(), p.BirthDate.Display(), age, day.Display(), model.MinAge, model.MaxAge))
	}
	return nil
}
