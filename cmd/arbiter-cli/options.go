package main

import (
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/tiebreak"
)

// Helpers the commands share for reading their options.

// splitOptions splits args into positional arguments and options: --name
// VALUE (or --name=VALUE) for the names in valued, a bare --flag for the
// names in bools (its value in the map is "true"). optionName tells an
// option from a positional argument and gives its name. An unknown name, a
// missing value and an option given twice are errors.
func splitOptions(args, valued, bools []string, optionName func(arg string) (string, bool)) ([]string, map[string]string, error) {
	opts := map[string]string{}
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		opt, ok := optionName(a)
		if !ok {
			pos = append(pos, a)
			continue
		}
		name, value, hasValue := strings.Cut(opt, "=")
		switch {
		case slices.Contains(bools, name) && !hasValue:
			value = "true"
		case !slices.Contains(valued, name):
			return nil, nil, fmt.Errorf("unknown option %s", a)
		case !hasValue:
			if i+1 >= len(args) {
				return nil, nil, fmt.Errorf("option --%s needs a value", name)
			}
			i++
			value = args[i]
		}
		if _, dup := opts[name]; dup {
			return nil, nil, fmt.Errorf("option --%s given twice", name)
		}
		opts[name] = value
	}
	return pos, opts, nil
}

// doubleDash reads "--name…" as an option; "-x" is a positional argument,
// and so is "--" alone: it is the documented result code of a double
// forfeit (`tournament result T R B --`), not an end of options.
func doubleDash(arg string) (string, bool) {
	if arg == "--" {
		return "", false
	}
	return strings.CutPrefix(arg, "--")
}

// anyDash reads "-name…" and "--name…" as an option; "-" alone is a
// positional argument (standard input).
func anyDash(arg string) (string, bool) {
	if !strings.HasPrefix(arg, "-") || arg == "-" {
		return "", false
	}
	return strings.TrimLeft(arg, "-"), true
}

// specList resolves a tie-break option: a preset key (academy, fide-swiss,
// …) or a list of codes; empty means the FIDE preset for the system
// (fide-rr for a round robin, fide-swiss otherwise).
func specList(s string, sys tiebreak.System) ([]tiebreak.Spec, error) {
	if s == "" {
		s = "fide-swiss"
		if sys.IsRoundRobin() {
			s = "fide-rr"
		}
	}
	if p, ok := tiebreak.PresetByKey(s); ok {
		return p.List, nil
	}
	return tiebreak.ParseList(s)
}
