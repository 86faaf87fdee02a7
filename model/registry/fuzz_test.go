package registry_test

import (
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
)

// FuzzImportPlayersCSV: any input either imports cleanly or is refused with
// an Invalid *Error and leaves the registry as it was; it never panics. One
// database per fuzzing process (opening SQLite for every input managed 11
// inputs in 3 minutes); FuzzReadPlayersCSV fuzzes the reader alone.
func FuzzImportPlayersCSV(f *testing.F) {
	f.Add("surname,name,birth_date,gender\nБойко,Ольга,01.02.2001,ж\n")
	f.Add("surname;name;birth_date;gender;club;coach\n\"А;Б\";В;2000-01-01;m;К;Т\n")
	f.Add("surname\tname\tbirth_date\tgender\n\"x\tБ\t2000-01-01\tf\n")
	f.Add("\xef\xbb\xbfsurname,name\n\xff\xfe,\x00\n")
	svc := newService(f)
	f.Fuzz(func(t *testing.T, text string) {
		before, _ := svc.Registry.SearchPlayers(ctx, "")
		clubsBefore, _ := svc.Registry.Clubs(ctx)
		res, err := svc.Registry.ImportPlayersCSV(ctx, strings.NewReader(text), registry.ImportOptions{})
		all, _ := svc.Registry.SearchPlayers(ctx, "")
		clubs, _ := svc.Registry.Clubs(ctx)
		if err != nil {
			if model.KindOf(err) != model.Invalid || model.Message(err, "uk") == "" {
				t.Fatalf("err %v: kind %q", err, model.KindOf(err))
			}
			if len(all) != len(before) || len(clubs) != len(clubsBefore) {
				t.Fatalf("refused import changed the registry: %d -> %d players, %d -> %d clubs", len(before), len(all), len(clubsBefore), len(clubs))
			}
			return
		}
		if res.Players != len(all)-len(before) || res.Players == 0 {
			t.Fatalf("result %+v but %d players added", res, len(all)-len(before))
		}
	})
}
