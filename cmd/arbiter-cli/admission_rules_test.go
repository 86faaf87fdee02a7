package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// admitRegistry writes a registry CSV and imports it into a new data file.
func admitRegistry(t *testing.T, csv string) string {
	t.Helper()
	dir := t.TempDir()
	db, file := filepath.Join(dir, "a.db"), filepath.Join(dir, "p.csv")
	if err := os.WriteFile(file, []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
	tcli(t, exitOK, "--db", db, "players", "import", file)
	return db
}

// tournament register: a player born after the first day is refused with
// the date named, even with --confirm-admission; --club and --coach declare
// the club and coach of this registration (the standings' club column).
func TestRegisterAgeAndDeclaredClub(t *testing.T) {
	db := admitRegistry(t, "surname;name;birth_date;gender;club;coach\n"+
		"Малюк;Іван;03.05.2020;m;Ферзь;\nПетренко;Олег;01.01.1990;m;Ферзь;Коваль Петро\nБойко;Ірина;01.01.1995;f;Гамбіт;Бойко Іван\n")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Кваліфікаційний", "--start", "2010-07-26", "--rounds", "7")
	for _, extra := range [][]string{nil, {"--confirm-admission"}} {
		_, errs := tcliErr(t, exitBadInput, append([]string{"--db", db, "tournament", "register", "1", "1"}, extra...)...)
		if !strings.Contains(errs, "дата народження 03.05.2020 пізніша за перший день турніру 26.07.2010") {
			t.Errorf("born 2020 %v: %s", extra, errs)
		}
	}
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "2", "--club", "Гамбіт", "--coach", "бойко іван")
	if out := tcli(t, exitOK, "--db", db, "tournament", "standings", "1"); !strings.Contains(out, "Петренко Олег\tГамбіт") {
		t.Errorf("declared club not in the standings:\n%s", out)
	}
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "register", "1", "3", "--coach", "Нікого"); !strings.Contains(errs, "немає тренера «Нікого»") {
		t.Errorf("unknown coach: %s", errs)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "register", "--help"); !strings.Contains(out, "--club CLUB") || !strings.Contains(out, "--coach COACH") {
		t.Errorf("register --help:\n%s", out)
	}
}

// Seed 004 §3 on the command line: with --one-team-per-club a second team
// of «Ферзь» is refused (kept with --confirm); --club-months 12 refuses a
// member who joined less than a year before the first day; the help says
// --boys/--girls are maxima.
func TestTeamClubRulesCommand(t *testing.T) {
	db := admitRegistry(t, "surname;name;birth_date;gender;club;club_since\n"+
		"Рік;Тест;01.01.2000;m;Шаховий клуб «Ферзь»;01.01.2009\nНовий;Тест;01.01.2000;m;Шаховий клуб «Ферзь»;01.12.2009\n")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "ДЮСШ", "--start", "2010-01-25", "--system", "team-swiss",
		"--boards", "2", "--rounds", "7", "--one-club", "--one-team-per-club", "--club-months", "12")
	ferz := "Шаховий клуб «Ферзь»"
	tcli(t, exitOK, "--db", db, "team", "create", "1", "Ферзь-1", "--club", ferz)
	tcli(t, exitOK, "--db", db, "team", "add", "1", "Ферзь-1", "1")
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "team", "add", "1", "Ферзь-1", "2"); !strings.Contains(errs, "член клубу з 01.12.2009, тобто менше ніж за 12 міс.") {
		t.Errorf("a member of less than a year: %s", errs)
	}
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "team", "create", "1", "Ферзь-2", "--club", ferz); !strings.Contains(errs, "уже має в турнірі команду «Ферзь-1»") {
		t.Errorf("a second team of the club: %s", errs)
	}
	tcli(t, exitOK, "--db", db, "team", "create", "1", "Ферзь-2", "--club", ferz, "--confirm")
	// without the rule (§19) two teams of a club are fine
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Кубок", "--start", "2010-12-01", "--system", "team-swiss",
		"--boards", "2", "--rounds", "8", "--one-club")
	tcli(t, exitOK, "--db", db, "team", "create", "2", "Ферзь-1", "--club", ferz)
	tcli(t, exitOK, "--db", db, "team", "create", "2", "Ферзь-2", "--club", ferz)
	help := strings.Join(strings.Fields(tcli(t, exitOK, "--db", db, "tournament", "create", "--help")), " ")
	for _, want := range []string{"at most N boys among the main players", "at most N girls among the main players", "--one-team-per-club", "--club-months N"} {
		if !strings.Contains(help, want) {
			t.Errorf("tournament create --help lacks %q", want)
		}
	}
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "create", "--name", "Без турів", "--start", "2010-12-01",
		"--system", "team-swiss", "--boards", "2"); !strings.Contains(errs, "(--rounds N)") {
		t.Errorf("a team Swiss without --rounds: %s", errs)
	}
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Без турів", "--start", "2010-12-01")
	if out := tcli(t, exitOK, "--db", db, "tournament", "list"); !strings.Contains(out, "Без турів\tswiss-dutch\t9\t") {
		t.Errorf("a Swiss without --rounds:\n%s", out)
	}
}

