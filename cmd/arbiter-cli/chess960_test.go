package main

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestCLIChess960: a Chess960 Swiss from the command line (FIDE C.02
// VCL4THP.13 Q222): created with --chess960, round 1's position drawn
// (the same seed draws the same), entered by hand, printed on the wall
// list, written in the TRF, and fixed once the round's first result is in.
func TestCLIChess960(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c960.db")
	c := func(want int, args ...string) string { return tcli(t, want, append([]string{"--db", db}, args...)...) }
	c(exitOK, "demo")
	c(exitOK, "tournament", "create", "--name", "Кубок Фішера", "--start", "2026-12-08", "--rounds", "4", "--chess960")
	c(exitOK, "tournament", "register", "1", "1", "2", "3", "4", "5", "6")
	if out := c(exitOK, "chess960", "show", "1"); out != "chess960\ton\n" {
		t.Errorf("show before any draw: %q", out)
	}
	line := regexp.MustCompile(`^chess960\ton\nround 1\tSP (\d+)\t([KQRBN]{8})\tdrawn\t[KQRBNPkqrbnp1-8/]+ w KQkq - 0 1\n$`)
	first := c(exitOK, "chess960", "draw", "1", "1", "--seed", "42")
	m := line.FindStringSubmatch(first)
	if m == nil || m[1] == "518" {
		t.Fatalf("draw: %q", first)
	}
	if again := c(exitOK, "chess960", "draw", "1", "1", "--seed", "42"); again != first {
		t.Errorf("the same seed drew %q, then %q", first, again)
	}
	if out := c(exitOK, "chess960", "set", "1", "1", "RNBQKBNR"); !strings.Contains(out, "round 1\tSP 518\tRNBQKBNR\tentered\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") {
		t.Errorf("set by rank: %q", out)
	}
	if out := c(exitOK, "chess960", "set", "1", "2", "959"); !strings.Contains(out, "round 2\tSP 959\tRKRNNQBB\tentered") || strings.Contains(out, "round 1") {
		t.Errorf("set round 2 by number: %q", out)
	}
	c(exitBadInput, "chess960", "set", "1", "1", "960")
	c(exitBadInput, "chess960", "set", "1", "1", "RNBQKBRN1")
	c(exitBadInput, "chess960", "draw", "1", "5") // 4 rounds
	c(exitBadInput, "chess960", "mark", "1", "maybe")

	c(exitOK, "tournament", "pair", "1")
	if out := c(exitBadInput, "chess960", "mark", "1", "off"); !strings.Contains(out, "1-й тур уже розподілено") {
		t.Errorf("unmark after pairing: %q", out)
	}
	pdf := filepath.Join(dir, "wall.pdf")
	c(exitOK, "print", "pairings", "--tournament", "1", "--round", "1", "-o", pdf)
	if text := pdfText(t, pdf); !strings.Contains(text, "Шахи960: позиція SP 518 — RNBQKBNR (♖♘♗♕♔♗♘♖)") {
		t.Errorf("the wall list lacks the position:\n%s", text)
	}
	for i, format := range []string{"trf16", "trf26"} {
		trf := c(exitOK, "tournament", "export-trf", "1", "--format", format)
		if !strings.Contains(trf, "### Chess960\n### Chess960 round 1: SP 518 RNBQKBNR\n### Chess960 round 2: SP 959 RKRNNQBB\n") {
			t.Errorf("%s export lacks the positions:\n%s", format, trf)
		}
		// an import reads them back (tournaments 2 and 3)
		file := filepath.Join(dir, format+".trf")
		c(exitOK, "tournament", "export-trf", "1", "--format", format, "--out", file)
		c(exitOK, "tournament", "import-trf", file, "--name", "Копія "+format)
		id := strconv.Itoa(2 + i)
		if out := c(exitOK, "chess960", "show", id); !strings.Contains(out, "chess960\ton\nround 1\tSP 518\tRNBQKBNR\tentered") || !strings.Contains(out, "round 2\tSP 959") {
			t.Errorf("%s imported as tournament %s: %q", format, id, out)
		}
	}
	c(exitOK, "tournament", "result", "1", "1", "1", "1-0")
	if out := c(exitBadInput, "chess960", "draw", "1", "1"); !strings.Contains(out, "У 1-му турі вже є результат") {
		t.Errorf("redraw after a result: %q", out)
	}
	if out := c(exitOK, "chess960", "show", "1"); !strings.Contains(out, "round 1\tSP 518") {
		t.Errorf("round 1 changed: %q", out)
	}

	// a knockout keeps no positions: refused before it is created
	c(exitBadInput, "tournament", "create", "--name", "Нокаут", "--start", "2026-12-08", "--system", "knockout", "--chess960")
	if out := c(exitOK, "tournament", "list"); strings.Contains(out, "Нокаут") {
		t.Errorf("the refused knockout was created:\n%s", out)
	}
	// the help names the commands and the option
	if out := tcli(t, exitOK, "chess960", "--help"); !strings.Contains(out, "chess960 draw") || !strings.Contains(out, "chess960 set") {
		t.Errorf("chess960 --help:\n%s", out)
	}
	if out := tcli(t, exitOK, "tournament", "create", "--help"); !strings.Contains(out, "--chess960") {
		t.Errorf("tournament create --help lacks --chess960:\n%s", out)
	}
}
