// Package closing is the «Норми, внески, призи» dialog of the Tournaments
// screen: closing a qualifier (seed 003 §3–§5, rules/norms.md). It shows
// the norm list with the tournament's coefficient and who made which
// razryad norm, checked against the judging panel typed in its own dialog
// (judges.go: ЄСКУ asks for enough judges of the right categories); the
// fee schedule, the prize fund's percent and sponsors, the split of the
// prizes and the prizes by place (prize_words.go), which recompute the
// registered players' fees when the schedule changes; the treasurer's
// report; and the norm report, prize list and treasurer's report printed.
// ShowNorms tells the director who made a norm right after finishing.
//
// The shell (ui/tournament) places the button and the norms after
// finishing through its table; the package imports ui/panel for the open
// tournament's context, never the shell, and reads and writes through
// model/closing.
package closing
