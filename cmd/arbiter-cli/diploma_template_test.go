package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model/diplomas"
	"arbiter/storage"
)

// diploma-template sets a tournament's template from the options given;
// print diplomas prints with it, the blank mode prints only the fields and
// the calibration page prints; a file that is not an image is refused and
// changes nothing; reset goes back to the Academy's 2010 wording. The
// season's diplomas and medal list print from --season.
func TestDiplomaTemplateCommand(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "a.db")
	if code, _, errs := cli(t, "--db", db, "demo-season"); code != exitOK {
		t.Fatalf("demo-season: %s", errs)
	}
	code, out, errs := cli(t, "--db", db, "diploma-template", "--tournament", "1")
	if code != exitOK || !strings.Contains(out, "source\tdefault") || !strings.Contains(out, "degree1\tДиплом I ступеня") {
		t.Fatalf("show: exit %d %q %q", code, out, errs)
	}
	code, out, errs = cli(t, "--db", db, "diploma-template", "--tournament", "1", "set", "--organisation", "ШК «Гамбіт»",
		"--emblem", "../../assets/icon.png", "--sign2", "Головний суддя|Бойко О. І.", "--city", "Бровари")
	if code != exitOK || !strings.Contains(out, "source\ttournament") || !strings.Contains(out, "emblem\tpng") ||
		!strings.Contains(out, "sign2\tГоловний суддя|Бойко О. І.") {
		t.Fatalf("set: exit %d %q %q", code, out, errs)
	}
	pdf := filepath.Join(dir, "d.pdf")
	if code, _, errs := cli(t, "--db", db, "print", "diplomas", "--tournament", "1", "-o", pdf); code != exitOK {
		t.Fatalf("print diplomas: %s", errs)
	}
	text := pdfText(t, pdf)
	for _, want := range []string{"ШК «Гамбіт»", "Головний суддя", "Бойко О. І.", "Бровари", "Диплом I ступеня"} {
		if !strings.Contains(text, want) {
			t.Errorf("the diplomas lack %q", want)
		}
	}
	code, _, errs = cli(t, "--db", db, "diploma-template", "--tournament", "1", "set", "--emblem", db)
	if code != exitBadInput || !strings.Contains(errs, "PNG") {
		t.Errorf("a data file as the emblem: exit %d, %q", code, errs)
	}
	if _, out, _ = cli(t, "--db", db, "diploma-template", "--tournament", "1"); !strings.Contains(out, "emblem\tpng") {
		t.Errorf("the refused emblem changed the template: %q", out)
	}
	code, out, errs = cli(t, "--db", db, "diploma-template", "--tournament", "1", "set", "--blank", "on", "--offset", "name=-2.5,1")
	if code != exitOK || !strings.Contains(out, "offset\tname=-2.5,1") {
		t.Fatalf("blank: exit %d %q %q", code, out, errs)
	}
	if code, _, errs := cli(t, "--db", db, "print", "diplomas", "--tournament", "1", "-o", pdf); code != exitOK {
		t.Fatalf("print blanks: %s", errs)
	}
	if text := pdfText(t, pdf); strings.Contains(text, "ШК «Гамбіт»") || strings.Contains(text, "Головний суддя") || !strings.Contains(text, "за 1 місце") {
		t.Errorf("a blank prints more than its fields:\n%s", text)
	}
	cal := filepath.Join(dir, "cal.pdf")
	if code, _, errs := cli(t, "--db", db, "print", "diploma-calibration", "--tournament", "1", "-o", cal); code != exitOK ||
		!strings.Contains(pdfText(t, cal), "зсув -2,5 мм") && !strings.Contains(pdfText(t, cal), "зсув −2,5 мм") {
		t.Errorf("calibration page: exit %d %s\n%s", code, errs, pdfText(t, cal))
	}
	if code, out, _ := cli(t, "--db", db, "diploma-template", "--tournament", "1", "reset"); code != exitOK || !strings.Contains(out, "source\tdefault") {
		t.Errorf("reset: %q", out)
	}
	if code, _, errs := cli(t, "--db", db, "diploma-template", "--tournament", "1", "set", "--offset", "name=a,b"); code != exitBadInput || !strings.Contains(errs, "X,Y") {
		t.Errorf("a bad offset: exit %d %q", code, errs)
	}
	for _, kind := range []string{"season-medals", "season-diplomas"} {
		out := filepath.Join(dir, kind+".pdf")
		if code, _, errs := cli(t, "--db", db, "print", kind, "--season", "2010", "-o", out); code != exitOK {
			t.Errorf("print %s: %s", kind, errs)
		} else if b, _ := os.ReadFile(out); len(b) < 1000 {
			t.Errorf("%s: %d bytes", kind, len(b))
		}
	}
	if code, _, errs := cli(t, "--db", db, "print", "season-medals", "--tournament", "1", "-o", pdf); code != exitBadInput {
		t.Errorf("season-medals with --tournament: exit %d %q", code, errs)
	}
}

