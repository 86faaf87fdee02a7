package printout

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"arbiter/engine/norm"
	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/datafile"
	"arbiter/model/diplomas"
	"arbiter/model/i18n"
	"arbiter/model/seasons"
	"arbiter/model/teams"
	"arbiter/storage"
	"arbiter/ui/pdf"
)

// pdfText renders d as the director gets it and reads the text printed on
// its pages back with poppler's pdftotext (poppler-utils, which `make
// test` installs; the test fails without it, never skips).
func pdfText(t *testing.T, d *pdf.Document) string {
	t.Helper()
	var b bytes.Buffer
	if err := pdf.Render(&b, d, pdf.Options{}); err != nil {
		t.Fatalf("Render(%s): %v", d.Stem, err)
	}
	in := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(in, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	prog, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatalf("pdftotext not found (%v): install poppler-utils", err)
	}
	out, err := exec.Command(prog, "-enc", "UTF-8", in, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// In English (FIDE C.02 VCL4THP.13 Q10: no other language inside the
// English interface, printouts included) the wall list, the list by name,
// the standings, both crosstables and the diplomas carry no Cyrillic but
// the data: the players' names (and their clubs', which are names too),
// stripped before the check. The tournament is a real one (the demo
// tournament, played three rounds, through the model in English); the
// diplomas are in the default template (model/diplomas.Academy2010, whose
// wording is kept in Ukrainian) and print its English words.
func TestVCL_Q10_EnglishPrintouts(t *testing.T) {
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	svc := datafile.New(st, model.WithLanguage(i18n.En),
		model.WithClock(func() time.Time { return time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC) }))
	ctx := context.Background()
	id, err := svc.Demo.Tournament(ctx, 15, 5, 3, 1) // an odd field: a pairing-allocated bye
	if err != nil {
		t.Fatal(err)
	}
	tn, err := svc.Tournaments.GetTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	tn.Name = "Kyiv Autumn Open"
	m := Meta(tn, 3)
	m.Lang = i18n.En
	rv, err := svc.Pairings.Round(ctx, id, 3)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := svc.Tournaments.Standings(ctx, id, 3)
	if err != nil {
		t.Fatal(err)
	}
	ct, err := svc.Tournaments.Crosstable(ctx, id, 3)
	if err != nil {
		t.Fatal(err)
	}
	var words []string // of the names the printouts show
	for _, r := range sv.Rows {
		words = append(words, strings.Fields(r.Name+" "+r.Club)...)
	}
	r := Round(m, rv)
	wall, err := Crosstable(m, HeadingsIn(m.Lang, sv.Columns), &model.Crosstable{Round: ct.Round, Rows: ct.Rows})
	if err != nil {
		t.Fatal(err)
	}
	ct.RoundRobin = true
	for i := range ct.Rows {
		ct.Rows[i].Grid = make([]string, len(ct.Rows))
	}
	grid, err := Crosstable(m, HeadingsIn(m.Lang, sv.Columns), ct)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := svc.Tournaments.Participants(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := svc.Closing.Treasury(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	tr.Tournament.Name = tn.Name
	pl, err := svc.Closing.PrizeList(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	pl.Tournament.Name = tn.Name
	// the timetable in the lists' headers (model/schedule.go)
	sc := model.Schedule{RegFrom: "09:00", RegTo: "09:45", Rounds: []model.RoundTime{{Round: 3, Day: model.NewDate(2026, 11, 30), Start: "18:20"}}}
	regs := Registrations(m, ps)
	regs.Notes = append(regs.Notes, FundLineIn(m.Lang, tr))
	for _, p := range ps {
		words = append(words, strings.Fields(p.Player.FullName()+" "+p.Club+" "+p.Coach)...)
	}
	words = append(words, "Вишневська", "Єлизавета", "Олександрівна") // the calibration page's sample winner
	tn.Venue = "Kyiv"
	eps := make([]EntryPlayer, 2)
	for i := range eps {
		eps[i] = EntryPlayer{Participant: ps[i], Data: model.PersonalData{DocType: []string{model.DocPassport, model.DocBirthCertificate}[i], DocNumber: "KV 123456"}}
	}
	docs := []struct {
		name string
		doc  *pdf.Document
		want []string
	}{
		{"wall list", WithSchedule(pdf.PairingsByBoard(r), sc, 3), []string{"Pairings", "Board", "White", "Black", "Round 3 of 5", "page 1 of 1", "Pairing-allocated bye:", "Round 3 starts 30.11.2026 18:20."}},
		{"list by name", pdf.PairingsByName(r), []string{"Pairings by name", "Opponent", "white", "black"}},
		{"large list", pdf.PairingsLarge(r), []string{"Pairings", "Result"}},
		{"standings", pdf.Standings(Standings(m, sv, sv.Rows)), []string{"Standings", "Place", "Player", "Tie-breaks:"}},
		{"wall chart", wall, []string{"Wall chart", "In a cell"}},
		{"crosstable", grid, []string{"Round-robin crosstable"}},
		{"treasurer's report", TreasuryIn(i18n.En, tr), []string{"Treasurer's report", "Owing, UAH", "In all: fees", "Prize fund:"}},
		{"prize list", PrizeListIn(i18n.En, pl), []string{"Prize list", "Amount, UAH", "In all:", "Hort system"}},
		{"medal list", MedalsIn(i18n.En, tn, MedalTables(sv, nil, true), diplomas.Academy2010()), []string{"List of awards", "Overall", "gold", "I degree", "Ukrainian Chess Academy"}},
		{"calibration page", CalibrationIn(i18n.En, tn, diplomas.Academy2010()), []string{"A 1 mm grid", "moved 0 mm right", "place or category"}},
		{"registration list", WithSchedule(regs, sc, 0), []string{"Registration 09:00–09:45", "Registration list", "Fee, UAH", "Participants: 15.", "Prize fund:", "Treasurer"}},
		{"entry forms", EntryFormsIn(i18n.En, tn, eps), []string{"Appendix 1", "ENTRY FORM", "asks to enter among the participants", "Full name of the player",
			"Passport or birth certificate data", "passport KV 123456", "birth certificate KV 123456", "Medical certificate dated:", "Kyiv Autumn Open", "Stamp"}},
		{"diplomas", DiplomasIn(i18n.En, tn, sv.Rows[:3], diplomas.Academy2010()),
			[]string{"Ukrainian Chess Academy", "Diploma of the I degree", "is awarded to", "for place 1", "Kyiv", "Tournament director"}},
	}
	if rv.Bye == nil {
		t.Fatal("the demo round has no pairing-allocated bye: the bye line goes unchecked")
	}
	for _, c := range docs {
		text := pdfText(t, c.doc)
		flat := strings.Join(strings.Fields(text), " ")
		for _, w := range c.want {
			if !strings.Contains(flat, w) {
				t.Errorf("%s lacks %q:\n%s", c.name, w, text)
			}
		}
		if strings.ContainsFunc(c.doc.Stem, isCyrillic) {
			t.Errorf("%s: file name %q", c.name, c.doc.Stem)
		}
		for i, line := range strings.Split(text, "\n") {
			for _, w := range strings.Fields(line) {
				if strings.ContainsFunc(w, isCyrillic) && !nameWord(words, w) {
					t.Errorf("%s, line %d: Cyrillic outside the names: %q in %q", c.name, i+1, w, line)
				}
			}
		}
	}
}

// Tie-break values print with the decimal point in English and the
// decimal comma in Ukrainian, from the one notation of the model
// (model.TieBreakText, model.NumberIn).
func TestDecimalPointInEnglish(t *testing.T) {
	row := model.StandingsRow{PlaceFrom: 1, PlaceTo: 1, StartNo: 3, Name: "Бойко Анна", Rating: 1800, Points: 7,
		Values: []string{"1523,75", "12½", "3"}}
	v := &model.StandingsView{Round: 5, Columns: []model.StandingsColumn{{Code: "ARO", Ukrainian: "середній рейтинг суперників", Name: "average rating of opponents"}, {Code: "BH"}, {Code: "WIN"}}, Rows: []model.StandingsRow{row}}
	for _, c := range []struct {
		l    i18n.Lang
		want []string
	}{
		{i18n.Uk, []string{"| 1523,75 | 12½ | 3", "ARO — середній рейтинг суперників", "Турнірна таблиця"}},
		{i18n.En, []string{"| 1523.75 | 12½ | 3", "ARO — average rating of opponents", "title: Standings"}},
	} {
		m := Meta(event, 5)
		m.Lang = c.l
		has(t, string(c.l), pdf.Standings(Standings(m, v, v.Rows)), c.want...)
	}
}

func isCyrillic(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }

// nameWord reports whether the printed word w is one of the name words,
// whole or as the renderer shortens it (an initial «Ю.», a cut surname
// «Мельн…»): a capitalised beginning of one of them.
func nameWord(names []string, w string) bool {
	w = strings.TrimRight(strings.Trim(w, "(),;:«»"), ".…")
	if w == "" {
		return false
	}
	for _, n := range names {
		if strings.HasPrefix(strings.Trim(n, "(),«»"), w) && unicode.IsUpper([]rune(w)[0]) {
			return true
		}
	}
	return false
}

// In English the team printouts (the wall list of the matches, the match
// sheets) and the team ranking of an individual tournament carry no
// Cyrillic but the names, and the Ukrainian ones keep their words: the
// teams and players of sheetView are typed in Ukrainian and print as
// typed. The standings, crosstable, board table and diplomas of a played
// team tournament are checked the same way in cmd/arbiter-cli
// (TestVCL_Q10_EnglishTeamPrintouts), which builds one end to end.
func TestVCL_Q10_EnglishTeamPrintouts(t *testing.T) {
	v := sheetView()
	v.Tournament.Name = "Academy Team Championship" // typed in English: the data print as typed
	var words []string
	for _, tm := range v.Teams {
		words = append(words, tm.Name)
	}
	for _, p := range v.Players {
		words = append(words, strings.Fields(p.FullName())...)
	}
	doc := func(kind string) *pdf.Document {
		d, err := TeamIn(i18n.En, v, kind, 1)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	ranking := []teams.RankingRow{{Place: 1, Team: "Динамо", Points: 9, Members: []model.StandingsRow{{Name: "Бойко Дмитро", PlaceFrom: 1, PlaceTo: 1}}}}
	for _, c := range []struct {
		name   string
		en, uk *pdf.Document
		want   []string
		wantUk []string
	}{
		{"team pairings", doc("pairings"), must(TeamIn(i18n.Uk, v, "pairings", 1)), []string{"Team pairings", "Match", "Team (White on board 1)", "Score", "Round 1"},
			[]string{"Командне жеребкування", "Команда (білі на 1-й дошці)", "Рахунок", "Тур 1"}},
		{"match sheets", doc("sheets"), must(TeamIn(i18n.Uk, v, "sheets", 1)), []string{"Match sheets", "Board", "Colour", "Match 1", "white", "black", "Total: 2½", "Total: ______", "Captain", "Arbiter", "from the side of the player on the left"},
			[]string{"Протоколи матчів", "Матч 1", "білі", "чорні", "Разом: 2½", "Капітан", "Суддя", "з боку гравця ліворуч"}},
		{"team ranking", TeamRankingIn(i18n.En, v.Tournament, ranking, 2), TeamRankingIn(i18n.Uk, v.Tournament, ranking, 2),
			[]string{"Team ranking", "Counted players (place)", "the team's best players (2 counted)", "Chief arbiter"},
			[]string{"Командний залік", "Залікові учасники (місце)", "найкращих учасників команди (у заліку — 2)", "Головний суддя"}},
	} {
		text := pdfText(t, c.en)
		flat := strings.Join(strings.Fields(text), " ")
		for _, w := range c.want {
			if !strings.Contains(flat, w) {
				t.Errorf("%s lacks %q:\n%s", c.name, w, text)
			}
		}
		if strings.ContainsFunc(c.en.Stem, isCyrillic) {
			t.Errorf("%s: file name %q", c.name, c.en.Stem)
		}
		for i, line := range strings.Split(text, "\n") {
			for _, w := range strings.Fields(line) {
				if strings.ContainsFunc(w, isCyrillic) && !nameWord(words, w) {
					t.Errorf("%s, line %d: Cyrillic outside the names: %q in %q", c.name, i+1, w, line)
				}
			}
		}
		uk := c.uk.Text()
		for _, w := range c.wantUk {
			if !strings.Contains(uk, w) {
				t.Errorf("%s in Ukrainian lacks %q:\n%s", c.name, w, uk)
			}
		}
	}
}

func must(d *pdf.Document, err error) *pdf.Document {
	if err != nil {
		panic(err)
	}
	return d
}

// In English the norm report and the norm certificates (FIDE C.02
// VCL4THP.13 Q10) carry no Cyrillic but the names, K with the decimal
// point; in Ukrainian the same report keeps its words and decimal comma.
// The values are worked by hand: K 4,4 (tenths 44), 9 of 9 against 5½
// needed for the 4th razryad (IV розряд) at 61,1 %.
func TestVCL_Q10_EnglishNormPrintouts(t *testing.T) {
	rep := &closing.NormReport{Tournament: model.Tournament{Name: "Academy Qualifier", StartDate: model.NewDate(2026, 5, 1)},
		FieldK: 44, Players: 10, Table: norm.Table{Unofficial: true},
		Panel: []closing.Judge{{Name: "Коваль Петро", Role: "Chief arbiter", Category: norm.JudgeNational}},
		Rows: []closing.NormRow{
			{StartNo: 1, Name: "Бойко Анна", Norm: season.Level4, Games: 9, Score: 18,
				Check:    norm.Check{Level: season.Level4, K: 44, Pct: 611, Needed: 11, Made: true},
				Warnings: []model.Text{model.Msg("The КМС norm was scored, but with %d of the %d candidate points needed it does not count.", 1, 3)}},
			{StartNo: 2, Name: "Гнатюк Ганна", Games: 9, Score: 4, Check: norm.Check{Level: season.Level4, K: 44, Pct: 611, Needed: 11}},
		}}
	words := []string{"Коваль", "Петро", "Бойко", "Анна", "Гнатюк", "Ганна"}
	for _, c := range []struct {
		name string
		doc  *pdf.Document
		want []string
	}{
		{"norm report", NormReportIn(i18n.En, rep), []string{"Report on the razryad norms fulfilled", "Needed", "Fulfilled", "4th razryad (61.1 %)",
			"4.4", "Tournament coefficient K = 4.4 (10 players). Fulfilled a norm: 1.", "No. 1: The CMS norm was scored", "The norm table is unofficial", "Chief arbiter"}},
		{"norm certificates", NormCertificatesIn(i18n.En, rep, ""), []string{"Certificate", "issued to", "of fulfilling the norm: 4th razryad — 9 of 9 (needed 5½, K 4.4)", "Kyiv"}},
	} {
		text := pdfText(t, c.doc)
		flat := strings.Join(strings.Fields(text), " ")
		for _, w := range c.want {
			if !strings.Contains(flat, w) {
				t.Errorf("%s lacks %q:\n%s", c.name, w, text)
			}
		}
		if strings.ContainsFunc(c.doc.Stem, isCyrillic) {
			t.Errorf("%s: file name %q", c.name, c.doc.Stem)
		}
		for i, line := range strings.Split(text, "\n") {
			for _, w := range strings.Fields(line) {
				if strings.ContainsFunc(w, isCyrillic) && !nameWord(words, w) {
					t.Errorf("%s, line %d: Cyrillic outside the names: %q in %q", c.name, i+1, w, line)
				}
			}
		}
	}
	has(t, "Ukrainian norm report", NormReportIn(i18n.Uk, rep), "title: Звіт про виконання розрядних норм", "IV розряд (61,1 %)",
		"Коефіцієнт турніру K = 4,4 (учасників 10). Виконали норму: 1.", "№ 1: Норму КМС")
}

// The season's printouts in English (VCL4THP.13 Q10, as above): the
// diplomas, the medal and cup list and a season table with its rule set
// carry no Cyrillic but the data — the winners', tournaments', clubs' and
// coaches' names, the categories' settlements and the occupation groups the rule set
// names — and their numbers take the decimal point. The season is the
// demo season (a played 2010), read through the model in English.
func TestVCL_Q10_EnglishSeasonPrintouts(t *testing.T) {
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	svc := datafile.New(st, model.WithLanguage(i18n.En))
	ctx := context.Background()
	if _, err := svc.Demo.Season(ctx); err != nil {
		t.Fatal(err)
	}
	v, err := svc.Seasons.SeasonTables(ctx, 2010)
	if err != nil {
		t.Fatal(err)
	}
	tpl, _, err := svc.Diplomas.ForSeason(ctx, v.Season.ID)
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, a := range v.Tables.Awards {
		words = append(words, strings.Fields(a.Winner+" "+strings.ReplaceAll(a.Category, ":", " "))...)
	}
	for _, tn := range v.Tournaments {
		words = append(words, strings.Fields(tn.Name)...)
	}
	for _, c := range v.Clubs {
		words = append(words, strings.Fields(c.Name)...)
	}
	for _, c := range v.Coaches {
		words = append(words, strings.Fields(c.Name)...)
	}
	words = append(words, strings.Fields(v.Season.Name+" "+strings.Join(v.Season.Rules.Occupations, ", "))...)
	rules := seasons.RulesSummary(i18n.En, v.Season.Rules)
	table := pdf.SeasonTable(pdf.SeasonSheet{Title: "Golden Cup", Season: v.Season.Name, Rules: rules, Key: rules[0], Lang: i18n.En,
		Columns: []pdf.Column{{Title: "Place"}, {Title: "Total"}}, Rows: [][]string{{"1", "9.012"}}})
	for _, c := range []struct {
		name string
		doc  *pdf.Document
		want []string
	}{
		{"season diplomas", SeasonDiplomas(i18n.En, v, tpl), []string{"Championship of the Ukrainian Chess Academy 2010, «Golden Cup»",
			"Ukrainian Chess Academy", "is awarded to", "Champion", "Championship «Golden Chess Clubs of Ukraine» 2010"}},
		{"medals and cups", SeasonMedals(i18n.En, v, tpl), []string{"List of awards", "Table", "Awarded to", "Award", "Champion", "«Golden Cup»"}},
		{"season table", table, []string{"Season rules:", "K/a (Golden Cup): 1, 0.8, 0.6", "K/b: 4:1, 3:1.1, 2:1.2, 1:1.3, CMS points:1.4, CMS:1½",
			"Best results by:", "Veterans: from 60 years"}},
	} {
		text := pdfText(t, c.doc)
		flat := strings.Join(strings.Fields(text), " ")
		for _, w := range c.want {
			if !strings.Contains(flat, w) {
				t.Errorf("%s lacks %q:\n%s", c.name, w, text)
			}
		}
		if strings.ContainsFunc(c.doc.Stem, isCyrillic) {
			t.Errorf("%s: file name %q", c.name, c.doc.Stem)
		}
		for i, line := range strings.Split(text, "\n") {
			for _, w := range strings.Fields(line) {
				if strings.ContainsFunc(w, isCyrillic) && !nameWord(words, w) && !dataWord(words, w) {
					t.Errorf("%s, line %d: Cyrillic outside the names: %q in %q", c.name, i+1, w, line)
				}
			}
		}
	}
}

// dataWord reports whether w (its punctuation aside, a cut word by its
// start) is one of the words of the data.
func dataWord(data []string, w string) bool {
	w = strings.TrimRight(strings.Trim(w, "(),;:«»"), ".…")
	for _, d := range data {
		d = strings.Trim(d, "(),;:«»")
		if w != "" && (d == w || strings.HasPrefix(d, w) && len(w) < len(d)) {
			return true
		}
	}
	return false
}
