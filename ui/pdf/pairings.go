package pdf

import (
	"fmt"
	"strconv"
	"strings"
)

// Entrant is a player as the pairing lists show them.
type Entrant struct {
	No     int // starting number
	Name   string
	Rating int // 0 = unrated
	Points int // half-points before the round
	// Virtual is the acceleration of the round's pairing (virtual points,
	// half-points, C.04.7.1); the list prints the pairing score
	// Points+Virtual in brackets after the points.
	Virtual int
}

// scoreCell prints an entrant's points, and under acceleration the pairing
// score in brackets: «1 (2)».
func scoreCell(e Entrant) string {
	if e.Virtual == 0 {
		return Points(e.Points)
	}
	return Points(e.Points) + " (" + Points(e.Points+e.Virtual) + ")"
}

// virtualNote explains the brackets when any entrant of r has virtual
// points.
func virtualNote(r Round) []string {
	for _, b := range r.Boards {
		if b.White.Virtual != 0 || b.Black.Virtual != 0 {
			return []string{r.tr("In brackets: the pairing score with the virtual points of acceleration (C.04.7.1).")}
		}
	}
	return nil
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

// Type of the wall lists, read from two metres (docs/product.md "Printouts"): names in
// 14 pt, the whole list shortened to initials before any name is set
// smaller, and only a surname too long even then set smaller on its line
// (drawRow); board numbers 18 pt; the large list for small events twice that.
const (
	WallNameSize   = 14.0
	WallBoardSize  = 18.0
	LargeNameSize  = 24.0
	LargeBoardSize = 36.0
)

// PairingsByBoard is the wall list of a round: large type readable from two
// metres (names WallNameSize, board numbers WallBoardSize, rows shaded in
// turn), the result box empty for writing in or filled; 40 boards fit on
// two portrait pages. Each player has his starting number; the names are in
// one form for the list (nameFormat), so that no two players print alike
// and a surname is never cut. Players without a game are listed after the table in
// full words, with their number and the points the round gives them.
func PairingsByBoard(r Round) *Document {
	d := &Document{
		Stem: r.tr("round-%d_pairings", r.Round), Title: r.tr("Pairings"),
		Header: r.headerLines(), Lang: r.Lang, FontSize: WallNameSize, MinFont: WallNameSize, Portrait: true,
		Columns: []Column{
			{Title: r.tr("Board"), Align: Center, Bold: true, Size: WallBoardSize},
			{Title: r.tr("No."), Align: Right, Small: true},
			{Title: r.tr("White"), Flex: true, Name: true, Bold: true},
			{Title: r.tr("Rtg"), Align: Right, Small: true},
			{Title: r.tr("Pts"), Align: Center, Small: true},
			{Title: r.tr("Result"), Align: Center},
			{Title: r.tr("No."), Align: Right, Small: true},
			{Title: r.tr("Black"), Flex: true, Name: true, Bold: true},
			{Title: r.tr("Rtg"), Align: Right, Small: true},
			{Title: r.tr("Pts"), Align: Center, Small: true},
		},
		Footer: r.tr("Both players write down the result; the winner hands the scoresheet to the arbiter."),
	}
	for _, b := range r.Boards {
		d.Rows = append(d.Rows, []string{strconv.Itoa(b.No),
			strconv.Itoa(b.White.No), b.White.Name, rating(b.White.Rating), scoreCell(b.White), b.Result,
			strconv.Itoa(b.Black.No), b.Black.Name, rating(b.Black.Rating), scoreCell(b.Black)})
	}
	d.Notes = append(byeNotes(r.Meta, r.Byes), virtualNote(r)...)
	d.NoteNames = byeNames(r.Byes)
	d.dropEmptyColumns(r.tr("Rtg"))
	return d
}

// PairingsLarge is the wall list of a small event: one board a line
// across a landscape page, names in LargeNameSize and board numbers in
// LargeBoardSize, readable from across the hall; about nine boards a page.
func PairingsLarge(r Round) *Document {
	d := &Document{
		Stem: r.tr("round-%d_pairings-large", r.Round), Title: r.tr("Pairings"),
		Header: r.headerLines(), Lang: r.Lang, FontSize: LargeNameSize, MinFont: LargeNameSize, Landscape: true,
		Columns: []Column{
			{Title: r.tr("Board"), Align: Center, Bold: true, Size: LargeBoardSize},
			{Title: r.tr("No."), Align: Right, Small: true},
			{Title: r.tr("White"), Flex: true, Name: true, Bold: true},
			{Title: r.tr("Pts"), Align: Center, Small: true},
			{Title: r.tr("Result"), Align: Center},
			{Title: r.tr("No."), Align: Right, Small: true},
			{Title: r.tr("Black"), Flex: true, Name: true, Bold: true},
			{Title: r.tr("Pts"), Align: Center, Small: true},
		},
		Footer: r.tr("Both players write down the result; the winner hands the scoresheet to the arbiter."),
	}
	for _, b := range r.Boards {
		d.Rows = append(d.Rows, []string{strconv.Itoa(b.No),
			strconv.Itoa(b.White.No), b.White.Name, scoreCell(b.White), b.Result,
			strconv.Itoa(b.Black.No), b.Black.Name, scoreCell(b.Black)})
	}
	d.Notes = append(byeNotes(r.Meta, r.Byes), virtualNote(r)...)
	d.NoteNames = byeNames(r.Byes)
	return d
}

// byeNotes lists the players without a game, one line per kind in the
// order met, the point the round gives first: «Вільний від жеребкування:
// 15 Лисенко Павло (2031) — за тур 1 оч. (перед туром 2½)», not the
// points before the round first, which read as the bye's score.
func byeNotes(m Meta, byes []Bye) []string {
	var kinds []string
	lines := map[string][]string{}
	for _, y := range byes {
		if _, seen := lines[y.Kind]; !seen {
			kinds = append(kinds, y.Kind)
		}
		p := y.Player
		who := fmt.Sprintf("%d %s", p.No, plainName(p.Name))
		if p.Rating > 0 {
			who += fmt.Sprintf(" (%d)", p.Rating)
		}
		lines[y.Kind] = append(lines[y.Kind], m.tr("%s — %s pt. for the round (%s before it)", who, Points(y.Score), Points(p.Points)))
	}
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = capitalise(k) + ": " + strings.Join(lines[k], "; ") + "."
	}
	return out
}

