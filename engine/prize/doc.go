// Package prize distributes a tournament's prizes: prizes by place in the
// whole field and by place in a category (best woman, best junior, …),
// tied players sharing the prizes of the places they tie for by the
// tournament's rule, and each player getting only the highest prize due
// to him.
//
// Split rules (chosen per tournament):
//
//   - Equal: the prizes of the places a tie covers are added up and shared
//     equally.
//   - Hort: half of that sum is shared equally, and each tied player also
//     gets half of the prize of the place his tie-break rank gives him
//     (the Hort system, used in FIDE Open prize regulations). Players
//     the tie-breaks cannot separate (equal on points and on every
//     tie-break: the same Entrant.Rank) have no place of their own: they
//     share half of the prizes of their places equally, so they get the
//     same amount.
//   - Place: the prize follows the place the tie-breaks decide (seed 003
//     §4: places are decided by the tie-breaks; §5: prizes to the winners
//     and prize-winners), with no sharing; only players the tie-breaks
//     cannot separate share their places' prizes equally.
//
// Amounts are exact: prizes are whole hryvnias, shares are kopiykas; a
// share that does not divide into kopiykas is rounded down and the
// kopiykas left over go one each to the tied players in tie-break order,
// so the shares always add up to the prizes.
//
// Only the highest prize: the overall prizes are shared first; a category
// prize goes to the best-ranked member of the category for whom it is
// more than his overall share (a player keeps the overall prize when the
// two are equal), and no one takes two category prizes (categories are
// served in the order of their first prize in the list). A player who
// takes a category prize leaves the overall distribution, which is then
// made again without him (everyone below moves up), until nothing changes.
//
// Refusals are an *Error with a Problem and the values it concerns (row,
// band, prize …), never a sentence: model/closing/engine_text.go words
// them, and the other texts the director reads from this package, in the
// interface language.
//
// The package does no I/O and keeps no state (standard library only).
package prize
