package storage

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"arbiter/model"
)

// Every model.Player field is written and read back:
// each field gets a value of its own, set through reflection so that a field
// added to Player and forgotten in playerFields fails here.
func TestPlayerRoundTripEveryField(t *testing.T) {
	s := newStore(t)
	ctx := context.Background()
	club := model.Club{Name: "Клуб"}
	if err := s.CreateClub(ctx, &club); err != nil {
		t.Fatal(err)
	}
	coach := model.Coach{Name: "Тренер"}
	if err := s.CreateCoach(ctx, &coach); err != nil {
		t.Fatal(err)
	}
	var p model.Player
	v := reflect.ValueOf(&p).Elem()
	for i := 0; i < v.NumField(); i++ {
		f, name := v.Field(i), v.Type().Field(i).Name
		switch {
		case name == "ID":
		case name == "ClubID":
			f.SetInt(int64(club.ID))
		case name == "CoachID":
			f.SetInt(int64(coach.ID))
		case name == "Gender":
			f.SetString(string(model.Female))
		case name == "Citizenship":
			f.SetString("GER")
		case name == "Title":
			f.SetString("WIM")
		case name == "Email":
			f.SetString("olena@example.ua")
		case name == "Phone":
			f.SetString("+380 67 000 00 00")
		case name == "BirthDate":
			f.Set(reflect.ValueOf(model.NewDate(2011, time.March, 7)))
		case name == "ClubSince":
			f.Set(reflect.ValueOf(model.NewDate(2019, time.September, 1)))
		case f.Kind() == reflect.String:
			f.SetString(fmt.Sprintf("%s-%d", name, i))
		case f.Kind() == reflect.Int || f.Kind() == reflect.Int64:
			f.SetInt(int64(1000 + 37*i))
		case f.Kind() == reflect.Bool:
			f.SetBool(true)
		default:
			t.Fatalf("Player.%s (%s): give it a value in this test", name, f.Type())
		}
	}
	if err := s.CreatePlayer(ctx, &p); err != nil {
		t.Fatal(err)
	}
	got, err := s.Player(ctx, p.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, p) {
		t.Errorf("read back\n%+v\nwrote\n%+v", got, p)
	}
	// and through UpdatePlayer: every field changed once more
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		switch v.Type().Field(i).Name {
		case "Gender", "Citizenship", "Title", "Email", "Phone":
		default:
			if f.Kind() == reflect.String {
				f.SetString(f.String() + "+")
			}
		}
	}
	p.Gender, p.Student, p.FIDERating, p.ClubID, p.CoachID, p.ClubSince = model.Male, false, 2001, 0, 0, model.Date{}
	p.Citizenship, p.Title, p.Email, p.Phone = "UKR", "КМС", "", "067 111 11 11"
	if err := s.UpdatePlayer(ctx, p); err != nil {
		t.Fatal(err)
	}
	all, err := s.Players(ctx, model.PlayerFilter{})
	if err != nil || len(all) != 1 || !reflect.DeepEqual(all[0], p) {
		t.Errorf("after the update: %+v, %v\nwant %+v", all, err, p)
	}
}
