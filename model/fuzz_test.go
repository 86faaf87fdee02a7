package model_test

import (
	"strings"
	"testing"

	"arbiter/model"
)

// FuzzImportPlayersCSV: any input either imports cleanly or is refused with
// an Invalid *Error and leaves the registry empty; it never panics.
func FuzzImportPlayersCSV(f *testing.F) {
	f.Add("surname,name,birth_date,gender\nБойко,Ольга,01.02.2001,ж\n")
	f.Add("surname;name;birth_date;gender;club;coach\n\"А;Б\";В;2000-01-01;m;К;Т\n")
	f.Add("surname\tname\tbirth_date\tgender\n\"x\tБ\t2000-01-01\tf\n")
	f.Add("\xef\xbb\xbfsurname,name\n\xff\xfe,\x00\n")
	f.Fuzz(func(t *testing.T, text string) {
		svc := newService(t)
		res, err := svc.Registry.ImportPlayersCSV(ctx, strings.NewReader(text), model.ImportOptions{})
		all, _ := svc.Registry.SearchPlayers(ctx, "")
		clubs, _ := svc.Registry.Clubs(ctx)
		if err != nil {
			if model.KindOf(err) != model.Invalid || model.Message(err) == "" {
				t.Fatalf("err %v: kind %q", err, model.KindOf(err))
			}
			if len(all)+len(clubs) != 0 {
				t.Fatalf("refused import left %d players, %d clubs", len(all), len(clubs))
			}
			return
		}
		if res.Players != len(all) || res.Players == 0 {
			t.Fatalf("result %+v but %d players stored", res, len(all))
		}
	})
}
