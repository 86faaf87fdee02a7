package pdf

// Names no one can mistake: a person's name shortened
// to fit a cell keeps its given names in full where initials would print
// two players of the same document alike («Савченко Юлія» and «Савченко
// Юрій», never two «Савченко Ю.»), and never loses its last initial: when
// even that is too wide the surname is cut, not the initial
// («Бондарен… Б.», never «Бондаренко»).

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// nameClashes returns the shortened forms (initials) that two different
// names of the document's name columns share: a name whose initials are
// in the set is not shortened to them.
func nameClashes(d *Document) map[string]bool {
	names := append([]string(nil), d.NoteNames...)
	for i, c := range d.Columns {
		if !c.Name {
			continue
		}
		for _, r := range d.Rows {
			if i < len(r) {
				names = append(names, r[i])
			}
		}
	}
	return NameClashes(names)
}

// NameClashes returns the shortened forms (initials) that two different
// names of names share; FitName does not shorten a name to those. The
// screens use it for their name columns, as the printouts do for theirs.
func NameClashes(names []string) map[string]bool {
	owner := map[string]string{} // initials → the first full name seen with them
	clash := map[string]bool{}
	for _, n := range names {
		s := plainName(n)
		short := initials(s)
		if short == s {
			continue
		}
		if o, seen := owner[short]; !seen {
			owner[short] = s
		} else if o != s {
			clash[short] = true
		}
	}
	return clash
}

// nameForms lists the forms a person's name may print in, longest first:
// the full name; the first given name in full with the rest as initials
// («Петренко Анна М.»); the initials («Петренко А. М.») unless another name
// of the document shortens to the same.
func nameForms(s string, clash map[string]bool) []string {
	s = plainName(s)
	forms := []string{s}
	words := strings.Fields(s)
	if short := initials(s); short != s {
		if len(words) > 2 {
			mid := strings.Join(append(words[:2:2], strings.Fields(initials(strings.Join(words[1:], " ")))[1:]...), " ")
			mid = strings.Replace(mid, ",", "", 1)
			if mid != s && mid != short {
				forms = append(forms, mid)
			}
		}
		if !clash[short] {
			forms = append(forms, short)
		}
	}
	return forms
}

// initials keeps the surname (the first word) and reduces every further
// word to its first letter and a full stop: "Петренко, Анна Марія" →
// "Петренко А. М.". Only a text that starts with a capital is taken for a
// name.
func initials(s string) string {
	words := strings.Fields(s)
	if first, _ := utf8.DecodeRuneInString(s); len(words) < 2 || !unicode.IsUpper(first) {
		return s // not a name: «вільний від жеребкування»
	}
	out := []string{strings.TrimRight(words[0], ",")}
	for _, w := range words[1:] {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLetter(r) {
			out = append(out, string(r)+".")
		}
	}
	return strings.Join(out, " ")
}

// plainName is a person's name in the one form every list prints it in:
// single spaces, and no comma after the surname («Мельник, Іван» of a TRF
// or a rating list prints «Мельник Іван», as the registry's names do). A
// text that is not a name is only respaced.
func plainName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if !startsUpper(s) {
		return s
	}
	if i := strings.IndexByte(s, ' '); i > 0 && s[i-1] == ',' {
		s = s[:i-1] + s[i:]
	}
	return s
}

// minCellNameScale is how far a table's name cell may set its name below
// the column's type so that the surname prints whole (drawRow): a long
// surname on a wall list prints smaller on its line, not cut.
const minCellNameScale = 0.5

// The forms a list shows all its names in, longest first: the full names;
// the first given name in full and the others as initials («Ковальський
// Остап О.»; a name of two words is already that); surname and initials
// («Ковальський О. О.», the first name in full where another name of the
// list shortens to the same).
const (
	FormFull = iota
	FormFirst
	FormInitials
)

// NameIn is s in form (FormFull, FormFirst, FormInitials), clash the
// initials two names of the list share (NameClashes). A text that is not
// a name is returned as it is.
func NameIn(s string, form int, clash map[string]bool) string {
	forms := nameForms(s, clash)
	switch {
	case !startsUpper(forms[0]) || form == FormFull:
		return forms[0]
	case form == FormFirst:
		if len(strings.Fields(forms[0])) > 2 && len(forms) > 1 {
			return forms[1]
		}
		return forms[0]
	}
	return forms[len(forms)-1]
}

// startsUpper reports text that begins with a capital, as a name does
// («Савченко Ю.»), not a phrase («вільний від жеребкування»).
func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}
