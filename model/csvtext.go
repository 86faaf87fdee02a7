package model

// DecodeCSVText decodes a spreadsheet export the way the player CSV import
// does (DecodeText with detection: UTF-8 with or without BOM, UTF-16 with
// BOM, Windows-1251); a file that fits none of them is an Invalid error
// naming the line and byte.
func DecodeCSVText(b []byte) (string, error) { return decodeText(b) }

// CSVSeparator picks ';', ',' or tab — whichever occurs most in the
// header line — as the player CSV import does.
func CSVSeparator(text string) rune { return separator(text) }

// CSVColumnKey folds a CSV header cell to a column key: lower case,
// apostrophes dropped, blanks as '_' («Дата народження» → "дата_народження").
func CSVColumnKey(h string) string { return joinFields(Fold(h)) }
