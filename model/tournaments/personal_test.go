package tournaments_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// TestEntryRulesAtRegistration: a tournament that requires entry-form
// fields refuses a player without them, naming the missing field (seed 003
// §6: passport or birth certificate and a medical certificate); a
// residence rule admits residents, and students with OrStudent (seed 004
// §4: «жители Москвы или учащиеся»); confirming the admission registers
// anyway.
func TestEntryRulesAtRegistration(t *testing.T) {
	full := model.PersonalData{Education: "Школа № 5", Society: "Спартак", Address: "Київ, вул. Шулявська, 5",
		DocType: model.DocBirthCertificate, DocNumber: "I-КИ 123456", Medical: model.NewDate(2026, 4, 1), Residence: "Київ", District: "Шевченківський"}
	cases := []struct {
		name    string
		rules   model.EntryRules
		data    model.PersonalData
		student bool
		want    string // "" admitted; else a part of the Ukrainian message
	}{
		{"nothing required", model.EntryRules{}, model.PersonalData{}, false, ""},
		{"document missing", model.EntryRules{Required: []string{"document", "medical"}}, model.PersonalData{Medical: model.NewDate(2026, 4, 1)}, false, "документ (паспорт або свідоцтво про народження)"},
		{"number without type is not a document", model.EntryRules{Required: []string{"document"}}, model.PersonalData{DocType: model.DocPassport}, false, "документ"},
		{"medical missing", model.EntryRules{Required: []string{"document", "medical"}}, model.PersonalData{DocType: model.DocPassport, DocNumber: "КВ 1"}, false, "дата медичної довідки"},
		{"address missing", model.EntryRules{Required: []string{"address"}}, model.PersonalData{}, false, "домашня адреса"},
		{"all there", model.EntryRules{Required: []string{"education", "society", "address", "document", "medical", "residence", "district"}}, full, false, ""},
		{"resident", model.EntryRules{Residence: "київ"}, full, false, ""},
		{"not a resident", model.EntryRules{Residence: "Москва"}, full, false, "жителів міста Москва; гравець проживає: Київ"},
		{"residence unknown", model.EntryRules{Residence: "Москва"}, model.PersonalData{}, false, "місце проживання гравця невідоме"},
		{"student admitted", model.EntryRules{Residence: "Москва", OrStudent: true}, full, true, ""},
		{"non-student refused", model.EntryRules{Residence: "Москва", OrStudent: true}, full, false, "Москва або учнів і студентів"},
		{"other district", model.EntryRules{Residence: "Київ", District: "Оболонський"}, full, false, "району Оболонський"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := newDayEnv(t)
			p, err := d.svc.Players.Create(bg, model.Player{Surname: "Гнатюк", Name: "Ярема", BirthDate: model.NewDate(2010, 2, 3),
				Gender: model.Male, Student: c.student}, model.SaveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			c.data.Player = p.ID
			if _, err := d.svc.Personal().Save(bg, c.data); err != nil {
				t.Fatal(err)
			}
			tr := d.tournament(model.Tournament{Rounds: 5})
			c.rules.Tournament = tr.ID
			if err := d.svc.Personal().SetEntryRules(bg, c.rules); err != nil {
				t.Fatal(err)
			}
			_, err = d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: p.ID})
			msg := model.Message(err, "uk")
			if c.want == "" {
				if err != nil {
					t.Fatalf("refused: %s", msg)
				}
				return
			}
			if !errors.Is(err, model.ErrAdmission) || !strings.Contains(msg, c.want) {
				t.Fatalf("got %v (%s), want an admission breach naming %q", err, msg, c.want)
			}
			if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: p.ID, ConfirmAdmission: true}); err != nil {
				t.Fatalf("confirmed admission refused: %v", err)
			}
		})
	}
}

