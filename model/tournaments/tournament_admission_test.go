package tournaments_test

import (
	"errors"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
)

// The admission limits are inclusive: a rating or birth year equal to a
// limit is admitted, one step past it is refused with the rule named.
func TestAdmissionBoundaries(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(4, true) // ratings 2400, 2380, 2360, 2340; born 2000, 2001, 2002, 2003
	cases := []struct {
		name   string
		adm    model.Admission
		player int
		want   string // "" admitted
	}{
		{"min rating equal", model.Admission{MinRating: 2360}, 2, ""},
		{"min rating below", model.Admission{MinRating: 2360}, 3, "нижчий за потрібні 2360"},
		{"max rating equal", model.Admission{MaxRating: 2380}, 1, ""},
		{"max rating above", model.Admission{MaxRating: 2380}, 0, "вищий за допустимі 2380"},
		{"born from equal", model.Admission{BornFrom: 2001}, 1, ""},
		{"born from earlier", model.Admission{BornFrom: 2001}, 0, "з 2001 року"},
		{"born to equal", model.Admission{BornTo: 2002}, 2, ""},
		{"born to later", model.Admission{BornTo: 2002}, 3, "до 2002 року"},
	}
	for _, c := range cases {
		tr := d.tournament(model.Tournament{Name: c.name, Rounds: 5, Admission: c.adm})
		_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[c.player]})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (!errors.Is(err, model.ErrAdmission) || !strings.Contains(model.Message(err, "uk"), c.want)):
			t.Errorf("%s: %v, want ErrAdmission with %q", c.name, err, c.want)
		}
	}
}

// UpdateClub validates as CreateClub does: a name that another club has,
// whatever its case, or no name at all is refused and the stored club is
// unchanged; a valid name is stored trimmed.
func TestUpdateClubValidates(t *testing.T) {
	svc := newService(t)
	if _, err := registry.New(svc.App).CreateClub(bg, model.Club{Name: "Гамбіт"}); err != nil {
		t.Fatal(err)
	}
	c, err := registry.New(svc.App).CreateClub(bg, model.Club{Name: "Дебют"})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ГАМБІТ", "  "} {
		bad := c
		bad.Name = name
		if _, err := registry.New(svc.App).UpdateClub(bg, bad); err == nil || model.IsKind(err, model.Internal) {
			t.Errorf("UpdateClub renaming to %q: %v, want a refusal", name, err)
		}
		if back, err := registry.New(svc.App).Club(bg, c.ID); err != nil || back.Name != "Дебют" {
			t.Errorf("club after the refused update to %q: %+v, %v; want Дебют", name, back, err)
		}
	}
	c.Name, c.Address = "  Дебют-2 ", "Київ"
	if _, err := registry.New(svc.App).UpdateClub(bg, c); err != nil {
		t.Fatal(err)
	}
	if back, _ := registry.New(svc.App).Club(bg, c.ID); back.Name != "Дебют-2" || back.Address != "Київ" {
		t.Errorf("club after the update: %+v, want Дебют-2 in Київ", back)
	}
}
