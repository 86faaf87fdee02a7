package printout

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine/prize"
	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/ui/pdf"

	"arbiter/model/i18n"
)

// The printouts of closing a qualifier: the norm report for
// the qualification commission, a norm certificate per player, the
// treasurer's report and the prize list, from model/closing's views.

func headerIn(l i18n.Lang, t model.Tournament) []string {
	return []string{t.Name, l.Tr("Date: %s", t.StartDate.Display())}
}

// tenths writes a value in tenths with the decimal comma: 44 → «4,4».
func tenths(v int) string {
	sign := ""
	if v < 0 {
		sign, v = "−", -v
	}
	return fmt.Sprintf("%s%d,%d", sign, v/10, v%10)
}

func halves(h int) string { return pdf.Points(h) }

// NormReportIn is the norm list of a tournament for the qualification
// commission, in the language l: per player games, K, the norm checked
// with its share, the score needed and made, and whether the norm is
// fulfilled; its words, the norm levels and the warnings from the
// catalogue, numbers with l's decimal mark, the names as typed.
func NormReportIn(l i18n.Lang, rep *closing.NormReport) *pdf.Document {
	tenths := func(v int) string { return model.NumberIn(l, tenths(v)) }
	d := &pdf.Document{
		Stem: l.Tr("norms"), Title: l.Tr("Report on the razryad norms fulfilled"), Lang: l,
		Header: headerIn(l, rep.Tournament), FontSize: 9,
		Columns: []pdf.Column{
			{Title: l.Tr("No."), Align: pdf.Right}, {Title: l.Tr("Participant"), Flex: true, Name: true}, {Title: l.Tr("Title"), Align: pdf.Center},
			{Title: l.Tr("Games"), Align: pdf.Right}, {Title: "K", Align: pdf.Right}, {Title: l.Tr("Norm (report)")},
			{Title: l.Tr("Needed (norm)"), Align: pdf.Right}, {Title: l.Tr("Scored (norm)"), Align: pdf.Right}, {Title: l.Tr("Fulfilled (norm)"), Bold: true},
		},
		Footer: l.Tr("Chief arbiter ____________________"),
	}
	for _, r := range rep.Rows {
		normCell, k, need, made := "—", "", "", ""
		if r.Check.Level != "" {
			normCell = l.Tr("%s (%s %%)", levelIn(l, r.Check.Level), tenths(r.Check.Pct))
			k, need, made = tenths(r.Check.K), halves(r.Check.Needed), l.Tr("no")
		}
		if r.Norm != "" {
			made = levelIn(l, r.Norm)
			if r.Check.First {
				made += l.Tr(" (1st place)")
			}
		}
		d.Rows = append(d.Rows, []string{strconv.Itoa(r.StartNo), r.Name, r.Title, strconv.Itoa(r.Games), k, normCell, need,
			halves(r.Score), made})
		for _, w := range r.Warnings {
			d.Notes = append(d.Notes, l.Tr("No. %d: %s", r.StartNo, w))
		}
	}
	d.Notes = append([]string{l.Tr("Tournament coefficient K = %s (%d participants). Fulfilled a norm: %d.", tenths(rep.FieldK),
		rep.Players, len(rep.Made()))}, d.Notes...)
	d.Notes = append(d.Notes, rep.PanelNote(l))
	if name := chiefJudge(rep.Panel); name != "" {
		d.Footer += " " + name
	}
	if rep.Table.Unofficial {
		d.Notes = append(d.Notes, l.Tr("The norm table is unofficial: the official table for a fractional K (order 1305 of 24.04.2014 as amended) was not found; the method of the tournament coefficient of ../shared/rules/norms.md is used, which the judging panel may change."))
	}
	return d
}

// levelIn is a norm level as the norm printouts name it in l
// (closing.LevelUk in Ukrainian).
func levelIn(l i18n.Lang, v season.Level) string {
	switch v {
	case season.Level4:
		return l.Tr("4th razryad")
	case season.Level3:
		return l.Tr("3rd razryad")
	case season.Level2:
		return l.Tr("2nd razryad")
	case season.Level1:
		return l.Tr("1st razryad")
	case season.LevelCMSPoints:
		return l.Tr("candidate point")
	case season.LevelCMS:
		return l.Tr("CMS (norm level)")
	}
	return closing.LevelUk(v)
}

// chiefJudge is the name of the recorded panel's chief judge (the first
// whose role is «головний суддя»), "" when there is none.
func chiefJudge(js []closing.Judge) string {
	for _, j := range js {
		if strings.HasPrefix(strings.ToLower(j.Role), "головний суддя") {
			return j.Name
		}
	}
	return ""
}

// NormCertificatesIn is one page per player who fulfilled a norm, in the
// language l; signer "" is the recorded panel's chief judge.
func NormCertificatesIn(l i18n.Lang, rep *closing.NormReport, signer string) *pdf.Document {
	tenths := func(v int) string { return model.NumberIn(l, tenths(v)) }
	if signer == "" {
		signer = chiefJudge(rep.Panel)
	}
	d := &pdf.Document{Stem: l.Tr("norm-certificates"), Title: l.Tr("Certificates of norms fulfilled"), Lang: l}
	t := rep.Tournament
	date := t.EndDate
	if !date.Valid() {
		date = t.StartDate
	}
	for _, r := range rep.Made() {
		how := l.Tr("%s of %d (needed %s, K %s)", halves(r.Score), r.Games, halves(r.Check.Needed), tenths(r.Check.K))
		if r.Check.First {
			how = l.Tr("1st place, %s of %d (K %s)", halves(r.Score), r.Games, tenths(r.Check.K))
		}
		d.Diplomas = append(d.Diplomas, pdf.Diploma{Organisation: pdf.OrganisationIn(l, pdf.Academy), Award: l.Tr("Certificate (norm)"), Awarded: l.Tr("issued to"),
			Name: r.Name, Place: l.Tr("of fulfilling the norm: %s — %s", levelIn(l, r.Norm), how), Event: t.Name,
			Date: date.Display(), City: l.Tr("Kyiv"), Signatures: []pdf.Signature{{Role: l.Tr("Chief arbiter"), Name: signer}}})
	}
	return d
}

