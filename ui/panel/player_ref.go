package panel

import (
	"strconv"

	"arbiter/model"
)

// PlayerRef names a player by start number and name: «3. Бойко Ірина».
func PlayerRef(b model.BoardPlayer) string { return strconv.Itoa(b.StartNo) + ". " + b.Name }
