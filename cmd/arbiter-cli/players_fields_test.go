package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/storage"
)

// A player with every field set goes out through `players list --format
// tsv` and `--format csv` and comes back through `players import` the same:
// the club and coach by name, with their settlements.
// Player fields are enumerated by reflection, so a new field the CSV
// columns forget fails here.
func TestPlayerCSVRoundTripEveryField(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "a.db")
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	app := model.NewApp(st.Model())
	town, err := registry.New(app).CreateSettlement(ctx, model.Settlement{Name: "Ірпінь"})
	if err != nil {
		t.Fatal(err)
	}
	club, err := registry.New(app).CreateClub(ctx, model.Club{Name: "ШК «Ґамбіт»", SettlementID: town.ID})
	if err != nil {
		t.Fatal(err)
	}
	coach, err := registry.New(app).CreateCoach(ctx, model.Coach{Name: "Шевчук Андрій Миколайович", SettlementID: town.ID})
	if err != nil {
		t.Fatal(err)
	}
	var p model.Player
	v := reflect.ValueOf(&p).Elem()
	for i := 0; i < v.NumField(); i++ {
		f, name := v.Field(i), v.Type().Field(i).Name
		switch name {
		case "ID":
		case "ClubID":
			p.ClubID = club.ID
		case "CoachID":
			p.CoachID = coach.ID
		case "Gender":
			p.Gender = model.Female
		case "BirthDate":
			p.BirthDate = model.NewDate(2011, time.March, 7)
		case "ClubSince":
			p.ClubSince = model.NewDate(2019, time.September, 1)
		case "Citizenship":
			p.Citizenship = "GER"
		case "Title":
			p.Title = "WIM"
		case "Email":
			p.Email = "olena@example.ua"
		case "Phone":
			p.Phone = "+380 67 000 00 00"
		case "LatinName":
			p.LatinName = "Kravchuk, Olena"
		case "Surname", "Name", "Patronymic":
			f.SetString(map[string]string{"Surname": "Кравчук", "Name": "Олена", "Patronymic": "Іванівна"}[name])
		default:
			switch f.Kind() {
			case reflect.String:
				f.SetString(fmt.Sprintf("%s-%d", name, i))
			case reflect.Int, reflect.Int64:
				f.SetInt(int64(1000 + 37*i))
			case reflect.Bool:
				f.SetBool(true)
			default:
				t.Fatalf("Player.%s (%s): give it a value in this test", name, f.Type())
			}
		}
	}
	if _, err := registry.New(app).CreatePlayer(ctx, p, model.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	for _, format := range []string{"tsv", "csv"} {
		out := tcli(t, exitOK, "--db", db, "players", "list", "--format", format)
		file := filepath.Join(dir, "players."+format)
		writeText(t, file, out)
		db2 := filepath.Join(dir, format+".db")
		tcli(t, exitOK, "--db", db2, "players", "import", file)
		st2, err := storage.Open(db2)
		if err != nil {
			t.Fatal(err)
		}
		a2 := model.NewApp(st2.Model())
		ps, err := registry.New(a2).SearchPlayers(ctx, "")
		if err != nil || len(ps) != 1 {
			t.Fatalf("%s: imported %+v, %v", format, ps, err)
		}
		got := ps[0]
		clubs, _ := registry.New(a2).Clubs(ctx)
		coaches, _ := registry.New(a2).Coaches(ctx)
		sts, _ := registry.New(a2).Settlements(ctx)
		st2.Close()
		if len(clubs) != 1 || clubs[0].Name != club.Name || len(coaches) != 1 || coaches[0].Name != coach.Name ||
			len(sts) != 1 || sts[0].Name != town.Name || clubs[0].SettlementID != sts[0].ID || coaches[0].SettlementID != sts[0].ID {
			t.Errorf("%s: clubs %+v, coaches %+v, settlements %+v", format, clubs, coaches, sts)
		}
		want := p
		want.ID, want.ClubID, want.CoachID = got.ID, got.ClubID, got.CoachID
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read back\n%+v\nwrote\n%+v", format, got, want)
		}
	}
}

func writeText(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
