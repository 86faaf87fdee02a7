package pdf

import (
	"fmt"
	"strconv"
	"strings"

	"codeberg.org/go-pdf/fpdf"

	"arbiter/model"
	"arbiter/model/i18n"
)

// BracketRoundName names round r of a bracket of rounds rounds as
// brackets are printed: «Фінал», «1/2 фіналу», «1/4 фіналу», «1/8 фіналу», ….
func BracketRoundName(r, rounds int) string { return BracketRoundNameIn(i18n.Uk, r, rounds) }

// BracketRoundNameIn is BracketRoundName in the language l («Final»,
// «1/2 final», … in English).
func BracketRoundNameIn(l i18n.Lang, r, rounds int) string {
	if r == rounds {
		return l.Tr("Final")
	}
	return l.Tr("1/%d final", 1<<(rounds-r))
}

// KnockoutGames lists a match's games with White's result, each game
// named as the arbiter says it (KnockoutGameNameIn): "Партія 1: 1-0 ·
// Партія 2: ½-½ · Рапід 1: 0-1 · Армагедон, білі 8: 1-0" (the
// Armageddon with who had White, since a draw sends Black through).
func KnockoutGames(gs []KnockoutGame) string { return KnockoutGamesIn(i18n.Uk, gs) }

// KnockoutGamesIn is KnockoutGames in the language l.
func KnockoutGamesIn(l i18n.Lang, gs []KnockoutGame) string {
	parts := make([]string, len(gs))
	for i, g := range gs {
		label := capitalise(KnockoutGameNameIn(l, gs[:i], g.Stage))
		if g.Stage < 0 {
			label += l.Tr(", white %d", g.White)
		}
		parts[i] = label + ": " + model.GameResultOfPoints(min(max(g.WhitePoints, 0), 2)).String()
	}
	return strings.Join(parts, " · ")
}

// KnockoutGameNameIn names, in the language l, the game of stage (KnockoutGame.Stage) that
// follows the games before it: «партія 1», «партія 2» of the match,
// «рапід 1», «рапід 2» … of the first two tie-break stages (seed 004: 15
// minutes; the World Cup's 25 and 10), «бліц 1» … after them, and
// «армагедон». The knockout screen names them the same way.
// In English: «game 1», «rapid 1», «blitz 1», «armageddon».
func KnockoutGameNameIn(l i18n.Lang, before []KnockoutGame, stage int) string {
	kind, n := KnockoutGameOrdinal(before, stage)
	switch kind {
	case GameArmageddon:
		return l.Tr("armageddon")
	case GameRapid:
		return l.Tr("rapid %d", n)
	case GameBlitz:
		return l.Tr("blitz %d", n)
	}
	return l.Tr("game %d", n)
}

// The kinds of a mini-match's games (KnockoutGameOrdinal).
const (
	GameMain = iota
	GameRapid
	GameBlitz
	GameArmageddon
)

// KnockoutGameOrdinal is the kind of the game of stage that follows the
// games before it (GameMain for stage 0, GameRapid for the first two
// tie-break stages, GameBlitz after them, GameArmageddon for stage -1) and
// its number among the games of its kind, counted from 1.
func KnockoutGameOrdinal(before []KnockoutGame, stage int) (kind, n int) {
	kindOf := func(st int) int {
		switch {
		case st < 0:
			return GameArmageddon
		case st == 0:
			return GameMain
		case st <= 2:
			return GameRapid
		}
		return GameBlitz
	}
	kind, n = kindOf(stage), 1
	for _, g := range before {
		if kindOf(g.Stage) == kind {
			n++
		}
	}
	return kind, n
}

