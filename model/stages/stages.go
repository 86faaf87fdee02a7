package stages

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/qualify"
	"arbiter/model"
	"arbiter/model/tournaments"

	"arbiter/model/i18n"
	"arbiter/model/registry"
)

// Service fills stages on an App.
type Service struct {
	app   *model.App
	tours *tournaments.Services // the tournaments of app
}

// New returns the stages service of app; tours are the tournament
// services on the same App (tournaments.New(app)).
func New(app *model.App, tours *tournaments.Services) *Service {
	return &Service{app: app, tours: tours}
}

// Qualifier is one player going on: who, from which source stage (0 for
// an invited player who played in none), his place and points there, and
// why he qualified; Registered when the stage already has him.
type Qualifier struct {
	PlayerID   model.PlayerID
	Name       string
	From       model.TournamentID
	FromName   string
	Place      string // "3", "5–8"; empty for an invited player
	Points     int    // half-points in the source
	Rating     int
	Reasons    []qualify.Reason
	Registered bool
}

// ReasonText names a reason in lang.
func ReasonText(r qualify.Reason, lang model.Lang) string {
	switch r {
	case qualify.ByPlace:
		return lang.Tr("place")
	case qualify.ByScore:
		return lang.Tr("score")
	case qualify.ByRating:
		return lang.Tr("rating")
	case qualify.Invited:
		return lang.Tr("invited")
	case qualify.BestByRating:
		return lang.Tr("best by rating")
	}
	return "?"
}

// Reasons writes q's reasons joined by ", ".
func (q Qualifier) ReasonsText(lang model.Lang) string {
	parts := make([]string, len(q.Reasons))
	for i, r := range q.Reasons {
		parts[i] = ReasonText(r, lang)
	}
	return strings.Join(parts, ", ")
}

// Qualifiers lists who qualifies for stage id by its rule, changing
// nothing. Errors: NotFound, Invalid (not a stage), Conflict (a source not
// finished, a shared place across the limit, nobody selected, more
// qualifiers than places, an invited player not in the registry).
func (s *Service) Qualifiers(ctx context.Context, id model.TournamentID) ([]Qualifier, error) {
	return qualifiers(ctx, s.app, s.tours, id)
}

// Fill registers the qualifiers of stage id (those not registered yet),
// in one transaction, and returns them all. Errors: as Qualifiers, and
// those of registering (the stage finished, …).
func (s *Service) Fill(ctx context.Context, id model.TournamentID) ([]Qualifier, error) {
	var out []Qualifier
	err := s.app.Tx(ctx, func(tx *model.App) error {
		tours := tournaments.New(tx)
		qs, err := qualifiers(ctx, tx, tours, id)
		if err != nil {
			return err
		}
		var rs []model.Registration
		for _, q := range qs {
			if !q.Registered {
				// Qualified by the regulation: the stage's own admission
				// rules and a missing rating do not stop him.
				rs = append(rs, model.Registration{PlayerID: q.PlayerID, ConfirmAdmission: true, ConfirmUnrated: true})
			}
		}
		if len(rs) == 0 {
			return model.Errorf(model.Conflict, "FillStage", model.Msg("Everyone who qualified is registered already."), nil)
		}
		if err := tours.Tournaments.RegisterMany(ctx, id, rs); err != nil {
			return err
		}
		out = qs
		return nil
	})
	return out, err
}

