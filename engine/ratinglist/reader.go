package ratinglist

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/flate"
	"errors"
	"io"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// Options tell the reader what the file itself may not say.
type Options struct {
	// Name is the file's name (e.g. "standard_jan23frl.zip"); it tells a
	// single list's kind and, for the archives, its period.
	Name string
	// Kind, if set, is the kind of a single list whatever its name says.
	Kind Kind
}

// Reader streams the players of one list. It is not safe for concurrent use.
type Reader struct {
	info   Info
	count  *countingReader
	total  int64
	br     *bufio.Reader
	closer io.Closer
	txt    *txtLayout
	xml    *xmlState
	line   int
	err    error

	txtView lineView
}

const bufSize = 64 << 10

// NewReader opens the list in ra (size bytes): a zip archive or a plain
// TXT or XML file. It reads the header (the TXT header line, the XML
// prolog and first player) so that Info is known before the first Next.
func NewReader(ra io.ReaderAt, size int64, opt Options) (*Reader, error) {
	r := &Reader{}
	var magic [4]byte
	n, _ := ra.ReadAt(magic[:], 0)
	var src io.Reader
	names := []string{opt.Name}
	if n >= 2 && magic[0] == 'P' && magic[1] == 'K' {
		zr, err := zip.NewReader(ra, size)
		if err != nil {
			return nil, ErrTruncated
		}
		var member *zip.File
		for _, f := range zr.File {
			ext := strings.ToLower(path.Ext(f.Name))
			if !f.FileInfo().IsDir() && (ext == ".txt" || ext == ".xml") {
				member = f
				break
			}
		}
		if member == nil {
			return nil, ErrUnknownLayout
		}
		rc, err := member.Open()
		if err != nil {
			return nil, ErrTruncated
		}
		r.closer = rc
		src = rc
		r.total = int64(member.UncompressedSize64)
		r.info.Member = member.Name
		r.info.Modified = member.Modified
		names = append([]string{member.Name}, names...)
	} else {
		src = io.NewSectionReader(ra, 0, size)
		r.total = size
	}
	r.count = &countingReader{r: src}
	r.br = bufio.NewReaderSize(r.count, bufSize)
	if err := r.start(names, opt.Kind); err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// Info describes the list.
func (r *Reader) Info() Info { return r.info }

// Progress returns the bytes of the (unzipped) list read so far and their
// total, for a progress bar.
func (r *Reader) Progress() (done, total int64) { return r.count.n, r.total }

// Close releases the zip member; a plain file is the caller's to close.
func (r *Reader) Close() error {
	if r.closer != nil {
		err := r.closer.Close()
		r.closer = nil
		return err
	}
	return nil
}

// Next returns the next player, io.EOF after the last one, or the error
// that stops the list (then again on every call).
func (r *Reader) Next() (Player, error) {
	if r.err != nil {
		return Player{}, r.err
	}
	var p Player
	var err error
	if r.txt != nil {
		p, err = r.nextTXT()
	} else {
		p, err = r.nextXML()
	}
	if err != nil {
		r.err = err
	}
	return p, err
}

func (r *Reader) start(names []string, kind Kind) error {
	if err := skipBOM(r.br); err != nil {
		return err
	}
	first, err := firstNonSpace(r.br)
	if err != nil {
		return err
	}
	if first == '<' {
		r.info.Format = XML
		return r.startXML(names, kind)
	}
	r.info.Format = TXT
	return r.startTXT(names, kind)
}

// readErr maps what a damaged zip member gives to ErrTruncated.
func readErr(err error) error {
	var corrupt flate.CorruptInputError
	if errors.Is(err, zip.ErrChecksum) || errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, &corrupt) || errors.Is(err, zip.ErrFormat) {
		return ErrTruncated
	}
	return err
}

func skipBOM(br *bufio.Reader) error {
	b, err := br.Peek(3)
	if err == nil && bytes.Equal(b, []byte{0xEF, 0xBB, 0xBF}) {
		_, _ = br.Discard(3)
		return nil
	}
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return readErr(err)
	}
	return nil
}

// firstNonSpace peeks past leading white space (without consuming it) and
// returns the first other byte; an empty file is ErrUnknownLayout.
func firstNonSpace(br *bufio.Reader) (byte, error) {
	for n := 1; n <= bufSize; n++ {
		b, err := br.Peek(n)
		if len(b) < n {
			if err != nil && err != io.EOF {
				return 0, readErr(err)
			}
			return 0, ErrUnknownLayout
		}
		c := b[n-1]
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return c, nil
		}
	}
	return 0, ErrUnknownLayout
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	if err != nil && err != io.EOF {
		err = readErr(err)
	}
	return n, err
}

var months = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}

// monthToken reads a rating column title or a name part such as "JAN23".
func monthToken(s string) (Period, bool) {
	if len(s) != 5 {
		return Period{}, false
	}
	m, ok := months[strings.ToLower(s[:3])]
	if !ok {
		return Period{}, false
	}
	yy, err := strconv.Atoi(s[3:])
	if err != nil || s[3] < '0' || s[3] > '9' || s[4] < '0' || s[4] > '9' {
		return Period{}, false
	}
	return Period{2000 + yy, m}, true
}

var archiveName = regexp.MustCompile(`(?i)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\d{2})frl`)

// periodFromNames reads the period of a FIDE archive name
// ("standard_jan23frl.zip").
func periodFromNames(names []string) Period {
	for _, n := range names {
		if m := archiveName.FindStringSubmatch(path.Base(n)); m != nil {
			p, _ := monthToken(m[1] + m[2])
			return p
		}
	}
	return Period{}
}

// kindFromNames reads "standard", "rapid", "blitz" or "players_list".
func kindFromNames(names []string) Kind {
	for _, n := range names {
		b := strings.ToLower(path.Base(n))
		switch {
		case strings.Contains(b, "standard"):
			return Standard
		case strings.Contains(b, "rapid"):
			return Rapid
		case strings.Contains(b, "blitz"):
			return Blitz
		case strings.Contains(b, "players_list"):
			return Combined
		}
	}
	return ""
}

// rating returns the Rating of kind k in p.
func (p *Player) rating(k Kind) *Rating {
	switch k {
	case Rapid:
		return &p.Rapid
	case Blitz:
		return &p.Blitz
	}
	return &p.Standard
}

// atoi parses a trimmed decimal field; "" is 0.
func atoi(b []byte) (int64, bool) {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return 0, true
	}
	if len(b) > 15 {
		return 0, false
	}
	var n int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	return n, true
}
