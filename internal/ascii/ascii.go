package ascii

// IsUpper reports whether c is an ASCII capital letter.
func IsUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// IsLower reports whether c is an ASCII small letter.
func IsLower(c byte) bool { return c >= 'a' && c <= 'z' }

// Upper returns the upper-case form of an ASCII letter.
func Upper(c byte) byte {
	if IsLower(c) {
		return c - ('a' - 'A')
	}
	return c
}
