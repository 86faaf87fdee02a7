package registry

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/kit"
)

// personalForm is the entry form's part of the player dialog
// (model/personal.go; seed 004 appendix 1): place of study or work,
// sports society, home address, the identity document, the medical
// certificate's date, residence and district. They are kept apart from
// the player record and shown nowhere else but the entry form.
type personalForm struct {
	education, society, address, docNumber, medical, residence, district *kit.TextEntry
	docType                                                              *widget.Select
}

// docTypes are the document choices: none, then model's in order.
var docTypes = []string{"", model.DocPassport, model.DocBirthCertificate, model.DocIDCard}

func docTypeLabels() []string {
	return []string{"—", lang.L("passport"), lang.L("birth certificate"), lang.L("ID card")}
}

func newPersonalForm() *personalForm {
	f := &personalForm{education: kit.NewTextEntry(), society: kit.NewTextEntry(), address: kit.NewTextEntry(), docNumber: kit.NewTextEntry(),
		medical: kit.NewTextEntry(), residence: kit.NewTextEntry(), district: kit.NewTextEntry()}
	f.docType = kit.NewSelect(docTypeLabels(), nil)
	f.docType.SetSelectedIndex(0)
	f.medical.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	return f
}

// personalContent is the entry form's section under the player's fields.
func (p *personalForm) content() fyne.CanvasObject {
	left := widget.NewForm(
		widget.NewFormItem(lang.L("Place of study or work"), p.education),
		widget.NewFormItem(lang.L("Sports society"), p.society),
		widget.NewFormItem(lang.L("Home address"), p.address),
		widget.NewFormItem(lang.L("Residence"), p.residence),
	)
	right := widget.NewForm(
		widget.NewFormItem(lang.L("Document"), p.docType),
		widget.NewFormItem(lang.L("Document number"), p.docNumber),
		widget.NewFormItem(lang.L("Medical certificate of"), p.medical),
		widget.NewFormItem(lang.L("District"), p.district),
	)
	note := widget.NewLabel(lang.L("Personal data for the entry form: printed only on it, never on lists, the results site or TRF files."))
	note.Wrapping = fyne.TextWrapWord
	return container.NewVBox(widget.NewSeparator(), widget.NewLabelWithStyle(lang.L("Entry form"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		note, container.NewGridWithColumns(2, left, right))
}

// data reads the fields; only the date can fail here.
func (p *personalForm) data(id model.PlayerID) (model.PersonalData, error) {
	d := model.PersonalData{Player: id, Education: p.education.Text, Society: p.society.Text, Address: p.address.Text,
		DocNumber: p.docNumber.Text, Residence: p.residence.Text, District: p.district.Text}
	if i := p.docType.SelectedIndex(); i > 0 {
		d.DocType = docTypes[i]
	}
	var err error
	d.Medical, err = model.ParseDate(p.medical.Text)
	return d, err
}

// loadPersonal reads the personal data of a stored player (none for a new one).
func loadPersonal(svc *datafile.Services, id model.PlayerID) (model.PersonalData, error) {
	if id == 0 {
		return model.PersonalData{}, nil
	}
	return svc.Personal().Data(context.Background(), id)
}
