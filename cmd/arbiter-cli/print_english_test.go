package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// The print command prints in its language, the locale's (FIDE C.02
// VCL4THP.13 Q10: no other language inside the English interface,
// printouts included): with LC_ALL=en_GB.UTF-8 every TRF printout kind
// carries no Cyrillic but the data (the players' and the tournament's
// names, stripped before the check); with LC_ALL=uk_UA.UTF-8 the same
// kinds print Ukrainian. The text is read back with poppler's pdftotext.
func TestVCL_Q10_PrintCommandInEnglish(t *testing.T) {
	prog, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatalf("pdftotext not found (%v): install poppler-utils", err)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		locale   string
		cyrillic bool
	}{{"en_GB.UTF-8", false}, {"uk_UA.UTF-8", true}} {
		t.Setenv("LC_ALL", c.locale)
		for _, src := range []string{printRR, printSwiss} {
			tr := mustReadTRF(t, src)
			for _, kind := range printKinds {
				out := filepath.Join(dir, c.locale+kind+filepath.Base(src)+".pdf")
				if code, _, stderr := runPrintCLI("print", kind, "--trf", src, "-o", out); code != exitOK {
					t.Errorf("%s print %s %s: exit %d, %s", c.locale, kind, src, code, stderr)
					continue
				}
				b, err := exec.Command(prog, "-enc", "UTF-8", out, "-").Output()
				if err != nil {
					t.Fatalf("pdftotext %s: %v", out, err)
				}
				text := string(b)
				for i := range tr.Players {
					text = strings.ReplaceAll(text, tr.Players[i].Name, "")
				}
				text = strings.ReplaceAll(text, tr.Name, "")
				found := strings.IndexFunc(text, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })
				if (found >= 0) != c.cyrillic {
					at := ""
					if found >= 0 {
						at = text[found:min(len(text), found+60)]
					}
					t.Errorf("%s print %s %s: Cyrillic %v, want %v (at %q)", c.locale, kind, src, found >= 0, c.cyrillic, at)
				}
			}
		}
	}
}
