// Package ratings brings rating lists into the registry (README "Rating lists"): the FIDE
// list as FIDE publishes it (engine/ratinglist: TXT or XML, zipped or not)
// and the Ukrainian federation's national list from a CSV.
//
// ImportFIDE streams the list into the store (the last FIDE list is kept
// whole for the registration desk), and for every registry player whose
// FIDE ID is in it updates the rating (players.fide_rating is the standard
// rating), the rapid and blitz ratings, the K-factors, the FIDE title and
// the federation, and reports the players whose name or birth year in the
// list differ from the registry. The rating period is stored with every
// rating and with the list. A list older than the last one imported is a
// Conflict wrapping ErrOlderList until ImportOptions.AllowOlder confirms it.
//
// SearchList finds a player in the last imported FIDE list by name (Latin,
// or Cyrillic transliterated by model.Transliterate) or by FIDE ID;
// CreateFromList adds him to the registry from it (the registration desk).
//
// ImportNationalCSV reads the national list: columns named in the header as
// the player CSV import does (fide_id, surname, name, birth_date or
// birth_year, rating; Ukrainian headers too), players matched by FIDE ID or
// by surname, name and birth year; the period and the source are recorded
// with each rating.
//
// Every import is one transaction: a bad line, an unknown layout, a
// truncated archive or a cancelled context leaves the data file as it was.
//
// engine_types.go names the engine/ratinglist types the rating-list
// screens read (Period, ListPlayer), so that ui reaches the engine through
// model.
package ratings
