package i18n

import (
	"fmt"
	"sort"
	"strings"
)

// Verbs returns the arguments a fmt format uses, as "index:class" strings
// sorted by index (class s for text — s, q, v, c — and d for numbers),
// e.g. "1:d", "2:s". Two translations of one key must use the
// same arguments in the same classes, in any order.
func Verbs(format string) []string {
	var out []string
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		// flags, width, precision
		for i < len(format) && strings.IndexByte("+-# 0123456789.", format[i]) >= 0 {
			i++
		}
		if i < len(format) && format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			if end < 0 {
				return append(out, "bad")
			}
			var n int
			if _, err := fmt.Sscanf(format[i+1:i+end], "%d", &n); err != nil {
				return append(out, "bad")
			}
			arg = n - 1
			i += end + 1
			for i < len(format) && strings.IndexByte("+-# 0123456789.", format[i]) >= 0 {
				i++
			}
		}
		if i >= len(format) {
			return append(out, "bad")
		}
		c := format[i]
		if c == '%' {
			continue
		}
		class := "s"
		if strings.IndexByte("dxXobefgEG", c) >= 0 {
			class = "d"
		}
		arg++
		out = append(out, fmt.Sprintf("%d:%s", arg, class))
	}
	sort.Strings(out)
	// An argument used twice counts once.
	uniq := out[:0]
	for i, v := range out {
		if i == 0 || v != out[i-1] {
			uniq = append(uniq, v)
		}
	}
	return uniq
}
