package tiebreak

import (
	"strings"
	"testing"
)

// tecSwiss is the table of section 8.1 of the rules brief (TEC exercise
// book, verified values), transcribed column by column; "24"/"26" are the
// editions. Order: players #1…#16.
var tecSwiss = map[string]string{
	"PTS":      "3.5 4 3.5 3.5 2.5 3 1.5 2.5 1.5 1 2.5 2 1.5 2 2 3.5",
	"WIN":      "2 3 2 2 2 3 1 2 1 1 2 2 1 2 2 3",
	"WON":      "2 3 2 2 2 2 1 2 0 1 1 0 1 2 2 3",
	"BPG":      "2 3 2 2 2 2 3 2 1 3 2 0 3 2 3 2",
	"BWG":      "1 1 1 1 0 1 0 0 0 1 0 0 1 1 1 1",
	"REP":      "5 5 5 4 5 5 5 5 3 5 5 3 5 3 5 5",
	"PS":       "11 13 11 11.5 5 6 6 8.5 2.5 4 5.5 7 7 6 7 10.5",
	"PS-C1":    "10 12 10.5 10.5 5 6 5 8 2.5 4 5 7 6 5 7 10",
	"BH 24":    "12.5 13 15.5 15 8.5 12 14.5 13.5 9 13 13.5 11.5 14 11 12 12.5",
	"BH 26":    "12.5 13 15.5 14 8.5 11.5 14.5 13.5 9 13 12.5 11.5 14 11 12 12.5",
	"BH-C1 24": "11 12 13 11.5 7.5 11 12.5 12 7.5 11.5 12 9.5 12 9 11 11",
	"BH-C1 26": "11 12 13 11.5 7.5 10.5 12.5 12 7.5 11.5 11 9.5 12 9 11 11",
	"SB 24":    "8 9.5 10.5 9.75 4.25 6.5 3.25 5.25 2.25 1.5 5.75 4 4.25 4.5 3.5 7.25",
	"SB 26":    "8 9.5 10.5 9.25 4.25 6 3.25 5.25 2.25 1.5 4.75 4 4.25 4.5 3.5 7.25",
	"SB-C1 24": "7.25 8.5 9.25 8 3.25 5.5 1.25 3.75 2.25 0 4.25 4 4.25 3 2.5 5.75",
	"SB-C1 26": "7.25 8.5 9.25 7.75 3.25 5 1.25 3.75 2.25 0 3.25 4 4.25 3 2.5 5.75",
	"ARO":      "1820 1880 1940 1888 1690 1813 1760 1730 1975 1880 1863 2050 1930 1800 1860 1820",
	"TPR":      "1969 2120 2089 2081 1690 1813 1611 1730 1175 1640 1776 1250 1781 1925 1788 1969",
	"BH-M1 24": "7 8.5 9 8 5 7.5 8.5 8.5 4 7.5 8.5 6 8.5 6 7.5 7",
	"BH-M1 26": "7 8.5 9 8 5 7 8.5 8.5 4 7.5 7.5 6 8.5 6 7.5 7",
	"FB 24":    "13.5 13.5 15 15.5 10 12 13.5 12.5 9.5 12.5 12.5 11.5 13.5 10.5 12 13.5",
	"FB 26":    "13.5 13.5 15 14.5 10 12 13.5 12.5 9.5 12.5 12 11 13.5 10.5 12 13.5",
	"AOB 24":   "12.6 13.6 13.4 13.38 13.4 13.25 11.9 13 12.75 10.9 12.75 15 12.1 13.17 12.2 13.3",
	"AOB 26":   "12.4 13.6 12.9 13.38 13.2 13.25 11.7 12.9 12.75 10.8 12.75 14 11.9 13 12.2 13.1",
	"APRO":     "1789 1856 1904 1772 1719 1846 1869 1915 1805 1717 1840 2081 1879 1775 1776 1805",
}

// TestWorkedSwiss checks every value of section 8.1 for both editions.
func TestWorkedSwiss(t *testing.T) {
	for key, want := range tecSwiss {
		code, eds := key, []string{"24", "26"}
		if f := strings.Fields(key); len(f) == 2 {
			code, eds = f[0], []string{f[1]}
		}
		sp, err := ParseSpec(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, ed := range eds {
			tb := loadCorpus(t, "tec-swiss16")
			tb.Edition, err = ParseEdition("20" + ed)
			if err != nil {
				t.Fatal(err)
			}
			c, err := New(tb)
			if err != nil {
				t.Fatal(err)
			}
			col, err := c.Column(sp)
			if err != nil {
				t.Fatal(err)
			}
			for k, w := range strings.Fields(want) {
				if got := col[k].String(); got != w {
					t.Errorf("%s (%s) #%d = %s, want %s", code, ed, k+1, got, w)
				}
			}
		}
	}
}

// TestWorkedPTP: TEC exercise 22, player #3 scores 3.5/5 against 1700,
// 1950, 1850, 2050, 2150: PTP 2112.
func TestWorkedPTP(t *testing.T) {
	c, err := New(loadCorpus(t, "tec-swiss16"))
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := c.Value(3, Spec{Code: PTP}); v.String() != "2112" {
		t.Errorf("PTP(#3) = %s, want 2112", v)
	}
}

// TestWorkedRoundRobin checks section 8.2: SB, SB-C1, KS, ARO without the
// forfeit, and the DE order of both tied groups.
func TestWorkedRoundRobin(t *testing.T) {
	want := map[string]string{
		"SB":    "9.25 6.25 6.25 4.25 3.25 2.25",
		"SB-C1": "9.25 4.75 4.75 4.25 3.25 1.5",
		"KS":    "2 0.5 0.5 1 0.5 0",
		"ARO":   "2050 2060 2070 2080 2125 2125",
	}
	c, err := New(loadCorpus(t, "tec-rr6"))
	if err != nil {
		t.Fatal(err)
	}
	for code, w := range want {
		sp, _ := ParseSpec(code)
		col, err := c.Column(sp)
		if err != nil {
			t.Fatal(err)
		}
		for k, f := range strings.Fields(w) {
			if got := col[k].String(); got != f {
				t.Errorf("%s #%d = %s, want %s", code, k+1, got, f)
			}
		}
	}
	st, err := c.Rank([]Spec{{Code: DE}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range st.Rows {
		got = append(got, r.PlaceText()+":"+itoa(r.ID))
	}
	// 3.5 group: #1 first, #2 and #3 still tied; 1.5 group: #6, #5, #4.
	if g, w := strings.Join(got, " "), "1:1 2–3:2 2–3:3 4:6 5:5 6:4"; g != w {
		t.Errorf("DE standings = %s, want %s", g, w)
	}
	// KS cannot separate #2 and #3 either.
	st, _ = c.Rank([]Spec{{Code: DE}, {Code: KS}}, Options{})
	if r := st.Row(3); r.PlaceText() != "2–3" {
		t.Errorf("after DE, KS: #3 place %s, want 2–3", r.PlaceText())
	}
}

func itoa(n int) string { return Int(int64(n)).String() }
