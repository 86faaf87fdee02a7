package main

// money: a tournament's entry fees, prize fund and prizes (model/closing,
// engine/fee, engine/prize; README "Entry fees", "Prize fund and prizes").
//
//	arbiter-cli --db F money show ID
//	arbiter-cli --db F money set ID [--schedule ukr-2003|FILE.json|none] [--fund-percent P] [--sponsors N] [--split hort|equal|place]
//	arbiter-cli --db F money fee ID PLAYER [--exempt KEY] [--fee N --reason TEXT]
//	arbiter-cli --db F money paid ID PLAYER
//	arbiter-cli --db F money unpaid ID PLAYER
//	arbiter-cli --db F money prizes ID [--set "1=8000,2=5000,girls:1=1000"]
//	arbiter-cli --db F money prize-list ID

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"arbiter/engine/money"
	"arbiter/engine/prize"
	"arbiter/model"
	"arbiter/model/closing"

	"arbiter/model/i18n"
)

func init() {
	register(command{name: "money", summary: "entry fees, treasurer's report, prize fund and prizes of a tournament", run: runMoney})
}

// moneySubs are the sub-commands of money.
var moneySubs = map[string]subArgs{
	"show": {args: "ID", min: 1, max: 1, about: "The treasurer's report: fees due, paid, owed; the prize fund."},
	"set": {opts: []option{
		strOpt("schedule", "ukr-2003|FILE.json|none", "the fee schedule: built in, a JSON file, or none"),
		strOpt("fund-percent", "P", "the share of the fees that goes to the prize fund, in per cent"),
		strOpt("sponsors", "N", "the sponsors' money in the prize fund, in hryvnias"),
		strOpt("split", "hort|equal|place", "how tied players share prizes (default: the schedule's; place: by the tie-break place)"),
	}, args: "ID", min: 1, max: 1},
	"fee": {opts: []option{
		strOpt("exempt", "KEY", "one of the schedule's exemptions"),
		strOpt("fee", "N", "the fee in hryvnias, instead of the schedule's (with --reason)"),
		strOpt("reason", "TEXT", "why the fee differs from the schedule"),
	}, args: "ID PLAYER", min: 2, max: 2},
	"paid":       {args: "ID PLAYER", min: 2, max: 2, about: "Marks the player's fee paid (PLAYER: the player's id)."},
	"unpaid":     {args: "ID PLAYER", min: 2, max: 2, about: "Marks the player's fee unpaid."},
	"prizes":     {opts: []option{strOpt("set", `"1=8000,2=5000,girls:1=1000"`, "replace the prizes: place=amount, category:place=amount")}, args: "ID", min: 1, max: 1},
	"prize-list": {args: "ID", min: 1, max: 1, about: "Who gets which prize, tied players sharing."},
}

const moneyNote = `With a fee schedule, "tournament register" fills in each fee from it;
choosing or changing the schedule with "money set" recomputes every unpaid
fee (paid ones are kept and named when they differ) and says how many changed.`

func runMoney(e *env, args []string) int {
	pos, o, code, stop := subCommand(e, "money", moneySubs, moneyNote, args)
	if stop {
		return code
	}
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx, cs := context.Background(), svc.Closing
	switch args[0] {
	case "show":
		t, err := cs.Treasury(ctx, id)
		if err != nil {
			return e.report(err)
		}
		writeTreasury(e.lang, e.stdout, t)
	case "set":
		return moneySet(e, cs, id, o)
	case "fee":
		n, ok := posInt(e, pos[1], e.lang.Tr("Player ID"))
		if !ok {
			return exitBadInput
		}
		c := closing.FeeChoice{Exemption: o["exempt"], Reason: o["reason"]}
		if s, set := o["fee"]; set {
			v, err := strconv.Atoi(s)
			if err != nil {
				return badArg(e, model.Msg("The fee %q must be whole hryvnias.", s))
			}
			c.Override = &v
		}
		got, err := cs.SetFee(ctx, id, model.PlayerID(n), c)
		if err != nil {
			return e.report(err)
		}
		fmt.Fprintln(e.stdout, got)
	case "paid", "unpaid":
		n, ok := posInt(e, pos[1], e.lang.Tr("Player ID"))
		if !ok {
			return exitBadInput
		}
		p, err := cs.SetPaid(ctx, id, model.PlayerID(n), args[0] == "paid")
		if err != nil {
			return e.report(err)
		}
		state := e.lang.Tr("unpaid")
		if p.Paid {
			state = e.lang.Tr("paid")
		}
		fmt.Fprintf(e.stdout, "%d\t%s\t%d\t%s\n", p.StartNo, model.SpreadsheetCell(p.Player.FullName()), p.Fee, state)
	case "prizes":
		if s, set := o["set"]; set {
			ps, err := closing.ParsePrizes(s)
			if err != nil {
				return e.report(err)
			}
			w, err2 := cs.SetPrizes(ctx, id, ps)
			if err2 != nil {
				return e.report(err2)
			}
			if !w.IsZero() {
				fmt.Fprintln(e.stderr, "arbiter-cli:", w.In(e.lang))
			}
		}
		ps, err := cs.Prizes(ctx, id)
		if err != nil {
			return e.report(err)
		}
		for _, p := range ps {
			cat := p.Category
			if cat == "" {
				cat = e.lang.Tr("overall")
			}
			fmt.Fprintf(e.stdout, "%s\t%d\t%d\n", cat, p.Place, p.Amount)
		}
	case "prize-list":
		pl, err := cs.PrizeList(ctx, id)
		if err != nil {
			return e.report(err)
		}
		writePrizeList(e.lang, e.stdout, pl)
		if !pl.Warning.IsZero() {
			fmt.Fprintln(e.stderr, "arbiter-cli:", pl.Warning.In(e.lang))
		}
	}
	return exitOK
}

