package closing

import (
	"strings"
	"testing"

	"arbiter/model/closing"
)

// The treasurer's text on the closing screen writes every amount in the
// one money notation (engine/money.Text: thousands apart, two decimals,
// «3 000,00»), never «3000» beside «2 100,00»: the rows, the totals and
// the prize fund's sentence.
func TestTreasuryTextOneMoneyNotation(t *testing.T) {
	tr := &closing.Treasury{
		Rows: []closing.TreasuryRow{{StartNo: 1, Name: "Савченко Юлія", Due: 3000, Paid: 3000}, {StartNo: 2, Name: "Ткаченко Андрій", Due: 1500, Owed: 1500}},
		Due:  4500, Paid: 3000, Owed: 1500,
		// 70 % of 3 000 paid = 2 100,00; sponsors 1 000 → 3 100,00; prizes 2 500
		FromFees: 210000, Fund: 310000, Prizes: 2500,
	}
	tr.Money.FundPercent, tr.Money.Sponsors = 70, 1000
	text := treasuryText(tr)
	for _, want := range []string{"3 000,00", "1 500,00", "4 500,00", "2 100,00", "1 000,00", "3 100,00", "2 500,00"} {
		if !strings.Contains(text, want) {
			t.Errorf("the treasurer's text lacks %q:\n%s", want, text)
		}
	}
	for _, bad := range []string{"3000", "1500", "4500", " 1000 ", " 2500 "} {
		if strings.Contains(text, bad) {
			t.Errorf("the treasurer's text has the bare amount %q:\n%s", bad, text)
		}
	}
}
