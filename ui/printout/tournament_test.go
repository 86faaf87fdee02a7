package printout

import (
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
)

var event = model.Tournament{Name: "Кубок осені", StartDate: model.NewDate(2010, 10, 9), EndDate: model.NewDate(2010, 10, 10), Rounds: 5}

func has(t *testing.T, what string, d *pdf.Document, lines ...string) {
	t.Helper()
	text := d.Text()
	for _, l := range lines {
		if !strings.Contains(text, l) {
			t.Errorf("%s lacks %q:\n%s", what, l, text)
		}
	}
}

// The registration list is in Ukrainian alphabetical order (Є after Е, І
// after И), whatever order the desk keeps, with fees in kopiykas.
func TestRegistrations(t *testing.T) {
	p := func(surname string, fee int, paid bool) model.Participant {
		return model.Participant{Entry: model.Entry{Fee: fee, Paid: paid}, Player: model.Player{Surname: surname, Name: "Анна"}, Club: "Гамбіт"}
	}
	d := Registrations(Meta(event, 0), []model.Participant{p("Іванова", 200, true), p("Єрмак", 150, false), p("Бойко", 100, true)})
	has(t, "registrations", d,
		"row: 1 | Бойко Анна | Гамбіт |  | 100,00 | 100,00\nrow: 2 | Єрмак Анна | Гамбіт |  | 150,00 | 0,00\nrow: 3 | Іванова Анна | Гамбіт |  | 200,00 | 200,00",
		"Дата: 09.10.2010")
}

// Tie-break values print with the decimal comma, in the standings and
// both crosstables.
func TestDecimalComma(t *testing.T) {
	row := model.StandingsRow{PlaceFrom: 1, PlaceTo: 1, StartNo: 3, Name: "Бойко Анна", Rating: 1800, Points: 7, Values: []string{"12.5", "3"}}
	v := &model.StandingsView{Round: 5, Columns: []model.StandingsColumn{{Code: "BH"}, {Code: "WIN"}}, Rows: []model.StandingsRow{row}}
	has(t, "standings", pdf.Standings(Standings(Meta(event, 5), v, v.Rows)), "| 12,5 | 3")
	for _, rr := range []bool{true, false} {
		ct := &model.Crosstable{Round: 1, RoundRobin: rr, Rows: []model.CrossRow{{StandingsRow: row, Grid: []string{"X"},
			Rounds: []model.CrossCell{{}}}}}
		d, err := Crosstable(Meta(event, 1), HeadingsIn(i18n.Uk, v.Columns), ct)
		if err != nil {
			t.Fatal(err)
		}
		has(t, "crosstable", d, "| 12,5 | 3")
	}
}

// The pairing list gives the PAB and the requested byes after the boards,
// with the points they score.
func TestRoundByes(t *testing.T) {
	a, b := model.BoardPlayer{StartNo: 1, Name: "Бойко Анна"}, model.BoardPlayer{StartNo: 2, Name: "Єрмак Ольга"}
	rv := model.RoundView{Round: 2, Boards: []model.Board{{No: 1, White: a, Black: b, Result: model.Drawn}},
		Bye: &model.BoardPlayer{StartNo: 3, Name: "Іванова Ірина"}, NotPaired: []model.Absence{{Player: model.BoardPlayer{StartNo: 4, Name: "Гнатюк Юлія"}, Code: trf.HalfBye}}}
	r := Round(Meta(event, 2), rv)
	got := []string{r.Boards[0].Result, r.Byes[0].Kind, r.Byes[1].Kind}
	want := []string{pdf.ResultText(1, 1, false), "вільний від жеребкування", "пропуск туру (½)"}
	if strings.Join(got, "|") != strings.Join(want, "|") || r.Byes[0].Score != 2 || r.Byes[1].Score != 1 {
		t.Errorf("round: results and byes %q, scores %d %d; want %q, 2 1", got, r.Byes[0].Score, r.Byes[1].Score, want)
	}
}

