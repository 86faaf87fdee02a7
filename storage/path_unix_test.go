//go:build !windows

package storage

import "testing"

func TestDefaultPath(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/data/home")
	if p, err := DefaultPath(); err != nil || p != "/data/home/arbiter/arbiter.db" {
		t.Errorf("DefaultPath = %q, %v", p, err)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "/home/director")
	if p, err := DefaultPath(); err != nil || p != "/home/director/.local/share/arbiter/arbiter.db" {
		t.Errorf("DefaultPath without XDG_DATA_HOME = %q, %v", p, err)
	}
	t.Setenv("XDG_DATA_HOME", "relative/dir") // not absolute: ignored per the XDG spec
	if p, _ := DefaultPath(); p != "/home/director/.local/share/arbiter/arbiter.db" {
		t.Errorf("DefaultPath with relative XDG_DATA_HOME = %q", p)
	}
}
