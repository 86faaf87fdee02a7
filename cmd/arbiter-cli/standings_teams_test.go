package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const teamsRR = "../../testdata/teams/rr4-013.trf"

// TestTeamStandings: the hand-worked 4-team round robin (engine/team rr4):
// MP A 3, B 4, C 2, D 3; GP A 3½, B 3, C 2½, D 3.
func TestTeamStandings(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"§18 preset", []string{"--tiebreaks", "moscow-2010-team"},
			"place\tteam\tMP\tGP\tMPvGP\tDE\tWIN\tTBR\n" +
				"1\tTeam B\t4\t3\t3\t\t2\t1.5/1.5\n" +
				"2\tTeam A\t3\t3.5\t3.5\t\t1\t1.5/2\n" +
				"3\tTeam D\t3\t3\t3\t\t1\t1/2\n" +
				"4\tTeam C\t2\t2.5\t2.5\t\t0\t2/0.5\n"},
		{"shared place", []string{"--tiebreaks", "WIN"},
			"place\tteam\tMP\tGP\tWIN\n1\tTeam B\t4\t3\t2\n2-3\tTeam A\t3\t3.5\t1\n2-3\tTeam D\t3\t3\t1\n4\tTeam C\t2\t2.5\t0\n"},
		{"direct encounter", []string{"--tiebreaks", "DE,BH:MP"},
			"place\tteam\tMP\tGP\tDE\tBH:MP\n1\tTeam B\t4\t3\t\t8\n2\tTeam D\t3\t3\t2\t9\n3\tTeam A\t3\t3.5\t0\t9\n4\tTeam C\t2\t2.5\t\t10\n"},
		{"game points first", []string{"--primary", "gp", "--tiebreaks", "WIN"},
			"place\tteam\tMP\tGP\tWIN\n1\tTeam A\t3\t3.5\t1\n2\tTeam B\t4\t3\t2\n3\tTeam D\t3\t3\t1\n4\tTeam C\t2\t2.5\t0\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI(append([]string{"standings", "--teams", teamsRR}, tc.args...)...)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if out != tc.want {
				t.Errorf("got\n%swant\n%s", out, tc.want)
			}
		})
	}
}

func TestTeamStandingsTable(t *testing.T) {
	code, out, errs := runCLI("standings", "--teams", teamsRR, "--format", "table", "--tiebreaks", "WIN")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"2–3    Team A  3   3½", "4      Team C  2   2½"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestTeamStandingsBadInput(t *testing.T) {
	dir := t.TempDir()
	twice := filepath.Join(dir, "twice.trf")
	src, err := os.ReadFile(teamsRR)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(twice, []byte(strings.Replace(string(src), "013 Team B", "013 Team A", 1)), 0o644)
	missing := filepath.Join(dir, "missing.trf")
	os.WriteFile(missing, []byte(strings.Replace(string(src), "013 Team D                             7    8", "013 Team D                             7    9", 1)), 0o644)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown code", []string{"--teams", teamsRR, "--tiebreaks", "XYZ"}, "XYZ"},
		{"bad primary", []string{"--teams", teamsRR, "--primary", "pts"}, "mp (match points) or gp"},
		{"no file", []string{"--teams", filepath.Join(dir, "none.trf")}, "none.trf"},
		{"team listed twice", []string{"--teams", twice}, "listed twice"},
		{"013 names a start number that does not exist", []string{"--teams", missing}, "line"},
		{"bad format", []string{"--teams", teamsRR, "--format", "csv"}, "tsv or table"},
	}
	for _, tc := range tests {
		code, out, errs := runCLI(append([]string{"standings"}, tc.args...)...)
		if code != exitBadInput || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%s: exit %d, out %q, err %q (want %q)", tc.name, code, out, errs, tc.want)
		}
	}
}

// TestTeamStandingsPublishedSamples: both published TRF-2026 team samples
// give team standings (testdata/teams/README.md names the sources).
func TestTeamStandingsPublishedSamples(t *testing.T) {
	code, out, errs := runCLI("standings", "--teams", "../../testdata/teams/sharly-example_trf26.trf", "--tiebreaks", "MPvGP")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 51 || lines[0] != "place\tteam\tMP\tGP\tMPvGP" {
		t.Fatalf("TEC sample: exit %d, %d lines, %q, %s", code, len(lines), lines[0], errs)
	}
	// its 310 records: India 3 and Slovakia 20 MP, 33.5 and 32 GP
	if lines[1] != "1\tIndia 3\t20\t33.5\t33.5" || lines[2] != "2\tSlovakia\t20\t32\t32" {
		t.Errorf("TEC sample top: %q %q", lines[1], lines[2])
	}
	code, out, errs = runCLI("standings", "--teams", "../../testdata/teams/chesspairing-trf2026-team.trf")
	if code != exitOK || !strings.Contains(out, "Team Alpha") || !strings.Contains(errs, "warning") {
		t.Errorf("chesspairing sample: exit %d\n%s\n%s", code, out, errs)
	}
}
