package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The fees are seed 003 §3's, read by hand.
func TestFeeCommand(t *testing.T) {
	cases := []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"--gender", "m", "--rating", "0"}, exitOK, "220\n"},
		{[]string{"--gender", "f", "--rating", "0"}, exitOK, "110\n"},
		{[]string{"--gender", "m", "--rating", "2001"}, exitOK, "180\n"},
		{[]string{"--gender", "f", "--rating", "2375"}, exitOK, "45\n"},
		{[]string{"--gender", "m", "--rating", "2499"}, exitOK, "55\n"},
		{[]string{"--gender", "m", "--rating", "2450", "--title", "IM"}, exitOK, "25\n"},
		{[]string{"--gender", "m", "--rating", "2500", "--title", "im"}, exitOK, "0\n"},
		{[]string{"--gender", "f", "--rating", "2300", "--title", "IM"}, exitOK, "0\n"},
		{[]string{"--gender", "m", "--rating", "2200", "--title", "GM"}, exitOK, "0\n"},
		{[]string{"--gender", "m", "--rating", "2200", "--exempt", "national-team"}, exitOK, "0\n"},
		{[]string{"--gender", "f", "--rating", "2376"}, exitBadInput, ""},
		{[]string{"--gender", "f", "--rating", "2499"}, exitBadInput, ""},
		{[]string{"--gender", "m", "--rating", "1800"}, exitBadInput, ""},
		{[]string{"--gender", "m", "--rating", "2500"}, exitBadInput, ""},
		{[]string{"--gender", "x", "--rating", "2000"}, exitBadInput, ""},
		{[]string{"--gender", "m", "--rating", "900"}, exitBadInput, ""},
		{[]string{"--gender", "m", "--rating", "2000", "--title", "ZZ"}, exitBadInput, ""},
		{[]string{"--gender", "m", "--rating", "2000", "--exempt", "mayor"}, exitBadInput, ""},
		{[]string{"--gender", "m"}, exitBadInput, ""},
	}
	for _, c := range cases {
		args := append([]string{"fee", "--schedule", "ukr-2003"}, c.args...)
		if out, _ := tcliErr(t, c.code, args...); out != c.out {
			t.Errorf("%v: printed %q, want %q", c.args, out, c.out)
		}
	}
	tcli(t, exitBadInput, "fee", "--schedule", "ukr-1999", "--gender", "m", "--rating", "0")
}

// A schedule from a file is validated; a bad row is named and refused.
func TestFeeCommandFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "club.json")
	os.WriteFile(good, []byte(`{"key":"club","name":"Клуб","bands":[{"unrated":true,"men":100,"women":50},
		{"from":1000,"to":1999,"men":80,"women":40},{"from":2000,"to":3000,"men":0,"women":0}],"fund_percent":50}`), 0o644)
	if out := tcli(t, exitOK, "fee", "--schedule", good, "--gender", "f", "--rating", "1500"); out != "40\n" {
		t.Errorf("club schedule: %q", out)
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"key":"club","bands":[{"from":1000,"to":1999,"men":80,"women":40},{"from":1990,"to":3000,"men":0,"women":0}]}`), 0o644)
	_, stderr := tcliErr(t, exitBadInput, "fee", "--schedule", bad, "--gender", "m", "--rating", "1500")
	if !strings.Contains(stderr, "2") || !strings.Contains(stderr, "bad.json") {
		t.Errorf("overlap message: %q", stderr)
	}
}

// tcliErr runs the tool and returns standard output and standard error apart.
func tcliErr(t *testing.T, want int, args ...string) (string, string) {
	t.Helper()
	code, out, errs := runPairCLI(args...)
	if code != want {
		t.Fatalf("%v: exit %d, want %d\nstdout %s\nstderr %s", args, code, want, out, errs)
	}
	return out, errs
}
