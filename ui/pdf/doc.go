// Package pdf turns tournament data into the printouts the director hands
// out and pins up: pairing lists, standings, crosstables and wall charts,
// registration lists, diplomas and the medal list, as A4 PDF in Ukrainian.
//
// Every printout is first built as a plain [Document] value by a pure
// function from plain inputs (no storage or engine types): [PairingsByBoard],
// [PairingsByName], [Standings], [Crosstable], [WallChart],
// [Registrations], [Diplomas], [MedalList]. Its content is tested as text
// ([Document.Text], golden files in testdata, go test -update) without
// parsing PDF. The rendered PDF is tested too, read back with poppler's
// pdftotext: testdata/*.layout.golden hold the page count and each page's
// text, and every word's box must lie inside the margins and its cell; the
// tests therefore need poppler-utils (make test installs it).
//
// One renderer, [Render], turns any Document into a PDF: it measures the
// columns, chooses portrait or landscape by the table's width, shares the
// room left among the name and club columns (short ones whole first, the
// rest evenly; a name column asks for its longest surname with initials),
// prints every name of a list in one form (plainName, nameFormat), sets a
// name still too wide smaller on its line, shortens any other text that
// does not fit its cell with an ellipsis (never cutting a letter), repeats the header
// on every page and numbers the pages "сторінка N з M". Diplomas are
// landscape, one per page.
//
// Page size, orientation and type of every printout. Sizes are in points
// and are the least the renderer sets: body is the type asked for, least
// the floor it shrinks a too-wide table to, names the least type of a
// person's name, boards of a board number. TestTypeSizesAsDocumented reads
// this table and measures each printout's words with pdftotext -bbox.
//
//	printout         page  orientation  body  least  names  boards
//	PairingsByBoard  A4    portrait     14    7      7      18
//	PairingsLarge    A4    landscape    24    12     12     36
//	PairingsByName   A4    portrait     14    7      7      18
//	Standings        A4    by-width     10    5      5      -
//	Crosstable       A4    by-width     10    5      5      -
//	WallChart        A4    by-width     10    5      5      -
//	Registrations    A4    portrait     10    5      5      -
//	MedalList        A4    by-width     11    5      5      -
//	Lot              A4    by-width     11    5      5      -
//	Diplomas         A4    landscape    34    12     12     -
//
// A tournament's medal list (ui/printout.MedalsIn: six columns, every
// sub-standings) is a MedalList set landscape. "by-width" is portrait
// unless the table needs landscape; the wall lists
// (PairingsByBoard, PairingsByName) set their names in 14 pt, shortened to
// surname and initials for the whole list when one does not fit; a surname
// still too long for its cell is set smaller on its line only (down to
// half the column's type), never cut; the list by name is set in two blocks a page
// past ByNameOneBlock players; a smaller column (ratings, points) is 0.72
// of the body. Diplomas print the winner's name at 34 pt, down to 12 pt for
// a very long one.
//
// Invariants: output is deterministic (fixed creation date, sorted catalog,
// compression off on request), so the same Document gives the same bytes;
// the fonts (DejaVu, embedded from package assets and subset) cover
// Ukrainian, Russian and Latin; a text with a character the fonts lack is
// refused with [ErrMissingGlyph] before anything is written; [WriteFile]
// writes a temporary file and renames it, so a failure leaves no partial
// file behind.
//
// Scores arrive in half-points and are printed with "½". Places shared by
// tied players are printed as a range, "3–4" (FIDE Handbook C.07, the
// place of players not separated by the tie-breaks).
//
// Lists by name are in Ukrainian alphabetical order (model.CollateKey, the
// only use of package model; the tests also build the demo registry through
// model and storage). Diplomas carry no page numbers: each page is
// a certificate handed out on its own.
//
// A batch of diplomas prints in a [DiplomaStyle] (a season's or a
// tournament's template, converted by ui/printout): organisation, emblem,
// city, up to two signature lines, the wording of each degree; its zero
// value is the Academy's 2010 diploma. The border is drawn here from
// lines, lozenges and circles, no outside artwork. The fields a
// pre-printed blank needs (name, place or category, event, date) each
// have a frame; the "text only" mode (DiplomaStyle.Blank) prints those
// fields alone, each frame moved by its offset in millimetres, with no
// border, heading or signature line, and [DiplomaCalibrationIn] prints the
// millimetre grid with the frames to calibrate the offsets against a form.
// A list may carry the same organisation and emblem in its header
// (Document.Organisation, the medal and cup list).
//
// The package does not compute standings, tie-breaks or pairings (engine
// packages do), does not read TRF or the database, and does not import
// Fyne's app package; it builds with CGO_ENABLED=0.
package pdf