// byeNames are the names byeNotes prints (Document.NoteNames).
func byeNames(byes []Bye) []string {
	var out []string
	for _, y := range byes {
		out = append(out, y.Player.Name)
	}
	return out
}

// capitalise writes the first letter of s as a capital.
func capitalise(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// ByNameOneBlock is the most players the list by name prints in one block
// across the page (one portrait page at WallNameSize); a longer list is
// split into two blocks side by side, as wall lists are, and gives the
// board and colour only, the players without a game under the blocks.
const ByNameOneBlock = 26

// PairingsByName lists every player of the round alphabetically (Ukrainian
// order) with the board, colour and opponent, so players find their board:
// names in WallNameSize, board numbers in WallBoardSize. More than
// ByNameOneBlock players are set in two blocks a page.
func PairingsByName(r Round) *Document {
	d := &Document{
		Stem: r.tr("round-%d_by-name", r.Round), Title: r.tr("Pairings by name"),
		Header: r.headerLines(), Lang: r.Lang, FontSize: WallNameSize, MinFont: WallNameSize, Portrait: true,
		Columns: []Column{
			{Title: r.tr("Participant"), Flex: true, Name: true, Bold: true},
			{Title: r.tr("Pts"), Align: Center, Small: true},
			{Title: r.tr("Board"), Align: Center, Bold: true, Size: WallBoardSize},
			{Title: r.tr("Colour"), Align: Center},
			{Title: r.tr("Opponent"), Flex: true, Name: true},
		},
	}
	split := 2*len(r.Boards)+len(r.Byes) > ByNameOneBlock
	if split {
		d.Blocks = 2
		d.Columns = []Column{d.Columns[0], d.Columns[2], d.Columns[3]}
		d.Notes = byeNotes(r.Meta, r.Byes)
		d.NoteNames = byeNames(r.Byes)
	}
	var rows [][]string
	for _, b := range r.Boards {
		no := strconv.Itoa(b.No)
		if split {
			rows = append(rows, []string{b.White.Name, no, r.tr("white")}, []string{b.Black.Name, no, r.tr("black")})
			continue
		}
		rows = append(rows,
			[]string{b.White.Name, scoreCell(b.White), no, r.tr("white"), b.Black.Name},
			[]string{b.Black.Name, scoreCell(b.Black), no, r.tr("black"), b.White.Name})
	}
	for _, y := range r.Byes {
		if !split {
			rows = append(rows, []string{y.Player.Name, Points(y.Player.Points), "—", "—", y.Kind})
		}
	}
	idx := make([]int, len(rows))
	for i := range idx {
		idx[i] = i
	}
	sortByName(idx, func(i int) string { return rows[i][0] })
	for _, i := range idx {
		d.Rows = append(d.Rows, rows[i])
	}
	if !split {
		d.Notes = append(d.Notes, virtualNote(r)...)
	}
	return d
}
