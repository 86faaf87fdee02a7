package closing

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine/fee"
	moneyfmt "arbiter/engine/money"
	"arbiter/engine/prize"
	"arbiter/engine/ratingmethod"
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/model/tournaments"
)

// DefaultMoney is what a tournament without settings has.
func DefaultMoney(id model.TournamentID) Money {
	return Money{Tournament: id, FundPercent: 70, Split: prize.Hort}
}

// Money returns a tournament's money settings (DefaultMoney when none).
func (s *Service) Money(ctx context.Context, id model.TournamentID) (Money, error) {
	var m Money
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		var err error
		m, err = money(ctx, tx, id)
		return err
	})
	return m, err
}

func money(ctx context.Context, tx Tx, id model.TournamentID) (Money, error) {
	if _, err := tx.Model().Tournament(ctx, id); err != nil {
		return Money{}, err
	}
	m, ok, err := tx.Money(ctx, id)
	if !ok && err == nil {
		m = DefaultMoney(id)
	}
	return m, err
}

// SetMoney saves a tournament's money settings; a bad schedule (the row
// named), a share outside 0–100 %, negative sponsors' money or an
// unknown split rule is refused and nothing is saved. Choosing or
// changing the fee schedule recomputes the fees of the players already
// registered, in the same transaction (FeeUpdate says how).
func (s *Service) SetMoney(ctx context.Context, m Money) (FeeUpdate, error) {
	const op = "SetMoney"
	if m.Schedule != nil {
		if err := m.Schedule.Validate(); err != nil {
			return FeeUpdate{}, FeeError(op, err)
		}
		if sp := prize.Split(m.Schedule.PrizeSplit); sp != "" && !prize.Known(sp) {
			return FeeUpdate{}, bad(op, model.Msg("Prize split %q: hort, equal or place.", sp))
		}
	}
	switch {
	case m.FundPercent < 0 || m.FundPercent > 100:
		return FeeUpdate{}, bad(op, model.Msg("The prize-fund share %d%% must be 0 to 100.", m.FundPercent))
	case m.Sponsors < 0:
		return FeeUpdate{}, bad(op, model.Msg("The sponsors' money cannot be negative."))
	case !prize.Known(m.Split):
		return FeeUpdate{}, bad(op, model.Msg("Prize split %q: hort, equal or place.", m.Split))
	}
	var u FeeUpdate
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		old, err := money(ctx, tx, m.Tournament)
		if err != nil {
			return err
		}
		if err := tx.SetMoney(ctx, m); err != nil {
			return err
		}
		if m.Schedule != nil && !sameSchedule(old.Schedule, m.Schedule) {
			u, err = s.recomputeFees(ctx, tx, m)
		}
		return err
	})
	return u, err
}

// FeeChoice is the director's choice at the desk: an exemption ticked
// (a key of the schedule's), or a fee typed over the schedule's (Override)
// with the reason, which is required.
type FeeChoice struct {
	Exemption string
	Override  *int
	Reason    string
}

// feeFor is the fee of player p under m by choice c, with its note.
func feeFor(op string, m Money, p model.Player, c FeeChoice) (int, FeeNote, error) {
	if c.Override != nil {
		if *c.Override < 0 {
			return 0, FeeNote{}, bad(op, model.Msg("The fee cannot be negative."))
		}
		if strings.TrimSpace(c.Reason) == "" {
			return 0, FeeNote{}, bad(op, model.Msg("Give the reason the fee differs from the schedule."))
		}
		return *c.Override, FeeNote{Exemption: c.Exemption, Reason: strings.TrimSpace(c.Reason)}, nil
	}
	if m.Schedule == nil {
		return 0, FeeNote{}, bad(op, model.Msg("The tournament has no fee schedule: type the fee."))
	}
	r, err := m.Schedule.Due(fee.Player{Gender: string(p.Gender), Rating: p.FIDERating, Title: p.Title}, c.Exemption)
	if err != nil {
		return 0, FeeNote{}, FeeError(op, err)
	}
	return r.Hryvnias, FeeNote{Exemption: c.Exemption}, nil
}

