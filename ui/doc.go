// Package ui holds the Fyne screens of Arbiter, one file per screen, and the
// window that assembles them. It talks only to model.Service; it never
// touches storage. Every string shown to the director goes through
// fyne's lang.L with translations embedded from assets/.
package ui
