// Package trf reads and writes FIDE Tournament Report Files: TRF-16
// (FIDE Handbook, "TRF16") with the pairing-engine extensions of JaVaFo and
// bbpPairings (XXR total rounds, XXC initial colour, XXA accelerations, XXP
// forbidden pairs). Columns are counted in characters, so UTF-8 names work;
// CRLF line ends, a byte-order mark and trailing spaces are accepted.
//
// Scores are kept in half-points. Malformed input is reported as a
// *FormatError naming the line and column; the reader never panics.
package trf