// Register registers a player (tournaments.Service.Register) with the fee
// the schedule sets for him, or the director's override with its reason,
// in one transaction. Without a schedule the fee typed in r is kept.
func (s *Service) Register(ctx context.Context, id model.TournamentID, r model.Registration, c FeeChoice) (model.Participant, error) {
	const op = "Register"
	var out model.Participant
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		m, err := money(ctx, tx, id)
		if err != nil {
			return err
		}
		var note FeeNote
		if m.Schedule != nil || c.Override != nil {
			var p model.Player
			switch {
			case r.PlayerID != 0:
				if p, err = tx.Model().Player(ctx, r.PlayerID); err != nil {
					return err
				}
			case r.NewPlayer != nil:
				p = *r.NewPlayer
			}
			if r.Fee, note, err = feeFor(op, m, p, c); err != nil {
				return err
			}
		}
		listErr := checkRatingList(ctx, tx, id, r)
		if out, err = s.tours(tx).Tournaments.Register(ctx, id, r); err != nil {
			if listErr != nil && errors.Is(err, model.ErrAdmission) { // every rule broken, in one warning
				return model.Errorf(model.Conflict, op, model.Msg("%s %s", model.MessageText(err), model.MessageText(listErr)), model.ErrAdmission)
			}
			return err
		}
		if listErr != nil {
			return listErr // the registration is rolled back
		}
		return tx.SetFeeNote(ctx, id, out.PlayerID, note)
	})
	return out, err
}

// SetFee sets a registered player's fee again: from the schedule with the
// exemption ticked, or overridden with a reason.
func (s *Service) SetFee(ctx context.Context, id model.TournamentID, player model.PlayerID, c FeeChoice) (int, error) {
	const op = "SetFee"
	var fee int
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		m, err := money(ctx, tx, id)
		if err != nil {
			return err
		}
		p, err := tx.Model().Player(ctx, player)
		if err != nil {
			return err
		}
		var note FeeNote
		if fee, note, err = feeFor(op, m, p, c); err != nil {
			return err
		}
		tours := s.tours(tx)
		ps, err := tours.Tournaments.Participants(ctx, id)
		if err != nil {
			return err
		}
		for _, pt := range ps {
			if pt.PlayerID == player {
				e := pt.Entry
				e.Fee = fee
				if _, err := tours.Tournaments.UpdateRegistration(ctx, id, e); err != nil {
					return err
				}
				return tx.SetFeeNote(ctx, id, player, note)
			}
		}
		return model.Errorf(model.NotFound, op, model.Msg("%s is not registered in the tournament.", p.ShortName()), nil)
	})
	return fee, err
}

// TreasuryRow is one registration in the treasurer's report.
type TreasuryRow struct {
	StartNo int
	Name    string
	Due     int // hryvnias
	Paid    int
	Owed    int
	Note    model.Text // the exemption or the override reason
}

// Treasury is the treasurer's report: fees due, paid and owed, the prize
// fund (FundPercent of the fees paid, plus the sponsors' money) and the
// prizes promised.
type Treasury struct {
	Tournament model.Tournament
	Money      Money
	Rows       []TreasuryRow
	Due        int
	Paid       int
	Owed       int
	FromFees   int // kopiykas: FundPercent of Paid
	Fund       int // kopiykas: FromFees + sponsors
	Prizes     int // hryvnias: the prizes defined
	// Warning is set when the prizes exceed the fund (not a refusal).
	Warning model.Text
	// FeeWarning is set when fees disagree with the schedule: paid fees
	// the schedule sets otherwise (each row's note says so), players the
	// schedule sets no fee for and who have none typed by hand.
	FeeWarning model.Text
}

// Treasury builds the treasurer's report of a tournament.
func (s *Service) Treasury(ctx context.Context, id model.TournamentID) (*Treasury, error) {
	var out *Treasury
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		var err error
		out, err = s.treasury(ctx, tx, id)
		return err
	})
	return out, err
}

