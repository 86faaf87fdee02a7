// Package diplomas keeps the diploma templates: the
// organisation line, the emblem (PNG or JPEG, kept in the data file), the
// city, up to two signature lines with names, the wording of each degree,
// and the "text only" mode for pre-printed blanks with its per-field
// offsets in millimetres. A template belongs to a season or to a
// tournament; a tournament without one takes its season's, and either
// without one takes Academy2010, the wording of the Ukrainian Chess
// Academy's 2010 regulations («Нагороджуються дипломами Української
// Шахової Академії … за 1, 2, 3 місця»).
//
// It is a room of its own: Service works on a Store that
// storage.DiplomaStore implements on the table of migration 0024, every
// change in one transaction. A template is checked whole before it is
// kept (a clear message, nothing changed); ui/printout turns it into the
// ui/pdf diploma style, for the GUI and arbiter-cli alike.
package diplomas
