package storage

import (
	"context"
	"database/sql"
	"strings"

	"arbiter/model"
)

// The entry form's personal data and a tournament's entry rules
// (migration 0046; model/personal.go, model/entry_rules.go). They live in
// tables of their own, which no list, published page or TRF export reads.

func (s *PersonalStore) PersonalData(ctx context.Context, id model.PlayerID) (model.PersonalData, error) {
	d := model.PersonalData{Player: id}
	var medical string
	err := s.q.QueryRowContext(ctx, `SELECT education, society, address, doc_type, doc_number, medical, residence, district
		FROM player_personal WHERE player_id = ?`, id).Scan(&d.Education, &d.Society, &d.Address, &d.DocType, &d.DocNumber,
		&medical, &d.Residence, &d.District)
	if err == sql.ErrNoRows {
		return d, nil
	}
	if err != nil {
		return d, mapErr("PersonalData", err)
	}
	if d.Medical, err = model.ParseDate(medical); err != nil {
		return d, model.Errorf(model.Internal, "PersonalData", model.Msg("The data file is damaged: a medical certificate date cannot be read."), err)
	}
	return d, nil
}

func (s *PersonalStore) SavePersonalData(ctx context.Context, d model.PersonalData) error {
	medical := ""
	if !d.Medical.IsZero() {
		medical = d.Medical.String()
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO player_personal (player_id, education, society, address, doc_type, doc_number, medical, residence, district)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id) DO UPDATE SET education = excluded.education,
		society = excluded.society, address = excluded.address, doc_type = excluded.doc_type, doc_number = excluded.doc_number,
		medical = excluded.medical, residence = excluded.residence, district = excluded.district`,
		d.Player, d.Education, d.Society, d.Address, d.DocType, d.DocNumber, medical, d.Residence, d.District)
	return mapErr("SavePersonalData", err)
}

func (s *PersonalStore) EntryRules(ctx context.Context, id model.TournamentID) (model.EntryRules, error) {
	r := model.EntryRules{Tournament: id}
	var req string
	err := s.q.QueryRowContext(ctx, `SELECT required, residence, district, or_student FROM tournament_entry_rules WHERE tournament_id = ?`, id).
		Scan(&req, &r.Residence, &r.District, &r.OrStudent)
	if err == sql.ErrNoRows {
		return r, nil
	}
	if err != nil {
		return r, mapErr("EntryRules", err)
	}
	if req != "" {
		r.Required = strings.Split(req, ",")
	}
	return r, nil
}

func (s *PersonalStore) SaveEntryRules(ctx context.Context, r model.EntryRules) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_entry_rules (tournament_id, required, residence, district, or_student)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (tournament_id) DO UPDATE SET required = excluded.required,
		residence = excluded.residence, district = excluded.district, or_student = excluded.or_student`,
		r.Tournament, strings.Join(r.Required, ","), r.Residence, r.District, r.OrStudent)
	return mapErr("SaveEntryRules", err)
}
