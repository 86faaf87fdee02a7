// Package model holds Arbiter's domain types, the Service that the GUI and
// the command-line tool both call, the store interfaces that storage
// implements, and the one error type (Error) whose Message is the sentence
// the director reads. It translates domain records into engine inputs and
// back; it does no SQL.
package model
