package season

// The cup tables show each counted result after K_a: the
// columns add up to the total, under headers a director reads («1-й × K_a»:
// the first counted result after K_a), not the formula's w1 or p1.

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/seasons"

	"arbiter/ui/kit"
)

// countedColumn reports whether a column code is a counted result of a cup
// table (w1…, p1…) and which one (1-based).
func countedColumn(code string) (int, bool) {
	if len(code) < 2 || (code[0] != 'w' && code[0] != 'p') {
		return 0, false
	}
	n, err := strconv.Atoi(code[1:])
	return n, err == nil && n > 0
}

// countedTitle is the header of the n-th counted result.
func countedTitle(n int) string {
	return lang.L("Result {{.N}} × K_a", map[string]int{"N": n})
}

// weighCounted replaces the counted results of a cup table by their values
// after K_a and writes every number of the row in the one notation
// (model.NumberText, in the interface language's decimal mark); rows are the engine rows of the table, in order.
func weighCounted(data *seasons.Table, rows []seasons.Row) {
	for i, line := range data.Rows {
		for c, code := range data.Header {
			if c >= len(line) {
				break
			}
			if n, ok := countedColumn(code); ok && i < len(rows) {
				line[c] = ""
				if counted := rows[i].Counted(); n <= len(counted) && counted[n-1].Weighted != nil {
					line[c] = seasons.FormatDec(counted[n-1].Weighted)
				}
			}
			if code == "total" || strings.HasPrefix(code, "w") || strings.HasPrefix(code, "p") && code != "place" {
				line[c] = kit.Number(model.NumberText(line[c]))
			}
		}
	}
}
