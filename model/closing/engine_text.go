package closing

// The words of engine/fee, engine/norm and engine/prize: their refusals
// (typed errors with the values they concern), the reasons a player pays
// no fee, the norm warnings and the names of the norms. The engine gives
// codes and values only; the director reads these sentences, in the
// interface language (the printouts use the Ukrainian names, LevelUk).

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/fee"
	"arbiter/engine/norm"
	"arbiter/engine/prize"
	"arbiter/engine/season"
	"arbiter/model"
)

// FeeError is err as the director reads it: a *fee.Error worded (Invalid,
// naming the schedule's row, band or title), any other error unchanged.
func FeeError(op string, err error) error {
	var fe *fee.Error
	if !errors.As(err, &fe) {
		return err
	}
	uk, en := feeText(fe)
	return model.Errorf(model.Invalid, op, uk, en, err)
}

func feeText(e *fee.Error) (uk, en string) {
	switch e.Problem {
	case fee.UnknownExemption:
		return fmt.Sprintf("Підстави звільнення «%s» у схемі внесків «%s» немає.", e.Exemption, e.Schedule),
			fmt.Sprintf("Schedule %q has no exemption %q.", e.Schedule, e.Exemption)
	case fee.NoFeeInBand:
		gu, ge, bu, be := "чоловіків", "men", e.Band.Label(), e.Band.Label()
		if e.Gender == "f" {
			gu, ge = "жінок", "women"
		}
		if e.Band.Unrated {
			bu, be = "без рейтингу", "unrated"
		}
		return fmt.Sprintf("Для %s у смузі «%s» схема «%s» внеску не встановлює; внесіть його вручну з причиною.", gu, bu, e.Schedule),
			fmt.Sprintf("Schedule %q sets no fee for %s in band %q; enter it by hand with a reason.", e.Schedule, ge, be)
	case fee.RatingInNoBand:
		return fmt.Sprintf("Рейтинг %d не потрапляє в жодну смугу схеми «%s»; внесіть внесок вручну з причиною.", e.Rating, e.Schedule),
			fmt.Sprintf("Rating %d is in no band of schedule %q; enter the fee by hand with a reason.", e.Rating, e.Schedule)
	case fee.NoKey:
		return "У схеми внесків немає ключа (назви латиницею).", "The fee schedule has no key."
	case fee.TitleTwice:
		return fmt.Sprintf("Звання %s у схемі двічі.", e.Title), fmt.Sprintf("Title %s appears twice.", e.Title)
	case fee.NegativeExemptionRating:
		return fmt.Sprintf("Звання %s: рейтинг звільнення не може бути від'ємним.", e.Title),
			fmt.Sprintf("Title %s: the exemption rating cannot be negative.", e.Title)
	case fee.BadExemption:
		return fmt.Sprintf("Підстава звільнення «%s» порожня або повторена.", e.Exemption),
			fmt.Sprintf("Exemption %q is empty or repeated.", e.Exemption)
	case fee.BadFundPercent:
		return fmt.Sprintf("Частка призового фонду %d%% має бути від 0 до 100.", e.Percent),
			fmt.Sprintf("The prize-fund share %d%% must be 0 to 100.", e.Percent)
	case fee.Unreadable:
		return jsonText("Файл схеми внесків не читається", "The fee schedule file cannot be read", e.Err)
	}
	wu, we := fmt.Sprintf("Рядок %d схеми внесків", e.Row), fmt.Sprintf("Fee schedule row %d", e.Row)
	if e.Title != "" {
		wu, we = fmt.Sprintf("Звання %s, рядок %d", e.Title, e.Row), fmt.Sprintf("Title %s, row %d", e.Title, e.Row)
	}
	b := e.Band
	var u, n string
	switch e.Problem {
	case fee.NegativeFee:
		u, n = "внесок не може бути від'ємним.", "a fee cannot be negative."
	case fee.SecondUnrated:
		u, n = "другий рядок «без рейтингу».", "a second unrated row."
	case fee.BadBand:
		u, n = fmt.Sprintf("смуга %d–%d неправильна (від ≤ до, від 1).", b.From, b.To),
			fmt.Sprintf("band %d–%d is not valid (from ≤ to, from 1).", b.From, b.To)
	case fee.BandOverlap:
		u, n = fmt.Sprintf("смуга %d–%d перекриває попередню (до %d).", b.From, b.To, e.Prev),
			fmt.Sprintf("band %d–%d overlaps the previous one (to %d).", b.From, b.To, e.Prev)
	case fee.BandGap:
		u, n = fmt.Sprintf("між попередньою смугою (до %d) і цією (від %d) пропуск.", e.Prev, b.From),
			fmt.Sprintf("a gap between the previous band (to %d) and this one (from %d).", e.Prev, b.From)
	default:
		u, n = "схема внесків неправильна.", "the fee schedule is not valid."
	}
	return wu + ": " + u, we + ": " + n
}