// TreasuryIn is the treasurer's report in l: fees due, paid and owed per
// player, the totals, the prize fund and the prizes, money with l's
// decimal mark.
func TreasuryIn(l i18n.Lang, tr *closing.Treasury) *pdf.Document {
	money := func(k int) string { return pdf.MoneyIn(l, k) }
	d := &pdf.Document{
		Stem: l.Tr("treasurer"), Title: l.Tr("Treasurer's report"), Lang: l,
		Header: headerIn(l, tr.Tournament), FontSize: 10, Portrait: true,
		Columns: []pdf.Column{
			{Title: l.Tr("No."), Align: pdf.Right}, {Title: l.Tr("Participant"), Flex: true, Name: true},
			{Title: l.Tr("Fee, UAH"), Align: pdf.Right}, {Title: l.Tr("Paid, UAH"), Align: pdf.Right},
			{Title: l.Tr("Owing, UAH"), Align: pdf.Right}, {Title: l.Tr("Note"), Flex: true, Small: true},
		},
		Footer: l.Tr("Treasurer ____________________"),
	}
	for _, r := range tr.Rows {
		d.Rows = append(d.Rows, []string{strconv.Itoa(r.StartNo), r.Name, money(100 * r.Due), money(100 * r.Paid),
			money(100 * r.Owed), r.Note.In(l)})
	}
	schedule := l.Tr("fees typed by hand")
	if tr.Money.Schedule != nil {
		schedule = l.Tr("fee schedule: %s", tr.Money.Schedule.Name)
	}
	d.Notes = []string{
		l.Tr("In all: fees %s UAH, paid %s UAH, owing %s UAH (%s).", money(100*tr.Due), money(100*tr.Paid),
			money(100*tr.Owed), schedule),
		FundLineIn(l, tr),
		l.Tr("Prizes by the regulations: %s UAH.", money(100*tr.Prizes)),
	}
	if !tr.Warning.IsZero() {
		d.Notes = append(d.Notes, l.Tr("Attention: %s", tr.Warning))
	}
	if !tr.FeeWarning.IsZero() {
		d.Notes = append(d.Notes, l.Tr("Attention: %s", tr.FeeWarning))
	}
	return d
}

// FundLineIn is the prize-fund sentence of the treasurer's report and the
// registration list (seed 003 §3: 70 % of the fees to the fund, 30 % to
// the development of chess) in l (the registration list in the interface
// language).
func FundLineIn(l i18n.Lang, tr *closing.Treasury) string {
	m := func(k int) string { return pdf.MoneyIn(l, k) }
	return l.Tr("Prize fund: %d %% of the fees paid %s UAH + sponsors' money %s UAH = %s UAH; for the development of chess %s UAH.",
		tr.Money.FundPercent, m(tr.FromFees), m(100*tr.Money.Sponsors), m(tr.Fund), m(100*tr.Paid-tr.FromFees))
}

// PrizeListIn is the list of prizes given, with amounts, in l, money with
// l's decimal mark.
func PrizeListIn(l i18n.Lang, pl *closing.PrizeList) *pdf.Document {
	d := &pdf.Document{
		Stem: l.Tr("prizes"), Title: l.Tr("Prize list"), Lang: l,
		Header: headerIn(l, pl.Tournament), FontSize: 11, Portrait: true,
		Columns: []pdf.Column{
			{Title: l.Tr("Table"), Flex: true}, {Title: l.Tr("Place"), Align: pdf.Center}, {Title: l.Tr("No."), Align: pdf.Right},
			{Title: l.Tr("Participant"), Flex: true, Name: true, Bold: true}, {Title: l.Tr("Amount, UAH"), Align: pdf.Right},
			{Title: l.Tr("Note"), Flex: true, Small: true},
		},
		Footer: l.Tr("Chief arbiter ____________________"),
	}
	for _, r := range pl.Rows {
		cat := r.Category
		if cat == "" {
			cat = l.Tr("Overall")
		}
		d.Rows = append(d.Rows, []string{cat, r.Place, strconv.Itoa(r.StartNo), r.Name, pdf.MoneyIn(l, r.Kopiykas), r.Note.In(l)})
	}
	rule := l.Tr("Players who shared places on points share the prizes by the Hort system: half the prizes of the shared places are shared equally, half by the places of the tie-breaks; those the tie-breaks do not separate get equal shares")
	switch pl.Split {
	case prize.Equal:
		rule = l.Tr("Players who shared places on points share the prizes equally: the prizes of the shared places are added and shared equally")
	case prize.Place:
		rule = l.Tr("A prize goes with the place the points decide, and on equal points the tie-breaks, without sharing; only those the tie-breaks do not separate share equally")
	}
	d.Notes = []string{
		l.Tr("In all: %s UAH of the prize fund of %s UAH.", pdf.MoneyIn(l, pl.Total), pdf.MoneyIn(l, pl.Fund)),
		l.Tr("%s. Each gets only the highest of the prizes due to him.", rule),
	}
	if !pl.Warning.IsZero() {
		d.Notes = append(d.Notes, l.Tr("Attention: %s", pl.Warning))
	}
	return d
}