func (s *Service) treasury(ctx context.Context, tx Tx, id model.TournamentID) (*Treasury, error) {
	m, err := money(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	t, err := tx.Model().Tournament(ctx, id)
	if err != nil {
		return nil, err
	}
	ps, err := s.tours(tx).Tournaments.Participants(ctx, id)
	if err != nil {
		return nil, err
	}
	notes, err := tx.FeeNotes(ctx, id)
	if err != nil {
		return nil, err
	}
	prizes, err := tx.Prizes(ctx, id)
	if err != nil {
		return nil, err
	}
	out := &Treasury{Tournament: t, Money: m, Prizes: prize.Total(prizes)}
	var differ, noFee []int
	for _, p := range ps {
		row := TreasuryRow{StartNo: p.StartNo, Name: p.Player.FullName(), Due: p.Fee}
		if p.Paid {
			row.Paid = p.Fee
		}
		row.Owed = row.Due - row.Paid
		row.Note = noteText(m, notes[p.PlayerID])
		if n := notes[p.PlayerID]; m.Schedule != nil && n.Reason == "" {
			due, _, ok, err := scheduleFee(m.Schedule, p, n)
			switch {
			case err != nil:
				return nil, FeeError("Treasury", err)
			case !ok:
				noFee = append(noFee, p.StartNo)
			case due != p.Fee && p.Paid:
				differ = append(differ, p.StartNo)
				row.Note = joinNotes(row.Note, model.Msg("paid %s UAH; the schedule sets %s UAH", moneyfmt.Hryvnias(p.Fee), moneyfmt.Hryvnias(due)))
			case due != p.Fee:
				differ = append(differ, p.StartNo)
				row.Note = joinNotes(row.Note, model.Msg("the schedule sets %s UAH", moneyfmt.Hryvnias(due)))
			}
		}
		out.Rows = append(out.Rows, row)
		out.Due += row.Due
		out.Paid += row.Paid
		out.Owed += row.Owed
	}
	out.FromFees = out.Paid * m.FundPercent
	out.Fund = out.FromFees + 100*m.Sponsors
	if 100*out.Prizes > out.Fund {
		out.Warning = model.Msg("The prizes (%s UAH) exceed the prize fund (%s UAH).", moneyfmt.Hryvnias(out.Prizes), Hryvnias(out.Fund))
	}
	var fw []i18n.Localized
	if len(differ) > 0 {
		fw = append(fw, model.Msg("The fees of no. %s differ from the schedule.", startNos(differ)))
	}
	if len(noFee) > 0 {
		fw = append(fw, model.Msg("The schedule sets no fee for no. %s: type it by hand.", startNos(noFee)))
	}
	if len(fw) > 0 {
		out.FeeWarning = model.Msg("%s", i18n.List{Sep: " ", Items: fw})
	}
	return out, nil
}

// joinNotes puts two notes of a row together ("; ").
func joinNotes(a, b model.Text) model.Text {
	if a.IsZero() {
		return b
	}
	return model.Msg("%s", i18n.List{Sep: "; ", Items: []i18n.Localized{a, b}})
}

func noteText(m Money, n FeeNote) model.Text {
	var parts []i18n.Localized
	if n.Exemption != "" {
		var text i18n.Localized = i18n.Plain(n.Exemption)
		if m.Schedule != nil {
			for _, x := range m.Schedule.Exemptions {
				if x.Key == n.Exemption {
					text = model.Bilingual{Uk: x.Uk, En: x.En}
				}
			}
		}
		parts = append(parts, model.Msg("exempt: %s", text))
	}
	if n.Reason != "" {
		parts = append(parts, model.Msg("by hand: %s", n.Reason))
	}
	if len(parts) == 0 {
		return model.Text{}
	}
	return model.Msg("%s", i18n.List{Sep: "; ", Items: parts})
}

// Hryvnias writes kopiykas as «2 660,00» (engine/money, the one money
// formatter).
func Hryvnias(kop int) string { return moneyfmt.Text(kop) }

// ParsePrizes reads a prize list as the director types it: comma-separated
// PLACE=AMOUNT (overall) and CATEGORY:PLACE=AMOUNT (a sub-standings key),
// e.g. "1=8000, 2=5000, girls:1=1000".
func ParsePrizes(s string) ([]prize.Prize, error) {
	var out []prize.Prize
	for i, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		lhs, amount, ok := strings.Cut(item, "=")
		cat, place := "", lhs
		if c, p, has := strings.Cut(lhs, ":"); has {
			cat, place = strings.TrimSpace(c), p
		}
		pl, err1 := strconv.Atoi(strings.TrimSpace(place))
		am, err2 := strconv.Atoi(strings.TrimSpace(amount))
		if !ok || err1 != nil || err2 != nil {
			return nil, bad("ParsePrizes", model.Msg("Prize %d %q: write PLACE=AMOUNT or CATEGORY:PLACE=AMOUNT (girls:1=1000).", i+1, item))
		}
		out = append(out, prize.Prize{Category: cat, Place: pl, Amount: am})
	}
	return out, nil
}

// PrizesText writes prizes as ParsePrizes reads them.
func PrizesText(ps []prize.Prize) string {
	var parts []string
	for _, p := range ps {
		k := strconv.Itoa(p.Place)
		if p.Category != "" {
			k = p.Category + ":" + k
		}
		parts = append(parts, fmt.Sprintf("%s=%d", k, p.Amount))
	}
	return strings.Join(parts, ", ")
}

