// Package model holds Arbiter's domain types, the Service that the GUI and
// the command-line tool both call, the store interfaces that storage
// implements, and the one error type (Error) whose Message is the sentence
// the director reads. It translates domain records into engine inputs and
// back; it does no SQL.
//
// # Registry
//
// Players, clubs, coaches and settlements (product.md workflow 2) are kept
// through Service: CreatePlayer/UpdatePlayer/DeletePlayer/Player/
// SearchPlayers and the same for clubs, coaches and settlements. The
// Service validates (ValidatePlayer: surname and name required, birth date
// real and age 3–110 by the Service's clock, gender m/f, citizenship a FIDE
// federation code defaulting to UKR, ratings 0 or 1000–3000, FIDE ID unique),
// refuses to delete a club, coach or settlement still referred to (the
// message says by how many), and reports a likely duplicate (same surname,
// name, birth date) as a Conflict wrapping ErrPossibleDuplicate, which the
// caller may override with SaveOptions{AllowDuplicate: true}.
// ImportPlayers adds many players in one transaction, all or nothing.
//
// # Invariants
//
//   - Every error the Service returns is, or wraps, an *Error; Message(err)
//     gives the user sentence and never exposes driver or parser text.
//   - Messages are Ukrainian unless SetLanguage chose English.
//   - Names sort in Ukrainian alphabetical order (CompareUkrainian,
//     CollateKey: а б в г ґ д е є ж з и і ї й к …); search (MatchPlayer, Fold)
//     ignores case and treats the apostrophes ' ’ ʼ as the same (ignored).
//   - Multi-step actions run in one Store.Tx, so they apply fully or not at all.
//
// # Not here
//
// No SQL, no file formats except the player CSV (ImportPlayersCSV), no
// widgets. Pairing and tie-break algorithms live in engine/*.
package model
