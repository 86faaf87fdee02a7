package main

import (
	"bufio"
	"encoding/csv"
	"io"
	"regexp"
	"strings"
)

// The CSV a Ukrainian Excel opens as it is (README "Windows"): UTF-8 with
// a byte-order mark (without it Excel reads the file as Windows-1251 and
// the Cyrillic comes out garbled), ';' between cells (the list separator
// where the decimal separator is a comma), CRLF line ends, and decimal
// fractions with a comma so they are numbers, not text or dates. Every
// cell goes through model.SpreadsheetCell first (no formulas). `players
// import` reads the file back.

// utf8BOM is the byte-order mark Excel looks for.
const utf8BOM = "\uFEFF"

var decimalNumber = regexp.MustCompile(`^-?[0-9]+\.[0-9]+$`)

// writeExcelCSV writes header and rows as spreadsheet CSV.
func writeExcelCSV(w io.Writer, header []string, rows [][]string) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(utf8BOM)
	cw := csv.NewWriter(bw)
	cw.Comma, cw.UseCRLF = ';', true
	for _, r := range append([][]string{header}, rows...) {
		cells := cellsSafe(r)
		for i, c := range cells {
			if decimalNumber.MatchString(c) {
				cells[i] = strings.Replace(c, ".", ",", 1)
			}
		}
		if err := cw.Write(cells); err != nil {
			return err
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	return bw.Flush()
}
