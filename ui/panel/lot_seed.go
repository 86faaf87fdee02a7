package panel

import "time"

// LotSeed is the seed of a new colour lot: the clock, as arbiter-cli
// tournament colour-lot without --seed; it is shown and printed, so the
// draw can be repeated.
var LotSeed = DefaultLotSeed

func DefaultLotSeed() uint64 { return uint64(time.Now().UnixNano() % 1_000_000_000) }
