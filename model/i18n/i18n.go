package i18n

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"arbiter/assets"
)

// Lang is an interface language: Uk (the default) or En.
type Lang string

// The languages Arbiter speaks.
const (
	Uk Lang = "uk"
	En Lang = "en"
)

// Langs lists the languages, the default first.
func Langs() []Lang { return []Lang{Uk, En} }

// FromLocale returns En for a locale naming English ("en", "en_US.UTF-8",
// any value starting with "en") and Uk for everything else, including "",
// C and POSIX.
func FromLocale(locale string) Lang {
	if strings.HasPrefix(strings.ToLower(strings.TrimSpace(locale)), "en") {
		return En
	}
	return Uk
}

// normal returns l, with anything unknown (the zero Lang) read as Uk.
func (l Lang) normal() Lang {
	if l == En {
		return En
	}
	return Uk
}

var catalogue = load()

func load() map[Lang]map[string]string {
	out := map[Lang]map[string]string{}
	for _, l := range Langs() {
		data, err := assets.Translations.ReadFile("translations/" + string(l) + ".json")
		if err != nil {
			panic("i18n: the embedded catalogue lacks " + string(l) + ".json: " + err.Error())
		}
		m := map[string]string{}
		if err := json.Unmarshal(data, &m); err != nil {
			panic("i18n: " + string(l) + ".json: " + err.Error())
		}
		out[l] = m
	}
	return out
}

// Lookup returns the text of key in l and whether the catalogue has it.
func Lookup(l Lang, key string) (string, bool) {
	s, ok := catalogue[l.normal()][key]
	return s, ok
}

// Tr renders key with args in l: the catalogue's text (the key itself when
// the catalogue lacks it, which TestCatalogue forbids), formatted with args
// when there are any. Text arguments are rendered in l too.
func (l Lang) Tr(key string, args ...any) string {
	s, ok := Lookup(l, key)
	if !ok {
		s = key
	}
	if len(args) == 0 {
		return s
	}
	rendered := make([]any, len(args))
	for i, a := range args {
		if x, ok := a.(Localized); ok {
			rendered[i] = x.In(l)
		} else {
			rendered[i] = a
		}
	}
	return fmt.Sprintf(s, rendered...)
}

// Localized is an argument rendered in the message's language: a Text, a
// Count, a List.
type Localized interface{ In(Lang) string }

// Text is a message as a value: a catalogue key and its arguments, rendered
// in a language only when shown (In). The zero Text is empty.
type Text struct {
	Key  string
	Args []any
}

// M returns the Text of key with args.
func M(key string, args ...any) Text { return Text{Key: key, Args: args} }

// In renders t in l.
func (t Text) In(l Lang) string {
	if t.Key == "" {
		return ""
	}
	return l.Tr(t.Key, t.Args...)
}

// String renders t in English, for logs and Error().
func (t Text) String() string { return t.In(En) }

// IsZero reports whether t is the empty Text.
func (t Text) IsZero() bool { return t.Key == "" }

// Count is a number with its noun, in the form the language needs: Key is a
// catalogue entry of forms separated by "|", each a format of the number —
// English "%d player|%d players" (one, other), Ukrainian three forms (one:
// 1, 21…; few: 2–4, 22–24…; many: 0, 5–20, 25…).
type Count struct {
	N   int
	Key string
}

// In renders c in l.
func (c Count) In(l Lang) string {
	s, ok := Lookup(l, c.Key)
	if !ok {
		s = c.Key
	}
	forms := strings.Split(s, "|")
	return fmt.Sprintf(forms[pluralForm(l, c.N, len(forms))], c.N)
}

// pluralForm picks the index of n's form among count forms in l.
func pluralForm(l Lang, n, count int) int {
	if n < 0 {
		n = -n
	}
	i := 0
	if l.normal() == Uk {
		n10, n100 := n%10, n%100
		switch {
		case n10 == 1 && n100 != 11:
			i = 0
		case n10 >= 2 && n10 <= 4 && (n100 < 12 || n100 > 14):
			i = 1
		default:
			i = 2
		}
	} else if n != 1 {
		i = 1
	}
	if i >= count {
		i = count - 1
	}
	return i
}

// List joins its items rendered in the language with the catalogue's
// separator Sep (a key such as " and ").
type List struct {
	Sep   string
	Items []Localized
}

// In renders the list in l.
func (x List) In(l Lang) string {
	parts := make([]string, len(x.Items))
	for i, it := range x.Items {
		parts[i] = it.In(l)
	}
	return strings.Join(parts, l.Tr(x.Sep))
}

// Plain is text that reads the same in every language (a name), for a List.
type Plain string

// In returns p.
func (p Plain) In(Lang) string { return string(p) }

// Decimal is a measured quantity that is not a score (seconds, millimetres),
// written with the language's decimal mark: «1,5» in Ukrainian, «1.5» in
// English. Places is the number of digits after the mark; -1 writes as few
// as the value needs («2», «2,5», «0,25»).
type Decimal struct {
	V      float64
	Places int
}

// In renders d in l.
func (d Decimal) In(l Lang) string {
	s := strconv.FormatFloat(d.V, 'f', d.Places, 64)
	if l != En {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
