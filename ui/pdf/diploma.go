package pdf

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg" // emblems are PNG or JPEG
	"image/png"
	"slices"
	"strings"

	"codeberg.org/go-pdf/fpdf"

	"arbiter/model"
	"arbiter/model/i18n"
)

// Academy is the organisation printed at the top of a diploma whose style
// names none (the Academy's 2010 wording, as model/diplomas.Academy2010).
const Academy = "Українська Шахова Академія"

func (dp Diploma) fields() []string {
	f := []string{dp.Organisation, dp.Award, dp.Awarded, dp.Name, dp.Place, dp.Event, dp.Date, dp.City}
	for _, s := range dp.Signatures {
		f = append(f, s.Role, s.Name)
	}
	return f
}

func (dp Diploma) text() string {
	labels := []string{"organisation", "award", "awarded", "name", "place", "event", "date", "city"}
	var b strings.Builder
	for i, v := range dp.fields()[:len(labels)] {
		fmt.Fprintf(&b, "  %s: %s\n", labels[i], v)
	}
	for _, s := range dp.Signatures {
		fmt.Fprintf(&b, "  signature: %s | %s\n", s.Role, s.Name)
	}
	return b.String()
}

// BlankFields are the texts a pre-printed blank gets, each in its frame:
// the name, the place or category, the event, the date.
var BlankFields = []string{"name", "place", "event", "date"}

// frame is where a field prints on the landscape page (mm) and in what
// type: size points, shrunk to fit down to least.
type frame struct {
	x, y, w, h  float64
	style       string
	size, least float64
}

// diplomaFrames are the frames of the fields a blank prints; the full
// diploma prints them in the same frames, so a calibrated blank and a
// plain diploma agree. Each frame lies inside the decorative border's
// inner line (14 mm from the edges).
var diplomaFrames = map[string]frame{
	"name":  {x: 32, y: 93, w: a4Long - 64, h: 16, style: "B", size: diplomaNameSize, least: diplomaNameLeast},
	"place": {x: 32, y: 113, w: a4Long - 64, h: 10, size: 18, least: 10},
	"event": {x: 32, y: 127, w: a4Long - 64, h: 10, size: 18, least: 9},
	"date":  {x: 60, y: 142, w: a4Long - 120, h: 8, size: 14, least: 9},
}

// The winner's name on a diploma: diplomaNameSize points, shrunk to fit
// the line down to diplomaNameLeast.
const (
	diplomaNameSize  = 34.0
	diplomaNameLeast = 12.0
)

// Winner is one player to be awarded: a place (1–3 give «Диплом I–III
// ступеня») or, when Category is set, a category award.
type Winner struct {
	Name     string
	Place    int
	PlaceTo  int // last place of a shared place («за 3–4 місце»); 0 when alone
	Category string
	Group    string // a sub-standings («Дівчата»): «за 1 місце в заліку «Дівчата»»
}

// DiplomaEvent is what every diploma of one batch shares.
type DiplomaEvent struct {
	Event  string // tournament or season name
	Date   string
	City   string // the style's city, else «Київ», when empty
	Signer string // the director's name on the default signature line, may be empty
	Style  DiplomaStyle
	// Lang is the language of the diplomas' words (Ukrainian when zero):
	// the default wording (Academy2010's, which a style keeps in
	// Ukrainian) prints in it too; wording the director typed prints as
	// typed.
	Lang i18n.Lang
}

// OrganisationIn is an organisation as l prints it: the Academy's name
// (the default of a template, kept in Ukrainian) in l, any other as typed.
func OrganisationIn(l i18n.Lang, org string) string {
	return DiplomaStyle{Organisation: org}.in(l).Organisation
}

// in is st with its default wording in l (the catalogue's Ukrainian texts
// of these keys are model/diplomas.Academy2010's); what the director typed
// stays as it is.
func (st DiplomaStyle) in(l i18n.Lang) DiplomaStyle {
	if l == i18n.Uk || l == "" {
		return st
	}
	swap := func(s, key string, args ...any) string {
		if s == i18n.Uk.Tr(key, args...) {
			return l.Tr(key, args...)
		}
		return s
	}
	st.Organisation = swap(st.Organisation, "Ukrainian Chess Academy")
	st.City = swap(st.City, "Kyiv")
	st.Awarded = swap(st.Awarded, "is awarded to")
	for i := range st.Degrees {
		st.Degrees[i] = swap(st.Degrees[i], "Diploma of the %s degree", roman(i+1))
	}
	if st.Signatures != nil {
		st.Signatures = slices.Clone(st.Signatures)
		for i := range st.Signatures {
			st.Signatures[i].Role = swap(st.Signatures[i].Role, "Tournament director")
		}
	}
	return st
}

