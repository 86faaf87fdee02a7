package season

// Level is the qualification norm a tournament is run for; it sets K_b
// (Golden Cup regulation, "К/б").
type Level string

// The six norm levels of the 2010 regulation.
const (
	Level4         Level = "4"          // 4th razryad
	Level3         Level = "3"          // 3rd razryad
	Level2         Level = "2"          // 2nd razryad
	Level1         Level = "1"          // 1st razryad
	LevelCMSPoints Level = "cms-points" // CMS points (бал КМС)
	LevelCMS       Level = "cms"        // CMS (КМС)
)

// Levels lists the norm levels from lowest to highest.
var Levels = []Level{Level4, Level3, Level2, Level1, LevelCMSPoints, LevelCMS}

// ParseLevel accepts the level names of the command line ("4" … "1",
// "cms-points", "cms").
func ParseLevel(s string) (Level, bool) {
	for _, l := range Levels {
		if string(l) == s {
			return l, true
		}
	}
	return "", false
}

// Cup says which season championship a tournament counts for.
type Cup string

// The cups of the 2010 programme.
const (
	CupGold   Cup = "gold"   // «Золотий Кубок», classical qualification tournaments
	CupSilver Cup = "silver" // «Срібний Кубок», rapid tournaments
	CupNone   Cup = "none"   // counts for neither (diplomas only)
)

// ParseCup accepts "gold", "silver" or "none".
func ParseCup(s string) (Cup, bool) {
	switch c := Cup(s); c {
	case CupGold, CupSilver, CupNone:
		return c, true
	}
	return "", false
}
