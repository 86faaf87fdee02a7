package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/storage"
)

// seasonSnapshot is what a failed import must leave unchanged: the
// registry and every season table.
func seasonSnapshot(t *testing.T, db string) string {
	t.Helper()
	var b strings.Builder
	_, players, _ := seasonRun(t, db, "players", "list", "--format", "tsv")
	b.WriteString(players)
	for _, table := range []string{"gold", "silver", "awards"} {
		b.WriteString(seasonMust(t, db, "season", "show", "2010", "--table", table))
	}
	return b.String()
}

func TestImportTRFBadInput(t *testing.T) {
	db := filepath.Join(t.TempDir(), "bad.db")
	seasonMust(t, db, "players", "import", seasonData+"players.csv")
	seasonMust(t, db, "players", "import", "--allow-duplicates", seasonData+"duplicates.csv")
	seasonMust(t, db, "season", "create", "2010", "--empty")
	seasonMust(t, db, "import-trf", seasonData+"t1-2010-07-26.trf", "--season", "2010", "--cup", "gold", "--level", "3", "--date", "2010-07-26")
	before := seasonSnapshot(t, db)
	cases := []struct {
		name string
		args []string
		want []string // in stderr
	}{
		{"date outside the season", []string{"t2-2010-09-02.trf", "--cup", "gold", "--level", "1", "--date", "2011-09-02"},
			[]string{"t2-2010-09-02.trf", "02.09.2011", "2010"}},
		{"unknown level", []string{"t2-2010-09-02.trf", "--cup", "gold", "--level", "5", "--date", "2010-09-02"},
			[]string{"t2-2010-09-02.trf", "«5»", "cms-points"}},
		{"no level for the Golden Cup", []string{"t2-2010-09-02.trf", "--cup", "gold", "--date", "2010-09-02"},
			[]string{"t2-2010-09-02.trf", "рівень норми"}},
		{"unknown cup", []string{"t2-2010-09-02.trf", "--cup", "bronze", "--level", "1", "--date", "2010-09-02"},
			[]string{"«bronze»"}},
		{"missing birth date", []string{"bad-no-birth.trf", "--cup", "gold", "--level", "4", "--date", "2010-07-27"},
			[]string{"bad-no-birth.trf", "Новак Олена", "дати народження"}},
		{"ambiguous player", []string{"bad-ambiguous.trf", "--cup", "gold", "--level", "4", "--date", "2010-07-27"},
			[]string{"bad-ambiguous.trf", "Мельник Іван", "кілька гравців"}},
		{"same tournament twice", []string{"t1-2010-07-26.trf", "--cup", "gold", "--level", "3", "--date", "2010-07-26"},
			[]string{"t1-2010-07-26.trf", "Кваліф-турнір 1", "уже є"}},
		{"no such file", []string{"nothing.trf", "--cup", "gold", "--level", "3", "--date", "2010-07-26"},
			[]string{"nothing.trf"}},
	}
	for _, c := range cases {
		args := append([]string{"import-trf", seasonData + c.args[0], "--season", "2010"}, c.args[1:]...)
		code, _, errs := seasonRun(t, db, args...)
		if code != exitBadInput {
			t.Errorf("%s: exit %d, want %d (stderr %s)", c.name, code, exitBadInput, errs)
		}
		for _, w := range c.want {
			if !strings.Contains(errs, w) {
				t.Errorf("%s: stderr %q does not contain %q", c.name, errs, w)
			}
		}
		if after := seasonSnapshot(t, db); after != before {
			t.Errorf("%s: the failed import changed the data:\n%s\nwant\n%s", c.name, after, before)
		}
	}
	// All or nothing: Петрук, first in both bad files and new to the
	// registry, was not kept.
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	found, err := registry.New(model.NewApp(st.Model())).SearchPlayers(context.Background(), "Петрук")
	if err != nil || len(found) != 0 {
		t.Errorf("after failed imports the registry has %v (%v), want no Петрук", found, err)
	}
}

func TestSeasonCommandBadInput(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cmd.db")
	seasonMust(t, db, "season", "create", "2010", "--empty")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"season", "create", "2010", "--empty"}, "2010"},
		{[]string{"season", "show", "2011", "--table", "gold"}, "2011"},
		{[]string{"season", "show", "2010", "--table", "bronze"}, "bronze"},
		{[]string{"season", "show", "2010", "--table", "gold", "--format", "xml"}, "xml"},
		{[]string{"season", "show", "twenty", "--table", "gold"}, "twenty"},
		{[]string{"season", "drop", "2010"}, "drop"},
		{[]string{"import-trf", "--season", "2010"}, "usage"},
	}
	for _, c := range cases {
		code, _, errs := seasonRun(t, db, c.args...)
		if code != exitBadInput || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, stderr %q; want %d naming %q", strings.Join(c.args, " "), code, errs, exitBadInput, c.want)
		}
	}
}
