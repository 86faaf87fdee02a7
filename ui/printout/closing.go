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

func header(t model.Tournament) []string {
	return []string{t.Name, "Дата: " + t.StartDate.Display()}
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
func Treasury(tr *closing.Treasury) *pdf.Document {
	d := &pdf.Document{
		Stem: "скарбник", Title: "Звіт скарбника",
		Header: header(tr.Tournament), FontSize: 10, Portrait: true,
		Columns: []pdf.Column{
			{Title: "№", Align: pdf.Right}, {Title: "Учасник", Flex: true, Name: true},
			{Title: "Внесок, грн", Align: pdf.Right}, {Title: "Сплачено, грн", Align: pdf.Right},
			{Title: "Борг, грн", Align: pdf.Right}, {Title: "Примітка", Flex: true, Small: true},
		},
		Footer: "Скарбник ____________________",
	}
	for _, r := range tr.Rows {
		d.Rows = append(d.Rows, []string{strconv.Itoa(r.StartNo), r.Name, pdf.Money(100 * r.Due), pdf.Money(100 * r.Paid),
			pdf.Money(100 * r.Owed), r.Note.In(i18n.Uk)})
	}
	schedule := "внески введено вручну"
	if tr.Money.Schedule != nil {
		schedule = "схема внесків: " + tr.Money.Schedule.Name
	}
	d.Notes = []string{
		fmt.Sprintf("Разом: внески %s грн, сплачено %s грн, борг %s грн (%s).", pdf.Money(100*tr.Due), pdf.Money(100*tr.Paid),
			pdf.Money(100*tr.Owed), schedule),
		FundLine(tr),
		fmt.Sprintf("Призи за положенням: %s грн.", pdf.Money(100*tr.Prizes)),
	}
	if !tr.Warning.IsZero() {
		d.Notes = append(d.Notes, "Увага: "+tr.Warning.In(i18n.Uk))
	}
	if !tr.FeeWarning.IsZero() {
		d.Notes = append(d.Notes, "Увага: "+tr.FeeWarning.In(i18n.Uk))
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
func PrizeList(pl *closing.PrizeList) *pdf.Document {
	d := &pdf.Document{
		Stem: "призи", Title: "Призовий список",
		Header: header(pl.Tournament), FontSize: 11, Portrait: true,
		Columns: []pdf.Column{
			{Title: "Залік", Flex: true}, {Title: "Місце", Align: pdf.Center}, {Title: "№", Align: pdf.Right},
			{Title: "Учасник", Flex: true, Name: true, Bold: true}, {Title: "Сума, грн", Align: pdf.Right},
			{Title: "Примітка", Flex: true, Small: true},
		},
		Footer: "Головний суддя ____________________",
	}
	for _, r := range pl.Rows {
		cat := r.Category
		if cat == "" {
			cat = "Загальний залік"
		}
		d.Rows = append(d.Rows, []string{cat, r.Place, strconv.Itoa(r.StartNo), r.Name, pdf.Money(r.Kopiykas), r.Note.In(i18n.Uk)})
	}
	rule := "Гравці, що поділили місця за очками, ділять призи за системою Хорта: половину призів спільних місць ділять порівну, " +
		"половину — за місцями за додатковими показниками; кого додаткові показники не розділяють, отримують порівну"
	switch pl.Split {
	case prize.Equal:
		rule = "Гравці, що поділили місця за очками, ділять призи порівну: призи спільних місць додають і ділять порівну"
	case prize.Place:
		rule = "Приз іде за місцем, яке визначають очки, а за їх рівності — додаткові показники, без поділу; " +
			"порівну ділять лише ті, кого додаткові показники не розділяють"
	}
	d.Notes = []string{
		fmt.Sprintf("Разом: %s грн із призового фонду %s грн.", pdf.Money(pl.Total), pdf.Money(pl.Fund)),
		rule + ". Кожен отримує лише найвищий із належних йому призів.",
	}
	if !pl.Warning.IsZero() {
		d.Notes = append(d.Notes, "Увага: "+pl.Warning.In(i18n.Uk))
	}
	return d
}
