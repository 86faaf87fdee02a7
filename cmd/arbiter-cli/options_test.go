package main

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/swiss"
	"arbiter/model"
)

// The exit code of every error kind: the table README and main.go's doc
// promise (0 done, 1 no legal pairing, 2 bad input, 3 internal).
func TestExitCodeByKind(t *testing.T) {
	kinded := func(k model.Kind) error { return model.Errorf(k, "op", model.Msg("en"), nil) }
	tests := []struct {
		name string
		err  error
		want int
	}{
		{"nil", nil, 0},
		{"invalid", kinded(model.Invalid), 2},
		{"not found", kinded(model.NotFound), 2},
		{"conflict", kinded(model.Conflict), 2},
		{"unsupported", kinded(model.Unsupported), 2},
		{"cancelled", kinded(model.Cancelled), 2},
		{"no pairing", kinded(model.NoPairing), 1},
		{"internal", kinded(model.Internal), 3},
		{"wrapped invalid", fmt.Errorf("reading: %w", kinded(model.Invalid)), 2},
		{"wrapped no pairing", fmt.Errorf("round 3: %w", kinded(model.NoPairing)), 1},
		{"engine: no legal pairing", fmt.Errorf("round 3: %w", swiss.ErrNoValidPairing), 1},
		{"plain error", errors.New("disk on fire"), 3},
	}
	for _, tc := range tests {
		if got := exitCode(tc.err); got != tc.want {
			t.Errorf("%s: exitCode = %d, want %d", tc.name, got, tc.want)
		}
	}
	// The constants are the promised numbers.
	if exitOK != 0 || exitNoPairing != 1 || exitBadInput != 2 || exitInternal != 3 {
		t.Errorf("exit constants %d %d %d %d, want 0 1 2 3", exitOK, exitNoPairing, exitBadInput, exitInternal)
	}
}

var testSpec = cmdSpec{name: "demo-cmd", args: "A [B]", min: 1, max: 2, opts: []option{
	strOpt("name", "N", "a name"),
	intOpt("count", "C", "a count"),
	boolOpt("yes", "agree"),
	listOpt("offset", "F=X", "repeatable"),
	strOpt("must", "M", "required").required(),
	strOpt("out", "FILE", "alias").alias("o"),
}}

