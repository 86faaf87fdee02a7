// Package season computes the Ukrainian Chess Academy's season
// championships: the Golden Cup (F_gold), the Silver Cup (F_silver), the
// clubs' and coaches' championships (F_club, F_coach) and the award list,
// exactly as regulations 000 («Золотий Кубок», Чемпіонат УША 2010) and 001
// («Золоті шахові клуби / тренери України») and docs/season.md say.
//
// Formulas (docs/season.md):
//
//	w(t)     = K_b(level) × K_v(age on the first day) × P(t)
//	F_gold   = K_a1 w1 + K_a2 w2 + K_a3 w3            best three by w (1, 0.8, 0.6)
//	F_silver = K_a1 P1 + … + K_a5 P5                  best five by P (1, 0.8, 0.6, 0.4, 0.2)
//	R        = F_gold + F_silver
//	F_club   = 2 R1 + 1.8 R2 + 1.7 R3 + … + 1 R10     ten best R of the club (likewise coach)
//
// Invariants: all arithmetic is exact (math/big.Rat; points are integers in
// half-points), so equal totals compare equal and share a place ("3-4");
// inside a shared place rows are ordered by surname in Ukrainian collation.
// Adding a result never lowers F, and the order of tournaments never
// changes it. Every coefficient and threshold comes from a Rules value
// (Rules2010 is the built-in default) stored with the season.
//
// Decisions taken from docs/season.md: the best results are chosen by weighted
// value (Rules.RankByPoints switches to raw points); equal totals share the
// place unless the rule set adds season tie-breaks (Rules.TieBreaks: more
// results counted, larger best result; none by default); age is computed per
// tournament; a missing birth date or an age outside the K_v table gives
// K_v = 1 and a warning on the row; the last club/coach declaration of the
// season counts and earlier different ones are listed as conflicts; a
// category nobody is eligible for is listed as not awarded with the reason.
//
// The package does no I/O and keeps no state. It does not compute
// tournament standings: final places come in with the results.
package season