// TestPersonalDataChecked: bad personal data is refused with the field
// named and nothing is stored.
func TestPersonalDataChecked(t *testing.T) {
	d := newDayEnv(t)
	id := d.players(1, false)[0]
	for _, c := range []struct {
		data model.PersonalData
		want string
	}{
		{model.PersonalData{DocType: "driving licence"}, "Тип документа"},
		{model.PersonalData{DocNumber: "КВ 123456"}, "якого документа номер"},
		{model.PersonalData{Medical: model.Date{Year: 2026, Month: 2, Day: 30}}, "медичної довідки"},
		{model.PersonalData{Address: strings.Repeat("а", 201)}, "200 символів"},
	} {
		c.data.Player = id
		if _, err := d.svc.Personal().Save(bg, c.data); !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), c.want) {
			t.Errorf("%+v: %v, want %q", c.data, err, c.want)
		}
	}
	if got, err := d.svc.Personal().Data(bg, id); err != nil || got != (model.PersonalData{Player: id}) {
		t.Errorf("after refusals: %+v, %v; want nothing stored", got, err)
	}
	if _, err := d.svc.Personal().Save(bg, model.PersonalData{Player: id, DocType: "паспорт", DocNumber: "  КВ   123456 "}); err != nil {
		t.Fatal(err)
	}
	if got, _ := d.svc.Personal().Data(bg, id); got.DocType != model.DocPassport || got.DocNumber != "КВ 123456" {
		t.Errorf("stored %+v", got)
	}
	if _, err := model.ParseRequired("address, passport"); err == nil || !strings.Contains(model.Message(err, "uk"), `"passport"`) {
		t.Errorf("unknown field: %v", err)
	}
}

// TestPersonalDataNotInTRF: the personal data never reach a TRF export,
// in either edition.
func TestPersonalDataNotInTRF(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(4, true)
	secret := model.PersonalData{Player: ids[0], Education: "Ліцей Секрет", Society: "ТовСекрет", Address: "вул. Таємна, 13",
		DocType: model.DocPassport, DocNumber: "ЗЗ 999111", Medical: model.NewDate(2026, 3, 3), Residence: "Секретне", District: "Прихований"}
	if _, err := d.svc.Personal().Save(bg, secret); err != nil {
		t.Fatal(err)
	}
	tr := d.tournament(model.Tournament{Rounds: 3})
	d.register(tr.ID, ids)
	d.play(tr.ID, d.pair(tr.ID))
	for _, e := range []trf.Edition{trf.TRF16, trf.TRF26} {
		var buf bytes.Buffer
		if err := d.svc.TRF.WriteEdition(bg, tr.ID, &buf, e); err != nil {
			t.Fatal(err)
		}
		for _, s := range []string{"Секрет", "Таємна", "999111", "Прихований", "2026/03/03", "26/03/03"} {
			if strings.Contains(buf.String(), s) {
				t.Errorf("edition %v carries %q:\n%s", e, s, buf.String())
			}
		}
	}
}

// TestScheduleTemplateTRFRoundTrip: the season's template (seed 000:
// registration 16:00–17:30, draw 17:30–18:00, opening 18:00–18:15, round 1
// at 18:20) on a tournament of 1 September 2010 with 3 rounds gives rounds
// on 1, 2 and 3 September; edited, it is written in the TRF 132 record as
// YY/MM/DD from column 92, every 10 columns (TRF-16, FIDE Handbook C.04
// Annex 2: «132 Dates of the round»), and an import of that file keeps the
// dates.
func TestScheduleTemplateTRFRoundTrip(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(4, true)
	tr := d.tournament(model.Tournament{Name: "Золотий Кубок: вересень", Rounds: 3, StartDate: model.NewDate(2010, 9, 1)})
	d.register(tr.ID, ids)
	sc, err := d.svc.Schedules().FromTemplate(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := model.Schedule{Tournament: tr.ID, RegFrom: "16:00", RegTo: "17:30", DrawFrom: "17:30", DrawTo: "18:00", OpenFrom: "18:00", OpenTo: "18:15",
		Rounds: []model.RoundTime{{Round: 1, Day: model.NewDate(2010, 9, 1), Start: "18:20"}, {Round: 2, Day: model.NewDate(2010, 9, 2), Start: "18:20"}, {Round: 3, Day: model.NewDate(2010, 9, 3), Start: "18:20"}}}
	if got, _ := d.svc.Schedules().Get(bg, tr.ID); !sameSchedule(got, want) || !sameSchedule(sc, want) {
		t.Fatalf("template: %+v, want %+v", got, want)
	}
	if l := sc.Lines("uk"); len(l) != 2 || l[0] != "Реєстрація 16:00–17:30, жеребкування 17:30–18:00, відкриття 18:00–18:15." ||
		l[1] != "Тури: 1 тур: 01.09.2010 18:20; 2 тур: 02.09.2010 18:20; 3 тур: 03.09.2010 18:20." {
		t.Errorf("lines: %q", l)
	}
	// Two rounds on the second day (the director's edit).
	sc.Rounds[1].Start, sc.Rounds[2] = "10:00", model.RoundTime{Round: 3, Day: model.NewDate(2010, 9, 2), Start: "15:00"}
	if _, err := d.svc.Schedules().Save(bg, sc); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := d.svc.TRF.Write(bg, tr.ID, &buf); err != nil {
		t.Fatal(err)
	}
	var line string
	for _, l := range strings.Split(buf.String(), "\n") {
		if strings.HasPrefix(l, "132") {
			line = strings.TrimRight(l, "\r")
		}
	}
	// Columns 92–99, 102–109, 112–119 (1-based) are Go indexes 91:99, 101:109, 111:119.
	if len(line) < 119 || line[91:99] != "10/09/01" || line[101:109] != "10/09/02" || line[111:119] != "10/09/02" || strings.TrimSpace(line[3:91]) != "" {
		t.Fatalf("132 record %q", line)
	}
	f, err := trf.Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2010, 9, 1), Name: "Копія", Source: "a.trf", TRF: f})
	if err != nil {
		t.Fatal(err)
	}
	back, err := d.svc.Schedules().Get(bg, rep.Tournament.ID)
	if err != nil {
		t.Fatal(err)
	}
	wantBack := model.Schedule{Tournament: rep.Tournament.ID, Rounds: []model.RoundTime{{Round: 1, Day: model.NewDate(2010, 9, 1), Start: ""}, {Round: 2, Day: model.NewDate(2010, 9, 2), Start: ""}, {Round: 3, Day: model.NewDate(2010, 9, 2), Start: ""}}}
	if !sameSchedule(back, wantBack) {
		t.Errorf("imported schedule %+v, want %+v", back, wantBack)
	}
}

