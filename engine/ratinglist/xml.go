package ratinglist

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

type tokKind int

const (
	tokEOF tokKind = iota
	tokStart
	tokEnd
	tokEmpty // <name/>
	tokOther // <?…?>, <!--…-->, <!DOCTYPE …>
	tokCDATA
)

// token reads the text up to the next tag and the tag itself.
func (r *Reader) token() (tokKind, []byte, error) {
	x := r.xml
	b, err := r.br.ReadSlice('<')
	if err == bufio.ErrBufferFull {
		return 0, nil, &LineError{r.line + 1, "an XML text is too long"}
	}
	r.line += bytes.Count(b, []byte{'\n'})
	if err == io.EOF {
		x.text = append(x.text[:0], b...)
		return tokEOF, nil, nil
	}
	if err != nil {
		return 0, nil, err
	}
	x.text = append(x.text[:0], b[:len(b)-1]...)
	x.tag = x.tag[:0]
	for {
		t, err := r.br.ReadSlice('>')
		if err == bufio.ErrBufferFull {
			return 0, nil, &LineError{r.line + 1, "an XML tag is too long"}
		}
		r.line += bytes.Count(t, []byte{'\n'})
		if err == io.EOF {
			return 0, nil, &LineError{r.line + 1, "the file ends inside an XML tag: it is incomplete"}
		}
		if err != nil {
			return 0, nil, err
		}
		x.tag = append(x.tag, t...)
		tag := x.tag
		switch {
		case bytes.HasPrefix(tag, []byte("!--")) && !bytes.HasSuffix(tag, []byte("-->")):
			continue // a '>' inside a comment
		case bytes.HasPrefix(tag, []byte("![CDATA[")) && !bytes.HasSuffix(tag, []byte("]]>")):
			continue
		}
		x.tag = tag[:len(tag)-1]
		break
	}
	tag := x.tag
	switch {
	case len(tag) == 0:
		return 0, nil, &LineError{r.line + 1, "an empty XML tag <>"}
	case bytes.HasPrefix(tag, []byte("![CDATA[")):
		x.text = append(x.text, tag[8:len(tag)-2]...)
		return tokCDATA, nil, nil
	case tag[0] == '?' || tag[0] == '!':
		return tokOther, nil, nil
	case tag[0] == '/':
		return tokEnd, tagName(tag[1:]), nil
	case tag[len(tag)-1] == '/':
		return tokEmpty, tagName(tag[:len(tag)-1]), nil
	}
	return tokStart, tagName(tag), nil
}

func tagName(t []byte) []byte {
	for len(t) > 0 && (t[0] == ' ' || t[0] == '\t' || t[0] == '\r' || t[0] == '\n') {
		t = t[1:]
	}
	for i, c := range t {
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' {
			return t[:i]
		}
	}
	return t
}

func blank(b []byte) bool { return len(bytes.TrimSpace(b)) == 0 }

func (r *Reader) startXML(names []string, kind Kind) error {
	r.xml = &xmlState{}
	x := r.xml
	for {
		tk, name, err := r.token()
		if err != nil {
			return err
		}
		if !blank(x.text) {
			return ErrUnknownLayout
		}
		switch tk {
		case tokOther:
			if bytes.HasPrefix(x.tag, []byte("?xml")) {
				d := strings.ToLower(string(x.tag))
				for _, enc := range []string{"iso-8859-1", "latin1", "latin-1", "windows-1252", "cp1252"} {
					if strings.Contains(d, `"`+enc+`"`) || strings.Contains(d, `'`+enc+`'`) {
						x.latin1 = true
					}
				}
			}
			continue
		case tokStart:
			if string(name) != "playerslist" {
				return ErrUnknownLayout
			}
		default:
			return ErrUnknownLayout
		}
		break
	}
	r.info.Period = periodFromNames(names)
	x.kind = kind
	if x.kind == "" {
		x.kind = kindFromNames(names)
	}
	p, rapidBlitz, err := r.readPlayer()
	if err == nil {
		x.pending = &p
	} else if err != io.EOF {
		return err
	} else {
		x.ended = true
	}
	if rapidBlitz {
		x.kind = Combined
	}
	if x.kind == "" {
		return ErrUnknownKind
	}
	r.info.Kind = x.kind
	if x.pending != nil {
		fixSingle(x.pending, x.kind)
	}
	return nil
}

