package ascii

// IsUpper and isLower report ASCII letter case.
func IsUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func IsLower(c byte) bool { return c >= 'a' && c <= 'z' }

// Upper returns the upper-case form of an ASCII letter.
func Upper(c byte) byte {
	if IsLower(c) {
		return c - ('a' - 'A')
	}
	return c
}
