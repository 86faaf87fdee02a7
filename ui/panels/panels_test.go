package panels

import (
	"reflect"
	"testing"
)

// The program hands the Tournaments screen every domain's panels: a
// constructor left out would drop its tab or button without a word (the
// shell leaves out a row whose constructor is nil).
func TestTournamentPanelsComplete(t *testing.T) {
	v := reflect.ValueOf(All())
	for i := 0; i < v.NumField(); i++ {
		if v.Field(i).IsNil() {
			t.Errorf("panel.Domains.%s is not handed in", v.Type().Field(i).Name)
		}
	}
	if v.NumField() < 8 {
		t.Fatalf("only %d domain constructors: the table is not read", v.NumField())
	}
}