func TestParseOptions(t *testing.T) {
	any := testSpec
	any.dash = anyDash
	opt := cmdSpec{name: "p", max: -1, dash: anyDash, opts: []option{{name: "p", kind: kindString, arg: "OUT", optionalValue: true}, boolOpt("v", "")}}
	tests := []struct {
		name    string
		spec    cmdSpec
		args    []string
		pos     []string
		opts    opts
		wantErr string // a part of the English message
	}{
		{"value after the name", testSpec, []string{"x", "--must", "m", "--name", "Ann"}, []string{"x"}, opts{"must": "m", "name": "Ann"}, ""},
		{"name=value", testSpec, []string{"--must=m", "x", "--count=3"}, []string{"x"}, opts{"must": "m", "count": "3"}, ""},
		{"bool", testSpec, []string{"x", "y", "--yes", "--must", "m"}, []string{"x", "y"}, opts{"must": "m", "yes": "true"}, ""},
		{"list given twice", testSpec, []string{"x", "--offset", "a=1", "--must", "m", "--offset", "b=2"}, []string{"x"},
			opts{"must": "m", "offset": "a=1" + listSep + "b=2"}, ""},
		{"alias", testSpec, []string{"x", "--must", "m", "--o", "f.pdf"}, []string{"x"}, opts{"must": "m", "out": "f.pdf"}, ""},
		{"-- alone is a positional (double forfeit)", testSpec, []string{"--must", "m", "1", "--"}, []string{"1", "--"}, opts{"must": "m"}, ""},
		{"-x is a positional with doubleDash", testSpec, []string{"--must", "m", "-5"}, []string{"-5"}, opts{"must": "m"}, ""},
		{"a value may start with a dash", testSpec, []string{"x", "--must", "-m"}, []string{"x"}, opts{"must": "-m"}, ""},
		{"anyDash: -name", any, []string{"x", "-must", "m", "-yes"}, []string{"x"}, opts{"must": "m", "yes": "true"}, ""},
		{"anyDash: - alone is standard input", any, []string{"-", "-must", "m"}, []string{"-"}, opts{"must": "m"}, ""},
		{"optional value given", opt, []string{"in", "-p", "out.txt"}, []string{"in"}, opts{"p": "out.txt"}, ""},
		{"optional value: -", opt, []string{"-p", "-", "in"}, []string{"in"}, opts{"p": "-"}, ""},
		{"optional value left out", opt, []string{"in", "-p", "-v"}, []string{"in"}, opts{"p": "", "v": "true"}, ""},
		{"optional value at the end", opt, []string{"in", "-p"}, []string{"in"}, opts{"p": ""}, ""},

		{"unknown option", testSpec, []string{"x", "--must", "m", "--colour", "red"}, nil, nil, "unknown option --colour"},
		{"missing value", testSpec, []string{"x", "--must"}, nil, nil, "option --must needs a value M"},
		{"given twice", testSpec, []string{"x", "--must", "m", "--name", "a", "--name", "b"}, nil, nil, "option --name given twice"},
		{"bad whole number", testSpec, []string{"x", "--must", "m", "--count", "three"}, nil, nil, `--count "three": must be a whole number`},
		{"bool with a value", testSpec, []string{"x", "--must", "m", "--yes=no"}, nil, nil, "option --yes takes no value"},
		{"required option missing", testSpec, []string{"x"}, nil, nil, "option --must M is required"},
		{"too many arguments", testSpec, []string{"x", "y", "z", "--must", "m"}, nil, nil, `unexpected argument "z"`},
		{"too few arguments", testSpec, []string{"--must", "m"}, nil, nil, "too few arguments"},
		{"-x unknown with anyDash", any, []string{"x", "-must", "m", "-q"}, nil, nil, "unknown option -q"},
	}
	for _, tc := range tests {
		pos, o, err := tc.spec.parse(tc.args)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(model.Message(err, "en"), tc.wantErr) || !model.IsKind(err, model.Invalid) {
				t.Errorf("%s: err %v, want an Invalid error with %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !reflect.DeepEqual(pos, tc.pos) || !reflect.DeepEqual(o, tc.opts) {
			t.Errorf("%s: pos %q opts %q, want %q %q", tc.name, pos, o, tc.pos, tc.opts)
		}
	}
	for _, h := range []string{"-h", "-help", "--help"} {
		if _, _, err := testSpec.parse([]string{"x", h}); !errors.Is(err, errHelp) {
			t.Errorf("%s: err %v, want errHelp", h, err)
		}
	}
	_, o, _ := testSpec.parse([]string{"x", "--must", "m", "--offset", "a", "--offset", "b", "--offset", "c"})
	if got := optList(o, "offset"); !reflect.DeepEqual(got, []string{"a", "b", "c"}) {
		t.Errorf("optList = %q", got)
	}
	if got := optList(o, "name"); got != nil {
		t.Errorf("optList of an option not given = %q", got)
	}
}

// --help comes from the declaration: the usage line and every option with
// its help text.
func TestHelpFromDeclaration(t *testing.T) {
	h := testSpec.help()
	for _, want := range []string{
		"usage: arbiter-cli demo-cmd A [B] [--name N] [--count C] [--yes] [--offset F=X…] --must M [--out FILE]\n",
		"\n  --name N        a name\n",
		"\n  --yes           agree\n",
		"\n  --must M        required\n",
		"\n  --out FILE, -o  alias\n",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("help lacks %q:\n%s", want, h)
		}
	}
}

// Every command and every sub-command answers --help with its usage on
// standard output and exit 0, naming each option it declares.
func TestEveryCommandHasHelp(t *testing.T) {
	groups := map[string]map[string]subArgs{
		"money": moneySubs, "norms": normsSubs, "season": seasonSubs, "players": playersSubs,
		"backup": backupSubs, "deleted": deletedSubs, "ratings": ratingsSubs,
		"tournament": subArgsOf(tournamentSubs), "team": subArgsOf(teamSubs),
	}
	for name := range commands {
		var out, errb bytes.Buffer
		code := run([]string{name, "--help"}, strings.NewReader(""), &out, &errb)
		if code != exitOK || !strings.HasPrefix(out.String(), "usage:") || errb.Len() != 0 {
			t.Errorf("%s --help: exit %d, stdout %q, stderr %q", name, code, out.String(), errb.String())
		}
		for sub, a := range groups[name] {
			out.Reset()
			errb.Reset()
			code := run([]string{name, sub, "--help"}, strings.NewReader(""), &out, &errb)
			if code != exitOK || !strings.HasPrefix(out.String(), "usage: arbiter-cli [--db F] "+name+" "+sub) || errb.Len() != 0 {
				t.Errorf("%s %s --help: exit %d, stdout %q, stderr %q", name, sub, code, out.String(), errb.String())
			}
			s := a.spec(name, sub)
			for _, o := range s.opts {
				if !strings.Contains(out.String(), dashed(o.name)) {
					t.Errorf("%s %s --help does not name %s", name, sub, dashed(o.name))
				}
			}
		}
	}
}

