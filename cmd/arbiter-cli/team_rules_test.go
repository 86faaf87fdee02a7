package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// cliOn returns helpers that run arbiter-cli on db: must (exit 0, stdout)
// and refuse (exit 2 with want in stderr).
func cliOn(t *testing.T, db string) (func(...string) string, func(string, ...string)) {
	must := func(args ...string) string {
		t.Helper()
		code, out, errs := runCLI(append([]string{"--db", db}, args...)...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		return out
	}
	refuse := func(want string, args ...string) {
		t.Helper()
		code, _, errs := runCLI(append([]string{"--db", db}, args...)...)
		if code != exitBadInput || !strings.Contains(errs, want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", args, code, errs, want)
		}
	}
	return must, refuse
}

// TestTeamCompositionCLI: --boys/--girls/--one-club/--born-from on a team
// tournament, --club on a team; a team outside the rules is refused with
// the rule named and kept with --confirm. Demo players: 2 Беридзе (f,
// 2004, ДЮСШ № 1), 32 Грабовський (m, 1989, ДЮСШ № 1), 30 Власенко (f,
// 2009, ДЮСШ № 1), 28 Бойко (m, 2008, Ірпінський клуб).
func TestTeamCompositionCLI(t *testing.T) {
	must, refuse := cliOn(t, filepath.Join(t.TempDir(), "rules.db"))
	must("demo")
	must("tournament", "create", "--system", "team-round-robin", "--boards", "2", "--name", "Кубок U18", "--start", "2026-12-01",
		"--boys", "1", "--girls", "1", "--one-club", "--born-from", "2000", "--mp", "3/1/0")
	refuse("не заповнюють", "tournament", "create", "--system", "team-swiss", "--rounds", "5", "--boards", "4", "--name", "Y", "--start", "2026-12-01", "--boys", "1", "--girls", "1")
	refuse("2/1/0", "tournament", "create", "--system", "team-swiss", "--rounds", "5", "--boards", "4", "--name", "Y", "--start", "2026-12-01", "--mp", "1/1/0")
	refuse("немає в реєстрі", "team", "create", "1", "Гамбіт", "--club", "Немає такого")
	must("team", "create", "1", "Гамбіт", "--club", "ДЮСШ № 1 «Гамбіт»")
	refuse("народився у 1989, а допускаються народжені з 2000 року", "team", "add", "1", "1", "32")
	refuse("не з клубу «ДЮСШ № 1 «Гамбіт»»", "team", "add", "1", "1", "28")
	refuse("2 дівчат, а за положенням їх не більше 1", "team", "add", "1", "1", "2", "30")
	if out := must("team", "list", "1"); out != "1\tГамбіт\t\n" {
		t.Fatalf("refused members stored: %q", out)
	}
	must("team", "add", "1", "1", "2")
	must("team", "add", "1", "1", "30", "--sub") // substitutes do not count
	must("team", "add", "1", "1", "32", "--confirm")
	if out := must("team", "list", "1"); out != "1\tГамбіт\t2 32 30*\n" {
		t.Fatalf("members: %q (a main player goes before the substitutes)", out)
	}
}

// TestTeamRankingCLI: the §2 team ranking of an individual Swiss. Demo
// players by FIDE rating: 56 Грабовська 2195 and 28 Бойко 1900
// (Ірпінський клуб), 2 Беридзе 2190 and 32 Грабовський 2116 (ДЮСШ № 1);
// round 1 is 1–3 (56–32) and 4–2 (28–2). 56–32 drawn, 28 beats 2: Ірпінь
// ½+1 = 1½, ДЮСШ ½+0 = ½.
func TestTeamRankingCLI(t *testing.T) {
	must, refuse := cliOn(t, filepath.Join(t.TempDir(), "ranking.db"))
	must("demo")
	must("tournament", "create", "--name", "Меморіал", "--start", "2026-01-03", "--rounds", "9", "--same-club", "9")
	must("tournament", "register", "1", "56", "2", "32", "28")
	if out := must("tournament", "pair", "1"); !strings.Contains(out, "Грабовська Христина") || !strings.Contains(out, "4 Бойко Дмитро") {
		t.Fatalf("pairing: %s", out)
	}
	must("tournament", "result", "1", "1", "1", "=")
	must("tournament", "result", "1", "1", "2", "1")
	want := "place\tteam\tpoints\tplayers\n" +
		"1\tІрпінський шаховий клуб «Ґамбіт»\t1.5\tБойко Дмитро (1), Грабовська Христина (2–3)\n" +
		"2\tДЮСШ № 1 «Гамбіт»\t0.5\tГрабовський Дмитро (2–3), Беридзе Ніно (4)\n"
	if out := must("team", "ranking", "1"); out != want {
		t.Errorf("ranking:\n%s\nwant:\n%s", out, want)
	}
	// best one of each: 1 against ½; the size is stored
	must("team", "ranking", "1", "--size", "1")
	if out := must("team", "ranking", "1"); !strings.Contains(out, "1\tІрпінський шаховий клуб «Ґамбіт»\t1\tБойко Дмитро (1)\n2\tДЮСШ № 1 «Гамбіт»\t0.5\tГрабовський Дмитро (2–3)\n") {
		t.Errorf("size 1:\n%s", out)
	}
	refuse("від 1 до 50", "team", "ranking", "1", "--size", "-2")
	// the printout, as «Командний залік» prints it
	out := filepath.Join(t.TempDir(), "ranking.pdf")
	must("print", "team-ranking", "--tournament", "1", "-o", out)
	flat := strings.Join(strings.Fields(pdfText(t, out)), " ")
	for _, w := range []string{"Командний залік", "Меморіал", "1 Ірпінський шаховий клуб «Ґамбіт» 1 Бойко Дмитро (1)",
		"2 ДЮСШ № 1 «Гамбіт» ½ Грабовський Дмитро (2–3)", "сума очок найкращих учасників команди (у заліку — 1)"} {
		if !strings.Contains(flat, w) {
			t.Errorf("the printed ranking lacks %q:\n%s", w, flat)
		}
	}
	must("tournament", "create", "--system", "team-swiss", "--rounds", "5", "--boards", "4", "--name", "Команди", "--start", "2026-12-01")
	refuse("командний турнір", "team", "ranking", "2")
	refuse("командний турнір", "print", "team-ranking", "--tournament", "2", "-o", out)
}

// TestTeamExtraMatchCLI: `team extra` is refused while no extra match
// applies (here: rounds still to play).
func TestTeamExtraMatchCLI(t *testing.T) {
	must, refuse := cliOn(t, filepath.Join(t.TempDir(), "extra.db"))
	must("demo")
	must("tournament", "create", "--system", "team-round-robin", "--boards", "1", "--min-players", "1", "--name", "К", "--start", "2026-12-01", "--tiebreaks", "moscow-2010-youth-cup")
	for i, p := range []string{"2", "28", "32"} {
		must("team", "create", "1", string(rune('A'+i)))
		must("team", "add", "1", string(rune('A'+i)), p)
	}
	refuse("додатковий матч призначають після останнього туру", "team", "extra", "1")
	refuse("не грає додаткового матчу", "team", "lineup", "1", "extra", "A", "2")
}
