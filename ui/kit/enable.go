package kit

import "fyne.io/fyne/v2"

// SetEnabled enables w when on, else disables it.
func SetEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
