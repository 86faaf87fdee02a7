package model

import (
	"context"

	"arbiter/engine/trf"
)

// Bodies being written (first commit of the API for the GUI engineer).

func errPending(op string) error {
	return Errorf(Unsupported, op, "Ще не реалізовано.", "Not implemented yet.", nil)
}

type manualPairing struct{}

func (p *manualPairing) swap(int) error          { return errPending("swap") }
func (p *manualPairing) exchange(a, b int) error { return errPending("exchange") }
func (p *manualPairing) toBye(int) error         { return errPending("toBye") }

func (s *Service) dayStore() (TournamentDayStore, error) {
	st, ok := s.store.(TournamentDayStore)
	if !ok {
		return nil, Errorf(Unsupported, "dayStore", "Це сховище даних не зберігає турніри.",
			"This data store does not keep tournaments.", nil)
	}
	return st, nil
}
func (s *Service) createTournament(context.Context, Tournament) (Tournament, error) {
	return Tournament{}, errPending("CreateTournament")
}
func (s *Service) updateTournament(context.Context, Tournament) (Tournament, error) {
	return Tournament{}, errPending("UpdateTournament")
}
func (s *Service) listTournaments(context.Context) ([]Tournament, error) {
	return nil, errPending("List")
}
func (s *Service) state(context.Context, TournamentID) (TournamentState, error) {
	return TournamentState{}, errPending("State")
}
func (s *Service) register(context.Context, TournamentID, Registration) (Participant, error) {
	return Participant{}, errPending("Register")
}
func (s *Service) updateRegistration(context.Context, TournamentID, Entry) (Participant, error) {
	return Participant{}, errPending("UpdateRegistration")
}
func (s *Service) unregister(context.Context, TournamentID, PlayerID) error {
	return errPending("Unregister")
}
func (s *Service) participants(context.Context, TournamentID) ([]Participant, error) {
	return nil, errPending("Participants")
}
func (s *Service) sortStartingRanks(context.Context, TournamentID) error { return errPending("Sort") }
func (s *Service) setStartingRanks(context.Context, TournamentID, []PlayerID) error {
	return errPending("SetStartingRanks")
}
func (s *Service) withdraw(context.Context, TournamentID, PlayerID, int) error {
	return errPending("Withdraw")
}
func (s *Service) pairNextRound(context.Context, TournamentID) (RoundView, error) {
	return RoundView{}, errPending("PairNextRound")
}
func (s *Service) roundView(context.Context, TournamentID, int) (RoundView, error) {
	return RoundView{}, errPending("Round")
}
func (s *Service) unpairRound(context.Context, TournamentID, bool) error {
	return errPending("UnpairRound")
}
func (s *Service) manual(context.Context, TournamentID, int, bool, string, func(*manualPairing) error) ([]PairingWarning, error) {
	return nil, errPending("manual")
}
func (s *Service) setResult(context.Context, TournamentID, int, int, string, bool) error {
	return errPending("SetResult")
}
func (s *Service) standings(context.Context, TournamentID, int) (*StandingsView, error) {
	return nil, errPending("Standings")
}
func (s *Service) crosstable(context.Context, TournamentID, int) (*Crosstable, error) {
	return nil, errPending("Crosstable")
}
func (s *Service) explain(context.Context, TournamentID, int, int, string) (string, error) {
	return "", errPending("Explain")
}
func (s *Service) finish(context.Context, TournamentID, bool) (FinishReport, error) {
	return FinishReport{}, errPending("Finish")
}
func (s *Service) knockoutView(context.Context, TournamentID) (*KnockoutView, error) {
	return nil, errPending("Knockout")
}
func (s *Service) recordKnockoutGame(context.Context, TournamentID, int, int, int) error {
	return errPending("RecordKnockoutGame")
}
func (s *Service) exportTRF(context.Context, TournamentID) (*trf.Tournament, error) {
	return nil, errPending("ExportTRF")
}

func (s *Service) setForbiddenPairs(context.Context, TournamentID, [][2]PlayerID) error {
	return errPending("SetForbiddenPairs")
}
