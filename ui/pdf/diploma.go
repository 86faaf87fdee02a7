package pdf

import (
	"fmt"
	"strings"

	"codeberg.org/go-pdf/fpdf"
)

// Academy is the name printed at the top of every diploma.
const Academy = "Українська Шахова Академія"

// Diploma is one landscape page.
type Diploma struct {
	Academy string
	Award   string // «Диплом I ступеня» or a category («Найкраща шахістка»)
	Name    string // the player, nominative case
	Place   string // «за 1 місце», empty for a category
	Event   string // the tournament or season
	Date    string
	City    string
	Role    string // under the signature line, e.g. «Директор турніру»
	Signer  string // the director's name
	Verb    string // the line above the name; "" is «нагороджується» (a norm certificate: «видана»)
}

func (dp Diploma) fields() []string {
	return []string{dp.Academy, dp.Award, dp.Name, dp.Place, dp.Event, dp.Date, dp.City, dp.Role, dp.Signer}
}

func (dp Diploma) text() string {
	labels := []string{"academy", "award", "name", "place", "event", "date", "city", "role", "signer"}
	var b strings.Builder
	for i, v := range dp.fields() {
		fmt.Fprintf(&b, "  %s: %s\n", labels[i], v)
	}
	return b.String()
}

// Winner is one player to be awarded: a place (1–3 give «Диплом I–III
// ступеня») or, when Category is set, a category award.
type Winner struct {
	Name     string
	Place    int
	PlaceTo  int // last place of a shared place («за 3–4 місце»); 0 when alone
	Category string
}

// DiplomaEvent is what every diploma of one batch shares.
type DiplomaEvent struct {
	Event  string // tournament or season name
	Date   string
	City   string // «Київ» when empty
	Signer string // the director's name, may be empty
}

// Diplomas builds one diploma per winner, in the order given.
func Diplomas(ev DiplomaEvent, winners []Winner) *Document {
	city := ev.City
	if city == "" {
		city = "Київ"
	}
	d := &Document{Stem: "дипломи", Title: "Дипломи"}
	for _, w := range winners {
		dp := Diploma{Academy: Academy, Award: w.Category, Name: w.Name, Event: ev.Event,
			Date: ev.Date, City: city, Role: "Директор турніру", Signer: ev.Signer}
		if w.Category == "" {
			dp.Award = "Диплом " + roman(w.Place) + " ступеня"
		}
		switch {
		case w.Place > 0 && w.PlaceTo > w.Place:
			dp.Place = fmt.Sprintf("за %d–%d місце", w.Place, w.PlaceTo)
		case w.Place > 0:
			dp.Place = fmt.Sprintf("за %d місце", w.Place)
		}
		d.Diplomas = append(d.Diplomas, dp)
	}
	return d
}

// The winner's name on a diploma: diplomaNameSize points, shrunk to fit
// the line down to diplomaNameLeast.
const (
	diplomaNameSize  = 34.0
	diplomaNameLeast = 12.0
)

// roman writes 1–39 in Roman numerals (diploma degrees).
func roman(n int) string {
	if n <= 0 || n >= 40 {
		return fmt.Sprint(n)
	}
	units := []string{"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"}
	return strings.Repeat("X", n/10) + units[n%10]
}

// renderDiplomas draws each diploma on its own landscape page: a double
// frame, the Academy, the award as a serif heading, the name on one line
// (type shrunk to fit), the event, place and date, the signature line.
func renderDiplomas(f *fpdf.Fpdf, ds []Diploma) {
	const w, h = a4Long, a4Short
	for _, dp := range ds {
		f.AddPage()
		f.SetDrawColor(60, 60, 90)
		f.SetLineWidth(1.2)
		f.Rect(10, 10, w-20, h-20, "D")
		f.SetLineWidth(0.4)
		f.Rect(14, 14, w-28, h-28, "D")
		f.SetTextColor(40, 40, 80)
		centred(f, "", 18, 16, 30, dp.Academy)
		centred(f, "B", 40, 24, 48, dp.Award)
		f.SetTextColor(0, 0, 0)
		verb := dp.Verb
		if verb == "" {
			verb = "нагороджується"
		}
		centred(f, "", 16, 12, 80, verb)
		centred(f, "B", diplomaNameSize, diplomaNameLeast, 93, dp.Name)
		centred(f, "", 18, 12, 116, dp.Place)
		centred(f, "", 18, 10, 128, dp.Event)
		f.SetFont("serif", "", 14)
		f.SetXY(30, 168)
		f.CellFormat(100, 8, strings.Trim(dp.City+", "+dp.Date, ", "), "", 0, "L", false, 0, "")
		f.Line(w-130, 174, w-30, 174)
		f.SetXY(w-130, 176)
		f.SetFont("serif", "", 11)
		f.CellFormat(100, 6, fit(f, strings.TrimSpace(dp.Role+"   "+dp.Signer), 100, false), "", 0, "C", false, 0, "")
	}
}

// centred prints s on one line centred across the page, in the serif face
// at size points, shrunk down to least points until it fits.
func centred(f *fpdf.Fpdf, style string, size, least, y float64, s string) {
	const width = a4Long - 2*32
	size = fitSize(func(pt float64) float64 {
		f.SetFont("serif", style, pt)
		return f.GetStringWidth(s)
	}, size, least, width)
	f.SetFont("serif", style, size)
	f.SetXY(32, y)
	f.CellFormat(width, size*ptToMM*1.3, fit(f, s, width, false), "", 0, "C", false, 0, "")
}

// fitSize returns the largest type size, from size down to least in half
// points, at which measure(size) <= width; least if none does.
func fitSize(measure func(pt float64) float64, size, least, width float64) float64 {
	for ; size > least; size -= 0.5 {
		if measure(size) <= width {
			return size
		}
	}
	return least
}
