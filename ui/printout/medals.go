package printout

// The medal list of a tournament (joint events, seed 004 §8,
// §10, §17: «Победители (юноша, девушка) награждаются дипломом 1 степени,
// медалью…; призеры — дипломами и медалями соответствующих степеней»):
// places 1–3 of the overall table and of every sub-standings (boys, girls,
// age groups, groups by year of birth), each with its medal and diploma,
// in the layout of pdf.MedalList.

import (
	"strings"

	"arbiter/model/i18n"

	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/ui/pdf"
)

// MedalTable is one table whose places 1–3 are awarded: Title "" is the
// overall table.
type MedalTable struct {
	Title string
	Rows  []model.StandingsRow
}

// MedalTables are the tables of v: the overall one when overall, then
// subs (v.Subs, or the ones chosen).
func MedalTables(v *model.StandingsView, subs []model.SubStandings, overall bool) []MedalTable {
	var ts []MedalTable
	if overall {
		ts = append(ts, MedalTable{Rows: v.Rows})
	}
	for _, s := range subs {
		ts = append(ts, MedalTable{Title: s.Title, Rows: s.Rows})
	}
	return ts
}

// MedalIn names the medal and the diploma degree of a place in l (a
// shared place takes those of its first place: 3–4 both bronze, III
// degree).
func MedalIn(l i18n.Lang, place int) (medal, diploma string) {
	switch place {
	case 1:
		return l.Tr("gold"), l.Tr("I degree")
	case 2:
		return l.Tr("silver"), l.Tr("II degree")
	case 3:
		return l.Tr("bronze"), l.Tr("III degree")
	}
	return "", ""
}

// MedalRows are the lines of the medal list of tables — table, place,
// player, club, medal, diploma — for places 1–3 of each, the overall table
// named «Загальний залік».
func MedalRows(tables []MedalTable) [][]string { return MedalRowsIn(i18n.Uk, tables) }

// MedalRowsIn is MedalRows in l.
func MedalRowsIn(l i18n.Lang, tables []MedalTable) [][]string {
	var rows [][]string
	for _, t := range tables {
		group := t.Title
		if group == "" {
			group = l.Tr("Overall")
		}
		for _, r := range t.Rows {
			if r.PlaceFrom < 1 || r.PlaceFrom > 3 {
				continue
			}
			medal, diploma := MedalIn(l, r.PlaceFrom)
			rows = append(rows, []string{group, strings.ReplaceAll(r.Place, "-", "–"), r.Name, r.Club, medal, diploma})
		}
	}
	return rows
}

// MedalsIn is the medal list of t's tables, headed with the organisation
// and emblem of the tournament's diplomas, in l (the template's default
// organisation too); nil when nobody is placed 1–3.
func MedalsIn(l i18n.Lang, t model.Tournament, tables []MedalTable, tpl diplomas.Template) *pdf.Document {
	rows := MedalRowsIn(l, tables)
	if len(rows) == 0 {
		return nil
	}
	m := Meta(t, 0)
	m.Lang = l
	d := Header(pdf.MedalList(m, nil), tpl)
	d.Organisation = pdf.OrganisationIn(l, d.Organisation)
	d.Columns = []pdf.Column{{Title: l.Tr("Table"), Flex: true}, {Title: l.Tr("Place"), Align: pdf.Center},
		{Title: l.Tr("Participant"), Flex: true, Name: true, Bold: true}, {Title: l.Tr("Club"), Flex: true},
		{Title: l.Tr("Medal")}, {Title: l.Tr("Diploma")}}
	d.Rows = rows
	d.Landscape = true // six columns with the tables' titles and whole names: too wide upright
	return d
}
