package halfpoint

import "strconv"

// Text is «4½» (9), «½» (1), «4» (8), «-½» (-1).
func Text(half int) string {
	sign, h := split(half)
	switch {
	case h == 1:
		return sign + "½"
	case h%2 == 1:
		return sign + strconv.Itoa(h/2) + "½"
	}
	return sign + strconv.Itoa(h/2)
}

// Decimal is "4.5" (9), "0.5" (1), "4" (8), "-0.5" (-1).
func Decimal(half int) string {
	sign, h := split(half)
	if h%2 == 1 {
		return sign + strconv.Itoa(h/2) + ".5"
	}
	return sign + strconv.Itoa(h/2)
}

// Fixed is "4.5" (9), "4.0" (8), "-0.5" (-1): always one decimal.
func Fixed(half int) string {
	sign, h := split(half)
	if h%2 == 1 {
		return sign + strconv.Itoa(h/2) + ".5"
	}
	return sign + strconv.Itoa(h/2) + ".0"
}

func split(half int) (string, int) {
	if half < 0 {
		return "-", -half
	}
	return "", half
}

// Quarter is «2¾» (11), «¼» (1), «2½» (10), «3» (12), «-¼» (-1).
func Quarter(q int) string {
	sign, n := split(q)
	frac := [4]string{"", "¼", "½", "¾"}[n%4]
	if n/4 == 0 && frac != "" {
		return sign + frac
	}
	return sign + strconv.Itoa(n/4) + frac
}

// QuarterDecimal is "2.75" (11), "0.25" (1), "2.5" (10), "3" (12).
func QuarterDecimal(q int) string {
	sign, n := split(q)
	return sign + strconv.Itoa(n/4) + [4]string{"", ".25", ".5", ".75"}[n%4]
}
