package closing_test

import (
	"strings"
	"testing"

	"arbiter/engine/fee"
	"arbiter/engine/norm"
	"arbiter/engine/prize"
	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/closing"
)

// The engine's typed refusals read as sentences in both languages, built
// from their fields, never from the decoder's own text.
func TestEngineErrorsWorded(t *testing.T) {
	unrated := fee.Band{Unrated: true, Men: 1, Women: fee.NoFee}
	_, parseErr := fee.Parse([]byte(`{"key":"x","colour":1}`))
	_, normParse := norm.Parse([]byte(`{"rows":[`))
	_, feeType := fee.Parse([]byte(`{"key":"x","bands":[{"men":"a"}]}`))
	_, normSyntax := norm.Parse([]byte(`{"rows":[}`))
	for _, c := range []struct {
		err    error
		uk, en string
	}{
		{closing.FeeError("op", &fee.Error{Problem: fee.NoFeeInBand, Schedule: "ukr-2003", Gender: "f", Band: fee.Band{From: 2376, To: 2425}}),
			"Для жінок у смузі «2376–2425» схема «ukr-2003» внеску не встановлює; внесіть його вручну з причиною.",
			`Schedule "ukr-2003" sets no fee for women in band "2376–2425"; enter it by hand with a reason.`},
		{closing.FeeError("op", &fee.Error{Problem: fee.NoFeeInBand, Schedule: "s", Gender: "m", Band: unrated}),
			"Для чоловіків у смузі «без рейтингу» схема «s» внеску не встановлює; внесіть його вручну з причиною.",
			`Schedule "s" sets no fee for men in band "unrated"; enter it by hand with a reason.`},
		{closing.FeeError("op", &fee.Error{Problem: fee.BandGap, Title: "IM", Row: 3, Prev: 2325, Band: fee.Band{From: 2360, To: 2375}}),
			"Звання IM, рядок 3: між попередньою смугою (до 2325) і цією (від 2360) пропуск.",
			"Title IM, row 3: a gap between the previous band (to 2325) and this one (from 2360)."},
		{closing.FeeError("op", &fee.Error{Problem: fee.BandOverlap, Row: 2, Prev: 2000, Band: fee.Band{From: 1990, To: 2175}}),
			"Рядок 2 схеми внесків: смуга 1990–2175 перекриває попередню (до 2000).",
			"Fee schedule row 2: band 1990–2175 overlaps the previous one (to 2000)."},
		{closing.FeeError("op", parseErr),
			"Файл схеми внесків не читається: поле «colour» невідоме або має неправильний тип.",
			`The fee schedule file cannot be read: field "colour" is unknown or has the wrong type.`},
		{closing.FeeError("op", feeType),
			"Файл схеми внесків не читається: поле «bands.men» невідоме або має неправильний тип.",
			`The fee schedule file cannot be read: field "bands.men" is unknown or has the wrong type.`},
		{closing.NormError("op", normSyntax),
			"Таблиця норм не читається: помилка JSON біля знака 10 (перевірте дужки, коми й лапки).",
			"The norm table cannot be read: a JSON error near character 10 (check the brackets, commas and quotes)."},
		{closing.NormError("op", &norm.Error{Problem: norm.NoScore, Row: 3, Level: season.Level2}),
			"Рядок 3 таблиці норм (II розряд): немає результату (відсоток від 0,1 до 100).",
			"Norm table row 3 (2): no score (a share of 0.1 to 100 %)."},
		{closing.NormError("op", normParse),
			"Таблиця норм не читається: це не JSON.", "The norm table cannot be read: it is not JSON."},
		{closing.PrizeError("op", &prize.Error{Problem: prize.PlaceTwice, Prize: 3, Place: 2, Category: "u20"}),
			"Приз 3: місце 2 у заліку «u20» вже є.", `Prize 3: place 2 of "u20" is listed twice.`},
	} {
		for _, lang := range []model.Lang{"uk", "en"} {
			want := c.uk
			if lang == "en" {
				want = c.en
			}
			// One error, rendered in each language.
			if _, ok := c.err.(*model.Error); !ok || !model.IsKind(c.err, model.Invalid) {
				t.Fatalf("%v: not an Invalid model.Error", c.err)
			}
			got := model.Message(c.err, lang)
			if got != want {
				t.Errorf("%s: %q\nwant %q", lang, got, want)
			}
			if strings.Contains(got, "json:") || strings.Contains(got, "problem") {
				t.Errorf("%s: %q shows the engine's own text", lang, got)
			}
		}
	}
}

// The fee reasons and the norm warnings are worded from their values.
func TestReasonsAndWarningsWorded(t *testing.T) {
	if got := closing.FeeReason(fee.Reason{Kind: fee.ExemptTitleRating, Title: "IM", Rating: 2350, From: 2300}).In("en"); got != "title IM, rating 2350 ≥ 2300" {
		t.Errorf("English reason %q", got)
	}
	if got := closing.NormWarning(norm.Warning{Kind: norm.FewGames, Have: 7, Need: 9}).In("en"); got != "7 games played, fewer than 9: check the norm." {
		t.Errorf("English warning %q", got)
	}
	if got := closing.FeeReason(fee.Reason{Kind: fee.ExemptTicked, Exemption: fee.UKR2003().Exemptions[2]}).In("uk"); got != "член збірної команди України" {
		t.Errorf("Ukrainian reason %q", got)
	}
	if got := closing.NormWarning(norm.Warning{Kind: norm.SmallRoundRobin, Have: 8, Need: 10}).In("uk"); got != "У коловому турнірі 8 учасників, менше за 10." {
		t.Errorf("Ukrainian warning %q", got)
	}
	if got := closing.LevelName(season.LevelCMSPoints).In("uk"); got != "кандидатський бал" {
		t.Errorf("Ukrainian level %q", got)
	}
}