// Diplomas builds one diploma per winner, in the order given, in ev's style.
func Diplomas(ev DiplomaEvent, winners []Winner) *Document {
	l := ev.Lang
	st := ev.Style.in(l)
	city := firstOf(ev.City, st.City, l.Tr("Kyiv"))
	signs := st.Signatures
	if signs == nil {
		signs = []Signature{{Role: l.Tr("Tournament director"), Name: ev.Signer}}
	}
	d := &Document{Stem: l.Tr("diplomas"), Title: l.Tr("Diplomas"), Style: st, Lang: l}
	if st.Blank {
		d.Stem = l.Tr("diplomas-on-blanks")
	}
	for _, w := range winners {
		dp := Diploma{Organisation: firstOf(st.Organisation, l.Tr("Ukrainian Chess Academy")), Award: w.Category,
			Awarded: firstOf(st.Awarded, l.Tr("is awarded to")), Name: w.Name, Event: ev.Event,
			Date: ev.Date, City: city, Signatures: slices.Clone(signs)}
		if w.Category == "" {
			dp.Award = l.Tr("Diploma of the %s degree", roman(w.Place))
			if w.Place >= 1 && w.Place <= 3 && st.Degrees[w.Place-1] != "" {
				dp.Award = st.Degrees[w.Place-1]
			}
		}
		switch {
		case w.Place > 0 && w.PlaceTo > w.Place:
			dp.Place = l.Tr("for places %d–%d", w.Place, w.PlaceTo)
		case w.Place > 0:
			dp.Place = l.Tr("for place %d", w.Place)
		}
		if w.Group != "" && dp.Place != "" {
			dp.Place = l.Tr("%s in the table «%s»", dp.Place, w.Group)
		}
		d.Diplomas = append(d.Diplomas, dp)
	}
	return d
}

