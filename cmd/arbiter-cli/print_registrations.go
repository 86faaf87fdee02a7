package main

// print registrations --tournament ID: the treasurer's registration list of
// a stored tournament (club, coach, entry fee, paid; totals under it).

import (
	"context"
	"fmt"
	"slices"

	"arbiter/model"
	"arbiter/ui/pdf"
)

// registrationList builds the registration list of tournament id: every
// registration in Ukrainian alphabetical order of the players' names, with
// the club and coach declared for the tournament (the registry's when none
// was declared), the fee and what was paid. model.Entry keeps the fee in
// whole hryvnias and a paid flag; the printout counts kopiykas, so a paid
// fee is printed as paid in full.
func registrationList(ctx context.Context, svc *model.App, id model.TournamentID) (*pdf.Document, error) {
	_, info, entries, err := tournamentEntries(ctx, svc, id)
	if err != nil {
		return nil, err
	}
	if len(entries) == 0 {
		return nil, fmt.Errorf("nobody is registered for %q yet: nothing to list", info.Name)
	}
	names := registryNames{svc: svc, clubs: map[model.ClubID]string{}, coaches: map[model.CoachID]string{}}
	regs := make([]pdf.Registration, 0, len(entries))
	for _, en := range entries {
		r, err := names.registration(ctx, en)
		if err != nil {
			return nil, err
		}
		regs = append(regs, r)
	}
	slices.SortStableFunc(regs, func(a, b pdf.Registration) int { return model.CompareUkrainian(a.Name, b.Name) })
	return pdf.Registrations(pdf.Meta{Tournament: info.Name, Date: dotted(slashed(info.StartDate))}, regs), nil
}

// registryNames looks up players, clubs and coaches, each club and coach
// once.
type registryNames struct {
	svc     *model.App
	clubs   map[model.ClubID]string
	coaches map[model.CoachID]string
}

func (n *registryNames) registration(ctx context.Context, en model.Entry) (pdf.Registration, error) {
	p, err := n.svc.Registry.Player(ctx, en.PlayerID)
	if err != nil {
		return pdf.Registration{}, err
	}
	club, coach := en.ClubID, en.CoachID
	if club == 0 {
		club = p.ClubID
	}
	if coach == 0 {
		coach = p.CoachID
	}
	r := pdf.Registration{Name: p.FullName(), Fee: 100 * en.Fee}
	if en.Paid {
		r.Paid = r.Fee
	}
	if r.Club, err = n.club(ctx, club); err != nil {
		return r, err
	}
	r.Coach, err = n.coach(ctx, coach)
	return r, err
}

func (n *registryNames) club(ctx context.Context, id model.ClubID) (string, error) {
	if name, ok := n.clubs[id]; ok || id == 0 {
		return name, nil
	}
	c, err := n.svc.Registry.Club(ctx, id)
	if err != nil {
		return "", err
	}
	n.clubs[id] = c.Name
	return c.Name, nil
}

func (n *registryNames) coach(ctx context.Context, id model.CoachID) (string, error) {
	if name, ok := n.coaches[id]; ok || id == 0 {
		return name, nil
	}
	c, err := n.svc.Registry.Coach(ctx, id)
	if err != nil {
		return "", err
	}
	n.coaches[id] = c.Name
	return c.Name, nil
}