// jsonText says that a JSON file cannot be read and where: the field
// unknown or of the wrong type, or the character of a syntax error, from
// the decoder's error (never its own text).
func jsonText(uk, en string, err error) (string, string) {
	field, offset := jsonProblem(err)
	switch {
	case field != "":
		return fmt.Sprintf("%s: поле «%s» невідоме або має неправильний тип.", uk, field),
			fmt.Sprintf("%s: field %q is unknown or has the wrong type.", en, field)
	case offset > 0:
		return fmt.Sprintf("%s: помилка JSON біля знака %d (перевірте дужки, коми й лапки).", uk, offset),
			fmt.Sprintf("%s: a JSON error near character %d (check the brackets, commas and quotes).", en, offset)
	}
	return uk + ": це не JSON.", en + ": it is not JSON."
}

// jsonProblem is where a JSON decoder's error lies ("" and 0 when it
// does not say).
func jsonProblem(err error) (field string, offset int64) {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case err == nil:
		return "", 0
	case errors.As(err, &se):
		return "", se.Offset
	case errors.As(err, &te):
		return te.Field, te.Offset
	}
	if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return strings.Trim(f, `"`), 0
	}
	return "", 0
}

// FeeReason says in the interface language why a player pays no fee.
func FeeReason(r fee.Reason) string {
	switch r.Kind {
	case fee.ExemptTicked:
		// The schedule's own words for its exemption, in both languages.
		return model.Tr(r.Exemption.Uk, r.Exemption.En)
	case fee.ExemptTitle:
		return model.Tr("звання "+r.Title, "title "+r.Title)
	case fee.ExemptTitleRating:
		return model.Tr(fmt.Sprintf("звання %s, рейтинг %d ≥ %d", r.Title, r.Rating, r.From),
			fmt.Sprintf("title %s, rating %d ≥ %d", r.Title, r.Rating, r.From))
	}
	return ""
}

// NormError is err as the director reads it: a *norm.Error worded
// (Invalid, naming the row and its norm), any other error unchanged.
func NormError(op string, err error) error {
	var ne *norm.Error
	if !errors.As(err, &ne) {
		return err
	}
	uk, en := normText(ne)
	return model.Errorf(model.Invalid, op, uk, en, err)
}

func normText(e *norm.Error) (uk, en string) {
	row := func(u, n string) (string, string) {
		return fmt.Sprintf("Рядок %d таблиці норм (%s): %s", e.Row, LevelUk(e.Level), u),
			fmt.Sprintf("Norm table row %d (%s): %s", e.Row, e.Level, n)
	}
	switch e.Problem {
	case norm.UnknownLevel:
		return fmt.Sprintf("Рядок %d таблиці норм: рівень «%s» невідомий (4, 3, 2, 1, cms-points, cms).", e.Row, e.Level),
			fmt.Sprintf("Norm table row %d: unknown level %q (4, 3, 2, 1, cms-points, cms).", e.Row, e.Level)
	case norm.LevelRepeated:
		return row("рівень повторено.", "the level is repeated.")
	case norm.NoScore:
		return row("немає результату (відсоток від 0,1 до 100).", "no score (a share of 0.1 to 100 %).")
	case norm.BadFloor:
		return row("нижня межа має бути від 0 до відсотка норми.", "the floor must be 0 to the norm's share.")
	case norm.NegativeSlope:
		return row("нахил не може бути від'ємним.", "the slope cannot be negative.")
	case norm.BadK:
		return row("коефіцієнт K має бути від −1 до 5.", "K must be −1 to 5.")
	case norm.NegativeSettings:
		return "Налаштування таблиці норм не можуть бути від'ємними.", "The norm table settings cannot be negative."
	case norm.BadBasis:
		return fmt.Sprintf("Основа K «%s»: field або opponents.", e.Basis), fmt.Sprintf("K basis %q: field or opponents.", e.Basis)
	case norm.Unreadable:
		return jsonText("Таблиця норм не читається", "The norm table cannot be read", e.Err)
	}
	return "Таблиця норм неправильна.", "The norm table is not valid."
}

