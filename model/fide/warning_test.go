package fide

import (
	"testing"

	"arbiter/model/i18n"
)

// TestVCL_Q217_WarningLevels: the one rule of the five levels (VCL4THP.13
// "Warning levels", Q217–221): Levels 1–2 never hold an action back, Level
// 3 and Level 4 need one confirmation, a two-step Level 4 and Level 5
// need two; no Ack field or setting lets an unconfirmed warning through.
func TestVCL_Q217_WarningLevels(t *testing.T) {
	w := func(l Level, two bool) Warning {
		return Warning{Level: l, Code: "x", Msg: i18n.M("Import"), TwoStep: two}
	}
	none, once, twice := Ack{}, Ack{Confirmed: true}, Ack{Confirmed: true, Again: true}
	for _, c := range []struct {
		name string
		ws   []Warning
		ack  Ack
		step int // 0: goes on
	}{
		{"no warning", nil, none, 0},
		{"level 1", []Warning{w(Info, false)}, none, 0},
		{"level 2", []Warning{w(Shown, false)}, none, 0},
		{"level 3 unconfirmed", []Warning{w(Confirm, false)}, none, 1},
		{"level 3 confirmed", []Warning{w(Confirm, false)}, once, 0},
		{"level 3, again without confirmed", []Warning{w(Confirm, false)}, Ack{Again: true}, 1},
		{"level 4 unconfirmed", []Warning{w(Changes, false)}, none, 1},
		{"level 4 confirmed", []Warning{w(Changes, false)}, once, 0},
		{"two-step level 4 once", []Warning{w(Changes, true)}, once, 2},
		{"two-step level 4 twice", []Warning{w(Changes, true)}, twice, 0},
		{"level 5 once", []Warning{w(Leaves, false)}, once, 2},
		{"level 5 twice", []Warning{w(Leaves, false)}, twice, 0},
		{"the highest decides", []Warning{w(Shown, false), w(Confirm, false), w(Leaves, false)}, once, 2},
	} {
		err := Gate(c.ws, c.ack)
		p, ok := AsPending(err)
		switch {
		case c.step == 0 && err != nil:
			t.Errorf("%s: held back: %v", c.name, err)
		case c.step != 0 && (!ok || p.Step != c.step || len(p.Warnings) != len(c.ws)):
			t.Errorf("%s: %v, want step %d", c.name, err, c.step)
		}
	}
}

// TestVCL_Q218_WarningText: a warning is written with its level, in
// Ukrainian and English, with what will change (Level 4) and, at Level 5,
// that the tournament leaves FIDE mode.
func TestVCL_Q218_WarningText(t *testing.T) {
	w := Warning{Level: Changes, Msg: i18n.M("The tournament leaves FIDE mode. This cannot be undone."),
		Changes: []i18n.Text{i18n.M("settings FIDE does not allow become available")}}
	if got, want := w.In(i18n.En), "Level 4: The tournament leaves FIDE mode. This cannot be undone. What will change: settings FIDE does not allow become available."; got != want {
		t.Errorf("English %q", got)
	}
	if got, want := w.In(i18n.Uk), "Рівень 4: Турнір виходить з режиму ФІДЕ. Це не можна скасувати. Що зміниться: стануть доступні налаштування, яких ФІДЕ не дозволяє."; got != want {
		t.Errorf("Ukrainian %q", got)
	}
	l5 := Warning{Level: Leaves, Msg: i18n.M("Import")}
	if got := l5.In(i18n.En); got != "Level 5: Import The tournament leaves FIDE mode for good." {
		t.Errorf("Level 5 %q", got)
	}
	p := &Pending{Warnings: []Warning{l5}, Step: 2}
	if got := p.Text().In(i18n.En); got != "Confirm once more: Level 5: Import The tournament leaves FIDE mode for good." {
		t.Errorf("pending %q", got)
	}
}

// kinds lists every kind, in the order of the checklist's list (Q112).
func kinds() []Kind {
	return []Kind{KindManual, KindMPA, KindImport, KindRounds, KindConfiguration, KindCorrection,
		KindTPN, KindFullBye, KindTieBreaks, KindForbiddenPair, KindLeaveFIDE, KindRatingOnly, KindAdjournment,
		KindTieOrder, KindExternalTieBreak}
}

// TestEventKinds: every kind has a name in both languages and its TRF
// line reads back as the same event.
func TestEventKinds(t *testing.T) {
	for _, k := range kinds() {
		if k.Name(i18n.En) == string(k) && k != KindImport {
			t.Errorf("%s has no English name", k)
		}
		if k.Name(i18n.Uk) == k.Name(i18n.En) {
			t.Errorf("%s has no Ukrainian name", k)
		}
		e := Event{Round: 3, Kind: k, Text: "text"}
		if back := FromTRF(e.TRF()); back != e {
			t.Errorf("%s: %+v back as %+v", k, e, back)
		}
	}
}