// BracketDocument is the bracket on page 1 and, after it, the protocol of
// every mini-match: its players, who had White in game 1 and how it was
// chosen, its games and score, and who went through.
func BracketDocument(b Bracket) *Document {
	m := b.Meta
	d := &Document{Stem: m.tr("bracket"), Title: m.tr("Knockout bracket"), Header: m.headerLines(), Lang: m.Lang, FontSize: 8,
		Bracket: &b,
		Columns: []Column{
			{Title: m.tr("Round (knockout)"), Align: Center},
			{Title: m.tr("Pair"), Align: Right},
			{Title: m.tr("No."), Align: Right},
			{Title: m.tr("Participant"), Flex: true, Name: true},
			{Title: m.tr("No."), Align: Right},
			{Title: m.tr("Participant"), Flex: true, Name: true},
			{Title: m.tr("Score"), Align: Center, Bold: true},
			{Title: m.tr("White in game 1"), Align: Right},
			{Title: m.tr("Lot"), Align: Left, Small: true},
			{Title: m.tr("Games (knockout)"), Align: Left, Small: true},
		}}
	if b.Format != "" {
		d.Header = append(d.Header, m.tr("Mini-match: %s", b.Format))
	}
	for r, ms := range b.Rounds {
		for _, m := range ms {
			if m.Bye || m.Top.No == 0 || m.Bottom.No == 0 {
				continue
			}
			score := ""
			if len(m.Games) > 0 {
				score = Points(m.Top.Score) + ":" + Points(m.Bottom.Score)
			}
			white := ""
			if m.WhiteFirst != 0 {
				white = strconv.Itoa(m.WhiteFirst)
			}
			d.Rows = append(d.Rows, []string{BracketRoundNameIn(d.Lang, r+1, len(b.Rounds)), strconv.Itoa(m.Pair),
				strconv.Itoa(m.Top.No), m.Top.Name, strconv.Itoa(m.Bottom.No), m.Bottom.Name, score, white, m.Lot, KnockoutGamesIn(d.Lang, m.Games)})
		}
	}
	if b.LotNote != "" {
		d.Notes = append(d.Notes, b.LotNote)
	}
	for r, ms := range b.Rounds {
		for _, m := range ms {
			if m.Armageddon != "" {
				d.Notes = append(d.Notes, d.Lang.Tr("%s, pair %d (%d – %d): Armageddon — %s; a draw sends Black through.",
					BracketRoundNameIn(d.Lang, r+1, len(b.Rounds)), m.Pair, m.Top.No, m.Bottom.No, m.Armageddon))
			}
		}
	}
	d.Notes = append(d.Notes, d.Lang.Tr("Games: the main ones; rapid and blitz are the tie-breaks. Armageddon: the colours by lot or by the arbiter's decision (the «Lot» column); a draw sends Black through."))
	return d
}

// bracketText is the plain dump of the bracket for golden tests.
func (b *Bracket) text() string {
	var s strings.Builder
	line := func(x BracketSide) string {
		if x.No == 0 {
			return "—"
		}
		w := ""
		if x.Won {
			w = " *"
		}
		return fmt.Sprintf("%d %s %s%s", x.No, x.Name, Points(x.Score), w)
	}
	for r, ms := range b.Rounds {
		fmt.Fprintf(&s, "bracket %s:\n", BracketRoundName(r+1, len(b.Rounds)))
		for _, m := range ms {
			if m.Bye {
				fmt.Fprintf(&s, "  %d.%d %s | bye\n", m.Round, m.Pair, line(m.Top))
				continue
			}
			fmt.Fprintf(&s, "  %d.%d %s | %s\n", m.Round, m.Pair, line(m.Top), line(m.Bottom))
		}
	}
	fmt.Fprintf(&s, "champion: %s\n", line(b.Champion))
	return s.String()
}

func (b *Bracket) texts() []string {
	t := []string{b.Champion.Name, b.Format, b.LotNote}
	for _, ms := range b.Rounds {
		for _, m := range ms {
			t = append(t, m.Top.Name, m.Bottom.Name, m.Lot, m.Armageddon)
		}
	}
	return t
}

// Bracket page geometry in mm.
const (
	bracketTitleH = 6.0
	bracketMaxRow = 9.0
	bracketScoreW = 7.0
)

