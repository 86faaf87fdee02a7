package closing

// The words of engine/fee, engine/norm and engine/prize: their refusals
// (typed errors with the values they concern), the reasons a player pays
// no fee, the norm warnings and the names of the norms. The engine gives
// codes and values only; the director reads these sentences, in the
// interface language (the printouts use the Ukrainian names, LevelUk).

import (
	"encoding/json"
	"errors"
	"strings"

	"arbiter/engine/fee"
	"arbiter/engine/norm"
	"arbiter/engine/prize"
	"arbiter/engine/season"
	"arbiter/model"

	"arbiter/model/i18n"
)

// FeeError is err as the director reads it: a *fee.Error worded (Invalid,
// naming the schedule's row, band or title), any other error unchanged.
func FeeError(op string, err error) error {
	var fe *fee.Error
	if !errors.As(err, &fe) {
		return err
	}
	return model.Errorf(model.Invalid, op, feeText(fe), err)
}

func feeText(e *fee.Error) model.Text {
	switch e.Problem {
	case fee.UnknownExemption:
		return model.Msg("Schedule %q has no exemption %q.", e.Schedule, e.Exemption)
	case fee.NoFeeInBand:
		who := model.Msg("men (for whom)")
		if e.Gender == "f" {
			who = model.Msg("women (for whom)")
		}
		var band any = e.Band.Label()
		if e.Band.Unrated {
			band = model.Msg("unrated (a band)")
		}
		return model.Msg("Schedule %q sets no fee for %s in band %q; enter it by hand with a reason.", e.Schedule, who, band)
	case fee.RatingInNoBand:
		return model.Msg("Rating %d is in no band of schedule %q; enter the fee by hand with a reason.", e.Rating, e.Schedule)
	case fee.NoKey:
		return model.Msg("The fee schedule has no key.")
	case fee.TitleTwice:
		return model.Msg("Title %s appears twice.", e.Title)
	case fee.NegativeExemptionRating:
		return model.Msg("Title %s: the exemption rating cannot be negative.", e.Title)
	case fee.BadExemption:
		return model.Msg("Exemption %q is empty or repeated.", e.Exemption)
	case fee.BadFundPercent:
		return model.Msg("The prize-fund share %d%% must be 0 to 100.", e.Percent)
	case fee.Unreadable:
		return jsonText(model.Msg("The fee schedule file cannot be read"), e.Err)
	}
	where := model.Msg("Fee schedule row %d", e.Row)
	if e.Title != "" {
		where = model.Msg("Title %s, row %d", e.Title, e.Row)
	}
	b := e.Band
	var what model.Text
	switch e.Problem {
	case fee.NegativeFee:
		what = model.Msg("a fee cannot be negative.")
	case fee.SecondUnrated:
		what = model.Msg("a second unrated row.")
	case fee.BadBand:
		what = model.Msg("band %d–%d is not valid (from ≤ to, from 1).", b.From, b.To)
	case fee.BandOverlap:
		what = model.Msg("band %d–%d overlaps the previous one (to %d).", b.From, b.To, e.Prev)
	case fee.BandGap:
		what = model.Msg("a gap between the previous band (to %d) and this one (from %d).", e.Prev, b.From)
	default:
		what = model.Msg("the fee schedule is not valid.")
	}
	return model.Msg("%s: %s", where, what)
}

