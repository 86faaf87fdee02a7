package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestRatingsCLI(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "arbiter.db")
	csv := filepath.Join(dir, "players.csv")
	if err := os.WriteFile(csv, []byte("surname;name;latin_name;birth_date;gender;fide_id;rating\n"+
		"Коваленко;Іван;Kovalenko, Ivan;04.03.1998;m;14100010;2300\n"+
		"Шевченко;Оксана;;06.05.2000;f;14100029;2250\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := cli(t, "--db", db, "players", "import", csv); code != exitOK {
		t.Fatalf("players import: %d %s", code, errs)
	}
	list := "../../testdata/ratings/players_list_foa.txt"
	code, out, errs := cli(t, "--db", db, "ratings", "import-fide", "--period", "2026-11", list)
	if code != exitOK {
		t.Fatalf("import-fide: %d %s", code, errs)
	}
	for _, want := range []string{"players_list_foa.txt (combined, період 2026-11): гравців у списку 5; знайдено в реєстрі 2, оновлено 2",
		"розбіжність: Шевченко Оксана (FIDE 14100029): у списку рік народження 2001, у реєстрі 2000"} {
		if !strings.Contains(out, want) {
			t.Errorf("import-fide output lacks %q:\n%s", want, out)
		}
	}
	_, out, _ = cli(t, "--db", db, "players", "list", "--format", "tsv")
	if !strings.Contains(out, "Коваленко\tІван\t\tKovalenko, Ivan\t1998-03-04\tm\tUKR\tIM\t14100010\t2415\t") {
		t.Errorf("Kovalenko not updated:\n%s", out)
	}
	// An older list is refused until confirmed.
	code, _, errs = cli(t, "--db", db, "ratings", "import-fide", "--period", "2026-10", list)
	if code != exitBadInput || !strings.Contains(errs, "--allow-older") {
		t.Errorf("older list: %d %s", code, errs)
	}
	if code, _, errs = cli(t, "--db", db, "ratings", "import-fide", "--period", "2026-10", "--allow-older", list); code != exitOK {
		t.Errorf("older list confirmed: %d %s", code, errs)
	}
	code, out, _ = cli(t, "--db", db, "ratings", "find", "шевч")
	if code != exitOK || !strings.Contains(out, "14100029  Shevchenko, Oksana  UKR  F    WGM    2290      0      2210   2001  w") {
		t.Errorf("find: %d\n%s", code, out)
	}
	if code, _, errs = cli(t, "--db", db, "ratings", "find", "Zzz"); code != exitBadInput || !strings.Contains(errs, "немає гравця") {
		t.Errorf("find Zzz: %d %s", code, errs)
	}
	code, out, errs = cli(t, "--db", db, "ratings", "add", "--birth-date", "15.06.1969", "4600010")
	if code != exitOK || !strings.Contains(out, "Müller Jürgen, 15.06.1969") {
		t.Errorf("add: %d %s %s", code, out, errs)
	}
	if code, _, errs = cli(t, "--db", db, "ratings", "add", "4600010"); code != exitBadInput || !strings.Contains(errs, "уже є в реєстрі") {
		t.Errorf("add twice: %d %s", code, errs)
	}
	national := filepath.Join(dir, "ukr.csv")
	os.WriteFile(national, []byte("Прізвище,Ім'я,Рейтинг\nКоваленко,Іван,2350\nНевідомий,Гравець,1500\n"), 0o644)
	code, out, errs = cli(t, "--db", db, "ratings", "import-national", "--period", "2026-12", national)
	if code != exitOK || !strings.Contains(out, "рядків 2, оновлено гравців 1, не знайдено в реєстрі 1") || !strings.Contains(out, "ukr.csv:3: гравця немає в реєстрі") {
		t.Errorf("import-national: %d %s %s", code, out, errs)
	}
	if code, _, errs = cli(t, "--db", db, "ratings", "import-national", national); code != exitBadInput || !strings.Contains(errs, "період") {
		t.Errorf("import-national without period: %d %s", code, errs)
	}
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("hello\n"), 0o644)
	if code, _, errs = cli(t, "--db", db, "ratings", "import-fide", bad); code != exitBadInput || !strings.Contains(errs, "не список рейтингів ФІДЕ") {
		t.Errorf("import-fide of a text file: %d %s", code, errs)
	}
	if code, _, _ = cli(t, "--db", db, "ratings", "import-fide", "--kind", "bullet", list); code != exitBadInput {
		t.Errorf("--kind bullet: %d", code)
	}
}

// A three-player round robin: Бета beats the unrated Гамма (not rated),
// Альфа (2000) and Бета (1900) draw, Альфа beats Гамма (not rated). By
// table 8.1.2 Альфа expected 0.64: 20 × (0.5 − 0.64) = −2.8 → −3; Бета +3.
func TestRatingsChangesCLI(t *testing.T) {
	db := roundRobinOfThree(t, "T", "1", "=", "0")
	code, out, errs := cli(t, "--db", db, "ratings", "changes", "1")
	if code != exitOK {
		t.Fatalf("ratings changes: %d %s", code, errs)
	}
	for _, want := range []string{
		"1  Альфа Іван     2000  20       1     ½       0,64     -3  1900  1900",
		"2  Бета Петро     1900  20       1     ½       0,36     +3  2000  2000",
		"3  Гамма Олег        0  20       0",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("ratings changes lacks %q:\n%s", want, out)
		}
	}
	if code, _, _ := cli(t, "--db", db, "ratings", "changes", "9"); code != exitBadInput {
		t.Errorf("changes of a missing tournament: exit %d", code)
	}
}

// roundRobinOfThree is a data file with a three-player round robin (Альфа
// 2000, Бета 1900, Гамма unrated; numbers 2, 1, 3 by rating… as paired)
// named name, with the results of rounds 1, 2, … on board 1.
func roundRobinOfThree(t *testing.T, name string, results ...string) string {
	t.Helper()
	dir := t.TempDir()
	db := filepath.Join(dir, "arbiter.db")
	csv := filepath.Join(dir, "players.csv")
	os.WriteFile(csv, []byte("surname;name;birth_date;gender;fide_id;rating\nАльфа;Іван;01.01.1990;m;1001;2000\nБета;Петро;01.01.1991;m;1002;1900\nГамма;Олег;01.01.1992;m;;\n"), 0o644)
	steps := [][]string{
		{"players", "import", csv},
		{"tournament", "create", "--name", name, "--start", "2026-11-20", "--rounds", "3", "--system", "round-robin"},
		{"tournament", "register", "1", "1", "2", "3"},
		{"tournament", "pair", "1"},
	}
	for i, r := range results {
		steps = append(steps, []string{"tournament", "result", "1", strconv.Itoa(i + 1), "1", r})
	}
	for _, args := range steps {
		if code, _, errs := cli(t, append([]string{"--db", db}, args...)...); code != exitOK {
			t.Fatalf("%v: %d %s", args, code, errs)
		}
	}
	return db
}
