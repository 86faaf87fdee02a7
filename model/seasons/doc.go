// Package seasons is the use cases of the season championship
// (docs/product.md workflow 8, docs/season.md): Service creates a season
// with the built-in 2010 rule set (season.go) and edits its rules
// (SetSeasonRules; rules_form.go, the form's fields; rule_problem.go, the
// refusals in words); keeps its calendar (AddSeasonTournament,
// UpdateCalendarEntry; calendar.go: regulation 000's Golden Cup
// qualifiers, Calendar2010, and the day's schedule); computes its tables
// with engine/season (SeasonTables: Golden and Silver Cup, clubs, coaches,
// awards, with the lines that explain every row; tables.go, view.go, rows.go,
// warnings.go); and resolves the declaration conflicts with the main club
// and coach the director chose (SeasonConflicts, SetMainDeclaration;
// main_declarations.go). The words of engine/season's codes are here too:
// the award labels (labels.go) and the rule set's summary
// (rules_summary.go); and engine/season's types and values the season
// screen reads (engine_types.go), so that ui reaches the engine through
// model.
//
// The season's record and its stores stay in model (model.Season,
// SeasonStore, SeasonMainStore), because a tournament refers to its season
// and ImportTRF stores a season's tournament. Service is built on a
// model.App (New); every change runs in one App.Tx, and the tables are read
// in one App.ReadTx.
package seasons