// jsonText says that a JSON file cannot be read and where: the field
// unknown or of the wrong type, or the character of a syntax error, from
// the decoder's error (never its own text).
func jsonText(file model.Text, err error) model.Text {
	field, offset := jsonProblem(err)
	switch {
	case field != "":
		return model.Msg("%s: field %q is unknown or has the wrong type.", file, field)
	case offset > 0:
		return model.Msg("%s: a JSON error near character %d (check the brackets, commas and quotes).", file, offset)
	}
	return model.Msg("%s: it is not JSON.", file)
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

// FeeReason says why a player pays no fee.
func FeeReason(r fee.Reason) model.Text {
	switch r.Kind {
	case fee.ExemptTicked:
		// The schedule's own words for its exemption, in both languages.
		return model.BilingualText(r.Exemption.Uk, r.Exemption.En)
	case fee.ExemptTitle:
		return model.Msg("title %s", r.Title)
	case fee.ExemptTitleRating:
		return model.Msg("title %s, rating %d ≥ %d", r.Title, r.Rating, r.From)
	}
	return model.Text{}
}

// NormError is err as the director reads it: a *norm.Error worded
// (Invalid, naming the row and its norm), any other error unchanged.
func NormError(op string, err error) error {
	var ne *norm.Error
	if !errors.As(err, &ne) {
		return err
	}
	return model.Errorf(model.Invalid, op, normText(ne), err)
}

// ParseNormTable reads a season's norm table from its JSON (the season's
// norm table dialog); a malformed table is refused in words (NormError).
func ParseNormTable(b []byte) (norm.Table, error) {
	t, err := norm.Parse(b)
	if err != nil {
		return t, NormError("SetNormTable", err)
	}
	return t, nil
}

func normText(e *norm.Error) model.Text {
	row := func(what model.Text) model.Text {
		return model.Msg("Norm table row %d (%s): %s", e.Row, levelCode(e.Level), what)
	}
	switch e.Problem {
	case norm.UnknownLevel:
		return model.Msg("Norm table row %d: unknown level %q (4, 3, 2, 1, cms-points, cms).", e.Row, e.Level)
	case norm.LevelRepeated:
		return row(model.Msg("the level is repeated."))
	case norm.NoScore:
		return row(model.Msg("no score (a share of 0.1 to 100 %)."))
	case norm.BadFloor:
		return row(model.Msg("the floor must be 0 to the norm's share."))
	case norm.NegativeSlope:
		return row(model.Msg("the slope cannot be negative."))
	case norm.BadK:
		return row(model.Msg("K must be −1 to 5."))
	case norm.NegativeSettings:
		return model.Msg("The norm table settings cannot be negative.")
	case norm.BadBasis:
		return model.Msg("K basis %q: field or opponents.", e.Basis)
	case norm.Unreadable:
		return jsonText(model.Msg("The norm table cannot be read"), e.Err)
	}
	return model.Msg("The norm table is not valid.")
}

// NormWarning words a norm warning.
func NormWarning(w norm.Warning) model.Text {
	switch w.Kind {
	case norm.FewCandidatePoints:
		return model.Msg("The КМС norm was scored, but with %d of the %d candidate points needed it does not count.", w.Have, w.Need)
	case norm.PanelShort:
		return model.Msg("The norm was scored, but the judging panel falls short of ЄСКУ (at least 3 judges of the category required): it does not count.")
	case norm.FewGames:
		return model.Msg("%d games played, fewer than %d: check the norm.", w.Have, w.Need)
	case norm.SmallRoundRobin:
		return model.Msg("The round robin has %d players, fewer than %d.", w.Have, w.Need)
	}
	return model.Text{}
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

// LevelName names a norm: LevelUk in Ukrainian, levelEn in English.
func LevelName(l season.Level) model.Text { return model.Msg("%s", levelName(l)) }

// levelName is a norm level in the language it is shown in.
type levelName season.Level

func (l levelName) In(lang model.Lang) string {
	if lang == i18n.En {
		return levelEn(season.Level(l))
	}
	return LevelUk(season.Level(l))
}

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
	var msg model.Text
	switch pe.Problem {
	case prize.BadPlace:
		msg = model.Msg("Prize %d: place %d must be 1 or more.", pe.Prize, pe.Place)
	case prize.NegativeAmount:
		msg = model.Msg("Prize %d: the amount cannot be negative.", pe.Prize)
	case prize.PlaceTwice:
		msg = model.Msg("Prize %d: place %d of %q is listed twice.", pe.Prize, pe.Place, pe.Category)
	case prize.BadSplit:
		msg = model.Msg("Split rule %q: hort, equal or place.", pe.Split)
	default:
		msg = model.Msg("The prize list is not valid.")
	}
	return model.Errorf(model.Invalid, op, msg, err)
}

// levelCode is a norm level in a message: its Ukrainian name (LevelUk), or
// its code in English.
type levelCode season.Level

func (l levelCode) In(lang model.Lang) string {
	if lang == i18n.En {
		return string(l)
	}
	return LevelUk(season.Level(l))
}
