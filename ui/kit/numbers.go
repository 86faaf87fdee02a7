package kit

import (
	"errors"
	"strconv"

	"arbiter/model"
)

// Number writes a value in the model's one notation (model.NumberText:
// «2½», «12,25») in the interface language's: the decimal point in
// English («12.25»), the comma in Ukrainian, as the printouts do.
func Number(text string) string { return model.NumberIn(GUILang(), text) }

// errNegative is WholeNumber's error for a number below zero.
var errNegative = errors.New("negative number")

// WholeNumber reads a trimmed whole non-negative number, the empty text as
// 0; the player form's parseNumber and the tournament form's intField wrap its error in their own messages.
func WholeNumber(text string) (int, error) {
	if text == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(text)
	if err == nil && n < 0 {
		err = errNegative
	}
	if err != nil {
		return 0, err
	}
	return n, nil
}

// RatingText shows a rating, "" for none.
func RatingText(r int) string {
	if r == 0 {
		return ""
	}
	return strconv.Itoa(r)
}
