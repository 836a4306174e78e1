package prose

import (
	"strconv"
	"strings"
	"unicode"
)

// OneLine is text with each control character, a line break among them,
// written as its escape (\n, \x1b), so that a name taken from a file or
// its name stays on one line of a record and moves no terminal.
func OneLine(text string) string {
	if !strings.ContainsFunc(text, isControl) {
		return text
	}
	var b strings.Builder
	for _, r := range text {
		if !isControl(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r)
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

// isControl reports whether r is a control character or ends a line.
func isControl(r rune) bool { return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' }
