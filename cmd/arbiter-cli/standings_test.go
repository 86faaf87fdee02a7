package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const stCorpus = "../../testdata/tiebreak"

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// TestStandingsCorpus runs the command on every corpus TRF for both
// editions, with the TSV's own columns and the index's ranking list, and
// diffs the output with the reference TSV byte for byte.
func TestStandingsCorpus(t *testing.T) {
	index, err := os.ReadFile(filepath.Join(stCorpus, "index.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(index)), "\n")[1:] {
		f := strings.Split(line, "\t")
		name, ranklist := f[0], f[7]
		for _, ed := range []string{"2024", "2026"} {
			want, err := os.ReadFile(filepath.Join(stCorpus, name+"."+ed+".tsv"))
			if err != nil {
				t.Fatal(err)
			}
			header := strings.SplitN(string(want), "\n", 2)[0]
			cols := strings.Join(strings.Split(header, "\t")[1:], ",")
			code, got, errs := runCLI("standings", filepath.Join(stCorpus, name+".trf"), "--edition", ed,
				"--tiebreaks", cols, "--rank-by", ranklist, "--format", "tsv", "--order", "start")
			if code != exitOK {
				t.Fatalf("%s %s: exit %d: %s", name, ed, code, errs)
			}
			if got != string(want) {
				t.Errorf("%s %s: output differs from the reference TSV\n got: %q\nwant: %q", name, ed, firstDiff(got, string(want)), firstDiff(string(want), got))
			}
			n++
		}
	}
	if n != 54 {
		t.Errorf("%d files compared, want 54", n)
	}
}

// firstDiff returns the line of a where a and b first differ.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range al {
		if i >= len(bl) || al[i] != bl[i] {
			return al[i]
		}
	}
	return ""
}

// TestStandingsRankOrderAndTable: rank order by default; the table form
// shows shared places and names; no --edition follows the 042 date.
func TestStandingsRankOrderAndTable(t *testing.T) {
	trf := filepath.Join(stCorpus, "tec-swiss16.trf")
	code, out, errs := runCLI("standings", trf, "--tiebreaks", "points,BH-C1,rank", "--rank-by", "BH-C1,BH,SB,DE,WIN")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(out, "\n")
	if lines[0] != "start\tpoints\tBH-C1\trank" || lines[1] != "2\t4\t12\t1" || lines[2] != "3\t3.5\t13\t2" {
		t.Errorf("rank order output:\n%s", out)
	}
	// tec-swiss16 starts 2024/03/18: the 2024 edition, BH of #4 is 15.
	_, out, _ = runCLI("standings", trf, "--tiebreaks", "BH", "--rank-by", "BH", "--order", "start")
	if !strings.Contains(out, "\n4\t15\n") {
		t.Errorf("default edition is not 2024:\n%s", out)
	}
	_, out, _ = runCLI("standings", trf, "--edition", "2026", "--tiebreaks", "BH", "--rank-by", "BH", "--order", "start")
	if !strings.Contains(out, "\n4\t14\n") {
		t.Errorf("--edition 2026 not applied:\n%s", out)
	}
	code, out, _ = runCLI("standings", "--format", "table", "--rank-by", "points", trf)
	if code != exitOK || !strings.Contains(out, "Bruno, Player") || !strings.Contains(out, "2–5") || strings.Count(out, "points") != 1 {
		t.Errorf("table (exit %d):\n%s", code, out)
	}
	code, out, _ = runCLI("standings", trf, "--rank-by", "academy")
	if code != exitOK || !strings.HasPrefix(out, "start\tpoints\tBH\tWIN\tDE\trank\n") {
		t.Errorf("preset (exit %d):\n%s", code, out)
	}
}

