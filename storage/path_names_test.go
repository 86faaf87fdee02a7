package storage

import (
	"errors"
	"strings"
	"testing"

	"arbiter/model"

	"arbiter/model/i18n"
)

// The Windows naming rules, checked on every platform (only Windows applies them).
func TestWindowsPathProblem(t *testing.T) {
	tests := []struct {
		path string
		want string // a fragment of the English message; "" = usable
	}{
		{`C:\Users\Директор\AppData\Roaming\Arbiter\arbiter.db`, ""},
		{`C:\Users\Олена Петрівна\Документи\Турнір 2026\дані турніру.db`, ""},
		{`D:турнір.db`, ""},
		{`турнір.db`, ""},
		{`..\архів\старий.db`, ""},
		{`\\server\share\arbiter.db`, ""},
		{`C:/Users/director/arbiter.db`, ""},
		{`CON`, `"CON" is a reserved Windows device name`},
		{`con.db`, `"con.db" is a reserved Windows device name`},
		{`C:\турніри\NUL.txt`, `"NUL.txt" is a reserved`},
		{`C:\Lpt1\arbiter.db`, `"Lpt1" is a reserved`},
		{`COM¹.db`, `"COM¹.db" is a reserved`},
		{`CONSOLE.db`, ""},
		{`COM10.db`, ""},
		{`a?b.db`, `the name "a?b.db" contains "?"`},
		{`C:\турнір*.db`, `contains "*"`},
		{`C:\a\b:c.db`, `contains ":"`},
		{`C:\a<b>.db`, `contains "<"`},
		{`C:\a|b.db`, `contains "|"`},
		{`C:\"b".db`, "contains \"\\\"\""},
		{"C:\\a\tb.db", `contains "U+0009"`},
		{`C:\турнір.`, `ends in a space or a dot`},
		{`C:\теки \a.db`, `the name "теки " ends in a space`},
		{`\\.\CON`, `is a device path`},
		{`\\?\C:\a.db`, `is a device path`},
	}
	for _, tt := range tests {
		p := windowsPathProblem(tt.path)
		uk, en := p.In(i18n.Uk), p.In(i18n.En)
		if tt.want == "" {
			if uk != "" || en != "" {
				t.Errorf("%q: refused (%s), want accepted", tt.path, en)
			}
			continue
		}
		if !strings.Contains(en, tt.want) {
			t.Errorf("%q: English message %q, want it to contain %q", tt.path, en, tt.want)
		}
		if uk == "" {
			t.Errorf("%q: no Ukrainian message", tt.path)
		}
		var me *model.Error
		if err := windowsPathError(tt.path); !errors.As(err, &me) || me.Kind != model.Invalid ||
			!strings.Contains(model.Message(me, i18n.Uk), uk) {
			t.Errorf("%q: windowsPathError = %v, want an Invalid model.Error with %q", tt.path, err, uk)
		}
	}
}
