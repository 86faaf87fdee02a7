package pdf

import (
	"fmt"
	"strconv"
)

// RatingLine is one player of the rating report.
type RatingLine struct {
	No          int
	Name        string
	Rating      int // FIDE rating, 0 unrated
	K           int
	Games       int // games against rated opponents
	Points      int // half-points in them
	Expected    int // hundredths
	Change      int
	AvgOpponent int
	Performance int
}

// RatingReport prints each player's expected score, FIDE rating change and
// performance for the tournament (FIDE Rating Regulations B.02, 8.3).
func RatingReport(m Meta, lines []RatingLine) *Document {
	d := &Document{
		Stem: "зміни-рейтингу", Title: "Зміни рейтингу ФІДЕ", Header: m.headerLines(),
		Columns: []Column{
			{Title: "№", Align: Right}, {Title: "Учасник", Flex: true, Name: true},
			{Title: "Рейтинг", Align: Right}, {Title: "K", Align: Right},
			{Title: "Партій", Align: Right}, {Title: "Очки", Align: Right},
			{Title: "Очікувано", Align: Right}, {Title: "Зміна", Align: Right, Bold: true},
			{Title: "Ra", Align: Right}, {Title: "Rp", Align: Right},
		},
	}
	for _, l := range lines {
		row := []string{strconv.Itoa(l.No), l.Name, rating(l.Rating), strconv.Itoa(l.K)}
		if l.Rating == 0 || l.Games == 0 {
			row = append(row, "0", "", "", "", "", "")
		} else {
			row = append(row, strconv.Itoa(l.Games), Points(l.Points), fmt.Sprintf("%d,%02d", l.Expected/100, l.Expected%100),
				fmt.Sprintf("%+d", l.Change), strconv.Itoa(l.AvgOpponent), strconv.Itoa(l.Performance))
		}
		d.Rows = append(d.Rows, row)
	}
	d.Notes = []string{
		"Ураховано партії, зіграні за дошкою проти суперників з рейтингом ФІДЕ (8.3.1); різниця рейтингів понад 400 " +
			"рахується як 400 (для гравців від 2650 — повна). Очікуваний результат — за таблицею 8.1.2, зміна = K × (очки − очікувано), " +
			"округлена до цілого, 0,5 — від нуля (8.3.4); K — зі списку ФІДЕ або за 8.3.3, з обмеженням K × n ≤ 700. " +
			"Ra — середній рейтинг суперників, Rp = Ra + dp за таблицею 8.1.1.",
	}
	return d
}