// SetPrizes replaces a tournament's prizes. A place below 1, a negative
// amount or a place listed twice is refused with the prize named and
// nothing saved; prizes above the fund are saved and the warning is
// returned.
func (s *Service) SetPrizes(ctx context.Context, id model.TournamentID, ps []prize.Prize) (model.Text, error) {
	const op = "SetPrizes"
	if err := prize.Check(ps); err != nil {
		return model.Text{}, PrizeError(op, err)
	}
	warning := model.Text{}
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		t, err := tx.Model().Tournament(ctx, id)
		if err != nil {
			return err
		}
		subs := tournaments.SubStandingKeys(t.SubStandings)
		for _, p := range ps {
			if p.Category != "" && !contains(subs, p.Category) {
				return bad(op, model.Msg("Prize for place %d of %q: add that sub-standings to the tournament's settings.", p.Place, p.Category))
			}
		}
		if err := tx.SetPrizes(ctx, id, ps); err != nil {
			return err
		}
		tr, err := s.treasury(ctx, tx, id)
		if err == nil {
			warning = tr.Warning
		}
		return err
	})
	return warning, err
}

// Prizes returns a tournament's prizes (overall first, then by category
// and place).
func (s *Service) Prizes(ctx context.Context, id model.TournamentID) ([]prize.Prize, error) {
	var out []prize.Prize
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		if _, err := tx.Model().Tournament(ctx, id); err != nil {
			return err
		}
		var err error
		out, err = tx.Prizes(ctx, id)
		return err
	})
	return out, err
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// PrizeRow is one prize given: the player, the place or places shared,
// the category title ("" overall) and the amount in kopiykas. Where the
// players of one shared place get different amounts, Note says why
// (the Hort system's half by the tie-break place, an odd kopiyka).
type PrizeRow struct {
	Name     string
	StartNo  int
	Place    string // «1» or «1–3» (shared)
	Category string // the sub-standings title; "" overall
	Kopiykas int
	Note     model.Text
}

// PrizeList is the prizes given by the standings.
type PrizeList struct {
	Tournament model.Tournament
	Split      prize.Split
	Rows       []PrizeRow
	Total      int // kopiykas
	Fund       int // kopiykas
	Warning    model.Text
}

// PrizeList distributes the prizes over the final standings (the last
// complete round while the tournament runs), tied players sharing by the
// tournament's split rule, each getting only his highest prize.
func (s *Service) PrizeList(ctx context.Context, id model.TournamentID) (*PrizeList, error) {
	var out *PrizeList
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		tr, err := s.treasury(ctx, tx, id)
		if err != nil {
			return err
		}
		prizes, err := tx.Prizes(ctx, id)
		if err != nil {
			return err
		}
		v, err := s.tours(tx).Tournaments.Standings(ctx, id, 0)
		if err != nil {
			return err
		}
		cats := map[model.PlayerID][]string{}
		titles := map[string]string{}
		for _, sub := range v.Subs {
			titles[sub.Key] = sub.Title
			for _, r := range sub.Rows {
				cats[r.PlayerID] = append(cats[r.PlayerID], sub.Key)
			}
		}
		var ranking []prize.Entrant
		rows := map[int]model.StandingsRow{}
		for _, r := range v.Rows {
			points := r.Points
			if tr.Tournament.System == model.SystemKnockout {
				// a knockout places by the round a player went out in:
				// those who share a place (3–4, 5–8) are the tie
				points = -r.PlaceFrom
			}
			ranking = append(ranking, prize.Entrant{ID: r.StartNo, Points: points, Rank: r.PlaceFrom, Categories: cats[r.PlayerID]})
			rows[r.StartNo] = r
		}
		awards, err := prize.Distribute(ranking, prizes, tr.Money.Split)
		if err != nil {
			return PrizeError("PrizeList", err)
		}
		out = &PrizeList{Tournament: tr.Tournament, Split: tr.Money.Split, Fund: tr.Fund, Warning: tr.Warning}
		for _, a := range awards {
			out.Rows = append(out.Rows, PrizeRow{Name: rows[a.ID].Name, StartNo: a.ID, Place: prizePlace(tr.Money.Split, a),
				Category: titles[a.Category], Kopiykas: a.Kopiykas, Note: prizeNote(tr.Money.Split, a, awards)})
			out.Total += a.Kopiykas
		}
		return nil
	})
	return out, err
}

