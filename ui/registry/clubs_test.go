package registry

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
)

func newTestClubs(t *testing.T, svc *datafile.Services) *Clubs {
	t.Helper()
	w := uitest.NewWindow(t)
	s := NewClubs(svc, w)
	s.bg.Inline = true
	w.SetContent(s.BuildUI())
	return s
}

func TestAddClubCreatesItsSettlement(t *testing.T) {
	svc := uitest.NewService(t)
	s := newTestClubs(t, svc)
	test.Tap(s.add)
	test.Type(s.form.name, "Шаховий клуб «Ладья»")
	test.Type(s.form.settlement, "Бровари")
	test.Type(s.form.address, "вул. Київська, 1")
	test.Type(s.form.contacts, "+380 44 000 00 00")
	test.Tap(s.dialog.Save)

	ctx := context.Background()
	clubs, _ := svc.Registry.Clubs(ctx)
	sts, _ := svc.Registry.Settlements(ctx)
	if len(clubs) != 1 || len(sts) != 1 || sts[0].Name != "Бровари" {
		t.Fatalf("clubs %+v, settlements %+v; want one club in Бровари", clubs, sts)
	}
	want := model.Club{ID: clubs[0].ID, Name: "Шаховий клуб «Ладья»", SettlementID: sts[0].ID,
		Address: "вул. Київська, 1", Contacts: "+380 44 000 00 00", Country: "UKR"} // the form's default country
	if clubs[0] != want {
		t.Errorf("stored %+v, want %+v", clubs[0], want)
	}
	if len(s.clubs) != 1 || s.cell(0, 1) != "Бровари" {
		t.Errorf("table shows %d clubs, settlement %q", len(s.clubs), s.cell(0, 1))
	}
}

func TestRefusedClubLeavesNoSettlementBehind(t *testing.T) {
	svc := uitest.NewService(t)
	s := newTestClubs(t, svc)
	test.Tap(s.add)
	test.Type(s.form.settlement, "Ірпінь")
	test.Tap(s.dialog.Save)

	_, wantErr := svc.Registry.CreateClub(context.Background(), model.Club{})
	if msg := model.Message(wantErr, kit.GUILang()); wantErr == nil || !uitest.HasLabel(uitest.TopOverlay(s.win), msg) {
		t.Errorf("dialog shows %q, want the model's message %q", uitest.Labels(uitest.TopOverlay(s.win)), model.Message(wantErr, kit.GUILang()))
	}
	if sts, _ := svc.Registry.Settlements(context.Background()); len(sts) != 0 {
		t.Errorf("settlements %+v kept after the club was refused", sts)
	}
}

func TestDeleteClubStillUsedShowsWhy(t *testing.T) {
	svc := uitest.NewService(t)
	club, err := svc.Registry.CreateClub(context.Background(), model.Club{Name: "Дебют"})
	if err != nil {
		t.Fatal(err)
	}
	uitest.AddPlayer(t, svc, model.Player{Surname: "Кравець", Name: "Ігор", ClubID: club.ID})
	s := newTestClubs(t, svc)
	s.table.Select(widget.TableCellID{Row: 0, Col: 0})
	test.Tap(s.remove)
	test.Tap(uitest.Button(t, uitest.TopOverlay(s.win), lang.L("Yes")))

	wantErr := svc.Registry.DeleteClub(context.Background(), club.ID)
	if wantErr == nil || !uitest.HasLabel(uitest.TopOverlay(s.win), model.Message(wantErr, kit.GUILang())) {
		t.Errorf("dialog shows %q, want the model's refusal %v", uitest.Labels(uitest.TopOverlay(s.win)), wantErr)
	}
	if clubs, _ := svc.Registry.Clubs(context.Background()); len(clubs) != 1 {
		t.Errorf("club deleted although a player belongs to it")
	}
}

func TestAddCoachWithMainClub(t *testing.T) {
	svc := uitest.NewService(t)
	ctx := context.Background()
	club, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Дебют"})
	if err != nil {
		t.Fatal(err)
	}
	w := uitest.NewWindow(t)
	s := NewCoaches(svc, w)
	s.bg.Inline = true
	w.SetContent(s.BuildUI())

	test.Tap(s.add)
	test.Type(s.form.name, "Мельник Андрій Петрович")
	test.Type(s.form.settlement, "Київ")
	test.Type(s.form.contacts, "andriy@example.com")
	s.form.club.SetSelected("Дебют")
	test.Tap(s.dialog.Save)

	coaches, _ := svc.Registry.Coaches(ctx)
	if len(coaches) != 1 || coaches[0].Name != "Мельник Андрій Петрович" || coaches[0].ClubID != club.ID ||
		coaches[0].Contacts != "andriy@example.com" || coaches[0].SettlementID == 0 {
		t.Fatalf("stored coaches %+v", coaches)
	}
	if got := s.cell(0, 3); got != "Дебют" {
		t.Errorf("main club column shows %q, want Дебют", got)
	}
}
