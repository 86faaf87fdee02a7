// Package diploma is the diploma template editor (editor.go) that the
// tournament's standings tab and the season's awards tab open: the
// organisation line, the emblem chosen from a file, the city, two
// signature lines, the wording of each degree, and the text-only mode for
// pre-printed blanks with each field's offset in millimetres and the
// calibration page. It edits the template of one tournament or one season
// (model/diplomas); an owner without one shows the template it prints
// with now (its season's or the Academy's 2010 wording) until it is saved
// as its own. TournamentTemplate and SeasonTemplate give the template a
// printout of diplomas or a medal list is made with.
//
// diploma imports model, ui/kit, ui/pdf and ui/printout, never ui or a
// screen package.
package diploma
