package ratinglist

import (
	"archive/zip"
	"bufio"
	"bytes"
	"io"
	"path"
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
