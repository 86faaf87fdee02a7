package web

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"arbiter/engine/halfpoint"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/i18n"
)

// Site is everything the pages show.
type Site struct {
	Tournament model.Tournament
	Players    []model.Participant
	Rounds     []model.RoundView      // rounds 1…n in order
	Standings  []*model.StandingsView // Standings[i]: after round i+1
	Crosstable *model.Crosstable      // after the last round
	// FIDE is the tournament's FIDE mode: a tournament that left it is
	// marked under the title of every page (FIDE C.02 VCL4THP.13 Q46).
	FIDE model.FIDEMode
	// Chess960 is a Chess960 tournament's positions, one a round (chess960.go).
	Chess960 model.Chess960
}

//go:embed style.css page.html team.html
var files embed.FS

var page = template.Must(template.New("page.html").Funcs(template.FuncMap{
	"points": points,
	// tbName names a tie-break column in the page's language, for the legend
	"tbName": func(c model.StandingsColumn, lang string) string {
		sp, err := tiebreak.ParseSpec(c.Code)
		if err != nil {
			return c.Ukrainian
		}
		if lang == "en" {
			return model.TieBreakName(sp, i18n.En)
		}
		return model.TieBreakUkrainian(sp)
	},
	"rating": func(r int) string {
		if r == 0 {
			return ""
		}
		return strconv.Itoa(r)
	},
	"cross":    crossCell,
	"chess960": chess960Line,
	"add":      func(a, b int) int { return a + b },
}).ParseFS(files, "page.html"))

// words are the page texts in each language.
var words = map[string]map[string]string{
	"uk": {"lang": "uk", "other": "en", "otherName": "English", "rounds": "Тури", "round": "Тур", "pairings": "Пари та результати",
		"standings": "Таблиця після туру", "crosstable": "Кростаблиця", "players": "Учасники", "board": "Дошка",
		"white": "Білі", "black": "Чорні", "result": "Результат", "place": "Місце", "no": "№", "name": "Учасник",
		"club": "Клуб", "ratingT": "Рейтинг", "pointsT": "Очки", "prev": "← попередній тур", "next": "наступний тур →",
		"index": "Головна", "bye": "Вільний від гри (PAB)", "absent": "Не грають", "title": "Звання", "fed": "Федерація",
		"notYet": "Результатів ще немає.", "dates": "Дати", "venue": "Місце проведення",
		"nonFIDE": "Не в режимі ФІДЕ з %d-го туру", "final": "Турнір завершено: результати остаточні.", "legend": "Додаткові показники"},
	"en": {"lang": "en", "other": "uk", "otherName": "Українська", "rounds": "Rounds", "round": "Round", "pairings": "Pairings and results",
		"standings": "Standings after round", "crosstable": "Crosstable", "players": "Players", "board": "Board",
		"white": "White", "black": "Black", "result": "Result", "place": "Place", "no": "No.", "name": "Player",
		"club": "Club", "ratingT": "Rating", "pointsT": "Points", "prev": "← previous round", "next": "next round →",
		"index": "Home", "bye": "Pairing-allocated bye", "absent": "Not playing", "title": "Title", "fed": "Federation",
		"notYet": "No results yet.", "dates": "Dates", "venue": "Venue",
		"nonFIDE": "Not in FIDE mode since round %d", "final": "The tournament is finished: these results are final.", "legend": "Tie-breaks"},
}

// pageData is one page.
type pageData struct {
	W        map[string]string
	Site     Site
	Kind     string // index, round, crosstable, players
	Round    *model.RoundView
	Standing *model.StandingsView
	Prev     int // previous round, 0 none
	Next     int
	File     string // this page's file name (the same in the other language)
}

// Write writes the site into dir (created if missing): index.html (the
// language choice), style.css, and uk/ and en/ with index.html,
// round-N.html, crosstable.html and players.html. Nothing is written
// through a symbolic link inside dir: a page replaces a link of its name
// (each file is written aside and renamed into place, which replaces a
// link instead of following it), and a link where uk/ or en/ belongs is
// refused before anything is written (writeFile, folder).
func Write(dir string, s Site) error {
	return writeSite(dir, s.Tournament.Name, func(lang, ld string) error {
		w := words[lang]
		index := pageData{W: w, Site: s, Kind: "index", File: "index.html"}
		if n := len(s.Standings); n > 0 {
			index.Standing = s.Standings[n-1]
		}
		pages := []pageData{index,
			{W: w, Site: s, Kind: "crosstable", File: "crosstable.html"},
			{W: w, Site: s, Kind: "players", File: "players.html"}}
		for i := range s.Rounds {
			p := pageData{W: w, Site: s, Kind: "round", Round: &s.Rounds[i], File: fmt.Sprintf("round-%d.html", s.Rounds[i].Round)}
			if i < len(s.Standings) {
				p.Standing = s.Standings[i]
			}
			p.Prev, p.Next = prevNext(s.Rounds, i, func(r model.RoundView) int { return r.Round })
			pages = append(pages, p)
		}
		return writePages(ld, page, pages, func(p pageData) string { return p.File })
	})
}

