package core

// isUpper and isLower report ASCII letter case.
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// upper returns the upper-case form of an ASCII letter.
func upper(c byte) byte {
	if isLower(c) {
		return c - ('a' - 'A')
	}
	return c
}
