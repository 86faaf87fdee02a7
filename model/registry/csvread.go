package registry

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"arbiter/model"
)

// maxCSVBytes bounds what ImportPlayersCSV reads (a registry of 100 000
// players is about 15 MB).
const maxCSVBytes = 64 << 20

// csvRow is one data line of a player CSV: its line number in the file and
// its cells by column name.
type csvRow struct {
	line  int
	cells map[string]string
}

// LineError is one bad line of an import: its number in the file (the
// header is line 1) and what is wrong with it (render it with Msg.In).
type LineError struct {
	Line int
	Msg  model.Text
}

// ImportError lists every bad line of a rejected import. It is the Err of
// the Invalid *Error that ImportPlayersCSV returns; get it with errors.As.
type ImportError struct{ Lines []LineError }

func (e *ImportError) Error() string {
	var b strings.Builder
	for i, l := range e.Lines {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "line %d: %s", l.Line, l.Msg)
	}
	return b.String()
}

// readPlayersCSV decodes the file (DecodeText: enc, or detected UTF-8,
// UTF-16 or Windows-1251), detects the separator from the header (';', ',' or tab,
// whichever occurs most), checks the header and returns the data rows.
// Lines with the wrong number of cells come back as LineErrors.
func readPlayersCSV(r io.Reader, enc string) ([]csvRow, []LineError, error) {
	const op = "ImportPlayersCSV"
	b, err := io.ReadAll(io.LimitReader(r, maxCSVBytes+1))
	if err != nil {
		return nil, nil, model.Errorf(model.Invalid, op, model.Msg("Cannot read the CSV file."), err)
	}
	if len(b) > maxCSVBytes {
		return nil, nil, invalid(op, model.Msg("The CSV file is too large (over 64 MB)."))
	}
	text, err := model.DecodeText(b, enc)
	if err != nil {
		return nil, nil, err
	}
	cr := csv.NewReader(strings.NewReader(text))
	cr.Comma = model.CSVSeparator(text)
	cr.FieldsPerRecord = -1
	// Tab-separated text (our own `players list --format tsv`) is not quoted;
	// csv's TrimLeadingSpace would swallow empty cells between tabs.
	cr.TrimLeadingSpace = cr.Comma != '\t'
	cr.LazyQuotes = cr.Comma == '\t'
	header, err := cr.Read()
	if err == io.EOF {
		return nil, nil, invalid(op, model.Msg("The CSV file is empty: it needs a header line and player lines."))
	}
	if err != nil {
		return nil, nil, csvSyntax(op, err)
	}
	cols, err := checkHeader(header)
	if err != nil {
		return nil, nil, err
	}
	var rows []csvRow
	var bad []LineError
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, nil, csvSyntax(op, err)
		}
		line, _ := cr.FieldPos(0)
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		if len(rec) != len(cols) {
			bad = append(bad, LineError{line, model.Msg("%d cells instead of %d as in the header (check the separator %q and the quotes).", len(rec), len(cols), cr.Comma)})
			continue
		}
		cells := make(map[string]string, len(cols))
		for i, c := range cols {
			cells[c] = model.Unneutralise(strings.TrimSpace(rec[i])) // an exported "'+380…" imports back as "+380…"
		}
		rows = append(rows, csvRow{line, cells})
	}
	if len(rows)+len(bad) == 0 {
		return nil, nil, invalid(op, model.Msg("The CSV file has no player lines."))
	}
	return rows, bad, nil
}

// checkHeader normalises the column names and checks them: all known, none
// twice, the required ones present.
func checkHeader(header []string) ([]string, error) {
	const op = "ImportPlayersCSV"
	cols, err := model.CSVHeader(op, header, CSVColumns, columnAliases)
	if err != nil {
		return nil, err
	}
	for _, c := range requiredColumns {
		if !slices.Contains(cols, c) {
			return nil, invalid(op, model.Msg("Line 1: the required column %q is missing (required: %s).", c, strings.Join(requiredColumns, ", ")))
		}
	}
	return cols, nil
}

func csvSyntax(op string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return model.Errorf(model.Invalid, op, model.Msg("Line %d: CSV format error (most often unbalanced quotes). Nothing was imported.", pe.StartLine), err)
	}
	return model.Errorf(model.Invalid, op, model.Msg("The CSV file cannot be parsed. Nothing was imported."), err)
}
