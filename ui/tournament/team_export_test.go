package tournament

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model/teams"
	"arbiter/ui/internal/uitest"
)

// TRF-2026 and the results site are offered for a team tournament: the
// export writes the team records, the site the teams (trf.go, publish.go).
func TestTeamTournamentExportAndPublish(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ps := addPlayers(t, svc, 4)
	id := uitest.PlayedTeamEvent(t, svc, "Відбір", teams.SystemSwiss, 3, []string{"К1", "К2", "К3", "К4"}, ps)
	s, w := newTestTournaments(t, svc)
	if !s.Open(id) {
		t.Fatal("the team tournament is not in the list")
	}
	// TRF-2026 and the results site are offered for a team tournament
	if buttonOf(s, "Export TRF").Disabled() || buttonOf(s, "Publish results (HTML)").Disabled() {
		t.Fatal("TRF export or publishing is disabled for a team tournament")
	}
	path := filepath.Join(t.TempDir(), "відбір.trf")
	panelOf[*trfExport](s).exportTo(path)
	w.Canvas().Overlays().Remove(topOverlay(w))
	if b, err := os.ReadFile(path); err != nil || !strings.Contains(string(b), "310   1 K1 ") || !strings.Contains(string(b), "192 FIDE_TEAM_MP_GP") {
		t.Fatalf("the exported TRF: %v\n%s", err, b)
	}
	site := filepath.Join(t.TempDir(), "site")
	panelOf[*publishAction](s).publishTo(site)
	w.Canvas().Overlays().Remove(topOverlay(w))
	if b, err := os.ReadFile(filepath.Join(site, "uk", "index.html")); err != nil || !strings.Contains(string(b), "К1") {
		t.Fatalf("the published index: %v", err)
	}

}
