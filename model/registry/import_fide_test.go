package registry_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/model/registry"
)

// TestImportSameFIDEIDTwiceInOneFile: a FIDE ID on two lines of one file
// is named by the earlier line and its player — never by a registry number
// (nothing of the file is in the registry yet) — while one already in the
// registry is named by the registry's player.
func TestImportSameFIDEIDTwiceInOneFile(t *testing.T) {
	svc := newService(t)
	old, err := svc.Registry.CreatePlayer(ctx, model.Player{Surname: "Стефаник", Name: "Ольга", BirthDate: model.NewDate(1990, 5, 5),
		Gender: model.Female, FIDEID: 14100100}, model.SaveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	text := "surname;name;birth_date;gender;fide_id\n" +
		"Коваленко;Іван;04.03.1998;m;14100010\n" +
		"Шевченко;Оксана;06.05.2000;f;14100029\n" +
		"Бондар;Софія;01.01.2010;f;14100010\n" +
		"Мельник;Тарас;02.02.2011;m;14100100\n"
	_, err = svc.Registry.ImportPlayersCSV(ctx, strings.NewReader(text), registry.ImportOptions{})
	var ie *registry.ImportError
	if !model.IsKind(err, model.Invalid) || !errors.As(err, &ie) || len(ie.Lines) != 2 {
		t.Fatalf("err %v, want two bad lines", err)
	}
	if l := ie.Lines[0]; l.Line != 4 || !strings.Contains(l.Msg.In(i18n.Uk), "у рядку 2 цього файлу (Коваленко Іван)") || strings.Contains(l.Msg.In(i18n.Uk), "№") {
		t.Errorf("line %d: %q, want it to name line 2 and Коваленко Іван", l.Line, l.Msg.In(i18n.Uk))
	}
	want := "Стефаник Ольга (№ " + strconv.FormatInt(int64(old.ID), 10) + ")"
	if l := ie.Lines[1]; l.Line != 5 || !strings.Contains(l.Msg.In(i18n.Uk), want) {
		t.Errorf("line %d: %q, want it to name %s", l.Line, l.Msg.In(i18n.Uk), want)
	}
	if all, _ := svc.Registry.SearchPlayers(ctx, ""); len(all) != 1 {
		t.Errorf("%d players after the refused import, want 1", len(all))
	}
}