// demo-tournament --date dates the demo tournament, so make docs draws the
// same pictures every day; print sub-standings prints one sub-table by key
// or title, and names the ones there are when asked for another.
func TestDemoDateAndSubStandings(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "a.db")
	if code, _, errs := cli(t, "--db", db, "demo-tournament", "--players", "16", "--date", "2026-11-29"); code != exitOK {
		t.Fatalf("demo-tournament: %s", errs)
	}
	if _, out, _ := cli(t, "--db", db, "tournament", "list"); !strings.Contains(out, "2026-11-29") {
		t.Errorf("the demo tournament is not dated 2026-11-29: %q", out)
	}
	if code, _, errs := cli(t, "--db", db, "demo-tournament", "--date", "2026-13-40"); code != exitBadInput || !strings.Contains(errs, "--date") {
		t.Errorf("a bad --date: exit %d %q", code, errs)
	}
	out := filepath.Join(dir, "sub.pdf")
	for _, group := range []string{"u14", "До 14 років"} {
		if code, _, errs := cli(t, "--db", db, "print", "sub-standings", "--tournament", "1", "--group", group, "-o", out); code != exitOK {
			t.Fatalf("sub-standings %s: %s", group, errs)
		}
		if text := pdfText(t, out); !strings.Contains(text, "— До 14 років") || !strings.Contains(text, "Дата: 29.11.2026") {
			t.Errorf("sub-standings %s:\n%s", group, text)
		}
	}
	if code, _, errs := cli(t, "--db", db, "print", "sub-standings", "--tournament", "1", "--group", "u99", "-o", out); code != exitBadInput || !strings.Contains(errs, "girls (Дівчата)") {
		t.Errorf("an unknown group: exit %d %q", code, errs)
	}
}

// A 0-byte file is refused as an emblem (not taken as "no emblem"); an
// emblem kept before templates were checked to the last pixel (a PNG cut
// to 60 bytes) never makes print diplomas panic: the diplomas print
// without it, exit 0, and stderr says why.
func TestDiplomaBadEmblem(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "a.db")
	if code, _, errs := cli(t, "--db", db, "demo-season"); code != exitOK {
		t.Fatalf("demo-season: %s", errs)
	}
	empty := filepath.Join(dir, "empty.png")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := cli(t, "--db", db, "diploma-template", "--tournament", "1", "set", "--emblem", empty)
	if code != exitBadInput || !strings.Contains(errs, "0 байтів") {
		t.Errorf("a 0-byte emblem: exit %d, %q", code, errs)
	}
	icon, err := os.ReadFile("../../assets/icon.png")
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.png")
	if err := os.WriteFile(cut, icon[:60], 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = cli(t, "--db", db, "diploma-template", "--tournament", "1", "set", "--emblem", cut)
	if code != exitBadInput || !strings.Contains(errs, "пошкоджене або неповне") {
		t.Errorf("a PNG cut to 60 bytes: exit %d, %q", code, errs)
	}
	// as an older version stored it
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	tpl := diplomas.Academy2010()
	tpl.Emblem = icon[:60]
	err = st.Diplomas().DiplomaTx(context.Background(), func(tx diplomas.Tx) error {
		return tx.SaveTemplate(context.Background(), diplomas.TournamentOwner(1), tpl)
	})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(dir, "d.pdf")
	code, _, errs = cli(t, "--db", db, "print", "diplomas", "--tournament", "1", "-o", pdf)
	if code != exitOK || !strings.Contains(errs, "без емблеми") {
		t.Fatalf("print diplomas with a cut emblem: exit %d, %q", code, errs)
	}
	if text := pdfText(t, pdf); !strings.Contains(text, "Диплом I ступеня") {
		t.Errorf("the diplomas:\n%s", text)
	}
}
