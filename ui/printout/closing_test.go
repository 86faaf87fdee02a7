package printout

import (
	"strings"
	"testing"

	"arbiter/engine/norm"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/i18n"
)

// The norm report names the recorded judging panel with the ЄСКУ verdict,
// in Ukrainian (NormReport; NormReportIn prints it in another language), and the chief arbiter of
// the panel signs it; without a panel it says the rule was not checked.
func TestNormReportPanel(t *testing.T) {
	rep := &closing.NormReport{Tournament: model.Tournament{Name: "Кваліфікаційний"}, Panel: []closing.Judge{
		{Name: "Коваль Петро", Role: "Головний суддя", Category: norm.JudgeNational},
		{Name: "Іваненко Ольга", Role: "заступник", Category: norm.JudgeFirst},
		{Name: "Бондар Ігор", Role: "секретар", Category: norm.JudgeFirst}}}
	d := NormReportIn(i18n.Uk, rep)
	notes := strings.Join(d.Notes, "\n")
	if !strings.Contains(notes, "Суддівська колегія: Коваль Петро, Головний суддя (національна)") ||
		!strings.Contains(notes, "колегія дозволяє всі норми, зокрема КМС") {
		t.Errorf("notes:\n%s", notes)
	}
	if d.Footer != "Головний суддя ____________________ Коваль Петро" {
		t.Errorf("footer %q", d.Footer)
	}
	rep.Panel = nil
	d = NormReportIn(i18n.Uk, rep)
	if notes := strings.Join(d.Notes, "\n"); !strings.Contains(notes, "Суддівську колегію не внесено") || strings.Contains(d.Footer, "Коваль") {
		t.Errorf("without a panel: %q, footer %q", notes, d.Footer)
	}
}
