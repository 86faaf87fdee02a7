package tournament

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// A player created at the desk without a Latin spelling gets the Ukrainian
// national transliteration (Cabinet of Ministers resolution No. 55 of
// 27.01.2010), shown in the empty field as it is typed and saved with
// him, so the TRF carries it and no Cyrillic. By the resolution's table:
// К-k о-o в-v а-a л-l ь-(none) ч-ch у-u к-k, Г-H а-a н-n н-n а-a, so
// «Ковальчук Ганна» is «Kovalchuk, Hanna».
func TestDeskPlayerGetsTransliteratedLatinName(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, w := newTestTournaments(t, svc)
	createTournament(t, s, w, "Open", model.SystemSwissDutch, 5)
	test.Tap(deskOf(s).register)
	f := deskOf(s).form
	test.Type(f.search, "Ковальчук")
	test.Tap(f.newPlayer)
	test.Type(f.player.Name, "Ганна")
	test.Type(f.player.BirthDate, "05.03.2012")
	f.player.Gender.SetSelected(lang.L("female"))
	if got := f.player.LatinName.PlaceHolder; got != "Kovalchuk, Hanna" {
		t.Errorf("the empty Latin field shows %q, want the transliteration", got)
	}
	test.Tap(deskOf(s).dialog.Save)
	if len(deskOf(s).shown) != 1 {
		t.Fatalf("desk shows %d participants", len(deskOf(s).shown))
	}
	if got := deskOf(s).shown[0].Player.LatinName; got != "Kovalchuk, Hanna" {
		t.Errorf("saved Latin name %q, want Kovalchuk, Hanna", got)
	}
	var buf bytes.Buffer
	if err := svc.TRF.Write(context.Background(), s.Ctx.Current.ID, &buf); err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(buf.String(), "\n") {
		if strings.HasPrefix(l, "001") && (!strings.Contains(l, "Kovalchuk, Hanna") || strings.ContainsFunc(l, isCyrillic)) {
			t.Errorf("TRF player line %q", l)
		}
	}
}

func isCyrillic(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }
