package pdf

import (
	"fmt"
	"strconv"

	"arbiter/engine/money"
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

// Registrations is the treasurer's list: players in the order given with
// club, coach, fee and paid, and the totals under the table.
func Registrations(m Meta, regs []Registration) *Document {
	d := &Document{
		Stem: "реєстрація", Title: "Реєстраційний список",
		Header: m.headerLines(), FontSize: 10, Portrait: true, // the money columns' titles shrink, the clubs keep their room
		Columns: []Column{
			{Title: "№", Align: Right}, {Title: "Учасник", Flex: true, Name: true},
			{Title: "Клуб", Flex: true}, {Title: "Тренер", Flex: true, Name: true},
			{Title: "Внесок, грн", Align: Right}, {Title: "Сплачено, грн", Align: Right},
		},
		Footer: "Скарбник ____________________",
	}
	fee, paid, owing := 0, 0, 0
	for i, r := range regs {
		d.Rows = append(d.Rows, []string{strconv.Itoa(i + 1), r.Name, r.Club, r.Coach, Money(r.Fee), Money(r.Paid)})
		fee += r.Fee
		paid += r.Paid
		if r.Paid < r.Fee {
			owing++
		}
	}
	d.Notes = []string{
		fmt.Sprintf("Разом учасників: %d. Внески: %s грн. Сплачено: %s грн. Борг: %s грн (не сплатили повністю: %d).",
			len(regs), Money(fee), Money(paid), Money(max(0, fee-paid)), owing),
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
		Stem: "нагородження", Title: "Список нагороджених",
		Header: m.headerLines(), FontSize: 11,
		Columns: []Column{
			{Title: "Залік", Flex: true}, {Title: "Місце", Align: Center},
			{Title: "Учасник", Flex: true, Name: true, Bold: true},
			{Title: "Клуб", Flex: true}, {Title: "Нагорода", Flex: true},
		},
		Footer: "Головний суддя ____________________",
	}
	for _, a := range awards {
		d.Rows = append(d.Rows, []string{a.Group, a.Place, a.Name, a.Club, a.Award})
	}
	return d
}
