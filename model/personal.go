package model

import "strings"

// Personal data of the entry form (seed 004 appendix 1 «Заявка на
// участие»: место учебы или работы, домашний адрес, данные паспорта или
// свидетельства о рождении; seed 003 §6: a passport or birth certificate
// and a medical certificate are needed for admission) and the residence
// and district some events admit by (seed 004 §4 «жители Москвы или
// учащиеся», §7 subgroups by district).
//
// They are kept apart from the Player record, in the player_personal table
// (storage migration 0046), and read only through PersonalStore: the wall
// lists, the standings, the published site (ui/web) and the TRF files are
// built from Player and Entry and so cannot carry them. Only the entry
// form (ui/pdf.EntryFormsIn) and the player's own form show them.

// Identity documents of the entry form.
const (
	DocPassport         = "passport"
	DocBirthCertificate = "birth-certificate"
	DocIDCard           = "id-card"
)

// PersonalData is what the entry form asks of a player beyond the registry.
type PersonalData struct {
	Player    PlayerID
	Education string // school, university or workplace («место учебы или работы»)
	Society   string // sports society
	Address   string // home address
	DocType   string // "" or one of DocPassport, DocBirthCertificate, DocIDCard
	DocNumber string
	Medical   Date   // the medical certificate's date (zero: none)
	Residence string // city or place of residence («Москва», «Київ»)
	District  string // district of the residence
}

// PersonalField names one field of PersonalData that a tournament's
// admission can require.
type PersonalField struct {
	Key   string // education, society, address, document, medical, residence, district
	Label Text   // as the missing-field message names it
	set   func(PersonalData) bool
}

// PersonalFields are the fields an admission can require, in form order.
var PersonalFields = []PersonalField{
	{"education", Msg("place of study or work"), func(d PersonalData) bool { return d.Education != "" }},
	{"society", Msg("sports society"), func(d PersonalData) bool { return d.Society != "" }},
	{"address", Msg("home address"), func(d PersonalData) bool { return d.Address != "" }},
	{"document", Msg("identity document (passport or birth certificate)"), func(d PersonalData) bool { return d.DocType != "" && d.DocNumber != "" }},
	{"medical", Msg("medical certificate date"), func(d PersonalData) bool { return !d.Medical.IsZero() }},
	{"residence", Msg("place of residence"), func(d PersonalData) bool { return d.Residence != "" }},
	{"district", Msg("district"), func(d PersonalData) bool { return d.District != "" }},
}

func personalField(key string) (PersonalField, bool) {
	for _, f := range PersonalFields {
		if f.Key == key {
			return f, true
		}
	}
	return PersonalField{}, false
}

// ParseDocType reads a document type: its key or its Ukrainian name.
func ParseDocType(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "":
		return "", true
	case DocPassport, "паспорт":
		return DocPassport, true
	case DocBirthCertificate, "свідоцтво", "свідоцтво про народження", "birth":
		return DocBirthCertificate, true
	case DocIDCard, "id", "id-картка":
		return DocIDCard, true
	}
	return "", false
}

// checkPersonal validates d and trims its texts.
func checkPersonal(op string, d *PersonalData) error {
	for _, f := range []*string{&d.Education, &d.Society, &d.Address, &d.DocNumber, &d.Residence, &d.District} {
		*f = strings.Join(strings.Fields(*f), " ")
		if len([]rune(*f)) > 200 {
			return invalid(op, Msg("A field of the entry form is longer than 200 characters: %q…", string([]rune(*f)[:20])))
		}
	}
	t, ok := ParseDocType(d.DocType)
	if !ok {
		return invalid(op, Msg("Document type %q: write passport, birth-certificate or id-card.", d.DocType))
	}
	d.DocType = t
	if d.DocNumber != "" && d.DocType == "" {
		return invalid(op, Msg("Say which document the number %q is of: passport, birth-certificate or id-card.", d.DocNumber))
	}
	if !d.Medical.IsZero() && !d.Medical.Valid() {
		return invalid(op, Msg("The medical certificate's date is not a valid date."))
	}
	return nil
}
