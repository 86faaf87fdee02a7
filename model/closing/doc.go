// Package closing is what closing a qualifier needs beyond the standings
// (README "Norms at closing", "Prize fund and prizes", "Entry fees"): the norms each player fulfilled (engine/norm, with the
// season's norm table), kept with the player in the registry (candidate
// points add up across tournaments); a tournament's fee schedule
// (engine/fee), the fees due, paid and owed and the prize fund — a
// schedule chosen after registration recomputes the unpaid fees
// (fee_update.go) —; the prizes and who gets them (engine/prize), each
// shared place whose amounts differ with its reason.
//
// It is a service of its own (not more methods on tournaments.Service):
// Service works on a Store that storage implements on the tables of
// migration 0027; each action runs in one transaction, in which model's
// own services run on the same transaction (Tx.Model), so finishing a
// tournament and recording its norms apply together or not at all.
//
// The engine packages give codes and typed errors; engine_text.go words
// them (fee, norm and prize refusals, fee reasons, norm warnings, norm
// names) in the interface language.
//
// The norm tables' sources are incomplete (../shared/rules/norms.md): the
// defaults are marked unofficial wherever they are shown, and the director
// can edit a season's table and restore the defaults.
package closing