// DiplomaCalibrationIn is the test page of a blank style, its words in l:
// a millimetre grid over the whole landscape page and each field's frame
// where the style's offsets put it, with a sample text. Printed on plain
// paper and laid over a pre-printed form against the light, it shows how
// many millimetres each field must move.
func DiplomaCalibrationIn(l i18n.Lang, st DiplomaStyle, sample Diploma) *Document {
	st.Blank = true
	return &Document{Stem: l.Tr("blank-calibration"), Title: l.Tr("Calibration of the form"), Style: st,
		Diplomas: []Diploma{sample}, Calibration: true, Lang: l}
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// blankText is the text of field on dp as a blank prints it.
func (dp Diploma) blankText(field string) string {
	switch field {
	case "name":
		return dp.Name
	case "place":
		return firstOf(dp.Place, dp.Award)
	case "event":
		return dp.Event
	case "date":
		return dp.Date
	}
	return ""
}

// styleText is the batch's style for golden tests.
func (st DiplomaStyle) text() string {
	var b strings.Builder
	if len(st.Emblem) > 0 {
		kind, w, h := emblemInfo(st.Emblem)
		fmt.Fprintf(&b, "emblem: %s %d×%d, %d bytes\n", kind, w, h, len(st.Emblem))
	}
	if st.Blank {
		b.WriteString("mode: text only (pre-printed blank)\n")
	}
	for _, f := range BlankFields {
		if o, ok := st.Offsets[f]; ok {
			fmt.Fprintf(&b, "offset %s: %+g mm, %+g mm\n", f, o.X, o.Y)
		}
	}
	return b.String()
}

// emblemInfo is the image kind and size of an emblem; kind "" if it is
// not a whole PNG or JPEG (the image is decoded to its last pixel: a file
// cut short has a header that reads well).
func emblemInfo(b []byte) (kind string, w, h int) {
	cfg, kind, err := image.DecodeConfig(bytes.NewReader(b))
	if err != nil || (kind != "png" && kind != "jpeg") || cfg.Width < 1 || cfg.Height < 1 || cfg.Width > 8000 || cfg.Height > 8000 {
		return "", 0, 0
	}
	if _, _, err := image.Decode(bytes.NewReader(b)); err != nil {
		return "", 0, 0
	}
	return kind, cfg.Width, cfg.Height
}

// roman writes 1–39 in Roman numerals (diploma degrees).
func roman(n int) string {
	if n <= 0 || n >= 40 {
		return fmt.Sprint(n)
	}
	units := []string{"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"}
	return strings.Repeat("X", n/10) + units[n%10]
}

// renderDiplomas draws each diploma on its own landscape page: the
// decorative border, the emblem and the organisation, the award as a
// serif heading, the name on one line (type shrunk to fit), the place,
// the event, the city and date, the signature lines. A blank prints the
// fields alone, each in its frame moved by its offset.
func renderDiplomas(f *fpdf.Fpdf, d *Document) {
	st := d.Style
	emblem := ""
	if len(st.Emblem) > 0 && !st.Blank {
		emblem = registerEmblem(f, d, st.Emblem)
	}
	for _, dp := range d.Diplomas {
		f.AddPage()
		if d.Calibration {
			drawGrid(f, d.Lang)
		}
		if !st.Blank {
			drawBorder(f)
			drawHeading(f, dp, emblem)
		}
		for _, name := range BlankFields {
			fr := diplomaFrames[name]
			if st.Blank {
				o := st.Offsets[name]
				fr.x, fr.y = fr.x+o.X, fr.y+o.Y
			}
			text := dp.blankText(name)
			if !st.Blank {
				switch name {
				case "place":
					text = dp.Place
				case "date":
					text = strings.Trim(dp.City+", "+dp.Date, ", ")
				}
			}
			if d.Calibration {
				drawFrame(f, fr, name, st.Offsets[name], d.Lang)
			}
			inFrame(f, fr, text)
		}
		if !st.Blank {
			drawSignatures(f, dp.Signatures)
		}
	}
}

// drawHeading prints the emblem, the organisation, the award and the line
// before the name.
func drawHeading(f *fpdf.Fpdf, dp Diploma, emblem string) {
	const w = a4Long
	orgY, awardY := 30.0, 48.0
	if emblem != "" {
		const eh = 20.0
		info := f.GetImageInfo(emblem)
		ew := min(eh*info.Width()/info.Height(), 60)
		f.ImageOptions(emblem, (w-ew)/2, 19, ew, 0, false, fpdf.ImageOptions{}, 0, "")
		orgY, awardY = 41, 56
	}
	f.SetTextColor(40, 40, 80)
	centred(f, "", 18, 12, orgY, dp.Organisation)
	centred(f, "B", 40, 20, awardY, dp.Award)
	f.SetTextColor(0, 0, 0)
	centred(f, "", 16, 12, 80, dp.Awarded)
}

// drawSignatures draws one line on the right, or two: left and right;
// under each line the role and the name.
func drawSignatures(f *fpdf.Fpdf, ss []Signature) {
	const w, lineY, lineW = a4Long, 172.0, 100.0
	xs := []float64{w - 30 - lineW}
	if len(ss) == 2 {
		xs = []float64{30, w - 30 - lineW}
	}
	f.SetDrawColor(60, 60, 90)
	f.SetLineWidth(0.3)
	for i, s := range ss[:min(len(ss), 2)] {
		f.Line(xs[i], lineY, xs[i]+lineW, lineY)
		f.SetFont("serif", "", 11)
		f.SetXY(xs[i], lineY+2)
		f.CellFormat(lineW, 6, fit(f, strings.TrimSpace(s.Role+"   "+s.Name), lineW, false), "", 0, "C", false, 0, "")
	}
}

// inFrame prints s centred in fr, its type shrunk to fit the frame's
// width down to fr.least, then shortened with an ellipsis.
func inFrame(f *fpdf.Fpdf, fr frame, s string) {
	if s == "" {
		return
	}
	size := fitSize(func(pt float64) float64 {
		f.SetFont("serif", fr.style, pt)
		return f.GetStringWidth(s)
	}, fr.size, fr.least, fr.w)
	f.SetFont("serif", fr.style, size)
	f.SetXY(fr.x, fr.y)
	f.CellFormat(fr.w, fr.h, fit(f, s, fr.w, false), "", 0, "C", false, 0, "")
}

// registerEmblem adds the emblem image once for the whole batch and
// returns its name; "" if it is not a whole PNG or JPEG: the pages print
// without it and d.Problems says so. An image Go reads but fpdf's own
// reader does not (an interlaced or 16-bit PNG, a JPEG fpdf refuses) is
// handed to fpdf again as a plain 8-bit PNG (plainPNG).
func registerEmblem(f *fpdf.Fpdf, d *Document, b []byte) string {
	kind, _, _ := emblemInfo(b)
	tp := map[string]string{"png": "PNG", "jpeg": "JPG"}[kind]
	if tp == "" {
		d.problem(badEmblem)
		return ""
	}
	name := fmt.Sprintf("emblem-%x", sha256.Sum256(b))
	if tryRegister(f, name, tp, b) {
		return name
	}
	if p, err := plainPNG(b); err == nil && tryRegister(f, name+"-plain", "PNG", p) {
		return name + "-plain"
	}
	d.problem(badEmblem)
	return ""
}

// tryRegister registers the image b under name, reporting whether fpdf
// took it. fpdf's image readers have panicked on damaged files, so a panic
// counts as "did not take it".
func tryRegister(f *fpdf.Fpdf, name, tp string, b []byte) (ok bool) {
	defer func() {
		if recover() != nil {
			f.ClearError()
			ok = false
		}
	}()
	f.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: tp, ReadDpi: false}, bytes.NewReader(b))
	if f.Err() {
		f.ClearError()
		return false
	}
	return true
}

