// Package swiss pairs a round of a Swiss tournament by the FIDE (Dutch)
// system, C.04.3 in its 2025 revision (in force from 1 February 2026),
// reproducing the FIDE-endorsed reference engine (bbpPairings v6.0.0)
// exactly, board order included.
//
// Method (../../shared/rules/dutch.md, section F): one global maximum-weight
// matching over all players to be paired, with edge weights that pack the
// absolute criteria C1-C3, completion C4, the PAB criteria C5/C9 and the
// quality criteria C6-C21 into bit fields (engine/matching, multi-word
// integers); brackets are processed from the top scoregroup down and each
// bracket's choices follow the FIDE generation order (MDP sets B.8.4, S2
// transpositions, exchanges B.8.3, transpositions B.8.2) by staged
// refinement with small order bonuses. Because the lower players are always
// in the graph, C4 and C5 hold globally and there is no backtracking.
// Colours follow Art. 5 (D.2 rules 1-5) and boards are sorted as the
// reference engine publishes them.
//
// Speed (dutch.md F.8): the matching is warm-started between stages
// (matching.Incremental); frozen pairs leave the graph; with an odd number of
// players a dummy vertex stands for the PAB so that the optimum is perfect;
// only the current window (bracket + next scoregroup) stores its weights,
// all other edges keep their pre-pass weight, computed on the fly from a
// small table. After a change of most weights (the pre-pass, the first
// solve of every bracket) the matcher is reseeded (matching.Reseed) with
// duals from the per-player part of the weights (hint.go), so that the
// optimum is found in a few search stages instead of one per vertex; a
// transposition solve of F.5 step 8 is skipped when the optimum itself
// names the best partner (matching.BestMate). Outside the window an edge
// weighs zero or one of a few values fixed by the two players' classes
// (PAB candidate or not, C9 rank); the matcher is told so
// (matching.SetTailClasses) and finds the least slack of its dual
// adjustments class by class, tests the slack of a scan's tail edges by
// the class weight, and reseeds the pre-pass (where every edge is such an
// edge, with classes of eligibility and score) class by class. An MDP's
// hint takes the higher player's share of the fields counted at the
// higher score, so that its pairs with the residents are tight too. The
// window is a full square (the matcher scans its rows) unless that would
// exceed 256 MiB; then it is one triangle. Profiles and the idea of each
// speed-up: ../../docs/pairing-speed.md.
//
// The round's checklist (PairChecklist, trace.go, checklist.go): the same
// pairing with a recorder that the engine calls after each bracket, for
// the Burstein groups and bye, and with the colour rule that oriented each
// board (colourRule); off, the calls are skipped by a nil check.
//
// Invariants: deterministic (same input, same output); bad input is an
// error value, never a panic; no I/O; standard library only.
//
// Articles: C.04.1 Art. 2-4 (PAB, eligibility, colours), C.04.2 (unplayed
// games, late entries, forfeits), C.04.3 Art. 1 (definitions), 2 (C1-C21),
// 3-4 (bracket procedure, generation order), 5 (colour allocation).
//
// Other systems and acceleration (PairWith, Options): the Burstein system
// (C.04.4.2, burstein.go) and the Baku acceleration (C.04.7.1, accel.go),
// both as the reference engine realises them (../../docs/swiss-systems.md);
// a file's own XXA accelerations always win.
//
// Deliberately not done: the 2017 PPB/CLB procedure, acceleration methods
// other than Baku, non-standard point systems (scores are the standard
// 1 / ½ / 0 in half-points).
package swiss