func moneySet(e *env, cs *closing.Service, id model.TournamentID, o map[string]string) int {
	ctx := context.Background()
	m, err := cs.Money(ctx, id)
	if err != nil {
		return e.report(err)
	}
	if s, set := o["schedule"]; set {
		if s == "none" {
			m.Schedule = nil
		} else {
			sch, code := loadSchedule(e, s)
			if sch == nil {
				return code
			}
			m.Schedule = sch
			m.FundPercent = sch.FundPercent
			if sch.PrizeSplit != "" {
				m.Split = prize.Split(sch.PrizeSplit) // ukr-2003: by place (seed 003 §4–§5); --split overrides
			}
		}
	}
	for _, k := range []struct {
		name string
		to   *int
	}{{"fund-percent", &m.FundPercent}, {"sponsors", &m.Sponsors}} {
		if s, set := o[k.name]; set {
			v, err := strconv.Atoi(s)
			if err != nil {
				return badArg(e, model.Msg("--%s %q must be a whole number.", k.name, s))
			}
			*k.to = v
		}
	}
	if s, set := o["split"]; set {
		m.Split = prize.Split(s)
	}
	u, err := cs.SetMoney(ctx, m)
	if err != nil {
		return e.report(err)
	}
	key := e.lang.Tr("no schedule (fees by hand)")
	if m.Schedule != nil {
		key = m.Schedule.Key
	}
	fmt.Fprintf(e.stdout, "%s; %s %d%%; %s %s; %s %s\n", key, e.lang.Tr("to the prize fund"), m.FundPercent, e.lang.Tr("sponsors, UAH"), money.Hryvnias(m.Sponsors), e.lang.Tr("split"), m.Split)
	if t := u.Text(); !t.IsZero() {
		fmt.Fprintln(e.stdout, t.In(e.lang))
	}
	return exitOK
}

func writeTreasury(lang i18n.Lang, w io.Writer, t *closing.Treasury) {
	schedule := lang.Tr("fees by hand")
	if t.Money.Schedule != nil {
		schedule = lang.Tr("schedule ") + t.Money.Schedule.Key
	}
	fmt.Fprintf(w, "%s (%s)\n", t.Tournament.Name, schedule)
	fmt.Fprintln(w, lang.Tr("no\tplayer\tfee\tpaid\towed\tnote"))
	for _, r := range t.Rows {
		fmt.Fprintln(w, strings.Join(cellsSafe([]string{strconv.Itoa(r.StartNo), r.Name, strconv.Itoa(r.Due), strconv.Itoa(r.Paid),
			strconv.Itoa(r.Owed), r.Note.In(lang)}), "\t"))
	}
	fmt.Fprintf(w, "%s\t%d\t%d\t%d\n", lang.Tr("Total (a sum)"), t.Due, t.Paid, t.Owed)
	// the sentences in the one money notation, «3 000,00 грн»
	// (engine/money.Text); the table above stays plain numbers for a
	// spreadsheet (README "Numbers on paper and on screen")
	fmt.Fprintf(w, "%s: %s %s (%d%% %s) + %s %s = %s %s\n", lang.Tr("Prize fund"), closing.Hryvnias(t.FromFees), lang.Tr("UAH"), t.Money.FundPercent, lang.Tr("of the fees paid"), lang.Tr("sponsors"),
		money.Hryvnias(t.Money.Sponsors), closing.Hryvnias(t.Fund), lang.Tr("UAH"))
	fmt.Fprintf(w, "%s: %s %s\n", lang.Tr("Prizes"), money.Hryvnias(t.Prizes), lang.Tr("UAH"))
	if !t.Warning.IsZero() {
		fmt.Fprintln(w, t.Warning.In(lang))
	}
	if !t.FeeWarning.IsZero() {
		fmt.Fprintln(w, t.FeeWarning.In(lang))
	}
}

func writePrizeList(lang i18n.Lang, w io.Writer, pl *closing.PrizeList) {
	rule := lang.Tr("Hort system (in a sentence)")
	switch pl.Split {
	case prize.Equal:
		rule = lang.Tr("equal split")
	case prize.Place:
		rule = lang.Tr("by the tie-break place, not shared")
	}
	fmt.Fprintf(w, "%s (%s)\n", pl.Tournament.Name, rule)
	fmt.Fprintln(w, lang.Tr("place\tcategory\tno\tplayer\tamount, UAH\tnote"))
	for _, r := range pl.Rows {
		fmt.Fprintln(w, strings.Join(cellsSafe([]string{r.Place, r.Category, strconv.Itoa(r.StartNo), r.Name, closing.Hryvnias(r.Kopiykas), r.Note.In(lang)}), "\t"))
	}
	fmt.Fprintf(w, "%s\t\t\t\t%s\n", lang.Tr("Total (a sum)"), closing.Hryvnias(pl.Total))
}
