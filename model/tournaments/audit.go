package tournaments

import (
	"context"
	"time"

	"arbiter/model"
)

// audit records a director's action.
func (s *Service) audit(ctx context.Context, l *loaded, round int, action, detail string) error {
	return l.st.AddAudit(ctx, model.AuditRecord{TournamentID: l.t.ID, At: s.now().UTC().Format(time.RFC3339),
		Round: round, Action: action, Detail: detail})
}
