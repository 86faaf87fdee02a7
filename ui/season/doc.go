// Package season is the Сезон screen, the season championship
// (docs/product.md workflows 1 and 8, docs/season.md): New makes the
// screen that ui/screens.go lists.
//
//   - screen.go: the season chooser, new season, the 2010 calendar of the
//     regulation, the demo season and deleting one; the tabs below;
//   - calendar.go, calendar_form.go: the calendar (the season's
//     tournaments, their cup, level and K_a) and its entry form;
//   - rules.go, norm_table.go: the rule set as an editable form, and the
//     season's norm table (JSON) that closing a qualifier reads;
//   - tables.go, counted.go, filters.go: the Golden and Silver Cup, clubs
//     and coaches tables, the counted results after K_a, and the cups'
//     category filter;
//   - awards.go, award_labels.go: the award list and its words;
//   - conflicts.go: the declaration conflicts, resolved by the main club
//     and coach the director chooses;
//   - print.go: the season printouts (tables, diplomas, medal list) and
//     the diploma template, edited in ui/diploma;
//   - types.go: the types of the screen and its tabs, which refer to each
//     other; words.go: the tables' column titles and explanation numbers,
//     on the screen and on paper.
//
// The screen reads and writes through model/seasons (and model/closing
// for the norm table); engine/season's types reach it as model/seasons
// names them. It imports ui/kit and ui/diploma, never ui's root.
package season