// Usage errors end to end: the message names the problem and the command,
// the usage line follows, the exit code is 2, nothing is written to
// standard output and the data file is not changed.
func TestUsageErrorsEndToEnd(t *testing.T) {
	db := filepath.Join(t.TempDir(), "a.db")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Осінь", "--start", "2026-10-01", "--rounds", "5")
	before := tcli(t, exitOK, "--db", db, "tournament", "list")
	tests := []struct {
		args []string
		want []string // in stderr
	}{
		{[]string{"lot", "--players", "5", "--colour", "white"}, []string{"arbiter-cli lot: невідомий параметр --colour.", "usage: arbiter-cli lot --players N"}},
		{[]string{"--db", db, "tournament", "create", "--name", "Зима", "--start", "2026-12-01", "--round", "5"},
			[]string{"arbiter-cli tournament create: невідомий параметр --round.", "usage: arbiter-cli [--db F] tournament create", "arbiter-cli tournament create --help"}},
		{[]string{"--db", db, "tournament", "standings", "1", "--round"}, []string{"arbiter-cli tournament standings: параметр --round потребує значення R."}},
		{[]string{"lot", "--players", "3", "--players", "4"}, []string{"arbiter-cli lot: параметр --players вказано двічі."}},
		{[]string{"--db", db, "tournament", "create", "--name", "Зима", "--start", "2026-12-01", "--rounds", "5", "--rounds", "7"},
			[]string{"параметр --rounds вказано двічі."}},
		{[]string{"--db", db, "tournament", "create", "--name", "Зима", "--start", "2026-12-01", "--rounds", "п'ять"},
			[]string{"arbiter-cli tournament create: --rounds «п'ять»: має бути ціле число."}},
		{[]string{"roundrobin", "--players", "x"}, []string{"arbiter-cli roundrobin: --players «x»: має бути ціле число."}},
		{[]string{"--db", db, "players", "list", "--format", "xml"}, []string{"arbiter-cli players list: --format «xml»: можливі tsv, csv, table."}},
		{[]string{"--db", db, "tournament", "pair"}, []string{"arbiter-cli tournament pair: замало аргументів.", "usage: arbiter-cli [--db F] tournament pair ID"}},
		{[]string{"--db", db, "tournament", "frobnicate", "1"}, []string{"arbiter-cli tournament: невідома підкоманда «frobnicate».", "tournament create"}},
		{[]string{"--db", db, "diploma-template", "--tournament", "1", "set", "--offset", "name=1,1", "--offset", "name=2,2"},
			[]string{"arbiter-cli diploma-template: --offset name вказано двічі."}},
		{[]string{"--db", db, "fee", "--schedule", "ukr-2003", "--gender", "m"}, []string{"arbiter-cli fee: потрібен параметр --rating R."}},
		{[]string{"--bogus"}, []string{"arbiter-cli: невідомий параметр --bogus.", "usage: arbiter-cli [--db PATH] COMMAND [ARGS]", "exit codes:"}},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := run(tc.args, strings.NewReader(""), &out, &errb)
		if code != exitBadInput || out.Len() != 0 {
			t.Errorf("%q: exit %d, stdout %q; want 2 and nothing", tc.args, code, out.String())
		}
		for _, w := range tc.want {
			if !strings.Contains(errb.String(), w) {
				t.Errorf("%q: stderr %q lacks %q", tc.args, errb.String(), w)
			}
		}
	}
	if after := tcli(t, exitOK, "--db", db, "tournament", "list"); after != before {
		t.Errorf("usage errors changed the data: %q, was %q", after, before)
	}
}
