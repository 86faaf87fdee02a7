// Package engine is the root of Arbiter's pure algorithms. Its sub-packages
// import only the standard library, do no I/O beyond the readers and writers
// they are given, and own their input types:
//
//   - trf: FIDE Tournament Report File (TRF-16 with the pairing-engine extensions)
//   - swiss: the FIDE (Dutch) system, C.04.3 (2025 revision, in force 1 Feb 2026)
//   - tiebreak: FIDE tie-breaks (C.07) and standings
//   - roundrobin, knockout: Berger tables (C.05 Annex 1) and knockout brackets
//   - season: the Academy's Golden/Silver Cup, club and coach formulas
//   - ratinglist: the FIDE rating list (TXT and XML, zipped or not), streamed
//   - team, teamcheck: team competitions (MP/GP, line-ups, team round robin
//     and Swiss per C.04.6, C.07 team tie-breaks) and the team Swiss verifier
//   - fee: entry fees by a fee schedule (seed 003 §3 as ukr-2003)
//   - norm: classification norms (КМС, candidate points, 1st–4th razryad)
//   - prize: prizes by place and category, ties shared (Hort or equal)
//   - playoff: play-offs between two tied players (Armageddon, a match to
//     two wins) and the extra match for first place (seed 004 §3, §11, §19)
//   - chess960: the 960 starting positions of Chess960 by their SP number
//     (FIDE Laws of Chess, Guidelines II), their FEN and a fair draw
//
// All scores are integers in half-points; coefficients use exact rational
// arithmetic.
//
// # Text in the engine
//
// The engine holds no presentation text: it returns codes (tiebreak.Code,
// season.Prize, norm.WarningKind …), typed errors that carry the values
// they concern (fee.Error, norm.Error, prize.Error with a Problem and the
// row, band or prize) and plain values. model words them for the director
// in both languages: the tie-break and preset names (model/tiebreak_names.go,
// model/teams/preset_names.go), the award labels (model/seasons/labels.go),
// the season rules' summary (model/seasons/rules_summary.go), the fee, norm
// and prize refusals, warnings and norm names (model/closing/engine_text.go).
// An Error method of the engine is for logs only (English, never shown).
//
// Cyrillic text stays only where it is data, and TestNoPresentationText
// (text_test.go) fails on any other string literal with a Cyrillic letter;
// its allow-list, dataText, names each place and why:
//
//   - tiebreak.SystemFromType: the Ukrainian and Russian spellings the
//     parser accepts from a TRF's event type;
//   - season's collation alphabet and Rules2010's occupations (the
//     regulation's categories, compared with the registry's field);
//   - fee.UKR2003: the built-in schedule, the same record as a schedule
//     file (its name and its exemptions' wording are the schedule's data);
//   - trfgen's generated player names (test data).
//
// The regulations the presets come from are quoted in comments.
package engine
