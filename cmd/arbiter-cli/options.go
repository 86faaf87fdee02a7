package main

// The one option parser of every command. A command
// declares what it takes in one cmdSpec — its positional arguments and its
// options with their kinds and help — and reads its arguments with
// spec.read; --help and the usage lines of its error messages are made from
// the same declaration:
//
//	var lotSpec = cmdSpec{name: "lot", opts: []option{
//		intOpt("players", "N", "the number of players, 1 to 10000").required(),
//		strOpt("seed", "S", "the seed of the lot"),
//	}}
//
//	pos, o, code, stop := lotSpec.read(e, args)
//	if stop {
//		return code // --help was printed (0), or a usage error (2)
//	}
//
// o maps an option's name to its value ("true" for a bool option); a
// repeated option's values are read with optList(o, name). A bad argument
// the command finds later is reported with spec.fail, so every usage error
// reads the same: "arbiter-cli CMD: what is wrong", the usage line and
// where the help is; exit 2.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"arbiter/engine/tiebreak"
	"arbiter/model"
)

// optKind is what an option's value is.
type optKind int

const (
	kindString optKind = iota // --name VALUE or --name=VALUE
	kindInt                   // the same, a whole number (checked by the parser)
	kindBool                  // --name alone; its value is "true"
	kindList                  // --name VALUE, given any number of times
)

// option is one declared option.
type option struct {
	name string
	kind optKind
	arg  string // its value's placeholder in the usage: N, FILE, tsv|table …
	help string // what it does, for --help
	// aliases are other spellings of the name (pair's bbpPairings and
	// JaVaFo command lines: --dutch is also --in and -i).
	aliases []string
	// optionalValue: the next argument is the value only if it is "-" or
	// not an option, else the value is "" (pair -p [OUT]).
	optionalValue bool
	mandatory     bool // the command cannot run without it
}

func strOpt(name, arg, help string) option {
	return option{name: name, kind: kindString, arg: arg, help: help}
}
func intOpt(name, arg, help string) option {
	return option{name: name, kind: kindInt, arg: arg, help: help}
}
func boolOpt(name, help string) option { return option{name: name, kind: kindBool, help: help} }
func listOpt(name, arg, help string) option {
	return option{name: name, kind: kindList, arg: arg, help: help}
}

// required marks the option as one the command cannot run without.
func (o option) required() option { o.mandatory = true; return o }

// alias adds other spellings of the option's name.
func (o option) alias(names ...string) option { o.aliases = append(o.aliases, names...); return o }

// cmdSpec declares what one command or sub-command takes.
type cmdSpec struct {
	name     string // "lot", "tournament create": it starts every message
	args     string // its positional arguments in the usage line: "ID PLAYER_ID…"
	min, max int    // how many positional arguments; max -1: no limit
	opts     []option
	// dash tells an option from a positional argument and gives its name;
	// nil is doubleDash.
	dash  func(arg string) (string, bool)
	db    bool   // the command works on the data file: "[--db F]" in its usage
	about string // the text under the options in --help
	// leading: only options before the first positional argument are read;
	// it and everything after it are returned as positional (the global
	// options before the command).
	leading bool
}

// opts are the options given: name → value ("true" for a bool option).
type opts = map[string]string

// listSep joins a repeated option's values in opts: a command-line
// argument cannot hold a NUL byte.
const listSep = "\x00"

// optList returns the values of a repeated option, in the order given.
func optList(o opts, name string) []string {
	v, ok := o[name]
	if !ok {
		return nil
	}
	return strings.Split(v, listSep)
}

// errHelp is what parse returns for -h, -help or --help.
var errHelp = errors.New("help requested")

// isHelp reports whether arg asks for the help.
func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

func (s *cmdSpec) find(name string) *option {
	for i := range s.opts {
		if o := &s.opts[i]; o.name == name || slices.Contains(o.aliases, name) {
			return o
		}
	}
	return nil
}

// usageErr is a usage error of the command: Invalid, so exit 2.
func (s *cmdSpec) usageErr(msg model.Text) error {
	return model.Errorf(model.Invalid, "arbiter-cli "+s.name, msg, nil)
}

