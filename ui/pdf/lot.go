package pdf

import (
	"fmt"
	"strconv"
)

// LotLine is one player of a drawing of lots: his place in the initial
// ranking list (C.04.2: rating, title, name) and the number he drew.
type LotLine struct {
	Rank   int
	Name   string
	Rating int
	Title  string
	No     int
}

// Lot is the record of a round robin's drawing of lots (C.05 art. 1): the
// seed, how the draw is repeated, and per player the ranking place and
// the number drawn, in ranking order.
func Lot(m Meta, seed uint64, lines []LotLine) *Document {
	d := &Document{
		Stem: "жеребкування-номерів", Title: "Жеребкування стартових номерів",
		Header: m.headerLines(), FontSize: 11,
		Columns: []Column{
			{Title: "За рейтингом", Align: Right}, {Title: "Учасник", Flex: true, Name: true},
			{Title: "Звання", Align: Center}, {Title: "Рейтинг", Align: Right},
			{Title: "Стартовий номер", Align: Right, Bold: true},
		},
		Footer: "Головний суддя ____________________",
	}
	for _, l := range lines {
		rating := ""
		if l.Rating > 0 {
			rating = strconv.Itoa(l.Rating)
		}
		d.Rows = append(d.Rows, []string{strconv.Itoa(l.Rank), l.Name, l.Title, rating, strconv.Itoa(l.No)})
	}
	d.Notes = []string{
		fmt.Sprintf("Ключ жеребкування: %d. Учасників: %d.", seed, len(lines)),
		"Перевірка: учасників упорядковано за рейтингом, потім званням, потім прізвищем (C.04.2); " +
			"номери 1…N перемішано алгоритмом Фішера — Єйтса з генератором SplitMix64 від цього ключа " +
			"(`arbiter-cli lot --players N --seed КЛЮЧ` повторює жеребкування).",
	}
	return d
}
