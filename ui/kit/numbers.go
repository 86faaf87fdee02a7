package kit

import "arbiter/model"

// Number writes a value in the model's one notation (model.NumberText:
// «2½», «12,25») in the interface language's: the decimal point in
// English («12.25»), the comma in Ukrainian, as the printouts do.
func Number(text string) string { return model.NumberIn(GUILang(), text) }