func qualifiers(ctx context.Context, app *model.App, tours *tournaments.Services, id model.TournamentID) ([]Qualifier, error) {
	const op = "StageQualifiers"
	st, err := tours.Tournaments.State(ctx, id)
	if err != nil {
		return nil, err
	}
	t := st.Tournament
	from, _ := t.Stage.Sources()
	if len(from) == 0 {
		return nil, model.Errorf(model.Invalid, op, model.Msg("%q is not the next stage of another tournament: there is nothing to qualify from.", t.Name), nil)
	}
	rule, err := qualify.Parse(t.Stage.Qualify)
	if err != nil {
		return nil, model.Errorf(model.Invalid, op, tournaments.QualifyRuleHelp(t.Stage.Qualify, err), err)
	}
	if err := tournaments.CheckPerSource(op, rule, from); err != nil {
		return nil, err
	}
	var (
		entrants []qualify.Entrant
		sources  []model.Tournament
		known    = map[model.PlayerID]model.Participant{}
		places   = map[[2]int64]string{}
	)
	for i, src := range from {
		ss, err := tours.Tournaments.State(ctx, src)
		if err != nil {
			return nil, err
		}
		src := ss.Tournament
		if !src.Finished {
			return nil, model.Errorf(model.Conflict, op, model.Msg("The previous stage %q (no. %d) is not finished: its places are not final. Finish it first.", src.Name, src.ID), nil)
		}
		sources = append(sources, src)
		ps, err := tours.Tournaments.Participants(ctx, src.ID)
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			to := max(p.Place, p.PlaceTo)
			entrants = append(entrants, qualify.Entrant{Source: i, Key: int(src.ID), ID: int(p.PlayerID), PlaceFrom: p.Place, PlaceTo: to,
				Points: p.Points, Rating: p.Rating})
			known[p.PlayerID] = p
			place := fmt.Sprint(p.Place)
			if to > p.Place {
				place = fmt.Sprintf("%d–%d", p.Place, to)
			}
			places[[2]int64{int64(i), int64(p.PlayerID)}] = place
		}
	}
	if rule.Best > 0 { // the registry players the stage admits, by the list of BestPeriod
		pool, err := tours.TournamentRatings.Pool(ctx, id, rule.BestPeriod)
		if err != nil {
			return nil, err
		}
		for _, p := range pool {
			entrants = append(entrants, qualify.Entrant{Source: qualify.PoolSource, ID: int(p.Player.ID), Rating: p.Rating})
		}
	}
	picks, err := qualify.Select(rule, entrants)
	var te *qualify.TieError
	if errors.As(err, &te) {
		src := sources[te.Source]
		return nil, model.Errorf(model.Conflict, op, model.Msg("In %q places %d–%d are shared across the top %d: break the tie (a play-off) or change the rule.", src.Name, te.From, te.To, te.Top), nil)
	}
	if err != nil {
		return nil, err
	}
	if len(picks) == 0 {
		return nil, model.Errorf(model.Conflict, op, model.Msg("The qualification rule %q selects nobody: change it (e.g. a lower score).", rule), nil)
	}
	if t.Stage.Places > 0 && len(picks) > t.Stage.Places {
		problem := bySource(picks, sources)
		return nil, model.Errorf(model.Conflict, op, model.Msg("%d players qualify (%s) but the stage %q takes %d: change the rule or the places.", len(picks), problem, t.Name, t.Stage.Places), nil)
	}
	registered := map[model.PlayerID]bool{}
	here, err := tours.Tournaments.Participants(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, p := range here {
		registered[p.PlayerID] = true
	}
	out := make([]Qualifier, 0, len(picks))
	for _, pk := range picks {
		pid := model.PlayerID(pk.ID)
		q := Qualifier{PlayerID: pid, Reasons: pk.Reasons, Registered: registered[pid]}
		if pk.Source >= 0 {
			p := known[pid]
			q.Name, q.From, q.FromName = p.Player.ShortName(), sources[pk.Source].ID, sources[pk.Source].Name
			q.Place, q.Points, q.Rating = places[[2]int64{int64(pk.Source), int64(pid)}], pk.Points, pk.Rating
		} else {
			pl, err := registry.New(app).Player(ctx, pid)
			if err != nil {
				if model.IsKind(err, model.NotFound) {
					return nil, model.Errorf(model.Conflict, op, model.Msg("Invited player no. %d is not in the registry: correct the rule.", pid), nil)
				}
				return nil, err
			}
			q.Name, q.Rating = pl.ShortName(), pk.Rating
		}
		out = append(out, q)
	}
	return out, nil
}

// bySource counts picks by where they come from: "з № 5 — 3, з № 6 — 2,
// запрошені — 1" ("3 from no. 5, 2 from no. 6, 1 invited").
func bySource(picks []qualify.Pick, sources []model.Tournament) i18n.List {
	n := make([]int, len(sources)+1) // the last: invited
	for _, p := range picks {
		if p.Source >= 0 {
			n[p.Source]++
		} else {
			n[len(sources)]++
		}
	}
	l := i18n.List{Sep: ", "}
	for i, src := range sources {
		l.Items = append(l.Items, model.Msg("%d from no. %d", n[i], src.ID))
	}
	if k := n[len(sources)]; k > 0 {
		l.Items = append(l.Items, model.Msg("%d invited", k))
	}
	return l
}
