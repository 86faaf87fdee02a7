package trf

import (
	"fmt"
	"os"
)

// ReadFile reads the TRF file at path; a read or format error names the
// file.
func ReadFile(path string) (*Tournament, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// ReadPairsFile reads a pairing file at path (see ReadPairs); an error
// names the file.
func ReadPairsFile(path string) (Pairing, error) {
	f, err := os.Open(path)
	if err != nil {
		return Pairing{}, err
	}
	defer f.Close()
	p, err := ReadPairs(f)
	if err != nil {
		return Pairing{}, fmt.Errorf("%s: %w", path, err)
	}
	return p, nil
}
