package pdf

import (
	"strings"
	"testing"

	"arbiter/model/i18n"
)

// entrySample is one filled form and one with nothing known but the name:
// the second prints blank lines where the first has values.
var entrySample = []EntryForm{
	{Organisation: "СДЮШОР «Ферзь»", Competition: "Першість Києва серед юнаків", Place: "Київ, вул. Шулявська, 5",
		Dates: "01.12.2010 – 09.12.2010", Name: "Гнатюк Ярема Петрович", BirthDate: "03.02.1996", Title: "1",
		Education: "Ліцей № 171 «Лідер»", Address: "Київ, вул. Богдана Хмельницького, 17, кв. 4",
		Document: "свідоцтво про народження І-КИ 123456", Coach: "Коваль Петро", Society: "Спартак", Medical: "15.11.2010"},
	{Competition: "Першість Києва серед юнаків", Name: "Бойко Ірина"},
}

// TestEntryFormsText: the document dump carries every value of the form.
func TestEntryFormsText(t *testing.T) {
	golden(t, "entryforms.txt", EntryFormsIn(i18n.Uk, entrySample).Text())
}

// TestEntryFormsPDF: the rendered forms read back with pdftotext -layout
// (one landscape page each, the appendix's wording and columns, the
// Cyrillic values whole) equal the golden file.
func TestEntryFormsPDF(t *testing.T) {
	pdf := render(t, EntryFormsIn(i18n.Uk, entrySample))
	text, n := layoutText(pdftotext(t, pdf, "-layout"))
	if n != 2 {
		t.Fatalf("%d pages, want one per form (2)", n)
	}
	raw := pdftotext(t, pdf, "-raw")
	for _, want := range []string{"ЗАЯВКА НА УЧАСТЬ", "Додаток 1", "просить включити до числа учасників", "Гнатюк Ярема Петрович",
		"І-КИ", "123456", "Спартак", "15.11.2010", "Коваль Петро", "М.П.", "Дані паспорта або", "ПІБ тренера"} {
		if !strings.Contains(raw, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, raw)
		}
	}
	second := strings.Split(raw, "\f")[1]
	if !strings.Contains(second, "Медична довідка від: "+blankLine) || strings.Contains(second, "Спартак") {
		t.Errorf("the second form should have a blank medical line and no society:\n%s", second)
	}
	golden(t, "entryforms.layout", text)
}
