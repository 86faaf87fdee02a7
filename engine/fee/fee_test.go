package fee

import (
	"errors"
	"testing"
)

// The expected fees are read off seed 003 §3 by hand (testdata/README.md:
// ../shared/seeds/003_00d7f6f3ce107571.txt), at both edges of every band.
func TestUKR2003EveryBandEdge(t *testing.T) {
	s := UKR2003()
	cases := []struct {
		gender string
		rating int
		title  string
		want   int
	}{
		{"m", 0, "", 220}, {"f", 0, "", 110},
		{"m", 1801, "", 200}, {"m", 2000, "", 200}, {"f", 1801, "", 100}, {"f", 2000, "", 100},
		{"m", 2001, "", 180}, {"m", 2175, "", 180}, {"f", 2001, "", 90}, {"f", 2175, "", 90},
		{"m", 2176, "", 150}, {"m", 2225, "", 150}, {"f", 2176, "", 75}, {"f", 2225, "", 75},
		{"m", 2226, "", 130}, {"m", 2275, "", 130}, {"f", 2226, "", 65}, {"f", 2275, "", 65},
		{"m", 2276, "", 110}, {"m", 2325, "", 110}, {"f", 2276, "", 55}, {"f", 2325, "", 55},
		{"m", 2326, "", 90}, {"m", 2375, "", 90}, {"f", 2326, "", 45}, {"f", 2375, "", 45},
		{"m", 2376, "", 65}, {"m", 2425, "", 65},
		{"m", 2426, "", 55}, {"m", 2499, "", 55},
		// Titles below IM pay by the general table.
		{"m", 2400, "FM", 65}, {"f", 2200, "WGM", 75}, {"m", 0, "КМС", 220},
		// Other IMs: 2426–2499 25, 2376–2425 35, 2326–2375 45, «менше 2325» 55.
		{"m", 2499, "IM", 25}, {"m", 2426, "IM", 25}, {"m", 2425, "IM", 35}, {"m", 2376, "IM", 35},
		{"m", 2375, "IM", 45}, {"m", 2326, "IM", 45}, {"m", 2325, "IM", 55}, {"m", 2324, "IM", 55},
		{"m", 2100, "IM", 55}, {"f", 2299, "IM", 55}, {"f", 2250, "IM", 55},
	}
	for _, c := range cases {
		got, err := s.Due(Player{Gender: c.gender, Rating: c.rating, Title: c.title}, "")
		if err != nil || got.Exempt || got.Hryvnias != c.want {
			t.Errorf("%s %d %q: got %+v, %v; want %d", c.gender, c.rating, c.title, got, err, c.want)
		}
	}
}

func TestUKR2003Exemptions(t *testing.T) {
	s := UKR2003()
	exempt := []struct {
		p         Player
		exemption string
	}{
		{Player{"m", 2600, "GM"}, ""}, {Player{"f", 2400, "GM"}, ""}, {Player{"m", 0, "GM"}, ""},
		{Player{"m", 2500, "IM"}, ""}, {Player{"m", 2650, "IM"}, ""},
		{Player{"f", 2300, "IM"}, ""}, {Player{"f", 2450, "IM"}, ""},
		{Player{"m", 1900, ""}, "regional-champion"}, {Player{"f", 0, ""}, "national-team"},
		{Player{"m", 2400, ""}, "medal-2002"}, {Player{"f", 2100, ""}, "u20-champion-2003"},
		// An exemption also covers a band where the table sets no fee.
		{Player{"f", 2400, ""}, "national-team"},
	}
	for _, c := range exempt {
		got, err := s.Due(c.p, c.exemption)
		if err != nil || !got.Exempt || got.Hryvnias != 0 || got.Reason.Kind == 0 {
			t.Errorf("%+v %q: got %+v, %v; want exempt", c.p, c.exemption, got, err)
		}
	}
	if len(s.Exemptions) != 4 {
		t.Errorf("seed 003 §3 lists 4 ticked exemptions besides the titles, schedule has %d", len(s.Exemptions))
	}
	if _, err := s.Due(Player{"m", 2000, ""}, "mayor"); err == nil || err.(*Error).Problem != UnknownExemption || err.(*Error).Exemption != "mayor" {
		t.Errorf("an unknown exemption: %v", err)
	}
	reasons := []struct {
		p    Player
		want Reason
	}{
		{Player{"m", 2600, "GM"}, Reason{Kind: ExemptTitle, Title: "GM"}},
		{Player{"f", 2350, "IM"}, Reason{Kind: ExemptTitleRating, Title: "IM", Rating: 2350, From: 2300}},
	}
	for _, c := range reasons {
		if got, err := s.Due(c.p, ""); err != nil || got.Reason != c.want {
			t.Errorf("%+v: reason %+v, %v; want %+v", c.p, got.Reason, err, c.want)
		}
	}
	if got, _ := s.Due(Player{"m", 1900, ""}, "national-team"); got.Reason.Kind != ExemptTicked || got.Reason.Exemption.Key != "national-team" {
		t.Errorf("ticked exemption: reason %+v", got.Reason)
	}
	if s.FundPercent != 70 {
		t.Errorf("fund share %d%%, seed 003 §3 says 70%%", s.FundPercent)
	}
	if s.PrizeSplit != "place" {
		t.Errorf("prize split %q, seed 003 §4–§5 gives prizes by the tie-break place", s.PrizeSplit)
	}
}

