package trf

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkRead / BenchmarkWrite: the 4000-player perf file (7 rounds).
func perfFile(b *testing.B) []byte {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "perf", "perf-n4000-R11-r07.trf"))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func BenchmarkRead(b *testing.B) {
	data := perfFile(b)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWrite(b *testing.B) {
	tn, err := Read(bytes.NewReader(perfFile(b)))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := Write(io.Discard, tn); err != nil {
			b.Fatal(err)
		}
	}
}
