// Package ratinglist reads the FIDE rating list as FIDE publishes it on
// ratings.fide.com/download_lists.phtml, streamed, one player at a time:
//
//   - the fixed-width TXT of the combined list (players_list_foa.txt,
//     players_list.txt: standard, rapid and blitz in one line) and of the
//     single lists (standard_rating_list.txt, rapid_…, blitz_…, and the
//     monthly archives such as standard_jan23frl.txt);
//   - the XML of the same lists (players_list_xml_foa.xml, <playerslist> of
//     <player> elements with <fideid>, <name>, <country>, <sex>, <title>,
//     <w_title>, <o_title>, <foa_title>, <rating>, <games>, <k>,
//     <rapid_rating>, …, <blitz_k>, <birthday>, <flag>);
//   - each of them plain or zipped (the first .txt or .xml member).
//
// The TXT layout is read from the header line, whose column titles start
// where their columns start: in the combined list
//
//	ID Number      Name              …  Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
//	0              15                   76  80  84   89   94             109 113   119 123 126  132 136 139  145 149 152  158
//
// and in a single list the rating column is titled by its month (e.g.
// "JAN23"), followed by Gms, K, B-day (126) and Flag (132). The month in
// that title, or in an archive name like "standard_jan23frl", is the rating
// period; the combined list does not carry one (Info.Period is zero and
// Info.Modified is the archive member's date, if any). Which single list a
// file is (standard, rapid or blitz) is read from its name; Options.Kind
// says it when the name does not.
//
// Columns are counted in characters: a line that is valid UTF-8 is read as
// UTF-8, any other as Latin-1 (FIDE's own encoding). Numbers are trimmed; an
// empty or zero rating means "not rated in that list"; any other rating
// must be 1000–3000, in TXT and XML. Blank lines are skipped. Every
// player's TXT line reaches at least the start of the header's last column
// (Flag, which may be blank and its spaces left off): a shorter line is a
// file cut short (an interrupted download ends inside a line) and is
// refused, never read as a player with his ratings cut to 0 or "15".
//
// Errors: a header that is not a FIDE list (ErrUnknownLayout), a damaged or
// incomplete zip archive (ErrTruncated), and a line that cannot be read (a
// *LineError with its line number). The reader never panics; a caller that
// must not half-import keeps nothing until Next returns io.EOF.
package ratinglist
