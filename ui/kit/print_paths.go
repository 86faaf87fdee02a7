package kit

import "errors"

// ErrNoViewer says that no program to open PDFs was found.
var ErrNoViewer = errors.New("no PDF viewer")