// prizePlace is the place label of an award: the places shared on points
// (Hort, Equal: the players share their prizes), or under Place the place
// the tie-breaks gave (shared only by players they cannot separate).
func prizePlace(split prize.Split, a prize.Award) string {
	from, to := a.From, a.To
	if split == prize.Place {
		from, to = a.RankFrom, a.RankTo
	}
	if to > from {
		return fmt.Sprintf("%d–%d", from, to)
	}
	return fmt.Sprint(from)
}

// prizeNote says why a player sharing a place label gets another amount
// than someone else under the same label (none when they all get the
// same).
func prizeNote(split prize.Split, a prize.Award, all []prize.Award) model.Text {
	differ := false
	for _, b := range all {
		if b.Category == a.Category && prizePlace(split, b) == prizePlace(split, a) && b.Kopiykas != a.Kopiykas {
			differ = true
		}
	}
	switch {
	case !differ:
		return model.Text{}
	case split == prize.Hort && a.RankFrom == a.RankTo:
		return model.Msg("Hort system: half shared equally, half by place %d on the tie-breaks", a.RankFrom)
	case split == prize.Hort && (a.RankFrom != a.From || a.RankTo != a.To):
		return model.Msg("Hort system: half shared equally, half by places %d–%d on the tie-breaks (not separated)", a.RankFrom, a.RankTo)
	}
	return model.Msg("the odd kopiyka goes by the tie-break order")
}

// RegisterMany registers several players at once, all or nothing
// (tournaments.Service.RegisterMany), each with the fee the schedule sets
// for him when the tournament has one, or with c's exemption or fee typed
// by hand (with its reason) for all of them.
func (s *Service) RegisterMany(ctx context.Context, id model.TournamentID, rs []model.Registration, c FeeChoice) error {
	const op = "RegisterMany"
	return s.st.ClosingTx(ctx, func(tx Tx) error {
		m, err := money(ctx, tx, id)
		if err != nil {
			return err
		}
		tours := s.tours(tx)
		var note FeeNote
		if m.Schedule != nil || c.Override != nil {
			for i := range rs {
				p, err := tx.Model().Player(ctx, rs[i].PlayerID)
				if err == nil {
					rs[i].Fee, note, err = feeFor(op, m, p, c)
				}
				if err != nil {
					return model.Errorf(model.KindOf(err), op, model.Msg("Line %d: %s", i+1, model.MessageText(err)), err)
				}
			}
		}
		for i, r := range rs {
			if err := checkRatingList(ctx, tx, id, r); err != nil {
				return model.Errorf(model.KindOf(err), op, model.Msg("Line %d: %s", i+1, model.MessageText(err)), err)
			}
		}
		if err := tours.Tournaments.RegisterMany(ctx, id, rs); err != nil {
			return err
		}
		for _, r := range rs {
			if err := tx.SetFeeNote(ctx, id, r.PlayerID, note); err != nil {
				return err
			}
		}
		return nil
	})
}

// checkRatingList is the admission rule "the rating on a stated list"
// (README "Admission rules"): when the tournament names a rating list, a player
// whose registry rating comes from another list, or who has none, is a
// Conflict wrapping model.ErrAdmission until the director confirms.
func checkRatingList(ctx context.Context, tx Tx, id model.TournamentID, r model.Registration) error {
	t, err := tx.Model().Tournament(ctx, id)
	if err != nil || t.Admission.RatingList == "" || r.ConfirmAdmission {
		return err
	}
	period, name := "", ""
	if r.PlayerID != 0 {
		p, err := tx.Model().Player(ctx, r.PlayerID)
		if err != nil {
			return err
		}
		name = p.ShortName()
		if period, err = tx.RatingPeriod(ctx, p.ID, t.RatingUsed == model.RatingNational); err != nil {
			return err
		}
		// the lists are kept by period (migration 0041): a rating of the
		// stated list admits him after newer lists arrived
		list := ratingmethod.Standard
		if t.RatingUsed == model.RatingNational {
			list = ratingmethod.National
		}
		held, err := tx.Model().ListRatings(ctx, p.ID, t.Admission.RatingList)
		if err != nil {
			return err
		}
		for _, h := range held {
			if h.List == list && h.Period == t.Admission.RatingList {
				return nil
			}
		}
	} else if r.NewPlayer != nil {
		name = r.NewPlayer.ShortName()
	}
	if period == t.Admission.RatingList {
		return nil
	}
	held := model.Msg("holds no rating from a list")
	if period != "" {
		held = model.Msg("the registry holds the rating of list %s", period)
	}
	return model.Errorf(model.Conflict, "Register", model.Msg("%s: admission is by the rating of list %s, but %s. Confirm the admission.", name, t.Admission.RatingList, held), model.ErrAdmission)
}
