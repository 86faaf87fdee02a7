package seasons_test

import (
	"testing"

	"arbiter/engine/season"
	"arbiter/model/i18n"
	"arbiter/model/seasons"
)

// The award words: in Ukrainian the regulation's (seed 002
// «Нагородження»), in English the catalogue's, never a code.
func TestSeasonAwardLabels(t *testing.T) {
	for _, tc := range []struct {
		code   string
		uk, en string
	}{
		{"champion", "Чемпіон", "Champion"},
		{"ukrainian", "Кращі українські шахісти", "Best Ukrainian players"},
		{"woman", "Краща жінка", "Best woman"},
		{"student", "Кращий студент", "Best student"},
		{"club-cup", "«Золотий шаховий клуб України»", "«Golden Chess Club of Ukraine»"},
		{"coach-cup", "«Золотий шаховий тренер України»", "«Golden Chess Coach of Ukraine»"},
		{"boys-u17", "Кращий школяр до 17 років", "Best schoolboy under 17"},
		{"girls-u12", "Краща школярка до 12 років", "Best schoolgirl under 12"},
		{"occupation:лікарі", "Кращий у групі: лікарі", "Best in the group: лікарі"},
		{"coach-in-club:Гамбіт", "Кращий тренер клубу: Гамбіт", "Best coach of the club: Гамбіт"},
		{"tournament:Меморіал", "Турнір: Меморіал", "Tournament: Меморіал"},
	} {
		if got := seasons.AwardCategoryLabel(i18n.Uk, tc.code); got != tc.uk {
			t.Errorf("uk %s: %q, want %q", tc.code, got, tc.uk)
		}
		if got := seasons.AwardCategoryLabel(i18n.En, tc.code); got != tc.en {
			t.Errorf("en %s: %q, want %q", tc.code, got, tc.en)
		}
	}
	for _, tc := range []struct {
		p      season.Prize
		uk, en string
	}{
		{season.PrizeCupDiploma, "«Золотий Кубок», диплом", "«Golden Cup», diploma"},
		{season.PrizeBronze, "бронзова медаль", "bronze medal"},
		{season.PrizeNone, "не присуджено", "not awarded"},
	} {
		if got := seasons.PrizeLabel(i18n.Uk, tc.p); got != tc.uk {
			t.Errorf("uk %s: %q, want %q", tc.p, got, tc.uk)
		}
		if got := seasons.PrizeLabel(i18n.En, tc.p); got != tc.en {
			t.Errorf("en %s: %q, want %q", tc.p, got, tc.en)
		}
	}
	small := season.NotAwarded{Why: season.GroupTooSmall, Have: 3, Need: 5}
	if got, want := seasons.NotAwardedLabel(i18n.Uk, small), "учасників у групі: 3, потрібно щонайменше 5"; got != want {
		t.Errorf("uk: %q, want %q", got, want)
	}
	if got, want := seasons.NotAwardedLabel(i18n.En, small), "3 players in the group, at least 5 needed"; got != want {
		t.Errorf("en: %q, want %q", got, want)
	}
}
