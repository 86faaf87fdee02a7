package assets

import _ "embed"

// DejaVu fonts from Debian's fonts-dejavu-core (Bitstream Vera licence with
// public-domain DejaVu changes; see fonts/LICENSE). They cover Ukrainian,
// Russian and Latin, so printouts never depend on the fonts a machine has.
var (
	//go:embed fonts/DejaVuSans.ttf
	SansRegular []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	SansBold []byte
	//go:embed fonts/DejaVuSerif.ttf
	SerifRegular []byte
	//go:embed fonts/DejaVuSerif-Bold.ttf
	SerifBold []byte
)
