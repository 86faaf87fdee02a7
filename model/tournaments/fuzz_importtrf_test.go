package tournaments_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// FuzzImportTRF: a TRF read by trf.Read and
// imported as a tournament (outside any season) into one database opened
// once per fuzzing process: the import never panics, a refusal is an
// Invalid *Error with a message and stores nothing, and an accepted file
// gives a tournament with one entry per 001 record.
func FuzzImportTRF(f *testing.F) {
	for _, dir := range []string{"trf-dialects", "season"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", dir, "*.trf"))
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil && len(data) < 8<<10 {
				f.Add(data)
			}
		}
	}
	svc := newService(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		tn, err := trf.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		before, err := svc.Tournaments.ListTournaments(ctx)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := svc.TRF.Import(ctx, model.TRFImport{Source: "fuzz.trf", TRF: tn, Date: model.NewDate(2026, 12, 1), Kind: model.Rapid})
		after, _ := svc.Tournaments.ListTournaments(ctx)
		if err != nil {
			if model.Message(err, "uk") == "" || model.IsKind(err, model.Internal) {
				t.Fatalf("refusal without a message or internal: %v", err)
			}
			if len(after) != len(before) {
				t.Fatalf("refused import stored a tournament")
			}
			return
		}
		if len(after) != len(before)+1 || rep.Matched+rep.Created != len(tn.Players) {
			t.Fatalf("import %+v: %d tournaments before, %d after, %d players in the file", rep, len(before), len(after), len(tn.Players))
		}
	})
}
