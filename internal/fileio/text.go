package fileio

import (
	"fmt"
	"unicode/utf8"
)

// NotText says why line, the first line of a file that should be text,
// shows the file is not text, such as a program or a picture chosen by
// mistake, or returns "": it holds a control character other than a tab or
// a carriage return, or bytes that are not UTF-8. col is the column of the
// first such character, from 1.
func NotText(line string) (col int, why string) {
	col = 1
	for i := 0; i < len(line); col++ {
		r, size := utf8.DecodeRuneInString(line[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			return col, fmt.Sprintf("this is not a text file: it holds the byte 0x%02X, which no UTF-8 text holds", line[i])
		case r < ' ' && r != '\t' && r != '\r' || r == 0x7f:
			return col, fmt.Sprintf("this is not a text file: it holds the control character U+%04X", r)
		}
		i += size
	}
	return 0, ""
}
