package web

import (
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestPhoneScreenshot opens a round page in headless Chromium (the Debian
// package `chromium`, which `make test` installs) at a phone's width and
// checks the screenshot: the page renders, offline, as something other
// than a blank screen. docs/screenshots/results-phone.png is one such shot.
func TestPhoneScreenshot(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, site()); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "shot.png")
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--hide-scrollbars", "--window-size=390,844",
		"--screenshot="+shot, "file://"+filepath.Join(dir, "uk", "round-1.html"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != 390 || b.Dy() != 844 {
		t.Errorf("screenshot %v, want 390×844", b)
	}
	// Text and table lines: many pixels differ from the background.
	bg := img.At(b.Min.X, b.Max.Y-1)
	r0, g0, b0, _ := bg.RGBA()
	differ := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r != r0 || g != g0 || bl != b0 {
				differ++
			}
		}
	}
	if differ < 2000 {
		t.Errorf("only %d sampled pixels differ from the background: the page did not render", differ)
	}
}
