// Package kit holds the widgets and helpers every screen of ui and of its
// domain packages (ui/season, ui/registry, …) shares, so that those
// packages need not import ui's root:
//
//   - dialogs.go, confirm_list.go, dialog_fit.go: the error and message
//     dialogs (ShowError shows model.Message, never raw text), a long
//     report that scrolls (ShowScrolledText), the yes/no questions and the
//     add/edit dialog that keeps a refused form;
//   - keyboard.go, window_keys.go: the text field (TextEntry) that answers
//     Escape and ↑/↓, Enter and Escape in every dialog (DialogKeys), and
//     lists and tables that hand the window's keys (F1, F11) on;
//   - work.go: the background runner (Worker) that loads data off the UI
//     thread and applies it through fyne.Do;
//   - printer.go, print_paths_*.go: the printer that writes a ui/pdf
//     document into Documents/Arbiter and opens it, and the report of where
//     it went;
//   - table.go, texttable.go, fit.go: table helpers (columns, headers,
//     widths) and the shortening of names and clubs to a column's width;
//   - labels.go, select.go, numbers.go, file_dialog.go: the words of the
//     model's codes (systems, kinds, cups, levels), the select and file
//     dialogs in the interface language, numbers in its notation, the
//     titles (razryads spelt out), ratings and whole numbers typed;
//   - lang.go: the interface language (GUILang, SetLanguage and the saved
//     choice).
//
// kit imports model and ui/pdf, never ui or a screen package.
package kit
