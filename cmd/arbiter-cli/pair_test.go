package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
)

func runPairCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// TestPairCorpus: `pair` reproduces every reference pairing of
// testdata/dutch byte for byte (board order included) and exits 1 on the
// .nopairing cases.
func TestPairCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "dutch", "*.trf"))
	if len(files) < 200 {
		t.Fatalf("only %d corpus files", len(files))
	}
	for _, f := range files {
		base := strings.TrimSuffix(f, ".trf")
		code, out, errs := runPairCLI("pair", "--dutch", f, "-p")
		if _, err := os.Stat(base + ".nopairing"); err == nil {
			if code != exitNoPairing || out != "" {
				t.Errorf("%s: exit %d, output %q; want exit 1 and no output", f, code, out)
			}
			continue
		}
		want, err := os.ReadFile(base + ".pairs")
		if err != nil {
			t.Fatal(err)
		}
		if code != exitOK || out != string(want) {
			t.Errorf("%s: exit %d (%s)\n got %q\nwant %q", f, code, errs, out, want)
		}
	}
}

func TestPairOutputFile(t *testing.T) {
	in := filepath.Join("..", "..", "testdata", "dutch", "gen-n016-R07-s1010-r04.trf")
	want, _ := os.ReadFile(strings.TrimSuffix(in, ".trf") + ".pairs")
	out := filepath.Join(t.TempDir(), "out.txt")
	for _, args := range [][]string{
		{"pair", "--dutch", in, "-p", out},
		{"pair", "-p", out, "--dutch", in},
		{"pair", in, "-p", out}, // JaVaFo order
	} {
		os.Remove(out)
		if code, stdout, errs := runPairCLI(args...); code != exitOK || stdout != "" {
			t.Fatalf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, errs)
		}
		if got, _ := os.ReadFile(out); string(got) != string(want) {
			t.Errorf("%v: file %q, want %q", args, got, want)
		}
	}
	for _, args := range [][]string{{"pair", "--dutch", in, "-p", "-"}, {"pair", "--dutch", in}} {
		if code, stdout, _ := runPairCLI(args...); code != exitOK || stdout != string(want) {
			t.Errorf("%v: exit %d, stdout %q", args, code, stdout)
		}
	}
}

func pairTempFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPairBadInput(t *testing.T) {
	bad := pairTempFile(t, "bad.trf", "012 x\nXXR 3\n001    1 m    A                                 20x0\n")
	done := pairTempFile(t, "done.trf", "XXR 1\n"+pairLine001(1, "1.0", "   2 w 1")+"\n"+pairLine001(2, "0.0", "   1 b 0")+"\n")
	tests := []struct {
		name    string
		args    []string
		inError []string
	}{
		{"malformed line", []string{"pair", "--dutch", bad, "-p"}, []string{"bad.trf", "line 3", "rating"}},
		{"missing file", []string{"pair", "--dutch", filepath.Join(t.TempDir(), "none.trf")}, []string{"none.trf"}},
		{"no input", []string{"pair", "-p"}, []string{"no input file"}},
		{"unknown option", []string{"pair", "--dubov", bad}, []string{"--dubov"}},
		{"two inputs", []string{"pair", bad, done}, []string{"unexpected argument"}},
		{"all rounds paired", []string{"pair", "--dutch", done}, []string{"done.trf", "already paired"}},
	}
	for _, tc := range tests {
		code, out, errs := runPairCLI(tc.args...)
		if code != exitBadInput || out != "" {
			t.Errorf("%s: exit %d, stdout %q", tc.name, code, out)
		}
		for _, s := range tc.inError {
			if !strings.Contains(errs, s) {
				t.Errorf("%s: stderr %q does not contain %q", tc.name, errs, s)
			}
		}
	}
	if code, out, _ := runPairCLI("pair", "--help"); code != exitOK || !strings.Contains(out, "usage") {
		t.Errorf("--help: exit %d, %q", code, out)
	}
}

// TestPairInternalError: a panic or an unexpected engine error is exit 3,
// ErrNoValidPairing (wrapped) is exit 1.
func TestPairInternalError(t *testing.T) {
	in := filepath.Join("..", "..", "testdata", "dutch", "gen-n016-R07-s1010-r04.trf")
	defer func(f func(*trf.Tournament, int) (swiss.Pairing, error)) { pairRound = f }(pairRound)
	for _, tc := range []struct {
		name string
		f    func(*trf.Tournament, int) (swiss.Pairing, error)
		code int
	}{
		{"panic", func(*trf.Tournament, int) (swiss.Pairing, error) { panic("boom") }, exitInternal},
		{"error", func(*trf.Tournament, int) (swiss.Pairing, error) { return swiss.Pairing{}, errors.New("boom") }, exitInternal},
		{"no pairing", func(*trf.Tournament, int) (swiss.Pairing, error) {
			return swiss.Pairing{}, errors.Join(errors.New("round 4"), swiss.ErrNoValidPairing)
		}, exitNoPairing},
	} {
		pairRound = tc.f
		for _, cmd := range []string{"pair", "check"} {
			code, _, errs := runPairCLI(cmd, "--dutch", in)
			want := tc.code
			if cmd == "check" && tc.code == exitNoPairing {
				want = exitNoPairing // reported as a differing round
			}
			if code != want {
				t.Errorf("%s %s: exit %d (%s), want %d", cmd, tc.name, code, errs, want)
			}
		}
	}
}
