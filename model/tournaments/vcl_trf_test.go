package tournaments_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// The FIDE checklist's question on the final TRF (FIDE C.02, VCL4THP.13
// Q217: the final file records everything TRF can express; docs/vcl.md).

// recordLine returns the first line of text whose record code is code.
func recordLine(text, code string) (string, bool) {
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, code+" ") || l == code {
			return l, true
		}
	}
	return "", false
}

// importText reads a TRF text and imports it as a new tournament.
func importText(t *testing.T, d *dayEnv, text, name string) model.Tournament {
	t.Helper()
	f, err := trf.Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	for i := range f.Players {
		f.Players[i].BirthDate = "2000/01/01"
	}
	rep, err := d.svc.FIDE.ImportTRF(bg, model.TRFImport{Date: model.NewDate(2026, 5, 2), Name: name, Source: name + ".trf", TRF: f}, fide.Ack{Confirmed: true, Again: true})
	if err != nil {
		t.Fatal(err)
	}
	return rep.Tournament
}

// TestVCL_Q217_FinalTRFRecords: the TRF-2026 file of a played one-day
// Swiss with an adjourned game and a late correction carries every record
// TRF-2026 has for it — 132 (the rounds' dates), 142, 152, 162 with the X
// symbol of the adjourned game, 192, 202, 212 (PTS, then 202's list), the
// event as a ### line and the 001 records — and an import reads the
// tie-break list, the dates, the adjourned game and the event back (from
// 212 too when a file has no 202).
func TestVCL_Q217_FinalTRFRecords(t *testing.T) {
	d, tr, _ := adjournedSwiss(t, "?")
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "=", true); err != nil { // a correction: ### Correction
		t.Fatal(err)
	}
	for r := 3; r <= 5; r++ {
		d.play(tr.ID, d.pair(tr.ID))
	}
	text := trf26(t, d, tr.ID)
	want := map[string]*regexp.Regexp{
		"012": regexp.MustCompile(`^012 Кубок Академії$`),
		"042": regexp.MustCompile(`^042 2026/05/02$`),
		"052": regexp.MustCompile(`^052 2026/05/02$`),
		"132": regexp.MustCompile(`^132 {88}(26/05/02  ){4}26/05/02$`),
		"142": regexp.MustCompile(`^142 5$`),
		"152": regexp.MustCompile(`^152 [WB]$`),
		"162": regexp.MustCompile(`^162 .*X`),
		"192": regexp.MustCompile(`^192 FIDE_DUTCH$`),
		"202": regexp.MustCompile(`^202 [A-Z]`),
		"212": regexp.MustCompile(`^212 PTS,[A-Z]`),
		"###": regexp.MustCompile(`^### Correction @ Round 1 \(`),
		"001": regexp.MustCompile(`^001    1 `),
	}
	for code, re := range want {
		l, ok := recordLine(text, code)
		if code == "###" {
			ok = false
			for _, x := range strings.Split(text, "\n") {
				if re.MatchString(x) {
					l, ok = x, true
				}
			}
		}
		if !ok || !re.MatchString(l) {
			t.Errorf("record %s: %q, want %v\n%s", code, l, re, text)
		}
	}
	l202, _ := recordLine(text, "202")
	l212, _ := recordLine(text, "212")
	if l212 != "212 PTS,"+strings.TrimPrefix(l202, "202 ") {
		t.Errorf("212 %q is not PTS followed by 202 %q", l212, l202)
	}

	back := importText(t, d, text, "Копія")
	if back.TieBreaks != tr.TieBreaks {
		t.Errorf("tie-breaks read back %q, written %q", back.TieBreaks, tr.TieBreaks)
	}
	sc, err := d.svc.Schedules().Get(bg, back.ID)
	if err != nil {
		t.Fatal(err)
	}
	var days []string
	for _, rt := range sc.Rounds {
		days = append(days, fmt.Sprintf("%d:%s", rt.Round, rt.Day))
	}
	if got := strings.Join(days, " "); got != "1:2026-05-02 2:2026-05-02 3:2026-05-02 4:2026-05-02 5:2026-05-02" {
		t.Errorf("132 read back as %s", got)
	}
	if got := strings.Join(kinds(history(t, d, back.ID)), " "); !strings.HasPrefix(got, "Correction@1") {
		t.Errorf("events read back: %s", got)
	}
	adjourned := 0
	for _, b := range roundView(t, d, back.ID, 2).Boards {
		if b.Adjourned {
			adjourned++
		}
	}
	if adjourned != 1 {
		t.Errorf("adjourned games of round 2 read back: %d, want 1", adjourned)
	}

	// a file with 212 and no 202: the list is read from 212
	var no202 []string
	for _, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(l, "202 ") {
			no202 = append(no202, l)
		}
	}
	back2 := importText(t, d, strings.Join(no202, "\n"), "Без 202")
	if back2.TieBreaks != tr.TieBreaks {
		t.Errorf("tie-breaks read from 212 %q, written %q", back2.TieBreaks, tr.TieBreaks)
	}
}