// Seed 004 §2 group «Б» (boys from the 1st razryad, girls from the 2nd) and
// §17's joint U18 event (boys 1600 for 1993–94, else 1900; girls 1450, else
// 1600), and «МС or higher» refusing an FM (§14).
func TestGirlsAdmissionCommand(t *testing.T) {
	db := admitRegistry(t, "surname;name;birth_date;gender;title;rating\n"+
		"Юнак;Другий;01.01.1995;m;2;\nДівчина;Друга;01.01.1995;f;2;\n"+
		"Юнак;Дев'яносто;01.06.1992;m;;1850\nДівчина;Дев'яносто;01.06.1992;f;;1650\nДівчина;Молодша;01.06.1993;f;;1440\n"+
		"Фіде;Майстер;01.01.1980;m;FM;2166\nМіжнародний;Майстер;01.01.1980;m;IM;2350\n")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Група Б", "--start", "2010-01-04", "--rounds", "9",
		"--min-title", "1", "--min-title-girls", "2")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "2")
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "register", "1", "1"); !strings.Contains(errs, "«2» нижчі за потрібний «1»") {
		t.Errorf("a 2nd-razryad boy: %s", errs)
	}
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Ю-18 і Д-18", "--start", "2010-11-01", "--rounds", "9",
		"--year-ratings", "1993-1994:1600, -1992:1900", "--year-ratings-girls", "1993-1994:1450, -1992:1600")
	tcli(t, exitOK, "--db", db, "tournament", "register", "2", "4")
	for id, want := range map[string]string{"3": "1850 нижчий за потрібні 1900 (для народжених у …1992)", "5": "1440 нижчий за потрібні 1450 (для дівчат, народжених у 1993–1994)"} {
		if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "register", "2", id); !strings.Contains(errs, want) {
			t.Errorf("player %s: %s, want %q", id, errs, want)
		}
	}
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Фінал", "--start", "2010-05-01", "--rounds", "9", "--min-rating", "2400", "--or-title", "МС")
	tcli(t, exitOK, "--db", db, "tournament", "register", "3", "7")
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "register", "3", "6"); !strings.Contains(errs, "або звання «МС» чи вище") {
		t.Errorf("an FM as «МС or higher»: %s", errs)
	}
}

