package registry_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/model"

	"arbiter/model/i18n"
	"arbiter/model/registry"
)

// sameBirthCSV is n lines sharing surname and birth date; the names are
// distinct (three lower-case letters), so no line is a duplicate.
// With dup = true the last line repeats the first one's name.
func sameBirthCSV(n int, dup bool) []byte {
	letters := []rune("абвгґдеєжзиіїйклмнопрстуфхцчшщюя")
	var b bytes.Buffer
	b.WriteString("surname;name;birth_date;gender\n")
	for i := 0; i < n; i++ {
		k, name := i, "Ім"
		if dup && i == n-1 {
			k = 0
		}
		for j := 0; j < 3; j++ {
			name += string(letters[k%len(letters)])
			k /= len(letters)
		}
		fmt.Fprintf(&b, "Коваленко;%s;05.03.2012;m\n", name)
	}
	return b.Bytes()
}

// TestImportSameSurnameAndBirthDate: lines that share surname and birth
// date but not the name all import; a line repeating an earlier line is a
// likely duplicate, and one repeating a registry player too.
func TestImportSameSurnameAndBirthDate(t *testing.T) {
	svc := newService(t)
	res, err := svc.Registry.ImportPlayersCSV(ctx, bytes.NewReader(sameBirthCSV(300, false)), registry.ImportOptions{})
	if err != nil || res.Players != 300 {
		t.Fatalf("import: %+v, %.300v", res, err)
	}
	svc = newService(t)
	_, err = svc.Registry.ImportPlayersCSV(ctx, bytes.NewReader(sameBirthCSV(300, true)), registry.ImportOptions{})
	var ie *registry.ImportError
	if !errors.As(err, &ie) || len(ie.Lines) != 1 || ie.Lines[0].Line != 301 || !strings.Contains(ie.Lines[0].Msg.In(i18n.Uk), "Коваленко Імааа") {
		t.Fatalf("a repeated line: %v %+v", err, ie)
	}
	if ps, _ := svc.Registry.SearchPlayers(ctx, ""); len(ps) != 0 {
		t.Errorf("%d players kept after a refused import", len(ps))
	}
	if _, err := svc.Registry.ImportPlayersCSV(ctx, bytes.NewReader(sameBirthCSV(300, true)), registry.ImportOptions{AllowDuplicates: true}); err != nil {
		t.Fatalf("with AllowDuplicates: %v", err)
	}
	_, err = svc.Registry.ImportPlayersCSV(ctx, strings.NewReader("surname;name;birth_date;gender\n  коваленко ;ІМААА;2012-03-05;m\n"), registry.ImportOptions{})
	if !errors.As(err, &ie) || len(ie.Lines) != 1 || !errors.Is(err, model.ErrPossibleDuplicate) && !strings.Contains(ie.Lines[0].Msg.In(i18n.Uk), "вже є") {
		t.Errorf("a registry player in another case and spacing: %v", err)
	}
}

// BenchmarkImport3000SameSurnameAndBirth imports 3,000 lines sharing
// surname and birth date into an empty registry (under a second).
func BenchmarkImport3000SameSurnameAndBirth(b *testing.B) {
	csv := sameBirthCSV(3000, false)
	for b.Loop() {
		b.StopTimer()
		svc := newService(b)
		b.StartTimer()
		if res, err := svc.Registry.ImportPlayersCSV(ctx, bytes.NewReader(csv), registry.ImportOptions{}); err != nil || res.Players != 3000 {
			b.Fatal(res, err)
		}
	}
}
