package model_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/model/seasons"
)

func TestMessage(t *testing.T) {
	cause := errors.New("constraint failed: UNIQUE constraint failed: players.fide_id")
	err := fmt.Errorf("wrapped: %w", model.Errorf(model.Conflict, "CreatePlayer", model.Msg("FIDE ID %d already belongs to %s (no. %d). Check the number: each player has their own.", 14109603, "Бойко Ольга", 7), cause))
	if got, want := model.Message(err, i18n.Uk), "FIDE ID 14109603 уже має Бойко Ольга (№ 7). Перевірте номер: в одного гравця він свій."; got != want {
		t.Errorf("Message(uk) = %q, want %q", got, want)
	}
	if got, want := model.Message(err, i18n.En), "FIDE ID 14109603 already belongs to Бойко Ольга (no. 7). Check the number: each player has their own."; got != want {
		t.Errorf("Message(en) = %q, want %q", got, want)
	}
	// Error() is for the log: English, with the operation and the cause.
	if got := err.Error(); !strings.Contains(got, "CreatePlayer: FIDE ID 14109603 already belongs") || !strings.Contains(got, "UNIQUE constraint") {
		t.Errorf("Error() = %q", got)
	}
	if model.KindOf(err) != model.Conflict || !model.IsKind(err, model.Conflict) || !errors.Is(err, cause) {
		t.Errorf("kind %q; errors.Is cause %v", model.KindOf(err), errors.Is(err, cause))
	}
	raw := errors.New("sqlite: disk I/O error")
	if got := model.Message(raw, i18n.Uk); strings.Contains(got, "sqlite") || got == "" {
		t.Errorf("Message(raw) = %q: must be a generic sentence", got)
	}
	if model.KindOf(raw) != model.Internal || model.KindOf(nil) != "" || model.Message(nil, i18n.Uk) != "" {
		t.Errorf("KindOf(raw) = %q, KindOf(nil) = %q", model.KindOf(raw), model.KindOf(nil))
	}
	if got := model.Message(&model.Error{Kind: model.NotFound}, i18n.En); got != "Record not found." {
		t.Errorf("an Error without a message must still give a sentence, got %q", got)
	}
}

func TestFromLocale(t *testing.T) {
	for _, c := range []struct {
		locale string
		want   i18n.Lang
	}{
		{"", i18n.Uk}, {"uk_UA.UTF-8", i18n.Uk}, {"C", i18n.Uk}, {"ru_UA.UTF-8", i18n.Uk},
		{"en_US.UTF-8", i18n.En}, {"en", i18n.En}, {"EN_GB", i18n.En},
	} {
		if got := i18n.FromLocale(c.locale); got != c.want {
			t.Errorf("FromLocale(%q) = %q, want %q", c.locale, got, c.want)
		}
	}
}

// The language is the App's, not the process's: two Apps in two languages
// run side by side, each giving its own view text, while the same error
// renders in whichever language the edge asks for.
func TestLanguagesSideBySide(t *testing.T) {
	for _, c := range []struct {
		lang              i18n.Lang
		surname, schedule string
		season            string
	}{
		{i18n.Uk, "Вкажіть прізвище.", "Реєстрація 16:00–17:30, жеребкування 17:30–18:00, початок 1-го туру о 18:20.", "Сезон 2031"},
		{i18n.En, "Enter the surname.", "Registration 16:00–17:30, pairing 17:30–18:00, round one at 18:20.", "Season 2031"},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			t.Parallel()
			app := model.NewApp(newStore(t), model.WithLanguage(c.lang))
			if app.Lang() != c.lang {
				t.Fatalf("Lang() = %q", app.Lang())
			}
			for i := 0; i < 50; i++ { // long enough to overlap with the other language
				if got := model.Message(model.ValidatePlayer(model.Player{}, today), app.Lang()); got != c.surname {
					t.Fatalf("message = %q, want %q", got, c.surname)
				}
				if got := seasons.Schedule2010.Line(app.Lang()); got != c.schedule {
					t.Fatalf("schedule = %q, want %q", got, c.schedule)
				}
			}
			se, err := seasons.New(app).CreateSeason(ctx, 2031, "")
			if err != nil {
				t.Fatal(err)
			}
			if se.Name != c.season {
				t.Errorf("default season name %q, want %q", se.Name, c.season)
			}
		})
	}
}
