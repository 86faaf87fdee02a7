package main

import (
	"fmt"
	"os"
	"strings"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/explain"
	"arbiter/ui/pdf"
)

// Writing a round's pairing checklist: for pair --checklist and for
// tournament checklist.

// writeChecklist writes the report's checklist to path (.pdf or text).
func writeChecklist(e *env, rep *explain.Report, path string, meta pdf.Meta) error {
	lines := rep.Lines(e.lang)
	if strings.HasSuffix(strings.ToLower(path), ".pdf") {
		title := e.lang.Tr("Pairing checklist")
		return pdf.WriteFile(path, pdf.Checklist(meta, title, lines), pdf.Options{Compress: true})
	}
	text := strings.Join(lines, "\n") + "\n"
	if path == "" || path == "-" {
		_, err := fmt.Fprint(e.stdout, text)
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}

// pairChecklist is pair's --checklist: the checklist of round r of t,
// paired as pair paired it.
func pairChecklist(e *env, t *trf.Tournament, r int, o swiss.Options, path string) int {
	rep, err := explain.NewReport(t.Before(r), r, o, nil, nil)
	if err == nil {
		err = writeChecklist(e, rep, path, pdf.Meta{Tournament: t.Name, Round: r, Rounds: t.TotalRounds})
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli pair: --checklist:", model.Message(err, e.lang))
		return exitBadInput
	}
	return exitOK
}