// renderBracket draws the bracket page: one column per round, the first
// holding every player in printing order, each later one the winners on
// the line between the two they came from, the champion last.
func renderBracket(f *fpdf.Fpdf, d *Document, b *Bracket, page, pages int) {
	rounds := len(b.Rounds)
	// Up to 32 players the rounds get the width of a landscape page; 64
	// need the height of a portrait one.
	pl := tableLayout{pages: pages, landscape: rounds == 0 || len(b.Rounds[0]) <= 16}
	pw, ph := pl.pageSize()
	orient := "P"
	if pl.landscape {
		orient = "L"
	}
	f.AddPageFormat(orient, fpdf.SizeType{Wd: a4Short, Ht: a4Long})
	y0 := drawHeader(f, d, pl)
	if rounds == 0 {
		drawFooter(f, d, pl, page)
		return
	}
	avail := pw - 2*margin
	first := min(80, avail*0.3)
	other := (avail - first) / float64(rounds)
	colX := func(c int) float64 {
		if c == 0 {
			return margin
		}
		return margin + first + float64(c-1)*other
	}
	colW := func(c int) float64 {
		if c == 0 {
			return first
		}
		return other
	}
	lines := 2 * len(b.Rounds[0])
	top := y0 + bracketTitleH
	rowH := min(bracketMaxRow, (ph-footerGap-top)/float64(lines))
	font := min(9, max(minFont, rowH/ptToMM*0.62))
	f.SetFont("sans", "B", 8)
	for c := 0; c <= rounds; c++ {
		title := d.Lang.Tr("Winner")
		if c < rounds {
			title = BracketRoundNameIn(d.Lang, c+1, rounds)
		}
		f.SetFont("sans", "B", fitSize(func(pt float64) float64 {
			f.SetFont("sans", "B", pt)
			return f.GetStringWidth(title)
		}, 8, minFont, colW(c)-1))
		f.SetXY(colX(c), y0)
		f.CellFormat(colW(c), bracketTitleH-1, fit(f, title, colW(c)-1, false), "", 0, "C", false, 0, "")
	}
	f.SetLineWidth(0.25)
	f.SetDrawColor(60, 60, 60)
	lineY := func(c, i int) float64 {
		return top + (float64(i)+1)*rowH*float64(int(1)<<c) - rowH*float64(int(1)<<c)/2 + rowH*0.35
	}
	// the room of a side's name on column c's line, with its number, its
	// score and (in the first column) its rating beside it
	f.SetFont("sans", "", font)
	noW := f.GetStringWidth("64") + 1.5
	f.SetFont("sans", "", font*0.8)
	ratingW := f.GetStringWidth("2888") + 1.5
	room := func(c int, s BracketSide, score bool) float64 {
		r := colW(c) - 0.5 - noW - 0.8
		if c < rounds && score && s.No != 0 {
			r -= bracketScoreW
		}
		if c == 0 && s.Rating > 0 {
			r -= ratingW
		}
		return r - 0.3
	}
	// one name form for each column (a round's list, NameIn): the full
	// names when all fit, else the first name with initials, else
	// surname and initials
	var all []string
	for _, ms := range b.Rounds {
		for _, m := range ms {
			all = append(all, m.Top.Name, m.Bottom.Name)
		}
	}
	clash := NameClashes(all)
	forms := make([]int, rounds+1)
	for c := range forms {
		sides := []BracketSide{b.Champion}
		played := []bool{false}
		if c < rounds {
			sides, played = nil, nil
			for _, m := range b.Rounds[c] {
				sides = append(sides, m.Top, m.Bottom)
				played = append(played, len(m.Games) > 0, len(m.Games) > 0)
			}
		}
		forms[c] = FormInitials
		for _, form := range []int{FormFull, FormFirst} {
			fits := true
			for k, sd := range sides {
				f.SetFont("sans", map[bool]string{true: "B", false: ""}[sd.Won], font)
				fits = fits && (sd.No == 0 || f.GetStringWidth(NameIn(sd.Name, form, clash)) <= room(c, sd, played[k]))
			}
			if fits {
				forms[c] = form
				break
			}
		}
	}
	draw := func(c, i int, s BracketSide, bye, score bool) {
		x, w, y := colX(c), colW(c), lineY(c, i)
		f.Line(x, y, x+w, y)
		style := ""
		if s.Won {
			style = "B"
		}
		th := font * ptToMM * 1.25
		f.SetFont("sans", style, font)
		right := x + w - 0.5 // what is left of the name's room ends here
		if c < rounds && score && s.No != 0 {
			right -= bracketScoreW
			f.SetXY(right, y-th)
			f.CellFormat(bracketScoreW, th, Points(s.Score), "", 0, "R", false, 0, "")
		}
		if c == 0 && s.Rating > 0 {
			f.SetFont("sans", "", font*0.8)
			right -= ratingW
			f.SetXY(right, y-th)
			f.CellFormat(ratingW, th, strconv.Itoa(s.Rating), "", 0, "R", false, 0, "")
			f.SetFont("sans", style, font)
		}
		switch {
		case s.No != 0:
			f.SetXY(x, y-th)
			f.CellFormat(noW, th, strconv.Itoa(s.No), "", 0, "R", false, 0, "")
			room := room(c, s, score)
			f.SetXY(x+noW+0.8, y-th)
			// the column's one form; a surname too long for its line is
			// set smaller on that line (down to minNameScale), not cut
			// while it can be
			name := NameIn(s.Name, forms[c], clash)
			for sz := font; f.GetStringWidth(name) > room && sz > font*minNameScale; {
				sz *= 0.95
				f.SetFontSize(sz)
			}
			f.CellFormat(room+0.3, th, fitName(f.GetStringWidth, name, room, clash), "", 0, "L", false, 0, "")
			f.SetFont("sans", style, font)
		case bye:
			f.SetXY(x+noW+0.8, y-th)
			f.CellFormat(right-x-noW, th, d.Lang.Tr("bye"), "", 0, "L", false, 0, "")
		}
	}
	for c, ms := range b.Rounds {
		for j, m := range ms {
			played := len(m.Games) > 0
			draw(c, 2*j, m.Top, m.Bye, played)
			draw(c, 2*j+1, m.Bottom, m.Bye, played)
			x := colX(c) + colW(c)
			f.Line(x, lineY(c, 2*j), x, lineY(c, 2*j+1))
		}
	}
	draw(rounds, 0, b.Champion, false, false)
	drawFooter(f, d, pl, page)
}

