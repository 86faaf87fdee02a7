package printout

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine/prize"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/ui/pdf"

	"arbiter/model/i18n"
)

// The printouts of closing a qualifier: the norm report for
// the qualification commission, a norm certificate per player, the
// treasurer's report and the prize list, from model/closing's views.

func header(t model.Tournament) []string { return headerIn(i18n.Uk, t) }

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

// normUnofficial is the sentence every norm printout carries while the
// table is the unofficial default.
const normUnofficial = "Таблиця норм неофіційна: офіційну таблицю для дробового K (наказ 1305 від 24.04.2014 зі змінами) не знайдено; " +
	"використано метод коефіцієнта турніру з ../shared/rules/norms.md, який суддівська колегія може змінити."

// NormReport is the norm list of a tournament for the qualification
// commission: per player games, K, the norm checked with its share, the
// score needed and made, and whether the norm is fulfilled.
func NormReport(rep *closing.NormReport) *pdf.Document {
	d := &pdf.Document{
		Stem: "норми", Title: "Звіт про виконання розрядних норм",
		Header: header(rep.Tournament), FontSize: 9,
		Columns: []pdf.Column{
			{Title: "№", Align: pdf.Right}, {Title: "Учасник", Flex: true, Name: true}, {Title: "Звання", Align: pdf.Center},
			{Title: "Партій", Align: pdf.Right}, {Title: "K", Align: pdf.Right}, {Title: "Норма"},
			{Title: "Потрібно", Align: pdf.Right}, {Title: "Набрано", Align: pdf.Right}, {Title: "Виконано", Bold: true},
		},
		Footer: "Головний суддя ____________________",
	}
	for _, r := range rep.Rows {
		normCell, k, need, made := "—", "", "", ""
		if r.Check.Level != "" {
			normCell = fmt.Sprintf("%s (%s %%)", closing.LevelUk(r.Check.Level), tenths(r.Check.Pct))
			k, need, made = tenths(r.Check.K), halves(r.Check.Needed), "ні"
		}
		if r.Norm != "" {
			made = closing.LevelUk(r.Norm)
			if r.Check.First {
				made += " (1 місце)"
			}
		}
		d.Rows = append(d.Rows, []string{strconv.Itoa(r.StartNo), r.Name, r.Title, strconv.Itoa(r.Games), k, normCell, need,
			halves(r.Score), made})
		for _, w := range r.Warnings {
			d.Notes = append(d.Notes, fmt.Sprintf("№ %d: %s", r.StartNo, w))
		}
	}
	d.Notes = append([]string{fmt.Sprintf("Коефіцієнт турніру K = %s (учасників %d). Виконали норму: %d.", tenths(rep.FieldK),
		rep.Players, len(rep.Made()))}, d.Notes...)
	d.Notes = append(d.Notes, rep.PanelNoteUk())
	if name := chiefJudge(rep.Panel); name != "" {
		d.Footer += " " + name
	}
	if rep.Table.Unofficial {
		d.Notes = append(d.Notes, normUnofficial)
	}
	return d
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

// NormCertificates is one page per player who fulfilled a norm; signer
// "" is the recorded panel's chief judge.
func NormCertificates(rep *closing.NormReport, signer string) *pdf.Document {
	if signer == "" {
		signer = chiefJudge(rep.Panel)
	}
	d := &pdf.Document{Stem: "довідки-норми", Title: "Довідки про виконання норм"}
	t := rep.Tournament
	date := t.EndDate
	if !date.Valid() {
		date = t.StartDate
	}
	for _, r := range rep.Made() {
		how := fmt.Sprintf("%s з %d (потрібно %s, K %s)", halves(r.Score), r.Games, halves(r.Check.Needed), tenths(r.Check.K))
		if r.Check.First {
			how = fmt.Sprintf("1 місце, %s з %d (K %s)", halves(r.Score), r.Games, tenths(r.Check.K))
		}
		d.Diplomas = append(d.Diplomas, pdf.Diploma{Organisation: pdf.Academy, Award: "Довідка", Awarded: "видана",
			Name: r.Name, Place: "про виконання норми: " + closing.LevelUk(r.Norm) + " — " + how, Event: t.Name,
			Date: date.Display(), City: "Київ", Signatures: []pdf.Signature{{Role: "Головний суддя", Name: signer}}})
	}
	return d
}

// Treasury is the treasurer's report: fees due, paid and owed per player,
// the totals, the prize fund and the prizes.
func Treasury(tr *closing.Treasury) *pdf.Document { return TreasuryIn(i18n.Uk, tr) }

// TreasuryIn is Treasury in l, money with l's decimal mark.
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

// FundLine is the prize-fund sentence of the treasurer's report and the
// registration list (seed 003 §3: 70 % of the fees to the fund, 30 % to
// the development of chess).
func FundLine(tr *closing.Treasury) string { return FundLineIn(i18n.Uk, tr) }

// FundLineIn is FundLine in l (the registration list in the interface
// language).
func FundLineIn(l i18n.Lang, tr *closing.Treasury) string {
	m := func(k int) string { return pdf.MoneyIn(l, k) }
	return l.Tr("Prize fund: %d %% of the fees paid %s UAH + sponsors' money %s UAH = %s UAH; for the development of chess %s UAH.",
		tr.Money.FundPercent, m(tr.FromFees), m(100*tr.Money.Sponsors), m(tr.Fund), m(100*tr.Paid-tr.FromFees))
}

// PrizeList is the list of prizes given, with amounts.
func PrizeList(pl *closing.PrizeList) *pdf.Document { return PrizeListIn(i18n.Uk, pl) }

// PrizeListIn is PrizeList in l, money with l's decimal mark.
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
