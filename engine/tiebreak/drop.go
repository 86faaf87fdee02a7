package tiebreak

import "fmt"

// Drop tells whether an item of an explanation counts and, if not, why.
type Drop int

// Drop values.
const (
	Counted          Drop = iota
	DropLow               // least significant value removed by Cn or Mn (art. 14)
	DropVUR               // a voluntary unplayed round removed before a lower value (art. 16.5)
	DropHigh              // most significant value removed by Mn
	DropBelowHalf         // KS: the opponent scored less than 50% of the maximum (art. 9.3)
	DropNotEncounter      // DE: a forfeit is not an encounter (art. 6.1.1)
)

var dropNames = [...]string{"", "low", "low (voluntary unplayed round first, art. 16.5)", "high", "below 50%",
	"forfeit: not an encounter (art. 6.1.1)"}

func (d Drop) String() string {
	if d < 0 || int(d) >= len(dropNames) {
		return fmt.Sprintf("Drop(%d)", int(d))
	}
	return dropNames[d]
}
