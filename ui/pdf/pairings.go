package pdf

import (
	"fmt"
	"strconv"
)

// Entrant is a player as the pairing lists show them.
type Entrant struct {
	No     int // starting number
	Name   string
	Rating int // 0 = unrated
	Points int // half-points before the round
}

// Board is one game of the round; Result is empty until the game ends
// (see ResultText).
type Board struct {
	No           int
	White, Black Entrant
	Result       string
}

// Bye is a player of the tournament without a game this round: a pairing
// bye, a requested bye, or absent. Kind is printed as is («вільний від
// жеребкування», «пропуск туру», «не грає»); Score is the points it gives
// in half-points.
type Bye struct {
	Player Entrant
	Kind   string
	Score  int
}

// Round is the pairing of one round.
type Round struct {
	Meta
	Boards []Board
	Byes   []Bye
}

// ResultText prints a finished game from the two scores in half-points:
// "1 – 0", "½ – ½", "0 – 1"; forfeits as "+ – −" / "− – +".
func ResultText(white, black int, forfeit bool) string {
	side := func(s int) string {
		if forfeit {
			if s > 0 {
				return "+"
			}
			return "−"
		}
		return Points(s)
	}
	return side(white) + " – " + side(black)
}

// PairingsByBoard is the wall list of a round: large type readable from two
// metres, the result box empty for writing in or filled; 40 boards fit on
// two pages. Players without a game follow the boards.
func PairingsByBoard(r Round) *Document {
	d := &Document{
		Stem: fmt.Sprintf("тур-%d_жеребкування", r.Round), Title: "Жеребкування",
		Header: r.headerLines(), FontSize: 14,
		Columns: []Column{
			{Title: "Дошка", Align: Center, Bold: true},
			{Title: "Білі", Flex: true, Name: true, Bold: true},
			{Title: "Рейт.", Align: Right, Small: true},
			{Title: "Очки", Align: Center, Small: true},
			{Title: "Результат", Align: Center},
			{Title: "Чорні", Flex: true, Name: true, Bold: true},
			{Title: "Рейт.", Align: Right, Small: true},
			{Title: "Очки", Align: Center, Small: true},
		},
		Footer: "Результат записують обидва гравці; переможець здає бланк судді.",
	}
	for _, b := range r.Boards {
		d.Rows = append(d.Rows, []string{strconv.Itoa(b.No),
			b.White.Name, rating(b.White.Rating), Points(b.White.Points), b.Result,
			b.Black.Name, rating(b.Black.Rating), Points(b.Black.Points)})
	}
	for _, y := range r.Byes {
		d.Rows = append(d.Rows, []string{"", y.Player.Name, rating(y.Player.Rating),
			Points(y.Player.Points), Points(y.Score), y.Kind, "", ""})
	}
	d.dropEmptyColumns("Рейт.")
	return d
}

// PairingsByName lists every player of the round alphabetically (Ukrainian
// order) with the board, colour and opponent, so players find their board.
func PairingsByName(r Round) *Document {
	d := &Document{
		Stem: fmt.Sprintf("тур-%d_за-алфавітом", r.Round), Title: "Жеребкування за алфавітом",
		Header: r.headerLines(), FontSize: 12,
		Columns: []Column{
			{Title: "Учасник", Flex: true, Name: true, Bold: true},
			{Title: "Очки", Align: Center},
			{Title: "Дошка", Align: Center, Bold: true},
			{Title: "Колір", Align: Center},
			{Title: "Суперник", Flex: true, Name: true},
		},
	}
	var rows [][]string
	for _, b := range r.Boards {
		rows = append(rows,
			[]string{b.White.Name, Points(b.White.Points), strconv.Itoa(b.No), "білі", b.Black.Name},
			[]string{b.Black.Name, Points(b.Black.Points), strconv.Itoa(b.No), "чорні", b.White.Name})
	}
	for _, y := range r.Byes {
		rows = append(rows, []string{y.Player.Name, Points(y.Player.Points), "—", "—", y.Kind})
	}
	idx := make([]int, len(rows))
	for i := range idx {
		idx[i] = i
	}
	sortByName(idx, func(i int) string { return rows[i][0] })
	for _, i := range idx {
		d.Rows = append(d.Rows, rows[i])
	}
	return d
}
