package model

// The one table of titles: the FIDE titles and the Ukrainian sports titles
// and razryads, each on its ladder and at a strength level, so that «МС or
// higher» admits an IM but not an FM, and «КМС or higher» a CM but not a
// WCM. Admission (MinTitle, MaxTitle, OrTitle) compares levels; the
// initial ranking list orders by the ladders (C.04.2: the FIDE title
// first); the norm check reads a FIDE title as its national equivalent.
//
// Sources and decisions (README «Titles»):
//   - FIDE ladder and its levels: FIDE Handbook B.01 (International Title
//     Regulations), the rating each title needs: GM 2500, IM 2400,
//     WGM 2300, FM 2300, WIM 2200, CM 2200, WFM 2100, WCM 2000; C.04.2
//     ("Initial order") orders them GM, IM, WGM, FM, WIM, CM, WFM, WCM.
//   - National ladder: the ЄСКУ sports titles and razryads (order 582 of
//     11.10.2013), strongest first: МСМК, МС, КМС, I, II, III, IV razryad.
//   - Equivalences: seed 004 §14 names «мастера спорта, международные
//     мастера, гроссмейстеры» beside «рейтинг 2400» — МС stands with IM
//     (2400), МСМК, the one title above МС, with GM; КМС with CM (2200,
//     the title of the same name); the 1st razryad with WCM (2000, below
//     WFM 2100). These equivalences are ours where the sources are silent.

// TitleLadder is the ladder a title is on.
type TitleLadder int

// The two ladders.
const (
	LadderFIDE TitleLadder = iota + 1
	LadderNational
)

// TitleInfo is one row of TitleTable: the code as Player.Title holds it,
// its ladder, and its level (higher is stronger; equal levels are
// equivalent for «X or higher»).
type TitleInfo struct {
	Code   string
	Ladder TitleLadder
	Level  int
}

// TitleTable lists every title, FIDE ladder first, each ladder strongest
// first (the order of Titles and of the initial ranking list).
var TitleTable = []TitleInfo{
	{"GM", LadderFIDE, 9},
	{"IM", LadderFIDE, 8},
	{"WGM", LadderFIDE, 7},
	{"FM", LadderFIDE, 7},
	{"WIM", LadderFIDE, 6},
	{"CM", LadderFIDE, 6},
	{"WFM", LadderFIDE, 5},
	{"WCM", LadderFIDE, 4},
	{"МСМК", LadderNational, 9},
	{"МС", LadderNational, 8},
	{"КМС", LadderNational, 6},
	{"1", LadderNational, 4},
	{"2", LadderNational, 3},
	{"3", LadderNational, 2},
	{"4", LadderNational, 1},
}

func titleInfo(t string) (TitleInfo, bool) {
	for _, v := range TitleTable {
		if v.Code == t {
			return v, true
		}
	}
	return TitleInfo{}, false
}

// TitleLevel is the strength level of title t in TitleTable; 0 for none
// (or an unknown code).
func TitleLevel(t string) int {
	v, _ := titleInfo(t)
	return v.Level
}

// TitleAtLeast reports whether title have is want or stronger (by level,
// across the ladders): TitleAtLeast("IM", "МС") is true,
// TitleAtLeast("FM", "МС") false. Every player is at least no title.
func TitleAtLeast(have, want string) bool {
	if want == "" {
		return true
	}
	return have != "" && TitleLevel(have) >= TitleLevel(want)
}

// NationalEquivalent is title t on the national ladder: a national title
// as it is; a FIDE title as the strongest national title of its level or
// below ("GM" → "МСМК", "FM" → "КМС", "WFM" → "1"); "" stays "".
func NationalEquivalent(t string) string {
	v, ok := titleInfo(t)
	if !ok || v.Ladder == LadderNational {
		return t
	}
	for _, n := range TitleTable {
		if n.Ladder == LadderNational && n.Level <= v.Level {
			return n.Code
		}
	}
	return ""
}

func titleCodes() []string {
	out := make([]string, len(TitleTable))
	for i, v := range TitleTable {
		out[i] = v.Code
	}
	return out
}