// fixSingle moves <rating>, <games>, <k> of a rapid or blitz single list
// (read into Standard) to their list.
func fixSingle(p *Player, k Kind) {
	if k == Rapid || k == Blitz {
		*p.rating(k), p.Standard = p.Standard, Rating{}
	}
}

func (r *Reader) nextXML() (Player, error) {
	x := r.xml
	if x.pending != nil {
		p := *x.pending
		x.pending = nil
		return p, nil
	}
	if x.ended {
		return Player{}, io.EOF
	}
	p, _, err := r.readPlayer()
	if err == io.EOF {
		x.ended = true
	}
	if err != nil {
		return Player{}, err
	}
	fixSingle(&p, x.kind)
	return p, nil
}

// readPlayer reads the next <player> element; io.EOF after </playerslist>.
// rapidBlitz says whether it had rapid or blitz children.
func (r *Reader) readPlayer() (p Player, rapidBlitz bool, err error) {
	x := r.xml
	for {
		tk, name, err := r.token()
		if err != nil {
			return p, false, err
		}
		if !blank(x.text) {
			return p, false, &LineError{r.line + 1, "text outside a <player> element"}
		}
		switch {
		case tk == tokOther:
			continue
		case tk == tokEnd && string(name) == "playerslist":
			for {
				tk, _, err := r.token()
				if err != nil {
					return p, false, err
				}
				if !blank(x.text) || tk != tokEOF && tk != tokOther {
					return p, false, &LineError{r.line + 1, "something follows </playerslist>"}
				}
				if tk == tokEOF {
					return p, false, io.EOF
				}
			}
		case tk == tokEOF:
			return p, false, &LineError{r.line + 1, "the list ends before </playerslist>: the file is incomplete"}
		case tk == tokEmpty && string(name) == "player":
			return p, false, &LineError{r.line + 1, "a <player> without a FIDE ID"}
		case tk == tokStart && string(name) == "player":
		default:
			return p, false, &LineError{r.line + 1, fmt.Sprintf("<%s> where a <player> should be", name)}
		}
		break
	}
	startLine := r.line + 1
	sawID := false
	for {
		tk, name, err := r.token()
		if err != nil {
			return p, false, err
		}
		switch tk {
		case tokOther:
			continue
		case tokEOF:
			return p, false, &LineError{r.line + 1, "the list ends inside a <player>: the file is incomplete"}
		case tokEnd:
			if string(name) != "player" {
				return p, false, &LineError{r.line + 1, fmt.Sprintf("</%s> inside a <player>", name)}
			}
			if !sawID {
				return p, false, &LineError{startLine, "a <player> without a FIDE ID"}
			}
			return p, rapidBlitz, nil
		case tokEmpty:
			if bytes.HasPrefix(name, []byte("rapid_")) || bytes.HasPrefix(name, []byte("blitz_")) {
				rapidBlitz = true
			}
			continue
		case tokCDATA:
			return p, false, &LineError{r.line + 1, "text outside the fields of a <player>"}
		}
		// tokStart of a field: its text, then its end tag.
		x.field = append(x.field[:0], name...)
		name = x.field
		x.value = x.value[:0]
		for {
			tk2, name2, err := r.token()
			if err != nil {
				return p, false, err
			}
			x.value = append(x.value, x.text...)
			if tk2 == tokEOF {
				return p, false, &LineError{r.line + 1, "the list ends inside a <player>: the file is incomplete"}
			}
			if tk2 == tokCDATA || tk2 == tokOther {
				continue
			}
			if tk2 != tokEnd || !bytes.Equal(name2, name) {
				return p, false, &LineError{r.line + 1, fmt.Sprintf("<%s> is not closed by </%s>", name, name)}
			}
			break
		}
		if bytes.HasPrefix(name, []byte("rapid_")) || bytes.HasPrefix(name, []byte("blitz_")) {
			rapidBlitz = true
		}
		if string(name) == "fideid" {
			sawID = true
		}
		if err := r.setXMLField(&p, name, bytes.TrimSpace(x.value)); err != "" {
			return p, false, &LineError{r.line + 1, err}
		}
	}
}

