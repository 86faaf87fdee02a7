package model_test

import (
	"testing"

	"arbiter/model"
)

func TestPlausibleAgeUsesClock(t *testing.T) {
	p := model.Player{Surname: "Малюк", Name: "Олесь", BirthDate: model.NewDate(2023, 1, 1), Gender: model.Male}
	early := model.NewApp(newStore(t), model.WithClock(model.NewDate(2025, 12, 31).Time))
	if _, err := early.Players.Create(ctx, p, model.SaveOptions{}); !model.IsKind(err, model.Invalid) {
		t.Errorf("age 2 on 2025-12-31: err %v, want Invalid", err)
	}
	late := model.NewApp(newStore(t), model.WithClock(model.NewDate(2026, 1, 1).Time))
	if _, err := late.Players.Create(ctx, p, model.SaveOptions{}); err != nil {
		t.Errorf("age 3 on 2026-01-01: %v", err)
	}
}
