package model

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Text encodings a CSV may be read in (ImportOptions.Encoding, the
// --encoding option). EncodingAuto detects UTF-8 (with or without BOM),
// UTF-16 (with BOM) and Windows-1251; KOI8-U is only read when asked for.
const (
	EncodingAuto   = ""
	EncodingUTF8   = "utf-8"
	EncodingUTF16  = "utf-16"
	EncodingCP1251 = "windows-1251"
	EncodingKOI8U  = "koi8-u"
)

// Encodings lists the names --encoding accepts.
var Encodings = []string{EncodingUTF8, EncodingUTF16, EncodingCP1251, EncodingKOI8U}

// koi8u maps bytes 0x80–0xFF of KOI8-U to Unicode.
var koi8u = [128]rune{
	0x2500, 0x2502, 0x250C, 0x2510, 0x2514, 0x2518, 0x251C, 0x2524, // 0x80
	0x252C, 0x2534, 0x253C, 0x2580, 0x2584, 0x2588, 0x258C, 0x2590, // 0x88
	0x2591, 0x2592, 0x2593, 0x2320, 0x25A0, 0x2219, 0x221A, 0x2248, // 0x90
	0x2264, 0x2265, 0x00A0, 0x2321, 0x00B0, 0x00B2, 0x00B7, 0x00F7, // 0x98
	0x2550, 0x2551, 0x2552, 0x0451, 0x0454, 0x2554, 0x0456, 0x0457, // 0xA0
	0x2557, 0x2558, 0x2559, 0x255A, 0x255B, 0x0491, 0x255D, 0x255E, // 0xA8
	0x255F, 0x2560, 0x2561, 0x0401, 0x0404, 0x2563, 0x0406, 0x0407, // 0xB0
	0x2566, 0x2567, 0x2568, 0x2569, 0x256A, 0x0490, 0x256C, 0x00A9, // 0xB8
	0x044E, 0x0430, 0x0431, 0x0446, 0x0434, 0x0435, 0x0444, 0x0433, // 0xC0
	0x0445, 0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, // 0xC8
	0x043F, 0x044F, 0x0440, 0x0441, 0x0442, 0x0443, 0x0436, 0x0432, // 0xD0
	0x044C, 0x044B, 0x0437, 0x0448, 0x044D, 0x0449, 0x0447, 0x044A, // 0xD8
	0x042E, 0x0410, 0x0411, 0x0426, 0x0414, 0x0415, 0x0424, 0x0413, // 0xE0
	0x0425, 0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E, // 0xE8
	0x041F, 0x042F, 0x0420, 0x0421, 0x0422, 0x0423, 0x0416, 0x0412, // 0xF0
	0x042C, 0x042B, 0x0417, 0x0428, 0x042D, 0x0429, 0x0427, 0x042A, // 0xF8
}

// ParseEncoding accepts the encoding names (and common spellings: utf8,
// cp1251, win1251, koi8u); "" and "auto" detect.
func ParseEncoding(s string) (string, bool) {
	switch strings.ToLower(strings.NewReplacer("-", "", "_", "", " ", "").Replace(s)) {
	case "", "auto":
		return EncodingAuto, true
	case "utf8":
		return EncodingUTF8, true
	case "utf16", "utf16le", "ucs2":
		return EncodingUTF16, true
	case "windows1251", "cp1251", "win1251", "1251":
		return EncodingCP1251, true
	case "koi8u", "koi8":
		return EncodingKOI8U, true
	}
	return "", false
}

// position is the line (1-based) and the byte within it (1-based) of
// offset i of b.
func position(b []byte, i int) (line, col int) {
	line, col = 1, 1
	for _, c := range b[:i] {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}

func encodingErr(b []byte, i int, reason Text) error {
	line, col := position(b, i)
	return Errorf(Invalid, "DecodeText", Msg("Line %d, byte %d (0x%02X): %s Save the file as UTF-8 or give the encoding: --encoding utf-8, utf-16, windows-1251 or koi8-u.", line, col, b[i], reason), nil)
}

// DecodeText returns the text of a file in the given encoding (one of
// Encodings, or EncodingAuto to detect). Detection: a UTF-8 or UTF-16
// byte-order mark decides; valid UTF-8 is UTF-8; a file that is UTF-8 but
// for a few bad bytes is refused (decoding it as Windows-1251 would store
// «РћРє Р§РѕС‚РёСЂРё»); otherwise Windows-1251 when its letters are
// Cyrillic and read like Ukrainian (letter frequencies, which also tell it
// from KOI8-U); anything else is refused. Errors are Invalid and name the
// first bad line and byte. Nothing is ever decoded to U+FFFD.
func DecodeText(b []byte, enc string) (string, error) {
	switch enc {
	case EncodingUTF8:
		return decodeUTF8(b)
	case EncodingUTF16:
		return decodeUTF16(b)
	case EncodingCP1251:
		return decodeTable(b, &cp1251, "Windows-1251")
	case EncodingKOI8U:
		return decodeTable(b, &koi8u, "KOI8-U")
	case EncodingAuto:
	default:
		return "", invalid("DecodeText", Msg("Unknown encoding %q; possible: utf-8, utf-16, windows-1251, koi8-u.", enc))
	}
	switch {
	case len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF:
		return decodeUTF8(b)
	case len(b) >= 2 && (b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF):
		return decodeUTF16(b)
	case utf8.Valid(b):
		return string(b), nil
	}
	good, bad, first := utf8Shape(b)
	if good > 0 && good >= 3*bad {
		return "", encodingErr(b, first, Msg("the file is UTF-8 but this byte is not (the file is damaged or pieced together from different encodings)."))
	}
	if i := implausible(b, &cp1251); i >= 0 && implausible(b, &koi8u) < 0 && readsBetter(b, &koi8u, &cp1251) {
		return "", encodingErr(b, i, Msg("the file is neither UTF-8 nor Windows-1251; it looks like KOI8-U (--encoding koi8-u)."))
	} else if i >= 0 {
		return "", encodingErr(b, i, Msg("the file is neither UTF-8 nor like Windows-1251."))
	}
	if readsBetter(b, &koi8u, &cp1251) {
		return "", encodingErr(b, firstHigh(b), Msg("the text does not read as Ukrainian in Windows-1251; it may be KOI8-U (--encoding koi8-u)."))
	}
	return decodeTable(b, &cp1251, "Windows-1251")
}

// decodeText is DecodeText with detection, for callers that keep the
// first error.
func decodeText(b []byte) (string, error) { return DecodeText(b, EncodingAuto) }

func decodeUTF8(b []byte) (string, error) {
	b2 := b
	if len(b2) >= 3 && b2[0] == 0xEF && b2[1] == 0xBB && b2[2] == 0xBF {
		b2 = b2[3:]
	}
	if utf8.Valid(b2) {
		return string(b2), nil
	}
	_, _, first := utf8Shape(b)
	return "", encodingErr(b, first, Msg("this byte is not UTF-8."))
}

// utf8Shape counts the multi-byte UTF-8 sequences that decode to Cyrillic
// or typographic characters (good) and the bytes that are not UTF-8 (bad),
// and gives the offset of the first bad byte.
func utf8Shape(b []byte) (good, bad, first int) {
	first = -1
	for i := 0; i < len(b); {
		if b[i] < 0x80 {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			bad++
			if first < 0 {
				first = i
			}
			i++
			continue
		}
		if plausibleRune(r) {
			good++
		}
		i += n
	}
	return good, bad, first
}

func decodeUTF16(b []byte) (string, error) {
	le := true
	body := b
	switch {
	case len(b) >= 2 && b[0] == 0xFF && b[1] == 0xFE:
		body = b[2:]
	case len(b) >= 2 && b[0] == 0xFE && b[1] == 0xFF:
		le, body = false, b[2:]
	}
	off := len(b) - len(body)
	if len(body)%2 == 1 {
		return "", encodingErr(b, len(b)-1, Msg("a UTF-16 file has an odd number of bytes."))
	}
	u := make([]uint16, len(body)/2)
	for i := range u {
		if le {
			u[i] = uint16(body[2*i]) | uint16(body[2*i+1])<<8
		} else {
			u[i] = uint16(body[2*i])<<8 | uint16(body[2*i+1])
		}
	}
	for i := 0; i < len(u); i++ {
		switch c := u[i]; {
		case c >= 0xD800 && c < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000:
			i++
		case c >= 0xD800 && c < 0xE000:
			return "", encodingErr(b, off+2*i, Msg("an incomplete surrogate pair in UTF-16 text."))
		}
	}
	return string(utf16.Decode(u)), nil
}

// decodeTable decodes a single-byte Cyrillic encoding; an unassigned byte
// is an error, never U+FFFD.
func decodeTable(b []byte, table *[128]rune, name string) (string, error) {
	var sb strings.Builder
	sb.Grow(2 * len(b))
	for i, c := range b {
		if c < 0x80 {
			sb.WriteByte(c)
			continue
		}
		r := table[c-0x80]
		if r == utf8.RuneError {
			return "", encodingErr(b, i, Msg("this byte is not defined in %s.", name))
		}
		sb.WriteRune(r)
	}
	return sb.String(), nil
}

// plausibleRune: a character a Ukrainian registry file has above ASCII:
// Cyrillic letters and the typography of names and clubs.
func plausibleRune(r rune) bool {
	switch {
	case r >= 0x0410 && r <= 0x044F, r == 0x0401, r == 0x0451, r == 0x0404, r == 0x0454,
		r == 0x0406, r == 0x0456, r == 0x0407, r == 0x0457, r == 0x0490, r == 0x0491, r == 0x040E, r == 0x045E:
		return true
	}
	return strings.ContainsRune("«»—–’‘“”„…№\u00a0\u02bc´", r)
}

// implausible returns the offset of the first byte whose character under
// table is not plausible, or -1.
func implausible(b []byte, table *[128]rune) int {
	for i, c := range b {
		if c >= 0x80 && !plausibleRune(table[c-0x80]) {
			return i
		}
	}
	return -1
}

func firstHigh(b []byte) int {
	for i, c := range b {
		if c >= 0x80 {
			return i
		}
	}
	return 0
}

// letterFreq: Ukrainian letter frequencies in tenths of a percent
// (Russian ы э ъ ё low, so a Russian text in Windows-1251 still scores).
var letterFreq = map[rune]int{
	'о': 94, 'а': 80, 'н': 65, 'и': 62, 'і': 55, 'в': 51, 'т': 50, 'е': 49, 'р': 46, 'с': 41,
	'к': 38, 'л': 36, 'у': 34, 'д': 32, 'м': 30, 'п': 28, 'я': 24, 'з': 22, 'ь': 18, 'б': 16,
	'г': 15, 'ч': 13, 'й': 12, 'х': 11, 'ц': 10, 'ю': 9, 'ж': 9, 'ї': 8, 'є': 7, 'ш': 7,
	'щ': 5, 'ф': 3, 'ґ': 1, 'ы': 10, 'э': 3, 'ъ': 1, 'ё': 1,
}

// cyrillicScore is the sum and count of the text's Cyrillic letter
// frequencies under table: the mean (sum/count) of Ukrainian text in the
// right code page is far higher than of the same bytes read in another one.
func cyrillicScore(b []byte, table *[128]rune) (sum, n int) {
	for _, c := range b {
		if c < 0x80 {
			continue
		}
		r := []rune(strings.ToLower(string(table[c-0x80])))[0]
		if f, ok := letterFreq[r]; ok {
			sum += f
			n++
		}
	}
	return sum, n
}

// readsBetter reports whether b reads as Ukrainian better under table a
// than under table b (comparing the mean letter frequencies exactly).
func readsBetter(data []byte, a, b *[128]rune) bool {
	sa, na := cyrillicScore(data, a)
	sb, nb := cyrillicScore(data, b)
	if na == 0 {
		return false
	}
	if nb == 0 {
		return true
	}
	return sa*nb > sb*na
}
