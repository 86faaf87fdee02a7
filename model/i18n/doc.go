// Package i18n is Arbiter's one way to translate: every sentence the
// director reads (GUI labels, model and storage messages, the command-line
// tool's output) is a key in the catalogue assets/translations/*.json,
// English key → text, one file per language. The GUI registers the same
// files with fyne's lang (ui/kit/lang.go) for lang.L; everything else renders a
// key here, in a language the caller names: there is no process-wide
// language.
//
// A key is the English sentence. Keys with arguments are Go fmt formats
// ("Round %d is not finished."); a translation may reorder its arguments
// with explicit indexes (%[2]s … %[1]d). A key without arguments is shown
// as it stands (a % in it is literal). Messages travel as values (Text: a
// key and its arguments) and are rendered at the edge, in the language of
// the screen or of the command line; Text arguments are rendered in the
// same language.
//
// TestCatalogue fails when a key used in the Go sources lacks an entry in
// either language, or when an entry's two translations use different
// arguments. To add a message: write model.Msg("English sentence %d.", n)
// (or lang.Tr(...) for text built in place), add the key to en.json (the
// value is the key) and to uk.json (the Ukrainian text), and run
// go test ./model/i18n.
package i18n
