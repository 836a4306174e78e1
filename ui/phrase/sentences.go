package phrase

import (
	"strings"

	"scraebbkle/internal/prose"
)

// Sentence is err's message as a sentence for a dialog: a capital first
// letter, unless it begins with a file's name ("b.txt: line 3, …"), and a
// full stop.
func Sentence(err error) string {
	s := err.Error()
	if first, _, _ := strings.Cut(s, " "); !strings.HasSuffix(first, ":") {
		s = prose.Capitalised(s)
	}
	return prose.Stopped(s)
}

// Letter is letter r, typed in either case, in upper case, or false when r
// is no letter A to Z.
func Letter(r rune) (byte, bool) {
	if r >= 'a' && r <= 'z' {
		r -= 'a' - 'A'
	}
	return byte(r), r >= 'A' && r <= 'Z'
}
