package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Text is «3 000,00» (300000), «0,50» (50), «-1 250,00» (-125000).
func Text(kop int) string {
	sign := ""
	if kop < 0 {
		sign, kop = "-", -kop
	}
	h := strconv.Itoa(kop / 100)
	var groups []string
	for len(h) > 3 {
		groups = append([]string{h[len(h)-3:]}, groups...)
		h = h[:len(h)-3]
	}
	groups = append([]string{h}, groups...)
	return fmt.Sprintf("%s%s,%02d", sign, strings.Join(groups, " "), kop%100)
}

// Hryvnias is Text of a whole number of hryvnias: «3 000,00» (3000).
func Hryvnias(uah int) string { return Text(100 * uah) }
