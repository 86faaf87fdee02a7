package registry

import (
	"encoding/csv"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"arbiter/model"
)

// playerNotInCSV are the Player fields the CSV does not carry, each with
// the reason. Every other exported field must survive export → import.
var playerNotInCSV = map[string]string{
	"ID":      "the registry number is the data file's; an import numbers the players anew",
	"ClubID":  "a file carries the club by name (PlayerLinks.Club, club_settlement); IDs of one data file mean nothing in another",
	"CoachID": "a file carries the coach by name (PlayerLinks.Coach, coach_settlement)",
}

// everyPlayerField returns a player whose every field (but playerNotInCSV)
// holds a value of its own, set through reflection so that a field added
// to Player is filled without editing this test.
func everyPlayerField(t *testing.T) model.Player {
	t.Helper()
	var p model.Player
	v := reflect.ValueOf(&p).Elem()
	for i := 0; i < v.NumField(); i++ {
		f, sf := v.Field(i), v.Type().Field(i)
		if _, skip := playerNotInCSV[sf.Name]; skip || !sf.IsExported() {
			continue
		}
		switch {
		case sf.Type == reflect.TypeOf(model.Date{}):
			f.Set(reflect.ValueOf(model.NewDate(2011, time.March, 7+i)))
		case sf.Type == reflect.TypeOf(model.Gender("")):
			f.Set(reflect.ValueOf(model.Female)) // Male is not the zero value either; Female tells them apart from a default
		case f.Kind() == reflect.String:
			f.SetString(fmt.Sprintf("%s %d", sf.Name, i))
		case f.Kind() == reflect.Int || f.Kind() == reflect.Int64:
			f.SetInt(int64(1000 + 37*i))
		case f.Kind() == reflect.Bool:
			f.SetBool(true)
		default:
			t.Fatalf("Player.%s (%s): teach everyPlayerField a value of this type", sf.Name, sf.Type)
		}
	}
	return p
}

// Every Player field goes out through PlayerCSVRow, through a real CSV text
// and back through readPlayersCSV and parsePlayerRow unchanged, and so do
// the link names.
func TestPlayerCSVEveryFieldRoundTrip(t *testing.T) {
	p := everyPlayerField(t)
	links := PlayerLinks{Club: "ШК «Ґамбіт»", ClubSettlement: "Ірпінь", Coach: "Шевчук Андрій", CoachSettlement: "Буча"}
	for _, sep := range []rune{',', ';', '\t'} {
		var b strings.Builder
		w := csv.NewWriter(&b)
		w.Comma = sep
		if err := w.WriteAll([][]string{CSVColumns, PlayerCSVRow(p, links)}); err != nil {
			t.Fatal(err)
		}
		rows, bad, err := readPlayersCSV(strings.NewReader(b.String()), "")
		if err != nil || len(bad) != 0 || len(rows) != 1 {
			t.Fatalf("sep %q: rows %v, bad %v, %v", sep, rows, bad, err)
		}
		got, gotLinks, err := parsePlayerRow(rows[0].cells)
		if err != nil {
			t.Fatalf("sep %q: %v", sep, err)
		}
		if !reflect.DeepEqual(got, p) {
			t.Errorf("sep %q: read back\n%+v\nwrote\n%+v", sep, got, p)
		}
		if gotLinks != links {
			t.Errorf("sep %q: links %+v, want %+v", sep, gotLinks, links)
		}
	}
}

// Each exported field (but playerNotInCSV) shows in exactly one column and
// each column holds one field or link: a field set alone changes one cell.
func TestPlayerCSVOneColumnPerField(t *testing.T) {
	full := everyPlayerField(t)
	zero := PlayerCSVRow(model.Player{}, PlayerLinks{})
	owner := map[int]string{}
	typ := reflect.TypeOf(model.Player{})
	for i := 0; i < typ.NumField(); i++ {
		sf := typ.Field(i)
		if _, skip := playerNotInCSV[sf.Name]; skip {
			continue
		}
		var one model.Player
		reflect.ValueOf(&one).Elem().Field(i).Set(reflect.ValueOf(full).Field(i))
		row := PlayerCSVRow(one, PlayerLinks{})
		var changed []int
		for k := range row {
			if row[k] != zero[k] {
				changed = append(changed, k)
			}
		}
		if len(changed) != 1 {
			t.Errorf("Player.%s changes the columns %v of the export; want exactly one (add it to PlayerCSV, or to playerNotInCSV with the reason)", sf.Name, changed)
			continue
		}
		if o, dup := owner[changed[0]]; dup {
			t.Errorf("column %s holds both %s and %s", CSVColumns[changed[0]], o, sf.Name)
		}
		owner[changed[0]] = sf.Name
	}
	for _, name := range []string{"Club", "ClubSettlement", "Coach", "CoachSettlement"} {
		var l PlayerLinks
		reflect.ValueOf(&l).Elem().FieldByName(name).SetString("x")
		row := PlayerCSVRow(model.Player{}, l)
		for k := range row {
			if row[k] != zero[k] {
				if o, dup := owner[k]; dup {
					t.Errorf("column %s holds both %s and the link %s", CSVColumns[k], o, name)
				}
				owner[k] = name
			}
		}
	}
	if len(owner) != len(PlayerCSV) {
		t.Errorf("%d of %d columns hold a field or link: %v", len(owner), len(PlayerCSV), owner)
	}
	for name := range playerNotInCSV {
		if _, ok := typ.FieldByName(name); !ok {
			t.Errorf("playerNotInCSV names %s, which Player no longer has", name)
		}
	}
}

// The header names, their order and the required ones are what README's
// column table and `players list --format tsv` promise.
func TestPlayerCSVColumns(t *testing.T) {
	want := "surname name patronymic latin_name birth_date gender citizenship title fide_id rating national_rating student occupation club club_settlement club_since coach coach_settlement phone email"
	if got := strings.Join(CSVColumns, " "); got != want {
		t.Errorf("CSVColumns = %s\nwant        %s", got, want)
	}
	if got := strings.Join(requiredColumns, " "); got != "surname name birth_date gender" {
		t.Errorf("requiredColumns = %s", got)
	}
}

// Every alias is a folded header (as checkHeader folds what it reads), names
// one column only and is no column's key; a header row of the aliases
// imports as the columns (the Ukrainian spreadsheet of README).
func TestPlayerCSVAliases(t *testing.T) {
	seen := map[string]string{}
	for _, c := range PlayerCSV {
		for _, a := range c.Aliases {
			if model.CSVColumnKey(a) != a {
				t.Errorf("%s: alias %q is not folded (%q)", c.Key, a, model.CSVColumnKey(a))
			}
			if o, dup := seen[a]; dup {
				t.Errorf("alias %q names both %s and %s", a, o, c.Key)
			}
			seen[a] = c.Key
		}
	}
	for _, k := range CSVColumns {
		if o, ok := seen[k]; ok {
			t.Errorf("alias %q of %s is a column's key", k, o)
		}
	}
	cols, err := checkHeader([]string{"Прізвище", "Ім'я", "Дата народження", "Стать", "Місто клубу", "E-mail"})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(cols, " "); got != "surname name birth_date gender club_settlement email" {
		t.Errorf("Ukrainian headers read as %s", got)
	}
}
