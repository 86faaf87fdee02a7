package registry

import (
	"context"

	"arbiter/model"
	"arbiter/model/datafile"
)

// settlementNames is the settlements of the registry by ID, for tables and
// for the settlement field of club and coach forms.
type settlementNames struct {
	all  []model.Settlement // Ukrainian alphabetical order
	byID map[model.SettlementID]string
}

func loadSettlements(ctx context.Context, svc *datafile.Services) (*settlementNames, error) {
	all, err := svc.Registry.Settlements(ctx)
	if err != nil {
		return nil, err
	}
	n := &settlementNames{all: all, byID: make(map[model.SettlementID]string, len(all))}
	for _, st := range all {
		n.byID[st.ID] = st.Name
	}
	return n, nil
}

// name returns the settlement's name, "" for none or before loading.
func (n *settlementNames) name(id model.SettlementID) string {
	if n == nil {
		return ""
	}
	return n.byID[id]
}

// list returns the names in alphabetical order.
func (n *settlementNames) list() []string {
	if n == nil {
		return nil
	}
	out := make([]string, len(n.all))
	for i, st := range n.all {
		out[i] = st.Name
	}
	return out
}

// inTx runs fn with an App bound to one transaction: a settlement
// created for a club or coach that is then refused is not kept.
func inTx(ctx context.Context, svc *datafile.Services, fn func(tx *model.App) error) error {
	return svc.Tx(ctx, fn)
}