// plainPNG decodes b and encodes it again as a non-interlaced 8-bit RGBA
// PNG, the form fpdf reads.
func plainPNG(b []byte) ([]byte, error) {
	m, _, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	n := image.NewNRGBA(m.Bounds())
	draw.Draw(n, n.Bounds(), m, m.Bounds().Min, draw.Src)
	var out bytes.Buffer
	if err := png.Encode(&out, n); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// problem records t once.
func (d *Document) problem(t model.Text) {
	for _, p := range d.Problems {
		if p.Key == t.Key {
			return
		}
	}
	d.Problems = append(d.Problems, t)
}

// badEmblem is the problem of an emblem that cannot be printed.
var badEmblem = model.Msg("The emblem kept in the diploma template is not a whole PNG or JPEG image (the file may have been cut short), so the printout has no emblem. Choose the emblem again in the diploma template.")

// Border colours: ink blue lines, gold ornaments.
var (
	borderInk  = [3]int{40, 50, 110}
	borderGold = [3]int{176, 138, 52}
)

// drawBorder draws the built-in decorative border, all of it vector lines
// and shapes drawn here (no artwork from elsewhere): a heavy outer frame at
// 10 mm, a thin inner frame at 14 mm, a chain of gold lozenges between
// them and a rosette in each corner.
func drawBorder(f *fpdf.Fpdf) {
	const w, h = a4Long, a4Short
	f.SetDrawColor(borderInk[0], borderInk[1], borderInk[2])
	f.SetLineWidth(1.2)
	f.Rect(10, 10, w-20, h-20, "D")
	f.SetLineWidth(0.4)
	f.Rect(14, 14, w-28, h-28, "D")
	f.SetFillColor(borderGold[0], borderGold[1], borderGold[2])
	f.SetDrawColor(borderGold[0], borderGold[1], borderGold[2])
	f.SetLineWidth(0.2)
	lozenge := func(cx, cy float64) {
		f.Polygon([]fpdf.PointType{{X: cx - 1.3, Y: cy}, {X: cx, Y: cy - 1.3}, {X: cx + 1.3, Y: cy}, {X: cx, Y: cy + 1.3}}, "F")
	}
	const mid, step = 12.0, 5.0 // the chain runs between the two frames
	for x := 12.0 + 3*step; x <= w-12-3*step+0.01; x += step {
		lozenge(x, mid)
		lozenge(x, h-mid)
	}
	for y := 12.0 + 3*step; y <= h-12-3*step+0.01; y += step {
		lozenge(mid, y)
		lozenge(w-mid, y)
	}
	for _, c := range [][2]float64{{mid + 2, mid + 2}, {w - mid - 2, mid + 2}, {mid + 2, h - mid - 2}, {w - mid - 2, h - mid - 2}} {
		f.SetFillColor(255, 255, 255)
		f.SetDrawColor(borderInk[0], borderInk[1], borderInk[2])
		f.SetLineWidth(0.5)
		f.Circle(c[0], c[1], 5, "FD")
		f.SetDrawColor(borderGold[0], borderGold[1], borderGold[2])
		f.SetLineWidth(0.3)
		f.Circle(c[0], c[1], 3.6, "D")
		f.SetFillColor(borderGold[0], borderGold[1], borderGold[2])
		for i := range 4 { // four petals
			dx, dy := []float64{2, 0, -2, 0}[i], []float64{0, 2, 0, -2}[i]
			f.Circle(c[0]+dx, c[1]+dy, 1, "F")
		}
		f.Circle(c[0], c[1], 0.8, "F")
	}
	f.SetLineWidth(0.2)
}

// drawGrid is the calibration page's millimetre grid: a hairline every
// millimetre, a heavier line every 5 and every 10 mm, the centimetres
// numbered along the top and the left.
func drawGrid(f *fpdf.Fpdf, l i18n.Lang) {
	const w, h = a4Long, a4Short
	for mm := 0; mm <= int(w); mm++ {
		gridLine(f, mm)
		f.Line(float64(mm), 0, float64(mm), h)
	}
	for mm := 0; mm <= int(h); mm++ {
		gridLine(f, mm)
		f.Line(0, float64(mm), w, float64(mm))
	}
	f.SetFont("sans", "", 6)
	f.SetTextColor(90, 90, 90)
	// numbers inside the 14 mm every printer prints
	for mm := 20; mm < int(w)-20; mm += 10 {
		f.SetXY(float64(mm)+0.3, 15)
		f.CellFormat(6, 3, fmt.Sprint(mm/10), "", 0, "L", false, 0, "")
	}
	for mm := 20; mm < int(h)-14; mm += 10 {
		f.SetXY(15, float64(mm)+0.3)
		f.CellFormat(6, 3, fmt.Sprint(mm/10), "", 0, "L", false, 0, "")
	}
	f.SetXY(20, h-21)
	f.SetFont("sans", "", 8)
	f.CellFormat(w-40, 4, l.Tr("A 1 mm grid (the numbers are centimetres). Lay it on the form against the light and measure how many millimetres each field must move."), "", 0, "L", false, 0, "")
	f.SetTextColor(0, 0, 0)
}

func gridLine(f *fpdf.Fpdf, mm int) {
	switch {
	case mm%10 == 0:
		f.SetDrawColor(120, 120, 120)
		f.SetLineWidth(0.25)
	case mm%5 == 0:
		f.SetDrawColor(170, 170, 170)
		f.SetLineWidth(0.15)
	default:
		f.SetDrawColor(215, 215, 215)
		f.SetLineWidth(0.05)
	}
}

// drawFrame outlines a field's frame in red on the calibration page, with
// the field's name and offset above it.
func drawFrame(f *fpdf.Fpdf, fr frame, name string, o Offset, l i18n.Lang) {
	f.SetDrawColor(200, 30, 30)
	f.SetLineWidth(0.3)
	f.Rect(fr.x, fr.y, fr.w, fr.h, "D")
	f.Line(fr.x+fr.w/2-3, fr.y+fr.h/2, fr.x+fr.w/2+3, fr.y+fr.h/2)
	f.Line(fr.x+fr.w/2, fr.y+fr.h/2-3, fr.x+fr.w/2, fr.y+fr.h/2+3)
	f.SetFont("sans", "", 7)
	f.SetTextColor(200, 30, 30)
	f.SetXY(fr.x, fr.y-3.2)
	f.CellFormat(fr.w, 3, l.Tr("%s: moved %s mm right, %s mm down", fieldLabel(l, name), model.NumberIn(l, mmText(o.X)), model.NumberIn(l, mmText(o.Y))), "", 0, "L", false, 0, "")
	f.SetTextColor(0, 0, 0)
}

// mmText writes millimetres with the decimal comma: "1,5", "-2", "0".
func mmText(v float64) string {
	return strings.Replace(strings.Replace(fmt.Sprintf("%g", v), ".", ",", 1), "-", "−", 1)
}

func fieldLabel(l i18n.Lang, name string) string {
	switch name {
	case "name":
		return l.Tr("name (field)")
	case "place":
		return l.Tr("place or category")
	case "event":
		return l.Tr("event")
	case "date":
		return l.Tr("date")
	}
	return ""
}

// centred prints s on one line centred across the page, in the serif face
// at size points, shrunk down to least points until it fits.
func centred(f *fpdf.Fpdf, style string, size, least, y float64, s string) {
	inFrame(f, frame{x: 32, y: y, w: a4Long - 2*32, h: size * ptToMM * 1.3, style: style, size: size, least: least}, s)
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
