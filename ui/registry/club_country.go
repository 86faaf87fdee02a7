package registry

import (
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
)

// countryEntry is the country field of the club and coach forms: a FIDE
// federation code, Ukraine for a new record (model/registry/country.go).
func countryEntry(code string) *widget.SelectEntry {
	e := widget.NewSelectEntry(model.Federations())
	if code == "" {
		code = model.DefaultCitizenship
	}
	e.SetText(code)
	return e
}
