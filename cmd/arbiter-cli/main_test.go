package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestUnknownCommandIsBadInput(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"no-such-command"}, strings.NewReader(""), &out, &errb); code != exitBadInput {
		t.Fatalf("exit code %d, want %d", code, exitBadInput)
	}
	if !strings.Contains(errb.String(), "unknown command") {
		t.Fatalf("stderr %q does not name the problem", errb.String())
	}
}

func TestDBFlagNeedsValue(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"--db"}, strings.NewReader(""), &out, &errb); code != exitBadInput {
		t.Fatalf("exit code %d, want %d", code, exitBadInput)
	}
}
