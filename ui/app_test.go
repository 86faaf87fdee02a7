package ui

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/container"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/storage"

	"arbiter/ui/kit"
)

func TestRefusedDataFileIsExplainedAndUntouched(t *testing.T) {
	w := newTestWindow(t)
	path := filepath.Join(t.TempDir(), "arbiter.db")
	junk := []byte("Прізвище;Ім'я\nКоваль;Іван\n")
	if err := os.WriteFile(path, junk, 0o644); err != nil {
		t.Fatal(err)
	}
	var openErr error
	openData(w, func() (func(model.Lang) *datafile.Services, io.Closer, error) {
		_, openErr = storage.Open(path)
		return nil, nil, openErr
	})()
	if openErr == nil {
		t.Fatal("storage.Open accepted a text file")
	}
	if msg := model.Message(openErr, kit.GUILang()); !hasLabel(w.Content(), msg) || !hasLabel(topOverlay(w), msg) {
		t.Errorf("window shows %q and dialog %q, want the message %q", labels(w.Content()), labels(topOverlay(w)), msg)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, junk) {
		t.Error("the refused file was changed")
	}
}

func TestGoodDataFileShowsEveryScreen(t *testing.T) {
	w := newTestWindow(t)
	path := filepath.Join(t.TempDir(), "arbiter.db")
	openData(w, func() (func(model.Lang) *datafile.Services, io.Closer, error) {
		st, err := storage.Open(path)
		if err != nil {
			return nil, nil, err
		}
		return func(l model.Lang) *datafile.Services { return datafile.New(st, model.WithLanguage(l)) }, st, nil
	})()
	tabs, ok := w.Content().(*container.AppTabs)
	if !ok {
		t.Fatalf("window content is %T, want the screen tabs", w.Content())
	}
	if got, want := len(tabs.Items), len(screens()); got != want {
		t.Errorf("%d tabs, want %d", got, want)
	}
}
