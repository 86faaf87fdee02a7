// Package elo computes a player's FIDE rating change, expected score and
// performance for one tournament by the FIDE Rating Regulations (Handbook
// B.02) in force from 1 March 2024, with the amendment of 8.3.1 in force
// from 1 October 2025 (no 400-point cap for players rated 2650 and above).
//
// Everything is exact integer arithmetic: scores in half-points, expected
// scores and probabilities in hundredths (the FIDE tables are in hundredths),
// the rating change in hundredths before its rounding (8.3.4).
package elo
