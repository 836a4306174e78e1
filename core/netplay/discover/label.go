package discover

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxLabel is the longest DNS label, in bytes: the most a game's name can
// take.
const maxLabel = 63

// label returns name as it is shown and announced: valid UTF-8 without
// control characters or surrounding spaces, cut to maxLabel bytes.
func label(name string) string {
	return strings.TrimSpace(cutName(cleanName(name)))
}

// cleanName drops invalid UTF-8 and control characters from s and trims
// the spaces around it.
func cleanName(s string) string {
	s = strings.ToValidUTF8(s, "")
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}

// cutName cuts s to at most maxLabel bytes without splitting a rune.
func cutName(s string) string {
	if len(s) <= maxLabel {
		return s
	}
	n := maxLabel
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