// parse splits args into positional arguments and options. An unknown
// option, a missing value, an option given twice (but a list), a bool
// given a value, a bad whole number, a missing required option and the
// wrong number of positional arguments are errors; -h, -help or --help is
// errHelp.
func (s *cmdSpec) parse(args []string) ([]string, opts, error) {
	dash := s.dash
	if dash == nil {
		dash = doubleDash
	}
	o := opts{}
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if isHelp(a) {
			return nil, nil, errHelp
		}
		name, ok := dash(a)
		if !ok && s.leading {
			pos = append(pos, args[i:]...)
			break
		}
		if !ok {
			pos = append(pos, a)
			continue
		}
		name, value, hasValue := strings.Cut(name, "=")
		opt := s.find(name)
		switch {
		case opt == nil:
			return nil, nil, s.usageErr(model.Msg("unknown option %s.", a))
		case opt.kind == kindBool && hasValue:
			return nil, nil, s.usageErr(model.Msg("option %s takes no value.", dashed(opt.name)))
		case opt.kind == kindBool:
			value = "true"
		case hasValue:
		case opt.optionalValue:
			if i+1 < len(args) && (args[i+1] == "-" || !isOption(dash, args[i+1])) {
				i++
				value = args[i]
			}
		case i+1 >= len(args):
			return nil, nil, s.usageErr(model.Msg("option %s needs a value%s.", dashed(opt.name), argHint(opt)))
		default:
			i++
			value = args[i]
		}
		if opt.kind == kindInt {
			if _, err := strconv.ParseInt(value, 10, 64); err != nil {
				return nil, nil, s.usageErr(model.Msg("%s %q: must be a whole number.", dashed(opt.name), value))
			}
		}
		if old, dup := o[opt.name]; dup {
			if opt.kind != kindList {
				return nil, nil, s.usageErr(model.Msg("option %s given twice.", dashed(opt.name)))
			}
			value = old + listSep + value
		}
		o[opt.name] = value
	}
	for _, opt := range s.opts {
		if _, given := o[opt.name]; opt.mandatory && !given {
			return nil, nil, s.usageErr(model.Msg("option %s%s is required.", dashed(opt.name), argHint(&opt)))
		}
	}
	if len(pos) < s.min || (s.max >= 0 && len(pos) > s.max) {
		if s.max >= 0 && len(pos) > s.max {
			return nil, nil, s.usageErr(model.Msg("unexpected argument %q.", pos[s.max]))
		}
		return nil, nil, s.usageErr(model.Msg("too few arguments."))
	}
	return pos, o, nil
}

// argHint is " N" for an option whose placeholder is N.
func argHint(o *option) string {
	if o.arg == "" {
		return ""
	}
	return " " + o.arg
}

func isOption(dash func(string) (string, bool), arg string) bool {
	_, ok := dash(arg)
	return ok
}

// read parses args (parse). On --help it prints the help to stdout, on an
// error the message and the usage to stderr; done reports either, and code
// is the exit code to return.
func (s *cmdSpec) read(e *env, args []string) (pos []string, o opts, code int, done bool) {
	pos, o, err := s.parse(args)
	if errors.Is(err, errHelp) {
		fmt.Fprint(e.stdout, s.help())
		return nil, nil, exitOK, true
	}
	if err != nil {
		return nil, nil, s.fail(e, err), true
	}
	return pos, o, exitOK, false
}

// fail reports a usage error of the command found after parsing — an
// argument the command cannot use, options that do not go together — as
// parse's errors are reported: the message, the usage line, where the help
// is; it returns exitBadInput (2).
func (s *cmdSpec) fail(e *env, err error) int {
	msg := err.Error()
	if _, ok := errors.AsType[*model.Error](err); ok {
		msg = model.Message(err, e.lang)
	}
	fmt.Fprintf(e.stderr, "arbiter-cli %s: %s\n", s.name, msg)
	fmt.Fprint(e.stderr, s.usage())
	fmt.Fprintln(e.stderr, e.lang.Tr("All options: arbiter-cli %s --help", s.name))
	return exitBadInput
}

// failf is fail with a new usage error.
func (s *cmdSpec) failf(e *env, msg model.Text) int { return s.fail(e, s.usageErr(msg)) }

// usageLine is "arbiter-cli [--db F] NAME ARGS --required X [--option Y] …",
// wrapped at 100 columns.
func (s *cmdSpec) usageLine() string {
	words := []string{"arbiter-cli"}
	if s.db {
		words = append(words, "[--db F]")
	}
	if s.name != "" {
		words = append(words, s.name)
	}
	if s.args != "" && !s.leading {
		words = append(words, s.args)
	}
	for _, o := range s.opts {
		w := dashed(o.name) + argHint(&o)
		switch {
		case o.optionalValue:
			w = dashed(o.name) + " [" + o.arg + "]"
		case o.kind == kindList:
			w += "…"
		}
		if !o.mandatory {
			w = "[" + w + "]"
		}
		words = append(words, w)
	}
	if s.args != "" && s.leading {
		words = append(words, s.args)
	}
	return wrap(words, 0, 100, "        ")
}

// usage is the usage line (for error messages).
func (s *cmdSpec) usage() string { return "usage: " + s.usageLine() + "\n" }

// help is the usage line, every option with its help, then about.
func (s *cmdSpec) help() string {
	var b strings.Builder
	b.WriteString(s.usage())
	// The help texts start in one column after the option terms; a term
	// longer than termMax has its help on the next line.
	const termMax = 24
	width := 0
	for _, o := range s.opts {
		if n := utf8.RuneCountInString(optTerm(&o)); n <= termMax {
			width = max(width, n)
		}
	}
	indent := strings.Repeat(" ", width+4)
	if len(s.opts) > 0 {
		b.WriteString("\n")
	}
	for _, o := range s.opts {
		t := optTerm(&o)
		b.WriteString("  " + t)
		if n := utf8.RuneCountInString(t); n <= width {
			b.WriteString(strings.Repeat(" ", width-n+2))
		} else {
			b.WriteString("\n" + indent)
		}
		b.WriteString(wrap(strings.Fields(o.help), len(indent), 78, indent))
		b.WriteString("\n")
	}
	if s.about != "" {
		b.WriteString("\n" + s.about + "\n")
	}
	return b.String()
}

