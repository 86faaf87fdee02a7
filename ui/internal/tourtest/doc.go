// Package tourtest holds the helpers the tests of the Tournaments screen's
// domain packages (ui/closing, ui/knockout, ui/standings, ui/team, ...)
// share: the whole screen with their panels in it and the panels it made
// of them (Made), and a tournament stored, paired and played through the
// services, as the screen's own panels would store it. Only
// tests import it; the shell's own tests cannot (they are in the package
// it imports) and keep their helpers in ui/tournament's test files.
package tourtest
