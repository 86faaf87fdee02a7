package storage

import (
	"fmt"
	"strings"

	"arbiter/model"
)

// Windows file-name rules (Microsoft, "Naming Files, Paths, and Namespaces"):
// no component may hold < > : " | ? * or a control character, be a device
// name (CON, PRN, AUX, NUL, COM0-9, LPT0-9, with or without an extension),
// or end in a space or a dot. The rules live in a file without build tags so
// that the Linux tests check them; only the Windows build applies them.

// windowsReserved are the device names, compared without case.
var windowsReserved = map[string]bool{"CON": true, "PRN": true, "AUX": true, "NUL": true}

func init() {
	for _, d := range "0123456789¹²³" {
		windowsReserved["COM"+string(d)] = true
		windowsReserved["LPT"+string(d)] = true
	}
}

// windowsPathProblem returns what makes path unusable as a Windows file
// (a message), or the empty Text when it is fine. The drive
// ("C:") or UNC share ("\\server\share") at the start is not checked.
func windowsPathProblem(path string) model.Text {
	rest := path
	if len(rest) >= 2 && rest[1] == ':' && ('a' <= rest[0]|0x20 && rest[0]|0x20 <= 'z') {
		rest = rest[2:]
	} else if strings.HasPrefix(rest, `\\`) || strings.HasPrefix(rest, `//`) {
		// \\?\ and \\.\ are device namespaces, not files a director picks.
		if len(rest) >= 4 && (rest[2] == '?' || rest[2] == '.') && (rest[3] == '\\' || rest[3] == '/') {
			return model.Msg("%q is a device path, not a file.", path)
		}
		parts := strings.FieldsFunc(rest, func(r rune) bool { return r == '\\' || r == '/' })
		if len(parts) >= 2 {
			rest = strings.Join(parts[2:], `\`)
		}
	}
	for _, c := range strings.FieldsFunc(rest, func(r rune) bool { return r == '\\' || r == '/' }) {
		if c == "." || c == ".." {
			continue
		}
		for _, r := range c {
			if r < 32 || strings.ContainsRune(`<>:"|?*`, r) {
				shown := string(r)
				if r < 32 {
					shown = fmt.Sprintf("U+%04X", r)
				}
				return model.Msg("the name %q contains %q, which Windows does not allow in file and folder names (< > : \" | ? * and control characters).", c, shown)
			}
		}
		stem := c
		if i := strings.IndexByte(stem, '.'); i >= 0 {
			stem = stem[:i]
		}
		if windowsReserved[strings.ToUpper(strings.TrimRight(stem, " "))] {
			return model.Msg("%q is a reserved Windows device name; no file can have it.", c)
		}
		if strings.HasSuffix(c, " ") || strings.HasSuffix(c, ".") {
			return model.Msg("the name %q ends in a space or a dot, which Windows does not allow.", c)
		}
	}
	return model.Text{}
}

// windowsPathError is windowsPathProblem as the *model.Error Open returns.
func windowsPathError(path string) error {
	problem := windowsPathProblem(path)
	if problem.IsZero() {
		return nil
	}
	return model.Errorf(model.Invalid, "storage.Open", model.Msg("The data file %q cannot be used: %s Choose another name, e.g. \"tournament.db\".", path, problem), nil)
}
