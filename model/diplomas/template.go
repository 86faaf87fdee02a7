package diplomas

import (
	"bytes"
	"fmt"
	"image"
	_ "image/jpeg" // the emblem may be a JPEG
	_ "image/png"  // or a PNG
	"strings"
	"unicode/utf8"

	"arbiter/model"

	"arbiter/model/i18n"
)

// Owner is what a template belongs to: a season or a tournament (exactly
// one of the two is set).
type Owner struct {
	Season     model.SeasonID
	Tournament model.TournamentID
}

// SeasonOwner and TournamentOwner name an owner.
func SeasonOwner(id model.SeasonID) Owner         { return Owner{Season: id} }
func TournamentOwner(id model.TournamentID) Owner { return Owner{Tournament: id} }
func (o Owner) valid() bool                       { return (o.Season > 0) != (o.Tournament > 0) }
func (o Owner) String() string {
	if o.Tournament > 0 {
		return fmt.Sprintf("tournament %d", o.Tournament)
	}
	return fmt.Sprintf("season %d", o.Season)
}

// Signer is one signature line: the role printed under the line and the
// name beside it.
type Signer struct {
	Role string // «Директор турніру»
	Name string // «Петренко П. П.»; may be empty (signed by hand)
}

// Field is one variable text of a diploma, the ones a pre-printed blank
// needs: the winner's name, the place or category, the event, the date.
type Field string

// The fields a blank prints, in the order of the calibration page.
const (
	FieldName  Field = "name"
	FieldPlace Field = "place" // the place («за 1 місце») or the category
	FieldEvent Field = "event"
	FieldDate  Field = "date"
)

// Fields lists every field in print order.
var Fields = []Field{FieldName, FieldPlace, FieldEvent, FieldDate}

// Offset moves a field on a blank, in millimetres: X to the right, Y down.
type Offset struct{ X, Y float64 }

// MaxOffset is how far, in millimetres, a field may be moved either way.
const MaxOffset = 100.0

// Template is how the diplomas of a season or a tournament look.
type Template struct {
	Organisation string   // the line at the top
	Emblem       []byte   // PNG or JPEG; empty: none
	City         string   // printed before the date
	Signers      []Signer // up to two (director, chief arbiter)
	// Degrees is the heading of each degree, 1st to 3rd place
	// («Диплом I ступеня»); Awarded the line before the name
	// («нагороджується»).
	Degrees [3]string
	Awarded string
	// Blank is the "text only" mode: only the fields are printed, each
	// moved by its Offset, on a club's pre-printed forms.
	Blank   bool
	Offsets map[Field]Offset
}

// Academy2010 is the default template: the Academy, Kyiv, the degrees as
// the 2010 regulations award them (seeds: «Нагороджуються дипломами
// Української Шахової Академії: три призера кожного турніру (за 1, 2, 3
// місця)»), one signature line for the tournament director.
func Academy2010() Template {
	return Template{
		Organisation: "Українська Шахова Академія",
		City:         "Київ",
		Signers:      []Signer{{Role: "Директор турніру"}},
		Degrees:      [3]string{"Диплом I ступеня", "Диплом II ступеня", "Диплом III ступеня"},
		Awarded:      "нагороджується",
		Offsets:      map[Field]Offset{},
	}
}

// Source says where a resolved template comes from.
type Source string

// The sources of a template, most specific first.
const (
	FromTournament Source = "tournament"
	FromSeason     Source = "season"
	FromDefault    Source = "default"
)

// Limits of a template's texts (characters) and emblem (bytes).
const (
	MaxText   = 120
	MaxEmblem = 2 << 20
)

func bad(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, nil) }

// EmblemKind is "png" or "jpeg" for an emblem image, or an error saying
// the file is not one. The whole image is decoded, not only its header: a
// file cut short (a PNG of its first 60 bytes) has a header that reads well
// and would break every printout of the template later. An empty (0-byte)
// file is refused too, never taken as "no emblem".
func EmblemKind(b []byte) (string, error) {
	const op = "diplomas.Emblem"
	if len(b) == 0 {
		return "", bad(op, model.Msg("The emblem file is empty (0 bytes): choose a PNG or JPEG image, or remove the emblem."))
	}
	if len(b) > MaxEmblem {
		return "", bad(op, model.Msg("The emblem is too large (%d KB): choose an image of at most %d KB.", len(b)/1024, MaxEmblem/1024))
	}
	cfg, kind, err := image.DecodeConfig(bytes.NewReader(b))
	if err != nil || (kind != "png" && kind != "jpeg") {
		return "", bad(op, model.Msg("The emblem must be a PNG or JPEG image: this file reads as neither."))
	}
	if cfg.Width < 1 || cfg.Height < 1 || cfg.Width > 8000 || cfg.Height > 8000 {
		return "", bad(op, model.Msg("The emblem is %d×%d pixels: it must be 1 to 8000 each way.", cfg.Width, cfg.Height))
	}
	if _, _, err := image.Decode(bytes.NewReader(b)); err != nil {
		return "", bad(op, model.Msg("The emblem image is damaged or incomplete (%s): it cannot be printed. Choose the file again, or another image.", kind))
	}
	return kind, nil
}

