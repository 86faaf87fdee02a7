// Package assets embeds Arbiter's fonts, icons and translations so the
// program is one self-contained binary.
package assets
