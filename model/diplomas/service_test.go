package diplomas_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/storage"

	"arbiter/model/i18n"
)

var ctx = context.Background()

func open(t *testing.T) (*diplomas.Service, *storage.DB) {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "a.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return diplomas.New(st.Diplomas()), st
}

func encoded(t *testing.T, enc func(*bytes.Buffer, image.Image) error) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := enc(&b, image.NewGray(image.Rect(0, 0, 4, 3))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// bigPNG is a 64×64 PNG with a gradient, so that its pixel data runs well
// past its first 60 bytes.
func bigPNG(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, gradient()); err != nil {
		t.Fatal(err)
	}
	if b.Len() < 200 {
		t.Fatalf("the PNG has only %d bytes", b.Len())
	}
	return b.Bytes()
}

// bigJPEG is the same picture as a JPEG.
func bigJPEG(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, gradient(), nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func gradient() image.Image {
	m := image.NewRGBA(image.Rect(0, 0, 64, 64))
	for y := range 64 {
		for x := range 64 {
			m.Set(x, y, color.RGBA{uint8(4 * x), uint8(4 * y), uint8(x * y), 255})
		}
	}
	return m
}

// A tournament prints with its own template, else its season's, else the
// Academy's 2010 wording; resetting one falls back a step.
func TestTemplateResolution(t *testing.T) {
	svc, st := open(t)
	se := model.Season{Year: 2010, Name: "Сезон 2010", Rules: season.Rules2010()}
	if err := st.Seasons().CreateSeason(ctx, &se); err != nil {
		t.Fatal(err)
	}
	inSeason := model.Tournament{Name: "Кваліфікаційний 1", StartDate: model.NewDate(2010, 7, 26), EndDate: model.NewDate(2010, 7, 27), Kind: model.Classical,
		Cup: season.CupGold, Level: season.Level3, System: model.SystemSwissDutch, Rounds: 9, SeasonID: se.ID}
	alone := inSeason
	alone.Name, alone.SeasonID, alone.Cup = "Бліц", 0, "none"
	for _, tr := range []*model.Tournament{&inSeason, &alone} {
		if err := st.Tournaments().CreateTournament(ctx, tr); err != nil {
			t.Fatal(err)
		}
	}
	check := func(tr model.Tournament, wantSrc diplomas.Source, wantCity string) {
		t.Helper()
		got, src, err := svc.ForTournament(ctx, tr)
		if err != nil || src != wantSrc || got.City != wantCity {
			t.Errorf("%s: %s template with city %q (%v); want %s, %q", tr.Name, src, got.City, err, wantSrc, wantCity)
		}
	}
	check(inSeason, diplomas.FromDefault, "Київ")
	if d := diplomas.Academy2010(); d.Degrees != [3]string{"Диплом I ступеня", "Диплом II ступеня", "Диплом III ступеня"} ||
		d.Organisation != "Українська Шахова Академія" || d.Awarded != "нагороджується" {
		t.Errorf("the default is not the 2010 wording: %+v", d)
	}
	seasonTpl := diplomas.Academy2010()
	seasonTpl.City = "  Ірпінь "
	if err := svc.Save(ctx, diplomas.SeasonOwner(se.ID), seasonTpl); err != nil {
		t.Fatal(err)
	}
	check(inSeason, diplomas.FromSeason, "Ірпінь")
	check(alone, diplomas.FromDefault, "Київ")
	own := diplomas.Academy2010()
	own.City = "Бровари"
	if err := svc.Save(ctx, diplomas.TournamentOwner(inSeason.ID), own); err != nil {
		t.Fatal(err)
	}
	check(inSeason, diplomas.FromTournament, "Бровари")
	if err := svc.Reset(ctx, diplomas.TournamentOwner(inSeason.ID)); err != nil {
		t.Fatal(err)
	}
	check(inSeason, diplomas.FromSeason, "Ірпінь")
	if err := svc.Reset(ctx, diplomas.SeasonOwner(se.ID)); err != nil {
		t.Fatal(err)
	}
	check(inSeason, diplomas.FromDefault, "Київ")
}

// A template with a fault is refused with a message naming the fault, and
// the template kept before is unchanged.
func TestBadTemplateRefused(t *testing.T) {
	svc, st := open(t)
	tr := model.Tournament{Name: "Кубок", StartDate: model.NewDate(2010, 7, 26), EndDate: model.NewDate(2010, 7, 27), Kind: model.Blitz, Cup: "none", System: model.SystemSwissDutch, Rounds: 5}
	if err := st.Tournaments().CreateTournament(ctx, &tr); err != nil {
		t.Fatal(err)
	}
	owner := diplomas.TournamentOwner(tr.ID)
	good := diplomas.Academy2010()
	good.Emblem = encoded(t, func(b *bytes.Buffer, m image.Image) error { return jpeg.Encode(b, m, nil) })
	if err := svc.Save(ctx, owner, good); err != nil {
		t.Fatalf("a JPEG emblem: %v", err)
	}
	gifEmblem := encoded(t, func(b *bytes.Buffer, m image.Image) error { return gif.Encode(b, m, nil) })
	mod := func(f func(*diplomas.Template)) diplomas.Template {
		t := diplomas.Academy2010()
		f(&t)
		return t
	}
	for _, c := range []struct {
		name string
		tpl  diplomas.Template
		want string
	}{
		{"no organisation", mod(func(t *diplomas.Template) { t.Organisation = " " }), "Організація"},
		{"no degree", mod(func(t *diplomas.Template) { t.Degrees[1] = "" }), "Диплом 2 ступеня"},
		{"long city", mod(func(t *diplomas.Template) { t.City = strings.Repeat("К", 121) }), "не більше 120"},
		{"two lines", mod(func(t *diplomas.Template) { t.Awarded = "на\nгороджується" }), "одним рядком"},
		{"three signers", mod(func(t *diplomas.Template) {
			t.Signers = make([]diplomas.Signer, 3)
			t.Signers[0].Role, t.Signers[1].Role, t.Signers[2].Role = "a", "b", "c"
		}), "не більше двох"},
		{"signer without role", mod(func(t *diplomas.Template) { t.Signers = []diplomas.Signer{{Name: "Бойко О."}} }), "Посада 1"},
		{"GIF emblem", mod(func(tp *diplomas.Template) { tp.Emblem = gifEmblem }), "PNG або JPEG"},
		{"text as emblem", mod(func(t *diplomas.Template) { t.Emblem = []byte("not an image") }), "PNG або JPEG"},
		{"huge emblem", mod(func(t *diplomas.Template) { t.Emblem = make([]byte, diplomas.MaxEmblem+1) }), "завелика"},
		// a PNG cut to its first 60 bytes: its header reads well, its pixels are missing
		{"PNG cut to 60 bytes", mod(func(tp *diplomas.Template) { tp.Emblem = bigPNG(t)[:60] }), "пошкоджене або неповне"},
		{"JPEG cut short", mod(func(tp *diplomas.Template) { b := bigJPEG(t); tp.Emblem = b[:len(b)*2/3] }), "пошкоджене або неповне"},
		{"0-byte emblem file", mod(func(t *diplomas.Template) { t.Emblem = []byte{} }), "порожній (0 байтів)"},
		{"far offset", mod(func(t *diplomas.Template) { t.Offsets[diplomas.FieldEvent] = diplomas.Offset{Y: 150} }), "змагання"},
		// the millimetres with the decimal comma, as everywhere in Ukrainian
		{"far offset, fractional", mod(func(t *diplomas.Template) { t.Offsets[diplomas.FieldEvent] = diplomas.Offset{X: 2.5, Y: -100.5} }), "(2,5; -100,5 мм) завеликий: не більше 100 мм"},
		{"unknown field", mod(func(t *diplomas.Template) { t.Offsets["club"] = diplomas.Offset{X: 1} }), "club"},
	} {
		err := svc.Save(ctx, owner, c.tpl)
		if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, i18n.Uk), c.want) {
			t.Errorf("%s: %v, want Invalid naming %q", c.name, err, c.want)
		}
	}
	got, src, err := svc.ForTournament(ctx, tr)
	if err != nil || src != diplomas.FromTournament || !bytes.Equal(got.Emblem, good.Emblem) {
		t.Errorf("after the refusals: %s, emblem %d bytes, %v; want the first template unchanged", src, len(got.Emblem), err)
	}
	if err := svc.Save(ctx, diplomas.Owner{}, good); !model.IsKind(err, model.Invalid) {
		t.Errorf("no owner: %v", err)
	}
}