// KnockoutTable is a knockout's crosstable: one row per player in the
// order of the standings, a column per bracket round.
type KnockoutTable struct {
	Meta   Meta
	Rounds []string // round names
	Rows   []KnockoutRow
}

// KnockoutRow is one player: his place as printed («3–4»), his opponent
// and match score per round («17  1½:½», «вільний», empty once out), and
// his points over all games in half-points.
type KnockoutRow struct {
	Place  string
	No     int
	Name   string
	Rating int
	Rounds []string
	Points int
}

// KnockoutCrosstable is the table of t.
func KnockoutCrosstable(t KnockoutTable) *Document {
	m := t.Meta
	d := &Document{Stem: m.tr("knockout-table"), Title: m.tr("Standings (knockout)"), Header: m.headerLines(), Lang: m.Lang, FontSize: 9,
		Columns: []Column{
			{Title: m.tr("Place"), Align: Center, Bold: true},
			{Title: m.tr("No."), Align: Right},
			{Title: m.tr("Participant"), Flex: true, Name: true},
			{Title: m.tr("Rtg."), Align: Right},
		}}
	for _, r := range t.Rounds {
		d.Columns = append(d.Columns, Column{Title: r, Align: Center})
	}
	d.Columns = append(d.Columns, Column{Title: m.tr("Points"), Align: Center, Bold: true})
	for _, r := range t.Rows {
		row := []string{r.Place, strconv.Itoa(r.No), r.Name, rating(r.Rating)}
		for i := range t.Rounds {
			c := ""
			if i < len(r.Rounds) {
				c = r.Rounds[i]
			}
			row = append(row, c)
		}
		d.Rows = append(d.Rows, append(row, Points(r.Points)))
	}
	d.Notes = append(d.Notes, m.tr("In a cell: the opponent's number and the mini-match score; points: over all games, the tie-breaks included."))
	d.dropEmptyColumns(m.tr("Rtg."))
	return d
}

// minNameScale is how far a name on the bracket may shrink below the
// bracket's type so that its surname prints whole (a table's name cell
// shrinks by minCellNameScale, drawRow).
const minNameScale = 0.7