// writeSite writes what the individual and the team site share into dir
// (created if missing): the language choice index.html for the
// tournament name, style.css, and the folders uk/ and en/, each filled by
// pages(lang, its path). Every language folder is checked (folder) before
// anything is written.
func writeSite(dir, name string, pages func(lang, ld string) error) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for lang := range words {
		if err := folder(filepath.Join(dir, lang), false); err != nil {
			return err
		}
	}
	css, err := files.ReadFile("style.css")
	if err != nil {
		return err
	}
	if err := writeFile(dir, "style.css", css); err != nil {
		return err
	}
	name = template.HTMLEscapeString(name)
	root := fmt.Sprintf(`<!DOCTYPE html>
<html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>%s</title><link rel="stylesheet" href="style.css"></head>
<body><main><h1>%s</h1><p class="langs"><a href="uk/index.html">Українська</a> · <a href="en/index.html">English</a></p></main></body></html>
`, name, name)
	if err := writeFile(dir, "index.html", []byte(root)); err != nil {
		return err
	}
	for lang := range words {
		ld := filepath.Join(dir, lang)
		if err := folder(ld, true); err != nil {
			return err
		}
		if err := pages(lang, ld); err != nil {
			return err
		}
	}
	return nil
}

// prevNext are the round numbers of the pages before and after round
// page i of rounds (0 at either end), for its links.
func prevNext[R any](rounds []R, i int, round func(R) int) (prev, next int) {
	if i > 0 {
		prev = round(rounds[i-1])
	}
	if i+1 < len(rounds) {
		next = round(rounds[i+1])
	}
	return prev, next
}

// writePages executes t for each of pages into the folder ld, each page
// into its file.
func writePages[P any](ld string, t *template.Template, pages []P, file func(P) string) error {
	for _, p := range pages {
		var b bytes.Buffer
		if err := t.Execute(&b, p); err != nil {
			return err
		}
		if err := writeFile(ld, file(p), b.Bytes()); err != nil {
			return err
		}
	}
	return nil
}

// folder checks that path is a real folder, not a symbolic link (nor a
// file); with create it makes a missing one.
func folder(path string, create bool) error {
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if create {
			return os.Mkdir(path, 0o755)
		}
		return nil
	case err != nil:
		return err
	case fi.Mode()&fs.ModeSymlink != 0:
		return model.Errorf(model.Invalid, "web.Write", model.Msg("%s is a symbolic link: Arbiter writes no page through a link, which could lead outside the site's folder. Remove the link or choose another folder; nothing was written.", path), nil)
	case !fi.IsDir():
		return model.Errorf(model.Invalid, "web.Write", model.Msg("%s is a file where the site needs a folder. Remove it or choose another folder.", path), nil)
	}
	return nil
}

// writeFile writes data as dir/name: into a new file beside it, renamed
// over name when complete, so a link (or an older page) of that name is
// replaced, never followed.
func writeFile(dir, name string, data []byte) error {
	f, err := os.CreateTemp(dir, "."+name+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// points prints half-points as "4½" (halfpoint.Text).
func points(half int) string { return halfpoint.Text(half) }

// crossCell is a Swiss crosstable cell: opponent, colour, result ("12w1",
// "5b½", "+" for a forfeit won; model.ResultSymbol).
func crossCell(c model.CrossCell) string {
	var b strings.Builder
	if c.Opponent > 0 {
		b.WriteString(strconv.Itoa(c.Opponent))
	}
	switch c.Colour {
	case trf.White:
		b.WriteString("w")
	case trf.Black:
		b.WriteString("b")
	}
	b.WriteString(model.ResultSymbol(c.Result)) // as the crosstable screen and printout write it
	return b.String()
}
