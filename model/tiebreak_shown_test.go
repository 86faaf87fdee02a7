package model

import (
	"fmt"
	"testing"

	"arbiter/engine/tiebreak"
)

// DE prints only where it separated players tied on the points and on the
// tie-breaks before it; every other value prints. Worked by hand: the
// list is BH, DE, WIN; rows are in rank order.
func TestDecidedOnly(t *testing.T) {
	list, err := tiebreak.ParseList("BH,DE,WIN")
	if err != nil {
		t.Fatal(err)
	}
	row := func(id, points, bh, de, win int) tiebreak.Standing {
		return tiebreak.Standing{ID: id, Points: tiebreak.Points(points),
			Values: []tiebreak.Value{tiebreak.Int(int64(bh)), tiebreak.Int(int64(de)), tiebreak.Int(int64(win))}}
	}
	for _, tc := range []struct {
		name string
		rows []tiebreak.Standing
		want string // the DE cell of each row: shown or not
	}{
		// alone on 6 points: DE 1 says nothing
		{"alone", []tiebreak.Standing{row(1, 12, 30, 1, 6), row(2, 10, 29, 1, 5)}, "- -"},
		// 2 and 4 tied on 5½ and BH 29: DE 1 and 2 decide their places
		{"decides", []tiebreak.Standing{row(1, 12, 30, 1, 6), row(2, 11, 29, 1, 5), row(4, 11, 29, 2, 5)}, "- + +"},
		// tied on points, BH separates them already: DE 1 and 2 decide nothing
		{"BH first", []tiebreak.Standing{row(23, 4, 21, 2, 1), row(22, 4, 20, 1, 1)}, "- -"},
		// tied on points and BH but never met: DE 1 and 1, WIN decides
		{"never met", []tiebreak.Standing{row(5, 8, 25, 1, 3), row(6, 8, 25, 1, 2)}, "- -"},
		// three tied, two of them met: DE 1, 1, 3 separates the group
		{"three", []tiebreak.Standing{row(7, 6, 20, 1, 2), row(8, 6, 20, 1, 2), row(9, 6, 20, 3, 1)}, "+ + +"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shown := DecidedOnly(list, tc.rows)
			got := ""
			for i, sh := range shown {
				if !sh[0] || !sh[2] {
					t.Errorf("row %d: BH or WIN hidden: %v", i, sh)
				}
				mark := "-"
				if sh[1] {
					mark = "+"
				}
				got += fmt.Sprint(map[bool]string{true: "", false: " "}[i == 0], mark)
			}
			if got != tc.want {
				t.Errorf("DE shown %q, want %q", got, tc.want)
			}
			vals := ShownValues(list, tc.rows[0], shown[0])
			if (vals[1] == "") == shown[0][1] || vals[0] == "" {
				t.Errorf("ShownValues %q for shown %v", vals, shown[0])
			}
		})
	}
}
