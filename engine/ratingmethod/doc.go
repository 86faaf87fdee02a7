// Package ratingmethod decides a player's tournament rating from the
// ratings he holds in the rating lists (FIDE C.02, verification checklist
// VCL4THP.13 Q116–126 and Q145; docs/vcl.md).
//
// A list is named by a List: the three FIDE lists (standard, rapid,
// blitz), the national list, or a list the director loaded under a name of
// his own ("user:Kyiv"). A tournament's Rule says how the lists combine:
//
//   - fide: the FIDE list of the tournament's kind, falling back to the
//     standard list for a rapid or blitz player without a rapid or blitz
//     rating (the "effective" rapid and blitz lists of Q118);
//   - national: the national list;
//   - fidon: the FIDE rating, else the national one (Q145b; TRF-2026
//     record 172 "FIDON"; Gacrux helpers.rating_fidon);
//   - nidof: the national rating, else the FIDE one (Q145c, "NIDOF";
//     rating_nidof);
//   - hbfn: the highest of the FIDE, the national and a hand-typed
//     rating (Q145d, "HBFN"; rating_hbfn with the manual rating added as
//     the checklist says);
//   - a sequence the director sets himself (Q124): the first list of it
//     in which the player has a rating.
//
// DefaultSequence is the sequence a kind of tournament gets when the
// director names none (Q123). Pick applies a rule to the ratings of one
// player and says which list the rating came from (Q134).
//
// The package uses the standard library only and does no I/O.
package ratingmethod
