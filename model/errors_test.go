package model_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/model"
)

func TestMessage(t *testing.T) {
	defer model.SetLanguage("")
	cause := errors.New("constraint failed: UNIQUE constraint failed: players.fide_id")
	err := fmt.Errorf("wrapped: %w", model.Errorf(model.Conflict, "CreatePlayer", "Такий FIDE ID уже є.", "This FIDE ID exists.", cause))
	if got := model.Message(err); got != "Такий FIDE ID уже є." {
		t.Errorf("Message = %q", got)
	}
	if model.KindOf(err) != model.Conflict || !model.IsKind(err, model.Conflict) || !errors.Is(err, cause) {
		t.Errorf("kind %q; errors.Is cause %v", model.KindOf(err), errors.Is(err, cause))
	}
	raw := errors.New("sqlite: disk I/O error")
	if got := model.Message(raw); strings.Contains(got, "sqlite") || got == "" {
		t.Errorf("Message(raw) = %q: must be a generic sentence", got)
	}
	if model.KindOf(raw) != model.Internal || model.KindOf(nil) != "" || model.Message(nil) != "" {
		t.Errorf("KindOf(raw) = %q, KindOf(nil) = %q", model.KindOf(raw), model.KindOf(nil))
	}
	if got := model.Message(&model.Error{Kind: model.NotFound}); got == "" {
		t.Error("an Error without a message must still give a sentence")
	}
}

func TestLanguage(t *testing.T) {
	defer model.SetLanguage("")
	for _, c := range []struct{ lang, want string }{
		{"", "uk"}, {"uk_UA.UTF-8", "uk"}, {"C", "uk"}, {"en_US.UTF-8", "en"}, {"en", "en"}, {"EN_GB", "en"},
	} {
		model.SetLanguage(c.lang)
		if got := model.Language(); got != c.want {
			t.Errorf("SetLanguage(%q): Language() = %q, want %q", c.lang, got, c.want)
		}
	}
	model.SetLanguage("en_US.UTF-8")
	err := model.ValidatePlayer(model.Player{}, today)
	if got := model.Message(err); got != "Enter the surname." {
		t.Errorf("English message = %q", got)
	}
	model.SetLanguage("uk_UA.UTF-8")
	if got := model.Message(model.ValidatePlayer(model.Player{}, today)); got != "Вкажіть прізвище." {
		t.Errorf("Ukrainian message = %q", got)
	}
}
