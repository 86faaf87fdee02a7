package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// secrets are the personal data entered in TestPersonalAndSchedule; none
// may appear anywhere but the entry form.
var secrets = []string{"Ліцей Таємниць", "ДСО Секрет", "Провулок Прихований", "ЗЗ 987654", "Секретськ", "Тайний район"}

func personalPDFText(t *testing.T, path string) string {
	t.Helper()
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", "-raw", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v (the PDF tests need poppler-utils)", path, err)
	}
	return string(out)
}

// The personal command, entry rules at registration, the timetable and
// the printouts: the entry form carries the personal data; the
// registration list, the wall list, the standings, the crosstable, the
// published site and both TRF editions do not; the timetable is on the
// registration list and the wall list and in the 132 record.
func TestPersonalAndSchedule(t *testing.T) {
	db := admitRegistry(t, "surname;name;birth_date;gender;club;coach;student\n"+
		"Гнатюк;Ярема;03.02.1996;m;Ферзь;Коваль Петро;no\nБойко;Ірина;01.01.1995;f;Гамбіт;;yes\nПетренко;Олег;01.01.1990;m;Ферзь;;no\nЛисенко;Ян;01.01.1991;m;;;no\n")
	dir := filepath.Dir(db)
	run := func(want int, args ...string) (string, string) {
		t.Helper()
		return tcliErr(t, want, append([]string{"--db", db}, args...)...)
	}
	out, _ := run(exitOK, "personal", "set", "1", "--education", "Ліцей Таємниць", "--society", "ДСО Секрет", "--address", "Провулок Прихований, 3",
		"--doc-type", "паспорт", "--doc-number", "ЗЗ 987654", "--medical", "15.11.2026", "--residence", "Секретськ", "--district", "Тайний район")
	if !strings.Contains(out, "doc-type\tpassport\n") || !strings.Contains(out, "medical\t2026-11-15\n") {
		t.Errorf("personal set:\n%s", out)
	}
	if _, errs := run(exitBadInput, "personal", "set", "2", "--doc-type", "права"); !strings.Contains(errs, "Тип документа \"права\"") {
		t.Errorf("bad document type: %s", errs)
	}
	run(exitOK, "tournament", "create", "--name", "Першість", "--start", "2026-11-20", "--rounds", "3", "--system", "round-robin")
	out, _ = run(exitOK, "personal", "rules", "1", "--require", "document,medical", "--residence", "Секретськ", "--or-student")
	if out != "require\tdocument,medical\nresidence\tСекретськ\ndistrict\t\nor-student\ttrue\n" {
		t.Errorf("rules:\n%s", out)
	}
	run(exitOK, "tournament", "register", "1", "1")
	code, _, errs := runPairCLI("--db", db, "tournament", "register", "1", "3")
	if code == exitOK || !strings.Contains(errs, "у заявці немає поля «документ (паспорт або свідоцтво про народження)»") {
		t.Errorf("register without a document: exit %d, %s", code, errs)
	}
	run(exitOK, "personal", "set", "2", "--doc-type", "birth-certificate", "--doc-number", "І-КИ 1", "--medical", "2026-11-01")
	run(exitOK, "tournament", "register", "1", "2") // a student, not a resident: admitted
	run(exitOK, "tournament", "register", "1", "3", "4", "--confirm-admission")
	if _, errs := run(exitBadInput, "personal", "rules", "1", "--require", "passport"); !strings.Contains(errs, "Невідоме поле заявки \"passport\"") {
		t.Errorf("unknown field: %s", errs)
	}

	out, _ = run(exitOK, "schedule", "template", "1")
	want := "registration\t16:00-17:30\ndraw\t17:30-18:00\nopening\t18:00-18:15\nround 1\t2026-11-20\t18:20\nround 2\t2026-11-21\t18:20\nround 3\t2026-11-22\t18:20\n"
	if out != want {
		t.Errorf("template:\n%s\nwant\n%s", out, want)
	}
	out, _ = run(exitOK, "schedule", "set", "1", "--opening", "18:00-18:10", "--round", "3=2026-11-21@15:00", "--round", "2=2026-11-21@10:00")
	if !strings.Contains(out, "opening\t18:00-18:10\n") || !strings.Contains(out, "round 2\t2026-11-21\t10:00\nround 3\t2026-11-21\t15:00\n") {
		t.Errorf("set:\n%s", out)
	}
	if _, errs := run(exitBadInput, "schedule", "set", "1", "--round", "2=2026-11-19"); !strings.Contains(errs, "раніше за початок турніру") {
		t.Errorf("round before the start: %s", errs)
	}
	run(exitOK, "tournament", "pair", "1")
	run(exitOK, "tournament", "result", "1", "1", "1", "1-0")
	run(exitOK, "tournament", "result", "1", "1", "2", "=")

	forms := filepath.Join(dir, "forms.pdf")
	run(exitOK, "print", "entry-forms", "--tournament", "1", "-o", forms)
	text := personalPDFText(t, forms)
	if n := strings.Count(text, "ЗАЯВКА НА УЧАСТЬ"); n != 4 {
		t.Errorf("%d forms, want 4 (one per participant)", n)
	}
	for _, s := range append(secrets[:4], "паспорт", "15.11.2026", "Гнатюк Ярема", "03.02.1996", "Коваль Петро", "Першість") {
		if !strings.Contains(text, s) {
			t.Errorf("the entry forms lack %q", s)
		}
	}
	docs := map[string]string{}
	for _, kind := range []string{"registrations", "pairings", "pairings-large", "pairings-by-name", "standings", "crosstable"} {
		p := filepath.Join(dir, kind+".pdf")
		run(exitOK, "print", kind, "--tournament", "1", "-o", p)
		docs[kind] = personalPDFText(t, p)
	}
	if !strings.Contains(docs["registrations"], "Реєстрація 16:00–17:30, жеребкування 17:30–18:00, відкриття 18:00–18:10.") ||
		!strings.Contains(docs["registrations"], "Тури: 1 тур: 20.11.2026 18:20; 2 тур: 21.11.2026 10:00; 3 тур: 21.11.2026 15:00.") {
		t.Errorf("registration list without the timetable:\n%s", docs["registrations"])
	}
	if !strings.Contains(docs["pairings"], "Початок 3-го туру: 21.11.2026 15:00.") {
		t.Errorf("wall list without the round's start:\n%s", docs["pairings"])
	}
	site := filepath.Join(dir, "site")
	run(exitOK, "publish", "--tournament", "1", "--out", site)
	filepath.WalkDir(site, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := os.ReadFile(p)
			docs[p] = string(b)
		}
		return nil
	})
	for _, f := range []string{"trf16", "trf26"} {
		p := filepath.Join(dir, f+".trf")
		run(exitOK, "tournament", "export-trf", "1", "--format", f, "--out", p)
		b, _ := os.ReadFile(p)
		docs[f] = string(b)
		if !strings.Contains(string(b), "26/11/20  26/11/21  26/11/21") {
			t.Errorf("%s without the 132 round dates:\n%s", f, b)
		}
	}
	for name, text := range docs {
		for _, s := range append(secrets, "15.11.2026", "987654") {
			if strings.Contains(text, s) {
				t.Errorf("%s carries the personal datum %q", name, s)
			}
		}
	}
	if len(docs) < 10 {
		t.Errorf("only %d documents checked", len(docs))
	}
}