func (r *Reader) setXMLField(p *Player, name, v []byte) string {
	var dst *int
	switch string(name) {
	case "fideid":
		id, ok := atoi(v)
		if !ok || id <= 0 {
			return fmt.Sprintf("the FIDE ID %q is not a number", r.decodeText(v))
		}
		p.FIDEID = id
		return ""
	case "name":
		p.Name = strings.TrimSpace(r.decodeText(v))
	case "country":
		p.Federation = r.decodeText(v)
	case "sex":
		p.Sex = strings.ToUpper(r.decodeText(v))
	case "title":
		p.Title = r.decodeText(v)
	case "w_title":
		p.WTitle = r.decodeText(v)
	case "o_title":
		p.OTitle = r.decodeText(v)
	case "foa_title":
		p.FOATitle = r.decodeText(v)
	case "flag":
		p.Flag = r.decodeText(v)
	case "rating":
		dst = &p.Standard.Rating
	case "games":
		dst = &p.Standard.Games
	case "k":
		dst = &p.Standard.K
	case "rapid_rating":
		dst = &p.Rapid.Rating
	case "rapid_games":
		dst = &p.Rapid.Games
	case "rapid_k":
		dst = &p.Rapid.K
	case "blitz_rating":
		dst = &p.Blitz.Rating
	case "blitz_games":
		dst = &p.Blitz.Games
	case "blitz_k":
		dst = &p.Blitz.K
	case "birthday", "birth_year":
		dst = &p.BirthYear
	}
	if dst != nil {
		n, ok := atoi(v)
		if !ok || n > 1<<30 {
			return fmt.Sprintf("<%s> %q is not a number", name, r.decodeText(v))
		}
		*dst = int(n)
		if strings.HasSuffix(string(name), "rating") && !validRating(*dst) {
			return fmt.Sprintf("the rating <%s> %q must be 0 or %d–%d", name, r.decodeText(v), minRating, maxRating)
		}
	}
	return ""
}

// decodeText turns XML character data into a string: entities replaced,
// Latin-1 read as declared (or when the bytes are not UTF-8).
func (r *Reader) decodeText(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	var s string
	ascii := true
	for _, c := range b {
		if c >= 0x80 {
			ascii = false
			break
		}
	}
	if !ascii && (r.xml.latin1 || !utf8.Valid(b)) {
		rs := make([]rune, len(b))
		for i, c := range b {
			rs[i] = rune(c)
		}
		s = string(rs)
	} else {
		s = string(b)
	}
	if strings.IndexByte(s, '&') < 0 {
		return s
	}
	var out strings.Builder
	for {
		i := strings.IndexByte(s, '&')
		if i < 0 {
			out.WriteString(s)
			return out.String()
		}
		out.WriteString(s[:i])
		s = s[i:]
		j := strings.IndexByte(s, ';')
		if j < 0 {
			out.WriteString(s)
			return out.String()
		}
		ent := s[1:j]
		switch {
		case ent == "amp":
			out.WriteByte('&')
		case ent == "lt":
			out.WriteByte('<')
		case ent == "gt":
			out.WriteByte('>')
		case ent == "quot":
			out.WriteByte('"')
		case ent == "apos":
			out.WriteByte('\'')
		case strings.HasPrefix(ent, "#x") || strings.HasPrefix(ent, "#X"):
			n, err := strconv.ParseUint(ent[2:], 16, 32)
			if err != nil || !utf8.ValidRune(rune(n)) {
				out.WriteString(s[:j+1])
			} else {
				out.WriteRune(rune(n))
			}
		case strings.HasPrefix(ent, "#"):
			n, err := strconv.ParseUint(ent[1:], 10, 32)
			if err != nil || !utf8.ValidRune(rune(n)) {
				out.WriteString(s[:j+1])
			} else {
				out.WriteRune(rune(n))
			}
		default:
			out.WriteString(s[:j+1])
		}
		s = s[j+1:]
	}
}