func TestUKR2003NoFeeAndGaps(t *testing.T) {
	s := UKR2003()
	cases := []struct {
		p    Player
		want error
		band string // NoFeeInBand: the band named
	}{
		{Player{"f", 2376, ""}, ErrNoFee, "2376–2425"}, {Player{"f", 2425, ""}, ErrNoFee, "2376–2425"},
		{Player{"f", 2426, ""}, ErrNoFee, "2426–2499"}, {Player{"f", 2499, ""}, ErrNoFee, "2426–2499"},
		{Player{"f", 2400, "WIM"}, ErrNoFee, "2376–2425"},
		{Player{"m", 1800, ""}, ErrGap, ""}, {Player{"f", 1000, ""}, ErrGap, ""},
		{Player{"m", 2500, ""}, ErrGap, ""}, {Player{"f", 2600, "WGM"}, ErrGap, ""},
	}
	for _, c := range cases {
		got, err := s.Due(c.p, "")
		var fe *Error
		if !errors.Is(err, c.want) || !errors.As(err, &fe) || fe.Schedule != "ukr-2003" {
			t.Errorf("%+v: got %+v, %v; want %v", c.p, got, err, c.want)
			continue
		}
		switch c.want {
		case ErrNoFee:
			if fe.Problem != NoFeeInBand || fe.Band.Label() != c.band || fe.Gender != c.p.Gender {
				t.Errorf("%+v: got %+v; want no fee in band %s", c.p, fe, c.band)
			}
		case ErrGap:
			if fe.Problem != RatingInNoBand || fe.Rating != c.p.Rating {
				t.Errorf("%+v: got %+v; want rating %d in no band", c.p, fe, c.p.Rating)
			}
		}
	}
}

func TestValidateNamesTheRow(t *testing.T) {
	base := func() *Schedule { return UKR2003() }
	cases := []struct {
		name   string
		change func(*Schedule)
		want   Error
	}{
		{"overlap", func(s *Schedule) { s.Bands[2].From = 1990 }, Error{Problem: BandOverlap, Row: 3, Prev: 2000}},
		{"gap", func(s *Schedule) { s.Bands[3].From = 2180 }, Error{Problem: BandGap, Row: 4, Prev: 2175}},
		{"negative", func(s *Schedule) { s.Bands[5].Women = -5 }, Error{Problem: NegativeFee, Row: 6, Prev: 2275}},
		{"reversed", func(s *Schedule) { s.Bands[1].To = 1700 }, Error{Problem: BadBand, Row: 2}},
		{"title band", func(s *Schedule) { s.Titles[1].Bands[2].From = 2380 }, Error{Problem: BadBand, Title: "IM", Row: 3}},
		{"title gap", func(s *Schedule) { s.Titles[1].Bands[2].From = 2360 }, Error{Problem: BandGap, Title: "IM", Row: 3, Prev: 2325}},
		{"share", func(s *Schedule) { s.FundPercent = 120 }, Error{Problem: BadFundPercent, Percent: 120}},
		{"two unrated", func(s *Schedule) { s.Bands[1] = Band{Unrated: true, Men: 1, Women: 1} }, Error{Problem: SecondUnrated, Row: 2}},
	}
	if err := base().Validate(); err != nil {
		t.Fatalf("ukr-2003 refused: %v", err)
	}
	for _, c := range cases {
		s := base()
		c.change(s)
		err := s.Validate()
		var fe *Error
		if !errors.As(err, &fe) || fe.Problem != c.want.Problem || fe.Row != c.want.Row || fe.Title != c.want.Title ||
			fe.Percent != c.want.Percent || (c.want.Prev != 0 && fe.Prev != c.want.Prev) {
			t.Errorf("%s: got %+v; want %+v", c.name, err, c.want)
		}
	}
}

func TestParseRoundTrip(t *testing.T) {
	s, err := Parse(UKR2003().Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Due(Player{"m", 2000, ""}, ""); got.Hryvnias != 200 {
		t.Errorf("read back: %+v", got)
	}
	bad := UKR2003()
	bad.Bands[4].Men = -3
	if _, err := Parse(bad.Marshal()); err == nil || err.(*Error).Problem != NegativeFee || err.(*Error).Row != 5 {
		t.Errorf("a negative fee was read: %v", err)
	}
	if _, err := Parse([]byte(`{"key":"x","bands":[],"colour":1}`)); err == nil || err.(*Error).Problem != Unreadable || err.(*Error).Err == nil {
		t.Errorf("an unknown field: %v", err)
	}
	if _, err := Parse([]byte(`{"key":"x",`)); err == nil || err.(*Error).Problem != Unreadable {
		t.Errorf("cut JSON: %v", err)
	}
	if _, err := Parse([]byte(`{"key":"x","bands":[{"men":"a"}]}`)); err == nil || err.(*Error).Problem != Unreadable {
		t.Errorf("a fee as text: %v", err)
	}
}

func TestFund(t *testing.T) {
	// seed 003 §3: 70 % of the fees paid; 3 800 грн paid → 2 660,00 грн.
	if got := UKR2003().Fund(3800); got != 266000 {
		t.Errorf("Fund(3800) = %d kopiykas, want 266000", got)
	}
	if got := UKR2003().Fund(55); got != 3850 {
		t.Errorf("Fund(55) = %d kopiykas, want 3850", got)
	}
}
