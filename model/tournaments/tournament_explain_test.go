package tournaments_test

import (
	"testing"

	"arbiter/model/fide"

	"arbiter/engine/trf"
	"arbiter/model"

	"arbiter/model/i18n"
)

// explainTRF is a 6-player, 3-round Swiss (2024 rules). Scores:
// 1 Іваненко 2½, 2 Петренко 1½, 3 Коваль 1½, 4 Бойко 1 (half-point bye
// in round 2, then a game: a voluntary unplayed round, art. 16.2.3, so
// nobody's score is adjusted), 5 Ткач 2½ (pairing bye in round 2),
// 6 Мельник ½.
func explainTRF() *trf.Tournament {
	g := func(opp int, c trf.Colour, r trf.Result) trf.Game {
		return trf.Game{Opponent: opp, Colour: c, Result: r}
	}
	bye := func(r trf.Result) trf.Game { return trf.Game{Colour: trf.NoColour, Result: r} }
	w, b := trf.White, trf.Black
	p := func(id int, name, sex string, games ...trf.Game) trf.Player {
		return trf.Player{ID: id, Name: name, Sex: sex, BirthDate: "2010/03/01", Games: games}
	}
	return &trf.Tournament{Name: "Пояснення", Type: "Swiss Dutch", Players: []trf.Player{
		p(1, "Іваненко, Петро", "m", g(4, w, trf.Win), g(3, b, trf.Draw), g(2, w, trf.Win)),
		p(2, "Петренко, Олег", "m", g(5, w, trf.Draw), g(6, b, trf.Win), g(1, b, trf.Loss)),
		p(3, "Коваль, Марія", "w", g(6, w, trf.Win), g(1, w, trf.Draw), g(5, b, trf.Loss)),
		p(4, "Бойко, Ольга", "w", g(1, b, trf.Loss), bye(trf.HalfBye), g(6, w, trf.Draw)),
		p(5, "Ткач, Ніна", "w", g(2, b, trf.Draw), bye(trf.PAB), g(3, w, trf.Win)),
		p(6, "Мельник, Іван", "m", g(3, b, trf.Loss), g(2, w, trf.Loss), g(4, b, trf.Draw)),
	}}
}

// The Ukrainian text of two BH-C1 explanations, checked by hand:
//   - no. 1 met 4 (1), 3 (1½) and 2 (1½): BH 4, the least value (round 1)
//     is cut: 3;
//   - no. 4 met 1 (2½) and 6 (½) and took a half-point bye in round 2,
//     counted against a dummy with her own score 1 (art. 16.4): BH 4; the
//     cut removes the bye (1) rather than the smaller ½ (art. 16.5): 3.
func TestExplainTieBreakUkrainian(t *testing.T) {
	d := newDayEnv(t)
	rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2025, 5, 1), Source: "explain.trf", TRF: explainTRF()})
	if err != nil {
		t.Fatal(err)
	}
	tr := rep.Tournament
	tr.TieBreaks, tr.Edition = "BH-C1", "2024"
	if _, err := d.svc.FIDE.UpdateTournament(bg, tr, fide.Ack{Confirmed: true}); err != nil { // Level 4 after the start
		t.Fatal(err)
	}
	cases := []struct {
		no   int
		want string
	}{
		{1, "Усічений коефіцієнт Бухгольца (-1) [BH-C1] гравця 1 = 3 — сума очок суперників:\n" +
			"тур 1 — Бойко Ольга (№4) 1;\n" +
			"тур 2 — Коваль Марія (№3) 1½;\n" +
			"тур 3 — Петренко Олег (№2) 1½.\n" +
			"найменший внесок (тур 1) відкинуто.\n"},
		{4, "Усічений коефіцієнт Бухгольца (-1) [BH-C1] гравця 4 = 3 — сума очок суперників:\n" +
			"тур 1 — Іваненко Петро (№1) 2½;\n" +
			"тур 2 — пів очка без гри, віртуальний суперник 1;\n" +
			"тур 3 — Мельник Іван (№6) ½.\n" +
			"добровільний пропуск (тур 2) відкинуто першим, хоч є менший внесок (ст. 16.5).\n" +
			"незіграний тур рахується як партія з віртуальним суперником, який має стільки очок, скільки гравець (ст. 16.4).\n"},
	}
	for _, c := range cases {
		got, err := d.svc.Tournaments.ExplainTieBreak(bg, tr.ID, 3, c.no, "BH-C1")
		if err != nil || got != c.want {
			t.Errorf("explanation of no. %d: %v\n%s\nwant\n%s", c.no, err, got, c.want)
		}
	}

	english := newApp(d.st.Model(), model.WithLanguage(i18n.En))
	want := "Cut Buchholz (-1) [BH-C1] of player 1 = 3 — sum of the opponents' scores:\n" +
		"round 1 — Бойко Ольга (no. 4) 1;\n" +
		"round 2 — Коваль Марія (no. 3) 1½;\n" +
		"round 3 — Петренко Олег (no. 2) 1½.\n" +
		"the least value (round 1) dropped.\n"
	if got, err := english.Tournaments.ExplainTieBreak(bg, tr.ID, 3, 1, "BH-C1"); err != nil || got != want {
		t.Errorf("English explanation: %v\n%s\nwant\n%s", err, got, want)
	}
}

// The 2026 codes, worked by hand on explainTRF:
//   - STD of no. 5: a draw (½), the pairing bye (a win's points: 1), a
//     win (1): 2½;
//   - KS/L-1 of no. 1: the line of 50% of 3 points (1½) moved down by ½
//     to 1, so Бойко's 1 counts too: 1 + ½ + 1 = 2½;
//   - TPN/R of no. 4: the pairing number, higher first.
func TestExplainTieBreak2026Codes(t *testing.T) {
	d := newDayEnv(t)
	rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2026, 5, 1), Source: "explain.trf", TRF: explainTRF()})
	if err != nil {
		t.Fatal(err)
	}
	tr := rep.Tournament
	tr.TieBreaks = "STD,KS/L-1,TPN/R"
	if _, err := d.svc.FIDE.UpdateTournament(bg, tr, fide.Ack{Confirmed: true}); err != nil { // Level 4 after the start
		t.Fatal(err)
	}
	english := newApp(d.st.Model(), model.WithLanguage(i18n.En))
	for _, c := range []struct {
		app  *testApp
		no   int
		code string
		want string
	}{
		{english, 5, "STD", "Standard points [STD] of player 5 = 2½ — 1 for more than a draw's points in a round, ½ for a draw's points:\n" +
			"round 1 — Петренко Олег (no. 2) ½ → ½;\n" +
			"round 2 — pairing-allocated bye 1 → 1;\n" +
			"round 3 — Коваль Марія (no. 3) 1 → 1.\n"},
		{english, 1, "KS/L-1", "Koya system (line -½) [KS-L-1] of player 1 = 2½ — points against the opponents with at least half of the maximum score, the line moved by -½:\n" +
			"round 1 — Бойко Ольга (no. 4) 1;\n" +
			"round 2 — Коваль Марія (no. 3) ½;\n" +
			"round 3 — Петренко Олег (no. 2) 1.\n"},
		{d.svc, 4, "TPN/R", "Стартовий номер (у зворотному порядку) [TPN-R] гравця 4 = 4 — стартовий номер гравця; вище стоїть більший номер.\n"},
	} {
		got, err := c.app.Tournaments.ExplainTieBreak(bg, tr.ID, 3, c.no, c.code)
		if err != nil || got != c.want {
			t.Errorf("%s of no. %d: %v\n%s\nwant\n%s", c.code, c.no, err, got, c.want)
		}
	}
}
