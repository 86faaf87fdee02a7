// Package qualify selects who goes on from one stage of an event to the
// next (seed 004: the semifinal's top 12 to the final §4, the knockout's
// eight quarterfinalists to the stage-2 round robin §5, 5 points or more
// in the semifinal — 4.5 for U14 — or Elo 1900 and above regardless of
// the semifinal §17, invited players).
//
// A Rule is a union of parts written "top:N" (the first N places of each
// source stage: a quota per semifinal), "score:X" (X points or more, in
// points with halves: 4.5 or 4½), "rating:R" (rating R or more in the
// source stage, whatever the score) and "invite:ID,ID…" (registry players
// invited), "best:N@YYYY-MM" (the N highest-rated players of a pool the
// caller rates by the list of that period, not picked otherwise: seed 004
// §4.2 «15 … по рейтингу на 01.03.2010») joined by "+": "score:5+rating:1900". "top" and "score" may
// instead give each source its own value, keyed by the source's number
// (Entrant.Key, the tournament number): "top:5=3,6=2" takes 3 places from
// semifinal 5 and 2 from semifinal 6 (§17: a quota per semifinal),
// "score:5=5,6=4.5" a threshold per source. Select applies a rule to
// the final places of the source stages: a player is picked once, with
// every reason that picked him, in the order of the sources and their
// places, the invited last. A place shared across the top-N limit (places
// 11–13 for top 12) is refused with a TieError: the regulation must break
// the tie (a play-off) or the director change N.
//
// Points are half-points as integers; the package uses the standard
// library only and does no I/O.
package qualify
