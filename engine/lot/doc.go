// Package lot draws pairing numbers by lot in a way anyone can repeat
// (C.05 art. 1: the pairing numbers of a round robin are drawn by lot;
// Arbiter makes the draw reproducible and prints it).
//
// Draw(n, seed) returns a permutation of 1..n: the player ranked i-th in
// the initial ranking list (C.04.2: rating, title, name) gets number
// Draw(n, seed)[i-1]. The permutation is a Fisher–Yates shuffle driven by
// SplitMix64 (Steele, Lea, Flood 2014) started at seed: for i from n−1
// down to 1, j = next() mod (i+1), swap positions i and j. The same n and
// seed give the same numbers on every machine and in every version, so a
// printed seed lets a player check the draw.
//
// The package does no I/O and uses the standard library only.
package lot
