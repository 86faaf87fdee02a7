package main

import (
	"fmt"

	"arbiter/model/fide"
)

// The confirmations of the FIDE-mode rules (Level 3 and 4 warnings) that
// many sub-commands take: their options, reading them, and the report
// that says which one to give.

// confirmOpts are the confirmations of fide.Ack.
func confirmOpts() []option {
	return []option{
		boolOpt("confirm", "confirm the warnings of Level 3 and 4"),
		boolOpt("confirm-again", "the second confirmation of leaving FIDE mode (with --confirm)"),
	}
}

func ackOf(o map[string]string) fide.Ack {
	return fide.Ack{Confirmed: o["confirm"] != "", Again: o["confirm-again"] != ""}
}

// reportFIDE reports err and, when it waits for a confirmation, says
// which option gives it.
func reportFIDE(e *env, err error) int {
	code := e.report(err)
	if p, ok := fide.AsPending(err); ok {
		hint := e.lang.Tr("Nothing was changed. Run the command again with --confirm.")
		if p.Step == 2 || fide.Need(p.Warnings) == 2 {
			hint = e.lang.Tr("Nothing was changed. Run the command again with --confirm --confirm-again.")
		}
		fmt.Fprintln(e.stderr, "arbiter-cli:", hint)
	}
	return code
}
