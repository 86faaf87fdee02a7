// Package tiebreak computes FIDE tie-break values (Handbook C.07) and
// standings from completed rounds, exactly as FIDE's reference calculator
// does for the 2023/2024 and the March 2026 texts.
//
// # Use
//
//	t, _ := tiebreak.FromTRF(trfTournament) // or build a Tournament from the database
//	list, _ := tiebreak.ParseList("BH-C1,BH,SB,DE,WIN")
//	st, err := tiebreak.Rank(t, list, tiebreak.Options{})
//	for _, r := range st.Rows {
//		fmt.Println(r.PlaceText(), r.ID, tiebreak.Half(r.Points), r.Values[0])
//	}
//
// Standings.Rows are in rank order; Standing.Place/Last give shared places
// ("3–4" from PlaceText); Standing.Values hold one Value per tie-break of
// the list (Value.String prints "12.5", Value.Fixed(2) prints "12.50", "-"
// for undefined). Standings.Filter makes sub-standings (girls, U10…) that
// keep the overall values; FilterPlayers does it by player data (sex,
// federation, year of birth). Presets holds
// the ready-made lists of the Academy, the Ukrainian championship 2003,
// Moscow 2010 and FIDE (PresetByKey). ParseSpec/ParseList read codes in
// the corpus ("BH-C1") or TRF-2026 ("BH/C1") spelling (their names in
// words are the model's: model.TieBreakName).
// New(t) gives a Calculator for single values (Value, Column) and
// Calculator.Explain, which lists what went into a value as data
// (per round: kind, opponent, the adjusted or dummy score used, whether and
// why it was dropped, what it adds; how own unplayed rounds counted) for
// the program to write in its user's language. Table renders columns
// in the reference calculator's TSV format.
//
// # Invariants
//
//   - Scores are Points, integers in half-points; every value is an exact
//     fraction (Value); no float64 is ever compared.
//   - The edition is per tournament: Edition2024 (dummy = own score, art.
//     16.4), Edition2026 (dummy capped, 16.4.1/16.4.2), Edition2009 (legacy
//     virtual opponent). EditionAuto takes it from the start date: before
//     2026-03-01 the 2024 text.
//   - Input is validated (opponents point back, results fit) before any
//     computation; bad input is an *InputError or *CodeError, never a panic.
//
// # Regulations implemented
//
// C.07 art. 4.2 (tie-breaks only inside still-tied groups), 5 (points), 6
// (direct encounter, including groups where not everybody met and double
// round robins), 7 (WIN, WON, BPG, BWG, REP, PS with cuts), 8 (BH with
// Cn/Mn, FB, AOB; not allowed in round robins under 2026), 9 (SB with
// Cn/Mn, KS), 10 (ARO with cuts, TPR, PTP, APRO, with the B.02 tables),
// 15.2 (round robins: forfeits are games except for rating-based and
// over-the-board codes), the 2026 codes STD, TPN(/R), RTNG(/R) and
// KS/L±n, 16 (unplayed rounds in Swiss events: adjusted
// scores 16.3, the dummy 16.4, the cut exception for voluntary unplayed
// rounds 16.5 as written: the lowest VUR contribution is cut when it is not
// smaller than the least significant value).
//
// # Adding a tie-break code
//
//  1. catalogue.go: the Code constant with its C.07 article, its entry in
//     the catalogue (whether cuts and medians apply) and its place in
//     Codes(); its Ukrainian and English names in model/tiebreak_names.go.
//  2. compute.go: the case that computes it (a file of its own when it
//     needs more than a few lines, as rating.go for ARO/TPR/PTP/APRO);
//     value.go if it can be undefined.
//  3. explain.go: the lines that explain one value of it.
//  4. names.go: the regulation's wording (FromRegulation) and the TRF
//     tie-break name (Spec.TRF), if it has them; presets.go if a preset
//     lists it (a new preset also gets its Article, and its name in both
//     languages in model.TieBreakPresetName, which TestTieBreakPresetNames
//     checks).
//  5. model/tournaments/tournament_explain.go: its English name and whether it is
//     rating-based; model/tournaments/tournament_setup.go offers every Codes() entry
//     in the settings without a change.
//  6. cmd/arbiter-cli/standings.go: the codes listed in the usage text.
//  7. Tests: a row in the table tests of compute and explain, and the
//     testdata/tiebreak corpus goldens if the code is in them.
//
// # Point systems
//
// Tournament.Scoring holds the win, draw and loss values and what the
// pairing-allocated bye is worth (FromTRF reads them from the TRF-2026 162
// record, JaVaFo's XXS or bbpPairings' BBx lines, ScoringOf). Every code
// counts under it (WIN: rounds with a win's points; KS: half of a win per
// game), except STD, which brings any system back to 1/½/0, and the
// rating-based codes, which count games 1/½/0 as the rating regulations
// do (FIDE's reference calculator agrees).
//
// # Reference
//
// testdata/tiebreak/gacrux holds FIDE's reference calculator's tables for
// 20 generated round robins (1/½/0, 3/1/0, 2/1/½), ten rescored Swiss
// events and the corpus; TestGacrux compares every value and rank.
//
// # Not done
//
// No team tie-breaks (C.07 art. 11–13; engine/team has them), no /P or /F
// modifiers, no KS/Ln as a percentage. The package does no I/O and keeps
// no state.
package tiebreak
