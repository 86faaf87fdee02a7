package storage

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"reflect"
	"testing"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/diplomas"
)

// emblemPNG is a small PNG for the templates' emblem.
func emblemPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 8, 6))
	for x := range 8 {
		img.Set(x, x%6, color.RGBA{200, 30, 30, 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// A template is kept per season and per tournament, whole (emblem bytes,
// two signers, degrees, blank offsets), replaced by a second save, removed
// by a delete, and goes with its tournament and comes back when the
// tournament is restored.
func TestDiplomaTemplateRoundTrip(t *testing.T) {
	s := mustOpen(t, filepath.Join(t.TempDir(), "a.db"))
	defer s.Close()
	tr, _ := smallTournament(t, s)
	se := model.Season{Year: 2010, Name: "Сезон 2010", Rules: season.Rules2010()}
	if err := s.CreateSeason(ctx, &se); err != nil {
		t.Fatal(err)
	}
	ds := s
	tpl := diplomas.Template{Organisation: "ШК «Гамбіт»", Emblem: emblemPNG(t), City: "Бровари",
		Signers: []diplomas.Signer{{Role: "Директор", Name: "Петренко П. П."}, {Role: "Головний суддя", Name: "Бойко О."}},
		Degrees: [3]string{"Перше місце", "Друге місце", "Третє місце"}, Awarded: "вручається",
		Blank: true, Offsets: map[diplomas.Field]diplomas.Offset{diplomas.FieldName: {X: 1.5, Y: -2}, diplomas.FieldDate: {X: -0.5}}}
	seasonTpl := diplomas.Academy2010()
	seasonTpl.City = "Ірпінь"
	save := func(o diplomas.Owner, tpl diplomas.Template) {
		t.Helper()
		if err := ds.DiplomaTx(ctx, func(tx diplomas.Tx) error { return tx.SaveTemplate(ctx, o, tpl) }); err != nil {
			t.Fatal(err)
		}
	}
	load := func(o diplomas.Owner) (diplomas.Template, error) {
		var got diplomas.Template
		err := ds.DiplomaTx(ctx, func(tx diplomas.Tx) error {
			var err error
			got, err = tx.Template(ctx, o)
			return err
		})
		return got, err
	}
	tOwner, sOwner := diplomas.TournamentOwner(tr.ID), diplomas.SeasonOwner(se.ID)
	if _, err := load(tOwner); !model.IsKind(err, model.NotFound) {
		t.Fatalf("before any save: %v, want NotFound", err)
	}
	save(tOwner, tpl)
	save(sOwner, seasonTpl)
	for _, c := range []struct {
		o    diplomas.Owner
		want diplomas.Template
	}{{tOwner, tpl}, {sOwner, seasonTpl}} {
		got, err := load(c.o)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%v: got %+v, %v\nwant %+v", c.o, got, err, c.want)
		}
	}
	again := tpl
	again.Blank, again.Emblem, again.Signers = false, nil, nil
	save(tOwner, again)
	if got, err := load(tOwner); err != nil || got.Blank || got.Emblem != nil || len(got.Signers) != 0 || got.City != "Бровари" {
		t.Errorf("after the second save: %+v, %v", got, err)
	}
	save(tOwner, tpl)
	if err := s.DeleteTournament(ctx, tr.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := load(tOwner); !model.IsKind(err, model.NotFound) {
		t.Errorf("template of a deleted tournament: %v", err)
	}
	recs, _ := s.DeletedRecords(ctx)
	if _, err := s.RestoreDeleted(ctx, recs[0].ID); err != nil {
		t.Fatal(err)
	}
	if got, err := load(tOwner); err != nil || !reflect.DeepEqual(got, tpl) {
		t.Errorf("restored with the tournament: %+v, %v", got, err)
	}
	if err := ds.DiplomaTx(ctx, func(tx diplomas.Tx) error { return tx.DeleteTemplate(ctx, tOwner) }); err != nil {
		t.Fatal(err)
	}
	if _, err := load(tOwner); !model.IsKind(err, model.NotFound) {
		t.Errorf("after delete: %v", err)
	}
	err := ds.DiplomaTx(ctx, func(tx diplomas.Tx) error { return tx.SaveTemplate(ctx, diplomas.TournamentOwner(999), tpl) })
	if !model.IsKind(err, model.NotFound) {
		t.Errorf("template of a tournament that does not exist: %v, want NotFound", err)
	}
}
