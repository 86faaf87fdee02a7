package pdf

import (
	"strconv"

	"arbiter/engine/money"
	"arbiter/model"
	"arbiter/model/i18n"
)

// Registration is one entry of the registration list. Money is in kopiykas
// (1 грн = 100), so totals are exact.
type Registration struct {
	Name  string
	Club  string
	Coach string
	Fee   int // entry fee due
	Paid  int // paid so far
}

// Money prints kopiykas as hryvnias: 125000 → "1 250,00" (engine/money,
// the one money formatter).
func Money(k int) string { return money.Text(k) }

// MoneyIn is Money in l's notation: the decimal point in English
// («1 250.00»; model.NumberIn).
func MoneyIn(l i18n.Lang, k int) string { return model.NumberIn(l, money.Text(k)) }

// Registrations is the treasurer's list: players in the order given with
// club, coach, fee and paid, and the totals under the table.
func Registrations(m Meta, regs []Registration) *Document {
	d := &Document{
		Stem: m.tr("registration"), Title: m.tr("Registration list"), Lang: m.Lang,
		Header: m.headerLines(), FontSize: 10, Portrait: true, // the money columns' titles shrink, the clubs keep their room
		Columns: []Column{
			{Title: m.tr("No."), Align: Right}, {Title: m.tr("Participant"), Flex: true, Name: true},
			{Title: m.tr("Club"), Flex: true}, {Title: m.tr("Coach"), Flex: true, Name: true},
			{Title: m.tr("Fee, UAH"), Align: Right}, {Title: m.tr("Paid, UAH"), Align: Right},
		},
		Footer: m.tr("Treasurer ____________________"),
	}
	money := func(k int) string { return MoneyIn(m.Lang, k) }
	fee, paid, owing := 0, 0, 0
	for i, r := range regs {
		d.Rows = append(d.Rows, []string{strconv.Itoa(i + 1), r.Name, r.Club, r.Coach, money(r.Fee), money(r.Paid)})
		fee += r.Fee
		paid += r.Paid
		if r.Paid < r.Fee {
			owing++
		}
	}
	d.Notes = []string{
		m.tr("Participants: %d. Fees: %s UAH. Paid: %s UAH. Owing: %s UAH (not paid in full: %d).",
			len(regs), money(fee), money(paid), money(max(0, fee-paid)), owing),
	}
	return d
}

// Award is one line of the medal and cup list.
type Award struct {
	Award string // «Золота медаль», «Кубок», «Диплом I ступеня»
	Place string // «1», «1–2», or the category
	Name  string
	Club  string
	Group string // the standings it comes from («Загальний залік», «Дівчата»)
}

// MedalList is the one-page list of who receives which medal or cup.
func MedalList(m Meta, awards []Award) *Document {
	d := &Document{
		Stem: m.tr("awards"), Title: m.tr("List of awards"), Lang: m.Lang,
		Header: m.headerLines(), FontSize: 11,
		Columns: []Column{
			{Title: m.tr("Table"), Flex: true}, {Title: m.tr("Place"), Align: Center},
			{Title: m.tr("Participant"), Flex: true, Name: true, Bold: true},
			{Title: m.tr("Club"), Flex: true}, {Title: m.tr("Award"), Flex: true},
		},
		Footer: m.tr("Chief arbiter ____________________"),
	}
	for _, a := range awards {
		d.Rows = append(d.Rows, []string{a.Group, a.Place, a.Name, a.Club, a.Award})
	}
	return d
}