// optTerm is how --help names an option: "--players N", "-i, --dutch IN".
func optTerm(o *option) string {
	t := dashed(o.name) + argHint(o)
	if o.optionalValue {
		t = dashed(o.name) + " [" + o.arg + "]"
	}
	for _, a := range o.aliases {
		t += ", " + dashed(a)
	}
	return t
}

// dashed is how an option is written: -o for a one-letter name, --name.
func dashed(name string) string {
	if utf8.RuneCountInString(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// wrap joins words with spaces into lines of at most width characters,
// the first starting at column start, every other one with indent.
func wrap(words []string, start, width int, indent string) string {
	var b strings.Builder
	n := start
	for i, w := range words {
		l := utf8.RuneCountInString(w)
		if i > 0 && n+1+l > width {
			b.WriteString("\n" + indent)
			n = utf8.RuneCountInString(indent)
		} else if i > 0 {
			b.WriteString(" ")
			n++
		}
		b.WriteString(w)
		n += l
	}
	return b.String()
}

// optInt reads an int option the parser has checked; def when not given.
func optInt(o opts, name string, def int) int {
	v, ok := o[name]
	if !ok {
		return def
	}
	n, _ := strconv.Atoi(v)
	return n
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

// subArgs declares one sub-command of a group (tournament, team, money …):
// a cmdSpec without its name. valued and bools are the short form of
// string and bool options without help text.
type subArgs struct {
	opts          []option
	valued, bools []string
	args          string // the positional arguments in the usage line
	min, max      int
	about         string
	dash          func(arg string) (string, bool) // nil: doubleDash
}

// groupSub is one sub-command of a group whose sub-commands run on one
// service S (tournament, team): its options (opts; valued and bools are
// the short form of string and bool options without help text), its
// positional arguments (args in the usage line; min, max; -1 no limit),
// the text of its --help and its body.
type groupSub[S any] struct {
	opts          []option
	valued, bools []string
	args          string
	min, max      int
	about         string
	run           func(e *env, svc S, pos []string, opts map[string]string) int
}

// subArgsOf is the declarations of a group's sub-commands.
func subArgsOf[S any](subs map[string]groupSub[S]) map[string]subArgs {
	m := make(map[string]subArgs, len(subs))
	for n, g := range subs {
		m[n] = subArgs{opts: g.opts, valued: g.valued, bools: g.bools, args: g.args, min: g.min, max: g.max, about: g.about}
	}
	return m
}

// spec is the cmdSpec of sub-command name of group.
func (a subArgs) spec(group, name string) cmdSpec {
	s := cmdSpec{name: group + " " + name, args: a.args, min: a.min, max: a.max, db: true, about: a.about,
		opts: slices.Clone(a.opts), dash: a.dash}
	for _, v := range a.valued {
		s.opts = append(s.opts, strOpt(v, "VALUE", ""))
	}
	for _, b := range a.bools {
		s.opts = append(s.opts, boolOpt(b, ""))
	}
	return s
}

// groupUsage lists the usage lines of a group's sub-commands by name, then
// note.
func groupUsage(group string, subs map[string]subArgs, note string) string {
	names := make([]string, 0, len(subs))
	for n := range subs {
		names = append(names, n)
	}
	slices.Sort(names)
	var b strings.Builder
	b.WriteString("usage:\n")
	for _, n := range names {
		s := subs[n].spec(group, n)
		b.WriteString("  " + s.usageLine() + "\n")
	}
	if note != "" {
		b.WriteString("\n" + note + "\n")
	}
	return b.String()
}

// subCommand reads argv of a group: argv[0] names the sub-command, the
// rest are its arguments (cmdSpec.read). No sub-command or an unknown one
// prints the group's usage (exit 2); --help alone prints it to stdout.
// done reports that code is to be returned.
func subCommand(e *env, group string, subs map[string]subArgs, note string, argv []string) (pos []string, o opts, code int, done bool) {
	if len(argv) == 0 || isHelp(argv[0]) {
		w := e.stdout
		if len(argv) == 0 {
			w, code = e.stderr, exitBadInput
		}
		fmt.Fprint(w, groupUsage(group, subs, note))
		return nil, nil, code, true
	}
	a, ok := subs[argv[0]]
	if !ok {
		fmt.Fprintf(e.stderr, "arbiter-cli %s: %s\n", group, e.lang.Tr("unknown sub-command %q.", argv[0]))
		fmt.Fprint(e.stderr, groupUsage(group, subs, note))
		return nil, nil, exitBadInput, true
	}
	s := a.spec(group, argv[0])
	return s.read(e, argv[1:])
}
