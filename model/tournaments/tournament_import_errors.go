package tournaments

import "arbiter/model"

// The refusals of a TRF import name the file they are about
// (tournament_import.go, tournament_match.go, adjourned_import.go).

// importErr is the Invalid refusal of an import, msg after the file's name.

func importErr(req model.TRFImport, msg model.Text) error {
	return model.Errorf(model.Invalid, "ImportTRF", model.Msg("%s%s", sourcePrefix(req), msg), nil)
}

// sourcePrefix names the file at the start of a message, when it is known.
func sourcePrefix(req model.TRFImport) string {
	if req.Source == "" {
		return ""
	}
	return req.Source + ": "
}