func sameSchedule(a, b model.Schedule) bool {
	if a.Tournament != b.Tournament || a.RegFrom != b.RegFrom || a.RegTo != b.RegTo || a.DrawFrom != b.DrawFrom || a.DrawTo != b.DrawTo ||
		a.OpenFrom != b.OpenFrom || a.OpenTo != b.OpenTo || len(a.Rounds) != len(b.Rounds) {
		return false
	}
	for i := range a.Rounds {
		if a.Rounds[i] != b.Rounds[i] {
			return false
		}
	}
	return true
}

// TestScheduleChecked: bad timetables are refused and change nothing.
func TestScheduleChecked(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 3, StartDate: model.NewDate(2010, 9, 1)})
	day := model.NewDate(2010, 9, 1)
	for _, c := range []struct {
		sc   model.Schedule
		want string
	}{
		{model.Schedule{RegFrom: "25:00"}, "початку реєстрації \"25:00\" не є часом"},
		{model.Schedule{DrawFrom: "18:00", DrawTo: "17:30"}, "закінчується (17:30) раніше, ніж починається (18:00)"},
		{model.Schedule{Rounds: []model.RoundTime{{Round: 4, Day: day}}}, "Тур 4 не є туром турніру (1–3)"},
		{model.Schedule{Rounds: []model.RoundTime{{Round: 1, Day: model.NewDate(2010, 8, 31)}}}, "раніше за початок турніру"},
		{model.Schedule{Rounds: []model.RoundTime{{Round: 1, Day: day, Start: "18:20"}, {Round: 2, Day: day, Start: "18:00"}}}, "Тур 2 стоїть у розкладі раніше за тур 1"},
		{model.Schedule{Rounds: []model.RoundTime{{Round: 1, Day: day}, {Round: 1, Day: day}}}, "Тур 1 у розкладі двічі"},
		{model.Schedule{Rounds: []model.RoundTime{{Round: 1, Day: day, Start: "6pm"}}}, "початок \"6pm\" не є часом"},
	} {
		c.sc.Tournament = tr.ID
		if _, err := d.svc.Schedules().Save(bg, c.sc); !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), c.want) {
			t.Errorf("%+v: %v (%s), want %q", c.sc, err, model.Message(err, "uk"), c.want)
		}
	}
	if got, _ := d.svc.Schedules().Get(bg, tr.ID); !got.IsZero() {
		t.Errorf("after refusals: %+v", got)
	}
}
