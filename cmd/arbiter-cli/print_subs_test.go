package main

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestJointEventTables: a joint event of boys and girls (seed 004 §8,
// §16–§17) with tables for boys, girls, the born-2008-or-later group and
// its girls. Each table holds exactly the players the registry says, in
// the overall order, placed 1…; the tables print from the command line and
// every table's places 1–3 get a diploma naming the table.
func TestJointEventTables(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "joint.db")
	cli := func(want int, args ...string) string { return tcli(t, want, append([]string{"--db", db}, args...)...) }
	cli(exitOK, "demo")
	// name → gender and year of birth, from the registry's own list.
	gender, born := map[string]string{}, map[string]int{}
	for _, l := range strings.Split(strings.TrimSpace(cli(exitOK, "players", "list", "--format", "tsv")), "\n")[1:] {
		f := strings.Split(l, "\t")
		name := f[0] + " " + f[1]
		gender[name] = f[5]
		born[name], _ = strconv.Atoi(f[4][:4])
	}
	cli(exitOK, "tournament", "create", "--name", "Кубок юнаків і дівчат", "--start", "2026-06-01", "--rounds", "3",
		"--sub", "boys,girls,b2008,girls+b2008")
	args := []string{"tournament", "register", "1"}
	for i := 1; i <= 20; i++ {
		args = append(args, strconv.Itoa(i))
	}
	cli(exitOK, args...)
	for r := 1; r <= 3; r++ {
		out := cli(exitOK, "tournament", "pair", "1")
		boards := strings.Count(out, "\n") - 1
		for b := 1; b <= boards; b++ {
			res := []string{"1-0", "0-1", "½-½"}[(r+b)%3]
			cli(exitOK, "tournament", "result", "1", strconv.Itoa(r), strconv.Itoa(b), res)
		}
	}
	tables, places := map[string][]string{}, map[string][]string{} // title → names, places in order
	title := "overall"
	for _, l := range strings.Split(cli(exitOK, "tournament", "standings", "1"), "\n") {
		f := strings.Split(l, "\t")
		switch {
		case l == "":
		case len(f) == 1:
			title = l
		case f[0] != "Місце":
			tables[title] = append(tables[title], f[2])
			places[title] = append(places[title], f[0])
		}
	}
	for _, tc := range []struct {
		title string
		keep  func(name string) bool
	}{
		{"Юнаки", func(n string) bool { return gender[n] == "m" }},
		{"Дівчата", func(n string) bool { return gender[n] == "f" }},
		{"2008 р. н. і молодші", func(n string) bool { return born[n] >= 2008 }},
		{"Дівчата, 2008 р. н. і молодші", func(n string) bool { return gender[n] == "f" && born[n] >= 2008 }},
	} {
		var want []string
		for _, n := range tables["overall"] {
			if tc.keep(n) {
				want = append(want, n)
			}
		}
		if len(want) == 0 || strings.Join(tables[tc.title], ",") != strings.Join(want, ",") {
			t.Errorf("%s: %v\nwant %v", tc.title, tables[tc.title], want)
		}
	}
	// The boys' table printed.
	out := filepath.Join(dir, "boys.pdf")
	cli(exitOK, "print", "standings", "--tournament", "1", "--sub", "boys", "-o", out)
	text := strings.Join(pdfPages(t, out), "")
	if !strings.Contains(text, "Юнаки") {
		t.Errorf("boys' table printout has no title:\n%s", text)
	}
	for _, n := range tables["Юнаки"] {
		if !strings.Contains(text, strings.Fields(n)[0]) {
			t.Errorf("%s is not on the boys' table", n)
		}
	}
	for _, n := range tables["Дівчата"] {
		if strings.Contains(text, n) {
			t.Errorf("girl %s is on the boys' table", n)
		}
	}
	// Diplomas: places 1–3 of the overall table and of every sub-table;
	// finish lists each table's under its title.
	fin := cli(exitOK, "tournament", "finish", "1")
	for _, title := range []string{"Юнаки", "Дівчата", "2008 р. н. і молодші", "Дівчата, 2008 р. н. і молодші"} {
		_, block, ok := strings.Cut(fin, "Дипломи заліку «"+title+"»:\n")
		if !ok {
			t.Errorf("finish lists no diplomas of %q:\n%s", title, fin)
			continue
		}
		block, _, _ = strings.Cut(block, "Дипломи заліку")
		lines := strings.Split(strings.TrimSpace(block), "\n")
		if len(lines) < min(3, len(tables[title])) || !strings.HasPrefix(lines[0], "1\t"+tables[title][0]+"\t") {
			t.Errorf("finish: diplomas of %q %q, want places 1–3 from %v", title, lines, tables[title])
		}
	}
	// The medal list: every table's places 1–3 with their medals.
	out = filepath.Join(dir, "medals.pdf")
	cli(exitOK, "print", "medals", "--tournament", "1", "-o", out)
	medals := strings.Join(pdfPages(t, out), "")
	for _, title := range []string{"Загальний залік", "Юнаки", "Дівчата", "2008 р. н. і молодші"} {
		if !strings.Contains(medals, title) {
			t.Errorf("the medal list has no table %q:\n%s", title, medals)
		}
	}
	// Each table's lines: one per player placed 1–3, the medal of his
	// first place (2–3: silver), as the standings placed them.
	for title, names := range tables {
		group := title
		if title == "overall" {
			group = "Загальний залік"
		}
		want, got := 0, 0
		for i, n := range names {
			from, _, _ := strings.Cut(places[title][i], "–")
			p, _ := strconv.Atoi(from)
			if p > 3 {
				continue
			}
			want++
			medal := []string{"", "золота", "срібна", "бронзова"}[p]
			if !regexp.MustCompile(regexp.QuoteMeta(group) + `\s+` + regexp.QuoteMeta(places[title][i]) + `\s+` +
				regexp.QuoteMeta(n) + `\s.*\s` + medal + `\s`).MatchString(medals) {
				t.Errorf("the medal list has no %s %s %s %s:\n%s", group, places[title][i], n, medal, medals)
			}
		}
		for _, l := range strings.Split(medals, "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), group+"  ") {
				got++
			}
		}
		if got != want {
			t.Errorf("%s: %d lines on the medal list, want %d", group, got, want)
		}
	}
	// The same list shown on the terminal.
	shown := cli(exitOK, "tournament", "medals", "1")
	for _, l := range strings.Split(medals, "\n") {
		f := strings.Fields(l)
		if len(f) > 2 && (f[0] == "Юнаки" || f[0] == "Дівчата") {
			if !strings.Contains(shown, f[0]+"\t"+f[1]+"\t"+f[2]+" "+f[3]+"\t") {
				t.Errorf("tournament medals lacks %v:\n%s", f[:4], shown)
			}
		}
	}
	if g := cli(exitOK, "tournament", "medals", "1", "--sub", "girls"); strings.Contains(g, "Юнаки") || !strings.Contains(g, "Дівчата\t1\t") {
		t.Errorf("tournament medals --sub girls:\n%s", g)
	}
	out = filepath.Join(dir, "medals-girls.pdf")
	cli(exitOK, "print", "medals", "--tournament", "1", "--sub", "girls", "-o", out)
	gm := strings.Join(pdfPages(t, out), "")
	if !strings.Contains(gm, strings.Fields(tables["Дівчата"][0])[0]) || strings.Contains(gm, "Юнаки") || strings.Contains(gm, "Загальний залік") {
		t.Errorf("the girls' medal list:\n%s", gm)
	}
	for _, n := range tables["Юнаки"][:3] {
		if strings.Contains(gm, strings.Fields(n)[0]+" ") && !strings.Contains(strings.Join(tables["Дівчата"], ","), strings.Fields(n)[0]) {
			t.Errorf("boy %s on the girls' medal list:\n%s", n, gm)
		}
	}
	if msg := cli(exitBadInput, "print", "medals", "--tournament", "1", "--sub", "u8", "-o", out); !strings.Contains(msg, "boys, girls") {
		t.Errorf("medals of an unknown table: %s", msg)
	}
	out = filepath.Join(dir, "diplomas.pdf")
	cli(exitOK, "print", "diplomas", "--tournament", "1", "--sub", "all", "-o", out)
	pages := pdfPages(t, out)
	want := 0
	for _, rows := range tables {
		want += min(3, len(rows)) // the fixture's results leave no place 3 shared past 3 (checked by the count)
	}
	if got := len(pages) - 1; got < want {
		t.Errorf("%d diplomas, want at least %d (places 1–3 of %d tables)", got, want, len(tables))
	}
	all := strings.Join(pages, "")
	for _, title := range []string{"Юнаки", "Дівчата", "2008 р. н. і молодші"} {
		if !strings.Contains(all, "в заліку «"+title) {
			t.Errorf("no diploma for the table %q", title)
		}
	}
	girl := tables["Дівчата"][0]
	out = filepath.Join(dir, "girls.pdf")
	cli(exitOK, "print", "diplomas", "--tournament", "1", "--sub", "girls", "-o", out)
	if g := strings.Join(pdfPages(t, out), ""); !strings.Contains(g, strings.Fields(girl)[0]) || !strings.Contains(g, "за 1 місце в заліку «Дівчата»") {
		t.Errorf("girls' diplomas:\n%s", g)
	}
	// An unknown table, and --sub where it means nothing: refused.
	if msg := cli(exitBadInput, "print", "diplomas", "--tournament", "1", "--sub", "u8", "-o", out); !strings.Contains(msg, "boys, girls") {
		t.Errorf("unknown table: %s", msg)
	}
	cli(exitBadInput, "print", "pairings", "--tournament", "1", "--sub", "boys", "-o", out)
	cli(exitBadInput, "tournament", "create", "--name", "Х", "--start", "2010-06-01", "--rounds", "3", "--sub", "b20x8")
}
