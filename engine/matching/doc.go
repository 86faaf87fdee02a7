// Package matching computes exact maximum-weight matchings in general graphs
// with multi-word integer edge weights.
//
// The solver, Incremental, is Edmonds' primal-dual blossom algorithm with
// the O(n^3) bookkeeping of Galil, Micali and Gabow (1986), after
// J. van Rantwijk's formulation, on a dense graph whose weights come from a
// callback (or stored rows, SetRows). It keeps
// a maximum-weight matching among the maximum-cardinality ones and is
// re-optimised after local weight changes from the previous matching, duals
// and untouched blossoms (warm start: Changed, Remove, Solve), with an
// optional bound on light "tail" vertices (SetTail) that lets scans skip
// edges that cannot be tight. After a change of most weights, Reseed
// restarts a set of vertices from hinted duals (kept feasible whatever the
// hint) and a greedy matching along tight edges; BestMate answers, from
// complementary slackness, which candidate an optimal matching can pair a
// vertex with, and RemovePair takes out a matched pair keeping the optimum. Its result
// is exact whenever a perfect matching exists (the pairing engine
// guarantees that with a dummy vertex); the cardinality is always maximum. Tests compare it with a brute-force
// matcher on random small graphs and change sequences.
//
// Speed of Incremental: scans walk only the live vertices; the live tail is
// kept sorted by dual (rebuilt lazily, and only when a tail vertex's dual or
// liveness changes), so a scan from v visits just the tail vertices whose
// dual admits a tight edge (dual(w) <= 2*max - dual(v)), in index order,
// and tightenDual and Reseed stop walking the tail as soon as no tail vertex
// can raise the dual; with SetTailClasses (every tail edge weighs zero or a
// value fixed by its ends' classes) the dual adjustments find their least
// slack to the tail by walking each class by increasing dual, one vertex
// per run of equal dual and label, with the full walk's tie-break; scans,
// tightenDual and Reseed test a tail edge by its classes' weight and ask
// the callback only for an edge that matters (to learn whether it exists),
// and Reseed finds the best partner of a tail vertex among the reseeded
// tail class by class; stored rows (SetRows) are read directly instead of
// through the weight callback, and a scan tests an edge's slack before its
// weight being zero. The visiting order of candidate edges is unchanged, so
// results are identical to a full scan. The searches of BestMate, which
// change no dual and no weight, keep the tight edges of every vertex they
// scan (tightCache) and read them, in the same order, when they scan it
// again; any change of a dual or a weight forgets them.
//
// The arithmetic decides most comparisons from the top words down
// (slackCmp, slackCmp0); where the values mostly tie (Reseed, tightenDual,
// the class walks) the sign is computed in full from the low word without
// a branch per word (slackSign, slackSignF), which needs the value to fit
// in the k words: duals, weights and slacks keep the top word as headroom.
//
// Invariants: weights are unsigned integers of any width (Weight, 64-bit
// little-endian words); a zero weight means "no edge"; all arithmetic is
// exact integer arithmetic (no floating point), so lexicographic criteria
// packed into bit fields are optimised exactly. Results are deterministic.
// Dual variables of all roots of a stage keep equal parity, so half-slack
// steps stay integral.
//
// It serves the FIDE Dutch pairing engine (engine/swiss), where one global
// matching realises C.04.3 criteria C1-C21 (../../shared/rules/dutch.md,
// section F). It does no I/O and uses the standard library only.
package matching
