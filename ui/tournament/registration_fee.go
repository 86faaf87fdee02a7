package tournament

import (
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/ui/kit"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// askFee asks for the fee and its reason where the fee schedule sets none
// for the player (a woman rated 2376–2499 in ukr-2003, a rating between
// bands), then registers him with them.
func (d *registrationDesk) askFee(r model.Registration, why string) {
	msg := widget.NewLabel(why)
	msg.Wrapping = fyne.TextWrapWord
	d.feeAmount, d.feeReason = kit.NewTextEntry(), kit.NewTextEntry()
	form := widget.NewForm(widget.NewFormItem(lang.L("Fee typed by hand, UAH"), d.feeAmount),
		widget.NewFormItem(lang.L("Reason"), d.feeReason))
	d.feeDialog = kit.NewEditDialog(d.s.Win, lang.L("Fee by hand"), container.NewVBox(msg, form), 560, func() {
		v, err := strconv.Atoi(strings.TrimSpace(d.feeAmount.Text))
		if err != nil {
			kit.ShowError(d.s.Win, model.Errorf(model.Invalid, "Register", model.Msg("The fee is whole hryvnias."), nil))
			return
		}
		d.feeDialog.Close()
		d.feeByHand = &closing.FeeChoice{Override: &v, Reason: strings.TrimSpace(d.feeReason.Text)}
		d.registerWith(r)
	})
	d.s.Win.Canvas().Focus(d.feeAmount)
}