// A TRF-2026 export carries the tie-break list (202) and an import of it
// ranks by that list again, not by the default.
func TestTRF2026TieBreaksReadBack(t *testing.T) {
	dir := t.TempDir()
	db := admitRegistry(t, "surname;name;birth_date;gender;rating\nАльфа;Іван;01.01.1990;m;2000\nБета;Петро;01.01.1991;m;1900\n"+
		"Гамма;Олег;01.01.1992;m;1800\nДельта;Ніна;01.01.1993;f;1700\n")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Осінь", "--start", "2026-11-20", "--rounds", "3", "--tiebreaks", "PS,BH,WIN")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1", "2", "3", "4")
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "1", "1", "1-0")
	trfFile := filepath.Join(dir, "autumn.trf")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1", "--format", "trf26", "--out", trfFile)
	tcli(t, exitOK, "--db", db, "tournament", "import-trf", trfFile, "--name", "Осінь (копія)")
	if out := tcli(t, exitOK, "--db", db, "tournament", "standings", "2"); !strings.Contains(strings.SplitN(out, "\n", 2)[0], "Очки\tPS\tBH\tWIN") {
		t.Errorf("imported standings do not follow 202 PS,BH,WIN:\n%s", out)
	}
}

// The season on the command line: a player aged 3 on the first day gets
// K_v 1 with the warning in Ukrainian; a coach declared with --coach counts
// for the coach table; a foreign club (clubs country … POL) is left out of
// the club table. By hand (TeamK 2, 1.8): Бойко Ірина R = 1 × 1 × K_v 1.2
// = 1.2, Петренко R = 1 × 1 × 1.1 = 1.1; coach «Бойко Іван», declared by
// both, F = 2 × 1.2 + 1.8 × 1.1 = 4.38.
func TestSeasonWarningsCoachesAndForeignClubs(t *testing.T) {
	db := admitRegistry(t, "surname;name;birth_date;gender;rating;club;coach\n"+
		"Малий;Андрій;01.01.2007;m;;Гамбіт;Бойко Іван\nПетренко;Олег;01.01.1990;m;1800;Ферзь;Коваль Петро\n"+
		"Бойко;Ірина;01.01.1995;f;1700;Гамбіт;Бойко Іван\nНовак;Ян;01.01.1985;m;1600;Варшава;Ковальський Ян\n")
	tcli(t, exitOK, "--db", db, "season", "create", "2010", "--empty")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Кваліфікаційний", "--start", "2010-07-26", "--rounds", "1", "--cup", "gold", "--level", "4")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1", "3", "4")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "2", "--coach", "Бойко Іван")
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1") // 1 Петренко – 3 Новак, 4 Малий – 2 Бойко
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "1", "1", "1-0")
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "1", "2", "0-1")
	tcli(t, exitOK, "--db", db, "tournament", "finish", "1")
	gold := tcli(t, exitOK, "--db", db, "season", "show", "2010", "--table", "gold", "--format", "table")
	if !strings.Contains(gold, "Малий Андрій: вік поза таблицею К/в: віковий коефіцієнт невідомий, узято К/в = 1") || strings.Contains(gold, "age outside") {
		t.Errorf("the K_v warning:\n%s", gold)
	}
	if out := tcli(t, exitOK, "--db", db, "season", "show", "2010", "--table", "coaches"); !strings.Contains(out, "1\tБойко Іван\t\t4.38\n") || strings.Contains(out, "Коваль Петро") {
		t.Errorf("coaches:\n%s", out)
	}
	if out := tcli(t, exitOK, "--db", db, "season", "show", "2010", "--table", "clubs"); !strings.Contains(out, "Варшава") {
		t.Fatalf("a Ukrainian «Варшава» is ranked:\n%s", out)
	}
	tcli(t, exitOK, "--db", db, "clubs", "country", "Варшава", "pol")
	if out := tcli(t, exitOK, "--db", db, "clubs", "list"); !strings.Contains(out, "Варшава\tPOL") {
		t.Errorf("clubs list:\n%s", out)
	}
	if out := tcli(t, exitOK, "--db", db, "season", "show", "2010", "--table", "clubs"); strings.Contains(out, "Варшава") {
		t.Errorf("a foreign club is ranked:\n%s", out)
	}
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "coaches", "country", "Ковальський Ян", "XYZ"); !strings.Contains(errs, "не код федерації ФІДЕ") {
		t.Errorf("country XYZ: %s", errs)
	}
}