// Check says what is wrong with t, in words the director can act on.
func (t Template) Check() error {
	const op = "diplomas.Check"
	text := func(what model.Text, s string, need bool) error {
		switch {
		case need && strings.TrimSpace(s) == "":
			return bad(op, model.Msg("Fill in %s.", what))
		case utf8.RuneCountInString(s) > MaxText:
			return bad(op, model.Msg("%s is too long: at most %d characters.", what, MaxText))
		case !utf8.ValidString(s) || strings.ContainsAny(s, "\n\r\t"):
			return bad(op, model.Msg("%s must be one line of text.", what))
		}
		return nil
	}
	if err := text(model.Msg("the organisation"), t.Organisation, !t.Blank); err != nil {
		return err
	}
	if err := text(model.Msg("the city"), t.City, false); err != nil {
		return err
	}
	if err := text(model.Msg("the line before the name"), t.Awarded, false); err != nil {
		return err
	}
	for i, d := range t.Degrees {
		if err := text(model.Msg("the heading of degree %d", i+1), d, true); err != nil {
			return err
		}
	}
	if len(t.Signers) > 2 {
		return bad(op, model.Msg("A diploma has at most two signature lines (director and chief arbiter)."))
	}
	for i, s := range t.Signers {
		if err := text(model.Msg("the role of signature %d", i+1), s.Role, true); err != nil {
			return err
		}
		if err := text(model.Msg("the name of signature %d", i+1), s.Name, false); err != nil {
			return err
		}
	}
	if t.Emblem != nil { // nil: no emblem; an empty one is a 0-byte file
		if _, err := EmblemKind(t.Emblem); err != nil {
			return err
		}
	}
	for f, o := range t.Offsets {
		known := false
		for _, g := range Fields {
			known = known || f == g
		}
		if !known {
			return bad(op, model.Msg("Unknown blank field %q.", f))
		}
		if o.X < -MaxOffset || o.X > MaxOffset || o.Y < -MaxOffset || o.Y > MaxOffset || o.X != o.X || o.Y != o.Y {
			return bad(op, model.Msg("The offset of %s (%s; %s mm) is too large: at most %s mm each way.", fieldName(f), i18n.Decimal{V: o.X, Places: -1}, i18n.Decimal{V: o.Y, Places: -1}, i18n.Decimal{V: MaxOffset, Places: -1}))
		}
	}
	return nil
}

// FieldLabel is a field's Ukrainian name, as the calibration page and the
// editor print it.
func FieldLabel(f Field) string {
	switch f {
	case FieldName:
		return "ім'я"
	case FieldPlace:
		return "місце або категорія"
	case FieldEvent:
		return "змагання"
	case FieldDate:
		return "дата"
	}
	return string(f)
}

// clean trims the texts and drops empty signature lines.
func (t Template) clean() Template {
	t.Organisation, t.City, t.Awarded = strings.TrimSpace(t.Organisation), strings.TrimSpace(t.City), strings.TrimSpace(t.Awarded)
	for i := range t.Degrees {
		t.Degrees[i] = strings.TrimSpace(t.Degrees[i])
	}
	var ss []Signer
	for _, s := range t.Signers {
		s.Role, s.Name = strings.TrimSpace(s.Role), strings.TrimSpace(s.Name)
		if s.Role != "" || s.Name != "" {
			ss = append(ss, s)
		}
	}
	t.Signers = ss
	offs := map[Field]Offset{}
	for f, o := range t.Offsets {
		if o != (Offset{}) {
			offs[f] = o
		}
	}
	t.Offsets = offs
	return t
}

// fieldName is a blank field in a message: its Ukrainian label
// (FieldLabel), or its code in English.
type fieldName Field

func (f fieldName) In(l model.Lang) string {
	if l == i18n.En {
		return string(f)
	}
	return FieldLabel(Field(f))
}