func TestStandingsBadInput(t *testing.T) {
	dir := t.TempDir()
	rr := filepath.Join(stCorpus, "rr-n09-s2602.trf") // starts 2026/03/01: 2026 edition
	bad := filepath.Join(dir, "bad.trf")
	src, err := os.ReadFile(filepath.Join(stCorpus, "tec-swiss16.trf"))
	if err != nil {
		t.Fatal(err)
	}
	// Player 1 "wins" round 1 against 9, who also wins: inconsistent.
	broken := strings.Replace(string(src), "     1 b 0    10 w 0", "     1 b 1    10 w 0", 1)
	if broken == string(src) {
		t.Fatal("fixture edit did not apply")
	}
	if err := os.WriteFile(bad, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		msg  string
	}{
		{"unknown code", []string{rr, "--tiebreaks", "points,XYZ"}, "unknown tie-break"},
		{"unknown rank-by", []string{rr, "--rank-by", "BH-Q"}, "BH-Q"},
		{"BH in a 2026 round robin", []string{rr, "--tiebreaks", "BH"}, "round robin"},
		{"missing file", []string{filepath.Join(dir, "none.trf")}, "none.trf"},
		{"inconsistent results", []string{bad}, "bad.trf"},
		{"bad edition", []string{rr, "--edition", "2025"}, "edition"},
		{"bad format", []string{rr, "--format", "pdf"}, "format"},
		{"no file", []string{}, "one TRF file"},
		{"two files", []string{rr, rr}, "one TRF file"},
	} {
		code, out, errs := runCLI(append([]string{"standings"}, tc.args...)...)
		if code != exitBadInput || out != "" || !strings.Contains(errs, tc.msg) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q (want exit 2 naming %q)", tc.name, code, out, errs, tc.msg)
		}
	}
}

func TestRoundRobinCommand(t *testing.T) {
	code, out, errs := runCLI("roundrobin", "--players", "4")
	if code != exitOK || out != "Round 1: 1-4 2-3\nRound 2: 4-3 1-2\nRound 3: 2-4 3-1\n" {
		t.Errorf("exit %d, out %q, err %q", code, out, errs)
	}
	// Three players use the 4-player table: whoever meets 4 is free; the
	// first cycle's last two rounds are exchanged, then colours reverse.
	_, out, _ = runCLI("roundrobin", "--players", "3", "--double")
	want := "Round 1: 2-3 bye 1\nRound 2: 3-1 bye 2\nRound 3: 1-2 bye 3\n" +
		"Round 4: 3-2 bye 1\nRound 5: 2-1 bye 3\nRound 6: 1-3 bye 2\n"
	if out != want {
		t.Errorf("double of 3:\n%s\nwant\n%s", out, want)
	}
	_, out, _ = runCLI("roundrobin", "--players", "10")
	if !strings.HasPrefix(out, "Round 1: 1-10 2-9 3-8 4-7 5-6\nRound 2: 10-6 7-5 8-4 9-3 1-2\n") {
		t.Errorf("10 players:\n%s", out)
	}
	for _, args := range [][]string{{"--players", "2"}, {"--players", "41"}, {}, {"--players", "x"}, {"--players", "4", "extra"}} {
		if code, _, errs := runCLI(append([]string{"roundrobin"}, args...)...); code != exitBadInput || errs == "" {
			t.Errorf("roundrobin %v: exit %d", args, code)
		}
	}
}

// The table for people writes every number in the one notation of the
// screens and printouts, while the TSV stays machine-readable: rr-n06-s2601
// (list DE, WIN, SB, KS; FIDE TEC's values in rr-n06-s2601.2026.tsv: no. 3
// 3.5 points, SB 5.25, KS 0.5; nos. 4 and 5 tied on 2 points with DE 1 and 2)
// prints «3½», «5¼», «½», and DE only for nos. 4 and 5, whom it separated.
func TestStandingsTableOneNotation(t *testing.T) {
	trf := filepath.Join(stCorpus, "rr-n06-s2601.trf")
	code, out, errs := runCLI("standings", "--format", "table", trf)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := map[string][]string{}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		f := strings.Fields(l)
		rows[f[1]] = f
	}
	// place no. surname, name points [DE] WIN SB KS rank
	for no, want := range map[string]string{
		"1": "5 5 10 2 1", "3": "3½ 3 5¼ ½ 2", "2": "2½ 2 3¾ ½ 3",
		"4": "2 1 2 2 0 4", "5": "2 2 2 2½ 1 5", "6": "0 0 0 0 6",
	} {
		if got := strings.Join(rows[no][4:], " "); got != want {
			t.Errorf("no. %s: %q, want %q\n%s", no, got, want, out)
		}
	}
	_, tsv, _ := runCLI("standings", trf)
	if !strings.Contains(tsv, "\n3\t3.5\t1\t3\t5.25\t0.5\t2\n") {
		t.Errorf("the TSV is not plain decimals:\n%s", tsv)
	}
}
