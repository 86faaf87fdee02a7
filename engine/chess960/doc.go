// Package chess960 knows the 960 starting positions of Chess960 (Fischer
// Random Chess; FIDE Laws of Chess, Guidelines II «Chess960 Rules»).
//
// # The positions
//
// Guidelines II.2: White's pawns stand on the second rank as usual; the
// other white pieces are placed on the first rank at random with the king
// somewhere between the two rooks (II.2.1) and the bishops on squares of
// opposite colours (II.2.2); Black's pieces stand opposite White's
// (II.2.3). There are 4 × 4 × 6 × 10 = 960 such back ranks. Valid checks a
// back rank against these rules.
//
// # The numbering
//
// Each position has the number 0–959 of Reinhard Scharnagl's scheme, the
// «SP» number used worldwide (Wikipedia, «Fischer random chess numbering
// scheme», direct derivation): from N,
//
//  1. N mod 4 puts a bishop on the light square b, d, f or h (0–3), N /= 4;
//  2. N mod 4 puts a bishop on the dark square a, c, e or g, N /= 4;
//  3. N mod 6 puts the queen on that free square (0 the leftmost), N /= 6;
//  4. N (0–9) puts the two knights on a pair of the five free squares, in
//     the order NN---, N-N--, N--N-, N---N, -NN--, -N-N-, -N--N, --NN-,
//     --N-N, ---NN;
//  5. the three squares left take rook, king, rook from left to right.
//
// So SP 518 is RNBQKBNR, the ordinary starting position; SP 0 is
// BBQNNRKR and SP 959 RKRNNQBB. Position and Number are inverse
// bijections of 0–959 and the valid back ranks (the tests check all 960
// both ways and several numbers against published tables).
//
// # FEN
//
// FEN writes the start position in X-FEN: the castling rights are KQkq.
// In a Chess960 start position each side has exactly one rook on each
// side of its king, so KQkq («the outermost rook on that side», X-FEN's
// reading) names the rooks unambiguously, and SP 518 comes out as the
// ordinary FEN that every program reads. ShredderFEN writes the rights by
// the rooks' files instead (e.g. HAha for SP 518), for software that
// wants them so.
//
// # Drawing
//
// Draw picks a number with a random source the caller gives (so a test,
// or a director who wants the draw repeatable, passes a seeded one),
// uniformly among the positions not excluded: every one of the 960 (or of
// those left) has the same chance, as a fair draw needs.
//
// The package does no I/O and uses the standard library only.
package chess960
