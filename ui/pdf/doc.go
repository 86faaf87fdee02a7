// Package pdf renders Arbiter's printouts (pairing lists, standings,
// crosstables, registration lists, diplomas, medal lists, season tables) as
// A4 PDF with embedded Cyrillic fonts. Each printout is first built as a
// plain Document value whose content tests can read without parsing PDF.
package pdf

import _ "codeberg.org/go-pdf/fpdf" // the renderer; see render.go
