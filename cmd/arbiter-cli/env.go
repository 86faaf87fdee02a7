package main

import (
	"io"

	"arbiter/model/i18n"
	"arbiter/storage"
)

// Exit codes shared by every command (compatible with bbpPairings/JaVaFo callers).
const (
	exitOK        = 0
	exitNoPairing = 1
	exitBadInput  = 2
	exitInternal  = 3
)

// env is what every command receives: the global options and the streams.
type env struct {
	dbPath string // --db; empty means the default data file
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// st is the data file openService opened, for what is about the file
	// itself (the backups folder beside it); nil before. The services are
	// the value openService returns.
	st *storage.DB
	// lang is the language of the output, from the locale (LC_ALL,
	// LC_MESSAGES, LANG); Ukrainian unless it names English.
	lang i18n.Lang
}
