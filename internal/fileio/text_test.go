package fileio

import "testing"

// NotText finds the first character of a line that text does not hold,
// and passes over text in any language, tabs and carriage returns.
func TestNotText(t *testing.T) {
	for _, tc := range []struct {
		line string
		col  int
		why  string
	}{
		{"15", 0, ""},
		{"ĄŻ\tsłowo\r\r", 0, ""},
		{"\x7fELF\x02\x01\x01\x00", 1, "this is not a text file: it holds the control character U+007F"},
		{"ab\x00", 3, "this is not a text file: it holds the control character U+0000"},
		{"\x89PNG", 1, "this is not a text file: it holds the byte 0x89, which no UTF-8 text holds"},
		{"é\xff", 2, "this is not a text file: it holds the byte 0xFF, which no UTF-8 text holds"},
	} {
		if col, why := NotText(tc.line); col != tc.col || why != tc.why {
			t.Errorf("NotText(%q) = %d, %q; want %d, %q", tc.line, col, why, tc.col, tc.why)
		}
	}
}