// A shared place prints as its range; the diploma is dated the last day.
func TestDiplomas(t *testing.T) {
	d := DiplomasIn(i18n.Uk, event, []model.StandingsRow{{Name: "Бойко Анна", PlaceFrom: 1, PlaceTo: 1}, {Name: "Єрмак Ольга", PlaceFrom: 2, PlaceTo: 3}}, diplomas.Academy2010())
	var places []string
	for _, dp := range d.Diplomas {
		places = append(places, dp.Place)
	}
	if got := strings.Join(places, ","); got != "за 1 місце,за 2–3 місце" {
		t.Errorf("diploma places %s, want за 1 місце,за 2–3 місце", got)
	}
	has(t, "diplomas", d, "10.10.2010")
}

// The model's default template prints exactly the diploma ui/pdf prints
// with no style at all (the Academy's 2010 wording is in both), and a
// template's fields, signers and offsets all reach the printout.
func TestTemplateStyle(t *testing.T) {
	rows := []model.StandingsRow{{Name: "Бойко Анна", PlaceFrom: 1, PlaceTo: 1}, {Name: "Єрмак Ольга", PlaceFrom: 3, PlaceTo: 4}}
	plain := pdf.Diplomas(pdf.DiplomaEvent{Event: event.Name, Date: "10.10.2010"}, []pdf.Winner{{Name: "Бойко Анна", Place: 1}, {Name: "Єрмак Ольга", Place: 3, PlaceTo: 4}})
	if got := DiplomasIn(i18n.Uk, event, rows, diplomas.Academy2010()); got.Text() != plain.Text() {
		t.Errorf("Academy2010 prints\n%s\nthe unstyled diploma is\n%s", got.Text(), plain.Text())
	}
	tpl := diplomas.Template{Organisation: "ШК «Гамбіт»", City: "Бровари", Awarded: "вручається",
		Signers: []diplomas.Signer{{Role: "Директор", Name: "Петренко П."}, {Role: "Головний суддя", Name: "Бойко О."}},
		Degrees: [3]string{"Перше", "Друге", "Третє"}, Blank: true, Offsets: map[diplomas.Field]diplomas.Offset{diplomas.FieldName: {X: 1, Y: -2}}}
	d := DiplomasIn(i18n.Uk, event, rows, tpl)
	has(t, "template", d, "organisation: ШК «Гамбіт»", "award: Перше", "award: Третє", "awarded: вручається", "city: Бровари",
		"signature: Головний суддя | Бойко О.", "mode: text only", "offset name: +1 mm, -2 mm", "place: за 3–4 місце")
	if c := CalibrationIn(i18n.Uk, event, tpl); !c.Calibration || len(c.Diplomas) != 1 || !c.Style.Blank {
		t.Errorf("calibration page %+v", c)
	}
	if h := Header(pdf.MedalList(Meta(event, 0), nil), tpl); h.Organisation != "ШК «Гамбіт»" {
		t.Errorf("medal list header %q", h.Organisation)
	}
}

// TestVCL_Q170_WithdrawnInPrintedStandings: the printed standings mark a
// withdrawn player with the round he withdrew from (FIDE C.02 VCL4THP.13
// Q170); the others are printed as they are.
func TestVCL_Q170_WithdrawnInPrintedStandings(t *testing.T) {
	v := &model.StandingsView{Round: 3, Rows: []model.StandingsRow{
		{PlaceFrom: 1, PlaceTo: 1, StartNo: 1, Name: "Бойко Анна", Points: 6},
		{PlaceFrom: 2, PlaceTo: 2, StartNo: 2, Name: "Єрмак Ольга", Points: 2, WithdrawnFrom: 3}}}
	text := pdf.Standings(Standings(Meta(event, 3), v, v.Rows)).Text()
	if !strings.Contains(text, "Єрмак Ольга (вибув з 3-го туру)") || strings.Contains(text, "Бойко Анна (") {
		t.Errorf("standings:\n%s", text)
	}
}
