package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// boardLine is a board of printRound: board, White's number, …, Black's.
var boardLine = regexp.MustCompile(`(?m)^\s*\d+\s+(\d+) .*–\s+(\d+) `)

// TestVCL_Q63_PairManualCLI: the next round entered with pair-manual
// (FIDE C.02, VCL4THP.13 Q63–64): bad boards and an incomplete round are
// refused naming what is wrong; the engine's own round 2 entered by hand
// validates as the engine's; a rematch needs --confirm.
func TestVCL_Q63_PairManualCLI(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "8", "--rounds", "5", "--play", "1", "--seed", "3")
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "pair-manual", "1", "--pair", "1x2"); !strings.Contains(out, `"1x2"`) {
		t.Errorf("a bad board: %q", out)
	}
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "pair-manual", "1", "--pair", "1-2"); !strings.Contains(out, "(№ 3)") || !strings.Contains(out, "(№ 8) бракує в 2-му турі") {
		t.Errorf("an incomplete round: %q", out)
	}
	engine := tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	tcli(t, exitOK, "--db", db, "tournament", "unpair", "1")
	args := []string{"--db", db, "tournament", "pair-manual", "1"}
	for _, m := range boardLine.FindAllStringSubmatch(engine, -1) {
		args = append(args, "--pair", m[1]+"-"+m[2])
	}
	if len(args) != 5+2*4 {
		t.Fatalf("boards of round 2: %q", engine)
	}
	if out := tcli(t, exitOK, args...); !strings.Contains(out, "2-й тур складено вручну") {
		t.Errorf("pair-manual: %q", out)
	}
	for _, b := range []string{"1", "2", "3", "4"} {
		tcli(t, exitOK, "--db", db, "tournament", "result", "1", "2", b, "=")
	}
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "pair", "1"); !strings.Contains(out, "спершу затвердьте") {
		t.Errorf("pair while the round by hand is not validated: %q", out)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "validate-pairings", "1"); !strings.Contains(out, "це жеребкування програми") {
		t.Errorf("the engine's round by hand: %q", out)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "fide", "1"); !strings.Contains(out, "Ручне жеребкування\tround built by hand: ") {
		t.Errorf("history: %q", out)
	}
	// round 3 as round 2's rematches: Level 3 (C1)
	rematch := []string{"--db", db, "tournament", "pair-manual", "1"}
	for _, m := range boardLine.FindAllStringSubmatch(engine, -1) {
		rematch = append(rematch, "--pair", m[2]+"-"+m[1])
	}
	if out := tcli(t, exitBadInput, rematch...); !strings.Contains(out, "Рівень 3:") || !strings.Contains(out, "C1") || !strings.Contains(out, "--confirm") {
		t.Errorf("rematches without --confirm: %q", out)
	}
	tcli(t, exitOK, append(rematch, "--confirm")...)
}

// TestVCL_Q114_UndoEventCLI: undo-event without --confirm says what will
// be lost and changes nothing; with it the copy made before the round
// built by hand is back (round 2 unpaired, no event), and a second undo
// finds nothing to undo.
func TestVCL_Q114_UndoEventCLI(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "8", "--rounds", "5", "--play", "1", "--seed", "3")
	engine := tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	tcli(t, exitOK, "--db", db, "tournament", "unpair", "1")
	args := []string{"--db", db, "tournament", "pair-manual", "1"}
	for _, m := range boardLine.FindAllStringSubmatch(engine, -1) {
		args = append(args, "--pair", m[1]+"-"+m[2])
	}
	tcli(t, exitOK, args...)
	out := tcli(t, exitBadInput, "--db", db, "tournament", "undo-event", "1")
	if !strings.Contains(out, "Буде втрачено") || !strings.Contains(out, "подія: Ручне жеребкування, тур 2") || !strings.Contains(out, "--confirm") {
		t.Errorf("undo-event without --confirm: %q", out)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "fide", "1"); !strings.Contains(out, "Ручне жеребкування") {
		t.Errorf("the refusal changed the file: %q", out)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "undo-event", "1", "--confirm"); !strings.Contains(out, "Скасовано: Ручне жеребкування (тур 2)") || !strings.Contains(out, "-restore") {
		t.Errorf("undo-event: %q", out)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "fide", "1"); strings.Contains(out, "Ручне жеребкування") {
		t.Errorf("the event is still there: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1") // round 2 is not paired any more
	tcli(t, exitBadInput, "--db", db, "tournament", "undo-event", "1")
}

// TestVCL_Q63_NoPairingOffersByHand: 4 players after 3 rounds have all
// met (a round robin's worth, C.04.1 art. 2): `pair` says there is no
// legal pairing (exit 1) and prints the pair-manual command.
func TestVCL_Q63_NoPairingOffersByHand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "4", "--rounds", "4", "--play", "3", "--seed", "3")
	if out := tcli(t, exitNoPairing, "--db", db, "tournament", "pair", "1"); !strings.Contains(out, "tournament pair-manual 1 --pair") {
		t.Errorf("no offer of the round by hand: %q", out)
	}
}
