// Package halfpoint writes a chess score kept in half-points (the exact,
// integer form every Arbiter package counts in: 9 is four and a half) in
// the three ways the program shows one. It is the one formatter of scores:
// documents, screens, web pages and the CLI call it
// at the edge instead of each writing its own.
//
//   - Text: the documents' and screens' form, «4½», «½», «0», «-1½».
//   - Decimal: the spreadsheet and TSV form, "4.5", "4", "-0.5".
//   - Fixed: TRF's form with one decimal always, "4.5", "4.0" (FIDE TRF-16, 001 columns 81–84).
//   - Quarter and QuarterDecimal: the same two forms of a value kept in
//     quarter points (a Sonneborn-Berger product of two half-point
//     scores): «2¾», «¼» and "2.75", "0.25".
//
// The notation is chosen once (README «Numbers on paper and on screen»):
// fractions of a point print as ½, ¼ and ¾ for people, as decimals with a
// point for machines (TSV, TRF).
package halfpoint
