package main

// fee: the entry fee a fee schedule sets for one player (README "Entry fees").
//
//	arbiter-cli fee --schedule ukr-2003|FILE.json --gender m|f --rating R [--title T] [--exempt KEY]

import (
	"fmt"
	"os"
	"strconv"

	"arbiter/engine/fee"
	"arbiter/model"
	"arbiter/model/closing"
)

func init() {
	register(command{
		name:    "fee",
		summary: "the entry fee of a fee schedule (--schedule ukr-2003 --gender m|f --rating R [--title T])",
		run:     runFee,
	})
}

var feeSpec = cmdSpec{name: "fee", dash: anyDash, opts: []option{
	strOpt("schedule", "ukr-2003|FILE.json", "the fee schedule: the built-in one or a JSON file").required(),
	strOpt("gender", "m|f", "the player's gender").required(),
	strOpt("rating", "R", "the rating: 0 unrated, or 1000 to 3000").required(),
	strOpt("title", "T", "the title as in the registry (GM, IM, WGM, FM, КМС, 1 …)"),
	strOpt("exempt", "KEY", "one of the schedule's exemptions the director ticks (ukr-2003: medal-2002, regional-champion, national-team, u20-champion-2003)"),
}, about: `Prints the fee in whole hryvnias (0 for an exempt player, with the reason
on standard error). Exit 2 where the schedule sets no fee or the rating is
in no band.`}

func runFee(e *env, args []string) int {
	_, o, code, stop := feeSpec.read(e, args)
	if stop {
		return code
	}
	s, code := loadSchedule(e, o["schedule"])
	if s == nil {
		return code
	}
	g := o["gender"]
	if g != "m" && g != "f" {
		return badArg(e, model.Msg("Gender %q: m or f.", g))
	}
	r, err := strconv.Atoi(o["rating"])
	if err != nil || r < 0 || (r > 0 && r < 1000) || r > 3000 {
		return badArg(e, model.Msg("Rating %q: 0 (unrated) or 1000 to 3000.", o["rating"]))
	}
	title, ok := model.NormalizeTitle(o["title"])
	if !ok {
		return badArg(e, model.Msg("Unknown title or razryad %q.", o["title"]))
	}
	got, err := s.Due(fee.Player{Gender: g, Rating: r, Title: title}, o["exempt"])
	if err != nil {
		return feeError(e, err)
	}
	fmt.Fprintln(e.stdout, got.Hryvnias)
	if got.Exempt {
		fmt.Fprintln(e.stderr, e.lang.Tr("exempt from the fee: %s", closing.FeeReason(got.Reason)))
	}
	return exitOK
}

// loadSchedule reads a built-in schedule by key or a JSON file.
func loadSchedule(e *env, name string) (*fee.Schedule, int) {
	if s := fee.Builtin(name); s != nil {
		return s, exitOK
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, badArg(e, model.Msg("No fee schedule %q: the built-in one is ukr-2003, else give a JSON file.", name))
	}
	s, err := fee.Parse(data)
	if err != nil {
		return nil, badArg(e, model.Msg("%s: %s", name, model.MessageText(closing.FeeError("fee", err))))
	}
	return s, exitOK
}

// feeError reports a refusal of the schedule (worded by model/closing).
func feeError(e *env, err error) int {
	return badArg(e, model.MessageText(closing.FeeError("fee", err)))
}