// NormWarning words a norm warning in the interface language.
func NormWarning(w norm.Warning) string {
	switch w.Kind {
	case norm.FewCandidatePoints:
		return model.Tr(fmt.Sprintf("Норму КМС набрано, але кандидатських балів %d із потрібних %d: норма не зараховується.", w.Have, w.Need),
			fmt.Sprintf("The КМС norm was scored, but with %d of the %d candidate points needed it does not count.", w.Have, w.Need))
	case norm.PanelShort:
		return model.Tr("Норму набрано, але суддівська колегія не відповідає вимогам ЄСКУ (не менше 3 суддів потрібної категорії): норма не зараховується.",
			"The norm was scored, but the judging panel falls short of ЄСКУ (at least 3 judges of the category required): it does not count.")
	case norm.FewGames:
		return model.Tr(fmt.Sprintf("Зіграно %d партій, менше за %d: норму слід перевірити.", w.Have, w.Need),
			fmt.Sprintf("%d games played, fewer than %d: check the norm.", w.Have, w.Need))
	case norm.SmallRoundRobin:
		return model.Tr(fmt.Sprintf("У коловому турнірі %d учасників, менше за %d.", w.Have, w.Need),
			fmt.Sprintf("The round robin has %d players, fewer than %d.", w.Have, w.Need))
	}
	return ""
}

// LevelUk names a norm in Ukrainian as a certificate writes it.
func LevelUk(l season.Level) string {
	switch l {
	case season.Level4:
		return "IV розряд"
	case season.Level3:
		return "III розряд"
	case season.Level2:
		return "II розряд"
	case season.Level1:
		return "I розряд"
	case season.LevelCMSPoints:
		return "кандидатський бал"
	case season.LevelCMS:
		return "КМС"
	}
	return string(l)
}

// LevelName names a norm in the interface language.
func LevelName(l season.Level) string { return model.Tr(LevelUk(l), levelEn(l)) }

// levelEn names a norm in English.
func levelEn(l season.Level) string {
	switch l {
	case season.Level4:
		return "4th razryad"
	case season.Level3:
		return "3rd razryad"
	case season.Level2:
		return "2nd razryad"
	case season.Level1:
		return "1st razryad"
	case season.LevelCMSPoints:
		return "candidate point"
	case season.LevelCMS:
		return "КМС (candidate master)"
	}
	return string(l)
}

// PrizeError is err as the director reads it: a *prize.Error worded
// (Invalid, naming the prize), any other error unchanged.
func PrizeError(op string, err error) error {
	var pe *prize.Error
	if !errors.As(err, &pe) {
		return err
	}
	var uk, en string
	switch pe.Problem {
	case prize.BadPlace:
		uk, en = fmt.Sprintf("Приз %d: місце %d має бути від 1.", pe.Prize, pe.Place), fmt.Sprintf("Prize %d: place %d must be 1 or more.", pe.Prize, pe.Place)
	case prize.NegativeAmount:
		uk, en = fmt.Sprintf("Приз %d: сума не може бути від'ємною.", pe.Prize), fmt.Sprintf("Prize %d: the amount cannot be negative.", pe.Prize)
	case prize.PlaceTwice:
		uk, en = fmt.Sprintf("Приз %d: місце %d у заліку «%s» вже є.", pe.Prize, pe.Place, pe.Category),
			fmt.Sprintf("Prize %d: place %d of %q is listed twice.", pe.Prize, pe.Place, pe.Category)
	case prize.BadSplit:
		uk, en = fmt.Sprintf("Правило поділу «%s»: hort або equal.", pe.Split), fmt.Sprintf("Split rule %q: hort or equal.", pe.Split)
	default:
		uk, en = "Список призів неправильний.", "The prize list is not valid."
	}
	return model.Errorf(model.Invalid, op, uk, en, err)
}
