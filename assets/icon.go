package assets

import _ "embed"

// Icon is Arbiter's application icon (assets/icon.png, 512×512 PNG): a
// yellow chess king on a blue rounded square. TestIcon regenerates it with
// -update and checks that the committed file matches the drawing code.
//
//go:embed icon.png
var Icon []byte
