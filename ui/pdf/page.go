package pdf

// Page geometry in millimetres (A4).
const (
	a4Short   = 210.0
	a4Long    = 297.0
	margin    = 12.0
	footerGap = 15.0 // the table stops this far above the page's bottom edge
	cellPad   = 1.5
	ptToMM    = 25.4 / 72
	slack     = 0.2 // mm added to measured widths against rounding
	minFont   = 5.0
)
