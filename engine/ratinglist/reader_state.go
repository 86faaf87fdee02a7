package ratinglist

import (
	"archive/zip"
	"bufio"
	"compress/flate"
	"errors"
	"io"
)

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

// readErr maps what a damaged zip member gives to ErrTruncated.
func readErr(err error) error {
	var corrupt flate.CorruptInputError
	if errors.Is(err, zip.ErrChecksum) || errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, &corrupt) || errors.Is(err, zip.ErrFormat) {
		return ErrTruncated
	}
	return err
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

// xmlState is the streaming scanner of <playerslist>: a flat list of
// <player> elements whose children hold only text.
type xmlState struct {
	latin1  bool
	text    []byte // the text before the last tag read
	tag     []byte // the last tag, without < and >
	pending *Player
	field   []byte // the name of the field being read
	value   []byte // its raw text
	kind    Kind
	ended   bool
}
